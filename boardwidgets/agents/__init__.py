"""Computer players. Every agent works on every game through the contract:
``agent.choose(state) -> Action``."""
from .mcts import MCTS
from .random_agent import Random

__all__ = ["MCTS", "Random", "by_name"]


def by_name(name: str, seed: int = 0):
    """The agent a short name stands for, as used by ``bw.play(opponents=...)``."""
    from ..core.errors import GameConfigError

    makers = {"random": lambda: Random(seed=seed), "mcts": lambda: MCTS(seed=seed)}
    if name not in makers:
        raise GameConfigError(f"Unknown opponent {name!r}; choose one of {sorted(makers)}.")
    return makers[name]()
