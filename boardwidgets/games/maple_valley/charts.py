"""Two charts of Maple Valley: each player's score by where it comes from, and the scores
hour by hour over a match.

``score_figure(state)`` is a stacked bar per player: Favours, Friends, Patches, leftovers
and Festivities (FINAL SCORING). On a finished game it shows the final scores; during a
game, what they would be if dusk came now. ``hours_figure(match)`` follows those totals at
the end of every hour of a match.

>>> import boardwidgets as bw
>>> state = bw.load_game("maple_valley", players=2).new_game(seed=4)
>>> [bar.name for bar in score_figure(state).data]
['Favours', 'Friends', 'Patches', 'leftovers', 'Festivities']
"""
from __future__ import annotations

from .scoring import PARTS

PART_NAMES = {"favours": "Favours", "friends": "Friends", "patches": "Patches", "leftovers": "leftovers",
              "festivities": "Festivities"}
PART_COLORS = {"favours": "#c2185b", "friends": "#2e7d32", "patches": "#6a1b9a", "leftovers": "#8d6e63",
               "festivities": "#f9a825"}


def score_figure(state):
    """A stacked bar of each player's points by source: final once the game is over."""
    import plotly.graph_objects as go

    game = state.game
    parts = state.score_parts()
    names = [game.player_name(p) for p in range(game.players)]
    fig = go.Figure()
    for part in PARTS:
        fig.add_bar(x=names, y=[p[part] for p in parts], name=PART_NAMES[part],
                    marker_color=PART_COLORS[part],
                    hovertemplate="%{x}: %{y} points from " + PART_NAMES[part] + "<extra></extra>")
    when = "final scores" if state.is_over else f"scores if dusk came now (hour {state.hour})"
    fig.update_layout(barmode="stack", title=f"Maple Valley: {when}, by source",
                      yaxis_title="points", legend_title="from")
    for p, total in enumerate(part["total"] for part in parts):
        fig.add_annotation(x=names[p], y=total, text=str(total), showarrow=False, yshift=10)
    return fig


def hours_figure(match):
    """Each player's total, as it would be scored, at the end of every hour of ``match`` (a
    Match, or a list of states)."""
    import plotly.graph_objects as go

    states = list(getattr(match, "states", None) or match)
    by_hour = {}
    for state in states:
        by_hour[state.hour] = state
    hours = sorted(by_hour)
    game = states[0].game
    fig = go.Figure()
    for p in range(game.players):
        name = game.player_name(p)
        fig.add_scatter(x=hours, y=[by_hour[h].score_parts()[p]["total"] for h in hours],
                        mode="lines+markers", name=name, line={"color": game.player_colors[p]},
                        hovertemplate="hour %{x}: %{y} points<extra>" + name + "</extra>")
    fig.update_layout(title="Maple Valley: the scores at the end of each hour", xaxis_title="hour",
                      yaxis_title="points", xaxis_dtick=1, yaxis_rangemode="tozero")
    return fig


__all__ = ["hours_figure", "score_figure"]
