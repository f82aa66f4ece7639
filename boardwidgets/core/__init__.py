"""The game-agnostic engine: what every game is built from."""
from .actions import Action
from .errors import BoardwidgetsError, GameConfigError, IllegalAction, SaveFormatError
from .game import Game, GameInfo
from .log import GameLog
from .match import Match
from .registry import games, load_game, register
from .rng import Rng
from .state import State

__all__ = ["Action", "BoardwidgetsError", "Game", "GameConfigError", "GameInfo", "GameLog",
           "IllegalAction", "Match", "Rng", "SaveFormatError", "State", "games", "load_game",
           "register"]
