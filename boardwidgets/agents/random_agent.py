"""The random agent: a uniformly random legal action, reproducible from its seed."""
from __future__ import annotations

import random


class Random:
    """Picks uniformly among ``state.legal_actions()``.

    >>> import boardwidgets as bw
    >>> state = bw.load_game("nanga_parbat").new_game(seed=1)
    >>> bw.agents.Random(seed=3).choose(state) in state.legal_actions()
    True
    """

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._rng = random.Random(seed)
        self.last_reason: str | None = None

    def choose(self, state):
        action = self._rng.choice(state.legal_actions())
        self.last_reason = f"{action}: chosen at random"
        return action

    def with_seed(self, seed: int | None) -> Random:
        """A fresh copy playing from ``seed`` (``bw.simulate`` gives each game its own)."""
        return Random(seed=seed)

    def __repr__(self) -> str:
        return f"Random(seed={self.seed!r})"
