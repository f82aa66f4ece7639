"""How good a Nanga Parbat position looks for each player, in points.

The heuristic agent picks the move after which this estimate is best for
it; Monte Carlo tree search uses it to score a playout it cuts short. It
reads only what both players see on the board (Nanga Parbat hides nothing).

The estimate of a player's final score is their score now, plus:

- the points of a chart claim they are completing (the picks on offer can
  always finish it, so those points are as good as scored);
- 0.6 per animal on their board: animals are what trades are made of, and a
  trade scores 3 to 11 points for 3 to 6 animals;
- 0.4 per different kind held (trades of different kinds are the common ones)
  and 0.6 per Bharal on top, since it is wild in every trade;
- 0.5 per animal power not yet used (each one can repair a bad position);
- 0.4 per hiker in their largest group of adjacent hikers, up to 6, while they
  have camps and cubes left: that group is the next camp claim;
- nothing for cubes as such, but a player without cubes gains nothing from
  animals or groups any more, so those terms are dropped for them.
"""
from __future__ import annotations

from .codes import ACTIVATABLE
from .components import CHART_POINTS, CHART_ROWS, WILD

ANIMAL, KIND, WILD_BONUS, POWER, GROUP = 0.6, 0.4, 0.6, 0.5, 0.4


def evaluate(state) -> list[float]:
    """Each player's estimated final score (see the module docstring)."""
    values = []
    for player in (0, 1):
        value = float(state.scores[player])
        if state.pending is not None and state.to_move == player and state.pending[0] in CHART_ROWS:
            row, column = state.pending[0], state.pending[1]
            value += CHART_POINTS[row][column - 1]
        value += POWER * sum(state.ready[player][k] for k in ACTIVATABLE)
        if state.cubes[player]:
            held = state.held(player)
            value += ANIMAL * sum(held)
            value += KIND * sum(1 for k, n in enumerate(held) if n and k != WILD)
            value += WILD_BONUS * held[WILD]
            if state.camps[player] >= 3:
                largest = max((len(g) for g in state.hiker_groups(player)), default=0)
                value += GROUP * min(largest, 6)
        values.append(value)
    return values


#: how many points of advantage make a position about 73 % won (1 / (1 + e^-1)), for
#: turning an estimate into the result of a playout cut short
SCALE = 4.0
