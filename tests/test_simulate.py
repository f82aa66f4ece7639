"""bw.simulate: rows that depend on the seed alone, on one process, a pool of processes or Dask."""
import dataclasses
import json
import multiprocessing
import subprocess
import sys
import warnings

import pytest

import boardwidgets as bw
from boardwidgets import GameConfigError
from boardwidgets.simulate import Row, SimulationError, SimulationResult

simulate_module = sys.modules["boardwidgets.simulate"]
NP = "nanga_parbat"
RR = ["random", "random"]
FIELDS = ["index", "seed", "agent_seeds", "winners", "scores", "length", "first_player", "variant",
          "players", "reason", "moves"]


def run(games=6, seed=1, agents=RR, game=NP, **kwargs):
    kwargs.setdefault("workers", 1)
    return bw.simulate(game, agents, games=games, seed=seed, **kwargs)


# -- rows --------------------------------------------------------------------------------------
def test_rows_have_their_fields_and_are_json_safe():
    result = run(games=5)
    assert isinstance(result, SimulationResult) and len(result) == 5
    assert [row.index for row in result] == list(range(5))
    for row in result:
        assert [f.name for f in dataclasses.fields(row)] == FIELDS
        assert row.players == 2 and row.variant == "standard" and len(row.agent_seeds) == 2
        assert row.first_player in (0, 1) and set(row.scores) == {0, 1}
        assert row.winners and set(row.winners) <= {0, 1} and row.length > 20 and row.reason
        assert all(isinstance(s, int) and 0 <= s < 2**53 for s in [row.seed, *row.agent_seeds])
    json.dumps(result.to_json(), allow_nan=False)
    assert "5 games" in repr(result) and "nanga_parbat" in repr(result)
    assert result[1:3] == [result[1], result[2]] and result[-1].index == 4


def test_the_first_player_is_the_one_drawn_at_setup():
    game = bw.load_game(NP)
    for row in run(games=4):
        assert row.first_player == game.new_game(row.seed).first


def test_the_same_seed_gives_the_same_rows_and_another_seed_others():
    assert run(seed=7) == run(seed=7)
    assert list(run(seed=7)) != list(run(seed=8))
    assert run(seed="lesson") == run(seed="lesson")
    # game i depends on (seed, i) only: a longer run starts with the shorter one's games
    assert list(run(games=3, seed=7)) == list(run(games=6, seed=7))[:3]


def test_no_seed_picks_one_and_keeps_it():
    result = bw.simulate(NP, RR, games=2, workers=1)
    assert isinstance(result.seed, int)
    assert run(games=2, seed=result.seed) == result


def test_a_row_replays_exactly():
    template = bw.agents.Random(seed=12345)  # only a template: each game gets with_seed(...)
    result = run(games=3, seed=3, agents={0: template, 1: "random"})
    for row in result:
        agents = {0: template.with_seed(row.agent_seeds[0]),
                  1: bw.agents.by_name("random", seed=row.agent_seeds[1])}
        match = bw.Match(NP, seed=row.seed, agents=agents)
        match.play_agents()
        outcome = match.state.result()
        assert (outcome["winners"], outcome["scores"], outcome["reason"]) == (row.winners, row.scores,
                                                                               row.reason)
        assert len(match.history) == row.length
        replayed = result.replay(row.index)
        assert replayed.state.result() == outcome and len(replayed.history) == row.length


def test_kept_moves_replay_the_game_without_thinking_it_over():
    agents = [bw.agents.Heuristic(), bw.agents.Random()]  # objects: a saved result cannot remake them
    kept = run(games=3, seed=5, agents=agents, keep_moves=True)
    plain = run(games=3, seed=5, agents=agents)
    assert kept == plain and all(row.moves is None for row in plain)
    for row in kept:
        assert len(row.moves) == row.length
        thought = plain.replay(row.index)  # the agents play the game again
        for replayed in (kept.replay(row.index),
                         SimulationResult.from_json(json.dumps(kept.to_json())).replay(row.index)):
            assert [a.to_json() for a in replayed.history] == row.moves == [a.to_json() for a in
                                                                            thought.history]
            assert replayed.state == thought.state and replayed.state.result()["winners"] == row.winners
    assert list(run(games=3, seed=5, agents=agents, keep_moves=True, workers=2)) == list(kept)
    assert [r.moves for r in run(games=3, seed=5, agents=agents, keep_moves=True, workers=2)] == \
        [r.moves for r in kept]
    assert "moves" not in plain.to_json()["rows"][0] and "moves" in kept.to_json()["rows"][0]
    with pytest.raises(GameConfigError, match="keep_moves must be True or False"):
        run(games=1, keep_moves="yes")
    broken = kept.to_json()
    broken["rows"][0]["moves"] = "e2e4"
    with pytest.raises(bw.SaveFormatError, match="moves must be a list"):
        SimulationResult.from_json(broken)
    broken["rows"][0]["moves"] = [{"kind": "fly"}]
    with pytest.raises(bw.SaveFormatError):
        SimulationResult.from_json(broken).replay(0)
    broken["rows"][0]["moves"] = kept[0].moves[:-1]  # legal, but not the whole game of the row
    with pytest.raises(bw.SaveFormatError, match="do not give the game of its row"):
        SimulationResult.from_json(broken).replay(0)


def test_a_game_object_with_a_variant():
    result = run(games=2, game=bw.load_game(NP, variant="area"))
    assert {row.variant for row in result} == {"area"}
    assert result.config == {"players": 2, "variant": "area"}


# -- summaries and other forms ----------------------------------------------------------------------
def _result_with(winners_per_game):
    rows = [Row(index=i, seed=i, agent_seeds=[0, 0], winners=winners, scores={0: 1, 1: 1}, length=1,
                first_player=0, variant="standard", players=2, reason="")
            for i, winners in enumerate(winners_per_game)]
    return SimulationResult(rows, game=NP, config={"players": 2, "variant": "standard"}, seed=0,
                            agents=RR)


def test_win_rates_add_up_to_one_and_split_shared_wins():
    rates = run(games=20, progress=False).win_rates()
    assert set(rates) == {0, 1} and sum(rates.values()) == pytest.approx(1.0)
    tied = _result_with([[0], [0, 1], [1], [0]])
    assert tied.win_rates() == {0: pytest.approx(2.5 / 4), 1: pytest.approx(1.5 / 4)}
    assert tied.first_player_win_rate() == pytest.approx(2.5 / 4)
    assert sum(tied.win_rates().values()) == pytest.approx(1.0)


def test_to_pandas_has_one_row_per_game():
    pd = pytest.importorskip("pandas")
    result = run(games=8)
    df = result.to_pandas()
    assert isinstance(df, pd.DataFrame) and len(df) == 8 and list(df.index) == list(range(8))
    assert {"seed", "first_player", "length", "winners", "score_0", "score_1", "win_0", "win_1",
            "agent_seed_0", "first_player_win"} <= set(df.columns)
    assert df.loc[3, "seed"] == result[3].seed and df.loc[3, "score_1"] == result[3].scores[1]
    assert df[["win_0", "win_1"]].mean().tolist() == pytest.approx(list(result.win_rates().values()))
    assert df["first_player_win"].mean() == pytest.approx(result.first_player_win_rate())


def test_to_pandas_without_pandas_says_how_to_install_it(monkeypatch):
    result = run(games=1)
    monkeypatch.setitem(sys.modules, "pandas", None)
    with pytest.raises(ImportError, match="pip install pandas"):
        result.to_pandas()


def test_json_round_trip():
    result = run(games=4, agents=[bw.agents.Random(), "random"])
    again = SimulationResult.from_json(json.dumps(result.to_json()))
    assert again == result and again[2].scores == result[2].scores
    assert SimulationResult.from_json(result.to_json()) == result
    with pytest.raises(GameConfigError, match="does not hold its agent"):
        again.replay(0)  # a Random object was given for seat 0: the caller must supply it
    named = SimulationResult.from_json(run(games=2).to_json())
    assert named.replay(1).state.result()["winners"] == named[1].winners
    for bad in ("not json", {"format": "other"}, {**result.to_json(), "version": 99},
                {**result.to_json(), "rows": [{"index": 0}]}):
        with pytest.raises(bw.SaveFormatError):
            SimulationResult.from_json(bad)


def test_outcomes_feed_the_outcomes_figure():
    result = run(games=3)
    assert result.outcomes()[0] == {"winners": result[0].winners, "scores": result[0].scores,
                                    "reason": result[0].reason}


# -- the local backend -----------------------------------------------------------------------------
def test_one_worker_and_two_processes_give_identical_rows():
    agents = [bw.agents.Random(seed=5), "random"]
    one = run(games=30, seed="pool", agents=agents, workers=1, progress=False)
    two = run(games=30, seed="pool", agents=agents, workers=2, progress=False)
    assert one == two


def test_mcts_with_seed_is_reproducible_across_processes():
    agents = [bw.agents.MCTS(iterations=4), "random"]
    assert run(games=3, seed=2, agents=agents, workers=2) == run(games=3, seed=2, agents=agents)


def test_spawned_processes_give_identical_rows(monkeypatch):
    """macOS and Windows start worker processes with "spawn": nothing may rely on fork."""
    monkeypatch.setattr(simulate_module, "_mp_context", lambda: multiprocessing.get_context("spawn"))
    assert run(games=6, seed=4, workers=2) == run(games=6, seed=4)


def test_processes_that_cannot_start_fall_back_to_this_process(monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr("concurrent.futures.ProcessPoolExecutor", refuse)
    with pytest.warns(UserWarning, match="could not run.*remaining games run in this process"):
        result = run(games=4, seed=9, workers=2)
    assert result == run(games=4, seed=9)


def test_in_a_browser_one_process_with_a_warning(monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    with pytest.warns(UserWarning, match="Pyodide"):
        result = run(games=3, workers=2)
    assert result == run(games=3)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        run(games=3, workers=None)  # the default quietly uses the one process there is


class Unpicklable(bw.agents.Random):
    def __init__(self, seed=None):
        super().__init__(seed)
        self.hook = lambda: None

    def with_seed(self, seed):
        return Unpicklable(seed)


def test_an_agent_that_cannot_be_pickled_is_refused_for_processes_only():
    with pytest.raises(GameConfigError, match="cannot be pickled"):
        run(games=2, agents=[Unpicklable(), "random"], workers=2)
    assert len(run(games=2, agents=[Unpicklable(), "random"], workers=1)) == 2


# -- errors ----------------------------------------------------------------------------------------
class NoChoose:
    def with_seed(self, seed):
        return self


class NoWithSeed:
    def choose(self, state):
        return state.legal_actions()[0]


@pytest.mark.parametrize("kwargs, message", [
    ({"game": "nanga"}, "no game called 'nanga'"),
    ({"game": 42}, "game must be a game name"),
    ({"agents": ["random"]}, "2 seats, so give 2 agents"),
    ({"agents": ["random"] * 3}, "2 seats, so give 2 agents"),
    ({"agents": "random"}, "one agent per seat"),
    ({"agents": {0: "random"}}, r"seat\(s\) \[1\] have none"),
    ({"agents": {0: "random", 1: "random", 2: "random"}}, "Agent seat 2 is not a player"),
    ({"agents": ["random", "grandmaster"]}, "seat 1: Unknown opponent 'grandmaster'"),
    ({"agents": ["random", NoChoose()]}, r"seat 1 .* has no choose\(state\)"),
    ({"agents": [NoWithSeed(), "random"]}, r"seat 0 .* has no with_seed\(seed\)"),
    ({"agents": [bw.agents.Random, "random"]}, "is the class Random"),
    ({"games": 0}, "games must be a whole number of at least 1"),
    ({"games": -3}, "games must be a whole number of at least 1"),
    ({"games": 2.5}, "games must be a whole number of at least 1"),
    ({"games": True}, "games must be a whole number of at least 1"),
    ({"workers": 0}, "workers must be a whole number of at least 1"),
    ({"workers": "2"}, "workers must be a whole number of at least 1"),
    ({"backend": "spark"}, "Unknown backend 'spark'"),
    ({"backend": "dask"}, "pass client=Client"),
    ({"backend": "dask", "client": ""}, "address is empty"),
    ({"backend": "dask", "client": 3}, "client must be a dask.distributed.Client"),
    ({"client": "tcp://scheduler:8786"}, "only used with backend='dask'"),
    ({"seed": 1.5}, "seed must be a whole number or a string"),
    ({"progress": "yes"}, "progress must be True, False or None"),
    ({"max_actions": 0}, "max_actions must be a whole number"),
])
def test_bad_input_gets_a_clear_error(kwargs, message):
    with pytest.raises(GameConfigError, match=message):
        run(**kwargs)


def test_a_game_that_does_not_end_names_its_index_and_seed():
    with pytest.raises(SimulationError, match=r"Game 0 \(seed \d+\) of Nanga Parbat did not end within 10"):
        run(games=2, max_actions=10)


class Cheater(bw.agents.Random):
    def choose(self, state):
        return {"kind": "pass"}

    def with_seed(self, seed):
        return Cheater(seed)


def test_an_agent_error_says_which_game():
    with pytest.raises(bw.BoardwidgetsError) as info:
        run(games=1, agents=[Cheater(), Cheater()])
    if sys.version_info >= (3, 11):  # exception notes are new in Python 3.11
        assert any("in game 0, seed" in note for note in info.value.__notes__)


# -- progress ------------------------------------------------------------------------------------------
def test_progress_is_shown_from_twenty_games_or_when_asked(capsys):
    run(games=3)
    assert capsys.readouterr().err == ""
    run(games=3, progress=True)
    assert "3/3" in capsys.readouterr().err
    run(games=20)
    assert "20/20" in capsys.readouterr().err
    run(games=20, progress=False)
    assert capsys.readouterr().err == ""


def test_importing_boardwidgets_imports_neither_dask_nor_pandas():
    code = ("import sys, boardwidgets as bw; assert callable(bw.simulate); "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'dask', 'distributed', 'pandas'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# -- the Dask backend, on a real local cluster -----------------------------------------------------------
@pytest.mark.parametrize("client", [None, "tcp://127.0.0.1:1"])
def test_dask_missing_says_first_that_dask_is_missing_and_how_to_install_it(monkeypatch, client):
    monkeypatch.setitem(sys.modules, "distributed", None)  # as where Dask is not installed
    with pytest.raises(bw.GameConfigError, match=r"needs Dask, which is not installed here: pip install "
                                                 r"\"dask\[distributed\]\""):
        run(games=2, backend="dask", client=client)


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    try:
        yield cluster
    finally:
        cluster.close()


@pytest.mark.timeout(180)
def test_dask_gives_the_rows_of_the_local_backend(cluster):
    from distributed import Client

    agents = [bw.agents.Random(seed=1), "random"]
    local = run(games=40, seed="cluster", agents=agents, progress=False)
    with Client(cluster) as client:
        on_dask = run(games=40, seed="cluster", agents=agents, backend="dask", client=client,
                      workers=None, progress=False)
        assert on_dask == local
        assert client.status == "running"  # a client we were given stays open
        few_tasks = run(games=40, seed="cluster", agents=agents, backend="dask", client=client,
                        workers=1, progress=False)
        assert few_tasks == local


@pytest.mark.timeout(180)
def test_dask_with_a_scheduler_address(cluster, monkeypatch):
    import distributed

    connected = []

    class Client(distributed.Client):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            connected.append(self)

    monkeypatch.setattr(distributed, "Client", Client)
    local = run(games=12, seed=5, progress=False)
    assert run(games=12, seed=5, backend="dask", client=cluster.scheduler_address,
               workers=None) == local
    assert [client.status for client in connected] == ["closed"]  # connected, then closed again


@pytest.mark.timeout(180)
def test_dask_passes_a_game_error_back(cluster):
    with pytest.raises(SimulationError, match="did not end within 10"):
        run(games=3, backend="dask", client=cluster.scheduler_address, max_actions=10)
