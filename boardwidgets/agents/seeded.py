"""What every simple agent shares: a seed, its own random generator, and a reason."""
from __future__ import annotations

import random


class SeededAgent:
    """An agent whose every random choice comes from ``seed``, so that a game against it
    replays exactly. Subclasses write ``choose(state)`` and set ``last_reason`` there: the
    move and why, in plain words a pupil reads in the log; any numbers behind that choice
    go in ``last_detail`` (shown smaller, after the reason), never in the reason itself."""

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._rng = random.Random(seed)
        self.last_reason: str | None = None
        self.last_detail: str | None = None

    def with_seed(self, seed: int | None):
        """A fresh copy playing from ``seed`` (``bw.simulate`` gives each game its own)."""
        return type(self)(seed=seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"
