"""A room: several tables of one game, served to a class on its own network.

``bw.room(...)`` starts one from a notebook (the server runs in a thread of the
kernel, which stays free) and ``python -m boardwidgets.room`` from a terminal.
The class has one join link (the projector shows it, with its QR code): a pupil
opens it, types a first name and takes a free seat, which is then that pupil's
device's (``seats.py``). Each seat also has a link of its own, for slips the
teacher prints; the teacher has one more, for the page that runs the room; every
table has a public board for the projector, which shows what an onlooker knows.
Everything is kept in an SQLite file: a room started again on the same file finds
every table where it was, every pupil in their seat, with the same links.
"""
from __future__ import annotations

import contextlib
import errno
import hmac
import signal
import socket
import threading
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..core.errors import GameConfigError
from ..icons import icon_path
from ..widget.table import checked_pace
from .seats import Refused, checked_name, new_code, new_token, same_name
from .store import Store
from .tables import RoomTable, make_tables

#: the rooms this process serves, by file: a notebook cell run again while its room still
#: serves would otherwise serve the same file twice, on two ports, each room with its own moves
SERVING: dict[Path, Served] = {}


@dataclass(frozen=True)
class Limits:
    """What one page, one device or one table may take of the room, so that no page, broken
    or hostile, keeps a pupil out (docs/playing_together.md, "Limits")."""

    #: the longest message a page may send, in characters (a click is under 100)
    message: int = 8192
    #: messages a second a page may send, and how many at once
    rate: float = 10.0
    burst: int = 20
    #: pages open on one seat (one device's tabs), and a table's public boards (projectors)
    seat_pages: int = 4
    public_pages: int = 16
    #: pages of the class's join link open at once, in the whole room
    join_pages: int = 200
    #: sockets open from one address (one device), of every kind
    per_address: int = 24

    def __post_init__(self):
        for name, value in vars(self).items():
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise GameConfigError(f"The room's limit {name} must be a positive number, not {value!r}.")


class Served:
    """What every room has, whatever it serves: its SQLite file, its secrets (the teacher's link,
    the class's join code, the name its devices' keys go by), its address and limits, the
    teacher's pages that watch it, and its web server. ``Room`` serves tables of a game;
    ``ClassLesson`` (``lessons.py``) a lesson, each pupil at their own level."""

    def __init__(self, path: Path, host: str, port: int, limits: Limits | None):
        if not isinstance(host, str) or not host:
            raise GameConfigError(f"host is the address the room listens on: 127.0.0.1 (this computer only) "
                                  f"or 0.0.0.0 (the pupils' devices on this network), not {host!r}.")
        if isinstance(port, bool) or not isinstance(port, int) or not 0 <= port <= 65535:
            raise GameConfigError(f"port is a number from 1 to 65535 (or 0 for any free one), not {port!r}.")
        if limits is not None and not isinstance(limits, Limits):
            raise GameConfigError("limits must be a boardwidgets.room.Limits, such as "
                                  "Limits(per_address=40).")
        self.store = Store(path)
        self.host, self.port = host, port
        self.limits = limits or Limits()
        #: ``signal.SIGTERM`` if the last ``serve`` ended by one (the command line exits 0 then)
        self.stopped_by: int | None = None
        self._watchers: list[Callable[[dict], None]] = []
        self._icons: dict = {}
        self._server = None
        self._widget = None
        self._thread: threading.Thread | None = None

    def _secrets(self) -> None:
        """The room's links' secrets: made once, then kept in its file for a room started again."""
        self.teacher_token = self._kept("teacher", new_token)
        self.code = self._kept("code", new_code)  # the class's join link
        self.key = self._kept("key", new_code)    # names the devices' keys in their browsers

    def _kept(self, key: str, make: Callable[[], str]) -> str:
        value = self.store.get(key)
        if value is None:
            value = make()
            self.store.put(key, value)
        return value

    def is_teacher(self, token: str) -> bool:
        return isinstance(token, str) and secrets_equal(token, self.teacher_token)

    def is_code(self, code: str) -> bool:
        return isinstance(code, str) and secrets_equal(code, self.code)

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
    def join_url(self) -> str:
        """The class's link: the projector shows it; a pupil opens it and takes a seat."""
        return f"{self.url}/join/{self.code}"

    @property
    def teacher_url(self) -> str:
        return f"{self.url}/teacher/{self.teacher_token}"

    # -- the teacher's pages -------------------------------------------------------------------
    def summary(self) -> dict:
        raise NotImplementedError

    def watch(self, listener: Callable[[dict], None]) -> Callable[[dict], None]:
        self._watchers.append(listener)
        listener(self.summary())
        return listener

    def unwatch(self, listener) -> None:
        if listener in self._watchers:
            self._watchers.remove(listener)

    # -- the server ----------------------------------------------------------------------------
    def start(self):
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

    def serve(self, announce: Callable[[Served], None] | None = None) -> None:
        """Serve the room in this thread until it is stopped (Ctrl+C or SIGTERM from a terminal,
        ``stop()`` from another thread); ``announce`` is called once the room listens (its
        links are then known). A signal ends it as ``stop()`` would, with every table's work
        done and its file closed; ``stopped_by`` then names the signal."""
        server, sock = self._make_server()
        with stop_on_signals(server):
            if announce is not None:
                announce(self)
            try:
                server.run(sockets=[sock])
            finally:
                self.stopped_by = server.stopped_by
                self._close()

    def _make_server(self):
        import uvicorn

        from .server import RoomServer

        other = SERVING.get(self.store.path.resolve())
        if other is not None and other is not self:
            self._close()
            raise GameConfigError(f"A room is already serving {self.store.path} (at {other.url}): stop it "
                                  "first with room.stop(), or give another file with db=...")
        try:
            sock = self._listen()
        except GameConfigError:
            self._close()  # a room that never listened: nothing was written
            raise
        self.store.keep()  # the room listens: now its file is written
        SERVING[self.store.path.resolve()] = self
        self.port = sock.getsockname()[1]
        self.store.put("port", str(self.port))
        # no per-message deflate: a view is 30 to 40 kB of JSON, and deflating it again for every
        # page took the server more time than drawing it (benchmarks/README.md, "The room"); on the
        # class's own network the bytes are cheap
        config = uvicorn.Config(self.app(), log_level="warning", ws_max_size=1 << 20, lifespan="off",
                                ws_ping_interval=10, ws_ping_timeout=20, ws_per_message_deflate=False)
        self._server = RoomServer(config)
        self.resume()
        return self._server, sock

    def _listen(self) -> socket.socket:
        """A socket bound to the room's port: the one asked for, else the one this room's file
        last listened on (so that a room started again keeps its links), else any free one. A
        port that another program holds (the classroom site's 8000, say) is said and left for
        the port this room took last time (its links stay the same), else a free one; a port
        this user may not take, or an address not this computer's, is refused with a sentence."""
        remembered = int(self.store.get("port") or 0)
        if remembered and self.port == 0:
            try:
                return self._bind(remembered)
            except OSError:
                warnings.warn(f"Port {remembered}, where this room listened before, is taken: the room "
                              "listens on another port, so its links change.", stacklevel=3)
                remembered = 0
        try:
            return self._bind(self.port)
        except PermissionError:
            raise GameConfigError(f"Port {self.port} is the system's (ports below 1024 need root): choose "
                                  "one from 1024 up, such as 8000.") from None
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE:
                raise GameConfigError(f"The room cannot listen on {self.host}:{self.port}: {exc.strerror}. "
                                      "Is that address this computer's? 127.0.0.1 or 0.0.0.0 always "
                                      "are.") from None
        if remembered and remembered != self.port:  # the port this room took last time, its links
            with contextlib.suppress(OSError):
                sock = self._bind(remembered)
                warnings.warn(f"Port {self.port} is taken (another program listens there, perhaps the "
                              f"classroom site): the room listens on port {remembered}, as it did last time.",
                              stacklevel=3)
                return sock
        sock = self._bind(0)
        warnings.warn(f"Port {self.port} is taken (another program listens there, perhaps the classroom "
                      f"site): the room listens on port {sock.getsockname()[1]} instead.", stacklevel=3)
        return sock

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
        self.finish()
        self.store.close()

    def app(self):
        """The web application that serves this room."""
        raise NotImplementedError

    def resume(self) -> None:
        """What the room does as it starts listening (the computer moves where it is to move)."""

    def finish(self) -> None:
        """What the room's work ends with before its file is closed."""


class Room(Served):
    """The tables of a room, its seats, its store, its links and its server."""

    def __init__(self, game: str, players: int | None = None, computer=(), seed=None,
                 tables: int | None = None, host: str = "127.0.0.1", port: int = 0,
                 db: str | Path | None = None, pace: float = 0.4, limits: Limits | None = None, **options):
        path = Path(db) if db is not None else Path(f"room-{game}.sqlite")
        checked_pace(pace)  # before the file is made
        super().__init__(path, host, port, limits)
        lesson = self.store.get("lesson")
        if lesson is not None:
            self.store.close()
            raise GameConfigError(f"{path} holds a lesson of {lesson} for the class, not a room of tables: "
                                  "give another file (db=... in Python, --db on the command line).")
        try:
            made = make_tables(self.store, game, players, computer, seed, tables, pace, options)
        except GameConfigError:
            self.store.close()  # a room that will not be: its file (if it has one) is left as it was
            raise
        #: The room's tables (:class:`~boardwidgets.room.tables.RoomTable`), numbered from 1;
        #: ``room.tables[i].match`` is an ordinary :class:`~boardwidgets.Match` after class.
        self.tables: list[RoomTable] = made
        self._secrets()
        self.title = self.tables[0].match.game.title
        self.seat_lock = threading.Lock()  # a seat is taken, freed or given in one piece
        self._joiners: list[Callable[[dict], None]] = []
        self._last_seating: dict | None = None
        for table in self.tables:
            table.listeners.append(self.changed)

    # -- who is who ----------------------------------------------------------------------------
    def seat_of(self, token: str) -> tuple[RoomTable, int] | None:
        """The table and seat whose link carries ``token``."""
        if not isinstance(token, str):
            return None
        return next(((table, seat) for table in self.tables for seat, place in enumerate(table.seats)
                     if secrets_equal(place.token, token)), None)

    def held_by(self, device) -> tuple[RoomTable, int] | None:
        """The seat that ``device`` holds, if any."""
        if not isinstance(device, str) or not device:
            return None
        return next(((table, seat) for table in self.tables for seat, place in enumerate(table.seats)
                     if place.device is not None and secrets_equal(place.device, device)), None)

    def table(self, number: int) -> RoomTable | None:
        if isinstance(number, bool) or not isinstance(number, int):  # a page's true or 1.0 is not table 1
            return None
        return next((table for table in self.tables if table.number == number), None)

    # -- taking a seat ---------------------------------------------------------------------------
    def claim(self, table: RoomTable, seat: int, device, name) -> str:
        """Seat ``seat`` of ``table`` for the pupil ``name`` on ``device`` (the key its browser
        keeps, or None for a device new to the room); returns the device's key. Refused, with
        a sentence for the pupil, if the computer plays the seat, another device holds it, it
        is kept for another pupil, another pupil in the room has that name, or this device
        holds another seat (one device, one seat)."""
        with self.seat_lock:
            place = table.seats[seat]
            player = table.match.game.player_name(seat)
            if seat in table.levels:
                raise Refused(f"The computer plays {player} at table {table.number}: choose a free seat.")
            if place.held:
                if device is not None and secrets_equal(place.device, device):
                    return place.device
                self.turned_away(table, seat)
                raise Refused(f"{player} at table {table.number} is taken: another device plays it. "
                              "If it is yours, ask your teacher to free it for this device.")
            name = checked_name(name)
            if place.name is not None and not same_name(place.name, name):
                raise Refused(f"{player} at table {table.number} is kept for {place.name}: choose another "
                              "seat, or ask your teacher.")
            if any(same_name(other.name, name) for other_table in self.tables for other in other_table.seats
                   if other is not place):
                raise Refused(f"Another pupil in this room is called {name}: add a letter, like {name} B.")
            holding = self.held_by(device)
            if holding is not None:
                there, other_seat = holding
                player = there.match.game.player_name(other_seat)
                raise Refused(f"This device already plays {player} at table {there.number}: one device, one "
                              "seat. Ask your teacher to free that one first.")
            key = new_token()
            table.set_holder(seat, key, name)
        self.changed()
        return key

    def turned_away(self, table: RoomTable, seat: int) -> None:
        """A second device asked for a taken seat: the teacher's page says so."""
        table.seats[seat].turned_away()
        self.changed()

    def send_away(self, table: RoomTable, seat: int, text: str, code: int) -> None:
        """Close every page open on ``seat`` with ``text`` (the teacher freed the seat, made it
        a new link, or gave it to the computer)."""
        for page in list(table.pages[seat]):
            page.end(text, code)

    # -- links ------------------------------------------------------------------------------------
    def seat_url(self, table: int, seat: int) -> str:
        """A seat's own link, for a printed slip: it opens that seat on the first device to
        use it, and only there (keep it off the projector)."""
        return f"{self.url}/play/{self.table(table).seats[seat].token}"

    def board_url(self, table: int) -> str:
        return f"{self.url}/board/{table}"

    def links(self, seats: bool = False, teacher: bool = False) -> str:
        """The room's links to show the class: the join link and each table's public board;
        with ``teacher=True`` the teacher's page too, and with ``seats=True`` each seat's own
        link, for slips (neither belongs on the projector)."""
        lines = [f"Teacher: {self.teacher_url}  (keep it to yourself)"] if teacher else []
        lines.append(f"Pupils join at: {self.join_url}")
        for table in self.tables:
            game = table.match.game
            lines.append(f"Table {table.number} (public board): {self.board_url(table.number)}")
            if seats:
                for seat in range(game.players):
                    who = f"computer ({table.levels[seat]})" if seat in table.levels else "a pupil"
                    lines.append(f"  {game.player_name(seat)} [{who}]: {self.seat_url(table.number, seat)}")
        return "\n".join(lines)

    # -- what the teacher's page shows and does ---------------------------------------------------
    def summary(self) -> dict:
        return {"type": "room", "title": self.title, "tables": [table.summary() for table in self.tables],
                "join": self.join_url, "code": self.code,
                "links": {table.number: {"board": self.board_url(table.number),
                                         "seats": [self.seat_url(table.number, seat)
                                                   for seat in range(len(table.seats))]}
                          for table in self.tables}}

    def seating(self) -> dict:
        """What a pupil choosing a seat sees: every table's seats, free or whose (no links)."""
        return {"type": "seating", "title": self.title, "tables": [table.seating() for table in self.tables]}

    def watch_seats(self, listener: Callable[[dict], None]) -> Callable[[dict], None]:
        """A join page: it hears the seating now and whenever it changes."""
        self._joiners.append(listener)
        listener(self.seating())
        return listener

    def unwatch_seats(self, listener) -> None:
        if listener in self._joiners:
            self._joiners.remove(listener)

    def changed(self) -> None:
        """A table changed, or a page came or went, or a seat: the teacher's pages hear of it,
        and the join pages if the seating changed."""
        if self._watchers:
            summary = self.summary()
            for listener in list(self._watchers):
                listener(summary)
        if self._joiners:
            seating = self.seating()
            if seating != self._last_seating:
                self._last_seating = seating
                for listener in list(self._joiners):
                    listener(seating)

    def teacher_command(self, content: dict, refuse: Callable[[str], None]) -> None:
        """What the teacher's page asks: give a seat to the computer or back to a pupil, free a
        seat, make it a new link, keep it for a pupil by name, pause a table or let it go on."""
        kind, table = content.get("type"), self.table(content.get("table"))
        if kind not in TEACHER_COMMANDS:
            refuse("The teacher's page sent a message the room does not understand.")
        elif table is None:
            refuse("There is no such table.")
        elif kind == "pause":
            if not isinstance(content.get("paused"), bool):  # "no" would be truthy: a pause
                refuse("The teacher's page must say whether to pause (true or false).")
                return
            table.run(self._guarded, refuse, table.pause, content["paused"])
        else:
            table.run(self._guarded, refuse, getattr(self, f"_teacher_{kind}"), table, content)

    def _teacher_computer(self, table: RoomTable, content: dict) -> None:
        seat = table.check_seat(content.get("seat"))
        with self.seat_lock:
            table.give_to_computer(seat, content.get("level", "medium"))
        self.send_away(table, seat, "The computer plays this seat now. Ask your teacher if you want it back.",
                       CLOSE_COMPUTER)
        self.changed()

    def _teacher_pupil(self, table: RoomTable, content: dict) -> None:
        with self.seat_lock:
            table.give_to_pupil(table.check_seat(content.get("seat")))
        self.changed()

    def _teacher_free(self, table: RoomTable, content: dict) -> None:
        seat = table.check_seat(content.get("seat"))
        with self.seat_lock:
            table.set_holder(seat, None, None)
        self.send_away(table, seat, "Your teacher has freed this seat. To play on, open the class's link "
                       "and take a seat.", CLOSE_TAKEN)
        self.changed()

    def _teacher_renew(self, table: RoomTable, content: dict) -> None:
        seat = table.check_seat(content.get("seat"))
        with self.seat_lock:
            table.set_holder(seat, None, None, token=new_token())
        self.send_away(table, seat, "This seat has a new link now: ask your teacher for it.", CLOSE_TAKEN)
        self.changed()

    def _teacher_keep(self, table: RoomTable, content: dict) -> None:
        """Keep a free seat for the pupil named (an empty name: for whoever takes it)."""
        seat = table.check_seat(content.get("seat"))
        text = content.get("name")
        with self.seat_lock:
            if table.seats[seat].held or seat in table.levels:
                raise GameConfigError("Only a free seat can be kept for a pupil: free it first.")
            if isinstance(text, str) and not text.strip():
                name = None
            else:
                try:
                    name = checked_name(text)
                except Refused as exc:
                    raise GameConfigError(str(exc).replace("your first name", "a first name")) from None
                if any(same_name(other.name, name) for other_table in self.tables
                       for other in other_table.seats if other is not table.seats[seat]):
                    raise GameConfigError(f"Another seat of this room is {name}'s already.")
            table.set_holder(seat, None, name)
        self.changed()

    @staticmethod
    def _guarded(refuse, command, *args) -> None:
        try:
            command(*args)
        except GameConfigError as exc:
            refuse(str(exc))

    # -- what the server does for the tables ------------------------------------------------
    def app(self):
        from .server import build_app

        return build_app(self)

    def resume(self) -> None:
        for table in self.tables:  # a room started, or started again, with the computer to move
            table.run(table.let_computer_play)

    def finish(self) -> None:
        for table in self.tables:
            table.worker.shutdown(wait=True)

    def __repr__(self) -> str:
        running = "serving at " + self.url if self._thread is not None else "stopped"
        return f"<Room of {self.title}: {len(self.tables)} table(s), {running}>"

    def _repr_mimebundle_(self, **kwargs):
        """In a notebook: the links, QR codes, who is connected, and a public board."""
        if self._widget is None:
            from .widget import RoomWidget

            self._widget = RoomWidget(self)
        return self._widget._repr_mimebundle_(**kwargs)


#: what the teacher's page may ask of a table
TEACHER_COMMANDS = ("pause", "computer", "pupil", "free", "renew", "keep")
#: how the room closes a seat's page: another device holds the seat (or it was freed, or has a new
#: link), or the computer plays it now
CLOSE_TAKEN, CLOSE_COMPUTER = 4409, 4410


@contextlib.contextmanager
def stop_on_signals(server):
    """From the moment the room's links are out until uvicorn takes the signals over (and after
    it gives them back), Ctrl+C or SIGTERM stop the server as they do while it runs, instead
    of ending the process before the room has closed its file."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(sig, frame) -> None:
        server.stopped_by = sig
        server.should_exit = True

    kept = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in kept.items():
            signal.signal(sig, handler)


def secrets_equal(one: str, other: str) -> bool:
    """Compare two secrets in a time that does not tell how much of them matched."""
    return hmac.compare_digest(one.encode(), other.encode())


def lan_address() -> str:
    """This machine's address on its local network, as other devices reach it (no packet is
    sent: a UDP socket only picks the interface it would use)."""
    with contextlib.closing(socket.socket(socket.AF_INET, socket.SOCK_DGRAM)) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return probe.getsockname()[0]
        except OSError:
            return socket.gethostname()
