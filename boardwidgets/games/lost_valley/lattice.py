"""The triangular lattice the valley is laid on: intersections, triangles, diamonds.

Geometry only, no rules. An intersection is ``(a, b)``: ``b`` counts rows away from
the table edge (row 0 lies on it), ``a`` runs along the rows; it sits at
``x = a + b / 2``, ``y = b * sqrt(3) / 2``. A triangle (a "face") is ``(a, b, 0)``
pointing away from the edge, with corners ``(a, b)``, ``(a + 1, b)``, ``(a, b + 1)``,
or ``(a, b, 1)`` pointing towards it, with corners ``(a + 1, b)``, ``(a, b + 1)``,
``(a + 1, b + 1)``. Only faces with ``b >= 0`` lie in the valley: the table edge is a
straight line (rulings, 18).

Around an intersection the six lattice directions are numbered 0 to 5
counterclockwise from "along the row, away from a = 0" (0, 60, ..., 300 degrees);
face ``k`` around it lies between directions ``k`` and ``k + 1``. A river diamond's
river runs along its long diagonal, which leaves its acute corner along the middle
of one face, at ``30 + 60 k`` degrees: so no lattice edge ever runs along the river,
and every edge at a river intersection lies on one bank or the other.

A pupil never reads a direction's number: on the board (the table edge at the bottom) each
angle is one of the eight ways a child points, with its arrow (``heading``).
"""
from __future__ import annotations

import math
from functools import cache

Vertex = tuple[int, int]
Face = tuple[int, int, int]

#: the six lattice directions, counterclockwise from 0 degrees
DIRECTIONS: tuple[Vertex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
ROW_HEIGHT = math.sqrt(3) / 2
#: the eight ways a child points on the board, counterclockwise from "right", 45 degrees apart:
#: the six lattice directions and the six middles of faces each fall on a different one
HEADINGS = ("→ right", "↗ up to the right", "↑ up", "↖ up to the left", "← left", "↙ down to the left",
            "↓ down", "↘ down to the right")


def point(vertex: Vertex) -> tuple[float, float]:
    """Where an intersection lies, in lattice units (y grows away from the table edge)."""
    a, b = vertex
    return a + b / 2, b * ROW_HEIGHT


def step(vertex: Vertex, direction: int) -> Vertex:
    da, db = DIRECTIONS[direction % 6]
    return vertex[0] + da, vertex[1] + db


def in_valley(face: Face) -> bool:
    """A face beyond the table edge does not exist."""
    return face[1] >= 0


def corners(face: Face) -> tuple[Vertex, Vertex, Vertex]:
    a, b, down = face
    if down:
        return (a + 1, b), (a, b + 1), (a + 1, b + 1)
    return (a, b), (a + 1, b), (a, b + 1)


def sector_face(vertex: Vertex, k: int) -> Face:
    """Face ``k`` around ``vertex``: the one between directions ``k`` and ``k + 1``."""
    a, b = vertex
    return ((a, b, 0), (a - 1, b, 1), (a - 1, b, 0),
            (a - 1, b - 1, 1), (a, b - 1, 0), (a, b - 1, 1))[k % 6]


@cache
def faces_at(vertex: Vertex) -> tuple[Face, ...]:
    """The faces around an intersection that lie in the valley, counterclockwise (pure
    geometry, asked thousands of times a game: worked out once per intersection)."""
    return tuple(face for face in (sector_face(vertex, k) for k in range(6)) if in_valley(face))


def sector_of(vertex: Vertex, face: Face) -> int:
    """Which of the six faces around ``vertex`` ``face`` is."""
    return next(k for k in range(6) if sector_face(vertex, k) == face)


def direction_of(start: Vertex, end: Vertex) -> int:
    """The direction of the lattice edge from ``start`` to its neighbour ``end``."""
    return DIRECTIONS.index((end[0] - start[0], end[1] - start[1]))


@cache
def edge_faces(p: Vertex, q: Vertex) -> tuple[Face, ...]:
    """The faces on either side of edge ``p``-``q`` (one at the table edge; worked out once
    per edge)."""
    k = direction_of(p, q)
    return tuple(f for f in (sector_face(p, k), sector_face(p, k - 1)) if in_valley(f))


def edges(face: Face) -> tuple[tuple[Vertex, Vertex], ...]:
    p, q, r = corners(face)
    return (p, q), (q, r), (r, p)


def across(face: Face, p: Vertex, q: Vertex) -> Face | None:
    """The face on the other side of ``face``'s edge ``p``-``q``, if it lies in the valley."""
    return next((f for f in edge_faces(p, q) if f != face), None)


def neighbours(face: Face) -> tuple[Face, ...]:
    """The faces that share an edge with ``face``: the partners a diamond may pair it with."""
    return tuple(f for p, q in edges(face) if (f := across(face, p, q)) is not None)


def diamond_from(vertex: Vertex, k: int) -> dict:
    """The diamond whose acute corner is ``vertex`` and whose long diagonal leaves it through
    face ``k``: a river diamond laid from the river's open end. Its corners are the two
    acute ones (``start``, ``end``) and the two obtuse ones, on the ``right`` and the
    ``left`` of someone walking from start to end; its faces are ``k`` around ``start``
    and the one across that face's far edge (None where a face would lie beyond the
    table edge)."""
    right, left = step(vertex, k), step(vertex, k + 1)
    first = sector_face(vertex, k)
    faces = (first, across(first, right, left)) if in_valley(first) else (None, None)
    return {"start": vertex, "end": step(right, k + 1), "right": right, "left": left, "faces": faces}


def heading(degrees: float) -> str:
    """An angle (counterclockwise, the table edge at the bottom) as a pupil says it, with its
    arrow: 60 -> "↗ up to the right", 270 -> "↓ down"."""
    return HEADINGS[round((degrees % 360) / 45) % 8]


def heading_to(start: tuple[float, float], end: tuple[float, float]) -> str:
    """The way from one point (lattice units, ``point``) to another, as a pupil says it."""
    return heading(math.degrees(math.atan2(end[1] - start[1], end[0] - start[0])))


def bisector(k: int) -> float:
    """The angle, in degrees, of the middle of face ``k`` as seen from its corner."""
    return 30.0 + 60.0 * (k % 6)


def on_left(edge_direction: int, upstream: float, downstream: float) -> bool:
    """Whether an edge leaving a river intersection in ``edge_direction`` lies on the left
    bank, for someone facing ``upstream`` with the river arriving from ``downstream``
    (both angles in degrees; neither is ever an edge's direction)."""
    angle = 60.0 * edge_direction
    return (angle - upstream) % 360 < (downstream - upstream) % 360
