"""How a Maple Valley state writes things down: the names its rules, view, panels,
saving, refusals and observation share.

A state keeps the four decks in ``DECKS`` order (the first three have a display);
its turn is an agenda of tasks, of which the kinds in ``DECISIONS`` wait for a
player; a turn's travel is ``BEFORE`` the Friend's run, in the ``RUN`` or ``AFTER``
it (Maps after the run).
"""
from __future__ import annotations

from .components import DAWDLES, FAVOURS, FRIENDS, PATCHES

#: the four decks, in the order the state keeps them; the first three have a display
DECKS = ("favour", "friend", "patch", "dawdle")
DISPLAYED = ("favour", "friend", "patch")
CARDS_OF = {"favour": FAVOURS, "friend": FRIENDS, "patch": PATCHES, "dawdle": DAWDLES}
#: the tasks of the agenda that wait for a player's decision
DECISIONS = frozenset({"card", "travel", "activate", "take", "supply", "drop_patch", "market", "effect",
                       "keep", "give_favour", "pay", "gain", "craft", "limit", "title"})
#: what happens in a turn's travel: nothing yet, the Friend's run, Maps after the run
BEFORE, RUN, AFTER = "before", "run", "after"
