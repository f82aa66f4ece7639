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


def test_every_text_on_the_board_is_at_least_14_pixels_high_when_fitted_to_the_screen():
    view = play(scenario(MOUNTAIN, scores=(60, 0), chart={"same-5": 1}), "trap 1.4").view()
    per_unit = FITTED_HEIGHT / view["viewbox"][3]
    labels = [s["size"] for s in view["spaces"] if s.get("label")]
    assert min(labels) * per_unit >= 14
    # a piece's letters, drawn when it has no picture: the "+" of a score beyond the path, the
    # points on a claimed spot's cube
    letters = [p for p in view["pieces"] if p.get("label") and not p.get("icon")]
    assert {p["id"] for p in letters} >= {"marker-0", "cube-same-5"}
    assert all(1.1 * p["size"] * per_unit >= 14 for p in letters)
    # the pictures on the pieces, 1.5 times their radius: 18 pixels or more
    assert all(1.5 * p["size"] * per_unit >= 18 for p in view["pieces"] if p.get("icon"))


def test_the_pieces_on_a_section_leave_its_number_in_sight():
    """A piece stands towards the bottom right of its section, and its shape keeps clear of the
    section's number in the top left corner (the box of its digit, as the widget places a
    corner label: 0.05 in from the edges), which a piece in the middle half covered."""
    view = scenario(MOUNTAIN).view()
    spaces = {s["id"]: s for s in view["spaces"]}
    on_sections = [p for p in view["pieces"]
                   if p["at"] in spaces and spaces[p["at"]].get("label_pos") == "corner"]
    assert {p["kind"] for p in on_sections} >= {"hiker", "camp", "yak"}
    for piece in on_sections:
        section = spaces[piece["at"]]
        size = section["size"]
        # the digit's box, from the section's centre: 0.64 em wide, 0.73 em high (a capital)
        right = -section["w"] / 2 + 0.05 + 0.64 * size
        bottom = -section["h"] / 2 + 0.05 + size / 2 + 0.73 * size / 2
        x, y, r = right - piece["dx"], bottom - piece["dy"], piece["size"]  # the box's corner, from the piece
        if piece["shape"] == "hex":  # corners up and down: inside if within both pairs of sides
            inside = abs(x) <= 0.866 * r and abs(y) <= r - abs(x) * 0.577
        elif piece["shape"] == "square":
            inside = abs(x) <= r and abs(y) <= r
        else:
            inside = x * x + y * y <= r * r
        assert not inside and x < 0 and y < 0, piece["id"]
        assert piece["dx"] + r <= section["w"] / 2 + 0.02 and piece["dy"] + r <= section["h"] / 2 + 0.02


def test_a_claimed_spot_is_covered_by_its_owners_cube_which_shows_its_points():
    """A claimed spot of the points chart wears its owner's cube, nearly as wide as the spot (a
    small cube in its corner was some 8 pixels wide), with the spot's points written on it."""
    view = scenario(MOUNTAIN, chart={"camps-2": 0, "same-5": 1}).view()
    spaces = {s["id"]: s for s in view["spaces"]}
    cubes = {p["at"]: p for p in view["pieces"] if p["kind"] == "cube"}
    assert set(cubes) == {"chart-camps-2", "chart-same-5"}
    for at, cube in cubes.items():
        spot = spaces[at]
        assert "label" not in spot and 2 * cube["size"] >= 0.7 * spot["w"]
        assert cube["label"] == {"chart-camps-2": "9", "chart-same-5": "3"}[at]
        assert cube["shape"] == "square" and not cube.get("dx") and not cube.get("dy")
        per_unit = FITTED_HEIGHT / view["viewbox"][3]
        assert 2 * cube["size"] * per_unit >= 12
    assert cubes["chart-camps-2"]["color"] == "#e8831a" and spaces["chart-camps-1"]["label"] == "12"


def test_the_bharal_swatch_turns_a_lighter_blue_on_a_dark_panel():
    """On a dark page a panel's swatch takes the view's dark colour for it: the Bharal's blue,
    with its black ram, turns light enough to stand out on JupyterLab's dark panel (#212121)."""
    view = scenario(MOUNTAIN).view()
    bharal = next(item for item in view["panels"][0]["items"] if item["id"] == "board-0-bharal-ready")
    dark = view["dark"][bharal["color"]]
    assert contrast(dark, "#212121") >= 4.5 > contrast(bharal["color"], "#212121")
    assert contrast(dark, "#000000") >= 7  # the widget draws the icon black or white, the better

