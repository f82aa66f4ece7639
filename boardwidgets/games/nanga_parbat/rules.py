"""Nanga Parbat's rules: legal actions and their effects.

Sections follow the rulebook: the turn (trap, hiker, guide, claim), the
points chart, activations, special animals, the scoring path and the end of
the game. The mountain is a tuple of 36 small integers (an animal kind 0-5,
or a player's hiker or camp), so a new state copies 36 numbers and nothing
else of size.
"""
from __future__ import annotations

from collections.abc import Iterator

from ...core.graphs import connected_groups
from ...core.log import GameLog
from ...core.rng import Rng
from ...core.state import State
from .actions import (
    ACTIVATE,
    CLAIM,
    END_TURN,
    PICK_ANIMAL,
    PICK_REGION,
    PICK_SECTION,
    PLACE_GUIDE,
    RELOCATE_GUIDE,
    TRAP,
)
from .board import (
    ADJACENT,
    REGION_SECTIONS,
    SECTION_INDEX,
    SECTION_NAMES,
    SECTION_NUMBER,
    SECTIONS,
    mountain_graph,
)
from .codes import ACTIVATABLE, CAMP, HIKER, MUSK_DEER, SNOW_LEOPARD, TAHR, chart_index, describe
from .components import (
    ANIMAL_NAMES,
    ANIMALS,
    ANIMALS_PER_KIND,
    AREA_POINTS,
    CAMPS,
    CHART_NEEDS,
    CHART_POINTS,
    CHART_ROWS,
    CUBES,
    HIKERS,
    PLAYER_NAMES,
    RED_PANDA,
    REGIONS,
    WILD,
)

TRADE_ROWS = ("different", "same")
#: every edge once, as index pairs, for "is there any adjacent pair such that..."
EDGES = tuple((a, b) for a, nbrs in enumerate(ADJACENT) for b in nbrs if a < b)


class NangaParbatState(State):
    """One moment of a Nanga Parbat game. Build it with ``game.new_game(seed)``.

    Phases: ``guide`` (the second player places the guide), ``trap`` (step 1
    of a turn), ``act`` (after trapping: claim a chart spot, activate, end
    the turn), ``pick`` (completing a claim or an activation one click at a
    time) and ``over``.
    """

    __slots__ = ("seed", "rng", "turn", "first", "to_move", "phase", "guide", "mountain",
                 "pending", "ready", "used", "hikers", "camps", "cubes", "chart", "scores",
                 "claimed", "traded", "ending")

    @classmethod
    def create(cls, game, log: GameLog, **fields) -> NangaParbatState:
        """A state with every field given (used by setup and by loading a save)."""
        state = object.__new__(cls)
        State.__init__(state, game, log)
        for name in cls.__slots__:
            setattr(state, name, fields[name])
        return state

    def _evolve(self, log_lines=(), **changes) -> NangaParbatState:
        """A copy with ``changes`` and ``log_lines`` added to the log."""
        new = object.__new__(NangaParbatState)
        for name in NangaParbatState.__slots__:
            setattr(new, name, changes[name] if name in changes else getattr(self, name))
        State.__init__(new, self.game, self._log.add(*log_lines))
        return new

    # -- the contract -----------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def graph(self):
        """The mountain's 36 sections (shared, read-only); occupants are in ``mountain``."""
        return mountain_graph()

    def result(self) -> dict | None:
        if not self.is_over:
            return None
        best = max(self.scores)
        winners = [p for p in (0, 1) if self.scores[p] == best]
        return {"winners": winners, "scores": {p: self.scores[p] for p in (0, 1)},
                "reason": self.ending}

    def _identity(self) -> tuple:
        return tuple(getattr(self, name) for name in NangaParbatState.__slots__)

    # -- who holds what -----------------------------------------------------------
    @property
    def first_player(self) -> int:
        """The seat drawn to take the first turn (the other places the guide before it)."""
        return self.first

    @property
    def opponent(self) -> int:
        return 1 - self.to_move

    def occupant(self, section: str) -> str:
        """What stands in a section: an animal kind (``"yak"``), ``"hiker-0"`` or ``"camp-1"``.

        >>> import boardwidgets as bw
        >>> bw.load_game("nanga_parbat").new_game(seed=7).occupant("2.4")
        'bharal'
        """
        code = self.mountain[SECTION_INDEX[section]]
        if code < HIKER:
            return ANIMALS[code]
        return f"hiker-{code - HIKER}" if code < CAMP else f"camp-{code - CAMP}"

    def animal_board(self, player: int) -> dict[str, dict[str, int]]:
        """A player's animal board: ``{"yak": {"ready": 1, "used": 0}, ...}``."""
        return {kind: {"ready": self.ready[player][k], "used": self.used[player][k]}
                for k, kind in enumerate(ANIMALS)}

    def animals_in(self, region: int) -> list[int]:
        """Sections of ``region`` that still hold an animal."""
        mountain = self.mountain
        return [i for i in REGION_SECTIONS[region] if mountain[i] < HIKER]

    def held(self, player: int) -> list[int]:
        """How many animals of each kind ``player`` has on their animal board."""
        ready, used = self.ready[player], self.used[player]
        return [ready[k] + used[k] for k in range(len(ANIMALS))]

    def hiker_groups(self, player: int) -> list[list[int]]:
        """The player's hikers split into groups of adjacent hikers."""
        mine = HIKER + player
        return connected_groups([i for i, v in enumerate(self.mountain) if v == mine], ADJACENT)

    # -- legal actions ------------------------------------------------------------
    def _compute_legal(self) -> tuple:
        phase = self.phase
        if phase == "guide":
            return tuple(PLACE_GUIDE.values())
        if phase == "pick":
            return tuple(self._legal_picks())
        legal = []
        if phase == "trap":
            animals = self.animals_in(self.guide)
            if animals:
                legal.extend(TRAP[i] for i in animals)
            else:
                legal.extend(RELOCATE_GUIDE[r] for r in range(1, REGIONS + 1) if self.animals_in(r))
        else:
            legal.extend(self._legal_claims())
        legal.extend(ACTIVATE[ANIMALS[k]] for k in ACTIVATABLE
                     if self.ready[self.to_move][k] and self.activation_possible(k))
        if phase == "act":
            legal.append(END_TURN)
        return tuple(legal)

    # Build camps or trade animals ------------------------------------------------
    def _legal_claims(self):
        player = self.to_move
        if self.claimed or not self.cubes[player]:
            return []
        largest_group = max((len(g) for g in self.hiker_groups(player)), default=0)
        held = self.held(player)
        claims = []
        for row in CHART_ROWS:
            for column, need in enumerate(CHART_NEEDS, 1):
                if (self.chart[chart_index(row, column)] is None
                        and self.can_meet(row, need, held, largest_group)):
                    claims.append(CLAIM[row][column - 1])
        return claims

    def can_meet(self, row: str, need: int, held: list[int], largest_group: int) -> bool:
        """Whether the player to move could complete a claim on ``row`` needing ``need``."""
        if row == "camps":
            return self.camps[self.to_move] >= need and largest_group >= need
        wild = held[WILD]
        if row == "different":
            return sum(1 for k, n in enumerate(held) if n and k != WILD) + wild >= need
        return max(n for k, n in enumerate(held) if k != WILD) + wild >= need

    # Activating animals --------------------------------------------------------------
    def activation_possible(self, kind: int) -> bool:
        """Whether an activation of ``kind`` would have something to act on."""
        mountain = self.mountain
        if kind == SNOW_LEOPARD:
            return any(HIKER <= mountain[a] < CAMP and HIKER <= mountain[b] < CAMP
                       and mountain[a] != mountain[b] for a, b in EDGES)
        if kind == TAHR:
            return any((HIKER <= mountain[a] < CAMP and mountain[b] < HIKER)
                       or (HIKER <= mountain[b] < CAMP and mountain[a] < HIKER) for a, b in EDGES)
        if kind == MUSK_DEER:
            return len({v for v in mountain if v < HIKER}) >= 2
        return True  # the Yak can always send the guide to another region

    # Picks: completing a claim or an activation ---------------------------------------
    def _legal_picks(self):
        what, column, picks, _ = self.pending
        mountain = self.mountain
        if what == "camps":
            return [PICK_SECTION[i] for i in self.camp_choices(CHART_NEEDS[column - 1], picks)]
        if what in TRADE_ROWS:
            return self._legal_trade_picks(what, CHART_NEEDS[column - 1], picks)
        if what == "yak":
            return [PICK_REGION[r] for r in range(1, REGIONS + 1) if r != self.guide]
        if what == "snow_leopard":
            def fits(i, first):
                return HIKER <= mountain[i] < CAMP and mountain[i] != mountain[first]
            if not picks:
                return [PICK_SECTION[i] for i in range(len(SECTIONS)) if HIKER <= mountain[i] < CAMP
                        and any(fits(j, i) for j in ADJACENT[i])]
            return [PICK_SECTION[j] for j in ADJACENT[picks[0]] if fits(j, picks[0])]
        if what == "tahr":
            if not picks:
                return [PICK_SECTION[i] for i in range(len(SECTIONS)) if HIKER <= mountain[i] < CAMP
                        and any(mountain[j] < HIKER for j in ADJACENT[i])]
            return [PICK_SECTION[j] for j in ADJACENT[picks[0]] if mountain[j] < HIKER]
        # musk deer: two animals of different kinds, anywhere
        if not picks:
            return [PICK_SECTION[i] for i in range(len(SECTIONS)) if mountain[i] < HIKER]
        first = mountain[picks[0]]
        return [PICK_SECTION[i] for i in range(len(SECTIONS))
                if mountain[i] < HIKER and mountain[i] != first]

    def camp_choices(self, need: int, picks: tuple) -> Iterator[int]:
        """Hikers that can join the camp group being chosen.

        The chosen hikers must end up as ``need`` adjacent hikers, so each
        pick touches an earlier one, and its group of adjacent hikers must be
        big enough: a connected set can always grow one neighbour at a time
        inside a larger connected group, so no choice leads to a dead end.
        """
        for group in self.hiker_groups(self.to_move):
            if len(group) < need:
                continue
            if not picks:
                yield from group
            elif picks[0] in group:
                chosen = set(picks)
                yield from (i for i in group if i not in chosen
                            and any(j in chosen for j in ADJACENT[i]))

    def _legal_trade_picks(self, row: str, need: int, picks: tuple):
        player = self.to_move
        legal = []
        for kind in range(len(ANIMALS)):
            for used, stock in ((False, self.ready[player][kind]), (True, self.used[player][kind])):
                if stock - picks.count((kind, used)) > 0 and self.trade_pick_fits(row, need, picks, kind):
                    legal.append(PICK_ANIMAL[(kind, used)])
        return legal

    def trade_pick_fits(self, row: str, need: int, picks: tuple, kind: int) -> bool:
        """Whether handing in an animal of ``kind`` keeps the trade completable.

        Bharal are wild: in a "different" trade each one stands for a kind
        not yet given, in a "same" trade for the kind being collected.
        """
        remaining = self.held(self.to_move)
        for picked, _ in picks:
            remaining[picked] -= 1
        remaining[kind] -= 1
        still_needed = need - len(picks) - 1
        kinds = {picked for picked, _ in picks if picked != WILD}
        if row == "different":
            if kind != WILD:
                if kind in kinds:
                    return False
                kinds.add(kind)
            fresh = sum(1 for k, n in enumerate(remaining) if n and k != WILD and k not in kinds)
            return fresh + remaining[WILD] >= still_needed
        if kind != WILD:
            if kinds and kind not in kinds:
                return False
            kinds = {kind}
        if kinds:
            return remaining[kinds.pop()] + remaining[WILD] >= still_needed
        return max(n for k, n in enumerate(remaining) if k != WILD) + remaining[WILD] >= still_needed

    # -- effects ------------------------------------------------------------------
    def _successor(self, action) -> NangaParbatState:
        return getattr(self, "_do_" + action.kind)(action)

    def _name(self, player: int | None = None) -> str:
        return PLAYER_NAMES[self.to_move if player is None else player]

    def _do_place_guide(self, action):
        region = action["region"]
        return self._evolve(
            (f"{self._name()} places the guide on region {region}; "
             f"{self._name(self.first)} takes the first turn.",),
            guide=region, phase="trap", to_move=self.first, turn=1)

    def _do_relocate_guide(self, action):
        region = action["region"]
        return self._evolve((f"Region {self.guide} has no animals left: {self._name()} relocates "
                             f"the guide to region {region}.",), guide=region)

    def _do_trap(self, action):
        """Steps 1-3: trap, put a hiker in the animal's place, move the guide."""
        player, i = self.to_move, SECTION_INDEX[action["section"]]
        kind = self.mountain[i]
        mountain = list(self.mountain)
        mountain[i] = HIKER + player
        lines = [f"{self._name()} traps {describe(kind)} in {SECTION_NAMES[i]}, and a hiker "
                 "takes its place."]
        scores = self.scores
        if kind == RED_PANDA:
            if scores[player] <= scores[1 - player]:
                scores = self._advance(player, 1, lines, "the Red Panda")
            else:
                lines.append(f"{self._name()} is ahead, so the Red Panda gives no point.")
        guide = SECTION_NUMBER[i]
        lines.append(f"The guide moves to region {guide}.")
        state = self._evolve(
            lines, mountain=tuple(mountain), scores=scores, guide=guide, phase="act",
            hikers=_bump(self.hikers, player, -1), ready=_bump_kind(self.ready, player, kind, 1))
        if state.hikers == (0, 0) and self.game.variant == "standard":
            return state._finish("both players have placed all their hikers")
        return state._settle()

    def _do_claim(self, action):
        return self._evolve(phase="pick", pending=(action["row"], action["column"], (), "act"))

    def _do_activate(self, action):
        return self._evolve(phase="pick", pending=(action["animal"], None, (), self.phase))

    def _do_pick_section(self, action):
        return self._picked(SECTION_INDEX[action["section"]])

    def _do_pick_animal(self, action):
        return self._picked((ANIMALS.index(action["animal"]), action["used"]))

    def _do_pick_region(self, action):
        return self._picked(action["region"])

    def _picked(self, choice):
        what, column, picks, back = self.pending
        picks = picks + (choice,)
        if what in CHART_ROWS:
            needed = CHART_NEEDS[column - 1]
        else:
            needed = 1 if what == "yak" else 2  # the Yak picks a region, the others two sections
        if len(picks) < needed:
            return self._evolve(pending=(what, column, picks, back))
        if what in CHART_ROWS:
            return self._complete_claim(what, column, picks)
        return self._complete_activation(what, picks, back)

    def _complete_claim(self, row, column, picks):
        player, need = self.to_move, CHART_NEEDS[column - 1]
        points = CHART_POINTS[row][column - 1]
        changes = {}
        if row == "camps":
            mountain = list(self.mountain)
            for i in picks:
                mountain[i] = CAMP + player
            changes = {"mountain": tuple(mountain), "camps": _bump(self.camps, player, -need)}
            what = f"turns {need} adjacent hikers into camps"
        else:
            ready, used, traded = self.ready, self.used, list(self.traded)
            for kind, was_used in picks:
                if was_used:
                    used = _bump_kind(used, player, kind, -1)
                else:
                    ready = _bump_kind(ready, player, kind, -1)
                traded[kind] += 1
            changes = {"ready": ready, "used": used, "traded": tuple(traded)}
            given = ", ".join(ANIMAL_NAMES[ANIMALS[k]] for k, _ in picks)
            what = f"trades {given}"
        chart = list(self.chart)
        chart[chart_index(row, column)] = player
        lines = [f"{self._name()} {what} and claims {points} points on the chart."]
        scores = self._advance(player, points, lines)
        state = self._evolve(lines, chart=tuple(chart), cubes=_bump(self.cubes, player, -1),
                             scores=scores, claimed=True, phase="act", pending=None, **changes)
        if state.cubes == (0, 0) and self.game.variant == "standard":
            return state._finish("both players have placed all their cubes")
        return state._settle()

    def _complete_activation(self, animal, picks, back):
        player, kind = self.to_move, ANIMALS.index(animal)
        name = ANIMAL_NAMES[animal]
        changes = {}
        if animal == "yak":
            changes["guide"] = picks[0]
            line = f"{self._name()} activates a Yak: the guide moves to region {picks[0]}."
        else:
            a, b = picks
            mountain = list(self.mountain)
            mountain[a], mountain[b] = mountain[b], mountain[a]
            changes["mountain"] = tuple(mountain)
            line = (f"{self._name()} activates a {name}: {describe(self.mountain[a])} "
                    f"({SECTION_NAMES[a]}) and {describe(self.mountain[b])} ({SECTION_NAMES[b]}) "
                    "swap places.")
        state = self._evolve((line,), phase=back, pending=None,
                             ready=_bump_kind(self.ready, player, kind, -1),
                             used=_bump_kind(self.used, player, kind, 1), **changes)
        return state._settle() if back == "act" else state

    def _do_end_turn(self, action):
        return self._end_turn(f"{self._name()} ends the turn.")

    def _settle(self):
        """After trapping, pass the turn at once when ending it is the only choice."""
        if tuple(self._legal_map()) == (END_TURN,):
            return self._end_turn(f"{self._name()} has nothing more to do; the turn passes.")
        return self

    def _end_turn(self, line: str):
        state = self._evolve((line,), phase="trap", to_move=self.opponent, claimed=False,
                             turn=self.turn + 1)
        if self.hikers == (0, 0) and self.game.variant == "area":
            return state._score_areas()
        return state

    # Scoring path ------------------------------------------------------------------
    def _advance(self, player: int, points: int, lines: list, source: str = "") -> tuple:
        """Move ``player``'s marker; landing on the opponent's spot earns one more."""
        score = self.scores[player] + points
        lines.append(f"{PLAYER_NAMES[player]} scores {points} point{'s' * (points != 1)}"
                     f"{' for ' + source if source else ''} (now {score}).")
        if score == self.scores[1 - player] and score > 0:
            score += 1
            lines.append(f"That spot is taken by {PLAYER_NAMES[1 - player]}'s marker: "
                         f"{PLAYER_NAMES[player]} moves on to {score}.")
        return _set(self.scores, player, score)

    def _score_areas(self):
        """Area scoring variant: regions 1 to 6 in order, 4/5/6 pieces = 1/2/3 points."""
        state, lines = self, ["Area scoring: each region in turn."]
        for region in range(1, REGIONS + 1):
            for player in (0, 1):
                mine = sum(1 for i in REGION_SECTIONS[region]
                           if state.mountain[i] in (HIKER + player, CAMP + player))
                if mine in AREA_POINTS:
                    scores = state._advance(player, AREA_POINTS[mine], lines,
                                            f"{mine} pieces in region {region}")
                    state = state._evolve(scores=scores)
        return state._evolve(tuple(lines))._finish("both players have placed all their hikers "
                                                   "and the regions have been scored")

    # Game end ---------------------------------------------------------------------
    def _finish(self, why: str):
        s0, s1 = self.scores
        if s0 == s1:
            verdict = f"a draw at {s0} points each"
        else:
            winner = 0 if s0 > s1 else 1
            verdict = f"{PLAYER_NAMES[winner]} wins {max(s0, s1)} to {min(s0, s1)}"
        reason = f"The game ends because {why}: {verdict}."
        return self._evolve((reason,), phase="over", to_move=None, pending=None, ending=reason)


def _set(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def _bump(values: tuple, index: int, delta: int) -> tuple:
    return _set(values, index, values[index] + delta)


def _bump_kind(per_player: tuple, player: int, kind: int, delta: int) -> tuple:
    return _set(per_player, player, _bump(per_player[player], kind, delta))


def initial_state(game, rng_state: int, seed) -> NangaParbatState:
    """Setup: shuffle the 36 animals onto the sections, draw the first player."""
    rng = Rng(rng_state)
    mountain = tuple(rng.shuffled([k for k in range(len(ANIMALS)) for _ in range(ANIMALS_PER_KIND)]))
    first = rng.below(2)
    log = GameLog.of([
        f"The 36 animals are shuffled onto the mountain (seed {seed!r}).",
        f"{PLAYER_NAMES[first]} is drawn to go first, so {PLAYER_NAMES[1 - first]} places the guide."])
    none = (0,) * len(ANIMALS)
    return NangaParbatState.create(
        game, log, seed=seed, rng=rng.state, turn=0, first=first, to_move=1 - first,
        phase="guide", guide=0, mountain=mountain, pending=None, ready=(none, none),
        used=(none, none), hikers=(HIKERS, HIKERS), camps=(CAMPS, CAMPS), cubes=(CUBES, CUBES),
        chart=(None,) * (len(CHART_ROWS) * len(CHART_NEEDS)), scores=(0, 0), claimed=False,
        traded=none, ending=None)
