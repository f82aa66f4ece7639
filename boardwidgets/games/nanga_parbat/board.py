"""The mountain: 6 regions of 6 square sections, as a networkx graph.

RECONSTRUCTION (no board image or adjacency list was found): regions are
small pyramids of squares (rows of 1, 2, 3) stacked into a big pyramid
(rows of 1, 2, 3 regions), numbered top to bottom and left to right, like the
sections inside each region. Squares in a pyramid sit like bricks, so two
sections share a border when they are side by side in one row, or when they
are in neighbouring rows half a square apart; that one geometric test gives
the borders inside regions and between them. The white dotted paths are
``DOTTED_PATHS``: each crosses one of the gaps between stacked regions.
"""
from __future__ import annotations

from functools import cache

import networkx as nx

from ...core.graphs import adjacency_table
from .components import REGIONS, SECTIONS_PER_REGION

#: apex position of each region's pyramid, in section units (x right, y down)
REGION_ORIGINS = {1: (0.0, 0.0), 2: (-1.5, 3.0), 3: (1.5, 3.0),
                  4: (-3.0, 6.0), 5: (0.0, 6.0), 6: (3.0, 6.0)}
#: RECONSTRUCTION: dotted white paths between regions that do not touch there
DOTTED_PATHS = (("1.5", "2.3"), ("1.5", "3.2"), ("2.5", "4.3"),
                ("2.5", "5.2"), ("3.5", "5.3"), ("3.5", "6.2"))
#: rows of a region: section numbers top to bottom
SECTION_ROWS = ((1,), (2, 3), (4, 5, 6))

SECTIONS = tuple(f"{r}.{s}" for r in range(1, REGIONS + 1)
                 for s in range(1, SECTIONS_PER_REGION + 1))
SECTION_INDEX = {sid: i for i, sid in enumerate(SECTIONS)}
#: each section as a pupil finds it on the board, by its region's flag and then the number
#: in its corner: "region 2, section 4" (the id "2.4" is the engine's, never shown)
SECTION_NAMES = tuple(f"region {r}, section {s}" for r in range(1, REGIONS + 1)
                      for s in range(1, SECTIONS_PER_REGION + 1))


def section_position(region: int, section: int) -> tuple[float, float]:
    """Centre of a section's square, in section units."""
    x0, y0 = REGION_ORIGINS[region]
    for row, numbers in enumerate(SECTION_ROWS):
        if section in numbers:
            return (x0 + numbers.index(section) - row / 2, y0 + row)
    raise ValueError(f"no section {section}")


def _squares_touch(a: tuple[float, float], b: tuple[float, float]) -> bool:
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return (dy == 0 and dx == 1) or (dy == 1 and dx == 0.5)


@cache
def mountain_graph() -> nx.Graph:
    """The 36 sections with ``region``, ``section`` and ``pos``; edges have ``kind``
    ``"border"`` or ``"path"``. Built once and frozen: every state shares it."""
    graph = nx.Graph(name="Nanga Parbat mountain")
    for sid in SECTIONS:
        region, section = map(int, sid.split("."))
        graph.add_node(sid, region=region, section=section, pos=section_position(region, section))
    for i, a in enumerate(SECTIONS):
        for b in SECTIONS[i + 1:]:
            if _squares_touch(graph.nodes[a]["pos"], graph.nodes[b]["pos"]):
                graph.add_edge(a, b, kind="border")
    for a, b in DOTTED_PATHS:
        graph.add_edge(a, b, kind="path")
    return nx.freeze(graph)


def neighbour_names(sid: str) -> str:
    """The sections next to ``sid`` in words, those of its own region first, for a tooltip.

    Each one is named on its own ("section 2, section 3 and section 1 of region 2") rather
    than as a list of numbers, which would read like coordinates.

    >>> neighbour_names("1.4")
    'section 2, section 5 and section 1 of region 2'
    """
    nodes = mountain_graph().nodes
    home = nodes[sid]["region"]
    near = sorted((nodes[n]["region"] != home, nodes[n]["region"], nodes[n]["section"])
                  for n in mountain_graph().neighbors(sid))
    words = [f"section {section}" + (f" of region {region}" if away else "")
             for away, region, section in near]
    return ", ".join(words[:-1]) + " and " + words[-1]


#: neighbours of each section by index: the rules' hot path
ADJACENT = adjacency_table(mountain_graph(), SECTIONS)
#: section indices of each region (1-based region number -> tuple)
REGION_SECTIONS = {r: tuple(range((r - 1) * SECTIONS_PER_REGION, r * SECTIONS_PER_REGION))
                   for r in range(1, REGIONS + 1)}
#: the section number (1-6) of each section index: where the guide goes next
SECTION_NUMBER = tuple(int(sid.split(".")[1]) for sid in SECTIONS)
REGION_OF = tuple(int(sid.split(".")[0]) for sid in SECTIONS)
