"""Maple Valley's charts: the score by source, and the scores hour by hour."""
import random

import boardwidgets as bw
from boardwidgets.games.maple_valley.charts import hours_figure, score_figure


def played(players=3, seed=2):
    match = bw.Match(bw.load_game("maple_valley", players=players), seed=seed)
    chooser = random.Random(seed)
    while not match.state.is_over:
        match.act(chooser.choice(match.state.legal_actions()))
    return match


def test_the_bars_stack_up_to_each_final_score():
    match = played()
    fig = score_figure(match.state)
    assert fig.layout.barmode == "stack" and len(fig.data) == 5
    totals = [sum(bar.y[p] for bar in fig.data) for p in range(3)]
    assert totals == [match.state.result()["scores"][p] for p in range(3)]
    assert "final scores" in fig.layout.title.text


def test_the_hours_chart_ends_at_the_final_scores():
    match = played(players=2, seed=5)
    fig = hours_figure(match)
    assert [list(trace.x) for trace in fig.data] == [[1, 2, 3, 4, 5]] * 2
    assert [trace.y[-1] for trace in fig.data] == [match.state.result()["scores"][p] for p in range(2)]
