"""A board updated view by view is the board drawn afresh, and a click is marked at once.

The page redraws only what a new view changes (``reconcile`` in board.js). These tests play
random games of every game on a real ``BoardWidget`` (computer seats included, so that the
log gets their reasons), send each view it publishes to a page that has drawn all the views
before it, and compare that page's board, node by node (tags, attributes, text), with the
board a second page draws from the same view alone, in JupyterLab's light and dark themes.
The board's size is compared by its own rule: it keeps its size from view to view while it
still fits, unless it may grow by ``FRAME_GROW`` (board.js, ``steadySize``); and so is the header's
height, which it keeps unless the header must grow or needs ``HEADER_HOLD`` less
(``steadyHeader``).
"""
from __future__ import annotations

import json
import re

import pytest

import boardwidgets as bw
from tests.board_page import DARK, LIGHT, WIDGET, harness_address, host, launch, open_harness, plain, show
from tests.chromium import require_browser
from tests.scenes import GAMES, random_views

require_browser()
from playwright.sync_api import sync_playwright  # noqa: E402  (after the check that it is there)

pytestmark = pytest.mark.browser

#: the person's clicks in each game; every view published in between is drawn and compared
CLICKS = 10
#: how much wider a board fitted afresh must be than the board drawn before for it to grow
FRAME_GROW = int(re.search(r"FRAME_GROW = (\d+)", (WIDGET / "board.js").read_text()).group(1))
#: how much less a header must need than the height it holds for it to shrink
HEADER_HOLD = int(re.search(r"HEADER_HOLD = (\d+)", (WIDGET / "board.js").read_text()).group(1))
WIDTH = 934


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    with harness_address(tmp_path_factory.mktemp("harness")) as address, sync_playwright() as p:
        browser = launch(p)
        page = open_harness(browser, address, width=950, height=768)
        yield page
        browser.close()
    assert not page.errors, page.errors


class Pages:
    """What the page holds after each view: the log it has gathered, as board.js gathers it."""

    def __init__(self):
        self.lines, self.notes = [], []

    def whole(self, view: dict) -> dict:
        """The same view with the whole log, as a page that only ever saw this one is sent."""
        start = view["log_from"]
        self.lines = self.lines[:start] + view["log"]
        self.notes = [n for n in self.notes if n["line"] < start] + view["log_notes"]
        return {**view, "log": self.lines, "log_from": 0, "log_notes": self.notes}


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_board_updated_view_by_view_is_the_board_drawn_afresh(page, name, dark):
    page.reload()
    page.wait_for_function("window.ready === true")
    host(page, WIDTH, DARK if dark else LIGHT, dark=dark)
    icons, views = random_views(name, seed=3, clicks=CLICKS)
    assert len(views) > CLICKS  # the computer's moves were published too
    held = Pages()
    show(page, views[0], icons)  # the board's first drawing; from here on only the view changes
    assert page.evaluate("() => document.querySelectorAll('#widget .bw-space').length") > 0
    last = {}  # the board's last width with its panels beside it (True) and under it (False)
    held_header = 0  # the header's least height, held from view to view
    for k, view in enumerate(views):
        difference, live, fresh, live_header, fresh_header, _fresh_beside, beside = page.evaluate(
            """async ([view, whole, icons]) => {
            window.setTrait("view", view);  // as the kernel's comm does: the icons stay as they are
            const found = await window.differenceFromAfresh(whole, icons, 1, true);
            return [...found, document.querySelector("#widget .bw-main").classList.contains("bw-side")];
        }""", [view, held.whole(view), icons])
        assert difference is None, f"view {k} of {len(views)}\n{difference}"
        # the header: as a fresh board needs it, but held while it needs less, by under HEADER_HOLD
        holds = fresh_header <= held_header < fresh_header + HEADER_HOLD
        assert live_header == (held_header if holds else fresh_header), (k, live_header, fresh_header)
        held_header = live_header
        # the size: as fitted afresh, but a board that could grow by less than FRAME_GROW keeps
        # its last size (board.js, steadySize) while it still fits: a map that grows taller, such
        # as Bear Valley's, is drawn smaller inside the same frame instead of the frame shrinking
        prev = last.get(beside)
        if live_header == fresh_header:
            if prev is None or fresh >= prev + FRAME_GROW:
                assert live == fresh, (k, live, fresh, last)
            elif fresh >= prev:
                assert live == prev, (k, live, fresh, last)
            else:  # less room (held) or a taller map (kept)
                assert live in (prev, fresh), (k, live, fresh, last)
        else:
            assert live == prev or live <= fresh, (k, live, fresh, last)
        last[beside] = live
    plain(page)


def test_a_click_is_marked_pressed_at_once_and_the_answer_takes_the_mark_away(page):
    page.reload()
    page.wait_for_function("window.ready === true")
    board = bw.BoardWidget(bw.Match("nanga_parbat", seed=11))
    show(page, json.loads(json.dumps(board.view)), board.icons)
    target = board.view["targets"][0]
    # the click and the mark in one task: the next frame drawn shows it, before any answer
    marked = page.evaluate("""(id) => {
        const node = [...document.querySelectorAll('.bw-target')]
            .find((n) => n.dataset.targets.split(' ').includes(id));
        node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        return [node.classList.contains('bw-pressed'), window.sent.length];
    }""", target["id"])
    assert marked == [True, 1]
    assert page.locator(".bw-pressed").count() == 1
    # Python refuses (an out-of-date board, say): the refusal replaces the mark
    refused = {**json.loads(json.dumps(board.view)), "error": "That click was refused."}
    page.evaluate("(view) => window.setTrait('view', view)", refused)
    assert page.locator(".bw-pressed").count() == 0
    assert page.locator('[data-testid="error"]').inner_text() == "That click was refused."
    # a click accepted: the new view takes the mark away
    page.locator(".bw-target").first.click()
    assert page.locator(".bw-pressed").count() == 1
    board.handle_message({"type": "act", "target": target["id"], "seq": board.view["seq"]})
    page.evaluate("(view) => window.setTrait('view', view)", json.loads(json.dumps(board.view)))
    assert page.locator(".bw-pressed").count() == 0


def test_a_click_refused_by_the_page_itself_is_not_marked(page):
    page.reload()
    page.wait_for_function("window.ready === true")
    board = bw.BoardWidget(bw.Match("nanga_parbat", seed=11))
    view = {**json.loads(json.dumps(board.view)), "waiting": "Green is thinking..."}
    show(page, view, board.icons)
    page.evaluate("""() => document.querySelector('.bw-target')
        .dispatchEvent(new MouseEvent('click', { bubbles: true }))""")
    assert page.locator(".bw-pressed").count() == 0
    assert page.evaluate("() => window.sent.length") == 0
