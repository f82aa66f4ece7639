"""A screen: a table's game as one person sees it, and the messages their page sends.

The view a screen publishes is the game's view for its ``viewer`` plus what the
page needs to play (docs/view_schema.md, "What the board widget adds"): the
board number, the controls, the review bar, the computer's reasons for the log.
A screen acts for its ``seats`` only: a notebook's board for every seat a person
plays at that laptop, a pupil's device in a room for that pupil's seat, the
projector for none. Every message from a page is checked: it must name a target
from the view that page was last sent (matched by ``seq``), or one of the
board's buttons. Anything else is refused with a sentence in the view's error
line, and the game is left untouched.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any

from ..core.errors import BoardwidgetsError
from ..core.log import GameLog
from ..core.state import State
from .table import Table

COMMANDS = ("act", "click", "undo", "redo", "new_game", "agent_move", "review", "live", "whole_log")
#: the button beside the pass of a response window: the seat is not asked again this game
#: (``Table.stop_asking``)
STOP_ASKING = "stop-asking"


class Screen:
    """What the person (or people) at one page see of ``table`` and may do there.

    ``viewer`` is the seat whose hidden information the screen may show (None: an
    onlooker's view, or in hot-seat play the view of whoever decides, ``seen_by``);
    ``seats`` the seats this screen plays for; ``hot_seat`` shows nobody's secrets until
    the person who decides next takes the screen; ``commands`` the buttons besides the
    moves that this screen offers (a pupil's device has no New game); ``own_turn_undo``
    limits undo and redo to the screen's own decisions of the turn under way that drew,
    rolled and revealed nothing (a room's pupils; a notebook's undo, for one person or a
    teacher showing a game, goes back over anything).
    """

    def __init__(self, table: Table, *, viewer: int | None = None, seats: Collection[int] = (),
                 hot_seat: bool = False, commands: Iterable[str] = COMMANDS,
                 own_turn_undo: bool = False, publish: Callable[[dict], None] | None = None):
        self.table = table
        self.viewer = viewer
        self.seats = seats
        self.hot_seat = hot_seat
        self.commands = frozenset(commands)
        self.own_turn_undo = own_turn_undo
        self.publish = publish or (lambda view: None)
        self.seq = 0          # the board number: every change of the game or of this screen's review
        self.replies = 0      # every answer, so that the page always notices one
        self.review_at: int | None = None
        self.targets: dict[str, dict] = {}
        self.shown_to: int | None = None  # in hot-seat play, the person the screen was passed to
        self.sent_log: GameLog | None = None  # the log as the page holds it, after the last view
        self.current: dict = {}
        table.listeners.append(self.table_changed)

    @property
    def match(self):
        return self.table.match

    def close(self) -> None:
        """The page is gone: stop following the table."""
        if self.table_changed in self.table.listeners:
            self.table.listeners.remove(self.table_changed)

    # -- what changes the screen ---------------------------------------------------------
    def table_changed(self) -> None:
        self.seq += 1
        self.send()

    def review(self, step: int) -> State:
        """Show the position after ``step`` moves, read-only, without undoing anything."""
        moves = len(self.match.history)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= moves:
            raise BoardwidgetsError(f"There is no move {step!r} to look at; this game has "
                                    f"moves 0 to {moves}.")
        self.review_at = step
        self.seq += 1
        self.send()
        return self.match.states[step]

    def back_to_game(self) -> State:
        """Leave review mode: the screen shows the game as it is and takes moves again."""
        self.review_at = None
        self.seq += 1
        self.send()
        return self.match.state

    def send(self, error: str | None = None) -> None:
        """Publish the view as it is now (with ``error``, the refusal of the last message)."""
        self.current = self.view(error)
        self.publish(self.current)

    # -- the view -------------------------------------------------------------------------
    def seen_by(self, state: State) -> int | None:
        """The seat whose view this screen shows of ``state``: its ``viewer``; else, in a game
        of secret hands played by several people at this one screen, the person deciding
        once they have taken the screen (hot seat) or whenever they decide (without hot seat);
        else nobody (None), the view an onlooker has, with every secret hidden."""
        if self.viewer is not None or not self.match.game.secret_hands:
            return self.viewer
        decider = state.to_move
        if self.review_at is not None or decider is None or decider not in self.seats:
            return None
        if self.hot_seat and decider != self.shown_to:
            return None
        return decider

    def may_play(self, state: State) -> bool:
        """Whether this screen takes moves now: live, not the computer's turn, and the seat
        to move is one this screen plays for."""
        return (self.review_at is None and not self.table.paused and not self.table.plays_itself(state)
                and state.to_move is not None and state.to_move in self.seats)

    def view(self, error: str | None = None) -> dict:
        table, match = self.table, self.match
        if self.review_at is not None:
            state, since = match._states[self.review_at], None
        else:
            state = match.state
            since = match._states[table.mark_from] if table.mark_from is not None else None
        view = state.view(self.seen_by(state), since=since, log_from=self._lines_held(state))
        table.drawn(state, since if since is not None else state.previous)
        self.sent_log = state._log
        self.targets = {t["id"]: t for t in view["targets"]}
        if not self.may_play(state):
            view["targets"] = []  # nothing for this screen to click
            self.targets = {}
        else:
            self._offer_not_asking(view, state)
        if self.review_at is None and table.plays_itself(state):
            view["status"] = table.doing(state)
        elif self._waits_for_another(state):
            name = match.game.player_name(state.to_move)
            view["status"] = f"It is {name}'s turn: wait for {name} to play."
        elif state.is_over and self.review_at is None:  # who won, and what next
            next_step = ("Press New game to play again." if "new_game" in self.commands
                         else "Press Review to look back at the game.")
            view["status"] = f"{view['status']} {next_step}"
        if table.paused and self.review_at is None:
            view["status"] = f"The teacher has paused this game. {view['status']}"
        for player in view["players"]:
            player["role"] = self._role(player["index"])
        if self.hot_seat:
            self._ask_to_pass(view, state)
        view["waiting"] = table.waiting
        view["seq"] = self.seq
        self.replies += 1
        view["reply"] = self.replies  # every answer changes the view, so the page hears it
        view["error"] = error
        moves = match._cursor
        view["moves"] = moves
        view["log_notes"] = self._log_notes(self.review_at if self.review_at is not None else moves,
                                            view["log_from"])
        view["review"] = None if self.review_at is None else {
            "at": self.review_at, "of": moves,
            "move": str(match._actions[self.review_at - 1]) if self.review_at else "the start"}
        playing = self.review_at is None and table.waiting is None
        view["controls"] = {
            "undo": playing and "undo" in self.commands and self._may_go(back=True),
            "redo": playing and "redo" in self.commands and self._may_go(back=False),
            "new_game": playing and "new_game" in self.commands,
            "agent_move": playing and "agent_move" in self.commands and not state.is_over,
            "review": table.waiting is None and moves > 0 and "review" in self.commands}
        return view

    def _waits_for_another(self, state: State) -> bool:
        """A pupil's own device while another pupil decides: the game's status line is an
        instruction for that other pupil, which this one must not read as their own."""
        return (self.review_at is None and bool(self.seats) and not self.hot_seat and not state.is_over
                and state.to_move is not None and state.to_move not in self.seats)

    def _may_go(self, back: bool) -> bool:
        """Whether undo (``back``) or redo may be pressed here: in a notebook, over the
        human decision next to the game's position, if a seat of this screen made it
        (``_owns``); in a room (``own_turn_undo``), see ``_within_own_turn``."""
        cursor = self.match._cursor
        if self.own_turn_undo:
            return self._within_own_turn(cursor - 1 if back else cursor)
        return self._owns(cursor - 1 if back else cursor, back)

    def _within_own_turn(self, index: int) -> bool:
        """A room's undo and redo: over the move ``index`` only if it is a decision of the
        seat to move now, made in its current turn (nobody else has decided since), that drew,
        rolled and revealed nothing (``State.reveals_or_draws``). A pupil takes back a slip of
        the finger; never another player's turn, and never a card or a die seen, which undo and
        redo would show again and again until it suited."""
        states = self.match._states
        if not 0 <= index < len(self.match._actions):
            return False
        before, after = states[index], states[index + 1]
        return (before.to_move in self.seats and before.to_move == after.to_move
                and before.to_move not in self.match.agents and not before.reveals_or_draws(after))

    def _owns(self, index: int, back: bool) -> bool:
        """Whether undo (``back``) or redo may move over the human decision next to
        ``index``: there is one, and a seat of this screen made it (in a match of computer
        players only, any decision)."""
        match = self.match
        actions = match._actions
        if len(match.agents) == match.game.players:
            return 0 <= index < len(actions)
        step = -1 if back else 1
        while 0 <= index < len(actions) and match._states[index].to_move in match.agents:
            index += step
        return 0 <= index < len(actions) and match._states[index].to_move in self.seats

    def _lines_held(self, state: State) -> int:
        """How many first lines of ``state``'s log the page holds already: those it shares
        with the log sent last. Only the rest is sent, so a long game's log does not travel
        again with every move."""
        return self.sent_log.shared_length(state._log) if self.sent_log is not None else 0

    def _ask_to_pass(self, view: dict, state: State) -> None:
        """Hot-seat play: while the screen shows nobody's secrets (``seen_by`` is None) and a
        person is to decide here, the board asks to pass the screen to them, and their
        button is the only thing to press."""
        decider = state.to_move
        if self.review_at is not None or state.is_over or decider is None or decider == self.shown_to:
            return
        self.shown_to = None
        if self.may_play(state):
            game = self.match.game
            name = game.player_name(decider)
            view["status"] = (f"Pass the screen to {name}. {name}: press the button when the others "
                              "look away.")
            reveal = {"id": "reveal", "on": "button", "label": f"I am {name}: show my {game.secrets_called}",
                      "action": {"kind": "reveal"}}
            view["targets"] = [reveal]
            self.targets = {"reveal": reveal}

    def _offer_not_asking(self, view: dict, state: State) -> None:
        """In a response window of a seat of this screen, beside its pass (just before it): a
        button that passes now and asks that seat no more this game (``Table.stop_asking``)."""
        passing = self.table.passes_for(state, also=state.to_move)
        if passing is None:
            return
        at = next((k for k, t in enumerate(view["targets"]) if t["action"] == passing.to_json()),
                  len(view["targets"]))
        button = {"id": STOP_ASKING, "on": "button", "label": "Don't ask me again this game",
                  "action": {"kind": STOP_ASKING}}
        view["targets"].insert(at, button)
        self.targets[STOP_ASKING] = button

    def _log_notes(self, moves: int, log_from: int) -> list[dict]:
        """The computer's reasons for the log, each after the last line of its move, for
        those of the first ``moves`` moves (the moves that led to the position shown) whose
        line the page does not hold yet (from ``log_from`` on), with the numbers behind each
        reason as its ``detail``; none for a decision with one move on offer. Read from the
        last move back, so a long game costs no more than a short one."""
        match, states = self.match, self.match._states
        notes = []
        for k in range(moves - 1, -1, -1):
            line = len(states[k + 1]._log)
            if line < log_from:  # a log only grows: every earlier note is held too
                break
            reason = match._reasons[k]
            if reason and len(states[k].legal_actions()) > 1:  # "the only move" explains nothing
                notes.append({"line": line, "text": f"{match.game.player_name(states[k].to_move)}: {reason}",
                              "detail": match._details[k]})
        notes.reverse()
        return notes

    def _role(self, seat: int) -> str:
        """"computer" for an agent's seat; "you" for the viewer, or for the only seat this
        screen plays; "person" for the other people."""
        if seat in self.match.agents:
            return "computer"
        you = self.viewer if self.viewer is not None else (
            next(iter(self.seats)) if len(self.seats) == 1 else None)
        return "you" if seat == you else "person"

    # -- messages from the page --------------------------------------------------------------
    def handle_message(self, content: Any) -> None:
        """Check and carry out one message from the page; a refusal raises
        BoardwidgetsError (the caller shows its sentence)."""
        if not isinstance(content, dict) or content.get("type") not in COMMANDS:
            raise BoardwidgetsError("The board sent a message this widget does not understand; "
                                    "it was ignored.")
        kind = content["type"]
        if kind == "whole_log":  # a page drawn after the game began holds none of the log yet
            self.sent_log = None
            self.send()
            return
        seq = content.get("seq")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise BoardwidgetsError("The board sent a message without a valid board number; "
                                    "it was ignored.")
        if seq != self.seq:
            raise BoardwidgetsError("That click was made on an out-of-date board, so it was "
                                    "ignored. The board is up to date now: please try again.")
        if kind == "review":
            self._require("review" in self.commands, "This board cannot look back.")
            self.review(content.get("to"))
        elif kind == "live":
            self.back_to_game()
        elif self.review_at is not None:
            raise BoardwidgetsError("You are looking back at an earlier position; press "
                                    "\u201cBack to the game\u201d to play on.")
        elif self.table.paused:
            raise BoardwidgetsError("The teacher has paused this game: wait until it goes on.")
        elif kind == "act":
            target = self.targets.get(content.get("target")) if isinstance(
                content.get("target"), str) else None
            if target is None:
                raise BoardwidgetsError("That is not one of the moves on offer; nothing was changed.")
            if target["id"] == "reveal":
                self.shown_to = self.match.state.to_move
                self.seq += 1
                self.send()
            elif target["id"] == STOP_ASKING:
                self.table.stop_asking(self.match.state.to_move)
            else:
                self.table.act(target["action"])
        elif kind == "click":
            self._explain_click(content.get("on"))
        elif kind == "undo":
            self._require(self.current.get("controls", {}).get("undo"), "There is nothing to undo.")
            self.table.undo()
        elif kind == "redo":
            self._require(self.current.get("controls", {}).get("redo"), "There is nothing to redo.")
            self.table.redo()
        elif kind == "new_game":
            self._require("new_game" in self.commands, "Only the teacher can start a new game here.")
            self.table.new_game()
        else:
            self._require("agent_move" in self.commands, "The computer does not move for you here.")
            self._require(not self.match.state.is_over, "The game is over; start a new game.")
            self.table.agent_move()

    @staticmethod
    def _require(condition, message: str) -> None:
        if not condition:
            raise BoardwidgetsError(message)

    def _explain_click(self, element: Any) -> None:
        """A click on something that is not a target: say why nothing happens there."""
        if not isinstance(element, str):
            raise BoardwidgetsError("The board sent a click without saying where; it was ignored.")
        state = self.match.state
        if self.match.is_agent_turn():
            raise BoardwidgetsError("Wait for the computer to move.")
        if state.is_over:
            raise BoardwidgetsError("The game is over; start a new game or undo.")
        if state.to_move not in self.seats:
            name = self.match.game.player_name(state.to_move)
            raise BoardwidgetsError(f"It is {name}'s turn: wait for {name} to play.")
        intent = state.action_at(element)
        refusal = state.explain(intent) if intent is not None else None
        if intent is not None and refusal is None:
            self.table.act(intent)
            return
        raise refusal or BoardwidgetsError("Nothing can be done there right now; the "
                                           "highlighted places are the moves on offer.")

