"""How good a Maple Valley position looks for each player: points expected at dusk.

The heuristic agent picks the move after which this estimate is best for it; Monte Carlo
tree search uses it to score a playout it cuts short. The agent calls it on a position
determinized from its own seat, so the hands and decks it reads are guesses.

The estimate is the final score as it would be now (``scoring.final_scores``: Favours
brought, Friends, Patches, leftovers, Festivity majorities), plus what the player can
still turn into points:

- each Favour being prepared, at a share of its points that grows with how much of its
  cost the Pack already holds, as long as turns are left to craft it;
- each turn still to come this game (a card in hand now, and a turn per Friend in each
  later hour), worth a few points: that is why Friends are made;
- Goods and Curiosities a little above their leftover worth while turns remain, since
  they are what Favours and Friends are made of; a marker on a Festivity counts already;
- while the player to move is travelling or about to activate, what activating the
  location reached would bring (``location_worth``), so that the agent travels somewhere
  worth going;
- what the player's choices still waiting on the agenda will bring (a card to take from a
  display, a Festivity marker to place, a Good to pick), so that a location activated
  counts at once, before those choices are made.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .board import GROVES, KIND, TRAILS_AT, TRAVEL, other_end
from .components import ALL_FRIENDS, CURIOSITIES, FAVOURS, FRIENDS, GOODS, HOURS, SLOT
from .costs import CHOICES, can_pay, split

#: a Favour being prepared counts at this share of its points with nothing of its cost in the
#: Pack, rising by PROGRESS to a share of READY + PROGRESS when the Pack holds all of it
READY, PROGRESS = 0.1, 0.6
TURN = 2.0        # points a turn still to come is worth
MATERIAL = 0.15   # points a Good or Curiosity is worth beyond leftovers while turns remain
#: what activating each kind of location brings, roughly, in points (the Groves and the Village
#: are valued from the position)
NEEDED = 2.5     # a Grove counts this much more for each Good it has that a Favour still needs
PLACE = {"lookout": 3.0, "clubhouse": 4.0, "lodge": 2.5, "bluffs": 2.0, "outpost": 1.0}
#: what a choice still waiting on the agenda brings, by its kind
PENDING = {"take": 2.0, "keep": 2.0, "supply": 1.5, "gain": 0.5}
SCALE = 6.0       # points of lead that make a playout about 73 % won
UNIT = "points"


def turns_left(state, player: int) -> int:
    """The player's turns still to come: cards in hand this hour, a turn per Friend later."""
    friends = len(state.friends_of(player))
    return len(state.hands[player]) + friends * (HOURS - state.hour)


def covered(pack: tuple[int, ...], cost) -> float:
    """The share of a cost's payments the Pack can already make (each counted apart)."""
    return _covered(pack, tuple(cost))


@lru_cache(maxsize=65536)
def _covered(pack: tuple[int, ...], cost: tuple[str, ...]) -> float:
    """``covered``, remembered: a computer player asks it for every Favour of every Pack it
    imagines, and the same Packs and costs come back again and again."""
    fixed, wild = split(cost)
    have = Counter({name: pack[SLOT[name]] for name in (*GOODS, *CURIOSITIES)})
    paid = 0
    for name, n in fixed.items():
        paid += min(n, have[name])
        have[name] -= min(n, have[name])
    for item in wild:
        for choice in CHOICES[item]:
            need = Counter(choice)
            if all(have[name] >= k for name, k in need.items()):
                have.subtract(need)
                paid += 1
                break
    return paid / max(1, sum(fixed.values()) + len(wild))


def needed(state, player: int) -> set[str]:
    """The Goods and Curiosities the player's Favours in preparation name and the Pack lacks."""
    pack = state.packs[player]
    out = set()
    for card in state.preparing[player]:
        fixed, _ = split(FAVOURS[card]["cost"])
        out |= {name for name, n in fixed.items() if pack[SLOT[name]] < n}
    return out


def reachable(state, player: int) -> set[str]:
    """The locations the player to move can still reach this turn by the Friend's type (the
    trails already travelled excepted), and the one they are at."""
    _, travel, _, used, _ = state.turn
    seen, frontier = {state.at[player]}, [state.at[player]]
    while frontier:
        here = frontier.pop()
        for trail in TRAILS_AT[here]:
            there = other_end(trail, here)
            if TRAVEL[trail] == travel and trail not in used and there not in seen:
                seen.add(there)
                frontier.append(there)
    return seen


def location_worth(state, player: int, place: str) -> float:
    """What activating ``place`` would bring the player, roughly, in points."""
    kind = KIND[place]
    if kind == "grove":
        goods = state.groves[GROVES.index(place)]
        want = needed(state, player)
        return 1.2 + NEEDED * sum(good in want for good in goods) + 0.6 * (state.sun_good in goods)
    if kind == "village":
        later = HOURS - state.hour
        return max((TURN * later + FRIENDS[card]["points"] for card in state.displays[1]
                    if can_pay(state.packs[player], FRIENDS[card]["cost"])), default=0.0)
    return PLACE[kind]


def prospect(state, player: int) -> float:
    """While the player travels, the best location still in reach by the Friend's type; once
    stopped, the location reached (travelling on is worth nothing in itself)."""
    task = state.agenda[-1]
    if task == ("activate", player):
        return location_worth(state, player, state.at[player])
    if task != ("travel", player):
        return 0.0
    places = reachable(state, player) if state.turn[2] != "after" else {state.at[player]}
    if state.turn[2] == "before":
        places.discard(state.at[player])
    return max((location_worth(state, player, place) for place in places), default=0.0)


def evaluate(state) -> list[float]:
    """Each player's estimated final score (see the module docstring)."""
    parts = state.score_parts()
    if state.is_over:
        return [float(p["total"]) for p in parts]
    values = []
    for player, part in enumerate(parts):
        value = float(part["total"])
        turns = turns_left(state, player)
        if turns:
            pack = state.packs[player]
            for card in state.preparing[player][:3]:
                value += FAVOURS[card]["points"] * (READY + PROGRESS * covered(pack, FAVOURS[card]["cost"]))
            value += TURN * turns
            value += MATERIAL * sum(pack[SLOT[name]] for name in (*GOODS, *CURIOSITIES))
        value += prospect(state, player)
        value += sum(PENDING.get(task[0], 0.0) for task in state.agenda
                     if len(task) > 1 and task[1] == player)
        values.append(value)
    return values


def reason(state, action) -> tuple[str, str] | None:
    """The agent's reason, in the game's words, for the clearest kinds of move, with the
    points as its detail."""
    if action.kind == "craft":
        points = FAVOURS[action['card']]['points']
        return f"the {action['card']} scores at once", f"{points} point{'s' if points != 1 else ''}"
    if action.kind == "befriend":
        points = ALL_FRIENDS[action["card"]]["points"]
        return (f"the {action['card']} brings a turn in every hour to come, and points at the end",
                f"{points} point{'s' if points != 1 else ''}")
    return None
