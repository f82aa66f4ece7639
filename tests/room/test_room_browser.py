"""A room played in real chromium pages: a real server on 127.0.0.1 (a thread of this process,
with its SQLite file), one browser context per pupil as separate devices would be, every move
a click (or a tap) on a move the page offers.

Two pupils play a whole game of Nanga Parbat; three pupils play Fireball Island with the
computer in the fourth seat, each page showing its own hand and the projector none; a wrong
link and a seat whose turn it is not can do nothing; a page whose connection drops comes back
to the current board by itself; a phone's page fits its width and takes taps; the teacher's
page shows who is there, gives a seat to the computer and pauses a table. The pages are saved
as screenshots in the artifacts folder (``tests/chromium.py``).

Each check waits for the page to draw what the table holds: the status line, the pieces, what
the last move changed and the moves on offer, as the room's own ``Screen`` for that seat
describes them.
"""
from __future__ import annotations

import json
import random
import time
from collections.abc import Collection

import pytest

from boardwidgets.room import room
from boardwidgets.room.server import PUBLIC_COMMANDS, SEAT_COMMANDS
from boardwidgets.widget.screen import STOP_ASKING, Screen
from tests.board_page import launch
from tests.chromium import ARTIFACTS, require_browser

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 800}
#: what a page draws of a view, read from its DOM
#: every sentence the board's error line showed, kept by the page (a refusal the next view
#: clears is gone by the time a test that waited in vain looks at the line)
SAID = """new MutationObserver(() => {
  const line = document.querySelector("[data-testid=error]");
  const text = line && !line.hidden ? line.textContent : "";
  if (text && (window.boardSaid = window.boardSaid || []).at(-1) !== text) window.boardSaid.push(text);
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});"""
DRAWN = """() => {
  const board = document.querySelector(".bw-root");
  if (!board || !board.querySelector("svg[data-testid=board]")) return null;
  const element = (n) => n.dataset.space !== undefined ? `space:${n.dataset.space}`
    : n.dataset.piece !== undefined ? `piece:${n.dataset.piece}` : null;
  const unique = (list) => [...new Set(list)].sort();
  return {
    status: board.querySelector("[data-testid=status]").textContent,
    pieces: [...board.querySelectorAll("[data-piece]")].map((n) => n.dataset.piece).sort(),
    recent: unique([...board.querySelectorAll("svg .bw-recent")].map(element).filter(Boolean)),
    targets: unique([...board.querySelectorAll(".bw-target")].map((n) => n.dataset.element)),
  };
}"""
SHOWS = f"""(expected) => {{
  const drawn = ({DRAWN})();
  return drawn !== null && JSON.stringify(drawn) === JSON.stringify(expected);
}}"""


# -- the room and the browser, shared by the module -----------------------------------------
@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def nanga(tmp_path_factory):
    """Nanga Parbat, two pupils a table; each test takes a table of its own."""
    served = room("nanga_parbat", tables=5, seed=5, db=tmp_path_factory.mktemp("nanga") / "room.sqlite",
                  pace=0)
    yield served
    served.stop()


@pytest.fixture(scope="module")
def fireball(tmp_path_factory):
    """Fireball Island for four, the computer in seat 3."""
    served = room("fireball_island", players=4, computer=[3], seed=7,
                  db=tmp_path_factory.mktemp("fireball") / "room.sqlite", pace=0)
    yield served
    served.stop()


class Tab:
    """One page in a browser context of its own (a pupil's device, the projector, the teacher's
    laptop), with the views its socket received and the errors its scripts raised."""

    def __init__(self, browser, url: str, **options):
        options.setdefault("viewport", DESKTOP)
        # the pulsing ring round the pieces of the seat to move repaints a page for ten seconds
        # after each turn, which on two cores slows every other page of the test (a pupil may
        # ask for less motion too: the board then rings them without the pulse)
        options.setdefault("reduced_motion", "reduce")
        self.context = browser.new_context(**options)
        self.context.add_init_script(SAID)
        self.page = self.context.new_page()
        self.page.set_default_timeout(15_000)
        self.views: list[dict] = []
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("websocket", lambda socket: socket.on("framereceived", self._received))
        self.response = self.page.goto(url)

    def _received(self, payload) -> None:
        message = json.loads(payload)
        if message.get("type") == "view":
            self.views.append(message["view"])

    def next_view(self, after: int, timeout: float = 10) -> dict:
        """The first view received after the first ``after``."""
        deadline = time.monotonic() + timeout
        while len(self.views) <= after:
            assert time.monotonic() < deadline, "the page received no answer"
            self.page.wait_for_timeout(10)  # Playwright hands over the frames meanwhile
        return self.views[after]

    def drawn(self) -> dict | None:
        return self.page.evaluate(DRAWN)

    def shows(self, table, seat: int | None, timeout: float = 15) -> dict:
        """Wait until the page draws the table as it is now for ``seat``; returns that."""
        wanted = expected(table, seat)
        try:
            self.page.wait_for_function(SHOWS, arg=wanted, timeout=timeout * 1000, polling=10)
        except Exception as exc:  # say what differs
            raise AssertionError(f"the page shows {self.drawn()}, not {wanted}") from exc
        return wanted

    def take_seat(self, name: str) -> Tab:
        """Type a first name in the form a free seat's page shows, and take the seat."""
        self.page.get_by_label("Your first name").fill(name)
        self.page.get_by_role("button", name="Take this seat").click()
        return self

    def screenshot(self, name: str) -> None:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"room-{name}.png"))

    def close(self) -> None:
        assert not self.errors, f"uncaught errors in {self.page.url}: {self.errors}"
        self.context.close()


def expected(table, seat: int | None) -> dict:
    """What a page of ``seat`` (None: the public board) must draw now: the view the room's own
    Screen makes for it."""
    public = seat is None
    screen = Screen(table, viewer=seat, seats=() if public else (seat,), hot_seat=public,
                    commands=PUBLIC_COMMANDS if public else SEAT_COMMANDS)
    try:
        view = screen.view()
    finally:
        screen.close()
    return {"status": view["status"],
            "pieces": sorted(piece["id"] for piece in view["pieces"]),
            "recent": sorted(e for e in view.get("recent") or () if e.startswith(("space:", "piece:"))),
            "targets": sorted({target["on"] for target in view["targets"]})}


def settled(table, timeout: float = 15) -> None:
    """Wait until the table has made every move it is making (the computer's too)."""
    deadline = time.monotonic() + timeout
    while table.waiting is not None or (table.match.is_agent_turn() and not table.paused):
        assert time.monotonic() < deadline, "the table did not settle"
        time.sleep(0.005)


def until(condition, what: str, timeout: float = 15) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.005)


#: where a pointer lands on a move the page offers, and whether that point is the move's own
#: (nothing drawn over it): Playwright's hit check, in one call (its own click waits for the
#: page to be still, which costs a game of a hundred clicks many seconds)
AIM = """(element) => {
  const node = document.querySelector(`.bw-target[data-element="${CSS.escape(element)}"]`);
  if (!node) return null;
  node.scrollIntoView({block: "nearest", inline: "nearest"});
  const box = node.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const under = document.elementFromPoint(x, y);
  return {x, y, hit: Boolean(under && under.closest(".bw-target") === node)};
}"""


def latest_view(tab: Tab, timeout: float = 10) -> dict:
    """The view the page draws now, once its frame has reached the test: the moves to choose
    from come from it (a page back from a dropped connection draws a view the test may not
    have seen yet, and a move chosen from the view before can open a menu the test skips)."""
    deadline = time.monotonic() + timeout
    while True:
        drawn = tab.drawn()
        view = tab.views[-1] if tab.views else None
        if view is not None and drawn is not None and drawn["status"] == view["status"] \
                and drawn["targets"] == sorted({target["on"] for target in view["targets"]}):
            return view
        assert time.monotonic() < deadline, f"the page draws {drawn}, the last view it received is another"
        tab.page.wait_for_timeout(10)  # Playwright hands over the frames meanwhile


def click_a_move(tab: Tab, rng: random.Random, prefer: Collection[str] = (), tap: bool = False,
                 careful: bool = False) -> dict:
    """Click (or tap) one of the moves the page offers, chosen by ``rng`` (among the elements
    in ``prefer`` if the page offers any); returns the target played, as the page had it.
    ``careful``: with Playwright's own click, which waits until the move stands still and
    receives the press (a page just back from a dropped connection may still be moving)."""
    view = latest_view(tab)
    moves = [target for target in view["targets"] if target["id"] != STOP_ASKING]  # a setting
    offered = sorted({target["on"] for target in moves})
    assert offered, "the page offers no move"
    element = rng.choice([element for element in offered if element in prefer] or offered)
    choices = [target for target in moves if target["on"] == element]
    if element == "button":  # buttons are each their own
        chosen = rng.choice(choices)
        button = tab.page.locator(f'.bw-target[data-element="button"][data-targets="{chosen["id"]}"]')
        button.tap() if tap else button.click()
        return chosen
    if tap:
        tab.page.locator(f'.bw-target[data-element="{element}"]').first.tap()
    elif careful:
        tab.page.locator(f'.bw-offers .bw-target[data-element="{element}"]').first.click()
    else:
        aim = tab.page.evaluate(AIM, element)
        assert aim and aim["hit"], f"{element} cannot be clicked: {aim}"
        tab.page.mouse.click(aim["x"], aim["y"])
    if len(choices) == 1:
        return choices[0]
    chosen = rng.choice(choices)  # several moves on one element: the board's menu
    tab.page.locator(f'.bw-menu-item[data-targets="{chosen["id"]}"]').click()
    return chosen


def play(tab: Tab, table, rng: random.Random, **how) -> dict:
    """One move clicked on ``tab``, the table settled after it."""
    moves = len(table.match.history)
    target = click_a_move(tab, rng, **how)
    try:
        until(lambda: len(table.match.history) > moves, "the move to reach the table", timeout=30)
    except AssertionError as exc:  # what the page says, to tell a refusal from a lost message
        said = tab.page.evaluate("() => window.boardSaid || []")
        raise AssertionError(f"{exc}: {target['label']!r} clicked; the page said {said}, its last view's "
                             f"error is {tab.views[-1]['error']!r}") from None
    settled(table)
    return target


def secret_ids(view: dict) -> set[str]:
    return {item["id"] for panel in view["panels"] for item in panel["items"] if item.get("secret")}


def items_drawn(tab: Tab) -> set[str]:
    return set(tab.page.evaluate("() => [...document.querySelectorAll('[data-item]')]"
                                 ".map((n) => n.dataset.item)"))


# -- the tests -------------------------------------------------------------------------------
def test_two_pupils_play_a_whole_game_of_nanga_parbat_by_clicking(browser, nanga):
    table = nanga.table(1)
    pupils = [Tab(browser, nanga.seat_url(1, 0)).take_seat("Ana"),
              Tab(browser, nanga.seat_url(1, 1), color_scheme="dark").take_seat("Ben")]
    projector = Tab(browser, nanga.board_url(1), viewport={"width": 1366, "height": 768})
    rng = random.Random(22)
    clicked = []
    while not table.match.state.is_over:
        assert len(clicked) < 400, "the game does not end"
        for seat, tab in enumerate(pupils):
            tab.shows(table, seat)  # the move before, on both pages
        mover = table.match.state.to_move
        clicked.append(play(pupils[mover], table, rng)["action"])
        if len(clicked) == 40:
            projector.shows(table, None)
            for name, tab in (("pupil", pupils[0]), ("pupil-dark", pupils[1]), ("projector", projector)):
                tab.screenshot(name)
    state = table.match.state
    for seat, tab in [*enumerate(pupils), (None, projector)]:
        shown = tab.shows(table, seat)
        winners = [table.match.game.player_name(p) for p in state.result()["winners"]]
        assert shown["targets"] == [] and all(name in shown["status"] for name in winners)
    assert [action.to_json() for action in table.match.history] == clicked
    projector.screenshot("projector-end")
    for tab in [*pupils, projector]:
        tab.close()
    print(f"\n{len(clicked)} clicks: {state.result()['reason']}")


def test_each_pupil_sees_only_their_own_hand_and_the_computer_plays_by_itself(browser, fireball):
    table = fireball.table(1)
    pupils = [Tab(browser, fireball.seat_url(1, seat)).take_seat(name)
              for seat, name in enumerate(("Cleo", "Dan", "Eve"))]
    projector = Tab(browser, fireball.board_url(1))
    rng = random.Random(7)
    clicks = {"card": 0, "all": 0}

    def check_hands() -> None:
        state = table.match.state
        hands = [secret_ids(state.view(seat)) for seat in range(4)]
        every = set().union(*hands)
        for seat, tab in enumerate(pupils):
            tab.shows(table, seat)
            received = tab.views[-1]
            assert secret_ids(received) == hands[seat]
            assert every & items_drawn(tab) == hands[seat], f"seat {seat} shows another's card"
        projector.shows(table, None)
        assert secret_ids(projector.views[-1]) == set() and not every & items_drawn(projector)

    check_hands()
    while clicks["all"] < 40 and not (clicks["all"] >= 8 and computer_moves(table)):
        mover = table.match.state.to_move
        tab = pupils[mover]
        tab.shows(table, mover)
        cards = {f"item:{card}" for card in secret_ids(tab.views[-1])}
        offered = cards & {target["on"] for target in tab.views[-1]["targets"]}
        if offered and not clicks["card"]:
            tab.screenshot("fireball-pupil")  # a card of one's own on offer
        target = play(tab, table, rng, prefer=() if clicks["card"] else offered)
        clicks["all"] += 1
        clicks["card"] += target["on"] in cards
        check_hands()
    assert computer_moves(table), "the computer seat never moved"
    people = [k for k, state in enumerate(table.match.states[:-1]) if state.to_move != 3]
    assert len(people) == clicks["all"]  # every other move was the computer's, by itself
    assert clicks["card"], "no card of a pupil's own was ever playable"
    print(f"\n{clicks['all']} clicks ({clicks['card']} cards), the computer's moves: {computer_moves(table)}")
    for tab in [*pupils, projector]:
        tab.close()


def computer_moves(table) -> int:
    return sum(state.to_move == 3 for state in table.match.states[:-1])


def test_a_wrong_link_and_a_seat_out_of_turn_can_do_nothing(browser, fireball, nanga):
    before = fireball.table(1).match.state.to_json()
    stranger = Tab(browser, f"http://127.0.0.1:{fireball.port}/play/made-up-token")
    assert stranger.response.status == 404
    assert "not a seat" in stranger.page.locator("main").inner_text()
    assert items_drawn(stranger) == set() and stranger.views == []
    stranger.page.locator("main").click()
    assert fireball.table(1).match.state.to_json() == before
    stranger.close()

    table = nanga.table(2)
    mover = table.match.state.to_move
    pages = {seat: Tab(browser, nanga.seat_url(2, seat)).take_seat(name)
             for seat, name in ((0, "Finn"), (1, "Gus"))}
    offered = pages[mover].shows(table, mover)["targets"]
    waiting = pages[1 - mover]
    assert waiting.shows(table, 1 - mover)["targets"] == []
    name = table.match.game.player_name(mover)
    for element in offered[:3]:  # the mover's moves, clicked on the other pupil's page
        answers = len(waiting.views)
        waiting.page.locator(f'[data-element="{element}"]').first.click()
        refusal = waiting.next_view(answers)["error"]
        assert refusal == f"It is {name}'s turn: wait for {name} to play."
        assert waiting.page.locator("[data-testid=error]").inner_text() == refusal
    assert table.match.history == []
    for tab in pages.values():
        tab.close()


class Cable:
    """A page's connection to the room, which the test pulls out (the page and the server each
    see their socket closed, as when a pupil's Wi-Fi drops) and plugs in again."""

    def __init__(self):
        self.plugged = True
        self.sockets = []

    def route(self, page_side) -> None:
        if not self.plugged:  # no network: the page's attempt fails
            page_side.close()
            return
        self.sockets.append((page_side, page_side.connect_to_server()))

    def pull(self) -> None:
        self.plugged = False
        for page_side, server_side in self.sockets:
            server_side.close()
            page_side.close()
        self.sockets = []


def test_a_page_whose_connection_drops_shows_the_current_board_when_it_returns(browser, nanga):
    table = nanga.table(3)
    mover = table.match.state.to_move
    present = Tab(browser, nanga.seat_url(3, mover)).take_seat("Hana")
    cable = Cable()
    away = Tab(browser, "about:blank")
    away.context.route_web_socket("**/ws/**", cable.route)
    away.page.goto(nanga.seat_url(3, 1 - mover))
    away.take_seat("Ivo")
    away.shows(table, 1 - mover)
    away.page.evaluate("() => { window.sameDocument = true; }")
    cable.pull()
    connection = away.page.locator("[data-testid=connection]")
    away.page.locator("[data-testid=connection][data-state=lost]").wait_for()
    until(lambda: not table.pages[1 - mover], "the server to see the page go")
    rng = random.Random(3)
    present.shows(table, mover)
    play(present, table, rng)  # the other pupil moves while the page is away
    assert away.drawn() != expected(table, 1 - mover)  # it still shows the board before
    cable.plugged = True
    away.shows(table, 1 - mover, timeout=10)  # by itself: no reload
    assert away.page.evaluate("() => window.sameDocument === true")
    assert connection.inner_text().startswith("connected")
    assert table.match.state.to_move == 1 - mover  # the guide placed, its pupil begins
    play(away, table, rng, careful=True)  # and plays on
    present.shows(table, mover)
    away.close()
    present.close()


def test_a_phone_page_fits_its_width_and_takes_a_tap(browser, nanga):
    table = nanga.table(4)
    mover = table.match.state.to_move
    phone = Tab(browser, nanga.seat_url(4, mover), viewport={"width": 390, "height": 844},
                device_scale_factor=2, is_mobile=True, has_touch=True).take_seat("Jo")
    phone.shows(table, mover)
    sizes = phone.page.evaluate("""() => ({
        page: document.documentElement.scrollWidth, screen: window.innerWidth,
        board: document.querySelector('[data-testid=frame]').getBoundingClientRect().right})""")
    assert sizes["page"] <= sizes["screen"] and sizes["board"] <= sizes["screen"], sizes
    phone.screenshot("phone")
    played = play(phone, table, random.Random(4), tap=True)
    assert table.match.history[0].to_json() == played["action"]
    phone.shows(table, mover)
    phone.close()


def test_the_teacher_sees_who_is_there_gives_a_seat_to_the_computer_and_pauses(browser, nanga):
    table = nanga.table(5)
    teacher = Tab(browser, nanga.teacher_url)
    box = teacher.page.locator('section[data-table="5"]')
    mover = table.match.state.to_move
    name = table.match.game.player_name(mover)
    box.get_by_text(f"{name} to play · 0 moves").wait_for()

    def who(seat: int):
        return box.locator(f'li[data-seat="{seat}"] [data-testid=who]')

    assert who(0).inner_text() == who(1).inner_text() == "free"
    pupil = Tab(browser, nanga.seat_url(5, 1 - mover)).take_seat("Kim")
    who(1 - mover).get_by_text("Kim: connected", exact=True).wait_for()
    assert who(mover).inner_text() == "free"
    teacher.screenshot("teacher")

    box.get_by_role("button", name="Pause").click()
    until(lambda: table.paused, "the table to pause")
    box.get_by_role("heading", name="Table 5 (paused)").wait_for()
    pupil.shows(table, 1 - mover)
    assert pupil.drawn()["status"].startswith("The teacher has paused")
    seat = box.locator(f'li[data-seat="{mover}"]')
    seat.get_by_label(f"Level of the computer for {name} at table 5").select_option("easy")
    seat.get_by_role("button", name=f"Give to the computer: {name} at table 5").click()
    who(mover).get_by_text("the computer (easy)").wait_for()
    assert table.levels[mover] == "easy" and table.match.history == []  # paused: it waits

    box.get_by_role("button", name="Go on").click()
    until(lambda: table.match.history, "the computer to move")
    settled(table)
    assert table.match.state.to_move == 1 - mover
    box.get_by_text(f"{table.match.game.player_name(1 - mover)} to play").wait_for()
    assert pupil.shows(table, 1 - mover)["targets"]  # the pupil's turn, after the computer's
    teacher.page.emulate_media(color_scheme="dark")
    teacher.screenshot("teacher-dark")
    pupil.close()
    teacher.close()


def test_pupils_join_by_the_class_link_and_a_second_device_is_turned_away(browser, tmp_path):
    """The class's link on the teacher's page; two pupils (a phone and a laptop) type their
    names and take seats by it; a third device opening a taken seat's own link is turned away,
    and the teacher sees it tried and frees the seat for it. Every page is axe-clean, in both
    themes, and a name is drawn as typed, never as markup."""
    from tests.axe import violations

    served = room("nanga_parbat", seed=5, db=tmp_path / "room.sqlite", pace=0)
    try:
        teacher = Tab(browser, served.teacher_url, viewport={"width": 1366, "height": 768}, bypass_csp=True)
        link = teacher.page.get_by_test_id("join-link")
        assert link.inner_text() == served.join_url
        qr = teacher.page.locator("img.room-join-qr")
        assert qr.evaluate("(img) => img.complete && img.naturalWidth > 0")
        assert not teacher.page.get_by_test_id("seat-links").is_visible()  # folded: not on the projector
        assert served.tables[0].seats[0].token not in teacher.page.locator("main").inner_text()

        phone = Tab(browser, served.join_url, viewport={"width": 390, "height": 844}, device_scale_factor=2,
                    is_mobile=True, has_touch=True, bypass_csp=True)
        phone.page.get_by_test_id("take-1-0").wait_for()
        assert violations(phone.page, "main") == []
        phone.screenshot("join-phone")
        phone.page.get_by_test_id("take-1-0").tap()  # no name yet: asked for one
        assert "Type your first name" in phone.page.get_by_test_id("join-error").inner_text()
        phone.page.get_by_label("1. Your first name").fill("Ana")
        phone.page.get_by_test_id("take-1-0").tap()
        phone.page.wait_for_url(f"**/play/{served.tables[0].seats[0].token}")
        phone.shows(served.tables[0], 0)

        laptop = Tab(browser, served.join_url, bypass_csp=True)
        laptop.page.get_by_text("Orange: Ana").wait_for()  # taken: not a button any more
        assert laptop.page.get_by_test_id("take-1-0").count() == 0
        laptop.page.get_by_label("1. Your first name").fill("<b>Ben</b>")
        laptop.page.get_by_test_id("take-1-1").click()
        laptop.shows(served.tables[0], 1)
        seats = teacher.page.locator('section[data-table="1"] [data-testid=who]')
        teacher.page.get_by_text("<b>Ben</b>: connected").wait_for()  # the name as typed
        assert seats.all_inner_texts() == ["Ana: connected", "<b>Ben</b>: connected"]

        stranger = Tab(browser, served.seat_url(1, 0), bypass_csp=True)  # Ana's seat's own link
        notice = stranger.page.get_by_test_id("notice")
        notice.wait_for()
        assert "taken: another device plays it" in notice.inner_text()
        assert stranger.views == [] and not stranger.page.locator("#board").is_visible()
        assert violations(stranger.page, "main") == []
        stranger.screenshot("seat-taken")
        tried = teacher.page.locator('li[data-seat="0"] [data-testid=tried]')
        tried.wait_for()
        assert "Another device tried this seat 1 time" in tried.inner_text()
        assert violations(teacher.page, "main") == []
        teacher.screenshot("teacher-join")
        teacher.page.emulate_media(color_scheme="dark")
        assert violations(teacher.page, "main") == []
        teacher.screenshot("teacher-join-dark")

        teacher.page.get_by_role("button", name="Free the seat: Orange at table 1").click()
        phone.page.get_by_test_id("notice").wait_for()
        assert "freed this seat" in phone.page.get_by_test_id("notice").inner_text()
        stranger.page.reload()  # the pupil's new device takes the seat now
        stranger.take_seat("Ana")
        stranger.shows(served.tables[0], 0)
        assert served.tables[0].seats[0].name == "Ana"
        for tab in (teacher, phone, laptop, stranger):
            tab.close()
    finally:
        served.stop()
