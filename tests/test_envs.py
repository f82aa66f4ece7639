"""bw.envs: every registered game as a PettingZoo AEC environment, and the observations behind it.

Like test_contract.py, a game joins these tests by registering: PettingZoo's own
api_test and seed_test, observations that stay within their space and show only
what the player's view shows, masks equal to the legal actions, rewards that
match the result, clear refusals. Nanga Parbat's observation is also checked
slot by slot against its view.
"""
from __future__ import annotations

import random
import re
import subprocess
import sys

import pytest

import boardwidgets as bw

np = pytest.importorskip("numpy")
pettingzoo_test = pytest.importorskip("pettingzoo.test")

from boardwidgets.envs import outcome_rewards, pettingzoo_env  # noqa: E402

CONFIGS = [(info.name, players, variant) for info in bw.games()
           for players in sorted({info.min_players, info.max_players})
           for variant in info.variants]
IDS = [f"{name}-{players}p-{variant}" for name, players, variant in CONFIGS]
# dict observations with an action mask (as in PettingZoo's classic games) draw these two notes
DICT_OBSERVATION_NOTES = [
    "ignore:Observation is not a NumPy array:UserWarning",
    "ignore:Observation space for each agent probably should be:UserWarning",
]


def make_env(name, players, variant, **kwargs):
    return pettingzoo_env(name, players=players, variant=variant, **kwargs)


#: games whose random games run to thousands of steps (Fireball Island, Lost Valley), to a
#: thousand with up to six seats to check at each (Bear Valley) or to several hundred with up to
#: five (Maple Valley, whose every decision recurs dozens of times a game): the longest game
#: allowed, how many games to follow, and how often to check every agent's view
LONG_GAMES = {"bear_valley": {"seeds": 4, "every": 3}, "maple_valley": {"every": 2},
              "fireball_island": {"max_steps": 150_000, "seeds": 3, "every": 20},
              "lost_valley": {"max_steps": 200_000, "seeds": 3, "every": 20}}


def random_steps(env, seed: int, chooser: random.Random, max_steps: int = 5000):
    """Play one random game through ``env``; yield (agent, observation) before each live step."""
    env.reset(seed=seed)
    for steps, agent in enumerate(env.agent_iter()):
        assert steps < max_steps, f"no end after {max_steps} steps"
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        yield agent, observation
        env.step(int(chooser.choice(np.flatnonzero(observation["action_mask"]))))


@pytest.mark.parametrize("name, players, variant", CONFIGS, ids=IDS)
@pytest.mark.filterwarnings(*DICT_OBSERVATION_NOTES)
def test_pettingzoo_api_and_seed_tests_pass(name, players, variant):
    env = make_env(name, players, variant, render_mode="ansi")
    pettingzoo_test.api_test(env, num_cycles=2000, verbose_progress=False)  # whole games
    pettingzoo_test.seed_test(lambda: make_env(name, players, variant), num_cycles=2000)


@pytest.mark.parametrize("name, players, variant", CONFIGS, ids=IDS)
def test_observations_masks_and_rewards_along_random_games(name, players, variant):
    env = make_env(name, players, variant)
    size = env.observation_space(env.possible_agents[0])["observation"].shape
    long = LONG_GAMES.get(name, {})
    for seed in range(1, 1 + long.get("seeds", 6)):
        chooser = random.Random(seed)
        for step, (agent, observation) in enumerate(
                random_steps(env, seed, chooser, long.get("max_steps", 5000))):
            if step % long.get("every", 1):
                continue
            state, seat = env.game_state, int(agent.split("_")[1])
            assert state.to_move == seat
            legal = {env.action_index(action) for action in state.legal_actions()}
            assert set(np.flatnonzero(observation["action_mask"])) == legal
            for other in env.possible_agents:
                seen = env.observe(other)
                assert seen["observation"].shape == size
                assert env.observation_space(other).contains(seen), f"{other} out of its space"
                other_seat = env.possible_agents.index(other)
                assert seen["observation"].tolist() == np.float32(state.observation(other_seat)).tolist()
                if other != agent:
                    assert not seen["action_mask"].any(), "only the agent to move may act"
                # a state the player cannot tell apart gives the same observation
                twin = state.determinize(other_seat, chooser.randrange(2**31))
                assert twin.observation(other_seat) == state.observation(other_seat)
        assert env.game_state.is_over and not env.agents  # every agent was stepped out
        with pytest.raises(RuntimeError, match="reset"):
            env.step(None)


@pytest.mark.parametrize("name, players, variant", CONFIGS, ids=IDS)
def test_a_finished_game_pays_the_winners(name, players, variant):
    env = make_env(name, players, variant)
    for seed in (3, 4, 5):
        env.reset(seed=seed)
        chooser, paid = random.Random(seed), {}
        for agent in env.agent_iter(LONG_GAMES.get(name, {}).get("max_steps", 5000)):
            observation, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                paid[agent] = reward
                assert info["result"] == env.game_state.result()
                assert not observation["action_mask"].any()
                env.step(None)
            else:
                assert reward == 0
                env.step(int(chooser.choice(np.flatnonzero(observation["action_mask"]))))
        winners = env.game_state.result()["winners"]
        expected = outcome_rewards(winners, players)
        assert paid == dict(zip(env.possible_agents, expected, strict=True))
        if players == 2 and len(winners) == 1:
            assert paid[f"player_{winners[0]}"] == 1 and sum(paid.values()) == 0


@pytest.mark.parametrize("name, players, variant", CONFIGS, ids=IDS)
def test_an_illegal_index_is_refused_clearly_and_changes_nothing(name, players, variant):
    env = make_env(name, players, variant, render_mode="ansi")
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    env.reset(seed=9)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = (env.game_state.to_json(), env.agent_selection, dict(env._cumulative_rewards))
    with pytest.raises(bw.IllegalAction) as refused:
        env.step(illegal)
    action = env.actions[illegal]
    assert refused.value.action == action
    assert str(action) in str(refused.value) and str(illegal) in str(refused.value)
    assert env.game_state.explain(action).reason in str(refused.value)
    for wrong, error in ((len(env.actions), ValueError), (-1, ValueError), (None, ValueError),
                         ("3", TypeError), (1.5, TypeError), (True, TypeError)):
        with pytest.raises(error, match="action"):
            env.step(wrong)
    assert (env.game_state.to_json(), env.agent_selection, dict(env._cumulative_rewards)) == before
    text = env.render()
    assert isinstance(text, str) and env.game_state.view()["status"] in text
    assert env.game.title in text


def test_rendering_modes_and_bad_configurations():
    env = pettingzoo_env("nanga_parbat")
    env.reset(seed=1)
    with pytest.warns(UserWarning, match="render_mode"):
        assert env.render() is None
    assert env.metadata == {"render_modes": ["ansi"], "name": "nanga_parbat_v0", "is_parallelizable": False}
    with pytest.raises(ValueError, match="render_mode"):
        pettingzoo_env("nanga_parbat", render_mode="human")
    with pytest.raises(bw.GameConfigError, match="no game called"):
        pettingzoo_env("nanga_parabt")
    with pytest.raises(bw.GameConfigError, match="variant"):
        pettingzoo_env("nanga_parbat", variant="quick")
    with pytest.raises(bw.GameConfigError, match="players"):
        pettingzoo_env("nanga_parbat", players=3)
    game = bw.load_game("nanga_parbat", variant="area")
    assert pettingzoo_env(game).game is game
    with pytest.raises(TypeError):
        pettingzoo_env(game, variant="area")


def test_reset_without_a_seed_follows_the_last_seed():
    games = []
    for _ in range(2):
        env = pettingzoo_env("nanga_parbat")
        env.reset(seed=5)
        env.reset()
        first = env.game_state
        env.reset()
        games.append((first, env.game_state))
    assert games[0] == games[1] and games[0][0] != games[0][1]
    env.reset(seed="a word")  # the games' seeds may also be words
    assert env.game_state == bw.load_game("nanga_parbat").new_game("a word")


def test_a_missing_pettingzoo_is_explained(monkeypatch):
    import boardwidgets.envs as envs

    monkeypatch.setitem(sys.modules, "pettingzoo", None)
    monkeypatch.delitem(sys.modules, "boardwidgets.envs.aec", raising=False)
    monkeypatch.delattr(envs, "aec", raising=False)
    with pytest.raises(ModuleNotFoundError, match=re.escape("pip install pettingzoo")):
        pettingzoo_env("nanga_parbat")


def test_importing_boardwidgets_imports_no_learning_library():
    code = ("import sys, boardwidgets as bw; bw.envs.render_text; "
            "print(sorted(m for m in ('pettingzoo', 'gymnasium', 'numpy') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


# -- Nanga Parbat's observation --------------------------------------------------------------

def nanga_parbat_states(seeds=(11, 12, 13), variants=("standard", "area")):
    for variant in variants:
        game = bw.load_game("nanga_parbat", variant=variant)
        for seed in seeds:
            state, chooser = game.new_game(seed), random.Random(seed)
            yield state
            while not state.is_over:
                state = state.apply(chooser.choice(state.legal_actions()))
                yield state


def swap_sides(name: str) -> str:
    return re.sub(r"(?<![a-z])(my|their)_", lambda m: "their_" if m[1] == "my" else "my_", name)


def view_facts(view: dict, player: int) -> dict[str, float]:
    """The observation slots read back from ``view`` alone (board, guide, boards, supplies,
    scores, chart, whose turn, turn number)."""
    from boardwidgets.games.nanga_parbat.board import SECTIONS
    from boardwidgets.games.nanga_parbat.components import ANIMALS, CHART_NEEDS, CHART_ROWS

    colour = {p["color"]: ("my" if p["index"] == player else "their") for p in view["players"]}
    facts = {f"{sid}:{slot}": 0.0 for sid in SECTIONS
             for slot in (*ANIMALS, "my_hiker", "their_hiker", "my_camp", "their_camp")}
    facts |= {f"guide_region_{r}": 0.0 for r in range(1, 7)}
    facts |= {f"chart_{row}_{c}_{owner}": float(owner == "free") for row in CHART_ROWS
              for c in range(1, len(CHART_NEEDS) + 1) for owner in ("free", "my_cube", "their_cube")}
    for piece in view["pieces"]:
        if piece["at"] in SECTIONS:
            kind = piece["kind"]
            facts[f"{piece['at']}:{kind if kind in ANIMALS else colour[piece['color']] + '_' + kind}"] = 1.0
        elif piece["kind"] == "guide":
            facts[f"guide_region_{piece['at'].removeprefix('flag-')}"] = 1.0
        elif piece["kind"] == "cube":
            spot = piece["at"].removeprefix("chart-").replace("-", "_")
            facts[f"chart_{spot}_free"] = 0.0
            facts[f"chart_{spot}_{colour[piece['color']]}_cube"] = 1.0
    for space in view["spaces"]:
        if space["id"] in SECTIONS:
            facts[f"{space['id']}:picked"] = float(space.get("selected", False))
    for p in view["players"]:
        who = colour[p["color"]]
        facts[f"{who}_score"] = p["score"] / 100
        if p["index"] == player:
            facts["my_turn"] = float(p["to_move"])
    for panel in view["panels"]:
        who = colour[panel["color"]]
        counts = {item["id"]: item.get("count", 0) for item in panel["items"]}
        for kind in ANIMALS:
            for stock in ("ready", "used"):
                facts[f"{who}_{stock}_{kind}"] = counts.get(f"{panel['id'].replace('player', 'board')}-"
                                                            f"{kind}-{stock}", 0) / 6
        supply = next(item["label"] for item in panel["items"] if item["id"].endswith("-supply"))
        hikers, camps, cubes = map(int, re.findall(r"\d+", supply))
        facts |= {f"{who}_hikers": hikers / 15, f"{who}_camps": camps / 12, f"{who}_cubes": cubes / 5}
    turn = re.match(r"Turn (\d+),", view["status"])
    if turn:
        facts["turn"] = int(turn[1]) / 30
    return facts


def test_nanga_parbat_observation_names_and_layout():
    from boardwidgets.games.nanga_parbat import observation as module

    names = module.observation_names()
    assert len(names) == len(set(names)) == 508
    assert all(re.fullmatch(r"[a-z0-9_.:]+", name) for name in names)
    state = bw.load_game("nanga_parbat").new_game(seed=1)
    assert len(state.observation(0)) == len(state.observation(1)) == len(names)
    # the module's table lists the slots in order: each row's pattern and count fit the names
    rows = re.findall(r"^``([^`]+)``\s+(\d+)", module.__doc__, re.M)
    assert sum(int(count) for _, count in rows) == len(names)
    position = 0
    for pattern, count in rows:
        regex = re.sub(r"<[a-z]+>", "[a-z0-9_.]+", pattern)
        for name in names[position:position + int(count)]:
            assert re.fullmatch(regex, name), (pattern, name)
        position += int(count)
    with pytest.raises(ValueError, match="seat"):
        state.observation(2)


def test_nanga_parbat_observation_shows_what_the_view_shows():
    from boardwidgets.games.nanga_parbat.observation import observation_names

    names = observation_names()
    for number, state in enumerate(nanga_parbat_states()):
        for player in (0, 1):
            obs = dict(zip(names, state.observation(player), strict=True))
            assert all(0.0 <= value <= 1.0 for value in obs.values())
            facts = view_facts(state.view(player), player)
            wrong = {name: (obs[name], value) for name, value in facts.items()
                     if abs(obs[name] - value) > 1e-9}
            assert not wrong, f"state {number}, player {player}: {wrong}"
            # one-hot groups: exactly one phase, one occupant per section
            assert sum(obs[f"phase_{p}"] for p in ("guide", "trap", "act", "pick", "over")) == 1
        # the same facts seen from the other seat: "my" and "their" trade places
        mine, theirs = state.observation(0), dict(zip(names, state.observation(1), strict=True))
        for name, value in zip(names, mine, strict=True):
            if name in ("my_turn", "i_went_first"):
                continue
            assert theirs[swap_sides(name)] == value, name
        assert mine[-1] + theirs["i_went_first"] == 1


def test_nanga_parbat_observation_ignores_what_no_view_shows():
    state = next(s for s in nanga_parbat_states(seeds=(21,), variants=("standard",))
                 if s.phase == "pick")
    # the generator's state and the seed field are not shown (the seed is in the log,
    # which the observation does not read); the log itself is not read either
    other = state._evolve(rng=state.rng ^ 12345, seed="another seed")
    other._log = state._log.add("A line no observation reads.")
    for player in (0, 1):
        assert other.observation(player) == state.observation(player)
    # whereas every visible change shows
    moved = state._evolve(scores=(state.scores[0] + 1, state.scores[1]))
    assert moved.observation(0) != state.observation(0) and moved.observation(1) != state.observation(1)


def test_the_learning_page_lists_nanga_parbats_slots_as_the_code_does():
    import pathlib

    from boardwidgets.games.nanga_parbat import observation as module

    page = (pathlib.Path(__file__).resolve().parents[1] / "docs" / "learning.md").read_text(encoding="utf-8")
    documented = re.findall(r"^\| `([^`]+)` \| (\d+) \|", page, re.M)
    assert documented == re.findall(r"^``([^`]+)``\s+(\d+)", module.__doc__, re.M)
    assert f"{len(module.observation_names())} numbers" in page
    assert f"Nanga Parbat has {len(list(bw.load_game('nanga_parbat').all_actions()))})" in page
