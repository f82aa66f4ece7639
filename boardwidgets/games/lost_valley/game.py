"""The Lost Valley Game: configuration and setup, and the one place that names the
functions that draw, save, load, refuse and observe its states (see ``core.game.Game``)."""
from __future__ import annotations

from ...core.game import Game
from ...core.registry import register
from . import actions, observation, refusals, saving, view
from .components import PLAYER_COLORS, PLAYER_NAMES
from .looks import ICONS
from .rules import initial_state


@register
class LostValley(Game):
    """Explore a river valley for gold before the ice comes down from the spring
    (Roland and Tobias Goslar, Kronberger Spiele, 2004).

    >>> import boardwidgets as bw
    >>> state = bw.load_game("lost_valley", players=3).new_game(seed=7)
    >>> state.to_move
    0
    """

    name = "lost_valley"
    title = "Lost Valley"
    min_players, max_players = 2, 4
    variants = {"standard": "the 2004 rules, with the manual's numbers"}
    summary = ("Prospectors explore a river valley tile by tile, pan and mine for gold, fish, hunt "
               "and build, and race the ice back to the waterfall post.")
    rulebook = "lost_valley.md"
    player_names = PLAYER_NAMES
    player_colors = PLAYER_COLORS
    hidden_information = True  # face-down tiles and markers, the values in the gold bags
    secret_hands = True  # each gold bag's values: the board covers them in hot-seat play
    secrets_called = "gold"
    chance_after_setup = True
    icons = tuple(sorted(ICONS))

    draw = staticmethod(view.build_view)
    #: what the latest move changed drawn over its neighbours (the valley's tiles touch)
    finish_view = staticmethod(view.lift_recent)
    element_action = staticmethod(view.intended_action)
    save = staticmethod(saving.state_data)
    load = staticmethod(saving.state_from_data)
    refuse = staticmethod(refusals.refusal)
    observe = staticmethod(observation.observe)

    def _setup(self, rng_state, seed):
        return initial_state(self, rng_state, seed)

    def all_actions(self):
        return actions.all_actions()
