"""Match: a game in progress, with its history, undo/redo, replay and agents.

States are immutable, so the history is simply the list of states reached;
undo and redo move a cursor along it. Seats listed in ``agents`` are played
by the computer when ``play_agents()`` is called (the board widget calls it
after every human move).
"""
from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from .actions import Action
from .errors import GameConfigError, SaveFormatError
from .game import Game
from .registry import load_game
from .saves import MATCH_FORMAT, Fields, check_int, seal, unseal
from .state import State


class Match:
    """A playable game: ``Match(game, seed=7, agents={1: bw.agents.Random(seed=1)})``.

    ``game`` is a Game or a game name. Start from a seed (a normal game) or
    from any ``state`` (a prepared scenario).
    """

    #: Makes the agent behind "let the computer move" for seats that no agent plays. The
    #: package above the core sets it (a random player, in ``boardwidgets/__init__.py``) so
    #: that the core imports nothing from the rest of the package; ``Match(helper=...)`` wins.
    make_helper: ClassVar[Callable[[], Any] | None] = None

    def __init__(self, game: Game | str, seed: int | str | None = None,
                 agents: dict[int, Any] | None = None, *, state: State | None = None,
                 helper: Any = None):
        if isinstance(game, str):
            game = load_game(game)
        self.game = game
        if state is not None:
            if seed is not None:
                raise GameConfigError("Give a Match either a seed or a starting state, not both.")
            if state.game != game:
                raise GameConfigError(f"That state belongs to {state.game!r}, not {game!r}.")
            self.seed = None
        else:
            self.seed = secrets.randbelow(2**31) if seed is None else seed
            state = game.new_game(self.seed)
        self.agents = self._checked_agents(agents or {})
        self._helper = helper
        self._reset(state)

    def _checked_agents(self, agents: dict) -> dict:
        for seat, agent in agents.items():
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.game.players:
                raise GameConfigError(f"Agent seat {seat!r} is not a player of this "
                                      f"{self.game.players}-player game (seats are 0 to "
                                      f"{self.game.players - 1}).")
            if not callable(getattr(agent, "choose", None)):
                raise GameConfigError(f"The agent for seat {seat} has no choose(state) method.")
        return dict(agents)

    def _reset(self, start: State) -> None:
        self._states: list[State] = [start]
        self._actions: list[Action] = []
        self._reasons: list[str | None] = []
        self._details: list[str | None] = []
        self._cursor = 0

    # -- where we are -----------------------------------------------------------
    @property
    def state(self) -> State:
        """The current state (moves back and forth with undo and redo)."""
        return self._states[self._cursor]

    @property
    def start(self) -> State:
        """The state the match began from."""
        return self._states[0]

    @property
    def history(self) -> list[Action]:
        """The actions from the start to the current state."""
        return self._actions[: self._cursor]

    @property
    def reasons(self) -> list[str | None]:
        """Why each move of ``history`` was chosen, in one line, for the computer's moves
        (the agent's ``last_reason``); None for moves made by people. Not saved."""
        return self._reasons[: self._cursor]

    @property
    def details(self) -> list[str | None]:
        """The numbers behind each reason of ``reasons`` (the agent's ``last_detail``), or
        None. Not saved."""
        return self._details[: self._cursor]

    @property
    def states(self) -> list[State]:
        """The states from the start to the current one: ``states[k]`` follows ``history[:k]``."""
        return self._states[: self._cursor + 1]

    @property
    def can_undo(self) -> bool:
        """Whether there is a move to take back."""
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        """Whether undone moves can be played again."""
        return self._cursor < len(self._actions)

    def is_agent_turn(self, state: State | None = None) -> bool:
        """Whether an agent of this match is to move in ``state`` (default: now)."""
        state = self.state if state is None else state
        return not state.is_over and state.to_move in self.agents

    # -- moving -----------------------------------------------------------------
    def act(self, action: Action | dict, reason: str | None = None,
            detail: str | None = None) -> State:
        """Apply ``action`` to the current state; later redo history is dropped.

        ``reason`` is a computer player's one-line explanation of its choice, in plain
        words, and ``detail`` the numbers behind it, if any.
        """
        action = self.state._as_action(action)  # read once: the same Action for apply and history
        new = self.state.apply(action)
        del self._states[self._cursor + 1:]
        del self._actions[self._cursor:]
        del self._reasons[self._cursor:]
        del self._details[self._cursor:]
        self._actions.append(action)
        self._reasons.append(reason)
        self._details.append(detail)
        self._states.append(new)
        self._cursor += 1
        return new

    def play_agents(self, limit: int = 100_000) -> list[Action]:
        """Let the agents move while it is their turn; returns what they played."""
        played = []
        while self.is_agent_turn() and len(played) < limit:
            agent = self.agents[self.state.to_move]
            action = agent.choose(self.state)
            self.act(action, *explanation(agent))
            played.append(action)
        return played

    def agent_move(self) -> Action:
        """One move for whoever is to move, chosen by their agent or the helper agent."""
        if self.state.is_over:
            raise GameConfigError("The game is over; there is no move to make.")
        agent = self.agents.get(self.state.to_move) or self.helper
        action = agent.choose(self.state)
        self.act(action, *explanation(agent))
        return action

    @property
    def helper(self):
        """The agent behind "let the computer move" for human seats."""
        if self._helper is None:
            if Match.make_helper is None:
                raise GameConfigError("No agent plays this seat: give Match(..., helper=an agent).")
            self._helper = Match.make_helper()
        return self._helper

    def undo(self) -> State:
        """Take back the last human decision and the computer's replies to it.

        With no human seat at all, one action is taken back.
        """
        if not self.can_undo:
            raise GameConfigError("There is nothing to undo.")
        humans_play = len(self.agents) < self.game.players
        self._cursor -= 1
        while humans_play and self._cursor > 0 and self.is_agent_turn():
            self._cursor -= 1
        return self.state

    def redo(self) -> State:
        """Step forward again after undo: the next decision and the replies to it."""
        if not self.can_redo:
            raise GameConfigError("There is nothing to redo.")
        self._cursor += 1
        while self.can_redo and self.is_agent_turn():
            self._cursor += 1
        return self.state

    def new_game(self, seed: int | str | None = None) -> State:
        """Start again from a fresh deal; by default the next seed after this one."""
        if seed is None:
            seed = (self.seed + 1) if isinstance(self.seed, int) else secrets.randbelow(2**31)
        self.seed = seed
        self._reset(self.game.new_game(seed))
        return self.state

    # -- replay and saving -------------------------------------------------------
    @classmethod
    def replay(cls, game: Game | str, seed: int | str | None = None,
               actions: Iterable[Action | dict] = (), *, state: State | None = None,
               agents: dict | None = None) -> Match:
        """Rebuild a match by playing ``actions`` (Actions or their JSON) from the start."""
        match = cls(game, seed=seed, agents=agents, state=state)
        for number, action in enumerate(actions, 1):
            try:
                match.act(action)
            except ValueError as exc:
                raise SaveFormatError(f"Move {number} of the replay cannot be played: {exc}") from None
        return match

    def to_json(self) -> dict:
        """The match as JSON: its seed (or start state), its moves and the undo position."""
        data = {"seed": self.seed,
                "start": None if self.seed is not None else self.start.to_json(),
                "actions": [a.to_json() for a in self._actions],
                "cursor": self._cursor}
        return seal(MATCH_FORMAT, self.game, data)

    @classmethod
    def from_json(cls, saved: Any, agents: dict | None = None) -> Match:
        """Rebuild a match saved by ``to_json`` (the actions are replayed and checked)."""
        if not isinstance(saved, dict) or not isinstance(saved.get("config"), dict):
            raise SaveFormatError("A saved match must be a JSON object with a 'config'.")
        try:
            game = load_game(saved.get("game"), **saved["config"])
        except GameConfigError as exc:
            raise SaveFormatError(f"The saved match names a game that cannot be loaded: {exc}") from None
        fields = Fields(unseal(MATCH_FORMAT, game, saved), "data")
        fields.only("seed", "start", "actions", "cursor")
        seed = fields.data["seed"]
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
            raise SaveFormatError("data.seed must be a whole number, a string or null.")
        start = None if seed is not None else game.state_from_json(fields.data["start"])
        actions = fields.list("actions")
        cursor = check_int(fields.data["cursor"], "data.cursor", 0, len(actions))
        match = cls.replay(game, seed, actions, state=start, agents=agents)
        match._cursor = cursor
        return match

    def __repr__(self) -> str:
        return (f"<Match {self.game.name}: {len(self.history)} moves, "
                f"{'over' if self.state.is_over else f'player {self.state.to_move} to move'}>")


def explanation(agent) -> tuple[str | None, str | None]:
    """An agent's reason for its last choice and the numbers behind it (either may be None)."""
    return getattr(agent, "last_reason", None), getattr(agent, "last_detail", None)
