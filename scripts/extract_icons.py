"""Extract the icons boardwidgets draws from game-icons.net into ``boardwidgets/icons/game_icons.json``.

A developer tool, not run by the tests or CI: run it after changing ``CHOSEN`` below::

    python scripts/extract_icons.py                      # fetches the pinned package with npm
    python scripts/extract_icons.py --icons-json icons.json --info-json info.json   # offline

Why this script exists: game-icons.net's SVG paths use every SVG path command, relative
ones and arcs included, but plotly's layout shapes accept only absolute ``M L H V Q C T S Z``
and our Python renderers scale a path by multiplying its coordinate pairs. So every path is
rewritten here, once, into absolute ``M L C Q Z`` only, with numbers rounded to one decimal in
the 0..512 box. The output is deterministic: running the script twice gives the same bytes.

The icons come from the npm package ``@iconify-json/game-icons`` (pinned below), which
holds the whole game-icons.net set in one JSON file. They are licensed CC BY 3.0. The package
credits only the set as a whole, so each icon's artist is recorded by hand in ``ARTIST_OF``
below and written as the icon's ``author`` (see ``boardwidgets/icons/LICENSE-game-icons.txt``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "@iconify-json/game-icons"
VERSION = "1.2.4"
TARBALL_SHA1 = "a0a19eb4a4ab4c6544856a2f2755457473cc8aec"  # npm's shasum for that version
ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "boardwidgets" / "icons" / "game_icons.json"
SIZE = 512  # every icon is drawn in a SIZE x SIZE box
SOURCE = f"game-icons.net via {PACKAGE} {VERSION}"
LICENSE = "CC BY 3.0"
LICENSE_URL = "https://creativecommons.org/licenses/by/3.0/"

# The icons we ship, grouped by the game that uses them: game-icons.net name -> what it stands
# for. The name is kept as the key in the JSON so that every icon can be traced back to
# game-icons.net for credit. An icon that serves several games is listed under the first.
CHOSEN: dict[str, dict[str, str]] = {
    "nanga_parbat": {
        "feline": "snow leopard: a big cat walking",
        "goat": "Himalayan tahr: a wild goat",
        "deer": "musk deer: a deer",
        "bison": "yak: a shaggy wild ox",
        "ram-profile": "bharal (blue sheep): a ram's head with curled horns",
        "raccoon-head": "red panda: a masked, ringed face much like the red panda's",
        "hiking": "a hiker: a walker with a stick on a slope",
        "camping-tent": "a camp: a tent",
        "compass": "the guide: a compass rose",
        "cube": "a points cube",
        "position-marker": "the score marker: a map pin",
        "peaks": "the mountain and its summit (also Bear Valley's mountains): snowy peaks",
    },
    "bear_valley": {
        "bear-head": "a bear",
        "canoe": "a canoe: a paddler in a canoe",
        "machete": "the machete",
        "flashlight": "the flashlight",
        "basket": "the picnic basket",
        "lasso": "the rope: a coiled rope",
        "telescope": "the telescope",
        "gold-bar": "gold: a shining bar",
        "cave-entrance": "a cave",
        "butterfly": "a butterfly",
        "fox-head": "a fox",
        "mushrooms": "mushrooms",
        "stone-bridge": "a bridge",
        "lily-pads": "a lake: lily pads on water",
        "berry-bush": "a hedge: a bush",
        "pine-tree": "woods: a conifer",
        "wood-cabin": "the trading post: a log cabin",
        "river": "a river",
        "sun": "the sun, for the time of day",
    },
    "fireball_island": {
        "fireball": "a fireball",
        "cut-diamond": "a jewel",
        "card-random": "a card (face down, unknown)",
        "mountain-cave": "a cave in the mountain",
        "rope-bridge": "a rope bridge",
        "smoking-volcano": "the volcano",
        "totem-head": "Vul-Kar, the idol: a carved tiki-like head",
        "death-skull": "a skull",
        "sailboat": "the boat at the dock",
        "charm": "a charm token: two hearts",
        "dice-six-faces-five": "the die",
    },
    "lost_valley": {
        "gold-nuggets": "gold nuggets",
        "saucepan": "a pan for panning gold (a cooking pan: the set has no gold pan)",
        "double-fish": "fish",
        "deer-head": "game to hunt: a deer's head",
        "oak": "a tree",
        "wood-axe": "the axe",
        "horse-head": "a horse",
        "wood-canoe": "a boat: a wooden rowing boat",
        "backpack": "the backpack",
        "old-wagon": "a covered wagon",
        "mine-wagon": "a mine: an ore cart",
        "hand-saw": "the sawmill: a saw",
        "dam": "a canal: water held by a dam (the set has no canal)",
        "frozen-block": "ice: a block with icicles",
        "jug": "the moonshine still: a jug",
        "shop": "the trading post: a shop front",
    },
    "maple_valley": {
        "maple-leaf": "a maple leaf",
        "acorn": "an acorn",
        "mushroom": "a mushroom",
        "raspberry": "berries",
        "shiny-apple": "an apple",
        "stone-pile": "stones",
        "yarn": "yarn: a ball of thread",
        "squirrel": "a friend: a squirrel",
        "lantern": "a lantern",
        "treasure-map": "a map",
        "crystal-shine": "a curiosity: a shining crystal",
        "party-flags": "the festival: bunting",
        "birch-trees": "Birch: birch trunks",
        "reed": "Cattail: cattails",
        "clay-brick": "Clay: a brick of clay",
        "herbs-bundle": "Herb: a bundle of herbs",
        "honey-jar": "Honey: a jar of honey",
        "ladybug": "a Bug: a ladybug",
        "daisy": "a Flower: a daisy",
        "drum": "an Entertainment Favour: a drum",
        "present": "a Gift Favour: a wrapped present",
        "rabbit-head": "the Rabbit's pawn",
        "porcupine": "the Porcupine's pawn",
        "village": "the Village: houses",
        "watchtower": "the Lookout: a watchtower",
        "treehouse": "the Clubhouse: a tree house",
        "water-drop": "Water trails: a drop",
        "rock": "Rock trails: a rock",
        "paw-print": "a Friend card: a paw print",
        "night-sleep": "a Dawdle card: a sleeping moon",
        "sewing-needle": "a Patch card: a needle and thread",
    },
}

# Who drew each icon. The npm package credits only the set ("GameIcons"), so the artists were
# read by hand from game-icons.net's own layout (its repository keeps each icon as
# ``<artist>/<name>.svg``). Where two artists have an icon of the same name, the package's path
# was compared with both (``horse-head`` is Lorc's). An icon missing here is credited to the set.
ARTISTS: dict[str, str] = {
    "lorc": "Lorc",
    "delapouite": "Delapouite",
    "skoll": "Skoll",
    "caro-asercion": "Caro Asercion",
    "faithtoken": "Faithtoken",
    "sbed": "Sbed",
    "willdabeast": "Willdabeast",
}
ARTIST_OF: dict[str, str] = {
    # Lorc
    **dict.fromkeys(
        ["acorn", "butterfly", "charm", "compass", "crystal-shine", "cut-diamond", "daisy", "fireball",
         "fox-head", "frozen-block", "horse-head", "lantern", "machete", "maple-leaf", "mushroom",
         "oak", "paw-print", "peaks", "pine-tree", "rock", "sewing-needle", "shiny-apple", "sun",
         "totem-head", "treasure-map", "wood-axe"], "lorc"),
    # Delapouite
    **dict.fromkeys(
        ["backpack", "basket", "bear-head", "berry-bush", "bison", "camping-tent", "canoe",
         "cave-entrance", "clay-brick", "cube", "dam", "dice-six-faces-five", "double-fish", "drum",
         "feline", "flashlight", "gold-nuggets", "hand-saw", "herbs-bundle", "hiking", "honey-jar", "jug",
         "ladybug", "lasso", "lily-pads", "mine-wagon", "mountain-cave", "mushrooms", "night-sleep",
         "old-wagon", "party-flags", "position-marker", "present", "rabbit-head", "raccoon-head",
         "ram-profile", "raspberry", "reed", "river", "rope-bridge", "sailboat", "shop", "smoking-volcano",
         "squirrel", "stone-bridge", "stone-pile", "telescope", "village", "watchtower", "wood-cabin",
         "wood-canoe", "yarn"],
        "delapouite"),
    "goat": "skoll",
    "birch-trees": "caro-asercion",
    "deer": "caro-asercion",
    "deer-head": "caro-asercion",
    "porcupine": "caro-asercion",
    "saucepan": "caro-asercion",
    "treehouse": "caro-asercion",
    "card-random": "faithtoken",
    "death-skull": "sbed",
    "water-drop": "sbed",
    "gold-bar": "willdabeast",
}


def chosen_names() -> list[str]:
    """Every chosen icon name, sorted, each once."""
    return sorted({name for names in CHOSEN.values() for name in names})


# ---------------------------------------------------------------------------------------------
# Path normalisation
# ---------------------------------------------------------------------------------------------

_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


class _Scanner:
    """Reads an SVG path string a token at a time.

    Arc flags need care: SVG lets them run together with what follows (``a5 5 0 0110 10``
    means flags 0 and 1, then x=10), so a flag is read as a single character.
    """

    def __init__(self, d: str):
        self.d = d
        self.i = 0

    def _skip(self) -> None:
        while self.i < len(self.d) and self.d[self.i] in " \t\r\n,":
            self.i += 1

    def at_end(self) -> bool:
        self._skip()
        return self.i >= len(self.d)

    def command(self) -> str | None:
        """The next command letter, or None when a number comes next (an implicit repeat)."""
        self._skip()
        ch = self.d[self.i]
        if ch.upper() in _ARGS:
            self.i += 1
            return ch
        if ch.isalpha():
            raise ValueError(f"unknown path command {ch!r} at {self.i} in {self.d[:60]!r}")
        return None

    def number(self) -> float:
        self._skip()
        m = _NUMBER.match(self.d, self.i)
        if not m:
            raise ValueError(f"expected a number at {self.i} in {self.d[self.i:self.i + 30]!r}")
        self.i = m.end()
        return float(m.group())

    def flag(self) -> bool:
        self._skip()
        ch = self.d[self.i:self.i + 1]
        if ch not in ("0", "1"):
            raise ValueError(f"expected an arc flag at {self.i} in {self.d[self.i:self.i + 30]!r}")
        self.i += 1
        return ch == "1"


def arc_to_cubics(x1: float, y1: float, rx: float, ry: float, rotation: float, large_arc: bool,
                  sweep: bool, x2: float, y2: float) -> list[tuple[float, ...]]:
    """An SVG elliptical arc as cubic Bézier curves, each ``(c1x, c1y, c2x, c2y, x, y)``.

    This is the endpoint-to-centre conversion of the SVG specification (appendix F.6.5, with
    the radius correction of F.6.6), then one cubic per quarter turn or less, whose control
    points lie along the tangents at distance 4/3·tan(θ/4)·r. The last end point is exactly
    ``(x2, y2)``. A zero radius makes a straight line, returned as a degenerate cubic.
    """
    if x1 == x2 and y1 == y2:
        return []
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [(x1, y1, x2, y2, x2, y2)]
    phi = math.radians(rotation % 360)
    cos_phi, sin_phi = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p = cos_phi * dx + sin_phi * dy
    y1p = -sin_phi * dx + cos_phi * dy
    scale = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if scale > 1:  # radii too small to reach the end point: grow them just enough
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    coef = math.sqrt(max(0.0, num / den))
    if large_arc == sweep:
        coef = -coef
    cxp, cyp = coef * rx * y1p / ry, -coef * ry * x1p / rx
    cx = cos_phi * cxp - sin_phi * cyp + (x1 + x2) / 2
    cy = sin_phi * cxp + cos_phi * cyp + (y1 + y2) / 2

    def angle(ux: float, uy: float, vx: float, vy: float) -> float:
        return math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)

    ux, uy = (x1p - cxp) / rx, (y1p - cyp) / ry
    vx, vy = (-x1p - cxp) / rx, (-y1p - cyp) / ry
    theta = angle(1.0, 0.0, ux, uy)
    delta = angle(ux, uy, vx, vy)
    if not sweep and delta > 0:
        delta -= 2 * math.pi
    elif sweep and delta < 0:
        delta += 2 * math.pi

    segments = max(1, math.ceil(abs(delta) / (math.pi / 2) - 1e-9))
    step = delta / segments
    k = 4 / 3 * math.tan(step / 4)

    def point(a: float) -> tuple[float, float]:
        ex, ey = rx * math.cos(a), ry * math.sin(a)
        return cx + cos_phi * ex - sin_phi * ey, cy + sin_phi * ex + cos_phi * ey

    def tangent(a: float) -> tuple[float, float]:
        ex, ey = -rx * math.sin(a), ry * math.cos(a)
        return cos_phi * ex - sin_phi * ey, sin_phi * ex + cos_phi * ey

    curves = []
    for n in range(segments):
        a1, a2 = theta + n * step, theta + (n + 1) * step
        p1, p2 = point(a1), point(a2)
        t1, t2 = tangent(a1), tangent(a2)
        if n == segments - 1:
            p2 = (x2, y2)
        curves.append((p1[0] + k * t1[0], p1[1] + k * t1[1],
                       p2[0] - k * t2[0], p2[1] - k * t2[1], p2[0], p2[1]))
    return curves


def _reflected(ctrl: tuple[float, float] | None, x: float, y: float, follows: bool) -> tuple[float, float]:
    """The first control point of a smooth curve (S or T): the last control point of the curve
    it follows reflected through the current point (x, y), or that point itself when the
    command before was no curve of its kind."""
    return (2 * x - ctrl[0], 2 * y - ctrl[1]) if follows and ctrl is not None else (x, y)


def parse_path(d: str) -> list[tuple]:
    """An SVG path as a list of absolute commands drawn only from ``M L C Q Z``.

    Each command is a tuple: ``("M", x, y)``, ``("L", x, y)``, ``("C", x1, y1, x2, y2, x, y)``,
    ``("Q", x1, y1, x, y)`` or ``("Z",)``. Relative commands become absolute, ``H``/``V``
    become ``L``, ``S``/``T`` become ``C``/``Q`` with their reflected control point, arcs become
    cubics, and repeated arguments without a letter repeat the command (after ``M`` they are
    line-tos). A drawing command straight after ``Z`` starts its subpath with an explicit ``M``
    at the closed subpath's start, so every subpath begins with ``M``.
    """
    scan = _Scanner(d)
    out: list[tuple] = []
    x = y = 0.0  # current point
    sx = sy = 0.0  # start of the current subpath
    ctrl: tuple[float, float] | None = None  # last control point, for S and T
    prev = ""  # previous command, upper case
    cmd = None
    closed = False  # the last command was Z
    while not scan.at_end():
        letter = scan.command()
        if letter is None:
            if cmd is None or cmd.upper() == "Z":
                raise ValueError(f"numbers without a command in {d[:60]!r}")
            if cmd in "Mm":  # extra pairs after a move-to are line-tos
                cmd = "l" if cmd == "m" else "L"
        else:
            cmd = letter
        up = cmd.upper()
        rel = cmd.islower()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        if up == "Z":
            out.append(("Z",))
            x, y = sx, sy
            prev, ctrl, closed = "Z", None, True
            continue
        if closed and up != "M":
            out.append(("M", sx, sy))
        closed = False
        if up == "M":
            x, y = ox + scan.number(), oy + scan.number()
            sx, sy = x, y
            out.append(("M", x, y))
            ctrl = None
        elif up == "L":
            x, y = ox + scan.number(), oy + scan.number()
            out.append(("L", x, y))
            ctrl = None
        elif up == "H":
            x = ox + scan.number()
            out.append(("L", x, y))
            ctrl = None
        elif up == "V":
            y = oy + scan.number()
            out.append(("L", x, y))
            ctrl = None
        elif up in "CS":
            x1, y1 = ((ox + scan.number(), oy + scan.number()) if up == "C"
                      else _reflected(ctrl, x, y, prev in "CS"))
            x2, y2 = ox + scan.number(), oy + scan.number()
            x, y = ox + scan.number(), oy + scan.number()
            out.append(("C", x1, y1, x2, y2, x, y))
            ctrl = (x2, y2)
        elif up in "QT":
            x1, y1 = ((ox + scan.number(), oy + scan.number()) if up == "Q"
                      else _reflected(ctrl, x, y, prev in "QT"))
            x, y = ox + scan.number(), oy + scan.number()
            out.append(("Q", x1, y1, x, y))
            ctrl = (x1, y1)
        elif up == "A":
            rx, ry, rot = scan.number(), scan.number(), scan.number()
            large, sweep = scan.flag(), scan.flag()
            ex, ey = ox + scan.number(), oy + scan.number()
            for curve in arc_to_cubics(x, y, rx, ry, rot, large, sweep, ex, ey):
                out.append(("C", *curve))
            x, y = ex, ey
            ctrl = None
        prev = up
    return out


def _num(v: float) -> str:
    """One decimal, no trailing ``.0``, no ``-0``: ``12.5``, ``30``, ``-0.4``."""
    text = f"{v:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def format_path(commands: list[tuple], scale: float = 1.0, dx: float = 0.0, dy: float = 0.0) -> str:
    """Absolute commands as a compact path string, each point mapped to ``(scale*x+dx, scale*y+dy)``.

    Numbers are separated by a space, or by nothing when the next one starts with ``-``; every
    command keeps its letter (no implicit repeats), so a reader can split on letters.
    """
    parts: list[str] = []
    for command in commands:
        letter, coords = command[0], command[1:]
        text = letter
        for i, v in enumerate(coords):
            v = scale * v + (dx if i % 2 == 0 else dy)
            s = _num(v)
            if i > 0 and not s.startswith("-"):
                text += " "
            text += s
        parts.append(text)
    return "".join(parts)


def normalize_path(d: str, scale: float = 1.0, dx: float = 0.0, dy: float = 0.0) -> str:
    """An SVG path rewritten with absolute ``M L C Q Z`` only, rounded to one decimal.

    >>> normalize_path("m10 10h5v5h-5z")
    'M10 10L15 10L15 15L10 15Z'
    """
    return format_path(parse_path(d), scale, dx, dy)


# ---------------------------------------------------------------------------------------------
# Reading the icon set
# ---------------------------------------------------------------------------------------------

_ELEMENT = re.compile(r"<\s*([a-zA-Z][\w:-]*)([^>]*?)/?>")
_ATTR = re.compile(r'([\w:-]+)\s*=\s*"([^"]*)"')
_ALLOWED_ATTRS = {"fill", "d"}


def body_to_path(name: str, body: str) -> str:
    """All the ``<path>`` elements of an Iconify icon body, merged into one ``d``.

    Merging is safe only when every path is filled the same plain way, so an icon that holds
    other shapes, transforms, strokes or fill rules is refused: choose another icon.
    """
    ds = []
    for tag, attrs in _ELEMENT.findall(body):
        if tag != "path":
            raise ValueError(f"{name}: holds a <{tag}> element; only <path> is supported")
        found = dict(_ATTR.findall(attrs))
        extra = set(found) - _ALLOWED_ATTRS
        if extra:
            raise ValueError(f"{name}: <path> has unsupported attributes {sorted(extra)}")
        ds.append(found["d"])
    if not ds:
        raise ValueError(f"{name}: no <path> in its body")
    return " ".join(ds)


def icon_box(icon_set: dict, name: str) -> tuple[dict, tuple[float, float, float, float]]:
    """The icon's entry and its view box ``(left, top, width, height)``.

    Iconify gives defaults at the top of the set and lets an icon override them.
    """
    icons = icon_set["icons"]
    if name not in icons:
        alias = icon_set.get("aliases", {}).get(name)
        if alias is None:
            raise KeyError(f"{name!r} is not in {PACKAGE} {VERSION}")
        if set(alias) - {"parent"}:
            raise ValueError(f"{name}: an alias with transformations; use {alias['parent']!r}")
        return icon_box(icon_set, alias["parent"])
    icon = icons[name]
    if icon.get("hidden"):
        raise ValueError(f"{name}: hidden in the icon set (deprecated); choose another")
    if any(key in icon for key in ("rotate", "hFlip", "vFlip")):
        raise ValueError(f"{name}: transformed icons are not supported")

    def get(key: str, default: float) -> float:
        return float(icon.get(key, icon_set.get(key, default)))

    return icon, (get("left", 0), get("top", 0), get("width", 16), get("height", 16))


def build(icon_set: dict, info: dict | None = None, names: list[str] | None = None) -> dict:
    """The JSON document for ``names`` (default: every chosen name)."""
    info = info or {}
    author = info.get("author", {})
    set_credit = "game-icons.net contributors"
    if author.get("name"):
        set_credit += f" ({author['name']}, {author['url']})" if author.get("url") else f" ({author['name']})"
    icons = {}
    for name in names if names is not None else chosen_names():
        icon, (left, top, width, height) = icon_box(icon_set, name)
        scale = SIZE / max(width, height)  # fit the box, centred
        dx = -left * scale + (SIZE - width * scale) / 2
        dy = -top * scale + (SIZE - height * scale) / 2
        d = body_to_path(name, icon["body"])
        artist = ARTIST_OF.get(name)
        icons[name] = {"path": normalize_path(d, scale, dx, dy),
                       "author": ARTISTS[artist] if artist else set_credit}
    return {"source": SOURCE, "license": LICENSE, "license_url": LICENSE_URL, "size": SIZE,
            "icons": icons}


def dumps(document: dict) -> str:
    """The file's text: keys sorted at every level, one icon a line (so diffs stay readable)."""
    lines = ["{"]
    keys = sorted(document)
    for i, key in enumerate(keys):
        comma = "," if i < len(keys) - 1 else ""
        if key != "icons":
            lines.append(f"  {json.dumps(key)}: {json.dumps(document[key])}{comma}")
            continue
        lines.append('  "icons": {')
        names = sorted(document["icons"])
        for j, name in enumerate(names):
            entry = json.dumps(document["icons"][name], sort_keys=True, separators=(",", ":"))
            lines.append(f"    {json.dumps(name)}: {entry}{',' if j < len(names) - 1 else ''}")
        lines.append(f"  }}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def fetch_package(workdir: Path) -> tuple[dict, dict]:
    """``icons.json`` and ``info.json`` from the pinned npm package (``npm pack`` + untar)."""
    spec = f"{PACKAGE}@{VERSION}"
    result = subprocess.run(["npm", "pack", spec, "--silent"], cwd=workdir, check=True,
                            capture_output=True, text=True)
    tarball = workdir / result.stdout.strip().splitlines()[-1]
    digest = hashlib.sha1(tarball.read_bytes()).hexdigest()
    if digest != TARBALL_SHA1:
        raise RuntimeError(f"{tarball.name}: sha1 {digest}, expected {TARBALL_SHA1}")
    with tarfile.open(tarball) as tar:
        def read(member: str) -> dict:
            handle = tar.extractfile(f"package/{member}")
            if handle is None:
                raise FileNotFoundError(f"{member} not in {tarball.name}")
            return json.load(handle)

        package = read("package.json")
        if package.get("version") != VERSION:
            raise RuntimeError(f"npm gave {package.get('version')}, expected {VERSION}")
        return read("icons.json"), read("info.json")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--icons-json", type=Path, help="an unpacked icons.json (skips npm)")
    parser.add_argument("--info-json", type=Path, help="the package's info.json (with --icons-json)")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    if args.icons_json:
        icon_set = json.loads(args.icons_json.read_text(encoding="utf-8"))
        info = json.loads(args.info_json.read_text(encoding="utf-8")) if args.info_json else {}
    else:
        with tempfile.TemporaryDirectory() as tmp:
            icon_set, info = fetch_package(Path(tmp))
    text = dumps(build(icon_set, info))
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {len(chosen_names())} icons, {len(text.encode())} bytes, to {args.output}")
    uncredited = [name for name in chosen_names() if name not in ARTIST_OF]
    if uncredited:
        print(f"credited to the set, not an artist (add them to ARTIST_OF): {', '.join(uncredited)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
