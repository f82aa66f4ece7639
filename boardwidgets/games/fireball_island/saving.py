"""Fireball Island's saved-game data: readable JSON, checked thoroughly on load.

Places are written by their node names (``"wt5"``, ``"cave3"``, ``"pitA"``,
``"water"``), cards by their kind (``"fireball"``, ``"back2"``), the deck from
its top. The agenda (see ``rules.py``) is a list of tasks, bottom first, each
an object naming its task and its fields. Loading checks every field, that the
48 cards are each in exactly one hand, the deck or the discard pile, that the
jewel is in exactly one place, that no two pieces share a space that holds
one, and that the agenda is one a game could reach (a decision on top).
"""
from __future__ import annotations

from collections import Counter

from ...core.errors import SaveFormatError
from ...core.log import GameLog
from ...core.saves import Fields, agenda_json, check_int, read_agenda, rng_json
from .board import INDEX, KIND, NAMES, PIT, ROLLWAY_INDEX, ROLLWAYS, SHARED_KINDS
from .codes import DECISIONS, WINDOWS
from .components import CARD_KINDS, DECK, HAND_LIMIT
from .rules import FireballIslandState

CHARM_STATES = ("none", "held", "used")
PURPOSES = ("move", "cave")
SOURCES = ("roll", "card", "capture")
LIMIT = 100_000  # no count of a real game comes near this
#: each task's fields in order, and how each is written
TASKS = {
    "turn": (), "next": (), "main": (),
    "window": (("window", "window"), ("queue", "queue"), ("by", "seat_or_none")),
    "roll": (("purpose", "purpose"),),
    "rolled": (("purpose", "purpose"), ("raw", "die"), ("value", "count")),
    "aim": (("roller", "seat"), ("source", "source")),
    "fire": (("roller", "seat"), ("rollway", "rollway"), ("source", "source")),
    "move": (("mover", "seat"), ("chooser", "seat"), ("path", "nodes"), ("left", "count"),
             ("retrace", "nodes"), ("back", "bool")),
    "landed": (("mover", "seat"),),
    "effect": (("card", "card"), ("player", "seat"), ("victim", "seat_or_none")),
    "steal": (("thief", "seat"),),
}


def _write(how: str, value):
    if how == "nodes":
        return [NAMES[n] for n in value]
    if how == "queue":
        return None if value is None else list(value)
    if how == "rollway":
        return ROLLWAYS[value].id
    if how == "seat_or_none":
        return None if value == -1 else value
    return value


def state_data(state: FireballIslandState) -> dict:
    return {
        "seed": state.seed, "rng": rng_json(state.rng),
        "players": [{"at": NAMES[state.at[p]], "down": state.down[p],
                     "charm": CHARM_STATES[state.charms[p]], "hand": list(state.hands[p]),
                     "last_path": [NAMES[n] for n in state.last_path[p]]}
                    for p in range(state.game.players)],
        "jewel": {"captured": state.captured, "owner": state.owner,
                  "at": None if state.jewel_at is None else NAMES[state.jewel_at]},
        "deck": list(state.deck), "discard": list(state.discard),
        "active": state.active, "extra": state.extra, "doubles": state.doubles, "turn": state.turn,
        "winner": state.winner, "agenda": agenda_json(state.agenda, TASKS, _write),
    }


def _read(how: str, value, path: str, players: int):
    if how in ("seat", "seat_or_none"):
        if value is None and how == "seat_or_none":
            return -1
        return check_int(value, path, 0, players - 1)
    if how == "die":
        return check_int(value, path, 1, 6)
    if how == "count":
        return check_int(value, path, 0, LIMIT)
    if how == "bool":
        if not isinstance(value, bool):
            raise SaveFormatError(f"{path} must be true or false.")
        return value
    if how == "nodes":
        if not isinstance(value, list):
            raise SaveFormatError(f"{path} must be a list of place names.")
        return tuple(_node(v, f"{path}[{i}]") for i, v in enumerate(value))
    if how == "queue":
        if value is None:
            return None
        if not isinstance(value, list):
            raise SaveFormatError(f"{path} must be a list of seats or null.")
        return tuple(check_int(v, f"{path}[{i}]", 0, players - 1) for i, v in enumerate(value))
    choices = {"window": WINDOWS, "purpose": PURPOSES, "source": SOURCES, "card": CARD_KINDS,
               "rollway": ROLLWAY_INDEX}[how]
    if value not in choices:
        raise SaveFormatError(f"{path} must be one of {sorted(choices)}.")
    return ROLLWAY_INDEX[value] if how == "rollway" else value


def _node(value, path: str) -> int:
    if value not in INDEX:
        raise SaveFormatError(f"{path} must name a place on the island, such as 'start' or 'cave3'.")
    return INDEX[value]


def _cards(value, path: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(card in CARD_KINDS for card in value):
        raise SaveFormatError(f"{path} must be a list of card kinds from {list(CARD_KINDS)}.")
    return tuple(value)


def state_from_data(game, data: dict) -> FireballIslandState:
    f = Fields(data, "data")
    f.only("seed", "rng", "players", "jewel", "deck", "discard", "active", "extra", "doubles", "turn",
           "winner", "agenda", "log")
    seed = f.seed("seed")
    n = game.players
    players = [Fields(p, f"data.players[{i}]") for i, p in enumerate(f.list("players", n))]
    for p in players:
        p.only("at", "down", "charm", "hand", "last_path")
    jewel = f.obj("jewel")
    jewel.only("captured", "owner", "at")
    log = f.strings("log")
    jewel_at = jewel.data["at"]
    agenda = read_agenda(f.list("agenda"), "data.agenda", TASKS,
                         lambda how, value, path: _read(how, value, path, n))
    _check_agenda(agenda)
    state = FireballIslandState.create(
        game, GameLog.of(log), seed=seed, rng=f.rng("rng"),
        at=tuple(_node(p.data["at"], f"data.players[{i}].at") for i, p in enumerate(players)),
        down=tuple(p.bool("down") for p in players),
        charms=tuple(CHARM_STATES.index(p.str("charm", CHARM_STATES)) for p in players),
        hands=tuple(tuple(sorted(_cards(p.data["hand"], f"data.players[{i}].hand")))
                    for i, p in enumerate(players)),
        last_path=tuple(_read("nodes", p.data["last_path"], f"data.players[{i}].last_path", n)
                        for i, p in enumerate(players)),
        captured=jewel.bool("captured"), owner=jewel.optional_int("owner", 0, n - 1),
        jewel_at=None if jewel_at is None else _node(jewel_at, "data.jewel.at"),
        deck=_cards(f.data["deck"], "data.deck"), discard=_cards(f.data["discard"], "data.discard"),
        active=f.int("active", 0, n - 1), extra=f.int("extra", 0, LIMIT), doubles=f.int("doubles", 0, 8),
        turn=f.int("turn", 0, LIMIT), winner=f.optional_int("winner", 0, n - 1),
        agenda=agenda)
    _check_consistency(state)
    return state


#: the task each kind of response window is about, found under it
WINDOW_SUBJECT = {"rolled": "rolled", "fireball": "fire", "steal": "steal", "card": "effect", "start": "main"}


def _check_agenda(agenda: tuple) -> None:
    """Each window sits on the task it is about, and a decision waits on top."""
    for i, task in enumerate(agenda):
        if task[0] != "window" or task[1] not in WINDOW_SUBJECT:
            continue
        below = next((t for t in reversed(agenda[:i]) if t[0] != "window"), ("",))
        if below[0] != WINDOW_SUBJECT[task[1]]:
            raise SaveFormatError(f"The saved game is inconsistent: data.agenda[{i}], a {task[1]!r} "
                                  f"window, must lie on a {WINDOW_SUBJECT[task[1]]!r} task.")
    if agenda and agenda[-1][0] == "window" and not agenda[-1][2]:
        raise SaveFormatError("The saved game is inconsistent: the response window on top of data.agenda "
                              "must name the seats still to ask.")
    if agenda and agenda[-1][0] not in DECISIONS:
        raise SaveFormatError("The saved game is inconsistent: the last task of data.agenda must be "
                              "a decision (a window, the roll, a step or a fireball to aim).")


def _check_consistency(state: FireballIslandState) -> None:
    """Refuse states no game could reach: lost or doubled cards, two jewels, crowded spaces."""
    def fail(why: str):
        raise SaveFormatError(f"The saved game is inconsistent: {why}.")

    cards = Counter(state.deck) + Counter(state.discard) + sum((Counter(h) for h in state.hands), Counter())
    if cards != Counter(DECK):
        fail("each of the 48 cards must be exactly once in a hand, the deck or the discard pile")
    if any(len(hand) > HAND_LIMIT for hand in state.hands):
        fail(f"no hand holds more than {HAND_LIMIT} cards")
    if not state.captured and (state.owner is not None or state.jewel_at is not None):
        fail("the jewel stays beside the idol until it is captured")
    if state.captured and (state.owner is None) == (state.jewel_at is None):
        fail("a captured jewel is either owned or lying on one space")
    if state.jewel_at is not None and KIND[state.jewel_at] not in ("trail", "bridge"):
        fail("the jewel can only lie on a Rock Chip space or a bridge")
    moving = {task[1] for task in state.agenda if task[0] == "move"}  # may pass over another piece
    alone = [node for p, node in enumerate(state.at) if KIND[node] not in SHARED_KINDS and p not in moving]
    if len(set(alone)) != len(alone):
        fail("two pieces share a space, bridge or cave that holds one")
    if any(down and KIND[node] != PIT for down, node in zip(state.down, state.at, strict=True)):
        fail("only a piece in a smolder pit lies on its side")
    if (state.winner is None) == (not state.agenda):
        fail("a game in progress has an agenda and a finished one has none")
    if state.winner is not None and state.owner != state.winner:
        fail("the winner reached the Dock with the jewel")
