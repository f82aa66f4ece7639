"""The plotly renderings: the same view as the widget, and clicks that play."""
import plotly.graph_objects as go
import pytest

import boardwidgets as bw
from boardwidgets.plots.board_figure import BoardFigureWidget


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
    assert len(fig.layout.shapes) == len(drawn) + len(view["links"])
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
