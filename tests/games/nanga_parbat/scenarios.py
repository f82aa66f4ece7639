"""Stacking the deck for Nanga Parbat tests, through the public save format.

A scenario starts from a real ``new_game`` save, puts the pieces where the
test says (a layout of the mountain, the animal boards, scores, chart), lets
the bookkeeping follow from that (hikers, camps and cubes left; animals out
of the game), seals it like a save and loads it with
``game.state_from_json``, which checks it is a state the rules could reach.
Then the test plays real actions with ``apply``.
"""
from __future__ import annotations

import boardwidgets as bw
from boardwidgets.core.saves import STATE_FORMAT, seal

LETTERS = {"S": "snow_leopard", "T": "tahr", "M": "musk_deer", "Y": "yak", "B": "bharal",
           "R": "red_panda"}
TOKENS = {**LETTERS, "h0": "hiker-0", "h1": "hiker-1", "c0": "camp-0", "c1": "camp-1"}
#: four regions with one animal of each kind and two regions of hikers, so that
#: two of each kind can be on the animal boards or out of the game
DEFAULT_LAYOUT = """
S T M Y B R
T M Y B R S
M Y B R S T
h0 h1 h0 h1 h0 h1
h1 h0 h1 h0 h1 h0
B R S T M Y
"""
#: Orange's hikers in 1.1 and 1.3 beside Green's in 1.2; Green's camp in 1.5
NEIGHBOURS = """
    h0 h1 h0 Y c1 R
    T M Y B R S
    M Y B R S T
    h1 B R S T M
    T M Y B R S
    B R S T M Y"""
#: the standard game, for tests that start from its setup
GAME = bw.load_game("nanga_parbat")


def layout(text: str) -> dict[str, str]:
    """Parse six lines of six tokens (S T M Y B R for animals, h0/h1 hikers, c0/c1 camps)."""
    rows = [line.split() for line in text.strip().splitlines()]
    assert len(rows) == 6 and all(len(r) == 6 for r in rows), "six regions of six sections"
    return {f"{r}.{s}": TOKENS[tok] for r, row in enumerate(rows, 1) for s, tok in enumerate(row, 1)}


def mountain_of(state) -> dict:
    """What stands on each section, as the save writes it."""
    return state.to_json()["data"]["mountain"]


def board(text: str) -> tuple[dict, dict]:
    """An animal board from letters; a star marks an already activated animal: "Y Y* B"."""
    ready = {kind: 0 for kind in LETTERS.values()}
    used = dict(ready)
    for token in text.split():
        (used if token.endswith("*") else ready)[LETTERS[token[0]]] += 1
    return ready, used


def scenario(mountain: str = DEFAULT_LAYOUT, *, guide: int = 1, to_move: int = 0,
             phase: str = "trap", boards: tuple[str, str] = ("", ""), scores=(0, 0),
             chart: dict[str, int] | None = None, claimed: bool = False,
             variant: str = "standard", turn: int = 9, seed: int = 1):
    game = bw.load_game("nanga_parbat", variant=variant)
    data = game.new_game(seed=seed).to_json()["data"]
    data["mountain"] = layout(mountain)
    chart = chart or {}
    data["chart"] = {spot: chart.get(spot) for spot in data["chart"]}
    codes = list(data["mountain"].values())
    for p in (0, 1):
        ready, used = board(boards[p])
        on_board = codes.count(f"hiker-{p}") + codes.count(f"camp-{p}")
        data["players"][p] = {
            "score": scores[p], "ready": ready, "used": used,
            "hikers": 15 - on_board, "camps": 12 - codes.count(f"camp-{p}"),
            "cubes": 5 - list(data["chart"].values()).count(p)}
    for kind in LETTERS.values():
        held = sum(data["players"][p][k][kind] for p in (0, 1) for k in ("ready", "used"))
        data["traded"][kind] = 6 - codes.count(kind) - held
    data.update(guide=guide, to_move=to_move, phase=phase, claimed=claimed, turn=turn,
                pending=None, first=0)
    return game.state_from_json(seal(STATE_FORMAT, game, data))


def play(state, *actions):
    """Apply actions given as JSON dicts or as compact strings such as "trap 2.4",
    "claim same 3", "activate yak", "pick 2.4", "pick yak", "pick yak*", "region 3", "end"."""
    for action in actions:
        state = state.apply(act(action))
    return state


def act(text) -> dict:
    if isinstance(text, dict):
        return text
    word, *args = text.split()
    if word == "trap":
        return {"kind": "trap", "section": args[0]}
    if word == "claim":
        return {"kind": "claim", "row": args[0], "column": int(args[1])}
    if word == "activate":
        return {"kind": "activate", "animal": args[0]}
    if word == "pick" and "." in args[0]:
        return {"kind": "pick_section", "section": args[0]}
    if word == "pick":
        return {"kind": "pick_animal", "animal": args[0].rstrip("*"), "used": args[0].endswith("*")}
    if word == "region":
        return {"kind": "pick_region", "region": int(args[0])}
    if word == "relocate":
        return {"kind": "relocate_guide", "region": int(args[0])}
    if word == "guide":
        return {"kind": "place_guide", "region": int(args[0])}
    if word == "end":
        return {"kind": "end_turn"}
    raise ValueError(text)


def legal(state) -> list[dict]:
    return [a.to_json() for a in state.legal_actions()]
