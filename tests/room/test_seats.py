"""A seat is one pupil's: the class's join link, names, a device's key, a second device turned
away, and what the teacher does about seats (free one, make a new link, keep one for a pupil,
give one to the computer and back). Through the real server on 127.0.0.1 and its WebSockets,
and its SQLite file."""
from __future__ import annotations

import contextlib
import sqlite3

import pytest
from websockets.exceptions import ConnectionClosed

from boardwidgets.room import Limits, room
from tests.room.client import Client


@pytest.fixture
def served(tmp_path):
    """Nanga Parbat, two tables of two pupils."""
    served = room("nanga_parbat", tables=2, seed=4, db=tmp_path / "room.sqlite", pace=0)
    yield served
    served.stop()


def join(served, **message) -> Client:
    """A pupil's join page, the seating received."""
    page = Client(served, f"/ws/join/{served.code}")
    assert page.next()["type"] == "seating"
    return page


def claim(page: Client, table: int, seat: int, name: str, device=None) -> dict:
    page.send({"type": "claim", "table": table, "seat": seat, "name": name, "device": device})
    return page.until(lambda m: m["type"] in ("claimed", "refused", "error"))


def closed_with(page: Client) -> tuple[int, list[dict]]:
    """The code the room closed ``page`` with, and what it said first."""
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            page.next(timeout=5)
    return closed.value.rcvd.code, [m for m in page.received if m["type"] == "error"]


def holders(served) -> list[tuple]:
    with contextlib.closing(sqlite3.connect(served.store.path)) as db:
        return db.execute("SELECT table_id, seat, device, name FROM seats ORDER BY table_id, seat").fetchall()


def test_a_pupil_joins_by_the_class_link_takes_a_free_seat_and_comes_back_to_it(served):
    page = join(served)
    seating = page.received[0]
    assert [[s["free"] for s in t["seats"]] for t in seating["tables"]] == [[True, True], [True, True]]
    assert "token" not in str(seating) and served.tables[0].seats[0].token not in str(seating)
    answer = claim(page, 1, 0, "  Ana  ")
    assert answer["type"] == "claimed" and answer["name"] == "Ana"
    assert answer["url"] == f"/play/{served.tables[0].seats[0].token}"
    key = answer["device"]
    assert holders(served)[0] == (1, 0, key, "Ana")  # in the file before the page hears of it
    # every join page hears that the seat is gone (this one before its answer)
    seatings = [m for m in page.received if m["type"] == "seating"]
    assert len(seatings) == 2 and seatings[-1]["tables"][0]["seats"][0] == {
        "seat": 0, "name": "Orange", "color": seatings[-1]["tables"][0]["seats"][0]["color"],
        "computer": False, "pupil": "Ana", "free": False}
    board = Client(served, f"/ws/play/{served.tables[0].seats[0].token}")
    hello = board.enter(device=key)
    assert hello["type"] == "hello" and hello["pupil"] == "Ana" and board.view()["players"]
    board.close()
    again = join(served)  # the same device opens the class link again: it is shown its seat
    again.send({"type": "device", "device": key})
    yours = again.until(lambda m: m["type"] == "yours")
    assert yours["url"] == answer["url"] and yours["player"] == "Orange" and yours["name"] == "Ana"
    again.close()
    page.close()


def test_a_second_device_is_turned_away_and_the_teacher_sees_it_tried(served):
    first = Client.seat(served, 1, 1, name="Ben", device=None)
    assert first.device and first.view()
    teacher = Client(served, f"/ws/teacher/{served.teacher_token}")
    teacher.until(lambda m: m["type"] == "room")
    second = Client(served, f"/ws/play/{served.tables[0].seats[1].token}")  # the same link, another device
    second.enter(name="Bob")
    code, said = closed_with(second)
    assert code == 4409 and "taken: another device plays it" in said[0]["error"]
    assert all(m["type"] != "view" for m in second.received)
    summary = teacher.until(lambda m: m["type"] == "room" and m["tables"][0]["seats"][1]["tried"])
    assert summary["tables"][0]["seats"][1]["pupil"] == "Ben"
    forged = Client(served, f"/ws/play/{served.tables[0].seats[1].token}")  # a key made up
    forged.enter(device="x" * 22)
    assert closed_with(forged)[0] == 4409
    by_join = claim(join(served), 1, 1, "Bob")
    assert by_join["type"] == "refused" and "taken" in by_join["error"]
    assert first.device == served.tables[0].seats[1].device and served.tables[0].seats[1].name == "Ben"
    first.send({"type": "click", "on": "space:1", "seq": -1})  # the first device still plays
    assert first.until(lambda m: m["type"] == "view" and m["view"]["error"])
    first.close()
    teacher.close()


def test_names_are_checked_and_refused_with_a_sentence_and_nothing_taken(served):
    page = join(served)
    for name, words in [("", "Type your first name"), ("   ", "Type your first name"),
                        ("x" * 3_000, "too long"), ("Ana\u0000", "characters a page cannot show"),
                        (["Ana"], "Type your first name"), (None, "Type your first name")]:
        answer = claim(page, 1, 0, name)
        assert answer["type"] == "refused" and words in answer["error"], name
    answer = claim(page, 1, 0, "x" * 10_000)  # longer than any message a page may send
    assert answer["type"] == "error" and "far too long" in answer["error"]
    assert holders(served) == [(1, 0, None, None), (1, 1, None, None), (2, 0, None, None), (2, 1, None, None)]
    markup = claim(page, 1, 0, "<b>Ana</b>")  # text, shown as typed (tested in a browser)
    assert markup["type"] == "claimed" and markup["name"] == "<b>Ana</b>"
    other = join(served)
    same = claim(other, 2, 0, "<B>ANA</B>")  # the same name, another case: another pupil?
    assert same["type"] == "refused" and "Another pupil in this room is called" in same["error"]
    one_seat = claim(page, 2, 1, "Cleo", device=markup["device"])  # this device has a seat already
    assert one_seat["type"] == "refused" and "one device, one seat" in one_seat["error"]
    for bad in ({"type": "claim", "table": 9, "seat": 0, "name": "Dan"},
                {"type": "claim", "table": 1, "seat": True, "name": "Dan"},
                {"type": "claim", "table": 1, "seat": 0, "name": "Dan", "device": 5},
                {"type": "sit", "table": 1}):
        other.send(bad)
        assert other.until(lambda m: m["type"] == "error")["error"]
    assert [h[3] for h in holders(served)] == ["<b>Ana</b>", None, None, None]
    page.close()
    other.close()


def test_a_seat_page_asks_the_name_of_a_device_new_to_a_free_seat(served):
    page = Client(served, f"/ws/play/{served.tables[1].seats[0].token}")
    page.send({"type": "device", "device": None})
    asked = page.next()
    assert asked == {"type": "name", "player": "Orange", "table": 2, "kept": None, "error": None}
    page.send({"type": "device", "device": None, "name": "x" * 300})
    assert "too long" in page.next()["error"]
    page.send({"type": "device", "device": None, "name": "Dina"})
    welcome = page.next()
    assert welcome["type"] == "welcome" and welcome["name"] == "Dina" and welcome["device"]
    assert page.next()["type"] == "hello" and page.view()
    page.close()
    silent = Client(served, f"/ws/play/{served.tables[1].seats[1].token}")
    silent.send({"type": "act", "target": "t0", "seq": 0})  # a board message before saying who it is
    code, said = closed_with(silent)
    assert code == 4400 and "which device it is" in said[-1]["error"]


def test_the_teacher_frees_a_seat_for_a_pupil_who_changed_devices(served):
    laptop = Client.seat(served, 1, 0, name="Ana", device=None)
    laptop.view()
    teacher = Client(served, f"/ws/teacher/{served.teacher_token}")
    teacher.send({"type": "free", "table": 1, "seat": 0})
    code, said = closed_with(laptop)
    assert code == 4409 and "freed this seat" in said[-1]["error"]
    assert holders(served)[0] == (1, 0, None, None)
    tablet = Client.seat(served, 1, 0, name="Ana", device=None)  # the new device takes it
    assert tablet.device != laptop.device and tablet.view()
    tablet.close()
    teacher.close()


def test_a_new_link_for_a_seat_and_the_old_one_opens_nothing(served):
    old = served.tables[0].seats[1].token
    page = Client.seat(served, 1, 1, name="Ben", device=None)
    page.view()
    teacher = Client(served, f"/ws/teacher/{served.teacher_token}")
    teacher.send({"type": "renew", "table": 1, "seat": 1})
    code, said = closed_with(page)
    assert code == 4409 and "new link" in said[-1]["error"]
    new = served.tables[0].seats[1].token
    assert new != old and holders(served)[1] == (1, 1, None, None)
    stale = Client(served, f"/ws/play/{old}")
    assert closed_with(stale)[0] == 4404
    summary = teacher.until(lambda m: m["type"] == "room" and new in str(m["links"]))
    assert summary["links"]["1"]["seats"][1].endswith(new)
    fresh = Client(served, f"/ws/play/{new}")
    assert fresh.enter(name="Ben")["type"] == "welcome"
    fresh.close()
    teacher.close()


def test_a_computer_seat_given_back_to_a_pupil_and_a_seat_kept_for_a_name(served):
    page = Client.seat(served, 2, 1, name="Eve", device=None)
    page.view()
    teacher = Client(served, f"/ws/teacher/{served.teacher_token}")
    teacher.until(lambda m: m["type"] == "room")
    teacher.send({"type": "computer", "table": 2, "seat": 1, "level": "easy"})
    code, said = closed_with(page)
    assert code == 4410 and "computer plays this seat" in said[-1]["error"]
    refused = Client(served, f"/ws/play/{served.tables[1].seats[1].token}")
    refused.enter(name="Eve")
    assert closed_with(refused)[0] == 4410
    teacher.until(lambda m: m["type"] == "room" and m["tables"][1]["seats"][1]["computer"] == "easy")
    teacher.send({"type": "pupil", "table": 2, "seat": 1})
    summary = teacher.until(lambda m: m["type"] == "room" and not m["tables"][1]["seats"][1]["computer"])
    assert 1 not in served.tables[1].match.agents and not summary["tables"][1]["seats"][1]["held"]
    teacher.send({"type": "keep", "table": 2, "seat": 1, "name": "Fred"})
    teacher.until(lambda m: m["type"] == "room" and m["tables"][1]["seats"][1]["pupil"] == "Fred")
    joining = join(served)
    assert claim(joining, 2, 1, "Gail")["type"] == "refused"
    assert claim(joining, 2, 1, "fred")["type"] == "claimed"
    teacher.send({"type": "keep", "table": 2, "seat": 1, "name": "Hal"})  # taken now: refused
    assert "Only a free seat" in teacher.until(lambda m: m["type"] == "error")["error"]
    teacher.send({"type": "pupil", "table": 2, "seat": 1})
    assert "plays Green at table 2 already" in teacher.until(lambda m: m["type"] == "error")["error"]
    for bad in ({"type": "free", "table": 2, "seat": 7}, {"type": "renew", "table": 5, "seat": 0},
                {"type": "keep", "table": 2, "seat": 0, "name": "y" * 99}, {"type": "evict", "table": 1}):
        teacher.send(bad)
        assert teacher.until(lambda m: m["type"] == "error")["error"]
    joining.close()
    teacher.close()


def test_public_boards_and_stray_sockets_cannot_keep_a_pupil_out(tmp_path):
    """Each address has a limit of its own (here 6), and each table's public boards another."""
    served = room("nanga_parbat", seed=4, db=tmp_path / "room.sqlite", pace=0,
                  limits=Limits(per_address=6, public_pages=3))
    try:
        boards = [Client(served, "/ws/board/1") for _ in range(3)]
        for board in boards:
            assert board.next()["type"] == "hello"
        extra = Client(served, "/ws/board/1")
        assert closed_with(extra)[0] == 1013
        pupil = Client.seat(served, 1, 0, device=None)  # 4 sockets of this address: let in
        assert pupil.view()
        more = [Client(served, f"/ws/join/{served.code}") for _ in range(2)]  # 6: the address's limit
        for page in more:
            assert page.next()["type"] == "seating"
        over = Client(served, "/ws/board/1")
        code, said = closed_with(over)
        assert code == 1013 and "as many pages of the room open" in said[0]["error"]
        more.pop().close()
        pupil.close()
        for page in [*boards, *more]:
            page.close()
    finally:
        served.stop()


def test_a_page_of_another_site_cannot_open_the_rooms_sockets(served):
    here = f"http://127.0.0.1:{served.port}"
    for path in ("/ws/board/1", f"/ws/join/{served.code}", f"/ws/teacher/{served.teacher_token}",
                 f"/ws/play/{served.tables[0].seats[0].token}"):
        page = Client(served, path, origin="http://evil.example")
        code, said = closed_with(page)
        assert code == 4403 and "not one of the room's" in said[0]["error"], path
    own = Client(served, "/ws/board/1", origin=here)  # the room's own page
    assert own.next()["type"] == "hello"
    own.close()
    assert holders(served)[0] == (1, 0, None, None)


def test_seats_and_names_survive_a_room_started_again(tmp_path):
    path = tmp_path / "room.sqlite"
    first = room("nanga_parbat", seed=4, db=path, pace=0)
    page = Client.seat(first, 1, 0, name="Ana", device=None)
    page.view()
    key = page.device
    page.close()
    code, join_url = first.code, first.join_url
    first.stop()
    again = room("nanga_parbat", db=path, pace=0)
    try:
        assert again.code == code and again.join_url == join_url
        assert again.tables[0].seats[0].name == "Ana"
        back = Client(again, f"/ws/play/{again.tables[0].seats[0].token}")
        assert back.enter(device=key)["type"] == "hello"  # the same device, straight back in
        back.close()
        other = Client(again, f"/ws/play/{again.tables[0].seats[0].token}")
        other.enter(name="Zed")
        assert closed_with(other)[0] == 4409
    finally:
        again.stop()
