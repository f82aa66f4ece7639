"""State: one moment of one game, immutable by convention.

The base class implements the contract's uniform parts (checking an action
against the legal list, explaining refusals, saving, equality); a game's
State subclass supplies the rules through the hooks listed in the class
docstring, and the functions its Game names (``Game.draw``, ``Game.save``,
``Game.refuse`` ...) draw, save and refuse it.
"""
from __future__ import annotations

from typing import Any

from .actions import Action
from .chains import release_later
from .errors import IllegalAction, SaveFormatError
from .log import GameLog
from .saves import STATE_FORMAT, seal
from .view import changed_elements, element_signatures


class State:
    """Base class of every game's State.

    Hooks for subclasses (the rules):

    - ``to_move`` and ``is_over`` (attributes or properties);
    - ``_compute_legal()`` -> tuple of Actions in a deterministic order;
    - ``_successor(action)`` -> the new State (the action is known legal);
    - ``_identity()`` -> a tuple of everything that makes two states differ;
    - ``result()`` and ``graph``;
    - ``_determinized(viewer, rng_state)`` and ``_unseen()`` for a game that hides
      something or draws at random after setup.

    Everything else a state is asked (its view, its saved data, why an action is
    refused, its observation, the action a click asks for) is answered by the
    functions its Game names (see ``Game``), called as ``self.game.draw(self, viewer)``:
    the rules need not know the modules that draw or save them.

    Each state made by ``apply`` remembers the state it came from (``previous``),
    so that its view can say what the move changed. That link is not part of the
    state's identity, is not saved, and is dropped when a state is pickled.
    """

    __slots__ = ("game", "_log", "_legal", "previous", "_signatures")

    def __init__(self, game, log: GameLog):
        self.game = game
        self._log = log
        self._legal: dict[Action, Action] | None = None
        self.previous: State | None = None
        self._signatures: dict | None = None

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
        new = self._successor(canonical)
        new.previous = self
        return new

    def __del__(self) -> None:
        release_later(self, "previous")  # a long game is freed state by state (chains.py)

    def explain(self, action: Action | dict) -> IllegalAction | None:
        """None if ``action`` is legal now, else the IllegalAction ``apply`` would raise."""
        try:
            action = self._as_action(action)
        except IllegalAction as refusal:  # a move typed by hand that is no move of the game
            return refusal
        if action in self._legal_map():
            return None
        return self._explained(action)

    @property
    def log(self) -> list[str]:
        """Plain-language lines describing the game so far, oldest first."""
        return self._log.lines()

    def to_json(self) -> dict:
        """A JSON-safe dict; ``game.state_from_json`` rebuilds an equal State."""
        return seal(STATE_FORMAT, self.game, {**self.game.save(self), "log": self._log.lines()})

    def result(self) -> dict | None:
        """``{"winners", "scores", "reason"}`` once the game is over, else None."""
        raise NotImplementedError

    def view(self, viewer: int | None = None, *, since: State | None = None, log_from: int = 0) -> dict:
        """The JSON-safe picture of this state that every renderer draws (docs/view_schema.md).

        ``viewer`` hides what that player may not see. ``recent`` lists the
        elements changed since ``since`` (by default the state this one came
        from, so the latest move); ``recent_log`` is the first log line written
        since then. ``waiting`` is null: only a board with computer players
        fills it in. ``log_from`` leaves out the first lines of the log, which a
        page already holds: ``log`` then starts at line ``log_from`` (0-based).
        """
        view = self.game.draw(self, viewer)
        signatures = self._remember_signatures(viewer, view)
        earlier = self.previous if since is None else since
        if earlier is None or earlier is self:
            view["recent"], view["recent_log"] = [], len(self._log)
        else:
            view["recent"] = changed_elements(earlier._signatures_for(viewer), signatures)
            view["recent_log"] = min(len(earlier._log), len(self._log))
        if isinstance(log_from, bool) or not isinstance(log_from, int) or log_from < 0:
            raise ValueError(f"log_from must be a line number, 0 or more, not {log_from!r}")
        # the log is added here, not by the game's drawing: a page that holds the first lines
        # is sent only the rest, and reading them costs the same at move 500 as at move 20
        log_from = min(log_from, len(self._log))
        view["log"] = self._log.tail(len(self._log) - log_from) if log_from else self._log.lines()
        view["log_from"] = log_from
        view["waiting"] = None
        for player in view["players"]:
            player.setdefault("role", "you" if player["index"] == viewer else "person")
        return self.game.finish_view(view)

    def _signatures_for(self, viewer) -> dict:
        """The element signatures of this state's view for ``viewer``, built once."""
        cached = (self._signatures or {}).get(viewer)
        if cached is not None:
            return cached
        return self._remember_signatures(viewer, self.game.draw(self, viewer))

    def _remember_signatures(self, viewer, view: dict) -> dict:
        # made on first use, not in __init__: most states (search, simulation) are never drawn
        if self._signatures is None:
            self._signatures = {}
        signatures = self._signatures[viewer] = element_signatures(view)
        return signatures

    # -- hidden information and learning -----------------------------------------------
    def determinize(self, viewer: int, seed: int | str) -> State:
        """A State that ``viewer`` cannot tell apart from this one (equal ``view(viewer)``),
        with everything hidden from ``viewer`` redrawn at random from what is unseen,
        and the random generator reseeded from ``seed``, so that future rolls and draws
        are unknown too.

        Search agents call this at every iteration, so they never peek. A game
        with nothing hidden and no chance after setup returns the state itself.
        """
        self.game.check_seat(viewer, "viewer")
        if not (self.game.hidden_information or self.game.chance_after_setup):
            return self
        from .rng import seed_to_state

        guess = self._determinized(viewer, seed_to_state(seed))
        # the viewer saw the same last move, so the guess shows the same changes
        guess.previous = self.previous
        return guess

    def _determinized(self, viewer: int, rng_state: int) -> State:
        raise NotImplementedError(f"{self.game.title} hides information or draws at random, "
                                  "so its State must implement _determinized(viewer, rng_state).")

    def reveals_or_draws(self, after: State) -> bool:
        """Whether the move from this state to ``after`` drew, rolled or revealed anything:
        a card drawn or played from a hand, a die rolled, a tile turned over. Taking such a
        move back would let a player see what comes next and choose again, so a room's undo
        stops at it (``boardwidgets/room``). It compares what ``_unseen`` gathers, the parts
        of a state that ``determinize`` redraws, so a game cannot forget one of them here
        without its tests seeing a world that the move told apart."""
        return self._unseen() != after._unseen()

    def _unseen(self) -> tuple:
        """Everything some player cannot see or chance will decide (the generator, a deck's
        order, the hands), as a value that changes whenever any of it does; a game with
        nothing hidden and no chance after setup has none."""
        if self.game.hidden_information or self.game.chance_after_setup:
            raise NotImplementedError(f"{self.game.title} hides information or draws at random, "
                                      "so its State must implement _unseen().")
        return ()

    def observation(self, player: int) -> list[float]:
        """A fixed-size list of numbers describing what ``player`` may know now, for
        learning agents (``bw.envs``). It never shows hidden information; each game
        documents the meaning of each number."""
        return self.game.observe(self, player)

    def _repr_svg_(self) -> str:
        """Jupyter shows a state as a picture of its board (also on GitHub and in print)."""
        from ..svg import view_to_svg

        return view_to_svg(self.view())

    def action_at(self, element: str) -> Action | None:
        """The action a click on a view element (``"space:2.4"``) would ask for, legal
        or not, so a board can explain why a click did nothing. None if no action fits."""
        return self.game.element_action(self, element)

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
            try:
                built = self.game.action_from_json(action)
            except SaveFormatError:
                # a well-formed action of a known kind, with values no state ever
                # offers, is refused by the rules (IllegalAction), not as bad data; one
                # that is no action of the game is refused with the field that is wrong
                unoffered = self.game.unoffered_action(action)
                if unoffered is None:
                    raise self.game.action_form_refusal(action) from None
                return unoffered
            # the action as this position offers it, with the words of this position (a step
            # "towards the Dock"), which its JSON does not carry
            return self._legal_map().get(built, built)
        raise self.game.action_form_refusal(action)  # a string, a list...: no move at all

    def _explained(self, action: Action) -> IllegalAction:
        if self.is_over:
            return IllegalAction("The game is over; no more moves can be made.", "Game End", action)
        if action.key not in self.game._action_index:
            refusal = (self.game.never_offered(self, action)
                       or IllegalAction(f"{self.game.title} never allows {action}.", "the rulebook"))
        else:
            refusal = self.game.refuse(self, action)
        refusal.action = action
        return refusal

    @property
    def first_player(self) -> int | None:
        """The seat that takes (or took) the game's first turn. By default the seat to
        move after setup; a game whose setup hands out a decision before the first
        turn (Nanga Parbat's guide placement) says otherwise."""
        return self.to_move

    def __getstate__(self):
        """Pickle the position only: not the chain of earlier states, nor caches."""
        return {name: getattr(self, name) for cls in type(self).__mro__
                for name in getattr(cls, "__slots__", ())
                if name not in ("previous", "_legal", "_signatures")}

    def __setstate__(self, data) -> None:
        State.__init__(self, data.pop("game"), data.pop("_log"))
        for name, value in data.items():
            setattr(self, name, value)

    def __eq__(self, other) -> bool:
        return (type(self) is type(other) and self.game == other.game
                and self._identity() == other._identity() and self._log == other._log)

    def __hash__(self) -> int:
        return hash(self._identity())

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"player {self.to_move} to move"
        return f"<{self.game.title} state: {status}>"


class FieldState(State):
    """A State whose fields (named in ``FIELDS``) live in the instance's ``__dict__``, so
    that a new state is one dict copy (``_evolve``): the hot path of search and simulation.
    Fields hold immutable values (tuples, numbers, strings) or values a state never changes
    in place once it is shared."""

    FIELDS: tuple[str, ...] = ()

    @classmethod
    def create(cls, game, log: GameLog, **fields) -> FieldState:
        """A state with every field given (used by setup and by loading a save)."""
        state = object.__new__(cls)
        State.__init__(state, game, log)
        state.__dict__.update({name: fields[name] for name in cls.FIELDS})
        return state

    def _evolve(self, lines=(), **changes) -> FieldState:
        """A copy with ``changes`` made and ``lines`` added to the log."""
        new = object.__new__(type(self))
        State.__init__(new, self.game, self._log.add(*lines))
        fields = new.__dict__
        fields.update(self.__dict__)
        fields.update(changes)
        return new

    def __getstate__(self):
        return {**super().__getstate__(), **self.__dict__}


class AgendaState(FieldState):
    """A FieldState whose turn is an **agenda**: a stack of tasks (tuples naming their kind
    first), the next on top. A decision on top waits for the player; ``_settle`` runs the
    tasks that need no decision until one does. Deciding pops the top task and calls
    ``_decide_<kind>(task, action)``; running calls ``_run_<kind>(task)``. Games whose
    decisions can come in any order (a card played at any moment, exploring in the middle
    of a move) are written this way."""

    @property
    def decision(self) -> tuple:
        """The task waiting for a decision (the top of the agenda); ``()`` once the game is over."""
        return self.agenda[-1] if self.agenda else ()

    def _successor(self, action: Action) -> AgendaState:
        new = self._evolve()
        new.agenda = list(self.agenda)
        task = new.agenda.pop()
        getattr(new, "_decide_" + task[0])(task, action)
        new._settle()
        return new

    def _settle(self) -> None:
        raise NotImplementedError

    def _say(self, line: str) -> None:
        self._log = self._log.add(line)

    def refusal_for_decision(self, action: Action, asks: dict, refusers: dict) -> IllegalAction:
        """Why ``action`` does not answer the decision on top: ``asks`` maps each decision's
        kind to (what it asks for, the rule, the kinds of action that answer it); an action
        of another kind is told what is asked, one of those kinds goes to its entry in
        ``refusers`` (``refuser(state, task, action)``, None if it finds nothing to say),
        and anything else is told that it is not possible now."""
        task = self.agenda[-1]
        what, rule, kinds = asks[task[0]]
        who = self.game.player_name(self.to_move)
        if action.kind not in kinds:
            return IllegalAction(f"{who} must first {what}.", rule)
        refuser = refusers.get(action.kind)
        found = refuser(self, task, action) if refuser is not None else None
        return found or IllegalAction(f"That is not possible now: {who} must {what}.", rule)

    def _name(self, player: int) -> str:
        return self.game.player_name(player)


def replaced(values: tuple, index: int, value) -> tuple:
    """``values`` with the item at ``index`` replaced: the per-player tuples of a state."""
    return values[:index] + (value,) + values[index + 1:]
