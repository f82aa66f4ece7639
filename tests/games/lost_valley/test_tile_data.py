"""The Lost Valley per-tile data (boardwidgets/games/lost_valley/tiles.json).

The real per-tile data of the 2004 edition was never published, so the file is a reconstruction; these
tests hold it to every count we do know (44 diamonds, 11 triangles, the marker supplies, 9 mines) and to
the symbol rules of the manual, so that the reconstruction cannot drift into something the box could not be.
"""
import json
from collections import Counter
from functools import cache
from pathlib import Path

import boardwidgets

TERRAINS = {"forest", "mountain", "tundra", "lake"}
BANK_TERRAINS = {"forest", "mountain", "tundra"}
HALF_KEYS = {"terrain", "green", "grey", "game", "event", "fish"}
SYMBOLS = ("green", "grey", "game", "event", "fish")
SPECIAL = {
    "still": {"terrain": "forest"},
    "post": {"terrain": "tundra"},
    "bear_cave": {"terrain": "forest", "game": True},
    "abandoned_mine": {"terrain": "mountain", "grey": 2},
}


@cache
def tiles() -> dict:
    path = Path(boardwidgets.__file__).parent.joinpath("games/lost_valley/tiles.json")
    return json.loads(path.read_text())


def banks() -> list[dict]:
    return [tile[side] for tile in tiles()["river"] for side in ("left", "right")]


def land_halves() -> list[dict]:
    return [half for tile in tiles()["land"] for half in tile["halves"]]


def diamond_halves() -> list[dict]:
    return banks() + land_halves()


def all_halves() -> list[dict]:
    """Every half of every river, land and triangle tile (a triangle counts as one half)."""
    return diamond_halves() + tiles()["triangles"]


def total(key: str, halves=None) -> int:
    return sum(half[key] for half in (all_halves() if halves is None else halves))


def terrain_count(terrain: str, halves=None) -> int:
    return sum(half["terrain"] == terrain for half in (all_halves() if halves is None else halves))


def half_fields(triangle: dict) -> dict:
    return {key: triangle[key] for key in HALF_KEYS}


# Shape -------------------------------------------------------------------------------------------------


def test_top_level_keys():
    """The file has exactly the agreed sections, and its "about" says it is a reconstruction."""
    data = tiles()
    assert set(data) == {"about", "river", "land", "triangles", "spring"}
    assert isinstance(data["about"], str)
    assert "reconstruction" in data["about"].lower()
    assert "2004" in data["about"]


def test_tile_numbers():
    """The 2004 box: 12 river and 32 land diamonds (44), 10 land triangles and the spring (11)."""
    data = tiles()
    assert len(data["river"]) == 12
    assert len(data["land"]) == 32
    assert len(data["triangles"]) == 10
    assert isinstance(data["spring"], dict)
    assert len(data["river"]) + len(data["land"]) == 44
    assert len(data["triangles"]) + 1 == 11


def test_ids_are_unique_and_in_order():
    """Ids name tiles in saves and logs, so each is unique and follows R01.., L01.., T01.., S."""
    data = tiles()
    assert [tile["id"] for tile in data["river"]] == [f"R{n:02d}" for n in range(1, 13)]
    assert [tile["id"] for tile in data["land"]] == [f"L{n:02d}" for n in range(1, 33)]
    assert [tile["id"] for tile in data["triangles"]] == [f"T{n:02d}" for n in range(1, 11)]
    assert data["spring"]["id"] == "S"
    ids = [tile["id"] for kind in ("river", "land", "triangles") for tile in data[kind]] + ["S"]
    assert len(ids) == len(set(ids))


def test_tile_key_sets():
    """Every tile kind has exactly its agreed keys, so the engine never meets a surprise field."""
    data = tiles()
    for tile in data["river"]:
        assert set(tile) == {"id", "fish", "left", "right"}, tile["id"]
        assert isinstance(tile["fish"], bool), tile["id"]
    for tile in data["land"]:
        assert set(tile) == {"id", "halves"}, tile["id"]
        assert isinstance(tile["halves"], list) and len(tile["halves"]) == 2, tile["id"]
    for tile in data["triangles"]:
        assert set(tile) == HALF_KEYS | {"id", "name", "feature"}, tile["id"]
    assert data["spring"] == {"id": "S", "name": "The spring", "terrain": "spring"}


def test_half_key_sets_and_types():
    """A half has exactly terrain, green, grey, game, event, fish, with the right types and ranges."""
    for half in diamond_halves():
        assert set(half) == HALF_KEYS, half
    for half in all_halves():
        assert half["terrain"] in TERRAINS, half
        for key in ("green", "grey"):
            assert type(half[key]) is int and 0 <= half[key] <= 2, half
        for key in ("game", "event", "fish"):
            assert type(half[key]) is bool, half


def test_triangle_names_are_unique():
    """Every landscape triangle has its own name, shown on the board and in the docs."""
    names = [tile["name"] for tile in tiles()["triangles"]]
    assert all(isinstance(name, str) and name for name in names)
    assert len(names) == len(set(names))


# Symbol rules ------------------------------------------------------------------------------------------


def test_river_banks_are_never_lake():
    """The river runs between two land banks; a lake bank would make the banks meaningless."""
    for bank in banks():
        assert bank["terrain"] in BANK_TERRAINS, bank


def test_green_circles_only_where_gold_can_be_panned():
    """Rivergold is panned next to the river, a lake, or tundra with a canal (4.2a Mine Gold).
    Any river bank may have green circles; away from the river only lake and tundra may."""
    for half in land_halves() + tiles()["triangles"]:
        if half["green"]:
            assert half["terrain"] in {"lake", "tundra"}, half


def test_grey_circles_only_on_mountains():
    """Mountaingold needs a mine, and mines are built on mountains."""
    for half in all_halves():
        if half["grey"]:
            assert half["terrain"] == "mountain", half


def test_game_only_on_forest_or_tundra():
    """Animals live in forest and tundra; the game symbol is nowhere else."""
    for half in all_halves():
        if half["game"]:
            assert half["terrain"] in {"forest", "tundra"}, half


def test_fish_only_on_lakes():
    """A land half can hold fish only as a lake; river water uses the tile-level fish flag."""
    for half in all_halves():
        if half["fish"]:
            assert half["terrain"] == "lake", half


def test_at_most_two_kinds_of_symbol_per_half():
    """Keeps the tiles readable: no half shows more than two kinds of symbol."""
    for half in all_halves():
        assert sum(bool(half[key]) for key in SYMBOLS) <= 2, half


# Counts ------------------------------------------------------------------------------------------------


def test_green_circles_fit_the_rivergold_supply():
    """35 rivergold markers (22 worth 1, 13 worth 2): 26 to 30 green circles leaves a few spare."""
    assert 26 <= total("green") <= 30


def test_grey_circles_fit_the_mountaingold_supply():
    """37 mountaingold markers (18 worth 3, 19 worth 4): 28 to 32 grey circles leaves a few spare."""
    assert 28 <= total("grey") <= 32


def test_game_symbols_fit_the_animal_supply():
    """12 animal markers, and the bear cave takes new ones after each hunt: 10 or 11 game symbols."""
    assert total("game") in (10, 11)


def test_event_symbols_on_diamonds_fit_the_event_supply():
    """Each "?" on a diamond takes one of the event markers when placed: 12 to 14 of them."""
    assert 12 <= total("event", diamond_halves()) <= 14


def test_some_triangles_let_the_player_choose_an_event():
    """On a triangle a "?" lets the player look through all event markers; at least two offer it."""
    assert sum(tile["event"] for tile in tiles()["triangles"]) >= 2


def test_most_river_tiles_have_fish():
    """Fishing is an action along the river: at least 8 of the 12 river tiles show a fish."""
    assert sum(tile["fish"] for tile in tiles()["river"]) >= 8


def test_some_lakes_have_fish():
    """Lakes are the other fishing ground: at least 3 lake halves show a fish."""
    assert sum(half["fish"] for half in all_halves() if half["terrain"] == "lake") >= 3


def test_enough_mountains_for_the_nine_mines():
    """9 mine tiles: at least 12 mountain halves, at least 9 of them with grey circles to mine."""
    assert terrain_count("mountain") >= 12
    assert sum(half["terrain"] == "mountain" and half["grey"] > 0 for half in all_halves()) >= 9


def test_enough_lakes_and_tundra():
    """Lakes (fish, rivergold) and tundra (canals, game) are common enough to matter."""
    assert terrain_count("lake") >= 8
    assert terrain_count("tundra") >= 10


def test_forest_is_the_most_common_terrain_on_land_diamonds():
    """Timber is the most used material, so forest leads on the land diamonds."""
    counts = Counter(half["terrain"] for half in land_halves())
    forest = counts.pop("forest")
    assert all(forest > other for other in counts.values()), counts


def test_every_bank_is_worth_walking_along():
    """Each river bank offers rivergold or trees to cut, so walking the river pays."""
    for bank in banks():
        assert bank["green"] > 0 or bank["terrain"] == "forest", bank


def test_most_banks_have_green_circles():
    """The river is where rivergold is: at least 16 of the 24 banks have green circles."""
    assert sum(bank["green"] > 0 for bank in banks()) >= 16


def test_land_diamonds_are_varied():
    """No land diamond appears more than 3 times (the order of its two halves does not matter)."""
    shapes = Counter(
        tuple(sorted(json.dumps(half, sort_keys=True) for half in tile["halves"])) for tile in tiles()["land"]
    )
    assert max(shapes.values()) <= 3, shapes.most_common(1)


# Landscape triangles -----------------------------------------------------------------------------------


def test_features_are_known():
    """A triangle's feature is one of the four specials, or null for a plain land triangle."""
    for tile in tiles()["triangles"]:
        assert tile["feature"] in set(SPECIAL) | {None}, tile["id"]


def test_each_special_triangle_appears_once():
    """The still, the trading post, the bear cave and the abandoned mine are one tile each; six are plain."""
    features = Counter(tile["feature"] for tile in tiles()["triangles"])
    for feature in SPECIAL:
        assert features[feature] == 1, feature
    assert features[None] == 6


def test_special_triangles_have_their_terrain_and_symbols():
    """Still: forest; post: tundra; bear cave: forest with game; abandoned mine: mountain with 2 grey."""
    for tile in tiles()["triangles"]:
        for key, value in SPECIAL.get(tile["feature"], {}).items():
            assert tile[key] == value, (tile["id"], key)


def test_plain_triangles_are_good_tiles():
    """Triangles tend to be the better tiles: each plain one shows at least one symbol."""
    for tile in tiles()["triangles"]:
        if tile["feature"] is None:
            assert any(tile[key] for key in SYMBOLS), tile["id"]
