"""The island: every space, cave, smolder pit and rollway, read from ``board.json``.

RECONSTRUCTION: the rulebook's Figures 5 and 6 (the trails, the dark spaces,
the caves, the pits and the fireballs' rollways) were never published space by
space. ``board.json`` is this project's reconstruction, made from the research
note's segment table and consistent with every rule: the pit chart, cave 4
without a trail, the two bridges above Great Sway Bluff's five spaces, and
every space a fireball can hit lying on at least one rollway. The logic only
reads the data, so a better map can replace it without touching the rules.

Nodes are numbered once (spaces in file order, then caves 1-6, pits A-F and
the water) and the rules work on those numbers; ``island_graph()`` gives the
same island as a networkx graph for users, charts and docs. A node's id
(``"wt5"``) is the engine's; a pupil reads its ``PLACE``, the name of its trail
or of the place it is (``"Witchlord Trail"``, ``"the Start"``), and a step along
a trail says which way it goes (``heading``), so two steps never read the same.
"""
from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import networkx as nx

_DATA = json.loads(Path(__file__).with_name("board.json").read_text(encoding="utf-8"))

#: kinds of node that are not trail spaces: a piece is never hit there and never passed
CAVE, PIT, WATER = "cave", "pit", "water"
#: spaces that hold any number of pieces (one piece per other space, cave or bridge)
SHARED_KINDS = frozenset({"start", "dock", PIT, WATER})
PIT_LETTERS = ("A", "B", "C", "D", "E", "F")


@dataclass(frozen=True)
class Rollway:
    """One way a fireball can roll: the spaces it crosses, nearest first."""

    id: str
    name: str
    perch: str
    run: tuple[int, ...]


def _nodes() -> list[dict]:
    nodes = [dict(space) for space in _DATA["spaces"]]
    for cave in sorted(_DATA["caves"], key=lambda c: c["number"]):
        nodes.append({"id": f"cave{cave['number']}", "kind": CAVE, "trail": f"Cave {cave['number']}",
                      "zone": None, "dark": False, "x": cave["x"], "y": cave["y"],
                      "number": cave["number"], "exit": cave["entry"]})
    for pit in sorted(_DATA["pits"], key=lambda p: p["letter"]):
        nodes.append({"id": f"pit{pit['letter']}", "kind": PIT, "trail": f"Smolder pit {pit['letter']}",
                      "zone": None, "dark": False, "x": pit["x"], "y": pit["y"],
                      "letter": pit["letter"], "exit": pit["rock_chip"]})
    water = _DATA["water"]
    nodes.append({"id": "water", "kind": WATER, "trail": "the water below Great Sway Bluff", "zone": None,
                  "dark": False, "x": water["x"], "y": water["y"], "exit": water["edge"]})
    return nodes


NODES = _nodes()
NAMES = tuple(node["id"] for node in NODES)
INDEX = {name: i for i, name in enumerate(NAMES)}
KIND = tuple(node["kind"] for node in NODES)
#: the smolder pit (A-F) or the water (W) a piece hit on this node goes to; None where it is safe
ZONE = tuple(node["zone"] for node in NODES)
DARK = tuple(bool(node["dark"]) for node in NODES)
TRAIL = tuple(node["trail"] for node in NODES)
XY = tuple((float(node["x"]), float(node["y"])) for node in NODES)

START = INDEX["start"]
DOCK = INDEX["dock"]
VULKAR_POINT = INDEX["vkp"]
WITCHLORD_STEP = next(i for i, kind in enumerate(KIND) if kind == "step")
BRIDGES = tuple(i for i, kind in enumerate(KIND) if kind == "bridge")
WATER_NODE = INDEX["water"]
#: cave number -> node, and the node of each cave's trail space (None for cave 4)
CAVES = {node["number"]: INDEX[node["id"]] for node in NODES if node["kind"] == CAVE}
CAVE_NUMBER = {node: number for number, node in CAVES.items()}
PITS = {node["letter"]: INDEX[node["id"]] for node in NODES if node["kind"] == PIT}
ROCK_CHIP = {letter: INDEX[NODES[node]["exit"]] for letter, node in PITS.items()}
ZONE_OF_PIT = {node: letter for letter, node in PITS.items()}
#: where a piece leaving a cave, pit or the water counts its first space
EXIT = tuple(INDEX[node["exit"]] if node.get("exit") else None for node in NODES)
#: the ruin (charm tokens) and the idol, drawn beside the Witchlord Step and Vul-Kar Point
RUIN_XY = (_DATA["ruin"]["x"], _DATA["ruin"]["y"])
IDOL_XY = (_DATA["idol"]["x"], _DATA["idol"]["y"])
ABOUT = _DATA["about"]


def _neighbours() -> tuple[tuple[int, ...], ...]:
    """Where a piece may step from each node: along the trails, from a trail space into
    the cave beside it, and out of a cave, pit or the water onto its first space."""
    steps: list[set[int]] = [set() for _ in NODES]
    for a, b in _DATA["links"]:
        steps[INDEX[a]].add(INDEX[b])
        steps[INDEX[b]].add(INDEX[a])
    for node, exit_ in enumerate(EXIT):
        if exit_ is not None:
            steps[node].add(exit_)
            if KIND[node] == CAVE:
                steps[exit_].add(node)
    return tuple(tuple(sorted(s)) for s in steps)


NEIGHBOURS = _neighbours()
#: the trail links, as pairs of nodes (for drawing)
LINKS = tuple((INDEX[a], INDEX[b]) for a, b in _DATA["links"])


def _trail_places() -> dict[int, tuple[int, int]]:
    """Each space of a trail of several spaces -> (the trail, its place along it). A trail's
    spaces follow one another in the file, from its first end to its last."""
    order = [space["id"] for space in _DATA["spaces"]]
    along = {}
    for trail, entry in enumerate(_DATA["trails"]):
        first, last = (order.index(end) for end in entry["ends"])
        for position, name in enumerate(order[first:last + 1]):
            along[INDEX[name]] = (trail, position)
    return along


ALONG = _trail_places()
TRAILS = tuple(_DATA["trails"])


def _place(node: int) -> str:
    kind = KIND[node]
    if kind == CAVE:
        return f"Cave {NODES[node]['number']}"
    if kind == PIT:
        return f"smolder pit {NODES[node]['letter']}"
    if kind == WATER:
        return "the water below Great Sway Bluff"
    if node in ALONG:
        return TRAILS[ALONG[node][0]]["name"]
    return _DATA["places"][NAMES[node]]


def _where(node: int) -> str:
    """In a cave, a pit or the water; on a trail or a bridge; at any other place."""
    if KIND[node] in (CAVE, PIT, WATER):
        return f"in {PLACE[node]}"
    return f"{'on' if node in ALONG or KIND[node] == 'bridge' else 'at'} {PLACE[node]}"


#: each node in a pupil's words: the trail it lies on ("Witchlord Trail", "the Peak") or the
#: place it is ("the Start", "Cave 3"); and with the word for being there ("on the Peak")
PLACE = tuple(_place(node) for node in range(len(NODES)))
WHERE = tuple(_where(node) for node in range(len(NODES)))


def heading(here: int, node: int) -> str | None:
    """The way a step from ``here`` to ``node`` goes along their trail ("towards the Start"),
    or None for a step onto another trail or place (its name says where it goes)."""
    if here not in ALONG or node not in ALONG or ALONG[here][0] != ALONG[node][0]:
        return None
    trail, start = ALONG[here]
    end = 1 if ALONG[node][1] > start else 0
    return f"towards {TRAILS[trail]['towards'][end]}"


PERCHES = tuple({"id": perch["id"], "name": perch["name"], "x": perch["x"], "y": perch["y"]}
                for perch in _DATA["perches"])
ROLLWAYS = tuple(Rollway(way["id"], way["name"], perch["id"], tuple(INDEX[s] for s in way["run"]))
                 for perch in _DATA["perches"] for way in perch["rollways"])
ROLLWAY_INDEX = {way.id: i for i, way in enumerate(ROLLWAYS)}
PERCH_NAMES = {perch["id"]: perch["name"] for perch in PERCHES}


def _distances_to(goal: int) -> tuple[int, ...]:
    """Trail steps from every node to ``goal`` (a cave counts as the step from its trail
    space; a pit or the water as one step before its first space)."""
    far = len(NODES) * 2
    dist = [far] * len(NODES)
    dist[goal] = 0
    queue = deque([goal])
    while queue:
        node = queue.popleft()
        for nxt in NEIGHBOURS[node]:
            if dist[nxt] == far and KIND[nxt] not in (PIT, WATER):
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    for node, exit_ in enumerate(EXIT):
        if exit_ is not None and KIND[node] in (PIT, WATER):
            dist[node] = dist[exit_] + 1
    return tuple(dist)


#: trail steps between any two nodes, ``DISTANCE[a][b]`` (heuristics, charts)
DISTANCE = tuple(_distances_to(goal) for goal in range(len(NODES)))
TO_VULKAR = DISTANCE[VULKAR_POINT]
TO_DOCK = DISTANCE[DOCK]


@cache
def island_graph() -> nx.Graph:
    """Every node with ``kind``, ``trail``, ``place``, ``zone``, ``dark`` and ``pos``; edges are
    trail links (``kind="trail"``) or the way into a cave or out of a cave, pit or the
    water (``kind="exit"``). The rollways are in ``graph.graph["rollways"]``."""
    graph = nx.Graph(name="Fireball Island", rollways={way.id: [NAMES[n] for n in way.run]
                                                       for way in ROLLWAYS})
    for i, node in enumerate(NODES):
        graph.add_node(node["id"], kind=KIND[i], trail=TRAIL[i], place=PLACE[i], zone=ZONE[i], dark=DARK[i],
                       pos=XY[i])
    for a, b in _DATA["links"]:
        graph.add_edge(a, b, kind="trail")
    for node, exit_ in enumerate(EXIT):
        if exit_ is not None:
            graph.add_edge(NAMES[node], NAMES[exit_], kind="exit")
    return nx.freeze(graph)
