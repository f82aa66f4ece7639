"""How a Bear Valley state writes things down: the names its rules, saving and
observation share.

A state is in one of the ``PHASES`` (see ``BearValleyState``), and counts in
``quiet`` the turns since a card was last drawn, up to ``QUIET_ROUNDS`` for each
player still in the game.
"""
from __future__ import annotations

PHASES = ("move", "stop", "orient", "woods", "blocked", "bear", "mushrooms", "dive", "trade", "gift",
          "over")

#: rounds without a card explored after which the game ends (a ruling of ours: the map has
#: closed, or nobody will go on; the deck could then never run out)
QUIET_ROUNDS = 20
