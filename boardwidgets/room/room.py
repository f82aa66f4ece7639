"""A room: several tables of one game, served to a class on its own network.

``bw.room(...)`` starts one from a notebook (the server runs in a thread of the
kernel, which stays free) and ``python -m boardwidgets.room`` from a terminal.
Each seat of each table has its own secret link; the teacher has one more, for
the page that lists the tables; every table has a public board for the
projector. Everything is kept in an SQLite file: a room started again on the same
file finds every table where it was, with the same links.
"""
from __future__ import annotations

import contextlib
import socket
import threading
import time
import warnings
from collections.abc import Callable
from pathlib import Path

from ..core.errors import GameConfigError
from ..core.registry import load_game
from ..icons import icon_path
from .store import Store
from .tables import RoomTable, make_tables, new_token

#: the rooms this process serves, by file: a notebook cell run again while its room still
#: serves would otherwise serve the same file twice, on two ports, each room with its own moves
SERVING: dict[Path, Room] = {}


class Room:
    """The tables of a room, its store, its links and its server."""

    def __init__(self, game: str, players: int | None = None, computer=(), seed=None, tables: int = 1,
                 host: str = "127.0.0.1", port: int = 0, db: str | Path | None = None, pace: float = 0.4,
                 **options):
        path = Path(db) if db is not None else Path(f"room-{game}.sqlite")
        self.store = Store(path)
        #: The room's tables (:class:`~boardwidgets.room.tables.RoomTable`), numbered from 1;
        #: ``room.tables[i].match`` is an ordinary :class:`~boardwidgets.Match` after class.
        self.tables: list[RoomTable] = make_tables(self.store, game, players, computer, seed, tables, pace,
                                                   options)
        if self.tables[0].match.game.name != load_game(game, players=players, **options).name:
            raise GameConfigError(f"{path} holds a room of {self.tables[0].match.game.title}, not {game}: "
                                  "give another file with db=...")
        self.teacher_token = self.store.get("teacher") or new_token()
        self.store.put("teacher", self.teacher_token)
        self.title = self.tables[0].match.game.title
        self.host, self.port = host, port
        self._seats = {token: (table, seat)
                       for table in self.tables for seat, token in enumerate(table.tokens)}
        self._watchers: list[Callable[[dict], None]] = []
        self._icons: dict = {}
        self._server = None
        self._widget = None
        self._thread: threading.Thread | None = None
        self._last_summary = 0.0
        for table in self.tables:
            table.listeners.append(self.changed)

    # -- who is who ----------------------------------------------------------------------------
    def seat_of(self, token: str) -> tuple[RoomTable, int] | None:
        return self._seats.get(token) if isinstance(token, str) else None

    def table(self, number: int) -> RoomTable | None:
        if isinstance(number, bool) or not isinstance(number, int):  # a page's true or 1.0 is not table 1
            return None
        return next((table for table in self.tables if table.number == number), None)

    def is_teacher(self, token: str) -> bool:
        return isinstance(token, str) and token == self.teacher_token

    def icons(self, game) -> dict:
        if not self._icons:
            self._icons = {name: icon_path(name) for name in game.icons}
        return self._icons

    # -- links ------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The room's address as pupils on the network reach it."""
        host = lan_address() if self.host in ("0.0.0.0", "::", "") else self.host
        return f"http://{host}:{self.port}"

    @property
    def teacher_url(self) -> str:
        return f"{self.url}/teacher/{self.teacher_token}"

    def seat_url(self, table: int, seat: int) -> str:
        return f"{self.url}/play/{self.table(table).tokens[seat]}"

    def board_url(self, table: int) -> str:
        return f"{self.url}/board/{table}"

    def links(self) -> str:
        """Every link of the room, as a teacher prints or pins them."""
        lines = [f"Teacher: {self.teacher_url}"]
        for table in self.tables:
            game = table.match.game
            lines.append(f"Table {table.number} (public board): {self.board_url(table.number)}")
            for seat in range(game.players):
                who = f"computer ({table.levels[seat]})" if seat in table.levels else "a pupil"
                lines.append(f"  {game.player_name(seat)} [{who}]: {self.seat_url(table.number, seat)}")
        return "\n".join(lines)

    # -- what the teacher's page shows and does ---------------------------------------------------
    def summary(self) -> dict:
        return {"type": "room", "title": self.title, "tables": [table.summary() for table in self.tables],
                "links": {table.number: {"board": self.board_url(table.number),
                                         "seats": [self.seat_url(table.number, seat)
                                                   for seat in range(table.seats)]}
                          for table in self.tables}}

    def watch(self, listener: Callable[[dict], None]) -> Callable[[dict], None]:
        self._watchers.append(listener)
        listener(self.summary())
        return listener

    def unwatch(self, listener) -> None:
        if listener in self._watchers:
            self._watchers.remove(listener)

    def changed(self) -> None:
        """A table changed, or a page came or went: the teacher's pages hear of it."""
        if self._watchers:
            summary = self.summary()
            for listener in list(self._watchers):
                listener(summary)

    def teacher_command(self, content: dict, refuse: Callable[[str], None]) -> None:
        """Give a seat to the computer, or pause a table, or let it go on."""
        kind, table = content.get("type"), self.table(content.get("table"))
        if table is None:
            refuse("There is no such table.")
        elif kind == "computer":
            table.run(self._guarded, refuse, table.give_to_computer, content.get("seat"),
                      content.get("level", "medium"))
        elif kind == "pause":
            if not isinstance(content.get("paused"), bool):  # "no" would be truthy: a pause
                refuse("The teacher's page must say whether to pause (true or false).")
                return
            table.run(self._guarded, refuse, table.pause, content["paused"])
        else:
            refuse("The teacher's page sent a message the room does not understand.")

    @staticmethod
    def _guarded(refuse, command, *args) -> None:
        try:
            command(*args)
        except GameConfigError as exc:
            refuse(str(exc))

    # -- the server ----------------------------------------------------------------------------
    def start(self) -> Room:
        """Serve the room from a thread of this process (a notebook's kernel stays free)."""
        if self._thread is not None:
            return self
        server, sock = self._make_server()
        self._thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True,
                                        name="boardwidgets-room")
        self._thread.start()
        deadline = time.monotonic() + 15
        while not server.started and self._thread.is_alive() and time.monotonic() < deadline:
            time.sleep(0.02)
        if not server.started:
            raise RuntimeError(f"The room could not start on {self.host}:{self.port}.")
        return self

    def serve(self, announce: Callable[[Room], None] | None = None) -> None:
        """Serve the room in this thread until it is stopped (Ctrl+C from a terminal);
        ``announce`` is called once the room listens (its links are then known)."""
        server, sock = self._make_server()
        if announce is not None:
            announce(self)
        try:
            server.run(sockets=[sock])
        finally:
            self._close()

    def _make_server(self):
        import uvicorn

        from .server import build_app

        other = SERVING.get(self.store.path.resolve())
        if other is not None and other is not self:
            self._close()
            raise GameConfigError(f"A room is already serving {self.store.path} (at {other.url}): stop it "
                                  "first with room.stop(), or give another file with db=...")
        sock = self._listen()
        SERVING[self.store.path.resolve()] = self
        self.port = sock.getsockname()[1]
        self.store.put("port", str(self.port))
        # no per-message deflate: a view is 30 to 40 kB of JSON, and deflating it again for every
        # page took the server more time than drawing it (benchmarks/README.md, "The room"); on the
        # class's own network the bytes are cheap
        config = uvicorn.Config(build_app(self), log_level="warning", ws_max_size=1 << 20, lifespan="off",
                                ws_ping_interval=10, ws_ping_timeout=20, ws_per_message_deflate=False)
        self._server = uvicorn.Server(config)
        return self._server, sock

    def _listen(self) -> socket.socket:
        """A socket bound to the room's port: the one asked for, else the one this room's file
        last listened on (so that a room started again keeps its links), else any free one."""
        remembered = int(self.store.get("port") or 0) if self.port == 0 else 0
        if remembered:
            try:
                return self._bind(remembered)
            except OSError:
                warnings.warn(f"Port {remembered}, where this room listened before, is taken: the room "
                              "listens on another port, so its links change.", stacklevel=3)
        try:
            return self._bind(self.port)
        except OSError as exc:
            raise GameConfigError(f"The room cannot listen on {self.host}:{self.port}: "
                                  f"{exc.strerror}.") from None

    def _bind(self, port: int) -> socket.socket:
        sock = socket.socket(socket.AF_INET6 if ":" in self.host else socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, port))
            sock.listen(2048)  # pages that connect before uvicorn runs (links just printed) wait, not fail
        except OSError:
            sock.close()
            raise
        return sock

    def stop(self) -> None:
        """Stop serving; the store keeps every table for a room started again on it."""
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
            self._thread = None
        self._close()

    def _close(self) -> None:
        if SERVING.get(self.store.path.resolve()) is self:
            del SERVING[self.store.path.resolve()]
        for table in self.tables:
            table.worker.shutdown(wait=True)
        self.store.close()

    def __repr__(self) -> str:
        running = "serving at " + self.url if self._thread is not None else "stopped"
        return f"<Room of {self.title}: {len(self.tables)} table(s), {running}>"

    def _repr_mimebundle_(self, **kwargs):
        """In a notebook: the links, QR codes, who is connected, and a public board."""
        if self._widget is None:
            from .widget import RoomWidget

            self._widget = RoomWidget(self)
        return self._widget._repr_mimebundle_(**kwargs)


def lan_address() -> str:
    """This machine's address on its local network, as other devices reach it (no packet is
    sent: a UDP socket only picks the interface it would use)."""
    with contextlib.closing(socket.socket(socket.AF_INET, socket.SOCK_DGRAM)) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return probe.getsockname()[0]
        except OSError:
            return socket.gethostname()
