"""The board in lesson mode: the board widget's own board.js and view, with the lesson's part
of the view (``"lesson"``: the goal, the answer to the last move, the stars, the hint, the
level map) and the lesson's buttons (``{"type": "lesson", "do": ...}``).

A lesson's screen plays for the level's seat only, whichever it is, and takes no move once the
level has ended; it offers no undo and no new game: "Try again" starts the level over.
"""
from __future__ import annotations

from typing import Any

from ..core.errors import BoardwidgetsError
from ..core.state import State
from ..widget.board_widget import BoardWidget
from ..widget.screen import Screen
from .lesson import Lesson

#: the board's buttons in a lesson, besides the lesson's own: looking back stays
COMMANDS = ("act", "click", "review", "live", "whole_log")


class Seat:
    """The seat the pupil plays: the level's, which changes with the level."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson

    def __contains__(self, seat) -> bool:
        return seat == self.lesson.level.seat

    def __iter__(self):
        return iter((self.lesson.level.seat,))

    def __len__(self) -> int:
        return 1


class LessonScreen(Screen):
    """A screen of a lesson's table: the lesson's part in every view, its buttons handled."""

    def __init__(self, lesson: Lesson, table, watching: bool = False, **options: Any):
        self.lesson = lesson
        self.shown_match = table.match
        #: a teacher looking over the pupil's shoulder (or the projector): the lesson's buttons
        #: are not drawn, and a message that asks for one is refused
        self.watching = watching
        super().__init__(table, **options)

    def table_changed(self) -> None:
        if self.table.match is not self.shown_match:  # a level started or started again
            self.shown_match = self.table.match
            self.review_at = None
            self.sent_log = None
        self.viewer = self.lesson.level.seat
        super().table_changed()

    def may_play(self, state: State) -> bool:
        return super().may_play(state) and self.lesson.verdict().ended is None

    def view(self, error: str | None = None) -> dict:
        view = super().view(error)
        part = view["lesson"] = self.lesson.part()
        if self.watching:  # the teacher's look, the projector: the pupil's words are not theirs
            view["lesson"] = part = {**part, "watching": True}
            if part["ended"] is not None and self.review_at is None:
                view["status"] = ("Level won." if part["ended"] == "done"
                                  else "Not this time: the level failed.")
            return view
        if part["ended"] == "done" and self.review_at is None:  # the game stops with the level
            view["status"] = ("Level won! Press Next level." if part["stars"] == 3 else
                              "Level won! Press Next level, or Try again for more stars.")
        elif part["ended"] == "failed" and self.review_at is None:
            view["status"] = "Not this time: press Try again to start the level over."
        return view

    def _role(self, seat: int) -> str:
        """A board looked at on the pupil's behalf marks the pupil's seat as a person, not "you"."""
        role = super()._role(seat)
        return "person" if self.watching and role == "you" else role

    def handle_message(self, content: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "lesson":
            if self.watching:
                raise BoardwidgetsError("This board only looks on: the pupil plays the level.")
            self.review_at = None
            self.lesson.ask(content)  # the table tells every screen what changed
            return
        super().handle_message(content)


class LessonBoard(BoardWidget):
    """The board widget in lesson mode for ``lesson`` (``bw.lesson`` makes one)."""

    def __init__(self, lesson: Lesson, **kwargs: Any):
        self.lesson = lesson
        super().__init__(lesson.table, viewer=lesson.level.seat, seats=Seat(lesson), hot_seat=False,
                         commands=COMMANDS, **kwargs)

    def make_screen(self, table, **options: Any) -> Screen:
        return LessonScreen(self.lesson, table, **options)

    @property
    def progress(self) -> dict[str, int]:
        """The best stars earned at each level of this game: ``{"level id": stars}``."""
        return self.lesson.progress

    @property
    def level(self) -> str:
        """The id of the level under way."""
        return self.lesson.level.id

    def go(self, level: str | int) -> State:
        """Start ``level`` (its id, or its number from 1)."""
        return self.lesson.go(level)

    def retry(self) -> State:
        """Start the level under way again ("Try again")."""
        return self.lesson.retry()

    def next(self) -> State:
        """The next level ("Next level")."""
        return self.lesson.next()

    def hint(self) -> str:
        """Show the level's hint, and return it."""
        return self.lesson.hint()

    def __repr__(self) -> str:
        return (f"LessonBoard({self.lesson.game}, level {self.lesson.number} of {len(self.lesson.levels)}: "
                f"{self.lesson.level.title!r})")
