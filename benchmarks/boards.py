"""The boards as a class meets them: how long the computer's turns take, and how tall each board is.

Run from the repository root (chromium and Playwright needed for the heights and the
pictures, as for the tests)::

    python benchmarks/run.py --boards           # turns and heights, about 3 minutes
    python benchmarks/run.py --boards --lab     # also pictures of every board in JupyterLab

- **The computer's turn** at the board's default pace (0.4 s), against the "medium" and the
  "hard" opponents of ``bw.play``: a person (a medium player in seat 0) clicks through whole
  games on a ``BoardWidget``; each computer seat's turn is timed from the moment it starts
  choosing to its last decision's publication, its thinking and the pace's waits together,
  with the decisions of other seats that take no time of their own (a pass in a card window)
  counted in. The pace's waits are added up instead of slept, so the run takes minutes, not
  hours. Median and 95th percentile per game (goal: 95th percentile at most 4 s); and the
  whole reply, from the person's click to their next decision, all computer seats together.
- **The board's height**: the widget in chromium, in a 934-pixel cell of a 950 x 768 page
  with JupyterLab's light theme, at the four moments of ``tests/scenes.py``: its whole
  height, the frame of the board, whether the panels are beside it, and the lowest point of
  the status line, the moves on offer and the person's own panel (goal: within 768).
- **Pictures** (``--lab``): every game's board at the middle of its game in a real
  JupyterLab at 1366 x 768 with the file browser open, light and dark, as a teacher sees
  it, in ``e2e-artifacts/lab/``.

The figures go to ``benchmarks/results/boards.json`` (or ``--output``).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import boardwidgets as bw  # noqa: E402
import boardwidgets.widget.table as board_table  # noqa: E402
from tests.scenes import GAMES, MOMENTS, scene  # noqa: E402

DEFAULT_OUTPUT = ROOT / "benchmarks" / "results" / "boards.json"
PICTURES = ROOT / "e2e-artifacts" / "lab"
TURN_GOAL = 4.0
LEVELS = ("medium", "hard")
HEIGHT = 768


# -- the computer's turns -----------------------------------------------------------------------
class Clock:
    """Real time plus the pace's waits, which are counted instead of slept."""

    def __init__(self):
        self.waited = 0.0

    def sleep(self, seconds: float) -> None:
        self.waited += seconds

    def now(self) -> float:
        return time.perf_counter() + self.waited


class Timed:
    """An agent whose every decision is stamped (seat, start, whether it teaches) on a clock."""

    def __init__(self, agent, seat: int, clock: Clock, stamps: list):
        self.agent, self.seat, self.clock, self.stamps = agent, seat, clock, stamps

    def choose(self, state):
        self.stamps.append((self.seat, self.clock.now()))
        action = self.agent.choose(state)
        self.last_reason = getattr(self.agent, "last_reason", None)
        self.last_detail = getattr(self.agent, "last_detail", None)
        return action


def seat_turns(stamps: list, end: float) -> list[float]:
    """Each computer seat's turn in one reply: from its first decision to the start of the next
    seat's decision that takes time of its own (a quick pass of another seat in between is part
    of the wait), or the end of the reply."""
    turns, seat, start = [], None, None
    for k, (who, at) in enumerate(stamps):
        following = stamps[k + 1][1] if k + 1 < len(stamps) else end
        own = following - at > 0.05  # a decision the class waits for
        if who != seat and own:
            if seat is not None:
                turns.append(at - start)
            seat, start = who, at
    if seat is not None:
        turns.append(end - start)
    return turns


def bench_turns(name: str, level: str, turns_wanted: int, seed: int) -> dict:
    """The computer's turns of whole games at the default pace against a person who clicks."""
    config = GAMES[name]
    clock, timings, replies = Clock(), [], []
    real_sleep = board_table.time.sleep
    board_table.time.sleep = clock.sleep
    try:
        game_seed = seed
        while len(timings) < turns_wanted:
            board = bw.play(name, opponents=level, seed=game_seed, **config)
            game_seed += 1
            stamps = []
            board.match.agents = {seat: Timed(agent, seat, clock, stamps)
                                  for seat, agent in board.match.agents.items()}
            person = bw.agents.Heuristic(seed=game_seed)
            while not board.state.is_over and len(timings) < turns_wanted:
                stamps.clear()
                board.act(person.choose(board.state))
                if stamps:
                    timings += seat_turns(stamps, clock.now())
                    replies.append(clock.now() - stamps[0][1])
    finally:
        board_table.time.sleep = real_sleep
    timings = timings[:turns_wanted]
    p95 = percentile(timings, 0.95)
    return {"turns": len(timings), "turn_median_s": round(statistics.median(timings), 2),
            "turn_p95_s": round(p95, 2), "turn_max_s": round(max(timings), 2),
            "reply_median_s": round(statistics.median(replies), 2),
            "reply_p95_s": round(percentile(replies, 0.95), 2), "goal_met": p95 <= TURN_GOAL}


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


# -- the boards' heights ---------------------------------------------------------------------------
MEASURE = """() => {
    const root = document.querySelector('.bw-root');
    const bottom = (e) => e ? e.getBoundingClientRect().bottom : 0;
    const frame = root.querySelector('.bw-board').getBoundingClientRect();
    const targets = [...root.querySelectorAll('.bw-target')].filter((t) => t.getClientRects().length);
    return {height: root.getBoundingClientRect().height, frame: [frame.width, frame.height],
            side: root.querySelector('.bw-main').classList.contains('bw-side'),
            needed: Math.max(bottom(root.querySelector('[data-testid=status]')),
                             bottom(root.querySelector('.bw-panel.bw-mine')),
                             ...targets.map(bottom))};
}"""


def bench_heights(names: list[str]) -> dict:
    """The widget's height and what must be in sight, per game and moment (chromium)."""
    from playwright.sync_api import sync_playwright

    from tests.board_page import LIGHT, harness_address, host, launch, open_harness, show

    figures = {}
    with tempfile.TemporaryDirectory() as folder, harness_address(Path(folder)) as address, \
            sync_playwright() as p:
        browser = launch(p)
        for name in names:
            figures[name] = {}
            for moment in MOMENTS:
                board = scene(name, moment)
                page = open_harness(browser, address, 950, HEIGHT)
                host(page, 934, LIGHT)
                show(page, board.view, board.icons)
                page.wait_for_timeout(50)
                m = page.evaluate(MEASURE)
                figures[name][moment] = {"height": round(m["height"]), "needed": round(m["needed"]),
                                         "frame": [round(v) for v in m["frame"]], "side": m["side"]}
                page.close()
        browser.close()
    return figures


# -- pictures in JupyterLab --------------------------------------------------------------------------
def lab_pictures(names: list[str]) -> list[str]:
    """Each game's board at the middle of its game, in JupyterLab at 1366 x 768 with the file
    browser open, in the light and the dark theme."""
    from playwright.sync_api import sync_playwright

    from tests.chromium import CHROME_ARGS, CHROMIUM
    from tests.lab import KERNEL_READY, jupyter_lab, write_notebook

    PICTURES.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as folder, jupyter_lab(Path(folder)) as lab, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
        for name in names:
            notebook = f"{name}.ipynb"
            write_notebook(Path(folder) / notebook, [
                f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
                f"from tests.scenes import scene\nboard = scene({name!r}, 'middle')\nboard"])
            page = browser.new_page(viewport={"width": 1366, "height": 768})
            page.goto(f"{lab['url']}/lab/tree/{notebook}?token={lab['token']}")
            page.wait_for_function(KERNEL_READY, arg=notebook, timeout=60_000)
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
            page.locator(".bw-root svg.bw-svg").wait_for(timeout=60_000)
            for theme in ("JupyterLab Light", "JupyterLab Dark"):
                page.evaluate("(t) => window.jupyterapp.commands.execute('apputils:change-theme', "
                              "{theme: t})", theme)
                dark = theme.endswith("Dark")
                page.wait_for_function("(d) => document.body.dataset.jpThemeLight === String(!d)",
                                       arg=dark)
                page.wait_for_timeout(600)
                page.locator(".bw-root").scroll_into_view_if_needed()
                page.evaluate("() => document.querySelector('.bw-root').scrollIntoView({block: 'start'})")
                page.wait_for_timeout(200)
                path = PICTURES / f"{name}-{'dark' if dark else 'light'}.png"
                page.screenshot(path=str(path))
                written.append(str(path.relative_to(ROOT)))
            page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', "
                          "{theme: 'JupyterLab Light'})")
            page.close()
        browser.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", metavar="NAME", help="only this game (repeatable)")
    parser.add_argument("--turns", type=int, default=40, help="computer turns timed per game and level")
    parser.add_argument("--lab", action="store_true", help="also take pictures in JupyterLab")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    names = args.game or list(GAMES)
    report = {"turns": {}, "heights": {}, "pictures": []}
    print(f"The computer's turns at the default pace ({args.turns} per game and level):")
    print(f"  {'game':<16} {'level':<7} {'median s':>9} {'p95 s':>7} {'max s':>7} {'reply med/p95 s':>16}"
          f"  goal: p95 <= {TURN_GOAL} s")
    for name in names:
        for level in LEVELS:
            row = report["turns"].setdefault(name, {})[level] = bench_turns(name, level, args.turns, 1)
            replies = f"{row['reply_median_s']} / {row['reply_p95_s']}"
            print(f"  {name:<16} {level:<7} {row['turn_median_s']:>9} {row['turn_p95_s']:>7} "
                  f"{row['turn_max_s']:>7} {replies:>16}  {'met' if row['goal_met'] else 'NOT MET'}",
                  flush=True)
    report["heights"] = bench_heights(names)
    print(f"\nThe board in a 934-pixel cell of a 950 x {HEIGHT} page (light theme):")
    print(f"  {'game':<16} {'moment':<7} {'height':>7} {'needed':>7} {'frame':>10}  panels")
    for name, moments in report["heights"].items():
        for moment, row in moments.items():
            frame = "x".join(map(str, row["frame"]))
            print(f"  {name:<16} {moment:<7} {row['height']:>7} {row['needed']:>7} {frame:>10}  "
                  f"{'beside' if row['side'] else 'below'}")
    if args.lab:
        report["pictures"] = lab_pictures(names)
        print("\nPictures:", *report["pictures"], sep="\n  ")
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nFigures written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
