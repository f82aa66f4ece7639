"""How a Fireball Island state writes things down: the names its rules, view, saving,
refusals and observation share.

The agenda's decisions (``DECISIONS``) wait for a player; a response window is one
of the ``WINDOWS``, each asking about the cards it may take; each player's Magic
Charm is one of ``NO_CHARM``, ``CHARM`` or ``CHARM_USED``.
"""
from __future__ import annotations

#: response windows (rulings, 1) and the cards each one may take
WINDOWS = {
    "start": ("fireball", "take_card", "double", "ahead4", "ahead5", "ahead6", "back1", "back2", "back3"),
    "rolled": ("reroll", "double", "fireball", "take_card", "back1", "back2", "back3"),
    "fireball": ("talisman",),
    "steal": ("fake_jewel",),
    "card": ("cancel",),
    "moved": ("fireball", "take_card", "double", "back1", "back2", "back3"),
    "after": ("another_turn",),
}
#: charm token states of a player: never had one, holding one, traded it in
NO_CHARM, CHARM, CHARM_USED = 0, 1, 2
#: the tasks of the agenda that wait for a player's decision
DECISIONS = frozenset({"window", "main", "aim", "move"})
