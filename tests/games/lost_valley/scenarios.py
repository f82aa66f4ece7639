"""Lost Valley positions for tests, built through the public save format.

``position(...)`` starts a seeded game, lays the tiles asked for (taking them out of
their decks), puts markers on spots (taking them off their stacks), sets each player's
place and belongings, seals it like a save and loads it with ``game.state_from_json``, so the loader's
consistency checks guard every scenario. Die rolls come from the seed: ``seed_for``
finds one that rolls what a test needs.
"""
from __future__ import annotations

from boardwidgets.core.rng import Rng
from boardwidgets.core.saves import STATE_FORMAT, rng_json, seal
from boardwidgets.games.lost_valley.board import Layout
from boardwidgets.games.lost_valley.game import LostValley


def position(players: int = 2, seed: int = 1, river=(), land=(), triangles=(), spring=None, markers=None,
             at=None, packs=None, gear=None, bags=None, works=None, mines=(), active: int = 0,
             phases=None, ice=None, rng=None):
    """A game of ``players`` at the start of ``active``'s turn with the valley and belongings given.

    ``river``: ``[(sector, tile)]`` from the mouth up; ``land``: ``[(face, partner, tile)]``;
    ``triangles``: ``[(face, tile)]``; ``markers``: ``{spot: [(kind, value)]}`` (face down);
    ``packs``: ``{seat: (food, tools, timber)}``; ``gear``/``bags``: ``{seat: [...]}``.
    """
    game = LostValley(players=players)
    saved = game.new_game(seed).to_json()
    data = saved["data"]
    layout = Layout.start()
    for sector, tile in river:
        layout = layout.with_river(sector, tile)
    laid = {}
    for face, partner, tile in land:
        laid[face], laid[partner] = f"{tile}/0", f"{tile}/1"
    for face, tile in triangles:
        laid[face] = tile
    layout = layout.with_tiles(laid)
    if spring is not None:
        layout = layout.with_spring(spring)
    data["valley"] = {"faces": [{"face": list(f), "tile": t} for f, t in sorted(layout.faces.items())],
                      "river": [{"from": list(s), "sector": k, "tile": t} for s, k, t in layout.river],
                      "spring": None if spring is None else list(spring)}
    used = {tile.split("/")[0] for tile in layout.faces.values()}
    for kind in data["decks"]:
        data["decks"][kind] = [t for t in data["decks"][kind] if t not in used]
    for spot, lying in (markers or {}).items():
        data["markers"][spot] = []
        for kind, value in lying:
            data["supply"][kind].remove(value)
            data["markers"][spot].append({"kind": kind, "value": value, "face_up": False})
    for seat, player in enumerate(data["players"]):
        if at and seat in at:
            player["at"] = at[seat]
        if packs and seat in packs:
            player["food"], player["tools"], player["timber"] = packs[seat]
        if gear and seat in gear:
            for item in player["gear"]:
                if item in data["wares"]:
                    data["wares"][item] += 1
            player["gear"] = sorted(gear[seat])
            for item in player["gear"]:
                if item in data["wares"]:
                    data["wares"][item] -= 1
                elif item in data["supply"]["event"]:
                    data["supply"]["event"].remove(item)
        if bags and seat in bags:
            for kind, value in bags[seat]:
                data["supply"][kind].remove(value)
            player["bag"] = [{"kind": k, "value": v} for k, v in sorted(bags[seat])]
    for vertex, work in (works or {}).items():
        data["works"].append({"at": list(vertex), "work": work})
        data["works_left"][work] -= 1
    data["mines"] = sorted(set(data["mines"]) | set(mines))
    data["active"] = active
    if phases is not None:
        data["phases"] = dict(zip(("moves", "actions", "whiskey", "traded"), phases, strict=True))
    data["ice"] = ice
    if rng is not None:
        data["rng"] = rng_json(rng)
    return game.state_from_json(seal(STATE_FORMAT, game, data))


def seed_for(rolls: list[int]) -> int:
    """A generator state whose next die rolls are ``rolls`` (found by search)."""
    for state in range(1, 200_000):
        rng = Rng(state)
        if all(rng.roll() == roll for roll in rolls):
            return state
    raise AssertionError(f"no generator state rolls {rolls}")
