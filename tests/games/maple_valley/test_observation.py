"""Maple Valley's observation for learning agents: fixed size, in range, and blind to what the
player may not see."""
import random

import pytest

import boardwidgets as bw
from boardwidgets.games.maple_valley.observation import observation_names

from .scenarios import act, position


def random_states(players, seed, every=7):
    state = bw.load_game("maple_valley", players=players).new_game(seed=seed)
    chooser = random.Random(seed)
    step = 0
    while not state.is_over:
        if step % every == 0:
            yield state
        state = state.apply(chooser.choice(state.legal_actions()))
        step += 1
    yield state


@pytest.mark.parametrize("players", [1, 3, 5])
def test_size_range_and_determinize(players):
    names = observation_names()
    assert len(set(names)) == len(names)
    for state in random_states(players, seed=players):
        for p in range(players):
            seen = state.observation(p)
            assert len(seen) == len(names) and all(0.0 <= x <= 1.0 for x in seen)
            assert state.determinize(p, seed=11).observation(p) == seen


def test_other_hands_count_but_do_not_show():
    state = position(2, hands={0: ["Chipmunk"], 1: ["Muskrat", "Acorn Hunt"]})
    names = observation_names()
    mine = dict(zip(names, state.observation(0), strict=True))
    theirs = dict(zip(names, state.observation(1), strict=True))
    assert mine["hand_Chipmunk"] > 0 and mine["hand_Muskrat"] == 0 and mine["hand_starting"] == 1
    assert theirs["hand_Muskrat"] > 0 and theirs["hand_Acorn Hunt"] > 0
    assert mine["seat1_friends_in_hand"] == 0.2 and mine["seat1_dawdles_in_hand"] == 0.1


def test_drawn_patches_show_only_to_the_drawer():
    state = position(2, outposts=("Book Wagon", "Tinker's Cart"), at={0: "clubhouse"},
                     packs={0: {"bug": 2}})
    state = act(act(act(state, "play", card="Rabbit", travel="water"), "travel", trail="t16", by="friend"),
                "stop")
    state = act(act(act(state, "activate"), "done"), "effect", count=1)
    state = act(state, "pay", choice="bug")
    names = observation_names()
    drawn = [i for i, name in enumerate(names) if name.startswith("drawn_")]
    assert sum(state.observation(0)[i] for i in drawn) == 1
    assert sum(state.observation(1)[i] for i in drawn) == 0


def test_a_wrong_seat_is_refused():
    state = bw.load_game("maple_valley", players=2).new_game(seed=1)
    with pytest.raises(ValueError, match="seat"):
        state.observation(2)
