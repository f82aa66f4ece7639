"""The board in lesson mode, in chromium: the widget's own board.js draws a lesson's view, and
every message it sends goes to the Python lesson board, whose answer it draws next (the
page and Python joined by hand, as the widget's comm joins them in JupyterLab).

A level is played by clicks: a wrong try first (its feedback, no star, "Try again"), then the
solution (three stars, "Next level"); the hint marks the board; the map of levels shows the
stars and starts a level. Screenshots in both themes go to the artifacts folder for the docs.
"""
from __future__ import annotations

import json

import pytest

import boardwidgets as bw
from tests.board_page import DARK, LIGHT, harness_address, host, launch, open_harness, sent, show
from tests.chromium import ARTIFACTS, require_browser

require_browser()
from playwright.sync_api import sync_playwright  # noqa: E402  (after the check that it is there)

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    with harness_address(tmp_path_factory.mktemp("harness")) as address, sync_playwright() as p:
        browser = launch(p)
        page = open_harness(browser, address, width=1366, height=768)
        yield page
        browser.close()
    assert not page.errors, page.errors


class Joined:
    """A lesson board in Python and the page that draws it: ``answer`` hands what the page
    sent to Python and draws Python's answer."""

    def __init__(self, page, board):
        self.page, self.board = page, board
        host(page, 934, LIGHT)
        show(page, self.view(), board.icons)

    def view(self) -> dict:
        return json.loads(json.dumps(self.board.view))

    def answer(self) -> None:
        messages = sent(self.page)
        assert messages, "the page sent nothing"
        for message in messages:
            self.board._on_browser_message(self.board, message, [])
        show(self.page, self.view(), self.board.icons)

    def click_move(self, action: dict) -> None:
        target = next(t for t in self.board.view["targets"] if t["action"] == action)
        node = self.page.locator(f'.bw-target[data-targets~="{target["id"]}"]').first
        several = len(node.get_attribute("data-targets").split()) > 1
        node.click()
        if several:
            self.page.locator(f'.bw-menu-item[data-targets="{target["id"]}"]').click()
        self.answer()

    def press(self, command: str) -> None:
        self.page.locator(f'[data-command="lesson-{command}"]').click()
        self.answer()

    def text(self, testid: str) -> str:
        node = self.page.locator(f"[data-testid={testid}]")
        return node.inner_text() if node.is_visible() else ""


def test_a_level_is_played_by_clicks_a_wrong_try_first(page, tmp_path):
    board = bw.lesson("nanga_parbat", progress=tmp_path / "progress.json", pace=0)
    level = board.lesson.level
    joined = Joined(page, board)
    assert joined.text("lesson-goal") == level.goal
    assert "Level 1 of" in joined.text("lesson")
    wrong = next(f for f in level.feedback if f.example)
    for move in wrong.example:
        joined.click_move(move)
    assert joined.text("lesson-said") == board.view["lesson"]["said"] != ""
    assert board.view["lesson"]["ended"] == "failed" and board.progress == {}
    assert page.locator(".bw-offers .bw-target").count() == 0  # an ended level takes no move
    joined.press("retry")
    assert board.view["moves"] == 0 and board.view["lesson"]["said"] is None
    joined.press("hint")
    assert joined.text("lesson-hint") == f"Hint: {level.hint}"
    for mark in level.marks:
        assert page.locator(f'.bw-hint-mark[data-element="{mark}"]').count() >= 1
    page.screenshot(path=str(ARTIFACTS / "lesson-hint-light.png"))
    for move in level.solution:
        joined.click_move(move)
    assert board.view["lesson"]["ended"] == "done"
    assert joined.text("lesson-said") == level.done
    assert page.locator(".bw-lesson-head .bw-stars").get_attribute("aria-label") == "3 of 3 stars"
    assert board.progress == {level.id: 3}
    assert json.loads((tmp_path / "progress.json").read_text())["stars"] == {"nanga_parbat": {level.id: 3}}
    page.screenshot(path=str(ARTIFACTS / "lesson-done-light.png"))


def test_the_map_shows_the_stars_and_starts_a_level(page, tmp_path):
    board = bw.lesson("nanga_parbat", progress=tmp_path / "progress.json", pace=0)
    level = board.lesson.level
    joined = Joined(page, board)
    for move in level.solution:
        joined.click_move(move)
    page.locator('[data-command="lesson-levels"]').click()
    levels = page.locator("[data-testid=lesson-map] .bw-lesson-level")
    assert levels.count() == len(board.lesson.levels)
    first = levels.nth(0)
    assert first.locator(".bw-stars").get_attribute("aria-label") == "3 of 3 stars"
    host(page, 934, DARK, dark=True)
    page.screenshot(path=str(ARTIFACTS / "lesson-map-dark.png"))
    host(page, 934, LIGHT)
    page.screenshot(path=str(ARTIFACTS / "lesson-map-light.png"))
    last = levels.nth(levels.count() - 1)
    last.click()
    joined.answer()
    assert board.view["lesson"]["number"] == len(board.lesson.levels)
    assert board.view["moves"] == 0 and page.locator("[data-testid=lesson-map]").count() == 0


def test_a_message_the_lesson_does_not_know_is_refused_with_a_sentence(tmp_path):
    board = bw.lesson("nanga_parbat", progress=None, pace=0)
    before = board.state
    board._on_browser_message(board, {"type": "lesson", "do": "win", "seq": board.view["seq"]}, [])
    assert "does not do" in board.view["error"] and board.state is before
    board._on_browser_message(board, {"type": "lesson", "do": "go", "level": "nowhere"}, [])
    assert "no level" in board.view["error"] and board.state is before
