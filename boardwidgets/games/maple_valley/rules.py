"""Maple Valley's rules: setup, the turn (play a card, travel, activate, craft), the end
of each hour, and the end of the game.

A turn is a series of small decisions, some of which belong to other players (an event's
choice of Curiosity), so the state keeps an **agenda** (``core.state.AgendaState``): a
stack of tasks, the next on top. Decisions wait for a player; the other tasks run by
themselves. Tasks are plain tuples, the player second where there is one:

- ``("turn",)`` finds the next player with a card (a player without one passes);
  ``("card", p)`` the choice of a Friend or a Dawdle to play;
- ``("travel", p)`` a step along a trail, or stopping; ``("activate", p)`` what to do at
  the location reached; ``("take", p, kind)`` a Favour or Patch from the display;
  ``("supply", p, category)`` where a marker goes (``"any"`` at the Clubhouse);
  ``("drop_patch", p)`` a fifth Patch forces one out;
- ``("market", p)`` the Outpost's trades; ``("effect", p)`` its effect; ``("keep", p, kind,
  cards)`` the card kept of those drawn; ``("give_favour", p)`` a Favour traded away;
- ``("pay", p, wild)`` the wildcards of a cost still to pay, one at a time; ``("gain", p,
  item, why)`` a Good or Curiosity of the player's choice (``why`` names its source);
- ``("crafted", p, card)`` a Favour moves to Bringing and supplies a Festivity;
  ``("event", festivity, finisher)`` a full Festivity's event;
- ``("craft", p)`` crafting, then the end of the turn; ``("limit", p)`` a Favour to
  discard down to three; ``("next",)`` passes the turn on; ``("hour",)`` ends the hour;
- ``("title", 0, part, words)`` a solo player's choice of a tied title word.
"""
from __future__ import annotations

from collections import Counter

from ...core.actions import Action
from ...core.log import GameLog
from ...core.rng import Rng
from ...core.state import AgendaState, replaced
from . import scoring
from .actions import (
    ACTIVATE,
    BEFRIEND,
    CRAFT,
    DAWDLE,
    DISCARD_FAVOUR,
    DONE,
    DROP_PATCH,
    EFFECT,
    END_TURN,
    FORAGE,
    GAIN,
    GIVE_FAVOUR,
    KEEP,
    PAY,
    PLAY,
    SKIP,
    STOP,
    SUPPLY,
    TAKE_FAVOUR,
    TAKE_PATCH,
    TITLE,
    TRADE,
    TRAVEL_PATCHES,
    TRAVEL_STEP,
    USE_PATCH,
)
from .board import (
    GROVE_SPOTS,
    GROVES,
    KIND,
    NAME,
    OUTPOSTS,
    SITE_COLOUR,
    SITES,
    TRAILS_AT,
    TRAVEL,
    VILLAGE,
    other_end,
    trail_name,
)
from .codes import AFTER, BEFORE, CARDS_OF, DECISIONS, DECKS, DISPLAYED, RUN
from .components import (
    ALL_FRIENDS,
    CATEGORIES,
    CATEGORY_NAMES,
    CURIOSITIES,
    DAWDLES,
    DISPLAY,
    FAVOURS,
    FESTIVITIES,
    FRIENDS,
    GOODS,
    GROVE_TOKENS,
    HOURS,
    ITEM_WORDS,
    MARKERS,
    PATCH_LIMIT,
    PATCHES,
    PLAYER_NAMES,
    PREPARING_LIMIT,
    RESOURCES,
    SITE_TILES,
    SLOT,
    START_CURIOSITIES,
    START_MAPS,
    STARTING,
    SUN_TILES,
    deck,
    festivity_spots,
    resource_words,
    spot_words,
    travels,
)
from .components import OUTPOSTS as OUTPOST_CARDS
from .costs import added, can_pay, choice_name, payment_choices, split, taken

#: the solo title's words (SOLO PLAY): the Favour type crafted most, the score, the Patches,
#: the travel type of most Friends
CATEGORY_WORDS = {"decoration": "Imaginatively", "entertainment": "Delightfully", "food": "Heartily",
                  "gift": "Generously"}
SCORE_WORDS = ((25, "Sleepy"), (50, "Nonchalant"), (75, "Enthusiastic"), (100, "Exuberant"),
               (125, "Festive"))
TOP_SCORE_WORD = "Spectacular"
PATCH_WORDS = ("Rambler", "Rambler", "Scout", "Trippler", "Ranger")
TRAVEL_WORDS = {"water": "of the Running Rivers", "rock": "of the Rolling Hills",
                "forest": "of the Woodlands"}
ALL_TRAVEL_WORD = "of Maple Valley"


class MapleValleyState(AgendaState):
    """One moment of a Maple Valley game. Build it with ``game.new_game(seed)``.

    Shared: ``hour`` (1-5), ``sun`` (the Sun Goods so far, the current one last) and
    ``sun_stack`` (face down); ``outposts`` (the card at each Outpost spot),
    ``festivities`` (the three in play, none in solo) and ``spots`` (each one's spots,
    the seat whose marker is there or None); ``groves`` (each Grove's two Goods) and
    ``sites`` (the Curiosity on each site trail); ``decks`` (favour, friend, patch, dawdle;
    top first), ``discards`` and ``displays`` (favour, friend, patch; the card furthest
    from the deck first). Per player: ``at``, ``hands`` (Fresh Friends and Dawdles,
    sorted), ``tired`` (Friends played or made this hour, in order), ``preparing``,
    ``bringing``, ``patches``, ``used`` (Patch uses this hour), ``packs`` (counts in
    ``RESOURCES`` order) and ``markers`` left. The turn: ``active``, ``early`` (the Early
    Bird) and ``turn`` = (card played, travel type, travel phase, trails used, trades made
    at the Outpost). At the end: ``scores`` (each player's parts), ``winners`` and, in a
    solo game, ``title``.
    """

    FIELDS = ("seed", "rng", "hour", "sun", "sun_stack", "outposts", "festivities", "spots", "groves",
              "sites", "decks", "discards", "displays", "at", "hands", "tired", "preparing", "bringing",
              "patches", "used", "packs", "markers", "early", "active", "turn", "agenda", "scores",
              "winners", "title")

    # -- the contract -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winners is not None

    @property
    def to_move(self) -> int | None:
        if self.winners is not None:
            return None
        return self.agenda[-1][1]

    @property
    def graph(self):
        """The valley's locations and typed trails (``board.valley_graph``)."""
        from .board import valley_graph

        return valley_graph()

    @property
    def sun_good(self) -> str:
        return self.sun[-1]

    def result(self) -> dict | None:
        if self.winners is None:
            return None
        reason = "dusk: the fifth hour is over"
        if self.title is not None:
            reason += f"; the solo title: {self.solo_title()}"
        return {"winners": list(self.winners),
                "scores": {p: score["total"] for p, score in enumerate(self.score_parts())},
                "reason": reason}

    def solo_title(self) -> str | None:
        """The four-word title a solo game earns (SOLO PLAY), once it is decided."""
        if self.title is None or None in self.title:
            return None
        return " ".join(self.title)

    def score_parts(self) -> list[dict[str, int]]:
        """Each player's points by part (Favours, Friends, Patches, leftovers, Festivities)
        and in total: the final scores once the game is over, else what they would be now."""
        return [dict(zip((*scoring.PARTS, "total"), s, strict=True)) for s in self.scores] \
            if self.scores is not None else scoring.final_scores(self)

    def _identity(self) -> tuple:
        return (self.game, *(getattr(self, name) for name in self.FIELDS))

    def _unseen(self) -> tuple:
        """Every deck, the Sun stack, the hands, the cards a player looks at before keeping
        some (an Outpost, the Book Wagon), and the generator."""
        looking = tuple(task for task in self.agenda if task[0] == "keep")
        return self.decks, self.sun_stack, self.hands, looking, self.rng

    def _determinized(self, viewer: int, rng_state: int) -> MapleValleyState:
        """What ``viewer`` cannot see, redrawn: every deck's order (the Sun stack too), the
        other players' hands (each keeps its Starting Friend if it is there, and its numbers
        of Friends and Dawdles, which the table is told), and Patches another player is
        looking at after the Book Wagon."""
        rng = Rng(rng_state)
        pools = {kind: list(cards) for kind, cards in zip(DECKS, self.decks, strict=True)}
        for p, hand in enumerate(self.hands):
            if p != viewer:
                for card in hand:
                    if card in DAWDLES:
                        pools["dawdle"].append(card)
                    elif card in FRIENDS:
                        pools["friend"].append(card)
        agenda = list(self.agenda)
        for task in agenda:
            if task[0] == "keep" and task[1] != viewer:
                pools[task[2]].extend(task[3])
        pools = {kind: rng.shuffled(sorted(cards)) for kind, cards in pools.items()}
        hands = []
        for p, hand in enumerate(self.hands):
            if p == viewer:
                hands.append(hand)
                continue
            redrawn = [card for card in hand if card in STARTING]
            redrawn += [pools["friend"].pop() for card in hand if card in FRIENDS]
            redrawn += [pools["dawdle"].pop() for card in hand if card in DAWDLES]
            hands.append(tuple(sorted(redrawn)))
        for i, task in enumerate(agenda):
            if task[0] == "keep" and task[1] != viewer:
                agenda[i] = (*task[:3], tuple(sorted(pools[task[2]].pop() for _ in task[3])))
        guess = self._evolve()
        guess.decks = tuple(tuple(pools[kind]) for kind in DECKS)
        guess.hands, guess.agenda = tuple(hands), tuple(agenda)
        guess.sun_stack = tuple(rng.shuffled(sorted(self.sun_stack)))
        guess.rng = rng.state
        return guess

    # -- what a player has -----------------------------------------------------------------
    def friends_of(self, player: int) -> tuple[str, ...]:
        """Every Friend a player has, Fresh or Tired, the Starting Friend included."""
        return tuple(card for card in self.hands[player] if card in ALL_FRIENDS) + self.tired[player]

    def count(self, player: int, resource: str) -> int:
        return self.packs[player][SLOT[resource]]

    def played(self) -> str | None:
        """The card the active player played this turn (None before it is played)."""
        return self.turn[0] if self.turn else None

    def uses_left(self, player: int, patch: str) -> int:
        power = PATCHES[patch].get("power") or {}
        return power.get("uses", 0) - self.used[player].count(patch)

    def empty_spots(self, category: str) -> list[tuple[str, int]]:
        """The empty Festivity spots a Favour of ``category`` may supply (``"any"``: every one)."""
        out = []
        for name, occupants in zip(self.festivities, self.spots, strict=True):
            kinds = festivity_spots(name, self.game.players)
            out += [(name, i) for i, who in enumerate(occupants)
                    if who is None and category in ("any", kinds[i])]
        return out

    # -- legal actions -------------------------------------------------------------------------
    def _compute_legal(self) -> tuple[Action, ...]:
        task = self.agenda[-1]
        return getattr(self, "_choices_" + task[0])(task)

    def _choices_card(self, task) -> tuple[Action, ...]:
        hand = self.hands[task[1]]
        plays = [PLAY[(card, travel)] for card in dict.fromkeys(hand) if card in ALL_FRIENDS
                 for travel in travels(card)]
        return (*plays, *(DAWDLE[card] for card in dict.fromkeys(hand) if card in DAWDLES))

    def _choices_travel(self, task) -> tuple[Action, ...]:
        player = task[1]
        return (*self.travel_steps(player), *((STOP,) if self.turn[2] != BEFORE else ()),
                *self.patch_trades(player))

    def travel_steps(self, player: int) -> list[Action]:
        """Each trail the active player may travel next, and what would pay for it."""
        _, friend_type, phase, used, _ = self.turn
        here = self.at[player]
        steps = []
        free = [t for t in TRAILS_AT[here] if t not in used]
        for trail in free:
            if phase != AFTER and TRAVEL[trail] == friend_type:
                steps.append(TRAVEL_STEP[(trail, "friend")])
        extras = (["map"] if self.count(player, "map") else []) + [
            patch for patch in self.patches[player]
            if patch in TRAVEL_PATCHES and self.uses_left(player, patch) > 0]
        for trail in free:
            if phase == BEFORE and not self.run_possible_after(trail, here, used, friend_type):
                continue
            for by in dict.fromkeys(extras):
                kind = PATCHES[by]["power"]["travel"] if by != "map" else "any"
                if kind in ("any", TRAVEL[trail]):
                    steps.append(TRAVEL_STEP[(trail, by)])
        return steps

    @staticmethod
    def run_possible_after(trail: str, here: str, used: tuple, friend_type: str) -> bool:
        """Whether, after a Map (or Patch) step along ``trail`` before the run, a trail of the
        Friend's type is still free to travel: the run must still be possible (TRAVEL)."""
        there = other_end(trail, here)
        return any(t != trail and t not in used and TRAVEL[t] == friend_type for t in TRAILS_AT[there])

    def patch_trades(self, player: int) -> list[Action]:
        """The per-hour trading Patches a player can use now."""
        return [USE_PATCH[patch] for patch in dict.fromkeys(self.patches[player])
                if patch in USE_PATCH and self.uses_left(player, patch) > 0
                and can_pay(self.packs[player], PATCHES[patch]["power"]["trade"]["give"])]

    def _choices_activate(self, task) -> tuple[Action, ...]:
        player = task[1]
        place = self.at[player]
        kind = KIND[place]
        if kind == "grove":
            a, b = self.groves[GROVES.index(place)]
            options = [FORAGE[tuple(sorted(pair))] for pair in ((a, a), (a, b), (b, b))]
        elif kind == "village":
            options = [BEFRIEND[card] for card in self.displays[1]
                       if can_pay(self.packs[player], FRIENDS[card]["cost"])]
        else:
            options = [ACTIVATE]
        return (*options, SKIP, *self.patch_trades(player))

    def _choices_take(self, task) -> tuple[Action, ...]:
        table = TAKE_FAVOUR if task[2] == "favour" else TAKE_PATCH
        return tuple(table[card] for card in self.displays[DISPLAYED.index(task[2])])

    def _choices_supply(self, task) -> tuple[Action, ...]:
        return tuple(SUPPLY[spot] for spot in self.empty_spots(task[2]))

    def _choices_drop_patch(self, task) -> tuple[Action, ...]:
        """THE CLUBHOUSE: a fifth Patch forces out one of the existing ones, the four held
        before it (the Patch just gained is the last of the player's)."""
        return tuple(DROP_PATCH[card] for card in dict.fromkeys(self.patches[task[1]][:-1]))

    def _choices_market(self, task) -> tuple[Action, ...]:
        player = task[1]
        return (*(TRADE[i] for i in self.trades_open(player)), DONE, *self.patch_trades(player))

    def outpost_card(self, player: int) -> dict:
        return OUTPOST_CARDS[self.outposts[OUTPOSTS.index(self.at[player])]]

    def trades_open(self, player: int) -> list[int]:
        """The market entries a player can make now: affordable and under their limits."""
        card = self.outpost_card(player)
        made = self.turn[4]
        shared = card.get("shared_max")
        out = []
        for i, entry in enumerate(card["market"]):
            if entry["max"] is not None and made[i] >= entry["max"]:
                continue
            if shared and i in shared[0] and sum(made[j] for j in shared[0]) >= shared[1]:
                continue
            if self.can_give(player, entry["give"]):
                out.append(i)
        return out

    def can_give(self, player: int, give) -> bool:
        favours = give.count("favour")
        return len(self.preparing[player]) >= favours and can_pay(
            self.packs[player], [item for item in give if item != "favour"])

    def _choices_effect(self, task) -> tuple[Action, ...]:
        return tuple(EFFECT[n] for n in self.effect_counts(task[1]))

    def effect_counts(self, player: int) -> list[int]:
        """How many times the Outpost's effect may be used: 0 skips it."""
        effect = self.outpost_card(player)["effect"]
        if effect["kind"] == "exchange":
            return [0, 1] if self.can_give(player, effect["give"]) else [0]
        kind = "patch" if effect["kind"] == "patch_draw" else "favour"
        cards = len(self.decks[DECKS.index(kind)]) + len(self.discards[DISPLAYED.index(kind)])
        return [n for n in range(min(effect["max"], cards) + 1)
                if can_pay(self.packs[player], [effect["spend"]] * n)]

    def _choices_keep(self, task) -> tuple[Action, ...]:
        return tuple(KEEP[(task[2], card)] for card in dict.fromkeys(task[3]))

    def _choices_give_favour(self, task) -> tuple[Action, ...]:
        return tuple(GIVE_FAVOUR[card] for card in dict.fromkeys(self.preparing[task[1]]))

    def _choices_pay(self, task) -> tuple[Action, ...]:
        return tuple(PAY[choice_name(choice)] for choice in payment_choices(self.packs[task[1]], task[2]))

    def _choices_gain(self, task) -> tuple[Action, ...]:
        return tuple(GAIN[name] for name in (GOODS if task[2] == "any_good" else CURIOSITIES))

    def _choices_craft(self, task) -> tuple[Action, ...]:
        player = task[1]
        crafts = [CRAFT[card] for card in dict.fromkeys(self.preparing[player])
                  if can_pay(self.packs[player], FAVOURS[card]["cost"])]
        return (*crafts, *self.patch_trades(player), END_TURN)

    def _choices_limit(self, task) -> tuple[Action, ...]:
        return tuple(DISCARD_FAVOUR[card] for card in dict.fromkeys(self.preparing[task[1]]))

    def _choices_title(self, task) -> tuple[Action, ...]:
        return tuple(TITLE[word] for word in task[3])

    # -- the agenda ---------------------------------------------------------------------------
    def _settle(self) -> None:
        while self.winners is None and self.agenda[-1][0] not in DECISIONS:
            task = self.agenda.pop()
            getattr(self, "_run_" + task[0])(task)

    def _push(self, *tasks) -> None:
        """Put tasks on the agenda so that they happen in the order given, before anything
        already on it. A handler therefore pushes what comes after its collecting first: a
        choice of Good pushed by ``_collect`` then comes before it."""
        self.agenda.extend(reversed(tasks))

    def _finish(self) -> None:
        self.agenda = tuple(self.agenda)

    def _successor(self, action: Action) -> MapleValleyState:
        new = super()._successor(action)
        new._finish()
        return new

    # -- collecting, spending, drawing ----------------------------------------------------------
    def _collect(self, player: int, items, why: str = "") -> None:
        """Collect a gain (GENERAL RULES): named resources and Maps at once, the Sun Good,
        Favours from the deck; a Good or Curiosity of the player's choice waits for them."""
        named = [self.sun_good if item == "sun" else item for item in items if item in SLOT or item == "sun"]
        if named:
            self.packs = replaced(self.packs, player, added(self.packs[player], named))
            self._say(f"{self._name(player)} collects {resource_words(named)}{why}.")
        for _ in range(items.count("favour")):
            self._draw_favour(player)
        self._push(*(("gain", player, item, why) for item in items if item in ("any_good", "any_curiosity")))

    def _spend(self, player: int, items) -> None:
        self.packs = replaced(self.packs, player, taken(self.packs[player], items))

    def _pay(self, player: int, cost, then: tuple | None = None) -> None:
        """Pay a cost: its named resources at once, each wildcard as a choice (``pay`` tasks),
        and ``then`` once it is all paid."""
        fixed, wild = split(cost)
        self._spend(player, fixed)
        self._push(*((("pay", player, wild),) if wild else ()), *((then,) if then else ()))

    def _draw(self, kind: str) -> str | None:
        """The top card of a deck; an empty deck is made anew from its shuffled discards."""
        k = DECKS.index(kind)
        cards = self.decks[k]
        if not cards and kind in DISPLAYED:
            d = DISPLAYED.index(kind)
            rng = Rng(self.rng)
            cards = tuple(rng.shuffled(sorted(self.discards[d])))
            self.rng = rng.state
            self.discards = replaced(self.discards, d, ())
            if cards:
                self._say(f"The {kind} deck is empty: its discards are shuffled into a new deck.")
        if not cards:
            self.decks = replaced(self.decks, k, cards)
            return None
        self.decks = replaced(self.decks, k, cards[1:])
        return cards[0]

    def _discard(self, kind: str, card: str) -> None:
        d = DISPLAYED.index(kind)
        self.discards = replaced(self.discards, d, self.discards[d] + (card,))

    def _fill(self, kind: str) -> None:
        """Fill a display (GENERAL RULES): the cards left slide away from the deck, new ones
        come in nearest it, and a card already showing is discarded and replaced. When the
        deck and its discards hold nothing else, the display stays short (a ruling of ours)."""
        d = DISPLAYED.index(kind)
        showing = list(self.displays[d])
        k = DECKS.index(kind)
        while len(showing) < DISPLAY:
            if all(card in showing for card in self.decks[k] + self.discards[d]):
                break  # only copies of cards already showing are left: the display stays short
            card = self._draw(kind)
            if card is None:
                break
            if card in showing:
                self._discard(kind, card)
                continue
            showing.append(card)
        self.displays = replaced(self.displays, d, tuple(showing))

    def _from_display(self, kind: str, card: str) -> None:
        d = DISPLAYED.index(kind)
        showing = list(self.displays[d])
        showing.remove(card)
        self.displays = replaced(self.displays, d, tuple(showing))
        self._fill(kind)

    def _draw_favour(self, player: int) -> None:
        card = self._draw("favour")
        if card is None:
            self._say("The Favour deck and its discards are empty: no Favour is drawn.")
            return
        self.preparing = replaced(self.preparing, player, self.preparing[player] + (card,))
        self._say(f"{self._name(player)} draws a Favour from the deck: the {card}.")

    def _trigger(self, player: int, on: str, **match) -> None:
        """The abilities that fire when ``on`` happens: the Friend played this turn
        (FRIEND ABILITIES) and the player's lasting Patches (PATCH POWERS)."""
        triggers = []
        card = self.played()
        if player == self.active and card in ALL_FRIENDS:
            ability = ALL_FRIENDS[card].get("ability")
            if ability:
                triggers.append((card, ability))
        for patch in self.patches[player]:
            power = PATCHES[patch].get("power") or {}
            if "lasting" in power:
                triggers.append((patch, power["lasting"]))
        for source, trigger in triggers:
            if trigger["on"] == on and all(trigger.get(key) == value for key, value in match.items()):
                self._collect(player, trigger["gain"], f" (the {source})")

    # -- the turn ----------------------------------------------------------------------------
    def _run_turn(self, task) -> None:
        """Beginning with the player to move, the first with a card plays: one without any
        passes (said once, when the last card is played); when nobody has a card the hour
        ends (GAMEPLAY)."""
        players = self.game.players
        for _ in range(players):
            if self.hands[self.active]:
                self.turn = None
                self._push(("card", self.active))
                return
            self.active = (self.active + 1) % players
        self._push(("hour",))

    def _decide_card(self, task, action: Action) -> None:
        """STEP 1: play a Friend (to travel by its type) or a Dawdle."""
        player = task[1]
        card = action["card"]
        hand = list(self.hands[player])
        hand.remove(card)
        self.hands = replaced(self.hands, player, tuple(hand))
        if action.kind == "dawdle":
            self.turn = (card, None, AFTER, (), ())
            self._say(f"{self._name(player)} dawdles with {card}.")
            k = DECKS.index("dawdle")
            self.decks = replaced(self.decks, k, self.decks[k] + (card,))
            self._push(("craft", player))
            self._collect(player, DAWDLES[card]["gain"], f" ({card})")
            return
        travel = action["travel"]
        self.tired = replaced(self.tired, player, self.tired[player] + (card,))
        self.turn = (card, travel, BEFORE, (), ())
        whose = " (their Starting Friend)" if card in STARTING else ""
        self._say(f"{self._name(player)} plays the {card}{whose} to travel by {travel.capitalize()}.")
        if any(TRAVEL[trail] == travel for trail in TRAILS_AT[self.at[player]]):
            self._push(("travel", player))
        else:  # rulings 5: no trail of that type here, so no travel and no location this turn
            self._say(f"No {travel.capitalize()} trail leaves {NAME[self.at[player]]}: "
                      "no travel and no location this turn.")
            self._push(("craft", player))
        self._trigger(player, "play")

    def _decide_travel(self, task, action: Action) -> None:
        """STEP 2: one trail at a time: Maps before and after the Friend's unbroken run, never
        the same trail twice; a Curiosity site on a trail gives its Curiosity."""
        player = task[1]
        if action.kind == "use_patch":
            self._use_patch(player, action["card"], task)
            return
        if action.kind == "stop":
            self._say(f"{self._name(player)} stops at {NAME[self.at[player]]}.")
            self._push(("activate", player), ("craft", player))
            return
        trail, by = action["trail"], action["by"]
        card, friend_type, phase, used, trades = self.turn
        if by == "friend":
            phase = RUN
        else:
            phase = AFTER if phase == RUN else phase
            if by == "map":
                self._spend(player, ["map"])
            else:
                self.used = replaced(self.used, player, self.used[player] + (by,))
        self.turn = (card, friend_type, phase, used + (trail,), trades)
        there = other_end(trail, self.at[player])
        self.at = replaced(self.at, player, there)
        paid = {"friend": "", "map": " with a Map"}.get(by, f" with the {by} Patch")
        self._say(f"{self._name(player)} travels {trail_name(trail)}{paid}, to {NAME[there]}.")
        self._push(("travel", player))
        if trail in SITE_COLOUR:
            self._collect(player, [self.sites[SITES.index(trail)]], " from the Curiosity site")
            self._trigger(player, "site")
        self._trigger(player, "trail", travel=TRAVEL[trail])

    def _use_patch(self, player: int, patch: str, task) -> None:
        """A per-hour Patch power used at any point of the turn (PATCH POWERS): marked, paid,
        collected; then the decision it interrupted is back."""
        trade = PATCHES[patch]["power"]["trade"]
        self.used = replaced(self.used, player, self.used[player] + (patch,))
        self._say(f"{self._name(player)} uses the {patch} Patch.")
        self._push(("collect", player, tuple(trade["get"]), f" (the {patch})"), task)
        self._pay(player, trade["give"])

    def _run_collect(self, task) -> None:
        """A gain that waits for its payment (a trade, a Patch) or for its turn (an event)."""
        self._collect(task[1], list(task[2]), task[3])

    # -- STEP 3: activate your location --------------------------------------------------------
    def _decide_activate(self, task, action: Action) -> None:
        player = task[1]
        place = self.at[player]
        if action.kind == "use_patch":
            self._use_patch(player, action["card"], task)
            return
        if action.kind == "skip":
            self._say(f"{self._name(player)} does not activate {NAME[place]}.")
            return
        getattr(self, "_activate_" + KIND[place])(player, action)
        self._trigger(player, "activate", location=KIND[place])

    def _activate_grove(self, player: int, action: Action) -> None:
        """GROVES: two of one Good or one of each; a Sun Good among them brings one more."""
        goods = action["goods"].split("+")
        self._collect(player, goods, f" foraging at {NAME[self.at[player]]}")
        if self.sun_good in goods:
            self._collect(player, [self.sun_good], " (the Sun Good)")
        self._trigger(player, "forage")

    def _activate_village(self, player: int, action: Action) -> None:
        """THE VILLAGE: make one Friend from the display with Curiosities; it goes to the
        Tired Friends, under the card played."""
        card = action["card"]
        self._say(f"{self._name(player)} makes the {card} a Friend.")
        self._from_display("friend", card)
        tired = self.tired[player]
        self.tired = replaced(self.tired, player, tired[:-1] + (card,) + tired[-1:] if tired else (card,))
        self._pay(player, FRIENDS[card]["cost"])

    def _activate_lookout(self, player: int, action: Action) -> None:
        """THE LOOKOUT: two Maps, then a Favour of the player's choice from the display."""
        self._collect(player, ["map", "map"], " at the Lookout")
        self._push_take(player, "favour")

    def _activate_clubhouse(self, player: int, action: Action) -> None:
        """THE CLUBHOUSE, in order (rulings 8): a Favour from the deck, a marker on any empty
        spot of any Festivity, a Patch of the player's choice from the display."""
        self._draw_favour(player)
        self._push_take(player, "patch")
        self._push_supply(player, "any")

    def _activate_lodge(self, player: int, action: Action) -> None:
        """THE LODGE: a Favour from the deck and one from the display."""
        self._draw_favour(player)
        self._push_take(player, "favour")

    def _activate_bluffs(self, player: int, action: Action) -> None:
        """THE BLUFFS: three Sun Goods (not foraging), then a zoom to the Village, which the
        player may then activate."""
        self._collect(player, ["sun"] * 3, " at the Bluffs")
        self.at = replaced(self.at, player, VILLAGE)
        self._say(f"{self._name(player)} zooms to the Village.")
        self._push(("activate", player))

    def _activate_outpost(self, player: int, action: Action) -> None:
        """OUTPOSTS: first the market, as many trades as wished within their limits, then
        the effect."""
        card = self.outposts[OUTPOSTS.index(self.at[player])]
        self.turn = (*self.turn[:4], (0,) * len(OUTPOST_CARDS[card]["market"]))
        self._say(f"{self._name(player)} visits the {card}.")
        self._push(("market", player), ("effect", player))

    def _push_take(self, player: int, kind: str) -> None:
        if self.displays[DISPLAYED.index(kind)]:
            self._push(("take", player, kind))

    def _push_supply(self, player: int, category: str) -> None:
        """Supply a Festivity: only if a spot of the category is empty and a marker is left
        (no spot, no marker)."""
        if self.markers[player] and self.empty_spots(category):
            self._push(("supply", player, category))

    def _decide_take(self, task, action: Action) -> None:
        player, kind = task[1], task[2]
        card = action["card"]
        self._from_display(kind, card)
        self._say(f"{self._name(player)} takes the {card} {kind.capitalize()} from the display.")
        if kind == "favour":
            self.preparing = replaced(self.preparing, player, self.preparing[player] + (card,))
        else:
            self._add_patch(player, card)

    def _add_patch(self, player: int, card: str) -> None:
        """A Patch joins the player's; a fifth forces one out (THE CLUBHOUSE)."""
        self.patches = replaced(self.patches, player, self.patches[player] + (card,))
        if len(self.patches[player]) > PATCH_LIMIT:
            self._push(("drop_patch", player))

    def _decide_drop_patch(self, task, action: Action) -> None:
        player, card = task[1], action["card"]
        patches = list(self.patches[player])
        patches.remove(card)
        self.patches = replaced(self.patches, player, tuple(patches))
        self.used = replaced(self.used, player, tuple(p for p in self.used[player] if p != card))
        self._discard("patch", card)
        self._say(f"{self._name(player)} has five Patches and discards the {card}.")

    def _decide_supply(self, task, action: Action) -> None:
        """FESTIVITIES: a marker on an empty spot; the last spot filled runs the event."""
        player = task[1]
        name, spot = action["festivity"], action["spot"]
        f = self.festivities.index(name)
        occupants = self.spots[f]
        self.spots = replaced(self.spots, f, replaced(occupants, spot, player))
        self.markers = replaced(self.markers, player, self.markers[player] - 1)
        self._say(f"{self._name(player)} puts a marker on {spot_words(name, spot)}.")
        if None not in self.spots[f]:
            self._push(("event", f, player))

    def _run_event(self, task) -> None:
        """A full Festivity's event: for every player, the Finisher first with an extra
        gain, then the others in seat order after the Finisher (rulings 14)."""
        f, finisher = task[1], task[2]
        name = self.festivities[f]
        event = FESTIVITIES[name]["event"]
        players = self.game.players
        self._say(f"The {name} is full: {self._name(finisher)} finishes it and its event takes place.")
        order = [(finisher + i) % players for i in range(players)]
        for p in reversed(order):  # the agenda is a stack: the last pushed goes first
            gains = event["all"] + (event["finisher"] if p == finisher else [])
            self._push(("collect", p, tuple(gains), f" ({name})"))

    # -- outposts ---------------------------------------------------------------------------
    def _decide_market(self, task, action: Action) -> None:
        player = task[1]
        if action.kind == "use_patch":
            self._use_patch(player, action["card"], task)
            return
        if action.kind == "done":
            return
        i = action["trade"]
        entry = self.outpost_card(player)["market"][i]
        made = self.turn[4]
        self.turn = (*self.turn[:4], replaced(made, i, made[i] + 1))
        give = [item for item in entry["give"] if item != "favour"]
        self._say(f"{self._name(player)} trades {resource_words(entry['give'])} "
                  f"for {resource_words(entry['get'])}.")
        self._push(("collect", player, tuple(entry["get"]), ""), task)
        self._push(*(("give_favour", player) for item in entry["give"] if item == "favour"))
        self._pay(player, give)

    def _decide_give_favour(self, task, action: Action) -> None:
        player, card = task[1], action["card"]
        preparing = list(self.preparing[player])
        preparing.remove(card)
        self.preparing = replaced(self.preparing, player, tuple(preparing))
        self._discard("favour", card)
        self._say(f"{self._name(player)} discards the {card} Favour.")

    def _decide_effect(self, task, action: Action) -> None:
        """The Outpost's effect: spend up to its limit to draw that many Patches (or
        Favours) and keep one, or make its exchange once."""
        player, n = task[1], action["count"]
        effect = self.outpost_card(player)["effect"]
        if n == 0:
            self._say(f"{self._name(player)} does not use the Outpost's effect.")
            return
        if effect["kind"] == "exchange":
            self._say(f"{self._name(player)} exchanges {resource_words(effect['give'])} "
                      f"for {resource_words(effect['get'])}.")
            self._push(("collect", player, tuple(effect["get"]), ""))
            self._pay(player, [item for item in effect["give"] if item != "favour"])
            return
        kind = "patch" if effect["kind"] == "patch_draw" else "favour"
        cards = f"{kind.capitalize()}{'' if n == 1 else 'es' if kind == 'patch' else 's'}"
        self._say(f"{self._name(player)} spends {n} to draw {n} {cards} and keep one.")
        self._pay(player, [effect["spend"]] * n, ("draw_keep", player, kind, n))

    def _run_draw_keep(self, task) -> None:
        player, kind, n = task[1], task[2], task[3]
        cards = [card for card in (self._draw(kind) for _ in range(n)) if card is not None]
        if cards:
            self._push(("keep", player, kind, tuple(sorted(cards))))

    def _decide_keep(self, task, action: Action) -> None:
        player, kind, cards = task[1], task[2], list(task[3])
        card = action["card"]
        cards.remove(card)
        for other in cards:
            self._discard(kind, other)
        self._say(f"{self._name(player)} keeps the {card} {kind.capitalize()} and discards the rest.")
        if kind == "patch":
            self._add_patch(player, card)
        else:
            self.preparing = replaced(self.preparing, player, self.preparing[player] + (card,))

    # -- paying and choosing ------------------------------------------------------------------------
    def _decide_pay(self, task, action: Action) -> None:
        player, wild = task[1], task[2]
        choice = action["choice"].split("+")
        self._spend(player, choice)
        self._say(f"{self._name(player)} pays {resource_words(choice)}.")
        if len(wild) > 1:
            self._push(("pay", player, wild[1:]))

    def _decide_gain(self, task, action: Action) -> None:
        self._collect(task[1], [action["resource"]], task[3])

    # -- STEP 4: craft Favours; the end of the turn ---------------------------------------------
    def _decide_craft(self, task, action: Action) -> None:
        player = task[1]
        if action.kind == "use_patch":
            self._use_patch(player, action["card"], task)
            return
        if action.kind == "end_turn":
            self._push(("limits", player), ("next",))
            return
        card = action["card"]
        self._push(task)
        self._pay(player, FAVOURS[card]["cost"], ("crafted", player, card))

    def _run_crafted(self, task) -> None:
        """A crafted Favour moves to Bringing and supplies a Festivity of its category."""
        player, card = task[1], task[2]
        preparing = list(self.preparing[player])
        preparing.remove(card)
        self.preparing = replaced(self.preparing, player, tuple(preparing))
        self.bringing = replaced(self.bringing, player, self.bringing[player] + (card,))
        category = FAVOURS[card]["category"]
        self._say(f"{self._name(player)} crafts the {card} ({CATEGORY_NAMES[category]}).")
        self._push_supply(player, category)
        self._trigger(player, "craft")

    def _run_limits(self, task) -> None:
        """THREE-FAVOUR MAXIMUM: more than three Favours preparing at the end of the turn
        are discarded down to three, one at a time, by the player's choice."""
        if len(self.preparing[task[1]]) > PREPARING_LIMIT:
            self._push(("limit", task[1]))

    def _decide_limit(self, task, action: Action) -> None:
        self._decide_give_favour(task, action)
        self._push(("limits", task[1]))

    def _run_next(self, task) -> None:
        if not self.hands[self.active]:
            self._say(f"{self._name(self.active)} has no card left and passes until the hour ends.")
        self.active = (self.active + 1) % self.game.players
        self._push(("turn",))

    # -- the end of the hour ---------------------------------------------------------------------
    def _run_hour(self, task) -> None:
        """END OF THE ROUND, in order: the Sun advances, the displays cycle, Friends and
        Patches refresh, the players with fewer Friends dawdle, the Worm passes."""
        players = self.game.players
        if self.hour == HOURS:
            self._end_game()
            return
        self._say(f"Hour {self.hour} is over.")
        self.sun, self.sun_stack = self.sun + self.sun_stack[:1], self.sun_stack[1:]
        self.hour += 1
        self._say(f"Hour {self.hour} begins: the Sun Good is {ITEM_WORDS[self.sun_good]}.")
        for kind in DISPLAYED:
            d = DISPLAYED.index(kind)
            if self.displays[d]:
                self._discard(kind, self.displays[d][0])
                self.displays = replaced(self.displays, d, self.displays[d][1:])
            self._fill(kind)
        self.hands = tuple(tuple(sorted(self.hands[p] + self.tired[p])) for p in range(players))
        self.tired = ((),) * players
        self.used = ((),) * players
        early = (self.early + 1) % players
        self._dawdle(early)
        self.early = self.active = early
        self._say(f"{self._name(early)} is the Early Bird.")
        self._push(("turn",))

    def _dawdle(self, early: int) -> None:
        """SEE WHO IS DAWDLING: everyone but those with the most Friends in hand draws
        Dawdles until the hands are even; if the deck runs short, in seat order from the new
        Early Bird (rulings 11)."""
        players = self.game.players
        most = max(len(hand) for hand in self.hands)
        k = DECKS.index("dawdle")
        for i in range(players):
            p = (early + i) % players
            short = most - len(self.hands[p])
            drawn = self.decks[k][:short]
            if short:
                self.decks = replaced(self.decks, k, self.decks[k][len(drawn):])
                self.hands = replaced(self.hands, p, tuple(sorted(self.hands[p] + drawn)))
                self._say(f"{self._name(p)} has {len(self.hands[p]) - len(drawn)} Friends and draws "
                          f"{len(drawn)} Dawdle card{'s' if len(drawn) != 1 else ''}.")

    def _end_game(self) -> None:
        """FINAL SCORING; ties share the win. A solo player then earns a title (SOLO PLAY)."""
        parts = scoring.final_scores(self)
        self.scores = tuple(tuple(s[part] for part in (*scoring.PARTS, "total")) for s in parts)
        for p, s in enumerate(parts):
            self._say(f"{self._name(p)} scores {s['total']}: " + ", ".join(
                f"{s[part]} for {part}" for part in scoring.PARTS) + ".")
        if self.game.players == 1:
            self._earn_title()
            return
        best = max(s["total"] for s in parts)
        self.winners = tuple(p for p, s in enumerate(parts) if s["total"] == best)
        self._say("Dusk: " + " and ".join(self._name(p) for p in self.winners)
                  + (" win together!" if len(self.winners) > 1 else " wins!"))

    def _earn_title(self) -> None:
        """The four words of the solo title; a tied Favour type, or two tied travel types, are
        the player's choice (rulings 2)."""
        total = self.scores[0][-1]
        crafted = Counter(FAVOURS[card]["category"] for card in self.bringing[0])
        most = max((crafted[c] for c in CATEGORIES), default=0)
        first = [CATEGORY_WORDS[c] for c in CATEGORIES if crafted[c] == most]
        second = next((word for top, word in SCORE_WORDS if total <= top), TOP_SCORE_WORD)
        third = PATCH_WORDS[min(len(self.patches[0]), len(PATCH_WORDS) - 1)]
        types = Counter(t for friend in self.friends_of(0) for t in travels(friend))
        top = max(types.values())
        tied = [TRAVEL_WORDS[t] for t in ("water", "rock", "forest") if types[t] == top]
        fourth = [ALL_TRAVEL_WORD] if len(tied) == 3 else tied
        self.title = (first[0] if len(first) == 1 else None, second, third,
                      fourth[0] if len(fourth) == 1 else None)
        if len(fourth) > 1:
            self._push(("title", 0, 3, tuple(fourth)))
        if len(first) > 1:
            self._push(("title", 0, 0, tuple(first)))
        self._maybe_titled()

    def _decide_title(self, task, action: Action) -> None:
        self.title = replaced(self.title, task[2], action["word"])
        self._maybe_titled()

    def _maybe_titled(self) -> None:
        if None not in self.title:
            self._say(f"Your title: {self.solo_title()}!")
            self.winners = (0,)


# -- setup -----------------------------------------------------------------------------------------
def deal_groves(rng: Rng) -> tuple[tuple[str, str], ...]:
    """BOARD SETUP: Beech, Maple and Oak tokens on their own spots, the general tokens on the
    rest with one left over; a general token that repeats its Grove's Good swaps with the
    leftover; if a repeat remains, the tokens are dealt again (rulings 6)."""
    while True:
        typed = {back: rng.shuffled([good for b, good in GROVE_TOKENS if b == back])
                 for back in ("oak", "maple", "beech")}
        general = rng.shuffled([good for back, good in GROVE_TOKENS if back == "general"])
        groves, general_spots = [], []
        for grove in GROVES:
            goods = []
            for back in GROVE_SPOTS[grove]:
                if back == "general":
                    general_spots.append((len(groves), len(goods)))
                    goods.append(general.pop())
                else:
                    goods.append(typed[back].pop())
            groves.append(goods)
        leftover = general.pop()
        for g, i in general_spots:
            if groves[g][i] == groves[g][1 - i]:
                groves[g][i], leftover = leftover, groves[g][i]
        if all(a != b for a, b in groves):
            return tuple((a, b) for a, b in groves)


def initial_state(game, rng_state: int, seed) -> MapleValleyState:
    """BOARD SETUP and PLAYER SETUP, every shuffle from the seed."""
    rng = Rng(rng_state)
    players = game.players
    solo = players == 1
    outposts = tuple(rng.shuffled(deck(OUTPOST_CARDS, solo))[:len(OUTPOSTS)])
    festivities = () if solo else tuple(rng.shuffled(sorted(FESTIVITIES))[:3])
    sites = []
    for colour in ("black", "white"):
        tiles = rng.shuffled([c for back, c in SITE_TILES if back == colour])
        sites += [(trail, tiles.pop()) for trail in SITES if SITE_COLOUR[trail] == colour]
    sites = dict(sites)
    groves = deal_groves(rng)
    sun_stack = tuple(rng.shuffled(SUN_TILES))
    decks = tuple(tuple(rng.shuffled(deck(CARDS_OF[kind], solo))) for kind in DECKS)
    early = rng.below(players)
    state = MapleValleyState.create(
        game, GameLog.of([]), seed=seed, rng=rng.state, hour=1, sun=sun_stack[:1], sun_stack=sun_stack[1:],
        outposts=outposts, festivities=festivities,
        spots=tuple((None,) * len(festivity_spots(name, players)) for name in festivities),
        groves=groves, sites=tuple(sites[trail] for trail in SITES), decks=decks,
        discards=((),) * len(DISPLAYED), displays=((),) * len(DISPLAYED),
        at=(VILLAGE,) * players, hands=tuple((PLAYER_NAMES[p],) for p in range(players)),
        tired=((),) * players, preparing=((),) * players, bringing=((),) * players,
        patches=((),) * players, used=((),) * players,
        packs=(added((0,) * len(RESOURCES), ["map"] * START_MAPS + list(START_CURIOSITIES)),) * players,
        markers=(MARKERS if not solo else 0,) * players, early=early, active=early, turn=None,
        agenda=[("turn",)], scores=None, winners=None, title=None)
    state._say(f"Maple Valley for {players} player{'s' if players > 1 else ''}: the Outposts are "
               f"the {outposts[0]} and the {outposts[1]}"
               + (f"; the Festivities are the {', the '.join(festivities)}." if festivities else
                  "; a solo game has no Festivities."))
    state._say(f"The first Sun Good is {ITEM_WORDS[state.sun_good]}.")
    for kind in DISPLAYED:
        state._fill(kind)
    for i in range(players):
        p = (early + i) % players
        friend = state._draw("friend")
        state.hands = replaced(state.hands, p, tuple(sorted(state.hands[p] + (friend,))))
        first = state._draw("favour")
        second = state._draw("favour")
        while second == first:
            state._discard("favour", second)
            second = state._draw("favour")
        state.preparing = replaced(state.preparing, p, (first, second))
    state._say(f"{state._name(early)} is the Early Bird and takes the Worm.")
    state._settle()
    state._finish()
    return state
