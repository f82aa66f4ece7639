"""``bw.room`` is a package that can be called, and its submodule ``room.py`` has the same name:
loading the submodule must not take the name from the function (a second ``bw.room(...)`` in a
notebook, or ``from boardwidgets.room import room`` after the submodule loaded, would fail)."""
from __future__ import annotations

import importlib
import types

import boardwidgets as bw


def test_bw_room_starts_a_room_again_once_its_module_is_loaded(tmp_path):
    importlib.import_module("boardwidgets.room.room")  # what the first bw.room(...) does
    for _ in range(2):  # the second call is the one that failed
        served = bw.room("nanga_parbat", db=tmp_path / "room.sqlite", pace=0)
        assert served.tables[0].match.game.name == "nanga_parbat"
        served.stop()
    from boardwidgets.room import room
    assert callable(room) and not isinstance(room, types.ModuleType)
