"""The Fireball Island Game: configuration and setup, and the one place that names the
functions that draw, save, load, refuse and observe its states (see ``core.game.Game``)."""
from __future__ import annotations

from ...core.errors import GameConfigError
from ...core.game import Game
from ...core.registry import register
from . import actions, observation, refusals, saving, view
from .components import ICONS, PLAYER_COLORS, PLAYER_NAMES
from .rules import initial_state

HIT_MODELS = ("all", "chance")


@register
class FireballIsland(Game):
    """Race to the jewel beside the idol Vul-Kar and carry it to the Dock, dodging the
    fireballs the others roll at you (Milton Bradley, 1986).

    >>> import boardwidgets as bw
    >>> state = bw.load_game("fireball_island", players=3).new_game(seed=7)
    >>> state.log[-1]
    "Yellow's turn."
    """

    name = "fireball_island"
    title = "Fireball Island"
    min_players, max_players = 2, 4
    variants = {"standard": "the 1986 rules, every card in play"}
    summary = ("Climb to the jewel of the idol Vul-Kar and carry it to the Dock, while fireballs "
               "roll down the trails and cards fly on every turn.")
    rulebook = "fireball_island.md"
    option_defaults = {"ask_everyone": False, "hit_model": "all"}
    player_names = PLAYER_NAMES
    player_colors = PLAYER_COLORS
    hidden_information = True  # the hands and the order of the deck
    secret_hands = True
    #: "play no card" in a response window changes nothing: the computer's is shown at once
    quick_kinds = frozenset({"pass"})
    #: the pass of a response window: a board offers "don't ask me again this game" beside it,
    #: after which its table plays that seat's passes itself (``widget/table.py``)
    pass_kind = "pass"
    chance_after_setup = True
    icons = tuple(sorted(set(ICONS.values())))

    draw = staticmethod(view.build_view)
    element_action = staticmethod(view.intended_action)
    save = staticmethod(saving.state_data)
    load = staticmethod(saving.state_from_data)
    refuse = staticmethod(refusals.refusal)
    never_offered = staticmethod(refusals.never_offered)
    observe = staticmethod(observation.observe)

    def _check_options(self) -> None:
        """``ask_everyone``: whether a response window asks every player holding cards, or
        only those holding a card they could play then (rulings, 1); ``hit_model``: whether a
        fireball hits every exposed piece on its way (``"all"``) or thins out (``"chance"``)."""
        ask, hit = self.options["ask_everyone"], self.options["hit_model"]
        if not isinstance(ask, bool):
            raise GameConfigError(f"ask_everyone must be True or False, not {ask!r}.")
        if hit not in HIT_MODELS:
            raise GameConfigError(f"hit_model must be 'all' or 'chance', not {hit!r}.")

    def _setup(self, rng_state, seed):
        return initial_state(self, rng_state, seed)

    def all_actions(self):
        return actions.all_actions()
