"""A page of a room as a test drives it: a WebSocket to a real server on 127.0.0.1, the
messages it receives, and the board's own messages to send."""
from __future__ import annotations

import contextlib
import json
import time

from websockets.sync.client import connect


class Client:
    """One page: ``path`` is ``/ws/play/<token>``, ``/ws/board/<n>`` or ``/ws/teacher/<token>``."""

    def __init__(self, room, path: str):
        self._opened = contextlib.ExitStack()
        self.socket = self._opened.enter_context(
            connect(f"ws://127.0.0.1:{room.port}{path}", open_timeout=10, max_size=None))
        self.received: list[dict] = []

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
