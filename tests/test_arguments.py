"""Every argument of ``bw.play``, ``bw.lesson`` and ``bw.room`` that cannot be right gets a
sentence that says what it is for and what it may be (a ``BoardwidgetsError``, never a raw
``TraitError``, ``TypeError`` or ``OverflowError``), and a refused room leaves no file behind."""
from __future__ import annotations

import pytest

import boardwidgets as bw

PLAY = [
    ({"scale": "big"}, "scale is how large the board is drawn, a number from 0.5 to 3.0"),
    ({"scale": 99}, "not 99"),
    ({"opponents": "hardest"}, "Unknown opponent 'hardest'"),
    ({"opponents": 3}, "opponents is a level"),
    ({"players": 9}, "exactly 2 players"),
    ({"pace": -1}, "pace is how many seconds"),
    ({"pace": "fast"}, "not 'fast'"),
    ({"seed": [1]}, "A seed is a whole number or a word"),
    ({"seat": 2}, "seat must be a player number from 0 to 1"),
    ({"viewer": 1}, "bw.play's own arguments are game, players"),
]


@pytest.mark.parametrize(("arguments", "says"), PLAY)
def test_a_wrong_argument_of_play_gets_a_sentence(arguments, says):
    with pytest.raises(bw.BoardwidgetsError) as refused:
        bw.play("nanga_parbat", **arguments)
    assert says in str(refused.value)


@pytest.mark.parametrize(("arguments", "says"), [
    ({"level": 99}, "levels 1 to 18, not 99"), ({"level": "nope"}, "has no level 'nope'"),
    ({"pace": -1}, "pace is how many seconds"), ({"progress": 5}, "progress is the name of the file"),
    ({"scale": "big"}, "scale is how large")])
def test_a_wrong_argument_of_lesson_gets_a_sentence(arguments, says):
    with pytest.raises(bw.BoardwidgetsError) as refused:
        bw.lesson("nanga_parbat", **{"progress": None, **arguments})
    assert says in str(refused.value)


@pytest.mark.parametrize(("arguments", "says"), [
    ({"port": 99999}, "port is a number from 1 to 65535"), ({"port": "80"}, "port is a number"),
    ({"host": 5}, "host is the address the room listens on"), ({"pace": -1}, "pace is how many seconds"),
    ({"tables": 0}, "1 to 64 tables"), ({"lesson": True, "port": -3}, "port is a number"),
    ({"lesson": True, "pace": "x"}, "pace is how many seconds"),
    ({"lesson": True, "tables": 2}, "leave out tables")])
def test_a_wrong_argument_of_room_gets_a_sentence_and_leaves_no_file(tmp_path, arguments, says):
    with pytest.raises(bw.BoardwidgetsError) as refused:
        bw.room("nanga_parbat", db=tmp_path / "room.sqlite", **arguments)
    assert says in str(refused.value)
    assert list(tmp_path.iterdir()) == []
