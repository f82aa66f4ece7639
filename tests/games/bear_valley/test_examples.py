"""The rulebook's worked examples, replayed move by move on the rulings file's coordinates.

Axial coordinates (q, r): east is (+1, 0), south-east (0, +1); the Starting
Camp is at (0, 0). The deck is stacked with cards that look the way each
example needs (``find_card``), in the order the example draws them.
"""
from .scenarios import ALTERNATE_MAP, card_at, find_card, find_dead_end, first_of, play, scenario, token


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
