"""A page of a room as a test drives it: a WebSocket to a real server on 127.0.0.1, the
messages it receives, and the board's own messages to send."""
from __future__ import annotations

import contextlib
import itertools
import json
import time
import weakref

from websockets.sync.client import connect

#: a different first name for every pupil a test seats
NAMES = (f"Pupil{n}" for n in itertools.count(1))
#: the key of the device that took each seat through ``Client.seat``, by room: the same pupil's
#: browser, which shows its key again at every visit
DEVICES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
KEPT = object()


class Client:
    """One page: ``path`` is ``/ws/play/<token>``, ``/ws/board/<n>``, ``/ws/join/<code>`` or
    ``/ws/teacher/<token>``; ``origin`` the page it says it comes from (a browser's Origin)."""

    def __init__(self, room, path: str, origin: str | None = None):
        self._opened = contextlib.ExitStack()
        headers = {"Origin": origin} if origin else None
        self.socket = self._opened.enter_context(
            connect(f"ws://127.0.0.1:{room.port}{path}", open_timeout=10, max_size=None,
                    additional_headers=headers))
        self.received: list[dict] = []
        self.device: str | None = None

    @classmethod
    def seat(cls, room, table: int, seat: int, name: str | None = None, device=KEPT) -> Client:
        """A pupil's page of seat ``seat`` at table ``table`` (numbered from 1), let in as the
        device that took the seat through this helper before (the same pupil's browser), else
        as a new device taking it with ``name`` (a new one by default). ``device`` sets the
        key it shows instead (None: a device new to the room)."""
        if device is KEPT:
            device = DEVICES.setdefault(room, {}).get((table, seat))
        page = cls(room, f"/ws/play/{room.table(table).seats[seat].token}")
        page.enter(name, device)
        if page.device is not None:
            DEVICES.setdefault(room, {})[(table, seat)] = page.device
        return page

    def enter(self, name: str | None = None, device: str | None = None) -> dict:
        """Say which device this is (and the pupil's name if the room asks); returns the
        room's first answer that is not a request for a name: its welcome (the device's key,
        kept in ``device``), its hello, or its refusal."""
        self.device = device
        self.send({"type": "device", "device": device})
        named = False
        while True:
            message = self.next()
            if message["type"] == "name":
                if named:  # the name given was refused: the room asks again, with why
                    return message
                self.send({"type": "device", "device": device, "name": name or next(NAMES)})
                named = True
                continue
            if message["type"] == "welcome":
                self.device = message["device"]
            return message

    def next(self, timeout: float = 10) -> dict:
        message = json.loads(self.socket.recv(timeout=timeout))
        self.received.append(message)
        return message

    def until(self, predicate, timeout: float = 10) -> dict:
        """The first message (from now on) for which ``predicate`` holds."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.next(max(0.05, deadline - time.monotonic()))
            if predicate(message):
                return message

    def view(self, timeout: float = 10) -> dict:
        return self.until(lambda m: m["type"] == "view", timeout)["view"]

    def send(self, message) -> None:
        self.socket.send(message if isinstance(message, str) else json.dumps(message))

    def close(self) -> None:
        self._opened.close()
