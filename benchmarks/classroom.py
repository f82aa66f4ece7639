"""The classroom site's figures: its build, its size, and the library's speed in the browser.

Run from the repository root (chromium and Playwright needed, as for the tests)::

    python benchmarks/run.py --site

It builds the site twice (without and with the docs; the first build of a
machine also fills ``.cache/classroom``, so run it twice for warm figures),
serves it on 127.0.0.1 and opens it in chromium with no other host reachable.
There it measures how long the landing notebook takes until its Python is
ready and until ``import boardwidgets`` is done, then runs ``run.py``'s own
``bench_random`` and ``bench_clicks`` for each game inside the browser's Python
and on this machine's, so the two columns compare like with like; and it times
Run All Cells of Start here and of each tutorial. The figures go to
``benchmarks/results/site.json`` (or ``--output``).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUN = Path(__file__).with_name("run.py")
DEFAULT_OUTPUT = ROOT / "benchmarks" / "results" / "site.json"
TUTORIALS = ["00_start_here", "nanga_parbat", "bear_valley", "fireball_island", "lost_valley",
             "maple_valley"]
#: seconds of random play and of clicking per game, in each Python
BUDGET = 2.0

#: run in the browser's Python and in this one: run.py's measuring functions, on every game
MEASURE = """
import json
namespace = {"__name__": "benchmark", "__file__": "/benchmarks/run.py"}
exec(compile(SOURCE, "run.py", "exec"), namespace)
figures = {}
for info in namespace["bw"].games():
    game = namespace["bw"].load_game(info.name, **namespace["CONFIGS"].get(info.name, {}))
    figures[info.name] = {**namespace["bench_random"](game, BUDGET, 0),
                          **namespace["bench_clicks"](game, BUDGET, 3000, 0)}
print(json.dumps(figures))
"""


def build(folder: Path, docs: bool) -> dict:
    command = [sys.executable, str(ROOT / "scripts" / "build_site.py"), str(folder)]
    started = time.perf_counter()
    subprocess.run(command if docs else [*command, "--no-docs"], cwd=ROOT, check=True,
                   capture_output=True, text=True)
    seconds = time.perf_counter() - started
    size = sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())
    return {"seconds": round(seconds, 1), "megabytes": round(size / 1e6, 1)}


def measure_code() -> str:
    return f"SOURCE = {RUN.read_text()!r}\nBUDGET = {BUDGET!r}\n{MEASURE}"


def on_the_desktop() -> dict:
    """The same measurements in this Python, for comparison."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(measure_code(), {})
    return json.loads(printed.getvalue())


def in_the_browser(folder: Path) -> dict:
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    from tests.chromium import CHROME_ARGS, CHROMIUM, OFFLINE, Classroom, served

    figures: dict = {"notebooks": {}}
    with served(folder) as address, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[*CHROME_ARGS, OFFLINE])
        room = Classroom(browser, {"here": address, "laptop": address})
        print("  the landing notebook, and each game's speed in the browser...", flush=True)
        started = time.perf_counter()
        room.open("classroom.ipynb", timeout=300)
        figures["kernel_ready_s"] = round(time.perf_counter() - started, 1)
        started = time.perf_counter()
        room.python("import boardwidgets")
        figures["import_boardwidgets_s"] = round(time.perf_counter() - started, 1)
        figures["games"] = json.loads(room.python(measure_code()))
        room.close()
        for name in TUTORIALS:
            print(f"  Run All Cells of {name}.ipynb...", flush=True)
            room = Classroom(browser, {"here": address, "laptop": address})
            room.open(f"{name}.ipynb", timeout=300)
            started = time.perf_counter()
            report = room.run_all(timeout=1800)
            figures["notebooks"][name] = {"seconds": round(time.perf_counter() - started, 1),
                                          "errors": len(report["errors"])}
            room.close()
            if room.outside:
                raise RuntimeError(f"the site asked for other hosts: {room.outside}")
        browser.close()
    return figures


def report(figures: dict) -> str:
    lines = [f"build without docs: {figures['build']['seconds']} s, {figures['build']['megabytes']} MB; "
             f"with docs: {figures['build_docs']['seconds']} s, {figures['build_docs']['megabytes']} MB",
             f"in the browser: Python ready {figures['browser']['kernel_ready_s']} s after the page "
             f"opens, import boardwidgets {figures['browser']['import_boardwidgets_s']} s", "",
             f"{'game':<16}{'actions/s here':>16}{'in browser':>12}{'ratio':>8}"
             f"{'click ms here':>15}{'in browser':>12}"]
    for name, here in figures["desktop"].items():
        there = figures["browser"]["games"][name]
        lines.append(f"{name:<16}{here['actions_per_s']:>16,.0f}{there['actions_per_s']:>12,.0f}"
                     f"{here['actions_per_s'] / there['actions_per_s']:>7.1f}x"
                     f"{here['click_median_ms']:>15.2f}{there['click_median_ms']:>12.2f}")
    lines.append("")
    for name, run in figures["browser"]["notebooks"].items():
        lines.append(f"Run All Cells, {name}.ipynb: {run['seconds']} s"
                     + (f" ({run['errors']} errors)" if run["errors"] else ""))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help=f"where to write the JSON figures (default {DEFAULT_OUTPUT})")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        print("Building the site without and with the docs...", flush=True)
        figures = {"build": build(Path(scratch) / "plain", docs=False)}
        figures["build_docs"] = build(Path(scratch) / "with_docs", docs=True)
        print("Measuring each game here...", flush=True)
        figures["desktop"] = on_the_desktop()
        print("... and in the browser:", flush=True)
        figures["browser"] = in_the_browser(Path(scratch) / "plain")
    print(report(figures))
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(figures, indent=1) + "\n")
    print(f"\nwritten to {args.output}")
    return 0 if not any(run["errors"] for run in figures["browser"]["notebooks"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
