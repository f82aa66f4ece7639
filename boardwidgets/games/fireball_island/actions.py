"""Every action Fireball Island can offer, built once and shared.

A turn is a roll (or, in a cave, the choice to leave it or roll for another
cave) and then a move made one step at a time: each step names the space (or
cave) the piece steps onto, and steps that are the only way on are taken for
the player. Between them the rules open response windows, where a player
plays a card or passes; a fireball is aimed by choosing one of its rollways.
"""
from __future__ import annotations

from ...core.actions import Action
from .board import (
    CAVE,
    CAVE_NUMBER,
    KIND,
    NAMES,
    NEIGHBOURS,
    PERCH_NAMES,
    PIT,
    PLACE,
    ROLLWAYS,
    WATER,
    heading,
)
from .components import CARD_NAMES, PLAYER_NAMES

ROLL = Action.make("roll", "roll the die")
LEAVE = Action.make("leave", "leave the cave: roll and move out along the trail")
CAVE_ROLL = Action.make("cave", "roll for another cave")
TRADE = Action.make("trade", "trade in your Magic Charm token for a full hand of cards")
PASS = Action.make("pass", "play no card")
#: playing a card; Take 1 Card names the opponent it takes from
PLAY = {kind: Action.make("play", f"play {name}", card=kind)
        for kind, name in CARD_NAMES.items() if kind != "take_card"}
TAKE = {seat: Action.make("play", f"play Take 1 Card against {PLAYER_NAMES[seat]}", card="take_card",
                          victim=seat) for seat in range(len(PLAYER_NAMES))}
AIM = tuple(Action.make("aim", f"roll the {PERCH_NAMES[way.perch]} fireball {way.name}", rollway=way.id)
            for way in ROLLWAYS)


def _step_label(node: int) -> str:
    if KIND[node] == CAVE:
        return f"enter Cave {CAVE_NUMBER[node]}"
    return f"step onto {PLACE[node]}"


#: a step onto each space or into each cave (pits and the water are never stepped onto)
STEP = {node: Action.make("step", _step_label(node), to=NAMES[node])
        for node in range(len(NAMES)) if KIND[node] not in (PIT, WATER)}


def _step_from(here: int, node: int) -> Action:
    """The step onto ``node`` in the words of a piece on ``here``: along a trail it says
    which way it goes, since the two ways on from the middle of a trail are the same trail."""
    way = heading(here, node)
    if way is None:
        return STEP[node]
    return Action("step", STEP[node].params, f"step along {PLACE[node]} {way}")


#: (from, to) -> the step as the rules offer it, equal to ``STEP[to]``
STEP_FROM = {(here, node): _step_from(here, node)
             for here in range(len(NAMES)) for node in NEIGHBOURS[here] if node in STEP}


def all_actions():
    yield from (ROLL, LEAVE, CAVE_ROLL, TRADE, PASS)
    yield from PLAY.values()
    yield from TAKE.values()
    yield from AIM
    yield from STEP.values()
