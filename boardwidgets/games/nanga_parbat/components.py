"""Nanga Parbat's inventory, printed numbers and colours, kept apart from the logic.

Counts come from the rulebook (36 animals, 6 of each of 6 kinds; 15 hikers,
12 camps and 5 chart cubes per player; a 3x5 points chart). Two things were
not found in any source and are a documented reconstruction of this project
(see docs/games/nanga_parbat.md, "What is reconstructed"):

- the points printed in the 15 chart squares (``CHART_POINTS``), chosen to
  grow with difficulty; the requirements 6-5-4-3-3 follow the research note;
- the exact board (see ``board.py``).
"""
from __future__ import annotations

#: animal kinds, in the order they are listed in the rulebook
ANIMALS = ("snow_leopard", "tahr", "musk_deer", "yak", "bharal", "red_panda")
ANIMAL_NAMES = {
    "snow_leopard": "Snow Leopard", "tahr": "Tahr", "musk_deer": "Musk Deer",
    "yak": "Yak", "bharal": "Bharal", "red_panda": "Red Panda",
}
#: token colours printed on the pieces (rulebook: white, brown, gray, black, blue, red)
ANIMAL_COLORS = {
    "snow_leopard": "#f2f2ee", "tahr": "#8b5a2b", "musk_deer": "#8e9399",
    "yak": "#26231f", "bharal": "#3a78c9", "red_panda": "#cc3b22",
}
ANIMAL_LETTERS = {"snow_leopard": "S", "tahr": "T", "musk_deer": "M", "yak": "Y",
                  "bharal": "B", "red_panda": "R"}
#: pictures from game-icons.net (see boardwidgets/icons); the letters stay as a fallback
ICONS = {"snow_leopard": "feline", "tahr": "goat", "musk_deer": "deer", "yak": "bison",
         "bharal": "ram-profile", "red_panda": "raccoon-head", "hiker": "hiking",
         "camp": "camping-tent", "guide": "compass"}
#: what each activation does, as shown in menus and the tutorial
ACTIVATIONS = {
    "snow_leopard": "swap two adjacent hikers",
    "tahr": "swap a hiker with an adjacent animal",
    "musk_deer": "swap two animals anywhere",
    "yak": "move the guide to another region",
}
WILD = ANIMALS.index("bharal")
RED_PANDA = ANIMALS.index("red_panda")

ANIMALS_PER_KIND = 6
REGIONS = 6
SECTIONS_PER_REGION = 6
HIKERS = 15
CAMPS = 12
CUBES = 5

#: the chart's rows, top to bottom
CHART_ROWS = ("camps", "different", "same")
CHART_ROW_NAMES = {"camps": "build camps", "different": "trade different animals",
                   "same": "trade animals of one kind"}
#: animals or adjacent hikers each column needs, left to right
CHART_NEEDS = (6, 5, 4, 3, 3)
#: RECONSTRUCTION: victory points in each square (not found in any source)
CHART_POINTS = {
    "camps": (12, 9, 7, 5, 4),
    "different": (10, 8, 6, 4, 3),
    "same": (11, 9, 6, 4, 3),
}

#: area scoring variant: points for a player's hikers and camps in one region
AREA_POINTS = {4: 1, 5: 2, 6: 3}

PLAYER_NAMES = ("Orange", "Green")
PLAYER_COLORS = ("#e8831a", "#2f9e5b")
GUIDE_COLOR = "#f2c230"

#: spots drawn on the scoring path (scores beyond wrap around, as on a real track)
SCORE_TRACK = 50

#: the board's fills (and the dotted paths' colour), by what they colour: (light theme, dark
#: theme). The dark colours keep each part recognisable on a dark page (a slate mountain under
#: lighter regions and sections, the guide's region in dark gold, gold flags, the chart and the
#: scoring path in warm browns with every fifth spot tan) and its numbers readable at 4.5:1, in
#: white (black on the flags); the pieces keep their colours in both themes.
FILLS = {
    "mountain": ("#dfe7ef", "#2c3846"),
    "region": ("#c9d6e3", "#3a4a5c"),
    "section": ("#f4f7fa", "#56697e"),
    "guide_section": ("#fff6cf", "#6e5f22"),
    "flag": ("#f6d34a", "#d9b23a"),
    "chart_need": ("#ffffff", "#5c574c"),
    "chart_free": ("#fbfaf5", "#4a463e"),
    "chart_claimed": ("#d9d4c5", "#2f2d29"),
    "score_spot": ("#f7f3e8", "#3e3b35"),
    "score_fifth": ("#eadfbf", "#6b5c36"),
    "path": ("#55697f", "#e8eef5"),  # the dotted paths: 4:1 on the mountain in both themes
}
#: the light fill of each part, as the view writes it
FILL = {part: light for part, (light, _) in FILLS.items()}
#: the animals' swatches in the panels on a dark page, where the widget takes the view's dark
#: colour for a swatch (the pieces on the board keep theirs): the Bharal's blue, 3.6:1 on a dark
#: panel with its black ram on it, turns a lighter blue (6:1)
SWATCHES_DARK = {ANIMAL_COLORS["bharal"]: "#78acec"}
#: the view's ``dark`` palette: each light fill mapped to its dark counterpart, and the swatches
DARK_PALETTE = {**dict(FILLS.values()), **SWATCHES_DARK}
