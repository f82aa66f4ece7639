"""Charts over games: how a match's scores grew, and how many games each seat won."""
from __future__ import annotations

from collections import Counter

import plotly.graph_objects as go

from ..core.match import Match


def score_timeline(match: Match) -> go.Figure:
    """Each player's score after every action of ``match`` (read from the views)."""
    states = [match.start]
    for action in match.history:
        states.append(states[-1].apply(action))
    views = [s.view() for s in states]
    if any(player.get("score") is None for player in views[0]["players"]):
        raise ValueError(f"{match.game.title} keeps no score (its players race), so there is no "
                         "score to draw.")
    fig = go.Figure()
    for player in views[0]["players"]:
        index = player["index"]
        fig.add_scatter(x=list(range(len(views))), y=[v["players"][index]["score"] for v in views],
                        mode="lines", name=player["name"], line={"color": player["color"]})
    fig.update_layout(title=f"{match.game.title}: scores move by move",
                      xaxis_title="actions played", yaxis_title="score")
    return fig


def outcomes_figure(results: list[dict], player_names: list[str] | None = None) -> go.Figure:
    """Wins per seat over many finished games (``state.result()`` of each).

    A shared win counts for every winner; ``player_names`` labels the seats.
    """
    wins = Counter(p for result in results for p in result["winners"])
    seats = sorted({p for result in results for p in result["scores"]})
    names = player_names or [f"Player {p + 1}" for p in seats]
    fig = go.Figure(go.Bar(x=[names[i] for i, _ in enumerate(seats)], y=[wins[p] for p in seats]))
    fig.update_layout(title=f"Wins over {len(results)} games", yaxis_title="games won")
    return fig
