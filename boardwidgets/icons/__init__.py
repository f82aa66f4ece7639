"""Small pictures (icons) for spaces and pieces, from game-icons.net (CC BY 3.0).

Every renderer draws the same icons: the board widget in the browser, the static SVG
renderer and plotly. So each icon is one SVG path string in a ``ICON_SIZE`` x ``ICON_SIZE``
box, written with absolute ``M L C Q Z`` commands only. That is the common ground: plotly's
layout shapes accept it, and a renderer can place an icon anywhere by scaling and shifting
the coordinate pairs, with no SVG parser.

The paths live in ``game_icons.json`` next to this module, made by
``scripts/extract_icons.py`` (which also says which game uses which icon). The file is read
the first time an icon is asked for, not at import, so importing boardwidgets stays cheap.

>>> icon_path("bear-head")[:1]
'M'
>>> has_icon("bear-head"), has_icon("unicorn-with-jetpack")
(True, False)

Using the icons means crediting them: show ``ATTRIBUTION`` wherever they appear (a figure
caption, a footer, the docs' credits page).
"""

from __future__ import annotations

import difflib
import json
from importlib import resources

__all__ = ["ATTRIBUTION", "ICON_SIZE", "has_icon", "icon_author", "icon_names", "icon_path"]

ICON_SIZE = 512
"""The side of the square box every icon path is drawn in (coordinates run from 0 to 512)."""

ATTRIBUTION = ("Icons by game-icons.net contributors (Lorc, Delapouite and others), "
               "CC BY 3.0, https://creativecommons.org/licenses/by/3.0/")
"""The one-line credit the CC BY 3.0 licence asks for; the artists of each icon are in
``LICENSE-game-icons.txt`` and ``icon_author``."""

_ICONS: dict[str, dict[str, str]] | None = None


def _icons() -> dict[str, dict[str, str]]:
    global _ICONS
    if _ICONS is None:
        text = resources.files(__name__).joinpath("game_icons.json").read_text(encoding="utf-8")
        _ICONS = json.loads(text)["icons"]
    return _ICONS


def _entry(name: str) -> dict[str, str]:
    icons = _icons()
    try:
        return icons[name]
    except KeyError:
        close = [n for n in sorted(icons) if name and name in n]  # "bear" -> "bear-head"
        close += difflib.get_close_matches(name, icons, n=3, cutoff=0.6)
        close = list(dict.fromkeys(close))[:3]
        hint = f"; did you mean {', '.join(map(repr, close))}?" if close else ""
        raise KeyError(f"no icon named {name!r}{hint} (icon_names() lists them all)") from None


def icon_path(name: str) -> str:
    """The icon's SVG path data, absolute ``M L C Q Z`` in the ``ICON_SIZE`` box.

    An unknown name raises ``KeyError`` naming the closest known icons, since names are
    game-icons.net's own (``"bear-head"``, not ``"bear"``):

    >>> icon_path("bear")
    Traceback (most recent call last):
    ...
    KeyError: "no icon named 'bear'; did you mean 'bear-head'? (icon_names() lists them all)"
    """
    return _entry(name)["path"]


def icon_author(name: str) -> str:
    """Who drew the icon, for credits (``"Lorc"``, ``"Delapouite"``, ...).

    >>> icon_author("bear-head")
    'Delapouite'
    """
    return _entry(name)["author"]


def icon_names() -> list[str]:
    """Every icon name, sorted.

    >>> "maple-leaf" in icon_names()
    True
    """
    return sorted(_icons())


def has_icon(name: str) -> bool:
    """Whether there is an icon of that name (use it to fall back to a plain shape)."""
    return name in _icons()
