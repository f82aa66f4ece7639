"""The board as a plotly figure, drawn from the same view as the widget.

``board_figure(state)`` gives a static figure (for docs and images);
``board_figure_widget(match)`` gives a ``FigureWidget`` whose target markers
play their move when clicked, like the board widget's highlighted places.
"""
from __future__ import annotations

import math

import plotly.graph_objects as go

from ..core.match import Match
from ..core.state import State

MARKER_SYMBOLS = {"circle": "circle", "square": "square", "triangle": "triangle-up",
                  "diamond": "diamond", "star": "star", "hex": "hexagon"}
PANEL_WIDTH = 6.0  # board units to the right of the board for the panels
TARGET_COLOR = "#1a73e8"


def _centre(space: dict) -> tuple[float, float]:
    if space["shape"] == "polygon":
        xs, ys = zip(*space["points"], strict=True)
        return sum(xs) / len(xs), sum(ys) / len(ys)
    return space["x"], space["y"]


def _outline(space: dict) -> dict | None:
    """A layout shape for a space (None for text-only spaces)."""
    shape, fill = space["shape"], space.get("fill", "#f4f4f4")
    line = {"width": 0} if space.get("decor") else {"width": 1, "color": "#6b6b6b"}
    if space.get("selected"):
        line = {"width": 3, "color": "#d81b60"}
    if shape == "text":
        return None
    x, y = _centre(space)
    if shape == "rect":
        w, h = space.get("w", 1), space.get("h", 1)
        return dict(type="rect", x0=x - w / 2, x1=x + w / 2, y0=y - h / 2, y1=y + h / 2,
                    fillcolor=fill, line=line, layer="below")
    if shape == "circle":
        r = space.get("r", 0.5)
        return dict(type="circle", x0=x - r, x1=x + r, y0=y - r, y1=y + r, fillcolor=fill,
                    line=line, layer="below")
    if shape == "polygon":
        points = space["points"]
    else:
        sides = {"diamond": 4, "triangle": 3, "hex": 6}[shape]
        r = space.get("r", 0.5)
        points = [(x + r * math.cos(-math.pi / 2 + 2 * math.pi * i / sides),
                   y + r * math.sin(-math.pi / 2 + 2 * math.pi * i / sides)) for i in range(sides)]
    path = "M " + " L ".join(f"{px},{py}" for px, py in points) + " Z"
    return dict(type="path", path=path, fillcolor=fill, line=line, layer="below")


def _view_of(source, viewer) -> dict:
    if isinstance(source, Match):
        source = source.state
    if isinstance(source, State):
        return source.view(viewer)
    if isinstance(source, dict) and "spaces" in source:
        return source
    raise TypeError(f"board_figure needs a State, a Match or a view dict, not {type(source).__name__}")


def _panel_rows(view: dict, x0: float, y0: float):
    """Panel titles and items as rows of text to the right of the board."""
    rows, y = [], y0
    for panel in view["panels"]:
        rows.append({"x": x0, "y": y, "text": f"<b>{panel['title']}</b>", "element": None})
        y += 0.5
        for item in panel["items"]:
            count = f" ×{item['count']}" if item.get("count") is not None else ""
            rows.append({"x": x0 + 0.3, "y": y, "text": f"{item['label']}{count}",
                         "element": f"item:{item['id']}", "muted": item.get("muted", False)})
            y += 0.42
        y += 0.3
    return rows, y


def _traces(view: dict, px_per_unit: float) -> tuple[list, list, list]:
    """(shapes, traces, target ids in marker order) for one view."""
    x, y, w, h = view["viewbox"]
    spaces = {s["id"]: s for s in view["spaces"]}
    shapes = [s for s in (_outline(space) for space in view["spaces"]) if s]
    label_x, label_y, label_text, label_size = [], [], [], []
    hover_x, hover_y, hover_text = [], [], []
    for space in view["spaces"]:
        cx, cy = _centre(space)
        if space.get("tooltip"):
            hover_x.append(cx)
            hover_y.append(cy)
            hover_text.append(space["tooltip"])
        if space.get("label"):
            size = space.get("size", 0.3)
            if space.get("label_pos") == "corner" and space["shape"] == "rect":
                cx, cy = cx - space["w"] / 2 + 0.12, cy - space["h"] / 2 + 0.12
                size *= 0.5
            label_x.append(cx)
            label_y.append(cy)
            label_text.append(space["label"])
            label_size.append(max(6, min(16, size * px_per_unit * 0.9)))
    for link in view["links"]:
        (x1, y1), (x2, y2) = _centre(spaces[link["source"]]), _centre(spaces[link["target"]])
        shapes.append(dict(type="line", x0=x1, y0=y1, x1=x2, y1=y2, layer="below",
                           line={"color": "#ffffff" if link.get("style") == "path" else "#777",
                                 "width": 2, "dash": "dot"}))
    traces = [
        go.Scatter(x=hover_x, y=hover_y, mode="markers", hovertext=hover_text, hoverinfo="text",
                   marker={"size": 14, "opacity": 0}, name="spaces", showlegend=False),
        go.Scatter(x=label_x, y=label_y, mode="text", text=label_text, hoverinfo="skip",
                   textfont={"size": label_size, "color": "#222"}, name="labels", showlegend=False),
    ]
    stacks: dict[str, int] = {}
    piece_anchors: dict[str, tuple[float, float]] = {}
    px, py, pcolor, psymbol, psize, ptext, plabel = [], [], [], [], [], [], []
    for piece in view["pieces"]:
        cx, cy = _centre(spaces[piece["at"]])
        n = stacks.get(piece["at"], 0)
        stacks[piece["at"]] = n + 1
        size = piece.get("size", 0.3)
        if "dx" in piece or "dy" in piece:
            cx, cy = cx + piece.get("dx", 0), cy + piece.get("dy", 0)
        elif n:
            angle = n * 2 * math.pi / 6
            cx, cy = cx + math.cos(angle) * size * 0.9, cy + math.sin(angle) * size * 0.9
        px.append(cx)
        py.append(cy)
        piece_anchors[f"piece:{piece['id']}"] = (cx, cy)
        pcolor.append(piece.get("color", "#888"))
        psymbol.append(MARKER_SYMBOLS.get(piece.get("shape"), "circle"))
        psize.append(max(6, 2 * size * px_per_unit))
        ptext.append(piece.get("tooltip", piece.get("kind", "")))
        plabel.append(piece.get("label", ""))
    traces.append(go.Scatter(x=px, y=py, mode="markers+text", text=plabel, hovertext=ptext,
                             hoverinfo="text", textfont={"size": 10, "color": "#111"},
                             marker={"color": pcolor, "symbol": psymbol, "size": psize,
                                     "line": {"width": 1, "color": "#222"}},
                             name="pieces", showlegend=False))
    rows, bottom = _panel_rows(view, x + w + 0.3, y + 0.3)
    traces.append(go.Scatter(
        x=[r["x"] for r in rows], y=[r["y"] for r in rows], mode="text",
        text=[r["text"] for r in rows], textposition="middle right", hoverinfo="skip",
        textfont={"size": 11, "color": ["#999" if r.get("muted") else "#222" for r in rows]},
        name="panels", showlegend=False))
    # targets: one clickable marker per legal move, on the element it belongs to
    anchors = {f"space:{sid}": _centre(space) for sid, space in spaces.items()}
    anchors.update({r["element"]: (r["x"] + 0.1, r["y"]) for r in rows if r["element"]})
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
    traces.append(go.Scatter(
        x=tx, y=ty, mode="markers+text", hovertext=tlabel, hoverinfo="text",
        text=[label if t["on"] == "button" else "" for t, label in
              zip([t for t in view["targets"] if t["id"] in ids], tlabel, strict=True)],
        textposition="middle right",
        marker={"size": 16, "color": "rgba(26,115,232,0.25)",
                "line": {"width": 2, "color": TARGET_COLOR}},
        name="moves", showlegend=False))
    return shapes, traces, ids, button_y


def _layout(view: dict, width: int) -> dict:
    x, y, w, h = view["viewbox"]
    total_w, total_h = w + PANEL_WIDTH, h + 1.0
    return dict(
        width=width, height=int(width * total_h / total_w) + 60,
        title={"text": f"{view['title']}: {view['status']}", "font": {"size": 13}, "x": 0.01},
        margin={"l": 5, "r": 5, "t": 40, "b": 5}, plot_bgcolor="#f3efe3", hovermode="closest",
        xaxis={"range": [x, x + total_w], "visible": False, "fixedrange": True},
        yaxis={"range": [y + total_h, y], "visible": False, "fixedrange": True,
               "scaleanchor": "x", "scaleratio": 1},
    )


def board_figure(source, viewer: int | None = None, width: int = 1000) -> go.Figure:
    """A static plotly Figure of a State, Match or view (targets drawn as blue rings).

    >>> import boardwidgets as bw
    >>> fig = bw.plots.board_figure(bw.load_game("nanga_parbat").new_game(seed=1))
    >>> [t.name for t in fig.data]
    ['spaces', 'labels', 'pieces', 'panels', 'moves']
    """
    view = _view_of(source, viewer)
    x, y, w, h = view["viewbox"]
    px_per_unit = width / (w + PANEL_WIDTH)
    shapes, traces, _, _ = _traces(view, px_per_unit)
    fig = go.Figure(data=traces, layout=_layout(view, width))
    fig.update_layout(shapes=shapes)
    return fig


class BoardFigureWidget(go.FigureWidget):
    """A plotly FigureWidget bound to a Match: clicking a blue ring plays its move.

    The match's agents then reply and the figure redraws in place.
    ``click(target_id)`` does the same from code; ``match`` is the Match.
    """

    def __init__(self, source, viewer: int | None = None, width: int = 1000):
        if isinstance(source, State):
            source = Match(source.game, state=source)
        if not isinstance(source, Match):
            raise TypeError("board_figure_widget needs a Match or a State")
        view = source.state.view(viewer)
        super().__init__(board_figure(view, width=width))
        self._match, self._viewer, self._width = source, viewer, width
        self._target_ids: list[str] = []
        self._targets: dict[str, dict] = {}
        self._refresh()
        self.data[-1].on_click(self._on_click)

    @property
    def match(self) -> Match:
        return self._match

    def _refresh(self) -> None:
        view = self._match.state.view(self._viewer)
        x, y, w, h = view["viewbox"]
        shapes, traces, ids, _ = _traces(view, self._width / (w + PANEL_WIDTH))
        self._targets = {t["id"]: t for t in view["targets"]}
        self._target_ids = [] if self._match.is_agent_turn() else ids
        with self.batch_update():
            for old, new in zip(self.data, traces, strict=True):
                old.update(new.to_plotly_json())
            self.layout.shapes = shapes
            self.layout.title.text = f"{view['title']}: {view['status']}"

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


def board_figure_widget(source, viewer: int | None = None, width: int = 1000) -> BoardFigureWidget:
    """A FigureWidget of a Match (or State) whose target markers play their move when clicked."""
    return BoardFigureWidget(source, viewer, width)
