"""How fast the board answers a hand: the page's drawing of a new view, and a click in JupyterLab.

Run from the repository root (chromium and Playwright needed, as for the tests)::

    python benchmarks/run.py --redraw                 # both parts, about 6 minutes
    python benchmarks/run.py --redraw --no-lab        # the drawing only, about 2 minutes
    python benchmarks/run.py --redraw --board-js OLD  # the drawing by another board.js, such as
                                                      # `git show REV:boardwidgets/widget/board.js`
    python benchmarks/run.py --log                    # a long log drawn at once instead, about a minute
                                                      # (--board-js and --board-css: another version's;
                                                      # --rates 1,4 at 4x too)

Each part runs with chromium at full speed and with its CPU slowed 4x (the DevTools protocol's
``Emulation.setCPUThrottlingRate``), which stands for a school's cheap laptop or tablet.

- **Drawing.** For every game, the views a board publishes while a person clicks random moves
  against random computer players (``tests.scenes.random_views``, seeded) are sent one after
  the other to the widget's own board.js in a plain page (a 934-pixel cell, JupyterLab's light
  theme). Each is timed from the change of the ``view`` trait to the end of the frame that
  shows it (an animation frame, then a task: the frame has been painted); ``script`` is the
  drawing's JavaScript alone. Median and 95th percentile (goal: 95th percentile under 100 ms
  at 4x).
- **A click in JupyterLab.** A notebook shows a board of each game with a person in every seat,
  in a real JupyterLab at 1366 x 768. Playwright clicks random moves on offer (when every move
  is in a menu, it opens one and clicks an item: that click is the one timed); each click is
  timed from its event to the end of the first frame after the new view was drawn (the board
  stops being busy), and to the end of the frame that shows the chosen element pressed (drawn
  before the message leaves). Median and 95th percentile (goal: 95th percentile under 50 ms at
  1x, for the move).
- **The wire.** What a whole view costs on its way: a ping through a widget's comm with a tiny
  answer and with an answer of the size of a view (in the JupyterLab above, whose kernel
  websockets send at once, and in one with Jupyter Server's default, Nagle's algorithm:
  ``boardwidgets/widget/websocket.py``), ``json.dumps`` of the view in Python and
  ``JSON.parse`` of it in the page. Whether sending only what changed would pay is judged on
  these figures (docs/benchmarks.md).

- **A long log** (``--log``, instead of the above). A page opened on a game under way (a
  pupil's reconnect in a room, a reopened notebook, the projector) receives the whole log at
  once. One seeded random game of Fireball Island (random players in every seat, their reasons
  in the log as the computer's notes) is played until its log holds 100, 1,000, 10,000 and
  22,000 lines; each view, as a new board receives it, is drawn by a new board in a new page
  (a 934-pixel cell, JupyterLab's light theme), timed from the call to ``render`` to the end of
  the frame that shows it, to the end of the frame that shows the whole log (the page adds a
  long log's older lines in the frames after the first), and the longest time between two
  frames meanwhile; median of a few runs (``--runs``), at full speed (``--rates 1,4``: and 4x).
  Goal: the 10,000-line log's first frame within twice the time of the 100-line one's. Figures
  to ``benchmarks/results/log.json`` (or ``--output``).

The figures go to ``benchmarks/results/redraw.json`` (or ``--output``).
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.board_page import LIGHT, harness_address, host, launch, open_harness, show  # noqa: E402
from tests.scenes import GAMES, random_views  # noqa: E402

DEFAULT_OUTPUT = ROOT / "benchmarks" / "results" / "redraw.json"
LOG_OUTPUT = ROOT / "benchmarks" / "results" / "log.json"
RATES = (1, 4)
DRAW_GOAL_MS = 100    # the drawing's 95th percentile at 4x
CLICK_GOAL_MS = 50    # click to first frame, 95th percentile at 1x
CELL = 934
#: the long log's game: a seeded random game of Fireball Island whose log reaches 24,153 lines
LOG_GAME, LOG_SEED = "fireball_island", 4
LOG_LINES = (100, 1_000, 10_000, 22_000)
LOG_GOAL = 2.0        # the 10,000-line log's drawing, against the 100-line one's

#: a new view, from the trait's change to the end of the frame that shows it
TIME_DRAW = """async (view) => {
    const start = performance.now();
    window.setTrait("view", view);
    const script = performance.now() - start;
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return [script, performance.now() - start];
}"""

#: a new board's first view, from the call to render to the end of the frame that shows it, and
#: to the end of the frame that shows the whole log (the page may add a long log's older lines
#: in the frames after the first); the longest time between two frames from the call on (the
#: page's longest wait for a hand); the log's lines (numbered ones, and the computer's notes)
TIME_FRESH = """async ([view, icons]) => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const log = () => document.querySelector("#widget [data-testid=log]");
    const start = performance.now();
    const painted = frame();  // asked first, so that it ends before any task the page queues for later
    window.show(view, icons, 1);
    const script = performance.now() - start;
    await painted;
    const first = performance.now() - start;
    let longest = first, before = performance.now();
    while (log().querySelectorAll("li:not(.bw-log-note)").length < view.log.length
           && performance.now() - start < 600000) {
        await frame();
        longest = Math.max(longest, performance.now() - before);
        before = performance.now();
    }
    const whole = performance.now() - start;
    return [script, first, whole, longest, log().querySelectorAll("li:not(.bw-log-note)").length,
            log().querySelectorAll("li.bw-log-note").length,
            log().scrollTop + log().clientHeight >= log().scrollHeight - 2];
}"""


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def summary(values: list[float]) -> dict:
    if not values:
        return {"median_ms": None, "p95_ms": None, "n": 0}
    return {"median_ms": round(statistics.median(values), 1), "p95_ms": round(percentile(values, 0.95), 1),
            "n": len(values)}


def throttle(page, rate: int):
    session = page.context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    return session


# -- the page's drawing --------------------------------------------------------------------------
def bench_draw(names: list[str], clicks: int, board_js: Path | None,
               board_css: Path | None = None) -> dict:
    from playwright.sync_api import sync_playwright

    report = {}
    played = {name: random_views(name, seed=1, clicks=clicks) for name in names}
    with tempfile.TemporaryDirectory() as folder, \
            harness_address(Path(folder), board_js) as address, sync_playwright() as p:
        if board_css is not None:
            shutil.copy(board_css, Path(folder) / "board.css")
        browser = launch(p)
        for name in names:
            icons, views = played[name]
            for rate in RATES:
                page = open_harness(browser, address, width=950, height=768)
                host(page, CELL, LIGHT)
                throttle(page, rate)
                show(page, views[0], icons)
                drawn = [page.evaluate(TIME_DRAW, view) for view in views[1:]]
                nodes = page.evaluate("() => document.querySelectorAll('#widget *').length")
                assert not page.errors, page.errors
                page.close()
                row = summary([total for _, total in drawn])
                row["script_median_ms"] = round(statistics.median(script for script, _ in drawn), 1)
                row["nodes"] = nodes
                report.setdefault(name, {})[f"{rate}x"] = row
                print(f"  {name:<16} {rate}x  {row['median_ms']:>7} {row['p95_ms']:>7} "
                      f"{row['script_median_ms']:>9}   ({row['n']} views, {nodes} nodes)", flush=True)
        browser.close()
    return report


# -- a long log, drawn at once ------------------------------------------------------------------
def long_log_views(sizes: list[int]) -> tuple[dict, dict[int, dict]]:
    """The icons, and for each of ``sizes`` the view (in JSON) a new board receives when the
    log of one seeded random game of Fireball Island first holds that many lines: the whole log
    at once, with the reasons of the random players as the computer's notes."""
    import boardwidgets as bw

    game = bw.load_game(LOG_GAME, **GAMES[LOG_GAME])
    played = bw.Match(game, seed=LOG_SEED,
                      agents={seat: bw.agents.Random(seed=seat) for seat in range(game.players)})
    played.play_agents(limit=1_000_000)
    if len(played.state.log) < max(sizes):
        raise SystemExit(f"the game's log holds {len(played.state.log)} lines, fewer than {max(sizes)}")
    match, views, board = bw.Match(game, seed=LOG_SEED), {}, None
    moves = zip(played.history, played.reasons, played.details, strict=True)
    for size in sorted(sizes):
        while len(match.state._log) < size:  # (the log's length, without a copy of its lines)
            match.act(*next(moves))
        board = bw.BoardWidget(match, viewer=0, pace=0)
        views[size] = json.loads(json.dumps(board.view))
        assert views[size]["log_from"] == 0
    return board.icons, views


def bench_log(sizes: list[int], runs: int, rates: list[int], board_js: Path | None,
              board_css: Path | None) -> dict:
    from playwright.sync_api import sync_playwright

    icons, views = long_log_views(sizes)
    report = {}
    with tempfile.TemporaryDirectory() as folder, \
            harness_address(Path(folder), board_js) as address, sync_playwright() as p:
        if board_css is not None:
            shutil.copy(board_css, Path(folder) / "board.css")
        browser = launch(p)
        for rate in rates:
            timed = {size: [] for size in sizes}
            # each run draws every size, so that the host's pace is shared among them; before
            # them, a draw of the shortest log, not counted (the first page compiles board.js)
            draws = [(False, sizes[0])] + [(True, size) for _ in range(runs) for size in sizes]
            for counted, size in draws:
                page = open_harness(browser, address, width=950, height=768)
                host(page, CELL, LIGHT)
                throttle(page, rate)
                script, first, whole, longest, lines, notes, at_end = page.evaluate(
                    TIME_FRESH, [views[size], icons])
                assert not page.errors, page.errors
                assert lines == len(views[size]["log"]), (lines, len(views[size]["log"]))
                assert at_end, "the log is not scrolled to its newest line"
                page.close()
                if counted:
                    timed[size].append((script, first, whole, lines, notes, longest))
            for size in sizes:
                times = timed[size]
                row = {"lines": times[0][3], "notes": times[0][4],
                       "median_ms": round(statistics.median(t[1] for t in times), 1),
                       "whole_median_ms": round(statistics.median(t[2] for t in times), 1),
                       "script_median_ms": round(statistics.median(t[0] for t in times), 1),
                       "longest_wait_median_ms": round(statistics.median(t[5] for t in times), 1),
                       "runs_ms": [round(t[1], 1) for t in times],
                       "whole_runs_ms": [round(t[2], 1) for t in times]}
                report.setdefault(f"{rate}x", {})[str(size)] = row
                print(f"  {rate}x {size:>7,} {row['median_ms']:>10,.1f} {row['whole_median_ms']:>10,.1f} "
                      f"{row['longest_wait_median_ms']:>10,.1f} {row['script_median_ms']:>10,.1f}   "
                      f"({row['lines']:,} lines, {row['notes']:,} notes; "
                      f"runs: {', '.join(f'{t:,.0f}' for t in row['runs_ms'])})", flush=True)
        browser.close()
    return report


def log_main(args) -> int:
    sizes = sorted(args.lines)
    report = {"game": LOG_GAME, "seed": LOG_SEED, "runs": args.runs,
              "board_js": str(args.board_js or "the widget's"),
              "board_css": str(args.board_css or "the widget's")}
    print(f"A new board drawing {LOG_GAME}'s view with the whole log at once, in a plain page "
          f"({args.board_js or 'the widget'}'s board.js), median of {args.runs} run(s), ms:")
    print(f"  cpu {'lines':>7} {'frame':>10} {'whole log':>10} {'longest':>10} {'script':>10}   (frame: the "
          "first painted frame; whole log: the frame that shows every line; longest: between two frames)")
    report["draw"] = bench_log(sizes, args.runs, args.rates, args.board_js, args.board_css)
    if 100 in sizes and 10_000 in sizes:
        report["goal"] = LOG_GOAL
        report["ratio_10000_to_100"] = {rate: round(rows["10000"]["median_ms"] / rows["100"]["median_ms"], 2)
                                        for rate, rows in report["draw"].items()}
        report["whole_ratio_10000_to_100"] = {
            rate: round(rows["10000"]["whole_median_ms"] / rows["100"]["whole_median_ms"], 2)
            for rate, rows in report["draw"].items()}
        report["goal_met"] = {rate: ratio <= LOG_GOAL for rate, ratio in report["ratio_10000_to_100"].items()}
        print("\nGoal: a view with 10,000 lines drawn (its first frame) within", LOG_GOAL,
              "times the time of one with 100:",
              ", ".join(f"{rate} {ratio} ({'met' if report['goal_met'][rate] else 'NOT MET'})"
                        for rate, ratio in report["ratio_10000_to_100"].items()))
        print("The whole log, 10,000 lines against 100:",
              ", ".join(f"{rate} {ratio}" for rate, ratio in report["whole_ratio_10000_to_100"].items()))
    output = args.output or LOG_OUTPUT
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps(report, indent=2) + "\n")
    print(f"Figures written to {output}")
    return 0


# -- a click in JupyterLab ---------------------------------------------------------------------
#: stamps each click on a move on offer, and the end of the first frame after the answer's drawing
WATCH_CLICKS = """() => {
    window.__bwClicks = [];
    let clicked = null;
    const root = document.querySelector(".bw-root");
    window.__bwPressed = [];
    document.addEventListener("click", (event) => {
        const hit = event.target.closest
            && event.target.closest(".bw-root .bw-target, .bw-root .bw-menu-item");
        if (!hit || (hit.dataset.targets || "").includes(" ")) return;  // that opens a menu: no move yet
        const start = clicked = event.timeStamp;
        // the frame that shows the pressed mark (drawn in the click's own task)
        requestAnimationFrame(() => setTimeout(() => window.__bwPressed.push(performance.now() - start), 0));
    }, true);
    new MutationObserver(() => {
        if (clicked === null || root.classList.contains("bw-busy")) return;
        const start = clicked;
        clicked = null;
        requestAnimationFrame(() => setTimeout(() => window.__bwClicks.push(performance.now() - start), 0));
    }).observe(root, { attributes: true, attributeFilter: ["class"] });
}"""

#: a widget that answers each ping with a message of the size asked, to time the comm alone
PING_CELL = '''
import anywidget, traitlets

class Ping(anywidget.AnyWidget):
    _esm = """
    export default { render({ model, el }) {
        window.__bwPing = (size) => new Promise((done) => {
            const start = performance.now();
            const answer = (message) => { model.off("msg:custom", answer);
                                          done([performance.now() - start, message.length]); };
            model.on("msg:custom", answer);
            model.send({ size });
        });
        el.textContent = "ping";
    } };
    """
    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, content, _b: self.send("x" * int(content["size"])))

Ping()
'''


def open_notebook(browser, lab: dict, notebook: str):
    from tests.lab import KERNEL_READY

    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.set_default_timeout(60_000)
    page.goto(f"{lab['url']}/lab/tree/{notebook}?token={lab['token']}")
    page.wait_for_function(KERNEL_READY, arg=notebook, timeout=60_000)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    return page


#: a point where a hand pressing element ``k`` on offer presses it, and not something drawn over
#: it (a card's section over the middle of the card); null if none of a few tried is, or if the
#: element holds several moves and ``menus`` is false (a click there opens a menu and sends
#: nothing)
POINT_OF = """([k, menus]) => {
    const node = document.querySelectorAll(".bw-root .bw-target")[k];
    if (!menus && (node.dataset.targets || "").includes(" ")) return null;
    node.scrollIntoView({ block: "nearest" });
    const box = node.getBoundingClientRect();
    for (const [fx, fy] of [[0.5, 0.5], [0.3, 0.3], [0.7, 0.3], [0.3, 0.7], [0.7, 0.7], [0.5, 0.15],
                            [0.5, 0.85], [0.15, 0.5], [0.85, 0.5]]) {
        const x = box.left + fx * box.width, y = box.top + fy * box.height;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && hit.closest(".bw-target") === node) return [x, y];
    }
    return null;
}"""


def click_moves(page, clicks: int, seed: int) -> list[float]:
    import random

    chooser = random.Random(seed)
    page.evaluate(WATCH_CLICKS)
    timed = []
    for _ in range(clicks):
        page.wait_for_function("() => !document.querySelector('.bw-root').classList.contains('bw-busy')")
        count = page.evaluate("() => document.querySelectorAll('.bw-root .bw-target').length")
        order = chooser.sample(range(count), count)
        point = next((xy for k in order if (xy := page.evaluate(POINT_OF, [k, False]))), None)
        if point is None:  # every move on offer is in a menu: open one; the timed click is its item's
            menu = next((xy for k in order if (xy := page.evaluate(POINT_OF, [k, True]))), None)
            if menu is None:
                break
            page.mouse.click(*menu)
            item = page.locator(".bw-menu-item").nth(chooser.randrange(page.locator(".bw-menu-item").count()))
            box = item.bounding_box()
            point = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        before = page.evaluate("() => window.__bwClicks.length")
        page.mouse.click(*point)
        page.wait_for_function(f"() => window.__bwClicks.length > {before}", timeout=30_000)
        timed.append(page.evaluate("() => window.__bwClicks.at(-1)"))
    return timed, page.evaluate("() => window.__bwPressed")


def bench_lab(names: list[str], clicks: int, view_bytes: int) -> dict:
    from playwright.sync_api import sync_playwright

    from tests.chromium import CHROME_ARGS, CHROMIUM
    from tests.lab import jupyter_lab, write_notebook

    report = {"clicks": {}, "wire": {}}
    with tempfile.TemporaryDirectory() as folder, jupyter_lab(Path(folder)) as lab, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
        for name in names:
            notebook = f"{name}.ipynb"
            write_notebook(Path(folder) / notebook, [
                f"import boardwidgets as bw\nboard = bw.BoardWidget(bw.Match(bw.load_game("
                f"{name!r}, **{GAMES[name]!r}), seed=2))\nboard"])
            page = open_notebook(browser, lab, notebook)
            page.locator(".bw-root svg.bw-svg").wait_for()
            for rate in RATES:
                # each speed plays a game of its own: the board's New game button
                page.locator('.bw-root [data-command="new_game"]').click()  # click_moves waits for it
                session = throttle(page, rate)
                moves, marks = click_moves(page, clicks, seed=rate)
                session.send("Emulation.setCPUThrottlingRate", {"rate": 1})
                row = summary(moves)
                row["pressed"] = summary(marks)
                report["clicks"].setdefault(name, {})[f"{rate}x"] = row
                print(f"  {name:<16} {rate}x  {row['median_ms']:>7} {row['p95_ms']:>7}   "
                      f"{row['pressed']['median_ms']:>7} {row['pressed']['p95_ms']:>7}   ({row['n']} clicks)",
                      flush=True)
            page.close()
        report["wire"] = ping(browser, lab, view_bytes)
        with tempfile.TemporaryDirectory() as other, jupyter_lab(Path(other), no_delay=False) as plain:
            report["wire_nagle"] = ping(browser, plain, view_bytes)  # Jupyter Server's default
        browser.close()
    return report


def ping(browser, lab: dict, view_bytes: int) -> dict:
    """A comm's round trip, page to kernel and back, with a tiny answer and a view's size."""
    from tests.lab import write_notebook

    write_notebook(Path(lab["root"]) / "ping.ipynb", [PING_CELL])
    page = open_notebook(browser, lab, "ping.ipynb")
    page.wait_for_function("() => typeof window.__bwPing === 'function'")
    wire = {}
    for size in (10, view_bytes):
        for _ in range(5):  # warm up
            page.evaluate("(size) => window.__bwPing(size)", size)
        times = [page.evaluate("(size) => window.__bwPing(size)", size)[0] for _ in range(60)]
        wire[f"ping_{size}_bytes"] = summary(times)
    page.close()
    return wire


def json_costs(names: list[str]) -> dict:
    """json.dumps of each game's largest view in Python, and JSON.parse of it in chromium."""
    from playwright.sync_api import sync_playwright

    largest = {}
    for name in names:
        _, views = random_views(name, seed=1, clicks=20)
        largest[name] = max((json.dumps(view) for view in views), key=len)
    costs = {}
    with sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page()
        for name, text in largest.items():
            view = json.loads(text)
            start = time.perf_counter()
            for _ in range(50):
                json.dumps(view)
            dumps = (time.perf_counter() - start) / 50 * 1000
            parse = page.evaluate("""(text) => { const start = performance.now();
                for (let i = 0; i < 50; i++) JSON.parse(text);
                return (performance.now() - start) / 50; }""", text)
            costs[name] = {"bytes": len(text), "dumps_ms": round(dumps, 2), "parse_ms": round(parse, 2)}
        browser.close()
    return costs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", metavar="NAME", help="only this game (repeatable)")
    parser.add_argument("--clicks", type=int, default=40, help="the person's clicks per game")
    parser.add_argument("--no-lab", action="store_true", help="the drawing only, without JupyterLab")
    parser.add_argument("--board-js", type=Path, help="draw with this board.js instead of the widget's")
    parser.add_argument("--board-css", type=Path, help="and this board.css")
    parser.add_argument("--log", action="store_true",
                        help="a long log drawn at once instead (Fireball Island; to log.json)")
    parser.add_argument("--lines", type=lambda text: [int(n) for n in text.split(",")],
                        default=list(LOG_LINES), help="with --log: the logs' lengths, as 100,1000")
    parser.add_argument("--runs", type=int, default=3, help="with --log: runs of each length")
    parser.add_argument("--rates", type=lambda text: [int(n) for n in text.split(",")], default=[1],
                        help="with --log: the CPU's slowdowns, as 1,4 (default 1)")
    parser.add_argument("--output", type=Path)
    args = parser.parse_args(argv)
    if args.log:
        return log_main(args)
    args.output = args.output or DEFAULT_OUTPUT
    names = args.game or sorted(GAMES)
    report = {"draw": {}, "lab": {}, "json": {}, "board_js": str(args.board_js or "the widget's")}
    print(f"Drawing a new view in a plain page ({args.board_js or 'the widget'}'s board.js), ms:")
    print(f"  {'game':<16} cpu {'median':>7} {'p95':>7} {'script med':>9}   goal: p95 < {DRAW_GOAL_MS} at 4x")
    report["draw"] = bench_draw(names, args.clicks, args.board_js, args.board_css)
    report["json"] = json_costs(names)
    print("\nThe largest view of each game's random game: bytes, json.dumps (Python), JSON.parse (page):")
    for name, row in report["json"].items():
        print(f"  {name:<16} {row['bytes']:>8} B {row['dumps_ms']:>6} ms {row['parse_ms']:>6} ms")
    if not args.no_lab:
        print(f"\nA click in JupyterLab, to the first frame that shows the move (goal: p95 < "
              f"{CLICK_GOAL_MS} at 1x), and to the frame that shows it pressed, ms:")
        print(f"  {'game':<16} cpu  {'median':>7} {'p95':>7}   {'pressed':>7} {'p95':>7}")
        view_bytes = max(row["bytes"] for row in report["json"].values())
        report["lab"] = bench_lab(names, args.clicks, view_bytes)
        print("\nA comm's round trip in JupyterLab (page -> kernel -> page), ms (median, p95):")
        for wire, words in (("wire", "as ./dev.sh lab starts it"),
                            ("wire_nagle", "Jupyter Server's default")):
            for what, row in report["lab"][wire].items():
                print(f"  {what:<24} {row['median_ms']:>7} {row['p95_ms']:>7}   ({words})")
    goals = {name: rates["4x"]["p95_ms"] < DRAW_GOAL_MS for name, rates in report["draw"].items()}
    goals.update({f"{name} click": (rates["1x"]["p95_ms"] or float("inf")) < CLICK_GOAL_MS
                  for name, rates in report["lab"].get("clicks", {}).items()})
    report["goals_met"] = goals
    print("\nGoals:", ", ".join(f"{k} {'met' if v else 'NOT MET'}" for k, v in goals.items()))
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(f"Figures written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
