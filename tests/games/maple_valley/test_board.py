"""The Maple Valley board (``board.json``, a reconstruction) holds every fact the rulebook
and the rulings give about it."""
from collections import Counter

import networkx as nx

from boardwidgets.games.maple_valley.board import (
    ENDS,
    GROVE_SPOTS,
    KIND,
    LOCATIONS,
    SITE_COLOUR,
    TRAILS_AT,
    TRAVEL,
    TRAVEL_TYPES,
    valley_graph,
)


def test_the_named_locations():
    kinds = Counter(KIND.values())
    assert kinds == {"village": 1, "lookout": 1, "clubhouse": 1, "lodge": 1, "bluffs": 1, "grove": 6,
                     "outpost": 2}


def test_every_location_has_trails_of_all_three_types():
    """Rulings 5: a turn can always travel by the Friend it played."""
    for place in LOCATIONS:
        assert {TRAVEL[t] for t in TRAILS_AT[place]} == set(TRAVEL_TYPES), place


def test_grove_spots_follow_rulings_6():
    backs = sorted(tuple(sorted(spots)) for spots in GROVE_SPOTS.values())
    assert backs == sorted([("general", "maple"), ("general", "maple"), ("general", "oak"),
                            ("general", "oak"), ("beech", "beech"), ("beech", "general")])


def test_six_curiosity_sites_three_of_each_colour():
    assert Counter(SITE_COLOUR.values()) == {"black": 3, "white": 3}


def test_the_travel_example_fits_the_board():
    """l.344-378: a Forest trail from the Village to the Lookout and on to a Grove with a site on
    it; from that Grove a Water trail with a site to the next Grove."""
    assert ENDS["t01"] == ("village", "lookout") and TRAVEL["t01"] == "forest"
    assert ENDS["t02"] == ("lookout", "grove1") and TRAVEL["t02"] == "forest" and "t02" in SITE_COLOUR
    assert ENDS["t03"] == ("grove1", "grove3") and TRAVEL["t03"] == "water" and "t03" in SITE_COLOUR
    assert KIND["grove3"] == "grove"


def test_the_graph():
    graph = valley_graph()
    assert nx.is_connected(graph) and graph.number_of_nodes() == 13
    assert {data["travel"] for _, _, data in graph.edges(data=True)} == set(TRAVEL_TYPES)
    assert graph.edges["village", "lookout"]["id"] == "t01"
    assert graph is valley_graph()  # built once and shared
