"""Lost Valley's observation: the position as a fixed list of numbers for learning agents.

The valley grows as it is explored and has no fixed size, so the observation shows a
**window** on it: the 54 faces and 37 intersections within three edges of the player's
own intersection (of the river's mouth while the player stands at the waterfall post),
always in the same order relative to that centre. Beyond the window it gives the way
back to the post, the river and the ice, and what every player carries.

Seats are counted from ``player`` ("me", then the next seat to the left, and so on), so
one policy can play any seat. Every number lies between 0 and 1. It shows only what
``state.view(player)`` shows: a face-down marker counts by its kind, never by its value;
another player's gold bag counts its markers by kind; only the player's own nuggets are
summed. The decks count their tiles, never their order.

Layout (``observation_names()`` gives one name per slot, in this order):

=============================  =====  ==========================================================
slots                          count  meaning
=============================  =====  ==========================================================
``face<i>_<what>``             54x17  for window face i: ``off`` (beyond the table edge),
                                      ``open`` (not explored), the terrain one-hot (``river``,
                                      ``forest``, ``mountain``, ``tundra``, ``lake``, ``post``,
                                      ``spring``), ``feature`` (a named triangle), ``fish``,
                                      ``game``, markers lying there by kind (``gold_river``,
                                      ``gold_mountain``, ``animal``, ``event``; / 3) and
                                      ``mine`` (a mine was built for it)
``vertex<i>_<what>``           37x7   for window intersection i: ``me``, ``others`` (/ 4),
                                      ``river`` (the river runs through it), ``frontier`` (open
                                      ground around it), the work one-hot (``fishtrap``,
                                      ``sawmill``, ``mine``)
``seat<k>_<what>``             4x24   for seat k (0 = me): ``present``, ``at_post``,
                                      ``to_post`` (edges / 20, capped), ``food``, ``tools``,
                                      ``timber`` (/ 6), each item of gear (/ 2), gold markers by
                                      kind (/ 10), ``nuggets`` (mine only, / 50)
``deck_<kind>``                3      tiles left in each deck / its size
``stack_<kind>``               4      face-down markers in each stack / its size
``ware_<ware>``                9      wares in the supply / their copies
``works_<work>``               3      works in the supply / their copies
``river_length``               1      river diamonds laid / 12
``spring``, ``ice``, ``ice_home``  3  the spring is laid; the ice's way to the post still to go
                                      (1 at the spring); the ice reached the post
``phase_<what>``               4      ``move``, ``action`` left; ``drunk``, ``traded`` this turn
``decision_<kind>``            9      one-hot of the decision on top
``my_decision``, ``my_turn``   2
=============================  =====  ==========================================================

>>> import boardwidgets as bw
>>> state = bw.load_game("lost_valley", players=3).new_game(seed=7)
>>> len(state.observation(0)) == len(observation_names())
True
"""
from __future__ import annotations

from . import lattice
from .board import MOUTH, POST, parse_place
from .components import (
    ANIMALS,
    EVENTS,
    FOUND,
    GOLD,
    LAND_TILES,
    RIVER_TILES,
    SPECIAL_NAMES,
    TRIANGLES,
    WARES,
    WORKS,
    half_of,
)

MAX_PLAYERS = 4
RADIUS = 3
FACE_SLOTS = ("off", "open", "river", "forest", "mountain", "tundra", "lake", "post", "spring",
              "feature", "fish", "game", "gold_river", "gold_mountain", "animal", "event", "mine")
VERTEX_SLOTS = ("me", "others", "river", "frontier", "fishtrap", "sawmill", "mine")
GEAR_ITEMS = (*WARES, *SPECIAL_NAMES, *FOUND)
SEAT_SLOTS = ("present", "at_post", "to_post", "food", "tools", "timber",
              *(f"gear_{item}" for item in GEAR_ITEMS), "gold_river", "gold_mountain", "nuggets")
DECISION_KINDS = ("main", "move", "lay", "pick_event", "limits", "pay", "shop", "offer", "answer")
DECK_SIZES = {"river": len(RIVER_TILES), "land": len(LAND_TILES), "triangle": len(TRIANGLES)}
STACK_SIZES = {"river": len(GOLD["river"]), "mountain": len(GOLD["mountain"]),
               "animal": sum(count for count, _ in ANIMALS.values()), "event": sum(EVENTS.values())}
FAR = 20.0


def _hex_distance(da: int, db: int) -> int:
    return (abs(da) + abs(db) + abs(da + db)) // 2


#: the intersections of the window, as offsets from its centre
VERTICES = tuple((da, db) for db in range(-RADIUS, RADIUS + 1) for da in range(-RADIUS, RADIUS + 1)
                 if _hex_distance(da, db) <= RADIUS)
#: the faces of the window (all three corners inside it), as offsets from its centre
FACES = tuple(face for face in ((da, db, k) for db in range(-RADIUS - 1, RADIUS + 1)
                                for da in range(-RADIUS - 1, RADIUS + 1) for k in (0, 1))
              if all(_hex_distance(a, b) <= RADIUS for a, b in lattice.corners(face)))


def _names() -> tuple[str, ...]:
    return (*(f"face{i}_{what}" for i in range(len(FACES)) for what in FACE_SLOTS),
            *(f"vertex{i}_{what}" for i in range(len(VERTICES)) for what in VERTEX_SLOTS),
            *(f"seat{k}_{what}" for k in range(MAX_PLAYERS) for what in SEAT_SLOTS),
            *(f"deck_{kind}" for kind in DECK_SIZES), *(f"stack_{kind}" for kind in STACK_SIZES),
            *(f"ware_{ware}" for ware in WARES), *(f"works_{work}" for work in WORKS),
            "river_length", "spring", "ice", "ice_home",
            "phase_move", "phase_action", "phase_drunk", "phase_traded",
            *(f"decision_{kind}" for kind in DECISION_KINDS), "my_decision", "my_turn")


NAMES = _names()
SIZE = len(NAMES)
_AT = {name: i for i, name in enumerate(NAMES)}
_FACE = {name: i for i, name in enumerate(FACE_SLOTS)}
_VERTEX = {name: i for i, name in enumerate(VERTEX_SLOTS)}
VERTEX_BASE = _AT["vertex0_me"]
SEAT_BASE = _AT["seat0_present"]


def observation_names() -> tuple[str, ...]:
    """One short name per slot of Lost Valley's observation, in order (see the module docstring).

    >>> observation_names()[:2]
    ('face0_off', 'face0_open')
    """
    return NAMES


def observe(state, player: int) -> list[float]:
    """The observation of ``state`` for ``player``, as described in the module docstring."""
    players = state.game.players
    state.game.check_seat(player)
    obs = [0.0] * SIZE
    centre = parse_place(state.at[player])[0] or MOUTH
    _observe_faces(state, centre, obs)
    _observe_vertices(state, player, centre, obs)
    for k in range(players):
        _observe_seat(state, (player + k) % players, k == 0, obs, SEAT_BASE + k * len(SEAT_SLOTS))
    for kind, size in DECK_SIZES.items():
        obs[_AT[f"deck_{kind}"]] = len(state.decks[kind]) / size
    for kind, size in STACK_SIZES.items():
        obs[_AT[f"stack_{kind}"]] = min(len(state.supply[kind]) / size, 1.0)
    for ware, copies in WARES.items():
        obs[_AT[f"ware_{ware}"]] = state.wares[ware] / copies
    for work, copies in WORKS.items():
        obs[_AT[f"works_{work}"]] = state.works_left[work] / copies
    river = len(state.layout.river)
    obs[_AT["river_length"]] = river / len(RIVER_TILES)
    obs[_AT["spring"]] = float(state.layout.spring is not None)
    if state.ice is not None:
        obs[_AT["ice"]] = max(state.ice, 0) / max(river, 1)
        obs[_AT["ice_home"]] = float(state.ice < 0)
    moves, actions, drunk, traded = state.phases
    obs[_AT["phase_move"]:_AT["phase_traded"] + 1] = [min(moves, 1), min(actions, 1), float(drunk),
                                                      float(traded)]
    if state.agenda:
        obs[_AT[f"decision_{state.agenda[-1][0]}"]] = 1.0
    obs[_AT["my_decision"]] = float(state.to_move == player)
    obs[_AT["my_turn"]] = float(state.active == player)
    return obs


#: an intersection's offset from the window's centre -> its number in the window
VERTEX_NUMBER = {offset: i for i, offset in enumerate(VERTICES)}
#: a face's offset from the window's centre -> its number in the window
FACE_NUMBER = {offset: i for i, offset in enumerate(FACES)}
#: what a marker's kind counts as on a face
MARKER_SLOT = {"river": "gold_river", "mountain": "gold_mountain", "animal": "animal", "event": "event"}


def window(layout, centre) -> tuple[list[float], frozenset, list[float]]:
    """What the layout alone shows in the window around ``centre``: the faces' slots (edge of
    the table, open ground, terrain and symbols), the numbers of the faces a tile covers (where
    markers and mines count), and the intersections' slots (river, open ground around).
    Remembered per layout and centre: the layout changes only when a tile is laid, and every
    seat is observed at every step."""
    found = layout.windows.get(centre)
    if found is None:
        faces = [0.0] * (len(FACES) * len(FACE_SLOTS))
        covered = set()
        for i, (da, db, k) in enumerate(FACES):
            face = (centre[0] + da, centre[1] + db, k)
            base = i * len(FACE_SLOTS)
            tile = layout.faces.get(face)
            if not lattice.in_valley(face):
                faces[base + _FACE["off"]] = 1.0
                continue
            if tile is None:
                faces[base + _FACE["open"]] = 1.0
                continue
            covered.add(i)
            terrain, half = _face_kind(layout, face, tile)
            faces[base + _FACE[terrain]] = 1.0
            faces[base + _FACE["feature"]] = float("feature" in half)
            faces[base + _FACE["fish"]] = float(bool(half.get("fish")))
            faces[base + _FACE["game"]] = float(bool(half.get("game")))
        vertices = [0.0] * (len(VERTICES) * len(VERTEX_SLOTS))
        frontier = layout.frontier_vertices
        for i, (da, db) in enumerate(VERTICES):
            vertex = (centre[0] + da, centre[1] + db)
            base = i * len(VERTEX_SLOTS)
            vertices[base + _VERTEX["river"]] = float(vertex in layout.flow)
            vertices[base + _VERTEX["frontier"]] = float(vertex in frontier)
        found = layout.windows[centre] = (faces, frozenset(covered), vertices)
    return found


def _observe_faces(state, centre, obs: list[float]) -> None:
    """What lies on each face of the window: terrain, symbols (``window``), markers by kind
    (face down, so never their values) and mines, on the faces a tile covers."""
    layout, lying, mines = state.layout, state.markers, state.mines
    key = ("marked", centre)  # the last markers and mines seen there: most moves leave them be
    found = layout.windows.get(key)
    if found is None or found[0] is not lying or found[1] is not mines:
        terrain, covered, _ = window(layout, centre)
        faces = list(terrain)
        cq, cr = centre

        def numbers(spot):
            for q, r, k in state.spot_faces(spot):
                i = FACE_NUMBER.get((q - cq, r - cr, k))
                if i in covered:
                    yield i * len(FACE_SLOTS)

        for spot, markers in lying.items():
            for base in numbers(spot):
                for kind, _, _ in markers:
                    slot = base + _FACE[MARKER_SLOT[kind]]
                    faces[slot] = min(faces[slot] + 1 / 3, 1.0)
        for spot in mines:
            for base in numbers(spot):
                faces[base + _FACE["mine"]] = 1.0
        found = layout.windows[key] = (lying, mines, faces)
    faces = found[2]
    obs[:len(faces)] = faces


def _face_kind(layout, face, tile: str) -> tuple[str, dict]:
    if tile == "P":
        return "post", {}
    if tile == "S":
        return "spring", {}
    if face in layout.river_faces:
        data = RIVER_TILES[tile]
        return "river", {"fish": data["fish"], "game": data["left"]["game"] or data["right"]["game"]}
    half = half_of(tile)
    return half["terrain"], half


def _observe_vertices(state, player: int, centre, obs: list[float]) -> None:
    """Who stands at each intersection of the window and the works built there; the river and
    open ground around come from ``window``."""
    _, _, vertices = window(state.layout, centre)
    obs[VERTEX_BASE:VERTEX_BASE + len(vertices)] = vertices
    cq, cr = centre
    offsets = VERTEX_NUMBER
    for p, place in enumerate(state.at):
        if place != POST:
            vertex = parse_place(place)[0]
            i = offsets.get((vertex[0] - cq, vertex[1] - cr))
            if i is not None:
                base = VERTEX_BASE + i * len(VERTEX_SLOTS)
                if p == player:
                    obs[base + _VERTEX["me"]] = 1.0
                else:
                    obs[base + _VERTEX["others"]] += 1 / MAX_PLAYERS
    for vertex, work in state.works.items():
        i = offsets.get((vertex[0] - cq, vertex[1] - cr))
        if i is not None:
            obs[VERTEX_BASE + i * len(VERTEX_SLOTS) + _VERTEX[work]] = 1.0


def _observe_seat(state, p: int, me: bool, obs: list[float], base: int) -> None:
    """What one player carries and where: the gold bag's markers by kind, and its value only
    for the player's own bag."""
    place = state.at[p]
    to_post = state.layout.distances_from(place, boat=state.has(p, "boat")).get(POST, FAR)
    food, tools, timber = state.packs[p]
    values = [1.0, float(place == POST), min(to_post / FAR, 1.0),
              min(food / 6, 1.0), min(tools / 6, 1.0), min(timber / 6, 1.0)]
    values += [min(state.gear[p].count(item) / 2, 1.0) for item in GEAR_ITEMS]
    kinds = [kind for kind, _ in state.bags[p]]
    values += [min(kinds.count("river") / 10, 1.0), min(kinds.count("mountain") / 10, 1.0),
               min(state.nuggets(p) / 50, 1.0) if me else 0.0]
    obs[base:base + len(SEAT_SLOTS)] = values

