"""Setting up Fireball Island positions for tests, through the public save format.

A scenario starts from a real ``new_game`` save, puts the pieces, the cards,
the jewel and the charm tokens where the test says, moves the named cards
from the deck into hands (and onto the top of the deck or the discard pile),
so that all 48 cards stay accounted for, seals it like a save and loads it with
``game.state_from_json``, which checks that the position is one a game could
reach. Then the test plays real actions with ``apply``.

A scenario begins at the start of ``active``'s turn, after everybody has
passed in the start window (the roll, ``{"task": "main"}``, is on top), unless
``start_window`` names the seats still to ask there. Die rolls come from the
state's seeded generator: ``rolls=[5, 3]`` searches a generator state whose
next rolls are those (``rng_for_rolls``).
"""
from __future__ import annotations

import json
from collections import Counter

from boardwidgets.core.rng import Rng
from boardwidgets.core.saves import STATE_FORMAT, rng_json, seal
from boardwidgets.games.fireball_island.components import DECK
from boardwidgets.games.fireball_island.game import FireballIsland

TURN_START = [{"task": "next"}, {"task": "window", "window": "after", "queue": None, "by": None},
              {"task": "window", "window": "moved", "queue": None, "by": None}, {"task": "main"}]


def rng_where(check, start: int = 0, limit: int = 2_000_000) -> int:
    """The first generator state from ``start`` for which ``check(Rng(state))`` is true."""
    for value in range(start, start + limit):
        if check(Rng(value)):
            return value
    raise LookupError("no generator state found")


def rng_for_rolls(rolls, start: int = 0) -> int:
    """A generator state whose next die rolls are ``rolls``."""
    rolls = list(rolls)
    return rng_where(lambda rng: all(rng.roll() == r for r in rolls), start)


def game(players: int = 3, **options) -> FireballIsland:
    options = {"ask_everyone": False, "hit_model": "all", **options}
    return FireballIsland(players=players, **options)


def scenario(players: int = 3, *, at: dict | None = None, hands: dict | None = None,
             charm: dict | None = None, down: dict | None = None, last_path: dict | None = None,
             owner: int | None = None, jewel_at: str | None = None, captured: bool | None = None,
             deck: list[str] = (), discard: list[str] = (), empty_deck: bool = False,
             active: int = 0, doubles: int = 0, extra: int = 0, rolls=None, rng: int | None = None,
             start_window: list[int] | None = None, agenda: list[dict] | None = None,
             seed: int = 1, **options):
    """The position the test describes, loaded from a save.

    ``at``, ``hands``, ``charm`` ("none", "held", "used"), ``down`` and ``last_path`` map a
    seat to its value (the others: on the start space, no cards, no token). The jewel is
    beside the idol unless ``owner`` or ``jewel_at`` is given (then it is captured).
    ``deck`` lists the cards on top of the deck, top first; ``discard`` the discard pile;
    every other card stays in the deck in its shuffled order (``empty_deck`` puts them all
    on the discard pile instead)."""
    g = game(players, **options)
    data = g.new_game(seed=seed).to_json()["data"]
    data.pop("log", None)
    hands = {p: list(h) for p, h in (hands or {}).items()}
    pool = Counter(DECK)
    named = Counter(deck) + Counter(discard) + sum((Counter(h) for h in hands.values()), Counter())
    assert all(pool[c] >= n for c, n in named.items()), f"more cards named than the deck holds: {named}"
    rest = list(data["deck"]) + [c for h in data["players"] for c in h["hand"]]
    left = pool - named
    ordered = []
    for card in rest:
        if left[card]:
            ordered.append(card)
            left[card] -= 1
    data["deck"] = [] if empty_deck else list(deck) + ordered
    data["discard"] = list(discard) + (list(deck) + ordered if empty_deck else [])
    for p in range(players):
        data["players"][p] = {
            "at": (at or {}).get(p, "start"),
            "down": (down or {}).get(p, False),
            "charm": (charm or {}).get(p, "none"),
            "hand": hands.get(p, []),
            "last_path": list((last_path or {}).get(p, [])),
        }
    got = owner is not None or jewel_at is not None
    data["jewel"] = {"captured": got if captured is None else captured, "owner": owner, "at": jewel_at}
    data.update(active=active, doubles=doubles, extra=extra, winner=None)
    if rolls is not None:
        rng = rng_for_rolls(rolls)
    if rng is not None:
        data["rng"] = rng_json(rng)
    if agenda is None:
        agenda = list(TURN_START)
        if start_window:
            agenda.append({"task": "window", "window": "start", "queue": list(start_window), "by": None})
    data["agenda"] = agenda
    data["log"] = ["(scenario)"]
    return g.state_from_json(seal(STATE_FORMAT, g, data))


def data(state) -> dict:
    return state.to_json()["data"]


def dump(state) -> str:
    """The state's data, for reading while writing a test."""
    return json.dumps(data(state), indent=1)


def where(state, seat: int) -> str:
    return data(state)["players"][seat]["at"]


def hand(state, seat: int) -> list[str]:
    return data(state)["players"][seat]["hand"]


def jewel(state) -> dict:
    return data(state)["jewel"]


def top(state) -> dict:
    """The task waiting for a decision."""
    agenda = data(state)["agenda"]
    return agenda[-1] if agenda else {}


def legal(state) -> list[dict]:
    return [a.to_json() for a in state.legal_actions()]


def steps(state) -> set[str]:
    """The spaces the piece may step onto now."""
    return {a["to"] for a in legal(state) if a["kind"] == "step"}


def act(action) -> dict:
    """Actions written as JSON dicts or short strings: "roll", "leave", "cave", "trade",
    "pass", "step wt3", "play reroll", "take 2" (Take 1 Card from seat 2), "aim vulkar-blister"."""
    if isinstance(action, dict):
        return action
    word, _, arg = action.partition(" ")
    if word in ("roll", "leave", "cave", "trade", "pass"):
        return {"kind": word}
    if word == "step":
        return {"kind": "step", "to": arg}
    if word == "play":
        return {"kind": "play", "card": arg}
    if word == "take":
        return {"kind": "play", "card": "take_card", "victim": int(arg)}
    if word == "aim":
        return {"kind": "aim", "rollway": arg}
    raise ValueError(action)


def play(state, *actions):
    for action in actions:
        state = state.apply(act(action))
    return state


def walk(state, *spaces: str):
    """Step onto each space in turn where the game offers it (a step that is the only way
    on is taken by the game itself, so it is skipped here)."""
    for space in spaces:
        if top(state).get("task") == "move" and space in steps(state):
            state = state.apply({"kind": "step", "to": space})
    return state


def passes(state):
    """Everyone asked in the response windows on top plays no card."""
    while top(state).get("task") == "window":
        state = state.apply({"kind": "pass"})
    return state


def new_lines(before, after) -> list[str]:
    return after.log[len(before.log):]
