"""Nanga Parbat's board as a class sees it on a projector: a dark palette of its own, the hikers
of the player to move ringed, each animal board folded to one line, and text large enough to
read from the back of the room."""
import boardwidgets as bw
from tests.colours import contrast

from .scenarios import GAME, NEIGHBOURS, play, scenario

# the neighbours and an Orange camp in section 2 of region 2; the guide's region (1) is tinted
MOUNTAIN = NEIGHBOURS.replace("T M Y B R S", "T c0 Y B R S", 1)
#: the smallest a board fitted to a 768-pixel screen is drawn, in pixels high
FITTED_HEIGHT = 430


def game_views():
    """Views of a game under way: the start, then after every move of a short game."""
    state = GAME.new_game(seed=3)
    agent = bw.agents.Random(seed=3)
    for _ in range(60):
        yield state.view()
        if state.is_over:
            return
        state = state.apply(agent.choose(state))


def test_every_fill_has_a_dark_colour_of_its_own_that_keeps_its_numbers_readable():
    for view in game_views():
        dark = view["dark"]
        for space in view["spaces"]:
            if "fill" not in space:
                continue
            assert space["fill"] in dark, space["id"]
            if space.get("label"):
                ink = max(contrast(dark[space["fill"]], "#ffffff"),
                          contrast(dark[space["fill"]], "#000000"))
                assert ink >= 4.5, (space["id"], dark[space["fill"]])


def test_the_hikers_name_their_owner_so_that_those_of_the_player_to_move_are_ringed():
    # only hikers: camps stay put and take no part in a turn, and unringed they keep the
    # mountain calm late in the game, when most hikers have become camps
    owners = {p["id"]: p["owner"] for p in scenario(MOUNTAIN).view()["pieces"] if "owner" in p}
    assert owners == {"hiker-1.1": 0, "hiker-1.3": 0, "hiker-1.2": 1, "hiker-4.1": 1}


def test_hikers_camps_and_animals_differ_in_shape_from_each_other_and_from_the_sections():
    view = scenario(MOUNTAIN).view()
    shapes = {p["kind"]: p["shape"] for p in view["pieces"] if p["at"] in ("1.1", "1.5", "1.4")}
    assert shapes == {"hiker": "hex", "camp": "square", "yak": "circle"}
    assert {s["shape"] for s in view["spaces"] if s["id"] in ("1.1", "1.5")} == {"rect"}


def test_each_animal_board_is_its_players_and_folds_to_a_line_of_counts():
    state = play(scenario(MOUNTAIN, scores=(5, 4), chart={"same-5": 1}), "trap 1.4")
    orange, green = state.view()["panels"]
    assert (orange["owner"], green["owner"]) == (0, 1)
    # a hiker went onto the mountain for the Yak trapped, and each camp took a hiker's place
    assert orange["summary"] == "Score 5 · 11 hikers · 5 cubes"
    assert green["summary"] == "Score 4 · 12 hikers · 4 cubes"


def test_every_text_on_the_board_is_at_least_11_pixels_high_when_fitted_to_the_screen():
    view = play(scenario(MOUNTAIN, scores=(60, 0)), "trap 1.4").view()
    per_unit = FITTED_HEIGHT / view["viewbox"][3]
    labels = [s["size"] for s in view["spaces"] if s.get("label")]
    assert min(labels) * per_unit >= 11
    # a piece's letters, drawn when it has no picture: the "+" of a score beyond the path
    marker = next(p for p in view["pieces"] if p["id"] == "marker-0")
    assert marker["label"] == "+" and 1.1 * marker["size"] * per_unit >= 11
