"""A room's tables: each a game with its seats, kept in the room's store.

A table is the board widget's ``Table`` (the Match, the pace of its computer players,
the screens that show it) with what a room adds: a number, its seats (each with its
own link, and the pupil's device that holds it: ``seats.py``), the computer's seats, a
pause, a worker thread that makes its moves one after another (so two clicks that race
for one decision are played in turn, and the second is refused as out of date), and its
moves written to the store before any page hears of them.

Whether the computer is to move is decided in one place, the table's ``moved``: after a
pupil's move, undo or redo, and through ``let_computer_play`` when the room starts or resumes,
when the teacher gives a seat to the computer, and when a pause ends.
"""
from __future__ import annotations

import secrets
from concurrent.futures import Future, ThreadPoolExecutor

from ..agents import by_name
from ..core.errors import GameConfigError
from ..core.match import Match
from ..core.registry import load_game
from ..widget.table import Table
from .seats import Seat, new_token
from .store import Store

#: the opponents a teacher may put in an empty seat
LEVELS = ("easy", "medium", "hard")


class RoomTable(Table):
    """One table of a room: its game, its seats, its computer seats and its pause."""

    def __init__(self, number: int, match: Match, seats: list[Seat], computer: dict[int, str],
                 pace: float, store: Store, paused: bool = False):
        super().__init__(match, pace)
        self.number = number
        self.seats = seats
        self.levels = dict(computer)
        self.store = store
        self.paused = paused
        self._saved = list(match._actions)  # what the store holds
        self._saved_cursor = match._cursor
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"table-{number}")
        #: the pages open, by seat (None: public boards); each a set the server fills
        self.pages: dict[int | None, set] = {seat: set() for seat in [None, *range(len(seats))]}
        for seat, level in self.levels.items():
            match.agents[seat] = by_name(level, seed=number * 100 + seat)

    @property
    def tokens(self) -> list[str]:
        """Each seat's link token, by seat."""
        return [seat.token for seat in self.seats]

    def run(self, task, *args) -> Future:
        """Do ``task`` on this table's worker: the table's moves happen one at a time."""
        return self.worker.submit(task, *args)

    # -- the computer ------------------------------------------------------------------------
    def let_computer_play(self) -> None:
        """Let the computer move if it is to move now (``moved`` decides: if the table is not
        paused and a computer seat is to move, it plays its whole reply, at the table's pace;
        otherwise the pages are told what changed)."""
        self.moved(self.match._cursor)

    # -- what the teacher may do ---------------------------------------------------------
    def check_seat(self, seat) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            raise GameConfigError(f"Table {self.number} has seats 0 to {len(self.seats) - 1}, not {seat!r}.")
        return seat

    def give_to_computer(self, seat: int, level: str = "medium") -> None:
        """Let the computer play ``seat`` from now on (a pupil who left, an odd number): the
        pupil's pages are closed and the seat is free for when it is given back."""
        if level not in LEVELS:
            raise GameConfigError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
        self.check_seat(seat)
        self.levels[seat] = level
        self.match.agents[seat] = by_name(level, seed=self.number * 100 + seat)
        self.store.set_computer(self.number, self.levels)
        self.set_holder(seat, None, None)
        self.let_computer_play()  # its turn now? it plays at once

    def give_to_pupil(self, seat: int) -> None:
        """A computer's seat back to a pupil: free, for whoever takes it by the join link."""
        self.check_seat(seat)
        if seat not in self.levels:
            raise GameConfigError(f"A pupil plays {self.match.game.player_name(seat)} at table "
                                  f"{self.number} already.")
        del self.levels[seat]
        del self.match.agents[seat]
        self.store.set_computer(self.number, self.levels)
        self.changed()

    def set_holder(self, seat: int, device: str | None, name: str | None, token: str | None = None) -> None:
        """Seat ``seat`` held by ``device`` for the pupil ``name`` (None, None: free; None and
        a name: kept for that pupil), with a new link if ``token`` is given; written first."""
        place = self.seats[seat]
        self.store.set_holder(self.number, seat, token or place.token, device, name)
        if token is not None:
            place.token = token
        place.free()
        place.device, place.name = device, name

    def pause(self, paused: bool) -> None:
        """Stop the table (no moves, the computer waits) or let it go on."""
        self.paused = bool(paused)
        self.store.set_paused(self.number, self.paused)
        if self.paused:
            self.changed()
        else:
            self.let_computer_play()  # the computer goes on if it is its turn

    # -- every change is written before it is shown ----------------------------------------
    def changed(self) -> None:
        self.persist()
        super().changed()

    def persist(self) -> None:
        """Write to the store what changed since the last write: the moves after the last one
        both hold (found from the end, so a long game costs no more than a short one), and
        the undo position."""
        match = self.match
        actions, saved = match._actions, self._saved
        first = min(len(saved), len(actions))
        while first and saved[first - 1] is not actions[first - 1]:
            first -= 1
        if first == len(saved) == len(actions) and match._cursor == self._saved_cursor:
            return
        moves = [(actions[k].to_json(), match._reasons[k], match._details[k])
                 for k in range(first, len(actions))]
        self.store.save_moves(self.number, first, moves, match._cursor)
        del saved[first:]
        saved.extend(actions[first:])
        self._saved_cursor = match._cursor

    def summary(self) -> dict:
        """What the teacher's page lists of this table: whose turn, the last move, and for each
        seat the pupil's name, the pages open, and a second device that tried it."""
        match, state = self.match, self.match.state
        game = match.game
        moves = match._cursor
        last = match._actions[moves - 1] if moves else None
        if state.is_over:
            turn = state.result().get("reason", "The game is over.")
        else:
            turn = f"{game.player_name(state.to_move)} to play"
        return {"table": self.number, "title": game.title, "turn": turn, "moves": moves,
                "last": str(last) if last is not None else "", "paused": self.paused,
                "over": state.is_over, "public": len(self.pages[None]),
                "seats": [{"seat": seat, "name": game.player_name(seat), "color": self.color(seat),
                           "computer": self.levels.get(seat), "pages": len(self.pages[seat]),
                           "pupil": place.name, "held": place.held, "tried": place.tried,
                           "tried_at": place.tried_at}
                          for seat, place in enumerate(self.seats)]}

    def seating(self) -> dict:
        """What a pupil choosing a seat sees of this table: each seat's colour, whether it is
        free, kept for a pupil, a pupil's (by name) or the computer's. No link, no device."""
        game = self.match.game
        return {"table": self.number,
                "seats": [{"seat": seat, "name": game.player_name(seat), "color": self.color(seat),
                           "computer": seat in self.levels, "pupil": place.name,
                           "free": seat not in self.levels and not place.held}
                          for seat, place in enumerate(self.seats)]}

    def color(self, seat: int) -> str:
        colors = self.match.game.player_colors
        return colors[seat] if seat < len(colors) else "#888888"


def make_tables(store: Store, game: str, players: int | None, computer, seed, tables: int | None,
                pace: float, options: dict) -> list[RoomTable]:
    """The room's tables: those in the store (a room started again, if the settings given are
    its own), or new ones."""
    saved = store.tables()
    if saved:
        differences = settings_differ(saved, game, players, computer, seed, tables, options)
        if differences:
            raise GameConfigError(
                f"{store.path} holds another room: {'; '.join(differences)}. To go on with that room, start "
                "it with its own settings; for a new room, give another file (db=... in Python, --db on the "
                "command line).")
        return [resume(store, data) for data in saved]
    tables = 1 if tables is None else tables
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
        table = RoomTable(number, Match(loaded, seed=table_seed), [Seat(token) for token in tokens], levels,
                          pace, store)
        made.append(table)
    return made


def settings_differ(saved: list[dict], game: str, players, computer, seed, tables,
                    options: dict) -> list[str]:
    """How the settings given differ from those of the room ``saved`` (only those given: a
    setting left out is the room's own), each in a few words."""
    first = saved[0]
    if first["game"] != load_game(game).name:
        return [f"it is a room of {first['game']}, not {game}"]
    differences = []
    given = {**options, **({"players": players} if players is not None else {})}
    asked = load_game(game, **{**first["config"], **given}).config if given else first["config"]
    for key in given:
        if asked.get(key) != first["config"].get(key):
            differences.append(f"its {key} is {first['config'].get(key)!r}, not {asked.get(key)!r}")
    if tables is not None and tables != len(saved):
        differences.append(f"it has {len(saved)} table(s), not {tables}")
    levels = computer if isinstance(computer, dict) else dict.fromkeys(computer or (), "medium")
    if levels and levels != first["computer"]:
        held = ", ".join(f"seat {k} ({v})" for k, v in sorted(first["computer"].items())) or "none"
        differences.append(f"its computer seats are {held}, not "
                           f"{', '.join(f'seat {k} ({v})' for k, v in sorted(levels.items()))}")
    if seed is not None and seed != first["seed"]:
        differences.append(f"table 1 was dealt with seed {first['seed']!r}, not {seed!r}")
    return differences


def resume(store: Store, data: dict) -> RoomTable:
    """A table as the store left it: its moves played again, with the computer's reasons."""
    game = load_game(data["game"], **data["config"])
    match = Match(game, seed=data["seed"])
    for action, reason, detail in data["moves"]:
        match.act(action, reason, detail)
    match._cursor = data["cursor"]
    seats = [Seat(token, device, name) for token, device, name in data["seats"]]
    return RoomTable(data["id"], match, seats, data["computer"], data["pace"], store, paused=data["paused"])
