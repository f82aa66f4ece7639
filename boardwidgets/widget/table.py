"""A table: one game being played, shared by every screen that shows it.

A notebook's board is one screen at one table; a room (``bw.room``) puts several
screens at each table, one per pupil's device and one for the projector. The
table holds what they share: the Match, the computer's pace, what the latest
move (or the computer's whole reply) changed, and the "thinking" line. Every
change is announced to the table's screens, each of which draws the game as its
own seat sees it (``screen.py``).

A class watching a projector must be able to follow the computer: after a
person's move the screens are redrawn at once with a "thinking" line, then every
decision of the computer is announced as it is made, at least ``pace`` seconds
apart. A decision that teaches nothing (the only move on offer, declining to
respond as ``Game.quick_kinds`` names it, or half a move that writes no log line
and moves no piece) is shown without the wait, so that a whole computer turn
stays short.

A person asked again and again whether to respond (Fireball Island's card windows, at the
start of every other player's turn) may choose "don't ask me again this game": the table
then plays that seat's pass itself, as it plays the computer's decisions, whenever the seat
is asked to respond, until a new game (``stop_asking``). The game is unchanged: the seat
still passes, as a decision of its own. The choice is the table's, by seat, so that a
notebook's board and a pupil's device in a room offer it alike.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable

from ..core.actions import Action
from ..core.errors import BoardwidgetsError, GameConfigError
from ..core.match import Match, explanation
from ..core.state import State


class Table:
    """A Match, the pace of its computer players, and the screens that show it."""

    def __init__(self, match: Match, pace: float = 0.4):
        self.match = match
        self.pace = checked_pace(pace)
        self.mark_from: int | None = None  # where the latest move (or the computer's reply) began
        self.reply_from: int | None = None  # where the computer's reply under way began
        self.waiting: str | None = None     # "Green is thinking..." while the computer plays
        self.paused = False                 # a teacher has stopped the table (a room's)
        self.unasked: set[int] = set()      # seats whose response windows pass by themselves
        self.listeners: list[Callable[[], None]] = []
        self._drawn: dict[int, State] = {}  # positions whose views are remembered (``forget_views``)
        self._drawn_lock = threading.Lock()  # a room's worker forgets while a notebook's board draws

    # -- moves (the screens' buttons call these) -------------------------------------------
    def act(self, action) -> State:
        """Play ``action`` for the player to move, then let the computer reply."""
        before = self.match._cursor
        self.match.act(action)
        self.moved(before)
        return self.match.state

    def undo(self) -> State:
        """Take back the last human move and the computer's replies (and the passes the table
        played for a seat not to be asked, which it would only play again)."""
        self.match.undo()
        while self.match.can_undo and self.passes_for(self.match.state) is not None:
            self.match.undo()
        self.moved(None)
        return self.match.state

    def redo(self) -> State:
        """Play undone moves again."""
        self.match.redo()
        while self.match.can_redo and self.passes_for(self.match.state) is not None:
            self.match.redo()
        self.moved(None)
        return self.match.state

    def new_game(self, seed=None) -> State:
        """Deal a new game, by default with the next seed; it asks every seat again."""
        self.match.new_game(seed)
        self.unasked.clear()
        self.moved(None)
        return self.match.state

    def stop_asking(self, seat: int) -> State:
        """"Don't ask me again this game": ``seat`` passes now, and the table passes for it in
        every response window until a new game."""
        state = self.match.state
        if state.to_move != seat or self.passes_for(state, also=seat) is None:
            raise BoardwidgetsError("Nothing asks you to respond now; nothing was changed.")
        self.unasked.add(seat)
        self.moved(self.match._cursor)
        return self.match.state

    def passes_for(self, state: State, also: int | None = None) -> Action | None:
        """The pass the table plays itself in ``state``: a response window (a decision that
        offers the kind of action ``Game.pass_kind`` names) of a seat that asked not to be
        asked again this game (or of seat ``also``); else None."""
        kind = getattr(self.match.game, "pass_kind", None)
        if kind is None or state.is_over or state.to_move not in (*self.unasked, also):
            return None
        return next((action for action in state.legal_actions() if action.kind == kind), None)

    def plays_itself(self, state: State | None = None) -> bool:
        """Whether the table decides now without asking anyone: a computer player's turn, or
        a pass it plays for a seat not to be asked (``stop_asking``)."""
        state = self.match.state if state is None else state
        return self.match.is_agent_turn(state) or self.passes_for(state) is not None

    def agent_move(self) -> State:
        """Let the computer make one move for the player to move (then agents reply)."""
        before = self.match._cursor
        self.match.agent_move()
        self.moved(before)
        return self.match.state

    # -- the computer's reply ----------------------------------------------------------------
    def moved(self, before: int | None) -> None:
        """The game changed: announce it at once, then let the agents reply one decision at
        a time, each shown for the pace if it teaches something."""
        self.mark_from = before
        if not self.plays_itself():
            self.changed()
            return
        reply_from = self.reply_from = self.match._cursor
        self.waiting = self.thinking()
        try:
            self.changed()  # the person's move, drawn before the computer starts thinking
            shown = time.monotonic()
            while self.plays_itself() and not self.paused:
                state = self.match.state
                passing = self.passes_for(state)
                if passing is not None:  # a seat not to be asked: it passes, no reason given
                    action = passing
                    self.match.act(action)
                else:
                    agent = self.match.agents[state.to_move]
                    action = agent.choose(state)
                    self.match.act(action, *explanation(agent))
                self.mark_from = reply_from
                self.waiting = self.thinking() if self.plays_itself() and not self.paused else None
                if self.teaches(state, state._as_action(action), self.match.state):
                    delay = self.pace - (time.monotonic() - shown)
                    if delay > 0:
                        time.sleep(delay)
                self.changed()
                shown = time.monotonic()
        finally:
            self.reply_from = None
            if self.waiting is not None:  # an agent failed: show where the game stands
                self.waiting = None
                self.changed()

    def teaches(self, before: State, action, after: State) -> bool:
        """Whether the class should see this decision of the computer for ``pace`` seconds:
        not when it was the only move on offer, nor when it declines to respond (a pass in
        a card window), nor when it is half a move that changes nothing a pupil follows (no
        line in the log and no piece moved: the first animal picked for a swap)."""
        if len(before.legal_actions()) < 2 or action.kind in self.match.game.quick_kinds:
            return False
        self.drawn(before, after)
        if len(after._log) > len(before._log):
            return True
        return _pieces(before) != _pieces(after)

    def thinking(self) -> str:
        state = self.match.state
        name = self.match.game.player_name(state.to_move)
        if self.passes_for(state) is not None:
            return f"{name} passes: not asked again this game."
        return f"{name} is thinking..."

    def doing(self, state: State) -> str:
        """The status line while the computer plays: what it did last in this reply (its
        latest log line), never an instruction meant for the player it plays."""
        name = self.match.game.player_name(state.to_move)
        start = self.reply_from if self.reply_from is not None else self.match._cursor
        written = state._log.tail(len(state._log) - len(self.match._states[start]._log))
        return written[-1] if written else f"{name}'s turn: the computer is choosing."

    def changed(self) -> None:
        """Tell every screen that the game changed."""
        for listener in list(self.listeners):
            listener()
        self.forget_views()

    def drawn(self, *states: State | None) -> None:
        """A screen drew these positions (or compared with them): they remember their views."""
        with self._drawn_lock:
            for state in states:
                if state is not None:
                    self._drawn[id(state)] = state

    def forget_views(self) -> None:
        """Let the positions drawn since the last change drop what they remember of their views
        (the marks ``State.view`` compares to say what a move changed), but the position shown
        and the one the next marks start from: kept for every seat and the public board, they
        came to some 30 to 160 kB a move, for as long as a game went on. A position looked back
        at draws them again."""
        match = self.match
        keep = {id(match.state)}
        if self.mark_from is not None and self.mark_from < len(match._states):
            keep.add(id(match._states[self.mark_from]))
        with self._drawn_lock:
            for key, state in list(self._drawn.items()):
                if key not in keep:
                    if state._signatures:
                        state._signatures.clear()  # emptied, not dropped: a notebook board may draw it
                    del self._drawn[key]


def checked_pace(pace) -> float:
    """``pace`` as seconds, or a GameConfigError: the least time a decision stays on the board."""
    if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 60:
        raise GameConfigError(f"pace is how many seconds each move of the computer stays on the board, "
                              f"from 0 to 60 (0.4 is usual), not {pace!r}.")
    return float(pace)


def _pieces(state: State) -> dict:
    """Where every piece stands and what it looks like, as an onlooker sees them."""
    return {element: signature for element, signature in state._signatures_for(None).items()
            if element.startswith("piece:")}
