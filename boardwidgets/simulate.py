"""``bw.simulate``: many games between computer players, on a laptop or a cluster.

A teacher asks "how often does the first player win?"; a designer wants a
thousand games tonight and a million on a cluster. Both want the same thing:
play ``games`` complete games between given agents and collect one row per
game.

Every game is decided by two numbers only, the simulation's ``seed`` and the
game's index: the game's own seed and each seat's agent seed are derived from
them with a stable hash (``core.rng.seed_to_state``), and every seat gets a
fresh agent made for that game (``agent.with_seed(...)`` or
``by_name(name, seed=...)``). Nothing is shared between games, so it does not
matter which process or which machine plays a game, nor in what order: the rows
are the same with one process, with a pool of processes, or on a Dask cluster,
and any single game can be replayed from its row. Seeds are whole numbers below
2**53, so they stay exact in JSON read by any language and in pandas columns.

``bw.simulate`` is the function; the package imports it eagerly, so that the
module (which shares its name) never takes its place there. The other names live
here: ``from boardwidgets.simulate import SimulationResult, Row, SimulationError``.

>>> import boardwidgets as bw
>>> result = bw.simulate("nanga_parbat", ["random", "random"], games=3, seed=1, workers=1)
>>> len(result), sorted(result.win_rates())
(3, [0, 1])
>>> round(sum(result.win_rates().values()), 9)
1.0
>>> result[0] == bw.simulate("nanga_parbat", ["random", "random"], games=1, seed=1, workers=1)[0]
True
"""
from __future__ import annotations

import gc
import json
import math
import os
import pickle
import secrets
import warnings
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .core.errors import BoardwidgetsError, GameConfigError, SaveFormatError
from .core.game import Game
from .core.registry import load_game
from .core.rng import seed_to_state
from .lite import in_browser

__all__ = ["Row", "SimulationError", "SimulationResult", "agent_seed", "game_seed", "simulate"]

#: the longest game (in actions) a simulation accepts before calling it stuck
MAX_ACTIONS = 100_000
#: from this many games on, a progress bar is shown unless ``progress=False``
PROGRESS_FROM = 20
#: the most games one task (a chunk sent to a process or a Dask worker) plays
MAX_CHUNK = 1000
#: chunks per worker: enough to keep every worker busy to the end, few enough to stay cheap
CHUNKS_PER_WORKER = 10
FORMAT = "boardwidgets.simulation"
VERSION = 1
CLUSTER_HINT = ('pip install "dask[distributed]" (or, in the project\'s folder, pip install ".[cluster]")')


class SimulationError(BoardwidgetsError):
    """A simulated game that went wrong (it did not end within the limit of actions)."""


# -- seeds ---------------------------------------------------------------------------------
def _derive(text: str) -> int:
    """A stable whole number below 2**53 from ``text`` (the same in every process and on every
    machine). 53 bits keep seeds exact in JSON read by any language and in pandas int64 columns."""
    return seed_to_state(text) >> 11


def game_seed(seed: int | str, index: int) -> int:
    """The seed of game ``index`` of a simulation started with ``seed``."""
    return _derive(f"{seed}:{index}")


def agent_seed(seed: int | str, index: int, seat: int) -> int:
    """The seed of the agent playing ``seat`` in game ``index`` of a simulation started with ``seed``."""
    return _derive(f"{seed}:{index}:seat{seat}")


# -- rows and results ----------------------------------------------------------------------
@dataclass(frozen=True)
class Row:
    """One finished game of a simulation.

    ``seed`` and ``agent_seeds`` (one per seat) are all it takes to play the game
    again: ``bw.Match(game, seed=row.seed, agents={s: agent.with_seed(row.agent_seeds[s])})``.
    ``first_player`` is the seat that took the first turn (``state.first_player`` after
    setup: in Nanga Parbat the other player places the guide before that first turn).
    ``moves`` holds the game's actions (their JSON) when ``simulate`` was asked to keep
    them (``keep_moves=True``), else None: with them, ``result.replay`` replays the moves
    instead of thinking the game over again. They follow from the seeds, so rows are equal
    whether or not they kept them.
    """

    index: int
    seed: int
    agent_seeds: list[int]
    winners: list[int]
    scores: dict[int, Any]
    length: int
    first_player: int | None
    variant: str
    players: int
    reason: str
    moves: list | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict:
        """The row as JSON-safe values (score seats become strings, as JSON keys must); the
        moves only where they were kept."""
        data = asdict(self)
        data["scores"] = {str(seat): score for seat, score in self.scores.items()}
        if self.moves is None:
            del data["moves"]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Row:
        """The Row that ``to_json`` wrote."""
        fields = set(cls.__dataclass_fields__)
        if not isinstance(data, dict) or set(data) not in (fields, fields - {"moves"}):
            raise SaveFormatError(f"A simulation row must have exactly the fields "
                                  f"{sorted(fields - {'moves'})}, and 'moves' if it kept them.")
        if data.get("moves") is not None and not isinstance(data["moves"], list):
            raise SaveFormatError("A simulation row's moves must be a list of actions.")
        try:
            scores = {int(seat): score for seat, score in data["scores"].items()}
            return cls(**{**data, "scores": scores, "agent_seeds": list(data["agent_seeds"]),
                          "winners": list(data["winners"])})
        except (AttributeError, TypeError, ValueError) as exc:
            raise SaveFormatError(f"A simulation row is malformed: {exc}") from None

    def win_share(self, seat: int) -> float:
        """The part of this game ``seat`` won: 1, a share of a tie, or 0."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0


class SimulationResult(Sequence):
    """The rows of a simulation, in game order, with what produced them.

    A sequence of :class:`Row` (``len``, indexing, iteration) plus ``game`` (its
    name), ``config`` (players, variant, options), ``seed`` and ``agents`` (a short
    description of each seat's agent). Equal simulations give equal results,
    whatever the backend and the number of workers.
    """

    def __init__(self, rows: Iterable[Row], *, game: str, config: dict, seed: int | str,
                 agents: Sequence[str], agent_specs: Sequence | None = None,
                 game_class: type | None = None):
        self.rows = tuple(sorted(rows, key=lambda row: row.index))
        self.game = game
        self.config = dict(config)
        self.seed = seed
        self.agents = tuple(agents)
        self._agent_specs = tuple(agent_specs) if agent_specs is not None else None
        self._game_class = game_class  # replays games that are not in the registry too

    # -- the sequence ----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, item):
        if isinstance(item, slice):
            return list(self.rows[item])
        return self.rows[item]

    def __iter__(self) -> Iterator[Row]:
        return iter(self.rows)

    def __eq__(self, other) -> bool:
        if not isinstance(other, SimulationResult):
            return NotImplemented
        return ((self.game, self.config, self.seed, self.agents, self.rows)
                == (other.game, other.config, other.seed, other.agents, other.rows))

    __hash__ = None

    @property
    def players(self) -> int:
        """The number of seats."""
        return int(self.config["players"])

    # -- summaries -----------------------------------------------------------------------------
    def win_rates(self) -> dict[int, float]:
        """Seat -> the share of the games it won; a tie splits its game among the winners,
        so the rates add up to 1 (less only if some games had no winner at all)."""
        rates = dict.fromkeys(range(self.players), 0.0)
        for row in self.rows:
            for seat in row.winners:
                rates[seat] += 1.0 / len(row.winners)
        return {seat: total / len(self.rows) if self.rows else 0.0 for seat, total in rates.items()}

    def first_player_win_rate(self) -> float:
        """The share of the games won by whoever took the first turn (ties split)."""
        if not self.rows:
            return 0.0
        return sum(row.win_share(row.first_player) for row in self.rows) / len(self.rows)

    def outcomes(self) -> list[dict]:
        """Each game's ``{"winners", "scores", "reason"}``, as ``state.result()`` gave it,
        ready for ``bw.plots.outcomes_figure``."""
        return [{"winners": list(row.winners), "scores": dict(row.scores), "reason": row.reason}
                for row in self.rows]

    def replay(self, index: int):
        """The finished ``bw.Match`` of game ``index`` (to look at an odd game move by move):
        its kept moves played again (``simulate(..., keep_moves=True)``), or else the game
        played again from its seeds, which needs the agents: available on the result
        ``simulate`` returned, and after ``from_json`` when every seat was given by name."""
        from .core.match import Match

        row = next((r for r in self.rows if r.index == index), None)
        if row is None:
            raise GameConfigError(f"This simulation has no game {index!r}.")
        specs = self._agent_specs
        game = (self._game_class(**self.config) if self._game_class is not None
                else load_game(self.game, **self.config))
        agents = (None if specs is None else
                  {seat: _make_agent(spec, row.agent_seeds[seat]) for seat, spec in enumerate(specs)})
        if row.moves is not None:
            match = Match.replay(game, row.seed, row.moves, agents=agents)
            if len(match.history) != row.length or match.state.result()["winners"] != row.winners:
                raise SaveFormatError(f"The moves kept for game {index} do not give the game of its row "
                                      f"({row.length} actions, won by {row.winners}).")
            return match
        if agents is None:
            raise GameConfigError("This result does not hold its agent objects (it was loaded from "
                                  "JSON) nor its moves; replay it with bw.Match(game, seed=row.seed, "
                                  "agents=...).")
        match = Match(game, seed=row.seed, agents=agents)
        match.play_agents(limit=max(row.length, 1))
        return match

    # -- other forms ---------------------------------------------------------------------------
    def to_pandas(self):
        """A pandas DataFrame with one row per game, indexed by the game's index.

        Columns: ``seed``, ``first_player``, ``length``, ``winners``, ``reason``,
        ``variant``, ``players``, then per seat ``score_<seat>``, ``win_<seat>`` (the
        part of the game that seat won: 1, a share of a tie, or 0) and
        ``agent_seed_<seat>``, and ``first_player_win``. So ``df.filter(like="win_").mean()``
        gives the win rates.
        """
        try:
            import pandas as pd
        except ImportError:
            raise ImportError("SimulationResult.to_pandas() needs pandas: pip install pandas") from None
        seats = range(self.players)
        records = []
        for row in self.rows:
            record = {"index": row.index, "seed": row.seed, "first_player": row.first_player,
                      "length": row.length, "winners": list(row.winners), "reason": row.reason,
                      "variant": row.variant, "players": row.players}
            record.update({f"score_{seat}": row.scores.get(seat) for seat in seats})
            record.update({f"win_{seat}": row.win_share(seat) for seat in seats})
            record.update({f"agent_seed_{seat}": row.agent_seeds[seat] for seat in seats})
            record["first_player_win"] = row.win_share(row.first_player)
            records.append(record)
        columns = (["index", "seed", "first_player", "length", "winners", "reason", "variant", "players"]
                   + [f"{name}_{seat}" for name in ("score", "win", "agent_seed") for seat in seats]
                   + ["first_player_win"])
        return pd.DataFrame.from_records(records, columns=columns).set_index("index")

    def to_json(self) -> dict:
        """The whole result as a JSON-safe dict (``json.dumps`` it to save a file)."""
        return {"format": FORMAT, "version": VERSION, "game": self.game, "config": self.config,
                "seed": self.seed, "agents": list(self.agents),
                "rows": [row.to_json() for row in self.rows]}

    @classmethod
    def from_json(cls, data: Any) -> SimulationResult:
        """The result ``to_json`` wrote (the dict, or its text)."""
        if isinstance(data, (str, bytes)):
            try:
                data = json.loads(data)
            except ValueError as exc:
                raise SaveFormatError(f"A saved simulation must be JSON: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveFormatError(f"This is not a saved simulation (no format {FORMAT!r}).")
        if data.get("version") != VERSION:
            raise SaveFormatError(f"This saved simulation has version {data.get('version')!r}; "
                                  f"this boardwidgets reads version {VERSION}.")
        expected = {"format", "version", "game", "config", "seed", "agents", "rows"}
        if set(data) != expected:
            raise SaveFormatError(f"A saved simulation must have exactly the fields {sorted(expected)}.")
        if not isinstance(data["config"], dict) or not isinstance(data["rows"], list) \
                or not isinstance(data["agents"], list) or not isinstance(data["game"], str):
            raise SaveFormatError("A saved simulation needs a game name, a config object, "
                                  "and lists of agents and rows.")
        agents = [str(agent) for agent in data["agents"]]
        specs = None
        try:
            from .agents import by_name

            for name in agents:
                by_name(name, seed=0)
            specs = [("name", name) for name in agents]
        except (GameConfigError, TypeError, ValueError):
            specs = None  # agent objects, not names: replay needs them from the caller
        return cls((Row.from_json(row) for row in data["rows"]), game=data["game"],
                   config=data["config"], seed=data["seed"], agents=agents, agent_specs=specs)

    def __repr__(self) -> str:
        rates = ", ".join(f"{seat}: {rate:.3f}" for seat, rate in self.win_rates().items())
        return (f"<SimulationResult {self.game} ({self.config.get('variant')}): {len(self)} games, "
                f"seed {self.seed!r}, agents {list(self.agents)}; win rates {{{rates}}}>")


# -- playing games (this part runs in worker processes and on Dask workers) --------------
@dataclass(frozen=True)
class _Job:
    """Everything a worker needs, small and picklable. The game travels as its class (pickled
    by reference, so importing it registers the game in the worker) and its config."""

    game_class: type
    config: dict
    seed: int | str
    agents: tuple  # one ("name", str) or ("agent", object) per seat
    max_actions: int
    keep_moves: bool = False


def _make_agent(spec: tuple, seed: int):
    kind, value = spec
    if kind == "name":
        from .agents import by_name

        return by_name(value, seed=seed)
    return value.with_seed(seed)


def _play(game: Game, job: _Job, index: int) -> Row:
    seed = game_seed(job.seed, index)
    seeds = [agent_seed(job.seed, index, seat) for seat in range(game.players)]
    agents = [_make_agent(spec, s) for spec, s in zip(job.agents, seeds, strict=True)]
    state = game.new_game(seed)
    first = state.first_player
    length = 0
    moves = [] if job.keep_moves else None
    try:
        while not state.is_over:
            if length >= job.max_actions:
                raise SimulationError(f"Game {index} (seed {seed}) of {game.title} did not end within "
                                      f"{job.max_actions} actions.")
            action = agents[state.to_move].choose(state)
            state = state.apply(action)
            state.previous = None  # keep one state alive, not the whole game
            length += 1
            if moves is not None:
                moves.append(action.to_json())
    except Exception as exc:
        if not isinstance(exc, SimulationError) and hasattr(exc, "add_note"):
            exc.add_note(f"(in game {index}, seed {seed}, agent seeds {seeds}, of bw.simulate)")
        raise
    result = state.result()
    return Row(index=index, seed=seed, agent_seeds=seeds, winners=list(result["winners"]),
               scores=dict(result["scores"]), length=length, first_player=first,
               variant=game.variant, players=game.players, reason=str(result.get("reason", "")),
               moves=moves)


def _run_chunk(indices: Sequence[int], job: _Job) -> list[Row]:
    """Play the games ``indices`` (module-level, so that spawned processes and Dask find it)."""
    game = job.game_class(**job.config)
    return [_play(game, job, index) for index in indices]


# -- checking the request --------------------------------------------------------------------
def _checked_game(game) -> Game:
    if isinstance(game, str):
        return load_game(game)
    if isinstance(game, Game):
        return game
    raise GameConfigError(f"game must be a game name such as 'nanga_parbat' or a game from "
                          f"bw.load_game(...), not {type(game).__name__}.")


def _checked_agents(agents, game: Game) -> tuple[list[tuple], list[str]]:
    players = game.players
    example = f"e.g. {['random'] * players}"
    if isinstance(agents, (list, tuple)):
        if len(agents) != players:
            raise GameConfigError(f"{game.title} has {players} seats, so give {players} agents "
                                  f"({example}), not {len(agents)}.")
        entries = list(agents)
    elif isinstance(agents, Mapping):
        bad = [seat for seat in agents
               if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players]
        if bad:
            raise GameConfigError(f"Agent seat {bad[0]!r} is not a player of this {players}-player "
                                  f"game (seats are 0 to {players - 1}).")
        missing = [seat for seat in range(players) if seat not in agents]
        if missing:
            raise GameConfigError(f"Every seat needs an agent; seat(s) {missing} have none.")
        entries = [agents[seat] for seat in range(players)]
    else:
        raise GameConfigError(f"agents must be a list with one agent per seat ({example}) or a "
                              f"dict seat -> agent, not {type(agents).__name__}.")
    specs, labels = [], []
    for seat, agent in enumerate(entries):
        if isinstance(agent, str):
            from .agents import by_name

            try:
                by_name(agent, seed=0)
            except GameConfigError as exc:
                raise GameConfigError(f"The agent for seat {seat}: {exc}") from None
            specs.append(("name", agent))
            labels.append(agent)
            continue
        if isinstance(agent, type):
            raise GameConfigError(f"The agent for seat {seat} is the class {agent.__name__}; "
                                  f"give an agent object such as {agent.__name__}() or a name.")
        if not callable(getattr(agent, "choose", None)):
            raise GameConfigError(f"The agent for seat {seat} ({agent!r}) has no choose(state) method.")
        if not callable(getattr(agent, "with_seed", None)):
            raise GameConfigError(f"The agent for seat {seat} ({agent!r}) has no with_seed(seed) method; "
                                  "simulate gives every game a freshly seeded copy of each agent, "
                                  "so that results do not depend on how games are shared out.")
        specs.append(("agent", agent))
        labels.append(repr(agent))
    return specs, labels


def _positive_int(value, name: str, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise GameConfigError(f"{name} must be a whole number of at least 1 ({what}), not {value!r}.")
    return value


def _chunks(games: int, workers: int) -> list[range]:
    size = max(1, min(MAX_CHUNK, math.ceil(games / (workers * CHUNKS_PER_WORKER))))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


class _Progress:
    """A tqdm bar (notebook widget or terminal, as ``tqdm.auto`` decides), or nothing."""

    def __init__(self, show: bool, total: int, title: str):
        self.bar = None
        if show:
            from tqdm.auto import tqdm

            self.bar = tqdm(total=total, unit="game", desc=title)

    def update(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


# -- the backends ------------------------------------------------------------------------------
def _run_here(job: _Job, indices: Iterable[int], progress: _Progress) -> list[Row]:
    game = job.game_class(**job.config)
    rows = []
    for index in indices:
        rows.append(_play(game, job, index))
        progress.update(1)
    return rows


class _NoProcesses(Exception):
    """Worker processes could not start (or died); carries the rows already finished."""

    def __init__(self, cause: BaseException, rows: list[Row]):
        super().__init__(str(cause))
        self.cause = cause
        self.rows = rows


def _mp_context():
    """The multiprocessing start method: the platform's default (fork on Linux up to Python 3.13,
    spawn on macOS and Windows). Everything sent to a worker is picklable and the worker
    function is module-level, so every start method works."""
    import multiprocessing

    return multiprocessing.get_context()


def _run_processes(job: _Job, chunks: list[range], workers: int, progress: _Progress) -> list[Row]:
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    rows: list[Row] = []
    context = _mp_context()
    try:
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=context)
    except (OSError, ImportError, NotImplementedError) as exc:
        raise _NoProcesses(exc, rows) from None
    # Forked workers share this process's memory until they write to it, and the
    # garbage collector writes to every object it visits: frozen objects are left
    # alone, so the workers stop copying memory they only read (about 15 % faster
    # with two workers here).
    frozen = context.get_start_method() == "fork"
    if frozen:
        gc.freeze()
    finished = False
    try:
        try:
            pending = {pool.submit(_run_chunk, chunk, job): chunk for chunk in chunks}
        except (OSError, NotImplementedError, BrokenProcessPool) as exc:
            raise _NoProcesses(exc, rows) from None
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                chunk = pending.pop(future)
                try:
                    rows.extend(future.result())
                except BrokenProcessPool as exc:
                    raise _NoProcesses(exc, rows) from None
                progress.update(len(chunk))
        finished = True
    finally:
        # on an error or an interrupt, drop the games not started and return at once
        pool.shutdown(wait=finished, cancel_futures=not finished)
        if frozen:
            gc.unfreeze()
    return rows


def _run_local(job: _Job, games: int, workers: int | None, progress: _Progress) -> list[Row]:
    asked = workers
    if workers is None:
        workers = os.cpu_count() or 1
    workers = min(workers, games)
    if workers > 1 and in_browser():
        if asked is not None:
            warnings.warn("bw.simulate: this browser (Pyodide) cannot start worker processes, "
                          "so the games run one after another in this process.", stacklevel=3)
        workers = 1
    if workers == 1:
        return _run_here(job, range(games), progress)
    for seat, (kind, agent) in enumerate(job.agents):
        if kind == "agent":
            try:
                pickle.dumps(agent)
            except Exception as exc:
                raise GameConfigError(f"The agent for seat {seat} ({agent!r}) cannot be pickled, so it "
                                      f"cannot be sent to worker processes ({exc}); use workers=1, "
                                      "or define the agent in a module.") from None
    chunks = _chunks(games, workers)
    try:
        return _run_processes(job, chunks, workers, progress)
    except _NoProcesses as stop:
        done = {row.index for row in stop.rows}
        left = [index for index in range(games) if index not in done]
        cause = f"{type(stop.cause).__name__}: {stop.cause}"
        warnings.warn(f"bw.simulate: worker processes could not run ({cause}), "
                      f"so the {len(left)} remaining games run in this process.", stacklevel=3)
        return stop.rows + _run_here(job, left, progress)


def _run_dask(job: _Job, games: int, workers: int | None, client, progress: _Progress) -> list[Row]:
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise ImportError(f"backend='dask' needs dask.distributed: {CLUSTER_HINT}") from None
    own = None
    if isinstance(client, str):
        own = client = Client(client)
    try:
        if workers is None:
            workers = max(1, sum(client.nthreads().values()))
        chunks = _chunks(games, workers)
        futures = client.map(_run_chunk, chunks, job=job, pure=False)
        # a finished chunk's future is dropped at once, so the cluster forgets its rows
        pending = {future.key: (future, len(chunk)) for future, chunk in zip(futures, chunks, strict=True)}
        finished = as_completed(futures)
        del futures
        rows: list[Row] = []
        try:
            for future in finished:
                rows.extend(future.result())
                progress.update(pending.pop(future.key)[1])
        except BaseException:
            client.cancel([future for future, _ in pending.values()])
            raise
        return rows
    finally:
        if own is not None:
            own.close()


# -- the function --------------------------------------------------------------------------------
def simulate(game: Game | str, agents: Sequence | Mapping, games: int = 100, seed: int | str | None = None,
             workers: int | None = None, backend: str = "local", client=None,
             progress: bool | None = None, *, max_actions: int = MAX_ACTIONS,
             keep_moves: bool = False) -> SimulationResult:
    """Play ``games`` complete games of ``game`` between ``agents`` and return one row per game.

    Args:
        game: a Game (``bw.load_game(...)``, any variant) or a game name (default configuration).
        agents: one agent per seat, as a list or a dict seat -> agent. An agent is a short
            name that ``bw.agents.by_name`` knows (``"random"``, ``"mcts"``, ...) or an object
            with ``choose(state)`` and ``with_seed(seed)`` (every agent in ``bw.agents``).
            Each game gets fresh agents seeded for it, so the object given is only a template.
        games: how many games, at least 1.
        seed: decides everything (an int or a str). Game ``i`` depends on ``seed`` and ``i``
            alone, so the rows do not depend on ``workers`` or ``backend``. ``None`` picks a
            seed, kept in ``result.seed`` so that the run can be repeated.
        workers: with ``backend="local"``: how many processes (``None``: one per core; ``1``:
            this process, no pool). With ``backend="dask"``: only how finely the games are cut
            into tasks (``None``: from the cluster's threads).
        backend: ``"local"`` (this machine) or ``"dask"`` (a Dask cluster, see ``client``).
        client: with ``backend="dask"``: a ``dask.distributed.Client``, or a scheduler address
            such as ``"tcp://scheduler:8786"`` (a client is connected and closed afterwards).
            No cluster is ever started here: start it yourself, so its size and lifetime are yours.
        progress: show a progress bar (``tqdm.auto``); ``None``: from 20 games on.
        max_actions: a game still running after this many actions is an error
            (:class:`SimulationError`) naming the game's index and seed.
        keep_moves: keep each game's actions in its row (``row.moves``), so that
            ``result.replay(i)`` replays them instead of letting the agents think the whole
            game over again (for computer players that think, many times faster), and so
            that a result saved with ``to_json`` can be replayed without its agents. A row
            holds hundreds to thousands of moves: keep them for studies you will look into.

    Returns:
        A :class:`SimulationResult`: the rows in game order, with ``win_rates()``,
        ``first_player_win_rate()``, ``to_pandas()`` and ``to_json()``.

    Raises:
        GameConfigError: for anything wrong with the request, with a sentence saying what.

    >>> import boardwidgets as bw
    >>> result = bw.simulate("nanga_parbat", ["random", "random"], games=3, seed=1, workers=1)
    >>> [row.index for row in result]
    [0, 1, 2]
    >>> row = result[0]
    >>> match = bw.Match("nanga_parbat", seed=row.seed,
    ...                  agents={s: bw.agents.Random(seed=row.agent_seeds[s]) for s in (0, 1)})
    >>> _ = match.play_agents()
    >>> match.state.result()["winners"] == row.winners and len(match.history) == row.length
    True
    """
    game = _checked_game(game)
    specs, labels = _checked_agents(agents, game)
    games = _positive_int(games, "games", "the number of games to play")
    if seed is None:
        seed = secrets.randbelow(2**31)
    elif isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise GameConfigError(f"seed must be a whole number or a string, not {seed!r}.")
    if workers is not None:
        workers = _positive_int(workers, "workers", "processes, or None for one per core")
    if backend not in ("local", "dask"):
        raise GameConfigError(f"Unknown backend {backend!r}; choose 'local' (this machine) or "
                              "'dask' (a Dask cluster, with client=...).")
    if backend == "local" and client is not None:
        raise GameConfigError("A client is only used with backend='dask'; pass backend='dask' too.")
    if backend == "dask":
        try:
            import distributed  # noqa: F401  (what the cluster's client is made of)
        except ImportError:
            raise GameConfigError(f"backend='dask' needs Dask, which is not installed here: {CLUSTER_HINT}. "
                                  "Then pass client=Client(...) or a scheduler's address.") from None
        if client is None:
            raise GameConfigError("backend='dask' needs a cluster: pass client=Client(...) "
                                  "(from dask.distributed) or a scheduler address such as "
                                  "client='tcp://scheduler:8786'. simulate never starts a cluster itself.")
        if isinstance(client, str) and not client.strip():
            raise GameConfigError("The scheduler address is empty; give one such as 'tcp://scheduler:8786'.")
        if not isinstance(client, str) and not callable(getattr(client, "map", None)):
            raise GameConfigError(f"client must be a dask.distributed.Client or a scheduler address "
                                  f"such as 'tcp://scheduler:8786', not {type(client).__name__}.")
    if progress is not None and not isinstance(progress, bool):
        raise GameConfigError(f"progress must be True, False or None, not {progress!r}.")
    max_actions = _positive_int(max_actions, "max_actions", "the longest game allowed")
    if not isinstance(keep_moves, bool):
        raise GameConfigError(f"keep_moves must be True or False, not {keep_moves!r}.")

    job = _Job(type(game), game.config, seed, tuple(specs), max_actions, keep_moves)
    show = games >= PROGRESS_FROM if progress is None else progress
    bar = _Progress(show, games, f"{game.title}")
    try:
        if backend == "dask":
            rows = _run_dask(job, games, workers, client, bar)
        else:
            rows = _run_local(job, games, workers, bar)
    finally:
        bar.close()
    return SimulationResult(rows, game=game.name, config=game.config, seed=seed, agents=labels,
                            agent_specs=specs, game_class=type(game))
