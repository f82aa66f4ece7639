"""``python -m boardwidgets.room``: the command line reaches every configuration of a game (its
variant and options), and a wrong one is refused with a sentence before anything is served."""
from __future__ import annotations

import pytest

from boardwidgets.room.__main__ import command_line, main, room_of


def test_the_variant_and_options_reach_every_table(tmp_path):
    args = command_line().parse_args(
        ["bear_valley", "--players", "3", "--tables", "2", "--variant", "advanced", "--option",
         "enchantments=true", "--option", "river=long", "--db", str(tmp_path / "room.sqlite")])
    room = room_of(args)
    try:
        asked = {"players": 3, "variant": "advanced", "enchantments": True, "river": "long"}
        assert len(room.tables) == 2
        for table in room.tables:
            assert {name: table.match.game.config[name] for name in asked} == asked
    finally:
        room.stop()


def test_without_them_the_standard_game(tmp_path):
    room = room_of(command_line().parse_args(["nanga_parbat", "--db", str(tmp_path / "room.sqlite")]))
    try:
        assert room.tables[0].match.game.config == {"players": 2, "variant": "standard"}
    finally:
        room.stop()


@pytest.mark.parametrize(("argv", "said"), [
    (["nanga_parbat", "--variant", "uphill"], "uphill"),
    (["bear_valley", "--option", "dragons=true"], "dragons"),
    (["bear_valley", "--option", "players=3"], "'players' is given on the command line by itself"),
])
def test_a_wrong_variant_or_option_is_refused_before_serving(tmp_path, capsys, argv, said):
    assert main([*argv, "--db", str(tmp_path / "room.sqlite")]) == 2
    error = capsys.readouterr().err
    assert error.startswith("error: ") and said in error


def test_an_option_must_have_a_name_and_a_value(capsys):
    with pytest.raises(SystemExit):
        command_line().parse_args(["bear_valley", "--option", "enchantments"])
    assert "an option is NAME=VALUE" in capsys.readouterr().err
