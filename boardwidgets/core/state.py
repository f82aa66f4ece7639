"""State: one moment of one game, immutable by convention.

The base class implements the contract's uniform parts (checking an action
against the legal list, explaining refusals, saving, equality); a game's
State subclass supplies the rules through the hooks listed in the class
docstring.
"""
from __future__ import annotations

from typing import Any

from .actions import Action
from .errors import IllegalAction
from .log import GameLog
from .saves import STATE_FORMAT, seal


class State:
    """Base class of every game's State.

    Hooks for subclasses:

    - ``to_move`` and ``is_over`` (attributes or properties);
    - ``_compute_legal()`` -> tuple of Actions in a deterministic order;
    - ``_successor(action)`` -> the new State (the action is known legal);
    - ``_refusal(action)`` -> an IllegalAction saying why ``action`` is not legal;
    - ``_identity()`` -> a tuple of everything that makes two states differ;
    - ``_data_json()`` -> JSON-safe dict that ``Game._state_from_data`` reads;
    - ``result()``, ``view(viewer)`` and ``graph``.
    """

    __slots__ = ("game", "_log", "_legal")

    def __init__(self, game, log: GameLog):
        self.game = game
        self._log = log
        self._legal: dict[Action, Action] | None = None

    # -- the contract ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take now, in a fixed order."""
        return list(self._legal_map())

    def apply(self, action: Action | dict) -> State:
        """The State after ``action``; raises IllegalAction and changes nothing if illegal."""
        action = self._as_action(action)
        canonical = self._legal_map().get(action)
        if canonical is None:
            raise self._explained(action)
        return self._successor(canonical)

    def explain(self, action: Action | dict) -> IllegalAction | None:
        """None if ``action`` is legal now, else the IllegalAction ``apply`` would raise."""
        action = self._as_action(action)
        if action in self._legal_map():
            return None
        return self._explained(action)

    @property
    def log(self) -> list[str]:
        """Plain-language lines describing the game so far, oldest first."""
        return self._log.lines()

    def to_json(self) -> dict:
        """A JSON-safe dict; ``game.state_from_json`` rebuilds an equal State."""
        return seal(STATE_FORMAT, self.game, {**self._data_json(), "log": self._log.lines()})

    def result(self) -> dict | None:
        """``{"winners", "scores", "reason"}`` once the game is over, else None."""
        raise NotImplementedError

    def action_at(self, element: str) -> Action | None:
        """The action a click on a view element (``"space:2.4"``) would ask for, legal
        or not, so a board can explain why a click did nothing. None if no action fits."""
        return None

    # -- helpers --------------------------------------------------------------
    def _legal_map(self) -> dict[Action, Action]:
        legal = self._legal
        if legal is None:
            actions = () if self.is_over else self._compute_legal()
            legal = self._legal = {a: a for a in actions}
        return legal

    def _as_action(self, action: Any) -> Action:
        if isinstance(action, Action):
            return action
        if isinstance(action, dict):
            return self.game.action_from_json(action)
        raise TypeError(f"apply() and explain() take an Action or its JSON dict, "
                        f"not {type(action).__name__}")

    def _explained(self, action: Action) -> IllegalAction:
        if self.is_over:
            return IllegalAction("The game is over; no more moves can be made.", "Game End", action)
        refusal = self._refusal(action)
        refusal.action = action
        return refusal

    def __eq__(self, other) -> bool:
        return (type(self) is type(other) and self.game == other.game
                and self._identity() == other._identity() and self._log == other._log)

    def __hash__(self) -> int:
        return hash(self._identity())

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"player {self.to_move} to move"
        return f"<{self.game.title} state: {status}>"
