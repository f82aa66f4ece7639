"""Lost Valley's rules, each set up through the save format and checked by its outcome.
The FAQ's answers (manual 7) are scenario tests here too."""
from __future__ import annotations

import pytest

import boardwidgets as bw
from boardwidgets.games.lost_valley import actions as A
from boardwidgets.games.lost_valley import lattice
from boardwidgets.games.lost_valley.components import LAND_TILES, RIVER_TILES, TRIANGLES
from boardwidgets.games.lost_valley.game import LostValley
from tests.games.lost_valley.scenarios import position, seed_for


def kinds(state):
    return {a.kind for a in state.legal_actions()}


def refused(state, action, rule):
    before = state.to_json()
    with pytest.raises(bw.IllegalAction) as caught:
        state.apply(action)
    assert rule in caught.value.rule
    assert state.to_json() == before  # a refused action changes nothing
    return caught.value.reason


def test_every_prospector_starts_at_the_post_with_the_starting_goods():
    state = LostValley(players=4).new_game(3)
    assert state.at == ("post",) * 4 and state.to_move == 0
    assert state.packs == ((1, 3, 1),) * 4 and state.gear == (("whiskey", "whiskey"),) * 4
    assert {k: len(d) for k, d in state.decks.items()} == {"river": 12, "land": 32, "triangle": 10}
    assert state.ice is None and state.layout.faces == {(0, 0, 0): "P"}
    assert state.wares["whiskey"] == 10 - 8  # the starting whiskeys come from the supply


def test_entering_an_intersection_lays_the_river_first_then_land_around_it():
    state = LostValley(players=2).new_game(5)
    state = state.apply(A.STEP[1, "foot"])  # from the post up to (0, 1)
    layout = state.layout
    assert layout.river[0][:2] == ((1, 0), 1)  # the only diamond next to the explorer
    assert len(layout.river) >= 2  # the river goes on while it can stay next to the explorer
    around = lattice.faces_at((0, 1))
    assert all(face in layout.faces or layout.protected(face) for face in around)  # land or kept
    assert "A river diamond is laid" in " ".join(state.log)
    assert state.at[0] == "0,1" and state.decision == ("main",)  # one overland edge on foot


def test_the_mover_chooses_where_the_river_goes_when_it_can_go_several_ways():
    state = position(river=[(1, "R01")], at={0: "0,1"})
    state = state.apply(A.STEP[1, "foot"])  # up the bank to (0, 2), the river's open end
    assert state.decision[0] == "lay" and state.to_move == 0
    options = [a["sector"] for a in state.legal_actions()]
    assert len(options) > 1
    state = state.apply(A.LAY[options[0]])
    assert len(state.layout.river) == 2


def test_the_river_reaching_a_prospector_puts_him_on_the_bank_with_more_ways_out():
    # Blue stands at (1, 3), two edges up from the river's open end at (0, 2)
    state = position(river=[(1, "R01")], land=[((1, 3, 0), (1, 2, 1), "L01")], at={0: "0,1", 1: "1,3"})
    state = state.apply(A.STEP[1, "foot"])  # Red explores the river's open end
    state = state.apply(A.LAY[0])  # the diamond from (0, 2) through face 0 ends at (1, 3)
    assert state.layout.river[1][:2] == ((0, 2), 0) and (1, 3) in state.layout.flow
    assert state.at[1] in ("1,3/L", "1,3/R")
    ways = {side: len(state.layout.neighbours(f"1,3/{side}")) for side in "LR"}
    assert ways[state.at[1][-1]] >= max(ways.values())
    assert "The river comes to Blue" in " ".join(state.log)
    assert LostValley(players=2).state_from_json(state.to_json()) == state


def test_on_foot_one_edge_overland_or_two_along_the_river():
    state = position(river=[(1, "R01"), (1, "R02")], at={0: "0,1"})
    state = state.apply(A.STEP[1, "foot"])  # a bank edge: the move may go on
    state = _settle_lay(state)
    assert state.decision[0] == "move" and state.decision[3] == 1
    overland = position(river=[(1, "R01")], land=[((-1, 1, 0), (-1, 0, 1), "L01")], at={0: "0,1"})
    after = overland.apply(A.STEP[4, "foot"])  # one land edge to (0, 0) and the move is over
    assert after.decision == ("main",) and after.phases[0] == 0


def _settle_lay(state):
    while state.decision[0] == "lay":
        state = state.apply(state.legal_actions()[0])
    return state


def test_a_horse_rides_two_overland_and_a_boat_rows_three_and_crosses():
    base = dict(river=[(1, "R01"), (1, "R02")], land=[((-1, 1, 0), (-1, 0, 1), "L01")], at={0: "0,1"})
    riding = position(**base, gear={0: ["horse"]}).apply(A.STEP[4, "horse"])
    assert riding.decision[0] == "move" and riding.decision[1:4] == ("horse", "land", 1)
    rowing = position(**base, gear={0: ["boat"]})
    assert A.STEP[0, "boat"] in rowing.legal_actions()  # across the short diagonal
    assert A.STEP[0, "foot"] not in rowing.legal_actions()
    reason = refused(position(**base), A.STEP[0, "foot"], "4.1")
    assert "boat" in reason
    rowed = rowing.apply(A.STEP[1, "boat"])
    rowed = _settle_lay(rowed)
    assert rowed.decision[3] == 2  # three edges along the river


def test_one_move_never_mixes_ways_or_kinds_of_edge():
    state = position(river=[(1, "R01"), (1, "R02")], land=[((-1, 1, 0), (-1, 0, 1), "L01")], at={0: "0,1"},
                     gear={0: ["horse"]})
    moving = _settle_lay(state.apply(A.STEP[1, "horse"]))  # along the river
    land_edges = [d for d, (_, kind) in moving.exits(moving.at[0]).items() if kind == "land"]
    for d in land_edges:
        assert A.STEP[d, "horse"] not in moving.legal_actions()
        refused(moving, A.STEP[d, "horse"], "4.1")


def test_two_on_a_riverside_one_on_each_bank_and_pawns_pass_but_never_stop_on_another():
    state = position(players=3, river=[(1, "R01"), (1, "R02")], at={0: "0,1", 1: "0,2/L", 2: "0,2/R"})
    assert state.occupied("0,2/L", 0) and not state.occupied("0,2/L", 1)
    moving = _settle_lay(state.apply(A.STEP[1, "foot"]))  # onto Blue's bank: must walk on
    assert moving.at[0] == "0,2/L" and A.STOP not in moving.legal_actions()
    assert all(a.kind == "step" for a in moving.legal_actions())


def test_the_table_edge_is_walked_like_any_edge():  # FAQ 7
    state = position(at={0: "0,0"})
    assert state.exits("0,0")[0] == ("1,0/L", "land")  # along the table edge to the waterfall
    assert A.STEP[0, "foot"] in state.legal_actions()
    assert state.apply(A.STEP[0, "foot"]).at[0] == "1,0/L"


def test_fishing_gives_the_symbol_the_rod_and_the_fishtrap_at_most_three():
    fishy = next(t for t, tile in RIVER_TILES.items() if tile["fish"])
    base = dict(river=[(1, fishy)], at={0: "0,1"})
    assert position(**base).fish_caught(0, fishy) == 1
    assert position(**base, gear={0: ["rod"]}).fish_caught(0, fishy) == 2
    full = position(**base, gear={0: ["rod"]}, works={(0, 1): "fishtrap"})
    assert full.fish_caught(0, fishy) == 3
    after = full.apply(A.FISH[fishy])
    assert after.packs[0][0] == 1 + 3


def test_cutting_a_tree_gives_one_plus_the_axe_plus_the_sawmill():
    assert LAND_TILES["L01"]["halves"][0]["terrain"] == "forest"
    state = position(river=[(1, "R01")], land=[((-1, 1, 0), (-1, 0, 1), "L01")], at={0: "0,1"},
                     gear={0: ["axe"]}, works={(0, 1): "sawmill"})
    assert state.timber_cut(0) == 3


def test_rivergold_from_the_far_bank_needs_a_boat():  # FAQ 3, rulings 9
    state = position(river=[(1, "R01")], at={0: "0,1"}, markers={"R01/R": [("river", 2)]})
    assert A.PAN["R01/R"] not in state.legal_actions()
    assert "boat" in refused(state, A.PAN["R01/R"], "7 FAQ")
    boat = position(river=[(1, "R01")], at={0: "0,1"}, markers={"R01/R": [("river", 2)]}, gear={0: ["boat"]})
    panned = boat.apply(A.PAN["R01/R"])
    assert panned.bags[0] == (("river", 2),) and panned.packs[0][0] == 0  # for 1 food


def test_a_sieve_pans_two_markers():
    state = position(river=[(1, "R01")], at={0: "0,1"}, markers={"R01/L": [("river", 1), ("river", 2)]},
                     gear={0: ["sieve"]})
    assert len(state.apply(A.PAN["R01/L"]).bags[0]) == 2


def test_mountaingold_needs_a_mine_and_dynamite_is_one_source_at_a_time():  # FAQ 6
    mountain = "L06"  # mountains on both halves
    base = dict(river=[(1, "R01")], land=[((-1, 1, 0), (-1, 0, 1), mountain)], at={0: "0,1"},
                markers={f"{mountain}/0": [("mountain", 3), ("mountain", 4)]}, packs={0: (1, 3, 1)},
                gear={0: ["crate", "stick"]})
    no_mine = position(**base)
    assert "mine" in refused(no_mine, A.MINE[f"{mountain}/0", "none"], "4.2a")
    mined = position(**base, mines=[f"{mountain}/0"])
    assert "never both" in refused(mined, A.MINE[f"{mountain}/0", "both"], "7 FAQ")
    after = mined.apply(A.MINE[f"{mountain}/0", "stick"])
    assert len(after.bags[0]) == 2 and "stick" not in after.gear[0] and after.packs[0] == (0, 3, 0)


def test_whiskey_buys_a_second_action_before_or_after_the_first():  # FAQ 1 and 9
    state = position(river=[(1, "R01")], at={0: "0,1"}, packs={0: (1, 3, 1)})
    built = state.apply(A.BUILD["sawmill"])
    assert not built.phases[1] and "build" not in kinds(built)  # one action a turn
    drunk = built.apply(A.WHISKEY["action"])
    assert drunk.phases[1] == 1 and drunk.phases[2] and A.WHISKEY["move"] not in drunk.legal_actions()


def test_a_canal_never_goes_through_a_mountain():  # FAQ 2
    beside = dict(river=[(1, "R01")], at={0: "0,1"})
    mountain = position(**beside, land=[((-1, 1, 1), (-1, 1, 0), "L03")])  # a mountain next to the water
    assert A.CANAL[0] not in mountain.legal_actions()
    assert "mountain" in refused(mountain, A.CANAL[0], "7 FAQ")
    forest = position(**beside, land=[((-1, 1, 1), (-1, 1, 0), "L07")])  # a forest there instead
    dug = forest.apply(A.CANAL[0])
    assert frozenset({(0, 1, 0), (-1, 1, 1)}) in dug.canals and dug.packs[0][2] == 0  # for 1 timber


def test_limits_are_checked_only_at_the_end_of_the_turn():  # FAQ 5
    state = position(at={0: "post"}, gear={0: ["whiskey"] * 2 + ["axe", "rod", "rifle", "sieve", "cart"]})
    assert len(state.gear[0]) == 7 and "end" in kinds(state)  # over the limit during the turn
    ending = state.apply(A.END_TURN)
    assert ending.decision == ("limits", 0) and ending.to_move == 0
    assert {a.kind for a in ending.legal_actions()} == {"discard"}
    done = ending.apply(A.DISCARD["rifle"])
    assert done.active == 1 and done.wares["rifle"] == 2


def test_the_ice_moves_down_on_a_five_or_six_and_ends_the_game_at_the_post():
    river = [(1, "R01")]
    rng = seed_for([5])
    state = position(river=river, spring=(0, 2, 0), ice=0, rng=rng, at={0: "post"},
                     bags={0: [("river", 2)], 1: [("river", 1)]})
    over = state.apply(A.END_TURN)
    assert over.is_over and over.result()["winners"] == [0]
    assert "ice block reached" in over.result()["reason"]


def test_declaring_the_end_at_the_post_with_ten_markers():
    bag = [("river", 1)] * 10
    state = position(at={0: "post"}, bags={0: bag, 1: [("mountain", 4)] * 3})
    assert A.DECLARE in state.legal_actions()
    over = state.apply(A.DECLARE)
    assert over.is_over and over.result()["winners"] == [1]  # nuggets count, not markers
    away = position(at={0: "0,0"}, bags={0: bag})
    assert "waterfall" in refused(away, A.DECLARE, "6 Scoring")


def test_buying_pays_nuggets_and_x_with_no_change():
    state = position(at={0: "post"}, bags={0: [("mountain", 4), ("river", 2)]}, packs={0: (1, 3, 1)})
    assert A.BUY["rod", "post"] in state.legal_actions()  # 2 nuggets and an X
    paying = state.apply(A.BUY["rod", "post"])
    paid = paying.apply(A.PAY_GOLD[4])  # 4 nuggets: 2 for the price, the rest pays the X, no change
    assert paid.decision[0] == "shop" and "rod" in paid.gear[0]
    assert paid.bags[0] == (("river", 2),) and paid.used["mountain"] == (4,)


def test_a_trade_is_the_partners_decision():
    state = position(at={0: "post", 1: "post"}, packs={0: (1, 3, 1), 1: (2, 0, 0)})
    offer = state.apply(A.TRADE[1]).apply(A.GIVE["tools"]).apply(A.ASK["food"]).apply(A.PROPOSE)
    assert offer.to_move == 1 and {a.kind for a in offer.legal_actions()} == {"accept", "decline"}
    made = offer.apply(A.ACCEPT)
    assert made.packs[0] == (2, 2, 1) and made.packs[1] == (1, 1, 0) and made.to_move == 0
    assert A.TRADE[1] not in made.legal_actions()  # one trade a turn


def test_a_saved_game_loads_equal_and_a_tampered_one_is_refused():
    state = position(river=[(1, "R01")], at={0: "0,1"})
    assert state.game.state_from_json(state.to_json()) == state
    with pytest.raises(bw.SaveFormatError):
        position(at={0: "0,1", 1: "0,1"}, river=[(1, "R01")])  # two prospectors on one place


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_keep_every_component_and_reload_equal(players):
    """Until the game is registered (and the contract tests take over): random play ends, and
    every position saves and loads through the consistency checks unchanged."""
    import random

    game = LostValley(players=players)
    chooser = random.Random(players)
    for seed in range(2):
        state, steps = game.new_game(seed), 0
        while not state.is_over:
            if steps % 50 == 0:
                assert game.state_from_json(state.to_json()) == state
            state = state.apply(chooser.choice(state.legal_actions()))
            steps += 1
        assert game.state_from_json(state.to_json()) == state and state.result()["reason"]


def test_square_markers_go_back_to_the_supply_and_round_ones_leave_play():  # FAQ 4
    state = position(at={0: "post"}, gear={0: ["whiskey", "bottle"]})
    drunk = state.apply(A.WHISKEY["move"])  # the found bottle is drunk first: a round marker
    assert drunk.gear[0] == ("whiskey",) and drunk.used["event"] == ("bottle",)
    again = position(at={0: "post"}, gear={0: ["whiskey"] * 7})
    ended = again.apply(A.END_TURN).apply(A.DISCARD["whiskey"])  # a square ware goes back
    assert ended.wares["whiskey"] == again.wares["whiskey"] + 1


def test_an_empty_stack_takes_back_the_markers_that_left_play():  # FAQ 4
    state = position(at={0: "post"})
    data = state.to_json()
    from boardwidgets.core.saves import STATE_FORMAT, seal

    body = data["data"]
    body["used"]["animal"], body["supply"]["animal"] = body["supply"]["animal"], []
    emptied = state.game.state_from_json(seal(STATE_FORMAT, state.game, body))
    refilled = emptied._evolve()
    assert refilled._draw_marker("animal") is not None
    assert refilled.used["animal"] == () and len(refilled.supply["animal"]) == 11


def test_the_ice_blocks_nothing():  # FAQ 8
    state = position(river=[(1, "R01"), (1, "R02")], spring=(-1, 4, 0), ice=1, at={0: "0,1"})
    moved = _settle_lay(state.apply(A.STEP[1, "foot"]))
    assert moved.at[0] == "0,2/L"  # along the river, past the ice on the diamond above


def test_hunting_is_die_against_die_the_rifle_adds_three_and_a_tie_fails():
    game_tile = next(t for t, tile in TRIANGLES.items() if tile["feature"] == "bear_cave")
    base = dict(river=[(1, "R01")], triangles=[((-1, 1, 0), game_tile)], at={0: "0,1"},
                markers={game_tile: [("animal", "wolf")]})
    caught = position(**base, rng=seed_for([5, 4])).apply(A.HUNT[game_tile])
    assert caught.packs[0][0] == 1 + 2 and "caught" in caught.log[-1]
    assert [m[0] for m in caught.markers[game_tile]] == ["animal"]  # the bear cave gets a new one
    tie = position(**base, rng=seed_for([4, 4])).apply(A.HUNT[game_tile])
    assert tie.packs[0][0] == 1 and tie.markers[game_tile] == (("animal", "wolf", True),)  # seen now
    rifle = position(**base, rng=seed_for([2, 4]), gear={0: ["rifle"]}).apply(A.HUNT[game_tile])
    assert rifle.packs[0][0] == 3  # 2 + 3 beats 4


def test_the_still_sells_every_ware_and_whiskey_for_two_materials_or_wares():  # rulings 13
    still = next(t for t, tile in TRIANGLES.items() if tile["feature"] == "still")
    state = position(river=[(1, "R01")], triangles=[((-1, 1, 0), still)], at={0: "0,1"},
                     bags={0: [("mountain", 4), ("mountain", 3)]})
    assert state.shops(0) == ("still", "barter")
    on_offer = {a["ware"] for a in state.legal_actions() if a.kind == "buy" and a["shop"] == "still"}
    assert {"horse", "boat", "sieve", "whiskey"} <= on_offer
    horse = state.apply(A.BUY["horse", "still"]).apply(A.PAY_GOLD[4]).apply(A.PAY_GOLD[3])
    assert "horse" in horse.gear[0] and horse.bags[0] == ()  # 5 nuggets and an X: 7 paid, no change
    paying = state.apply(A.BUY["whiskey", "barter"])
    assert A.PAY_GOLD[1] not in paying.legal_actions()
    bought = paying.apply(A.PAY_ITEM["tools"]).apply(A.PAY_ITEM["tools"])
    assert bought.gear[0].count("whiskey") == 3 and bought.packs[0] == (1, 1, 1)


def test_move_drink_move_act_and_a_second_work_only_with_whiskey():  # FAQ 1 and 9
    state = position(river=[(1, "R01")], at={0: "0,1"}, packs={0: (1, 3, 1)})
    state = state.apply(A.BUILD["sawmill"])  # the turn's action: a first work
    assert not any(a.kind == "build" for a in state.legal_actions())
    state = state.apply(A.STEP[5, "foot"]).apply(A.STOP)  # down the bank to the mouth
    assert state.at[0] == "1,0/L" and not any(a.kind == "build" for a in state.legal_actions())
    state = state.apply(A.WHISKEY["action"])
    assert A.BUILD["fishtrap"] in state.legal_actions()  # a second work, thanks to the whiskey
    state = state.apply(A.BUILD["fishtrap"])
    assert state.works == {(0, 1): "sawmill", (1, 0): "fishtrap"}
    walker = position(river=[(1, "R01")], land=[((-1, 1, 0), (-1, 0, 1), "L01")], at={0: "0,1"})
    walker = walker.apply(A.STEP[4, "foot"]).apply(A.WHISKEY["move"])  # move, drink, move again
    assert walker.phases[0] == 1 and any(a.kind == "step" for a in walker.legal_actions())
