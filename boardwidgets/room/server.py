"""The room's web server: pages and sockets, on Starlette served by uvicorn.

Why this stack: Starlette is a small, well-tested ASGI toolkit with WebSockets
built in and no template engine or ORM to carry, and uvicorn the ASGI server most
used with it; together they are a few pure-Python packages (plus ``websockets``)
that install anywhere Jupyter does, run in a thread of the notebook's kernel or
from the command line, and serve every page and every socket from one port.

A page is the board widget's own ``board.js`` and ``board.css`` with a small
stand-in for the widget's model (``static/room.js``) that speaks to the server
over a WebSocket: the same drawing, the same messages (``act`` with a target and
the board number, ``click``, ``undo``, ``review``...) and the same checks
(``Screen.handle_message``) as in a notebook. Everything a page needs is served
here: no other host is ever asked for anything.

A socket is let in only from a page of the room itself (its ``Origin``, where a
browser sends one), and within the room's ``Limits``: so many sockets from one
address, so many pages on one seat, so many public boards at one table, each
counted apart, so that no number of projectors or stray tabs keeps a pupil out
of their seat. A seat's page first says which device it is (its key, or none
and the pupil's name): the seat opens for the device that holds it, or is taken
by a device new to it if free (``Room.claim``), and is refused to any other.

What arrives on a socket is checked before it reaches a table: text only, at most
``Limits.message`` characters, at most ``Limits.rate`` messages a second (with
bursts of ``Limits.burst``), JSON objects only. A bad message gets an error reply
and changes nothing; a table's moves are made one at a time on its own worker
thread, so no message, however hostile, stops the others.
"""
from __future__ import annotations

import asyncio
import collections
import contextlib
import io
import json
import threading
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import uvicorn
from starlette.applications import Starlette
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core.errors import BoardwidgetsError
from ..widget.screen import Screen
from . import pages
from .room import CLOSE_COMPUTER, CLOSE_TAKEN, Limits
from .seats import Refused

if TYPE_CHECKING:
    from .room import Room
    from .tables import RoomTable

#: the room's default limits, by their old names (``Limits`` holds them all)
MAX_MESSAGE, RATE, BURST = Limits.message, Limits.rate, Limits.burst
#: how a socket is closed: a wrong link, a page of another site, a message a page must not send
#: first, the room's limits reached (the page may try again later)
CLOSE_UNKNOWN, CLOSE_ORIGIN, CLOSE_PROTOCOL, CLOSE_FULL = 4404, 4403, 4400, 1013
#: how long a seat's page has to say which device it is, and how many names it may try
HANDSHAKE_SECONDS, NAME_TRIES = 30.0, 20
WIDGET = Path(__file__).resolve().parents[1] / "widget"
STATIC = Path(__file__).resolve().parent / "static"
FILES = {"board.js": WIDGET / "board.js", "board.css": WIDGET / "board.css",
         "room.js": STATIC / "room.js", "room.css": STATIC / "room.css",
         "teacher.js": STATIC / "teacher.js",
         "class.js": STATIC / "class.js", "join.js": STATIC / "join.js", "page.js": STATIC / "page.js"}
TYPES = {".js": "text/javascript", ".css": "text/css"}
#: the page may load what the room serves and nothing else
HEADERS = {"Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
                                      "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
           "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff",
           "Cache-Control": "no-store"}
#: seat pages play; public pages (projectors) only look back through the game
SEAT_COMMANDS = ("act", "click", "undo", "redo", "review", "live", "whole_log")
PUBLIC_COMMANDS = ("review", "live", "whole_log")


class RoomServer(uvicorn.Server):
    """uvicorn's server, which ends on SIGINT or SIGTERM as on ``stop()``: it finishes its
    work and returns, instead of raising the signal again once it has stopped (uvicorn's own
    way, which ends the process at once with status -15 and skips the room's ``finally``,
    so a table's last work could be cut short and its file left open)."""

    stopped_by: int | None = None

    @contextlib.contextmanager
    def capture_signals(self):
        with super().capture_signals():
            try:
                yield
            finally:
                # uvicorn raises again each signal it kept here once its handlers are restored
                captured = getattr(self, "_captured_signals", [])
                if captured:
                    self.stopped_by = captured[-1]
                captured.clear()


class Bucket:
    """At most ``rate`` messages a second, ``burst`` at once."""

    def __init__(self, rate: float, burst: int):
        self.rate, self.burst = rate, burst
        self.tokens, self.when = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Page:
    """One open page: its socket, and the latest message waiting to go out to it (a newer view
    replaces an older one that has not left yet; the page asks for the log it missed)."""

    def __init__(self, socket: WebSocket, loop: asyncio.AbstractEventLoop, limits: Limits):
        self.socket = socket
        self.loop = loop
        self.waiting: list[str] = []
        self.closing: int | None = None  # the code to close with, once what is waiting has gone
        self.ready = asyncio.Event()
        self.bucket = Bucket(limits.rate, limits.burst)
        self.warned = 0.0  # when the page was last told it sends too much

    def push(self, message: dict, latest: bool = False) -> None:
        """Queue ``message`` for the page; safe from any thread. A ``latest`` message (a view, a
        room's summary) replaces one of its type still waiting."""
        self.push_text(json.dumps(message, separators=(",", ":")), message["type"] if latest else None)

    def push_text(self, text: str, kind: str | None = None) -> None:
        """Queue a message already in JSON (``kind``: the type a newer one of replaces)."""
        self.loop.call_soon_threadsafe(self._queue, text, kind)

    def _queue(self, text: str, kind: str | None) -> None:
        if kind is not None:
            start = f'{{"type":"{kind}"'
            self.waiting = [t for t in self.waiting if not t.startswith(start)]
        self.waiting.append(text)
        self.ready.set()

    def end(self, text: str, code: int) -> None:
        """Tell the page why, then close it with ``code``; safe from any thread."""
        self.push({"type": "error", "error": text, "final": True})
        self.loop.call_soon_threadsafe(self._close, code)

    def _close(self, code: int) -> None:
        self.closing = code
        self.ready.set()

    async def sender(self) -> None:
        while True:
            await self.ready.wait()
            self.ready.clear()
            waiting, self.waiting = self.waiting, []
            for text in waiting:
                await self.socket.send_text(text)
            if self.closing is not None:
                await self.socket.close(code=self.closing)
                return

    def error(self, text: str) -> None:
        self.push({"type": "error", "error": text})


class Views:
    """The JSON of the views one table's pages receive. Pages that are sent the same view (a seat
    open on two devices, two projectors) share one encoding, with their own board number and
    reply counter added: encoding a view costs some 25 times more than comparing it with one
    just encoded, and a move is announced to every page of its table at once. (A view is never
    changed once published, so one remembered here still says what its JSON says.)"""

    COUNTERS = ("seq", "reply")  # each page's own (``Screen.view``)

    def __init__(self):
        self.lock = threading.Lock()  # a table's worker publishes, and so may a notebook's code
        self.recent: collections.deque = collections.deque(maxlen=8)  # (view without counters, JSON)

    def message(self, view: dict) -> str:
        """``{"type": "view", "view": view}`` in JSON."""
        shared = {key: value for key, value in view.items() if key not in self.COUNTERS}
        with self.lock:
            text = next((text for known, text in reversed(self.recent) if known == shared), None)
            if text is None:
                text = json.dumps({"type": "view", "view": shared}, separators=(",", ":"))[:-2]
                self.recent.append((shared, text))
        return f'{text},"seq":{view["seq"]},"reply":{view["reply"]}}}}}'


class Gate:
    """What every socket of a room passes before it is served, and what every page is sent
    with: the room's headers, a refusal with its reason, the Origin check, the limit of sockets
    an address may hold, and the checks of each message a page sends."""

    def __init__(self, limits: Limits):
        self.limits = limits
        self.addresses: Counter = Counter()  # sockets open, by the address they come from

    @staticmethod
    def headers(response: Response) -> Response:
        response.headers.update(HEADERS)
        return response

    def html(self, text: str, status: int = 200) -> Response:
        return self.headers(HTMLResponse(text, status_code=status))

    async def static(self, request) -> Response:
        """The room's own scripts and styles (``FILES``): nothing else is served from disk."""
        path = FILES.get(request.path_params["name"])
        if path is None:
            return PlainTextResponse("Not found.", status_code=404)
        return self.headers(Response(path.read_bytes(), media_type=TYPES[path.suffix]))

    @staticmethod
    async def health(request) -> Response:
        return PlainTextResponse("ok")

    @staticmethod
    async def refuse(socket: WebSocket, text: str, code: int) -> None:
        await socket.send_text(json.dumps({"type": "error", "error": text, "final": True}))
        await socket.close(code=code)

    @staticmethod
    def same_site(socket: WebSocket) -> bool:
        """A browser names the page that opens a socket (its Origin): only the room's own pages
        may, so that no other web page a pupil opens can use the room. A client that is not a
        browser sends none, and could send any: it proves nothing either way."""
        origin = socket.headers.get("origin")
        return origin is None or urlsplit(origin).netloc.lower() == socket.headers.get("host", "").lower()

    @contextlib.asynccontextmanager
    async def admitted(self, socket: WebSocket):
        """Accept ``socket`` if it comes from the room's own pages and its address has sockets to
        spare; yields whether it was let in, and counts it while it is open."""
        await socket.accept()
        address = socket.client.host if socket.client else "?"
        addresses = self.addresses
        if not self.same_site(socket):
            await self.refuse(socket, "This page is not one of the room's: open the link your teacher gave.",
                              CLOSE_ORIGIN)
            yield False
            return
        if addresses[address] >= self.limits.per_address:
            await self.refuse(socket, "This device has as many pages of the room open as it may; close one "
                              "and reload.", CLOSE_FULL)
            yield False
            return
        addresses[address] += 1
        try:
            yield True
        finally:
            addresses[address] -= 1
            if not addresses[address]:
                del addresses[address]

    async def first_message(self, page: Page, seconds: float):
        """The page's next message as a JSON object, or None if it sends none in time (or
        goes), or sends something else."""
        try:
            message = await asyncio.wait_for(page.socket.receive(), seconds)
        except (asyncio.TimeoutError, WebSocketDisconnect):
            return None
        if message["type"] == "websocket.disconnect":
            return None
        return self.checked(page, message)

    def checked(self, page: Page, message: dict):
        """The message as a JSON object, or None once the page has been told what is wrong."""
        text = message.get("text")
        if not page.bucket.take():
            now = time.monotonic()
            if now - page.warned > 1:  # one warning a second, not one a message
                page.warned = now
                page.error("Too many messages at once: some were ignored.")
            return None
        if text is None:
            page.error("The board sends text, not bytes; that message was ignored.")
            return None
        if len(text) > self.limits.message:
            page.error("That message is far too long for a click; it was ignored.")
            return None
        try:
            content = json.loads(text)
        except (ValueError, RecursionError):  # nested deeper than Python's parser goes
            page.error("That message is not JSON; it was ignored.")
            return None
        if not isinstance(content, dict):
            page.error("A message must be a JSON object; it was ignored.")
            return None
        return content

    async def messages(self, page: Page, until: asyncio.Task):
        """Each JSON object the page sends, checked, until it goes (or ``until`` is done)."""
        while not until.done():
            try:
                message = await page.socket.receive()
            except (WebSocketDisconnect, RuntimeError):  # RuntimeError: closed by the room meanwhile
                return
            if message["type"] == "websocket.disconnect":
                return
            content = self.checked(page, message)
            if content is not None:
                yield content


def build_app(room: Room) -> Starlette:
    """The room's pages and sockets."""
    views = {table.number: Views() for table in room.tables}
    limits = room.limits
    gate = Gate(limits)
    joining: set[Page] = set()
    headers, html, refuse, admitted, first_message = (gate.headers, gate.html, gate.refuse, gate.admitted,
                                                      gate.first_message)

    # -- pages ---------------------------------------------------------------------------------
    async def front(request):
        return html(pages.front(room.title))

    async def join_page(request):
        if not room.is_code(request.path_params["code"]):
            return html(pages.unknown(), 404)
        return html(pages.join(room.title, f"/ws/join/{room.code}", room.key))

    async def play_page(request):
        found = room.seat_of(request.path_params["token"])
        if found is None:
            return html(pages.unknown(), 404)
        table, seat = found
        who = f"{table.match.game.player_name(seat)}, table {table.number}"
        return html(pages.board(room.title, f"/ws/play/{request.path_params['token']}", who, room.key))

    async def board_page(request):
        table = room.table(request.path_params["table"])
        if table is None:
            return html(pages.unknown(), 404)
        return html(pages.board(room.title, f"/ws/board/{table.number}",
                                f"table {table.number}, the public board"))

    async def teacher_page(request):
        if not room.is_teacher(request.path_params["token"]):
            return html(pages.unknown(), 404)
        return html(pages.teacher(room.title, f"/ws/teacher/{request.path_params['token']}"))

    async def slips_page(request):
        """Each pupil's seat's own link and QR code, to print and cut (the teacher's alone)."""
        token = request.path_params["token"]
        if not room.is_teacher(token):
            return html(pages.unknown(), 404)
        slips = [(table.number, table.match.game.player_name(seat), room.seat_url(table.number, seat),
                  f"/qr/{token}/{table.number}/{seat}.svg")
                 for table in room.tables for seat in range(len(table.seats)) if seat not in table.levels]
        return html(pages.slips(room.title, room.join_url, slips))

    async def qr(request):
        """A link as a QR code, for the teacher's page (which alone knows the links): the class's
        join link, or a seat's own (for its slip)."""
        token, which = request.path_params["token"], request.path_params["which"]
        if not room.is_teacher(token):
            return PlainTextResponse("Not found.", status_code=404)
        if which == "join":
            url, scale = room.join_url, 6
        else:
            number, _, seat = which.partition("/")
            table = room.table(int(number)) if number.isdigit() else None
            if table is None or not seat.isdigit() or not int(seat) < len(table.seats):
                return PlainTextResponse("Not found.", status_code=404)
            url, scale = room.seat_url(table.number, int(seat)), 3
        import segno

        svg = io.BytesIO()
        segno.make(url, error="m").save(svg, kind="svg", scale=scale, border=2, light="white")
        return headers(Response(svg.getvalue(), media_type="image/svg+xml"))

    # -- sockets ---------------------------------------------------------------------------------
    async def play_socket(socket: WebSocket):
        async with admitted(socket) as let_in:
            if not let_in:
                return
            found = room.seat_of(socket.path_params["token"])
            if found is None:
                await refuse(socket, "This link is not a seat of this room: ask your teacher for yours.",
                             CLOSE_UNKNOWN)
                return
            table, seat = found
            if len(table.pages[seat]) >= limits.seat_pages:
                await refuse(socket, "This seat has as many pages open as it takes; close one and reload.",
                             CLOSE_FULL)
                return
            page = Page(socket, asyncio.get_running_loop(), limits)
            if not await seated(page, table, seat):
                return
            await serve_screen(page, table, seat)

    async def seated(page: Page, table: RoomTable, seat: int) -> bool:
        """The seat's page says which device it is (``{"type": "device", "device": key or null,
        "name": ...}``): let in the device that holds the seat, or a new one with a name if the
        seat is free (it is then that device's, whose key the page is sent to keep); ask a page
        with no name for one; refuse any other device, and a seat the computer plays."""
        socket = page.socket
        game = table.match.game
        for _ in range(NAME_TRIES):
            content = await first_message(page, HANDSHAKE_SECONDS)
            if content is None or content.get("type") != "device":
                await refuse(socket, "The page must say which device it is first; reload it.", CLOSE_PROTOCOL)
                return False
            device, name = content.get("device"), content.get("name")
            place = table.seats[seat]
            if seat in table.levels:
                await refuse(socket, "The computer plays this seat now. Ask your teacher if you want it "
                             "back.", CLOSE_COMPUTER)
                return False
            if place.held and isinstance(device, str) and device == place.device:
                return True
            if place.held or name is None:
                if place.held:
                    room.turned_away(table, seat)
                    await refuse(socket, f"{game.player_name(seat)} at table {table.number} is taken: "
                                 "another device plays it. If it is yours, ask your teacher to free it for "
                                 "this device.", CLOSE_TAKEN)
                    return False
                await socket.send_text(json.dumps({"type": "name", "player": game.player_name(seat),
                                                   "table": table.number, "kept": place.name, "error": None}))
                continue
            try:
                key = room.claim(table, seat, None, name)
            except Refused as exc:
                if table.seats[seat].held or seat in table.levels:  # someone was quicker
                    await refuse(socket, str(exc), CLOSE_TAKEN)
                    return False
                await socket.send_text(json.dumps({"type": "name", "player": game.player_name(seat),
                                                   "table": table.number, "kept": place.name,
                                                   "error": str(exc)}))
                continue
            await socket.send_text(json.dumps({"type": "welcome", "device": key,
                                               "name": table.seats[seat].name}))
            return True
        await refuse(socket, "Too many tries; reload the page.", CLOSE_PROTOCOL)
        return False

    async def board_socket(socket: WebSocket):
        async with admitted(socket) as let_in:
            if not let_in:
                return
            table = room.table(socket.path_params["table"])
            if table is None:
                await refuse(socket, "There is no such table.", CLOSE_UNKNOWN)
                return
            if len(table.pages[None]) >= limits.public_pages:
                await refuse(socket, "This table has as many public boards open as it takes; close one and "
                             "reload.", CLOSE_FULL)
                return
            await serve_screen(Page(socket, asyncio.get_running_loop(), limits), table, None)

    async def serve_screen(page: Page, table: RoomTable, seat: int | None) -> None:
        game = table.match.game
        page.push({"type": "hello", "table": table.number, "seat": seat, "title": game.title,
                   "name": game.player_name(seat) if seat is not None else None,
                   "pupil": table.seats[seat].name if seat is not None else None,
                   "icons": room.icons(game)})
        screen = Screen(table, viewer=seat, seats=(seat,) if seat is not None else (),
                        commands=SEAT_COMMANDS if seat is not None else PUBLIC_COMMANDS,
                        own_turn_undo=True,
                        publish=lambda view: page.push_text(views[table.number].message(view), "view"))
        table.pages[seat].add(page)
        room.changed()
        # the page's first view is drawn on the table's worker, after whatever it is doing: while
        # the computer plays a turn, the page hears each of its decisions first, as the others do
        sender = asyncio.create_task(page.sender())
        table.run(screen.send)
        try:
            async for content in gate.messages(page, sender):
                table.run(handle, screen, content)
        finally:
            sender.cancel()
            table.run(screen.close)
            table.pages[seat].discard(page)
            room.changed()

    async def join_socket(socket: WebSocket):
        """The class's join page: it hears every table's seats as they change, and takes a free
        one for a pupil (``{"type": "claim", "table", "seat", "name", "device"}``)."""
        async with admitted(socket) as let_in:
            if not let_in:
                return
            if not room.is_code(socket.path_params["code"]):
                await refuse(socket, "This is not the class's link of this room: ask your teacher.",
                             CLOSE_UNKNOWN)
                return
            if len(joining) >= limits.join_pages:
                await refuse(socket, "Too many pages are choosing a seat at once; try again in a minute.",
                             CLOSE_FULL)
                return
            page = Page(socket, asyncio.get_running_loop(), limits)
            joining.add(page)
            listener = room.watch_seats(lambda seating: page.push(seating, latest=True))
            sender = asyncio.create_task(page.sender())
            try:
                async for content in gate.messages(page, sender):
                    join_message(page, content)
            finally:
                sender.cancel()
                room.unwatch_seats(listener)
                joining.discard(page)

    def join_message(page: Page, content: dict) -> None:
        """A join page says which device it is (``device``: told the seat it holds, if any) or
        asks for a seat (``claim``): sent the key and the seat's link, or told why not."""
        kind, device = content.get("type"), content.get("device")
        if device is not None and not isinstance(device, str):
            page.error("The page sent a device key that is not text; reload it.")
            return
        if kind == "device":
            holding = room.held_by(device)
            if holding is not None:
                table, seat = holding
                page.push({"type": "yours", "table": table.number,
                           "player": table.match.game.player_name(seat), "name": table.seats[seat].name,
                           "url": f"/play/{table.seats[seat].token}"})
            return
        if kind != "claim":
            page.error("The join page sent a message the room does not understand.")
            return
        table = room.table(content.get("table"))
        seat = content.get("seat")
        if (table is None or isinstance(seat, bool) or not isinstance(seat, int)
                or not 0 <= seat < len(table.seats)):
            page.error("There is no such seat.")
            return
        try:
            key = room.claim(table, seat, device, content.get("name"))
        except Refused as exc:
            page.push({"type": "refused", "error": str(exc), "table": table.number, "seat": seat})
            return
        page.push({"type": "claimed", "device": key, "table": table.number,
                   "player": table.match.game.player_name(seat), "name": table.seats[seat].name,
                   "url": f"/play/{table.seats[seat].token}"})

    return Starlette(routes=[
        Route("/", front), Route("/join/{code}", join_page), Route("/play/{token}", play_page),
        Route("/board/{table:int}", board_page), Route("/teacher/{token}", teacher_page),
        Route("/teacher/{token}/slips", slips_page), Route("/static/{name}", gate.static),
        Route("/health", gate.health),
        Route("/qr/{token}/{which:path}.svg", qr),
        WebSocketRoute("/ws/play/{token}", play_socket),
        WebSocketRoute("/ws/board/{table:int}", board_socket),
        WebSocketRoute("/ws/join/{code}", join_socket),
        WebSocketRoute("/ws/teacher/{token}", teacher_socket(room, gate))])


def teacher_socket(room, gate: Gate):
    """The socket of the teacher's page, the same for every kind of room: only the teacher's
    link opens it; it hears the room's summary whenever it changes and carries out what the
    teacher asks (``room.teacher_command``, off the event loop: it may wait for a worker)."""
    async def serve(socket: WebSocket):
        async with gate.admitted(socket) as let_in:
            if not let_in:
                return
            if not room.is_teacher(socket.path_params["token"]):
                await gate.refuse(socket, "This is not the teacher's link.", CLOSE_UNKNOWN)
                return
            page = Page(socket, asyncio.get_running_loop(), gate.limits)
            listener = room.watch(lambda summary: page.push(summary, latest=True))
            sender = asyncio.create_task(page.sender())
            try:
                async for content in gate.messages(page, sender):
                    await asyncio.to_thread(room.teacher_command, content, page.error)
            finally:
                sender.cancel()
                room.unwatch(listener)
    return serve


def handle(screen: Screen, content: dict) -> None:
    """One message from a page, on its table's worker: played, or refused with a sentence on
    that page alone."""
    try:
        screen.handle_message(content)
    except BoardwidgetsError as exc:
        screen.send(error=getattr(exc, "reason", None) or str(exc))
    except Exception as exc:  # noqa: BLE001  (never let a message stop the table)
        screen.send(error=f"Something went wrong ({type(exc).__name__}); the game was not changed.")
