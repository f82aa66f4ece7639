"""Bear Valley against the rulebook and the rulings file, one test per rule: the rules that
the other test files do not check (a rulebook heading, an "easy to miss" bullet or a
numbered ruling of the rulings file). Each test sets up a small map with
``scenarios.scenario``, plays real actions and checks what happens; the line numbers
(l.N) are the rulebook's, as the rulings file cites them.
"""
import pytest

from boardwidgets.games.bear_valley.board import face, neighbour
from boardwidgets.games.bear_valley.components import CARDS, DIRECTIONS, WILDERNESS

from .scenarios import (
    card_at,
    corridor,
    find_card,
    find_dead_end,
    first_of,
    play,
    scenario,
    token,
    walk_east,
)

WEST_END = (0, -3, 0)
ADVANCED = {"variant": "advanced"}
#: cards whose picture matters to more than the Equipment and Gold rules: keep them off a map
#: unless a test asks for them
PICTURES = frozenset(card.id for card in WILDERNESS
                     if card.overlay in ("cave", "butterfly", "fox", "mushrooms"))


def kinds(state) -> list[str]:
    return [a.kind for a in state.legal_actions()]


def lay(state, rotation: int = 0):
    """Answer "which way to lay it?" if the game asks."""
    return play(state, f"orient {rotation}") if state.phase == "orient" else state


class Picker:
    """Chooses cards for one map (``find_card`` and ``corridor``), never the same card
    twice, never one of ``PICTURES`` nor of ``also``."""

    def __init__(self, also=()):
        self.used = {*PICTURES, *also}

    def card(self, **wanted) -> tuple[str, int]:
        card = find_card(used=self.used, **wanted)
        self.used.add(card[0])
        return card

    def dead_end(self, *, back: str, exits: int) -> str:
        card = find_dead_end(back=back, exits=exits, used=self.used)
        self.used.add(card)
        return card

    def row(self, length: int, start=(0, -3)) -> dict:
        cards = corridor(length, start=start, used=self.used)
        self.used |= {card for card, _ in cards.values()}
        return cards


def game(cards=None, *, players=2, deck=(), tokens=None, held=None, loose=None, to_move=0,
         turns=None, limit=None, **options):
    """A game at the start of ``to_move``'s walk, seat 0's token on the west end of the row
    unless ``tokens`` says otherwise (the others at the Starting Camp)."""
    return scenario(players, cards=cards or {}, deck=list(deck), tokens={0: WEST_END, **(tokens or {})},
                    held=held, loose=loose, to_move=to_move, turns=turns or (3,) * players,
                    limit=limit, **options)


def next_turn(state):
    """End the turn of the player to move (staying, also in a contingency, and taking the
    first gift offered), so that the next turn begins with its boons and limits."""
    player = state.to_move
    while state.to_move == player and not state.is_over:
        state = state.apply(state.legal_actions()[0] if state.phase == "gift" else {"kind": "stay"})
    return state


def begins(cards, characters=None, players=2, **kwargs):
    """Seat 0's turn, begun properly (the last seat has just stayed): the Enchantments under
    the token and the characters' advantages are in force."""
    options = {"characters": characters, **ADVANCED} if characters else {}
    state = game(cards, players=players, to_move=players - 1, enchantments=True, **options, **kwargs)
    state = next_turn(state)
    assert state.to_move == 0
    return state


# -- Traversing, moving, the sunclock (basic game) --------------------------------------------------
def test_traversing_into_the_occupied_starting_camp_and_stopping_there():
    """Traversing (l.109-111), Lakes and Rivers (l.131): players may return to the Starting
    Camp and stop there even if other players are there."""
    beside = find_card(back="SE", unique=False)
    state = game({(0, -1): beside}, tokens={0: (0, -1, 0), 1: (0, 0, 0)})
    state = play(state, "traverse SE")
    assert state.position == (0, 0, 0) and "stop" in kinds(state)
    state = play(state, "stop")
    assert token(state, 0) == token(state, 1) == (0, 0, 0)


def test_a_player_on_a_bridge_floor_does_not_block_the_bridge_section():
    """Traversing (l.109-111): two players may share a Bridge card, one on the bridge and
    the other on the valley floor below."""
    bridge = first_of("bridge")
    assert CARDS[bridge].sides == ".bxxbx", "the bridge joins east and west over a floor SE SW NW"
    pick = Picker({bridge})
    state = game({**pick.row(1), (1, -3): (bridge, 0)}, tokens={1: (1, -3, 0)})
    state = play(state, "traverse E")
    assert state.position == (1, -3, 1) and "stop" in kinds(state)
    state = play(state, "stop")
    assert token(state, 0) == (1, -3, 1) and token(state, 1) == (1, -3, 0)


def test_a_visit_is_to_a_section_the_bridge_and_then_its_floor_in_one_turn():
    """Moving (l.87), rulings "A visit is to a card or a section": a player may leave a
    bridge section and later in the same turn enter the floor section of the same card."""
    bridge = first_of("bridge")  # ".bxxbx": the bridge E-W, the floor SE SW NW
    pick = Picker({bridge})
    cards = {**pick.row(1), (1, -3): (bridge, 0), (2, -3): pick.card(back="W", on=("SW",)),
             (1, -2): pick.card(back="NE", on=("NW",))}
    state = game(cards)
    state = play(state, "traverse E", "traverse E", "traverse SW", "traverse NW")
    assert state.position == (1, -3, 0) and state.hour == 4, "back on the same card, on its floor"
    state = play(state, "stop")
    assert token(state, 0) == (1, -3, 0)


def test_the_sunclock_counts_only_cards_explored():
    """Sunclock (l.159), rulings "The sunclock is checked only when exploring": traversing
    onto a three-exit card at Three o'clock or a four-exit card at Four o'clock is safe."""
    pick = Picker()
    cards = {}
    for q, exits in ((0, 4), (1, 4), (2, 4), (3, 3), (4, 4)):
        cards[(q, -3)] = pick.card(back="W", on=("E",), exits=exits, unique=False)
    state = walk_east(game(cards), 4)
    assert CARDS[card_at(state, 3, -3)].exits == 3 and CARDS[card_at(state, 4, -3)].exits == 4
    assert state.position == (4, -3, 0) and state.phase == "move" and state.to_move == 0


def test_a_bridge_counts_the_exits_of_both_sections_at_five_o_clock():
    """Five O'clock (l.187-191), rulings: the test is the card's total exits, a Bridge has 5
    (3 floor + 2 bridge), so a Bridge explored at Five o'clock gets the player lost."""
    bridge = first_of("bridge")
    assert CARDS[bridge].exits == 5
    state = game(Picker({bridge}).row(5), deck=[bridge])
    state = lay(play(walk_east(state, 4), "explore E"))
    assert card_at(state, 5, -3) == bridge
    assert state.to_move == 1 and token(state, 0) == WEST_END
    assert "5 exits at Five o'clock" in " ".join(state.log[-3:])


@pytest.mark.parametrize("at, section", [((1, 0), 0), ((1, 0), 1), ((2, 0), 0), ((4, -2), 0), ((7, -4), 0)],
                         ids=["straight-north", "straight-south", "bend", "river-bridge", "destination"])
def test_entering_any_river_card_ends_the_walk(at, section):
    """Lakes and Rivers (l.129): a player must end his turn when he traverses to any River
    card: a river bend, a river bridge, either section of a Straight River, or a camp."""
    river = face(scenario(3).cards[at])
    direction = next(d for d in range(6) if river.section_of[d] == section)
    land = neighbour(at, direction)
    towards = DIRECTIONS[(direction + 3) % 6]
    state = game({land: find_card(back=towards, unique=False)}, players=3, tokens={0: (*land, 0)})
    state = play(state, f"traverse {towards}")
    assert state.position == (*at, section) and state.phase == "stop"
    assert state.why_the_walk_ends()[1] == "Lakes and Rivers"
    assert "traverse" not in kinds(state) and "explore" not in kinds(state)


def test_after_evading_a_bear_the_walk_may_traverse_once_and_ends_there():
    """One O'clock (l.169): after evading a Bear the player may traverse into another card
    from the Bear card; then his turn ends and he places his token on that card."""
    pick = Picker()
    bear = first_of("bear")
    cards = {**pick.row(1), (2, -3): pick.card(back="W", on=("E",), unique=False)}
    state = game(cards, deck=[bear])
    state = play(state, "explore E", "traverse E")
    assert state.position == (2, -3, 0) and state.phase == "stop"
    assert state.why_the_walk_ends()[1] == "One O'clock"
    state = play(state, "stop")
    assert token(state, 0) == (2, -3, 0)


def test_after_evading_a_bear_a_second_bear_leaves_the_token_where_it_was():
    """One O'clock (l.169): the evading player places his token on the next card unless
    the second card is a Bear card."""
    bears = [card.id for card in WILDERNESS if card.kind == "bear"][:2]
    state = game(Picker().row(1), deck=bears)
    state = play(state, "explore E", "explore E")
    assert card_at(state, 2, -3) == bears[1]
    assert state.to_move == 1 and token(state, 0) == WEST_END and not state.out[0]


def test_woods_with_one_matching_side_send_the_card_that_way():
    """Woods (l.149-151): if a direction of the Woods card having as many stepping stones as
    the drawn card has exits is unexplored, the player must move that way instead."""
    woods = first_of("woods")
    assert CARDS[woods].stones == (3, 4, 5, 6, 3, 4), "five stepping stones only to the south-east"
    lake = first_of("lake")
    assert CARDS[lake].exits == 5
    state = game({(0, -3): (woods, 0)}, deck=[lake])
    state = lay(play(state, "explore NE"))
    assert card_at(state, 0, -2) == lake and (1, -4) not in state.cards
    assert state.position == (0, -2, 0) and state.phase == "stop", "on the Lake: water stops the walk"


def test_equipment_gold_and_trading_post_cards_are_empty_spaces_in_the_basic_game():
    """Equipment, Gold, Trading Posts, Caves, and Enchantments (l.155): in the basic game
    these cards are empty spaces: no token is placed, a Trading Post is an ordinary card."""
    pick = Picker()
    machete_card = pick.card(back="W", on=("E",), overlay="machete", unique=False)
    post = first_of("trading_post")
    state = game(pick.row(1), deck=[machete_card[0], post])
    state = lay(play(state, "explore E"), machete_card[1])
    assert state.position == (1, -3, 0) and not state.loose
    state = lay(play(state, "explore E"))
    assert state.position == (2, -3, 0) and state.phase == "move", "no trade, no stop"
    state = play(state, "stop")
    assert token(state, 0) == (2, -3, 0) and state.held[0] == ()


# -- Equipment and Gold --------------------------------------------------------------------------------
def test_a_token_card_explored_when_its_kind_is_out_of_stock_gets_no_token():
    """Trading Post (l.392): when an Equipment or Gold card is explored and there is none of
    that token in stock, no token is placed on it."""
    pick = Picker()
    machete_card = pick.card(back="W", on=("E",), overlay="machete", unique=False)
    state = game(pick.row(1), deck=[machete_card[0]], held={1: ["machete"] * 3},
                 characters="Sunny,Fozzie", **ADVANCED)
    assert state.stock[1] == 0, "every Machete is carried"
    state = lay(play(state, "explore E"), machete_card[1])
    assert card_at(state, 1, -3) == machete_card[0] and state.position == (1, -3, 0)
    assert (1, -3) not in state.loose and state.stock[1] == 0


def test_in_the_no_gold_variant_a_gold_card_gets_no_token():
    """No Gold (l.572): treat the Gold and Trading Post spaces as clear spaces."""
    pick = Picker()
    gold_card = pick.card(back="W", on=("E",), overlay="gold", unique=False)
    state = game(pick.row(1), deck=[gold_card[0]], characters="Sunny,Fozzie", gold=False, **ADVANCED)
    state = lay(play(state, "explore E"), gold_card[1])
    assert state.position == (1, -3, 0) and (1, -3) not in state.loose
    state = play(state, "stop")
    assert state.held[0] == ()


def test_one_piece_of_equipment_a_turn_counts_the_contingency_too():
    """Equipment and Gold (l.308), rulings: one use per turn, both moves of a contingency
    together. A Machete used in the aborted walk leaves no Flashlight dive for the
    contingency."""
    cave = "W01"
    assert CARDS[cave].overlay == "cave" and CARDS[cave].sides[1] == ".", "a Cave with trees east"
    pick = Picker({cave})
    bear = first_of("bear")
    cards = {(0, -3): (cave, 0), (1, -3): pick.card(back="W", on=("E",), unique=False),
             (-1, -3): pick.card(back="E", unique=False)}  # somewhere for the contingency to go
    state = game(cards, deck=[bear], held={0: ["flashlight", "machete"]}, characters="Violet,Fozzie",
                 **ADVANCED)
    assert "dive" in kinds(state)
    state = play(state, "traverse E", "explore E")  # the Machete cuts east; a Bear at Two o'clock
    assert state.contingency and state.position == WEST_END and state.loose[(0, -3)] == ("machete",)
    assert "dive" not in kinds(state)
    refusal = state.explain({"kind": "dive"})
    assert refusal.rule == "Equipment and Gold" and "Only one" in refusal.reason


def test_fewer_gold_blocks_a_player_even_with_fewer_equipment():
    """Equipment and Gold (l.312-314): passing needs more Gold, or as much Gold and fewer
    Equipment; a player with less Gold may not pass."""
    state = game(Picker().row(3), tokens={1: (1, -3, 0)}, held={1: ["gold", "rope"]},
                 characters="Sunny,Fozzie", **ADVANCED)
    assert "traverse" not in kinds(state)
    refusal = state.explain({"kind": "traverse", "direction": "E"})
    assert refusal.rule == "Traversing" and "block" in refusal.reason


def test_passing_compares_the_tokens_held_at_the_start_of_the_turn():
    """Equipment and Gold (l.312-314), rulings "Gold counts are taken at the start of the
    mover's turn": a player who began with as much Equipment as the other does not pass
    even after using a token on the way."""
    cave = "W01"  # trees to the east
    pick = Picker({cave})
    cards = {(0, -3): (cave, 0), **pick.row(3, start=(1, -3))}
    state = game(cards, tokens={1: (2, -3, 0)}, held={0: ["machete"], 1: ["rope"]},
                 characters="Violet,Fozzie", **ADVANCED)
    state = play(state, "traverse E")
    assert state.held[0] == () and state.position == (1, -3, 0), "the Machete is spent"
    refusal = state.explain({"kind": "traverse", "direction": "E"})
    assert refusal is not None and refusal.rule == "Traversing"


def test_tokens_left_behind_stay_with_a_player_who_does_not_move():
    """Equipment and Gold (l.308-310), rulings "Carrying is a choice (a player may leave
    tokens behind)": leaving tokens behind only happens when the token moves away."""
    state = game(Picker().row(2), held={0: ["rope"]}, characters="Sunny,Fozzie", **ADVANCED)
    state = play(state, "traverse E", "leave rope", "stay")
    assert token(state, 0) == WEST_END
    assert state.held[0] == ("rope",)


# -- Each Equipment token ---------------------------------------------------------------------------
def test_a_machete_cuts_through_trees_on_both_cards():
    """Machete (l.330): a player may traverse to another card even if the direction is
    blocked by trees on both cards; the Machete stays on the first card."""
    cave = "W01"  # trees to the east
    pick = Picker({cave})
    wall = pick.dead_end(back="W", exits=3)  # trees to the west whichever way it lies
    cards = {(0, -3): (cave, 0), (1, -3): (wall, 0)}
    assert face(cards[(0, -3)]).sides[1] == face(cards[(1, -3)]).sides[4] == "."
    state = game(cards, held={0: ["machete"]}, characters="Violet,Fozzie", **ADVANCED)
    state = play(state, "traverse E")
    assert state.position == (1, -3, 0) and state.loose[(0, -3)] == ("machete",)


def test_a_machete_explores_through_trees_and_goes_on_even_onto_a_card_that_shows_trees():
    """Machete (l.330-334): a player may explore through trees; the new card is laid to lead
    back if possible, but even if it is blocked the player may continue onto it."""
    cave = "W01"  # trees to the east
    pick = Picker({cave})
    wall = pick.dead_end(back="W", exits=3)  # shows trees to the west whichever way it lies
    state = game({(0, -3): (cave, 0)}, deck=[wall], held={0: ["machete"]}, characters="Violet,Fozzie",
                 **ADVANCED)
    state = lay(play(state, "explore E"))
    assert card_at(state, 1, -3) == wall and face(state.cards[(1, -3)]).sides[4] == "."
    assert state.position == (1, -3, 0) and state.phase == "move" and state.to_move == 0
    assert state.loose[(0, -3)] == ("machete",)


def test_a_machete_used_across_a_hedge_is_picked_up_on_stopping():
    """Machete (l.334): if a player uses a Machete on a Hedge card and then stops, he picks
    up the Machete again immediately in the other section."""
    hedge = first_of("hedge")  # "xxxyyy": NE E SE | SW W NW
    pick = Picker({hedge})
    state = game({**pick.row(1), (1, -3): (hedge, 0)}, held={0: ["machete"]}, characters="Sunny,Fozzie",
                 **ADVANCED)
    state = play(state, "traverse E", "cross")
    assert state.position == (1, -3, 0) and state.loose[(1, -3)] == ("machete",)
    state = play(state, "stop")
    assert token(state, 0) == (1, -3, 0) and state.held[0] == ("machete",) and (1, -3) not in state.loose


def test_a_rope_used_on_a_bridge_is_picked_up_on_stopping():
    """Rope (l.356): if a player uses a Rope on a card and then stops, he picks up the Rope
    token again immediately in the other section."""
    bridge = first_of("bridge")
    pick = Picker({bridge})
    state = game({**pick.row(1), (1, -3): (bridge, 0)}, held={0: ["rope"]}, characters="Sunny,Fozzie",
                 **ADVANCED)
    state = play(state, "traverse E", "cross", "stop")
    assert token(state, 0) == (1, -3, 0) and state.held[0] == ("rope",) and (1, -3) not in state.loose


def test_a_canoe_crosses_between_the_sections_of_a_straight_river_without_stopping():
    """Canoe (l.320): a player may traverse from one section of a River card to the other by
    leaving a Canoe token there, without having to stop for the turn."""
    north = (1, -1)  # the Straight River (1, 0): NE NW on one side, SE SW on the other
    pick = Picker()
    cards = {north: pick.card(back="SE", unique=False), (1, 1): pick.card(back="NW", unique=False)}
    state = game(cards, players=3, tokens={0: (*north, 0)}, held={0: ["canoe"]},
                 characters="Sunny,Fozzie,Rocky", **ADVANCED)
    state = play(state, "traverse SE")
    assert state.position == (1, 0, 0) and state.phase == "stop"
    state = play(state, "canoe", "cross")
    assert state.position == (1, 0, 1) and state.phase == "move" and state.loose[(1, 0)] == ("canoe",)
    state = play(state, "traverse SE", "stop")
    assert token(state, 0) == (1, 1, 0)


def test_a_canoe_carries_a_player_through_the_water_side_of_a_lake():
    """Canoe (l.322-326), rulings "a Lake's closed side is water": a player may move to or
    from a Lake card through the side containing a lake by placing the Canoe on the Lake."""
    lake = first_of("lake")
    assert CARDS[lake].sides[0] == "~", "the water side faces north-east"
    pick = Picker({lake})
    beyond = pick.card(back="SW", unique=False)
    cards = {(0, -3): (lake, 0), (1, -4): beyond}
    dry = game(cards, characters="Sunny,Fozzie", **ADVANCED)
    assert dry.explain({"kind": "traverse", "direction": "NE"}).rule == "Traversing"
    # from the Lake, out over its water
    state = play(game(cards, held={0: ["canoe"]}, characters="Sunny,Fozzie", **ADVANCED), "traverse NE")
    assert state.position == (1, -4, 0) and state.loose[(0, -3)] == ("canoe",)
    # into the Lake, in over its water: afloat, the Lake does not stop the walk
    state = game(cards, tokens={0: (1, -4, 0)}, held={0: ["canoe"]}, characters="Sunny,Fozzie", **ADVANCED)
    state = play(state, "traverse SW")
    assert state.position == (0, -3, 0) and state.loose[(0, -3)] == ("canoe",) and state.phase == "move"


def test_a_canoe_keeps_water_from_stopping_the_player_for_the_rest_of_the_turn():
    """Canoe (l.320): a player is not slowed by water for the entire turn during which he
    uses a Canoe; a Lake entered later that turn does not stop him."""
    lake = first_of("lake")  # enters from the west
    pick = Picker({lake})
    cards = {(1, 1): pick.card(back="NE", unique=False), (3, 0): (lake, 0)}
    state = game(cards, players=3, tokens={0: (1, 1, 0)}, held={0: ["canoe"]},
                 characters="Sunny,Fozzie,Rocky", **ADVANCED)
    state = play(state, "traverse NE", "canoe", "traverse E")
    assert state.position == (3, 0, 0) and state.phase == "move", "the Lake does not stop him"


def test_a_picnic_basket_left_on_a_bear_lets_every_player_pass():
    """Picnic Basket (l.350): once placed on the Bear card, the Picnic Basket token remains
    there for the rest of the game, allowing movement past the bear (with no basket in
    hand); nobody stops on the Bear."""
    bear = first_of("bear")
    pick = Picker({bear})
    cards = {**pick.row(3), (1, -3): (bear, 0)}
    state = game(cards, loose={(1, -3): ["picnic_basket"]}, characters="Sunny,Fozzie", **ADVANCED)
    state = play(state, "traverse E")
    assert state.position == (1, -3, 0) and "stop" not in kinds(state)
    state = play(state, "traverse E", "stop")
    assert token(state, 0) == (2, -3, 0) and state.loose[(1, -3)] == ("picnic_basket",)


@pytest.mark.parametrize("hour", [6, 7])
def test_ruling_3_a_picnic_basket_does_not_help_with_a_bear_at_six_or_later(hour):
    """Ruling 3: a Bear explored at Six o'clock still gets the player lost (it has six
    exits), basket or not; at Seven or later the player is eaten, basket or not."""
    bear = first_of("bear")
    state = game(corridor(hour), players=3, deck=[bear], held={0: ["picnic_basket"]},
                 characters="Violet,Fozzie,Rocky", **ADVANCED)
    state = play(walk_east(state, hour - 1), "explore E")
    assert card_at(state, hour, -3) == bear and state.phase != "bear"
    if hour == 6:
        assert not state.out[0] and token(state, 0) == WEST_END and state.held[0] == ("picnic_basket",)
    else:
        assert state.out[0] and token(state, 0) == (7, -3, 0)


def test_ruling_7_underground_moves_ignore_bears_trees_and_other_players():
    """Flashlight (l.338-342), ruling 7: underground moves ignore exits, trees, Bears and
    occupancy; the third move explores and the token surfaces there; no hour counts."""
    cave, bear = "W17", first_of("bear")
    pick = Picker({cave, bear})
    walled = pick.dead_end(back="W", exits=3)
    new = pick.card(back="W", unique=False)
    cards = {(0, -3): (cave, 0), (1, -3): (bear, 0), (2, -3): (walled, 0)}
    state = game(cards, tokens={1: (2, -3, 0)}, deck=[new[0]], held={0: ["flashlight"]},
                 characters="Vertigo,Fozzie", **ADVANCED)
    state = play(state, "dive", "traverse E", "traverse E", "explore E")
    assert state.position == (3, -3, 0) and state.hour == 0 and state.phase == "stop"
    assert "explore" not in kinds(state) and "traverse" not in kinds(state), "the dive ends the turn"
    state = play(state, "stop")
    assert token(state, 0) == (3, -3, 0) and state.loose[(0, -3)] == ("flashlight",)


def test_ruling_7_the_first_two_underground_moves_may_explore_and_no_hour_counts():
    """Flashlight (l.338-342), ruling 7: moves 1 and 2 may explore too; the dive takes no
    hours, so a three-exit card explored third is no "Three o'clock" loss."""
    cave = "W17"
    pick = Picker({cave})
    one, two = pick.card(back="W", unique=False), pick.card(back="W", unique=False)
    three = pick.card(back="W", exits=3, unique=False)
    state = game({(0, -3): (cave, 0)}, deck=[one[0], two[0], three[0]], held={0: ["flashlight"]},
                 characters="Vertigo,Fozzie", **ADVANCED)
    state = play(state, "dive", "explore E", "explore E", "explore E")
    assert [card_at(state, q, -3) for q in (1, 2, 3)] == [one[0], two[0], three[0]]
    assert state.phase == "stop" and state.hour == 0
    state = play(state, "stop")
    assert token(state, 0) == (3, -3, 0)


def test_a_dive_that_would_surface_on_a_bear_leaves_the_token():
    """Flashlight (l.342): the player places his token on the third space unless it is a
    Bear card, in which case he does not move his token."""
    cave, bear = "W17", first_of("bear")
    pick = Picker({cave, bear})
    cards = {(0, -3): (cave, 0), **pick.row(2, start=(1, -3))}
    state = game(cards, deck=[bear], held={0: ["flashlight"]}, characters="Vertigo,Fozzie", **ADVANCED)
    state = play(state, "dive", "traverse E", "traverse E", "explore E")
    assert card_at(state, 3, -3) == bear and token(state, 0) == WEST_END and not state.out[0]


def test_after_a_dive_exploring_on_is_refused_with_the_flashlight_rule():
    """Flashlight (l.338-344), ruling 7: the dive ends the turn; a further move is refused,
    naming the rule."""
    cave = "W17"
    pick = Picker({cave})
    new = pick.card(back="W", unique=False)
    cards = {(0, -3): (cave, 0), **pick.row(2, start=(1, -3))}
    state = game(cards, deck=[new[0]], held={0: ["flashlight"]}, characters="Vertigo,Fozzie", **ADVANCED)
    state = play(state, "dive", "traverse E", "traverse E", "explore E")
    assert state.phase == "stop"
    refusal = state.explain({"kind": "explore", "direction": "E"})
    assert refusal is not None and refusal.rule == "Flashlight"


def test_a_diver_may_surface_only_at_an_unoccupied_cave():
    """Flashlight (l.346), ruling 7: instead of exploring, the diver may place his token on
    any other unoccupied Cave card on the map."""
    home, free, taken = "W17", "W19", "W14"
    state = game({(0, -3): (home, 0), (5, -5): (free, 0), (-5, 5): (taken, 0)}, tokens={1: (-5, 5, 0)},
                 held={0: ["flashlight"]}, characters="Vertigo,Fozzie", **ADVANCED)
    state = play(state, "dive")
    surfaces = sorted(a["card"] for a in state.legal_actions() if a.kind == "surface")
    assert surfaces == [free]
    refusal = state.explain({"kind": "surface", "card": taken})
    assert refusal.rule == "Flashlight"


def test_the_telescope_is_used_before_moving():
    """Telescope (l.366): a player with a Telescope may observe with it before moving."""
    state = game(Picker().row(2), held={0: ["telescope"]}, characters="Sunny,Fozzie", **ADVANCED)
    assert "telescope" in kinds(state)
    state = play(state, "traverse E")
    assert "telescope" not in kinds(state)
    assert state.explain({"kind": "telescope"}).rule == "Telescope"


def test_ruling_8_telescope_cards_do_not_follow_woods_stepping_stones():
    """Ruling 8: Telescope cards are laid with no Woods redirect. The engine looks clockwise
    from the north-east; from a Woods card the first card drawn (a five-exit Lake) stays
    to the north-east instead of following the five stepping stones south-east."""
    woods, lake = first_of("woods"), first_of("lake")
    assert CARDS[woods].stones[2] == 5 and CARDS[woods].stones[0] != 5
    state = game({(0, -3): (woods, 0)}, deck=[lake], held={0: ["telescope"]}, characters="Sunny,Fozzie",
                 **ADVANCED)
    state = play(state, "telescope")
    assert card_at(state, 1, -4) == lake and state.hour == 0


def test_ruling_8_a_telescope_card_that_leads_back_either_way_is_laid_as_the_player_chooses():
    """Ruling 8, Exploring (l.99): each Telescope card is oriented as if explored from the
    player's card, so the player chooses when both ways lead back."""
    either = next(card.id for card in WILDERNESS if card.kind == "path" and card.id not in PICTURES
                  and card.sides[0] == card.sides[3] == "x")
    assert all(face((either, rot)).section_of[3] >= 0 for rot in (0, 3)), "it leads back either way"
    pick = Picker({either})
    state = game(pick.row(1), deck=[either], held={0: ["telescope"]}, characters="Sunny,Fozzie", **ADVANCED)
    state = play(state, "telescope")
    assert state.phase == "orient" and {a["rotation"] for a in state.legal_actions()} == {0, 3}
    state = play(state, "orient 3")
    assert state.cards[(1, -4)] == (either, 3), "laid the way the player chose"
    while state.phase == "orient":  # the cards on the other sides may ask too
        state = play(state, "orient 0")
    assert state.phase == "move" and state.hour == 0 and len(state.path) == 1


# -- Trading Posts and the Starting Camp gift -------------------------------------------------------
def test_a_trading_post_with_another_player_on_it_cannot_be_entered():
    """Trading Post (l.382), Equipment and Gold (l.312), ruling 2: a player who may only pass
    another player's space cannot enter the Trading Post that player stands on, since
    trading there would mean stopping there."""
    post = first_of("trading_post")
    pick = Picker({post})
    state = game({**pick.row(1), (1, -3): (post, 0)}, tokens={1: (1, -3, 0)}, held={0: ["gold", "gold"]},
                 characters="Sunny,Fozzie", **ADVANCED)
    assert state.may_pass(1), "with more Gold Sunny could pass Fozzie's space"
    assert state.explain({"kind": "traverse", "direction": "E"}).rule == "Trading Post"


def test_ruling_12_a_character_never_gets_by_trade_what_he_cannot_carry():
    """Ruling 12, Sunny (l.422): a token the character cannot carry is never his by trade:
    Sunny is offered no Flashlight at a Trading Post."""
    post = first_of("trading_post")
    pick = Picker({post})
    state = game({**pick.row(1), (1, -3): (post, 0)}, held={0: ["gold"]}, characters="Sunny,Fozzie",
                 **ADVANCED)
    state = play(state, "traverse E", "give gold")
    takes = [a["token"] for a in state.legal_actions() if a.kind == "take"]
    assert "flashlight" not in takes and "rope" in takes
    refusal = state.explain({"kind": "take", "token": "flashlight"})
    assert refusal.rule == "Trading Post"


def test_rocky_holding_equipment_gets_no_gift_at_the_starting_camp():
    """Rocky (l.414): he cannot use the Starting Camp to gain more than one piece of
    Equipment; ruling 12: a token he cannot carry is never his by gift."""
    state = game(tokens={0: (0, 0, 0), 1: (0, -3, 0)}, cards=Picker().row(1), held={0: ["rope"]},
                 characters="Rocky,Fozzie", **ADVANCED)
    stock = state.stock
    while state.to_move == 0:
        assert state.phase != "gift"
        state = play(state, "stay")
    assert state.held[0] == ("rope",) and state.stock == stock


# -- Contingency ------------------------------------------------------------------------------------------
def test_ruling_4_the_contingency_may_enter_the_card_where_the_player_got_lost():
    """Contingency (l.444), ruling 4: the card where the player got lost was never moved
    through, so the contingency may go there."""
    pick = Picker()
    lost = pick.card(back="NE", on=("NW",), exits=3)
    cards = {(0, -3): pick.card(back="NE", on=("SE",)), (1, -4): pick.card(back="SW", on=("SE",)),
             (1, -3): pick.card(back="NW", on=("SW",))}
    state = game(cards, deck=[lost[0]], characters="Violet,Fozzie", **ADVANCED)
    state = play(state, "traverse NE", "traverse SE", "explore SW")  # three exits at Three o'clock
    assert card_at(state, 0, -2) == lost[0] and state.contingency and state.position == WEST_END
    state = play(state, "traverse SE")
    assert state.position == (0, -2, 0)
    state = play(state, "stop")
    assert token(state, 0) == (0, -2, 0)


def test_ruling_4_the_first_turn_limit_applies_again_in_the_contingency():
    """Ruling 4: hours restart at One o'clock in a contingency, and the first-turn limit
    (Starting the Game, l.79) applies again."""
    state = game(Picker().row(4), to_move=1, tokens={0: (0, 0, 0), 1: WEST_END}, turns=(1, 1), limit=2,
                 characters="Sunny,Violet", **ADVANCED)
    state = play(state, "stay")
    assert state.contingency and state.to_move == 1
    state = play(state, "traverse E", "traverse E")
    assert state.phase == "stop"
    assert state.explain({"kind": "traverse", "direction": "E"}).rule == "Starting the Game"


def test_ruling_4_no_contingency_after_being_eaten():
    """Ruling 4: no contingency after being eaten (Seven O'clock and Beyond, l.203-207)."""
    state = game(corridor(7), players=3, deck=[first_of("bear")], characters="Violet,Fozzie,Rocky",
                 **ADVANCED)
    state = play(walk_east(state, 6), "explore E")
    assert state.out[0] and state.to_move == 1 and not state.contingency


def test_ruling_2_a_forced_stop_where_the_player_may_not_stop_leaves_the_token():
    """Ruling 2: when "must keep moving" (Violet's thirst, l.438) meets a forced stop
    (moving off a Mountain, l.145), the turn ends with the token unmoved, and a contingency
    may follow."""
    mountain = first_of("mountain")
    pick = Picker({mountain})
    cards = {(0, -3): (mountain, 0), **pick.row(2, start=(1, -3)),
             (0, -4): pick.card(back="SE", unique=False)}  # somewhere for the contingency to go
    state = game(cards, loose={(1, -3): ["rope"]}, characters="Violet,Fozzie", **ADVANCED)
    state = play(state, "traverse E")
    assert state.phase == "stop" and state.why_the_walk_ends()[1] == "Mountain"
    assert "stop" not in kinds(state) and state.explain({"kind": "stop"}).rule == "Violet"
    state = play(state, "stay")
    assert state.contingency and state.to_move == 0 and token(state, 0) == WEST_END


# -- Characters -----------------------------------------------------------------------------------------
def test_forrest_exploring_woods_ends_his_turn_with_the_token_unmoved():
    """Forrest (l.398): if he explores and places a Woods card, his turn ends and he does not
    move his token."""
    woods = first_of("woods")
    state = game(Picker().row(1), deck=[woods], characters="Forrest,Fozzie", **ADVANCED)
    state = lay(play(state, "explore E"))
    assert card_at(state, 1, -3) == woods and token(state, 0) == WEST_END and state.to_move == 1
    assert "allergic" in " ".join(state.log[-3:])


def test_forrest_cannot_carry_a_machete_nor_take_one_at_the_camp():
    """Forrest (l.398): Forrest cannot use or carry a Machete; ruling 12: it stays loose,
    and he never gets one by gift."""
    state = game(Picker().row(2), loose={(1, -3): ["machete"]}, characters="Forrest,Fozzie", **ADVANCED)
    state = play(state, "traverse E", "stop")
    assert token(state, 0) == (1, -3, 0) and state.held[0] == () and state.loose[(1, -3)] == ("machete",)
    camp = game(Picker().row(1), tokens={0: (0, 0, 0), 1: WEST_END}, characters="Forrest,Fozzie", **ADVANCED)
    while camp.phase != "gift":
        camp = play(camp, "stay")
    assert "machete" not in [a["token"] for a in camp.legal_actions()]


def test_forrest_moving_onto_a_fox_takes_another_turn_and_it_chains():
    """Forrest (l.608-610), ruling 10: whenever Forrest ends his turn and moves his token
    onto a Fox card he takes an extra turn; each move onto a Fox card gives another."""
    first = find_card(back="W", on=("E",), overlay="fox", unique=False)
    second = find_card(back="W", overlay="fox", unique=False, used={first[0]})
    cards = {**Picker().row(1), (1, -3): first, (2, -3): second}
    state = game(cards, characters="Forrest,Fozzie", enchantments=True, **ADVANCED)
    state = play(state, "traverse E", "stop")
    assert state.to_move == 0 and token(state, 0) == (1, -3, 0) and state.turns[0] == 4
    state = play(state, "traverse E", "stop")
    assert state.to_move == 0 and token(state, 0) == (2, -3, 0) and state.turns[0] == 5
    assert next_turn(state).to_move == 1


def forrest_takes_an_extra_first_turn():
    """Forrest, first to play, steps onto a Fox north-east of the camp on his first turn and
    takes his extra turn there, with a card north-west of the Fox and one beyond it."""
    pick = Picker()
    fox = find_card(back="SW", on=("NW",), overlay="fox", unique=False)
    cards = {(1, -1): fox, (1, -2): pick.card(back="SE", on=("NW",), unique=False),
             (1, -3): pick.card(back="SE", unique=False)}
    state = scenario(2, cards=cards, turns=(1, 0), limit=1, characters="Forrest,Fozzie", enchantments=True,
                     **ADVANCED)
    state = play(state, "traverse NE", "stop")
    assert state.to_move == 0 and token(state, 0) == (1, -1, 0) and state.limit == 1
    return state


def test_forrests_extra_first_turn_limits_his_contingency_too():
    """Forrest (l.610): the extra turn on the first turn of the game is restricted as if it
    were his first turn; ruling 4: the first-turn limit applies again in a contingency."""
    state = play(forrest_takes_an_extra_first_turn(), "stay")
    assert state.contingency and state.to_move == 0
    state = play(state, "traverse NW")
    assert state.phase == "stop", "one move, as on his first turn"


def test_forrests_extra_first_turn_limit_is_explained_as_the_first_turn():
    """Forrest (l.610), Starting the Game (l.79): the refusal names the rule that applies."""
    state = play(forrest_takes_an_extra_first_turn(), "traverse NW")
    assert state.phase == "stop"
    refusal = state.explain({"kind": "traverse", "direction": "NW"})
    assert refusal.rule == "Starting the Game"


def test_fozzie_cannot_carry_a_picnic_basket():
    """Fozzie (l.408): Fozzie cannot use or carry a Picnic Basket; ruling 12: it stays
    loose on the card."""
    state = game(Picker().row(2), loose={(1, -3): ["picnic_basket"]}, characters="Fozzie,Sunny",
                 **ADVANCED)
    state = play(state, "traverse E", "stop")
    assert token(state, 0) == (1, -3, 0) and state.held[0] == ()
    assert state.loose[(1, -3)] == ("picnic_basket",)


def test_fozzie_exploring_a_card_next_to_a_bear_must_stop():
    """Fozzie (l.404): whenever he enters a card next to a Bear card, whether there is a
    path between them or not, he must stop for the turn (also a card just explored)."""
    bear = first_of("bear")
    pick = Picker({bear})
    new = pick.card(back="W", on=("E",), unique=False)
    cards = {**pick.row(1), (2, -4): (bear, 0)}
    state = game(cards, deck=[new[0]], characters="Fozzie,Sunny", **ADVANCED)
    state = lay(play(state, "explore E"), new[1])
    assert state.position == (1, -3, 0) and state.phase == "stop"
    assert state.why_the_walk_ends()[1] == "Fozzie" and "stop" in kinds(state)


def fozzie_beside_a_bear(start_card, deck):
    """Fozzie's turn begins on ``start_card`` with a Bear to the west (not next to the
    card east of him, where he explores)."""
    cards = {(0, -3): start_card, (-1, -3): (first_of("bear"), 0)}
    return begins(cards, characters="Fozzie,Sunny", deck=deck)


def test_fozzie_beside_a_bear_gains_the_mushrooms():
    """Fozzie (l.612-614): whenever Fozzie begins his turn on a card next to a Bear card he
    gains the Mushrooms benefit for the turn: once, send the drawn card back."""
    pick = Picker()
    start = pick.card(back="W", on=("E",), unique=False)
    first, second = pick.card(back="W"), pick.card(back="W")
    state = fozzie_beside_a_bear(start, [first[0], second[0]])
    assert "mushrooms" in state.boons
    state = play(state, "explore E")
    assert state.phase == "mushrooms"
    state = play(state, "redraw")
    assert card_at(state, 1, -3) == second[0] and state.deck[-1] == first[0] and state.phase == "move"


def test_ruling_10_fozzie_on_mushrooms_beside_a_bear_sends_back_two_cards():
    """Ruling 10 (Fozzie, l.612-614): on a Mushrooms card next to a Bear, Fozzie gets two
    returns."""
    pick = Picker()
    mushrooms = find_card(back="W", on=("E",), overlay="mushrooms", unique=False)
    drawn = [pick.card(back="W")[0] for _ in range(3)]
    state = fozzie_beside_a_bear(mushrooms, drawn)
    state = play(state, "explore E", "redraw")
    assert state.phase == "mushrooms", "a second return"
    state = play(state, "redraw")
    assert card_at(state, 1, -3) == drawn[2] and state.deck[-2:] == tuple(drawn[:2])


def test_ruling_12_rocky_picks_up_only_one_piece_of_equipment():
    """Rocky (l.414), ruling 12: Rocky cannot carry more than one piece of Equipment; what
    he cannot carry stays loose on the card."""
    state = game(Picker().row(2), loose={(1, -3): ["canoe", "rope"]}, characters="Rocky,Fozzie",
                 **ADVANCED)
    state = play(state, "traverse E", "stop")
    assert token(state, 0) == (1, -3, 0) and len(state.held[0]) == 1
    assert len(state.loose[(1, -3)]) == 1 and {*state.held[0], *state.loose[(1, -3)]} == {"canoe", "rope"}


def test_rocky_beside_a_mountain_gains_the_butterfly():
    """Rocky (l.616-618): whenever Rocky begins his turn on a card next to a Mountain card he
    gains the Butterfly benefit: no loss by the number of exits."""
    mountain = first_of("mountain")
    pick = Picker({mountain})
    three = pick.card(back="W", exits=3, unique=False)
    cards = {**pick.row(3), (-1, -3): (mountain, 0)}
    state = begins(cards, characters="Rocky,Fozzie", deck=[three[0]])
    assert "butterfly" in state.boons
    state = lay(play(walk_east(state, 2), "explore E"), three[1])
    assert state.position == (3, -3, 0) and state.to_move == 0, "three exits at Three o'clock, guided"


def test_sunny_exploring_a_cave_card_ends_her_turn_with_the_token_unmoved():
    """Sunny (l.422): if she explores and places a card with a cave entrance, her turn ends
    and she does not move her token."""
    cave = "W17"
    state = game(Picker({cave}).row(1), deck=[cave], characters="Sunny,Fozzie", **ADVANCED)
    state = play(state, "explore E")
    assert card_at(state, 1, -3) == cave and token(state, 0) == WEST_END and state.to_move == 1
    assert "claustrophobic" in " ".join(state.log[-3:])


def test_sunny_entering_a_butterfly_card_is_guided_for_the_rest_of_the_turn():
    """Sunny (l.620): whenever Sunny traverses into a Butterfly card she gains the Butterfly
    benefit for the rest of the turn, without having to stop."""
    pick = Picker()
    butterfly = find_card(back="W", on=("E",), overlay="butterfly", unique=False)
    three = pick.card(back="W", exits=3, unique=False)
    cards = {**pick.row(3), (1, -3): butterfly}
    state = game(cards, deck=[three[0]], characters="Sunny,Fozzie", enchantments=True, **ADVANCED)
    assert "butterfly" not in state.boons
    state = play(state, "traverse E")
    assert "butterfly" in state.boons and state.phase == "move"
    state = lay(play(state, "traverse E", "explore E"), three[1])
    assert state.position == (3, -3, 0) and state.to_move == 0, "three exits at Three o'clock, guided"


def test_sunny_never_gets_lost_exploring_a_butterfly_card():
    """Sunny (l.620): Sunny never gets lost when exploring a Butterfly card."""
    butterfly = find_card(back="W", exits=3, overlay="butterfly", unique=False)
    state = game(Picker().row(3), deck=[butterfly[0]], characters="Sunny,Fozzie", enchantments=True,
                 **ADVANCED)
    state = lay(play(walk_east(state, 2), "explore E"), butterfly[1])
    assert state.position == (3, -3, 0) and state.to_move == 0


def test_vertigo_exploring_a_bridge_onto_its_bridge_section_ends_her_turn():
    """Vertigo (l.428): if she explores and places a Bridge card such that the bridge section
    is along her path, she stops and ends her turn without moving her token."""
    bridge, rotation = find_card(back="SE", kind="bridge", section=1)  # only one way leads back
    pick = Picker({bridge})
    state = game({(0, -3): pick.card(back="NW", unique=False)}, deck=[bridge], characters="Vertigo,Fozzie",
                 **ADVANCED)
    state = play(state, "explore NW")
    assert state.cards[(0, -4)] == (bridge, rotation) and token(state, 0) == WEST_END and state.to_move == 1
    assert "heights" in " ".join(state.log[-3:])


def test_ruling_12_vertigo_carries_a_rope_but_never_uses_it():
    """Vertigo (l.428), ruling 12: Vertigo may carry a Rope; she cannot use it."""
    state = game(Picker().row(2), loose={(1, -3): ["rope"]}, characters="Vertigo,Fozzie", **ADVANCED)
    state = play(state, "traverse E", "stop")
    assert state.held[0] == ("rope",)
    bridge = first_of("bridge")
    on_the_floor = game({(1, -3): (bridge, 0)}, tokens={0: (1, -3, 0)}, held={0: ["rope"]},
                        characters="Vertigo,Fozzie", **ADVANCED)
    assert "cross" not in kinds(on_the_floor)


def test_vertigos_rope_refusal_names_vertigo():
    """Vertigo (l.428), rulings ("Cite rulebook headings ... a character's name"): the reason
    she cannot climb with her Rope is her fear of heights."""
    bridge = first_of("bridge")
    state = game({(1, -3): (bridge, 0)}, tokens={0: (1, -3, 0)}, held={0: ["rope"]},
                 characters="Vertigo,Fozzie", **ADVANCED)
    assert state.explain({"kind": "cross"}).rule == "Vertigo"


def test_vertigo_on_mushrooms_may_send_back_a_card_on_every_explore():
    """Vertigo (l.624-626): beginning on a Mushrooms card, once for each explore move she may
    return the drawn card and draw (and keep) another."""
    pick = Picker()
    mushrooms = find_card(back="W", on=("E",), overlay="mushrooms", unique=False)
    drawn = [pick.card(back="W", on=("E",), unique=False) for _ in range(3)]
    state = begins({(0, -3): mushrooms}, characters="Vertigo,Fozzie", deck=[card for card, _ in drawn])
    state = play(state, "explore E")
    assert state.phase == "mushrooms"
    state = lay(play(state, "redraw"), drawn[1][1])
    assert card_at(state, 1, -3) == drawn[1][0] and state.phase == "move", "the second card is kept"
    state = play(state, "explore E")
    assert state.phase == "mushrooms", "again on the next explore move"
    state = lay(play(state, "keep"), drawn[2][1])
    assert card_at(state, 2, -3) == drawn[2][0]


def test_ruling_9_violet_may_stop_by_equipment_next_to_water():
    """Violet (l.438), ruling 9: she may end her turn on a card holding loose Equipment if
    that card touches a card with water."""
    lake = first_of("lake")
    pick = Picker({lake})
    cards = {**pick.row(2), (2, -4): (lake, 0)}
    state = game(cards, loose={(1, -3): ["rope"]}, characters="Violet,Fozzie", **ADVANCED)
    state = play(state, "traverse E")
    assert "stop" in kinds(state)
    state = play(state, "stop")
    assert token(state, 0) == (1, -3, 0) and state.held[0] == ("rope",)


def tunnel_onto_a_machete(characters: str, held=()):
    """Seat 0 explores north-east at One o'clock a Machete card that cannot lead back (far
    from water): may the player tunnel onto it?"""
    machete_card = "W03"
    assert CARDS[machete_card].overlay == "machete"
    assert all(face((machete_card, rot)).section_of[3] < 0 for rot in (0, 3)), "no exit south-west"
    pick = Picker({machete_card})
    state = game({(0, -3): pick.card(back="NE", unique=False)}, deck=[machete_card], held={0: list(held)},
                 characters=characters, **ADVANCED)
    state = lay(play(state, "explore NE"))
    assert state.loose[(1, -4)] == ("machete",)
    return state


def test_violet_cannot_tunnel_onto_a_card_with_equipment_far_from_water():
    """Violet (l.438), ruling 9: she may not end her turn on a card holding a loose Equipment
    token far from water, tunnelling included (Two O'clock, l.173)."""
    state = tunnel_onto_a_machete("Violet,Fozzie")
    assert "tunnel" not in kinds(state)


def test_rocky_holding_equipment_cannot_tunnel_onto_a_card_with_equipment():
    """Rocky (l.414): whenever he enters a card with an Equipment token and already has
    one, he cannot stop there, tunnelling included (Two O'clock, l.173)."""
    state = tunnel_onto_a_machete("Rocky,Fozzie", held=["rope"])
    assert "tunnel" not in kinds(state)


def test_sunny_cannot_tunnel_onto_a_cave_card():
    """Sunny (l.422): if she explores and places a card with a cave entrance, her turn ends
    and she does not move her token: no tunnelling onto it at One o'clock."""
    cave = "W17"
    assert all(face((cave, rot)).section_of[3] < 0 for rot in (0, 3)), "no exit south-west"
    pick = Picker({cave})
    state = game({(0, -3): pick.card(back="NE", unique=False)}, deck=[cave], characters="Sunny,Fozzie",
                 **ADVANCED)
    state = lay(play(state, "explore NE"))
    assert card_at(state, 1, -4) == cave
    assert "tunnel" not in kinds(state)


# -- Enchantments --------------------------------------------------------------------------------------------
def test_an_enchantment_helps_only_a_player_who_starts_the_turn_on_it():
    """Enchantments (l.578): a player gains the benefit when starting a turn in an Enchanted
    space; walking over a Butterfly does not guide him."""
    pick = Picker()
    butterfly = find_card(back="W", on=("E",), overlay="butterfly", unique=False)
    three = pick.card(back="W", exits=3, unique=False)
    state = begins({**pick.row(3), (1, -3): butterfly}, deck=[three[0]])
    assert state.boons == ()
    state = lay(play(walk_east(state, 2), "explore E"), three[1])
    assert token(state, 0) == WEST_END and state.to_move == 1, "lost at Three o'clock"


def test_ruling_11_the_butterfly_does_not_save_a_player_from_a_card_with_no_exit_back():
    """Ruling 11, Butterfly (l.586): the Butterfly prevents loss by exit count only, not
    loss from having no exit back."""
    butterfly = find_card(back="W", on=("E",), overlay="butterfly", unique=False)
    pick = Picker()
    dead = pick.dead_end(back="W", exits=4)
    state = begins({**pick.row(3), (0, -3): butterfly}, deck=[dead])
    assert "butterfly" in state.boons
    state = lay(play(walk_east(state, 2), "explore E"))
    assert card_at(state, 3, -3) == dead and token(state, 0) == WEST_END and state.to_move == 1


def test_the_butterfly_does_not_save_a_player_from_a_bear_at_seven():
    """Butterfly (l.586): if he explores and finds a bear at Seven o'clock or later, he is
    still eaten."""
    butterfly = find_card(back="W", on=("E",), overlay="butterfly", unique=False)
    cards = {**corridor(7, used={butterfly[0]}), (0, -3): butterfly}
    state = begins(cards, players=3, deck=[first_of("bear")])
    assert "butterfly" in state.boons
    state = play(walk_east(state, 6), "explore E")
    assert state.out[0] and token(state, 0) == (7, -3, 0)


def test_the_fox_lets_a_player_pass_another_but_not_stop_there():
    """Fox (l.588): starting on a Fox card, a player may traverse through spaces inhabited by
    other players, though he may not stop on those spaces."""
    fox = find_card(back="W", on=("E",), overlay="fox", unique=False)
    cards = {**corridor(3, used={fox[0]}), (0, -3): fox}
    state = begins(cards, tokens={1: (1, -3, 0)})
    state = play(state, "traverse E")
    assert state.position == (1, -3, 0) and "stop" not in kinds(state)
    state = play(state, "traverse E", "stop")
    assert token(state, 0) == (2, -3, 0)


def test_mushrooms_cannot_send_back_the_last_card_of_the_deck():
    """Mushrooms (l.592): the player returns the card and draws a different one; with the
    deck empty there is none to draw."""
    mushrooms = find_card(back="W", on=("E",), overlay="mushrooms", unique=False)
    last = find_card(back="W", on=("E",), unique=False, used={mushrooms[0]})
    rest = [card.id for card in WILDERNESS if card.id not in (mushrooms[0], last[0])]
    far = {(40 + 2 * k, 40): (card, 0) for k, card in enumerate(rest)}
    state = begins({**far, (0, -3): mushrooms}, deck=[last[0]])
    assert "mushrooms" in state.boons and len(state.deck) == 1
    state = play(state, "explore E")
    assert "redraw" not in kinds(state)
