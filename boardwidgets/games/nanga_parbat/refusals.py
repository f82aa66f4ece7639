"""Why an action is refused, in words a pupil understands.

``refusal(state, action)`` is only called for actions that are not legal;
it finds the first rule the action breaks, checked in the order a player
would think of them (whose turn, which step, which piece, which rule).
Every sentence names the rulebook section that decides it.
"""
from __future__ import annotations

from ...core.errors import IllegalAction
from .board import ADJACENT, REGION_OF, SECTION_INDEX
from .codes import CAMP, HIKER, MUSK_DEER, SNOW_LEOPARD, TAHR, chart_index, describe
from .components import ACTIVATIONS, ANIMAL_NAMES, ANIMALS, CHART_NEEDS, CHART_ROWS, PLAYER_NAMES, WILD

PICK_KINDS = {"pick_section", "pick_animal", "pick_region"}
STEP_RULES = {"camps": "Row 1: Build Camps", "different": "Row 2: Trade Different Animals",
              "same": "Row 3: Trade Same Animal", "snow_leopard": "Snow Leopard (White)",
              "tahr": "Tahr (Brown)", "musk_deer": "Musk Deer (Gray)", "yak": "Yak (Black)"}


def refusal(state, action) -> IllegalAction:
    kind = action.kind
    if state.phase == "guide":
        return IllegalAction(f"Before the first turn, {PLAYER_NAMES[state.to_move]} (the second "
                             "player) places the guide on one of the six region flags.", "Setup")
    if kind == "place_guide":
        return IllegalAction("The guide is placed only once, before the first turn.", "Setup")
    if state.phase == "pick":
        return _refuse_pick(state, action)
    if kind in PICK_KINDS:
        return IllegalAction("There is nothing to choose right now; start a claim or an "
                             "activation first.", "Turn Overview")
    checks = {"trap": _refuse_trap, "relocate_guide": _refuse_relocate, "claim": _refuse_claim,
              "activate": _refuse_activate, "end_turn": _refuse_end_turn}
    return checks[kind](state, action)


def _refuse_trap(state, action):
    if state.phase != "trap":
        return IllegalAction("You have already trapped an animal this turn; one per turn.",
                             "Trap an animal")
    i = SECTION_INDEX[action["section"]]
    if REGION_OF[i] != state.guide:
        return IllegalAction(f"You can only trap in the guide's region, region {state.guide}.",
                             "Trap an animal")
    if not state.animals_in(state.guide):
        return IllegalAction(f"Region {state.guide} has no animals left: relocate the guide to a "
                             "region that has some, then trap there.", "Trap an animal")
    return IllegalAction(f"There is no animal to trap there: {describe(state.mountain[i])} "
                         "stands in that section.", "Trap an animal")


def _refuse_relocate(state, action):
    if state.phase != "trap":
        return IllegalAction("The guide is relocated only when you are about to trap and its "
                             "region is empty.", "Trap an animal")
    if state.animals_in(state.guide):
        return IllegalAction(f"Region {state.guide} still has animals, so the guide stays: trap "
                             "one of them.", "Trap an animal")
    return IllegalAction(f"Region {action['region']} has no animals either; choose a region "
                         "with at least one.", "Trap an animal")


def _refuse_claim(state, action):
    row, column = action["row"], action["column"]
    player = state.to_move
    if state.phase == "trap":
        return IllegalAction("First trap an animal; claims on the points chart come after "
                             "(step 4).", "Turn Overview")
    if not state.cubes[player]:
        return IllegalAction("You have placed all 5 of your cubes, so you skip claims for the "
                             "rest of the game.", "Notes on building and trading")
    if state.claimed:
        return IllegalAction("You may claim only one spot on the points chart per turn.",
                             "Points Chart")
    owner = state.chart[chart_index(row, column)]
    if owner is not None:
        return IllegalAction(f"That spot was already claimed by {PLAYER_NAMES[owner]}; a claimed "
                             "spot is closed to both players.", "Points Chart")
    need = CHART_NEEDS[column - 1]
    held = state.held(player)
    if row == "camps":
        if state.camps[player] < need:
            return IllegalAction(f"You have only {state.camps[player]} camps left and this spot "
                                 f"builds {need}.", "Row 1: Build Camps")
        largest = max((len(g) for g in state.hiker_groups(player)), default=0)
        return IllegalAction(f"You need {need} of your hikers next to each other; your biggest "
                             f"group of adjacent hikers has {largest}.", "Row 1: Build Camps")
    if row == "different":
        have = sum(1 for k, n in enumerate(held) if n and k != WILD) + held[WILD]
        return IllegalAction(f"You need {need} animals of different kinds (each Bharal can stand "
                             f"in for a missing kind); you can make {have}.",
                             "Row 2: Trade Different Animals")
    have = max(n for k, n in enumerate(held) if k != WILD) + held[WILD]
    return IllegalAction(f"You need {need} animals of one kind (Bharal are wild); your best is "
                         f"{have}.", "Row 3: Trade Same Animal")


def _refuse_activate(state, action):
    animal = action["animal"]
    kind, name, player = ANIMALS.index(animal), ANIMAL_NAMES[animal], state.to_move
    rule = STEP_RULES[animal]
    if not state.ready[player][kind]:
        if state.used[player][kind]:
            return IllegalAction(f"Your {name} has already been activated; each animal works "
                                 "once.", "Activating Animals")
        return IllegalAction(f"You have no {name} on your animal board to activate.",
                             "Activating Animals")
    reasons = {SNOW_LEOPARD: "No two hikers of different players stand next to each other, so "
                             "there is nothing to swap.",
               TAHR: "No hiker stands next to an animal, so there is nothing to swap.",
               MUSK_DEER: "The mountain has fewer than two kinds of animal left, so a swap "
                          "would change nothing."}
    return IllegalAction(reasons[kind], rule)


def _refuse_end_turn(state, action):
    return IllegalAction("You must trap an animal before your turn can end.", "Turn Overview")


def _refuse_pick(state, action):
    what, column, picks, _ = state.pending
    rule = STEP_RULES[what]
    task = pending_task(what, column)
    expected = ("pick_animal" if what in ("different", "same") else
                "pick_region" if what == "yak" else "pick_section")
    if action.kind != expected:
        return IllegalAction(f"Finish what you started first: {task}.", rule)
    if what == "yak":
        return IllegalAction("The Yak must move the guide to a different region.", rule)
    if what in ("different", "same"):
        return _refuse_trade_pick(state, action, what, CHART_NEEDS[column - 1], picks, rule)
    i = SECTION_INDEX[action["section"]]
    code = state.mountain[i]
    if what == "camps":
        if code != HIKER + state.to_move:
            return IllegalAction("Only your own hikers can become camps.", rule)
        if i in picks:
            return IllegalAction("That hiker is already chosen.", rule)
        if picks and not any(j in picks for j in ADJACENT[i]):
            return IllegalAction("Each hiker you choose must be next to one already chosen, "
                                 "so that the camps form one adjacent group.", rule)
        return IllegalAction(f"That hiker's group of adjacent hikers is too small for "
                             f"{CHART_NEEDS[column - 1]} camps.", rule)
    is_hiker = HIKER <= code < CAMP
    if code >= CAMP and what in ("snow_leopard", "tahr"):
        return IllegalAction("Camps never move; only hikers can be swapped.", rule)
    if what == "musk_deer":
        if code >= HIKER:
            return IllegalAction("The Musk Deer swaps two animals; that section holds none.", rule)
        return IllegalAction("Choose an animal of a different kind, or the swap changes nothing.",
                             rule)
    if not picks:
        if not is_hiker:
            return IllegalAction("Start by choosing a hiker.", rule)
        partner = "a hiker of the other player" if what == "snow_leopard" else "an animal"
        return IllegalAction(f"That hiker has no {partner} next to it to swap with.", rule)
    if i not in ADJACENT[picks[0]]:
        return IllegalAction("The two must be in adjacent sections (sharing a border or joined "
                             "by a dotted path).", rule)
    if what == "snow_leopard":
        return IllegalAction("Swap with a hiker of the other player; two hikers of one colour "
                             "would change nothing.", rule)
    return IllegalAction("The Tahr swaps the hiker with an animal; that section holds none.", rule)


def _refuse_trade_pick(state, action, row, need, picks, rule):
    animal, used = action["animal"], action["used"]
    kind, name = ANIMALS.index(animal), ANIMAL_NAMES[animal]
    stock = (state.used if used else state.ready)[state.to_move][kind]
    if stock - picks.count((kind, used)) <= 0:
        return IllegalAction(f"You have no {'used' if used else 'ready'} {name} left to hand in.",
                             rule)
    given = {k for k, _ in picks if k != WILD}
    if row == "different" and kind in given:
        return IllegalAction(f"You already handed in a {name}; these animals must all differ.", rule)
    if row == "same" and kind != WILD and given and kind not in given:
        return IllegalAction("These animals must all be of one kind (a Bharal can join any kind).",
                             rule)
    return IllegalAction(f"With that {name} you could no longer complete the trade of {need}.",
                         rule)


def pending_task(what: str, column: int | None) -> str:
    if what in CHART_ROWS:
        need = CHART_NEEDS[column - 1]
        return {"camps": f"choose {need} adjacent hikers to turn into camps",
                "different": f"hand in {need} animals of different kinds",
                "same": f"hand in {need} animals of one kind"}[what]
    return f"complete the {ANIMAL_NAMES[what]}'s activation ({ACTIVATIONS[what]})"


def never_offered(state, action) -> IllegalAction:
    """Refuse a well-formed action that no position ever offers, naming the rule that
    rules it out: an animal without a power, or a place that is not on the board."""
    kind = action.kind
    if kind == "activate":
        animal = action["animal"]
        if animal in ("bharal", "red_panda"):
            what = ("it is wild when you trade animals on the points chart" if animal == "bharal"
                    else "it scores a point when trapped if you are not ahead")
            return IllegalAction(f"The {ANIMAL_NAMES[animal]} is a special animal with no power "
                                 f"to activate: {what}.", "Special Animals")
        return IllegalAction(f"There is no animal called {animal!r}; the six kinds are "
                             f"{', '.join(ANIMAL_NAMES[k] for k in ANIMALS)}.", "Activating Animals")
    if kind == "pick_animal":
        return IllegalAction(f"There is no animal called {action['animal']!r} to hand in.",
                             "Animal Boards")
    if kind in ("trap", "pick_section"):
        return IllegalAction(f"There is no section {action['section']!r} on the mountain. In "
                             "code a section is written region.section: '2.4' is region 2, "
                             "section 4.", "Mountain")
    if kind in ("place_guide", "relocate_guide", "pick_region"):
        return IllegalAction(f"There is no region {action['region']}; the regions are 1 to 6.",
                             "Mountain")
    return IllegalAction(f"There is no such spot on the points chart: rows {', '.join(CHART_ROWS)}, "
                         f"columns 1 to {len(CHART_NEEDS)}.", "Points Chart")
