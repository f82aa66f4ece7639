"""Two charts of Fireball Island: the race over a match, and where the fireballs strike.

``distance_figure(match)`` follows each player's distance to the goal of the
moment, turn by turn: before the capture, the trail steps to Vul-Kar Point;
after it, for the jewel's owner the steps to the Dock, for everyone else the
steps to the jewel (its owner, or where it lies). The swings are the game:
a capture, a steal, a fireball that sends a leader into a pit.

``hit_figure(games)`` maps how often a fireball hit a piece on each trail
space over many games, on the island itself, so the dangerous stretches
show. A hit is read from consecutive positions: a piece that stood on a trail
space or a bridge and is next in a smolder pit or the water was fireballed
there. Both charts read only what every player sees.

>>> import boardwidgets as bw
>>> match = bw.Match(bw.load_game("fireball_island", players=2), seed=4)
>>> distances(match.state)
[47, 47]
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from .board import CAVE, DISTANCE, KIND, PIT, PLACE, TO_DOCK, VULKAR_POINT, WATER, XY


def distances(state) -> list[int]:
    """Each player's trail steps to the goal of the moment (see the module docstring)."""
    out = []
    for player, here in enumerate(state.at):
        if not state.captured:
            out.append(DISTANCE[VULKAR_POINT][here])
        elif state.owner == player:
            out.append(TO_DOCK[here])
        else:
            jewel = state.jewel_at if state.owner is None else state.at[state.owner]
            out.append(DISTANCE[jewel][here])
    return out


def _states_of(match) -> list:
    states = getattr(match, "states", None)
    return list(states) if states is not None else list(match)


def distance_figure(match):
    """A line per player: the distance to the jewel (or, for its owner, to the Dock) at the
    end of every turn of ``match`` (a Match, or a list of states)."""
    import plotly.graph_objects as go

    states = _states_of(match)
    game = states[0].game
    by_turn: dict[int, list[int]] = {}
    captured_at = None
    for state in states:
        by_turn[state.turn] = distances(state)
        if state.captured and captured_at is None:
            captured_at = state.turn
    turns = sorted(by_turn)
    fig = go.Figure()
    for player in range(game.players):
        fig.add_scatter(x=turns, y=[by_turn[t][player] for t in turns], mode="lines",
                        name=game.player_name(player), line={"color": game.player_colors[player]},
                        hovertemplate="turn %{x}: %{y} steps<extra>" + game.player_name(player) + "</extra>")
    if captured_at is not None:
        fig.add_vline(x=captured_at, line_dash="dot", annotation_text="jewel captured")
    fig.update_layout(title="Fireball Island: steps to the jewel (for its owner, to the Dock)",
                      xaxis_title="turn", yaxis_title="trail steps to go", yaxis_rangemode="tozero")
    return fig


def hits(states: Sequence) -> Counter:
    """How many pieces were fireballed on each node along one game's ``states``."""
    counted: Counter = Counter()
    for before, after in zip(states, states[1:], strict=False):
        for old, new in zip(before.at, after.at, strict=True):
            if old != new and KIND[new] in (PIT, WATER) and KIND[old] not in (PIT, WATER):
                counted[old] += 1
    return counted


def hit_counts(games: Iterable) -> Counter:
    """The hits of many games (Matches, or lists of states), added up per node."""
    total: Counter = Counter()
    for game in games:
        total.update(hits(_states_of(game)))
    return total


def hit_figure(games: Iterable, title: str = "Fireball Island: where the fireballs hit"):
    """The island's spaces, each coloured and sized by how often a piece was fireballed there
    over ``games`` (Matches, or lists of states)."""
    import plotly.graph_objects as go

    counts = hit_counts(games)
    spaces = [n for n, kind in enumerate(KIND) if kind not in (CAVE, PIT, WATER)]
    most = max(counts.values(), default=0)
    fig = go.Figure(go.Scatter(
        x=[XY[n][0] for n in spaces], y=[XY[n][1] for n in spaces], mode="markers",
        marker={"size": [8 + 22 * (counts[n] / most if most else 0) for n in spaces],
                "color": [counts[n] for n in spaces], "colorscale": "YlOrRd", "showscale": True,
                "colorbar": {"title": "hits"}, "line": {"width": 0.5, "color": "#555"}},
        text=[f"{PLACE[n]}: {counts[n]} hit{'s' if counts[n] != 1 else ''}" for n in spaces],
        hovertemplate="%{text}<extra></extra>"))
    fig.update_yaxes(autorange="reversed", visible=False, scaleanchor="x")
    fig.update_xaxes(visible=False)
    fig.update_layout(title=f"{title} ({sum(counts.values())} hits)", plot_bgcolor="#dcecf5")
    return fig


__all__ = ["distance_figure", "distances", "hit_counts", "hit_figure", "hits"]
