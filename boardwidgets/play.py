"""``bw.play``: a ready-to-click board in one line."""
from __future__ import annotations

from typing import Any

from .core.errors import GameConfigError
from .core.match import Match
from .core.registry import load_game


def play(game: str, players: int | None = None, opponents: Any = "mcts", *,
         variant: str | None = None, seed: int | str | None = None, seat: int = 0,
         pace: float = 0.4, scale: float = 1.0, **options):
    """A BoardWidget for ``game`` where you play ``seat`` and the computer plays the rest.

    ``opponents`` is a level (``"easy"``, ``"medium"``, ``"hard"``, or the agents'
    names ``"random"``, ``"heuristic"``, ``"mcts"``), an agent object (one for every
    other seat), or ``None`` for a game where every seat is played by hand. Other
    keyword arguments are the game's options (``enchantments=True`` for Bear Valley).
    ``pace`` is the least time in seconds each computer decision stays on the
    board, and ``scale`` enlarges the board (for a projector, say 1.5).

    >>> import boardwidgets as bw
    >>> board = bw.play("nanga_parbat", opponents="random", seed=3)
    >>> board.state.to_move
    0
    """
    from .agents import by_name
    from .widget import BoardWidget

    try:
        loaded = load_game(game, players=players, variant=variant, **options)
    except GameConfigError as exc:
        if options and "has no option" in str(exc):  # a misspelt argument of play's own, perhaps
            raise GameConfigError(f"{exc} bw.play's own arguments are game, players, opponents, variant, "
                                  "seed, seat, pace and scale.") from None
        raise
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < loaded.players:
        raise GameConfigError(f"seat must be a player number from 0 to {loaded.players - 1}.")
    others = [p for p in range(loaded.players) if p != seat]
    if opponents is None:
        agents = {}
    elif isinstance(opponents, str):
        agents = {p: by_name(opponents, seed=p) for p in others}
    elif callable(getattr(opponents, "choose", None)):
        agents = {p: opponents for p in others}
    else:
        raise GameConfigError(f"opponents is a level (\"easy\", \"medium\" or \"hard\"), a computer "
                              f"player, or None for no computer, not {opponents!r}.")
    match = Match(loaded, seed=seed, agents=agents)
    match.play_agents()
    # with nobody but people at the screen, nobody is "you": the board passes the screen round
    viewer = seat if agents else None
    return BoardWidget(match, viewer=viewer, pace=pace, scale=scale)
