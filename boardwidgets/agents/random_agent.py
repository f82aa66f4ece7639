"""The random agent: a uniformly random legal action, reproducible from its seed."""
from __future__ import annotations

from .seeded import SeededAgent


class Random(SeededAgent):
    """Picks uniformly among ``state.legal_actions()``.

    >>> import boardwidgets as bw
    >>> state = bw.load_game("nanga_parbat").new_game(seed=1)
    >>> bw.agents.Random(seed=3).choose(state) in state.legal_actions()
    True
    """

    def choose(self, state):
        action = self._rng.choice(state.legal_actions())
        self.last_reason, self.last_detail = f"{action}: chosen at random", None
        return action
