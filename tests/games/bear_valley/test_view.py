"""Bear Valley's view: what the board widget and the plotly figure draw, checked on real
games (random play, and a few positions loaded from saves)."""
import json
import math
import random
import re

import pytest

import boardwidgets as bw
from boardwidgets.core.errors import GameConfigError
from boardwidgets.core.saves import STATE_FORMAT, seal
from boardwidgets.games.bear_valley.actions import ORIENT, STOP, SURFACE, TRAVERSE
from boardwidgets.games.bear_valley.board import centre, face, neighbour, node_id, section_words
from boardwidgets.games.bear_valley.components import CARDS, DIRECTIONS, KIND_NAMES
from boardwidgets.games.bear_valley.examples import load_example
from boardwidgets.games.bear_valley.palette import KIND_FILLS
from boardwidgets.games.bear_valley.view import build_view, intended_action
from boardwidgets.svg import view_to_svg
from tests.colours import contrast, luminance
from tests.games.views import check_clicks, check_final_status, check_targets, check_valid

#: the projector's floor: no text under 11 pixels in the smallest frame the widget gives the
#: board at 934 x 768 (500 pixels wide when the map is wide, 430 high when it is tall)
FLOOR_PX, FRAME_PX = 11, (500, 430)


def load(players: int, variant: str = "basic", **options):
    try:
        return bw.load_game("bear_valley", players=players, variant=variant, **options)
    except bw.BoardwidgetsError:  # not registered yet
        from boardwidgets.games.bear_valley.game import BearValley

        return BearValley(players=players, variant=variant, **options)


def random_game(game, seed: int, steps: int = 10_000):
    """The states of one game played at random (at most ``steps`` actions)."""
    state, chooser = game.new_game(seed=seed), random.Random(seed)
    yield state
    for _ in range(steps):
        if state.is_over or not state.legal_actions():
            return
        state = state.apply(chooser.choice(state.legal_actions()))
        yield state


def first_state(game, test, seeds=range(40)):
    """The first state of random games that passes ``test``."""
    for seed in seeds:
        for state in random_game(game, seed):
            if test(state):
                return state
    raise LookupError("no such position in these games")


def texts(view):
    """(font size in board units, text) of everything the renderers write on the board."""
    out = [(space["size"], space["label"]) for space in view["spaces"] if space.get("label")]
    out += [(1.1 * piece["size"], piece["label"]) for piece in view["pieces"]
            if piece.get("label") and not piece.get("icon")]
    return out


def pixels_per_unit(view) -> float:
    """Pixels per board unit of the board fitted into the smallest frame."""
    _, _, w, h = view["viewbox"]
    return min(FRAME_PX[0] / w, FRAME_PX[1] / h)


def extent(spaces) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) around the outlines of ``spaces`` (a caption counts by its centre)."""
    points = []
    for space in spaces:
        if space.get("points"):
            points += space["points"]
        else:
            r = 0 if space["shape"] == "text" else space.get("r", 0)
            points += [[space["x"] - r, space["y"] - r], [space["x"] + r, space["y"] + r]]
    xs, ys = zip(*points, strict=True)
    return min(xs), min(ys), max(xs), max(ys)


def check(game, state):
    view = state.view()
    check_targets(state, view)
    check_valid(view, game.icons)
    assert [t for size, t in texts(view) if size * pixels_per_unit(view) < FLOOR_PX] == []
    check_clicks(state, view)
    return view


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_views_of_random_games_are_valid_and_offer_exactly_the_legal_moves(players, variant):
    game = load(players, variant, **({"enchantments": True} if variant == "advanced" else {}))
    for n, state in enumerate(random_game(game, seed=players)):
        if n < 80 or n % 12 == 0 or state.is_over:
            check(game, state)


def test_the_viewbox_is_fitted_to_the_cards_and_the_unexplored_hexes_on_offer():
    """Everything drawn lies inside the view box, which leaves no empty band around it: the
    frame shows the map as large as it can, and every "?" on offer is in sight."""
    game = load(4)
    for state in random_game(game, seed=8, steps=300):
        view = build_view(state)
        x, y, w, h = view["viewbox"]
        x0, y0, x1, y1 = extent(view["spaces"])
        assert x <= x0 and x1 <= x + w and y <= y0 and y1 <= y + h
        assert max(x0 - x, y0 - y, x + w - x1, y + h - y1) <= 0.35  # a small margin, no more
        # the "?" hexes drawn are those on offer, and the one a drawn card waits to be laid on
        offered = {t["on"] for t in view["targets"]}
        assert all(f"space:{s['id']}" in offered or s.get("selected")
                   for s in view["spaces"] if s["id"].startswith("new:"))


def test_every_card_section_is_a_space_and_pictures_are_decoration():
    state = first_state(load(3), lambda s: len(s.cards) >= 25)
    view = build_view(state)
    ids = {space["id"] for space in view["spaces"] if not space.get("decor")}
    for (q, r), placed in state.cards.items():
        sections = face(placed).sections
        assert {node_id((q, r, s)) for s in range(sections)} <= ids
        assert (f"{q},{r}/2" in ids) == (sections == 2)
    # the cards' pictures (fill, trees, water, trails, icons) are never clickable
    assert all(space.get("decor") for space in view["spaces"] if space["id"].startswith("c"))


def test_the_order_of_the_deck_is_never_shown():
    for variant in ("basic", "advanced"):
        game = load(3, variant)
        for n, state in enumerate(random_game(game, seed=5, steps=400)):
            if n % 10:
                continue
            view = build_view(state)
            text = json.dumps(view)
            assert not [card for card in state.deck if f'"{card}"' in text or f" {card}" in text]
            # a reshuffled deck shows exactly the same board
            assert build_view(state.determinize(0, f"guess-{n}")) == view
            items = {item["id"]: item for panel in view["panels"] for item in panel["items"]}
            assert items["deck-size"]["count"] == len(state.deck)


def test_a_map_of_sixty_cards_stays_under_100_kb():
    game = load(4)
    state = first_state(game, lambda s: len(s.cards) >= 60, seeds=[11])
    view = state.view()
    assert len(json.dumps(view)) < 100_000
    # the board itself (all but the log, which grows with the game) is well under that, also
    # in the advanced game with its tokens
    advanced = first_state(load(4, "advanced"), lambda s: len(s.cards) >= 60, seeds=range(11, 20))
    for board in (view, advanced.view()):
        assert len(json.dumps({**board, "log": []})) < 70_000


def test_clicking_a_neighbour_traverses_or_explores_and_clicking_where_the_walk_is_stops():
    state = first_state(load(3), lambda s: s.phase == "move" and len(s.path) >= 2
                        and {"traverse", "explore"} <= {a.kind for a in s.legal_actions()})
    view = build_view(state)
    here = state.position
    for action in state.legal_actions():
        if action.kind == "traverse":
            target = state.traverse_step(DIRECTIONS.index(action["direction"])).target
            assert intended_action(state, f"space:{node_id(target)}") == action
            assert f"space:{node_id(target)}" in [t["on"] for t in view["targets"] if t["action"] ==
                                                 action.to_json()]
        if action.kind == "explore":
            q, r = neighbour(here[:2], DIRECTIONS.index(action["direction"]))
            assert intended_action(state, f"space:new:{q},{r}") == action
    assert intended_action(state, f"space:{node_id(here)}") == STOP
    fresh = state.game.new_game(seed=1)  # the token's own place before any step: stop is refused
    assert intended_action(fresh, f"space:{node_id(fresh.position)}") == STOP
    assert "not moved yet" in fresh.explain(STOP).reason
    far = max(state.cards, key=lambda c: abs(c[0] - here[0]) + abs(c[1] - here[1]))
    assert intended_action(state, f"space:{far[0]},{far[1]}") is None
    for nonsense in ("space:deck", "space:c0,0-x0", "space:new:0,0", "space:99,99", "piece:token-0",
                     "button", "space:", "item:valley", 42):
        assert intended_action(state, nonsense) is None


def test_a_click_on_a_neighbour_that_cannot_be_entered_is_explained():
    def blocked(s):
        if s.phase != "move" or len(s.path) > 1:
            return False
        here = s.position[:2]
        return any(neighbour(here, d) in s.cards and TRAVERSE[d] not in s.legal_actions() for d in range(6))

    state = first_state(load(3), blocked)
    here = state.position[:2]
    d = next(d for d in range(6)
             if neighbour(here, d) in state.cards and TRAVERSE[d] not in state.legal_actions())
    q, r = neighbour(here, d)
    meant = intended_action(state, f"space:{q},{r}")
    assert meant == TRAVERSE[d]
    assert state.explain(meant).reason


def test_the_walk_is_drawn_step_by_step_with_its_hours():
    state = first_state(load(3), lambda s: s.to_move is not None and len(s.path) >= 3)
    view = build_view(state)
    spaces = {space["id"]: space for space in view["spaces"]}
    pieces = {piece["id"]: piece for piece in view["pieces"]}
    for k, position in enumerate(state.path[1:], 1):
        assert spaces[node_id(position)].get("selected")
        assert pieces[f"step-{k}"]["at"] == node_id(position) and pieces[f"step-{k}"]["label"] == str(k)
        link = next(link for link in view["links"] if link["id"] == f"walk-{k}")
        assert (link["source"], link["target"]) == (node_id(state.path[k - 1]), node_id(position))
        assert link["style"] == "path"
    assert not spaces[node_id(state.path[0])].get("selected")


def test_unexplored_hexes_on_offer_are_pale_question_marks_carrying_the_explore_move():
    """They come and go with the player to move, so they are quiet: passing the turn marks none."""
    state = load(2).new_game(seed=3)
    view = build_view(state)
    unexplored = {space["id"]: space for space in view["spaces"] if space["id"].startswith("new:")}
    explores = [a for a in state.legal_actions() if a.kind == "explore"]
    assert explores and len(unexplored) == len(explores)
    assert all(space["quiet"] for space in unexplored.values())
    passed = state.apply(next(a for a in state.legal_actions() if a.kind == "stay"))
    assert passed.to_move == 1 and not [e for e in passed.view()["recent"] if e.startswith("space:new:")]
    for action in explores:
        q, r = neighbour((0, 0), DIRECTIONS.index(action["direction"]))
        space = unexplored[f"new:{q},{r}"]
        assert space["label"] == "?"
        assert (space["x"], space["y"]) == tuple(round(v, 2) for v in centre((q, r)))
        assert [t["on"] for t in view["targets"] if t["action"] == action.to_json()] == [f"space:new:{q},{r}"]


def test_a_drawn_card_waiting_to_be_laid_is_shown_both_ways_and_laid_by_buttons():
    state = first_state(load(3), lambda s: s.phase == "orient")
    view = build_view(state)
    ids = {space["id"] for space in view["spaces"]}
    assert {"preview-0", "preview-3"} <= ids
    assert [t["on"] for t in view["targets"]] == ["button", "button"]
    assert intended_action(state, "space:preview-3") == ORIENT[3]
    q, r = state.pending[0]
    waiting = next(space for space in view["spaces"] if space["id"] == f"new:{q},{r}")
    assert waiting["selected"]
    assert "choose which way up" in view["status"]
    # beside the map, not on it: the pictures lie clear of every card and "?" hex
    map_box = extent([s for s in view["spaces"] if not s["id"].startswith("preview")])
    for sid in ("preview-0", "preview-3"):
        x0, y0, x1, y1 = extent([next(s for s in view["spaces"] if s["id"] == sid)])
        assert x0 >= map_box[2] or x1 <= map_box[0] or y0 >= map_box[3] or y1 <= map_box[1], sid
    after = build_view(state.apply(ORIENT[0]))
    assert not any(space["id"].startswith("preview") for space in after["spaces"])
    assert not any(space["id"].startswith("deck") for space in view["spaces"] + after["spaces"])


def test_explorers_are_larger_than_the_cards_icons_and_stand_beside_them():
    """A token is a disc wider than the icon in the middle of a card, standing towards a corner
    of the card: with three players on the Starting Camp none covers more than the edge of its
    tent (0.05 units, 3 pixels of a 60-pixel card), nor another token."""
    for state in (load(3).new_game(seed=1),
                  first_state(load(4, "advanced"), lambda s: len(s.cards) >= 30 and s.to_move is not None)):
        view = build_view(state)
        spaces = {space["id"]: space for space in view["spaces"]}
        icons = [s for s in view["spaces"] if s["id"].endswith("-icon")]
        tokens = [piece for piece in view["pieces"] if piece["kind"] == "player"]
        assert [piece["owner"] for piece in tokens] == list(range(state.game.players))
        where = {}
        for piece in tokens:
            home = spaces[piece["at"]]
            x, y = home.get("x", 0) + piece["dx"], home.get("y", 0) + piece["dy"]
            if "points" in home:
                x, y = (sum(p[i] for p in home["points"]) / len(home["points"]) + piece[d]
                        for i, d in ((0, "dx"), (1, "dy")))
            where[piece["id"]] = (x, y, piece["size"])
            for icon in icons:
                assert 2 * piece["size"] > 1.1 * icon["icon_size"]
                half = icon["icon_size"] / 2  # the icon's square, which the disc may not cover
                nx = min(max(x, icon["x"] - half), icon["x"] + half)
                ny = min(max(y, icon["y"] - half), icon["y"] + half)
                assert (x - nx) ** 2 + (y - ny) ** 2 >= (piece["size"] - 0.05) ** 2, (piece["id"], icon["id"])
        camp = [where[p["id"]] for p in tokens if p["at"] == "0,0"]
        for i, (x, y, r) in enumerate(camp):
            assert all((x - a) ** 2 + (y - b) ** 2 >= (r + q) ** 2 for a, b, q in camp[i + 1:])


def test_panels_name_their_owner_and_say_in_a_line_what_a_folded_one_holds():
    game = load(3, "advanced")
    state = first_state(game, lambda s: s.to_move is not None and any(s.held) and s.turns[0] > 1)
    panels = {panel["id"]: panel for panel in build_view(state, viewer=0)["panels"]}
    assert [panels[f"player-{p}"]["owner"] for p in range(3)] == [0, 1, 2]
    assert all("owner" not in panels[key] for key in ("valley", "supply"))
    for p in range(3):
        summary = panels[f"player-{p}"]["summary"]
        gold = state.held[p].count("gold")
        assert summary in {"Eaten by a bear", "Winner!"} or summary.endswith(
            KIND_NAMES[state.kind_in_play(state.cards[state.tokens[p][:2]][0])])
        assert (f"Gold {gold}" in summary) == bool(gold) or state.out[p]
    assert panels["valley"]["open"] and panels["valley"]["summary"].endswith(f"{len(state.deck)} cards left")
    gold = state.stock[-1]
    assert panels["supply"]["summary"] == f"Gold {gold} · Equipment {sum(state.stock) - gold}"


def test_every_fill_has_a_twin_of_its_own_for_a_dark_page():
    """The view's ``dark`` palette covers every colour a space is filled with: light fills turn
    darker, the terrains stay apart, and every card keeps 3:1 with the dark blue dashes the
    widget draws round a move on a see-through card section (board.js's RING_DARK)."""
    state = first_state(load(4, "advanced", enchantments=True), lambda s: len(s.cards) >= 40)
    view = build_view(state)
    fills = {space["fill"] for space in view["spaces"] if space.get("fill", "").startswith("#")}
    assert fills <= set(view["dark"])
    assert all(luminance(view["dark"][fill]) < luminance(fill) for fill in fills
               if luminance(fill) > 0.4), "a light fill stays light on a dark page"
    for theme in ({fill: fill for fill in KIND_FILLS.values()}, view["dark"]):
        cards = {kind: theme[fill] for kind, fill in KIND_FILLS.items()}
        assert len({cards[kind] for kind in ("straight", "path", "lake", "mountain", "woods", "bear")}) == 6
        assert min(contrast(fill, "#0a2a66") for fill in cards.values()) >= 3


def test_players_panels_and_the_sunclock():
    game = load(3)
    state = game.new_game(seed=2)
    view = build_view(state, viewer=1)
    assert view["viewer"] == 1
    panels = {panel["id"]: panel for panel in view["panels"]}
    assert panels["player-1"]["title"].endswith("(you)") and panels["player-0"]["active"]
    items = {item["id"]: item for panel in view["panels"] for item in panel["items"]}
    assert items["p2-first"]["label"] == "First turn: at most 3 moves"
    assert items["moves-left"]["count"] == state.moves_left() == 1
    assert items["deck-size"]["count"] == len(state.deck)
    assert "One o'clock" in items["next-hour"]["label"]
    assert [p["name"] for p in view["players"]] == ["Red", "Yellow", "Blue"]
    assert view["status"].startswith("Red's turn")
    with pytest.raises(GameConfigError):
        build_view(state, viewer=3)
    later = first_state(game, lambda s: s.phase == "move" and s.hour == 2 and s.limit is None
                        and any(a.kind == "explore" for a in s.legal_actions()))
    items = {item["id"]: item for panel in build_view(later)["panels"] for item in panel["items"]}
    assert items["clock"]["label"] == "It is Two o'clock"
    assert items["next-hour"]["label"] == ("Exploring at Three o'clock: a card with 3 exits gets you lost; "
                                           "a Bear ends the walk")


def test_an_eaten_player_is_greyed_and_a_finished_game_says_how_it_ended():
    game = load(3)
    data = game.new_game(seed=4).to_json()["data"]
    data["players"][2].update(out=True)
    state = game.state_from_json(seal(STATE_FORMAT, game, data))
    view = build_view(state)
    token = next(piece for piece in view["pieces"] if piece["id"] == "token-2")
    assert token["icon"] == "bear-head" and token["color"] != game.player_colors[2]
    assert "eaten" in token["tooltip"]
    final = first_state(game, lambda s: s.is_over)
    view = final.view()
    status = check_final_status(final, final.name, "The bears win")  # nobody won in this game
    assert status == "The bears win: the Wilderness deck ran out." and final.winners == ()
    won = first_state(game, lambda s: s.is_over and s.winners, seeds=range(20, 60))
    assert check_final_status(won, won.name) == f"{won.name(won.winners[0])} wins: {won.ending}"
    assert view["log"] == final.log


def test_the_advanced_game_shows_tokens_in_hand_and_in_the_supply():
    game = load(4, "advanced")
    state = first_state(game, lambda s: s.to_move is not None and any(s.held) and s.loose)
    view = build_view(state)
    items = {item["id"]: item for panel in view["panels"] for item in panel["items"]}
    for p, bag in enumerate(state.held):
        for kind in set(bag):
            assert items[f"p{p}-held-{kind}"]["count"] == bag.count(kind)
    assert sum(items[f"stock-{kind}"]["count"] for kind in ("canoe", "gold")) == (
        state.stock[0] + state.stock[-1])
    loose = [piece for piece in view["pieces"] if piece["id"].startswith("loose-")]
    assert len(loose) == sum(len(bag) for bag in state.loose.values())
    trading = first_state(game, lambda s: s.phase in ("trade", "gift") and s.legal_actions())
    view = build_view(trading)
    for target in view["targets"]:
        if target["action"]["kind"] in ("give", "take", "leave"):
            assert target["on"].startswith("item:")


def test_the_picture_and_the_figure_draw_the_view():
    state = first_state(load(3), lambda s: len(s.cards) >= 20 and len(s.path) >= 2)
    svg = view_to_svg(state.view())
    assert svg.startswith("<svg") and svg.count('data-space="') >= len(state.cards)
    assert 'data-icon="camping-tent"' in svg
    figure = bw.plots.board_figure(state)
    assert [trace.name for trace in figure.data][:2] == ["spaces", "labels"]


def test_the_status_line_offers_only_the_steps_there_are():
    """A contingency walk may not explore, so its opening line does not ask for a "?";
    an ordinary first turn at the camp names exploring."""
    match = load_example("contingency")
    before = next(state for state in match.states if state.contingency and len(state.path) == 1)
    status = before.view()["status"]
    assert status.startswith("Contingency walk: Rocky's turn, noon: click a highlighted card to "
                             "traverse") and '"?"' not in status
    first = load(3).new_game(seed=1).view()["status"]
    assert first.startswith("Red's turn, noon: click a \"?\" to explore") and "(at most 1 move" in first


def test_a_cards_two_sides_are_named_where_the_board_shows_them():
    """A Hedge or a Straight River has two sides, named by where they lie on the screen (the
    board draws no compass): never the same words for both sides of one card."""
    assert [section_words(("S1", 0), s) for s in (0, 1)] == ["the top side", "the bottom side"]
    assert [section_words(("W60", 0), s) for s in (0, 1)] == ["the right side", "the left side"]
    assert [section_words(("S1", 1), s) for s in (0, 1)] == ["the top-right side", "the bottom-left side"]
    bridge = next(card.id for card in CARDS.values() if card.kind == "bridge")
    assert [section_words((bridge, 0), s) for s in (0, 1)] == ["the floor", "the bridge"]
    assert section_words(("start", 0), 0) == ""
    for card in CARDS.values():
        for rotation in range(6):
            if face((card.id, rotation)).sections == 2:
                one, other = (section_words((card.id, rotation), s) for s in (0, 1))
                assert one != other and one.startswith("the "), (card.id, rotation)


def test_places_are_named_by_their_cards_and_directions_as_the_board_shows_them():
    """No coordinate and no compass in what a pupil reads: a token stands "on the Starting
    Camp", a card's tooltip says what it is, a step goes "up to the right"."""
    state = load(3).new_game(seed=2)
    view = build_view(state)
    items = {item["id"]: item for panel in view["panels"] for item in panel["items"]}
    assert items["p0-token"]["label"] == "On the Starting Camp"
    assert items["p0-token"]["tooltip"] == "Red's token stands on the Starting Camp"
    tooltips = {space["id"]: space["tooltip"] for space in view["spaces"] if space.get("tooltip")}
    assert tooltips["0,0"] == "Starting Camp: 5 exits"
    assert tooltips["1,0"] == "Straight River (the top side): 4 exits, 2 on this side"
    assert str(TRAVERSE[0]) == "traverse up to the right" and str(TRAVERSE[4]) == "traverse to the left"
    words = " ".join([*tooltips.values(), view["status"], *(t["label"] for t in view["targets"])])
    assert not re.search(r"-?\d+,-?\d+|\b(NE|SE|SW|NW|E|W)\b|north|south", words)


def test_each_cave_has_a_name_that_its_surface_move_and_the_log_use():
    """The four Cave cards look alike two by two, so each has a name (a reconstruction of
    ours): a diver surfaces "at the Echo Cave", never at a card's id."""
    caves = {card.id: card.own_name for card in CARDS.values() if card.overlay == "cave"}
    assert len(caves) == 4 and len(set(caves.values())) == 4 and all(caves.values())
    assert not [card.id for card in CARDS.values() if card.own_name and card.overlay != "cave"]
    assert {str(SURFACE[card]) for card in caves} == {f"surface at the {name}" for name in caves.values()}
    assert load(3, "advanced").new_game(seed=1).card_words("W14") == "a Wilderness (Echo Cave) card (3 exits)"
    basic = load(3).new_game(seed=1)
    assert basic.card_words("W14") == "a Wilderness card (3 exits)", "no Caves in the basic game"


def test_a_move_written_with_a_value_the_game_lacks_is_told_the_values_there_are():
    """Only code can ask for a direction or a token the game does not have: the refusal lists
    the ones there are, in the words code uses and a pupil's."""
    state = load(3).new_game(seed=1)
    direction = state.explain({"kind": "explore", "direction": "N"})
    assert direction.rule == "Moving" and "NE (up to the right)" in direction.reason
    assert "rotation 3" in state.explain({"kind": "orient", "rotation": 2}).reason
    assert "W14 (the Echo Cave)" in state.explain({"kind": "surface", "card": "W99"}).reason
    assert "picnic_basket" in state.explain({"kind": "take", "token": "axe"}).reason


def token_spots(state, view) -> list[tuple[float, float, float, tuple[float, float]]]:
    """Each token's centre, its radius and the centre of the card it stands on."""
    spaces = {space["id"]: space for space in view["spaces"]}
    out = []
    for piece in view["pieces"]:
        if piece["kind"] != "player":
            continue
        home = spaces[piece["at"]]
        if "points" in home:
            x, y = (sum(p[i] for p in home["points"]) / len(home["points"]) for i in (0, 1))
        else:
            x, y = home["x"], home["y"]
        out.append((x + piece.get("dx", 0), y + piece.get("dy", 0), piece["size"],
                    centre(state.tokens[piece["owner"]][:2])))
    return out


@pytest.mark.parametrize(("players", "variant"), [(3, "advanced"), (6, "basic")])
def test_every_token_stands_inside_its_cards_hex_with_its_ring(players, variant):
    """A token, and the ring round the tokens of the player to move (1.18 times its radius),
    lie inside the hex of the card it stands on: never on an edge or where three cards meet,
    which left a class unsure which card it was on. Also on the two sides of a Hedge or a
    Straight River, whose middles lie off the card's."""
    game = load(players, variant)
    halves = 0
    for seed in range(6):
        for k, state in enumerate(random_game(game, seed, steps=1500)):
            if k % 3:
                continue
            view = build_view(state)
            shapes = {s["id"]: s["shape"] for s in view["spaces"]}
            halves += any(shapes[p["at"]] == "polygon" for p in view["pieces"] if p["kind"] == "player")
            for x, y, size, (cx, cy) in token_spots(state, view):
                for d in range(6):  # each side of a pointy-top hex, 0.5 from its middle
                    a = math.radians(-60 + 60 * d)
                    assert (x - cx) * math.cos(a) + (y - cy) * math.sin(a) + 1.18 * size <= 0.5 + 1e-6
    assert halves, "no token stood on one side of a two-sided card"


def test_the_cards_pictures_are_large_enough_for_a_projector_and_the_bear_reads_in_the_dark():
    """A card's icon in its medallion and an overlay's picture are 0.3 units or more (18 pixels
    where a card is 60 pixels wide, late in a game in a 934-pixel cell); the Bear's medallion
    is dark in both themes, so that its bear is white on it (it was black on the brown card,
    which a dark page keeps a mid-tone)."""
    from boardwidgets.games.bear_valley.palette import DARK, MEDALLION_FILLS

    state = first_state(load(3, "advanced"), lambda s: len(s.cards) >= 25)
    view = build_view(state)
    pictures = [s for s in view["spaces"] if s["id"].endswith(("-icon", "-o"))]
    assert {s["id"][-2:] for s in pictures} == {"on", "-o"}
    assert min(s["icon_size"] for s in pictures) >= 0.3
    bear = MEDALLION_FILLS["bear"]
    for fill in (bear, DARK[bear]):
        assert contrast(fill, "#ffffff") > contrast(fill, "#000000") and contrast(fill, "#ffffff") >= 4.5
        assert contrast(fill, KIND_FILLS["bear"]) >= 1.5 or contrast(fill, DARK[KIND_FILLS["bear"]]) >= 1.5
