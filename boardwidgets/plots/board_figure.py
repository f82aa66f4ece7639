"""The board as a plotly figure, drawn from the same view as the widget.

``board_figure(state)`` gives a static figure (for docs and images);
``board_figure_widget(match)`` gives a ``FigureWidget`` whose target markers
play their move when clicked, like the board widget's highlighted places.
Both take ``at=`` to show any position of a Match's history.

The figure follows the widget's conventions: icons on pieces (instead of
their label) and on spaces that name one, label sizes in board units, the
moves on offer as blue rings, and the elements the latest move changed
(``recent``) marked in amber. Every layout shape has a ``name`` saying what
it draws: ``space:ID``, ``link:ID``, ``icon:ELEMENT`` or ``recent:ELEMENT``.
"""
from __future__ import annotations

import html
import math
import re

import plotly.graph_objects as go

from ..core.match import Match
from ..core.state import State
from ..icons import ICON_SIZE, has_icon, icon_path
from ..svg import ICON_CREDIT, RECENT_COLOR, SELECTED_COLOR, piece_positions, source_view, text_color_for

MARKER_SYMBOLS = {"circle": "circle", "square": "square", "triangle": "triangle-up",
                  "diamond": "diamond", "star": "star", "hex": "hexagon"}
PANEL_WIDTH = 6.0  # board units to the right of the board for the panels
TARGET_COLOR = "#1a73e8"
CAPTION_COLOR = "#3d3a33"
RECENT_FILL = "rgba(255,152,0,0.45)"  # RECENT_COLOR, see-through
#: the figure's margins in px; the top margin grows with the lines of the title
MARGIN = {"l": 5, "r": 5, "b": 5}
TITLE_SIZE, TITLE_TOP = 14, 10
#: room kept free at the right of the title for plotly's toolbar (the modebar), in px
MODEBAR_ROOM = 110
#: the modebar buttons that do nothing on a board whose axes are fixed
MODEBAR_REMOVE = ["zoom", "pan", "select", "lasso", "zoomin", "zoomout", "autoscale", "resetscale"]

_PATH_TOKEN = re.compile(r"[MLCQZmlcqz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _centre(space: dict) -> tuple[float, float]:
    if space["shape"] == "polygon":
        xs, ys = zip(*space["points"], strict=True)
        return sum(xs) / len(xs), sum(ys) / len(ys)
    return space["x"], space["y"]


def _space_size(space: dict) -> float:
    if space["shape"] == "rect":
        return min(space.get("w", 1), space.get("h", 1)) / 2
    return space.get("r", 0.5)


def _outline(space: dict, grow: float = 0.0) -> dict | None:
    """A layout shape for a space (None for text-only spaces); ``grow`` enlarges it."""
    shape, fill = space["shape"], space.get("fill", "#f4f4f4")
    line = {"width": 0} if space.get("decor") else {"width": 1, "color": "#6b6b6b"}
    if space.get("selected"):
        line = {"width": 3, "color": SELECTED_COLOR}
    if shape == "text":
        return None
    x, y = _centre(space)
    name = f"space:{space['id']}"
    if shape == "rect":
        w, h = space.get("w", 1) + 2 * grow, space.get("h", 1) + 2 * grow
        return dict(type="rect", x0=x - w / 2, x1=x + w / 2, y0=y - h / 2, y1=y + h / 2,
                    fillcolor=fill, line=line, layer="below", name=name)
    if shape == "circle":
        r = space.get("r", 0.5) + grow
        return dict(type="circle", x0=x - r, x1=x + r, y0=y - r, y1=y + r, fillcolor=fill,
                    line=line, layer="below", name=name)
    if shape == "polygon":
        points = space["points"]
    else:
        sides = {"diamond": 4, "triangle": 3, "hex": 6}[shape]
        r = space.get("r", 0.5) + grow
        points = [(x + r * math.cos(-math.pi / 2 + 2 * math.pi * i / sides),
                   y + r * math.sin(-math.pi / 2 + 2 * math.pi * i / sides)) for i in range(sides)]
    path = "M " + " L ".join(f"{px},{py}" for px, py in points) + " Z"
    return dict(type="path", path=path, fillcolor=fill, line=line, layer="below", name=name)


def icon_shape_path(name: str, cx: float, cy: float, side: float) -> str:
    """The path of icon ``name`` moved from its ``ICON_SIZE`` box to a square of ``side``
    board units centred on (cx, cy): each pair (x, y) becomes
    ``(cx + (x / 512 - 0.5) * side, cy + (y / 512 - 0.5) * side)``.

    >>> from boardwidgets.plots.board_figure import icon_shape_path
    >>> icon_shape_path("compass", 10, 5, 1).startswith("M")
    True
    """
    out, is_x = [], True
    for token in _PATH_TOKEN.findall(icon_path(name)):
        if token.isalpha():
            out.append(token.upper())
            is_x = True
            continue
        value = float(token) / ICON_SIZE - 0.5
        out.append(f"{(cx if is_x else cy) + value * side:.4f}".rstrip("0").rstrip("."))
        is_x = not is_x
    return " ".join(out)


def _icon_shape(name, element: str, cx: float, cy: float, side: float, color: str,
                layer: str) -> dict | None:
    if not isinstance(name, str) or not has_icon(name):
        return None
    return dict(type="path", path=icon_shape_path(name, cx, cy, side), fillcolor=color,
                line={"width": 0}, layer=layer, name=f"icon:{element}")


def _target_outline(element: str, spaces: dict, piece_anchors: dict, piece_sizes: dict) -> dict | None:
    """A thin blue dashed outline on a space or piece with a move on offer, drawn above the
    pieces and their icons so it always shows (the clickable ring may sit under an icon)."""
    line = {"width": 2, "color": TARGET_COLOR, "dash": "dash"}
    where, _, name = element.partition(":")
    if where == "space" and name in spaces and not spaces[name].get("decor"):
        space = spaces[name]
        shape = _outline(space) or _outline({**space, "shape": "circle", "r": _space_size(space)})
    elif where == "piece" and element in piece_anchors:
        (cx, cy), r = piece_anchors[element], piece_sizes[element] * 1.2
        shape = dict(type="circle", x0=cx - r, x1=cx + r, y0=cy - r, y1=cy + r)
    else:
        return None
    shape.update(fillcolor="rgba(0,0,0,0)", line=line, layer="above", name=f"target:{element}")
    return shape


def _view_of(source, viewer, at=None) -> dict:
    return source_view(source, viewer, at, caller="board_figure")


def _panel_rows(view: dict, x0: float, y0: float):
    """Panel titles and items as rows of text to the right of the board."""
    rows, y = [], y0
    for panel in view["panels"]:
        rows.append({"x": x0, "y": y, "text": f"<b>{html.escape(panel['title'], quote=False)}</b>",
                     "element": None, "color": panel.get("color", "#222")})
        y += 0.5
        for item in panel["items"]:
            count = f" ×{item['count']}" if item.get("count") is not None else ""
            rows.append({"x": x0 + 0.55, "y": y, "text": html.escape(f"{item['label']}{count}", quote=False),
                         "element": f"item:{item['id']}", "muted": item.get("muted", False)})
            y += 0.42
        y += 0.3
    return rows, y


def _size(view: dict) -> tuple[float, float]:
    """(width, height) of the plotted area in board units: the board, the panels beside it
    and a strip under it for button targets."""
    x, y, w, h = view["viewbox"]
    _, bottom = _panel_rows(view, x + w + 0.3, y + 0.3)
    return w + PANEL_WIDTH, max(h + 1.0, bottom - y + 0.2)


def _px_per_unit(view: dict, width: int) -> float:
    return (width - MARGIN["l"] - MARGIN["r"]) / _size(view)[0]


def _label_trace(labels: tuple, position: str, name: str) -> go.Scatter:
    x, y, text, size, color = labels
    return go.Scatter(x=x, y=y, mode="text", text=text, hoverinfo="skip", textposition=position,
                      textfont={"size": size, "color": color}, name=name, showlegend=False)


def _traces(view: dict, px_per_unit: float) -> tuple[list, list, list, float]:
    """(shapes, traces, target ids in marker order, y of the button row) for one view."""
    x, y, w, h = view["viewbox"]
    spaces = {s["id"]: s for s in view["spaces"]}
    recent = set(view.get("recent", ()))
    decor, lines, shapes, rings, marks, icons = [], [], [], [], [], []  # drawn in this order
    for space in view["spaces"]:
        element = f"space:{space['id']}"
        outline = _outline(space)
        drawn = decor if space.get("decor") else shapes  # decoration under everything, even links
        if element in recent and not space.get("decor"):
            # a halo under the outline, so only its outer half shows (as in the widget)
            halo = outline or _outline({**space, "shape": "circle", "r": _space_size(space)})
            shapes.append({**halo, "fillcolor": "rgba(0,0,0,0)", "name": f"recent:{element}",
                           "line": {"width": 0.22 * px_per_unit, "color": RECENT_COLOR}})
        if outline:
            drawn.append(outline)
        if space.get("icon") is not None and space["shape"] != "text":
            cx, cy = _centre(space)
            side = space.get("icon_size") or (0.7 * min(space.get("w", 1), space.get("h", 1))
                                              if space["shape"] == "rect" else 1.2 * space.get("r", 0.5))
            ink = text_color_for(space.get("fill", "#f4f4f4"))
            icon = _icon_shape(space["icon"], element, cx, cy, side, space.get("icon_color", ink), "below")
            if icon:
                drawn.append(icon)
    labels = {"centre": ([], [], [], [], []), "corner": ([], [], [], [], [])}  # x, y, text, size, colour
    hover_x, hover_y, hover_text = [], [], []
    for space in view["spaces"]:
        cx, cy = _centre(space)
        if space.get("tooltip"):
            hover_x.append(cx)
            hover_y.append(cy)
            hover_text.append(space["tooltip"])
        if space.get("label"):
            corner = space.get("label_pos") == "corner" and space["shape"] == "rect"
            size = space.get("size", 0.26 if corner else 0.35 if space["shape"] == "text"
                             else _space_size(space) * 0.7)
            if corner:
                inset = min(0.05, size * 0.2)
                cx = cx - space.get("w", 1) / 2 + inset
                cy = cy - space.get("h", 1) / 2 + inset + size / 2
            color = (CAPTION_COLOR if space["shape"] == "text"
                     else text_color_for(space.get("fill", "#f4f4f4")))
            for values, value in zip(labels["corner" if corner else "centre"],
                                     (cx, cy, html.escape(space["label"], quote=False),
                                      max(8.0, size * px_per_unit), color), strict=True):
                values.append(value)
    for link in view["links"]:
        (x1, y1), (x2, y2) = _centre(spaces[link["source"]]), _centre(spaces[link["target"]])
        lines.append(dict(type="line", x0=x1, y0=y1, x1=x2, y1=y2, layer="below",
                           name=f"link:{link['id']}",
                           line={"color": "#ffffff" if link.get("style") == "path" else "#777",
                                 "width": 2, "dash": "dot"}))
    traces = [
        go.Scatter(x=hover_x, y=hover_y, mode="markers", hovertext=hover_text, hoverinfo="text",
                   marker={"size": 14, "opacity": 0}, name="spaces", showlegend=False),
        _label_trace(labels["centre"], "middle center", "labels"),
    ]
    piece_anchors: dict[str, tuple[float, float]] = {}
    piece_sizes: dict[str, float] = {}
    px, py, pcolor, psymbol, psize, ptext, plabel, plabel_size, plabel_color = ([] for _ in range(9))
    for piece, cx, cy in piece_positions(view):
        size = piece.get("size", 0.3)
        element = f"piece:{piece['id']}"
        color = piece.get("color", "#888888")
        px.append(cx)
        py.append(cy)
        piece_anchors[element] = (cx, cy)
        piece_sizes[element] = size
        pcolor.append(color)
        psymbol.append(MARKER_SYMBOLS.get(piece.get("shape"), "circle"))
        psize.append(max(6, 2 * size * px_per_unit))
        ptext.append(piece.get("tooltip", piece.get("kind", "")))
        ink = text_color_for(color)
        icon = None
        if piece.get("icon") is not None:
            icon = _icon_shape(piece["icon"], element, cx, cy, 1.5 * size,
                               piece.get("icon_color", ink), "above")
        if icon:
            icons.append(icon)
        plabel.append("" if icon else html.escape(piece.get("label", ""), quote=False))
        plabel_size.append(max(8.0, 1.1 * size * px_per_unit))
        plabel_color.append(ink)
        if element in recent:
            # under the piece, clear of a square's corners (as in the widget)
            r = (size * math.sqrt(2) if piece.get("shape") == "square" else size) + size * 0.3
            rings.append(dict(type="circle", x0=cx - r, x1=cx + r, y0=cy - r, y1=cy + r,
                              fillcolor=RECENT_FILL, layer="below", name=f"recent:{element}",
                              line={"width": max(1.5, 0.22 * size * px_per_unit), "color": RECENT_COLOR}))
    traces.append(go.Scatter(x=px, y=py, mode="markers+text", text=plabel, hovertext=ptext,
                             hoverinfo="text", textposition="middle center",
                             textfont={"size": plabel_size, "color": plabel_color},
                             marker={"color": pcolor, "symbol": psymbol, "size": psize,
                                     "opacity": 1, "line": {"width": 1, "color": "#222"}},
                             name="pieces", showlegend=False))
    # corner labels number the spaces: above the pieces, so that they stay readable
    traces.append(_label_trace(labels["corner"], "middle right", "corner labels"))
    rows, bottom = _panel_rows(view, x + w + 0.3, y + 0.3)
    traces.append(go.Scatter(
        x=[r["x"] for r in rows], y=[r["y"] for r in rows], mode="text",
        text=[r["text"] for r in rows], textposition="middle right", hoverinfo="skip",
        textfont={"size": 12, "color": [r.get("color") or ("#999" if r.get("muted") else "#222")
                                        for r in rows]},
        name="panels", showlegend=False))
    for row in rows:
        if row["element"] in recent:
            rings.append(dict(type="rect", x0=row["x"] - 0.5, x1=x + w + PANEL_WIDTH - 0.15,
                              y0=row["y"] - 0.2, y1=row["y"] + 0.2, fillcolor="rgba(0,0,0,0)",
                              line={"width": 2, "color": RECENT_COLOR}, layer="below",
                              name=f"recent:{row['element']}"))
    # targets: one clickable marker per legal move, on the element it belongs to
    anchors = {f"space:{sid}": _centre(space) for sid, space in spaces.items()}
    anchors.update({r["element"]: (r["x"] - 0.25, r["y"]) for r in rows if r["element"]})
    anchors.update(piece_anchors)
    button_y = max(y + h - 0.3, bottom)
    tx, ty, tlabel, ids, per_element = [], [], [], [], {}
    for target in view["targets"]:
        if target["on"] == "button":
            k = per_element.get("button", 0)
            anchor = (x + 0.5 + 2.0 * k, y + h + 0.3)
        else:
            anchor = anchors.get(target["on"])
            if anchor is None:
                continue
            k = per_element.get(target["on"], 0)
        per_element[target["on"]] = k + 1
        offset = 0.0 if target["on"] == "button" else 0.25 * k
        tx.append(anchor[0] + offset)
        ty.append(anchor[1] - offset)
        tlabel.append(target["label"])
        ids.append(target["id"])
    for element in dict.fromkeys(t["on"] for t in view["targets"]):
        outline = _target_outline(element, spaces, piece_anchors, piece_sizes)
        if outline:
            marks.append(outline)
    traces.append(go.Scatter(
        x=tx, y=ty, mode="markers+text", hovertext=tlabel, hoverinfo="text",
        text=[html.escape(label, quote=False) if t["on"] == "button" else "" for t, label in
              zip([t for t in view["targets"] if t["id"] in ids], tlabel, strict=True)],
        textposition="middle right",
        marker={"size": 16, "color": "rgba(26,115,232,0.25)",
                "line": {"width": 2, "color": TARGET_COLOR}},
        name="moves", showlegend=False))
    return decor + lines + shapes + rings + marks + icons, traces, ids, button_y


def _title_lines(view: dict, width: int) -> list[str]:
    """``title: status`` cut at spaces so that no line reaches the modebar, then the players."""
    room = max(200, width - MODEBAR_ROOM - 20)
    per_line = max(20, int(room / (TITLE_SIZE * 0.6)))  # generous: ~0.6 em a character
    lines, line = [], ""
    for word in f"{view['title']}: {view['status']}".split():
        if line and len(line) + 1 + len(word) > per_line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    lines = [html.escape(text, quote=False) for text in lines]
    bold = html.escape(f"{view['title']}:", quote=False)
    if lines[0].startswith(bold):
        lines[0] = f"<b>{bold}</b>{lines[0][len(bold):]}"
    players = []
    for player in view.get("players", ()):
        role = f" ({player['role']})" if player.get("role") in ("you", "computer") else ""
        score = f" {player['score']}" if player.get("score") is not None else ""  # a race has none
        text = html.escape(f"{player['name']}{score}{role}", quote=False)
        if player.get("to_move"):
            text = f"<b>{text}</b>"
        players.append(f"<span style=\"color:{player.get('color', '#888')}\">●</span> {text}")
    if players:
        lines.append("   ".join(players))
    return lines


def title_bottom(lines: int) -> float:
    """How far below the figure's top edge (px) a title of ``lines`` lines ends.

    The title's first baseline is put ``TITLE_TOP + TITLE_SIZE`` px below the
    top (plotly places the first baseline of a several-line title at ``y``,
    whatever its ``yanchor``), and plotly spaces lines 1.3 em apart.
    """
    return TITLE_TOP + TITLE_SIZE + (lines - 1) * 1.3 * TITLE_SIZE + 0.3 * TITLE_SIZE


def _title_layout(view: dict, width: int) -> dict:
    """The title, the top margin that holds it and the figure's height, for a view."""
    lines = _title_lines(view, width)
    top = math.ceil(title_bottom(len(lines)) + 8)
    total_w, total_h = _size(view)
    plot_h = total_h * _px_per_unit(view, width)
    height = int(math.ceil(plot_h)) + top + MARGIN["b"]
    title = {"text": "<br>".join(lines), "font": {"size": TITLE_SIZE}, "x": 0.005, "xanchor": "left",
             "xref": "container", "yref": "container", "yanchor": "bottom",
             "y": 1 - (TITLE_TOP + TITLE_SIZE) / height}
    return {"title": title, "margin": {**MARGIN, "t": top}, "height": height}


def _layout(view: dict, width: int, icons: bool) -> dict:
    x, y, _, _ = view["viewbox"]
    total_w, total_h = _size(view)
    credit = [dict(text=ICON_CREDIT, x=1, y=0, xref="paper", yref="paper", xanchor="right",
                   yanchor="bottom", showarrow=False, font={"size": 9, "color": "#9a9a9a"},
                   name="icon-credit")] if icons else []
    return dict(
        width=width, **_title_layout(view, width),
        plot_bgcolor="#f3efe3", hovermode="closest", annotations=credit,
        modebar={"remove": MODEBAR_REMOVE},
        xaxis={"range": [x, x + total_w], "visible": False, "fixedrange": True},
        yaxis={"range": [y + total_h, y], "visible": False, "fixedrange": True,
               "scaleanchor": "x", "scaleratio": 1},
    )


def board_figure(source, viewer: int | None = None, width: int = 1000, at: int | None = None) -> go.Figure:
    """A static plotly Figure of a State, Match or view (targets drawn as blue rings).

    For a Match, ``at`` is the number of moves from the start (the position
    after ``at`` moves; by default the current state).

    >>> import boardwidgets as bw
    >>> fig = bw.plots.board_figure(bw.load_game("nanga_parbat").new_game(seed=1))
    >>> [t.name for t in fig.data]
    ['spaces', 'labels', 'pieces', 'corner labels', 'panels', 'moves']
    """
    view = _view_of(source, viewer, at)
    shapes, traces, _, _ = _traces(view, _px_per_unit(view, width))
    has_icons = any(s["name"].startswith("icon:") for s in shapes)
    fig = go.Figure(data=traces, layout=_layout(view, width, has_icons))
    fig.update_layout(shapes=shapes)
    return fig


class BoardFigureWidget(go.FigureWidget):
    """A plotly FigureWidget bound to a Match: clicking a blue ring plays its move.

    The match's agents then reply and the figure redraws in place.
    ``click(target_id)`` does the same from code; ``match`` is the Match.
    With ``at``, play goes on from the position after ``at`` moves in a new
    Match (same game and agents); the Match given is left as it is.
    """

    def __init__(self, source, viewer: int | None = None, width: int = 1000, at: int | None = None):
        if isinstance(source, State):
            if at is not None:
                raise ValueError("at= picks a position of a Match's history; a single State has "
                                 "none, so give the Match instead.")
            source = Match(source.game, state=source)
        if not isinstance(source, Match):
            raise TypeError(f"board_figure_widget needs a Match or a State, not {type(source).__name__}")
        if at is not None:
            _view_of(source, viewer, at)  # the same checks and errors as board_figure
            source = Match(source.game, state=source.states[at], agents=source.agents)
        super().__init__(board_figure(source, viewer, width=width))
        self._match, self._viewer, self._width = source, viewer, width
        self._target_ids: list[str] = []
        self._targets: dict[str, dict] = {}
        self._refresh()
        self.data[-1].on_click(self._on_click)

    @property
    def match(self) -> Match:
        return self._match

    def _refresh(self) -> None:
        view = _view_of(self._match, self._viewer)
        shapes, traces, ids, _ = _traces(view, _px_per_unit(view, self._width))
        self._targets = {t["id"]: t for t in view["targets"]}
        self._target_ids = [] if self._match.is_agent_turn() else ids
        has_icons = any(s["name"].startswith("icon:") for s in shapes)
        with self.batch_update():
            for old, new in zip(self.data, traces, strict=True):
                old.update(new.to_plotly_json())
            self.layout.shapes = shapes
            self.layout.update(_layout(view, self._width, has_icons))

    def _on_click(self, _trace, points, _selector) -> None:
        for index in points.point_inds:
            if index < len(self._target_ids):
                self.click(self._target_ids[index])
                return

    def click(self, target_id: str):
        """Play the move of target ``target_id`` from the current view."""
        target = self._targets.get(target_id)
        if target is None or target_id not in self._target_ids:
            raise KeyError(f"{target_id!r} is not a move on offer")
        self._match.act(target["action"])
        self._match.play_agents()
        self._refresh()
        return self._match.state


def board_figure_widget(source, viewer: int | None = None, width: int = 1000,
                        at: int | None = None) -> BoardFigureWidget:
    """A FigureWidget of a Match (or State) whose target markers play their move when clicked.

    With ``at``, play goes on from the position after ``at`` moves, in a new Match."""
    return BoardFigureWidget(source, viewer, width, at)
