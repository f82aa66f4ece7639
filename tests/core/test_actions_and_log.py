"""Actions as values, and the game log shared between states."""
import pytest

from boardwidgets.core.actions import Action, action_key_from_json
from boardwidgets.core.log import GameLog


def test_actions_compare_by_kind_and_parameters_not_label():
    a = Action.make("trap", "trap at 2.4", section="2.4")
    b = Action.make("trap", "", section="2.4")
    assert a == b and hash(a) == hash(b)
    assert str(a) == "trap at 2.4" and str(b) == "trap(section=2.4)"
    assert a["section"] == "2.4" and a.get("missing", 3) == 3
    with pytest.raises(KeyError):
        a["missing"]


def test_parameter_order_does_not_matter():
    assert Action.make("claim", row="same", column=5) == Action.make("claim", column=5, row="same")
    assert action_key_from_json({"row": "same", "kind": "claim", "column": 5}) == \
        Action.make("claim", row="same", column=5).key


@pytest.mark.parametrize("data", [[], {"kind": 3}, {"kind": "x", "v": 1.5}, {"kind": "x", "v": {}}])
def test_malformed_action_json_is_refused(data):
    with pytest.raises(ValueError):
        action_key_from_json(data)


def test_the_log_shares_earlier_lines_and_compares_by_content():
    first = GameLog.of(["a", "b"])
    second = first.add("c")
    assert first.lines() == ["a", "b"] and second.lines() == ["a", "b", "c"]
    assert len(second) == 3 and second.tail(2) == ["b", "c"] and second.tail(0) == []
    assert second == GameLog.of(["a", "b", "c"]) and second != first
    assert first.add() is first


def test_two_logs_share_the_lines_of_their_common_past():
    past = GameLog.of(["a", "b"]).add("c")
    one, other = past.add("d", "e"), past.add("x")
    assert one.shared_length(other) == 3 and other.shared_length(one) == 3
    assert one.shared_length(past) == 3 and one.shared_length(one) == 5
    assert one.shared_length(GameLog.of(["a", "b", "c"])) == 0  # equal text, but not the same past


def test_a_view_can_leave_out_the_log_lines_a_page_holds():
    import boardwidgets as bw

    state = bw.load_game("nanga_parbat").new_game(seed=4)
    for _ in range(5):
        state = state.apply(state.legal_actions()[0])
    whole = state.view()
    assert whole["log_from"] == 0 and whole["log"] == state.log
    later = state.view(log_from=3)
    assert later["log_from"] == 3 and later["log"] == state.log[3:]
    assert later["recent_log"] == whole["recent_log"]  # line numbers stay those of the whole log
    assert state.view(log_from=10_000)["log"] == []
    for wrong in (-1, 1.5, True):
        with pytest.raises(ValueError, match="log_from must be a line number"):
            state.view(log_from=wrong)
