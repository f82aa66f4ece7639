"""Nanga Parbat's saved-game data: readable JSON, checked thoroughly on load.

The data names things (``"2.4": "yak"``, ``"hiker-0"``) rather than storing
internal numbers, so a saved game can be read by a person. Loading checks
every field's type and range and that every component is accounted for
(36 animals, 15 hikers, 12 camps, 5 cubes per player) before building the
state.
"""
from __future__ import annotations

from ...core.errors import SaveFormatError
from ...core.log import GameLog
from ...core.saves import Fields, check_int, rng_json
from .board import SECTION_INDEX, SECTIONS
from .codes import CAMP, HIKER, PENDING, PHASES
from .components import (
    ANIMALS,
    ANIMALS_PER_KIND,
    CAMPS,
    CHART_NEEDS,
    CHART_ROWS,
    CUBES,
    HIKERS,
    REGIONS,
)
from .rules import NangaParbatState

SPOTS = tuple(f"{row}-{column}" for row in CHART_ROWS for column in range(1, len(CHART_NEEDS) + 1))


CODES = {**{kind: code for code, kind in enumerate(ANIMALS)},
         **{f"hiker-{p}": HIKER + p for p in (0, 1)}, **{f"camp-{p}": CAMP + p for p in (0, 1)}}
CODE_NAMES = {code: name for name, code in CODES.items()}


def _pick_json(what: str, pick):
    if what in ("different", "same"):
        return {"animal": ANIMALS[pick[0]], "used": pick[1]}
    return pick if what == "yak" else SECTIONS[pick]


def state_data(state: NangaParbatState) -> dict:
    pending = None
    if state.pending is not None:
        what, column, picks, back = state.pending
        pending = {"what": what, "column": column, "back": back,
                   "picks": [_pick_json(what, p) for p in picks]}
    return {
        "seed": state.seed, "rng": rng_json(state.rng), "turn": state.turn, "first": state.first,
        "to_move": state.to_move, "phase": state.phase, "guide": state.guide,
        "mountain": {sid: CODE_NAMES[code] for sid, code in zip(SECTIONS, state.mountain, strict=True)},
        "pending": pending,
        "players": [{"score": state.scores[p], "hikers": state.hikers[p], "camps": state.camps[p],
                     "cubes": state.cubes[p],
                     "ready": dict(zip(ANIMALS, state.ready[p], strict=True)),
                     "used": dict(zip(ANIMALS, state.used[p], strict=True))} for p in (0, 1)],
        "chart": dict(zip(SPOTS, state.chart, strict=True)),
        "claimed": state.claimed, "traded": dict(zip(ANIMALS, state.traded, strict=True)),
        "ending": state.ending,
    }


def _kind_counts(fields: Fields, key: str) -> tuple[int, ...]:
    counts = fields.obj(key)
    counts.only(*ANIMALS)
    return tuple(counts.int(kind, 0, ANIMALS_PER_KIND) for kind in ANIMALS)


def _read_pick(what: str, value, path: str):
    if what in ("different", "same"):
        pick = Fields(value, path)
        pick.only("animal", "used")
        return (ANIMALS.index(pick.str("animal", ANIMALS)), pick.bool("used"))
    if what == "yak":
        return check_int(value, path, 1, REGIONS)
    if value not in SECTION_INDEX:
        raise SaveFormatError(f"{path} must be a section id such as '2.4'.")
    return SECTION_INDEX[value]


def state_from_data(game, data: dict) -> NangaParbatState:
    f = Fields(data, "data")
    f.only("seed", "rng", "turn", "first", "to_move", "phase", "guide", "mountain", "pending",
           "players", "chart", "claimed", "traded", "ending", "log")
    seed = f.seed("seed")
    phase = f.str("phase", PHASES)
    mountain_f = f.obj("mountain")
    mountain_f.only(*SECTIONS)
    mountain = tuple(CODES[mountain_f.str(sid, CODES)] for sid in SECTIONS)
    players = f.list("players", 2)
    per_player = [Fields(p, f"data.players[{i}]") for i, p in enumerate(players)]
    for p in per_player:
        p.only("score", "hikers", "camps", "cubes", "ready", "used")
    pending = None
    if f.data["pending"] is not None:
        pf = f.obj("pending")
        pf.only("what", "column", "back", "picks")
        what = pf.str("what", PENDING)
        column = pf.int("column", 1, len(CHART_NEEDS)) if what in CHART_ROWS else None
        if what not in CHART_ROWS and pf.data["column"] is not None:
            raise SaveFormatError("data.pending.column must be null for an activation.")
        picks = tuple(_read_pick(what, v, f"data.pending.picks[{i}]")
                      for i, v in enumerate(pf.list("picks")))
        pending = (what, column, picks, pf.str("back", ("trap", "act")))
    chart_f = f.obj("chart")
    chart_f.only(*SPOTS)
    chart = tuple(chart_f.optional_int(spot, 0, 1) for spot in SPOTS)
    log = f.strings("log")
    ending = f.optional_str("ending")

    state = NangaParbatState.create(
        game, GameLog.of(log),
        seed=seed, rng=f.rng("rng"), turn=f.int("turn", 0, 10_000),
        first=f.int("first", 0, 1), to_move=f.optional_int("to_move", 0, 1), phase=phase,
        guide=f.int("guide", 0, REGIONS), mountain=mountain, pending=pending,
        ready=tuple(_kind_counts(p, "ready") for p in per_player),
        used=tuple(_kind_counts(p, "used") for p in per_player),
        hikers=tuple(p.int("hikers", 0, HIKERS) for p in per_player),
        camps=tuple(p.int("camps", 0, CAMPS) for p in per_player),
        cubes=tuple(p.int("cubes", 0, CUBES) for p in per_player),
        chart=chart, scores=tuple(p.int("score", 0, 10_000) for p in per_player),
        claimed=f.bool("claimed"), traded=_kind_counts(f, "traded"), ending=ending)
    _check_consistency(state)
    return state


def _check_consistency(state: NangaParbatState) -> None:
    """Refuse states no game could reach: lost or duplicated pieces, impossible phases."""
    def fail(why: str):
        raise SaveFormatError(f"The saved game is inconsistent: {why}.")

    for k, kind in enumerate(ANIMALS):
        total = (state.mountain.count(k) + state.traded[k]
                 + sum(state.ready[p][k] + state.used[p][k] for p in (0, 1)))
        if total != ANIMALS_PER_KIND:
            fail(f"there are {total} {kind} animals instead of {ANIMALS_PER_KIND}")
    for p in (0, 1):
        hikers, camps = state.mountain.count(HIKER + p), state.mountain.count(CAMP + p)
        if hikers + camps + state.hikers[p] != HIKERS:
            fail(f"player {p}'s hikers do not add up to {HIKERS}")
        if camps + state.camps[p] != CAMPS:
            fail(f"player {p}'s camps do not add up to {CAMPS}")
        if state.chart.count(p) + state.cubes[p] != CUBES:
            fail(f"player {p}'s cubes do not add up to {CUBES}")
    if (state.phase == "over") != (state.to_move is None):
        fail("only a finished game has nobody to move")
    if (state.phase == "over") != (state.ending is not None):
        fail("only a finished game has an ending")
    if (state.phase == "guide") != (state.guide == 0):
        fail("the guide is off the board exactly until it is placed")
    if (state.phase == "pick") != (state.pending is not None):
        fail("a choice is pending exactly in the 'pick' phase")
