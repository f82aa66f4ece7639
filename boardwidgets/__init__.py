"""boardwidgets: five exploration board games as rules engines with interactive boards.

>>> import boardwidgets as bw
>>> [g.name for g in bw.games()]
['bear_valley', 'fireball_island', 'lost_valley', 'maple_valley', 'nanga_parbat']
>>> state = bw.load_game("nanga_parbat").new_game(seed=7)
>>> state = state.apply(state.legal_actions()[0])
>>> state.to_move in (0, 1)
True
"""
import functools

from . import agents, lite, room

# Importing the games package registers every game. It must come before the import
# of the function ``games`` below, which then takes the name ``bw.games``.
from . import games as _registered_games  # noqa: F401
from .core import (
    Action,
    BoardwidgetsError,
    Game,
    GameConfigError,
    GameInfo,
    IllegalAction,
    Match,
    SaveFormatError,
    State,
    games,
    load_game,
)
from .lessons import lesson
from .play import play
from .simulate import simulate  # the function, not its module (imports no dask, no pandas)
from .widget import BoardWidget

__all__ = ["Action", "BoardWidget", "BoardwidgetsError", "Game", "GameConfigError", "GameInfo",
           "IllegalAction", "Match", "SaveFormatError", "State", "agents", "envs", "games", "lesson",
           "load_game", "play", "plots", "room", "simulate"]
__version__ = "0.1.0"

# "Let the computer move" for a seat no agent plays: a random player. Set here, above the
# core, so that the core imports nothing from the agents.
Match.make_helper = functools.partial(agents.Random, seed=0)

if lite.in_browser():  # Python in a browser tab: the classroom site
    lite.prepare()


def __getattr__(name):
    # plotly is imported only when figures are wanted, pettingzoo only when an environment is
    if name in ("plots", "envs"):
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module 'boardwidgets' has no attribute {name!r}")
