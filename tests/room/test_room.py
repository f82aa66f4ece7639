"""A room served for real on 127.0.0.1 (a thread of this process), its pages driven over
WebSockets: each seat sees its own view and acts only for itself, the public board shows no
secret, a wrong link sees nothing, two racing clicks play once, bad messages are refused,
every move is in the SQLite file before a page hears of it, the teacher pauses and gives seats
to the computer, and a room started again on its file goes on with the same links."""
from __future__ import annotations

import json
import random
import socket
import sqlite3
import tracemalloc
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosed

import boardwidgets as bw
from boardwidgets.room import Room, room
from boardwidgets.room.server import BURST, MAX_MESSAGE
from boardwidgets.widget.screen import Screen
from tests.room.client import Client

#: the keys the room's server adds to a game's view (the board widget's own, docs/view_schema.md)
SCREEN_KEYS = {"seq", "reply", "error", "moves", "log_notes", "review", "controls", "waiting"}


@pytest.fixture
def fireball(tmp_path):
    """Fireball Island for three, the computer in seat 2, one table."""
    served = room("fireball_island", players=3, computer=[2], seed=7, db=tmp_path / "room.sqlite", pace=0)
    yield served
    served.stop()


def seat(served, number: int) -> Client:
    return Client.seat(served, served.tables[0].number, number)


def game_part(view: dict) -> dict:
    """The game's own view, without what a screen adds, nor the log (sent in parts)."""
    return {k: v for k, v in view.items() if k not in SCREEN_KEYS | {"log", "log_from", "targets", "status",
                                                                     "players"}}


def secrets_in(view: dict) -> list:
    return [item for panel in view["panels"] for item in panel["items"] if item.get("secret")]


def test_each_seat_sees_exactly_its_own_view_and_the_public_board_no_secret(fireball):
    state = fireball.tables[0].match.state
    pages = [seat(fireball, k) for k in (0, 1)]
    public = Client(fireball, "/ws/board/1")
    hello = pages[0].next()
    assert hello["type"] == "hello" and hello["seat"] == 0 and hello["name"] == "Blue" and hello["icons"]
    for k, page in enumerate(pages):
        view = page.view()
        assert game_part(view) == game_part(state.view(k))
        assert secrets_in(view) == secrets_in(state.view(k))  # its own hand, and no other
        assert secrets_in(view)
    board = public.view()
    assert secrets_in(board) == [] and board["targets"] == []
    assert not any(item["id"] in {i["id"] for i in secrets_in(state.view(k))}
                   for k in (0, 1, 2) for panel in board["panels"] for item in panel["items"])
    for page in [*pages, public]:
        page.close()


def test_only_the_seat_to_move_may_act_and_a_racing_second_click_is_stale(fireball):
    table = fireball.tables[0]
    mover = table.match.state.to_move
    other = 1 - mover
    first, second, bystander = seat(fireball, mover), seat(fireball, mover), seat(fireball, other)
    views = [first.view(), second.view(), bystander.view()]
    assert views[0]["targets"] and views[2]["targets"] == []  # only the seat to move has moves
    name = fireball.tables[0].match.game.player_name(mover)
    # the other pupil reads whom the table waits for, not the mover's instruction
    assert views[2]["status"] == f"It is {name}'s turn: wait for {name} to play."
    assert views[0]["status"] == table.match.state.view(mover)["status"]
    target = views[0]["targets"][-1]
    # the bystander sends the mover's move: refused, nothing changes
    bystander.send({"type": "act", "target": target["id"], "seq": views[2]["seq"]})
    assert "not one of the moves on offer" in bystander.until(lambda m: m["type"] == "view"
                                                              and m["view"]["error"])["view"]["error"]
    assert table.match.history == []
    # the mover's two pages click at once: the first plays, the second is out of date
    first.send({"type": "act", "target": target["id"], "seq": views[0]["seq"]})
    second.send({"type": "act", "target": target["id"], "seq": views[1]["seq"]})
    refused = second.until(lambda m: m["type"] == "view" and m["view"]["error"])["view"]["error"]
    assert "out-of-date board" in refused
    match = table.match
    assert match.history[0].to_json() == target["action"]
    assert [k for k in range(len(match.history)) if match.states[k].to_move == mover] == [0]  # one play
    for page in (first, second, bystander):
        page.close()


def test_a_wrong_link_sees_nothing_and_can_do_nothing(fireball):
    with pytest.raises(urllib.error.HTTPError) as page:
        urllib.request.urlopen(f"http://127.0.0.1:{fireball.port}/play/not-a-token")
    assert page.value.code == 404
    stranger = Client(fireball, "/ws/play/not-a-token")
    message = stranger.next()
    assert message["type"] == "error" and "not a seat" in message["error"]
    with pytest.raises(ConnectionClosed) as closed:  # by the server, after no view at all
        stranger.next(timeout=5)
    assert closed.value.rcvd.code == 4404
    assert all(m["type"] != "view" for m in stranger.received)
    teacher = Client(fireball, "/ws/teacher/not-the-teacher")
    assert teacher.next()["type"] == "error"
    assert fireball.tables[0].match.history == []


def test_bad_messages_get_an_error_and_change_nothing(fireball):
    page = seat(fireball, fireball.tables[0].match.state.to_move)
    view = page.view()
    before = fireball.tables[0].match.state.to_json()
    page.send("{not json")
    assert "not JSON" in page.until(lambda m: m["type"] == "error")["error"]
    page.send("[1, 2]")
    assert "JSON object" in page.until(lambda m: m["type"] == "error")["error"]
    page.send(json.dumps({"type": "act", "target": "x" * MAX_MESSAGE, "seq": view["seq"]}))
    assert "too long" in page.until(lambda m: m["type"] == "error")["error"]
    page.send({"type": "eval", "code": "1"})
    refused = page.until(lambda m: m["type"] == "view" and m["view"]["error"])
    assert "does not understand" in refused["view"]["error"]
    for _ in range(BURST * 3):  # a flood: some get through, the rest are refused with one warning
        page.send({"type": "act", "target": "nope", "seq": view["seq"]})
    assert page.until(lambda m: m["type"] == "error" and "Too many" in m["error"])
    assert fireball.tables[0].match.state.to_json() == before
    page.close()


def test_every_move_is_in_the_file_before_a_page_hears_of_it(fireball, tmp_path):
    table = fireball.tables[0]
    mover = table.match.state.to_move
    page = seat(fireball, mover)
    view = page.view()
    target = view["targets"][0]
    page.send({"type": "act", "target": target["id"], "seq": view["seq"]})
    page.until(lambda m: m["type"] == "view" and m["view"]["moves"] >= 1)
    with sqlite3.connect(tmp_path / "room.sqlite") as db:  # another reader, as after a crash
        moves = db.execute("SELECT action FROM moves WHERE table_id = 1 ORDER BY n").fetchall()
    assert json.loads(moves[0][0]) == target["action"]
    page.close()


def test_the_teacher_pauses_a_table_and_gives_a_seat_to_the_computer(fireball):
    table = fireball.tables[0]
    teacher = Client(fireball, f"/ws/teacher/{fireball.teacher_token}")
    summary = teacher.next()
    assert summary["type"] == "room" and summary["tables"][0]["seats"][2]["computer"] == "medium"
    mover = table.match.state.to_move
    page = seat(fireball, mover)
    view = page.view()
    teacher.send({"type": "pause", "table": 1, "paused": True})
    paused = page.until(lambda m: m["type"] == "view"
                        and m["view"]["status"].startswith("The teacher has paused"))
    assert paused["view"]["targets"] == []
    page.send({"type": "act", "target": view["targets"][0]["id"], "seq": paused["view"]["seq"]})
    assert table.match.history == []
    teacher.send({"type": "pause", "table": 1, "paused": False})
    teacher.send({"type": "computer", "table": 1, "seat": mover, "level": "easy"})
    teacher.until(lambda m: m["type"] == "room" and m["tables"][0]["seats"][mover]["computer"] == "easy")
    page.until(lambda m: m["type"] == "view" and m["view"]["moves"] > 0)  # the computer played for it
    assert table.match.history
    teacher.send({"type": "computer", "table": 1, "seat": 9})
    assert "seats 0 to 2" in teacher.until(lambda m: m["type"] == "error")["error"]
    page.close()
    teacher.close()


def test_a_room_started_again_on_its_file_goes_on_with_the_same_links(tmp_path):
    path = tmp_path / "room.sqlite"
    first = room("nanga_parbat", tables=2, seed=3, db=path, pace=0)
    agent = bw.agents.Random(seed=1)
    for _ in range(9):
        first.tables[1].act(agent.choose(first.tables[1].match.state))
    first.tables[1].undo()
    tokens = [t.tokens for t in first.tables]
    history, cursor = first.tables[1].match.history, first.tables[1].match._cursor
    teacher, links = first.teacher_token, first.links()
    first.stop()
    again = room("nanga_parbat", db=path, pace=0)  # a setting left out is the room's own
    try:
        assert [t.tokens for t in again.tables] == tokens and again.teacher_token == teacher
        assert again.links() == links  # port=0 at first: the room listens on the port it had
        assert again.tables[1].match.history == history and again.tables[1].match._cursor == cursor
        assert again.tables[1].match.state == first.tables[1].match.state
        page = Client.seat(again, 2, again.tables[1].match.state.to_move)
        assert page.view()["moves"] == len(history)
        page.close()
    finally:
        again.stop()
    with pytest.raises(bw.GameConfigError, match="it is a room of nanga_parbat, not fireball_island"):
        room("fireball_island", players=3, db=path)


@pytest.mark.parametrize(("settings", "says"), [
    ({"tables": 6}, "it has 2 table(s), not 6"), ({"seed": 99}, "seed 3, not 99"),
    ({"computer": [1]}, "its computer seats are none, not seat 1 (medium)"),
    ({"variant": "uphill"}, "uphill")])
def test_a_file_that_holds_a_room_with_other_settings_is_refused_and_kept(tmp_path, settings, says):
    path = tmp_path / "room.sqlite"
    room("nanga_parbat", tables=2, seed=3, db=path, pace=0).stop()
    kept = path.read_bytes()
    with pytest.raises(bw.GameConfigError) as refused:
        room("nanga_parbat", db=path, **settings)
    assert says in str(refused.value)
    if "uphill" not in says:
        assert "start it with its own settings" in str(refused.value) and "--db" in str(refused.value)
    assert path.read_bytes() == kept


def test_a_room_that_cannot_listen_writes_no_file(tmp_path):
    with pytest.raises(bw.GameConfigError, match="Is that address this computer's"):
        Room("nanga_parbat", db=tmp_path / "room.sqlite", host="192.0.2.1").start()  # a documentation address
    assert list(tmp_path.iterdir()) == []


def test_a_busy_port_is_said_and_the_room_listens_on_a_free_one(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        with pytest.warns(UserWarning, match=f"Port {taken} is taken .* listens on port [0-9]+ instead"):
            served = room("nanga_parbat", db=tmp_path / "room.sqlite", port=taken)
    try:
        assert served.port != taken and str(served.port) in served.join_url
    finally:
        served.stop()


def test_a_room_takes_connections_as_soon_as_it_announces_its_links(tmp_path):
    """The command line prints the links before uvicorn starts: a page (or a script) that
    connects at once must be let in, not refused."""
    served = Room("nanga_parbat", db=tmp_path / "room.sqlite", pace=0)
    connected = []

    def announce(announced: Room) -> None:
        with socket.create_connection(("127.0.0.1", announced.port), timeout=5):
            connected.append(announced.port)
        announced.stop()  # serve() returns once the server has started and stopped

    served.serve(announce)
    assert connected == [served.port]


def test_a_long_game_keeps_no_views_of_its_past_positions(tmp_path):
    """Every position used to keep the marks of each page's view (some 160 kB a move for four
    seats and a projector of Fireball Island), for as long as the room ran."""
    served = Room("fireball_island", players=4, db=tmp_path / "room.sqlite", pace=0)
    table = served.tables[0]
    screens = [Screen(table, viewer=seat, seats=(seat,)) for seat in range(4)]
    screens.append(Screen(table, hot_seat=True))
    rng = random.Random(5)
    for screen in screens:
        screen.send()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(60):
            table.act(rng.choice(table.match.state.legal_actions()))
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
        served.stop()
    assert grown / 60 < 20_000, f"{grown / 60:,.0f} bytes a move"
    state = table.match.state
    for seat, screen in enumerate(screens[:4]):  # every page drawn, with the last move marked
        assert screen.current["moves"] == 60 and screen.current["recent"] == state.view(seat)["recent"]


def test_two_pages_of_one_seat_share_a_view_but_keep_their_own_board_numbers(fireball):
    table = fireball.tables[0]
    mover = table.match.state.to_move
    first = seat(fireball, mover)
    view = first.view()
    first.send({"type": "act", "target": view["targets"][0]["id"], "seq": view["seq"]})
    first.until(lambda m: m["type"] == "view" and m["view"]["moves"] >= 1 and m["view"]["waiting"] is None)
    second = seat(fireball, mover)  # opened later: its board numbers count from its own start
    second.view()
    table.run(table.pause, True).result()
    views = [page.until(lambda m: m["type"] == "view" and "paused" in m["view"]["status"])["view"]
             for page in (first, second)]
    assert views[0]["seq"] > views[1]["seq"] and views[0]["reply"] > views[1]["reply"]
    assert ({k: v for k, v in views[0].items() if k not in ("seq", "reply")}
            == {k: v for k, v in views[1].items() if k not in ("seq", "reply")})
    first.close()
    second.close()
