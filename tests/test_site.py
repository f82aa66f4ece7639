"""The classroom site: built by ``scripts/build_site.py``, played in chromium with no network.

The module builds the site once (the Pyodide runtime and the wheels come from
the npm registry and PyPI, or from ``.cache/classroom`` after a first build),
with the documentation in it, whose pages are checked here too (one Sphinx
build, with warnings as errors, serves both); serves it from 127.0.0.1, and
opens it in Debian's chromium as a pupil would,
with every other host unreachable twice over: the browser resolves no name but
127.0.0.1 (and ``classroom.test``, below), and every request to another host
is aborted and recorded. Each test then asserts that nothing was recorded, so
a site that needs the internet fails here even where the internet is reachable.

A site is opened two ways. At ``http://127.0.0.1:port``, as on a computer that
serves the site to itself (a USB stick), the browser trusts the page: its
service worker lets Python read the files beside a notebook. At
``http://classroom.test:port``, a name the browser resolves to 127.0.0.1 but
does not know for its own, it is a laptop serving the room over plain http:
no service worker, and no files for Python. Start here runs the first way, the
landing notebook and the tutorials the second.

A notebook is run from top to bottom with JupyterLab's "Run All Cells", and must
end with every code cell run and no error; widgets that JupyterLab could not
draw count as errors too. The kernel is Python compiled to WebAssembly, which
plays about 1.2 to 1.5 times slower than a local kernel, and takes 15 to 20
seconds to start (``python benchmarks/run.py --site`` measures both), as long
as a tutorial takes to run. So start here opens in a browser context of its
own, and the landing notebook in another, which the long game and then each
tutorial share as a pupil's tab would: each tutorial opens on the kernel
already running there, its names cleared first (``Classroom.open_next``). Every
tutorial also runs in a fresh kernel of its own under nbval.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import urllib.parse
import zipfile
from pathlib import Path

import pytest

from boardwidgets.games.bear_valley.examples import EXAMPLES
from tests.chromium import CHROME_ARGS, CHROMIUM, LAPTOP, OFFLINE, Classroom, require_browser, served

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
TUTORIALS = ["nanga_parbat", "bear_valley", "fireball_island", "lost_valley", "maple_valley"]
BOARD = 'svg[data-testid="board"]'
FLAG = f'{BOARD} .bw-offers .bw-target[data-element^="space:flag-"]'
STATUS = '[data-testid="status"]'
#: the names a fresh Pyodide kernel holds (``open`` is its own, reading files through the browser)
KERNEL_NAMES = {"In", "Out", "exit", "quit", "get_ipython", "open"}

pytestmark = [pytest.mark.browser, pytest.mark.slow]


# -- the site ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def site(tmp_path_factory) -> dict:
    folder = tmp_path_factory.mktemp("classroom") / "site"
    started = time.perf_counter()
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_site.py"), str(folder)],
                          cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    seconds = time.perf_counter() - started
    if done.returncode:
        pytest.fail(f"the site did not build (exit {done.returncode}):\n{done.stdout[-3000:]}"
                    f"\n{done.stderr[-6000:]}", pytrace=False)
    print(f"\nthe site built in {seconds:.1f} s")
    return {"folder": folder, "seconds": seconds}


@pytest.fixture(scope="module")
def address(site):
    """The site's address on this computer, and as the room sees the laptop serving it."""
    with served(site["folder"]) as address:
        yield {"here": address, "laptop": address.replace("127.0.0.1", LAPTOP)}


@pytest.fixture(scope="module")
def browser(site):
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[*CHROME_ARGS, OFFLINE])
        yield browser
        browser.close()


@pytest.fixture
def classroom(request, browser, address):
    room = Classroom(browser, address)
    yield room
    room.screenshot(request.node.name)  # in e2e-artifacts/, pass or fail
    room.close()
    assert not room.page_errors, f"uncaught errors in the page: {room.page_errors}"
    assert not room.outside, f"the site asked for other hosts: {room.outside}"


@pytest.fixture(scope="module")
def laptop_tab(browser, address):
    """One pupil's tab on the laptop's site, kept for the module: the landing notebook, the long
    game and the tutorials, one after the other on one kernel."""
    room = Classroom(browser, address)
    yield room
    room.close()


@pytest.fixture
def tab(request, laptop_tab):
    """The shared tab, checked after each test as ``classroom`` is."""
    yield laptop_tab
    laptop_tab.screenshot(request.node.name)
    assert not laptop_tab.page_errors, f"uncaught errors in the page: {laptop_tab.page_errors}"
    assert not laptop_tab.outside, f"the site asked for other hosts: {laptop_tab.outside}"


def notebook_sources(name: str) -> list[str]:
    """The source of each cell of a notebook of the project, in order."""
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return ["".join(cell["source"]) for cell in cells]


def check_ran(report: dict, name: str) -> None:
    assert not report["errors"], f"{name} failed in the browser:\n" + "\n\n".join(report["errors"])
    assert report["ran"] == report["code"], f"{name}: only {report['ran']} of {report['code']} cells ran"


# -- what the folder holds ---------------------------------------------------------------------------
def test_the_folder_holds_the_site_the_wheels_and_the_docs(site):
    folder = site["folder"]
    record = json.loads((folder / "boardwidgets-site.json").read_text())
    # the front page opens the landing notebook; the docs sit beside it
    assert f'url={record["landing"]}"' in (folder / "index.html").read_text()
    assert (folder / "lab" / "index.html").is_file() and (folder / "docs" / "index.html").is_file()
    # the runtime and every wheel are local: the kernel's runtime address is relative
    settings = json.loads((folder / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = settings["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs" and kernel["disablePyPIFallback"]
    lock = json.loads((folder / "static" / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["info"]["python"] == record["python"]
    assert lock["packages"]["boardwidgets"]["imports"] == ["boardwidgets"]
    for entry in lock["packages"].values():
        assert (folder / "static" / "pyodide" / entry["file_name"]).is_file(), entry["file_name"]
        assert set(entry["depends"]) <= set(lock["packages"]), entry
    assert all((folder / "pypi" / name).is_file() for name in record["kernel_wheels"])
    # every notebook, without its outputs, with the files the tutorials open
    for source in NOTEBOOKS.glob("*.ipynb"):
        served_copy = json.loads((folder / "files" / source.name).read_text(encoding="utf-8"))
        assert served_copy["metadata"]["kernelspec"]["name"] == "python"
        assert not any(cell.get("outputs") for cell in served_copy["cells"]), source.name
    # the rulebook's examples that Bear Valley's tutorial loads travel inside the wheel
    wheel = folder / "static" / "pyodide" / lock["packages"]["boardwidgets"]["file_name"]
    with zipfile.ZipFile(wheel) as archive:
        saved = {Path(name).name for name in archive.namelist() if "/saved_examples/" in name}
    assert saved == {f"{name}.json" for name in EXAMPLES}


def test_the_docs_link_to_the_classroom_and_the_classroom_to_each_tutorial(site):
    folder = site["folder"]
    page = (folder / "docs" / "classroom.html").read_text(encoding="utf-8")
    links = set(re.findall(r'href="(\.\./lab/index\.html\?path=[^"]+)"', page))
    assert links, "the docs' classroom page has no link into the site"
    for link in links:
        path = urllib.parse.urlparse(link).path
        notebook = urllib.parse.parse_qs(urllib.parse.urlparse(link).query)["path"][0]
        assert (folder / "docs" / path).resolve().is_file() and (folder / "files" / notebook).is_file()
    landing = json.loads((folder / "files" / "classroom.ipynb").read_text(encoding="utf-8"))
    text = "".join("".join(cell["source"]) for cell in landing["cells"] if cell["cell_type"] == "markdown")
    for name in ["00_start_here", *TUTORIALS]:
        assert f"]({name}.ipynb)" in text, f"the landing notebook does not link to {name}.ipynb"


def test_refused_requests_to_other_hosts_are_recorded(classroom):
    """The guard itself: a request for another host fails in the page and is recorded."""
    classroom.page.goto(f"{classroom.address}/boardwidgets-site.json")  # a page that stays put
    failed = classroom.page.evaluate("""() => fetch("https://cdn.jsdelivr.net/pyodide/")
        .then(() => false, () => true)""")
    assert failed and classroom.outside == ["https://cdn.jsdelivr.net/pyodide/"]
    classroom.outside.clear()


# -- the documentation, built into the site with warnings as errors ---------------------------
PAGES = ("index.html", "api.html", "view_schema.html", "adding_a_game.html",
         "architecture.html", "games/nanga_parbat.html", "games/bear_valley.html",
         "games/fireball_island.html", "games/lost_valley.html", "games/maple_valley.html",
         "tutorials/index.html", "classroom.html", "playing_together.html",
         "opponents.html", "simulation.html", "learning.html", "credits.html")


@pytest.fixture(scope="module")
def docs(site) -> Path:
    """The documentation in the site: ``scripts/build_site.py`` builds it with Sphinx's -W (a
    warning fails the build, and so the fixture ``site``)."""
    return site["folder"] / "docs"


def test_the_docs_build_without_warnings_and_have_their_pages(docs):
    missing = [page for page in PAGES if not (docs / page).is_file()]
    assert not missing, f"pages missing from the site: {missing}"
    for picture in ("nanga_parbat.svg", "board_dark.png"):
        assert (docs / "_static" / picture).is_file()
        assert picture in (docs / "index.html").read_text(encoding="utf-8")
    assert "nanga_parbat.svg" in (docs / "games" / "nanga_parbat.html").read_text(encoding="utf-8")


def test_every_notebook_has_a_tutorial_page(docs):
    notebooks = sorted(NOTEBOOKS.glob("*.ipynb"))
    if not notebooks:
        pytest.skip("notebooks/ has no tutorial yet")
    missing = [nb.name for nb in notebooks if not (docs / "tutorials" / f"{nb.stem}.html").is_file()]
    assert not missing, f"notebooks without a tutorial page: {missing}"
    index = (docs / "tutorials" / "index.html").read_text(encoding="utf-8")
    for nb in notebooks:
        assert f'href="{nb.stem}.html"' in index, f"{nb.name} is not listed on the tutorials page"


def test_the_api_page_documents_the_public_names(docs):
    api = (docs / "api.html").read_text(encoding="utf-8")
    for name in ("boardwidgets.games", "boardwidgets.load_game", "boardwidgets.Game",
                 "boardwidgets.GameInfo", "boardwidgets.State", "boardwidgets.Action",
                 "boardwidgets.Match", "boardwidgets.IllegalAction", "boardwidgets.GameConfigError",
                 "boardwidgets.SaveFormatError", "boardwidgets.BoardWidget", "boardwidgets.play",
                 "boardwidgets.agents.Random", "boardwidgets.agents.MCTS",
                 "boardwidgets.plots.board_figure", "boardwidgets.plots.board_figure_widget",
                 "boardwidgets.plots.BoardFigureWidget", "boardwidgets.plots.score_timeline",
                 "boardwidgets.plots.outcomes_figure", "boardwidgets.plots.to_svg",
                 "boardwidgets.svg.view_to_svg", "boardwidgets.icons.icon_path",
                 "boardwidgets.lesson", "boardwidgets.lessons.LessonBoard",
                 "boardwidgets.room.lessons.ClassLesson"):
        assert f'id="{name}"' in api, f"{name} is not documented on the API page"


# -- in the browser ---------------------------------------------------------------------------------
@pytest.mark.timeout(500)
def test_start_here_runs_and_a_click_on_the_board_plays_in_python(site, classroom):
    """Start here on the page the browser trusts (its service worker gives Python the files
    beside the notebook): it runs, a click on its board plays in Python, and its lesson's first
    level, won by a click, is written beside the notebook and read again by a new kernel after
    the page is reloaded."""
    from playwright.sync_api import expect

    started = time.perf_counter()
    classroom.open("00_start_here.ipynb")
    assert classroom.trusted()
    check_ran(classroom.run_all(timeout=240), "00_start_here.ipynb")

    targets = json.loads(classroom.python(
        "import json; print(json.dumps({t['id']: t['action'] for t in board.view['targets']}))"))
    assert classroom.python("print(len(board.match.history))").strip() == "0"
    # the board's cell, brought back into view: the notebook draws only the cells in sight, and
    # after Run All that is the lesson at its end, whose board offers flags too
    cell = next(i for i, source in enumerate(notebook_sources("00_start_here.ipynb"))
                if source.startswith("board = bw.play("))
    classroom.page.evaluate("""async (cell) => {
        const notebook = window.__bwPanel.content;
        notebook.activeCellIndex = cell;
        await notebook.scrollToItem(cell, "start");
    }""", cell)
    played = classroom.page.locator(".bw-root:has(.bw-lesson[hidden])").first  # not a lesson's
    flag = played.locator(FLAG).first
    before = played.locator(STATUS).inner_text()
    clicked = flag.get_attribute("data-targets")
    flag.click()
    expect(played.locator(STATUS)).not_to_have_text(before, timeout=120_000)
    # Python played exactly the move that was clicked (the computer may have replied since)
    first = json.loads(classroom.python("print(json.dumps(board.match.history[0].to_json()))"))
    assert first == targets[clicked]
    assert int(classroom.python("print(len(board.match.history))")) >= 1
    seconds = time.perf_counter() - started
    print(f"start-here ran and played in the browser in {seconds:.1f} s "
          f"(with the build: {site['seconds'] + seconds:.1f} s)")

    lesson = solve_the_first_level(classroom)
    classroom.page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    classroom.page.on("dialog", lambda dialog: dialog.accept())  # "leave the page?": yes
    classroom.page.reload()
    classroom.wait_for_kernel("00_start_here.ipynb")
    kept = classroom.python("from boardwidgets.lessons import Progress\n"
                            "print(Progress().of('nanga_parbat'), Progress().problem)")
    assert kept.strip() == "{'guide': 3} None", kept
    assert lesson.count() == 0  # nothing of it is drawn before the notebook runs again


def solve_the_first_level(classroom):
    """Win the first level of the Nanga Parbat lesson on the page by its one click."""
    from playwright.sync_api import expect

    lesson = classroom.page.locator(".bw-root:has(.bw-lesson:not([hidden]))")
    expect(lesson.locator(".bw-lesson-where")).to_have_text("Level 1 of 18")
    lesson.locator('.bw-offers .bw-target[data-element="space:flag-4"]').click()
    expect(lesson.locator("[data-testid=lesson-said]")).to_contain_text("region 4", timeout=60_000)
    expect(lesson.locator(".bw-lesson-head .bw-stars")).to_have_attribute("aria-label", "3 of 3 stars")
    return lesson


@pytest.mark.timeout(300)
def test_the_front_page_opens_the_landing_notebook_which_runs(tab):
    tab.page.goto(f"{tab.laptop}/")
    tab.wait_for_kernel("classroom.ipynb")
    assert not tab.trusted()
    check_ran(tab.run_all(timeout=180), "classroom.ipynb")


@pytest.mark.timeout(300)
def test_the_stars_of_a_lesson_outlive_the_page_where_python_has_no_files(tab):
    """Over plain http Python's files do not outlive the page; the page keeps the stars in the
    browser's storage and hands them back to the lesson when it is drawn again."""
    from playwright.sync_api import expect

    solve_the_first_level(tab)
    tab.page.on("dialog", lambda dialog: dialog.accept())
    tab.page.reload()
    tab.wait_for_kernel("classroom.ipynb")
    check_ran(tab.run_all(timeout=180), "classroom.ipynb")
    lesson = tab.page.locator(".bw-root:has(.bw-lesson:not([hidden]))")
    expect(lesson.locator(".bw-lesson-where")).to_have_text("Level 2 of 18", timeout=30_000)
    lesson.locator("[data-command=lesson-levels]").click()
    first = lesson.locator("[data-testid=lesson-map] li").first
    expect(first.locator(".bw-stars")).to_have_attribute("aria-label", "3 of 3 stars")


@pytest.mark.timeout(300)
def test_a_long_game_played_and_let_go_in_the_browser_leaves_python_alive(tab):
    """Thousands of moves chain thousands of states and log lines; freed one inside the other
    they exhausted the browser's call stack and killed Python in the tab (core/chains.py)."""
    tab.open_next("classroom.ipynb", tab.laptop)
    longest = tab.python(
        "import boardwidgets as bw\n"
        "game = bw.load_game('fireball_island', players=3)\n"
        "result = bw.simulate(game, ['random'] * 3, games=3, seed=1, workers=1, progress=False)\n"
        "state, player = game.new_game(seed=1), bw.agents.Random(seed=1)\n"
        "while not state.is_over:\n"
        "    state = state.apply(player.choose(state))\n"
        "moves, state = len(state.log), None\n"
        "print(max(row.length for row in result), moves)", timeout=180)
    assert min(int(number) for number in longest.split()) > 5000, longest
    assert tab.python("print('still here')").strip() == "still here"


@pytest.mark.timeout(900)
@pytest.mark.parametrize("name", TUTORIALS)
def test_each_tutorial_runs_to_the_end_in_the_browser(tab, name):
    started = time.perf_counter()
    tab.open_next(f"{name}.ipynb", tab.laptop)
    names = set(json.loads(tab.python("import json as _j; print(_j.dumps(dir())); del _j")))
    leftover = {name for name in names if not name.startswith("_")} - KERNEL_NAMES
    assert not leftover, f"names left by the notebooks before {name}: {sorted(leftover)}"
    check_ran(tab.run_all(timeout=780), f"{name}.ipynb")
    print(f"{name}.ipynb opened and ran in the browser in {time.perf_counter() - started:.1f} s")
