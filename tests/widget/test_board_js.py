"""The board's JavaScript in a real chromium, on views built for each behaviour.

The page loads the widget's own board.js and board.css and gives ``render``
a stand-in for the widget model: it serves the ``view``, ``icons`` and
``scale`` traits, fires their ``change:`` events, and records what the page
sends and sets. The real Jupyter round trip (kernel, comm, Python handling)
is tested in tests/test_browser.py; here we test what only the page can do:
drawing, highlighting, keyboard use, the menu for several moves on one place,
the marks of the latest move, icons, the waiting line, review mode, the zoom,
the layout in narrow cells, text sizes for a projector, contrast in light and
dark themes, and that text is never interpreted as HTML.
"""
from __future__ import annotations

import functools
import json

import pytest

import boardwidgets as bw
from tests.board_page import DARK, LIGHT, harness_address, host, launch, open_harness, plain, sent, show
from tests.chromium import ARTIFACTS, require_browser
from tests.colours import COLOURS, contrast, luminance, over, parse_color

require_browser()
from playwright.sync_api import sync_playwright  # noqa: E402  (after the check that it is there)

pytestmark = pytest.mark.browser


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
    """Every test starts in a 900-pixel cell, in the light theme without JupyterLab."""
    plain(page)
    page.emulate_media(reduced_motion="no-preference")


def board_view(seed=11, **changes) -> dict:
    view = bw.BoardWidget(bw.Match("nanga_parbat", seed=seed)).view
    view.update(changes)
    return json.loads(json.dumps(view))


@functools.cache
def real_icons() -> dict:
    return bw.BoardWidget(bw.Match("nanga_parbat", seed=11)).icons


def mid_game_view(moves=38) -> dict:
    match = bw.Match("nanga_parbat", seed=11)
    agent = bw.agents.Random(seed=1)
    for _ in range(moves):
        if match.state.is_over:
            break
        match.act(agent.choose(match.state))
    return json.loads(json.dumps(bw.BoardWidget(match).view))


#: for the tests that draw every game: a game played some way in by medium players (Bear Valley:
#: a grown map, Equipment on it, a walk under way; Fireball Island: pieces along the trails, cards
#: in hand and on the discard pile; Lost Valley: a river with its banks, land, markers, gold in
#: the bags; Maple Valley: in the third hour, Friends made, a Favour crafted, markers on the
#: Festivities), as (configuration, actions played)
GAMES_IN_PLAY = {"bear_valley": ({"players": 3, "variant": "advanced"}, 60),
                 "fireball_island": ({"players": 3}, 100),
                 "lost_valley": ({"players": 3}, 150),
                 "maple_valley": ({"players": 3}, 120)}


@functools.cache
def board_in_play(name: str) -> bw.BoardWidget:
    config, moves = GAMES_IN_PLAY[name]
    match = bw.Match(bw.load_game(name, **config), seed=5)
    agents = [bw.agents.Heuristic(seed=seat) for seat in range(config["players"])]
    for _ in range(moves):
        match.act(agents[match.state.to_move].choose(match.state))
    return bw.BoardWidget(match)


def view_in_play(name: str) -> dict:
    return json.loads(json.dumps(board_in_play(name).view))


def test_contrast_helper():
    assert contrast("rgb(0, 0, 0)", "rgb(255, 255, 255)") == pytest.approx(21)
    assert contrast("rgb(189, 189, 189)", "rgb(255, 255, 255)") < 3  # JupyterLab's border-color1
    assert over("rgba(0, 0, 0, 0.5)", "rgb(255, 255, 255)")[:3] == pytest.approx((0.5, 0.5, 0.5))
    assert parse_color("color(srgb 0.5 0.25 1 / 0.5)") == (0.5, 0.25, 1, 0.5)


# -- drawing and playing ------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["nanga_parbat", *GAMES_IN_PLAY])
def test_the_view_is_drawn_in_full(page, game):
    view = board_view() if game == "nanga_parbat" else view_in_play(game)
    show(page, view)
    assert page.locator("g.bw-space").count() == sum(1 for s in view["spaces"])
    assert page.locator("g.bw-piece").count() == len(view["pieces"])
    assert page.locator("line.bw-link").count() == len(view["links"])
    assert page.locator("[data-testid=status]").text_content() == view["status"]
    assert page.locator(".bw-panel").count() == len(view["panels"])


def offer(page, space: str):
    """The mark of the move on offer on ``space``, in the layer above everything the game draws."""
    return page.locator(f".bw-offers .bw-target[data-element='space:{space}']")


def test_every_target_is_highlighted_and_focusable(page):
    view = board_view()
    show(page, view)
    targets = page.locator(".bw-target[data-element^='space:']")
    assert targets.count() == len(view["targets"])
    assert all(targets.nth(i).get_attribute("tabindex") == "0" for i in range(targets.count()))
    # a solid band on a keyline round every move on offer, and on nothing else, above the pieces
    assert page.locator(".bw-offers .bw-offer-band").count() == len(view["targets"])
    assert page.locator(".bw-offer-band").count() == len(view["targets"])
    assert offer(page, "1.1").count() == 0
    # above every layer the game draws: only a lesson's hint rings lie over them (taking no press)
    layers = page.evaluate("() => [...document.querySelector('svg.bw-svg').children]"
                           ".map((g) => g.className.baseVal)")
    assert layers[-3:] == ["bw-hits", "bw-offers", "bw-hint-rings"], layers
    ring = offer(page, "flag-1").locator(".bw-offer-band")
    assert ring.evaluate("e => getComputedStyle(e).strokeDasharray") == "none"
    assert ring.evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    before = ring.evaluate("e => getComputedStyle(e).strokeWidth")
    # louder than the amber of the last move
    assert float(before.rstrip("px")) >= 5
    offer(page, "flag-1").hover()
    assert ring.evaluate("e => getComputedStyle(e).strokeWidth") != before


def test_the_ring_of_a_move_on_offer_takes_the_blue_that_reads_on_its_fill(page):
    view = board_view()
    flags = [s for s in view["spaces"] if s["id"].startswith("flag-")]
    flags[0]["fill"], flags[1]["fill"], flags[2]["fill"] = "#fffde7", "#1b1b1b", "#808080"
    show(page, view)
    for flag in flags[:3]:
        stroke = offer(page, flag["id"]).locator(".bw-offer-band").evaluate(
            "e => getComputedStyle(e).stroke")
        assert contrast(parse_color(stroke), parse_color(flag["fill"])) >= 3.2, (flag["fill"], stroke)


def test_a_click_on_a_target_sends_its_id_and_the_board_number(page):
    show(page, board_view())
    offer(page, "flag-3").click()
    assert sent(page) == [{"type": "act", "target": "t2", "seq": 0}]
    offer(page, "flag-4").click()  # waits for the next view
    assert len(sent(page)) == 1


def test_a_press_on_a_move_or_a_button_leaves_the_focus_and_stays_inside_the_board(page):
    """JupyterLab selects the cell around whatever a press reaches and moves the focus, and a
    focused button drawn again with the next view takes the focus back: work that held a move
    back by tens of milliseconds. A press on a move or a button goes no further; a press on
    the rest of the board reaches the page."""
    view = board_view()
    view["targets"].append({"id": "tb", "on": "button", "label": "End the turn"})
    show(page, view)
    page.evaluate("""() => {
        window.__pressesOutside = 0;
        document.addEventListener("mousedown", () => { window.__pressesOutside += 1; });
        document.activeElement.blur();
    }""")
    pressed_without_focus = ("() => [window.__pressesOutside, document.activeElement === document.body]")
    offer(page, "flag-3").click()
    assert sent(page) == [{"type": "act", "target": "t2", "seq": 0}]
    assert page.evaluate(pressed_without_focus) == [0, True]
    show(page, view)
    page.get_by_role("button", name="End the turn").click()
    assert sent(page)[-1]["target"] == "tb"
    page.locator("[data-command=zoom-in]").click()
    assert page.evaluate(pressed_without_focus) == [0, True]
    page.locator("[data-testid=frame]").click(position={"x": 3, "y": 3})  # no move there
    assert page.evaluate("() => window.__pressesOutside") == 1


def test_keyboard_tab_and_enter_choose_a_target(page):
    show(page, board_view())
    offer(page, "flag-1").focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert sent(page) == [{"type": "act", "target": "t1", "seq": 0}]


def test_a_click_elsewhere_asks_python_why(page):
    show(page, board_view())
    page.locator("g.bw-space[data-space='2.4']").click()
    assert sent(page) == [{"type": "click", "on": "space:2.4", "seq": 0}]


def test_several_moves_on_one_place_open_a_menu(page):
    view = board_view()
    view["targets"] = [
        {"id": "a", "on": "space:2.4", "label": "walk there", "action": {"kind": "x"}},
        {"id": "b", "on": "space:2.4", "label": "explore there", "action": {"kind": "y"}}]
    show(page, view)
    offer(page, "2.4").click()
    menu = page.locator(".bw-menu")
    assert menu.is_visible() and sent(page) == []
    assert page.locator(".bw-menu-item").all_text_contents() == ["walk there", "explore there"]
    page.keyboard.press("Escape")
    assert not menu.is_visible()
    offer(page, "2.4").click()
    page.locator(".bw-menu-item", has_text="explore there").click()
    assert sent(page) == [{"type": "act", "target": "b", "seq": 0}]


def test_text_from_python_is_shown_as_text_never_as_html(page):
    trap = "<img src=x onerror=\"window.hacked=1\">"
    view = board_view(status=trap, error=trap, log=[trap], waiting=trap)
    view["panels"][0]["title"] = trap
    view["spaces"][-1]["label"] = trap
    view["players"][0]["name"] = trap
    show(page, view)
    assert page.locator("[data-testid=status]").text_content() == trap
    assert page.locator("[data-testid=error]").text_content() == trap
    assert page.locator("[data-testid=waiting]").text_content() == trap
    assert page.locator("img").count() == 0
    assert page.evaluate("() => window.hacked === undefined")


def test_buttons_follow_the_controls_and_send_commands(page):
    view = board_view()
    view["controls"] = {"undo": False, "redo": True, "new_game": True, "agent_move": True, "review": False}
    show(page, view)
    assert page.locator("button[data-command=undo]").is_disabled()
    assert page.locator("button[data-command=review]").is_disabled()
    page.locator("button[data-command=redo]").click()
    assert sent(page) == [{"type": "redo", "seq": 0}]


def test_an_error_line_appears_only_when_there_is_an_error(page):
    show(page, board_view())
    assert not page.locator("[data-testid=error]").is_visible()
    show(page, board_view(error="You can only trap in the guide's region, region 2."))
    assert page.locator("[data-testid=error]").text_content().startswith("You can only trap")


def test_a_refusal_is_shown_under_the_status_line_and_scrolled_into_sight(page):
    page.set_viewport_size({"width": 1280, "height": 320})  # the board at its least height
    try:
        show(page, board_view())
        page.evaluate("() => window.scrollTo(0, document.scrollingElement.scrollHeight)")  # the log
        assert page.locator("[data-testid=status]").bounding_box()["y"] < 0
        show(page, board_view(error="You can only trap in the guide's region, region 2."))
        error = page.locator("[data-testid=error]").bounding_box()
        status = page.locator("[data-testid=status]").bounding_box()
        assert 0 <= status["y"] and error["y"] + error["height"] <= 320
        assert 0 <= error["y"] - (status["y"] + status["height"]) < 10  # right under the status
    finally:
        page.set_viewport_size({"width": 1280, "height": 1000})


# -- what the latest move changed ---------------------------------------------------------------
def test_the_elements_of_the_latest_move_are_marked(page):
    view = board_view()
    piece = view["pieces"][0]["id"]
    view["recent"] = ["space:2.4", f"piece:{piece}", "item:board-0-yak-ready"]
    view["spaces"][[s["id"] for s in view["spaces"]].index("2.5")]["selected"] = True
    show(page, view)
    space = page.locator("g.bw-space[data-space='2.4']")
    ring = page.locator(f"g.bw-piece[data-piece='{piece}'] circle.bw-recent-band")
    item = page.locator(".bw-item[data-item='board-0-yak-ready']")
    assert "bw-recent" in space.get_attribute("class")
    assert "bw-recent" in page.locator(f"g.bw-piece[data-piece='{piece}']").get_attribute("class")
    assert "bw-recent" in item.get_attribute("class")
    assert page.locator(".bw-recent").count() == 3
    # each mark is an amber band with a dark keyline, on the space and round the piece
    assert page.locator(".bw-recent-band").count() == page.locator(".bw-recent-keyline").count() == 2
    assert ring.evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    assert ring.evaluate("e => getComputedStyle(e).fill") == "none"  # the piece stays uncovered
    assert ring.bounding_box()["width"] > page.locator(
        f"g.bw-piece[data-piece='{piece}'] .bw-body").bounding_box()["width"]
    band, keyline = space.locator(".bw-recent-band"), space.locator(".bw-recent-keyline")
    amber = band.evaluate("e => getComputedStyle(e).stroke")
    # thin, with round joins: a mark, not a frame that hides the board
    assert 3 <= float(band.evaluate("e => getComputedStyle(e).strokeWidth").rstrip("px")) <= 6
    assert band.evaluate("e => getComputedStyle(e).strokeLinejoin") == "round"
    assert contrast(parse_color(keyline.evaluate("e => getComputedStyle(e).stroke")),
                    parse_color(amber)) >= 3
    # drawn under the outline: only its outer half shows, the space itself stays as it was
    assert space.evaluate("e => [...e.children].indexOf(e.querySelector('.bw-outline'))"
                          " > [...e.children].indexOf(e.querySelector('.bw-recent-band'))")
    target = offer(page, "flag-1").locator(".bw-offer-band").evaluate(
        "e => getComputedStyle(e).stroke")
    selected = page.locator("g.bw-space[data-space='2.5'] .bw-outline").evaluate(
        "e => getComputedStyle(e).stroke")
    assert len({amber, target, selected}) == 3
    plain_item = page.locator(".bw-item[data-item='board-0-tahr-ready']")
    assert item.evaluate("e => getComputedStyle(e).backgroundColor") != plain_item.evaluate(
        "e => getComputedStyle(e).backgroundColor")
    show(page, board_view())  # marks last until the next view
    assert page.locator(".bw-recent, .bw-recent-mark").count() == 0


def test_the_pieces_of_the_player_to_move_are_ringed_on_the_board(page):
    view = mid_game_view()
    hikers = [p for p in view["pieces"] if p["kind"] == "hiker"][:2]
    hikers[0]["owner"], hikers[1]["owner"] = 0, 1
    view["players"][0]["to_move"], view["players"][1]["to_move"] = True, False
    show(page, view)
    mover = page.locator(f"g.bw-piece[data-piece='{hikers[0]['id']}']")
    other = page.locator(f"g.bw-piece[data-piece='{hikers[1]['id']}']")
    assert "bw-turn" in mover.get_attribute("class")
    assert mover.locator(".bw-turn-ring").get_attribute("stroke") == hikers[0]["color"]
    assert other.locator(".bw-turn-ring").count() == 0
    body = mover.locator(".bw-body")
    assert float(body.evaluate("e => getComputedStyle(e).strokeWidth").rstrip("px")) >= 2
    # the ring pulses a few times, then stays still at full strength: a pulse without end
    # would have the page paint the board at every frame for as long as it is open
    pulse = mover.locator(".bw-turn-ring").evaluate("""e => {
        const [animation] = e.getAnimations();
        const { iterations } = animation.effect.getComputedTiming();
        if (iterations === Infinity) return ["endless"];
        animation.finish();
        return [iterations, getComputedStyle(e).strokeOpacity, e.getAnimations().length];
    }""")
    assert pulse[0] != "endless" and pulse[0] * 1.6 <= 10 and pulse[1:] == ["1", 0], pulse
    page.emulate_media(reduced_motion="reduce")
    assert mover.locator(".bw-turn-ring").evaluate("e => getComputedStyle(e).animationName") == "none"


def test_a_real_move_marks_what_it_changed(page):
    view = mid_game_view()
    assert view["recent"]
    show(page, view)
    marked = page.evaluate("""() => [...document.querySelectorAll('.bw-recent')].map(
        e => e.dataset.element || `piece:${e.dataset.piece}`)""")
    assert sorted(marked) == sorted(view["recent"])


# -- icons ----------------------------------------------------------------------------------------
def test_a_piece_with_an_icon_shows_it_instead_of_its_label(page):
    triangle = "M0 0L512 0L512 512Z"
    evil = 'M0 0Z"><script>window.hacked=1</script><path d="M0 0Z'
    view = board_view()
    first, second, third = [p for p in view["pieces"] if p.get("label")][:3]
    first["icon"], second["icon"], third["icon"] = "x", "unknown", "evil"
    flag = view["spaces"][[s["id"] for s in view["spaces"]].index("flag-2")]
    flag["icon"] = "x"
    show(page, view, icons={"x": triangle, "evil": evil})
    group = page.locator(f"g.bw-piece[data-piece='{first['id']}']")
    icon = group.locator("path.bw-icon")
    assert icon.get_attribute("d") == triangle
    assert group.locator("text").count() == 0
    body = group.locator(".bw-body").bounding_box()
    box = icon.bounding_box()  # the triangle fills its square: side 1.5 x size, centred
    per_unit = page.locator("svg[data-testid=board]").evaluate("e => e.getScreenCTM().a")
    assert box["width"] == pytest.approx(1.5 * first["size"] * per_unit, rel=0.01)
    assert box["x"] + box["width"] / 2 == pytest.approx(body["x"] + body["width"] / 2, abs=0.5)
    assert box["y"] + box["height"] / 2 == pytest.approx(body["y"] + body["height"] / 2, abs=0.5)
    fallback = page.locator(f"g.bw-piece[data-piece='{second['id']}']")
    assert fallback.locator("path.bw-icon").count() == 0
    assert fallback.locator("text").text_content() == second["label"]
    assert page.locator(f"g.bw-piece[data-piece='{third['id']}'] path.bw-icon").get_attribute("d") == evil
    assert page.locator(".bw-root script").count() == 0
    assert page.evaluate("() => window.hacked === undefined")
    space = page.locator("g.bw-space[data-space='flag-2']")
    assert space.locator("path.bw-icon").get_attribute("d") == triangle
    assert space.locator("text").text_content() == "2"  # a space keeps its label


def test_the_real_icons_are_drawn_on_every_piece_and_swatch_that_names_one(page):
    view = board_view()
    show(page, view, icons=real_icons())
    named = [p for p in view["pieces"] if p.get("icon")]
    assert any(p["kind"] == "yak" for p in named)
    for piece in named:
        group = page.locator(f"g.bw-piece[data-piece='{piece['id']}']")
        assert group.locator("path.bw-icon").count() == 1, piece
        assert group.locator("text").count() == 0
    items = [i for panel in view["panels"] for i in panel["items"] if i.get("icon")]
    assert items and page.locator(".bw-item svg.bw-swatch-icon path.bw-icon").count() == len(items)


# -- the computer's turn ------------------------------------------------------------------------------
def test_while_the_computer_thinks_clicks_send_nothing(page):
    waiting = "Green is thinking..."
    view = board_view(waiting=waiting, targets=[])
    view["controls"]["new_game"] = True  # even an enabled button must wait
    show(page, view)
    line = page.locator("[data-testid=waiting]")
    assert line.is_visible() and line.text_content() == waiting
    assert line.locator(".bw-spinner").evaluate("e => getComputedStyle(e).animationName") != "none"
    assert "bw-waiting" in page.locator(".bw-root").get_attribute("class")
    assert page.locator(".bw-target").count() == 0
    error = page.locator("[data-testid=error]")
    for element in ("g.bw-space[data-space='2.4']", ".bw-item[data-item='board-0-yak-ready']",
                    "button[data-command=new_game]"):
        page.locator(element).click()
        assert sent(page) == []
        assert error.is_visible() and error.text_content() == f"Please wait: {waiting}"
    page.emulate_media(reduced_motion="reduce")
    assert line.locator(".bw-spinner").evaluate("e => getComputedStyle(e).animationName") == "none"
    show(page, board_view())
    assert not line.is_visible()
    assert "bw-waiting" not in page.locator(".bw-root").get_attribute("class")


def test_each_player_shows_a_role_badge(page):
    view = board_view()
    view["players"][0]["role"], view["players"][1]["role"] = "you", "computer"
    show(page, view)
    chips = page.locator(".bw-player")
    assert [chips.nth(i).get_attribute("data-role") for i in range(2)] == ["you", "computer"]
    assert chips.locator(".bw-role").all_text_contents() == ["you", "computer"]
    assert chips.nth(0).text_content().startswith("Orange") and "0" in chips.nth(0).text_content()
    assert "bw-to-move" in chips.nth(0).get_attribute("class")
    assert int(chips.nth(0).evaluate("e => getComputedStyle(e).fontWeight")) > int(
        chips.nth(1).evaluate("e => getComputedStyle(e).fontWeight"))
    view["players"][1]["role"] = "person"
    show(page, view)
    assert chips.nth(1).locator(".bw-role").text_content() == "player"


# -- the log ---------------------------------------------------------------------------------------------
def test_the_log_shows_the_newest_line_last_and_scrolls_to_it(page):
    show(page, board_view(log=[f"line {i}" for i in range(60)]))
    log = page.locator("[data-testid=log]")
    assert log.locator("li").last.text_content() == "line 59"
    assert log.evaluate("e => e.scrollTop + e.clientHeight >= e.scrollHeight - 2")


def test_the_whole_log_is_numbered_and_the_newest_lines_are_highlighted(page):
    lines = [f"line {i + 1}: " + ("a long line that wraps " * 8 if i % 7 == 3 else "short")
             for i in range(200)]
    show(page, board_view(log=lines, recent_log=195))
    log = page.locator("[data-testid=log]")
    assert log.evaluate("e => e.tagName === 'OL' && e.start === 1")
    assert log.locator("li").all_text_contents() == lines
    assert log.locator("li.bw-log-recent").all_text_contents() == lines[195:]
    geometry = log.evaluate("""e => {
        const top = e.getBoundingClientRect().top + e.clientTop;
        const bottom = top + e.clientHeight;
        const boxes = [...e.children].map(li => li.getBoundingClientRect());
        const first = boxes.find(b => b.bottom > top + 1);
        return {top, bottom, firstTop: first.top, last: boxes[boxes.length - 1],
                lineHeight: boxes[0].height};
    }""")
    assert geometry["last"]["top"] >= geometry["top"] and geometry["last"]["bottom"] <= geometry["bottom"] + 1
    assert geometry["firstTop"] >= geometry["top"] - 1  # the top line is not cut in half
    visible = (geometry["bottom"] - geometry["top"]) / geometry["lineHeight"]
    assert 5 <= visible <= 7.5


def test_a_short_log_is_not_padded(page):
    show(page, board_view(log=["one", "two"], recent_log=1))
    log = page.locator("[data-testid=log]")
    assert log.locator("li.bw-log-recent").all_text_contents() == ["two"]
    assert log.evaluate("e => e.scrollTop") == 0


# -- review mode --------------------------------------------------------------------------------------
def test_review_mode_walks_through_the_game_and_back(page):
    review = {"at": 5, "of": 12, "move": "Orange traps the yak in section 2.4"}
    view = board_view(targets=[], moves=12, review=review)
    show(page, view)
    bar = page.locator("[data-testid=review]")
    assert bar.is_visible()
    assert "Move 5 of 12: Orange traps the yak in section 2.4" in bar.text_content()
    assert "bw-reviewing" in page.locator(".bw-root").get_attribute("class")
    assert page.locator("button[data-command=review]").count() == 0
    slider = page.locator("input[type=range][data-testid=review-slider]")
    assert [slider.get_attribute(a) for a in ("min", "max")] == ["0", "12"]
    assert slider.input_value() == "5"
    for command, message in [("review-back", {"type": "review", "to": 4}),
                             ("review-forward", {"type": "review", "to": 6}),
                             ("live", {"type": "live"})]:
        show(page, view)
        page.locator(f"button[data-command={command}]").click()
        assert sent(page) == [{**message, "seq": 0}]
    show(page, view)
    slider.evaluate("e => { e.value = '9'; e.dispatchEvent(new Event('change')); }")
    assert sent(page) == [{"type": "review", "to": 9, "seq": 0}]
    show(page, view)
    page.locator("g.bw-space[data-space='2.4']").click()
    assert sent(page) == []
    assert page.locator("[data-testid=error]").text_content() == (
        "You are looking back at move 5: press Back to the game to play.")
    show(page, board_view(targets=[], moves=12, review={**review, "at": 0, "move": "the start"}))
    assert page.locator("button[data-command=review-back]").is_disabled()
    assert not page.locator("button[data-command=review-forward]").is_disabled()
    show(page, board_view(targets=[], moves=12, review={**review, "at": 12}))
    assert page.locator("button[data-command=review-forward]").is_disabled()


def test_the_review_button_starts_one_move_back(page):
    view = board_view(moves=12)
    view["controls"]["review"] = True
    show(page, view)
    assert not page.locator("[data-testid=review]").is_visible()
    assert "bw-reviewing" not in page.locator(".bw-root").get_attribute("class")
    page.locator("button[data-command=review]").click()
    assert sent(page) == [{"type": "review", "to": 11, "seq": 0}]


# -- size: zoom, narrow cells, text sizes ----------------------------------------------------------------
def svg_width(page) -> float:
    return page.locator("svg[data-testid=board]").bounding_box()["width"]


def test_the_zoom_enlarges_the_board_inside_its_frame_which_then_pans(page):
    show(page, board_view())
    frame = page.locator("[data-testid=frame]")
    width, box = svg_width(page), frame.bounding_box()
    status = page.locator("[data-testid=status]").bounding_box()
    font = page.locator(".bw-status").evaluate("e => getComputedStyle(e).fontSize")
    page.locator("button[data-command=zoom-in]").click()
    assert page.evaluate("() => [window.sets, window.saves]") == [[["scale", 1.25]], 1]
    assert sent(page) == []  # a trait, not a message
    assert svg_width(page) == pytest.approx(1.25 * width, rel=0.02)
    show(page, board_view(), scale=2)
    assert svg_width(page) == pytest.approx(2 * width, rel=0.02)
    # the frame, the status line and the text stay as they were; the page never scrolls sideways
    assert frame.bounding_box() == box
    assert page.locator("[data-testid=status]").bounding_box() == status
    assert page.locator(".bw-status").evaluate("e => getComputedStyle(e).fontSize") == font
    assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth")
    assert frame.evaluate("e => e.scrollWidth > e.clientWidth && e.scrollHeight > e.clientHeight")
    # panned by hand, with a move on offer still in sight
    frame.evaluate("e => { e.querySelector('.bw-target').scrollIntoView({block: 'center', inline: 'center'});"
                   " e.scrollLeft += 40; }")
    panned = frame.evaluate("e => [e.scrollLeft, e.scrollTop]")
    show(page, board_view(), scale=2)  # the next move does not scroll the board back
    assert frame.evaluate("e => [e.scrollLeft, e.scrollTop]") == panned
    page.locator("button[data-command=zoom-out]").click()
    assert page.evaluate("() => window.sets") == [["scale", 1.6]]
    show(page, board_view(), scale=3)
    assert page.locator("button[data-command=zoom-in]").is_disabled()
    show(page, board_view(), scale=0.5)
    assert page.locator("button[data-command=zoom-out]").is_disabled()
    assert svg_width(page) == pytest.approx(0.5 * width, rel=0.02)
    for name in ("zoom-in", "zoom-out"):
        assert page.locator(f"button[data-command={name}]").get_attribute("aria-label")


def test_a_drag_pans_the_zoomed_board_and_is_not_a_click(page):
    show(page, board_view(), scale=2)
    frame = page.locator("[data-testid=frame]")
    frame.evaluate("e => { e.scrollLeft = 100; e.scrollTop = 100; }")
    flag = page.locator(".bw-offers .bw-target").first
    flag.scroll_into_view_if_needed()
    start = frame.evaluate("e => [e.scrollLeft, e.scrollTop]")
    box = flag.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 60, y - 40, steps=6)
    page.mouse.up()
    assert sent(page) == []  # the press ended a drag, not a click
    assert frame.evaluate("e => [e.scrollLeft, e.scrollTop]") == [start[0] + 60, start[1] + 40]
    box = flag.bounding_box()
    flag.click()
    assert len(sent(page)) == 1


def test_zoomed_in_the_frame_pans_to_the_moves_on_offer(page):
    show(page, board_view(), scale=3)
    frame = page.locator("[data-testid=frame]")
    frame.evaluate("e => { e.scrollLeft = 0; e.scrollTop = e.scrollHeight; }")  # far from the flags
    show(page, board_view(), scale=3)
    seen = frame.bounding_box()
    boxes = page.locator(".bw-offers .bw-target").evaluate_all(
        "l => l.map(e => { const b = e.getBoundingClientRect();"
        " return {x: b.x, y: b.y, right: b.right, bottom: b.bottom}; })")
    assert any(b["right"] > seen["x"] and b["x"] < seen["x"] + seen["width"]
               and b["bottom"] > seen["y"] and b["y"] < seen["y"] + seen["height"] for b in boxes)


def test_panels_go_below_the_board_in_a_narrow_cell_and_beside_it_in_a_wide_one(page):
    show(page, board_view())
    host(page, 600)
    board = page.locator("[data-testid=frame]").bounding_box()
    panels = page.locator(".bw-panels").bounding_box()
    assert panels["y"] >= board["y"] + board["height"]
    assert board["width"] >= 560
    page.set_viewport_size({"width": 1440, "height": 700})
    try:
        host(page, 1400)  # the board, limited by the screen's height, leaves room at its side
        board = page.locator("[data-testid=frame]").bounding_box()
        panels = page.locator(".bw-panels").bounding_box()
        assert panels["x"] >= board["x"] + board["width"]
        assert panels["y"] < board["y"] + board["height"]
        assert board["y"] + board["height"] <= 700
    finally:
        page.set_viewport_size({"width": 1280, "height": 1000})


def test_the_board_keeps_its_size_while_the_header_changes_by_a_line_and_refits_to_a_new_cell(page):
    frame = page.locator("[data-testid=frame]")
    page.set_viewport_size({"width": 950, "height": 700})
    try:
        show(page, board_view())  # (what the board held for the tests before goes with the new cell)
        host(page, 934)
        fitted = frame.bounding_box()
        # a refusal's line above the board: the board is limited by the screen's height, so it
        # shrinks to leave the line room (it must: the board stays on the screen)
        show(page, board_view(error="That click was refused."))
        shrunk = frame.bounding_box()
        assert shrunk["width"] < fitted["width"] and shrunk["y"] + shrunk["height"] <= 700
        # the line goes: the board could grow back by a few pixels, and keeps its size instead
        show(page, board_view())
        assert frame.bounding_box() == {**shrunk, "y": fitted["y"]}
        # a new width of the cell fits it afresh
        host(page, 933)
        assert frame.bounding_box()["width"] == fitted["width"]
    finally:
        page.set_viewport_size({"width": 1280, "height": 1000})


def test_the_board_stays_in_place_while_a_row_of_buttons_comes_and_goes(page):
    """The header keeps its height unless it needs HEADER_HOLD (64) pixels less: a board that
    jumped by a row with every other move would be hard to follow, and painted again in full."""
    frame = page.locator("[data-testid=frame]")
    header = page.locator(".bw-header")
    view = board_view()
    show(page, view)
    host(page, 934)  # a new cell: what the board held for the tests before goes
    plain_top = frame.bounding_box()["y"]
    button = {"id": "tb", "on": "button", "label": "End the turn"}
    with_button = {**view, "targets": [*view["targets"], button]}
    show(page, with_button)
    lower = frame.bounding_box()["y"]
    assert lower > plain_top + 15  # the row of buttons pushed the board down
    show(page, view)  # the row goes: the board stays where it was, the row's room left empty
    assert frame.bounding_box()["y"] == lower
    assert page.get_by_role("button", name="End the turn").count() == 0
    show(page, with_button)
    assert frame.bounding_box()["y"] == lower
    # a header that needs much less than it holds gives the room back
    show(page, {**view, "status": "A long explanation of the move. " * 40})
    assert header.bounding_box()["height"] > 100
    show(page, view)
    assert frame.bounding_box()["y"] == plain_top


def test_the_board_fits_the_screen_and_the_players_own_panel_comes_first_and_open(page):
    view = board_view()
    for panel in view["panels"]:
        panel["owner"] = int(panel["id"].split("-")[-1])
    view["panels"].append({"id": "extra", "title": "Supply", "summary": "12 cubes left",
                           "items": [{"id": "cubes", "label": "Cubes", "count": 12}]})
    view["players"][1]["role"] = "you"
    page.set_viewport_size({"width": 950, "height": 700})
    try:
        host(page, 934)
        show(page, view)
        root = page.locator(".bw-root").bounding_box()
        assert page.locator("[data-testid=frame]").bounding_box()["y"] + page.locator(
            "[data-testid=frame]").bounding_box()["height"] <= 700
        panels = page.locator(".bw-panel")
        assert panels.first.get_attribute("data-panel") == view["panels"][1]["id"]
        assert "bw-mine" in panels.first.get_attribute("class")
        assert panels.first.locator(".bw-items").is_visible()
        # the others fold to a line that says what is in them; a click opens one
        extra = page.locator(".bw-panel[data-panel='extra']")
        assert extra.locator(".bw-items").count() == 0
        assert extra.locator(".bw-panel-summary").text_content() == "12 cubes left"
        head = extra.locator(".bw-panel-title")
        assert head.get_attribute("aria-expanded") == "false"
        head.click()
        assert extra.locator(".bw-item").text_content().startswith("Cubes")
        show(page, view)  # the panel stays as the person left it
        assert page.locator(".bw-panel[data-panel='extra'] .bw-panel-title").get_attribute(
            "aria-expanded") == "true"
        assert sent(page) == []
        assert root["height"] > 0
    finally:
        page.set_viewport_size({"width": 1280, "height": 1000})


TEXT_SIZES = """root => {
    const svg = root.querySelector('svg[data-testid=board]');
    const perUnit = svg.getScreenCTM().a;
    const svgText = [...svg.querySelectorAll('text')].map(t => ({
        text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * perUnit}));
    const html = [...root.querySelectorAll('*')].filter(e => !(e instanceof SVGElement)
        && e.getClientRects().length
        && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
        .map(e => ({text: e.textContent.slice(0, 40), px: parseFloat(getComputedStyle(e).fontSize)}));
    return {svgText, html};
}"""


@pytest.mark.parametrize("when", ["start", "mid-game"])
def test_every_text_is_large_enough_for_a_projector_in_an_800_pixel_cell(page, when):
    """(Every game's board is measured at four moments in tests/test_projector.py.)"""
    show(page, board_view() if when == "start" else mid_game_view(), icons=real_icons())
    host(page, 800)
    sizes = page.locator(".bw-root").evaluate(TEXT_SIZES)
    assert len(sizes["svgText"]) > 50 and len(sizes["html"]) > 10
    assert [t for t in sizes["svgText"] if t["px"] < 11] == []
    assert [t for t in sizes["html"] if t["px"] < 11] == []


def test_corner_labels_have_their_exact_size_inside_the_corner(page):
    view = board_view()
    show(page, view)
    section = next(s for s in view["spaces"] if s.get("label_pos") == "corner")
    label = page.locator(f".bw-corner-labels text[data-label-for='{section['id']}']")
    assert label.text_content() == section["label"]
    assert float(label.get_attribute("font-size")) == section["size"]
    # drawn above the pieces, so that a piece never hides the number
    assert page.evaluate("() => document.querySelector('.bw-corner-labels').previousElementSibling"
                         ".classList.contains('bw-pieces')")
    outline = page.locator(f"g.bw-space[data-space='{section['id']}'] .bw-outline")
    text, rect = label.bounding_box(), outline.bounding_box()
    centre = (text["x"] + text["width"] / 2, text["y"] + text["height"] / 2)
    assert rect["x"] <= text["x"] + 0.5 and centre[0] < rect["x"] + rect["width"] / 3
    assert rect["y"] < centre[1] < rect["y"] + rect["height"] / 3


# -- themes -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["nanga_parbat", *GAMES_IN_PLAY])
@pytest.mark.parametrize("theme", ["light", "jupyterlab-light", "dark"])
def test_colours_have_enough_contrast_in_light_and_dark_themes(page, theme, game):
    """The page around the board; the board's own texts and marks are measured at four
    moments of every game in tests/test_projector.py."""
    if game in GAMES_IN_PLAY:
        show(page, view_in_play(game), icons=board_in_play(game).icons)
    else:
        show(page, mid_game_view(), icons=real_icons())
    host(page, 1100, {"light": {}, "jupyterlab-light": LIGHT, "dark": DARK}[theme], dark=theme == "dark")
    page.evaluate("() => { const e = document.querySelector('.bw-error'); e.hidden = false; "
                  "e.textContent = 'That is not one of the moves on offer.'; }")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)  # first, so that a failure can be looked at
    page.locator(".bw-root").screenshot(path=str(ARTIFACTS / f"board-{game}-{theme}.png"))
    c = page.locator("#widget").evaluate(COLOURS)
    root, panel, log = over(c["root"], "rgb(255, 255, 255)"), c["panel"], c["log"]
    board = parse_color(c["board"])
    assert contrast(over(c["status"], root), root) >= 4.5
    error = over(c["errorBg"], root)
    assert contrast(over(c["error"], error), error) >= 4.5
    if c["caption"]:
        halo = over(c["captionHalo"], board)
        assert contrast(over(c["caption"], halo), halo) >= 4.5
    assert contrast(over(c["ring"], panel), panel) >= 3
    assert contrast(over(c["item"], panel), panel) >= 4.5
    if c["muted"]:
        assert contrast(over(c["muted"], panel), panel) >= 4.5
    assert contrast(over(c["logText"], log), log) >= 4.5
    assert (luminance(board) < 0.2) == (theme == "dark")


def test_the_board_scales_to_its_cell_and_follows_the_theme(page):
    show(page, board_view())
    page.evaluate("""async () => {
        const host = document.getElementById('host');
        host.style.width = '420px';
        host.style.setProperty('--jp-layout-color0', 'rgb(17, 17, 17)');
        host.style.setProperty('--jp-ui-font-color1', 'rgb(238, 238, 238)');
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }""")
    box = page.locator("[data-testid=frame]").bounding_box()  # what shows of the board
    assert box["width"] <= 420
    root = page.locator(".bw-root")
    assert root.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(17, 17, 17)"
    assert root.evaluate("e => getComputedStyle(e).color") == "rgb(238, 238, 238)"


def test_the_computers_reasons_sit_in_the_log_after_their_moves_unnumbered(page):
    view = board_view(log=["one", "two", "three"], recent_log=3,
                      log_notes=[{"line": 2, "text": "Green: because <b>it is</b>", "detail": "+1.5 points"}])
    show(page, view)
    items = page.locator("[data-testid=log] li")
    assert items.all_text_contents() == ["one", "two", "Green: because <b>it is</b>+1.5 points", "three"]
    assert items.nth(2).get_attribute("class") == "bw-log-note"
    # the numbers behind the reason, smaller and apart, in brackets
    detail = items.nth(2).locator(".bw-detail")
    assert detail.text_content() == "+1.5 points"
    assert detail.evaluate("e => getComputedStyle(e, '::before').content") == '"("'
    assert page.locator("[data-testid=log] b").count() == 0
    # the game's lines keep their numbers (each line's own, board.css shows it before the line)
    assert items.evaluate_all("l => l.map(e => e.dataset.number)") == ["1", "2", None, "3"]


def test_the_page_keeps_the_log_it_holds_and_adds_the_new_lines(page):
    notes = [{"line": 2, "text": "Green: early"}, {"line": 4, "text": "Green: late"}]
    show(page, board_view(log=["one", "two", "three", "four"], recent_log=4, log_notes=notes))
    update = board_view(log=["four again", "five"], log_from=3, recent_log=3,
                        log_notes=[{"line": 5, "text": "Green: new"}])
    page.evaluate("v => window.setTrait('view', v)", update)  # after an undo and two new lines
    items = page.locator("[data-testid=log] li")
    assert items.all_text_contents() == ["one", "two", "Green: early", "three", "four again", "five",
                                         "Green: new"]
    numbers = "l => l.filter(e => !e.className.includes('note')).map(e => Number(e.dataset.number))"
    assert items.evaluate_all(numbers) == [1, 2, 3, 4, 5]
    assert page.locator("[data-testid=log] li.bw-log-recent").all_text_contents() == ["four again", "five"]
    assert sent(page) == []  # nothing was missing


def test_a_page_that_missed_the_start_of_the_log_asks_for_it_once(page):
    show(page, board_view(log=["one"], recent_log=1))
    for line in (50, 51):  # drawn late: the page holds only line 1
        page.evaluate("v => window.setTrait('view', v)",
                      board_view(log=[f"line {line + 1}"], log_from=line, recent_log=line))
    items = page.locator("[data-testid=log] li")
    assert items.all_text_contents() == ["line 51", "line 52"]
    # under their true numbers
    assert items.evaluate_all("l => l.map(e => Number(e.dataset.number))") == [51, 52]
    assert sent(page) == [{"type": "whole_log"}]
    page.evaluate("v => window.setTrait('view', v)",
                  board_view(log=[f"line {k + 1}" for k in range(52)], recent_log=51))
    assert items.count() == 52 and items.first.text_content() == "line 1"


def test_a_dark_theme_draws_the_games_own_dark_colours_and_follows_a_switch(page):
    view = board_view()
    flag = next(s for s in view["spaces"] if s["id"] == "flag-1")
    section = next(s for s in view["spaces"] if s["id"] == "1.1")
    view["dark"] = {flag["fill"]: "#123456"}
    show(page, view)
    outline = page.locator("g.bw-space[data-space='flag-1'] .bw-outline")
    assert outline.get_attribute("fill") == flag["fill"]  # light: the game's own colour
    host(page, 900, DARK, dark=True)  # JupyterLab switches theme: the board follows at once
    assert outline.get_attribute("fill") == "#123456"
    light = [int(section["fill"][i:i + 2], 16) for i in (1, 3, 5)]
    dimmed_fill = page.locator("g.bw-space[data-space='1.1'] .bw-outline").get_attribute("fill")
    assert [int(dimmed_fill[i:i + 2], 16) for i in (1, 3, 5)] == [round(c / 2) for c in light]
    # the labels and the moves' rings take the ink that reads on the colour drawn
    label = page.locator("g.bw-space[data-space='flag-1'] text").get_attribute("fill")
    assert label == "#ffffff"
    ring = offer(page, "flag-1").locator(".bw-offer-band").get_attribute("stroke")
    assert contrast(parse_color(ring), parse_color("#123456")) >= 3
    assert "bw-dark" in page.locator(".bw-root").get_attribute("class")


def test_a_heading_item_takes_a_line_of_its_own(page):
    view = board_view()
    items = view["panels"][0]["items"]
    items.insert(1, {"id": "head", "label": "Ready to use", "heading": True})
    show(page, view)
    head = page.locator(".bw-item[data-item='head']").bounding_box()
    before = page.locator(f".bw-item[data-item='{items[0]['id']}']").bounding_box()
    after = page.locator(f".bw-item[data-item='{items[2]['id']}']").bounding_box()
    assert head["y"] >= before["y"] + before["height"] - 1 and after["y"] >= head["y"] + head["height"] - 1


def test_beside_the_board_a_long_column_of_panels_scrolls_and_the_buttons_stay_on_screen(page):
    view = board_view()
    view["panels"] += [{"id": f"more-{k}", "title": f"Supply {k}", "open": True,
                        "items": [{"id": f"thing-{k}-{i}", "label": f"Thing {i}"} for i in range(12)]}
                       for k in range(6)]
    view["layout"] = "side"
    page.set_viewport_size({"width": 1280, "height": 700})
    try:
        host(page, 1200)
        show(page, view)
        column = page.locator(".bw-panels")
        assert column.evaluate("e => e.scrollHeight > e.clientHeight")
        buttons = page.locator(".bw-controls").bounding_box()
        assert buttons["y"] + buttons["height"] <= 700
    finally:
        page.set_viewport_size({"width": 1280, "height": 1000})


# -- every move findable and tappable (issue 35) --------------------------------------------------
#: where a press at the centre of a move's outline, and on points across it, lands: on that move?
REACH = """(element) => {
  const offer = document.querySelector(`.bw-offers [data-element="${CSS.escape(element)}"]`);
  const box = offer.querySelector(".bw-hit").getBoundingClientRect();
  const lands = (x, y) => {
    const under = document.elementFromPoint(x, y);
    const hit = under
      && (under.closest(".bw-offers .bw-target") || under.closest(".bw-hits rect"));
    return Boolean(hit) && (hit.dataset.element || hit.dataset.hitFor) === element;
  };
  return {centre: lands(box.x + box.width / 2, box.y + box.height / 2), width: box.width,
          height: box.height, near: lands(box.x + box.width / 2 + 11, box.y + box.height / 2)};
}"""


def test_a_move_on_a_space_under_a_piece_is_pressed_on_its_mark_above_the_piece(page):
    view = board_view()
    piece = dict(view["pieces"][0])
    view["pieces"] = [{**piece, "id": "cover", "at": "flag-2", "size": 0.6, "owner": None}]
    show(page, view)
    reach = page.evaluate(REACH, "space:flag-2")
    assert reach["centre"], "the piece takes a press meant for the move under it"
    offer(page, "flag-2").click()
    assert sent(page) == [{"type": "act", "target": "t1", "seq": 0}]


@functools.cache
def fireball_steps() -> tuple[dict, dict]:
    """The icons, and a view of Fireball Island in which the person may step onto two or more
    spaces (small ones: some 13 pixels across at 934 pixels)."""
    from tests.scenes import random_views

    icons, views = random_views("fireball_island", 3, 30)
    return icons, next(v for v in views if sum(t["on"].startswith("space:") for t in v["targets"]) >= 2)


def test_a_small_move_is_pressed_anywhere_in_a_square_of_24_pixels(page):
    icons, view = fireball_steps()
    host(page, 900)
    show(page, view, icons)
    steps = [t for t in view["targets"] if t["on"].startswith("space:")]
    assert steps
    for target in steps:
        reach = page.evaluate(REACH, target["on"])
        assert reach["width"] < 24 and reach["centre"] and reach["near"], (target, reach)
        hit = page.locator(f".bw-hits rect[data-hit-for='{target['on']}']").bounding_box()
        assert hit["width"] >= 23.9 and hit["height"] >= 23.9


def test_a_phone_zooms_onto_the_moves_on_offer_and_shows_the_whole_board_when_asked(page):
    icons, view = fireball_steps()
    host(page, 370)
    show(page, view, icons)
    frame = page.locator("[data-testid=frame]")
    whole = page.locator("button[data-command=whole]")
    assert whole.is_visible() and whole.text_content() == "Whole board"
    sizes = page.evaluate("""() => [...document.querySelectorAll('.bw-offers .bw-hit')].map((e) => {
        const b = e.getBoundingClientRect(); return Math.min(b.width, b.height); })""")
    assert sizes and min(sizes) >= 23.5, sizes  # drawn large enough to tap
    seen = frame.bounding_box()
    for target in page.locator(".bw-offers .bw-target").all():  # and in sight
        box = target.bounding_box()
        assert seen["x"] <= box["x"] + box["width"] / 2 <= seen["x"] + seen["width"]
        assert seen["y"] <= box["y"] + box["height"] / 2 <= seen["y"] + seen["height"]
    assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth")
    whole.click()
    assert whole.text_content() == "My moves"
    assert [m for m in sent(page) if m["type"] != "whole_log"] == []  # the page's own business
    svg = page.locator("svg[data-testid=board]").bounding_box()
    assert svg["width"] <= seen["width"] + 1  # the whole board in its frame
    whole.click()
    assert page.locator("svg[data-testid=board]").bounding_box()["width"] > seen["width"]


def test_a_phone_offers_no_whole_board_when_the_whole_board_is_in_sight(page):
    icons, view = fireball_steps()
    host(page, 370)
    show(page, {**view, "targets": [t for t in view["targets"] if t["on"] == "button"]}, icons)
    frame = page.locator("[data-testid=frame]").bounding_box()
    svg = page.locator("svg[data-testid=board]").bounding_box()
    assert svg["width"] <= frame["width"] + 1 and svg["height"] <= frame["height"] + 1
    assert page.locator("button[data-command=whole]").is_hidden()


def test_two_fingers_pinch_the_board_and_the_zoom_is_kept(page):
    show(page, board_view())
    page.evaluate("""() => {
        const frame = document.querySelector('[data-testid=frame]');
        const box = frame.getBoundingClientRect();
        const x = box.x + box.width / 2, y = box.y + box.height / 2;
        const touch = (type, id, dx) => frame.dispatchEvent(new PointerEvent(type, {
            pointerId: id, pointerType: 'touch', clientX: x + dx, clientY: y, bubbles: true}));
        touch('pointerdown', 1, -40); touch('pointerdown', 2, 40);
        touch('pointermove', 1, -80); touch('pointermove', 2, 80);
        touch('pointerup', 1, -80); touch('pointerup', 2, 80);
    }""")
    sets = page.evaluate("() => window.sets")
    assert sets and sets[-1][0] == "scale" and sets[-1][1] == pytest.approx(2, rel=0.05)
    assert page.evaluate("() => window.saves") == 1 and sent(page) == []


def test_the_newest_line_of_the_log_is_in_sight_above_the_board(page):
    show(page, board_view(log=["Orange places the guide.", "Green traps a Yak."], recent_log=1))
    line = page.locator("[data-testid=last-move]")
    assert line.text_content() == "Latest: Green traps a Yak."
    status, last = page.locator("[data-testid=status]").bounding_box(), line.bounding_box()
    assert last["y"] + last["height"] <= status["y"] + 1  # beside the players, above the status
    assert last["y"] + last["height"] <= page.locator("[data-testid=frame]").bounding_box()["y"]
    show(page, board_view(log=["Orange places the guide."], recent_log=1))  # a move that wrote nothing
    assert line.text_content() == "Latest: Orange places the guide."
    show(page, board_view(log=[], recent_log=0))  # nothing has happened yet: no line
    assert not line.is_visible()


def test_bear_valleys_board_keeps_its_size_as_the_map_grows(page):
    """The map grows card by card, taller and wider: the board is drawn smaller inside the same
    frame, instead of the frame shrinking and the column of panels jumping sideways (it was 624
    to 464 pixels wide over a game)."""
    from tests.scenes import random_views

    icons, views = random_views("bear_valley", 2, 60)
    host(page, 934)
    sizes, panels, boxes = set(), set(), set()
    show(page, views[0], icons)
    for view in views:
        page.evaluate("v => window.setTrait('view', v)", view)
        frame = page.locator("[data-testid=frame]").bounding_box()
        sizes.add((frame["width"], frame["height"]))
        panels.add(round(page.locator(".bw-panels").bounding_box()["x"]))
        boxes.add(tuple(view["viewbox"]))
    assert len(boxes) > 3, "the map did not grow"
    assert len(sizes) == 1 and len(panels) == 1, (sizes, panels)
