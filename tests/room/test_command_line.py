"""``python -m boardwidgets.room``: the command line reaches every configuration of a game (its
variant and options), and a wrong one is refused with a sentence before anything is served;
as a real process, a SIGTERM or Ctrl+C ends it cleanly (status 0, its file closed), and the
computer goes on by itself after the process is killed in the middle of its turn."""
from __future__ import annotations

import contextlib
import json
import signal
import sqlite3
import time

import pytest
from websockets.sync.client import connect

from boardwidgets.room.__main__ import command_line, main, room_of
from tests.room.process import RoomProcess, free_port


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
    (["nanga_parbat", "--lesson", "--players", "2", "--seed", "4"], "leave out --players, --seed"),
    (["chess", "--lesson"], "chess"),
])
def test_a_wrong_variant_or_option_is_refused_before_serving(tmp_path, capsys, argv, said):
    assert main([*argv, "--db", str(tmp_path / "room.sqlite")]) == 2
    error = capsys.readouterr().err
    assert error.startswith("error: ") and said in error


def test_an_option_must_have_a_name_and_a_value(capsys):
    with pytest.raises(SystemExit):
        command_line().parse_args(["bear_valley", "--option", "enchantments"])
    assert "an option is NAME=VALUE" in capsys.readouterr().err


# -- the room as a process of its own ---------------------------------------------------------------
def public_view(port: int, predicate, timeout: float = 30) -> dict:
    """The public board of table 1, once it shows a view for which ``predicate`` holds."""
    with connect(f"ws://127.0.0.1:{port}/ws/board/1", open_timeout=10) as page:
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(page.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message["type"] == "view" and predicate(message["view"]):
                return message["view"]


def test_a_sigterm_ends_the_room_with_status_0_and_its_file_closed(tmp_path):
    db = tmp_path / "room.sqlite"
    served = RoomProcess("nanga_parbat", "--db", str(db), "--port", str(free_port()), "--pace", "0")
    assert served.end(signal.SIGTERM) == 0
    assert any(line.startswith(f"The room stopped; start it again on {db}") for line in served.lines)
    assert not (tmp_path / "room.sqlite-wal").exists()  # the last connection closed: the file is whole


def test_ctrl_c_ends_the_room_with_status_0_and_says_how_to_go_on(tmp_path):
    served = RoomProcess("nanga_parbat", "--db", str(tmp_path / "room.sqlite"), "--port", str(free_port()))
    assert served.end(signal.SIGINT) == 0
    assert "Traceback" not in "".join(served.lines)


def test_the_computer_goes_on_by_itself_after_a_kill_while_it_was_answering(tmp_path):
    """The computer plays both seats and shows each decision for half a second: the process is
    killed in the middle of a turn, and started again on the same file and port, the computer
    goes on from the last move kept without anyone pressing anything."""
    db, port = tmp_path / "room.sqlite", free_port()
    argv = ("nanga_parbat", "--db", str(db), "--port", str(port), "--seed", "3", "--computer", "0",
            "--computer", "1", "--pace", "0.5")
    served = RoomProcess(*argv)
    try:
        public_view(port, lambda view: view["moves"] >= 2 and view["waiting"] is not None)  # answering
    finally:
        assert served.end(signal.SIGKILL) == -signal.SIGKILL
    with contextlib.closing(sqlite3.connect(db)) as file:
        kept = file.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
    assert kept >= 2
    served = RoomProcess(*argv)
    try:
        assert public_view(port, lambda view: view["moves"] > kept + 1)["moves"] > kept + 1
    finally:
        served.end(signal.SIGTERM)
