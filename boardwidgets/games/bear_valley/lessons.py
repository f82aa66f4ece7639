"""Bear Valley's lesson: levels from a first card explored to a whole game, then the
advanced game's camp gift, contingency walk, a character, each piece of Equipment and the
Trading Post, and last the Enchantments variant: a Fox card's benefit and a character's
advantage.

Each level is data (``lessons/levels.py`` says what each field means); its positions are
built through the rules from a seeded game, so the engine checks every one. The deck is
shuffled by the seed and lies in the state, so the cards a level draws are always the same:
a level may tell the pupil what the next card is.
"""
from __future__ import annotations

from ...lessons.checks import Check, Try, game_over, log_says, played, turn_passed, won
from ...lessons.levels import Feedback, Level, Start

#: the rulebook's sections (``rules/bear_valley.md``): None for those a pupil needs to play,
#: which the levels teach; else why no level teaches it
SECTIONS: dict[str, str | None] = {
    "CONTENTS": "the list of components: nothing to do",
    "OBJECTIVE": None,
    "SETUP": "the board lays the river and the tokens itself",
    "VALLEY AND WILDERNESS CARDS": None,
    "STARTING THE GAME": None,
    "MOVING": None,
    "EXPLORING": None,
    "TRAVERSING": None,
    "Bears": None,
    "Bridges and Hedges": None,
    "Lakes and Rivers": None,
    "Mountain": None,
    "Woods": None,
    "Equipment, Gold, Trading Posts, Caves, and Enchantments": "says these cards are plain in the basic "
                                                                "game: nothing to do",
    "SUNCLOCK": None,
    "One O'clock": None,
    "Two O'clock": None,
    "Three O'clock": None,
    "Seven O'clock and Beyond": None,
    "ENDING THE GAME": None,
    "EXAMPLE GAME": "a worked example to read, saved as a match to replay",
    "STARTING MAP SETUPS": "the board lays the recommended river itself",
    "THE ADVANCED GAME": None,
    "EQUIPMENT AND GOLD": None,
    "Canoe": None,
    "Machete": None,
    "Flashlight": None,
    "Picnic Basket": None,
    "Rope": None,
    "Telescope": None,
    "Trading Post": None,
    "CHARACTERS": None,
    "CONTINGENCY": None,
    "VARIANTS": "options chosen when the game is loaded (No Gold; Enchantments, whose levels load the "
                "game with them, taught under Enchantments)",
    "Enchantments": None,
    "Butterfly": "no level of its own: it helps like the Fox, whoever starts a turn on it, and the "
                 "player's panel names the Enchantment helping this turn",
    "Fox": None,
    "Mushrooms": "no level of its own: it helps like the Fox, whoever starts a turn on it, and the game "
                 "asks after each card drawn whether to keep it or draw another",
    "CHARACTERS AND ENCHANTMENTS": None,
}


# -- Bear Valley's own questions (the shared vocabulary looks at views, not at tokens' cards) --
def token_moved() -> Check:
    """The pupil's token stands somewhere else than at the start of the level."""
    def test(trial: Try) -> bool:
        return trial.state.tokens[trial.seat] != trial.start.tokens[trial.seat]
    return Check(test, "the token moved")


def token_on(q: int, r: int) -> Check:
    """The pupil's token stands on the card at axial ``(q, r)`` (either section)."""
    return Check(lambda trial: tuple(trial.state.tokens[trial.seat][:2]) == (q, r),
                 f"the token on card {q} {r}")


def token_on_kind(kind: str) -> Check:
    """The pupil's token stands on a card of ``kind`` (a rules kind: "mountain", "woods"...)."""
    return Check(lambda trial: trial.state.kind_at(trial.state.tokens[trial.seat]) == kind,
                 f"the token on a {kind}")


def holds_token(kind: str) -> Check:
    """The pupil carries an Equipment or Gold token of ``kind``."""
    return Check(lambda trial: kind in trial.state.held[trial.seat], f"carries a {kind}")


def on_section(q: int, r: int, section: int) -> Check:
    """The pupil's token stands on one section of the card at axial ``(q, r)`` (0: the floor of a
    Bridge, 1: its bridge)."""
    return Check(lambda trial: tuple(trial.state.tokens[trial.seat]) == (q, r, section),
                 f"the token on section {section} of card {q} {r}")


def holds_equipment() -> Check:
    """The pupil carries at least one Equipment token (Gold aside)."""
    return Check(lambda trial: any(kind != "gold" for kind in trial.state.held[trial.seat]),
                 "carries a piece of Equipment")


def walked_through(q: int, r: int) -> Check:
    """A walk of the pupil's, in the try, went onto the card at axial ``(q, r)`` (the token
    need not have stopped there)."""
    def test(trial: Try) -> bool:
        return any(state.to_move == trial.seat and any(tuple(p[:2]) == (q, r) for p in state.path[1:])
                   for state in trial.states)
    return Check(test, f"a walk went through card {q} {r}")


# -- the moves, as action JSON ---------------------------------------------------------------
def explore(direction: str) -> dict:
    return {"kind": "explore", "direction": direction}


def traverse(direction: str) -> dict:
    return {"kind": "traverse", "direction": direction}


def orient(rotation: int) -> dict:
    return {"kind": "orient", "rotation": rotation}


STOP = {"kind": "stop"}
STAY = {"kind": "stay"}
TUNNEL = {"kind": "tunnel"}


def use(tool: str) -> dict:
    return {"kind": tool}


def take(token: str) -> dict:
    return {"kind": "take", "token": token}


def gift_start(seed: int, first: tuple[dict, ...], token: str) -> Start:
    """An advanced two-player game where the first seat stays at the camp, the second walks
    ``first``, the first stays again and takes ``token`` as the camp's gift, and the second stays
    (twice: the second walk a stay starts in the advanced game): the first seat is to move with
    ``token`` in hand."""
    return Start(players=2, seed=seed, variant="advanced",
                 moves=(STAY, *first, STAY, take(token), STAY, STAY))


#: the whole game the last levels come from: two players, seed 19, Red played by the medium
#: computer against the easy one (seeded 0), as a lesson's replies play it
GAME_19 = (explore("NE"), STAY, explore("W"), STOP, explore("SE"), traverse("NE"), STOP,
           traverse("E"), STAY, explore("SE"), traverse("NE"), STOP, STAY, explore("E"),
           explore("NE"), orient(3), explore("E"), orient(0), STOP, explore("NW"), orient(3),
           STOP, traverse("NW"), STOP)
#: Red's own moves in that game
RED_19 = (explore("NE"), STAY, explore("SE"), traverse("NE"), STOP, explore("SE"), traverse("NE"),
          STOP, explore("E"), explore("NE"), orient(3), explore("E"), orient(0), STOP,
          traverse("NW"), STOP)

STAYED = "You ended the turn and your token stayed where it was."

LEVELS: tuple[Level, ...] = (
    Level(
        id="explore",
        title="Explore a card",
        teaches=("EXPLORING", "MOVING", "VALLEY AND WILDERNESS CARDS"),
        start=Start(players=2, seed=5),
        goal="Explore a new card up to the right of the camp, then put your token on it.",
        success=token_on(1, -1),
        fails=turn_passed(),
        budget=2,
        solution=(explore("NE"), STOP),
        done="You drew a card from the deck and laid it on the map, then moved your token onto it. "
             "That is how the valley grows!",
        hint="Click the pale question mark up to the right of the camp, then click the button that stops "
             "the walk and moves your token.",
        marks=("space:new:1,-1",),
        feedback=(
            Feedback(token_moved(), "You explored and moved, but in another direction. Try the question "
                                    "mark up to the right of the camp.",
                     example=(explore("SE"), STOP)),
            Feedback(played("stay"), STAYED + " Stopping moves your token to the end of your walk; "
                                              "staying leaves it behind.",
                     example=(explore("NE"), STAY)),
        ),
    ),
    Level(
        id="first-turn",
        title="The first turn",
        teaches=("STARTING THE GAME",),
        start=Start(players=2, seed=2, moves=(explore("NE"), STOP)),
        seat=1,
        goal="You play second, so on this first turn you may walk two cards: end your turn two cards away "
             "from the camp.",
        success=Check(lambda trial: _distance(trial.state.tokens[trial.seat]) >= 2,
                      "two cards from the camp"),
        fails=turn_passed(),
        budget=4,
        solution=(explore("SW"), explore("SE"), STOP),
        done="Two moves, two cards! On the first turn the first player walks one card, the second two, "
             "and so on; after that you may walk as far as you dare.",
        hint="Explore down to the left, then explore again from that new card before you stop.",
        marks=("space:new:-1,1",),
        feedback=(
            Feedback(token_moved(), "You stopped only one card from the camp. As the second player you may "
                                    "make two moves on your first turn: explore once more before you stop.",
                     example=(explore("SW"), STOP)),
            Feedback(played("stay"), STAYED + " Walk two cards this time, then stop.",
                     example=(STAY,)),
        ),
    ),
    Level(
        id="traverse",
        title="Walk on the map",
        teaches=("TRAVERSING",),
        start=Start(players=2, seed=19, moves=GAME_19[:4]),
        goal="A Hedge card already lies up to the right of the camp: walk onto it without exploring, "
             "and stop there.",
        success=token_on(1, -1),
        fails=turn_passed(),
        budget=2,
        solution=(traverse("NE"), STOP),
        done="You walked onto a card that was already on the map. You may do that wherever an exit on your "
             "card meets an exit on the next one.",
        hint="The Hedge card up to the right has a trail that meets the camp's trail. Click that card, "
             "not a question mark.",
        marks=("space:1,-1",),
        feedback=(
            Feedback(token_moved(), "You explored a new card instead. This time walk onto the Hedge that "
                                    "is already there, up to the right.",
                     example=(explore("SE"), STOP)),
            Feedback(played("stay"), STAYED + " Click the Hedge card to walk onto it, then stop.",
                     example=(traverse("NE"), STAY)),
        ),
    ),
    Level(
        id="water",
        title="Water stops you",
        teaches=("Lakes and Rivers",),
        start=Start(players=2, seed=19, moves=GAME_19[:9]),
        goal="Put your token on the River Bend to your right: explore the card below you first, then step "
             "up onto the bend.",
        success=token_on(2, 0),
        fails=turn_passed(),
        budget=3,
        solution=(explore("SE"), traverse("NE"), STOP),
        done="Your walk ended as soon as you stepped onto the bend: water always stops a walk. River cards, "
             "Lakes and both camps all have water.",
        hint="Your own card has no trail to the bend, so explore down to the right first. From the new card "
             "a trail leads up to the right onto the bend.",
        marks=("space:new:1,1", "space:2,0"),
        feedback=(
            Feedback(token_on(1, 1), "You stopped on the new card, one step short. From there a trail leads "
                                     "up to the right onto the River Bend.",
                     example=(explore("SE"), STOP)),
            Feedback(played("stay"), STAYED + " When the water ends your walk, you may still stop and move "
                                              "your token there.",
                     example=(explore("SE"), traverse("NE"), STAY)),
            Feedback(token_moved(), "Your token moved, but not onto the River Bend. Explore down to the "
                                    "right, then step up onto the bend.",
                     example=(traverse("SW"), STOP)),
        ),
    ),
    Level(
        id="bear",
        title="Slip past a bear",
        teaches=("Bears", "One O'clock"),
        start=Start(players=2, seed=9, moves=(STAY, explore("SE"), STOP)),
        goal="The next card is a Bear! Explore it up to the right at One o'clock, slip past it onto the "
             "river below, and stop there.",
        success=token_on(1, 0),
        fails=turn_passed(),
        budget=3,
        solution=(explore("NE"), traverse("SE"), STOP),
        done="A Bear found at One o'clock lets you make exactly one more move. You used it to reach the "
             "river, and you stopped there. Never end a turn on a Bear!",
        hint="After the Bear is laid, look for a card already on the map that a trail from the Bear leads "
             "to. The river is just below it.",
        marks=("space:new:1,-1", "space:1,0"),
        feedback=(
            Feedback(log_says("draws a Bear card") & log_says("Two o'clock") & ~log_says("traverses"),
                     "You explored again from the Bear and found a second Bear, so your turn ended. "
                     "Step onto the river instead: it is already on the map.",
                     example=(explore("NE"), explore("E"))),
            Feedback(played("stay"), STAYED + " After slipping past the Bear, stop to move your token.",
                     example=(explore("NE"), traverse("SE"), STAY)),
        ),
    ),
    Level(
        id="bridge",
        title="Over the bridge",
        teaches=("Bridges and Hedges",),
        start=Start(players=2, seed=13, moves=(explore("SE"), STOP)),
        seat=1,
        goal="Red stands under the Bridge, but its bridge on top is free: explore down to the left, "
             "then step onto the bridge and stop.",
        success=on_section(0, 1, 1),
        fails=turn_passed(),
        budget=3,
        solution=(explore("SW"), traverse("E"), STOP),
        done="A Bridge card is two places: the floor below and the bridge on top. Nobody jumps between "
             "them, so Red on the floor did not block your way onto the bridge.",
        hint="The trail from the camp leads onto the floor, where Red stands. The card down to the left "
             "has a trail onto the bridge's end.",
        marks=("space:new:-1,1",),
        feedback=(
            Feedback(token_on(-1, 1), "You stopped one card short. From the new card a trail leads to the "
                                      "right onto the bridge, which is free even with Red below it.",
                     example=(explore("SW"), STOP)),
            Feedback(played("stay"), STAYED + " Walk onto the bridge, then stop to move your token there.",
                     example=(explore("SW"), traverse("E"), STAY)),
        ),
    ),
    Level(
        id="tunnel",
        title="Tunnel through",
        teaches=("Two O'clock",),
        start=Start(players=2, seed=5),
        goal="Explore to the left: the new card has no trail back, but it is early, so tunnel onto it.",
        success=token_on(-1, 0),
        fails=turn_passed(),
        budget=2,
        solution=(explore("W"), TUNNEL),
        done="You tunnelled through the bushes onto a card with no trail back. That works only at One or "
             "Two o'clock, and it ends your turn.",
        hint="After exploring to the left, look at the buttons: one of them tunnels onto the new card.",
        marks=("space:new:-1,0",),
        feedback=(
            Feedback(played("stay"), STAYED + " At One or Two o'clock you may tunnel onto a card with no "
                                              "trail back.",
                     example=(explore("W"), STAY)),
            Feedback(token_moved(), "You explored another way, where the card had a trail back. This level "
                                    "is about the card to the left.",
                     example=(explore("NE"), STOP)),
        ),
    ),
    Level(
        id="lost",
        title="The sunclock",
        teaches=("SUNCLOCK", "Three O'clock"),
        start=Start(players=2, seed=10, moves=(explore("SE"), STAY, explore("NE"), traverse("SE"), STOP,
                                               traverse("NE"), explore("NW"), orient(3))),
        goal="It is Two o'clock and the next card has three exits, so exploring now gets you lost: end your "
             "walk on the Woods.",
        success=token_on(1, -2),
        fails=turn_passed(),
        budget=4,
        solution=(STOP,),
        done="Good call! A card with three exits found at Three o'clock gets you lost, and your token would "
             "have stayed at the camp. Four exits at Four o'clock, five at Five and six at Six do the same.",
        hint="Look at the Sunclock panel: it says what exploring at the next hour would do. Stopping now "
             "moves your token to the Woods.",
        marks=("space:1,-2",),
        feedback=(
            Feedback(log_says("is lost"), "You explored at Three o'clock and drew a card with three exits, "
                                          "so you got lost and your token stayed at the camp.",
                     example=(explore("NE"), {"kind": "woods", "direction": "E"}, orient(0))),
            Feedback(played("stay"), STAYED + " Stop instead, so that your token moves to the Woods.",
                     example=(STAY,)),
        ),
    ),
    Level(
        id="seven",
        title="After six, bears bite",
        teaches=("Seven O'clock and Beyond",),
        start=Start(players=2, seed=18, moves=(explore("NE"), STAY, explore("SE"), traverse("NE"), STOP,
                                               explore("W"), explore("SW"), explore("E"), orient(0),
                                               traverse("E"), explore("SW"), traverse("NW"))),
        goal="It is Six o'clock and the next card is a Bear, which eats anyone who finds it after Six: "
             "stop on the Bridge now.",
        success=token_on(-1, 1),
        fails=turn_passed(),
        budget=2,
        solution=(STOP,),
        done="Well stopped! From Seven o'clock on, a Bear explored eats you and you leave the game, and a "
             "card with six exits gets you lost. Long walks are a gamble.",
        hint="Look at the Sunclock panel: it says what exploring at Seven o'clock would do. Stopping now "
             "keeps the six cards you walked.",
        marks=("space:-1,1",),
        feedback=(
            Feedback(log_says("is eaten"), "You explored at Seven o'clock and found the Bear. It ate you, so "
                                           "you are out of the game and Yellow wins.",
                     example=(explore("SW"),)),
            Feedback(played("stay"), STAYED + " Stop instead, so that your token moves to the Bridge.",
                     example=(STAY,)),
        ),
    ),
    Level(
        id="mountain",
        title="Over the mountain",
        teaches=("Mountain",),
        start=Start(players=2, seed=21, moves=(STAY, explore("NE"), traverse("SE"), STOP)),
        goal="The next card is a Mountain: explore it to the left, walk one card past it, and stop there.",
        success=token_moved() & ~token_on_kind("mountain") & log_says("Moving off a Mountain"),
        fails=turn_passed(),
        budget=4,
        solution=(explore("W"), explore("NW"), STOP),
        done="One move off a Mountain and your walk is over. Had you stopped on the Mountain, you could "
             "only move one card on your next turn.",
        hint="Explore to the left to lay the Mountain, then explore once more from it.",
        marks=("space:new:-1,0",),
        feedback=(
            Feedback(token_on_kind("mountain"), "You stopped on the Mountain. That is allowed, but next turn "
                                                "you could move only one card. Walk one card past it.",
                     example=(explore("W"), STOP)),
            Feedback(played("stay"), STAYED + " Walk one card past the Mountain and stop there.",
                     example=(explore("W"), explore("NW"), STAY)),
        ),
    ),
    Level(
        id="woods",
        title="Lost in the woods",
        teaches=("Woods",),
        start=Start(players=2, seed=8, moves=(explore("NE"), STOP, explore("SE"), orient(0))),
        seat=1,
        goal="You stand in the Woods: explore from it, follow the stepping stones to where the new card "
             "goes, and stop on it.",
        success=token_moved() & ~token_on(0, 1),
        fails=turn_passed(),
        budget=4,
        solution=(explore("E"), orient(0), STOP),
        done="The new card had as many exits as the stones on one side of the Woods, so it went there and "
             "not where you pointed. It is another Woods card, and its stones will choose your way "
             "next time too.",
        hint="Count the stones on each side of the Woods card, then the exits of the card you draw.",
        marks=("space:0,1",),
        feedback=(
            Feedback(token_on(0, 1), "You stopped on the Woods. Explore from it first and see where "
                                             "the stepping stones send the new card.",
                     example=(STOP,)),
            Feedback(played("stay"), STAYED + " Explore from the Woods, then stop on the new card.",
                     example=(STAY,)),
        ),
    ),
    Level(
        id="win",
        title="Reach the far camp",
        teaches=("OBJECTIVE", "ENDING THE GAME"),
        start=Start(players=2, seed=19, moves=GAME_19[:22]),
        goal="The Destination Camp is up to the left of your Lake: walk onto it and stop there to win.",
        success=won(),
        fails=turn_passed(),
        budget=2,
        solution=(traverse("NW"), STOP),
        done="You put your token on the Destination Camp first, so you win the race across the valley!",
        hint="The camp with the flags is up to the left of your token. Click it, then stop.",
        marks=("space:5,-2",),
        feedback=(
            Feedback(played("stay"), STAYED + " Only a token placed on the Destination Camp wins.",
                     example=(traverse("NW"), STAY)),
        ),
    ),
    Level(
        id="whole-game",
        title="A whole game",
        teaches=("OBJECTIVE", "ENDING THE GAME", "MOVING"),
        start=Start(players=2, seed=19),
        goal="Play a whole game against the computer and be the first to reach the Destination Camp.",
        success=won(),
        fails=game_over() & ~won(),
        budget=150,
        stars=(20, 40),
        solution=RED_19,
        done="You crossed the valley first and won! Short, careful walks early in the day keep you from "
             "getting lost.",
        hint="Stop before a walk gets late, walk on cards already on the map, and use the river's bank to "
             "reach the far camp.",
        feedback=(
            Feedback(played("stay"), "Staying keeps your token where it was. That is fine now and then, but "
                                     "you win only by moving on.",
                     example=(explore("NE"), STAY)),
        ),
    ),
    # -- the advanced game ---------------------------------------------------------------------
    Level(
        id="camp-gift",
        title="The camp's gift",
        teaches=("THE ADVANCED GAME", "EQUIPMENT AND GOLD"),
        start=Start(players=2, seed=5, variant="advanced", moves=(STAY, explore("NE"), STOP)),
        goal="You are alone at the Starting Camp: end your turn there and take a Canoe as the camp's gift.",
        success=holds_token("canoe"),
        fails=turn_passed(),
        budget=4,
        solution=(STAY, {"kind": "take", "token": "canoe"}),
        done="Ending a turn alone at the Starting Camp earns one piece of Equipment. A Canoe lets you go on "
             "past water once in a turn.",
        hint="End the turn without moving, then pick the Canoe in the supply.",
        feedback=(
            Feedback(played("take"), "You took another piece of Equipment. This time choose the Canoe.",
                     example=(STAY, {"kind": "take", "token": "machete"})),
            Feedback(token_moved(), "You walked away from the camp, so there was no gift. Stay at the camp "
                                    "this turn.",
                     example=(explore("SE"), orient(0), STOP)),
        ),
    ),
    Level(
        id="contingency",
        title="A second walk",
        teaches=("CONTINGENCY",),
        start=Start(players=2, seed=1, variant="advanced",
                    moves=(explore("SE"), STOP, explore("W"), explore("NE"), STAY,
                           {"kind": "take", "token": "rope"}, explore("W"), STAY)),
        goal="Your first walk left your token at the camp, so now you may walk again without exploring: "
             "step onto a card and stop.",
        success=token_moved(),
        fails=turn_passed(),
        budget=2,
        solution=(traverse("NW"), STOP),
        done="In the advanced game a walk that leaves your token where it was gives you a second walk. It "
             "may not explore, and it may not go where the first walk went.",
        hint="The highlighted cards are the ones your second walk may reach.",
        feedback=(
            Feedback(played("stay"), STAYED + " A second walk is offered after your token stayed put: "
                                              "use it.",
                     example=(STAY,)),
        ),
    ),
    Level(
        id="forrest",
        title="Know your character",
        teaches=("CHARACTERS",),
        start=Start(players=2, seed=8, variant="advanced", moves=(explore("NE"), STAY)),
        seat=1,
        goal="You are Forrest, who never goes into Woods, and the next card is a Woods: walk onto "
             "Rocky's card without exploring and stop.",
        success=token_on(1, -1),
        fails=turn_passed(),
        budget=4,
        solution=(traverse("NE"), STOP),
        done="Each character has a weakness: Forrest never enters Woods. You knew the next card and "
             "walked where you could go. Your panel says what your character may not do.",
        hint="Rocky explored a card up to the right and stayed at the camp. Click that card, then stop.",
        marks=("space:1,-1",),
        feedback=(
            Feedback(log_says("allergic"), "You explored and found the Woods. Forrest never goes in, so that "
                                       "walk ended at the camp. Your second walk may still reach Rocky's "
                                       "card up to the right.",
                     example=(explore("SE"), orient(0))),
            Feedback(played("stay"), STAYED + " Walk onto the card up to the right, then stop.",
                     example=(STAY,)),
        ),
    ),
    Level(
        id="canoe",
        title="Paddle a canoe",
        teaches=("Canoe",),
        start=gift_start(5, (explore("NE"), STOP), "canoe"),
        goal="Take your Canoe down the river onto the card to the right, then explore up to the right "
             "from it and stop on the new card.",
        success=token_on(2, -1),
        fails=turn_passed(),
        budget=5,
        solution=(traverse("E"), explore("NE"), orient(0), STOP),
        done="The Canoe carried you along the river, and water did not stop you for the rest of the turn. "
             "It stays at the camp, where you put it in the water, for anyone to pick up.",
        hint="Click the river card to the right of the camp: the Canoe takes you there. Then explore up to "
             "the right.",
        marks=("space:1,0",),
        feedback=(
            Feedback(token_on(1, 0), "You stopped on the river card. With the Canoe the water does not stop "
                                     "you: explore up to the right before you stop.",
                     example=(traverse("E"), STOP)),
            Feedback(played("stay"), STAYED + " Paddle on and stop on the new card.",
                     example=(traverse("E"), explore("NE"), orient(0), STAY)),
            Feedback(token_moved(), "You walked over land and left the Canoe unused. This time start by "
                                    "going down the river to the right.",
                     example=(explore("SE"), orient(0), STOP)),
        ),
    ),
    Level(
        id="machete",
        title="Cut through",
        teaches=("Machete",),
        start=gift_start(6, (explore("SE"), orient(0), STOP), "machete"),
        goal="Explore up to the left: the new card has no trail back, so cut through with your Machete and "
             "walk one card further before you stop.",
        success=played("machete") & token_moved() & log_says("Two o'clock"),
        fails=turn_passed(),
        budget=6,
        solution=(explore("NW"), orient(0), use("machete"), explore("NE"), STOP),
        done="The Machete cut a way through the trees, so your walk went on instead of ending. It stays on "
             "the camp for the next one who needs it.",
        hint="After laying the new card, choose the Machete instead of tunnelling, then explore once more.",
        marks=("space:new:0,-1",),
        feedback=(
            Feedback(played("tunnel"), "You tunnelled onto the new card, and tunnelling ends the turn. The "
                                       "Machete cuts a way through and lets you walk on.",
                     example=(explore("NW"), orient(0), TUNNEL)),
            Feedback(played("machete") & token_moved(), "You cut through and then stopped at once. Walk one "
                                                        "card further before you stop.",
                     example=(explore("NW"), orient(0), use("machete"), STOP)),
        ),
    ),
    Level(
        id="basket",
        title="A picnic for the bear",
        teaches=("Picnic Basket",),
        start=gift_start(1, (explore("NE"), orient(0), STOP), "picnic_basket"),
        goal="The next card is a Bear: explore it down to the right, give it your Picnic Basket, and walk "
             "two more cards before you stop.",
        success=played("basket") & token_moved() & log_says("Three o'clock"),
        fails=turn_passed(),
        budget=6,
        solution=(explore("SE"), use("basket"), explore("E"), explore("SE"), STOP),
        done="The bear was busy with the picnic, so your walk went on freely. The basket stays on that Bear, "
             "and others may now walk through it too (but never stop on it).",
        hint="Once the Bear is laid, use the Picnic Basket, then explore twice before you stop.",
        marks=("space:new:0,1",),
        feedback=(
            Feedback(~played("basket") & token_moved(), "You slipped past the Bear without the basket, so "
                                                        "your walk had to end one card later. Feed it the "
                                                        "basket first.",
                     example=(explore("SE"), explore("E"), STOP)),
            Feedback(played("basket") & token_moved(), "You fed the Bear, then stopped one card after it. "
                                                       "The basket lets you walk on: go one card further.",
                     example=(explore("SE"), use("basket"), explore("E"), STOP)),
        ),
    ),
    Level(
        id="rope",
        title="Climb a rope",
        teaches=("Rope",),
        start=gift_start(5, (explore("SE"), STOP), "rope"),
        goal="The next card is a Bridge: explore it to the left, climb up onto its bridge with your Rope, "
             "and stop there.",
        success=on_section(-1, 0, 1),
        fails=turn_passed(),
        budget=4,
        solution=(explore("W"), {"kind": "cross"}, STOP),
        done="The Rope took you from the floor up to the bridge, without taking an hour. Nobody can climb "
             "between them without one.",
        hint="After exploring to the left you stand on the floor of the Bridge. Click the bridge on top to "
             "climb with the Rope.",
        marks=("space:new:-1,0",),
        feedback=(
            Feedback(token_on(-1, 0), "You stopped on the floor of the Bridge. Climb up to the bridge with "
                                      "your Rope before you stop.",
                     example=(explore("W"), STOP)),
            Feedback(played("stay"), STAYED + " Climb onto the bridge, then stop there.",
                     example=(explore("W"), {"kind": "cross"}, STAY)),
        ),
    ),
    Level(
        id="flashlight",
        title="Dive into a cave",
        teaches=("Flashlight",),
        start=gift_start(39, (explore("SE"), STOP), "flashlight"),
        goal="The next card is a Cave: explore it up to the right, dive in with your Flashlight, and come up "
             "three cards away.",
        success=played("dive") & token_moved(),
        fails=turn_passed(),
        budget=8,
        solution=(explore("NE"), use("dive"), explore("E"), explore("NE"), explore("NE"), STOP),
        done="Underground you went three cards, past trees, water and bears, with no hours counted. The "
             "third move must find a new card, and that is where you came up.",
        hint="Explore the Cave, use the Flashlight, then explore three times underground before you stop.",
        marks=("space:new:1,-1",),
        feedback=(
            Feedback(token_moved() & ~played("dive"), "You stopped at the cave's mouth. Dive in with the "
                                                      "Flashlight to travel three cards underground.",
                     example=(explore("NE"), STOP)),
        ),
    ),
    Level(
        id="telescope",
        title="Look before you walk",
        teaches=("Telescope",),
        start=gift_start(7, (explore("NE"), STOP), "telescope"),
        goal="Look through your Telescope to lay a card on every empty side of the camp, then walk onto the "
             "Gold card it shows and stop.",
        success=played("telescope") & holds_token("gold"),
        fails=turn_passed(),
        budget=4,
        solution=(use("telescope"), traverse("NW"), STOP),
        done="The Telescope laid every card around you before you moved, with no hours counted, so you could "
             "pick the best one: Gold!",
        hint="Use the Telescope before your first move. The Gold card shows up to the left.",
        feedback=(
            Feedback(~played("telescope"), "You explored without looking first, and the new card was a "
                                           "Trading Post you had nothing to trade at. Use the Telescope "
                                           "before you move.",
                     example=(explore("NW"),)),
            Feedback(played("telescope") & token_moved(), "You looked, then walked to another card. The "
                                                          "Gold card is up to the left.",
                     example=(use("telescope"), traverse("SW"), STOP)),
        ),
    ),
    Level(
        id="trade",
        title="The Trading Post",
        teaches=("Trading Post",),
        start=Start(players=2, seed=7, variant="advanced",
                    moves=(STAY, explore("NE"), STOP, explore("NW"), take("canoe"))),
        seat=1,
        goal="Forrest found a Trading Post but had nothing to trade: explore up to the left, step onto the "
             "post and trade your Gold for a Rope.",
        success=holds_equipment(),
        fails=turn_passed(),
        budget=6,
        solution=(explore("NW"), traverse("SW"), {"kind": "give", "token": "gold"}, take("rope"),
                  {"kind": "trade"}),
        done="A Gold is worth two pieces of Equipment, so the post gained from the trade and accepted it. "
             "Whoever enters a Trading Post must trade there, and the turn ends.",
        hint="From the new card up to the left, a trail leads down to the left onto the post. There, give "
             "your Gold, take a Rope, then trade.",
        marks=("space:0,-1",),
        feedback=(
            Feedback(token_moved(), "You stopped next to the Trading Post. Step onto it and trade before "
                                    "the turn ends.",
                     example=(explore("NW"), STOP)),
            Feedback(played("stay"), STAYED + " The Trading Post is one card past the card up to the left.",
                     example=(STAY,)),
        ),
    ),
    # -- the Enchantments variant (an option chosen when the game is loaded) -------------------
    Level(
        id="fox",
        title="Light as a fox",
        teaches=("Enchantments", "Fox"),
        start=Start(players=2, seed=57, moves=(explore("SW"), STOP, explore("SE"), STOP),
                    options=(("enchantments", True),)),
        goal="Your turn starts on a Fox card, so walk through Yellow's card to the right, explore one more "
             "card to the right and stop.",
        success=token_on(1, 1),
        fails=turn_passed(),
        budget=5,
        solution=(traverse("E"), explore("E"), STOP),
        done="Starting your turn on an Enchanted card helps you for that turn. The Fox made you light on "
             "your feet: you passed Yellow's card, which blocks everyone else. You may pass, but never stop "
             "there.",
        hint="Your panel says the Fox helps you this turn. Click Yellow's card to the right, then the "
             "question mark to its right, then stop.",
        marks=("space:0,1",),
        feedback=(
            Feedback(walked_through(0, 1) & token_moved(), "You went through Yellow's card, then the "
                                                           "other way. From Yellow's card, explore to the "
                                                           "right and stop on the new card.",
                     example=(traverse("E"), traverse("NE"), STOP)),
            Feedback(played("stay"), STAYED + " Walk through Yellow's card, explore beyond it and stop.",
                     example=(traverse("E"), explore("E"), STAY)),
            Feedback(token_moved(), "You went around Yellow. Thanks to the Fox you may walk through Yellow's "
                                    "card to the right: try that way.",
                     example=(explore("W"), STOP)),
        ),
    ),
    Level(
        id="forrest-fox",
        title="Forrest and the Fox",
        teaches=("CHARACTERS AND ENCHANTMENTS",),
        start=Start(players=2, seed=252, variant="advanced", moves=(explore("SE"), STAY),
                    options=(("enchantments", True),)),
        seat=1,
        goal="You are Forrest, who plays again when he ends his turn on a Fox card: walk onto the Fox card "
             "and stop there.",
        success=token_on(0, 1) & log_says("gives Forrest another turn"),
        fails=turn_passed(),
        budget=4,
        solution=(traverse("SE"), STOP),
        done="With Enchantments each character gains an advantage as well: Forrest stopped on a Fox card "
             "and plays again at once. It is still his first turn, so this one is short too.",
        hint="Fozzie found the Fox card down to the right and stayed at the camp. Click that card, then "
             "stop.",
        marks=("space:0,1",),
        feedback=(
            Feedback(walked_through(0, 1) & token_moved(), "You walked past the Fox card. Only ending the "
                                                           "turn on it gives Forrest another turn.",
                     example=(traverse("SE"), explore("E"), STOP)),
            Feedback(token_moved(), "You stopped on another card, so your turn ended and Fozzie played. "
                                    "Stop on the Fox card down to the right.",
                     example=(explore("NE"), orient(0), STOP)),
            Feedback(played("stay"), STAYED + " Walk onto the Fox card down to the right, then stop.",
                     example=(STAY,)),
        ),
    ),
)


def _distance(position) -> int:
    """How many cards a position is from the Starting Camp, as the crow flies."""
    q, r = position[0], position[1]
    return (abs(q) + abs(r) + abs(q + r)) // 2
