"""Lost Valley's view: what the board widget and the plotly figure draw, checked on random games:
valid views offering exactly the legal moves, each on the element a player would click; face-down
markers and other players' nuggets that stay hidden; the valley drawn as a landscape (every
clickable space filled, the river as two banks and its water, a dark colour for every fill,
prospectors larger than their places, the caption clear of the tiles); the panels' owners and
summaries; and what a click on the board means."""
import functools
import json
import math
import random

import pytest

from boardwidgets.core.errors import GameConfigError
from boardwidgets.games.lost_valley import lattice
from boardwidgets.games.lost_valley.actions import LAY, STOP
from boardwidgets.games.lost_valley.game import LostValley
from boardwidgets.games.lost_valley.looks import (
    CAPTION_EMS,
    DARK,
    ICONS,
    PLACE_R,
    PROSPECTOR_SIZE,
    TERRAIN_FILLS,
    TERRAIN_ICONS,
    WATER_FILL,
)
from boardwidgets.games.lost_valley.view import build_view, intended_action
from boardwidgets.icons import icon_names
from boardwidgets.svg import view_to_svg
from tests.games.views import (
    check_clicks,
    check_final_status,
    check_targets,
    check_valid,
    items_of,
    spaces_of,
)

#: the tooltips a face-down marker may have: one per kind, whatever its value
FACE_DOWN_TIPS = {"A rivergold marker, face down (1 or 2 nuggets)",
                  "A mountaingold marker, face down (3 or 4 nuggets)",
                  "An animal marker, face down: hunt it to find out which", "An event marker, face down"}


@functools.cache
def random_game(players: int, seed: int, steps: int = 1500) -> tuple:
    """The states of one game played at random (at most ``steps`` actions), played once and
    shared by the tests."""
    state, chooser = LostValley(players=players).new_game(seed), random.Random(seed)
    states = [state]
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(chooser.choice(state.legal_actions()))
        states.append(state)
    return tuple(states)


def first_state(test, players: int = 3, seeds=range(4), steps: int = 1500):
    """The first state of the shared random games that passes ``test``."""
    for seed in seeds:
        for state in random_game(players, seed, steps):
            if test(state):
                return state
    raise LookupError("no such position in these games")


def deciding(kind: str):
    return lambda state: not state.is_over and state.decision[0] == kind


def check(state, viewer=None) -> dict:
    """Every promise one view keeps: valid, every legal move on exactly one target (in their
    order, labelled by the action), only icons the game lists, and a click on a target's
    element asking for one of the moves offered there. Without a ``viewer``, the public view
    (no moves on offer, no secret) and then the screen of the player who decides, which is
    returned (the public view once the game is over)."""
    if viewer is None:
        public = _check(state, None)
        assert not [item for item in items_of(public).values() if item.get("secret")]
        return public if state.to_move is None else _check(state, state.to_move)
    return _check(state, viewer)


def _check(state, viewer) -> dict:
    view = state.view(viewer)
    check_valid(view, ICONS)
    # the one text on the board, the post's caption, stays at least 13 pixels high in an 800-pixel cell
    labelled = [space for space in view["spaces"] if space.get("label")]
    assert [space["id"] for space in labelled] == ["caption-post"]
    assert labelled[0]["size"] / view["viewbox"][2] * 800 >= 13 - 0.5
    assert labelled[0]["y"] + labelled[0]["size"] / 2 <= view["viewbox"][1] + view["viewbox"][3]
    # clear of the tiles, and of any prospector on a place below the table edge near it
    caption, half = labelled[0], CAPTION_EMS * labelled[0]["size"] / 2
    top = caption["y"] - caption["size"] / 2
    assert top >= max(p[1] for space in view["spaces"] if space["shape"] == "polygon"
                      and space["id"] != "waterfall" for p in space["points"]) + PROSPECTOR_SIZE
    assert all(top >= space["y"] + PROSPECTOR_SIZE for space in view["spaces"]
               if space["id"].startswith("place:") and space["shape"] == "circle"
               and abs(space["x"] - caption["x"]) < half + PROSPECTOR_SIZE)
    check_targets(state, view, viewer)
    check_clicks(state, view)
    return view


# -- the whole view on random games --------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3])
def test_views_of_random_games_are_valid_and_offer_exactly_the_legal_moves(players):
    """Every decision kind is met on the way (steps, the river, events, purchases, the limits),
    so every kind of target is placed at least once."""
    placed = set()
    for n, state in enumerate(random_game(players, seed=players)):
        rare = not state.is_over and state.decision[0] not in ("main", "limits")
        if n % 6 == 0 or rare or state.is_over:
            view = check(state)
            placed |= {(t["action"]["kind"], t["on"].split(":")[1] if ":" in t["on"] else t["on"])
                       for t in view["targets"]}
    assert {("step", "place"), ("end", "button"), ("discard", "button")} <= placed
    assert any(kind in ("chop", "fish", "pan") and on == "spot" for kind, on in placed)


def test_a_view_for_a_player_hides_face_down_markers_and_the_others_nuggets():
    """view(p) is the same whatever p cannot see (determinize redraws the face-down markers and
    the others' gold): so no value of theirs shows. The others' bags show their kinds and counts
    only; only the player to move gets targets (a label such as "pay a gold marker worth 3"
    would give a bag away)."""
    checked = 0
    for n, state in enumerate(random_game(3, seed=1)):
        if n % 9 or state.is_over:
            continue
        for p in range(3):
            view = check(state, p)
            assert state.determinize(p, f"guess-{n}").view(p) == view
            items = items_of(view)
            for q in range(3):
                panel = next(panel for panel in view["panels"] if panel["id"] == f"player-{q}")
                assert sum(items[f"p{q}-bag-{kind}"]["count"] for kind in ("river", "mountain")
                           if f"p{q}-bag-{kind}" in items) == len(state.bags[q])
                if q != p:
                    assert not any("nugget" in item["label"].lower() for item in panel["items"])
                    assert f"p{q}-nuggets" not in items
                    assert not any(item.get("secret") for item in panel["items"])
            if state.bags[p]:
                own = items[f"p{p}-nuggets"]
                assert own["secret"] and f"Nuggets in the bag: {state.nuggets(p)} (" in own["label"]
            for piece in view["pieces"]:
                if piece["kind"] in ("rivergold", "mountaingold", "event") or "face down" in piece["tooltip"]:
                    assert piece["tooltip"] in FACE_DOWN_TIPS and "label" not in piece
            checked += 1
    assert checked > 300


def test_the_public_view_shows_every_bag_as_others_see_it_and_the_deciders_screen_its_nuggets():
    """view(None) is what an onlooker knows: each bag's gold markers by kind, no value, no move
    on offer; the screen of the player who decides shows that bag's nuggets."""
    state = first_state(lambda s: not s.is_over and sum(bool(bag) for bag in s.bags) >= 2
                        and bool(s.bags[s.to_move]))
    decider = state.to_move
    public = state.view()
    items = items_of(public)
    assert not [p for p in range(3) if f"p{p}-nuggets" in items]
    assert not any("nugget" in item["label"].lower() for item in items.values())
    assert public["targets"] == []
    for p in range(3):
        other = state.view((p + 1) % 3)  # p's panel as another player sees it
        assert next(panel for panel in public["panels"] if panel["id"] == f"player-{p}") == next(
            panel for panel in other["panels"] if panel["id"] == f"player-{p}")
    own = items_of(check(state))
    values = ", ".join(str(value) for _, value in state.bags[decider])
    assert own[f"p{decider}-nuggets"]["secret"]  # only its owner's screen shows it
    assert values.split(", ")[0] in own[f"p{decider}-nuggets"]["label"]


def test_the_end_names_the_winners_and_opens_every_bag():
    final = first_state(lambda s: s.is_over, seeds=range(6), steps=4000)
    view = check(final, 0)
    result = final.result()
    assert view["over"] and view["targets"] == []
    status = check_final_status(final)  # "Blue wins with 21 nuggets: the ice block reached..."
    best = result["scores"][result["winners"][0]]
    assert status.endswith(result["reason"][1:]) and f" {best} nuggets" in status
    assert [player["score"] for player in view["players"]] == [final.nuggets(p) for p in range(3)]
    items = items_of(view)
    for p, bag in enumerate(final.bags):
        if bag:
            assert not items[f"p{p}-nuggets"].get("secret")
    assert all(f"p{p}-won" in items for p in result["winners"])
    public = check(final)  # everyone's screen opens every bag, and so does the public view
    assert [player["score"] for player in public["players"]] == [final.nuggets(p) for p in range(3)]
    assert {i: item for i, item in items_of(public).items() if i.endswith("-nuggets")} == {
        i: item for i, item in items.items() if i.endswith("-nuggets")}


def test_the_view_of_a_long_game_stays_small_apart_from_its_log():
    """The valley, pieces and panels of a whole random game stay under 100 KB; the log is the
    whole game's (schema 2), which the widget sends only once."""
    final = random_game(3, seed=0, steps=3000)[-1]
    view = final.view()
    total = len(json.dumps(view))
    board = len(json.dumps({**view, "log": []}))
    print(f"view after {len(random_game(3, 0, 3000))} random actions ({len(final.log)} log lines, "
          f"{len(final.layout.faces)} faces): {total} bytes, {board} without the log")
    assert board < 100_000
    assert total - board == len(json.dumps(final.log)) - len("[]")


# -- the valley ---------------------------------------------------------------------------------------
def test_a_new_game_shows_the_post_the_prospectors_and_the_supply():
    game = LostValley(players=3)
    state = game.new_game(seed=5)
    view = check(state)
    spaces = spaces_of(view)
    assert spaces["place:post"]["shape"] == "polygon" and not spaces["place:post"].get("decor")
    pieces = {piece["id"]: piece for piece in view["pieces"]}
    assert [pieces[f"prospector-{p}"]["at"] for p in range(3)] == ["place:post"] * 3
    spots = {(pieces[f"prospector-{p}"].get("dx"), pieces[f"prospector-{p}"].get("dy")) for p in range(3)}
    assert len(spots) == 3  # fanned out, each visible
    assert [pieces[f"prospector-{p}"]["color"] for p in range(3)] == list(game.player_colors[:3])
    items = items_of(view)
    assert items["supply-ice"]["label"].startswith("Ice block: not in play")
    assert items["supply-deck-river"]["count"] == len(state.decks["river"])
    assert items["p0-food"]["count"] == 1 and items["p0-tools"]["count"] == 3
    assert items["p0-gear-whiskey"]["count"] == 2
    assert view["status"].startswith("Red: move") and view["status"].endswith("end the turn.")
    assert not any("score" in player for player in view["players"])
    assert build_view(state, 1)["panels"][1]["title"] == "Blue (you)"
    with pytest.raises(GameConfigError):
        build_view(state, 3)
    assert set(ICONS) <= set(icon_names())


def test_a_river_diamond_is_drawn_as_two_banks_and_its_water():
    """The banks are the triangles either side of the long diagonal, filled by their terrain;
    the water runs along the diagonal; each bank's place lies on its own side of the river."""
    state = first_state(lambda s: len(s.layout.river) >= 3)
    view = check(state)
    spaces = spaces_of(view)
    for diamond in state.layout.diamonds:
        tile = diamond["tile"]
        start, end = lattice.point(diamond["start"]), lattice.point(diamond["end"])
        right = lattice.point(diamond["right"])
        assert spaces[f"pic:{tile}/R"]["points"] == [[round(x, 2) + 0.0, round(-y, 2) + 0.0]
                                                     for x, y in (start, right, end)]
        picture = spaces[f"pic:{tile}/L"]
        assert picture["decor"] and picture["fill"] in TERRAIN_FILLS.values()
        assert spaces[f"spot:{tile}/L"]["fill"] == picture["fill"]  # the bank's own picture, over it
        assert spaces[f"spot:{tile}/L"]["icon"] in TERRAIN_ICONS.values()
        assert spaces[f"spot:{tile}"]["fill"] == WATER_FILL
        assert spaces[f"spot:{tile}"]["tooltip"].startswith("The river:")
        assert "bank:" in spaces[f"spot:{tile}/L"]["tooltip"]
    for vertex, (upstream, _) in state.layout.flow.items():
        name = f"{vertex[0]},{vertex[1]}"
        if f"place:{name}/L" not in spaces:
            continue
        x, y = lattice.point(vertex)
        ux, uy = math.cos(math.radians(upstream)), math.sin(math.radians(upstream))
        for side, sign in (("L", 1), ("R", -1)):
            place = spaces[f"place:{name}/{side}"]
            px, py = place["x"] - x, -place["y"] - y  # back to lattice coordinates
            assert sign * (ux * py - uy * px) > 0  # left of the way upstream, or right


def inside(points, x, y) -> bool:
    """Whether (x, y) lies inside the polygon (ray casting)."""
    found = False
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            found = not found
    return found


def test_the_middle_of_every_spots_box_lies_on_that_spot_and_nothing_clickable_covers_it():
    """A click at the centre of a spot's bounding box, where the widget's test and a pupil aim,
    reaches it: on a bank it is not the water (a bank's box along a slanting river is centred on
    the river unless its tips are cut off), nor a canal, a place or another spot."""
    state = first_state(lambda s: len(s.layout.river) >= 8 and len(s.layout.faces) >= 30 and s.canals,
                        seeds=range(8), steps=3000)
    view = check(state)
    clickable = [space for space in view["spaces"] if not space.get("decor") and space["shape"] == "polygon"]
    circles = [space for space in view["spaces"] if space["shape"] == "circle" and not space.get("decor")]
    angles = {diamond["sector"] % 3 for diamond in state.layout.diamonds}
    assert len(angles) == 3  # rivers slanting both ways and upright
    for n, space in enumerate(clickable):
        if not space["id"].startswith("spot:"):
            continue
        xs, ys = [p[0] for p in space["points"]], [p[1] for p in space["points"]]
        x, y = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        assert inside(space["points"], x, y), space["id"]
        assert not any(inside(other["points"], x, y) for other in clickable[n + 1:]), space["id"]
        assert not any(math.dist((c["x"], c["y"]), (x, y)) < c["r"] for c in circles), space["id"]


def test_every_clickable_space_has_a_fill_of_its_own_and_a_dark_one():
    """The ring of a move on offer is drawn on the space's own fill, never on a see-through one;
    the dark palette keeps every fill recognisable: darker than the light colour, but for the
    river's water, which stays as bright a blue to read as water on a dark page."""
    state = first_state(lambda s: len(s.layout.river) >= 5 and s.canals and s.works,
                        seeds=range(8), steps=3000)
    view = check(state)
    fills = {space["fill"] for space in view["spaces"] if space["shape"] != "text"}
    assert all(fill.startswith("#") and len(fill) == 7 for fill in fills)
    assert fills <= set(view["dark"])
    assert {space.get("icon_color") for space in view["spaces"]} - {None} <= set(view["dark"])
    brightness = lambda colour: sum(int(colour[i:i + 2], 16) for i in (1, 3, 5))  # noqa: E731
    assert all(brightness(DARK[fill]) < brightness(fill) for fill in fills - {WATER_FILL})


def test_prospectors_are_twice_a_places_size_with_their_owner_and_the_caption_is_clear_of_the_tiles():
    state = first_state(lambda s: len(s.layout.faces) >= 40, seeds=range(8), steps=3000)
    view = check(state)
    prospectors = [piece for piece in view["pieces"] if piece["kind"] == "prospector"]
    assert [piece["owner"] for piece in prospectors] == [0, 1, 2]
    assert all(piece["size"] == PROSPECTOR_SIZE >= 2 * PLACE_R for piece in prospectors)
    assert view["pieces"][-3:] == prospectors  # drawn over the markers and works near them
    caption = spaces_of(view)["caption-post"]
    # under a prospector standing on the table edge (y = 0), and 12 pixels in a 500-pixel frame
    assert caption["y"] - caption["size"] / 2 >= PROSPECTOR_SIZE
    assert caption["size"] / view["viewbox"][2] * 500 >= 12 - 0.2
    assert view["layout"] == ("side" if view["viewbox"][2] < 2.6 * view["viewbox"][3] else "below")


def test_the_panels_have_owners_and_a_summary_and_leave_out_what_the_board_shows():
    state = first_state(lambda s: not s.is_over and any(len(bag) >= 2 for bag in s.bags), steps=3000)
    view = check(state, 0)
    players, supply = view["panels"][:3], view["panels"][3]
    assert [panel["owner"] for panel in players] == [0, 1, 2] and "owner" not in supply
    for p, panel in enumerate(players):
        assert panel["summary"].startswith(f"{len(state.bags[p])} of 10 gold markers")
        assert not any(item["id"].endswith("-where") for item in panel["items"])  # the board shows it
    assert supply["summary"] and supply["title"].startswith("Supply, turn")
    assert all(len(item["label"]) <= 24 for item in supply["items"][1:])


def test_markers_lie_on_their_spots_and_a_seen_animal_shows_its_name():
    state = first_state(lambda s: any(up for ms in s.markers.values() for _, _, up in ms),
                        seeds=range(8), steps=3000)
    view = check(state, (state.to_move + 1) % 3)
    pieces = [piece for piece in view["pieces"] if piece["id"].startswith("m-")]
    assert len(pieces) == sum(len(ms) for ms in state.markers.values())
    for spot, markers in state.markers.items():
        for n, (_, value, up) in enumerate(markers):
            piece = next(piece for piece in pieces if piece["id"] == f"m-{spot}-{n}")
            assert piece["at"] == f"spot:{spot}"
            if up:
                assert value in piece["tooltip"] and piece["label"] == value


def test_canals_works_and_the_ice_are_drawn():
    state = first_state(lambda s: s.canals and s.works and s.ice is not None and s.ice >= 0,
                        seeds=range(8), steps=3000)
    view = check(state)
    canals = [space for space in view["spaces"] if space["id"].startswith("canal:")]
    assert len(canals) == len(state.canals) and view["links"] == []
    assert all(not canal.get("decor") and canal["tooltip"].startswith("A canal") for canal in canals)
    works = {piece["id"]: piece for piece in view["pieces"] if piece["kind"] == "work"}
    assert set(works) == {f"work-{v[0]},{v[1]}" for v in state.works}
    ice = next(piece for piece in view["pieces"] if piece["id"] == "ice")
    river = state.layout.river
    assert ice["at"] == ("spring" if state.ice == len(river) else f"spot:{river[state.ice][2]}")


# -- targets and clicks ----------------------------------------------------------------------------------
def test_laying_the_river_puts_each_choice_on_its_faint_diamond():
    state = first_state(lambda s: deciding("lay")(s) and len(s.legal_actions()) >= 2)
    view = check(state)
    spaces = spaces_of(view)
    assert "where does the river go?" in view["status"]
    for target, action in zip(view["targets"], state.legal_actions(), strict=True):
        face = lattice.diamond_from(state.layout.river_end, action["sector"])["faces"][0]
        assert face not in state.layout.faces
        assert target["on"] == f"space:new:{face[0]},{face[1]},{face[2]}"
        assert spaces[target["on"][6:]]["quiet"]
        assert intended_action(state, target["on"]) == LAY[action["sector"]]
    other = (state.to_move + 1) % 3
    assert check(state, other)["targets"] == []  # the diamonds show, the targets do not


def test_a_click_on_a_place_is_a_step_and_on_a_spot_an_action():
    state = first_state(lambda s: deciding("main")(s) and any(a.kind == "step" for a in s.legal_actions())
                        and any(a.get("spot") for a in s.legal_actions()))
    view = check(state)
    for action in state.legal_actions():
        if action.kind == "step":
            there = state.exits(state.at[state.active])[action["dir"]][0]
            assert intended_action(state, f"space:place:{there}") in state.legal_actions()
        if action.get("spot") and action.kind != "build":
            assert intended_action(state, f"space:spot:{action['spot']}").get("spot") == action["spot"]
    far = next(space["id"] for space in view["spaces"] if space["id"].startswith("spot:")
               and not any(t["on"] == f"space:{space['id']}" for t in view["targets"])
               and intended_action(state, f"space:{space['id']}") is not None)
    meant = intended_action(state, f"space:{far}")
    assert meant.get("spot") == far[5:] and state.explain(meant) is not None  # refused, with a reason
    for nonsense in ("space:nowhere", "space:spot:X99", "space:place:99,99", "space:pic:R01", "button",
                     "item:p0-food", 42):
        assert intended_action(state, nonsense) is None


def test_a_move_under_way_marks_its_path_and_stops_on_the_own_place():
    state = first_state(lambda s: deciding("move")(s) and STOP in s.legal_actions())
    view = check(state)
    spaces = spaces_of(view)
    assert all(spaces[f"place:{place}"].get("selected") for place in state.decision[4] if place != "post")
    assert intended_action(state, f"space:place:{state.at[state.active]}") == STOP
    assert [t["on"] for t in view["targets"] if t["action"]["kind"] == "stop"] == ["button"]
    assert "click the next place" in view["status"] or "is " in view["status"]


def test_the_limits_and_other_choices_are_buttons_with_the_actions_words():
    state = first_state(deciding("limits"))
    view = check(state)
    assert "discard" in view["status"]
    assert {t["on"] for t in view["targets"]} == {"button"}
    assert all(t["label"].startswith("discard ") for t in view["targets"])


def test_a_trade_offer_is_answered_by_the_partner_with_buttons():
    """The partner decides: the status says who offers what, and only the partner gets targets."""
    state = first_state(deciding("answer"), seeds=range(8))
    partner, offerer = state.decision[1], state.decision[2]
    assert state.to_move == partner
    view = check(state, partner)
    assert view["status"].startswith(f"{state.game.player_name(partner)}: "
                                      f"{state.game.player_name(offerer)} offers ")
    assert view["status"].endswith("Accept or decline?")
    assert [(t["on"], t["action"]["kind"]) for t in view["targets"]] == [("button", "accept"),
                                                                         ("button", "decline")]
    assert check(state, offerer)["targets"] == []


def test_the_picture_draws_the_view():
    state = random_game(3, seed=1)[400]
    svg = view_to_svg(state.view())
    assert svg.startswith("<svg") and 'data-space="place:post"' in svg
