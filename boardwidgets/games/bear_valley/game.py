"""The Bear Valley Game: configuration, setup and loading."""
from __future__ import annotations

from ...core.errors import GameConfigError
from ...core.game import Game
from ...core.registry import register
from . import actions
from .components import ICONS, PLAYER_COLORS, PLAYER_NAMES
from .rules import initial_state

RIVERS = ("short", "long")


@register
class BearValley(Game):
    """Explore a valley card by card and be the first to reach the far camp, counting
    the hours as you go: the farther you walk, the likelier you get lost (Carl Chudyk,
    Stronghold Games).

    >>> import boardwidgets as bw
    >>> state = bw.load_game("bear_valley", players=3).new_game(seed=7)
    >>> [str(a) for a in state.legal_actions()][:2]
    ['explore north-east', 'explore south-east']
    """

    name = "bear_valley"
    title = "Bear Valley"
    min_players, max_players = 2, 6
    variants = {
        "basic": "explore, traverse and count the hours; Equipment, Gold and the rest are empty cards",
    }
    summary = ("Explore the wilderness card by card, counting the hours: every step brings the far "
               "camp closer and makes getting lost likelier. Mind the bears.")
    rulebook = "bear_valley.md"
    option_defaults = {"river": "short"}
    player_names = PLAYER_NAMES
    player_colors = PLAYER_COLORS
    hidden_information = True  # the order of the Wilderness deck
    chance_after_setup = True
    icons = tuple(sorted(set(ICONS.values())))

    def _check_options(self) -> None:
        if self.options["river"] not in RIVERS:
            raise GameConfigError(f"river must be 'short' or 'long', not {self.options['river']!r} "
                                  "(six players have a single river, whichever you choose).")

    def _setup(self, rng_state, seed):
        return initial_state(self, rng_state, seed)

    def _state_from_data(self, data):
        from .saving import state_from_data

        return state_from_data(self, data)

    def all_actions(self):
        return actions.all_actions()
