"""What a finished game is worth to each seat, for learning agents."""
from __future__ import annotations


def outcome_rewards(winners, players: int) -> list[float]:
    """Each seat's reward for a game won by ``winners`` (the seats in ``result()["winners"]``).

    The winners share +1 and the losers share -1, so the rewards add up to 0:
    in a two-player game the winner gets +1 and the loser -1. When every seat
    wins (a draw) or none does, everyone gets 0.

    >>> outcome_rewards([1], 2)
    [-1.0, 1.0]
    >>> outcome_rewards([0, 1], 2)
    [0.0, 0.0]
    >>> outcome_rewards([0, 2], 4)
    [0.5, -0.5, 0.5, -0.5]
    """
    won = {seat for seat in winners if 0 <= seat < players}
    if not won or len(won) == players:
        return [0.0] * players
    gain, loss = 1.0 / len(won), -1.0 / (players - len(won))
    return [gain if seat in won else loss for seat in range(players)]
