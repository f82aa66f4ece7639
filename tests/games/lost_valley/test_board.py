"""The lattice and the layout: where tiles go, the river's banks, and the edges a prospector
walks. These are the geometry facts the rules stand on (rulings, 6, 7 and 18)."""
from __future__ import annotations

import math

import networkx as nx
import pytest

from boardwidgets.games.lost_valley import lattice
from boardwidgets.games.lost_valley.board import MOUTH, POST, POST_FACE, Layout


def test_six_faces_surround_an_intersection_and_three_at_the_table_edge():
    inside, edge = (3, 2), (3, 0)
    assert len(lattice.faces_at(inside)) == 6 and len(lattice.faces_at(edge)) == 3
    for k in range(6):  # face k lies between directions k and k + 1
        assert set(lattice.corners(lattice.sector_face(inside, k))) == {
            inside, lattice.step(inside, k), lattice.step(inside, k + 1)}


def test_faces_that_share_an_edge_are_neighbours_both_ways():
    for face in [(2, 3, 0), (2, 3, 1), (0, 0, 0), (4, 0, 1)]:
        found = lattice.neighbours(face)
        assert all(face in lattice.neighbours(other) for other in found)
        assert len(found) == (2 if face[1] == 0 and face[2] == 0 else 3)  # none beyond the table edge


def test_a_river_diamond_runs_from_acute_corner_to_acute_corner():
    for sector in range(6):
        diamond = lattice.diamond_from((5, 5), sector)
        first, second = diamond["faces"]
        shared = set(lattice.corners(first)) & set(lattice.corners(second))
        assert shared == {diamond["left"], diamond["right"]}  # the short diagonal
        assert diamond["start"] in lattice.corners(first) and diamond["end"] in lattice.corners(second)
        (x0, y0), (x1, y1) = lattice.point(diamond["start"]), lattice.point(diamond["end"])
        assert math.isclose(math.hypot(x1 - x0, y1 - y0), math.sqrt(3))  # the long diagonal
        lx, ly = lattice.point(diamond["left"])
        assert (x1 - x0) * (ly - y0) - (y1 - y0) * (lx - x0) > 0  # left of the way upstream


def test_a_diamond_beyond_the_table_edge_does_not_exist():
    assert lattice.diamond_from(MOUTH, 4)["faces"] == (None, None)


def test_at_the_start_only_the_post_is_laid_and_every_pawn_can_leave_it_three_ways():
    layout = Layout.start()
    assert layout.faces == {POST_FACE: "P"} and layout.river_end == MOUTH
    assert layout.neighbours(POST) == {"0,0": "land", "0,1": "land", "1,0/L": "bank"}
    assert layout.river_options() == (0, 1)  # two ways up from the waterfall, none over the post


def river(*sectors: int) -> Layout:
    layout = Layout.start()
    for number, sector in enumerate(sectors, 1):
        layout = layout.with_river(sector, f"R{number:02d}")
    return layout


def test_a_river_intersection_has_two_banks_and_walking_along_the_river_keeps_to_one():
    layout = river(1, 1)
    assert layout.river_end == (-1, 4) and set(layout.flow) == {MOUTH, (0, 2), (-1, 4)}
    on_left = layout.neighbours("0,2/L")
    assert on_left == {"0,1": "bank", "-1,3": "bank", "0,2/R": "cross"}
    assert layout.neighbours("0,1") == {"1,0/L": "bank", "0,2/L": "bank", "1,1": "cross",
                                        "0,0": "land", "post": "land"}  # a corner of the post too
    assert layout.edges[("0,1", "1,1")] == "cross"  # the short diagonal crosses the water


def test_without_crossing_the_banks_never_meet():
    layout = river(1, 2, 1, 0)
    walk = nx.Graph([pair for pair, kind in layout.edges.items() if kind != "cross"])
    left = {place for place in walk if place.endswith("/L")}
    right = {place for place in walk if place.endswith("/R")}
    assert left and right
    assert not any(nx.has_path(walk, a, b) for a in left for b in right)


def test_a_bend_splits_the_edges_of_its_intersection_between_the_banks():
    layout = river(1, 2)  # turns 60 degrees to the left at (0, 2)
    sides = [layout.side((0, 2), lattice.step((0, 2), d)) for d in range(6)]
    assert sides.count("L") == 2 and sides.count("R") == 4  # the inside of the bend is narrower


def test_an_edge_with_open_ground_on_both_sides_cannot_be_walked():
    layout = river(1)
    assert layout.edge_kind((3, 3), (4, 3)) is None
    assert ("3,3", "4,3") not in layout.edges


def test_river_options_keep_to_the_valley_free_faces_and_the_pawn():
    layout = river(1)
    assert layout.river_options() == (0, 1, 2, 3, 5)  # never straight back down
    assert layout.river_options(near=(1, 2)) == (0, 5)
    assert layout.river_options(near=(5, 5)) == ()
    crowded = layout.with_tiles({(0, 2, 0): "L01/0", (0, 2, 1): "L01/1"})
    assert 0 not in crowded.river_options()  # its first face is taken
    assert Layout.start().with_spring((0, 0, 1)).river_options() == ()  # the river is closed


def test_land_never_shuts_in_the_open_river_and_lone_faces_are_triangle_gaps():
    layout = river(1)
    gaps = layout.land_gaps((0, 1))
    assert gaps == [((-1, 1, 0), (-1, 0, 1))]  # the faces around the river's end are kept free
    assert all(not layout.protected(face) for gap in gaps for face in gap if face)
    hemmed = river(0).with_tiles({(0, 1, 0): "L02/0"})  # the face between post, river and L02
    assert hemmed.land_gaps((0, 1)) == [((-1, 1, 1), (-1, 1, 0)),  # a partner around (0, 1) first
                                        ((-1, 0, 1), (-1, 0, 0)),  # else one further out
                                        ((0, 0, 1), None)]         # and a lone gap
    assert hemmed.graph.graph["faces"][(0, 1, 0)] == "L02/0"


@pytest.mark.parametrize("sectors", [(1,), (0, 0, 5), (1, 2, 1, 0, 0)])
def test_every_place_of_the_graph_names_its_intersection_and_bank(sectors):
    graph = river(*sectors).graph
    for place, data in graph.nodes(data=True):
        if place == POST:
            assert data["vertex"] is None
        else:
            assert place.startswith(f"{data['vertex'][0]},{data['vertex'][1]}")
            assert (data["side"] is not None) == ("/" in place)
    assert {kind for *_, kind in graph.edges(data="kind")} <= {"land", "bank", "cross"}
