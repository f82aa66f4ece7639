"""BoardWidget on the Python side: messages from the browser, as the kernel receives them.

``_handle_msg`` with a "custom" method is exactly what ``model.send`` in the
page produces, so these tests exercise the real dispatch without a browser
(the browser itself is driven in tests/test_browser.py).
"""
import pytest

import boardwidgets as bw
from boardwidgets.core.view import view_problems
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
    assert view_problems(board.view) == []
    assert board.view["seq"] == 0 and board.view["error"] is None
    assert board.view["controls"] == {"undo": False, "redo": False, "new_game": True,
                                      "agent_move": True}
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
