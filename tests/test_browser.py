"""The board in a real browser: JupyterLab + headless Debian chromium, driven by Playwright.

One JupyterLab server and one page serve the whole module (they take a few
seconds to start). The notebook shows ``bw.BoardWidget(bw.Match("nanga_parbat",
seed=11))`` and records the Python side of the game in ``state.json`` whenever
the widget publishes a view, so each test can check what Python did with what
the page sent. Every test starts from a fresh deal (``board.new_game(seed=11)``).

The kernel's websocket is routed through Playwright so that one test can hold
back what the kernel sends to the page, which makes the page's board out of
date on purpose. Consequence: the page only hears the kernel while this process
is inside a Playwright call, so every wait here uses ``page.wait_for_timeout``,
never ``time.sleep``.

Without chromium or Playwright the tests are skipped, except under CI=true,
where they fail.
"""
from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from tests.chromium import ARTIFACTS, CHROME_ARGS, CHROMIUM, require_browser
from tests.colours import COLOURS, contrast, luminance, over, parse_color
from tests.lab import KERNEL_READY, jupyter_lab, write_notebook

NOTEBOOK = "board_e2e.ipynb"
SEED = 11
BOARD = 'svg[data-testid="board"]'
TARGET = f"{BOARD} .bw-target"
# the moves on offer are pressed on their marks, in the layer above everything the game draws
FLAG = f'{BOARD} .bw-offers .bw-target[data-element^="space:flag-"]'
SECTION = f'{BOARD} .bw-offers .bw-target[data-element*="."]'  # mountain sections: "2.4"
STATUS = '[data-testid="status"]'
ERROR = '[data-testid="error"]'

pytestmark = pytest.mark.browser

NOTEBOOK_CELLS = [
    """\
import json, pathlib
import boardwidgets as bw

STATE = pathlib.Path("state.json")

def record(change=None):
    view = board.view
    history = board.match.history
    data = {"moves": len(history), "to_move": board.state.to_move, "error": view["error"],
            "status": view["status"], "seq": view["seq"],
            "last": history[-1].to_json() if history else None,
            "targets": {t["id"]: t["action"] for t in view["targets"]}}
    part = STATE.with_name(STATE.name + ".part")
    part.write_text(json.dumps(data))
    part.replace(STATE)  # atomic: the test never reads half a file

board = bw.BoardWidget(bw.Match("nanga_parbat", seed=SEED))
board.observe(record, "view")
record()
display(board)""".replace("SEED", str(SEED)),
]


# -- the JupyterLab server --------------------------------------------------------------
@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    require_browser()
    root = tmp_path_factory.mktemp("lab")
    write_notebook(root / NOTEBOOK, NOTEBOOK_CELLS)
    try:
        with jupyter_lab(root) as server:
            yield server
    except RuntimeError as error:  # it did not start: say why
        pytest.fail(str(error), pytrace=False)


# -- the page -----------------------------------------------------------------------------
class KernelSocket:
    """Relays the kernel websocket between page and server; can hold the server's side."""

    def __init__(self):
        self.hold = False
        self.held = []

    def route(self, ws) -> None:
        server = ws.connect_to_server()  # the page's messages go on to the server as they are
        server.on_message(lambda message: self._from_server(ws, message))

    def _from_server(self, ws, message) -> None:
        if self.hold:
            self.held.append((ws, message))
        else:
            ws.send(message)

    def release(self) -> None:
        self.hold = False
        held, self.held = self.held, []
        for ws, message in held:
            ws.send(message)


class Board:
    """The notebook page with the board, and the Python state the kernel records."""

    def __init__(self, page, state_file: Path, socket: KernelSocket):
        self.page = page
        self.state_file = state_file
        self.socket = socket

    def state(self) -> dict | None:
        try:
            return json.loads(self.state_file.read_text())
        except (OSError, ValueError):
            return None

    def wait_state(self, predicate, what: str, timeout: float = 20) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            state = self.state()
            if state is not None and predicate(state):
                return state
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}; Python state: {state}")
            self.page.wait_for_timeout(100)  # lets Playwright relay the kernel's messages

    def execute(self, code: str, wait: bool = True) -> None:
        """Run ``code`` in the notebook's kernel (without adding a cell)."""
        result = self.page.evaluate(
            """async ([code, wait]) => {
                const kernel = window.__bwPanel.sessionContext.session.kernel;
                const future = kernel.requestExecute({code, store_history: false});
                if (!wait) return null;
                const errors = [];
                future.onIOPub = (msg) => {
                    if (msg.header.msg_type === "error")
                        errors.push(msg.content.ename + ": " + msg.content.evalue);
                };
                const reply = await future.done;
                return {status: reply.content.status, errors};
            }""", [code, wait])
        if wait and result["status"] != "ok":
            raise AssertionError(f"kernel code failed: {code!r}: {result['errors']}")

    def reset(self) -> dict:
        """A fresh deal from the same seed, shown in the page; returns the Python state."""
        self.execute(f"board.new_game(seed={SEED})")
        state = self.wait_state(lambda s: s["moves"] == 0 and s["error"] is None, "a new game")
        from playwright.sync_api import expect

        expect(self.page.locator(ERROR)).to_be_hidden()
        expect(self.page.locator(STATUS)).to_have_text(state["status"])
        expect(self.page.locator(FLAG).first).to_be_visible()
        return state

    def screenshot(self, name: str) -> None:
        """The page, and the widget alone (scrolled into view), in e2e-artifacts/."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
        widget = self.page.locator(".bw-root")
        if widget.count():
            widget.first.screenshot(path=str(ARTIFACTS / f"{name}-widget.png"), timeout=10_000)


@pytest.fixture(scope="module")
def board(lab):
    from playwright.sync_api import sync_playwright

    started = time.monotonic()
    playwright = sync_playwright().start()
    browser = None
    try:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.set_default_timeout(30_000)
        page_errors = []
        page.on("pageerror", lambda exc: page_errors.append(str(exc)))
        kernel_socket = KernelSocket()
        page.route_web_socket(re.compile(r"/api/kernels/[^/?]+/channels"), kernel_socket.route)

        page.goto(f"{lab['url']}/lab/tree/{NOTEBOOK}?token={lab['token']}")
        page.wait_for_function(KERNEL_READY, arg=NOTEBOOK, timeout=60_000)
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        # the board, or the traceback that stopped it
        page.locator(f"{BOARD}, .jp-OutputArea-output[data-mime-type="
                     "'application/vnd.jupyter.stderr']").first.wait_for(timeout=60_000)
        if not page.locator(BOARD).count():
            pytest.fail("the notebook cell failed:\n" + page.locator(
                ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
                .first.inner_text(), pytrace=False)
        ui = Board(page, lab["root"] / "state.json", kernel_socket)
        ui.wait_state(lambda s: s["moves"] == 0, "the notebook's first record")
        print(f"\nserver and page ready in {time.monotonic() - started:.1f} s")
        yield ui
        assert not page_errors, f"uncaught errors in the page: {page_errors}"
    finally:
        if browser is not None:
            browser.close()
        playwright.stop()


@pytest.fixture(autouse=True)
def _screenshot_after(request, board):
    yield
    board.screenshot(request.node.name)  # in e2e-artifacts/, pass or fail


# -- the tests --------------------------------------------------------------------------------
@pytest.mark.timeout(150)
def test_clicks_on_a_flag_then_a_section_play_them(board):
    from playwright.sync_api import expect

    before = board.reset()
    status = board.page.locator(STATUS)
    flag = board.page.locator(FLAG).first
    target_id = flag.get_attribute("data-targets")
    assert target_id in before["targets"], (target_id, before["targets"])

    flag.click()
    after = board.wait_state(lambda s: s["moves"] == 1, "Python to play the clicked flag")
    assert after["error"] is None
    assert after["last"] == before["targets"][target_id]  # the move that was clicked
    assert after["status"] != before["status"]
    expect(status).to_have_text(after["status"])  # the page shows Python's new view
    expect(status).not_to_have_text(before["status"])

    # now a highlighted mountain section: the first player traps there
    section = board.page.locator(SECTION).first
    section_target = section.get_attribute("data-targets")
    assert after["targets"][section_target]["kind"] == "trap"
    section.click()
    trapped = board.wait_state(lambda s: s["moves"] == 2, "Python to trap in the clicked section")
    assert trapped["error"] is None and trapped["last"] == after["targets"][section_target]
    expect(status).to_have_text(trapped["status"])


@pytest.mark.timeout(60)
def test_keyboard_tab_and_enter_play_a_target(board):
    before = board.reset()
    page = board.page
    page.locator(TARGET).first.focus()
    page.keyboard.press("Tab")  # on to the next highlighted target
    focused = page.evaluate("""() => {
        const el = document.activeElement;
        return {target: el.classList.contains("bw-target"), ids: el.dataset.targets || ""};
    }""")
    assert focused["target"], f"Tab did not move to a highlighted target: {focused}"
    ids = focused["ids"].split()
    page.keyboard.press("Enter")
    if len(ids) > 1:  # several moves on one element: Enter opens a menu, Enter picks the first
        page.locator(".bw-menu-item").first.wait_for()
        page.keyboard.press("Enter")
    after = board.wait_state(lambda s: s["moves"] == 1, "Python to play the focused target")
    assert after["error"] is None
    assert after["last"] == before["targets"][ids[0]]


@pytest.mark.timeout(60)
def test_malformed_target_from_the_page_is_refused(board):
    from playwright.sync_api import expect

    before = board.reset()
    flag = board.page.locator(FLAG).first
    flag.evaluate("(el) => el.setAttribute('data-targets', 'no-such-target')")
    flag.click()  # the page now sends {"type": "act", "target": "no-such-target", ...}

    after = board.wait_state(lambda s: s["error"], "Python to refuse the bogus target")
    assert "not one of the moves on offer" in after["error"]
    assert after["moves"] == 0 and after["to_move"] == before["to_move"]
    expect(board.page.locator(ERROR)).to_be_visible()
    expect(board.page.locator(ERROR)).to_contain_text("not one of the moves on offer")
    board.page.wait_for_timeout(300)  # nothing else happens later either
    assert board.state()["moves"] == 0


@pytest.mark.timeout(60)
def test_click_on_an_out_of_date_board_is_refused(board):
    """Python moves on while the page still shows the old board (its update is held
    back); a click there carries the old board number and must change nothing."""
    from playwright.sync_api import expect

    before = board.reset()
    page = board.page
    board.socket.hold = True
    try:
        board.execute("board.act(board.state.legal_actions()[0])", wait=False)
        moved = board.wait_state(lambda s: s["moves"] == 1, "Python's own move")
        expect(page.locator(STATUS)).to_have_text(before["status"])  # the page is behind
        page.locator(FLAG).first.click()  # sends the old seq
        refused = board.wait_state(lambda s: s["error"], "Python to refuse the stale click")
    finally:
        board.socket.release()
    assert "out-of-date board" in refused["error"], refused
    assert refused["moves"] == 1 and refused["last"] == moved["last"]  # only Python's move
    expect(page.locator(ERROR)).to_contain_text("out-of-date board")
    expect(page.locator(STATUS)).to_have_text(refused["status"])
    page.wait_for_timeout(300)
    assert board.state()["moves"] == 1


def test_a_click_is_marked_pressed_before_python_answers(board):
    """The kernel's answer is held back: the chosen flag is marked pressed at once, while the
    page still shows the old position; the answer, when it comes, takes the mark away."""
    from playwright.sync_api import expect

    before = board.reset()
    page = board.page
    flag = page.locator(FLAG).first
    chosen = flag.get_attribute("data-element")
    pressed = page.locator(f"{BOARD} .bw-pressed")
    board.socket.hold = True
    try:
        flag.click()
        moved = board.wait_state(lambda s: s["moves"] == 1, "Python to play the click")
        page.wait_for_timeout(300)
        # Python has played the move, the page has not heard it: the mark is what it shows
        expect(pressed).to_have_count(1)
        assert pressed.get_attribute("data-element") == chosen
        expect(page.locator(STATUS)).to_have_text(before["status"])
    finally:
        board.socket.release()
    expect(page.locator(STATUS)).to_have_text(moved["status"])
    expect(pressed).to_have_count(0)


# -- schema 2: the computer's turn, recent marks, icons, review, themes ---------------------------
WATCH_DRAWS = """() => {
    // every redraw of the board, as the class sees it: the waiting line and the log's length
    window.__bwDraws = [];
    const root = document.querySelector(".bw-root");
    const snap = () => {
        const waiting = root.querySelector('[data-testid="waiting"]');
        window.__bwDraws.push({
            waiting: waiting && !waiting.hidden ? waiting.textContent : "",
            log: root.querySelectorAll('[data-testid="log"] li').length,
            targets: root.querySelectorAll("svg .bw-target").length});
    };
    new MutationObserver(snap).observe(root, {childList: true, subtree: true, characterData: true});
}"""


@pytest.mark.timeout(90)
def test_the_thinking_line_shows_before_the_computers_move_is_drawn(board):
    from playwright.sync_api import expect

    board.reset()
    board.execute("board.match.agents = {1: bw.agents.Random(seed=1)}; board.pace = 1.0")
    try:
        page = board.page
        page.evaluate(WATCH_DRAWS)
        page.locator(FLAG).first.click()  # Orange places the guide: Green (the computer) moves next
        expect(page.locator('[data-testid="waiting"]')).to_have_text("Green is thinking...")
        board.wait_state(lambda s: s["moves"] > 1 and s["to_move"] == 0, "the computer's reply")
        expect(page.locator('[data-testid="waiting"]')).to_be_hidden()
        draws = page.evaluate("() => window.__bwDraws")
        thinking = [i for i, d in enumerate(draws) if d["waiting"] == "Green is thinking..."]
        assert thinking, draws
        first = draws[thinking[0]]
        assert first["targets"] == 0  # nothing to click while the computer thinks
        replied = [i for i, d in enumerate(draws) if d["log"] > first["log"]]
        assert replied and replied[0] > thinking[0], "the reply was drawn before the thinking line"
        # the computer's whole reply is marked on the board
        assert page.locator("svg .bw-recent").count() >= 2
        # and the log says why it played each move, after that move's lines
        expect(page.locator('[data-testid="log"] li.bw-log-note').first).to_contain_text("Green: ")
        board.screenshot("computer-reply-marked")
    finally:
        board.execute("board.match.agents = {}; board.pace = 0.4")


@pytest.mark.timeout(90)
def test_icons_are_drawn_and_review_steps_back_and_forward(board):
    from playwright.sync_api import expect

    board.reset()
    page = board.page
    assert page.locator(f"{BOARD} g.bw-piece path.bw-icon").count() >= 36  # the animals
    board.execute("""
player = bw.agents.Random(seed=2)
for _ in range(8):
    board.act(player.choose(board.state))""")
    board.wait_state(lambda s: s["moves"] == 8, "eight moves")
    page.locator('button[data-command="review"]').click()
    review = page.locator('[data-testid="review"]')
    expect(review).to_contain_text("Move 7 of 8")
    page.locator('button[data-command="review-back"]').click()
    expect(review).to_contain_text("Move 6 of 8")
    assert page.locator(f"{BOARD} .bw-target").count() == 0  # the past is read-only
    page.locator('button[data-command="review-forward"]').click()
    expect(review).to_contain_text("Move 7 of 8")
    slider = page.locator('[data-testid="review-slider"]')
    slider.fill("2")  # dispatches input and change
    expect(review).to_contain_text("Move 2 of 8")
    assert board.state()["moves"] == 8  # reviewing never changes the game
    board.screenshot("review")
    page.locator('button[data-command="live"]').click()
    expect(review).to_be_hidden()
    expect(page.locator(f"{BOARD} .bw-target").first).to_be_visible()
    assert board.state()["moves"] == 8


@pytest.mark.timeout(120)
@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_text_size_and_contrast_in_both_themes(board, theme):
    page = board.page
    board.reset()
    board.execute("""
player = bw.agents.Random(seed=4)
for _ in range(21):  # a game under way: hikers, the animal boards, a score, marks
    board.act(player.choose(board.state))""")
    board.wait_state(lambda s: s["moves"] == 21, "a game under way")
    page.evaluate("(theme) => window.jupyterapp.commands.execute('apputils:change-theme', {theme})", theme)
    dark = theme.endswith("Dark")
    page.wait_for_function("(dark) => document.body.dataset.jpThemeLight === String(!dark)", arg=dark)
    page.wait_for_timeout(500)
    try:
        c = page.locator(".bw-root").evaluate("(el) => (" + COLOURS + ")(el.parentElement)")
        root = over(c["root"], "rgb(255, 255, 255)")
        board_bg = parse_color(c["board"])
        assert contrast(over(c["status"], root), root) >= 4.5
        halo = over(c["captionHalo"], board_bg)
        assert contrast(over(c["caption"], halo), halo) >= 4.5
        assert contrast(over(c["ring"], c["panel"]), c["panel"]) >= 3
        assert contrast(over(c["logText"], c["log"]), c["log"]) >= 4.5
        assert (luminance(board_bg) < 0.2) == dark
        # the board follows the theme JupyterLab switched to, and the moves on offer still read
        for offer in page.locator(".bw-offers .bw-target").all():
            stroke = offer.locator(".bw-offer-band").evaluate("e => getComputedStyle(e).stroke")
            space = offer.get_attribute("data-element").removeprefix("space:")
            fill = page.locator(f"g.bw-space[data-space='{space}'] .bw-outline").evaluate(
                "e => getComputedStyle(e).fill")
            assert contrast(parse_color(stroke), parse_color(fill)) >= 3
        assert ("bw-dark" in page.locator(".bw-root").get_attribute("class")) == dark
        smallest = page.evaluate("""() => {
            const svg = document.querySelector(".bw-root svg.bw-svg");
            const perUnit = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            return Math.min(...Array.from(svg.querySelectorAll("text"),
                            (t) => parseFloat(t.getAttribute("font-size")) * perUnit));
        }""")
        assert smallest >= 11, f"the smallest text on the board is {smallest:.1f} px"
        page.set_viewport_size({"width": 1280, "height": 1500})  # the whole widget in one picture
        board.screenshot(f"theme-{'dark' if dark else 'light'}")
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', "
                      "{theme: 'JupyterLab Light'})")


@pytest.mark.timeout(120)
def test_a_board_drawn_again_gets_the_whole_log_which_every_move_sends_only_in_part(board):
    from playwright.sync_api import expect

    board.reset()
    page = board.page
    written = board.state_file.with_name("log.json")
    board.execute(f"""
player = bw.agents.Random(seed=4)
for _ in range(12):
    board.act(player.choose(board.state))
board.undo()
pathlib.Path({str(written)!r}).write_text(json.dumps([board.view["log_from"], board.state.log]))""")
    log_from, lines = json.loads(written.read_text())
    assert 0 < log_from <= len(lines)  # the last view sent none of the earlier lines
    numbered = ".bw-root [data-testid=log] li:not(.bw-log-note)"
    expect(page.locator(numbered)).to_have_text(lines)
    # a second view of the output (as JupyterLab's "Create New View for Cell Output"
    # makes) is drawn from the last view alone: it asks for the rest of the log
    page.locator(BOARD).first.click(position={"x": 5, "y": 5})  # the board's cell is the active one
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:create-output-view')")
    try:
        expect(page.locator(".bw-root")).to_have_count(2)
        expect(page.locator(".bw-root").nth(1).locator(
            "[data-testid=log] li:not(.bw-log-note)")).to_have_text(lines)
        expect(page.locator(numbered).first).to_have_text(lines[0])
    finally:
        page.evaluate("""() => {
            const app = window.jupyterapp;
            for (const w of Array.from(app.shell.widgets("main")))
                if (w !== window.__bwPanel) w.close();
        }""")
        expect(page.locator(".bw-root")).to_have_count(1)
