"""Maple Valley's view: what the board widget, the SVG picture and the plotly figure draw, checked on
random games: valid views offering exactly the legal moves, each on the element a player would click;
hands and the cards drawn at an Outpost that stay hidden from everyone but their owner; trails drawn
by travel type, Curiosity sites, pawns, Grove tokens, the Sun track and the Festivities; short panels
that fold to a summary; a dark palette for every fill; and what a click on the board means."""
import functools
import json
import math
import random
import statistics
import time

import pytest

from boardwidgets.core.errors import GameConfigError
from boardwidgets.games.maple_valley.actions import (
    BEFRIEND,
    DAWDLE,
    PLAY,
    STOP,
    TAKE_FAVOUR,
    TRADE,
    TRAVEL_STEP,
)
from boardwidgets.games.maple_valley.board import ENDS, GROVES, OUTPOSTS, SITES, TRAILS, TRAVEL, other_end
from boardwidgets.games.maple_valley.components import ALL_FRIENDS, DAWDLES, ITEM_WORDS, RESOURCES
from boardwidgets.games.maple_valley.game import MapleValley
from boardwidgets.games.maple_valley.looks import DARK, ICON, ICONS, LETTER, PAWN_ICONS, TRAVEL_COLORS
from boardwidgets.games.maple_valley.view import build_view, intended_action, slug
from boardwidgets.icons import icon_names
from boardwidgets.svg import view_to_svg
from tests.games.views import (
    caption_box,
    check_clicks,
    check_final_status,
    check_targets,
    check_valid,
    disc_hits_box,
    items_of,
    segment_hits_box,
    spaces_of,
)

#: the smallest text on the board, in pixels, when the board is drawn 620 pixels wide (beside the
#: panels in a 934-pixel cell, as a class sees it)
SMALLEST_TEXT, FITTED_WIDTH = 14, 620


@functools.cache
def random_game(players: int, seed: int) -> tuple:
    """The states of one game played at random to its end, played once and shared by the tests."""
    state, chooser = MapleValley(players=players).new_game(seed), random.Random(seed)
    states = [state]
    while not state.is_over:
        state = state.apply(chooser.choice(state.legal_actions()))
        states.append(state)
    return tuple(states)


def first_state(test, players: int = 3, seeds=range(12)):
    """The first state of the shared random games that passes ``test``."""
    for seed in seeds:
        for state in random_game(players, seed):
            if test(state):
                return state
    raise LookupError("no such position in these games")


def deciding(kind: str):
    return lambda state: not state.is_over and state.agenda[-1][0] == kind


def hand_items(view, p: int) -> list[dict]:
    return [item for item in items_of(view).values() if item["id"].startswith(f"p{p}-card-")]


def check(state, viewer=None) -> dict:
    """Every promise one view keeps: valid, icons listed in ICONS, unique item ids, text large
    enough, every legal move on exactly one target (in their order, labelled by the action),
    and a click on a target's element asking for one of the moves offered there. Without a
    ``viewer``, the public view (no moves on offer, no secret) and then the screen of the player
    who decides, which is returned (the public view once the game is over)."""
    if viewer is None:
        public = _check(state, None)
        assert not [item for item in items_of(public).values() if item.get("secret")]
        return public if state.to_move is None else _check(state, state.to_move)
    return _check(state, viewer)


def _check(state, viewer) -> dict:
    view = state.view(viewer)
    check_valid(view, ICONS)
    width = view["viewbox"][2]
    for space in view["spaces"]:
        if space.get("label"):
            assert space["size"] / width * FITTED_WIDTH >= SMALLEST_TEXT, space
    check_targets(state, view, viewer)
    check_clicks(state, view)
    return view


# -- the whole view on random games --------------------------------------------------------------------
#: where each kind of move is clicked: a button, a space (a trail, a location, a Festivity spot) or
#: a panel item (a card in hand, a Favour being prepared, a Patch, a drawn card, a display card, a
#: market entry)
PLACES = {"play": "card", "dawdle": "card", "travel": "trail", "activate": "loc", "forage": "loc",
          "befriend": "disp", "take_favour": "disp", "take_patch": "disp", "supply": "spot", "keep": "keep",
          "craft": "prep", "discard_favour": "prep", "give_favour": "prep", "use_patch": "patch",
          "drop_patch": "patch", "trade": "out", **dict.fromkeys(
              ("stop", "skip", "done", "end_turn", "effect", "pay", "gain", "title"), "button")}


def place_of(on: str) -> str:
    if on == "button":
        return on
    where, _, name = on.partition(":")
    if where == "space":
        return name.split(":")[0]
    if name.startswith(("disp-", "out")):
        return name.split("-")[0].rstrip("0123456789")
    return name.split("-")[1]


@pytest.mark.parametrize("players", [1, 3, 5])
def test_views_of_random_games_are_valid_and_offer_exactly_the_legal_moves(players):
    """Every kind of decision is met on the way, so most kinds of target are placed, each on the
    element it belongs to."""
    placed = set()
    for seed in range(3):
        for state in random_game(players, seed):
            placed |= {(t["action"]["kind"], place_of(t["on"])) for t in check(state)["targets"]}
    assert all(PLACES[kind] == place for kind, place in placed), placed
    kinds = {kind for kind, _ in placed}
    assert {"play", "travel", "stop", "forage", "skip", "craft", "end_turn", "take_favour", "befriend",
            "trade", "done", "effect", "pay", "gain"} <= kinds
    assert ("supply" in kinds) == ("dawdle" in kinds) == (players > 1)  # alone, nobody dawdles


def test_a_view_for_another_player_offers_no_moves_and_a_bad_viewer_is_refused():
    state = random_game(3, 0)[10]
    for p in range(3):
        view = check(state, p)
        assert bool(view["targets"]) == (p == state.to_move)
        assert view["viewer"] == p
    with pytest.raises(GameConfigError):
        build_view(state, 3)
    with pytest.raises(GameConfigError):
        build_view(state, True)


def test_views_are_small_and_quick_to_build():
    """The largest view of some random five-player games (the whole log included) stays under
    120 KB; a three-player view is built in a few milliseconds."""
    largest = 0
    for seed in range(4):
        states = random_game(5, seed)
        for state in states[::3] + states[-1:]:
            largest = max(largest, len(json.dumps(state.view())), len(json.dumps(state.view(0))))
    print(f"largest five-player view: {largest} bytes")
    assert largest < 120_000
    states = random_game(3, 1)
    times = []
    for state in states[::5]:
        start = time.perf_counter()
        build_view(state, state.to_move)
        times.append(time.perf_counter() - start)
    print(f"build_view, three players: median {statistics.median(times) * 1000:.2f} ms")
    assert statistics.median(times) < 0.01


# -- hidden information ---------------------------------------------------------------------------------
def test_a_hand_shows_only_to_its_owner():
    """view(p) shows p's cards as secret items and the other hands as counts of Friends and
    Dawdles only; view(None), the onlooker's, shows every hand as such counts."""
    checked = 0
    for n, state in enumerate(random_game(3, 2)):
        if n % 4 or state.is_over:
            continue
        for viewer in (None, 0, 1, 2):
            view = _check(state, viewer)
            items = items_of(view)
            shown = viewer
            for p in range(3):
                hand = state.hands[p]
                friends = sum(card in ALL_FRIENDS for card in hand)
                count = items[f"p{p}-hand"]
                assert not count.get("secret")
                if p != shown:
                    assert (f"{friends} Friend" in count["label"]) == bool(friends)
                    assert (f"{len(hand) - friends} Dawdle" in count["label"]) == (len(hand) > friends)
                cards = hand_items(view, p)
                if p == shown:
                    if hand:
                        assert count["label"].startswith("Hand:") and "Friend" not in count["label"]
                    assert all(item["secret"] for item in cards)
                    assert sorted(item["id"] for item in cards) == sorted(
                        {f"p{p}-card-{slug(card)}" for card in hand})
                else:
                    assert cards == []
                    assert not any(item.get("secret") for panel in view["panels"]
                                   if panel["id"] == f"player-{p}" for item in panel["items"])
            checked += 1
    assert checked > 100


def test_determinized_states_show_the_same_view():
    """determinize(p) redraws the other hands, the decks and the Sun stack: view(p) cannot tell."""
    checked = 0
    for players, seed in ((3, 0), (5, 1), (1, 0)):
        for n, state in enumerate(random_game(players, seed)):
            if n % 7:
                continue
            for viewer in range(players):
                view = state.view(viewer)
                for k in range(2):
                    assert state.determinize(viewer, f"guess-{n}-{k}").view(viewer) == view
                checked += 1
    assert checked > 100


def test_the_cards_drawn_at_an_outpost_show_only_to_the_player_keeping_one():
    state = first_state(deciding("keep"), seeds=range(30))
    p, kind, cards = state.agenda[-1][1:]
    own = check(state, p)
    keep = [t for t in own["targets"] if t["action"]["kind"] == "keep"]
    assert keep and all(t["on"] == f"item:p{p}-keep-{slug(t['action']['card'])}" for t in keep)
    items = items_of(own)
    for card in cards:
        item = items[f"p{p}-keep-{slug(card)}"]
        assert item["secret"] and card in item["label"]
    for other in (None, *range(3)):  # another player's screen, and the public view
        if other != p:
            items = items_of(_check(state, other))
            assert not any(item_id.startswith(f"p{p}-keep-") for item_id in items)
            assert items[f"p{p}-drawn"]["count"] == len(cards)
            assert kind.capitalize() in items[f"p{p}-drawn"]["label"]


def test_scores_show_only_at_the_end():
    """Friends in hand score, so a running score would give a hand away."""
    state = random_game(3, 0)[30]
    assert not any("score" in player for player in state.view()["players"])


# -- the valley -----------------------------------------------------------------------------------------
def test_trails_are_links_styled_by_travel_type_and_drawn_in_its_colour():
    state = MapleValley(players=3).new_game(4)
    view = check(state)
    spaces = spaces_of(view)
    links = {link["id"]: link for link in view["links"]}
    assert set(links) == set(TRAILS)
    for trail in TRAILS:
        link = links[trail]
        a, b = ENDS[trail]
        assert (link["source"], link["target"]) == (f"loc:{a}", f"loc:{b}")
        assert link["style"] == TRAVEL[trail]
        assert TRAVEL[trail].capitalize() in spaces[f"trail:{trail}"]["tooltip"]
        drawing = spaces[f"draw:{trail}"]
        assert drawing["decor"] and drawing["fill"] == TRAVEL_COLORS[TRAVEL[trail]]
    counts = {travel: len(spaces[f"sample:{travel}"]["points"]) for travel in TRAVEL_COLORS}
    assert counts["water"] == 4 < counts["rock"] and counts["rock"] != counts["forest"]  # band, dashes, dots
    assert {spaces[f"legend:{travel}"]["label"] for travel in TRAVEL_COLORS} == {"Water", "Rock", "Forest"}


def test_curiosity_sites_sit_in_the_middle_of_their_trails():
    state = MapleValley(players=3).new_game(4)
    spaces = spaces_of(check(state))
    for trail in TRAILS:
        space = spaces[f"trail:{trail}"]
        (ax, ay), (bx, by) = ((spaces[f"loc:{end}"]["x"], spaces[f"loc:{end}"]["y"]) for end in ENDS[trail])
        assert space["x"] == pytest.approx((ax + bx) / 2, abs=0.01)
        assert space["y"] == pytest.approx((ay + by) / 2, abs=0.01)
        if trail in SITES:
            curiosity = state.sites[SITES.index(trail)]
            assert space["icon"] == ICON[curiosity] and ITEM_WORDS[curiosity] in space["tooltip"]
        else:
            assert space["icon"] == ICON[TRAVEL[trail]] and space["shape"] == "diamond"


def test_locations_pawns_grove_tokens_and_outposts():
    game = MapleValley(players=5)
    state = game.new_game(6)
    view = check(state)
    spaces = spaces_of(view)
    pieces = {piece["id"]: piece for piece in view["pieces"]}
    pawns = [pieces[f"pawn-{p}"] for p in range(5)]
    assert {pawn["at"] for pawn in pawns} == {"loc:village"}
    assert len({(pawn["dx"], pawn["dy"]) for pawn in pawns}) == 5  # each visible
    assert [pawn["color"] for pawn in pawns] == list(game.player_colors)
    assert [pawn["icon"] for pawn in pawns] == [PAWN_ICONS[name] for name in game.player_names]
    for grove, goods in zip(GROVES, state.groves, strict=True):
        tokens = [pieces[f"token:{grove}:{k}"] for k in range(2)]
        assert [token["icon"] for token in tokens] == [ICON[good] for good in goods]
        assert all(token["at"] == f"loc:{grove}" for token in tokens)
    for place, card in zip(OUTPOSTS, state.outposts, strict=True):
        assert spaces[f"caption:{place}"]["label"] == card
        assert card in spaces[f"loc:{place}"]["tooltip"]
    assert spaces["caption:village"]["label"] == "Village"
    moved = first_state(lambda s: len(set(s.at)) == 3)
    pieces = {piece["id"]: piece for piece in check(moved)["pieces"]}
    assert [pieces[f"pawn-{p}"]["at"] for p in range(3)] == [f"loc:{place}" for place in moved.at]


def test_the_sun_track_shows_the_sun_goods_so_far():
    state = first_state(lambda s: s.hour == 3)
    spaces = spaces_of(check(state))
    for hour in range(1, 6):
        space = spaces[f"sun:{hour}"]
        if hour <= 3:
            assert space["icon"] == ICON[state.sun[hour - 1]]
            assert ITEM_WORDS[state.sun[hour - 1]] in space["tooltip"]
        else:
            assert "icon" not in space and space["label"] == str(hour)
    assert spaces["sun:3"]["fill"] != spaces["sun:2"]["fill"]  # the current one stands out
    assert view_status_has(state, "Hour 3 of 5", f"Sun Good {ITEM_WORDS[state.sun_good]}")


def view_status_has(state, *words) -> bool:
    status = state.view()["status"]
    return all(word in status for word in words)


def test_festivities_show_their_spots_and_the_markers_in_player_colours():
    state = first_state(lambda s: sum(who is not None for spots in s.spots for who in spots) >= 3)
    view = check(state)
    spaces = spaces_of(view)
    pieces = {piece["id"]: piece for piece in view["pieces"]}
    for f, name in enumerate(state.festivities):
        assert spaces[f"fest:{f}"]["label"] == name
        for i, who in enumerate(state.spots[f]):
            assert f"spot:{f}:{i}" in spaces
            if who is None:
                assert f"marker:{f}:{i}" not in pieces
            else:
                assert pieces[f"marker:{f}:{i}"]["color"] == state.game.player_colors[who]
                assert pieces[f"marker:{f}:{i}"]["at"] == f"spot:{f}:{i}"
        assert f"spot:{f}:{len(state.spots[f])}" not in spaces  # the covered rows are not drawn
    assert items_of(view)["p0-markers"]["count"] == state.markers[0]


def test_a_solo_game_shows_no_festivities_and_ends_with_a_title():
    states = random_game(1, 0)
    view = check(states[0])
    assert not any(space["id"].startswith(("fest:", "spot:")) for space in view["spaces"])
    assert "p0-markers" not in items_of(view)
    assert view["viewbox"][3] < check(random_game(3, 0)[0])["viewbox"][3]
    final = states[-1]
    view = check(final, 0)
    title = " ".join(final.title)
    assert view["over"] and title in view["status"]
    # a solo game has no winner in the rulebook, but its result names the player: so does the status
    assert view["status"] == (f"Rabbit ends the solo game with {final.result()['scores'][0]} points. "
                              f"Your title: {title}!")
    assert items_of(view)["p0-won"]["label"] == f"Title: {title}"
    assert view["players"][0]["score"] == final.result()["scores"][0]


def test_the_end_names_the_scores_and_the_winners():
    final = random_game(3, 1)[-1]
    view = check(final)
    result = final.result()
    assert view["over"] and view["targets"] == []
    assert [player["score"] for player in view["players"]] == [result["scores"][p] for p in range(3)]
    status = check_final_status(final)
    assert "Dusk" in status and f"with {result['scores'][result['winners'][0]]} points" in status
    items = items_of(view)
    assert all(f"p{p}-won" in items for p in result["winners"])
    assert items["p0-score"]["label"].startswith(f"Score {result['scores'][0]}: ")


def test_the_pack_shows_resources_preparing_bringing_patches_and_tired_friends():
    """Short chips: the Goods held (not the zeros), the Favours being prepared by name (their cost
    in the tooltip), how many were crafted, the Tired Friends on one line, the Patches by name."""
    state = first_state(lambda s: any(s.bringing) and any(s.patches) and any(s.tired), seeds=range(30))
    items = items_of(check(state))
    for p in range(3):
        for resource in RESOURCES:
            n = state.count(p, resource)
            assert items[f"p{p}-r-{resource}"]["count"] == n if n else f"p{p}-r-{resource}" not in items
        assert (f"p{p}-r-none" in items) == (not any(state.count(p, r) for r in RESOURCES))
        for card in state.preparing[p]:
            item = items[f"p{p}-prep-{slug(card)}"]
            assert item["label"] == card and "costs" in item["tooltip"]
        if state.bringing[p]:
            assert items[f"p{p}-bringing"]["count"] == len(state.bringing[p])
            assert all(card in items[f"p{p}-bringing"]["tooltip"] for card in state.bringing[p])
        for card in state.patches[p]:
            assert items[f"p{p}-patch-{slug(card)}"]["label"] == card
        if state.tired[p]:
            tired = items[f"p{p}-tired"]
            assert tired["muted"] and all(card in tired["label"] for card in state.tired[p])


def test_the_displays_show_four_cards_each_and_the_decks_their_sizes():
    state = random_game(3, 0)[20]
    view = check(state)
    items = items_of(view)
    for kind, cards in zip(("favour", "friend", "patch"), state.displays, strict=True):
        panel = next(panel for panel in view["panels"] if panel["id"] == f"display-{kind}")
        shown = [item["id"] for item in panel["items"] if item["id"].startswith("disp-")]
        assert shown == [f"disp-{kind}-{slug(card)}" for card in cards] and len(cards) == 4
    assert items["favour-deck"]["count"] == len(state.decks[0])
    assert items["dawdle-deck"]["count"] == len(state.decks[3])
    for kind, pile in zip(("favour", "friend", "patch"), state.discards, strict=True):
        assert items[f"{kind}-discards"]["count"] == len(pile) if pile else f"{kind}-discards" not in items


# -- a board a class can read ---------------------------------------------------------------------------
def test_every_fill_has_a_dark_colour_of_its_own():
    """The dark palette covers every colour a space is filled with: no terrain is left to the
    widget's plain dimming."""
    for players in (1, 3, 5):
        for state in random_game(players, 0)[::40]:
            view = check(state)
            fills = {space["fill"] for space in view["spaces"] if space.get("fill")}
            assert fills <= set(view["dark"]), fills - set(view["dark"])
            assert view["dark"] == DARK


def test_packs_have_owners_and_every_panel_a_summary():
    state = random_game(3, 0)[25]
    view = check(state, 1)
    packs = [panel for panel in view["panels"] if panel["id"].startswith("player-")]
    assert [panel["owner"] for panel in packs] == [1, 2, 0] and packs[0] is view["panels"][0]
    assert all(isinstance(panel["summary"], str) and panel["summary"] for panel in view["panels"])
    assert not any("owner" in panel for panel in view["panels"] if panel not in packs)
    pawns = [piece for piece in view["pieces"] if piece["kind"] == "pawn"]
    assert [pawn["owner"] for pawn in pawns] == [0, 1, 2]
    assert not any("owner" in piece for piece in view["pieces"] if piece["kind"] != "pawn")


def test_a_display_that_holds_a_move_comes_right_after_the_pack():
    """Its cards are then in sight under the Pack, above the folded panels."""
    for kind, panel_id in (("take_patch", "display-patch"), ("trade", "outpost-")):
        state = first_state(lambda s, kind=kind: any(a.kind == kind for a in s.legal_actions()),
                            seeds=range(30))
        view = check(state, state.to_move)
        assert view["panels"][1]["id"].startswith(panel_id), [panel["id"] for panel in view["panels"]]


def test_pawns_stand_out_and_never_cover_one_another():
    """A pawn is larger than a Grove's tokens and a trail's middle; the pawns on one location
    keep apart, and clear of the Grove's tokens, with five players too."""
    view = check(MapleValley(players=5).new_game(6))
    pieces = {piece["id"]: piece for piece in view["pieces"]}
    pawns = [pieces[f"pawn-{p}"] for p in range(5)]
    token = pieces["token:grove1:0"]
    middles = [space for space in view["spaces"] if space["id"].startswith("trail:")]
    assert all(pawn["size"] > token["size"] and pawn["size"] > max(m["r"] for m in middles) for pawn in pawns)
    spots = [(pawn["dx"], pawn["dy"], pawn["size"]) for pawn in pawns]
    spots += [(token["dx"] * side, token["dy"], token["size"]) for side in (-1, 1)]
    for i, (ax, ay, ar) in enumerate(spots):
        for bx, by, br in spots[i + 1:]:
            assert ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 >= ar + br


def test_captions_stay_on_the_board_and_festivity_titles_clear_of_their_spots():
    view = check(random_game(3, 0)[0])
    width = view["viewbox"][2]
    for space in view["spaces"]:
        if space["shape"] == "text":
            half = len(space["label"]) * space["size"] * LETTER / 2
            assert half <= space["x"] <= width - half, space
    spaces = spaces_of(view)
    for f in range(3):
        card = spaces[f"fest:{f}"]
        title_end = card["x"] - card["w"] / 2 + len(card["label"]) * card["size"] * 0.66
        first = min(space["x"] - space["r"] for space in view["spaces"]
                    if space["id"].startswith(f"spot:{f}:"))
        assert title_end < first


# -- targets and clicks ----------------------------------------------------------------------------------
def test_a_starting_friend_carries_three_targets_one_per_travel_type():
    state = MapleValley(players=3).new_game(2)
    p = state.to_move
    starting = state.game.player_names[p]
    view = check(state, p)
    on_card = [t for t in view["targets"] if t["on"] == f"item:p{p}-card-{slug(starting)}"]
    assert [t["action"]["travel"] for t in on_card] == ["water", "rock", "forest"]
    assert {t["label"] for t in on_card} == {str(PLAY[(starting, travel)]) for travel in TRAVEL_COLORS}


def test_travel_targets_sit_on_their_trails_with_each_way_of_paying_as_a_menu():
    state = first_state(lambda s: deciding("travel")(s) and any(
        a.kind == "travel" and a["by"] != "friend" for a in s.legal_actions()))
    view = check(state)
    travel = [t for t in view["targets"] if t["action"]["kind"] == "travel"]
    here = state.at[state.to_move]
    for target in travel:
        trail = target["action"]["trail"]
        assert target["on"] == f"space:trail:{trail}" and here in ENDS[trail]
    assert any(target["action"]["by"] == "map" for target in travel)


def test_a_click_on_a_trail_or_a_card_means_the_move_it_stands_for():
    state = first_state(deciding("travel"))
    p = state.to_move
    here = state.at[p]
    far = next(trail for trail in TRAILS if here not in ENDS[trail])
    assert intended_action(state, f"space:trail:{far}") == TRAVEL_STEP[(far, "friend")]  # to be explained
    assert state.explain(intended_action(state, f"space:trail:{far}")) is not None
    for action in state.legal_actions():
        if action.kind == "travel":
            assert intended_action(state, f"space:trail:{action['trail']}") in state.legal_actions()
            there = other_end(action["trail"], here)
            assert intended_action(state, f"space:loc:{there}") == TRAVEL_STEP[(action["trail"], "friend")]
    assert intended_action(state, f"space:loc:{here}") == STOP  # stop here (a button, to be explained)
    village = first_state(lambda s: deciding("activate")(s) and s.at[s.to_move] == "village")
    assert intended_action(village, "space:loc:village") is None  # Friends are made in the display
    card_state = first_state(lambda s: deciding("card")(s) and any(c in DAWDLES for c in s.hands[s.to_move]))
    q = card_state.to_move
    for card in card_state.hands[q]:
        meant = intended_action(card_state, f"item:p{q}-card-{slug(card)}")
        assert meant in card_state.legal_actions()
        assert meant == (DAWDLE[card] if card in DAWDLES else PLAY[(card, meant["travel"])])
    other = (q + 1) % 3
    assert intended_action(card_state, f"item:p{other}-card-{slug(card_state.hands[q][0])}") is None
    favour = card_state.displays[0][0]
    assert intended_action(card_state, f"item:disp-favour-{slug(favour)}") == TAKE_FAVOUR[favour]
    friend = card_state.displays[1][0]
    assert intended_action(card_state, f"item:disp-friend-{slug(friend)}") == BEFRIEND[friend]
    for nonsense in ("space:nowhere", "space:trail:t99", "space:loc:moon", "space:spot:9:0", "button",
                     "item:p0-r-acorn", "item:favour-deck", "item:p0-card-nobody", 42, None):
        assert intended_action(card_state, nonsense) is None


def test_a_market_entry_means_a_trade_only_at_the_outpost_where_the_pawn_stands():
    state = first_state(deciding("market"), seeds=range(30))
    p = state.to_move
    k = OUTPOSTS.index(state.at[p])
    view = check(state)
    trades = [t for t in view["targets"] if t["action"]["kind"] == "trade"]
    assert all(t["on"] == f"item:out{k}-t{t['action']['trade']}" for t in trades)
    assert [t["on"] for t in view["targets"] if t["action"]["kind"] == "done"] == ["button"]
    assert intended_action(state, f"item:out{k}-t0") == TRADE[0]
    assert intended_action(state, f"item:out{1 - k}-t0") is None


def test_the_status_says_what_to_do_now():
    assert view_status_has(first_state(deciding("card")), "play a Friend or a Dawdle")
    assert view_status_has(first_state(deciding("craft")), "craft Favours, or end the turn")
    assert view_status_has(first_state(deciding("supply")), "marker", "Festivity")
    assert view_status_has(first_state(deciding("pay"), seeds=range(30)), "pays", "choose which")


def test_the_icons_exist_and_the_pictures_draw_the_view():
    assert set(ICONS) <= set(icon_names())
    state = random_game(3, 1)[40]
    svg = view_to_svg(state.view())
    assert svg.startswith("<svg") and 'data-space="loc:village"' in svg


def test_no_trail_crosses_a_place_name_and_each_name_lies_by_its_place():
    """The names of the locations (an Outpost's is its card's, any card at either Outpost) lie
    clear of every trail's drawing and of the locations, trail middles and Grove tokens, nearer
    their own location than any other; and every text is 14 pixels at the board's fitted width."""
    from boardwidgets.games.maple_valley.components import OUTPOSTS as OUTPOST_CARDS
    from boardwidgets.games.maple_valley.looks import BAND, DOT, LOC_R, SITE_R, TOKEN_DX, TOKEN_DY, TOKEN_SIZE
    from boardwidgets.games.maple_valley.view import _caption, _trail_ends, _xy

    view = check(random_game(3, 0)[0])
    names = [s for s in view["spaces"] if s["id"].startswith("caption:") and s["id"] != "caption:sun"]
    names += [_caption(place, card) for place in OUTPOSTS for card in OUTPOST_CARDS]
    places = {s["id"][4:]: (s["x"], s["y"]) for s in view["spaces"] if s["id"].startswith("loc:")}
    middles = [(s["x"], s["y"]) for s in view["spaces"] if s["id"].startswith("trail:")]
    tokens = [(x + TOKEN_DX * side, y + TOKEN_DY) for grove, (x, y) in places.items() if grove in GROVES
              for side in (-1, 1)]
    for name in names:
        box = caption_box(name)
        place = name["id"].removeprefix("caption:")
        for trail in TRAILS:
            reach = BAND if TRAVEL[trail] != "forest" else DOT
            assert not segment_hits_box(*_trail_ends(trail), box, reach), (name["label"], trail)
        assert not any(disc_hits_box(x, y, LOC_R, box) for x, y in places.values()), name["label"]
        assert not any(disc_hits_box(x, y, SITE_R, box) for x, y in middles), name["label"]
        assert not any(disc_hits_box(x, y, TOKEN_SIZE, box) for x, y in tokens), name["label"]
        mine = math.dist(_xy(place), (name["x"], name["y"]))
        others = [xy for other, xy in places.items() if other != place]
        assert all(mine < math.dist(xy, (name["x"], name["y"])) for xy in others), name["label"]
    width = view["viewbox"][2]
    texts = [s for s in view["spaces"] if s.get("label")]
    assert min(s["size"] for s in texts) / width * FITTED_WIDTH >= SMALLEST_TEXT
