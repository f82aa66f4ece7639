"""Maple Valley's rules, one test per rule, and the rulebook's worked examples replayed move by
move (``../shared/rulings/maple_valley.md``, "Worked examples as scenario tests").

The board and card names are this project's reconstruction (``board.json``, ``cards.json``);
where the rulebook's example names a place, the test sets the position up to match: the
Lookout's Forest trail to the Flower Grove (``t02``) carries the Flower site, and that
Grove's Water trail (``t03``) the Bug site.
"""
import pytest

import boardwidgets as bw
from boardwidgets.games.maple_valley.components import PATCHES, SLOT, festivity_spots, spot_words

from .scenarios import act, position

VILLAGE_LOOKOUT, LOOKOUT_GROVE, GROVE_WATER = "t01", "t02", "t03"
FLOWER_GROVE = "grove1"  # the Grove at the end of the Lookout's Forest trail


def pack(**counts):
    return counts


def res(state, player, name):
    return state.packs[player][SLOT[name]]


def chipmunk_turn(**extra):
    """Rabbit at the Village with the Chipmunk in hand; the black sites as in the example."""
    return position(2, hands={0: ["Chipmunk"]}, packs={0: pack(map=1)},
                    sites={LOOKOUT_GROVE: "flower", GROVE_WATER: "bug", "t07": "pebble"}, **extra)


# -- setup -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,rows", [(2, 2), (4, 4), (5, 5), (3, 3)])
def test_festivity_rows_above_the_player_count_are_covered(players, rows):
    """BOARD SETUP (l.262): in a 4-player game only row 5 is covered; in 2 players rows 3-5."""
    state = bw.load_game("maple_valley", players=players).new_game(seed=3)
    for name, spots in zip(state.festivities, state.spots, strict=True):
        from boardwidgets.games.maple_valley.components import FESTIVITIES
        expected = sum(len(row) for row in FESTIVITIES[name]["rows"][:rows])
        assert len(spots) == expected == len(festivity_spots(name, players))
    assert len(state.festivities) == 3


def test_player_setup():
    """PLAYER SETUP: the Village, 1 Map and one of each Curiosity, the Starting Friend and one
    Friend in hand, two different Favours preparing; the Early Bird is drawn by the seed."""
    for seed in range(12):
        state = bw.load_game("maple_valley", players=4).new_game(seed=seed)
        for p in range(4):
            assert state.at[p] == "village"
            assert state.packs[p] == tuple(1 if name in ("map", "bug", "flower", "pebble") else 0
                                           for name in SLOT)
            assert len(state.hands[p]) == 2 and bw.load_game("maple_valley").player_name(p) in state.hands[p]
            assert len(state.preparing[p]) == 2 and len(set(state.preparing[p])) == 2
        assert state.to_move == state.early
        for display in state.displays:
            assert len(display) == 4 == len(set(display))
        for a, b in state.groves:
            assert a != b
    assert len({bw.load_game("maple_valley", players=4).new_game(seed=s).early for s in range(12)}) > 1


def test_solo_has_no_festivities_and_no_not_for_solo_cards():
    """SOLO PLAY: no Festivities, and the "not for solo" cards are out of every deck."""
    from boardwidgets.games.maple_valley.components import FRIENDS, OUTPOSTS
    state = bw.load_game("maple_valley", players=1).new_game(seed=5)
    assert state.festivities == () and state.spots == () and state.markers == (0,)
    everywhere = [c for cards in (*state.decks, *state.displays) for c in cards] + list(state.outposts)
    not_solo = {n for cards in (FRIENDS, PATCHES, OUTPOSTS) for n, c in cards.items()
                if not c.get("solo", True)}
    assert not_solo and not not_solo & set(everywhere)


# -- travel ----------------------------------------------------------------------------------------
def test_chipmunk_can_stop_at_the_lookout():
    """The Chipmunk's Forest travel from the Village can stop at the Lookout (l.352)."""
    state = act(chipmunk_turn(), "play", card="Chipmunk", travel="forest")
    state = act(state, "travel", trail=VILLAGE_LOOKOUT, by="friend")
    state = act(state, "stop")
    assert state.at[0] == "lookout" and state.agenda[-1] == ("activate", 0)


def test_chipmunk_goes_on_to_the_grove_and_collects_the_flower():
    """Or it goes on along Forest trails to the Grove, collecting a Flower from the site (l.354-356)."""
    state = act(chipmunk_turn(), "play", card="Chipmunk", travel="forest")
    state = act(state, "travel", trail=VILLAGE_LOOKOUT, by="friend")
    state = act(state, "travel", trail=LOOKOUT_GROVE, by="friend")
    assert state.at[0] == FLOWER_GROVE and res(state, 0, "flower") == 1


def test_a_map_after_the_run_takes_the_water_trail_and_its_bug_but_not_the_way_back():
    """A Map out of that Grove takes the Water trail and its Bug (l.378); the trail just used is
    refused (no backtracking)."""
    state = act(chipmunk_turn(), "play", card="Chipmunk", travel="forest")
    state = act(state, "travel", trail=VILLAGE_LOOKOUT, by="friend")
    state = act(state, "travel", trail=LOOKOUT_GROVE, by="friend")
    refusal = state.explain({"kind": "travel", "trail": LOOKOUT_GROVE, "by": "map"})
    assert refusal is not None and "twice" in refusal.reason and refusal.rule == "TRAVEL"
    state = act(state, "travel", trail=GROVE_WATER, by="map")
    assert res(state, 0, "bug") == 1 and res(state, 0, "map") == 0
    # the Friend's run is over after a Map: no more Forest steps
    forest = [a for a in state.legal_actions() if a.kind == "travel" and a["by"] == "friend"]
    assert forest == []


def test_travel_must_leave_and_use_the_friends_type():
    """You must leave your location, by your Friend's type; a wrong type is refused."""
    state = act(chipmunk_turn(), "play", card="Chipmunk", travel="forest")
    refusal = state.explain({"kind": "stop"})
    assert refusal.rule == "TRAVEL" and "leave" in refusal.reason
    refusal = state.explain({"kind": "travel", "trail": "t06", "by": "friend"})  # the Village's Water trail
    assert "Forest" in refusal.reason and "Map" in refusal.reason
    refusal = state.explain({"kind": "travel", "trail": LOOKOUT_GROVE, "by": "friend"})
    assert refusal.reason == ("You are at the Village, and the Forest trail between the Lookout and "
                              "the Flower Grove does not leave it.")


def test_maps_before_the_run_and_returning_home():
    """Maps may come first, then the Friend's run; the pawn may come back to where it began."""
    state = position(2, hands={0: ["Muskrat"]}, packs={0: pack(map=2)})
    state = act(state, "play", card="Muskrat", travel="water")
    state = act(state, "travel", trail="t01", by="map")          # Village -> Lookout (Forest) by Map
    state = act(state, "travel", trail="t05", by="friend")       # Lookout -> High Grove (Water)
    assert state.turn[2] == "run"
    state = act(state, "travel", trail="t11", by="map")          # High Grove -> Hollow Grove (Rock)
    refusal = state.explain({"kind": "travel", "trail": "t14", "by": "friend"})
    assert "over" in refusal.reason
    state = act(state, "stop")
    assert state.at[0] == "grove4" and res(state, 0, "map") == 0


def test_starting_friend_chooses_one_travel_type():
    state = position(2)
    plays = {a["travel"] for a in state.legal_actions() if a.kind == "play" and a["card"] == "Rabbit"}
    assert plays == {"water", "rock", "forest"}


def test_travel_patch_works_like_a_map_once_per_hour():
    state = position(2, hands={0: ["Chipmunk"]}, patches={0: ["Rock Climbing"]}, packs={0: pack()})
    state = act(state, "play", card="Chipmunk", travel="forest")
    state = act(state, "travel", trail=VILLAGE_LOOKOUT, by="friend")
    state = act(state, "travel", trail="t04", by="Rock Climbing")  # Lookout -> Bluffs (Rock)
    assert state.at[0] == "bluffs" and state.used[0] == ("Rock Climbing",)
    refusal = state.explain({"kind": "travel", "trail": "t10", "by": "Rock Climbing"})
    assert refusal is not None


# -- locations -------------------------------------------------------------------------------------
def forage_position(sun="clay"):
    return position(2, hands={0: ["Muskrat"]}, groves={"grove6": ("clay", "berry")}, sun=sun,
                    at={0: "outpost2"}, packs={0: pack()})


@pytest.mark.parametrize("goods,expected", [("clay+clay", {"clay": 3, "berry": 0}),
                                            ("berry+clay", {"clay": 2, "berry": 1}),
                                            ("berry+berry", {"clay": 0, "berry": 2})])
def test_foraging_with_clay_as_the_sun_good(goods, expected):
    """GROVES (l.400-402): two Clay give three, Clay and Berry give two Clay and a Berry, two
    Berries give two Berries; the Muskrat adds its Cattail (FRIEND ABILITIES)."""
    state = act(forage_position(), "play", card="Muskrat", travel="water")
    state = act(state, "travel", trail="t19", by="friend")  # East Outpost -> Pond Grove (Water)
    state = act(state, "stop")
    state = act(state, "forage", goods=goods)
    assert {g: res(state, 0, g) for g in expected} == expected
    assert res(state, 0, "cattail") == 1


def test_chipmunk_adds_an_acorn_when_foraging():
    """The Chipmunk (l.483): foraging Clay and Berry on its turn brings an Acorn as well."""
    state = position(2, hands={0: ["Chipmunk"]}, groves={"grove6": ("clay", "berry")}, sun="honey",
                     at={0: "lodge"}, packs={0: pack()})
    state = act(state, "play", card="Chipmunk", travel="forest")
    state = act(state, "travel", trail="t17", by="friend")  # Lodge -> Pond Grove (Forest)
    state = act(act(state, "stop"), "forage", goods="berry+clay")
    assert (res(state, 0, "clay"), res(state, 0, "berry"), res(state, 0, "acorn")) == (1, 1, 1)


def test_friends_are_made_only_at_the_village():
    state = position(2, hands={0: ["Chipmunk"]}, displays={"friend": ["Muskrat", "Otter", "Deer", "Hawk"]},
                     packs={0: pack(pebble=2, map=1)})
    state = act(state, "play", card="Chipmunk", travel="forest")
    state = act(state, "travel", trail="t01", by="friend")
    state = act(state, "travel", trail="t02", by="friend")
    state = act(state, "travel", trail="t09", by="map")  # Flower Grove -> Clubhouse (Rock)
    state = act(state, "stop")
    assert state.explain({"kind": "befriend", "card": "Muskrat"}).rule == "ACTIVATE A LOCATION"


def test_making_the_muskrat_for_two_pebbles():
    """THE VILLAGE (l.414): the Muskrat costs two Pebbles and goes to the Tired Friends, under
    the card played; the display refills."""
    state = position(2, hands={0: ["Chipmunk"]}, displays={"friend": ["Muskrat", "Otter", "Deer", "Hawk"]},
                     at={0: "grove6"}, packs={0: pack(pebble=2)})
    state = act(state, "play", card="Chipmunk", travel="forest")
    state = act(state, "travel", trail="t23", by="friend")  # Pond Grove -> Village (Forest)
    state = act(state, "stop")
    state = act(state, "befriend", card="Muskrat")
    assert state.tired[0] == ("Muskrat", "Chipmunk") and res(state, 0, "pebble") == 0
    assert "Muskrat" not in state.displays[1] and len(state.displays[1]) == 4
    assert state.displays[1][:3] == ("Otter", "Deer", "Hawk")  # slid away from the deck
    refusal = state.explain({"kind": "befriend", "card": "Otter"})
    assert refusal is not None


def test_the_bluffs_with_honey_as_the_sun_good():
    """THE BLUFFS (l.468): three Honey (not foraging: the Rabbit's forage Berry does not come),
    a zoom to the Village, which may then be activated."""
    state = position(2, sun="honey", at={0: "lookout"}, packs={0: pack(bug=1, flower=1)},
                     displays={"friend": ["Chipmunk", "Otter", "Deer", "Hawk"]})
    state = act(state, "play", card="Rabbit", travel="rock")
    state = act(act(state, "travel", trail="t04", by="friend"), "stop")
    state = act(state, "activate")
    assert res(state, 0, "honey") == 3 and res(state, 0, "berry") == 0 and state.at[0] == "village"
    assert state.agenda[-1] == ("activate", 0)
    state = act(state, "befriend", card="Chipmunk")
    assert "Chipmunk" in state.tired[0] and state.agenda[-1] == ("craft", 0)


def test_the_lookout_the_lodge_and_the_clubhouse():
    lookout = position(2, at={0: "village"}, displays={"favour": ["Fiddle", "Tambourine", "Bug Jar", "Kite"]},
                       packs={0: pack()})
    state = act(act(act(lookout, "play", card="Rabbit", travel="forest"), "travel", trail="t01",
                    by="friend"), "stop")
    state = act(state, "activate")
    assert res(state, 0, "map") == 2 and state.agenda[-1] == ("take", 0, "favour")
    state = act(state, "take_favour", card="Fiddle")
    assert state.preparing[0][-1] == "Fiddle" and len(state.displays[0]) == 4

    lodge = position(2, at={0: "grove4"}, packs={0: pack()})
    state = act(act(act(lodge, "play", card="Rabbit", travel="water"), "travel", trail="t14",
                    by="friend"), "stop")
    before = len(state.preparing[0])
    state = act(state, "activate")
    assert len(state.preparing[0]) == before + 1 and state.agenda[-1] == ("take", 0, "favour")

    club = position(3, at={0: "village"}, packs={0: pack()}, patches={0: ["Hiking", "Swimming", "Pottery",
                                                                       "Music"]})
    state = act(act(act(club, "play", card="Rabbit", travel="water"), "travel", trail="t06",
                    by="friend"), "stop")
    state = act(state, "activate")
    assert len(state.preparing[0]) == 3 and state.agenda[-1][:3] == ("supply", 0, "any")
    spot = next(a for a in state.legal_actions() if a.kind == "supply")
    state = state.apply(spot)
    assert state.markers[0] == 9 and state.agenda[-1] == ("take", 0, "patch")
    state = state.apply(state.legal_actions()[0])
    assert len(state.patches[0]) == 5 and state.agenda[-1] == ("drop_patch", 0)
    state = act(state, "drop_patch", card="Music")
    assert len(state.patches[0]) == 4 and "Music" in state.discards[2]


# -- outposts ----------------------------------------------------------------------------------------
def book_wagon(**packs):
    state = position(2, outposts=("Book Wagon", "Tinker's Cart"), at={0: "clubhouse"}, sun="berry",
                     preparing={0: ["Fiddle", "Kite"]}, packs={0: pack(**packs)})
    state = act(state, "play", card="Rabbit", travel="water")
    state = act(act(state, "travel", trail="t16", by="friend"), "stop")  # Clubhouse -> West Outpost
    return act(state, "activate")


def test_book_wagon_trades():
    """The Book Wagon (l.452-458): a Favour for two Curiosities of your choice, any number of
    times; a Clay or an Herb for two Sun Goods, at most twice in all; any Good for a Map,
    at most twice: the third is refused."""
    state = book_wagon(clay=2, herb=1, acorn=3)
    state = act(state, "trade", trade=0)
    state = act(state, "give_favour", card="Kite")
    state = act(act(state, "gain", resource="bug"), "gain", resource="bug")
    assert state.preparing[0] == ("Fiddle",) and res(state, 0, "bug") == 2 and "Kite" in state.discards[0]
    state = act(act(state, "trade", trade=1), "trade", trade=2)
    assert res(state, 0, "berry") == 4 and res(state, 0, "clay") == 1
    refusal = state.explain({"kind": "trade", "trade": 1})
    assert "2 times per turn together" in refusal.reason and refusal.rule == "Book Wagon"
    state = act(act(state, "trade", trade=3), "pay", choice="acorn")
    state = act(act(state, "trade", trade=3), "pay", choice="acorn")
    refusal = state.explain({"kind": "trade", "trade": 3})
    assert "at most 2 times" in refusal.reason
    assert res(state, 0, "map") == 2


def test_book_wagon_effect_draws_patches_and_keeps_one():
    state = book_wagon(bug=2, flower=1)
    state = act(state, "done")
    assert [a["count"] for a in state.legal_actions()] == [0, 1, 2, 3]
    state = act(state, "effect", count=2)
    state = act(act(state, "pay", choice="bug"), "pay", choice="bug")
    task = state.agenda[-1]
    assert task[0] == "keep" and len(task[3]) == 2
    kept, other = task[3]
    state = act(state, "keep", card=kept)
    assert state.patches[0] == (kept,) and other in state.discards[2] and res(state, 0, "bug") == 0
    # the drawn Patches are hidden from the other player
    assert state.agenda[-1] == ("craft", 0)


# -- patches, crafting, festivities -------------------------------------------------------------------
def test_beekeeping_once_per_hour():
    """Beekeeping (l.494): a Flower and a Bug for a Honey, once per hour, marked until the hour ends."""
    state = position(2, hands={0: ["Acorn Hunt"]}, patches={0: ["Beekeeping"]},
                     packs={0: pack(flower=2, bug=2)})
    state = act(state, "dawdle", card="Acorn Hunt")
    state = act(state, "use_patch", card="Beekeeping")
    assert res(state, 0, "honey") == 1 and (res(state, 0, "flower"), res(state, 0, "bug")) == (2, 1)
    refusal = state.explain({"kind": "use_patch", "card": "Beekeeping"})
    assert "used up" in refusal.reason and refusal.rule == "Beekeeping"


def test_acorn_and_flower_dawdle():
    """DAWDLE TURNS (l.554): an Acorn and a Flower, no travel, no location, then crafting; the
    card goes to the bottom of the Dawdle deck."""
    state = position(2, hands={0: ["Acorn Hunt"]}, packs={0: pack()})
    state = act(state, "dawdle", card="Acorn Hunt")
    assert res(state, 0, "acorn") == 1 and res(state, 0, "flower") == 1
    assert state.agenda[-1] == ("craft", 0) and state.at[0] == "village"
    assert state.decks[3][-1] == "Acorn Hunt"


def square_dance(**extra):
    return position(3, festivities=("Square Dance", "Parade", "Picnic"), hands={0: ["Acorn Hunt"]},
                    preparing={0: ["Tambourine"]}, packs={0: pack(birch=1, bug=1)}, **extra)


def test_tambourine_supplies_the_square_dance_without_its_event():
    """The Tambourine (l.536-542): Acorn, Birch and Bug make it; its marker goes on an empty
    Entertainment spot of the Square Dance; a Decoration spot stays empty, so no event."""
    state = square_dance(spots={"Square Dance": [1, 2, None, 1, None, 2, None]})
    state = act(state, "dawdle", card="Acorn Hunt")
    state = act(state, "craft", card="Tambourine")
    assert state.bringing[0] == ("Tambourine",) and res(state, 0, "acorn") == 0
    options = {(a["festivity"], a["spot"]) for a in state.legal_actions()}
    kinds = festivity_spots("Square Dance", 3)
    assert ("Square Dance", 2) not in options and kinds[2] == "decoration"
    assert all(festivity_spots(f, 3)[s] == "entertainment" for f, s in options)
    refusal = state.explain({"kind": "supply", "festivity": "Square Dance", "spot": 4})
    assert "category" in refusal.reason


def test_a_festivity_spot_is_named_by_its_row_and_its_place_in_the_row():
    """The card shows no spot numbers: words name the category, the row and the place in it."""
    assert spot_words("Picnic", 5) == "the Picnic's left Food spot in row 3"
    assert spot_words("Picnic", 7) == "the Picnic's Food spot in row 4"  # alone in its row
    assert spot_words("Gift Swap", 9) == "a spot the Gift Swap does not have"  # never offered
    state = square_dance(spots={"Square Dance": [1, 2, None, 1, None, 2, None]})
    state = act(act(state, "dawdle", card="Acorn Hunt"), "craft", card="Tambourine")
    assert state.view()["status"].endswith("put a marker on an Entertainment spot of a Festivity.")
    assert [str(a) for a in state.legal_actions()] == [
        "put a marker on the Parade's right Entertainment spot in row 1",
        "put a marker on the Parade's right Entertainment spot in row 2",
        "put a marker on the Picnic's right Entertainment spot in row 2"]
    state = act(state, "supply", festivity="Parade", spot=2)
    assert state.log[-1] == "Rabbit puts a marker on the Parade's right Entertainment spot in row 1."
    tooltip = next(s["tooltip"] for s in state.view()["spaces"] if s["id"] == "spot:1:2")
    assert tooltip == "The Parade's right Entertainment spot in row 1: Rabbit's marker"


def test_the_last_marker_runs_the_event_finisher_first():
    """FESTIVITIES (l.508-512): the last spot runs the event for everyone, the Finisher's extra
    too (Square Dance: a Sun Good each, and the Finisher a Sun Good and a Curiosity)."""
    state = square_dance(spots={"Square Dance": [1, None, 2, 1, 2, 2, 1]}, sun="cattail")
    state = act(act(state, "dawdle", card="Acorn Hunt"), "craft", card="Tambourine")
    state = act(state, "supply", festivity="Square Dance", spot=1)
    assert state.agenda[-1] == ("gain", 0, "any_curiosity", " (Square Dance)")
    state = act(state, "gain", resource="pebble")
    assert [res(state, p, "cattail") for p in range(3)] == [2, 1, 1]
    assert res(state, 0, "pebble") == 1


def test_a_full_festivity_takes_no_marker():
    """No empty spot of the Favour's category anywhere: no marker is placed (FESTIVITIES)."""
    state = square_dance(spots={"Square Dance": [1, 1, 2, 1, 2, 2, 1], "Parade": [1, 2, 1, 1, None, 2, None],
                                "Picnic": [None, None, None, None, 1, None, None]})
    assert festivity_spots("Parade", 3)[2] == festivity_spots("Parade", 3)[5] == "entertainment"
    state = act(act(state, "dawdle", card="Acorn Hunt"), "craft", card="Tambourine")
    assert state.agenda[-1] == ("craft", 0) and state.markers[0] == 10


def test_three_favour_maximum_at_the_end_of_the_turn():
    """(A Dawdle gives resources only: the fourth Favour is one drawn on an earlier step of the
    turn, as the Lodge would give, set up through the save.)"""
    state = position(2, hands={0: ["Breaking News"]},
                     preparing={0: ["Fiddle", "Kite", "Bug Jar", "Berry Tart"]}, packs={0: pack()})
    state = act(act(state, "dawdle", card="Breaking News"), "gain", resource="clay")
    assert len(state.preparing[0]) == 4 and state.agenda[-1] == ("craft", 0)
    state = act(state, "end_turn")
    assert state.agenda[-1] == ("limit", 0)
    state = act(state, "discard_favour", card="Kite")
    assert len(state.preparing[0]) == 3 and state.to_move == 1


# -- the end of the hour --------------------------------------------------------------------------------
def test_dawdle_draws_even_the_hands():
    """SEE WHO IS DAWDLING (l.587): hands of 4, 3 and 2 Friends draw 0, 1 and 2 Dawdles."""
    state = position(3, tired={0: ["Rabbit", "Chipmunk", "Deer", "Owl"], 1: ["Porcupine", "Hawk", "Marmot"],
                               2: ["Raccoon", "Newt"]}, hands={0: ["Acorn Hunt"], 1: [], 2: []},
                     packs={0: pack()})
    state = act(act(state, "dawdle", card="Acorn Hunt"), "end_turn")
    assert state.hour == 2
    assert [sum(c in ("Rabbit", "Chipmunk", "Deer", "Owl", "Porcupine", "Hawk", "Marmot", "Raccoon", "Newt")
                for c in hand) for hand in state.hands] == [4, 3, 2]
    assert [len(hand) for hand in state.hands] == [4, 4, 4]
    assert state.early == 1 and state.to_move == 1


def test_end_of_the_hour_in_order():
    """END OF THE ROUND: the Sun advances, each display loses its card furthest from the deck
    and refills, Tired Friends come back, Patch marks clear, the Worm passes."""
    state = position(2, hands={0: ["Acorn Hunt"], 1: []}, tired={0: ["Rabbit"], 1: ["Porcupine"]},
                     patches={0: ["Beekeeping"]}, packs={0: pack(flower=1, bug=1)})
    displays = state.displays
    state = act(act(state, "dawdle", card="Acorn Hunt"), "use_patch", card="Beekeeping")
    state = act(state, "end_turn")
    assert state.hour == 2 and len(state.sun) == 2 and state.used == ((), ())
    for before, after in zip(displays, state.displays, strict=True):
        assert before[0] not in after[:3] and after[:3] == before[1:]
    assert "Porcupine" in state.hands[1] and "Rabbit" in state.hands[0] and state.tired == ((), ())
    assert state.early == 1


def test_the_game_ends_after_the_fifth_hour():
    state = position(2, hour=5, hands={0: ["Acorn Hunt"], 1: []}, tired={0: ["Rabbit"], 1: ["Porcupine"]},
                     packs={0: pack()})
    state = act(act(state, "dawdle", card="Acorn Hunt"), "end_turn")
    assert state.is_over and state.result()["reason"].startswith("dusk")


# -- final scoring --------------------------------------------------------------------------------------
def scoring_example():
    """The final scoring example (l.600-650) as Rabbit's position in a 3-player game."""
    return position(3, festivities=("Square Dance", "Parade", "Picnic"),
                    bringing={0: ["Bug Jar", "Tambourine", "Tambourine", "Fiddle"]},
                    tired={0: ["Beaver", "Muskrat", "Hawk", "Mountain Goat", "Owl", "Chipmunk"]},
                    hands={0: ["Acorn Hunt"]},
                    patches={0: ["Water Safety", "Beekeeping", "Bird Watching", "Good Neighbour"]},
                    packs={0: pack(bug=2, herb=2, honey=2, map=1, acorn=3, clay=3)},
                    spots={"Square Dance": [0, 0, 1, 0, 1, 1, None],
                           "Parade": [0, 1, 1, 1, None, 0, 2],
                           "Picnic": [0, 1, 1, 1, 2, 2, None]})


def test_the_final_scoring_example_adds_up_to_68():
    """Every part as the rulebook states it; the draft's total of 63 is a slip (rulings 1)."""
    parts = scoring_example().score_parts()[0]
    assert parts == {"favours": 10 + 14 + 5, "friends": 10, "patches": 8 + 6, "leftovers": 5,
                     "festivities": 6 + 3 + 1, "total": 68}


def test_two_tambourines_and_one_fiddle():
    """One Fiddle satisfies both Tambourines' "also bring" (l.603)."""
    from boardwidgets.games.maple_valley.scoring import favour_bonus
    bringing = ("Tambourine", "Tambourine", "Fiddle")
    assert [favour_bonus(card, bringing) for card in bringing] == [2, 2, 0]
    assert favour_bonus("Tambourine", ("Tambourine",)) == 0


def test_stored_resources_score_once_and_are_not_leftovers():
    from boardwidgets.games.maple_valley.scoring import best_storage, leftover_points
    full = tuple(2 if name in ("bug", "herb") else 0 for name in SLOT)
    stored, rest = best_storage(full, ("Bug Jar",))
    assert stored == 4 and leftover_points(rest) == 0
    assert leftover_points(full) == 1  # four others make one group of three


def test_festivity_second_most_after_a_tie():
    """Rulings 4: after a tie for most, second-most is the next lower count."""
    from boardwidgets.games.maple_valley.scoring import festivity_points
    assert festivity_points({0: 3, 1: 3, 2: 2, 3: 1}) == {0: 6, 1: 6, 2: 3, 3: 1}


def test_ties_share_the_win():
    state = position(2, hour=5, hands={0: ["Acorn Hunt"], 1: []}, tired={0: ["Rabbit"], 1: ["Porcupine"]},
                     packs={0: pack(), 1: pack()}, preparing={0: [], 1: []})
    state = act(act(state, "dawdle", card="Acorn Hunt"), "end_turn")
    scores = state.result()["scores"]
    assert scores[0] == scores[1] == 0 and state.result()["winners"] == [0, 1]


# -- solo -------------------------------------------------------------------------------------------
def test_the_solo_title():
    """SOLO PLAY (l.662): most Entertainment, 51-75 points, one Patch, most Water Friends make a
    "Delightfully Enthusiastic Rambler of the Running Rivers"."""
    state = position(1, hour=5, hands={0: ["Acorn Hunt"]}, tired={0: ["Rabbit", "Beaver", "Muskrat"]},
                     bringing={0: ["Tambourine", "Tambourine", "Fiddle", "Bug Jar"]},
                     patches={0: ["Water Safety"]},
                     packs={0: pack(honey=12, map=5)})
    state = act(act(state, "dawdle", card="Acorn Hunt"), "end_turn")
    assert state.is_over
    result = state.result()
    assert 51 <= result["scores"][0] <= 75
    assert state.solo_title() == "Delightfully Enthusiastic Rambler of the Running Rivers"
    assert result["reason"].endswith(
        "the solo title: Delightfully Enthusiastic Rambler of the Running Rivers")


def test_solo_ties_are_the_players_choice():
    """Rulings 2: a tied Favour type, or two tied travel types, are chosen; three tied travel
    types are "of Maple Valley"; a score of 100 is Exuberant."""
    state = position(1, hour=5, hands={0: ["Acorn Hunt"]}, tired={0: ["Rabbit", "Beaver", "Hawk"]},
                     bringing={0: ["Fiddle", "Bug Jar"]}, packs={0: pack()})
    state = act(act(state, "dawdle", card="Acorn Hunt"), "end_turn")
    assert state.agenda[-1][0] == "title" and {a["word"] for a in state.legal_actions()} == {
        "Delightfully", "Generously"}
    state = act(state, "title", word="Generously")
    assert {a["word"] for a in state.legal_actions()} == {"of the Running Rivers", "of the Rolling Hills"}
    state = act(state, "title", word="of the Rolling Hills")
    assert state.solo_title() == "Generously Sleepy Rambler of the Rolling Hills"
    from boardwidgets.games.maple_valley.rules import SCORE_WORDS
    assert dict((top, word) for top, word in SCORE_WORDS)[100] == "Exuberant"


# -- decks and displays --------------------------------------------------------------------------------
def with_data(state, change):
    """``state`` saved, changed by ``change(data)`` and loaded again (the public save format)."""
    from boardwidgets.core.saves import STATE_FORMAT, seal
    data = state.to_json()["data"]
    change(data)
    return state.game.state_from_json(seal(STATE_FORMAT, state.game, data))


def empty_the_favour_deck(data):
    data["discards"]["favour"], data["decks"]["favour"] = data["decks"]["favour"], []


def test_an_empty_deck_is_made_anew_from_its_discards():
    """GENERAL RULES: a deck that runs out is its shuffled discard pile."""
    lodge = with_data(position(2, at={0: "grove4"}, packs={0: {}}), empty_the_favour_deck)
    before = sorted(lodge.discards[0])
    lodge = act(act(act(lodge, "play", card="Rabbit", travel="water"), "travel", trail="t14", by="friend"),
                "stop")
    lodge = act(lodge, "activate")
    assert lodge.discards[0] == () and sorted(lodge.decks[0] + lodge.preparing[0][-1:]) == before
    assert any("shuffled into a new deck" in line for line in lodge.log[-3:])


def test_a_display_stays_short_when_only_copies_are_left():
    """Our ruling: with nothing but copies of the cards showing left, the display stays short
    (drawing them again and again would never end)."""
    state = position(2, hands={0: ["Chipmunk"]}, at={0: "grove6"}, packs={0: {"pebble": 2}},
                     displays={"friend": ["Muskrat", "Groundhog", "Deer", "Hawk"]})

    def only_a_second_groundhog_left(data):
        rest = data["decks"]["friend"]
        rest.remove("Groundhog")
        data["decks"]["friend"], data["discards"]["friend"] = [], ["Groundhog"]
        data["players"][1]["tired"] += rest
    state = with_data(state, only_a_second_groundhog_left)
    state = act(act(act(state, "play", card="Chipmunk", travel="forest"), "travel", trail="t23", by="friend"),
                "stop")
    state = act(state, "befriend", card="Muskrat")
    assert state.displays[1] == ("Groundhog", "Deer", "Hawk")
    assert state.decks[1] == () and state.discards[1] == ("Groundhog",)


def test_dawdle_draws_when_the_deck_runs_short_start_with_the_new_early_bird():
    """Rulings 11: with five players, six Friends against one each ask for 20 Dawdles of 12:
    the new Early Bird draws first, then the next seats in order, until the deck is empty."""
    state = position(5, tired={0: ["Rabbit", "Chipmunk", "Deer", "Owl", "Hawk", "Marmot"], 1: ["Porcupine"],
                               2: ["Raccoon"], 3: ["Fox"], 4: ["Squirrel"]},
                     hands={0: ["Acorn Hunt"], 1: [], 2: [], 3: [], 4: []}, packs={0: {}})
    state = act(act(state, "dawdle", card="Acorn Hunt"), "end_turn")
    assert state.hour == 2 and state.early == 1
    assert [len(hand) for hand in state.hands] == [6, 6, 6, 3, 1]
    assert state.decks[3] == ()


# -- abilities and passing -------------------------------------------------------------------------------
def test_no_pass_while_a_card_is_in_hand():
    """GAMEPLAY (l.294): you pass only with no card to play; there is no passing otherwise."""
    state = position(2, hands={0: ["Acorn Hunt"]})
    assert {a.kind for a in state.legal_actions()} == {"play", "dawdle"}


def test_a_friend_ability_works_only_on_the_turn_it_is_played():
    """FRIEND ABILITIES: the Chipmunk in hand (not played) adds nothing to foraging."""
    state = position(2, hands={0: ["Chipmunk", "Muskrat"]}, at={0: "outpost2"}, packs={0: {}},
                     groves={"grove6": ("clay", "berry")}, sun="honey")
    state = act(act(act(state, "play", card="Muskrat", travel="water"), "travel", trail="t19", by="friend"),
                "stop")
    state = act(state, "forage", goods="berry+clay")
    assert res(state, 0, "acorn") == 0 and res(state, 0, "cattail") == 1


def test_a_lasting_patch_works_on_every_turn():
    """PATCH POWERS: Trail Finding gives a Map at every Curiosity site, whatever the card."""
    state = position(2, hands={0: ["Chipmunk"]}, patches={0: ["Trail Finding"]}, packs={0: {}},
                     sites={LOOKOUT_GROVE: "flower"})
    state = act(act(act(state, "play", card="Chipmunk", travel="forest"), "travel", trail=VILLAGE_LOOKOUT,
                    by="friend"), "travel", trail=LOOKOUT_GROVE, by="friend")
    assert res(state, 0, "map") == 1 and res(state, 0, "flower") == 1


def test_a_trading_patch_can_be_used_while_travelling():
    state = position(2, hands={0: ["Chipmunk"]}, patches={0: ["Beekeeping"]},
                     packs={0: {"flower": 1, "bug": 1}})
    state = act(act(state, "play", card="Chipmunk", travel="forest"), "travel", trail=VILLAGE_LOOKOUT,
                by="friend")
    state = act(state, "use_patch", card="Beekeeping")
    assert res(state, 0, "honey") == 1 and state.agenda[-1] == ("travel", 0)


def test_no_trail_of_the_friends_type_means_no_travel_and_no_location(monkeypatch):
    """Rulings 5: on a board where a location lacks a trail type (ours never does: see
    test_board), the Friend is played, and travel and activation are skipped."""
    from boardwidgets.games.maple_valley import board
    monkeypatch.setitem(board.TRAILS_AT, "village",
                        tuple(t for t in board.TRAILS_AT["village"] if board.TRAVEL[t] != "forest"))
    state = act(chipmunk_turn(), "play", card="Chipmunk", travel="forest")
    assert state.agenda[-1] == ("craft", 0) and state.at[0] == "village"
    assert "no travel and no location" in state.log[-1]


def test_a_friend_played_with_another_type_is_told_its_type():
    state = position(2, hands={0: ["Chipmunk"]})
    refusal = state.explain({"kind": "play", "card": "Chipmunk", "travel": "water"})
    assert refusal.reason == "The Chipmunk travels only by Forest." and refusal.rule == "Chipmunk"


def test_a_chosen_gain_names_its_source():
    state = position(2, hands={0: ["Mouse"]}, packs={0: {}})
    state = act(act(state, "play", card="Mouse", travel="forest"), "gain", resource="honey")
    assert state.log[-1] == "Rabbit collects 1 Honey (the Mouse)."
