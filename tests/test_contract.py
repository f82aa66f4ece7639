"""The contract every registered game keeps (DESIGN section 2), checked on random games.

Like PettingZoo's api_test: a game joins these tests by registering. Hypothesis
picks seeds for the game and for a random player; at every step of every game
the checks below must hold. Component conservation is checked through the
JSON round trip: each game's loader refuses a state whose pieces do not add up.
"""
import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardwidgets as bw
from boardwidgets.core.view import view_problems
from boardwidgets.icons import icon_names

#: (players, variant, options) tried besides each game's defaults at its fewest and most players,
#: so that every player count and every option is played
OPTIONS = {"bear_valley": [(3, "advanced", {"gold": False, "enchantments": True}),
                           (4, "basic", {"enchantments": True}),
                           (5, "advanced", {"enchantments": True, "river": "long"})],
           "fireball_island": [(3, "standard", {"ask_everyone": True}),
                               (3, "standard", {"hit_model": "chance"}),
                               (4, "standard", {"ask_everyone": True, "hit_model": "chance"})],
           "lost_valley": [(3, "standard", {})],
           "maple_valley": [(3, "standard", {})]}
CONFIGS = [(info.name, players, variant, {}) for info in bw.games()
           for players in sorted({info.min_players, info.max_players})
           for variant in info.variants]
CONFIGS += [(info.name, players, variant, options) for info in bw.games()
            for players, variant, options in OPTIONS.get(info.name, [])]
#: games whose random games run to about a thousand actions (Bear Valley) or many thousands
#: (Fireball Island: random walkers wander long before they reach the jewel and the Dock;
#: Lost Valley: 250 to 6,000, as the ice waits for the spring) play fewer games in these
#: tests and check every few positions in full; benchmarks/ plays many more
LONG_GAMES = {"bear_valley": 8, "fireball_island": 150, "lost_valley": 100}
#: games whose random games run to a few hundred actions with a large view at every step (Maple
#: Valley: 150 to 800 actions, five Packs and three displays in each view) play under a third as many
#: fully checked games as the short ones, and check in full the positions ``checked_steps`` gives
#: from this stride (every other position for 40 checks, then every 4th...: a game's first 80
#: positions and about a hundred checks a game, every kind of decision many times)
MEDIUM_GAMES = {"maple_valley": 2}
#: how many random games a configuration plays, by how long its games run: fully checked, and
#: only ended and counted (a long game's thousands of actions run through every kind of decision
#: many times over: eight such games per configuration, as many as forty short ones)
GAMES_PLAYED = {"short": (40, 150), "medium": (12, 100), "long": (4, 8)}


def games_played(config) -> tuple[int, int]:
    """How many random games ``config`` plays, fully checked and only ended and counted."""
    name = config[0]
    return GAMES_PLAYED["long" if name in LONG_GAMES else "medium" if name in MEDIUM_GAMES else "short"]


def config_id(config) -> str:
    name, players, variant, options = config
    return "-".join([name, f"{players}p", variant, *(f"{k}={v}" for k, v in options.items())])


def load(name, players, variant, options):
    return bw.load_game(name, players=players, variant=variant, **options)


MAX_STEPS = 5000
#: how many random games the determinizing test follows: games of many positions follow fewer,
#: since every checked position determinizes for every seat three times over
DETERMINIZED_GAMES = {"short": 15, "long": 6}
DETERMINIZE_STRIDE = {"fireball_island": 3000, "lost_valley": 1000, "maple_valley": 20}
#: random games of Fireball Island last 1,000 to 25,000 actions (mean about 6,000), and now and
#: then far longer: in one 4-player game (seed 681, players' seed 878464292) the jewel changed
#: hands 190 times in 60,000 actions, falling on the bridges again and again, and the game
#: ended after 188,363. A game that never ends still fails, within about a minute.
MAX_STEPS_OF = {"fireball_island": 1_000_000, "lost_valley": 200_000}
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)


def random_game(game, seed: int, chooser: random.Random):
    """Yield (state, action) along one random game, then (final state, None)."""
    state = game.new_game(seed)
    limit = MAX_STEPS_OF.get(game.name, MAX_STEPS)
    for _ in range(limit):
        if state.is_over:
            yield state, None
            return
        action = chooser.choice(state.legal_actions())
        yield state, action
        state = state.apply(action)
    pytest.fail(f"{game!r} seed {seed}: no end after {limit} actions")


def check_refusals(game, state, chooser, every_action, count=3):
    """Illegal actions are explained, raise the same explanation, and change nothing."""
    legal = set(state.legal_actions())
    before = state.to_json()
    for action in chooser.sample(every_action, min(count, len(every_action))):
        if action in legal:
            continue
        refusal = state.explain(action)
        assert isinstance(refusal, bw.IllegalAction), action
        assert refusal.reason and refusal.rule and refusal.action == action
        with pytest.raises(bw.IllegalAction) as raised:
            state.apply(action)
        assert raised.value == refusal
    assert state.to_json() == before


def check_step(game, state, chooser, every_action):
    legal = state.legal_actions()
    assert (state.to_move is None) == state.is_over == (not legal)
    assert len(set(legal)) == len(legal)
    assert legal == state.legal_actions()  # deterministic order
    saved = json.loads(json.dumps(state.to_json()))
    assert game.state_from_json(saved) == state
    for action in legal:
        assert state.explain(action) is None
        assert game.action_from_json(json.loads(json.dumps(action.to_json()))) == action
        assert str(action)
    check_refusals(game, state, chooser, every_action)
    view = state.view()
    assert view_problems(view, set(icon_names())) == []  # includes: every `recent` id and every icon exists
    named = {thing["icon"] for thing in [*view["spaces"], *view["pieces"]] if thing.get("icon")}
    named |= {item["icon"] for panel in view["panels"] for item in panel["items"] if item.get("icon")}
    assert named <= set(game.icons), "a view may name only icons the game declares"
    # the moves on offer are the legal ones, on the screen of the player who decides; the public
    # view offers them too, but in a game with secret hands, where a move may tell what a hand holds
    screen = view if state.to_move is None else state.view(state.to_move)
    assert view_problems(screen, set(icon_names())) == []

    def offered(view):
        return sorted(json.dumps(t["action"], sort_keys=True) for t in view["targets"])

    assert offered(screen) == sorted(json.dumps(a.to_json(), sort_keys=True) for a in legal)
    assert offered(view) == ([] if game.secret_hands else offered(screen))


#: a long game's checks: at every ``stride``-th position for this many checks, then at every
#: 2 x stride-th for as many more, and so on. A check saves and compares the whole log, so checks
#: at a fixed stride would cost the square of the game's length: a random game of Fireball Island
#: that runs to 80,000 actions took four minutes, and now takes seconds; every stretch of the game
#: is still checked, the ending too
CHECKS_PER_STRIDE = 40


def checked_steps(stride: int):
    """The positions to check in full, from the first: every ``stride``-th, the stride doubling
    after every ``CHECKS_PER_STRIDE`` checks (a stride of 1 checks every position)."""
    step = 0
    while True:
        for _ in range(CHECKS_PER_STRIDE):
            yield step
            step += stride
        if stride > 1:
            stride *= 2


def play_and_check(config, seed, player_seed, stride: int = 1):
    """One random game, every promise checked at the positions of ``checked_steps(stride)``
    and at the end."""
    name, players, variant, options = config
    game = load(*config)
    chooser = random.Random(player_seed)
    every_action = list(game.all_actions())
    played = []
    checks = checked_steps(stride)
    check_at = next(checks)
    for step, (state, action) in enumerate(random_game(game, seed, chooser)):
        checked = step == check_at
        if checked:
            check_at = next(checks)
        if checked or action is None:
            check_step(game, state, chooser, every_action)
        if action is None:
            final = state
            break
        if checked:  # random_game applies every action itself: here once more, to compare
            before = state.to_json()
            after = state.apply(action)
            assert state.to_json() == before, "apply() must not change its state"
            assert after is not state
        played.append(action)
    result = final.result()
    assert set(result) == {"winners", "scores", "reason"}
    assert set(result["winners"]) <= set(range(players)) and result["reason"]
    assert set(result["scores"]) == set(range(players))
    replayed = bw.Match.replay(game, seed, [a.to_json() for a in played])
    assert replayed.state == final and replayed.state.to_json() == final.to_json()


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_random_games_keep_every_promise(config):
    @settings(max_examples=games_played(config)[0], deadline=None)
    @given(seed=SEEDS, player_seed=SEEDS)
    def check(seed, player_seed):
        play_and_check(config, seed, player_seed,
                       stride=LONG_GAMES.get(config[0], MEDIUM_GAMES.get(config[0], 1)))

    check()


def end_and_count(config, seed, player_seed):
    game = load(*config)
    chooser = random.Random(player_seed)
    for state, action in random_game(game, seed, chooser):
        if action is None:
            assert game.state_from_json(state.to_json()) == state
            assert state.result()["reason"]


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_many_random_games_end_and_keep_their_pieces(config):
    """The cheap checks on many more games: every game ends, and the pieces add up
    (the loader's consistency check) at its end."""
    @settings(max_examples=games_played(config)[1], deadline=None)
    @given(seed=SEEDS, player_seed=SEEDS)
    def check(seed, player_seed):
        end_and_count(config, seed, player_seed)

    check()


@pytest.mark.parametrize("name", [info.name for info in bw.games()])
def test_a_seeded_game_is_the_same_in_another_process(name):
    """Every configuration of the game, one seeded random game each, played in three processes
    of different string hashing: the same final states (one process per hash seed plays them
    all, rather than one per configuration: starting Python is much of the cost)."""
    configs = [config[1:] for config in CONFIGS if config[0] == name]
    code = f"""
import hashlib, json, random
import boardwidgets as bw
for players, variant, options in {configs!r}:
    game = bw.load_game({name!r}, players=players, variant=variant, **options)
    state, chooser = game.new_game(seed=12345), random.Random(6)
    while not state.is_over:
        state = state.apply(chooser.choice(state.legal_actions()))
    print(hashlib.sha256(json.dumps(state.to_json(), sort_keys=True).encode()).hexdigest())
"""
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True, env={"PYTHONHASHSEED": str(h)}).stdout.split()
            for h in (0, 1, 2)]
    assert len(runs[0]) == len(configs)
    for config, digests in zip(configs, zip(*runs, strict=True), strict=True):
        assert len(set(digests)) == 1, f"{name} {config}: the final state differs between processes"


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_a_never_offered_value_is_refused_by_the_rules(config):
    """A well-formed action of a kind the game knows, with a value no position ever
    offers, is an IllegalAction that cites a rule (not a complaint about bad data)."""
    game = load(*config)
    state = game.new_game(seed=1)
    for kind in sorted({a.kind for a in game.all_actions()}):
        example = next(a for a in game.all_actions() if a.kind == kind)
        if not example.params:
            continue
        odd = {"kind": kind, **{key: ("no-such-thing" if isinstance(value, str) else
                                      (not value) if isinstance(value, bool) else 9999)
                                for key, value in example.params}}
        if game.unoffered_action(odd) is None or odd in [a.to_json() for a in game.all_actions()]:
            continue
        refusal = state.explain(odd)
        assert isinstance(refusal, bw.IllegalAction) and refusal.rule and refusal.reason, odd
        with pytest.raises(bw.IllegalAction):
            state.apply(odd)


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_recent_names_what_a_move_changed_and_is_not_part_of_the_state(config):
    import pickle

    game = load(*config)
    state, chooser = game.new_game(seed=3), random.Random(3)
    for _ in range(30):
        if state.is_over:
            break
        before = state
        state = state.apply(chooser.choice(state.legal_actions()))
        view = state.view()
        assert view["recent_log"] == len(before.log)
        assert view["waiting"] is None
        loaded = game.state_from_json(state.to_json())
        assert loaded == state and loaded.view()["recent"] == []  # the link is not saved
        unpickled = pickle.loads(pickle.dumps(state))
        assert unpickled == state and unpickled.previous is None
        assert unpickled.legal_actions() == state.legal_actions()
    assert state.view(since=game.new_game(seed=3))["recent"]  # changes since the start


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_determinizing_hides_nothing_new_and_keeps_the_pieces(config):
    """``determinize(viewer, seed)``: the viewer sees the same position, and so does an
    onlooker (the public view), every component is still accounted for, hidden parts differ
    from seed to seed where something is hidden, and the result depends only on what the
    viewer sees and the seed."""
    length = "long" if config[0] in {*LONG_GAMES, *MEDIUM_GAMES} else "short"

    @settings(max_examples=DETERMINIZED_GAMES[length], deadline=None)
    @given(seed=SEEDS, player_seed=SEEDS)
    def check(seed, player_seed):
        name, players = config[:2]
        game = load(*config)
        info = next(i for i in bw.games() if i.name == name)
        assert info.hidden_information == game.hidden_information
        chooser = random.Random(player_seed)
        # a long game: a few dozen positions (Fireball Island's thousands of actions: a handful)
        stride = DETERMINIZE_STRIDE.get(name, 7 * LONG_GAMES.get(name, 1) ** 2)
        for step, (state, _) in enumerate(random_game(game, seed, chooser)):
            if step % stride:
                continue
            public = state.view()
            for viewer in range(players):
                guesses = [state.determinize(viewer, f"guess-{k}") for k in range(3)]
                seen, again = state.view(viewer), state.determinize(viewer, "again")
                for guess in guesses:
                    assert guess.view(viewer) == seen
                    assert guess.view() == public
                    assert game.state_from_json(guess.to_json()) == guess  # pieces conserved
                    assert guess.determinize(viewer, "again") == again
                if not (game.hidden_information or game.chance_after_setup):
                    assert all(guess is state for guess in guesses)
                elif game.hidden_information and step == 0:  # at the start, something is hidden
                    assert len({json.dumps(g.to_json(), sort_keys=True) for g in guesses}) > 1

    check()
