"""``State.reveals_or_draws``: the moves a room's undo must not cross (a card drawn, a die
rolled, a tile turned over, a card played from a hand), checked against what the players
could know. A move that is not marked is the same move in every world a player cannot tell
apart from the real one (``determinize``): what anyone sees after it follows from what they
saw before and the move itself, so taking it back shows nobody anything new.

One thing a move may show that is not marked: that the mover could make it at all (Lost
Valley offers a purchase only to a player whose secret gold pays for it). That is the
mover's own secret, shown by the mover's own choice; taking the move back tells the mover
nothing they did not know, which is what the room's undo guards against."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardwidgets as bw

GAMES = {"bear_valley": 3, "fireball_island": 3, "lost_valley": 3, "maple_valley": 3, "nanga_parbat": 2}


def random_game(name: str, seed: int, moves: int):
    """The states of a random game of ``name`` (seeded), with the action after each."""
    state = bw.load_game(name, players=GAMES[name]).new_game(seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            return
        action = chooser.choice(state.legal_actions())
        yield state, action
        state = state.apply(action)


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=4)
@given(seed=st.integers(0, 10_000))
def test_a_move_not_marked_looks_the_same_in_every_world_a_player_cannot_tell_apart(name, seed):
    checked = 0
    for state, action in random_game(name, seed, 160):
        after = state.apply(action)
        if state.reveals_or_draws(after):
            continue
        for seat in range(state.game.players):
            for guess_seed in (1, 2):
                guess = state.determinize(seat, guess_seed)
                if seat != state.to_move and guess.explain(action) is not None:
                    continue  # a world in which the mover could not have chosen this
                assert guess.apply(action).view(seat) == after.view(seat), (name, seed, seat, str(action))
        checked += 1
    assert checked


@pytest.mark.parametrize("name, kind", [("fireball_island", "card drawn or a die rolled"),
                                        ("bear_valley", "card drawn"), ("lost_valley", "tile or marker"),
                                        ("maple_valley", "card drawn")])
def test_the_games_with_chance_mark_some_moves_and_not_others(name, kind):
    marked = [state.reveals_or_draws(state.apply(action)) for state, action in random_game(name, 3, 200)]
    assert any(marked) and not all(marked), kind


def test_a_game_with_nothing_hidden_and_no_chance_marks_no_move():
    assert not any(state.reveals_or_draws(state.apply(action))
                   for state, action in random_game("nanga_parbat", 5, 400))
