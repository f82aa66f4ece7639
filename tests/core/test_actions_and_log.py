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
