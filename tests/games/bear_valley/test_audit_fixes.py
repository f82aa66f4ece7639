"""Rules mended after the audit of the engine (tests/games/bear_valley/test_rulings.py
names the bugs it found), and what the mending added: a crossing that takes no hour at
the turn's limit, the Canoe through a Lake's water side, a dive in a contingency, stops
refused under the right heading, the Telescope's choices, the frontier of "?" hexes."""
import json

import pytest

import boardwidgets as bw
from boardwidgets.core.errors import SaveFormatError
from boardwidgets.games.bear_valley.board import face
from boardwidgets.games.bear_valley.components import CARDS, WATER
from boardwidgets.games.bear_valley.view import hour_rule

from .scenarios import corridor, find_card, first_of, play, scenario, token
from .test_advanced_rules import WEST_END, advanced, kinds


def test_a_rope_still_climbs_at_the_first_turn_limit_since_it_takes_no_hour():
    """Rope (l.356): moving between sections with a Rope takes no counted time, so the
    first-turn limit (Starting the Game, l.79), which counts moves, does not stop it."""
    bridge = first_of("bridge")  # ".bxxbx": a bridge E-W over a floor SE, SW, NW
    cards = {**corridor(1), (1, -3): (bridge, 0)}
    state = scenario(2, cards=cards, held={0: ["rope"]}, tokens={0: WEST_END}, turns=(1, 0), limit=1,
                     characters="Sunny,Fozzie", variant="advanced")
    state = play(state, "traverse E")
    assert state.phase == "stop" and state.why_the_walk_ends()[1] == "Starting the Game"
    assert "cross" in kinds(state)
    state = play(state, "cross")
    assert state.position == (1, -3, 0) and state.hour == 1 and state.phase == "stop"
    state = play(state, "stop")
    assert token(state, 0) == (1, -3, 0) and state.held[0] == ("rope",), "picked up again on stopping"


def test_no_crossing_when_the_walk_ends_for_another_reason():
    """Only the turn's limit lets a crossing through: moving off a Mountain (l.143) ends the
    walk on the next card, Rope or not, although a turn begun there also has its limit."""
    bridge = first_of("bridge")
    cards = {(0, -3): (first_of("mountain"), 0), (1, -3): (bridge, 0)}
    state = advanced(cards, held={0: ["rope"]}, characters="Sunny,Fozzie", limit=1)  # as a turn begun
    assert state.limit_reached() is None  # on a Mountain
    state = play(state, "traverse E")
    assert state.position == (1, -3, 1) and state.why_the_walk_ends()[1] == "Mountain"
    assert "cross" not in kinds(state)


def test_a_canoe_explores_through_the_water_side_of_a_lake():
    """Canoe (l.326): a player may move to or from a Lake card through its water side by
    leaving the Canoe on the Lake card; exploring is a move."""
    lake = next(card.id for card in CARDS.values() if card.kind == "lake" and card.sides[1] == WATER)
    beyond = find_card(back="W", overlay=None)
    cards = {(0, -3): (lake, 0)}
    state = advanced(cards, held={0: ["canoe"]}, deck=[beyond[0]], characters="Sunny,Fozzie")
    assert "explore" in [a.kind for a in state.legal_actions() if a.get("direction") == "E"]
    without = advanced(cards, characters="Sunny,Fozzie")
    assert without.explain({"kind": "explore", "direction": "E"}).rule == "Moving"
    state = play(state, "explore E")
    assert state.position == (1, -3, 0) and state.loose[(0, -3)] == ("canoe",) and state.afloat


def test_a_dive_in_a_contingency_can_only_surface_at_another_cave():
    """Contingency (l.446): no exploring, so a dive there cannot make its third move to a
    new card; it can still come up at another unoccupied Cave (Flashlight, l.346)."""
    caves = [card.id for card in CARDS.values() if card.overlay == "cave"]
    assert face((caves[0], 0)).section_of[4] == 0, "the first Cave card leads west"
    west = find_card(back="E", used={caves[0]})
    cards = {(0, -3): (caves[0], 0), (-1, -3): west}
    state = advanced({**cards, (5, -5): (caves[1], 0)}, held={0: ["flashlight"]}, characters="Rocky,Fozzie")
    state = play(state, "stay")
    assert state.contingency and state.to_move == 0 and "dive" in kinds(state)
    dived = play(state, "dive")
    assert [a.kind for a in dived.legal_actions()] == ["surface", "stay"]
    dived = play(dived, f"surface {caves[1]}")
    assert token(dived, 0) == (5, -5, 0) and "comes up at the Echo Cave" in " ".join(dived.log[-3:])
    alone = play(advanced(cards, held={0: ["flashlight"]}, characters="Rocky,Fozzie"), "stay")
    assert alone.contingency and "dive" not in kinds(alone) and "traverse" in kinds(alone)
    assert alone.explain({"kind": "dive"}).rule == "Contingency"


def test_a_refused_stop_names_the_rule_that_forbids_it():
    """Stopping on another player's space is refused under the rule that let the walk pass
    it (Equipment and Gold, l.312), not under a name found in the sentence."""
    state = advanced(corridor(3), held={0: ["gold"]}, tokens={1: (1, -3, 0)}, characters="Sunny,Rocky")
    state = play(state, "traverse E")
    assert state.position == (1, -3, 0)
    refusal = state.explain({"kind": "stop"})
    assert refusal.rule == "Equipment and Gold" and "Rocky" in refusal.reason


def test_the_sunclock_hint_knows_this_turns_exceptions():
    """The panel's "exploring at ..." line follows the character and the Enchantments."""
    fozzie = advanced(corridor(2), characters="Fozzie,Rocky")
    assert "never slips past" in hour_rule(fozzie, 1)
    forrest = advanced(corridor(2), characters="Forrest,Rocky")
    assert "tunnel" not in hour_rule(forrest, 1) and "tunnel" in hour_rule(fozzie, 2)
    butterfly = next(card.id for card in CARDS.values() if card.overlay == "butterfly")
    guided = scenario(2, cards={(0, -3): find_card(back="E", overlay="butterfly")}, tokens={0: WEST_END},
                      turns=(3, 3), to_move=1, enchantments=True)
    guided = play(guided, "stay")  # the Butterfly helps a player who begins a turn on it
    assert CARDS[guided.cards[(0, -3)][0]].overlay == "butterfly" and butterfly
    assert "Butterfly" in hour_rule(guided, 3) and "eats you" in hour_rule(guided, 7)
    basket = advanced(corridor(2), held={0: ["picnic_basket"]}, characters="Sunny,Rocky")
    assert "Picnic Basket" in hour_rule(basket, 3) and "Picnic Basket" not in hour_rule(basket, 6)


def test_a_race_has_no_score_on_the_players_chips():
    view = bw.load_game("bear_valley", players=3).new_game(seed=1).view()
    assert all("score" not in player for player in view["players"])
    finished = bw.Match(bw.load_game("bear_valley", players=2, variant="advanced"), seed=2,
                        agents={0: bw.agents.Heuristic(seed=1), 1: bw.agents.Heuristic(seed=2)})
    finished.play_agents()
    assert finished.state.character() is None, "nobody is to move once the game is over"
    with pytest.raises(ValueError, match="keeps no score"):
        bw.plots.score_timeline(finished)


def test_a_save_with_two_tokens_on_one_card_is_refused():
    state = advanced(corridor(2), characters="Sunny,Rocky")
    data = state.to_json()
    data["data"]["players"][1]["token"] = list(WEST_END)
    from boardwidgets.core.saves import STATE_FORMAT, seal

    with pytest.raises(SaveFormatError, match="share"):
        state.game.state_from_json(seal(STATE_FORMAT, state.game, data["data"]))
    json.dumps(data)


def first_turn_fox_chain():
    """Forrest, first to play, on the camp; a Fox north-east of it and another Fox beyond."""
    first = find_card(back="SW", on=("NE",), overlay="fox", unique=False)
    second = find_card(back="SW", on=("NE",), overlay="fox", unique=False, used={first[0]})
    beyond = find_card(back="SW", unique=False, used={first[0], second[0]})
    cards = {(1, -1): first, (2, -2): second, (3, -3): beyond}
    return scenario(2, cards=cards, turns=(1, 0), limit=1, characters="Forrest,Fozzie", enchantments=True,
                    variant="advanced")


def test_each_extra_turn_of_forrests_first_turn_is_a_first_turn():
    """Forrest (l.610), ruling 10: the Fox's extra turns chain, and while they are part of
    his first turn each one is limited like his first turn (one move for the first seat)."""
    state = play(first_turn_fox_chain(), "traverse NE", "stop")
    assert state.to_move == 0 and state.first and state.limit == 1
    state = play(state, "traverse NE", "stop")  # onto the second Fox: another extra turn
    assert state.to_move == 0 and state.first and state.limit == 1
    state = play(state, "traverse NE")
    assert state.phase == "stop" and state.explain({"kind": "traverse", "direction": "NE"}).rule in (
        "Starting the Game", "Traversing")
    assert state.why_the_walk_ends()[1] == "Starting the Game"


def test_no_extra_turn_on_a_fox_once_the_deck_is_empty():
    """Ruling 6: the player who drew the last card finishes his turn, then the game ends: a
    Fox's extra turn (Forrest, l.608) does not come first."""
    state = first_turn_fox_chain()
    data = state.to_json()["data"]
    data["deck"] = []
    from boardwidgets.core.saves import STATE_FORMAT, seal

    placed = {tuple(e["at"]): e["card"] for e in data["map"]}
    spare = [card.id for card in CARDS.values() if card.id.startswith("W") and card.id not in placed.values()]
    filler = [(q, 5) for q in range(-40, 40)]  # the rest of the deck, laid far away out of reach
    data["map"] += [{"at": list(at), "card": card, "rotation": 0} for at, card in zip(filler, spare,
                                                                                     strict=False)]
    state = state.game.state_from_json(seal(STATE_FORMAT, state.game, data))
    state = play(state, "traverse NE", "stop")
    assert state.is_over and state.result()["winners"] == []


def test_a_canoe_left_on_a_lake_to_go_on_also_explores_through_its_water_side():
    """Canoe (l.326): the Canoe put on a Lake so as not to stop there also carries the walk
    through the Lake's water side, to an explored card or to a new one."""
    lake = next(card.id for card in CARDS.values() if card.kind == "lake" and card.sides[1] == WATER)
    beyond = find_card(back="W", overlay=None)
    west = find_card(back="E", overlay="fox", used={beyond[0]}, unique=False)  # no Enchantments here
    cards = {(-1, -3): west, (0, -3): (lake, 0)}
    state = advanced(cards, held={0: ["canoe"]}, deck=[beyond[0]], tokens={0: (-1, -3, 0)},
                     characters="Sunny,Fozzie")
    state = play(state, "traverse E", "canoe")
    assert state.paddle == (0, -3) and "explore" in kinds(state)
    state = play(state, "explore E")
    assert state.position == (1, -3, 0) and state.paddle is None and state.loose[(0, -3)] == ("canoe",)


def test_a_crossing_refused_because_the_walk_must_end_is_explained():
    """Found by the contract tests: where the Canoe could cross a Straight River but the walk
    has reached its end, "cross" was refused with a bare step instead of a reason."""
    import random

    from boardwidgets.games.bear_valley.actions import CROSS
    from boardwidgets.games.bear_valley.rules import Step

    game = bw.load_game("bear_valley", players=5, variant="advanced", enchantments=True, river="long")
    state, chooser, seen = game.new_game(2578), random.Random(71122), 0
    while not state.is_over:
        if CROSS not in state.legal_actions() and isinstance(state.cross_step(), Step):
            refusal = state.explain(CROSS)
            assert isinstance(refusal, bw.IllegalAction) and refusal.rule and refusal.reason
            seen += 1
        state = state.apply(chooser.choice(state.legal_actions()))
    assert seen
