"""Fireball Island's rules: the turn, movement, caves, fireballs, the jewel and the cards.

Cards can be played at any moment, also on other players' turns, so a turn is
not a fixed sequence of decisions. The state keeps an **agenda**: a stack of
tasks, the next one on top. Some tasks are decisions (the active player's
roll, a step of a move, aiming a fireball, a response window where one player
at a time may play a card); the others run by themselves (rolling the die,
resolving a card, rolling a fireball, the end of a turn). ``_settle`` runs
tasks until a decision is on top. Playing a card puts its effect above the
window it was played in, with a window for a Cancel above that, so a Cancel
lands on the card it cancels and a Cancel on a Cancel restores it.

Tasks are plain tuples (``saving.py`` writes them out field by field):

- ``("turn",)`` begins the active player's turn; ``("next",)`` ends it;
- ``("main",)`` the active player rolls, or in a cave leaves or rolls for a cave;
- ``("window", kind, queue, by)`` a response window (``WINDOWS``): ``queue`` is the
  seats still to ask (None until it opens), ``by`` who played the card a Cancel
  would cancel;
- ``("roll", purpose)`` and ``("rolled", purpose, raw, value)`` a die roll for a
  move or a cave, before and after Reroll and Double could change it;
- ``("aim", roller, source)`` and ``("fire", roller, rollway, source)`` a fireball
  to aim, and one aimed and about to roll (a Magic Talisman removes it);
- ``("move", mover, chooser, path, left, retrace, back)`` a move in progress;
- ``("landed", mover)`` what happens where a move ends;
- ``("effect", card, player, victim)`` a played card waiting for its effect;
- ``("steal", thief)`` the jewel about to change hands (a Fake Jewel removes it).
"""
from __future__ import annotations

from functools import cache

from ...core.actions import Action
from ...core.log import GameLog
from ...core.rng import Rng
from ...core.state import AgendaState, replaced
from .actions import AIM, CAVE_ROLL, LEAVE, PASS, PLAY, ROLL, STEP, STEP_FROM, TAKE, TRADE
from .board import (
    CAVE,
    CAVE_NUMBER,
    CAVES,
    DARK,
    KIND,
    NEIGHBOURS,
    PERCH_NAMES,
    PITS,
    PLACE,
    ROCK_CHIP,
    ROLLWAYS,
    SHARED_KINDS,
    START,
    TRAIL,
    WATER_NODE,
    WHERE,
    WITCHLORD_STEP,
    ZONE,
    ZONE_OF_PIT,
    island_graph,
)
from .codes import CHARM, CHARM_USED, DECISIONS, NO_CHARM, WINDOWS
from .components import AHEAD, BACK, BONUS_TURNS, CARD_KINDS, CARD_NAMES, DECK, HAND_LIMIT

#: the cards each window asks about, for the rule that only holders are asked
WINDOW_CARDS = {window: frozenset(cards) for window, cards in WINDOWS.items()}
#: where a node lies, for the rules of movement and fireballs
SPACE_KINDS = frozenset({"start", "trail", "step", "vulkar", "bridge", "dock"})


class FireballIslandState(AgendaState):
    """One moment of a Fireball Island game. Build it with ``game.new_game(seed)``.

    ``at`` holds each piece's node (a space, a cave, a smolder pit or the water),
    ``down`` whether it lies on its side in a pit (its next turn is lost). The
    jewel is at the idol until ``captured``; then it is owned (``owner``) or lies
    on the ground (``jewel_at``). ``charms`` says whether each player never had a
    Magic Charm token, holds one, or traded it in. ``doubles`` counts the Double
    cards waiting for the next roll, ``extra`` the turns in a row the active
    player still takes after this one, ``last_path`` the spaces of each piece's
    latest move (Move Back retraces them).
    """

    FIELDS = ("seed", "rng", "at", "down", "owner", "jewel_at", "captured", "charms", "hands", "deck",
              "discard", "active", "extra", "doubles", "agenda", "last_path", "winner", "turn")

    # -- the contract -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def to_move(self) -> int | None:
        if self.winner is not None:
            return None
        return self._decider(self.agenda[-1])

    @property
    def graph(self):
        """The island: every space, cave, pit and the water (see ``board.island_graph``)."""
        return island_graph()

    def result(self) -> dict | None:
        if self.winner is None:
            return None
        return {"winners": [self.winner],
                "scores": {p: int(p == self.winner) for p in range(self.game.players)},
                "reason": f"{self._name(self.winner)} reached the Dock with the jewel."}

    def _identity(self) -> tuple:
        return (self.game, *(getattr(self, name) for name in self.FIELDS))

    def _unseen(self) -> tuple:
        """The hands, the deck and the generator (a card drawn, played or lost, a die rolled),
        and every task but a move under way. A response window asks only the players who
        hold a card that answers, so any change of the agenda may have told the table who
        holds one, or that nobody does (a window that opened and closed at once); only the
        steps of a move, one space at a time, tell nothing."""
        return self.hands, self.deck, self.rng, tuple(task for task in self.agenda if task[0] != "move")

    def _determinized(self, viewer: int, rng_state: int) -> FireballIslandState:
        """Every other hand and the deck redrawn from the cards ``viewer`` has not seen
        (the deck and the others' hands together), each hand keeping its size."""
        rng = Rng(rng_state)
        unseen = [card for p, hand in enumerate(self.hands) if p != viewer for card in hand]
        unseen += self.deck
        unseen = rng.shuffled(sorted(unseen))
        hands = []
        for p, hand in enumerate(self.hands):
            if p == viewer:
                hands.append(hand)
            else:
                hands.append(tuple(sorted(unseen[:len(hand)])))
                del unseen[:len(hand)]
        guess = self._evolve()
        guess.hands, guess.deck, guess.rng = tuple(hands), tuple(unseen), rng.state
        return guess

    # -- who decides, and what ------------------------------------------------------------
    def _decider(self, task: tuple) -> int:
        kind = task[0]
        if kind == "window":
            return task[2][0]
        if kind == "main":
            return self.active
        if kind == "aim":
            return task[1]
        return task[2]  # a move: its chooser

    def _compute_legal(self) -> tuple[Action, ...]:
        task = self.agenda[-1]
        kind = task[0]
        if kind == "window":
            return (*self.cards_to_play(task[2][0], task[1], task[3]), PASS)
        if kind == "main":
            return self._main_choices()
        if kind == "aim":
            return tuple(AIM[r] for r in self.rollways_allowed(task[1]))
        here = task[3][-1]
        return tuple(STEP_FROM[here, node] for node in self.step_options(task))

    def _main_choices(self) -> tuple[Action, ...]:
        """Rolling; in a cave, leaving it or rolling for another (cave 4 has no trail: only
        the cave roll); and the Magic Charm token, traded in on one of the owner's turns."""
        node = self.at[self.active]
        if KIND[node] == CAVE:
            choices = (CAVE_ROLL,) if CAVE_NUMBER[node] == 4 else (LEAVE, CAVE_ROLL)
        else:
            choices = (ROLL,)
        if self.charms[self.active] == CHARM and len(self.hands[self.active]) < HAND_LIMIT:
            choices += (TRADE,)
        return choices

    # -- the cards ----------------------------------------------------------------------
    def cards_to_play(self, seat: int, window: str, by: int) -> tuple[Action, ...]:
        """The plays ``seat`` may make in ``window``, each card's timing checked
        (``by`` played the card a Cancel would land on)."""
        hand = self.hands[seat]
        if not hand:
            return ()
        plays = []
        for card in CARD_KINDS:
            if card in hand and self.card_timing_allows(card, seat, window, by):
                if card == "take_card":
                    plays += [TAKE[v] for v in self.take_card_victims(seat)]
                else:
                    plays.append(PLAY[card])
        return tuple(plays)

    def card_timing_allows(self, card: str, seat: int, window: str, by: int) -> bool:
        """Whether ``seat`` may play ``card`` in ``window`` (the card's own text, with the
        windows of the rulings)."""
        if card not in WINDOW_CARDS[window]:
            return False
        if card in AHEAD:
            return self.can_move_ahead()
        if card in BACK:
            return seat != self.active and KIND[self.at[self.active]] in SPACE_KINDS
        if card == "take_card":
            return bool(self.take_card_victims(seat))
        if card == "talisman":
            fire = self._task_below_window()
            return seat != fire[1] or self._roller_is_target(fire)
        if card == "fake_jewel":
            return seat == self.owner
        if card == "cancel":
            return seat != by
        if card == "another_turn":
            return seat == self.active
        return True

    def _task_below_window(self) -> tuple:
        """The task a response window is about (the fireball to stop, the steal to foil)."""
        for task in reversed(self.agenda):
            if task[0] != "window":
                return task
        raise AssertionError("a response window always sits on a task")

    def _roller_is_target(self, fire: tuple) -> bool:
        """A roller may stop his own fireball only if his own piece is on its way."""
        roller = fire[1]
        return self.at[roller] in ROLLWAYS[fire[2]].run and ZONE[self.at[roller]] is not None

    def can_move_ahead(self) -> bool:
        """Move Ahead replaces the movement roll: never from cave 4, which has no trail."""
        node = self.at[self.active]
        return not (KIND[node] == CAVE and CAVE_NUMBER[node] == 4)

    def take_card_victims(self, seat: int) -> tuple[int, ...]:
        """Opponents with a card to take, except one who holds the jewel fitted into a token."""
        return tuple(v for v in range(self.game.players)
                     if v != seat and self.hands[v] and not self.fitted(v))

    def fitted(self, player: int) -> bool:
        """Whether ``player`` owns the jewel and a Magic Charm token (then fitted together)."""
        return self.owner == player and self.charms[player] == CHARM

    def asked(self, seat: int, window: str, by: int) -> bool:
        """Whether a window asks ``seat``: a holder of a card playable now, or with
        ``ask_everyone`` anyone holding cards (the Take Another Turn window only ever
        asks the player whose turn ended)."""
        if window == "after" and seat != self.active:
            return False
        if self.game.options["ask_everyone"]:
            return bool(self.hands[seat])
        return bool(self.cards_to_play(seat, window, by))

    # -- movement -------------------------------------------------------------------------
    def occupied(self, node: int, mover: int) -> bool:
        """One piece per trail space, bridge and cave; the Start, the Dock, pits and the
        water hold any number."""
        if KIND[node] in SHARED_KINDS:
            return False
        return any(at == node for p, at in enumerate(self.at) if p != mover)

    def may_enter(self, node: int, here: int, mover: int, back: bool, path: tuple[int, ...] = ()) -> bool:
        """Whether a move may step from ``here`` onto ``node`` at all. Only the jewel's owner
        enters the Dock; looking ahead along ``path``, a move that will pass the owner steals
        the jewel on the way (l.174), so it may go on into the Dock."""
        kind = KIND[node]
        if kind == CAVE:
            return not back and here != node and not self.occupied(node, mover)
        if kind == "dock":
            if self.owner == mover:
                return True
            ahead = path[path.index(self.at[mover]) + 1:] if self.at[mover] in path else ()
            return self.owner is not None and self.at[self.owner] in ahead
        return kind in SPACE_KINDS

    def stops_on(self, node: int, mover: int) -> bool:
        """The special spaces that end a move short: a cave, an empty bridge, Vul-Kar
        Point while the jewel is there, and the Dock."""
        kind = KIND[node]
        if kind == "bridge":
            return not self.occupied(node, mover)
        if kind == "vulkar":
            return not self.captured
        return kind in (CAVE, "dock")

    def _reach(self, path: tuple[int, ...], left: int, mover: int, back: bool) -> int:
        """The most steps (up to ``left``) a move can still make from the end of ``path``
        without entering a space twice; a special space that stops it counts as all."""
        if left == 0:
            return 0
        here, best = path[-1], 0
        for node in NEIGHBOURS[here]:
            if node in path or not self.may_enter(node, here, mover, back, path):
                continue
            if self.stops_on(node, mover):
                return left
            best = max(best, 1 + self._reach(path + (node,), left - 1, mover, back))
            if best == left:
                return left
        return best

    def step_options(self, task: tuple) -> tuple[int, ...]:
        """The steps that can still finish the move (rulings 4 and 5): with steps left,
        those from which the rest of the count can be walked; with none left on an
        occupied space, any open way on to the next open space."""
        _, mover, _, path, left, retrace, back = task
        here = path[-1]
        options = []
        for node in NEIGHBOURS[here]:
            if node in path or not self.may_enter(node, here, mover, back, path):
                continue
            if left == 0:
                if KIND[node] != CAVE:
                    options.append(node)
            elif self.stops_on(node, mover) or 1 + self._reach(path + (node,), left - 1, mover, back) == left:
                options.append(node)
        if retrace and retrace[0] in options:
            return (retrace[0],)
        return tuple(options)

    # -- applying a decision --------------------------------------------------------------
    def _decide_window(self, task, action) -> None:
        _, window, queue, by = task
        seat = queue[0]
        if action.kind == "pass":
            self.agenda.append(("window", window, queue[1:], by))
            return
        card = action["card"]
        self._play_card(seat, card)
        if window != "card":  # a Cancel's window is replaced by the Cancel's own
            self.agenda.append(("window", window, None, by))
        if card == "fireball":  # never cancelled: aimed at once
            self.agenda.append(("aim", seat, "card"))
            return
        self.agenda.append(("effect", card, seat, action.get("victim", -1)))
        self.agenda.append(("window", "card", None, seat))

    def _decide_main(self, task, action) -> None:
        player = self.active
        if action.kind == "trade":
            self.charms = replaced(self.charms, player, CHARM_USED)
            self._say(f"{self._name(player)} trades in the Magic Charm token.")
            self._fill_hand(player)
            # the new cards may be played before the roll, like any card on your turn (l.178)
            self.agenda += [task, ("window", "start", None, -1)]
            return
        if action.kind == "leave":
            self._say(f"{self._name(player)} leaves Cave {CAVE_NUMBER[self.at[player]]}.")
        self.agenda.append(("roll", "cave" if action.kind == "cave" else "move"))

    def _decide_aim(self, task, action) -> None:
        _, roller, source = task
        rollway = next(i for i, way in enumerate(ROLLWAYS) if way.id == action["rollway"])
        way = ROLLWAYS[rollway]
        targets = self.exposed_on(way.run)
        aimed = ", ".join(self._name(p) for p in targets) or "nobody"
        self._say(f"{self._name(roller)} aims the {PERCH_NAMES[way.perch]} fireball {way.name} (at {aimed}).")
        self.agenda.append(("fire", roller, rollway, source))
        self.agenda.append(("window", "fireball", None, -1))

    def _decide_move(self, task, action) -> None:
        self._step(task, STEP_NODE[action["to"]])

    # -- running the agenda --------------------------------------------------------------------
    def _settle(self) -> None:
        """Run the tasks that need no decision until one does (or the game ends)."""
        agenda = self.agenda = list(self.agenda)
        while agenda and self.winner is None:
            task = agenda[-1]
            kind = task[0]
            if kind == "window":
                queue = self._still_to_ask(task)
                if not queue:
                    agenda.pop()
                    continue
                if queue != task[2]:
                    agenda[-1] = ("window", task[1], queue, task[3])
                break
            if kind == "move":
                options = self.step_options(task)
                if len(options) == 1:
                    agenda.pop()
                    self._step(task, options[0])
                    continue
                if not options:
                    agenda.pop()
                    self._end_move(task, stuck=True)
                    continue
                steps = [STEP_FROM[task[3][-1], node] for node in options]
                self._legal = {step: step for step in steps}  # found: not twice
                break
            if kind in DECISIONS:
                break
            agenda.pop()
            getattr(self, "_run_" + kind)(task)
        self.agenda = tuple(agenda) if self.winner is None else ()

    def _still_to_ask(self, task: tuple) -> tuple[int, ...]:
        _, window, queue, by = task
        if queue is None:
            players = self.game.players
            queue = tuple((self.active + i) % players for i in range(players))
        while queue and not self.asked(queue[0], window, by):
            queue = queue[1:]
        return queue

    def _run_turn(self, task) -> None:
        """A turn: a piece lying in a smolder pit stands up and the turn is lost; otherwise
        cards may be played, then the player rolls and moves."""
        player = self.active
        self.turn += 1
        if self.down[player]:
            self.down = replaced(self.down, player, False)
            self._say(f"{self._name(player)} stands up in smolder pit {ZONE_OF_PIT[self.at[player]]} "
                      "and loses this turn.")
            self.agenda.append(("next",))
            return
        self._say(f"{self._name(player)}'s turn.")
        self.agenda += [("next",), ("window", "after", None, -1), ("window", "moved", None, -1),
                        ("main",), ("window", "start", None, -1)]

    def _run_next(self, task) -> None:
        """Play passes to the left, unless the player has turns in a row to take."""
        if self.extra:
            self.extra -= 1
            self._say(f"{self._name(self.active)} takes another turn.")
        else:
            self.active = (self.active + 1) % self.game.players
        self.agenda.append(("turn",))

    def _run_roll(self, task) -> None:
        """Roll the die; Double cards played before multiply it (rulings, 9)."""
        purpose = task[1]
        raw = Rng(self.rng)
        value = raw.roll()
        self.rng = raw.state
        doubled = value * 2 ** self.doubles
        what = "for a cave" if purpose == "cave" else ""
        line = f"{self._name(self.active)} rolls {value}{' ' + what if what else ''}"
        if self.doubles:
            line += f", doubled to {doubled}"
        self._say(line + ".")
        self.doubles = 0
        self.agenda.append(("rolled", purpose, value, doubled))
        self.agenda.append(("window", "rolled", None, -1))

    def _run_rolled(self, task) -> None:
        """A roll that stands: a 1 (not doubled) rolls a fireball; otherwise the piece moves,
        or, rolled for a cave, goes to the cave of that number if it is free."""
        _, purpose, raw, value = task
        player = self.active
        if purpose == "cave":
            self._cave_roll(player, value)
            return
        if value == 1:
            self._say(f"{self._name(player)} rolled a 1: no move, a fireball must roll.")
            self.agenda.append(("aim", player, "roll"))
            return
        self._begin_move(player, player, value)

    def _cave_roll(self, player: int, value: int) -> None:
        """The cave roll: move to the cave of that number if it is free (a 1 goes to Cave 1
        first, then a fireball rolls); an occupied cave, or a doubled roll of 7 or more,
        leaves the piece where it is."""
        cave = CAVES.get(value)
        if cave is not None and not self.occupied(cave, player) and self.at[player] != cave:
            self.at = replaced(self.at, player, cave)
            self._say(f"{self._name(player)} moves to Cave {value}.")
        elif cave is None:
            self._say(f"There is no Cave {value}: {self._name(player)} stays.")
        else:
            self._say(f"Cave {value} is occupied: {self._name(player)} stays.")
        if value == 1:
            self._say("A 1 was rolled: a fireball must roll.")
            self.agenda.append(("aim", player, "roll"))

    def _begin_move(self, mover: int, chooser: int, count: int, back: bool = False) -> None:
        """Start a move of ``count`` spaces; where the full count cannot be walked, the
        longest move that can (rulings, 5)."""
        here = self.at[mover]
        path = (here,)
        goal = self._reach(path, count, mover, back)
        if goal == 0:
            self._say(f"{self._name(mover)} cannot move from {PLACE[here]}: no way on is open.")
            return
        if goal < count:
            self._say(f"No way of {count} spaces is open: {self._name(mover)} moves only {_spaces(goal)}.")
        retrace = tuple(reversed(self.last_path[mover][:-1])) if back else ()
        self.agenda.append(("move", mover, chooser, path, goal, retrace, back))

    def _step(self, task: tuple, node: int) -> None:
        """One step of a move: what happens on passing a space, then whether the move ends."""
        _, mover, chooser, path, left, retrace, back = task
        stops = self.stops_on(node, mover)
        path += (node,)
        left = max(left - 1, 0)
        retrace = retrace[1:] if retrace and retrace[0] == node else ()
        self.at = replaced(self.at, mover, node)
        self._pass_over(mover, node)
        moving = ("move", mover, chooser, path, left, retrace, back)
        if stops or (left == 0 and not self.occupied(node, mover)):
            self._end_move(moving)
            return
        self.agenda.append(moving)
        if self._passes_owner(moving):
            self.agenda.append(("steal", mover))
            self.agenda.append(("window", "steal", None, -1))

    def _pass_over(self, mover: int, node: int) -> None:
        """Coming onto a space: the Witchlord Step gives a charm token (once a game), and the
        jewel lying there is picked up."""
        if node == WITCHLORD_STEP and self.charms[mover] == NO_CHARM:
            self.charms = replaced(self.charms, mover, CHARM)
            self._say(f"{self._name(mover)} reaches the Witchlord Step and takes a Magic Charm token.")
        if self.jewel_at == node:
            self.jewel_at, self.owner = None, mover
            self._say(f"{self._name(mover)} picks up the jewel {WHERE[node]}.")

    def _passes_owner(self, moving: tuple) -> bool:
        """Whether the move, now on the space of the jewel's owner, will pass him: a steal
        (l.174). It goes on only where a way on is open; a mover with nowhere open beyond the
        owner stops on the last open space before him (rulings, 4) and has not passed him."""
        mover, node, owner = moving[1], moving[3][-1], self.owner
        if owner is None or owner == mover or self.at[owner] != node or KIND[node] not in SPACE_KINDS:
            return False
        self.owner = mover  # the ways on once the jewel is his: the Dock opens to a thief
        way_on = bool(self.step_options(moving))
        self.owner = owner
        return way_on

    def _end_move(self, task: tuple, stuck: bool = False) -> None:
        """The move is over. On an occupied space with nowhere open ahead, the piece stops
        on the last open space it passed (rulings, 4)."""
        _, mover, _, path, _, retrace, back = task
        if stuck and self.occupied(path[-1], mover):
            open_ = next(node for node in reversed(path) if not self.occupied(node, mover))
            path = path[:len(path) - path[::-1].index(open_)]
            self.at = replaced(self.at, mover, open_)
            self._say(f"Nothing is open ahead: {self._name(mover)} stops {WHERE[open_]}.")
        walked = tuple(reversed(retrace)) + (self.at[mover],) if back else path
        self.last_path = replaced(self.last_path, mover, walked)
        self.agenda.append(("landed", mover))

    def _run_landed(self, task) -> None:
        """Where a move ends: a dark space draws a card, a cave asks for the cave roll,
        Vul-Kar Point gives the jewel with its bonus, the Dock wins the game."""
        mover = task[1]
        node = self.at[mover]
        kind = KIND[node]
        self._say(f"{self._name(mover)} stops {WHERE[node]}.")
        if kind == CAVE:
            self.agenda.append(("roll", "cave"))
        elif kind == "vulkar" and not self.captured:
            self._capture(mover)
        elif kind == "dock":
            self.winner = mover
            self._say(f"{self._name(mover)} reaches the Dock with the jewel and wins!")
        elif DARK[node]:
            self._draw(mover, 1, "lands on a dark space")

    def _capture(self, player: int) -> None:
        """Capturing the jewel from Vul-Kar: fill the hand to 4, roll any one fireball, and
        take three turns in a row."""
        self.captured, self.owner = True, player
        self._say(f"{self._name(player)} captures the jewel from Vul-Kar!")
        self._fill_hand(player)
        self.extra += BONUS_TURNS
        self.agenda.append(("aim", player, "capture"))

    def _run_steal(self, task) -> None:
        thief, owner = task[1], self.owner
        if owner is None or owner == thief:
            return
        self.owner = thief
        self._say(f"{self._name(thief)} passes {self._name(owner)} and steals the jewel!")

    # -- fireballs --------------------------------------------------------------------------
    def exposed_on(self, run: tuple[int, ...]) -> list[int]:
        """The pieces a fireball on ``run`` would hit, in the order it reaches them: every
        piece on a trail space or bridge that is not dark gray."""
        order = _run_order(run)
        hit = sorted((order[at], p) for p, at in enumerate(self.at) if at in order and ZONE[at] is not None)
        return [p for _, p in hit]

    def rollways_allowed(self, roller: int) -> tuple[int, ...]:
        """The fireball target rule: hit an opponent if any rollway can; else the roller's
        own piece if it is exposed; else any rollway (nothing is hit)."""
        hits = [set(self.exposed_on(way.run)) for way in ROLLWAYS]
        for wanted in (lambda h: bool(h - {roller}), lambda h: roller in h):
            chosen = tuple(i for i, h in enumerate(hits) if wanted(h))
            if chosen:
                return chosen
        return tuple(range(len(ROLLWAYS)))

    def _run_fire(self, task) -> None:
        """The fireball rolls: by default it hits every exposed piece on its way; with
        ``hit_model="chance"`` it hits the first and then goes on past each hit piece with
        even chances (rulings, 7)."""
        _, roller, rollway, _ = task
        way = ROLLWAYS[rollway]
        victims = self.exposed_on(way.run)
        if self.game.options["hit_model"] == "chance" and len(victims) > 1:
            rng = Rng(self.rng)
            kept = victims[:1]
            for p in victims[1:]:
                if rng.below(2) == 0:
                    break
                kept.append(p)
            self.rng, victims = rng.state, kept
        if not victims:
            self._say(f"The fireball rolls {way.name} and hits nobody.")
            return
        self._say(f"The fireball rolls {way.name} and hits {', '.join(self._name(p) for p in victims)}!")
        for p in victims:
            self._fireballed(p)
        if self.active in victims:
            self._end_turn_now()

    def _fireballed(self, player: int) -> None:
        """Knocked off a bridge: into the water, no turn lost, the jewel left on the bridge.
        Hit on a trail: into the trail's smolder pit, lying down, the jewel left on the
        pit's Rock Chip space."""
        node = self.at[player]
        zone = ZONE[node]
        holds = self.owner == player
        if zone == "W":
            self.at = replaced(self.at, player, WATER_NODE)
            self._say(f"{self._name(player)} falls into the water below Great Sway Bluff.")
            ground = node
        else:
            self.at = replaced(self.at, player, PITS[zone])
            self.down = replaced(self.down, player, True)
            self._say(f"{self._name(player)} lands in smolder pit {zone}.")
            ground = ROCK_CHIP[zone]
        self.last_path = replaced(self.last_path, player, ())
        if holds:
            self.owner, self.jewel_at = None, ground
            self._say(f"The jewel is left {WHERE[ground]}.")

    def _end_turn_now(self) -> None:
        """Fireballed during your own turn ends it (rulings, 12): what is left of the turn
        is dropped, up to the Take Another Turn window."""
        agenda = self.agenda
        for i, task in enumerate(agenda):
            if task[0] == "window" and task[1] == "after":
                del agenda[i + 1:]
                return

    # -- the cards' effects -----------------------------------------------------------------
    def _play_card(self, player: int, card: str) -> None:
        hand = list(self.hands[player])
        hand.remove(card)
        self.hands = replaced(self.hands, player, tuple(hand))
        self.discard += (card,)
        self._say(f"{self._name(player)} plays {CARD_NAMES[card]}.")

    def _run_effect(self, task) -> None:
        _, card, player, victim = task
        if card == "cancel":
            cancelled = self.agenda.pop()
            self._say(f"{CARD_NAMES[cancelled[1]]} is cancelled.")
        elif card == "double":
            self.doubles += 1
        elif card in AHEAD:
            self._move_ahead(player, AHEAD[card])
        elif card in BACK:
            self._move_back(task)
        elif card == "reroll":
            self.agenda.pop()  # the window on the roll
            _, purpose, raw, value = self.agenda.pop()
            # the Doubles that doubled the ignored roll double the new one too (rulings, 9)
            self.doubles += (value // raw).bit_length() - 1
            self._say("The roll is ignored.")
            self.agenda.append(("roll", purpose))
        elif card == "talisman":
            self.agenda.pop()  # the window on the fireball
            self.agenda.pop()
            self._say("The Magic Talisman stops the fireball.")
        elif card == "fake_jewel":
            self.agenda.pop()  # the window on the steal
            self.agenda.pop()
            self._say(f"It was a fake: {self._name(self.owner)} keeps the jewel.")
        elif card == "another_turn":
            self.extra += 1
        elif card == "take_card":
            self._take_card(player, victim)

    def _move_back(self, task: tuple) -> None:
        """Move Back (l.214): before the roll, the opponent moves back at once; played once the
        die is rolled, the opponent finishes the move (or the fireball of a rolled 1) first,
        then moves back: the card waits under the roll for that."""
        _, card, player, _ = task
        mover, count = self.active, BACK[card]
        if self.agenda[-1][:2] == ("window", "rolled"):
            roll = max(i for i, waiting in enumerate(self.agenda) if waiting[0] == "rolled")
            self.agenda.insert(roll, task)
            self._say(f"{self._name(mover)} will move back {_spaces(count)} once the move is over.")
            return
        if KIND[self.at[mover]] not in SPACE_KINDS:  # the move ended in a cave, a pit or the water
            self._say(f"{self._name(mover)} is not on a trail: the Move Back has no effect.")
            return
        self._say(f"{self._name(mover)} must move back {_spaces(count)}.")
        self._begin_move(mover, player, count, back=True)

    def _move_ahead(self, player: int, count: int) -> None:
        """Move Ahead, instead of the roll: the start window and the roll are dropped and
        the active player moves (choosing the way, rulings 10)."""
        self.agenda.pop()  # the start window
        self.agenda.pop()  # the roll
        mover = self.active
        self._say(f"{self._name(mover)} moves ahead {_spaces(count)} instead of rolling.")
        self._begin_move(mover, mover, count)

    def _take_card(self, player: int, victim: int) -> None:
        if not self.hands[victim] or self.fitted(victim):
            self._say(f"{self._name(victim)} has no card to give.")
            return
        rng = Rng(self.rng)
        hand = list(self.hands[victim])
        card = hand.pop(rng.below(len(hand)))
        self.rng = rng.state
        self.hands = replaced(replaced(self.hands, victim, tuple(hand)), player,
                              tuple(sorted((*self.hands[player], card))))
        self._say(f"{self._name(player)} takes a card at random from {self._name(victim)}.")

    def _draw(self, player: int, count: int, why: str) -> None:
        """Draw up to ``count`` cards, never beyond the hand limit; the discards are shuffled
        into a new deck only when a card must be drawn from an empty one (rulings, 14)."""
        drawn = 0
        for _ in range(count):
            if len(self.hands[player]) >= HAND_LIMIT:
                break
            if not self.deck:
                if not self.discard:
                    break
                rng = Rng(self.rng)
                self.deck, self.discard = tuple(rng.shuffled(self.discard)), ()
                self.rng = rng.state
                self._say("The discard pile is shuffled into a new deck.")
            card, self.deck = self.deck[0], self.deck[1:]
            self.hands = replaced(self.hands, player, tuple(sorted((*self.hands[player], card))))
            drawn += 1
        if drawn:
            self._say(f"{self._name(player)} {why} and draws {_cards(drawn)}.")
        elif count:
            self._say(f"{self._name(player)} {why}, but the hand is full.")

    def _fill_hand(self, player: int) -> None:
        self._draw(player, HAND_LIMIT - len(self.hands[player]), "fills the hand")


@cache
def _run_order(run: tuple[int, ...]) -> dict[int, int]:
    """Each node of a fireball's run and how far down the run it lies (a run visits a node
    once): who a fireball reaches first, found from the few pieces rather than the long run."""
    return {node: i for i, node in enumerate(run)}


def _cards(count: int) -> str:
    return "a card" if count == 1 else f"{count} cards"


def _spaces(count: int) -> str:
    return f"{count} space{'s' if count != 1 else ''}"


STEP_NODE = {action["to"]: node for node, action in STEP.items()}


def initial_state(game, rng_state: int, seed) -> FireballIslandState:
    """Setup: the deck shuffled, one secret card each, every piece on the Start space,
    the charm tokens in the Ruin, the jewel beside the idol; the highest roll goes first
    (ties roll again, rulings 13)."""
    rng = Rng(rng_state)
    deck = rng.shuffled(DECK)
    players = game.players
    hands = tuple((deck.pop(0),) for _ in range(players))
    lines = [f"Each player is dealt one secret card; every piece stands on {TRAIL[START]}, the Start."]
    rolling = list(range(players))
    while True:
        rolls = {p: rng.roll() for p in rolling}
        names = ", ".join(f"{game.player_name(p)} {roll}" for p, roll in rolls.items())
        lines.append(f"Rolls for the first turn: {names}.")
        best = max(rolls.values())
        rolling = [p for p, roll in rolls.items() if roll == best]
        if len(rolling) == 1:
            break
    first = rolling[0]
    lines.append(f"{game.player_name(first)} goes first.")
    state = FireballIslandState.create(
        game, GameLog.of(lines), seed=seed, rng=rng.state, at=(START,) * players,
        down=(False,) * players, owner=None, jewel_at=None, captured=False,
        charms=(NO_CHARM,) * players, hands=hands, deck=tuple(deck), discard=(), active=first,
        extra=0, doubles=0, agenda=(("turn",),), last_path=((),) * players, winner=None, turn=0)
    state._settle()
    return state
