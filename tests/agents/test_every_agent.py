"""Every agent, on every registered game: legal moves only, no peeking, reproducible,
and stronger than chance where it should be.

A game joins these tests by registering, like the contract tests. "No peeking"
is tested the way an opponent would cheat: the agent is shown a position whose
hidden parts were redrawn (``determinize``) and must decide exactly as it does
on the real one, with the same seed.
"""
import random

import pytest

import boardwidgets as bw
from boardwidgets.agents import MCTS, Heuristic, Random

TWO_PLAYER = [(info.name, variant) for info in bw.games() if info.min_players <= 2 <= info.max_players
              for variant in info.variants[:1]]
AGENTS = {"random": lambda seed: Random(seed=seed), "heuristic": lambda seed: Heuristic(seed=seed),
          "mcts": lambda seed: MCTS(iterations=40, seed=seed, playout_depth=6)}
CONFIGS = [(info.name, players) for info in bw.games()
           for players in sorted({info.min_players, info.max_players})]


def positions(game, seed: int, count: int = 12):
    """Some positions along a seeded random game."""
    state, chooser = game.new_game(seed=seed), random.Random(seed)
    out = []
    while not state.is_over and len(out) < count:
        out.append(state)
        for _ in range(chooser.randrange(1, 8)):
            if state.is_over:
                break
            state = state.apply(chooser.choice(state.legal_actions()))
    return out


@pytest.mark.parametrize("kind", sorted(AGENTS))
@pytest.mark.parametrize("name, players", CONFIGS)
def test_agents_choose_legal_moves_and_say_why(kind, name, players):
    game = bw.load_game(name, players=players)
    for state in positions(game, seed=7):
        agent = AGENTS[kind](3)
        action = agent.choose(state)
        assert action in state.legal_actions()
        assert isinstance(agent.last_reason, str) and agent.last_reason


@pytest.mark.parametrize("kind", sorted(AGENTS))
@pytest.mark.parametrize("name, players", CONFIGS)
def test_agents_never_read_what_is_hidden_from_them(kind, name, players):
    game = bw.load_game(name, players=players)
    for number, state in enumerate(positions(game, seed=11, count=6)):
        me = state.to_move
        other = state.determinize(me, f"redrawn-{number}")
        assert other.view(me) == state.view(me)
        assert AGENTS[kind](5).choose(state) == AGENTS[kind](5).choose(other)


@pytest.mark.parametrize("kind", sorted(AGENTS))
def test_agents_replay_exactly_from_their_seeds(kind):
    game = bw.load_game("nanga_parbat")

    def play(seed):
        match = bw.Match(game, seed=4, agents={0: AGENTS[kind](seed), 1: AGENTS[kind](seed + 1)})
        match.play_agents()
        return [a.to_json() for a in match.history]

    assert play(1) == play(1)
    assert AGENTS[kind](1).with_seed(9).choose(game.new_game(seed=4)) == \
        AGENTS[kind](9).choose(game.new_game(seed=4))


#: games whose duels between MCTS and Random are slow (Lost Valley: Random dawdles until the ice
#: comes, and MCTS plays out every decision of it) play fewer
MCTS_DUEL_GAMES = {"lost_valley": 6}
#: the other duels of MCTS: 12 games, of which it must win 10 (MCTS wins 19 or 20 of 20 in every
#: game; a player no better than Random would win 10 of 12 about once in 50 tries)
MCTS_DUELS = 12


def duel(game, make, games: int = 20) -> float:
    """The share of ``games`` seeded games that the agent ``make(seed)`` wins against
    Random, seats alternating (a shared win counts as a share; a game nobody wins,
    such as Bear Valley's when the bears win, counts as a loss)."""
    won = 0.0
    for i in range(games):
        seat = i % 2
        match = bw.Match(game, seed=1000 + i, agents={seat: make(i), 1 - seat: Random(seed=5000 + i)})
        match.play_agents()
        winners = match.state.result()["winners"]
        if winners:
            won += (seat in winners) / len(winners)
    return won / games


@pytest.mark.parametrize("name, variant", TWO_PLAYER)
def test_the_heuristic_agent_beats_random_play(name, variant):
    game = bw.load_game(name, players=2, variant=variant)
    assert duel(game, lambda seed: Heuristic(seed=seed)) >= 0.7


@pytest.mark.parametrize("name, variant", TWO_PLAYER)
def test_mcts_beats_random_play(name, variant):
    game = bw.load_game(name, players=2, variant=variant)
    assert duel(game, lambda seed: MCTS(iterations=60, seed=seed, playout_depth=6),
                MCTS_DUEL_GAMES.get(name, MCTS_DUELS)) >= 0.8


def test_mcts_spends_its_budget_per_turn_and_reuses_the_tree_within_a_turn():
    """A turn of several decisions costs no more than the budget, plus a floor of a
    few iterations for each later decision; the tree below each move is kept."""
    game = bw.load_game("nanga_parbat")
    agent = MCTS(iterations=400, seed=2, playout_depth=6)
    match = bw.Match(game, seed=3, agents={0: agent, 1: Random(seed=1)})
    turns, decisions, spent = [], 0, 0
    while not match.state.is_over and len(turns) < 8:
        state = match.state
        if state.to_move != 0:
            match.act(match.agents[1].choose(state))
            continue
        fresh = not agent._continues_turn(state)
        if fresh and decisions:
            turns.append((spent, decisions))
            decisions = 0
        before_root = agent._root
        match.act(agent.choose(state))
        if not fresh and len(state.legal_actions()) > 1:
            assert before_root.visits > 0  # the subtree chosen last time was searched on
        spent, decisions = agent._spent, decisions + 1
    assert turns and any(d > 1 for _, d in turns)
    for spent, decisions in turns:
        assert spent <= 400 + 8 * decisions


def test_mcts_takes_a_time_budget_instead_of_iterations():
    state = bw.load_game("nanga_parbat").new_game(seed=2)
    agent = MCTS(seed=1, time_limit=0.05)
    assert agent.choose(state) in state.legal_actions() and agent._spent > 0
    with pytest.raises(ValueError, match="time_limit"):
        MCTS(time_limit=0)


@pytest.mark.parametrize("level, kind", [("easy", Random), ("medium", Heuristic), ("hard", MCTS)])
def test_play_offers_three_levels(level, kind):
    board = bw.play("nanga_parbat", opponents=level, seed=3, pace=0)
    assert isinstance(board.match.agents[1], kind)
