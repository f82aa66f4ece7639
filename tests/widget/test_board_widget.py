"""BoardWidget on the Python side: messages from the browser, as the kernel receives them.

``_handle_msg`` with a "custom" method is exactly what ``model.send`` in the
page produces, so these tests exercise the real dispatch without a browser
(the browser itself is driven in tests/test_browser.py).
"""
import pytest

import boardwidgets as bw
from boardwidgets.core.view import view_problems
from boardwidgets.icons import icon_names
from tests.games.nanga_parbat.scenarios import scenario


def send(board, content):
    """Deliver ``content`` as the page's ``model.send(content)`` would."""
    board._handle_msg({"content": {"data": {"method": "custom", "content": content}},
                       "buffers": []})


@pytest.fixture
def board():
    return bw.BoardWidget(bw.Match("nanga_parbat", seed=11))


def snapshot(board):
    return (board.match.state.to_json(), len(board.match.history), board.view["seq"])


def test_the_first_view_is_valid_and_offers_the_legal_moves(board):
    assert view_problems(board.view, set(icon_names())) == []
    assert board.view["seq"] == 0 and board.view["error"] is None
    assert board.view["controls"] == {"undo": False, "redo": False, "new_game": True,
                                      "agent_move": True, "review": False}
    assert [t["action"] for t in board.view["targets"]] == [
        a.to_json() for a in board.state.legal_actions()]


def test_clicking_a_target_plays_its_move(board):
    target = board.view["targets"][2]
    send(board, {"type": "act", "target": target["id"], "seq": 0})
    assert board.match.history == [board.state.game.action_from_json(target["action"])]
    assert board.view["seq"] == 1 and board.view["error"] is None
    assert board.view["controls"]["undo"] is True


@pytest.mark.parametrize("content, message", [
    ("act", "does not understand"),
    ({"target": "t0", "seq": 0}, "does not understand"),
    ({"type": "eval", "code": "1+1", "seq": 0}, "does not understand"),
    ({"type": "act", "target": "t0"}, "without a valid board number"),
    ({"type": "act", "target": "t0", "seq": True}, "without a valid board number"),
    ({"type": "act", "target": "t999", "seq": 0}, "not one of the moves on offer"),
    ({"type": "act", "target": ["t0"], "seq": 0}, "not one of the moves on offer"),
    ({"type": "act", "target": "t0", "seq": 5}, "out-of-date board"),
    ({"type": "click", "seq": 0}, "without saying where"),
    ({"type": "undo", "seq": 0}, "nothing to undo"),
    ({"type": "redo", "seq": 0}, "nothing to redo"),
])
def test_bad_messages_are_refused_in_words_and_change_nothing(board, content, message):
    before = snapshot(board)
    send(board, content)
    assert message in board.view["error"]
    assert snapshot(board) == before


def test_a_stale_click_after_the_board_moved_on_is_refused(board):
    send(board, {"type": "act", "target": "t0", "seq": 0})
    before = snapshot(board)
    send(board, {"type": "act", "target": "t0", "seq": 0})
    assert "out-of-date board" in board.view["error"]
    assert snapshot(board) == before


def test_a_click_beside_the_targets_explains_the_rule():
    board = bw.BoardWidget(scenario(guide=2))
    before = snapshot(board)
    send(board, {"type": "click", "on": "space:1.1", "seq": 0})
    assert board.view["error"] == "You can only trap in the guide's region, region 2."
    send(board, {"type": "click", "on": "space:mountain", "seq": 0})
    assert "highlighted places" in board.view["error"]
    assert snapshot(board) == before


def test_each_answer_changes_the_view_so_the_page_always_hears_back(board):
    send(board, {"type": "click", "on": "space:nowhere", "seq": 0})
    first = board.view["reply"]
    send(board, {"type": "click", "on": "space:nowhere", "seq": 0})
    assert board.view["reply"] == first + 1


def test_buttons_undo_redo_new_game_and_computer_move(board):
    send(board, {"type": "agent_move", "seq": 0})
    assert len(board.match.history) == 1 and board.view["seq"] == 1
    send(board, {"type": "undo", "seq": 1})
    assert board.match.history == [] and board.view["controls"]["redo"]
    send(board, {"type": "redo", "seq": 2})
    assert len(board.match.history) == 1
    send(board, {"type": "new_game", "seq": 3})
    assert board.match.seed == 12 and board.match.history == []


def test_the_computer_replies_after_a_human_move():
    board = bw.play("nanga_parbat", opponents="random", seed=3)  # the human places the guide
    assert board.state.to_move == 0 and board.match.history == []
    send(board, {"type": "act", "target": "t0", "seq": 0})
    history = board.match.history
    assert history[0].kind == "place_guide" and history[1].kind == "trap"
    assert board.state.to_move == 0 and board.state.phase == "trap"  # the computer's turn ran


def test_an_unexpected_failure_is_reported_not_raised():
    class Broken:
        def choose(self, state):
            raise RuntimeError("no idea")

    board = bw.BoardWidget(bw.Match("nanga_parbat", seed=1), agents={})
    board.match._helper = Broken()
    before = snapshot(board)
    send(board, {"type": "agent_move", "seq": 0})
    assert board.view["error"].startswith("Something went wrong (RuntimeError: no idea)")
    assert snapshot(board) == before


def test_python_side_methods_and_repr(board):
    board.act(board.state.legal_actions()[0])
    assert repr(board) == "BoardWidget(nanga_parbat, 1 moves, player 1 to move)"
    board.undo()
    board.redo()
    board.show_error("Try the yellow flags.")
    assert board.view["error"] == "Try the yellow flags."
    with pytest.raises(TypeError, match="needs a Match or a State"):
        bw.BoardWidget("nanga_parbat")


# -- schema 2: a board a class can follow ----------------------------------------------------
def published(board):
    """Record every view the board publishes from now on (as the page would receive them)."""
    views = []
    board.observe(lambda change: views.append(change["new"]), "view")
    return views


def test_the_computer_reply_is_published_one_decision_at_a_time_with_a_thinking_line():
    board = bw.play("nanga_parbat", opponents="random", seed=3, pace=0)
    views = published(board)
    send(board, {"type": "act", "target": "t0", "seq": 0})   # the human places the guide
    replies = len(board.match.history) - 1
    assert replies >= 1
    assert len(views) == 1 + replies                          # the move, then one per decision
    first, *middle, last = views
    assert first["waiting"] == "Green is thinking..."       # drawn before the computer starts
    assert first["targets"] == [] and first["log_from"] + len(first["log"]) < len(board.state.log)
    assert all(v["waiting"] == "Green is thinking..." and v["targets"] == [] for v in middle)
    assert last["waiting"] is None and last["targets"]       # the human's turn again
    assert [v["seq"] for v in views] == list(range(1, len(views) + 1))
    assert not any(v["controls"]["undo"] or v["controls"]["new_game"] for v in views[:-1])


def test_the_pace_keeps_each_computer_decision_on_screen(monkeypatch):
    import time

    board = bw.play("nanga_parbat", opponents="random", seed=3, pace=0.25)
    clock = {"now": 0.0}
    sleeps = []
    monkeypatch.setattr(time, "monotonic", lambda: clock["now"])
    monkeypatch.setattr(time, "sleep", lambda s: (sleeps.append(s), clock.update(now=clock["now"] + s)))
    send(board, {"type": "act", "target": "t0", "seq": 0})
    decisions = len(board.match.history) - 1
    assert sleeps == [0.25] * decisions                         # the choices themselves took no time


def test_recent_marks_the_move_and_then_the_whole_computer_reply():
    board = bw.play("nanga_parbat", opponents="random", seed=3, pace=0)
    views = published(board)
    send(board, {"type": "act", "target": "t0", "seq": 0})
    guide = board.match.history[0]["region"]
    assert "piece:guide" in views[0]["recent"]
    assert views[0]["recent_log"] == len(board.match.start.log)
    reply = board.match.states[1:]
    trapped = next(a["section"] for a in board.match.history if a.kind == "trap")
    last = views[-1]
    assert f"space:{trapped}" in last["recent"] and f"piece:hiker-{trapped}" in last["recent"]
    assert "piece:guide" in last["recent"]                     # the trap moved the guide on
    assert last["recent_log"] == len(reply[0].log)               # every line of the reply
    assert view_problems(last, set(icon_names())) == [] and guide in range(1, 7)


def test_the_players_say_who_is_you_and_who_is_the_computer():
    board = bw.play("nanga_parbat", opponents="random", seed=3, pace=0)
    assert [p["role"] for p in board.view["players"]] == ["you", "computer"]
    seat1 = bw.play("nanga_parbat", opponents="random", seed=3, seat=1, pace=0)
    assert [p["role"] for p in seat1.view["players"]] == ["computer", "you"]
    hotseat = bw.BoardWidget(bw.Match("nanga_parbat", seed=3))
    assert [p["role"] for p in hotseat.view["players"]] == ["person", "person"]


def played(moves=6, seed=11):
    board = bw.BoardWidget(bw.Match("nanga_parbat", seed=seed), pace=0)
    player = bw.agents.Random(seed=1)
    for _ in range(moves):
        board.act(player.choose(board.state))
    return board


def test_review_steps_through_the_history_without_changing_the_game():
    board = played()
    game_before = snapshot(board)[:2]
    seq = board.view["seq"]
    send(board, {"type": "review", "to": 2, "seq": seq})
    view = board.view
    assert view["review"] == {"at": 2, "of": 6, "move": str(board.match.history[1])}
    assert view["status"] == board.match.states[2].view()["status"]
    assert view["targets"] == [] and not view["controls"]["undo"] and view["controls"]["review"]
    assert view["recent"] == board.match.states[2].view()["recent"]   # marks of move 2
    send(board, {"type": "review", "to": 0, "seq": view["seq"]})
    assert board.view["review"]["move"] == "the start" and board.view["recent"] == []
    send(board, {"type": "act", "target": "t0", "seq": board.view["seq"]})
    assert "looking back" in board.view["error"]
    send(board, {"type": "click", "on": "space:flag-1", "seq": board.view["seq"]})
    assert "looking back" in board.view["error"]
    send(board, {"type": "review", "to": 7, "seq": board.view["seq"]})
    assert "no move 7" in board.view["error"]
    assert snapshot(board)[:2] == game_before
    send(board, {"type": "live", "seq": board.view["seq"]})
    assert board.view["review"] is None and board.view["targets"]
    assert snapshot(board)[:2] == game_before


def test_a_stale_click_made_in_review_is_refused_after_returning_to_the_game():
    board = played()
    send(board, {"type": "review", "to": 3, "seq": board.view["seq"]})
    in_review = board.view["seq"]
    send(board, {"type": "live", "seq": in_review})
    before = snapshot(board)
    send(board, {"type": "act", "target": "t0", "seq": in_review})
    assert "out-of-date board" in board.view["error"]
    assert snapshot(board)[:2] == before[:2]


def test_a_move_made_from_python_leaves_review():
    board = played()
    board.review(1)
    board.act(board.state.legal_actions()[0])
    assert board.reviewing is None and len(board.match.history) == 7


class Page:
    """The log as a page holds it: it keeps the first ``log_from`` lines (and the notes
    placed among them) and adds the lines each view brings, as board.js does."""

    def __init__(self, board):
        self.lines, self.notes = list(board.view["log"]), list(board.view["log_notes"])
        assert board.view["log_from"] == 0  # a new board sends the whole log
        board.observe(lambda change: self.take(change["new"]), "view")

    def take(self, view):
        start = view["log_from"]
        assert start <= len(self.lines), "a view skipped lines the page never had"
        self.lines = self.lines[:start] + view["log"]
        self.notes = [n for n in self.notes if n["line"] < start] + view["log_notes"]


def test_each_view_sends_only_the_new_log_lines_and_the_page_holds_the_whole_log():
    board = bw.play("nanga_parbat", opponents="medium", seed=3, pace=0)
    page = Page(board)
    views = published(board)
    human = bw.agents.Random(seed=2)

    def shown():
        k = board.reviewing
        return board.match.states[k if k is not None else len(board.match.history)]

    def check():
        assert page.lines == shown().log
        assert page.notes == board.screen._log_notes(board.reviewing if board.reviewing is not None
                                              else len(board.match.history), 0)
        assert view_problems(board.view, set(icon_names())) == []

    for _ in range(8):
        board.act(human.choose(board.state))
        check()
    assert all(len(v["log"]) < len(board.state.log) // 2 for v in views[3:])  # only what is new
    board.review(2)
    check()
    assert board.view["log"] == []  # the page holds that position's lines already
    board.back_to_game()
    check()
    board.undo()
    check()
    board.act(human.choose(board.state))
    check()
    before = len(views)
    board.new_game(seed=5)
    check()
    assert views[before]["log_from"] == 0  # a new game's log shares nothing with the old one


def test_a_page_drawn_after_the_game_began_asks_for_the_whole_log():
    board = played(moves=30)
    assert 0 < board.view["log_from"] < len(board.state.log)
    send(board, {"type": "whole_log"})  # no board number needed: it changes nothing
    assert board.view["log_from"] == 0 and board.view["log"] == board.state.log
    assert board.view["error"] is None and len(board.match.history) == 30


def test_icons_reach_the_board_once():
    board = played(moves=30)
    assert set(board.icons) == set(board.state.game.icons)
    assert all(isinstance(path, str) and path.startswith("M") for path in board.icons.values())
    named = {p["icon"] for p in board.view["pieces"] if p.get("icon")}
    assert named and named <= set(board.icons)


def test_scale_and_pace_are_checked():
    with pytest.raises(bw.GameConfigError, match="a number from 0.5 to 3"):
        bw.BoardWidget(bw.Match("nanga_parbat", seed=1), scale=9)
    with pytest.raises(bw.GameConfigError, match="pace is how many seconds"):
        bw.BoardWidget(bw.Match("nanga_parbat", seed=1), pace=-1)
    board = bw.play("nanga_parbat", opponents=None, seed=1, scale=1.5)
    assert board.scale == 1.5


def test_where_widgets_cannot_run_the_board_shows_as_a_picture():
    import xml.etree.ElementTree as ElementTree

    board = played(moves=4)
    data, _ = board._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data  # JupyterLab draws the widget
    picture = data["image/svg+xml"]                            # GitHub, nbviewer, docs: this
    assert ElementTree.fromstring(picture).tag.endswith("svg")
    assert board.view["status"] in picture


def test_the_board_says_why_the_computer_made_its_moves_with_the_numbers_apart():
    board = bw.play("nanga_parbat", opponents="medium", seed=3, pace=0)
    send(board, {"type": "act", "target": "t0", "seq": 0})
    notes = board.view["log_notes"]
    match = board.match
    chosen = [k for k in range(1, len(match.history))
              if match.reasons[k] and len(match.states[k].legal_actions()) > 1]
    assert [n["text"] for n in notes] == [f"Green: {match.reasons[k]}" for k in chosen]
    assert [n["detail"] for n in notes] == [match.details[k] for k in chosen]
    assert notes and all(n["detail"] and "points" in n["detail"] for n in notes)
    assert not any(char.isdigit() for note in notes for char in note["text"].split(": ", 2)[-1])
    assert match.reasons[0] is None  # a person's move has no reason
    assert "reasons" not in board.view  # they are in the log, not above the board


def test_while_the_computer_plays_the_status_says_what_it_did_never_what_to_do():
    board = bw.play("fireball_island", players=3, opponents="medium", seed=2, pace=0)
    shown = []
    board.observe(lambda change: shown.append(change["new"]), "view")
    for _ in range(12):  # Blue plays a few turns; the computer replies in between
        send(board, {"type": "act", "target": board.view["targets"][-1]["id"], "seq": board.view["seq"]})
    during = [view for view in shown if view["waiting"]]
    assert len(during) > 5
    lines = set(board.state.log)
    for view in during:
        assert view["status"] in lines or view["status"].endswith("the computer is choosing."), view["status"]
        assert "click" not in view["status"].lower()
    assert shown[-1]["waiting"] is None and shown[-1]["status"] == board.state.view(0)["status"]


def paced_decisions(monkeypatch, name: str, players: int, clicks: int) -> tuple[dict, dict]:
    """The computer's decisions in a game against a person who clicks ``clicks`` times, sorted
    as the pace should treat them, and the waits the board made before showing each."""
    import boardwidgets.widget.table as widget_module

    board = bw.play(name, players=players, opponents="medium", seed=2, pace=5)
    match = board.match
    first = len(match.history)  # the computer's moves before the board was shown are not paced
    waited = {}  # decision index -> the wait before it was shown
    monkeypatch.setattr(widget_module.time, "sleep",
                        lambda seconds: waited.__setitem__(len(match.history) - 1, seconds))
    for _ in range(clicks):
        if board.state.is_over:
            break
        send(board, {"type": "act", "target": board.view["targets"][-1]["id"], "seq": board.view["seq"]})
    states = match.states

    def moved(k):
        return ({p["id"]: p["at"] for p in states[k].view(0)["pieces"]}
                != {p["id"]: p["at"] for p in states[k + 1].view(0)["pieces"]})

    kinds = {"quick": [], "half": [], "teaching": []}
    for k in range(first, len(match.history)):
        if states[k].to_move == 0:
            continue
        if len(states[k].legal_actions()) == 1 or match.history[k].kind == "pass":
            kinds["quick"].append(k)
        elif len(states[k + 1].log) == len(states[k].log) and not moved(k):
            kinds["half"].append(k)
        else:
            kinds["teaching"].append(k)
    return kinds, waited


@pytest.mark.parametrize(("name", "players", "clicks"), [("fireball_island", 3, 12), ("nanga_parbat", 2, 40)])
def test_only_the_computers_decisions_that_teach_are_held_for_the_pace(monkeypatch, name, players, clicks):
    """No wait for a decision with one move on offer, a pass in a card window (Fireball
    Island), or half a move that writes nothing and moves nothing (Nanga Parbat's first pick
    of a swap); every other decision stays on the board for the pace."""
    kinds, waited = paced_decisions(monkeypatch, name, players, clicks)
    assert kinds["teaching"] and (kinds["quick"] if name == "fireball_island" else kinds["half"])
    assert sorted(waited) == kinds["teaching"]
    assert all(0 < wait <= 5 for wait in waited.values())


def test_the_log_keeps_the_computers_reasons_after_its_moves():
    board = bw.play("nanga_parbat", opponents="medium", seed=3, pace=0)
    page = Page(board)
    send(board, {"type": "act", "target": "t0", "seq": 0})
    notes = page.notes
    states, reasons = board.match.states, board.match.reasons
    assert [n["line"] for n in notes] == [len(states[k + 1].log) for k, r in enumerate(reasons) if r]
    assert all(n["text"].startswith("Green: ") for n in notes)
    board.review(1)  # before the computer's first move: no reason yet
    assert board.view["log_notes"] == []


def test_a_bear_valley_turn_by_clicks_against_the_computer():
    """Bear Valley through the board: click a "?" to explore, then stop or end the walk; a click
    on a card that offers nothing is explained; the two computer seats reply in turn."""
    board = bw.play("bear_valley", players=3, opponents="medium", seed=4, pace=0)
    view = board.view
    assert board.state.to_move == 0 and view["status"].startswith("Red's turn, noon")
    refused = next(s["id"] for s in view["spaces"] if s["id"] == "1,0")  # the river beside the camp
    send(board, {"type": "click", "on": f"space:{refused}", "seq": view["seq"]})
    assert board.view["error"] and board.match.history == []
    explore = next(t for t in board.view["targets"] if t["action"]["kind"] == "explore")
    assert explore["on"].startswith("space:new:")
    send(board, {"type": "act", "target": explore["id"], "seq": board.view["seq"]})
    def others_played():
        return any(state.to_move in (1, 2) for state in board.match.states)

    while not others_played():  # lay the card if asked, then end the walk
        targets = board.view["targets"]
        target = next((t for t in targets if t["action"]["kind"] in ("stop", "orient")),
                      next(t for t in targets if t["action"]["kind"] == "stay"))
        send(board, {"type": "act", "target": target["id"], "seq": board.view["seq"]})
    seats = [board.match.states[k].to_move for k in range(len(board.match.history))]
    assert {1, 2} <= set(seats), "both computer seats took their turns"
    assert board.state.to_move == 0 and board.view["error"] is None


def _secrets(view):
    return [item["label"] for panel in view["panels"] for item in panel["items"] if item.get("secret")]


def test_hot_seat_play_covers_the_hands_until_the_screen_is_passed():
    """Several people at one screen in a game of secret hands: before each person's
    decision the board shows what an onlooker sees (no card, each hand counted) and offers
    only "pass the screen"; pressing it shows that person's cards and moves, and the next
    person's turn covers them again."""
    board = bw.play("fireball_island", players=3, opponents=None, seed=5)
    assert board.hot_seat and board.viewer is None
    first = board.state.to_move
    name = board.match.game.player_name(first)
    assert [t["id"] for t in board.view["targets"]] == ["reveal"]
    assert board.view["status"].startswith(f"Pass the screen to {name}.")
    covered = {k: v for k, v in board.view.items() if k not in ("targets", "status", "seq", "reply")}
    public = board.state.view(None)
    assert _secrets(board.view) == [] and covered["panels"] == public["panels"]
    moves = len(board.match.history)
    send(board, {"type": "act", "target": "reveal", "seq": board.view["seq"]})
    assert len(board.match.history) == moves  # passing the screen is not a move
    # the moves on offer; in a card window, with "don't ask me again this game" before the pass
    moves_offered = [t["action"] for t in board.view["targets"] if t["id"] != "stop-asking"]
    assert moves_offered == [a.to_json() for a in board.state.legal_actions()]
    offered = any(t["id"] == "stop-asking" for t in board.view["targets"])
    assert offered == (board.state.decision[0] == "window")
    assert _secrets(board.view) == _secrets(board.state.view(first)) != []  # the decider's own cards
    while board.state.to_move == first:  # play on until someone else decides
        send(board, {"type": "act", "target": board.view["targets"][0]["id"], "seq": board.view["seq"]})
    assert [t["id"] for t in board.view["targets"]] == ["reveal"]
    assert _secrets(board.view) == []


def test_hot_seat_play_names_the_secrets_in_the_games_own_words():
    """Lost Valley's secrets are the values in the gold bags, not cards."""
    from tests.games.lost_valley.scenarios import position

    state = position(bags={0: [("river", 2)], 1: [("mountain", 4)]})
    board = bw.BoardWidget(state, hot_seat=True)
    labels = [item["label"] for panel in board.view["panels"] for item in panel["items"]]
    assert not any("Nuggets" in label for label in labels)
    assert [t["label"] for t in board.view["targets"]] == ["I am Red: show my gold"]
    send(board, {"type": "act", "target": "reveal", "seq": board.view["seq"]})
    labels = [item["label"] for panel in board.view["panels"] for item in panel["items"]]
    assert "Nuggets in the bag: 2 (rivergold 2)" in labels


def test_a_board_for_one_person_against_the_computer_never_covers_the_screen():
    board = bw.play("fireball_island", players=3, opponents="random", seed=5)
    assert not board.hot_seat and board.viewer == 0
    assert all(t["id"] != "reveal" for t in board.view["targets"])


def _play_until(board, done, clicks: int = 400) -> None:
    """Click the last move on offer but the "don't ask me again" button (a pass in a card
    window, a roll, a step) until ``done(board)``; the computer replies in between."""
    for _ in range(clicks):
        if done(board):
            return
        targets = [t for t in board.view["targets"] if t["id"] != "stop-asking"]
        assert targets, board.view["status"]
        send(board, {"type": "act", "target": targets[-1]["id"], "seq": board.view["seq"]})
        assert board.view["error"] is None
    raise AssertionError("not reached")


def _asked(board) -> bool:
    """Whether the board asks its person to respond to a card window now."""
    state = board.state
    return not state.is_over and state.to_move == 0 and state.decision[0] == "window"


def test_dont_ask_me_again_is_offered_beside_the_pass_of_that_seats_response_windows_only():
    """Fireball Island against the computer: in each card window of the person's seat, the
    button comes just before "play no card"; at any other decision there is none."""
    board = bw.play("fireball_island", players=3, opponents="medium", seed=2, pace=0)
    windows = others = 0
    for _ in range(150):
        labels = [t["label"] for t in board.view["targets"]]
        if _asked(board):
            windows += 1
            k = labels.index("Don't ask me again this game")
            assert labels[k + 1] == "play no card" and k + 2 == len(labels)
        else:
            others += 1
            assert all(t["id"] != "stop-asking" for t in board.view["targets"])
        if board.state.is_over:
            break
        move = [t for t in board.view["targets"] if t["id"] != "stop-asking"][-1]
        send(board, {"type": "act", "target": move["id"], "seq": board.view["seq"]})
    assert windows >= 3 and others >= 3


def test_after_dont_ask_me_again_the_seat_passes_by_itself_until_a_new_game():
    """The seat still passes, as its own decision, without being asked: its windows never
    show again; an undo goes back over those passes; a new game asks again."""
    board = bw.play("fireball_island", players=3, opponents="medium", seed=2, pace=0)
    _play_until(board, _asked)
    chosen = len(board.match.history)
    shown = []
    board.observe(lambda change: shown.append(change["new"]), "view")
    send(board, {"type": "act", "target": "stop-asking", "seq": board.view["seq"]})
    assert board.view["error"] is None and board.table.unasked == {0}
    assert board.match.history[chosen].kind == "pass" and board.match.reasons[chosen] is None
    _play_until(board, lambda b: b.state.is_over or len(b.match.history) > chosen + 300)
    states, history = board.match.states, board.match.history
    passed = [k for k in range(chosen, len(history))
              if states[k].to_move == 0 and states[k].decision[0] == "window"]
    assert len(passed) > 5 and all(history[k].kind == "pass" for k in passed)
    # no view offered the seat a card window again
    assert not any("play no card" in [t["label"] for t in view["targets"]] for view in shown)
    assert not any(t["id"] == "stop-asking" for view in shown for t in view["targets"])
    if not board.state.is_over:  # an undo lands on the person's own decision, not on a pass
        send(board, {"type": "undo", "seq": board.view["seq"]})
        assert not _asked(board) and board.state.to_move == 0
    board.new_game()
    assert board.table.unasked == set()
    _play_until(board, _asked)
    assert any(t["id"] == "stop-asking" for t in board.view["targets"])


def test_dont_ask_me_again_is_refused_when_nothing_asks():
    board = bw.play("fireball_island", players=3, opponents="medium", seed=2, pace=0)
    _play_until(board, lambda b: not _asked(b) and b.state.to_move == 0)
    before = snapshot(board)
    with pytest.raises(bw.BoardwidgetsError, match="Nothing asks you to respond"):
        board.table.stop_asking(0)
    send(board, {"type": "act", "target": "stop-asking", "seq": board.view["seq"]})
    assert "not one of the moves on offer" in board.view["error"]
    assert snapshot(board)[:2] == before[:2] and board.table.unasked == set()
