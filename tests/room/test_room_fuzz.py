"""Hostile pages against a real room on 127.0.0.1 (a thread of this process): over a thousand
malformed or hostile messages, each refused with a sentence, and nothing changed.

The messages come from a seeded generator (the same every run, so that a failure repeats):
bad JSON (and JSON nested deeper than Python's parser goes), binary frames, frames longer than
``MAX_MESSAGE``, JSON that is not an object, a wrong type for every field, unknown message
types, out-of-date board numbers, targets that do not exist or are another seat's, looking
back at moves that do not exist, the commands a pupil's page lacks, and on the teacher's socket
commands for no table, no seat, no level or no clear pause. They are sent from the page of
the seat to move, of a seat waiting its turn and of the public board, one at a time: the
reply to each must be a refusal (never a view that shows a change, nor another seat's hand),
and every table, in memory and in the SQLite file, must be as it was. Then floods past the
rate limit, a frame past the server's own limit, links and paths that do not exist, and one
page too many at a table: each gets the documented answer. After each test the room still
answers ``/health`` and plays a good move.
"""
from __future__ import annotations

import contextlib
import json
import random
import sqlite3
import string
import time
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from boardwidgets.room import Limits, room
from boardwidgets.room.server import BURST, MAX_MESSAGE, RATE
from tests.room.client import Client
from tests.room.test_room import secrets_in

SEED = 22
#: hostile messages sent one at a time from pupils' and projectors' pages, and from the teacher's
PAGE_MESSAGES, TEACHER_MESSAGES = 1000, 200
#: messages on one page before it is closed and another is opened (under the burst: a flood is
#: a test of its own)
PER_PAGE = BURST - 5
#: what is not a board number, a target, a place or a step, whatever the field
ODD = [None, True, False, 1.5, "", "0", "t0", [], [0], {}, {"id": "t0"}, "\u202e", "<b>x</b>", "a" * 300]
#: the messages that carry a board number
NUMBERED = ("act", "click", "undo", "redo", "review", "live", "new_game", "agent_move")


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """Fireball Island for three (hands of cards: a reply must never show another seat's), the
    computer in seat 2, two tables; a few moves played at table 1, a person to move."""
    path = tmp_path_factory.mktemp("fuzz") / "room.sqlite"
    served = room("fireball_island", players=3, computer=[2], seed=7, tables=2, db=path, pace=0)
    table, rng = served.tables[0], random.Random(SEED)
    for _ in range(4):
        table.run(lambda: table.act(rng.choice(table.match.state.legal_actions()))).result()
    assert table.match.history and not table.match.state.is_over and not table.match.is_agent_turn()
    yield served
    served.stop()


def snapshot(served) -> tuple:
    """Every table as the room holds it (taken on its worker, between moves) and as the SQLite
    file holds it (read by another connection, as after a crash)."""
    def held(table):
        return table.match.to_json(), table.match.state.to_json(), table.paused, dict(table.levels)

    tables = [table.run(held, table).result() for table in served.tables]
    with contextlib.closing(sqlite3.connect(served.store.path)) as db:
        rows = (db.execute("SELECT * FROM tables ORDER BY id").fetchall(),
                db.execute("SELECT * FROM moves ORDER BY table_id, n").fetchall(),
                db.execute("SELECT * FROM room ORDER BY key").fetchall())
    return tables, rows


def still_serving(served) -> None:
    """The room answers, and the person to move at table 1 plays a move that every layer keeps."""
    with urllib.request.urlopen(f"http://127.0.0.1:{served.port}/health", timeout=5) as health:
        assert health.read() == b"ok"
    table = served.tables[0]
    before = len(table.match.history)
    page = Client.seat(served, table.number, table.match.state.to_move)
    view = page.view()
    page.send({"type": "act", "target": view["targets"][0]["id"], "seq": view["seq"]})
    page.until(lambda m: m["type"] == "view" and m["view"]["moves"] > before and not m["view"]["waiting"])
    page.close()
    assert table.match.history[before].to_json() == view["targets"][0]["action"]
    with contextlib.closing(sqlite3.connect(served.store.path)) as db:
        assert db.execute("SELECT COUNT(*) FROM moves WHERE table_id = 1").fetchone()[0] == len(
            table.match._actions)


def refusal(reply: dict) -> str | None:
    """The sentence a reply refuses with: an error message, or a view's error line."""
    return reply.get("error") if reply["type"] == "error" else (reply.get("view") or {}).get("error")


class Page:
    """A pupil's or projector's page sending hostile messages one at a time; every
    ``PER_PAGE`` messages it is closed and opened again (as a reload would)."""

    def __init__(self, served, role: str, seat: int | None):
        self.served, self.role, self.seat = served, role, seat
        self.client = None
        self.open()

    def open(self) -> None:
        if self.client is not None:
            self.client.close()
        if self.seat is None:
            self.client = Client(self.served, "/ws/board/1")
            assert self.client.next()["type"] == "hello"
        else:  # the same pupil's device, every time
            self.client = Client.seat(self.served, 1, self.seat)
        self.view, self.sent = self.client.view(), 0

    def ready(self) -> Page:
        """This page, opened again if it has sent its share."""
        if self.sent == PER_PAGE:
            self.open()
        return self

    def send(self, frame: str | bytes) -> dict:
        """``frame`` sent as it is (text or bytes); the next message the page receives."""
        self.client.socket.send(frame)
        self.sent += 1
        reply = self.client.next()
        if reply["type"] == "view":
            self.view = reply["view"]
        return reply


class Hostile:
    """The hostile messages, made from a seeded ``random.Random``: each method returns the frame
    and the words the refusal must contain (one of them, where the order of the checks decides)."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def pick(self, values):
        return values[self.rng.randrange(len(values))]

    # -- not even a message ----------------------------------------------------------------
    def bad_json(self, page, mover):
        text = self.pick(['{', '{"type": "act"', "{'type': 'act'}", '{"type": act}', '{"seq": 01}',
                          '{"a": 1,}', "undefined", "\x00", '{"type": "act", "seq": 1}}', "", "NaN-x",
                          "".join(self.rng.choice(string.printable) for _ in range(self.rng.randint(1, 80)))])
        with contextlib.suppress(ValueError):
            json.loads(text)
            text = "{" + text  # it was JSON after all
        return text, ("not JSON",)

    def too_deep(self, page, mover):
        if self.rng.random() < 0.5:
            depth = self.rng.randint(1100, MAX_MESSAGE // 2 - 1)
            return "[" * depth + "]" * depth, ("not JSON", "JSON object")
        depth = self.rng.randint(1100, (MAX_MESSAGE - 20) // 6)
        return '{"a":' * depth + "1" + "}" * depth, ("not JSON", "does not understand")

    def not_an_object(self, page, mover):
        value = self.pick([[], [1, 2], 1, -0.5, "act", None, True, [{"type": "act", "seq": 0}]])
        return json.dumps(value), ("JSON object",)

    def binary(self, page, mover):
        if self.rng.random() < 0.5:
            return self.rng.randbytes(self.rng.randint(1, 300)), ("text, not bytes",)
        act = {"type": "act", "target": self.pick(targets(mover) or ["t0"]), "seq": page.view["seq"]}
        return json.dumps(act).encode(), ("text, not bytes",)  # even a good move, as bytes

    def too_long(self, page, mover):
        size = self.rng.randint(MAX_MESSAGE + 1, 300_000)
        if self.rng.random() < 0.5:
            return "x" * size, ("too long",)
        act = json.dumps({"type": "act", "target": self.pick(targets(mover) or ["t0"]),
                          "seq": page.view["seq"], "pad": ""})
        return act[:-2] + "y" * (size - len(act)) + '"}', ("too long",)  # a good move, padded

    # -- a message with something wrong ------------------------------------------------------
    def unknown_type(self, page, mover):
        made_up = "".join(self.rng.choices(string.ascii_lowercase, k=8))
        kind = self.pick([*ODD, "eval", "ACT", "act ", "new-game", "__proto__", "hello", "view", "error",
                          "room", "computer", "pause", made_up])
        return json.dumps({"type": kind, "seq": page.view["seq"], "target": "t0"}), ("does not understand",)

    def bad_number(self, page, mover):
        message = {"type": self.pick(NUMBERED), "target": "t0", "to": 0, "on": "button"}
        if self.rng.random() > 0.2:
            message["seq"] = self.pick([v for v in ODD if not isinstance(v, int) or isinstance(v, bool)]
                                       + [float(page.view["seq"]), str(page.view["seq"])])
        return json.dumps(message), ("valid board number",)

    def stale(self, page, mover):
        seq = page.view["seq"]
        wrong = self.pick([seq - 1, seq + 1, seq - self.rng.randint(2, 50), seq + self.rng.randint(2, 50),
                           -1, 2**63, -(2**70)])
        message = {"type": self.pick(NUMBERED), "seq": wrong, "target": self.pick(targets(mover) or ["t0"]),
                   "to": 0, "on": "button"}
        return json.dumps(message), ("out-of-date",)

    def no_such_target(self, page, mover):
        mine = targets(page.view)
        odd = [v for v in ODD if v not in mine]
        target = self.pick([*odd, "t999", "t-1", "T0", " t0", "t0\x00", "../t0", "reveal",
                            f"t{len(mine)}", "".join(self.rng.choices(string.ascii_letters, k=12))])
        if target in mine:
            target = "t-1"
        return act(target, page), ("not one of the moves",)

    def another_seats_target(self, page, mover):
        if page.role == "mover":  # the mover's own targets would play: theirs is the other test
            return self.no_such_target(page, mover)
        return act(self.pick(targets(mover)), page), ("not one of the moves",)

    def no_such_step(self, page, mover):
        moves = page.view["moves"]
        step = self.pick([-1, moves + 1, moves + self.rng.randint(2, 10**6), 2**70, "1", None, True, 1.5,
                          [], {}, float(moves)])
        message = {"type": "review", "seq": page.view["seq"]}
        if self.rng.random() > 0.1:
            message["to"] = step
        return json.dumps(message), ("no move",)

    def click_on_nothing(self, page, mover):
        if page.role == "mover" or self.rng.random() < 0.5:  # a place of the board might play
            on = self.pick([v for v in ODD if not isinstance(v, str)] + [1, -3])
            return json.dumps({"type": "click", "on": on, "seq": page.view["seq"]}), ("without saying where",)
        on = self.pick(["button", "space:flag-1", "piece:1", "card:none", ""])
        return json.dumps({"type": "click", "on": on, "seq": page.view["seq"]}), ("turn: wait",)

    def not_for_pupils(self, page, mover):
        kind = self.pick(["new_game", "agent_move", "undo", "redo"])
        if kind in ("undo", "redo") and page.view["controls"][kind]:  # this page may: then too late
            return self.stale(page, mover)
        words = {"new_game": "Only the teacher", "agent_move": "does not move for you",
                 "undo": "nothing to undo", "redo": "nothing to redo"}[kind]
        return json.dumps({"type": kind, "seq": page.view["seq"]}), (words,)

    PAGE = ("bad_json", "too_deep", "not_an_object", "binary", "too_long", "unknown_type", "bad_number",
            "stale", "no_such_target", "another_seats_target", "no_such_step", "click_on_nothing",
            "not_for_pupils")

    # -- the teacher's socket ----------------------------------------------------------------
    def teacher(self) -> tuple[str | bytes, tuple[str, ...]]:
        kind = self.pick(["frame", "type", "table", "seat", "level", "pause"])
        if kind == "frame":
            return self.pick([lambda: self.bad_json(None, None), lambda: self.not_an_object(None, None),
                              lambda: (self.rng.randbytes(self.rng.randint(1, 300)), ("text, not bytes",)),
                              lambda: ("z" * self.rng.randint(MAX_MESSAGE + 1, 100_000), ("too long",))])()
        if kind == "type":
            message = {"type": self.pick([*ODD, "act", "undo", "new_game", "eval", "Pause"]), "table": 1}
            return json.dumps(message), ("does not understand",)
        if kind == "table":
            message = {"type": self.pick(["computer", "pause"]), "seat": 0, "level": "easy", "paused": True,
                       "table": self.pick([0, 3, 99, -1, "1", 1.0, True, None, [], {}, [1]])}
            if self.rng.random() < 0.1:
                del message["table"]
            return json.dumps(message), ("no such table",)
        if kind == "seat":
            message = {"type": "computer", "table": self.pick([1, 2]),
                       "seat": self.pick([-1, 3, 99, "0", None, True, False, 1.5, [], {}])}
            return json.dumps(message), ("seats 0 to 2",)
        if kind == "level":
            message = {"type": "computer", "table": self.pick([1, 2]), "seat": self.rng.randrange(3),
                       "level": self.pick(["impossible", "", "Medium", "easy ", 1, None, [], {}, True])}
            return json.dumps(message), ("Unknown level",)
        message = {"type": "pause", "table": self.pick([1, 2])}
        if self.rng.random() > 0.1:
            message["paused"] = self.pick(["yes", "no", "true", "false", 1, 0, None, [], {}, 1.0])
        return json.dumps(message), ("true or false",)


def targets(view: dict) -> list[str]:
    return [target["id"] for target in view["targets"]]


def act(target, page: Page) -> str:
    """A move for ``target`` on the board ``page`` shows now."""
    return json.dumps({"type": "act", "target": target, "seq": page.view["seq"]})


def test_a_thousand_hostile_messages_are_each_refused_and_change_nothing(served):
    before = snapshot(served)
    table = served.tables[0]
    state = table.match.state
    mover = state.to_move
    waiting = next(seat for seat in (0, 1) if seat != mover)
    pages = [Page(served, "mover", mover), Page(served, "waiting", waiting), Page(served, "board", None)]
    assert targets(pages[0].view) and not targets(pages[1].view) and not targets(pages[2].view)
    hostile = Hostile(random.Random(SEED))
    sent = dict.fromkeys(Hostile.PAGE, 0)
    for _ in range(PAGE_MESSAGES):
        page, kind = hostile.pick(pages).ready(), hostile.pick(Hostile.PAGE)
        frame, words = getattr(hostile, kind)(page, pages[0].view)
        seq = page.view["seq"]
        reply = page.send(frame)
        said = refusal(reply)
        shown = frame[:120] if isinstance(frame, str) else frame[:40]
        assert said is not None and any(w in said for w in words), (kind, page.role, shown, reply)
        if reply["type"] == "view":  # the page's view again: no change, no other seat's hand
            view = reply["view"]
            assert view["moves"] == len(table.match.history) and view["seq"] == seq, (kind, shown)
            assert secrets_in(view) == (secrets_in(state.view(page.seat)) if page.seat is not None else [])
        sent[kind] += 1
    assert min(sent.values()) >= 50, sent  # every kind well tried

    teacher = Client(served, f"/ws/teacher/{served.teacher_token}")
    assert teacher.next()["type"] == "room"
    for k in range(TEACHER_MESSAGES):
        if k and k % PER_PAGE == 0:
            teacher.close()
            teacher = Client(served, f"/ws/teacher/{served.teacher_token}")
        frame, words = hostile.teacher()
        teacher.socket.send(frame)
        said = teacher.until(lambda m: m["type"] == "error", timeout=5)["error"]
        assert any(w in said for w in words), (frame[:120], said)
    teacher.close()
    for page in pages:
        page.client.close()
    assert snapshot(served) == before
    still_serving(served)


def test_floods_past_the_rate_limit_are_cut_with_one_warning_and_change_nothing(served):
    before = snapshot(served)
    table = served.tables[0]
    mover = Client.seat(served, table.number, table.match.state.to_move)
    view = mover.view()
    teacher = Client(served, f"/ws/teacher/{served.teacher_token}")
    started = time.monotonic()
    for _ in range(BURST * 4):  # as fast as the socket takes them, waiting for no reply
        mover.send({"type": "act", "target": "t-1", "seq": view["seq"]})
        teacher.send({"type": "pause", "table": 1, "paused": "yes"})
    took = time.monotonic() - started
    mover.until(lambda m: m["type"] == "error" and "Too many" in m["error"])
    teacher.until(lambda m: m["type"] == "error" and "Too many" in m["error"])
    with pytest.raises(TimeoutError):  # the flood is over: nothing more comes
        mover.until(lambda m: False, timeout=0.5)
    warnings = [m for m in mover.received if m["type"] == "error"]
    assert all("Too many" in m["error"] for m in warnings) and len(warnings) <= 1 + took  # one a second
    let_through = BURST + RATE * took + 1
    refused = [m for m in mover.received if m["type"] == "view" and m["view"]["error"]]
    assert 1 <= len(refused) <= let_through  # (views waiting to go out are replaced by newer ones)
    assert all("not one of the moves" in m["view"]["error"] for m in refused)
    mover.close()
    teacher.close()
    assert snapshot(served) == before
    still_serving(served)


def test_a_frame_past_the_servers_limit_closes_that_page_only(served):
    before = snapshot(served)
    table = served.tables[0]
    other = Client(served, "/ws/board/1")
    other.view()
    page = Client.seat(served, table.number, table.match.state.to_move)
    page.view()
    page.socket.send("{" + " " * (1 << 20) + "}")  # past uvicorn's ws_max_size, set by the room
    with pytest.raises(ConnectionClosed) as closed:
        page.until(lambda m: False)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # "message too big"
    other.send({"type": "review", "seq": -1})  # the projector's page is still served
    assert "out-of-date" in other.until(lambda m: m["type"] == "view")["view"]["error"]
    other.close()
    assert snapshot(served) == before
    still_serving(served)


def test_links_and_paths_that_do_not_exist_are_refused(served):
    before = snapshot(served)
    table, rng = served.tables[0], random.Random(SEED + 1)
    made_up = ["".join(rng.choices(string.ascii_letters + string.digits + "-_", k=22)) for _ in range(8)]
    seat_token = table.tokens[0]
    refused = {f"/ws/play/{token}": "not a seat" for token in [*made_up, served.teacher_token,
                                                             seat_token.upper(), seat_token[:-1]]}
    refused |= {f"/ws/board/{n}": "no such table" for n in (0, 3, 99, 10**30)}
    refused |= {f"/ws/teacher/{token}": "not the teacher" for token in [*made_up, seat_token,
                                                                      served.teacher_token[:-1]]}
    for path, words in refused.items():
        page = Client(served, path)
        message = page.next()
        assert message["type"] == "error" and words in message["error"], path
        with pytest.raises(ConnectionClosed) as closed:
            page.next(timeout=5)
        assert closed.value.rcvd.code == 4404, path
        assert all(m["type"] == "error" for m in page.received), path  # no view, no summary
    for path in ("/ws/nothing", "/ws/board/abc", "/ws/board/-1", "/ws/play/", "/ws/play/a/b", "/ws/teacher"):
        with pytest.raises(InvalidStatus) as status:  # no route: the handshake itself is refused
            connect(f"ws://127.0.0.1:{served.port}{path}", open_timeout=5)
        assert status.value.response.status_code in (403, 404), path
    teacher = served.teacher_token
    for path in [f"/play/{made_up[0]}", f"/play/{teacher}", "/board/0", "/board/3", f"/teacher/{seat_token}",
                 "/static/server.py", "/static/..%2Fserver.py", "/static/", f"/qr/{seat_token}/1/0.svg",
                 f"/qr/{teacher}/1/3.svg", f"/qr/{teacher}/9/0.svg", f"/qr/{teacher}/1/-1.svg", "/ws/play/x",
                 "/nothing"]:
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(f"http://127.0.0.1:{served.port}{path}", timeout=5)
        assert answer.value.code == 404, path
    assert snapshot(served) == before
    still_serving(served)


def test_one_public_board_too_many_is_turned_away_and_a_pupil_still_gets_in(served):
    """Projectors, or anonymous sockets on a table's public board, have a limit of their own:
    past it they are turned away, and a pupil's seat at that table still opens."""
    before = snapshot(served)
    most = Limits().public_pages
    opened = []
    for _ in range(most):
        page = Client(served, "/ws/board/2")
        page.view()
        opened.append(page)
    extra = Client(served, "/ws/board/2")
    message = extra.next()
    assert message["type"] == "error" and "as many public boards open" in message["error"]
    with pytest.raises(ConnectionClosed) as closed:
        extra.next(timeout=5)
    assert closed.value.rcvd.code == 1013  # "try again later": room.js stops retrying
    assert len(served.tables[1].pages[None]) == most
    pupil = Client.seat(served, 2, 0)  # the seats have room of their own
    assert pupil.view()["players"]
    pupil.close()
    table_one = Client(served, "/ws/board/1")  # another table is not full
    table_one.view()
    table_one.close()
    opened.pop().close()  # one page goes: another may come
    deadline = time.monotonic() + 5
    while len(served.tables[1].pages[None]) == most and time.monotonic() < deadline:
        time.sleep(0.01)
    again = Client(served, "/ws/board/2")
    assert again.next()["type"] == "hello" and again.view()
    opened.append(again)
    for page in opened:
        page.close()
    assert snapshot(served) == before
    still_serving(served)
