"""The room under a class's load: 8 tables played at once over WebSockets, on this machine.

Run from the repository root::

    python benchmarks/run.py --room                          # Nanga Parbat, at most 60 s
    python benchmarks/run.py --room --game fireball_island   # 4 players a table

The room is served by its own command (``python -m boardwidgets.room``) in a separate
process on 127.0.0.1, so the clients' work is not counted as the server's: ``--tables``
tables (8) of the game, no computer seat, pace 0, a fresh SQLite file. This process opens,
on one asyncio event loop, 4 pupils' pages per table (``/ws/play/<token>``; in a game of
two, two pages per seat, as a pupil with a laptop and a phone) and one projector's page
per table (``/ws/board/<n>``). At every table the pupil to move clicks a random target of
the view their page last received (seeded), sends the board's own ``act`` message, and
clicks again as soon as all five pages of the table hold the move; every table plays at
once, until ``--moves`` moves (2,000) or ``--seconds`` seconds (60), or until the first game
ends, whichever comes first: every figure is taken with all the tables playing (a room's
pupils cannot deal a new game, and a random game of Nanga Parbat lasts some 130 moves). A
seat's clicks go to its pages in turn, each kept under the server's own limit of messages a
second (``server.RATE``, with a margin; the waits are reported).

Measured:

- moves a second, over the whole run, every table together;
- click to all pages updated: from sending ``act`` to the moment the last of the table's
  five pages has received the view with the move; median, 95th percentile (goal: under
  150 ms on the 2-core development machine), max;
- the server's memory (``VmRSS`` of ``/proc/<pid>/status``): a room of one table, and of
  ``--tables`` tables, just started, with their pages open, and after the run with every
  page still open; from those, the memory of a table as loaded and after the run (its pages
  and moves included), of an open page, and of a move;
- the server's and the clients' CPU time over the run;
- every error a page received (refusals, messages lost to the rate limit, timeouts).

The figures go to ``benchmarks/results/room.json`` (or ``--output``).
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as _dt
import json
import math
import os
import platform
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

from boardwidgets.room.server import BURST, RATE  # noqa: E402

DEFAULT_OUTPUT = ROOT / "benchmarks" / "results" / "room.json"
GOAL_P95_MS = 150.0
#: pupils' pages at each table (besides its projector's)
PUPILS = 4
#: players at each table, by game (default: the game's own)
PLAYERS = {"fireball_island": 4, "bear_valley": 4, "lost_valley": 4, "maple_valley": 4}
#: the longest a table may take to show a move on all its pages before it counts as lost
TIMEOUT = 10.0
#: how long the server may take to start and print its links
START_TIMEOUT = 60.0
#: a page sends at most this share of the server's limit (``server.RATE``, ``server.BURST``): the
#: server counts a message when it arrives, and a little jitter must not make a click a flood
MARGIN = 0.8


# -- the server, in its own process ---------------------------------------------------------------
class Server:
    """``python -m boardwidgets.room`` on 127.0.0.1 and a fresh SQLite file, with its links."""

    def __init__(self, game: str, players: int | None, tables: int, seed: int, folder: Path):
        # every page of the run comes from this one address: the room's limit of sockets an address
        # may open (a device's, 24) is lifted for it, and the seats' own links are printed
        command = [sys.executable, "-m", "boardwidgets.room", game, "--tables", str(tables),
                   "--host", "127.0.0.1", "--port", "0", "--db", str(folder / f"room-{tables}.sqlite"),
                   "--pace", "0", "--seed", str(seed), "--seat-links", "--per-address", "1000"]
        if players is not None:
            command += ["--players", str(players)]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True,
                                        env={**os.environ, "PYTHONUNBUFFERED": "1"})
        self.boards: dict[int, str] = {}     # table -> the projector's socket path
        self.seats: dict[int, list[str]] = {}  # table -> each seat's socket path
        self.port = 0
        deadline = time.monotonic() + START_TIMEOUT
        table = 0
        for line in self.process.stdout:
            if (found := re.match(r"Table (\d+) \(public board\): http://[^/]+:(\d+)/board/", line)):
                table, self.port = int(found[1]), int(found[2])
                self.boards[table] = f"/ws/board/{table}"
                self.seats[table] = []
            elif (found := re.search(r"\[a pupil\]: http://[^/]+/play/(\S+)", line)):
                self.seats[table].append(f"/ws/play/{found[1]}")
            elif line.startswith("Serving"):
                break
            if time.monotonic() > deadline:
                break
        if len(self.boards) != tables or not self.port or not self.answers(deadline):
            self.stop()
            raise RuntimeError(f"The room did not start (exit status {self.process.returncode}).")

    def answers(self, deadline: float) -> bool:
        """Whether the room answers ``/health`` before ``deadline``: its memory is measured once
        it serves, not while uvicorn is still loading."""
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=5) as answer:
                    return answer.read() == b"ok"
            except OSError:
                time.sleep(0.05)
        return False

    @property
    def rss_mb(self) -> float:
        """The server's resident memory now, in MB."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(re.search(r"VmRSS:\s+(\d+) kB", status)[1]) / 1024

    @property
    def cpu_s(self) -> float:
        """The server's CPU time so far (user and system), in seconds."""
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()


# -- the pages -----------------------------------------------------------------------------------
class Page:
    """One page's socket: the view it last received, and what it sent within the server's limit."""

    def __init__(self, socket, table: Table, seat: int | None):
        self.socket, self.table, self.seat = socket, table, seat
        self.view: dict | None = None
        self.arrived = 0.0  # when self.view came
        self.tokens, self.when = BURST * MARGIN, time.monotonic()  # the server's bucket, as seen here

    async def read(self) -> None:
        """Keep the latest view; count every refusal and error; wake the table up."""
        try:
            async for text in self.socket:
                message = json.loads(text)
                if message["type"] == "view":
                    self.view, self.arrived = message["view"], time.perf_counter()
                    if self.view["error"]:
                        self.table.errors.append(self.view["error"])
                elif message["type"] == "error":
                    self.table.errors.append(message["error"])
                self.table.news.set()
        except websockets.ConnectionClosed as closed:
            if not self.table.run.stopping:
                self.table.errors.append(f"a page's connection closed: {closed}")
                self.table.news.set()

    async def send(self, message: dict) -> float:
        """Send ``message`` once the server's limit allows it; how long that took to allow."""
        now = time.monotonic()
        self.tokens = min(BURST * MARGIN, self.tokens + (now - self.when) * RATE * MARGIN)
        self.when = now
        waited = 0.0
        if self.tokens < 1:
            waited = (1 - self.tokens) / (RATE * MARGIN)
            await asyncio.sleep(waited)
            self.tokens, self.when = 1.0, time.monotonic()
        self.tokens -= 1
        await self.socket.send(json.dumps(message))
        return waited


class Table:
    """One table's five pages, and its pupils clicking random targets."""

    def __init__(self, number: int, run: Run):
        self.number, self.run = number, run
        self.pages: list[Page] = []
        self.errors: list[str] = []
        self.latencies: list[float] = []
        self.news = asyncio.Event()
        self.turn = 0  # which of a seat's pages clicks next

    async def until(self, condition) -> bool:
        """Wait until ``condition()`` holds (True) or TIMEOUT passes (False)."""
        deadline = time.monotonic() + TIMEOUT
        while not condition():
            self.news.clear()
            try:
                await asyncio.wait_for(self.news.wait(), deadline - time.monotonic())
            except asyncio.TimeoutError:
                return condition()
        return True

    def holds(self, moves: int, since: float) -> bool:
        """Every page has received a view of ``moves`` moves since ``since``."""
        return all(page.view is not None and page.view["moves"] == moves and page.arrived >= since
                   for page in self.pages)

    async def play(self) -> None:
        rng = random.Random(self.run.seed * 1000 + self.number)
        if not await self.until(lambda: all(page.view is not None for page in self.pages)):
            self.errors.append("a page never received its first view")
            return
        while self.run.going():
            pupils = [page for page in self.pages if page.seat is not None and page.view["targets"]]
            if not pupils:
                if not self.pages[-1].view["over"]:
                    self.errors.append(f"table {self.number}: no pupil's page offers a move")
                self.run.ended = self.run.ended or self.number  # the game is over: the run stops
                return
            self.turn += 1
            page = pupils[self.turn % len(pupils)]
            if not await self.click(page, rng.choice(page.view["targets"])):
                return
            self.run.moves += 1

    async def click(self, page: Page, target: dict) -> bool:
        """Click ``target`` on ``page``; wait until every page shows the move (True), or the
        click is refused (True: counted among the errors), or TIMEOUT passes (False)."""
        moves = page.view["moves"] + 1
        self.run.limited += await page.send({"type": "act", "target": target["id"], "seq": page.view["seq"]})
        sent = time.perf_counter()
        if not await self.until(lambda: self.holds(moves, sent) or (page.arrived >= sent and
                                                                     page.view["error"] is not None)):
            self.errors.append(f"table {self.number}: the pages did not show move {moves} "
                               f"within {TIMEOUT:.0f} s")
            return False
        if self.holds(moves, sent):
            self.latencies.append(max(p.arrived for p in self.pages) - sent)
        if self.run.cpu_at is not None:
            self.run.cpu_at.append((moves, self.run.server.cpu_s))
        return True


class Run:
    """Every table together, bounded by moves and by time."""

    def __init__(self, server: Server, seed: int, max_moves: int, seconds: float):
        self.server, self.seed = server, seed
        self.max_moves, self.seconds = max_moves, seconds
        self.moves = 0
        self.ended = 0  # the table whose game ended first
        self.limited = 0.0  # seconds pages waited for the server's rate limit
        self.stopping = False
        self.deadline = math.inf
        self.rss_connected = self.rss_after = 0.0  # the server's memory before and after the play
        self.cpu_at: list[tuple[int, float]] | None = None  # (moves, server CPU) after each move
        self.tables = [Table(number, self) for number in sorted(server.boards)]

    def going(self) -> bool:
        return self.moves < self.max_moves and time.monotonic() < self.deadline and not self.ended

    async def main(self) -> float:
        """Open every page, play, and return the seconds the play took."""
        url = f"ws://127.0.0.1:{self.server.port}"
        for table in self.tables:
            seats = self.server.seats[table.number]
            paths = [(seats[k % len(seats)], k % len(seats)) for k in range(PUPILS)]
            paths.append((self.server.boards[table.number], None))
            keys: dict[int, str] = {}  # each seat's device key: a seat's second page is the same device
            for path, seat in paths:
                socket = await websockets.connect(url + path, max_size=None, open_timeout=TIMEOUT)
                if seat is not None:  # a seat's page says which device it is, or takes the seat by name
                    await socket.send(json.dumps({"type": "device", "device": keys.get(seat),
                                                  "name": f"Pupil {table.number}-{seat}"}))
                    if seat not in keys:
                        while (message := json.loads(await socket.recv()))["type"] != "welcome":
                            if message["type"] == "error":
                                raise RuntimeError(f"a seat's page was refused: {message['error']}")
                        keys[seat] = message["device"]
                table.pages.append(Page(socket, table, seat))
        readers = [asyncio.create_task(page.read()) for table in self.tables for page in table.pages]
        self.rss_connected = self.server.rss_mb
        self.deadline = time.monotonic() + self.seconds
        started = time.perf_counter()
        await asyncio.gather(*(table.play() for table in self.tables))
        elapsed = time.perf_counter() - started
        self.rss_after = self.server.rss_mb
        self.stopping = True
        for table in self.tables:
            for page in table.pages:
                await page.socket.close()
        await asyncio.gather(*readers, return_exceptions=True)
        return elapsed


# -- the figures -----------------------------------------------------------------------------------
def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of ``values`` (as ``run.py`` computes it)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


@contextlib.contextmanager
def busy_core(busy: bool):
    """Another process that keeps one core busy for as long as the run lasts (``--busy``): a
    teacher's laptop is rarely idle while a class plays."""
    if not busy:
        yield
        return
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        yield
    finally:
        spinner.kill()
        spinner.wait()


def bench(game: str, players: int | None, tables: int, seed: int, max_moves: int, seconds: float,
          busy: bool = False) -> dict:
    with tempfile.TemporaryDirectory(prefix="room-bench-") as folder:
        one = Server(game, players, 1, seed, Path(folder))
        rss_one = one.rss_mb
        one.stop()
        server = Server(game, players, tables, seed, Path(folder))
        try:
            rss_loaded, cpu_before = server.rss_mb, server.cpu_s
            run = Run(server, seed, max_moves, seconds)
            with busy_core(busy):
                clients_before = time.process_time()
                elapsed = asyncio.run(run.main())
                clients_cpu = time.process_time() - clients_before
                server_cpu = server.cpu_s - cpu_before
        finally:
            server.stop()
    latencies = [1000 * t for table in run.tables for t in table.latencies]
    errors = [error for table in run.tables for error in table.errors]
    per_table_loaded = (rss_loaded - rss_one) / (tables - 1) if tables > 1 else float("nan")
    rss_empty = rss_one - per_table_loaded  # a room before its tables are loaded
    return {
        "game": game, "players": len(server.seats[1]), "tables": tables, "busy_core": busy,
        "pages_per_table": PUPILS + 1, "moves": run.moves, "seconds": round(elapsed, 2),
        "moves_per_s": round(run.moves / elapsed, 1),
        "latency_median_ms": round(percentile(latencies, 0.5), 1) if latencies else None,
        "latency_p95_ms": round(percentile(latencies, 0.95), 1) if latencies else None,
        "latency_max_ms": round(max(latencies), 1) if latencies else None,
        "goal_p95_ms": GOAL_P95_MS,
        "goal_met": bool(latencies) and percentile(latencies, 0.95) < GOAL_P95_MS and not errors,
        "ended_by": f"the game of table {run.ended} ended" if run.ended else (
            "the moves' bound" if run.moves >= max_moves else "the time's bound"),
        "rate_limit_waits_s": round(run.limited, 2),
        "rss_one_table_mb": round(rss_one, 1), "rss_loaded_mb": round(rss_loaded, 1),
        "rss_after_mb": round(run.rss_after, 1),
        "per_table_loaded_mb": round(per_table_loaded, 2),
        "per_table_after_mb": round((run.rss_after - rss_empty) / tables, 2),
        "rss_connected_mb": round(run.rss_connected, 1),
        "per_page_kb": round(1024 * (run.rss_connected - rss_loaded) / (tables * (PUPILS + 1)), 1),
        "per_move_kb": round(1024 * (run.rss_after - run.rss_connected) / max(1, run.moves), 1),
        "server_cpu_s": round(server_cpu, 2), "clients_cpu_s": round(clients_cpu, 2),
        "server_cpu_ms_per_move": round(1000 * server_cpu / max(1, run.moves), 2),
        "errors": len(errors), "error_samples": sorted(set(errors))[:10],
    }


#: the stretch of one long game whose server CPU a move ``--growth`` compares with forty moves
#: about move ``--at`` (500)
EARLY = (1, 40)
GOAL_GROWTH = 1.3


def growth(game: str, players: int | None, seed: int, at: int = 500) -> dict:
    """One table played to move ``at`` + 20 (its four pupils' pages and its projector's): the
    server's CPU time a move over moves 1 to 40 (about move 20) and the forty moves about move
    ``at``. A move must not cost more as the game goes on (goal: within 1.3 times)."""
    late = (at - 19, at + 20)
    with tempfile.TemporaryDirectory(prefix="room-growth-") as folder:
        server = Server(game, players, 1, seed, Path(folder))
        try:
            run = Run(server, seed, late[1], 1800.0)
            run.cpu_at = [(0, server.cpu_s)]
            asyncio.run(run.main())
        finally:
            server.stop()
    cpu = dict(run.cpu_at)
    if run.moves < late[1] or any(run.tables[0].errors):
        raise RuntimeError(f"the game stopped at move {run.moves}: {run.tables[0].errors[:3]}")

    def per_move(first: int, last: int) -> float:
        return 1000 * (cpu[last] - cpu[first - 1]) / (last - first + 1)

    first, then = per_move(*EARLY), per_move(*late)
    return {"game": game, "players": players, "late_moves": list(late),
            "cpu_ms_per_move_early": round(first, 2), "cpu_ms_per_move_late": round(then, 2),
            "ratio": round(then / first, 2), "goal_ratio": GOAL_GROWTH,
            "goal_met": then / first <= GOAL_GROWTH}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="nanga_parbat", help="the game (default nanga_parbat)")
    parser.add_argument("--players", type=int, default=None,
                        help="players at each table (default: 4 where the game takes them, else its own)")
    parser.add_argument("--tables", type=int, default=8, help="tables (default 8)")
    parser.add_argument("--moves", type=int, default=2000, help="stop after this many moves (default 2000)")
    parser.add_argument("--seconds", type=float, default=60.0, help="or after this long (default 60)")
    parser.add_argument("--seed", type=int, default=0, help="the deals and the clicks (default 0)")
    parser.add_argument("--busy", action="store_true",
                        help="keep one core busy with another process while the room is loaded")
    parser.add_argument("--growth", action="store_true",
                        help="instead: one long game, the server's CPU a move about move 20 and move 500")
    parser.add_argument("--at", type=int, default=500, help="with --growth: the later move (default 500)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    players = args.players if args.players is not None else PLAYERS.get(args.game)
    if args.growth:
        row = growth(args.game, players, args.seed, args.at)
        late = row["late_moves"]
        print(f"""A move's cost as the game goes on ({args.game}, one table, 5 pages):
  server CPU a move, ms      moves {EARLY[0]}-{EARLY[1]}: {row['cpu_ms_per_move_early']}, \
moves {late[0]}-{late[1]}: {row['cpu_ms_per_move_late']} (x{row['ratio']}; goal: at most x{GOAL_GROWTH}: \
{'met' if row['goal_met'] else 'NOT MET'})""")
        write(args.output.with_name("room-growth.json") if args.output == DEFAULT_OUTPUT else args.output,
              {"growth": row})
        return 0 if row["goal_met"] else 1
    print(f"A room of {args.tables} tables of {args.game} on 127.0.0.1: {PUPILS} pupils' pages and a "
          f"projector's at each, random clicks, at most {args.moves} moves or {args.seconds:g} s", flush=True)
    row = bench(args.game, players, args.tables, args.seed, args.moves, args.seconds, busy=args.busy)
    print(f"""
  moves                      {row['moves']:,} in {row['seconds']} s: {row['moves_per_s']} moves/s
  click to all pages, ms     median {row['latency_median_ms']}, p95 {row['latency_p95_ms']}, \
max {row['latency_max_ms']}   goal: p95 < {GOAL_P95_MS:g}: {'met' if row['goal_met'] else 'NOT MET'}
  server memory, MB          1 table {row['rss_one_table_mb']}, {args.tables} tables {row['rss_loaded_mb']}, \
their pages open {row['rss_connected_mb']}, after the run {row['rss_after_mb']}
  per table, MB              loaded {row['per_table_loaded_mb']}, after the run {row['per_table_after_mb']} \
(a page {row['per_page_kb']} kB, a move {row['per_move_kb']} kB)
  CPU, s                     server {row['server_cpu_s']} ({row['server_cpu_ms_per_move']} ms a move), \
clients {row['clients_cpu_s']}{' (one core kept busy by another process)' if args.busy else ''}
  stopped by                 {row['ended_by']}; waits for the rate limit {row['rate_limit_waits_s']} s
  errors                     {row['errors']}{''.join(chr(10) + '    ' + e for e in row['error_samples'])}""")
    write(args.output, {"room": row})
    return 0 if row["errors"] == 0 and row["moves"] > 0 else 1


def write(path: Path, figures: dict) -> None:
    report = {
        "when": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "machine": {"python": platform.python_version(), "platform": platform.platform(),
                    "cpus": os.cpu_count()},
        **figures,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nFigures written to {path}")


if __name__ == "__main__":
    sys.exit(main())
