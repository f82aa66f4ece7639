"""Maple Valley's observation: the position as a fixed list of numbers for learning agents.

Seats are counted from ``player`` ("me", then the next seat to the left, and so on), so one
policy can play any seat. Every number lies between 0 and 1. It shows only what
``state.view(player)`` shows: another player's hand counts its Friends and Dawdles, never
which they are; decks count their cards, never their order; the cards drawn at the Book
Wagon show only to the player who drew them.

Layout (``observation_names()`` gives one name per slot, in this order):

==============================  ======  =======================================================
slots                           count   meaning
==============================  ======  =======================================================
``hour``, ``sun_<good>``        1+7     the hour / 5; the Sun Good one-hot
``past_sun_<good>``             7       the past Sun Goods
``outpost<i>_<card>``           2x4     the card at each Outpost spot
``grove<i>_<good>``             6x7     the Goods each Grove shows
``site_<trail>_<curiosity>``    6x3     the Curiosity on each site
``festivity<i>_<what>``         3x(5+   the card one-hot, each seat's markers on it (/ 12) and
                                6)      the spots still empty (/ 12); zeros in solo
``display_<kind>_<card>``       F+R+P   the cards in the three displays
``deck_<kind>``, ``discard_``   4+3     cards in each deck / 60, each discard pile / 60
``hand_<card>``                 R+1+D   my hand (Friends, my Starting Friend, Dawdles; / 2)
``drawn_<card>``                F+P     the cards I drew and am choosing from
``seat<k>_<what>``              5x(1+   for seat k (0 = me): ``present``, the location one-hot,
                                13+11+  the Pack (/ 10, capped), Friends and Dawdles in hand,
                                6+
                                F+F+P)  Tired Friends, Friends in all, markers left (/ 10),
                                        Patch uses this hour; Preparing, Bringing (/ 3) and
                                        Patches by card
``turn_<what>``                 3+3+T   the travel type; the phase (before, run, after); the
                                        trails travelled this turn
``decision_<kind>``             15      one-hot of the decision on top
``my_decision``, ``my_turn``    2
==============================  ======  =======================================================

>>> import boardwidgets as bw
>>> state = bw.load_game("maple_valley", players=3).new_game(seed=7)
>>> len(state.observation(0)) == len(observation_names())
True
"""
from __future__ import annotations

from functools import cache

from .board import GROVES, LOCATIONS, SITES, TRAILS
from .codes import DECISIONS, DECKS, DISPLAYED
from .components import (
    CURIOSITIES,
    DAWDLES,
    FAVOURS,
    FESTIVITIES,
    FRIENDS,
    GOODS,
    OUTPOSTS,
    PATCHES,
    PLAYER_NAMES,
    RESOURCES,
)

SEATS = 5
FAVOUR_NAMES, FRIEND_NAMES, PATCH_NAMES = (tuple(sorted(FAVOURS)), tuple(sorted(FRIENDS)),
                                           tuple(sorted(PATCHES)))
DAWDLE_NAMES, OUTPOST_NAMES, FESTIVITY_NAMES = (tuple(sorted(DAWDLES)), tuple(sorted(OUTPOSTS)),
                                                tuple(sorted(FESTIVITIES)))
DISPLAY_NAMES = {"favour": FAVOUR_NAMES, "friend": FRIEND_NAMES, "patch": PATCH_NAMES}
DECISION_KINDS = sorted(DECISIONS)
PHASES = ("before", "run", "after")
TRAVELS = ("water", "rock", "forest")
SEAT_NUMBERS = ("friends_in_hand", "dawdles_in_hand", "tired", "friends", "markers", "uses")


@cache
def observation_names() -> tuple[str, ...]:
    """One name per number of the observation, in order (see the module docstring)."""
    names = ["hour", *(f"sun_{g}" for g in GOODS), *(f"past_sun_{g}" for g in GOODS)]
    names += [f"outpost{i}_{card}" for i in range(2) for card in OUTPOST_NAMES]
    names += [f"grove{i}_{good}" for i in range(len(GROVES)) for good in GOODS]
    names += [f"site_{trail}_{c}" for trail in SITES for c in CURIOSITIES]
    names += [f"festivity{i}_{what}" for i in range(3)
              for what in (*FESTIVITY_NAMES, *(f"seat{k}" for k in range(SEATS)), "empty")]
    names += [f"display_{kind}_{card}" for kind in DISPLAYED for card in DISPLAY_NAMES[kind]]
    names += [f"deck_{kind}" for kind in DECKS] + [f"discard_{kind}" for kind in DISPLAYED]
    names += [f"hand_{card}" for card in (*FRIEND_NAMES, "starting", *DAWDLE_NAMES)]
    names += [f"drawn_{card}" for card in (*FAVOUR_NAMES, *PATCH_NAMES)]
    for k in range(SEATS):
        names += [f"seat{k}_present", *(f"seat{k}_at_{place}" for place in LOCATIONS),
                  *(f"seat{k}_{r}" for r in RESOURCES), *(f"seat{k}_{what}" for what in SEAT_NUMBERS),
                  *(f"seat{k}_preparing_{c}" for c in FAVOUR_NAMES),
                  *(f"seat{k}_bringing_{c}" for c in FAVOUR_NAMES),
                  *(f"seat{k}_patch_{c}" for c in PATCH_NAMES)]
    names += [f"turn_{t}" for t in TRAVELS] + [f"turn_{p}" for p in PHASES]
    names += [f"turn_trail_{t}" for t in TRAILS]
    names += [f"decision_{kind}" for kind in DECISION_KINDS] + ["my_decision", "my_turn"]
    return tuple(names)


def _one_hot(value, options) -> list[float]:
    return [1.0 if value == option else 0.0 for option in options]


@cache
def _positions(names: tuple) -> dict[str, int]:
    return {name: i for i, name in enumerate(names)}


def _counts(cards, names: tuple, scale: float = 1.0) -> list[float]:
    """How many of each of ``names`` the cards hold, over ``scale`` and at most 1. Counted card
    by card: a hand holds a few cards, where the lists of names run to dozens."""
    out = [0.0] * len(names)
    positions = _positions(names)
    for card in cards:
        i = positions.get(card)
        if i is not None:
            out[i] += 1
    return [min(1.0, n / scale) if n else 0.0 for n in out]


def observe(state, player: int) -> list[float]:
    """The observation of ``state`` for ``player`` (see the module docstring)."""
    state.game.check_seat(player, "player")
    players = state.game.players
    out = [state.hour / 5, *_one_hot(state.sun_good, GOODS), *_counts(state.sun[:-1], GOODS)]
    for name in state.outposts:
        out += _one_hot(name, OUTPOST_NAMES)
    for pair in state.groves:
        out += [1.0 if good in pair else 0.0 for good in GOODS]
    for curiosity in state.sites:
        out += _one_hot(curiosity, CURIOSITIES)
    seats = [(player + k) % players for k in range(players)]
    for i in range(3):
        if i < len(state.festivities):
            spots = state.spots[i]
            out += _one_hot(state.festivities[i], FESTIVITY_NAMES)
            out += [spots.count(seats[k]) / 12 if k < players else 0.0 for k in range(SEATS)]
            out.append(spots.count(None) / 12)
        else:
            out += [0.0] * (len(FESTIVITY_NAMES) + SEATS + 1)
    for kind, display in zip(DISPLAYED, state.displays, strict=True):
        out += _counts(display, DISPLAY_NAMES[kind])
    out += [min(1.0, len(cards) / 60) for cards in state.decks]
    out += [min(1.0, len(cards) / 60) for cards in state.discards]
    hand = state.hands[player]
    out += _counts(hand, FRIEND_NAMES, 2) + [1.0 if PLAYER_NAMES[player] in hand else 0.0]
    out += _counts(hand, DAWDLE_NAMES, 2)
    task = state.agenda[-1] if state.agenda else ()
    drawn = task[3] if task and task[0] == "keep" and task[1] == player else ()
    out += _counts(drawn, FAVOUR_NAMES) + _counts(drawn, PATCH_NAMES)
    for k in range(SEATS):
        if k >= players:
            out += [0.0] * (1 + len(LOCATIONS) + len(RESOURCES) + len(SEAT_NUMBERS)
                            + 2 * len(FAVOUR_NAMES) + len(PATCH_NAMES))
            continue
        p = seats[k]
        hand = state.hands[p]
        friends_in_hand = sum(card not in DAWDLES for card in hand)
        out += [1.0, *_one_hot(state.at[p], LOCATIONS), *(min(1.0, n / 10) for n in state.packs[p])]
        out += [friends_in_hand / 10, (len(hand) - friends_in_hand) / 10, len(state.tired[p]) / 10,
                min(1.0, len(state.friends_of(p)) / 10), state.markers[p] / 10,
                min(1.0, len(state.used[p]) / 4)]
        out += _counts(state.preparing[p], FAVOUR_NAMES, 3) + _counts(state.bringing[p], FAVOUR_NAMES, 3)
        out += _counts(state.patches[p], PATCH_NAMES)
    turn = state.turn
    out += _one_hot(turn[1] if turn else None, TRAVELS) + _one_hot(turn[2] if turn else None, PHASES)
    out += [1.0 if turn and trail in turn[3] else 0.0 for trail in TRAILS]
    out += _one_hot(task[0] if task else None, DECISION_KINDS)
    out += [1.0 if state.to_move == player else 0.0, 1.0 if state.active == player and task else 0.0]
    return out
