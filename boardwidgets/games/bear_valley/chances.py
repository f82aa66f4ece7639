"""The sunclock's risk made visible: what the next card explored may do, hour by hour.

Bear Valley's point is that every move of a turn brings the far camp closer
and makes getting lost likelier. Whether a card explored at a given hour
gets you lost depends only on its total exits and on whether it is a Bear,
so the risk can be computed exactly from what every player knows: the
deck's *composition* is public (all 79 Wilderness cards, minus the ones on
the map), its *order* is not. Nothing here reads the order of
``state.deck``; a card drawn and still on the table waiting to be laid
(``state.pending`` in the ``orient``, ``woods`` and ``mushrooms`` phases) is
visible to everyone, so it is not counted among the cards that may come next.
A card the Mushrooms sent to the bottom of the deck is counted like any other.

Outcomes, for a card explored at hour ``h`` (the move's number in the turn).
They exclude one another and sum to 1, so they stack; where two rules meet,
the one ``rules.py`` applies wins:

- ``lost``: the exit count matches the hour (Three to Six o'clock: exactly
  ``h`` exits; Seven and later: six exits). The turn ends and the token
  stays. At Six o'clock this *includes the five Bears*: a Bear has six exits,
  and the rulings (3) say a Bear explored at Six is "still lost" (the outcome is
  the same either way: the turn ends, the token stays). So at the start of a
  game the chance is 16/79 at Three, 24/79 at Four, 19/79 at Five and 20/79
  at Six (15 other six-exit cards + 5 Bears); from Seven on it is 15/79,
  because a Bear there eats you instead.
- ``bear``: a Bear at Two to Five o'clock: the turn ends, the token stays
  (0 at Six, where the Bears are counted in ``lost``).
- ``evaded``: a Bear at One o'clock: you slip past it, but must move once
  more and then end the walk.
- ``eaten``: a Bear at Seven o'clock or later: you leave the game.
- ``safe``: anything else: the card may be stepped on (whether it also
  leads back to the card you came from is ignored: that depends on where
  you explore, not on the hour).

This is the sunclock of the basic rules. The advanced game's exceptions are
not applied: the Butterfly (no loss by exit count), the Picnic Basket (go on
past a Bear at Two to Five), Fozzie (never slips past a Bear), and a Trading
Post explored with nothing to trade (lost).

Each entry also has ``turn_ends`` (``lost + bear``: the walk ends with the
token unmoved), ``any_bear`` (the chance the card is a Bear at all, whatever
the hour) and ``remaining`` (how many cards may still come).

>>> from boardwidgets.games.bear_valley.game import BearValley
>>> start = lost_chances(BearValley(players=3).new_game(seed=1))
>>> start[2]["lost"] == 16 / 79, start[5]["lost"] == 20 / 79, start[6]["eaten"] == 5 / 79
(True, True, True)
"""
from __future__ import annotations

from collections import Counter

from .components import WILDERNESS, WILDERNESS_IDS

HOURS = tuple(range(1, 11))
#: the exclusive outcomes, in stacking order, with their labels and colours in the figure
OUTCOMES = (
    ("lost", "lost: the exits match the hour", "#e39b2d"),
    ("bear", "a Bear: the turn ends", "#8c564b"),
    ("evaded", "a Bear slipped past (One o'clock)", "#c7a27c"),
    ("eaten", "eaten by a Bear", "#b22222"),
    ("safe", "safe to step on", "#4c9a5b"),
)
_BEAR = "bear"
#: each Wilderness card's class: "bear", or its total exits (3 to 6)
_CLASS = {card.id: (_BEAR if card.kind == "bear" else card.exits) for card in WILDERNESS}
_WILD = frozenset(WILDERNESS_IDS)


def unseen_cards(state) -> list[str]:
    """The Wilderness cards that may still be drawn, as a sorted list of ids (never in deck
    order): every Wilderness card, minus those on the map, minus a drawn card on the table."""
    gone = {card_id for card_id, _ in state.cards.values() if card_id in _WILD}
    held = held_card(state)
    if held is not None:
        gone.add(held)
    return [card_id for card_id in WILDERNESS_IDS if card_id not in gone]


def held_card(state) -> str | None:
    """The card drawn and waiting on the table, visible to everyone: to be laid (``orient``),
    sent by the Woods (``woods``) or kept or sent back by the Mushrooms (``mushrooms``)."""
    phase = state.phase
    if phase == "orient":
        return state.pending[1]
    if phase in ("woods", "mushrooms"):
        return state.pending[0]
    return None


def tally(state) -> Counter:
    """How many cards that may still come are Bears (``"bear"``) or have 3, 4, 5, 6 exits."""
    return Counter(_CLASS[card_id] for card_id in unseen_cards(state))


def chances_at(hour: int, counts: Counter) -> dict:
    """The outcomes of a card explored at ``hour`` drawn from ``counts`` (see ``tally``)."""
    total = sum(counts.values())
    bears = counts[_BEAR]
    lost = bear = evaded = eaten = 0
    if hour == 1:
        evaded = bears
    elif hour == 2:
        bear = bears
    elif hour <= 5:
        lost, bear = counts[hour], bears
    elif hour == 6:
        lost = counts[6] + bears  # a Bear has six exits: lost at Six (rulings, 3)
    else:
        lost, eaten = counts[6], bears
    safe = total - lost - bear - evaded - eaten
    share = (lambda n: n / total) if total else (lambda n: 0.0)
    return {"hour": hour, "lost": share(lost), "bear": share(bear), "evaded": share(evaded),
            "eaten": share(eaten), "safe": share(safe), "turn_ends": share(lost + bear),
            "any_bear": share(bears), "remaining": total}


def lost_chances(state) -> list[dict]:
    """For each hour from One to Ten o'clock, the chances that a card explored then gets you
    lost, is a Bear (ending the turn, slipped past, or eating you) or is safe (module docstring)."""
    counts = tally(state)
    return [chances_at(hour, counts) for hour in HOURS]


def lost_chances_figure(state):
    """A stacked bar chart of ``lost_chances(state)``: one bar per hour, split into lost,
    Bear, slipped past, eaten and safe."""
    import plotly.graph_objects as go

    rows = lost_chances(state)
    remaining = rows[0]["remaining"]
    hours = [f"{row['hour']} o'clock" for row in rows]
    fig = go.Figure()
    for key, label, colour in OUTCOMES:
        values = [row[key] for row in rows]
        counts = [round(v * remaining) for v in values]
        fig.add_bar(x=hours, y=values, name=label, marker_color=colour, customdata=counts,
                    hovertemplate=f"{label}<br>%{{x}}: %{{y:.1%}} (%{{customdata}} of {remaining} cards)"
                                  "<extra></extra>")
    title = (f"Bear Valley: what the next card explored may do ({remaining} Wilderness "
             f"card{'s' if remaining != 1 else ''} remain{'s' if remaining == 1 else ''})")
    fig.update_layout(barmode="stack", title=title, legend_title_text="the card explored is",
                      xaxis_title="hour on the sunclock (the move's number in the turn)",
                      yaxis_title="chance for a card drawn now", yaxis_tickformat=".0%",
                      yaxis_range=[0, 1])
    return fig


__all__ = ["HOURS", "OUTCOMES", "chances_at", "held_card", "lost_chances", "lost_chances_figure",
           "tally", "unseen_cards"]
