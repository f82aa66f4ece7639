"""Every move on offer can be found and pressed, on every device a class uses (issue 35): for
positions along seeded random games of every game, with people in every seat and every player
count, drawn by the widget's own board.js in chromium at 934 pixels on a 1366 x 768 laptop (light
and dark), on a 768 x 1024 tablet and on a 390 x 844 phone (touch screens), every move's centre
and at least half of its area reach that move, and its press area is at least 24 x 24 pixels
(``tests/reach.py``). The benchmark ``python benchmarks/run.py --reach`` checks every position of
whole games; here every few positions, and the first of each kind of decision."""
from __future__ import annotations

import json

import pytest

from tests.board_page import DARK, LIGHT, harness_address, host, launch
from tests.chromium import ARTIFACTS, require_browser
from tests.reach import DEVICES, check, positions, problems

pytestmark = pytest.mark.browser

#: the games, with their player counts and seeds, and every how many positions one is checked
GAMES = {"nanga_parbat": ([(2, 1)], 9), "bear_valley": ([(3, 2), (2, 5)], 20),
         "fireball_island": ([(2, 3), (4, 1)], 40), "lost_valley": ([(3, 2), (2, 4)], 40),
         "maple_valley": ([(1, 2), (3, 1)], 20)}
#: how many moves of a game the test follows at most (the benchmark plays to the end)
LIMIT = 400


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """One page per device, on the harness that draws a view with the widget's own board.js."""
    require_browser()
    from playwright.sync_api import sync_playwright

    with harness_address(tmp_path_factory.mktemp("reach")) as address, sync_playwright() as playwright:
        browser = launch(playwright)
        opened = {}
        for name, device in DEVICES.items():
            context = browser.new_context(viewport=device["viewport"], has_touch=device["touch"],
                                          is_mobile=device["touch"], reduced_motion="reduce")
            page = context.new_page()
            page.goto(address)
            page.wait_for_function("window.ready === true")
            host(page, device["cell"], LIGHT)
            opened[name] = page
        yield opened
        browser.close()


def sampled(name: str, players: int, seed: int, every: int):
    """Every ``every``-th position of the game, and each position whose kind of decision (its
    status's first words) was not seen yet."""
    seen = set()
    for moves, view, icons in positions(name, players, seed, LIMIT):
        kind = " ".join(view["status"].split()[:3])
        if moves % every == 0 or kind not in seen:
            seen.add(kind)
            yield moves, view, icons


@pytest.mark.parametrize("name", list(GAMES))
def test_every_move_on_offer_reaches_its_target_on_every_device(pages, name):
    games, every = GAMES[name]
    failures, smallest, checked = [], {}, 0
    for players, seed in games:
        for moves, view, icons in sampled(name, players, seed, every):
            for device, page in pages.items():
                rows = check(page, view, icons)
                checked += len(rows)
                for row in rows:
                    side = min(row["width"], row["height"])
                    smallest[device] = min(smallest.get(device, side), side)
                failures += [{"players": players, "seed": seed, "move": moves, "device": device, **row}
                             for row in problems(rows)]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"reach-{name}.json").write_text(json.dumps(
        {"checked": checked, "smallest_px": smallest, "failures": failures}, indent=1))
    print(f"\n{name}: {checked} moves checked; the smallest press area, px: {smallest}")
    assert checked, "no move on offer was checked"
    assert not failures, f"{len(failures)} moves cannot be pressed as they should: {failures[:4]}"


def test_the_dark_theme_changes_no_place_a_move_is_pressed(pages):
    """The themes draw the same shapes: a few positions of each game, measured again in the dark."""
    page = pages["laptop"]
    try:
        for name in GAMES:
            (players, seed), = GAMES[name][0][:1]
            for moves, view, icons in positions(name, players, seed, 30):
                if moves % 10:
                    continue
                host(page, DEVICES["laptop"]["cell"], LIGHT)
                light = check(page, view, icons)
                host(page, DEVICES["laptop"]["cell"], DARK, dark=True)
                assert check(page, view, icons) == light, (name, moves)
    finally:
        host(page, DEVICES["laptop"]["cell"], LIGHT)
