"""BoardWidget: an anywidget that renders any game's view and plays it by clicks.

Python owns the game (a Match); the browser only draws the view it is sent
and reports clicks. Every message from the browser is checked: it must name
a target from the view the browser was last sent (matched by ``seq``), or
one of the board's buttons. Anything else is refused with a sentence in the
widget's error line, and the game is left untouched.
"""
from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets

from ..core.errors import BoardwidgetsError
from ..core.match import Match
from ..core.state import State

HERE = pathlib.Path(__file__).parent
COMMANDS = ("act", "click", "undo", "redo", "new_game", "agent_move")


class BoardWidget(anywidget.AnyWidget):
    """An interactive board for a Match (or a State, which starts a Match).

    >>> import boardwidgets as bw
    >>> board = bw.BoardWidget(bw.load_game("nanga_parbat").new_game(seed=7))
    >>> board.view["status"]
    'Orange places the guide: click one of the yellow region flags.'
    """

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    #: the view being shown, plus ``seq``, ``controls`` and ``error``
    view = traitlets.Dict().tag(sync=True)

    def __init__(self, match_or_state: Match | State, *, viewer: int | None = None,
                 agents: dict | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        if isinstance(match_or_state, State):
            match = Match(match_or_state.game, state=match_or_state, agents=agents)
        elif isinstance(match_or_state, Match):
            match = match_or_state
            if agents:
                match.agents.update(match._checked_agents(agents))
        else:
            raise TypeError("BoardWidget needs a Match or a State, not "
                            f"{type(match_or_state).__name__}")
        self.match = match
        self.viewer = viewer
        self._seq = 0
        self._replies = 0
        self._targets: dict[str, dict] = {}
        self.on_msg(self._on_browser_message)
        self._publish()

    @property
    def state(self) -> State:
        """The position on the board (the match's current state)."""
        return self.match.state

    # -- Python-side controls (the buttons call the same methods) -------------------
    def act(self, action) -> State:
        """Play ``action`` for the player to move, then let agents reply."""
        self.match.act(action)
        self.match.play_agents()
        return self._changed()

    def undo(self) -> State:
        """Take back the last human move and the computer's replies (the Undo button)."""
        self.match.undo()
        return self._changed()

    def redo(self) -> State:
        """Play undone moves again (the Redo button)."""
        self.match.redo()
        return self._changed()

    def new_game(self, seed=None) -> State:
        """Deal a new game, by default with the next seed (the New game button)."""
        self.match.new_game(seed)
        self.match.play_agents()
        return self._changed()

    def agent_move(self) -> State:
        """Let the computer make one move for the player to move (then agents reply)."""
        self.match.agent_move()
        self.match.play_agents()
        return self._changed()

    # -- publishing ---------------------------------------------------------------------
    def _changed(self) -> State:
        self._seq += 1
        self._publish()
        return self.state

    def _publish(self, error: str | None = None) -> None:
        view = self.state.view(self.viewer)
        self._targets = {t["id"]: t for t in view["targets"]}
        if self.match.is_agent_turn():
            view["targets"] = []  # the computer is to move: nothing to click
            self._targets = {}
        view["seq"] = self._seq
        self._replies += 1
        view["reply"] = self._replies  # every answer changes the view, so the page hears it
        view["error"] = error
        view["controls"] = {"undo": self.match.can_undo, "redo": self.match.can_redo,
                            "new_game": True, "agent_move": not self.state.is_over}
        self.view = view

    def show_error(self, message: str) -> None:
        """Show ``message`` in the board's error line (the game is unchanged)."""
        self._publish(error=message)

    # -- messages from the browser ----------------------------------------------------------
    def _on_browser_message(self, _widget, content, _buffers) -> None:
        try:
            self.handle_message(content)
        except BoardwidgetsError as exc:
            self.show_error(getattr(exc, "reason", None) or str(exc))
        except Exception as exc:  # never let a click end in a traceback
            self.show_error(f"Something went wrong ({type(exc).__name__}: {exc}); "
                            "the game was not changed.")

    def handle_message(self, content: Any) -> None:
        """Check and carry out one message from the browser."""
        if not isinstance(content, dict) or content.get("type") not in COMMANDS:
            raise BoardwidgetsError("The board sent a message this widget does not understand; "
                                    "it was ignored.")
        kind = content["type"]
        seq = content.get("seq")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise BoardwidgetsError("The board sent a message without a valid board number; "
                                    "it was ignored.")
        if seq != self._seq:
            raise BoardwidgetsError("That click was made on an out-of-date board, so it was "
                                    "ignored. The board is up to date now: please try again.")
        if kind == "act":
            target = self._targets.get(content.get("target")) if isinstance(
                content.get("target"), str) else None
            if target is None:
                raise BoardwidgetsError("That is not one of the moves on offer; nothing was changed.")
            self.act(target["action"])
        elif kind == "click":
            self._explain_click(content.get("on"))
        elif kind == "undo":
            self._require(self.match.can_undo, "There is nothing to undo.")
            self.undo()
        elif kind == "redo":
            self._require(self.match.can_redo, "There is nothing to redo.")
            self.redo()
        elif kind == "new_game":
            self.new_game()
        else:
            self._require(not self.state.is_over, "The game is over; start a new game.")
            self.agent_move()

    @staticmethod
    def _require(condition: bool, message: str) -> None:
        if not condition:
            raise BoardwidgetsError(message)

    def _explain_click(self, element: Any) -> None:
        """A click on something that is not a target: say why nothing happens there."""
        if not isinstance(element, str):
            raise BoardwidgetsError("The board sent a click without saying where; it was ignored.")
        if self.match.is_agent_turn():
            raise BoardwidgetsError("Wait for the computer to move.")
        if self.state.is_over:
            raise BoardwidgetsError("The game is over; start a new game or undo.")
        intent = self.state.action_at(element)
        refusal = self.state.explain(intent) if intent is not None else None
        if intent is not None and refusal is None:
            self.act(intent)
            return
        raise refusal or BoardwidgetsError("Nothing can be done there right now; the "
                                           "highlighted places are the moves on offer.")

    def __repr__(self) -> str:
        state = self.state
        where = "game over" if state.is_over else f"player {state.to_move} to move"
        return f"BoardWidget({state.game.name}, {len(self.match.history)} moves, {where})"
