"""Lost Valley's saved-game data: readable JSON, checked thoroughly on load.

Faces are written ``[a, b, k]`` (``lattice``), intersections ``[a, b]``, places as the
rules name them (``"post"``, ``"3,2"``, ``"3,2/L"``). The agenda (see ``rules.py``) is a
list of tasks, bottom first, each an object naming its task and its fields. Loading
checks every field, that each tile lies in one place (a deck or the valley, laid as its
shape allows), that every marker, ware and work is counted exactly once, that no two
prospectors share a place that holds one, and that a decision waits on top.
"""
from __future__ import annotations

from collections import Counter

from ...core.errors import SaveFormatError
from ...core.log import GameLog
from ...core.saves import Fields, agenda_json, check_int, read_agenda, rng_json
from . import lattice
from .actions import MODES, SPOTS
from .board import POST, POST_FACE, POST_TILE, SPRING_TILE, Layout, parse_place
from .codes import DECISIONS
from .components import (
    ANIMALS,
    EVENTS,
    GOLD,
    ITEM_NAMES,
    LAND_TILES,
    MATERIALS,
    RIVER_TILES,
    TRIANGLES,
    WARES,
    WORKS,
)
from .rules import LostValleyState

LIMIT = 100_000  # no count of a real game comes near this
KINDS = ("river", "mountain", "animal", "event")
SHOPS = ("post", "still", "barter")
TRADE_ITEMS = (*ITEM_NAMES, "river", "mountain")
#: each task's fields in order, and how each is written
TASKS = {
    "turn": (), "next": (), "main": (),
    "move": (("mode", "mode"), ("kind", "kind"), ("left", "count"), ("path", "places")),
    "explore": (("at", "vertex"),), "extend": (("at", "vertex"),), "lay": (("at", "vertex"),),
    "pick_event": (("player", "seat"),), "limits": (("player", "seat"),),
    "pay": (("player", "seat"), ("ware", "ware"), ("shop", "shop"), ("nuggets", "count"), ("x", "count")),
    "shop": (("player", "seat"), ("shop", "shop")),
    "offer": (("player", "seat"), ("partner", "seat"), ("give", "items"), ("ask", "items")),
    "answer": (("partner", "seat"), ("player", "seat"), ("give", "items"), ("ask", "items")),
}


def _write(how: str, value):
    if how in ("vertex", "places", "items"):
        return list(value)
    return value


def state_data(state: LostValleyState) -> dict:
    layout = state.layout
    return {
        "seed": state.seed, "rng": rng_json(state.rng),
        "valley": {"faces": [{"face": list(face), "tile": tile}
                             for face, tile in sorted(layout.faces.items())],
                   "river": [{"from": list(start), "sector": sector, "tile": tile}
                             for start, sector, tile in layout.river],
                   "spring": None if layout.spring is None else list(layout.spring)},
        "decks": {kind: list(deck) for kind, deck in state.decks.items()},
        "markers": {spot: [{"kind": kind, "value": value, "face_up": up} for kind, value, up in markers]
                    for spot, markers in sorted(state.markers.items())},
        "supply": {kind: list(stack) for kind, stack in state.supply.items()},
        "used": {kind: list(stack) for kind, stack in state.used.items()},
        "wares": dict(state.wares), "works_left": dict(state.works_left),
        "works": [{"at": list(vertex), "work": work} for vertex, work in sorted(state.works.items())],
        "mines": sorted(state.mines),
        "canals": sorted([list(face) for face in sorted(pair)] for pair in state.canals),
        "players": [{"at": state.at[p], **dict(zip(MATERIALS, state.packs[p], strict=True)),
                     "gear": list(state.gear[p]),
                     "bag": [{"kind": kind, "value": value} for kind, value in state.bags[p]]}
                    for p in range(state.game.players)],
        "active": state.active,
        "phases": dict(zip(("moves", "actions", "whiskey", "traded"), state.phases, strict=True)),
        "ice": state.ice, "turn": state.turn,
        "winners": None if state.winners is None else list(state.winners), "ending": state.ending,
        "agenda": agenda_json(state.agenda, TASKS, _write),
    }


def _face(value, path: str) -> tuple[int, int, int]:
    if (not isinstance(value, list) or len(value) != 3
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            or value[2] not in (0, 1) or value[1] < 0):
        raise SaveFormatError(f"{path} must be a face [a, b, k] with b >= 0 and k 0 or 1.")
    return tuple(value)


def _vertex(value, path: str) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value) or value[1] < 0):
        raise SaveFormatError(f"{path} must be an intersection [a, b] with b >= 0.")
    return tuple(value)


def _place(value, path: str) -> str:
    try:
        if not isinstance(value, str):
            raise ValueError
        vertex, side = parse_place(value)
        if side not in (None, "L", "R"):
            raise ValueError
    except ValueError:
        raise SaveFormatError(f"{path} must be a place: 'post', 'a,b' or 'a,b/L' (or /R).") from None
    return value


def _choice(value, path: str, choices) -> str:
    if value not in choices:
        raise SaveFormatError(f"{path} must be one of {sorted(choices)}.")
    return value


def _read(how: str, value, path: str, players: int):
    if how == "seat":
        return check_int(value, path, 0, players - 1)
    if how == "count":
        return check_int(value, path, 0, LIMIT)
    if how == "vertex":
        return _vertex(value, path)
    if how == "mode":
        return _choice(value, path, MODES)
    if how == "kind":
        return None if value is None else _choice(value, path, ("land", "river"))
    if how == "ware":
        return _choice(value, path, WARES)
    if how == "shop":
        return _choice(value, path, SHOPS)
    if not isinstance(value, list):
        raise SaveFormatError(f"{path} must be a list.")
    if how == "places":
        return tuple(_place(v, f"{path}[{i}]") for i, v in enumerate(value))
    return tuple(sorted(_choice(v, f"{path}[{i}]", TRADE_ITEMS) for i, v in enumerate(value)))


def _names(value, path: str, choices) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise SaveFormatError(f"{path} must be a list.")
    return tuple(_choice(v, f"{path}[{i}]", choices) for i, v in enumerate(value))


def _marker_value(kind: str, value, path: str):
    allowed = {"river": set(GOLD["river"]), "mountain": set(GOLD["mountain"]), "animal": set(ANIMALS),
               "event": set(EVENTS)}[kind]
    return _choice(value, path, allowed)


def _stacks(f: Fields, key: str) -> dict:
    stacks = f.obj(key)
    stacks.only(*KINDS)
    return {kind: tuple(_marker_value(kind, v, f"data.{key}.{kind}[{i}]")
                        for i, v in enumerate(stacks.list(kind))) for kind in KINDS}


def _layout(f: Fields) -> Layout:
    valley = f.obj("valley")
    valley.only("faces", "river", "spring")
    faces = {}
    for i, entry in enumerate(valley.list("faces")):
        e = Fields(entry, f"data.valley.faces[{i}]")
        e.only("face", "tile")
        face = _face(e.data["face"], f"data.valley.faces[{i}].face")
        faces[face] = e.str("tile")
    river = []
    for i, entry in enumerate(valley.list("river")):
        e = Fields(entry, f"data.valley.river[{i}]")
        e.only("from", "sector", "tile")
        river.append((_vertex(e.data["from"], f"data.valley.river[{i}].from"), e.int("sector", 0, 5),
                      e.str("tile", RIVER_TILES)))
    spring = valley.data["spring"]
    return Layout(faces, tuple(river), None if spring is None else _face(spring, "data.valley.spring"))


def state_from_data(game, data: dict) -> LostValleyState:
    f = Fields(data, "data")
    f.only("seed", "rng", "valley", "decks", "markers", "supply", "used", "wares", "works_left", "works",
           "mines", "canals", "players", "active", "phases", "ice", "turn", "winners", "ending", "agenda",
           "log")
    seed = f.seed("seed")
    n = game.players
    log = f.strings("log")
    decks = f.obj("decks")
    decks.only("river", "land", "triangle")
    markers = {}
    marker_data = f.obj("markers")
    for spot in marker_data.data:
        _choice(spot, "data.markers", SPOTS)
        path = f"data.markers.{spot}"
        markers[spot] = tuple(_marker(m, f"{path}[{i}]") for i, m in enumerate(marker_data.list(spot)))
    players = [Fields(p, f"data.players[{i}]") for i, p in enumerate(f.list("players", n))]
    for p in players:
        p.only("at", *MATERIALS, "gear", "bag")
    phases = f.obj("phases")
    phases.only("moves", "actions", "whiskey", "traded")
    works = {}
    for i, entry in enumerate(f.list("works")):
        e = Fields(entry, f"data.works[{i}]")
        e.only("at", "work")
        works[_vertex(e.data["at"], f"data.works[{i}].at")] = e.str("work", WORKS)
    canals = set()
    for i, pair in enumerate(f.list("canals")):
        if not isinstance(pair, list) or len(pair) != 2:
            raise SaveFormatError(f"data.canals[{i}] must be a pair of faces.")
        canals.add(frozenset(_face(face, f"data.canals[{i}][{k}]") for k, face in enumerate(pair)))
    winners = f.data["winners"]
    agenda = read_agenda(f.list("agenda"), "data.agenda", TASKS,
                         lambda how, value, path: _read(how, value, path, n))
    state = LostValleyState.create(
        game, GameLog.of(log), seed=seed, rng=f.rng("rng"), layout=_layout(f),
        decks={"river": _names(decks.data["river"], "data.decks.river", RIVER_TILES),
               "land": _names(decks.data["land"], "data.decks.land", LAND_TILES),
               "triangle": _names(decks.data["triangle"], "data.decks.triangle", TRIANGLES)},
        markers=markers, supply=_stacks(f, "supply"), used=_stacks(f, "used"),
        wares=_counts(f, "wares", WARES), works_left=_counts(f, "works_left", WORKS), works=works,
        mines=frozenset(_names(f.data["mines"], "data.mines", SPOTS)), canals=frozenset(canals),
        at=tuple(_place(p.data["at"], f"data.players[{i}].at") for i, p in enumerate(players)),
        packs=tuple(tuple(p.int(m, 0, LIMIT) for m in MATERIALS) for p in players),
        gear=tuple(tuple(sorted(_names(p.data["gear"], f"data.players[{i}].gear", ITEM_NAMES)))
                   for i, p in enumerate(players)),
        bags=tuple(tuple(sorted(_gold(g, f"data.players[{i}].bag[{k}]")
                                for k, g in enumerate(p.list("bag")))) for i, p in enumerate(players)),
        active=f.int("active", 0, n - 1),
        phases=(phases.int("moves", 0, 2), phases.int("actions", 0, 2), phases.bool("whiskey"),
                phases.bool("traded")),
        ice=f.optional_int("ice", -1, len(RIVER_TILES)), turn=f.int("turn", 0, LIMIT),
        winners=None if winners is None else tuple(check_int(w, "data.winners[]", 0, n - 1) for w in winners),
        ending=f.data["ending"], agenda=agenda)
    _check_consistency(state)
    return state


def _marker(value, path: str) -> tuple:
    m = Fields(value, path)
    m.only("kind", "value", "face_up")
    kind = m.str("kind", KINDS)
    return kind, _marker_value(kind, m.data["value"], f"{path}.value"), m.bool("face_up")


def _gold(value, path: str) -> tuple:
    g = Fields(value, path)
    g.only("kind", "value")
    kind = g.str("kind", GOLD)
    return kind, _marker_value(kind, g.data["value"], f"{path}.value")


def _counts(f: Fields, key: str, full: dict) -> dict:
    counts = f.obj(key)
    counts.only(*full)
    return {name: counts.int(name, 0, total) for name, total in full.items()}


# -- consistency ---------------------------------------------------------------------------------
def _check_consistency(state: LostValleyState) -> None:
    """Refuse states no game could reach: tiles laid twice or in impossible shapes, lost or
    doubled markers, wares and works, crowded places, an agenda without a decision on top."""
    def fail(why: str):
        raise SaveFormatError(f"The saved game is inconsistent: {why}.")

    layout = state.layout
    faces = layout.faces
    if faces.get(POST_FACE) != POST_TILE or list(faces.values()).count(POST_TILE) != 1:
        fail("the waterfall post lies on its own face at the table edge")
    rebuilt = Layout.start()
    for start, sector, tile in layout.river:
        if start != rebuilt.river_end or sector not in rebuilt.river_options():
            fail("each river diamond goes on from the river's end, on free faces")
        rebuilt = rebuilt.with_river(sector, tile)
    if layout.spring is not None:
        if faces.get(layout.spring) != SPRING_TILE or layout.river_end not in lattice.corners(layout.spring):
            fail("the spring lies where the river rises")
    laid = Counter()
    for face, tile in faces.items():
        if tile in (POST_TILE, SPRING_TILE):
            continue
        if tile in RIVER_TILES:
            if rebuilt.faces.get(face) != tile:
                fail(f"river diamond {tile} lies only where the river's course puts it")
            laid[tile] += 0.5
        elif tile in TRIANGLES:
            laid[tile] += 1
        else:
            name, _, half = tile.partition("/")
            if name not in LAND_TILES or half not in ("0", "1"):
                fail(f"{tile!r} is not a tile of the game")
            partner = f"{name}/{1 - int(half)}"
            if not any(faces.get(g) == partner for g in lattice.neighbours(face)):
                fail(f"the two halves of land diamond {name} lie side by side")
            laid[name] += 0.5
    if SPRING_TILE in faces.values() and layout.spring is None:
        fail("the spring is laid only once the river is closed")
    if (state.ice is None) != (layout.spring is None) or (state.ice or 0) > len(layout.river):
        fail("the ice comes into play on the spring and only moves down the river (-1: at the post)")
    for deck in state.decks.values():
        laid.update(deck)
    every = Counter({tile: 1 for tiles in (RIVER_TILES, LAND_TILES, TRIANGLES) for tile in tiles})
    if laid != every:
        fail("every tile lies exactly once, in its deck or in the valley")
    _check_markers(state, fail)
    owned = Counter(item for gear in state.gear for item in gear)
    if any(state.wares[w] + owned[w] != n for w, n in WARES.items()):
        fail("every ware is in the supply or in someone's gear")
    built = Counter(state.works.values())
    if any(state.works_left[w] + built[w] != n for w, n in WORKS.items()):
        fail("every work is in the supply or built")
    _check_places(state, fail)
    if (state.winners is None) == (not state.agenda):
        fail("a game in progress has an agenda and a finished one has none")
    if state.agenda and state.agenda[-1][0] not in DECISIONS:
        fail("the last task of data.agenda must be a decision")


def _check_markers(state: LostValleyState, fail) -> None:
    """Each round marker is on the stack, out of play, on a tile, in a bag, or (an event)
    in someone's gear."""
    counted = {kind: Counter(state.supply[kind]) + Counter(state.used[kind]) for kind in KINDS}
    for lying in state.markers.values():
        for kind, value, _ in lying:
            counted[kind][value] += 1
    for bag in state.bags:
        for kind, value in bag:
            counted[kind][value] += 1
    for gear in state.gear:
        counted["event"].update(item for item in gear if item in EVENTS)
    full = {"river": Counter(GOLD["river"]), "mountain": Counter(GOLD["mountain"]),
            "animal": Counter({a: n for a, (n, _) in ANIMALS.items()}), "event": Counter(EVENTS)}
    for kind in KINDS:
        if counted[kind] != full[kind]:
            fail(f"every {kind} marker is counted exactly once")


def _check_places(state: LostValleyState, fail) -> None:
    graph = state.layout.graph
    moving = {state.active for task in state.agenda if task[0] == "move"}  # may pass another
    for p, place in enumerate(state.at):
        if place not in graph:
            fail(f"prospector {p} stands at {place!r}, which is no place in the valley")
    alone = [place for p, place in enumerate(state.at) if place != POST and p not in moving]
    if len(set(alone)) != len(alone):
        fail("two prospectors share a place that holds one")
