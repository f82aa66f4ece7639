"""The heuristic agent: one careful look at each move, judged by the game's own evaluation.

For every legal action it imagines the position after it and asks the
game's heuristic module (``games/<name>/heuristic.py``) how each player
stands; it plays the action that leaves it furthest ahead of its best rival.
It looks from its own seat only: the position is first determinized from
what it may see, so a hidden card or a future die roll is guessed, never read.
Its one-line reason comes from the module's ``reason(state, action)`` where
the game has one (in the game's own terms: plain words, or plain words and a
detail with the numbers), else it says the move leaves it best placed, with
its lead in the module's ``UNIT`` (points, by default) as the detail.
"""
from __future__ import annotations

from ..core.registry import heuristic as heuristic_module
from .seeded import SeededAgent


class Heuristic(SeededAgent):
    """Plays the action whose resulting position the game's evaluation likes best.

    Ties are broken at random from ``seed``, so a game against it replays exactly.

    >>> import boardwidgets as bw
    >>> state = bw.load_game("nanga_parbat").new_game(seed=1)
    >>> bw.agents.Heuristic(seed=3).choose(state) in state.legal_actions()
    True
    """

    def choose(self, state):
        legal = state.legal_actions()
        me = state.to_move
        if len(legal) == 1:
            self.last_reason, self.last_detail = f"{legal[0]}: the only move on offer", None
            return legal[0]
        evaluate = heuristic_module(state.game).evaluate
        seen = state.determinize(me, self._rng.getrandbits(63))
        scored = []
        for action in legal:
            values = evaluate(seen.apply(action))
            rivals = [v for p, v in enumerate(values) if p != me]
            scored.append((values[me] - max(rivals, default=0.0), self._rng.random(), action))
        lead, _, best = max(scored, key=lambda t: t[:2])
        module = heuristic_module(state.game)
        words = module.reason(seen, best) if hasattr(module, "reason") else None
        why, detail = words if isinstance(words, tuple) else (words, None)
        if not why:
            rival = " against the best rival" if len(values) > 1 else ""
            why = "it leaves the best position of all the moves on offer"
            detail = f"{lead:+.1f} {getattr(module, 'UNIT', 'points')}{rival}, by the game's evaluation"
        self.last_reason, self.last_detail = f"{best}: {why}", detail
        return best
