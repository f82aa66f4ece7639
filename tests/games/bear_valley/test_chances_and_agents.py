"""Bear Valley for machines: the observation, the sunclock's chances, the heuristic, and the
heuristic and MCTS agents playing whole games."""
import math
import re
from collections import Counter

import pytest

import boardwidgets as bw
from boardwidgets.core.registry import heuristic as heuristic_module
from boardwidgets.games.bear_valley import chances, heuristic
from boardwidgets.games.bear_valley.board import hex_distance
from boardwidgets.games.bear_valley.components import WILDERNESS
from boardwidgets.games.bear_valley.game import BearValley
from boardwidgets.games.bear_valley.observation import SIZE, observation_names, observation_window

from .scenarios import find_dead_end, first_of, scenario


def random_game(players=3, seed=0, variant="basic", limit=5000, **options):
    """Every state of a game played by the random agent, from the first to the last."""
    game = bw.load_game("bear_valley", players=players, variant=variant, **options)
    state, agent = game.new_game(seed=seed), bw.agents.Random(seed=seed)
    states = [state]
    while not state.is_over and len(states) < limit:
        state = state.apply(agent.choose(state))
        states.append(state)
    assert state.is_over
    return states


def check_observation(obs):
    assert len(obs) == SIZE
    assert all(math.isfinite(v) and 0.0 <= v <= 1.0 for v in obs)


# -- the observation -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_observation_has_the_same_length_for_every_player_count(players):
    state = BearValley(players=players).new_game(seed=players)
    for player in range(players):
        check_observation(state.observation(player))
    assert len(observation_names()) == SIZE == len(set(observation_names()))
    assert len(observation_window()) == 37


@pytest.mark.parametrize("players, variant, options", [
    (3, "basic", {}),
    (4, "advanced", {"enchantments": True}),
])
def test_observation_stays_fixed_and_finite_through_a_whole_random_game(players, variant, options):
    states = random_game(players, seed=1, variant=variant, **options)
    assert len(states) > 100 and len(states[-1].cards) > 40, "a long game, the map grown well past the window"
    for state in states[::3] + [states[-1]]:
        for player in range(players):
            check_observation(state.observation(player))


def test_observation_never_reads_the_deck_order():
    states = random_game(3, seed=2)
    checked = 0
    for state in states[::7]:
        for player in range(3):
            other = state.determinize(player, "x")
            if other.is_over or other.deck == state.deck:
                continue
            assert other.observation(player) == state.observation(player)
            checked += 1
    assert checked > 50


def test_observation_is_seen_from_the_players_seat():
    state = BearValley(players=3).new_game(seed=4)
    names = observation_names()
    mine, theirs = state.observation(0), state.observation(1)
    assert mine[names.index("my_turn")] == 1.0 and theirs[names.index("my_turn")] == 0.0
    assert theirs[names.index("to_move_2")] == 1.0, "seat 0 is two seats after seat 1"
    with pytest.raises(ValueError):
        state.observation(3)


# -- the sunclock's chances ---------------------------------------------------------------------


def test_chances_at_the_start_follow_the_rulebooks_counts():
    rows = chances.lost_chances(BearValley(players=3).new_game(seed=1))
    by_hour = {row["hour"]: row for row in rows}
    assert list(by_hour) == list(range(1, 11))
    assert by_hour[1]["evaded"] == 5 / 79 and by_hour[1]["lost"] == 0 and by_hour[1]["safe"] == 74 / 79
    assert by_hour[2]["bear"] == 5 / 79 and by_hour[2]["lost"] == 0
    assert by_hour[3]["lost"] == 16 / 79 and by_hour[3]["bear"] == 5 / 79
    assert by_hour[4]["lost"] == 24 / 79
    assert by_hour[5]["lost"] == 19 / 79
    # Six o'clock: the 20 six-exit cards, the 5 Bears among them (rulings, 3: a Bear has six exits)
    assert by_hour[6]["lost"] == 20 / 79 and by_hour[6]["bear"] == 0 and by_hour[6]["any_bear"] == 5 / 79
    assert by_hour[6]["turn_ends"] == 20 / 79
    # Seven and later: the 15 other six-exit cards lose you, the Bears eat you
    for hour in range(7, 11):
        assert by_hour[hour]["lost"] == 15 / 79 and by_hour[hour]["eaten"] == 5 / 79
    for row in rows:
        assert row["remaining"] == 79
        assert math.isclose(sum(row[key] for key, _, _ in chances.OUTCOMES), 1.0)


def test_chances_count_only_the_cards_not_yet_on_the_map():
    bears = [card.id for card in WILDERNESS if card.kind == "bear"]
    three = [card.id for card in WILDERNESS if card.exits == 3][:6]
    placed = {(q, 4): (card_id, 0) for q, card_id in enumerate(bears + three, start=-6)}
    state = scenario(3, cards=placed)
    rows = {row["hour"]: row for row in chances.lost_chances(state)}
    assert rows[3]["remaining"] == 79 - 11
    assert rows[3]["lost"] == 10 / 68 and rows[3]["bear"] == 0
    assert rows[6]["lost"] == 15 / 68 and rows[7]["eaten"] == 0 and rows[1]["evaded"] == 0
    assert Counter(chances.unseen_cards(state)) == Counter(c.id for c in WILDERNESS) - Counter(bears + three)


def test_chances_leave_out_the_card_on_the_table_and_ignore_the_deck_order():
    states = random_game(3, seed=5)
    orienting = next(s for s in states if s.phase == "orient")
    on_map = sum(card_id.startswith("W") for card_id, _ in orienting.cards.values())
    unseen = chances.unseen_cards(orienting)
    assert len(unseen) == 79 - on_map - 1 == len(orienting.deck)
    assert orienting.pending[1] not in unseen
    for state in states[::25]:
        if not state.is_over:
            assert chances.lost_chances(state.determinize(0, "y")) == chances.lost_chances(state)
    assert chances.lost_chances(states[-1]) != chances.lost_chances(states[0])


def test_the_chances_figure_stacks_the_outcomes_hour_by_hour():
    fig = chances.lost_chances_figure(BearValley(players=2).new_game(seed=1))
    assert fig.layout.barmode == "stack"
    assert [trace.name for trace in fig.data] == [label for _, label, _ in chances.OUTCOMES]
    assert all(len(trace.y) == 10 for trace in fig.data)
    assert "79 Wilderness cards remain" in fig.layout.title.text
    assert "hour" in fig.layout.xaxis.title.text and "chance" in fig.layout.yaxis.title.text


# -- the heuristic and the agents ---------------------------------------------------------------


def test_the_registry_finds_the_heuristic_beside_the_game():
    game = bw.load_game("bear_valley", players=3)
    assert heuristic_module(game) is heuristic
    assert heuristic.SCALE > 0


def test_evaluate_is_finite_and_ranks_the_winner_first():
    for seed in range(3):
        states = random_game(2 + seed, seed=seed)
        for state in states[::5]:
            values = heuristic.evaluate(state)
            assert len(values) == state.game.players
            assert all(math.isfinite(v) and 0.0 <= v <= 1.0 for v in values)
            assert all(v == 0.0 for v, out in zip(values, state.out, strict=True) if out)
    agent = bw.agents.Heuristic(seed=2)
    state = BearValley(players=3).new_game(seed=2)
    while not state.is_over:
        state = state.apply(agent.choose(state))
    values = heuristic.evaluate(state)
    (winner,) = state.winners
    assert values[winner] == 1.0 == max(values) and sorted(values)[-2] < 1.0


def test_evaluate_prefers_tokens_nearer_the_camp_by_the_routes_not_the_crow():
    state = BearValley(players=2).new_game(seed=1)
    start = heuristic.evaluate(state)
    assert start[0] == start[1] == pytest.approx(0.45)
    destination = state.destination
    route = heuristic.route_length(state.cards, destination, (0, 0, 0))
    crow = hex_distance((0, 0), destination)
    assert route > crow, "the river runs into the camp from the west; its exits face away from it"


def test_nobody_is_worth_anything_once_the_camp_is_walled_off():
    """Then only the bears can win; a value above theirs would make stalling pay."""
    state = BearValley(players=2).new_game(seed=1)
    destination = state.destination
    assert destination == (5, -2)  # its exits face NE, E and SE
    used = set()
    walls = {}
    for coord, back in (((6, -3), "SW"), ((6, -2), "W"), ((5, -1), "NW")):
        card_id = find_dead_end(back=back, exits=3, used=used)
        used.add(card_id)
        walls[coord] = (card_id, 0)
    walled = scenario(2, cards=walls, tokens={0: (0, 0, 0), 1: (0, 0, 0)}, turns=(1, 1))
    assert not heuristic.camp_open(walled.cards, destination)
    assert heuristic.evaluate(walled) == [0.0, 0.0]
    assert min(heuristic.evaluate(state)) > 0


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 4), (6, 5)])
def test_the_heuristic_agent_plays_bear_valley_to_the_end(players, seed):
    agent = bw.agents.Heuristic(seed=seed)
    state = bw.load_game("bear_valley", players=players).new_game(seed=seed)
    for _ in range(3000):
        if state.is_over:
            break
        action = agent.choose(state)
        assert action in state.legal_actions()
        state = state.apply(action)
    assert state.is_over and state.result()["reason"]


@pytest.mark.parametrize("seed", [1, 2])
def test_mcts_plays_bear_valley_to_the_end(seed):
    agent = bw.agents.MCTS(iterations=50, seed=1)
    state = bw.load_game("bear_valley", players=2).new_game(seed=seed)
    for _ in range(2000):
        if state.is_over:
            break
        state = state.apply(agent.choose(state))
    assert state.is_over


@pytest.mark.parametrize("blocker, characters, held", [
    ("mountain", "Rocky,Fozzie", {}),  # Rocky never enters a Mountain, Fozzie may
    ("trading_post", "Fozzie,Violet", {1: ["gold"]}),  # nothing to trade: no way in for seat 0
])
def test_a_route_never_crosses_a_card_the_player_may_not_enter(blocker, characters, held):
    """With two of the camp's three entrances walled off and a card on the third that seat 0
    may not enter, seat 0 has no route (worth 0), and seat 1, who may enter it, has one:
    a heuristic that counted the forbidden card would wait beside it for ever."""
    destination = (5, -2)  # the two-player short river's camp; its exits face NE, E and SE
    used = set()
    cards = {}
    for coord, back in (((6, -3), "SW"), ((6, -2), "W")):
        card_id = find_dead_end(back=back, exits=3, used=used)
        used.add(card_id)
        cards[coord] = (card_id, 0)
    cards[(5, -1)] = (first_of(blocker), 0)
    state = scenario(2, variant="advanced", characters=characters, cards=cards, held=held,
                     tokens={0: (0, 0, 0), 1: (0, 0, 0)}, turns=(1, 1))
    assert state.destination == destination
    values = heuristic.evaluate(state)
    assert values[0] == 0.0 < values[1]
    assert heuristic.route(state.cards, destination, (0, 0, 0)) is not None


@pytest.mark.parametrize("variant, options", [("basic", {}), ("advanced", {"enchantments": True})])
def test_determinize_redraws_the_deck_order_and_the_generator_and_nothing_else(variant, options):
    """The deck's order is the only thing hidden (from everyone alike): a determinized state
    has the same cards left in another order and another generator, and every other field
    of the save is the same."""
    states = random_game(3, seed=5, variant=variant, **options)
    checked = 0
    for state in states[::9]:
        if state.is_over or len(state.deck) < 2:
            continue
        saved = state.to_json()["data"]
        guess = state.determinize(state.to_move, "another deck")
        other = guess.to_json()["data"]
        assert sorted(other["deck"]) == sorted(saved["deck"]) and other["deck"] != saved["deck"]
        assert other["rng"] != saved["rng"]
        assert {k: v for k, v in other.items() if k not in ("deck", "rng")} == {
            k: v for k, v in saved.items() if k not in ("deck", "rng")}
        checked += 1
    assert checked > 10


def test_the_heuristic_agent_gives_its_reasons_in_a_races_terms():
    """Each reason names the move and says in words whether the far camp gets nearer, never a
    score (there is none); the moves still to go are its detail, apart from the words."""
    match = bw.Match(bw.load_game("bear_valley", players=3, variant="advanced"), seed=5)
    agent = bw.agents.Heuristic(seed=0)
    reasons, details = [], []
    while not match.state.is_over and len(reasons) < 60:
        action = agent.choose(match.state)
        reasons.append((str(action), agent.last_reason))
        details.append(agent.last_detail)
        match.act(action, agent.last_reason, agent.last_detail)
    assert all(reason.startswith(f"{move}: ") for move, reason in reasons)
    assert not [reason for _, reason in reasons if "points" in reason]
    assert any("nearer the far camp" in reason for _, reason in reasons)
    assert any("the token stays" in reason for _, reason in reasons)
    assert not [reason for move, reason in reasons if re.search(r"\d", reason.removeprefix(f"{move}: "))]
    assert any(detail and re.fullmatch(r"\d+ moves? to go, then \d+, by the map so far", detail)
               for detail in details)
