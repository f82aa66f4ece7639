"""What a pupil reads, gathered from played games, and the engine words that must not be in it.

Shared by tests/test_pupil_words.py (every text of the views, the log, the
computer's reasons and the refusals) and the browser test of the boards
(tests/test_projector.py, which reads the same texts off the page, aria-labels
included).

An *internal id* is the id of a place on the board (a space of the view) that
a person would not say: one with a digit or a separator in it ("vp11", "2.4",
"R08/L", "0,-1"). Ids that are plain words ("beach", "village") are words a
pupil may read. Coordinates ("-3,1"), compass bearings in degrees and the
evaluation numbers of the computer ("+0.4 points") are engine words too, and
the computer's reason for a move (after the move's own words) has no number at
all: numbers go in its detail (``agent.last_detail``), shown apart in the log.
"""
from __future__ import annotations

import re
from collections.abc import Iterator

import boardwidgets as bw
from tests.scenes import GAMES

#: one played game per configuration, for every registered game: as a class plays it (three
#: players where the game allows), and a configuration with other words where a game has one
#: (Bear Valley's basic game, Maple Valley's solo game)
MORE = {"bear_valley": [{"players": 2, "variant": "basic"}], "maple_valley": [{"players": 1}]}
CONFIGS = {name: [config, *MORE.get(name, [])] for name, config in GAMES.items()}
#: the positions looked at in each game (long games are cut: their texts repeat)
MAX_MOVES = 400
#: a coordinate pair, a bearing in degrees, a signed decimal (an evaluation) or a percentage
ENGINE_WORDS = re.compile(r"(?<![\w.])-?\d+\s?,\s?-?\d+(?![\w.])|\d+\s*degrees|(?<!\w)[+-]\d+\.\d|\d+%")


def is_internal(place_id: str) -> bool:
    """Whether a space id is a code rather than a word a person says."""
    return bool(re.search(r"[\d/,:.]", place_id))


def id_pattern(ids) -> re.Pattern | None:
    """A pattern that finds any of ``ids`` as a whole token (not inside a longer word or number)."""
    codes = sorted({i for i in ids if is_internal(i)}, key=len, reverse=True)
    if not codes:
        return None
    return re.compile(r"(?<![\w.,/-])(?:" + "|".join(map(re.escape, codes)) + r")(?![\w/]|[.,]\d)")


def view_texts(view: dict) -> Iterator[tuple[str, str]]:
    """(where, text) for every text of a view that a person reads."""
    yield "status", view.get("status") or ""
    yield "title", view.get("title") or ""
    for target in view["targets"]:
        yield "target", target.get("label") or ""
    for space in view["spaces"]:
        for key in ("label", "tooltip"):
            if space.get(key):
                yield f"space {key}", space[key]
    for piece in view["pieces"]:
        for key in ("label", "tooltip"):
            if piece.get(key):
                yield f"piece {key}", piece[key]
    for panel in view["panels"]:
        yield "panel title", panel.get("title") or ""
        for key in ("summary",):
            if panel.get(key):
                yield f"panel {key}", panel[key]
        for item in panel.get("items", ()):
            for key in ("label", "tooltip"):
                if item.get(key):
                    yield f"item {key}", item[key]
    for player in view["players"]:
        yield "player", player.get("name") or ""


def played_texts(name: str, config: dict, seed: int = 3) -> Iterator[tuple[str, str, set]]:
    """(where, text, place ids) along one game of medium computer players, every seat's view
    at every position, the log, the computer's reasons and the refusal of a click on each
    place where nothing is on offer (every tenth position)."""
    game = bw.load_game(name, **config)
    agents = {seat: bw.agents.Heuristic(seed=seed + seat) for seat in range(game.players)}
    match = bw.Match(game, seed=seed, agents=agents)
    ids: set[str] = set()
    for move in range(MAX_MOVES):
        state = match.state
        for viewer in {state.to_move, None}:
            view = state.view(viewer)
            ids |= {s["id"] for s in view["spaces"] if not s.get("decor")}
            for where, text in view_texts(view):
                yield where, text, ids
        if move % 10 == 0:
            offered = {t["on"] for t in state.view(state.to_move)["targets"]}
            for space in view["spaces"]:
                element = f"space:{space['id']}"
                if space.get("decor") or element in offered:
                    continue
                intent = state.action_at(element)
                refusal = state.explain(intent) if intent is not None else None
                if refusal is not None:
                    yield "refusal", refusal.reason, ids
        if state.is_over:
            break
        agent = agents[state.to_move]
        action = agent.choose(state)
        yield "move", str(action), ids
        match.act(action, agent.last_reason, agent.last_detail)
        if agent.last_reason:
            yield "reason", agent.last_reason, ids
            yield "why", agent.last_reason.removeprefix(f"{action}: "), ids
    for line in match.state.log:
        yield "log", line, ids


def engine_words(name: str, config: dict) -> list[tuple[str, str, str]]:
    """Every (where, engine word, text) found in one played game of ``name``."""
    found, seen = [], set()
    pattern, known = None, 0
    for where, text, ids in played_texts(name, config):
        if len(ids) != known:
            pattern, known = id_pattern(ids), len(ids)
        if (where, text) in seen:
            continue
        seen.add((where, text))
        words = {m.group(0) for m in [*(pattern.finditer(text) if pattern else ()),
                                      *ENGINE_WORDS.finditer(text)]}
        if where == "why":  # the computer's reason in words; its numbers go in the detail
            words |= set(re.findall(r"\d+", text))
        found.extend((where, word, text) for word in sorted(words))
    return found
