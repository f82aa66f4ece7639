"""Can every move on offer be found and pressed? Measured in a real page, on the widget's own
board.js, for the positions of whole games, on the devices a class uses.

Shared by the test (tests/test_reach.py: sampled positions of a few seeded games) and the
benchmark (benchmarks/reach.py: every position of games played to the end). For each move on
offer on the board (a space or a piece; a button or a panel's line is a plain button), the page
is scrolled to it, and then:

- its **centre** (the middle of its outline, or the point of its outline nearest that) must reach
  it: the topmost thing there is that move's own press area;
- at least **half of its area** must reach it: of a grid of points inside its outline, the share
  that reaches it;
- its **press area** (its outline, or the larger square round a small one) must be at least 24 x
  24 CSS pixels (WCAG 2.5.8), as it is drawn.
"""
from __future__ import annotations

import json
import random

import boardwidgets as bw

#: the devices: viewport, the cell the board is in, and whether it is a touch screen
DEVICES = {
    "laptop": {"viewport": {"width": 1366, "height": 768}, "cell": 934, "touch": False},
    "tablet": {"viewport": {"width": 768, "height": 1024}, "cell": 748, "touch": True},
    "phone": {"viewport": {"width": 390, "height": 844}, "cell": 370, "touch": True},
}
#: the players each game is played with, by default
PLAYERS = {"bear_valley": (2, 3, 4), "fireball_island": (2, 3, 4), "lost_valley": (2, 3, 4),
           "maple_valley": (1, 2, 3), "nanga_parbat": (2,)}

MEASURE = """() => {
  const frame = document.querySelector('[data-testid=frame]');
  const owner = (node) => {
    const hit = node && (node.closest('.bw-offers .bw-target') || node.closest('.bw-hits [data-hit-for]'));
    return hit ? (hit.dataset.element || hit.dataset.hitFor) : null;
  };
  const results = [];
  for (const offer of document.querySelectorAll('.bw-offers .bw-target')) {
    const element = offer.dataset.element;
    const shape = offer.querySelector('.bw-hit');
    offer.scrollIntoView({block: 'center', inline: 'center'});
    const box = shape.getBoundingClientRect();
    const halo = document.querySelector(`.bw-hits [data-hit-for="${CSS.escape(element)}"]`);
    const area = halo ? halo.getBoundingClientRect() : box;
    const matrix = shape.getScreenCTM().inverse();
    const inside = (x, y) => {
      const p = new DOMPoint(x, y).matrixTransform(matrix);
      return shape.isPointInFill(p);
    };
    const seen = frame.getBoundingClientRect();
    const visible = (x, y) => x >= Math.max(0, seen.left) && x <= Math.min(innerWidth, seen.right)
      && y >= Math.max(0, seen.top) && y <= Math.min(innerHeight, seen.bottom);
    const points = [];
    const n = 11;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const x = box.left + (i + 0.5) * box.width / n, y = box.top + (j + 0.5) * box.height / n;
        if (inside(x, y)) points.push([x, y]);
      }
    }
    let cx = (box.left + box.right) / 2, cy = (box.top + box.bottom) / 2;
    if (!inside(cx, cy) && points.length) {
      [cx, cy] = points.reduce((best, p) =>
        Math.hypot(p[0] - cx, p[1] - cy) < Math.hypot(best[0] - cx, best[1] - cy) ? p : best);
    }
    const reached = points.filter(([x, y]) => visible(x, y)
                                  && owner(document.elementFromPoint(x, y)) === element);
    const shown = points.filter(([x, y]) => visible(x, y));
    results.push({element, label: offer.getAttribute('aria-label'),
                  centre: visible(cx, cy) && owner(document.elementFromPoint(cx, cy)) === element,
                  centreShown: visible(cx, cy),
                  share: shown.length ? reached.length / shown.length : 0, points: points.length,
                  width: Math.max(box.width, area.width), height: Math.max(box.height, area.height),
                  under: visible(cx, cy) ? owner(document.elementFromPoint(cx, cy))
                    || (document.elementFromPoint(cx, cy) || {}).getAttribute?.('class') : 'out of sight'});
  }
  return results;
}"""


def positions(name: str, players: int, seed: int, limit: int | None = None):
    """The views a board shows at each position of a random game of ``name`` played by people in
    every seat (each view the one the player to decide sees, the moves on offer theirs), until
    the game ends or ``limit`` moves; each with the move number."""
    game = bw.load_game(name, players=players)
    board = bw.BoardWidget(bw.Match(game, seed=seed), hot_seat=False, pace=0)
    chooser = random.Random(seed)
    moves = 0
    while True:
        view = json.loads(json.dumps(board.view))
        yield moves, view, board.icons
        if board.state.is_over or (limit is not None and moves >= limit) or not view["targets"]:
            return
        target = chooser.choice(view["targets"])
        board.handle_message({"type": "act", "target": target["id"], "seq": view["seq"]})
        moves += 1


def check(page, view: dict, icons: dict) -> list[dict]:
    """What the page draws of ``view`` measured: one row per move on offer on the board."""
    page.evaluate("""([view, icons]) => { window.show(view, icons, 1); }""", [view, icons])
    return page.evaluate(MEASURE)


def problems(rows: list[dict]) -> list[dict]:
    """The moves that cannot be found or pressed as they should."""
    return [row for row in rows
            if not row["centre"] or row["share"] < 0.5 or row["width"] < 23.5 or row["height"] < 23.5]
