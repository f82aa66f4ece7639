"""Learning environments: every registered game as a PettingZoo AEC environment.

>>> import boardwidgets as bw
>>> env = bw.envs.pettingzoo_env("nanga_parbat", variant="area")   # doctest: +SKIP
>>> env.reset(seed=7)                                                # doctest: +SKIP

``pettingzoo_env`` needs PettingZoo (``pip install pettingzoo``), which
brings gymnasium and numpy; they are imported only when an environment is made,
so ``import boardwidgets`` stays light. ``outcome_rewards`` and ``render_text``
work without them. See docs/learning.md.
"""
from __future__ import annotations

from ..core.game import Game
from ..core.registry import load_game
from .rewards import outcome_rewards
from .text import render_text

__all__ = ["BoardGameEnv", "outcome_rewards", "pettingzoo_env", "render_text"]

RL_EXTRA = 'pip install pettingzoo (or, in the project\'s folder, pip install ".[rl]")'


def _aec_module():
    try:
        from . import aec
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.split(".")[0] in ("pettingzoo", "gymnasium", "numpy"):
            raise ModuleNotFoundError(
                f"bw.envs needs PettingZoo (and the gymnasium and numpy it brings), but "
                f"{exc.name!r} is not installed. Install it with: {RL_EXTRA}", name=exc.name) from None
        raise
    return aec


def pettingzoo_env(name: str | Game, *, render_mode: str | None = None, **config):
    """A PettingZoo AEC environment playing the game ``name`` configured by ``config``
    (``players``, ``variant`` and the game's options, as for ``bw.load_game``), or an
    already configured ``Game``.

    Agents are ``"player_0"``, ``"player_1"``, ...; an action is an index into
    ``game.all_actions()``; each observation is a dict with the game's
    ``"observation"`` (``state.observation(seat)``) and an ``"action_mask"``.
    ``render_mode="ansi"`` makes ``render()`` return a text picture.
    Unknown games and bad configurations raise ``bw.GameConfigError``.
    """
    if isinstance(name, Game):
        if config:
            raise TypeError("pettingzoo_env(game) takes no configuration: the Game is already "
                            f"configured ({name!r}).")
        game = name
    else:
        game = load_game(name, **config)
    return _aec_module().BoardGameEnv(game, render_mode=render_mode)


def __getattr__(name):
    if name == "BoardGameEnv":  # the class needs pettingzoo: imported on first use
        return _aec_module().BoardGameEnv
    raise AttributeError(f"module 'boardwidgets.envs' has no attribute {name!r}")
