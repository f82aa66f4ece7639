"""Bear Valley's colours: every fill of the board, each written once beside the colour it
takes on a dark page.

The board widget draws a view's fills as they are in a light theme and, when the page is
dark, the colour the view's ``dark`` map gives for each (``DARK``, built here as the pairs are
written). The dark colours keep each terrain's hue, so that a class still tells a River card
from a plain one, a Lake from a Mountain and Woods from a Bear.

Every card's fill, in both themes, is at least a mid-tone (relative luminance 0.2): a card's
clickable sections are see-through over its picture, and the widget outlines the moves on
offer on a see-through space with its dark blue dashes, which then need 3:1 against the card
beneath. So the dark twins are dimmed, not black; trails turn lighter than their cards
instead of darker, tree bands darker, and the small discs (Equipment, Gold, stepping stones)
stay light enough for their black icons and numbers.
"""
from __future__ import annotations

#: the colour of each light fill on a dark page (see ``both``)
DARK: dict[str, str] = {}


def both(light: str, dark: str) -> str:
    """``light``, with ``dark`` noted as its colour on a dark page."""
    DARK[light] = dark
    return light


#: a card's fill by kind (as it counts in this game): light where black text and dark
#: trails read, darker for Woods and Bears (light trails), never under a mid-tone
RIVER_FILL = both("#bfdde6", "#578494")
PLAIN_FILL = both("#d3e9b5", "#7d8250")
KIND_FILLS = {
    "start": both("#f0d9a8", "#89806a"), "destination": both("#f4c48e", "#a4743e"),
    "straight": RIVER_FILL, "bend": RIVER_FILL, "river_bridge": RIVER_FILL,
    "path": PLAIN_FILL, "bridge": PLAIN_FILL, "hedge": PLAIN_FILL,
    "lake": both("#9ccbea", "#5083b6"), "mountain": both("#b7b2aa", "#817d77"),
    "woods": both("#4c8e53", "#418f58"), "trading_post": both("#e8c98c", "#937d48"),
    "bear": both("#a37450", "#a37450"),
}
#: a medallion of its own for the Bear, darker than its card: the bear is white on it in both
#: themes (black on the brown card it hid in the dark, where the card stays a mid-tone)
MEDALLION_FILLS = {"bear": both("#6e4a30", "#3d2716")}
#: the bands along a card's sides of trees and of water, and the river across River cards
TREES_COLOR = both("#2f6b35", "#2a5a30")
WATER_COLOR = both("#2f7fd0", "#6aaaf0")
RIVER_COLOR = both("#3a86d4", "#5fa0e6")
#: trails: dark on light cards (lighter on dark pages), light on Woods and Bears
TRAIL_DARK = both("#a87c4a", "#d0b283")
TRAIL_LIGHT = both("#ecd9b0", "#e0cda5")
#: a bridge's deck (a clickable space), a hedge, Woods' stepping stones, an overlay's disc
BRIDGE_COLOR = both("#6d4c41", "#5b3e33")
HEDGE_COLOR = TREES_COLOR
STONE_COLOR = both("#e4dfd2", "#d2cbbb")
OVERLAY_COLOR = both("#fff6df", "#e6dcc0")
#: an unexplored "?" hex on offer
UNEXPLORED = both("#f6f3e8", "#4a473e")
#: a card section's clickable layer, see-through over the card's picture
CLEAR = "rgba(0,0,0,0)"
#: pieces and panel swatches (drawn as they are in both themes)
EATEN_COLOR, EQUIPMENT_COLOR, GOLD_COLOR = "#9e9e9e", "#fff3d6", "#f2c230"
SUPPLY_COLOR = "#b08a2e"
