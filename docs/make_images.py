"""Regenerate the pictures in docs/_static (run it after the board's look changes).

    python docs/make_images.py

``nanga_parbat.png`` shows a game in progress: a seeded match in which two
seeded random players have made some moves, drawn by ``bw.plots.board_figure``
and exported by kaleido (which drives the local chromium; it never downloads
one). The README shows the same picture.
"""
from __future__ import annotations

import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import boardwidgets as bw  # noqa: E402

SEED = 5
MOVES = 60  # far enough for hikers, camps, claimed chart spots and used animals


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
    fig = bw.plots.board_figure(match, width=1100)
    out = HERE / "_static" / "nanga_parbat.png"
    fig.write_image(out, scale=1)
    print(f"wrote {out.relative_to(HERE.parent)} ({out.stat().st_size // 1024} KB): "
          f"{len(match.history)} moves, {match.state.view()['status']}")


if __name__ == "__main__":
    main()
