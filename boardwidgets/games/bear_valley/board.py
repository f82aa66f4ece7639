"""The map: a pointy-top hex grid of placed cards, their faces, sections and the river.

A placed card is ``(card id, rotation)``. Wilderness cards are rectangles
laid like bricks, so they only turn half a turn (rotation 0 or 3); the Valley
cards are laid out as the players like (any of the six rotations). A card's
*face* is the card seen in its rotation: what each side shows, which section
each exit belongs to, and where its Woods stepping stones point. Every face
is built once, at import.

Positions are ``(q, r, section)``: axial hex coordinates (east is +q,
south-east is +r, the Starting Camp at 0, 0) and the section of a two-section
card (0 for the floor of a Bridge and the first side of a Hedge or Straight
River, 1 for the bridge or the other side).
"""
from __future__ import annotations

import math
from typing import NamedTuple

import networkx as nx

from .components import (
    BRIDGE_EXIT,
    CARDS,
    DIRECTIONS,
    EXIT_CHARS,
    FIRST_EXIT,
    SECOND_EXIT,
    STEPS,
    Card,
    layout_for,
)

START = (0, 0)


def opposite(direction: int) -> int:
    return (direction + 3) % 6


def neighbour(coord: tuple[int, int], direction: int) -> tuple[int, int]:
    dq, dr = STEPS[direction]
    return (coord[0] + dq, coord[1] + dr)


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


class Face(NamedTuple):
    """A card as it lies on the map."""

    card: Card
    rotation: int
    #: what each side shows (x y b exits, . trees, ~ water), clockwise from north-east
    sides: str
    #: the section each side's exit belongs to (-1 where the side has no exit)
    section_of: tuple[int, ...]
    #: the number of sections (1 or 2)
    sections: int
    #: the directions each section's exits lead, per section
    exits: tuple[tuple[int, ...], ...]
    #: Woods stepping stones per side, or None
    stones: tuple[int, ...] | None


def _face(card: Card, rotation: int) -> Face:
    sides = "".join(card.sides[(i - rotation) % 6] for i in range(6))
    second = any(side in (SECOND_EXIT, BRIDGE_EXIT) for side in sides)
    section_of = tuple(0 if side == FIRST_EXIT else 1 if side in EXIT_CHARS else -1 for side in sides)
    sections = 2 if second else 1
    exits = tuple(tuple(d for d in range(6) if section_of[d] == s) for s in range(sections))
    stones = None if card.stones is None else tuple(card.stones[(i - rotation) % 6] for i in range(6))
    return Face(card, rotation, sides, section_of, sections, exits, stones)


FACES = {(card_id, rotation): _face(card, rotation)
         for card_id, card in CARDS.items() for rotation in range(6)}


def face(placed: tuple[str, int]) -> Face:
    return FACES[placed]


def same_shape(card_id: str) -> bool:
    """Whether half a turn leaves the card looking the same (a Bear, a Mountain...):
    then there is no orientation to choose."""
    one, other = FACES[(card_id, 0)], FACES[(card_id, 3)]
    return (one.sides.replace(SECOND_EXIT, FIRST_EXIT) == other.sides.replace(SECOND_EXIT, FIRST_EXIT)
            and {frozenset(e) for e in one.exits} == {frozenset(e) for e in other.exits}
            and one.stones == other.stones)


#: where a part of a card lies on the screen, by the angle from the card's middle (0 to the
#: right, clockwise in steps of 45 degrees, as the board is drawn with y downwards)
SCREEN_SIDES = ("right", "bottom-right", "bottom", "bottom-left", "left", "top-left", "top", "top-right")


def section_words(placed: tuple[str, int], section: int) -> str:
    """A person's name for a section: "the bridge", "the floor", or the side of the card
    where its exits lie as the board shows it, "the top-left side" (a Hedge or a Straight
    River: the two sides of a card always get different words)."""
    f = face(placed)
    if f.sections == 1:
        return ""
    if f.card.kind in ("bridge", "river_bridge"):
        return "the bridge" if section == 1 else "the floor"
    angles = [math.radians(60 * d - 60) for d in f.exits[section]]  # side 0 (NE) points up-right
    angle = math.degrees(math.atan2(sum(map(math.sin, angles)), sum(map(math.cos, angles))))
    return f"the {SCREEN_SIDES[round(angle / 45) % 8]} side"


def river_layout(players: int, length: str) -> dict[tuple[int, int], tuple[str, int]]:
    """The Valley cards of the recommended river: coordinate -> (card id, rotation).

    The layout lists the steps from the camp along the river. Each River card
    is a Straight River (or a River Bridge where the layout says so) when the
    river goes on straight, and a Bend when it turns; each is turned so that
    its water sides meet its neighbours'.
    """
    layout = layout_for(players, length)
    steps = [DIRECTIONS.index(step) for step in layout.path]
    used = {"straight": 0, "bend": 0, "river_bridge": 0}
    placed = {START: ("start", (steps[0] - 1) % 6)}
    coord = START
    for k in range(1, len(steps)):
        coord = neighbour(coord, steps[k - 1])
        river_in, river_out = opposite(steps[k - 1]), steps[k]
        if river_out == opposite(river_in):
            kind = "river_bridge" if k in layout.bridges else "straight"
            rotation = (river_in - 1) % 3  # the printed card's river runs E-W (sides 1 and 4)
        else:
            kind = "bend"
            low = river_in if (river_in + 2) % 6 == river_out else river_out
            rotation = (low - 4) % 6  # the printed bend's river runs from W (4) to NE (0)
        used[kind] += 1
        prefix = {"straight": "S", "bend": "B", "river_bridge": "R"}[kind]
        placed[coord] = (f"{prefix}{used[kind]}", rotation)
    coord = neighbour(coord, steps[-1])
    placed[coord] = ("destination", (opposite(steps[-1]) - 5) % 6)  # printed river side: NW (5)
    return placed


def destination_of(cards: dict) -> tuple[int, int] | None:
    for coord, (card_id, _) in cards.items():
        if card_id == "destination":
            return coord
    return None


def node_id(position: tuple[int, int, int], placed: tuple[str, int] | None = None) -> str:
    """A position's id in the graph and the view: "q,r", or "q,r/2" for a second section."""
    q, r, section = position
    return f"{q},{r}/2" if section else f"{q},{r}"


def connected(cards: dict, coord, direction: int, section: int) -> tuple[int, int, int] | None:
    """Where an exit leads: the position across a matched exit, or None (no exit, no card,
    or the neighbour shows trees or water on that side)."""
    here = face(cards[coord])
    if here.section_of[direction] != section:
        return None
    there = neighbour(coord, direction)
    placed = cards.get(there)
    if placed is None:
        return None
    back = face(placed).section_of[opposite(direction)]
    return None if back < 0 else (there[0], there[1], back)


def map_graph(cards: dict) -> nx.Graph:
    """The map as a networkx graph: one node per card section, one edge per matched pair of exits.

    Nodes carry ``card``, ``kind``, ``coord`` and ``section``; edges carry the
    ``direction`` (from the node with the smaller id).
    """
    graph = nx.Graph()
    for coord, placed in cards.items():
        f = face(placed)
        for section in range(f.sections):
            graph.add_node(node_id((*coord, section)), card=placed[0], kind=f.card.kind, coord=coord,
                           section=section)
    for coord, placed in cards.items():
        f = face(placed)
        for direction in range(6):
            section = f.section_of[direction]
            if section < 0:
                continue
            target = connected(cards, coord, direction, section)
            if target is not None:
                graph.add_edge(node_id((*coord, section)), node_id(target), direction=DIRECTIONS[direction])
    return graph


def centre(coord: tuple[int, int]) -> tuple[float, float]:
    """A hex's centre in board units (one unit = the distance between neighbours)."""
    q, r = coord
    return (q + r / 2, r * math.sqrt(3) / 2)
