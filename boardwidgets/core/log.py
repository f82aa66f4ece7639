"""The game log: plain-language lines, shared between successive states.

Each State points at a log node; applying an action adds a node that links
to the previous one, so no state copies the lines written before it.
"""
from __future__ import annotations

from .chains import release_later


class GameLog:
    """A persistent (immutable, structure-sharing) list of log lines."""

    __slots__ = ("_prev", "_lines", "_size")

    def __init__(self, prev: GameLog | None = None, lines: tuple[str, ...] = ()):
        self._prev = prev
        self._lines = lines
        self._size = (prev._size if prev is not None else 0) + len(lines)

    @classmethod
    def of(cls, lines) -> GameLog:
        return cls(None, tuple(lines))

    def add(self, *lines: str) -> GameLog:
        return GameLog(self, lines) if lines else self

    def lines(self) -> list[str]:
        chunks, node = [], self
        while node is not None:
            chunks.append(node._lines)
            node = node._prev
        return [line for chunk in reversed(chunks) for line in chunk]

    def tail(self, n: int) -> list[str]:
        """The last ``n`` lines, without walking the whole log when it is long."""
        chunks, count, node = [], 0, self
        while node is not None and count < n:
            chunks.append(node._lines)
            count += len(node._lines)
            node = node._prev
        lines = [line for chunk in reversed(chunks) for line in chunk]
        return lines[-n:] if n else []

    def shared_length(self, other: GameLog) -> int:
        """How many first lines this log and ``other`` have in common, as far as they are
        the same nodes: the states of one game share the nodes of their common past, so a
        board can tell which lines a page already holds without comparing any text."""
        mine, node = set(), self
        while node is not None:
            mine.add(id(node))
            node = node._prev
        node = other
        while node is not None and id(node) not in mine:
            node = node._prev
        return node._size if node is not None else 0

    def __len__(self) -> int:
        return self._size

    def __del__(self) -> None:
        release_later(self, "_prev")  # a long log is freed node by node (chains.py)

    def __eq__(self, other) -> bool:
        return isinstance(other, GameLog) and (self is other or self.lines() == other.lines())

    __hash__ = None
