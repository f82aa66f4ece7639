"""Lost Valley's view: what the board widget, the SVG picture and the plotly figure draw.

Board units are lattice units (``lattice.point``: one edge of a triangle is one unit), with
``y`` turned over (``y = -point(v)[1]``) so that the table edge, where the waterfall post
stands, runs along the bottom. The valley grows as it is explored, and so does the viewbox.
Colours, pictures and sizes are data of their own (``looks``), the panels too (``panels``).

The valley is drawn as a landscape. Every land half or triangle is a clickable **spot**
(the name the actions use: ``spot:L07/0``, ``spot:T03``) filled by its terrain, with the
terrain's picture in its middle (a pine for forest, peaks for mountains, reeds for the
tundra, lily pads for a lake; a triangle's feature, or a mine once built, instead). A river
diamond is its two banks, each side of its long diagonal, with the water between them: deep
blue, joined from diamond to diamond, falling over the table edge beside the waterfall
post. Each bank's spot (``spot:R02/L``, ``spot:R02/R``) is the bank beside the water with
its acute tips left to the picture underneath, where the river intersection's places stand,
so that the middle of its box lies on the bank; the water is the spot ``spot:R02``. A canal
is a short blue channel across the edge it opens. Over all that, a small pale disc for
every **place** a prospector can stand on (``place:3,2``; a river intersection's banks
``place:3,2/L`` and ``place:3,2/R`` drawn apart, each on its own side of the water; the
post tile itself is ``place:post``). The only text on the board is the post's caption,
under the table edge and beside the waterfall: tooltips and the panels carry the rest.

Pieces: the prospectors (twice a place's size, each with its owner), the round markers lying
on the spots (gold as a green or grey disc, animals and events face down as brown and purple
discs, a face-up animal with its picture), the works at the intersections and the ice block.
A face-down marker's value never appears in the view; the nuggets in a gold bag show only on
its owner's screen (``view(p)``), as a ``secret`` item. ``view(None)`` is the onlooker's view,
what everyone at the table knows (the projector, a hot-seat screen while it is covered, a
picture of a position): it shows how many gold markers of each kind every bag holds, never
their values, and offers no moves. Once the game is over every bag is shown, in every view.

Targets go to the player who decides (only on that player's own screen), one per legal
action: a step on the place it leads to, a river diamond on a faint candidate diamond
(``new:a,b,k``, named by the face through which it is laid), an action on its spot, a
fishtrap or sawmill on the builder's own place, a canal on a small candidate disc in the
middle of the edge between its two faces (``dig:k``), and everything else on a button.
Every clickable space has a real fill, so that the ring of a move on offer is drawn on it.
"""
from __future__ import annotations

import itertools
import math

from ...core.view import VIEW_SCHEMA, check_viewer, first_legal, player_chips, view_targets
from ..endings import lowered, who_won
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
)
from .board import MOUTH, POST, POST_FACE, POST_TILE, SPRING_TILE, parse_place, place_name
from .components import ANIMALS, END_MARKERS, RIVER_TILES, TRIANGLES, a_ware, half_of
from .looks import (
    ANIMAL_COLOR,
    AT_POST,
    AT_POST_REACH,
    BANK_ICON,
    BANK_OFFSET,
    BANK_REACH,
    BANK_SLOT_ALONG,
    BANK_SLOT_OUT,
    CANAL_FILL,
    CANAL_HALF_WIDTH,
    CANAL_REACH,
    CANDIDATE_FILL,
    CAPTION,
    CAPTION_EMS,
    CAPTION_FRAME,
    CAPTION_PIXELS,
    CAPTION_TOP,
    DARK,
    DIG_FILL,
    DIG_R,
    EVENT_COLOR,
    FALL_DEPTH,
    FEATURE_ICON,
    FEATURE_ICONS,
    GOLD_COLORS,
    ICE_COLOR,
    ICE_SIZE,
    ICON,
    ICON_DARK,
    MARGIN,
    MARKER_SIZE,
    MIN_HEIGHT,
    MIN_WIDTH,
    MINE_ICON,
    PLACE_FILL,
    PLACE_R,
    POST_FILL,
    POST_ICON,
    POST_ICON_COLOR,
    PROSPECTOR_SIZE,
    SEEN_ANIMAL_COLOR,
    SIDE_ASPECT,
    SLOT_REACH,
    SPRING_FILL,
    SPRING_ICON,
    SPRING_ICON_COLOR,
    TERRAIN_FILLS,
    TERRAIN_ICON_COLORS,
    TERRAIN_ICONS,
    TILE_ICON,
    WATER_FILL,
    WATER_HALF_WIDTH,
    WORK_BESIDE,
    WORK_COLOR,
    WORK_SIZE,
    WORK_UPSTREAM,
)
from .panels import GOLD_WORDS, backpack_words, items_words, panels
from .places import BANKS, place_words

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


def _band(a: tuple[float, float], b: tuple[float, float], half_width: float) -> list[tuple[float, float]]:
    """A straight band from ``a`` to ``b``, ``half_width`` either side of the line."""
    nx, ny = _unit(b[1] - a[1], a[0] - b[0])
    w = half_width
    return [(a[0] + w * nx, a[1] + w * ny), (b[0] + w * nx, b[1] + w * ny),
            (b[0] - w * nx, b[1] - w * ny), (a[0] - w * nx, a[1] - w * ny)]


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


def _spot_space(state, spot: str, points, icon_size: float) -> dict:
    """A spot as the picture of its ground: filled by its terrain, with the terrain's picture
    in its middle (a triangle's feature instead, and a mine once one is built)."""
    terrain = half_of(spot)["terrain"]
    feature = FEATURE_ICONS.get(TRIANGLES.get(spot, {}).get("feature"))
    icon, size = (feature, FEATURE_ICON) if feature else (TERRAIN_ICONS[terrain], icon_size)
    if spot in state.mines:
        icon, size = ICON["mine"], MINE_ICON
    return {"id": f"spot:{spot}", "shape": "polygon", "points": _polygon(points),
            "fill": TERRAIN_FILLS[terrain], "icon": icon, "icon_size": size,
            "icon_color": TERRAIN_ICON_COLORS[terrain], "tooltip": _spot_tooltip(state, spot)}


def _decor(sid: str, points, fill: str, **extra) -> dict:
    return {"id": sid, "shape": "polygon", "points": _polygon(points), "fill": fill, "decor": True, **extra}


def _river_parts(diamond: dict) -> dict:
    """A river diamond's parts on screen: its ``water`` (a band along the long diagonal, pointed
    where it runs into the diamond's acute tips); for
    each bank (``"L"``, ``"R"``) its whole triangle (``picture``), the part of it a click
    takes (``spot``: beside the water, up to BANK_REACH either way from the middle) and where
    its markers lie (``slots``, along the water)."""
    start, end = _xy(diamond["start"]), _xy(diamond["end"])
    mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    half = math.dist(start, end) / 2
    ux, uy = _unit(end[0] - start[0], end[1] - start[1])
    w, taper = WATER_HALF_WIDTH, WATER_HALF_WIDTH * math.sqrt(3)  # the tips are 60 degrees
    nx, ny = -uy, ux
    parts = {"water": [start, (start[0] + taper * ux + w * nx, start[1] + taper * uy + w * ny),
                       (end[0] - taper * ux + w * nx, end[1] - taper * uy + w * ny), end,
                       (end[0] - taper * ux - w * nx, end[1] - taper * uy - w * ny),
                       (start[0] + taper * ux - w * nx, start[1] + taper * uy - w * ny)]}
    for side in ("R", "L"):
        corner = _xy(diamond["right" if side == "R" else "left"])
        out = math.dist(mid, corner)
        nx, ny = _unit(corner[0] - mid[0], corner[1] - mid[1])

        def at(along: float, off: float, nx=nx, ny=ny) -> tuple[float, float]:
            return mid[0] + along * ux + off * nx, mid[1] + along * uy + off * ny

        reach = BANK_REACH
        edge = out * (1 - reach / half)  # the tile's edge, BANK_REACH from the middle
        parts[side] = {
            "picture": [start, corner, end],
            "spot": [at(-reach, w), at(reach, w), at(reach, edge), corner, at(-reach, edge)],
            "slots": [at(-BANK_SLOT_ALONG, BANK_SLOT_OUT), at(BANK_SLOT_ALONG, BANK_SLOT_OUT),
                      at(0, BANK_SLOT_OUT)]}
    return parts


def _face_slots(points) -> list[tuple[float, float]]:
    """Where the markers on a land half or triangle lie: towards its corners, leaving the
    middle to its picture."""
    cx, cy = _mean(points)
    towards = [_unit(x - cx, y - cy) for x, y in points]
    return [(cx + SLOT_REACH * ux, cy + SLOT_REACH * uy) for ux, uy in towards]


def _waterfall(state) -> list[dict]:
    """The river falling over the table edge at the mouth, beside the post, once it is laid."""
    if not state.layout.river:
        return []
    x, w = _xy(MOUTH)[0], WATER_HALF_WIDTH
    fall = [(x - w, 0.0), (x + w, 0.0), (x + 1.3 * w, FALL_DEPTH), (x - 1.3 * w, FALL_DEPTH)]
    return [_decor("waterfall", fall, WATER_FILL,
                   tooltip="The waterfall: the river falls over the table edge here")]


def _tiles(state) -> tuple[list[dict], list[dict], dict[str, list]]:
    """(pictures underneath, clickable spot spaces, each spot's marker slots)."""
    layout = state.layout
    decor, spaces, slots = [], [], {}
    for diamond in layout.diamonds:
        tile = diamond["tile"]
        parts = _river_parts(diamond)
        for side in ("R", "L"):
            terrain = RIVER_TILES[tile]["right" if side == "R" else "left"]["terrain"]
            decor.append(_decor(f"pic:{tile}/{side}", parts[side]["picture"], TERRAIN_FILLS[terrain]))
            spaces.append(_spot_space(state, f"{tile}/{side}", parts[side]["spot"], BANK_ICON))
            slots[f"{tile}/{side}"] = parts[side]["slots"]
        spaces.append({"id": f"spot:{tile}", "shape": "polygon", "points": _polygon(parts["water"]),
                       "fill": WATER_FILL, "tooltip": _spot_tooltip(state, tile)})
    decor += _waterfall(state)
    for face, tile in sorted(layout.faces.items()):
        if face in layout.river_faces or tile in (POST_TILE, SPRING_TILE):
            continue
        points = _face_points(face)
        spaces.append(_spot_space(state, tile, points, TILE_ICON))
        slots[tile] = _face_slots(points)
    return decor, spaces, slots


def _post_and_spring(state) -> list[dict]:
    """The waterfall post (also the place ``post``) and the spring once it is laid."""
    spaces = [{"id": "place:post", "shape": "polygon", "points": _polygon(_face_points(POST_FACE)),
               "fill": POST_FILL, "icon": ICON["post"], "icon_size": POST_ICON, "icon_color": POST_ICON_COLOR,
               "tooltip": "The waterfall trading post: everyone starts here, wares are bought here, "
                          f"and a prospector here with {END_MARKERS} gold markers may end the game"}]
    if state.layout.spring is not None:
        spaces.append({"id": "spring", "shape": "polygon",
                       "points": _polygon(_face_points(state.layout.spring)), "fill": SPRING_FILL,
                       "icon": ICON["spring"], "icon_size": SPRING_ICON, "icon_color": SPRING_ICON_COLOR,
                       "tooltip": "The spring: the river rises here, and the ice block sets out from it"})
    return spaces


def _canals(state) -> list[dict]:
    """Each canal: a short blue channel across the edge between its two faces."""
    spaces = []
    for n, pair in enumerate(sorted(tuple(sorted(pair)) for pair in state.canals)):
        (ax, ay), (bx, by) = (_mean(_face_points(face)) for face in pair)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        ux, uy = _unit(bx - ax, by - ay)
        reach = CANAL_REACH
        channel = _band((mx - reach * ux, my - reach * uy), (mx + reach * ux, my + reach * uy),
                        CANAL_HALF_WIDTH)
        spaces.append({"id": f"canal:{n}", "shape": "polygon", "points": _polygon(channel),
                       "fill": CANAL_FILL, "tooltip": "A canal: it carries water from one tile to the other"})
    return spaces


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


def lift_recent(view: dict) -> dict:
    """Draw the spots and places the latest move changed last among their neighbours. The
    valley's tiles touch, and the widget draws a space's amber mark under the space: a
    neighbour drawn after it would cover the mark's outer half."""
    recent = {element[len("space:"):] for element in view.get("recent", ()) if element.startswith("space:")}
    if recent:
        spaces = []
        for kind, run in itertools.groupby(view["spaces"], key=lambda space: space["id"].split(":")[0]):
            run = list(run)
            if kind in ("spot", "place"):
                run.sort(key=lambda space: space["id"] in recent)
            spaces += run
        view["spaces"] = spaces
    return view


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
def _offsets(place: str, count: int) -> list[tuple[float, float]]:
    """Where ``count`` prospectors on ``place`` stand, from its middle. An intersection holds
    one; at the post they stand towards the middles of its edges, away from its corners (the
    places a first step reaches), leaving most of its cabin in sight."""
    if place != POST:
        return [(0.0, 0.0)] * count
    spots = [(_r(AT_POST_REACH * math.cos(math.radians(a))), _r(AT_POST_REACH * math.sin(math.radians(a))))
             for a in AT_POST]
    return (spots + [(0.0, 0.0)])[:count]


def _prospectors(state) -> list[dict]:
    """Each player's prospector, twice the size of the place it stands on, with its owner
    (the widget rings the one whose turn it is)."""
    together: dict[str, list[int]] = {}
    for p, place in enumerate(state.at):
        together.setdefault(place, []).append(p)
    pieces = []
    for place, here in together.items():
        for p, (dx, dy) in zip(here, _offsets(place, len(here)), strict=True):
            name = state.game.player_name(p)
            piece = {"id": f"prospector-{p}", "at": f"place:{place}", "kind": "prospector",
                     "shape": "circle", "color": state.game.player_colors[p], "icon": ICON["prospector"],
                     "size": PROSPECTOR_SIZE, "owner": p,
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
        piece.update(kind="animal", color=SEEN_ANIMAL_COLOR, label=value,
                     tooltip=f"A {value}, which got away from a hunter: {ANIMALS[value][1]} food")
        if value in ICON:
            piece.update(icon=ICON[value], icon_color=ICON_DARK)
    elif kind == "animal":
        piece.update(kind="animal", color=ANIMAL_COLOR,
                     tooltip="An animal marker, face down: hunt it to find out which")
    else:
        piece.update(kind="event", color=EVENT_COLOR, tooltip="An event marker, face down")
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
    """A work at an intersection: a tile with its picture beside its place, along the edge
    that leads up to the right, or at a river intersection in the water just upstream of it,
    between the two banks."""
    pieces = []
    bx, by = _angle_vector(60)
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
            x, y = x + WORK_BESIDE * bx, y + WORK_BESIDE * by
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
    offer = f"giving {items_words(give) or 'nothing yet'}, asking {items_words(ask) or 'nothing yet'}"
    return f"{name} is making {partner} an offer ({offer}): add to it, make it, or withdraw."


def _answer_words(state, name: str) -> str:
    task = state.decision
    offerer, give, ask = state.game.player_name(task[2]), task[3], task[4]
    return (f"{name}: {offerer} offers {items_words(give) or 'nothing'} for "
            f"{items_words(ask) or 'nothing'}. Accept or decline?")


def _limits_words(state, name: str) -> str:
    p = state.decision[1]
    return f"{name} is over the limits ({backpack_words(state, p).lower()}): discard one item at a time."


def _over_words(state) -> str:
    result = state.result()
    winners = result["winners"]
    best = result["scores"][winners[0]]
    each = " each" if len(winners) > 1 else ""
    return (f"{who_won([state.game.player_name(p) for p in winners])} with {best} nuggets{each}: "
            f"{lowered(result['reason'] or 'The game is over.')}")


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


def _post_caption(viewbox: list[float], places: list[dict]) -> dict:
    """"Waterfall post" beyond the table edge, under the post and left of the waterfall, below
    the prospectors standing on the edge (or on a bank the river brings below it): clear of the
    tiles. Its size keeps it at least CAPTION_PIXELS high however wide or tall the valley grows;
    the viewbox grows to hold it."""
    units_per_pixel = max(viewbox[2] / CAPTION_FRAME[0], viewbox[3] / CAPTION_FRAME[1])
    size = _r(max(CAPTION, CAPTION_PIXELS * units_per_pixel))
    right = _xy(MOUTH)[0] - 1.4 * WATER_HALF_WIDTH
    left = right - CAPTION_EMS * size
    top = max([CAPTION_TOP] + [place["y"] + PROSPECTOR_SIZE + 0.04 for place in places
                               if left - PROSPECTOR_SIZE < place["x"] < right + PROSPECTOR_SIZE])
    x, y = _r((left + right) / 2), _r(top + size / 2)
    bottom = viewbox[1] + viewbox[3]
    if bottom < y + size / 2 + 0.08:
        viewbox[3] = _r(y + size / 2 + 0.08 - viewbox[1])
    if left - 0.08 < viewbox[0]:
        viewbox[2], viewbox[0] = _r(viewbox[2] + viewbox[0] - left + 0.08), _r(left - 0.08)
    return {"id": "caption-post", "shape": "text", "x": x, "y": y, "label": "Waterfall post",
            "size": size, "decor": True}


def build_view(state, viewer: int | None = None) -> dict:
    """The board part of the view (``State.view`` adds ``recent``, ``waiting``, the ``log`` and
    roles)."""
    check_viewer(state.game, viewer)
    decor, spot_spaces, slots = _tiles(state)
    place_spaces, where = _places(state, _move_path(state))
    spaces = [*decor, *spot_spaces, *_canals(state), *_post_and_spring(state),
              *_lay_candidates(state).values(), *_dig_candidates(state).values(), *place_spaces]
    viewbox = _viewbox(spaces)
    spaces.append(_post_caption(viewbox, place_spaces))
    by_id = {space["id"]: space for space in spaces}
    elements = {f"space:{sid}" for sid, space in by_id.items() if not space.get("decor")}
    # the prospectors last: on top of whatever lies near their place
    pieces = [*_works(state, where), *_ice(state), *_markers(state, by_id, slots), *_prospectors(state)]
    over = state.is_over
    nuggets = [state.nuggets(p) for p in range(state.game.players)] if over else None
    return {
        "schema": VIEW_SCHEMA, "game": state.game.name, "title": state.game.title,
        "viewer": viewer, "viewbox": viewbox,
        "spaces": spaces,
        "links": [],
        "pieces": pieces,
        "panels": panels(state, viewer),
        "targets": view_targets(state, lambda action: target_element(state, action, elements), viewer),
        # the nuggets are secret until the end: the chips show scores only then
        "players": player_chips(state, nuggets),
        "status": _status(state),
        "over": over,
        "error": None,
        "dark": DARK,
        "layout": "side" if viewbox[2] < SIDE_ASPECT * viewbox[3] else "below",
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
