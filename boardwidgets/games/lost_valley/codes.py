"""How a Lost Valley state writes things down: the names its rules and saving share.

A state's turn is an agenda of tasks (see ``rules.py``); the kinds named in
``DECISIONS`` wait for a player, the others run by themselves, so a saved game
always has a decision on top.
"""
from __future__ import annotations

#: the tasks of the agenda that wait for a player's decision
DECISIONS = frozenset({"main", "move", "lay", "pick_event", "limits", "pay", "shop", "offer", "answer"})
