"""Lost Valley's rules: the turn, moving and exploring, the actions, the end of the turn,
the ice and the end of the game.

A turn has phases in any order (manual 4): one move, one action, one trade, and a
whiskey buys one more move or action. Exploring happens in the middle of a move and
may ask the mover where the river goes, so the state keeps an **agenda** (as Fireball
Island does): a stack of tasks, the next on top. Some are decisions, the others run by
themselves; ``_settle`` runs tasks until a decision is on top. Tasks are plain tuples:

- ``("turn",)`` begins the active player's turn; ``("main",)`` is the active player's
  free choice: a step, an action, a whiskey, the dried fish, the end of the turn;
- ``("move", mode, kind, left, path)`` a move under way (``kind`` "land" or "river",
  fixed by its first edge; ``left`` edges still allowed);
- ``("explore", vertex)`` the open faces around an intersection a pawn entered;
- ``("extend", vertex)`` the first river diamond an explorer by the river's open end lays;
  ``("lay", vertex)`` the mover chooses where the next river diamond goes;
- ``("pick_event", player)`` a player looks through the event markers and takes one;
- ``("pay", player, ware, shop, nuggets, x)`` a purchase being paid for, and
  ``("shop", player, shop)`` the purchase going on: another ware, or done;
- ``("offer", player, partner, give, ask)`` a trade offer being put together, and
  ``("answer", partner, player, give, ask)`` the partner's decision;
- ``("limits", player)`` the end of a turn: what does not fit is discarded, one item at a
  time, then ``("next",)`` makes the ice test and passes the turn on.
"""
from __future__ import annotations

from ...core.actions import Action
from ...core.log import GameLog
from ...core.rng import Rng
from ...core.state import AgendaState, replaced
from . import lattice
from .actions import (
    ACCEPT,
    ASK,
    BARTER,
    BUILD,
    BUILD_MINE,
    BUY,
    CANAL,
    CHOP,
    DECLARE,
    DECLINE,
    DISCARD,
    DONE,
    DYNAMITE,
    EAT,
    END_TURN,
    EVENT,
    EVENT_PAYMENTS,
    FISH,
    FORD,
    GIVE,
    HUNT,
    LAY,
    MINE,
    MODES,
    PAN,
    PAY_GOLD,
    PAY_ITEM,
    PICK,
    PROPOSE,
    STEP,
    STOP,
    TO_POST,
    TRADE,
    TRADE_ITEMS,
    WHISKEY,
    WITHDRAW,
)
from .board import MOUTH, POST, Layout, parse_place, place_name
from .codes import DECISIONS
from .components import (
    ANIMALS,
    BACKPACK,
    CART_SPACE,
    DRIED_FISH_FOOD,
    END_MARKERS,
    EVENT_NAMES,
    EVENTS,
    FOUND,
    GEAR,
    GOLD,
    ICE_ROLLS,
    ITEM_NAMES,
    LAND_TILES,
    MATERIALS,
    PRICES,
    RIFLE_BONUS,
    RIVER_TILES,
    SPACE,
    SPRING,
    START_GEAR,
    START_MATERIALS,
    STILL_PRICE,
    TRIANGLES,
    WARES,
    WHISKEYS,
    WORK_COSTS,
    WORKS,
    a_ware,
    half_of,
)
from .places import banks_words, place_words, told_apart

#: how many edges a move may take, by the way of moving and the kind of its edges (l.62-65)
REACH = {("foot", "land"): 1, ("foot", "river"): 2, ("horse", "land"): 2, ("horse", "river"): 2,
         ("boat", "river"): 3}
#: the edges each way of moving may take: a horse does not cross the river, only a boat does
EDGE_KINDS = {"foot": ("land", "bank"), "horse": ("land", "bank"), "boat": ("bank", "cross")}
#: an offer puts at most this many items on each side (a bound of this implementation)
OFFER_SIZE = 4
#: marker kinds, and the symbol of a tile half that asks for each
MARKER_OF_SYMBOL = {"green": "river", "grey": "mountain", "game": "animal", "event": "event"}


class LostValleyState(AgendaState):
    """One moment of a Lost Valley game. Build it with ``game.new_game(seed)``.

    ``layout`` is the valley laid so far (``board.Layout``); ``decks`` the three face-down
    tile decks, top first; ``markers`` the round markers lying on each spot, each
    ``(kind, value, face_up)``; ``supply`` and ``used`` the face-down stacks of gold,
    animal and event markers and those out of play (they come back when a stack runs
    out); ``wares`` and ``works_left`` what the supply still holds; ``works`` the work at
    each intersection, ``mines`` the spots a mine was built for, ``canals`` the pairs of
    faces joined by a canal. Per player: ``at`` (a place), ``packs`` (food, tools,
    timber), ``gear`` (item names) and ``bags`` (gold markers, ``(kind, value)``).
    ``phases`` is what the active player may still do this turn: moves, actions, whether
    the whiskey was drunk and whether the trade was made. ``ice`` is None until the spring
    is laid, then the river diamond the ice block is on, counted from the post (the
    spring is ``len(river)``; -1 once it reached the post).
    """

    FIELDS = ("seed", "rng", "layout", "decks", "markers", "supply", "used", "wares", "works_left",
              "works", "mines", "canals", "at", "packs", "gear", "bags", "active", "phases",
              "agenda", "ice", "winners", "ending", "turn")

    # -- the contract -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winners is not None

    @property
    def to_move(self) -> int | None:
        if self.winners is not None:
            return None
        task = self.agenda[-1]
        return task[1] if task[0] in ("pick_event", "limits", "answer") else self.active

    @property
    def graph(self):
        """The valley's places and edges (see ``board.Layout.graph``)."""
        return self.layout.graph

    def nuggets(self, player: int) -> int:
        return sum(value for _, value in self.bags[player])

    def result(self) -> dict | None:
        if self.winners is None:
            return None
        return {"winners": list(self.winners),
                "scores": {p: self.nuggets(p) for p in range(self.game.players)},
                "reason": self.ending}

    def _identity(self) -> tuple:
        return (self.game, *(getattr(self, name) for name in self.FIELDS if name != "layout"),
                self.layout.faces, self.layout.river, self.layout.spring)

    def _unseen(self) -> tuple:
        """The tile decks, the markers' stacks, the markers lying face down, the gold bags and
        the generator, and the agenda: a trade or an event may pass a gold marker from bag to
        bag (two of equal value leave the bags as they were, yet each player has seen the
        other's), and a player looking through the event stack sees it."""
        face_down = tuple((spot, kind, value) for spot, markers in sorted(self.markers.items())
                          for kind, value, up in markers if not up)
        return (tuple(sorted(self.decks.items())), tuple(sorted(self.supply.items())), face_down,
                self.bags, self.agenda, self.rng)

    def _determinized(self, viewer: int, rng_state: int) -> LostValleyState:
        """Everything face down redrawn from what ``viewer`` has not seen: the tile decks
        (each within itself), the markers lying face down with the stacks of their kind,
        and the values of the others' gold markers with the face-down gold of their kind
        (until the game is over, when every bag is shown).
        A player looking through the event stack (a triangle's event) sees it: it stays."""
        rng = Rng(rng_state)
        decks = {kind: tuple(rng.shuffled(sorted(deck))) for kind, deck in self.decks.items()}
        pools = {kind: list(stack) for kind, stack in self.supply.items()}
        looking = self.agenda and self.agenda[-1] == ("pick_event", viewer)
        if looking:  # the viewer is looking through the event stack: it is seen, and stays
            pools["event"] = []
        for markers in self.markers.values():
            for kind, value, up in markers:
                if not up:
                    pools[kind].append(value)
        shown = self.is_over  # the end of the game shows every bag to everyone
        for p, bag in enumerate(self.bags):
            if p != viewer and not shown:
                for kind, value in bag:
                    pools[kind].append(value)
        pools = {kind: rng.shuffled(sorted(values)) for kind, values in pools.items()}
        markers = {spot: tuple((kind, value if up else pools[kind].pop(), up) for kind, value, up in ms)
                   for spot, ms in self.markers.items()}
        bags = tuple(bag if p == viewer or shown
                     else tuple(sorted((kind, pools[kind].pop()) for kind, _ in bag))
                     for p, bag in enumerate(self.bags))
        guess = self._evolve()
        guess.decks, guess.markers, guess.bags = decks, markers, bags
        guess.supply = {kind: tuple(values) for kind, values in pools.items()}
        if looking:
            guess.supply["event"] = self.supply["event"]
        guess.rng = rng.state
        return guess

    # -- what is beside a prospector -------------------------------------------------------------
    def vertex_of(self, player: int):
        return parse_place(self.at[player])

    def spots_beside(self, player: int) -> dict[str, int]:
        """The spots a player's prospector touches, each with the face it lies on around his
        intersection (the lowest, for a spot on two). A river diamond's bank counts on the
        prospector's own side of the water, and on both with a boat (rulings, 9)."""
        vertex, side = self.vertex_of(player)
        if vertex is None:
            return {}
        boat = self.has(player, "boat")
        found: dict[str, int] = {}
        for sector in range(6):
            face = lattice.sector_face(vertex, sector)
            tile = self.layout.faces.get(face)
            if tile is None or tile in ("P", SPRING):
                continue
            diamond = self.layout.river_faces.get(face)
            if diamond is None:
                found.setdefault(tile, sector)
                continue
            found.setdefault(tile, sector)  # the water itself
            banks = {"L": diamond["left"] == vertex, "R": diamond["right"] == vertex}
            if vertex in (diamond["start"], diamond["end"]):
                banks[side] = True
            for bank, touches in banks.items():
                if touches or boat:
                    found.setdefault(f"{tile}/{bank}", sector)
        return found

    def places_beside(self, spot: str) -> tuple[str, ...]:
        """The places from which a prospector (without a boat) touches ``spot``: worked out once
        per layout and spot, since the computer players ask it for every spot with gold in every
        position they weigh."""
        known = self.layout.beside
        if spot not in known:
            known[spot] = self._places_beside(spot)
        return known[spot]

    def _places_beside(self, spot: str) -> tuple[str, ...]:
        layout = self.layout
        tile, _, bank = spot.partition("/")
        diamond = next((d for d in layout.diamonds if d["tile"] == tile), None)
        if diamond is None:
            return tuple(layout.end_of(v, next(q for q in lattice.corners(face) if q != v))
                         for face in self.spot_faces(spot) for v in lattice.corners(face))
        places = []
        for side in {"L": ("left",), "R": ("right",)}.get(bank, ("left", "right")):
            obtuse = diamond[side]
            places += [layout.end_of(obtuse, diamond["start"]), layout.end_of(diamond["start"], obtuse),
                       layout.end_of(diamond["end"], obtuse)]
        return tuple(places)

    def terrain(self, spot: str) -> str:
        """What a spot is: ``"river"`` for a river diamond's water, else its half's terrain."""
        return half_of(spot).get("terrain", "river")

    def watered(self) -> frozenset:
        """The faces water reaches: river diamonds, lakes, and what canals join to them.
        Remembered per layout and canals: every canal a player might dig asks for them (hundreds
        of times a turn), and they change only with a tile or a canal."""
        known = self.layout.watered
        if self.canals not in known:
            known[self.canals] = self._watered()
        return known[self.canals]

    def _watered(self) -> frozenset:
        faces = self.layout.faces
        wet = {face for face, tile in faces.items()
               if face in self.layout.river_faces or half_of(tile).get("terrain") == "lake"}
        grown = True
        while grown:
            grown = False
            for pair in self.canals:
                if len(pair & wet) == 1:
                    wet |= pair
                    grown = True
        return frozenset(wet)

    def spot_faces(self, spot: str) -> tuple:
        tile = spot.split("/")[0]
        return self.layout.faces_of.get(tile if tile in RIVER_TILES else spot, ())

    def has(self, player: int, ware: str) -> bool:
        return any(FOUND.get(item, item) == ware for item in self.gear[player])

    # -- legal actions -------------------------------------------------------------------------
    def _compute_legal(self) -> tuple[Action, ...]:
        task = self.agenda[-1]
        kind = task[0]
        if kind == "main":
            return told_apart(self, self._main_choices())
        if kind == "move":
            return self._move_choices(task)
        if kind == "lay":  # next to the explorer where any placement allows it
            options = self.layout.river_options(near=task[1]) or self.layout.river_options()
            return tuple(LAY[k] for k in options)
        if kind == "pick_event":
            return tuple(PICK[event] for event in sorted(set(self.supply["event"])))
        if kind == "pay":
            return self._payments(task)
        if kind == "shop":
            return (*self.purchases(task[1], (task[2],)), DONE)
        if kind == "offer":
            return self._offer_choices(task)
        if kind == "answer":
            return (ACCEPT, DECLINE)
        return tuple(DISCARD[item] for item in self.discardable(task[1]))

    def _main_choices(self) -> tuple[Action, ...]:
        player = self.active
        moves, actions, drunk, traded = self.phases
        choices = []
        if moves:
            choices += self.first_steps(player)
        if actions:
            choices += self.actions_open(player)
            choices += self.purchases(player, self.shops(player))
        if not traded:
            choices += [TRADE[p] for p in self.trade_partners(player)]
        if not drunk and any(item in WHISKEYS for item in self.gear[player]):
            choices += [WHISKEY["move"], WHISKEY["action"]]
        if "dried_fish" in self.gear[player]:
            choices.append(EAT)
        if self.may_declare(player):
            choices.append(DECLARE)
        choices.append(END_TURN)
        return tuple(choices)

    def may_declare(self, player: int) -> bool:
        """At the waterfall post with 10 or more gold markers, at any moment of one's turn."""
        return self.at[player] == POST and len(self.bags[player]) >= END_MARKERS

    # -- moving ----------------------------------------------------------------------------------
    def occupied(self, place: str, mover: int) -> bool:
        """One prospector per intersection, one per bank of a river intersection; the post
        holds everyone (l.61, rulings, 7)."""
        return place != POST and any(at == place for p, at in enumerate(self.at) if p != mover)

    def exits(self, place: str) -> dict[int, tuple[str, str]]:
        """The edges a prospector can walk from ``place``: by direction (a lattice direction,
        ``FORD`` across the water, ``TO_POST`` into the post), each with the place it
        leads to and its kind."""
        vertex, side = parse_place(place)
        found = {}
        for other, kind in self.layout.neighbours(place).items():
            there, _ = parse_place(other)
            if vertex is None:
                found[POST_EXITS[there]] = other, kind
            elif there is None:
                found[TO_POST] = other, kind
            elif there == vertex:
                found[FORD] = other, kind
            else:
                found[lattice.direction_of(vertex, there)] = other, kind
        return found

    def first_steps(self, player: int) -> list[Action]:
        """The first step of a move, for each way of moving the player has (manual 4.1)."""
        steps = []
        for mode in MODES:
            if mode == "foot" or self.has(player, mode):
                for direction, (there, edge) in sorted(self.exits(self.at[player]).items()):
                    kind = "land" if edge == "land" else "river"
                    if edge in EDGE_KINDS[mode] and (mode, kind) in REACH and self._can_end(
                            there, REACH[mode, kind] - 1, mode, kind, player):
                        steps.append(STEP[direction, mode])
        return steps

    def _move_choices(self, task: tuple) -> tuple[Action, ...]:
        _, mode, kind, left, path = task
        player = self.active
        here = self.at[player]
        choices = [STEP[direction, mode] for direction, (there, edge) in sorted(self.exits(here).items())
                   if self._fits(edge, mode, kind) and self._can_end(there, left - 1, mode, kind, player)]
        if not self.occupied(here, player):
            choices.append(STOP)
        return tuple(choices)

    @staticmethod
    def _fits(edge: str, mode: str, kind: str) -> bool:
        """Whether a move ``mode`` along ``kind`` edges may take an edge: never mixed (l.64)."""
        return edge in EDGE_KINDS[mode] and ("land" if edge == "land" else "river") == kind

    def _can_end(self, place: str, left: int, mode: str, kind: str, player: int) -> bool:
        """Whether a move that reached ``place`` can end on a free place within ``left``
        more edges: pawns pass occupied places but never stop on them (rulings, 7)."""
        if not self.occupied(place, player):
            return True
        return left > 0 and any(self._fits(edge, mode, kind)
                                and self._can_end(there, left - 1, mode, kind, player)
                                for there, edge in self.exits(place).values())

    # -- the actions -----------------------------------------------------------------------------
    def actions_open(self, player: int) -> list[Action]:
        """Every action the player can take now (manual 4.2)."""
        spots = self.spots_beside(player)
        pack = dict(zip(MATERIALS, self.packs[player], strict=True))
        found = []
        for spot in spots:
            if self._pan_yield(player, spot) and pack["food"]:
                found.append(PAN[spot])
            if self._mine_yield(player, spot) and pack["food"] and pack["timber"]:
                found += [MINE[spot, dynamite] for dynamite in self.dynamite_choices(player, spot)]
            if self.event_here(spot):
                found += [EVENT[spot, pay] for pay in EVENT_PAYMENTS if self._can_pay(pack, pay)]
            if self.fish_caught(player, spot):
                found.append(FISH[spot])
            if self.animal_at(spot) is not None:
                found.append(HUNT[spot])
            if self.terrain(spot) == "forest":
                found.append(CHOP[spot])
        found += self._builds_open(player, spots, pack)
        return found

    def _pan_yield(self, player: int, spot: str) -> int:
        """Rivergold: from a bank, a lake, or a tundra a canal waters (l.85); 2 with a sieve."""
        gold = [m for m in self.markers.get(spot, ()) if m[0] == "river"]
        if not gold:
            return 0
        terrain = self.terrain(spot)
        if "/" in spot and spot.split("/")[0] in RIVER_TILES:
            pass
        elif terrain == "lake":
            pass
        elif terrain == "tundra" and set(self.spot_faces(spot)) & self.watered():
            pass
        else:
            return 0
        return min(len(gold), 2 if self.has(player, "sieve") else 1)

    def _mine_yield(self, player: int, spot: str) -> int:
        """Mountaingold lying beside a mountain with a mine (l.87): how many markers."""
        if spot not in self.mines:
            return 0
        return sum(1 for m in self.markers.get(spot, ()) if m[0] == "mountain")

    def dynamite_choices(self, player: int, spot: str) -> list[str]:
        """Without dynamite one marker; with the crate (kept) or a stick (used up) two, where
        two lie there; one source at a time (l.89, l.193)."""
        choices = ["none"]
        if self._mine_yield(player, spot) >= 2:
            choices += [d for d, owned in (("crate", self.has(player, "crate")),
                                           ("stick", "stick" in self.gear[player])) if owned]
        return choices

    def event_here(self, spot: str) -> bool:
        """An event: a marker on a diamond's "?", or a triangle's "?" while any event marker is
        on the stack or out of play (it comes back)."""
        if spot in TRIANGLES:
            return TRIANGLES[spot]["event"] and bool(self.supply["event"] or self.used["event"])
        return any(m[0] == "event" for m in self.markers.get(spot, ()))

    @staticmethod
    def _can_pay(pack: dict, pay: str) -> bool:
        need = {}
        for material in pay.split("+"):
            need[material] = need.get(material, 0) + 1
        return all(pack[m] >= n for m, n in need.items())

    def fish_caught(self, player: int, spot: str) -> int:
        """Fishing beside the river or a lake: 1 for a fish symbol, 1 for a rod, 1 standing on
        a fishtrap, at most 3 (l.103-107; rulings, 10)."""
        if spot in RIVER_TILES:
            symbol = RIVER_TILES[spot]["fish"]
        elif self.terrain(spot) == "lake":
            symbol = half_of(spot)["fish"]
        else:
            return 0
        vertex, _ = self.vertex_of(player)
        trap = self.works.get(vertex) == "fishtrap"
        return min(3, int(symbol) + int(self.has(player, "rod")) + int(trap))

    def animal_at(self, spot: str):
        return next((m for m in self.markers.get(spot, ()) if m[0] == "animal"), None)

    def timber_cut(self, player: int) -> int:
        """A tree: 1 timber, 1 more with an axe, 1 more standing on a sawmill (l.116-120)."""
        vertex, _ = self.vertex_of(player)
        return 1 + int(self.has(player, "axe")) + int(self.works.get(vertex) == "sawmill")

    def _builds_open(self, player: int, spots: dict, pack: dict) -> list[Action]:
        vertex, _ = self.vertex_of(player)
        found = []
        free_here = vertex is not None and vertex not in self.works
        if free_here:
            for work in ("fishtrap", "sawmill"):
                if (self.works_left[work] and self._afford(pack, WORK_COSTS[work])
                        and self._work_fits(work, spots)):
                    found.append(BUILD[work])
            if self.works_left["mine"] and self._afford(pack, WORK_COSTS["mine"]):
                found += [BUILD_MINE[spot] for spot in spots
                          if self.terrain(spot) == "mountain" and spot not in self.mines]
        if vertex is not None and pack["timber"] >= 1:
            found += [CANAL[k] for k in range(6) if self.canal_allowed(vertex, k)]
        return found

    @staticmethod
    def _afford(pack: dict, cost: dict) -> bool:
        return all(pack[m] >= n for m, n in cost.items())

    def _work_fits(self, work: str, spots: dict) -> bool:
        """A fishtrap beside the river or a lake, a sawmill beside a forest (l.121-122)."""
        if work == "fishtrap":
            return any(spot in RIVER_TILES or self.terrain(spot) == "lake" for spot in spots)
        return any(self.terrain(spot) == "forest" for spot in spots)

    def canal_allowed(self, vertex, sector: int) -> bool:
        """A canal joins a forest or tundra to water or to a canal, never a mountain; the
        builder stands beside both faces (l.123-125)."""
        first, second = lattice.sector_face(vertex, sector), lattice.sector_face(vertex, sector + 1)
        if first not in self.layout.faces or second not in self.layout.faces:
            return False
        pair = frozenset((first, second))
        if pair in self.canals:
            return False
        kinds = [self._face_terrain(face) for face in (first, second)]
        if "mountain" in kinds or None in kinds:
            return False
        wet = self.watered()
        canal_ends = {face for p in self.canals for face in p}
        for a, b in ((first, second), (second, first)):
            if self._face_terrain(a) in ("forest", "tundra") and (b in wet or b in canal_ends):
                return True
        return False

    def _face_terrain(self, face) -> str | None:
        """A face's terrain for a canal: ``"river"`` for a river diamond; None for the post
        and the spring."""
        if face in self.layout.river_faces:
            return "river"
        tile = self.layout.faces[face]
        return half_of(tile).get("terrain")

    # -- buying and trading ----------------------------------------------------------------------
    def shops(self, player: int) -> tuple[str, ...]:
        """Where the player can buy: at the waterfall post, or beside the triangle trading
        post; beside the moonshine still, every ware too, and whiskey bartered for two
        materials or wares (l.129-135; rulings, 13)."""
        found = []
        beside = {TRIANGLES[spot]["feature"] for spot in self.spots_beside(player) if spot in TRIANGLES}
        if self.at[player] == POST or "post" in beside:
            found.append("post")
        if "still" in beside:
            found += ["still", BARTER]
        return tuple(found)

    def _means(self, player: int) -> tuple[int, int]:
        """The player's gold in nuggets, and the items (materials and gear) an X can take."""
        return self.nuggets(player), sum(self.packs[player]) + len(self.gear[player])

    def purchases(self, player: int, shops: tuple[str, ...]) -> list[Action]:
        """The wares in stock the player can pay for: the nuggets in gold (no change is
        given, so gold beyond the price may pay the X), each X with a nugget, a raw
        material or a ware; bartered at the still, whiskey for two materials or wares
        (l.129-135)."""
        gold, items = self._means(player)
        found = []
        for shop in shops:
            for ware, stock in self.wares.items():
                if not stock or (shop == BARTER and ware != "whiskey"):
                    continue
                nuggets, x = price(ware, shop)
                payable = gold >= nuggets and (gold - nuggets) + items >= x if shop != BARTER else items >= x
                if payable:
                    found.append(BUY[ware, shop])
        return found

    def _payments(self, task: tuple) -> tuple[Action, ...]:
        """What may go towards a price: gold for the nuggets (and the X), items for the X;
        only what still leaves the rest payable."""
        _, player, ware, shop, nuggets, x = task
        gold, items = self._means(player)
        found = []
        if shop != BARTER:
            for value in sorted({v for _, v in self.bags[player]}):
                left_n, left_x = max(0, nuggets - value), max(0, x - max(0, value - nuggets))
                if gold - value >= left_n and (gold - value - left_n) + items >= left_x:
                    found.append(PAY_GOLD[value])
        if x > 0:
            owned = [m for m, n in zip(MATERIALS, self.packs[player], strict=True) if n]
            found += [PAY_ITEM[item] for item in (*owned, *sorted(set(self.gear[player])))]
        return tuple(found)

    def trade_partners(self, player: int) -> tuple[int, ...]:
        """Players on the same intersection or one edge apart (l.139)."""
        here = self.at[player]
        near = set(self.layout.neighbours(here)) | {here}
        vertex, _ = parse_place(here)
        return tuple(p for p in range(self.game.players)
                     if p != player and (self.at[p] in near or (vertex is not None
                                                                and parse_place(self.at[p])[0] == vertex)))

    def holdings(self, player: int) -> dict[str, int]:
        """What a player could hand over in a trade, as others see it: materials, gear,
        and gold markers by kind (their values stay hidden)."""
        held = {m: n for m, n in zip(MATERIALS, self.packs[player], strict=True) if n}
        for item in self.gear[player]:
            held[item] = held.get(item, 0) + 1
        for kind, _ in self.bags[player]:
            held[kind] = held.get(kind, 0) + 1
        return held

    def _offer_choices(self, task: tuple) -> tuple[Action, ...]:
        _, player, partner, give, ask = task
        found = []
        if len(give) < OFFER_SIZE:
            found += [GIVE[item] for item, n in sorted(self.holdings(player).items()) if give.count(item) < n]
        if len(ask) < OFFER_SIZE:
            found += [ASK[item] for item, n in sorted(self.holdings(partner).items()) if ask.count(item) < n]
        if give or ask:
            found.append(PROPOSE)
        found.append(WITHDRAW)
        return tuple(found)

    def discardable(self, player: int) -> tuple[str, ...]:
        """What a player over a limit may give up: gear while the gear is too full, else
        materials while the backpack is."""
        if len(self.gear[player]) > GEAR:
            return tuple(sorted(set(self.gear[player])))
        return tuple(m for m, n in zip(MATERIALS, self.packs[player], strict=True) if n)

    def over_limits(self, player: int) -> bool:
        """Limits hold at the end of the turn only (l.146-151): 6 backpack spaces (timber
        takes 2), 4 more for each cart, 6 gear spaces."""
        food, tools, timber = self.packs[player]
        room = BACKPACK + CART_SPACE * sum(1 for item in self.gear[player] if item == "cart")
        load = food * SPACE["food"] + tools * SPACE["tools"] + timber * SPACE["timber"]
        return load > room or len(self.gear[player]) > GEAR

    # -- applying a decision ---------------------------------------------------------------------
    def _decide_main(self, task, action) -> None:
        player, kind = self.active, action.kind
        moves, actions, drunk, traded = self.phases
        if kind == "step":
            self.phases = (moves - 1, actions, drunk, traded)
            self._say(f"{self._name(player)} sets out {WAYS[action['mode']]}.")
            self.agenda.append(("main",))
            self._step(("move", action["mode"], None, None, (self.at[player],)), action)
            return
        if kind == "end":
            self.agenda.append(("limits", player))
            return
        if kind == "trade":
            self.phases = (moves, actions, drunk, True)
            self.agenda += [("main",), ("offer", player, action["partner"], (), ())]
            return
        if kind == "buy":
            self.phases = (moves, actions - 1, drunk, traded)
            self.agenda.append(("main",))
            self._begin_purchase(player, action["ware"], action["shop"])
            return
        if kind == "declare":
            self._finish(f"{self._name(player)} declared the end at the waterfall post with "
                         f"{len(self.bags[player])} gold markers.")
            return
        self.agenda.append(("main",))
        if kind == "whiskey":
            self._drink(player, action["use"])
        elif kind == "eat":
            self.gear = replaced(self.gear, player, _without(self.gear[player], "dried_fish"))
            self._spend_round("event", "dried_fish")
            self._add(player, food=DRIED_FISH_FOOD)
            self._say(f"{self._name(player)} eats the dried fish: {DRIED_FISH_FOOD} food.")
        else:
            self.phases = (moves, actions - 1, drunk, traded)
            getattr(self, "_act_" + kind)(player, action)

    def _decide_move(self, task, action) -> None:
        if action.kind == "stop":
            self._say(f"{self._name(self.active)} stops at {self._where(self.at[self.active])}.")
            return
        self._step(task, action)

    def _decide_lay(self, task, action) -> None:
        self._lay_river(action["sector"])

    def _decide_pick_event(self, task, action) -> None:
        player = task[1]
        stack = list(self.supply["event"])
        stack.remove(action["event"])
        self.supply = {**self.supply, "event": tuple(stack)}
        self._say(f"{self._name(player)} looks through the event markers and takes "
                  f"{EVENT_NAMES[action['event']]}.")
        self._event_effect(player, action["event"])

    def _decide_limits(self, task, action) -> None:
        player, item = task[1], action["item"]
        self._hand_over(player, item)
        self._say(f"{self._name(player)} discards {ITEM_NAMES[item]}.")
        self.agenda.append(task)

    def _decide_pay(self, task, action) -> None:
        _, player, ware, shop, nuggets, x = task
        if action.get("gold") is not None:
            value = action["gold"]
            bag = list(self.bags[player])
            kind = next(k for k, v in bag if v == value)
            bag.remove((kind, value))
            self.bags = replaced(self.bags, player, tuple(bag))
            self._spend_round(kind, value)
            self._say(f"{self._name(player)} pays a gold marker worth {value}.")  # shown, then gone
            nuggets, x = max(0, nuggets - value), max(0, x - max(0, value - nuggets))
        else:
            self._hand_over(player, action["item"])
            self._say(f"{self._name(player)} pays with {ITEM_NAMES[action['item']]}.")
            x -= 1
        if nuggets or x:
            self.agenda.append(("pay", player, ware, shop, nuggets, x))
            return
        self.wares = {**self.wares, ware: self.wares[ware] - 1}
        self.gear = replaced(self.gear, player, tuple(sorted(self.gear[player] + (ware,))))
        self._say(f"{self._name(player)} buys {a_ware(ware)}.")
        self.agenda.append(("shop", player, shop))

    def _decide_shop(self, task, action) -> None:
        if action.kind == "buy":
            self._begin_purchase(task[1], action["ware"], action["shop"])

    def _begin_purchase(self, player: int, ware: str, shop: str) -> None:
        self.agenda.append(("pay", player, ware, shop, *price(ware, shop)))

    def _decide_offer(self, task, action) -> None:
        _, player, partner, give, ask = task
        kind = action.kind
        if kind == "give":
            self.agenda.append(("offer", player, partner, tuple(sorted(give + (action["item"],))), ask))
        elif kind == "ask":
            self.agenda.append(("offer", player, partner, give, tuple(sorted(ask + (action["item"],)))))
        elif kind == "propose":
            self._say(f"{self._name(player)} offers {self._name(partner)} {_items(give)} for {_items(ask)}.")
            self.agenda.append(("answer", partner, player, give, ask))

    def _decide_answer(self, task, action) -> None:
        """The partner decides (rulings, 16); gold changes hands face down, the giver's
        lowest of the kind named."""
        _, partner, player, give, ask = task
        if action.kind == "decline":
            self._say(f"{self._name(partner)} declines.")
            return
        for giver, taker, items in ((player, partner, give), (partner, player, ask)):
            for item in items:
                self._hand_over(giver, item, to=taker)
        self._say(f"{self._name(partner)} accepts: the trade is made.")

    def _hand_over(self, player: int, item: str, to: int | None = None) -> None:
        """An item leaves a player, to another player or (``to`` None) to pay: a ware goes
        back to the supply, a round marker out of play."""
        if item in MATERIALS:
            self._add(player, **{item: -1})
            if to is not None:
                self._add(to, **{item: 1})
        elif item in GOLD:
            marker = min((m for m in self.bags[player] if m[0] == item), key=lambda m: m[1])
            bag = list(self.bags[player])
            bag.remove(marker)
            self.bags = replaced(self.bags, player, tuple(bag))
            self._to_bag(to, [marker])
        else:
            self.gear = replaced(self.gear, player, _without(self.gear[player], item))
            if to is None:
                self._return_item(item)
            else:
                self.gear = replaced(self.gear, to, tuple(sorted(self.gear[to] + (item,))))

    # -- moving and exploring --------------------------------------------------------------------
    def _step(self, task: tuple, action: Action) -> None:
        """One edge of a move; entering an intersection explores the open faces around it
        (rulings, 6), and the move may then go on."""
        _, mode, kind, left, path = task
        player = self.active
        there, edge = self.exits(self.at[player])[action["dir"]]
        if kind is None:
            kind = "land" if edge == "land" else "river"
            left = REACH[mode, kind]
        self.at = replaced(self.at, player, there)
        left -= 1
        path += (there,)
        moving = ("move", mode, kind, left, path)
        if left > 0 or self.occupied(there, player):
            self.agenda.append(moving)
        else:
            self._say(f"{self._name(player)} {WAYS_PAST[mode]} to {self._where(there)}.")
        vertex, _ = parse_place(there)
        if vertex is not None and self._open_faces(vertex):
            self.agenda.append(("explore", vertex))
            if self._by_the_open_river(vertex):
                self.agenda.append(("extend", vertex))

    def _open_faces(self, vertex) -> tuple:
        return tuple(face for face in lattice.faces_at(vertex) if face not in self.layout.faces)

    def _by_the_open_river(self, vertex) -> bool:
        """Whether an explorer at ``vertex`` is at or next to the river's open end (l.66-78:
        "if adjacent to unexplored river, ... extend the river")."""
        end = self.layout.river_end
        beside = end == vertex or end in (lattice.step(vertex, d) for d in range(6))
        return self.layout.river_open and beside

    def _run_extend(self, task) -> None:
        """An explorer by the river's open end extends it by one diamond at least (l.66-78),
        laid next to him where any placement allows it ("must route adjacent to prospector
        if possible"), else wherever it fits; the spring when the river cannot go on or its
        deck is empty. Further diamonds follow in ``explore`` while they touch him."""
        vertex = task[1]
        if not self.decks["river"] or not self.layout.river_options():
            self._lay_spring(vertex)
            return
        options = self.layout.river_options(near=vertex) or self.layout.river_options()
        if len(options) == 1:
            self._lay_river(options[0])
        else:
            self.agenda.append(("lay", vertex))

    def _run_explore(self, task) -> None:
        """After the first diamond (``extend``), the river goes on for as long as a diamond
        still touches the explorer (laid by the mover); the spring when the river cannot go on
        or its deck is empty; then land diamonds, and land triangles in lone gaps (l.66-78;
        rulings, 6)."""
        vertex = task[1]
        layout = self.layout
        if self._by_the_open_river(vertex):
            near = layout.river_options(near=vertex)
            if not self.decks["river"] or not layout.river_options():
                self._lay_spring(vertex)
                self.agenda.append(task)
                return
            if near:
                self.agenda.append(task)
                if len(near) == 1:
                    self._lay_river(near[0])
                else:
                    self.agenda.append(("lay", vertex))
                return
        self._fill_land(vertex)

    def _lay_river(self, sector: int) -> None:
        tile, *rest = self.decks["river"]
        self.decks = {**self.decks, "river": tuple(rest)}
        self.layout = self.layout.with_river(sector, tile)
        way = lattice.heading(lattice.bisector(sector))
        self._say(f"A river diamond is laid {way}, {banks_words(tile)}.")
        self._onto_the_banks(self.layout.river_end)
        data = RIVER_TILES[tile]
        for bank in ("L", "R"):
            self._place_markers(f"{tile}/{bank}", data["left" if bank == "L" else "right"], diamond=True)

    def _onto_the_banks(self, vertex) -> None:
        """The river reaching an intersection where prospectors stand puts them on its banks
        (a ruling of this project: the manual never has a river come to a pawn). One who
        stopped there takes the bank with more ways out (the left on a tie); the mover,
        passing through, takes the other, so one prospector is still on each bank."""
        plain = place_name(vertex)
        standing = sorted((p for p, at in enumerate(self.at) if at == plain),
                          key=lambda p: p == self.active and any(t[0] == "move" for t in self.agenda))
        if not standing:
            return
        ways = {side: len(self.layout.neighbours(place_name(vertex, side))) for side in "LR"}
        first = "R" if ways["R"] > ways["L"] else "L"
        for p, side in zip(standing, (first, "L" if first == "R" else "R"), strict=False):
            self.at = replaced(self.at, p, place_name(vertex, side))
            self._say(f"The river comes to {self._name(p)}, who stands on its "
                      f"{'left' if side == 'L' else 'right'} bank.")

    def _lay_spring(self, explorer) -> None:
        """The spring closes the river; the ice comes into play on it (l.158)."""
        end = self.layout.river_end
        free = [f for f in lattice.faces_at(end) if f not in self.layout.faces]
        free.sort(key=lambda f: explorer not in lattice.corners(f))
        self.layout = self.layout.with_spring(free[0])
        self.ice = len(self.layout.river)
        self._say("The spring is laid where the river rises: the ice block comes into play on it.")

    def _fill_land(self, vertex) -> None:
        for face, partner in self.layout.land_gaps(vertex):
            deck = "land" if partner is not None else "triangle"
            if not self.decks[deck]:
                continue
            tile, *rest = self.decks[deck]
            self.decks = {**self.decks, deck: tuple(rest)}
            if partner is None:
                self.layout = self.layout.with_tiles({face: tile})
                self._place_markers(tile, TRIANGLES[tile], diamond=False)
                name = TRIANGLES[tile]["name"]
                self._say(f"The {name[0].lower()}{name[1:]} is laid.")
            else:
                self.layout = self.layout.with_tiles({face: f"{tile}/0", partner: f"{tile}/1"})
                halves = LAND_TILES[tile]["halves"]
                for half, data in enumerate(halves):
                    self._place_markers(f"{tile}/{half}", data, diamond=True)
                kinds = sorted({data["terrain"] for data in halves})
                self._say(f"A land diamond is laid: {' and '.join(kinds)}.")

    def _place_markers(self, spot: str, half: dict, diamond: bool) -> None:
        """Markers go face down on a new tile's symbols: rivergold on green circles,
        mountaingold on grey ones, an animal on a game symbol, an event on a diamond's "?"."""
        placed = []
        for symbol, kind in MARKER_OF_SYMBOL.items():
            count = int(half.get(symbol, 0))
            if kind == "event" and not diamond:
                count = 0  # a triangle's "?" lets the player choose from all (l.95)
            for _ in range(count):
                value = self._draw_marker(kind)
                if value is not None:
                    placed.append((kind, value, False))
        if placed:
            self.markers = {**self.markers, spot: tuple(placed)}

    def _draw_marker(self, kind: str):
        """The top marker of a face-down stack (None if there is none at all)."""
        self._refill(kind)
        stack = list(self.supply[kind])
        if not stack:
            return None
        value = stack.pop(0)
        self.supply = {**self.supply, kind: tuple(stack)}
        return value

    def _refill(self, kind: str) -> None:
        """An empty stack takes back, shuffled, the markers of its kind that left play
        (l.186-187)."""
        if not self.supply[kind] and self.used[kind]:
            rng = Rng(self.rng)
            self.supply = {**self.supply, kind: tuple(rng.shuffled(sorted(self.used[kind])))}
            self.rng = rng.state
            self.used = {**self.used, kind: ()}

    # -- the actions -----------------------------------------------------------------------------
    def _take_markers(self, spot: str, kind: str, count: int) -> list:
        lying = list(self.markers.get(spot, ()))
        taken = [m for m in lying if m[0] == kind][:count]
        for marker in taken:
            lying.remove(marker)
        self.markers = {s: ms for s, ms in {**self.markers, spot: tuple(lying)}.items() if ms}
        return taken

    def _to_bag(self, player: int, gold: list) -> None:
        bag = tuple(sorted(self.bags[player] + tuple((kind, value) for kind, value, *_ in gold)))
        self.bags = replaced(self.bags, player, bag)

    def _act_pan(self, player, action) -> None:
        spot = action["spot"]
        count = self._pan_yield(player, spot)
        self._add(player, food=-1)
        self._to_bag(player, self._take_markers(spot, "river", count))
        self._say(f"{self._name(player)} pans {_markers(count, 'rivergold')} for 1 food.")

    def _act_mine(self, player, action) -> None:
        spot, dynamite = action["spot"], action["dynamite"]
        count = 1 if dynamite == "none" else 2
        if dynamite == "stick":
            self.gear = replaced(self.gear, player, _without(self.gear[player], "stick"))
            self._spend_round("event", "stick")
        self._add(player, food=-1, timber=-1)
        self._to_bag(player, self._take_markers(spot, "mountain", count))
        self._say(f"{self._name(player)} mines {_markers(count, 'mountaingold')}{DYNAMITE[dynamite]} "
                  "for 1 food and 1 timber.")

    def _act_event(self, player, action) -> None:
        spot = action["spot"]
        for material in action["pay"].split("+"):
            self._add(player, **{material: -1})
        if spot in TRIANGLES:
            self._refill("event")
            self.agenda.append(("pick_event", player))
            return
        (_, event, _), = self._take_markers(spot, "event", 1)
        self._say(f"{self._name(player)} experiences an event: {EVENT_NAMES[event]}.")
        self._event_effect(player, event)

    def _event_effect(self, player: int, event: str) -> None:
        """Gold goes into the bag (the marker leaves play); wares and special wares into the
        gear (l.96-101)."""
        if event == "gold":
            self._spend_round("event", "gold")
            value = self._draw_marker("river")
            if value is not None:
                self._to_bag(player, [("river", value)])
            return
        self.gear = replaced(self.gear, player, tuple(sorted(self.gear[player] + (event,))))

    def _act_fish(self, player, action) -> None:
        food = self.fish_caught(player, action["spot"])
        self._add(player, food=food)
        self._say(f"{self._name(player)} catches fish: {food} food.")

    def _act_hunt(self, player, action) -> None:
        """Die against die: the next player rolls for the animal; the hunter wins only
        above it, +3 with a rifle; the animal is revealed (l.108-113; rulings, 11)."""
        spot = action["spot"]
        _, animal, _ = self.animal_at(spot)
        rng = Rng(self.rng)
        mine, theirs = rng.roll(), rng.roll()
        self.rng = rng.state
        bonus = RIFLE_BONUS if self.has(player, "rifle") else 0
        roller = self._name((player + 1) % self.game.players)
        line = (f"{self._name(player)} hunts a {animal}: rolls {mine}{f' + {bonus}' if bonus else ''} "
                f"against {roller}'s {theirs}")
        if mine + bonus > theirs:
            self._take_markers(spot, "animal", 1)
            self._spend_round("animal", animal)
            food = ANIMALS[animal][1]
            self._add(player, food=food)
            self._say(f"{line}: caught, {food} food.")
            if TRIANGLES.get(spot, {}).get("feature") == "bear_cave":
                self._place_markers(spot, {"game": True}, diamond=False)
            return
        lying = [(k, v, True) if k == "animal" else (k, v, up) for k, v, up in self.markers[spot]]
        self.markers = {**self.markers, spot: tuple(lying)}
        self._say(f"{line}: it gets away.")

    def _act_chop(self, player, action) -> None:
        timber = self.timber_cut(player)
        self._add(player, timber=timber)
        self._say(f"{self._name(player)} cuts down a tree: {timber} timber.")

    def _act_build(self, player, action) -> None:
        work = action["work"]
        vertex, _ = self.vertex_of(player)
        self._add(player, **{m: -n for m, n in WORK_COSTS[work].items()})
        self.works = {**self.works, vertex: work}
        self.works_left = {**self.works_left, work: self.works_left[work] - 1}
        if work == "mine":
            self.mines = self.mines | {action["spot"]}
        self._say(f"{self._name(player)} builds a {work} at {self._where(self.at[player])}.")

    def _act_canal(self, player, action) -> None:
        vertex, _ = self.vertex_of(player)
        k = action["sector"]
        pair = frozenset((lattice.sector_face(vertex, k), lattice.sector_face(vertex, k + 1)))
        self.canals = self.canals | {pair}
        self._add(player, timber=-1)
        self._say(f"{self._name(player)} digs a canal.")

    def _drink(self, player: int, use: str) -> None:
        """One whiskey a turn buys one more move or one more action (l.98, l.153-156)."""
        moves, actions, _, traded = self.phases
        bottle = next(item for item in WHISKEYS if item in self.gear[player])
        self.gear = replaced(self.gear, player, _without(self.gear[player], bottle))
        self._return_item(bottle)
        self.phases = (moves + (use == "move"), actions + (use == "action"), True, traded)
        self._say(f"{self._name(player)} drinks a whiskey for another {use}.")

    # -- the end of a turn and of the game -------------------------------------------------------
    def _run_turn(self, task) -> None:
        self.turn += 1
        self.phases = (1, 1, False, False)
        self._say(f"{self._name(self.active)}'s turn.")
        self.agenda.append(("main",))

    def _run_next(self, task) -> None:
        """The ice test, every turn while the ice is in play (rulings, 4); then the next seat."""
        if self.ice is not None:
            rng = Rng(self.rng)
            roll = rng.roll()
            self.rng = rng.state
            if roll in ICE_ROLLS:
                self.ice -= 1
                if self.ice < 0:
                    self._finish(f"The ice block reached the waterfall post after a roll of {roll}.")
                    return
                self._say(f"Ice test: {roll}. The ice block moves one river diamond downstream.")
            else:
                self._say(f"Ice test: {roll}. The ice block stays.")
        self.active = (self.active + 1) % self.game.players
        self.agenda.append(("turn",))

    def _finish(self, reason: str) -> None:
        """The end is immediate; the most nuggets wins, equal nuggets share (rulings, 5)."""
        scores = [self.nuggets(p) for p in range(self.game.players)]
        best = max(scores)
        self.winners = tuple(p for p, s in enumerate(scores) if s == best)
        self.ending = reason
        self._say(reason)
        names = " and ".join(self._name(p) for p in self.winners)
        self._say(f"{names} {'wins' if len(self.winners) == 1 else 'share the win'} with {best} nuggets.")

    # -- running the agenda ----------------------------------------------------------------------
    def _settle(self) -> None:
        agenda = self.agenda = list(self.agenda)
        while agenda and self.winners is None:
            task = agenda[-1]
            kind = task[0]
            if kind == "limits":
                if self.over_limits(task[1]):
                    break
                agenda.pop()
                agenda.append(("next",))
                continue
            if kind == "move":
                if self._move_choices(task) or self.occupied(self.at[self.active], self.active):
                    if task[3] > 0 or self.occupied(self.at[self.active], self.active):
                        break
                agenda.pop()
                continue
            if kind in DECISIONS:
                break
            agenda.pop()
            getattr(self, "_run_" + kind)(task)
        self.agenda = tuple(agenda) if self.winners is None else ()

    # -- small helpers ---------------------------------------------------------------------------
    def _where(self, place: str) -> str:
        return place_words(self.layout, place)

    def _add(self, player: int, **amounts: int) -> None:
        pack = tuple(n + amounts.get(m, 0) for m, n in zip(MATERIALS, self.packs[player], strict=True))
        self.packs = replaced(self.packs, player, pack)

    def _spend_round(self, kind: str, value) -> None:
        """A used round marker leaves play until its stack runs out (l.186-187)."""
        self.used = {**self.used, kind: tuple(sorted(self.used[kind] + (value,)))}

    def _return_item(self, item: str) -> None:
        """A ware goes back to the supply; a found ware or special ware leaves play."""
        if item in WARES:
            self.wares = {**self.wares, item: self.wares[item] + 1}
        else:
            self._spend_round("event", item)


#: from the post, its three corners by the direction they lie in from the post tile
POST_EXITS = {MOUTH: 0, (0, 1): 1, (0, 0): 3}
WAYS = {"foot": "on foot", "horse": "on horseback", "boat": "by boat"}
WAYS_PAST = {"foot": "walks", "horse": "rides", "boat": "rows"}


def price(ware: str, shop: str) -> tuple[int, int]:
    """What a ware costs: nuggets and X, or at the still's barter, two X paid in kind."""
    return (0, STILL_PRICE) if shop == BARTER else PRICES[ware]


def _without(items: tuple, item: str) -> tuple:
    at = items.index(item)
    return items[:at] + items[at + 1:]


def _items(items: tuple) -> str:
    return ", ".join(TRADE_ITEMS[item] for item in items) or "nothing"


def _markers(count: int, kind: str) -> str:
    return f"a {kind} marker" if count == 1 else f"{count} {kind} markers"


def initial_state(game, rng_state: int, seed) -> LostValleyState:
    """Setup (manual 3): the post at the table edge, the three tile decks shuffled face
    down, the spring aside, the marker stacks shuffled face down; every prospector at the
    post with 1 food, 1 timber, 3 tools and 2 whiskeys; seat 0 begins (rulings, 1)."""
    rng = Rng(rng_state)
    players = game.players
    decks = {"river": tuple(rng.shuffled(sorted(RIVER_TILES))),
             "land": tuple(rng.shuffled(sorted(LAND_TILES))),
             "triangle": tuple(rng.shuffled(sorted(TRIANGLES)))}
    supply = {"river": tuple(rng.shuffled(GOLD["river"])), "mountain": tuple(rng.shuffled(GOLD["mountain"])),
              "animal": tuple(rng.shuffled([a for a, (n, _) in ANIMALS.items() for _ in range(n)])),
              "event": tuple(rng.shuffled([e for e, n in EVENTS.items() for _ in range(n)]))}
    wares = dict(WARES)
    wares["whiskey"] -= len(START_GEAR) * players
    mines = frozenset(t for t, tile in TRIANGLES.items() if tile["feature"] == "abandoned_mine")
    start = tuple(START_MATERIALS[m] for m in MATERIALS)
    state = LostValleyState.create(
        game, GameLog.of(["The waterfall trading post stands at the table edge; every prospector sets out "
                          "from it with 1 food, 1 timber, 3 tools and 2 whiskeys."]),
        seed=seed, rng=rng.state, layout=Layout.start(), decks=decks, markers={}, supply=supply,
        used={kind: () for kind in supply}, wares=wares, works_left=dict(WORKS), works={}, mines=mines,
        canals=frozenset(), at=(POST,) * players, packs=(start,) * players,
        gear=(tuple(sorted(START_GEAR)),) * players, bags=((),) * players, active=0,
        phases=(1, 1, False, False),
        agenda=(("turn",),), ice=None, winners=None, ending=None, turn=0)
    state._settle()
    return state
