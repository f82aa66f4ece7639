"""Fireball Island's looks: every colour of the island written once beside the colour it takes
on a dark page, the sizes of spaces, pieces and texts, and where the captions lie.

Board units are the island data's own (``board.json``: neighbouring spaces about 0.9 apart).
A class reads the board at about 20 pixels to the unit (a 934-pixel notebook cell leaves the
board some 630 pixels when the panels stand beside it; 26 when they lie under it), so every
text is at least 0.72 units (14 pixels) and a space's disc, 0.84 across, about 17 pixels.

The trails are pale tints of the smolder pit a piece hit there falls into; the pieces a
pupil looks for are drawn unlike any space: the explorers as hexagons larger than a space,
in their seat's full colour with a walker on them; the jewel as a red gem; the fireballs as
orange-red bursts. On a dark page the tints become mid-tones of the same hue (never the
widget's half-brightness, which turns pink, amber and olive into one mud), so that a class
still tells each pit's trails apart; the bursts keep their glow.
"""
from __future__ import annotations

from ..palettes import mix

#: the colour of each light fill on a dark page (see ``both``)
DARK: dict[str, str] = {}


def both(light: str, dark: str) -> str:
    """``light``, with ``dark`` noted as its colour on a dark page."""
    DARK[light] = dark
    return light


def shaded(fill: str, share: float) -> str:
    """``fill`` darkened by ``share``, in both themes: a dark space (and a smolder pit) is a
    darker shade of its trail's colour on a light page and on a dark one."""
    return both(mix(fill, "#000000", share), mix(DARK[fill], "#000000", share))


# -- the island ------------------------------------------------------------------------------------
#: a space's fill by the pit a hit piece there falls into (W: the water under the bridges)
ZONE_FILLS = {"A": both("#f4a08f", "#b9604d"), "B": both("#f7c47a", "#a8782f"),
              "C": both("#cde48f", "#6f8c32"), "D": both("#8fd2cc", "#3d8f88"),
              "E": both("#b9a6e3", "#7f6bb8"), "F": both("#f3a6cf", "#b35f8d"),
              "W": both("#a47c5b", "#8a6446")}
#: where no fireball reaches
SAFE_FILL = both("#d4d4d4", "#707070")
#: how much darker a dark space (landing draws a card) and a smolder pit are than their trail
CARD_SHADE, PIT_SHADE = 0.4, 0.15
CARD_FILLS = {zone: shaded(fill, CARD_SHADE) for zone, fill in ZONE_FILLS.items()}
SAFE_CARD_FILL = shaded(SAFE_FILL, CARD_SHADE)
PIT_FILLS = {zone: shaded(fill, PIT_SHADE) for zone, fill in ZONE_FILLS.items()}
#: the special spaces' fills
START_FILL = both("#cdbf9c", "#8c7f5e")
DOCK_FILL = both("#7fb6e3", "#3f7fb5")
VULKAR_FILL = both("#ffcb3d", "#c99a1a")
STEP_FILL = both("#efe0b0", "#a8986a")
CAVE_FILL = both("#5d4037", "#4b342b")
WATER_FILL = both("#4a90d9", "#2f6aa6")
IDOL_FILL = both("#6d5a45", "#5a4a39")
RUIN_FILL = both("#bcaaa4", "#7d6e69")
#: a fireball's burst glows on both pages
FIREBALL_FILL = both("#d84315", "#d84315")
#: icons drawn on spaces: a cave's and a pit's are a faint texture under their number or letter
CAVE_ICON_COLOR, PIT_ICON_COLOR = "rgba(255,255,255,0.2)", "rgba(0,0,0,0.16)"
IDOL_ICON_COLOR = FIREBALL_ICON_COLOR = both("#ffd54f", "#ffd54f")

# -- pieces and panels (drawn as they are on both pages) ----------------------------------------
JEWEL_COLOR, CHARM_COLOR, CARD_COLOR, PANEL_COLOR = "#e53935", "#ffe082", "#fff3e0", "#795548"

# -- sizes in board units ------------------------------------------------------------------------
#: radius of a trail space; of the Start, the Dock, Vul-Kar Point, the Step, a cave and a pit;
#: of the water
SPACE_R, SPECIAL_R, WATER_R = 0.42, 0.5, 0.62
IDOL_R, RUIN_R = 0.5, 0.62
#: a fireball's burst: the radius of its points and of the notches between them
BURST_R, BURST_NOTCH, BURST_POINTS = 0.66, 0.48, 10
#: an explorer's hexagon (the radius of its corners: 1.04 across from side to side, against a
#: space's 0.84; its walker 0.9 across, 18 pixels), and the same when three or four share a
#: space; the jewel on its own and on its owner's explorer; a Magic Charm token in the Ruin
EXPLORER_SIZE, CROWDED_EXPLORER_SIZE = 0.6, 0.52
JEWEL_SIZE, CARRIED_JEWEL_SIZE, TOKEN_SIZE = 0.46, 0.3, 0.22
#: how far from a shared space's centre two, three or four explorers stand; the tokens in the
#: Ruin; the jewel on its owner's explorer (up and to the right)
SHARED_REACH = {1: 0.0, 2: 0.45, 3: 0.5, 4: 0.62}
TOKEN_REACH, JEWEL_ON_EXPLORER = 0.3, 0.42
#: the explorers crowding the Start stand a little below it, clear of the first space of each
#: trail out of it (the first moves of a game)
CROWD_CENTRE = {"start": (-0.1, 0.55)}
#: the card on a dark space
CARD_ICON_SIZE = 0.46
#: the captions' font size; a cave's number and a pit's letter
TEXT = LABEL = 0.72
#: the visible window: the island's extent with a margin for the captions
VIEWBOX = [0.1, 0.9, 31.4, 22.3]
#: the Vul-Kar fireball sits in the idol itself: its burst is drawn just above it
IDOL_PERCH_LIFT = 1.2
#: where the jewel waits beside the idol (from the idol's centre)
JEWEL_BY_IDOL = (-0.75, 0.55)
#: the captions of the trails and landmarks, beside what they name, clear of every space (by
#: 0.12, room for the explorers standing there), line and other caption (the test of the view
#: checks it); a name too long for the room between two trails takes two or three lines
CAPTIONS = (
    ("Witchlord Trail", 12.75, 19.85), ("Thunder Alley", 26.1, 21.65), ("Blister Run", 20.55, 17.05),
    ("Skeleton", 25.5, 11.3), ("Head", 25.5, 11.91), ("Beach", 25.5, 12.52),
    ("Fireflash", 21.95, 10.55), ("Chute", 21.95, 11.16), ("High Road", 15.1, 7.0),
    ("Low Road", 19.9, 2.9), ("Viper Pass", 6.45, 16.4), ("Dock", 2.65, 12.65), ("Run", 2.65, 13.26),
    ("Great Sway Bluff", 6.8, 2.75), ("Vul-Kar Point", 19.25, 12.8), ("Start", 1.85, 21.75),
    ("Dock", 1.25, 9.9), ("Water", 1.6, 3.9), ("Ruin", 23.35, 22.4), ("Cave Steps", 21.3, 15.3),
)
