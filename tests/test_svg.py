"""The static SVG picture: a position drawn anywhere (GitHub, nbviewer, print, slides)."""
import copy
import math
import pathlib
from xml.etree import ElementTree

import pytest

import boardwidgets as bw
from boardwidgets.icons import icon_path
from boardwidgets.svg import (
    RECENT_COLOR,
    SELECTED_COLOR,
    TARGET_COLOR,
    piece_positions,
    to_svg,
    view_to_svg,
)

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def match():
    """A mid-game Nanga Parbat match: 60 random moves, Green played by the computer."""
    match = bw.Match("nanga_parbat", seed=1, agents={1: bw.agents.Random(seed=2)})
    agent = bw.agents.Random(seed=1)
    for _ in range(60):
        match.act(agent.choose(match.state))
    return match


def parse(text: str) -> ElementTree.Element:
    return ElementTree.fromstring(text)


def groups(root, attribute: str) -> dict[str, ElementTree.Element]:
    found = [g for g in root.iter(f"{NS}g") if g.get(attribute) is not None]
    assert len(found) == len({g.get(attribute) for g in found}), "one group per element"
    return {g.get(attribute): g for g in found}


def test_a_position_is_a_standalone_svg_document_with_every_space_and_piece(match):
    view = match.state.view()
    text = to_svg(match)
    root = parse(text)
    assert root.tag == f"{NS}svg" and root.get("width") == "900"
    assert int(root.get("height")) > 300 and root.get("viewBox") == f"0 0 900 {root.get('height')}"
    assert root.find(f"{NS}title").text == f"Nanga Parbat: {view['status']}"
    spaces = groups(root, "data-space")
    assert sorted(spaces) == sorted(s["id"] for s in view["spaces"])
    # decoration first, underneath the rest; each layer keeps the view's order
    decor = [s["id"] for s in view["spaces"] if s.get("decor")]
    assert list(spaces) == decor + [s["id"] for s in view["spaces"] if not s.get("decor")]
    assert list(groups(root, "data-piece")) == [p["id"] for p in view["pieces"]]
    assert list(groups(root, "data-panel")) == [p["id"] for p in view["panels"]]
    assert list(groups(root, "data-item")) == [i["id"] for p in view["panels"] for i in p["items"]]
    assert len([e for e in root.iter(f"{NS}line") if e.get("data-link")]) == len(view["links"])
    players = groups(root, "data-player")
    assert [g.find(f"{NS}text").text for g in players.values()] == ["Orange 3", "Green 8 (computer)"]
    # nothing that runs or fetches: no scripts, no links, no foreign objects, no url(...)
    for bad in ("<script", "foreignObject", "url(", "<image", "on" + "click"):
        assert bad not in text
    # the only links are to the icons' own paths, inside the picture
    defined = {e.get("id") for e in root.iter(f"{NS}path") if e.get("id")}
    assert {e.get("href") for e in root.iter(f"{NS}use")} <= {f"#{i}" for i in defined}
    assert text.count("href=") == len(list(root.iter(f"{NS}use")))
    # the board is a nested svg in board units (the view's viewbox)
    board = next(e for e in root.iter(f"{NS}svg") if e.get("class") == "bw-board")
    assert board.get("viewBox") == " ".join(f"{v:g}" for v in view["viewbox"])


def test_pieces_stand_where_the_widget_puts_them():
    view = {"viewbox": [0, 0, 4, 4], "spaces": [{"id": "a", "shape": "circle", "x": 2, "y": 2}],
            "pieces": [{"id": f"p{k}", "at": "a", "shape": "circle", "size": 0.5} for k in range(3)]
            + [{"id": "q", "at": "a", "shape": "square", "dx": 1, "dy": -1},
               {"id": "lost", "at": "nowhere", "shape": "circle"}]}
    placed = [(p["id"], round(x, 6), round(y, 6)) for p, x, y in piece_positions(view)]
    step = 0.45  # 0.9 x size, at 60 degree steps
    assert placed == [("p0", 2, 2),
                      ("p1", round(2 + step * math.cos(math.pi / 3), 6),
                       round(2 + step * math.sin(math.pi / 3), 6)),
                      ("p2", round(2 + step * math.cos(2 * math.pi / 3), 6),
                       round(2 + step * math.sin(2 * math.pi / 3), 6)),
                      ("q", 3, 1)]
    root = parse(view_to_svg(view))
    assert list(groups(root, "data-piece")) == ["p0", "p1", "p2", "q"]
    square = groups(root, "data-piece")["q"].find(f"{NS}rect")
    assert (square.get("x"), square.get("y"), square.get("width")) == ("2.7", "0.7", "0.6")


def test_icons_are_paths_with_the_icons_outline_and_replace_the_piece_label(match):
    view = match.state.view()
    root = parse(to_svg(match))
    pieces = groups(root, "data-piece")
    definitions = {e.get("id")[len("bw-icon-"):]: e.get("d") for e in root.iter(f"{NS}path")
                   if (e.get("id") or "").startswith("bw-icon-")}
    for piece in view["pieces"]:
        group = pieces[piece["id"]]
        paths = group.findall(f"{NS}use")
        texts = group.findall(f"{NS}text")
        if piece.get("icon"):
            assert [p.get("href") for p in paths] == [f"#bw-icon-{piece['icon']}"]
            assert definitions[piece["icon"]] == icon_path(piece["icon"])  # each path once
            assert paths[0].get("data-icon") == piece["icon"]
            side = 1.5 * piece["size"]
            assert f"scale({side / 512:.6g})" in paths[0].get("transform")
            assert not texts  # the icon stands for the label
        else:
            assert not paths
            assert [t.text for t in texts] == ([piece["label"]] if piece.get("label") else [])
    credit = [t for t in parse(to_svg(match)).iter(f"{NS}text") if t.get("class") == "bw-credit"]
    assert len(credit) == 1 and "game-icons.net" in credit[0].text


def test_the_icon_is_black_or_white_against_the_piece_and_unknown_icons_show_the_label():
    view = {"viewbox": [0, 0, 4, 2], "spaces": [
        {"id": "a", "shape": "rect", "x": 1, "y": 1, "w": 1, "h": 1, "fill": "#222222",
         "label": "A", "icon": "compass"},
        {"id": "b", "shape": "hex", "x": 3, "y": 1, "r": 0.5, "icon": "compass", "icon_size": 0.4,
         "icon_color": "#ff0000"}],
        "pieces": [{"id": "dark", "at": "a", "shape": "circle", "color": "#26231f", "icon": "compass"},
                   {"id": "light", "at": "b", "shape": "hex", "color": "#f2f2ee", "icon": "compass"},
                   {"id": "odd", "at": "b", "shape": "star", "label": "X", "icon": "no-such-icon"}]}
    root = parse(view_to_svg(view))
    pieces, spaces = groups(root, "data-piece"), groups(root, "data-space")
    assert pieces["dark"].find(f"{NS}use").get("fill") == "#fff"
    assert pieces["light"].find(f"{NS}use").get("fill") == "#111"
    assert pieces["odd"].find(f"{NS}use") is None and pieces["odd"].find(f"{NS}text").text == "X"
    # a space keeps its label beside its icon; the icon is 0.7 x the rect's side, or icon_size
    assert spaces["a"].find(f"{NS}text").text == "A"
    assert "scale(0.00136719)" in spaces["a"].find(f"{NS}use").get("transform")  # 0.7 / 512
    assert spaces["b"].find(f"{NS}use").get("fill") == "#ff0000"
    assert "translate(2.8 0.8)" in spaces["b"].find(f"{NS}use").get("transform")


def test_the_latest_moves_elements_are_marked_in_amber(match):
    for at in range(len(match.history) + 1):
        view = match.states[at].view()
        root = parse(to_svg(match, at=at))
        marks = [e for e in root.iter() if e.get("class") == "bw-recent"]
        assert sorted(e.get("data-recent") for e in marks) == sorted(view["recent"])
        assert {e.get("stroke") for e in marks} <= {RECENT_COLOR}
    assert any(match.states[at].view()["recent"] for at in range(len(match.history) + 1))


def test_targets_selected_spaces_and_buttons():
    state = bw.load_game("nanga_parbat").new_game(seed=1)
    view = state.view()
    root = parse(view_to_svg(view))
    on = {t["on"] for t in view["targets"]}
    offers = root.findall(".//*[@class='bw-offers']/*[@class='bw-target']")
    assert len(offers) == len({o for o in on if o.startswith("space:")}) and offers
    band = offers[0][1]  # a solid band on a keyline, above everything else on the board
    assert band.get("stroke") == TARGET_COLOR and not band.get("stroke-dasharray")
    assert "bw-target" not in view_to_svg(view, targets=False)

    view = copy.deepcopy(view)
    view["spaces"][-1]["selected"] = True
    view["targets"].append({"id": "tb", "on": "button", "label": "end the turn", "action": {}})
    root = parse(view_to_svg(view))
    outline = groups(root, "data-space")[view["spaces"][-1]["id"]][0]
    assert outline.get("stroke") == SELECTED_COLOR
    button = groups(root, "data-target")["tb"]
    assert button.find(f"{NS}text").text == "End the turn"


def test_labels_are_exactly_their_size_in_board_units():
    view = {"viewbox": [0, 0, 3, 2], "spaces": [
        {"id": "c", "shape": "rect", "x": 1, "y": 1, "w": 1, "h": 1, "label": "7",
         "label_pos": "corner", "size": 0.26},
        {"id": "d", "shape": "circle", "x": 2.2, "y": 1, "r": 0.5, "label": "D"},
        {"id": "t", "shape": "text", "x": 1.5, "y": 0.2, "label": "Caption"}]}
    root = parse(view_to_svg(view))
    spaces = groups(root, "data-space")
    # a corner label is drawn above the pieces, with a halo of its space's colour
    corner = next(t for t in root.iter(f"{NS}text") if t.get("data-label-for") == "c")
    assert spaces["c"].find(f"{NS}text") is None
    assert corner.get("font-size") == "0.26" and corner.get("text-anchor") == "start"
    assert corner.get("x") == "0.55" and corner.get("y") == "0.68"  # inset 0.05, centre a size down
    assert corner.get("stroke") == "#f4f4f4" and corner.get("paint-order") == "stroke"
    assert spaces["d"].find(f"{NS}text").get("font-size") == "0.35"  # default 0.7 x r
    assert spaces["t"].find(f"{NS}text").get("font-size") == "0.35"  # default for text
    assert spaces["t"].find(f"{NS}circle") is None  # a caption has no outline


def test_text_is_escaped_and_colours_cannot_reach_outside():
    view = bw.load_game("nanga_parbat").new_game(seed=1).view()
    view["status"] = 'Fish & chips <b>"bold"</b> <script>alert(1)</script>\x07'
    view["players"][0]["name"] = "<Ann>"
    view["spaces"][-1]["label"] = "</text><script>"
    view["spaces"][-1]["fill"] = "url(https://example.com/x.svg#a)"
    view["pieces"][0]["color"] = "red;background:url(x)"
    view["panels"][0]["items"][0]["label"] = "a <&> b"
    text = view_to_svg(view)
    root = parse(text)  # still well-formed XML
    assert "<script" not in text and "url(" not in text and "\x07" not in text
    assert root.find(f"{NS}title").text == \
        'Nanga Parbat: Fish & chips <b>"bold"</b> <script>alert(1)</script>'
    space = groups(root, "data-space")[view["spaces"][-1]["id"]]
    assert space.find(f"{NS}text").text == "</text><script>"
    assert space[0].get("fill") == "#f4f4f4"  # an unsafe colour falls back to the default
    item = groups(root, "data-item")[view["panels"][0]["items"][0]["id"]]
    assert [t.text for t in item.iter(f"{NS}text")][0] == "a <&> b"
    assert "&lt;Ann&gt;" in text


def test_the_same_position_always_gives_the_same_text(match):
    first = to_svg(match)
    again = bw.Match.replay("nanga_parbat", seed=1, actions=match.history)
    assert to_svg(match) == first
    assert view_to_svg(again.state.view()) == view_to_svg(match.state.view())
    assert to_svg(match, width=600) != first


def test_to_svg_writes_the_file(match, tmp_path):
    path = tmp_path / "position.svg"
    text = to_svg(match, path)
    assert path.read_text(encoding="utf-8") == text
    assert to_svg(match.state, str(tmp_path / "state.svg"), width=700) == \
        (tmp_path / "state.svg").read_text(encoding="utf-8")
    assert bw.plots.to_svg is to_svg  # also bw.plots.to_svg(state, path)
    assert isinstance(pathlib.Path(path), pathlib.Path)


def test_at_draws_any_position_of_the_match(match):
    moves = len(match.history)
    start = to_svg(match, at=0)
    assert start == to_svg(match.start).replace("Green 0", "Green 0 (computer)")
    assert to_svg(match, at=moves) == to_svg(match)
    for at in (0, 17, 59):
        view = match.states[at].view()
        root = parse(to_svg(match, at=at))
        assert root.find(f"{NS}title").text == f"Nanga Parbat: {view['status']}"
        assert list(groups(root, "data-piece")) == [p["id"] for p in view["pieces"]]


def test_errors_say_what_is_wrong(match, tmp_path):
    with pytest.raises(TypeError, match="to_svg needs a State, a Match or a view dict, not str"):
        to_svg("nanga_parbat")
    with pytest.raises(ValueError, match="at=61 is out of range: this match has 60 moves, so at can "
                                         "be 0 \\(the start\\) to 60"):
        to_svg(match, at=61)
    with pytest.raises(ValueError, match="at=-1 is out of range"):
        to_svg(match, at=-1)
    with pytest.raises(TypeError, match="at must be a number of moves"):
        to_svg(match, at="3")
    with pytest.raises(ValueError, match="a single State has none"):
        to_svg(match.state, at=3)
    with pytest.raises(ValueError, match="already made for one viewer"):
        to_svg(match.state.view(), viewer=0)
    with pytest.raises(ValueError, match="width must be a whole number of pixels"):
        to_svg(match, width=50)
    with pytest.raises(TypeError, match="path must be a file name"):
        to_svg(match, 42)
    with pytest.raises(TypeError, match="view_to_svg needs a view dict"):
        view_to_svg(match.state)


def test_a_state_shows_itself_as_a_picture_in_jupyter(match):
    state = match.state
    assert state._repr_svg_() == to_svg(state)
    fresh = bw.load_game("nanga_parbat").new_game(seed=5)
    assert fresh._repr_svg_() == to_svg(fresh) == view_to_svg(fresh.view())


def test_narrow_pictures_put_the_panels_under_the_board(match):
    root = parse(to_svg(match, width=480))
    board = next(e for e in root.iter(f"{NS}svg") if e.get("class") == "bw-board")
    bottom = float(board.get("y")) + float(board.get("height"))
    panel = groups(root, "data-panel")["player-0"].find(f"{NS}rect")
    assert float(panel.get("y")) > bottom and float(board.get("width")) == 480 - 24


def test_every_position_of_random_games_draws(match):
    for seed in range(3):
        game = bw.Match("nanga_parbat", seed=seed)
        agent = bw.agents.Random(seed=seed)
        while not game.state.is_over and len(game.history) < 400:
            game.act(agent.choose(game.state))
        for at in range(0, len(game.history) + 1, 25):
            root = parse(to_svg(game, at=at))
            assert len(groups(root, "data-piece")) == len(game.states[at].view()["pieces"])
