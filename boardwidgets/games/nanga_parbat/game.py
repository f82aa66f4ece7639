"""The Nanga Parbat Game: configuration, setup and loading."""
from __future__ import annotations

from ...core.game import Game
from ...core.registry import register
from . import actions
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

    def _setup(self, rng_state, seed):
        return initial_state(self, rng_state, seed)

    def _state_from_data(self, data):
        from .saving import state_from_data

        return state_from_data(self, data)

    def all_actions(self):
        return actions.all_actions()
