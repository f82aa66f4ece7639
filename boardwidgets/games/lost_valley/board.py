"""The valley as laid so far: which tile covers which face, the river's course, and the
places a prospector can stand, with the edges between them.

A state holds only what was laid (``faces`` and ``river``); everything here is worked out
from that, once per layout, when a rule or the view first asks (``Layout``).

Places are strings: ``"post"`` for the waterfall trading post, ``"a,b"`` for an
intersection, and ``"a,b/L"`` or ``"a,b/R"`` for the left or right bank of an
intersection the river runs through (looking upstream). A river intersection holds one
prospector on each bank (manual 4.1, "two on a riverside"); the post holds everyone.

Edges have a kind: ``"land"`` (overland), ``"bank"`` (an edge of a river diamond other
than its short diagonal: walking along the river) and ``"cross"`` (a river diamond's short
diagonal, which the water crosses, or the step from one bank of an intersection to the
other): only a boat crosses (rulings, 7).
"""
from __future__ import annotations

from functools import cache, cached_property

import networkx as nx

from . import lattice
from .lattice import Face, Vertex

POST = "post"
#: the waterfall trading post covers this face; the river falls over the table edge at MOUTH
POST_FACE: Face = (0, 0, 0)
MOUTH: Vertex = (1, 0)
#: the river arrives at the mouth from beyond the table edge (pointing straight out of it)
OFF_THE_TABLE = 270.0
#: what lies on a face: a tile id, and for a land diamond which half (``"L07/1"``)
POST_TILE, SPRING_TILE = "P", "S"


def vertex_name(vertex: Vertex) -> str:
    return f"{vertex[0]},{vertex[1]}"


@cache  # a valley has a few hundred places, named and parsed again for every layout
def place_name(vertex: Vertex, side: str | None = None) -> str:
    return vertex_name(vertex) + (f"/{side}" if side else "")


@cache
def parse_place(place: str) -> tuple[Vertex | None, str | None]:
    """``"3,2/L"`` -> ((3, 2), "L"); ``"post"`` -> (None, None)."""
    if place == POST:
        return None, None
    spot, _, side = place.partition("/")
    a, b = spot.split(",")
    return (int(a), int(b)), side or None


class Layout:
    """The tiles laid so far and what follows from them.

    ``faces`` maps each covered face to what covers it (``"P"``, ``"S"``, a river tile id,
    ``"L07/0"``, a triangle id); ``river`` lists the river diamonds from the mouth upstream
    as ``(start, sector, tile)``: laid from intersection ``start`` through its face
    ``sector``. ``spring`` is the spring's face once it is laid.
    """

    def __init__(self, faces: dict[Face, str], river: tuple[tuple[Vertex, int, str], ...],
                 spring: Face | None):
        self.faces = faces
        self.river = river
        self.spring = spring
        self._distances: dict[tuple[str, bool], dict[str, int]] = {}
        #: each spot -> the places beside it, as the rules work them out (``State.places_beside``)
        self.beside: dict[str, tuple[str, ...]] = {}
        #: the canals dug -> the faces water reaches, as the rules work them out (``State.watered``)
        self.watered: dict[frozenset, frozenset] = {}
        #: a window's centre -> what the layout alone shows in it, and ("marked", centre) -> the
        #: window's faces with the last markers and mines seen, as the observation works them
        #: out (``observation.window``, ``observation._observe_faces``)
        self.windows: dict = {}

    @classmethod
    def start(cls) -> Layout:
        """Only the waterfall trading post, at the table edge."""
        return cls({POST_FACE: POST_TILE}, (), None)

    def with_river(self, sector: int, tile: str) -> Layout:
        diamond = lattice.diamond_from(self.river_end, sector)
        faces = dict(self.faces)
        for face in diamond["faces"]:
            faces[face] = tile
        return Layout(faces, self.river + ((self.river_end, sector, tile),), self.spring)

    def with_tiles(self, laid: dict[Face, str]) -> Layout:
        return Layout({**self.faces, **laid}, self.river, self.spring)

    def with_spring(self, face: Face) -> Layout:
        return Layout({**self.faces, face: SPRING_TILE}, self.river, face)

    @cached_property
    def faces_of(self) -> dict[str, tuple[Face, ...]]:
        """``faces`` the other way round: what covers the valley (a tile id, a land half), with
        the faces it covers, in the order they were laid; a spot's faces are asked for
        thousands of times a game."""
        covered: dict[str, list[Face]] = {}
        for face, tile in self.faces.items():
            covered.setdefault(tile, []).append(face)
        return {tile: tuple(faces) for tile, faces in covered.items()}

    # -- the river -----------------------------------------------------------------------------
    @cached_property
    def diamonds(self) -> tuple[dict, ...]:
        """Each river diamond's corners and faces, from the mouth upstream."""
        return tuple({**lattice.diamond_from(start, sector), "tile": tile, "sector": sector}
                     for start, sector, tile in self.river)

    @property
    def river_end(self) -> Vertex:
        """Where the river is open (or meets the spring): the last diamond's far corner."""
        return self.diamonds[-1]["end"] if self.river else MOUTH

    @property
    def river_open(self) -> bool:
        return self.spring is None

    @cached_property
    def river_faces(self) -> dict[Face, dict]:
        """Each face of a river diamond, with its diamond."""
        return {face: diamond for diamond in self.diamonds for face in diamond["faces"]}

    @cached_property
    def flow(self) -> dict[Vertex, tuple[float, float]]:
        """Each intersection the river runs through, with the directions (degrees) of the
        river upstream and downstream of it: they split its edges between the two banks."""
        flow = {}
        downstream = OFF_THE_TABLE
        for vertex, diamond in zip((MOUTH, *(d["end"] for d in self.diamonds)),
                                   (*self.diamonds, None), strict=True):
            if diamond is not None:
                upstream = lattice.bisector(diamond["sector"])
            elif self.spring is not None:
                upstream = lattice.bisector(lattice.sector_of(vertex, self.spring))
            else:
                upstream = (downstream + 180) % 360  # still open: as if it ran straight on
            flow[vertex] = (upstream, downstream)
            downstream = (upstream + 180) % 360
        return flow

    def side(self, vertex: Vertex, towards: Vertex) -> str:
        """The bank of river intersection ``vertex`` that the edge to ``towards`` leaves from."""
        upstream, downstream = self.flow[vertex]
        return "L" if lattice.on_left(lattice.direction_of(vertex, towards), upstream, downstream) else "R"

    def end_of(self, vertex: Vertex, towards: Vertex) -> str:
        """The place at ``vertex`` from which the edge to ``towards`` leaves."""
        return place_name(vertex, self.side(vertex, towards) if vertex in self.flow else None)

    # -- places and edges -------------------------------------------------------------------------
    def edge_kind(self, p: Vertex, q: Vertex) -> str | None:
        """``"land"``, ``"bank"`` or ``"cross"`` for an edge beside a laid tile; None for an
        edge with open ground on both sides, which cannot be walked (rulings, 6)."""
        beside = [face for face in lattice.edge_faces(p, q) if face in self.faces]
        if not beside:
            return None
        for face in beside:
            diamond = self.river_faces.get(face)
            if diamond is not None:
                return "cross" if {p, q} == {diamond["left"], diamond["right"]} else "bank"
        return "land"

    @cached_property
    def edges(self) -> dict[tuple[str, str], str]:
        """Every walkable edge between two places, with its kind."""
        found: dict[tuple[str, str], str] = {}
        vertices = {v for face in self.faces for v in lattice.corners(face)}
        for p in vertices:
            for direction in range(6):
                q = lattice.step(p, direction)
                if p < q and (kind := self.edge_kind(p, q)) is not None:
                    found[(self.end_of(p, q), self.end_of(q, p))] = kind
        for vertex in self.flow:  # from bank to bank of one intersection: a crossing
            found[(place_name(vertex, "L"), place_name(vertex, "R"))] = "cross"
        landing = self.end_of(MOUTH, (0, 0))
        found[(POST, place_name((0, 0)))] = "land"
        found[(POST, place_name((0, 1)))] = "land"
        found[(POST, landing)] = "bank"  # the waterfall's landing, along the river
        return found

    @cached_property
    def graph(self) -> nx.Graph:
        """The places as nodes (with their intersection and bank), the edges with their kind,
        and the laid faces with what covers them as the graph's ``faces`` attribute."""
        places = {POST: (None, None)}  # in the order the edges name them
        for pair in self.edges:
            for place in pair:
                if place not in places:
                    places[place] = parse_place(place)
        graph = nx.Graph(faces=dict(self.faces))
        graph.add_nodes_from((place, {"vertex": vertex, "side": side})
                             for place, (vertex, side) in places.items())
        graph.add_edges_from((p, q, {"kind": kind}) for (p, q), kind in self.edges.items())
        return graph

    @cached_property
    def frontier(self) -> frozenset:
        """The places at intersections with open ground around them: where exploring goes on."""
        return frozenset(place for place, vertex in self.graph.nodes(data="vertex")
                         if vertex is not None and any(f not in self.faces for f in lattice.faces_at(vertex)))

    @cached_property
    def frontier_vertices(self) -> frozenset:
        """The intersections of the ``frontier`` places (a river intersection's two banks are
        one)."""
        return frozenset(parse_place(place)[0] for place in self.frontier)

    def distances_from(self, place: str, boat: bool = True) -> dict[str, int]:
        """Edges from ``place`` to every place it can reach, crossing the water only with
        ``boat`` (worked out once per layout and place)."""
        key = (place, boat)
        if key not in self._distances:
            graph = self.graph if boat else self.dry_graph
            self._distances[key] = (dict(nx.single_source_shortest_path_length(graph, place))
                                    if place in graph else {})
        return self._distances[key]

    @cached_property
    def dry_graph(self) -> nx.Graph:
        """The graph without the edges that cross the water: where a prospector without a
        boat can go. A graph of its own, not a filtered view of ``graph``: a search through a
        view asks the filter at every step, and the computer players search it thousands of
        times a game."""
        dry = nx.Graph()
        dry.add_nodes_from(self.graph.nodes(data=True))
        dry.add_edges_from((p, q, data) for p, q, data in self.graph.edges(data=True)
                           if data["kind"] != "cross")
        return dry

    def neighbours(self, place: str) -> dict[str, str]:
        """The places one edge from ``place``, with the kind of the edge."""
        graph = self.graph
        if place not in graph:
            return {}
        return {other: edge["kind"] for other, edge in graph[place].items()}

    # -- exploring ------------------------------------------------------------------------------
    def river_options(self, near: Vertex | None = None) -> tuple[int, ...]:
        """The sectors through which a river diamond can be laid from the open end: both its
        faces free and in the valley, its far corner not already on the river and with a
        free face left for what comes next; with
        ``near``, only those touching that intersection (rulings, 6: next to the pawn)."""
        if not self.river_open:
            return ()
        options = []
        for sector in range(6):
            diamond = lattice.diamond_from(self.river_end, sector)
            faces = diamond["faces"]
            if None in faces or any(face in self.faces for face in faces) or diamond["end"] in self.flow:
                continue
            if not any(f not in self.faces and f not in faces for f in lattice.faces_at(diamond["end"])):
                continue  # no room left there for the river to go on, or for the spring
            if near is None or any(near in lattice.corners(face) for face in faces):
                options.append(sector)
        return tuple(options)

    def protected(self, face: Face) -> bool:
        """While the river is open, the faces around its end are kept for the river and the
        spring: a land tile laid there could shut the river in."""
        return self.river_open and self.river_end in lattice.corners(face)

    def land_gaps(self, vertex: Vertex) -> list[tuple[Face, Face | None]]:
        """How the open faces around ``vertex`` are filled with land, in counterclockwise
        order: each open face with a partner for a diamond (an open neighbour, preferably
        one also around ``vertex``), or None where it is a lone gap for a triangle."""
        taken = set(self.faces)
        gaps = []
        around = lattice.faces_at(vertex)
        for face in around:
            if face in taken or self.protected(face):
                continue
            partners = [g for g in lattice.neighbours(face)
                        if g not in taken and not self.protected(g)]
            partners.sort(key=lambda g: g not in around)
            partner = partners[0] if partners else None
            taken.update(f for f in (face, partner) if f is not None)
            gaps.append((face, partner))
        return gaps

