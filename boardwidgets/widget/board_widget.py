"""BoardWidget: an anywidget that renders any game's view and plays it by clicks.

Python owns the game (a Match); the browser only draws the view it is sent
and reports clicks. Every message from the browser is checked: it must name
a target from the view the browser was last sent (matched by ``seq``), or
one of the board's buttons. Anything else is refused with a sentence in the
widget's error line, and the game is left untouched.

A class watching a projector must be able to follow the computer: after a
person's move the board is redrawn at once with a "thinking" line, then every
decision of the computer is published as it is made, at least ``pace``
seconds apart, and the elements the latest move changed stay marked. A
decision that teaches nothing (the only move on offer, declining to respond
as ``Game.quick_kinds`` names it, or half a move that writes no log line and
moves no piece) is shown without the wait, so that a whole computer turn
stays short. While the computer plays, the status line
says what it is doing (the latest line it wrote in the log), never what to do.
"""
from __future__ import annotations

import pathlib
import time
from typing import Any

import anywidget
import traitlets

from ..core.errors import BoardwidgetsError
from ..core.log import GameLog
from ..core.match import Match, explanation
from ..core.state import State
from ..icons import icon_path
from ..svg import view_to_svg

HERE = pathlib.Path(__file__).parent
COMMANDS = ("act", "click", "undo", "redo", "new_game", "agent_move", "review", "live", "whole_log")
MIN_SCALE, MAX_SCALE = 0.5, 3.0


class BoardWidget(anywidget.AnyWidget):
    """An interactive board for a Match (or a State, which starts a Match).

    ``viewer`` is the seat whose hidden information the board may show (and
    who is "you"); ``pace`` the least time in seconds each of the computer's
    decisions stays on screen before the next; ``scale`` enlarges the whole
    board (the zoom buttons change it too).

    ``hot_seat`` is for several people taking turns at one screen in a game
    with secret hands (``Game.secret_hands``): the board covers every secret
    item of the view (a card in hand) and offers "pass the screen" until the
    person who decides next presses it, so nobody sees another's cards. By
    default it is on when there is no ``viewer`` and at least two seats are
    played by people.

    >>> import boardwidgets as bw
    >>> board = bw.BoardWidget(bw.load_game("nanga_parbat").new_game(seed=7))
    >>> board.view["status"]
    'Orange places the guide: click one of the yellow region flags.'
    """

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    #: the view being shown, plus ``seq``, ``reply``, ``controls``, ``moves``, ``review`` and ``error``;
    #: its ``log`` holds only the lines the page does not hold yet, from line ``log_from`` on
    view = traitlets.Dict().tag(sync=True)
    #: the SVG path of every icon the game's views may name, sent once per board
    icons = traitlets.Dict().tag(sync=True)
    #: how much larger than its cell's width the board is drawn (the zoom buttons set it)
    scale = traitlets.Float(1.0).tag(sync=True)

    def __init__(self, match_or_state: Match | State, *, viewer: int | None = None,
                 agents: dict | None = None, pace: float = 0.4, scale: float = 1.0,
                 hot_seat: bool | None = None, **kwargs: Any):
        if isinstance(match_or_state, State):
            match = Match(match_or_state.game, state=match_or_state, agents=agents)
        elif isinstance(match_or_state, Match):
            match = match_or_state
            if agents:
                match.agents.update(match._checked_agents(agents))
        else:
            raise TypeError("BoardWidget needs a Match or a State, not "
                            f"{type(match_or_state).__name__}")
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or pace < 0:
            raise ValueError(f"pace must be a number of seconds, 0 or more, not {pace!r}.")
        super().__init__(icons={name: icon_path(name) for name in match.game.icons},
                         scale=scale, **kwargs)
        self.match = match
        people = [p for p in range(match.game.players) if p not in match.agents]
        if viewer is None and match.game.secret_hands and len(people) == 1:
            viewer = people[0]  # one person against the computer sees only their own hand
        self.viewer = viewer
        if hot_seat is None:
            hot_seat = match.game.secret_hands and viewer is None and len(people) >= 2
        self.hot_seat = bool(hot_seat)
        self._shown_to: int | None = None  # in hot-seat play, the person the screen was passed to
        self.pace = float(pace)
        self._seq = 0
        self._replies = 0
        self._targets: dict[str, dict] = {}
        self._mark_from: int | None = None  # where the latest move (or reply) began
        self._reply_from: int | None = None  # where the computer's reply under way began
        self._waiting: str | None = None
        self._review: int | None = None
        self._sent_log: GameLog | None = None  # the log as the pages hold it, after the last publication
        self.on_msg(self._on_browser_message)
        self._publish()

    @traitlets.validate("scale")
    def _valid_scale(self, proposal) -> float:
        value = proposal["value"]
        if not MIN_SCALE <= value <= MAX_SCALE:
            raise traitlets.TraitError(f"scale must be from {MIN_SCALE} to {MAX_SCALE}, not {value}.")
        return value

    @property
    def state(self) -> State:
        """The position of the game (the match's current state), also while reviewing."""
        return self.match.state

    @property
    def reviewing(self) -> int | None:
        """The move number being looked at in review mode, or None when playing."""
        return self._review

    # -- Python-side controls (the buttons call the same methods) -------------------
    def act(self, action) -> State:
        """Play ``action`` for the player to move, then let agents reply."""
        self._review = None
        before = self.match._cursor
        self.match.act(action)
        self._moved(before)
        return self.state

    def undo(self) -> State:
        """Take back the last human move and the computer's replies (the Undo button)."""
        self._review = None
        self.match.undo()
        self._moved(None)
        return self.state

    def redo(self) -> State:
        """Play undone moves again (the Redo button)."""
        self._review = None
        self.match.redo()
        self._moved(None)
        return self.state

    def new_game(self, seed=None) -> State:
        """Deal a new game, by default with the next seed (the New game button)."""
        self._review = None
        self.match.new_game(seed)
        self._moved(None)
        return self.state

    def agent_move(self) -> State:
        """Let the computer make one move for the player to move (then agents reply)."""
        self._review = None
        before = self.match._cursor
        self.match.agent_move()
        self._moved(before)
        return self.state

    def review(self, step: int) -> State:
        """Show the position after ``step`` moves, read-only, without undoing anything.

        ``step`` runs from 0 (the start) to the number of moves played; the game
        itself stays where it is until ``back_to_game()``.
        """
        moves = len(self.match.history)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= moves:
            raise BoardwidgetsError(f"There is no move {step!r} to look at; this game has "
                                    f"moves 0 to {moves}.")
        self._review = step
        self._changed()
        return self.match.states[step]

    def back_to_game(self) -> State:
        """Leave review mode: the board shows the game as it is and takes moves again."""
        self._review = None
        self._changed()
        return self.state

    # -- publishing ---------------------------------------------------------------------
    def _moved(self, before: int | None) -> None:
        """The game changed: show it at once, then let the agents reply one decision at a time."""
        self._mark_from = before
        if not self.match.is_agent_turn():
            self._changed()
            return
        reply_from = self._reply_from = self.match._cursor
        self._waiting = self._thinking()
        try:
            self._changed()  # the person's move, drawn before the computer starts thinking
            shown = time.monotonic()
            while self.match.is_agent_turn():
                state = self.match.state
                agent = self.match.agents[state.to_move]
                action = agent.choose(state)
                self.match.act(action, *explanation(agent))
                self._mark_from = reply_from
                self._waiting = self._thinking() if self.match.is_agent_turn() else None
                if self._teaches(state, state._as_action(action), self.match.state):
                    delay = self.pace - (time.monotonic() - shown)
                    if delay > 0:
                        time.sleep(delay)
                self._changed()
                shown = time.monotonic()
        finally:
            self._reply_from = None
            if self._waiting is not None:  # an agent failed: show where the game stands
                self._waiting = None
                self._changed()

    def _teaches(self, before: State, action, after: State) -> bool:
        """Whether the class should see this decision of the computer for ``pace`` seconds:
        not when it was the only move on offer, nor when it declines to respond (a pass in
        a card window), nor when it is half a move that changes nothing a pupil follows (no
        line in the log and no piece moved: the first animal picked for a swap)."""
        if len(before.legal_actions()) < 2 or action.kind in self.match.game.quick_kinds:
            return False
        if len(after._log) > len(before._log):
            return True
        return _pieces(before, self.viewer) != _pieces(after, self.viewer)

    def _thinking(self) -> str:
        return f"{self.match.game.player_name(self.match.state.to_move)} is thinking..."

    def _changed(self) -> None:
        self._seq += 1
        self._publish()

    def _publish(self, error: str | None = None) -> None:
        match = self.match
        if self._review is not None:
            state = match.states[self._review]
            view = state.view(self.viewer, log_from=self._lines_held(state))
        else:
            state = match.state
            since = match.states[self._mark_from] if self._mark_from is not None else None
            view = state.view(self.viewer, since=since, log_from=self._lines_held(state))
        self._sent_log = state._log
        self._targets = {t["id"]: t for t in view["targets"]}
        if self._review is not None or match.is_agent_turn():
            view["targets"] = []  # nothing for a person to click
            self._targets = {}
        if self._review is None and match.is_agent_turn():
            view["status"] = self._doing(state)
        for player in view["players"]:
            player["role"] = self._role(player["index"])
        if self.hot_seat:
            self._cover_secrets(view, state)
        view["waiting"] = self._waiting
        view["seq"] = self._seq
        self._replies += 1
        view["reply"] = self._replies  # every answer changes the view, so the page hears it
        view["error"] = error
        moves = len(match.history)
        view["moves"] = moves
        view["log_notes"] = [note for note in self._log_notes(self._review if self._review is not None
                                                              else moves)
                             if note["line"] >= view["log_from"]]
        view["review"] = None if self._review is None else {
            "at": self._review, "of": moves,
            "move": str(match.history[self._review - 1]) if self._review else "the start"}
        playing = self._review is None and self._waiting is None
        view["controls"] = {"undo": playing and match.can_undo, "redo": playing and match.can_redo,
                            "new_game": playing, "agent_move": playing and not state.is_over,
                            "review": self._waiting is None and moves > 0}
        self.view = view

    def _lines_held(self, state: State) -> int:
        """How many first lines of ``state``'s log every page showing this board holds
        already: those it shares with the log published last. Only the rest is sent, so a
        long game's log does not travel again with every move."""
        return self._sent_log.shared_length(state._log) if self._sent_log is not None else 0

    def _cover_secrets(self, view: dict, state: State) -> None:
        """Hot-seat play: secret items show only while the person deciding has taken the
        screen; when another person is to decide, the board asks to pass the screen first."""
        decider = state.to_move
        live = self._review is None and not state.is_over
        if live and decider is not None and decider == self._shown_to:
            return
        self._shown_to = None
        one, all_of = self.match.game.secret_words
        for number, panel in enumerate(view["panels"]):  # ids renamed too: they may name a card
            panel["items"] = [{"id": f"hidden-{number}-{k}", "label": f"hidden {one}", "muted": True,
                               "icon": item.get("icon")} if item.get("secret") else item
                              for k, item in enumerate(panel["items"])]
        if live and decider is not None and decider not in self.match.agents and view["targets"]:
            name = self.match.game.player_name(decider)
            view["status"] = (f"Pass the screen to {name}. {name}: press the button when the others "
                              "look away.")
            reveal = {"id": "reveal", "on": "button", "label": f"I am {name}: show my {all_of}",
                      "action": {"kind": "reveal"}}
            view["targets"] = [reveal]
            self._targets = {"reveal": reveal}

    def _reveal(self) -> None:
        """The person to decide has taken the screen: show the secrets and the moves."""
        self._shown_to = self.state.to_move
        self._changed()

    def _doing(self, state: State) -> str:
        """The status line while the computer plays: what it did last in this reply (its
        latest log line), never an instruction meant for the player it plays."""
        name = self.match.game.player_name(state.to_move)
        start = self._reply_from if self._reply_from is not None else self.match._cursor
        written = state._log.tail(len(state._log) - len(self.match.states[start]._log))
        return written[-1] if written else f"{name}'s turn: the computer is choosing."

    def _log_notes(self, moves: int) -> list[dict]:
        """The computer's reasons for the log, each after the last line of its move, for
        the first ``moves`` moves (those that led to the position shown), with the numbers
        behind each reason as its ``detail``; none for a decision with one move on offer."""
        match, states = self.match, self.match.states
        return [{"line": len(states[k + 1]._log),
                 "text": f"{match.game.player_name(states[k].to_move)}: {reason}",
                 "detail": detail}
                for k, (reason, detail) in enumerate(zip(match.reasons[:moves], match.details[:moves],
                                                         strict=True))
                if reason and len(states[k].legal_actions()) > 1]  # "the only move" explains nothing

    def _role(self, seat: int) -> str:
        """"computer" for an agent's seat; "you" for the viewer, or for the only human seat;
        "person" for the other people taking turns at this screen."""
        if seat in self.match.agents:
            return "computer"
        humans = [p for p in range(self.match.game.players) if p not in self.match.agents]
        you = self.viewer if self.viewer is not None else (humans[0] if len(humans) == 1 else None)
        return "you" if seat == you else "person"

    def _repr_mimebundle_(self, **kwargs):
        """The live board where widgets run, and a picture of it everywhere else.

        JupyterLab draws the widget (its renderer outranks images); GitHub,
        nbviewer, a docs page or a printed notebook cannot run it, and show the
        static SVG of the position as it was when the board was displayed.
        """
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle  # anywidget returns (data, metadata)
        return {**data, "image/svg+xml": view_to_svg(self.view)}, metadata

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
        if kind == "whole_log":  # a page drawn after the game began holds none of the log yet
            self._sent_log = None
            self._publish()
            return
        seq = content.get("seq")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise BoardwidgetsError("The board sent a message without a valid board number; "
                                    "it was ignored.")
        if seq != self._seq:
            raise BoardwidgetsError("That click was made on an out-of-date board, so it was "
                                    "ignored. The board is up to date now: please try again.")
        if kind == "review":
            self.review(content.get("to"))
        elif kind == "live":
            self.back_to_game()
        elif self._review is not None:
            raise BoardwidgetsError("You are looking back at an earlier position; press "
                                    "\u201cBack to the game\u201d to play on.")
        elif kind == "act":
            target = self._targets.get(content.get("target")) if isinstance(
                content.get("target"), str) else None
            if target is None:
                raise BoardwidgetsError("That is not one of the moves on offer; nothing was changed.")
            if target["id"] == "reveal":
                self._reveal()
            else:
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


def _pieces(state: State, viewer: int | None) -> dict:
    """Where every piece of ``state``'s view stands and what it looks like."""
    return {element: signature for element, signature in state._signatures_for(viewer).items()
            if element.startswith("piece:")}
