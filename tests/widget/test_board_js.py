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
import re
import shutil
from pathlib import Path

import pytest

import boardwidgets as bw
from tests.chromium import ARTIFACTS, CHROME_ARGS, CHROMIUM, require_browser, served
from tests.colours import COLOURS, contrast, dimmed, luminance, over, parse_color

WIDGET = Path(bw.__file__).parent / "widget"

require_browser()
from playwright.sync_api import sync_playwright  # noqa: E402  (after the check that it is there)

pytestmark = pytest.mark.browser

HARNESS = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="board.css"></head>
<body style="margin: 8px"><div id="host" style="width: 900px"><div id="widget"></div></div>
<script type="module">
import widget from "./board.js";
const handlers = {};
const traits = { view: null, icons: {}, scale: 1 };
let rendered = false;
const fire = (name) => (handlers[`change:${name}`] || []).forEach((fn) => fn());
window.sent = [];
window.sets = [];
window.saves = 0;
window.model = {
  get(name) { return traits[name]; },
  set(name, value) { traits[name] = value; window.sets.push([name, value]); fire(name); },
  save_changes() { window.saves += 1; },
  on(event, fn) { (handlers[event] = handlers[event] || []).push(fn); },
  off(event, fn) { handlers[event] = (handlers[event] || []).filter((h) => h !== fn); },
  send(message) { window.sent.push(message); },
};
// what the kernel's comm does when Python changes a trait
window.setTrait = (name, value) => { traits[name] = value; if (rendered) fire(name); };
window.show = (view, icons, scale) => {
  window.setTrait("icons", icons);
  window.setTrait("scale", scale);
  window.setTrait("view", view);
  if (!rendered) {
    rendered = true;
    widget.render({ model: window.model, el: document.getElementById("widget") });
  }
};
window.ready = true;
</script></body></html>
"""

#: JupyterLab 4's dark theme, as far as the board uses it
DARK = {"--jp-layout-color0": "#111111", "--jp-layout-color1": "#212121",
        "--jp-layout-color2": "#424242", "--jp-layout-color3": "#616161",
        "--jp-ui-font-color0": "rgba(255, 255, 255, 1)",
        "--jp-ui-font-color1": "rgba(255, 255, 255, 0.87)",
        "--jp-ui-font-color2": "rgba(255, 255, 255, 0.54)",
        "--jp-ui-font-color3": "rgba(255, 255, 255, 0.38)",
        "--jp-border-color0": "#616161", "--jp-border-color1": "#616161", "--jp-border-color2": "#424242",
        "--jp-brand-color1": "#2196f3", "--jp-error-color1": "#f44336", "--jp-ui-font-size1": "13px"}
#: and its light theme
LIGHT = {"--jp-layout-color0": "#ffffff", "--jp-layout-color1": "#ffffff",
         "--jp-layout-color2": "#eeeeee", "--jp-layout-color3": "#bdbdbd",
         "--jp-ui-font-color0": "rgba(0, 0, 0, 1)", "--jp-ui-font-color1": "rgba(0, 0, 0, 0.87)",
         "--jp-ui-font-color2": "rgba(0, 0, 0, 0.54)", "--jp-ui-font-color3": "rgba(0, 0, 0, 0.38)",
         "--jp-border-color0": "#bdbdbd", "--jp-border-color1": "#bdbdbd", "--jp-border-color2": "#e0e0e0",
         "--jp-brand-color1": "#1976d2", "--jp-error-color1": "#f44336", "--jp-ui-font-size1": "13px"}


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    root = tmp_path_factory.mktemp("harness")
    for name in ("board.js", "board.css"):
        shutil.copy(WIDGET / name, root / name)
    (root / "index.html").write_text(HARNESS)
    with served(root) as address, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        errors = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"{address}/index.html")
        page.wait_for_function("window.ready === true")
        page.errors = errors
        yield page
        browser.close()
    assert not errors, errors


@pytest.fixture(autouse=True)
def plain_host(page):
    """Every test starts in a 900-pixel cell, in the light theme without JupyterLab."""
    page.evaluate("""() => {
        document.getElementById('host').setAttribute('style', 'width: 900px');
        document.documentElement.removeAttribute('style');
        document.body.removeAttribute('data-jp-theme-light');
    }""")
    page.emulate_media(reduced_motion="no-preference")


def show(page, view: dict, icons: dict | None = None, scale: float = 1.0) -> None:
    page.evaluate("""([view, icons, scale]) => {
        window.sent.length = 0; window.sets.length = 0; window.saves = 0;
        window.show(view, icons, scale);
    }""", [view, icons or {}, scale])


def sent(page) -> list:
    return page.evaluate("() => window.sent")


def host(page, width: int, theme: dict | None = None, dark: bool = False) -> None:
    page.evaluate("""([width, theme, dark]) => {
        document.getElementById('host').style.width = `${width}px`;
        for (const [name, value] of Object.entries(theme)) {
            document.documentElement.style.setProperty(name, value);
        }
        if (dark) document.body.setAttribute('data-jp-theme-light', 'false');
    }""", [width, theme or {}, dark])


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


def test_every_target_is_highlighted_and_focusable(page):
    view = board_view()
    show(page, view)
    targets = page.locator(".bw-target[data-element^='space:']")
    assert targets.count() == len(view["targets"])
    assert all(targets.nth(i).get_attribute("tabindex") == "0" for i in range(targets.count()))
    flag = page.locator("g.bw-space[data-space='flag-1'] .bw-outline")
    plain = page.locator("g.bw-space[data-space='1.1'] .bw-outline")
    assert flag.evaluate("e => getComputedStyle(e).strokeDasharray") != "none"
    assert plain.evaluate("e => getComputedStyle(e).strokeDasharray") == "none"
    before = flag.evaluate("e => getComputedStyle(e).strokeWidth")
    page.locator("g.bw-space[data-space='flag-1']").hover()
    assert flag.evaluate("e => getComputedStyle(e).strokeWidth") != before


def test_a_click_on_a_target_sends_its_id_and_the_board_number(page):
    show(page, board_view())
    page.locator("g.bw-space[data-space='flag-3']").click()
    assert sent(page) == [{"type": "act", "target": "t2", "seq": 0}]
    page.locator("g.bw-space[data-space='flag-4']").click()  # waits for the next view
    assert len(sent(page)) == 1


def test_keyboard_tab_and_enter_choose_a_target(page):
    show(page, board_view())
    page.locator("g.bw-space[data-space='flag-1']").focus()
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
    page.locator("g.bw-space[data-space='2.4']").click()
    menu = page.locator(".bw-menu")
    assert menu.is_visible() and sent(page) == []
    assert page.locator(".bw-menu-item").all_text_contents() == ["walk there", "explore there"]
    page.keyboard.press("Escape")
    assert not menu.is_visible()
    page.locator("g.bw-space[data-space='2.4']").click()
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


# -- what the latest move changed ---------------------------------------------------------------
def test_the_elements_of_the_latest_move_are_marked(page):
    view = board_view()
    piece = view["pieces"][0]["id"]
    view["recent"] = ["space:2.4", f"piece:{piece}", "item:board-0-yak-ready"]
    view["spaces"][[s["id"] for s in view["spaces"]].index("2.5")]["selected"] = True
    show(page, view)
    space = page.locator("g.bw-space[data-space='2.4']")
    ring = page.locator(f"g.bw-piece[data-piece='{piece}'] circle.bw-recent-mark")
    item = page.locator(".bw-item[data-item='board-0-yak-ready']")
    assert "bw-recent" in space.get_attribute("class")
    assert "bw-recent" in page.locator(f"g.bw-piece[data-piece='{piece}']").get_attribute("class")
    assert "bw-recent" in item.get_attribute("class")
    assert page.locator(".bw-recent").count() == 3
    assert page.locator(".bw-recent-mark").count() == 2
    assert ring.evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    assert ring.bounding_box()["width"] > page.locator(
        f"g.bw-piece[data-piece='{piece}'] .bw-body").bounding_box()["width"]
    mark = space.locator(".bw-recent-mark")
    amber = mark.evaluate("e => getComputedStyle(e).stroke")
    assert float(mark.evaluate("e => getComputedStyle(e).strokeWidth").rstrip("px")) >= 0.15
    target = page.locator("g.bw-space[data-space='flag-1'] .bw-outline").evaluate(
        "e => getComputedStyle(e).stroke")
    selected = page.locator("g.bw-space[data-space='2.5'] .bw-outline").evaluate(
        "e => getComputedStyle(e).stroke")
    assert len({amber, target, selected}) == 3
    plain_item = page.locator(".bw-item[data-item='board-0-tahr-ready']")
    assert item.evaluate("e => getComputedStyle(e).backgroundColor") != plain_item.evaluate(
        "e => getComputedStyle(e).backgroundColor")
    show(page, board_view())  # marks last until the next view
    assert page.locator(".bw-recent, .bw-recent-mark").count() == 0


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


def test_the_zoom_buttons_set_the_scale_and_the_board_follows_it(page):
    show(page, board_view())
    width, font = svg_width(page), page.locator(".bw-status").evaluate("e => getComputedStyle(e).fontSize")
    page.locator("button[data-command=zoom-in]").click()
    assert page.evaluate("() => [window.sets, window.saves]") == [[["scale", 1.25]], 1]
    assert sent(page) == []  # a trait, not a message
    assert svg_width(page) == pytest.approx(1.25 * width, rel=0.02)
    show(page, board_view(), scale=2)
    assert svg_width(page) == pytest.approx(2 * width, rel=0.02)
    bigger = page.locator(".bw-status").evaluate("e => getComputedStyle(e).fontSize")
    assert float(bigger.rstrip("px")) == pytest.approx(2 * float(font.rstrip("px")))
    board_box = page.locator(".bw-board")
    assert board_box.evaluate("e => e.scrollWidth > e.clientWidth")  # it scrolls sideways
    board_box.evaluate("e => { e.scrollLeft = 200; }")
    show(page, board_view(), scale=2)  # the next move does not scroll the board back
    assert board_box.evaluate("e => e.scrollLeft") == 200
    page.locator("button[data-command=zoom-out]").click()
    assert page.evaluate("() => window.sets") == [["scale", 1.6]]
    show(page, board_view(), scale=3)
    assert page.locator("button[data-command=zoom-in]").is_disabled()
    show(page, board_view(), scale=0.5)
    assert page.locator("button[data-command=zoom-out]").is_disabled()
    for name in ("zoom-in", "zoom-out"):
        assert page.locator(f"button[data-command={name}]").get_attribute("aria-label")


def test_panels_go_below_the_board_in_a_narrow_cell(page):
    show(page, board_view())
    host(page, 800)
    board = page.locator("svg[data-testid=board]").bounding_box()
    panels = page.locator(".bw-panels").bounding_box()
    assert panels["y"] >= board["y"] + board["height"]
    assert board["width"] >= 760
    host(page, 1200)
    board = page.locator("svg[data-testid=board]").bounding_box()
    panels = page.locator(".bw-panels").bounding_box()
    assert panels["x"] >= board["x"] + board["width"]
    assert panels["y"] < board["y"] + board["height"]


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


@pytest.mark.parametrize("when", ["start", "mid-game", *GAMES_IN_PLAY])
def test_every_text_is_large_enough_for_a_projector_in_an_800_pixel_cell(page, when):
    if when in GAMES_IN_PLAY:
        show(page, view_in_play(when), icons=board_in_play(when).icons)
    else:
        show(page, board_view() if when == "start" else mid_game_view(), icons=real_icons())
    host(page, 800)
    sizes = page.locator(".bw-root").evaluate(TEXT_SIZES)
    assert len(sizes["svgText"]) > (0 if when in GAMES_IN_PLAY else 50) and len(sizes["html"]) > 10
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
    assert rect["x"] <= text["x"] + 0.01 and centre[0] < rect["x"] + rect["width"] / 3
    assert rect["y"] < centre[1] < rect["y"] + rect["height"] / 3


# -- themes -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["nanga_parbat", *GAMES_IN_PLAY])
@pytest.mark.parametrize("theme", ["light", "jupyterlab-light", "dark"])
def test_colours_have_enough_contrast_in_light_and_dark_themes(page, theme, game):
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
    tint = re.search(r"linear-gradient\((rgba?\([^)]*\))", c["tint"])
    svg = over(tint.group(1), c["svg"]) if tint else parse_color(c["svg"])
    assert contrast(over(c["status"], root), root) >= 4.5
    assert contrast(over(c["error"], root), root) >= 4.5
    assert contrast(over(c["caption"], svg), svg) >= 4.5
    assert contrast(dimmed(over(c["outline"], svg), c["spaces"]), svg) >= 3
    if c["target"]:  # the moves on offer stand out too
        assert contrast(dimmed(over(c["target"], svg), c["spaces"]), svg) >= 3
    assert contrast(over(c["ring"], panel), panel) >= 3
    assert contrast(over(c["item"], panel), panel) >= 4.5
    assert contrast(over(c["muted"], panel), panel) >= 4.5
    assert contrast(over(c["logText"], log), log) >= 4.5
    assert (luminance(svg) < 0.2) == (theme == "dark")


def test_the_board_scales_to_its_cell_and_follows_the_theme(page):
    show(page, board_view())
    page.evaluate("""() => {
        const host = document.getElementById('host');
        host.style.width = '420px';
        host.style.setProperty('--jp-layout-color0', 'rgb(17, 17, 17)');
        host.style.setProperty('--jp-ui-font-color1', 'rgb(238, 238, 238)');
    }""")
    box = page.locator("svg[data-testid=board]").bounding_box()
    assert box["width"] <= 420
    root = page.locator(".bw-root")
    assert root.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(17, 17, 17)"
    assert root.evaluate("e => getComputedStyle(e).color") == "rgb(238, 238, 238)"


def test_the_computers_reasons_are_listed_as_text_under_the_status(page):
    trap = "<b>bold</b>"
    show(page, board_view(reasons=[{"move": 2, "player": "Green", "text": "trap 1.6: the best " + trap}]))
    reasons = page.locator("[data-testid=reasons]")
    assert reasons.is_visible()
    assert reasons.locator("li").all_text_contents() == ["Green: trap 1.6: the best " + trap]
    assert page.locator(".bw-reasons b").count() == 0
    show(page, board_view(reasons=[]))
    assert not reasons.is_visible()


def test_the_computers_reasons_sit_in_the_log_after_their_moves_unnumbered(page):
    view = board_view(log=["one", "two", "three"], recent_log=3,
                      log_notes=[{"line": 2, "text": "Green: because"}])
    show(page, view)
    items = page.locator("[data-testid=log] li")
    assert items.all_text_contents() == ["one", "two", "Green: because", "three"]
    assert items.nth(2).get_attribute("class") == "bw-log-note"
    assert items.nth(3).evaluate("e => e.value") == 3  # the game's lines keep their numbers


def test_the_page_keeps_the_log_it_holds_and_adds_the_new_lines(page):
    notes = [{"line": 2, "text": "Green: early"}, {"line": 4, "text": "Green: late"}]
    show(page, board_view(log=["one", "two", "three", "four"], recent_log=4, log_notes=notes))
    update = board_view(log=["four again", "five"], log_from=3, recent_log=3,
                        log_notes=[{"line": 5, "text": "Green: new"}])
    page.evaluate("v => window.setTrait('view', v)", update)  # after an undo and two new lines
    items = page.locator("[data-testid=log] li")
    assert items.all_text_contents() == ["one", "two", "Green: early", "three", "four again", "five",
                                         "Green: new"]
    assert items.evaluate_all("l => l.filter(e => !e.className.includes('note')).map(e => e.value)") == [
        1, 2, 3, 4, 5]
    assert page.locator("[data-testid=log] li.bw-log-recent").all_text_contents() == ["four again", "five"]
    assert sent(page) == []  # nothing was missing


def test_a_page_that_missed_the_start_of_the_log_asks_for_it_once(page):
    show(page, board_view(log=["one"], recent_log=1))
    for line in (50, 51):  # drawn late: the page holds only line 1
        page.evaluate("v => window.setTrait('view', v)",
                      board_view(log=[f"line {line + 1}"], log_from=line, recent_log=line))
    items = page.locator("[data-testid=log] li")
    assert items.all_text_contents() == ["line 51", "line 52"]
    assert items.evaluate_all("l => l.map(e => e.value)") == [51, 52]  # under their true numbers
    assert sent(page) == [{"type": "whole_log"}]
    page.evaluate("v => window.setTrait('view', v)",
                  board_view(log=[f"line {k + 1}" for k in range(52)], recent_log=51))
    assert items.count() == 52 and items.first.text_content() == "line 1"
