"""Bear Valley's rules: legal actions and their effects.

Sections follow the rulebook: starting the game (the first-turn limits),
moving (the walk, no revisiting), exploring (drawing, laying the card so that
it leads back, getting lost), traversing (matched exits, other players),
the special cards (Bears, Bridges and Hedges, water, Mountains, Woods), the
sunclock, and the end of the game.

The map is a dict from a hex coordinate to the card placed there; a new
state copies it only when a card is placed. A turn in progress is the walk
so far (``path``, the positions visited, starting at the token) and the hour
reached on the sunclock; the token itself only moves when the walk ends.
"""
from __future__ import annotations

from ...core.log import GameLog
from ...core.rng import Rng
from ...core.state import State
from .actions import EXPLORE, ORIENT, STAY, STOP, TRAVERSE, TUNNEL, WOODS
from .board import (
    START,
    connected,
    destination_of,
    face,
    map_graph,
    neighbour,
    opposite,
    river_layout,
    same_shape,
    section_words,
)
from .components import CARDS, DIRECTION_NAMES, DIRECTIONS, KIND_NAMES, WATER_KINDS, WILDERNESS_IDS

PHASES = ("move", "stop", "orient", "woods", "tunnel", "over")
HOUR_WORDS = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
              "Eleven", "Twelve")


def hour_words(hour: int) -> str:
    """The hour as the rulebook counts it aloud: "Three o'clock"."""
    return f"{HOUR_WORDS[hour - 1] if hour <= len(HOUR_WORDS) else hour} o'clock"


def card_words(card_id: str) -> str:
    card = CARDS[card_id]
    article = "an" if card.name[0] in "AEIOU" else "a"
    return f"{article} {card.name} card ({card.exits} exits)"


class BearValleyState(State):
    """One moment of a Bear Valley game. Build it with ``game.new_game(seed)``.

    Phases: ``move`` (explore, traverse, stop here or stay), ``stop`` (the
    walk must end now: stop here or stay), ``orient`` (lay the drawn card one
    way or the other), ``woods`` (two Woods directions match the drawn card),
    ``tunnel`` (at One or Two o'clock the card does not lead back: tunnel
    onto it or stay) and ``over``.
    """

    __slots__ = ("seed", "rng", "cards", "deck", "tokens", "out", "tunnelled", "turns", "to_move",
                 "phase", "path", "hour", "limit", "evading", "pending", "winners", "ending")

    @classmethod
    def create(cls, game, log: GameLog, **fields) -> BearValleyState:
        """A state with every field given (used by setup and by loading a save)."""
        state = object.__new__(cls)
        State.__init__(state, game, log)
        for name in cls.__slots__:
            setattr(state, name, fields[name])
        return state

    def _evolve(self, lines=(), **changes) -> BearValleyState:
        new = object.__new__(BearValleyState)
        for name in BearValleyState.__slots__:
            setattr(new, name, changes[name] if name in changes else getattr(self, name))
        State.__init__(new, self.game, self._log.add(*lines))
        return new

    # -- the contract -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def graph(self):
        """The map explored so far: a node per card section, an edge per matched pair of exits."""
        return map_graph(self.cards)

    def result(self) -> dict | None:
        if not self.is_over:
            return None
        players = range(self.game.players)
        return {"winners": list(self.winners), "scores": {p: int(p in self.winners) for p in players},
                "reason": self.ending}

    def _build_view(self, viewer: int | None = None) -> dict:
        from .view import build_view

        return build_view(self, viewer)

    def action_at(self, element: str):
        from .view import intended_action

        return intended_action(self, element)

    def observation(self, player: int) -> list[float]:
        """Numbers seen from ``player``'s seat (see ``observation.py``)."""
        from .observation import observation

        return observation(self, player)

    def _identity(self) -> tuple:
        return tuple(getattr(self, name) if name != "cards" else tuple(sorted(self.cards.items()))
                     for name in BearValleyState.__slots__)

    def _data_json(self) -> dict:
        from .saving import state_data

        return state_data(self)

    def _refusal(self, action):
        from .refusals import refusal

        return refusal(self, action)

    def _never_offered(self, action):
        from .refusals import never_offered

        return never_offered(self, action)

    def _determinized(self, viewer: int, rng_state: int) -> BearValleyState:
        """The deck is the only thing hidden (from everyone alike): shuffle what is left of
        it, and reseed the generator."""
        rng = Rng(rng_state)
        return self._evolve(deck=tuple(rng.shuffled(self.deck)), rng=rng.state)

    # -- where things are ------------------------------------------------------------------
    @property
    def position(self) -> tuple[int, int, int]:
        """Where the walk of the player to move has reached (their token, before any step)."""
        return self.path[-1]

    def name(self, player: int) -> str:
        return self.game.player_name(player)

    def kind_at(self, position) -> str:
        return face(self.cards[position[:2]]).card.kind

    def occupant(self, position) -> int | None:
        """The other player whose token stands on this card section, if any."""
        for player, token in enumerate(self.tokens):
            if token == position and not self.out[player] and player != self.to_move:
                return player
        return None

    @property
    def destination(self) -> tuple[int, int]:
        return destination_of(self.cards)

    def moves_left(self) -> int | None:
        """How many more steps this turn's limit allows (None: no limit)."""
        return None if self.limit is None else self.limit - self.hour

    # -- legal actions ---------------------------------------------------------------------
    def _compute_legal(self) -> tuple:
        phase = self.phase
        if phase == "orient":
            return (ORIENT[0], ORIENT[3])
        if phase == "woods":
            return tuple(WOODS[d] for d in self.pending[1])
        if phase == "tunnel":
            return (TUNNEL, STAY)
        legal = []
        if phase == "move" and (self.limit is None or self.hour < self.limit):
            for direction in self.open_exits():
                step = self.step_to(direction)
                if step == "explore" and self.deck:
                    legal.append(EXPLORE[direction])
                elif isinstance(step, tuple) and self.can_enter(step) is None:
                    legal.append(TRAVERSE[direction])
        if len(self.path) > 1 and self.can_stop_here() is None:
            legal.append(STOP)
        legal.append(STAY)
        return tuple(legal)

    def open_exits(self) -> tuple[int, ...]:
        """The directions the walk can leave its current card section by (its exits)."""
        q, r, section = self.position
        return face(self.cards[(q, r)]).exits[section]

    def step_to(self, direction: int):
        """What lies through an exit: "explore" (no card yet), the position a traverse
        would reach, or None (the card there shows trees or water on this side)."""
        q, r, section = self.position
        there = neighbour((q, r), direction)
        if there not in self.cards:
            return "explore"
        return connected(self.cards, (q, r), direction, section)

    def can_enter(self, target) -> str | None:
        """None if a traverse may enter ``target``; otherwise why not, in plain words."""
        if target in self.path:
            return "You may not visit a card or section twice in one turn."
        kind = self.kind_at(target)
        if kind == "bear":
            return "Nobody may traverse a Bear card."
        occupant = self.occupant(target)
        if occupant is not None and kind != "start":
            return f"{self.name(occupant)}'s token is there, and other players block the way."
        return None

    def can_stop_here(self) -> str | None:
        """None if the walk may end where it is with the token moved there; else why not."""
        if self.kind_at(self.position) == "bear":
            return "You cannot end your turn on a Bear card."
        return None

    # -- effects -----------------------------------------------------------------------------
    def _successor(self, action) -> BearValleyState:
        kind = action.kind
        if kind == "explore":
            return self._explore(action["direction"])
        if kind == "traverse":
            return self._traverse(DIRECTIONS.index(action["direction"]))
        if kind == "stop":
            return self._stop()
        if kind == "stay":
            return self._end_turn((f"{self.name(self.to_move)} ends the turn; the token stays.",))
        if kind == "orient":
            target, card_id, direction = self.pending
            return self._place(card_id, action["rotation"], target, direction, ())
        if kind == "woods":
            card_id, _ = self.pending
            direction = DIRECTIONS.index(action["direction"])
            line = f"The stepping stones lead {DIRECTION_NAMES[action['direction']]}."
            return self._lay(card_id, direction, (line,))
        if kind == "tunnel":
            return self._tunnel()
        raise AssertionError(kind)

    # Moving -------------------------------------------------------------------------------
    def _traverse(self, direction: int) -> BearValleyState:
        target = self.step_to(direction)
        hour = self.hour + 1
        where = section_words(self.cards[target[:2]], target[2])
        towards = DIRECTION_NAMES[DIRECTIONS[direction]]
        line = (f"{hour_words(hour)}: {self.name(self.to_move)} traverses {towards}"
                f" onto the {KIND_NAMES[self.kind_at(target)]}{' (' + where + ')' if where else ''}.")
        return self._enter(target, hour, (line,))

    def _enter(self, target, hour: int, lines, cards=None) -> BearValleyState:
        """The walk steps onto ``target``; then it goes on, or must end there."""
        cards = self.cards if cards is None else cards
        entered = self._evolve(lines, cards=cards, path=(*self.path, target), hour=hour, pending=None,
                               phase="move")
        ending = entered.why_the_walk_ends()
        return entered._evolve((ending[0],), phase="stop") if ending else entered

    def why_the_walk_ends(self) -> tuple[str, str] | None:
        """Why the walk cannot go on from where it stands: (reason, rulebook section), or None.

        Water ends it, so do leaving a Mountain, the move after slipping past a
        Bear, and the turn's limit (the first turn, or a turn begun on a Mountain).
        """
        kind = self.kind_at(self.position)
        if len(self.path) < 2:
            return None
        if kind in WATER_KINDS:
            return (f"The {KIND_NAMES[kind]} has water: the walk ends here.", "Lakes and Rivers")
        if self.kind_at(self.path[-2]) == "mountain":
            return ("Moving off a Mountain ends the walk after that move.", "Mountain")
        if self.evading and kind != "bear":
            return ("After slipping past a Bear the walk ends on the next card.", "One O'clock")
        if self.limit is not None and self.hour >= self.limit:
            if self.turns[self.to_move] == 1 and self.limit == self.to_move + 1:
                return (f"On your first turn you may move at most {self.limit} "
                        f"space{'s' if self.limit > 1 else ''}.", "Starting the Game")
            return ("You began this turn on a Mountain, so you may move only one space.", "Mountain")
        return None

    def _stop(self) -> BearValleyState:
        player, here = self.to_move, self.position
        tokens = _replace(self.tokens, player, here)
        tunnelled = _replace(self.tunnelled, player, False)
        where = section_words(self.cards[here[:2]], here[2])
        line = (f"{self.name(player)} stops and moves the token to the {KIND_NAMES[self.kind_at(here)]}"
                f"{' (' + where + ')' if where else ''}.")
        if here[:2] == self.destination:
            return self._evolve((line, f"{self.name(player)} reaches the Destination Camp and wins!"),
                                tokens=tokens, tunnelled=tunnelled, phase="over", to_move=None,
                                winners=(player,), pending=None,
                                ending=f"{self.name(player)} reached the Destination Camp.")
        return self._evolve((line,), tokens=tokens, tunnelled=tunnelled)._end_turn(())

    # Exploring ------------------------------------------------------------------------------
    def _explore(self, name: str) -> BearValleyState:
        direction = DIRECTIONS.index(name)
        card_id = self.deck[0]
        drawn = self._evolve((f"{hour_words(self.hour + 1)}: {self.name(self.to_move)} explores "
                              f"{DIRECTION_NAMES[name]} and draws {card_words(card_id)}.",),
                             deck=self.deck[1:])
        here = face(self.cards[self.position[:2]])
        if here.card.kind == "woods":
            return drawn._follow_stepping_stones(card_id, direction)
        return drawn._lay(card_id, direction, ())

    def _follow_stepping_stones(self, card_id: str, direction: int) -> BearValleyState:
        """Woods: the drawn card's exits pick the direction, if such a side is unexplored."""
        here = self.position[:2]
        stones = face(self.cards[here]).stones
        exits = CARDS[card_id].exits
        matches = tuple(d for d in range(6) if stones[d] == exits and neighbour(here, d) not in self.cards)
        if len(matches) == 2:
            return self._evolve((f"Two sides of the Woods show {exits} stepping stones: choose one.",),
                                phase="woods", pending=(card_id, matches))
        if matches and matches[0] != direction:
            line = (f"The Woods' {exits} stepping stones lead "
                    f"{DIRECTION_NAMES[DIRECTIONS[matches[0]]]} instead.")
            return self._lay(card_id, matches[0], (line,))
        return self._lay(card_id, direction, ())

    def _lay(self, card_id: str, direction: int, lines) -> BearValleyState:
        """Lay the drawn card so that an exit leads back, if possible; the player chooses
        when both ways do, or when neither does."""
        target = neighbour(self.position[:2], direction)
        back = opposite(direction)
        leading = [rotation for rotation in (0, 3) if face((card_id, rotation)).section_of[back] >= 0]
        if same_shape(card_id):
            return self._place(card_id, leading[0] if leading else 0, target, direction, lines)
        if len(leading) == 1:
            return self._place(card_id, leading[0], target, direction, lines)
        why = ("Either way leads back: choose how to lay it." if leading
               else "Neither way leads back: lay it as you like.")
        return self._evolve((*lines, why), phase="orient", pending=(target, card_id, direction))

    def _place(self, card_id: str, rotation: int, target, direction: int, lines) -> BearValleyState:
        """The card joins the map; then the sunclock and the card decide what happens."""
        cards = {**self.cards, target: (card_id, rotation)}
        hour = self.hour + 1
        player = self.name(self.to_move)
        card = CARDS[card_id]
        back = face((card_id, rotation)).section_of[opposite(direction)]
        placed = self._evolve(lines, cards=cards, hour=hour, phase="move", pending=None)
        if card.kind == "bear":
            if hour == 1:
                line = f"A Bear at One o'clock: {player} slips past it, and must move on once more."
                entered = self._evolve(lines, cards=cards)._enter((*target, back), hour, (line,))
                return entered._evolve((), evading=True)
            if hour >= 7:
                return placed._eaten(target, f"A Bear at {hour_words(hour)}: {player} is eaten!")
            return placed._end_turn((f"A Bear! {player}'s turn ends and the token stays.",))
        if (3 <= hour <= 6 and card.exits == hour) or (hour >= 7 and card.exits == 6):
            return placed._end_turn((f"{card.exits} exits at {hour_words(hour)}: {player} is lost; "
                                     "the turn ends and the token stays.",))
        if back < 0:
            if hour <= 2 and not self.evading:
                return placed._evolve((f"No exit leads back, but at {hour_words(hour)} {player} may "
                                       "tunnel through the underbrush onto it.",),
                                      phase="tunnel", pending=(target,))
            return placed._end_turn((f"No exit leads back: {player} is lost; the turn ends and "
                                     "the token stays.",))
        return self._evolve(lines, cards=cards)._enter((*target, back), hour, ())

    def _tunnel(self) -> BearValleyState:
        player = self.to_move
        (target,) = self.pending
        tokens = _replace(self.tokens, player, (*target, 0))
        line = f"{self.name(player)} tunnels through the underbrush onto the new card."
        return self._evolve((line,), tokens=tokens,
                            tunnelled=_replace(self.tunnelled, player, True))._end_turn(())

    def _eaten(self, where, line: str) -> BearValleyState:
        player = self.to_move
        tokens = _replace(self.tokens, player, (*where, 0))
        return self._evolve((line,), tokens=tokens, out=_replace(self.out, player, True))._end_turn(())

    # Turns -----------------------------------------------------------------------------------
    def _end_turn(self, lines) -> BearValleyState:
        """The walk is over: the game may end (last survivor, empty deck), else the next
        player in seat order who is still in the game begins."""
        state = self._evolve(lines, pending=None)
        survivors = [p for p in range(self.game.players) if not state.out[p]]
        if len(survivors) == 1:
            winner = survivors[0]
            return state._evolve((f"{state.name(winner)} is the last one left and wins!",),
                                 phase="over", to_move=None, winners=(winner,),
                                 ending=f"{state.name(winner)} survived the bears.")
        if not state.deck:
            return state._evolve(("The Wilderness deck is empty: the bears win.",), phase="over",
                                 to_move=None, winners=(),
                                 ending="The Wilderness deck ran out: the bears win.")
        player = state.to_move
        while True:
            player = (player + 1) % self.game.players
            if not state.out[player]:
                return state._begin_turn(player)

    def _begin_turn(self, player: int) -> BearValleyState:
        """A turn starts at the token, at noon. The first turn allows as many moves as the
        player's place in the order; a turn that starts on a Mountain allows one."""
        turns = _replace(self.turns, player, self.turns[player] + 1)
        token = self.tokens[player]
        limit = player + 1 if turns[player] == 1 else None
        if face(self.cards[token[:2]]).card.kind == "mountain":
            limit = 1 if limit is None else min(limit, 1)
        state = self._evolve((), to_move=player, turns=turns, phase="move", path=(token,), hour=0,
                             limit=limit, evading=False, pending=None)
        if state.tunnelled[player] and not state.has_a_way_on():
            return state._eaten(token[:2], f"{state.name(player)} tunnelled into a dead end and is "
                                           "eaten by bears!")
        return state

    def has_a_way_on(self) -> bool:
        """Whether the player to move has any route left from the token (other players
        ignored): an exit to an unexplored side, or to a card that may be entered."""
        for direction in self.open_exits():
            step = self.step_to(direction)
            if step == "explore" or (isinstance(step, tuple) and self.kind_at(step) != "bear"):
                return True
        return False


def _replace(values: tuple, index: int, value) -> tuple:
    return (*values[:index], value, *values[index + 1:])


def initial_state(game, rng_state: int, seed) -> BearValleyState:
    """The river laid out, every token at the Starting Camp, the Wilderness deck shuffled."""
    rng = Rng(rng_state)
    deck = tuple(rng.shuffled(WILDERNESS_IDS))
    cards = river_layout(game.players, game.options["river"])
    players = game.players
    names = ", ".join(game.player_name(p) for p in range(players))
    log = GameLog.of([f"Bear Valley, {players} players ({names}); the river is laid out and "
                      f"the {len(deck)} Wilderness cards are shuffled.",
                      f"{game.player_name(0)} goes first and may move one space on the first turn."])
    state = BearValleyState.create(
        game, log, seed=seed, rng=rng.state, cards=cards, deck=deck,
        tokens=((*START, 0),) * players, out=(False,) * players, tunnelled=(False,) * players,
        turns=(0,) * players, to_move=0, phase="move", path=((*START, 0),), hour=0, limit=None,
        evading=False, pending=None, winners=(), ending=None)
    return state._begin_turn(0)
