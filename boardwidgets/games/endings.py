"""What every game's last status line says first: who won, in the same words in every game.

A game's final ``status`` starts with its winners exactly as ``state.result()["winners"]``
lists them (``who_won``: "Yellow wins", "Red and Blue share the win"), then says why, in the
game's own words. It says nothing about buttons: a notebook's board and a room's pages add what
to do next themselves (only a notebook has a New game button for everyone).

>>> who_won(["Yellow"])
'Yellow wins'
>>> who_won(["Red", "Blue", "Yellow"])
'Red, Blue and Yellow share the win'
>>> who_won([], nobody="The bears win")
'The bears win'
"""
from __future__ import annotations

from collections.abc import Sequence


def who_won(names: Sequence[str], nobody: str = "Nobody wins") -> str:
    """The winners named in a pupil's words: one wins, several share the win, or ``nobody``
    when no player won (Bear Valley's "The bears win")."""
    if not names:
        return nobody
    if len(names) == 1:
        return f"{names[0]} wins"
    return f"{', '.join(names[:-1])} and {names[-1]} share the win"


def lowered(sentence: str) -> str:
    """``sentence`` to follow a colon: "The ice block..." -> "the ice block..."."""
    return sentence[:1].lower() + sentence[1:]
