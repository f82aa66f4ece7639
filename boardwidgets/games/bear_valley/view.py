"""Bear Valley's view: what the board widget and the plotly figure draw.

Board units: neighbouring hexes are one unit apart (``board.centre``); a card
is a pointy-top hex of circumradius 1/sqrt(3). Each card is drawn in two
layers. Underneath, as decoration, its picture: a hex filled by kind, a dark
green band along each side of trees and a blue one along each side of water
(on River cards the river itself runs across the card), trails from the
middle to each exit, the card's icon in a medallion, the picture of an
overlay that is in play (Gold, a Cave, Equipment, an Enchantment) in a small
disc, and a Woods card's stepping-stone numbers on its trails. On top, one
clickable space per section (``board.node_id``: "q,r", or "q,r/2" for the
bridge of a Bridge or the second side of a Hedge or Straight River), filled
with a see-through colour so that the picture and the walk's dotted path
(links, drawn between the two layers) show through; only a bridge's deck is
a solid brown band over its card.

Tokens are discs in their player's colour with a hiker, wider than the icons
of the cards, each standing towards its seat's own corner of its card, beside
the card's icon and picture (in the middle of Woods, whose stepping stones fill
every side), and always inside the card's hex, ring and all, so that a class
sees which card it is on.

The walk of the player to move is marked on the spaces it visited (selected,
with the hour of each step on a numbered disc) and by a white dotted line.
The unexplored hexes a step may go to are pale "?" hexes ("new:q,r"), ``quiet``
spaces: they come and go with the player to move, so the last move never marks
them. The view box is fitted to the cards and the "?" hexes on offer, so that
the map fills the widget's frame. The Wilderness deck is a count in the
"Sunclock and deck" panel (its size only: the order is hidden from everyone);
a drawn card that waits for a decision is shown in a tray beside the map, both
ways up when the choice is how to lay it. No card id and no coordinate is in
the view's words: places are named by their cards ("the Hedge (the top-left
side)"), directions as the board shows them; only the JSON of a "surface"
action holds a Cave card's id.

Colours (``palette``) come in pairs, the view's ``dark`` map giving each fill's
colour on a dark page; the widget writes black or white on a fill, whichever
reads better, and captions (``text`` spaces, drawn in the theme's text colour)
stand only on the bare board. Text sizes grow with the fitted board, so that no
text is under 11 pixels in the smallest frame the widget gives it on a
projected 1366 x 768 screen.
"""
from __future__ import annotations

import math
import re
from functools import lru_cache

from ...core.view import VIEW_SCHEMA, check_viewer, first_legal, player_chips, view_targets
from ..endings import lowered, who_won
from ..palettes import mix
from .actions import (
    BASKET,
    CROSS,
    EXPLORE,
    GIVE,
    KEEP,
    LEAVE,
    MACHETE,
    ORIENT,
    STOP,
    SURFACE,
    TAKE,
    TRAVERSE,
    TUNNEL,
    WOODS,
)
from .board import centre, face, neighbour, node_id, section_words
from .components import (
    CARDS,
    DIRECTION_ARROWS,
    DIRECTIONS,
    ICONS,
    KIND_NAMES,
    OVERLAY_NAMES,
    RIVER_KINDS,
    TOKENS,
    TREES,
    WATER,
    hour_words,
)
from .palette import (
    BRIDGE_COLOR,
    CLEAR,
    DARK,
    EATEN_COLOR,
    EQUIPMENT_COLOR,
    GOLD_COLOR,
    HEDGE_COLOR,
    KIND_FILLS,
    MEDALLION_FILLS,
    OVERLAY_COLOR,
    RIVER_COLOR,
    STONE_COLOR,
    SUPPLY_COLOR,
    TRAIL_DARK,
    TRAIL_LIGHT,
    TREES_COLOR,
    UNEXPLORED,
    WATER_COLOR,
)

SQRT3 = math.sqrt(3)
#: a card's circumradius: neighbours' centres are one unit apart
RADIUS = 1 / SQRT3
R = round(RADIUS, 2)
#: the margin around what is laid (board units)
MARGIN = 0.2
#: the smallest frame the board gets at 934 x 768 (pixels: its width when the map is wide,
#: its height when it is tall) and the text size wanted there, above the 11-pixel floor a
#: projector needs; the text grows with the fitted board, never under MIN_TEXT units
FRAME_PX, TEXT_PX, MIN_TEXT = (500, 430), 11.5, 0.17
#: a token's radius: wider than the icons of the cards it stands on (a hex is 1 unit across:
#: some 60 pixels late in a game in a 934-pixel cell); smaller when more than three share a
#: card; a Gold or Equipment token lying on a card
TOKEN_SIZE, CROWDED_TOKEN, LOOSE_SIZE = 0.18, 0.16, 0.14
#: where a token stands on a card: towards a corner, beside the icon in the middle, each seat
#: at its own corner (corner 0 at the top, clockwise): with three players, bottom left, bottom
#: right and top. Near enough to the middle that the token, and the ring of the player to move
#: round it (1.18 times its radius), stay inside the card's edges: a token out at a corner
#: seemed to stand on the meeting of three cards
SEAT_CORNERS, CORNER_REACH = (4, 2, 0, 5, 3, 1), 0.325
#: the ring round the pieces of the player to move, as a share of their radius (board.js)
TURN_RING = 1.18
#: the kinds whose icon sits in a medallion in the middle of the card, and its radius; the
#: icon's side (18 pixels on a 60-pixel card; a token covers at most 0.05 of its edge)
MEDALLION = {"bear": 0.17, "mountain": 0.17, "woods": 0.16, "trading_post": 0.17, "lake": 0.17,
             "start": 0.17, "destination": 0.17}
MEDALLION_ICON = 0.3
#: the disc of an overlay's picture (Gold, a Cave, Equipment, an Enchantment) by a closed side
#: of its card: its radius, its icon's side, its centre's distance from the card's
OVERLAY_R, OVERLAY_ICON, OVERLAY_REACH = 0.165, 0.3, 0.3
#: what each character may not do, as the rules decide it (rules.py), for a tooltip
CHARACTER_NOTES = {
    "Forrest": "never enters Woods and cannot use a Machete",
    "Fozzie": "never walks through a Bear, cannot use a Picnic Basket and must stop next to a Bear",
    "Rocky": "never enters Mountains and carries at most one piece of Equipment",
    "Sunny": "never enters a card with a Cave and cannot use a Flashlight",
    "Vertigo": "never goes onto a bridge, and may carry a Rope but never use it",
    "Violet": "cannot stop by Equipment far from water",
}
#: the first words of the last status when no player won
BEARS_WIN = "The bears win"
_POSITION = re.compile(r"(-?\d{1,4}),(-?\d{1,4})(/2)?")


# -- geometry -----------------------------------------------------------------------------------
def _p(x: float, y: float) -> list[float]:
    return [round(x, 2), round(y, 2)]


def _corner(cx: float, cy: float, k: int, scale: float = 1.0) -> tuple[float, float]:
    """Corner ``k`` of a pointy-top hex (0 at the top, clockwise); side d runs from corner d to d+1."""
    angle = math.radians(-90 + 60 * k)
    return (cx + RADIUS * scale * math.cos(angle), cy + RADIUS * scale * math.sin(angle))


def _unit(direction: int) -> tuple[float, float]:
    """The unit vector from a hex's centre towards the middle of side ``direction``."""
    angle = math.radians(-60 + 60 * direction)
    return (math.cos(angle), math.sin(angle))


def _mid(cx: float, cy: float, direction: int, distance: float = 0.5) -> tuple[float, float]:
    ux, uy = _unit(direction)
    return (cx + distance * ux, cy + distance * uy)


def _star(hub: tuple[float, float], ends: list[tuple[float, float]], half: float) -> list[list[float]]:
    """One polygon for bands of half-width ``half`` from ``hub`` to each of ``ends``: the
    trails of a card section, a river, a bridge's deck."""
    hx, hy = hub
    arms = sorted((math.atan2(ey - hy, ex - hx), (ex, ey)) for ex, ey in ends)
    points = []
    for i, (angle, (ex, ey)) in enumerate(arms):
        nx, ny = -math.sin(angle), math.cos(angle)
        points += [_p(ex - half * nx, ey - half * ny), _p(ex + half * nx, ey + half * ny)]
        following = arms[(i + 1) % len(arms)][0]
        gap = (following - angle) % (2 * math.pi)
        if len(arms) == 1 or gap >= math.radians(179):
            fx, fy = -math.sin(following), math.cos(following)
            points += [_p(hx + half * nx, hy + half * ny), _p(hx - half * fx, hy - half * fy)]
        else:
            middle = angle + gap / 2
            reach = half / math.sin(gap / 2)
            points.append(_p(hx + reach * math.cos(middle), hy + reach * math.sin(middle)))
    return _simplify(points)


def _simplify(points: list[list[float]]) -> list[list[float]]:
    """``points`` without repeated corners and without corners on a straight edge."""
    out = list(points)
    changed = True
    while changed and len(out) > 3:
        changed = False
        for i in range(len(out)):
            (ax, ay), (bx, by), (cx, cy) = out[i - 1], out[i], out[(i + 1) % len(out)]
            if abs((bx - ax) * (cy - ay) - (by - ay) * (cx - ax)) < 2e-4:
                del out[i]
                changed = True
                break
    return out


def _runs(sides: str, wanted: str) -> list[tuple[int, int]]:
    """The runs of neighbouring sides showing ``wanted``: (first side, how many)."""
    if sides == wanted * 6:
        return [(0, 6)]
    runs = []
    for d in range(6):
        if sides[d] == wanted and sides[(d - 1) % 6] != wanted:
            n = 1
            while sides[(d + n) % 6] == wanted:
                n += 1
            runs.append((d, n))
    return runs


def _band(cx: float, cy: float, first: int, count: int) -> list[list[float]]:
    """A band along ``count`` sides from side ``first``, just inside the hex's edge."""
    outer = [_corner(cx, cy, first + k) for k in range(count + 1)]
    inner = [_corner(cx, cy, first + k, 0.8) for k in range(count, -1, -1)]
    return [_p(x, y) for x, y in outer + inner]


def _hex(cx: float, cy: float, scale: float = 1.0) -> dict:
    return {"shape": "hex", "x": round(cx, 2), "y": round(cy, 2), "r": round(RADIUS * scale, 2)}


def _mean(points) -> tuple[float, float]:
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


# -- one card ---------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _sections(placed, cx: float, cy: float) -> tuple[dict, ...]:
    """Each section of a card: its outline (``geometry``), the hub of its trails, the point
    where its pieces stand (``anchor``) and the centre renderers use for it (``centre``).

    Remembered: a card at a place has the same sections in every view, and their geometry was
    most of the cost of a view. Callers copy what they put in a view and change nothing."""
    f = face(placed)
    whole = {"geometry": _hex(cx, cy), "hub": (cx, cy), "anchor": (cx, cy), "centre": (cx, cy)}
    if f.sections == 1:
        return (whole,)
    if "b" in f.sides:  # a Bridge: the floor is the whole card, the bridge a band across it
        bridge = [d for d in range(6) if f.sides[d] == "b"]
        deck = _star((cx, cy), [_mid(cx, cy, d, 0.5) for d in bridge], 0.15)
        # the floor's pieces stand beside the bridge: outside its bend, or on the side of
        # most of the floor's exits when it runs straight across
        bx, by = sum(_unit(d)[0] for d in bridge), sum(_unit(d)[1] for d in bridge)
        if math.hypot(bx, by) < 1e-6:
            bx, by = -_unit(bridge[0])[1], _unit(bridge[0])[0]
            if sum(_unit(d)[0] * bx + _unit(d)[1] * by for d in f.exits[0]) < 0:
                bx, by = -bx, -by
        else:
            bx, by = -bx, -by
        norm = math.hypot(bx, by)
        floor = {**whole, "anchor": (cx + 0.27 * bx / norm, cy + 0.27 * by / norm)}
        return (floor, {"geometry": {"shape": "polygon", "points": deck}, "hub": (cx, cy),
                        "anchor": (cx, cy), "centre": _mean(deck), "deck": deck})
    out = []
    for s in range(2):
        mine = set(f.exits[s])
        points = None
        if WATER in f.sides:  # a Straight River: the two banks, split along the river
            for w in (d for d in range(6) if f.sides[d] == WATER):
                run, d = [], (w + 1) % 6
                while f.sides[d] != WATER:
                    run.append(d)
                    d = (d + 1) % 6
                if mine & set(run):
                    corners = [_corner(cx, cy, k) for k in range(w + 1, w + 2 + len(run))]
                    points = [_mid(cx, cy, w), *corners, _mid(cx, cy, d)]
        elif mine:  # a Hedge: the two sides of the hedge, split between two corners
            first = next(d for d in mine if (d - 1) % 6 not in mine)
            points = [_corner(cx, cy, k) for k in range(first, first + len(mine) + 1)]
        if points is None:
            out.append(whole)
            continue
        middle = _mean(points)
        out.append({"geometry": {"shape": "polygon", "points": [_p(x, y) for x, y in points]},
                    "hub": middle, "anchor": middle, "centre": middle})
    return tuple(out)


def _spot_side(f) -> int | None:
    """The side by which an overlay's picture is printed: a closed side, preferably between
    two more; None on a card without one (the picture then goes towards the upper right
    corner)."""
    closed = [d for d in range(6) if f.section_of[d] < 0]
    if not closed:
        return None
    return max(closed, key=lambda d: ((f.section_of[(d - 1) % 6] < 0) + (f.section_of[(d + 1) % 6] < 0), -d))


def _spot(f, cx: float, cy: float) -> tuple[float, float]:
    """Where an overlay's picture is printed (and where tokens lying on the card go)."""
    side = _spot_side(f)
    if side is None:
        return (cx + OVERLAY_REACH * math.cos(math.radians(-30)),
                cy + OVERLAY_REACH * math.sin(math.radians(-30)))
    return _mid(cx, cy, side, OVERLAY_REACH)


def _card_picture(key: str, placed, kind: str, overlay: str | None, cx: float, cy: float,
                  text: float) -> list[dict]:
    """The decoration of one card (``kind`` and ``overlay`` as they count in this game),
    drawn underneath its clickable sections: the card's printed picture, the same in every
    view (remembered), and a Woods card's stepping stones, whose numbers are sized to the map."""
    spaces = [dict(space) for space in _printed_picture(key, placed, kind, overlay, cx, cy)]
    f = face(placed)
    if f.stones and kind == "woods":
        r = min(0.18, max(0.1, 0.62 * text))
        for d in range(6):
            sx, sy = _mid(cx, cy, d, 0.35)
            spaces.append({"id": f"{key}-s{d}", "shape": "circle", "x": round(sx, 2), "y": round(sy, 2),
                           "r": round(r, 2), "fill": STONE_COLOR, "label": str(f.stones[d]),
                           "size": round(text, 3), "decor": True})
    return spaces


@lru_cache(maxsize=4096)
def _printed_picture(key: str, placed, kind: str, overlay: str | None, cx: float,
                     cy: float) -> tuple[dict, ...]:
    """What ``_card_picture`` draws but the stepping stones. Each space is copied into a view
    (the points of its outline are shared: nothing changes them)."""
    f = face(placed)
    fill = KIND_FILLS.get(kind, KIND_FILLS["path"])
    spaces = [{"id": key, **_hex(cx, cy), "fill": fill, "decor": True}]
    for mark, color, letter in ((TREES, TREES_COLOR, "t"), (WATER, WATER_COLOR, "w")):
        if mark == WATER and kind in RIVER_KINDS:
            continue  # the river itself crosses these sides
        for n, (first, count) in enumerate(_runs(f.sides, mark)):
            spaces.append({"id": f"{key}-{letter}{n}", "shape": "polygon",
                           "points": _band(cx, cy, first, count), "fill": color, "decor": True})
    if kind in RIVER_KINDS:
        water = [d for d in range(6) if f.sides[d] == WATER]
        ends = [_mid(cx, cy, d, 0.52) for d in water]
        hub = (cx, cy)
        if len(water) == 2 and (water[1] - water[0]) % 6 != 3:  # a bend curls towards its corner
            hub = ((cx + sum(x for x, _ in ends) / 2) / 2, (cy + sum(y for _, y in ends) / 2) / 2)
        if ends:
            spaces.append({"id": f"{key}-river", "shape": "polygon", "points": _star(hub, ends, 0.11),
                           "fill": RIVER_COLOR, "decor": True})
    if f.card.kind == "hedge" and f.sections == 2 and f.exits[0]:
        first = next(d for d in f.exits[0] if (d - 1) % 6 not in f.exits[0])
        spaces.append({"id": f"{key}-hedge", "shape": "polygon", "decor": True, "fill": HEDGE_COLOR,
                       "points": _star((cx, cy), [_corner(cx, cy, first),
                                                  _corner(cx, cy, first + len(f.exits[0]))], 0.05)})
    trail = TRAIL_LIGHT if kind in ("woods", "bear") else TRAIL_DARK
    for s, section in enumerate(_sections(placed, cx, cy)):
        if "deck" in section:
            continue  # the bridge is its own clickable space, drawn in the bridge's colour
        if f.exits[s]:
            ends = [_mid(cx, cy, d, 0.5) for d in f.exits[s]]
            spaces.append({"id": f"{key}-x{s}", "shape": "polygon", "fill": trail, "decor": True,
                           "points": _star(section["hub"], ends, 0.065)})
    if kind in MEDALLION:
        r = MEDALLION[kind]
        spaces.append({"id": f"{key}-icon", "shape": "circle", "x": round(cx, 2), "y": round(cy, 2),
                       "r": r, "fill": MEDALLION_FILLS.get(kind, fill), "icon": ICONS[kind],
                       "icon_size": MEDALLION_ICON, "decor": True})
    if overlay:
        ox, oy = _spot(f, cx, cy)
        spaces.append({"id": f"{key}-o", "shape": "circle", "x": round(ox, 2), "y": round(oy, 2),
                       "r": OVERLAY_R, "fill": OVERLAY_COLOR, "icon": ICONS[overlay],
                       "icon_size": OVERLAY_ICON, "decor": True})
    return tuple(spaces)


def _card_tooltip(state, placed, section: int, coord) -> str:
    """What a card is, for the pupil pointing at it (who sees where it lies): "Hedge (the
    left side): 6 exits, 3 on this side"; a Woods card's stepping stones by arrows."""
    f = face(placed)
    words = section_words(placed, section)
    text = (f"{state.card_name(placed[0])}{' (' + words + ')' if words else ''}: {f.card.exits} exits"
            + (f", {len(f.exits[section])} on this side" if f.sections == 2 else ""))
    if f.stones and state.kind_in_play(placed[0]) == "woods":
        text += "; stepping stones " + ", ".join(f"{DIRECTION_ARROWS[DIRECTIONS[d]]} {f.stones[d]}"
                                                 for d in range(6))
    loose = state.loose.get(coord, ())
    if loose:
        text += "; lying here: " + ", ".join(OVERLAY_NAMES[kind] for kind in loose)
    return text


# -- the map, its pieces and the walk ---------------------------------------------------------------
def _place_words(state, position) -> str:
    """Where a token stands, by the card's name (the board shows which): "the Lake", "the
    Bridge (the floor)", "a Wilderness card"."""
    placed = state.cards[position[:2]]
    kind = state.kind_in_play(placed[0])
    words = section_words(placed, position[2])
    if kind == "path" and not words:
        return "a Wilderness card"
    return f"the {KIND_NAMES[kind]}{' (' + words + ')' if words else ''}"


def _new_card(state):
    """The coordinate of a card just laid that waits for a decision (no way back, a Bear)."""
    return state.pending[0] if state.phase in ("blocked", "bear") else None


def _waiting_hex(state):
    """The unexplored hex a drawn card will be laid on while its player decides."""
    if state.phase == "orient":
        return state.pending[0]
    if state.phase == "mushrooms":
        return neighbour(state.position[:2], state.pending[1])
    return None


def _unexplored(state) -> dict[tuple[int, int], str]:
    """The pale "?" hexes: where a click explores now (or follows the stepping stones), and
    where a drawn card waits to be laid: coordinate -> tooltip. They come and go with the
    player to move, so they are ``quiet``: never marked as changed by the last move."""
    here = state.position[:2]
    out = {}
    for action in state.legal_actions():
        if action.kind in ("explore", "woods"):
            out[neighbour(here, DIRECTIONS.index(action["direction"]))] = f"Unexplored: {action}"
    waiting = _waiting_hex(state)
    if waiting is not None:
        out[waiting] = "The drawn card goes here"
    return out


def _text_size(width: float, height: float) -> float:
    """The smallest text on a board of this size (board units): TEXT_PX pixels in the
    smallest frame the widget gives it (FRAME_PX)."""
    return max(MIN_TEXT, TEXT_PX * max(width / FRAME_PX[0], height / FRAME_PX[1]))


def _extent(coords) -> list[float]:
    """The box around the hexes at ``coords`` with the margin: [x0, y0, x1, y1]."""
    xs, ys = zip(*(centre(c) for c in coords), strict=True)
    return [min(xs) - 0.5 - MARGIN, min(ys) - RADIUS - MARGIN,
            max(xs) + 0.5 + MARGIN, max(ys) + RADIUS + MARGIN]


def _layout(state, unexplored) -> tuple[list[float], float, list[tuple[float, float]]]:
    """(viewbox, text size, centres of the drawn card's pictures).

    The view box is fitted to what is laid and to the "?" hexes on offer, so that the frame
    shows the map as large as it can and every move on the map in sight. A drawn card that
    waits for a decision is shown beside the map, one picture per way up, in a tray along the
    side of the map that shrinks it least in the widget's frame (above or below a wide map,
    beside a tall one), of those two the side nearer the hex where the card goes."""
    laid = box = _extent([*state.cards, *unexplored])
    pictures = []
    text = _text_size(box[2] - box[0], box[3] - box[1])
    _, ways = _drawn_card(state)
    near = centre(_waiting_hex(state) or state.position[:2])
    for _ in range(2 if ways else 0):  # the captions grow with the text, which grows with the tray
        slot = (max(1.0, 0.62 * text * max(len(words) for *_, words in ways)) + 0.3,
                2 * RADIUS + 0.15 + 1.3 * text)
        options = [_with_tray(laid, near, len(ways), slot, side) for side in range(4)]
        box, pictures = max(options, key=lambda option: (round(_scale(option[0]), 3),
                                                          -math.dist(near, option[1][0])))
        text = _text_size(box[2] - box[0], box[3] - box[1])
    x0, y0, x1, y1 = box
    return [round(x0, 2), round(y0, 2), round(x1 - x0, 2), round(y1 - y0, 2)], text, pictures


def _scale(box) -> float:
    """Pixels per board unit of a board of this box in the smallest frame."""
    return min(FRAME_PX[0] / (box[2] - box[0]), FRAME_PX[1] / (box[3] - box[1]))


def _with_tray(box, near, count: int, slot: tuple[float, float], side: int):
    """The box grown by a tray of ``count`` slots (``slot``: width, height) along one side of
    the map (0 above, 1 below, 2 at the left, 3 at the right), lined up with ``near`` (the
    hex the card goes to) as far as that side allows, and the centres of the cards' pictures
    in it (each with its caption under it)."""
    x0, y0, x1, y1 = box
    w, h = slot
    if side < 2:  # a row
        left = min(max(near[0] - w * count / 2, x0), x1 - w * count)
        top = y0 - h if side == 0 else y1
        pictures = [(left + (k + 0.5) * w, top + 0.05 + RADIUS) for k in range(count)]
        return [min(x0, left), min(y0, top), max(x1, left + w * count), max(y1, top + h)], pictures
    top = min(max(near[1] - h * count / 2, y0), y1 - h * count)  # a column
    left = x0 - w if side == 2 else x1
    pictures = [(left + w / 2, top + k * h + 0.05 + RADIUS) for k in range(count)]
    return [min(x0, left), min(y0, top), max(x1, left + w), max(y1, top + h * count)], pictures


def _map_spaces(state, text: float, unexplored) -> tuple[list[dict], list[dict], dict]:
    """(decoration, clickable sections and unexplored hexes, each space's centre and anchor)."""
    decor, spaces, places = [], [], {}
    walked = set(state.path[1:]) if not state.is_over else set()
    fresh = _new_card(state)
    for coord in sorted(state.cards):
        placed = state.cards[coord]
        cx, cy = centre(coord)
        decor += _card_picture(f"c{coord[0]},{coord[1]}", placed, state.kind_in_play(placed[0]),
                               state.overlay_in_play(placed[0]), cx, cy, text)
        for s, section in enumerate(_sections(placed, cx, cy)):
            position = (*coord, s)
            sid = node_id(position)
            space = {"id": sid, **section["geometry"], "fill": BRIDGE_COLOR if "deck" in section else CLEAR,
                     "tooltip": _card_tooltip(state, placed, s, coord)}
            if position in walked or coord == fresh:
                space["selected"] = True
            spaces.append(space)
            places[sid] = (section["centre"], section["anchor"])
    waiting = _waiting_hex(state)
    for coord, tooltip in unexplored.items():
        cx, cy = centre(coord)
        space = {"id": f"new:{coord[0]},{coord[1]}", **_hex(cx, cy, 0.88), "fill": UNEXPLORED,
                 "label": "?", "size": round(max(0.3, 1.4 * text), 2), "tooltip": tooltip, "quiet": True}
        if coord == waiting:
            space["selected"] = True
        spaces.append(space)
        places[space["id"]] = ((cx, cy), (cx, cy))
    return decor, spaces, places


def _drawn_card(state):
    """The drawn card that waits for a decision, and the ways up to show it: [(id, rotation,
    caption)]."""
    phase = state.phase
    if phase == "orient":
        return state.pending[1], [("preview-0", 0, "as printed"), ("preview-3", 3, "turned")]
    if phase == "woods":
        card_id = state.pending[0]
        return card_id, [("preview-drawn", 0, f"{CARDS[card_id].exits} exits")]
    if phase == "mushrooms":
        return state.pending[0], [("preview-drawn", 0, "drawn")]
    return None, []


def _tray(state, text: float, pictures) -> list[dict]:
    """Beside the map, a drawn card waiting for a decision: both ways up when the decision is
    how to lay it, each with a caption under it (a click on one lays it that way)."""
    card_id, ways = _drawn_card(state)
    spaces = []
    for (sid, rotation, words), (x, y) in zip(ways, pictures, strict=True):
        spaces += _card_picture(f"{sid}-pic", (card_id, rotation), state.kind_in_play(card_id),
                                state.overlay_in_play(card_id), x, y, text)
        what = state.card_words(card_id).split(" ", 1)[1]
        tooltip = f"The drawn card, {what}" + (": click to lay it this way" if rotation or ways[1:] else "")
        spaces += [{"id": sid, **_hex(x, y), "fill": CLEAR, "tooltip": tooltip},
                   {"id": f"{sid}-caption", "shape": "text", "x": round(x, 2),
                    "y": round(y + RADIUS + 0.08 + 0.6 * text, 2), "label": words, "size": round(text, 3),
                    "decor": True}]
    return spaces


def _at(places: dict, sid: str, x: float, y: float) -> dict:
    """``at``, ``dx`` and ``dy`` of a piece drawn at (x, y) on space ``sid``."""
    (cx, cy), _ = places[sid]
    return {"at": sid, "dx": round(x - cx, 3), "dy": round(y - cy, 3)}


def _corners(state, coord, seats: list[int]) -> list[int] | None:
    """The corner of the card at ``coord`` where each of ``seats`` stands: its seat's own
    corner, or the next one free, away from the corners beside the overlay's picture (or the
    tokens lying there). None on Woods that show stepping stones by every side: there the
    tokens stand in the middle."""
    placed = state.cards[coord]
    f = face(placed)
    if f.stones and state.kind_in_play(placed[0]) == "woods":
        return None
    side = _spot_side(f)
    busy = set()
    if state.overlay_in_play(placed[0]) or state.loose.get(coord):
        busy = {1} if side is None else {side, (side + 1) % 6}
    order = [c for c in SEAT_CORNERS if c not in busy] + [c for c in SEAT_CORNERS if c in busy]
    taken = []
    for p in seats:
        own = SEAT_CORNERS[p] if SEAT_CORNERS[p] not in busy else order[0]
        taken.append(own if own not in taken else next(c for c in order if c not in taken))
    return taken


def _token_places(state, sid: str, seats: list[int], places: dict, size: float) -> list[tuple[float, float]]:
    """Where the tokens of ``seats`` that share space ``sid`` are drawn: in corners of a whole
    card, clear of its icon; around the middle of one side of a two-sided card. Each token
    of radius ``size``, with the ring round the tokens of the player to move, stays inside
    its card's hex."""
    _, (ax, ay) = places[sid]
    coord = state.tokens[seats[0]][:2]
    cx, cy = centre(coord)
    whole = "/" not in sid and math.isclose(ax, cx) and math.isclose(ay, cy)  # one section
    corners = _corners(state, coord, seats) if whole else None
    if corners is not None:
        spots = [(ax + CORNER_REACH * math.cos(math.radians(-90 + 60 * c)),
                  ay + CORNER_REACH * math.sin(math.radians(-90 + 60 * c))) for c in corners]
    elif len(seats) == 1:
        spots = [(ax, ay)]
    else:
        spots = [(ax + 0.16 * math.cos(math.radians(90 + 360 * k / len(seats))),
                  ay + 0.16 * math.sin(math.radians(90 + 360 * k / len(seats)))) for k in range(len(seats))]
    return [_within_card(x, y, cx, cy, TURN_RING * size) for x, y in spots]


def _within_card(x: float, y: float, cx: float, cy: float, reach: float) -> tuple[float, float]:
    """(x, y) moved towards the middle of the card centred on (cx, cy) just enough for a disc
    of radius ``reach`` there to lie inside the card's hex (whose sides are 0.5 from its middle)."""
    for _ in range(2):  # a point pushed off one side may then need a little off its neighbour
        for d in range(6):
            ux, uy = _unit(d)
            over = (x - cx) * ux + (y - cy) * uy + reach - 0.5
            if over > 0:
                x, y = x - over * ux, y - over * uy
    return x, y


def _pieces(state, places: dict, text: float) -> list[dict]:
    pieces = []
    together: dict[str, list[int]] = {}
    for p in range(state.game.players):
        together.setdefault(node_id(state.tokens[p]), []).append(p)
    for sid, seats in together.items():
        if sid not in places:
            continue
        size = TOKEN_SIZE if len(seats) <= 3 else CROWDED_TOKEN
        for p, (x, y) in zip(seats, _token_places(state, sid, seats, places, size), strict=True):
            out, name = state.out[p], state.name(p)
            where = ", eaten by a bear" if out else f" on {_place_words(state, state.tokens[p])}"
            pieces.append({"id": f"token-{p}", **_at(places, sid, x, y), "kind": "player", "owner": p,
                           "shape": "circle",
                           "color": mix(state.color(p), EATEN_COLOR, 0.6) if out else state.color(p),
                           "icon": ICONS["bear"] if out else ICONS["player"], "label": name[:1],
                           "size": size, "tooltip": f"{name}'s token{where}"})
    for coord, bag in sorted(state.loose.items()):
        sid = node_id((*coord, 0))
        if sid not in places or not bag:
            continue
        sx, sy = _spot(face(state.cards[coord]), *centre(coord))
        for k, kind in enumerate(bag):
            x = sx + (k - (len(bag) - 1) / 2) * 2 * LOOSE_SIZE
            pieces.append({"id": f"loose-{coord[0]},{coord[1]}-{k}", **_at(places, sid, x, sy),
                           "kind": "gold" if kind == "gold" else "equipment", "shape": "circle",
                           "color": GOLD_COLOR if kind == "gold" else EQUIPMENT_COLOR,
                           "icon": ICONS[kind], "label": OVERLAY_NAMES[kind][:1], "size": LOOSE_SIZE,
                           "tooltip": f"A {OVERLAY_NAMES[kind]} token lies here: stopping here picks "
                                      "it up"})
    if state.to_move is not None:
        color = state.color(state.to_move)
        size = round(max(0.15, text / 1.1), 3)  # its number as large as the board's text
        for k, position in enumerate(state.path[1:], 1):
            sid = node_id(position)
            if sid not in places:
                continue
            _, (ax, ay) = places[sid]
            pieces.append({"id": f"step-{k}", **_at(places, sid, ax, ay), "kind": "step",
                           "shape": "circle", "color": color, "label": str(k), "size": size,
                           "tooltip": f"Step {k} of {state.name(state.to_move)}'s walk"})
    return pieces


def _links(state, places: dict) -> list[dict]:
    if state.is_over:
        return []
    links = []
    path = state.path
    for k in range(1, len(path)):
        source, target = node_id(path[k - 1]), node_id(path[k])
        if source in places and target in places:
            links.append({"id": f"walk-{k}", "source": source, "target": target, "style": "path",
                          "tooltip": f"The walk this turn: step {k}"})
    ahead = _waiting_hex(state)
    target = f"new:{ahead[0]},{ahead[1]}" if ahead is not None else None
    fresh = _new_card(state)
    if fresh is not None:
        target = node_id((*fresh, 0))
    if target in places and node_id(path[-1]) in places:
        links.append({"id": "walk-next", "source": node_id(path[-1]), "target": target, "style": "path",
                      "tooltip": "The step being decided"})
    return links


# -- panels and status ---------------------------------------------------------------------------------
def hour_rule(state, hour: int) -> str:
    """What exploring at ``hour`` would do to the player to move, in a pupil's words: the
    sunclock, with this turn's exceptions (a Butterfly's guidance, Fozzie's fear of bears,
    Forrest who never tunnels, a Picnic Basket in hand)."""
    character = state.character() if state.advanced else None
    tunnel = "" if character == "Forrest" else "; you may tunnel onto a card with no way back"
    if hour <= 1:
        if character == "Fozzie":
            return "a Bear ends the walk (Fozzie never slips past one)" + tunnel
        return "a Bear lets you slip past and move once more" + tunnel
    bear = "a Bear ends the walk"
    if hour <= 5 and state.can_use("picnic_basket"):
        bear += " unless you give it your Picnic Basket"
    if hour == 2:
        return bear + tunnel
    if "butterfly" in state.boons:
        lost = "the Butterfly keeps you from getting lost by a card's exits"
    else:
        lost = f"a card with {min(hour, 6)} exits gets you lost"
    return f"{lost}; {bear}" if hour <= 6 else f"{lost}, and a Bear eats you!"


def _player_panel(state, p: int, viewer) -> dict:
    name, color, out = state.name(p), state.color(p), state.out[p]
    token = state.tokens[p]
    items = [{"id": f"p{p}-token", "label": "Eaten by a bear" if out else f"On {_place_words(state, token)}",
              "color": color, "icon": ICONS["bear"] if out else ICONS["player"], "muted": out,
              "tooltip": f"{name}'s token was eaten by a bear" if out
              else f"{name}'s token stands on {_place_words(state, token)}"}]
    character = state.character(p)
    if character:
        items.append({"id": f"p{p}-character", "label": f"Character: {character}",
                      "tooltip": f"{character} {CHARACTER_NOTES.get(character, '')}".strip()})
    items.append({"id": f"p{p}-turns", "label": "Turns", "count": state.turns[p], "muted": out})
    if state.turns[p] == 0 or (state.to_move == p and state.turns[p] == 1 and state.limit is not None):
        n = p + 1
        items.append({"id": f"p{p}-first", "label": f"First turn: at most {n} move{'s' if n > 1 else ''}",
                      "tooltip": "On the first turn each player moves at most as many spaces as "
                                 "their place in the order"})
    if state.tunnelled[p] and not out:
        items.append({"id": f"p{p}-tunnel", "label": "Tunnelled in: needs a way on",
                      "tooltip": "With no way on from here at the start of the next turn, the bears "
                                 "eat this player"})
    if state.advanced:
        bag, mine = state.held[p], state.to_move == p
        for kind in sorted(set(bag), key=TOKENS.index):
            usable = kind == "gold" or not mine or (not state.used and kind in state.usable)
            tip = ("Gold: bring 3 back to the Starting Camp to win" if kind == "gold"
                   else "Usable now: held since the turn began" if mine and usable
                   else "Not usable now: picked up this turn, or Equipment already used" if mine
                   else "Equipment")
            items.append({"id": f"p{p}-held-{kind}", "label": OVERLAY_NAMES[kind], "icon": ICONS[kind],
                          "color": GOLD_COLOR if kind == "gold" else EQUIPMENT_COLOR,
                          "count": bag.count(kind), "muted": not usable, "tooltip": tip})
    if p in state.winners:
        items.append({"id": f"p{p}-won", "label": "Winner!", "color": color, "icon": ICONS["destination"]})
    return {"id": f"player-{p}", "title": name + (" (you)" if viewer == p else ""), "color": color,
            "active": state.to_move == p, "owner": p, "summary": _player_summary(state, p), "items": items}


def _player_summary(state, p: int) -> str:
    """A folded player's panel in a glance: in the advanced game first what the token carries
    (the board does not show it), then where it is, by its card: "Gold 1 · Equipment 2 · Lake"."""
    if p in state.winners:
        return "Winner!"
    if state.out[p]:
        return "Eaten by a bear"
    parts = []
    if state.advanced:
        bag = state.held[p]
        gold = bag.count("gold")
        parts += [f"Gold {gold}"] * bool(gold) + [f"Equipment {len(bag) - gold}"] * bool(len(bag) - gold)
    placed = state.cards[state.tokens[p][:2]]
    return " · ".join([*parts, KIND_NAMES[state.kind_in_play(placed[0])]])


def _valley_panel(state) -> dict:
    items = []
    if not state.is_over:
        hour = state.hour
        if state.phase == "dive":
            items.append({"id": "clock", "label": f"Underground: move {state.dive + 1} of 3, no hours",
                          "tooltip": "A cave dive: three moves, the third to a new card"})
        else:
            items.append({"id": "clock", "label": "Noon: the walk has not started" if hour == 0
                          else f"It is {hour_words(hour)}",
                          "tooltip": "The sunclock: every step of the walk is one hour"})
        if state.limit is not None:
            items.append({"id": "moves-left", "label": "Moves left this turn", "count": state.moves_left()})
        if state.phase == "move" and any(a.kind == "explore" for a in state.legal_actions()):
            items.append({"id": "next-hour",
                          "label": f"Exploring at {hour_words(hour + 1)}: {hour_rule(state, hour + 1)}"})
        if state.contingency:
            items.append({"id": "contingency", "label": "Contingency walk: no exploring, and not where "
                                                        "the first walk went"})
        if state.boons:
            items.append({"id": "boons", "label": "Helped this turn by: "
                          + ", ".join(OVERLAY_NAMES.get(b, b.capitalize()) for b in state.boons)})
        if state.redraws:
            items.append({"id": "redraws", "label": "Mushroom redraws", "count": state.redraws,
                          "icon": ICONS["mushrooms"], "color": OVERLAY_COLOR})
    n = len(state.deck)
    items.append({"id": "deck-size", "label": "Wilderness cards left", "count": n, "muted": n == 0,
                  "tooltip": "When the deck runs out, the bears win"})
    if state.is_over:
        clock = "Game over"
    elif state.phase == "dive":
        clock = "Underground"
    else:
        clock = hour_words(state.hour) if state.hour else "Noon"
    # open: the hour and what exploring would do next are what the whole class follows
    return {"id": "valley", "title": "Sunclock and deck", "color": RIVER_COLOR, "active": False,
            "open": True, "summary": f"{clock} · {n} card{'s' if n != 1 else ''} left", "items": items}


def _supply_panel(state) -> dict:
    items = []
    for kind in TOKENS:
        count = state.stock[TOKENS.index(kind)]
        items.append({"id": f"stock-{kind}", "label": OVERLAY_NAMES[kind], "icon": ICONS[kind],
                      "color": GOLD_COLOR if kind == "gold" else EQUIPMENT_COLOR, "count": count,
                      "muted": count == 0,
                      "tooltip": f"Worth {2 if kind == 'gold' else 1} at a Trading Post"})
    if state.phase == "trade":
        given, taken = state.pending
        for key, what, bag in (("give", "Giving", given), ("take", "Taking", taken)):
            worth = sum(2 if kind == "gold" else 1 for kind in bag)
            items.append({"id": f"trade-{key}", "label": f"{what}: "
                          + (", ".join(OVERLAY_NAMES[kind] for kind in bag) or "nothing yet")
                          + f" (worth {worth})"})
    gold = state.stock[TOKENS.index("gold")]
    return {"id": "supply", "title": "Supply", "color": SUPPLY_COLOR,
            "active": state.phase in ("trade", "gift"),
            "summary": f"Gold {gold} · Equipment {sum(state.stock) - gold}", "items": items}


def _panels(state, viewer) -> list[dict]:
    panels = [_player_panel(state, p, viewer) for p in range(state.game.players)]
    panels.append(_valley_panel(state))
    if state.advanced:
        panels.append(_supply_panel(state))
    return panels


def _on_offer(kinds: set[str], choices) -> str:
    """The words of those ``choices`` (kind, words) whose kind is on offer, joined by "or"."""
    return " or ".join(words for kind, words in choices if kind in kinds)


def _status(state) -> str:
    if state.is_over:
        # who won first, then why: "Red wins: Red reached the Destination Camp.", "The bears
        # win: the Wilderness deck ran out."
        why = state.ending if state.winners else lowered(state.ending.removesuffix(": the bears win."))
        return f"{who_won([state.name(p) for p in state.winners], BEARS_WIN)}: {why.rstrip('.')}."
    name = state.name(state.to_move)
    phase = state.phase
    legal = state.legal_actions()
    kinds = {action.kind for action in legal}
    when = hour_words(state.hour) if state.hour else "noon"
    if phase == "orient":
        return (f"{name} drew {state.card_words(state.pending[1])}: choose which way up to lay it "
                "(both ways are shown beside the map).")
    if phase == "woods":
        exits = CARDS[state.pending[0]].exits
        return (f"{name} drew a card with {exits} exits, and two sides of the Woods show {exits} "
                "stepping stones: click the \"?\" to follow.")
    if phase == "mushrooms":
        return (f"{name} drew {state.card_words(state.pending[0])}: keep it, or let the Mushrooms send "
                "it to the bottom of the deck and draw another.")
    if phase == "blocked":
        ways = _on_offer(kinds, (("tunnel", "tunnel onto it"),
                                 ("machete", "cut through the trees with the Machete")))
        return f"{name}, {when}: the new card has no way back. {ways.capitalize()}, or end the walk."
    if phase == "bear":
        return f"{name}, {when}: a Bear! Put the Picnic Basket on it and go on, or end the walk."
    if phase == "dive":
        ways = _on_offer(kinds, (("traverse", "a card"), ("explore", 'a "?"')))
        go_on = f"click {ways} to go on, " if ways else ""
        surface = "click a Cave to surface there, " if "surface" in kinds else ""
        return (f"{name} is underground, move {state.dive + 1} of 3: {go_on}{surface}or end the walk "
                "with the token where it was.")
    if phase == "trade":
        return (f"{name} is at the Trading Post: click what you give (your panel) and what you take "
                "(the supply), then make the trade.")
    if phase == "gift":
        return f"{name} is alone at the Starting Camp: choose a piece of Equipment from the supply."
    steps = bool(kinds & {"explore", "traverse", "cross"})
    walk = "Contingency walk: " if state.contingency else ""
    if len(state.path) == 1:
        limit = state.moves_left()
        note = f" (at most {limit} move{'s' if limit != 1 else ''} this turn)" if limit is not None else ""
        if steps:
            ways = _on_offer(kinds, (("explore", 'a "?" to explore'),
                                     ("traverse", "a highlighted card to traverse"),
                                     ("cross", "your own card to cross to its other side")))
            return f"{walk}{name}'s turn, noon: click {ways}{note}, or end the turn."
        return f"{walk}{name}'s turn: there is no way on from here, so end the turn."
    if steps:
        return (f"{walk}{name}, {when}: walk on, stop here to move your token, or end the walk "
                "without moving it.")
    canoe = " (or use the Canoe to go on)" if "canoe" in kinds else ""
    if STOP in legal:
        return (f"{walk}{name}, {when}: the walk ends here{canoe}. Stop to move your token here, or "
                "end the walk.")
    return f"{walk}{name}, {when}: you cannot stop here{canoe}, so end the walk without moving your token."


# -- targets and the whole view ------------------------------------------------------------------------
def target_element(state, action, items: set[str] | None = None) -> str:
    """The element a player clicks for ``action``: a space of the map, a panel item, or a button.
    ``items`` are the panel items of the view (a target may only go on one that exists)."""
    kind = action.kind
    here = state.position
    element = "button"
    if kind in ("explore", "woods"):
        q, r = neighbour(here[:2], DIRECTIONS.index(action["direction"]))
        element = f"space:new:{q},{r}"
    elif kind == "traverse":
        direction = DIRECTIONS.index(action["direction"])
        if state.phase == "dive":
            element = f"space:{node_id((*neighbour(here[:2], direction), 0))}"
        else:
            element = f"space:{node_id(state.traverse_step(direction).target)}"
    elif kind == "cross":
        element = f"space:{node_id((here[0], here[1], 1 - here[2]))}"
    elif kind == "surface":
        coord = next(c for c, (card_id, _) in state.cards.items() if card_id == action["card"])
        element = f"space:{node_id((*coord, 0))}"
    elif kind in ("leave", "give"):
        element = f"item:p{state.to_move}-held-{action['token']}"
    elif kind == "take":
        element = f"item:stock-{action['token']}"
    if element.startswith("item:") and items is not None and element[5:] not in items:
        return "button"
    return element


def build_view(state, viewer: int | None = None) -> dict:
    """The board part of the view (``State.view`` adds ``recent``, ``waiting``, the ``log`` and
    roles)."""
    check_viewer(state.game, viewer)
    unexplored = _unexplored(state)
    viewbox, text, pictures = _layout(state, unexplored)
    decor, spaces, places = _map_spaces(state, text, unexplored)
    panels = _panels(state, viewer)
    items = {item["id"] for panel in panels for item in panel["items"]}
    targets = view_targets(state, lambda action: target_element(state, action, items))
    return {
        "schema": VIEW_SCHEMA, "game": state.game.name, "title": state.game.title,
        "viewer": viewer, "viewbox": viewbox, "dark": dict(DARK),
        # the map grows card by card, wider or taller: the panels stay beside it all game, so
        # that they do not jump under the board when it turns wide (the board keeps its size)
        "layout": "side",
        "spaces": decor + _tray(state, text, pictures) + spaces,
        "links": _links(state, places),
        "pieces": _pieces(state, places, text),
        "panels": panels,
        "targets": targets,
        # a race has no score: the chips show names only
        "players": player_chips(state, name=state.name, color=state.color),
        "status": _status(state),
        "over": state.is_over,
        "error": None,
    }


def intended_action(state, element: str):
    """What a click on ``element`` asks for now, legal or not (see ``State.action_at``).

    On the map: a neighbouring card traverses to it, a "?" explores it (or follows the
    stepping stones there), the walk's own space stops there, the other section of its
    card crosses over, a Cave surfaces there during a dive, and a card just laid that waits
    for a decision tunnels onto it (or feeds the Bear the basket). Beside the map, a drawn
    card's picture lays it that way (or keeps it). In the panels, a token in the hand of the
    player to move is given at a Trading Post and left behind otherwise; one in the supply
    is taken.
    """
    if not isinstance(element, str) or state.is_over:
        return None
    where, _, name = element.partition(":")
    if where == "item":
        return _item_action(state, name)
    if where != "space":
        return None
    if name in ("preview-0", "preview-3"):
        return ORIENT[int(name[-1])]
    if name == "preview-drawn":
        return KEEP if state.phase == "mushrooms" else None
    unexplored = name.startswith("new:")
    found = _POSITION.fullmatch(name[4:] if unexplored else name)
    if found is None:
        return None
    coord = (int(found.group(1)), int(found.group(2)))
    section = 1 if found.group(3) else 0
    if unexplored == (coord in state.cards):
        return None  # no such space on this board
    phase = state.phase
    if coord == _new_card(state):
        return BASKET if phase == "bear" else first_legal(state, [TUNNEL, MACHETE])
    here = state.position
    if (*coord, section) == here:
        return STOP
    if coord == here[:2]:
        return CROSS
    candidates = []
    for d in range(6):
        if neighbour(here[:2], d) == coord:
            if unexplored:
                candidates.append(WOODS[d] if phase == "woods" else EXPLORE[d])
            else:
                candidates.append(TRAVERSE[d])
    if not unexplored and phase == "dive" and state.cards[coord][0] in SURFACE:
        candidates.insert(0, SURFACE[state.cards[coord][0]])
    return first_legal(state, candidates)


def _item_action(state, name: str):
    if name.startswith("stock-") and name[6:] in TAKE:
        return TAKE[name[6:]]
    found = re.fullmatch(r"p(\d+)-held-([a-z_]+)", name)
    if found is None or int(found.group(1)) != state.to_move or found.group(2) not in LEAVE:
        return None
    kind = found.group(2)
    return GIVE[kind] if state.phase == "trade" else LEAVE[kind]

