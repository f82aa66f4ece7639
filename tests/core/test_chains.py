"""Long chains of states and log nodes are freed one link at a time (core/chains.py).

On the desktop CPython would survive a nested free, so these tests count how deep
the freeing goes instead: in the browser, about 5,000 levels kill Python
(tests/test_site.py plays such a game there).
"""
from __future__ import annotations

import gc
import weakref

import pytest

import boardwidgets as bw
from boardwidgets.core import chains, log, state
from boardwidgets.core.log import GameLog


@pytest.fixture
def depth(monkeypatch) -> dict:
    """Counts the ``__del__`` calls of states and log nodes, and how deeply they nest: of the
    nodes whose ids a test puts in ``seen["only"]`` if it does, so that what earlier tests on
    the same worker left for the collector, freed meanwhile, is not counted."""
    gc.collect()
    seen = {"calls": 0, "now": 0, "deepest": 0, "only": None}

    def counted(link, attribute):
        if seen["only"] is not None and id(link) not in seen["only"]:
            chains.release_later(link, attribute)
            return
        seen["calls"] += 1
        seen["now"] += 1
        seen["deepest"] = max(seen["deepest"], seen["now"])
        try:
            chains.release_later(link, attribute)
        finally:
            seen["now"] -= 1

    monkeypatch.setattr(log, "release_later", counted)
    monkeypatch.setattr(state, "release_later", counted)
    return seen


def test_a_long_log_is_freed_node_by_node(depth):
    lines = GameLog.of(["setup"])
    depth["only"] = ours = {id(lines)}  # none of them is freed before the end: their ids stay theirs
    for number in range(20_000):
        lines = lines.add(f"move {number}")
        ours.add(id(lines))
    lines = None
    assert depth["calls"] == 20_001  # every node was freed...
    assert depth["deepest"] <= 2  # ...and not 20,001 levels deep, one inside the other


def test_a_long_game_is_freed_state_by_state(depth):
    game = bw.load_game("fireball_island", players=3)
    player = bw.agents.Random(seed=1)
    current = game.new_game(seed=1)
    gone = weakref.ref(current)
    moves = 0
    while not current.is_over:
        current = current.apply(player.choose(current))
        moves += 1
    assert moves > 5_000  # deeper than the browser survives without the queue
    current = None
    assert gone() is None and depth["calls"] >= moves
    assert depth["deepest"] <= 2


def test_links_that_someone_still_holds_keep_what_is_behind_them():
    first = bw.load_game("nanga_parbat").new_game(seed=7)
    second = first.apply(first.legal_actions()[0])
    third = second.apply(second.legal_actions()[0])
    log_of_second = second._log
    del third
    assert second.previous is first and second._log is log_of_second
    assert second.log == first.log + second.log[len(first.log):]
    assert second.view()["recent"]  # what the move changed can still be told
