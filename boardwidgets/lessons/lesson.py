"""A lesson being played: the level under way, its try, what it earned, and the pupil's
progress over every level of the game.

The lesson owns a ``Table`` (the same the board widget and a room's screens use) whose
match is the current try: the pupil's seat is played by clicks, the other seats by the
level's replies. After every change the lesson judges the try (``judge``): the goal reached
by the pupil's latest decision (or at the end of the game) ends the level with its stars; the
level is failed as soon as the pupil's moves are spent, its failing check holds or the game
ends; otherwise a move is answered once the replies to it are played and the pupil is to
decide again. While a level is ended the table plays nothing more, so the position the
pupil is told about stays on the board.

The part of the view a lesson adds (``part``, under ``"lesson"``, docs/view_schema.md) holds
everything a page draws: the goal, the line that answers the last move, the stars, the hint
once asked for, and the level map; the page's buttons send ``{"type": "lesson", "do": ...}``.
Nothing in it names a hidden card, so a room can serve it to each pupil's device.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from ..agents import by_name
from ..core.errors import BoardwidgetsError, GameConfigError
from ..core.match import Match
from ..core.registry import game_class
from ..core.state import State
from ..lite import in_browser
from ..widget.table import Table
from .checks import Try
from .levels import GO_ON, Level
from .progress import Progress

#: what a page may ask of a lesson
ASKS = ("hint", "retry", "next", "go", "restore")


def levels_of(game: str) -> tuple[Level, ...]:
    """The levels of ``game`` (its package's ``lessons.LEVELS``)."""
    game_class(game)  # an unknown name gets the registry's sentence
    try:
        module = importlib.import_module(f"boardwidgets.games.{game}.lessons")
    except ModuleNotFoundError:
        raise GameConfigError(f"{game} has no lessons yet.") from None
    return module.LEVELS


class Replies:
    """The other seats of a level: its scripted moves in order, whichever seat is to move, while
    they are legal, then a computer player (seeded, so that a try played twice the same way
    goes the same way)."""

    def __init__(self, level: Level):
        script = level.replies if isinstance(level.replies, tuple) else ()
        self.script = list(script)
        name = level.replies if isinstance(level.replies, str) else "easy"
        self.then = by_name(name, seed=level.agent_seed)
        self.last_reason = None
        self.last_detail = None

    def choose(self, state: State):
        if self.script and state.explain(self.script[0]) is None:
            return state._as_action(self.script.pop(0))
        self.script.clear()  # a script that no longer fits the game is over
        action = self.then.choose(state)
        self.last_reason = getattr(self.then, "last_reason", None)
        self.last_detail = getattr(self.then, "last_detail", None)
        return action


@dataclass(frozen=True)
class Verdict:
    """How a try stands: ``ended`` ("done", "failed" or None: going on), the stars earned,
    and the line that answers the pupil's last move (None before any)."""

    ended: str | None
    stars: int
    said: str | None


class LessonTable(Table):
    """A table that stops playing once the level has ended, and has the try recorded (a room's
    lesson keeps every try in its file) before any screen hears of a change."""

    lesson: Lesson

    def plays_itself(self, state: State | None = None) -> bool:
        if self.lesson.verdict().ended is not None:
            return False
        return super().plays_itself(state)

    def changed(self) -> None:
        if self.lesson.record is not None:
            self.lesson.record(self.lesson)
        super().changed()


class Lesson:
    """The lessons of ``game``, from ``level`` (an id or a number from 1; by default the first
    level without three stars), with the pupil's progress kept in ``progress`` (a file's path,
    by default ``boardwidgets-progress.json`` in the working folder, beside the notebook).

    >>> lesson = Lesson("nanga_parbat", progress=Progress(None))
    >>> lesson.level.id, lesson.verdict().ended
    ('guide', None)
    """

    def __init__(self, game: str, level: str | int | None = None, progress: Progress | str | None = None,
                 pace: float = 0.4, open_to: int | None = None,
                 record: Callable[[Lesson], None] | None = None):
        self.game = game
        self.levels = levels_of(game)
        self.store = progress if isinstance(progress, Progress) else Progress(progress)
        #: the last level the pupil may play (a room's teacher holds the class there), None: all
        self.open_to = open_to
        #: called with the lesson after every change, before any screen hears of it
        self.record = record
        self.chosen = level is not None
        self.level = self.find(self.first_level() if level is None else level)
        #: whether the page keeps a copy of the stars: on the classroom site, where Python's
        #: files may not outlive the page (served over plain http), the browser's storage does
        self.kept_by_page = in_browser()
        self.table = LessonTable(self.first_try(), pace)
        self.table.lesson = self
        self.hinted = False
        self._judged: tuple | None = None
        self._verdict = Verdict(None, 0, None)
        self.table.moved(None)  # the replies play if another seat begins

    # -- the levels ------------------------------------------------------------------------
    @property
    def progress(self) -> dict[str, int]:
        """The best stars earned at each level of this game so far: ``{"level id": stars}``."""
        return self.store.of(self.game)

    def first_level(self) -> str:
        done, open_levels = self.progress, [level for level in self.levels if self.is_open(level)]
        return next((level.id for level in open_levels if done.get(level.id, 0) < 3), open_levels[-1].id)

    def is_open(self, level: Level) -> bool:
        """Whether the pupil may play ``level`` now (a room's teacher may hold the class)."""
        return self.open_to is None or self.levels.index(level) < self.open_to

    def find(self, level: str | int) -> Level:
        if isinstance(level, int) and not isinstance(level, bool):
            if not 1 <= level <= len(self.levels):
                raise GameConfigError(f"{self.game}'s lesson has levels 1 to {len(self.levels)}, "
                                      f"not {level}.")
            return self.levels[level - 1]
        for candidate in self.levels:
            if candidate.id == level:
                return candidate
        raise GameConfigError(f"{self.game}'s lesson has no level {level!r}; its levels are "
                              f"{', '.join(lv.id for lv in self.levels)}.")

    @property
    def number(self) -> int:
        return self.levels.index(self.level) + 1

    # -- what the pupil does ----------------------------------------------------------------
    def go(self, level: str | int) -> State:
        """Start ``level`` from its first position."""
        found = self.find(level)
        if not self.is_open(found):
            raise BoardwidgetsError(f"Your teacher has opened levels 1 to {self.open_to} so far; level "
                                    f"{self.levels.index(found) + 1} opens later.")
        self.level = found
        return self.retry()

    def first_try(self) -> Match:
        """The level's start, the pupil's seat played by clicks and every other by its replies."""
        level = self.level
        start = level.start.build(self.game)
        replies = Replies(level)  # one script for every other seat, played in its order
        others = {seat: replies for seat in range(start.game.players) if seat != level.seat}
        return Match(start.game, state=start, agents=others)

    def retry(self) -> State:
        """Start the level under way again, exactly as it began."""
        self.table.match = self.first_try()
        self.table.unasked.clear()
        self.hinted = False
        self._judged = None
        self.table.moved(None)  # every screen is told; the replies play if another seat begins
        return self.table.match.state

    def next(self) -> State:
        """The level after this one (the first again after the last)."""
        if self.open_to is not None and self.number >= self.open_to:
            raise BoardwidgetsError("That is the last level open for now: your teacher opens the next ones. "
                                    "Try an earlier level again for more stars.")
        return self.go(self.levels[self.number % len(self.levels)].id)

    def hint(self) -> str:
        """Show the level's hint (the board marks what it points at)."""
        self.hinted = True
        self.table.changed()
        return self.level.hint

    def ask(self, content: dict) -> None:
        """A page's lesson button: ``{"type": "lesson", "do": "hint" | "retry" | "next" | "go",
        "level": id}``, or the stars the classroom site's page kept (``"do": "restore",
        "stars": {id: stars}``); anything else is refused with a sentence."""
        do = content.get("do")
        if do not in ASKS:
            raise BoardwidgetsError("The board asked the lesson for something it does not do; nothing "
                                    "was changed.")
        if do == "hint":
            self.hint()
        elif do == "retry":
            self.retry()
        elif do == "next":
            self.next()
        elif do == "restore":
            self.restore(content.get("stars"))
        else:
            level = content.get("level")
            if not isinstance(level, str):
                raise BoardwidgetsError("Choose a level on the map.")
            self.go(level)

    def restore(self, stars) -> None:
        """Take back the stars the classroom site's page kept in the browser's storage, where
        Python's own file did not outlive the page. Only there: elsewhere the file is the
        record, and a page's claim to stars is refused (in a room the server judges every move
        itself)."""
        if not self.kept_by_page:
            raise BoardwidgetsError("Stars are earned by playing the levels here; nothing was changed.")
        if not self.store.merge(self.game, stars, {level.id for level in self.levels}):
            return
        if not self.chosen and self.trial().moves == 0 and self.progress.get(self.level.id, 0) == 3:
            self.go(self.first_level())  # the level opened was already won: the first one not yet
        else:
            self.table.changed()

    # -- judging ----------------------------------------------------------------------------
    def trial(self) -> Try:
        match = self.table.match
        return Try(self.level.seat, tuple(match.states), tuple(match.history))

    def verdict(self) -> Verdict:
        """How the try stands now (judged once per position; a success is written to the
        pupil's progress the first time it is judged)."""
        match = self.table.match
        key = (id(match), match._cursor)
        if key != self._judged:
            self._verdict = self.judge(self.trial())
            self._judged = key
            if self._verdict.ended == "done":
                self.store.earned(self.game, self.level.id, self._verdict.stars)
        return self._verdict

    def judge(self, trial: Try) -> Verdict:
        """The goal is looked for in the position the pupil's latest decision made (what the
        other seats do after it is theirs, not the pupil's) and at the end of the game; a try
        fails, and a move is answered, once the pupil is to decide again."""
        level = self.level
        reached = level.success(trial.through_own()) or (trial.state.is_over and level.success(trial))
        if trial.moves and reached:
            return Verdict("done", level.stars_for(trial.moves), level.done)
        state = trial.state
        if trial.moves == 0:
            return Verdict(None, 0, None)

        def said() -> str | None:
            return next((f.sentence(trial) for f in level.feedback if f.when(trial)), None)
        if state.is_over or trial.moves >= level.budget or (level.fails is not None and level.fails(trial)):
            return Verdict("failed", 0, said() or f"That did not reach the goal: {level.goal}")
        if state.to_move != level.seat:
            return Verdict(None, 0, None)  # the replies are coming
        left = level.budget - trial.moves
        return Verdict(None, 0, said() or GO_ON.format(left=f"{left} move{'s' if left != 1 else ''} left"))

    # -- the view -------------------------------------------------------------------------
    def part(self) -> dict:
        """What the view carries of the lesson (docs/view_schema.md, "Lessons")."""
        verdict = self.verdict()
        level, best = self.level, self.progress
        trial = self.trial()
        return {
            "game": self.game,
            "level": level.id,
            "number": self.number,
            "of": len(self.levels),
            "title": level.title,
            "goal": level.goal,
            "moves": trial.moves,
            "budget": level.budget,
            "ended": verdict.ended,
            "stars": verdict.stars,
            "said": verdict.said,
            "hint": level.hint if self.hinted else None,
            "marks": list(level.marks) if self.hinted else [],
            "next": self.levels[self.number % len(self.levels)].id,
            "kept_by_page": self.kept_by_page,
            "map": [{"id": lv.id, "title": lv.title, "stars": best.get(lv.id, 0), "current": lv is level,
                     "open": self.is_open(lv)} for lv in self.levels],
        }
