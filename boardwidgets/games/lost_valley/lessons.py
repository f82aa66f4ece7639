"""Lost Valley's lesson: levels from the first step out of the waterfall post to a game
brought home (issue 36).

Each level is data (``lessons/levels.py`` says what each field means). Its position is a
seeded game played through the rules by computer players up to the pupil's turn; the moves
are written below in a short form (``_moves``: ``"kind key=value; ..."``), so the engine
checks every one of them.
"""
from __future__ import annotations

from ...lessons.checks import (
    Check,
    first_played,
    game_over,
    grew,
    holds,
    last_played,
    piece_at,
    played,
    turn_passed,
    won,
)
from ...lessons.levels import Feedback, Level, Start

#: the rulebook's sections (``rules/lost_valley.md``): None for those a pupil needs to play,
#: which the levels teach; else why no level teaches it
SECTIONS: dict[str, str | None] = {
    "Lore & Objective": None,
    "Components": "a list of what is in the box: nothing to do.",
    "Setup": "the board sets the table up by itself: the post, the decks and everyone's starting kit.",
    "Gameplay Flow": None,
    "Move/Explore": None,
    "Perform One Action": None,
    "Mine Gold": None,
    "Experience an Event": None,
    "Catch a Fish": None,
    "Hunt an Animal": None,
    "Cut Down a Tree": None,
    "Build Works": None,
    "Purchase Wares": None,
    "Optional Trade": None,
    "Ice Test (if ice block is in play)": None,
    "Core Mechanics": None,
    "Scoring & End Game": None,
    "FAQ or Edge Cases": "answers for rare cases; the board refuses what they forbid and says why.",
}


def _moves(text: str) -> tuple[dict, ...]:
    """Actions written short: ``"step dir=0 mode=foot; stop"``, numbers read as numbers."""
    moves = []
    for part in filter(str.strip, text.split(";")):
        kind, *params = part.split()
        move: dict = {"kind": kind}
        for param in params:
            key, value = param.split("=")
            move[key] = int(value) if value.lstrip("-").isdigit() else value
        moves.append(move)
    return tuple(moves)


# -- what a pupil holds, and checks about it ------------------------------------------------
def _amount(state, seat: int, what: str) -> int:
    """How much of ``what`` a seat holds: a material, gold markers (``"gold"``, or by kind
    ``"river"``/``"mountain"``), or a ware in the gear."""
    if what in ("food", "tools", "timber"):
        return state.packs[seat][("food", "tools", "timber").index(what)]
    if what == "gold":
        return len(state.bags[seat])
    if what in ("river", "mountain"):
        return sum(kind == what for kind, _ in state.bags[seat])
    return state.gear[seat].count(what)


def gained(what: str, words: str) -> Check:
    """The pupil holds more of ``what`` than at the level's start."""
    return grew(lambda state, seat: _amount(state, seat, what), words)


def holding(what: str, count: int, words: str) -> Check:
    """The pupil holds exactly ``count`` of ``what``."""
    return Check(lambda trial: _amount(trial.state, trial.seat, what) == count, words)


def mines_built() -> Check:
    """A mine more stands in the valley than at the start."""
    return Check(lambda trial: len(trial.state.mines) > len(trial.start.mines), "a mine was built")


def move_spent() -> Check:
    """The turn's move is used up and the pupil is back at the free choice of the turn."""
    return holds(lambda s: s.phases[0] == 0 and s.decision == ("main",), "the move is spent")



#: each level's position: the moves of a seeded game of two computer players, up to the
#: pupil's turn (the seed and the seat to move are said above each)

#: seed 3, seat 1 to move
RIVER_WALK = _moves(
    "step dir=1 mode=foot; pan spot=R02/L; end; step dir=0 mode=foot; stop; pan spot=R06/L; end; fish "
    "spot=R02; step dir=3 mode=foot; lay sector=2; step dir=3 mode=foot; end; step dir=2 mode=foot; "
    "step dir=3 mode=foot; fish spot=R05; end; pan spot=R05/L; end; step dir=3 mode=foot; step dir=4 "
    "mode=foot; pan spot=R10/L; end; fish spot=R05; step dir=4 mode=foot; step dir=3 mode=foot; lay "
    "sector=3; end; step dir=3 mode=foot; step dir=2 mode=foot; event pay=tools+tools spot=R08/L; "
    "end; mine dynamite=none spot=T04; step dir=3 mode=foot; end; step dir=4 mode=foot; step dir=3 "
    "mode=foot; lay sector=1; fish spot=R12; trade partner=0; withdraw; end; chop spot=R12/L; trade "
    "partner=1; withdraw; step dir=3 mode=foot; step dir=2 mode=foot; end; pan spot=R11/L; step dir=3 "
    "mode=foot; lay sector=3; trade partner=0; withdraw; end; fish spot=R11; step dir=3 mode=foot; "
    "step dir=4 mode=foot; end; fish spot=T05; step dir=0 mode=foot; end; pan spot=T05; step dir=3 "
    "mode=foot; lay sector=1; step dir=2 mode=foot; end")

#: seed 4, seat 1 to move
FISH = _moves(
    "step dir=1 mode=foot; pan spot=R02/L; end; step dir=3 mode=foot; lay sector=3; event "
    "pay=food+tools spot=L03/1; end; fish spot=R08; end")

#: seed 8, seat 0 to move
CHOP = _moves(
    "step dir=1 mode=foot; pan spot=R11/L; end; step dir=3 mode=foot; lay sector=3; pan spot=L05/0; "
    "end")

#: seed 10, seat 0 to move
PAN = _moves(
    "step dir=1 mode=foot; pan spot=R06/L; end; step dir=3 mode=foot; lay sector=3; build spot=L01/1 "
    "work=mine; end; step dir=3 mode=foot; step dir=4 mode=foot; fish spot=R05; end; chop spot=L01/0; "
    "end")

#: seed 1, seat 1 to move
BUILD_MINE = _moves(
    "step dir=1 mode=foot; pan spot=R03/L; end; step dir=3 mode=foot; lay sector=3; chop spot=L23/1; "
    "end; discard item=timber; fish spot=R07; step dir=3 mode=foot; step dir=4 mode=foot; end")

#: seed 2, seat 1 to move
DIG = _moves(
    "step dir=1 mode=foot; pan spot=R03/L; end; step dir=3 mode=foot; lay sector=3; chop spot=L24/0; "
    "end; discard item=timber; fish spot=R12; end; step dir=3 mode=foot; hunt spot=R09/L; end; step "
    "dir=4 mode=foot; chop spot=L24/0; end; discard item=timber; step dir=3 mode=foot; lay sector=1; "
    "step dir=2 mode=foot; pan spot=R11/L; end; step dir=3 mode=foot; fish spot=R09; end; discard "
    "item=tools; step dir=3 mode=foot; lay sector=1; step dir=2 mode=foot; event pay=tools+tools "
    "spot=R05/L; end; step dir=3 mode=foot; step dir=2 mode=foot; event pay=food+food spot=L10/1; "
    "end; step dir=3 mode=foot; lay sector=2; stop; fish spot=R05; end; step dir=3 mode=foot; step "
    "dir=2 mode=foot; fish spot=R05; end")

#: seed 3, seat 0 to move
EVENT = _moves(
    "step dir=1 mode=foot; pan spot=R02/L; end; step dir=0 mode=foot; stop; pan spot=R06/L; end; fish "
    "spot=R02; step dir=3 mode=foot; lay sector=2; step dir=3 mode=foot; end; step dir=2 mode=foot; "
    "step dir=3 mode=foot; fish spot=R05; end")

#: seed 8, seat 0 to move
HUNT = _moves(
    "step dir=1 mode=foot; pan spot=R11/L; end; step dir=3 mode=foot; lay sector=3; pan spot=L05/0; "
    "end; step dir=3 mode=foot; step dir=4 mode=foot; end; hunt spot=L05/1; step dir=2 mode=foot; end")

#: seed 4, seat 0 to move
WHISKEY = _moves(
    "step dir=1 mode=foot; pan spot=R02/L; end; step dir=3 mode=foot; lay sector=3; event "
    "pay=food+tools spot=L03/1; end")

#: seed 4, seat 0 to move
BUY = _moves(
    "step dir=1 mode=foot; pan spot=R02/L; end; step dir=3 mode=foot; lay sector=3; event "
    "pay=food+tools spot=L03/1; end; fish spot=R08; end; step dir=3 mode=foot; fish spot=R09; end; "
    "pan spot=R08/L; step dir=4 mode=foot; trade partner=1; withdraw; end; step dir=3 mode=foot; lay "
    "sector=1; step dir=2 mode=foot; pan spot=L13/0; end")

#: seed 3, seat 0 to move
TRADE = _moves(
    "step dir=1 mode=foot; pan spot=R02/L; end; step dir=0 mode=foot; stop; pan spot=R06/L; end")

#: seed 14, seat 0 to move
BACKPACK = _moves(
    "step dir=1 mode=foot; pan spot=R11/L; end; step dir=3 mode=foot; lay sector=3; end")

#: seed 5, seat 0 to move
ICE = _moves(
    "step dir=1 mode=foot; pan spot=R02/L; end; step dir=3 mode=foot; lay sector=3; chop spot=L15/0; "
    "end; discard item=timber; fish spot=R02; end; step dir=3 mode=foot; pan spot=R10/L; end; pan "
    "spot=R04/L; step dir=4 mode=foot; trade partner=1; withdraw; end; step dir=3 mode=foot; lay "
    "sector=1; stop; event pay=tools+tools spot=L04/0; end; step dir=3 mode=foot; end; fish spot=R11; "
    "step dir=3 mode=foot; end; step dir=3 mode=foot; stop; fish spot=R11; end; pan spot=L05/0; step "
    "dir=1 mode=foot; end; pan spot=R11/L; step dir=2 mode=foot; step dir=3 mode=foot; lay sector=1; "
    "end; fish spot=R11; step dir=3 mode=foot; step dir=2 mode=foot; trade partner=0; withdraw; end; "
    "step dir=3 mode=foot; event pay=tools+tools spot=L19/1; end; pan spot=R05/L; step dir=5 "
    "mode=foot; stop; trade partner=0; withdraw; end; hunt spot=L05/1; step dir=4 mode=foot; step "
    "dir=3 mode=foot; lay sector=3; end; step dir=3 mode=foot; fish spot=R12; end; mine dynamite=none "
    "spot=T04; step dir=3 mode=foot; end; fish spot=R12; step dir=4 mode=foot; step dir=3 mode=foot; "
    "trade partner=0; withdraw; end; pan spot=R06/L; step dir=3 mode=foot; lay sector=1; step dir=2 "
    "mode=foot; end; mine dynamite=none spot=T04; step dir=3 mode=foot; end; hunt spot=R09/L; step "
    "dir=4 mode=foot; end; end; chop spot=L24/0; step dir=1 mode=foot; end; end; fish spot=R09; end; "
    "end; pan spot=R08/L; end; end; end; end; fish spot=R08; step dir=4 mode=foot; end; end; chop "
    "spot=L24/0; end; end; end; end; end; end; end; end; chop spot=L24/0; end; discard item=timber; "
    "end; end; end; end; end; chop spot=L24/0; end; discard item=timber; end; step dir=1 mode=foot; "
    "event pay=food+timber spot=R08/L; end; end; hunt spot=R09/L; end; end; end; end")

#: seed 14, seat 0 to move
DECLARE = _moves(
    "step dir=1 mode=foot; pan spot=R11/L; end; step dir=3 mode=foot; lay sector=3; end; fish "
    "spot=R07; step dir=3 mode=foot; step dir=4 mode=foot; end; end; pan spot=R05/L; step dir=3 "
    "mode=foot; lay sector=1; step dir=2 mode=foot; end; step dir=3 mode=foot; fish spot=R05; end; "
    "discard item=tools; step dir=3 mode=foot; lay sector=2; step dir=3 mode=foot; event "
    "pay=tools+tools spot=L32/0; end; event pay=food+food spot=R05/L; step dir=3 mode=foot; step "
    "dir=2 mode=foot; end; fish spot=R09; end; fish spot=R04; step dir=4 mode=foot; end; pan "
    "spot=R03/L; end; build spot=L06/0 work=mine; step dir=1 mode=foot; end; hunt spot=R09/L; step "
    "dir=0 mode=foot; stop; end; discard item=food; chop spot=R10/L; trade partner=0; withdraw; end; "
    "pan spot=R04/L; step dir=0 mode=foot; step dir=5 mode=foot; end; fish spot=R04; trade partner=0; "
    "withdraw; end; mine dynamite=none spot=L06/0; step dir=2 mode=foot; step dir=3 mode=foot; end; "
    "mine dynamite=none spot=L06/0; step dir=3 mode=foot; step dir=3 mode=foot; trade partner=0; "
    "withdraw; end; fish spot=L22/0; step dir=3 mode=foot; step dir=4 mode=foot; end; chop "
    "spot=L32/0; step dir=4 mode=foot; step dir=3 mode=foot; lay sector=3; trade partner=0; withdraw; "
    "end; step dir=3 mode=foot; step dir=2 mode=foot; pan spot=R06/L; end; step dir=3 mode=foot; chop "
    "spot=T01; trade partner=0; withdraw; end; step dir=4 mode=foot; step dir=3 mode=foot; lay "
    "sector=1; pan spot=R08/L; trade partner=1; withdraw; end; step dir=3 mode=foot; step dir=0 "
    "mode=foot; chop spot=T01; end; discard item=timber; step dir=2 mode=foot; step dir=3 mode=foot; "
    "lay sector=1; pan spot=R02/L; end; step dir=3 mode=foot; step dir=2 mode=foot; event "
    "pay=timber+timber spot=R08/L; trade partner=0; withdraw; end; fish spot=R02; step dir=2 "
    "mode=foot; step dir=5 mode=foot; end; chop spot=L26/0; step dir=3 mode=foot; step dir=2 "
    "mode=foot; trade partner=0; withdraw; end; pan spot=R01/L; step dir=3 mode=foot; trade "
    "partner=1; withdraw; end; fish spot=R01; step dir=2 mode=foot; end; chop spot=L04/1; step dir=1 "
    "mode=foot; end; pan spot=L05/0; step dir=0 mode=foot; end; fish spot=R01; end; fish spot=R01; "
    "step dir=0 mode=foot; end; step dir=2 mode=foot; event pay=food+food spot=L04/0; end; mine "
    "dynamite=none spot=T04; step dir=5 mode=foot; end; step dir=0 mode=foot; pan spot=R01/R; end; "
    "hunt spot=L07/0; end")


def _step(direction: int) -> dict:
    return {"kind": "step", "dir": direction, "mode": "foot"}


#: a step into the waterfall post, and the end of a turn
TO_POST, END = _step(7), {"kind": "end"}
WHISKEY_MOVE, DECLARE_END = {"kind": "whiskey", "use": "move"}, {"kind": "declare"}

LEVELS: tuple[Level, ...] = (
    Level(
        id="set-out",
        title="Set out and explore",
        teaches=("Gameplay Flow", "Move/Explore"),
        start=Start(players=2, seed=1),
        goal="Step out of the waterfall post to the right, and choose which way the river grows.",
        success=played("lay"),
        solution=(_step(0), {"kind": "lay", "sector": 0}),
        budget=2,
        fails=move_spent() & ~played("lay"),
        done="You explored new ground: the river is always laid first, and where it could go more "
             "than one way you chose. Land tiles then filled the gaps around you.",
        hint="Nothing is mapped yet: every step into the unknown lays new tiles. The riverbank to the "
             "right of the post is where the river's open end is.",
        marks=("space:place:1,0/L",),
        feedback=(
            Feedback(played("step", dir=1),
                     "That step went up onto dry land: the river could go only one way there, so it "
                     "was laid for you and your move ended. Step right, onto the riverbank.",
                     example=(_step(1),)),
        ),
    ),
    Level(
        id="river-walk",
        title="Along the river",
        teaches=("Move/Explore",),
        start=Start(players=2, seed=3, moves=RIVER_WALK),
        seat=1,
        goal="Walk two edges along the river to the left bank by the abandoned mine, where rivergold lies.",
        success=piece_at("prospector-1", "place:-4,1/L"),
        solution=(_step(0), _step(1)),
        budget=2,
        fails=move_spent(),
        done="Two edges in one move: on foot you walk only one edge overland, but two along the "
             "river. Now you stand beside the rivergold.",
        hint="The edges of the river diamonds are river edges. Walk right along the bank, then up "
             "to the right.",
        marks=("space:place:-4,1/L", "piece:prospector-1"),
        feedback=(
            Feedback(first_played("step", dir=3),
                     "That step left the river, and an overland move on foot is only one edge, so "
                     "your move ended there. Keep to the riverbank to walk two edges.",
                     example=(_step(3),)),
            Feedback(played("step", dir=0),
                     "You turned back where you began. From the first corner, keep going up along "
                     "the river to the abandoned mine.",
                     example=(_step(0), _step(3))),
        ),
    ),
    Level(
        id="fish",
        title="Walk and fish",
        teaches=("Gameplay Flow", "Perform One Action", "Catch a Fish"),
        start=Start(players=2, seed=4, moves=FISH),
        seat=1,
        goal="You have no food: walk to the river and catch a fish in the same turn.",
        success=gained("food", "caught food"),
        solution=(_step(0), {"kind": "fish", "spot": "R08"}),
        budget=3,
        fails=turn_passed(),
        done="A turn has one move and one action, in either order. You walked to the water and "
             "fished: a river with a fish symbol gives one food.",
        hint="Only water beside you can be fished. The river runs to the right of you.",
        marks=("piece:prospector-1", "space:spot:R08"),
        feedback=(
            Feedback(played("end"),
                     "You ended your turn with no food. Walk to the river first, then fish: the "
                     "move and the action both fit in one turn.",
                     example=(END,)),
        ),
    ),
    Level(
        id="chop",
        title="Cut down a tree",
        teaches=("Perform One Action", "Cut Down a Tree"),
        start=Start(players=2, seed=8, moves=CHOP),
        goal="Cut down a tree on the forest riverbank to get timber.",
        success=gained("timber", "cut timber"),
        solution=({"kind": "chop", "spot": "R10/L"},),
        done="A tree gives one timber. An axe gives one more, and so does standing on a sawmill.",
        hint="Look for the green forest beside you: a tree can be cut only in a forest.",
        marks=("space:spot:R10/L",),
        feedback=(
            Feedback(played("fish"),
                     "You fished and got food, but no timber: timber grows in the forest beside you.",
                     example=({"kind": "fish", "spot": "R11"},)),
        ),
    ),
    Level(
        id="pan",
        title="Pan for rivergold",
        teaches=("Perform One Action", "Mine Gold"),
        start=Start(players=2, seed=10, moves=PAN),
        goal="Pan for rivergold on the forest riverbank: it costs one food.",
        success=gained("river", "panned rivergold"),
        solution=({"kind": "pan", "spot": "R05/L"},),
        done="One food bought one rivergold marker for your bag. Its value stays hidden from the "
             "others until the end.",
        hint="Green circles on a riverbank hold rivergold. You must stand on the same side of the "
             "water as the gold.",
        marks=("space:spot:R05/L",),
        feedback=(
            Feedback(played("mine"),
                     "You dug mountaingold from the mountain, which is gold too, but not the "
                     "rivergold on the riverbank. Panning takes a food, not a timber.",
                     example=({"kind": "mine", "spot": "L01/1", "dynamite": "none"},)),
            Feedback(played("fish"),
                     "You caught a fish instead: food, but no gold. Pan on the riverbank with the "
                     "green circle.",
                     example=({"kind": "fish", "spot": "R05"},)),
        ),
    ),
    Level(
        id="build-mine",
        title="Build a mine",
        teaches=("Perform One Action", "Build Works"),
        start=Start(players=2, seed=1, moves=BUILD_MINE),
        seat=1,
        goal="Build a mine on the mountain beside you, so that its mountaingold can be dug out.",
        success=mines_built(),
        solution=({"kind": "build", "work": "mine", "spot": "L23/0"},),
        done="The mine cost a tool, a food and a timber. Works belong to everyone: anyone beside this "
             "mountain may now dig its gold.",
        hint="Mountaingold lies on the grey mountain, but it can only be dug where a mine stands.",
        marks=("space:spot:L23/0",),
        feedback=(
            Feedback(played("build", work="sawmill"),
                     "A sawmill gives more timber when you cut trees; it does not open a mountain. "
                     "Build a mine for the mountain instead.",
                     example=({"kind": "build", "work": "sawmill"},)),
            Feedback(played("event"),
                     "You tried the event on the mountain, which used up your action. The mine has to "
                     "be built first.",
                     example=({"kind": "event", "spot": "L23/0", "pay": "tools+tools"},)),
        ),
    ),
    Level(
        id="dig",
        title="Dig mountaingold",
        teaches=("Perform One Action", "Mine Gold"),
        start=Start(players=2, seed=2, moves=DIG),
        seat=1,
        goal="Dig mountaingold at the abandoned mine: it costs one food and one timber.",
        success=gained("mountain", "dug mountaingold"),
        solution=({"kind": "mine", "spot": "T04", "dynamite": "none"},),
        done="You dug a mountaingold marker. It is worth 3 or 4 nuggets, more than rivergold, but "
             "it needs a mine and costs a timber as well as a food.",
        hint="The abandoned mine is a mountain with a mine already built. Dynamite would dig two "
             "markers at once.",
        marks=("space:spot:T04",),
        feedback=(
            Feedback(played("pan"),
                     "You panned rivergold, which is worth only 1 or 2 nuggets. Mountaingold from the "
                     "abandoned mine is worth 3 or 4.",
                     example=({"kind": "pan", "spot": "R05/L"},)),
            Feedback(played("hunt"),
                     "You went hunting instead of digging: the bear is food, not gold.",
                     example=({"kind": "hunt", "spot": "L01/0"},)),
        ),
    ),
    Level(
        id="event",
        title="Try an event",
        teaches=("Perform One Action", "Experience an Event"),
        start=Start(players=2, seed=3, moves=EVENT),
        goal="Pay two materials to try the event on the riverbank up to the right, and see what you find.",
        success=played("event"),
        solution=({"kind": "event", "spot": "R05/L", "pay": "tools+tools"},),
        done="You paid two materials and took the marker lying on the question mark: a whiskey "
             "bottle, now in your gear.",
        hint="An event lies where a question mark is printed on a tile. Tools are what you have most "
             "of.",
        marks=("space:spot:R05/L",),
        feedback=(
            Feedback(played("pan"),
                     "You panned for gold, which used up your action. The event waits on the same "
                     "riverbank: try it with two materials.",
                     example=({"kind": "pan", "spot": "R05/L"},)),
            Feedback(played("chop"),
                     "You cut a tree, which used up your action. Try the event on the riverbank "
                     "instead.",
                     example=({"kind": "chop", "spot": "R10/L"},)),
        ),
    ),
    Level(
        id="hunt",
        title="Go hunting",
        teaches=("Perform One Action", "Hunt an Animal"),
        start=Start(players=2, seed=8, moves=HUNT),
        goal="Hunt the deer on the tundra: roll higher than Blue's die to catch it.",
        success=gained("food", "caught the animal"),
        solution=({"kind": "hunt", "spot": "L05/1"},),
        done="You rolled 3 against Blue's 2 and caught the deer: 3 food. A rifle would add 3 to "
             "your roll.",
        hint="An animal marker lies on the tundra beside you. Hunting costs nothing, even when the "
             "animal gets away.",
        marks=("space:spot:L05/1",),
        feedback=(
            Feedback(played("end"),
                     "You ended your turn without hunting. The deer beside you is worth 3 food.",
                     example=(END,)),
            Feedback(played("build"),
                     "You built a fishtrap, which used up your action. Hunt the deer instead.",
                     example=({"kind": "build", "work": "fishtrap"},)),
        ),
    ),
    Level(
        id="whiskey",
        title="A whiskey for more",
        teaches=("Core Mechanics",),
        start=Start(players=2, seed=4, moves=WHISKEY),
        goal="You have no food but gold lies beside you: get a gold marker this turn, with a whiskey "
             "for a second action.",
        success=gained("gold", "gained a gold marker"),
        solution=({"kind": "fish", "spot": "R08"}, {"kind": "whiskey", "use": "action"},
                  {"kind": "pan", "spot": "R08/L"}),
        budget=4,
        fails=turn_passed(),
        done="Fishing paid for the panning: one whiskey a turn gives a second action, or a second "
             "move.",
        hint="Panning costs a food and you have none. Fish first, then drink a whiskey.",
        marks=("space:spot:R08", "space:spot:R08/L"),
        feedback=(
            Feedback(played("end"),
                     "You ended your turn before panning. After fishing, a whiskey gives you one "
                     "more action: use it to pan.",
                     example=({"kind": "fish", "spot": "R08"}, END)),
            Feedback(played("whiskey", use="move"),
                     "That whiskey bought another move, but the gold is right here: you need a "
                     "second action.",
                     example=({"kind": "fish", "spot": "R08"}, {"kind": "whiskey", "use": "move"})),
        ),
    ),
    Level(
        id="buy",
        title="Shop at the post",
        teaches=("Purchase Wares",),
        start=Start(players=2, seed=4, moves=BUY),
        goal="Walk into the waterfall post and buy a fishing rod with your gold.",
        success=gained("rod", "bought a fishing rod"),
        solution=(TO_POST, {"kind": "buy", "ware": "rod", "shop": "post"}, {"kind": "pay", "gold": 1},
                  {"kind": "pay", "gold": 2}),
        budget=7,
        fails=turn_passed(),
        done="The rod cost 2 nuggets and one more thing: your marker worth 2 paid the rest. No "
             "change is given. Now every fish you catch brings one more food.",
        hint="Wares are sold at the waterfall post. You pay with the gold markers in your bag.",
        marks=("space:place:post",),
        feedback=(
            Feedback(played("end"),
                     "You ended your turn without buying. Walk into the post and buy the rod there.",
                     example=(END,)),
            Feedback(played("buy", ware="whiskey"),
                     "You bought a whiskey. The rod costs 2 nuggets and one more item: see if what "
                     "is left pays for it.",
                     example=(TO_POST, {"kind": "buy", "ware": "whiskey", "shop": "post"},
                              {"kind": "pay", "gold": 1})),
        ),
    ),
    Level(
        id="trade",
        title="Trade with Blue",
        teaches=("Optional Trade",),
        start=Start(players=2, seed=3, moves=TRADE),
        goal="Offer Blue a trade: one of your tools for Blue's timber.",
        success=played("give", item="tools") & played("ask", item="timber") & last_played("propose"),
        solution=({"kind": "trade", "partner": 1}, {"kind": "give", "item": "tools"},
                  {"kind": "ask", "item": "timber"}, {"kind": "propose"}),
        budget=6,
        fails=turn_passed() | played("withdraw") | played("propose"),
        done="Your offer is made. Trading is free, it is not your action, and Blue may accept or say "
             "no. You may offer one trade a turn.",
        hint="You may trade with a prospector on your corner or one edge away. Blue stands next to you.",
        marks=("piece:prospector-1",),
        feedback=(
            Feedback(played("withdraw"),
                     "You took the offer back, and that used up this turn's trade.",
                     example=({"kind": "trade", "partner": 1}, {"kind": "withdraw"})),
            Feedback(played("propose"),
                     "That offer was not a tool for a timber. Give a tool and ask for a timber.",
                     example=({"kind": "trade", "partner": 1}, {"kind": "give", "item": "tools"},
                              {"kind": "propose"})),
        ),
    ),
    Level(
        id="backpack",
        title="Too much to carry",
        teaches=("Core Mechanics",),
        start=Start(players=2, seed=14, moves=BACKPACK),
        goal="Cut down a tree, then end your turn keeping both timbers: your backpack has only six spaces.",
        success=turn_passed() & holding("timber", 2, "two timbers kept"),
        solution=({"kind": "chop", "spot": "R07/L"}, END, {"kind": "discard", "item": "tools"}),
        budget=4,
        fails=turn_passed(),
        done="A timber takes two spaces and a tool one: dropping a tool made room. The limit is "
             "checked only when your turn ends.",
        hint="Look at your backpack: three tools and a timber already fill five of its six spaces.",
        marks=("item:p0-load", "space:spot:R07/L"),
        feedback=(
            Feedback(played("discard", item="timber"),
                     "You dropped a timber, which takes two spaces. A tool takes only one: drop a "
                     "tool and keep both timbers.",
                     example=({"kind": "chop", "spot": "R07/L"}, END, {"kind": "discard", "item": "timber"})),
            Feedback(played("end") & ~played("chop"),
                     "You ended your turn without cutting the tree. Cut it first, then end the turn.",
                     example=(END,)),
        ),
    ),
    Level(
        id="ice",
        title="The ice is coming",
        teaches=("Ice Test (if ice block is in play)", "Scoring & End Game"),
        start=Start(players=2, seed=5, moves=ICE),
        goal="The ice block is two river diamonds from the post and you have the most nuggets: win the game.",
        success=won(),
        solution=(END, END, END, END),
        budget=60,
        stars=(40, 50),
        fails=game_over(),
        done="The ice block reached the post, and the game ended at once. The bags were opened: your "
             "13 nuggets beat Blue's 8.",
        hint="Once the spring is laid, a die is rolled at the end of every turn: on a 5 or 6 the ice "
             "block drifts one river diamond down. Keep your lead until it arrives.",
        marks=("item:supply-ice",),
        feedback=(
            Feedback(~game_over(),
                     "The ice block has not reached the post yet. Keep your lead: every turn's end "
                     "rolls the die again.",
                     example=(END,)),
        ),
    ),
    Level(
        id="declare",
        title="Bring the gold home",
        teaches=("Lore & Objective", "Scoring & End Game"),
        start=Start(players=2, seed=14, moves=DECLARE),
        goal="You carry 10 gold markers and lead: walk home to the waterfall post and end the game there.",
        success=played("declare") & won(),
        solution=(
                  _step(3), WHISKEY_MOVE, _step(5), END, _step(5), _step(0), WHISKEY_MOVE, _step(5),
                  _step(0), END, _step(0), END, _step(0), _step(1), END, _step(0),
                  _step(0), END, _step(5), _step(0), END, _step(0), END, _step(7),
                  DECLARE_END),
        budget=60,
        fails=game_over(),
        done="You ended the game at the post with 10 markers. The bags were opened and the most "
             "nuggets won: yours held 17, Blue's 9.",
        hint="The post is far down the river. Along the river you walk two edges a move, and a "
             "whiskey buys one more move a turn.",
        marks=("space:place:post", "piece:prospector-0"),
        feedback=(
            Feedback(game_over() & ~played("declare"),
                     "The ice block reached the post before you did. Hurry home along the river "
                     "next time."),
            Feedback(played("end") & ~played("step"),
                     "You ended your turn without walking. The way home is long: take a step "
                     "towards the post every turn.",
                     example=(END,)),
        ),
    ),
)
