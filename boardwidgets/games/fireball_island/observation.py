"""Fireball Island's observation: the position as a fixed list of numbers for learning agents.

``state.observation(player)`` describes the game from ``player``'s side:
seats are counted from ``player`` ("me", then the next seat to the left, and
so on), so one policy can play any seat. Every number lies between 0 and 1.

It shows only what ``state.view(player)`` shows: where the pieces and the
jewel are, who lies in a pit, each player's charm token and number of cards,
the player's own cards, the discard pile (face up), the size of the deck, and
the decision being made. Other hands and the deck's order are never read.

Layout (``observation_names()`` gives one name per slot, in this order):

=========================  =====  ===============================================================
slots                      count  meaning
=========================  =====  ===============================================================
``<node>:me``              nodes  1 where my piece is (every space, cave, pit and the water)
``<node>:others``          nodes  the number of other pieces there / 4
``<node>:jewel``           nodes  1 where the jewel lies on the ground
``seat<k>_<what>``         4 x 8  for seat k (0 = me): ``present``, ``down`` (lying in a pit),
                                  ``charm`` (holds a token), ``charm_used``, ``cards`` (/ 4),
                                  ``owner`` (holds the jewel), ``to_vulkar`` and ``to_dock``
                                  (trail steps / 100, capped at 1)
``hand_<card>``             14    my cards of each kind / copies in the deck
``discard_<card>``          14    discarded cards of each kind / copies in the deck
``deck``                     1    cards in the deck / 48
``jewel_<where>``            3    one-hot: ``idol``, ``owned``, ``ground``
``decision_<kind>``         10    one-hot of the decision on top: the windows ``start``,
                                  ``rolled``, ``fireball``, ``steal``, ``card``, ``moved``,
                                  ``after``, then ``main``, ``aim``, ``move``
``my_decision``              1    1 if I decide now
``my_turn``                  1    1 if it is my turn (I am the active player)
``doubles``                  1    Double cards waiting for the next roll / 3
``extra_turns``              1    turns in a row the active player still takes / 8
=========================  =====  ===============================================================

>>> import boardwidgets as bw
>>> state = bw.load_game("fireball_island", players=3).new_game(seed=7)
>>> len(state.observation(0)) == len(observation_names())
True
"""
from __future__ import annotations

from .board import NAMES as NODE_NAMES
from .board import TO_DOCK, TO_VULKAR
from .codes import CHARM, CHARM_USED, WINDOWS
from .components import CARD_KINDS, CARDS, DECK

MAX_PLAYERS = 4
SEAT_SLOTS = ("present", "down", "charm", "charm_used", "cards", "owner", "to_vulkar", "to_dock")
DECISION_KINDS = (*WINDOWS, "main", "aim", "move")
FAR = 100.0


def _names() -> tuple[str, ...]:
    return (*(f"{node}:me" for node in NODE_NAMES), *(f"{node}:others" for node in NODE_NAMES),
            *(f"{node}:jewel" for node in NODE_NAMES),
            *(f"seat{k}_{what}" for k in range(MAX_PLAYERS) for what in SEAT_SLOTS),
            *(f"hand_{card}" for card in CARD_KINDS), *(f"discard_{card}" for card in CARD_KINDS),
            "deck", "jewel_idol", "jewel_owned", "jewel_ground",
            *(f"decision_{kind}" for kind in DECISION_KINDS),
            "my_decision", "my_turn", "doubles", "extra_turns")


NAMES = _names()
SIZE = len(NAMES)
_AT = {name: i for i, name in enumerate(NAMES)}
N = len(NODE_NAMES)
SEATS = _AT["seat0_present"]
HAND, DISCARD = _AT[f"hand_{CARD_KINDS[0]}"], _AT[f"discard_{CARD_KINDS[0]}"]
DECISION = _AT[f"decision_{DECISION_KINDS[0]}"]
_DECISION_INDEX = {kind: i for i, kind in enumerate(DECISION_KINDS)}
_COPIES = tuple(float(CARDS[card][1]) for card in CARD_KINDS)
_CARD_INDEX = {card: i for i, card in enumerate(CARD_KINDS)}


def observation_names() -> tuple[str, ...]:
    """One short name per slot of Fireball Island's observation, in order (see the module docstring).

    >>> observation_names()[:2]
    ('start:me', 'junction:me')
    """
    return NAMES


def observe(state, player: int) -> list[float]:
    """The observation of ``state`` for ``player``, as described in the module docstring."""
    players = state.game.players
    state.game.check_seat(player)
    obs = [0.0] * SIZE
    for p, node in enumerate(state.at):
        if p == player:
            obs[node] = 1.0
        else:
            obs[N + node] += 1.0 / MAX_PLAYERS
    if state.jewel_at is not None:
        obs[2 * N + state.jewel_at] = 1.0
    for k in range(players):
        p = (player + k) % players
        at = SEATS + k * len(SEAT_SLOTS)
        node = state.at[p]
        obs[at:at + len(SEAT_SLOTS)] = [
            1.0, float(state.down[p]), float(state.charms[p] == CHARM), float(state.charms[p] == CHARM_USED),
            len(state.hands[p]) / 4.0, float(state.owner == p),
            min(TO_VULKAR[node] / FAR, 1.0), min(TO_DOCK[node] / FAR, 1.0)]
    for card in state.hands[player]:
        i = _CARD_INDEX[card]
        obs[HAND + i] += 1.0 / _COPIES[i]
    for card in state.discard:
        i = _CARD_INDEX[card]
        obs[DISCARD + i] += 1.0 / _COPIES[i]
    obs[_AT["deck"]] = len(state.deck) / len(DECK)
    where = "idol" if not state.captured else "owned" if state.owner is not None else "ground"
    obs[_AT[f"jewel_{where}"]] = 1.0
    if state.agenda:
        task = state.agenda[-1]
        obs[DECISION + _DECISION_INDEX[task[1] if task[0] == "window" else task[0]]] = 1.0
    obs[_AT["my_decision"]] = float(state.to_move == player)
    obs[_AT["my_turn"]] = float(state.active == player)
    obs[_AT["doubles"]] = min(state.doubles / 3.0, 1.0)
    obs[_AT["extra_turns"]] = min(state.extra / 8.0, 1.0)
    return obs

