"""Maple Valley's lesson: levels from playing a Friend to a whole game against the easy
computer.

Each level is data (``lessons/levels.py`` says what each field means); its positions are
built through the rules from a seeded two-player game, so the engine checks every one.
Most levels follow one game (seed 1): the Rabbit walks to the Lookout, rides the Bluffs
back to the Village and crafts a Berry Juice. Long starts are written in a short form
(``_moves``): actions split by ``;``, each its kind and its values split by ``/``, in the
order of ``_KEYS`` (``"travel/t01/friend"`` is ``{"kind": "travel", "trail": "t01", "by":
"friend"}``).

The game's own questions (where a critter stands, what its Pack holds, how a Festivity is
filled) are written here with ``holds`` and ``Check``, over the state's fields.
"""
from __future__ import annotations

from ...lessons.checks import Check, Try, game_over, grew, holds, last_played, played, won
from ...lessons.levels import Feedback, Level, Start

#: the rulebook's sections (``rules/maple_valley.md``): None for those a pupil needs to play,
#: which the levels teach; else why no level teaches it
SECTIONS: dict[str, str | None] = {
    "THE STORY": "the story of the festival: nothing to do",
    "HOW TO WIN": None,
    "COMPONENTS": "a list of the box's contents: nothing to do",
    "BOARD SETUP": "the board sets the valley up by itself",
    "PLAYER SETUP": "the board deals each critter its Pack, hand and Favours by itself",
    "GAMEPLAY": None,
    "A FEW GENERAL RULES": None,
    "WHAT ARE THESE?": "the cost symbols: the board says every cost in words",
    "ON YOUR TURN": None,
    "STEP 1: PLAY A CARD": None,
    "STEP 2: TRAVEL": None,
    "MAPS": None,
    "CURIOSITIES ON TRAILS": None,
    "BACKTRACKING": None,
    "SHARING LOCATIONS": "nothing to decide: critters may always stand together",
    "STEP 3: ACTIVATE YOUR LOCATION": None,
    "GROVES": None,
    "THE VILLAGE": None,
    "THE LOOKOUT": None,
    "THE CLUBHOUSE": None,
    "THE LODGE": None,
    "OUTPOSTS": None,
    "THE BLUFFS": None,
    "FRIEND ABILITIES": None,
    "PATCH POWERS": ("each Patch says its power on its card; the Clubhouse level shows where Patches "
                     "come from"),
    "STEP 4: CRAFT FAVOURS": None,
    "FESTIVITIES": None,
    "FAVOUR BONUS SCORING": "counted by the game at dusk from what each Favour says",
    "THREE-FAVOUR MAXIMUM": None,
    "DAWDLE TURNS": None,
    "END OF THE ROUND": None,
    "FINAL SCORING": None,
    "FAVOURS": "part of the final scoring, counted by the game",
    "FRIENDS": "part of the final scoring, counted by the game",
    "PATCHES": "part of the final scoring, counted by the game",
    "LEFTOVERS": "part of the final scoring, counted by the game",
    "SOLO PLAY": "the lesson is played by two critters; a solo game has the same turns",
    "THREE-WAY TIE": "a line of the solo title table",
}

# -- moves, in short ------------------------------------------------------------------------
#: each action kind's values, in the order the short form writes them
_KEYS = {"play": ("card", "travel"), "dawdle": ("card",), "travel": ("trail", "by"), "forage": ("goods",),
         "befriend": ("card",), "take_favour": ("card",), "take_patch": ("card",), "keep": ("card",),
         "drop_patch": ("card",), "discard_favour": ("card",), "give_favour": ("card",),
         "supply": ("festivity", "spot"), "pay": ("choice",), "gain": ("resource",), "craft": ("card",),
         "use_patch": ("card",), "title": ("word",), "trade": ("trade",), "effect": ("count",)}
_NUMBERS = ("spot", "trade", "count")


def _moves(text: str) -> tuple[dict, ...]:
    """Actions from their short form (see the module's docstring)."""
    out = []
    for part in text.split(";"):
        if not part.strip():
            continue
        kind, *values = (field.strip() for field in part.strip().split("/"))
        action: dict = {"kind": kind}
        for key, value in zip(_KEYS.get(kind, ()), values, strict=True):
            action[key] = int(value) if key in _NUMBERS else value
        out.append(action)
    return tuple(out)


def _one(text: str) -> dict:
    return _moves(text)[0]


# -- the game's own questions -------------------------------------------------------------
def _at(seat: int, *places: str) -> Check:
    return holds(lambda s: s.at[seat] in places, f"critter {seat} at {' or '.join(places)}")


def _stopped(seat: int) -> Check:
    """The critter's walk is over: it is choosing what to do at its location."""
    return holds(lambda s: not s.is_over and s.agenda[-1][:2] == ("activate", seat), "the walk stopped")


def _stopped_at(seat: int, *places: str) -> Check:
    return _at(seat, *places) & _stopped(seat)


def _gained(resource: str, count: int = 1) -> Check:
    """The pupil's Pack holds ``count`` more of ``resource`` than at the level's start."""
    return grew(lambda state, seat: state.count(seat, resource), f"gained {count} {resource}", by=count)


def _full(festivity: str) -> Check:
    """Every spot of ``festivity`` holds a marker."""
    def test(state) -> bool:
        return all(who is not None for who in state.spots[state.festivities.index(festivity)])
    return holds(test, f"the {festivity} is full")


def _wasted(favour: str, festivity: str) -> Check:
    """``favour`` was crafted and its marker placed, but ``festivity`` is still not full."""
    full = _full(festivity)

    def test(trial: Try) -> bool:
        state = trial.state
        return (favour in state.bringing[trial.seat] and not full(trial)
                and not (not state.is_over and state.agenda[-1][0] == "supply"))
    return Check(test, f"the {favour} crafted, and the {festivity} not full")


def _lost(trial: Try) -> str:
    """What the pupil reads after a whole game lost: both scores."""
    scores = trial.state.result()["scores"]
    mine, theirs = scores[trial.seat], max(v for seat, v in scores.items() if seat != trial.seat)
    return (f"Dusk came and the computer won, with {theirs} points to your {mine}. Make Friends early "
            "and craft more Favours.")


def _travelled(trail: str) -> Check:
    return played("travel", trail=trail)


# -- the positions -----------------------------------------------------------------------
#: seed 1, two critters: the Rabbit (the pupil) is the Early Bird, with the Marmot in hand
FIRST = Start(players=2, seed=1)
#: the Rabbit has chosen the Forest trails with its Starting Friend
RABBIT_FOREST = Start(players=2, seed=1, moves=_moves("play/Rabbit/forest"))
#: the Rabbit has played the Marmot (Rock trails, and a Pebble)
MARMOT = Start(players=2, seed=1, moves=_moves("play/Marmot/rock"))
#: the Rabbit's first turn (the Lookout, the Berry Juice) and the Porcupine's
HOUR_ONE = ("play/Rabbit/forest; travel/t01/friend; stop; activate; take_favour/Berry Juice; end_turn; "
            "play/Porcupine/water; travel/t07/map; travel/t14/friend; stop; forage/berry+berry; end_turn")
#: the Rabbit's second turn: the Marmot to the Bluffs, three Berries, and back to the Village
BLUFFS = "play/Marmot/rock; travel/t04/friend; stop"
AT_VILLAGE = BLUFFS + "; activate"
#: the Rabbit at the Lodge, having drawn a Favour there and taken the Berry Juice
LODGE = "play/Marmot/rock; travel/t07/friend; stop"
#: the Rabbit on the Water trails to the Clubhouse, and on to the West Outpost (the Tinker's Cart)
CLUBHOUSE = "play/Rabbit/water; travel/t06/friend; stop"
OUTPOST = "play/Rabbit/water; travel/t06/friend; travel/t16/friend; stop"

#: seed 10: the first hours of a game, to the Rabbit crafting at the Flower Grove in the fourth hour
FESTIVAL_START = (
    'play/Woodpecker/forest; travel/t07/map; travel/t17/friend; travel/t23/friend; stop; '
    'befriend/Badger; pay/bug+flower; end_turn; play/Porcupine/forest; travel/t23/map; '
    'travel/t17/friend; stop; skip; end_turn; play/Rabbit/forest; travel/t23/friend; '
    'travel/t17/friend; stop; activate; take_favour/Talent Show; end_turn; discard_favour/Painted '
    'Banner; play/Pika/rock; travel/t18/friend; stop; skip; end_turn; dawdle/Cloud Watching; '
    'end_turn; play/Rabbit/rock; travel/t07/friend; stop; befriend/Otter; pay/bug+flower; end_turn; '
    'play/Porcupine/rock; travel/t18/friend; travel/t07/friend; stop; skip; end_turn; '
    'play/Woodpecker/forest; travel/t23/friend; travel/t17/friend; stop; activate; take_favour/Acorn '
    'Bread; end_turn; discard_favour/Baked Roots; discard_favour/Acorn Bread; play/Pika/rock; '
    'travel/t07/friend; travel/t18/friend; stop; skip; end_turn; play/Badger/rock; travel/t07/friend;'
    ' stop; befriend/Duck; pay/bug; end_turn; play/Rabbit/forest; travel/t01/friend; '
    'travel/t02/friend; stop; forage/herb+honey; craft/Talent Show; pay/bug; pay/honey; pay/honey; '
    'pay/berry; supply/Square Dance/3; end_turn; play/Porcupine/rock; travel/t18/friend; stop; '
    'activate; take_favour/Trail Mix; end_turn; discard_favour/Butterfly Mobile; play/Badger/rock; '
    'travel/t09/friend; stop; activate; supply/Lantern Walk/1; take_patch/Music; end_turn; '
    'play/Pika/rock; travel/t07/friend; stop; befriend/Black Bear; gain/pebble; pay/flower+pebble; '
    'pay/pebble; end_turn; play/Otter/water; travel/t06/friend; stop; befriend/Mouse; end_turn; '
    'dawdle/Sunbathing; gain/flower; end_turn; play/Duck/water; travel/t06/friend; stop; activate; '
    'supply/Gift Swap/0; take_patch/Party Planning; end_turn; discard_favour/Herbal Tea; '
    'dawdle/Breaking News; gain/herb; end_turn; play/Woodpecker/forest; travel/t12/friend; stop; '
    'forage/clay+clay; end_turn; dawdle/Stream Wading; gain/bug; craft/Acorn Charm; pay/cattail; '
    'supply/Gift Swap/1; end_turn; play/Pika/rock; travel/t07/friend; stop; skip; end_turn; '
    'play/Woodpecker/forest; travel/t12/friend; stop; activate; gain/honey; gain/berry; gain/honey; '
    'gain/honey; supply/Gift Swap/3; take_patch/Good Neighbour; craft/Honey Drops; supply/Gift '
    'Swap/2; use_patch/Good Neighbour; pay/honey; gain/flower; end_turn; play/Porcupine/rock; '
    'travel/t18/friend; stop; skip; end_turn; play/Badger/rock; travel/t09/friend; stop; '
    'forage/herb+honey'
)

#: seed 42: the first hours of a game, to the Rabbit's turn at the Meadow Grove in the fourth hour
DAWDLE_START = (
    'play/Rabbit/water; travel/t07/map; travel/t14/friend; stop; forage/berry+berry; end_turn; '
    'play/Porcupine/forest; travel/t23/map; travel/t17/friend; stop; skip; end_turn; play/Hawk/rock; '
    'travel/t11/friend; stop; forage/acorn+herb; end_turn; play/Hedgehog/forest; travel/t17/friend; '
    'stop; forage/birch+birch; end_turn; play/Porcupine/water; travel/t19/friend; stop; activate; '
    'trade/2; pay/pebble; gain/herb; done; effect/0; end_turn; play/Rabbit/forest; travel/t10/friend;'
    ' stop; skip; end_turn; play/Hedgehog/forest; travel/t15/friend; stop; skip; end_turn; '
    'play/Hawk/rock; travel/t04/friend; stop; activate; take_favour/Flute; end_turn; play/Hawk/rock; '
    'travel/t04/friend; stop; activate; skip; end_turn; play/Porcupine/rock; travel/t11/friend; stop;'
    ' forage/acorn+herb; end_turn; play/Rabbit/rock; travel/t23/map; travel/t22/friend; stop; '
    'forage/acorn+cattail; end_turn; play/Hedgehog/forest; travel/t10/friend; stop; activate; '
    'befriend/Newt; end_turn; play/Hedgehog/forest; travel/t23/friend; stop; forage/birch+clay; '
    'end_turn'
)

#: seed 3: a whole game won against the easy computer (the pupil's moves)
WHOLE_GAME = (
    'play/Black Bear/forest; travel/t07/map; travel/t17/friend; travel/t23/friend; stop; '
    'befriend/Owl; pay/flower+pebble; end_turn; play/Rabbit/water; travel/t21/friend; stop; '
    'forage/acorn+acorn; end_turn; play/Rabbit/water; travel/t21/friend; stop; befriend/Woodpecker; '
    'pay/pebble; end_turn; play/Owl/forest; travel/t23/friend; stop; forage/clay+herb; craft/Acorn '
    'Bread; supply/Picnic/3; end_turn; play/Black Bear/forest; travel/t17/friend; stop; activate; '
    'take_favour/Firefly Show; end_turn; play/Rabbit/water; travel/t14/friend; stop; '
    'forage/honey+honey; end_turn; play/Black Bear/forest; travel/t15/friend; stop; skip; end_turn; '
    'play/Woodpecker/forest; travel/t15/friend; stop; forage/honey+honey; end_turn; play/Owl/forest; '
    'travel/t15/friend; stop; activate; trade/1; trade/0; give_favour/Treasure Chest; gain/bug; '
    'gain/pebble; trade/3; pay/berry; done; effect/1; pay/pebble; keep/Gift Wrapping; end_turn; '
    'play/Rabbit/rock; travel/t18/friend; travel/t07/friend; travel/t06/map; stop; activate; '
    'supply/Lantern Walk/1; take_patch/Scouting Spirit; end_turn; play/Black Bear/forest; '
    'travel/t12/friend; stop; forage/birch+birch; craft/Birch Lanterns; supply/Square Dance/4; '
    'end_turn; play/Owl/forest; travel/t12/friend; stop; activate; supply/Lantern Walk/0; '
    'take_patch/Forestry; end_turn; play/Woodpecker/forest; travel/t12/friend; stop; '
    'forage/herb+herb; craft/Herbal Tea; pay/berry; supply/Picnic/0; craft/Firefly Show; pay/flower; '
    'pay/honey; supply/Square Dance/5; end_turn; play/Woodpecker/forest; travel/t12/friend; stop; '
    'activate; gain/honey; gain/honey; supply/Square Dance/2; take_patch/Music; end_turn; '
    'play/Rabbit/water; travel/t06/friend; travel/t21/friend; stop; forage/clay+clay; end_turn; '
    'play/Black Bear/forest; travel/t20/friend; stop; skip; end_turn; play/Owl/forest; '
    'travel/t20/friend; stop; forage/acorn+acorn; craft/Clay Pots; end_turn'
)

#: seed 3: a whole game lost against the easy computer (the pupil's moves)
LOST_GAME = (
    'play/Rabbit/water; travel/t07/map; travel/t14/friend; stop; forage/honey+honey; end_turn; '
    'play/Black Bear/forest; travel/t15/friend; stop; activate; trade/0; give_favour/Treasure Chest; '
    'gain/bug; gain/flower; trade/3; pay/berry; done; effect/3; pay/flower; pay/pebble; pay/bug; '
    'keep/Scouting Spirit; end_turn; play/Rabbit/rock; travel/t18/friend; travel/t07/friend; '
    'travel/t01/map; stop; skip; end_turn; play/Black Bear/forest; travel/t01/friend; '
    'travel/t23/friend; stop; skip; end_turn; play/Rabbit/rock; travel/t22/friend; stop; skip; '
    'end_turn; play/Black Bear/forest; travel/t20/friend; stop; activate; done; effect/2; pay/honey; '
    'pay/honey; keep/Leaf Bunting; end_turn; play/Rabbit/water; travel/t16/friend; stop; skip; '
    'end_turn; play/Black Bear/forest; travel/t12/friend; stop; skip; end_turn; play/Rabbit/water; '
    'travel/t03/friend; stop; forage/berry+berry; end_turn; play/Black Bear/forest; '
    'travel/t02/friend; stop; skip; end_turn'
)


LEVELS: tuple[Level, ...] = (
    Level(
        id="play-a-card",
        title="Play a Friend",
        teaches=("GAMEPLAY", "ON YOUR TURN", "STEP 1: PLAY A CARD"),
        start=FIRST,
        goal="Start your turn with a card that lets you walk the Forest trail up to the Lookout.",
        success=last_played("play", travel="forest"),
        solution=({"kind": "play", "card": "Rabbit", "travel": "forest"},),
        done="Your Rabbit can walk any kind of trail, and you chose Forest for this turn, "
             "so the Forest trail to the Lookout is open.",
        hint="Each Friend in your hand shows the trail it walks. Your Rabbit walks any one kind you choose.",
        marks=("item:p0-card-rabbit", "item:p0-card-marmot", "space:trail:t01"),
        feedback=(
            Feedback(last_played("play", card="Marmot"),
                     "The Marmot only walks Rock trails, and the trail up to the Lookout is a Forest one. "
                     "Which card can choose Forest?",
                     example=({"kind": "play", "card": "Marmot", "travel": "rock"},)),
            Feedback(last_played("play", card="Rabbit"),
                     "You chose the wrong kind of trail for your Rabbit. The trail up to the Lookout is "
                     "drawn in Forest green.",
                     example=({"kind": "play", "card": "Rabbit", "travel": "water"},)),
        ),
    ),
    Level(
        id="walk",
        title="Walk to the Lookout",
        teaches=("STEP 2: TRAVEL",),
        start=RABBIT_FOREST,
        goal="Walk along the Forest trail to the Lookout and stop there.",
        success=_stopped_at(0, "lookout"),
        solution=_moves("travel/t01/friend; stop"),
        budget=2,
        fails=~_at(0, "village", "lookout"),
        done="You walked one Forest trail and stopped at the Lookout. A walk may be as long as you like, "
             "so stopping is your choice.",
        hint="Click the middle of the green Forest trail that leads up from the Village, then stop.",
        marks=("space:trail:t01", "space:loc:lookout"),
        feedback=(
            Feedback(_at(0, "grove1"),
                     "You walked on past the Lookout to the Flower Grove. Stop as soon as you reach "
                     "the Lookout.",
                     example=_moves("travel/t01/friend; travel/t02/friend")),
            Feedback(~_at(0, "village", "lookout"),
                     "That trail leads away from the Lookout. Take the Forest trail going up from "
                     "the Village.",
                     example=_moves("travel/t23/friend")),
        ),
    ),
    Level(
        id="curiosity",
        title="Pick up a Curiosity",
        teaches=("CURIOSITIES ON TRAILS",),
        start=RABBIT_FOREST,
        goal="Collect a Bug: walk the Forest trails until you cross the trail with a Bug on it.",
        success=_gained("bug"),
        solution=_moves("travel/t23/friend; travel/t17/friend"),
        budget=3,
        fails=_at(0, "lookout", "grove1") | _stopped(0),
        done="Crossing the trail from the Pond Grove to the Lodge put its Bug in your Pack. "
             "Each trail with a Curiosity on it gives one every time you walk it.",
        hint="Look for the small round Bug on a Forest trail. The way there goes past the Pond Grove.",
        marks=("space:trail:t17", "space:loc:grove6"),
        feedback=(
            Feedback(_at(0, "lookout", "grove1"),
                     "The trail up to the Lookout leads away from the Bug. It lies between the Pond Grove "
                     "and the Lodge.",
                     example=_moves("travel/t01/friend")),
            Feedback(_at(0, "grove6") & _stopped(0),
                     "You stopped at the Pond Grove, one trail before the Bug. Keep walking to the Lodge.",
                     example=_moves("travel/t23/friend; stop")),
        ),
    ),
    Level(
        id="map",
        title="Spend a Map",
        teaches=("MAPS",),
        start=MARMOT,
        goal="Reach the Bluffs and stop there: your Map pays for one trail of any kind before or after "
             "your walk.",
        success=_stopped_at(0, "bluffs"),
        solution=_moves("travel/t01/map; travel/t04/friend; stop"),
        budget=4,
        fails=_travelled("t07") | (_stopped(0) & ~_at(0, "bluffs")),
        done="The Map took you up the Forest trail to the Lookout, then the Marmot walked the Rock "
             "trail to the Bluffs.",
        hint="No Rock trail joins the Village to the Bluffs, but one leaves the Lookout. "
             "How can you reach the Lookout first?",
        marks=("space:trail:t01", "space:trail:t04", "item:p0-r-map"),
        feedback=(
            Feedback(_travelled("t07"),
                     "The Rock trail from the Village goes to the Lodge, far from the Bluffs. "
                     "Spend your Map first, up to the Lookout.",
                     example=_moves("travel/t07/friend")),
            Feedback(_stopped(0),
                     "Your Map took you the wrong way, and you stopped away from the Bluffs. A Rock trail "
                     "leads to the Bluffs from the Lookout.",
                     example=_moves("travel/t23/map; travel/t22/friend; stop")),
        ),
    ),
    Level(
        id="round-trip",
        title="There and back",
        teaches=("BACKTRACKING", "MAPS"),
        start=RABBIT_FOREST,
        goal="End your walk back in the Village, without walking any trail twice.",
        success=_stopped_at(0, "village"),
        solution=_moves("travel/t23/friend; travel/t17/friend; travel/t07/map; stop"),
        budget=5,
        fails=_at(0, "lookout", "grove1") | (_stopped(0) & ~_at(0, "village")),
        done="You went round in a loop: two Forest trails to the Lodge, then your Map home along the "
             "Rock trail. A trail is walked once a turn, but a place may be visited again.",
        hint="The trail you leave by is closed for the rest of the turn. Find a loop: Pond Grove, Lodge, "
             "and a Map for the last trail.",
        marks=("space:loc:grove6", "space:loc:lodge", "space:trail:t07"),
        feedback=(
            Feedback(_at(0, "lookout", "grove1"),
                     "From the Lookout the only Forest trail home is the one you came up, and no trail "
                     "can be walked twice in one turn.",
                     example=_moves("travel/t01/friend")),
            Feedback(_stopped(0),
                     "You stopped away from the Village. Your Map can carry you home along one more trail.",
                     example=_moves("travel/t23/friend; travel/t17/friend; stop")),
        ),
    ),
    Level(
        id="lookout",
        title="The Lookout",
        teaches=("STEP 3: ACTIVATE YOUR LOCATION", "THE LOOKOUT"),
        start=Start(players=2, seed=1, moves=_moves("play/Rabbit/forest; travel/t01/friend; stop")),
        goal="Use the Lookout: collect two Maps and take the Favour that is made of Berries only.",
        success=played("take_favour", card="Berry Juice"),
        solution=_moves("activate; take_favour/Berry Juice"),
        budget=2,
        fails=played("skip") | played("take_favour"),
        done="Two Maps went into your Pack and the Berry Juice joined the Favours you are preparing. "
             "Two Berries will make it.",
        hint="First activate the Lookout. Then read the costs in the Favour display: one needs two "
             "Berries and nothing else.",
        marks=("item:disp-favour-berry-juice",),
        feedback=(
            Feedback(played("skip"),
                     "You skipped the Lookout, so it gave you nothing. Activate it to get the Maps "
                     "and a Favour.",
                     example=_moves("skip")),
            Feedback(played("take_favour"),
                     "That Favour needs more than Berries. Look for the one whose cost is two Berries.",
                     example=_moves("activate; take_favour/Moss Wreath")),
        ),
    ),
    Level(
        id="forage",
        title="Forage in the sun",
        teaches=("GROVES", "STEP 3: ACTIVATE YOUR LOCATION"),
        start=Start(players=2, seed=10, moves=_moves("play/Woodpecker/forest; travel/t23/friend; stop")),
        goal="Forage at the Pond Grove so that you bring home three Goods instead of two.",
        success=_gained("cattail"),
        solution=_moves("forage/cattail+herb"),
        done="One of your Goods was a Cattail, the Sun Good this hour, so the Grove gave you one "
             "more Cattail.",
        hint="Look at the Sun in the top corner: its Good is plentiful this hour.",
        marks=("space:sun:1", "space:loc:grove6"),
        feedback=(
            Feedback(played("forage", goods="herb+herb"),
                     "Two Herbs, and no more: the Herb is not the Sun Good. Take at least one Cattail, "
                     "the Sun Good, to get a third Good.",
                     example=_moves("forage/herb+herb")),
            Feedback(played("skip"),
                     "You skipped foraging, so the Grove gave you nothing.",
                     example=_moves("skip")),
        ),
    ),
    Level(
        id="friend-ability",
        title="A Friend's gift",
        teaches=("FRIEND ABILITIES",),
        start=Start(players=2, seed=8),
        goal="Walk to the Meadow Grove, forage there, and bring home a Cattail too.",
        success=_at(0, "grove5") & _gained("cattail"),
        solution=_moves("play/Muskrat/water; travel/t21/friend; stop; forage/birch+birch"),
        budget=4,
        fails=played("forage") | played("skip"),
        done="The Meadow Grove has no Cattails, but the Muskrat gives you one whenever you forage on "
             "the turn you play it.",
        hint="The Meadow Grove grows Acorns and Birch. Read what each Friend in your hand does when "
             "you forage.",
        marks=("item:p0-card-muskrat", "space:loc:grove5"),
        feedback=(
            Feedback(played("play", card="Rabbit") & played("forage"),
                     "Your Rabbit's gift when foraging is a Berry, not a Cattail. Which Friend brings "
                     "a Cattail?",
                     example=_moves("play/Rabbit/water; travel/t21/friend; stop; forage/birch+birch")),
            Feedback(played("skip"),
                     "You did not forage, so no Friend's gift came. Forage at the Meadow Grove.",
                     example=_moves("play/Muskrat/water; travel/t21/friend; stop; skip")),
        ),
    ),
    Level(
        id="lodge",
        title="The Lodge",
        teaches=("THE LODGE",),
        start=Start(players=2, seed=1, moves=_moves(LODGE)),
        goal="Use the Lodge: draw a Favour from the deck, then take the cheapest Favour on show.",
        success=played("take_favour", card="Berry Juice"),
        solution=_moves("activate; take_favour/Berry Juice"),
        budget=2,
        fails=played("skip") | played("take_favour"),
        done="The Lodge gave you two Favours: the Butterfly Mobile from the deck, and the Berry Juice, "
             "which needs only two Berries.",
        hint="Activate the Lodge, then count the things each Favour in the display costs.",
        marks=("space:loc:lodge", "item:disp-favour-berry-juice"),
        feedback=(
            Feedback(played("skip"),
                     "You skipped the Lodge, so it gave you no Favour. Activate it.",
                     example=_moves("skip")),
            Feedback(played("take_favour"),
                     "That Favour costs three things or more. One on show costs only two Berries.",
                     example=_moves("activate; take_favour/Leaf Bunting")),
        ),
    ),
    Level(
        id="three-favours",
        title="Three Favours at most",
        teaches=("THREE-FAVOUR MAXIMUM",),
        start=Start(players=2, seed=1, moves=_moves(LODGE + "; activate; take_favour/Berry Juice; end_turn")),
        goal="You may keep only three Favours when your turn ends: let go of the one that needs Clay.",
        success=played("discard_favour", card="Spice Rack"),
        solution=_moves("discard_favour/Spice Rack"),
        done="The Spice Rack is gone and you keep three Favours. During your turn you may hold more, "
             "but never more than three when it ends.",
        hint="Read the cost of each Favour you are preparing. Only one asks for Clay.",
        marks=("item:p0-prep-spice-rack",),
        feedback=(
            Feedback(played("discard_favour"),
                     lambda trial: f"You let go of the {trial.last_own.get('card')}, which needs no Clay. "
                                   "Read the costs again: which one asks for Clay?",
                     example=_moves("discard_favour/Kite")),
        ),
    ),
    Level(
        id="clubhouse",
        title="The Clubhouse",
        teaches=("THE CLUBHOUSE",),
        start=Start(players=2, seed=1, moves=_moves(CLUBHOUSE)),
        goal="Use the Clubhouse, put a marker on a Festivity, and take the Patch that gives Cattails "
             "on Water trails.",
        success=played("take_patch", card="Canoeing"),
        solution=_moves("activate; supply/Parade/0; take_patch/Canoeing"),
        budget=3,
        fails=played("skip") | played("take_patch"),
        done="The Clubhouse gave you a Favour, a marker on a Festivity of your choice, and the Canoeing "
             "Patch, which finds you a Cattail on every Water trail.",
        hint="Activate the Clubhouse. Any empty spot takes your marker. Then read each Patch in the display.",
        marks=("space:loc:clubhouse", "item:disp-patch-canoeing"),
        feedback=(
            Feedback(played("skip"),
                     "You skipped the Clubhouse, so it gave you nothing. Activate it.",
                     example=_moves("skip")),
            Feedback(played("take_patch"),
                     "That Patch does something else. Read the Patches again: one gives a Cattail "
                     "on Water trails.",
                     example=_moves("activate; supply/Parade/0; take_patch/Cooking")),
        ),
    ),
    Level(
        id="outpost",
        title="Trade at an Outpost",
        teaches=("OUTPOSTS",),
        start=Start(players=2, seed=1, moves=_moves(OUTPOST)),
        goal="Use the Tinker's Cart to swap a Curiosity for a Cattail, which your Kite needs.",
        success=_gained("cattail"),
        solution=_moves("activate; trade/2; pay/bug; gain/cattail"),
        budget=6,
        fails=played("skip") | played("done"),
        done="You gave a Curiosity and chose a Cattail. An Outpost's trades come first, then its own "
             "offer, and you may trade as often as each trade allows.",
        hint="Activate the Outpost, then look at its trades in its panel: one turns any Curiosity "
             "into a Good of your choice.",
        marks=("item:out0-t2",),
        feedback=(
            Feedback(played("skip"),
                     "You skipped the Outpost, so you could not trade. Activate it.",
                     example=_moves("skip")),
            Feedback(played("done"),
                     "You left the market without the Cattail. One trade turns a Curiosity into any Good.",
                     example=_moves("activate; done")),
            Feedback(played("trade", trade=1),
                     "That trade gave you two Maps for your Pebble, not a Cattail. Another trade "
                     "gives a Good of your choice.",
                     example=_moves("activate; trade/1")),
        ),
    ),
    Level(
        id="bluffs",
        title="The Bluffs",
        teaches=("THE BLUFFS",),
        start=Start(players=2, seed=1, moves=_moves(HOUR_ONE)),
        goal="Reach the Bluffs and use them to collect three Berries, the Sun Good this hour.",
        success=_gained("berry", 3),
        solution=_moves(BLUFFS + "; activate"),
        budget=5,
        fails=played("skip") | (_stopped(0) & ~_at(0, "bluffs")),
        done="The Bluffs gave you three Sun Goods and sent you straight back to the Village, "
             "where you may use the Village too.",
        hint="You are at the Lookout, and the Marmot walks Rock trails. Where does the Rock trail from the "
             "Lookout go?",
        marks=("space:trail:t04", "space:loc:bluffs"),
        feedback=(
            Feedback(played("skip"),
                     "You skipped the Bluffs, so they gave you nothing. Activate them.",
                     example=_moves(BLUFFS + "; skip")),
            Feedback(_stopped(0),
                     "You stopped away from the Bluffs. The Rock trail from the Lookout leads there.",
                     example=_moves("play/Marmot/rock; travel/t04/friend; travel/t08/map; stop")),
        ),
    ),
    Level(
        id="village",
        title="Make a Friend",
        teaches=("THE VILLAGE", "A FEW GENERAL RULES", "END OF THE ROUND"),
        start=Start(players=2, seed=1, moves=_moves(HOUR_ONE + "; " + AT_VILLAGE)),
        goal="Make a new Friend who walks Water trails, paying with your Curiosities.",
        success=played("befriend", card="Heron"),
        solution=_moves("befriend/Heron"),
        done="You paid a Flower and a Pebble for the Heron. It waits with your Tired Friends and comes "
             "to your hand when the next hour starts.",
        hint="Each Friend in the display shows its trail and what it costs. You have a Bug, a Flower and "
             "two Pebbles.",
        marks=("item:disp-friend-heron",),
        feedback=(
            Feedback(played("befriend"),
                     "That Friend walks another kind of trail. Look for the one with the blue Water sign.",
                     example=_moves("befriend/Mountain Goat")),
            Feedback(played("skip"),
                     "You skipped the Village, so no Friend came. Friends give you more turns every hour.",
                     example=_moves("skip")),
        ),
    ),
    Level(
        id="craft",
        title="Craft a Favour",
        teaches=("STEP 4: CRAFT FAVOURS", "FESTIVITIES"),
        start=Start(players=2, seed=1, moves=_moves(HOUR_ONE + "; " + AT_VILLAGE + "; befriend/Heron")),
        goal="Craft the Berry Juice and put your marker on a Festivity.",
        success=played("supply"),
        solution=_moves("craft/Berry Juice; supply/Lantern Walk/2"),
        budget=2,
        fails=played("end_turn"),
        done="The Berry Juice is made, and your marker went to a Food spot of the Lantern Walk. "
             "At the end, the critter with the most markers on a Festivity scores most.",
        hint="You have the Berries now. Craft the Berry Juice, then choose a Food spot on a Festivity.",
        marks=("item:p0-prep-berry-juice",),
        feedback=(
            Feedback(played("end_turn"),
                     "You ended your turn without crafting. You had the two Berries the Berry Juice needs.",
                     example=_moves("end_turn")),
        ),
    ),
    Level(
        id="festival",
        title="Start a party",
        teaches=("FESTIVITIES",),
        start=Start(players=2, seed=10, moves=_moves("".join(FESTIVAL_START))),
        goal="Craft a Favour that fills the last empty spot of the Gift Swap, so that its party starts.",
        success=_full("Gift Swap"),
        solution=_moves("craft/Clay Pots; supply/Gift Swap/4"),
        budget=4,
        fails=played("end_turn") | _wasted("Clay Pots", "Gift Swap"),
        done="Your marker filled the Gift Swap, so its party began: everyone gains a Good, and you, "
             "who finished it, gain more.",
        hint="The Gift Swap has one empty spot left, for a Decoration. Which Favour you can craft is a "
             "Decoration?",
        marks=("item:p0-prep-clay-pots",),
        feedback=(
            Feedback(_wasted("Clay Pots", "Gift Swap"),
                     "Your Clay Pots went to another Festivity, and the Gift Swap still waits for "
                     "a Decoration.",
                     example=_moves("craft/Clay Pots; supply/Lantern Walk/0")),
            Feedback(played("end_turn"),
                     "You ended your turn without crafting. The Clay Pots were ready to make.",
                     example=_moves("end_turn")),
        ),
    ),
    Level(
        id="dawdle",
        title="A Dawdle turn",
        teaches=("DAWDLE TURNS", "END OF THE ROUND"),
        start=Start(players=2, seed=42, moves=_moves("".join(DAWDLE_START))),
        goal="Craft the Baked Roots this turn: it needs a Clay, and you have none yet.",
        success=played("craft", card="Baked Roots"),
        solution=_moves("dawdle/Puddle Jumping; craft/Baked Roots"),
        budget=8,
        fails=played("end_turn"),
        done="Your Dawdle card gave you a Clay and a Pebble without walking, and then you crafted. "
             "Dawdles come at the end of an hour to critters with fewer Friends.",
        hint="Look at the Dawdle card in your hand: what does it give you?",
        marks=("item:p0-card-puddle-jumping",),
        feedback=(
            Feedback(played("dawdle") & played("end_turn"),
                     "The Dawdle gave you the Clay, but you ended the turn before crafting.",
                     example=_moves("dawdle/Puddle Jumping; end_turn")),
            Feedback(played("end_turn"),
                     "Your turn ended without the Baked Roots. Your Dawdle card brings a Clay "
                     "without any walk.",
                     example=_moves("play/Hawk/rock; travel/t22/friend; stop; skip; end_turn")),
        ),
    ),
    Level(
        id="whole-game",
        title="A whole game",
        teaches=("HOW TO WIN", "GAMEPLAY", "END OF THE ROUND", "FINAL SCORING"),
        start=Start(players=2, seed=3),
        goal="Play a whole game of five hours against the computer and finish with the most points.",
        success=won(),
        solution=_moves("".join(WHOLE_GAME)),
        budget=400,
        stars=(160, 250),
        done="Dusk came and you brought the most joy to the festival! Favours, Friends, Patches, "
             "leftovers and Festivities all added to your score.",
        hint="Make Friends early for more turns each hour, and craft the Favours you are preparing.",
        feedback=(
            Feedback(game_over(), _lost,
                     example=_moves("".join(LOST_GAME))),
        ),
    ),
)
