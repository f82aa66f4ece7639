"""Fireball Island's lesson: levels from the first roll to a whole game against the computer.

Each level is data (``lessons/levels.py`` says what each field means). Its position is built
through the rules: a seeded new game, then the moves below played from it, written in short
words (``roll``, ``pass``, ``step:wt1``, ``aim:vulkar-viper``, ``play:back3``,
``play:take_card:1``...). The moves come from games of the medium computer player, cut where
the lesson needs them; the die follows the game's seed, so a roll in a level always shows the
same number.
"""
from __future__ import annotations

from ...lessons.checks import Check, game_over, holds, last_played, played, won
from ...lessons.levels import Feedback, Level, Start
from .board import DARK, KIND, NAMES
from .codes import CHARM, CHARM_USED

#: the rulebook's sections (``rules/fireball_island.md``): None for those a pupil needs to play,
#: which the levels teach; else why no level teaches it
SECTIONS: dict[str, str | None] = {
    "OBJECT": None,
    "CONTENTS": "the list of what is in the box: nothing to do",
    "GAME SETUP": "the board sets the island up for you",
    "GAME PLAY": "a chapter heading: its parts below are taught",
    "WHO GOES FIRST?": "the board rolls for the first turn",
    "BASIC PLAY": None,
    "A LOOK AT THE GAMEBOARD": None,
    "WHAT YOU DO ON YOUR TURN": None,
    "SPECIAL SPACES": None,
    "ROLLING A FIREBALL": None,
    "GETTING FIREBALLED": None,
    "FIREBALL PENALTY AREAS": None,
    "CAPTURING THE JEWEL FROM VUL-KAR": None,
    "STEALING THE JEWEL FROM AN OPPONENT": None,
    "PLAYING YOUR CARDS": None,
    "HOW TO WIN THE GAME": None,
}


def _moves(text: str) -> tuple[dict, ...]:
    """Actions from their short words: ``roll``, ``step:wt1``, ``aim:...``, ``play:card``
    or ``play:take_card:seat``, and the bare kinds (``pass``, ``leave``, ``cave``, ``trade``)."""
    moves = []
    for word in text.split():
        kind, *rest = word.split(":")
        if kind == "step":
            moves.append({"kind": "step", "to": rest[0]})
        elif kind == "aim":
            moves.append({"kind": "aim", "rollway": rest[0]})
        elif kind == "play":
            move = {"kind": "play", "card": rest[0]}
            if len(rest) > 1:
                move["victim"] = int(rest[1])
            moves.append(move)
        else:
            moves.append({"kind": kind})
    return tuple(moves)


def _start(position: tuple[int, str], then: str = "") -> Start:
    seed, text = position
    return Start(players=2, seed=seed, moves=_moves(text) + _moves(then))


# -- the game's own questions (the shared checks know nothing of pits, caves or the jewel) ----
def stands_on(seat: int, *places: str) -> Check:
    return holds(lambda s: NAMES[s.at[seat]] in places, f"seat {seat} on {' or '.join(places)}")


def on_witchlord_trail(seat: int) -> Check:
    return holds(lambda s: NAMES[s.at[seat]].startswith("wt"), f"seat {seat} on Witchlord Trail")


def on_dark_space(seat: int) -> Check:
    return holds(lambda s: DARK[s.at[seat]], f"seat {seat} on a dark space")


def in_cave(seat: int) -> Check:
    return holds(lambda s: KIND[s.at[seat]] == "cave", f"seat {seat} in a cave")


def fallen(seat: int) -> Check:
    """Fireballed: in a smolder pit or the water."""
    return holds(lambda s: KIND[s.at[seat]] in ("pit", "water"), f"seat {seat} fireballed")


def owns_jewel(seat: int) -> Check:
    return holds(lambda s: s.owner == seat, f"seat {seat} owns the jewel")


def has_charm(seat: int) -> Check:
    return holds(lambda s: s.charms[seat] == CHARM, f"seat {seat} holds a charm token")


def traded_charm(seat: int) -> Check:
    return holds(lambda s: s.charms[seat] == CHARM_USED, f"seat {seat} traded the charm token")


def holds_card(seat: int, card: str) -> Check:
    return holds(lambda s: card in s.hands[seat], f"seat {seat} holds {card}")


def turn_over(seat: int) -> Check:
    """The pupil's turn has ended: another player's turn began since the level's start."""
    return Check(lambda t: t.state.is_over or any(st.active != seat for st in t.states[1:]),
                 f"the turn of seat {seat} is over")


def play(card: str) -> dict:
    return {"kind": "play", "card": card}


ROLL, PASS = {"kind": "roll"}, {"kind": "pass"}


def step(to: str) -> dict:
    return {"kind": "step", "to": to}


def aim(rollway: str) -> dict:
    return {"kind": "aim", "rollway": rollway}


# -- the positions: (seed, the moves played from the new game) -------------------------------
DARK_POS = 19, """
    roll step:wt1 roll step:wt1 pass roll pass step:wt4 pass roll step:wt3 pass
"""
STEP_POS = 28, """
    roll pass step:wt1 roll pass step:junction step:vp11 roll pass aim:vulkar-viper roll pass
    step:wt6 step:wt9 roll play:reroll play:cancel step:vp3 roll step:wt12 roll step:vp2 roll
    aim:heights-bridge roll
"""
TRADE_POS = 28, """
    roll pass step:wt1 roll pass step:junction step:vp11 roll pass aim:vulkar-viper roll pass
    step:wt6 step:wt9 roll play:reroll play:cancel step:vp3 roll step:wt12 roll step:vp2 roll
    aim:heights-bridge roll roll step:wt18 roll step:g2 step:hr1
"""
CAVE_POS = 14, """
    roll step:wt1 pass roll pass step:wt1 play:back3 pass
"""
AIM_POS = 24, """
    pass roll pass aim:vulkar-channel pass pass roll step:junction step:vp11 pass roll pass
    step:junction step:vp11 play:back1 pass roll step:vp9
"""
TALISMAN_POS = 15, """
    pass pass roll pass step:junction step:vp11 play:back3 pass roll step:junction step:vp11
    pass roll step:wt1 pass roll step:vp8 pass roll step:wt7 step:c1s1 aim:heights-bridge
    play:ahead5 step:wt9 pass roll step:vp3 pass roll step:wt11 pass roll step:bridge2 pass roll
    step:wt15 pass roll aim:step-witchlord
"""
FIREBALL_POS = 10, """
    pass roll pass step:wt1 pass
"""
CAPTURE_POS = 21, """
    pass roll pass step:wt1 play:back2 pass roll pass step:junction step:vp11 play:back1 roll
    step:wt4 roll step:vp9 roll step:c1s1 roll step:vp3 leave step:hr17 step:fc1 roll
    step:bridge2
"""
STEAL_POS = 34, """
    roll pass step:junction step:vp11 pass roll pass pass step:wt1 pass roll pass step:vp10 pass
    roll pass pass aim:vulkar-viper pass pass roll pass pass aim:witchlord-down roll pass
    aim:vulkar-beach roll play:reroll step:vp3 roll step:wt6 pass roll step:pk3 pass roll pass
    step:c1s1 roll step:gsb5 step:g2 leave step:hr17 step:fc1 pass pass roll step:g1 pass
    play:back1 pass roll step:fc2 pass roll step:hr1 pass roll step:fc6 aim:heights-highroad
    pass roll step:br1 pass roll step:br4 pass roll aim:vulkar-blister pass roll step:lr9
    play:back2 play:ahead6 step:sb3 step:hr17 step:hr16 pass roll step:lr6 pass roll step:hr15
    pass roll aim:heights-highroad pass roll step:lr5 play:ahead6 step:lr11 roll step:lr7 roll
    step:lr16 roll step:lr10 roll step:lr19 roll step:lr12 roll aim:vulkar-beach roll
    aim:vulkar-blister roll step:lr11 roll step:lr11 roll aim:vulkar-beach roll step:lr11
    play:take_card:0 play:cancel
"""
FAKE_POS = 35, """
    roll step:wt1 pass roll step:junction step:vp11 roll aim:vulkar-viper play:another_turn roll
    step:wt7 step:c1s1 cave roll aim:step-witchlord cave roll aim:chute-lowroad cave roll
    step:vp3 cave roll step:pk3 cave roll step:gsb5 step:g2 step:hr1 leave aim:chute-blister
    roll step:hr2 leave step:hr17 step:fc1 roll step:hr5 step:hr7 roll step:fc2 roll step:hr8
    roll step:fc5 aim:heights-highroad pass roll step:br1 pass roll step:br1 pass roll step:fc6
    pass roll step:br1 pass roll step:lr9 pass pass roll step:br2 pass roll pass
    aim:vulkar-blister play:talisman pass pass roll step:br2 pass roll pass step:lr8 play:back1
    pass pass roll pass step:br6 pass pass roll aim:vulkar-blister pass roll step:lr3
    play:ahead4 step:sb3 play:back1 pass roll step:sb7 pass roll step:sb1
"""
BACK_POS = 19, """
    roll step:junction step:vp11 roll step:junction step:vp11 roll step:vp9 roll step:vp10
"""
REROLL_POS = 22, """
    roll pass step:junction step:vp11 roll pass aim:vulkar-viper roll pass step:junction
    step:vp11 roll pass step:vp3 roll pass step:vp10 roll pass step:bridge2 roll pass
    aim:vulkar-viper roll pass step:g2 roll pass step:g1 step:hr1 roll pass step:vp3 roll pass
    step:hr4 roll pass step:vp1 roll pass step:hr7 roll pass step:pk3 roll
"""
CANCEL_POS = 2, """
    pass pass roll step:junction step:vp11 pass pass roll aim:vulkar-viper pass pass roll
    step:wt1 pass pass roll step:vp3 pass pass roll step:wt7 pass pass roll step:vp1 pass pass
    roll step:wt9 pass pass roll aim:step-witchlord pass pass roll step:pk3 play:ahead4 step:wt6
    pass roll step:gsb5 step:g2 pass roll step:c1s1 pass roll aim:vulkar-blister pass cave pass
    roll step:hr1 pass leave step:hr17 step:fc1 pass roll step:hr7 pass roll step:fc2 pass roll
    step:hr10 pass roll aim:heights-highroad pass roll step:fc7 aim:heights-bridge pass
    play:another_turn pass pass roll pass step:fc8 play:double pass roll step:fc4 pass roll
    step:br3 pass roll aim:chute-chute play:talisman play:ahead6
"""
DOUBLE_POS = 13, """
    play:take_card:1
"""
ANOTHER_POS = 35, """
    roll step:wt1
"""
DOCK_POS = 2, """
    pass pass roll step:junction step:vp11 pass pass roll aim:vulkar-viper pass pass roll
    step:wt1 pass pass roll step:vp3 pass pass roll step:wt7 pass pass roll step:vp1 pass pass
    roll step:wt9 pass pass roll aim:step-witchlord pass pass roll step:pk3 play:ahead4 step:wt6
    pass roll step:gsb5 step:g2 pass roll step:c1s1 pass roll aim:vulkar-blister pass cave pass
    roll step:hr1 pass leave step:hr17 step:fc1 pass roll step:hr7 pass roll step:fc2 pass roll
    step:hr10 pass roll aim:heights-highroad pass roll step:fc7 aim:heights-bridge pass
    play:another_turn pass pass roll pass step:fc8 play:double pass roll step:fc4 pass roll
    step:br3 pass roll aim:chute-chute play:talisman play:ahead6 pass step:lr9 roll step:vkp
    roll step:lr4 roll step:br3 roll step:br22 roll step:br6 roll aim:vulkar-blister roll
    step:br20 roll step:sb3 roll step:sb7 roll step:sb1 step:cave3 roll step:sb4 cave roll
    step:hr17 step:fc1 cave aim:vulkar-chute leave step:wt7 roll step:lr9 roll step:wt4 roll
    step:lr10 roll step:start step:dr1 roll step:lr12 roll step:dr4 roll step:lr15 play:back3
    play:cancel
"""
#: a whole game won against the easy computer (its seed 0), found by the medium player
WHOLE_GAME = """
    pass roll step:junction step:vp11 pass pass roll step:vp9 pass pass roll step:vp7 pass pass
    roll step:vp1 pass roll step:pk3 pass pass roll step:bridge1 pass pass roll step:gsb5
    step:hr1 pass pass roll step:hr3 step:cave5 pass pass leave step:hr7 pass roll step:hr9 pass
    pass roll step:hr13 pass pass roll step:hr15 step:fc1 pass pass play:talisman pass roll
    aim:step-thunder play:another_turn pass roll step:fc3 pass roll aim:chute-chute pass pass
    play:ahead5 step:lr9 pass pass roll step:lr5 pass play:ahead6 step:lr9 pass pass roll
    aim:vulkar-beach pass play:ahead6 step:lr9 roll step:lr4 roll step:lr1 roll step:sb7 roll
    step:sb2 roll step:sb2 step:hr17 step:fc1 pass pass roll step:fc3 pass pass roll step:fc6
    aim:vulkar-beach play:another_turn pass roll step:br1 pass roll step:br2 pass roll
    aim:chute-chute play:ahead4 step:lr11 pass roll step:lr14 play:back3 play:back2 roll
    step:lr20 roll step:lr24 roll aim:vulkar-beach roll step:lr26 step:g1 roll step:gsb5
    step:bridge1 roll step:pk1 pass step:pk3 roll step:vp1 play:cancel roll step:vp5 roll
    aim:vulkar-beach roll step:vp10 roll aim:step-witchlord roll step:dr1 roll step:dr3 roll
    step:dr5 roll step:dr5 roll step:dock
"""


LEVELS: tuple[Level, ...] = (
    Level(
        id="first-roll",
        title="Roll and walk",
        teaches=("A LOOK AT THE GAMEBOARD", "WHAT YOU DO ON YOUR TURN"),
        start=Start(players=2, seed=19),
        goal="Roll the die, then walk your explorer onto Witchlord Trail, the path that climbs to the jewel.",
        success=on_witchlord_trail(0),
        solution=(ROLL, step("wt1")),
        budget=2,
        done="You rolled a 3 and walked all three spaces up Witchlord Trail. Every turn you roll and walk "
             "the whole count, in any direction along the trails.",
        hint="Press the roll button first. Then the board rings the spaces you may step onto: pick the one "
             "on Witchlord Trail, beside the Start.",
        marks=("space:wt1", "piece:player-0"),
        feedback=(
            Feedback(~on_witchlord_trail(0) & played("step"),
                     "You stepped onto Dead Man's Plateau, the way down to Viper Pass and the Dock. This "
                     "time take the step onto Witchlord Trail.",
                     example=(ROLL, step("junction"))),
        ),
    ),
    Level(
        id="dark-space",
        title="Dark spaces give cards",
        teaches=("SPECIAL SPACES",),
        start=_start(DARK_POS),
        goal="Roll, then end your move on a dark space to draw a card.",
        success=on_dark_space(0),
        solution=(ROLL, step("wt6"), step("wt9")),
        budget=3,
        fails=turn_over(0),
        done="You counted Yellow's space too and stopped on a dark space, so you drew a card. Only the space "
             "where your move ends gives a card, and never more than four in your hand.",
        hint="You rolled a 5. Count five spaces each way along the trail: Yellow's space counts as one. "
             "Which end is a dark space with a card on it?",
        marks=("space:wt10", "space:wt2"),
        feedback=(
            Feedback(stands_on(0, "start"),
                     "You walked back down to the Start, which gives no card. You may go either way, so "
                     "count the five spaces up the trail instead.",
                     example=(ROLL, step("wt4"))),
            Feedback(stands_on(0, "c1s1", "c1s2"),
                     "You turned onto the Cave Steps, which have no card. Keep to Witchlord Trail for the "
                     "last steps.",
                     example=(ROLL, step("wt6"), step("c1s1"))),
        ),
    ),
    Level(
        id="witchlord-step",
        title="The Witchlord Step",
        teaches=("SPECIAL SPACES",),
        start=_start(STEP_POS),
        goal="Roll and walk over the Witchlord Step to pick up a Magic Charm token.",
        success=has_charm(0),
        solution=(ROLL, step("wt18")),
        budget=2,
        fails=turn_over(0),
        done="You passed the Witchlord Step and took a Magic Charm token from the Ruin. Passing it counts as "
             "much as landing on it, but each player gets only one token a game.",
        hint="The Witchlord Step is at the top of Witchlord Trail, just above you. Walk towards it.",
        marks=("space:step",),
        feedback=(
            Feedback(~has_charm(0),
                     "You walked back down Witchlord Trail, away from the Witchlord Step. Go up the trail to "
                     "reach it.",
                     example=(ROLL, step("wt16"))),
        ),
    ),
    Level(
        id="trade-charm",
        title="Trade in your charm",
        teaches=("SPECIAL SPACES",),
        start=_start(TRADE_POS),
        goal="Trade in your Magic Charm token before you roll, to fill your hand up to four cards.",
        success=traded_charm(0),
        solution=({"kind": "trade"},),
        done="You gave the token back to the Ruin and drew cards until you held four. Trade it on any of "
             "your turns, before the roll, when your hand is short.",
        hint="Look beside the roll button: there is a button to trade in the token.",
        marks=("piece:player-0",),
        feedback=(
            Feedback(played("roll"),
                     "You rolled first, so the token stays unused this turn. Trade it in before you roll.",
                     example=(ROLL,)),
        ),
    ),
    Level(
        id="cave",
        title="Jump through the caves",
        teaches=("SPECIAL SPACES",),
        start=_start(CAVE_POS),
        goal="Roll, walk into Cave 1, and let the cave roll carry you to another cave.",
        success=in_cave(0),
        solution=(ROLL, step("wt7"), step("c1s1")),
        budget=3,
        fails=turn_over(0),
        done="Entering Cave 1 ended your move, and the cave roll of 6 carried you to Cave 6, far up the "
             "island. Next turn you choose: leave by the trail outside, or roll for another cave.",
        hint="Cave 1 lies at the end of the Cave Steps, which leave Witchlord Trail just above you. You do "
             "not need the exact count to go in.",
        marks=("space:c1s1", "space:cave1"),
        feedback=(
            Feedback(~in_cave(0) & stands_on(0, "wt1", "wt2", "wt3", "wt4", "wt5"),
                     "You walked back down Witchlord Trail, away from the cave. Go up the trail to the Cave "
                     "Steps.",
                     example=(ROLL, step("wt5"))),
            Feedback(~in_cave(0),
                     "You walked on up Witchlord Trail past the Cave Steps. Turn onto the steps to reach the "
                     "cave.",
                     example=(ROLL, step("wt7"), step("wt9"))),
        ),
    ),
    Level(
        id="roll-a-one",
        title="Rolling a fireball",
        teaches=("ROLLING A FIREBALL", "GETTING FIREBALLED", "FIREBALL PENALTY AREAS"),
        start=_start(AIM_POS),
        goal="Roll the die, and on a 1 aim a fireball that hits Yellow but not your own explorer.",
        success=fallen(1) & ~fallen(0),
        solution=(ROLL, aim("heights-bridge")),
        budget=2,
        done="Your 1 made you roll a fireball instead of walking. It hit Yellow on Viper Pass, so Yellow "
             "lies in smolder pit E and loses the next turn.",
        hint="Both fireballs on offer reach Yellow. Follow each one's path: which one stops before the end "
             "of Viper Pass where you stand?",
        marks=("piece:player-1", "piece:player-0"),
        feedback=(
            Feedback(fallen(0),
                     "The idol's fireball rolled all the way down Viper Pass and hit you as well, so you "
                     "fell into a smolder pit too. Pick the fireball whose path ends before your space.",
                     example=(ROLL, aim("vulkar-viper"))),
        ),
    ),
    Level(
        id="capture",
        title="Capture the jewel",
        teaches=("CAPTURING THE JEWEL FROM VUL-KAR",),
        start=_start(CAPTURE_POS),
        goal="Roll and reach Vul-Kar Point to capture the jewel; you do not need the exact count.",
        success=owns_jewel(0),
        solution=(ROLL, step("fc4")),
        budget=2,
        done="You climbed Fireflash Chute onto Vul-Kar Point and took the jewel. Now comes the bonus: a "
             "full hand of four cards, one fireball to roll, and three turns in a row.",
        hint="Vul-Kar Point, beside the idol, is at the top of Fireflash Chute. Walk up the chute.",
        marks=("space:vkp",),
        feedback=(
            Feedback(~owns_jewel(0),
                     "You walked down Fireflash Chute, away from the idol. Walk up towards Vul-Kar Point: it "
                     "stops you there even with steps left.",
                     example=(ROLL, step("fc2"))),
        ),
    ),
    Level(
        id="steal",
        title="Out of the pit, steal the jewel",
        teaches=("GETTING FIREBALLED", "STEALING THE JEWEL FROM AN OPPONENT"),
        start=_start(STEAL_POS),
        seat=1,
        goal="Climb out of the smolder pit and walk past Blue to steal the jewel.",
        success=owns_jewel(1),
        solution=(ROLL, step("lr11")),
        budget=2,
        done="You left the pit from the space beside it, counted Blue's space, and walked past Blue: passing "
             "the jewel's owner takes the jewel. A steal gives no bonus, but now Blue has to chase you.",
        hint="A piece leaves a smolder pit by the space beside it. Blue is a few spaces along Low Road: "
             "which way is that?",
        marks=("piece:player-0",),
        feedback=(
            Feedback(~owns_jewel(1),
                     "You went the other way along Low Road, away from Blue. You take the jewel only by "
                     "walking past its owner.",
                     example=(ROLL, step("lr9"))),
        ),
    ),
    Level(
        id="the-dock",
        title="Sail away to win",
        teaches=("OBJECT", "HOW TO WIN THE GAME"),
        start=_start(DOCK_POS),
        seat=1,
        goal="You hold the jewel: roll and walk into the Dock to win the game.",
        success=won(),
        solution=(ROLL, step("dr9")),
        budget=2,
        done="You reached the Dock with the jewel and won! No exact count is needed, and only the jewel's "
             "owner may step onto the Dock.",
        hint="The Dock is at the end of Dock Run, just past the space in front of you.",
        marks=("space:dock",),
        feedback=(
            Feedback(~won(),
                     "You walked back up Dock Run, away from the boat. Step towards the Dock instead.",
                     example=(ROLL, step("dr7"))),
        ),
    ),
    Level(
        id="move-ahead",
        title="Card: Move Ahead",
        teaches=("PLAYING YOUR CARDS",),
        start=Start(players=2, seed=2),
        goal="Play your Move Ahead 6 card instead of rolling, and walk six spaces up Witchlord Trail.",
        success=stands_on(0, "wt6"),
        solution=(play("ahead6"), step("wt1")),
        budget=2,
        done="The card walked you six spaces for sure, with no die to roll. A Move Ahead card can also be "
             "played on another player's turn, to force them to walk instead of rolling.",
        hint="Your card is in your panel: click it before you roll.",
        marks=("item:p0-card-ahead6",),
        feedback=(
            Feedback(played("pass"),
                     "You kept the card, so this turn is a die roll. Play the card first, before the roll.",
                     example=(PASS, ROLL)),
        ),
    ),
    Level(
        id="move-back",
        title="Card: Move Back",
        teaches=("PLAYING YOUR CARDS",),
        start=_start(BACK_POS),
        seat=1,
        goal="It is Blue's turn: play your Move Back 3 card to send Blue three spaces back before the roll.",
        success=played("play", card="back3"),
        solution=(play("back3"),),
        done="Blue walks three spaces back the way Blue came, before rolling. Move Back is only played on "
             "another player's turn.",
        hint="Cards in your panel can be played on other players' turns too.",
        marks=("item:p1-card-back3",),
        feedback=(
            Feedback(last_played("pass"),
                     "You let Blue's turn start as it was. Play the card before Blue rolls.",
                     example=(PASS,)),
        ),
    ),
    Level(
        id="talisman",
        title="Card: Magic Talisman",
        teaches=("PLAYING YOUR CARDS",),
        start=_start(TALISMAN_POS),
        seat=1,
        goal="Blue aims a fireball down Witchlord Trail at you: stop it with your Magic Talisman.",
        success=played("play", card="talisman") & ~fallen(1),
        solution=(play("talisman"),),
        done="The talisman stopped the fireball before it rolled, so you stay on the trail and keep your "
             "next turn.",
        hint="The card that stops a fireball is in your panel.",
        marks=("item:p1-card-talisman",),
        feedback=(
            Feedback(fallen(1),
                     "You kept the card, so the fireball rolled and knocked you into smolder pit A. Play the "
                     "talisman before the fireball rolls.",
                     example=(PASS,)),
        ),
    ),
    Level(
        id="fireball-card",
        title="Card: Fireball!",
        teaches=("PLAYING YOUR CARDS", "ROLLING A FIREBALL"),
        start=_start(FIREBALL_POS),
        goal="Play your Fireball! card before you roll, and knock Yellow off Witchlord Trail.",
        success=fallen(1),
        solution=(play("fireball"), aim("witchlord-down")),
        budget=2,
        done="The card rolled a fireball down Witchlord Trail and Yellow landed in smolder pit A. Nobody can "
             "cancel a Fireball! card.",
        hint="Click the card in your panel, then pick a fireball whose path runs over Yellow's space.",
        marks=("item:p0-card-fireball", "piece:player-1"),
        feedback=(
            Feedback(played("pass"),
                     "You kept the card and the turn went on to the roll. Play the card first.",
                     example=(PASS, ROLL)),
        ),
    ),
    Level(
        id="reroll",
        title="Card: Reroll the Die",
        teaches=("PLAYING YOUR CARDS",),
        start=_start(REROLL_POS),
        goal="You rolled a 1, and the only fireball that can roll would hit you: play Reroll the Die.",
        success=played("play", card="reroll"),
        solution=(play("reroll"),),
        done="The 1 is forgotten, so no fireball rolls, and you roll the die again for your move.",
        hint="Yellow stands on a grey space no fireball reaches, so your own explorer is the target. Your "
             "card can undo the roll.",
        marks=("item:p0-card-reroll",),
        feedback=(
            Feedback(last_played("pass"),
                     "You kept the 1, so you must now roll a fireball at your own explorer. Play the card "
                     "right after the roll.",
                     example=(PASS,)),
        ),
    ),
    Level(
        id="fake-jewel",
        title="Card: Fake Jewel",
        teaches=("PLAYING YOUR CARDS",),
        start=_start(FAKE_POS),
        seat=1,
        goal="Blue is walking past you to steal the jewel: play your Fake Jewel card to keep it.",
        success=played("play", card="fake_jewel") & owns_jewel(1),
        solution=(play("fake_jewel"),),
        done="Blue grabbed a fake! You keep the real jewel and Blue walks on empty-handed.",
        hint="The card that fools a thief is in your panel.",
        marks=("item:p1-card-fake_jewel",),
        feedback=(
            Feedback(~owns_jewel(1),
                     "You kept the card, so Blue took the jewel as Blue went past. Play the Fake Jewel when "
                     "someone passes you.",
                     example=(PASS,)),
        ),
    ),
    Level(
        id="cancel",
        title="Card: Cancel",
        teaches=("PLAYING YOUR CARDS",),
        start=_start(CANCEL_POS),
        seat=1,
        goal="Blue just played Move Ahead 6 to chase you: cancel it with your Cancel card.",
        success=played("play", card="cancel"),
        solution=(play("cancel"),),
        done="The Move Ahead card is cancelled before it does anything, and Blue must roll instead. Cancel "
             "works on any card but Fireball!",
        hint="A Cancel goes on top of a card just played, before it takes effect.",
        marks=("item:p1-card-cancel",),
        feedback=(
            Feedback(last_played("pass"),
                     "You let the card work, so Blue walks six spaces towards you. Cancel it at once.",
                     example=(PASS,)),
        ),
    ),
    Level(
        id="double",
        title="Card: Double the Next Roll",
        teaches=("PLAYING YOUR CARDS",),
        start=_start(DOUBLE_POS),
        goal="Play Double the Next Roll, then roll: the die will count twice.",
        success=played("play", card="double") & played("roll"),
        solution=(play("double"), ROLL),
        budget=2,
        done="You rolled a 4 and it counted as 8. A Double played on another player's turn doubles their "
             "roll instead, and a doubled 1 is a 2, with no fireball.",
        hint="Click the card in your panel first, then roll.",
        marks=("item:p0-card-double",),
        feedback=(
            Feedback(played("pass"),
                     "You rolled without the card, so the die counted only once. Play the card before the "
                     "roll.",
                     example=(PASS, ROLL)),
        ),
    ),
    Level(
        id="take-card",
        title="Card: Take 1 Card",
        teaches=("PLAYING YOUR CARDS",),
        start=Start(players=2, seed=13),
        goal="Play Take 1 Card to take a card from Yellow's hand.",
        success=holds_card(0, "double"),
        solution=({"kind": "play", "card": "take_card", "victim": 1},),
        done="You took a card at random from Yellow: it is Double the Next Roll, and now it is yours.",
        hint="Your card is in your panel: click it and it takes from Yellow.",
        marks=("item:p0-card-take_card",),
        feedback=(
            Feedback(last_played("pass"),
                     "You kept the card, and Yellow keeps all of theirs. Play it to take one.",
                     example=(PASS,)),
        ),
    ),
    Level(
        id="another-turn",
        title="Card: Take Another Turn",
        teaches=("PLAYING YOUR CARDS",),
        start=_start(ANOTHER_POS),
        goal="Your move is over: play Take Another Turn to go again before Yellow.",
        success=played("play", card="another_turn"),
        solution=(play("another_turn"),),
        done="Your turn starts again at once: one more roll before Yellow gets to move.",
        hint="This card is played right after one of your turns.",
        marks=("item:p0-card-another_turn",),
        feedback=(
            Feedback(last_played("pass"),
                     "You kept the card, so the turn passed to Yellow. Play it as your turn ends.",
                     example=(PASS,)),
        ),
    ),
    Level(
        id="whole-game",
        title="A whole game",
        teaches=("BASIC PLAY", "OBJECT", "HOW TO WIN THE GAME"),
        start=Start(players=2, seed=11),
        goal="Play a whole game against the easy computer: capture the jewel and reach the Dock with "
             "it first.",
        success=won(),
        solution=_moves(WHOLE_GAME),
        budget=800,
        stars=(300, 500),
        replies="easy",
        agent_seed=0,
        done="You carried the jewel all the way to the Dock and won the race for Fireball Island!",
        hint="Head for Vul-Kar Point by the shortest trail, keep cards for the moment they help, and once "
             "you hold the jewel run for Dock Run.",
        marks=("space:vkp", "space:dock"),
        feedback=(
            Feedback(game_over() & ~won(),
                     "Yellow reached the Dock with the jewel first. Try again: fireballs and cards can stop "
                     "a runner."),
            Feedback(owns_jewel(1),
                     "Yellow holds the jewel now. Walk past Yellow to steal it, or knock Yellow down with a "
                     "fireball."),
            Feedback(owns_jewel(0),
                     "You hold the jewel: run for the Dock before Yellow catches you."),
            Feedback(holds(lambda s: not s.captured, "the jewel is still beside the idol"),
                     "The jewel still waits beside the idol. Keep heading for Vul-Kar Point.",
                     example=_moves("pass roll step:junction")),
        ),
    ),
)
