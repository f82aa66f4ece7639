"""The numbers the rules will read: the 2004 edition's counts and the manual's effects where
the research note had them wrong (rulings, "corrections")."""
from __future__ import annotations

from boardwidgets.games.lost_valley import components as c


def halves():
    for tile in c.RIVER_TILES.values():
        yield tile["left"]
        yield tile["right"]
    for tile in c.LAND_TILES.values():
        yield from tile["halves"]
    yield from c.TRIANGLES.values()


def test_the_gold_markers_are_the_editions_and_the_circles_fit_in_their_supply():
    assert sorted(c.GOLD["river"]) == [1] * 22 + [2] * 13
    assert sorted(c.GOLD["mountain"]) == [3] * 18 + [4] * 19
    assert sum(h["green"] for h in halves()) <= len(c.GOLD["river"])
    assert sum(h["grey"] for h in halves()) <= len(c.GOLD["mountain"])
    assert sum(h["game"] for h in halves()) <= sum(n for n, _ in c.ANIMALS.values())


def test_the_manual_wins_over_the_research_note():
    assert c.DRIED_FISH_FOOD == 4 and c.RIFLE_BONUS == 3
    assert sorted(food for _, food in c.ANIMALS.values()) == [1, 2, 3, 4]
    assert c.WORK_COSTS["fishtrap"] == c.WORK_COSTS["sawmill"] == {"tools": 1}
    assert c.ICE_ROLLS == (5, 6) and c.END_MARKERS == 10


def test_every_ware_has_a_price_and_a_name_and_the_supplies_match_the_edition():
    assert set(c.PRICES) == set(c.WARES) == set(c.WARE_NAMES)
    assert sum(c.WARES.values()) == 28 and sum(c.WORKS.values()) == 19
    assert sum(n for n, _ in c.ANIMALS.values()) == 12
    assert sum(c.EVENTS.values()) - c.EVENTS["gold"] == 15  # the edition's events, plus gold
    assert set(c.EVENT_NAMES) == set(c.EVENTS)


def test_a_player_starts_with_what_fits():
    backpack = sum(c.SPACE[m] * n for m, n in c.START_MATERIALS.items())
    assert backpack == 6 <= c.BACKPACK and len(c.START_GEAR) <= c.GEAR
