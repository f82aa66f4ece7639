"""Regenerate the pictures in docs/_static (run it after the board's look changes).

    python docs/make_images.py

- ``nanga_parbat.svg``: a game in progress, drawn by ``bw.plots.to_svg`` (the
  static picture a State shows in a notebook). A seeded match in which two
  seeded random players have made some moves. The README, the docs' front page
  and the Nanga Parbat page show it.
- ``board_light.png`` and ``board_dark.png``: the board widget in JupyterLab's
  light and dark themes, as screenshots. They are copied from the browser
  test's artifacts (``e2e-artifacts/theme-*-widget.png``, written by
  ``tests/test_browser.py``), so run the browser tests first; without them
  the screenshots are left as they are.
"""
from __future__ import annotations

import pathlib
import shutil
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

import boardwidgets as bw  # noqa: E402

SEED = 5
MOVES = 60  # far enough for hikers, camps, claimed chart spots and used animals
STATIC = HERE / "_static"


def mid_game() -> bw.Match:
    """A reproducible position in the middle of a game of Nanga Parbat: at least
    ``MOVES`` actions, stopping at the start of a turn (few targets to draw)."""
    match = bw.Match("nanga_parbat", seed=SEED)
    players = {0: bw.agents.Random(seed=11), 1: bw.agents.Random(seed=12)}
    while not match.state.is_over and (len(match.history) < MOVES
                                       or match.state.phase != "trap"):
        state = match.state
        match.act(players[state.to_move].choose(state))
    return match


def main() -> None:
    match = mid_game()
    out = STATIC / "nanga_parbat.svg"
    bw.plots.to_svg(match, out, width=1000)
    print(f"wrote {out.relative_to(ROOT)} ({out.stat().st_size // 1024} KB): "
          f"{len(match.history)} moves, {match.state.view()['status']}")
    artifacts = ROOT / "e2e-artifacts"
    for theme in ("light", "dark"):
        shot = artifacts / f"theme-{theme}-widget.png"
        if shot.is_file():
            shutil.copyfile(shot, STATIC / f"board_{theme}.png")
            print(f"copied {shot.relative_to(ROOT)} to docs/_static/board_{theme}.png")
        else:
            print(f"no {shot.relative_to(ROOT)}: run the browser tests first to refresh it")


if __name__ == "__main__":
    main()
