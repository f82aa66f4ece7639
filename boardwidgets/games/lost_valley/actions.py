"""Every action Lost Valley can offer, built once and shared.

The valley grows as it is explored, so actions never name an intersection: a step
names a lattice direction from where the prospector stands (0 to 5, counterclockwise
from "along the row"; ``FORD`` for crossing to the other bank of the same
intersection; ``TO_POST`` for stepping into the waterfall post from one of its corners)
and the way of moving; a river diamond is laid through one of the six
faces around the river's open end (``sector``); a canal joins two faces that follow
each other around the builder (``sector`` and the next). What an action works on
beside the prospector is a **spot**, named by the tile: a land diamond's half
(``"L07/0"``), a triangle (``"T03"``), a river diamond's bank (``"R02/L"``, left
looking upstream) or its water (``"R02"``). There are 110 spots in the game.

Those names are the engine's: the words of an action are a pupil's. A direction is the way
it points on the board ("walk ↗ up to the right"), a spot what its tile shows ("pan
rivergold on the tundra riverbank", "hunt the animal at the bear cave"). Where two actions
on offer would read the same, the state adds the way to each spot (``places.told_apart``).
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from ...core.actions import Action
from . import lattice
from .components import (
    EVENT_NAMES,
    ITEM_NAMES,
    LAND_TILES,
    MATERIALS,
    PLAYER_NAMES,
    RIVER_TILES,
    TRIANGLES,
    WARE_NAMES,
    a_ware,
)
from .places import spot_where

MODES = ("foot", "horse", "boat")
#: the direction numbers of a crossing from one bank of an intersection to the other, and of
#: the step from a corner of the waterfall post into it
FORD, TO_POST = 6, 7
SPOTS = tuple([*RIVER_TILES, *(f"{r}/{side}" for r in RIVER_TILES for side in "LR"),
               *(f"{t}/{half}" for t in LAND_TILES for half in (0, 1)), *TRIANGLES])
#: the materials an event is paid with: any two (l.94)
EVENT_PAYMENTS = tuple("+".join(pair) for pair in combinations_with_replacement(MATERIALS, 2))


def _step_label(direction: int, mode: str) -> str:
    verb = {"foot": "walk", "horse": "ride", "boat": "row"}[mode]
    if direction == FORD:
        return f"{verb} across the river"
    if direction == TO_POST:
        return f"{verb} to the waterfall post"
    return f"{verb} {lattice.heading(60 * direction)}"


STEP = {(d, mode): Action.make("step", _step_label(d, mode), dir=d, mode=mode)
        for mode in MODES for d in range(TO_POST + 1)}
STOP = Action.make("stop", "stop moving")
LAY = tuple(Action.make("lay", f"lay the river diamond {lattice.heading(lattice.bisector(k))}", sector=k)
            for k in range(6))
PAN = {spot: Action.make("pan", f"pan rivergold {spot_where(spot)}", spot=spot) for spot in SPOTS}
#: mining with no dynamite, with the crate, with a stick; "both" is never allowed (l.193), but a
#: player may ask, and is told why not
DYNAMITE = {"none": "", "crate": " with the crate of dynamite", "stick": " with a stick of dynamite",
            "both": " with the crate and a stick"}
MINE = {(spot, dyn): Action.make("mine", f"mine mountaingold {spot_where(spot)}{words}", spot=spot,
                                 dynamite=dyn)
        for spot in SPOTS for dyn, words in DYNAMITE.items()}
FISH = {spot: Action.make("fish", f"fish {spot_where(spot)}", spot=spot) for spot in SPOTS}
HUNT = {spot: Action.make("hunt", f"hunt the animal {spot_where(spot)}", spot=spot) for spot in SPOTS}
CHOP = {spot: Action.make("chop", f"cut down a tree {spot_where(spot)}", spot=spot) for spot in SPOTS}
EVENT = {(spot, pay): Action.make("event", f"an event {spot_where(spot)}, for {pay.replace('+', ' and ')}",
                                  spot=spot, pay=pay)
         for spot in SPOTS for pay in EVENT_PAYMENTS}
#: on a triangle's "?", the event marker the player picks after looking at them all
PICK = {event: Action.make("pick", f"take {name}", event=event) for event, name in EVENT_NAMES.items()}
BUILD = {work: Action.make("build", f"build a {work} here", work=work) for work in ("fishtrap", "sawmill")}
BUILD_MINE = {spot: Action.make("build", f"build a mine {spot_where(spot)}", work="mine", spot=spot)
              for spot in SPOTS}
#: a canal crosses the edge between its two faces, which leaves the builder in direction k + 1
CANAL = tuple(Action.make("canal", f"dig a canal {lattice.heading(60 * (k + 1))}", sector=k)
              for k in range(6))
WHISKEY = {use: Action.make("whiskey", f"drink a whiskey for an extra {use}", use=use)
           for use in ("move", "action")}
EAT = Action.make("eat", "eat the dried fish: 4 food")
DISCARD = {item: Action.make("discard", f"discard {name}", item=item) for item, name in ITEM_NAMES.items()}
END_TURN = Action.make("end", "end the turn")
#: buying a ware at a trading post (the waterfall post or a triangle one) or at the moonshine
#: still, which sells every ware (rulings, 13), and whiskey there for two materials or wares
SHOPS = {"post": "trading post", "still": "moonshine still"}
BARTER = "barter"
BUY = {**{(ware, shop): Action.make("buy", f"buy {a_ware(ware)} at the {SHOPS[shop]}", ware=ware, shop=shop)
          for ware in WARE_NAMES for shop in SHOPS},
       ("whiskey", BARTER): Action.make("buy", "buy a whiskey at the moonshine still for two materials "
                                        "or wares", ware="whiskey", shop=BARTER)}
#: paying: a gold marker of one's bag (by its value, which only its owner knows) or an item
PAY_GOLD = {value: Action.make("pay", f"pay a gold marker worth {value}", gold=value)
            for value in range(1, 5)}
PAY_ITEM = {item: Action.make("pay", f"pay with {name}", item=item) for item, name in ITEM_NAMES.items()}
DONE = Action.make("done", "buy nothing more")
#: a trade with another player: whom, then what to give and to ask, one item at a time. Gold
#: changes hands face down: an offer names a marker's kind, never its value
TRADE = {seat: Action.make("trade", f"offer {name} a trade", partner=seat)
         for seat, name in enumerate(PLAYER_NAMES)}
TRADE_ITEMS = {**ITEM_NAMES, "river": "a rivergold marker", "mountain": "a mountaingold marker"}
GIVE = {item: Action.make("give", f"offer {name}", item=item) for item, name in TRADE_ITEMS.items()}
ASK = {item: Action.make("ask", f"ask for {name}", item=item) for item, name in TRADE_ITEMS.items()}
PROPOSE = Action.make("propose", "make the offer")
WITHDRAW = Action.make("withdraw", "make no offer after all")
ACCEPT = Action.make("accept", "accept the trade")
DECLINE = Action.make("decline", "decline the trade")
DECLARE = Action.make("declare", "end the game now: you are at the post with 10 gold markers")


def all_actions():
    yield from STEP.values()
    yield STOP
    yield from LAY
    yield from PICK.values()
    for table in (PAN, MINE, FISH, HUNT, CHOP, EVENT):
        yield from table.values()
    yield from BUILD.values()
    yield from BUILD_MINE.values()
    yield from CANAL
    yield from WHISKEY.values()
    yield from (EAT, *DISCARD.values(), END_TURN, DECLARE)
    yield from BUY.values()
    yield from PAY_GOLD.values()
    yield from PAY_ITEM.values()
    yield from (DONE, *TRADE.values(), *GIVE.values(), *ASK.values(), PROPOSE, WITHDRAW, ACCEPT, DECLINE)
