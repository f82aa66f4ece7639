"""A lesson's levels, as data: what each level starts from, asks, checks and says.

Each game keeps its levels in its own package (``games/<game>/lessons.py``, a tuple
``LEVELS`` of ``Level``), apart from the engine that plays them (``lessons/lesson.py``).
A level is:

- ``id``, ``title``: a short name in the level map, and the id progress is kept under;
- ``teaches``: the rulebook sections it teaches (the headings of ``rules/<game>.md``), which
  the game's docs page and a test read;
- ``start``: the position, built through the engine (``Start``: a seeded new game and the
  moves played from it, each checked by the rules as it is applied);
- ``seat``: the seat the pupil plays;
- ``goal``: one sentence a 12-year-old reads; ``success``: the check that it is reached;
- ``budget``: the pupil's decisions allowed (the level is failed when they are spent without
  the goal), and ``fails``: a check after which the goal can no longer be reached;
- ``replies``: the other seats' moves (scripted actions, played in order while they are
  legal, then the named computer player; by default the easy one);
- ``stars``: the most decisions for three stars and for two (one star for any success);
- ``hint``: what to look at, in words, and ``marks``: the board's elements it points at;
- ``feedback``: what to say after a move that did not reach the goal, first match first, each
  with an example try the tests replay (``Feedback``);
- ``solution``: the pupil's moves that reach the goal with three stars (the tests play them);
- ``done``: the line shown when the goal is reached: what the move did and why it worked.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import GameConfigError
from ..core.registry import load_game
from ..core.state import State
from .checks import Check, Try

#: what a level says after a move that neither reached nor lost its goal, where no feedback
#: of its own matched
GO_ON = "Not yet: {left}. Keep going."


@dataclass(frozen=True)
class Start:
    """A level's first position: game ``players`` (and ``variant``, and the game's ``options``
    as name and value pairs), a new game of ``seed``, then ``moves`` (action JSON) played
    through the rules, each checked as it is applied."""

    players: int
    seed: int
    moves: tuple[dict, ...] = ()
    variant: str | None = None
    options: tuple[tuple[str, Any], ...] = ()

    def build(self, game_name: str) -> State:
        game = load_game(game_name, players=self.players, variant=self.variant, **dict(self.options))
        state = game.new_game(seed=self.seed)
        for move in self.moves:
            state = state.apply(move)
        return state


@dataclass(frozen=True)
class Feedback:
    """After a move that did not reach the goal: if ``when`` holds, say ``says`` (a sentence,
    or a function of the try that makes one). ``example``: the pupil's moves of a try that
    gets this feedback (the tests play them)."""

    when: Check
    says: str | Callable[[Try], str]
    example: tuple[dict, ...] = ()

    def sentence(self, trial: Try) -> str:
        return self.says(trial) if callable(self.says) else self.says


@dataclass(frozen=True)
class Level:
    id: str
    title: str
    teaches: tuple[str, ...]
    start: Start
    goal: str
    success: Check
    solution: tuple[dict, ...]
    done: str
    hint: str
    seat: int = 0
    budget: int = 1
    fails: Check | None = None
    replies: tuple[dict, ...] | str = "easy"
    stars: tuple[int, int] | None = None
    marks: tuple[str, ...] = ()
    feedback: tuple[Feedback, ...] = ()
    agent_seed: int = 0
    notes: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self):
        if not self.solution:
            raise GameConfigError(f"Level {self.id!r} has no written solution.")
        if self.budget < 1:
            raise GameConfigError(f"Level {self.id!r} allows no move.")

    @property
    def three_stars(self) -> int:
        """The most decisions for three stars: the solution's length unless said otherwise."""
        return self.stars[0] if self.stars else len(self.solution)

    @property
    def two_stars(self) -> int:
        if self.stars:
            return self.stars[1]
        return max(self.three_stars, (self.three_stars + self.budget + 1) // 2)

    def stars_for(self, moves: int) -> int:
        """Stars for reaching the goal in ``moves`` decisions."""
        return 3 if moves <= self.three_stars else 2 if moves <= self.two_stars else 1
