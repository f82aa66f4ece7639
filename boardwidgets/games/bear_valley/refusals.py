"""Why an action is refused, in words a pupil understands.

``refusal(state, action)`` is only called for actions that are not legal; it
finds the first rule the action breaks, in the order a player thinks of
them (is there a choice to make first, may I still move, is there an exit,
what lies that way). Every sentence names the rulebook section that decides
it.
"""
from __future__ import annotations

from ...core.errors import IllegalAction
from .board import face, neighbour
from .components import DIRECTION_NAMES, DIRECTIONS, KIND_NAMES

#: phase -> (what must be chosen, its rule, the kinds of action that answer it)
CHOICES = {"orient": ("the way to lay the card", "Exploring", {"orient"}),
           "woods": ("which stepping stones to follow", "Woods", {"woods"}),
           "tunnel": ("whether to tunnel onto the new card", "Two O'clock", {"tunnel", "stay"})}


def refusal(state, action) -> IllegalAction:
    kind, phase = action.kind, state.phase
    if phase in CHOICES and kind not in CHOICES[phase][2]:
        what, rule, _ = CHOICES[phase]
        return IllegalAction(f"First choose {what}.", rule)
    if kind in ("orient", "woods", "tunnel"):
        return _refuse_choice(state, action)
    if kind == "stop":
        return _refuse_stop(state)
    return _refuse_step(state, action)


def _refuse_choice(state, action) -> IllegalAction:
    kind = action.kind
    if kind == "orient":
        return IllegalAction("There is no drawn card to lay right now.", "Exploring")
    if kind == "woods":
        if state.phase == "woods":
            choices = " or ".join(DIRECTION_NAMES[DIRECTIONS[d]] for d in state.pending[1])
            return IllegalAction(f"The stepping stones that match the drawn card lead {choices}.", "Woods")
        return IllegalAction("Stepping stones are followed only when exploring from a Woods card "
                             "and two directions match the drawn card.", "Woods")
    if state.evading:
        return IllegalAction("A player may not tunnel after evading a bear.", "Two O'clock")
    return IllegalAction("You may tunnel only onto a card you just explored at One or Two o'clock "
                         "that has no exit back.", "Two O'clock")


def _refuse_stop(state) -> IllegalAction:
    if len(state.path) == 1:
        return IllegalAction("You have not moved yet: to keep your token where it is, end the turn "
                             "instead.", "Moving")
    why = state.can_stop_here()
    return IllegalAction(why or "You cannot stop here.", "Bears")


def _refuse_step(state, action) -> IllegalAction:
    explore = action.kind == "explore"
    rule = "Exploring" if explore else "Traversing"
    name = action["direction"]
    direction = DIRECTIONS.index(name)
    where = DIRECTION_NAMES[name]
    if state.phase == "stop":
        reason, rule = state.why_the_walk_ends()
        return IllegalAction(f"{reason} Stop here, or end the turn without moving your token.", rule)
    if direction not in state.open_exits():
        return IllegalAction(f"Your card has no exit to the {where}: trees or water are in the way.",
                             rule)
    step = state.step_to(direction)
    if step == "explore":
        if explore:
            return IllegalAction("The Wilderness deck is empty: there is nothing left to explore.",
                                 "Ending the Game")
        return IllegalAction(f"Nothing has been explored to the {where} yet: explore it instead.",
                             "Traversing")
    if explore:
        return IllegalAction(f"The space to the {where} is already explored: traverse it instead.",
                             "Exploring")
    if step is None:
        there = state.cards[neighbour(state.position[:2], direction)]
        kind = KIND_NAMES[face(there).card.kind]
        return IllegalAction(f"The {kind} to the {where} has no exit back towards you, so there is "
                             "no path.", "Traversing")
    why = state.can_enter(step)
    if "Bear" in why:
        return IllegalAction(why, "Bears")
    if "twice" in why:
        return IllegalAction(why, "Moving")
    return IllegalAction(why, "Traversing")
