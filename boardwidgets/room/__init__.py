"""Playing together: one game per table, each pupil at their own device, the teacher at the
projector (``bw.room(...)``, or ``python -m boardwidgets.room`` from a terminal).

The room needs the web server's packages: ``pip install ".[room]"`` in the project's folder
(``./dev.sh lab`` installs them).

``bw.room`` is this module, and calling it calls ``room()``: the command line needs a package
named ``boardwidgets.room``, and the notebook a function of the same name.
"""
from __future__ import annotations

import sys
import types
from pathlib import Path

from ..core.errors import GameConfigError

__all__ = ["ClassLesson", "Limits", "Room", "room"]


def room(game: str, players: int | None = None, computer=(), seed=None, tables: int | None = None,
         host: str = "127.0.0.1", port: int = 0, db: str | Path | None = None, pace: float = 0.4,
         limits=None, lesson: bool = False, **options):
    """Start a room of ``tables`` tables of ``game`` (one unless asked) and serve it; returns the Room.

    ``computer`` lists the seats the computer plays at every table (or maps them to a
    level: ``{3: "hard"}``); ``seed`` deals table 1 (table 2 gets the next seed, and so
    on). The room listens on ``host`` (127.0.0.1, this computer only, unless asked:
    ``host="0.0.0.0"`` lets pupils on the same network in) and ``port`` (0: any free one).
    Every move is kept in the SQLite file ``db`` (by default ``room-<game>.sqlite`` here):
    a room started again on the same file goes on where it was, with the same links.
    ``limits`` (a ``boardwidgets.room.Limits``) changes what a page or a device may take of it.

    ``lesson=True`` serves the game's lesson (``bw.lesson``) instead, each pupil at their own
    pace on their own device, and the teacher's page shows a grid of the class (by default
    kept in ``lesson-<game>.sqlite``; ``players``, ``computer``, ``seed``, ``tables`` and the
    game's options belong to a room of tables and are refused here).

    In a notebook the room shows the class's join link with its QR code (for the projector),
    who sits where, and a table's public board; ``room.tables[i].match`` is each table's
    Match; ``room.links(seats=True)`` gives each seat's own link, for slips; ``room.stop()``
    stops serving.
    """
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        raise GameConfigError('A room needs its web server: in the project\'s folder, pip install ".[room]" '
                              "(or pip install starlette uvicorn websockets segno).") from None
    if lesson is not True and lesson is not False:
        raise GameConfigError(f"lesson must be True or False, not {lesson!r}.")
    if lesson:
        given = [name for name, value in (("players", players), ("computer", computer or None),
                                          ("seed", seed), ("tables", tables))
                 if value is not None] + sorted(options)
        if given:
            raise GameConfigError(f"A lesson for the class has its levels' own positions: leave out "
                                  f"{', '.join(given)}.")
        from .lessons import ClassLesson

        return ClassLesson(game, host=host, port=port, db=db, pace=pace, limits=limits).start()
    from .room import Room

    return Room(game, players=players, computer=computer, seed=seed, tables=tables, host=host, port=port,
                db=db, pace=pace, limits=limits, **options).start()


def __getattr__(name):
    if name in ("Room", "Limits", "ClassLesson"):
        import importlib

        module = "lessons" if name == "ClassLesson" else "room"
        return getattr(importlib.import_module(f"{__name__}.{module}"), name)
    raise AttributeError(f"module 'boardwidgets.room' has no attribute {name!r}")


class _CallableModule(types.ModuleType):
    """This module, callable: ``bw.room(...)`` is ``bw.room.room(...)``."""

    def __call__(self, *args, **kwargs):
        return room(*args, **kwargs)

    def __setattr__(self, name, value):
        """Python's import sets ``boardwidgets.room.room`` to the submodule ``room.py`` the first
        time it loads (lazily, inside ``room()``), which would hide the function and make the
        second ``bw.room(...)`` fail; the name stays the function's (the submodule is still
        ``sys.modules["boardwidgets.room.room"]``, which ``from .room import Room`` uses)."""
        if name == "room" and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _CallableModule
