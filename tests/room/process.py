"""A room as a process of its own, started from its command line (``python -m boardwidgets.room
...``) on 127.0.0.1, its output read as it comes: the links it prints, then anything it says."""
from __future__ import annotations

import contextlib
import re
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with contextlib.closing(socket.socket()) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RoomProcess:
    """``python -m boardwidgets.room *argv``, once it says it serves."""

    def __init__(self, *argv: str):
        self.process = subprocess.Popen([sys.executable, "-m", "boardwidgets.room", *argv], cwd=ROOT,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines: list[str] = []
        self.serving = threading.Event()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        if not self.serving.wait(60):
            self.process.kill()
            raise AssertionError("the room did not start: " + "".join(self.lines))

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line)
            if line.startswith("Serving;"):
                self.serving.set()

    def links(self) -> dict[str, str]:
        """Every link it printed, by what it is for ("Teacher", "Pupils join at", "Table 1
        (public board)", "Orange"...)."""
        found = (re.match(r"\s*([^:\[]+?)(?: \[[^\]]*\])?: (http://\S+)", line) for line in self.lines)
        return {match[1]: match[2] for match in found if match}

    def end(self, sig: int = signal.SIGTERM) -> int:
        """Send ``sig`` (SIGKILL: the process ends at once, as a pulled plug would end it) and
        return its exit status."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
        status = self.process.wait(30)
        self.reader.join(10)
        self.process.stdout.close()
        return status

    def kill(self) -> None:
        self.end(signal.SIGKILL)
