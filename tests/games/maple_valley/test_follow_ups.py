"""Follow-ups of the independent audit (issue 21) for Maple Valley, each reached through the
save format: Dawdles give resources only, and a fifth Patch forces out one of the four held
before it."""
from collections import Counter

from boardwidgets.games.maple_valley.components import DAWDLES
from boardwidgets.games.maple_valley.components import RESOURCES as HELD

from .scenarios import act, position
from .test_rules import pack

GOODS = {"acorn", "berry", "birch", "cattail", "clay", "herb", "honey"}
CURIOSITIES = {"bug", "flower", "pebble"}
#: what a Dawdle may show: a Good, a Curiosity, the hour's Sun Good, or any of either kind
RESOURCES = GOODS | CURIOSITIES | {"sun", "any_good", "any_curiosity"}


def test_every_dawdle_gives_resources_only():
    """Rulings ("the rulebook wins on"): Dawdles give resources only, Goods and Curiosities
    (ruling 16: not Maps), never a Favour."""
    for dawdle in DAWDLES.values():
        assert set(dawdle["gain"]) <= RESOURCES, (dawdle["name"], dawdle["gain"])


def test_breaking_news_gives_resources_and_no_favour():
    state = position(2, hands={0: ["Breaking News"]}, preparing={0: ["Fiddle"]}, packs={0: pack()})
    before = sum(state.count(0, resource) for resource in HELD)
    state = act(state, "dawdle", card="Breaking News")
    while state.agenda[-1][0] == "gain":  # a Good (or Curiosity) of the player's choice
        state = state.apply(state.legal_actions()[0])
    assert state.preparing[0] == ("Fiddle",)  # no Favour drawn
    assert sum(state.count(0, resource) for resource in HELD) - before == 2


def test_a_fifth_patch_forces_out_one_of_the_four_held_before_it():
    """THE CLUBHOUSE: with four Patches, the fifth gained makes the player discard one of
    their existing Patches, not the one just gained."""
    held = ["Hiking", "Swimming", "Pottery", "Music"]
    club = position(3, at={0: "village"}, packs={0: pack()}, patches={0: held})
    state = act(act(act(club, "play", card="Rabbit", travel="water"), "travel", trail="t06",
                    by="friend"), "stop")
    state = act(state, "activate")
    state = state.apply(next(a for a in state.legal_actions() if a.kind == "supply"))
    assert state.agenda[-1] == ("take", 0, "patch")
    taken = state.legal_actions()[0]
    state = state.apply(taken)
    assert state.agenda[-1] == ("drop_patch", 0)
    offered = {a["card"] for a in state.legal_actions()}
    assert offered == set(held)  # the new Patch is not among them
    refusal = state.explain({"kind": "drop_patch", "card": taken["card"]})
    assert refusal is not None and refusal.rule == "THE CLUBHOUSE"
    state = act(state, "drop_patch", card="Pottery")
    assert sorted(state.patches[0]) == sorted(["Hiking", "Swimming", "Music", taken["card"]])


def test_the_dawdles_give_every_good_about_as_often():
    """The reconstruction's totals (docs page, "Rulings"): 24 resources over twelve Dawdles,
    every Good twice but Honey once, three Pebbles, two Bugs and two Flowers, one Sun Good,
    one Good and two Curiosities of the player's choice."""
    shown = Counter(item for dawdle in DAWDLES.values() for item in dawdle["gain"] * dawdle["count"])
    assert sum(shown.values()) == 24
    assert {good: shown[good] for good in GOODS} == {**dict.fromkeys(GOODS, 2), "honey": 1}
    assert {c: shown[c] for c in CURIOSITIES} == {"pebble": 3, "bug": 2, "flower": 2}
    assert (shown["sun"], shown["any_good"], shown["any_curiosity"]) == (1, 1, 2)
