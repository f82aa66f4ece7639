"""A room's tables: each a game with its seats' secret links, kept in the room's store.

A table is the board widget's ``Table`` (the Match, the pace of its computer players,
the screens that show it) with what a room adds: a number, an unguessable token per
seat, the computer's seats, a pause, a worker thread that makes its moves one after
another (so two clicks that race for one decision are played in turn, and the second
is refused as out of date), and its moves written to the store before any page
hears of them.
"""
from __future__ import annotations

import secrets
import threading
from collections import Counter
from concurrent.futures import Future, ThreadPoolExecutor

from ..agents import by_name
from ..core.errors import GameConfigError
from ..core.match import Match
from ..core.registry import load_game
from ..widget.table import Table
from .store import Store

#: the opponents a teacher may put in an empty seat
LEVELS = ("easy", "medium", "hard")


def new_token() -> str:
    """A seat's (or the teacher's) secret: 128 random bits, in a link."""
    return secrets.token_urlsafe(16)


class RoomTable(Table):
    """One table of a room: its game, its seats' tokens, its computer seats and its pause."""

    def __init__(self, number: int, match: Match, tokens: list[str], computer: dict[int, str],
                 pace: float, store: Store, paused: bool = False):
        super().__init__(match, pace)
        self.number = number
        self.tokens = tokens
        self.levels = dict(computer)
        self.store = store
        self.paused = paused
        self._saved = list(match._actions)  # what the store holds
        self._saved_cursor = match._cursor
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"table-{number}")
        self.pages: Counter = Counter()  # the pages open, by seat (None: public boards)
        self.lock = threading.Lock()
        for seat, level in self.levels.items():
            match.agents[seat] = by_name(level, seed=number * 100 + seat)

    @property
    def seats(self) -> int:
        return self.match.game.players

    def run(self, task, *args) -> Future:
        """Do ``task`` on this table's worker: the table's moves happen one at a time."""
        return self.worker.submit(task, *args)

    # -- what the teacher may do ---------------------------------------------------------
    def give_to_computer(self, seat: int, level: str = "medium") -> None:
        """Let the computer play ``seat`` from now on (a pupil who left, an odd number)."""
        if level not in LEVELS:
            raise GameConfigError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.seats:
            raise GameConfigError(f"Table {self.number} has seats 0 to {self.seats - 1}, not {seat!r}.")
        self.levels[seat] = level
        self.match.agents[seat] = by_name(level, seed=self.number * 100 + seat)
        self.store.set_seat(self.number, self.levels)
        self.moved(self.match._cursor)  # its turn now? it plays at once

    def pause(self, paused: bool) -> None:
        """Stop the table (no moves, the computer waits) or let it go on."""
        self.paused = bool(paused)
        self.store.set_paused(self.number, self.paused)
        if self.paused:
            self.changed()
        else:
            self.moved(self.match._cursor)  # the computer goes on if it is its turn

    # -- every change is written before it is shown ----------------------------------------
    def changed(self) -> None:
        self.persist()
        super().changed()
        self.forget_views()

    def forget_views(self) -> None:
        """Let the positions before the one shown drop what they remember of their views (the
        marks ``State.view`` compares to say what a move changed), but the position the next
        marks start from: kept for every seat and the public board, it came to some 30 to 160 kB
        a move, for as long as the room ran. A position looked back at draws them again."""
        match = self.match
        keep = {id(match.state)}
        if self.mark_from is not None:
            keep.add(id(match.states[self.mark_from]))
        for state in match._states:
            if state._signatures and id(state) not in keep:
                state._signatures.clear()  # emptied, not dropped: a notebook's board may be drawing it

    def persist(self) -> None:
        """Write to the store what changed since the last write: the moves after the first
        that differs, and the undo position."""
        match = self.match
        actions, saved = match._actions, self._saved
        first = next((k for k, (a, b) in enumerate(zip(saved, actions, strict=False)) if a != b),
                     min(len(saved), len(actions)))
        if first == len(saved) == len(actions) and match._cursor == self._saved_cursor:
            return
        moves = [(action.to_json(), match._reasons[k], match._details[k])
                 for k, action in enumerate(actions[first:], start=first)]
        self.store.save_moves(self.number, first, moves, match._cursor)
        self._saved, self._saved_cursor = list(actions), match._cursor

    def summary(self) -> dict:
        """What the teacher's page lists of this table."""
        match, state = self.match, self.match.state
        game = match.game
        last = match.history[-1] if match.history else None
        if state.is_over:
            turn = state.result().get("reason", "The game is over.")
        else:
            turn = f"{game.player_name(state.to_move)} to play"
        return {"table": self.number, "title": game.title, "turn": turn, "moves": len(match.history),
                "last": str(last) if last is not None else "", "paused": self.paused,
                "over": state.is_over, "public": self.pages[None],
                "seats": [{"seat": seat, "name": game.player_name(seat),
                           "color": game.player_colors[seat] if seat < len(game.player_colors) else "#888",
                           "computer": self.levels.get(seat), "pages": self.pages[seat]}
                          for seat in range(self.seats)]}


def make_tables(store: Store, game: str, players: int | None, computer, seed, tables: int,
                pace: float, options: dict) -> list[RoomTable]:
    """The room's tables: those in the store (a room started again), or new ones."""
    saved = store.tables()
    if saved:
        return [resume(store, data) for data in saved]
    loaded = load_game(game, players=players, **options)
    levels = computer if isinstance(computer, dict) else dict.fromkeys(computer or (), "medium")
    for seat, level in levels.items():
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < loaded.players:
            raise GameConfigError(f"A computer seat must be a seat from 0 to {loaded.players - 1}, "
                                  f"not {seat!r}.")
        if level not in LEVELS:
            raise GameConfigError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
    if isinstance(tables, bool) or not isinstance(tables, int) or not 1 <= tables <= 64:
        raise GameConfigError(f"A room has 1 to 64 tables, not {tables!r}.")
    base = secrets.randbelow(2**31) if seed is None else seed
    made = []
    for number in range(1, tables + 1):
        table_seed = base + number - 1 if isinstance(base, int) else f"{base}-{number}"
        tokens = [new_token() for _ in range(loaded.players)]
        store.add_table(number, loaded.name, loaded.config, table_seed, tokens, levels, pace)
        table = RoomTable(number, Match(loaded, seed=table_seed), tokens, levels, pace, store)
        made.append(table)
    return made


def resume(store: Store, data: dict) -> RoomTable:
    """A table as the store left it: its moves played again, with the computer's reasons."""
    game = load_game(data["game"], **data["config"])
    match = Match(game, seed=data["seed"])
    for action, reason, detail in data["moves"]:
        match.act(action, reason, detail)
    match._cursor = data["cursor"]
    return RoomTable(data["id"], match, data["tokens"], data["computer"], data["pace"], store,
                     paused=data["paused"])
