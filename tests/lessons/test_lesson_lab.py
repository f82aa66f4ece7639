"""Lessons in a real JupyterLab, played by clicks in chromium as a pupil plays them.

Two levels of two games: a wrong try first (the level's own feedback, no star), "Try again",
then the written solution clicked move by move (three stars); the map of levels shows the
stars; the kernel is restarted and the notebook run again: the stars are still there, read
from the progress file beside the notebook.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from boardwidgets.lessons import levels_of
from tests.chromium import ARTIFACTS, CHROME_ARGS, CHROMIUM, require_browser
from tests.lab import KERNEL_READY, jupyter_lab, write_notebook

pytestmark = pytest.mark.browser

#: the games and levels played, in order (two levels of each of two games)
PLAYED = [("nanga_parbat", ("guide", "trap")), ("fireball_island", ("first-roll", "dark-space"))]
RECORD = """\
import json, pathlib
import boardwidgets as bw

STATE = pathlib.Path(f"lesson_state_{GAME}.json")

def record(change=None):
    view = board.view
    data = {"lesson": view.get("lesson"), "moves": view["moves"], "error": view["error"],
            "targets": {t["id"]: t["action"] for t in view["targets"]}}
    part = STATE.with_name(STATE.name + ".part")
    part.write_text(json.dumps(data))
    part.replace(STATE)

board = bw.lesson(GAME, LEVEL, pace=0)
board.observe(record, "view")
record()
display(board)"""


@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """One JupyterLab for both games, each in a notebook of its own (and a kernel of its own)."""
    with jupyter_lab(tmp_path_factory.mktemp("lessons")) as server:
        yield server


class Notebook:
    """The lesson's notebook open in JupyterLab, and what its kernel last recorded."""

    def __init__(self, browser, server: dict, game: str):
        self.root = Path(server["root"])
        self.name = f"lesson_{game}.ipynb"
        self.state_file = self.root / f"lesson_state_{game}.json"
        self.page = browser.new_page(viewport={"width": 1366, "height": 768})
        self.page.set_default_timeout(30_000)
        self.errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.goto(f"{server['url']}/lab/tree/{self.name}?token={server['token']}")
        self.page.wait_for_function(KERNEL_READY, arg=self.name, timeout=60_000)
        self.run_all()

    def run_all(self) -> None:
        self.state_file.unlink(missing_ok=True)
        self.page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        self.wait(lambda s: s["lesson"] is not None, "the lesson's board")
        self.page.locator("[data-testid=lesson-goal]").wait_for()

    def restart(self) -> None:
        """Restart the kernel (a new Python, nothing kept in memory) and run the notebook again."""
        self.page.evaluate("async () => { await window.__bwPanel.sessionContext.session.kernel.restart(); }")
        self.page.wait_for_function(KERNEL_READY, arg=self.name, timeout=60_000)
        self.run_all()

    def close(self) -> None:
        """Shut the notebook's kernel down and close the page: the next game has the server."""
        self.page.evaluate("async () => { await window.__bwPanel.sessionContext.shutdown(); }")
        self.page.close()

    def state(self) -> dict | None:
        try:
            return json.loads(self.state_file.read_text())
        except (OSError, ValueError):
            return None

    def wait(self, predicate, what: str, timeout: float = 30) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            state = self.state()
            if state is not None and predicate(state):
                return state
            assert time.monotonic() < deadline, f"timed out waiting for {what}; the kernel recorded {state}"
            self.page.wait_for_timeout(100)

    def click_move(self, move: dict) -> None:
        """Click the move on the board (or its button), as the kernel last offered it."""
        state = self.wait(lambda s: any(a == move for a in s["targets"].values()), f"{move} on offer")
        target = next(t for t, a in state["targets"].items() if a == move)
        moves = state["moves"]
        node = self.page.locator(f'.bw-target[data-targets~="{target}"]').first
        several = len(node.get_attribute("data-targets").split()) > 1
        node.click()
        if several:
            self.page.locator(f'.bw-menu-item[data-targets="{target}"]').click()
        self.wait(lambda s: s["moves"] > moves or s["error"], f"{move} played")

    def press(self, command: str) -> None:
        self.page.locator(f'[data-command="lesson-{command}"]').click()

    def shows(self, testid: str, text: str) -> None:
        """The page draws ``text`` there (once the kernel's view has reached it)."""
        from playwright.sync_api import expect

        expect(self.page.locator(f"[data-testid={testid}]")).to_have_text(text)


@pytest.mark.timeout(600)
@pytest.mark.parametrize(("game", "ids"), PLAYED)
def test_two_levels_solved_by_clicks_and_the_stars_outlive_the_kernel(browser, lab, game, ids):
    levels = {level.id: level for level in levels_of(game)}
    root = Path(lab["root"])
    write_notebook(root / f"lesson_{game}.ipynb",
                   [RECORD.replace("GAME", repr(game)).replace("LEVEL", repr(ids[0]))])
    notebook = Notebook(browser, lab, game)
    for number, level_id in enumerate(ids):
        level = levels[level_id]
        if number:  # the next level, from the map
            notebook.page.locator('[data-command="lesson-levels"]').click()
            notebook.page.locator(f'[data-command="lesson-go"][data-level="{level_id}"]').click()
            notebook.wait(lambda s, lv=level_id: s["lesson"]["level"] == lv and s["moves"] == 0,
                          f"level {level_id}")
        wrong = next(f for f in level.feedback if f.example)
        for move in wrong.example:
            notebook.click_move(move)
        said = notebook.wait(lambda s: s["lesson"]["said"], "the answer to the wrong try")["lesson"]
        assert said["stars"] == 0 and said["ended"] != "done"
        notebook.shows("lesson-said", said["said"])
        notebook.press("retry")
        notebook.wait(lambda s: s["moves"] == 0 and s["lesson"]["said"] is None, "the level again")
        for move in level.solution:
            notebook.click_move(move)
        done = notebook.wait(lambda s: s["lesson"]["ended"] == "done", "the goal")["lesson"]
        assert done["stars"] == 3
        notebook.shows("lesson-said", level.done)
        stars = notebook.page.locator(".bw-lesson-head .bw-stars")
        assert stars.get_attribute("aria-label") == "3 of 3 stars"
        notebook.page.screenshot(path=str(ARTIFACTS / f"lesson-lab-{game}-{level_id}.png"))
    notebook.page.locator('[data-command="lesson-levels"]').click()
    for level_id in ids:
        stars = notebook.page.locator(f'[data-command="lesson-go"][data-level="{level_id}"] .bw-stars')
        assert stars.get_attribute("aria-label") == "3 of 3 stars"
    saved = json.loads((root / "boardwidgets-progress.json").read_text())["stars"][game]
    assert {level_id: saved[level_id] for level_id in ids} == dict.fromkeys(ids, 3)

    notebook.restart()  # a new kernel: what it knows of the stars comes from the file
    after = notebook.wait(lambda s: s["lesson"] is not None, "the lesson after the restart")["lesson"]
    assert {m["id"]: m["stars"] for m in after["map"] if m["id"] in ids} == dict.fromkeys(ids, 3)
    notebook.page.locator('[data-command="lesson-levels"]').click()
    stars = notebook.page.locator(f'[data-command="lesson-go"][data-level="{ids[0]}"] .bw-stars')
    assert stars.get_attribute("aria-label") == "3 of 3 stars"
    notebook.page.screenshot(path=str(ARTIFACTS / f"lesson-lab-{game}-map.png"))
    assert not notebook.errors, notebook.errors
    notebook.close()
