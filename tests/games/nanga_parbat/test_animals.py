"""Nanga Parbat: activations and special animals (rulebook "Activating Animals",
"Snow Leopard", "Tahr", "Musk Deer", "Yak", "Bharal", "Red Panda")."""
import pytest

import boardwidgets as bw

from .scenarios import NEIGHBOURS, act, legal, mountain_of, play, scenario


def kinds(state) -> list[str]:
    return [a["kind"] for a in legal(state)]


def sections(state) -> set[str]:
    return {a["section"] for a in legal(state) if a["kind"] == "pick_section"}


def test_snow_leopard_swaps_two_adjacent_hikers_of_different_players():
    state = scenario(NEIGHBOURS, phase="act", boards=("S", ""))
    state = play(state, "activate snow_leopard")
    assert sections(state) == {"1.1", "1.2", "1.3"}
    state = play(state, "pick 1.1")
    assert sections(state) == {"1.2"}
    assert "two hikers of one colour" in state.explain(act("pick 1.3")).reason
    state = play(state, "pick 1.2")
    assert mountain_of(state)["1.1"] == "hiker-1" and mountain_of(state)["1.2"] == "hiker-0"
    assert state.ready[0][0] == 0 and state.used[0][0] == 1


def test_camps_never_move():
    state = play(scenario(NEIGHBOURS, phase="act", boards=("S", "")), "activate snow_leopard")
    assert "Camps never move" in state.explain(act("pick 1.5")).reason


def test_tahr_swaps_a_hiker_with_an_adjacent_animal():
    state = play(scenario(NEIGHBOURS, phase="act", boards=("T", "")), "activate tahr", "pick 1.3")
    assert sections(state) == {"1.6"}  # 1.2 is a hiker, 1.5 a camp; 3.1 touches 1.6, not 1.3
    assert "sharing a border" in state.explain(act("pick 2.1")).reason
    state = play(state, "pick 1.6")
    assert mountain_of(state)["1.3"] == "red_panda" and mountain_of(state)["1.6"] == "hiker-0"


def test_musk_deer_swaps_two_animals_of_different_kinds_anywhere():
    state = play(scenario(NEIGHBOURS, phase="act", boards=("M", "")), "activate musk_deer",
                 "pick 1.4")
    assert "2.3" not in sections(state)  # another Yak: the swap would change nothing
    assert "different kind" in state.explain(act("pick 2.3")).reason
    assert "holds none" in state.explain(act("pick 1.2")).reason
    state = play(state, "pick 6.1")
    assert mountain_of(state)["1.4"] == "bharal" and mountain_of(state)["6.1"] == "yak"


def test_yak_sends_the_guide_to_another_region_even_before_trapping():
    state = play(scenario(guide=2, boards=("Y", "")), "activate yak")
    assert legal(state) == [{"kind": "pick_region", "region": r} for r in (1, 3, 4, 5, 6)]
    assert "different region" in state.explain(act("region 2")).reason
    state = play(state, "region 6")
    assert state.guide == 6 and state.phase == "trap"
    assert {a["section"] for a in legal(state) if a["kind"] == "trap"} == {
        f"6.{s}" for s in range(1, 7)}


def test_each_animal_is_activated_once():
    state = play(scenario(guide=2, boards=("Y", "")), "activate yak", "region 6")
    assert "activate" not in kinds(state)
    assert "already been activated" in state.explain(act("activate yak")).reason


def test_an_animal_can_be_activated_on_the_turn_it_is_trapped():
    state = play(scenario(guide=1), "trap 1.4")  # region 1: S T M Y B R
    assert {"kind": "activate", "animal": "yak"} in legal(state)


def test_activations_are_refused_without_the_animal_or_without_a_use():
    state = scenario(NEIGHBOURS, phase="act")
    assert "no Tahr on your animal board" in state.explain(act("activate tahr")).reason
    no_contact = scenario(NEIGHBOURS.replace("h0 h1 h0", "h0 Y h0"), phase="act",
                          boards=("S", ""))
    refusal = no_contact.explain(act("activate snow_leopard"))
    assert "No two hikers of different players" in refusal.reason
    assert refusal.rule == "Snow Leopard (White)"


def test_bharal_and_red_panda_are_never_activated():
    state = scenario(phase="act", boards=("B R", ""))
    assert "activate" not in kinds(state)
    for animal, why in (("bharal", "wild"), ("red_panda", "scores a point")):
        request = {"kind": "activate", "animal": animal}
        refusal = state.explain(request)
        assert refusal.rule == "Special Animals" and why in refusal.reason
        assert "no power to activate" in refusal.reason
        with pytest.raises(bw.IllegalAction) as raised:
            state.apply(request)
        assert raised.value == refusal


@pytest.mark.parametrize("request_, rule, words", [
    ({"kind": "trap", "section": "7.1"}, "Mountain", "no section '7.1'"),
    ({"kind": "pick_region", "region": 0}, "Mountain", "no region 0"),
    ({"kind": "claim", "row": "camps", "column": 6}, "Points Chart", "columns 1 to 5"),
    ({"kind": "activate", "animal": "dragon"}, "Activating Animals", "no animal called 'dragon'"),
])
def test_moves_that_no_position_offers_are_refused_by_the_rules(request_, rule, words):
    state = scenario(phase="act", boards=("B R", ""))
    refusal = state.explain(request_)
    assert refusal.rule == rule and words in refusal.reason


def test_an_action_of_an_unknown_shape_is_refused_with_the_field_that_is_wrong():
    state = scenario(phase="act")
    for bad, words in (({"kind": "trap", "region": 3}, "needs section (text) and has no field 'region'"),
                       ({"kind": "fly"}, "has no move of kind 'fly'"),
                       ({"kind": "trap", "section": 7}, "takes section as text, not 7")):
        refusal = state.explain(bad)
        assert words in refusal.reason and refusal.rule == "how a move is written"
        with pytest.raises(bw.IllegalAction) as raised:
            state.apply(bad)
        assert raised.value == refusal


def test_red_panda_scores_when_the_trapper_is_not_ahead():
    assert play(scenario(guide=1), "trap 1.6").scores == (1, 0)  # tied at 0
    assert play(scenario(guide=1, scores=(2, 7)), "trap 1.6").scores == (3, 7)


def test_red_panda_gives_nothing_to_a_player_who_is_ahead():
    state = play(scenario(guide=1, scores=(5, 2)), "trap 1.6")
    assert state.scores == (5, 2)
    assert "Orange is ahead, so the Red Panda gives no point." in state.log


def test_red_panda_point_also_bumps_past_the_opponent():
    assert play(scenario(guide=1, scores=(3, 4)), "trap 1.6").scores == (5, 4)
