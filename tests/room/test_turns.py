"""Whose move it is in a room: the computer plays whenever it is to move (at the start, after
a restart, after a pause, when a seat is given to it), and a pupil's undo takes back only
their own decisions of the turn under way, never over a card drawn, a die rolled or anything
revealed; the projector's board carries no secret. Through the real server on 127.0.0.1."""
from __future__ import annotations

import json
import random
import time

import pytest

import boardwidgets as bw
from boardwidgets.room import room
from tests.room.client import Client


def until(condition, what: str, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.01)


def first_mover(game: str, seed: int, **config) -> int:
    return bw.load_game(game, **config).new_game(seed=seed).to_move


def test_the_computer_moves_by_itself_when_a_room_starts_with_it_to_move(tmp_path):
    computer = first_mover("nanga_parbat", 2)
    served = room("nanga_parbat", computer=[computer], seed=2, db=tmp_path / "room.sqlite", pace=0)
    try:
        table = served.tables[0]
        until(lambda: table.match.state.to_move != computer and table.waiting is None, "the computer's move")
        assert table.match.history and table.match.states[0].to_move == computer
        pupil = Client.seat(served, 1, 1 - computer)
        view = pupil.view()
        assert view["targets"] and view["moves"] == len(table.match.history)
        pupil.close()
    finally:
        served.stop()


def test_a_computer_seat_given_while_paused_waits_for_the_pause_to_end_even_after_a_restart(tmp_path):
    path = tmp_path / "room.sqlite"
    first = room("nanga_parbat", seed=2, db=path, pace=0)
    table = first.tables[0]
    mover = table.match.state.to_move
    table.run(table.pause, True).result()
    first.teacher_command({"type": "computer", "table": 1, "seat": mover}, pytest.fail)
    until(lambda: table.levels.get(mover) == "medium", "the seat to be the computer's")
    time.sleep(0.3)
    assert table.match.history == []  # paused: it waits
    first.stop()
    again = room("nanga_parbat", db=path, pace=0)
    try:
        table = again.tables[0]
        time.sleep(0.3)
        assert table.paused and table.match.history == [] and mover in table.match.agents
        board = Client(again, "/ws/board/1")
        assert "paused" in board.view()["status"]
        again.teacher_command({"type": "pause", "table": 1, "paused": False}, pytest.fail)
        until(lambda: table.match.history and table.match.state.to_move != mover, "the computer's move")
        assert board.until(lambda m: m["type"] == "view" and m["view"]["moves"] > 0)
        board.close()
    finally:
        again.stop()


def seat_view(page: Client, predicate=lambda view: True) -> dict:
    """The page's newest view once it is one for which ``predicate`` holds (whatever came
    meanwhile read too, so that its board number is the one the page would click on)."""
    while True:
        newest = next((m["view"] for m in reversed(page.received) if m["type"] == "view"), None)
        if newest is not None and predicate(newest):
            try:
                page.next(timeout=0.15)  # a newer one on its way?
                continue
            except TimeoutError:
                return newest
        page.next()


def click(page: Client, view: dict, action: dict) -> None:
    target = next(t for t in view["targets"] if t["action"] == action)
    page.send({"type": "act", "target": target["id"], "seq": view["seq"]})


def test_a_pupil_undoes_only_their_own_decisions_of_the_turn_under_way(tmp_path):
    served = room("nanga_parbat", seed=4, db=tmp_path / "room.sqlite", pace=0)
    try:
        table = served.tables[0]
        match = table.match
        pages = [Client.seat(served, 1, seat) for seat in (0, 1)]
        views = [page.view() for page in pages]
        assert not views[0]["controls"]["undo"] and not views[1]["controls"]["undo"]

        def play(seat: int) -> dict:  # the first move on offer
            moves = match._cursor
            view = seat_view(pages[seat], lambda v: v["moves"] == moves)
            click(pages[seat], view, view["targets"][0]["action"])
            return seat_view(pages[seat], lambda v: v["moves"] == moves + 1)

        # Orange places the guide: the turn passes to Green, who may not undo it, nor may Orange
        assert match.state.to_move == 1
        after = play(1)
        assert match.state.to_move == 0 and not after["controls"]["undo"]
        other = seat_view(pages[0], lambda v: v["moves"] == 1)
        assert not other["controls"]["undo"]
        pages[1].send({"type": "undo", "seq": after["seq"]})
        assert "nothing to undo" in seat_view(pages[1], lambda v: v["error"] is not None)["error"]
        assert match._cursor == 1
        play(0)
        # Green's turn: several decisions; each of Green's own may be taken back, one at a time
        assert match.state.to_move == 1
        start = match._cursor
        first = play(1)
        while match.state.to_move == 1 and not first["controls"]["undo"]:
            first = play(1)  # (a decision Green cannot undo: one that ended nothing of its turn)
        assert first["controls"]["undo"] and match.state.to_move == 1
        taken = match._cursor
        pages[1].send({"type": "undo", "seq": first["seq"]})
        back = seat_view(pages[1], lambda v: v["moves"] == taken - 1)
        assert match._cursor == taken - 1 and back["controls"]["redo"]
        pages[1].send({"type": "redo", "seq": back["seq"]})
        assert seat_view(pages[1], lambda v: v["moves"] == taken)["controls"]["undo"]
        while match.state.to_move == 1:
            last = play(1)
        assert not last["controls"]["undo"] and match._cursor > start  # the turn is Orange's now
        pages[1].send({"type": "undo", "seq": last["seq"]})
        assert "nothing to undo" in seat_view(pages[1], lambda v: v["error"] is not None)["error"]
        for page in pages:
            page.close()
    finally:
        served.stop()


def test_a_pupil_cannot_undo_a_die_rolled_nor_a_card_drawn(tmp_path):
    """Fireball Island: a roll is never taken back (undo and roll again until a six); the steps
    of the move after it are, one at a time, back to the roll and no further."""
    seed = next(seed for seed in range(100) if rolls_then_steps(seed))
    served = room("fireball_island", players=2, seed=seed, db=tmp_path / "room.sqlite", pace=0)
    try:
        table = served.tables[0]
        match = table.match
        pages = {seat: Client.seat(served, 1, seat) for seat in (0, 1)}
        while True:  # play the first decisions until the player to move rolls the die
            state = match.state
            view = seat_view(pages[state.to_move], lambda v: v["moves"] == match._cursor)
            roll = next((a for a in state.legal_actions() if a.kind == "roll"), None)
            if roll is not None:
                break
            moves = match._cursor
            click(pages[state.to_move], view, state.legal_actions()[0].to_json())
            until(lambda moves=moves: match._cursor > moves, "the move to be played")
        mover = state.to_move
        click(pages[mover], view, roll.to_json())
        until(lambda: match.state is not state, "the roll")
        rolled = seat_view(pages[mover], lambda v: v["moves"] == match._cursor and v["waiting"] is None)
        assert match.state.to_move == mover and not rolled["controls"]["undo"]
        pages[mover].send({"type": "undo", "seq": rolled["seq"]})
        assert "nothing to undo" in seat_view(pages[mover], lambda v: v["error"] is not None)["error"]
        at_roll = match._cursor
        steps = 0
        while match.state.to_move == mover:  # the steps of the move
            state = match.state
            step = next((a for a in state.legal_actions() if a.kind == "step"), None)
            if step is None or state.reveals_or_draws(state.apply(step)):
                break
            view = seat_view(pages[mover], lambda v: v["moves"] == match._cursor)
            click(pages[mover], view, step.to_json())
            steps += 1
            until(lambda steps=steps: match._cursor == at_roll + steps, "the step to be played")
        assert steps, "a step that tells nothing"
        stepped = seat_view(pages[mover], lambda v: v["moves"] == at_roll + steps)
        assert stepped["controls"]["undo"]
        for back in range(steps):
            view = seat_view(pages[mover], lambda v, back=back: v["moves"] == at_roll + steps - back)
            pages[mover].send({"type": "undo", "seq": view["seq"]})
        start = seat_view(pages[mover], lambda v: v["moves"] == at_roll)
        assert not start["controls"]["undo"] and match._cursor == at_roll
        for page in pages.values():
            page.close()
    finally:
        served.stop()


def before_the_first_roll(state):
    """Play the decisions before the first roll (always the first on offer); the state at the
    roll, and the roll."""
    while True:
        roll = next((a for a in state.legal_actions() if a.kind == "roll"), None)
        if roll is not None:
            return state, roll
        state = state.apply(state.legal_actions()[0])


def rolls_then_steps(seed: int) -> bool:
    """Whether, in Fireball Island for two dealt with ``seed``, the first roll leaves the roller
    to move, with a first step that tells nothing."""
    state, roll = before_the_first_roll(bw.load_game("fireball_island", players=2).new_game(seed=seed))
    after = state.apply(roll)
    step = next((a for a in after.legal_actions() if a.kind == "step"), None)
    return (after.to_move == state.to_move and step is not None
            and not after.reveals_or_draws(after.apply(step)))


def test_the_projectors_board_names_no_secret_card_as_the_game_goes_on(tmp_path):
    """Fireball Island for three, seed 11: the board the projector receives is an onlooker's
    view at every move: no card's name or id in any part of it, a hand as a count."""
    served = room("fireball_island", players=3, seed=11, db=tmp_path / "room.sqlite", pace=0)
    try:
        table = served.tables[0]
        board = Client(served, "/ws/board/1")
        rng = random.Random(11)
        for _ in range(30):
            state = table.match.state
            if state.is_over:
                break
            table.run(table.act, rng.choice(state.legal_actions())).result()
            view = seat_view(board, lambda v: v["moves"] == table.match._cursor)
            state = table.match.state
            secret = {item["id"]: item["label"] for seat in range(3) for panel in state.view(seat)["panels"]
                      for item in panel["items"] if item.get("secret")}
            text = json.dumps({k: v for k, v in view.items() if k not in ("log", "log_notes")})
            assert not any(item in text for item in secret), [i for i in secret if i in text]
            assert not any(f"item:{item}" in view["recent"] for item in secret)
            assert not [item for panel in view["panels"] for item in panel["items"] if item.get("secret")]
        board.close()
    finally:
        served.stop()
