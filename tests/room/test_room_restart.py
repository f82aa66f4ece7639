"""A room killed in the middle of a game and started again: nothing is lost, and every page
comes back by itself.

The room runs as a real process from the command line (``python -m boardwidgets.room
nanga_parbat --players 2 --db FILE --port PORT --pace 0 --seat-links``, on 127.0.0.1), its
links read from what it prints. Two pupils (each takes a seat by name) and the projector, each
in a chromium context of its own, follow a few moves made by clicking; then the process is
killed (SIGKILL: no goodbye, no last write) and started again on the same file and port.
Every page, without being reloaded, connects again (each pupil's browser shows its device's
key, so each pupil is straight back in their seat) and draws the board as it was at the last
move; the next pupil clicks and every page follows; the SQLite file holds exactly the moves
that were clicked, and the room prints the same links. (That a move is in the file before
any page hears of it is checked without a browser in test_room.py.)
"""
from __future__ import annotations

import contextlib
import json
import random
import sqlite3
import time
from pathlib import Path

import pytest

from tests.board_page import launch
from tests.chromium import require_browser
from tests.room.process import RoomProcess, free_port

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SEED = 22
#: moves clicked before the kill, and after the room is back
BEFORE, AFTER = 4, 2
#: what a page draws, read from its DOM: the status line, where each piece is, the log, the
#: moves on offer, and how its socket is doing
DRAWN = """() => {
  const board = document.querySelector(".bw-root");
  if (!board || !board.querySelector("svg[data-testid=board]")) return null;
  const at = (node) => { const box = node.getBBox();
                         return [box.x, box.y, box.width, box.height].map((v) => v.toFixed(2)).join(","); };
  return {
    status: board.querySelector("[data-testid=status]").textContent,
    pieces: [...board.querySelectorAll("[data-piece]")]
      .map((n) => `${n.dataset.piece}@${at(n.querySelector(".bw-body"))}`).sort(),
    log: [...board.querySelectorAll(".bw-log li:not(.bw-log-note)")].map((n) => n.textContent),
    targets: [...board.querySelectorAll(".bw-target")].map((n) => n.dataset.targets).sort(),
  };
}"""


def served_at(db: Path, port: int) -> RoomProcess:
    return RoomProcess("nanga_parbat", "--players", "2", "--db", str(db), "--port", str(port), "--pace", "0",
                       "--seed", str(SEED), "--seat-links")


class Tab:
    """A page in a chromium context of its own, with every view its sockets received, how many
    sockets it opened, and how many times it was loaded."""

    def __init__(self, browser, url: str):
        self.context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
        self.page = self.context.new_page()
        self.page.set_default_timeout(20_000)
        self.views: list[dict] = []
        self.sockets = 0
        self.loads = 0
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("websocket", self._opened)
        self.page.on("load", self._loaded)
        self.page.goto(url)

    def _opened(self, ws) -> None:
        self.sockets += 1
        ws.on("framereceived", self._received)

    def _loaded(self, page) -> None:
        self.loads += 1

    def _received(self, payload) -> None:
        message = json.loads(payload)
        if message.get("type") == "view":
            self.views.append(message["view"])

    def drawn(self) -> dict | None:
        return self.page.evaluate(DRAWN)

    def connection(self) -> str:
        return self.page.get_attribute("[data-testid=connection]", "data-state") or ""


def wait(tabs, condition, what: str, timeout: float = 20) -> None:
    """Wait until ``condition(tab)`` holds for every tab (Playwright hears the sockets only while
    it is called, so the wait goes through it)."""
    deadline = time.monotonic() + timeout
    while not all(condition(tab) for tab in tabs):
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {timeout} s")
        tabs[0].page.wait_for_timeout(25)


def follows(tabs, moves: int) -> None:
    """Every tab has been sent the board after ``moves`` moves, and draws it."""
    wait(tabs, lambda tab: tab.views and tab.views[-1]["moves"] == moves, f"a view after move {moves}")
    for tab in tabs:
        tab.page.wait_for_function("(status) => document.querySelector('[data-testid=status]')"
                                   "?.textContent === status", arg=tab.views[-1]["status"])


def click_a_move(pupils: list[Tab], rng: random.Random) -> dict:
    """The pupil whose page offers moves clicks one of them (a seeded choice); returns its
    action, as the page was told it."""
    mover = next(tab for tab in pupils if tab.views[-1]["targets"])
    assert all(not tab.views[-1]["targets"] for tab in pupils if tab is not mover)
    target = rng.choice(mover.views[-1]["targets"])
    node = mover.page.locator(f'.bw-target[data-targets~="{target["id"]}"]').first
    several = len(node.get_attribute("data-targets").split()) > 1
    node.click()
    if several:  # a place with more than one move asks which
        mover.page.locator(f'.bw-menu-item[data-targets="{target["id"]}"]').click()
    return target["action"]


def saved_moves(db: Path) -> list[dict]:
    """The moves in the room's file, read by another connection (as after a crash)."""
    with contextlib.closing(sqlite3.connect(db)) as connection:
        return [json.loads(action) for (action,) in
                connection.execute("SELECT action FROM moves WHERE table_id = 1 ORDER BY n")]


def test_a_room_killed_mid_game_comes_back_where_it_was_and_every_page_with_it(tmp_path):
    require_browser()
    from playwright.sync_api import sync_playwright

    db, port, rng = tmp_path / "room.sqlite", free_port(), random.Random(SEED)
    served = served_at(db, port)
    try:
        links = served.links()
        assert set(links) == {"Teacher", "Pupils join at", "Table 1 (public board)", "Orange",
                              "Green"}, served.lines
        assert all(link.startswith(f"http://127.0.0.1:{port}/") for link in links.values())
        with sync_playwright() as playwright:
            browser = launch(playwright)
            pupils = [Tab(browser, links["Orange"]), Tab(browser, links["Green"])]
            for pupil, name in zip(pupils, ("Ana", "Ben"), strict=True):  # each takes a seat by name
                pupil.page.get_by_label("Your first name").fill(name)
                pupil.page.get_by_role("button", name="Take this seat").click()
            tabs = [*pupils, Tab(browser, links["Table 1 (public board)"])]
            follows(tabs, 0)
            made = []
            for moves in range(1, BEFORE + 1):
                made.append(click_a_move(pupils, rng))
                follows(tabs, moves)
            drawn = [tab.drawn() for tab in tabs]
            last = [tab.views[-1] for tab in tabs]
            heard = [len(tab.views) for tab in tabs]
            for tab in tabs:  # a mark that a reload would wipe
                tab.page.evaluate("() => { window.sameDocument = true; }")

            served.kill()
            wait(tabs, lambda tab: tab.connection() == "lost", "the pages see the room gone")
            assert saved_moves(db) == made  # every click, and nothing else, in the file

            served = served_at(db, port)
            assert served.links() == links  # the same links: the same port, the same tokens
            wait(tabs, lambda tab: tab.sockets >= 2 and tab.connection() == "open"
                 and len(tab.views) > heard[tabs.index(tab)], "the pages connect again by themselves")
            follows(tabs, BEFORE)
            for tab, before, view in zip(tabs, drawn, last, strict=True):
                assert tab.drawn() == before  # the board as it was at the last move
                assert {k: tab.views[-1][k] for k in ("pieces", "panels", "targets", "status")} == {
                    k: view[k] for k in ("pieces", "panels", "targets", "status")}
                assert tab.page.evaluate("() => window.sameDocument === true") and tab.loads == 1

            for moves in range(BEFORE + 1, BEFORE + AFTER + 1):  # the game goes on
                made.append(click_a_move(pupils, rng))
                follows(tabs, moves)
            assert saved_moves(db) == made
            for tab in tabs:
                assert not tab.errors, tab.errors
                tab.context.close()
            browser.close()
    finally:
        served.kill()
