"""The advanced game: Equipment, Gold, Trading Posts, the camp gift, contingency moves,
each character, and the Enchantments, each set up on a small map and checked by its outcome."""
import pytest

import boardwidgets as bw
from boardwidgets.core.saves import STATE_FORMAT, seal
from boardwidgets.games.bear_valley.board import face
from boardwidgets.games.bear_valley.components import CARDS, DIRECTIONS, TREES, WILDERNESS

from .scenarios import card_at, corridor, find_card, find_dead_end, first_of, play, scenario, token, walled_in

WEST_END = (0, -3, 0)
ADVANCED = {"variant": "advanced"}


def kinds(state) -> list[str]:
    return [a.kind for a in state.legal_actions()]


def lay(state, rotation: int = 0):
    return play(state, f"orient {rotation}") if state.phase == "orient" else state


def advanced(cards=None, held=None, loose=None, deck=(), tokens=None, characters="Rocky,Fozzie",
             players=2, to_move=0, **options):
    tokens = {0: WEST_END, 1: (0, 0, 0), **(tokens or {})}
    return scenario(players, cards=cards or {}, held=held, loose=loose, deck=list(deck), tokens=tokens,
                    to_move=to_move, turns=(3,) * players, characters=characters, **ADVANCED, **options)


def next_turn(state):
    """End the turn of the player to move (and any contingency, taking the first gift on
    offer), so that the next one begins."""
    player = state.to_move
    while state.to_move == player and not state.is_over:
        state = state.apply(state.legal_actions()[0] if state.phase == "gift" else {"kind": "stay"})
    return state


# Carrying, picking up, one use per turn ---------------------------------------------------------
def test_stopping_on_a_card_picks_up_its_tokens_and_they_travel_with_the_player():
    cards = corridor(3)
    state = advanced(cards, loose={(1, -3): ["rope", "gold"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E", "stop")
    assert state.held[0] == ("gold", "rope") and (1, -3) not in state.loose
    state = next_turn(state)  # Fozzie's turn; Sunny's begins
    state = play(state, "traverse E", "stop")
    assert state.held[0] == ("gold", "rope") and token(state, 0) == (2, -3, 0)


def test_tokens_may_be_left_behind_when_moving_on():
    cards = corridor(3)
    state = advanced(cards, held={0: ["rope"]}, characters="Sunny,Fozzie")
    assert "leave" not in kinds(state), "nothing is left behind before moving"
    state = play(state, "traverse E", "leave rope", "stop")
    assert state.held[0] == () and state.loose[(0, -3)] == ("rope",)


def test_only_one_piece_of_equipment_is_used_each_turn():
    bend = (2, 0)
    state = advanced(held={0: ["canoe", "canoe"]}, tokens={0: (1, 1, 0)},
                     cards={(1, 1): find_card(back="NE", on=("NE",), unique=False)},
                     characters="Sunny,Fozzie")
    state = play(state, "traverse NE", "canoe")
    assert state.used and state.loose[bend] == ("canoe",)
    assert "canoe" not in kinds(state), "the second Canoe waits for another turn"


def test_only_tokens_held_when_the_turn_began_can_be_used():
    cards = corridor(2)
    state = advanced(cards, loose={(1, -3): ["machete"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E", "stop")
    assert state.held[0] == ("machete",) and state.to_move == 1
    assert not state.usable or "machete" not in state.usable


# Gold and passing ----------------------------------------------------------------------------------
def test_more_gold_lets_a_player_pass_but_not_stop():
    cards = corridor(3)
    state = advanced(cards, held={0: ["gold"]}, tokens={1: (1, -3, 0)}, characters="Sunny,Fozzie")
    state = play(state, "traverse E")
    assert state.position == (1, -3, 0) and "stop" not in kinds(state)
    assert "not stop" in state.explain({"kind": "stop"}).reason
    state = play(state, "traverse E", "stop")
    assert token(state, 0) == (2, -3, 0)


def test_equal_gold_and_fewer_equipment_lets_a_player_pass():
    cards = corridor(3)
    state = advanced(cards, held={1: ["rope"]}, tokens={1: (1, -3, 0)}, characters="Sunny,Fozzie")
    assert "traverse" in kinds(state)
    blocked = advanced(cards, held={0: ["rope"]}, tokens={1: (1, -3, 0)}, characters="Sunny,Fozzie")
    refusal = blocked.explain({"kind": "traverse", "direction": "E"})
    assert refusal and "block" in refusal.reason


def test_three_gold_back_at_the_starting_camp_win():
    beside = find_card(back="SE", on=("SE",), unique=False)
    state = advanced(cards={(0, -1): beside}, held={0: ["gold", "gold", "gold"]},
                     tokens={0: (0, -1, 0)}, characters="Sunny,Fozzie")
    state = play(state, "traverse SE", "stop")
    assert state.is_over and state.result()["winners"] == [0] and "Gold" in state.result()["reason"]


def test_without_gold_the_gold_cards_and_trading_posts_are_clear():
    state = advanced(deck=[first_of("trading_post")], characters="Sunny,Fozzie", gold=False,
                     cards=corridor(1))
    state = lay(play(state, "explore E"))
    assert state.position == (1, -3, 0), "the Trading Post is an ordinary card without Gold"
    assert not state.gold_in_play


# Trading Posts ---------------------------------------------------------------------------------------
def test_a_trading_post_can_be_entered_only_with_something_to_trade():
    post = first_of("trading_post")
    cards = {**corridor(1), (1, -3): (post, 0)}
    empty = advanced(cards, characters="Sunny,Fozzie")
    refusal = empty.explain({"kind": "traverse", "direction": "E"})
    assert refusal.rule == "Trading Post"
    state = advanced(cards, held={0: ["rope", "canoe"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E")
    assert state.phase == "trade"
    assert "take" not in kinds(state), "give first: the post must profit"
    state = play(state, "give rope")
    assert "take" not in kinds(state), "one Equipment for one is no profit"
    state = play(state, "give canoe")
    takes = [a["token"] for a in state.legal_actions() if a.kind == "take"]
    assert "rope" not in takes and "canoe" not in takes and "machete" in takes, "no kind on both sides"
    state = play(state, "take machete", "trade")
    assert state.held[0] == ("machete",) and token(state, 0) == (1, -3, 0) and state.to_move == 1
    assert state.stock[0] == 3 and state.stock[4] == 3  # canoe and rope are back in stock


def test_exploring_a_trading_post_with_nothing_to_trade_is_getting_lost():
    state = advanced(corridor(1), deck=[first_of("trading_post")], characters="Sunny,Fozzie")
    state = play(state, "explore E")
    assert token(state, 0) == WEST_END and card_at(state, 1, -3) == first_of("trading_post")
    assert any("nothing to trade" in line for line in state.log[-4:])


def test_three_equipment_for_a_gold_and_gold_for_three_equipment():
    post = first_of("trading_post")
    cards = {**corridor(1), (1, -3): (post, 0)}
    state = advanced(cards, held={0: ["rope", "canoe", "machete"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E", "give rope", "give canoe", "give machete", "take gold", "trade")
    assert state.held[0] == ("gold",)
    state = advanced(cards, held={0: ["gold", "gold"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E", "give gold", "give gold", "take rope", "take canoe", "take machete")
    assert "take" not in kinds(state) and "trade" in kinds(state)
    state = play(state, "trade")
    assert state.held[0] == ("canoe", "machete", "rope")


def test_a_trading_post_reached_with_a_machete_counts_only_what_is_left_after_it():
    """The Machete that cuts the way to the post is spent before the trade."""
    east = DIRECTIONS.index("E")
    wall = next(card.id for card in WILDERNESS
                if card.kind == "path" and face((card.id, 0)).sides[east] == TREES)
    cards = {(0, -3): (wall, 0), (1, -3): (first_of("trading_post"), 0)}
    only_the_machete = advanced(cards, held={0: ["machete"]}, characters="Sunny,Fozzie")
    assert only_the_machete.explain({"kind": "traverse", "direction": "E"}).rule == "Trading Post"
    state = advanced(cards, held={0: ["gold", "machete"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E")
    assert state.phase == "trade" and state.held[0] == ("gold",)
    state = play(state, "give gold", "take rope", "trade")
    assert state.held[0] == ("rope",) and state.to_move == 1


def test_rocky_is_offered_only_trades_he_can_finish():
    """Rocky leaves a post with one piece of Equipment at most, so giving the Gold alone
    (and keeping his Rope) cannot be finished: each step on offer must lead to a trade."""
    post = first_of("trading_post")
    cards = {**corridor(1), (1, -3): (post, 0)}
    drained = {(0, -3): ["canoe"] * 3 + ["machete", "flashlight", "picnic_basket", "telescope"] * 3
               + ["rope"]}
    state = advanced(cards, held={0: ["gold", "rope"]}, loose=drained, characters="Rocky,Fozzie")
    assert state.explain({"kind": "traverse", "direction": "E"}).rule == "Trading Post", \
        "only a Rope and Gold in stock: no trade leaves him with one piece of Equipment"
    drained[(0, -3)].remove("canoe")
    state = play(advanced(cards, held={0: ["gold", "rope"]}, loose=drained, characters="Rocky,Fozzie"),
                 "traverse E", "give gold")
    assert kinds(state) == ["give"], "keeping the Rope, he could take nothing"
    state = play(state, "give rope", "take canoe", "trade")
    assert state.held[0] == ("canoe",)


def tunnelled_player_begins(held):
    """Seat 1 ends a turn; seat 0, who tunnelled onto a walled-in card, begins."""
    state = advanced(walled_in(), held={0: held}, tokens={0: (5, -5, 0)}, characters="Sunny,Fozzie",
                     to_move=1)
    data = state.to_json()["data"]
    data["players"][0]["tunnelled"] = True
    return next_turn(state.game.state_from_json(seal(STATE_FORMAT, state.game, data)))


def test_a_machete_in_hand_is_a_way_out_of_a_tunnel():
    state = tunnelled_player_begins(["machete"])
    assert state.to_move == 0 and not state.out[0]
    assert "traverse" in kinds(state), "the Machete cuts through the trees"


def test_eaten_in_a_dead_end_the_player_tokens_lie_where_he_stood():
    state = tunnelled_player_begins(["gold", "rope"])
    assert state.out[0] and state.is_over and state.result()["winners"] == [1]
    assert state.loose[(5, -5)] == ("gold", "rope") and state.held[0] == ()


# The Starting Camp gift ---------------------------------------------------------------------------
def test_alone_at_the_starting_camp_a_player_chooses_equipment_but_not_when_shared():
    state = advanced(tokens={0: (0, 0, 0), 1: (0, -3, 0)}, cards=corridor(1), characters="Sunny,Fozzie")
    state = play(state, "stay")
    assert state.phase == "gift" and sorted(a["token"] for a in state.legal_actions()) == [
        "canoe", "machete", "picnic_basket", "rope", "telescope"], "Sunny never carries a Flashlight"
    shared = advanced(tokens={0: (0, 0, 0), 1: (0, 0, 0)}, characters="Sunny,Fozzie")
    assert next_turn(shared).to_move == 1


# Contingency ------------------------------------------------------------------------------------------
def test_a_contingency_follows_a_walk_that_did_not_move_the_token_and_avoids_its_path():
    bear = first_of("bear")
    middle = (1, -3, 0)
    state = advanced(corridor(3, used=[bear]), deck=[bear], characters="Sunny,Fozzie", tokens={0: middle})
    state = play(state, "traverse E", "explore E")
    assert card_at(state, 3, -3) == bear
    assert state.contingency and state.path == (middle,) and state.hour == 0
    assert state.aborted == ((2, -3, 0),)
    refusal = state.explain({"kind": "traverse", "direction": "E"})
    assert refusal.rule == "Contingency"
    assert "traverse" in kinds(state), "west, where the first walk did not go"
    state = play(state, "stay")
    assert state.to_move == 1, "no contingency after a contingency"


def test_no_contingency_in_the_basic_game():
    state = scenario(2, cards=corridor(2), tokens={0: WEST_END}, turns=(3, 3))
    assert play(state, "stay").to_move == 1


# Each Equipment token -----------------------------------------------------------------------------
def test_canoe_goes_along_the_river_and_stops_nothing_for_the_rest_of_the_turn():
    # the three-player short river: Straight (1,0) W-E, Bend (2,0) W-NE, River (3,-1) SW-NE
    beside = find_card(back="NE", on=("NE",), unique=False)
    state = scenario(3, cards={(1, 1): beside}, held={0: ["canoe"]}, tokens={0: (1, 1, 0)},
                     turns=(3, 3, 3), characters="Sunny,Fozzie,Rocky", **ADVANCED)
    state = play(state, "traverse NE")
    assert state.position == (2, 0, 0) and state.stopped_by_water()
    state = play(state, "canoe")
    assert state.afloat and state.phase == "move" and state.paddle == (2, 0)
    state = play(state, "traverse NE")  # downstream: from the Bend along the river
    assert state.position[:2] == (3, -1) and state.phase == "move", "afloat: water does not stop"
    assert state.loose[(2, 0)] == ("canoe",)


def test_machete_cuts_through_trees_and_across_a_hedge_without_an_hour():
    wall = find_dead_end(back="W", exits=3)  # trees on its west side
    cards = {**corridor(1), (1, -3): (wall, 0)}
    state = advanced(cards, held={0: ["machete"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E")
    assert state.position[:2] == (1, -3) and state.loose[(0, -3)] == ("machete",)
    hedge = first_of("hedge")
    state = advanced({**corridor(1), (1, -3): (hedge, 0)}, held={0: ["machete"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E", "cross")
    assert state.position == (1, -3, 0) and state.hour == 1, "across the hedge at no hour"


def test_rope_moves_between_bridge_and_floor_without_an_hour_vertigo_never():
    bridge = first_of("bridge")  # ".bxxbx": bridge E-W over a floor SE SW NW
    cards = {**corridor(1), (1, -3): (bridge, 0)}
    state = advanced(cards, held={0: ["rope"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E", "cross")
    assert state.position == (1, -3, 0) and state.hour == 1 and state.loose[(1, -3)] == ("rope",)
    vertigo = advanced(cards, held={0: ["rope"]}, characters="Vertigo,Fozzie")
    assert "traverse" not in kinds(vertigo), "Vertigo never goes onto a bridge"
    assert vertigo.explain({"kind": "traverse", "direction": "E"}).rule == "Vertigo"


def test_picnic_basket_walks_through_a_bear_and_stays_there():
    bear = first_of("bear")
    cards = {**corridor(3), (1, -3): (bear, 0)}
    state = advanced(cards, held={0: ["picnic_basket"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E")
    assert "stop" not in kinds(state) and state.loose[(1, -3)] == ("picnic_basket",)
    state = play(state, "traverse E", "stop")
    assert token(state, 0) == (2, -3, 0)
    fozzie = advanced(cards, loose={(1, -3): ["picnic_basket"]}, characters="Fozzie,Sunny")
    assert fozzie.explain({"kind": "traverse", "direction": "E"}).rule == "Fozzie"


def test_picnic_basket_on_a_bear_just_explored_lets_the_walk_go_on():
    onward = find_card(back="W", on=("E",), unique=False)
    state = advanced(corridor(2, used=[first_of("bear"), onward[0]]), deck=[first_of("bear"), onward[0]],
                     held={0: ["picnic_basket"]},
                     characters="Sunny,Fozzie")
    state = play(state, "traverse E", "explore E")
    assert state.phase == "bear" and kinds(state) == ["basket", "stay"]
    state = play(state, "basket")
    assert state.position == (2, -3, 0) and not state.evading and "stop" not in kinds(state)


def test_telescope_lays_a_card_on_every_unexplored_side():
    state = advanced(corridor(1), held={0: ["telescope"]}, characters="Sunny,Fozzie")
    state = play(state, "telescope")
    asked = 0
    while state.phase == "orient":  # a card that leads back either way (or neither): the player lays it
        asked += 1
        state = play(state, "orient 3")
    assert asked >= 1 and state.phase == "move"
    assert all((q, r) in state.cards for q, r in [(1, -4), (1, -3), (0, -2), (-1, -2), (-1, -3), (0, -4)])
    assert state.hour == 0 and state.loose[(0, -3)] == ("telescope",) and state.used
    assert len(state.path) == 1, "the Telescope moves nobody: the walk has not started"


def test_flashlight_surfaces_at_another_cave():
    caves = [card.id for card in CARDS.values() if card.overlay == "cave"]
    cards = {**corridor(1), (0, -3): (caves[0], 0), (5, -5): (caves[1], 0)}
    state = advanced(cards, held={0: ["flashlight"]}, characters="Rocky,Fozzie")
    state = play(state, "dive")
    assert f"surface {caves[1]}" in [f"surface {a['card']}" for a in state.legal_actions()
                                     if a.kind == "surface"]
    state = play(state, f"surface {caves[1]}")
    assert token(state, 0) == (5, -5, 0) and state.loose[(0, -3)] == ("flashlight",)


# Characters -----------------------------------------------------------------------------------------
def test_forrest_never_enters_woods_nor_tunnels():
    woods = first_of("woods")
    state = advanced({**corridor(1), (1, -3): (woods, 0)}, characters="Forrest,Fozzie")
    assert state.explain({"kind": "traverse", "direction": "E"}).rule == "Forrest"
    dead = find_dead_end(back="W", exits=4)
    state = advanced(corridor(1), deck=[dead], characters="Forrest,Fozzie")
    state = lay(play(state, "explore E"))
    assert state.phase != "blocked" and token(state, 0) == WEST_END


def test_fozzie_cannot_slip_past_a_bear_at_one_o_clock():
    state = advanced(corridor(1), deck=[first_of("bear")], characters="Fozzie,Sunny")
    state = play(state, "explore E")
    assert token(state, 0) == WEST_END and "Fozzie cannot slip past" in " ".join(state.log[-3:])


def test_rocky_carries_one_piece_of_equipment_and_never_climbs_a_mountain():
    cards = corridor(3)
    state = advanced(cards, held={0: ["rope"]}, loose={(1, -3): ["canoe"]}, characters="Rocky,Fozzie")
    state = play(state, "traverse E")
    assert "stop" not in kinds(state), "he already carries Equipment: he must move on"
    mountain = advanced({**corridor(1), (1, -3): (first_of("mountain"), 0)}, characters="Rocky,Fozzie")
    assert mountain.explain({"kind": "traverse", "direction": "E"}).rule == "Rocky"


def test_sunny_never_enters_a_cave_card():
    cave = next(card.id for card in CARDS.values() if card.overlay == "cave" and card.sides[4] == "x")
    state = advanced({**corridor(1), (1, -3): (cave, 0)}, characters="Sunny,Fozzie")
    assert state.explain({"kind": "traverse", "direction": "E"}).rule == "Sunny"


def test_violet_cannot_stop_by_equipment_far_from_water():
    cards = corridor(3)
    state = advanced(cards, loose={(1, -3): ["rope"]}, characters="Violet,Fozzie")
    state = play(state, "traverse E")
    assert "stop" not in kinds(state) and "thirsty" in state.explain({"kind": "stop"}).reason


# Enchantments --------------------------------------------------------------------------------------
def enchanted_start(overlay: str, characters=None, deck=(), length=4, variant="basic"):
    """Seat 1 has just ended a turn; seat 0 begins on a card showing ``overlay``, west end of
    a corridor of ``length`` cards."""
    card = next(c for c in CARDS.values() if c.overlay == overlay and c.sides[1] == "x")
    cards = {**corridor(length, used=[*deck, card.id]), (0, -3): (card.id, 0)}
    options = {"characters": characters} if characters else {}
    state = scenario(2, cards=cards, deck=list(deck), tokens={0: WEST_END, 1: (0, 0, 0)}, to_move=1,
                     turns=(3, 3), enchantments=True, variant=variant, **options)
    return next_turn(state)


def test_butterfly_prevents_getting_lost_by_the_number_of_exits():
    three = find_card(back="W", exits=3, unique=False, overlay="gold")
    state = enchanted_start("butterfly", deck=[three[0]], length=3)
    assert "butterfly" in state.boons
    state = lay(play(state, "traverse E", "traverse E", "explore E"), three[1])
    assert state.position[:2] == (3, -3), "three exits at Three o'clock, but the Butterfly guides"


def test_fox_passes_other_players():
    state = enchanted_start("fox")
    assert "fox" in state.boons and state.may_pass(1)
    blocked = scenario(2, cards=corridor(3), tokens={0: WEST_END, 1: (1, -3, 0)}, turns=(3, 3))
    assert not blocked.may_pass(1)


def test_mushrooms_send_a_card_back_once():
    bear = first_of("bear")
    plain = find_card(back="W", on=("E",), unique=False, overlay="picnic_basket", exits=3)  # inert: basic
    state = enchanted_start("mushrooms", deck=[bear, plain[0]])
    state = play(state, "traverse E", "traverse E", "traverse E", "explore E")
    assert state.phase == "mushrooms"
    state = lay(play(state, "redraw"), plain[1])
    assert state.position[:2] == (4, -3) and state.deck[-1] == bear and state.redraws == 0


def test_enchantments_in_the_advanced_game_give_the_characters_their_advantages():
    state = enchanted_start("butterfly", characters="Rocky,Fozzie", variant="advanced")
    assert state.character() == "Rocky" and "butterfly" in state.boons
    violet = scenario(2, cards={**corridor(2), (0, -3): (find_card(back="E", kind="lake", unique=False)[0],
                                                                 0)},
                      tokens={0: WEST_END, 1: (0, 0, 0)}, to_move=1, turns=(3, 3), enchantments=True,
                      variant="advanced", characters="Violet,Fozzie")
    violet = next_turn(violet)
    assert violet.character() == "Violet" and "fox" in violet.boons, "on water, Violet is light-footed"


# Options ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("options, words", [
    ({"river": "medium"}, "river"), ({"gold": "yes"}, "gold"), ({"characters": ["Rocky"]}, "advanced"),
    ({"variant": "advanced", "characters": ["Rocky", "Yogi"]}, "Unknown"),
    ({"variant": "advanced", "characters": ["Rocky", "Rocky"]}, "different"),
])
def test_bad_options_get_clear_errors(options, words):
    with pytest.raises(bw.GameConfigError, match=words):
        bw.load_game("bear_valley", players=2, **options)


def test_characters_are_dealt_by_the_seed_or_chosen():
    game = bw.load_game("bear_valley", players=3, variant="advanced")
    assert game.new_game(seed=1).characters == game.new_game(seed=1).characters
    assert len(set(game.new_game(seed=1).characters)) == 3
    chosen = bw.load_game("bear_valley", players=2, variant="advanced", characters=["violet", "Rocky"])
    assert chosen.new_game(seed=5).characters == ("Violet", "Rocky")
    assert chosen.config["characters"] == "Violet,Rocky"
    assert face(chosen.new_game(seed=5).cards[(0, 0)]).card.kind == "start"
