"""``bw.room`` run again, as a notebook's cell is: ``bw.room`` is a package that can be called,
and its submodule ``room.py`` has the same name, so loading the submodule must not take the name
from the function; and a room whose file another room of this process still serves is refused
(two rooms on one file would each keep their own moves, on two ports)."""
from __future__ import annotations

import importlib
import types

import pytest

import boardwidgets as bw
from tests.room.client import Client


def test_bw_room_starts_a_room_again_once_its_module_is_loaded(tmp_path):
    importlib.import_module("boardwidgets.room.room")  # what the first bw.room(...) does
    for _ in range(2):  # the second call is the one that failed
        served = bw.room("nanga_parbat", db=tmp_path / "room.sqlite", pace=0)
        assert served.tables[0].match.game.name == "nanga_parbat"
        served.stop()
    from boardwidgets.room import room
    assert callable(room) and not isinstance(room, types.ModuleType)


def test_a_file_still_served_is_refused_and_the_first_room_serves_on(tmp_path):
    first = bw.room("nanga_parbat", seed=3, db=tmp_path / "room.sqlite", pace=0)
    try:
        with pytest.raises(bw.GameConfigError, match="already serving .* stop it first"):
            bw.room("nanga_parbat", db=tmp_path / "room.sqlite", pace=0)  # the cell, run again
        table = first.tables[0]
        page = Client.seat(first, table.number, table.match.state.to_move)
        view = page.view()
        page.send({"type": "act", "target": view["targets"][0]["id"], "seq": view["seq"]})
        assert page.until(lambda m: m["type"] == "view" and m["view"]["moves"] == 1)
        page.close()
    finally:
        first.stop()
    again = bw.room("nanga_parbat", db=tmp_path / "room.sqlite", pace=0)  # once stopped, it may
    assert len(again.tables[0].match.history) == 1 and again.port == first.port
    again.stop()
