"""A lesson for the whole class under load (issue 37): 30 pupils solving levels at once, on this machine.

Run from the repository root::

    python benchmarks/run.py --class-lesson                  # Nanga Parbat, 30 pupils, levels 1-7
    python benchmarks/run.py --class-lesson --pupils 60 --levels 5 --wrong 0.5
    python benchmarks/run.py --class-lesson --think 1    # a click a second or so, each pupil

The lesson is served by its own command (``python -m boardwidgets.room GAME --lesson``) in a
separate process on 127.0.0.1, so the clients' work is not counted as the server's: pace 0
(no pause after the computer's replies), a fresh SQLite file, and the limit of sockets one
address may open lifted (every page of the run comes from 127.0.0.1). This process opens, on
one asyncio event loop, the teacher's page (``/ws/teacher/<token>``) and then ``--pupils``
pupils (30) at once, each as a browser would: the class's join page (``/ws/join/<code>``),
a first name (``start``), then the pupil's own lesson (``/ws/learn/<token>``, the device's key
first). Once every pupil holds the first view, they all play at once: each solves the first
``--levels`` levels (7) by their written solutions (``Level.solution``), on a share
``--wrong`` (0.4, seeded) of them after a wrong try first (``Level.feedback[0].example``) and
"Try again"; then "Next level". A move is sent as the board sends it (``act`` with the id of
the target whose action it is, and the view's ``seq``) as soon as the view offers that target
(the computer's replies, where a level has any, come in between), and every page keeps its
messages under the server's limit a second (``Limits.rate`` and ``burst``, with a margin):
the pupils go as fast as that limit lets them (or, with ``--think S``, wait 0.5 to 1.5 times S
seconds before each message, as a class that reads and thinks). The run stops when every
pupil has played every level, or after ``--seconds`` (120).

Measured:

- a move: from sending ``act`` to the pupil's view that shows it (its lesson part counts one
  move more); median, 95th percentile, max;
- a lesson button (``retry``, ``next``): from sending it to the view of the level started;
- the teacher's grid: from sending the move that solved a level to the first ``class``
  message in which that pupil's cell of that level shows the stars; and the same from the
  pupil's own view of the solved level (the grid is sent at most every ``GRID_EVERY`` s,
  0.25, after a change);
- joining: ``start`` to ``claimed``, and ``claimed`` to the first view of the lesson;
- the sizes of the views and of the grid's messages, the server's CPU and memory;
- every error a page received (refusals, messages lost to the rate limit, timeouts), and the
  class's results (``/teacher/<token>/results.csv``) checked against what was played: every
  level solved with three stars, and one try more where a wrong one came first.

The figures go to ``benchmarks/results/class-lesson.json`` (or ``--output``).
"""
from __future__ import annotations

import argparse
import asyncio
import csv
import io
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from room import START_TIMEOUT, Server, busy_core, percentile, write  # noqa: E402  (beside this script)

from boardwidgets.lessons import levels_of  # noqa: E402
from boardwidgets.room import Limits  # noqa: E402
from boardwidgets.room.lessons import GRID_EVERY  # noqa: E402

DEFAULT_OUTPUT = ROOT / "benchmarks" / "results" / "class-lesson.json"
#: the longest a pupil waits for a view (or a move on offer) before the wait counts as an error
TIMEOUT = 10.0
#: how long the teacher's page may take after the play to show the last levels solved
GRID_TIMEOUT = 3.0
#: a page sends at most this share of the server's limit: the server counts a message when it
#: arrives, and a little jitter must not make a pupil's quick clicks a flood
MARGIN = 0.8
RATE, BURST = Limits.rate, Limits.burst


# -- the server, in its own process ---------------------------------------------------------------
class LessonServer(Server):
    """``python -m boardwidgets.room GAME --lesson`` on 127.0.0.1 and a fresh SQLite file: its port,
    the class's join code and the teacher's token (what it prints)."""

    def __init__(self, game: str, folder: Path):
        command = [sys.executable, "-m", "boardwidgets.room", game, "--lesson", "--host", "127.0.0.1",
                   "--port", "0", "--db", str(folder / "lesson.sqlite"), "--pace", "0",
                   "--per-address", "1000"]
        self.errors_path = folder / "server-stderr.txt"
        self._stderr = self.errors_path.open("w")
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=self._stderr,
                                        text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        self.port, self.code, self.teacher = 0, "", ""
        deadline = time.monotonic() + START_TIMEOUT
        for line in self.process.stdout:
            if (found := re.match(r"Teacher: http://[^/]+:(\d+)/teacher/(\S+)", line)):
                self.port, self.teacher = int(found[1]), found[2]
            elif (found := re.match(r"Pupils join at: http://[^/]+/join/(\S+)", line)):
                self.code = found[1]
            elif line.startswith("Serving"):
                break
            if time.monotonic() > deadline:
                break
        if not (self.port and self.code and self.teacher) or not self.answers(deadline):
            self.stop()
            raise RuntimeError(f"The lesson did not start (exit status {self.process.returncode}): "
                               f"{self.stderr()[-2000:]}")

    def results(self) -> list[dict]:
        """The class's results as the teacher downloads them (one row per pupil and level tried)."""
        url = f"http://127.0.0.1:{self.port}/teacher/{self.teacher}/results.csv"
        with urllib.request.urlopen(url, timeout=10) as answer:
            return list(csv.DictReader(io.StringIO(answer.read().decode("utf-8"))))

    def stderr(self) -> str:
        """What the server wrote to its stderr so far (uvicorn's warnings, tracebacks)."""
        return self.errors_path.read_text()

    def stop(self) -> None:
        super().stop()
        self._stderr.close()


def machine_cpu() -> tuple[float, float]:
    """The machine's CPU time so far, every core together, in seconds: busy, and in all
    (``/proc/stat``): what the other work on a shared machine took during the run."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    user, nice, system, idle, iowait, irq, softirq, steal = fields
    tick = os.sysconf("SC_CLK_TCK")
    return (user + nice + system + irq + softirq + steal) / tick, sum(fields) / tick


# -- the pages -----------------------------------------------------------------------------------
class Bucket:
    """What a page may still send under the server's limit, as seen from here (with ``MARGIN``)."""

    def __init__(self):
        self.tokens, self.when = BURST * MARGIN, time.monotonic()

    async def wait(self) -> float:
        """Wait until a message may go; how long that took."""
        now = time.monotonic()
        self.tokens = min(BURST * MARGIN, self.tokens + (now - self.when) * RATE * MARGIN)
        self.when = now
        waited = 0.0
        if self.tokens < 1:
            waited = (1 - self.tokens) / (RATE * MARGIN)
            await asyncio.sleep(waited)
            self.tokens, self.when = 1.0, time.monotonic()
        self.tokens -= 1
        return waited


class Pupil:
    """One pupil's device: the join page, then their lesson's page, and the levels they play."""

    def __init__(self, number: int, run: Run):
        self.number, self.run = number, run
        self.name = f"Pupil {number}"
        self.rng = random.Random(run.seed * 1000 + number)  # which levels are tried wrong first
        self.thinking = random.Random(run.seed * 1000 + number + 500)  # how long before each message
        self.socket = None
        self.view: dict | None = None
        self.arrived = 0.0  # when self.view came
        self.news = asyncio.Event()
        self.bucket = Bucket()
        self.errors: list[str] = []
        self.moves: list[float] = []      # act -> the view that shows it, s
        self.buttons: list[float] = []    # retry / next -> the view of the level started, s
        self.view_bytes: list[int] = []
        #: level index -> (when the solving act was sent, when the view that shows it came, stars)
        self.solved: dict[int, tuple[float, float, int]] = {}
        self.wrong: set[int] = set()       # the levels with a wrong try first
        self.failed_as_expected = 0        # wrong tries the lesson judged failed
        self.levels_done = 0
        self.joined_s = self.opened_s = 0.0

    # -- joining -------------------------------------------------------------------------------------
    async def join(self, url: str) -> None:
        """The class's join page: a first name, then the pupil's own lesson, to its first view."""
        async with websockets.connect(f"{url}/ws/join/{self.run.server.code}", max_size=None,
                                      open_timeout=TIMEOUT) as join:
            seating = json.loads(await asyncio.wait_for(join.recv(), TIMEOUT))
            if seating.get("type") != "seating" or seating.get("lesson") is not True:
                raise RuntimeError(f"the join page said {seating!r} first")
            started = time.perf_counter()
            await join.send(json.dumps({"type": "start", "name": self.name, "device": None}))
            while (message := json.loads(await asyncio.wait_for(join.recv(), TIMEOUT)))["type"] != "claimed":
                if message["type"] in ("refused", "error"):
                    raise RuntimeError(f"{self.name} was refused: {message.get('error')}")
            claimed = time.perf_counter()
        self.joined_s = claimed - started
        self.socket = await websockets.connect(url + message["url"].replace("/learn/", "/ws/learn/"),
                                               max_size=None, open_timeout=TIMEOUT)
        await self.socket.send(json.dumps({"type": "device", "device": message["device"]}))
        self.run.readers.append(asyncio.create_task(self.read()))
        if not await self.until(lambda: self.view is not None):
            raise RuntimeError(f"{self.name}'s lesson sent no view within {TIMEOUT:.0f} s")
        self.opened_s = self.arrived - claimed

    async def read(self) -> None:
        """Keep the latest view; count every refusal and error."""
        try:
            async for text in self.socket:
                message = json.loads(text)
                if message["type"] == "view":
                    self.view, self.arrived = message["view"], time.perf_counter()
                    self.view_bytes.append(len(text))
                    if self.view["error"]:
                        self.errors.append(f"a view's error: {self.view['error']}")
                elif message["type"] == "error":
                    self.errors.append(f"an error message: {message['error']}")
                self.news.set()
        except websockets.ConnectionClosed as closed:
            if not self.run.stopping:
                self.errors.append(f"the lesson's connection closed: {closed}")
                self.news.set()

    async def until(self, condition) -> bool:
        """Wait until ``condition()`` holds (True), or TIMEOUT passes or the run's time is up (False)."""
        deadline = min(time.monotonic() + TIMEOUT, self.run.deadline)
        while not condition():
            self.news.clear()
            try:
                await asyncio.wait_for(self.news.wait(), max(0.0, deadline - time.monotonic()))
            except asyncio.TimeoutError:
                return condition()
        return True

    async def send(self, message: dict) -> float:
        """Send ``message`` once the server's limit allows (after the pupil's thinking time, if
        the run gives one); returns when it went (perf_counter)."""
        if self.run.think:
            await asyncio.sleep(self.run.think * self.thinking.uniform(0.5, 1.5))
        self.run.limited += await self.bucket.wait()
        sent = time.perf_counter()
        await self.socket.send(json.dumps(message))
        self.run.messages += 1
        return sent

    # -- playing -------------------------------------------------------------------------------------
    def lesson(self) -> dict:
        return self.view["lesson"]

    def offered(self, action: dict) -> dict | None:
        return next((t for t in self.view["targets"] if t.get("action") == action), None)

    async def act(self, level: int, action: dict, k: int) -> float | None:
        """The ``k``-th move of a try at ``level`` (an index), once it is on offer; when the act
        went, or None (an error is recorded)."""
        level_id = self.run.levels[level].id
        if not await self.until(lambda: self.lesson()["level"] == level_id and self.lesson()["ended"] is None
                                and self.offered(action) is not None):
            self.errors.append(f"level {level + 1}, move {k}: {action} was not on offer within "
                               f"{TIMEOUT:.0f} s (status: {self.view.get('status')!r})")
            return None
        target = self.offered(action)
        sent = await self.send({"type": "act", "target": target["id"], "seq": self.view["seq"]})
        shown = await self.until(lambda: self.arrived >= sent and (
            self.lesson()["moves"] >= k or self.view["error"] is not None))
        if not shown or self.lesson()["moves"] < k:
            self.errors.append(f"level {level + 1}, move {k}: no view showed it"
                               + (f" ({self.view['error']})" if shown else f" within {TIMEOUT:.0f} s"))
            return None
        self.moves.append(self.arrived - sent)
        self.run.moves += 1
        return sent

    async def press(self, do: str, level: int) -> bool:
        """A lesson button; True once the view of ``level`` (an index) begun again has come."""
        level_id = self.run.levels[level].id
        sent = await self.send({"type": "lesson", "do": do})
        if not await self.until(lambda: self.arrived >= sent and self.lesson()["level"] == level_id
                                and self.lesson()["moves"] == 0 and self.lesson()["ended"] is None):
            self.errors.append(f"level {level + 1}: {do!r} showed no new try within {TIMEOUT:.0f} s")
            return False
        self.buttons.append(self.arrived - sent)
        return True

    async def play(self) -> None:
        levels = self.run.levels
        if self.lesson()["level"] != levels[0].id:
            self.errors.append(f"the lesson began at {self.lesson()['level']!r}, not {levels[0].id!r}")
            return
        for index, level in enumerate(levels):
            if self.rng.random() < self.run.wrong and level.feedback and level.feedback[0].example:
                self.wrong.add(index)
                for k, action in enumerate(level.feedback[0].example, start=1):
                    if await self.act(index, action, k) is None:
                        return
                self.failed_as_expected += self.lesson()["ended"] == "failed"
                if not await self.press("retry", index):
                    return
            sent = None
            for k, action in enumerate(level.solution, start=1):
                if (sent := await self.act(index, action, k)) is None:
                    return
            part = self.lesson()
            if part["ended"] != "done":
                self.errors.append(f"level {index + 1}: the solution ended {part['ended']!r}, not 'done'")
                return
            self.solved[index] = (sent, self.arrived, part["stars"])
            self.levels_done += 1
            if index + 1 < len(levels) and not await self.press("next", index + 1):
                return


class Teacher:
    """The teacher's page: when each pupil's stars first show in the grid."""

    def __init__(self, run: Run):
        self.run = run
        self.socket = None
        self.seen: dict[tuple[str, int], float] = {}  # (pupil's name, level index) -> when
        self.arrivals: list[float] = []
        self.sizes: list[int] = []
        self.errors: list[str] = []
        self.news = asyncio.Event()

    async def read(self) -> None:
        levels = len(self.run.levels)
        try:
            async for text in self.socket:
                now = time.perf_counter()
                message = json.loads(text)
                if message["type"] == "error":
                    self.errors.append(f"the teacher's page: {message['error']}")
                    continue
                if message["type"] != "class":
                    continue
                self.arrivals.append(now)
                self.sizes.append(len(text))
                for pupil in message["pupils"]:
                    for index, cell in enumerate(pupil["cells"][:levels]):
                        if cell["stars"] > 0 and (pupil["name"], index) not in self.seen:
                            self.seen[(pupil["name"], index)] = now
                self.news.set()
        except websockets.ConnectionClosed as closed:
            if not self.run.stopping:
                self.errors.append(f"the teacher's connection closed: {closed}")


class Run:
    """The class: the teacher's page and every pupil, bounded by time."""

    def __init__(self, server: LessonServer, game: str, pupils: int, levels: int, wrong: float, seed: int,
                 seconds: float, think: float = 0.0):
        self.server, self.seed, self.wrong, self.seconds, self.think = server, seed, wrong, seconds, think
        self.levels = levels_of(game)[:levels]
        self.pupils = [Pupil(number, self) for number in range(1, pupils + 1)]
        self.teacher = Teacher(self)
        self.readers: list[asyncio.Task] = []
        self.deadline = time.monotonic() + seconds
        self.moves = self.messages = 0
        self.limited = 0.0  # seconds pages waited for the server's rate limit
        self.stopping = False
        self.rss_joined = 0.0
        self.cpu_play = self.clients_play = 0.0
        self.machine_busy = self.machine_all = 0.0  # the machine's CPU time while the class played
        self.play_s = self.join_s = 0.0

    async def main(self) -> None:
        url = f"ws://127.0.0.1:{self.server.port}"
        self.teacher.socket = await websockets.connect(f"{url}/ws/teacher/{self.server.teacher}",
                                                       max_size=None, open_timeout=TIMEOUT)
        self.readers.append(asyncio.create_task(self.teacher.read()))
        started = time.perf_counter()
        joins = await asyncio.gather(*(pupil.join(url) for pupil in self.pupils), return_exceptions=True)
        self.join_s = time.perf_counter() - started
        for pupil, outcome in zip(self.pupils, joins, strict=True):
            if isinstance(outcome, BaseException):
                pupil.errors.append(f"joining: {type(outcome).__name__}: {outcome}")
        self.rss_joined = self.server.rss_mb
        cpu_before, started = self.server.cpu_s, time.perf_counter()
        clients_before, (busy_before, all_before) = time.process_time(), machine_cpu()
        await asyncio.gather(*(pupil.play() for pupil in self.pupils if pupil.view is not None))
        self.play_s = time.perf_counter() - started
        self.cpu_play = self.server.cpu_s - cpu_before
        self.clients_play = time.process_time() - clients_before
        busy_after, all_after = machine_cpu()
        self.machine_busy, self.machine_all = busy_after - busy_before, all_after - all_before
        # the grid's last message may come up to GRID_EVERY after the last level was solved
        wanted = {(pupil.name, index) for pupil in self.pupils for index in pupil.solved}
        deadline = time.monotonic() + GRID_TIMEOUT
        while not wanted <= set(self.teacher.seen) and time.monotonic() < deadline:
            self.teacher.news.clear()
            try:
                await asyncio.wait_for(self.teacher.news.wait(), deadline - time.monotonic())
            except asyncio.TimeoutError:
                break
        self.stopping = True
        for socket in [self.teacher.socket, *(pupil.socket for pupil in self.pupils)]:
            if socket is not None:
                await socket.close()
        await asyncio.gather(*self.readers, return_exceptions=True)


# -- the figures -----------------------------------------------------------------------------------
def spread(seconds: list[float]) -> dict:
    """Median, 95th percentile and max, in ms."""
    if not seconds:
        return {"n": 0, "median_ms": None, "p95_ms": None, "max_ms": None}
    millis = [1000 * s for s in seconds]
    return {"n": len(millis), "median_ms": round(percentile(millis, 0.5), 1),
            "p95_ms": round(percentile(millis, 0.95), 1), "max_ms": round(max(millis), 1)}


def check_results(run: Run, rows: list[dict]) -> list[str]:
    """What the class's results say against what each pupil played."""
    found = {(row["pupil"], int(row["level"])): row for row in rows}
    wrong = []
    for pupil in run.pupils:
        for index in pupil.solved:
            row = found.get((pupil.name, index + 1))
            tries = 1 + (index in pupil.wrong)
            if row is None:
                wrong.append(f"{pupil.name}, level {index + 1}: not in the results")
            elif int(row["stars"]) != pupil.solved[index][2] or int(row["tries"]) != tries:
                wrong.append(f"{pupil.name}, level {index + 1}: {row['stars']} stars and {row['tries']} "
                             f"tries in the results, played {pupil.solved[index][2]} stars in {tries}")
    return wrong


def bench(game: str, pupils: int, levels: int, wrong: float, seed: int, seconds: float,
          busy: bool = False, think: float = 0.0) -> dict:
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="class-lesson-bench-") as folder:
        server = LessonServer(game, Path(folder))
        try:
            rss_started = server.rss_mb
            run = Run(server, game, pupils, levels, wrong, seed, seconds, think)
            with busy_core(busy):
                clients_before = time.process_time()
                asyncio.run(run.main())
                clients_cpu = time.process_time() - clients_before
            rss_after = server.rss_mb
            results = server.results()
        finally:
            server.stop()
            stderr = server.stderr()
    load_after = os.getloadavg()
    grid, grid_after_view, missing = [], [], []
    for pupil in run.pupils:
        for index, (sent, shown, _stars) in pupil.solved.items():
            seen = run.teacher.seen.get((pupil.name, index))
            if seen is None:
                missing.append(f"{pupil.name}, level {index + 1}")
                continue
            grid.append(seen - sent)
            grid_after_view.append(seen - shown)
    errors = [f"{pupil.name}: {error}" for pupil in run.pupils for error in pupil.errors] + run.teacher.errors
    errors += [f"the grid never showed the stars of {what}" for what in missing]
    results_wrong = check_results(run, results)
    gaps = [b - a for a, b in zip(run.teacher.arrivals, run.teacher.arrivals[1:], strict=False)]
    finished = sum(pupil.levels_done == len(run.levels) for pupil in run.pupils)
    server_errors = [line for line in stderr.splitlines() if line.strip()]
    views = [size for pupil in run.pupils for size in pupil.view_bytes]
    return {
        "game": game, "pupils": pupils, "levels": [level.id for level in run.levels], "wrong_share": wrong,
        "seed": seed, "busy_core": busy, "think_s": think,
        "pupils_finished": finished,
        "levels_solved": sum(len(pupil.solved) for pupil in run.pupils),
        "wrong_tries": sum(len(pupil.wrong) for pupil in run.pupils),
        "wrong_tries_failed": sum(pupil.failed_as_expected for pupil in run.pupils),
        "moves": run.moves, "messages_sent": run.messages,
        "join_s": round(run.join_s, 2), "play_s": round(run.play_s, 2),
        "moves_per_s": round(run.moves / run.play_s, 1) if run.play_s else None,
        "ended_by": "every pupil played every level" if finished == pupils else (
            "the time's bound" if time.monotonic() >= run.deadline else "errors"),
        "move": spread([t for pupil in run.pupils for t in pupil.moves]),
        "button": spread([t for pupil in run.pupils for t in pupil.buttons]),
        "grid": spread(grid),
        "grid_after_pupils_view": spread(grid_after_view),
        "grid_every_s": GRID_EVERY,
        "grid_messages": len(run.teacher.arrivals),
        "grid_gap": spread(gaps),
        "grid_message_bytes_max": max(run.teacher.sizes, default=0),
        "join": spread([pupil.joined_s for pupil in run.pupils if pupil.view is not None]),
        "open": spread([pupil.opened_s for pupil in run.pupils if pupil.view is not None]),
        "view_bytes_median": int(percentile(views, 0.5)) if views else None,
        "view_bytes_max": max(views, default=0),
        "views_received": len(views),
        "rate_limit_waits_s": round(run.limited, 2),
        "rss_started_mb": round(rss_started, 1), "rss_joined_mb": round(run.rss_joined, 1),
        "rss_after_mb": round(rss_after, 1),
        "per_pupil_joined_kb": round(1024 * (run.rss_joined - rss_started) / pupils, 1),
        "server_cpu_play_s": round(run.cpu_play, 2), "clients_cpu_s": round(clients_cpu, 2),
        "server_cpu_ms_per_move": round(1000 * run.cpu_play / max(1, run.moves), 2),
        "server_cpu_ms_per_message": round(1000 * run.cpu_play / max(1, run.messages), 2),
        # while the class played: the share of the machine's cores busy, and the CPU time of the
        # other work on it (every process but this run's server and clients; a busy core's included)
        "machine_busy_share": round(run.machine_busy / run.machine_all, 2) if run.machine_all else None,
        "others_cpu_play_s": round(run.machine_busy - run.cpu_play - run.clients_play, 2),
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in load_after],
        "errors": len(errors), "error_samples": sorted(set(errors))[:10],
        "results_mismatches": len(results_wrong), "results_samples": results_wrong[:10],
        "server_stderr_lines": len(server_errors), "server_stderr_samples": server_errors[-10:],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="nanga_parbat", help="the game whose lesson (default nanga_parbat)")
    parser.add_argument("--pupils", type=int, default=30, help="pupils (default 30)")
    parser.add_argument("--levels", type=int, default=7,
                        help="the first N levels each pupil solves (default 7)")
    parser.add_argument("--wrong", type=float, default=0.4,
                        help="the share of levels tried wrong first, then again (default 0.4)")
    parser.add_argument("--seconds", type=float, default=120.0, help="stop after this long (default 120)")
    parser.add_argument("--seed", type=int, default=0, help="which levels are tried wrong first (default 0)")
    parser.add_argument("--think", type=float, default=0.0, metavar="S",
                        help="each pupil waits S seconds (0.5 to 1.5 times, seeded) before each message: "
                             "a class that reads and thinks (default 0: as fast as the limit allows)")
    parser.add_argument("--busy", action="store_true",
                        help="keep one core busy with another process while the class plays")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    print(f"A lesson of {args.game} for {args.pupils} pupils on 127.0.0.1: levels 1-{args.levels}, a wrong "
          f"try first on {args.wrong:.0%} of them, {f'{args.think:g} s to think, ' if args.think else ''}"
          f"at most {args.seconds:g} s; {os.cpu_count()} CPUs, load "
          f"average {os.getloadavg()[0]:.2f}", flush=True)
    row = bench(args.game, args.pupils, args.levels, args.wrong, args.seed, args.seconds, busy=args.busy,
                think=args.think)

    def ms(figure: dict) -> str:
        return (f"median {figure['median_ms']}, p95 {figure['p95_ms']}, max {figure['max_ms']} "
                f"({figure['n']})")

    print(f"""
  pupils                     {row['pupils_finished']} of {row['pupils']} played every level; \
{row['levels_solved']} levels solved, {row['wrong_tries']} wrong tries first \
({row['wrong_tries_failed']} judged failed)
  play                       {row['moves']} moves, {row['messages_sent']} messages in {row['play_s']} s \
({row['moves_per_s']} moves/s); joining took {row['join_s']} s
  move to its view, ms       {ms(row['move'])}
  button to new try, ms      {ms(row['button'])}
  solved to teacher's grid   {ms(row['grid'])}
  pupil's view to grid, ms   {ms(row['grid_after_pupils_view'])}
  grid messages              {row['grid_messages']}, gaps {ms(row['grid_gap'])}, \
at most {row['grid_message_bytes_max']:,} B
  join (start to claimed)    {ms(row['join'])}; claimed to first view {ms(row['open'])}
  views                      {row['views_received']} received; median {row['view_bytes_median']:,} B, \
max {row['view_bytes_max']:,} B
  server memory, MB          started {row['rss_started_mb']}, pupils joined {row['rss_joined_mb']} \
({row['per_pupil_joined_kb']} kB a pupil), after {row['rss_after_mb']}
  CPU, s                     server {row['server_cpu_play_s']} while playing \
({row['server_cpu_ms_per_move']} ms a move, {row['server_cpu_ms_per_message']} ms a message), \
clients {row['clients_cpu_s']}\
{' (one core kept busy by another process)' if args.busy else ''}
  machine                    {row['machine_busy_share']:.0%} of its cores busy while the class played, \
other work {row['others_cpu_play_s']} s of CPU; load average {row['load_average_before'][0]} before, \
{row['load_average_after'][0]} after
  rate limit                 pupils waited {row['rate_limit_waits_s']} s in all to stay under it
  stopped by                 {row['ended_by']}
  results.csv                {row['results_mismatches']} mismatch(es)\
{''.join(chr(10) + '    ' + e for e in row['results_samples'])}
  server's stderr            {row['server_stderr_lines']} line(s)\
{''.join(chr(10) + '    ' + e for e in row['server_stderr_samples'])}
  errors                     {row['errors']}{''.join(chr(10) + '    ' + e for e in row['error_samples'])}""")
    write(args.output, {"class_lesson": row})
    ok = not row["errors"] and not row["results_mismatches"] and row["pupils_finished"] == row["pupils"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
