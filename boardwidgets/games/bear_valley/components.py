"""Bear Valley's inventory, read from ``cards.json`` and kept apart from the logic.

The rulebook gives the counts: 15 Valley cards, 79 Wilderness cards (16 with
three exits, 24 with four, 19 with five: 13 Bridges and 6 Lakes, 20 with six:
6 Hedges, 3 Mountains, 3 Woods, 3 Trading Posts and 5 Bears), 18 Equipment
tokens, 8 Gold tokens and 6 characters. It does not print the cards' faces,
so the exit patterns, which closed sides are trees and which water, the
Bridge and Hedge sections, the Woods stepping stones, which cards show
Equipment, Gold, Caves or Enchantments, and the river layouts are a
reconstruction of this project, consistent with every count and with the
rulebook's example games (see docs/games/bear_valley.md). ``check_inventory``
proves the counts whenever the module loads.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

#: the six directions of the pointy-top hex grid, clockwise from north-east
DIRECTIONS = ("NE", "E", "SE", "SW", "W", "NW")
#: the directions in a pupil's words, as the board shows them (north up, but no compass
#: drawn): "explore up to the right", "no exit to the left"
DIRECTION_NAMES = {"NE": "up to the right", "E": "to the right", "SE": "down to the right",
                   "SW": "down to the left", "W": "to the left", "NW": "up to the left"}
#: the same as arrows, where words would crowd a line (a Woods card's stepping stones)
DIRECTION_ARROWS = {"NE": "↗", "E": "→", "SE": "↘", "SW": "↙", "W": "←", "NW": "↖"}
#: axial (q, r) steps in the order of DIRECTIONS
STEPS = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))

#: what a side of a card shows (the characters of ``sides`` in cards.json)
FIRST_EXIT, SECOND_EXIT, BRIDGE_EXIT, TREES, WATER = "x", "y", "b", ".", "~"
EXIT_CHARS = (FIRST_EXIT, SECOND_EXIT, BRIDGE_EXIT)

KIND_NAMES = {
    "start": "Starting Camp", "destination": "Destination Camp", "straight": "Straight River",
    "bend": "River Bend", "river_bridge": "River Bridge", "path": "Wilderness", "lake": "Lake",
    "bridge": "Bridge", "hedge": "Hedge", "mountain": "Mountain", "woods": "Woods",
    "trading_post": "Trading Post", "bear": "Bear",
}
#: cards on which every player must stop ("where there is water, there are bears")
WATER_KINDS = frozenset({"start", "destination", "straight", "bend", "river_bridge", "lake"})
#: the Valley cards that show the river
RIVER_KINDS = frozenset({"start", "destination", "straight", "bend", "river_bridge"})

OVERLAY_NAMES = {
    "canoe": "Canoe", "machete": "Machete", "flashlight": "Flashlight",
    "picnic_basket": "Picnic Basket", "rope": "Rope", "telescope": "Telescope",
    "gold": "Gold", "cave": "Cave", "butterfly": "Butterfly", "fox": "Fox", "mushrooms": "Mushrooms",
}
EQUIPMENT = ("canoe", "machete", "flashlight", "picnic_basket", "rope", "telescope")
ENCHANTMENTS = ("butterfly", "fox", "mushrooms")
#: the tokens a player can carry: the six kinds of Equipment, and Gold
TOKENS = (*EQUIPMENT, "gold")
#: at a Trading Post every Equipment token is worth one, a Gold token two
TRADE_VALUE = {**{kind: 1 for kind in EQUIPMENT}, "gold": 2}
GOLD_TO_WIN = 3
#: the sunclock's hours, as the rulebook counts them aloud
HOUR_WORDS = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
              "Eleven", "Twelve")


def hour_words(hour: int) -> str:
    """The hour as the rulebook counts it aloud: "Three o'clock"."""
    return f"{HOUR_WORDS[hour - 1] if hour <= len(HOUR_WORDS) else hour} o'clock"


#: the advanced game's six characters: colour, and the Equipment each cannot use or carry
CHARACTERS = {
    "Forrest": ("#2e9e4a", "machete"),
    "Fozzie": ("#8b5a2b", "picnic_basket"),
    "Rocky": ("#7d7f85", None),
    "Sunny": ("#e0b020", "flashlight"),
    "Vertigo": ("#4fb3e8", None),  # she may carry a Rope, but never use it
    "Violet": ("#8a4fc7", None),
}

#: seats' colours in play order when no characters are used (the six tokens' colours)
PLAYER_NAMES = ("Red", "Yellow", "Blue", "Green", "Violet", "Gray")
PLAYER_COLORS = ("#d1342f", "#e0b020", "#2f6fd1", "#2e9e4a", "#8a4fc7", "#7d7f85")
#: pictures from game-icons.net (see boardwidgets/icons)
ICONS = {
    "bear": "bear-head", "mountain": "peaks", "woods": "pine-tree", "trading_post": "shop",
    "lake": "lily-pads", "start": "camping-tent", "destination": "party-flags",
    "canoe": "canoe", "machete": "machete", "flashlight": "flashlight", "picnic_basket": "basket",
    "rope": "lasso", "telescope": "telescope", "gold": "gold-nuggets", "cave": "cave-entrance",
    "butterfly": "butterfly", "fox": "fox-head", "mushrooms": "mushrooms", "player": "hiking",
}

_DATA = json.loads((Path(__file__).with_name("cards.json")).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Card:
    """One card as printed, in its own upright position (``sides`` from north-east)."""

    id: str
    kind: str
    sides: str
    overlay: str | None = None
    stones: tuple[int, ...] | None = None
    #: the card's own name, where cards that look alike must be told apart in words: a diver
    #: surfaces at "the Owl Cave", not at a card's id
    own_name: str | None = None

    @property
    def exits(self) -> int:
        """The card's exits in total, both sections together: what the sunclock counts."""
        return sum(side in EXIT_CHARS for side in self.sides)

    @property
    def overlay_words(self) -> str | None:
        """The picture on the card in words: its own name if it has one ("Owl Cave"), else
        the overlay's ("Gold")."""
        return self.own_name or (OVERLAY_NAMES[self.overlay] if self.overlay else None)

    @property
    def name(self) -> str:
        overlay = f" ({self.overlay_words})" if self.overlay else ""
        return f"{KIND_NAMES[self.kind]}{overlay}"


def _card(entry: dict) -> Card:
    stones = tuple(int(n) for n in entry["stones"]) if "stones" in entry else None
    return Card(entry["id"], entry["kind"], entry["sides"], entry.get("overlay"), stones, entry.get("name"))


VALLEY = tuple(_card(entry) for entry in _DATA["valley"])
WILDERNESS = tuple(_card(entry) for entry in _DATA["wilderness"])
CARDS = {card.id: card for card in (*VALLEY, *WILDERNESS)}
WILDERNESS_IDS = tuple(card.id for card in WILDERNESS)
EQUIPMENT_TOKENS = dict(_DATA["equipment_tokens"])
GOLD_TOKENS = int(_DATA["gold_tokens"])


@dataclass(frozen=True)
class Layout:
    """A recommended river: the steps from the Starting Camp to the Destination Camp."""

    players: tuple[int, ...]
    length: str
    path: tuple[str, ...]
    #: which River cards (1 = the first after the camp) are River Bridges
    bridges: tuple[int, ...]


LAYOUTS = tuple(Layout(tuple(e["players"]), e["length"], tuple(e["path"].split()), tuple(e["bridges"]))
                for e in _DATA["layouts"])


def layout_for(players: int, length: str) -> Layout:
    """The recommended river for ``players`` (six players have only the long one)."""
    for layout in LAYOUTS:
        if players in layout.players and layout.length == length:
            return layout
    return next(layout for layout in LAYOUTS if players in layout.players)


def check_inventory() -> None:
    """Every count the rulebook prints, checked against the data."""
    by_exits: dict[int, int] = {}
    for card in WILDERNESS:
        by_exits[card.exits] = by_exits.get(card.exits, 0) + 1
    kinds: dict[str, int] = {}
    for card in WILDERNESS:
        kinds[card.kind] = kinds.get(card.kind, 0) + 1
    overlays: dict[str, int] = {}
    for card in WILDERNESS:
        if card.overlay:
            overlays[card.overlay] = overlays.get(card.overlay, 0) + 1
    problems = []
    expect = {
        "Valley cards": (len(VALLEY), 15), "Wilderness cards": (len(WILDERNESS), 79),
        "three-exit cards": (by_exits.get(3), 16), "four-exit cards": (by_exits.get(4), 24),
        "five-exit cards": (by_exits.get(5), 19), "six-exit cards": (by_exits.get(6), 20),
        "Bridges": (kinds.get("bridge"), 13), "Lakes": (kinds.get("lake"), 6),
        "Hedges": (kinds.get("hedge"), 6), "Mountains": (kinds.get("mountain"), 3),
        "Woods": (kinds.get("woods"), 3), "Trading Posts": (kinds.get("trading_post"), 3),
        "Bears": (kinds.get("bear"), 5),
        "Equipment cards": (sum(overlays.get(kind, 0) for kind in EQUIPMENT), 12),
        "Gold cards": (overlays.get("gold"), 8), "Caves": (overlays.get("cave"), 4),
        "Enchanted cards": (sum(overlays.get(kind, 0) for kind in ENCHANTMENTS), 15),
        "Equipment tokens": (sum(EQUIPMENT_TOKENS.values()), 18), "Gold tokens": (GOLD_TOKENS, 8),
    }
    for what, (found, wanted) in expect.items():
        if found != wanted:
            problems.append(f"{what}: {found}, the rulebook says {wanted}")
    for card in (*VALLEY, *WILDERNESS):
        if len(card.sides) != 6 or set(card.sides) - {*EXIT_CHARS, TREES, WATER}:
            problems.append(f"{card.id}: sides {card.sides!r}")
        if card.kind == "woods" and (card.stones is None or not set(card.stones) <= {3, 4, 5, 6}):
            problems.append(f"{card.id}: Woods need stepping stones from 3 to 6")
    if problems:
        raise ValueError("cards.json disagrees with the rulebook: " + "; ".join(problems))


check_inventory()
