"""Graph helpers shared by the games.

Boards are built once per game configuration as networkx graphs (for users,
views and docs) and frozen into index tuples for the rules' hot paths, where
a tuple lookup is an order of magnitude faster than ``G.neighbors``.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

import networkx as nx


def adjacency_table(graph: nx.Graph, order: Sequence) -> tuple[tuple[int, ...], ...]:
    """Neighbours of each node as sorted index tuples, nodes numbered by ``order``."""
    index = {node: i for i, node in enumerate(order)}
    return tuple(tuple(sorted(index[m] for m in graph.neighbors(node))) for node in order)


def connected_groups(members: Iterable[int], adjacency: Sequence[Sequence[int]]) -> list[list[int]]:
    """Split ``members`` into groups connected through ``adjacency`` (members only).

    Groups and their nodes come out in ascending order, so callers that
    iterate over them stay deterministic.
    """
    remaining = set(members)
    groups = []
    for start in sorted(remaining):
        if start not in remaining:
            continue
        remaining.discard(start)
        group, frontier = [start], [start]
        while frontier:
            node = frontier.pop()
            for nxt in adjacency[node]:
                if nxt in remaining:
                    remaining.discard(nxt)
                    group.append(nxt)
                    frontier.append(nxt)
        groups.append(sorted(group))
    return groups
