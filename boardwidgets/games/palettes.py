"""What the games' looks share to write their colours: each fill as a pair, its colour on a
light page and on a dark one, and a mix of two colours.

A view's ``dark`` key maps each light colour to the one the board widget paints instead on a
dark page; a game that writes its fills as tables of ``(light, dark)`` pairs builds that map
with ``dark_palette`` and its light colours with ``lights``.
"""
from __future__ import annotations


def lights(pairs: dict[str, tuple[str, str]]) -> dict[str, str]:
    """Each name of ``pairs`` with its light colour.

    >>> lights({"lake": ("#8ccaf0", "#2b5f82")})
    {'lake': '#8ccaf0'}
    """
    return {name: light for name, (light, _) in pairs.items()}


def dark_palette(*tables: dict[str, tuple[str, str]]) -> dict[str, str]:
    """The view's ``dark`` map of every pair in ``tables``: each light colour and its colour
    on a dark page. A light colour given two dark ones is a mistake (the widget could paint
    only one of them), caught as the game is imported.

    >>> dark_palette({"lake": ("#8ccaf0", "#2b5f82")}, {"water": ("#1f6fc5", "#2d73c2")})
    {'#8ccaf0': '#2b5f82', '#1f6fc5': '#2d73c2'}
    """
    palette: dict[str, str] = {}
    for table in tables:
        for light, dark in table.values():
            assert palette.setdefault(light, dark) == dark, f"{light} has two dark colours"
    return palette


def mix(color: str, other: str, share: float) -> str:
    """``color`` with ``share`` of ``other`` mixed in ("#rrggbb" colours).

    >>> mix("#ff0000", "#000000", 0.5)
    '#800000'
    """
    a, b = int(color[1:], 16), int(other[1:], 16)
    channels = [round(((a >> s) & 255) * (1 - share) + ((b >> s) & 255) * share) for s in (16, 8, 0)]
    return "#" + "".join(f"{c:02x}" for c in channels)
