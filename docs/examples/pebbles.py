"""Pebbles: the smallest complete boardwidgets game (see docs/adding_a_game.md).

Ten stones lie in a row; two players take one or two in turn, and whoever takes
the last stone wins. A real game lives in ``boardwidgets/games/<name>/``, split
into components, board, actions, rules, saving and view modules; this example
keeps everything in one file so that it reads top to bottom: the rules (the
State), then the functions that draw, refuse, save and load a state, then the
Game that names them. Run it to play a random game and check a few promises of
the contract:

    python docs/examples/pebbles.py
"""
from __future__ import annotations

import networkx as nx

from boardwidgets.core import Action, Game, GameLog, IllegalAction, Rng, State, register
from boardwidgets.core.saves import Fields
from boardwidgets.core.view import VIEW_SCHEMA, player_chips, view_targets

# -- components and board: built once, shared by every state ------------------------
STONES = 10
BOARD = nx.freeze(nx.path_graph(STONES))
# -- every action the game can offer, built once (Game.all_actions lists them) ------
TAKE = {n: Action.make("take", f"take {n} stone{'s' * (n > 1)}", count=n) for n in (1, 2)}
COLORS = ("#e8831a", "#2f9e5b")


class PebblesState(State):
    """One moment of a game of Pebbles. Small and immutable: three values."""

    __slots__ = ("left", "to_move", "winner")

    def _evolve(self, line: str, **changes) -> PebblesState:
        """A copy with some values changed and one more log line."""
        new = object.__new__(PebblesState)
        State.__init__(new, self.game, self._log.add(line))
        for name in self.__slots__:
            setattr(new, name, changes[name] if name in changes else getattr(self, name))
        return new

    # -- the hooks listed in boardwidgets/core/state.py --------------------------------
    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def graph(self):
        return BOARD

    def _compute_legal(self):
        """Legal actions in a fixed order (only called while the game is not over)."""
        return tuple(TAKE[n] for n in (1, 2) if n <= self.left)

    def _successor(self, action):
        """The next state; ``action`` is known to be legal."""
        left = self.left - action["count"]
        line = f"Player {self.to_move + 1} takes {action['count']}; {left} left."
        if left == 0:
            return self._evolve(line, left=0, to_move=None, winner=self.to_move)
        return self._evolve(line, left=left, to_move=1 - self.to_move)

    def _identity(self):
        return (self.left, self.to_move, self.winner)

    def result(self):
        if not self.is_over:
            return None
        return {"winners": [self.winner],
                "scores": {p: int(p == self.winner) for p in (0, 1)},
                "reason": f"Player {self.winner + 1} took the last stone."}


def make_state(game, left, to_move, winner, log) -> PebblesState:
    """A state with every value given (setup and loading make one)."""
    state = object.__new__(PebblesState)
    State.__init__(state, game, GameLog.of(log))
    state.left, state.to_move, state.winner = left, to_move, winner
    return state


# -- view, refusals and saving: functions of a state, named by the Game below ------------
def build_view(state, viewer=None):
    """The board part of the view (docs/view_schema.md): stones as spaces, moves as
    buttons. ``State.view`` adds what the latest move changed and each seat's role."""
    spaces = [{"id": f"stone-{i}", "shape": "circle", "x": i + 0.5, "y": 0.5, "r": 0.4,
               "fill": "#888888" if i < state.left else "#eeeeee"} for i in range(STONES)]
    status = (state.result()["reason"] if state.is_over
              else f"Player {state.to_move + 1}: take one or two stones.")
    return {"schema": VIEW_SCHEMA, "game": state.game.name, "title": state.game.title,
            "viewbox": [0, 0, STONES, 1], "spaces": spaces, "links": [], "pieces": [],
            "panels": [], "targets": view_targets(state, lambda action: "button"),
            "players": player_chips(state, scores=(0, 0)),
            "status": status, "log": state.log, "over": state.is_over, "error": None}


def intended_action(state, element):
    """What a click on ``element`` asks for, legal or not (the widget explains refusals)."""
    return TAKE[1] if element == "button" else None


def refusal(state, action):
    """Why ``action`` is not legal, as a sentence and a rulebook section."""
    return IllegalAction(f"Only {state.left} stone(s) are left.", "Taking stones")


def state_data(state):
    return {"left": state.left, "to_move": state.to_move, "winner": state.winner}


def state_from_data(game, data):
    """Rebuild a saved state; ``Fields`` refuses anything malformed, naming it."""
    fields = Fields(data, "data")
    fields.only("left", "to_move", "winner", "log")
    return make_state(game, fields.int("left", 0, STONES), fields.optional_int("to_move", 0, 1),
                      fields.optional_int("winner", 0, 1), fields.strings("log"))


@register
class Pebbles(Game):
    """Take one or two stones in turn; whoever takes the last one wins."""

    name = "pebbles"
    title = "Pebbles"
    min_players = max_players = 2
    variants = {"standard": "ten stones in a row"}
    summary = "Take one or two stones in turn; whoever takes the last one wins."
    player_colors = COLORS
    # the functions that draw, click, refuse, save and load a state (see boardwidgets.core.Game)
    draw = staticmethod(build_view)
    element_action = staticmethod(intended_action)
    refuse = staticmethod(refusal)
    save = staticmethod(state_data)
    load = staticmethod(state_from_data)

    def _setup(self, rng_state, seed):
        """The first state: every random choice comes from ``Rng(rng_state)``."""
        first = Rng(rng_state).below(2)
        return make_state(self, STONES, first, None, [f"Player {first + 1} is drawn to start."])

    def all_actions(self):
        return TAKE.values()


if __name__ == "__main__":
    import json

    import boardwidgets as bw
    from boardwidgets.core.view import view_problems

    game = bw.load_game("pebbles")
    players = {0: bw.agents.Random(seed=1), 1: bw.agents.Random(seed=2)}
    match = bw.Match(game, seed=3, agents=players)
    match.play_agents()
    final = match.state
    print("\n".join(final.log))
    print(final.result())
    assert game.state_from_json(json.loads(json.dumps(final.to_json()))) == final
    assert bw.Match.replay(game, 3, [a.to_json() for a in match.history]).state == final
    start = game.new_game(seed=3)
    assert view_problems(start.view()) == [] and view_problems(final.view()) == []
    assert "pebbles" in [info.name for info in bw.games()]
    print(bw.BoardWidget(start))
