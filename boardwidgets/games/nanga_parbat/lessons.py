"""Nanga Parbat's lesson: levels from placing the guide to a whole game (issue 36).

Each level is data (``lessons/levels.py`` says what each field means); its positions are
built through the rules from a seeded game, so the engine checks every one. The moves that
lead to a position are written short (``moves``): ``g4`` places the guide on region 4,
``4.2`` traps in region 4, section 2, ``R3`` relocates the guide to region 3, ``e`` ends the
turn, ``c-camps-4`` claims the chart's camps row, column 4, ``s-4.2`` picks a section,
``a-yak`` hands in a ready Yak (``a-yak+`` a used one), ``x-yak`` activates a Yak and ``r-2``
sends it to region 2.

The positions were found by searching seeded games with small scripts: a level's seed is
one where the move it teaches exists and matters.
"""
from __future__ import annotations

from ...lessons.checks import (
    Check,
    Try,
    game_over,
    grew,
    last_played,
    piece_at,
    played,
    score_at_least,
    scored,
    won,
)
from ...lessons.levels import Feedback, Level, Start
from .codes import chart_index
from .components import ANIMAL_NAMES, ANIMALS, PLAYER_NAMES

#: the rulebook's sections (``rules/nanga_parbat.md``): None for those a pupil needs to play,
#: which the levels teach; else why no level teaches it
SECTIONS: dict[str, str | None] = {
    "Game Board": "a heading: its parts (mountain, points chart, scoring path, animal boards) "
                  "are taught one by one",
    "Mountain": None,
    "Points Chart": None,
    "Scoring Path": None,
    "Animal Boards": None,
    "Turn Overview": None,
    "Step Details": "a heading over the four steps of a turn, each taught by its own levels",
    "Trap an animal": None,
    "Replace the animal with a hiker": None,
    "Move the guide": None,
    "Build camps or trade animals": None,
    "Row 1: Build Camps": None,
    "Row 2: Trade Different Animals": None,
    "Row 3: Trade Same Animal": None,
    "Notes on building and trading": None,
    "Activating Animals": None,
    "Snow Leopard (White)": None,
    "Tahr (Brown)": None,
    "Musk Deer (Gray)": None,
    "Yak (Black)": None,
    "Special Animals": None,
    "Bharal (Blue)": None,
    "Red Panda (Red)": None,
    "Game End": None,
    "Area Scoring Variant": "a variant with its own end of game; the lesson plays the standard "
                            "game (the docs page explains the variant)",
}


def moves(text: str) -> tuple[dict, ...]:
    """Action JSON from the short words of the module's docstring."""
    out = []
    for word in text.split():
        if word == "e":
            out.append({"kind": "end_turn"})
        elif word[0] == "g":
            out.append({"kind": "place_guide", "region": int(word[1:])})
        elif word[0] == "R":
            out.append({"kind": "relocate_guide", "region": int(word[1:])})
        elif word[0].isdigit():
            out.append({"kind": "trap", "section": word})
        else:
            what, _, rest = word.partition("-")
            if what == "c":
                row, column = rest.split("-")
                out.append({"kind": "claim", "row": row, "column": int(column)})
            elif what == "s":
                out.append({"kind": "pick_section", "section": rest})
            elif what == "a":
                out.append({"kind": "pick_animal", "animal": rest.rstrip("+"), "used": rest.endswith("+")})
            elif what == "x":
                out.append({"kind": "activate", "animal": rest})
            elif what == "r":
                out.append({"kind": "pick_region", "region": int(rest)})
            else:
                raise ValueError(f"not a move word: {word!r}")
    return tuple(out)


# -- Nanga Parbat's own checks (built from the shared vocabulary's Check) -------------------
def guide_in(region: int) -> Check:
    return piece_at("guide", f"flag-{region}")


def trapped(kind: str) -> Check:
    """The pupil holds more animals of ``kind`` than at the level's start."""
    k = ANIMALS.index(kind)
    return grew(lambda state, seat: state.held(seat)[k], f"trapped a {ANIMAL_NAMES[kind]}")


def activated(kind: str) -> Check:
    """The pupil activated an animal of ``kind`` during the try (and finished its picks)."""
    k = ANIMALS.index(kind)
    return grew(lambda state, seat: state.used[seat][k], f"activated a {ANIMAL_NAMES[kind]}")


def claimed(row: str, column: int) -> Check:
    """The pupil's cube stands on that spot of the points chart."""
    return Check(lambda trial: trial.state.chart[chart_index(row, column)] == trial.seat,
                 f"claimed the {row} spot of column {column}")


def hikers_together(count: int) -> Check:
    """At least ``count`` of the pupil's hikers stand in one group of adjacent sections."""
    def test(trial: Try) -> bool:
        return max((len(g) for g in trial.state.hiker_groups(trial.seat)), default=0) >= count
    return Check(test, f"{count} hikers in one group")


def guide_region_without(kind: str) -> Check:
    """The guide stands in a region where no animal of ``kind`` is left."""
    k = ANIMALS.index(kind)
    def test(trial: Try) -> bool:
        state = trial.state
        return all(state.mountain[i] != k for i in state.animals_in(state.guide))
    return Check(test, f"no {ANIMAL_NAMES[kind]} in the guide's region")


# -- words for the feedback ------------------------------------------------------------------
def last_trap(trial: Try) -> tuple[str, int, int]:
    """The animal the pupil trapped last (its name), its region and its section number."""
    movers = trial.movers
    for i in range(len(trial.actions) - 1, -1, -1):
        action = trial.actions[i]
        if movers[i] == trial.seat and action.kind == "trap":
            kind = trial.states[i].occupant(action["section"])
            region, section = map(int, action["section"].split("."))
            return ANIMAL_NAMES.get(kind, "animal"), region, section
    return "animal", 0, 0


def a_an(name: str) -> str:
    return f"an {name}" if name[0] in "AEIOU" else f"a {name}"


def other(trial: Try) -> str:
    return PLAYER_NAMES[1 - trial.seat]


def points(trial: Try) -> tuple[int, int]:
    scores = trial.state.scores
    return scores[trial.seat], scores[1 - trial.seat]


WHOLE_GAME_WIN = moves(
    "g6 4.3 4.5 6.2 e 3.2 c-different-4 a-snow_leopard a-red_panda a-tahr 6.3 e 1.2 e 1.1 e 5.4 e "
    "4.1 c-camps-3 s-4.1 s-4.3 s-4.6 s-5.4 x-musk_deer s-2.5 s-3.6 e 6.6 c-different-2 a-tahr "
    "a-red_panda a-yak a-musk_deer+ a-bharal 3.5 x-snow_leopard s-1.2 s-1.3 5.3 c-camps-2 s-6.2 "
    "s-3.5 s-5.3 s-6.5 s-6.6 x-yak r-2 4.5 e 6.3 c-same-5 a-red_panda a-red_panda a-bharal")
WHOLE_GAME_LOSS = moves(
    "g1 4.1 1.2 4.4 x-tahr s-4.4 s-4.5 6.3 c-different-5 a-red_panda a-tahr+ a-yak 5.4 e x-tahr "
    "s-5.4 s-5.5 3.6 e 5.6 x-musk_deer s-1.5 s-1.3 e x-tahr s-4.1 s-4.2 6.2 e 6.1 c-same-4 a-tahr "
    "a-tahr+ a-tahr+ 3.1 c-camps-5 s-6.2 s-6.1 s-3.6 e x-snow_leopard s-6.6 s-6.3 5.5 x-yak r-6 e "
    "4.4 e 2.4 c-different-2 a-yak+ a-bharal a-snow_leopard+ a-red_panda a-musk_deer+ e "
    "x-snow_leopard s-5.6 s-6.4 R5 5.2 e 2.3")
WHOLE_GAME_BUDGET = 120

LEVELS: tuple[Level, ...] = (
    Level(
        id="guide",
        title="Place the guide",
        teaches=("Turn Overview", "Mountain"),
        start=Start(players=2, seed=1),
        goal="Put the guide in region 4: click the flag with a 4 on it.",
        success=guide_in(4),
        solution=moves("g4"),
        done="The guide now stands in region 4. Green must trap an animal there on the next turn.",
        hint="The yellow flags along the mountain are numbered 1 to 6, one for each region.",
        marks=("space:flag-4",),
        feedback=(Feedback(played("place_guide") & ~guide_in(4),
                           "The guide went to another region. Look for the flag with a 4 on it.",
                           example=moves("g2")),),
    ),
    Level(
        id="trap",
        title="Trap an animal",
        teaches=("Trap an animal", "Replace the animal with a hiker", "Animal Boards"),
        start=Start(players=2, seed=1, moves=moves("g4")),
        seat=1,
        goal="The guide is in region 4: trap the Yak there by clicking its section.",
        success=trapped("yak"),
        solution=moves("4.2"),
        done="The Yak went onto your animal board, and one of your hikers took its place on the mountain.",
        hint="Only the six sections of region 4 can be trapped from. The Yak is the black animal.",
        marks=("space:4.2", "space:flag-4"),
        feedback=(Feedback(last_played("trap") & ~trapped("yak"),
                           lambda t: f"You trapped {a_an(last_trap(t)[0])}, not the Yak. The Yak is the "
                                     "black animal in region 4.",
                           example=moves("4.1")),),
    ),
    Level(
        id="send-guide",
        title="Where the guide goes",
        teaches=("Move the guide",),
        start=Start(players=2, seed=1, moves=moves("g4")),
        seat=1,
        goal="Trap an animal in region 4 that sends the guide to region 6.",
        success=guide_in(6),
        solution=moves("4.6"),
        done="You trapped in section 6, so the guide moved to region 6. That is where Orange must trap next.",
        hint="Every section has a small number in its corner. After a trap the guide goes to the region "
             "with that number.",
        marks=("space:4.6", "space:flag-6"),
        feedback=(Feedback(last_played("trap") & ~guide_in(6),
                           lambda t: f"You trapped in section {last_trap(t)[2]}, so the guide went to region "
                                     f"{last_trap(t)[2]}. Which section has a 6 in its corner?",
                           example=moves("4.3")),),
    ),
    Level(
        id="red-panda",
        title="Catch a Red Panda",
        teaches=("Special Animals", "Red Panda (Red)"),
        start=Start(players=2, seed=1, moves=moves("g4 4.2 e")),
        goal="Trap the Red Panda in region 2 to score a point.",
        success=scored(1),
        solution=moves("2.6"),
        done="A Red Panda scores a point when you trap it, as long as you are not ahead. You were level "
             "with Green, so it counted.",
        hint="The Red Panda is the red animal. Look in the six sections of region 2.",
        marks=("space:2.6",),
        feedback=(Feedback(last_played("trap") & ~trapped("red_panda"),
                           lambda t: f"You trapped {a_an(last_trap(t)[0])}, which scores nothing when it is "
                                     "trapped. Only the red animal gives a point.",
                           example=moves("2.1")),),
    ),
    Level(
        id="keep-away",
        title="Keep the Red Pandas away",
        teaches=("Move the guide", "Red Panda (Red)"),
        start=Start(players=2, seed=1, moves=moves("g4 4.1 1.4 e")),
        seat=1,
        goal="You lead, so a Red Panda would score for Orange: send the guide to a region where no Red Panda "
             "is left.",
        success=guide_region_without("red_panda"),
        solution=moves("4.6"),
        done="Orange must trap in a region without a Red Panda, so your lead is safe this turn.",
        hint="First find the regions with no red animal in them. Then trap in the section with that number.",
        marks=("space:4.5", "space:4.6"),
        feedback=(Feedback(last_played("trap") & ~guide_region_without("red_panda"),
                           lambda t: f"You trapped in section {last_trap(t)[2]}, so the guide went to region "
                                     f"{last_trap(t)[2]}, where Orange can catch a Red Panda and score.",
                           example=moves("4.2")),),
    ),
    Level(
        id="relocate",
        title="An empty region",
        teaches=("Trap an animal",),
        start=Start(players=2, seed=1, moves=moves(
            "g4 4.4 e 4.1 1.4 e 4.2 e 2.4 e 4.3 e 3.4 e 4.5 e 5.4 e 4.6 e 6.4 e")),
        goal="Region 4 has no animals left: move the guide to a region with a Snow Leopard, then trap it.",
        success=trapped("snow_leopard"),
        budget=2,
        fails=(played("trap") & ~trapped("snow_leopard"))
        | (last_played("relocate_guide") & guide_region_without("snow_leopard")),
        solution=moves("R2 2.2"),
        done="When the guide's region is empty, you first move the guide to any region with animals, then "
             "trap there as usual.",
        hint="Click the flag of a region that still has a white animal. Regions 2 and 3 have some.",
        marks=("space:flag-2", "space:flag-3"),
        feedback=(Feedback(last_played("trap") & ~trapped("snow_leopard"),
                           lambda t: f"You trapped {a_an(last_trap(t)[0])}. The Snow Leopard is the white "
                                     "animal.",
                           example=moves("R2 2.1")),
                  Feedback(last_played("relocate_guide") & guide_region_without("snow_leopard"),
                           lambda t: f"The guide is now in region {t.state.guide}, which has no Snow Leopard "
                                     "to trap.",
                           example=moves("R1")),
                  Feedback(played("activate"),
                           "Your animals can move the guide too, but that used up your moves. Click a "
                           "flag instead.",
                           example=moves("x-yak r-2"))),
    ),
    Level(
        id="camps",
        title="Build camps",
        teaches=("Points Chart", "Build camps or trade animals", "Row 1: Build Camps"),
        start=Start(players=2, seed=43, moves=moves("g4 4.6 6.4 4.5 5.4 4.2")),
        goal="Turn your three hikers that stand together into camps for 5 points.",
        success=claimed("camps", 4),
        budget=4,
        fails=played("end_turn"),
        solution=moves("c-camps-4 s-4.2 s-4.5 s-4.6"),
        done="Three hikers side by side became camps, and your cube on the points chart scored 5 points.",
        hint="The top row of the points chart builds camps. The circled number over a column says how "
             "many hikers it needs.",
        marks=("space:chart-camps-4", "space:4.2", "space:4.5", "space:4.6"),
        feedback=(Feedback(played("claim", row="camps", column=5),
                           "That spot also takes three hikers but pays only 4 points. Look at the other "
                           "spot for three.",
                           example=moves("c-camps-5 s-4.2 s-4.5 s-4.6")),
                  Feedback(played("claim", row="same"),
                           "You traded animals instead of building camps. The camps are in the top row "
                           "of the chart.",
                           example=moves("c-same-4 a-snow_leopard a-snow_leopard a-bharal")),
                  Feedback(played("end_turn"),
                           "You ended your turn without building. Click a spot in the top row of the "
                           "points chart first.",
                           example=moves("e"))),
    ),
    Level(
        id="path-camps",
        title="Camps along a path",
        teaches=("Notes on building and trading", "Row 1: Build Camps"),
        start=Start(players=2, seed=52, moves=moves("g1 1.1 e 1.2 2.1 e 1.5 e 5.2 e 2.3")),
        seat=1,
        goal="Two of your hikers are joined by a white dotted path: build three camps for 5 points.",
        success=claimed("camps", 4),
        budget=4,
        fails=played("end_turn"),
        solution=moves("c-camps-4 s-1.2 s-1.5 s-2.3"),
        done="Sections linked by a dotted path count as next to each other, so your three hikers made one "
             "group for camps.",
        hint="Follow the white dotted line from region 1 down to region 2: it links two of your hikers.",
        marks=("space:chart-camps-4", "space:1.2", "space:1.5", "space:2.3"),
        feedback=(Feedback(played("claim", row="camps", column=5),
                           "That spot also takes three hikers but pays only 4 points. Look at the other "
                           "spot for three.",
                           example=moves("c-camps-5 s-1.2 s-1.5 s-2.3")),
                  Feedback(played("claim", row="different"),
                           "You traded animals instead of building camps. The camps are in the top row "
                           "of the chart.",
                           example=moves("c-different-4 a-snow_leopard a-yak a-bharal")),
                  Feedback(played("end_turn"),
                           "You ended your turn without building. Click a spot in the top row of the "
                           "points chart first.",
                           example=moves("e"))),
    ),
    Level(
        id="trade-different",
        title="Trade different animals",
        teaches=("Row 2: Trade Different Animals", "Points Chart"),
        start=Start(players=2, seed=1, moves=moves("g3 3.2 2.4 4.6 e 6.1 1.5")),
        seat=1,
        goal="Hand in three animals of different kinds for 4 points.",
        success=claimed("different", 4),
        budget=4,
        fails=played("end_turn"),
        solution=moves("c-different-4 a-snow_leopard a-tahr a-musk_deer"),
        done="Three different kinds of animal left your board, and your cube took the 4 points.",
        hint="The middle row of the chart trades different animals. Two spots ask for three: pick the one "
             "worth more.",
        marks=("space:chart-different-4",),
        feedback=(Feedback(played("claim", row="different", column=5),
                           "That spot takes three different animals too but pays only 3 points.",
                           example=moves("c-different-5 a-snow_leopard a-tahr a-musk_deer")),
                  Feedback(played("end_turn"),
                           "You ended your turn without trading. Click a spot in the middle row of the "
                           "points chart first.",
                           example=moves("e"))),
    ),
    Level(
        id="trade-same",
        title="Trade one kind",
        teaches=("Row 3: Trade Same Animal",),
        start=Start(players=2, seed=129, moves=moves("g1 1.6 e 6.3 3.4 e 4.5 5.2")),
        goal="Hand in your three Musk Deer for 4 points.",
        success=claimed("same", 4),
        budget=4,
        fails=played("end_turn"),
        solution=moves("c-same-4 a-musk_deer a-musk_deer a-musk_deer"),
        done="Three animals of one kind fill a spot in the bottom row. Traded animals leave the game.",
        hint="The bottom row of the chart trades animals of one kind. Pick the spot for three that is "
             "worth more.",
        marks=("space:chart-same-4",),
        feedback=(Feedback(played("claim", row="same", column=5),
                           "That spot takes three of one kind too but pays only 3 points.",
                           example=moves("c-same-5 a-musk_deer a-musk_deer a-musk_deer")),
                  Feedback(played("end_turn"),
                           "You ended your turn without trading. Click a spot in the bottom row of the "
                           "points chart first.",
                           example=moves("e"))),
    ),
    Level(
        id="bharal",
        title="The wild Bharal",
        teaches=("Special Animals", "Bharal (Blue)"),
        start=Start(players=2, seed=38, moves=moves("g1 1.5 5.6 6.6 6.1 1.4")),
        goal="You hold two kinds of animal and a Bharal: trade three different animals for 4 points.",
        success=claimed("different", 4),
        budget=4,
        fails=played("end_turn"),
        solution=moves("c-different-4 a-musk_deer a-red_panda a-bharal"),
        done="The Bharal is wild: in a trade it counts as whatever kind you are missing.",
        hint="The blue Bharal can stand in for any animal when you trade.",
        marks=("space:chart-different-4", "item:board-0-bharal-ready"),
        feedback=(Feedback(played("claim", row="different", column=5),
                           "That spot takes three different animals too but pays only 3 points.",
                           example=moves("c-different-5 a-musk_deer a-red_panda a-bharal")),
                  Feedback(played("end_turn"),
                           "You ended your turn without trading. Your Bharal makes a trade possible.",
                           example=moves("e"))),
    ),
    Level(
        id="yak",
        title="Ride the Yak",
        teaches=("Activating Animals", "Yak (Black)", "Animal Boards"),
        start=Start(players=2, seed=80, moves=moves("g6 6.1 e 1.6")),
        seat=1,
        goal="Region 6 has no Red Panda: activate your Yak to send the guide where one is, then trap it.",
        success=trapped("red_panda"),
        budget=3,
        fails=(played("trap") & ~trapped("red_panda"))
        | (activated("yak") & guide_region_without("red_panda")),
        solution=moves("x-yak r-2 2.6"),
        done="The Yak moved the guide before you trapped, so you could catch a Red Panda and score. A used "
             "animal stays on your board but cannot be activated again.",
        hint="Click the Yak on your animal board, then the flag of a region with a red animal.",
        marks=("item:board-1-yak-ready",),
        feedback=(Feedback(last_played("trap") & ~trapped("red_panda"),
                           lambda t: f"You trapped {a_an(last_trap(t)[0])} from region 6, which had no Red "
                                     "Panda. Use the Yak before you trap.",
                           example=moves("6.2")),
                  Feedback(last_played("pick_region") & guide_region_without("red_panda"),
                           lambda t: f"The guide went to region {t.state.guide}, which has no Red Panda.",
                           example=moves("x-yak r-1"))),
    ),
    Level(
        id="musk-deer",
        title="Swap with the Musk Deer",
        teaches=("Activating Animals", "Musk Deer (Gray)"),
        start=Start(players=2, seed=40, moves=moves("g3 3.4 e 4.6")),
        seat=1,
        goal="Use your Musk Deer to swap a Red Panda into region 6, then trap it.",
        success=trapped("red_panda"),
        budget=4,
        fails=(played("trap") & ~trapped("red_panda"))
        | (activated("musk_deer") & guide_region_without("red_panda")),
        solution=moves("x-musk_deer s-6.1 s-1.4 6.1"),
        done="The Musk Deer swaps two animals anywhere on the mountain, so it brought the Red Panda to you.",
        hint="Activate the Musk Deer, click an animal in region 6, then a Red Panda anywhere else.",
        marks=("item:board-1-musk_deer-ready", "space:1.4", "space:1.6"),
        feedback=(Feedback(last_played("trap") & ~trapped("red_panda"),
                           lambda t: f"You trapped {a_an(last_trap(t)[0])}. Region 6 had no Red Panda: swap "
                                     "one in with the Musk Deer before you trap.",
                           example=moves("6.1")),
                  Feedback(activated("musk_deer") & guide_region_without("red_panda"),
                           "The swap left region 6 without a Red Panda. One of the two animals must be in "
                           "region 6.",
                           example=moves("x-musk_deer s-1.1 s-1.4"))),
    ),
    Level(
        id="tahr",
        title="Step aside with the Tahr",
        teaches=("Activating Animals", "Tahr (Brown)"),
        start=Start(players=2, seed=27, moves=moves("g4 4.6 e 6.2 2.5 e 5.4 e 4.5")),
        seat=1,
        goal="Use your Tahr to swap a hiker with an animal next to it so that three of your hikers stand "
             "together.",
        success=hikers_together(3),
        budget=3,
        solution=moves("x-tahr s-2.5 s-4.3"),
        done="Your lone hiker moved along the dotted path next to the other two: now they are a group of "
             "three, ready to become camps.",
        hint="Your hiker in region 2 is linked by a white dotted path to a section of region 4.",
        marks=("item:board-1-tahr-ready", "space:2.5", "space:4.3"),
        feedback=(Feedback(activated("tahr") & ~hikers_together(3),
                           "The swap did not bring three of your hikers together. Look for an animal next "
                           "to your pair.",
                           example=moves("x-tahr s-4.5 s-4.2")),),
    ),
    Level(
        id="snow-leopard",
        title="Swap with the Snow Leopard",
        teaches=("Activating Animals", "Snow Leopard (White)"),
        start=Start(players=2, seed=74, moves=moves("g3 3.5 5.3 e 3.6 e 6.5 e 5.2")),
        goal="Use your Snow Leopard to swap two hikers so that three of yours stand together.",
        success=hikers_together(3),
        budget=3,
        solution=moves("x-snow_leopard s-5.2 s-5.3"),
        done="Your hiker took the place of Green's, at the end of a dotted path to your pair: three "
             "together.",
        hint="The Snow Leopard swaps your hiker with a Green hiker next to it. Follow the dotted paths from "
             "your pair.",
        marks=("item:board-0-snow_leopard-ready", "space:5.2", "space:5.3"),
        feedback=(Feedback(activated("snow_leopard") & ~hikers_together(3),
                           "The swap did not bring three of your hikers together. Which Green hiker sits "
                           "next to your pair?",
                           example=moves("x-snow_leopard s-3.5 s-5.3")),),
    ),
    Level(
        id="bump",
        title="Jump over a marker",
        teaches=("Scoring Path",),
        start=Start(players=2, seed=14, moves=moves("g4 4.3")),
        seat=1,
        goal="Orange has 1 point: trap the Red Panda, land on Orange's spot and jump ahead to 2 points.",
        success=score_at_least(2),
        solution=moves("3.6"),
        done="Two markers never share a spot: landing on Orange's spot moved you one further, an extra "
             "point.",
        hint="Your Red Panda point takes you to 1, where Orange stands.",
        marks=("space:3.6",),
        feedback=(Feedback(last_played("trap") & ~trapped("red_panda"),
                           lambda t: f"You trapped {a_an(last_trap(t)[0])}, which scores nothing. Only the "
                                     "red animal gives a point.",
                           example=moves("3.1")),),
    ),
    Level(
        id="last-hiker",
        title="The last hiker",
        teaches=("Game End", "Scoring Path"),
        start=Start(players=2, seed=125, moves=moves(
            "g3 3.3 e 3.6 e 6.3 e 3.4 e 4.4 c-different-5 a-yak a-musk_deer a-tahr 4.6 e 6.4 e 4.1 "
            "c-different-4 a-tahr a-red_panda a-musk_deer e 1.3 e 3.2 e 2.4 e 4.2 e 2.6 e 6.1 e 1.2 e "
            "2.2 e 2.5 e 5.3 c-same-4 a-bharal a-yak a-yak e 3.5 e 5.4 c-same-5 a-snow_leopard "
            "a-snow_leopard a-snow_leopard e 4.3 e 3.1 e 1.1 e 1.4 e 4.5 c-camps-5 s-4.5 s-4.4 s-4.3 e "
            "5.1 e 1.6 e 6.6 c-camps-4 s-5.1 s-3.4 s-3.2 e 6.2 c-camps-3 s-6.3 s-6.2 s-6.4 s-3.5 e")),
        seat=1,
        goal="Your last hiker ends the game, and you are one point behind: trap the animal that makes you "
             "win.",
        success=won(),
        budget=3,
        solution=moves("2.3"),
        done="The Red Panda's point took you to Orange's spot, so you jumped one further and won as the game "
             "ended.",
        hint="When all the hikers are out, the game ends at once. Which animal scores when you trap it?",
        marks=("space:2.3",),
        feedback=(Feedback(game_over() & ~won(),
                           lambda t: f"You trapped {a_an(last_trap(t)[0])}, and the last hiker ended the "
                                     f"game with {other(t)} ahead.",
                           example=moves("2.1")),),
    ),
    Level(
        id="whole-game",
        title="A whole game",
        teaches=("Turn Overview", "Game End"),
        start=Start(players=2, seed=1),
        goal="Play a whole game against the computer and finish ahead on the scoring path.",
        success=won(),
        budget=WHOLE_GAME_BUDGET,
        stars=(WHOLE_GAME_BUDGET, WHOLE_GAME_BUDGET),
        solution=WHOLE_GAME_WIN,
        done="You won! Trapping, sending the guide, building, trading and using your animals all added up.",
        hint="Save animals for trades, keep your hikers together for camps, and think where the guide sends "
             "Green.",
        feedback=(Feedback(game_over() & ~won(),
                           lambda t: f"The game ended {points(t)[1]} to {points(t)[0]} for {other(t)}. Try "
                                     "again and aim for the big spots on the chart.",
                           example=WHOLE_GAME_LOSS),),
    ),
)
