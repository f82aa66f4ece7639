"""The web server of a room's lesson (``lessons.py``): its pages and sockets.

The same parts as a room of tables (``server.py``): the room's ``Gate`` (Origin, limits, the
checks of each message), its static files, its pages (``pages.py``), and board.js fed by
``static/room.js``. What differs is who a page is:

- the class's join page (``/join/<code>``): a pupil types a first name and is given their own
  lesson (``ClassLesson.enrol``); a device that has joined before is sent back to its lesson;
- a pupil's lesson (``/learn/<token>``): opens for the device that joined with it, and no
  other; it plays the lesson's moves and buttons through ``LessonScreen``, as a notebook does;
- the teacher's grid (``/teacher/<token>``), the class's results (``.../results.csv``), and a
  pupil's board looked at by the teacher (``/look/<token>/<pupil>``), read-only;
- the projector (``/projector``): the board of the pupil the teacher shows, read-only.
"""
from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket

from ..lessons.board import COMMANDS, LessonScreen, Seat
from . import pages
from .room import CLOSE_TAKEN
from .seats import Refused
from .server import (
    CLOSE_FULL,
    CLOSE_PROTOCOL,
    CLOSE_UNKNOWN,
    HANDSHAKE_SECONDS,
    PUBLIC_COMMANDS,
    Gate,
    Page,
    handle,
    teacher_socket,
)

if TYPE_CHECKING:
    from .lessons import ClassLesson, Pupil


def build_lesson_app(room: ClassLesson) -> Starlette:
    """The lesson room's pages and sockets."""
    gate = Gate(room.limits)
    limits = room.limits
    html = gate.html
    joining: set[Page] = set()
    projectors: set[Page] = set()

    # -- pages ---------------------------------------------------------------------------------
    async def front(request):
        return html(pages.front(room.title))

    async def join_page(request):
        if not room.is_code(request.path_params["code"]):
            return html(pages.unknown(), 404)
        return html(pages.join_lesson(room.title, f"/ws/join/{room.code}", room.key))

    async def learn_page(request):
        pupil = room.pupil_of_token(request.path_params["token"])
        if pupil is None:
            return html(pages.unknown(), 404)
        return html(pages.board(room.title, f"/ws/learn/{pupil.token}", f"{pupil.name}'s lesson", room.key))

    async def projector_page(request):
        return html(pages.board(room.title, "/ws/projector", "the projector"))

    async def teacher_page(request):
        if not room.is_teacher(request.path_params["token"]):
            return html(pages.unknown(), 404)
        return html(pages.class_teacher(room.title, f"/ws/teacher/{request.path_params['token']}"))

    async def look_page(request):
        token = request.path_params["token"]
        pupil = room.pupil(request.path_params["number"])
        if not room.is_teacher(token) or pupil is None:
            return html(pages.unknown(), 404)
        return html(pages.board(room.title, f"/ws/look/{token}/{pupil.number}",
                                f"{pupil.name}'s board, looking on"))

    async def results(request):
        if not room.is_teacher(request.path_params["token"]):
            return html(pages.unknown(), 404)
        response = Response(room.results_csv(), media_type="text/csv; charset=utf-8")
        response.headers["Content-Disposition"] = f'attachment; filename="lesson-{room.game}-results.csv"'
        return gate.headers(response)

    async def qr(request):
        """The class's join link as a QR code, for the teacher's page."""
        if not room.is_teacher(request.path_params["token"]):
            return PlainTextResponse("Not found.", status_code=404)
        import segno

        svg = io.BytesIO()
        segno.make(room.join_url, error="m").save(svg, kind="svg", scale=6, border=2, light="white")
        return gate.headers(Response(svg.getvalue(), media_type="image/svg+xml"))

    # -- sockets ---------------------------------------------------------------------------------
    async def join_socket(socket: WebSocket):
        """The class's join page: ``{"type": "device", "device": key}`` is told the lesson the
        device has, if any; ``{"type": "start", "name": ..., "device": key or null}`` starts one."""
        async with gate.admitted(socket) as let_in:
            if not let_in:
                return
            if not room.is_code(socket.path_params["code"]):
                await gate.refuse(socket, "This is not the class's link of this lesson: ask your teacher.",
                                  CLOSE_UNKNOWN)
                return
            if len(joining) >= limits.join_pages:
                await gate.refuse(socket, "Too many pages are joining at once; try again in a minute.",
                                  CLOSE_FULL)
                return
            page = Page(socket, asyncio.get_running_loop(), limits)
            joining.add(page)
            page.push({"type": "seating", "lesson": True, "title": room.title})
            sender = asyncio.create_task(page.sender())
            try:
                async for content in gate.messages(page, sender):
                    await join_message(page, content)
            finally:
                sender.cancel()
                joining.discard(page)

    async def join_message(page: Page, content: dict) -> None:
        kind, device = content.get("type"), content.get("device")
        if device is not None and not isinstance(device, str):
            page.error("The page sent a device key that is not text; reload it.")
            return
        if kind == "device":
            pupil = room.pupil_of_device(device)
            if pupil is not None:
                page.push({"type": "yours", "lesson": True, "name": pupil.name,
                           "url": f"/learn/{pupil.token}"})
            return
        if kind != "start":
            page.error("The join page sent a message the room does not understand.")
            return
        try:
            pupil = await asyncio.to_thread(room.enrol, device, content.get("name"))
        except Refused as exc:
            page.push({"type": "refused", "error": str(exc)})
            return
        page.push({"type": "claimed", "device": pupil.device, "name": pupil.name,
                   "url": f"/learn/{pupil.token}"})

    async def learn_socket(socket: WebSocket):
        """A pupil's lesson: the page first says which device it is; only the pupil's own opens."""
        async with gate.admitted(socket) as let_in:
            if not let_in:
                return
            pupil = room.pupil_of_token(socket.path_params["token"])
            if pupil is None:
                await gate.refuse(socket, "This link is not a lesson of this class: open the class's link.",
                                  CLOSE_UNKNOWN)
                return
            if len(pupil.pages) >= limits.seat_pages:
                await gate.refuse(socket, "This lesson has as many pages open as it takes; close one and "
                                  "reload.", CLOSE_FULL)
                return
            page = Page(socket, asyncio.get_running_loop(), limits)
            content = await gate.first_message(page, HANDSHAKE_SECONDS)
            if content is None or content.get("type") != "device":
                await gate.refuse(socket, "The page must say which device it is first; reload it.",
                                  CLOSE_PROTOCOL)
                return
            if room.pupil_of_device(content.get("device")) is not pupil:
                await gate.refuse(socket, f"This lesson is {pupil.name}'s, on their own device. To learn "
                                  "here, open the class's link and type your first name.", CLOSE_TAKEN)
                return
            lesson = pupil.lesson
            await serve_screen(page, pupil, lambda publish: LessonScreen(
                lesson, lesson.table, viewer=lesson.level.seat, seats=Seat(lesson), hot_seat=False,
                commands=COMMANDS, publish=publish), name=pupil.name, own=True)

    async def look_socket(socket: WebSocket):
        """The teacher looking at a pupil's board: the same board, no button of the pupil's."""
        async with gate.admitted(socket) as let_in:
            if not let_in:
                return
            pupil = room.pupil(socket.path_params["number"])
            if not room.is_teacher(socket.path_params["token"]) or pupil is None:
                await gate.refuse(socket, "This is not a board the teacher may look at.", CLOSE_UNKNOWN)
                return
            page = Page(socket, asyncio.get_running_loop(), limits)
            await serve_screen(page, pupil, lambda publish: watching(pupil, publish), name=pupil.name)

    def watching(pupil: Pupil, publish) -> LessonScreen:
        lesson = pupil.lesson
        return LessonScreen(lesson, lesson.table, watching=True, viewer=lesson.level.seat, seats=(),
                            commands=PUBLIC_COMMANDS, publish=publish)

    async def serve_screen(page: Page, pupil: Pupil, make, name: str, own: bool = False) -> None:
        """Serve one pupil's lesson on ``page`` through the screen ``make`` builds, until the
        page goes; the pupil's worker draws and plays, one thing at a time."""
        page.push({"type": "hello", "seat": 0 if own else None, "title": room.title, "name": name,
                   "pupil": name,
                   "said": "connected" if own else f"connected: looking at {name}'s board",
                   "icons": room.icons(pupil.lesson.table.match.game)})
        screen = make(lambda view: page.push({"type": "view", "view": view}, latest=True))
        (pupil.pages if own else pupil.watchers).add(page)
        room.changed()
        sender = asyncio.create_task(page.sender())
        pupil.run(screen.send)
        try:
            async for content in gate.messages(page, sender):
                pupil.run(handle, screen, content)
        finally:
            sender.cancel()
            pupil.run(screen.close)
            (pupil.pages if own else pupil.watchers).discard(page)
            room.changed()

    async def projector_socket(socket: WebSocket):
        """The projector: the board of the pupil the teacher shows (read-only), or a line that
        says how to join; it follows the teacher's choice."""
        async with gate.admitted(socket) as let_in:
            if not let_in:
                return
            if len(projectors) >= limits.public_pages:
                await gate.refuse(socket, "As many projector pages are open as the room takes; close one and "
                                  "reload.", CLOSE_FULL)
                return
            page = Page(socket, asyncio.get_running_loop(), limits)
            projectors.add(page)
            loop = asyncio.get_running_loop()
            chosen = asyncio.Event()
            listener = room.watch_projector(lambda: loop.call_soon_threadsafe(chosen.set))
            sender = asyncio.create_task(page.sender())
            reader = asyncio.create_task(drain(page, sender))  # done when the page goes
            shown: tuple | None = None  # (pupil, screen) on the page now
            try:
                while True:
                    pupil = room.pupil(room.shown) if room.shown is not None else None
                    if shown is not None and shown[0] is not pupil:
                        shown[0].run(shown[1].close)
                        shown[0].watchers.discard(page)
                        shown = None
                    if pupil is None:
                        page.push({"type": "notice", "text": f"Join the lesson at {room.join_url}"})
                    elif shown is None:
                        page.push({"type": "hello", "seat": None, "title": room.title, "name": pupil.name,
                                   "pupil": pupil.name, "said": f"connected: {pupil.name}'s board",
                                   "icons": room.icons(pupil.lesson.table.match.game)})
                        screen = watching(pupil, lambda view: page.push({"type": "view", "view": view},
                                                                        latest=True))
                        pupil.watchers.add(page)
                        pupil.run(screen.send)
                        shown = (pupil, screen)
                    chosen.clear()
                    waiter = asyncio.create_task(chosen.wait())
                    done, _ = await asyncio.wait({waiter, reader, sender},
                                                 return_when=asyncio.FIRST_COMPLETED)
                    if waiter not in done:
                        waiter.cancel()
                        return
            finally:
                reader.cancel()
                sender.cancel()
                room.unwatch_projector(listener)
                projectors.discard(page)
                if shown is not None:
                    shown[0].run(shown[1].close)
                    shown[0].watchers.discard(page)

    async def drain(page: Page, sender: asyncio.Task) -> None:
        """Read what a projector's page sends (it plays nothing) until it goes."""
        async for _ in gate.messages(page, sender):
            pass

    return Starlette(routes=[
        Route("/", front), Route("/join/{code}", join_page), Route("/learn/{token}", learn_page),
        Route("/projector", projector_page), Route("/teacher/{token}", teacher_page),
        Route("/teacher/{token}/results.csv", results), Route("/look/{token}/{number:int}", look_page),
        Route("/static/{name}", gate.static), Route("/health", gate.health),
        Route("/qr/{token}/join.svg", qr),
        WebSocketRoute("/ws/join/{code}", join_socket), WebSocketRoute("/ws/learn/{token}", learn_socket),
        WebSocketRoute("/ws/look/{token}/{number:int}", look_socket),
        WebSocketRoute("/ws/projector", projector_socket),
        WebSocketRoute("/ws/teacher/{token}", teacher_socket(room, gate))])

