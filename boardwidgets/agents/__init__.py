"""Computer players. Every agent works on every game through the contract:
``agent.choose(state) -> Action``, ``agent.with_seed(seed)`` (a fresh copy, so
that each simulated game has its own seed) and ``agent.last_reason`` (one line
saying why it chose its last move).

None of them peeks: the heuristic agent and MCTS look at positions
determinized from their own seat (``state.determinize(me, seed)``).
"""
from .heuristic import Heuristic
from .mcts import MCTS
from .random_agent import Random

__all__ = ["MCTS", "Heuristic", "Random", "by_name", "LEVELS"]

#: what ``bw.play(opponents=...)`` and ``bw.simulate`` understand, and what each stands for
LEVELS = {
    "easy": "Random: any legal move, at random",
    "medium": "Heuristic: the move the game's evaluation likes best, one step ahead",
    "hard": "MCTS: 600 iterations a turn, playouts cut after 12 moves and judged",
    "random": "the same as easy",
    "heuristic": "the same as medium",
    "mcts": "the same as hard",
}


def by_name(name: str, seed: int | None = 0):
    """The agent a short name stands for (see ``LEVELS``), seeded with ``seed``.

    >>> by_name("hard", seed=3)
    MCTS(iterations=600, seed=3, playout_depth=12)
    """
    from ..core.errors import GameConfigError

    makers = {"easy": Random, "random": Random, "medium": Heuristic, "heuristic": Heuristic,
              "hard": lambda seed: MCTS(iterations=600, seed=seed, playout_depth=12),
              "mcts": lambda seed: MCTS(iterations=600, seed=seed, playout_depth=12)}
    if not isinstance(name, str) or name not in makers:
        raise GameConfigError(f"Unknown opponent {name!r}; choose one of {sorted(makers)}.")
    return makers[name](seed=seed)
