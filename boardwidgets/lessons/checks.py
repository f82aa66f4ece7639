"""The words a level's checks are built from: short predicates over one try of a level.

A level says what ends it well (its goal), what ends it badly, and what to tell a pupil
after a move that did not reach the goal, each as a check built from this small
vocabulary, so that a level reads like the rule it teaches::

    goal=piece_at("guide", "flag-4")
    feedback=(Feedback(played("trap", section="2.3"), "You trapped in section 3 ..."),)

Every check is a ``Check``: called with a ``Try`` it answers True or False, and its
``words`` say in plain language what it asks (the level's tests and the docs read them).
Checks look at the game through its public contract only (the view a seat is sent, the
actions played, the result), so one vocabulary serves all five games; a game adds its own
words with ``holds`` (a predicate over the last state, with its words).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.actions import Action
from ..core.state import State


@dataclass(frozen=True)
class Try:
    """One try at a level so far: the states from its start, the actions between them, who
    played each, and the seat the pupil plays."""

    seat: int
    states: tuple[State, ...]
    actions: tuple[Action, ...]

    @property
    def start(self) -> State:
        return self.states[0]

    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def movers(self) -> tuple[int | None, ...]:
        """The seat that played each action."""
        return tuple(state.to_move for state in self.states[:-1])

    @property
    def own(self) -> tuple[Action, ...]:
        """The pupil's own actions, in order."""
        return tuple(a for a, mover in zip(self.actions, self.movers, strict=True) if mover == self.seat)

    @property
    def moves(self) -> int:
        """How many decisions the pupil has made: what the stars count."""
        return len(self.own)

    @property
    def last_own(self) -> Action | None:
        return self.own[-1] if self.own else None

    def through_own(self) -> Try:
        """The try up to the position the pupil's latest decision made (the replies after it
        left out)."""
        movers = self.movers
        last = max((i for i, mover in enumerate(movers) if mover == self.seat), default=-1)
        return Try(self.seat, self.states[:last + 2], self.actions[:last + 1])

    def view(self, state: State | None = None) -> dict:
        """The pupil's view of ``state`` (the last one by default)."""
        return (self.state if state is None else state).view(self.seat)


class Check:
    """A question about a try, with its words."""

    def __init__(self, test: Callable[[Try], bool], words: str):
        self.test = test
        self.words = words

    def __call__(self, trial: Try) -> bool:
        return bool(self.test(trial))

    def __and__(self, other: Check) -> Check:
        return all_of(self, other)

    def __or__(self, other: Check) -> Check:
        return any_of(self, other)

    def __invert__(self) -> Check:
        return Check(lambda trial: not self(trial), f"not ({self.words})")

    def __repr__(self) -> str:
        return f"Check({self.words!r})"


def all_of(*checks: Check) -> Check:
    return Check(lambda trial: all(check(trial) for check in checks),
                 " and ".join(check.words for check in checks))


def any_of(*checks: Check) -> Check:
    return Check(lambda trial: any(check(trial) for check in checks),
                 " or ".join(check.words for check in checks))


def holds(test: Callable[[State], Any], words: str) -> Check:
    """A game's own question about the last state (``words`` say it in plain language)."""
    return Check(lambda trial: test(trial.state), words)


def piece_at(piece: str, place: str | tuple[str, ...]) -> Check:
    """The piece ``piece`` (its id in the view) stands on ``place`` (a space's id, or one of
    several)."""
    places = (place,) if isinstance(place, str) else tuple(place)

    def test(trial: Try) -> bool:
        return any(p["id"] == piece and p.get("at") in places for p in trial.view()["pieces"])
    return Check(test, f"{piece} on {' or '.join(places)}")


def pieces_at(place: str, at_least: int = 1, kind: str | None = None, owner: int | None = None) -> Check:
    """At least ``at_least`` pieces (of ``kind``, of ``owner``) on ``place``."""
    def test(trial: Try) -> bool:
        return sum(p.get("at") == place and (kind is None or p.get("kind") == kind)
                   and (owner is None or p.get("owner") == owner)
                   for p in trial.view()["pieces"]) >= at_least
    return Check(test, f"{at_least} {kind or 'piece'}(s) on {place}")


def played(kind: str, by: str = "pupil", **params: Any) -> Check:
    """An action of ``kind`` (with these parameters) was played in the try, by the pupil
    (``by="pupil"``) or by anyone (``by="anyone"``)."""
    def test(trial: Try) -> bool:
        actions = trial.own if by == "pupil" else trial.actions
        return any(a.kind == kind and all(a.get(k) == v for k, v in params.items()) for a in actions)
    said = ", ".join(f"{k}={v}" for k, v in params.items())
    return Check(test, f"{kind}({said}) played" + ("" if by == "pupil" else " by anyone"))


def first_played(kind: str, **params: Any) -> Check:
    """The pupil's first decision of the try was an action of ``kind`` (with these parameters)."""
    def test(trial: Try) -> bool:
        a = trial.own[0] if trial.own else None
        return a is not None and a.kind == kind and all(a.get(k) == v for k, v in params.items())
    said = ", ".join(f"{k}={v}" for k, v in params.items())
    return Check(test, f"began with {kind}({said})")


def last_played(kind: str, **params: Any) -> Check:
    """The pupil's latest action was of ``kind`` (with these parameters)."""
    def test(trial: Try) -> bool:
        a = trial.last_own
        return a is not None and a.kind == kind and all(a.get(k) == v for k, v in params.items())
    said = ", ".join(f"{k}={v}" for k, v in params.items())
    return Check(test, f"last move {kind}({said})")


def score_at_least(points: int, seat: int | None = None) -> Check:
    """The pupil's score (or ``seat``'s) is at least ``points``."""
    def test(trial: Try) -> bool:
        who = trial.seat if seat is None else seat
        return trial.view()["players"][who].get("score", 0) >= points
    return Check(test, f"score at least {points}")


def scored(points: int = 1) -> Check:
    """The pupil's score rose by at least ``points`` during the try."""
    def test(trial: Try) -> bool:
        now = trial.view()["players"][trial.seat].get("score", 0)
        then = trial.view(trial.start)["players"][trial.seat].get("score", 0)
        return now - then >= points
    return Check(test, f"scored {points} or more")


def grew(measure: Callable[[State, int], int], words: str, by: int = 1) -> Check:
    """Something the pupil has, counted by ``measure(state, seat)`` (animals of a kind, a
    resource, gold), grew by at least ``by`` since the level's start: the game says what to
    count, the vocabulary says what "gained" means."""
    def test(trial: Try) -> bool:
        return measure(trial.state, trial.seat) - measure(trial.start, trial.seat) >= by
    return Check(test, words)


def log_says(words: str) -> Check:
    """A line the game wrote since the level began has ``words`` in it."""
    def test(trial: Try) -> bool:
        return any(words in line for line in trial.state.log[len(trial.start.log):])
    return Check(test, f"the log says {words!r}")


def holds_item(item: str, seat: int | None = None) -> Check:
    """An item whose id contains ``item`` (a card, a token) is in a panel of the pupil's own
    (or ``seat``'s) in the pupil's view."""
    def test(trial: Try) -> bool:
        who = trial.seat if seat is None else seat
        view = trial.view()
        return any(panel.get("owner") == who
                   and any(item in it.get("id", "") for it in panel.get("items", ()))
                   for panel in view["panels"])
    return Check(test, f"holds {item}")


def turn_passed() -> Check:
    """The pupil's turn is over: another seat is to move (or the game is over)."""
    def test(trial: Try) -> bool:
        return trial.state.is_over or (trial.moves > 0 and trial.state.to_move != trial.seat)
    return Check(test, "the turn passed")


def game_over() -> Check:
    return Check(lambda trial: trial.state.is_over, "the game is over")


def won() -> Check:
    """The game is over and the pupil is among its winners."""
    def test(trial: Try) -> bool:
        result = trial.state.result()
        return result is not None and trial.seat in result["winners"]
    return Check(test, "the pupil won")


def moves_at_least(count: int) -> Check:
    """The pupil has made at least ``count`` decisions."""
    return Check(lambda trial: trial.moves >= count, f"{count} moves made")
