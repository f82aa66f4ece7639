"""Two charts of Lost Valley: the gold over a match, and the ice's way down the river.

``gold_figure(match)`` follows each player's gold bag turn by turn. The solid line is
what the table sees: the markers in the bag, each at the mean value of its kind (a
rivergold marker holds 1 or 2 nuggets, a mountaingold marker 3 or 4). The dashed line
is what the bag really holds, which nobody but its owner knows until the end: the gap
between the two lines is the surprise of the hidden values. Give ``viewer`` to draw the
true values of that player's bag only, as that player saw the game.

``ice_figure(match)`` follows the river: how many river diamonds are laid, and, once the
spring is found, how many diamonds the ice block still has to go down to the waterfall
post, where the game ends.

>>> import boardwidgets as bw
>>> match = bw.Match(bw.load_game("lost_valley", players=2), seed=4)
>>> seen_gold(match.state)
[0.0, 0.0]
"""
from __future__ import annotations

from .components import GOLD

MEAN = {kind: sum(values) / len(values) for kind, values in GOLD.items()}


def seen_gold(state) -> list[float]:
    """Each player's gold as the table sees it: the markers at the mean of their kind."""
    return [round(float(sum(MEAN[kind] for kind, _ in bag)), 2) for bag in state.bags]


def _states_of(match) -> list:
    states = getattr(match, "states", None)
    return list(states) if states is not None else list(match)


def _by_turn(states) -> dict:
    """The last position of every turn."""
    return {state.turn: state for state in states}


def gold_figure(match, viewer: int | None = None):
    """Per player, the gold markers at their kind's mean (solid) and the nuggets they really
    hold (dashed; only ``viewer``'s own when a viewer is given), at the end of every turn of
    ``match`` (a Match, or a list of states)."""
    import plotly.graph_objects as go

    by_turn = _by_turn(_states_of(match))
    turns = sorted(by_turn)
    game = by_turn[turns[0]].game
    fig = go.Figure()
    for player in range(game.players):
        name, color = game.player_name(player), game.player_colors[player]
        fig.add_scatter(x=turns, y=[seen_gold(by_turn[t])[player] for t in turns], mode="lines",
                        name=f"{name}: markers at their mean", line={"color": color},
                        hovertemplate="turn %{x}: %{y:.1f} nuggets expected<extra>" + name + "</extra>")
        if viewer is None or viewer == player:
            fig.add_scatter(x=turns, y=[by_turn[t].nuggets(player) for t in turns], mode="lines",
                            name=f"{name}: nuggets held", line={"color": color, "dash": "dash"},
                            hovertemplate="turn %{x}: %{y} nuggets<extra>" + name + "</extra>")
    fig.update_layout(title="Lost Valley: gold as the table sees it (solid) and as it is (dashed)",
                      xaxis_title="turn", yaxis_title="nuggets", yaxis_rangemode="tozero")
    return fig


def ice_figure(match):
    """The river diamonds laid, and the ice block's diamonds still to go to the waterfall
    post, at the end of every turn of ``match`` (a Match, or a list of states)."""
    import plotly.graph_objects as go

    by_turn = _by_turn(_states_of(match))
    turns = sorted(by_turn)
    fig = go.Figure()
    fig.add_scatter(x=turns, y=[len(by_turn[t].layout.river) for t in turns], mode="lines",
                    name="river diamonds laid", line={"color": "#3b7fc4"},
                    hovertemplate="turn %{x}: %{y} river diamonds<extra></extra>")
    ice = [max(by_turn[t].ice, 0) if by_turn[t].ice is not None else None for t in turns]
    fig.add_scatter(x=turns, y=ice, mode="lines", name="ice block: diamonds to the post",
                    line={"color": "#7fd3e8", "width": 3},
                    hovertemplate="turn %{x}: %{y} diamonds to go<extra>the ice</extra>")
    spring = next((t for t in turns if by_turn[t].layout.spring is not None), None)
    if spring is not None:
        fig.add_vline(x=spring, line_dash="dot", annotation_text="the spring is found")
    fig.update_layout(title="Lost Valley: the river, and the ice coming down it",
                      xaxis_title="turn", yaxis_title="river diamonds", yaxis_rangemode="tozero")
    return fig


__all__ = ["gold_figure", "ice_figure", "seen_gold"]
