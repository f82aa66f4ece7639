"""A move typed by hand (a dict, as the tutorials show) that is no move of the game is an
``IllegalAction`` whose reason names the field that is missing, extra or of the wrong type,
with an example; ``explain`` returns it and ``apply`` raises it, in every game and for every
kind of action. A saved game may be given as its JSON text."""
from __future__ import annotations

import json

import pytest

import boardwidgets as bw

GAMES = [info.name for info in bw.games()]


def kinds(game) -> dict[str, dict]:
    """One action of each kind the game has, as its JSON."""
    found: dict[str, dict] = {}
    for action in game.all_actions():
        found.setdefault(action.kind, action.to_json())
    return found


@pytest.mark.parametrize("name", GAMES)
def test_every_kind_of_move_with_a_field_missing_or_wrong_is_refused_by_name(name):
    game = bw.load_game(name)
    state = game.new_game(seed=1)
    for kind, example in kinds(game).items():
        fields = [field for field in example if field != "kind"]
        for field in fields:
            missing = {k: v for k, v in example.items() if k != field}
            refusal = state.explain(missing)
            assert isinstance(refusal, bw.IllegalAction), (kind, field)
            assert f"needs {field} (" in refusal.reason and refusal.rule == "how a move is written"
            example_given, _ = json.JSONDecoder().raw_decode(refusal.reason.split("for example ", 1)[1])
            assert example_given["kind"] == kind and state.game.action_from_json(example_given)
            with pytest.raises(bw.IllegalAction) as raised:
                state.apply(missing)
            assert raised.value == refusal
            wrong = {**example, field: [1]}  # a list is no field's type
            assert f"takes {field} as" in state.explain(wrong).reason
        extra = {**example, "colour": "blue"}
        assert "has no field 'colour'" in state.explain(extra).reason, kind
    unknown = state.explain({"kind": "teleport"})
    assert "has no move of kind 'teleport'" in unknown.reason and "its kinds are" in unknown.reason
    for nothing in ("trap", None, [], {"section": 1}):
        assert "A move is a dict with its \"kind\"" in state.explain(nothing).reason


@pytest.mark.parametrize("name", GAMES)
def test_a_saved_game_is_read_from_its_json_text_too(name):
    game = bw.load_game(name)
    state = game.new_game(seed=2)
    assert game.state_from_json(json.dumps(state.to_json())) == state
    with pytest.raises(bw.SaveFormatError, match="not JSON"):
        game.state_from_json("{not json")
    with pytest.raises(bw.SaveFormatError, match="is not a boardwidgets saved game"):
        game.state_from_json("{}")
