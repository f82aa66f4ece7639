"""Lost Valley's components and the numbers of the manual and the rulings.

The counts of markers, wares and works are the 2004 edition's (research note,
section B); the manual wins on every effect (rulings, "corrections"). Prices and
the contents of the three gold events are this project's reconstruction, since
neither was published. The tiles are data of their own (``tiles.json``).
"""
from __future__ import annotations

import json
from pathlib import Path

PLAYER_NAMES = ("Red", "Blue", "Green", "Yellow")
PLAYER_COLORS = ("#c62828", "#1e63c8", "#2e8b3e", "#e0b000")

# -- materials (square markers, an unlimited supply: rulings, 17) ------------------------------
MATERIALS = ("food", "tools", "timber")
#: backpack spaces each material takes (manual 5: timber takes two)
SPACE = {"food": 1, "tools": 1, "timber": 2}
BACKPACK = 6
CART_SPACE = 4
GEAR = 6

# -- wares: in the supply, and what each costs in nuggets plus "X" (reconstruction) -----------
#: ware -> copies in the supply
WARES = {"horse": 3, "cart": 2, "boat": 3, "crate": 2, "sieve": 2, "axe": 2, "rod": 2,
         "rifle": 2, "whiskey": 10}
#: ware -> (nuggets, X): an X is paid with one nugget, one raw material or one ware (l.131)
PRICES = {"whiskey": (1, 0), "rod": (2, 1), "axe": (2, 1), "sieve": (3, 1), "rifle": (3, 1),
          "cart": (4, 1), "horse": (5, 1), "boat": (5, 1), "crate": (6, 1)}
#: the moonshine still sells whiskey for this many raw materials or wares instead
STILL_PRICE = 2
WARE_NAMES = {"horse": "horse", "cart": "cart", "boat": "boat", "crate": "crate of dynamite",
              "sieve": "sieve", "axe": "axe", "rod": "fishing rod", "rifle": "rifle",
              "whiskey": "whiskey"}
#: special wares come from events, sit in the gear and are used once (round markers)
SPECIAL_NAMES = {"dried_fish": "dried fish", "stick": "stick of dynamite", "bottle": "whiskey bottle"}
#: an axe, rod or rifle found in an event is a round marker that works as the ware does
FOUND = {"found_axe": "axe", "found_rod": "rod", "found_rifle": "rifle"}
FOUND_NAMES = {item: f"{WARE_NAMES[ware]} (found)" for item, ware in FOUND.items()}
def a_ware(ware: str) -> str:
    """A ware's name with its article: "a horse", "an axe"."""
    name = WARE_NAMES[ware]
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


ITEM_NAMES = {**WARE_NAMES, **SPECIAL_NAMES, **FOUND_NAMES, "food": "food", "tools": "tools",
              "timber": "timber"}
WHISKEYS = ("bottle", "whiskey")  # a bottle found in an event is drunk first
DRIED_FISH_FOOD = 4

# -- works -----------------------------------------------------------------------------------
WORKS = {"fishtrap": 5, "sawmill": 5, "mine": 9}
#: what building each costs (l.119-127)
WORK_COSTS = {"fishtrap": {"tools": 1}, "sawmill": {"tools": 1},
              "mine": {"tools": 1, "food": 1, "timber": 1}, "canal": {"timber": 1}}

# -- round markers --------------------------------------------------------------------------------
#: gold marker kind -> its markers' nugget values
GOLD = {"river": (1,) * 22 + (2,) * 13, "mountain": (3,) * 18 + (4,) * 19}
#: animal -> (markers, food for hunting it); the manual gives 1 to 4 food by animal
ANIMALS = {"rat": (2, 1), "wolf": (4, 2), "deer": (4, 3), "bear": (2, 4)}
#: event marker -> markers. "gold" (3) is the reconstruction's answer to "events may hold gold":
#: the finder takes a rivergold marker into the gold bag
EVENTS = {"found_axe": 2, "found_rod": 2, "found_rifle": 2, "stick": 3, "dried_fish": 3, "bottle": 3,
          "gold": 3}
EVENT_NAMES = {**SPECIAL_NAMES, **FOUND_NAMES, "gold": "a gold marker"}
RIFLE_BONUS = 3

# -- setup and the end -------------------------------------------------------------------------
START_MATERIALS = {"food": 1, "timber": 1, "tools": 3}
START_GEAR = ("whiskey", "whiskey")
#: gold markers a player must bring to the waterfall post to end the game
END_MARKERS = 10
#: the ice moves one river tile downstream on these rolls
ICE_ROLLS = (5, 6)

TILES = json.loads(Path(__file__).with_name("tiles.json").read_text(encoding="utf-8"))
RIVER_TILES = {tile["id"]: tile for tile in TILES["river"]}
LAND_TILES = {tile["id"]: tile for tile in TILES["land"]}
TRIANGLES = {tile["id"]: tile for tile in TILES["triangles"]}
SPRING = TILES["spring"]["id"]
#: each spot's tile half: a river diamond's bank, a land diamond's half or a triangle
SPOT_HALF = {**{f"{t}/{side}": tile["left" if side == "L" else "right"]
                for t, tile in RIVER_TILES.items() for side in "LR"},
             **{f"{t}/{k}": half for t, tile in LAND_TILES.items() for k, half in enumerate(tile["halves"])},
             **TRIANGLES}


def half_of(spot: str) -> dict:
    """The tile half a spot names (a river diamond's water has no half: ``{}``)."""
    return SPOT_HALF.get(spot, {})
