"""A position as a picture: a standalone SVG document drawn from a view.

Widgets do not show on GitHub, in nbviewer, in a printed worksheet or on a
slide; a picture does. ``to_svg(state, "position.svg")`` writes one, and a
State shown as the last line of a notebook cell appears as this picture
(``State._repr_svg_``).

The picture follows the board widget's drawing conventions (board.js): the
same shapes and geometry, the same fan-out of pieces that share a space, the
same icons, and the same colours for marks: targets are a solid blue band on a
pale keyline, above everything else, ``selected`` spaces a pink outline and the
elements the latest move changed (``recent``) an amber halo or ring. Only the standard library is used: no
scripts, no external references, and the same view always gives exactly the
same text.

>>> view = {"title": "Demo", "status": "Red to move", "viewbox": [0, 0, 4, 2],
...         "spaces": [{"id": "a", "shape": "circle", "x": 1, "y": 1, "label": "A"},
...                    {"id": "b", "shape": "rect", "x": 3, "y": 1, "fill": "#333333"}],
...         "links": [{"id": "ab", "source": "a", "target": "b"}],
...         "pieces": [{"id": "p", "at": "b", "shape": "star", "color": "#d32f2f"}],
...         "players": [{"index": 0, "name": "Red", "color": "#d32f2f", "score": 2,
...                      "to_move": True, "role": "you"}],
...         "targets": [{"id": "t0", "on": "space:a", "label": "go to a", "action": {}}],
...         "recent": ["piece:p"], "panels": []}
>>> svg = view_to_svg(view, width=500)
>>> svg.startswith("<svg") and svg.count('data-space="') == 2 and 'data-recent="piece:p"' in svg
True
>>> svg == view_to_svg(view, width=500)
True
"""
from __future__ import annotations

import math
import os
import pathlib
import re

from .icons import ICON_SIZE, has_icon, icon_path

#: the credit the icons' licence (CC BY 3.0) asks for, printed small under a picture that uses them
ICON_CREDIT = "Icons: game-icons.net (CC BY 3.0)"

TARGET_COLOR = "#0a2a66"  # the board widget's dark band of a move on offer...
TARGET_KEYLINE = "#cfe3ff"  # ...on its pale keyline
SELECTED_COLOR = "#d81b60"
RECENT_COLOR = "#ff9800"  # the board widget's --bw-recent
BOARD_BACKGROUND = "#f3efe3"
BORDER = "#d0d7de"
INK, MUTED_INK, CAPTION_INK = "#1f2328", "#9a9a9a", "#3d3a33"
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
NARROW = 560  # below this width (px) the panels go under the board instead of beside it
PAD = 12
ICON_ID_PREFIX = "bw-icon-"
USED_ICON = re.compile(r'data-icon="([^"]+)"')

_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
_COLOR = re.compile(r"#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,30}|(?:rgba?|hsla?)\([0-9.,%\s-]{1,60}\)")
_HEX6 = re.compile(r"#([0-9a-fA-F]{6})")


# -- small helpers ----------------------------------------------------------------------------
def _num(value, fallback: float = 0.0) -> float:
    """A finite number, or ``fallback`` for anything else (as board.js's ``num``)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    return fallback


def _f(value: float) -> str:
    """A number as short, stable text (three decimals at most)."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _escape(value) -> str:
    """Text safe inside XML content and double-quoted attributes."""
    text = _INVALID_XML.sub("", str(value))
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def _color(value, default: str) -> str:
    """A CSS colour from the view, or ``default`` when it is anything else (e.g. ``url(..)``)."""
    if isinstance(value, str) and _COLOR.fullmatch(value.strip()):
        return value.strip()
    return default


def text_color_for(fill) -> str:
    """Black or white text, whichever reads better on a ``#rrggbb`` fill (board.js's rule).

    >>> text_color_for("#f6d34a"), text_color_for("#26231f"), text_color_for("red")
    ('#111', '#fff', '#111')
    """
    match = _HEX6.fullmatch(fill or "") if isinstance(fill, str) else None
    if not match:
        return "#111"
    v = int(match.group(1), 16)
    luminance = 0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)
    return "#111" if luminance > 150 else "#fff"


def _open(name: str, attrs: dict) -> str:
    """``<name a="1" b="2"`` without the closing bracket; None values are left out."""
    parts = [name]
    for key, value in attrs.items():
        if value is None:
            continue
        if isinstance(value, float):
            value = _f(value)
        parts.append(f'{key}="{_escape(value)}"')
    return "<" + " ".join(parts)


def _tag(name: str, attrs: dict, content: str | None = None) -> str:
    head = _open(name, attrs)
    return f"{head}/>" if content is None else f"{head}>{content}</{name}>"


def _title(text) -> str:
    return f"<title>{_escape(text)}</title>" if text else ""


_NARROW_CHARS, _SLIM_CHARS, _WIDE_CHARS = set("il.,:;!|'j ·"), set("tfr()[]-"), set("mwMW@%")


def _text_width(text: str, size: float, bold: bool = False) -> float:
    """An estimate of the width of ``text`` in DejaVu Sans, the widest of the fonts the picture
    asks for (so that text never runs into its neighbours when another font is used)."""
    width = 0.0
    for ch in text:
        if ch in _NARROW_CHARS:
            width += 0.32
        elif ch in _SLIM_CHARS:
            width += 0.42
        elif ch in _WIDE_CHARS:
            width += 0.95
        elif ch.isupper():
            width += 0.74
        else:
            width += 0.64
    return width * size * (1.12 if bold else 1.0)


def _wrap(text: str, size: float, room: float, bold: bool = False) -> list[str]:
    """``text`` cut into lines at spaces so that each fits ``room`` px (a long word stays whole)."""
    lines: list[str] = []
    line = ""
    for word in str(text).split():
        attempt = f"{line} {word}" if line else word
        if line and _text_width(attempt, size, bold) > room:
            lines.append(line)
            line = word
        else:
            line = attempt
    lines.append(line)
    return lines


# -- geometry (the same as board.js) ------------------------------------------------------------
def _centre(space: dict) -> tuple[float, float]:
    points = space.get("points")
    if space.get("shape") == "polygon" and isinstance(points, list) and points:
        return (sum(_num(p[0]) for p in points) / len(points),
                sum(_num(p[1]) for p in points) / len(points))
    return _num(space.get("x")), _num(space.get("y"))


def _space_size(space: dict) -> float:
    if space.get("shape") == "rect":
        return min(_num(space.get("w"), 1.0), _num(space.get("h"), 1.0)) / 2
    return _num(space.get("r"), 0.5)


def _points(points) -> str:
    return " ".join(f"{_f(x)},{_f(y)}" for x, y in points)


def _regular(cx: float, cy: float, r: float, sides: int) -> list[tuple[float, float]]:
    """A regular polygon inscribed in radius ``r`` with a corner pointing up."""
    return [(cx + r * math.cos(-math.pi / 2 + 2 * math.pi * i / sides),
             cy + r * math.sin(-math.pi / 2 + 2 * math.pi * i / sides)) for i in range(sides)]


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + (r * 0.45 if i % 2 else r) * math.cos(-math.pi / 2 + math.pi * i / 5),
             cy + (r * 0.45 if i % 2 else r) * math.sin(-math.pi / 2 + math.pi * i / 5))
            for i in range(10)]


def _shape(shape, cx: float, cy: float, size: float, attrs: dict, *, w=None, h=None,
           points=None) -> str:
    """The SVG element of a space or piece outline (board.js's ``shapeElement``)."""
    if shape in ("rect", "square"):
        w, h = _num(w, 2 * size), _num(h, 2 * size)
        return _tag("rect", {"x": cx - w / 2, "y": cy - h / 2, "width": w, "height": h,
                             "rx": min(w, h) * 0.08, **attrs})
    sides = {"diamond": 4, "triangle": 3, "hex": 6}.get(shape)
    if sides:
        return _tag("polygon", {"points": _points(_regular(cx, cy, size, sides)), **attrs})
    if shape == "star":
        return _tag("polygon", {"points": _points(_star(cx, cy, size)), **attrs})
    if shape == "polygon":
        corners = [(_num(p[0]), _num(p[1])) for p in points or () if isinstance(p, (list, tuple))
                   and len(p) == 2]
        return _tag("polygon", {"points": _points(corners), **attrs})
    return _tag("circle", {"cx": cx, "cy": cy, "r": size, **attrs})


def icon_element(name, cx: float, cy: float, side: float, fill: str) -> str | None:
    """The icon ``name`` centred on (cx, cy), ``side`` wide; None if the icon is unknown.

    It is a ``<use>`` of the icon's path, which ``view_to_svg`` writes once in
    ``<defs>``: a board shows the same few animals many times, and one copy of
    each path keeps a picture small enough to store in a notebook.

    >>> icon_element("no-such-icon", 0, 0, 1, "#111") is None
    True
    """
    if not isinstance(name, str) or not has_icon(name):
        return None
    scale = side / ICON_SIZE
    transform = f"translate({_f(cx - side / 2)} {_f(cy - side / 2)}) scale({scale:.6g})"
    return _tag("use", {"href": f"#{ICON_ID_PREFIX}{name}", "transform": transform, "fill": fill,
                        "class": "bw-icon", "data-icon": name})


def _icon_definitions(parts: list[str]) -> str:
    """``<defs>`` holding one path for each icon the picture uses ("" if none)."""
    names = sorted({name for part in parts for name in USED_ICON.findall(part)})
    if not names:
        return ""
    paths = "".join(_tag("path", {"id": f"{ICON_ID_PREFIX}{name}", "d": icon_path(name)})
                    for name in names)
    return f"<defs>{paths}</defs>"


def piece_positions(view: dict) -> list[tuple[dict, float, float]]:
    """Each piece standing on a known space with its centre: ``dx``/``dy`` when given, else
    the first piece on a space at its centre and the next ones fanned out around it at 60°
    steps, 0.9 × their size away (board.js's rule)."""
    spaces = {s.get("id"): s for s in view.get("spaces", ())}
    stacks: dict = {}
    placed = []
    for piece in view.get("pieces", ()):
        space = spaces.get(piece.get("at"))
        if space is None:
            continue
        n = stacks.get(piece.get("at"), 0)
        stacks[piece.get("at")] = n + 1
        cx, cy = _centre(space)
        size = _num(piece.get("size"), 0.3)
        if "dx" in piece or "dy" in piece:
            cx, cy = cx + _num(piece.get("dx")), cy + _num(piece.get("dy"))
        elif n:
            angle = n * 2 * math.pi / 6
            cx, cy = cx + math.cos(angle) * size * 0.9, cy + math.sin(angle) * size * 0.9
        placed.append((piece, cx, cy))
    return placed


# -- the board ------------------------------------------------------------------------------------
def _space(space: dict, recent: bool, corners: list) -> str:
    """A space's group: a recent halo, the outline, icon and label. A corner label goes to
    ``corners`` instead, drawn above the pieces so the number stays readable."""
    cx, cy = _centre(space)
    shape = space.get("shape")
    fill = _color(space.get("fill"), "#f4f4f4")
    size_r = _space_size(space)
    geometry = {"w": space.get("w"), "h": space.get("h"), "points": space.get("points")}
    element = f"space:{space.get('id')}"
    parts = []
    if recent:
        # underneath the outline, so only its outer half shows: a halo that leaves the target
        # and selection outlines readable on top (board.js does the same)
        mark = {"fill": "none", "stroke": RECENT_COLOR, "stroke-width": 0.22,
                "class": "bw-recent", "data-recent": element}
        if shape == "text":
            parts.append(_tag("circle", {"cx": cx, "cy": cy, "r": size_r, **mark}))
        else:
            parts.append(_shape(shape, cx, cy, size_r, mark, **geometry))
    if shape != "text":
        if space.get("decor"):
            stroke = {"stroke": "none"}
        elif space.get("selected"):
            stroke = {"stroke": SELECTED_COLOR, "stroke-width": 0.09}
        else:
            stroke = {"stroke": "#6b6b6b", "stroke-width": 0.03}
        parts.append(_shape(shape, cx, cy, size_r, {"fill": fill, **stroke}, **geometry))
        if space.get("icon") is not None:
            side = _num(space.get("icon_size"), 0.0) or (
                0.7 * min(_num(space.get("w"), 1.0), _num(space.get("h"), 1.0)) if shape == "rect"
                else 1.2 * size_r)
            icon = icon_element(space["icon"], cx, cy, side,
                                _color(space.get("icon_color"), text_color_for(fill)))
            if icon:
                parts.append(icon)
    label = space.get("label")
    if label not in (None, ""):
        corner = space.get("label_pos") == "corner" and shape == "rect"
        size = _num(space.get("size"), 0.26 if corner else 0.35 if shape == "text" else size_r * 0.7)
        attrs = {"x": cx, "y": cy, "dy": "0.35em", "font-size": size, "text-anchor": "middle"}
        if shape == "text":
            attrs.update({"fill": CAPTION_INK, "font-weight": "600"})
        else:
            attrs["fill"] = text_color_for(fill)
        if corner:
            inset = min(0.05, size * 0.2)
            attrs.update({"x": cx - _num(space.get("w"), 1.0) / 2 + inset,
                          "y": cy - _num(space.get("h"), 1.0) / 2 + inset + size / 2,
                          "text-anchor": "start", "stroke": fill, "stroke-width": size * 0.25,
                          "paint-order": "stroke", "class": "bw-corner-label",
                          "data-label-for": space.get("id")})
            corners.append(_tag("text", attrs, _escape(label)))
        else:
            parts.append(_tag("text", attrs, _escape(label)))
    parts.append(_title(space.get("tooltip")))
    group = {"class": "bw-space bw-decor" if space.get("decor") else "bw-space",
             "data-space": space.get("id")}
    return _tag("g", group, "".join(parts))


def _offer(outline) -> str:
    """The mark of a move on offer, as board.js draws it: a solid dark-blue band on a pale
    keyline (``outline(attributes)`` draws the element's outline with them)."""
    keyline = outline({"fill": "none", "stroke": TARGET_KEYLINE, "stroke-width": 0.16})
    band = outline({"fill": "none", "stroke": TARGET_COLOR, "stroke-width": 0.09})
    return _tag("g", {"class": "bw-target"}, keyline + band)


def _piece(piece: dict, cx: float, cy: float, recent: bool) -> str:
    size = _num(piece.get("size"), 0.3)
    color = _color(piece.get("color"), "#888888")
    parts = []
    element = f"piece:{piece.get('id')}"
    if recent:
        # a ring clear of the body's corners (a square reaches 1.41 x its size), as board.js
        reach = size * math.sqrt(2) if piece.get("shape") == "square" else size
        parts.append(_tag("circle", {"cx": cx, "cy": cy, "r": reach + size * 0.3,
                                     "fill": RECENT_COLOR, "fill-opacity": 0.45,
                                     "stroke": RECENT_COLOR, "stroke-width": size * 0.22,
                                     "class": "bw-recent", "data-recent": element}))
    parts.append(_shape(piece.get("shape"), cx, cy, size,
                        {"fill": color, "stroke": "#222", "stroke-width": 0.025}))
    ink = text_color_for(color)
    icon = None
    if piece.get("icon") is not None:
        icon = icon_element(piece["icon"], cx, cy, 1.5 * size, _color(piece.get("icon_color"), ink))
    if icon:
        parts.append(icon)
    elif piece.get("label") not in (None, ""):
        parts.append(_tag("text", {"x": cx, "y": cy, "dy": "0.35em", "font-size": size * 1.1,
                                   "text-anchor": "middle", "font-weight": "700", "fill": ink},
                          _escape(piece["label"])))
    parts.append(_title(piece.get("tooltip")))
    kind = re.sub(r"[^A-Za-z0-9_-]", "", str(piece.get("kind") or "piece")) or "piece"
    return _tag("g", {"class": f"bw-piece bw-piece-{kind}", "data-piece": piece.get("id")},
                "".join(parts))


def _board(view: dict, targeted: set, recent: set) -> str:
    """The board in its own units: decoration, links, spaces, pieces, corner labels, then the
    moves on offer above everything (as board.js draws them)."""
    spaces = {s.get("id"): s for s in view.get("spaces", ())}
    decor, drawn, corners, links, pieces, offers = [], [], [], [], [], []
    for space in view.get("spaces", ()):
        element = f"space:{space.get('id')}"
        if space.get("decor"):
            decor.append(_space(space, False, corners))
            continue
        drawn.append(_space(space, element in recent, corners))
        if element in targeted:
            cx, cy = _centre(space)
            shape = "rect" if space.get("shape") == "text" else space.get("shape")
            geometry = {"w": space.get("w"), "h": space.get("h"), "points": space.get("points")}
            offers.append(_offer(lambda attrs, s=space, shape=shape, cx=cx, cy=cy, g=geometry:
                                 _shape(shape, cx, cy, _space_size(s), attrs, **g)))
    for link in view.get("links", ()):
        a, b = spaces.get(link.get("source")), spaces.get(link.get("target"))
        if a is None or b is None:
            continue
        (x1, y1), (x2, y2) = _centre(a), _centre(b)
        if link.get("style") == "path":
            style = {"stroke": "#ffffff", "stroke-width": 0.09, "stroke-dasharray": "0.12 0.1"}
        else:
            style = {"stroke": "#777", "stroke-width": 0.05}
        links.append(_tag("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, **style,
                                   "data-link": link.get("id")}, _title(link.get("tooltip")) or None))
    for piece, cx, cy in piece_positions(view):
        element = f"piece:{piece.get('id')}"
        pieces.append(_piece(piece, cx, cy, element in recent))
        if element in targeted:
            size = _num(piece.get("size"), 0.3)
            reach = size * math.sqrt(2) if piece.get("shape") == "square" else size
            offers.append(_offer(lambda attrs, cx=cx, cy=cy, r=reach * 1.15:
                                 _tag("circle", {"cx": cx, "cy": cy, "r": r, **attrs})))
    return (_tag("g", {"class": "bw-decor"}, "".join(decor))
            + _tag("g", {"class": "bw-links"}, "".join(links))
            + _tag("g", {"class": "bw-spaces"}, "".join(drawn))
            + _tag("g", {"class": "bw-pieces"}, "".join(pieces))
            + _tag("g", {"class": "bw-corner-labels"}, "".join(corners))
            + _tag("g", {"class": "bw-offers"}, "".join(offers)))


# -- panels, heading and players (in CSS px) ------------------------------------------------------
ITEM_SIZE, ITEM_LINE, TITLE_SIZE = 12.5, 19, 13.5


def _panel(panel: dict, x: float, y: float, w: float, targeted: set, recent: set) -> tuple[str, float]:
    """One panel box at (x, y), ``w`` px wide: (its SVG, its height). A panel the board shows
    folded (``open`` false: a key to the board, another player's) is its title and summary."""
    color = _color(panel.get("color"), "#888888")
    body, top = [], y
    folded = panel.get("open") is False
    title = panel.get("title") or ""
    if folded and panel.get("summary"):
        title = f"{title}: {panel['summary']}"
    y += 6
    for line in _wrap(title, TITLE_SIZE, w - 22, bold=True):
        y += TITLE_SIZE + 4
        body.append(_tag("text", {"x": x + 13, "y": y, "font-size": TITLE_SIZE, "font-weight": "700",
                                  "fill": color}, _escape(line)))
    y += 6
    for item in () if folded else panel.get("items", ()):
        element = f"item:{item.get('id')}"
        muted = bool(item.get("muted"))
        count = item.get("count")
        count_text = f"×{count}" if count is not None else ""
        room = w - 40 - (_text_width(count_text, ITEM_SIZE) + 8 if count_text else 0)
        lines = _wrap(item.get("label") or "", ITEM_SIZE, room)
        height = ITEM_LINE + (len(lines) - 1) * (ITEM_SIZE + 3)
        row = []
        mid = y + ITEM_LINE / 2
        if element in targeted:
            row.append(_tag("rect", {"x": x + 7, "y": y + 0.5, "width": w - 12, "height": height - 1,
                                     "rx": 4, "fill": TARGET_COLOR, "fill-opacity": 0.08,
                                     "stroke": TARGET_COLOR, "stroke-width": 1.2,
                                     "stroke-dasharray": "4 2", "class": "bw-target"}))
        if element in recent:
            row.append(_tag("rect", {"x": x + 5.5, "y": y - 1, "width": w - 9, "height": height + 2,
                                     "rx": 5, "fill": "none", "stroke": RECENT_COLOR,
                                     "stroke-width": 2, "class": "bw-recent", "data-recent": element}))
        swatch = item.get("color")
        icon_ink = MUTED_INK if muted else INK
        if swatch is not None:
            swatch = _color(swatch, "#888888")
            row.append(_tag("circle", {"cx": x + 21, "cy": mid, "r": 7.5, "fill": swatch,
                                       "stroke": "#777", "stroke-width": 0.8,
                                       "opacity": 0.45 if muted else None}))
            icon_ink = text_color_for(swatch)
        if item.get("icon") is not None:
            icon = icon_element(item["icon"], x + 21, mid, 11.5 if swatch else 15,
                                _color(item.get("icon_color"), icon_ink))
            if icon:
                row.append(_tag("g", {"opacity": 0.55}, icon) if muted else icon)
        ink = MUTED_INK if muted else INK
        for k, line in enumerate(lines):
            row.append(_tag("text", {"x": x + 34, "y": mid + k * (ITEM_SIZE + 3), "dy": "0.35em",
                                     "font-size": ITEM_SIZE, "fill": ink}, _escape(line)))
        if count_text:
            row.append(_tag("text", {"x": x + w - 8, "y": mid, "dy": "0.35em", "font-size": ITEM_SIZE,
                                     "text-anchor": "end", "fill": MUTED_INK if muted else "#57606a"},
                            _escape(count_text)))
        row.append(_title(item.get("tooltip")))
        body.append(_tag("g", {"class": "bw-item bw-muted" if muted else "bw-item",
                               "data-item": item.get("id")}, "".join(row)))
        y += height
    y += 6
    height = y - top
    active = bool(panel.get("active"))
    box = _tag("rect", {"x": x + 0.5, "y": top + 0.5, "width": w - 1, "height": height - 1, "rx": 5,
                        "fill": "#f6f8fa", "stroke": color if active else BORDER,
                        "stroke-width": 2 if active else 1})
    bar = _tag("rect", {"x": x + 0.5, "y": top + 0.5, "width": 5, "height": height - 1, "fill": color})
    group = {"class": "bw-panel bw-active" if active else "bw-panel", "data-panel": panel.get("id")}
    return _tag("g", group, box + bar + "".join(body)), height


def _players(view: dict, x: float, y: float, room: float) -> tuple[str, float]:
    """The players' line(s) at baseline ``y``: (SVG, the height used)."""
    size, parts, left, line = 13, [], x, 0
    for player in view.get("players", ()):
        role = player.get("role")
        text = f"{player.get('name', '')} {player.get('score', '')}".strip()
        if role in ("you", "computer"):
            text += f" ({role})"
        bold = bool(player.get("to_move"))
        chip = 18 + _text_width(text, size, bold)
        if left > x and left + chip > x + room:
            left, line = x, line + 1
        yy = y + line * 20
        parts.append(_tag("g", {"class": "bw-player", "data-player": player.get("index")},
                          _tag("circle", {"cx": left + 6, "cy": yy - 4.5, "r": 6,
                                          "fill": _color(player.get("color"), "#888888"),
                                          "stroke": "#777", "stroke-width": 0.8})
                          + _tag("text", {"x": left + 17, "y": yy, "font-size": size,
                                          "font-weight": "700" if bold else None,
                                          "fill": INK if bold else "#57606a"}, _escape(text))))
        left += chip + 22
    return "".join(parts), (line + 1) * 20 if parts else 0


def _heading(view: dict, x: float, y: float, room: float) -> tuple[str, float]:
    """``title: status`` in bold and plain, wrapped to ``room`` px: (SVG, height used)."""
    size = 16
    title = str(view.get("title") or "")
    status = str(view.get("status") or "")
    lines = _wrap(f"{title}: {status}" if title and status else title or status, size, room)
    parts = []
    for k, line in enumerate(lines):
        content = _escape(line)
        if k == 0 and title and line.startswith(f"{title}:"):
            content = (_tag("tspan", {"font-weight": "700"}, _escape(f"{title}:"))
                       + _escape(line[len(title) + 1:]))
        parts.append(_tag("text", {"x": x, "y": y + size + k * (size + 5), "font-size": size,
                                   "fill": INK}, content))
    return "".join(parts), len(lines) * (size + 5)


def _buttons(view: dict, x: float, y: float, room: float) -> tuple[str, float]:
    """Targets on ``button`` as dashed blue boxes under the board: (SVG, height used)."""
    size, parts, left, top = 12.5, [], x, y
    for target in view.get("targets", ()):
        if target.get("on") != "button":
            continue
        label = str(target.get("label") or "")
        label = label[:1].upper() + label[1:]
        w = _text_width(label, size) + 20
        if left > x and left + w > x + room:
            left, top = x, top + 30
        parts.append(_tag("g", {"class": "bw-button bw-target", "data-target": target.get("id")},
                          _tag("rect", {"x": left, "y": top, "width": w, "height": 24, "rx": 4,
                                        "fill": TARGET_COLOR, "fill-opacity": 0.08,
                                        "stroke": TARGET_COLOR, "stroke-width": 1.2,
                                        "stroke-dasharray": "4 2"})
                          + _tag("text", {"x": left + w / 2, "y": top + 12, "dy": "0.35em",
                                          "font-size": size, "text-anchor": "middle",
                                          "fill": TARGET_COLOR}, _escape(label))))
        left += w + 8
    return "".join(parts), (top - y + 30 if parts else 0)


# -- the document ----------------------------------------------------------------------------------
def view_to_svg(view: dict, *, width: int = 900, targets: bool = True) -> str:
    """A standalone SVG document (text) picturing ``view``, ``width`` CSS px wide.

    The heading says ``title: status``; under it come the players (colour,
    name, score, and "you" or "computer"), then the board with the panels in
    a column to its right (under it when ``width`` is below 560). The moves on
    offer are outlined in blue dashes unless ``targets`` is false; the
    elements the latest move changed are outlined in amber. The height
    follows from the content.
    """
    if not isinstance(view, dict):
        raise TypeError(f"view_to_svg needs a view dict, not {type(view).__name__}.")
    if isinstance(width, bool) or not isinstance(width, int) or not 200 <= width <= 20000:
        raise ValueError(f"width must be a whole number of pixels from 200 to 20000, not {width!r}.")
    box = view.get("viewbox")
    if not (isinstance(box, (list, tuple)) and len(box) == 4):
        box = [0, 0, 10, 10]
    vx, vy, vw, vh = (_num(v) for v in box)
    vw, vh = (vw if vw > 0 else 10.0), (vh if vh > 0 else 10.0)
    shown = [t for t in view.get("targets", ()) if isinstance(t, dict)] if targets else []
    targeted = {t.get("on") for t in shown}
    recent = {e for e in view.get("recent", ()) if isinstance(e, str)}

    inner = width - 2 * PAD
    narrow = width < NARROW
    panel_w = inner if narrow else max(230.0, min(340.0, round(width * 0.3)))
    board_w = inner if narrow else inner - panel_w - 10
    scale = board_w / vw
    board_h = vh * scale

    parts = []
    heading, used = _heading(view, PAD, PAD - 2, inner)
    parts.append(heading)
    y = PAD + used + 6
    players, used = _players(view, PAD, y + 13, inner)
    parts.append(players)
    y += used + 6

    board_top = y
    parts.append(_tag("rect", {"x": PAD + 0.5, "y": board_top + 0.5, "width": board_w - 1,
                               "height": board_h - 1, "rx": 6, "fill": BOARD_BACKGROUND,
                               "stroke": BORDER}))
    parts.append(_tag("svg", {"x": PAD, "y": board_top, "width": board_w, "height": board_h,
                              "viewBox": " ".join(_f(v) for v in (vx, vy, vw, vh)),
                              "class": "bw-board"}, _board(view, targeted, recent)))
    bottom = board_top + board_h
    buttons, used = _buttons({"targets": shown}, PAD, bottom + 8, board_w)
    if used:
        parts.append(buttons)
        bottom += 8 + used
    if narrow:
        px, py = PAD, bottom + 10
    else:
        px, py = PAD + board_w + 10, board_top
    for panel in view.get("panels", ()):
        drawn, height = _panel(panel, px, py, panel_w, targeted, recent)
        parts.append(drawn)
        py += height + 8
    bottom = max(bottom, py - 8)
    if any('class="bw-icon"' in part for part in parts):
        parts.append(_tag("text", {"x": width - PAD, "y": bottom + 13, "font-size": 9,
                                   "text-anchor": "end", "fill": MUTED_INK, "class": "bw-credit"},
                          _escape(ICON_CREDIT)))
        bottom += 15
    height = math.ceil(bottom + PAD)

    title = f"{view.get('title', '')}: {view.get('status', '')}".strip(": ")
    head = _open("svg", {"xmlns": "http://www.w3.org/2000/svg", "width": width, "height": height,
                         "viewBox": f"0 0 {width} {height}", "role": "img", "aria-label": title,
                         "font-family": FONT})
    # one element a line, so that two pictures diff readably
    return (head + ">\n" + _title(title) + "\n" + _icon_definitions(parts) + "\n"
            + _tag("rect", {"width": width, "height": height, "fill": "#ffffff"}) + "\n"
            + "\n".join(parts) + "\n</svg>\n")


# -- what to draw ---------------------------------------------------------------------------------
def source_view(source, viewer: int | None = None, at: int | None = None, *,
                caller: str = "to_svg") -> dict:
    """The view of a State, of a Match (after ``at`` moves, default the current state) or a
    view dict itself, with clear errors for anything else. Seats a Match's agents play have
    the role "computer"."""
    from .core.match import Match
    from .core.state import State

    if isinstance(source, Match):
        moves = len(source.history)
        if at is None:
            state = source.state
        elif isinstance(at, bool) or not isinstance(at, int):
            raise TypeError(f"at must be a number of moves (an int), not {type(at).__name__}.")
        elif not 0 <= at <= moves:
            raise ValueError(f"at={at} is out of range: this match has {moves} moves, so at can "
                             f"be 0 (the start) to {moves}.")
        else:
            state = source.states[at]
        view = state.view(viewer)
        for player in view.get("players", ()):
            if player.get("index") in source.agents:
                player["role"] = "computer"
        return view
    if isinstance(source, State):
        if at is not None:
            raise ValueError("at= picks a position of a Match's history; a single State has "
                             "none, so give the Match instead.")
        return source.view(viewer)
    if isinstance(source, dict) and "spaces" in source:
        if at is not None:
            raise ValueError("at= picks a position of a Match's history; a view dict has none.")
        if viewer is not None:
            raise ValueError("viewer= cannot change a view dict, which is already made for one "
                             "viewer; give the State or Match instead.")
        return source
    raise TypeError(f"{caller} needs a State, a Match or a view dict, not {type(source).__name__}.")


def to_svg(source, path: str | os.PathLike | None = None, *, viewer: int | None = None,
           at: int | None = None, width: int = 900, targets: bool = True) -> str:
    """A picture of a position as SVG text, also written to ``path`` (UTF-8) when given.

    ``source`` is a State, a Match or a view dict; for a Match, ``at`` is the
    number of moves from the start (the position after ``at`` moves; by
    default the current one). ``viewer`` is the seat whose hidden information
    may show; ``width`` the width in CSS pixels; ``targets=False`` leaves out
    the blue outlines of the moves on offer (for a worksheet question).

    >>> import boardwidgets as bw
    >>> match = bw.Match("nanga_parbat", seed=1)
    >>> for _ in range(3):
    ...     _ = match.act(match.state.legal_actions()[0])
    >>> to_svg(match, at=0) == to_svg(match.start)
    True
    >>> to_svg(match, at=9)
    Traceback (most recent call last):
    ...
    ValueError: at=9 is out of range: this match has 3 moves, so at can be 0 (the start) to 3.
    """
    if path is not None and not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a file name (str or pathlib.Path), not {type(path).__name__}.")
    text = view_to_svg(source_view(source, viewer, at), width=width, targets=targets)
    if path is not None:
        pathlib.Path(path).write_text(text, encoding="utf-8")
    return text
