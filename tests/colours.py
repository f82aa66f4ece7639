"""Colours as a browser computes them: parse, composite and compare (WCAG contrast).

Shared by the board's JavaScript tests (tests/widget/test_board_js.py), the
JupyterLab test (tests/test_browser.py) and the boards' test (tests/test_projector.py),
which all check that the board reads well in the light and the dark theme.
"""
from __future__ import annotations

import re


def parse_color(text: str) -> tuple[float, float, float, float]:
    """``#rrggbb``, ``rgb()``, ``rgba()`` or ``color(srgb ...)`` -> (r, g, b, alpha), channels 0..1."""
    if re.fullmatch(r"#[0-9a-fA-F]{6}", text):
        return (*(int(text[i:i + 2], 16) / 255 for i in (1, 3, 5)), 1.0)
    numbers = [float(n) for n in re.findall(r"[-+]?\d*\.?\d+(?:e[-+]?\d+)?", text)]
    if text.startswith("color(srgb"):
        r, g, b, *alpha = numbers
    elif text.startswith("rgb"):
        r, g, b, *alpha = numbers
        r, g, b = r / 255, g / 255, b / 255
    else:
        raise ValueError(f"not a colour: {text!r}")
    return (r, g, b, alpha[0] if alpha else 1.0)


def over(top: str | tuple, below: str | tuple) -> tuple[float, float, float, float]:
    """``top`` painted over the opaque colour ``below``."""
    top = parse_color(top) if isinstance(top, str) else top
    below = parse_color(below) if isinstance(below, str) else below
    a = top[3]
    return (*(a * t + (1 - a) * b for t, b in zip(top[:3], below[:3], strict=True)), 1.0)


def luminance(color) -> float:
    color = parse_color(color) if isinstance(color, str) else color
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in color[:3]]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(c1, c2) -> float:
    """WCAG contrast ratio of two opaque colours (strings or tuples)."""
    high, low = sorted((luminance(c1), luminance(c2)), reverse=True)
    return (high + 0.05) / (low + 0.05)


COLOURS = """root => {
    const css = (selector, property) => {
        const element = root.querySelector(selector);
        return element ? getComputedStyle(element)[property] : null;
    };
    return {
        root: css('.bw-root', 'backgroundColor'), status: css('.bw-status', 'color'),
        error: css('.bw-error', 'color'), errorBg: css('.bw-error', 'backgroundColor'),
        board: css('.bw-board', 'backgroundColor'), caption: css('.bw-caption', 'fill'),
        captionHalo: css('.bw-caption', 'stroke'), panel: css('.bw-panel', 'backgroundColor'),
        ring: css('.bw-swatch-ring', 'stroke'), item: css('.bw-item', 'color'),
        muted: css('.bw-item.bw-muted', 'color'), log: css('.bw-log', 'backgroundColor'),
        logText: css('.bw-log li', 'color'),
    };
}"""
