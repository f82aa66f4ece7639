"""A pupil's words for the valley: directions as a child points, spots by their tiles, places
by what lies around them, and actions on offer that never read the same (issue 20)."""
from __future__ import annotations

import random
import re

from boardwidgets.games.lost_valley import actions as A
from boardwidgets.games.lost_valley import lattice, places
from boardwidgets.games.lost_valley.game import LostValley
from tests.games.lost_valley.scenarios import position

#: what an engine name looks like: a place ("3,2/L"), a spot ("R08/L", "L07/0", "T03"), a number
ENGINE_NAME = re.compile(r"-?\d+,-?\d+|\b[RLT]\d\d\b|\bS\b|degrees|face \d")


def test_a_direction_reads_as_a_child_points_on_the_board():
    assert lattice.heading(0) == "→ right" and lattice.heading(240) == "↙ down to the left"
    edges = {lattice.heading(60 * d) for d in range(6)}
    middles = {lattice.heading(lattice.bisector(k)) for k in range(6)}
    assert len(edges) == len(middles) == 6  # six steps, six ways for the river: none alike
    assert lattice.heading_to((0, 0), (0, -1)) == "↓ down"
    assert str(A.STEP[4, "foot"]) == "walk ↙ down to the left"
    assert str(A.STEP[1, "boat"]) == "row ↗ up to the right"
    assert str(A.LAY[1]) == "lay the river diamond ↑ up"
    assert str(A.CANAL[0]) == "dig a canal ↗ up to the right"  # across the edge between faces 0 and 1


def test_a_spot_is_said_by_its_tile_never_by_its_name():
    assert places.spot_where("R01") == "in the river"
    assert places.spot_where("R01/L") == "on the forest riverbank"
    assert places.spot_where("R01/R") == "on the tundra riverbank"
    assert places.spot_where("T03") == "at the bear cave"
    assert places.spot_where("L01/1") == "on the mountain"
    assert str(A.PAN["R01/L"]) == "pan rivergold on the forest riverbank"
    assert str(A.BUILD_MINE["L01/1"]) == "build a mine on the mountain"
    every = [str(action) for action in A.all_actions()]
    assert not [words for words in every if ENGINE_NAME.search(words)]


def test_a_place_is_said_by_what_lies_around_it():
    state = position(river=[(0, "R03"), (2, "R12")], land=[((0, 0, 1), (0, 1, 0), "L02")],
                     triangles=[((-1, 1, 1), "T03")])
    said = {place: places.place_words(state.layout, place) for place in state.graph}
    assert said["post"] == "the waterfall post"
    assert said["1,0/L"] == "the river's left bank, by the waterfall post"
    assert said["2,1/R"] == "the river's right bank"
    assert said["0,2/L"] == "the river's left bank, by the bear cave"
    assert said["1,1"] == "a corner between river, forest and lake"  # L02's two halves, by the river
    assert said["2,0"] == "a corner by the river"
    assert not [words for words in said.values() if ENGINE_NAME.search(words)]


def test_two_forests_beside_the_prospector_are_told_apart_by_the_way_to_them():
    """At a sharp bend both forest banks lie to the left: up or down the river tells them apart."""
    state = position(river=[(0, "R03"), (2, "R12")], at={0: "2,1/L"})
    chops = [str(action) for action in state.legal_actions() if action.kind == "chop"]
    assert chops == ["cut down a tree on the forest riverbank, ← left, upstream",
                     "cut down a tree on the forest riverbank, ← left, downstream"]
    assert A.CHOP["R12/L"] in state.legal_actions()  # the words change, never the action


def test_the_far_bank_is_across_the_river():
    state = position(river=[(1, "R10")], at={0: "1,0/L"}, gear={0: ["boat"]})  # forest on both banks
    chops = sorted(str(action) for action in state.legal_actions() if action.kind == "chop")
    assert chops == ["cut down a tree on the forest riverbank, ↑ up",
                     "cut down a tree on the forest riverbank, ↑ up, across the river"]


def test_no_two_actions_on_offer_read_the_same_and_none_names_a_place_by_its_code():
    for seed in range(3):
        state, chooser = LostValley(players=3).new_game(seed), random.Random(seed)
        for _ in range(1500):
            if state.is_over:
                break
            words = [str(action) for action in state.legal_actions()]
            assert len(set(words)) == len(words), words
            assert not [w for w in words if ENGINE_NAME.search(w)]
            assert not [line for line in state.log[-3:] if ENGINE_NAME.search(line)]
            state = state.apply(chooser.choice(state.legal_actions()))
