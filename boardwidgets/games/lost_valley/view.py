"""Lost Valley's view: what the board widget, the SVG picture and the plotly figure draw.

Board units are lattice units (``lattice.point``: one edge of a triangle is one unit), with
``y`` turned over (``y = -point(v)[1]``) so that the table edge, where the waterfall post
stands, runs along the bottom. The valley grows as it is explored, and so does the viewbox.

Every laid tile is drawn in two layers, as Bear Valley's cards are. Underneath, as
decoration, its picture: each land half or triangle filled by its terrain, a river
diamond as its two banks (the halves either side of its long diagonal) with the water in
blue along that diagonal, the waterfall post and the spring, and each canal as a pale blue
band with a thin line (a link) between the centres of the faces it joins. On top, one
clickable, see-through space per **spot** (the name the actions use): ``spot:L07/0``,
``spot:T03``, ``spot:R02/L``, ``spot:R02/R`` and the water ``spot:R02``, each with a
tooltip giving its terrain and symbols. Over those, a small disc for every **place** a
prospector can stand on (``place:3,2``; a river intersection's banks ``place:3,2/L`` and
``place:3,2/R`` drawn apart, each on its own side of the water; the post tile itself is
``place:post``). No text is drawn on the board itself: tooltips and the panels carry it.

Pieces: the prospectors, the round markers lying on the spots (gold as a green or grey
disc, animals and events face down as "?" discs, a face-up animal with its picture), the
works at the intersections and the ice block. A face-down marker's value never appears in
the view; the nuggets in a gold bag show only on its owner's screen (``view(p)``, or on the
hot-seat screen ``view(None)`` the bag of the player deciding now), as ``secret`` items, so
that a shared board covers them. Once the game is over every bag is shown.

Targets go to the player who decides (any view but another player's), one per legal
action: a step on the place it leads to, a river diamond on a faint candidate diamond
(``new:a,b,k``, named by the face through which it is laid), an action on its spot, a
fishtrap or sawmill on the builder's own place, a canal on a small candidate disc in the
middle of the edge between its two faces (``dig:k``), and everything else on a button.
"""
from __future__ import annotations

import math
from collections import Counter

from ...core.errors import GameConfigError
from ...core.view import VIEW_SCHEMA, first_legal
from . import lattice
from .actions import (
    BUILD,
    BUILD_MINE,
    CANAL,
    CHOP,
    EVENT,
    EVENT_PAYMENTS,
    FISH,
    HUNT,
    LAY,
    MINE,
    MODES,
    PAN,
    SPOTS,
    STEP,
    STOP,
    TRADE_ITEMS,
)
from .board import POST, POST_FACE, POST_TILE, SPRING_TILE, parse_place, place_name
from .components import (
    ANIMALS,
    BACKPACK,
    CART_SPACE,
    END_MARKERS,
    GEAR,
    ITEM_NAMES,
    MATERIALS,
    RIVER_TILES,
    SPACE,
    TRIANGLES,
    WARE_NAMES,
    WARES,
    WORKS,
    a_ware,
    half_of,
)
from .places import BANKS, place_words

# -- looks ------------------------------------------------------------------------------------------
#: fills carry their own colours (the widget dims them in a dark theme): dark enough forest
#: for white text, a pale tundra and lake for black
TERRAIN_FILLS = {"forest": "#4f8f4a", "mountain": "#a08f7c", "tundra": "#dcd29e", "lake": "#8cc4ec"}
WATER_FILL, CANAL_FILL, POST_FILL, SPRING_FILL = "#2f7fd0", "#8fcbf2", "#c49a5a", "#d3f0fc"
PLACE_FILL, CANDIDATE_FILL, DIG_FILL, CLEAR = "#fbf6e9", "#e6f2fa", "#a9d8f5", "rgba(0,0,0,0)"
RIVERGOLD_COLOR, MOUNTAINGOLD_COLOR = "#7ed957", "#cfd4da"
ANIMAL_COLOR, EVENT_COLOR, SEEN_ANIMAL_COLOR = "#8d6e63", "#8e5fc7", "#f3e2c7"
WORK_COLOR, ICE_COLOR, SUPPLY_COLOR, ICON_DARK = "#efe2c4", "#dff6ff", "#8a6d3b", "#3b2f25"
MATERIAL_COLORS = {"food": "#f4c7a1", "tools": "#c9ced6", "timber": "#c8a06a"}
GOLD_COLORS = {"river": RIVERGOLD_COLOR, "mountain": MOUNTAINGOLD_COLOR}
GOLD_WORDS = {"river": "rivergold", "mountain": "mountaingold"}

#: each picture the view names, by what it shows; ``ICONS`` lists them for ``Game.icons``
ICON = {
    "post": "wood-cabin", "spring": "river", "ice": "frozen-block", "prospector": "hiking",
    "still": "jug", "shop": "shop", "bear_cave": "mountain-cave", "mine": "mine-wagon",
    "fishtrap": "basket", "sawmill": "hand-saw", "gold": "gold-nuggets", "food": "shiny-apple",
    "tools": "cube", "timber": "pine-tree", "wolf": "fox-head", "deer": "deer-head",
    "bear": "bear-head", "rat": "squirrel", "horse": "horse-head", "cart": "old-wagon", "boat": "wood-canoe",
    "axe": "wood-axe", "whiskey": "jug", "dried_fish": "double-fish", "decks": "treasure-map",
    "backpack": "backpack", "markers": "card-random",
}
ICONS = tuple(sorted(set(ICON.values())))
#: the triangles' features, drawn in the middle of their tile (the abandoned mine as a mine)
FEATURE_ICONS = {"still": ICON["still"], "post": ICON["shop"], "bear_cave": ICON["bear_cave"]}
#: a gear item's picture: the ware's (a found axe is an axe)
GEAR_ICONS = {"horse": ICON["horse"], "cart": ICON["cart"], "boat": ICON["boat"], "axe": ICON["axe"],
              "found_axe": ICON["axe"], "whiskey": ICON["whiskey"], "bottle": ICON["whiskey"],
              "dried_fish": ICON["dried_fish"]}

#: sizes in board units: the board is 6 to 18 units wide, so at 800 pixels a unit is 45 to
#: 130 pixels; the only text on the board is the post's caption (tooltips and the panels carry
#: the rest), sized to stay readable as the valley grows: at least 13 pixels in 800
PLACE_R, BANK_OFFSET, PROSPECTOR_SIZE = 0.1, 0.2, 0.15
MARKER_SIZE, ANIMAL_SIZE, WORK_SIZE, ICE_SIZE, DIG_R = 0.085, 0.1, 0.085, 0.17, 0.09
WATER_HALF_WIDTH, CANAL_HALF_WIDTH = 0.11, 0.045
#: how far a marker sits from its spot's middle, towards a corner (or along the river)
SLOT_REACH, BANK_SLOT_ALONG, BANK_SLOT_OUT = 0.2, 0.25, 0.14
MARGIN, MIN_WIDTH, MIN_HEIGHT = 0.35, 6.0, 3.0
CAPTION, CAPTION_PIXELS = 0.2, 13 / 800
#: where a work stands at a river intersection: in the water, upstream of the crossing
WORK_UPSTREAM = 0.32
STATUS_KIND_WORDS = (("step", "move"), ("act", "take an action"), ("buy", "buy"), ("trade", "trade"),
                     ("whiskey", "drink a whiskey"), ("eat", "eat the dried fish"),
                     ("declare", "end the game"))
ACTION_KINDS = frozenset({"pan", "mine", "fish", "hunt", "chop", "event", "build", "canal"})


# -- geometry -----------------------------------------------------------------------------------------
def _xy(vertex) -> tuple[float, float]:
    """An intersection on screen: the table edge at the bottom."""
    x, y = lattice.point(vertex)
    return x, -y


def _r(value: float) -> float:
    return round(value, 2) + 0.0  # never "-0.0"


def _p(x: float, y: float) -> list[float]:
    return [_r(x), _r(y)]


def _polygon(points) -> list[list[float]]:
    return [_p(x, y) for x, y in points]


def _mean(points) -> tuple[float, float]:
    points = list(points)
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def _unit(dx: float, dy: float) -> tuple[float, float]:
    length = math.hypot(dx, dy) or 1.0
    return dx / length, dy / length


def _angle_vector(degrees: float) -> tuple[float, float]:
    """A lattice angle (counterclockwise, y up) as a screen vector (y down)."""
    return math.cos(math.radians(degrees)), -math.sin(math.radians(degrees))


def _face_points(face) -> list[tuple[float, float]]:
    return [_xy(v) for v in lattice.corners(face)]


def _face_id(face) -> str:
    return f"{face[0]},{face[1]},{face[2]}"


# -- the valley ---------------------------------------------------------------------------------------
def _symbols(half: dict, fish: bool = False) -> str:
    """A tile half's symbols in words: green and grey circles, game, "?" and fish."""
    words = []
    for key, word in (("green", "rivergold"), ("grey", "mountaingold")):
        n = int(half.get(key, 0))
        if n:
            words.append(f"{n} {word} circle{'s' if n > 1 else ''}")
    if half.get("game"):
        words.append("game")
    if half.get("event"):
        words.append('"?"')
    if half.get("fish") or fish:
        words.append("fish")
    return ", ".join(words) or "no symbols"


def _spot_tooltip(state, spot: str) -> str:
    """What a spot is, in a pupil's words: "The river's left bank: tundra; 1 rivergold
    circle", "Bear cave: forest; game", "Lake: fish", "The river: no fish"."""
    tile, _, part = spot.partition("/")
    if tile in RIVER_TILES and not part:
        return f"The river: {'fish' if RIVER_TILES[tile]['fish'] else 'no fish'}"
    half = half_of(spot)
    if part in BANKS:
        text = f"The river's {BANKS[part]} bank: {half['terrain']}; {_symbols(half)}"
    elif tile in TRIANGLES:
        text = f"{TRIANGLES[tile]['name']}: {half['terrain']}; {_symbols(half)}"
    else:
        text = f"{half['terrain'].capitalize()}: {_symbols(half)}"
    if spot in state.mines:
        text += "; a mine"
    return text


def _spot_space(state, spot: str, points) -> dict:
    """A clickable, see-through space over a spot's picture (a built mine shows on it)."""
    space = {"id": f"spot:{spot}", "shape": "polygon", "points": _polygon(points), "fill": CLEAR,
             "tooltip": _spot_tooltip(state, spot)}
    if spot in state.mines:
        space.update(icon=ICON["mine"], icon_size=0.24, icon_color=ICON_DARK)
    return space


def _decor(sid: str, points, fill: str, **extra) -> dict:
    return {"id": sid, "shape": "polygon", "points": _polygon(points), "fill": fill, "decor": True, **extra}


def _river_parts(diamond: dict) -> tuple[dict[str, list], list, tuple[float, float], tuple[float, float]]:
    """A river diamond's banks (the triangles either side of its long diagonal, by side), its
    water (a band along that diagonal), and the unit vectors upstream and to the right bank."""
    start, end = _xy(diamond["start"]), _xy(diamond["end"])
    right, left = _xy(diamond["right"]), _xy(diamond["left"])
    along = _unit(end[0] - start[0], end[1] - start[1])
    nx, ny = _unit(right[0] - (start[0] + end[0]) / 2, right[1] - (start[1] + end[1]) / 2)
    w = WATER_HALF_WIDTH
    water = [(start[0] + w * nx, start[1] + w * ny), (end[0] + w * nx, end[1] + w * ny),
             (end[0] - w * nx, end[1] - w * ny), (start[0] - w * nx, start[1] - w * ny)]
    return {"R": [start, right, end], "L": [start, left, end]}, water, along, (nx, ny)


def _bank_slots(points, side: str, along, normal) -> list[tuple[float, float]]:
    """Where the markers on a bank lie: up and down the river from its middle, and out
    towards its obtuse corner."""
    cx, cy = _mean(points)
    (ux, uy), (nx, ny) = along, normal
    out = BANK_SLOT_OUT if side == "R" else -BANK_SLOT_OUT
    return [(cx + BANK_SLOT_ALONG * ux, cy + BANK_SLOT_ALONG * uy),
            (cx - BANK_SLOT_ALONG * ux, cy - BANK_SLOT_ALONG * uy), (cx + out * nx, cy + out * ny)]


def _face_slots(points) -> list[tuple[float, float]]:
    """Where the markers on a land half or triangle lie: towards its corners, leaving the
    middle to its picture."""
    cx, cy = _mean(points)
    towards = [_unit(x - cx, y - cy) for x, y in points]
    return [(cx + SLOT_REACH * ux, cy + SLOT_REACH * uy) for ux, uy in towards]


def _tiles(state) -> tuple[list[dict], list[dict], dict[str, list]]:
    """(pictures, clickable spot spaces, each spot's marker slots)."""
    layout = state.layout
    decor, spaces, slots = [], [], {}
    for diamond in layout.diamonds:
        tile = diamond["tile"]
        banks, water, along, normal = _river_parts(diamond)
        for side, points in banks.items():
            half = RIVER_TILES[tile]["right" if side == "R" else "left"]
            decor.append(_decor(f"pic:{tile}/{side}", points, TERRAIN_FILLS[half["terrain"]]))
            spaces.append(_spot_space(state, f"{tile}/{side}", points))
            slots[f"{tile}/{side}"] = _bank_slots(points, side, along, normal)
        decor.append(_decor(f"pic:{tile}", water, WATER_FILL))
        spaces.append({"id": f"spot:{tile}", "shape": "polygon", "points": _polygon(water),
                       "fill": CLEAR, "tooltip": _spot_tooltip(state, tile)})
    for face, tile in sorted(layout.faces.items()):
        if face in layout.river_faces or tile in (POST_TILE, SPRING_TILE):
            continue
        points = _face_points(face)
        feature = FEATURE_ICONS.get(TRIANGLES.get(tile, {}).get("feature"))
        extra = {"icon": feature, "icon_size": 0.26, "icon_color": ICON_DARK} if feature else {}
        decor.append(_decor(f"pic:{tile}", points, TERRAIN_FILLS[half_of(tile)["terrain"]], **extra))
        spaces.append(_spot_space(state, tile, points))
        slots[tile] = _face_slots(points)
    return decor, spaces, slots


def _post_and_spring(state) -> list[dict]:
    """The waterfall post (also the place ``post``) and the spring once it is laid."""
    spaces = [{"id": "place:post", "shape": "polygon", "points": _polygon(_face_points(POST_FACE)),
               "fill": POST_FILL, "icon": ICON["post"], "icon_size": 0.3, "icon_color": ICON_DARK,
               "tooltip": "The waterfall trading post: everyone starts here, wares are bought here, "
                          f"and a prospector here with {END_MARKERS} gold markers may end the game"}]
    if state.layout.spring is not None:
        spaces.append({"id": "spring", "shape": "polygon",
                       "points": _polygon(_face_points(state.layout.spring)), "fill": SPRING_FILL,
                       "icon": ICON["spring"], "icon_size": 0.26, "icon_color": WATER_FILL,
                       "tooltip": "The spring: the river rises here, and the ice block sets out from it"})
    return spaces


def _canals(state) -> tuple[list[dict], list[dict]]:
    """Each canal: a blue band between the centres of its two faces (decoration) and a
    link along it, between two small decor discs at those centres."""
    decor, links = [], []
    for n, pair in enumerate(sorted(tuple(sorted(pair)) for pair in state.canals)):
        (ax, ay), (bx, by) = (_mean(_face_points(face)) for face in pair)
        nx, ny = _unit(by - ay, ax - bx)
        w = CANAL_HALF_WIDTH
        band = [(ax + w * nx, ay + w * ny), (bx + w * nx, by + w * ny),
                (bx - w * nx, by - w * ny), (ax - w * nx, ay - w * ny)]
        decor.append(_decor(f"canal:{n}", band, CANAL_FILL))
        ends = []
        for k, (x, y) in enumerate(((ax, ay), (bx, by))):
            ends.append(f"canal:{n}/{k}")
            decor.append({"id": ends[-1], "shape": "circle", "x": _r(x), "y": _r(y),
                          "r": CANAL_HALF_WIDTH, "fill": CANAL_FILL, "decor": True})
        links.append({"id": f"canal-{n}", "source": ends[0], "target": ends[1],
                      "tooltip": "A canal: it carries water from one tile to the other"})
    return decor, links


def _place_xy(state, place: str) -> tuple[float, float]:
    """Where a place is drawn: an intersection at its point, a river intersection's bank a
    little to its own side of the water, the post in the middle of its tile."""
    vertex, side = parse_place(place)
    if vertex is None:
        return _mean(_face_points(POST_FACE))
    x, y = _xy(vertex)
    if side is None or vertex not in state.layout.flow:
        return x, y
    upstream, downstream = state.layout.flow[vertex]
    left = upstream + ((downstream - upstream) % 360) / 2  # the middle of the left bank's edges
    dx, dy = _angle_vector(left if side == "L" else left + 180)
    return x + BANK_OFFSET * dx, y + BANK_OFFSET * dy


def _places(state, selected: set[str]) -> tuple[list[dict], dict[str, tuple[float, float]]]:
    """A small disc for every place a prospector can stand on (the post is its tile)."""
    spaces, where = [], {POST: _place_xy(state, POST)}
    for place in sorted(state.graph.nodes):
        if place == POST:
            continue
        x, y = where[place] = _place_xy(state, place)
        vertex, _ = parse_place(place)
        tip = place_words(state.layout, place).capitalize()
        work = state.works.get(vertex)
        if work:
            tip += f": a {work}"
        space = {"id": f"place:{place}", "shape": "circle", "x": _r(x), "y": _r(y),
                 "r": PLACE_R, "fill": PLACE_FILL, "tooltip": tip}
        if place in selected:
            space["selected"] = True
        spaces.append(space)
    return spaces, where


def _move_path(state) -> set[str]:
    """The places the move under way has passed through (marked on the board)."""
    task = state.decision
    if task and task[0] == "move" and len(task) > 4:
        return set(task[4])
    return set()


def _lay_candidates(state) -> dict[int, dict]:
    """While the mover chooses where the river goes: each sector on offer, with its faint
    diamond (named by its first face, through which it is laid)."""
    task = state.decision
    if not task or task[0] != "lay":
        return {}
    end = state.layout.river_end
    found = {}
    for action in state.legal_actions():
        if action.kind != "lay":
            continue
        diamond = lattice.diamond_from(end, action["sector"])
        points = [_xy(diamond[k]) for k in ("start", "right", "end", "left")]
        found[action["sector"]] = {
            "id": f"new:{_face_id(diamond['faces'][0])}", "shape": "polygon", "points": _polygon(points),
            "fill": CANDIDATE_FILL, "quiet": True,
            "tooltip": "The river could go on here: lay the next river diamond this way"}
    return found


def _dig_candidates(state) -> dict[int, dict]:
    """The canals on offer: a small disc in the middle of the edge between their two faces."""
    task = state.decision
    if not task or task[0] != "main" or state.is_over:
        return {}
    vertex, _ = parse_place(state.at[state.active])
    found = {}
    for action in state.legal_actions():
        if action.kind == "canal" and vertex is not None:
            k = action["sector"]
            x, y = _xy(vertex)
            dx, dy = _xy(lattice.step(vertex, k + 1))
            found[k] = {"id": f"dig:{k}", "shape": "circle", "x": _r((x + dx) / 2),
                        "y": _r((y + dy) / 2), "r": DIG_R, "fill": DIG_FILL, "quiet": True,
                        "tooltip": "Dig a canal here, joining the tiles either side of this edge (1 timber)"}
    return found


# -- pieces -------------------------------------------------------------------------------------------
def _spread(count: int, reach: float) -> list[tuple[float, float]]:
    """Offsets of ``count`` pieces sharing a place (only the post holds several)."""
    if count == 1:
        return [(0.0, 0.0)]
    return [(round(reach * math.cos(2 * math.pi * k / count - math.pi / 2), 2),
             round(reach * math.sin(2 * math.pi * k / count - math.pi / 2), 2)) for k in range(count)]


def _prospectors(state) -> list[dict]:
    together: dict[str, list[int]] = {}
    for p, place in enumerate(state.at):
        together.setdefault(place, []).append(p)
    pieces = []
    for place, here in together.items():
        for p, (dx, dy) in zip(here, _spread(len(here), 0.17), strict=True):
            name = state.game.player_name(p)
            piece = {"id": f"prospector-{p}", "at": f"place:{place}", "kind": "prospector",
                     "shape": "circle", "color": state.game.player_colors[p], "icon": ICON["prospector"],
                     "size": PROSPECTOR_SIZE,
                     "tooltip": f"{name}'s prospector, at {place_words(state.layout, place)}"}
            if dx or dy:
                piece.update(dx=dx, dy=dy)
            pieces.append(piece)
    pieces.sort(key=lambda piece: piece["id"])
    return pieces


def _marker_piece(spot: str, n: int, marker: tuple, slot: tuple[float, float],
                  centre: tuple[float, float]) -> dict:
    """One round marker on a spot. Face down it shows its kind only, by colour (no "?" on it:
    at a marker's size, a letter would be too small to read once the valley is wide). Only
    an animal that got away lies face up, with its picture."""
    kind, value, face_up = marker
    piece = {"id": f"m-{spot}-{n}", "at": f"spot:{spot}", "shape": "circle", "size": MARKER_SIZE,
             "dx": _r(slot[0] - centre[0]), "dy": _r(slot[1] - centre[1])}
    if kind in GOLD_COLORS:
        worth = "1 or 2" if kind == "river" else "3 or 4"
        piece.update(kind=GOLD_WORDS[kind], color=GOLD_COLORS[kind],
                     tooltip=f"A {GOLD_WORDS[kind]} marker, face down ({worth} nuggets)")
    elif kind == "animal" and face_up:
        piece.update(kind="animal", color=SEEN_ANIMAL_COLOR, size=ANIMAL_SIZE, label=value,
                     tooltip=f"A {value}, which got away from a hunter: {ANIMALS[value][1]} food")
        if value in ICON:
            piece.update(icon=ICON[value], icon_color=ICON_DARK)
    elif kind == "animal":
        piece.update(kind="animal", color=ANIMAL_COLOR, size=ANIMAL_SIZE,
                     tooltip="An animal marker, face down: hunt it to find out which")
    else:
        piece.update(kind="event", color=EVENT_COLOR, size=ANIMAL_SIZE,
                     tooltip="An event marker, face down")
    return piece


def _markers(state, spaces: dict[str, dict], slots: dict[str, list]) -> list[dict]:
    pieces = []
    for spot in sorted(state.markers):
        space = spaces.get(f"spot:{spot}")
        if space is None:
            continue
        centre = _mean(space["points"])
        places = slots.get(spot) or [centre]
        for n, marker in enumerate(state.markers[spot]):
            pieces.append(_marker_piece(spot, n, marker, places[n % len(places)], centre))
    return pieces


def _works(state, where: dict[str, tuple[float, float]]) -> list[dict]:
    """A work at an intersection: a small square beside its place, or at a river
    intersection in the water just upstream of it, between the two banks."""
    pieces = []
    for vertex, work in sorted(state.works.items()):
        name = place_name(vertex)
        if vertex in state.layout.flow:
            anchor = place_name(vertex, "L")
            x, y = _xy(vertex)
            ux, uy = _angle_vector(state.layout.flow[vertex][0])
            x, y = x + WORK_UPSTREAM * ux, y + WORK_UPSTREAM * uy
        else:
            anchor = name
            x, y = where.get(name, _xy(vertex))
            x, y = x + 0.14, y - 0.14
        ax, ay = where.get(anchor, _xy(vertex))
        pieces.append({"id": f"work-{name}", "at": f"place:{anchor}", "kind": "work", "shape": "square",
                       "color": WORK_COLOR, "icon": ICON.get(work, ICON["mine"]), "icon_color": ICON_DARK,
                       "size": WORK_SIZE, "dx": _r(x - ax), "dy": _r(y - ay),
                       "tooltip": f"A {work} at {place_words(state.layout, name)}"})
    return pieces


def _ice(state) -> list[dict]:
    """The ice block: on the spring, then on the river diamond it drifted to; on the post once
    it got there (which ends the game)."""
    if state.ice is None:
        return []
    river = state.layout.river
    piece = {"id": "ice", "kind": "ice", "shape": "square", "color": ICE_COLOR, "icon": ICON["ice"],
             "icon_color": WATER_FILL, "size": ICE_SIZE}
    if state.ice >= len(river) and state.layout.spring is not None:
        return [{**piece, "at": "spring", "tooltip": "The ice block, on the spring"}]
    if state.ice < 0:
        return [{**piece, "at": "place:post", "dx": 0.25, "dy": -0.25,
                 "tooltip": "The ice block reached the waterfall post"}]
    more = f"{state.ice} more river diamond{'s' if state.ice != 1 else ''} between it and the post"
    return [{**piece, "at": f"spot:{river[state.ice][2]}",
             "tooltip": f"The ice block, on the river: {more}" if state.ice else
             "The ice block, on the river diamond next to the post"}]


# -- panels -------------------------------------------------------------------------------------------
def shows_bag(state, p: int, viewer) -> bool:
    """Whose nuggets a view shows: the viewer's own, or on the hot-seat screen (``viewer``
    None) those of the player deciding now; everyone's once the game is over."""
    if state.is_over:
        return True
    return p == viewer if viewer is not None else p == state.to_move


def _count_words(counts: Counter, words: dict) -> str:
    return ", ".join(f"{counts[key]} {word}" for key, word in words.items() if counts[key])


def _bag_items(state, p: int, viewer) -> list[dict]:
    """Everyone sees how many gold markers of each kind a bag holds; only the owner (and
    everyone at the end) sees their values, in a ``secret`` line that a shared screen covers."""
    bag = state.bags[p]
    kinds = Counter(kind for kind, _ in bag)
    items = [{"id": f"p{p}-bag", "label": f"Gold markers: {_count_words(kinds, GOLD_WORDS)}" if bag
              else "No gold markers yet", "icon": ICON["gold"], "color": "#f2c230", "count": len(bag),
              "muted": not bag,
              "tooltip": f"Bring {END_MARKERS} to the waterfall post to end the game; the most nuggets wins"}]
    if bag and shows_bag(state, p, viewer):
        values = "; ".join(f"{GOLD_WORDS[kind]} " + " + ".join(str(v) for k, v in bag if k == kind)
                           for kind in GOLD_WORDS if kinds[kind])
        item = {"id": f"p{p}-nuggets", "label": f"Nuggets in the bag: {state.nuggets(p)} ({values})",
                "icon": ICON["gold"], "color": "#f2c230"}
        if not state.is_over:
            item["secret"] = True
        items.append(item)
    return items


def _load_words(state, p: int) -> str:
    food, tools, timber = state.packs[p][:3]
    carts = sum(1 for item in state.gear[p] if item == "cart")
    load = food * SPACE["food"] + tools * SPACE["tools"] + timber * SPACE["timber"]
    return (f"Backpack: {load} of {BACKPACK + CART_SPACE * carts} spaces; "
            f"gear: {len(state.gear[p])} of {GEAR}")


def _phase_words(state) -> str:
    phases = tuple(state.phases)
    moves, actions = phases[0], phases[1]
    words = [f"{moves} move{'s' if moves != 1 else ''}", f"{actions} action{'s' if actions != 1 else ''}"]
    text = "This turn: " + " and ".join(words) + " left"
    if len(phases) > 2 and phases[2]:
        text += "; whiskey drunk"
    if len(phases) > 3 and phases[3]:
        text += "; traded"
    return text


def _items_words(items) -> str:
    """The items of a trade offer: "2 food, a rivergold marker, 2 × horse"."""
    words = []
    for item, n in Counter(items).items():
        name = TRADE_ITEMS.get(item, item)
        if item in MATERIALS:
            words.append("1 tool" if (item, n) == ("tools", 1) else f"{n} {name}")
        elif item in GOLD_WORDS:
            words.append(name if n == 1 else f"{n} {GOLD_WORDS[item]} markers")
        elif n > 1:
            words.append(f"{n} × {name}")
        else:
            words.append(f"{'an' if name[0] in 'aeiou' else 'a'} {name}")
    return ", ".join(words)


def _player_panel(state, p: int, viewer) -> dict:
    name, color = state.game.player_name(p), state.game.player_colors[p]
    items = [{"id": f"p{p}-where", "label": f"At {place_words(state.layout, state.at[p])}", "color": color,
              "icon": ICON["prospector"]}]
    if p == state.active and not state.is_over:
        items.append({"id": f"p{p}-phases", "label": _phase_words(state),
                      "tooltip": "A turn has one move, one action and one trade, in any order; a "
                                 "whiskey buys one more move or action"})
    for material, n in zip(MATERIALS, state.packs[p], strict=False):
        items.append({"id": f"p{p}-{material}", "label": material.capitalize(), "count": n, "muted": not n,
                      "icon": ICON[material], "color": MATERIAL_COLORS[material]})
    items.append({"id": f"p{p}-load", "label": _load_words(state, p), "icon": ICON["backpack"],
                  "tooltip": "Checked at the end of the turn: timber takes two spaces, a cart gives "
                             "four more"})
    gear = Counter(state.gear[p])
    for item in sorted(gear):
        line = {"id": f"p{p}-gear-{item}", "label": ITEM_NAMES.get(item, item).capitalize(),
                "count": gear[item], "color": "#fff3d6"}
        if item in GEAR_ICONS:
            line["icon"] = GEAR_ICONS[item]
        items.append(line)
    items += _bag_items(state, p, viewer)
    if state.winners and p in state.winners:
        items.append({"id": f"p{p}-won", "label": "Winner!", "color": color, "icon": ICON["gold"]})
    return {"id": f"player-{p}", "title": name + (" (you)" if viewer == p else ""), "color": color,
            "active": state.to_move == p, "items": items}


def _ice_words(state) -> str:
    if state.ice is None:
        return "Ice block: not in play until the spring is laid"
    if state.ice < 0:
        return "Ice block: it reached the waterfall post"
    if state.ice >= len(state.layout.river):
        return f"Ice block: on the spring, {state.ice} river diamonds above the post"
    return f"Ice block: {state.ice} river diamond{'s' if state.ice != 1 else ''} above the post"


def _supply_panel(state) -> dict:
    """What everyone may see of the supply: the ice, the sizes of the face-down decks and
    stacks, the works and the wares left."""
    items = [{"id": "supply-ice", "label": _ice_words(state), "icon": ICON["ice"], "color": ICE_COLOR,
              "tooltip": "Every turn a 5 or 6 moves the ice one river diamond downstream; when it "
                         "reaches the post the game ends"}]
    decks = (("river", "River diamonds"), ("land", "Land diamonds"), ("triangle", "Land triangles"))
    for deck, words in decks:
        n = len(state.decks.get(deck, ()))
        items.append({"id": f"supply-deck-{deck}", "label": f"{words} to explore", "count": n, "muted": not n,
                      "icon": ICON["decks"]})
    for kind, words in (("river", "Rivergold"), ("mountain", "Mountaingold"), ("animal", "Animal"),
                        ("event", "Event")):
        n = len(state.supply.get(kind, ()))
        line = {"id": f"supply-stack-{kind}", "label": f"{words} markers, face down", "count": n,
                "muted": not n, "icon": ICON["markers"]}
        if kind in GOLD_COLORS:
            line.update(icon=ICON["gold"], color=GOLD_COLORS[kind])
        items.append(line)
    for work in WORKS:
        n = state.works_left.get(work, 0)
        items.append({"id": f"supply-work-{work}", "label": f"{work.capitalize()}s to build", "count": n,
                      "muted": not n, "icon": ICON.get(work)})
    for ware in WARES:
        n = state.wares.get(ware, 0)
        line = {"id": f"supply-ware-{ware}", "label": WARE_NAMES[ware].capitalize(), "count": n,
                "muted": not n, "color": "#fff3d6"}
        if ware in GEAR_ICONS:
            line["icon"] = GEAR_ICONS[ware]
        items.append(line)
    return {"id": "supply", "title": f"Supply, turn {state.turn}", "color": SUPPLY_COLOR, "active": False,
            "items": items}


def _panels(state, viewer) -> list[dict]:
    return [_player_panel(state, p, viewer) for p in range(state.game.players)] + [_supply_panel(state)]


# -- the status line ------------------------------------------------------------------------------------
def _or(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " or " + words[-1]


def _main_words(state, name: str) -> str:
    kinds = {"act" if action.kind in ACTION_KINDS else action.kind for action in state.legal_actions()}
    words = [text for kind, text in STATUS_KIND_WORDS if kind in kinds]
    return f"{name}: {_or([*words, 'end the turn'])}."


def _move_words(state, name: str) -> str:
    task = state.decision
    mode, left = task[1], task[3]
    verb = {"foot": "walking", "horse": "riding", "boat": "rowing"}.get(mode, "moving")
    steps = any(action.kind == "step" for action in state.legal_actions())
    more = f" ({left} more edge{'s' if left != 1 else ''} allowed)" if left else ""
    if STOP in state.legal_actions():
        return f"{name} is {verb}{more}: click the next place, or stop here."
    if steps:
        return f"{name} is {verb}{more} and cannot stop on an occupied place: click the next place."
    return f"{name} is {verb}."


def _pay_words(state, name: str) -> str:
    task = state.decision
    ware, shop, nuggets, x = task[2], task[3], task[4], task[5]
    owed = []
    if nuggets:
        owed.append(f"{nuggets} nugget{'s' if nuggets != 1 else ''} in gold")
    if x:
        owed.append(f"{x} more (a raw material or a ware)" if shop == "barter"
                    else f"{x} more (a nugget, a raw material or a ware)")
    where = {"still": "moonshine still", "barter": "moonshine still, in kind"}.get(shop, "trading post")
    return f"{name} is buying {a_ware(ware)} at the {where}: pay {' and '.join(owed)}."


def _offer_words(state, name: str) -> str:
    task = state.decision
    partner, give, ask = state.game.player_name(task[2]), task[3], task[4]
    offer = f"giving {_items_words(give) or 'nothing yet'}, asking {_items_words(ask) or 'nothing yet'}"
    return f"{name} is making {partner} an offer ({offer}): add to it, make it, or withdraw."


def _answer_words(state, name: str) -> str:
    task = state.decision
    offerer, give, ask = state.game.player_name(task[2]), task[3], task[4]
    return (f"{name}: {offerer} offers {_items_words(give) or 'nothing'} for "
            f"{_items_words(ask) or 'nothing'}. Accept or decline?")


def _limits_words(state, name: str) -> str:
    p = state.decision[1]
    return f"{name} is over the limits ({_load_words(state, p).lower()}): discard one item at a time."


def _over_words(state) -> str:
    result = state.result()
    names = " and ".join(state.game.player_name(p) for p in result["winners"])
    best = result["scores"][result["winners"][0]]
    verb = "wins" if len(result["winners"]) == 1 else "share the win"
    return f"{result['reason'] or 'The game is over.'} {names} {verb} with {best} nuggets."


def _status(state) -> str:
    if state.is_over:
        return _over_words(state)
    name = state.game.player_name(state.to_move)
    kind = state.decision[0]
    words = {
        "main": _main_words, "move": _move_words, "pay": _pay_words, "offer": _offer_words,
        "answer": _answer_words, "limits": _limits_words,
        "lay": lambda s, n: f"{n}: where does the river go? Click one of the faint diamonds.",
        "pick_event": lambda s, n: f"{n} looks through the event markers: take one.",
        "shop": lambda s, n: f"{n}: buy another ware, or buy nothing more.",
    }.get(kind)
    if words is None:
        return f"{name} to decide."
    return words(state, name)


# -- targets and the whole view ----------------------------------------------------------------------
def target_element(state, action, elements: set[str]) -> str:
    """The element a player clicks for ``action`` (a button when there is none on the board):
    a step on the place it leads to, a river diamond on its faint diamond, an action on its
    spot, a fishtrap or sawmill on the builder's place, a canal on its edge."""
    kind = action.kind
    element = "button"
    if kind == "step" and state.decision[0] in ("main", "move"):
        exit_ = state.exits(state.at[state.active]).get(action["dir"])
        if exit_ is not None:
            element = f"space:place:{exit_[0]}"
    elif kind == "lay":
        face = lattice.diamond_from(state.layout.river_end, action["sector"])["faces"][0]
        element = f"space:new:{_face_id(face)}" if face is not None else "button"
    elif kind == "canal":
        element = f"space:dig:{action['sector']}"
    elif kind in ACTION_KINDS and action.get("spot") is not None:
        element = f"space:spot:{action['spot']}"
    elif kind == "build":
        element = f"space:place:{state.at[state.active]}"
    return element if element in elements else "button"


def _targets(state, viewer, elements: set[str]) -> list[dict]:
    """The moves on offer, for the player who decides (any view but another player's)."""
    if state.is_over or (viewer is not None and viewer != state.to_move):
        return []
    return [{"id": f"t{n}", "on": target_element(state, action, elements), "label": str(action),
             "action": action.to_json()} for n, action in enumerate(state.legal_actions())]


def _viewbox(spaces: list[dict]) -> list[float]:
    """The valley's extent and a margin, at least MIN_WIDTH by MIN_HEIGHT, never taller than wide."""
    xs, ys = [], []
    for space in spaces:
        if space["shape"] == "polygon":
            xs += [p[0] for p in space["points"]]
            ys += [p[1] for p in space["points"]]
    x0, x1, y0, y1 = min(xs) - MARGIN, max(xs) + MARGIN, min(ys) - MARGIN, max(ys) + MARGIN
    width = max(MIN_WIDTH, x1 - x0)
    height = max(MIN_HEIGHT, y1 - y0)
    width = max(width, height)
    left = (x0 + x1) / 2 - width / 2
    top = y1 - height  # the table edge stays at the bottom
    return [round(left, 2), round(top, 2), round(width, 2), round(height, 2)]


def _post_caption(viewbox: list[float]) -> dict:
    """"Waterfall post" beyond the table edge, under the post; the viewbox grows to hold it
    when the valley is so wide that the caption outgrows the margin."""
    size = _r(max(CAPTION, viewbox[2] * CAPTION_PIXELS))
    y = _r(0.1 + size / 2)
    bottom = viewbox[1] + viewbox[3]
    if bottom < y + size / 2 + 0.05:
        viewbox[3] = _r(y + size / 2 + 0.05 - viewbox[1])
    return {"id": "caption-post", "shape": "text", "x": 0.5, "y": y, "label": "Waterfall post",
            "size": size, "decor": True}


def build_view(state, viewer: int | None = None) -> dict:
    """The board part of the view (``State.view`` adds ``recent``, ``waiting`` and roles)."""
    players = state.game.players
    if viewer is not None and (isinstance(viewer, bool) or viewer not in range(players)):
        raise GameConfigError(f"viewer must be None or a seat from 0 to {players - 1}, not {viewer!r}.")
    decor, spot_spaces, slots = _tiles(state)
    canal_decor, links = _canals(state)
    place_spaces, where = _places(state, _move_path(state))
    spaces = [*decor, *canal_decor, *spot_spaces, *_post_and_spring(state),
              *_lay_candidates(state).values(), *_dig_candidates(state).values(), *place_spaces]
    viewbox = _viewbox(spaces)
    spaces.append(_post_caption(viewbox))
    by_id = {space["id"]: space for space in spaces}
    elements = {f"space:{sid}" for sid, space in by_id.items() if not space.get("decor")}
    pieces = [*_prospectors(state), *_works(state, where), *_ice(state), *_markers(state, by_id, slots)]
    over = state.is_over
    return {
        "schema": VIEW_SCHEMA, "game": state.game.name, "title": state.game.title,
        "viewer": viewer, "viewbox": viewbox,
        "spaces": spaces,
        "links": links,
        "pieces": pieces,
        "panels": _panels(state, viewer),
        "targets": _targets(state, viewer, elements),
        # the nuggets are secret until the end: the chips show scores only then
        "players": [{"index": p, "name": state.game.player_name(p), "color": state.game.player_colors[p],
                     "to_move": state.to_move == p, **({"score": state.nuggets(p)} if over else {})}
                    for p in range(players)],
        "status": _status(state),
        "log": state.log,
        "over": over,
        "error": None,
    }


# -- what a click means -----------------------------------------------------------------------------
SPOT_NAMES = frozenset(SPOTS)


def _spot_candidates(state, spot: str) -> list:
    """The actions a click on ``spot`` may mean, the likeliest first: what its markers and
    terrain offer (gold to pan or mine, an animal, an event, a tree, fish)."""
    tile = spot.partition("/")[0]
    if tile in RIVER_TILES and "/" not in spot:
        return [FISH[spot]]
    kinds = {marker[0] for marker in state.markers.get(spot, ())}
    terrain = half_of(spot)["terrain"]
    found = []
    if "river" in kinds:
        found.append(PAN[spot])
    if "mountain" in kinds:
        found += [action for action in MINE.values() if action["spot"] == spot]
    if "animal" in kinds:
        found.append(HUNT[spot])
    if "event" in kinds or TRIANGLES.get(spot, {}).get("event"):
        found += [EVENT[spot, pay] for pay in EVENT_PAYMENTS]
    if terrain == "lake":
        found.append(FISH[spot])
    if terrain == "forest":
        found.append(CHOP[spot])
    if terrain == "mountain" and spot not in state.mines:
        found.append(BUILD_MINE[spot])
    return found


def _place_action(state, place: str):
    """A click on a place: the step there (by the first way of moving on offer), stopping
    or building where the prospector stands."""
    kind = state.decision[0]
    here = state.at[state.active]
    if kind not in ("main", "move"):
        return None
    if place == here:
        if kind == "move":
            return STOP
        return first_legal(state, [BUILD["fishtrap"], BUILD["sawmill"]])
    directions = [d for d, (there, _) in sorted(state.exits(here).items()) if there == place]
    candidates = [STEP[d, mode] for d in directions for mode in MODES]
    return first_legal(state, candidates) if candidates else None


def intended_action(state, element: str):
    """What a click on ``element`` asks for now, legal or not (see ``State.action_at``).

    A place is the step onto it (or stopping, or building, where the prospector stands); a
    spot is the action its markers and terrain suggest (the first on offer there); a faint
    diamond lays the river that way; a canal's disc digs it. Anything else means no move,
    and the widget points at the highlighted ones.
    """
    if not isinstance(element, str) or state.is_over:
        return None
    where, _, name = element.partition(":")
    if where != "space":
        return None
    kind, _, rest = name.partition(":")
    if kind == "place" and rest in state.graph:
        return _place_action(state, rest)
    if kind == "spot" and rest in SPOT_NAMES:
        if state.decision[0] != "main":
            return None
        legal = [action for action in state.legal_actions() if action.get("spot") == rest]
        if legal:
            return legal[0]
        candidates = _spot_candidates(state, rest)
        return candidates[0] if candidates else None
    if kind == "new":
        for sector in range(6):
            face = lattice.diamond_from(state.layout.river_end, sector)["faces"][0]
            if face is not None and _face_id(face) == rest:
                return LAY[sector]
        return None
    if kind == "dig" and rest.isdigit() and int(rest) < 6:
        return CANAL[int(rest)]
    return None
