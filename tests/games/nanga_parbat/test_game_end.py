"""Nanga Parbat: the end of the game, the winner, and the area scoring variant
(rulebook "Game End" and "Area Scoring Variant")."""
from .scenarios import legal, play, scenario

# Orange has placed 14 hikers, Green all 15; region 6 still has its animals.
LAST_HIKER = """
    h0 h0 h0 h0 h0 h0
    h0 h0 h0 h0 h0 h0
    h0 h0 S h1 h1 h1
    h1 h1 h1 h1 h1 h1
    h1 h1 h1 h1 h1 h1
    T M Y B R S"""
FOUR_CUBES_EACH = {**{f"camps-{c}": 1 for c in range(1, 6)},
                   **{f"different-{c}": 0 for c in range(1, 5)}}


def test_the_game_ends_at_once_when_both_players_have_placed_all_hikers():
    state = scenario(LAST_HIKER, guide=6, scores=(10, 8))
    assert state.hikers == (1, 0)
    state = play(state, "trap 6.1")
    assert state.is_over and state.to_move is None and state.phase == "over"
    assert legal(state) == []
    assert state.result() == {
        "winners": [0], "scores": {0: 10, 1: 8},
        "reason": "The game ends because both players have placed all their hikers: "
                  "Orange wins 10 to 8."}


def test_the_game_goes_on_while_one_player_still_has_hikers():
    state = scenario(LAST_HIKER.replace("h1 h1 h1 h1 h1 h1\n    T", "h1 h1 h1 h1 h1 B\n    T"),
                     guide=6)
    assert state.hikers == (1, 1)
    state = play(state, "trap 6.1", "end")
    assert not state.is_over and state.to_move == 1 and state.hikers == (0, 1)
    state = play(state, "relocate 5", "trap 5.6")  # the guide went to the empty region 1
    assert state.is_over


def test_equal_scores_at_the_end_are_a_draw():
    state = play(scenario(LAST_HIKER, guide=6), "trap 6.1")
    assert state.result()["winners"] == [0, 1]
    assert "a draw at 0 points each" in state.result()["reason"]


def test_the_game_ends_at_once_when_both_players_have_placed_all_cubes():
    state = scenario(phase="act", boards=("Y Y B", ""), chart=FOUR_CUBES_EACH, scores=(3, 9))
    assert state.cubes == (1, 0)
    state = play(state, "claim same 5", "pick yak", "pick yak", "pick bharal")
    assert state.is_over
    assert state.result()["winners"] == [1]
    assert "both players have placed all their cubes" in state.result()["reason"]


def test_area_variant_ignores_the_cubes_ending():
    state = scenario(phase="act", boards=("Y Y B", ""), chart=FOUR_CUBES_EACH, variant="area")
    state = play(state, "claim same 5", "pick yak", "pick yak", "pick bharal")
    assert not state.is_over and state.cubes == (0, 0)


def test_area_variant_finishes_the_last_turn_then_scores_regions_in_order():
    state = play(scenario(LAST_HIKER, guide=6, variant="area"), "trap 6.1")
    assert not state.is_over and state.phase == "act"
    assert any(a["kind"] == "claim" for a in legal(state))  # the last turn still has step 4
    state = play(state, "end")
    # regions 1 and 2: six Orange pieces, 3 points each; regions 4 and 5: six Green
    # pieces, 3 points each, and Green's second 3 lands on Orange's 6 and moves to 7
    assert state.is_over and state.scores == (6, 7)
    assert state.result()["winners"] == [1]
    area_lines = state.log[state.log.index("Area scoring: each region in turn."):]
    assert area_lines[1:5] == [
        "Orange scores 3 points for 6 pieces in region 1 (now 3).",
        "Orange scores 3 points for 6 pieces in region 2 (now 6).",
        "Green scores 3 points for 6 pieces in region 4 (now 3).",
        "Green scores 3 points for 6 pieces in region 5 (now 6).",
    ]
    assert area_lines[5] == "That spot is taken by Orange's marker: Green moves on to 7."


def test_area_points_are_one_two_three_for_four_five_six_pieces():
    layout = """
        h0 h0 h0 S T M
        h0 h0 h0 h0 h0 Y
        c0 h0 h0 c0 h0 h0
        h1 h1 h1 h1 h1 R
        h1 h1 h1 h1 h1 h1
        h1 h1 h1 h1 B Y"""
    state = scenario(layout, guide=1, variant="area", scores=(10, 0))
    assert state.hikers == (1, 0)
    state = play(state, "trap 1.4", "end")  # region 1 now holds 4 Orange hikers
    # Orange: region 1 has 4 -> 1, region 2 has 5 -> 2, region 3 has 6 (camps count) -> 3;
    # Green: region 4 has 5 -> 2, region 5 has 6 -> 3, region 6 has 4 -> 1
    assert state.is_over and state.scores == (16, 6)


def test_the_last_status_says_who_won_by_how_much_and_why():
    """A seeded game played to its end by two computer players, and a draw: the status names
    the winners first, exactly as the result does."""
    import boardwidgets as bw
    from tests.games.views import check_final_status

    state = bw.load_game("nanga_parbat").new_game(seed=2)
    agents = [bw.agents.Heuristic(seed=0), bw.agents.Heuristic(seed=1)]
    while not state.is_over:
        state = state.apply(agents[state.to_move].choose(state))
    assert check_final_status(state) == ("Green wins 36 to 31: the game ends because both players have "
                                         "placed all their cubes.")
    draw = play(scenario(LAST_HIKER, guide=6), "trap 6.1")
    assert check_final_status(draw) == ("Orange and Green share the win with 0 points each: the game ends "
                                        "because both players have placed all their hikers.")
