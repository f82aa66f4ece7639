"""The public view ``state.view(None)`` of the games with secret hands (Fireball Island's cards,
Lost Valley's gold values, Maple Valley's Friends, Dawdles and the cards drawn at an Outpost) is
what an onlooker knows: the projector, a covered hot-seat screen, a picture of a position.

Checked on random games (hypothesis over seeds and numbers of players, and whole games sampled
every few moves to their end), at every sampled position:

1. no id of a secret item, nor of an item some seat sees that another seat (not its owner) does
   not, appears anywhere in the public view, ``recent`` included;
2. the label or tooltip of a secret item appears in the public view's panels, pieces, spaces or
   status only in a text that every seat's view shows alike on the same element (a card in the
   discard pile, "Blue just played Cancel"); the log is left out, since it names a card once it
   is played in public; and the public view offers no moves;
3. it is a function of public information: ``state.determinize(p, seed).view(None)`` equals
   ``state.view(None)`` for every seat p;
4. it is a valid view (``view_problems``), and each player's panel in it is that panel as the
   other players see it.
"""
import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardwidgets as bw
from boardwidgets.core.view import view_problems

GAMES = {"fireball_island": (2, 3, 4), "lost_valley": (2, 3, 4), "maple_valley": (1, 2, 3, 4, 5)}


def _json(view: dict) -> dict:
    return json.loads(json.dumps(view))


def _items(view: dict) -> dict[str, tuple[dict, dict]]:
    """Each panel item by id, with its panel."""
    return {item["id"]: (item, panel) for panel in view["panels"] for item in panel.get("items", ())}


def _private_ids(views: list[dict]) -> set[str]:
    """The ids of items that some seat's view holds and another seat's, not the owner of the
    panel holding it, does not (a card face up in its owner's hand), and of every secret item."""
    items = [_items(view) for view in views]
    private = set()
    for seat_items in items:
        for item_id, (item, panel) in seat_items.items():
            owner = panel.get("owner")
            if item.get("secret") or any(item_id not in other for q, other in enumerate(items) if q != owner):
                private.add(item_id)
    return private


def _texts(view: dict) -> dict[tuple, str]:
    """Every text a person reads in ``view`` but the log, by the element and field it is on."""
    texts = {("status",): view["status"]}
    for panel in view["panels"]:
        for field in ("title", "summary"):
            if panel.get(field):
                texts["panel", panel["id"], field] = panel[field]
        for item in panel.get("items", ()):
            for field in ("label", "tooltip"):
                if item.get(field):
                    texts["item", item["id"], field] = item[field]
    for kind in ("pieces", "spaces", "links"):
        for thing in view[kind]:
            for field in ("label", "tooltip"):
                if thing.get(field):
                    texts[kind, thing["id"], field] = thing[field]
    for target in view["targets"]:
        texts["target", target["id"], "label"] = target["label"]
    return texts


def check_public_view(state, seed: int) -> None:
    players = state.game.players
    public = _json(state.view())
    seats = [_json(state.view(p)) for p in range(players)]
    text = json.dumps(public)

    # 1. no private id anywhere, ``recent`` included
    private = _private_ids(seats)
    named = {item_id for item_id in private if re.search(r'[":]' + re.escape(item_id) + '"', text)}
    assert named == set(), f"the public view names private items: {sorted(named)}"
    assert not [element for element in public["recent"] if element.partition(":")[2] in private]
    assert not [item for item, _ in _items(public).values() if item.get("secret")]

    # 2. no secret words but in a text every seat reads alike on the same element; no moves
    secret_words = {item[field] for view in seats for item, _ in _items(view).values()
                    if item.get("secret") for field in ("label", "tooltip") if item.get(field)}
    seat_texts = [_texts(view) for view in seats]
    for key, words in _texts(public).items():
        told = [secret for secret in secret_words if secret in words]
        if told:
            assert all(texts.get(key) == words for texts in seat_texts), (key, words, told)
    assert public["targets"] == []

    # 3. a function of public information: the same from every seat's guess at the hidden things
    for p in range(players):
        assert _json(state.determinize(p, seed).view()) == public, f"differs from seat {p}'s guess"

    # 4. valid, and each player's panel as the other players see it
    assert view_problems(public) == []
    panels = {panel["id"]: panel for panel in public["panels"]}
    for q, view in enumerate(seats):
        for panel in view["panels"]:
            if panel.get("owner") not in (None, q):
                assert panels[panel["id"]] == panel, (panel["id"], q)


def _decision(state):
    """The kind of decision to take now: positions of every kind get sampled."""
    if state.is_over:
        return "over"
    task = getattr(state, "decision", None) or state.agenda[-1]
    return task[0]


def _sampled(states: list, every: int) -> list:
    """Every ``every``-th position, the first position of each kind of decision (and the first
    few of each, since a card window or a drawn card comes in many shapes), and the last."""
    seen: dict = {}
    picked = []
    for n, state in enumerate(states):
        kind = _decision(state)
        seen[kind] = seen.get(kind, 0) + 1
        if n % every == 0 or seen[kind] <= 2 or n == len(states) - 1:
            picked.append(state)
    return picked


def _play(name: str, players: int, seed: int, moves: int | None = None) -> list:
    """The positions of a random game, to its end or for ``moves`` moves."""
    state = bw.load_game(name, players=players).new_game(seed=seed)
    chooser = random.Random(seed)
    states = [state]
    while not state.is_over and (moves is None or len(states) <= moves):
        state = state.apply(chooser.choice(state.legal_actions()))
        states.append(state)
    return states


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_public_view_of_random_positions_shows_only_public_information(name):
    @settings(max_examples=8, deadline=None)
    @given(seed=st.integers(0, 2**31 - 1), players=st.sampled_from(GAMES[name]),
           moves=st.integers(0, 80))
    def check(seed, players, moves):
        for n, state in enumerate(_play(name, players, seed, moves)[-25:]):
            check_public_view(state, seed + n)

    check()


@pytest.mark.parametrize(("name", "players", "seed"),
                         [(name, players, seed) for name, counts in sorted(GAMES.items())
                          for players, seed in zip(counts, (3, 5, 8, 13, 21), strict=False)])
def test_the_public_view_stays_public_to_the_end_of_a_game(name, players, seed):
    states = _play(name, players, seed)
    assert states[-1].is_over
    every = max(1, len(states) // 30)
    for n, state in enumerate(_sampled(states, every)):
        check_public_view(state, seed + n)


def test_the_end_of_lost_valley_shows_every_bag_in_the_public_view():
    final = _play("lost_valley", 3, 3)[-1]
    items = _items(_json(final.view()))
    for p in range(3):
        if final.bags[p]:
            assert f"Nuggets in the bag: {final.nuggets(p)} (" in items[f"p{p}-nuggets"][0]["label"]
