"""Boards as a class meets them: a person (seat 0) against medium computer players, at four
moments of a game, each shown as the widget shows it after the person's move and the
computer's reply (that reply marked in amber, its reasons in the log).

Shared by the browser test of the boards (tests/test_projector.py) and the benchmark of the
boards' height (benchmarks/boards.py); ``random_views`` by the page's redrawing's test and
benchmark.
"""
from __future__ import annotations

import functools
import json
import random

import boardwidgets as bw

#: each registered game as a class plays it: three players where the game allows (Bear Valley:
#: its advanced game)
VARIANTS = {"bear_valley": "advanced"}
GAMES = {info.name: {"players": min(3, info.max_players),
                     **({"variant": VARIANTS[info.name]} if info.name in VARIANTS else {})}
         for info in bw.games()}
#: how far into the person's decisions each moment is
MOMENTS = {"start": 0.0, "early": 0.08, "middle": 0.5, "late": 0.92}
SEED = 5
#: a game of medium players that has not ended after this many decisions of the person is cut
LIMIT = 600


class Replay:
    """Plays back the computer's recorded decisions, with their reasons, in order."""

    def __init__(self, moves):
        self._moves = iter(moves)
        self.last_reason = self.last_detail = None

    def choose(self, state):
        action, self.last_reason, self.last_detail = next(self._moves)
        return action


@functools.cache
def played(name: str) -> tuple[list, list[int]]:
    """One game of ``name``: every decision (action, reason, detail) and the positions at which
    the person decided."""
    game = bw.load_game(name, **GAMES[name])
    agents = {seat: bw.agents.Heuristic(seed=seat) for seat in range(1, game.players)}
    me = bw.agents.Heuristic(seed=0)
    match = bw.Match(game, seed=SEED, agents=agents)
    match.play_agents()
    turns = []
    while not match.state.is_over and len(turns) < LIMIT:
        turns.append(len(match.history))
        match.act(me.choose(match.state))
        match.play_agents()
    moves = list(zip(match.history, match.reasons, match.details, strict=True))
    return moves, turns


def scene(name: str, moment: str) -> bw.BoardWidget:
    """The board the person sees at ``moment`` of the game (``MOMENTS``), as a new widget."""
    moves, turns = played(name)
    index = round(MOMENTS[moment] * (len(turns) - 1))
    game = bw.load_game(name, **GAMES[name])
    match = bw.Match(game, seed=SEED)
    start = turns[index - 1] if index else turns[0]
    for action, reason, detail in moves[:start]:
        match.act(action, reason, detail)
    if not index:
        return bw.BoardWidget(match, viewer=0, pace=0)
    replay = Replay(moves[start + 1:turns[index]])
    match.agents = dict.fromkeys(range(1, game.players), replay)
    board = bw.BoardWidget(match, viewer=0, pace=0)
    board.act(moves[start][0])
    return board


def random_views(name: str, seed: int, clicks: int) -> tuple[dict, list[dict]]:
    """The icons and every view a board publishes (as the page receives them, in JSON) while
    a person in seat 0 clicks ``clicks`` random moves against random computer players.

    Shared by the test that the page's incremental drawing equals a fresh one
    (tests/widget/test_redraw.py) and the benchmark of the page's drawing (benchmarks/redraw.py).
    """
    game = bw.load_game(name, **GAMES[name])
    agents = {seat: bw.agents.Random(seed=seat) for seat in range(1, game.players)}
    board = bw.BoardWidget(bw.Match(game, seed=seed, agents=agents), viewer=0, pace=0)
    views = [json.loads(json.dumps(board.view))]
    board.observe(lambda change: views.append(json.loads(json.dumps(change["new"]))), "view")
    chooser = random.Random(seed)
    for _ in range(clicks):
        if board.match.is_agent_turn():  # the computer begins: the board's own button
            board.handle_message({"type": "agent_move", "seq": board.view["seq"]})
        targets = board.view["targets"]
        if not targets:
            break
        board.handle_message({"type": "act", "target": chooser.choice(targets)["id"],
                              "seq": board.view["seq"]})
    return board.icons, views
