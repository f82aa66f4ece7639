"""A lesson for the whole class, served for real on 127.0.0.1 and driven over WebSockets as
pupils' pages drive it: pupils join by name, solve levels by their written solutions (some
after a wrong try), and the teacher's grid says exactly what they did; every try is in the
SQLite file, and a room killed with SIGKILL comes back with every try and every pupil where
they were; hostile names and messages are refused with nothing changed, and no page can
claim a level: the server judges the moves it plays itself."""
from __future__ import annotations

import csv
import io
import sqlite3
import threading
import types
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from websockets.exceptions import ConnectionClosed

import boardwidgets as bw
from boardwidgets.core.errors import GameConfigError
from boardwidgets.lessons import levels_of
from boardwidgets.room import Limits
from tests.room.client import Client
from tests.room.process import RoomProcess, free_port

LEVELS = levels_of("nanga_parbat")
BY_ID = {level.id: level for level in LEVELS}
#: pupils on one machine share its address: let them all in
MANY = Limits(per_address=400)


@pytest.fixture
def lesson(tmp_path):
    served = bw.room("nanga_parbat", lesson=True, db=tmp_path / "lesson.sqlite", pace=0, limits=MANY)
    yield served
    served.stop()


# -- a pupil's pages -------------------------------------------------------------------------------
def join(room, name, device=None) -> dict:
    """The class's join page: start the lesson as ``name`` on ``device``; the room's answer."""
    page = Client(room, f"/ws/join/{room.code}")
    try:
        assert page.next() == {"type": "seating", "lesson": True, "title": "Nanga Parbat: the lesson"}
        page.send({"type": "start", "name": name, "device": device})
        return page.until(lambda m: m["type"] in ("claimed", "refused", "error"))
    finally:
        page.close()


class Learner:
    """A pupil's lesson page, let in as the device that joined."""

    def __init__(self, room, claimed: dict):
        self.page = Client(room, "/ws" + claimed["url"])
        self.page.send({"type": "device", "device": claimed["device"]})
        self.hello = self.page.next()
        self.view = self.page.view()

    def settled(self, predicate) -> dict:
        """The next view for which ``predicate`` holds and the computer is not playing."""
        self.view = self.page.until(lambda m: m["type"] == "view" and not m["view"]["waiting"]
                                    and predicate(m["view"]))["view"]
        return self.view

    def play(self, move: dict) -> dict:
        """Click ``move`` (it must be on offer) and wait until the level has answered it."""
        view = self.view
        target = next(t["id"] for t in view["targets"] if t["action"] == move)
        moves = view["lesson"]["moves"]
        self.page.send({"type": "act", "target": target, "seq": view["seq"]})
        return self.settled(lambda v: v["lesson"]["moves"] > moves or v["error"])

    def ask(self, do: str, **more) -> dict:
        """A lesson button (Try again, Next level, a level on the map)."""
        self.page.send({"type": "lesson", "do": do, "seq": self.view["seq"], **more})
        return self.settled(lambda v: v["lesson"]["moves"] == 0 or v["error"])

    def refused(self, message: dict) -> str:
        """Send ``message``; the sentence the room answers it with (the view's error line)."""
        self.page.send({"seq": self.view["seq"], **message})
        answer = self.page.until(lambda m: m["type"] == "error"
                                 or (m["type"] == "view" and m["view"]["error"]))
        return answer["error"] if answer["type"] == "error" else answer["view"]["error"]

    def solve(self, level_id: str, wrong_first: bool) -> None:
        """Solve ``level_id`` by its written solution (after its first wrong try, if asked)."""
        level = BY_ID[level_id]
        if self.view["lesson"]["level"] != level_id:
            self.ask("go", level=level_id)
        if wrong_first:
            example = next(f.example for f in level.feedback if f.example)
            for move in example:
                self.play(move)
                if self.view["lesson"]["ended"]:
                    break
            assert self.view["lesson"]["stars"] == 0 and self.view["lesson"]["said"]
            self.ask("retry")
        for move in level.solution:
            self.play(move)
        ended = self.view["lesson"]
        assert (ended["ended"], ended["stars"]) == ("done", 3), ended

    def close(self) -> None:
        self.page.close()


def grid(room, predicate=lambda g: True, timeout: float = 10) -> dict:
    """The teacher's grid, once ``predicate`` holds."""
    teacher = Client(room, f"/ws/teacher/{room.teacher_token}")
    try:
        return teacher.until(lambda m: m["type"] == "class" and predicate(m), timeout)
    finally:
        teacher.close()


def cells(summary: dict) -> dict:
    """{pupil's name: {level number: (stars, tries)}} of the levels tried."""
    return {p["name"]: {k + 1: (c["stars"], c["tries"]) for k, c in enumerate(p["cells"]) if c["tries"]}
            for p in summary["pupils"]}


# -- a class of thirty ------------------------------------------------------------------------------
@pytest.mark.timeout(300)
def test_thirty_pupils_solve_levels_and_the_grid_says_exactly_what_they_did(lesson):
    plan = {f"Pupil {k}": {"guide": k % 2 == 0, "trap": k % 3 == 0} for k in range(1, 31)}
    done = threading.Barrier(31, timeout=120)
    errors = []

    def pupil(name: str) -> None:
        try:
            me = Learner(lesson, join(lesson, name))
            assert me.view["lesson"]["level"] == "guide"
            for level_id, wrong in plan[name].items():
                me.solve(level_id, wrong)
                if level_id == "guide":
                    me.ask("next")
            me.close()
        except Exception as exc:  # noqa: BLE001  (reported below, with the pupil's name)
            errors.append(f"{name}: {exc!r}")
        finally:
            done.wait()

    with ThreadPoolExecutor(30) as pool:
        for name in plan:
            pool.submit(pupil, name)
        done.wait()
    assert not errors, errors
    expected = {name: {1: (3, 1 + wrong["guide"]), 2: (3, 1 + wrong["trap"])} for name, wrong in plan.items()}
    summary = grid(lesson, lambda g: cells(g) == expected, timeout=15)
    assert sorted(p["name"] for p in summary["pupils"]) == sorted(plan)
    assert [p["number"] for p in summary["pupils"]] == list(range(1, 31))  # in the order they joined
    assert all(p["level"] == 2 and p["stuck"] is None for p in summary["pupils"])
    # the file holds every try, the wrong ones included, each with its moves
    with sqlite3.connect(lesson.store.path) as db:
        kept = db.execute("SELECT COUNT(*), SUM(stars = 3) FROM tries WHERE moves > 0").fetchone()
    wrong_tries = sum(sum(w.values()) for w in plan.values())
    assert kept[0] == 60 + wrong_tries and kept[1] == 60
    # the results, as the teacher downloads them
    with urllib.request.urlopen(f"{lesson.teacher_url}/results.csv", timeout=10) as answer:
        named = answer.headers["Content-Disposition"]
        assert named == 'attachment; filename="lesson-nanga_parbat-results.csv"'
        rows = list(csv.DictReader(io.StringIO(answer.read().decode())))
    assert len(rows) == 60
    first = next(r for r in rows if r["pupil"] == "Pupil 2" and r["level"] == "1")
    assert (first["stars"], first["tries"], first["title"]) == ("3", "2", LEVELS[0].title)
    assert first["first solved at"].endswith("+00:00") and float(first["seconds"]) >= 0


def test_a_pupil_back_on_the_same_device_finds_their_lesson_and_no_other_device_opens_it(lesson):
    claimed = join(lesson, "Ann")
    me = Learner(lesson, claimed)
    me.solve("guide", wrong_first=False)
    me.close()
    assert join(lesson, "Ann again", claimed["device"]) == {**claimed, "type": "claimed"}  # the same pupil
    again = Learner(lesson, claimed)
    assert again.view["lesson"]["map"][0]["stars"] == 3
    again.close()
    stranger = Client(lesson, "/ws" + claimed["url"])
    stranger.send({"type": "device", "device": None})
    refusal = stranger.next()
    assert refusal["final"] and "Ann's, on their own device" in refusal["error"]
    with pytest.raises(ConnectionClosed) as closed:
        stranger.next()
    assert closed.value.rcvd.code == 4409
    assert len(lesson.pupils) == 1


# -- names ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "says"), [("", "first name"), ("   ", "first name"), ("x" * 25, "24"),
                                            ("Ann\x07B", "letters"), (None, "first name"), (7, "first name")])
def test_a_name_that_cannot_be_one_gets_a_sentence_and_no_pupil(lesson, name, says):
    answer = join(lesson, name)
    assert answer["type"] == "refused" and says in answer["error"], answer
    assert lesson.pupils == {}


def test_a_name_is_text_a_duplicate_is_refused_and_no_link_holds_a_name(lesson):
    marked = "<b>Zoë</b>"
    claimed = join(lesson, marked)
    assert claimed["name"] == marked and claimed["url"] == "/learn/" + lesson.pupils[1].token  # random
    assert "Zo" not in claimed["url"] and "Zo" not in lesson.teacher_url
    assert join(lesson, "<B>ZOË</B>")["type"] == "refused"  # the same name, whatever its case
    summary = grid(lesson, lambda g: g["pupils"])
    assert summary["pupils"][0]["name"] == marked
    learn_page = urllib.request.urlopen(f"{lesson.url}{claimed['url']}", timeout=10).read().decode()
    assert marked not in learn_page and "&lt;b&gt;Zoë&lt;/b&gt;" in learn_page  # escaped in the page title


def test_a_ten_kilobyte_name_is_refused_before_it_is_read(lesson):
    page = Client(lesson, f"/ws/join/{lesson.code}")
    page.next()
    page.send({"type": "start", "name": "N" * 10_000, "device": None})
    assert "far too long" in page.until(lambda m: m["type"] == "error")["error"]
    page.close()
    assert lesson.pupils == {}


# -- what a page may not do -----------------------------------------------------------------------------
def test_no_page_can_claim_a_level_or_play_what_is_not_on_offer(lesson):
    me = Learner(lesson, join(lesson, "Ben"))
    before = grid(lesson)
    for message, says in [
            ({"type": "lesson", "do": "restore", "stars": {"guide": 3}}, "earned by playing"),
            ({"type": "lesson", "do": "done"}, "does not do"),
            ({"type": "lesson", "do": "go", "level": "no-such-level"}, "no level"),
            ({"type": "lesson", "do": "go", "level": 3}, "Choose a level"),
            ({"type": "act", "target": "t999"}, ""),
            ({"type": "result", "level": "guide", "stars": 3}, ""),
            ({"type": "undo"}, "")]:
        assert says in me.refused(message)
    assert grid(lesson)["pupils"] == before["pupils"]
    assert lesson.pupils[1].lesson.progress == {}
    with sqlite3.connect(lesson.store.path) as db:
        assert db.execute("SELECT COUNT(*) FROM tries WHERE moves > 0 OR stars > 0").fetchone() == (0,)
    me.solve("guide", wrong_first=False)  # the moves that solve it do
    assert cells(grid(lesson, lambda g: cells(g)["Ben"]))["Ben"] == {1: (3, 1)}


def test_the_teacher_holds_the_class_at_a_level_and_opens_them_all(lesson):
    me = Learner(lesson, join(lesson, "Cy"))
    lesson.hold(1)
    view = me.settled(lambda v: not v["lesson"]["map"][1]["open"])
    assert [m["open"] for m in view["lesson"]["map"][:2]] == [True, False]
    assert "opens later" in me.refused({"type": "lesson", "do": "go", "level": "trap"})
    me.solve("guide", wrong_first=False)
    assert "last level open" in me.refused({"type": "lesson", "do": "next"})
    teacher = Client(lesson, f"/ws/teacher/{lesson.teacher_token}")
    teacher.next()
    teacher.send({"type": "hold", "level": None})
    me.settled(lambda v: all(m["open"] for m in v["lesson"]["map"]))
    assert me.ask("next")["lesson"]["level"] == "trap"
    for wrong in ({"type": "hold", "level": 99}, {"type": "hold", "level": "2"}, {"type": "show", "pupil": 7},
                  {"type": "pause"}):
        teacher.send(wrong)
        assert teacher.until(lambda m: m["type"] == "error")["error"]
    assert lesson.open_to is None and lesson.shown is None
    teacher.close()


def test_the_teacher_looks_on_without_playing_and_shows_a_board_on_the_projector(lesson):
    me = Learner(lesson, join(lesson, "Dee"))
    look = Client(lesson, f"/ws/look/{lesson.teacher_token}/1")
    assert look.next()["said"] == "connected: looking at Dee's board"
    seen = look.view()
    assert seen["lesson"]["watching"] and seen["targets"] == [] and seen["lesson"]["goal"] == LEVELS[0].goal
    look.send({"type": "lesson", "do": "retry", "seq": seen["seq"]})
    refused = look.until(lambda m: m["type"] == "view" and m["view"]["error"])["view"]["error"]
    assert "only looks on" in refused
    look.send({"type": "act", "target": "t0", "seq": seen["seq"]})
    me.solve("guide", wrong_first=False)
    won = look.until(lambda m: m["type"] == "view" and m["view"]["lesson"]["ended"] == "done")["view"]
    assert won["status"] == "Level won." and "you" not in [p.get("role") for p in won["players"]]
    assert me.view["status"].startswith("Level won! Press Next level")  # the pupil's own words
    wrong = Client(lesson, "/ws/look/not-the-teacher/1")
    assert wrong.next()["final"]

    projector = Client(lesson, "/ws/projector")
    assert projector.next() == {"type": "notice", "text": f"Join the lesson at {lesson.join_url}"}
    lesson.show(1)
    assert projector.until(lambda m: m["type"] == "hello")["name"] == "Dee"
    assert projector.view()["lesson"]["stars"] == 3
    lesson.show(None)
    assert projector.until(lambda m: m["type"] == "notice")
    with pytest.raises(GameConfigError):
        lesson.show(5)


def test_a_lesson_file_is_not_a_room_of_tables_and_the_lesson_takes_no_table_options(tmp_path):
    with pytest.raises(GameConfigError, match="leave out players, seed"):
        bw.room("nanga_parbat", lesson=True, players=2, seed=3, db=tmp_path / "x.sqlite")
    with pytest.raises(GameConfigError, match="lesson must be True or False"):
        bw.room("nanga_parbat", lesson="yes", db=tmp_path / "x.sqlite")
    tables = bw.room("nanga_parbat", db=tmp_path / "tables.sqlite")
    tables.stop()
    with pytest.raises(GameConfigError, match="a room of tables, not a lesson"):
        bw.room("nanga_parbat", lesson=True, db=tmp_path / "tables.sqlite")
    lesson_file = bw.room("nanga_parbat", lesson=True, db=tmp_path / "lesson.sqlite")
    lesson_file.stop()
    with pytest.raises(GameConfigError, match="a lesson of nanga_parbat for the class, not a room of tables"):
        bw.room("nanga_parbat", db=tmp_path / "lesson.sqlite")
    other = bw.room("fireball_island", lesson=True, db=tmp_path / "fireball.sqlite")
    other.stop()
    with pytest.raises(GameConfigError, match="a lesson of fireball_island, not nanga_parbat"):
        bw.room("nanga_parbat", lesson=True, db=tmp_path / "fireball.sqlite")


# -- a room killed and started again ----------------------------------------------------------------
@pytest.mark.timeout(180)
def test_a_lesson_killed_mid_try_comes_back_with_every_try_and_each_pupil_where_they_were(tmp_path):
    db, port = tmp_path / "lesson.sqlite", free_port()
    argv = ("nanga_parbat", "--lesson", "--db", str(db), "--port", str(port), "--pace", "0",
            "--per-address", "100")
    process = RoomProcess(*argv)
    links = process.links()
    code = links["Pupils join at"].rsplit("/", 1)[1]
    teacher = links["Teacher"].rsplit("/", 1)[1]
    room = types.SimpleNamespace(port=port, code=code, teacher_token=teacher)
    try:
        claims = {name: join(room, name) for name in ("Eve", "Finn", "Gus")}
        eve, finn = Learner(room, claims["Eve"]), Learner(room, claims["Finn"])
        eve.solve("guide", wrong_first=True)
        finn.solve("guide", wrong_first=False)
        finn.ask("go", level="camps")
        half = BY_ID["camps"].solution[:2]
        for move in half:
            finn.play(move)
        mid_try = finn.view
        before = grid(room, lambda g: cells(g)["Finn"].get(7) == (0, 1))
        process.kill()  # mid-lesson, as a pulled plug
        process = RoomProcess(*argv)
        assert process.links()["Pupils join at"] == links["Pupils join at"]  # the same links
        after = grid(room)
        assert cells(after) == cells(before) and [p["level"] for p in after["pupils"]] == [1, 7, 1]
        back = Learner(room, claims["Finn"])  # the same device finds the try where it was
        assert back.view["lesson"]["level"] == "camps" and back.view["lesson"]["moves"] == 2
        assert [t["action"] for t in back.view["targets"]] == [t["action"] for t in mid_try["targets"]]
        for move in BY_ID["camps"].solution[2:]:
            back.play(move)
        assert back.view["lesson"]["stars"] == 3
        assert cells(grid(room, lambda g: cells(g)["Finn"][7] == (3, 1)))["Eve"] == {1: (3, 2)}
        back.close()
    finally:
        assert process.end() == 0


def test_a_pupil_who_fails_a_level_again_and_again_or_makes_no_move_is_marked_stuck(lesson):
    me = Learner(lesson, join(lesson, "Hal"))
    wrong = next(f.example for f in LEVELS[0].feedback if f.example)
    for _ in range(3):
        for move in wrong:
            me.play(move)
        assert me.view["lesson"]["ended"] == "failed"
        me.ask("retry")
    stuck = grid(lesson, lambda g: g["pupils"][0]["stuck"])["pupils"][0]
    assert stuck["stuck"] == "3 tries failed"
    assert (stuck["cells"][0]["tries"], stuck["cells"][0]["stars"]) == (3, 0)
    me.solve("guide", wrong_first=False)
    assert grid(lesson, lambda g: g["pupils"][0]["cells"][0]["stars"])["pupils"][0]["stuck"] is None
    me.ask("next")
    pupil = lesson.pupils[1]
    later = pupil.last_move + 200  # three minutes and more without a move, the board open
    assert pupil.stuck(later) == "no move for 3 min"
    me.close()
    grid(lesson, lambda g: not g["pupils"][0]["online"])
    assert pupil.stuck(later) is None  # a pupil who has gone is not stuck at the board
