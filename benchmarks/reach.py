"""Can every move on offer be found and pressed, at every position of whole games, on every
device? The soak behind tests/test_reach.py (which samples positions): random games of every
game, every player count, several seeds, played to the end by people in every seat, each
position drawn by the widget's own board.js in chromium at 934 pixels on a 1366 x 768 laptop,
on a 768 x 1024 tablet and on a 390 x 844 phone (touch screens); for each move on offer on the
board: does its centre reach it, does at least half of its area, and is its press area at least
24 x 24 pixels (``tests/reach.py``)?

    python benchmarks/run.py --reach                       # every game, 2 seeds, to the end
    python benchmarks/run.py --reach --game bear_valley --seeds 5 --limit 300

The figures (moves checked, the smallest press area on each device, every failure) go to
``benchmarks/results/reach.json`` (or ``--output``); the exit status is 1 if a move failed.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.board_page import LIGHT, harness_address, host, launch  # noqa: E402
from tests.reach import DEVICES, PLAYERS, check, positions, problems  # noqa: E402

DEFAULT_OUTPUT = ROOT / "benchmarks" / "results" / "reach.json"


def soak(games: list[str], seeds: int, limit: int | None) -> dict:
    from playwright.sync_api import sync_playwright

    report: dict = {}
    with tempfile.TemporaryDirectory() as folder, harness_address(Path(folder)) as address, \
            sync_playwright() as playwright:
        browser = launch(playwright)
        pages = {}
        for name, device in DEVICES.items():
            context = browser.new_context(viewport=device["viewport"], has_touch=device["touch"],
                                          is_mobile=device["touch"], reduced_motion="reduce")
            page = context.new_page()
            page.goto(address)
            page.wait_for_function("window.ready === true")
            host(page, device["cell"], LIGHT)
            pages[name] = page
        for name in games:
            started = time.perf_counter()
            row = {"positions": 0, "moves_checked": 0, "smallest_px": {}, "failures": []}
            for players in PLAYERS[name]:
                for seed in range(seeds):
                    for moves, view, icons in positions(name, players, seed, limit):
                        row["positions"] += 1
                        for device, page in pages.items():
                            rows = check(page, view, icons)
                            row["moves_checked"] += len(rows)
                            for measured in rows:
                                side = min(measured["width"], measured["height"])
                                least = min(row["smallest_px"].get(device, side), side)
                                row["smallest_px"][device] = round(least, 1)
                            row["failures"] += [{"players": players, "seed": seed, "move": moves,
                                                 "device": device, **failed} for failed in problems(rows)]
            row["seconds"] = round(time.perf_counter() - started, 1)
            report[name] = row
            print(f"{name:16} {row['positions']:6,} positions {row['moves_checked']:8,} moves checked  "
                  f"smallest press area, px: {row['smallest_px']}  failures: {len(row['failures'])}  "
                  f"({row['seconds']} s)", flush=True)
        browser.close()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(PLAYERS),
                        help="only this game (repeatable)")
    parser.add_argument("--seeds", type=int, default=2, help="seeds a player count (default 2)")
    parser.add_argument("--limit", type=int, default=None, help="stop a game after this many moves")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    report = soak(args.game or sorted(PLAYERS), args.seeds, args.limit)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    when = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    args.output.write_text(json.dumps({"when": when, "games": report}, indent=1) + "\n")
    print(f"Figures written to {args.output}")
    return 1 if any(row["failures"] for row in report.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
