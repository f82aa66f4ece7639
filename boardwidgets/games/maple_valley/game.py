"""The Maple Valley Game: configuration and setup, and the one place that names the
functions that draw, save, load, refuse and observe its states (see ``core.game.Game``)."""
from __future__ import annotations

from ...core.game import Game
from ...core.registry import register
from . import actions, observation, refusals, saving, view
from .components import PLAYER_COLORS, PLAYER_NAMES
from .rules import initial_state


@register
class MapleValley(Game):
    """Critters travel the valley's trails with their Friends, gather Goods and Curiosities,
    and craft Favours for the Spring Festival (Roberta Taylor, Kids Table Board Gaming, 2023).

    >>> import boardwidgets as bw
    >>> state = bw.load_game("maple_valley", players=3).new_game(seed=7)
    >>> state.hour, len(state.legal_actions()) > 0
    (1, True)
    """

    name = "maple_valley"
    title = "Creature Comforts: Maple Valley"
    min_players, max_players = 1, 5
    variants = {"standard": "the draft rulebook; one player plays solo, for a four-word title"}
    summary = ("Critters play Friends to travel typed trails, forage Goods, make Friends with "
               "Curiosities and craft Favours for three Festivities over five hours.")
    rulebook = "maple_valley.md"
    player_names = PLAYER_NAMES
    player_colors = PLAYER_COLORS
    hidden_information = True  # hands of Friends and Dawdles, every deck's order, the Sun stack
    secret_hands = True
    chance_after_setup = True  # an empty deck is made anew from its shuffled discards
    icons = view.ICONS
    #: the details of a move already on the board: stopping where the trail led, and which
    #: Goods pay or are gained; a board shows the computer's choice of them at once
    quick_kinds = frozenset({"stop", "pay", "gain"})

    draw = staticmethod(view.build_view)
    element_action = staticmethod(view.intended_action)
    save = staticmethod(saving.state_data)
    load = staticmethod(saving.state_from_data)
    refuse = staticmethod(refusals.refusal)
    never_offered = staticmethod(refusals.never_offered)
    observe = staticmethod(observation.observe)

    def _setup(self, rng_state, seed):
        return initial_state(self, rng_state, seed)

    def all_actions(self):
        return actions.all_actions()
