"""Fireball Island in a pupil's words: a space is named by its trail or the place it is
("Witchlord Trail", "the Start"), never by the engine's id ("wt5"); a step along a trail says
which way it goes, so the moves on offer never read the same; the computer's reason keeps its
numbers in the detail."""
import re

from boardwidgets.games.fireball_island import heuristic
from boardwidgets.games.fireball_island.actions import STEP, STEP_FROM, all_actions
from boardwidgets.games.fireball_island.board import INDEX, NAMES, NEIGHBOURS, PLACE, WHERE, heading

from .scenarios import play, scenario, top

#: any engine id of a node, as a whole word
IDS = re.compile(r"\b(?:" + "|".join(sorted((n for n in NAMES if re.search(r"\d", n)), key=len,
                                            reverse=True)) + r")\b")


def labels(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def test_a_space_is_named_by_its_trail_or_its_place():
    assert [PLACE[INDEX[n]] for n in ("wt5", "start", "junction", "sb3", "beach", "bridge2", "cave3",
                                      "pitE", "water")] == [
        "Witchlord Trail", "the Start", "Dead Man's Plateau", "the beach trail", "Skeleton Head Beach",
        "the Viper Pass bridge", "Cave 3", "smolder pit E", "the water below Great Sway Bluff"]
    assert [WHERE[INDEX[n]] for n in ("wt5", "bridge1", "dock", "cave3", "pitA")] == [
        "on Witchlord Trail", "on the Bluff bridge", "at the Dock", "in Cave 3", "in smolder pit A"]


def test_a_step_along_a_trail_says_which_way_it_goes():
    assert heading(INDEX["wt5"], INDEX["wt4"]) == "towards the Start"
    assert heading(INDEX["wt5"], INDEX["wt6"]) == "towards the Witchlord Step"
    assert heading(INDEX["gsb2"], INDEX["gsb1"]) == "towards the water"
    assert heading(INDEX["start"], INDEX["wt1"]) is None  # onto another trail: its name says where
    assert str(STEP_FROM[INDEX["dr4"], INDEX["dr5"]]) == "step along Dock Run towards the Dock"
    assert str(STEP_FROM[INDEX["start"], INDEX["wt1"]]) == "step onto Witchlord Trail"
    assert str(STEP_FROM[INDEX["wt8"], INDEX["c1s1"]]) == "step onto the Cave Steps"
    assert str(STEP[INDEX["cave1"]]) == "enter Cave 1"


def test_the_steps_from_any_space_read_differently_and_are_the_same_actions():
    for here, ways in enumerate(NEIGHBOURS):
        steps = [STEP_FROM[here, node] for node in ways if node in STEP]
        assert len({str(step) for step in steps}) == len(steps), NAMES[here]
        assert all(step == STEP[node] for step, node in zip(steps, [n for n in ways if n in STEP],
                                                            strict=True))


def test_the_moves_on_offer_in_the_middle_of_a_trail_name_both_ways():
    state = play(scenario(at={0: "wt5"}, rolls=[3]), "roll")
    assert top(state)["task"] == "move"
    assert sorted(labels(state)) == ["step along Witchlord Trail towards the Start",
                                     "step along Witchlord Trail towards the Witchlord Step"]
    assert state.view()["status"] == "Blue moves: 3 steps left — click the next space."


def test_no_action_and_no_place_name_shows_an_engine_id():
    words = [*map(str, all_actions()), *map(str, STEP_FROM.values()), *PLACE, *WHERE]
    assert [w for w in words if IDS.search(w)] == []


def test_the_computers_reason_keeps_its_numbers_in_the_detail():
    state = play(scenario(at={0: "wt5"}, rolls=[3]), "roll")
    on = next(a for a in state.legal_actions() if "towards the Witchlord Step" in str(a))
    why, detail = heuristic.reason(state, on)
    assert why == "it brings the jewel nearer" and not re.search(r"\d", why)
    assert re.fullmatch(r"\d+ steps to go, then \d+", detail)
