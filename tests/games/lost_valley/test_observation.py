"""Lost Valley's observation: a window on the valley around the player, what everyone
carries, and never a hidden value."""
from __future__ import annotations

import random

import pytest

from boardwidgets.games.lost_valley.game import LostValley
from boardwidgets.games.lost_valley.observation import FACES, NAMES, SIZE, VERTICES, observation_names
from tests.games.lost_valley.scenarios import position


def slot(obs, name):
    return obs[NAMES.index(name)]


def face_index(offset):
    return FACES.index(offset)


def test_the_window_is_centred_on_the_player_and_knows_the_table_edge():
    state = position(river=[(1, "R01")], at={0: "0,1", 1: "post"})
    obs = state.observation(0)
    assert len(obs) == SIZE == len(observation_names())
    centre = VERTICES.index((0, 0))
    assert slot(obs, f"vertex{centre}_me") == 1.0
    below = face_index((0, -1, 0))  # the face (0, 0, 0) under (0, 1): the waterfall post
    assert slot(obs, f"face{below}_post") == 1.0
    beyond = face_index((0, -2, 0))  # a row beyond the table edge
    assert slot(obs, f"face{beyond}_off") == 1.0
    river = face_index((0, -1, 1))  # the first river diamond's face (0, 0, 1)
    assert slot(obs, f"face{river}_river") == 1.0
    assert slot(obs, "seat1_at_post") == 1.0 and slot(obs, "seat0_at_post") == 0.0
    assert slot(obs, "river_length") == 1 / 12


def test_markers_count_by_kind_and_only_the_own_bag_shows_its_nuggets():
    low = position(river=[(1, "R01")], markers={"R01/L": [("river", 1)]}, at={0: "0,1"},
                   bags={0: [("river", 1)], 1: [("mountain", 3)]})
    high = position(river=[(1, "R01")], markers={"R01/L": [("river", 2)]}, at={0: "0,1"},
                    bags={0: [("river", 1)], 1: [("mountain", 4)]})
    me = low.observation(0)
    river = face_index((0, -1, 1))
    assert slot(me, f"face{river}_gold_river") > 0
    assert slot(me, "seat1_gold_mountain") == 0.1 and slot(me, "seat1_nuggets") == 0.0
    assert slot(me, "seat0_nuggets") == 1 / 50
    assert low.observation(0) == high.observation(0)  # the values differ, the player cannot tell


def test_random_games_stay_in_range_and_a_redrawn_position_looks_the_same():
    state, chooser = LostValley(players=3).new_game(8), random.Random(8)
    for step in range(600):
        if state.is_over:
            break
        if step % 25 == 0:
            for p in range(3):
                obs = state.observation(p)
                assert all(0.0 <= x <= 1.0 for x in obs)
                assert state.determinize(p, step).observation(p) == obs
        state = state.apply(chooser.choice(state.legal_actions()))


def test_a_seat_that_is_not_in_the_game_is_refused_clearly():
    state = LostValley(players=2).new_game(1)
    for wrong in (2, -1, True, "0"):
        with pytest.raises(ValueError, match="player must be a seat from 0 to 1"):
            state.observation(wrong)
    with pytest.raises(ValueError, match="viewer must be a seat from 0 to 1"):
        state.determinize(2, "seed")
