"""Game: one game's rules together with one configuration (players, variant).

A Game is immutable and cheap to share. It creates States (``new_game``),
rebuilds them from JSON, and turns action JSON back into Actions. Each game
package subclasses it and fills in the class attributes and the hooks marked
below.
"""
from __future__ import annotations

import json
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from .actions import Action, action_key_from_json
from .errors import GameConfigError, IllegalAction, SaveFormatError
from .saves import STATE_FORMAT, unseal

#: the rule a move typed by hand breaks when it is no move of the game at all
FORM_RULE = "how a move is written"
#: the types of a move's fields, in words
TYPE_WORDS = {int: "a whole number", str: "text", bool: "true or false", type(None): "null"}


@dataclass(frozen=True)
class GameInfo:
    """What ``bw.games()`` lists about a game."""

    name: str
    title: str
    min_players: int
    max_players: int
    variants: tuple[str, ...]
    summary: str
    #: whether a player may not see everything (another hand, a deck's order, face-down tiles)
    hidden_information: bool = False

    def __str__(self) -> str:
        players = (f"{self.min_players}" if self.min_players == self.max_players
                   else f"{self.min_players}-{self.max_players}")
        return f"{self.title} ({self.name}, {players} players; variants: {', '.join(self.variants)})"


class Game:
    """Base class of every game. Subclasses set the class attributes and hooks.

    Hooks: ``_setup(rng_state, seed)`` returns the first State, and
    ``all_actions()`` lists every action the game can ever offer (used to
    look actions up from JSON).

    A game also **names** the functions that draw, click, save, load, refuse and
    observe its states, as class attributes pointing at functions of its own
    modules (``draw = staticmethod(view.build_view)``; the list below). The
    base State calls them through ``state.game``, so a game's ``game.py`` is the
    one place that ties its rules, view, saving, refusals and observation
    together, and none of those modules imports another to reach it.

    - ``draw(state, viewer)``: the game's part of the view document (``State.view``
      adds the rest); required;
    - ``finish_view(view)``: the whole view once ``recent`` is known, for a game that
      reorders it; by default the view as it is;
    - ``element_action(state, element)``: the Action a click on a view element asks
      for, legal or not, or None (``State.action_at``); by default None;
    - ``save(state)``: the state's JSON-safe data (``State.to_json``); required;
    - ``load(game, data)``: the State that data was saved from
      (``Game.state_from_json``); required;
    - ``refuse(state, action)``: the IllegalAction for an action this game offers
      in some positions but not now (``State.explain``, ``State.apply``); required;
    - ``never_offered(state, action)``: the IllegalAction for a well-formed action
      no position offers, or None; by default None, and ``State`` says that the
      game never allows it;
    - ``observe(state, player)``: fixed-size numbers for learning agents
      (``State.observation``); without one, asking for an observation is an error.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: variant name -> one line describing it; the first one is the default
    variants: ClassVar[dict[str, str]]
    summary: ClassVar[str]
    #: the rulebook file in the project's shared rules folder
    rulebook: ClassVar[str] = ""
    #: extra options this game accepts, with their defaults
    option_defaults: ClassVar[dict[str, Any]] = {}
    #: display names and colours of the seats
    player_names: ClassVar[tuple[str, ...]] = ()
    player_colors: ClassVar[tuple[str, ...]] = ()
    #: whether a player may not see everything: ``State.determinize`` then redraws what is hidden
    hidden_information: ClassVar[bool] = False
    #: whether each player holds things the others may not see (a hand of cards): a board with
    #: several people at one screen then covers them until the player to decide is at the screen
    secret_hands: ClassVar[bool] = False
    #: what a player's secrets are called all together: a hot-seat board says "I am Blue: show
    #: my cards"
    secrets_called: ClassVar[str] = "cards"
    #: whether the rules draw random numbers after setup (dice, draws from a shuffled deck)
    chance_after_setup: ClassVar[bool] = False
    #: every icon (see ``boardwidgets.icons``) this game's views may name; a board sends
    #: their pictures to the browser once, so views only carry the names
    icons: ClassVar[tuple[str, ...]] = ()
    #: the kinds of action that teach a watching class nothing new: declining a chance to
    #: respond (a pass in a card window), or settling the details of a move already on the
    #: board (which Goods pay a cost); a board shows the computer's choice of one at once,
    #: without holding it for the class to read
    quick_kinds: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, players: int | None = None, variant: str | None = None, **options: Any):
        if players is None:
            players = self.min_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise GameConfigError(f"players must be a whole number, not {players!r}.")
        if not self.min_players <= players <= self.max_players:
            allowed = (f"exactly {self.min_players}" if self.min_players == self.max_players
                       else f"{self.min_players} to {self.max_players}")
            raise GameConfigError(f"{self.title} is for {allowed} players; you asked for {players}.")
        if variant is None:
            variant = next(iter(self.variants))
        if variant not in self.variants:
            raise GameConfigError(f"{self.title} has no variant {variant!r}; "
                                  f"choose one of {list(self.variants)}.")
        unknown = set(options) - set(self.option_defaults)
        if unknown:
            known = sorted(self.option_defaults) or "none"
            raise GameConfigError(f"{self.title} has no option(s) {sorted(unknown)}; "
                                  f"its options are: {known}.")
        self.players = players
        self.variant = variant
        self.options = {**self.option_defaults, **options}
        self._check_options()

    def _check_options(self) -> None:
        """Validate ``self.options``; games with options override this."""

    @classmethod
    def info(cls) -> GameInfo:
        """The summary ``bw.games()`` lists for this game."""
        return GameInfo(cls.name, cls.title, cls.min_players, cls.max_players,
                        tuple(cls.variants), cls.summary, cls.hidden_information)

    @property
    def config(self) -> dict:
        """The JSON-safe configuration; two games with equal configs are equal."""
        return {"players": self.players, "variant": self.variant, **self.options}

    def __eq__(self, other) -> bool:
        return type(self) is type(other) and self.config == other.config

    def __hash__(self) -> int:
        return hash((self.name, tuple(sorted(self.config.items()))))

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.config.items())
        return f"bw.load_game({self.name!r}, {args})"

    def player_name(self, player: int) -> str:
        """The display name of seat ``player`` (its colour, or "Player N")."""
        return self.player_names[player] if player < len(self.player_names) else f"Player {player + 1}"

    def check_seat(self, seat: Any, what: str = "player") -> int:
        """``seat`` if it is a seat of this game; else a ValueError naming ``what`` it was for."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"{what} must be a seat from 0 to {self.players - 1}, not {seat!r}.")
        return seat

    # -- states -------------------------------------------------------------
    def new_game(self, seed: int | str | None = None):
        """The State after setup. ``seed=None`` picks a fresh seed (kept in the state)."""
        from .rng import seed_to_state

        if seed is None:
            seed = secrets.randbelow(2**31)
        return self._setup(seed_to_state(seed), seed)

    def state_from_json(self, saved: Any):
        """Rebuild a State saved by ``State.to_json()``; refuses anything doubtful."""
        data = unseal(STATE_FORMAT, self, saved)
        try:
            return self.load(self, data)
        except SaveFormatError:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SaveFormatError(f"The saved game's data is inconsistent: {exc}") from None

    def _setup(self, rng_state: int, seed: int | str):
        raise NotImplementedError

    # -- what the game names (the list in the class docstring) ---------------------------
    @staticmethod
    def draw(state, viewer: int | None) -> dict:
        """The game's part of ``state``'s view document for ``viewer``."""
        raise NotImplementedError(f"{state.game.title} names no draw function (Game.draw).")

    @staticmethod
    def finish_view(view: dict) -> dict:
        """The whole view, given once ``State.view`` has filled in ``recent``."""
        return view

    @staticmethod
    def element_action(state, element: str) -> Action | None:
        """The action a click on view element ``element`` asks for, legal or not."""
        return None

    @staticmethod
    def save(state) -> dict:
        """``state``'s data, JSON-safe, for ``load`` to read back."""
        raise NotImplementedError(f"{state.game.title} names no save function (Game.save).")

    @staticmethod
    def load(game, data: dict):
        """The State whose ``save`` gave ``data``."""
        raise NotImplementedError(f"{game.title} names no load function (Game.load).")

    @staticmethod
    def refuse(state, action: Action) -> IllegalAction:
        """Why ``action``, which the game offers in some positions, is not legal in ``state``."""
        raise NotImplementedError(f"{state.game.title} names no refuse function (Game.refuse).")

    @staticmethod
    def never_offered(state, action: Action) -> IllegalAction | None:
        """Why ``action``, well formed but offered by no position, is refused; None leaves
        the sentence to ``State``: the game never allows it."""
        return None

    @staticmethod
    def observe(state, player: int) -> list[float]:
        """Fixed-size numbers describing what ``player`` may know of ``state``."""
        raise NotImplementedError(f"{state.game.title} has no observation yet (Game.observe).")

    # -- actions ------------------------------------------------------------
    def all_actions(self) -> Iterable[Action]:
        """Every action this game can ever offer; ``action_from_json`` looks them up here."""
        raise NotImplementedError

    @cached_property
    def _action_index(self) -> dict[tuple, Action]:
        return {action.key: action for action in self.all_actions()}

    def action_from_json(self, data: Any) -> Action:
        """The Action whose ``to_json()`` is ``data``; a clear error if there is none."""
        try:
            key = action_key_from_json(data)
        except ValueError as exc:
            raise SaveFormatError(f"Not a valid action: {exc}.") from None
        try:
            return self._action_index[key]
        except KeyError:
            raise SaveFormatError(f"{self.title} has no action {data!r}.") from None

    @cached_property
    def _action_shapes(self) -> dict[str, set[tuple[tuple[str, type], ...]]]:
        """Each action kind with the parameter names and types it is made of."""
        shapes: dict[str, set] = {}
        for kind, params in self._action_index:
            shapes.setdefault(kind, set()).add(tuple((name, type(value)) for name, value in params))
        return shapes

    def action_form_refusal(self, data: Any) -> IllegalAction:
        """Why ``data``, a move typed by hand, is no move of this game at all: it is not a dict
        with a kind, its kind is unknown, or a field is missing, extra or of the wrong type. The
        reason names the field and gives a move of that kind as an example."""
        kinds = sorted(self._action_shapes)
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            return IllegalAction(f"A move is a dict with its \"kind\", such as "
                                 f"{json.dumps(self._example(kinds[0]))}; {self.title}'s kinds are "
                                 f"{', '.join(kinds)}.", FORM_RULE)
        kind = data["kind"]
        if kind not in self._action_shapes:
            return IllegalAction(f"{self.title} has no move of kind {kind!r}; its kinds are "
                                 f"{', '.join(kinds)}.", FORM_RULE)
        given = {name: value for name, value in data.items() if name != "kind"}
        shapes = [dict(shape) for shape in self._action_shapes[kind]]

        def distance(shape: dict) -> int:
            return len(set(shape) ^ set(given))
        nearest = sorted((shape for shape in shapes if distance(shape) == min(map(distance, shapes))),
                         key=lambda shape: sorted(shape))  # a kind written two ways: both are said
        said = "; or it ".join(" and ".join(self._form_problems(shape, given)) for shape in nearest)
        examples = " or ".join(json.dumps(self._example(kind, shape)) for shape in nearest)
        return IllegalAction(f"A {kind!r} move {said}: for example {examples}.", FORM_RULE)

    @staticmethod
    def _form_problems(shape: dict, given: dict) -> list[str]:
        """What ``given`` lacks, has too many of, or has of the wrong type, for ``shape``."""
        problems = [f"needs {name} ({TYPE_WORDS.get(wanted, wanted.__name__)})"
                    for name, wanted in shape.items() if name not in given]
        problems += [f"has no field {name!r}" for name in given if name not in shape]
        problems += [f"takes {name} as {TYPE_WORDS.get(wanted, wanted.__name__)}, not {given[name]!r}"
                     for name, wanted in shape.items() if name in given and type(given[name]) is not wanted]
        return problems

    def _example(self, kind: str, shape: dict | None = None) -> dict:
        """A move of ``kind`` this game has (of that ``shape`` where given), as its JSON."""
        fits = (action for action in self._action_index.values() if action.kind == kind
                and (shape is None or {n for n, _ in action.params} == set(shape)))
        return next(fits).to_json()

    def unoffered_action(self, data: Any) -> Action | None:
        """``data`` as an Action if it has the shape of one of this game's kinds of action
        (same kind, same parameter names and types) although no state ever offers it,
        e.g. activating an animal that has no power. Rules can then refuse it with a
        reason; anything else is None (and not an action of this game at all).
        """
        try:
            kind, params = action_key_from_json(data)
        except ValueError:
            return None
        shape = tuple((name, type(value)) for name, value in params)
        if shape not in self._action_shapes.get(kind, ()):
            return None
        return Action(kind, params)
