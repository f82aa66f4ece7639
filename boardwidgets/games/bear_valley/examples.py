"""The rulebook's worked examples of Bear Valley, saved as matches that replay them.

The rulebook teaches with four examples: Violet exploring until she is lost,
a basic game of three rounds, Rocky's contingency move, and an advanced game
of seven rounds. Each is a saved ``Match`` in ``saved_examples/``: it starts
from the position the example describes (its river, its tokens, the deck
stacked in the order the cards come up) and holds every move, so
``match.states[k]`` is the position after the k-th. The tests that replay the
rulebook's text move by move (``tests/games/bear_valley/test_examples.py``)
check that each file holds exactly that game, and write it when asked to.

They ship inside the package, not as files beside the tutorial, so that they
load wherever the library does: a notebook served over plain http from a
teacher's laptop (the classroom site) cannot open the files beside it.

>>> from boardwidgets.games.bear_valley.examples import EXAMPLES, load_example
>>> EXAMPLES
('exploring', 'basic_game', 'contingency', 'advanced_game')
>>> load_example("basic_game").state.result()["winners"]
[2]
"""
from __future__ import annotations

import json
from pathlib import Path

from ...core.errors import GameConfigError
from ...core.match import Match

EXAMPLES = ("exploring", "basic_game", "contingency", "advanced_game")
SAVED = Path(__file__).with_name("saved_examples")


def example_path(name: str) -> Path:
    """The saved match of the worked example ``name`` (one of ``EXAMPLES``)."""
    if name not in EXAMPLES:
        raise GameConfigError(f"Bear Valley has no worked example {name!r}; the rulebook's are "
                              f"{', '.join(repr(known) for known in EXAMPLES)}.")
    return SAVED / f"{name}.json"


def load_example(name: str) -> Match:
    """The worked example ``name`` as a finished Match, to step through or review on a board."""
    return Match.from_json(json.loads(example_path(name).read_text(encoding="utf-8")))
