"""Where a room keeps its games: an SQLite file, written before any page hears of a move.

A room of tables keeps them so: each table is a row (its game, configuration, seed,
computer seats, pace, pause), each seat another (its link's token, the device that holds it, the pupil's name)
and each move another, in the save format's JSON (the action, and the computer's
reason with its detail), with the undo position on the table's row. A room started
again on the same file finds every table where it was, every pupil in their seat,
with the same links.

A room's lesson (``lessons.py``) keeps each pupil (a number, the link's token, the device that
holds it, the name) and each try: its level, when it began and when the pupil last moved, the
pupil's moves, how it ended and its stars, and every action of it (the pupil's and the
replies') in the save format's JSON. The file is in WAL mode, so a page reading the room's state
never waits for a move being written.
"""
from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS room (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, seed TEXT NOT NULL,
    tokens TEXT NOT NULL, computer TEXT NOT NULL, pace REAL NOT NULL, paused INTEGER NOT NULL,
    cursor INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS moves (
    table_id INTEGER NOT NULL, n INTEGER NOT NULL, action TEXT NOT NULL, reason TEXT, detail TEXT,
    PRIMARY KEY (table_id, n));
CREATE TABLE IF NOT EXISTS seats (
    table_id INTEGER NOT NULL, seat INTEGER NOT NULL, token TEXT NOT NULL, device TEXT, name TEXT,
    PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS pupils (
    number INTEGER PRIMARY KEY, token TEXT NOT NULL, device TEXT NOT NULL, name TEXT NOT NULL,
    joined REAL NOT NULL);
CREATE TABLE IF NOT EXISTS tries (
    pupil INTEGER NOT NULL, n INTEGER NOT NULL, level TEXT NOT NULL, started REAL NOT NULL,
    last REAL NOT NULL, moves INTEGER NOT NULL, ended TEXT, stars INTEGER NOT NULL, actions TEXT NOT NULL,
    PRIMARY KEY (pupil, n));
"""


class Store:
    """The room's SQLite file; safe to call from any thread (one connection, one lock).

    A room new to its file is kept in memory until it listens (``keep``): a room that could
    not start (a busy port, a wrong setting) leaves no file behind, and a file is never written
    with settings that were refused."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._lock = threading.Lock()
        #: whether the room lives in memory only, its file not yet written
        self.in_memory = not self.path.exists()
        self._db = self._open(":memory:" if self.in_memory else self.path)

    @staticmethod
    def _open(where) -> sqlite3.Connection:
        db = sqlite3.connect(where, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.executescript(SCHEMA)
        return db

    def keep(self) -> None:
        """Write a room kept in memory to its file, and go on in the file (the room listens)."""
        with self._lock:
            if not self.in_memory:
                return
            made = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.backup(made)
            self._db.close()
            made.close()
            self._db = self._open(self.path)
            self.in_memory = False

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- the room ------------------------------------------------------------------------
    def get(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT value FROM room WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def put(self, key: str, value: str) -> None:
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO room (key, value) VALUES (?, ?)", (key, value))

    # -- tables -----------------------------------------------------------------------------
    def add_table(self, number: int, game: str, config: dict, seed, tokens: list[str],
                  computer: dict[int, str], pace: float) -> None:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(
                    "INSERT INTO tables (id, game, config, seed, tokens, computer, pace, paused, cursor) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0)",
                    (number, game, json.dumps(config), json.dumps(seed), json.dumps(tokens),
                     json.dumps({str(k): v for k, v in computer.items()}), pace))
                self._db.executemany("INSERT INTO seats (table_id, seat, token) VALUES (?, ?, ?)",
                                     [(number, seat, token) for seat, token in enumerate(tokens)])
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def tables(self) -> list[dict]:
        """Every table, with its seats and its moves, in the order they were added. A file
        written before seats had holders has its seats' tokens on the table's row: they are
        read from there, each seat free."""
        with self._lock:
            rows = self._db.execute("SELECT id, game, config, seed, tokens, computer, pace, paused, cursor "
                                    "FROM tables ORDER BY id").fetchall()
            seats = self._db.execute("SELECT table_id, seat, token, device, name FROM seats "
                                     "ORDER BY table_id, seat").fetchall()
            moves = self._db.execute("SELECT table_id, action, reason, detail FROM moves "
                                     "ORDER BY table_id, n").fetchall()
        found = {}
        for number, game, config, seed, tokens, computer, pace, paused, cursor in rows:
            found[number] = {"id": number, "game": game, "config": json.loads(config),
                             "seed": json.loads(seed),
                             "seats": [(token, None, None) for token in json.loads(tokens)],
                             "computer": {int(k): v for k, v in json.loads(computer).items()},
                             "pace": pace, "paused": bool(paused), "cursor": cursor, "moves": []}
        for number, seat, token, device, name in seats:
            found[number]["seats"][seat] = (token, device, name)
        for number, action, reason, detail in moves:
            found[number]["moves"].append((json.loads(action), reason, detail))
        return list(found.values())

    def set_holder(self, number: int, seat: int, token: str, device: str | None, name: str | None) -> None:
        """Seat ``seat`` of table ``number`` has this link, and is held by this device for this
        pupil (or is free, or kept for a name)."""
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO seats (table_id, seat, token, device, name) "
                             "VALUES (?, ?, ?, ?, ?)", (number, seat, token, device, name))

    def set_computer(self, number: int, computer: dict[int, str]) -> None:
        with self._lock:
            self._db.execute("UPDATE tables SET computer = ? WHERE id = ?",
                             (json.dumps({str(k): v for k, v in computer.items()}), number))

    def set_paused(self, number: int, paused: bool) -> None:
        with self._lock:
            self._db.execute("UPDATE tables SET paused = ? WHERE id = ?", (int(paused), number))

    def save_moves(self, number: int, first: int, moves: list[tuple[dict, str | None, str | None]],
                   cursor: int) -> None:
        """Moves ``first`` on are ``moves`` (those after them are gone); the undo position is
        ``cursor``. One transaction: a server killed half-way leaves the moves as they were."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute("DELETE FROM moves WHERE table_id = ? AND n >= ?", (number, first))
                self._db.executemany(
                    "INSERT INTO moves (table_id, n, action, reason, detail) VALUES (?, ?, ?, ?, ?)",
                    [(number, first + k, json.dumps(action), reason, detail)
                     for k, (action, reason, detail) in enumerate(moves)])
                self._db.execute("UPDATE tables SET cursor = ? WHERE id = ?", (cursor, number))
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    # -- a lesson's pupils and their tries ------------------------------------------------------
    def add_pupil(self, number: int, token: str, device: str, name: str, joined: float) -> None:
        with self._lock:
            self._db.execute("INSERT INTO pupils (number, token, device, name, joined) "
                             "VALUES (?, ?, ?, ?, ?)", (number, token, device, name, joined))

    def pupils(self) -> list[tuple[int, str, str, str, float]]:
        """Every pupil: number, token, device, name, when they joined; in the order they joined."""
        with self._lock:
            return self._db.execute("SELECT number, token, device, name, joined FROM pupils "
                                    "ORDER BY number").fetchall()

    def save_try(self, pupil: int, n: int, level: str, started: float, last: float, moves: int,
                 ended: str | None, stars: int, actions: list[dict]) -> None:
        """Try ``n`` of pupil ``pupil`` as it stands now (written again as it goes on)."""
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO tries (pupil, n, level, started, last, moves, ended, stars, actions) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (pupil, n, level, started, last, moves, ended, stars, json.dumps(actions)))

    def tries(self) -> list[tuple[int, int, str, float, float, int, str | None, int, list[dict]]]:
        """Every try of every pupil, in order: pupil, n, level, started, last, moves, ended, stars,
        actions."""
        with self._lock:
            rows = self._db.execute("SELECT pupil, n, level, started, last, moves, ended, stars, actions "
                                    "FROM tries ORDER BY pupil, n").fetchall()
        return [(*row[:8], json.loads(row[8])) for row in rows]
