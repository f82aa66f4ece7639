"""Nanga Parbat saved games: round trips, and refusing what is wrong with a clear error."""
import copy
import json

import pytest

import boardwidgets as bw
from boardwidgets.core.saves import STATE_FORMAT, seal

from .scenarios import GAME, play, scenario


def resealed(saved: dict, change) -> dict:
    """A save whose data was edited and given a fresh checksum, as a careful forger would."""
    data = copy.deepcopy(saved["data"])
    change(data)
    return seal(STATE_FORMAT, GAME, data)


@pytest.fixture
def mid_claim():
    return play(scenario(phase="act", boards=("Y Y* B", ""), scores=(4, 2)), "claim same 5",
                "pick yak*")


def test_a_state_in_the_middle_of_a_choice_round_trips(mid_claim):
    saved = json.loads(json.dumps(mid_claim.to_json()))
    loaded = GAME.state_from_json(saved)
    assert loaded == mid_claim
    assert loaded.legal_actions() == mid_claim.legal_actions()
    assert loaded.log == mid_claim.log and loaded.to_json() == saved


def test_the_save_is_readable(mid_claim):
    data = mid_claim.to_json()["data"]
    assert data["mountain"]["4.1"] == "hiker-0" and data["mountain"]["1.4"] == "yak"
    assert data["pending"] == {"what": "same", "column": 5, "back": "act",
                               "picks": [{"animal": "yak", "used": True}]}


def test_an_edited_save_is_refused(mid_claim):
    saved = mid_claim.to_json()
    saved["data"]["players"][0]["score"] = 40
    with pytest.raises(bw.SaveFormatError, match="changed after it was saved"):
        GAME.state_from_json(saved)


def test_a_save_of_another_game_or_setting_is_refused(mid_claim):
    saved = mid_claim.to_json()
    with pytest.raises(bw.SaveFormatError, match="from the game 'bear_valley'"):
        GAME.state_from_json({**saved, "game": "bear_valley"})
    with pytest.raises(bw.SaveFormatError, match="made with the settings"):
        bw.load_game("nanga_parbat", variant="area").state_from_json(saved)


@pytest.mark.parametrize("saved, message", [
    ("not a save", "This text is not a saved game: it is not JSON"),
    ("[1, 2]", "A saved game is a JSON object \\(or its text\\), not list"),
    (42, "A saved game is a JSON object \\(or its text\\), not int"),
    ({"format": "something else"}, "not a boardwidgets saved game"),
    ({"format": STATE_FORMAT, "version": 99}, "newer than this library"),
    ({"format": STATE_FORMAT, "version": "1"}, "no valid format version"),
])
def test_malformed_envelopes_are_refused(saved, message):
    with pytest.raises(bw.SaveFormatError, match=message):
        GAME.state_from_json(saved)


@pytest.mark.parametrize("change, message", [
    (lambda d: d.pop("phase"), r"data.phase is missing"),
    (lambda d: d.update(phase="dancing"), r"data.phase must be a string \(one of"),
    (lambda d: d["mountain"].update({"2.4": "dragon"}), r"data.mountain.2.4 must be a string"),
    (lambda d: d["players"][0].update(score=-1), r"data.players\[0\].score must be a whole number"),
    (lambda d: d.update(colour="red"), r"unexpected fields: \['colour'\]"),
    (lambda d: d["pending"]["picks"].append({"animal": "yak"}), r"picks\[1\].used is missing"),
])
def test_malformed_data_is_refused_with_its_path(mid_claim, change, message):
    with pytest.raises(bw.SaveFormatError, match=message):
        GAME.state_from_json(resealed(mid_claim.to_json(), change))


@pytest.mark.parametrize("change, message", [
    (lambda d: d["players"][0]["ready"].update(yak=2), "there are 7 yak animals instead of 6"),
    (lambda d: d["players"][1].update(hikers=15), "player 1's hikers do not add up to 15"),
    (lambda d: d["chart"].update({"camps-1": 0}), "player 0's cubes do not add up to 5"),
    (lambda d: d.update(pending=None), "a choice is pending exactly in the 'pick' phase"),
])
def test_states_no_game_could_reach_are_refused(mid_claim, change, message):
    with pytest.raises(bw.SaveFormatError, match=message):
        GAME.state_from_json(resealed(mid_claim.to_json(), change))


def test_actions_round_trip_and_unknown_ones_are_refused():
    for action in GAME.all_actions():
        assert GAME.action_from_json(json.loads(json.dumps(action.to_json()))) == action
    with pytest.raises(bw.SaveFormatError, match="has no action"):
        GAME.action_from_json({"kind": "activate", "animal": "bharal"})
    with pytest.raises(bw.SaveFormatError, match="needs a 'kind'"):
        GAME.action_from_json({"section": "2.4"})
    with pytest.raises(bw.SaveFormatError, match="must be a string, integer, boolean or null"):
        GAME.action_from_json({"kind": "trap", "section": ["2.4"]})
