"""The registry of games: ``bw.games()`` and ``bw.load_game()``.

A game joins the library by decorating its Game class with ``@register``;
everything that iterates over games (the contract tests, the benchmark, the
docs) finds it from here.
"""
from __future__ import annotations

import difflib
import importlib
from types import ModuleType

from .errors import GameConfigError
from .game import Game, GameInfo

_GAMES: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator adding a Game subclass to the registry under ``cls.name``."""
    if cls.name in _GAMES and _GAMES[cls.name] is not cls:
        raise ValueError(f"a game named {cls.name!r} is already registered")
    _GAMES[cls.name] = cls
    return cls


def games() -> list[GameInfo]:
    """Information about every registered game, in registration order."""
    return [cls.info() for cls in _GAMES.values()]


def game_class(name: str) -> type[Game]:
    if not isinstance(name, str) or name not in _GAMES:
        wanted = str(name).lower().replace(" ", "_").replace("-", "_")
        close = ([known for known in _GAMES if wanted and wanted in known]
                 or difflib.get_close_matches(wanted, list(_GAMES), n=1))
        hint = f" Did you mean {close[0]!r}?" if close else ""
        raise GameConfigError(f"There is no game called {name!r}.{hint} "
                              f"Known games: {', '.join(_GAMES)}.")
    return _GAMES[name]


def load_game(name: str, players: int | None = None, variant: str | None = None, **options) -> Game:
    """The Game ``name`` configured for ``players`` and ``variant``.

    >>> import boardwidgets as bw
    >>> bw.load_game("nanga_parbat", variant="area").config
    {'players': 2, 'variant': 'area'}
    """
    return game_class(name)(players=players, variant=variant, **options)


def heuristic(game: Game) -> ModuleType:
    """The evaluation module that lives beside a game (``games/<name>/heuristic.py``).

    It has ``evaluate(state) -> list[float]`` (each player's estimated final
    score, from what everyone may see) and ``SCALE`` (the lead, in the same
    units, that makes a position about 73 % won). The heuristic agent and the
    playout cut-off of Monte Carlo tree search use it.
    """
    package = type(game).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.heuristic")
    except ModuleNotFoundError:
        raise GameConfigError(f"{game.title} has no heuristic module ({package}.heuristic), so "
                              "the heuristic agent and playout cut-offs cannot play it.") from None
