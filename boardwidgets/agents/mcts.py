"""Information-set Monte Carlo tree search (ISMCTS) for any game, through the contract alone.

Each iteration starts from ``state.determinize(me, seed)``: a position the
agent cannot tell apart from the real one, with whatever it cannot see (other
hands, the order of a deck, face-down tiles) and every future die roll drawn
afresh. So the search never peeks; in a game with nothing hidden it is plain
UCT. The tree is keyed by actions, and a child's chances are counted only in
the iterations where its action was legal (Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", 2012).

Strength is set per *turn*, not per small decision: ``iterations`` (or
``time_limit`` seconds) is what one whole turn may use. The first decision of
a turn gets half of it and each later one half of what is left, reusing the
part of the tree below the move just played, so a turn made of a trap, a
claim and four picks costs no more than a turn of one decision. A playout may
be cut off after ``playout_depth`` random actions and scored by the game's
heuristic module instead of being played to the end.
"""
from __future__ import annotations

import math
import random
import time

from ..core.errors import GameConfigError
from ..core.registry import heuristic as heuristic_module


class _Node:
    __slots__ = ("parent", "action", "mover", "children", "visits", "value", "available")

    def __init__(self, parent=None, action=None, mover=None):
        self.parent = parent
        self.action = action
        self.mover = mover  # the seat that chose ``action`` to reach this node
        self.children: dict = {}
        self.visits = 0
        self.value = 0.0
        self.available = 0  # iterations in which ``action`` was legal at the parent


class MCTS:
    """Plays the move whose subtree was visited most in an information-set search.

    ``iterations`` or ``time_limit`` (seconds) is the budget of one whole turn;
    ``playout_depth`` cuts playouts short and scores them with the game's
    heuristic (``None`` plays them to the end, as does a game without a heuristic).

    >>> import boardwidgets as bw
    >>> state = bw.load_game("nanga_parbat").new_game(seed=1)
    >>> bw.agents.MCTS(iterations=40, seed=1).choose(state) in state.legal_actions()
    True
    """

    def __init__(self, iterations: int = 1000, seed: int | None = None, *,
                 time_limit: float | None = None, exploration: float = 0.7,
                 playout_depth: int | None = 12, playout_limit: int = 2000):
        if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
            raise ValueError("MCTS needs a whole number of iterations, at least 1.")
        if time_limit is not None and not time_limit > 0:
            raise ValueError("time_limit must be a positive number of seconds, or None.")
        if playout_depth is not None and playout_depth < 0:
            raise ValueError("playout_depth must be 0 or more, or None to play to the end.")
        self.iterations = iterations
        self.seed = seed
        self.time_limit = time_limit
        self.exploration = exploration
        self.playout_depth = playout_depth
        self.playout_limit = playout_limit
        self._rng = random.Random(seed)
        self.last_reason: str | None = None
        self.last_detail: str | None = None
        self._root: _Node | None = None       # the tree below the move chosen last
        self._chosen_from = None               # the state that move was chosen in
        self._spent = 0                        # iterations used in this turn so far
        self._started = 0.0                    # when this turn's first decision began
        self._heuristics: dict = {}

    # -- the budget of a turn ------------------------------------------------------------
    def _continues_turn(self, state) -> bool:
        """Whether ``state`` follows the move this agent just chose, with it still to move."""
        previous = getattr(state, "previous", None)
        return (self._root is not None and previous is not None and previous is self._chosen_from
                and state.to_move == self._chosen_from.to_move)

    def choose(self, state):
        me = state.to_move
        if self._continues_turn(state):
            root = self._root
        else:
            root, self._spent, self._started = _Node(), 0, time.perf_counter()
        legal = state.legal_actions()
        if len(legal) > 1:
            self._search(state, root, me)
        best = self._best(root, legal)
        self._chosen_from = state
        self._root = root.children.get(best) or _Node()
        return best

    def _search(self, state, root: _Node, me: int) -> None:
        if self.time_limit is not None:
            left = self.time_limit - (time.perf_counter() - self._started)
            deadline = time.perf_counter() + max(left / 2, 0.01)
            while time.perf_counter() < deadline:
                self._iterate(state, root, me)
                self._spent += 1
            return
        for _ in range(max((self.iterations - self._spent) // 2, 8)):
            self._iterate(state, root, me)
            self._spent += 1

    def _best(self, root: _Node, legal: list):
        visited = [root.children[a] for a in legal if a in root.children]
        if not visited:
            chosen = legal[0] if len(legal) == 1 else self._rng.choice(legal)
            why = "the only move on offer" if len(legal) == 1 else "no time to think, so at random"
            self.last_reason, self.last_detail = f"{chosen}: {why}", None
            return chosen
        best = max(visited, key=lambda c: (c.visits, c.value))
        share = best.value / best.visits if best.visits else 0.0
        self.last_reason = f"{best.action}: it won most often in the games it imagined after it"
        self.last_detail = f"won {share:.0%} of {best.visits} imagined games"
        return best.action

    # -- one iteration ---------------------------------------------------------------------
    def _iterate(self, state, root: _Node, me: int) -> None:
        state = state.determinize(me, self._rng.getrandbits(63))
        node = root
        while not state.is_over:
            legal = state.legal_actions()
            untried = [a for a in legal if a not in node.children]
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            if untried:
                action = untried[self._rng.randrange(len(untried))]
                child = node.children[action] = _Node(node, action, state.to_move)
                child.available = 1
                state = state.apply(action)
                node = child
                break
            node = max((node.children[a] for a in legal), key=self._ucb)
            state = state.apply(node.action)
        rewards = self._playout(state)
        while node is not None:
            node.visits += 1
            if node.mover is not None:
                node.value += rewards[node.mover]
            node = node.parent

    def _ucb(self, child: _Node) -> float:
        if child.visits == 0:
            return math.inf
        return (child.value / child.visits
                + self.exploration * math.sqrt(math.log(max(child.available, 1)) / child.visits))

    def _playout(self, state) -> list[float]:
        """Each seat's reward in [0, 1]: 1 shared by the winners of a finished game, or the
        heuristic's estimate turned into shares of a win when the playout is cut short."""
        players = state.game.players
        module = self._heuristic(state.game) if self.playout_depth is not None else None
        limit = self.playout_depth if module is not None else self.playout_limit
        steps = 0
        while not state.is_over and steps < limit:
            legal = state.legal_actions()
            state = state.apply(legal[self._rng.randrange(len(legal))])
            steps += 1
        if state.is_over:
            winners = state.result()["winners"]
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
        if module is None:  # too long to finish, and nothing to judge it by: a draw
            return [1.0 / players] * players
        values = module.evaluate(state)
        top = max(values)
        weights = [math.exp((v - top) / module.SCALE) for v in values]
        total = sum(weights)
        return [w / total for w in weights]

    def _heuristic(self, game):
        """The game's heuristic module, or None for a game that has none (looked up once)."""
        if game.name not in self._heuristics:
            try:
                self._heuristics[game.name] = heuristic_module(game)
            except GameConfigError:
                self._heuristics[game.name] = None
        return self._heuristics[game.name]

    def with_seed(self, seed: int | None) -> MCTS:
        """A fresh copy with the same settings, playing from ``seed``."""
        return MCTS(self.iterations, seed, time_limit=self.time_limit, exploration=self.exploration,
                    playout_depth=self.playout_depth, playout_limit=self.playout_limit)

    def __repr__(self) -> str:
        budget = f"time_limit={self.time_limit}" if self.time_limit else f"iterations={self.iterations}"
        return f"MCTS({budget}, seed={self.seed!r}, playout_depth={self.playout_depth})"
