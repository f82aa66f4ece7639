"""Monte Carlo tree search (UCT with random playouts) for any game.

It needs nothing but the contract: ``legal_actions``, ``apply``, ``is_over``,
``to_move`` and ``result``. A playout's reward is 1 shared among the
winners, so the same code plays two-player duels and five-player races.
On games with hidden information it currently searches the true state (it
peeks); such games should hand it a determinised state instead.
"""
from __future__ import annotations

import math
import random


class _Node:
    __slots__ = ("state", "parent", "action", "mover", "children", "untried", "visits", "value")

    def __init__(self, state, parent=None, action=None):
        self.state = state
        self.parent = parent
        self.action = action
        self.mover = parent.state.to_move if parent is not None else None
        self.children: list[_Node] = []
        self.untried = state.legal_actions()
        self.visits = 0
        self.value = 0.0

    def best_child(self, exploration: float) -> _Node:
        log_visits = math.log(self.visits)
        return max(self.children, key=lambda c: c.value / c.visits
                   + exploration * math.sqrt(log_visits / c.visits))


class MCTS:
    """Plays the action whose subtree was visited most after ``iterations`` playouts.

    >>> import boardwidgets as bw
    >>> state = bw.load_game("nanga_parbat").new_game(seed=1)
    >>> bw.agents.MCTS(iterations=20, seed=1).choose(state) in state.legal_actions()
    True
    """

    def __init__(self, iterations: int = 200, seed: int | None = None,
                 exploration: float = 1.4, playout_limit: int = 2000):
        if iterations < 1:
            raise ValueError("MCTS needs at least one iteration")
        self.iterations = iterations
        self.seed = seed
        self.exploration = exploration
        self.playout_limit = playout_limit
        self._rng = random.Random(seed)

    def choose(self, state):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        root = _Node(state)
        for _ in range(self.iterations):
            node = root
            while not node.untried and node.children:
                node = node.best_child(self.exploration)
            if node.untried:
                action = node.untried.pop(self._rng.randrange(len(node.untried)))
                child = _Node(node.state.apply(action), node, action)
                node.children.append(child)
                node = child
            rewards = self._playout(node.state)
            while node is not None:
                node.visits += 1
                if node.mover is not None:
                    node.value += rewards.get(node.mover, 0.0)
                node = node.parent
        return max(root.children, key=lambda c: c.visits).action

    def with_seed(self, seed: int | None) -> MCTS:
        """A fresh copy with the same settings, playing from ``seed``."""
        return MCTS(self.iterations, seed, self.exploration, self.playout_limit)

    def _playout(self, state) -> dict[int, float]:
        steps = 0
        while not state.is_over and steps < self.playout_limit:
            state = state.apply(self._rng.choice(state.legal_actions()))
            steps += 1
        players = state.game.players
        if not state.is_over:
            return {p: 1.0 / players for p in range(players)}
        winners = state.result()["winners"]
        return {p: 1.0 / len(winners) for p in winners} if winners else {}

    def __repr__(self) -> str:
        return f"MCTS(iterations={self.iterations}, seed={self.seed!r})"
