"""How good a Bear Valley position looks for each player: a rough chance of winning, 0 to 1.

The heuristic agent picks the move after which this estimate is best for it;
Monte Carlo tree search uses it to score a playout it cuts short. It reads
only what everyone sees (the map, the tokens, the walk in progress), never
the order of the Wilderness deck.

Bear Valley is a race: the first token placed on the Destination Camp wins,
and only the way still to walk stands between a token and the camp (every
card on it is a card to explore or cross, and exploring is the only risk).
So the estimate is a falling function of each token's *route length* ``d``:
the fewest moves to the camp over the map as explored, where an unexplored
hex (a card still to draw) counts as passable every way (the optimistic
guess: some card will fit), an explored card only through its exits, never
across the river, into a Bear or through trees. Plain hex distance is no good: the river runs into
the camp, whose exits face away from it, so a token beside the camp on the
river's side is still far from it, and a greedy player measured by hex
distance stalls there for good. ``d`` is measured against the river's own
route length ``D`` (Starting Camp to Destination Camp, at the start)::

    value = 0.9 * D / (D + d)

0.45 at the start, 0.9 on the camp's doorstep, less for a token that
wandered off; the finished game's winner gets 1, the others 0, and a player
eaten by a Bear gets 0 (out of the race for good). Besides:

- the player to move has a walk in progress: it has not moved the token yet,
  but may stop and move it at any moment (unless the walk stands on a Bear),
  so the walk's gain counts 90 %: a walk already made is nearly as good as
  the token moved there, and stopping is worth a little more than carrying
  on, which risks getting lost with every card; the card a player may tunnel
  onto (or cut through to with a Machete) counts the same way;
- a token on a Mountain will move only one space next turn: half a move more;
- a token that cannot win is worth 0, as much as a game the bears win, so
  that nobody gains by refusing to draw the last cards: a token that
  tunnelled into a dead end (eaten at the start of its next turn), a token
  with no route (walled in, or every side of the camp walled off), and a
  token whose shortest route needs more cards than the deck still holds.

It is the basic game's race: in the advanced game Equipment and Gold (and its
win at the Starting Camp) are not counted, and a route never uses a Canoe, a
Machete or a cave. What a player may never enter is no route for them: a
character's cards (Forrest's Woods, Rocky's Mountains, Sunny's Caves,
Vertigo's bridges), and a Trading Post for a player with nothing to trade (a
player who counted on such a route would wait for ever on the near side).

Route lengths are an A* search (hex distance is its admissible estimate),
a fraction of a millisecond, remembered per map, so playouts can call it freely.
"""
from __future__ import annotations

import heapq

from .board import FACES, START, STEPS, destination_of, hex_distance, river_layout

PEAK = 0.9          # a token next to the camp, the game not yet won
WALK = 0.9          # the share of a walk's progress that counts before the token moves
MOUNTAIN = 0.5      # extra moves for a token that will move only one space next turn
BUDGET = 1500       # hexes an A* search may expand before giving up
#: phases in which the walk so far could still end with the token moved to its last position
_MID_WALK = frozenset({"move", "stop", "orient", "woods", "mushrooms", "bear", "trade", "dive"})
_RIVERS: dict = {}
_ROUTES: dict = {}  # id(cards) -> (cards, {position: (moves, cards to explore) or None})
_CACHE_SIZE = 512


def route(cards: dict, destination: tuple[int, int], start: tuple[int, int, int],
          avoid: tuple[str, ...] = ()) -> tuple[int, int] | None:
    """The shortest route from ``start`` (q, r, section) to the Destination Camp over the map
    ``cards``, unexplored hexes passable every way, as (moves, cards still to explore on it);
    None if there is none. Among shortest routes it prefers those exploring fewer cards.
    ``avoid`` names the cards the player may not enter (``FORBIDDEN``): a character's, and
    Trading Posts for a player with nothing to trade."""
    if start[:2] == destination:
        return (0, 0)
    entry = _ROUTES.get(id(cards))
    if entry is None or entry[0] is not cards:
        if len(_ROUTES) >= _CACHE_SIZE:
            _ROUTES.clear()
        entry = _ROUTES[id(cards)] = (cards, {})
    known = entry[1]
    key = (start, avoid)
    if key not in known:
        tests = [FORBIDDEN[name] for name in avoid]
        forbidden = (lambda face, section: any(test(face, section) for test in tests)) if tests else None
        known[key] = _search(cards, destination, start, forbidden) if camp_open(cards, destination) else None
    return known[key]


def route_length(cards: dict, destination: tuple[int, int], start: tuple[int, int, int],
                 avoid: tuple[str, ...] = ()) -> int | None:
    """The moves of ``route`` (None if there is no route)."""
    found = route(cards, destination, start, avoid)
    return None if found is None else found[0]


def camp_open(cards: dict, destination: tuple[int, int]) -> bool:
    """Whether some side of the camp still lets a token in: one of its exits leads to an
    unexplored hex, or to a card that leads back and is no Bear. Once none does, nobody can
    win by reaching it (remembered with the map's routes)."""
    known = _ROUTES[id(cards)][1] if id(cards) in _ROUTES and _ROUTES[id(cards)][0] is cards else {}
    if "open" not in known:
        opened = False
        for d in FACES[cards[destination]].exits[0]:
            dq, dr = STEPS[d]
            placed = cards.get((destination[0] + dq, destination[1] + dr))
            if placed is None or (FACES[placed].section_of[(d + 3) % 6] >= 0
                                  and FACES[placed].card.kind != "bear"):
                opened = True
                break
        known["open"] = opened
    return known["open"]


#: the cards a player may not enter: a character's (rules.py, ``character_forbids``), and a
#: Trading Post without anything to trade; each a test of the card as laid (its Face) and the
#: section a route would enter
FORBIDDEN = {
    "trading_post": lambda face, section: face.card.kind == "trading_post",
    "Forrest": lambda face, section: face.card.kind == "woods",
    "Rocky": lambda face, section: face.card.kind == "mountain",
    "Sunny": lambda face, section: face.card.overlay == "cave",
    "Vertigo": lambda face, section: face.card.kind == "bridge" and section == 1,
}


#: each card as laid (id, rotation): the section a route enters it by from each direction (the
#: side it comes in by is the opposite one), -1 where that side is closed or the card is a Bear
ENTRIES = {placed: tuple(-1 if face.card.kind == "bear" else face.section_of[(d + 3) % 6] for d in range(6))
           for placed, face in FACES.items()}
#: each card as laid: the exits of each of its sections
EXITS = {placed: face.exits for placed, face in FACES.items()}


def _search(cards: dict, destination, start, forbidden=None) -> tuple[int, int] | None:
    """A* from ``start`` to the camp (see ``route``). The hottest loop of the computer players
    (thousands of searches a game), so the estimate is written out, names are local and each
    card's ways in and out are looked up (``ENTRIES``, ``EXITS``)."""
    gq, gr = destination
    push, pop, faces, steps, placed_at = heapq.heappush, heapq.heappop, FACES, STEPS, cards.get
    entries, exits = ENTRIES, EXITS
    best = {start: (0, 0)}
    eq, er = start[0] - gq, start[1] - gr
    heap = [((abs(eq) + abs(er) + abs(eq + er)) // 2, 0, 0, start)]  # hex distance: never too long
    expanded = 0
    while heap:
        _, negative, unexplored, node = pop(heap)
        moves = -negative
        q, r, section = node
        if q == gq and r == gr:
            return moves, unexplored
        if (moves, unexplored) > best[node]:
            continue
        expanded += 1
        if expanded > BUDGET:
            return None
        directions = exits[cards[(q, r)]][section] if section >= 0 else range(6)
        further = moves + 1
        for d in directions:
            dq, dr = steps[d]
            tq, tr = q + dq, r + dr
            placed = placed_at((tq, tr))
            if placed is None:
                step, cost = (tq, tr, -1), (further, unexplored + 1)
            else:
                back = entries[placed][d]
                if back < 0 or (forbidden and forbidden(faces[placed], back)):
                    continue
                step, cost = (tq, tr, back), (further, unexplored)
            known = best.get(step)
            if known is None or cost < known:
                best[step] = cost
                eq, er = tq - gq, tr - gr
                push(heap, (further + (abs(eq) + abs(er) + abs(eq + er)) // 2, -further, cost[1], step))
    return None


def _river(game) -> tuple[tuple[int, int], int]:
    """The Destination Camp and the river's route length (camp to camp), per configuration."""
    key = (game.players, game.options.get("river"))
    if key not in _RIVERS:
        cards = river_layout(*key)
        destination = destination_of(cards)
        length = route_length(cards, destination, (*START, 0)) or hex_distance(START, destination)
        _RIVERS[key] = destination, max(length, 1)
    return _RIVERS[key]


def _dead_end(cards: dict, token) -> bool:
    """Whether no exit of the token's section leads anywhere (other players ignored)."""
    coord, section = token[:2], token[2]
    for d in FACES[cards[coord]].exits[section]:
        dq, dr = STEPS[d]
        placed = cards.get((coord[0] + dq, coord[1] + dr))
        if placed is None:
            return False
        there = FACES[placed]
        if there.section_of[(d + 3) % 6] >= 0 and there.card.kind != "bear":
            return False
    return True


def evaluate(state) -> list[float]:
    """Each player's estimated chance of winning (see the module docstring)."""
    players = state.game.players
    if state.phase == "over":
        return [1.0 if p in state.winners else 0.0 for p in range(players)]
    cards = state.cards
    destination, river = _river(state.game)
    if cards.get(destination, ("",))[0] != "destination":  # a river laid out by hand
        destination = state.destination
    cards_left = len(state.deck)
    values = []
    for player in range(players):
        token = state.tokens[player]
        avoid = _avoided(state, player)
        distance = None
        if not state.out[player] and not (state.tunnelled[player] and _dead_end(cards, token)):
            found = route(cards, destination, token, avoid)
            if found is not None and found[1] <= cards_left:
                distance = float(found[0])
                if player != state.to_move and FACES[cards[token[:2]]].card.kind == "mountain":
                    distance += MOUNTAIN
        if player == state.to_move:
            walked = _walk_route(state, destination, avoid)
            if walked is not None and walked[1] <= cards_left:
                if distance is None:
                    distance = walked[0] + 1.0  # only the walk can still get there
                elif walked[0] < distance:
                    distance -= WALK * (distance - walked[0])
        values.append(0.0 if distance is None else PEAK * river / (river + distance))
    return values


def _avoided(state, player: int) -> tuple[str, ...]:
    """The names in ``FORBIDDEN`` that hold for ``player``: a character's cards, and Trading
    Posts when the player holds nothing to trade (where Trading Posts are in play)."""
    avoid = []
    if state.characters and state.characters[player] in FORBIDDEN:
        avoid.append(state.characters[player])
    if state.gold_in_play and not state.held[player]:
        avoid.append("trading_post")
    return tuple(avoid)


def _walk_route(state, destination, avoid=()) -> tuple[int, int] | None:
    """The route from where the walk of the player to move could put the token: the walk's
    position (unless on a Bear), or the card it may tunnel (or cut through) onto."""
    cards = state.cards
    if state.phase in _MID_WALK and len(state.path) > 1:
        here = state.path[-1]
        if FACES[cards[here[:2]]].card.kind != "bear":
            return route(cards, destination, here, avoid)
    elif state.phase == "blocked" and state.blocked_options():
        return route(cards, destination, (*state.pending[0], 0), avoid)
    return None


#: the lead in estimated chance that makes a position about 73 % won (1 / (1 + e^-1)):
#: about two moves nearer the camp than the best rival early in the race, one near its end
SCALE = 0.06


def reason(state, action) -> tuple[str, str] | str | None:
    """Why the heuristic agent takes ``action``, in a race's terms, for the log: whether the
    token (or the walk) gets nearer the far camp by the map so far, in words, with the moves
    still to go before and after as the detail."""
    me = state.to_move
    after = state.apply(action)
    if after.is_over:
        return "the token reaches the far camp and wins" if me in after.winners else None
    before_moves, after_moves = _moves_left(state, me), _moves_left(after, me)
    if action.kind == "stop":
        if after_moves is None:
            return "the token moves on"
        was = route_length(state.cards, state.destination, state.tokens[me], _avoided(state, me))
        if was is not None and after_moves < was:
            return "the token moves nearer the far camp", _to_go(was, after_moves)
        return "the token moves on", _to_go(after_moves)
    if action.kind == "stay":
        return "going on would risk more than it gains, so the token stays"
    if after_moves is None:
        return None
    if action.kind in ("explore", "traverse") and before_moves is not None:
        detail = _to_go(before_moves, after_moves)
        if after_moves < before_moves:
            return "the walk gets nearer the far camp", detail
        if after_moves == before_moves:
            return "the walk goes round, no nearer the far camp and no farther", detail
        return "the walk turns away from the far camp for now: the other ways look worse", detail
    return "no other choice looks better in the race to the far camp", _to_go(after_moves)


def _to_go(*moves: int) -> str:
    """The detail of a reason: "5 moves to go, then 4, by the map so far"."""
    first = f"{moves[0]} move{'s' if moves[0] != 1 else ''} to go"
    return ", then ".join([first, *map(str, moves[1:])]) + ", by the map so far"


def _moves_left(state, player: int) -> int | None:
    """The route length from where ``player`` would stand: the walk's end for the player to
    move in the middle of a walk, else the token."""
    destination = state.destination
    at = state.tokens[player]
    if player == state.to_move and state.phase in _MID_WALK and len(state.path) > 1:
        at = state.path[-1]
    return route_length(state.cards, destination, at, _avoided(state, player))
