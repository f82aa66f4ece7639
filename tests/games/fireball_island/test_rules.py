"""Fireball Island against its rulebook: one scenario test per rule, card and timing.

Each test builds a position through the save format (``scenarios.scenario``), plays
real actions with ``apply`` and checks what happened: where the pieces are, the hands,
the jewel, the log, the actions on offer and who is to move. The rulings file's
numbered rulings and its "Situations to replay" are in ``test_rulings.py``.
"""
import re
from collections import Counter

import pytest

import boardwidgets as bw
from boardwidgets.games.fireball_island.board import ROLLWAYS
from boardwidgets.games.fireball_island.components import CHARM_TOKENS, DECK

from .scenarios import (
    data,
    game,
    hand,
    jewel,
    legal,
    new_lines,
    passes,
    play,
    rng_where,
    scenario,
    steps,
    top,
    walk,
    where,
)

ALL_WAYS = {way.id for way in ROLLWAYS}


def ways(state) -> set[str]:
    """The rollways the fireball may be aimed down now."""
    return {a["rollway"] for a in legal(state) if a["kind"] == "aim"}


def ways_through(*spaces: str) -> set[str]:
    """The rollways that run over any of ``spaces``."""
    return {way.id for way in ROLLWAYS if {s for s in spaces} & {_name(n) for n in way.run}}


def _name(node: int) -> str:
    from boardwidgets.games.fireball_island.board import NAMES

    return NAMES[node]


def refused(state, action, rule: str) -> bw.IllegalAction:
    """``action`` is refused with ``rule``; explain says the same and the state is unchanged."""
    before = state.to_json()
    with pytest.raises(bw.IllegalAction) as caught:
        state.apply(action)
    assert caught.value.rule == rule, caught.value
    assert state.explain(action) == caught.value
    assert state.to_json() == before
    return caught.value


def turn_of(state) -> int | None:
    """The seat whose turn it is (the active player)."""
    return data(state)["active"]


# -- setup -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_one_card_each_all_on_start_jewel_by_the_idol(players):
    state = game(players).new_game(seed=5)
    d = data(state)
    assert [p["at"] for p in d["players"]] == ["start"] * players
    assert [len(p["hand"]) for p in d["players"]] == [1] * players
    assert all(p["charm"] == "none" and not p["down"] and p["last_path"] == [] for p in d["players"])
    assert len(d["deck"]) == 48 - players and d["discard"] == []
    assert d["jewel"] == {"captured": False, "owner": None, "at": None}
    assert d["doubles"] == 0 and d["extra"] == 0 and d["winner"] is None
    assert "Each player is dealt one secret card" in state.log[0]


def test_deck_split_and_four_charm_tokens():
    assert len(DECK) == 48
    assert Counter(DECK) == {
        "fireball": 4, "fake_jewel": 2, "cancel": 4, "talisman": 4, "reroll": 4, "another_turn": 4,
        "take_card": 4, "ahead4": 3, "ahead5": 3, "ahead6": 3, "back1": 3, "back2": 3, "back3": 3,
        "double": 4}
    assert CHARM_TOKENS == 4


ROLLS = re.compile(r"Rolls for the first turn: (.*)\.")


@pytest.mark.parametrize("players, seed", [(3, 7), (3, 13), (4, 16), (2, 3)])
def test_highest_roll_goes_first_and_ties_roll_again(players, seed):
    g = game(players)
    state = g.new_game(seed=seed)
    rounds = [dict((name, int(roll)) for name, roll in (part.split() for part in m.group(1).split(", ")))
              for line in state.log if (m := ROLLS.fullmatch(line))]
    assert rounds and len(rounds[0]) == players
    for earlier, later in zip(rounds, rounds[1:], strict=False):
        best = max(earlier.values())
        assert sorted(later) == sorted(n for n, r in earlier.items() if r == best)  # only the tied
    final = rounds[-1]
    best = max(final.values())
    assert list(final.values()).count(best) == 1
    winner = next(n for n, r in final.items() if r == best)
    assert f"{winner} goes first." in state.log
    assert g.player_name(turn_of(state)) == winner
    if seed in (13, 16):
        assert len(rounds) > 1  # these seeds have a tie


# -- movement --------------------------------------------------------------------------------------
def test_move_by_the_full_count_and_choose_the_way():
    state = play(scenario(at={0: "wt5"}, rolls=[3]), "roll")
    assert steps(state) == {"wt4", "wt6"}
    state = walk(state, "wt6", "wt7", "wt8")
    assert where(state, 0) == "wt8"
    assert data(state)["players"][0]["last_path"] == ["wt5", "wt6", "wt7", "wt8"]
    assert turn_of(state) == 1


def test_never_the_same_space_twice_the_starting_space_counts_as_entered():
    state = play(scenario(at={0: "wt7"}, rolls=[4]), "roll", "step wt8")
    assert steps(state) == {"wt9", "c1s1"}
    error = refused(state, {"kind": "step", "to": "wt7"}, "WHAT YOU DO ON YOUR TURN")
    assert "twice" in error.reason


def test_a_step_must_follow_the_trail():
    state = play(scenario(at={0: "wt5"}, rolls=[3]), "roll")
    error = refused(state, {"kind": "step", "to": "wt9"}, "WHAT YOU DO ON YOUR TURN")
    assert "not next to" in error.reason


def test_occupied_spaces_are_counted():
    state = play(scenario(at={0: "wt3", 1: "wt4"}, rolls=[2]), "roll", "step wt4")
    assert where(state, 0) == "wt5" and where(state, 1) == "wt4"


def test_landing_on_an_occupied_space_moves_on_to_the_next_open_space():
    state = play(scenario(at={0: "wt3", 1: "wt5", 2: "wt6"}, rolls=[2]), "roll", "step wt4")
    assert where(state, 0) == "wt7"
    assert data(state)["players"][0]["last_path"] == ["wt3", "wt4", "wt5", "wt6", "wt7"]


def test_steps_offered_only_when_they_can_finish_the_move():
    # the Cave Steps to Cave 6 are four spaces: a dead end while Cave 6 is occupied
    state = play(scenario(at={0: "br14", 1: "cave6"}, rolls=[6]), "roll")
    assert steps(state) == {"br13", "br15"}
    state = play(state, "step br15")  # then only br16 can finish the count: taken by the game
    assert where(state, 0) == "br20"
    # with Cave 6 free, the cave ends the move short, so the way is open
    state = play(scenario(at={0: "br14"}, rolls=[6, 3]), "roll", "step br15")
    assert steps(state) == {"br16", "c6s1"}


def test_a_step_that_cannot_finish_the_move_is_refused():
    # a move in progress on br15 with 5 spaces to go (loaded as saved)
    state = scenario(at={0: "br15", 1: "cave6"}, agenda=[
        {"task": "next"}, {"task": "window", "window": "after", "queue": None, "by": None},
        {"task": "window", "window": "moved", "queue": None, "by": None},
        {"task": "move", "mover": 0, "chooser": 0, "path": ["br14", "br15"], "left": 5, "retrace": [],
         "back": False}])
    assert steps(state) == {"br16"}
    error = refused(state, {"kind": "step", "to": "c6s1"}, "WHAT YOU DO ON YOUR TURN")
    assert "full count of 5" in error.reason


def test_pits_and_the_water_are_never_stepped_onto():
    state = play(scenario(at={0: "wt4"}, rolls=[3]), "roll")
    refused(state, {"kind": "step", "to": "pitA"}, "GETTING FIREBALLED")
    refused(state, {"kind": "step", "to": "nowhere"}, "WHAT YOU DO ON YOUR TURN")


# -- dark spaces -----------------------------------------------------------------------------------
def test_a_dark_space_draws_a_card_on_landing():
    state = play(scenario(at={0: "wt1"}, deck=["double", "cancel"], rolls=[2]), "roll", "step wt2")
    assert where(state, 0) == "wt3" and hand(state, 0) == []  # passed over wt2
    state = play(scenario(at={0: "start"}, deck=["double", "cancel"], rolls=[2]), "roll", "step wt1")
    assert where(state, 0) == "wt2" and hand(state, 0) == ["double"]
    assert data(state)["deck"][0] == "cancel"
    assert "Blue lands on a dark space and draws a card." in state.log


def test_a_dark_space_reached_by_moving_past_an_occupied_space_draws():
    state = play(scenario(at={0: "junction", 1: "wt1"}, deck=["reroll"], rolls=[2]), "roll", "step start")
    assert where(state, 0) == "wt2" and hand(state, 0) == ["reroll"]


def test_a_dark_space_never_draws_beyond_four_cards():
    full = ["fake_jewel", "fake_jewel", "cancel", "cancel"]
    state = play(scenario(at={0: "start"}, hands={0: full}, rolls=[2]), "roll", "step wt1")
    assert where(state, 0) == "wt2" and sorted(hand(state, 0)) == sorted(full)
    assert any("the hand is full" in line for line in state.log)


# -- the Witchlord Step and the Magic Charm tokens -------------------------------------------------
def test_passing_the_witchlord_step_gives_a_token():
    state = play(scenario(at={0: "wt18"}, rolls=[3]), "roll", "step wt19")
    assert where(state, 0) == "ta1" and data(state)["players"][0]["charm"] == "held"
    assert "Blue reaches the Witchlord Step and takes a Magic Charm token." in state.log


def test_landing_on_the_witchlord_step_gives_a_token():
    state = play(scenario(at={0: "wt18"}, rolls=[2]), "roll", "step wt19")
    assert where(state, 0) == "step" and data(state)["players"][0]["charm"] == "held"


def test_one_token_a_game_even_after_trading_it_in():
    state = play(scenario(at={0: "wt18"}, charm={0: "used"}, rolls=[3]), "roll", "step wt19")
    assert where(state, 0) == "ta1" and data(state)["players"][0]["charm"] == "used"


def test_trading_the_token_fills_the_hand_to_four():
    state = scenario(at={0: "wt3"}, charm={0: "held"}, hands={0: ["fake_jewel"]},
                     deck=["cancel", "talisman", "reroll"], rolls=[2])
    assert {"kind": "trade"} in legal(state)
    state = play(state, "trade")
    assert sorted(hand(state, 0)) == ["cancel", "fake_jewel", "reroll", "talisman"]
    assert data(state)["players"][0]["charm"] == "used"
    assert "Blue trades in the Magic Charm token." in state.log
    assert legal(state) == [{"kind": "roll"}]
    error = refused(state, {"kind": "trade"}, "SPECIAL SPACES")
    assert "already traded" in error.reason


def test_no_trade_without_a_token_or_with_a_full_hand():
    state = scenario(at={0: "wt3"})
    assert "no Magic Charm token" in refused(state, {"kind": "trade"}, "SPECIAL SPACES").reason
    full = ["fake_jewel", "fake_jewel", "cancel", "cancel"]
    state = scenario(at={0: "wt3"}, charm={0: "held"}, hands={0: full})
    assert legal(state) == [{"kind": "roll"}]
    assert "already holds 4" in refused(state, {"kind": "trade"}, "SPECIAL SPACES").reason


def test_cards_from_a_traded_token_can_be_played_before_the_roll():
    """Cards are played any time on your own turn (l.178): a Move Ahead drawn by trading the
    token in may replace the roll."""
    state = scenario(at={0: "wt3"}, charm={0: "held"}, deck=["ahead4", "cancel", "cancel", "cancel"])
    state = play(state, "trade")
    assert {"kind": "play", "card": "ahead4"} in legal(state)
    state = play(state, "play ahead4", "step wt4")
    assert where(state, 0) == "wt7"


# -- caves -----------------------------------------------------------------------------------------
def test_entering_a_cave_counts_a_space_ends_the_move_and_rolls_for_a_cave():
    state = play(scenario(at={0: "ta8"}, rolls=[5, 5]), "roll", "step ta9")
    assert steps(state) == {"ta11", "cave2"}
    before = state
    state = play(state, "step cave2")
    assert where(state, 0) == "cave5"
    assert new_lines(before, state)[:3] == ["Blue stops in Cave 2.", "Blue rolls 5 for a cave.",
                                            "Blue moves to Cave 5."]
    assert turn_of(state) == 1


def test_a_cave_need_not_be_entered():
    state = play(scenario(at={0: "ta8"}, rolls=[5]), "roll", "step ta9", "step ta11")
    assert where(state, 0) == "ta13"


def test_a_cave_roll_into_an_occupied_cave_stays_without_another_roll():
    state = play(scenario(at={0: "ta9", 1: "cave5"}, rolls=[2, 5, 3]), "roll", "step ta10", "step cave2")
    assert where(state, 0) == "cave2" and where(state, 1) == "cave5"
    assert "Cave 5 is occupied: Blue stays." in state.log
    assert turn_of(state) == 1 and "Yellow's turn." in state.log


def test_a_cave_roll_of_one_goes_to_cave_1_then_a_fireball_rolls():
    state = play(scenario(at={0: "ta9", 1: "wt3"}, rolls=[2, 1]), "roll", "step ta10", "step cave2")
    assert where(state, 0) == "cave1"
    assert top(state) == {"task": "aim", "roller": 0, "source": "roll"}
    assert state.log[-2:] == ["Blue moves to Cave 1.", "A 1 was rolled: a fireball must roll."]
    assert ways(state) == ways_through("wt3")


def test_a_cave_roll_of_one_with_cave_1_occupied_stays_and_still_fires():
    state = play(scenario(at={0: "ta9", 1: "cave1", 2: "wt3"}, rolls=[2, 1]), "roll", "step ta10",
                 "step cave2")
    assert where(state, 0) == "cave2" and top(state)["task"] == "aim"


def test_next_turn_in_a_cave_leave_or_roll_again():
    state = scenario(at={0: "cave5"}, rolls=[2])
    assert legal(state) == [{"kind": "leave"}, {"kind": "cave"}]
    error = refused(state, {"kind": "roll"}, "SPECIAL SPACES")
    assert "declare" in error.reason
    left = play(state, "leave")
    assert "Blue leaves Cave 5." in left.log
    assert data(left)["agenda"][-1]["task"] == "move"
    assert top(left)["path"] == ["cave5", "hr6"]  # the first counted space is the one by the cave
    assert steps(left) == {"hr5", "hr7"}
    other = play(scenario(at={0: "cave5"}, rolls=[3]), "cave")
    assert where(other, 0) == "cave3" and turn_of(other) == 1


def test_cave_4_has_only_the_cave_roll():
    state = scenario(at={0: "cave4"}, rolls=[6])
    assert legal(state) == [{"kind": "cave"}]
    assert "dead end" in refused(state, {"kind": "leave"}, "SPECIAL SPACES").reason
    state = play(state, "cave")
    assert where(state, 0) == "cave6"


def test_a_doubled_cave_roll_of_seven_or_more_names_no_cave():
    state = play(scenario(at={0: "cave2"}, doubles=1, rolls=[4]), "cave")
    assert where(state, 0) == "cave2"
    assert "Blue rolls 4 for a cave, doubled to 8." in state.log
    assert "There is no Cave 8: Blue stays." in state.log
    state = play(scenario(at={0: "cave2"}, doubles=1, rolls=[3]), "cave")
    assert where(state, 0) == "cave6"


def test_roll_for_a_cave_only_from_a_cave():
    state = scenario(at={0: "wt3"})
    assert "not in a cave" in refused(state, {"kind": "cave"}, "SPECIAL SPACES").reason
    assert "not in a cave" in refused(state, {"kind": "leave"}, "SPECIAL SPACES").reason


# -- bridges ---------------------------------------------------------------------------------------
def test_an_empty_bridge_stops_the_move_short():
    state = play(scenario(at={0: "pk2"}, rolls=[6]), "roll", "step pk3")
    assert where(state, 0) == "bridge2" and turn_of(state) == 1


def test_an_occupied_bridge_is_crossed_and_counted():
    state = play(scenario(at={0: "pk2", 1: "bridge2"}, rolls=[4]), "roll", "step pk3")
    assert where(state, 0) == "vp2" and where(state, 1) == "bridge2"


def test_move_back_onto_an_empty_bridge_stops_there():
    state = scenario(at={0: "vp2"}, hands={1: ["back3"]}, start_window=[1],
                     last_path={0: ["pk3", "bridge2", "vp1", "vp2"]})
    state = play(state, "play back3")
    assert where(state, 0) == "bridge2"
    assert "Blue stops on the Viper Pass bridge." in state.log
    assert top(state)["task"] == "main" and turn_of(state) == 0  # then Blue rolls


# -- Vul-Kar Point and the capture bonus -----------------------------------------------------------
QUIET = ["fake_jewel", "fake_jewel", "cancel"]  # cards no window asks about without a steal or a card


def test_capture_without_exact_count_and_the_bonus():
    state = scenario(at={0: "fc6", 1: "br3", 2: "start"}, hands={0: ["cancel"]}, deck=QUIET, rolls=[5])
    state = play(state, "roll", "step fc7")
    assert where(state, 0) == "vkp"
    assert jewel(state) == {"captured": True, "owner": 0, "at": None}
    assert state.log[-3:] == ["Blue stops at Vul-Kar Point.", "Blue captures the jewel from Vul-Kar!",
                              "Blue fills the hand and draws 3 cards."]
    assert sorted(hand(state, 0)) == ["cancel", "cancel", "fake_jewel", "fake_jewel"]
    assert top(state) == {"task": "aim", "roller": 0, "source": "capture"}
    assert ways(state) == ways_through("br3")  # the target rule: Yellow is exposed
    assert data(state)["extra"] == 3


def test_the_capturer_takes_three_more_turns_in_a_row():
    state = scenario(at={0: "fc6"}, deck=QUIET + ["cancel"], rolls=[5, 2, 2, 2, 2])
    state = play(state, "roll", "step fc7")
    assert ways(state) == ALL_WAYS  # nobody exposed: any rollway, nobody hit
    state = play(state, "aim vulkar-blister")
    turns = []
    for _ in range(4):
        assert top(state)["task"] == "main"
        turns.append(turn_of(state))
        spaces = sorted(steps(play(state, "roll")))
        state = play(state, "roll", f"step {spaces[0]}") if spaces else play(state, "roll")
    assert turns == [0, 0, 0, 1]  # three bonus turns, then Yellow's
    assert state.log.count("Blue takes another turn.") == 3


def test_nobody_passes_vul_kar_point_before_the_capture():
    state = play(scenario(at={0: "br2"}, deck=QUIET + ["cancel"], rolls=[6]), "roll", "step br1")
    assert where(state, 0) == "vkp" and jewel(state)["owner"] == 0


def test_after_the_capture_vul_kar_point_links_blister_run_and_the_chute():
    state = scenario(at={0: "fc8", 1: "dr5"}, owner=1, rolls=[3])
    state = play(state, "roll")
    assert steps(state) == {"fc7", "vkp"}
    state = play(state, "step vkp")
    assert where(state, 0) == "br2"
    assert jewel(state) == {"captured": True, "owner": 1, "at": None}


# -- fireballs: the target rule --------------------------------------------------------------------
def test_a_rolled_one_rolls_a_fireball_that_must_hit_an_opponent():
    state = play(scenario(at={0: "start", 1: "ta5", 2: "c6s2"}, rolls=[1]), "roll")
    assert "Blue rolled a 1: no move, a fireball must roll." in state.log
    assert top(state) == {"task": "aim", "roller": 0, "source": "roll"}
    assert ways(state) == ways_through("ta5") == {"step-thunder"}
    error = refused(state, {"kind": "aim", "rollway": "vulkar-blister"}, "ROLLING A FIREBALL")
    assert "hits nobody" in error.reason
    state = play(state, "aim step-thunder")
    assert where(state, 1) == "pitB"
    assert state.log[-4:] == ["The fireball rolls up Thunder Alley and hits Yellow!",
                              "Yellow lands in smolder pit B.",
                              "Yellow stands up in smolder pit B and loses this turn.", "Green's turn."]
    assert turn_of(state) == 2
    assert where(state, 0) == "start"  # no move on a 1


def test_an_opponent_before_your_own_piece():
    state = play(scenario(at={0: "wt3", 1: "ta5"}, rolls=[1]), "roll")
    assert ways(state) == {"step-thunder"}
    error = refused(state, {"kind": "aim", "rollway": "witchlord-down"}, "ROLLING A FIREBALL")
    assert "only your own piece" in error.reason


def test_a_rollway_that_hits_an_opponent_may_hit_the_roller_too():
    state = play(scenario(at={0: "wt3", 1: "wt5"}, rolls=[1]), "roll")
    assert ways(state) == ways_through("wt5")
    state = play(state, "aim witchlord-down")
    assert where(state, 0) == "pitA" and where(state, 1) == "pitA"


def test_only_your_own_piece_exposed_you_must_target_it():
    state = play(scenario(at={0: "wt3", 1: "junction", 2: "cave3"}, rolls=[1]), "roll")
    assert ways(state) == ways_through("wt3") == {"vulkar-channel", "witchlord-down"}
    state = play(state, "aim witchlord-down")
    assert where(state, 0) == "pitA" and data(state)["players"][0]["down"]


def test_nobody_exposed_any_rollway_and_nobody_is_hit():
    state = play(scenario(at={0: "start", 1: "junction", 2: "pk2"}, rolls=[1]), "roll")
    assert ways(state) == ALL_WAYS
    state = play(state, "aim vulkar-viper")  # runs over junction: dark gray, never hit
    assert where(state, 1) == "junction"
    assert ("The fireball rolls over the Viper Pass bridge, down Viper Pass and Dock Run and hits nobody."
            in state.log)


@pytest.mark.parametrize("space, pit", [
    ("wt3", "pitA"), ("ta5", "pitB"), ("sb3", "pitC"), ("br5", "pitC"), ("fc4", "pitD"), ("hr9", "pitD"),
    ("lr5", "pitD"), ("vp3", "pitE"), ("dr6", "pitF"), ("bridge1", "water"), ("bridge2", "water")])
def test_the_pit_chart(space, pit):
    state = play(scenario(at={2: space}, rolls=[1]), "roll")
    state = play(state, f"aim {sorted(ways(state))[0]}")
    assert where(state, 2) == pit
    assert data(state)["players"][2]["down"] == (pit != "water")  # lying on its side in a pit


@pytest.mark.parametrize("space", ["start", "junction", "c1s1", "step", "vkp", "c6s3", "lr22", "wf", "hr2",
                                   "g1", "gsb3", "pk2"])
def test_dark_gray_spaces_are_never_hit(space):
    state = play(scenario(at={1: space}, rolls=[1]), "roll")
    assert ways(state) == ALL_WAYS
    for way in ALL_WAYS:
        assert where(play(state, f"aim {way}"), 1) == space


def test_pieces_in_caves_pits_and_the_water_are_safe():
    state = play(scenario(at={1: "cave2", 2: "water"}, rolls=[1]), "roll")
    assert ways(state) == ALL_WAYS


# -- getting fireballed ----------------------------------------------------------------------------
def test_a_piece_in_a_smolder_pit_loses_its_next_turn_then_moves_out_from_the_rock_chip():
    state = scenario(at={0: "start", 1: "pitA", 2: "start"}, down={1: True},
                     hands={1: ["double"], 2: ["double"]}, rolls=[3, 2, 2, 2])
    state = passes(play(state, "roll"))
    state = passes(play(state, "step wt1"))  # Blue moves to wt3
    assert "Yellow stands up in smolder pit A and loses this turn." in state.log
    assert turn_of(state) == 2 and not data(state)["players"][1]["down"]
    assert where(state, 1) == "pitA"
    assert "Yellow's turn." not in state.log
    # Green's turn, then Blue's, then Yellow rolls and moves out from wt5
    for seat in (2, 0):
        assert turn_of(state) == seat
        while top(state)["task"] != "move":
            state = play(state, "pass") if top(state)["task"] == "window" else play(state, "roll")
        state = play(state, f"step {sorted(steps(state))[-1]}")
        while top(state)["task"] == "window":
            state = play(state, "pass")
    assert turn_of(state) == 1
    while top(state)["task"] == "window":
        state = play(state, "pass")
    state = play(state, "roll")
    while top(state)["task"] == "window":
        state = play(state, "pass")
    assert top(state)["path"] == ["pitA", "wt5"]
    assert steps(state) == {"wt4", "wt6"}


def test_fireballed_with_the_jewel_it_is_left_on_the_rock_chip():
    state = play(scenario(at={1: "ta9"}, owner=1, rolls=[1]), "roll", "aim step-thunder")
    assert where(state, 1) == "pitB"
    assert jewel(state) == {"captured": True, "owner": None, "at": "ta6"}
    assert "The jewel is left on Thunder Alley." in state.log


def test_the_jewel_on_a_rock_chip_is_taken_by_passing_it():
    state = play(scenario(at={0: "ta4", 1: "pitB"}, jewel_at="ta6", rolls=[4]), "roll", "step ta5")
    assert where(state, 0) == "ta8"
    assert jewel(state) == {"captured": True, "owner": 0, "at": None}
    assert "Blue picks up the jewel on Thunder Alley." in state.log


def test_the_jewel_on_a_rock_chip_is_taken_by_landing_on_it_with_no_bonus():
    state = play(scenario(at={0: "ta4"}, jewel_at="ta6", rolls=[2]), "roll", "step ta5")
    assert where(state, 0) == "ta6" and jewel(state)["owner"] == 0
    assert hand(state, 0) == [] and data(state)["extra"] == 0 and turn_of(state) == 1


def test_knocked_off_a_bridge_into_the_water_no_turn_lost_jewel_left_on_the_bridge():
    state = play(scenario(at={1: "bridge2"}, owner=1, rolls=[1]), "roll")
    state = play(state, "aim heights-bridge")
    assert where(state, 1) == "water" and not data(state)["players"][1]["down"]
    assert jewel(state) == {"captured": True, "owner": None, "at": "bridge2"}
    assert "Yellow falls into the water below Great Sway Bluff." in state.log
    assert turn_of(state) == 1 and top(state)["task"] == "main"  # Yellow plays his next turn


def test_climbing_out_of_the_water_from_its_edge():
    state = play(scenario(active=1, at={1: "water"}, rolls=[3]), "roll")
    assert where(state, 1) == "gsb3"
    assert data(state)["players"][1]["last_path"] == ["water", "gsb1", "gsb2", "gsb3"]
    state = play(scenario(active=1, at={1: "water"}, rolls=[6]), "roll")
    assert where(state, 1) == "gsb5" and steps(state) == {"g2", "bridge1"}  # five spaces of the bluff


def test_the_jewel_on_a_bridge_is_taken_by_moving_onto_the_bridge():
    state = play(scenario(at={0: "pk2", 1: "water"}, jewel_at="bridge2", rolls=[5]), "roll", "step pk3")
    assert where(state, 0) == "bridge2"  # the bridge is empty: the move stops there
    assert jewel(state) == {"captured": True, "owner": 0, "at": None}


def test_fireballed_during_your_own_turn_ends_it():
    state = scenario(at={0: "wt3", 1: "start"}, hands={1: ["back1"]}, rolls=[1])
    state = play(state, "roll", "pass", "aim witchlord-down")  # Yellow keeps the Move Back
    assert where(state, 0) == "pitA"
    assert turn_of(state) == 1  # Yellow's Move Back never gets its "move ended" window
    assert "Yellow's turn." in state.log


def test_an_opponents_fireball_before_your_roll_ends_your_turn():
    state = scenario(at={0: "wt3", 1: "start"}, hands={1: ["fireball"]}, start_window=[1], rolls=[4])
    state = play(state, "play fireball")
    assert top(state) == {"task": "aim", "roller": 1, "source": "card"}
    state = play(state, "aim witchlord-down")
    assert where(state, 0) == "pitA" and turn_of(state) == 1
    assert "Blue rolls" not in " ".join(state.log)


# -- stealing the jewel ----------------------------------------------------------------------------
def test_passing_the_owner_steals_the_jewel_and_the_move_goes_on():
    state = play(scenario(at={0: "wt3", 1: "wt5"}, owner=1, rolls=[3]), "roll", "step wt4")
    assert where(state, 0) == "wt6" and where(state, 1) == "wt5"
    assert jewel(state)["owner"] == 0
    assert "Blue passes Yellow and steals the jewel!" in state.log


def test_crossing_the_owner_on_a_bridge_steals_the_jewel():
    state = play(scenario(at={0: "pk2", 1: "bridge2"}, owner=1, rolls=[3]), "roll", "step pk3")
    assert where(state, 0) == "vp1" and jewel(state)["owner"] == 0


def test_landing_on_the_owner_moves_on_and_steals():
    state = play(scenario(at={0: "wt3", 1: "wt5"}, owner=1, rolls=[2]), "roll", "step wt4")
    assert where(state, 0) == "wt6" and jewel(state)["owner"] == 0


def test_stealing_gives_no_bonus():
    state = play(scenario(at={0: "wt3", 1: "wt5"}, owner=1, rolls=[3]), "roll", "step wt4")
    assert hand(state, 0) == [] and data(state)["extra"] == 0 and turn_of(state) == 1


def test_fake_jewel_foils_a_steal():
    state = scenario(at={0: "wt3", 1: "wt5"}, owner=1, hands={1: ["fake_jewel"]}, rolls=[3])
    state = play(state, "roll", "step wt4")
    assert top(state)["window"] == "steal" and state.to_move == 1
    assert legal(state) == [{"kind": "play", "card": "fake_jewel"}, {"kind": "pass"}]
    state = play(state, "play fake_jewel")
    assert where(state, 0) == "wt6" and jewel(state)["owner"] == 1
    assert "It was a fake: Yellow keeps the jewel." in state.log
    assert data(state)["discard"][-1] == "fake_jewel"


def test_fake_jewel_only_against_a_steal():
    state = scenario(at={0: "wt3", 1: "wt9"}, owner=1, hands={1: ["fake_jewel", "double"]}, rolls=[3])
    state = play(state, "roll")
    assert top(state)["window"] == "rolled" and legal(state) == [{"kind": "play", "card": "double"},
                                                                 {"kind": "pass"}]
    error = refused(state, {"kind": "play", "card": "fake_jewel"}, "Fake Jewel")
    assert "only when an opponent tries to steal" in error.reason


# -- winning ---------------------------------------------------------------------------------------
def test_the_owner_reaching_the_dock_wins_without_exact_count():
    state = play(scenario(at={0: "dr8"}, owner=0, rolls=[5]), "roll", "step dr9")
    assert state.is_over and state.to_move is None and legal(state) == []
    assert state.result() == {"winners": [0], "scores": {0: 1, 1: 0, 2: 0},
                              "reason": "Blue reached the Dock with the jewel."}
    assert state.log[-1] == "Blue reaches the Dock with the jewel and wins!"
    refused(state, {"kind": "roll"}, "Game End")


def test_only_the_owner_enters_the_dock():
    state = play(scenario(at={0: "dr9", 1: "dr2"}, owner=1, rolls=[2]), "roll")
    assert where(state, 0) == "dr7"  # the only way: back along Dock Run
    state = scenario(at={0: "dr8", 1: "dr2"}, owner=1, agenda=[
        {"task": "next"}, {"task": "window", "window": "after", "queue": None, "by": None},
        {"task": "window", "window": "moved", "queue": None, "by": None},
        {"task": "move", "mover": 0, "chooser": 0, "path": ["dr8", "dr9"], "left": 0, "retrace": [],
         "back": False}])
    error = refused(state, {"kind": "step", "to": "dock"}, "HOW TO WIN THE GAME")
    assert "Only the player who owns the jewel" in error.reason


def test_a_thief_who_steals_on_the_way_may_go_on_into_the_dock():
    state = play(scenario(at={0: "dr7", 1: "dr9"}, owner=1, rolls=[4]), "roll", "step dr8")
    assert state.is_over and state.result()["winners"] == [0]
    assert "Blue passes Yellow and steals the jewel!" in state.log


# -- the cards: Fireball! --------------------------------------------------------------------------
def windows_in(state) -> list[str]:
    return [t["window"] for t in data(state)["agenda"] if t["task"] == "window"]


def test_fireball_card_rolls_a_fireball_and_can_never_be_cancelled():
    state = scenario(at={0: "wt3", 1: "start", 2: "ta5"}, hands={1: ["fireball"], 2: ["cancel"]},
                     start_window=[1], rolls=[4])
    state = play(state, "play fireball")
    assert "Yellow plays Fireball!." in state.log
    assert top(state) == {"task": "aim", "roller": 1, "source": "card"}
    assert "card" not in windows_in(state)  # no Cancel window: Green is never asked
    assert ways(state) == ways_through("wt3", "ta5")
    state = play(state, "aim step-thunder")
    assert where(state, 2) == "pitB"
    assert "card" not in windows_in(state) and state.to_move == 0
    assert data(state)["discard"] == ["fireball"]


def test_fireball_card_when_only_the_card_players_piece_is_exposed():
    state = scenario(at={0: "start", 1: "ta5", 2: "cave2"}, hands={1: ["fireball"]}, start_window=[1])
    state = play(state, "play fireball")
    assert ways(state) == {"step-thunder"}
    state = play(state, "aim step-thunder")
    assert where(state, 1) == "pitB" and turn_of(state) == 0 and top(state)["task"] == "main"


def test_fireball_card_after_a_roll_and_when_a_move_ends():
    state = scenario(at={0: "wt3", 1: "start", 2: "ta5"}, hands={1: ["fireball", "fireball"]}, rolls=[3])
    state = play(state, "roll")
    assert top(state)["window"] == "rolled" and {"kind": "play", "card": "fireball"} in legal(state)
    state = play(state, "pass", "step wt4")
    assert top(state)["window"] == "moved" and {"kind": "play", "card": "fireball"} in legal(state)
    state = play(state, "play fireball", "aim vulkar-channel")
    assert where(state, 0) == "pitA" and turn_of(state) == 1


def test_cancel_is_never_played_on_your_own_card():
    state = scenario(at={0: "wt3"}, hands={0: ["double", "cancel"], 1: ["fake_jewel"]}, start_window=[0],
                     rolls=[2], ask_everyone=True)
    state = play(state, "play double")
    assert top(state)["window"] == "card" and state.to_move == 0  # everyone with cards is asked
    assert legal(state) == [{"kind": "pass"}]
    error = refused(state, {"kind": "play", "card": "cancel"}, "Cancel")
    assert "your own card" in error.reason
    assert play(state, "pass").to_move == 1


def test_cancel_a_card_just_played():
    state = scenario(at={0: "wt3"}, hands={1: ["double"], 2: ["cancel"]}, start_window=[1], rolls=[2])
    state = play(state, "play double")
    assert top(state)["window"] == "card" and state.to_move == 2
    state = play(state, "play cancel")
    assert "Double the Next Roll is cancelled." in state.log
    assert data(state)["doubles"] == 0
    state = play(state, "roll")
    assert "Blue rolls 2." in state.log and top(state)["left"] == 2
    assert sorted(data(state)["discard"]) == ["cancel", "double"]


# -- Magic Talisman --------------------------------------------------------------------------------
def test_talisman_stops_a_fireball_from_a_rolled_one():
    state = scenario(at={0: "start", 1: "ta5"}, hands={1: ["talisman"]}, rolls=[1])
    state = play(state, "roll", "aim step-thunder")
    assert top(state)["window"] == "fireball" and state.to_move == 1
    state = play(state, "play talisman")
    assert where(state, 1) == "ta5"
    assert "The Magic Talisman stops the fireball." in state.log
    assert not any("hits" in line for line in state.log)


def test_talisman_stops_a_fireball_card():
    state = scenario(at={0: "wt3"}, hands={0: ["talisman"], 1: ["fireball"]}, start_window=[1], rolls=[2])
    state = play(state, "play fireball", "aim witchlord-down")
    assert state.to_move == 0
    state = play(state, "play talisman")
    assert where(state, 0) == "wt3" and top(state)["task"] == "main"
    assert "The Magic Talisman stops the fireball." in state.log


def test_talisman_stops_the_capture_bonus_fireball():
    state = scenario(at={0: "fc6", 1: "br3"}, hands={1: ["talisman"]}, deck=QUIET + ["cancel"], rolls=[5])
    state = play(state, "roll", "step fc7", "aim vulkar-blister", "play talisman")
    assert where(state, 1) == "br3" and jewel(state)["owner"] == 0
    assert data(state)["extra"] == 3  # the rest of the bonus stands


def test_the_roller_plays_talisman_only_when_his_own_piece_is_the_target():
    state = scenario(at={0: "wt3", 1: "junction"}, hands={0: ["talisman"]}, rolls=[1])
    state = play(state, "roll", "aim witchlord-down")
    assert top(state)["window"] == "fireball" and state.to_move == 0
    state = play(state, "play talisman")
    assert where(state, 0) == "wt3" and turn_of(state) == 1  # not fireballed: the turn just ends
    # not his own piece on the way: he is not asked, even with the card in hand
    state = play(scenario(at={0: "start", 1: "ta5"}, hands={0: ["talisman"]}, rolls=[1]), "roll",
                 "aim step-thunder")
    assert where(state, 1) == "pitB"
    state = passes(play(scenario(at={0: "start", 1: "ta5"}, hands={0: ["talisman"]}, rolls=[1],
                                 ask_everyone=True), "roll"))
    state = play(state, "aim step-thunder")
    assert top(state)["window"] == "fireball" and state.to_move == 0 and legal(state) == [{"kind": "pass"}]
    error = refused(state, {"kind": "play", "card": "talisman"}, "Magic Talisman")
    assert "does not hit your piece" in error.reason


def test_a_cancel_on_a_talisman_lets_the_fireball_roll():
    state = scenario(at={0: "start", 1: "ta5"}, hands={0: ["cancel"], 1: ["talisman"]}, rolls=[1])
    state = play(state, "roll", "aim step-thunder", "play talisman")
    assert top(state)["window"] == "card" and state.to_move == 0
    state = play(state, "play cancel")
    assert "Magic Talisman is cancelled." in state.log
    assert where(state, 1) == "pitB"


# -- Reroll the Die --------------------------------------------------------------------------------
def test_a_one_then_a_reroll_rolls_no_fireball():
    state = scenario(at={0: "wt3", 1: "ta5"}, hands={0: ["reroll"]}, rolls=[1, 4])
    state = play(state, "roll")
    assert top(state)["window"] == "rolled" and {"kind": "play", "card": "reroll"} in legal(state)
    state = play(state, "play reroll")
    assert "The roll is ignored." in state.log and "Blue rolls 4." in state.log
    assert not any("fireball" in line for line in state.log[1:] if "Reroll" not in line)
    assert top(state)["task"] == "move" and top(state)["left"] == 4


def test_an_opponent_makes_you_reroll():
    state = scenario(at={0: "wt3"}, hands={2: ["reroll"]}, rolls=[6, 2])
    state = play(state, "roll", "play reroll", "step wt4")
    assert where(state, 0) == "wt5"


def test_a_reroll_of_the_cave_roll():
    state = scenario(at={0: "ta9"}, hands={0: ["reroll"]}, rolls=[2, 5, 3])
    state = play(state, "roll", "pass", "step ta10", "step cave2")
    assert top(state)["window"] == "rolled" and "Blue rolls 5 for a cave." in state.log
    state = play(state, "play reroll")
    assert where(state, 0) == "cave3"


def test_reroll_only_after_a_roll():
    state = scenario(at={0: "wt3"}, hands={1: ["reroll", "double"]}, start_window=[1])
    error = refused(state, {"kind": "play", "card": "reroll"}, "Reroll the Die")
    assert "after a die roll" in error.reason


# -- Take Another Turn -----------------------------------------------------------------------------
def test_take_another_turn_after_your_own_turn():
    state = scenario(at={0: "wt3"}, hands={0: ["another_turn"], 1: ["another_turn"]}, rolls=[2, 2, 2])
    state = play(state, "roll", "step wt4")
    assert top(state)["window"] == "after" and state.to_move == 0
    state = play(state, "play another_turn")
    assert "Blue takes another turn." in state.log and turn_of(state) == 0
    state = play(state, "roll", "step wt6")
    assert turn_of(state) == 1  # Blue has no more; Yellow was never asked after Blue's turns
    assert state.log.count("Blue plays Take Another Turn.") == 1
    state = play(state, "roll", "step wt1")
    assert top(state)["window"] == "after" and state.to_move == 1  # after Yellow's own turn


def test_take_another_turn_is_not_played_during_a_turn():
    state = scenario(at={0: "wt3"}, hands={0: ["another_turn", "double"]}, rolls=[2])
    state = play(state, "roll")
    assert top(state)["window"] == "rolled"
    error = refused(state, {"kind": "play", "card": "another_turn"}, "Take Another Turn")
    assert "after one of your own turns" in error.reason


# -- Take 1 Card -----------------------------------------------------------------------------------
def test_take_one_card_at_random():
    for index, taken in ((0, "fake_jewel"), (1, "talisman")):
        rng = rng_where(lambda r, index=index: r.below(2) == index)
        state = scenario(at={0: "wt3"}, hands={0: ["take_card"], 1: ["talisman", "fake_jewel"]},
                         start_window=[0], rng=rng)
        assert legal(state) == [{"kind": "play", "card": "take_card", "victim": 1}, {"kind": "pass"}]
        state = play(state, "take 1")
        assert hand(state, 0) == [taken] and len(hand(state, 1)) == 1 and taken not in hand(state, 1)
        assert "Blue takes a card at random from Yellow." in state.log


def test_take_one_card_refused_against_an_empty_hand():
    state = scenario(at={0: "wt3"}, hands={0: ["take_card"], 1: ["cancel"]}, start_window=[0])
    error = refused(state, {"kind": "play", "card": "take_card", "victim": 2}, "Take 1 Card")
    assert "no card to take" in error.reason
    error = refused(state, {"kind": "play", "card": "take_card", "victim": 0}, "Take 1 Card")
    assert "not from yourself" in error.reason


def test_take_one_card_never_against_the_jewel_fitted_into_a_token():
    state = scenario(at={0: "wt3", 1: "vp3"}, owner=1, charm={1: "held"}, hands={0: ["take_card", "double"],
                     1: ["cancel"]}, start_window=[0])
    assert {"kind": "play", "card": "take_card", "victim": 1} not in legal(state)
    error = refused(state, {"kind": "play", "card": "take_card", "victim": 1}, "Take 1 Card")
    assert "fitted" in error.reason
    # the jewel without a token, or a token without the jewel: no protection
    for kwargs in ({"owner": 1}, {"owner": 2, "charm": {1: "held"}}, {"owner": 1, "charm": {1: "used"}}):
        state = scenario(at={0: "wt3", 1: "vp3", 2: "vp5"}, hands={0: ["take_card"], 1: ["cancel"]},
                         start_window=[0], **kwargs)
        assert {"kind": "play", "card": "take_card", "victim": 1} in legal(state)


def test_take_one_card_not_offered_without_a_victim():
    state = scenario(at={0: "wt3"}, hands={0: ["take_card"]}, rolls=[2])
    state = play(state, "roll")
    assert top(state)["task"] == "move"  # nobody to take from: Blue is not even asked


# -- Move Ahead ------------------------------------------------------------------------------------
def test_move_ahead_instead_of_rolling():
    state = scenario(at={0: "wt3"}, hands={0: ["ahead5"]}, start_window=[0])
    rng = data(state)["rng"]
    state = play(state, "play ahead5")
    assert "Blue moves ahead 5 spaces instead of rolling." in state.log
    state = play(state, "step wt4")
    assert where(state, 0) == "wt8"
    assert data(state)["rng"] == rng and not any("rolls" in line for line in state.log)
    assert turn_of(state) == 1


def test_move_ahead_played_by_an_opponent_the_mover_chooses_the_route():
    state = scenario(at={0: "wt3"}, hands={1: ["ahead4"]}, start_window=[1])
    state = play(state, "play ahead4")
    assert top(state)["task"] == "move" and top(state)["chooser"] == 0 and state.to_move == 0
    assert steps(state) == {"wt2", "wt4"}
    state = play(state, "step wt2")
    assert where(state, 0) == "junction"


def test_move_ahead_from_a_cave_leaves_it():
    state = scenario(at={0: "cave5"}, hands={1: ["ahead4"]}, start_window=[1])
    state = play(state, "play ahead4")
    assert top(state)["path"] == ["cave5", "hr6"]


def test_move_ahead_only_before_the_roll_and_never_from_cave_4():
    state = play(scenario(at={0: "wt3"}, hands={0: ["ahead4", "double"]}, rolls=[3]), "roll")
    error = refused(state, {"kind": "play", "card": "ahead4"}, "Move Ahead 4")
    assert "before the roll" in error.reason
    state = scenario(at={0: "cave4"}, hands={1: ["ahead6", "double"]}, start_window=[1])
    assert legal(state) == [{"kind": "play", "card": "double"}, {"kind": "pass"}]
    error = refused(state, {"kind": "play", "card": "ahead6"}, "Move Ahead 6")
    assert "Cave 4" in error.reason


# -- Move Back -------------------------------------------------------------------------------------
def test_move_back_before_the_roll_retraces_the_last_path():
    state = scenario(at={0: "wt9"}, hands={1: ["back2"]}, start_window=[1], rolls=[2],
                     last_path={0: ["c1s2", "c1s1", "wt8", "wt9"]})
    state = play(state, "play back2")
    assert "Blue must move back 2 spaces." in state.log
    assert where(state, 0) == "c1s1"  # back the way Blue came, not down to wt7
    assert top(state)["task"] == "main" and state.to_move == 0
    state = play(state, "roll")
    assert top(state)["path"] == ["c1s1"] and top(state)["left"] == 2


def test_move_back_after_the_roll_comes_after_the_move():
    state = scenario(at={0: "wt5"}, hands={1: ["back2"]}, rolls=[3])
    state = play(state, "roll", "pass", "step wt6")  # not on the roll: once the move has ended
    assert where(state, 0) == "wt8" and top(state)["window"] == "moved" and state.to_move == 1
    state = play(state, "play back2")
    assert where(state, 0) == "wt6"
    assert data(state)["players"][0]["last_path"] == ["wt5", "wt6"]
    assert turn_of(state) == 1


def test_move_back_after_the_path_the_card_player_chooses():
    state = scenario(at={0: "wt9"}, hands={1: ["back3"]}, start_window=[1], last_path={0: ["wt8", "wt9"]})
    state = play(state, "play back3")
    assert top(state)["task"] == "move" and top(state)["chooser"] == 1 and state.to_move == 1
    assert top(state)["path"] == ["wt9", "wt8"]
    assert steps(state) == {"wt7", "c1s1"}
    state = play(state, "step c1s1")
    assert where(state, 0) == "c1s2"


def test_move_back_never_into_a_cave():
    state = scenario(at={0: "c1s1"}, hands={1: ["back2"]}, start_window=[1], last_path={0: ["wt8", "c1s1"]})
    state = play(state, "play back2")
    assert where(state, 0) == "wt8" and steps(state) == {"wt7", "wt9"} and state.to_move == 1


def test_move_back_only_against_the_player_whose_turn_it_is():
    state = scenario(at={0: "wt5"}, hands={0: ["back1"], 1: ["back1"]}, start_window=[0, 1],
                     ask_everyone=True)
    assert state.to_move == 0 and legal(state) == [{"kind": "pass"}]
    error = refused(state, {"kind": "play", "card": "back1"}, "Move Back 1")
    assert "not yourself" in error.reason
    state = play(state, "pass")
    assert state.to_move == 1 and {"kind": "play", "card": "back1"} in legal(state)


@pytest.mark.parametrize("place", ["cave2", "pitA", "water"])
def test_move_back_never_moves_a_piece_out_of_a_cave_pit_or_the_water(place):
    state = scenario(at={0: place}, hands={1: ["back1", "double"]}, start_window=[1])
    assert legal(state) == [{"kind": "play", "card": "double"}, {"kind": "pass"}]
    error = refused(state, {"kind": "play", "card": "back1"}, "Move Back 1")
    assert "out of a cave, a smolder pit or the water" in error.reason


def test_after_a_rolled_one_the_move_back_comes_after_the_fireball():
    state = scenario(at={0: "wt5", 2: "ta4"}, hands={1: ["back1"]}, last_path={0: ["wt4", "wt5"]}, rolls=[1])
    state = play(state, "roll", "pass", "aim step-thunder")
    assert where(state, 2) == "pitB"
    assert top(state)["window"] == "moved" and state.to_move == 1
    state = play(state, "play back1")
    assert where(state, 0) == "wt4"
    fire = next(i for i, line in enumerate(state.log) if "hits Green" in line)
    back = state.log.index("Blue must move back 1 space.")
    assert fire < back


def test_move_back_landing_on_a_dark_space_draws_and_passing_the_owner_steals():
    state = scenario(at={0: "wt3", 2: "wt2"}, owner=2, hands={1: ["back2"]}, start_window=[1],
                     last_path={0: ["wt1", "wt2", "wt3"]}, deck=["reroll"])
    state = play(state, "play back2")
    assert where(state, 0) == "wt1" and jewel(state)["owner"] == 0
    state = scenario(at={0: "wt3"}, hands={1: ["back1"]}, start_window=[1], last_path={0: ["wt2", "wt3"]},
                     deck=["reroll"])
    state = play(state, "play back1")
    assert where(state, 0) == "wt2" and hand(state, 0) == ["reroll"]


# -- Double the Next Roll --------------------------------------------------------------------------
def test_a_doubled_one_is_a_two_and_no_fireball():
    state = scenario(at={0: "wt3", 2: "ta5"}, hands={1: ["double"]}, start_window=[1], rolls=[1])
    state = play(state, "play double", "roll")
    assert "Blue rolls 1, doubled to 2." in state.log
    assert top(state)["task"] == "move" and top(state)["left"] == 2
    assert not any("fireball" in line for line in state.log)


def test_two_doubles_make_four_times():
    state = scenario(at={0: "wt3"}, hands={1: ["double"], 2: ["double"]}, start_window=[1, 2], rolls=[2])
    state = play(state, "play double", "play double")
    assert data(state)["doubles"] == 2
    state = play(state, "roll")
    assert "Blue rolls 2, doubled to 8." in state.log and top(state)["left"] == 8


def test_a_double_played_on_your_own_turn_and_after_a_roll_waits_for_the_next_roll():
    state = scenario(at={0: "ta8"}, hands={0: ["double"]}, rolls=[4, 3])
    state = play(state, "roll", "play double", "step ta9", "step cave2")
    assert "Blue rolls 3 for a cave, doubled to 6." in state.log
    assert where(state, 0) == "cave6"


# -- the deck --------------------------------------------------------------------------------------
def test_the_discards_are_reshuffled_only_when_a_card_must_be_drawn_from_an_empty_deck():
    state = scenario(at={0: "start"}, empty_deck=True, rolls=[2])
    assert data(state)["deck"] == [] and len(data(state)["discard"]) == 48
    state = play(state, "roll", "step wt1")
    assert "The discard pile is shuffled into a new deck." in state.log
    assert len(hand(state, 0)) == 1 and len(data(state)["deck"]) == 47 and data(state)["discard"] == []
    # an empty deck is left alone while nobody draws
    state = play(scenario(at={0: "start"}, empty_deck=True, rolls=[3]), "roll", "step wt1")
    assert data(state)["deck"] == [] and where(state, 0) == "wt3"


def test_filling_the_hand_reshuffles_in_the_middle():
    rest = Counter(DECK) - Counter(["double"])
    state = scenario(at={0: "fc7"}, deck=["double"], discard=list(rest.elements()), rolls=[4])
    assert len(data(state)["deck"]) == 1
    state = play(state, "roll", "step fc8")
    assert where(state, 0) == "vkp" and "double" in hand(state, 0) and len(hand(state, 0)) == 4
    assert "The discard pile is shuffled into a new deck." in state.log


# -- more Cancels ----------------------------------------------------------------------------------
def test_cancel_on_move_ahead_the_player_rolls_after_all():
    state = scenario(at={0: "wt3"}, hands={1: ["ahead6"], 2: ["cancel"]}, start_window=[1], rolls=[2])
    state = play(state, "play ahead6", "play cancel")
    assert "Move Ahead 6 is cancelled." in state.log
    assert top(state)["task"] == "main" and state.to_move == 0
    state = play(state, "roll")
    assert top(state)["left"] == 2


def test_cancel_on_a_reroll_the_roll_stands():
    state = scenario(at={0: "wt3", 1: "ta5"}, hands={0: ["reroll"], 2: ["cancel"]}, rolls=[1, 5])
    state = play(state, "roll", "play reroll", "play cancel")
    assert "Reroll the Die is cancelled." in state.log
    assert top(state)["task"] == "aim"  # the 1 stands: a fireball rolls


def test_cancel_on_take_another_turn():
    state = scenario(at={0: "wt3"}, hands={0: ["another_turn"], 1: ["cancel"]}, rolls=[2])
    state = play(state, "roll", "step wt4", "play another_turn", "play cancel")
    assert turn_of(state) == 1 and data(state)["extra"] == 0


def test_cancel_on_move_back_and_on_take_one_card():
    state = scenario(at={0: "wt6"}, hands={0: ["cancel"], 1: ["back2"]}, start_window=[1],
                     last_path={0: ["wt4", "wt5", "wt6"]})
    state = play(state, "play back2", "play cancel")
    assert where(state, 0) == "wt6" and top(state)["task"] == "main"
    state = scenario(at={0: "wt6"}, hands={0: ["take_card"], 1: ["cancel", "talisman"]}, start_window=[0])
    state = play(state, "take 1", "play cancel")
    assert hand(state, 0) == [] and hand(state, 1) == ["talisman"]


# -- more about the jewel --------------------------------------------------------------------------
def test_the_jewel_dropped_by_a_piece_is_its_own_when_it_climbs_out_first():
    state = scenario(at={0: "start", 1: "ta5", 2: "cave3"}, owner=1, rolls=[1, 3, 2, 2])
    state = play(state, "roll", "aim step-thunder")
    assert jewel(state)["at"] == "ta6" and turn_of(state) == 2  # Yellow lost his turn
    state = play(state, "cave")  # Green: Cave 3 to Cave 3, stays
    assert turn_of(state) == 0
    state = play(state, "roll", "step wt1")
    assert turn_of(state) == 1 and where(state, 1) == "pitB"
    state = play(state, "roll")  # out of the pit: the Rock Chip ta6 is the first space
    assert "Yellow picks up the jewel on Thunder Alley." in state.log and jewel(state)["owner"] == 1


def test_the_next_open_space_may_be_vul_kar_point():
    state = play(scenario(at={0: "fc6", 1: "fc8"}, deck=QUIET + ["cancel"], rolls=[2]), "roll", "step fc7")
    assert where(state, 0) == "vkp" and jewel(state)["owner"] == 0


# -- hidden information ----------------------------------------------------------------------------
def test_determinize_keeps_the_viewers_hand_and_everything_public():
    state = scenario(at={0: "wt3", 1: "ta5"}, owner=1, charm={1: "held"},
                     hands={0: ["double", "cancel"], 1: ["talisman", "reroll", "fireball"], 2: ["back1"]},
                     discard=["ahead4", "ahead5"], rolls=[3])
    before = data(state)
    seen = set()
    for seed in range(6):
        guess = state.determinize(0, seed)
        after = data(guess)
        assert after["players"][0] == before["players"][0]
        for p in (1, 2):
            mine, theirs = after["players"][p], before["players"][p]
            assert len(mine["hand"]) == len(theirs["hand"])
            assert {k: v for k, v in mine.items() if k != "hand"} == {k: v for k, v in theirs.items()
                                                                       if k != "hand"}
        def unseen(d):
            return Counter(d["deck"]) + Counter(d["players"][1]["hand"] + d["players"][2]["hand"])
        assert unseen(after) == unseen(before)
        for key in ("jewel", "discard", "active", "doubles", "extra", "agenda", "turn"):
            assert after[key] == before[key]
        assert guess.legal_actions() == state.legal_actions()
        seen.add((tuple(after["players"][1]["hand"]), tuple(after["deck"][:5])))
    assert len(seen) > 1
    with pytest.raises(ValueError):
        state.determinize(3, 1)


# -- whole games -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players, seed, options", [
    (2, 1, {}), (3, 2, {"ask_everyone": True}), (4, 3, {"hit_model": "chance"}), (3, 4, {})])
def test_random_games_keep_every_card_and_save_and_load(players, seed, options):
    import random

    g = game(players, **options)
    state = g.new_game(seed=seed)
    picker = random.Random(seed)
    for i in range(600):
        if state.is_over:
            break
        d = data(state)
        cards = Counter(d["deck"]) + Counter(d["discard"]) + sum((Counter(p["hand"]) for p in d["players"]),
                                                                  Counter())
        assert cards == Counter(DECK)
        assert all(len(p["hand"]) <= 4 for p in d["players"])
        if i % 25 == 0:
            assert g.state_from_json(state.to_json()) == state
        actions = state.legal_actions()
        assert actions and state.to_move is not None
        state = state.apply(picker.choice(actions))


def test_a_thief_foiled_by_a_fake_jewel_may_not_enter_the_dock():
    state = scenario(at={0: "dr7", 1: "dr9"}, owner=1, hands={1: ["fake_jewel"]}, rolls=[4])
    state = play(state, "roll")
    assert steps(state) == {"dr6", "dr8"}  # dr8 only leads on through a steal
    state = play(state, "step dr8", "play fake_jewel")
    assert not state.is_over and jewel(state)["owner"] == 1
    assert where(state, 0) == "dr8"  # nothing open ahead: back to the last open space
    assert "Nothing is open ahead: Blue stops on Dock Run." in state.log


# -- refusals --------------------------------------------------------------------------------------
def test_a_legal_action_is_not_explained():
    state = scenario(at={0: "wt3"}, rolls=[2])
    assert state.explain({"kind": "roll"}) is None


def test_answers_to_another_decision_are_refused_by_the_heading_of_that_decision():
    state = play(scenario(at={0: "wt3", 1: "ta5"}, hands={1: ["double"]}, rolls=[1]), "roll")
    assert top(state)["window"] == "rolled"
    assert "play a card or pass" in refused(state, {"kind": "roll"}, "PLAYING YOUR CARDS").reason
    state = play(state, "pass")
    assert top(state)["task"] == "aim"
    refused(state, {"kind": "roll"}, "ROLLING A FIREBALL")
    refused(state, {"kind": "pass"}, "ROLLING A FIREBALL")
    refused(state, {"kind": "aim", "rollway": "nowhere"}, "ROLLING A FIREBALL")
    state = play(scenario(at={0: "wt3"}, rolls=[3]), "roll")
    refused(state, {"kind": "play", "card": "double"}, "WHAT YOU DO ON YOUR TURN")
    refused(scenario(at={0: "wt3"}), {"kind": "step", "to": "wt4"}, "WHAT YOU DO ON YOUR TURN")


def test_cards_not_held_and_unknown_cards_and_players_are_refused():
    state = scenario(at={0: "wt3"}, hands={0: ["take_card"], 1: ["cancel"]}, start_window=[0])
    error = refused(state, {"kind": "play", "card": "double"}, "Double the Next Roll")
    assert "holds no Double" in error.reason
    refused(state, {"kind": "play", "card": "joker"}, "PLAYING YOUR CARDS")
    assert "no player 4" in refused(state, {"kind": "play", "card": "take_card", "victim": 3},
                                    "Take 1 Card").reason
    assert "no player 8" in refused(state, {"kind": "play", "card": "take_card", "victim": 7},
                                    "Take 1 Card").reason


def test_every_refusal_names_a_rulebook_heading_or_a_card():
    from boardwidgets.games.fireball_island.components import CARD_NAMES

    headings = {"WHAT YOU DO ON YOUR TURN", "SPECIAL SPACES", "ROLLING A FIREBALL", "GETTING FIREBALLED",
                "CAPTURING THE JEWEL FROM VUL-KAR", "STEALING THE JEWEL FROM AN OPPONENT",
                "HOW TO WIN THE GAME", "PLAYING YOUR CARDS", "MOVE ANY OPPONENT BACK", "Game End",
                *CARD_NAMES.values()}
    import random

    g = game(3, ask_everyone=True)
    state = g.new_game(seed=11)
    picker = random.Random(11)
    every = list(g.all_actions())
    for _ in range(150):
        if state.is_over:
            break
        for action in picker.sample(every, 12):
            error = state.explain(action)
            if error is not None:
                assert error.rule in headings, error
        state = state.apply(picker.choice(state.legal_actions()))


def test_a_game_without_playable_cards_asks_only_for_rolls_and_steps():
    hands = {0: ["fake_jewel"], 1: ["fake_jewel"], 2: ["cancel"]}
    where_to = {0: "wt3", 1: "ta3", 2: "vp5"}
    decisions = []
    state = scenario(at=where_to, hands=hands, rolls=[2, 3, 4])
    for first in ("wt4", "ta4", "vp6"):
        decisions += [(top(state)["task"], state.to_move)]
        state = play(state, "roll")
        decisions += [(top(state)["task"], state.to_move)]
        state = play(state, f"step {first}")
    assert decisions == [("main", 0), ("move", 0), ("main", 1), ("move", 1), ("main", 2), ("move", 2)]
    assert top(state) == {"task": "main"} and turn_of(state) == 0
    # asking everyone with cards: every window stops for every player
    state = scenario(at=where_to, hands=hands, rolls=[2, 3, 4], ask_everyone=True)
    count = 0
    while turn_of(state) == 0:
        state = play(state, "step wt4" if top(state)["task"] == "move" else
                     "roll" if top(state)["task"] == "main" else "pass")
        count += 1
    assert count == 2 + 3 + 3 + 1  # roll, step, the rolled and moved windows, the after window
