"""Lost Valley's looks: the colours, pictures and sizes the view draws with, kept apart from
what it draws.

The valley is drawn as a landscape a child knows: green forest with pine trees, grey-brown
mountains with peaks, a pale meadow (the tundra) with reeds, blue lakes with lily pads, and
the river as deep blue water between its two banks. Every fill comes as a pair, its colour
on a light page and on a dark one: the dark colour keeps the hue, so that a forest stays green
and the river blue at night, and each terrain's picture turns light on it. ``DARK`` maps each
light colour to its dark one for the view's ``dark`` key (the widget paints icons through it
too).
"""
from __future__ import annotations

from ..palettes import dark_palette, lights

#: each terrain's (light, dark) fill and the (light, dark) colour of its picture on it
TERRAIN_PAIRS = {"forest": ("#4c9a48", "#2c5a2a"), "mountain": ("#a8998b", "#5a5047"),
                 "tundra": ("#dcd99a", "#5d5e33"), "lake": ("#8ccaf0", "#2b5f82")}
TERRAIN_ICON_PAIRS = {"forest": ("#123d12", "#a6dca0"), "mountain": ("#3b3129", "#e2d6c8"),
                      "tundra": ("#4f5418", "#dcdf9a"), "lake": ("#17577e", "#a6dcf5")}
#: the river's water, the waterfall post, the spring and what marks the valley's places
GROUND_PAIRS = {"water": ("#1f6fc5", "#2d73c2"), "post": ("#c79a5b", "#7b5a30"),
                "spring": ("#cdeefc", "#2f6783"), "place": ("#fbf6e9", "#c9c1ad"),
                "candidate": ("#e3f1fb", "#3a5566"), "dig": ("#a9d8f5", "#3c7aa1"),
                "canal": ("#3f8fdc", "#3a7fcc")}
GROUND_ICON_PAIRS = {"post": ("#3b2a17", "#f3e2c6"), "spring": ("#1a5fae", "#e3f6ff")}

TERRAIN_FILLS = lights(TERRAIN_PAIRS)
TERRAIN_ICON_COLORS = lights(TERRAIN_ICON_PAIRS)
WATER_FILL, POST_FILL, SPRING_FILL, PLACE_FILL, CANDIDATE_FILL, DIG_FILL, CANAL_FILL = (
    GROUND_PAIRS[name][0] for name in ("water", "post", "spring", "place", "candidate", "dig", "canal"))
POST_ICON_COLOR, SPRING_ICON_COLOR = (GROUND_ICON_PAIRS[name][0] for name in ("post", "spring"))

#: the pieces keep their colours in both themes (the widget does not paint them)
RIVERGOLD_COLOR, MOUNTAINGOLD_COLOR = "#7ed957", "#cfd4da"
ANIMAL_COLOR, EVENT_COLOR, SEEN_ANIMAL_COLOR = "#8d6e63", "#8e5fc7", "#f3e2c7"
WORK_COLOR, ICE_COLOR, ICON_DARK = "#efe2c4", "#dff6ff", "#3b2f25"
GOLD_COLORS = {"river": RIVERGOLD_COLOR, "mountain": MOUNTAINGOLD_COLOR}
#: the panels' swatches and the supply panel's edge
MATERIAL_COLORS = {"food": "#f4c7a1", "tools": "#c9ced6", "timber": "#c8a06a"}
GEAR_SWATCH, BAG_SWATCH, SUPPLY_COLOR = "#fff3d6", "#f2c230", "#8a6d3b"


#: the view's ``dark`` key: each light fill (and terrain picture) and its colour on a dark page
DARK = dark_palette(TERRAIN_PAIRS, TERRAIN_ICON_PAIRS, GROUND_PAIRS, GROUND_ICON_PAIRS)

#: each picture the view names, by what it shows; ``ICONS`` lists them for ``Game.icons``
ICON = {
    "post": "wood-cabin", "spring": "river", "ice": "frozen-block", "prospector": "hiking",
    "still": "jug", "shop": "shop", "bear_cave": "mountain-cave", "mine": "mine-wagon",
    "fishtrap": "basket", "sawmill": "hand-saw", "gold": "gold-nuggets", "food": "shiny-apple",
    "tools": "cube", "timber": "pine-tree", "wolf": "fox-head", "deer": "deer-head",
    "bear": "bear-head", "rat": "squirrel", "horse": "horse-head", "cart": "old-wagon", "boat": "wood-canoe",
    "axe": "wood-axe", "whiskey": "jug", "dried_fish": "double-fish", "decks": "treasure-map",
    "backpack": "backpack", "markers": "card-random", "turn": "sun",
}
#: each terrain's picture, drawn in the middle of every tile half or triangle of it
TERRAIN_ICONS = {"forest": "pine-tree", "mountain": "peaks", "tundra": "reed", "lake": "lily-pads"}
ICONS = tuple(sorted({*ICON.values(), *TERRAIN_ICONS.values()}))
#: the triangles' features, drawn in the middle of their tile instead of the terrain's picture
FEATURE_ICONS = {"still": ICON["still"], "post": ICON["shop"], "bear_cave": ICON["bear_cave"]}
#: a gear item's picture: the ware's (a found axe is an axe)
GEAR_ICONS = {"horse": ICON["horse"], "cart": ICON["cart"], "boat": ICON["boat"], "axe": ICON["axe"],
              "found_axe": ICON["axe"], "whiskey": ICON["whiskey"], "bottle": ICON["whiskey"],
              "dried_fish": ICON["dried_fish"]}

# -- sizes, in board units (one edge of a triangle) ---------------------------------------------------
#: the board is 6 to 16 units wide: in a frame 500 to 920 pixels wide a unit is 30 to 150 pixels
PLACE_R, BANK_OFFSET, PROSPECTOR_SIZE = 0.1, 0.24, 0.2
#: prospectors at the post stand towards the middles of its two slanting edges and its lower
#: left (away from its corners and the mouth's bank, where the places are), in this order (in
#: degrees on screen, y down), a fourth in the middle
AT_POST, AT_POST_REACH = (210, 330, 120), 0.33
MARKER_SIZE, WORK_SIZE, ICE_SIZE, DIG_R = 0.09, 0.12, 0.17, 0.11
#: a tile's picture in its middle; a bank's is smaller, between its markers
TILE_ICON, BANK_ICON, FEATURE_ICON, POST_ICON, SPRING_ICON, MINE_ICON = 0.3, 0.17, 0.32, 0.36, 0.3, 0.26
#: the river: half the water's width, and how far along the river a bank's clickable part
#: reaches from the middle of its diamond (the acute tips, where the river intersection's
#: places stand, are picture only: so the middle of the bank's box lies on the bank itself)
WATER_HALF_WIDTH, BANK_REACH, CANAL_HALF_WIDTH, CANAL_REACH = 0.12, 0.45, 0.06, 0.16
#: where markers lie: towards a triangle's corners (leaving its middle to the picture), or
#: along the water on a bank
SLOT_REACH, BANK_SLOT_ALONG, BANK_SLOT_OUT = 0.27, 0.27, 0.21
MARGIN, MIN_WIDTH, MIN_HEIGHT = 0.35, 4.5, 2.4
#: a valley less than this many times as wide as it is high leaves room beside it for the
#: panels (and the log stays in sight); a wider one needs the cell's whole width
SIDE_ASPECT = 2.6
#: the post's caption: at least 12 pixels when the board is fitted into 500 pixels of width
#: or 400 of height, and below the prospectors standing on the table edge
CAPTION, CAPTION_PIXELS, CAPTION_FRAME, CAPTION_TOP = 0.22, 12, (500, 400), 0.24
#: "Waterfall post" is at most this many font sizes wide (8.0 in the widget's bold sans-serif)
CAPTION_EMS = 8.6
#: where a work stands at a river intersection: in the water, upstream of the crossing
WORK_UPSTREAM, WORK_BESIDE = 0.34, 0.2
#: the waterfall: how far the water falls beyond the table edge, under the mouth
FALL_DEPTH = 0.3
