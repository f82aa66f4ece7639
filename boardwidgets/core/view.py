"""The view: the JSON document every renderer draws (schema version 1).

A game's ``state.view()`` returns it; the board widget (SVG) and the plotly
figure read nothing else. ``view_problems`` checks a view against the schema
documented in docs/view_schema.md, so each game's tests can hold its view to
the same rules the renderers rely on.
"""
from __future__ import annotations

import json

VIEW_SCHEMA = 1
SHAPES = {"rect", "circle", "diamond", "hex", "triangle", "polygon", "text"}
PIECE_SHAPES = {"circle", "square", "triangle", "diamond", "star", "hex"}
REQUIRED = ("schema", "game", "title", "viewbox", "spaces", "links", "pieces", "panels",
            "targets", "players", "status", "log", "over", "error")


def view_problems(view: dict) -> list[str]:
    """Everything in ``view`` that breaks the schema; an empty list means it is valid."""
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
        elif shape != "polygon" and not all(isinstance(space.get(k), (int, float)) for k in "xy"):
            problems.append(f"space {space['id']!r} needs numeric x and y")
    for link in view["links"]:
        for end in ("source", "target"):
            if link.get(end) not in spaces:
                problems.append(f"link {link.get('id')!r} has unknown {end} {link.get(end)!r}")
    pieces = set()
    for piece in view["pieces"]:
        pieces.add(piece.get("id"))
        if piece.get("at") not in spaces:
            problems.append(f"piece {piece.get('id')!r} stands on unknown space {piece.get('at')!r}")
        if piece.get("shape") not in PIECE_SHAPES:
            problems.append(f"piece {piece.get('id')!r} has unknown shape {piece.get('shape')!r}")
    items = {item.get("id") for panel in view["panels"] for item in panel.get("items", ())}
    clickable = {sid for sid, space in spaces.items() if not space.get("decor")}
    elements = ({f"space:{s}" for s in clickable} | {f"piece:{p}" for p in pieces}
                | {f"item:{i}" for i in items} | {"button"})
    target_ids = set()
    for target in view["targets"]:
        if target.get("id") in target_ids:
            problems.append(f"duplicate target id {target.get('id')!r}")
        target_ids.add(target.get("id"))
        if target.get("on") not in elements:
            problems.append(f"target {target.get('id')!r} is on unknown element {target.get('on')!r}")
        if not isinstance(target.get("action"), dict) or not target.get("label"):
            problems.append(f"target {target.get('id')!r} needs an action and a label")
    return problems
