"""Smoke test of the benchmark script: it runs, and it covers every registered game.

No timing is asserted here: speed is measured (and judged against its goals)
by ``python benchmarks/run.py`` itself.
"""
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import boardwidgets as bw

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "run.py"


@pytest.mark.timeout(300)
def test_quick_benchmark_runs_every_game(tmp_path):
    output = tmp_path / "latest.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--output", str(output)],
                          cwd=ROOT, capture_output=True, text=True, timeout=280, check=False)
    assert done.returncode == 0, f"benchmark failed:\n{done.stdout}\n{done.stderr}"

    names = [info.name for info in bw.games()]
    assert names, "no game is registered"
    for name in names:
        # a table row: the game's name followed by figures (not an ERROR line)
        row = re.search(rf"^{re.escape(name)}\s+[\d,]+\s", done.stdout, re.MULTILINE)
        assert row, f"no table row for {name!r} in:\n{done.stdout}"
    assert "Goals for nanga_parbat" in done.stdout

    report = json.loads(output.read_text())
    assert [row["game"] for row in report["games"]] == names
    for row in report["games"]:
        assert "error" not in row, row
        for key in ("actions_per_s", "games_per_s", "click_median_ms", "click_p95_ms",
                    "view_median_bytes", "view_max_bytes"):
            assert row[key] > 0, (row["game"], key, row[key])


@pytest.mark.browser
@pytest.mark.timeout(300)
def test_the_drawing_benchmark_runs(tmp_path):
    """``--redraw --no-lab`` for one game and two clicks: the drawing at 1x and 4x, the JSON costs."""
    from tests.chromium import require_browser

    require_browser()
    output = tmp_path / "redraw.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--redraw", "--no-lab", "--game", "nanga_parbat",
                           "--clicks", "2", "--output", str(output)],
                          cwd=ROOT, capture_output=True, text=True, timeout=280, check=False)
    assert done.returncode == 0, f"benchmark failed:\n{done.stdout}\n{done.stderr}"
    report = json.loads(output.read_text())
    for rate in ("1x", "4x"):
        row = report["draw"]["nanga_parbat"][rate]
        assert row["n"] >= 2 and 0 < row["median_ms"] <= row["p95_ms"], row
    assert report["json"]["nanga_parbat"]["bytes"] > 0


@pytest.mark.browser
@pytest.mark.timeout(300)
def test_the_long_log_benchmark_runs(tmp_path):
    """``--log`` with two short logs and one run: each drawn whole, its figures written."""
    from tests.chromium import require_browser

    require_browser()
    output = tmp_path / "log.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--log", "--lines", "100,2500", "--runs", "1",
                           "--output", str(output)],
                          cwd=ROOT, capture_output=True, text=True, timeout=280, check=False)
    assert done.returncode == 0, f"benchmark failed:\n{done.stdout}\n{done.stderr}"
    rows = json.loads(output.read_text())["draw"]["1x"]
    assert rows["100"]["lines"] == 100 and rows["2500"]["lines"] >= 2500, rows
    for row in rows.values():
        assert 0 < row["median_ms"] <= row["whole_median_ms"], row


@pytest.mark.timeout(300)
def test_the_room_benchmark_runs(tmp_path):
    """``--room`` with two tables and a few moves: every page takes its seat, sees every move, and
    the server's figures are written."""
    output = tmp_path / "room.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--room", "--tables", "2", "--moves", "20",
                           "--output", str(output)],
                          cwd=ROOT, capture_output=True, text=True, timeout=280, check=False)
    assert done.returncode == 0, f"benchmark failed:\n{done.stdout}\n{done.stderr}"
    row = json.loads(output.read_text())["room"]
    assert row["errors"] == 0 and row["moves"] >= 20 and row["server_cpu_ms_per_move"] > 0, row
