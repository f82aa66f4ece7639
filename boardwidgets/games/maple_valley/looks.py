"""Maple Valley's looks: the colours, pictures and sizes the view draws with, kept apart from
what it draws.

Every fill comes as a pair, its colour on a light page and on a dark one. The dark colour keeps
the hue, so a Maple Grove stays red and a Food spot orange, but it is dark enough for the
widget's white text and light enough for the blue rings of the moves on offer: the valley
turns moss green at night, and the trails, drawn on it, turn lighter instead so that they still
stand out. ``DARK`` maps each light colour to its dark one for the view's ``dark`` key.
"""
from __future__ import annotations

from ..palettes import dark_palette, lights
from .components import PLAYER_NAMES

#: each fill's (light, dark) colours, by what it paints
TRAVEL_PAIRS = {"water": ("#1e88e5", "#5aa9f0"), "rock": ("#795548", "#b39184"),
                "forest": ("#2e7d32", "#6cbf6f")}
RESOURCE_PAIRS = {"acorn": ("#c8a165", "#8a6a38"), "berry": ("#d0435b", "#9c2f44"),
                  "birch": ("#ece6d6", "#8a8373"), "cattail": ("#a1887f", "#6b5750"),
                  "clay": ("#c9714b", "#91502f"), "herb": ("#9ccc65", "#55822a"),
                  "honey": ("#f6b300", "#9a7000"), "bug": ("#ff8a65", "#a9512f"),
                  "flower": ("#f48fb1", "#9c4d6a"), "pebble": ("#b0b0b0", "#6a6a6a"),
                  "map": ("#e6d3a3", "#857449")}
CATEGORY_PAIRS = {"decoration": ("#f8bbd0", "#8a4a62"), "entertainment": ("#d1c4e9", "#5f4f86"),
                  "food": ("#ffe0b2", "#80592a"), "gift": ("#c8e6c9", "#3f7443")}
LOCATION_PAIRS = {"village": ("#f6d7a7", "#7a5a30"), "lookout": ("#cfd8dc", "#4e6069"),
                  "bluffs": ("#bcaaa4", "#66524a"), "clubhouse": ("#ffe0b2", "#80592a"),
                  "lodge": ("#d7ccc8", "#5e504a"), "outpost": ("#b3e5fc", "#245f7a")}
GROVE_PAIRS = {"maple": ("#ef9a9a", "#8c3a3a"), "oak": ("#ffcc80", "#86561a"),
               "beech": ("#fff59d", "#756d1f")}
SUN_PAIRS = {"now": ("#ffd54f", "#a27c00"), "past": ("#f3ead0", "#5c5444"), "later": ("#dedede", "#474747")}
GROUND_PAIRS = {"valley": ("#e4eed3", "#26301f"), "strip": ("#efe6d2", "#2f2920"),
                "card": ("#fbf3e2", "#3d3528")}

TRAVEL_COLORS = lights(TRAVEL_PAIRS)
RESOURCE_COLORS = lights(RESOURCE_PAIRS)
CATEGORY_COLORS = lights(CATEGORY_PAIRS)
LOCATION_FILLS = lights(LOCATION_PAIRS)
GROVE_FILLS = lights(GROVE_PAIRS)
SUN_FILLS = lights(SUN_PAIRS)
VALLEY_FILL, STRIP_FILL, CARD_FILL = (GROUND_PAIRS[name][0] for name in ("valley", "strip", "card"))
#: the swatches of panel lines that are not a Good, a card's category or a travel type
PATCH_SWATCH, DAWDLE_SWATCH, STARTING_SWATCH = "#eeeeee", "#e8eaf6", "#fff3d6"
#: the left edge of the shared panels
PANEL_COLORS = {"favour": "#c2185b", "friend": "#6d4c41", "patch": "#546e7a", "outposts": "#0277bd"}


#: the view's ``dark`` key: each light fill and the colour drawn instead on a dark page
DARK = dark_palette(TRAVEL_PAIRS, RESOURCE_PAIRS, CATEGORY_PAIRS, LOCATION_PAIRS, GROVE_PAIRS, SUN_PAIRS,
                     GROUND_PAIRS)

#: each picture the view names, by what it shows; ``ICONS`` lists them for ``Game.icons``
ICON = {
    "acorn": "acorn", "berry": "raspberry", "birch": "birch-trees", "cattail": "reed", "clay": "clay-brick",
    "herb": "herbs-bundle", "honey": "honey-jar", "bug": "ladybug", "flower": "daisy", "pebble": "stone-pile",
    "map": "treasure-map",
    "decoration": "lantern", "entertainment": "drum", "food": "shiny-apple", "gift": "present",
    "water": "water-drop", "rock": "rock", "forest": "pine-tree",
    "village": "village", "lookout": "watchtower", "bluffs": "peaks", "clubhouse": "treehouse",
    "lodge": "wood-cabin", "outpost": "shop", "grove": "maple-leaf",
    "friend": "paw-print", "dawdle": "night-sleep", "patch": "sewing-needle", "deck": "card-random",
    "festivity": "party-flags", "marker": "cube",
}
#: the pawns: each critter's head
PAWN_ICONS = dict(zip(PLAYER_NAMES, ("rabbit-head", "porcupine", "raccoon-head", "fox-head", "squirrel"),
                      strict=True))
ICONS = tuple(sorted({*ICON.values(), *PAWN_ICONS.values()}))

# -- sizes, in board units ------------------------------------------------------------------------------
#: the valley's coordinates (board.json: 0-100 by 0-74) times SCALE, shifted by (LEFT, TOP), so that
#: the Groves' tokens at the edges fit: the board is 21.8 units wide
SCALE, LEFT, TOP = 0.2, 0.9, 0.6
WIDTH = 100 * SCALE + 2 * LEFT
VALLEY_BOTTOM = 15.85
STRIP_TOP = VALLEY_BOTTOM + 0.35
#: text: the board is fitted about 620 pixels wide beside the panels in a 934-pixel cell (28.5
#: pixels a unit), so every text, 0.5 units, is 14 pixels there and 18 when the board fills an
#: 800-pixel cell
TEXT = SMALL_TEXT = 0.5
#: the average width of a letter of the bold captions, as a share of their size (a little more
#: than most words need: to keep them inside the board and clear of the trails)
LETTER = 0.66
LOC_R, TRAIL_R, SITE_R = 0.72, 0.3, 0.36
#: a pawn is clearly larger than a Grove's Goods tokens and a trail's middle, and stands above its
#: location; the seats spread over an arc of at most ARC degrees, PAWN_STEP apart
PAWN_SIZE, PAWN_REACH, PAWN_STEP, ARC = 0.42, 1.1, 48, 150
TOKEN_SIZE, MARKER_SIZE = 0.27, 0.3
TOKEN_DX, TOKEN_DY = 0.98, 0.4
BAND, DASH, GAP, DOT, DOT_STEP = 0.1, 0.5, 0.28, 0.12, 0.44
#: the Sun track, in the valley's top-right corner
SUN_R, SUN_DX, SUN_X0, SUN_Y = 0.4, 0.92, 17.25, 1.8
#: the Festivity cards, side by side under the valley: the title left, the rows of spots right
CARD_GAP, CARD_MARGIN = 0.3, 0.3
SPOT_R, SPOT_DX, ROW_DY, SPOTS_DX = 0.36, 0.9, 0.86, 4.35
