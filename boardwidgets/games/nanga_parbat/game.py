"""The Nanga Parbat Game: configuration and setup, and the one place that names the
functions that draw, save, load, refuse and observe its states (see ``core.game.Game``)."""
from __future__ import annotations

from ...core.game import Game
from ...core.registry import register
from . import actions, observation, refusals, saving, view
from .components import ICONS, PLAYER_COLORS, PLAYER_NAMES
from .rules import initial_state


@register
class NangaParbat(Game):
    """Two climbers trap animals on a mountain, leave hikers behind, and score
    by building camps and trading animals (Steve Finn, Dr. Finn's Games).

    >>> import boardwidgets as bw
    >>> game = bw.load_game("nanga_parbat")
    >>> state = game.new_game(seed=7)
    >>> len(state.legal_actions())   # the second player places the guide
    6
    """

    name = "nanga_parbat"
    title = "Nanga Parbat"
    min_players = max_players = 2
    variants = {
        "standard": "the game ends when both players run out of hikers or of chart cubes",
        "area": "all 15 turns are played, then each region scores 1/2/3 points for 4/5/6 pieces",
    }
    summary = ("Trap animals from the guide's region, leave hikers in their place, and "
               "score by building camps and trading animals on the points chart.")
    rulebook = "nanga_parbat.md"
    player_names = PLAYER_NAMES
    player_colors = PLAYER_COLORS
    icons = tuple(sorted(set(ICONS.values())))

    draw = staticmethod(view.build_view)
    element_action = staticmethod(view.intended_action)
    save = staticmethod(saving.state_data)
    load = staticmethod(saving.state_from_data)
    refuse = staticmethod(refusals.refusal)
    never_offered = staticmethod(refusals.never_offered)
    observe = staticmethod(observation.observation)  # 508 numbers in 0..1, one player's side

    def _setup(self, rng_state, seed):
        return initial_state(self, rng_state, seed)

    def all_actions(self):
        return actions.all_actions()
