"""Lessons: short levels that ask a pupil to do one rule, check it, and explain (issue 36).

``bw.lesson("nanga_parbat")`` opens the board in lesson mode; ``levels.py`` says what a level
is, ``checks.py`` the words its checks are built from, ``lesson.py`` plays and judges a try,
``progress.py`` keeps the stars. Each game's levels are data in its own package
(``games/<game>/lessons.py``).
"""
from __future__ import annotations

import os

from .board import LessonBoard
from .checks import Check, Try
from .lesson import Lesson, levels_of
from .levels import Feedback, Level, Start
from .progress import DEFAULT_NAME, Progress

__all__ = ["Check", "Feedback", "Lesson", "LessonBoard", "Level", "Progress", "Start", "Try", "lesson",
           "levels_of"]


def lesson(game: str, level: str | int | None = None, *, progress: str | os.PathLike | None = DEFAULT_NAME,
           pace: float = 0.4, **board_options) -> LessonBoard:
    """The board of ``game`` in lesson mode, at ``level`` (a level's id or its number from 1;
    by default the first level without three stars). The stars are kept in ``progress``
    (a JSON file, by default ``boardwidgets-progress.json`` in the working folder, beside the
    notebook; None keeps them for this board only).

    >>> board = lesson("nanga_parbat", progress=None)
    >>> board.view["lesson"]["number"], board.view["lesson"]["stars"]
    (1, 0)
    """
    return LessonBoard(Lesson(game, level, Progress(progress), pace=pace), **board_options)
