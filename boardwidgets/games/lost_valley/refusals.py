"""Why an action is refused, in words a pupil understands.

``refusal(state, action)`` is only called for actions that are not legal. It first checks
that the action answers the decision on top of the agenda, then finds the rule the
answer breaks, using the same tests the rules use to offer actions, so reasons and offers
never disagree. Every reason names the manual's section ("4.2a Mine Gold", "7 FAQ").
"""
from __future__ import annotations

from ...core.errors import IllegalAction
from . import lattice
from .board import POST
from .components import END_MARKERS, ITEM_NAMES, MATERIALS, PRICES

MOVE, TURN, CORE = "4.1 Move/Explore", "4 Gameplay Flow", "5 Core Mechanics"
END, FAQ = "6 Scoring & End Game", "7 FAQ"
GOLD, EVENT, FISH = "4.2a Mine Gold", "4.2b Experience an Event", "4.2c Catch a Fish"
HUNT, TREE, WORKS = "4.2d Hunt an Animal", "4.2e Cut Down a Tree", "4.2f Build Works"
BUY, TRADE = "4.2g Purchase Wares", "4.3 Optional Trade"
ACTIONS = {"pan", "mine", "event", "fish", "hunt", "chop", "build", "canal", "buy"}
#: what each decision asks for, the section, and the kinds of action that answer it
ASKS = {
    "main": ("move, take an action, trade or end the turn", TURN,
             {"step", "whiskey", "eat", "declare", "end", "trade", *ACTIONS}),
    "move": ("go on with the move or stop", MOVE, {"step", "stop"}),
    "lay": ("choose where the river diamond goes", MOVE, {"lay"}),
    "pick_event": ("take one of the event markers", EVENT, {"pick"}),
    "limits": ("discard what does not fit", CORE, {"discard"}),
    "pay": ("pay for the ware", BUY, {"pay"}),
    "shop": ("buy another ware or stop buying", BUY, {"buy", "done"}),
    "offer": ("put the offer together, make it or withdraw it", TRADE,
              {"give", "ask", "propose", "withdraw"}),
    "answer": ("accept or decline the offer", TRADE, {"accept", "decline"}),
}


def refusal(state, action) -> IllegalAction:
    return state.refusal_for_decision(action, ASKS, REFUSERS)


def _step(state, task, action):
    player = state.active
    if task[0] == "main" and not state.phases[0]:
        return IllegalAction("The move of this turn is used up (a whiskey buys one more).", MOVE)
    mode = action["mode"]
    if mode != "foot" and not state.has(player, mode):
        return IllegalAction(f"Only a player with a {mode} can move that way.", MOVE)
    exits = state.exits(state.at[player])
    if action["dir"] not in exits:
        return IllegalAction("No edge of a laid tile leads that way.", MOVE)
    there, edge = exits[action["dir"]]
    if edge == "cross" and mode != "boat":
        return IllegalAction("Only a boat crosses the river.", MOVE)
    if task[0] == "move" and task[1] != mode:
        return IllegalAction("One move never mixes ways of moving.", MOVE)
    if task[0] == "move" and ("land" if edge == "land" else "river") != task[2]:
        return IllegalAction("One move goes either overland or along the river, never both.", MOVE)
    if edge == "land" and mode == "boat":
        return IllegalAction("A boat moves only along the river.", MOVE)
    if task[0] == "move" and task[3] <= 0:
        return IllegalAction("The move has no edges left.", MOVE)
    return IllegalAction("That place is taken, and the move could not go on past it: one prospector "
                         "per intersection, one on each bank of the river.", MOVE)


def _no_action_left(state):
    if not state.phases[1]:
        return IllegalAction("This turn's action is used up (a whiskey buys one more).", TURN)
    return None


def _not_beside(state, spot):
    if spot not in state.spots_beside(state.active):
        if "/" in spot and spot.split("/")[0] in state.spots_beside(state.active):
            return IllegalAction("That bank is across the river: only with a boat can you work there.", FAQ)
        return IllegalAction("Your prospector is not beside that tile.", GOLD)
    return None


def _pan(state, task, action):
    spot = action["spot"]
    return (_no_action_left(state) or _not_beside(state, spot)
            or (IllegalAction("Panning costs 1 food.", GOLD) if not state.packs[state.active][0] else None)
            or IllegalAction("Rivergold is panned from a green marker beside the river, a lake, or a tundra "
                             "that a canal waters.", GOLD))


def _mine(state, task, action):
    spot, dynamite = action["spot"], action["dynamite"]
    if dynamite == "both":
        return IllegalAction("Only one source of dynamite per mining: the crate or a stick, never both.", FAQ)
    found = _no_action_left(state) or _not_beside(state, spot)
    if found:
        return found
    if spot not in state.mines:
        return IllegalAction("Mountaingold is mined only from a mountain with a mine built for it.", GOLD)
    food, _, timber = state.packs[state.active]
    if not (food and timber):
        return IllegalAction("Mining costs 1 food and 1 timber.", GOLD)
    if dynamite != "none":
        return IllegalAction(f"Dynamite takes two markers: you need the {dynamite} and two markers there.",
                             GOLD)
    return IllegalAction("There is no mountaingold left there.", GOLD)


def _event(state, task, action):
    found = _no_action_left(state) or _not_beside(state, action["spot"])
    if found:
        return found
    if not state.event_here(action["spot"]):
        return IllegalAction("There is no event to experience there.", EVENT)
    return IllegalAction("An event costs two materials, and you lack those.", EVENT)


def _fish(state, task, action):
    return (_no_action_left(state) or _not_beside(state, action["spot"])
            or IllegalAction("You fish beside the river or a lake; without a fish symbol only a rod or a "
                             "fishtrap catches anything.", FISH))


def _hunt(state, task, action):
    return (_no_action_left(state) or _not_beside(state, action["spot"])
            or IllegalAction("There is no animal to hunt there.", HUNT))


def _chop(state, task, action):
    return (_no_action_left(state) or _not_beside(state, action["spot"])
            or IllegalAction("Trees are cut in a forest beside you.", TREE))


def _build(state, task, action):
    found = _no_action_left(state)
    if found:
        return found
    vertex, _ = state.vertex_of(state.active)
    if vertex is None:
        return IllegalAction("Works are built at an intersection of the valley, not at the post.", WORKS)
    if vertex in state.works:
        return IllegalAction("Only one work per intersection.", WORKS)
    work = action["work"]
    if not state.works_left[work]:
        return IllegalAction(f"No {work} is left in the supply.", WORKS)
    return IllegalAction({"fishtrap": "A fishtrap costs 1 tool, beside the river or a lake.",
                          "sawmill": "A sawmill costs 1 tool, beside a forest.",
                          "mine": "A mine costs 1 tool, 1 food and 1 timber, for a mountain beside you "
                                  "that has none."}[work], WORKS)


def _canal(state, task, action):
    found = _no_action_left(state)
    if found:
        return found
    vertex, _ = state.vertex_of(state.active)
    if vertex is not None:
        k = action["sector"]
        faces = (lattice.sector_face(vertex, k), lattice.sector_face(vertex, k + 1))
        if any(face in state.layout.faces and state._face_terrain(face) == "mountain" for face in faces):
            return IllegalAction("A canal never goes through a mountain.", FAQ)
    return IllegalAction("A canal costs 1 timber and joins a forest or tundra beside you to water or to a "
                         "canal.", WORKS)


def _buy(state, task, action):
    found = _no_action_left(state) if task[0] == "main" else None
    if found:
        return found
    shop = action["shop"]
    if shop not in state.shops(state.active):
        if shop in ("still", "barter"):
            return IllegalAction("The moonshine still sells only to a prospector beside it.", BUY)
        return IllegalAction("Wares are bought at the waterfall post or beside the triangle trading post.",
                             BUY)
    ware = action["ware"]
    if not state.wares[ware]:
        return IllegalAction(f"No {ITEM_NAMES[ware]} is left in the supply.", BUY)
    if shop == "barter":
        return IllegalAction("Whiskey at the still costs two materials or wares.", BUY)
    nuggets, x = PRICES[ware]
    return IllegalAction(f"A {ITEM_NAMES[ware]} costs {nuggets} nuggets"
                         f"{f' and {x} X' if x else ''}, and no change is given.", BUY)


def _pay(state, task, action):
    if action.get("gold") is not None:
        if task[3] == "barter":
            return IllegalAction("Bartered whiskey is paid in materials or wares, not gold.", BUY)
        return IllegalAction("You have no gold marker of that value to spare for this price.", BUY)
    if task[5] <= 0:
        return IllegalAction("What is left to pay are nuggets: pay with gold.", BUY)
    return IllegalAction(f"You have no {ITEM_NAMES.get(action['item'], action['item'])} to pay with.", BUY)


def _trade(state, task, action):
    if state.phases[3]:
        return IllegalAction("Only one trade per turn.", TRADE)
    if action["partner"] == state.active or action["partner"] >= state.game.players:
        return IllegalAction("A trade is made with another player.", TRADE)
    return IllegalAction("Trade partners stand on the same intersection or one edge apart.", TRADE)


def _give_or_ask(state, task, action):
    return IllegalAction("An offer names only what the players hold, at most four items a side.", TRADE)


def _discard(state, task, action):
    item = action["item"]
    if item in MATERIALS and len(state.gear[task[1]]) > 6:
        return IllegalAction("The gear is too full: discard gear first.", CORE)
    return IllegalAction(f"You have no {ITEM_NAMES[item]} to discard.", CORE)


def _whiskey(state, task, action):
    if state.phases[2]:
        return IllegalAction("Only one whiskey per turn.", CORE)
    return IllegalAction("You have no whiskey.", CORE)


def _declare(state, task, action):
    player = state.active
    if state.at[player] != POST:
        return IllegalAction("The end is declared at the waterfall trading post.", END)
    return IllegalAction(f"The end is declared with {END_MARKERS} or more gold markers; you have "
                         f"{len(state.bags[player])}.", END)


def _lay(state, task, action):
    return IllegalAction("The river goes on from its open end onto two free faces, next to the explorer "
                         "where it can.", MOVE)


def _pick(state, task, action):
    return IllegalAction("No such event marker is left.", EVENT)


def _eat(state, task, action):
    return IllegalAction("You have no dried fish.", EVENT)


def _stop(state, task, action):
    return IllegalAction("You cannot stop on a place another prospector holds.", MOVE)


def _propose(state, task, action):
    return IllegalAction("An offer gives or asks for something.", TRADE)


REFUSERS = {"step": _step, "pan": _pan, "mine": _mine, "event": _event, "fish": _fish, "hunt": _hunt,
            "chop": _chop, "build": _build, "canal": _canal, "buy": _buy, "pay": _pay, "trade": _trade,
            "give": _give_or_ask, "ask": _give_or_ask, "discard": _discard, "whiskey": _whiskey,
            "declare": _declare, "lay": _lay, "pick": _pick, "eat": _eat, "stop": _stop,
            "propose": _propose}
