"""Bear Valley's saved-game data: readable JSON, checked thoroughly on load.

The map is a list of placed cards (``{"at": [q, r], "card": "W17",
"rotation": 3}``), the deck a list of card ids from the top, and positions
are written ``[q, r, section]``. Loading checks every field, that every
Wilderness card is exactly once in the deck or on the map (or in the hand of
the player laying it), that the river's camps are on the map, and that every
token stands on a card section that exists.
"""
from __future__ import annotations

from ...core.errors import SaveFormatError
from ...core.log import GameLog
from ...core.saves import Fields, check_int
from .board import face
from .components import CARDS, DIRECTIONS, VALLEY, WILDERNESS_IDS
from .rules import PHASES, BearValleyState

LIMIT = 1000  # no coordinate, hour or turn count of a real game comes near this


def _position(position) -> list[int] | None:
    return None if position is None else list(position)


def _pending_json(state: BearValleyState):
    pending = state.pending
    if state.phase == "orient":
        target, card_id, direction = pending
        return {"at": list(target), "card": card_id, "direction": DIRECTIONS[direction]}
    if state.phase == "woods":
        card_id, choices = pending
        return {"card": card_id, "choices": [DIRECTIONS[d] for d in choices]}
    if state.phase == "tunnel":
        return {"at": list(pending[0])}
    return None


def state_data(state: BearValleyState) -> dict:
    return {
        "seed": state.seed, "rng": state.rng,
        "map": [{"at": list(coord), "card": card_id, "rotation": rotation}
                for coord, (card_id, rotation) in sorted(state.cards.items())],
        "deck": list(state.deck),
        "players": [{"token": _position(state.tokens[p]), "out": state.out[p],
                     "tunnelled": state.tunnelled[p], "turns": state.turns[p]}
                    for p in range(state.game.players)],
        "to_move": state.to_move, "phase": state.phase,
        "path": [list(position) for position in state.path], "hour": state.hour, "limit": state.limit,
        "evading": state.evading, "pending": _pending_json(state),
        "winners": list(state.winners), "ending": state.ending,
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


def _read_pending(phase: str, value, path: str):
    if phase not in ("orient", "woods", "tunnel"):
        if value is not None:
            raise SaveFormatError(f"{path} must be null in the {phase!r} phase.")
        return None
    p = Fields(value, path)
    if phase == "orient":
        p.only("at", "card", "direction")
        return (_coord(p.data["at"], f"{path}.at"), p.str("card", WILDERNESS_IDS),
                _direction(p.data["direction"], f"{path}.direction"))
    if phase == "woods":
        p.only("card", "choices")
        choices = tuple(_direction(d, f"{path}.choices[{i}]") for i, d in enumerate(p.list("choices")))
        if len(choices) != 2 or choices[0] == choices[1]:
            raise SaveFormatError(f"{path}.choices must name two different directions.")
        return (p.str("card", WILDERNESS_IDS), choices)
    p.only("at")
    return (_coord(p.data["at"], f"{path}.at"),)


def state_from_data(game, data: dict) -> BearValleyState:
    f = Fields(data, "data")
    f.only("seed", "rng", "map", "deck", "players", "to_move", "phase", "path", "hour", "limit",
           "evading", "pending", "winners", "ending", "log")
    seed = f.data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise SaveFormatError("data.seed must be a whole number or a string.")
    players = [Fields(p, f"data.players[{i}]") for i, p in enumerate(f.list("players", game.players))]
    for p in players:
        p.only("token", "out", "tunnelled", "turns")
    deck = f.list("deck")
    for i, card_id in enumerate(deck):
        if card_id not in WILDERNESS_IDS:
            raise SaveFormatError(f"data.deck[{i}] must be a Wilderness card id such as 'W17'.")
    phase = f.str("phase", PHASES)
    winners = f.list("winners")
    for i, w in enumerate(winners):
        check_int(w, f"data.winners[{i}]", 0, game.players - 1)
    log = f.list("log")
    if not all(isinstance(line, str) for line in log):
        raise SaveFormatError("data.log must be a list of strings.")
    ending = f.data["ending"]
    if ending is not None and not isinstance(ending, str):
        raise SaveFormatError("data.ending must be a string or null.")
    state = BearValleyState.create(
        game, GameLog.of(log), seed=seed, rng=f.int("rng", 0, 2**64 - 1), cards=_read_map(f),
        deck=tuple(deck),
        tokens=tuple(_read_position(p.data["token"], f"data.players[{i}].token")
                     for i, p in enumerate(players)),
        out=tuple(p.bool("out") for p in players), tunnelled=tuple(p.bool("tunnelled") for p in players),
        turns=tuple(p.int("turns", 0, 10 * LIMIT) for p in players),
        to_move=f.optional_int("to_move", 0, game.players - 1), phase=phase,
        path=tuple(_read_position(v, f"data.path[{i}]") for i, v in enumerate(f.list("path"))),
        hour=f.int("hour", 0, LIMIT), limit=f.optional_int("limit", 1, game.max_players),
        evading=f.bool("evading"), pending=_read_pending(phase, f.data["pending"], "data.pending"),
        winners=tuple(winners), ending=ending)
    _check_consistency(state)
    return state


def _check_consistency(state: BearValleyState) -> None:
    """Refuse states no game could reach: lost or doubled cards, tokens off the map."""
    def fail(why: str):
        raise SaveFormatError(f"The saved game is inconsistent: {why}.")

    placed = [card_id for card_id, _ in state.cards.values()]
    held = [state.pending[1] if state.phase == "orient" else state.pending[0]] \
        if state.phase in ("orient", "woods") else []
    wilderness = sorted([c for c in placed if c in WILDERNESS_IDS] + list(state.deck) + held)
    if wilderness != sorted(WILDERNESS_IDS):
        fail("each of the 79 Wilderness cards must be exactly once in the deck or on the map")
    valley = {card.id for card in VALLEY}
    if len([c for c in placed if c in valley]) != len({c for c in placed if c in valley}):
        fail("a Valley card is on the map twice")
    if "start" not in placed or "destination" not in placed or state.cards.get((0, 0), ("",))[0] != "start":
        fail("the Starting Camp must be at [0, 0] and the Destination Camp on the map")

    def on_map(position) -> bool:
        placed_card = state.cards.get(position[:2])
        return placed_card is not None and position[2] < face(placed_card).sections

    for p, token in enumerate(state.tokens):
        if not on_map(token):
            fail(f"player {p}'s token is not on a card section of the map")
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
