"""Maple Valley's saved-game data: readable JSON, checked thoroughly on load.

Cards are written by name, decks top first, displays furthest from the deck first.
The agenda (see ``rules.py``) is a list of tasks, bottom first, each an object naming
its task and its fields. Loading checks every field, that every card of each deck is in
exactly one place (deck, discards, display, a hand, a Pack, a card being looked at),
that each player has their own Starting Friend, that markers add up to ten, and that a
decision waits on top.
"""
from __future__ import annotations

from collections import Counter

from ...core.errors import SaveFormatError
from ...core.log import GameLog
from ...core.saves import Fields, agenda_json, check_int, read_agenda, rng_json
from .board import GROVES, LOCATIONS, SITE_COLOUR, SITES, TRAILS
from .codes import AFTER, BEFORE, CARDS_OF, DECISIONS, DECKS, DISPLAYED, RUN
from .components import (
    ALL_FRIENDS,
    CATEGORIES,
    CURIOSITIES,
    DAWDLES,
    DISPLAY,
    FAVOURS,
    FESTIVITIES,
    GOODS,
    GROVE_TOKENS,
    HOURS,
    MARKERS,
    OUTPOSTS,
    PATCHES,
    PLAYER_NAMES,
    RESOURCES,
    SITE_TILES,
    STARTING,
    SUN_TILES,
    WILD_COSTS,
    WILD_GAINS,
    deck,
    festivity_spots,
)
from .rules import MapleValleyState
from .scoring import PARTS

LIMIT = 100_000  # no count of a real game comes near this
TASKS = {
    "turn": (), "next": (), "hour": (),
    **{kind: (("player", "seat"),) for kind in ("card", "travel", "activate", "drop_patch", "market",
                                                 "effect", "give_favour", "craft", "limits", "limit")},
    "take": (("player", "seat"), ("deck", "displayed")),
    "supply": (("player", "seat"), ("category", "category")),
    "draw_keep": (("player", "seat"), ("deck", "displayed"), ("count", "count")),
    "keep": (("player", "seat"), ("deck", "displayed"), ("cards", "cards")),
    "pay": (("player", "seat"), ("wild", "wild")),
    "gain": (("player", "seat"), ("item", "wild_gain"), ("why", "text")),
    "collect": (("player", "seat"), ("items", "items"), ("why", "text")),
    "crafted": (("player", "seat"), ("card", "favour")),
    "event": (("festivity", "festivity"), ("finisher", "seat")),
    "title": (("player", "seat"), ("part", "part"), ("words", "words")),
}
GAIN_ITEMS = (*RESOURCES, "sun", "favour", *WILD_GAINS)


def _write(how: str, value):
    return list(value) if how in ("cards", "wild", "items", "words") else value


def state_data(state: MapleValleyState) -> dict:
    players = state.game.players
    turn = state.turn
    return {
        "seed": state.seed, "rng": rng_json(state.rng), "hour": state.hour,
        "sun": list(state.sun), "sun_stack": list(state.sun_stack),
        "outposts": list(state.outposts),
        "festivities": [{"name": name, "spots": list(spots)}
                        for name, spots in zip(state.festivities, state.spots, strict=True)],
        "groves": {grove: list(goods) for grove, goods in zip(GROVES, state.groves, strict=True)},
        "sites": dict(zip(SITES, state.sites, strict=True)),
        "decks": {kind: list(cards) for kind, cards in zip(DECKS, state.decks, strict=True)},
        "discards": {kind: list(cards) for kind, cards in zip(DISPLAYED, state.discards, strict=True)},
        "displays": {kind: list(cards) for kind, cards in zip(DISPLAYED, state.displays, strict=True)},
        "players": [{"at": state.at[p], "hand": list(state.hands[p]), "tired": list(state.tired[p]),
                     "preparing": list(state.preparing[p]), "bringing": list(state.bringing[p]),
                     "patches": list(state.patches[p]), "used": list(state.used[p]),
                     "pack": dict(zip(RESOURCES, state.packs[p], strict=True)),
                     "markers": state.markers[p]} for p in range(players)],
        "early": state.early, "active": state.active,
        "turn": None if turn is None else {"card": turn[0], "travel": turn[1], "phase": turn[2],
                                           "trails": list(turn[3]), "trades": list(turn[4])},
        "agenda": agenda_json(state.agenda, TASKS, _write),
        "scores": None if state.scores is None else [dict(zip((*PARTS, "total"), s, strict=True))
                                                     for s in state.scores],
        "winners": None if state.winners is None else list(state.winners),
        "title": None if state.title is None else list(state.title),
    }


def _choice(value, path: str, choices):
    if not isinstance(value, str) or value not in choices:
        raise SaveFormatError(f"{path} must be one of {sorted(choices)}.")
    return value


def _names(value, path: str, choices) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise SaveFormatError(f"{path} must be a list.")
    return tuple(_choice(v, f"{path}[{i}]", choices) for i, v in enumerate(value))


def _read(how: str, value, path: str, players: int):
    if how == "seat":
        return check_int(value, path, 0, players - 1)
    if how in ("count", "festivity", "part"):
        return check_int(value, path, 0, {"count": LIMIT, "festivity": 2, "part": 3}[how])
    if how == "displayed":
        return _choice(value, path, DISPLAYED)
    if how == "category":
        return _choice(value, path, (*CATEGORIES, "any"))
    if how == "wild_gain":
        return _choice(value, path, WILD_GAINS)
    if how == "favour":
        return _choice(value, path, FAVOURS)
    if how == "text":
        if not isinstance(value, str):
            raise SaveFormatError(f"{path} must be a string.")
        return value
    choices = {"cards": {**FAVOURS, **PATCHES}, "wild": WILD_COSTS, "items": GAIN_ITEMS,
               "words": None}[how]
    if how == "words":
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise SaveFormatError(f"{path} must be a list of words.")
        return tuple(value)
    return tuple(_names(value, path, choices))


def state_from_data(game, data: dict) -> MapleValleyState:
    f = Fields(data, "data")
    f.only("seed", "rng", "hour", "sun", "sun_stack", "outposts", "festivities", "groves", "sites", "decks",
           "discards", "displays", "players", "early", "active", "turn", "agenda", "scores", "winners",
           "title", "log")
    seed = f.seed("seed")
    n = game.players
    log = f.strings("log")
    festivities, spots = [], []
    for i, entry in enumerate(f.list("festivities")):
        e = Fields(entry, f"data.festivities[{i}]")
        e.only("name", "spots")
        name = e.str("name", FESTIVITIES)
        occupants = e.list("spots", len(festivity_spots(name, n)))
        festivities.append(name)
        spots.append(tuple(None if who is None else check_int(who, f"data.festivities[{i}].spots[]", 0, n - 1)
                           for who in occupants))
    groves = f.obj("groves")
    groves.only(*GROVES)
    sites = f.obj("sites")
    sites.only(*SITES)
    decks, discards, displays = f.obj("decks"), f.obj("discards"), f.obj("displays")
    decks.only(*DECKS)
    discards.only(*DISPLAYED)
    displays.only(*DISPLAYED)
    players = [Fields(p, f"data.players[{i}]") for i, p in enumerate(f.list("players", n))]
    packs = []
    for p in players:
        p.only("at", "hand", "tired", "preparing", "bringing", "patches", "used", "pack", "markers")
        pack = p.obj("pack")
        pack.only(*RESOURCES)
        packs.append(tuple(pack.int(r, 0, LIMIT) for r in RESOURCES))
    turn = f.data["turn"]
    if turn is not None:
        t = Fields(turn, "data.turn")
        t.only("card", "travel", "phase", "trails", "trades")
        travel = t.data["travel"]
        turn = (t.str("card", {**ALL_FRIENDS, **DAWDLES}),
                None if travel is None else _choice(travel, "data.turn.travel", ("water", "rock", "forest")),
                t.str("phase", (BEFORE, RUN, AFTER)), _names(t.data["trails"], "data.turn.trails", TRAILS),
                tuple(check_int(v, f"data.turn.trades[{k}]", 0, LIMIT)
                      for k, v in enumerate(t.list("trades"))))
    scores = f.data["scores"]
    if scores is not None:
        if not isinstance(scores, list) or len(scores) != n:
            raise SaveFormatError(f"data.scores must be null or a list of {n} score objects.")
        parsed = []
        for i, s in enumerate(scores):
            sf = Fields(s, f"data.scores[{i}]")
            sf.only(*PARTS, "total")
            parsed.append(tuple(sf.int(part, 0, LIMIT) for part in (*PARTS, "total")))
        scores = tuple(parsed)
    winners, title = f.data["winners"], f.data["title"]
    if title is not None:
        if not isinstance(title, list) or len(title) != 4 or not all(w is None or isinstance(w, str)
                                                                      for w in title):
            raise SaveFormatError("data.title must be null or a list of four words (or nulls).")
        title = tuple(title)
    agenda = read_agenda(f.list("agenda"), "data.agenda", TASKS,
                         lambda how, value, path: _read(how, value, path, n))
    card_names = {**FAVOURS, **ALL_FRIENDS, **PATCHES, **DAWDLES}
    state = MapleValleyState.create(
        game, GameLog.of(log), seed=seed, rng=f.rng("rng"), hour=f.int("hour", 1, HOURS),
        sun=_names(f.data["sun"], "data.sun", GOODS),
        sun_stack=_names(f.data["sun_stack"], "data.sun_stack", GOODS),
        outposts=_names(f.data["outposts"], "data.outposts", OUTPOSTS),
        festivities=tuple(festivities), spots=tuple(spots),
        groves=tuple(_names(groves.list(g, 2), f"data.groves.{g}", GOODS) for g in GROVES),
        sites=tuple(sites.str(trail, CURIOSITIES) for trail in SITES),
        decks=tuple(_names(decks.data.get(k), f"data.decks.{k}", CARDS_OF[k]) for k in DECKS),
        discards=tuple(_names(discards.data.get(k), f"data.discards.{k}", CARDS_OF[k]) for k in DISPLAYED),
        displays=tuple(_names(displays.data.get(k), f"data.displays.{k}", CARDS_OF[k]) for k in DISPLAYED),
        at=tuple(p.str("at", LOCATIONS) for p in players),
        hands=tuple(tuple(sorted(_names(p.data["hand"], f"data.players[{i}].hand", card_names)))
                    for i, p in enumerate(players)),
        tired=tuple(_names(p.data["tired"], f"data.players[{i}].tired", ALL_FRIENDS)
                    for i, p in enumerate(players)),
        preparing=tuple(_names(p.data["preparing"], f"data.players[{i}].preparing", FAVOURS)
                        for i, p in enumerate(players)),
        bringing=tuple(_names(p.data["bringing"], f"data.players[{i}].bringing", FAVOURS)
                       for i, p in enumerate(players)),
        patches=tuple(_names(p.data["patches"], f"data.players[{i}].patches", PATCHES)
                      for i, p in enumerate(players)),
        used=tuple(_names(p.data["used"], f"data.players[{i}].used", PATCHES) for i, p in enumerate(players)),
        packs=tuple(packs), markers=tuple(p.int("markers", 0, MARKERS) for p in players),
        early=f.int("early", 0, n - 1), active=f.int("active", 0, n - 1), turn=turn, agenda=agenda,
        scores=scores,
        winners=None if winners is None else tuple(check_int(w, "data.winners[]", 0, n - 1) for w in winners),
        title=title)
    _check_consistency(state)
    return state


# -- consistency ---------------------------------------------------------------------------------
def _check_consistency(state: MapleValleyState) -> None:
    """Refuse states no game could reach: lost or doubled cards, tokens or markers, a
    Festivity or Outpost twice, a display with a card twice, an agenda without a decision."""
    def fail(why: str):
        raise SaveFormatError(f"The saved game is inconsistent: {why}.")

    n = state.game.players
    solo = n == 1
    if Counter(state.sun + state.sun_stack) != Counter(SUN_TILES) or len(state.sun) != state.hour:
        fail("the Sun tiles are each once on the track or in the stack, one on the track per hour")
    if len(state.outposts) != 2 or len(set(state.outposts)) != 2:
        fail("two different Outposts are in play")
    if len(state.festivities) != (0 if solo else 3) or len(set(state.festivities)) != len(state.festivities):
        fail("three different Festivities are in play (none in a solo game)")
    if any(a == b for a, b in state.groves) or Counter(g for pair in state.groves for g in pair) - Counter(
            good for _, good in GROVE_TOKENS):
        fail("each Grove shows two different Goods from the Grove tokens")
    for colour in ("black", "white"):
        laid = Counter(c for trail, c in zip(SITES, state.sites, strict=True) if SITE_COLOUR[trail] == colour)
        if laid != Counter(c for back, c in SITE_TILES if back == colour):
            fail(f"the {colour} Curiosity sites show one Bug, one Flower and one Pebble")
    if any(len(d) > DISPLAY or len(set(d)) != len(d) for d in state.displays):
        fail("a display holds at most four different cards")
    _check_cards(state, fail)
    for p in range(n):
        placed = sum(spots.count(p) for spots in state.spots)
        if not solo and state.markers[p] + placed != MARKERS:
            fail(f"player {p}'s markers add up to {MARKERS}")
        if any(patch not in state.patches[p] or state.uses_left(p, patch) < 0 for patch in state.used[p]):
            fail(f"player {p} uses only their own Patches, within their uses per hour")
        if len(state.patches[p]) > 5:
            fail(f"player {p} holds at most five Patches (a fifth only while choosing one to discard)")
    if (state.winners is None) != bool(state.agenda):
        fail("a game in progress has an agenda, and a finished one has none")
    if state.agenda and state.agenda[-1][0] not in DECISIONS:
        fail("the last task of data.agenda must be a decision")
    titling = any(task[0] == "title" for task in state.agenda)
    if (state.scores is not None) != (state.winners is not None or titling):
        fail("the final scores are there exactly once the game has been scored")


def _check_cards(state: MapleValleyState, fail) -> None:
    """Every copy of every card is in exactly one place, and each player has their own
    Starting Friend and no one else's."""
    solo = state.game.players == 1
    seen = {kind: Counter() for kind in DECKS}
    for kind, cards in zip(DECKS, state.decks, strict=True):
        seen[kind].update(cards)
    for kind, cards in zip(DISPLAYED, state.discards, strict=True):
        seen[kind].update(cards)
    for kind, cards in zip(DISPLAYED, state.displays, strict=True):
        seen[kind].update(cards)
    for p in range(state.game.players):
        owned = state.hands[p] + state.tired[p]
        starting = [card for card in owned if card in STARTING]
        if starting != [PLAYER_NAMES[p]]:
            fail(f"player {p} has their own Starting Friend, the {PLAYER_NAMES[p]}, once")
        seen["friend"].update(card for card in owned if card not in STARTING and card in ALL_FRIENDS)
        seen["dawdle"].update(card for card in state.hands[p] if card in DAWDLES)
        if any(card in DAWDLES for card in state.tired[p]):
            fail("Dawdles go back to their deck, never among the Tired Friends")
        seen["favour"].update(state.preparing[p] + state.bringing[p])
        seen["patch"].update(state.patches[p])
    for task in state.agenda:
        if task[0] == "keep":
            seen[task[2]].update(task[3])
    for kind in DECKS:
        if seen[kind] != Counter(deck(CARDS_OF[kind], solo)):
            fail(f"every {kind} card of the game is in exactly one place")
