"""Speed and size benchmark for every registered game.

Run from the repository root::

    python benchmarks/run.py            # full run, about 7 s per game
    python benchmarks/run.py --quick    # a smoke run, about 3 s per game
    python benchmarks/run.py --site     # the classroom site instead (benchmarks/classroom.py)
    python benchmarks/run.py --boards   # the boards a class sees instead (benchmarks/boards.py)
    python benchmarks/run.py --room     # a room of 8 tables under load instead (benchmarks/room.py)
    python benchmarks/run.py --class-lesson   # 30 pupils in a lesson at once (benchmarks/class_lesson.py)
    python benchmarks/run.py --reach    # every move on offer pressable, 3 devices (benchmarks/reach.py)
    python benchmarks/run.py --redraw   # a board's drawing and a click's answer (benchmarks/redraw.py)
    python benchmarks/run.py --log      # a long log drawn at once (benchmarks/redraw.py --log)

For each game in ``bw.games()`` (so new games join automatically), with its
default configuration, it measures:

- random actions per second: a Random agent chooses from ``legal_actions()``
  and the state ``apply``s it (new games are dealt outside the clock);
- full random games per second: setup plus a whole random game;
- click to view: the time ``BoardWidget.handle_message({"type": "act", ...})``
  takes to turn one click on a target into the next published view
  (median and 95th percentile in ms; no kernel, so no wire time);
- the view's size: ``len(json.dumps(state.view(log_from=n)))`` over the states
  of random games (median and max, in bytes), where ``n`` is the length of the
  log before the latest move: the board sends each log line once, so this is
  what a move sends; the view with the whole log is reported too, and the size
  of the icons' paths, which a board sends once rather than with every view;
- the computer's thinking: the time of one MCTS(1000) decision and its
  iterations per second, and the median time of a whole turn at "hard";
- ``bw.simulate`` throughput (random games per second) with one worker and
  with two processes, and the speed-up between them.

It prints a table, checks the goals listed in GOALS, and writes every figure
to ``benchmarks/results/latest.json`` (or ``--output``). The exit code is 0
unless a game failed to run (an exception, or a target the widget refused);
goals that are not met are reported but only fail the run with ``--strict``.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import math
import os
import platform
import random
import statistics
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
try:
    import boardwidgets as bw
except ImportError:  # not installed: use the checkout this script lives in
    sys.path.insert(0, str(ROOT))
    import boardwidgets as bw

from boardwidgets.icons import icon_path  # noqa: E402

DEFAULT_OUTPUT = ROOT / "benchmarks" / "results" / "latest.json"

#: per-game goals: figure name -> (comparison, threshold, unit)
GOALS: dict[str, dict[str, tuple[str, float, str]]] = {
    "nanga_parbat": {
        "actions_per_s": (">=", 10_000, "actions/s"),
        "click_median_ms": ("<", 10.0, "ms"),
        "view_max_bytes": ("<", 60_000, "bytes"),  # as sent after a move: new log lines only
        "mcts_1000_move_s": ("<", 1.0, "s"),
        "hard_turn_median_s": ("<", 1.5, "s"),
        "simulate_speedup": (">=", 1.8, "x"),
    },
    "bear_valley": {
        "actions_per_s": (">=", 10_000, "actions/s"),
        "click_large_median_ms": ("<", 15.0, "ms"),
        "view_max_bytes": ("<", 100_000, "bytes"),
    },
    "fireball_island": {
        "actions_per_s": (">=", 10_000, "actions/s"),
        "click_median_ms": ("<", 15.0, "ms"),
        "view_max_bytes": ("<", 100_000, "bytes"),
    },
    "lost_valley": {
        "actions_per_s": (">=", 10_000, "actions/s"),
        "click_median_ms": ("<", 15.0, "ms"),
        "view_max_bytes": ("<", 100_000, "bytes"),
    },
    "maple_valley": {
        "actions_per_s": (">=", 10_000, "actions/s"),
        "click_median_ms": ("<", 15.0, "ms"),
        "view_max_bytes": ("<", 120_000, "bytes"),
    },
}

#: the configuration each game is measured in (default: the game's defaults)
CONFIGS: dict[str, dict] = {
    "bear_valley": {"players": 3, "variant": "advanced"},
    "fireball_island": {"players": 3},
    "lost_valley": {"players": 3},
    "maple_valley": {"players": 3},
}
#: games whose random games are long (Fireball Island's random walkers take thousands of
#: actions to reach the jewel and the Dock; Lost Valley's wait for the ice) simulate fewer games
SIMULATED_GAMES = {"fireball_island": 0.05, "lost_valley": 0.1}

#: games whose board grows during play: the click-to-view time is also measured on
#: positions where this holds (Bear Valley: a map of at least 60 cards)
LARGE_POSITIONS = {
    "bear_valley": ("a map of 60 cards", lambda state: len(state.cards) >= 60),
}

#: seconds spent on each measurement, per game
BUDGETS = {
    "full": {"random": 3.0, "clicks": 2.0, "views": 1.5, "max_clicks": 3000, "max_views": 1500,
             "final_views": 5, "hard_turns": 30, "simulated_games": 600, "repeats": 5},
    "quick": {"random": 0.3, "clicks": 0.3, "views": 0.2, "max_clicks": 200, "max_views": 100,
              "final_views": 1, "hard_turns": 1, "simulated_games": 10, "repeats": 1},
}
#: a random game longer than this is abandoned (and counted) rather than run forever
MAX_ACTIONS_PER_GAME = 100_000


class BenchmarkFailure(Exception):
    """The game or widget misbehaved while being measured (not a speed problem)."""


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of ``values`` (``fraction`` between 0 and 1)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def bench_random(game, budget: float, seed: int) -> dict:
    """Random agent games until ``budget`` seconds have passed."""
    agent = bw.agents.Random(seed=seed)
    actions = games = unfinished = 0
    play_time = total_time = 0.0
    game_seed = seed
    deadline = time.perf_counter() + budget
    while time.perf_counter() < deadline or games + unfinished == 0:
        start = time.perf_counter()
        state = game.new_game(seed=game_seed)
        game_seed += 1
        dealt = time.perf_counter()
        steps = 0
        while not state.is_over and steps < MAX_ACTIONS_PER_GAME:
            state = state.apply(agent.choose(state))
            steps += 1
        end = time.perf_counter()
        actions += steps
        play_time += end - dealt
        total_time += end - start
        if state.is_over:
            games += 1
        else:
            unfinished += 1
    return {
        "actions": actions,
        "actions_per_s": actions / play_time if play_time else float("nan"),
        "games": games,
        "unfinished_games": unfinished,
        "games_per_s": games / total_time if total_time else float("nan"),
        "actions_per_game": actions / (games + unfinished),
    }


def bench_clicks(game, budget: float, limit: int, seed: int) -> dict:
    """Click random targets on a BoardWidget (every seat by hand) and time each answer."""
    rng = random.Random(seed)
    widget = bw.BoardWidget(bw.Match(game, seed=seed), hot_seat=False)  # no screen to pass
    timings: list[float] = []
    new_games = 0
    deadline = time.perf_counter() + budget
    while len(timings) < limit and (time.perf_counter() < deadline or len(timings) < 20):
        view = widget.view
        if widget.state.is_over or not view["targets"]:
            if not widget.state.is_over:
                raise BenchmarkFailure(f"the game is not over but the view offers no target "
                                       f"(status: {view.get('status')!r})")
            widget.new_game()
            new_games += 1
            continue
        target = rng.choice(view["targets"])
        message = {"type": "act", "target": target["id"], "seq": view["seq"]}
        moves = len(widget.match.history)
        start = time.perf_counter()
        widget.handle_message(message)
        timings.append(time.perf_counter() - start)
        if widget.view.get("error") or len(widget.match.history) <= moves:
            raise BenchmarkFailure(f"the widget did not play target {target['id']!r} "
                                   f"({target.get('label')!r}): {widget.view.get('error')!r}")
    millis = [t * 1000 for t in timings]
    return {
        "clicks": len(millis),
        "click_new_games": new_games,
        "click_median_ms": statistics.median(millis),
        "click_p95_ms": percentile(millis, 0.95),
        "click_max_ms": max(millis),
    }


def bench_large_clicks(game, wanted, budget: float, limit: int, seed: int) -> dict:
    """Click random targets, as ``bench_clicks`` does, but only on positions where
    ``wanted(state)`` holds: random games are played until such a position appears, and
    the clicking goes on from it until the game ends, then starts from another."""
    rng = random.Random(seed)
    agent = bw.agents.Random(seed=seed)
    timings: list[float] = []
    game_seed = seed + 2000
    deadline = time.perf_counter() + budget
    while len(timings) < limit and (time.perf_counter() < deadline or len(timings) < 20):
        state = game.new_game(seed=game_seed)
        game_seed += 1
        while not state.is_over and not wanted(state):
            state = state.apply(agent.choose(state))
        if state.is_over:
            continue
        widget = bw.BoardWidget(bw.Match(game, state=state), hot_seat=False)
        while not widget.state.is_over and len(timings) < limit:
            view = widget.view
            target = rng.choice(view["targets"])
            start = time.perf_counter()
            widget.handle_message({"type": "act", "target": target["id"], "seq": view["seq"]})
            timings.append(time.perf_counter() - start)
            if widget.view.get("error"):
                raise BenchmarkFailure(f"the widget did not play target {target['id']!r}: "
                                       f"{widget.view.get('error')!r}")
    millis = [t * 1000 for t in timings]
    return {"click_large_clicks": len(millis), "click_large_median_ms": statistics.median(millis),
            "click_large_p95_ms": percentile(millis, 0.95)}


def bench_views(game, budget: float, limit: int, seed: int, final_views: int = 5) -> dict:
    """The JSON size of the view over every state of random games: as the board sends it
    after a move (the board part, and the log lines the move wrote), and whole (with the
    whole log, as a page drawn after the game began gets it once)."""
    agent = bw.agents.Random(seed=seed + 1)
    sizes: list[int] = []
    wholes: list[int] = []
    encode: list[float] = []
    game_seed = seed + 1000
    deadline = time.perf_counter() + budget
    while len(sizes) < limit and (time.perf_counter() < deadline or not sizes):
        state = game.new_game(seed=game_seed)
        game_seed += 1
        steps, held = 0, 0
        while len(sizes) < limit and steps < MAX_ACTIONS_PER_GAME:
            start = time.perf_counter()
            text = json.dumps(state.view(log_from=held))
            encode.append(time.perf_counter() - start)
            sizes.append(len(text.encode("utf-8")))
            aside = time.perf_counter()  # measured off the clock, so the sample stays as long
            wholes.append(len(json.dumps(state.view()).encode("utf-8")))
            deadline += time.perf_counter() - aside
            if state.is_over or time.perf_counter() > deadline:
                break
            held = len(state.log)
            state = state.apply(agent.choose(state))
            steps += 1
    # the samples above stop at the budget, often before a long game's end, where the log is
    # longest: the last positions of ``final_views`` whole games are measured too
    finals, final_wholes = [], []
    for offset in range(final_views):
        state = game.new_game(seed=seed + 3000 + offset)
        last = state
        while not state.is_over:
            last, state = state, state.apply(agent.choose(state))
        finals.append(len(json.dumps(state.view(log_from=len(last.log))).encode("utf-8")))
        final_wholes.append(len(json.dumps(state.view()).encode("utf-8")))
    icons = json.dumps({name: icon_path(name) for name in game.icons})
    return {
        "views": len(sizes),
        "view_final_max_bytes": max(finals),
        "view_whole_max_bytes": max(wholes),
        "view_final_whole_max_bytes": max(final_wholes),
        "icons_bytes": len(icons.encode("utf-8")),  # sent once per board, not with each view
        "view_median_bytes": int(statistics.median(sizes)),
        "view_max_bytes": max(sizes),
        "view_json_median_ms": statistics.median(encode) * 1000,
    }


def bench_agents(game, turns: int, seed: int) -> dict:
    """The computer's thinking time: one MCTS(1000) decision, and whole turns at "hard".

    MCTS spends its budget per turn; the first decision of a turn gets half of
    it, so ``mcts_1000_move_s`` is the time of a first decision and
    ``mcts_iterations_per_s`` the search speed it shows. A "hard" turn is
    timed from its first decision to its last, against a random opponent.
    """
    state = game.new_game(seed=seed)
    while len(state.legal_actions()) < 2:
        state = state.apply(state.legal_actions()[0])
    mcts = bw.agents.MCTS(iterations=1000, seed=seed)
    start = time.perf_counter()
    mcts.choose(state)
    move = time.perf_counter() - start
    hard_seat, timings, game_seed = 0, [], seed
    while len(timings) < turns:
        hard, other = bw.agents.by_name("hard", seed=game_seed), bw.agents.Random(seed=game_seed)
        state, spent = game.new_game(seed=game_seed), None
        game_seed += 1
        while not state.is_over and len(timings) < turns:
            if state.to_move != hard_seat:
                if spent is not None:
                    timings.append(spent)
                    spent = None
                state = state.apply(other.choose(state))
                continue
            start = time.perf_counter()
            action = hard.choose(state)
            spent = (spent or 0.0) + time.perf_counter() - start
            state = state.apply(action)
    return {"mcts_1000_move_s": move, "mcts_iterations_per_s": mcts._spent / move,
            "hard_turn_median_s": statistics.median(timings), "hard_turn_max_s": max(timings)}


def _spin(_=None) -> float:
    """A second or so of pure-Python work, timed where it runs."""
    start, total = time.perf_counter(), 0
    for i in range(4_000_000):
        total += i
    return time.perf_counter() - start


def machine_parallel_speedup(repeats: int) -> float:
    """How much faster this machine does two pieces of pure-Python work in two processes
    than one after the other: the ceiling for any two-worker speed-up measured here."""
    import multiprocessing

    alone = min(_spin() for _ in range(repeats))
    with multiprocessing.get_context("fork").Pool(2) as pool:
        together = min(max(pool.map(_spin, range(2))) for _ in range(repeats))
    return 2 * alone / together


def bench_simulate(game, games: int, seed: int, repeats: int = 3) -> dict:
    """``bw.simulate`` throughput of random games with one worker and with two processes.

    The two are run in pairs, one right after the other, ``repeats`` times. On a
    shared 2-core machine the speed of a single run varies by a third from one
    minute to the next, so the speed-up is the median of the pairs' ratios (each
    pair sees the same neighbours) and each throughput the best of its runs.
    """
    spent: dict[int, list[float]] = {1: [], 2: []}
    for _ in range(repeats):
        for workers in spent:
            start = time.perf_counter()
            bw.simulate(game, ["random"] * game.players, games=games, seed=seed, workers=workers,
                        progress=False)
            spent[workers].append(time.perf_counter() - start)
    figures = {f"simulate_{workers}_games_per_s": games / min(times) for workers, times in spent.items()}
    figures["machine_parallel_speedup"] = machine_parallel_speedup(repeats)
    pairs = zip(spent[1], spent[2], strict=True)
    figures["simulate_speedup"] = statistics.median(one / two for one, two in pairs)
    return figures


def run_game(info, budgets: dict, seed: int) -> dict:
    game = bw.load_game(info.name, **CONFIGS.get(info.name, {}))
    figures = {"game": info.name, "config": dict(getattr(game, "config", {}) or {})}
    figures.update(bench_random(game, budgets["random"], seed))
    figures.update(bench_clicks(game, budgets["clicks"], budgets["max_clicks"], seed))
    if info.name in LARGE_POSITIONS:
        figures["large_position"], wanted = LARGE_POSITIONS[info.name]
        figures.update(bench_large_clicks(game, wanted, budgets["clicks"], budgets["max_clicks"], seed))
    figures.update(bench_views(game, budgets["views"], budgets["max_views"], seed, budgets["final_views"]))
    figures.update(bench_agents(game, budgets["hard_turns"], seed))
    simulated = max(2, round(budgets["simulated_games"] * SIMULATED_GAMES.get(info.name, 1)))
    figures.update(bench_simulate(game, simulated, seed, budgets["repeats"]))
    return figures


def check_goals(name: str, figures: dict) -> list[dict]:
    checks = []
    for key, (op, threshold, unit) in GOALS.get(name, {}).items():
        value = figures.get(key)
        met = value is not None and (value >= threshold if op == ">=" else value < threshold)
        checks.append({"figure": key, "goal": f"{op} {threshold:,} {unit}", "value": value,
                       "met": bool(met)})
    return checks


COLUMNS = [  # header, key, format
    ("game", "game", "{}"),
    ("actions/s", "actions_per_s", "{:,.0f}"),
    ("games/s", "games_per_s", "{:,.1f}"),
    ("actions/game", "actions_per_game", "{:,.0f}"),
    ("click med ms", "click_median_ms", "{:.2f}"),
    ("click p95 ms", "click_p95_ms", "{:.2f}"),
    ("click large med ms", "click_large_median_ms", "{:.2f}"),
    ("view med B", "view_median_bytes", "{:,}"),
    ("view max B", "view_max_bytes", "{:,}"),
    ("icons B", "icons_bytes", "{:,}"),
    ("MCTS it/s", "mcts_iterations_per_s", "{:,.0f}"),
    ("hard turn s", "hard_turn_median_s", "{:.2f}"),
    ("sim 1w g/s", "simulate_1_games_per_s", "{:,.0f}"),
    ("sim 2w g/s", "simulate_2_games_per_s", "{:,.0f}"),
]


def format_table(rows: list[dict]) -> str:
    """One line per game; a game that failed gets its error message instead of figures."""
    header = [title for title, _, _ in COLUMNS]
    lines = [[fmt.format(row[key]) if key in row else "-" for _, key, fmt in COLUMNS]
             for row in rows if "error" not in row]
    widths = [max(len(line[i]) for line in [header, *lines]) for i in range(len(COLUMNS))]
    widths[0] = max([widths[0]] + [len(row["game"]) for row in rows])

    def join(line):
        return "  ".join(cell.ljust(widths[0]) if i == 0 else cell.rjust(widths[i])
                         for i, cell in enumerate(line))

    out = [join(header), "  ".join("-" * w for w in widths)]
    figures = iter(lines)
    for row in rows:
        if "error" in row:
            out.append(f"{row['game'].ljust(widths[0])}  ERROR: {row['error']}")
        else:
            out.append(join(next(figures)))
    return "\n".join(out)


def format_value(value) -> str:
    if isinstance(value, float):
        return f"{value:,.2f}" if value < 100 else f"{value:,.0f}"
    return f"{value:,}" if isinstance(value, int) else str(value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="short budgets (a smoke test, figures are rough)")
    parser.add_argument("--game", action="append", metavar="NAME",
                        help="only this game (repeatable); default: every registered game")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help=f"where to write the JSON figures (default {DEFAULT_OUTPUT})")
    parser.add_argument("--strict", action="store_true",
                        help="exit with status 1 when a goal is not met")
    parser.add_argument("--site", action="store_true",
                        help="measure the classroom site instead (benchmarks/classroom.py)")
    parser.add_argument("--boards", action="store_true",
                        help="measure the boards a class sees instead (benchmarks/boards.py); "
                             "add --lab for pictures in JupyterLab")
    parser.add_argument("--lab", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--room", action="store_true",
                        help="load a room of 8 tables instead (benchmarks/room.py; its own options, "
                             "such as --moves and --seconds, are passed on)")
    parser.add_argument("--class-lesson", action="store_true",
                        help="30 pupils solving a lesson's levels at once instead (benchmarks/"
                             "class_lesson.py; its own options, such as --pupils, --levels and --think, "
                             "are passed on)")
    parser.add_argument("--redraw", action="store_true",
                        help="measure the board's drawing and a click's answer instead "
                             "(benchmarks/redraw.py; --no-lab and --board-js are passed on)")
    parser.add_argument("--log", action="store_true",
                        help="measure the drawing of a long log at once instead (benchmarks/redraw.py "
                             "--log; --board-js, --board-css, --lines, --runs and --rates are passed on)")
    parser.add_argument("--reach", action="store_true",
                        help="check that every move on offer can be pressed, at every position of whole "
                             "games, on a laptop, a tablet and a phone, instead (benchmarks/reach.py; "
                             "--seeds and --limit are passed on)")
    args, extra = parser.parse_known_args(argv)
    if args.reach:
        import reach  # beside this script

        return reach.main([*(f"--game={name}" for name in args.game or ()), *extra,
                           *([] if args.output == DEFAULT_OUTPUT else ["--output", str(args.output)])])
    if args.log:
        import redraw  # beside this script

        return redraw.main(["--log", *extra,
                            *([] if args.output == DEFAULT_OUTPUT else ["--output", str(args.output)])])
    if args.redraw:
        import redraw  # beside this script

        return redraw.main([*(f"--game={name}" for name in args.game or ()), *extra,
                            *([] if args.output == DEFAULT_OUTPUT else ["--output", str(args.output)])])
    if extra and not (args.room or args.class_lesson):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.class_lesson:
        import class_lesson  # beside this script

        forwarded = [*(f"--game={name}" for name in (args.game or [])[:1]), f"--seed={args.seed}",
                     *(["--pupils=10", "--levels=3"] if args.quick else []), *extra,
                     *([] if args.output == DEFAULT_OUTPUT else ["--output", str(args.output)])]
        return class_lesson.main(forwarded)
    if args.room:
        import room  # beside this script

        forwarded = [*(f"--game={name}" for name in (args.game or [])[:1]), f"--seed={args.seed}",
                     *(["--moves=300", "--seconds=10"] if args.quick else []), *extra,
                     *([] if args.output == DEFAULT_OUTPUT else ["--output", str(args.output)])]
        return room.main(forwarded)
    if args.boards:
        import boards  # beside this script

        forwarded = [*(["--lab"] if args.lab else []),
                     *(f"--game={name}" for name in args.game or ()),
                     *([] if args.output == DEFAULT_OUTPUT else ["--output", str(args.output)])]
        return boards.main(forwarded)
    if args.site:
        import classroom  # beside this script

        return classroom.main([] if args.output == DEFAULT_OUTPUT else ["--output", str(args.output)])

    mode = "quick" if args.quick else "full"
    infos = bw.games()
    if args.game:
        known = {info.name for info in infos}
        unknown = [name for name in args.game if name not in known]
        if unknown:
            parser.error(f"unknown game(s) {unknown}; registered: {sorted(known)}")
        infos = [info for info in infos if info.name in args.game]

    started = time.perf_counter()
    print(f"boardwidgets {bw.__version__} benchmark ({mode}), Python {platform.python_version()}, "
          f"{os.cpu_count()} CPUs, {len(infos)} game(s)", flush=True)
    rows, failed = [], False
    for info in infos:
        print(f"  measuring {info.name}...", flush=True)
        try:
            rows.append(run_game(info, BUDGETS[mode], args.seed))
        except Exception as exc:  # noqa: BLE001  (report it, go on with the other games)
            failed = True
            traceback.print_exc()
            rows.append({"game": info.name, "error": f"{type(exc).__name__}: {exc}"})
    print()
    print(format_table(rows))

    goals, unmet = {}, False
    for row in rows:
        if "error" in row or row["game"] not in GOALS:
            continue
        checks = goals[row["game"]] = check_goals(row["game"], row)
        print(f"\nGoals for {row['game']}:")
        for check in checks:
            unmet |= not check["met"]
            print(f"  {check['figure']:<18} {check['goal']:<22} measured "
                  f"{format_value(check['value']):>10}   {'met' if check['met'] else 'NOT MET'}")
    for row in rows:
        if row.get("unfinished_games"):
            print(f"\nNote: {row['game']}: {row['unfinished_games']} random game(s) did not end "
                  f"within {MAX_ACTIONS_PER_GAME:,} actions.")

    elapsed = time.perf_counter() - started
    report = {
        "when": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "mode": mode,
        "seconds": round(elapsed, 2),
        "machine": {"python": platform.python_version(), "implementation":
                    platform.python_implementation(), "platform": platform.platform(),
                    "cpus": os.cpu_count()},
        "version": bw.__version__,
        "games": rows,
        "goals": goals,
    }
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\n{len(rows)} game(s) in {elapsed:.1f} s; figures written to {args.output}")
    if failed:
        print("FAILED: at least one game could not be benchmarked (see above).", file=sys.stderr)
        return 1
    if unmet and args.strict:
        print("Some goals are not met (--strict).", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
