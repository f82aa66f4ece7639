"""Nanga Parbat's view: what the board widget and the plotly figure draw.

Layout in board units (one section square is 1 unit): the points chart at
the top left, the scoring path at the bottom left, the mountain on the
right with each region's yellow flag beside its apex, and the two animal
boards as panels. Every legal action becomes a target on the element a
player would naturally click. The fills and their dark-theme partners (the
view's ``dark``) are ``components.FILLS``.
"""
from __future__ import annotations

from ...core.view import VIEW_SCHEMA, check_viewer, player_chips, view_targets
from ..endings import lowered, who_won
from .actions import (
    ACTIVATE,
    CLAIM,
    END_TURN,
    PICK_ANIMAL,
    PICK_REGION,
    PICK_SECTION,
    PLACE_GUIDE,
    RELOCATE_GUIDE,
    TRAP,
)
from .board import (
    DOTTED_PATHS,
    REGION_ORIGINS,
    SECTION_INDEX,
    SECTION_NAMES,
    SECTIONS,
    mountain_graph,
    neighbour_names,
)
from .codes import CAMP, HIKER, chart_index, describe
from .components import (
    ACTIVATIONS,
    ANIMAL_COLORS,
    ANIMAL_LETTERS,
    ANIMAL_NAMES,
    ANIMALS,
    CHART_NEEDS,
    CHART_POINTS,
    CHART_ROW_NAMES,
    CHART_ROWS,
    DARK_PALETTE,
    FILL,
    GUIDE_COLOR,
    ICONS,
    PLAYER_COLORS,
    PLAYER_NAMES,
    REGIONS,
    SCORE_TRACK,
)
from .refusals import pending_task

MOUNTAIN_X, MOUNTAIN_Y = 11.6, 0.8
CHART_X, CHART_Y = 1.65, 0.7
TRACK_X, TRACK_Y, TRACK_STEP, TRACK_ROW = 0.5, 5.45, 0.62, 0.95
#: what the board shows: everything drawn, with a small margin (the mountain's apex at the
#: top, the points chart's row names at the left)
VIEWBOX = (-0.25, -0.5, 17.45, 10.4)
#: font sizes in board units: fitted to a screen 768 pixels high, the board is at least 430
#: pixels high (41 pixels a unit; in a 934-pixel cell of a 1366 x 768 screen, 46), where 0.34
#: is 14 pixels, the size a projector needs (board.css)
CORNER_TEXT = SMALL_TEXT = TEXT = 0.34
TITLE_TEXT = 0.42
#: where a piece stands on its section: towards the bottom right corner, clear of the section's
#: number in the top left corner, which a piece in the middle would half cover
ON_SECTION = 0.12
#: the pieces' radii: a hiker's hexagon, an animal's disc, a camp's square (its half side);
#: their pictures are 1.5 times as wide, at least 18 pixels at 41 pixels a unit
HIKER_SIZE, ANIMAL_SIZE, CAMP_SIZE = 0.35, 0.32, 0.3
#: a chart cube's half side: a claimed spot is covered by its owner's cube, which shows the
#: spot's points in the middle (a small cube in a corner was some 8 pixels wide)
CUBE_SIZE = 0.32
#: a score marker's radius: a little wider than its spot, its "+" (past the end) 14 pixels high
MARKER_SIZE = 0.31


def _section_xy(sid: str) -> tuple[float, float]:
    x, y = mountain_graph().nodes[sid]["pos"]
    return (MOUNTAIN_X + x, MOUNTAIN_Y + y)


def _flag_xy(region: int) -> tuple[float, float]:
    x, y = REGION_ORIGINS[region]
    return (MOUNTAIN_X + x - 1.25, MOUNTAIN_Y + y)


def _chart_xy(row: str, column: int) -> tuple[float, float]:
    return (CHART_X + column - 0.5, CHART_Y + 0.75 + CHART_ROWS.index(row))


def _track_xy(spot: int) -> tuple[float, float]:
    row, col = divmod(spot, 10)
    if row % 2:
        col = 9 - col
    return (TRACK_X + col * TRACK_STEP, TRACK_Y + row * TRACK_ROW)


def _static_spaces() -> list[dict]:
    """Everything drawn the same in every state: mountain, regions, chart, track."""
    spaces = [{"id": "mountain", "shape": "polygon", "decor": True, "fill": FILL["mountain"],
               "points": [[MOUNTAIN_X, MOUNTAIN_Y - 1.2], [MOUNTAIN_X - 5.4, MOUNTAIN_Y + 9.0],
                          [MOUNTAIN_X + 5.4, MOUNTAIN_Y + 9.0]]}]
    for region in range(1, REGIONS + 1):
        x, y = REGION_ORIGINS[region]
        x, y = MOUNTAIN_X + x, MOUNTAIN_Y + y
        spaces.append({"id": f"region-{region}", "shape": "polygon", "decor": True,
                       "fill": FILL["region"], "points": [[x, y - 0.85], [x - 2.0, y + 2.6],
                                                      [x + 2.0, y + 2.6]],
                       "tooltip": f"Region {region}"})
    for region in range(1, REGIONS + 1):
        x, y = _flag_xy(region)
        spaces.append({"id": f"flag-{region}", "shape": "diamond", "x": x, "y": y, "r": 0.42,
                       "fill": FILL["flag"], "label": str(region), "size": TEXT,
                       "tooltip": f"Flag of region {region}: the guide stands here when it "
                                  f"is in region {region}"})
    spaces.append({"id": "chart-title", "shape": "text", "x": CHART_X + 2.5, "y": -0.05,
                   "label": "Points chart", "size": TITLE_TEXT})
    for column, need in enumerate(CHART_NEEDS, 1):
        x = CHART_X + column - 0.5
        # the circled numbers sit clear of the squares, above and below the column
        for where, y in (("top", CHART_Y), ("bottom", CHART_Y + 3.5)):
            spaces.append({"id": f"need-{where}-{column}", "shape": "circle", "x": x, "y": y,
                           "r": 0.25, "fill": FILL["chart_need"], "label": str(need), "decor": True,
                           "size": TEXT,
                           "tooltip": f"This column needs {need} hikers or animals"})
    for row in CHART_ROWS:
        _, y = _chart_xy(row, 1)
        spaces.append({"id": f"row-{row}", "shape": "text", "x": 0.68, "y": y,
                       "label": {"camps": "Camps", "different": "Different", "same": "Same"}[row],
                       "size": SMALL_TEXT, "tooltip": CHART_ROW_NAMES[row]})
    spaces.append({"id": "track-title", "shape": "text", "x": 3.3, "y": TRACK_Y - 0.6,
                   "label": "Scoring path", "size": TITLE_TEXT})
    for spot in range(SCORE_TRACK):
        x, y = _track_xy(spot)
        spaces.append({"id": f"score-{spot}", "shape": "circle", "x": x, "y": y, "r": 0.28,
                       "fill": FILL["score_fifth"] if spot % 5 == 0 else FILL["score_spot"],
                       "label": str(spot), "size": SMALL_TEXT, "decor": True})
    return spaces


STATIC_SPACES = _static_spaces()
LINKS = [{"id": f"path-{a}-{b}", "source": a, "target": b, "style": "path", "color": FILL["path"],
          "tooltip": "Dotted path: these sections count as adjacent"} for a, b in DOTTED_PATHS]


NEIGHBOURS = {sid: neighbour_names(sid) for sid in SECTIONS}


def _occupant(code: int) -> str:
    if code < HIKER:
        return ANIMAL_NAMES[ANIMALS[code]]
    return f"{PLAYER_NAMES[code - HIKER]} hiker" if code < CAMP else f"{PLAYER_NAMES[code - CAMP]} camp"


def _sections(state) -> list[dict]:
    chosen = set()
    if state.pending is not None and state.pending[0] not in ("different", "same", "yak"):
        chosen = set(state.pending[2])
    spaces = []
    for i, (sid, name) in enumerate(zip(SECTIONS, SECTION_NAMES, strict=True)):
        x, y = _section_xy(sid)
        region, number = sid.split(".")
        space = {"id": sid, "shape": "rect", "x": x, "y": y, "w": 0.92, "h": 0.92,
                 "fill": FILL["section"] if int(region) != state.guide else FILL["guide_section"],
                 "label": number, "label_pos": "corner", "size": CORNER_TEXT,
                 "tooltip": f"{name.capitalize()}: {_occupant(state.mountain[i])}. "
                            f"Next to {NEIGHBOURS[sid]}."}
        if i in chosen:
            space["selected"] = True
        spaces.append(space)
    for row in CHART_ROWS:
        for column, need in enumerate(CHART_NEEDS, 1):
            x, y = _chart_xy(row, column)
            owner = state.chart[chart_index(row, column)]
            points = CHART_POINTS[row][column - 1]
            spot = {
                "id": f"chart-{row}-{column}", "shape": "rect", "x": x, "y": y, "w": 0.9,
                "h": 0.9, "fill": FILL["chart_free"] if owner is None else FILL["chart_claimed"],
                "tooltip": f"{CHART_ROW_NAMES[row].capitalize()}: needs {need}, worth {points} "
                           "points" + (f" (claimed by {PLAYER_NAMES[owner]})" if owner is not None
                                       else "")}
            if owner is None:  # a claimed spot's points are written on the cube that covers it
                spot.update(label=str(points), size=TEXT)
            spaces.append(spot)
    return spaces


def _pieces(state) -> list[dict]:
    """The tokens on the board. Each shape says what a piece is at a glance, apart from the
    square sections it stands on: animals are discs, hikers hexagons and camps small squares,
    in the players' colours. Only hikers name their ``owner``, so that the widget rings the
    hikers of the player to move: they are what that player builds camps from and swaps, while
    ringing the camps too would crowd the mountain with rings late in the game."""
    pieces = []
    for sid, code in zip(SECTIONS, state.mountain, strict=True):
        if code < HIKER:
            kind = ANIMALS[code]
            color = ANIMAL_COLORS[kind]
            pieces.append({"id": f"animal-{sid}", "at": sid, "kind": kind, "shape": "circle",
                           "color": color, "label": ANIMAL_LETTERS[kind], "size": ANIMAL_SIZE,
                           "icon": ICONS[kind], "dx": ON_SECTION, "dy": ON_SECTION,
                           "tooltip": ANIMAL_NAMES[kind]})
        elif code < CAMP:
            player = code - HIKER
            pieces.append({"id": f"hiker-{sid}", "at": sid, "kind": "hiker", "shape": "hex",
                           "color": PLAYER_COLORS[player], "label": "H", "size": HIKER_SIZE,
                           "icon": ICONS["hiker"], "owner": player, "dx": ON_SECTION, "dy": ON_SECTION,
                           "tooltip": f"{PLAYER_NAMES[player]}'s hiker"})
        else:
            player = code - CAMP
            pieces.append({"id": f"camp-{sid}", "at": sid, "kind": "camp", "shape": "square",
                           "color": PLAYER_COLORS[player], "label": "C", "size": CAMP_SIZE,
                           "icon": ICONS["camp"], "dx": ON_SECTION, "dy": ON_SECTION,
                           "tooltip": f"{PLAYER_NAMES[player]}'s camp"})
    if state.guide:
        # beside its flag, on the side away from the mountain, so that the flag's number
        # stays readable and no section is covered
        pieces.append({"id": "guide", "at": f"flag-{state.guide}", "kind": "guide",
                       "shape": "circle", "color": GUIDE_COLOR, "label": "G", "size": 0.3,
                       "icon": ICONS["guide"], "dx": -0.72, "dy": 0.0,
                       "tooltip": f"The guide, in region {state.guide}"})
    for row in CHART_ROWS:
        for column in range(1, len(CHART_NEEDS) + 1):
            owner = state.chart[chart_index(row, column)]
            if owner is not None:
                points = CHART_POINTS[row][column - 1]
                pieces.append({"id": f"cube-{row}-{column}", "at": f"chart-{row}-{column}",
                               "kind": "cube", "shape": "square", "color": PLAYER_COLORS[owner],
                               "size": CUBE_SIZE, "label": str(points),
                               "tooltip": f"{PLAYER_NAMES[owner]}'s cube: {points} points claimed"})
    for player in (0, 1):
        score = state.scores[player]
        pieces.append({"id": f"marker-{player}", "at": f"score-{score % SCORE_TRACK}",
                       "kind": "score", "shape": "circle", "color": PLAYER_COLORS[player],
                       "size": MARKER_SIZE, "label": "+" if score >= SCORE_TRACK else "",
                       "tooltip": f"{PLAYER_NAMES[player]}: {score} point{'s' * (score != 1)}"})
    return pieces


def _panels(state, viewer) -> list[dict]:
    panels = []
    for player in (0, 1):
        items = [{"id": f"player-{player}-score", "label": f"Score {state.scores[player]}"},
                 {"id": f"player-{player}-supply",
                  "label": f"Hikers {state.hikers[player]} · Camps {state.camps[player]} · "
                           f"Cubes {state.cubes[player]}"}]
        for k, kind in enumerate(ANIMALS):
            ready, used = state.ready[player][k], state.used[player][k]
            effect = ACTIVATIONS.get(kind)
            items.append({"id": f"board-{player}-{kind}-ready", "label": ANIMAL_NAMES[kind],
                          "color": ANIMAL_COLORS[kind], "icon": ICONS[kind], "count": ready,
                          "muted": ready == 0,
                          "tooltip": (f"Ready to activate: {effect}" if effect else
                                      "Wild in trades" if kind == "bharal" else
                                      "1 point when trapped while not ahead")})
            if used:
                items.append({"id": f"board-{player}-{kind}-used",
                              "label": f"{ANIMAL_NAMES[kind]} (used)", "color": ANIMAL_COLORS[kind],
                              "icon": ICONS[kind], "count": used, "muted": True,
                              "tooltip": "Already activated; it can still be traded"})
        panels.append({"id": f"player-{player}", "title": f"{PLAYER_NAMES[player]}'s animal board"
                       + (" (you)" if viewer == player else ""),
                       "color": PLAYER_COLORS[player], "active": state.to_move == player,
                       "owner": player, "summary": _summary(state, player), "items": items})
    return panels


def _summary(state, player: int) -> str:
    """The animal board folded to one line: what a class compares at a glance."""
    hikers = state.hikers[player]
    return (f"Score {state.scores[player]} · {hikers} hiker{'s' * (hikers != 1)} · "
            f"{state.cubes[player]} cube{'s' * (state.cubes[player] != 1)}")


def target_element(state, action) -> str:
    """The element a player clicks for ``action`` (``space:..``, ``item:..`` or ``button``)."""
    kind = action.kind
    if kind in ("place_guide", "relocate_guide", "pick_region"):
        return f"space:flag-{action['region']}"
    if kind in ("trap", "pick_section"):
        return f"space:{action['section']}"
    if kind == "claim":
        return f"space:chart-{action['row']}-{action['column']}"
    if kind == "activate":
        return f"item:board-{state.to_move}-{action['animal']}-ready"
    if kind == "pick_animal":
        return f"item:board-{state.to_move}-{action['animal']}-{'used' if action['used'] else 'ready'}"
    return "button"


def _status(state) -> str:
    if state.is_over:
        return _over_words(state)
    name = PLAYER_NAMES[state.to_move]
    if state.phase == "guide":
        return f"{name} places the guide: click one of the yellow region flags."
    if state.phase == "trap":
        if state.animals_in(state.guide):
            return (f"Turn {state.turn}, {name}: trap an animal in region {state.guide} "
                    "(or activate an animal first).")
        return (f"Turn {state.turn}, {name}: region {state.guide} is empty, so pick a new "
                "region for the guide.")
    if state.phase == "act":
        return (f"Turn {state.turn}, {name}: claim a spot on the points chart, activate an "
                "animal, or end the turn.")
    what, column, picks, _ = state.pending
    return f"{name}: {pending_task(what, column)}.{_picked_so_far(state, what, picks)}"


def _over_words(state) -> str:
    """Who won, by how much, then why the game ended: "Green wins 34 to 28: the game ends
    because both players have placed all their cubes." (a draw: both share the win)."""
    result = state.result()
    winners = result["winners"]
    high, low = max(state.scores), min(state.scores)
    score = f"{high} to {low}" if len(winners) == 1 else f"with {high} points each"
    why = state.ending.rsplit(": ", 1)[0]  # the ending without its verdict, which comes first here
    return f"{who_won([PLAYER_NAMES[p] for p in winners])} {score}: {lowered(why)}."


def _picked_so_far(state, what: str, picks: tuple) -> str:
    """The picks of an unfinished claim or activation, in words: the animals handed in, the
    number of hikers chosen for camps (the board outlines them: a list of places would
    make the status line too long), or the one piece chosen for a swap and where it stands."""
    if not picks or what == "yak":
        return ""
    if what in ("different", "same"):
        return " Handed in so far: " + ", ".join(ANIMAL_NAMES[ANIMALS[k]] for k, _ in picks) + "."
    if what == "camps":
        return f" Chosen so far: {len(picks)} (outlined on the board)."
    first = picks[0]
    return f" Chosen so far: {describe(state.mountain[first])} in {SECTION_NAMES[first]}."


def build_view(state, viewer: int | None = None) -> dict:
    """The board part of the view (``State.view`` adds ``recent``, ``waiting``, the ``log`` and
    roles)."""
    check_viewer(state.game, viewer)
    return {
        "schema": VIEW_SCHEMA, "game": state.game.name, "title": state.game.title,
        "viewer": viewer, "viewbox": list(VIEWBOX), "dark": dict(DARK_PALETTE),
        "spaces": STATIC_SPACES + _sections(state),
        "links": LINKS,
        "pieces": _pieces(state),
        "panels": _panels(state, viewer),
        "targets": view_targets(state, lambda action: target_element(state, action)),
        "players": player_chips(state, state.scores),
        "status": _status(state),
        "over": state.is_over,
        "error": None,
    }


def intended_action(state, element: str):
    """What a click on ``element`` asks for in this phase, legal or not (see ``action_at``)."""
    where, _, name = element.partition(":")
    phase = state.phase
    if where == "button":
        return END_TURN
    if where == "space" and name in SECTION_INDEX:
        i = SECTION_INDEX[name]
        return PICK_SECTION[i] if phase == "pick" else TRAP[i]
    if where == "space" and name.startswith("flag-") and name[5:].isdigit():
        region = int(name[5:])
        if region not in PLACE_GUIDE:
            return None
        return {"guide": PLACE_GUIDE, "pick": PICK_REGION}.get(phase, RELOCATE_GUIDE)[region]
    if where == "space" and name.startswith("chart-"):
        row, _, column = name[6:].partition("-")
        if row in CLAIM and column.isdigit() and 1 <= int(column) <= len(CHART_NEEDS):
            return CLAIM[row][int(column) - 1]
        return None
    if where == "item" and name.startswith("board-"):
        parts = name.split("-")
        if len(parts) != 4 or parts[2] not in ANIMALS or parts[1] != str(state.to_move):
            return None
        kind, used = parts[2], parts[3] == "used"
        if phase == "pick":
            return PICK_ANIMAL[(ANIMALS.index(kind), used)]
        return ACTIVATE.get(kind)
    return None
