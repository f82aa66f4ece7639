"""Follow-ups of the independent audit (issue 21) for Bear Valley, each replayed through the
save format: the reason given for a second piece of Equipment in one turn."""
from boardwidgets.games.bear_valley.board import face
from boardwidgets.games.bear_valley.components import DIRECTIONS, TREES, WILDERNESS

from .scenarios import corridor, play
from .test_advanced_rules import advanced

WEST, EAST = DIRECTIONS.index("W"), DIRECTIONS.index("E")


def trees_west_exit_east(used=()) -> tuple[str, int]:
    """A path card laid with trees on its west side and an exit to the east."""
    for card in WILDERNESS:
        for rotation in (0, 3):
            laid = face((card.id, rotation))
            if (card.kind == "path" and card.overlay in (None, "butterfly") and card.id not in used
                    and laid.section_of[WEST] < 0 and laid.section_of[EAST] >= 0
                    and laid.sides[WEST] == TREES):
                return card.id, rotation
    raise LookupError("no such card")


def test_a_second_machete_in_one_turn_is_refused_as_a_second_use_of_equipment():
    """Equipment and Gold (l.308): one token, and only one, may be used in a turn. A player
    who cut through one wall of trees with a Machete holds a second Machete since the turn
    began, and is stopped at the next wall by that rule, not told that a Machete would help."""
    first = trees_west_exit_east()
    second = trees_west_exit_east(used={first[0]})
    cards = {**corridor(1), (1, -3): first, (2, -3): second}
    state = advanced(cards, held={0: ["machete", "machete"]}, characters="Sunny,Fozzie")
    state = play(state, "traverse E")
    assert state.position[:2] == (1, -3) and state.used
    refusal = state.explain({"kind": "traverse", "direction": "E"})
    assert refusal.rule == "Equipment and Gold"
    assert "Only one piece of Equipment may be used each turn" in refusal.reason
    assert "would get you through" not in refusal.reason
    assert "trees" in refusal.reason  # what is in the way is still said
    # a player with no Machete is still told what would get them through
    bare = advanced({**cards}, characters="Sunny,Fozzie", tokens={0: (1, -3, 0)})
    told = bare.explain({"kind": "traverse", "direction": "E"})
    assert told.rule == "Traversing" and "Machete held since the start of the turn" in told.reason
