"""Maple Valley's board: the locations and the typed trails between them, read from ``board.json``.

RECONSTRUCTION: the draft rulebook never shows the board trail by trail, so ``board.json``
is this project's map. It keeps every fact the rulebook and the rulings give (the named
locations, six Groves of two token spots with the rulings' backs, two Outpost spots, six
Curiosity sites on trails, three black and three white, the Forest trails from the Village
to the Lookout and on to a Grove, the Water trail from that Grove to the next) and one
invariant the rules rely on: every location has trails of all three types, so a turn can
always travel by the Friend it played (rulings 5). The rules only read the data, so a
better map can replace it without touching them.

Between two locations there is at most one trail, so a trail is named by its id
(``"t01"``) and the board is a plain networkx Graph whose edges carry ``id``, ``travel`` and
``site`` (the colour of the Curiosity site on it, or None).
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import networkx as nx

_DATA = json.loads(Path(__file__).with_name("board.json").read_text(encoding="utf-8"))

TRAVEL_TYPES = ("water", "rock", "forest")
LOCATIONS = tuple(place["id"] for place in _DATA["locations"])
KIND = {place["id"]: place["kind"] for place in _DATA["locations"]}
NAME = {place["id"]: place["name"] for place in _DATA["locations"]}
XY = {place["id"]: (float(place["x"]), float(place["y"])) for place in _DATA["locations"]}
#: each Grove's two token spots by their back (rulings 6)
GROVE_SPOTS = {place["id"]: tuple(place["spots"]) for place in _DATA["locations"] if place["kind"] == "grove"}
GROVES = tuple(GROVE_SPOTS)
OUTPOSTS = tuple(place for place in LOCATIONS if KIND[place] == "outpost")
VILLAGE = "village"

TRAILS = tuple(trail["id"] for trail in _DATA["trails"])
ENDS = {trail["id"]: tuple(trail["ends"]) for trail in _DATA["trails"]}
TRAVEL = {trail["id"]: trail["travel"] for trail in _DATA["trails"]}
#: trail -> the colour of the Curiosity site on it ("black" or "white"), for the trails that have one
SITE_COLOUR = {trail["id"]: trail["site"] for trail in _DATA["trails"] if trail["site"]}
SITES = tuple(SITE_COLOUR)
#: location -> the trails that leave it, in file order
TRAILS_AT = {place: tuple(t for t in TRAILS if place in ENDS[t]) for place in LOCATIONS}
ABOUT = _DATA["about"]


def other_end(trail: str, place: str) -> str:
    """Where ``trail`` leads from ``place``."""
    a, b = ENDS[trail]
    return b if place == a else a


def trail_name(trail: str) -> str:
    """A trail as a pupil reads it: "the Forest trail from the Village to the Lookout"."""
    a, b = ENDS[trail]
    return f"the {TRAVEL[trail].capitalize()} trail between {NAME[a]} and {NAME[b]}"


@cache
def valley_graph() -> nx.Graph:
    """The board as a networkx Graph: nodes carry ``kind``, ``name`` and ``pos``; edges carry
    ``id``, ``travel`` and ``site``. Built once and shared; treat it as read-only."""
    graph = nx.Graph(name="Maple Valley")
    for place in LOCATIONS:
        graph.add_node(place, kind=KIND[place], name=NAME[place], pos=XY[place])
    for trail in TRAILS:
        a, b = ENDS[trail]
        graph.add_edge(a, b, id=trail, travel=TRAVEL[trail], site=SITE_COLOUR.get(trail))
    return graph
