"""BoardWidget: an anywidget that renders any game's view and plays it by clicks.

Python owns the game: the widget is one screen (``screen.py``) at a table of its
own (``table.py``), which hold the Match, check every message from the browser
and build the views; the browser only draws the view it is sent and reports
clicks. A room (``bw.room``) puts the same screens on pupils' devices.
"""
from __future__ import annotations

import pathlib
from collections.abc import Collection
from typing import Any

import anywidget
import traitlets

from ..core.errors import BoardwidgetsError, GameConfigError
from ..core.match import Match
from ..core.state import State
from ..icons import icon_path
from ..svg import view_to_svg
from .screen import COMMANDS, Screen
from .table import Table, checked_pace

HERE = pathlib.Path(__file__).parent
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

    A board may also show a ``Table`` that other screens show too (a room's):
    ``seats`` are then the seats it plays for (by default every seat people
    play) and ``commands`` the buttons it offers besides the moves.

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

    def __init__(self, match_or_state: Match | State | Table, *, viewer: int | None = None,
                 agents: dict | None = None, pace: float = 0.4, scale: float = 1.0,
                 hot_seat: bool | None = None, seats: Collection[int] | None = None,
                 commands: Collection[str] = COMMANDS, **kwargs: Any):
        if isinstance(match_or_state, Table):  # a table shown elsewhere too (a room's)
            table = match_or_state
        elif isinstance(match_or_state, State):
            table = Table(Match(match_or_state.game, state=match_or_state, agents=agents), pace)
        elif isinstance(match_or_state, Match):
            if agents:
                match_or_state.agents.update(match_or_state._checked_agents(agents))
            table = Table(match_or_state, pace)  # checks the pace
        else:
            raise TypeError("BoardWidget needs a Match or a State, not "
                            f"{type(match_or_state).__name__}")
        match = table.match
        super().__init__(icons={name: icon_path(name) for name in match.game.icons},
                         scale=self.checked_scale(scale), **kwargs)
        people = [p for p in range(match.game.players) if p not in match.agents]
        if viewer is None and match.game.secret_hands and len(people) == 1:
            viewer = people[0]  # one person against the computer sees only their own hand
        if hot_seat is None:
            hot_seat = match.game.secret_hands and viewer is None and len(people) >= 2
        self.table = table
        self.screen = self.make_screen(table, viewer=viewer, seats=_People(match) if seats is None else seats,
                                       hot_seat=bool(hot_seat), commands=commands, publish=self._show)
        self.on_msg(self._on_browser_message)
        self.screen.send()

    def make_screen(self, table: Table, **options: Any) -> Screen:
        """The screen this board shows (a lesson's board shows a lesson's screen)."""
        return Screen(table, **options)

    def _show(self, view: dict) -> None:
        self.view = view

    @staticmethod
    def checked_scale(scale) -> float:
        """``scale`` as a number, or a GameConfigError that says what it is."""
        if (isinstance(scale, bool) or not isinstance(scale, (int, float))
                or not MIN_SCALE <= scale <= MAX_SCALE):
            raise GameConfigError(f"scale is how large the board is drawn, a number from {MIN_SCALE} to "
                                  f"{MAX_SCALE} (1 is the usual size, 1.5 suits a projector), not {scale!r}.")
        return float(scale)

    @traitlets.validate("scale")
    def _valid_scale(self, proposal) -> float:
        value = proposal["value"]
        if not MIN_SCALE <= value <= MAX_SCALE:
            raise traitlets.TraitError(f"scale must be from {MIN_SCALE} to {MAX_SCALE}, not {value}.")
        return value

    @property
    def match(self) -> Match:
        """The game being played (``board.match.agents`` are the computer's seats)."""
        return self.table.match

    @property
    def viewer(self) -> int | None:
        """The seat whose hidden information the board shows (None: an onlooker's view)."""
        return self.screen.viewer

    @property
    def hot_seat(self) -> bool:
        """Whether secret items stay covered until the person to decide takes the screen."""
        return self.screen.hot_seat

    @property
    def pace(self) -> float:
        """The least time in seconds each of the computer's decisions stays on the board."""
        return self.table.pace

    @pace.setter
    def pace(self, seconds: float) -> None:
        self.table.pace = checked_pace(seconds)

    @property
    def state(self) -> State:
        """The position of the game (the match's current state), also while reviewing."""
        return self.match.state

    @property
    def reviewing(self) -> int | None:
        """The move number being looked at in review mode, or None when playing."""
        return self.screen.review_at

    # -- Python-side controls (the buttons call the same methods) -------------------
    def act(self, action) -> State:
        """Play ``action`` for the player to move, then let agents reply."""
        self.screen.review_at = None
        return self.table.act(action)

    def undo(self) -> State:
        """Take back the last human move and the computer's replies (the Undo button)."""
        self.screen.review_at = None
        return self.table.undo()

    def redo(self) -> State:
        """Play undone moves again (the Redo button)."""
        self.screen.review_at = None
        return self.table.redo()

    def new_game(self, seed=None) -> State:
        """Deal a new game, by default with the next seed (the New game button)."""
        self.screen.review_at = None
        return self.table.new_game(seed)

    def agent_move(self) -> State:
        """Let the computer make one move for the player to move (then agents reply)."""
        self.screen.review_at = None
        return self.table.agent_move()

    def review(self, step: int) -> State:
        """Show the position after ``step`` moves, read-only, without undoing anything.

        ``step`` runs from 0 (the start) to the number of moves played; the game
        itself stays where it is until ``back_to_game()``.
        """
        return self.screen.review(step)

    def back_to_game(self) -> State:
        """Leave review mode: the board shows the game as it is and takes moves again."""
        return self.screen.back_to_game()

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
        self.screen.send(error=message)

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
        self.screen.handle_message(content)

    def __repr__(self) -> str:
        state = self.state
        where = "game over" if state.is_over else f"player {state.to_move} to move"
        return f"BoardWidget({state.game.name}, {len(self.match.history)} moves, {where})"


class _People:
    """The seats people play at this board: every seat the match's agents do not play (the
    agents may change while the board is shown)."""

    def __init__(self, match: Match):
        self.match = match

    def __contains__(self, seat) -> bool:
        return isinstance(seat, int) and 0 <= seat < self.match.game.players and seat not in self.match.agents

    def __iter__(self):
        return (seat for seat in range(self.match.game.players) if seat in self)

    def __len__(self) -> int:
        return sum(1 for _ in self)
