"""Lost Valley's charts: the gold as seen and as held, and the ice's way down the river."""
from __future__ import annotations

import random

import boardwidgets as bw
from boardwidgets.games.lost_valley.charts import gold_figure, ice_figure, seen_gold


def played(seed: int = 2):
    match = bw.Match(bw.load_game("lost_valley", players=2), seed=seed)
    chooser = random.Random(seed)
    while not match.state.is_over:
        match.act(chooser.choice(match.state.legal_actions()))
    return match


def test_the_gold_chart_draws_the_seen_and_the_true_gold_of_every_bag():
    match = played()
    final = match.state
    fig = gold_figure(match)
    assert len(fig.data) == 4  # per player: the markers at their mean, and the nuggets held
    held = [trace for trace in fig.data if trace.line.dash == "dash"]
    assert [trace.y[-1] for trace in held] == [final.nuggets(p) for p in range(2)]
    seen = [trace for trace in fig.data if trace.line.dash != "dash"]
    assert [trace.y[-1] for trace in seen] == seen_gold(final)


def test_a_viewer_sees_only_the_true_values_of_his_own_bag():
    fig = gold_figure(played(), viewer=1)
    held = [trace for trace in fig.data if trace.line.dash == "dash"]
    assert len(held) == 1 and held[0].name.startswith("Blue")


def test_the_ice_chart_marks_the_spring_and_follows_the_ice_down():
    match = played()
    fig = ice_figure(match)
    river, ice = fig.data
    assert river.y[-1] == len(match.state.layout.river)
    if match.state.layout.spring is not None:
        assert any(shape.type == "line" for shape in fig.layout.shapes)  # the spring's mark
        laid = [y for y in ice.y if y is not None]
        assert laid[0] >= laid[-1] and list(laid) == sorted(laid, reverse=True)  # only downstream
    if "ice block reached" in match.state.result()["reason"]:
        assert ice.y[-1] == 0
