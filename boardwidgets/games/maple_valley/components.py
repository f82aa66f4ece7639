"""Maple Valley's components: resources, the players' pieces, and every card, read from
``cards.json``.

RECONSTRUCTION: the draft rulebook names a handful of cards (the Chipmunk, the Muskrat,
the Tambourine, the Fiddle, the Bug Jar, Beekeeping, Water Safety, the Book Wagon, the
Square Dance, a Dawdle of an Acorn and a Flower) and gives every count; the rest of the
card list was never published, so ``cards.json`` is this project's design in the same
style. The rules read only the data, in the small vocabulary below, so cards can be
changed without touching them.

Vocabulary:

- a **cost** is a list of items, each one payment: a Good or Curiosity, ``any_good``,
  ``any_curiosity``, ``any_resource`` (a Good or a Curiosity, never a Map: rulings 16),
  ``matching_goods`` (two Goods of one kind) or ``different_curiosities`` (two Curiosities
  of different kinds); an Outpost may also ask for ``map`` or ``favour`` (a Favour you are
  preparing, discarded);
- a **gain** is a list of items: a Good, a Curiosity, ``map``, ``sun`` (the Sun Good),
  ``any_good``, ``any_curiosity`` (the player picks) or ``favour`` (one from the deck);
- a **trigger** ``{"on": ..., "gain": [...]}`` gives its gain when something happens on
  the turn: ``play``, ``forage``, ``activate`` (a ``location`` kind), ``trail`` (a
  ``travel`` type, each trail), ``craft`` (each Favour), ``site`` (each Curiosity site);
- a **score rule** adds points at the end: ``per_travel``, ``per_category``,
  ``per_friend``, ``per_patch`` or ``per_leftover``.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

_CARDS = json.loads(Path(__file__).with_name("cards.json").read_text(encoding="utf-8"))

GOODS = ("acorn", "berry", "birch", "cattail", "clay", "herb", "honey")
CURIOSITIES = ("bug", "flower", "pebble")
#: what a player's Pack holds, in this order (a tuple of counts in the state)
RESOURCES = (*GOODS, *CURIOSITIES, "map")
SLOT = {name: i for i, name in enumerate(RESOURCES)}
CATEGORIES = ("decoration", "entertainment", "food", "gift")
CATEGORY_NAMES = {"decoration": "Decoration", "entertainment": "Entertainment", "food": "Food",
                  "gift": "Gift"}
WILD_COSTS = ("any_good", "any_curiosity", "any_resource", "matching_goods", "different_curiosities")
WILD_GAINS = ("any_good", "any_curiosity")

HOURS = 5
PREPARING_LIMIT = 3  # Favours a player may keep preparing when the turn ends
PATCH_LIMIT = 4
MARKERS = 10  # each player's markers for the Festivities (rulings 7)
DISPLAY = 4
START_MAPS = 1
START_CURIOSITIES = ("bug", "flower", "pebble")

#: the critters, one per seat: each is a player's name, pawn and Starting Friend
PLAYER_NAMES = ("Rabbit", "Porcupine", "Raccoon", "Fox", "Squirrel")
PLAYER_COLORS = ("#1e63c8", "#7b3fa0", "#555b66", "#d2561f", "#2e8b3e")


def _by_name(cards: list[dict]) -> dict[str, dict]:
    return {card["name"]: card for card in cards}


FAVOURS = _by_name(_CARDS["favours"])
FRIENDS = _by_name(_CARDS["friends"])
STARTING = _by_name(_CARDS["starting_friends"])
PATCHES = _by_name(_CARDS["patches"])
FESTIVITIES = _by_name(_CARDS["festivities"])
OUTPOSTS = _by_name(_CARDS["outposts"])
DAWDLES = _by_name(_CARDS["dawdles"])
SUN_TILES = tuple(_CARDS["sun_tiles"])
GROVE_TOKENS = tuple((token["back"], token["good"]) for token in _CARDS["grove_tokens"])
SITE_TILES = tuple((site["back"], site["curiosity"]) for site in _CARDS["curiosity_sites"])
ABOUT = _CARDS["about"]
#: every Friend card a player can hold, Starting Friends included
ALL_FRIENDS = {**FRIENDS, **STARTING}


def deck(cards: dict[str, dict], solo: bool) -> tuple[str, ...]:
    """Every copy of ``cards`` (sorted by name), without the "not for solo" ones in a solo game."""
    return tuple(name for name, card in sorted(cards.items()) if not (solo and not card.get("solo", True))
                 for _ in range(card.get("count", 1)))


def festivity_spots(name: str, players: int) -> tuple[str, ...]:
    """The categories of a Festivity's spots in play: rows numbered above the player count
    are covered (BOARD SETUP)."""
    return tuple(category for row in FESTIVITIES[name]["rows"][:players] for category in row)


def travels(friend: str) -> tuple[str, ...]:
    """The travel types a Friend shows: a Starting Friend shows all three."""
    if friend in STARTING:
        return ("water", "rock", "forest")
    return (FRIENDS[friend]["travel"],)


#: a spot's place in its row of a Festivity card, by the row's length
ROW_PLACES = {1: ("",), 2: ("left ", "right "), 3: ("left ", "middle ", "right ")}


def spot_words(festivity: str, spot: int) -> str:
    """A Festivity spot as a pupil finds it on the card: "the Picnic's left Food spot in row 1".

    The rules number a card's spots in reading order, row by row; the card shows no numbers,
    so the words give the row (counted from the top), the place in the row and the category.
    """
    for number, row in enumerate(FESTIVITIES[festivity]["rows"], 1):
        if spot < len(row):
            return (f"the {festivity}'s {ROW_PLACES[len(row)][spot]}{CATEGORY_NAMES[row[spot]]} "
                    f"spot in row {number}")
        spot -= len(row)
    return f"a spot the {festivity} does not have"


def resource_words(items) -> str:
    """"2 Clay and 1 Bug": resources (or cost and gain items) as a pupil reads them."""
    tally = Counter(items)
    parts = [f"{n} {(ITEM_WORDS if n == 1 else PLURAL_WORDS).get(item, item)}" for item, n in tally.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


ITEM_WORDS = {"acorn": "Acorn", "berry": "Berry", "birch": "Birch", "cattail": "Cattail", "clay": "Clay",
              "herb": "Herb", "honey": "Honey", "bug": "Bug", "flower": "Flower", "pebble": "Pebble",
              "map": "Map", "sun": "Sun Good", "any_good": "Good of your choice",
              "any_curiosity": "Curiosity of your choice", "any_resource": "Good or Curiosity",
              "matching_goods": "pair of matching Goods", "different_curiosities":
              "pair of different Curiosities", "favour": "Favour"}
PLURAL_WORDS = {**ITEM_WORDS, "acorn": "Acorns", "berry": "Berries", "cattail": "Cattails", "herb": "Herbs",
                "bug": "Bugs", "flower": "Flowers", "pebble": "Pebbles", "map": "Maps", "sun": "Sun Goods",
                "any_good": "Goods of your choice", "any_curiosity": "Curiosities of your choice",
                "any_resource": "Goods or Curiosities", "matching_goods": "pairs of matching Goods",
                "different_curiosities": "pairs of different Curiosities", "favour": "Favours"}
