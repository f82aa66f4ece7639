"""The Bear Valley Game: configuration and setup, and the one place that names the
functions that draw, save, load, refuse and observe its states (see ``core.game.Game``)."""
from __future__ import annotations

from ...core.errors import GameConfigError
from ...core.game import Game
from ...core.registry import register
from . import actions, observation, refusals, saving, view
from .components import CHARACTERS, ICONS, PLAYER_COLORS, PLAYER_NAMES
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
    ['explore up to the right', 'explore down to the right']
    """

    name = "bear_valley"
    title = "Bear Valley"
    min_players, max_players = 2, 6
    variants = {
        "basic": "explore, traverse and count the hours; Equipment, Gold and the rest are empty cards",
        "advanced": "characters, Equipment, Gold, Trading Posts and contingency moves",
    }
    summary = ("Explore the wilderness card by card, counting the hours: every step brings the far "
               "camp closer and makes getting lost likelier. Mind the bears.")
    rulebook = "bear_valley.md"
    option_defaults = {"river": "short", "enchantments": False, "gold": True, "characters": None}
    player_names = PLAYER_NAMES
    player_colors = PLAYER_COLORS
    hidden_information = True  # the order of the Wilderness deck
    chance_after_setup = True
    icons = tuple(sorted(set(ICONS.values())))

    draw = staticmethod(view.build_view)
    element_action = staticmethod(view.intended_action)
    save = staticmethod(saving.state_data)
    load = staticmethod(saving.state_from_data)
    refuse = staticmethod(refusals.refusal)
    never_offered = staticmethod(refusals.never_offered)
    observe = staticmethod(observation.observation)  # numbers seen from one player's seat

    def _check_options(self) -> None:
        """``river`` short or long; ``enchantments`` and ``gold`` true or false; ``characters``
        (advanced game) a list of names, one per seat, kept as a comma-separated string so that
        the configuration reads the same after a JSON round trip."""
        options = self.options
        if options["river"] not in RIVERS:
            raise GameConfigError(f"river must be 'short' or 'long', not {options['river']!r} "
                                  "(six players have a single river, whichever you choose).")
        for flag in ("enchantments", "gold"):
            if not isinstance(options[flag], bool):
                raise GameConfigError(f"{flag} must be True or False, not {options[flag]!r}.")
        chosen = options["characters"]
        if chosen is None:
            return
        if self.variant != "advanced":
            raise GameConfigError("Characters are part of the advanced game: use variant='advanced'.")
        names = chosen.split(",") if isinstance(chosen, str) else chosen
        if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
            raise GameConfigError("characters must be a list of names such as ['Rocky', 'Fozzie'].")
        names = [name.strip().capitalize() for name in names]
        unknown = [name for name in names if name not in CHARACTERS]
        if unknown:
            raise GameConfigError(f"Unknown character(s) {unknown}; choose from {sorted(CHARACTERS)}.")
        if len(names) != self.players or len(set(names)) != len(names):
            raise GameConfigError(f"Give {self.players} different characters, one per seat, "
                                  f"not {names}.")
        options["characters"] = ",".join(names)

    def _setup(self, rng_state, seed):
        return initial_state(self, rng_state, seed)

    def all_actions(self):
        return actions.all_actions()
