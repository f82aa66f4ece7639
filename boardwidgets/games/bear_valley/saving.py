"""Bear Valley's saved-game data: readable JSON, checked thoroughly on load.

The map is a list of placed cards (``{"at": [q, r], "card": "W17",
"rotation": 3}``), the deck a list of card ids from the top, positions are
written ``[q, r, section]``, and tokens by name (``"canoe"``, ``"gold"``).
Loading checks every field, that every Wilderness card is exactly once in the
deck or on the map (or in the hand of the player laying it), that every
Equipment and Gold token is in the stock, on the map or carried, that the
camps are on the map, and that every token stands on a card section that
exists.
"""
from __future__ import annotations

from ...core.errors import SaveFormatError
from ...core.log import GameLog
from ...core.saves import Fields, check_int, rng_json
from .board import face
from .codes import PHASES, QUIET_ROUNDS
from .components import (
    CARDS,
    CHARACTERS,
    DIRECTIONS,
    ENCHANTMENTS,
    EQUIPMENT,
    EQUIPMENT_TOKENS,
    GOLD_TOKENS,
    TOKENS,
    VALLEY,
    WILDERNESS_IDS,
)
from .rules import BearValleyState

LIMIT = 1000  # no coordinate, hour or turn count of a real game comes near this
BOONS = (*ENCHANTMENTS, "vertigo")


def _pending_json(state: BearValleyState):
    """The decision in progress, by phase (see BearValleyState)."""
    pending, phase = state.pending, state.phase
    if phase == "orient":
        target, card_id, direction, *telescope = pending
        return {"at": list(target), "card": card_id, "direction": DIRECTIONS[direction],
                "telescope": bool(telescope)}
    if phase == "woods":
        card_id, choices = pending
        return {"card": card_id, "choices": [DIRECTIONS[d] for d in choices]}
    if phase in ("blocked", "bear"):
        target, direction = pending
        return {"at": list(target), "direction": DIRECTIONS[direction]}
    if phase == "mushrooms":
        card_id, direction = pending
        return {"card": card_id, "direction": DIRECTIONS[direction]}
    if phase == "trade":
        return {"give": list(pending[0]), "take": list(pending[1])}
    if phase == "gift":
        return {"moved": pending[0]}
    return None


def state_data(state: BearValleyState) -> dict:
    return {
        "seed": state.seed, "rng": rng_json(state.rng),
        "map": [{"at": list(coord), "card": card_id, "rotation": rotation}
                for coord, (card_id, rotation) in sorted(state.cards.items())],
        "deck": list(state.deck),
        "loose": [{"at": list(coord), "tokens": list(bag)} for coord, bag in sorted(state.loose.items())],
        "stock": dict(zip(TOKENS, state.stock, strict=True)),
        "players": [{"character": state.characters[p] if state.characters else None,
                     "token": list(state.tokens[p]), "out": state.out[p], "tunnelled": state.tunnelled[p],
                     "turns": state.turns[p], "holds": list(state.held[p])}
                    for p in range(state.game.players)],
        "to_move": state.to_move, "phase": state.phase,
        "walk": {"path": [list(position) for position in state.path], "hour": state.hour,
                 "limit": state.limit, "evading": state.evading, "used": state.used,
                 "usable": list(state.usable), "afloat": state.afloat,
                 "paddle": None if state.paddle is None else list(state.paddle),
                 "contingency": state.contingency, "aborted": [list(p) for p in state.aborted],
                 "dive": state.dive, "boons": list(state.boons), "redraws": state.redraws,
                 "left": list(state.left), "first": state.first},
        "pending": _pending_json(state),
        "winners": list(state.winners), "ending": state.ending, "quiet": state.quiet,
    }


def _coord(value, path: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise SaveFormatError(f"{path} must be a hex coordinate [q, r].")
    return (check_int(value[0], f"{path}[0]", -LIMIT, LIMIT),
            check_int(value[1], f"{path}[1]", -LIMIT, LIMIT))


def _read_position(value, path: str) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3:
        raise SaveFormatError(f"{path} must be a position [q, r, section].")
    q, r = _coord(value[:2], path)
    return (q, r, check_int(value[2], f"{path}[2]", 0, 1))


def _direction(value, path: str) -> int:
    if value not in DIRECTIONS:
        raise SaveFormatError(f"{path} must be one of {list(DIRECTIONS)}.")
    return DIRECTIONS.index(value)


def _bag(value, path: str, kinds=TOKENS) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(kind in kinds for kind in value):
        raise SaveFormatError(f"{path} must be a list of token names from {list(kinds)}.")
    return tuple(sorted(value))


def _read_map(f: Fields) -> dict:
    cards = {}
    for i, entry in enumerate(f.list("map")):
        e = Fields(entry, f"data.map[{i}]")
        e.only("at", "card", "rotation")
        coord = _coord(e.data["at"], f"data.map[{i}].at")
        card_id = e.str("card", CARDS)
        rotation = e.int("rotation", 0, 5)
        if card_id in WILDERNESS_IDS and rotation not in (0, 3):
            raise SaveFormatError(f"data.map[{i}]: a Wilderness card lies as printed (0) or turned "
                                  "half a turn (3).")
        if coord in cards:
            raise SaveFormatError(f"data.map[{i}]: two cards at {list(coord)}.")
        cards[coord] = (card_id, rotation)
    return cards


def _read_loose(f: Fields) -> dict:
    loose = {}
    for i, entry in enumerate(f.list("loose")):
        e = Fields(entry, f"data.loose[{i}]")
        e.only("at", "tokens")
        coord = _coord(e.data["at"], f"data.loose[{i}].at")
        bag = _bag(e.data["tokens"], f"data.loose[{i}].tokens")
        if coord in loose or not bag:
            raise SaveFormatError(f"data.loose[{i}]: one non-empty entry per card.")
        loose[coord] = bag
    return loose


def _read_pending(phase: str, value, path: str):
    if phase not in ("orient", "woods", "blocked", "bear", "mushrooms", "trade", "gift"):
        if value is not None:
            raise SaveFormatError(f"{path} must be null in the {phase!r} phase.")
        return None
    p = Fields(value, path)
    if phase == "orient":
        p.only("at", "card", "direction", "telescope")
        laying = (_coord(p.data["at"], f"{path}.at"), p.str("card", WILDERNESS_IDS),
                  _direction(p.data["direction"], f"{path}.direction"))
        return (*laying, True) if p.bool("telescope") else laying
    if phase == "woods":
        p.only("card", "choices")
        choices = tuple(_direction(d, f"{path}.choices[{i}]") for i, d in enumerate(p.list("choices")))
        if len(choices) != 2 or choices[0] == choices[1]:
            raise SaveFormatError(f"{path}.choices must name two different directions.")
        return (p.str("card", WILDERNESS_IDS), choices)
    if phase in ("blocked", "bear"):
        p.only("at", "direction")
        return (_coord(p.data["at"], f"{path}.at"), _direction(p.data["direction"], f"{path}.direction"))
    if phase == "mushrooms":
        p.only("card", "direction")
        return (p.str("card", WILDERNESS_IDS), _direction(p.data["direction"], f"{path}.direction"))
    if phase == "trade":
        p.only("give", "take")
        return (_bag(p.data["give"], f"{path}.give"), _bag(p.data["take"], f"{path}.take"))
    p.only("moved")
    return (p.bool("moved"),)


def _read_characters(game, players: list[Fields]) -> tuple[str, ...] | None:
    names = [p.data["character"] for p in players]
    if game.variant != "advanced":
        if any(name is not None for name in names):
            raise SaveFormatError("Only the advanced game has characters.")
        return None
    if not all(name in CHARACTERS for name in names) or len(set(names)) != len(names):
        raise SaveFormatError(f"Each player of the advanced game is a different character from "
                              f"{sorted(CHARACTERS)}.")
    if game.options["characters"] and names != game.options["characters"].split(","):
        raise SaveFormatError("The characters do not match the game's settings.")
    return tuple(names)


def state_from_data(game, data: dict) -> BearValleyState:
    f = Fields(data, "data")
    f.only("seed", "rng", "map", "deck", "loose", "stock", "players", "to_move", "phase", "walk",
           "pending", "winners", "ending", "quiet", "log")
    seed = f.seed("seed")
    players = [Fields(p, f"data.players[{i}]") for i, p in enumerate(f.list("players", game.players))]
    for p in players:
        p.only("character", "token", "out", "tunnelled", "turns", "holds")
    deck = f.list("deck")
    for i, card_id in enumerate(deck):
        if card_id not in WILDERNESS_IDS:
            raise SaveFormatError(f"data.deck[{i}] must be a Wilderness card id such as 'W17'.")
    stock_f = f.obj("stock")
    stock_f.only(*TOKENS)
    stock = tuple(stock_f.int(kind, 0, GOLD_TOKENS if kind == "gold" else EQUIPMENT_TOKENS[kind])
                  for kind in TOKENS)
    phase = f.str("phase", PHASES)
    walk = f.obj("walk")
    walk.only("path", "hour", "limit", "evading", "used", "usable", "afloat", "paddle", "contingency",
              "aborted", "dive", "boons", "redraws", "left", "first")
    winners = f.list("winners")
    for i, w in enumerate(winners):
        check_int(w, f"data.winners[{i}]", 0, game.players - 1)
    log = f.strings("log")
    ending = f.optional_str("ending")
    paddle = walk.data["paddle"]
    state = BearValleyState.create(
        game, GameLog.of(log), seed=seed, rng=f.rng("rng"), cards=_read_map(f),
        deck=tuple(deck),
        tokens=tuple(_read_position(p.data["token"], f"data.players[{i}].token")
                     for i, p in enumerate(players)),
        out=tuple(p.bool("out") for p in players), tunnelled=tuple(p.bool("tunnelled") for p in players),
        turns=tuple(p.int("turns", 0, 10 * LIMIT) for p in players),
        to_move=f.optional_int("to_move", 0, game.players - 1), phase=phase,
        path=tuple(_read_position(v, f"data.walk.path[{i}]") for i, v in enumerate(walk.list("path"))),
        hour=walk.int("hour", 0, LIMIT), limit=walk.optional_int("limit", 1, game.max_players),
        evading=walk.bool("evading"), pending=_read_pending(phase, f.data["pending"], "data.pending"),
        winners=tuple(winners), ending=ending, characters=_read_characters(game, players),
        loose=_read_loose(f), held=tuple(_bag(p.data["holds"], f"data.players[{i}].holds")
                                         for i, p in enumerate(players)),
        stock=stock, used=walk.bool("used"), usable=_bag(walk.data["usable"], "data.walk.usable"),
        afloat=walk.bool("afloat"), paddle=None if paddle is None else _coord(paddle, "data.walk.paddle"),
        contingency=walk.bool("contingency"),
        aborted=tuple(_read_position(v, f"data.walk.aborted[{i}]")
                      for i, v in enumerate(walk.list("aborted"))),
        dive=walk.optional_int("dive", 0, 3), boons=_bag(walk.data["boons"], "data.walk.boons", BOONS),
        redraws=walk.int("redraws", 0, 2), quiet=f.int("quiet", 0, 6 * QUIET_ROUNDS),
        left=_bag(walk.data["left"], "data.walk.left"), first=walk.bool("first"))
    _check_consistency(state)
    return state


def _check_consistency(state: BearValleyState) -> None:
    """Refuse states no game could reach: lost or doubled cards and tokens, tokens off the map."""
    def fail(why: str):
        raise SaveFormatError(f"The saved game is inconsistent: {why}.")

    placed = [card_id for card_id, _ in state.cards.values()]
    in_hand = {"orient": 1, "woods": 0, "mushrooms": 0}
    held_card = [state.pending[in_hand[state.phase]]] if state.phase in in_hand else []
    wilderness = sorted([c for c in placed if c in WILDERNESS_IDS] + list(state.deck) + held_card)
    if wilderness != sorted(WILDERNESS_IDS):
        fail("each of the 79 Wilderness cards must be exactly once in the deck or on the map")
    valley = {card.id for card in VALLEY}
    if len([c for c in placed if c in valley]) != len({c for c in placed if c in valley}):
        fail("a Valley card is on the map twice")
    if "start" not in placed or "destination" not in placed or state.cards.get((0, 0), ("",))[0] != "start":
        fail("the Starting Camp must be at [0, 0] and the Destination Camp on the map")
    if not state.advanced and (state.loose or any(state.held)):
        fail("the basic game has no Equipment or Gold tokens in play")
    for k, kind in enumerate(TOKENS):
        total = (state.stock[k] + sum(bag.count(kind) for bag in state.held)
                 + sum(bag.count(kind) for bag in state.loose.values()))
        wanted = GOLD_TOKENS if kind == "gold" else EQUIPMENT_TOKENS[kind]
        if total != wanted:
            fail(f"there are {total} {kind} tokens instead of {wanted}")
    if any(coord not in state.cards for coord in state.loose):
        fail("tokens lie where there is no card")
    if any(kind not in EQUIPMENT + ("gold",) for bag in state.held for kind in bag):
        fail("unknown tokens are carried")

    def on_map(position) -> bool:
        placed_card = state.cards.get(position[:2])
        return placed_card is not None and position[2] < face(placed_card).sections

    for p, token in enumerate(state.tokens):
        if not on_map(token):
            fail(f"player {p}'s token is not on a card section of the map")
    standing = [token for p, token in enumerate(state.tokens) if not state.out[p] and token[:2] != (0, 0)]
    if len(set(standing)) != len(standing):
        fail("two players' tokens share a card section other than the Starting Camp")
    over = state.phase == "over"
    if over != (state.to_move is None) or over != (state.ending is not None):
        fail("only a finished game has nobody to move and an ending")
    if state.winners and not over:
        fail("only a finished game has winners")
    if not over:
        if state.out[state.to_move]:
            fail("a player who was eaten cannot be the one to move")
        if not state.path or state.path[0] != state.tokens[state.to_move]:
            fail("the walk must start at the token of the player to move")
        if not all(on_map(position) for position in state.path) or len(set(state.path)) != len(state.path):
            fail("the walk must visit card sections of the map, each once")
        if state.turns[state.to_move] < 1:
            fail("the player to move has started a turn")
        home = state.tokens[state.to_move][:2]
        if state.left and not set(state.left) <= set(state.loose.get(home, ())):
            fail("the tokens left behind this walk must lie on the card the walk started from")
        if (state.phase == "dive" and state.dive is None) or (
                state.dive is not None and state.phase not in ("dive", "stop")):
            fail("a cave dive is under way only in the dive phase (or while surfacing)")
