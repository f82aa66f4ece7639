"""A pupil on a phone: whole games of Fireball Island and Lost Valley played by taps on a 390 x
844 touch screen in a room, the board zoomed onto the moves on offer and following them as the
game goes; and the same page turned sideways, the board taking the width the panels leave.

The pupil's choices are a seeded medium computer player's (so that a game ends in some hundred
taps); each is tapped where the page shows it, after checking that it is in sight without any
scrolling by the test: the view follows the moves by itself.
"""
from __future__ import annotations

import json
import time

import pytest

import boardwidgets as bw
from boardwidgets.room import room
from tests.board_page import launch
from tests.chromium import ARTIFACTS, require_browser

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True, "reduced_motion": "reduce"}
#: where the element a target is on shows, and whether it is inside the board's frame as it is
IN_SIGHT = """(element) => {
  const node = document.querySelector(`.bw-offers .bw-target[data-element="${CSS.escape(element)}"]`)
    || document.querySelector(`.bw-target[data-element="${CSS.escape(element)}"]`);
  if (!node) return null;
  const box = node.getBoundingClientRect();
  const x = (box.left + box.right) / 2, y = (box.top + box.bottom) / 2;
  const frame = document.querySelector('[data-testid=frame]').getBoundingClientRect();
  const onBoard = Boolean(node.closest('svg'));
  return {onBoard, inFrame: !onBoard || (x >= frame.left && x <= frame.right && y >= frame.top
                                         && y <= frame.bottom)};
}"""


@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


def seat_page(browser, served, **options):
    context = browser.new_context(**options)
    page = context.new_page()
    page.set_default_timeout(15_000)
    views = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: views.append(
        json.loads(payload)["view"]) if '"type":"view"' in payload[:20] else None))
    page.goto(served.seat_url(1, 0))
    page.get_by_label("Your first name").fill("Ana")
    page.get_by_role("button", name="Take this seat").click()
    page.locator("svg[data-testid=board]").wait_for()
    return page, views


def settled(table, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while table.waiting is not None or table.match.is_agent_turn():
        assert time.monotonic() < deadline, "the table did not settle"
        time.sleep(0.01)


@pytest.mark.parametrize(("game", "seed"), [("fireball_island", 2), ("lost_valley", 2)])
def test_a_pupil_plays_a_whole_game_by_taps_on_a_phone(browser, tmp_path, game, seed):
    served = room(game, players=2, computer={1: "medium"}, seed=seed, db=tmp_path / "room.sqlite", pace=0)
    try:
        table = served.tables[0]
        page, views = seat_page(browser, served, **PHONE)
        me = bw.agents.by_name("medium", seed=7)
        taps = in_sight = 0
        shot = False  # a screenshot for the docs, once the game is under way and offers steps
        while not table.match.state.is_over:
            assert taps < 400, "the game does not end"
            settled(table)
            moves = table.match._cursor
            deadline = time.monotonic() + 15
            while not views or views[-1]["moves"] != moves or not views[-1]["targets"]:
                assert time.monotonic() < deadline, "the page was not sent the position"
                page.wait_for_timeout(10)
            view = views[-1]
            if not shot and taps >= 20 and sum(t["on"].startswith("space:") for t in view["targets"]) >= 2:
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / f"room-phone-{game}.png"))
                shot = True
            action = me.choose(table.match.state).to_json()
            target = next(t for t in view["targets"] if t["action"] == action)
            sight = page.evaluate(IN_SIGHT, target["on"] if target["on"] != "button" else "button")
            in_sight += bool(sight and sight["inFrame"])
            same = [t for t in view["targets"] if t["on"] == target["on"]]
            if target["on"] == "button":
                page.locator(f'.bw-actions [data-targets="{target["id"]}"]').tap()
            elif target["on"].startswith(("space:", "piece:")):
                page.locator(f'.bw-offers .bw-target[data-element="{target["on"]}"]').tap()
            else:
                page.locator(f'.bw-target[data-element="{target["on"]}"]').first.tap()
            if len(same) > 1 and target["on"] != "button":  # several moves on one place: a menu
                page.locator(f'.bw-menu-item[data-targets="{target["id"]}"]').tap()
            deadline = time.monotonic() + 15
            while table.match._cursor == moves:
                assert time.monotonic() < deadline, f"the tap on {target['label']!r} did not play"
                time.sleep(0.01)
            taps += 1
        settled(table)
        print(f"\n{game}: {taps} taps, {in_sight} with the move in sight without scrolling; "
              f"{table.match.state.result()['reason']}")
        assert in_sight >= 0.9 * taps, f"only {in_sight} of {taps} moves were in sight"
        assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth")
    finally:
        served.stop()


def test_a_phone_turned_sideways_gives_the_board_the_width_the_panels_leave(browser, tmp_path):
    served = room("fireball_island", players=2, seed=2, db=tmp_path / "room.sqlite", pace=0)
    try:
        page, _ = seat_page(browser, served, **{**PHONE, "viewport": {"width": 844, "height": 390}})
        frame = page.locator("[data-testid=frame]").bounding_box()
        panels = page.locator(".bw-panels").bounding_box()
        assert frame["width"] >= 480, frame  # was 336 when the board was held to the height
        assert panels["x"] >= frame["x"] + frame["width"] - 1  # the panels beside it
        assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "room-phone-landscape.png"))
    finally:
        served.stop()


@pytest.mark.parametrize(("device", "options"), [
    ("phone-dark", {**PHONE, "color_scheme": "dark"}),
    ("tablet", {**PHONE, "viewport": {"width": 768, "height": 1024}}),
    ("tablet-dark", {**PHONE, "viewport": {"width": 768, "height": 1024}, "color_scheme": "dark"})])
def test_a_seat_on_a_tablet_and_in_the_dark_fits_its_screen(browser, tmp_path, device, options):
    """The same seat on a tablet and on a phone in the dark: the board as wide as the screen
    allows, nothing wider than the screen, the moves on offer in the frame (screenshots for the
    docs)."""
    served = room("fireball_island", players=2, seed=2, db=tmp_path / "room.sqlite", pace=0)
    try:
        page, views = seat_page(browser, served, **options)
        frame = page.locator("[data-testid=frame]").bounding_box()
        width = options["viewport"]["width"]
        assert frame["width"] >= 0.85 * width and frame["x"] + frame["width"] <= width
        assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"room-{device}.png"))
    finally:
        served.stop()
