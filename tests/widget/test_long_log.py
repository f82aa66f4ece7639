"""A long log in a real chromium: a page opened on a game under way gets the whole log at once.

Each line carries its own number (``data-number``, which board.css shows before the line) rather
than the list's (``li.value``), which Chromium laid out in a time that grew with the square of
the log's length: 87 s for a random game of Fireball Island. A view that brings many lines shows
its newest ones in its own frame and the older ones in the frames after. How fast is measured by
``python benchmarks/run.py --log``, not here.
"""
from __future__ import annotations

import json

import pytest

import boardwidgets as bw
from tests.board_page import harness_address, launch, open_harness, plain, show
from tests.chromium import require_browser

require_browser()
from playwright.sync_api import expect, sync_playwright  # noqa: E402  (after the check that it is there)

pytestmark = pytest.mark.browser

LINES = 10_000
#: a line that wraps now and then, and a reason of the computer after every seventh line
WRAPS = "Green walks along the trail and takes a card " * 4
LOG = [f"line {i + 1}: " + (WRAPS if i % 97 == 5 else "Orange rolls") for i in range(LINES)]
NOTES = [{"line": line, "text": f"Green: reason {line}", "detail": "+1"} for line in range(7, LINES + 1, 7)]


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    with harness_address(tmp_path_factory.mktemp("harness")) as address, sync_playwright() as p:
        browser = launch(p)
        page = open_harness(browser, address)
        yield page
        browser.close()
    assert not page.errors, page.errors


@pytest.fixture(autouse=True)
def plain_host(page):
    plain(page)


def long_view(**changes) -> dict:
    view = bw.BoardWidget(bw.Match("nanga_parbat", seed=11)).view
    view.update(log=LOG, log_from=0, recent_log=LINES - 3, log_notes=NOTES)
    view.update(changes)
    return json.loads(json.dumps(view))


def numbered(page):
    return page.locator("[data-testid=log] li:not(.bw-log-note)")


def test_a_log_of_ten_thousand_lines_is_drawn_numbered_and_scrolled_to_its_newest_line(page):
    # the newest lines come with the view's own frame (the older ones in the frames after)
    assert page.evaluate("""(view) => {
        window.show(view, {}, 1);
        const log = document.querySelector("[data-testid=log]");
        return [log.lastElementChild.textContent, log.lastElementChild.dataset.number];
    }""", long_view()) == [LOG[-1], str(LINES)]
    lines = numbered(page)
    expect(lines).to_have_count(LINES, timeout=120_000)
    assert lines.all_text_contents() == LOG
    # every line under its own number, first, middle and last among them
    assert lines.evaluate_all("l => l.map(e => Number(e.dataset.number))") == list(range(1, LINES + 1))
    for k in (0, LINES // 2, LINES - 1):  # shown before the line, where the list's marker was
        assert lines.nth(k).evaluate("e => getComputedStyle(e, '::before').content") == f'"{k + 1}. "'
        assert lines.nth(k).text_content() == LOG[k]
    # as a screen reader reads it: the number, then the line
    assert lines.last.aria_snapshot() == f'- listitem: "{LINES}. {LOG[-1]}"'
    assert lines.nth(LINES // 2).evaluate("e => e.value") == 0  # not the list's numbering
    # the computer's reasons after their move's line, unnumbered
    notes = page.locator("[data-testid=log] li.bw-log-note")
    assert notes.count() == len(NOTES)
    assert notes.evaluate_all("l => l.filter(e => 'number' in e.dataset || "
                              "getComputedStyle(e, '::before').content !== 'none').length") == 0
    assert notes.first.evaluate("e => e.previousElementSibling.dataset.number") == "7"
    assert notes.last.text_content() == f"Green: reason {NOTES[-1]['line']}+1"
    # the newest lines marked, and the log scrolled to the newest
    assert page.locator("[data-testid=log] li.bw-log-recent").all_text_contents() == LOG[-3:]
    log = page.locator("[data-testid=log]")
    assert log.evaluate("e => e.scrollTop + e.clientHeight >= e.scrollHeight - 2")
    assert log.evaluate("""e => {
        const box = e.getBoundingClientRect();
        const last = e.querySelector("li:last-of-type").getBoundingClientRect();
        return last.top >= box.top && last.bottom <= box.bottom + 1;
    }""")


def test_a_move_made_while_the_older_lines_are_drawn_joins_the_log_in_its_place(page):
    show(page, long_view())  # (drawn again from its newest lines, after the test before)
    # before the older lines are all there: a new move's two lines, and the theme changes
    moved = long_view(log=["a new move", "and its answer"], log_from=LINES, recent_log=LINES,
                      log_notes=[{"line": LINES + 2, "text": "Green: the last"}])
    page.evaluate("v => window.setTrait('view', v)", moved)
    page.evaluate("() => document.body.setAttribute('data-jp-theme-light', 'false')")
    lines = numbered(page)
    expect(lines).to_have_count(LINES + 2, timeout=120_000)
    assert lines.all_text_contents() == [*LOG, "a new move", "and its answer"]
    assert lines.evaluate_all("l => l.map(e => Number(e.dataset.number))") == list(range(1, LINES + 3))
    items = page.locator("[data-testid=log] li")
    assert items.last.text_content() == "Green: the last"
    assert items.count() == LINES + 2 + len(NOTES) + 1
    assert page.locator("[data-testid=log] li.bw-log-recent").all_text_contents() == ["a new move",
                                                                                      "and its answer"]


def test_a_log_cut_short_while_its_older_lines_are_coming_is_drawn_whole_at_once(page):
    # a look back at the start of the game, in the frame after the long log arrived
    short = long_view(log=["line 6 again"], log_from=5, recent_log=5, log_notes=[])
    drawn = page.evaluate("""([view, short]) => {
        window.show(view, {}, 1);
        window.setTrait("view", short);
        return [...document.querySelectorAll("[data-testid=log] li:not(.bw-log-note)")]
            .map((e) => [e.dataset.number, e.textContent]);
    }""", [long_view(), short])
    expected = [[str(k + 1), line] for k, line in enumerate([*LOG[:5], "line 6 again"])]
    assert drawn == expected
    page.wait_for_timeout(500)  # nothing older comes after it
    assert numbered(page).evaluate_all("l => l.map(e => [e.dataset.number, e.textContent])") == expected
