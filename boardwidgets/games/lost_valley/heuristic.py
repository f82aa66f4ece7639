"""How good a Lost Valley position looks for each player: nuggets expected at the end.

The heuristic agent picks the move after which this estimate is best for it; Monte Carlo
tree search uses it to score a playout it cuts short. It reads only what everyone sees:
a gold marker counts at the mean value of its kind (its owner alone knows the value),
and a face-down marker beside a prospector at the mean of its kind too.

The game is won by nuggets, so the estimate is the gold in the bag plus what the player
can still turn into gold: markers lying beside the prospector (half their worth: an
action and food still stand between him and them), materials (food and timber pay for
panning and mining), and the wares that multiply what one action brings.
"""
from __future__ import annotations

from .components import FOUND, GOLD

MEAN = {kind: sum(values) / len(values) for kind, values in GOLD.items()}
#: nuggets a unit of each material is worth on the way to gold
MATERIAL = {"food": 0.4, "tools": 0.2, "timber": 0.3}
#: nuggets a ware is worth for the gold it helps bring in
WARE = {"sieve": 1.5, "crate": 2.0, "stick": 1.0, "boat": 0.8, "horse": 0.6, "rod": 0.3, "axe": 0.3,
        "rifle": 0.2, "cart": 0.3, "whiskey": 0.4, "bottle": 0.4, "dried_fish": 1.0}
BESIDE = 0.5     # gold beside the prospector, counted at half: an action and its cost remain
FADE = 0.8       # and worth this much less for each edge to walk
NEW_GROUND = 1.0  # the nuggets a walk into unexplored ground is worth
SCALE = 3.0
UNIT = "nuggets"


def worth(state, player: int) -> float:
    """The nuggets ``player`` can expect, from what everyone sees."""
    value = sum(MEAN[kind] for kind, _ in state.bags[player])
    for material, count in zip(("food", "tools", "timber"), state.packs[player], strict=True):
        value += MATERIAL[material] * min(count, 4)
    value += sum(WARE.get(FOUND.get(item, item), 0.0) for item in state.gear[player])
    return value + BESIDE * best_gold_in_reach(state, player) + exploring(state, player)


def exploring(state, player: int) -> float:
    """Unexplored ground is where new gold turns up (and where the spring, and so the end,
    is found): worth about a marker, less with every edge to walk to it."""
    if not any(state.decks.values()):
        return 0.0
    distance = state.layout.distances_from(state.at[player])
    near = min((distance[p] for p in state.layout.frontier if p in distance), default=None)
    return 0.0 if near is None else NEW_GROUND * FADE ** near


def best_gold_in_reach(state, player: int) -> float:
    """The most promising gold lying in the valley for ``player``: each spot's markers at the
    mean of their kind, a mountain without a mine at a third (a mine must be built first),
    worth less with every edge between the prospector and the spot."""
    distance = state.layout.distances_from(state.at[player])
    best = 0.0
    for spot, lying in state.markers.items():
        gold = sum(MEAN[kind] for kind, _, _ in lying if kind in MEAN)
        if not gold:
            continue
        if any(kind == "mountain" for kind, _, _ in lying) and spot not in state.mines:
            gold /= 3
        near = min((distance[p] for p in state.places_beside(spot) if p in distance), default=None)
        if near is not None:
            best = max(best, gold * FADE ** near)
    return best


def evaluate(state) -> list[float]:
    if state.winners is not None:
        return [float(state.nuggets(p)) for p in range(state.game.players)]
    return [worth(state, p) for p in range(state.game.players)]


def reason(state, action) -> str | None:
    """The move in gold terms: how the expected nuggets change."""
    player = state.to_move
    before, after = worth(state, player), worth(state.apply(action), player)
    if after > before:
        return f"it brings the expected gold from {before:.1f} to {after:.1f} nuggets"
    return None
