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

What arrives on a socket is checked before it reaches a table: text only, at most
``MAX_MESSAGE`` characters, at most ``RATE`` messages a second (with bursts of
``BURST``), JSON objects only. A bad message gets an error reply and changes
nothing; a table's moves are made one at a time on its own worker thread, so no
message, however hostile, stops the others.
"""
from __future__ import annotations

import asyncio
import collections
import io
import json
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core.errors import BoardwidgetsError
from ..widget.screen import Screen
from . import pages

if TYPE_CHECKING:
    from .room import Room
    from .tables import RoomTable

#: the longest message a page may send, in characters (a click is under 100)
MAX_MESSAGE = 8192
#: messages a second a page may send, and how many it may send at once
RATE, BURST = 10.0, 20
#: pages open at one table: its pupils' devices, projectors, a teacher's tabs
MAX_PAGES = 32
WIDGET = Path(__file__).resolve().parents[1] / "widget"
STATIC = Path(__file__).resolve().parent / "static"
FILES = {"board.js": WIDGET / "board.js", "board.css": WIDGET / "board.css",
         "room.js": STATIC / "room.js", "room.css": STATIC / "room.css",
         "teacher.js": STATIC / "teacher.js"}
TYPES = {".js": "text/javascript", ".css": "text/css"}
#: the page may load what the room serves and nothing else
HEADERS = {"Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
                                      "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
           "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff",
           "Cache-Control": "no-store"}
#: seat pages play; public pages (projectors) only look back through the game
SEAT_COMMANDS = ("act", "click", "undo", "redo", "review", "live", "whole_log")
PUBLIC_COMMANDS = ("review", "live", "whole_log")


class Bucket:
    """At most ``rate`` messages a second, ``burst`` at once."""

    def __init__(self, rate: float = RATE, burst: int = BURST):
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

    def __init__(self, socket: WebSocket, loop: asyncio.AbstractEventLoop):
        self.socket = socket
        self.loop = loop
        self.waiting: list[str] = []
        self.ready = asyncio.Event()
        self.bucket = Bucket()
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

    async def sender(self) -> None:
        while True:
            await self.ready.wait()
            self.ready.clear()
            waiting, self.waiting = self.waiting, []
            for text in waiting:
                await self.socket.send_text(text)

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


def build_app(room: Room) -> Starlette:
    """The room's pages and sockets."""
    views = {table.number: Views() for table in room.tables}

    def headers(response: Response) -> Response:
        response.headers.update(HEADERS)
        return response

    async def front(request):
        return headers(HTMLResponse(pages.front(room.title)))

    async def play_page(request):
        found = room.seat_of(request.path_params["token"])
        if found is None:
            return headers(HTMLResponse(pages.unknown(), status_code=404))
        table, seat = found
        who = f"{table.match.game.player_name(seat)}, table {table.number}"
        return headers(HTMLResponse(pages.board(room.title, f"/ws/play/{request.path_params['token']}", who)))

    async def board_page(request):
        table = room.table(request.path_params["table"])
        if table is None:
            return headers(HTMLResponse(pages.unknown(), status_code=404))
        return headers(HTMLResponse(pages.board(room.title, f"/ws/board/{table.number}",
                                                f"table {table.number}, the public board")))

    async def teacher_page(request):
        if not room.is_teacher(request.path_params["token"]):
            return headers(HTMLResponse(pages.unknown(), status_code=404))
        return headers(HTMLResponse(pages.teacher(room.title, f"/ws/teacher/{request.path_params['token']}")))

    async def static(request):
        path = FILES.get(request.path_params["name"])
        if path is None:
            return PlainTextResponse("Not found.", status_code=404)
        return headers(Response(path.read_bytes(), media_type=TYPES[path.suffix]))

    async def health(request):
        return PlainTextResponse("ok")

    async def qr(request):
        """A seat's link as a QR code, for the teacher's page (which alone knows the links)."""
        table = room.table(request.path_params["table"])
        seat = request.path_params["seat"]
        if not room.is_teacher(request.path_params["token"]) or table is None or not 0 <= seat < table.seats:
            return PlainTextResponse("Not found.", status_code=404)
        import segno

        svg = io.BytesIO()
        segno.make(room.seat_url(table.number, seat), error="m").save(svg, kind="svg", scale=3, border=2,
                                                                     light="white")
        return headers(Response(svg.getvalue(), media_type="image/svg+xml"))

    async def play_socket(socket: WebSocket):
        found = room.seat_of(socket.path_params["token"])
        await socket.accept()
        if found is None:
            await socket.send_text(json.dumps({"type": "error", "error": (
                "This link is not a seat of this room: ask your teacher for yours.")}))
            await socket.close(code=4404)
            return
        table, seat = found
        await serve_screen(socket, table, seat)

    async def board_socket(socket: WebSocket):
        table = room.table(socket.path_params["table"])
        await socket.accept()
        if table is None:
            await socket.send_text(json.dumps({"type": "error", "error": "There is no such table."}))
            await socket.close(code=4404)
            return
        await serve_screen(socket, table, None)

    async def serve_screen(socket: WebSocket, table: RoomTable, seat: int | None) -> None:
        page = Page(socket, asyncio.get_running_loop())
        if sum(table.pages.values()) >= MAX_PAGES:
            await socket.send_text(json.dumps({"type": "error", "error": (
                "This table has as many pages open as it takes; close one and try again.")}))
            await socket.close(code=1013)
            return
        game = table.match.game
        page.push({"type": "hello", "table": table.number, "seat": seat, "title": game.title,
                   "name": game.player_name(seat) if seat is not None else None,
                   "icons": room.icons(game)})
        screen = Screen(table, viewer=seat, seats=(seat,) if seat is not None else (),
                        hot_seat=seat is None,  # a public board covers every secret
                        commands=SEAT_COMMANDS if seat is not None else PUBLIC_COMMANDS,
                        publish=lambda view: page.push_text(views[table.number].message(view), "view"))
        table.pages[seat] += 1
        room.changed()
        await asyncio.wrap_future(table.run(screen.send))
        sender = asyncio.create_task(page.sender())
        try:
            await receive(page, table, screen)
        finally:
            sender.cancel()
            table.run(screen.close)
            table.pages[seat] -= 1
            room.changed()

    async def receive(page: Page, table: RoomTable, screen: Screen) -> None:
        while True:
            try:
                message = await page.socket.receive()
            except WebSocketDisconnect:
                return
            if message["type"] == "websocket.disconnect":
                return
            content = checked(page, message)
            if content is not None:
                table.run(handle, screen, content)

    def checked(page: Page, message: dict):
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
        if len(text) > MAX_MESSAGE:
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

    async def teacher_socket(socket: WebSocket):
        await socket.accept()
        if not room.is_teacher(socket.path_params["token"]):
            await socket.send_text(json.dumps({"type": "error", "error": "This is not the teacher's link."}))
            await socket.close(code=4404)
            return
        page = Page(socket, asyncio.get_running_loop())
        listener = room.watch(lambda summary: page.push(summary, latest=True))
        sender = asyncio.create_task(page.sender())
        try:
            while True:
                try:
                    message = await socket.receive()
                except WebSocketDisconnect:
                    return
                if message["type"] == "websocket.disconnect":
                    return
                content = checked(page, message)
                if content is not None:
                    room.teacher_command(content, page.error)
        finally:
            sender.cancel()
            room.unwatch(listener)

    return Starlette(routes=[
        Route("/", front), Route("/play/{token}", play_page), Route("/board/{table:int}", board_page),
        Route("/teacher/{token}", teacher_page), Route("/static/{name}", static), Route("/health", health),
        Route("/qr/{token}/{table:int}/{seat:int}.svg", qr),
        WebSocketRoute("/ws/play/{token}", play_socket),
        WebSocketRoute("/ws/board/{table:int}", board_socket),
        WebSocketRoute("/ws/teacher/{token}", teacher_socket)])


def handle(screen: Screen, content: dict) -> None:
    """One message from a page, on its table's worker: played, or refused with a sentence on
    that page alone."""
    try:
        screen.handle_message(content)
    except BoardwidgetsError as exc:
        screen.send(error=getattr(exc, "reason", None) or str(exc))
    except Exception as exc:  # noqa: BLE001  (never let a message stop the table)
        screen.send(error=f"Something went wrong ({type(exc).__name__}); the game was not changed.")
