"""Every action Maple Valley can offer, built once from the board and the cards.

Cards are named by their card name: copies of one card are alike, so a hand or a display
needs no more. A Starting Friend is played with the travel type chosen for the turn; a
trail step names the trail and what pays for it (the Friend's type, a Map, or a Patch).
A Festivity spot is its card's name and the spot's number among the spots in play (its
words give its row and its place in the row instead: the card shows no numbers).
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from ...core.actions import Action
from .board import TRAILS, trail_name
from .components import (
    CATEGORY_NAMES,
    CURIOSITIES,
    DAWDLES,
    FAVOURS,
    FESTIVITIES,
    FRIENDS,
    GOODS,
    ITEM_WORDS,
    OUTPOSTS,
    PATCHES,
    STARTING,
    spot_words,
)
from .costs import PAYMENTS

#: the largest number of Festivity spots a card has in play (5 rows at 5 players)
MAX_SPOTS = max(sum(len(row) for row in card["rows"]) for card in FESTIVITIES.values())
#: how many entries the biggest Outpost market has, and the most an effect draws
MAX_TRADES = max(len(card["market"]) for card in OUTPOSTS.values())
MAX_EFFECT = max(card["effect"].get("max", 1) for card in OUTPOSTS.values())
TRAVEL_PATCHES = tuple(name for name, card in sorted(PATCHES.items())
                       if "travel" in (card.get("power") or {}))
TRADE_PATCHES = tuple(name for name, card in sorted(PATCHES.items())
                      if "trade" in (card.get("power") or {}))
#: title words a solo player may have to choose between (a tie)
TITLE_WORDS = ("Imaginatively", "Delightfully", "Heartily", "Generously",
               "of the Running Rivers", "of the Rolling Hills", "of the Woodlands")


def _words(name: str) -> str:
    return ITEM_WORDS.get(name, name)


PLAY = {**{(name, card["travel"]): Action.make("play", f"play the {name} ({card['travel'].capitalize()})",
                                                card=name, travel=card["travel"])
           for name, card in sorted(FRIENDS.items())},
        **{(name, travel): Action.make("play", f"play your {name} to travel by {travel.capitalize()}",
                                       card=name, travel=travel)
           for name in sorted(STARTING) for travel in ("water", "rock", "forest")}}
DAWDLE = {name: Action.make("dawdle", f"dawdle: play {name}", card=name) for name in sorted(DAWDLES)}
_BY = {"friend": "with your Friend", "map": "with a Map",
       **{name: f"with the {name} Patch" for name in TRAVEL_PATCHES}}
TRAVEL_STEP = {(trail, by): Action.make("travel", f"travel {trail_name(trail)} {words}", trail=trail, by=by)
               for trail in TRAILS for by, words in _BY.items()}
STOP = Action.make("stop", "stop travelling here")
SKIP = Action.make("skip", "do not activate this location")
ACTIVATE = Action.make("activate", "activate this location")
FORAGE = {pair: Action.make("forage", f"forage {_words(pair[0])} and {_words(pair[1])}",
                            goods="+".join(pair))
          for pair in combinations_with_replacement(GOODS, 2)}
BEFRIEND = {name: Action.make("befriend", f"make the {name} your Friend", card=name)
            for name in sorted(FRIENDS)}
TAKE_FAVOUR = {name: Action.make("take_favour", f"take the {name} Favour", card=name)
               for name in sorted(FAVOURS)}
TAKE_PATCH = {name: Action.make("take_patch", f"take the {name} Patch", card=name)
              for name in sorted(PATCHES)}
KEEP = {**{("favour", name): Action.make("keep", f"keep the {name} Favour", card=name)
           for name in sorted(FAVOURS)},
        **{("patch", name): Action.make("keep", f"keep the {name} Patch", card=name)
           for name in sorted(PATCHES)}}
DROP_PATCH = {name: Action.make("drop_patch", f"discard the {name} Patch", card=name)
              for name in sorted(PATCHES)}
DISCARD_FAVOUR = {name: Action.make("discard_favour", f"discard the {name} Favour", card=name)
                  for name in sorted(FAVOURS)}
GIVE_FAVOUR = {name: Action.make("give_favour", f"trade away the {name} Favour", card=name)
               for name in sorted(FAVOURS)}
SUPPLY = {(festivity, spot): Action.make("supply", f"put a marker on {spot_words(festivity, spot)}",
                                         festivity=festivity, spot=spot)
          for festivity in sorted(FESTIVITIES) for spot in range(MAX_SPOTS)}
TRADE = tuple(Action.make("trade", f"make trade {i + 1} of this Outpost", trade=i) for i in range(MAX_TRADES))
DONE = Action.make("done", "done trading")
EFFECT = tuple(Action.make("effect", "skip the Outpost's effect" if n == 0 else
                           f"use the Outpost's effect ({n})", count=n) for n in range(MAX_EFFECT + 1))
PAY = {choice: Action.make("pay", f"pay {' and '.join(_words(r) for r in choice.split('+'))}", choice=choice)
       for choice in PAYMENTS}
GAIN = {name: Action.make("gain", f"take {_words(name)}", resource=name) for name in (*GOODS, *CURIOSITIES)}
CRAFT = {name: Action.make("craft", f"craft the {name} ({CATEGORY_NAMES[card['category']]})", card=name)
         for name, card in sorted(FAVOURS.items())}
USE_PATCH = {name: Action.make("use_patch", f"use the {name} Patch", card=name) for name in TRADE_PATCHES}
END_TURN = Action.make("end_turn", "end your turn")
TITLE = {word: Action.make("title", f"choose the title word \u201c{word}\u201d", word=word)
         for word in TITLE_WORDS}


def all_actions():
    yield from PLAY.values()
    yield from DAWDLE.values()
    yield from TRAVEL_STEP.values()
    yield from (STOP, SKIP, ACTIVATE, DONE, END_TURN)
    for table in (FORAGE, BEFRIEND, TAKE_FAVOUR, TAKE_PATCH, KEEP, DROP_PATCH, DISCARD_FAVOUR,
                  GIVE_FAVOUR, SUPPLY, PAY, GAIN, CRAFT, USE_PATCH, TITLE):
        yield from table.values()
    yield from TRADE
    yield from EFFECT
