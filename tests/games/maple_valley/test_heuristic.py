"""The medium computer player of Maple Valley: it beats random play and explains itself."""
import pytest

import boardwidgets as bw
from boardwidgets.agents import Heuristic, Random
from boardwidgets.games.maple_valley import heuristic

from .scenarios import act, position


def play(players, seed, agents):
    state = bw.load_game("maple_valley", players=players).new_game(seed=seed)
    while not state.is_over:
        state = state.apply(agents[state.to_move].choose(state))
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_heuristic_beats_random(players):
    wins = sum(0 in play(players, seed, [Heuristic(seed=seed)] + [Random(seed=seed + k) for k in
                                                                   range(1, players)]).result()["winners"]
               for seed in range(8))
    assert wins >= 6


def test_games_between_heuristic_players_end():
    for players in (1, 4, 5):
        state = play(players, 3, [Heuristic(seed=k) for k in range(players)])
        assert state.is_over and max(state.result()["scores"].values()) > 20


def test_the_prospect_of_a_location_guides_travel():
    """While travelling, the best place in reach counts; stopping short of it loses it."""
    state = position(2, hands={0: ["Chipmunk"]}, packs={0: {}})
    state = act(act(state, "play", card="Chipmunk", travel="forest"), "travel", trail="t01", by="friend")
    reach = heuristic.reachable(state, 0)
    assert reach == {"lookout", "grove1"}  # the Village only by the Forest trail just travelled
    best = max(heuristic.location_worth(state, 0, place) for place in reach)
    assert heuristic.prospect(state, 0) == best
    stopped = act(state, "stop")
    assert heuristic.prospect(stopped, 0) == heuristic.location_worth(state, 0, "lookout") <= best


def test_crafting_is_preferred_to_hoarding():
    state = position(2, hands={0: ["Acorn Hunt"]}, preparing={0: ["Tambourine"]},
                     packs={0: {"birch": 1, "bug": 1}})
    state = act(state, "dawdle", card="Acorn Hunt")
    choice = Heuristic(seed=0).choose(state)
    assert choice.kind == "craft"
    assert heuristic.reason(state, choice) == ("the Tambourine scores at once", "5 points")
