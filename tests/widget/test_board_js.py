"""The board's JavaScript in a real chromium, on views built for each behaviour.

The page loads the widget's own board.js and board.css and gives ``render``
a stand-in for the widget model that records what the page sends. The real
Jupyter round trip (kernel, comm, Python handling) is tested in
tests/test_browser.py; here we test what only the page can do: drawing,
highlighting, keyboard use, the menu for several moves on one place, the
theme, and that text is never interpreted as HTML.
"""
from __future__ import annotations

import functools
import http.server
import json
import os
import shutil
import threading
from pathlib import Path

import pytest

import boardwidgets as bw

WIDGET = Path(bw.__file__).parent / "widget"
CHROMIUM = os.environ.get("BOARDWIDGETS_CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]
IN_CI = os.environ.get("CI") == "true"

if not Path(CHROMIUM).exists():
    if IN_CI:
        pytest.fail(f"chromium is required under CI (looked for {CHROMIUM})", pytrace=False)
    pytest.skip("no chromium on this machine", allow_module_level=True)
try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - the test extra installs it
    if IN_CI:
        raise
    pytest.skip("playwright is not installed", allow_module_level=True)

pytestmark = pytest.mark.browser

HARNESS = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="board.css"></head>
<body><div id="host" style="width: 900px"><div id="widget"></div></div>
<script type="module">
import widget from "./board.js";
const handlers = {};
window.sent = [];
window.model = {
  view: null,
  get(name) { return this.view; },
  on(event, fn) { handlers[event] = fn; },
  off(event) { delete handlers[event]; },
  send(message) { window.sent.push(message); },
};
window.show = (view) => {
  window.model.view = view;
  if (handlers["change:view"]) handlers["change:view"]();
  else widget.render({ model: window.model, el: document.getElementById("widget") });
};
window.ready = true;
</script></body></html>
"""


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    root = tmp_path_factory.mktemp("harness")
    for name in ("board.js", "board.css"):
        shutil.copy(WIDGET / name, root / name)
    (root / "index.html").write_text(HARNESS)
    handler = functools.partial(QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
        page = browser.new_page(viewport={"width": 1000, "height": 900})
        errors = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        page.wait_for_function("window.ready === true")
        page.errors = errors
        yield page
        browser.close()
    server.shutdown()
    assert not errors, errors


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def show(page, view: dict) -> None:
    page.evaluate("view => { window.sent.length = 0; window.show(view); }", view)


def sent(page) -> list:
    return page.evaluate("() => window.sent")


def board_view(seed=11, **changes) -> dict:
    view = bw.BoardWidget(bw.Match("nanga_parbat", seed=seed)).view
    view.update(changes)
    return json.loads(json.dumps(view))


def test_the_view_is_drawn_in_full(page):
    view = board_view()
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
    view = board_view(status=trap, error=trap, log=[trap])
    view["panels"][0]["title"] = trap
    view["spaces"][-1]["label"] = trap
    show(page, view)
    assert page.locator("[data-testid=status]").text_content() == trap
    assert page.locator("[data-testid=error]").text_content() == trap
    assert page.locator("img").count() == 0
    assert page.evaluate("() => window.hacked === undefined")


def test_buttons_follow_the_controls_and_send_commands(page):
    view = board_view()
    view["controls"] = {"undo": False, "redo": True, "new_game": True, "agent_move": True}
    show(page, view)
    assert page.locator("button[data-command=undo]").is_disabled()
    page.locator("button[data-command=redo]").click()
    assert sent(page) == [{"type": "redo", "seq": 0}]


def test_the_log_shows_the_newest_line_last_and_scrolls_to_it(page):
    show(page, board_view(log=[f"line {i}" for i in range(60)]))
    log = page.locator("[data-testid=log]")
    assert log.locator("li").last.text_content() == "line 59"
    assert log.evaluate("e => e.scrollTop + e.clientHeight >= e.scrollHeight - 2")


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


def test_an_error_line_appears_only_when_there_is_an_error(page):
    show(page, board_view())
    assert not page.locator("[data-testid=error]").is_visible()
    show(page, board_view(error="You can only trap in the guide's region, region 2."))
    assert page.locator("[data-testid=error]").text_content().startswith("You can only trap")
