"""A text picture of any game's state, drawn from its view (the environments' ``ansi`` rendering)."""
from __future__ import annotations

#: characters per board unit across, and rows per board unit down
COLUMNS_PER_UNIT, ROWS_PER_UNIT = 4, 1
UNDRAWN_SHAPES = ("text", "polygon")


def render_text(state, viewer: int | None = None, *, log_lines: int = 5, board: bool = True) -> str:
    """The game as plain text: title, status, players and scores, a rough map of the board
    (each space that is not decoration, with the letter of the piece on it and the seat of
    its owner: ``H0`` is a hiker of seat 0), the panels' counts and the last log lines.

    It reads only ``state.view(viewer)``, so it works for every game and shows no more
    than that view does.

    >>> import boardwidgets as bw
    >>> print(render_text(bw.load_game("nanga_parbat").new_game(seed=7), board=False))
    Nanga Parbat (standard, 2 players)
    Orange places the guide: click one of the yellow region flags.
    Players: Orange 0 (to move) | Green 0
    Orange's animal board: Score 0, Hikers 15 · Camps 12 · Cubes 5
    Green's animal board: Score 0, Hikers 15 · Camps 12 · Cubes 5
    Last moves:
      The 36 animals are shuffled onto the mountain (seed 7).
      Green is drawn to go first, so Orange places the guide.
    """
    view = state.view(viewer)
    game = state.game
    lines = [f"{view['title']} ({game.variant}, {game.players} players)", view["status"]]
    lines.append("Players: " + " | ".join(
        p["name"] + (f" {p['score']}" if p.get("score") is not None else "")
        + (" (to move)" if p.get("to_move") else "")
        for p in view["players"]))
    if board:
        lines += _board_lines(view)
    for panel in view["panels"]:
        items = [f"{item['label']} {item['count']}" if "count" in item else item["label"]
                 for item in panel["items"] if item.get("count", 1)]
        lines.append(f"{panel.get('title', panel['id'])}: " + ", ".join(items))
    recent = view["log"][-log_lines:] if log_lines > 0 else []
    if recent:
        lines.append("Last moves:")
        lines += [f"  {line}" for line in recent]
    return "\n".join(lines)


def _token(piece: dict, seats: dict[str, int]) -> str:
    letter = piece.get("label") or "*"
    seat = seats.get(str(piece.get("color", "")).lower())
    return letter if seat is None else f"{letter}{seat}"


def _board_lines(view: dict) -> list[str]:
    seats = {str(p.get("color", "")).lower(): p["index"] for p in view["players"] if p.get("color")}
    on: dict[str, list[dict]] = {}
    for piece in view["pieces"]:
        on.setdefault(piece["at"], []).append(piece)
    x0, y0 = view["viewbox"][0], view["viewbox"][1]
    cells: dict[tuple[int, int], str] = {}
    key: dict[str, str] = {}
    for space in view["spaces"]:
        if space.get("decor") or space.get("shape") in UNDRAWN_SHAPES or "x" not in space:
            continue
        pieces = on.get(space["id"], [])
        if pieces:
            token = _token(pieces[0], seats)
            key.setdefault(token, pieces[0].get("tooltip") or pieces[0].get("kind", ""))
        else:
            token = str(space.get("label", ""))[:2] or "."
        row = round((space["y"] - y0) * ROWS_PER_UNIT)
        column = round((space["x"] - x0) * COLUMNS_PER_UNIT)
        while (row, column) in cells:  # two spaces on one spot: keep both, side by side
            column += 3
        cells[(row, column)] = token
    if not cells:
        return []
    rows = sorted({r for r, _ in cells})
    left = min(c for _, c in cells)
    drawing = []
    for row in range(rows[0], rows[-1] + 1):
        line = ""
        for (r, column), token in sorted(cells.items()):
            if r == row:
                line = line.ljust(column - left) + token
        drawing.append(line.rstrip())
    legend = ", ".join(f"{token} {what}" for token, what in sorted(key.items()))
    return ["Board:", *drawing, f"Key: {legend}"]
