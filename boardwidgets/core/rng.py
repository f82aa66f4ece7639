"""A tiny seeded random generator whose whole state is one 64-bit integer.

Games keep that integer inside their State, so every shuffle and die roll is
decided by the seed and the actions taken, is saved with the game, and gives
the same result in any process and on any platform. The algorithm is
SplitMix64 (Steele, Lea and Flood, 2014): fast, well mixed, and simple enough
to read in a minute.
"""
from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

from .errors import GameConfigError

T = TypeVar("T")
MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_to_state(seed: int | str) -> int:
    """Map any int or str seed to a 64-bit generator state, stably across processes."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise GameConfigError(f"A seed is a whole number or a word (the same seed deals the same game), "
                              f"not {seed!r}.")
    digest = hashlib.sha256(f"{type(seed).__name__}:{seed}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Rng:
    """Mutable cursor over the generator; copy ``.state`` back into the new State."""

    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & MASK64

    def next64(self) -> int:
        self.state = z = (self.state + GOLDEN) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, so no bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def roll(self, sides: int = 6) -> int:
        """A die roll from 1 to ``sides``."""
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new list with the items in random order (Fisher-Yates). The same draws as
        ``below`` makes, written out: every computer player's guess at a hidden deck
        shuffles it, thousands of times a game."""
        out = list(items)
        state = self.state
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = (1 << 64) - ((1 << 64) % n)
            while True:
                state = (state + GOLDEN) & MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                value = z ^ (z >> 31)
                if value < limit:
                    break
            j = value % n
            out[i], out[j] = out[j], out[i]
        self.state = state
        return out
