"""Why an action is refused, in words a pupil understands.

``refusal(state, action)`` is only called for actions that are not legal. It
first checks that the action answers the decision on top of the agenda (a
card or a pass in a response window, the roll, a step, a rollway), then finds
the rule the answer breaks. The tests the rules use to offer moves (a card's
timing, ``may_enter``, ``stops_on``, the fireball target rule) decide here
too, so reasons and offers never disagree. Every sentence names the rulebook
heading or the card that decides it.
"""
from __future__ import annotations

from ...core.errors import IllegalAction
from .actions import STEP, STEP_FROM
from .board import CAVE, CAVE_NUMBER, INDEX, KIND, NEIGHBOURS, PIT, ROLLWAY_INDEX, ROLLWAYS, WATER
from .codes import CHARM, CHARM_USED, WINDOWS
from .components import AHEAD, BACK, CARD_NAMES, HAND_LIMIT

TURN, CARDS, CAVES = "WHAT YOU DO ON YOUR TURN", "PLAYING YOUR CARDS", "SPECIAL SPACES"
FIREBALL = "ROLLING A FIREBALL"
#: when each card may be played, in the words of its refusal
TIMING = {
    "fireball": "Fireball! is played at the start of a turn, right after a roll, or when a move ends.",
    "fake_jewel": "Fake Jewel is played only when an opponent tries to steal the jewel from you.",
    "cancel": "Cancel is played on top of a card just played by someone else (never on Fireball!).",
    "talisman": ("Magic Talisman is played when someone is about to roll a fireball; the roller may "
                 "play it only when his own piece is the target."),
    "reroll": "Reroll the Die is played right after a die roll.",
    "another_turn": "Take Another Turn is played after one of your own turns.",
    "take_card": "Take 1 Card is played at the start of a turn, right after a roll, or when a move ends.",
    "double": ("Double the Next Roll is played at the start of a turn, right after a roll, or when a move "
               "ends."),
    **{card: f"{CARD_NAMES[card]} is played before the roll, instead of rolling." for card in AHEAD},
    **{card: (f"{CARD_NAMES[card]} is played on an opponent's turn, before his roll or when his move "
              "has ended.") for card in BACK},
}
#: what each decision asks for, and the kinds of action that answer it
ASKS = {
    "window": ("play a card or pass", CARDS, {"play", "pass"}),
    "main": ("roll the die (in a cave: leave it or roll for another cave)", TURN,
             {"roll", "leave", "cave", "trade"}),
    "aim": ("aim the fireball: choose one of its rollways", FIREBALL, {"aim"}),
    "move": ("finish the move: choose the next space", TURN, {"step"}),
}


def refusal(state, action) -> IllegalAction:
    task = state.agenda[-1]
    what, rule, kinds = ASKS[task[0]]
    if action.kind not in kinds:
        who = state.game.player_name(state.to_move)
        if task[0] == "window":
            return IllegalAction(f"{who} must first {what} ({_window_words(task[1])}).", rule)
        return IllegalAction(f"{who} must first {what}.", rule)
    return {"window": _refuse_card, "main": _refuse_main, "aim": _refuse_aim,
            "move": _refuse_step}[task[0]](state, task, action)


def _window_words(window: str) -> str:
    return {"start": "the turn is starting", "rolled": "the die was just rolled",
            "fireball": "a fireball is about to roll", "steal": "the jewel is being stolen",
            "card": "a card was just played", "moved": "the move has ended",
            "after": "the turn has ended"}[window]


def _refuse_card(state, task, action) -> IllegalAction:
    _, window, queue, by = task
    seat, card = queue[0], action["card"]
    name = CARD_NAMES[card]
    if card not in state.hands[seat]:
        return IllegalAction(f"{state.game.player_name(seat)} holds no {name} card.", name)
    if card == "take_card":
        victim = action["victim"]
        if victim == seat:
            return IllegalAction("Take 1 Card takes a card from an opponent, not from yourself.", name)
        if victim >= state.game.players:
            return IllegalAction(f"There is no player {victim + 1} in this game.", name)
        if not state.hands[victim]:
            return IllegalAction(f"{state.game.player_name(victim)} has no card to take.", name)
        if state.fitted(victim):
            return IllegalAction(f"{state.game.player_name(victim)} holds the jewel fitted into a Magic "
                                 "Charm token: Take 1 Card cannot be played on that player.", name)
    if card in WINDOWS[window]:
        if card in AHEAD:
            return IllegalAction("Cave 4 has no trail to move along: from it only the cave roll is made.",
                                 name)
        if card in BACK:
            if seat == state.active:
                return IllegalAction(f"{name} moves an opponent back, not yourself.", name)
            return IllegalAction(f"{name} does not move a piece out of a cave, a smolder pit or the water.",
                                 name)
        if card == "cancel":
            return IllegalAction("You cannot cancel your own card.", name)
        if card == "talisman":
            return IllegalAction("Your own fireball does not hit your piece, so your Magic Talisman "
                                 "cannot stop it.", name)
        if card == "fake_jewel":
            return IllegalAction("Only the jewel's owner plays Fake Jewel against a steal.", name)
    return IllegalAction(TIMING[card], name)


def _refuse_main(state, task, action) -> IllegalAction:
    player = state.active
    node = state.at[player]
    in_cave = KIND[node] == CAVE
    if action.kind == "trade":
        if state.charms[player] == CHARM_USED:
            return IllegalAction("You have already traded in your Magic Charm token; each player collects "
                                 "only one in a game.", CAVES)
        if state.charms[player] != CHARM:
            return IllegalAction("You have no Magic Charm token: land on or pass the Witchlord Step to "
                                 "collect one.", CAVES)
        return IllegalAction(f"Your hand already holds {HAND_LIMIT} cards.", CAVES)
    if action.kind in ("leave", "cave") and not in_cave:
        return IllegalAction("Your piece is not in a cave: roll the die.", CAVES)
    if action.kind == "leave":
        return IllegalAction("Cave 4 is a dead end: from it you must roll for a new cave.", CAVES)
    return IllegalAction(f"Your piece is in Cave {CAVE_NUMBER[node]}: first declare whether you leave it "
                         "or roll for another cave.", CAVES)


def _refuse_aim(state, task, action) -> IllegalAction:
    roller = task[1]
    hit = state.exposed_on(ROLLWAYS[ROLLWAY_INDEX[action["rollway"]]].run)
    if not hit:
        return IllegalAction("That rollway hits nobody, but a fireball must hit at least one piece on a "
                             "trail when it can.", FIREBALL)
    return IllegalAction("That rollway hits only your own piece, but an opponent is exposed: a fireball "
                         f"must hit an opponent when it can ({state.game.player_name(roller)} rolls it).",
                         FIREBALL)


def _refuse_step(state, task, action) -> IllegalAction:
    _, mover, _, path, left, retrace, back = task
    node, here = INDEX[action["to"]], path[-1]
    if node not in NEIGHBOURS[here]:
        return IllegalAction(f"That space is not next to {state.game.player_name(mover)}'s piece: move along "
                             "the trails, one space at a time.", TURN)
    if node in path:
        return IllegalAction("A move never enters the same space twice.", TURN)
    kind = KIND[node]
    if kind == "dock":
        return IllegalAction("Only the player who owns the jewel may enter the Dock.", "HOW TO WIN THE GAME")
    if kind == CAVE:
        if back:
            return IllegalAction("Move Back moves a piece along the trail, never into a cave.",
                                 "MOVE ANY OPPONENT BACK")
        if left == 0:
            return IllegalAction("The count is used up: the piece only moves on to the next open space.",
                                 TURN)
        return IllegalAction(f"Cave {CAVE_NUMBER[node]} is occupied.", CAVES)
    if retrace:
        back_step = STEP_FROM.get((here, retrace[0]), STEP[retrace[0]])
        return IllegalAction(f"Move Back retraces the piece's last move first, the way it came: {back_step}.",
                             "MOVE ANY OPPONENT BACK")
    return IllegalAction(f"That way the move could not go on to walk its full count of {left}: choose a "
                         "way where it can.", TURN)


def never_offered(state, action) -> IllegalAction:
    """Well-formed actions no state ever offers: unknown places, cards, rollways, players."""
    if action.kind == "step":
        place = action["to"]
        if place in INDEX and KIND[INDEX[place]] in (PIT, WATER):
            return IllegalAction("Pieces never step into a smolder pit or the water: only a fireball "
                                 "puts them there.", "GETTING FIREBALLED")
        return IllegalAction(f"There is no space called {place!r} on the island.", TURN)
    if action.kind == "aim":
        return IllegalAction(f"There is no rollway called {action['rollway']!r}.", FIREBALL)
    if action.kind == "play" and action.get("card") in CARD_NAMES:
        return IllegalAction(f"There is no player {action['victim'] + 1} to take a card from.",
                             CARD_NAMES["take_card"])
    return IllegalAction(f"There is no card called {action.get('card')!r}.", CARDS)

