"""Every action Bear Valley can offer, built once and shared.

A turn is a walk made one step at a time: each step explores or traverses in
one of the six directions (named as the board shows them: "up to the right"),
counted on the sunclock, and the walk ends with "stop here" (the token moves
to where the walk ended) or "stay" (the token does not move). Choices the
rules hand to the player in the middle of a step (which way up to lay a card,
which Woods stepping stones to follow, whether to tunnel onto a card that does
not lead back) are small actions of their own.
"""
from __future__ import annotations

from ...core.actions import Action
from .components import DIRECTION_NAMES, DIRECTIONS, OVERLAY_NAMES, TOKENS, WILDERNESS

EXPLORE = tuple(Action.make("explore", f"explore {DIRECTION_NAMES[d]}", direction=d) for d in DIRECTIONS)
TRAVERSE = tuple(Action.make("traverse", f"traverse {DIRECTION_NAMES[d]}", direction=d) for d in DIRECTIONS)
STOP = Action.make("stop", "stop here and move your token")
STAY = Action.make("stay", "end the turn without moving your token")
#: rotation 0 lays the card as printed, 3 turns it half a turn
ORIENT = {0: Action.make("orient", "lay the card as printed", rotation=0),
          3: Action.make("orient", "lay the card turned half a turn", rotation=3)}
WOODS = tuple(Action.make("woods", f"follow the stepping stones {DIRECTION_NAMES[d]}", direction=d)
              for d in DIRECTIONS)
TUNNEL = Action.make("tunnel", "tunnel through the underbrush: put your token on the new card")

# The advanced game: Equipment, Trading Posts, the Starting Camp gift, Enchantments
CANOE = Action.make("canoe", "leave the Canoe here: no more stopping for water this turn")
CROSS = Action.make("cross", "cross to the other section of this card with your Equipment")
BASKET = Action.make("basket", "put the Picnic Basket on the Bear and go on")
MACHETE = Action.make("machete", "cut through the trees onto the new card with the Machete")
DIVE = Action.make("dive", "cave dive with the Flashlight")
TELESCOPE = Action.make("telescope", "look through the Telescope: lay a card on every unexplored side")
#: surfacing at another Cave card during a dive, one action per Cave card, named by its Cave
SURFACE = {card.id: Action.make("surface", f"surface at the {card.overlay_words}", card=card.id)
           for card in WILDERNESS if card.overlay == "cave"}
LEAVE = {kind: Action.make("leave", f"leave the {OVERLAY_NAMES[kind]} behind", token=kind) for kind in TOKENS}
GIVE = {kind: Action.make("give", f"give a {OVERLAY_NAMES[kind]}", token=kind) for kind in TOKENS}
TAKE = {kind: Action.make("take", f"take a {OVERLAY_NAMES[kind]}", token=kind) for kind in TOKENS}
TRADE = Action.make("trade", "make the trade")
REDRAW = Action.make("redraw", "put the card at the bottom of the deck and draw another (Mushrooms)")
KEEP = Action.make("keep", "keep the card")


def all_actions():
    yield from EXPLORE
    yield from TRAVERSE
    yield STOP
    yield STAY
    yield from ORIENT.values()
    yield from WOODS
    yield TUNNEL
    yield from (CANOE, CROSS, BASKET, MACHETE, DIVE, TELESCOPE)
    yield from SURFACE.values()
    yield from LEAVE.values()
    yield from GIVE.values()
    yield from TAKE.values()
    yield from (TRADE, REDRAW, KEEP)
