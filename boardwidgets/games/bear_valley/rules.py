"""Bear Valley's rules: legal actions and their effects.

Sections follow the rulebook: starting the game (the first-turn limits),
moving (the walk, no revisiting), exploring (drawing, laying the card so that
it leads back, getting lost), traversing (matched exits, other players),
the special cards (Bears, Bridges and Hedges, water, Mountains, Woods), the
sunclock, the end of the game; then the advanced game: Equipment and Gold,
each Equipment token, Trading Posts, the Starting Camp gift, contingency
moves, the characters, and the Enchantments.

The map is a dict from a hex coordinate to the card placed there; a new
state copies it only when a card is placed. A turn in progress is the walk
so far (``path``, the positions visited, starting at the token) and the hour
reached on the sunclock; the token itself only moves when the walk ends.
"""
from __future__ import annotations

from typing import NamedTuple

from ...core.errors import IllegalAction
from ...core.log import GameLog
from ...core.rng import Rng
from ...core.state import FieldState
from .actions import (
    BASKET,
    CANOE,
    CROSS,
    DIVE,
    EXPLORE,
    GIVE,
    KEEP,
    LEAVE,
    MACHETE,
    ORIENT,
    REDRAW,
    STAY,
    STOP,
    SURFACE,
    TAKE,
    TELESCOPE,
    TRADE,
    TRAVERSE,
    TUNNEL,
    WOODS,
)
from .board import (
    START,
    destination_of,
    face,
    map_graph,
    neighbour,
    opposite,
    river_layout,
    same_shape,
    section_words,
)
from .codes import QUIET_ROUNDS
from .components import (
    CARDS,
    CHARACTERS,
    DIRECTION_NAMES,
    DIRECTIONS,
    ENCHANTMENTS,
    EQUIPMENT,
    EQUIPMENT_TOKENS,
    GOLD_TO_WIN,
    GOLD_TOKENS,
    KIND_NAMES,
    OVERLAY_NAMES,
    TOKENS,
    TREES,
    WATER,
    WATER_KINDS,
    WILDERNESS_IDS,
    hour_words,
)
from .equipment import (
    bag_add,
    bag_remove,
    equipment_in,
    in_stock,
    stock_return,
    stock_take,
    trade_can_be_completed,
    trade_is_fair,
    value,
)

#: moves of a cave dive: the third must explore
DIVE_MOVES = 3


class Step(NamedTuple):
    """How a move in one direction would be made: where it leads, and the Equipment it
    needs (left on the card ``leave_at``), if any."""

    target: tuple[int, int, int] | None
    tool: str | None = None
    leave_at: tuple[int, int] | None = None


class BearValleyState(FieldState):
    """One moment of a Bear Valley game. Build it with ``game.new_game(seed)``.

    Phases: ``move`` (explore, traverse, stop here or stay), ``stop`` (the
    walk must end now: stop here or stay), ``orient`` (lay the drawn card one
    way or the other), ``woods`` (two Woods directions match the drawn card),
    ``blocked`` (the new card does not lead back: tunnel at One or Two
    o'clock, cut through with a Machete, or stay), ``bear`` (a Bear explored
    with a Picnic Basket in hand), ``mushrooms`` (keep the drawn card or draw
    another), ``dive`` (underground with a Flashlight), ``trade`` (at a
    Trading Post), ``gift`` (alone at the Starting Camp: choose a token) and
    ``over``.
    """

    #: every field of a state (see ``FieldState``)
    FIELDS = ("seed", "rng", "cards", "deck", "tokens", "out", "tunnelled", "turns", "to_move",
              "phase", "path", "hour", "limit", "evading", "pending", "winners", "ending",
              "characters", "loose", "held", "stock", "used", "usable", "afloat", "paddle",
              "contingency", "aborted", "dive", "boons", "redraws", "quiet", "left", "first")

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

    def _identity(self) -> tuple:
        return tuple(tuple(sorted(value.items())) if isinstance(value, dict) else value
                     for value in (getattr(self, name) for name in BearValleyState.FIELDS))

    def _unseen(self) -> tuple:
        """The Wilderness deck's order and the generator: a card drawn or a die rolled."""
        return self.deck, self.rng

    def _determinized(self, viewer: int, rng_state: int) -> BearValleyState:
        """The deck's order is the only thing hidden (from everyone alike): shuffle what is
        left of it, and reseed the generator. The shuffle starts from the cards in sorted
        order, so the result depends on nothing the viewer cannot see."""
        rng = Rng(rng_state)
        return self._evolve(deck=tuple(rng.shuffled(sorted(self.deck))), rng=rng.state)

    # -- what is in play ---------------------------------------------------------------------
    @property
    def advanced(self) -> bool:
        return self.game.variant == "advanced"

    @property
    def gold_in_play(self) -> bool:
        """Gold cards and Trading Posts count only in the advanced game with Gold."""
        return self.advanced and self.game.options["gold"]

    @property
    def enchanted(self) -> bool:
        return self.game.options["enchantments"]

    def overlay_in_play(self, card_id: str) -> str | None:
        """The picture on a card that matters in this game (Equipment, Gold, Caves and
        Enchantments are empty spaces where their rules are not in play)."""
        overlay = CARDS[card_id].overlay
        if overlay in ENCHANTMENTS:
            return overlay if self.enchanted else None
        if overlay == "gold":
            return overlay if self.gold_in_play else None
        return overlay if self.advanced else None

    def kind_in_play(self, card_id: str) -> str:
        kind = CARDS[card_id].kind
        return "path" if kind == "trading_post" and not self.gold_in_play else kind

    def card_name(self, card_id: str) -> str:
        """A card's name as it counts in this game: "Wilderness (Gold)", "Wilderness (Owl Cave)",
        "Bear"."""
        kind = KIND_NAMES[self.kind_in_play(card_id)]
        return f"{kind} ({CARDS[card_id].overlay_words})" if self.overlay_in_play(card_id) else kind

    def card_words(self, card_id: str) -> str:
        """A drawn card for the log: "a Bear card (6 exits)"."""
        card = CARDS[card_id]
        name = self.card_name(card_id)
        article = "an" if name[0] in "AEIOU" else "a"
        return f"{article} {name} card ({card.exits} exits)"

    # -- where things are ------------------------------------------------------------------
    @property
    def position(self) -> tuple[int, int, int]:
        """Where the walk of the player to move has reached (their token, before any step)."""
        return self.path[-1]

    def name(self, player: int) -> str:
        """A seat's name: its character in the advanced game, else its token's colour."""
        return self.characters[player] if self.characters else self.game.player_name(player)

    def color(self, player: int) -> str:
        return CHARACTERS[self.characters[player]][0] if self.characters else self.game.player_colors[player]

    def character(self, player: int | None = None) -> str | None:
        """A seat's character in the advanced game (by default the player to move's), or None."""
        player = self.to_move if player is None else player
        if not self.characters or player is None:
            return None
        return self.characters[player]

    def onto(self, position, word: str = "onto") -> str:
        """Where a step or a stop lands, for a log line (' onto the Lake', ' onto the Bridge
        (the floor)'); nothing for a plain card, which is most of them, so that the log of
        a long game stays short."""
        kind = self.kind_at(position)
        where = section_words(self.cards[position[:2]], position[2])
        if kind == "path" and not where:
            return ""
        return f" {word} the {KIND_NAMES[kind]}{' (' + where + ')' if where else ''}"

    def kind_at(self, position) -> str:
        return self.kind_in_play(self.cards[position[:2]][0])

    def overlay_at(self, coord) -> str | None:
        return self.overlay_in_play(self.cards[coord][0])

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

    def gold(self, player: int) -> int:
        return self.held[player].count("gold")

    def has_water(self, coord) -> bool:
        placed = self.cards.get(coord)
        return placed is not None and (self.kind_in_play(placed[0]) in WATER_KINDS
                                       or WATER in face(placed).sides)

    def touches(self, coord, kind: str) -> bool:
        """Whether a neighbouring card (as the crow flies, path or not) is of ``kind``."""
        for direction in range(6):
            placed = self.cards.get(neighbour(coord, direction))
            if placed is not None and self.kind_in_play(placed[0]) == kind:
                return True
        return False

    # -- legal actions ---------------------------------------------------------------------
    def _compute_legal(self) -> tuple:
        phase = self.phase
        if phase == "orient":
            return (ORIENT[0], ORIENT[3])
        if phase == "woods":
            return tuple(WOODS[d] for d in self.pending[1])
        if phase == "blocked":
            return (*self.blocked_options(), STAY)
        if phase == "bear":
            return (BASKET, STAY)
        if phase == "mushrooms":
            return (KEEP, REDRAW)
        if phase == "trade":
            return self._legal_trades()
        if phase == "gift":
            return tuple(TAKE[kind] for kind in self.gifts())
        if phase == "dive":
            return self._legal_dive()
        legal = []
        if phase == "move":
            if self.limit is None or self.hour < self.limit:
                legal.extend(self._legal_steps())
                if self.advanced and not isinstance(self.cross_step(), IllegalAction):
                    legal.append(CROSS)
            legal.extend(self._legal_equipment())
        elif self.stopped_by_water() and self.can_use("canoe"):
            legal.append(CANOE)
        elif (self.advanced and self.dive is None and self.limit_reached() is not None
              and self.why_the_walk_ends() == self.limit_reached()):
            # a Rope or a Machete takes no hour, so it still crosses at the turn's limit
            step = self.cross_step()
            if not isinstance(step, IllegalAction) and step.tool in ("rope", "machete"):
                legal.append(CROSS)
        if len(self.path) > 1 and self.can_stop_here() is None:
            legal.append(STOP)
        if self.advanced and len(self.path) > 1:
            legal.extend(LEAVE[kind] for kind in TOKENS if kind in self.held[self.to_move])
        legal.append(STAY)
        return tuple(legal)

    def _legal_steps(self):
        """Explores and traverses on offer. The common cases (an exit meeting an exit onto an
        ordinary free card; no exit and no tool that would help) are decided here at once;
        anything else asks the full rules (``explore_step``, ``traverse_step``), which also
        say why a step is refused."""
        q, r, section = self.position
        cards, path, aborted, tokens = self.cards, self.path, self.aborted, self.tokens
        here = face(cards[(q, r)])
        machete = self.can_use("machete")
        canoe = self.paddle == (q, r) or self.can_use("canoe")
        may_explore = bool(self.deck) and not self.contingency
        for direction in range(6):
            own = here.section_of[direction] == section
            side = here.sides[direction]
            if not own and not ((side == TREES and machete) or (side == WATER and canoe)):
                continue
            there = neighbour((q, r), direction)
            placed = cards.get(there)
            if placed is None:
                if may_explore and (side != WATER or (here.card.kind == "lake" and canoe)):
                    yield EXPLORE[direction]
                continue
            far = face(placed)
            back = far.section_of[opposite(direction)]
            if own and back >= 0:
                target = (there[0], there[1], back)
                if (target not in path and target not in aborted and target not in tokens
                        and self.kind_in_play(placed[0]) not in ("bear", "trading_post")
                        and (not self.characters or self.character_forbids(target) is None)):
                    yield TRAVERSE[direction]
                    continue
            elif own and not ((far.sides[opposite(direction)] == TREES and machete)
                              or (far.sides[opposite(direction)] == WATER and canoe)):
                continue
            if not isinstance(self.traverse_step(direction), IllegalAction):
                yield TRAVERSE[direction]

    def _legal_equipment(self):
        here = self.position[:2]
        if self.can_use("canoe") and self.kind_at(self.position) in WATER_KINDS and not self.afloat:
            yield CANOE
        if self.evading and self.kind_at(self.position) == "bear" and self.can_use("picnic_basket"):
            yield BASKET
        if (self.can_use("telescope") and len(self.path) == 1 and not self.contingency and self.deck
                and any(neighbour(here, d) not in self.cards for d in range(6))):
            yield TELESCOPE
        if self.can_use("flashlight") and self.overlay_at(here) == "cave" and (
                not self.contingency or self._surfacing_caves()):
            yield DIVE

    # Equipment in hand -------------------------------------------------------------------------
    def can_use(self, kind: str) -> bool:
        """Whether the player to move may use a token of ``kind`` now: the advanced game,
        nothing used yet this turn, the token held since the turn began, and a character
        allowed to use it."""
        player = self.to_move
        if not self.advanced or self.used or kind not in self.usable or kind not in self.held[player]:
            return False
        character = self.character()
        return not (character and (CHARACTERS[character][1] == kind
                                   or (character == "Vertigo" and kind == "rope")))

    def why_not_use(self, kind: str) -> IllegalAction:
        """Why ``can_use(kind)`` is False, in the words of the rule that forbids it."""
        name = OVERLAY_NAMES[kind]
        if not self.advanced:
            return IllegalAction("Equipment is part of the advanced game.", "The Advanced Game")
        character = self.character()
        if character and (CHARACTERS[character][1] == kind or (character == "Vertigo" and kind == "rope")):
            return IllegalAction(f"{character} may never use a {name}.", character)
        if self.used:
            return IllegalAction("Only one piece of Equipment may be used each turn.", "Equipment and Gold")
        return IllegalAction(f"You need a {name} that you held when your turn began.", name)

    def may_carry(self, kind: str, bag=None) -> bool:
        """Whether the player to move may pick up (or be given) a token of ``kind``."""
        character = self.character()
        if character is None or kind == "gold":
            return True
        if CHARACTERS[character][1] == kind:
            return False
        bag = self.held[self.to_move] if bag is None else bag
        return not (character == "Rocky" and equipment_in(bag) >= 1)

    # Moving ---------------------------------------------------------------------------------
    def explore_step(self, direction: int) -> Step | IllegalAction:
        """How the walk could explore in ``direction``, or why it cannot."""
        name = DIRECTION_NAMES[DIRECTIONS[direction]]
        q, r, section = self.position
        here = face(self.cards[(q, r)])
        if here.section_of[direction] == section:
            step = Step(None)
        elif here.sides[direction] == TREES and self.can_use("machete"):
            step = Step(None, "machete", (q, r))
        elif here.sides[direction] == WATER and here.card.kind == "lake" and self.paddle == (q, r):
            step = Step(None, "paddle")  # the Canoe left here to cross the Lake's water
        elif here.sides[direction] == WATER and here.card.kind == "lake" and self.can_use("canoe"):
            step = Step(None, "canoe", (q, r))
        else:
            return self._no_exit(here, direction, section)
        if neighbour((q, r), direction) in self.cards:
            return IllegalAction(f"The space {name} is already explored: traverse it instead.",
                                 "Exploring")
        if self.contingency:
            return IllegalAction("A contingency move may not explore.", "Contingency")
        if not self.deck:
            return IllegalAction("The Wilderness deck is empty: there is nothing left to explore.",
                                 "Ending the Game")
        return step

    def _no_exit(self, here, direction: int, section: int) -> IllegalAction:
        name = DIRECTION_NAMES[DIRECTIONS[direction]]
        if here.section_of[direction] >= 0:
            return IllegalAction(f"That exit {name} belongs to the other section of your card.",
                                 "Bridges and Hedges")
        what = "water" if here.sides[direction] == WATER else "trees"
        return IllegalAction(f"Your card has no exit {name}: {what} in the way.", "Moving")

    def traverse_step(self, direction: int) -> Step | IllegalAction:
        """How the walk could traverse in ``direction``, or why it cannot."""
        name = DIRECTION_NAMES[DIRECTIONS[direction]]
        q, r, section = self.position
        there = neighbour((q, r), direction)
        placed = self.cards.get(there)
        if placed is None:
            here = face(self.cards[(q, r)])
            cut = self.advanced and here.sides[direction] == TREES
            if here.section_of[direction] != section and not cut:
                return self._no_exit(here, direction, section)
            return IllegalAction(f"Nothing has been explored {name} yet: explore it instead.",
                                 "Traversing")
        here, far = face(self.cards[(q, r)]), face(placed)
        side, back = here.sides[direction], far.sides[opposite(direction)]
        own_exit = here.section_of[direction] == section
        back_section = far.section_of[opposite(direction)]
        step = None
        if own_exit and back_section >= 0:
            step = Step((*there, back_section))
        elif here.section_of[direction] >= 0 and not own_exit:
            return IllegalAction(f"That exit {name} belongs to the other section of your card.",
                                 "Bridges and Hedges")
        elif side == WATER:
            if back == TREES:
                return IllegalAction(f"Trees stand beyond the water {name}.", "Canoe")
            if self.paddle == (q, r):
                step = Step((*there, max(back_section, 0)), "paddle")
            elif self.can_use("canoe"):
                step = Step((*there, max(back_section, 0)), "canoe", (q, r))
        elif back == WATER:
            if own_exit and self.can_use("canoe"):
                step = Step((*there, 0), "canoe", there)
        elif side == TREES or back == TREES:
            if self.can_use("machete"):
                step = Step((*there, max(back_section, 0)), "machete", (q, r))
        if step is None:
            what = "water" if WATER in (side, back) else "trees"
            if own_exit:
                why = (f"The card {name} has no exit back towards you "
                       f"({what}), so there is no path.")
            else:
                why = f"Your card has no exit {name}: {what} in the way."
            if self.advanced:
                tool = "canoe" if what == "water" else "machete"
                if tool in self.held[self.to_move]:
                    # the tool is there: it is the rule on using it that stops the walk
                    refusal = self.why_not_use(tool)
                    return IllegalAction(f"{why} {refusal.reason}", refusal.rule)
                why += f" A {OVERLAY_NAMES[tool]} held since the start of the turn would get you through."
            return IllegalAction(why, "Traversing")
        refusal = self.can_enter(step.target, step.tool)
        if refusal is not None:
            return refusal
        if self.kind_at(step.target) == "bear" and "picnic_basket" not in self.loose.get(there, ()):
            return Step(step.target, "picnic_basket", there)
        return step

    def can_enter(self, target, tool: str | None = None) -> IllegalAction | None:
        """None if the walk may step onto ``target``; otherwise why not."""
        if target in self.path:
            return IllegalAction("You may not visit a card or section twice in one turn.", "Moving")
        if target in self.aborted:
            return IllegalAction("A contingency move may not pass where the aborted move went.",
                                 "Contingency")
        kind = self.kind_at(target)
        character = self.character()
        if kind == "bear":
            basket_there = "picnic_basket" in self.loose.get(target[:2], ())
            if character == "Fozzie" and self.advanced:
                return IllegalAction("Fozzie never walks through a Bear, basket or not.", "Fozzie")
            if not basket_there and (tool is not None or not self.can_use("picnic_basket")):
                return IllegalAction("Nobody may traverse a Bear card without a Picnic Basket.", "Bears")
        occupant = self.occupant(target)
        if occupant is not None and kind == "trading_post":
            return IllegalAction(f"{self.name(occupant)}'s token is on the Trading Post, and a trade there "
                                 "ends your turn on it, where you may not stop.", "Trading Post")
        if occupant is not None and kind != "start" and not self.may_pass(occupant):
            return IllegalAction(f"{self.name(occupant)}'s token is there, and other players block the "
                                 "way.", "Traversing")
        if character and self.advanced:
            refusal = self.character_forbids(target)
            if refusal:
                return refusal
        if kind == "trading_post":
            bag = self.held[self.to_move]
            if tool in bag:
                bag = bag_remove(bag, tool)
            if not self.can_trade(bag):
                return IllegalAction("You may enter a Trading Post only if you can make a trade there "
                                     "(with what you will still hold when you arrive).", "Trading Post")
        return None

    def character_forbids(self, target) -> IllegalAction | None:
        """The places a character may never enter."""
        character, kind = self.character(), self.kind_at(target)
        if character == "Forrest" and kind == "woods":
            return IllegalAction("Forrest is allergic to trees: he never enters Woods.", "Forrest")
        if character == "Rocky" and kind == "mountain":
            return IllegalAction("Rocky is out of shape: he never enters Mountains.", "Rocky")
        if character == "Sunny" and self.overlay_at(target[:2]) == "cave":
            return IllegalAction("Sunny is claustrophobic: she never enters cards with caves.", "Sunny")
        if character == "Vertigo" and kind == "bridge" and target[2] == 1:
            return IllegalAction("Vertigo is afraid of heights: she never goes onto a bridge.", "Vertigo")
        return None

    def may_pass(self, occupant: int) -> bool:
        """Passing through another player's space (never stopping there): the Fox, more Gold,
        or as much Gold and less Equipment, counted at the start of the turn."""
        if "fox" in self.boons:
            return True
        if not self.advanced:
            return False
        mine, theirs = self.usable.count("gold"), self.gold(occupant)
        if mine != theirs:
            return self.gold_in_play and mine > theirs
        return equipment_in(self.usable) < equipment_in(self.held[occupant])

    def cross_step(self) -> Step | IllegalAction:
        """Crossing to the other section of this card with Equipment: the Rope (Bridge), the
        Machete (Hedge), the Canoe (Straight River)."""
        q, r, section = self.position
        placed = self.cards[(q, r)]
        kind = face(placed).card.kind
        tool = {"bridge": "rope", "hedge": "machete", "straight": "canoe"}.get(kind)
        if tool is None or not self.advanced:
            return IllegalAction("Only a Rope (on a Bridge), a Machete (across a Hedge) or a Canoe (on a "
                                 "Straight River) takes you to the other section of a card.",
                                 "Bridges and Hedges")
        target = (q, r, 1 - section)
        if tool == "canoe" and self.paddle == (q, r):
            step = Step(target, "paddle")
        elif self.can_use(tool):
            step = Step(target, tool, (q, r))
        else:
            return self.why_not_use(tool)
        refusal = self.can_enter(target, None)
        return step if refusal is None else refusal

    def can_stop_here(self) -> IllegalAction | None:
        """None if the walk may end where it is with the token moved there; else why not."""
        return self.can_stop_at(self.position)

    def can_stop_at(self, position) -> IllegalAction | None:
        """None if the player to move may put the token on ``position`` now; else why not."""
        kind = self.kind_at(position)
        if kind == "bear":
            return IllegalAction("You cannot end your turn on a Bear card, even with a Picnic Basket.",
                                 "Bears")
        occupant = self.occupant(position)
        if occupant is not None and kind != "start":
            rule = "Fox" if "fox" in self.boons else "Equipment and Gold" if self.advanced else "Traversing"
            return IllegalAction(f"You may pass {self.name(occupant)}'s space but not stop there.", rule)
        character = self.character()
        if character and self.advanced and self.dive is None:
            loose = [k for k in self.loose.get(position[:2], ()) if k in EQUIPMENT]
            if character == "Rocky" and loose and equipment_in(self.held[self.to_move]) >= 1:
                return IllegalAction("Rocky already carries Equipment, so he cannot stop where more lies.",
                                     "Rocky")
            if (character == "Violet" and loose and not self.has_water(position[:2])
                    and not any(self.has_water(neighbour(position[:2], d)) for d in range(6))):
                return IllegalAction("Violet is thirsty: she cannot stop by Equipment far from water.",
                                     "Violet")
        return None

    def stopped_by_water(self) -> bool:
        """Whether water (and nothing else) is what ends the walk here: a Canoe would help."""
        ending = self.why_the_walk_ends()
        return ending is not None and ending[1] == "Lakes and Rivers"

    def why_the_walk_ends(self) -> tuple[str, str] | None:
        """Why the walk cannot go on from where it stands: (reason, rulebook section), or None.

        Water ends it (unless a Canoe was used), so do leaving a Mountain, the
        move after slipping past a Bear, the turn's limit (the first turn, or a
        turn begun on a Mountain), and, for Fozzie, any card next to a Bear.
        """
        if len(self.path) < 2:
            return None
        kind = self.kind_at(self.position)
        if kind in WATER_KINDS and not self.afloat:
            return (f"The {KIND_NAMES[kind]} has water: the walk ends here.", "Lakes and Rivers")
        if self.kind_at(self.path[-2]) == "mountain" and self.path[-2][:2] != self.position[:2]:
            return ("Moving off a Mountain ends the walk after that move.", "Mountain")
        if self.evading and kind != "bear":
            return ("After slipping past a Bear the walk ends on the next card.", "One O'clock")
        if self.character() == "Fozzie" and self.advanced and self.touches(self.position[:2], "bear"):
            return ("Fozzie is afraid of bears: next to a Bear card he must stop.", "Fozzie")
        return self.limit_reached()

    def limit_reached(self) -> tuple[str, str] | None:
        """The turn's limit, if the walk has used it up: a turn begun on a Mountain allows
        one move, a first turn (Forrest's extra first turn too) as many as the seat's place."""
        if self.limit is None or self.hour < self.limit:
            return None
        name = self.name(self.to_move)
        if not self.first:
            return (f"{name} began this turn on a Mountain, so may move only one space.", "Mountain")
        return (f"On the first turn {name} may move at most {self.limit} "
                f"space{'s' if self.limit > 1 else ''}.", "Starting the Game")

    # -- effects -----------------------------------------------------------------------------
    def _successor(self, action) -> BearValleyState:
        kind = action.kind
        if kind in ("explore", "traverse") and self.phase == "dive":
            return self._dig(DIRECTIONS.index(action["direction"]), kind == "explore")
        handler = getattr(self, f"_do_{kind}")
        return handler(action)

    # Moving -------------------------------------------------------------------------------
    def _do_traverse(self, action) -> BearValleyState:
        direction = DIRECTIONS.index(action["direction"])
        step = self.traverse_step(direction)
        hour = self.hour + 1
        target = step.target
        when = f"Contingency, {hour_words(hour)}" if self.contingency else hour_words(hour)
        line = (f"{when}: {self.name(self.to_move)} traverses "
                f"{DIRECTION_NAMES[DIRECTIONS[direction]]}{self.onto(target)}.")
        state = self._used(step.tool, step.leave_at) if step.tool else self
        if step.tool in ("canoe", "paddle"):
            state = state._evolve(paddle=None)
        return state._enter(target, hour, (line,))

    def _do_cross(self, action) -> BearValleyState:
        step = self.cross_step()
        hour = self.hour + (1 if step.tool in ("canoe", "paddle") else 0)
        line = (f"{self.name(self.to_move)} crosses to "
                f"{section_words(self.cards[step.target[:2]], step.target[2])}.")
        state = self._used(step.tool, step.leave_at) if step.tool != "paddle" else self
        return state._evolve(paddle=None)._enter(step.target, hour, (line,))

    def _used(self, tool: str, leave_at) -> BearValleyState:
        """A token is used: it leaves the player's hand and lies where it was used."""
        if tool in (None, "paddle"):
            return self
        player = self.to_move
        held = _replace(self.held, player, bag_remove(self.held[player], tool))
        loose = {**self.loose, leave_at: bag_add(self.loose.get(leave_at, ()), tool)}
        changes = {"afloat": True} if tool == "canoe" else {}
        return self._evolve((f"{self.name(player)} uses the {OVERLAY_NAMES[tool]}.",), held=held,
                            loose=loose, used=True, **changes)

    def _enter(self, target, hour: int, lines, cards=None) -> BearValleyState:
        """The walk steps onto ``target``; then it goes on, must end there, or trades."""
        cards = self.cards if cards is None else cards
        entered = self._evolve(lines, cards=cards, path=(*self.path, target), hour=hour, pending=None,
                               phase="move")
        if (entered.character() == "Sunny" and entered.enchanted and entered.advanced
                and entered.overlay_at(target[:2]) == "butterfly" and "butterfly" not in entered.boons):
            entered = entered._evolve(("The Butterfly guides Sunny for the rest of the turn.",),
                                      boons=tuple(sorted((*entered.boons, "butterfly"))))
        if entered.kind_at(target) == "trading_post":
            return entered._evolve((f"{entered.name(entered.to_move)} is at the Trading Post: a trade, "
                                    "then the turn ends there.",),
                                   phase="trade", pending=((), ()))
        ending = entered.why_the_walk_ends()
        return entered._evolve((ending[0],), phase="stop") if ending else entered

    def _do_stop(self, action) -> BearValleyState:
        player, here = self.to_move, self.position
        onto = self.onto(here, "to")
        line = f"{self.name(player)} stops and moves the token {onto[1:] if onto else 'there'}."
        state = self._evolve((line,), tokens=_replace(self.tokens, player, here), left=(),
                             tunnelled=_replace(self.tunnelled, player, False))._pick_up(here[:2])
        if here[:2] == state.destination:
            return state._evolve((f"{state.name(player)} reaches the Destination Camp and wins!",),
                                 phase="over", to_move=None, winners=(player,), pending=None,
                                 ending=f"{state.name(player)} reached the Destination Camp.")
        return state._finish_turn(moved=True)

    def _pick_up(self, coord) -> BearValleyState:
        """Stopping on a card picks up the tokens lying there that the player may carry."""
        loose = self.loose.get(coord, ())
        if not loose:
            return self
        held, left = self.held[self.to_move], []
        for kind in loose:
            if self.may_carry(kind, held):
                held = bag_add(held, kind)
            else:
                left.append(kind)
        taken = bag_remove(loose, *left)
        if not taken:
            return self
        spread = {**self.loose, coord: tuple(left)} if left else {k: v for k, v in self.loose.items()
                                                                  if k != coord}
        names = ", ".join(OVERLAY_NAMES[kind] for kind in taken)
        return self._evolve((f"{self.name(self.to_move)} picks up: {names}.",), loose=spread,
                            held=_replace(self.held, self.to_move, held))

    def _do_stay(self, action) -> BearValleyState:
        """The walk ends with the token where it was. A contingency walk declined before its
        first step writes nothing: the log says what happened, not what did not."""
        if self.contingency and len(self.path) == 1:
            return self._walk_over(())
        return self._walk_over((f"{self.name(self.to_move)} ends the walk; the token stays.",))

    def _do_leave(self, action) -> BearValleyState:
        """A token the player will not carry stays on the card the walk started from, if the token
        moves; if it does not, the player keeps it (``_keep_what_was_left``)."""
        kind, player = action["token"], self.to_move
        home = self.path[0][:2]
        return self._evolve((f"{self.name(player)} leaves the {OVERLAY_NAMES[kind]} behind.",),
                            held=_replace(self.held, player, bag_remove(self.held[player], kind)),
                            loose={**self.loose, home: bag_add(self.loose.get(home, ()), kind)},
                            left=bag_add(self.left, kind))

    def _keep_what_was_left(self) -> BearValleyState:
        """The token did not move, so the tokens "left behind" never parted from it: they go
        back to the player (only carrying them away is a choice, l.308)."""
        if not self.left:
            return self
        player = self.to_move
        home = self.tokens[player][:2]
        rest = bag_remove(self.loose[home], *self.left)
        loose = {**self.loose, home: rest} if rest else {k: v for k, v in self.loose.items() if k != home}
        return self._evolve(held=_replace(self.held, player, bag_add(self.held[player], *self.left)),
                            loose=loose, left=())

    # Exploring ------------------------------------------------------------------------------
    def _do_explore(self, action) -> BearValleyState:
        direction = DIRECTIONS.index(action["direction"])
        step = self.explore_step(direction)
        card_id = self.deck[0]
        state = self._used(step.tool, step.leave_at) if step.tool else self
        if step.tool in ("canoe", "paddle"):
            state = state._evolve(paddle=None)
        drawn = state._evolve((f"{hour_words(self.hour + 1)}: {self.name(self.to_move)} explores "
                               f"{DIRECTION_NAMES[action['direction']]} and draws "
                               f"{self.card_words(card_id)}.",), deck=self.deck[1:], quiet=0)
        return drawn._drawn(card_id, direction)

    def _drawn(self, card_id: str, direction: int) -> BearValleyState:
        """After the draw the Mushrooms may send the card back."""
        if self.redraws > 0 and self.deck:
            return self._evolve((f"The Mushrooms let {self.name(self.to_move)} keep it or draw "
                                 "another card.",),
                                phase="mushrooms", pending=(card_id, direction))
        return self._drawn_kept(card_id, direction)

    def _do_keep(self, action) -> BearValleyState:
        card_id, direction = self.pending
        return self._evolve(pending=None)._drawn_kept(card_id, direction)

    def _drawn_kept(self, card_id: str, direction: int) -> BearValleyState:
        """The card is kept: Woods may redirect it, then it is laid."""
        here = face(self.cards[self.position[:2]])
        if here.card.kind == "woods":
            return self._follow_stepping_stones(card_id, direction)
        return self._lay(card_id, direction, ())

    def _do_redraw(self, action) -> BearValleyState:
        card_id, direction = self.pending
        deck = (*self.deck, card_id)
        new_card = deck[0]
        redraws = self.redraws if "vertigo" in self.boons else self.redraws - 1
        state = self._evolve((f"The card goes to the bottom of the deck; {self.name(self.to_move)} draws "
                              f"{self.card_words(new_card)}.",), deck=deck[1:], redraws=redraws, pending=None)
        if redraws > 0 and "vertigo" not in self.boons:
            return state._drawn(new_card, direction)
        return state._drawn_kept(new_card, direction)

    def _follow_stepping_stones(self, card_id: str, direction: int) -> BearValleyState:
        """Woods: the drawn card's exits pick the direction, if such a side is unexplored."""
        here = self.position[:2]
        stones = face(self.cards[here]).stones
        exits = CARDS[card_id].exits
        matches = tuple(d for d in range(6) if stones[d] == exits and neighbour(here, d) not in self.cards)
        if len(matches) == 2:
            return self._evolve((f"Two sides of the Woods show {exits} stepping stones: "
                                 f"{self.name(self.to_move)} chooses one.",),
                                phase="woods", pending=(card_id, matches))
        if matches and matches[0] != direction:
            line = (f"The Woods' {exits} stepping stones lead "
                    f"{DIRECTION_NAMES[DIRECTIONS[matches[0]]]} instead.")
            return self._lay(card_id, matches[0], (line,))
        return self._lay(card_id, direction, ())

    def _do_woods(self, action) -> BearValleyState:
        card_id, _ = self.pending
        line = f"The stepping stones lead {DIRECTION_NAMES[action['direction']]}."
        return self._lay(card_id, DIRECTIONS.index(action["direction"]), (line,))

    def _lay(self, card_id: str, direction: int, lines) -> BearValleyState:
        """Lay the drawn card so that an exit leads back, if possible; the player chooses
        when both ways do, or when neither does."""
        target = neighbour(self.position[:2], direction)
        leading = _leading_back(card_id, direction)
        if same_shape(card_id):
            return self._place(card_id, leading[0] if leading else 0, target, direction, lines)
        if len(leading) == 1:
            return self._place(card_id, leading[0], target, direction, lines)
        return self._evolve((*lines, self._how_to_lay(leading)), phase="orient",
                            pending=(target, card_id, direction))

    def _how_to_lay(self, leading) -> str:
        """The log line for a card that the player lays as they choose."""
        name = self.name(self.to_move)
        return (f"Either way up leads back: {name} chooses how to lay it." if leading
                else f"Neither way up leads back: {name} lays it as they like.")

    def _do_orient(self, action) -> BearValleyState:
        target, card_id, direction, *telescope = self.pending
        if telescope:
            return self._placed(card_id, action["rotation"], target)._look_from(direction + 1)
        return self._place(card_id, action["rotation"], target, direction, ())

    def _placed(self, card_id: str, rotation: int, target, lines=()) -> BearValleyState:
        """The card joins the map; an Equipment or Gold card gets its token, if one is left."""
        state = self._evolve(lines, cards={**self.cards, target: (card_id, rotation)}, pending=None)
        overlay = state.overlay_in_play(card_id)
        if overlay in TOKENS and in_stock(state.stock, overlay):
            loose = {**state.loose, target: bag_add(state.loose.get(target, ()), overlay)}
            state = state._evolve((f"A {OVERLAY_NAMES[overlay]} token is placed on it.",),
                                  stock=stock_take(state.stock, overlay), loose=loose)
        return state

    def _place(self, card_id: str, rotation: int, target, direction: int, lines) -> BearValleyState:
        """The card joins the map; then the sunclock, the card and the character decide."""
        hour = self.hour + 1
        player = self.name(self.to_move)
        card = CARDS[card_id]
        back = face((card_id, rotation)).section_of[opposite(direction)]
        placed = self._placed(card_id, rotation, target, lines)._evolve(hour=hour, phase="move")
        character = placed.character() if self.advanced else None
        if card.kind == "bear":
            if hour == 1 and character != "Fozzie":
                line = f"A Bear at One o'clock: {player} slips past it, and must move on once more."
                entered = placed._enter((*target, back), hour, (line,))
                return entered._evolve((), evading=True)
            if hour >= 7:
                return placed._eaten(target, f"A Bear at {hour_words(hour)}: {player} is eaten!")
            if 2 <= hour <= 5 and placed.can_use("picnic_basket"):
                return placed._evolve((f"A Bear! {player} may put the Picnic Basket on it and go on.",),
                                      phase="bear", pending=(target, direction))
            why = " (Fozzie cannot slip past bears)" if hour == 1 else ""
            return placed._walk_over((f"A Bear! {player}'s turn ends and the token stays{why}.",))
        guided = "butterfly" in placed.boons or (character == "Sunny" and self.enchanted
                                                 and card.overlay == "butterfly")
        if not guided and ((3 <= hour <= 6 and card.exits == hour) or (hour >= 7 and card.exits == 6)):
            return placed._walk_over((f"{card.exits} exits at {hour_words(hour)}: {player} is lost; "
                                      "the walk ends and the token stays.",))
        if character:
            refusal = placed.character_forbids((*target, max(back, 0)))
            if refusal is not None:
                return placed._walk_over((f"{refusal.reason} The walk ends and the token stays.",))
        through_trees = face(self.cards[self.position[:2]]).sides[direction] == TREES
        if back < 0 and not through_trees:
            options = placed._evolve(pending=(target, direction)).blocked_options()
            if options:
                return placed._evolve((f"No exit leads back to {player}'s card.",), phase="blocked",
                                      pending=(target, direction))
            return placed._walk_over((f"No exit leads back: {player} is lost; the walk ends and the "
                                      "token stays.",))
        return placed._arrive(target, max(back, 0), hour, ())

    def _arrive(self, target, section: int, hour: int, lines) -> BearValleyState:
        """Stepping onto a card just explored: a character may refuse it, a Trading Post
        needs a trade; otherwise the walk enters it."""
        player = self.name(self.to_move)
        position = (*target, section)
        if self.advanced and self.character():
            refusal = self.character_forbids(position)
            if refusal is not None:
                return self._walk_over((f"{refusal.reason} The walk ends and the token stays.",))
        if self.kind_at(position) == "trading_post" and not self.can_trade():
            return self._walk_over((f"{player} has nothing to trade at the Trading Post: lost; the walk "
                                    "ends and the token stays.",))
        return self._enter(position, hour, lines)

    def blocked_options(self) -> tuple:
        """At a new card with no exit back: tunnel (One or Two o'clock, not after evading a
        Bear, never Forrest) or cut through the trees with a Machete."""
        target, direction = self.pending
        options = []
        forrest = self.advanced and self.character() == "Forrest"
        if self.hour <= 2 and not self.evading and not forrest and self.can_stop_at((*target, 0)) is None:
            options.append(TUNNEL)
        far = face(self.cards[target]).sides[opposite(direction)]
        if far == TREES and self.can_use("machete"):
            options.append(MACHETE)
        return tuple(options)

    def _do_tunnel(self, action) -> BearValleyState:
        player = self.to_move
        target, _ = self.pending
        state = self._evolve((f"{self.name(player)} tunnels through the underbrush onto the new card.",),
                             tokens=_replace(self.tokens, player, (*target, 0)), left=(),
                             tunnelled=_replace(self.tunnelled, player, True), pending=None)
        return state._pick_up(target)._finish_turn(moved=True)

    def _do_machete(self, action) -> BearValleyState:
        target, direction = self.pending
        state = self._used("machete", self.position[:2])._evolve(pending=None)
        return state._arrive(target, 0, self.hour, ())

    def _do_basket(self, action) -> BearValleyState:
        if self.phase == "bear":
            target, direction = self.pending
            back = face(self.cards[target]).section_of[opposite(direction)]
            state = self._used("picnic_basket", target)._evolve(pending=None)
            return state._enter((*target, max(back, 0)), self.hour, ("The bear is busy with the picnic.",))
        here = self.position[:2]
        return self._used("picnic_basket", here)._evolve(("The bear is busy with the picnic: "
                                                          "the walk goes on freely.",), evading=False)

    def _eaten(self, where, line: str) -> BearValleyState:
        """The player leaves the game; the player token and every token carried stay on
        the card where it happened (ruling 5)."""
        player = self.to_move
        tokens = _replace(self.tokens, player, (*where, 0))
        loose = self.loose
        if self.held[player]:
            loose = {**loose, where: bag_add(loose.get(where, ()), *self.held[player])}
        return self._evolve(tokens=tokens, out=_replace(self.out, player, True), loose=loose, left=(),
                            held=_replace(self.held, player, ()))._end_turn((line,))

    # Equipment with no direction --------------------------------------------------------------
    def _do_canoe(self, action) -> BearValleyState:
        here = self.position[:2]
        state = self._used("canoe", here)._evolve(paddle=here)
        if state.phase == "stop" and state.why_the_walk_ends() is None:
            state = state._evolve(("Afloat: the walk may go on.",), phase="move")
        return state

    def _do_telescope(self, action) -> BearValleyState:
        """Lay a card on every unexplored side of the player's card, clockwise from north-east,
        each laid as if explored from it (leading back where it can; the player chooses when
        either way does, or neither); no hour is counted and nothing drawn is entered."""
        return self._used("telescope", self.position[:2])._look_from(0)

    def _look_from(self, first: int) -> BearValleyState:
        """The Telescope's cards, from direction ``first`` on; stops to ask how to lay one."""
        here = self.position[:2]
        state = self
        for direction in range(first, 6):
            target = neighbour(here, direction)
            if target in state.cards or not state.deck:
                continue
            card_id = state.deck[0]
            line = (f"Through the Telescope, {self.name(self.to_move)} finds {state.card_words(card_id)} "
                    f"{DIRECTION_NAMES[DIRECTIONS[direction]]}.")
            state = state._evolve((line,), deck=state.deck[1:], quiet=0)
            leading = _leading_back(card_id, direction)
            if not same_shape(card_id) and len(leading) != 1:
                return state._evolve((state._how_to_lay(leading),), phase="orient",
                                     pending=(target, card_id, direction, True))
            state = state._placed(card_id, leading[0] if leading else 0, target)
        return state._evolve(phase="move", pending=None)

    def _do_dive(self, action) -> BearValleyState:
        here = self.position[:2]
        return self._used("flashlight", here)._evolve(
            (f"{self.name(self.to_move)} cave dives: three moves underground, the third to a new "
             "card.",), phase="dive", dive=0)

    def _surfacing_caves(self) -> list[tuple[int, int]]:
        """The other Cave cards a diver may surface at: unoccupied, and in a contingency not
        where the aborted walk went."""
        here = self.position[:2]
        occupied = {token[:2] for p, token in enumerate(self.tokens) if not self.out[p]}
        aborted = {position[:2] for position in self.aborted}
        return [coord for coord, (card_id, _) in sorted(self.cards.items())
                if card_id in SURFACE and coord != here and coord not in occupied and coord not in aborted
                and self.overlay_at(coord) == "cave"]

    def _legal_dive(self) -> tuple:
        here = self.position[:2]
        legal = []
        visited = {position[:2] for position in self.path}
        if self.contingency:  # no exploring, so the only way to end a dive is at another Cave
            return (*(SURFACE[self.cards[coord][0]] for coord in self._surfacing_caves()
                      if self.dive == 0), STAY)
        for direction in range(6):
            there = neighbour(here, direction)
            if there not in self.cards:
                if self.deck and not self.contingency:
                    legal.append(EXPLORE[direction])
            elif self.dive < DIVE_MOVES - 1 and there not in visited:
                legal.append(TRAVERSE[direction])
        if self.dive == 0:
            legal.extend(SURFACE[self.cards[coord][0]] for coord in self._surfacing_caves())
        legal.append(STAY)
        return tuple(legal)

    def _dig(self, direction: int, explore: bool) -> BearValleyState:
        """One move underground: no hours, no terrain, no bears, no character rules."""
        here = self.position[:2]
        there = neighbour(here, direction)
        moves = self.dive + 1
        goes = f"Underground, {self.name(self.to_move)} goes {DIRECTION_NAMES[DIRECTIONS[direction]]}"
        if not explore:
            return self._evolve((f"{goes}.",), path=(*self.path, (*there, 0)), dive=moves)
        card_id = self.deck[0]
        leading = _leading_back(card_id, direction)
        rotation = leading[0] if leading else 0
        state = self._evolve((f"{goes} and finds {self.card_words(card_id)}.",),
                             deck=self.deck[1:], quiet=0)._placed(card_id, rotation, there)
        section = max(face((card_id, rotation)).section_of[opposite(direction)], 0)
        state = state._evolve(path=(*state.path, (*there, section)), dive=moves)
        if CARDS[card_id].kind == "bear" and moves == DIVE_MOVES:
            return state._walk_over(("A Bear where the dive would surface: the token stays.",))
        if state.overlay_at(there) == "cave" or moves == DIVE_MOVES:
            return state._evolve((f"The dive ends here: {self.name(self.to_move)} may come up here or "
                                  "leave the token where it was.",), phase="stop")
        return state

    def _do_surface(self, action) -> BearValleyState:
        coord = next(c for c, (card_id, _) in self.cards.items() if card_id == action["card"])
        line = f"{self.name(self.to_move)} comes up at the {CARDS[action['card']].overlay_words}."
        state = self._evolve((line,), path=(*self.path, (*coord, 0)))
        return state._do_stop(action)

    # Trading Posts and the Starting Camp gift ------------------------------------------------------
    def may_take(self, kind: str) -> bool:
        """Whether the player to move may ever receive a token of ``kind``."""
        return self.may_carry(kind, ())

    def can_trade(self, bag=None) -> bool:
        """Whether some fair trade exists for what the player holds (or ``bag``, what will be
        held once the token that gets the walk there is spent) and what is in stock."""
        held = self.held[self.to_move] if bag is None else bag
        return bool(held) and trade_can_be_completed(
            held, self.stock, (), (), self.may_take,
            lambda given, taken: self._rocky_keeps_one(given, taken, held))

    def _legal_trades(self) -> tuple:
        given, taken = self.pending
        held = self.held[self.to_move]
        legal = []
        remaining = list(held)
        for kind in given:
            remaining.remove(kind)
        for kind in TOKENS:
            if (kind in remaining and kind not in taken
                    and trade_can_be_completed(held, self.stock, (*given, kind), taken, self.may_take,
                                               self._rocky_keeps_one)):
                legal.append(GIVE[kind])
        for kind in TOKENS:
            if (in_stock(self.stock, kind) - taken.count(kind) > 0 and kind not in given
                    and self.may_take(kind) and value((*taken, kind)) < value(given)
                    and self._rocky_keeps_one(given, (*taken, kind))):
                legal.append(TAKE[kind])
        if trade_is_fair(given, taken):
            legal.append(TRADE)
        return tuple(legal)

    def _rocky_keeps_one(self, given, taken, bag=None) -> bool:
        """Rocky may not come away from a trade with more than one piece of Equipment."""
        if self.character() != "Rocky" or not self.advanced:
            return True
        bag = self.held[self.to_move] if bag is None else bag
        after = bag_add(bag_remove(bag, *given), *taken)
        return equipment_in(after) <= 1

    def _do_give(self, action) -> BearValleyState:
        given, taken = self.pending
        return self._evolve(pending=(bag_add(given, action["token"]), taken))

    def _do_take(self, action) -> BearValleyState:
        kind = action["token"]
        if self.phase == "gift":
            player = self.to_move
            state = self._evolve((f"{self.name(player)} chooses a {OVERLAY_NAMES[kind]} at the camp.",),
                                 held=_replace(self.held, player, bag_add(self.held[player], kind)),
                                 stock=stock_take(self.stock, kind), phase="move", pending=None)
            return state._turn_done(self.pending[0])
        given, taken = self.pending
        return self._evolve(pending=(given, bag_add(taken, kind)))

    def _do_trade(self, action) -> BearValleyState:
        given, taken = self.pending
        player = self.to_move
        held = bag_add(bag_remove(self.held[player], *given), *taken)
        gives = ", ".join(OVERLAY_NAMES[k] for k in given)
        takes = ", ".join(OVERLAY_NAMES[k] for k in taken)
        state = self._evolve((f"{self.name(player)} trades {gives} for {takes}.",),
                             held=_replace(self.held, player, held),
                             stock=stock_take(stock_return(self.stock, *given), *taken), pending=None,
                             phase="stop")
        return state._do_stop(action)

    def gifts(self) -> tuple[str, ...]:
        """The Equipment a player alone at the Starting Camp may choose from the stock."""
        return tuple(kind for kind in EQUIPMENT if in_stock(self.stock, kind) and self.may_carry(kind))

    # Turns -----------------------------------------------------------------------------------
    def _walk_over(self, lines) -> BearValleyState:
        """The walk ended with the token unmoved: in the advanced game a contingency move may
        follow (once a turn), with the turn's limit again (ruling 4); otherwise the turn is over."""
        if self.left:
            return self._keep_what_was_left()._walk_over(lines)
        if not self.advanced or self.contingency or self.out[self.to_move]:
            return self._finish_turn(False, lines)
        token = self.tokens[self.to_move]
        # no line of its own: the status and the panel say a contingency walk is on, and its
        # steps are logged as "Contingency, One o'clock: ..."
        contingency = self._evolve(
            lines,
            contingency=True, aborted=tuple(p for p in self.path[1:] if p != token), path=(token,),
            hour=0, evading=False, paddle=None, dive=None, pending=None, phase="move",
            limit=self.limit)
        if contingency.legal_actions() == [STAY]:
            return self._finish_turn(False, lines)
        return contingency

    def _finish_turn(self, moved: bool, lines=()) -> BearValleyState:
        """The token is placed: three Gold at the Starting Camp win; alone at the Starting
        Camp a player chooses a token; Forrest moving onto a Fox plays again."""
        player = self.to_move
        token = self.tokens[player]
        at_camp = token[:2] == START
        if at_camp and self.gold_in_play and self.gold(player) >= GOLD_TO_WIN:
            return self._evolve((*lines, f"{self.name(player)} is back at the Starting Camp with "
                                         f"{self.gold(player)} Gold and wins!"), phase="over",
                                to_move=None, winners=(player,), pending=None,
                                ending=f"{self.name(player)} brought {GOLD_TO_WIN} Gold back to camp.")
        alone = not any(t[:2] == START and not self.out[p] and p != player for p, t in enumerate(self.tokens))
        if self.advanced and at_camp and alone and self.gifts():
            return self._evolve((*lines, f"{self.name(player)} is alone at the Starting Camp and may "
                                         "choose a piece of Equipment."),
                                phase="gift", pending=(moved,), path=(token,))
        return self._turn_done(moved, lines)

    def _turn_done(self, moved: bool, lines=()) -> BearValleyState:
        player = self.to_move
        if (moved and self.advanced and self.enchanted and self.character() == "Forrest"
                and self.overlay_at(self.tokens[player][:2]) == "fox" and self.deck):
            # an extra turn of the first turn is limited like a first turn (l.610); with the deck
            # empty the game ends instead, after the turn that drew the last card (ruling 6)
            return self._begin_turn(player, (*lines, "The Fox gives Forrest another turn!"),
                                    first_turn=self.first)
        if not moved and self.nobody_can_move():
            return self._evolve((*lines, "Nobody can do anything but stay where they are: the bears "
                                         "win."), phase="over", to_move=None, winners=(),
                                pending=None, ending="Nobody could move any more: the bears win.")
        return self._end_turn(lines)

    def nobody_can_move(self) -> bool:
        """Whether every player still in the game could only end a turn where they stand
        (nothing to explore, traverse or use, no gift to take): then nothing can ever change
        again, and the game ends as when the deck runs out (a ruling of ours). Asked only
        after a turn that left the token where it was; the player just done is asked first,
        so a game that can go on costs one look."""
        survivors = [p for p in range(self.game.players) if not self.out[p]]
        order = sorted(survivors, key=lambda p: p != self.to_move)
        for player in order:
            probe = self._fresh_walk(player, first=False)
            if probe.legal_actions() != [STAY]:
                return False
            at_camp = self.tokens[player][:2] == START
            alone = all(self.tokens[p][:2] != START for p in survivors if p != player)
            if probe.advanced and at_camp and alone and probe.gifts():
                return False
        return True

    def _end_turn(self, lines) -> BearValleyState:
        """The turn is over: the game may end (last survivor, empty deck), else the next
        player in seat order who is still in the game begins."""
        survivors = [p for p in range(self.game.players) if not self.out[p]]
        if len(survivors) == 1:
            winner = survivors[0]
            return self._evolve((*lines, f"{self.name(winner)} is the last one left and wins!"),
                                phase="over", to_move=None, winners=(winner,), pending=None,
                                ending=f"{self.name(winner)} survived the bears.")
        if not self.deck:
            return self._evolve((*lines, "The Wilderness deck is empty: the bears win."), phase="over",
                                to_move=None, winners=(), pending=None,
                                ending="The Wilderness deck ran out: the bears win.")
        if self.quiet + 1 >= QUIET_ROUNDS * len(survivors):
            return self._evolve((*lines, f"No card has been explored for {QUIET_ROUNDS} rounds: the "
                                         "wilderness has closed in, and the bears win."), phase="over",
                                to_move=None, winners=(), pending=None,
                                ending=f"Nobody explored for {QUIET_ROUNDS} rounds: the bears win.")
        player = self.to_move
        while True:
            player = (player + 1) % self.game.players
            if not self.out[player]:
                return self._evolve(quiet=self.quiet + 1)._begin_turn(player, lines)

    def _turn_limit(self, player: int, first_turn: bool) -> int | None:
        """The first turn allows as many moves as the player's place in the order; a turn
        that starts on a Mountain allows one."""
        limit = player + 1 if first_turn else None
        if self.kind_at(self.tokens[player]) == "mountain":
            limit = 1 if limit is None else min(limit, 1)
        return limit

    def _boons(self, player: int) -> tuple[tuple[str, ...], int]:
        """The Enchantments helping a player this turn (the card under the token, and the
        characters' advantages) and how many Mushroom redraws they give."""
        if not self.enchanted:
            return (), 0
        here = self.tokens[player][:2]
        boons = []
        overlay = self.overlay_at(here)
        if overlay in ENCHANTMENTS:
            boons.append(overlay)
        redraws = int(overlay == "mushrooms")
        character = self.character(player) if self.advanced else None
        if character == "Fozzie" and self.touches(here, "bear"):
            boons.append("mushrooms")
            redraws += 1
        elif character == "Rocky" and self.touches(here, "mountain"):
            boons.append("butterfly")
        elif character == "Vertigo" and overlay == "mushrooms":
            boons.append("vertigo")
            redraws = 1
        elif character == "Violet" and self.has_water(here):
            boons.append("fox")
        return tuple(sorted(set(boons))), redraws

    def _fresh_walk(self, player: int, first: bool, lines=(), **changes) -> BearValleyState:
        """``player`` to move at noon on the token, with the turn's limits and boons."""
        boons, redraws = self._boons(player)
        return self._evolve(lines, to_move=player, phase="move", path=(self.tokens[player],), hour=0,
                            limit=self._turn_limit(player, first), first=first, evading=False, pending=None,
                            used=False, usable=self.held[player], afloat=False, paddle=None,
                            contingency=False, aborted=(), dive=None, boons=boons, redraws=redraws,
                            left=(), **changes)

    def _begin_turn(self, player: int, lines=(), first_turn: bool | None = None) -> BearValleyState:
        turns = _replace(self.turns, player, self.turns[player] + 1)
        token = self.tokens[player]
        first = turns[player] == 1 if first_turn is None else first_turn
        state = self._fresh_walk(player, first, lines, turns=turns)
        if state.tunnelled[player] and not state.has_a_way_on():
            return state._eaten(token[:2], f"{state.name(player)} tunnelled into a dead end and is "
                                           "eaten by bears!")
        return state

    def has_a_way_on(self) -> bool:
        """Whether the player to move, at the start of a turn, has any route left from the
        token: a step that could explore or traverse, counting the Equipment carried (a
        Machete through trees, a Canoe over water, a Basket for a Bear, a Flashlight in a
        Cave), with the other players' tokens ignored (ruling 5)."""
        alone = self._evolve(out=tuple(p != self.to_move for p in range(self.game.players)))
        return (any(not isinstance(alone.explore_step(d), IllegalAction)
                    or not isinstance(alone.traverse_step(d), IllegalAction) for d in range(6))
                or DIVE in alone._legal_equipment())


def _replace(values: tuple, index: int, value) -> tuple:
    return (*values[:index], value, *values[index + 1:])


def _leading_back(card_id: str, direction: int) -> list[int]:
    """The rotations (0, 3) in which a card laid in ``direction`` has an exit back."""
    back = opposite(direction)
    return [rotation for rotation in (0, 3) if face((card_id, rotation)).section_of[back] >= 0]


def deal_characters(game, rng: Rng) -> tuple[str, ...] | None:
    """The advanced game's characters: the caller's choice, or dealt at random."""
    if game.variant != "advanced":
        return None
    chosen = game.options["characters"]
    if chosen:
        return tuple(chosen.split(","))
    return tuple(rng.shuffled(sorted(CHARACTERS))[:game.players])


def initial_state(game, rng_state: int, seed) -> BearValleyState:
    """The river laid out, every token at the Starting Camp, the Wilderness deck shuffled,
    the tokens in stock, and in the advanced game the characters dealt."""
    rng = Rng(rng_state)
    deck = tuple(rng.shuffled(WILDERNESS_IDS))
    characters = deal_characters(game, rng)
    cards = river_layout(game.players, game.options["river"])
    players = game.players
    names = ", ".join(characters or [game.player_name(p) for p in range(players)])
    log = GameLog.of([f"Bear Valley ({game.variant} game), {players} players: {names}. The river is laid "
                      f"out and the {len(deck)} Wilderness cards are shuffled."])
    stock = tuple(EQUIPMENT_TOKENS[kind] if kind in EQUIPMENT else GOLD_TOKENS for kind in TOKENS)
    state = BearValleyState.create(
        game, log, seed=seed, rng=rng.state, cards=cards, deck=deck,
        tokens=((*START, 0),) * players, out=(False,) * players, tunnelled=(False,) * players,
        turns=(0,) * players, to_move=0, phase="move", path=((*START, 0),), hour=0, limit=None,
        evading=False, pending=None, winners=(), ending=None, characters=characters, loose={},
        held=((),) * players, stock=stock, used=False, usable=(), afloat=False, paddle=None,
        contingency=False, aborted=(), dive=None, boons=(), redraws=0, quiet=0, left=(), first=True)
    return state._begin_turn(0)
