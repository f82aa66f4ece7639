"""A lesson for the whole class: each pupil at their own level, the teacher watching a grid.

``bw.room(game, lesson=True)`` (or ``python -m boardwidgets.room GAME --lesson``) serves a
game's lesson (``boardwidgets.lessons``) to a class. A pupil opens the class's join link, types
a first name and gets their own lesson on their own device: the level map, the goal, the
answers, the stars, the same board as in a notebook. The server plays and judges every try
itself: a page sends the moves it clicks, never a result, so a level is solved only by the
moves that solve it.

Every try is written to the room's SQLite file before any page hears of it: its level, when it
began and when the pupil last moved, the pupil's moves, how it ended, its stars and all its
actions. A room started again on the same file plays each pupil's last try again from its
actions, and reads their stars from the tries that reached the goal.

The teacher's page shows a grid, one row per pupil and one column per level (``summary``):
stars where solved, the tries where not, and the pupils who seem stuck (``STUCK_TRIES`` failed
tries at their level, or no move for ``STUCK_SECONDS`` while their board is open). The teacher
may look at a pupil's board, show it on the projector, hold the class at a level (the levels
after it stay closed) or open them all, and download the results as CSV (``results_csv``).
"""
from __future__ import annotations

import csv
import io
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime, timezone
from pathlib import Path

from ..core.errors import GameConfigError
from ..core.registry import game_class
from ..lessons import Lesson, Progress, levels_of
from ..widget.table import checked_pace
from .room import Limits, Served, secrets_equal
from .seats import Refused, checked_name, new_token, same_name

#: a pupil seems stuck after this many failed tries at the level they are on, without a success
STUCK_TRIES = 3
#: or after this long without a move while their board is open, at a level not yet solved
STUCK_SECONDS = 180.0
#: the teacher's grid is sent again at most this often (a class of 30 moves many times a second)
GRID_EVERY = 0.25
#: the most pupils one lesson room takes
MAX_PUPILS = 200
#: how often the grid is sent again with nothing changed: a pupil idle long enough becomes stuck
GRID_TICK = 15.0


class Pupil:
    """One pupil of the class: their name, the device that holds their board, their own lesson,
    a worker that makes their moves one after another, and the record of their tries."""

    def __init__(self, number: int, token: str, device: str, name: str, joined: float):
        self.number = number
        self.token = token
        self.device = device
        self.name = name
        self.joined = joined
        self.lesson: Lesson | None = None
        #: the tries so far: dicts of n, level, started, last, moves, ended, stars
        self.tries: list[dict] = []
        self.pages: set = set()
        self.watchers: set = set()  # the teacher's looks and the projector
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"pupil-{number}")
        self._match = None  # the match of the try last written

    def run(self, task, *args) -> Future:
        """Do ``task`` on this pupil's worker: their moves happen one at a time."""
        return self.worker.submit(task, *args)

    @property
    def last_move(self) -> float:
        return max((t["last"] for t in self.tries if t["moves"]), default=self.joined)

    def cell(self, level: str) -> dict:
        """The grid's cell of ``level``: best stars, tries made (a try counts once the pupil has
        moved in it), seconds spent, and when it was first solved (None if never)."""
        tries = [t for t in self.tries if t["level"] == level and t["moves"]]
        solved = [t for t in tries if t["ended"] == "done"]
        return {"stars": max((t["stars"] for t in solved), default=0), "tries": len(tries),
                "failed": sum(1 for t in tries if t["ended"] == "failed"),
                "seconds": round(sum(t["last"] - t["started"] for t in tries), 1),
                "solved_at": min((t["last"] for t in solved), default=None)}

    def stuck(self, now: float) -> str | None:
        """Why the pupil seems stuck, in a few words, or None."""
        lesson = self.lesson
        if lesson is None or lesson.progress.get(lesson.level.id, 0) > 0:
            return None
        mine = [t for t in self.tries if t["level"] == lesson.level.id and t["moves"]]
        failed = sum(1 for t in mine if t["ended"] == "failed")
        if failed >= STUCK_TRIES:
            return f"{failed} tries failed"
        idle = now - self.last_move
        if self.pages and idle >= STUCK_SECONDS:
            return f"no move for {int(idle // 60)} min"
        return None


class ClassLesson(Served):
    """A game's lesson served to a class: the pupils, their tries, and the teacher's grid."""

    def __init__(self, game: str, host: str = "127.0.0.1", port: int = 0, db: str | Path | None = None,
                 pace: float = 0.4, limits: Limits | None = None):
        game_class(game)  # an unknown name gets the registry's sentence before any file is made
        self.pace = checked_pace(pace)
        self.levels = levels_of(game)
        path = Path(db) if db is not None else Path(f"lesson-{game}.sqlite")
        super().__init__(path, host, port, limits)
        kept = self.store.get("lesson")
        other = ("a room of tables, not a lesson" if kept is None and self.store.tables()
                 else f"a lesson of {kept}, not {game}" if kept is not None and kept != game else None)
        if other is not None:
            self.store.close()
            raise GameConfigError(f"{path} holds {other}: give another file (db=... in Python, --db on the "
                                  "command line).")
        self.store.put("lesson", game)
        self.game = game
        self.title = f"{game_class(game).title}: the lesson"
        self._secrets()
        held = self.store.get("open_to")
        #: the last level the class may play (the teacher holds it there); None: every level
        self.open_to: int | None = int(held) if held else None
        shown = self.store.get("shown")
        self.shown: int | None = int(shown) if shown else None  # the pupil on the projector
        self.lock = threading.Lock()  # a pupil joins, or the class is held, in one piece
        self._grid_lock = threading.Lock()
        self.pupils: dict[int, Pupil] = {}
        self._projectors: list[Callable[[], None]] = []
        self._grid_due = False
        self._grid_timer: threading.Timer | None = None
        self._stopping = threading.Event()
        self._resume_pupils()

    # -- pupils ---------------------------------------------------------------------------------
    def _resume_pupils(self) -> None:
        """The pupils and tries the file holds: each pupil's stars from their solved tries, and
        their last try played again from its actions."""
        tries: dict[int, list] = {}
        for pupil, n, level, started, last, moves, ended, stars, actions in self.store.tries():
            tries.setdefault(pupil, []).append({"n": n, "level": level, "started": started, "last": last,
                                                "moves": moves, "ended": ended, "stars": stars,
                                                "actions": actions})
        for number, token, device, name, joined in self.store.pupils():
            pupil = Pupil(number, token, device, name, joined)
            pupil.tries = tries.get(number, [])
            self.pupils[number] = pupil
            self._give_lesson(pupil)

    def _give_lesson(self, pupil: Pupil) -> None:
        """The pupil's own lesson: at the level of their last try (played again move by move) or,
        for a pupil new to the class, the first level."""
        progress = Progress(None)
        for t in pupil.tries:
            if t["ended"] == "done":
                progress.earned(self.game, t["level"], t["stars"])
        last = pupil.tries[-1] if pupil.tries else None
        known = {level.id for level in self.levels}
        level = last["level"] if last is not None and last["level"] in known else None
        lesson = Lesson(self.game, level, progress, pace=0, open_to=self.open_to)
        if last is not None and level is not None:
            replay(lesson, last["actions"])
            pupil._match = lesson.table.match
        lesson.table.pace = self.pace
        lesson.record = lambda lesson, pupil=pupil: self._record(pupil)
        pupil.lesson = lesson
        if last is None:
            self._record(pupil)

    def enrol(self, device, name) -> Pupil:
        """The pupil on ``device`` (the key its browser keeps, None for a device new to the room)
        called ``name``: theirs again if the device has joined before, else a new pupil with a
        new device key. Refused with a sentence for a name that is empty, too long, or another
        pupil's."""
        with self.lock:
            mine = self.pupil_of_device(device)
            if mine is not None:
                return mine
            name = checked_name(name)
            if any(same_name(other.name, name) for other in self.pupils.values()):
                raise Refused(f"Another pupil in this class is called {name}: add a letter, like {name} B.")
            if len(self.pupils) >= MAX_PUPILS:
                raise Refused("This lesson has as many pupils as it takes; ask your teacher.")
            number = max(self.pupils, default=0) + 1
            pupil = Pupil(number, new_token(), new_token(), name, time.time())
            self.store.add_pupil(number, pupil.token, pupil.device, name, pupil.joined)
            self.pupils[number] = pupil
            pupil.run(self._give_lesson, pupil).result()
        self.changed()
        return pupil

    def pupil_of_device(self, device) -> Pupil | None:
        if not isinstance(device, str) or not device:
            return None
        return next((p for p in self.pupils.values() if secrets_equal(p.device, device)), None)

    def pupil_of_token(self, token) -> Pupil | None:
        if not isinstance(token, str):
            return None
        return next((p for p in self.pupils.values() if secrets_equal(p.token, token)), None)

    def pupil(self, number) -> Pupil | None:
        if isinstance(number, bool) or not isinstance(number, int):
            return None
        return self.pupils.get(number)

    # -- every try, written before it is shown --------------------------------------------------
    def _record(self, pupil: Pupil) -> None:
        """Write the pupil's try as it stands (a new one if the lesson started a level, or
        started it again), then let the teacher's grid hear of it."""
        lesson = pupil.lesson
        if lesson is None:
            return
        match = lesson.table.match
        trial, verdict = lesson.trial(), lesson.verdict()
        now = time.time()
        if match is not pupil._match or not pupil.tries:
            pupil._match = match
            pupil.tries.append({"n": len(pupil.tries) + 1, "level": lesson.level.id, "started": now,
                                "last": now, "moves": 0, "ended": None, "stars": 0})
        current = pupil.tries[-1]
        actions = [action.to_json() for action in match._actions[:match._cursor]]
        now_stands = (trial.moves, verdict.ended, actions)
        if (current["moves"], current["ended"], current.get("actions")) == now_stands:
            return
        if trial.moves != current["moves"]:
            current["last"] = now
        current.update(moves=trial.moves, ended=verdict.ended, stars=verdict.stars, actions=actions)
        self.store.save_try(pupil.number, current["n"], current["level"], current["started"], current["last"],
                            current["moves"], current["ended"], current["stars"], actions)
        self.changed()

    # -- what the teacher does -------------------------------------------------------------------
    def hold(self, level: int | None) -> None:
        """Hold the class at ``level`` (a number from 1: the levels after it stay closed), or open
        every level (None)."""
        if level is not None and (isinstance(level, bool) or not isinstance(level, int)
                                  or not 1 <= level <= len(self.levels)):
            raise GameConfigError(f"The lesson has levels 1 to {len(self.levels)}, not {level!r}.")
        with self.lock:
            self.open_to = level
            self.store.put("open_to", str(level) if level is not None else "")
            for pupil in self.pupils.values():
                pupil.run(self._set_open, pupil, level)
        self.changed()

    @staticmethod
    def _set_open(pupil: Pupil, level: int | None) -> None:
        pupil.lesson.open_to = level
        pupil.lesson.table.changed()  # the pupil's map shows the levels open now

    def show(self, number: int | None) -> None:
        """Show pupil ``number``'s board on the projector's page (None: the join link instead)."""
        if number is not None and self.pupil(number) is None:
            raise GameConfigError("There is no such pupil.")
        self.shown = number
        self.store.put("shown", str(number) if number is not None else "")
        for listener in list(self._projectors):
            listener()
        self.changed()

    def watch_projector(self, listener: Callable[[], None]) -> Callable[[], None]:
        """A projector's page: it hears whenever the teacher shows another pupil's board."""
        self._projectors.append(listener)
        return listener

    def unwatch_projector(self, listener) -> None:
        if listener in self._projectors:
            self._projectors.remove(listener)

    def teacher_command(self, content: dict, refuse: Callable[[str], None]) -> None:
        """The teacher's page: ``{"type": "hold", "level": n or null}`` or ``{"type": "show",
        "pupil": n or null}``; anything else is refused with a sentence."""
        kind = content.get("type")
        try:
            if kind == "hold":
                self.hold(content.get("level"))
            elif kind == "show":
                self.show(content.get("pupil"))
            else:
                refuse("The teacher's page sent a message the room does not understand.")
        except GameConfigError as exc:
            refuse(str(exc))

    # -- what the teacher's page shows -------------------------------------------------------------
    def summary(self) -> dict:
        """The grid: every level, and for every pupil their level now, whether their board is
        open, why they seem stuck, and a cell per level (``Pupil.cell``)."""
        now = time.time()
        pupils = []
        for pupil in list(self.pupils.values()):
            lesson = pupil.lesson
            pupils.append({"number": pupil.number, "name": pupil.name, "online": len(pupil.pages),
                           "level": lesson.number if lesson is not None else None,
                           "stuck": pupil.stuck(now),
                           "cells": [pupil.cell(level.id) for level in self.levels]})
        return {"type": "class", "title": self.title, "join": self.join_url, "code": self.code,
                "levels": [{"id": level.id, "title": level.title} for level in self.levels],
                "open_to": self.open_to, "shown": self.shown, "pupils": pupils,
                "board": f"{self.url}/projector", "results": f"{self.teacher_url}/results.csv"}

    def changed(self) -> None:
        """Something the grid shows changed: the teacher's pages hear of it within ``GRID_EVERY``
        seconds (once, however many changes came meanwhile)."""
        if not self._watchers:
            return
        with self._grid_lock:
            if self._grid_due:
                return
            self._grid_due = True
            self._grid_timer = threading.Timer(GRID_EVERY, self._send_grid)
            self._grid_timer.daemon = True
            self._grid_timer.start()

    def _send_grid(self) -> None:
        with self._grid_lock:
            self._grid_due = False
        summary = self.summary()
        for listener in list(self._watchers):
            listener(summary)

    def results_csv(self) -> str:
        """The class's results: one row per pupil and level tried, with the stars, the tries,
        the time spent (seconds) and when it was first solved (UTC)."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["pupil", "level", "title", "stars", "tries", "seconds", "first solved at"])
        for pupil in list(self.pupils.values()):
            for number, level in enumerate(self.levels, start=1):
                cell = pupil.cell(level.id)
                if not cell["tries"]:
                    continue
                solved = cell["solved_at"]
                when = (datetime.fromtimestamp(solved, timezone.utc).isoformat(timespec="seconds")
                        if solved is not None else "")
                writer.writerow([spreadsheet_safe(pupil.name), number, level.title, cell["stars"],
                                 cell["tries"], cell["seconds"], when])
        return out.getvalue()

    # -- the server ---------------------------------------------------------------------------------
    def app(self):
        from .lesson_server import build_lesson_app

        return build_lesson_app(self)

    def resume(self) -> None:
        """As the room starts listening: the grid is sent again every ``GRID_TICK`` seconds, so
        that a pupil who has made no move for a while is marked stuck though nothing changed."""
        self._stopping.clear()

        def tick() -> None:
            while not self._stopping.wait(GRID_TICK):
                self.changed()
        threading.Thread(target=tick, daemon=True, name="lesson-grid").start()

    def finish(self) -> None:
        self._stopping.set()
        if self._grid_timer is not None:
            self._grid_timer.cancel()
        for pupil in self.pupils.values():
            pupil.worker.shutdown(wait=True)

    def links(self, teacher: bool = False) -> str:
        """The links to give the class (the join link, the projector's board); with
        ``teacher=True`` the teacher's page too (keep it off the projector)."""
        lines = [f"Teacher: {self.teacher_url}  (keep it to yourself)"] if teacher else []
        lines += [f"Pupils join at: {self.join_url}", f"The projector: {self.url}/projector"]
        return "\n".join(lines)

    def __repr__(self) -> str:
        running = "serving at " + self.url if self._thread is not None else "stopped"
        return f"<Lesson room of {self.game}: {len(self.pupils)} pupil(s), {running}>"

    def _repr_mimebundle_(self, **kwargs):
        """In a notebook: the class's join link and its QR code, for the projector."""
        from .widget import lesson_room_html

        return {"text/html": lesson_room_html(self), "text/plain": repr(self)}


def replay(lesson: Lesson, actions: list[dict]) -> None:
    """Play a try again from its actions: the pupil's are played as clicks would play them, and
    the level's replies, which are seeded, follow by themselves; a reply that differs from the
    one recorded stops the replay there (the level's data changed since)."""
    table = lesson.table
    for k, action in enumerate(actions):
        match = table.match
        if match._cursor > k:
            if match._actions[k].to_json() != action:
                return
            continue
        if match.state.is_over or match.state.to_move != lesson.level.seat:
            return
        table.act(action)


def spreadsheet_safe(text: str) -> str:
    """A name as a spreadsheet shows it as text: one that starts like a formula gets a quote."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
