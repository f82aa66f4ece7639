"""Nanga Parbat's observation: the position as a fixed list of 508 numbers for learning agents.

``state.observation(player)`` describes the game from ``player``'s side: "my"
pieces first, then "their" pieces, so that one policy can play either seat.
Every number lies between 0 and 1 (one-hot flags, or counts divided by their
largest possible value), and the list always has the same length.

It shows only what ``state.view(player)`` shows: the mountain, the guide, the
animal boards and supplies (panels), the scores, the cubes on the chart, the
status line (phase, turn, the claim or activation being completed) and the
pieces marked as chosen; "trapped this turn", "claimed this turn" and "who went
first" are written in the view's log. The random generator's state, the only
thing a view never shows, is not read. In Nanga Parbat nothing is hidden, so
both players' observations describe the same facts, each seen from its own side.

Layout (``observation_names()`` gives one name per slot, in this order):

====================  =====  ====================================================================
slots                 count  meaning
====================  =====  ====================================================================
``<section>:<what>``   396   for each of the 36 sections (``1.1`` ... ``6.6``, region by region),
                             11 slots: a one-hot of what stands there (``snow_leopard``, ``tahr``,
                             ``musk_deer``, ``yak``, ``bharal``, ``red_panda``, ``my_hiker``,
                             ``their_hiker``, ``my_camp``, ``their_camp``), then ``picked``: 1
                             if the section is already chosen in the camp claim or activation
                             being completed
``guide_region_<r>``     6   one-hot of the guide's region (all 0 before the guide is placed)
``phase_<p>``            5   one-hot of ``guide`` (placing the guide), ``trap`` (step 1 of a turn),
                             ``act`` (after trapping), ``pick`` (completing a claim or an
                             activation), ``over``
``pending_<what>``       7   one-hot of what is being completed in the ``pick`` phase: a claim on
                             the chart row ``camps``, ``different`` or ``same``, or an activation
                             of a ``snow_leopard``, ``tahr``, ``musk_deer`` or ``yak``
``pending_column_<c>``   5   one-hot of the claimed chart column (claims only)
``pending_picks``        1   picks made so far / 6
``pending_handed_<k>``   6   animals of kind ``k`` handed in so far in a trade / 6
``trapped_this_turn``    1   1 once the player to move has trapped an animal this turn
``claimed_this_turn``    1   1 once the player to move has claimed a chart spot this turn
``my_ready_<k>``         6   ready (not yet activated) animals of kind ``k`` on my board / 6
``my_used_<k>``          6   used (activated) animals of kind ``k`` on my board / 6
``their_ready_<k>``      6   the same for the opponent
``their_used_<k>``       6
``my_hikers``            1   hikers left in my supply / 15
``their_hikers``         1
``my_camps``             1   camps left in my supply / 12
``their_camps``          1
``my_cubes``             1   chart cubes left in my supply / 5
``their_cubes``          1
``my_score``             1   my score / 100 (no player can reach 100: five chart spots are
                             worth at most 51 points, the rest far less)
``their_score``          1
``chart_<row>_<c>_<o>``  45  for each of the 15 chart spots (rows ``camps``, ``different``,
                             ``same``; columns 1-5 needing 6, 5, 4, 3, 3), a one-hot of its cube:
                             ``free``, ``my_cube`` or ``their_cube``
``my_turn``              1   1 if I decide now
``turn``                 1   the turn number / 30 (each turn places one of the 30 hikers)
``i_went_first``         1   1 if I took the first turn
====================  =====  ====================================================================

>>> import boardwidgets as bw
>>> state = bw.load_game("nanga_parbat").new_game(seed=7)
>>> len(state.observation(0)) == len(observation_names()) == 508
True
"""
from __future__ import annotations

from .board import SECTIONS
from .codes import PENDING, PHASES
from .components import (
    ANIMALS,
    ANIMALS_PER_KIND,
    CAMPS,
    CHART_NEEDS,
    CHART_ROWS,
    CUBES,
    HIKERS,
    REGIONS,
)

SECTION_SLOTS = (*ANIMALS, "my_hiker", "their_hiker", "my_camp", "their_camp", "picked")
PER_SECTION = len(SECTION_SLOTS)
#: largest values, for scaling to 0..1
MAX_PICKS = max(CHART_NEEDS)
MAX_SCORE = 100.0
MAX_TURN = 2 * HIKERS


def _names() -> tuple[str, ...]:
    names = [f"{sid}:{what}" for sid in SECTIONS for what in SECTION_SLOTS]
    names += [f"guide_region_{r}" for r in range(1, REGIONS + 1)]
    names += [f"phase_{p}" for p in PHASES]
    names += [f"pending_{what}" for what in PENDING]
    names += [f"pending_column_{c}" for c in range(1, len(CHART_NEEDS) + 1)]
    names += ["pending_picks"]
    names += [f"pending_handed_{kind}" for kind in ANIMALS]
    names += ["trapped_this_turn", "claimed_this_turn"]
    for who in ("my", "their"):
        names += [f"{who}_{stock}_{kind}" for stock in ("ready", "used") for kind in ANIMALS]
    names += [f"{who}_{what}" for what in ("hikers", "camps", "cubes", "score") for who in ("my", "their")]
    names += [f"chart_{row}_{c}_{owner}" for row in CHART_ROWS for c in range(1, len(CHART_NEEDS) + 1)
              for owner in ("free", "my_cube", "their_cube")]
    names += ["my_turn", "turn", "i_went_first"]
    return tuple(names)


NAMES = _names()
SIZE = len(NAMES)
_AT = {name: i for i, name in enumerate(NAMES)}
GUIDE = _AT["guide_region_1"] - 1  # + region number
PHASE = {p: _AT[f"phase_{p}"] for p in PHASES}
PENDING_AT = {what: _AT[f"pending_{what}"] for what in PENDING}
COLUMN = _AT["pending_column_1"] - 1  # + column
PICKS = _AT["pending_picks"]
HANDED = _AT[f"pending_handed_{ANIMALS[0]}"]  # + kind
TRAPPED, CLAIMED = _AT["trapped_this_turn"], _AT["claimed_this_turn"]
BOARD = {who: (_AT[f"{who}_ready_{ANIMALS[0]}"], _AT[f"{who}_used_{ANIMALS[0]}"]) for who in ("my", "their")}
SUPPLY = {who: tuple(_AT[f"{who}_{what}"] for what in ("hikers", "camps", "cubes", "score"))
          for who in ("my", "their")}
CHART = _AT["chart_camps_1_free"]  # + 3 * spot + (0 free, 1 mine, 2 theirs)
MY_TURN, TURN, WENT_FIRST = _AT["my_turn"], _AT["turn"], _AT["i_went_first"]
PICKED = SECTION_SLOTS.index("picked")
#: CODE_SLOT[player][mountain code] -> slot within a section's block (codes.HIKER = 6, codes.CAMP = 8)
CODE_SLOT = (tuple(range(10)), (0, 1, 2, 3, 4, 5, 7, 6, 9, 8))
_ANIMALS_PER_KIND = float(ANIMALS_PER_KIND)


def observation_names() -> tuple[str, ...]:
    """One short name per slot of Nanga Parbat's observation, in order (see the module docstring).

    >>> observation_names()[:3]
    ('1.1:snow_leopard', '1.1:tahr', '1.1:musk_deer')
    >>> observation_names()[-3:]
    ('my_turn', 'turn', 'i_went_first')
    """
    return NAMES


def observation(state, player: int) -> list[float]:
    """The observation of ``state`` for ``player`` (0 or 1), as described in the module docstring."""
    if isinstance(player, bool) or player not in (0, 1):
        raise ValueError(f"player must be a seat, 0 or 1, not {player!r}.")
    obs = [0.0] * SIZE
    # the mountain (view: the pieces on the sections)
    slot = CODE_SLOT[player]
    for i, code in enumerate(state.mountain):
        obs[i * PER_SECTION + slot[code]] = 1.0
    if state.guide:  # view: the guide beside its region's flag
        obs[GUIDE + state.guide] = 1.0
    # phase and decision being completed (view: the status line, the chosen sections)
    phase = state.phase
    obs[PHASE[phase]] = 1.0
    if phase == "pick":
        what, column, picks, back = state.pending
        obs[PENDING_AT[what]] = 1.0
        if column is not None:
            obs[COLUMN + column] = 1.0
        obs[PICKS] = len(picks) / MAX_PICKS
        if what in ("different", "same"):
            for kind, _used in picks:  # the status line names the kinds handed in so far
                obs[HANDED + kind] += 1.0 / _ANIMALS_PER_KIND
        elif what != "yak":  # the Yak's single pick completes it at once
            for i in picks:
                obs[i * PER_SECTION + PICKED] = 1.0
        obs[TRAPPED] = float(back == "act")
    elif phase == "act":
        obs[TRAPPED] = 1.0
    # the log says whether a spot was claimed this turn
    obs[CLAIMED] = float(state.claimed and phase != "over")
    # animal boards, supplies and scores (view: the panels and the players)
    for who, seat in (("my", player), ("their", 1 - player)):
        ready_at, used_at = BOARD[who]
        ready, used = state.ready[seat], state.used[seat]
        for k in range(len(ANIMALS)):
            obs[ready_at + k] = ready[k] / _ANIMALS_PER_KIND
            obs[used_at + k] = used[k] / _ANIMALS_PER_KIND
        hikers_at, camps_at, cubes_at, score_at = SUPPLY[who]
        obs[hikers_at] = state.hikers[seat] / HIKERS
        obs[camps_at] = state.camps[seat] / CAMPS
        obs[cubes_at] = state.cubes[seat] / CUBES
        obs[score_at] = min(state.scores[seat] / MAX_SCORE, 1.0)
    # the chart (view: the cubes on its squares)
    for spot, owner in enumerate(state.chart):
        obs[CHART + 3 * spot + (0 if owner is None else 1 if owner == player else 2)] = 1.0
    # whose turn, which turn, who began (view: the players, the status line and the log)
    obs[MY_TURN] = float(state.to_move == player)
    obs[TURN] = min(state.turn / MAX_TURN, 1.0)
    obs[WENT_FIRST] = float(state.first == player)
    return obs
