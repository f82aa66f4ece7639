"""How good a Lost Valley position looks for each player: nuggets expected at the end.

The heuristic agent picks the move after which this estimate is best for it; Monte Carlo
tree search uses it to score a playout it cuts short. It reads only what everyone sees:
a gold marker counts at the mean value of its kind (its owner alone knows the value),
and a face-down marker beside a prospector at the mean of its kind too.

The game is won by nuggets, so the estimate is the gold in the bag plus what the player
can still turn into gold: the best gold within reach (an action and food still stand
between him and it), unexplored ground, materials (food and timber pay for panning and
mining) as far as the backpack holds them at the end of the turn, and the wares that
multiply what one action brings. Ten markers open the quickest way to win, declaring
the end at the waterfall post, so the way home counts then; and a game won counts
above any lead, so the agent ends a game it leads, and finds the spring (which brings the
ice, and so the end) when it leads.
"""
from __future__ import annotations

import zlib

from .board import POST, place_name
from .components import BACKPACK, CART_SPACE, END_MARKERS, FOUND, GOLD, RIVER_TILES, SPACE, half_of

MEAN = {kind: sum(values) / len(values) for kind, values in GOLD.items()}
#: the backpack's most useful load, one unit at a time with its worth in nuggets: first what
#: builds a mine (a tool, a food, a timber), then food for panning and mining, then more tools
#: (tools come only from the start, events and trades, and each builds a work)
LOAD = (("tools", 0.5), ("food", 0.4), ("timber", 0.4), ("food", 0.35), ("tools", 0.3), ("food", 0.3),
        ("tools", 0.3), ("timber", 0.1))
#: one material, traded (the first of its kind in the load above)
MATERIAL = {"tools": 0.5, "food": 0.4, "timber": 0.4}
LOAD_FOOD = MATERIAL["food"]
#: nuggets a ware is worth for the gold it helps bring in
WARE = {"sieve": 1.5, "crate": 2.0, "stick": 1.0, "boat": 2.0, "horse": 0.6, "rod": 0.3, "axe": 0.3,
        "rifle": 0.2, "cart": 0.3, "whiskey": 0.4, "bottle": 0.4, "dried_fish": 1.0}
BESIDE = 0.5     # gold lying in the valley counts at half beside the prospector: an action and food remain
FADE = 0.7       # and at this much less for each edge to walk
OTHERS = 0.25    # gold beyond the best spot counts at this share: enough to break ties
#: mountaingold without a mine counts at this share with a tool to build one, and almost
#: nothing without (tools are scarce)
UNMINED = {True: 1 / 3, False: 0.1}
NEW_GROUND = 1.0  # the nuggets a walk into unexplored ground is worth
RIVER_END = 1.5  # and a walk up to the river's open end
HOME = 4.0       # with ten markers: the nuggets the way to the post to declare is worth
HOMEWARD = 0.9   # and at this much less for each edge to walk there
X = 0.5          # what paying an "X" costs, in nuggets (a material or a ware will do)
OFFERING = 0.01  # what putting a trade offer together costs: a turn's time
WIN = 10.0       # a game won is worth this much more than its nuggets
ENDING = 3.0     # and a lead once the ice is coming this much more than the lead
PULL = 0.93      # before the spring, the leader's bonus fades by this for each edge to the river's end
UPRIVER = 3      # and by as many edges for every river diamond in the deck
LATER = 25.0     # and the bonus grows by one every this many turns
RESTLESS = 0.3   # a whim for some places over others, which changes every few turns
WHIM_TURNS = 6
PATIENCE, IMPATIENCE = 200, 50.0  # past turn 200, the whim grows by a nugget every 50 turns
SCALE = 3.0
UNIT = "nuggets"
#: what a move does for each part of the estimate that it makes grow, in a pupil's words (a
#: move that only follows the whim has no reason to give: the agent says it looks best)
GAINS = {"bag": "it puts gold in the bag", "load": "it packs materials that pay for gold",
         "gear": "it brings a useful ware", "gold": "it brings gold within reach",
         "ground": "it heads for unexplored ground", "food": "it heads for water with fish, for food",
         "home": "it heads home to the waterfall post with ten gold markers",
         "buying": "it pays for a useful ware", "trading": "it drops an offer that does not pay"}


def worth(state, player: int) -> float:
    """The nuggets ``player`` can expect, from what everyone sees."""
    return total(worth_parts(state, player))


def worth_parts(state, player: int) -> dict[str, float]:
    """The nuggets ``player`` can expect, part by part (``GAINS`` names each): the reason for
    a move names the part it makes grow most."""
    distance = state.layout.distances_from(state.at[player], boat=state.has(player, "boat"))
    homeward = len(state.bags[player]) >= END_MARKERS
    return {"bag": sum(MEAN[kind] for kind, _ in state.bags[player]),
            "load": packed(state, player),
            "gear": sum(WARE.get(FOUND.get(item, item), 0.0) for item in state.gear[player]),
            "gold": BESIDE * gold_in_reach(state, player, distance),
            "ground": exploring(state, distance),
            "food": 0.0 if state.packs[player][0] else food_in_reach(state, distance),
            "whim": whim(state.turn, state.at[player]),
            "home": HOME * HOMEWARD ** distance.get(POST, 0) if homeward else 0.0,
            "buying": buying(state, player),
            "trading": trading(state, player)}


def total(parts: dict[str, float]) -> float:
    """The parts of ``worth_parts`` added up, always in the same order: floating sums depend
    on it, and the agents break ties between moves on these sums."""
    value = parts["bag"] + parts["load"] + parts["gear"] + (parts["gold"] + parts["ground"])
    value = value + parts["food"] + parts["whim"] + parts["home"]
    return value + parts["buying"] + parts["trading"]


def buying(state, player: int) -> float:
    """A purchase under way: the ware as good as bought, and its price as good as paid (a
    purchase, once begun, is paid to the end)."""
    return sum(WARE.get(task[2], 0.0) - task[4] - X * task[5]
               for task in state.agenda if task[0] == "pay" and task[1] == player)


def trading(state, player: int) -> float:
    """A trade offer under way, for the offerer: what it gains him if the partner would
    accept it (the partner accepts what does not lose him anything), less a little for the
    time it takes. Both weigh items alike, so no offer gains anything: an offer is never
    made for nothing, and one begun at random is withdrawn. The partner weighs the trade
    itself when he decides."""
    value = 0.0
    for task in state.agenda:
        if task[0] in ("offer", "answer") and player == (task[1] if task[0] == "offer" else task[2]):
            gain = sum(map(item_worth, task[4])) - sum(map(item_worth, task[3]))
            value += min(gain, 0.0) - OFFERING
    return value


def item_worth(item: str) -> float:
    """What one item of a trade is worth: a gold marker of a kind at its mean, a material
    at its place in a roomy backpack, a ware for what it brings in."""
    if item in MEAN:
        return MEAN[item]
    return MATERIAL.get(item, WARE.get(FOUND.get(item, item), 0.0))


def packed(state, player: int) -> float:
    """The materials worth keeping: what exceeds the backpack (and carts) is discarded at
    the end of the turn, so only the most useful load that fits counts."""
    room = BACKPACK + CART_SPACE * state.gear[player].count("cart")
    left = dict(zip(("food", "tools", "timber"), state.packs[player], strict=True))
    value = 0.0
    for material, unit in LOAD:
        if left[material] and room >= SPACE[material]:
            left[material] -= 1
            room -= SPACE[material]
            value += unit
    return value


def whim(turn: int, place: str) -> float:
    """A small liking for ``place`` that changes every ``WHIM_TURNS`` turns, the same for
    everyone (it reads nothing hidden, and no die): where nothing else draws a prospector,
    it wanders instead of waiting, and two who block each other's way move on. In a game
    that drags on (past ``PATIENCE`` turns) the whim grows, until no one stays put."""
    size = RESTLESS + max(0, turn - PATIENCE) / IMPATIENCE
    return size * (zlib.crc32(f"{turn // WHIM_TURNS}:{place}".encode()) % 1000) / 1000


def food_in_reach(state, distance: dict) -> float:
    """For a player without food (which panning and mining cost): the nearest water with
    fish, worth a food, less with every edge to walk to it."""
    near = min((distance[p] for spot in fishing_spots(state.layout) for p in state.places_beside(spot)
                if p in distance), default=None)
    return 0.0 if near is None else BESIDE * LOAD_FOOD * FADE ** near


def fishing_spots(layout) -> tuple[str, ...]:
    """The river diamonds and lakes with a fish symbol: food without a rod."""
    tiles = sorted(set(layout.faces.values()))
    return tuple(tile for tile in tiles if (RIVER_TILES[tile]["fish"] if tile in RIVER_TILES
                                            else half_of(tile).get("terrain") == "lake"
                                            and half_of(tile).get("fish")))


def exploring(state, distance: dict) -> float:
    """Unexplored ground is where new gold turns up: worth about a marker, less with every
    edge to walk to it (once the land tiles are all laid, only the river's end is new
    ground). The river's open end is worth more: going up the river finds the spring, and
    only the spring brings the ice that ends the game."""
    layout = state.layout
    end = ()
    if layout.river_open:
        end = tuple(distance[p] for side in "LR" if (p := place_name(layout.river_end, side)) in distance)
    value = RIVER_END * FADE ** min(end) if end else 0.0
    if state.decks["land"] or state.decks["triangle"]:
        near = min((distance[p] for p in layout.frontier if p in distance), default=None)
        if near is not None:
            value += NEW_GROUND * FADE ** near
    return value


def gold_in_reach(state, player: int, distance: dict) -> float:
    """The gold lying in the valley as ``player`` sees it: each spot's markers at the mean of
    their kind (mountaingold without a mine at a share of it), worth less with every edge
    between the prospector and the spot. The best spot counts, and the others a little,
    so that a step towards more gold shows too."""
    unmined = UNMINED[state.packs[player][1] > 0]
    values = []
    for spot, gold, mountain in gold_lying(state.markers):
        if mountain and spot not in state.mines:
            gold *= unmined
        near = min((distance[p] for p in state.places_beside(spot) if p in distance), default=None)
        if near is not None:
            values.append(gold * FADE ** near)
    best = max(values, default=0.0)
    return best + OTHERS * (sum(values) - best)


def gold_lying(markers: dict) -> tuple[tuple[str, float, bool], ...]:
    """Each spot with gold markers on it, in the order of ``markers``: (spot, the markers at the
    mean of their kind, whether any is mountaingold). Remembered per ``markers`` (a new dict
    whenever a marker is placed, taken or turned): every position a computer player weighs asks
    for it once per player, and most moves leave the markers as they were."""
    found = _GOLD_LYING.get(id(markers))
    if found is None or found[0] is not markers:
        if len(_GOLD_LYING) >= _GOLD_LYING_SIZE:
            _GOLD_LYING.clear()
        spots = []
        for spot, lying in markers.items():
            gold = sum(MEAN[kind] for kind, _, _ in lying if kind in MEAN)
            if gold:
                spots.append((spot, gold, any(kind == "mountain" for kind, _, _ in lying)))
        found = _GOLD_LYING[id(markers)] = (markers, tuple(spots))
    return found[1]


#: id(markers) -> (markers, ``gold_lying``); the markers are kept so that their id is not reused
_GOLD_LYING: dict = {}
_GOLD_LYING_SIZE = 512


def evaluate(state) -> list[float]:
    """Each player's expected nuggets. Once the spring is found the ice brings the end, which
    is worth most to whoever leads: so the leader seeks the spring and the others do not."""
    players = range(state.game.players)
    if state.winners is not None:  # a win is worth more than any lead, the leader's bonus included
        won = WIN + ENDING + state.turn / LATER
        return [state.nuggets(p) + won * (p in state.winners) for p in players]
    values = [worth(state, p) for p in players]
    leader = max(players, key=values.__getitem__)
    values[leader] += ending(state, leader)
    return values


def ending(state, leader: int) -> float:
    """What bringing the end nearer is worth to the leader: all of a bonus once the ice is
    coming, and before that a share fading with every edge to the river's open end, and
    with every river diamond still to be laid before the spring is (an explorer at the
    end lays the next diamond, and the end moves away by about two edges: so each diamond
    counts as more). Never nothing, so that a leader far from the end sets out.
    The bonus grows as the game goes on: the longer the valley has been worked, the less
    gold is left to find, and the more the end matters."""
    bonus = ENDING + state.turn / LATER
    if state.ice is not None:
        return bonus
    layout = state.layout
    if not layout.river_open:
        return 0.0
    distance = layout.distances_from(state.at[leader], boat=state.has(leader, "boat"))
    end = [distance[p] for side in "LR" if (p := place_name(layout.river_end, side)) in distance]
    return bonus * PULL ** (min(end) + UPRIVER * len(state.decks["river"])) if end else 0.0


def reason(state, action) -> tuple[str, str] | None:
    """The move in gold terms, when it raises the expected nuggets: in words, what it does
    for the part that grows most; in the detail, the nuggets before and after."""
    player = state.to_move
    before, after = worth_parts(state, player), worth_parts(state.apply(action), player)
    grown = max(after, key=lambda part: after[part] - before[part])
    if total(after) <= total(before) or grown not in GAINS:
        return None
    return GAINS[grown], f"expected gold from {total(before):.1f} to {total(after):.1f} nuggets"
