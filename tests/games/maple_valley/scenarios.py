"""Maple Valley positions for tests, built through the public save format.

``position(...)`` starts a seeded game, then arranges what a test needs: the Outposts and
Festivities in play, the Curiosity sites and Grove tokens, the Sun Good, the displays,
and each player's location, hand, Favours, Patches and Pack. Cards are taken out of their
decks (or discards) so that every copy stays in one place, and cards a player gives up go
back under their deck. The data is sealed like a save and loaded with
``game.state_from_json``, so the loader's consistency checks guard every scenario.
"""
from __future__ import annotations

from boardwidgets.core.saves import STATE_FORMAT, seal
from boardwidgets.games.maple_valley.components import (
    FAVOURS,
    FRIENDS,
    PATCHES,
    PLAYER_NAMES,
    RESOURCES,
    festivity_spots,
)
from boardwidgets.games.maple_valley.game import MapleValley

KIND_OF = {**{name: "favour" for name in FAVOURS}, **{name: "friend" for name in FRIENDS},
           **{name: "patch" for name in PATCHES}}


def _take(data, card: str) -> None:
    """Take one copy of ``card`` out of its deck, its discards or its display; failing that,
    out of a player's cards, who gets the top card of the same deck instead."""
    kind = KIND_OF.get(card, "dawdle")
    for pile in (data["decks"][kind], data["discards"].get(kind, []), data["displays"].get(kind, [])):
        if card in pile:
            pile.remove(card)
            return
    for player in data["players"]:
        for key in ("hand", "tired", "preparing", "bringing", "patches"):
            if card in player[key]:
                player[key][player[key].index(card)] = data["decks"][kind].pop(0)
                return
    raise AssertionError(f"no copy of {card!r} left to take")


def _set_grove(data, grove: str, goods) -> None:
    """Put ``goods`` on ``grove``, swapping the tokens with the Groves that held them, so that
    every Grove token stays in play once."""
    old = data["groves"][grove]
    for i, good in enumerate(goods):
        if old[i] == good:
            continue
        for other, pair in data["groves"].items():
            if other != grove and good in pair and old[i] not in pair:
                pair[pair.index(good)] = old[i]
                break
        old[i] = good


def _give_back(data, cards) -> None:
    for card in cards:
        if card not in PLAYER_NAMES:
            data["decks"][KIND_OF.get(card, "dawdle")].append(card)


def position(players: int = 2, seed: int = 1, *, active: int = 0, outposts=None, festivities=None,
             sites=None, groves=None, sun=None, displays=None, at=None, hands=None, tired=None,
             preparing=None, bringing=None, patches=None, packs=None, spots=None, hour=None):
    """A game of ``players`` at the start of ``active``'s turn, arranged as asked.

    ``sites``: ``{trail: curiosity}``; ``groves``: ``{grove: (good, good)}``; ``sun``: the Sun Good;
    ``displays``: ``{kind: [cards]}``; per seat (dicts by seat): ``at``, ``hands`` (the Starting
    Friend is kept), ``tired``, ``preparing``, ``bringing``, ``patches`` and ``packs``
    (``{resource: n}``; unnamed resources are 0); ``spots``: ``{festivity: [seat or None]}``.
    """
    game = MapleValley(players=players)
    data = game.new_game(seed).to_json()["data"]
    if outposts:
        data["outposts"] = list(outposts)
    if festivities is not None:
        data["festivities"] = [{"name": name, "spots": [None] * len(festivity_spots(name, players))}
                               for name in festivities]
    if sites:
        data["sites"].update(sites)
    for grove, goods in (groves or {}).items():
        _set_grove(data, grove, goods)
    if sun:
        tiles = data["sun"] + data["sun_stack"]
        tiles.remove(sun)
        data["sun"], data["sun_stack"] = [sun], tiles
    for kind, cards in (displays or {}).items():
        _give_back(data, data["displays"][kind])
        data["displays"][kind] = []
        for card in cards:
            _take(data, card)
        data["displays"][kind] = list(cards)
    for seat, player in enumerate(data["players"]):
        if at and seat in at:
            player["at"] = at[seat]
        for key, table in (("hand", hands), ("tired", tired), ("preparing", preparing),
                           ("bringing", bringing), ("patches", patches)):
            if table and seat in table:
                _give_back(data, player[key])
                for card in table[seat]:
                    if card not in PLAYER_NAMES:
                        _take(data, card)
                kept = [PLAYER_NAMES[seat]] if key == "hand" and PLAYER_NAMES[seat] in player[key] else []
                player[key] = kept + [c for c in table[seat] if c not in kept]
                if key == "tired" and PLAYER_NAMES[seat] in table[seat]:
                    player["hand"].remove(PLAYER_NAMES[seat])
        if packs and seat in packs:
            player["pack"] = {r: packs[seat].get(r, 0) for r in RESOURCES}
    for name, occupants in (spots or {}).items():
        entry = next(e for e in data["festivities"] if e["name"] == name)
        entry["spots"] = list(occupants)
        for seat, player in enumerate(data["players"]):
            player["markers"] = 10 - sum(e["spots"].count(seat) for e in data["festivities"])
    if hour:
        data["hour"] = hour
        tiles = data["sun"] + data["sun_stack"]
        data["sun"], data["sun_stack"] = tiles[:hour], tiles[hour:]
    data["active"] = data["early"] = active
    data["agenda"] = [{"task": "card", "player": active}]
    return game.state_from_json(seal(STATE_FORMAT, game, data))


def act(state, kind: str, **params):
    """Apply the action of ``kind`` with ``params``; it must be legal."""
    return state.apply({"kind": kind, **params})


def play_through(state, *steps):
    """Apply ``(kind, params)`` steps in order, returning the final state."""
    for kind, params in steps:
        state = act(state, kind, **params)
    return state
