"""What every game's view tests check alike: a valid view naming only the game's icons, the
moves on offer as targets, and what a click on a target's element asks for; and the view's panel
items and spaces by id, to look them up."""
from boardwidgets.core.view import view_problems
from boardwidgets.icons import icon_names


def items_of(view) -> dict:
    return {item["id"]: item for panel in view["panels"] for item in panel["items"]}


def spaces_of(view) -> dict:
    return {space["id"]: space for space in view["spaces"]}


def check_valid(view, icons) -> None:
    """The view passes ``view_problems``, names no icon outside ``icons`` (the game's list, whose
    pictures a board sends once) and no panel item id twice (a click would be ambiguous)."""
    assert view_problems(view, set(icon_names())) == []
    named = {thing["icon"] for thing in [*view["spaces"], *view["pieces"]] if thing.get("icon")}
    named |= {item["icon"] for item in items_of(view).values() if item.get("icon")}
    assert named <= set(icons)
    ids = [item["id"] for panel in view["panels"] for item in panel["items"]]
    assert len(ids) == len(set(ids))


def check_targets(state, view, viewer=None) -> None:
    """Every legal move on exactly one target, in their order and labelled by the action, on the
    screen of the player who decides (and an onlooker's, in a game without secret hands); none on
    another player's screen, nor in the public view of a game with secret hands (a move on offer
    may tell what a hand holds)."""
    if viewer == state.to_move or (viewer is None and not state.game.secret_hands):
        legal = state.legal_actions()
        assert [t["action"] for t in view["targets"]] == [a.to_json() for a in legal]
        assert [t["label"] for t in view["targets"]] == [str(a) for a in legal]
    else:
        assert view["targets"] == []


def check_clicks(state, view) -> None:
    """A click on a target's element asks for one of the moves offered there (``action_at``,
    the game's ``element_action``), so that a board can explain a click that does nothing."""
    for target in view["targets"]:
        if target["on"] != "button":
            meant = state.action_at(target["on"])
            assert meant is not None, target
            assert meant.to_json() in [t["action"] for t in view["targets"] if t["on"] == target["on"]]
