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


def check_final_status(state, name=None, nobody: str = "Nobody wins") -> str:
    """The last status says who won before anything else, naming the winners exactly as
    ``state.result()["winners"]`` does ("Yellow wins", "Red and Blue share the win", or
    ``nobody`` when no player won), and no button (a board adds what to do next); returns it.
    ``name`` gives a seat's name (by default the game's)."""
    from boardwidgets.games.endings import who_won

    assert state.is_over
    name = name or state.game.player_name
    view = state.view()
    status = view["status"]
    head = who_won([name(p) for p in state.result()["winners"]], nobody)
    assert status.startswith(head) and status[len(head)] in ":. ", (status, head)
    assert view["over"] and view["targets"] == []
    assert not any(word in status for word in ("New game", "button", "press", "Press")), status
    return status


#: the advance of each character of the board's bold captions (DejaVu Sans Bold, the font the
#: browser tests draw with), in ems; tests/test_projector.py checks in the browser that
#: ``caption_box`` is never narrower than a caption drawn
BOLD_WIDTHS = {
    '0': 0.7, '1': 0.7, '2': 0.7, '3': 0.7, '4': 0.7, '5': 0.7, '6': 0.7, '7': 0.7, '8': 0.7, '9': 0.7,
    'a': 0.67, 'b': 0.72, 'c': 0.59, 'd': 0.72, 'e': 0.68, 'f': 0.44, 'g': 0.72, 'h': 0.71, 'i': 0.34,
    'j': 0.34, 'k': 0.67, 'l': 0.34, 'm': 1.04, 'n': 0.71, 'o': 0.69, 'p': 0.72, 'q': 0.72, 'r': 0.49,
    's': 0.6, 't': 0.48, 'u': 0.71, 'v': 0.65, 'w': 0.92, 'x': 0.65, 'y': 0.65, 'z': 0.58, 'A': 0.77,
    'B': 0.76, 'C': 0.73, 'D': 0.83, 'E': 0.68, 'F': 0.68, 'G': 0.82, 'H': 0.84, 'I': 0.37, 'J': 0.37,
    'K': 0.77, 'L': 0.64, 'M': 1, 'N': 0.84, 'O': 0.85, 'P': 0.73, 'Q': 0.85, 'R': 0.77, 'S': 0.72,
    'T': 0.68, 'U': 0.81, 'V': 0.77, 'W': 1.1, 'X': 0.77, 'Y': 0.72, 'Z': 0.73, ' ': 0.35, '-': 0.42,
    "'": 0.31, '’': 0.38, ':': 0.4, '–': 0.5, '·': 0.38, '!': 0.46, '?': 0.58, ',': 0.38, '.': 0.38,
    '(': 0.46, ')': 0.46, '&': 0.87}


def caption_box(space: dict, margin: float = 0.0) -> tuple[float, float, float, float]:
    """The box a centred label of ``space`` covers (x0, y0, x1, y1, board units): as wide as its
    bold letters (a little wider, never narrower), as high as a capital and a descender, and
    ``margin`` more all round."""
    size = space.get("size", 0.35)
    half = 1.03 * sum(BOLD_WIDTHS.get(c, 0.9) for c in space["label"]) * size / 2 + margin
    high = 0.45 * size + margin
    return (space["x"] - half, space["y"] - high, space["x"] + half, space["y"] + high)


def segment_hits_box(a, b, box, reach: float = 0.0) -> bool:
    """Whether the segment from ``a`` to ``b``, ``reach`` wide on each side, touches ``box``."""
    x0, y0, x1, y1 = box[0] - reach, box[1] - reach, box[2] + reach, box[3] + reach
    (ax, ay), (bx, by) = a, b
    t0, t1 = 0.0, 1.0  # Liang-Barsky clipping of the segment against the grown box
    for p, q in ((ax - bx, ax - x0), (bx - ax, x1 - ax), (ay - by, ay - y0), (by - ay, y1 - ay)):
        if p == 0:
            if q < 0:
                return False
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    return t0 <= t1


def disc_hits_box(x: float, y: float, r: float, box) -> bool:
    """Whether the disc of radius ``r`` round (x, y) touches ``box``."""
    nx, ny = min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3])
    return (x - nx) ** 2 + (y - ny) ** 2 < r * r
