"""Agents work on any game through the contract; bw.play builds a game against them."""
import pytest

import boardwidgets as bw
from tests.games.nanga_parbat.scenarios import scenario


def test_random_agent_is_reproducible_from_its_seed():
    state = bw.load_game("nanga_parbat").new_game(seed=2)
    picks = [bw.agents.Random(seed=5).choose(state) for _ in range(3)]
    assert len(set(picks)) == 1 and picks[0] in state.legal_actions()


def test_mcts_is_reproducible_and_plays_legal_moves():
    state = bw.load_game("nanga_parbat").new_game(seed=2)
    a = bw.agents.MCTS(iterations=30, seed=1).choose(state)
    assert a == bw.agents.MCTS(iterations=30, seed=1).choose(state)
    assert a in state.legal_actions()


def test_mcts_takes_a_claim_that_wins_the_game_at_once():
    # Orange trails 8-9 with one cube left and Green has placed all five: a
    # claim of three Yaks (Bharal wild) ends the game at once, and Orange wins.
    chart = {**{f"camps-{c}": 1 for c in range(1, 6)},
             **{f"different-{c}": 0 for c in range(1, 5)}}
    state = scenario(phase="act", boards=("Y Y B", ""), chart=chart, scores=(8, 9))
    mcts = bw.agents.MCTS(iterations=200, seed=0)
    for _ in range(10):
        state = state.apply(mcts.choose(state))
        if state.is_over:
            break
    assert state.is_over and state.result()["winners"] == [0]


def test_mcts_needs_an_iteration():
    with pytest.raises(ValueError):
        bw.agents.MCTS(iterations=0)


def test_play_sets_up_a_game_against_the_computer():
    board = bw.play("nanga_parbat", opponents="mcts", seed=3)
    assert isinstance(board.match.agents[1], bw.agents.MCTS) and 0 not in board.match.agents
    board = bw.play("nanga_parbat", opponents=None, seat=1, seed=3)
    assert board.match.agents == {}
    with pytest.raises(bw.GameConfigError, match="Unknown opponent 'genius'"):
        bw.play("nanga_parbat", opponents="genius")
    with pytest.raises(bw.GameConfigError, match="seat must be a player number"):
        bw.play("nanga_parbat", seat=2)
