"""Why an action is refused, in words a pupil understands.

``refusal(state, action)`` is only called for actions that are not legal. It first checks
that the action answers the decision on top of the agenda, then finds the rule the answer
breaks, using the same tests the rules use to offer actions, so reasons and offers never
disagree. Every reason names the rulebook's heading (TRAVEL, ACTIVATE A LOCATION, CRAFT
FAVOURS, END OF THE HOUR, FINAL SCORING) or the card it comes from.
"""
from __future__ import annotations

from ...core.errors import IllegalAction
from .board import GROVES, KIND, NAME, TRAILS_AT, TRAVEL, trail_name
from .codes import AFTER, BEFORE, DISPLAYED
from .components import FAVOURS, FRIENDS, ITEM_WORDS, PATCHES, resource_words, travels
from .costs import can_pay

PLAY, TRAVEL_RULE, ACTIVATE = "STEP 1: PLAY A CARD", "TRAVEL", "ACTIVATE A LOCATION"
CRAFT, FESTIVITIES, OUTPOSTS = "CRAFT FAVOURS", "FESTIVITIES", "OUTPOSTS"
PATCH_POWERS, LIMIT, SOLO = "PATCH POWERS", "THREE-FAVOUR MAXIMUM", "SOLO PLAY"
#: what each decision asks for, the heading, and the kinds of action that answer it
ASKS = {
    "card": ("play a Friend or a Dawdle from their hand", PLAY, {"play", "dawdle"}),
    "travel": ("travel a trail or stop", TRAVEL_RULE, {"travel", "stop", "use_patch"}),
    "activate": ("activate this location or not", ACTIVATE,
                 {"activate", "skip", "forage", "befriend", "use_patch"}),
    "take": ("take a card from the display", ACTIVATE, {"take_favour", "take_patch"}),
    "supply": ("choose a Festivity spot for their marker", FESTIVITIES, {"supply"}),
    "drop_patch": ("discard one of their five Patches", "THE CLUBHOUSE", {"drop_patch"}),
    "market": ("trade at the Outpost's market or be done", OUTPOSTS, {"trade", "done", "use_patch"}),
    "effect": ("use the Outpost's effect or skip it", OUTPOSTS, {"effect"}),
    "keep": ("keep one of the cards drawn", OUTPOSTS, {"keep"}),
    "give_favour": ("choose the Favour to trade away", OUTPOSTS, {"give_favour"}),
    "pay": ("choose how to pay", "WHAT ARE THESE?", {"pay"}),
    "gain": ("choose what to collect", "WHAT ARE THESE?", {"gain"}),
    "craft": ("craft Favours or end the turn", CRAFT, {"craft", "use_patch", "end_turn"}),
    "limit": ("discard Favours down to three", LIMIT, {"discard_favour"}),
    "title": ("choose a word of their title", SOLO, {"title"}),
}


def refusal(state, action) -> IllegalAction:
    return state.refusal_for_decision(action, ASKS, REFUSERS)


def never_offered(state, action) -> IllegalAction | None:
    """A Friend played with a travel type it does not show is no action of the game at all,
    but a pupil may well ask for it."""
    card = action.get("card")
    if action.kind == "play" and card in FRIENDS:
        return IllegalAction(f"The {card} travels only by {FRIENDS[card]['travel'].capitalize()}.", card)
    return None


def _play(state, task, action):
    card, travel = action["card"], action.get("travel")
    hand = state.hands[task[1]]
    if card not in hand:
        where = "Tired (played this hour)" if card in state.tired[task[1]] else "not in your hand"
        return IllegalAction(f"The {card} is {where}: only Fresh cards in your hand can be played.", PLAY)
    if action.kind == "play" and travel not in travels(card):
        return IllegalAction(f"The {card} travels only by {travels(card)[0].capitalize()}.", card)
    return None


def _travel(state, task, action):
    player = task[1]
    trail, by = action["trail"], action["by"]
    _, friend_type, phase, used, _ = state.turn
    here = state.at[player]
    if trail not in TRAILS_AT[here]:
        return IllegalAction(f"You are at {NAME[here]}, and {trail_name(trail)} does not leave it.",
                             TRAVEL_RULE)
    if trail in used:
        return IllegalAction("You have already travelled along this trail this turn, and no trail may "
                             "be travelled twice in one turn (no backtracking).", TRAVEL_RULE)
    if by == "friend":
        if TRAVEL[trail] != friend_type:
            return IllegalAction(f"Your Friend travels by {friend_type.capitalize()} this turn, and this is "
                                 f"a {TRAVEL[trail].capitalize()} trail: spend a Map to take it.",
                                 TRAVEL_RULE)
        if phase == AFTER:
            return IllegalAction("Your Friend's travel is over once you spend a Map after it: Maps come "
                                 "before and after one unbroken run of your Friend's type.", "MAPS")
        return None
    if by == "map":
        if not state.count(player, "map"):
            return IllegalAction("You have no Map to spend.", "MAPS")
    else:
        power = PATCHES[by]["power"]
        if by not in state.patches[player]:
            return IllegalAction(f"You do not have the {by} Patch.", by)
        if state.uses_left(player, by) <= 0:
            return IllegalAction(f"The {by} Patch is used up for this hour.", by)
        if power["travel"] not in ("any", TRAVEL[trail]):
            return IllegalAction(f"The {by} Patch travels only {power['travel'].capitalize()} trails.", by)
    if phase == BEFORE and not state.run_possible_after(trail, here, used, friend_type):
        return IllegalAction(f"After that you could not travel by {friend_type.capitalize()} at all, and "
                             "you must travel by your Friend's type.", TRAVEL_RULE)
    return None


def _stop(state, task, action):
    if state.turn[2] == BEFORE:
        return IllegalAction(f"You must leave {NAME[state.at[task[1]]]} along at least one trail of your "
                             f"Friend's type ({state.turn[1].capitalize()}) before you stop.", TRAVEL_RULE)
    return None


def _activate(state, task, action):
    player = task[1]
    place = state.at[player]
    kind = KIND[place]
    wanted = {"grove": "forage", "village": "befriend"}.get(kind, "activate")
    if action.kind != wanted:
        what = {"forage": "forage at a Grove", "befriend": "make a Friend at the Village",
                "activate": f"activate {NAME[place]}"}[action.kind]
        return IllegalAction(f"You can {what} only there; you are at {NAME[place]}.", ACTIVATE)
    if kind == "grove":
        goods = action["goods"].split("+")
        here = state.groves[GROVES.index(place)]
        missing = [g for g in goods if g not in here]
        if missing:
            return IllegalAction(f"{NAME[place]} has only {ITEM_WORDS[here[0]]} and {ITEM_WORDS[here[1]]} "
                                 "to forage.", "GROVES")
    if kind == "village":
        card = action["card"]
        if card not in state.displays[DISPLAYED.index("friend")]:
            return IllegalAction(f"The {card} is not in the Friend display.", "THE VILLAGE")
        if not can_pay(state.packs[player], FRIENDS[card]["cost"]):
            return IllegalAction(f"The {card} costs {resource_words(FRIENDS[card]['cost'])}, which you "
                                 "do not have.", "THE VILLAGE")
    return None


def _take(state, task, action):
    kind = "favour" if action.kind == "take_favour" else "patch"
    if kind != task[2]:
        return IllegalAction(f"Here you take a {task[2].capitalize()}, not a {kind.capitalize()}.", ACTIVATE)
    return IllegalAction(f"The {action['card']} is not in the {kind.capitalize()} display.", ACTIVATE)


def _supply(state, task, action):
    name, spot = action["festivity"], action["spot"]
    if name not in state.festivities:
        return IllegalAction(f"The {name} is not one of this game's Festivities.", FESTIVITIES)
    f = state.festivities.index(name)
    if spot >= len(state.spots[f]):
        return IllegalAction(f"That spot of the {name} is covered: rows above the number of players "
                             "are not used.", "BOARD SETUP")
    if state.spots[f][spot] is not None:
        return IllegalAction("That spot already has a marker: markers go only on empty spots.", FESTIVITIES)
    return IllegalAction("That spot is for another category of Favour: the marker goes on a spot of "
                         "the crafted Favour's category.", FESTIVITIES)


def _favour_in(cards, action, where, rule):
    if action["card"] not in cards:
        return IllegalAction(f"The {action['card']} is not among {where}.", rule)
    return None


def _craft(state, task, action):
    player = task[1]
    card = action["card"]
    found = _favour_in(state.preparing[player], action, "the Favours you are preparing", CRAFT)
    if found:
        return found
    if not can_pay(state.packs[player], FAVOURS[card]["cost"]):
        return IllegalAction(f"The {card} needs {resource_words(FAVOURS[card]['cost'])}; you do not have "
                             "them.", CRAFT)
    return None


def _use_patch(state, task, action):
    player, card = task[1], action["card"]
    if card not in state.patches[player]:
        return IllegalAction(f"You do not have the {card} Patch.", card)
    if state.uses_left(player, card) <= 0:
        return IllegalAction(f"The {card} Patch is used up for this hour; it is ready again next hour.", card)
    give = PATCHES[card]["power"]["trade"]["give"]
    return IllegalAction(f"The {card} Patch needs {resource_words(give)}, which you do not have.", card)


def _trade(state, task, action):
    player, i = task[1], action["trade"]
    card = state.outpost_card(player)
    if i >= len(card["market"]):
        return IllegalAction(f"The {card['name']} has only "
                             f"{len(card['market'])} trades.", card["name"])
    entry = card["market"][i]
    made = state.turn[4]
    shared = card.get("shared_max")
    if entry["max"] is not None and made[i] >= entry["max"]:
        times = "once" if entry["max"] == 1 else f"{entry['max']} times"
        return IllegalAction(f"This trade may be made at most {times} per turn.", card["name"])
    if shared and i in shared[0] and sum(made[j] for j in shared[0]) >= shared[1]:
        return IllegalAction(f"These trades may be made at most {shared[1]} times per turn together.",
                             card["name"])
    if entry["give"].count("favour") > len(state.preparing[player]):
        return IllegalAction("You have no Favour in preparation to trade away.", card["name"])
    return IllegalAction(f"This trade takes {resource_words(entry['give'])}, which you do not have.",
                         card["name"])


def _effect(state, task, action):
    card = state.outpost_card(task[1])
    effect = card["effect"]
    top = 1 if effect["kind"] == "exchange" else effect["max"]
    if action["count"] > top:
        return IllegalAction(f"The {card['name']}'s effect may be used at most {top} time(s).", card["name"])
    return IllegalAction("You cannot pay for that many, or the deck has too few cards left.", card["name"])


def _keep(state, task, action):
    return IllegalAction(f"The {action['card']} is not among the cards you drew.", OUTPOSTS)


def _drop_patch(state, task, action):
    patches = state.patches[task[1]]
    if action["card"] == patches[-1] and action["card"] not in patches[:-1]:
        return IllegalAction(f"The {action['card']} is the Patch you have just gained: discard one of the "
                             "four you held before it.", "THE CLUBHOUSE")
    return _favour_in(patches[:-1], action, "your Patches", "THE CLUBHOUSE")


def _discard_favour(state, task, action):
    return _favour_in(state.preparing[task[1]], action, "the Favours you are preparing", LIMIT)


def _pay(state, task, action):
    wild = task[2][0]
    return IllegalAction(f"That does not pay a {ITEM_WORDS[wild]} here, or it would leave you unable to "
                         "pay the rest.", "WHAT ARE THESE?")


def _gain(state, task, action):
    kind = "Good" if task[2] == "any_good" else "Curiosity"
    return IllegalAction(f"Choose a {kind}: {ITEM_WORDS[action['resource']]} is not one.", "WHAT ARE THESE?")


def _title(state, task, action):
    return IllegalAction(f"Choose one of the tied words: {', '.join(task[3])}.", SOLO)


REFUSERS = {
    "play": _play, "dawdle": _play, "travel": _travel, "stop": _stop, "forage": _activate,
    "befriend": _activate, "activate": _activate, "take_favour": _take, "take_patch": _take,
    "supply": _supply, "craft": _craft, "use_patch": _use_patch, "trade": _trade, "effect": _effect,
    "keep": _keep, "drop_patch": _drop_patch, "discard_favour": _discard_favour,
    "give_favour": lambda state, task, action: _favour_in(state.preparing[task[1]], action,
                                                          "the Favours you are preparing", OUTPOSTS),
    "pay": _pay, "gain": _gain, "title": _title,
}
