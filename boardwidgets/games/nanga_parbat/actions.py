"""Every action Nanga Parbat can offer, built once and shared.

Big choices are split into small ones: a claim is "claim this spot" followed
by one pick per hiker or animal; an activation is "activate this animal"
followed by its picks. Each pick is then a single click on the board.
"""
from __future__ import annotations

from ...core.actions import Action
from .board import SECTION_NAMES, SECTIONS
from .components import ACTIVATIONS, ANIMAL_NAMES, ANIMALS, CHART_NEEDS, CHART_POINTS, CHART_ROWS, REGIONS

END_TURN = Action.make("end_turn", "end the turn")
PLACE_GUIDE = {r: Action.make("place_guide", f"place the guide on region {r}", region=r)
               for r in range(1, REGIONS + 1)}
RELOCATE_GUIDE = {r: Action.make("relocate_guide", f"relocate the guide to region {r}", region=r)
                  for r in range(1, REGIONS + 1)}
PICK_REGION = {r: Action.make("pick_region", f"send the guide to region {r}", region=r)
               for r in range(1, REGIONS + 1)}
TRAP = tuple(Action.make("trap", f"trap the animal in {name}", section=s)
             for s, name in zip(SECTIONS, SECTION_NAMES, strict=True))
PICK_SECTION = tuple(Action.make("pick_section", f"choose {name}", section=s)
                     for s, name in zip(SECTIONS, SECTION_NAMES, strict=True))


def claim_label(row: str, column: int) -> str:
    need, points = CHART_NEEDS[column - 1], CHART_POINTS[row][column - 1]
    what = {"camps": f"build {need} camps from adjacent hikers",
            "different": f"trade {need} different animals",
            "same": f"trade {need} animals of one kind"}[row]
    return f"claim {points} points: {what}"


#: CLAIM[row][column - 1]
CLAIM = {row: tuple(Action.make("claim", claim_label(row, c), row=row, column=c)
                    for c in range(1, len(CHART_NEEDS) + 1)) for row in CHART_ROWS}
ACTIVATE = {kind: Action.make("activate", f"activate a {ANIMAL_NAMES[kind]} ({effect})", animal=kind)
            for kind, effect in ACTIVATIONS.items()}
#: PICK_ANIMAL[(kind index, used)]
PICK_ANIMAL = {(k, used): Action.make(
    "pick_animal", f"hand in a {'used' if used else 'ready'} {ANIMAL_NAMES[kind]}",
    animal=kind, used=used) for k, kind in enumerate(ANIMALS) for used in (False, True)}


def all_actions():
    yield END_TURN
    yield from PLACE_GUIDE.values()
    yield from RELOCATE_GUIDE.values()
    yield from PICK_REGION.values()
    yield from TRAP
    yield from PICK_SECTION
    for row in CHART_ROWS:
        yield from CLAIM[row]
    yield from ACTIVATE.values()
    yield from PICK_ANIMAL.values()
