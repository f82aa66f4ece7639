"""Fireball Island against the rulings file: its numbered rulings and the "Situations to
replay as scenario tests", each a scenario played with real actions (``scenarios.scenario``).
The rulebook's own rules and each card are in ``test_rules.py``.
"""
import random

import pytest

import boardwidgets as bw
from boardwidgets.core.saves import rng_json
from boardwidgets.games.fireball_island.board import KIND, NAMES, ROLLWAYS, ZONE

from .scenarios import (
    data,
    hand,
    jewel,
    legal,
    new_lines,
    passes,
    play,
    rng_for_rolls,
    scenario,
    steps,
    top,
    where,
)


def turn_of(state) -> int:
    return data(state)["active"]


def ways(state) -> set[str]:
    return {a["rollway"] for a in legal(state) if a["kind"] == "aim"}


def asked(state) -> list[tuple[str, int]]:
    """Play no card in every window on top, noting (window, seat) for each one asked."""
    seen = []
    while top(state).get("task") == "window":
        seen.append((top(state)["window"], state.to_move))
        state = state.apply({"kind": "pass"})
    return seen, state


# -- 1. response windows ---------------------------------------------------------------------------
def test_1_every_window_of_a_turn_in_seat_order_from_the_active_player():
    # everyone holds a card (ask_everyone): every window asks every player with cards
    quiet = {0: ["fake_jewel"], 1: ["fake_jewel"], 2: ["cancel"]}
    state = scenario(active=1, at={1: "wt3"}, hands=quiet, rolls=[2, 3], ask_everyone=True)
    state = play(state, "roll")
    seen, state = asked(state)
    assert seen == [("rolled", 1), ("rolled", 2), ("rolled", 0)]
    state = play(state, "step wt4")
    seen, state = asked(state)
    # the move ended; the turn ended (Take Another Turn: its player only); Green's turn starts
    assert seen == [("moved", 1), ("moved", 2), ("moved", 0), ("after", 1), ("start", 2), ("start", 0),
                    ("start", 1)]
    assert top(state) == {"task": "main"} and turn_of(state) == 2


def test_1_only_holders_of_a_card_playable_then_are_asked():
    state = scenario(active=1, at={1: "wt3"}, hands={0: ["double"], 1: ["fake_jewel"], 2: ["cancel"]},
                     rolls=[2, 3])
    state = play(state, "roll")
    seen, state = asked(state)
    assert seen == [("rolled", 0)]
    state = play(state, "step wt4")
    seen, state = asked(state)
    assert seen == [("moved", 0), ("start", 0)]


def test_1_a_fireball_window_and_a_steal_window_and_a_card_window():
    state = scenario(at={0: "wt3", 1: "wt5", 2: "ta4"}, owner=1,
                     hands={1: ["fake_jewel"], 2: ["talisman", "cancel"]}, rolls=[3])
    state = play(state, "roll", "step wt4")
    assert top(state)["window"] == "steal" and state.to_move == 1
    state = play(state, "play fake_jewel")
    assert top(state)["window"] == "card" and state.to_move == 2
    assert legal(state) == [{"kind": "play", "card": "cancel"}, {"kind": "pass"}]
    state = play(state, "pass")
    assert jewel(state)["owner"] == 1 and where(state, 0) == "wt6"


def test_1_a_game_where_nobody_holds_a_playable_card_never_stops_for_a_window():
    # Cancel and Fake Jewel are only playable on a card or a steal: no card is played and the
    # jewel stays by the idol, so every decision is a roll, a cave choice, a step or an aim
    quiet = {"cancel", "fake_jewel"}
    state = scenario(players=4, at={0: "wt3", 1: "ta3", 2: "vp5", 3: "lr5"},
                     deck=["cancel"] * 4 + ["fake_jewel"] * 2)
    picker = random.Random(3)
    decisions = 0
    while decisions < 60 and all(set(hand(state, p)) <= quiet for p in range(4)) \
            and not jewel(state)["captured"]:
        assert top(state)["task"] in ("main", "move", "aim")
        state = state.apply(picker.choice(state.legal_actions()))
        decisions += 1
    turns = sum(line.endswith("'s turn.") or "loses this turn" in line for line in state.log)
    assert turns >= 8 and decisions >= 16
    assert not any("plays" in line for line in state.log)


# -- 2. leaving a cave or a pit --------------------------------------------------------------------
def test_2_leaving_a_cave_the_first_space_is_the_one_next_to_it():
    state = play(scenario(at={0: "cave6"}, rolls=[2]), "leave")  # leaving rolls the die
    assert where(state, 0) == "c6s3"
    assert data(state)["players"][0]["last_path"] == ["cave6", "c6s4", "c6s3"]


def test_2_leaving_a_pit_the_first_space_is_the_rock_chip():
    state = play(scenario(at={0: "pitF"}, rolls=[3]), "roll")
    assert top(state)["path"] == ["pitF", "dr4"] and steps(state) == {"dr3", "dr5"}


# -- 3. the starting space counts as entered -------------------------------------------------------
def test_3_a_piece_never_steps_back_into_the_cave_it_left():
    state = play(scenario(at={0: "cave1"}, rolls=[4]), "leave")
    assert top(state)["path"] == ["cave1", "c1s2", "c1s1", "wt8"] and steps(state) == {"wt7", "wt9"}


# -- 4. the next open space ------------------------------------------------------------------------
def test_4_the_mover_chooses_at_a_fork_past_an_occupied_space():
    state = play(scenario(at={0: "wt6", 1: "wt8"}, rolls=[2]), "roll", "step wt7")
    assert top(state)["left"] == 0 and where(state, 0) == "wt8" and state.to_move == 0
    assert steps(state) == {"wt9", "c1s1"}
    state = play(state, "step c1s1")
    assert where(state, 0) == "c1s1" and where(state, 1) == "wt8"


def test_4_nothing_open_ahead_stop_on_the_last_open_space():
    state = play(scenario(at={0: "wt8", 1: "c1s2", 2: "cave1"}, rolls=[2]), "roll", "step c1s1")
    assert where(state, 0) == "c1s1"
    assert "Nothing is open ahead: Blue stops on the Cave Steps." in state.log
    assert data(state)["players"][0]["last_path"] == ["wt8", "c1s1"]


def test_4_landing_effects_where_the_piece_stops_passing_effects_on_the_way():
    state = play(scenario(at={0: "wt17", 1: "wt19"}, deck=["reroll"], rolls=[2]), "roll", "step wt18")
    # wt19 is occupied: on to the Witchlord Step (passing gives the token, landing too)
    assert where(state, 0) == "step" and data(state)["players"][0]["charm"] == "held"
    state = play(scenario(at={0: "wt14", 1: "wt16"}, deck=["reroll"], rolls=[2]), "roll", "step wt15")
    assert where(state, 0) == "wt17" and hand(state, 0) == ["reroll"]  # lands on dark wt17, not wt15


# -- 5. the longest path ---------------------------------------------------------------------------
@pytest.mark.parametrize("at, blocked", [("c1s2", "cave1"), ("c6s4", "cave6"), ("gsb1", None), ("dr9", None)])
def test_5_dead_ends_never_shorten_a_move_that_can_be_walked_in_full(at, blocked):
    pieces = {0: at} | ({1: blocked} if blocked else {})
    state = play(scenario(at=pieces, rolls=[6]), "roll")
    assert "No way of" not in " ".join(state.log)
    assert top(state)["task"] != "move" or top(state)["left"] + len(top(state)["path"]) - 1 == 6


def test_5_no_way_is_offered_that_cannot_be_finished():
    state = play(scenario(at={0: "br14", 1: "cave6"}, rolls=[6]), "roll", "step br15")
    assert where(state, 0) == "br20"  # not up the Cave Steps to the occupied cave


# -- 6. one piece per space ------------------------------------------------------------------------
def test_6_any_number_of_pieces_on_the_start_a_pit_or_the_water():
    state = play(scenario(at={0: "wt2", 1: "start", 2: "start"}, rolls=[2]), "roll", "step wt1")
    assert [where(state, p) for p in range(3)] == ["start"] * 3
    state = play(scenario(at={1: "wt3", 2: "pitA"}, down={2: True}, rolls=[1]), "roll", "aim witchlord-down")
    assert where(state, 1) == where(state, 2) == "pitA"
    state = play(scenario(at={1: "bridge1", 2: "water"}, rolls=[1]), "roll", "aim heights-bridge")
    assert where(state, 1) == where(state, 2) == "water"


def test_6_a_save_with_two_pieces_on_one_trail_space_is_refused():
    with pytest.raises(bw.SaveFormatError, match="two pieces share"):
        scenario(at={0: "wt3", 1: "wt3"})
    with pytest.raises(bw.SaveFormatError, match="two pieces share"):
        scenario(at={0: "cave2", 1: "cave2"})


# -- 7. fireball hits ------------------------------------------------------------------------------
def test_7_every_space_a_fireball_can_hit_lies_on_a_rollway():
    on_a_way = {node for way in ROLLWAYS for node in way.run}
    for node, zone in enumerate(ZONE):
        if zone is not None:
            assert node in on_a_way, NAMES[node]
            assert KIND[node] in ("trail", "bridge")


def test_7_all_hits_every_exposed_piece_on_the_way():
    state = play(scenario(at={1: "wt3", 2: "wt5"}, rolls=[1]), "roll", "aim witchlord-down")
    assert where(state, 1) == where(state, 2) == "pitA"
    assert ("The fireball rolls down the Witchlord Trail towards the Start and hits Green, Yellow!"
            in state.log)


def test_7_chance_always_hits_the_first_piece_and_fewer_over_many_rolls():
    hits = {"all": 0, "chance": 0}
    for model in hits:
        for k in range(40):
            state = scenario(at={1: "wt3", 2: "wt5"}, rng=rng_for_rolls([1], start=k * 1000), hit_model=model)
            state = play(state, "roll", "aim witchlord-down")
            assert where(state, 2) == "pitA"  # wt5 comes first on the way down
            hits[model] += 1 + (where(state, 1) == "pitA")
    assert hits["all"] == 80
    assert 40 < hits["chance"] < 80


# -- 8. Talisman against a card or the capture -----------------------------------------------------
def test_8_talisman_against_the_fireball_card_stops_the_roll_the_card_is_not_cancelled():
    state = scenario(at={0: "wt3", 2: "ta5"}, hands={1: ["fireball"], 2: ["talisman"]}, start_window=[1])
    state = play(state, "play fireball", "aim step-thunder", "play talisman")
    assert where(state, 2) == "ta5"
    assert data(state)["discard"] == ["fireball", "talisman"]
    assert not any("cancelled" in line for line in state.log)


# -- 9. Double -------------------------------------------------------------------------------------
def test_9_a_double_applies_to_the_next_roll_whoever_rolls():
    state = scenario(at={0: "wt3", 1: "ta3"}, hands={2: ["double"]}, rolls=[2, 3])
    state = play(state, "roll", "pass", "step wt4")
    assert top(state)["window"] == "moved" and state.to_move == 2
    state = play(state, "play double")
    assert turn_of(state) == 1 and data(state)["doubles"] == 1
    state = play(state, "roll")
    assert "Yellow rolls 3, doubled to 6." in state.log


def test_9_a_reroll_after_a_double_rolls_again_and_doubles_again():
    state = scenario(at={0: "wt3"}, hands={0: ["reroll"]}, doubles=1, rolls=[2, 3])
    state = play(state, "roll")
    assert "Blue rolls 2, doubled to 4." in state.log
    state = play(state, "play reroll")
    assert "Blue rolls 3, doubled to 6." in state.log
    assert top(state)["left"] == 6


def test_9_a_reroll_after_two_doubles_quadruples_again():
    state = scenario(at={0: "wt3"}, hands={1: ["reroll"]}, doubles=2, rolls=[1, 2])
    state = play(state, "roll")
    assert "Blue rolls 1, doubled to 4." in state.log
    state = play(state, "play reroll")
    assert "Blue rolls 2, doubled to 8." in state.log


# -- 10. Move Ahead --------------------------------------------------------------------------------
def test_10_no_move_ahead_during_a_lost_turn():
    state = scenario(at={0: "wt3", 1: "pitA"}, down={1: True}, hands={2: ["ahead4"]}, rolls=[2])
    state = play(state, "roll", "step wt4")
    assert "Yellow stands up in smolder pit A and loses this turn." in state.log
    assert turn_of(state) == 2 and top(state)["window"] == "start" and state.to_move == 2  # Green's turn


def test_10_move_ahead_is_not_a_cave_roll():
    state = play(scenario(at={0: "ta9"}, hands={0: ["ahead4"]}, rolls=[2, 5]), "roll", "step ta10",
                 "step cave2")
    assert where(state, 0) == "cave5"  # the cave roll was rolled: Move Ahead was never asked about


# -- 11. Move Back ---------------------------------------------------------------------------------
def test_11_move_back_retraces_through_an_occupied_space():
    state = scenario(at={0: "wt6", 2: "wt5"}, hands={1: ["back2"]}, start_window=[1],
                     last_path={0: ["wt3", "wt4", "wt5", "wt6"]})
    state = play(state, "play back2")
    assert where(state, 0) == "wt4" and where(state, 2) == "wt5"


def test_11_move_back_onto_an_occupied_space_moves_on_along_the_path():
    state = scenario(at={0: "wt6", 2: "wt4"}, hands={1: ["back2"]}, start_window=[1],
                     last_path={0: ["wt2", "wt3", "wt4", "wt5", "wt6"]})
    state = play(state, "play back2")
    assert where(state, 0) == "wt3"


# -- 12. fireballed on your own turn ---------------------------------------------------------------
def test_12_your_next_turn_is_the_stand_up():
    state = scenario(players=2, at={0: "wt3", 1: "junction"}, rolls=[1, 2])
    state = play(state, "roll", "aim witchlord-down")
    assert turn_of(state) == 1
    state = play(state, "roll", "step start")
    assert "Blue stands up in smolder pit A and loses this turn." in state.log
    assert turn_of(state) == 1 and where(state, 0) == "pitA"


# -- 14. Take 1 Card and the reshuffle -------------------------------------------------------------
def test_14_the_reshuffle_is_seeded():
    def land():
        return play(scenario(at={0: "start"}, empty_deck=True, rolls=[2]), "roll", "step wt1")
    assert data(land())["deck"] == data(land())["deck"]


# -- situations to replay --------------------------------------------------------------------------
def test_situation_cave_roll_of_5_into_cave_5_and_into_an_occupied_cave_5():
    state = play(scenario(at={0: "ta9"}, rolls=[2, 5]), "roll", "step ta10", "step cave2")
    assert where(state, 0) == "cave5" and "Blue moves to Cave 5." in state.log
    state = play(scenario(at={0: "ta9", 2: "cave5"}, rolls=[2, 5, 4]), "roll", "step ta10", "step cave2")
    assert where(state, 0) == "cave2" and "Cave 5 is occupied: Blue stays." in state.log
    assert turn_of(state) == 1 and data(state)["rng"] == rng_json(rng_after(rng_for_rolls([2, 5, 4]), 2))


def rng_after(value: int, rolls: int) -> int:
    from boardwidgets.core.rng import Rng

    rng = Rng(value)
    for _ in range(rolls):
        rng.roll()
    return rng.state


def test_situation_cave_roll_of_1_cave_1_then_the_fireball():
    state = play(scenario(at={0: "hr5", 1: "fc3"}, rolls=[2, 1]), "roll", "step hr6", "step cave5")
    lines = state.log
    assert lines.index("Blue moves to Cave 1.") < lines.index("A 1 was rolled: a fireball must roll.")
    assert where(state, 0) == "cave1" and top(state)["task"] == "aim"
    state = play(state, "aim chute-chute")
    assert where(state, 1) == "pitD"


def test_situation_cave_4_only_a_cave_roll():
    # Green's turn ends; at Blue's turn Yellow's Move Ahead and Move Back are no use: not asked
    state = scenario(active=2, at={0: "cave4", 2: "wt3"}, hands={1: ["ahead4", "back1"]}, rolls=[2, 4])
    state = play(state, "roll", "pass", "step wt4")  # Yellow keeps his Move Back for later
    assert top(state)["window"] == "moved" and state.to_move == 1  # Move Back against Green
    state = play(state, "pass")
    assert turn_of(state) == 0 and legal(state) == [{"kind": "cave"}]
    state = play(state, "cave")
    assert where(state, 0) == "cave4" and "Cave 4 is occupied: Blue stays." in state.log
    state = play(scenario(at={0: "cave4"}, rolls=[2]), "cave")
    assert where(state, 0) == "cave2"


def test_situation_bridges():
    state = play(scenario(at={0: "pk1"}, rolls=[6]), "roll", "step pk2")
    assert where(state, 0) == "bridge2" and top(state)["task"] == "main" and turn_of(state) == 1
    state = play(scenario(at={0: "pk1", 1: "bridge2"}, rolls=[6]), "roll", "step pk2")
    assert where(state, 0) == "vp3"  # pk2, pk3, the bridge, vp1, vp2, vp3
    state = scenario(at={0: "vp2"}, hands={1: ["back3"]}, start_window=[1],
                     last_path={0: ["pk3", "bridge2", "vp1", "vp2"]})
    state = play(state, "play back3")
    assert where(state, 0) == "bridge2"


def test_situation_jewel_on_a_rock_chip_taken_by_passing_on_a_bridge_by_stopping():
    state = play(scenario(at={0: "vp2", 1: "pitE"}, jewel_at="vp4", rolls=[4]), "roll", "step vp3")
    assert where(state, 0) == "vp6" and jewel(state)["owner"] == 0
    state = play(scenario(at={0: "gsb4", 1: "water"}, jewel_at="bridge1", rolls=[6]), "roll")
    assert where(state, 0) == "gsb5" and steps(state) == {"g2", "bridge1"}
    state = play(state, "step bridge1")
    assert where(state, 0) == "bridge1" and jewel(state)["owner"] == 0 and turn_of(state) == 1


def test_situation_capture_with_count_left():
    state = scenario(at={0: "br2", 1: "wt3", 2: "cave3"}, hands={0: ["cancel"]},
                     deck=["fake_jewel", "fake_jewel", "cancel"], rolls=[6, 2, 2, 2, 2])
    state = play(state, "roll", "step br1")
    assert where(state, 0) == "vkp" and jewel(state)["owner"] == 0
    assert len(hand(state, 0)) == 4
    assert ways(state) == {"vulkar-channel", "witchlord-down"}
    state = play(state, "aim vulkar-channel")
    assert where(state, 1) == "pitA"
    order = []
    for _ in range(3):
        order.append(turn_of(state))
        state = passes(play(state, "roll"))
        while top(state).get("task") == "move":
            state = play(state, f"step {sorted(steps(state))[0]}")
        state = passes(state)
    assert order == [0, 0, 0]
    assert state.log.count("Blue takes another turn.") == 3
    assert "Yellow stands up in smolder pit A and loses this turn." in state.log
    assert turn_of(state) == 2


def test_situation_fake_jewel_cancel_and_cancel_on_that_cancel():
    base = dict(at={0: "wt3", 1: "wt5"}, owner=1, rolls=[3])
    state = play(scenario(hands={1: ["fake_jewel"]}, **base), "roll", "step wt4", "play fake_jewel")
    assert jewel(state)["owner"] == 1 and where(state, 0) == "wt6"
    state = play(scenario(hands={1: ["fake_jewel"], 2: ["cancel"]}, **base), "roll", "step wt4",
                 "play fake_jewel", "play cancel")
    assert "Fake Jewel is cancelled." in state.log
    assert jewel(state)["owner"] == 0 and where(state, 0) == "wt6"
    state = play(scenario(hands={1: ["fake_jewel", "cancel"], 2: ["cancel"]}, **base), "roll", "step wt4",
                 "play fake_jewel", "play cancel")
    assert top(state)["window"] == "card" and state.to_move == 1
    state = play(state, "play cancel")
    assert "Cancel is cancelled." in state.log
    assert jewel(state)["owner"] == 1 and where(state, 0) == "wt6"
    assert sorted(data(state)["discard"]) == ["cancel", "cancel", "fake_jewel"]


def test_situation_a_one_then_a_reroll_no_fireball():
    state = scenario(at={0: "wt3", 1: "ta5"}, hands={1: ["reroll"]}, rolls=[1, 3])
    state = play(state, "roll", "play reroll")
    assert where(state, 1) == "ta5" and top(state)["task"] == "move" and top(state)["left"] == 3
    assert "Blue rolled a 1: no move, a fireball must roll." not in state.log


def test_situation_move_back_before_and_after_the_roll():
    state = scenario(at={0: "wt6"}, hands={1: ["back1", "back2"]}, start_window=[1], rolls=[3],
                     last_path={0: ["wt4", "wt5", "wt6"]})
    state = play(state, "play back2")
    assert where(state, 0) == "wt4"
    state = play(state, "pass", "roll", "pass", "step wt5")
    assert where(state, 0) == "wt7" and top(state)["window"] == "moved"
    before = state
    state = play(state, "play back1")
    assert where(state, 0) == "wt6"
    assert new_lines(before, state) == ["Yellow plays Move Back 1.", "Blue must move back 1 space.",
                                        "Blue stops on Witchlord Trail.", "Yellow's turn."]


def test_situation_double_on_a_1():
    state = scenario(at={0: "wt3", 1: "ta5"}, hands={0: ["double"]}, start_window=[0], rolls=[1])
    state = play(state, "play double", "roll", "step wt4")
    assert where(state, 0) == "wt5" and where(state, 1) == "ta5"


def test_situation_only_the_roller_exposed_his_own_piece_or_his_talisman():
    state = play(scenario(at={0: "ta5", 1: "junction", 2: "cave2"}, rolls=[1]), "roll")
    assert ways(state) == {"step-thunder"}
    hit = play(state, "aim step-thunder")
    assert where(hit, 0) == "pitB" and turn_of(hit) == 1
    state = play(scenario(at={0: "ta5", 1: "junction", 2: "cave2"}, hands={0: ["talisman"]}, rolls=[1]),
                 "roll", "aim step-thunder", "play talisman")
    assert where(state, 0) == "ta5"
