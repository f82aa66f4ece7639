"""``python -m boardwidgets.room``: the command line reaches every configuration of a game (its
variant and options), and a wrong one is refused with a sentence before anything is served;
as a real process, a SIGTERM or Ctrl+C ends it cleanly (status 0, its file closed), and the
computer goes on by itself after the process is killed in the middle of its turn."""
from __future__ import annotations

import contextlib
import json
import signal
import sqlite3
import time

import pytest
from websockets.sync.client import connect

from boardwidgets.room.__main__ import command_line, main, room_of
from tests.room.process import RoomProcess, free_port


def test_the_variant_and_options_reach_every_table(tmp_path):
    args = command_line().parse_args(
        ["bear_valley", "--players", "3", "--tables", "2", "--variant", "advanced", "--option",
         "enchantments=true", "--option", "river=long", "--db", str(tmp_path / "room.sqlite")])
    room = room_of(args)
    try:
        asked = {"players": 3, "variant": "advanced", "enchantments": True, "river": "long"}
        assert len(room.tables) == 2
        for table in room.tables:
            assert {name: table.match.game.config[name] for name in asked} == asked
    finally:
        room.stop()


def test_without_them_the_standard_game(tmp_path):
    room = room_of(command_line().parse_args(["nanga_parbat", "--db", str(tmp_path / "room.sqlite")]))
    try:
        assert room.tables[0].match.game.config == {"players": 2, "variant": "standard"}
    finally:
        room.stop()


@pytest.mark.parametrize(("argv", "said"), [
    (["nanga_parbat", "--variant", "uphill"], "uphill"),
    (["bear_valley", "--option", "dragons=true"], "dragons"),
    (["bear_valley", "--option", "players=3"], "'players' is given on the command line by itself"),
    (["nanga_parbat", "--lesson", "--players", "2", "--seed", "4"], "leave out --players, --seed"),
    (["chess", "--lesson"], "chess"),
    (["nanga_parbat", "--port", "99999"], "(or 0 for any free one), not 99999"),
    (["nanga_parbat", "--pace", "-1"], "pace is how many seconds"),
    (["nanga_parbat", "--tables", "0"], "1 to 64 tables"),
    (["nanga_parbat", "--host", "192.0.2.1", "--port", "0"], "Is that address this computer's"),
])
def test_a_wrong_variant_or_option_is_refused_before_serving(tmp_path, capsys, argv, said):
    assert main([*argv, "--db", str(tmp_path / "room.sqlite")]) == 2
    out = capsys.readouterr()
    assert out.err.startswith("error: ") and said in out.err and "Traceback" not in out.err + out.out
    assert list(tmp_path.iterdir()) == []  # nothing written: no room listened


def test_an_option_must_have_a_name_and_a_value(capsys):
    with pytest.raises(SystemExit):
        command_line().parse_args(["bear_valley", "--option", "enchantments"])
    assert "an option is NAME=VALUE" in capsys.readouterr().err


# -- the room as a process of its own ---------------------------------------------------------------
def public_view(port: int, predicate, timeout: float = 30) -> dict:
    """The public board of table 1, once it shows a view for which ``predicate`` holds."""
    with connect(f"ws://127.0.0.1:{port}/ws/board/1", open_timeout=10) as page:
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(page.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message["type"] == "view" and predicate(message["view"]):
                return message["view"]


def test_a_sigterm_ends_the_room_with_status_0_and_its_file_closed(tmp_path):
    db = tmp_path / "room.sqlite"
    served = RoomProcess("nanga_parbat", "--db", str(db), "--port", str(free_port()), "--pace", "0")
    assert served.end(signal.SIGTERM) == 0
    assert any(line.startswith(f"The room stopped; start it again on {db}") for line in served.lines)
    assert not (tmp_path / "room.sqlite-wal").exists()  # the last connection closed: the file is whole


def test_a_busy_port_is_said_in_a_line_and_the_room_prints_the_links_of_the_port_it_took(tmp_path):
    with contextlib.closing(__import__("socket").socket()) as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        served = RoomProcess("nanga_parbat", "--db", str(tmp_path / "room.sqlite"), "--port", str(taken))
        try:
            said = "".join(served.lines)
            assert f"note: Port {taken} is taken" in said and "Traceback" not in said
            port = int(served.links()["Pupils join at"].split(":")[2].split("/")[0])
            assert port != taken
        finally:
            assert served.end() == 0


def test_started_again_while_its_port_is_still_busy_the_room_keeps_the_links_it_had(tmp_path):
    with contextlib.closing(__import__("socket").socket()) as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        argv = ("nanga_parbat", "--db", str(tmp_path / "room.sqlite"), "--port", str(busy.getsockname()[1]))
        first = RoomProcess(*argv)
        links = first.links()
        assert first.end() == 0
        again = RoomProcess(*argv)
        try:
            assert again.links() == links
            assert "as it did last time" in "".join(again.lines)
        finally:
            assert again.end() == 0


def test_a_file_with_another_room_is_refused_by_the_command_line_too(tmp_path, capsys):
    db = str(tmp_path / "room.sqlite")
    served = RoomProcess("nanga_parbat", "--db", db, "--port", str(free_port()), "--tables", "2")
    assert served.end() == 0
    assert main(["nanga_parbat", "--db", db, "--tables", "6"]) == 2
    error = capsys.readouterr().err
    assert "it has 2 table(s), not 6" in error and "--db" in error


def test_ctrl_c_ends_the_room_with_status_0_and_says_how_to_go_on(tmp_path):
    served = RoomProcess("nanga_parbat", "--db", str(tmp_path / "room.sqlite"), "--port", str(free_port()))
    assert served.end(signal.SIGINT) == 0
    assert "Traceback" not in "".join(served.lines)


def test_the_computer_goes_on_by_itself_after_a_kill_while_it_was_answering(tmp_path):
    """The computer plays both seats and shows each decision for half a second: the process is
    killed in the middle of a turn, and started again on the same file and port, the computer
    goes on from the last move kept without anyone pressing anything."""
    db, port = tmp_path / "room.sqlite", free_port()
    argv = ("nanga_parbat", "--db", str(db), "--port", str(port), "--seed", "3", "--computer", "0",
            "--computer", "1", "--pace", "0.5")
    served = RoomProcess(*argv)
    try:
        public_view(port, lambda view: view["moves"] >= 2 and view["waiting"] is not None)  # answering
    finally:
        assert served.end(signal.SIGKILL) == -signal.SIGKILL
    with contextlib.closing(sqlite3.connect(db)) as file:
        kept = file.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
    assert kept >= 2
    served = RoomProcess(*argv)
    try:
        assert public_view(port, lambda view: view["moves"] > kept + 1)["moves"] > kept + 1
    finally:
        served.end(signal.SIGTERM)


def test_a_port_below_1024_without_root_gets_a_sentence_and_no_file():
    """As a user who is not root (this test drops to ``nobody`` when it runs as root), in a
    folder of its own that user may write to."""
    import os
    import shutil
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    drop = {"user": 65534, "group": 65534} if os.geteuid() == 0 else {}
    folder = Path(tempfile.mkdtemp(prefix="room-port-"))
    folder.chmod(0o777)
    try:
        argv = ["nanga_parbat", "--port", "80", "--db", str(folder / "room.sqlite")]
        done = subprocess.run([sys.executable, "-m", "boardwidgets.room", *argv], capture_output=True,
                              text=True, cwd=folder,
                              env={"PYTHONPATH": str(root), "HOME": str(folder), "PATH": os.environ["PATH"]},
                              timeout=120, **drop)
        if drop and ("No module named" in done.stderr or "Permission denied" in done.stderr):
            pytest.skip(f"user nobody cannot read this checkout: {done.stderr[-300:]}")
        assert done.returncode == 2, done.stderr
        assert done.stderr == ("error: Port 80 is the system's (ports below 1024 need root): choose one from "
                               "1024 up, such as 8000.\n")
        assert list(folder.iterdir()) == []
    finally:
        shutil.rmtree(folder)
