"""A lesson for the whole class in real chromium pages: one lesson room of Nanga Parbat (a real
server on 127.0.0.1, a thread of this process, with its SQLite file), the teacher's grid on a
laptop, and each pupil in a browser context of their own, as separate devices would be (one a
phone that takes taps).

Pupils join by the class's link with a first name (one of them types markup, which the grid
shows as typed), land on their own lesson, and play level 1 by clicking the moves their board
offers: one tries a wrong flag first, reads the level's answer and starts again; one fails three
times and the grid calls them stuck. The teacher's grid shows the stars within seconds; the
teacher holds the class at a level (the pupils' pages close the next ones) and opens them all,
looks at a pupil's board read-only, shows one on the projector, downloads the results, and works
the grid from the keyboard, its focus kept while the class plays. A pupil who opens the class's
link again on the same phone is sent back to her lesson. The teacher's page (light and dark) and
the join page are axe-clean.

The pages are saved as screenshots in the artifacts folder (``tests/chromium.py``), the teacher's
on a tablet too; the docs' pictures of a lesson for the class (``docs/_static/room/lesson-*.png``)
are copies of ``class-lesson-teacher``, ``-teacher-dark``, ``-pupil-phone`` and ``-join-phone``.
"""
from __future__ import annotations

import csv
import io
import re
import time

import pytest

from boardwidgets.lessons import levels_of
from boardwidgets.room import room
from tests.board_page import launch
from tests.chromium import ARTIFACTS, require_browser

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1366, "height": 768}
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}
#: the grid redraws at most every 0.25 s: a pupil's stars are on it well within this
GRID_WAIT = 5_000
LEVELS = levels_of("nanga_parbat")
FIRST, SECOND = LEVELS[0], LEVELS[1]
RIGHT = 'space:flag-4'  # level 1's solution: the guide to region 4
WRONG = 'space:flag-2'  # level 1's first answered mistake: the guide to region 2


@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture
def lesson(tmp_path):
    served = room("nanga_parbat", lesson=True, db=tmp_path / "lesson.sqlite", pace=0)
    yield served
    served.stop()


class Device:
    """One browser context (a pupil's device, the teacher's laptop, the projector) and its first
    page, with the errors its scripts raised."""

    def __init__(self, browser, url: str, **options):
        options.setdefault("viewport", DESKTOP)
        options.setdefault("reduced_motion", "reduce")  # no pulsing ring to repaint the page
        options.setdefault("bypass_csp", True)  # axe is added to the page as a script of its own
        self.context = browser.new_context(**options)
        self.errors: list[str] = []
        self.page = self.watched(self.context.new_page())
        self.page.goto(url)

    def watched(self, page):
        page.set_default_timeout(15_000)
        page.on("pageerror", lambda error: self.errors.append(f"{page.url}: {error}"))
        return page

    def join(self, name: str, tap: bool = False) -> Device:
        """Type a first name on the class's join page and start the lesson; wait for its board."""
        self.page.get_by_label("Your first name").fill(name)
        start = self.page.get_by_test_id("start")
        start.tap() if tap else start.click()
        self.page.wait_for_url("**/learn/*")
        self.page.get_by_test_id("lesson-goal").wait_for()
        return self

    def move(self, element: str, tap: bool = False) -> None:
        """A move the board offers, clicked (or tapped)."""
        target = self.page.locator(f'.bw-offers .bw-target[data-element="{element}"]')
        target.tap() if tap else target.click()

    def lesson_button(self, what: str) -> None:
        self.page.locator(f"[data-command=lesson-{what}]").click()

    def screenshot(self, name: str, page=None) -> None:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (page or self.page).screenshot(path=str(ARTIFACTS / f"class-lesson-{name}.png"))

    def close(self) -> None:
        assert not self.errors, f"uncaught errors: {self.errors}"
        self.context.close()


def expect(locator):
    """Playwright's ``expect`` (imported here: without Playwright the module is skipped, not broken)."""
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(locator)


def row(teacher: Device, name: str):
    """The grid's row of the pupil called ``name`` (as typed)."""
    return teacher.page.locator("[data-testid=grid] tr[data-pupil]").filter(
        has=teacher.page.get_by_test_id("pupil-name").get_by_text(name, exact=True))


def hold_at(teacher: Device, level: int) -> None:
    teacher.page.get_by_test_id("hold-level").select_option(str(level))
    teacher.page.get_by_test_id("hold").click()
    expect(teacher.page.get_by_test_id("open-to")).to_have_text(
        f"Levels 1 to {level} are open; the class is held at level {level}.", timeout=GRID_WAIT)


def test_a_class_plays_its_lesson_and_the_teacher_follows_on_the_grid(browser, lesson):
    from tests.axe import violations

    began = time.monotonic()
    teacher = Device(browser, lesson.teacher_url, viewport=LAPTOP)
    expect(teacher.page.get_by_test_id("stuck")).to_have_text("No pupil has joined yet.")
    projector = Device(browser, f"{lesson.url}/projector", viewport=LAPTOP)
    expect(projector.page.get_by_test_id("notice")).to_contain_text(lesson.join_url)

    # -- three pupils join, each on their own device --------------------------------------------
    ana = Device(browser, lesson.join_url).join("Ana")
    phone = Device(browser, lesson.join_url, **PHONE)
    expect(phone.page.get_by_test_id("start")).to_be_visible()  # the room said: a lesson, no seats
    assert phone.page.title().endswith("join the lesson")
    expect(phone.page.locator("h1")).to_have_text("Join the lesson")
    assert violations(phone.page, "main") == []
    phone.page.get_by_label("Your first name").fill("Zoe")
    phone.screenshot("join-phone")
    zoe = phone.join("Zoe", tap=True)
    ben = Device(browser, lesson.join_url, color_scheme="dark").join("<b>Ben</b>")
    for pupil in (ana, zoe, ben):
        expect(pupil.page.get_by_test_id("lesson-goal")).to_have_text(FIRST.goal)
        expect(pupil.page.locator(f'.bw-offers .bw-target[data-element="{RIGHT}"]')).to_have_count(1)
    zoe.screenshot("pupil-phone")
    expect(teacher.page.locator("[data-testid=grid] tr[data-pupil]")).to_have_count(3, timeout=GRID_WAIT)

    # -- Ana tries a wrong flag first, reads the answer, tries again and solves it ----------------
    ana.move(WRONG)
    expect(ana.page.get_by_test_id("lesson-said")).to_have_text(FIRST.feedback[0].says)
    expect(ana.page.locator(".bw-offers .bw-target")).to_have_count(0)  # the try has ended
    expect(row(teacher, "Ana").locator("td[data-level='1']")).to_have_class(re.compile("class-tried"),
                                                                            timeout=GRID_WAIT)
    ana.lesson_button("retry")
    expect(ana.page.get_by_test_id("lesson-said")).to_be_hidden()
    ana.move(RIGHT)
    zoe.move(RIGHT, tap=True)
    ben.move(RIGHT)
    for pupil in (ana, zoe, ben):
        expect(pupil.page.get_by_test_id("lesson-said")).to_have_text(FIRST.done)
        expect(pupil.page.locator("[data-command=lesson-next]")).to_be_visible()

    # -- the grid: stars for each, the markup of a name shown as typed ---------------------------
    for name, tries in (("Ana", "2 tries"), ("Zoe", "1 try"), ("<b>Ben</b>", "1 try")):
        solved = row(teacher, name).locator("td[data-level='1']")
        expect(solved).to_have_class(re.compile("class-solved"), timeout=GRID_WAIT)
        expect(solved).to_contain_text("\u2605\u2605\u2605")
        expect(solved).to_contain_text(f"3 stars, {tries}")
    assert teacher.page.locator("[data-testid=grid] b").count() == 0
    assert teacher.page.get_by_test_id("pupil-name").all_inner_texts() == ["Ana", "Zoe", "<b>Ben</b>"]

    # Ben goes on to level 2: the grid outlines it as the level he is on
    ben.lesson_button("next")
    expect(ben.page.get_by_test_id("lesson-goal")).to_have_text(SECOND.goal)
    now = row(teacher, "<b>Ben</b>").locator("td.class-now")
    expect(now).to_have_attribute("data-level", "2", timeout=GRID_WAIT)

    # -- a fourth pupil fails level 1 three times: the grid calls them stuck ---------------------
    dev = Device(browser, lesson.join_url).join("Dev")
    for attempt in range(3):
        if attempt:
            dev.lesson_button("retry")
        dev.move(WRONG)
        expect(dev.page.get_by_test_id("lesson-said")).to_have_text(FIRST.feedback[0].says)
    expect(teacher.page.get_by_test_id("stuck")).to_have_text("Stuck: Dev (level 1, 3 tries failed)",
                                                              timeout=GRID_WAIT)
    expect(row(teacher, "Dev")).to_have_class(re.compile("class-stuck"))
    expect(row(teacher, "Dev").locator("td[data-level='1']")).to_contain_text("3\u00d7")

    # -- the teacher holds the class at level 1, then at level 2 -------------------------------------
    hold_at(teacher, 1)
    expect(ana.page.locator(".bw-lesson-wait")).to_have_text("Your teacher opens the next levels soon.")
    expect(ana.page.locator("[data-command=lesson-next]")).to_have_count(0)
    hold_at(teacher, 2)
    expect(ana.page.locator("[data-command=lesson-next]")).to_be_visible()
    expect(teacher.page.locator("[data-testid=grid] thead th.class-closed")).to_have_count(len(LEVELS) - 2)

    # -- the teacher's page: axe-clean in both themes, and the pictures ----------------------------
    assert violations(teacher.page, "main") == []
    teacher.screenshot("teacher")
    teacher.page.emulate_media(color_scheme="dark")
    assert violations(teacher.page, "main") == []
    teacher.screenshot("teacher-dark")
    teacher.page.emulate_media(color_scheme="light")
    teacher.page.set_viewport_size({"width": 768, "height": 1024})  # a tablet, upright
    teacher.screenshot("teacher-tablet")
    teacher.page.set_viewport_size(LAPTOP)

    # -- Look: Ben's board, read-only, at the level he is on ---------------------------------------
    expect(ben.page.locator(".bw-offers .bw-target")).not_to_have_count(0)  # his own page offers moves
    with teacher.context.expect_page() as opened:
        row(teacher, "<b>Ben</b>").get_by_test_id("look").click()
    look = teacher.watched(opened.value)
    expect(look.get_by_test_id("lesson-goal")).to_have_text(SECOND.goal)
    expect(look.get_by_test_id("connection")).to_have_text("connected: looking at <b>Ben</b>'s board")
    expect(look.locator(".bw-root svg[data-testid=board]")).to_be_visible()
    for command in ("hint", "retry", "next"):
        assert look.locator(f"[data-command=lesson-{command}]").count() == 0
    assert look.locator(".bw-target").count() == 0
    teacher.screenshot("look", page=look)
    look.close()

    # -- the grid from the keyboard: Tab reaches a pupil's Look and Show, and keeps its place while
    # the class plays; Enter on Show puts that pupil's board on the projector -------------------------
    teacher.page.bring_to_front()
    teacher.page.locator("body").focus()
    number = next(pupil.number for pupil in lesson.pupils.values() if pupil.name == "Zoe")
    focused = "() => document.activeElement.getAttribute('aria-label') || document.activeElement.textContent"
    for _ in range(60):
        teacher.page.keyboard.press("Tab")
        if teacher.page.evaluate(focused) == "Look at Zoe's board":
            break
    else:
        raise AssertionError("Tab never reaches the Look link of Zoe's row")
    assert teacher.page.evaluate("() => document.activeElement.href").endswith(f"/{number}")
    teacher.page.keyboard.press("Tab")
    assert teacher.page.evaluate(focused) == "Show Zoe's board on the projector"
    dev.lesson_button("retry")  # the class plays on: the grid is drawn again
    dev.move(WRONG)
    expect(row(teacher, "Dev").locator("td[data-level='1']")).to_contain_text("4\u00d7", timeout=GRID_WAIT)
    assert teacher.page.evaluate(focused) == "Show Zoe's board on the projector"
    teacher.page.keyboard.press("Enter")
    expect(teacher.page.get_by_test_id("shown")).to_have_text("shows Zoe's board", timeout=GRID_WAIT)
    show = row(teacher, "Zoe").get_by_role("button", name="Show Zoe's board on the projector")
    expect(show).to_have_attribute("aria-pressed", "true")

    # -- the projector shows Zoe's board, read-only --------------------------------------------
    expect(projector.page.get_by_test_id("connection")).to_have_text("connected: Zoe's board")
    expect(projector.page.get_by_test_id("notice")).to_be_hidden()
    expect(projector.page.get_by_test_id("lesson-goal")).to_have_text(FIRST.goal)
    expect(projector.page.get_by_test_id("lesson-said")).to_have_text(FIRST.done)
    assert projector.page.locator("[data-command=lesson-next]").count() == 0
    projector.screenshot("projector")

    # -- the results, as the teacher downloads them ------------------------------------------------
    answer = teacher.page.request.get(f"{lesson.teacher_url}/results.csv")
    rows = list(csv.DictReader(io.StringIO(answer.text())))
    assert [(r["pupil"], r["level"], r["stars"], r["tries"]) for r in rows] == [
        ("Ana", "1", "3", "2"), ("Zoe", "1", "3", "1"), ("<b>Ben</b>", "1", "3", "1"), ("Dev", "1", "0", "4")]
    # (Ben's level 2, begun without a move, is not a try yet)

    # -- Zoe opens the class's link again on her phone: it takes her back to her own lesson ------------
    zoe.page.goto(lesson.join_url)
    expect(zoe.page.get_by_test_id("yours")).to_contain_text("Zoe, you have started this lesson")
    zoe.page.get_by_test_id("your-board").tap()
    expect(zoe.page.get_by_test_id("lesson-said")).to_have_text(FIRST.done)

    teacher.page.get_by_test_id("open-all").click()
    expect(teacher.page.get_by_test_id("open-to")).to_have_text(f"All {len(LEVELS)} levels are open.",
                                                                timeout=GRID_WAIT)
    for device in (teacher, projector, ana, zoe, ben, dev):
        device.close()
    print(f"\nthe class's lesson took {time.monotonic() - began:.1f} s in chromium")
