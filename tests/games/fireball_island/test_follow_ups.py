"""Follow-ups of the independent audit (issue 21) for Fireball Island, each reached through the
save format: a steal needs a pass, and Move Back may be played once the die is rolled."""
from .scenarios import data, hand, jewel, legal, play, scenario, top, where


def test_a_player_who_stops_before_the_owner_has_not_passed_him_and_steals_nothing():
    """STEALING THE JEWEL (l.174) and rulings 4: Blue on gsb3 rolls 2 towards Yellow, who
    owns the jewel on gsb1, a dead end. Nothing is open beyond Yellow, so Blue stops on gsb2:
    he has not passed Yellow, and Yellow keeps the jewel."""
    state = play(scenario(at={0: "gsb3", 1: "gsb1"}, owner=1, rolls=[2]), "roll", "step gsb2")
    while top(state).get("task") == "window":
        state = state.apply({"kind": "pass"})
    assert where(state, 0) == "gsb2" and where(state, 1) == "gsb1"
    assert jewel(state)["owner"] == 1
    assert not any("steals the jewel" in line for line in state.log)
    assert any("Nothing is open ahead" in line for line in state.log)


def test_a_steal_still_happens_when_the_mover_goes_on_past_the_owner():
    """Landing on the owner with the count spent moves on to the next open space: that is a
    pass, and a steal."""
    state = play(scenario(at={0: "wt3", 1: "wt5"}, owner=1, rolls=[2]), "roll", "step wt4")
    assert where(state, 0) == "wt6" and jewel(state)["owner"] == 0
    assert "Blue passes Yellow and steals the jewel!" in state.log
    assert data(state)["players"][0]["last_path"][-2:] == ["wt5", "wt6"]


def test_move_back_played_once_the_die_is_rolled_comes_when_the_move_is_over():
    """MOVE ANY OPPONENT BACK (l.214): played after the opponent has rolled, the opponent
    finishes the move, then moves back. Yellow commits in the window on Blue's roll, before
    Blue chooses his way, and Blue moves back only when his move is over."""
    state = play(scenario(at={0: "wt5"}, hands={1: ["back2", "double"]}, rolls=[3]), "roll")
    assert top(state)["window"] == "rolled" and state.to_move == 1
    assert {"kind": "play", "card": "back2"} in legal(state)
    state = play(state, "play back2")
    assert where(state, 0) == "wt5" and "Yellow plays Move Back 2." in state.log
    while top(state).get("task") == "window":  # the others may answer Yellow's card or the roll
        state = state.apply({"kind": "pass"})
    state = play(state, "step wt6")
    assert where(state, 0) == "wt6"  # the full move of three first, then two back
    log = state.log
    stop = log.index("Blue stops on Witchlord Trail.")  # where the move of three ended
    assert log.index("Blue must move back 2 spaces.") > stop
    assert data(state)["players"][0]["last_path"] == ["wt5", "wt6"]  # what is left to retrace
    assert hand(state, 1) == ["double"] and data(state)["discard"][-1] == "back2"


def test_move_back_after_a_rolled_one_still_comes_after_the_fireball():
    """Rulings 11: after a rolled 1 the move back comes after the fireball, whether the card
    was played on the roll or after it."""
    state = scenario(at={0: "wt5", 2: "ta4"}, hands={1: ["back1"]}, last_path={0: ["wt4", "wt5"]},
                     rolls=[1])
    state = play(state, "roll")
    assert top(state)["window"] == "rolled" and state.to_move == 1
    state = play(state, "play back1")
    while top(state).get("task") == "window":
        state = state.apply({"kind": "pass"})
    state = play(state, "aim step-thunder")
    assert where(state, 2) == "pitB" and where(state, 0) == "wt4"
    fire = next(i for i, line in enumerate(state.log) if "hits Green" in line)
    assert fire < state.log.index("Blue must move back 1 space.")


def test_a_thief_further_up_dock_run_passes_the_owner_and_goes_on_into_the_dock():
    """Blue on dr6 rolls 6 with Yellow, who owns the jewel, on dr8: the count runs on past
    Yellow (a steal) and into the Dock, which then wins the game."""
    state = play(scenario(at={0: "dr6", 1: "dr8"}, owner=1, rolls=[6]), "roll")
    while not state.is_over and top(state).get("task") in ("move", "window"):
        move = top(state).get("task") == "move"
        state = state.apply({"kind": "step", "to": "dr7"} if move and where(state, 0) == "dr6"
                            else state.legal_actions()[0] if move else {"kind": "pass"})
    assert "Blue passes Yellow and steals the jewel!" in state.log
    assert state.is_over and state.result()["winners"] == [0]
