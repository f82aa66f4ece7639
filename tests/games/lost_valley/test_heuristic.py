"""Lost Valley's heuristic: it judges from what everyone sees, likes gold within reach and
unexplored ground, and counts a finished game's nuggets (and a win above them)."""
from __future__ import annotations

import random

import boardwidgets as bw
from boardwidgets.agents import Heuristic
from boardwidgets.games.lost_valley import actions as A
from boardwidgets.games.lost_valley import heuristic
from boardwidgets.games.lost_valley.game import LostValley
from tests.games.lost_valley.scenarios import position


def test_the_estimate_never_reads_what_a_player_cannot_see():
    state, chooser = LostValley(players=3).new_game(4), random.Random(4)
    for step in range(400):
        if step % 20 == 0:
            for p in range(3):
                assert heuristic.evaluate(state.determinize(p, step)) == heuristic.evaluate(state)
        state = state.apply(chooser.choice(state.legal_actions()))


def test_gold_nearer_is_worth_more_and_gold_in_the_bag_more_still():
    base = dict(river=[(1, "R01")], markers={"R01/L": [("river", 2)]})
    far = heuristic.worth(position(**base, at={0: "post"}), 0)
    near = heuristic.worth(position(**base, at={0: "0,1"}), 0)
    assert near > far
    panned = position(**base, at={0: "0,1"}).apply(A.PAN["R01/L"])
    assert heuristic.worth(panned, 0) > near


def test_a_finished_game_scores_its_nuggets():
    state = position(at={0: "post"}, bags={0: [("river", 1)] * 10, 1: [("mountain", 4)]})
    over = state.apply(A.DECLARE)
    assert over.result()["winners"] == [0]
    won = heuristic.WIN + heuristic.ENDING + over.turn / heuristic.LATER  # above any lead and bonus
    assert heuristic.evaluate(over) == [10.0 + won, 4.0]


def test_gold_across_the_water_is_out_of_reach_without_a_boat():
    state = position(river=[(1, "R01")], markers={"R01/R": [("river", 2)]}, at={0: "0,1"})
    dry = state.layout.distances_from("0,1", boat=False)
    wet = state.layout.distances_from("0,1", boat=True)
    assert heuristic.gold_in_reach(state, 0, dry) == 0.0
    assert heuristic.gold_in_reach(state, 0, wet) > 0.0


def test_only_what_fits_in_the_backpack_counts():
    light = position(packs={0: (1, 3, 1)})
    heavy = position(packs={0: (1, 3, 3)})  # two timber more than six spaces hold
    assert heuristic.packed(heavy, 0) == heuristic.packed(light, 0)
    # a second food is worth 0.35 in a roomy pack; in a full one it only displaces a tool
    assert heuristic.packed(position(packs={0: (2, 3, 1)}), 0) - heuristic.packed(light, 0) < 0.35


def test_a_purchase_begun_counts_as_paid():
    state = position(at={0: "post"}, bags={0: [("mountain", 4), ("mountain", 4)]})
    buying = state.apply(A.BUY["boat", "post"])
    paid = heuristic.WARE["boat"] - 5 - heuristic.X
    assert heuristic.worth(buying, 0) == heuristic.worth(state, 0) + paid


def test_computer_players_alone_bring_the_game_to_its_end():
    """The leader seeks the river's end, where the spring brings the ice: without that pull,
    games between computer players could wait for the spring forever."""
    game = bw.load_game("lost_valley", players=3)
    for seed in (1, 2):
        match = bw.Match(game, seed=seed, agents={p: Heuristic(seed=10 * seed + p) for p in range(3)})
        for _ in range(3000):
            if match.state.is_over:
                break
            match.act(match.agents[match.state.to_move].choose(match.state))
        assert match.state.is_over and match.state.layout.spring is not None


def test_the_reason_for_a_move_says_in_words_what_it_does_and_keeps_the_numbers_apart():
    state = position(river=[(1, "R01")], markers={"R01/L": [("river", 2)]}, at={0: "0,1"})
    assert heuristic.reason(state, A.PAN["R01/L"]) == ("it puts gold in the bag",
                                                       "expected gold from 5.6 to 6.1 nuggets")
    assert heuristic.reason(state, A.STEP[1, "foot"])[0] == "it heads for unexplored ground"
    assert heuristic.reason(state, A.FISH["R01"])[0] == "it packs materials that pay for gold"  # food
    assert heuristic.reason(state, A.END_TURN) is None  # nothing gained: the agent says it looks best
    assert not any(char.isdigit() for why in heuristic.GAINS.values() for char in why)
    assert heuristic.total(heuristic.worth_parts(state, 0)) == heuristic.worth(state, 0)
