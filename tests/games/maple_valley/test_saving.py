"""Maple Valley saves: round trips, and clear refusals of saves no game could reach."""
import copy

import pytest

import boardwidgets as bw
from boardwidgets.core.saves import STATE_FORMAT, seal


def saved(players=3, seed=4):
    game = bw.load_game("maple_valley", players=players)
    return game, game.new_game(seed=seed).to_json()


def reload(game, data):
    return game.state_from_json(seal(STATE_FORMAT, game, data))


def test_round_trip():
    game, save = saved()
    assert game.state_from_json(save) == game.new_game(seed=4)


@pytest.mark.parametrize("breaks,words", [
    (lambda d: d["decks"]["favour"].append(d["decks"]["favour"][0]), "every favour card"),
    (lambda d: d["decks"]["friend"].pop(), "every friend card"),
    (lambda d: d["players"][0]["hand"].remove("Rabbit"), "Starting Friend"),
    (lambda d: d["players"][1]["hand"].append("Rabbit"), "Starting Friend"),
    (lambda d: d["displays"]["patch"].__setitem__(1, d["displays"]["patch"][0]), "display"),
    (lambda d: d["sun"].append(d["sun_stack"].pop()), "Sun tiles"),
    (lambda d: d["groves"].__setitem__("grove1", ["acorn", "acorn"]), "Grove"),
    (lambda d: d["sites"].update({"t02": d["sites"]["t03"]}), "Curiosity sites"),
    (lambda d: d["players"][0].__setitem__("markers", 9), "markers"),
    (lambda d: d["outposts"].__setitem__(1, d["outposts"][0]), "Outposts"),
    (lambda d: d.__setitem__("agenda", [{"task": "next"}]), "decision"),
    (lambda d: d["players"][0]["pack"].__setitem__("honey", -1), "honey"),
    (lambda d: d["players"][0].__setitem__("at", "the moon"), "at"),
    (lambda d: d["players"][0]["used"].append("Beekeeping"), "Patches"),
])
def test_inconsistent_saves_are_refused(breaks, words):
    game, save = saved()
    data = copy.deepcopy(save["data"])
    breaks(data)
    with pytest.raises(bw.SaveFormatError, match=words):
        reload(game, data)


def test_a_tampered_save_is_refused():
    game, save = saved()
    save["data"]["hour"] = 4
    with pytest.raises(bw.SaveFormatError, match="checksum"):
        game.state_from_json(save)
