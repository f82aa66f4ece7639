"""Stacking the deck for Bear Valley tests, through the public save format.

A scenario starts from a real ``new_game`` save, lays the map the test asks
for (the river of the rulebook's example, cards already explored), puts the
tokens where the test says and the cards the test will draw on top of the
deck (the rest of the deck follows in its shuffled order), seals it like a
save and loads it with ``game.state_from_json``, which checks that every card
is accounted for. Then the test plays real actions with ``apply``.

Cards are chosen from the game's data by what they must look like
(``find_card``), so a test says "a three-exit card leading back north-west and
on to the east" rather than naming a card of the reconstruction.
"""
from __future__ import annotations

import json
import os

import boardwidgets as bw
from boardwidgets.core.saves import STATE_FORMAT, seal
from boardwidgets.games.bear_valley.board import face, neighbour
from boardwidgets.games.bear_valley.components import DIRECTIONS, WILDERNESS
from boardwidgets.games.bear_valley.examples import example_path

#: the basic example game's "alternate starting map" (rulings file), as (card, rotation)
ALTERNATE_MAP = {
    (0, 0): ("start", 0), (1, 0): ("S1", 0), (2, 0): ("B1", 0), (3, -1): ("S2", 2),
    (4, -2): ("S3", 2), (5, -3): ("B2", 3), (6, -3): ("B3", 4), (6, -2): ("destination", 0),
}


def find_card(*, back: str, on: tuple[str, ...] = (), kind: str = "path", exits: int | None = None,
              overlay: str | None = "any", used=(), section: int | None = None,
              unique: bool = True) -> tuple[str, int]:
    """The first Wilderness card (and its rotation) that, laid with an exit ``back``, also
    has exits ``on`` in the same section. With ``unique``, only that rotation leads back
    (so the game lays it without asking). ``section`` asks for the side ``back`` to belong
    to that section."""
    back_side = DIRECTIONS.index(back)
    for card in WILDERNESS:
        if card.kind != kind or card.id in used or (exits is not None and card.exits != exits):
            continue
        if overlay != "any" and card.overlay != overlay:
            continue
        for rotation in (0, 3):
            f, other = face((card.id, rotation)), face((card.id, 3 - rotation))
            if f.section_of[back_side] < 0 or (unique and other.section_of[back_side] >= 0):
                continue
            if section is not None and f.section_of[back_side] != section:
                continue
            if all(f.section_of[DIRECTIONS.index(d)] == f.section_of[back_side] for d in on):
                return card.id, rotation
    raise LookupError(f"no {kind} card leads back {back} and on {on}")


def find_dead_end(*, back: str, exits: int, used=()) -> str:
    """A path card with ``exits`` exits that leads back ``back`` whichever way it is laid."""
    side = DIRECTIONS.index(back)
    for card in WILDERNESS:
        if (card.kind == "path" and card.exits == exits and card.id not in used
                and all(face((card.id, rotation)).section_of[side] < 0 for rotation in (0, 3))):
            return card.id
    raise LookupError(f"no {exits}-exit card without an exit {back}")


def first_of(kind: str, used=()) -> str:
    return next(card.id for card in WILDERNESS if card.kind == kind and card.id not in used)


def scenario(players: int = 3, *, valley: dict | None = None, cards: dict | None = None,
             deck: list[str] = (), tokens: dict | None = None, to_move: int = 0,
             turns: tuple[int, ...] | None = None, limit: int | None = None, seed: int = 1,
             held: dict | None = None, loose: dict | None = None, **options):
    """A state at the start of ``to_move``'s turn (fresh walk, noon) with this map and deck;
    ``held`` gives players' tokens ({seat: ["canoe", "gold"]}), ``loose`` tokens lying on
    cards ({(q, r): ["rope"]}); the stock holds the rest."""
    game = bw.load_game("bear_valley", players=players, **options)
    data = game.new_game(seed=seed).to_json()["data"]
    placed = {tuple(e["at"]): (e["card"], e["rotation"]) for e in data["map"]}
    if valley is not None:
        placed = dict(valley)
    placed.update(cards or {})
    data["map"] = [{"at": list(c), "card": card, "rotation": rot} for c, (card, rot) in placed.items()]
    on_map = {card for card, _ in placed.values()}
    rest = [c for c in data["deck"] if c not in on_map and c not in deck]
    data["deck"] = list(deck) + rest
    tokens = tokens or {}
    turns = turns or tuple(1 if p <= to_move else 0 for p in range(players))
    for p in range(players):
        data["players"][p].update(token=list(tokens.get(p, (0, 0, 0))), turns=turns[p], out=False,
                                  tunnelled=False)
    held, loose = held or {}, loose or {}
    for p in range(players):
        data["players"][p]["holds"] = sorted(held.get(p, []))
    data["loose"] = [{"at": list(at), "tokens": sorted(bag)} for at, bag in loose.items()]
    for kind in data["stock"]:
        total = 8 if kind == "gold" else 3
        data["stock"][kind] = (total - sum(bag.count(kind) for bag in held.values())
                               - sum(bag.count(kind) for bag in loose.values()))
    data["walk"].update(path=[list(tokens.get(to_move, (0, 0, 0)))], hour=0, limit=limit,
                        usable=sorted(held.get(to_move, [])), first=turns[to_move] == 1)
    data.update(to_move=to_move, phase="move", pending=None)
    return game.state_from_json(seal(STATE_FORMAT, game, data))


def play(state, *moves: str):
    """Apply moves written as "explore NE", "traverse SW", "stop", "stay", "tunnel",
    "orient 3", "woods NE", "take canoe", "give gold", "surface W19", "canoe", "dive"..."""
    for move in moves:
        kind, _, arg = move.partition(" ")
        action = {"kind": kind}
        if kind in ("explore", "traverse", "woods"):
            action["direction"] = arg
        elif kind == "orient":
            action["rotation"] = int(arg)
        elif kind in ("take", "give", "leave"):
            action["token"] = arg.replace(" ", "_")
        elif kind == "surface":
            action["card"] = arg
        state = state.apply(action)
    return state


def token(state, player: int) -> tuple[int, int, int]:
    return state.tokens[player]


def card_at(state, q: int, r: int) -> str:
    return state.cards[(q, r)][0]


def corridor(length: int, start: tuple[int, int] = (0, -3), used=()) -> dict:
    """``length`` explored cards in a row going east from ``start``, each with exits west and
    east (the first one is where a test puts the token): a walk can traverse along it and
    explore at the hour the test wants."""
    cards, taken = {}, set(used)
    for k in range(length):
        card, rotation = find_card(back="W", on=("E",), used=taken, unique=False)
        taken.add(card)
        cards[(start[0] + k, start[1])] = (card, rotation)
    return cards


def walk_east(state, steps: int):
    """Traverse ``steps`` cards east."""
    return play(state, *["traverse E"] * steps)


def walled_in(at=(5, -5), used=()) -> dict:
    """A three-exit card at ``at`` whose every exit faces an explored card showing trees
    (no card in ``used``)."""
    centre = find_dead_end(back="W", exits=3, used=used)
    cards, used = {at: (centre, 0)}, {*used, centre}
    for direction in face((centre, 0)).exits[0]:
        back = DIRECTIONS[(direction + 3) % 6]
        try:
            wall = find_dead_end(back=back, exits=3, used=used)
        except LookupError:
            wall = find_dead_end(back=back, exits=4, used=used)
        cards[neighbour(at, direction)] = (wall, 0)
        used.add(wall)
    return cards


def moves_to(state) -> tuple:
    """The first state of a scenario and the actions that led from it to ``state``, found by
    following ``state.previous`` back and asking each position which of its legal actions
    gives the next one."""
    chain = [state]
    while chain[-1].previous is not None:
        chain.append(chain[-1].previous)
    chain.reverse()
    actions = []
    for before, after in zip(chain, chain[1:], strict=False):
        actions.append(next(a for a in before.legal_actions() if before.apply(a) == after))
    return chain[0], actions


def check_saved_example(name: str, state) -> None:
    """The example game that ended in ``state``, as a saved match (``bw.Match.to_json``), must
    be the file ``boardwidgets/games/bear_valley/saved_examples/<name>.json`` that
    ``load_example(name)`` loads (the tutorial's examples); with
    BOARDWIDGETS_WRITE_EXAMPLES=1 in the environment the file is written instead."""
    start, actions = moves_to(state)
    match = bw.Match.replay(start.game, actions=actions, state=start)
    assert match.state == state
    saved = match.to_json()
    path = example_path(name)
    if os.environ.get("BOARDWIDGETS_WRITE_EXAMPLES") == "1":
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(saved, indent=1) + "\n", encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8")) == saved, (
        f"{path} is not the example the test replays: rerun the test with "
        "BOARDWIDGETS_WRITE_EXAMPLES=1 to write it")
