"""Maple Valley's view: what the board widget, the SVG picture and the plotly figure draw.

Board units are the valley's own (``board.json``: 0-100 by 0-74) times 0.2, shifted a little
so that the Groves' tokens at the edges fit: the board is 21.8 units wide. Beside the panels the
board is fitted about 620 pixels wide, so every text on it is 0.5 units (14 pixels there). The
colours, pictures and sizes live in ``looks.py``; the view's ``dark`` key is its dark palette.

**The valley.** Each location is a clickable circle (``loc:village``, ``loc:grove3``,
``loc:outpost1``) with its picture, a caption under it (an Outpost's caption is its card's
name), and for a Grove its two Goods as two tokens (pieces) either side. Each trail is a
link between its two locations, styled by its travel type (``style`` is ``water``, ``rock``
or ``forest``, so the widget gives it the class ``bw-link-water``...), and drawn underneath
as decoration in that type's colour and pattern, which every renderer draws alike: Water a
solid blue band, Rock brown dashes, Forest green dots (the legend in the top-left corner says
which is which; the widget's stylesheet has no rule for the links' classes, so there the
links themselves draw nothing). In the middle of every trail is a small clickable space,
``trail:t05``: a Curiosity site (a disc with its Curiosity) or a diamond of the trail's colour;
a trail travelled this turn is ``selected``. The Sun track fills the top-right corner. The
pawns (``owner`` their seat) are the largest pieces: each critter's head, standing around its
location, each seat at its own place on the arc above it, so that pawns sharing a location
never cover one another.

**The Festivities** lie side by side under the valley (a solo game has none): each card's
title on its left, its spots in play row by row on its right, a marker on a spot in its
owner's colour.

**Panels** (``panels.py``): the Pack of the player whose screen it is (the viewer; in the
onlooker's view, the player deciding now) comes first, then the three displays, the other
Packs and the two Outposts; a display or an Outpost that holds a move on offer moves up to
right after the Pack. Each is short, and folds to a summary.

**Hidden things.** A hand shows its cards only on its owner's screen (``view(p)``), as
``secret`` items; everyone else sees how many Friends and Dawdles it holds. The cards drawn
at an Outpost (the ``keep`` task) are shown the same way. ``view(None)`` is the onlooker's
view, what everyone at the table knows (the projector, a hot-seat screen while it is covered,
a picture of a position): every hand, and the cards drawn, as counts, and no moves on offer.
Scores show only at the end (Friends in hand score, so a running score would give a hand
away). Nothing else in the view reads a hand or a deck's order, so
``determinize(p, seed).view(p) == view(p)`` and ``determinize(p, seed).view() == view()``.

**Targets** go to the player who decides (only on that player's own screen), one per legal
action, on the thing a player would click: a hand card (a Starting Friend carries three, one
per travel type), a trail's middle space (each way of paying for the step), the location
(activate, or each way of foraging at a Grove), a display card (take, or make a Friend at
the Village), a Festivity spot, a Favour being prepared (craft, discard, trade away), a Patch
(use, discard), a drawn card (keep), an Outpost's market entry (trade); stopping, skipping,
being done, ending the turn, an effect's count, a payment, a gain and a title word are
buttons.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from functools import cache

from ...core.view import VIEW_SCHEMA, check_viewer, first_legal, player_chips, view_targets
from ..endings import who_won
from .actions import (
    ACTIVATE,
    BEFRIEND,
    CRAFT,
    DAWDLE,
    DISCARD_FAVOUR,
    DROP_PATCH,
    FORAGE,
    GIVE_FAVOUR,
    KEEP,
    PLAY,
    STOP,
    SUPPLY,
    TAKE_FAVOUR,
    TAKE_PATCH,
    TRADE,
    TRAVEL_PATCHES,
    TRAVEL_STEP,
    USE_PATCH,
)
from .board import ENDS, GROVE_SPOTS, GROVES, KIND, LOCATIONS, NAME, OUTPOSTS, SITES, TRAILS, TRAVEL, XY
from .codes import BEFORE
from .components import (
    CATEGORY_NAMES,
    DAWDLES,
    FESTIVITIES,
    HOURS,
    ITEM_WORDS,
    festivity_spots,
    spot_words,
    travels,
)
from .components import OUTPOSTS as OUTPOST_CARDS
from .looks import (
    ARC,
    BAND,
    CARD_FILL,
    CARD_GAP,
    CARD_MARGIN,
    CATEGORY_COLORS,
    DARK,
    DASH,
    DOT,
    DOT_STEP,
    GAP,
    GROVE_FILLS,
    ICON,
    ICONS,
    LEFT,
    LETTER,
    LOC_R,
    LOCATION_FILLS,
    MARKER_SIZE,
    PAWN_ICONS,
    PAWN_REACH,
    PAWN_SIZE,
    PAWN_STEP,
    RESOURCE_COLORS,
    ROW_DY,
    SCALE,
    SITE_R,
    SMALL_TEXT,
    SPOT_DX,
    SPOT_R,
    SPOTS_DX,
    STRIP_FILL,
    STRIP_TOP,
    SUN_DX,
    SUN_FILLS,
    SUN_R,
    SUN_X0,
    SUN_Y,
    TEXT,
    TOKEN_DX,
    TOKEN_DY,
    TOKEN_SIZE,
    TOP,
    TRAIL_R,
    TRAVEL_COLORS,
    VALLEY_BOTTOM,
    VALLEY_FILL,
    WIDTH,
)
from .panels import (
    FAVOUR_SLUGS,
    FRIEND_SLUGS,
    HAND_SLUGS,
    PATCH_SLUGS,
    TRAVEL_WORDS,
    display_panels,
    earned_title,
    outpost_panels,
    place_words,
    player_panel,
    plural,
    slug,
)

__all__ = ["ICONS", "build_view", "intended_action", "place_words", "slug", "target_element"]

#: a wildcard of a cost or a gain, as the status line asks for it
WILD_WORDS = {"any_good": "a Good", "any_curiosity": "a Curiosity", "any_resource": "a Good or a Curiosity",
              "matching_goods": "two matching Goods", "different_curiosities": "two different Curiosities"}


def _r(value: float) -> float:
    return round(value, 2) + 0.0  # never "-0.0"


def _xy(place: str) -> tuple[float, float]:
    x, y = XY[place]
    return x * SCALE + LEFT, y * SCALE + TOP


def _text_width(words: str, size: float) -> float:
    """About how wide a bold caption is drawn, in board units."""
    return len(words) * size * LETTER


def _inside(x: float, words: str, size: float) -> float:
    """A caption's centre moved just enough for the whole caption to stay on the board."""
    half = _text_width(words, size) / 2
    return min(max(x, half + 0.2), WIDTH - half - 0.2)


# -- the valley -----------------------------------------------------------------------------------------
def _grove_type(grove: str) -> str:
    return next(back for back in GROVE_SPOTS[grove] if back != "general")


def _trail_ends(trail: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where a trail's drawing starts and ends: at the edges of its locations' circles."""
    (ax, ay), (bx, by) = (_xy(place) for place in ENDS[trail])
    length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
    ux, uy = (bx - ax) / length, (by - ay) / length
    cut = LOC_R + 0.05
    return (ax + cut * ux, ay + cut * uy), (bx - cut * ux, by - cut * uy)

def _pattern(sid: str, travel: str, start, end) -> dict:
    """A trail's picture between two points, in the travel type's colour: a solid band
    (Water), dashes (Rock) or a row of small diamonds (Forest). Decoration, never clicked.

    Dashes and diamonds are one polygon: the outline runs along the trail's centre line from
    one to the next and back at the end, so the joins have no area and only the marks fill."""
    (ax, ay), (bx, by) = start, end
    length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
    ux, uy = (bx - ax) / length, (by - ay) / length

    def at(s: float, side: float) -> list[float]:
        return [_r(ax + s * ux - side * uy), _r(ay + s * uy + side * ux)]

    if travel == "water":
        points = [at(0, BAND), at(length, BAND), at(length, -BAND), at(0, -BAND)]
    else:
        mark, step, half = (DASH, DASH + GAP, BAND) if travel == "rock" else (2 * DOT, DOT_STEP, DOT)
        count = max(1, int((length - mark) // step) + 1)
        offset = (length - mark - (count - 1) * step) / 2
        points = []
        for k in range(count):
            s = offset + k * step
            if travel == "rock":
                points += [at(s, 0), at(s, half), at(s + mark, half), at(s + mark, -half), at(s, -half),
                           at(s, 0)]
            else:
                middle = s + mark / 2
                points += [at(s, 0), at(middle, half), at(s + mark, 0), at(middle, -half), at(s, 0)]
    return {"id": sid, "shape": "polygon", "points": points, "fill": TRAVEL_COLORS[travel], "decor": True}



@cache
def _scenery() -> tuple[dict, ...]:
    """Everything drawn the same in every game: the valley's backdrop, the trails' pictures,
    the legend of travel types, the locations' captions (but the Outposts')."""
    spaces = [{"id": "valley", "shape": "rect", "x": _r(WIDTH / 2), "y": _r(VALLEY_BOTTOM / 2 + 0.1),
               "w": _r(WIDTH - 0.3), "h": _r(VALLEY_BOTTOM - 0.2), "fill": VALLEY_FILL, "decor": True}]
    for trail in TRAILS:
        spaces.append(_pattern(f"draw:{trail}", TRAVEL[trail], *_trail_ends(trail)))
    for k, travel in enumerate(TRAVEL_COLORS):
        y = 0.65 + 0.66 * k
        words = TRAVEL_WORDS[travel]
        spaces.append(_pattern(f"sample:{travel}", travel, (0.45, y), (1.65, y)))
        x = 1.95 + _text_width(words, SMALL_TEXT) / 2
        spaces.append({"id": f"legend:{travel}", "shape": "text", "x": _r(x), "y": _r(y), "label": words,
                       "size": SMALL_TEXT, "decor": True})
    for place in LOCATIONS:
        if KIND[place] != "outpost":
            spaces.append(_caption(place, NAME[place].removeprefix("the ")))
    return tuple(spaces)


def _caption(place: str, words: str) -> dict:
    x, y = _caption_spot(place, words)
    return {"id": f"caption:{place}", "shape": "text", "x": x, "y": y, "label": words, "size": SMALL_TEXT,
            "decor": True}


@cache
def _caption_spot(place: str, words: str) -> tuple[float, float]:
    """Where a location's name goes: under its circle if no trail crosses it there, else the
    nearest place round the circle (preferring the sides and below: the pawns stand above)
    where the name crosses no trail, covers no other location, trail middle or Grove token,
    stays on the valley, and lies nearer its own location than any other."""
    x, y = _xy(place)
    half_w, half_h = _text_width(words, SMALL_TEXT) / 2 + CAPTION_CLEAR, 0.45 * SMALL_TEXT + CAPTION_CLEAR
    below = y + LOC_R + 0.1 + half_h
    for dx, dy in _CANDIDATES:
        cx, cy = x + dx, below + dy
        box = (cx - half_w, cy - half_h, cx + half_w, cy + half_h)
        if (box[0] >= 0.2 and box[2] <= WIDTH - 0.2 and box[1] >= 0.1 and box[3] <= VALLEY_BOTTOM
                and not any(_crosses(a, b, box, reach) for a, b, reach in _TRAIL_BANDS)
                and not any(_covers(ox, oy, r, box) for ox, oy, r in _DISCS)
                and min(_LOCATION_XY, key=lambda other: math.dist(other[1], (cx, cy)))[0] == place):
            return _r(cx), _r(cy)
    raise AssertionError(f"no room for the name of {place}")


def _crosses(a, b, box, reach: float) -> bool:
    """Whether the segment from ``a`` to ``b``, ``reach`` wide on each side, touches ``box``."""
    x0, y0, x1, y1 = box[0] - reach, box[1] - reach, box[2] + reach, box[3] + reach
    (ax, ay), (bx, by) = a, b
    t0, t1 = 0.0, 1.0  # the segment clipped to the box (Liang-Barsky)
    for p, q in ((ax - bx, ax - x0), (bx - ax, x1 - ax), (ay - by, ay - y0), (by - ay, y1 - ay)):
        if p == 0:
            if q < 0:
                return False
        elif p < 0:
            t0 = max(t0, q / p)
        else:
            t1 = min(t1, q / p)
    return t0 <= t1


def _covers(x: float, y: float, r: float, box) -> bool:
    """Whether the disc of radius ``r`` round (x, y) reaches into ``box``."""
    nx, ny = min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3])
    return (x - nx) ** 2 + (y - ny) ** 2 < r * r


#: how far a location's name keeps from a trail's drawing and from what is drawn on the valley
CAPTION_CLEAR = 0.08
#: the places a name may go, from under its circle (its offsets from there), nearest first;
#: going up costs twice as much as going down or sideways
_CANDIDATES = sorted(((0.1 * i, 0.1 * j) for i in range(-40, 41) for j in range(-45, 16)),
                     key=lambda d: (math.hypot(d[0], 2 * d[1] if d[1] < 0 else d[1]), abs(d[0])))
_LOCATION_XY = [(place, _xy(place)) for place in LOCATIONS]
#: each trail's drawing (its band, dashes or diamonds) and how far it reaches from its centre line
_TRAIL_BANDS = [(*_trail_ends(trail), (BAND if TRAVEL[trail] != "forest" else DOT) + CAPTION_CLEAR)
                for trail in TRAILS]
#: the discs of the valley a name may not cover: the locations, the trails' middles, the Groves'
#: Goods tokens, the Sun track and the legend
_DISCS = ([(*xy, LOC_R + CAPTION_CLEAR) for _, xy in _LOCATION_XY]
          + [((_xy(ENDS[trail][0])[0] + _xy(ENDS[trail][1])[0]) / 2,
              (_xy(ENDS[trail][0])[1] + _xy(ENDS[trail][1])[1]) / 2, SITE_R + CAPTION_CLEAR)
             for trail in TRAILS]
          + [(_xy(grove)[0] + TOKEN_DX * side, _xy(grove)[1] + TOKEN_DY, TOKEN_SIZE + CAPTION_CLEAR)
             for grove in GROVES for side in (-1, 1)]
          + [(SUN_X0 + k * SUN_DX, SUN_Y, SUN_R + 0.6) for k in range(HOURS)]
          + [(1.0 + 0.5 * k, 0.65 + 0.66 * row, 0.45) for k in range(6) for row in range(3)])

def _location_tip(state, place: str) -> str:
    kind = KIND[place]
    name = NAME[place].removeprefix("the ")
    if kind == "grove":
        a, b = state.groves[GROVES.index(place)]
        return (f"{name} ({_grove_type(place).capitalize()} Grove): forage 2 Goods here, "
                f"{ITEM_WORDS[a]} and {ITEM_WORDS[b]} in any mix; a Sun Good among them brings one more")
    if kind == "outpost":
        card = state.outposts[OUTPOSTS.index(place)]
        return f"{name}: the {card}. {OUTPOST_CARDS[card]['text']}"
    return {
        "village": "The Village: make one Friend from the Friend display with Curiosities",
        "lookout": "The Lookout: collect 2 Maps and a Favour of your choice from the display",
        "clubhouse": "The Clubhouse: a Favour from the deck, a marker on any Festivity spot, "
                     "and a Patch of your choice from the display",
        "lodge": "The Lodge: a Favour from the deck and a Favour of your choice from the display",
        "bluffs": "The Bluffs: collect 3 Sun Goods, then zoom to the Village (and you may activate it)",
    }[kind]


def _locations(state) -> list[dict]:
    spaces = []
    for place in LOCATIONS:
        x, y = _xy(place)
        kind = KIND[place]
        fill = GROVE_FILLS[_grove_type(place)] if kind == "grove" else LOCATION_FILLS[kind]
        spaces.append({"id": f"loc:{place}", "shape": "circle", "x": _r(x), "y": _r(y), "r": LOC_R,
                       "fill": fill, "icon": ICON[kind],
                       "tooltip": _location_tip(state, place)})
        if kind == "outpost":
            spaces.append(_caption(place, state.outposts[OUTPOSTS.index(place)]))
    return spaces


def _trail_words(trail: str) -> str:
    a, b = ENDS[trail]
    return f"{TRAVEL_WORDS[TRAVEL[trail]]} trail between {NAME[a]} and {NAME[b]}"


def _trails(state) -> tuple[list[dict], list[dict]]:
    """Each trail's clickable middle (a Curiosity site or a small diamond) and its link."""
    used = set(state.turn[3]) if state.turn and not state.is_over else set()
    spaces, links = [], []
    for trail in TRAILS:
        a, b = ENDS[trail]
        (ax, ay), (bx, by) = _xy(a), _xy(b)
        travel = TRAVEL[trail]
        words = _trail_words(trail)
        space = {"id": f"trail:{trail}", "x": _r((ax + bx) / 2), "y": _r((ay + by) / 2)}
        if trail in SITES:
            curiosity = state.sites[SITES.index(trail)]
            space.update(shape="circle", r=SITE_R, fill=RESOURCE_COLORS[curiosity], icon=ICON[curiosity],
                         tooltip=f"A Curiosity site on the {words}: travelling it collects "
                                 f"a {ITEM_WORDS[curiosity]}")
        else:
            space.update(shape="diamond", r=TRAIL_R, fill=TRAVEL_COLORS[travel], icon=ICON[travel],
                         icon_color="#ffffff", tooltip=f"The {words}")
        if trail in used:
            space["selected"] = True
        spaces.append(space)
        links.append({"id": trail, "source": f"loc:{a}", "target": f"loc:{b}", "style": travel})
    return spaces, links



def _pawn_offsets(players: int) -> list[tuple[float, float]]:
    """Each seat's place around a location: spread over the arc above it, PAWN_STEP degrees
    apart, further out when more seats would not fit in ARC degrees."""
    step = min(PAWN_STEP, ARC / max(1, players - 1))
    reach = max(PAWN_REACH, (PAWN_SIZE + 0.03) / math.sin(math.radians(step / 2)))
    out = []
    for p in range(players):
        angle = math.radians(-90 + (p - (players - 1) / 2) * step)
        out.append((_r(reach * math.cos(angle)), _r(reach * math.sin(angle))))
    return out


def _pieces(state) -> list[dict]:
    """The pawns, the Groves' Goods tokens and the markers on the Festivities."""
    pieces = []
    names = state.game.player_names
    for p, (dx, dy) in enumerate(_pawn_offsets(state.game.players)):
        name = state.game.player_name(p)
        place = state.at[p]
        piece = {"id": f"pawn-{p}", "at": f"loc:{place}", "kind": "pawn", "shape": "circle", "owner": p,
                 "color": state.game.player_colors[p], "size": PAWN_SIZE, "dx": dx, "dy": dy,
                 "label": name[:3], "tooltip": f"{name}'s pawn, at {place_words(state, place)}"}
        if p < len(names) and names[p] in PAWN_ICONS:
            piece["icon"] = PAWN_ICONS[names[p]]
        pieces.append(piece)
    for grove, goods in zip(GROVES, state.groves, strict=True):
        for k, good in enumerate(goods):
            pieces.append({"id": f"token:{grove}:{k}", "at": f"loc:{grove}", "kind": "good",
                           "shape": "circle", "color": RESOURCE_COLORS[good], "icon": ICON[good],
                           "size": TOKEN_SIZE, "dx": TOKEN_DX * (2 * k - 1),
                           "dy": TOKEN_DY, "label": ITEM_WORDS[good][:2],
                           "tooltip": f"{ITEM_WORDS[good]}: forage it at {NAME[grove]}"})
    for f, occupants in enumerate(state.spots):
        for i, who in enumerate(occupants):
            if who is not None:
                pieces.append({"id": f"marker:{f}:{i}", "at": f"spot:{f}:{i}", "kind": "marker",
                               "shape": "circle", "color": state.game.player_colors[who],
                               "size": MARKER_SIZE,
                               "tooltip": f"{state.game.player_name(who)}'s marker"})
    return pieces


# -- the Sun track (the valley's top-right corner) and the Festivities (under the valley) -------------
def _sun_track(state) -> list[dict]:
    words = f"Sun: hour {state.hour} of {HOURS}"
    middle = SUN_X0 + (HOURS - 1) * SUN_DX / 2
    spaces = [{"id": "caption:sun", "shape": "text", "x": _r(_inside(middle, words, TEXT)),
               "y": _r(SUN_Y - SUN_R - 0.42), "label": words, "size": TEXT, "decor": True}]
    for hour in range(1, HOURS + 1):
        space = {"id": f"sun:{hour}", "shape": "circle", "x": _r(SUN_X0 + (hour - 1) * SUN_DX), "y": SUN_Y,
                 "r": SUN_R}
        if hour <= len(state.sun):
            good = state.sun[hour - 1]
            now = hour == len(state.sun)
            space.update(fill=SUN_FILLS["now" if now else "past"], icon=ICON[good],
                         tooltip=f"Hour {hour}: the Sun Good {'is' if now else 'was'} {ITEM_WORDS[good]}")
        else:
            space.update(fill=SUN_FILLS["later"], label=str(hour), size=SMALL_TEXT,
                         tooltip=f"Hour {hour}: its Sun tile is still face down")
        spaces.append(space)
    return spaces

def _festivity_tip(state, f: int, name: str, kinds) -> str:
    card = FESTIVITIES[name]
    tally = Counter(who for who in state.spots[f] if who is not None)
    counts = Counter(kinds)
    spots = ", ".join(f"{counts[c]} {CATEGORY_NAMES[c]}" for c in CATEGORY_NAMES if counts[c])
    markers = ", ".join(f"{state.game.player_name(p)} {n}" for p, n in sorted(tally.items())) or "none yet"
    return (f"The {name}: spots for {spots} Favours; markers: {markers}. When its last spot is filled: "
            f"{card['text']} At the end the most markers score markers + 3, the second most markers + 1, "
            "anyone else markers.")



def _festivities(state) -> tuple[list[dict], float]:
    """Each Festivity card side by side under the valley, its title in the top-left corner and
    its spots in play on its right, row by row; and the bottom of the lowest card."""
    spaces, bottom = [], STRIP_TOP
    players = state.game.players
    width = (WIDTH - 2 * CARD_MARGIN - 2 * CARD_GAP) / 3
    for f, name in enumerate(state.festivities):
        rows = FESTIVITIES[name]["rows"][:players]
        kinds = festivity_spots(name, players)
        x0 = CARD_MARGIN + f * (width + CARD_GAP)
        height = len(rows) * ROW_DY + 0.2
        bottom = max(bottom, STRIP_TOP + height)
        spaces.append({"id": f"fest:{f}", "shape": "rect", "x": _r(x0 + width / 2),
                       "y": _r(STRIP_TOP + height / 2), "w": _r(width), "h": _r(height), "fill": CARD_FILL,
                       "label": name, "label_pos": "corner", "size": TEXT,
                       "tooltip": _festivity_tip(state, f, name, kinds)})
        i = 0
        for r, row in enumerate(rows):
            for c, category in enumerate(row):
                who = state.spots[f][i]
                words = spot_words(name, i)
                words = words[0].upper() + words[1:] + (
                    ": empty" if who is None else f": {state.game.player_name(who)}'s marker")
                spaces.append({"id": f"spot:{f}:{i}", "shape": "circle",
                               "x": _r(x0 + SPOTS_DX + c * SPOT_DX),
                               "y": _r(STRIP_TOP + 0.1 + (r + 0.5) * ROW_DY), "r": SPOT_R,
                               "fill": CATEGORY_COLORS[category], "icon": ICON[category], "tooltip": words})
                i += 1
    return spaces, bottom



# -- the status line ------------------------------------------------------------------------------------
def _status(state) -> str:
    if state.is_over:
        return _over_words(state)
    task = state.agenda[-1]
    p = state.to_move
    name = state.game.player_name(p)
    head = f"Hour {state.hour} of {HOURS}, Sun Good {ITEM_WORDS[state.sun_good]}. "
    kind = task[0]
    if kind == "card":
        return head + f"{name}: play a Friend or a Dawdle from your hand."
    if kind == "travel":
        travel = TRAVEL_WORDS[state.turn[1]]
        if state.turn[2] == BEFORE:
            return head + f"{name} travels by {travel}: click a trail (a Map may pay for a trail first)."
        return head + f"{name} travels by {travel}: click the next trail, or stop here."
    if kind == "activate":
        place = state.at[p]
        what = {"grove": "forage here", "village": "make a Friend from the display"}.get(
            KIND[place], f"activate {place_words(state, place)}")
        return head + f"{name} is at {place_words(state, place)}: {what}, or not."
    if kind == "take":
        return head + f"{name}: take a {task[2].capitalize()} from the display."
    if kind == "supply":
        which = "any"
        if task[2] != "any":
            category = CATEGORY_NAMES[task[2]]
            which = f"{'an' if category[0] in 'AEIOU' else 'a'} {category}"
        return head + f"{name}: put a marker on {which} spot of a Festivity."
    if kind == "drop_patch":
        return head + f"{name} has five Patches: discard one."
    if kind == "market":
        return head + f"{name} is at the {state.outpost_card(p)['name']}: make a trade, or be done trading."
    if kind == "effect":
        return head + f"{name}: use the {state.outpost_card(p)['name']}'s effect, or skip it."
    if kind == "keep":
        return head + f"{name}: keep one of the {plural(len(task[3]), task[2].capitalize())} drawn."
    if kind == "give_favour":
        return head + f"{name}: choose a Favour you are preparing to trade away."
    if kind == "pay":
        return head + f"{name} pays {WILD_WORDS.get(task[2][0], task[2][0])}: choose which."
    if kind == "gain":
        return head + f"{name} gains {WILD_WORDS.get(task[2], task[2])}: choose which."
    if kind == "craft":
        return head + f"{name}: craft Favours, or end the turn."
    if kind == "limit":
        return head + f"{name} is preparing more than three Favours: discard one."
    if kind == "title":
        return f"Dusk. {name}: choose a word of your title."
    return head + f"{name} to decide."




def _over_words(state) -> str:
    result = state.result()
    scores = ", ".join(f"{state.game.player_name(p)} {s}" for p, s in result["scores"].items())
    title = earned_title(state)
    winners = result["winners"]
    best = result["scores"][winners[0]]
    if title:  # a solo game has no winner in the rulebook, only a title (its result names the player)
        return (f"{state.game.player_name(winners[0])} ends the solo game with {best} points. "
                f"Your title: {title}!")
    each = " each" if len(winners) > 1 else ""
    return (f"{who_won([state.game.player_name(p) for p in winners])} with {best} points{each}. "
            f"Dusk: the fifth hour is over. Scores: {scores}.")




# -- targets and the whole view ----------------------------------------------------------------------
BUTTON_KINDS = frozenset({"stop", "skip", "done", "end_turn", "effect", "pay", "gain", "title"})


def target_element(state, action) -> str:
    """The element a player clicks for ``action``; a button when there is nothing to click."""
    kind = action.kind
    p = state.to_move
    if kind in BUTTON_KINDS:
        return "button"
    if kind in ("play", "dawdle"):
        return f"item:p{p}-card-{slug(action['card'])}"
    if kind == "travel":
        return f"space:trail:{action['trail']}"
    if kind in ("activate", "forage"):
        return f"space:loc:{state.at[p]}"
    if kind == "befriend":
        return f"item:disp-friend-{slug(action['card'])}"
    if kind == "take_favour":
        return f"item:disp-favour-{slug(action['card'])}"
    if kind == "take_patch":
        return f"item:disp-patch-{slug(action['card'])}"
    if kind == "keep":
        return f"item:p{p}-keep-{slug(action['card'])}"
    if kind in ("use_patch", "drop_patch"):
        return f"item:p{p}-patch-{slug(action['card'])}"
    if kind in ("craft", "discard_favour", "give_favour"):
        return f"item:p{p}-prep-{slug(action['card'])}"
    if kind == "supply":
        return f"space:spot:{state.festivities.index(action['festivity'])}:{action['spot']}"
    if kind == "trade":
        return f"item:out{OUTPOSTS.index(state.at[p])}-t{action['trade']}"
    return "button"


def _drawn_element(state, action, elements: set[str]) -> str:
    """The element a player clicks for ``action`` if the view draws it, else the button."""
    element = target_element(state, action)
    return element if element in elements else "button"


def _panels(state, viewer, scores) -> list[dict]:
    """The Pack of the player whose screen this is (the viewer; in the onlooker's view, the
    player deciding now), then the displays, the other Packs in seat order after it, and the
    Outposts (whose cards the board's captions name); once the game is over, every Pack in
    seat order first."""
    players = state.game.players
    displays, outposts = display_panels(state), outpost_panels(state)
    first = viewer if viewer is not None else state.to_move
    if first is None:
        return [*(player_panel(state, p, viewer, scores) for p in range(players)), *displays, *outposts]
    others = [(first + k) % players for k in range(1, players)]
    return [player_panel(state, first, viewer, scores), *displays,
            *(player_panel(state, p, viewer, scores) for p in others), *outposts]


def _moves_first(panels: list[dict], targets: list[dict]) -> list[dict]:
    """The panels with a display or an Outpost that holds a move on offer right after the first
    Pack, so that its cards are in sight under it."""
    on = {target["on"] for target in targets}

    def holds_move(panel: dict) -> bool:
        return "owner" not in panel and any(f"item:{item['id']}" in on for item in panel["items"])

    first, rest = panels[:1], panels[1:]
    return [*first, *(panel for panel in rest if holds_move(panel)),
            *(panel for panel in rest if not holds_move(panel))]


def build_view(state, viewer: int | None = None) -> dict:
    """The board part of the view (``State.view`` adds ``recent``, ``waiting``, the ``log`` and
    roles)."""
    check_viewer(state.game, viewer)
    trail_spaces, links = _trails(state)
    festivity_spaces, bottom = _festivities(state)
    spaces = [*(dict(space) for space in _scenery()), *_locations(state), *trail_spaces, *_sun_track(state),
              *festivity_spaces]
    height = VALLEY_BOTTOM + 0.1
    if festivity_spaces:
        height = bottom + 0.25
        spaces.insert(1, {"id": "strip", "shape": "rect", "x": _r(WIDTH / 2),
                          "y": _r((STRIP_TOP + height) / 2 - 0.1), "w": _r(WIDTH - 0.3),
                          "h": _r(height - STRIP_TOP), "fill": STRIP_FILL, "decor": True})
    over = state.is_over
    scores = state.score_parts() if over else None
    panels = _panels(state, viewer, scores)
    elements = {f"space:{space['id']}" for space in spaces if not space.get("decor")}
    elements |= {f"item:{item['id']}" for panel in panels for item in panel["items"]}
    targets = view_targets(state, lambda action: _drawn_element(state, action, elements), viewer)
    return {
        "schema": VIEW_SCHEMA, "game": state.game.name, "title": state.game.title,
        "viewer": viewer, "viewbox": [0, 0, _r(WIDTH), _r(height)],
        "spaces": spaces,
        "links": links,
        "pieces": _pieces(state),
        "panels": _moves_first(panels, targets),
        "targets": targets,
        "players": player_chips(state, None if scores is None else [part["total"] for part in scores]),
        "status": _status(state),
        "over": over,
        "error": None,
        "dark": DARK,
    }


# -- what a click means -----------------------------------------------------------------------------
def _trail_action(state, trail: str):
    """A click on a trail: the step along it, paid the first way on offer (the Friend's
    travel type first), else with the Friend (to be explained)."""
    return first_legal(state, [TRAVEL_STEP[(trail, by)] for by in ("friend", "map", *TRAVEL_PATCHES)])


def _location_action(state, place: str):
    """A click on a location. Where the pawn stands: stopping there while travelling, else
    activating it (a Grove: foraging); at the Village nothing, since a Friend is made by
    clicking it in the display. Next to the pawn: the step along the trail between, with the
    Friend (a Map is spent only by choosing it on the trail)."""
    p = state.to_move
    here = state.at[p]
    if place == here:
        kind = KIND[place]
        if state.agenda[-1][0] == "travel":
            return STOP
        if kind == "grove":
            a, b = state.groves[GROVES.index(place)]
            return first_legal(state, [FORAGE[tuple(sorted(pair))] for pair in ((a, a), (a, b), (b, b))])
        return None if kind == "village" else ACTIVATE
    between = [trail for trail in TRAILS if set(ENDS[trail]) == {here, place}]
    return TRAVEL_STEP[(between[0], "friend")] if between else None


def _own_item_action(state, p: int, what: str, name: str):
    """A click on one of the deciding player's own cards."""
    kind = state.agenda[-1][0]
    if what == "card" and name in HAND_SLUGS:
        card = HAND_SLUGS[name]
        if card in DAWDLES:
            return DAWDLE[card]
        return first_legal(state, [PLAY[(card, travel)] for travel in travels(card)])
    if what == "prep" and name in FAVOUR_SLUGS:
        card = FAVOUR_SLUGS[name]
        first = {"limit": DISCARD_FAVOUR, "give_favour": GIVE_FAVOUR}.get(kind, CRAFT)
        return first_legal(state, [first[card], *(t[card] for t in (CRAFT, DISCARD_FAVOUR, GIVE_FAVOUR)
                                                   if t is not first)])
    if what == "patch" and name in PATCH_SLUGS:
        card = PATCH_SLUGS[name]
        use = [USE_PATCH[card]] if card in USE_PATCH else []
        drop = [DROP_PATCH[card]]
        return first_legal(state, drop + use if kind == "drop_patch" or not use else use + drop)
    if what == "keep":
        task = state.agenda[-1]
        if kind == "keep":
            table = FAVOUR_SLUGS if task[2] == "favour" else PATCH_SLUGS
            if name in table:
                return KEEP[(task[2], table[name])]
    return None


_OWN = re.compile(r"p(\d+)-(card|prep|patch|keep)-(.+)")
_DISPLAY = re.compile(r"disp-(favour|friend|patch)-(.+)")
_ENTRY = re.compile(r"out(\d+)-t(\d+)")


def intended_action(state, element: str):
    """What a click on ``element`` asks for now, legal or not (see ``State.action_at``).

    A trail is the step along it (the Friend's way first); a location is stopping or
    activating it where the pawn stands, or the step along the trail to it from there (see
    ``_location_action``); a Festivity spot is a
    marker on it; a display card is taking it (a Friend: making it); the deciding player's
    own cards are playing, crafting or keeping them, and a market entry of the Outpost
    where the pawn stands is that trade. Anything else means no move.
    """
    if not isinstance(element, str) or state.is_over:
        return None
    where, _, name = element.partition(":")
    p = state.to_move
    if where == "space":
        kind, _, rest = name.partition(":")
        if kind == "trail" and rest in TRAVEL:
            return _trail_action(state, rest)
        if kind == "loc" and rest in KIND:
            return _location_action(state, rest)
        if kind == "spot":
            f, _, i = rest.partition(":")
            if f.isdigit() and i.isdigit() and int(f) < len(state.festivities):
                return SUPPLY.get((state.festivities[int(f)], int(i)))
        return None
    if where != "item":
        return None
    own = _OWN.fullmatch(name)
    if own:
        return _own_item_action(state, p, own[2], own[3]) if int(own[1]) == p else None
    shown = _DISPLAY.fullmatch(name)
    if shown:
        table, slugs = {"favour": (TAKE_FAVOUR, FAVOUR_SLUGS), "friend": (BEFRIEND, FRIEND_SLUGS),
                        "patch": (TAKE_PATCH, PATCH_SLUGS)}[shown[1]]
        return table[slugs[shown[2]]] if shown[2] in slugs else None
    entry = _ENTRY.fullmatch(name)
    if entry:
        k, i = int(entry[1]), int(entry[2])
        if k < len(OUTPOSTS) and state.at[p] == OUTPOSTS[k] and i < len(TRADE):
            return TRADE[i]
    return None

