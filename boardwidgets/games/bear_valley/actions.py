"""Every action Bear Valley can offer, built once and shared.

A turn is a walk made one step at a time: each step explores or traverses in
one of the six directions, counted on the sunclock, and the walk ends with
"stop here" (the token moves to where the walk ended) or "stay" (the token
does not move). Choices the rules hand to the player in the middle of a step
(which way up to lay a card, which Woods stepping stones to follow, whether
to tunnel onto a card that does not lead back) are small actions of their own.
"""
from __future__ import annotations

from ...core.actions import Action
from .components import DIRECTION_NAMES, DIRECTIONS

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


def all_actions():
    yield from EXPLORE
    yield from TRAVERSE
    yield STOP
    yield STAY
    yield from ORIENT.values()
    yield from WOODS
    yield TUNNEL
