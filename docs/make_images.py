"""Regenerate the pictures in docs/_static (run it after the board's look changes).

    python docs/make_images.py

- ``nanga_parbat.svg``: a game in progress, drawn by ``bw.plots.to_svg`` (the
  static picture a State shows in a notebook). A seeded match in which two
  seeded random players have made some moves. The README, the docs' front page
  and the Nanga Parbat page show it.
- ``bear_valley.svg``: the rulebook's advanced example game (the saved match
  that ``load_example("advanced_game")`` loads, which the example's test
  writes), drawn just before Fozzie's winning move. The Bear Valley page
  shows it.
- ``fireball_island.svg``: a seeded game between three medium computer players,
  drawn after the jewel's capture at the first moment a fireball is aimed (its
  rollway outlined) at someone. The Fireball Island page shows it.
- ``lost_valley.svg``: a seeded game between three medium computer players,
  drawn at the start of the first turn after the river has ``LOST_VALLEY_RIVER``
  diamonds and ``LOST_VALLEY_LAND`` faces of land are laid. The Lost Valley page
  shows it.
- ``maple_valley.svg``: a seeded game between three medium computer players, drawn
  from hour ``MAPLE_VALLEY_HOUR`` on, once a Festivity is full, as a critter holding a
  Map begins to travel (its trails outlined). The Maple Valley page shows it.
- ``board_light.png`` and ``board_dark.png``: the board widget in JupyterLab's
  light and dark themes, as screenshots. They are copied from the browser
  test's artifacts (``e2e-artifacts/theme-*-widget.png``, written by
  ``tests/test_browser.py``), so run the browser tests first; without them
  the screenshots are left as they are.
- ``boards/<game>-light.png`` and ``boards/<game>-dark.png``: each game's board
  as a class sees it in the middle of a game (a person against medium computer
  players, a 934-pixel cell of a 768-pixel-high screen), copied from the boards'
  test (``e2e-artifacts/projector/<game>-middle-<theme>.png``, written by
  ``tests/test_projector.py``). The README and each game's page show them.
- ``room/*.png``: a room's pages (a pupil's board, on a laptop and a phone, the projector's
  public board, the class's join page on a phone, the teacher's page, a seat refused to a
  second device), copied from the room's browser test (``e2e-artifacts/room-*.png``, written
  by ``tests/room/test_room_browser.py``). The page "Playing together" shows them.
"""
from __future__ import annotations

import pathlib
import shutil
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

import boardwidgets as bw  # noqa: E402
from boardwidgets.games.bear_valley.examples import load_example  # noqa: E402

SEED = 5
MOVES = 60  # far enough for hikers, camps, claimed chart spots and used animals
STATIC = HERE / "_static"
#: moves into that match: Fozzie has explored a Bridge and the Rope card beyond it, and the
#: Destination Camp is one step away (the next move traverses onto it)
BEAR_VALLEY_AT = 80
#: Lost Valley's picture: its seed (one whose valley shows the moonshine still beside the
#: player to move), and how much of the valley is laid when it is drawn
LOST_VALLEY_SEED = 11
LOST_VALLEY_RIVER = 5  # river diamonds
LOST_VALLEY_LAND = 12  # faces covered by land diamonds and triangles
#: Maple Valley's picture: its seed (one where, in hour 4, the Lantern Walk is full and Rabbit
#: sets off from the Book Wagon with a trail of each type on offer), and the hour from which
#: it may be drawn
MAPLE_VALLEY_SEED = 10
MAPLE_VALLEY_HOUR = 4


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


def bear_valley_picture() -> None:
    """The rulebook's advanced example game just before its last move."""
    match = load_example("advanced_game")
    out = STATIC / "bear_valley.svg"
    bw.plots.to_svg(match, out, at=BEAR_VALLEY_AT, width=1000)
    status = match.states[BEAR_VALLEY_AT].view()["status"]
    print(f"wrote {out.relative_to(ROOT)} ({out.stat().st_size // 1024} KB): "
          f"after {BEAR_VALLEY_AT} of {len(match.history)} moves, {status}")


def medium_game(name: str, seed, until) -> bw.Match:
    """Three seeded medium players, stopped at the first position where ``until`` holds."""
    agents = {seat: bw.agents.Heuristic(seed=seat) for seat in range(3)}
    match = bw.Match(bw.load_game(name, players=3), seed=seed)
    while not match.state.is_over and not until(match.state):
        match.act(agents[match.state.to_move].choose(match.state))
    return match


def picture(match: bw.Match, name: str) -> None:
    out = STATIC / f"{name}.svg"
    bw.plots.to_svg(match, out, width=1000)
    print(f"wrote {out.relative_to(ROOT)} ({out.stat().st_size // 1024} KB): "
          f"{len(match.history)} moves, {match.state.view()['status']}")


def fireball_island_picture() -> None:
    """Three medium players after the capture, the moment a fireball is aimed at someone."""
    def aimed(state) -> bool:
        return (state.captured and state.decision[:2] == ("window", "fireball")
                and "(at nobody)" not in state.log[-1])

    picture(medium_game("fireball_island", SEED, aimed), "fireball_island")


def lost_valley_picture() -> None:
    """Three medium players at the start of a turn, once some river and land are laid."""
    def laid(state) -> bool:
        land = sum(1 for tile in state.layout.faces.values() if tile[0] in "LT")
        fresh = state.decision == ("main",) and state.phases == (1, 1, False, False)
        return len(state.layout.river) >= LOST_VALLEY_RIVER and land >= LOST_VALLEY_LAND and fresh

    picture(medium_game("lost_valley", LOST_VALLEY_SEED, laid), "lost_valley")


def maple_valley_picture() -> None:
    """Three medium players late in the game: Friends made, Favours brought, a Festivity full,
    and the critter to move about to travel with a Map in its Pack (several trails on offer)."""
    def under_way(state) -> bool:
        full = any(None not in spots for spots in state.spots)
        setting_off = state.decision[:1] == ("travel",) and state.turn[2] == "before"
        return (state.hour >= MAPLE_VALLEY_HOUR and full and setting_off
                and state.count(state.active, "map") > 0)

    picture(medium_game("maple_valley", MAPLE_VALLEY_SEED, under_way), "maple_valley")


#: the room's pages as ``tests/room/test_room_browser.py`` leaves them, and their names here
ROOM_SHOTS = {"pupil": "pupil", "phone": "phone", "projector": "projector", "join-phone": "join",
              "teacher-join": "teacher", "seat-taken": "taken",
              "phone-fireball_island": "phone-zoomed", "phone-landscape": "phone-sideways",
              "tablet-dark": "tablet-dark"}


def main() -> None:
    bear_valley_picture()
    fireball_island_picture()
    lost_valley_picture()
    maple_valley_picture()
    match = mid_game()
    out = STATIC / "nanga_parbat.svg"
    bw.plots.to_svg(match, out, width=1000)
    print(f"wrote {out.relative_to(ROOT)} ({out.stat().st_size // 1024} KB): "
          f"{len(match.history)} moves, {match.state.view()['status']}")
    artifacts = ROOT / "e2e-artifacts"
    copies = {artifacts / f"theme-{theme}-widget.png": STATIC / f"board_{theme}.png"
              for theme in ("light", "dark")}
    copies.update({artifacts / "projector" / f"{info.name}-middle-{theme}.png":
                   STATIC / "boards" / f"{info.name}-{theme}.png"
                   for info in bw.games() for theme in ("light", "dark")})
    copies.update({artifacts / f"room-{shot}.png": STATIC / "room" / f"{name}.png"
                   for shot, name in ROOM_SHOTS.items()})
    copies.update({artifacts / f"lesson-{shot}.png": STATIC / "lessons" / f"{shot}.png"
                   for shot in ("hint-light", "map-dark", "map-light")})
    for shot, copy in copies.items():
        if shot.is_file():
            copy.parent.mkdir(exist_ok=True)
            shutil.copyfile(shot, copy)
            print(f"copied {shot.relative_to(ROOT)} to {copy.relative_to(ROOT)}")
        else:
            print(f"no {shot.relative_to(ROOT)}: run the browser tests first to refresh it")


if __name__ == "__main__":
    main()
