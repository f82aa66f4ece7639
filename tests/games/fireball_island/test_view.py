"""Fireball Island's view: what the board widget and the plotly figure draw, checked on random
games: valid views offering exactly the legal moves, secret hands that stay secret, the aimed
fireball and the move in progress marked on the island, and what a click on the board means."""
import colorsys
import json
import random

import pytest

from boardwidgets.core.errors import GameConfigError
from boardwidgets.games.fireball_island.actions import STEP
from boardwidgets.games.fireball_island.board import INDEX, KIND, NAMES, ROLLWAYS
from boardwidgets.games.fireball_island.components import CARD_KINDS, CARD_NAMES, ICONS
from boardwidgets.games.fireball_island.game import FireballIsland
from boardwidgets.games.fireball_island.looks import ZONE_FILLS
from boardwidgets.games.fireball_island.view import build_view, intended_action
from boardwidgets.svg import view_to_svg
from tests.games.views import (
    caption_box,
    check_clicks,
    check_final_status,
    check_targets,
    check_valid,
    disc_hits_box,
    items_of,
    segment_hits_box,
    spaces_of,
)

#: the projector's floor: no text under 11 pixels when the board is 800 pixels wide
FLOOR_PX, BOARD_PX = 11, 800


def random_game(game, seed: int, steps: int):
    """The states of one game played at random (at most ``steps`` actions)."""
    state, chooser = game.new_game(seed), random.Random(seed)
    yield state
    for _ in range(steps):
        if state.is_over:
            return
        state = state.apply(chooser.choice(state.legal_actions()))
        yield state


def first_state(test, players: int = 3, seeds=range(30), steps: int = 3000, **options):
    """The first state of random games that passes ``test``."""
    game = FireballIsland(players=players, **options)
    for seed in seeds:
        for state in random_game(game, seed, steps):
            if test(state):
                return state
    raise LookupError("no such position in these games")


def deciding(kind: str, window: str | None = None):
    """A test for a state whose decision on top is ``kind`` (and that window)."""
    def test(state) -> bool:
        task = state.decision
        return bool(task) and task[0] == kind and (window is None or task[1] == window)
    return test


def check(state):
    """Every promise the views keep: the public view (an onlooker's: every hand face down, no
    moves on offer) and the screen of the player who decides, which is returned (the public
    view once the game is over)."""
    public = state.view()
    check_targets(state, public)
    check_valid(public, ICONS.values())
    assert not [item for item in items_of(public).values() if item.get("secret")]
    view = public if state.to_move is None else state.view(state.to_move)
    check_targets(state, view, state.to_move)
    check_valid(view, ICONS.values())
    assert set(ICONS.values()) <= set(state.game.icons)
    width = view["viewbox"][2]
    small = [s["label"] for s in view["spaces"] if s.get("label") and s["size"] * BOARD_PX / width < FLOOR_PX]
    assert small == []
    assert not any(piece.get("label") for piece in view["pieces"])  # colours and icons, no tiny text
    check_clicks(state, view)
    return view


@pytest.mark.parametrize("players, options", [(2, {}), (3, {"ask_everyone": True}), (4, {})])
def test_views_of_random_games_are_valid_and_offer_exactly_the_legal_moves(players, options):
    game = FireballIsland(players=players, **options)
    for n, state in enumerate(random_game(game, seed=players, steps=1500)):
        if n < 150 or n % 10 == 0 or state.is_over:
            check(state)


@pytest.mark.parametrize("options", [{}, {"ask_everyone": True}])
def test_a_view_for_a_player_shows_the_other_hands_only_as_face_down_counts(options):
    """view(p) is the same whatever the other hands and the deck hold (determinize redraws
    them); no other panel names a card, and only the player who decides gets targets."""
    game = FireballIsland(players=3, **options)
    names = set(CARD_NAMES.values())
    checked = 0
    for n, state in enumerate(random_game(game, seed=11, steps=900)):
        if n % 6:
            continue
        for p in range(3):
            view = state.view(p)
            assert view["viewer"] == p
            assert state.determinize(p, f"guess-{n}").view(p) == view
            if state.to_move != p:
                assert view["targets"] == []
            for panel in view["panels"]:
                if panel["id"].startswith("player-") and panel["id"] != f"player-{p}":
                    other = int(panel["id"][7:])
                    text = json.dumps(panel)
                    assert not [name for name in names if name in text]
                    assert not [kind for kind in CARD_KINDS if f"-card-{kind}" in text]
                    hand = [item for item in panel["items"] if item["id"] == f"p{other}-hand"]
                    assert [item.get("count", 0) for item in hand] == [len(state.hands[other])]
            own = items_of(view)
            for kind in set(state.hands[p]):
                assert own[f"p{p}-card-{kind}"]["count"] == state.hands[p].count(kind)
            checked += 1
    assert checked > 400


def test_the_public_view_shows_every_hand_face_down_and_the_deciders_screen_shows_its_cards():
    """view(None) is what an onlooker knows: every hand a number of face-down cards, as another
    player's screen shows it, no card named and no move on offer ("play Cancel" would tell);
    the screen of the player who decides shows that hand, each card played from its line."""
    state = first_state(lambda s: deciding("window")(s) and all(s.hands))
    decider = state.to_move
    public = state.view()
    items = items_of(public)
    for p in range(state.game.players):
        assert items[f"p{p}-hand"] == {"id": f"p{p}-hand", "label": "Cards, face down",
                                       "icon": ICONS["card"], "count": len(state.hands[p])}
        assert not [i for i in items if i.startswith(f"p{p}-card-")]
    assert public["targets"] == []
    assert not [kind for kind in CARD_KINDS if f"-card-{kind}" in json.dumps(public)]
    assert public["status"].startswith(f"{state.game.player_name(decider)} may play a card or pass: ")
    own = state.view(decider)
    items = items_of(own)
    for kind in set(state.hands[decider]):
        card = items[f"p{decider}-card-{kind}"]
        assert card["label"] == CARD_NAMES[kind] and card["secret"]  # only its owner's screen shows it
    assert own["targets"]
    for target in own["targets"]:  # each card played from its line of the hand, a pass by button
        card = target["action"].get("card")
        assert target["on"] == (f"item:p{decider}-card-{card}" if card else "button")


def test_take_one_card_against_several_opponents_is_a_menu_on_its_card():
    state = first_state(lambda s: sum(a.get("card") == "take_card" for a in s.legal_actions()) >= 2,
                        players=4)
    view = state.view(state.to_move)
    on = {t["on"] for t in view["targets"] if t["action"].get("card") == "take_card"}
    assert on == {f"item:p{state.to_move}-card-take_card"}
    meant = intended_action(state, on.pop())
    assert meant in state.legal_actions() and meant["card"] == "take_card"


def test_the_discard_pile_is_public_and_the_deck_shows_only_its_size():
    state = first_state(lambda s: len(s.discard) >= 3)
    items = items_of(state.view(0))
    assert items["deck"]["count"] == len(state.deck)
    assert items["discard"]["count"] == len(state.discard)
    assert CARD_NAMES[state.discard[-1]] in items["discard"]["label"]
    words = ("no", "one", "two", "three", "four")  # a count in words never runs into "Move Ahead 4"
    for kind in set(state.discard):
        assert f"{words[state.discard.count(kind)]} {CARD_NAMES[kind]}" in items["discard"]["tooltip"]


def test_a_fireball_about_to_roll_marks_its_rollway_and_is_named_in_the_status():
    state = first_state(deciding("window", "fireball"))
    fire = next(task for task in state.agenda if task[0] == "fire")
    way = ROLLWAYS[fire[2]]
    view = check(state)
    spaces = spaces_of(view)
    selected = {sid for sid, space in spaces.items() if space.get("selected")}
    assert {NAMES[node] for node in way.run} | {f"perch-{way.perch}"} <= selected
    assert f"fireball is about to roll {way.name}" in view["status"]


def test_aiming_puts_each_rollway_on_its_fireballs_perch():
    state = first_state(lambda s: deciding("aim")(s) and len(s.legal_actions()) >= 2)
    view = check(state)
    assert "click a fireball" in view["status"]
    for target in view["targets"]:
        perch = next(way.perch for way in ROLLWAYS if way.id == target["action"]["rollway"])
        assert target["on"] == f"space:perch-{perch}"
        assert spaces_of(view)[f"perch-{perch}"]["icon"] == ICONS["fireball"]
    first = view["targets"][0]
    assert intended_action(state, first["on"]).to_json() == first["action"]
    assert intended_action(state, "space:wt5") is None  # no move in progress


def test_a_move_in_progress_is_marked_and_a_click_on_a_space_is_a_step():
    state = first_state(lambda s: deciding("move")(s) and len(s.decision[3]) >= 2)
    task = state.decision
    view = check(state)
    spaces = spaces_of(view)
    assert all(spaces[NAMES[node]].get("selected") for node in task[3])
    left = task[4]
    if left:
        assert f"{left} step{'s' if left != 1 else ''} left" in view["status"]
    for action in state.legal_actions():
        assert intended_action(state, f"space:{action['to']}") == action
        on = [t["on"] for t in view["targets"] if t["action"] == action.to_json()]
        assert on == [f"space:{action['to']}"]
    far = next(NAMES[node] for node in STEP if STEP[node] not in state.legal_actions())
    meant = intended_action(state, f"space:{far}")
    assert meant == STEP[INDEX[far]] and state.explain(meant).reason
    for nonsense in ("space:pitA", "space:water", "space:nowhere", "space:idol", "button", "item:deck", 42):
        assert intended_action(state, nonsense) is None


def test_the_roll_is_a_button_and_a_click_on_the_island_then_means_nothing():
    state = first_state(lambda s: deciding("main")(s) and KIND[s.at[s.active]] != "cave"
                        and len(s.legal_actions()) == 1)
    view = check(state)
    assert view["status"] == f"{state.game.player_name(state.active)}: roll the die."
    assert [(t["on"], t["label"]) for t in view["targets"]] == [("button", "roll the die")]
    assert intended_action(state, "space:wt1") is None
    assert intended_action(state, "space:perch-vulkar") is None
    assert intended_action(state, f"item:p{state.active}-card-cancel") is not None  # explained


def test_the_island_pieces_and_panels_of_a_new_game():
    game = FireballIsland(players=3)
    state = game.new_game(seed=7)
    view = check(state)
    spaces = spaces_of(view)
    assert not [name for name in NAMES if spaces[name].get("decor")]  # every node is clickable
    assert [spaces[f"cave{n}"]["label"] for n in range(1, 7)] == [str(n) for n in range(1, 7)]
    assert [spaces[f"pit{letter}"]["label"] for letter in "ABCDEF"] == list("ABCDEF")
    assert spaces["water"]["r"] > spaces["wt1"]["r"]
    assert spaces["start"]["icon"] == ICONS["start"] and spaces["dock"]["icon"] == ICONS["dock"]
    assert spaces["idol"]["icon"] == ICONS["idol"]
    assert {sid for sid in spaces if sid.startswith("perch-")} == {f"perch-{way.perch}" for way in ROLLWAYS}
    dark = [name for name in NAMES if spaces[name].get("icon") == ICONS["card"]]
    assert dark and all(KIND[INDEX[name]] == "trail" for name in dark)
    pieces = {piece["id"]: piece for piece in view["pieces"]}
    assert [pieces[f"player-{p}"]["at"] for p in range(3)] == ["start"] * 3
    assert [pieces[f"player-{p}"]["owner"] for p in range(3)] == [0, 1, 2]  # the seat to move is ringed
    assert len({(pieces[f"player-{p}"].get("dx"), pieces[f"player-{p}"].get("dy")) for p in range(3)}) == 3
    assert [pieces[f"player-{p}"]["color"] for p in range(3)] == list(game.player_colors[:3])
    assert pieces["jewel"]["at"] == "idol" and pieces["jewel"]["icon"] == ICONS["jewel"]
    assert len([pid for pid in pieces if pid.startswith("charm-")]) == 4
    assert [p["name"] for p in view["players"]] == ["Blue", "Yellow", "Green"]
    assert not any("score" in p for p in view["players"])
    assert view["status"] == (f"{game.player_name(state.to_move)} may play a card or pass: "
                              f"{game.player_name(state.active)}'s turn is starting.")
    panels = {panel["id"]: panel for panel in build_view(state, viewer=1)["panels"]}
    assert panels["player-1"]["title"] == "Yellow (you)"
    assert [panels[f"player-{p}"]["owner"] for p in range(3)] == [0, 1, 2]
    assert [panels[f"player-{p}"]["summary"] for p in range(3)] == [
        f"{len(state.hands[p])} card{'s' if len(state.hands[p]) != 1 else ''}" for p in range(3)]
    assert panels["table"]["summary"] == f"Draw {len(state.deck)} · discard 0"
    assert panels[f"player-{state.to_move}"]["active"]
    with pytest.raises(GameConfigError):
        build_view(state, viewer=3)


def test_pieces_look_unlike_the_spaces_they_stand_on():
    """Explorers are hexagons of their seat's colour, wider than a space; the jewel is a gem;
    the fireballs are bursts, not discs; no piece's colour is a colour of the island."""
    state = FireballIsland(players=4).new_game(seed=7)
    view = check(state)
    spaces = spaces_of(view)
    trail = spaces["wt5"]
    explorers = [piece for piece in view["pieces"] if piece["kind"] == "player"]
    assert {piece["shape"] for piece in explorers} == {"hex"}
    assert all(piece["size"] * 0.866 > trail["r"] for piece in explorers)  # flat side to flat side
    alone = first_state(lambda s: len(set(s.at)) == len(s.at), players=4)
    assert all(piece["size"] * 0.866 > 1.2 * trail["r"]
               for piece in alone.view()["pieces"] if piece["kind"] == "player")
    jewel = next(piece for piece in view["pieces"] if piece["kind"] == "jewel")
    assert jewel["shape"] == "diamond" and jewel["size"] > trail["r"]
    perches = [space for sid, space in spaces.items() if sid.startswith("perch-")]
    assert perches and all(space["shape"] == "polygon" for space in perches)
    fills = {space.get("fill") for space in view["spaces"]}
    assert not {piece["color"] for piece in view["pieces"]} & fills


def test_the_dark_palette_gives_each_fill_a_colour_of_the_same_hue():
    """Every fill of the island has its colour for a dark page, darker than on a light one and
    of the same hue, so the pits' colours stay apart (not the widget's uniform dimming)."""
    view = check(FireballIsland(players=3).new_game(seed=7))
    fills = {space["fill"] for space in view["spaces"] if space.get("fill")}
    assert fills <= set(view["dark"])

    def hls(color: str) -> tuple[float, float, float]:
        return colorsys.rgb_to_hls(*(int(color[k:k + 2], 16) / 255 for k in (1, 3, 5)))

    for light, dark in view["dark"].items():
        (h1, l1, s1), (h2, l2, _) = hls(light), hls(dark)
        assert l2 <= l1
        if s1 > 0.1:  # a grey has no hue to keep
            turn = abs(h1 - h2) * 360
            assert min(turn, 360 - turn) < 20, (light, dark)
    zones = [view["dark"][fill] for fill in ZONE_FILLS.values()]
    assert len(set(zones)) == len(zones)


def test_a_piece_in_a_pit_lies_down_and_the_charm_tokens_leave_the_ruin():
    state = first_state(lambda s: any(s.down) and 1 in s.charms)
    view = check(state)
    pieces = {piece["id"]: piece for piece in view["pieces"]}
    items = items_of(view)
    for p, down in enumerate(state.down):
        assert pieces[f"player-{p}"]["icon"] == ICONS["asleep" if down else "explorer"]
        if down:
            assert "loses the next turn" in pieces[f"player-{p}"]["tooltip"]
            assert items[f"p{p}-where"]["label"].startswith("Lying in smolder pit")
    held = state.charms.count(1)
    assert len([pid for pid in pieces if pid.startswith("charm-")]) == 4 - held
    assert items["ruin-tokens"]["count"] == 4 - held


def test_the_jewel_goes_with_its_owner_and_the_end_says_who_won():
    state = first_state(lambda s: s.owner is not None)
    view = check(state)
    jewel = next(piece for piece in view["pieces"] if piece["id"] == "jewel")
    assert jewel["at"] == NAMES[state.at[state.owner]] and (jewel["dx"], jewel["dy"]) != (0, 0)
    assert items_of(view)[f"p{state.owner}-jewel"]["icon"] == ICONS["jewel"]
    final = first_state(lambda s: s.is_over, seeds=[3], steps=20_000)
    view = check(final)
    winner = final.game.player_name(final.winner)
    assert view["over"] and view["targets"] == []
    assert check_final_status(final) == f"{winner} wins: {winner} reached the Dock with the jewel."
    assert view["log"] == final.log


def test_the_view_of_a_whole_random_game_stays_small_apart_from_its_log():
    """The island, pieces and panels stay near 40 KB; the log is the whole game's (schema 2),
    so a random game of thousands of actions makes the view as long as its log."""
    final = first_state(lambda s: s.is_over, seeds=[3], steps=20_000)
    view = final.view()
    total = len(json.dumps(view))
    board = len(json.dumps({**view, "log": []}))
    print(f"final view of a random game ({len(final.log)} log lines): {total} bytes, {board} without the log")
    assert board < 45_000
    assert total - board == len(json.dumps(final.log)) - len("[]")  # all the rest is the log


def test_the_picture_draws_the_view():
    state = first_state(deciding("move"))
    svg = view_to_svg(state.view())
    assert svg.startswith("<svg") and svg.count('data-space="') >= len(NAMES)
    assert f'data-icon="{ICONS["fireball"]}"' in svg and f'data-icon="{ICONS["jewel"]}"' in svg


#: a class reads the island at about 19.5 pixels a unit, with the panels beside it in a 934-pixel
#: cell of a 1366 x 768 screen (tests/test_projector.py measures it)
PROJECTED = 19.5


def test_the_islands_texts_spaces_and_explorers_are_large_enough_for_a_projector():
    """Every caption, cave number and pit letter 14 pixels or more, a space 16 pixels across,
    an explorer's walker 17 (a lone explorer's 18)."""
    state = FireballIsland(players=4).new_game(seed=7)
    view = check(state)
    assert min(s["size"] for s in view["spaces"] if s.get("label")) * PROJECTED >= 14
    assert min(2 * s["r"] for s in view["spaces"] if s["shape"] == "circle") * PROJECTED >= 16
    alone = first_state(lambda s: len(set(s.at)) == len(s.at), players=4)
    assert min(1.5 * p["size"] for p in alone.view()["pieces"] if p["kind"] == "player") * PROJECTED >= 17.5


def test_every_caption_lies_clear_of_the_spaces_the_lines_and_the_other_captions():
    """The trails' and landmarks' names are drawn under everything else: none may lie under a
    space (with room for an explorer standing there), a fireball, a line of a trail or another
    name, nor run off the board."""
    view = check(FireballIsland(players=3).new_game(seed=7))
    spaces = spaces_of(view)

    def centre(space):
        if "points" in space:
            return tuple(sum(p[i] for p in space["points"]) / len(space["points"]) for i in (0, 1))
        return space["x"], space["y"]

    captions = [s for s in view["spaces"] if s["shape"] == "text"]
    assert len(captions) >= 18 and {c["size"] for c in captions} == {captions[0]["size"]}
    x0, y0, w, h = view["viewbox"]
    boxes = [caption_box(c) for c in captions]
    for caption, box in zip(captions, boxes, strict=True):
        assert x0 <= box[0] and box[2] <= x0 + w and y0 <= box[1] and box[3] <= y0 + h, caption
        for space in spaces.values():
            if space["shape"] != "text":
                reach = space.get("r", 0.5) if space["shape"] != "polygon" else 0.66
                assert not disc_hits_box(*centre(space), reach + 0.1, box), (caption["label"], space["id"])
        for link in view["links"]:
            a, b = centre(spaces[link["source"]]), centre(spaces[link["target"]])
            assert not segment_hits_box(a, b, box), (caption["label"], link["source"], link["target"])
    for i, (one, a) in enumerate(zip(captions, boxes, strict=True)):
        for other, b in zip(captions[i + 1:], boxes[i + 1:], strict=True):
            if one["x"] == other["x"] and abs(one["y"] - other["y"]) < one["size"]:
                continue  # two lines of one name
            assert a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1], (one["label"], other["label"])


def test_a_key_says_what_the_numbered_caves_and_the_lettered_pits_are():
    """A panel "Key", the same in every view (an onlooker's too), says in a pupil's words what
    the caves 1-6 and the smolder pits A-F are, the dark spaces and the grey ones; it starts
    folded, and its summary still names the caves and the pits."""
    state = first_state(lambda s: s.turn > 5)
    keys = [next(p for p in state.view(viewer)["panels"] if p["id"] == "key") for viewer in (None, 0, 1)]
    assert keys[0] == keys[1] == keys[2]
    key = keys[0]
    assert key["title"] == "Key" and key["summary"] == "1–6 caves · A–F smolder pits" and not key["open"]
    labels = [item["label"] for item in key["items"]]
    assert labels[0].startswith("1–6: caves") and "cave with that number" in labels[0]
    assert labels[1].startswith("A–F: smolder pits") and "misses its next turn" in labels[1]
    assert any("draw a card" in label for label in labels) and any("no fireball" in label for label in labels)
    icons = {item.get("icon") for item in key["items"]}
    assert {ICONS["cave"], ICONS["pit"], ICONS["card"]} <= icons
    spaces = spaces_of(state.view())
    assert {spaces[f"cave{n}"]["label"] for n in range(1, 7)} == {str(n) for n in range(1, 7)}
    assert {spaces[f"pit{c}"]["label"] for c in "ABCDEF"} == set("ABCDEF")
