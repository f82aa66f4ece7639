"""How good a Fireball Island position looks for each player: a rough chance of winning, 0 to 1.

The heuristic agent picks the move after which this estimate is best for it;
Monte Carlo tree search uses it to score a playout it cuts short. It reads
only what everyone sees (the pieces, the jewel, the size of each hand, the
token), never a card in another hand or the deck's order.

Fireball Island is a race with a relay baton: every player must get the jewel
and then reach the Dock with it. So each player's estimate is a falling
function of the **race left** ``L``, in trail steps: before the capture, the
way to Vul-Kar Point and on to the Dock; for the jewel's owner, the way to the
Dock; for the others, the way to the jewel (its owner, counted half again,
since a steal must pass him, or where it lies) and from there to the Dock.
A lost turn costs a turn's worth of steps, an extra turn gains one, and each
card in hand is worth a step (cards stop fireballs, move pieces and roll
them). Measured against ``D``, the race from the Start::

    value = 0.9 * D / (D + L)

the finished game's winner gets 1, the others 0.
"""
from __future__ import annotations

from .board import DISTANCE, START, TO_DOCK, TO_VULKAR, VULKAR_POINT

PEAK = 0.9       # the jewel's owner on the Dock's doorstep, the game not yet won
TURN = 3.5       # steps a turn is worth: the mean of a die that moves on 2 to 6 (a 1 rolls a fireball)
CARD = 1.0       # steps a card in hand is worth
CHASE = 1.5      # a steal needs passing the owner, who moves on too
RACE = TO_VULKAR[START] + TO_DOCK[VULKAR_POINT]
SCALE = 0.06
UNIT = "of a win"


def race_left(state, player: int) -> float:
    """Trail steps (and their equivalents) still between ``player`` and the win."""
    here = state.at[player]
    if not state.captured:
        left = DISTANCE[VULKAR_POINT][here] + TO_DOCK[VULKAR_POINT]
    elif state.owner == player:
        left = TO_DOCK[here]
    elif state.owner is not None:
        jewel = state.at[state.owner]
        left = CHASE * DISTANCE[jewel][here] + TO_DOCK[jewel]
    else:
        left = DISTANCE[state.jewel_at][here] + TO_DOCK[state.jewel_at]
    left += TURN * (state.down[player] - (state.extra if player == state.active else 0))
    return max(left - CARD * len(state.hands[player]), 0.0)


def evaluate(state) -> list[float]:
    if state.winner is not None:
        return [float(p == state.winner) for p in range(state.game.players)]
    return [PEAK * RACE / (RACE + race_left(state, p)) for p in range(state.game.players)]


def reason(state, action) -> tuple[str, str] | None:
    """The move in race terms: in words, whether it brings the jewel or the Dock nearer;
    in the detail, the race left before and after it, in trail steps."""
    player = state.to_move
    before = race_left(state, player)
    after = race_left(state.apply(action), player)
    goal = "the Dock" if state.owner == player else "the jewel"
    steps = f"{before:.0f} steps to go, then {after:.0f}"
    if after < before:
        return f"it brings {goal} nearer", steps
    if after > before:
        return f"it costs least on the way to {goal}", steps
    return None
