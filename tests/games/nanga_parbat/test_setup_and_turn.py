"""Nanga Parbat: setup, trapping, the hiker, the guide (rulebook "Turn Overview",
"Trap an animal", "Replace the animal with a hiker", "Move the guide")."""
from collections import Counter

import pytest

import boardwidgets as bw

from .scenarios import GAME, act, legal, mountain_of, play, scenario


def test_setup_puts_six_of_each_animal_one_per_section():
    state = GAME.new_game(seed=4)
    assert Counter(mountain_of(state).values()) == {
        kind: 6 for kind in ("snow_leopard", "tahr", "musk_deer", "yak", "bharal", "red_panda")}
    assert len(mountain_of(state)) == 36


def test_setup_is_decided_by_the_seed():
    assert GAME.new_game(seed=4) == GAME.new_game(seed=4)
    layouts = {tuple(mountain_of(GAME.new_game(seed=s)).values()) for s in range(20)}
    assert len(layouts) == 20


def test_first_player_is_drawn_at_random_and_the_other_places_the_guide():
    firsts = {GAME.new_game(seed=s).first for s in range(30)}
    assert firsts == {0, 1}
    state = GAME.new_game(seed=4)
    assert state.to_move == 1 - state.first
    assert legal(state) == [{"kind": "place_guide", "region": r} for r in range(1, 7)]
    assert state.first_player == state.first != state.to_move  # the contract's name for it


def test_after_the_guide_is_placed_the_first_player_traps_in_its_region():
    state = GAME.new_game(seed=4)
    state = play(state, "guide 5")
    assert state.to_move == state.first and state.guide == 5
    assert {a["section"] for a in legal(state) if a["kind"] == "trap"} == {
        f"5.{s}" for s in range(1, 7)}
    refusal = state.explain(act("guide 3"))
    assert refusal.rule == "Setup" and "only once" in refusal.reason


def test_nothing_but_placing_the_guide_is_possible_before_the_first_turn():
    state = GAME.new_game(seed=4)
    refusal = state.explain(act("trap 1.1"))
    assert "places the guide" in refusal.reason


def test_only_animals_in_the_guides_region_can_be_trapped():
    state = scenario(guide=2)
    assert {a["section"] for a in legal(state) if a["kind"] == "trap"} == {
        f"2.{s}" for s in range(1, 7)}
    refusal = state.explain(act("trap 1.1"))
    assert refusal.reason == "You can only trap in the guide's region, region 2."
    assert refusal.rule == "Trap an animal"
    with pytest.raises(bw.IllegalAction) as raised:
        state.apply(act("trap 1.1"))
    assert raised.value == refusal


def test_a_section_holding_a_hiker_cannot_be_trapped():
    state = scenario("""
        h1 T M Y B R
        T M Y B R S
        M Y B R S T
        h0 h1 h0 h1 h0 h1
        h1 h0 h1 h0 h1 h0
        B R S T M Y""", guide=1)
    assert act("trap 1.1") not in legal(state)
    assert "Green's hiker stands in that section" in state.explain(act("trap 1.1")).reason


def test_a_hiker_replaces_the_trapped_animal_which_goes_to_the_animal_board():
    state = scenario(guide=2)  # region 2 reads T M Y B R S: 2.4 is a Bharal
    after = play(state, "trap 2.4")
    assert mountain_of(after)["2.4"] == "hiker-0"
    assert after.ready[0] == (0, 0, 0, 0, 1, 0)
    assert after.hikers == (state.hikers[0] - 1, state.hikers[1])


def test_the_guide_moves_to_the_region_numbered_like_the_trapped_section():
    state = scenario(guide=2)
    assert play(state, "trap 2.3").guide == 3
    assert play(state, "trap 2.6").guide == 6


def test_an_empty_guide_region_is_relocated_before_trapping():
    state = scenario(guide=4)  # region 4 holds only hikers
    assert legal(state)[:4] == [{"kind": "relocate_guide", "region": r} for r in (1, 2, 3, 6)]
    assert not [a for a in legal(state) if a["kind"] == "trap"]
    assert "no animals left" in state.explain(act("trap 4.1")).reason
    assert "Region 5 has no animals either" in state.explain(act("relocate 5")).reason
    state = play(state, "relocate 3")
    assert state.guide == 3 and state.phase == "trap"
    assert {a["section"] for a in legal(state) if a["kind"] == "trap"} == {
        f"3.{s}" for s in range(1, 7)}


def test_relocating_is_refused_while_the_guide_region_has_animals():
    state = scenario(guide=1)
    assert "still has animals" in state.explain(act("relocate 3")).reason


def test_one_trap_per_turn():
    state = play(scenario(guide=2, boards=("Y", "")), "trap 2.1")
    assert state.phase == "act" and state.to_move == 0  # the Yak keeps the turn open
    assert "already trapped" in state.explain(act("trap 1.1")).reason


def test_the_turn_cannot_end_before_trapping():
    state = scenario(guide=2)
    assert "must trap" in state.explain(act("end")).reason


def test_the_turn_passes_by_itself_when_nothing_else_can_be_done():
    lonely_hikers = """
        S T M Y B R
        T M Y B R S
        M Y B R S T
        Y B R S T M
        h0 h1 h1 h0 h1 h0
        B R S T M Y"""
    state = scenario(lonely_hikers, guide=2)  # no hiker groups, nothing to activate or trade
    after = play(state, "trap 2.4")
    assert after.to_move == 1 and after.phase == "trap" and after.turn == state.turn + 1
    assert after.log[-1] == "Orange has nothing more to do; the turn passes."


def test_ending_the_turn_passes_it_to_the_opponent():
    state = play(scenario(guide=2, boards=("Y", "")), "trap 2.1", "end")
    assert state.to_move == 1 and state.phase == "trap" and state.guide == 1
    assert state.log[-1] == "Orange ends the turn."
