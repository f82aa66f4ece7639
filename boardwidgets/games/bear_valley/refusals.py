"""Why an action is refused, in words a pupil understands.

``refusal(state, action)`` is only called for actions that are not legal; it
finds the first rule the action breaks, in the order a player thinks of them
(is there a choice to make first, may the walk go on, what lies that way).
The rules that decide whether a step is possible say why not themselves
(``explore_step``, ``traverse_step``, ``can_enter``), so the reasons here and
the moves on offer never disagree. Every sentence names the rulebook section
that decides it.
"""
from __future__ import annotations

from ...core.errors import IllegalAction
from .actions import SURFACE
from .components import DIRECTION_NAMES, DIRECTIONS, OVERLAY_NAMES, TOKENS, WATER_KINDS

#: phase -> (what must be chosen, its rule, the kinds of action that answer it)
CHOICES = {
    "orient": ("the way to lay the card", "Exploring", {"orient"}),
    "woods": ("which stepping stones to follow", "Woods", {"woods"}),
    "blocked": ("whether to tunnel, cut through, or stay", "Two O'clock", {"tunnel", "machete", "stay"}),
    "bear": ("whether to feed the bear your Picnic Basket", "Picnic Basket", {"basket", "stay"}),
    "mushrooms": ("whether to keep the card", "Mushrooms", {"keep", "redraw"}),
    "trade": ("what to trade", "Trading Post", {"give", "take", "trade"}),
    "gift": ("your piece of Equipment", "Equipment and Gold", {"take"}),
    "dive": ("where to go underground", "Flashlight", {"explore", "traverse", "surface", "stay"}),
}
#: the Equipment an action uses
TOOL_OF = {"canoe": "canoe", "basket": "picnic_basket", "machete": "machete", "dive": "flashlight",
           "telescope": "telescope", "surface": "flashlight"}


def refusal(state, action) -> IllegalAction:
    kind, phase = action.kind, state.phase
    if phase in CHOICES and kind not in CHOICES[phase][2]:
        what, rule, _ = CHOICES[phase]
        return IllegalAction(f"First choose {what}.", rule)
    if phase == "dive":
        return _refuse_underground(state, action)
    if phase in CHOICES:
        return _refuse_answer(state, action)
    if kind == "stop":
        return _refuse_stop(state)
    if kind in ("explore", "traverse"):
        return _refuse_step(state, action)
    if kind == "leave":
        return _refuse_leave(state, action)
    return _refuse_equipment(state, action)


def never_offered(state, action) -> IllegalAction:
    """A move written in code with a value the game does not have (a click never makes one):
    the values there are, in the words code uses and a pupil's."""
    if action.get("direction") is not None:
        ways = ", ".join(f"{code} ({words})" for code, words in DIRECTION_NAMES.items())
        return IllegalAction(f"There is no direction {action['direction']!r}: the six are {ways}.", "Moving")
    if action.get("rotation") is not None:
        return IllegalAction("A card is laid as printed (rotation 0) or turned half a turn (rotation 3).",
                             "Exploring")
    if action.get("card") is not None:
        caves = ", ".join(f"{card} ({str(SURFACE[card]).removeprefix('surface at ')})" for card in SURFACE)
        return IllegalAction(f"A dive surfaces at a Cave card: {caves}.", "Flashlight")
    if action.get("token") is not None:
        return IllegalAction(f"There is no token {action['token']!r}: the tokens are {', '.join(TOKENS)}.",
                             "Equipment and Gold")
    return IllegalAction("Bear Valley has no such move.", "Bear Valley")


def _refuse_answer(state, action) -> IllegalAction:
    """An answer of the right kind that does not fit the question."""
    kind, phase = action.kind, state.phase
    if phase == "woods":
        choices = " or ".join(DIRECTION_NAMES[DIRECTIONS[d]] for d in state.pending[1])
        return IllegalAction(f"The stepping stones that match the drawn card lead {choices}.", "Woods")
    if phase == "blocked":
        if kind == "tunnel":
            if state.evading:
                return IllegalAction("A player may not tunnel after evading a bear.", "Two O'clock")
            if state.character() == "Forrest" and state.advanced:
                return IllegalAction("Forrest cannot tunnel through the underbrush.", "Forrest")
            target, _ = state.pending
            why = state.can_stop_at((*target, 0))
            if why is not None and state.hour <= 2:
                return IllegalAction(f"Tunnelling would put your token on the new card: {why.reason}",
                                     why.rule)
            return IllegalAction("Tunnelling is possible only at One or Two o'clock.", "Two O'clock")
        return IllegalAction("Cutting through needs a Machete you held at the start of the turn, no "
                             "Equipment used yet this turn, and trees (not water) in the way.", "Machete")
    if phase == "trade":
        return _refuse_trade(state, action)
    if phase == "gift":
        token = action["token"]
        if token == "gold":
            return IllegalAction("The camp gives Equipment, not Gold.", "Equipment and Gold")
        return IllegalAction(f"No {OVERLAY_NAMES[token]} is left in stock that you may carry.",
                             "Equipment and Gold")
    return IllegalAction("That does not answer the question asked.", CHOICES[phase][1])


def _refuse_trade(state, action) -> IllegalAction:
    given, taken = state.pending
    if action.kind == "trade":
        return IllegalAction("The post honours a trade only if it profits (Equipment is worth 1, Gold "
                             "2), with something on each side.", "Trading Post")
    token = action["token"]
    if token in (taken if action.kind == "give" else given):
        return IllegalAction("No kind of token may be on both sides of a trade.", "Trading Post")
    if action.kind == "give":
        return IllegalAction(f"You have no more {OVERLAY_NAMES[token]} tokens to give, or giving it would "
                             "leave no fair trade.", "Trading Post")
    return IllegalAction(f"The post cannot give you a {OVERLAY_NAMES[token]}: none in stock, more than "
                         "you have given is worth, or your character may not carry it.", "Trading Post")


def _refuse_underground(state, action) -> IllegalAction:
    if action.kind == "surface":
        return IllegalAction("You may surface at another, unoccupied Cave card only instead of the "
                             "three moves, before the first of them.", "Flashlight")
    if action.kind == "traverse":
        return IllegalAction("Underground, the third move must explore a new space, and no card is "
                             "visited twice.", "Flashlight")
    return IllegalAction("There is no unexplored space that way.", "Flashlight")


def _refuse_stop(state) -> IllegalAction:
    if len(state.path) == 1:
        return IllegalAction("You have not moved yet: to keep your token where it is, end the turn "
                             "instead.", "Moving")
    return state.can_stop_here()


def _refuse_step(state, action) -> IllegalAction:
    direction = DIRECTIONS.index(action["direction"])
    if state.phase == "stop":
        ending = state.why_the_walk_ends()
        if ending is None:  # a cave dive that has made its moves
            return IllegalAction("The cave dive is over: surface here, or leave your token where it "
                                 "was.", "Flashlight")
        reason, rule = ending
        return IllegalAction(f"{reason} Stop here, or end the turn without moving your token.", rule)
    step = (state.explore_step if action.kind == "explore" else state.traverse_step)(direction)
    if isinstance(step, IllegalAction):
        return step
    return IllegalAction("You cannot move that way now.", "Moving")


def _refuse_leave(state, action) -> IllegalAction:
    token = OVERLAY_NAMES[action["token"]]
    if not state.advanced:
        return IllegalAction("The basic game has no tokens to carry.", "Equipment and Gold")
    if len(state.path) == 1:
        return IllegalAction(f"You leave a {token} behind when you move away: move first.",
                             "Equipment and Gold")
    return IllegalAction(f"You are not carrying a {token}.", "Equipment and Gold")


def _refuse_equipment(state, action) -> IllegalAction:
    kind = action.kind
    if not state.advanced:
        return IllegalAction("Equipment is part of the advanced game.", "The Advanced Game")
    if kind == "cross":
        step = state.cross_step()
        if isinstance(step, IllegalAction):
            return step
        # the crossing itself would be possible: the walk may not go on
        ending = state.why_the_walk_ends()
        if ending is None:
            return IllegalAction("Your walk cannot go on this turn.", "Moving")
        reason, rule = ending
        return IllegalAction(f"{reason} Only a Rope or a Machete, which take no hour, still cross at "
                             "the turn's limit.", rule)
    tool = TOOL_OF.get(kind)
    if tool and not state.can_use(tool):
        return state.why_not_use(tool)
    if kind == "canoe":
        if state.kind_at(state.position) not in WATER_KINDS:
            return IllegalAction("The Canoe is used on a River or Lake card on your path.", "Canoe")
        return IllegalAction("You are already afloat this turn.", "Canoe")
    if kind == "telescope":
        return IllegalAction("Look through the Telescope before moving, from a card with an unexplored "
                             "side, while cards are left.", "Telescope")
    if kind == "dive":
        if state.contingency and state.overlay_at(state.position[:2]) == "cave":
            return IllegalAction("A contingency move explores nothing, so a dive could only end at "
                                 "another unoccupied Cave card, and there is none.", "Contingency")
        return IllegalAction("You cave dive from a Cave card on your path.", "Flashlight")
    if kind == "basket":
        return IllegalAction("The Picnic Basket goes on a Bear you are passing or have just found.",
                             "Picnic Basket")
    return IllegalAction("There is nothing to choose right now.", "Moving")
