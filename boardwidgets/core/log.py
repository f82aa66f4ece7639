"""The game log: plain-language lines, shared between successive states.

Each State points at a log node; applying an action adds a node that links
to the previous one, so no state copies the lines written before it.
"""
from __future__ import annotations

from .chains import release_later


class GameLog:
    """A persistent (immutable, structure-sharing) list of log lines.

    Reading the whole log (a save, a comparison, a view) walks back to the newest node that
    was read before, whose lines it keeps (``_read``), and hands that copy on to the node it
    reads now: a game whose log is read after every move copies the lines once each time
    instead of walking every node back to the start.
    """

    __slots__ = ("_prev", "_lines", "_size", "_read")

    def __init__(self, prev: GameLog | None = None, lines: tuple[str, ...] = ()):
        self._prev = prev
        self._lines = lines
        self._size = (prev._size if prev is not None else 0) + len(lines)
        self._read: tuple[str, ...] | None = None

    @classmethod
    def of(cls, lines) -> GameLog:
        return cls(None, tuple(lines))

    def add(self, *lines: str) -> GameLog:
        return GameLog(self, lines) if lines else self

    def lines(self) -> list[str]:
        chunks, node, read = [], self, None
        while node is not None:
            read = node._read  # read once: another thread may hand it on meanwhile
            if read is not None:
                break
            chunks.append(node._lines)
            node = node._prev
        if not chunks:
            return list(read)
        if node is not None:
            node._read = None  # one copy of the lines per game: the newer node keeps it now
        self._read = (read or ()) + tuple(line for chunk in reversed(chunks) for line in chunk)
        return list(self._read)

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
        board can tell which lines a page already holds without comparing any text. Both
        chains are walked back only to the node they share (the longer one first, by size),
        so asking after a move costs the same at move 500 as at move 20."""
        mine, theirs = self, other
        while mine is not theirs:
            if mine is None or theirs is None:
                return 0
            if mine._size > theirs._size:
                mine = mine._prev
            elif theirs._size > mine._size:
                theirs = theirs._prev
            else:
                mine, theirs = mine._prev, theirs._prev
        return mine._size if mine is not None else 0

    def __len__(self) -> int:
        return self._size

    def __del__(self) -> None:
        release_later(self, "_prev")  # a long log is freed node by node (chains.py)

    def __reduce__(self):
        """Pickled as its lines: one flat tuple, however long the chain of nodes."""
        return GameLog.of, (tuple(self.lines()),)

    def __eq__(self, other) -> bool:
        return isinstance(other, GameLog) and (self is other or self.lines() == other.lines())

    __hash__ = None
