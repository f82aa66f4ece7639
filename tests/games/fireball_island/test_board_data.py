"""Fireball Island: checks on the reconstructed board in board.json.

No space-by-space map of the 1986 board has been published, so the board is a design decision.
These tests pin it to the rulebook (the pit chart, the special spaces, caves, bridges, the water)
and to the research note's segment table and fireball list, so that the rules engine can rely on
the data: every hittable space lies on a rollway, the distances are sensible, and every drawn thing
has room. Only json and networkx are used; the engine is not imported.
"""
import itertools
import json
import math
import re
from pathlib import Path

import networkx as nx

import boardwidgets

BOARD = json.loads((Path(boardwidgets.__file__).parent / "games/fireball_island/board.json").read_text())
SPACES = {s["id"]: s for s in BOARD["spaces"]}
CHART = {"Witchlord Trail": "A", "Thunder Alley": "B", "Skeleton Head Beach": "C", "Blister Run": "C",
         "Fireflash Chute": "D", "High Road": "D", "Low Road": "D", "Viper Pass": "E", "Dock Run": "F",
         "Bridge": "W"}
SAFE_TRAILS = {"Dead Man's Plateau", "Witchlord Step", "Vul-Kar Point", "Great Sway Bluff", "Peak", "Dock",
               "Cave Steps", "West Fork", "Gully"}
SAFE = {sid for sid, s in SPACES.items() if s["zone"] is None}
RUNS = [r for p in BOARD["perches"] for r in p["rollways"]]


def graph(without=()):
    g = nx.Graph()
    g.add_nodes_from(SPACES)
    g.add_edges_from(BOARD["links"])
    g.remove_nodes_from(without)
    return g


def xy(thing):
    return thing["x"], thing["y"]


def test_schema_keys():
    assert set(BOARD) == {"about", "spaces", "links", "caves", "pits", "water", "ruin", "idol", "places",
                          "trails", "perches"}
    assert "reconstruction" in BOARD["about"].lower()
    for s in BOARD["spaces"]:
        assert set(s) == {"id", "trail", "kind", "zone", "dark", "x", "y"}, s
    assert all(set(c) == {"number", "entry", "x", "y"} for c in BOARD["caves"])
    assert all(set(p) == {"letter", "rock_chip", "x", "y"} for p in BOARD["pits"])
    assert set(BOARD["water"]) == {"edge", "x", "y"}
    assert set(BOARD["ruin"]) == set(BOARD["idol"]) == {"x", "y"}
    assert all(set(p) == {"id", "name", "x", "y", "rollways"} for p in BOARD["perches"])
    assert all(set(r) == {"id", "name", "run"} for r in RUNS)
    assert all(set(t) == {"name", "ends", "towards"} for t in BOARD["trails"])


def test_space_ids_kinds_and_counts():
    ids = [s["id"] for s in BOARD["spaces"]]
    assert len(ids) == len(set(ids)), "duplicate space ids"
    assert all(re.fullmatch(r"[a-z][a-z0-9]*", i) for i in ids), "ids must be short lowercase ascii"
    assert not {"water", *(f"cave{n}" for n in range(1, 7))} & set(ids), "the engine names caves and water"
    assert 150 <= len(ids) <= 165, f"{len(ids)} spaces"
    kinds = {k: sorted(s["id"] for s in BOARD["spaces"] if s["kind"] == k)
             for k in ("start", "step", "vulkar", "bridge", "dock")}
    assert kinds == {"start": ["start"], "step": kinds["step"], "vulkar": ["vkp"],
                     "bridge": ["bridge1", "bridge2"], "dock": ["dock"]}
    assert len(kinds["step"]) == 1 and SPACES[kinds["step"][0]]["trail"] == "Witchlord Step"
    assert {s["kind"] for s in BOARD["spaces"]} <= {"start", "trail", *kinds}
    assert all(0 <= s["x"] <= 32 and 0 <= s["y"] <= 24 for s in BOARD["spaces"]), "board is 32 x 24"


def test_zones_follow_the_pit_chart_and_safe_spaces():
    for s in BOARD["spaces"]:
        assert s["trail"] in CHART or s["trail"] in SAFE_TRAILS, f"{s['id']}: unknown trail {s['trail']}"
        if s["trail"] in SAFE_TRAILS or s["kind"] in ("start", "step", "vulkar", "dock"):
            assert s["zone"] is None, f"{s['id']} on {s['trail']} must be safe"
        else:
            assert s["zone"] in (None, CHART[s["trail"]]), f"{s['id']}: zone {s['zone']} on {s['trail']}"
    assert SPACES["bridge1"]["zone"] == SPACES["bridge2"]["zone"] == "W"
    assert {f"gsb{i}" for i in range(1, 6)} | {"junction", "start", "step", "vkp", "dock"} <= SAFE
    assert 25 <= len(SAFE) <= 35, f"{len(SAFE)} safe spaces"


def test_dark_spaces_draw_cards_only_on_hittable_trail_spaces():
    dark = [s for s in BOARD["spaces"] if s["dark"]]
    assert 18 <= len(dark) <= 24, f"{len(dark)} dark spaces"
    for s in dark:
        assert s["zone"] is not None and s["kind"] == "trail", f"{s['id']} is safe or special but dark"
    assert len({s["trail"] for s in dark}) >= 8, "dark spaces should be spread over the trails"


def test_links_are_valid_connected_and_of_low_degree():
    pairs = [frozenset(link) for link in BOARD["links"]]
    assert all(len(link) == 2 and set(link) <= set(SPACES) for link in BOARD["links"]), "bad link"
    assert len(pairs) == len(set(pairs)), "a pair is linked twice"
    g = graph()
    assert nx.is_connected(g), "the spaces form more than one piece"
    assert max(d for _, d in g.degree) <= 4, [n for n, d in g.degree if d > 4]
    assert set(g["start"]) == {"wt1", "junction"}
    assert set(g["junction"]) == {"start", "vp11", "dr1"}
    assert nx.shortest_path(g, "gsb1", "gsb5") == ["gsb1", "gsb2", "gsb3", "gsb4", "gsb5"]
    assert nx.shortest_path(g, "gsb5", "vp1") == ["gsb5", "bridge1", "pk1", "pk2", "pk3", "bridge2", "vp1"]
    for a, b in BOARD["links"]:
        length = math.dist(xy(SPACES[a]), xy(SPACES[b]))
        assert 0.85 <= length <= 1.2, f"{a}-{b} drawn {length:.2f} apart"


def test_distances_to_the_jewel_and_the_dock():
    g = graph()
    assert 45 <= nx.shortest_path_length(g, "start", "vkp") <= 55
    to_dock = nx.shortest_path_length(g, "vkp", "dock")
    assert 45 <= to_dock <= 60
    assert {"bridge1", "bridge2"} <= set(nx.shortest_path(g, "vkp", "dock")), "the bridges are the short way"
    by_land = nx.shortest_path_length(graph(without={"bridge1"}), "vkp", "dock")
    assert to_dock < by_land <= to_dock + 10, f"the way round without the bridges is {by_land}"


def test_caves():
    caves = {c["number"]: c for c in BOARD["caves"]}
    assert sorted(caves) == [1, 2, 3, 4, 5, 6] and len(BOARD["caves"]) == 6
    assert caves[4]["entry"] is None, "cave 4 is a dead end"
    entries = [caves[n]["entry"] for n in (1, 2, 3, 5, 6)]
    assert len(set(entries)) == 5 and all(SPACES[e]["kind"] == "trail" for e in entries)
    trails = {n: SPACES[caves[n]["entry"]]["trail"] for n in (1, 2, 3, 5, 6)}
    assert trails == {1: "Cave Steps", 2: "Thunder Alley", 3: "Skeleton Head Beach", 5: "High Road",
                      6: "Cave Steps"}
    g, steps = graph(), [s for s in SPACES if SPACES[s]["trail"] == "Cave Steps"]
    for n, trail in ((1, "Witchlord Trail"), (6, "Blister Run")):  # caves at the end of safe spurs
        spur = nx.node_connected_component(g.subgraph(steps), caves[n]["entry"])
        base = {b for s in spur for b in g[s]} - spur
        assert g.degree[caves[n]["entry"]] == 1 and len(base) == 1, f"cave {n}'s steps are not a spur"
        assert SPACES[base.pop()]["trail"] == trail, f"cave {n}'s steps leave the {trail}"
    for n in (1, 2, 3, 5, 6):
        assert math.dist(xy(caves[n]), xy(SPACES[caves[n]["entry"]])) <= 1.3, f"cave {n} far from its entry"


def test_pits_water_ruin_and_idol():
    pits = {p["letter"]: p for p in BOARD["pits"]}
    assert sorted(pits) == list("ABCDEF") and len(BOARD["pits"]) == 6
    assert len({p["rock_chip"] for p in BOARD["pits"]}) == 6, "rock chips must differ"
    for letter, pit in pits.items():
        chip = SPACES[pit["rock_chip"]]
        assert chip["zone"] == letter, f"rock chip {letter} is on zone {chip['zone']}"
        assert math.dist(xy(pit), xy(chip)) <= 1.3, f"pit {letter} far from its rock chip"
    assert BOARD["water"]["edge"] == "gsb1"
    assert math.dist(xy(BOARD["water"]), xy(SPACES["gsb1"])) <= 1.3
    assert math.dist(xy(BOARD["ruin"]), xy(SPACES["step"])) <= 1.3, "the Ruin is beside the Witchlord Step"
    assert math.dist(xy(BOARD["idol"]), xy(SPACES["vkp"])) <= 1.3, "the Idol is beside Vul-Kar Point"


def test_everything_drawn_has_room():
    drawn = {sid: xy(s) for sid, s in SPACES.items()}
    drawn |= {f"cave {c['number']}": xy(c) for c in BOARD["caves"]}
    drawn |= {f"pit {p['letter']}": xy(p) for p in BOARD["pits"]}
    drawn |= {"water": xy(BOARD["water"]), "ruin": xy(BOARD["ruin"]), "idol": xy(BOARD["idol"])}
    drawn |= {f"perch {p['id']}": xy(p) for p in BOARD["perches"] if p["id"] != "vulkar"}
    for (a, pa), (b, pb) in itertools.combinations(drawn.items(), 2):
        assert math.dist(pa, pb) >= 0.85, f"{a} and {b} are {math.dist(pa, pb):.2f} apart"


def test_perches_and_rollways():
    perches = {p["id"]: p for p in BOARD["perches"]}
    assert len(BOARD["perches"]) == len(perches) == 5 and "vulkar" in perches
    assert xy(perches["vulkar"]) == xy(BOARD["idol"]), "the Vul-Kar fireball sits in the Idol"
    assert len(perches["vulkar"]["rollways"]) >= 4
    assert all(1 <= len(p["rollways"]) <= 3 for pid, p in perches.items() if pid != "vulkar")
    ids = [r["id"] for r in RUNS]
    assert len(ids) == len(set(ids)), "rollway ids must be unique"
    g = graph()
    for r in RUNS:
        assert 4 <= len(r["run"]) <= 25, f"{r['id']}: {len(r['run'])} spaces"
        assert len(set(r["run"])) == len(r["run"]), f"{r['id']} repeats a space"
        for a, b in itertools.pairwise(r["run"]):
            assert g.has_edge(a, b), f"{r['id']}: {a} -> {b} is not a trail step"
    assert 8 <= sorted(len(r["run"]) for r in RUNS)[len(RUNS) // 2] <= 18, "typical runs are 8-18 long"


def test_every_hittable_space_is_on_a_rollway():
    missed = sorted(set(SPACES) - SAFE - {sid for r in RUNS for sid in r["run"]})
    assert not missed, f"on no rollway: {missed}"


def test_every_space_has_a_name_a_pupil_reads():
    """A space is named by its trail (the trails of several spaces, each a path from its first
    end to its last in the file's order) or, alone, by the place it is; linked spaces of one
    name lie on one trail, where a step says which way it goes (towards one end or the other)."""
    order = [s["id"] for s in BOARD["spaces"]]
    name = dict(BOARD["places"])
    for trail in BOARD["trails"]:
        first, last = (order.index(end) for end in trail["ends"])
        spaces = order[first:last + 1]
        assert len(spaces) >= 2 and len({SPACES[s]["trail"] for s in spaces}) == 1, trail["name"]
        assert all(graph().has_edge(a, b) for a, b in itertools.pairwise(spaces)), trail["name"]
        assert len(set(trail["towards"])) == 2, trail["name"]
        assert not set(spaces) & set(name), f"{trail['name']} names a space twice"
        name |= {s: (trail["name"], tuple(trail["ends"])) for s in spaces}
    assert set(name) == set(SPACES), sorted(set(SPACES) - set(name))
    assert len(set(BOARD["places"].values())) == len(BOARD["places"]), "two places of one name"
    trails = {trail["name"] for trail in BOARD["trails"]}
    assert not set(BOARD["places"].values()) & trails, "a place named as a trail"
    assert {s for s in SPACES if SPACES[s]["kind"] != "trail"} <= set(BOARD["places"])
    for a, b in BOARD["links"]:
        assert name[a] != name[b] or isinstance(name[a], tuple), f"{a} and {b} read the same"
