"""The plotly renderings: the same view as the widget, and clicks that play."""
import copy
import html
import os
import re
from xml.etree import ElementTree

import plotly.graph_objects as go
import pytest

import boardwidgets as bw
from boardwidgets.icons import ICON_SIZE, icon_path
from boardwidgets.plots.board_figure import (
    MODEBAR_ROOM,
    PANEL_WIDTH,
    BoardFigureWidget,
    title_bottom,
)
from boardwidgets.svg import RECENT_COLOR, piece_positions, text_color_for


@pytest.fixture
def match():
    match = bw.Match("nanga_parbat", seed=3)
    for _ in range(3):
        match.act(match.state.legal_actions()[0])
    return match


def test_the_static_figure_draws_the_view(match):
    view = match.state.view()
    fig = bw.plots.board_figure(match)
    traces = {t.name: t for t in fig.data}
    assert isinstance(fig, go.Figure)
    assert len(traces["pieces"].x) == len(view["pieces"])
    assert len(traces["moves"].x) == len(view["targets"])
    assert list(traces["moves"].hovertext) == [t["label"] for t in view["targets"]]
    drawn = [s for s in view["spaces"] if s["shape"] != "text"]
    names = [shape.name for shape in fig.layout.shapes]
    assert len([n for n in names if n.startswith("space:")]) == len(drawn)
    assert len([n for n in names if n.startswith("link:")]) == len(view["links"])
    assert view["status"] in fig.layout.title.text


def test_the_figure_accepts_a_state_or_a_view_but_nothing_else(match):
    assert bw.plots.board_figure(match.state).layout.title.text == \
        bw.plots.board_figure(match.state.view()).layout.title.text
    with pytest.raises(TypeError, match="needs a State, a Match or a view"):
        bw.plots.board_figure("nanga_parbat")


def test_clicking_a_move_in_the_figure_widget_plays_it(match):
    fig = bw.plots.board_figure_widget(match)
    assert isinstance(fig, go.FigureWidget) and isinstance(fig, BoardFigureWidget)
    moves = len(match.history)
    expected = match.state.legal_actions()[1]
    moves_trace = len(fig.data) - 1
    fig._js2py_pointsCallback = {  # what plotly's front end sends for a click
        "event_type": "plotly_click",
        "points": {"xs": [0], "ys": [0], "point_indexes": [1], "trace_indexes": [moves_trace]}}
    assert match.history[moves] == expected
    assert len(fig.data[-1].x) == len(match.state.legal_actions())
    with pytest.raises(KeyError, match="not a move on offer"):
        fig.click("t999")


def test_charts_over_games():
    results = []
    for seed in range(4):
        match = bw.Match("nanga_parbat", seed=seed,
                         agents={0: bw.agents.Random(seed), 1: bw.agents.Random(seed + 9)})
        match.play_agents()
        results.append(match.state.result())
    timeline = bw.plots.score_timeline(match)
    assert [t.name for t in timeline.data] == ["Orange", "Green"]
    assert list(timeline.data[0].y)[-1] == match.state.scores[0]
    bars = bw.plots.outcomes_figure(results, ["Orange", "Green"])
    assert sum(bars.data[0].y) == sum(len(r["winners"]) for r in results)


# -- schema 2: icons, recent marks, any position of a match, a title clear of the toolbar ------
def _numbers(path):
    return [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path)]


def test_icons_become_path_shapes_and_replace_the_piece_label(match):
    view = match.state.view()
    fig = bw.plots.board_figure(match)
    shapes = {shape.name: shape for shape in fig.layout.shapes}
    pieces = {p["id"]: p for p in view["pieces"]}
    labels = dict(zip(pieces, fig.data[2].text, strict=True))
    with_icons = [p for p in view["pieces"] if p.get("icon")]
    assert with_icons
    for piece, cx, cy in piece_positions(view):
        shape = shapes.get(f"icon:piece:{piece['id']}")
        if not piece.get("icon"):
            assert shape is None and labels[piece["id"]] == piece.get("label", "")
            continue
        assert shape.type == "path" and shape.layer == "above"
        assert shape.fillcolor == text_color_for(piece["color"])
        assert labels[piece["id"]] == ""  # the icon stands for the label
        numbers = _numbers(shape.path)
        half = 0.75 * piece["size"] + 1e-6
        assert all(abs(x - cx) <= half for x in numbers[0::2])
        assert all(abs(y - cy) <= half for y in numbers[1::2])
        # the same outline as the icon: the first point of the 512 box, moved and scaled
        x0, y0 = _numbers(icon_path(piece["icon"]))[:2]
        side = 1.5 * piece["size"]
        assert numbers[0] == pytest.approx(cx + (x0 / ICON_SIZE - 0.5) * side, abs=1e-3)
        assert numbers[1] == pytest.approx(cy + (y0 / ICON_SIZE - 0.5) * side, abs=1e-3)


def test_an_unknown_icon_falls_back_to_the_label_and_spaces_may_have_icons(match):
    view = copy.deepcopy(match.state.view())
    view["pieces"][0]["icon"] = "no-such-icon"
    view["spaces"][-1]["icon"] = "compass"
    fig = bw.plots.board_figure(view)
    names = {shape.name for shape in fig.layout.shapes}
    assert f"icon:piece:{view['pieces'][0]['id']}" not in names
    assert fig.data[2].text[0] == view["pieces"][0]["label"]
    space_icon = [s for s in fig.layout.shapes if s.name == f"icon:space:{view['spaces'][-1]['id']}"]
    assert len(space_icon) == 1 and space_icon[0].layer == "below"


def test_label_sizes_are_the_views_sizes_in_pixels():
    state = bw.load_game("nanga_parbat").new_game(seed=1)
    view = state.view()
    fig = bw.plots.board_figure(state, width=1000)
    x, y, w, h = view["viewbox"]
    px_per_unit = (1000 - 10) / (w + PANEL_WIDTH)
    traces = {t.name: t for t in fig.data}
    for name, corner in (("labels", False), ("corner labels", True)):
        labelled = [s for s in view["spaces"] if s.get("label")
                    and (s.get("label_pos") == "corner") == corner]
        assert labelled and list(traces[name].text) == [s["label"] for s in labelled]
        assert list(traces[name].textfont.size) == \
            [pytest.approx(max(8, s["size"] * px_per_unit)) for s in labelled]
    # the section numbers are drawn after the pieces, so that pieces do not hide them
    names = [t.name for t in fig.data]
    assert names.index("corner labels") > names.index("pieces")
    assert traces["corner labels"].textposition == "middle right"


def test_the_latest_moves_elements_are_marked_in_amber(match):
    view = match.states[1].view()  # the guide placed on its first flag
    assert "piece:guide" in view["recent"]
    fig = bw.plots.board_figure(match, at=1)
    marks = [s for s in fig.layout.shapes if s.name.startswith("recent:")]
    assert sorted(s.name[len("recent:"):] for s in marks) == sorted(view["recent"])
    assert {s.line.color for s in marks} == {RECENT_COLOR}
    start = bw.plots.board_figure(match.start)
    assert not [s for s in start.layout.shapes if s.name.startswith("recent:")]


def test_at_shows_an_earlier_position_of_the_match(match):
    assert len(match.history) == 3
    for at in range(4):
        fig = bw.plots.board_figure(match, at=at)
        expected = bw.plots.board_figure(match.states[at].view())
        assert fig.layout.title.text == expected.layout.title.text
        assert list(fig.data[2].x) == list(expected.data[2].x)
        assert list(fig.data[-1].hovertext) == list(expected.data[-1].hovertext)
    assert bw.plots.board_figure(match, at=0).layout.title.text != \
        bw.plots.board_figure(match).layout.title.text
    with pytest.raises(ValueError, match="at=4 is out of range: this match has 3 moves"):
        bw.plots.board_figure(match, at=4)
    with pytest.raises(ValueError, match="a single State has none"):
        bw.plots.board_figure(match.state, at=0)


def test_the_figure_widget_can_play_on_from_an_earlier_position(match):
    before = list(match.history)
    fig = bw.plots.board_figure_widget(match, at=1)
    assert fig.match is not match and fig.match.state == match.states[1]
    fig.click(fig._target_ids[0])
    assert len(fig.match.history) == 1 and match.history == before  # the match given is untouched


def test_the_title_stays_clear_of_the_toolbar():
    view = bw.load_game("nanga_parbat").new_game(seed=1).view()
    view["status"] = "A very long status line " * 8 + "<&> stays text."
    for width in (600, 1000):
        fig = bw.plots.board_figure(view, width=width)
        title = fig.layout.title
        lines = title.text.split("<br>")
        assert len(lines) >= 3 and "&lt;&amp;&gt;" in title.text
        plain = [html.unescape(re.sub(r"<[^>]+>", "", line)) for line in lines]
        # each line ends short of the modebar (top right), estimated generously at 0.6 em a letter
        assert all(len(line) * 0.6 * title.font.size <= width - MODEBAR_ROOM for line in plain[:-1])
        assert title.yref == "container" and title.xanchor == "left"
        assert fig.layout.margin.t >= title_bottom(len(lines))  # the whole title is above the board
        first_baseline = (1 - title.y) * fig.layout.height
        assert first_baseline >= title.font.size  # and not cut off at the top
        assert "zoom" in fig.layout.modebar.remove


def test_the_figure_exports_with_kaleido(match, tmp_path):
    fig = bw.plots.board_figure(match, width=700)
    try:
        fig.write_image(tmp_path / "board.svg")
    except Exception as exc:  # kaleido needs a chromium
        if os.environ.get("CI") == "true":
            raise
        pytest.skip(f"kaleido cannot export here: {exc}")
    fig.write_image(tmp_path / "board.png")
    assert (tmp_path / "board.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    root = ElementTree.parse(tmp_path / "board.svg").getroot()
    ns = "{http://www.w3.org/2000/svg}"
    # where the title's lines really are in the picture: each baseline at y + dy (in em)
    title = next(t for t in root.iter(f"{ns}text") if "gtitle" in t.get("class", ""))
    size = fig.layout.title.font.size
    baselines = [float(line.get("y")) + float(line.get("dy").removesuffix("em")) * size
                 for line in title.iter(f"{ns}tspan") if line.get("class") == "line"]
    assert len(baselines) == fig.layout.title.text.count("<br>") + 1 and baselines[0] >= size
    assert max(baselines) + 0.3 * size <= fig.layout.margin.t  # nothing of it on the board
    icons = [p for p in root.iter(f"{ns}path") if p.get("d", "").count("C") > 10]
    assert len(icons) >= len([p for p in match.state.view()["pieces"] if p.get("icon")])
