"""The documentation site builds with warnings treated as errors, tutorials included.

The build copies whatever notebooks are in ``notebooks/`` into the site (see
``docs/conf.py``), so a tutorial that breaks the site fails here.
"""
from __future__ import annotations

import pathlib
import subprocess
import sys
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
NOTEBOOKS = ROOT / "notebooks"
PAGES = ("index.html", "api.html", "view_schema.html", "adding_a_game.html",
         "architecture.html", "games/nanga_parbat.html", "games/bear_valley.html",
         "games/fireball_island.html", "games/lost_valley.html", "games/maple_valley.html",
         "tutorials/index.html", "classroom.html", "playing_together.html",
         "opponents.html", "simulation.html", "learning.html", "credits.html")
BUILD_LIMIT = 120  # seconds; the build takes about 10 (it executes no notebook)

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> pathlib.Path:
    out = tmp_path_factory.mktemp("docs") / "html"
    command = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-b", "html",
               str(DOCS), str(out)]
    started = time.perf_counter()
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    elapsed = time.perf_counter() - started
    if proc.returncode != 0:
        print(proc.stdout[-20_000:])
        print(proc.stderr[-20_000:])
        pytest.fail(f"the docs build failed (exit code {proc.returncode}); its output is above",
                    pytrace=False)
    assert elapsed < BUILD_LIMIT, f"the docs build took {elapsed:.0f} s"
    return out


def test_the_site_builds_without_warnings_and_has_its_pages(site):
    missing = [page for page in PAGES if not (site / page).is_file()]
    assert not missing, f"pages missing from the site: {missing}"
    for picture in ("nanga_parbat.svg", "board_dark.png"):
        assert (site / "_static" / picture).is_file()
        assert picture in (site / "index.html").read_text(encoding="utf-8")
    assert "nanga_parbat.svg" in (site / "games" / "nanga_parbat.html").read_text(encoding="utf-8")


def test_every_notebook_has_a_tutorial_page(site):
    notebooks = sorted(NOTEBOOKS.glob("*.ipynb"))
    if not notebooks:
        pytest.skip("notebooks/ has no tutorial yet")
    missing = [nb.name for nb in notebooks if not (site / "tutorials" / f"{nb.stem}.html").is_file()]
    assert not missing, f"notebooks without a tutorial page: {missing}"
    index = (site / "tutorials" / "index.html").read_text(encoding="utf-8")
    for nb in notebooks:
        assert f'href="{nb.stem}.html"' in index, f"{nb.name} is not listed on the tutorials page"


def test_the_api_page_documents_the_public_names(site):
    api = (site / "api.html").read_text(encoding="utf-8")
    for name in ("boardwidgets.games", "boardwidgets.load_game", "boardwidgets.Game",
                 "boardwidgets.GameInfo", "boardwidgets.State", "boardwidgets.Action",
                 "boardwidgets.Match", "boardwidgets.IllegalAction", "boardwidgets.GameConfigError",
                 "boardwidgets.SaveFormatError", "boardwidgets.BoardWidget", "boardwidgets.play",
                 "boardwidgets.agents.Random", "boardwidgets.agents.MCTS",
                 "boardwidgets.plots.board_figure", "boardwidgets.plots.board_figure_widget",
                 "boardwidgets.plots.BoardFigureWidget", "boardwidgets.plots.score_timeline",
                 "boardwidgets.plots.outcomes_figure", "boardwidgets.plots.to_svg",
                 "boardwidgets.svg.view_to_svg", "boardwidgets.icons.icon_path"):
        assert f'id="{name}"' in api, f"{name} is not documented on the API page"


def test_the_example_game_in_the_docs_runs():
    """docs/examples/pebbles.py is shown in full on "Adding a game": keep it working.
    It runs in its own process so that its game does not join this process's registry."""
    proc = subprocess.run([sys.executable, str(DOCS / "examples" / "pebbles.py")], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "took the last stone" in proc.stdout
