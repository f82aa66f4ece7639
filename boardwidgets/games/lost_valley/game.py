"""The Lost Valley Game: configuration, setup and loading."""
from __future__ import annotations

from ...core.game import Game
from ...core.registry import register
from . import actions
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
    secret_words = ("gold value", "gold")
    chance_after_setup = True
    icons = tuple(sorted(ICONS))

    def _setup(self, rng_state, seed):
        return initial_state(self, rng_state, seed)

    def _state_from_data(self, data):
        from .saving import state_from_data

        return state_from_data(self, data)

    def all_actions(self):
        return actions.all_actions()
