"""The Creature Comforts: Maple Valley card data (boardwidgets/games/maple_valley/cards.json).

The card list was never published, so the file is a reconstruction by this project; these tests hold it
to the draft rulebook's component counts, to every card detail the rulebook and the project's rulings
give, and to the shared vocabulary that the rules engine reads, so that no card can hold a word the
engine does not know.
"""
import json
from collections import Counter
from functools import cache
from pathlib import Path

import boardwidgets

GOODS = {"acorn", "berry", "birch", "cattail", "clay", "herb", "honey"}
CURIOSITIES = {"bug", "flower", "pebble"}
RESOURCES = GOODS | CURIOSITIES
CATEGORIES = {"decoration", "entertainment", "food", "gift"}
TRAVELS = {"water", "rock", "forest"}
LOCATIONS = {"grove", "village", "lookout", "clubhouse", "lodge", "bluffs", "outpost"}
WILDCARDS = ("any_good", "any_curiosity", "any_resource", "matching_goods", "different_curiosities")
COST_ITEMS = RESOURCES | set(WILDCARDS)
GAIN_ITEMS = RESOURCES | {"map", "sun", "any_good", "any_curiosity", "favour"}
FRIEND_COST_ITEMS = CURIOSITIES | {"any_curiosity", "different_curiosities"}
STARTING_NAMES = {"Rabbit", "Porcupine", "Raccoon", "Fox", "Squirrel"}

CARD_SECTIONS = ("favours", "friends", "starting_friends", "patches", "festivities", "outposts", "dawdles")
TOP_KEYS = {"about", *CARD_SECTIONS, "sun_tiles", "grove_tokens", "curiosity_sites"}
FAVOUR_KEYS = {"name", "category", "cost", "points", "count", "solo", "bonus", "text"}
FRIEND_KEYS = {"name", "travel", "cost", "points", "count", "solo", "ability", "score", "text"}
STARTING_KEYS = {"name", "ability", "points", "text"}
PATCH_KEYS = {"name", "points", "count", "solo", "power", "text"}
FESTIVITY_KEYS = {"name", "rows", "event", "text"}
OUTPOST_KEYS = {"name", "solo", "market", "shared_max", "effect", "text"}
DAWDLE_KEYS = {"name", "gain", "count", "text"}


@cache
def cards() -> dict:
    path = Path(boardwidgets.__file__).parent.joinpath("games/maple_valley/cards.json")
    return json.loads(path.read_text())


def by_name(section: str) -> dict[str, dict]:
    return {card["name"]: card for card in cards()[section]}


def total(section: str) -> int:
    return sum(card["count"] for card in cards()[section])


def is_int(value) -> bool:
    return type(value) is int


# Validators: each returns a list of problems (empty when the item is fine) --------------------------------


def cost_problems(cost, allowed=COST_ITEMS) -> list[str]:
    if not isinstance(cost, list) or not cost:
        return [f"cost {cost!r} is not a non-empty list"]
    return [f"cost item {item!r} is not in the vocabulary" for item in cost if item not in allowed]


def gain_problems(gain) -> list[str]:
    if not isinstance(gain, list) or not gain:
        return [f"gain {gain!r} is not a non-empty list"]
    return [f"gain item {item!r} is not in the vocabulary" for item in gain if item not in GAIN_ITEMS]


def score_problems(rule) -> list[str]:
    if not isinstance(rule, dict):
        return [f"score rule {rule!r} is not an object"]
    keys = set(rule)
    if keys == {"per_travel", "points"}:
        ok = rule["per_travel"] in TRAVELS
    elif keys == {"per_category", "points"}:
        ok = rule["per_category"] in CATEGORIES
    elif keys == {"per_leftover", "points"}:
        ok = rule["per_leftover"] in RESOURCES | {"map"}
    elif keys in ({"per_friend"}, {"per_patch"}):
        ok = is_int(rule[next(iter(keys))]) and rule[next(iter(keys))] > 0
    else:
        return [f"score rule {rule!r} has unknown keys"]
    if "points" in rule and not (is_int(rule["points"]) and rule["points"] > 0):
        ok = False
    return [] if ok else [f"score rule {rule!r} has a bad value"]


def trigger_problems(trigger, allow_play=True) -> list[str]:
    if not isinstance(trigger, dict) or "on" not in trigger:
        return [f"trigger {trigger!r} is not an object with 'on'"]
    on = trigger["on"]
    expected = {
        "play": {"on", "gain"},
        "forage": {"on", "gain"},
        "craft": {"on", "gain"},
        "site": {"on", "gain"},
        "activate": {"on", "location", "gain"},
        "trail": {"on", "travel", "gain"},
    }
    if on not in expected or (on == "play" and not allow_play):
        return [f"trigger 'on' {on!r} is not allowed here"]
    if set(trigger) != expected[on]:
        return [f"trigger {trigger!r} should have exactly the keys {sorted(expected[on])}"]
    problems = gain_problems(trigger["gain"])
    if on == "activate" and trigger["location"] not in LOCATIONS:
        problems.append(f"trigger location {trigger['location']!r} is not a location kind")
    if on == "trail" and trigger["travel"] not in TRAVELS:
        problems.append(f"trigger travel {trigger['travel']!r} is not a travel type")
    return problems


def bonus_problems(bonus, favour_names) -> list[str]:
    if bonus is None:
        return []
    if not isinstance(bonus, dict) or not (is_int(bonus.get("points")) and bonus["points"] > 0):
        return [f"bonus {bonus!r} has no positive integer points"]
    keys = set(bonus)
    if keys == {"also_bring", "points"}:
        ok = bonus["also_bring"] in favour_names
        return [] if ok else [f"also_bring {bonus['also_bring']!r} is not a Favour in the file"]
    if keys == {"per_other", "points"}:
        if bonus["per_other"] in CATEGORIES:
            return []
        return [f"per_other {bonus['per_other']!r} is not a category"]
    if keys == {"stored", "points", "max"}:
        problems = []
        if not isinstance(bonus["stored"], list) or not bonus["stored"]:
            problems.append(f"stored {bonus['stored']!r} is not a non-empty list")
        else:
            problems += [f"stored {item!r} is not a resource" for item in bonus["stored"]
                         if item not in RESOURCES]
        if bonus["max"] is not None and not (is_int(bonus["max"]) and bonus["max"] > 0):
            problems.append(f"stored max {bonus['max']!r} is not null or a positive integer")
        return problems
    return [f"bonus {bonus!r} has unknown keys"]


def power_problems(power) -> list[str]:
    if power is None:
        return []
    if not isinstance(power, dict):
        return [f"power {power!r} is not an object"]
    keys = set(power)
    if keys == {"score"}:
        return score_problems(power["score"])
    if keys == {"lasting"}:
        return trigger_problems(power["lasting"], allow_play=False)
    if keys in ({"uses", "trade"}, {"uses", "travel"}):
        problems = [] if is_int(power["uses"]) and power["uses"] > 0 else [f"uses {power['uses']!r} is bad"]
        if "travel" in power:
            if power["travel"] not in TRAVELS | {"any"}:
                problems.append(f"travel {power['travel']!r} is not a travel type or 'any'")
            return problems
        trade = power["trade"]
        if not isinstance(trade, dict) or set(trade) != {"give", "get"}:
            return problems + [f"trade {trade!r} should have exactly give and get"]
        return problems + cost_problems(trade["give"]) + gain_problems(trade["get"])
    return [f"power {power!r} has unknown keys"]


def market_give_problems(give) -> list[str]:
    return cost_problems(give, COST_ITEMS | {"favour", "map"})


def effect_problems(effect) -> list[str]:
    if not isinstance(effect, dict):
        return [f"effect {effect!r} is not an object"]
    kind = effect.get("kind")
    if kind == "patch_draw":
        ok = effect == {"kind": "patch_draw", "spend": "any_curiosity", "max": 3}
        return [] if ok else [f"patch_draw effect {effect!r} is not the agreed one"]
    if kind == "favour_draw":
        if set(effect) != {"kind", "spend", "max"}:
            return [f"favour_draw effect {effect!r} should have kind, spend, max"]
        problems = cost_problems([effect["spend"]])
        if not (is_int(effect["max"]) and effect["max"] > 0):
            problems.append(f"favour_draw max {effect['max']!r} is not a positive integer")
        return problems
    if kind == "exchange":
        if set(effect) != {"kind", "give", "get"}:
            return [f"exchange effect {effect!r} should have kind, give, get"]
        return cost_problems(effect["give"], COST_ITEMS | {"map"}) + gain_problems(effect["get"])
    return [f"effect kind {kind!r} is unknown"]


def check_all(problems_by_card: dict[str, list[str]]):
    bad = {name: problems for name, problems in problems_by_card.items() if problems}
    assert not bad, f"cards with problems: {bad}"


# Shape and counts -------------------------------------------------------------------------------------------


def test_top_level_keys_and_about():
    data = cards()
    assert set(data) == TOP_KEYS, f"top-level keys differ: {set(data) ^ TOP_KEYS}"
    assert isinstance(data["about"], str) and "reconstruction" in data["about"].lower(), \
        "'about' must say the card list is a reconstruction"


def test_card_key_sets():
    key_sets = (FAVOUR_KEYS, FRIEND_KEYS, STARTING_KEYS, PATCH_KEYS, FESTIVITY_KEYS, OUTPOST_KEYS,
                DAWDLE_KEYS)
    for section, keys in zip(CARD_SECTIONS, key_sets, strict=True):
        for card in cards()[section]:
            assert set(card) == keys, f"{section} card {card.get('name')!r} has keys {sorted(card)}"


def test_counts_and_flags_are_well_typed():
    for section in ("favours", "friends", "patches", "dawdles"):
        for card in cards()[section]:
            assert is_int(card["count"]) and card["count"] >= 1, \
                f"{card['name']}: count must be a positive int"
    for section in ("favours", "friends", "patches", "outposts"):
        for card in cards()[section]:
            assert type(card["solo"]) is bool, f"{card['name']}: solo must be true or false"


def test_component_counts():
    data = cards()
    assert total("favours") == 60, f"60 Favour cards expected, found {total('favours')}"
    assert total("friends") == 24, f"24 Friend cards expected, found {total('friends')}"
    assert len(data["starting_friends"]) == 5, "5 Starting Friends expected"
    assert total("patches") == 24, f"24 Patch cards expected, found {total('patches')}"
    assert len(data["festivities"]) == 5, "5 Festivities expected"
    assert len(data["outposts"]) == 4, "4 Outposts expected"
    assert total("dawdles") == 12, f"12 Dawdle cards expected, found {total('dawdles')}"
    assert len(data["sun_tiles"]) == 7, "7 Sun tiles expected"
    assert len(data["grove_tokens"]) == 13, "13 Grove tokens expected"
    assert len(data["curiosity_sites"]) == 6, "6 Curiosity sites expected"


def test_fifteen_favours_per_category():
    per_category = Counter()
    for favour in cards()["favours"]:
        assert favour["category"] in CATEGORIES, f"{favour['name']}: unknown category {favour['category']!r}"
        per_category[favour["category"]] += favour["count"]
    assert per_category == dict.fromkeys(CATEGORIES, 15), f"15 Favours per category expected: {per_category}"


def test_sun_tiles_are_each_good_once():
    assert sorted(cards()["sun_tiles"]) == sorted(GOODS), "the Sun tiles are the 7 Goods once each"


def test_grove_tokens():
    tokens = cards()["grove_tokens"]
    for token in tokens:
        assert set(token) == {"back", "good"} and token["good"] in GOODS, f"bad Grove token {token!r}"
    backs = Counter(token["back"] for token in tokens)
    assert backs == {"general": 6, "oak": 2, "maple": 2, "beech": 3}, f"Grove backs 6/2/2/3: {backs}"
    goods = {back: sorted(t["good"] for t in tokens if t["back"] == back) for back in backs}
    assert goods == {
        "oak": ["acorn", "acorn"],
        "maple": ["berry", "honey"],
        "beech": ["birch", "clay", "herb"],
        "general": ["berry", "birch", "cattail", "cattail", "clay", "herb"],
    }, f"Grove token Goods differ from the rulings: {goods}"


def test_curiosity_sites():
    sites = cards()["curiosity_sites"]
    assert Counter(site["back"] for site in sites) == {"black": 3, "white": 3}, "3 black and 3 white sites"
    pairs = sorted((site["back"], site["curiosity"]) for site in sites)
    expected = sorted((back, c) for back in ("black", "white") for c in CURIOSITIES)
    assert pairs == expected, f"each back should show each Curiosity once: {pairs}"


# Vocabulary -------------------------------------------------------------------------------------------------


def test_favours_use_the_vocabulary():
    names = set(by_name("favours"))
    problems = {}
    for favour in cards()["favours"]:
        found = cost_problems(favour["cost"]) + bonus_problems(favour["bonus"], names)
        if not (is_int(favour["points"]) and favour["points"] >= 0):
            found.append("points must be a non-negative int")
        if favour["bonus"] and favour["bonus"].get("also_bring") == favour["name"]:
            found.append("a Favour may not ask to also bring itself")
        problems[favour["name"]] = found
    check_all(problems)


def test_favour_costs_never_use_maps():
    for favour in cards()["favours"]:
        assert "map" not in favour["cost"], f"{favour['name']}: a Favour never costs a Map"


def test_friends_use_the_vocabulary():
    problems = {}
    for friend in cards()["friends"]:
        found = cost_problems(friend["cost"], FRIEND_COST_ITEMS)
        if not 1 <= len(friend["cost"]) <= 3:
            found.append(f"cost has {len(friend['cost'])} items, expected 1-3")
        if not (is_int(friend["points"]) and 0 <= friend["points"] <= 3):
            found.append("points must be an int from 0 to 3")
        if friend["ability"] is not None:
            found += trigger_problems(friend["ability"])
        if friend["score"] is not None:
            found += score_problems(friend["score"])
        if friend["ability"] is None and friend["score"] is None:
            found.append("a Friend needs an ability or a score rule")
        problems[friend["name"]] = found
    check_all(problems)


def test_each_friend_travels_one_type_and_each_type_has_six_cards():
    per_type = Counter()
    for friend in cards()["friends"]:
        assert isinstance(friend["travel"], str) and friend["travel"] in TRAVELS, \
            f"{friend['name']}: travel must be one of {sorted(TRAVELS)}, found {friend['travel']!r}"
        per_type[friend["travel"]] += friend["count"]
    for travel in TRAVELS:
        assert per_type[travel] >= 6, f"at least 6 {travel} Friend cards expected: {per_type}"


def test_at_most_three_friends_score():
    scoring = [friend["name"] for friend in cards()["friends"] if friend["score"] is not None]
    assert len(scoring) <= 3, f"at most 3 Friends with a score rule, found {scoring}"


def test_starting_friends():
    starting = cards()["starting_friends"]
    assert {friend["name"] for friend in starting} == STARTING_NAMES, "the five Starting Friends by name"
    problems = {}
    for friend in starting:
        found = trigger_problems(friend["ability"])
        if friend["points"] not in (0, 1) or not is_int(friend["points"]):
            found.append("points must be 0 or 1")
        problems[friend["name"]] = found
    check_all(problems)


def test_patches_use_the_vocabulary():
    problems = {}
    for patch in cards()["patches"]:
        found = power_problems(patch["power"])
        if not (is_int(patch["points"]) and 1 <= patch["points"] <= 3):
            found.append("printed points must be an int from 1 to 3")
        problems[patch["name"]] = found
    check_all(problems)


def test_patches_mix_powers():
    kinds = Counter(next(iter(sorted(p["power"])), None) if p["power"] else None for p in cards()["patches"])
    for kind in ("score", "lasting", "trade", "travel"):
        assert kinds[kind] >= 1, f"at least one Patch with a {kind!r} power expected: {kinds}"
    travels = {p["power"]["travel"] for p in cards()["patches"] if p["power"] and "travel" in p["power"]}
    assert travels >= TRAVELS, f"a travel Patch for each type expected, found {travels}"


def test_festivities():
    problems = {}
    for festivity in cards()["festivities"]:
        found = []
        rows = festivity["rows"]
        if len(rows) != 5:
            found.append(f"{len(rows)} rows, expected 5")
        else:
            for row in rows:
                found += [f"spot {spot!r} is not a category" for spot in row if spot not in CATEGORIES]
            if not 5 <= len(rows[0]) + len(rows[1]) <= 6:
                found.append("rows 1 and 2 should hold 5 or 6 spots together")
            found += [f"row {n} should hold 1 or 2 spots" for n in (3, 4, 5)
                      if not 1 <= len(rows[n - 1]) <= 2]
        event = festivity["event"]
        if not isinstance(event, dict) or set(event) != {"all", "finisher"}:
            found.append("event must have exactly 'all' and 'finisher'")
        else:
            found += gain_problems(event["all"]) + gain_problems(event["finisher"])
        problems[festivity["name"]] = found
    check_all(problems)


def test_outposts_use_the_vocabulary():
    problems = {}
    for outpost in cards()["outposts"]:
        found = []
        market = outpost["market"]
        if not isinstance(market, list) or not market:
            found.append("market must be a non-empty list")
            market = []
        for entry in market:
            if set(entry) != {"give", "get", "max"}:
                found.append(f"market entry {entry!r} should have give, get, max")
                continue
            found += market_give_problems(entry["give"]) + gain_problems(entry["get"])
            if entry["max"] is not None and not (is_int(entry["max"]) and entry["max"] > 0):
                found.append(f"market max {entry['max']!r} is not null or a positive int")
        shared = outpost["shared_max"]
        if shared is not None:
            ok = (isinstance(shared, list) and len(shared) == 2 and isinstance(shared[0], list)
                  and all(is_int(i) and 0 <= i < len(market) for i in shared[0]) and is_int(shared[1]))
            if not ok:
                found.append(f"shared_max {shared!r} should be [[market indices], limit]")
        found += effect_problems(outpost["effect"])
        problems[outpost["name"]] = found
    check_all(problems)


def test_other_outposts_use_favour_draw_and_exchange():
    kinds = Counter(outpost["effect"]["kind"] for outpost in cards()["outposts"])
    assert kinds["favour_draw"] >= 1 and kinds["exchange"] >= 1, f"favour_draw and exchange expected: {kinds}"
    for outpost in cards()["outposts"]:
        if outpost["name"] != "Book Wagon":
            assert 2 <= len(outpost["market"]) <= 3, f"{outpost['name']}: 2-3 market entries expected"
            assert outpost["shared_max"] is None, f"{outpost['name']}: shared_max should be null"


def test_dawdles_use_the_vocabulary():
    problems = {}
    for dawdle in cards()["dawdles"]:
        found = gain_problems(dawdle["gain"])
        if len(dawdle["gain"]) != 2:
            found.append(f"gains {len(dawdle['gain'])} items, expected 2")
        problems[dawdle["name"]] = found
    check_all(problems)


# Names, solo marks and texts --------------------------------------------------------------------------------


def test_names_are_unique():
    for section in CARD_SECTIONS:
        names = [card["name"] for card in cards()[section]]
        repeated = [name for name, n in Counter(names).items() if n > 1]
        assert not repeated, f"{section}: names used twice: {repeated}"
        assert all(isinstance(name, str) and name.strip() for name in names), f"{section}: empty name"
    favours = set(by_name("favours"))
    clash = favours & (set(by_name("friends")) | set(by_name("patches")))
    assert not clash, f"Favour names clash with Friend or Patch names: {clash}"
    assert not STARTING_NAMES & set(by_name("friends")), "a Friend shares a Starting Friend's name"


def test_solo_marks():
    for section in ("friends", "patches", "outposts"):
        assert any(not card["solo"] for card in cards()[section]), \
            f"{section}: at least one 'not for solo' card expected"
    solo_outposts = [outpost["name"] for outpost in cards()["outposts"] if outpost["solo"]]
    assert len(solo_outposts) >= 3, f"at least 3 Outposts playable in solo, found {solo_outposts}"


def test_every_text_is_a_sentence():
    data = cards()
    for section in CARD_SECTIONS:
        for card in data[section]:
            text = card["text"]
            assert isinstance(text, str) and text.strip(), f"{card['name']}: empty text"
            assert text[0].isupper() and text.rstrip()[-1] in ".!?", f"{card['name']}: text is not a sentence"


# The cards the rulebook and rulings name ------------------------------------------------------------------


def test_tambourine_and_fiddle():
    favours = by_name("favours")
    tambourine = favours["Tambourine"]
    assert tambourine["category"] == "entertainment", "Tambourine is Entertainment"
    assert sorted(tambourine["cost"]) == ["acorn", "birch", "bug"], "Tambourine costs Acorn, Birch and Bug"
    assert tambourine["points"] == 5, "Tambourine scores 5"
    assert tambourine["bonus"] == {"also_bring": "Fiddle", "points": 2}, "Tambourine: +2 with a Fiddle"
    assert tambourine["count"] >= 2, "the scoring example has two Tambourines"
    fiddle = favours["Fiddle"]
    assert fiddle["category"] == "entertainment" and fiddle["points"] == 5, "Fiddle: Entertainment, 5 points"
    assert fiddle["bonus"] is None, "the scoring example gives the Fiddle exactly 5"


def test_bug_jar():
    bug_jar = by_name("favours")["Bug Jar"]
    assert bug_jar["points"] == 6, "Bug Jar scores 6"
    assert bug_jar["bonus"] == {"stored": ["bug", "herb"], "points": 2, "max": None}, \
        "Bug Jar: +2 per Bug and Herb set stored, no maximum"


def test_favour_bonuses_are_varied():
    bonuses = [favour["bonus"] for favour in cards()["favours"] if favour["bonus"]]
    kinds = Counter(next(k for k in ("also_bring", "per_other", "stored") if k in bonus) for bonus in bonuses)
    assert kinds["also_bring"] >= 3 and kinds["per_other"] >= 2 and kinds["stored"] >= 2, \
        f"bonus mix: {kinds}"
    pairs = {(f["name"], f["bonus"]["also_bring"]) for f in cards()["favours"]
             if f["bonus"] and "also_bring" in f["bonus"]}
    mutual = {pair for pair in pairs if (pair[1], pair[0]) in pairs}
    assert mutual, "at least one pair of Favours that name each other"


def test_favour_costs_use_each_wildcard():
    used = Counter(item for favour in cards()["favours"] for item in favour["cost"])
    for wildcard in WILDCARDS:
        assert used[wildcard] >= 1, f"no Favour cost uses {wildcard!r}"
    assert any(set(f["cost"]) & (CURIOSITIES | {"any_curiosity", "different_curiosities"})
               for f in cards()["favours"]), "some Favours cost Curiosities"


def test_chipmunk_and_muskrat():
    friends = by_name("friends")
    chipmunk = friends["Chipmunk"]
    assert chipmunk["travel"] == "forest", "Chipmunk travels by Forest"
    assert chipmunk["ability"] == {"on": "forage", "gain": ["acorn"]}, "Chipmunk: +1 Acorn when foraging"
    muskrat = friends["Muskrat"]
    assert muskrat["travel"] == "water", "Muskrat travels by Water"
    assert muskrat["cost"] == ["pebble", "pebble"], "Muskrat costs 2 Pebbles"


def test_beekeeping_and_water_safety():
    patches = by_name("patches")
    beekeeping = {"uses": 1, "trade": {"give": ["flower", "bug"], "get": ["honey"]}}
    assert patches["Beekeeping"]["power"] == beekeeping, \
        "Beekeeping: once per hour, a Flower and a Bug for a Honey"
    assert patches["Water Safety"]["power"] == {"score": {"per_travel": "water", "points": 2}}, \
        "Water Safety: +2 per Water-travelling Friend"


def test_book_wagon():
    wagon = by_name("outposts")["Book Wagon"]
    assert wagon["market"] == [
        {"give": ["favour"], "get": ["any_curiosity", "any_curiosity"], "max": None},
        {"give": ["clay"], "get": ["sun", "sun"], "max": 2},
        {"give": ["herb"], "get": ["sun", "sun"], "max": 2},
        {"give": ["any_good"], "get": ["map"], "max": 2},
    ], "Book Wagon market differs from the rulebook"
    assert wagon["shared_max"] == [[1, 2], 2], "Book Wagon: Clay and Herb trades share one limit of 2"
    assert wagon["effect"] == {"kind": "patch_draw", "spend": "any_curiosity", "max": 3}, "Book Wagon effect"
    assert wagon["solo"] is True, "the Book Wagon is playable in solo"


def test_named_festivities_and_square_dance():
    festivities = by_name("festivities")
    assert {"Gift Swap", "Parade", "Square Dance"} <= set(festivities), "the three named Festivities"
    spots = [spot for row in festivities["Square Dance"]["rows"] for spot in row]
    assert set(spots) == {"entertainment", "decoration"}, "Square Dance has only Entertainment and Decoration"
    assert len(spots) >= 6, "Square Dance has at least 6 spots (the example ties 3-3)"
    assert spots.count("decoration") >= 2, "Square Dance has at least 2 Decoration spots"


def test_named_dawdles():
    dawdles = by_name("dawdles")
    named = {"Book Climbing", "Breaking News", "Forest Lore", "River Ratting"}
    assert named <= set(dawdles), f"missing named Dawdles: {named - set(dawdles)}"
    acorn_flower = [d["name"] for d in cards()["dawdles"] if sorted(d["gain"]) == ["acorn", "flower"]]
    assert len(acorn_flower) == 1, f"exactly one Dawdle gains an Acorn and a Flower, found {acorn_flower}"
