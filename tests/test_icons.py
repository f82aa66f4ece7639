"""The shipped icons (boardwidgets/icons) and the script that makes them (scripts/extract_icons.py).

The renderers rely on every path being absolute ``M L C Q Z`` in the 512 box, so that is
checked icon by icon; the script's path normaliser is checked on small hand-made paths whose
end points are known.
"""
import importlib.util
import json
import math
import re
from pathlib import Path

import pytest

from boardwidgets import icons

ROOT = Path(__file__).resolve().parents[1]
ICON_DIR = ROOT / "boardwidgets" / "icons"
DATA = json.loads((ICON_DIR / "game_icons.json").read_text(encoding="utf-8"))
LICENSE_TEXT = (ICON_DIR / "LICENSE-game-icons.txt").read_text(encoding="utf-8")

TOKEN = re.compile(r"[MLCQZ]|-?\d+(?:\.\d)?")
ARITY = {"M": 2, "L": 2, "C": 6, "Q": 4, "Z": 0}


def load_script():
    spec = importlib.util.spec_from_file_location("extract_icons", ROOT / "scripts" / "extract_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


extract = load_script()


def parse(d: str) -> list[tuple]:
    """Split a normalised path into commands, checking it holds nothing but M L C Q Z and numbers."""
    assert re.fullmatch(r"(?:[MLCQZ]|-?\d+(?:\.\d)?| )*", d), f"unexpected characters in {d[:80]!r}"
    assert "".join(TOKEN.findall(d)) == d.replace(" ", ""), "tokens do not cover the path"
    commands, letter, args = [], None, []
    for token in TOKEN.findall(d):
        if token in ARITY:
            if letter is not None:
                commands.append((letter, *args))
            letter, args = token, []
        else:
            args.append(float(token))
    if letter is not None:
        commands.append((letter, *args))
    return commands


# --- the shipped file ----------------------------------------------------------------------------

def test_file_header_names_source_and_licence():
    assert DATA["size"] == icons.ICON_SIZE == 512
    assert DATA["license"] == "CC BY 3.0"
    assert DATA["license_url"] == "https://creativecommons.org/licenses/by/3.0/"
    assert "@iconify-json/game-icons" in DATA["source"]


@pytest.mark.parametrize("name", sorted(DATA["icons"]))
def test_every_icon_is_absolute_mlcqz_in_the_box(name):
    d = icons.icon_path(name)
    assert d == DATA["icons"][name]["path"]
    commands = parse(d)
    assert commands[0][0] == "M", "a path must start with a move-to"
    for command in commands:
        assert len(command) - 1 == ARITY[command[0]], f"{command[0]} with {len(command) - 1} numbers"
    numbers = [v for command in commands for v in command[1:]]
    slack = 0.05 * icons.ICON_SIZE  # control points may poke a little outside the box
    assert -slack <= min(numbers) and max(numbers) <= icons.ICON_SIZE + slack
    assert DATA["icons"][name]["author"]


def test_lookup_functions_agree_with_the_file():
    assert icons.icon_names() == sorted(DATA["icons"])
    assert all(icons.has_icon(name) for name in DATA["icons"])
    assert not icons.has_icon("no-such-icon")
    assert icons.icon_author("goat") == DATA["icons"]["goat"]["author"]


def test_unknown_icon_raises_a_helpful_key_error():
    with pytest.raises(KeyError, match="no icon named 'bear'.*'bear-head'"):
        icons.icon_path("bear")
    with pytest.raises(KeyError, match="icon_names"):
        icons.icon_path("zzzz")


def test_attribution_credits_the_licence():
    assert "CC BY 3.0" in icons.ATTRIBUTION
    assert "game-icons.net" in icons.ATTRIBUTION
    assert "https://creativecommons.org/licenses/by/3.0/" in icons.ATTRIBUTION
    assert "\n" not in icons.ATTRIBUTION


def test_script_choices_and_file_agree():
    assert extract.chosen_names() == sorted(DATA["icons"])
    for game, chosen in extract.CHOSEN.items():
        assert chosen, f"{game} has no icons"
        assert all(why.strip() for why in chosen.values())
    assert extract.VERSION in DATA["source"]


def test_licence_file_credits_every_icon_and_artist():
    for name, entry in DATA["icons"].items():
        assert re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", LICENSE_TEXT), name
        assert entry["author"] in LICENSE_TEXT, entry["author"]
    assert "CC BY 3.0" in LICENSE_TEXT and "https://creativecommons.org/licenses/by/3.0/" in LICENSE_TEXT


def test_file_is_what_the_script_writes():
    """Byte-for-byte the script's own formatting, so re-running it gives no diff."""
    text = (ICON_DIR / "game_icons.json").read_text(encoding="utf-8")
    assert extract.dumps(DATA) == text


# --- the path normaliser ---------------------------------------------------------------------------

def end_points(d: str) -> list[tuple[float, float]]:
    return [command[-2:] for command in parse(d) if command[0] != "Z"]


def test_relative_commands_and_h_v_become_absolute_lines():
    assert extract.normalize_path("m10 10h5v5h-5z") == "M10 10L15 10L15 15L10 15Z"
    assert extract.normalize_path("M1 2 3 4 5 6") == "M1 2L3 4L5 6"  # pairs after M are line-tos
    assert extract.normalize_path("m1 2 3 4l1 1 1 1") == "M1 2L4 6L5 7L6 8"
    assert extract.normalize_path("M0 0H10V-5") == "M0 0L10 0L10-5"  # a sign separates numbers


def test_drawing_after_z_restarts_at_the_subpath_start():
    assert extract.normalize_path("M5 5L9 5Zl1 1") == "M5 5L9 5ZM5 5L6 6"


def test_s_reflects_the_previous_control_point():
    d = extract.normalize_path("M0 0C0 10 10 10 10 0s10-10 10 0")
    assert d == "M0 0C0 10 10 10 10 0C10-10 20-10 20 0"
    assert extract.normalize_path("M0 0S5 5 10 0") == "M0 0C0 0 5 5 10 0"  # no previous curve


def test_t_reflects_the_previous_quadratic_control_point():
    assert extract.normalize_path("M0 0Q5 10 10 0t10 0") == "M0 0Q5 10 10 0Q15-10 20 0"
    assert extract.normalize_path("M0 0T10 0") == "M0 0Q0 0 10 0"


def test_arc_becomes_cubics_ending_at_the_arc_end_points():
    # A half circle of radius 5 from (0, 0) to (10, 0); sweep 1 runs through (5, -5).
    d = extract.normalize_path("M0 0A5 5 0 0 1 10 0")
    commands = parse(d)
    assert [c[0] for c in commands] == ["M", "C", "C"]
    assert end_points(d) == [(0, 0), (5, -5), (10, 0)]
    # The other sweep goes through (5, 5); relative arcs with run-together flags parse too.
    assert end_points(extract.normalize_path("m0 0a5 5 0 0010 0")) == [(0, 0), (5, 5), (10, 0)]


def test_arc_points_lie_on_the_circle():
    # A quarter of a circle of radius 100 centred on (100, 100), unrounded.
    (curve,) = extract.arc_to_cubics(0, 100, 100, 100, 0, False, True, 100, 0)
    x1, y1, x2, y2, x, y = curve
    assert (x, y) == (100, 0)

    def at(t):
        mt = 1 - t
        return (mt**3 * 0 + 3 * mt * mt * t * x1 + 3 * mt * t * t * x2 + t**3 * x,
                mt**3 * 100 + 3 * mt * mt * t * y1 + 3 * mt * t * t * y2 + t**3 * y)

    for t in (0.25, 0.5, 0.75):
        px, py = at(t)
        assert math.hypot(px - 100, py - 100) == pytest.approx(100, rel=1e-3)


def test_large_arc_flag_and_rotation_and_small_radii():
    # The large arc round a circle of radius 5 from (0, 0) to (5, 5) takes three quarter turns.
    assert len(extract.arc_to_cubics(0, 0, 5, 5, 0, True, True, 5, 5)) == 3
    assert len(extract.arc_to_cubics(0, 0, 5, 5, 0, False, True, 5, 5)) == 1
    # Radii too small are scaled up until the arc reaches its end point.
    assert end_points(extract.normalize_path("M0 0A1 1 0 0 1 10 0")) == [(0, 0), (5, -5), (10, 0)]
    # A zero radius is a straight line; an arc to the current point draws nothing.
    assert end_points(extract.normalize_path("M0 0A0 5 0 0 1 10 0")) == [(0, 0), (10, 0)]
    assert extract.normalize_path("M3 3A5 5 0 0 1 3 3") == "M3 3"
    # A rotated ellipse still ends where it should.
    assert end_points(extract.normalize_path("M0 0A20 10 30 1 0 15 5"))[-1] == (15, 5)


def test_scaling_maps_every_pair():
    assert extract.normalize_path("M1 1L2 3", scale=2, dx=10, dy=-1) == "M12 1L14 5"


def test_bodies_with_other_shapes_are_refused():
    assert extract.body_to_path("x", '<path fill="currentColor" d="M0 0h1z"/><path d="M2 2h1z"/>') == \
        "M0 0h1z M2 2h1z"
    with pytest.raises(ValueError, match="circle"):
        extract.body_to_path("x", '<path d="M0 0h1z"/><circle cx="1" cy="1" r="1"/>')
    with pytest.raises(ValueError, match="fill-rule"):
        extract.body_to_path("x", '<path fill-rule="evenodd" d="M0 0h1z"/>')


def test_build_uses_the_icon_box_and_credits():
    icon_set = {"width": 24, "height": 24, "icons": {
        "dot": {"body": '<path d="M0 0h24v24H0z"/>'},
        "wide": {"body": '<path d="M0 0h48v24H0z"/>', "width": 48},
    }}
    document = extract.build(icon_set, {"author": {"name": "Set", "url": "https://example.org"}},
                             names=["dot", "wide"])
    assert document["icons"]["dot"]["path"] == "M0 0L512 0L512 512L0 512Z"
    assert document["icons"]["wide"]["path"] == "M0 128L512 128L512 384L0 384Z"  # fitted, centred
    assert document["icons"]["dot"]["author"] == "game-icons.net contributors (Set, https://example.org)"
    json.loads(extract.dumps(document))
