"""Nanga Parbat: the points chart (rulebook "Points Chart", "Build camps or trade
animals", its three rows and "Notes on building and trading")."""
import boardwidgets as bw

from .scenarios import act, legal, play, scenario

# Orange's hikers: a triangle in region 1 (1.1, 1.2, 1.3) and 1.5; Green's in region 2.
CAMP_SITE = """
    h0 h0 h0 S h0 R
    h1 h1 Y B R S
    M Y B R S T
    Y B R S T M
    T M Y B R S
    B R S T M Y"""


def claims(state) -> set[tuple[str, int]]:
    return {(a["row"], a["column"]) for a in legal(state) if a["kind"] == "claim"}


def picks(state) -> set:
    return {a.get("section") or (a["animal"], a["used"]) for a in legal(state)
            if a["kind"].startswith("pick")}


def test_the_chart_offers_only_spots_whose_requirement_is_met():
    # 4 adjacent hikers (1.1 1.2 1.3 1.5), no animals: camps needing 3 or 4
    state = scenario(CAMP_SITE, phase="act")
    assert claims(state) == {("camps", 3), ("camps", 4), ("camps", 5)}
    refusal = state.explain(act("claim camps 2"))
    assert "biggest group of adjacent hikers has 4" in refusal.reason
    assert refusal.rule == "Row 1: Build Camps"


def test_building_camps_turns_adjacent_hikers_into_camps_for_points():
    state = scenario(CAMP_SITE, phase="act")
    state = play(state, "claim camps 4", "pick 1.1", "pick 1.2", "pick 1.3")  # 3 camps, 5 points
    mountain = state.to_json()["data"]["mountain"]
    assert [mountain[s] for s in ("1.1", "1.2", "1.3")] == ["camp-0"] * 3
    assert mountain["1.5"] == "hiker-0"
    assert state.scores == (5, 0)


def test_camps_need_each_hiker_next_to_one_already_chosen():
    state = play(scenario(CAMP_SITE, phase="act"), "claim camps 3", "pick 1.1")
    assert picks(state) == {"1.2", "1.3"}  # 1.5 touches 1.2 and 1.3, not 1.1
    refusal = state.explain(act("pick 1.5"))
    assert "next to one already chosen" in refusal.reason
    assert "Only your own hikers" in state.explain(act("pick 2.1")).reason


def test_hikers_converted_to_camps_are_not_returned_to_the_stock():
    state = scenario(CAMP_SITE, phase="act")
    after = play(state, "claim camps 3", "pick 1.1", "pick 1.2", "pick 1.3", "pick 1.5")
    assert after.hikers == state.hikers
    assert after.camps == (state.camps[0] - 4, state.camps[1])
    assert after.cubes == (4, 5)
    assert after.scores == (7, 0)


def test_a_hiker_group_too_small_cannot_start_the_camps():
    state = scenario("""
        h0 h0 S T M Y
        h1 B R S T M
        h0 h0 h0 Y B R
        Y B R S T M
        T M Y B R S
        B R S T M Y""", phase="act")
    state = play(state, "claim camps 4")  # needs 3: only region 3's group is big enough
    assert picks(state) == {"3.1", "3.2", "3.3"}
    assert "too small" in state.explain(act("pick 1.1")).reason


def test_a_dotted_path_makes_sections_adjacent():
    state = scenario("""
        S T M Y h0 R
        T h0 h0 B R S
        M Y B R S T
        Y B R S T M
        T M Y B R S
        B R S T M Y""", phase="act")
    assert ("camps", 4) in claims(state)  # 1.5 reaches 2.3 only along the dotted path
    state = play(state, "claim camps 4", "pick 1.5", "pick 2.3", "pick 2.2")
    assert state.camps[0] == 9


def test_building_needs_enough_camps_left():
    ten_camps = """
        c0 c0 c0 c0 c0 c0
        c0 c0 c0 c0 h0 h0
        h0 Y B R S T
        Y B R S T M
        T M Y B R S
        B R S T M Y"""
    state = scenario(ten_camps, phase="act")
    assert state.camps[0] == 2
    assert not claims(state)
    assert "only 2 camps left" in state.explain(act("claim camps 5")).reason


def test_trading_different_animals_with_a_bharal_as_a_wild():
    state = scenario(phase="act", boards=("S T M B", ""))
    assert {c for c in claims(state) if c[0] == "different"} == {
        ("different", 3), ("different", 4), ("different", 5)}  # 4 kinds with the wild
    state = play(state, "claim different 3", "pick snow_leopard", "pick tahr", "pick bharal",
                 "pick musk_deer")
    assert state.ready[0] == (0,) * 6 and state.scores == (6, 0)
    assert state.traded == (2, 2, 2, 2, 2, 2)  # out of the game for good


def test_two_bharal_stand_for_two_missing_kinds():
    state = scenario(phase="act", boards=("S B B", ""))
    state = play(state, "claim different 4", "pick bharal", "pick snow_leopard", "pick bharal")
    assert state.scores == (4, 0)


def test_different_animals_must_all_differ():
    state = play(scenario(phase="act", boards=("S S T M", "")), "claim different 4",
                 "pick snow_leopard")
    assert ("snow_leopard", False) not in picks(state)
    assert "must all differ" in state.explain(act("pick snow_leopard")).reason


def test_trading_animals_of_one_kind_with_a_used_one_and_a_wild():
    state = scenario(phase="act", boards=("Y Y* B S", ""))
    assert {c for c in claims(state) if c[0] == "same"} == {("same", 4), ("same", 5)}
    state = play(state, "claim same 4")
    assert picks(state) == {("yak", False), ("yak", True), ("bharal", False)}
    assert "could no longer complete" in state.explain(act("pick snow_leopard")).reason
    state = play(state, "pick yak*", "pick bharal")
    assert "all be of one kind" in state.explain(act("pick snow_leopard")).reason
    state = play(state, "pick yak")
    assert state.ready[0] == (1, 0, 0, 0, 0, 0) and state.used[0] == (0,) * 6
    assert state.scores == (4, 0)


def test_traded_animals_can_no_longer_be_activated():
    state = play(scenario(phase="act", boards=("Y Y B", "")), "claim same 5",
                 "pick yak", "pick yak", "pick bharal")
    assert state.ready[0][3] == 0
    assert "no Yak on your animal board" in state.explain(act("activate yak")).reason


def test_only_one_claim_per_turn():
    state = play(scenario(phase="act", boards=("Y Y B T", "")), "claim same 5",
                 "pick yak", "pick yak", "pick bharal")
    assert state.to_move == 0 and not claims(state)  # the turn is still open: the Tahr
    assert "only one spot" in state.explain(act("claim same 4")).reason


def test_a_claimed_spot_is_closed_to_both_players():
    state = scenario(phase="act", boards=("Y Y B", ""), chart={"same-5": 1})
    assert {c for c in claims(state) if c[0] == "same"} == {("same", 4)}
    assert "already claimed by Green" in state.explain(act("claim same 5")).reason


def test_a_player_whose_five_cubes_are_placed_skips_the_chart():
    chart = {f"camps-{c}": 0 for c in range(1, 6)}
    state = scenario(phase="act", boards=("Y Y B", ""), chart=chart)
    assert state.cubes == (0, 5) and not claims(state)
    assert "all 5 of your cubes" in state.explain(act("claim same 5")).reason


def test_claims_come_after_trapping():
    state = scenario(phase="trap", boards=("Y Y B", ""))
    assert not claims(state)
    assert "First trap an animal" in state.explain(act("claim same 5")).reason


def test_landing_on_the_opponents_spot_moves_one_further():
    state = play(scenario(phase="act", boards=("Y Y B", ""), scores=(2, 5)),
                 "claim same 5", "pick yak", "pick yak", "pick bharal")  # 2 + 3 lands on 5
    assert state.scores == (6, 5)
    assert "That spot is taken by Green's marker: Orange moves on to 6." in state.log


def test_a_claim_cannot_be_interrupted_by_other_actions():
    state = play(scenario(phase="act", boards=("Y Y B", "")), "claim same 5")
    assert {a["kind"] for a in legal(state)} == {"pick_animal"}
    assert "Finish what you started" in state.explain(act("activate yak")).reason
    assert "Finish what you started" in state.explain(act("end")).reason


def test_the_action_list_is_unambiguous_json():
    game = bw.load_game("nanga_parbat")
    state = play(scenario(phase="act", boards=("Y Y* B", "")), "claim same 5")
    for action in state.legal_actions():
        assert game.action_from_json(action.to_json()) == action
