"""The rulebook's worked examples, replayed move by move on the rulings file's coordinates.

Axial coordinates (q, r): east is (+1, 0), south-east (0, +1); the Starting
Camp is at (0, 0). The deck is stacked with cards that look the way each
example needs (``find_card``), in the order the example draws them.
"""
import pytest

import boardwidgets as bw
from boardwidgets.games.bear_valley.board import face
from boardwidgets.games.bear_valley.components import CARDS
from boardwidgets.games.bear_valley.examples import EXAMPLES, load_example

from .scenarios import (
    ALTERNATE_MAP,
    card_at,
    check_saved_example,
    corridor,
    find_card,
    find_dead_end,
    first_of,
    play,
    scenario,
    token,
)


def test_exploring_example_violet_crosses_a_bridge_and_gets_lost():
    """Violet explores east, then north-west onto a Bridge that she crosses, then
    north-west again at Three o'clock: the card has no exit back, she is lost."""
    start = find_card(back="E", on=("E",), exits=4)  # Violet's card, west of her first step
    first = find_card(back="W", on=("NW",), exits=3, used={start[0]})
    bridge, rotation = find_card(back="SE", on=("NW",), kind="bridge", section=1, unique=False)
    lost = find_dead_end(back="SE", exits=4)  # four exits, neither way leads back
    state = scenario(5, cards={(-1, -1): start}, tokens={4: (-1, -1, 0)}, to_move=4,
                     turns=(1, 1, 1, 1, 1), deck=[first[0], bridge, lost])
    assert state.name(4) == "Violet"
    state = play(state, "explore E")
    assert card_at(state, 0, -1) == first[0] and state.position == (0, -1, 0)
    state = play(state, "explore NW")
    assert state.phase == "orient", "the bridge leads back whichever way it lies: Violet chooses"
    state = play(state, f"orient {rotation}")
    assert state.position == (0, -2, 1), "on the bridge section, entered at its south-east end"
    state = play(state, "explore NW")
    assert card_at(state, 0, -3) == lost
    assert state.to_move == 0, "lost: the turn is over"
    assert token(state, 4) == (-1, -1, 0), "and Violet's token did not move"
    assert "lost" in state.log[-2] or "lost" in state.log[-1]
    check_saved_example("exploring", state)


def test_basic_example_game():
    """Red, Yellow and Blue on the alternate map: three rounds, and Blue wins by slipping
    past a Bear at One o'clock onto the Destination Camp."""
    used = set()

    def take(**wanted):
        card = find_card(used=used, **wanted)
        used.add(card[0])
        return card

    bear1, bear2, bear3 = "W75", "W76", "W77"
    mountain, lake1, lake2 = "W66", "W41", "W43"
    yellow1 = take(back="NW", on=("E",))
    blue1 = take(back="NW", on=("E",))
    blue2 = take(back="W", on=("NE", "SE"))
    yellow2 = take(back="W", on=("SE",))
    yellow3 = take(back="NW", on=("SE",), unique=False)  # leads back either way: Yellow chooses
    yellow4 = take(back="NW", on=("E",), exits=4)  # explored at Three: not three exits
    yellow5 = take(back="W", on=("NE",), exits=3)  # explored at Four: not four exits
    blue3 = take(back="W", on=("NE",))
    blue4 = take(back="SW", on=("E",))
    red3 = take(back="SE", on=("NE",))
    yellow6 = take(back="SW", on=("NE",), unique=False)
    deck = [bear1, mountain, yellow1[0], blue1[0], blue2[0],  # round 1
            bear2, yellow2[0], yellow3[0], yellow4[0], yellow5[0], blue3[0], blue4[0],  # round 2
            red3[0], lake1, yellow6[0], lake2, bear3]  # round 3
    state = scenario(3, valley=ALTERNATE_MAP, deck=deck, turns=(1, 0, 0), limit=1)

    # Round 1. Red (first player: one move) explores a Bear at One o'clock; he could slip
    # past it, but his one move is spent and he cannot stop on a Bear.
    state = play(state, "explore NE")
    assert card_at(state, 1, -1) == bear1 and state.position == (1, -1, 0)
    assert [a.kind for a in state.legal_actions()] == ["stay"]
    state = play(state, "stay")
    assert token(state, 0) == (0, 0, 0)
    # Yellow (second: two moves) explores a Mountain, then south-east: leaving a Mountain
    # ends the walk, and so does the first-turn limit.
    state = play(state, "explore SW")
    assert card_at(state, -1, 1) == mountain
    state = play(state, "explore SE")
    assert card_at(state, -1, 2) == yellow1[0] and state.phase == "stop"
    state = play(state, "stop")
    assert token(state, 1) == (-1, 2, 0)
    # Blue (third: three moves) explores south-east, east, then traverses onto the River
    # Bend: water ends the walk (so does his third move).
    state = play(state, "explore SE", "explore E", "traverse NE")
    assert state.phase == "stop" and state.position == (2, 0, 0)
    state = play(state, "stop")
    assert token(state, 2) == (2, 0, 0)

    # Round 2. Red follows Blue's footsteps, then explores a Bear at Three o'clock.
    state = play(state, "traverse SE", "traverse E", "explore SE")
    assert card_at(state, 1, 2) == bear2 and token(state, 0) == (0, 0, 0) and state.to_move == 1
    # Yellow explores four cards, none with as many exits as the hour, and stops.
    state = play(state, "explore E", "explore SE", f"orient {yellow3[1]}", "explore SE", "explore E")
    assert state.hour == 4 and state.phase == "move"
    state = play(state, "stop")
    assert token(state, 1) == (1, 4, 0)
    # Blue explores east, then north-east, and plays it safe.
    state = play(state, "explore E", "explore NE")
    assert "explore E" in [f"explore {a['direction']}" for a in state.legal_actions() if a.kind == "explore"]
    state = play(state, "stop")
    assert token(state, 2) == (4, -1, 0)

    # Round 3. Red explores north-west, then a Lake: water stops him.
    state = play(state, "explore NW", "explore NE")
    assert card_at(state, 1, -2) == lake1 and state.phase == "stop"
    state = play(state, "stop")
    assert token(state, 0) == (1, -2, 0)
    # Yellow explores north-east twice; the second card is a Lake.
    state = play(state, "explore NE", f"orient {yellow6[1]}", "explore NE", "orient 0")
    assert card_at(state, 3, 2) == lake2 and state.phase == "stop"
    state = play(state, "stop")
    # Blue explores a Bear at One o'clock, slips past it to the Destination Camp and wins.
    state = play(state, "explore E")
    assert card_at(state, 5, -1) == bear3 and state.position == (5, -1, 0)
    state = play(state, "traverse NE")
    assert state.position == (6, -2, 0) and state.phase == "stop"
    state = play(state, "stop")
    assert state.is_over and state.result()["winners"] == [2]
    assert first_of("bear") == "W75"
    check_saved_example("basic_game", state)


def test_contingency_example():
    """Rocky, on the floor of a Bridge on his second turn, explores a Mountain he may not
    enter, then makes a contingency move back to the Starting Camp, where, alone, he
    chooses a Canoe."""
    bridge = "W48"
    assert CARDS[bridge].sides == "xbxxb.", "floor NE SE SW, bridge E-W"
    state = scenario(3, variant="advanced", characters="Rocky,Fozzie,Violet",
                     cards={(0, -1): (bridge, 0), **corridor(2, start=(-2, 1))},  # Fozzie and Violet
                     tokens={0: (0, -1, 0), 1: (-1, 1, 0), 2: (-2, 1, 0)}, turns=(2, 1, 1),  # are away
                     deck=[first_of("mountain")])
    floor = face(state.cards[(0, -1)]).section_of
    assert floor[0] == floor[2] == 0, "the floor leads north-east and south-east (to the camp)"
    state = play(state, "explore NE")
    assert card_at(state, 1, -2) == first_of("mountain"), "the Mountain stays on the map"
    assert "Rocky is out of shape" in " ".join(state.log[-3:])
    assert state.contingency and state.to_move == 0 and token(state, 0) == (0, -1, 0)
    assert state.explain({"kind": "explore", "direction": "SW"}).rule == "Contingency"
    state = play(state, "traverse SE")
    assert state.phase == "stop"  # the Starting Camp has water
    state = play(state, "stop")
    assert state.phase == "gift" and "canoe" in [a["token"] for a in state.legal_actions()]
    state = play(state, "take canoe")
    assert state.held[0] == ("canoe",) and token(state, 0) == (0, 0, 0) and state.to_move == 1
    check_saved_example("contingency", state)


def test_advanced_example_game():
    """Rocky, Fozzie and Violet on the three-player short river: twenty turns, replayed
    as the rulebook tells them, until Fozzie reaches the Destination Camp."""
    deck = ["W75", "W72", "W66", "W14", "W76", "W07",  # turns 1-4
            "W13", "W59", "W77", "W16", "W21", "W10",  # turns 6-7
            "W45", "W35", "W11", "W37", "W73", "W64", "W78", "W19",  # turns 9-14
            "W09", "W01", "W46", "W28", "W24", "W31", "W69", "W43", "W58", "W02"]  # turns 15-20
    state = scenario(3, variant="advanced", characters="Rocky,Fozzie,Violet", deck=deck, turns=(1, 0, 0),
                     limit=1)
    rocky, fozzie, violet = 0, 1, 2
    assert state.destination == (7, -4) and card_at(state, 6, -4).startswith("B")

    # 1. Rocky finds a Bear at One o'clock but, first to play, has only one move.
    state = play(state, "explore NE")
    assert [a.kind for a in state.legal_actions()] == ["stay"]
    state = play(state, "stay")  # nothing to do in a contingency either: the turn passes
    assert state.to_move == fozzie and token(state, rocky) == (0, 0, 0)
    # 2. Fozzie finds a Trading Post with nothing to trade: lost.
    state = play(state, "explore SE")
    assert card_at(state, 0, 1) == "W72" and state.to_move == violet
    # 3. Violet explores a Mountain, then must stop after the next move: a Cave.
    state = play(state, "explore NW", "explore NE")
    assert state.phase == "stop" and "Mountain" in state.log[-1]
    state = play(state, "stop")
    assert token(state, violet) == (1, -2, 0)
    # 4. Rocky slips past a Bear at One o'clock onto a Gold card, and picks up the Gold.
    state = play(state, "explore SW", "explore SE")
    assert state.loose[(-1, 2)] == ("gold",) and state.phase == "stop"
    state = play(state, "stop")
    assert state.held[rocky] == ("gold",) and (-1, 2) not in state.loose
    # 5. Fozzie stays put (also in his contingency) and, alone at the camp, takes a Flashlight.
    state = play(state, "stay", "stay")
    assert state.phase == "gift"
    state = play(state, "take flashlight")
    assert state.held[fozzie] == ("flashlight",)
    # 6. Violet explores east (a Fox card), north-east (a Bridge: onto its floor) and east: a Bear.
    state = play(state, "explore E", "orient 3", "explore NE", "orient 0", "explore E")
    assert state.contingency and token(state, violet) == (1, -2, 0)
    state = play(state, "stay")
    # 7. Rocky is lost at Three o'clock (three exits); his contingency takes him to the Trading
    #    Post, where he trades his Gold for a Canoe.
    state = play(state, "explore E", "explore NE", "explore E", "orient 0")
    assert state.contingency and "3 exits at Three o'clock" in " ".join(state.log[-3:])
    state = play(state, "traverse NE")
    assert state.phase == "trade"
    state = play(state, "give gold", "take canoe", "trade")
    assert state.held[rocky] == ("canoe",) and token(state, rocky) == (0, 1, 0) and state.to_move == fozzie
    # 8. Fozzie climbs the Mountain, next to a Bear: "They're animals!", he stops.
    state = play(state, "traverse NW")
    assert state.phase == "stop" and state.why_the_walk_ends()[1] == "Fozzie"
    state = play(state, "stop")
    assert token(state, fozzie) == (0, -1, 0) and state.held[fozzie] == ("flashlight",)
    # 9. Violet crosses to the Bridge's floor and explores west: a Lake stops her.
    state = play(state, "traverse E", "traverse NE", "explore W", "orient 0")
    assert state.phase == "stop"
    state = play(state, "stop")
    assert token(state, violet) == (2, -3, 0)
    # 10. Rocky reaches the River Bend and leaves his Canoe there so as not to stop; then he
    #     explores three cards and stops on the fifth.
    state = play(state, "traverse E", "traverse NE")
    assert state.phase == "stop" and "canoe" in [a.kind for a in state.legal_actions()]
    state = play(state, "canoe")
    assert state.phase == "move" and state.loose[(2, 0)] == ("canoe",)
    state = play(state, "explore E", "explore NE", "explore E")
    assert state.hour == 5
    state = play(state, "stop")
    assert token(state, rocky) == (5, -1, 0) and state.held[rocky] == ()
    # 11. Fozzie goes to the cave entrance; next to a Bear, he must stop instead of diving.
    state = play(state, "traverse NE")
    assert state.phase == "stop" and "dive" not in [a.kind for a in state.legal_actions()]
    state = play(state, "stop")
    assert token(state, fozzie) == (1, -2, 0)
    # 12. Violet finds a Trading Post with nothing to trade; her contingency: east, then
    #     south-west onto the Fox card (no effect without Enchantments).
    state = play(state, "explore NE")
    assert state.contingency
    state = play(state, "traverse E", "traverse SW", "stop")
    assert token(state, violet) == (2, -2, 0)
    # 13. Rocky explores north-east (a Hedge), then west: a Bear. His token stays.
    state = play(state, "explore NE", "explore W")
    assert state.contingency
    state = play(state, "stay")
    assert token(state, rocky) == (5, -1, 0)
    # 14. Fozzie cave dives: north-east three times; the third move explores another Cave.
    state = play(state, "dive", "traverse NE", "traverse NE", "explore NE")
    assert card_at(state, 4, -5) == "W19" and state.phase == "stop"
    state = play(state, "stop")
    assert token(state, fozzie) == (4, -5, 0) and state.loose[(1, -2)] == ("flashlight",)
    # 15. Violet explores a Picnic Basket card, crosses the bridge, and is lost at Three
    #     o'clock on a three-exit Cave; her contingency takes her to the Flashlight.
    state = play(state, "explore E", "orient 0")
    assert state.loose[(3, -2)] == ("picnic_basket",)
    state = play(state, "traverse NW")
    assert state.position == (3, -3, 1), "on the bridge"
    state = play(state, "explore NE")
    assert state.contingency and card_at(state, 4, -4) == "W01"
    state = play(state, "traverse W", "stop")
    assert token(state, violet) == (1, -2, 0) and state.held[violet] == ("flashlight",)
    # 16. Rocky traverses north-east and explores a Lake.
    state = play(state, "traverse NE", "explore SE", "stop")
    assert token(state, rocky) == (6, -1, 0)
    # 17. Fozzie explores a Flashlight card, a Telescope card and a third card, then
    #     traverses onto the River Bend.
    state = play(state, "explore NE", "explore E", "explore SE", "orient 0", "traverse SE")
    assert state.loose[(5, -6)] == ("flashlight",) and state.loose[(6, -6)] == ("telescope",)
    state = play(state, "stop")
    assert token(state, fozzie) == (6, -4, 0)
    # 18. Violet dives and surfaces at the Cave three spaces north-east.
    state = play(state, "dive", "surface W19")
    assert token(state, violet) == (4, -5, 0) and state.loose[(1, -2)] == ("flashlight",)
    # 19. Rocky explores a Woods card, traverses west rather than explore from it, and
    #     explores a Lake that opens onto the Destination Camp.
    state = play(state, "explore NE", "orient 0", "traverse W", "explore NE", "orient 0", "stop")
    assert token(state, rocky) == (7, -3, 0)
    assert state.graph.has_edge("7,-3", "7,-4"), "an open route to the Destination Camp"
    # 20. Fozzie explores a Bridge, then a Rope card, and traverses to the Destination Camp.
    state = play(state, "explore NE", "orient 0", "explore E")
    assert state.loose[(8, -5)] == ("rope",)
    state = play(state, "traverse SW", "stop")
    assert state.is_over and state.result()["winners"] == [fozzie]
    check_saved_example("advanced_game", state)


def test_the_worked_examples_load_by_name_and_an_unknown_name_is_refused():
    assert [load_example(name).state.is_over for name in EXAMPLES] == [False, True, False, True]
    with pytest.raises(bw.GameConfigError, match="no worked example 'basic'.*'basic_game'"):
        load_example("basic")
