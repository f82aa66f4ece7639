"""Match: history, undo and redo around the computer's replies, replay and saving."""
import pytest

import boardwidgets as bw
from tests.games.nanga_parbat.scenarios import scenario

GAME = bw.load_game("nanga_parbat")


def first_action(state):
    return state.legal_actions()[0]


def test_act_records_history_and_undo_redo_walk_it():
    match = bw.Match(GAME, seed=5)
    start = match.state
    match.act(first_action(match.state))
    after_one = match.state
    match.act(first_action(match.state))
    assert len(match.history) == 2
    assert match.undo() == after_one and match.undo() == start
    assert not match.can_undo and match.can_redo
    assert match.redo() == after_one and len(match.history) == 1


def test_a_new_move_after_undo_drops_the_redo_history():
    match = bw.Match(GAME, seed=5)
    match.act(match.state.legal_actions()[0])
    match.undo()
    match.act(match.state.legal_actions()[1])
    assert not match.can_redo and len(match.history) == 1


def test_undo_takes_back_the_computers_replies_with_the_human_move():
    match = bw.Match(GAME, seed=5, agents={0: bw.agents.Random(seed=1)})
    match.play_agents()
    human_turn, before = match.state, len(match.history)
    assert human_turn.to_move == 1
    match.act(first_action(match.state))
    replies = match.play_agents()
    assert replies and match.state.to_move == 1
    assert match.undo() == human_turn
    redone = match.redo()
    assert redone.to_move == 1 and len(match.history) == before + 1 + len(replies)


def test_illegal_moves_leave_the_match_unchanged():
    match = bw.Match(GAME, seed=5)
    with pytest.raises(bw.IllegalAction):
        match.act({"kind": "trap", "section": "1.1"})
    assert match.history == [] and match.state == GAME.new_game(5)


def test_nothing_to_undo_or_redo_is_a_clear_error():
    match = bw.Match(GAME, seed=5)
    with pytest.raises(bw.GameConfigError, match="nothing to undo"):
        match.undo()
    with pytest.raises(bw.GameConfigError, match="nothing to redo"):
        match.redo()


def test_replay_rebuilds_the_same_state():
    match = bw.Match(GAME, seed=9, agents={0: bw.agents.Random(seed=2), 1: bw.agents.Random(seed=3)})
    match.play_agents()
    assert match.state.is_over
    again = bw.Match.replay(GAME, 9, [a.to_json() for a in match.history])
    assert again.state == match.state and again.state.to_json() == match.state.to_json()


def test_saved_matches_round_trip_with_their_undo_position():
    match = bw.Match("nanga_parbat", seed=9)
    for _ in range(6):
        match.act(first_action(match.state))
    match.undo()
    loaded = bw.Match.from_json(match.to_json())
    assert loaded.state == match.state and loaded.can_redo
    assert loaded.redo() == match.redo()


def test_a_match_can_start_from_a_prepared_state_and_be_saved():
    start = scenario(guide=2)
    match = bw.Match(GAME, state=start)
    match.act({"kind": "trap", "section": "2.1"})
    loaded = bw.Match.from_json(match.to_json())
    assert loaded.start == start and loaded.state == match.state


def test_a_replay_with_an_illegal_move_is_refused():
    match = bw.Match(GAME, seed=9)
    match.act(first_action(match.state))
    saved = match.to_json()
    bad = [*saved["data"]["actions"], {"kind": "claim", "row": "same", "column": 5}]
    with pytest.raises(bw.SaveFormatError, match="Move 2 of the replay cannot be played"):
        bw.Match.replay(GAME, 9, bad)
    saved["data"]["cursor"] = 7
    with pytest.raises(bw.SaveFormatError, match="changed after it was saved"):
        bw.Match.from_json(saved)


@pytest.mark.parametrize("kwargs, message", [
    ({"agents": {2: bw.agents.Random()}}, "is not a player of this 2-player game"),
    ({"agents": {0: object()}}, "has no choose"),
    ({"seed": 3, "state": GAME.new_game(1)}, "either a seed or a starting state"),
    ({"state": bw.load_game("nanga_parbat", variant="area").new_game(1)}, "belongs to"),
])
def test_bad_match_settings_are_refused(kwargs, message):
    with pytest.raises(bw.GameConfigError, match=message):
        bw.Match(GAME, **kwargs)


def test_new_game_takes_the_next_seed_and_agent_move_uses_the_helper():
    match = bw.Match(GAME, seed=5)
    match.new_game()
    assert match.seed == 6 and match.state == GAME.new_game(6) and match.history == []
    action = match.agent_move()
    assert match.history == [action]


def test_a_move_given_as_json_keeps_the_words_its_position_gives_it():
    """A click sends a move's JSON; the history keeps the move as the position offered it,
    with words the JSON does not carry (a step "towards the Dock")."""
    game = bw.load_game("fireball_island", players=3)
    match = bw.Match(game, seed=2)
    agent = bw.agents.Random(seed=1)
    worded = 0
    for _ in range(400):
        offered = agent.choose(match.state)
        worded += str(offered) != str(game.action_from_json(offered.to_json()))
        match.act(offered.to_json())
        assert str(match.history[-1]) == str(offered)
    assert worded  # some moves' words depend on where they are made
