"""The boards a class sees on a projector: every game, at four moments, in both themes.

Each board is drawn by the widget's own board.js and board.css in a plain page of
chromium as wide as a JupyterLab cell at 1366 x 768 with the file browser open (934
pixels) and as high as that screen (768 pixels), with JupyterLab's light or dark theme,
from the view a person (seat 0) gets after their move and the computer's reply
(tests/scenes.py). On each board:

- one screen: the status line, every move on offer and the person's own panel lie
  within the 768 pixels, without scrolling the page;
- every move can be clicked: the centre of each target hits that target;
- sizes (issue 35): every text on the board at least 14 pixels high, and the marks a class
  must make out at least as large as ``MARKS`` says (an icon 18 pixels, a mark 12); the
  captions no wider than the tests of the views reckon them (``tests/games/views.py``), so that
  those tests, which keep the trails and spaces off the names, hold for the board drawn;
- contrast (WCAG 1.4.3 and 1.4.11): every text on the board at least 4.5:1 on what lies
  behind it; the dashes of a move on offer at least 3:1 on the fill under them (over a
  see-through space, what is drawn beneath it; there the dashes or their pale band); the amber
  mark of the latest move at least 3:1 (its band or its keyline) on the fill and on the
  board around it;
- axe-core finds no violation of WCAG 2.1 A and AA;
- no internal id of a place in any text or accessible name on the page;
- zoomed to twice the size, the board pans inside its frame: the page does not scroll
  sideways, and the status line and the buttons stay where they were.

The smallest contrast of each kind, per game and theme, and the smallest size of each kind of
mark go to ``e2e-artifacts/projector/contrast.json`` and a screenshot of every board to the
same folder (the README and the docs pages show some of them).
"""
from __future__ import annotations

import json
import re

import pytest

from tests import axe
from tests.board_page import DARK, LIGHT, harness_address, host, launch, open_harness, show
from tests.chromium import ARTIFACTS, require_browser
from tests.colours import contrast, over
from tests.games.views import caption_box
from tests.pupil_words import id_pattern
from tests.scenes import GAMES, MOMENTS, scene

require_browser()
from playwright.sync_api import sync_playwright  # noqa: E402  (after the check that it is there)

pytestmark = pytest.mark.browser

WIDTH, HEIGHT, CELL = 950, 768, 934
THEMES = {"light": (LIGHT, False), "dark": (DARK, True)}
SHOTS = ARTIFACTS / "projector"
#: the least size of a text on the board, in pixels
TEXT_PX = 14
#: the marks a class must make out on a projector, by game (issue 35): their name, what is measured
#: (the side of an icon, the width of a piece's body or of a space), of which elements, and the
#: least pixels
MARKS = {
    "nanga_parbat": [("pieces' pictures", "icons", r"^(animal|hiker|camp)-", 18),
                     ("chart cubes", "pieces", r"^cube-", 12)],
    "bear_valley": [("cards' pictures", "icons", r"^c-?\d+,-?\d+-(icon|o)$", 18),
                    ("tokens", "pieces", r"^token-", 12)],
    "fireball_island": [("spaces", "spaces", r".", 16), ("explorers", "pieces", r"^player-", 12)],
    "maple_valley": [("locations' pictures", "icons", r"^loc:", 18), ("pawns", "pieces", r"^pawn-", 12)],
}

#: what the page measures of a board: where things are, what each target's centre hits, and
#: the colours of the board's texts and marks with what lies behind them
MEASURE = r"""() => {
    const root = document.querySelector('.bw-root');
    const frame = root.querySelector('.bw-board');
    const rect = (e) => { const b = e.getBoundingClientRect();
                          return {top: b.top, bottom: b.bottom, left: b.left, right: b.right}; };
    const fillOf = (e) => e ? getComputedStyle(e).fill : null;
    const boardBg = getComputedStyle(frame).backgroundColor;
    // the colour of whatever is drawn at (x, y) under the board's labels and marks
    const under = (x, y, skip) => {
        for (const e of document.elementsFromPoint(x, y)) {
            if (skip && skip.contains(e)) continue;
            if (e.tagName === 'svg') return boardBg;
            if (e instanceof SVGGeometryElement && !e.closest('.bw-piece')
                && getComputedStyle(e).fill !== 'none') return fillOf(e);
            if (e === frame) return boardBg;
        }
        return boardBg;
    };
    const targets = [...root.querySelectorAll('.bw-target')].filter((t) => t.getClientRects().length)
        .map((t) => {
            const box = rect(t);
            const x = (box.left + box.right) / 2, y = (box.top + box.bottom) / 2;
            const hit = document.elementFromPoint(x, y);
            return {...box, hit: Boolean(hit && t.contains(hit)),
                    what: t.dataset.element || t.dataset.targets,
                    label: t.getAttribute('aria-label') || t.textContent};
        });
    const texts = [...root.querySelectorAll('svg.bw-svg text')].map((t) => {
        const style = getComputedStyle(t), box = t.getBoundingClientRect();
        const halo = parseFloat(style.strokeWidth) >= 0.2 * parseFloat(style.fontSize)
            && style.stroke !== 'none';
        let behind;
        if (halo) behind = [style.stroke];
        else if (t.closest('.bw-piece')) behind = [fillOf(t.closest('.bw-piece').querySelector('.bw-body'))];
        else {
            const cy = (box.top + box.bottom) / 2;
            behind = [box.left + 2, (box.left + box.right) / 2, box.right - 2].map((x) => under(x, cy));
        }
        return {text: t.textContent, fill: style.fill, behind, px: parseFloat(style.fontSize)
                * t.ownerSVGElement.getScreenCTM().a};
    });
    const seeThrough = (color) => color === 'none' || /rgba\(.*, 0\)$/.test(color);
    const rings = [...root.querySelectorAll('svg.bw-svg .bw-ring')].map((r) => {
        const group = r.closest('.bw-space, .bw-piece');
        const b = r.getBoundingClientRect();
        let fill = group.classList.contains('bw-space') ? fillOf(group.querySelector('.bw-outline')) : null;
        // round a piece, or over a see-through space: what is drawn beneath, just inside the ring
        if (!fill || seeThrough(fill)) fill = under(b.right - 4, (b.top + b.bottom) / 2, group);
        const band = group.querySelector('.bw-ring-band');
        return {stroke: getComputedStyle(r).stroke, band: band ? getComputedStyle(band).stroke : null,
                fill, what: group.dataset.space || group.dataset.piece};
    });
    const marks = [...root.querySelectorAll('svg.bw-svg .bw-recent-band')].map((band) => {
        const group = band.closest('.bw-space, .bw-piece');
        const keyline = group.querySelector('.bw-recent-keyline');
        const own = group.classList.contains('bw-space') ? fillOf(group.querySelector('.bw-outline'))
            : under(band.getBoundingClientRect().right + 2,
                    (band.getBoundingClientRect().top + band.getBoundingClientRect().bottom) / 2, group);
        return {band: getComputedStyle(band).stroke, keyline: getComputedStyle(keyline).stroke,
                fills: [own, boardBg], what: group.dataset.space || group.dataset.piece};
    });
    // the sizes of the marks, in pixels: each icon's side, each piece's body, each space's outline
    const scale = root.querySelector('svg.bw-svg').getScreenCTM().a;
    const whose = (e) => { const g = e.closest('.bw-space, .bw-piece');
                           return g ? (g.dataset.space || g.dataset.piece) : null; };
    const narrow = (e) => { const b = e.getBoundingClientRect(); return Math.min(b.width, b.height); };
    const sizes = {
        icons: [...root.querySelectorAll('svg.bw-svg .bw-icon')].map((p) => ({what: whose(p),
            px: parseFloat(/scale\(([^)]+)\)/.exec(p.getAttribute('transform'))[1]) * 512 * scale})),
        pieces: [...root.querySelectorAll('svg.bw-svg .bw-piece .bw-body')].map((b) => ({what: whose(b),
            px: narrow(b)})),
        spaces: [...root.querySelectorAll('svg.bw-svg .bw-space .bw-outline')].map((o) => ({what: whose(o),
            px: narrow(o)})),
    };
    const captions = [...root.querySelectorAll('svg.bw-svg text.bw-caption')].map((t) => ({
        label: t.textContent, width: t.getBBox().width, size: parseFloat(t.getAttribute('font-size'))}));
    const mine = root.querySelector('.bw-panel.bw-mine');
    const words = [...root.querySelectorAll('*')].flatMap((e) => [
        ...[...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent),
        e.getAttribute('aria-label') || '', e.getAttribute('title') || '']).filter(Boolean);
    const page = document.scrollingElement;
    return {status: rect(root.querySelector('[data-testid=status]')), targets, texts, rings, marks,
            sizes, captions, mine: mine ? rect(mine) : null, words,
            height: rect(root).bottom - rect(root).top,
            pageWide: page.scrollWidth > page.clientWidth, rootWide: root.scrollWidth > root.clientWidth,
            frame: rect(frame), buttons: rect(root.querySelector('.bw-controls'))};
}"""


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    with harness_address(tmp_path_factory.mktemp("projector")) as address, sync_playwright() as p:
        chromium = launch(p)
        yield chromium, address
        chromium.close()


@pytest.fixture(scope="module")
def figures():
    """The smallest contrasts found, per game, theme and moment, written out when the module ends."""
    found: dict = {}
    yield found
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / "contrast.json"  # the boards measured now replace their earlier figures
    figures = json.loads(path.read_text()) if path.is_file() else {}
    for key, row in found.items():
        game, theme, moment = key.split("/")
        figures.setdefault(game, {}).setdefault(theme, {})[moment] = row
    path.write_text(json.dumps(figures, indent=1, sort_keys=True))


def ratio(ink: str, ground: str, dark: bool) -> float:
    """The contrast of ``ink`` painted on ``ground`` (either may be translucent: the ground lies
    on the theme's page colour)."""
    solid = over(ground, DARK["--jp-layout-color0"] if dark else LIGHT["--jp-layout-color0"])
    return contrast(over(ink, solid), solid)


def smallest(pairs, dark: bool) -> float | None:
    values = [ratio(a, b, dark) for a, b in pairs]
    return round(min(values), 2) if values else None


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize("moment", list(MOMENTS))
@pytest.mark.parametrize("game", list(GAMES))
def test_a_board_a_class_can_read_and_play(browser, figures, game, moment, theme):
    chromium, address = browser
    board = scene(game, moment)
    view = board.view
    page = open_harness(chromium, address, WIDTH, HEIGHT)
    try:
        variables, dark = THEMES[theme]
        host(page, CELL, variables, dark)
        show(page, view, board.icons)
        page.wait_for_timeout(50)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{game}-{moment}-{theme}.png"))
        m = page.evaluate(MEASURE)

        # one screen
        assert 0 <= m["status"]["top"] and m["status"]["bottom"] <= HEIGHT
        far = [t for t in m["targets"] if t["bottom"] > HEIGHT or t["top"] < 0 or t["right"] > WIDTH]
        assert not far, f"moves on offer out of the screen: {far[:5]}"
        assert len(m["targets"]) >= len({t["on"] for t in view["targets"]})
        if any(p.get("owner") == 0 for p in view["panels"]):
            assert m["mine"] and m["mine"]["bottom"] <= HEIGHT, m["mine"]
        # every move can be clicked
        missed = [t for t in m["targets"] if not t["hit"]]
        assert not missed, f"targets whose centre hits something else: {missed[:5]}"
        # contrast
        text = smallest([(t["fill"], b) for t in m["texts"] for b in t["behind"]], dark)
        ring_ratios = [max(ratio(r["stroke"], r["fill"], dark),
                           ratio(r["band"] or r["stroke"], r["fill"], dark)) for r in m["rings"]]
        rings = round(min(ring_ratios), 2) if ring_ratios else None
        marks = [max(ratio(k["band"], f, dark), ratio(k["keyline"], f, dark))
                 for k in m["marks"] for f in k["fills"]]
        least = {name: round(min((s["px"] for s in m["sizes"][kind]
                                  if s["what"] and re.search(pattern, s["what"])), default=0), 1)
                 for name, kind, pattern, _ in MARKS.get(game, [])}
        figures[f"{game}/{theme}/{moment}"] = {
            "text": text, "targets": rings, "marks": round(min(marks), 2) if marks else None,
            "smallest_text_px": round(min((t["px"] for t in m["texts"]), default=0), 1),
            "smallest_marks_px": least, "height": round(m["height"])}
        dim = [(t["text"], t["fill"], t["behind"]) for t in m["texts"]
               if min(ratio(t["fill"], b, dark) for b in t["behind"]) < 4.5]
        assert not dim, f"board texts under 4.5:1: {dim[:5]}"
        faint = [r for r, value in zip(m["rings"], ring_ratios, strict=True) if value < 3]
        assert not faint, f"moves on offer under 3:1: {faint[:5]}"
        assert not marks or min(marks) >= 3
        # sizes: texts, the marks of MARKS, and the captions' widths the tests of the views reckon with
        small = [(t["text"], round(t["px"], 1)) for t in m["texts"] if t["px"] < TEXT_PX]
        assert not small, f"board texts under {TEXT_PX} pixels: {small[:8]}"
        for name, kind, pattern, floor in MARKS.get(game, []):
            found = [s for s in m["sizes"][kind] if s["what"] and re.search(pattern, s["what"])]
            tiny = [(s["what"], round(s["px"], 1)) for s in found if s["px"] < floor]
            assert not tiny, f"{name} under {floor} pixels: {tiny[:5]}"
        for caption in m["captions"]:
            x0, _, x1, _ = caption_box({"label": caption["label"], "x": 0, "y": 0, "size": caption["size"]})
            assert caption["width"] <= x1 - x0, caption
        # accessibility
        found = axe.violations(page)
        assert not found, json.dumps(found, indent=1)[:3000]
        # a pupil's words
        pattern = id_pattern(s["id"] for s in view["spaces"] if not s.get("decor"))
        leaks = [w for w in m["words"] if pattern and pattern.search(w)]
        assert not leaks, f"internal ids on the page: {leaks[:5]}"
        # zoomed in, the board pans in its frame
        page.evaluate("() => window.setTrait('scale', 2)")
        page.wait_for_timeout(50)
        zoomed = page.evaluate(MEASURE)
        assert not zoomed["pageWide"] and not zoomed["rootWide"]
        assert zoomed["status"] == m["status"] and zoomed["frame"] == m["frame"]
        assert zoomed["buttons"] == m["buttons"]
        assert page.evaluate("() => { const f = document.querySelector('.bw-board');"
                             " return f.scrollWidth > f.clientWidth; }")
        assert not page.errors, page.errors
    finally:
        page.close()

