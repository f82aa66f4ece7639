"""The PettingZoo AEC environment for any registered game (imported only when one is made).

The environment is a thin layer over the game's contract: an action index is a
position in ``game.all_actions()``, ``agent_selection`` is the seat in
``state.to_move``, the observation is ``state.observation(seat)`` plus a mask of
``state.legal_actions()``, and the rewards come from ``state.result()["winners"]``
(``outcome_rewards``). The current State is ``env.game_state``.
"""
from __future__ import annotations

import operator

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..core.errors import IllegalAction
from ..core.rng import seed_to_state
from .rewards import outcome_rewards
from .text import render_text

#: the range of every observation number, unless the game declares ``observation_range``
DEFAULT_OBSERVATION_RANGE = (0.0, 1.0)


class BoardGameEnv(AECEnv):
    """One game of ``game`` at a time, as a PettingZoo AEC environment (``bw.envs.pettingzoo_env``).

    Observations are dicts: ``"observation"``, a float32 vector (the game's
    ``state.observation(seat)``, the same length in every state), and
    ``"action_mask"``, an int8 vector over ``game.all_actions()`` with 1 where the
    action is legal for this agent now (all 0 for an agent not to move, and once
    the game is over). Rewards are given when the game ends (``outcome_rewards``:
    +1 for the winner and -1 for the loser of a two-player game, 0 for a draw),
    and ``infos[agent]["result"]`` is then ``state.result()``.
    """

    metadata = {"render_modes": ["ansi"], "name": "boardwidgets", "is_parallelizable": False}

    def __init__(self, game, render_mode: str | None = None):
        super().__init__()
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be None or one of {self.metadata['render_modes']}, "
                             f"not {render_mode!r}.")
        self.game = game
        self.render_mode = render_mode
        self.metadata = {**BoardGameEnv.metadata, "name": f"{game.name}_v0"}
        #: action index -> Action, and back
        self.actions = tuple(game.all_actions())
        self._index = {action: i for i, action in enumerate(self.actions)}
        self.possible_agents = [f"player_{seat}" for seat in range(game.players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        size = len(game.new_game(0).observation(0))
        low, high = getattr(game, "observation_range", DEFAULT_OBSERVATION_RANGE)
        self.observation_spaces = {agent: spaces.Dict({
            "observation": spaces.Box(low, high, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(len(self.actions),), dtype=np.int8),
        }) for agent in self.possible_agents}
        self.action_spaces = {agent: spaces.Discrete(len(self.actions)) for agent in self.possible_agents}
        self._np_random = np.random.default_rng()
        self.game_state = None
        self.agents = []
        self.rewards, self._cumulative_rewards, self.infos = {}, {}, {}
        self.terminations, self.truncations = {}, {}
        self.agent_selection = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # -- playing ----------------------------------------------------------------
    def reset(self, seed: int | str | None = None, options: dict | None = None) -> None:
        """Start a new game: ``game.new_game(seed)``, or, without a seed, a seed drawn from
        the environment's generator (seeded by the last ``reset(seed=...)``). ``options``
        is accepted for the API and not used."""
        if seed is None:
            seed = int(self._np_random.integers(2**31))
        else:
            self._np_random = np.random.default_rng(seed_to_state(seed))
        self.game_state = self.game.new_game(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._skip_agent_selection = None
        self._after_move()

    def step(self, action) -> None:
        """Play ``game.all_actions()[action]`` for ``agent_selection`` (``None`` for an agent
        whose game is over). An index that is not legal now raises ``bw.IllegalAction``
        naming the action and the rule, and changes nothing."""
        if self.game_state is None:
            raise RuntimeError("Call reset() before step(): no game has started yet.")
        if not self.agents:
            raise RuntimeError("The game is over and every agent has been stepped out: call reset().")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        move = self.action_for(action)
        refusal = self.game_state.explain(move)
        if refusal is not None:
            raise IllegalAction(f"{agent} cannot take action {self._index[move]} ({move}) now: "
                                f"{refusal.reason}", refusal.rule, move)
        self.game_state = self.game_state.apply(move)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self._after_move()
        self._accumulate_rewards()

    def _after_move(self) -> None:
        state = self.game_state
        if state.is_over:
            result = state.result()
            for agent, reward in zip(self.agents, outcome_rewards(result["winners"], len(self.agents)),
                                     strict=True):
                self.rewards[agent] = reward
                self.terminations[agent] = True
                self.infos[agent] = {"result": result}
            self.agent_selection = self.agents[0]  # each agent is then stepped with None
        else:
            self.agent_selection = self.possible_agents[state.to_move]

    def action_for(self, action) -> object:
        """The Action with index ``action`` (an int or numpy integer); a clear error otherwise."""
        if action is None:
            raise ValueError(f"{self.agent_selection} is to move and must be given an action index; "
                             "None is only for agents whose game is over.")
        if isinstance(action, bool):
            raise TypeError(f"An action is an index from 0 to {len(self.actions) - 1}, not {action!r}.")
        try:
            index = operator.index(action)
        except TypeError:
            raise TypeError(f"An action is an index from 0 to {len(self.actions) - 1}, "
                            f"not {type(action).__name__} {action!r}.") from None
        if not 0 <= index < len(self.actions):
            raise ValueError(f"There is no action {index}: {self.game.title} has actions 0 to "
                             f"{len(self.actions) - 1} (env.actions lists them).")
        return self.actions[index]

    def action_index(self, action) -> int:
        """The index of an Action (or its JSON dict) in ``env.actions``."""
        if isinstance(action, dict):
            action = self.game.action_from_json(action)
        return self._index[action]

    # -- what agents see ----------------------------------------------------------
    def observe(self, agent):
        seat = self._seat[agent]
        state = self.game_state
        mask = np.zeros(len(self.actions), dtype=np.int8)
        if not state.is_over and state.to_move == seat:
            mask[[self._index[action] for action in state.legal_actions()]] = 1
        return {"observation": np.asarray(state.observation(seat), dtype=np.float32),
                "action_mask": mask}

    def render(self):
        """With ``render_mode="ansi"``: a text picture of the game (``bw.envs.render_text``)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode: make the "
                                  "environment with render_mode='ansi' to get a text picture.")
            return None
        if self.game_state is None:
            return f"{self.game.title}: no game yet (call reset())."
        return render_text(self.game_state)

    def close(self) -> None:
        """Nothing to release (there is no window)."""

    def __repr__(self) -> str:
        return f"<BoardGameEnv {self.game!r}>"
