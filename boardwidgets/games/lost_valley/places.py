"""The valley's places and spots in a pupil's words: what a child sees there.

The engine's names (a place ``"3,2/L"``, a spot ``"R08/L"``, a direction ``2``) never reach a
pupil. A spot is said by its tile: a triangle by its name, a land half by its terrain, a river
diamond as the river and its banks ("on the tundra riverbank", "at the bear cave"). A place
where prospectors stand is said by what lies at its corner: the waterfall post, a named
triangle or the spring, the river's bank it is on, or the terrains that meet there ("the
river's left bank, by the bear cave", "a corner between forest and tundra"). Directions are
the eight ways a child points on the screen (``lattice.heading``).
"""
from __future__ import annotations

from collections import Counter

from ...core.actions import Action
from . import lattice
from .board import POST, POST_TILE, SPRING_TILE, parse_place
from .components import RIVER_TILES, TRIANGLES, half_of

#: where an action on a land half happens, by its terrain
TERRAIN_AT = {"forest": "in the forest", "mountain": "on the mountain", "tundra": "on the tundra",
              "lake": "by the lake"}
#: a river diamond's banks, left and right looking upstream (as the tiles name them)
BANKS = {"L": "left", "R": "right"}
#: the order in which the things meeting at a corner are named
AROUND = ("river", "forest", "mountain", "tundra", "lake")


def triangle_name(tile: str) -> str:
    """A triangle's name in running text: "the bear cave"."""
    name = TRIANGLES[tile]["name"]
    return f"the {name[0].lower()}{name[1:]}"


def spot_where(spot: str) -> str:
    """Where an action on ``spot`` happens, from its tile alone: "in the river", "on the tundra
    riverbank", "in the forest", "at the bear cave"."""
    tile, _, part = spot.partition("/")
    if tile in RIVER_TILES:
        return f"on the {half_of(spot)['terrain']} riverbank" if part else "in the river"
    if tile in TRIANGLES:
        return f"at {triangle_name(tile)}"
    return TERRAIN_AT[half_of(spot)["terrain"]]


def banks_words(tile: str) -> str:
    """What a river diamond has on its banks: "between forest and tundra", "with forest on
    both banks"."""
    left, right = (RIVER_TILES[tile][side]["terrain"] for side in ("left", "right"))
    return f"with {left} on both banks" if left == right else f"between {left} and {right}"


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _landmark(layout, vertex) -> str | None:
    """The named tile at a corner, if any: the waterfall post, the spring or a triangle."""
    for face in lattice.faces_at(vertex):
        tile = layout.faces.get(face)
        if tile == POST_TILE:
            return "the waterfall post"
        if tile == SPRING_TILE:
            return "the spring"
        if tile in TRIANGLES:
            return triangle_name(tile)
    return None


def _corner(layout, vertex) -> str:
    """A corner without a landmark, by what meets there: "a corner in the forest", "a corner
    between river, forest and tundra"."""
    found = set()
    for face in lattice.faces_at(vertex):
        if face in layout.river_faces:
            found.add("river")
        elif face in layout.faces:
            found.add(half_of(layout.faces[face])["terrain"])
    around = [thing for thing in AROUND if thing in found]
    if len(around) > 1:
        return f"a corner between {_and(around)}"
    return "a corner " + ("by the river" if around == ["river"] else TERRAIN_AT[around[0]])


def place_words(layout, place: str) -> str:
    """A place where prospectors stand, as a pupil names it from the tiles around it: "the
    waterfall post", "the river's left bank, by the bear cave", "a corner of the lookout",
    "a corner between forest and tundra". A river intersection without a bank is "the river"
    (where a work stands, in the water between the banks)."""
    if place == POST:
        return "the waterfall post"
    vertex, side = parse_place(place)
    landmark = _landmark(layout, vertex)
    if vertex in layout.flow:
        river = f"the river's {BANKS[side]} bank" if side else "the river"
        return f"{river}, by {landmark}" if landmark else river
    return f"a corner of {landmark}" if landmark else _corner(layout, vertex)


def spot_centre(layout, vertex, spot: str) -> tuple[float, float]:
    """The middle of the picture of a spot that touches ``vertex``, in lattice units: a land
    half's or a triangle's face, a river diamond's water or one of its banks."""
    tile, _, bank = spot.partition("/")
    for face in lattice.faces_at(vertex):
        diamond = layout.river_faces.get(face)
        if diamond is not None and diamond["tile"] == tile:
            ends = [diamond["start"], diamond["end"]]
            return _middle([*ends, diamond["left" if bank == "L" else "right"]] if bank else ends)
        if layout.faces.get(face) == spot:
            return _middle(lattice.corners(face))
    raise ValueError(f"{spot} does not touch {vertex}")


def _middle(vertices) -> tuple[float, float]:
    points = [lattice.point(v) for v in vertices]
    return sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)


def across_the_river(state, player: int, spot: str) -> bool:
    """Whether ``spot`` is a river bank on the far side of the water from ``player`` (beside
    him only with a boat)."""
    tile, _, bank = spot.partition("/")
    if tile not in RIVER_TILES or bank not in BANKS:
        return False
    vertex, side = state.vertex_of(player)
    diamond = next(d for d in state.layout.diamonds if d["tile"] == tile)
    if diamond["left" if bank == "L" else "right"] == vertex:
        return False
    return not (vertex in (diamond["start"], diamond["end"]) and side == bank)


def told_apart(state, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The actions on offer, where two would read the same (two forests beside the
    prospector), each of those saying which way its spot lies from him, and "across the
    river" for a bank only his boat reaches: "cut down a tree in the forest, ↗ up to the
    right". Where the river bends so sharply that two banks lie the same way, "upstream" or
    "downstream" tells them apart. The others keep their words."""
    for tell in (_way_to, _along_the_river):
        if len({action.label for action in actions}) == len(actions):
            break
        labels = Counter(action.label for action in actions)
        actions = tell(state, actions, {label for label, count in labels.items() if count > 1})
    return actions


def _way_to(state, actions: tuple[Action, ...], twins: set[str]) -> tuple[Action, ...]:
    player = state.active
    vertex, _ = state.vertex_of(player)
    here = lattice.point(vertex)
    ways: dict[str, str] = {}  # by spot: an event there is on offer once for each payment
    found = []
    for action in actions:
        spot = action.get("spot")
        if spot and action.label in twins:
            if spot not in ways:
                way = lattice.heading_to(here, spot_centre(state.layout, vertex, spot))
                ways[spot] = way + (", across the river" if across_the_river(state, player, spot) else "")
            action = Action(action.kind, action.params, f"{action.label}, {ways[spot]}")
        found.append(action)
    return tuple(found)


def _along_the_river(state, actions: tuple[Action, ...], twins: set[str]) -> tuple[Action, ...]:
    """Of two river spots that still read the same, the one on the diamond further from the
    waterfall is "upstream", the other "downstream"."""
    order = {d["tile"]: n for n, d in enumerate(state.layout.diamonds)}

    def upriver(action: Action) -> int:
        return order.get(action["spot"].partition("/")[0], -1)

    highest = {label: max(upriver(a) for a in actions if a.label == label) for label in twins}
    found = []
    for action in actions:
        if action.label in twins and upriver(action) >= 0:
            way = "upstream" if upriver(action) == highest[action.label] else "downstream"
            action = Action(action.kind, action.params, f"{action}, {way}")
        found.append(action)
    return tuple(found)
