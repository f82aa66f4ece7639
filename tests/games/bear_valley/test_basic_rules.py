"""Every rule of the basic game, each set up on a small map and checked by its outcome.

Most tests walk along a corridor of explored cards north of the river (see
``scenarios.corridor``) so that the next card is drawn at the hour the rule
is about.
"""
import pytest

import boardwidgets as bw
from boardwidgets.core.saves import STATE_FORMAT, seal
from boardwidgets.games.bear_valley.board import face, neighbour
from boardwidgets.games.bear_valley.components import CARDS, DIRECTIONS
from tests.games.views import check_final_status

from .scenarios import (
    card_at,
    corridor,
    find_card,
    find_dead_end,
    first_of,
    play,
    scenario,
    token,
    walk_east,
    walled_in,
)

WEST_END = (0, -3, 0)


def kinds(state) -> list[str]:
    return [a.kind for a in state.legal_actions()]


def refused(state, move: str) -> bw.IllegalAction:
    with pytest.raises(bw.IllegalAction) as raised:
        play(state, move)
    return raised.value


def lay(state, rotation: int = 0):
    """Answer "which way to lay it?" if the game asks (a card that leads back either way
    or neither way)."""
    return play(state, f"orient {rotation}") if state.phase == "orient" else state


def on_corridor(length: int, deck=(), players=2, **kwargs):
    cards = corridor(length, used=deck)
    used = {card for card, _ in cards.values()}
    state = scenario(players, cards={**cards, **kwargs.pop("cards", {})}, deck=list(deck),
                     tokens={0: WEST_END, **kwargs.pop("tokens", {})}, turns=(3,) * players, **kwargs)
    return state, used


# Starting the game --------------------------------------------------------------------------
@pytest.mark.parametrize("seat", range(4))
def test_each_seat_may_move_as_many_spaces_as_its_place_on_the_first_turn(seat):
    game = bw.load_game("bear_valley", players=4)
    state = game.new_game(seed=3)
    for earlier in range(seat):
        state = play(state, "stay")
        assert state.to_move == earlier + 1
    assert state.limit == seat + 1 and state.moves_left() == seat + 1


def test_the_first_players_one_move_is_spent_after_one_card():
    plain = find_card(back="NW", on=("SE",), unique=False)
    state = scenario(2, deck=[plain[0]], turns=(1, 0), limit=1)
    state = play(state, "explore SE", f"orient {plain[1]}")
    assert state.phase == "stop" and set(kinds(state)) == {"stop", "stay"}
    refusal = state.explain({"kind": "explore", "direction": "SE"})
    assert refusal.rule == "Starting the Game" and "at most 1 space" in refusal.reason


def test_later_turns_have_no_limit():
    state, _ = on_corridor(6)
    state = walk_east(state, 5)
    assert state.hour == 5 and "stop" in kinds(state)


# Moving -------------------------------------------------------------------------------------
def test_no_card_or_section_is_visited_twice_in_a_turn():
    state, _ = on_corridor(3)
    state = walk_east(state, 1)
    refusal = refused(state, "traverse W")
    assert "twice" in refusal.reason and refusal.rule == "Moving"


def test_ending_the_turn_without_moving_is_always_allowed():
    state, _ = on_corridor(3)
    assert "stay" in kinds(state)
    state = play(walk_east(state, 2), "stay")
    assert token(state, 0) == WEST_END and state.to_move == 1


def test_stop_moves_the_token_to_where_the_walk_ended():
    state, _ = on_corridor(3)
    state = play(walk_east(state, 2), "stop")
    assert token(state, 0) == (2, -3, 0) and state.to_move == 1


# Traversing ---------------------------------------------------------------------------------
def test_traversing_needs_an_exit_on_both_cards():
    blocked = find_dead_end(back="W", exits=3)  # shows trees on its west side either way
    state, _ = on_corridor(1, cards={(1, -3): (blocked, 0)})
    assert "traverse" not in kinds(state)
    refusal = refused(state, "traverse E")
    assert "no exit back" in refusal.reason and refusal.rule == "Traversing"


def test_other_players_block_a_card_but_not_the_starting_camp():
    state, _ = on_corridor(3, tokens={1: (1, -3, 0)})
    refusal = refused(state, "traverse E")
    assert "Yellow" in refusal.reason and refusal.rule == "Traversing"
    camp = scenario(2, tokens={0: (0, 0, 0), 1: (0, 0, 0)}, turns=(3, 3))
    assert camp.tokens[0] == camp.tokens[1], "players share the Starting Camp"


def test_a_player_on_one_side_of_a_hedge_does_not_block_the_other_side():
    hedge = first_of("hedge")
    assert CARDS[hedge].sides == "xxxyyy", "NE E SE on one side, SW W NW on the other"
    cards = {**corridor(1), (1, -3): (hedge, 0)}
    state = scenario(2, cards=cards, tokens={0: WEST_END, 1: (1, -3, 0)}, turns=(3, 3))
    assert card_at(state, 1, -3) == hedge
    state = play(state, "traverse E")
    assert state.position == (1, -3, 1), "the west side of the Hedge, beside Yellow's side"
    refusal = refused(state, "explore NE")
    assert refusal.rule == "Bridges and Hedges" and "other section" in refusal.reason


def test_a_bridge_and_the_floor_below_are_two_places_and_never_joined():
    bridge = first_of("bridge")
    assert CARDS[bridge].sides == ".bxxbx", "the bridge joins east and west above a floor SE SW NW"
    cards = {**corridor(1), (1, -3): (bridge, 0)}
    state = scenario(2, cards=cards, tokens={0: WEST_END}, turns=(3, 3))
    state = play(state, "traverse E")
    assert state.position == (1, -3, 1) and face(state.cards[(1, -3)]).exits[1] == (1, 4), "on the bridge"
    assert "explore" in kinds(state)
    # the floor's exits are not the bridge's: no exploring south-east from the bridge
    refusal = refused(state, "explore SE")
    assert "other section" in refusal.reason


# Exploring ------------------------------------------------------------------------------------
def test_the_card_is_laid_to_lead_back_without_asking_when_only_one_way_does():
    card, rotation = find_card(back="W", on=("NE",))
    state, _ = on_corridor(1, deck=[card])
    state = play(state, "explore E")
    assert state.cards[(1, -3)] == (card, rotation) and state.position == (1, -3, 0)


def test_the_player_chooses_when_both_ways_lead_back():
    card, _ = find_card(back="W", on=("E",), unique=False)
    state, used = on_corridor(1, deck=[card])
    state = play(state, "explore E")
    assert state.phase == "orient" and kinds(state) == ["orient", "orient"]
    assert refused(state, "stay").reason.startswith("First choose")
    state = play(state, "orient 3")
    assert state.cards[(1, -3)] == (card, 3) and state.phase == "move"


def test_a_card_that_cannot_lead_back_gets_the_player_lost_from_three_o_clock():
    dead = find_dead_end(back="W", exits=3)
    state, _ = on_corridor(4, deck=[dead])
    state = play(walk_east(state, 3), "explore E")  # Four o'clock: three exits are no match
    assert state.phase == "orient", "neither way leads back: the player lays it as they like"
    state = lay(state, 3)
    assert state.cards[(4, -3)] == (dead, 3), "the card stays on the map, laid as chosen"
    assert state.to_move == 1 and token(state, 0) == WEST_END
    assert "No exit leads back" in " ".join(state.log[-3:])


# The sunclock ------------------------------------------------------------------------------------
@pytest.mark.parametrize("hour, exits", [(3, 3), (4, 4), (5, 5), (6, 6)])
def test_a_card_with_as_many_exits_as_the_hour_gets_the_player_lost(hour, exits):
    kind = {3: "path", 4: "path", 5: "lake", 6: "hedge"}[hour]
    card, rotation = find_card(back="W", kind=kind, exits=exits, unique=False)
    state, _ = on_corridor(hour, deck=[card])
    state = walk_east(state, hour - 1)
    state = play(state, "explore E")
    if state.phase == "orient":
        state = play(state, f"orient {rotation}")
    assert state.to_move == 1 and token(state, 0) == WEST_END
    assert f"{exits} exits at" in " ".join(state.log[-3:])


@pytest.mark.parametrize("hour, exits", [(3, 4), (4, 3), (5, 3), (6, 5)])
def test_a_card_with_another_number_of_exits_is_safe(hour, exits):
    card, rotation = find_card(back="W", exits=exits, kind="path" if exits < 5 else "lake", unique=False)
    state, _ = on_corridor(hour, deck=[card])
    state = play(walk_east(state, hour - 1), "explore E")
    if state.phase == "orient":
        state = play(state, f"orient {rotation}")
    assert state.to_move == 0 and state.position == (hour, -3, 0)


def test_from_seven_o_clock_every_six_exit_card_gets_the_player_lost():
    mountain = first_of("mountain")
    state, _ = on_corridor(7, deck=[mountain])
    state = play(walk_east(state, 6), "explore E")
    assert state.to_move == 1 and "6 exits at Seven o'clock" in " ".join(state.log[-3:])


def test_from_seven_o_clock_a_bear_eats_the_player_and_the_last_survivor_wins():
    state, _ = on_corridor(7, deck=[first_of("bear")])
    state = play(walk_east(state, 6), "explore E")
    assert state.out[0] and state.is_over and state.result()["winners"] == [1]
    assert token(state, 0) == (7, -3, 0), "the token went onto the Bear"


def test_an_eaten_player_leaves_and_the_others_play_on():
    state, _ = on_corridor(7, deck=[first_of("bear")], players=3)
    state = play(walk_east(state, 6), "explore E")
    assert state.out == (True, False, False) and not state.is_over and state.to_move == 1
    state = play(state, "stay", "stay")
    assert state.to_move == 1, "the eaten player's turns are skipped"


# Bears -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("hour", [2, 3, 4, 5, 6])
def test_a_bear_after_one_o_clock_ends_the_turn_with_the_token_unmoved(hour):
    state, _ = on_corridor(hour, deck=[first_of("bear")])
    state = play(walk_east(state, hour - 1), "explore E")
    assert state.to_move == 1 and token(state, 0) == WEST_END and not state.out[0]


def test_a_bear_at_one_o_clock_is_evaded_for_exactly_one_more_move():
    onward = find_card(back="W", on=("E",), unique=False)
    state, _ = on_corridor(1, deck=[first_of("bear"), onward[0]])
    state = play(state, "explore E")
    assert state.position == (1, -3, 0) and state.evading
    assert "stop" not in kinds(state), "nobody stops on a Bear"
    state = play(state, "explore E", f"orient {onward[1]}")
    assert state.phase == "stop" and set(kinds(state)) == {"stop", "stay"}
    state = play(state, "stop")
    assert token(state, 0) == (2, -3, 0)


def test_no_tunnelling_after_evading_a_bear():
    dead = find_dead_end(back="W", exits=3)
    state, _ = on_corridor(1, deck=[first_of("bear"), dead])
    state = lay(play(state, "explore E", "explore E"))
    assert state.to_move == 1 and token(state, 0) == WEST_END, "lost, not tunnelled"


def test_bears_are_never_traversed():
    state, _ = on_corridor(1, cards={(1, -3): (first_of("bear"), 0)})
    refusal = refused(state, "traverse E")
    assert refusal.rule == "Bears" and "Bear" in refusal.reason


# Tunnelling -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("hour", [1, 2])
def test_at_one_or_two_o_clock_a_card_without_a_way_back_may_be_tunnelled_onto(hour):
    dead = find_dead_end(back="W", exits=4)
    state, _ = on_corridor(hour, deck=[dead])
    state = lay(play(walk_east(state, hour - 1), "explore E"))
    assert state.phase == "blocked" and kinds(state) == ["tunnel", "stay"]
    state = play(state, "tunnel")
    assert token(state, 0) == (hour, -3, 0) and state.tunnelled[0] and state.to_move == 1


def test_a_tunnel_into_a_dead_end_feeds_the_bears_at_the_start_of_the_next_turn():
    dead = find_dead_end(back="W", exits=3)
    state, _ = on_corridor(1, deck=[dead])
    state = play(lay(play(state, "explore E")), "tunnel")
    assert state.tunnelled[0]
    # wall the new card in: each of its exits faces a card showing trees on that side
    walls, used = {}, {card for card, _ in state.cards.values()}
    for direction in face(state.cards[(1, -3)]).exits[0]:
        there = neighbour((1, -3), direction)
        if there not in state.cards:
            walls[there] = (find_dead_end(back=DIRECTIONS[(direction + 3) % 6], exits=3, used=used), 0)
            used.add(walls[there][0])
    data = state.to_json()["data"]
    data["map"] += [{"at": list(at), "card": card, "rotation": 0} for at, (card, _) in walls.items()]
    data["deck"] = [card for card in data["deck"] if card not in used]
    walled = state.game.state_from_json(seal(STATE_FORMAT, state.game, data))
    after = play(walled, "stay")  # Yellow's turn ends; Red's begins in a dead end
    assert after.out[0] and after.is_over and after.result()["winners"] == [1]
    assert "dead end" in " ".join(after.log[-3:])


def test_a_tunnel_with_a_way_on_is_safe():
    dead = find_dead_end(back="W", exits=3)
    state, _ = on_corridor(1, deck=[dead])
    state = play(lay(play(state, "explore E")), "tunnel", "stay")
    assert state.to_move == 0 and not state.out[0]


# Water ------------------------------------------------------------------------------------------------
def test_entering_a_lake_ends_the_walk():
    lake, rotation = find_card(back="W", kind="lake", unique=False)
    state, _ = on_corridor(1, deck=[lake])
    state = play(state, "explore E")
    if state.phase == "orient":
        state = play(state, f"orient {rotation}")
    assert state.phase == "stop" and "water" in state.log[-1]


def test_entering_the_starting_camp_ends_the_walk():
    back_home = find_card(back="NW", on=("SE",), unique=False)
    state = scenario(2, cards={(0, 1): back_home}, tokens={0: (0, 1, 0)}, turns=(3, 3))
    state = play(state, "traverse NW")
    assert state.position == (0, 0, 0) and state.phase == "stop"


def test_the_river_is_not_a_path():
    state = scenario(2, turns=(3, 3))
    assert "E" not in [a["direction"] for a in state.legal_actions() if a.kind in ("explore", "traverse")]
    refusal = refused(state, "traverse E")
    assert "no exit" in refusal.reason


# Mountains ------------------------------------------------------------------------------------------
def test_moving_off_a_mountain_ends_the_walk_after_that_move():
    mountain = first_of("mountain")
    state, _ = on_corridor(3, cards={(1, -3): (mountain, 0)})
    state = walk_east(state, 1)
    assert state.phase == "move", "stepping onto a Mountain is fine"
    state = walk_east(state, 1)
    assert state.phase == "stop"


def test_a_turn_that_starts_on_a_mountain_allows_one_move():
    mountain = first_of("mountain")
    state, _ = on_corridor(3, cards={(0, -3): (mountain, 0)})
    state = play(state, "stay", "stay")
    assert state.to_move == 0 and state.limit == 1
    state = walk_east(state, 1)
    refusal = state.explain({"kind": "traverse", "direction": "E"})
    assert refusal.rule == "Mountain" and state.phase == "stop"


# Woods ------------------------------------------------------------------------------------------------
def test_woods_send_the_explorer_where_the_stepping_stones_match_the_drawn_card():
    woods = first_of("woods")
    assert CARDS[woods].stones == (3, 4, 5, 6, 3, 4), "from NE clockwise"
    three, rotation = find_card(back="SW", exits=3, unique=False)
    state = scenario(2, cards={(0, -3): (woods, 0)}, tokens={0: WEST_END}, deck=[three],
                     turns=(3, 3))
    state = play(state, "explore SE")  # three stepping stones: north-east or west
    assert state.phase == "woods" and sorted(a["direction"] for a in state.legal_actions()) == ["NE", "W"]
    state = play(state, "woods NE")
    if state.phase == "orient":
        state = play(state, f"orient {rotation}")
    assert (1, -4) in state.cards and (0, -2) not in state.cards


def test_woods_leave_the_direction_alone_when_no_matching_side_is_unexplored():
    woods = first_of("woods")
    four, rotation = find_card(back="NW", exits=4, unique=False)
    # four stepping stones point east and north-west: explore both first
    cards = {(0, -3): (woods, 0), (1, -3): corridor(1, start=(1, -3))[(1, -3)],
             (0, -4): find_card(back="SE")}
    state = scenario(2, cards=cards, tokens={0: WEST_END}, deck=[four], turns=(3, 3))
    state = play(state, "explore SE")
    if state.phase == "orient":
        state = play(state, f"orient {rotation}")
    assert (0, -2) in state.cards


# The end -------------------------------------------------------------------------------------------------
def test_stopping_on_the_destination_camp_wins():
    destination = bw.load_game("bear_valley", players=2).new_game(seed=1).destination
    assert destination == (5, -2), "the two-player short river ends five steps east"
    east = (6, -2)  # the camp's exits face north-east, east and south-east
    state = scenario(2, cards={east: find_card(back="W", unique=False)}, tokens={0: (*east, 0)},
                     turns=(3, 3))
    state = play(state, "traverse W")
    assert state.phase == "stop", "the Destination Camp has water too"
    state = play(state, "stop")
    assert state.is_over and state.result()["winners"] == [0]
    assert state.result()["reason"] == "Red reached the Destination Camp."


def test_when_the_deck_runs_out_the_bears_win_after_that_turn():
    game = bw.load_game("bear_valley", players=2)
    data = game.new_game(seed=1).to_json()["data"]
    last = data["deck"][-1]
    corridor_cards = corridor(1)
    on_map = {c for c, _ in corridor_cards.values()}
    rest = [c for c in data["deck"] if c != last and c not in on_map]
    # lay every other card far away in a row, so that one card is left to draw
    far = {(40 + 2 * k, 40): (c, 0) for k, c in enumerate(rest)}
    state = scenario(2, cards={**corridor_cards, **far}, deck=[last], tokens={0: WEST_END},
                     turns=(3, 3))
    assert len(state.deck) == 1
    state = play(state, "explore E")
    if state.phase == "orient":
        state = play(state, "orient 0")
    assert not state.is_over, "the player who drew the last card finishes the turn"
    assert "explore" not in kinds(state), "nothing left to explore"
    state = play(state, "stay")
    assert state.is_over and state.result()["winners"] == [] and "bears win" in state.result()["reason"]
    status = check_final_status(state, state.name, "The bears win")
    assert status == "The bears win: the Wilderness deck ran out."


def with_quiet(state, quiet: int):
    """The same state, saved and loaded with ``quiet`` turns gone by since a card was drawn."""
    data = state.to_json()["data"]
    data["quiet"] = quiet
    return state.game.state_from_json(seal(STATE_FORMAT, state.game, data))


def test_twenty_rounds_without_exploring_end_the_game_for_the_bears():
    """Our ruling: a map nobody explores any more could never run the deck out."""
    from boardwidgets.games.bear_valley.codes import QUIET_ROUNDS

    state, _ = on_corridor(2)
    almost = with_quiet(state, QUIET_ROUNDS * 2 - 2)
    state = play(almost, "traverse E", "stop")
    assert not state.is_over and state.quiet == QUIET_ROUNDS * 2 - 1
    state = play(state, "stay")
    assert state.is_over and state.result()["winners"] == []
    assert "Nobody explored" in state.result()["reason"]


def test_drawing_a_card_starts_the_quiet_count_again():
    state, _ = on_corridor(1, deck=[find_card(back="W", on=("E",), unique=False)[0]])
    state = lay(play(with_quiet(state, 30), "explore E"))
    assert state.quiet == 0
    state = play(state, "stop")
    assert state.quiet == 1 and not state.is_over


def test_when_nobody_can_do_anything_but_stay_the_bears_win_at_once():
    red = walled_in((5, -5))
    used = {card for card, _ in red.values()}
    yellow = walled_in((-5, 5), used=used)
    state = scenario(2, cards={**red, **yellow}, tokens={0: (5, -5, 0), 1: (-5, 5, 0)}, turns=(3, 3))
    assert kinds(state) == ["stay"]
    state = play(state, "stay")
    assert state.is_over and state.result()["winners"] == []
    assert "Nobody could move" in state.result()["reason"]
    status = check_final_status(state, state.name, "The bears win")
    assert status == "The bears win: nobody could move any more."


def test_one_player_walled_in_does_not_end_the_game():
    state = scenario(2, cards=walled_in((5, -5)), tokens={0: (5, -5, 0)}, turns=(3, 3))
    state = play(state, "stay")
    assert not state.is_over and state.to_move == 1
