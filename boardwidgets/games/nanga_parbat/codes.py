"""How a Nanga Parbat state writes things down: the names its rules, view, saving,
refusals and observation share.

A section of the mountain holds one small integer: an animal kind (its index in
``components.ANIMALS``), a player's hiker (``HIKER + player``) or a player's camp
(``CAMP + player``). A state is in one of the ``PHASES``; in the "pick" phase it is
completing one of the ``PENDING`` decisions (a chart row or an activation).
"""
from __future__ import annotations

from .components import ACTIVATIONS, ANIMAL_NAMES, ANIMALS, CHART_NEEDS, CHART_ROWS, PLAYER_NAMES

HIKER = 6  # + player: a hiker on the mountain
CAMP = 8  # + player: a camp on the mountain
#: the phases of a state (see NangaParbatState), and what a "pick" phase may be completing
PHASES = ("guide", "trap", "act", "pick", "over")
PENDING = (*CHART_ROWS, *ACTIVATIONS)
#: the animal kinds with a power to activate
ACTIVATABLE = tuple(ANIMALS.index(kind) for kind in ACTIVATIONS)
SNOW_LEOPARD, TAHR, MUSK_DEER, YAK = ACTIVATABLE


def chart_index(row: str, column: int) -> int:
    """The position of a chart square in a state's ``chart`` (rows in order, columns from 1)."""
    return CHART_ROWS.index(row) * len(CHART_NEEDS) + column - 1


def describe(code: int) -> str:
    """What stands in a section, in words."""
    if code < HIKER:
        return f"a {ANIMAL_NAMES[ANIMALS[code]]}"
    if code < CAMP:
        return f"{PLAYER_NAMES[code - HIKER]}'s hiker"
    return f"{PLAYER_NAMES[code - CAMP]}'s camp"
