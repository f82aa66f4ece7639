"""Nanga Parbat in a pupil's words: a place is named as the board shows it, by its region's
flag and the number in its corner ("region 2, section 4"), never by the engine's id ("2.4")."""
from boardwidgets.games.nanga_parbat.board import SECTION_INDEX, SECTION_NAMES, neighbour_names

from .scenarios import GAME, NEIGHBOURS, play, scenario


def tooltip(state, sid: str) -> str:
    return next(s["tooltip"] for s in state.view()["spaces"] if s["id"] == sid)


def test_a_section_is_named_by_its_region_and_its_number():
    assert SECTION_NAMES[SECTION_INDEX["2.4"]] == "region 2, section 4"
    state = play(GAME.new_game(seed=7), "guide 2")
    trap = next(a for a in state.legal_actions() if a["section"] == "2.4")
    assert str(trap) == "trap the animal in region 2, section 4"
    assert ("Green traps a Bharal in region 2, section 4, and a hiker takes its place."
            in state.apply(trap).log)


def test_a_tooltip_names_the_neighbours_those_of_the_same_region_first():
    assert neighbour_names("1.5") == ("section 2, section 3, section 4, section 6, section 3 of "
                                      "region 2 and section 2 of region 3")
    assert tooltip(scenario(NEIGHBOURS), "1.4") == ("Region 1, section 4: Yak. Next to section 2, "
                                                    "section 5 and section 1 of region 2.")


def test_a_swap_names_its_first_choice_and_both_places():
    state = play(scenario(NEIGHBOURS, phase="act", boards=("T", "")), "activate tahr", "pick 1.3")
    assert state.view()["status"].endswith("Chosen so far: Orange's hiker in region 1, section 3.")
    state = play(state, "pick 1.6")
    assert ("Orange activates a Tahr: Orange's hiker (region 1, section 3) and a Red Panda "
            "(region 1, section 6) swap places.") in state.log


def test_hikers_chosen_for_camps_are_counted_and_outlined_on_the_board():
    state = play(scenario(NEIGHBOURS.replace("h1 h0 Y", "h0 h0 h0"), phase="act"),
                 "claim camps 4", "pick 1.1", "pick 1.2")
    view = state.view()
    assert view["status"] == ("Orange: choose 3 adjacent hikers to turn into camps. Chosen so "
                              "far: 2 (outlined on the board).")
    assert {s["id"] for s in view["spaces"] if s.get("selected")} == {"1.1", "1.2"}
