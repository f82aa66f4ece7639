"""The view: the JSON document every renderer draws (schema version 2).

A game draws the board part of it (the function it names ``Game.draw``); ``State.view``
adds what is the same for every game: which elements the latest move changed
(``recent``), where that move's log lines start (``recent_log``), the
"computer is thinking" line (``waiting``) and each seat's role. The board
widget (SVG), the static SVG picture and the plotly figure read nothing else.
``view_problems`` checks a view against the schema documented in
docs/view_schema.md, so each game's tests hold its view to the same rules the
renderers rely on.
"""
from __future__ import annotations

import json
import re

from .errors import GameConfigError

VIEW_SCHEMA = 2
SHAPES = {"rect", "circle", "diamond", "hex", "triangle", "polygon", "text"}
PIECE_SHAPES = {"circle", "square", "triangle", "diamond", "star", "hex"}
ROLES = {"you", "computer", "person"}
REQUIRED = ("schema", "game", "title", "viewbox", "spaces", "links", "pieces", "panels",
            "targets", "players", "status", "log", "over", "error", "recent", "recent_log",
            "waiting")


# -- what the latest move changed ---------------------------------------------------------
def element_signatures(view: dict) -> dict[str, tuple]:
    """Each clickable element of ``view`` (``space:ID``, ``piece:ID``, ``item:ID``) with the
    parts of it that a person sees change.

    A space's fill is left out on purpose: games tint whole areas (Nanga Parbat
    lights up the guide's region), and marking every tinted section as "changed"
    would bury the move itself. A ``quiet`` space is left out altogether: it comes
    and goes with the moves on offer (Bear Valley's "?" hexes), not with the game.
    A piece's signature starts with the space it stands on, which
    ``changed_elements`` uses to mark where a piece came from.
    """
    signatures = {}
    for space in view["spaces"]:
        if not space.get("decor") and not space.get("quiet"):
            signatures[f"space:{space['id']}"] = (space.get("shape"), space.get("label"),
                                                  space.get("icon"))
    for piece in view["pieces"]:
        signatures[f"piece:{piece['id']}"] = (piece.get("at"), piece.get("kind"), piece.get("shape"),
                                              piece.get("color"), piece.get("label"),
                                              piece.get("icon"), piece.get("dx"), piece.get("dy"))
    for panel in view["panels"]:
        for item in panel.get("items", ()):
            signatures[f"item:{item['id']}"] = (item.get("label"), item.get("count"),
                                                item.get("muted"), item.get("color"),
                                                item.get("icon"))
    return signatures


def changed_elements(before: dict[str, tuple], after: dict[str, tuple]) -> list[str]:
    """The elements of ``after`` that differ from ``before`` (both from ``element_signatures``).

    A piece that appeared, changed or moved is listed with the space it stands
    on; a piece that moved or disappeared also marks the space it left, so the
    board shows where something came from as well as where it went.

    >>> before = {"space:a": ("rect", "1", None), "space:b": ("rect", "2", None),
    ...           "piece:p": ("a", "hiker", "square", "red", "", None, None, None)}
    >>> after = {**before, "piece:p": ("b",) + before["piece:p"][1:]}
    >>> changed_elements(before, after)
    ['piece:p', 'space:b', 'space:a']
    """
    changed: dict[str, None] = {}  # an ordered set

    def mark_space(at) -> None:
        if f"space:{at}" in after:
            changed[f"space:{at}"] = None

    for element, signature in after.items():
        old = before.get(element)
        if old == signature:
            continue
        changed[element] = None
        if element.startswith("piece:"):
            mark_space(signature[0])
            if old is not None:
                mark_space(old[0])
    for element, old in before.items():
        if element.startswith("piece:") and element not in after:
            mark_space(old[0])
    return list(changed)


# -- checking a view ------------------------------------------------------------------------
def view_problems(view: dict, known_icons=None) -> list[str]:
    """Everything in ``view`` that breaks the schema; an empty list means it is valid.

    ``known_icons`` (a set of names, such as ``set(boardwidgets.icons.icon_names())``)
    also checks that every icon the view names exists.
    """
    problems = [f"missing key {key!r}" for key in REQUIRED if key not in view]
    if problems:
        return problems
    if view["schema"] != VIEW_SCHEMA:
        problems.append(f"schema is {view['schema']!r}, expected {VIEW_SCHEMA}")
    try:
        json.dumps(view, allow_nan=False)
    except (TypeError, ValueError) as exc:
        problems.append(f"not JSON-safe: {exc}")
    spaces = {}
    for space in view["spaces"]:
        if space.get("id") in spaces:
            problems.append(f"duplicate space id {space.get('id')!r}")
        spaces[space.get("id")] = space
        shape = space.get("shape")
        if shape not in SHAPES:
            problems.append(f"space {space.get('id')!r} has unknown shape {shape!r}")
        elif shape == "polygon" and len(space.get("points", ())) < 3:
            problems.append(f"polygon {space['id']!r} needs at least 3 points")
        elif shape != "polygon" and not (isinstance(space.get("x"), (int, float))
                                         and isinstance(space.get("y"), (int, float))):
            problems.append(f"space {space['id']!r} needs numeric x and y")
    for link in view["links"]:
        for end in ("source", "target"):
            if link.get(end) not in spaces:
                problems.append(f"link {link.get('id')!r} has unknown {end} {link.get(end)!r}")
    pieces = set()
    for piece in view["pieces"]:
        if piece.get("id") in pieces:
            problems.append(f"duplicate piece id {piece.get('id')!r}")
        pieces.add(piece.get("id"))
        if piece.get("at") not in spaces:
            problems.append(f"piece {piece.get('id')!r} stands on unknown space {piece.get('at')!r}")
        if piece.get("shape") not in PIECE_SHAPES:
            problems.append(f"piece {piece.get('id')!r} has unknown shape {piece.get('shape')!r}")
    items_list = [item for panel in view["panels"] for item in panel.get("items", ())]
    for thing in [*view["spaces"], *view["pieces"], *items_list]:
        if known_icons is not None and thing.get("icon") is not None and thing["icon"] not in known_icons:
            problems.append(f"{thing.get('id')!r} names the icon {thing['icon']!r}, which does "
                            "not exist")
    items = {item.get("id") for item in items_list}
    clickable = {sid for sid, space in spaces.items() if not space.get("decor")}
    elements = ({f"space:{s}" for s in clickable} | {f"piece:{p}" for p in pieces}
                | {f"item:{i}" for i in items})
    clicked = elements | {"button"}
    target_ids = set()
    for target in view["targets"]:
        if target.get("id") in target_ids:
            problems.append(f"duplicate target id {target.get('id')!r}")
        target_ids.add(target.get("id"))
        if target.get("on") not in clicked:
            problems.append(f"target {target.get('id')!r} is on unknown element {target.get('on')!r}")
        if not isinstance(target.get("action"), dict) or not target.get("label"):
            problems.append(f"target {target.get('id')!r} needs an action and a label")
    for element in view["recent"]:
        if element not in elements:
            problems.append(f"recent names {element!r}, which is not an element of the view")
    log_from = view.get("log_from", 0)
    if isinstance(log_from, bool) or not isinstance(log_from, int) or log_from < 0:
        problems.append("log_from must be a line number, 0 or more")
        log_from = 0
    log_length = log_from + len(view["log"])
    if not isinstance(view["recent_log"], int) or not 0 <= view["recent_log"] <= log_length:
        problems.append("recent_log must be a line index from 0 to the length of the log")
    if view["waiting"] is not None and not isinstance(view["waiting"], str):
        problems.append("waiting must be a sentence or null")
    problems += _layout_problems(view)
    for player in view["players"]:
        if player.get("role") not in ROLES:
            problems.append(f"player {player.get('index')!r} has role {player.get('role')!r}, "
                            f"expected one of {sorted(ROLES)}")
    return problems


HEX_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def _layout_problems(view: dict) -> list[str]:
    """The optional keys that tell a renderer how to lay the board out for a class: the dark
    palette, the owners of panels and pieces, folded panels' summaries, the panels' place."""
    problems = []
    dark = view.get("dark", {})
    if not isinstance(dark, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and HEX_COLOUR.fullmatch(v) for k, v in dark.items()):
        problems.append("dark must map colours to '#rrggbb' colours")
    seats = range(len(view["players"]))
    for thing in [*view["pieces"], *view["panels"]]:
        owner = thing.get("owner")
        if owner is not None and (isinstance(owner, bool) or owner not in seats):
            problems.append(f"{thing.get('id')!r} has owner {owner!r}, which is not a seat")
    for panel in view["panels"]:
        for key in ("summary", "open"):
            kind = str if key == "summary" else bool
            if key in panel and not isinstance(panel[key], kind):
                problems.append(f"panel {panel.get('id')!r}: {key} must be a {kind.__name__}")
    if view.get("layout") not in (None, "side", "below"):
        problems.append("layout must be 'side' or 'below' (or missing)")
    return problems


# -- what every game's board part holds alike ---------------------------------------------
def check_viewer(game, viewer) -> None:
    """Refuse (GameConfigError) a ``viewer`` that is neither None (an onlooker, or everyone at
    one screen) nor a seat of ``game``: a view for no seat would hide the wrong things."""
    players = game.players
    if viewer is not None and (isinstance(viewer, bool) or viewer not in range(players)):
        raise GameConfigError(f"viewer must be None or a seat from 0 to {players - 1}, not {viewer!r}.")


def view_targets(state, element_of, viewer: int | None = None) -> list[dict]:
    """The view's ``targets``: one per legal action, in the order of ``legal_actions`` and
    numbered ``t0``, ``t1``..., on the element ``element_of(action)`` names. Given a
    ``viewer`` other than the player who decides, none. In a game with secret hands
    (``Game.secret_hands``) the public view (``viewer`` None, an onlooker's) offers none
    either: a move on offer may tell what a hand holds ("play Talisman"). A game without
    secret hands offers the moves in its public view too.

    >>> import boardwidgets as bw
    >>> state = bw.load_game("nanga_parbat").new_game(seed=7)
    >>> state.to_move, view_targets(state, lambda action: "button")[0]  # doctest: +NORMALIZE_WHITESPACE
    (0, {'id': 't0', 'on': 'button', 'label': 'place the guide on region 1',
         'action': {'kind': 'place_guide', 'region': 1}})
    >>> view_targets(state, lambda action: "button", viewer=1)
    []
    >>> hands = bw.load_game("fireball_island", players=2).new_game(seed=7)
    >>> view_targets(hands, lambda action: "button") == []
    True
    >>> len(view_targets(hands, lambda action: "button", viewer=hands.to_move)) > 0
    True
    """
    if viewer is None:
        if state.game.secret_hands:
            return []
    elif viewer != state.to_move:
        return []
    return [{"id": f"t{n}", "on": element_of(action), "label": str(action), "action": action.to_json()}
            for n, action in enumerate(state.legal_actions())]


def player_chips(state, scores=None, name=None, color=None) -> list[dict]:
    """The view's ``players``: each seat's name and colour (``name(seat)`` and ``color(seat)``,
    by default the game's), whether it decides now, and its score where ``scores`` gives one
    per seat (a race, or a game whose scores are secret until the end, gives none)."""
    game = state.game
    name = name or game.player_name
    color = color or (lambda seat: game.player_colors[seat])
    chips = [{"index": p, "name": name(p), "color": color(p), "to_move": state.to_move == p}
             for p in range(game.players)]
    if scores is not None:
        for chip, score in zip(chips, scores, strict=True):
            chip["score"] = score
    return chips


def first_legal(state, candidates: list):
    """The first of ``candidates`` that is legal now, else the first (to be explained): what
    a click on an element that stands for several actions asks for (``State.action_at``)."""
    legal = state.legal_actions()
    return next((action for action in candidates if action in legal), candidates[0] if candidates else None)
