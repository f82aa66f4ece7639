"""The save envelope: the generator's state survives a JSON reader with 53-bit numbers
(JavaScript's, as in a browser-only site), version 1 saves are still read, and a generator
state that is not one is refused with its path."""
import json

import pytest

import boardwidgets as bw
from boardwidgets.core import saves

GAMES = [info.name for info in bw.games()]


def played(name: str):
    """A state of ``name`` a few random moves into a seeded game."""
    state = bw.load_game(name).new_game(seed=11)
    agent = bw.agents.Random(seed=4)
    for _ in range(6):
        if state.is_over:
            break
        state = state.apply(agent.choose(state))
    return state


def through_javascript(text: str):
    """What ``JSON.parse`` makes of ``text``: every number a double (so whole numbers above
    2**53 are rounded); the whole ones come back as Python ints, as JavaScript prints them."""
    def whole(value):
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, dict):
            return {key: whole(item) for key, item in value.items()}
        if isinstance(value, list):
            return [whole(item) for item in value]
        return value
    return whole(json.loads(text, parse_int=float))


def resealed(saved: dict, version: int | None = None, **data) -> dict:
    """``saved`` with its data fields changed (and its version, if given), and its checksum
    made again, as a careful editor would."""
    body = {key: value for key, value in saved.items() if key != "checksum"}
    body["data"] = {**saved["data"], **data}
    if version is not None:
        body["version"] = version
    return {**body, "checksum": saves._checksum(body)}


@pytest.mark.parametrize("name", GAMES)
def test_a_save_survives_javascripts_json_reader(name):
    state = played(name)
    saved = state.to_json()
    assert saved["version"] == 2 and isinstance(saved["data"]["rng"], str)
    assert int(saved["data"]["rng"]) == state.rng > 2**53  # a number this big would be rounded
    assert through_javascript(json.dumps(state.rng)) != state.rng
    read = through_javascript(json.dumps(saved))
    assert read == saved  # the checksum still matches the contents
    loaded = state.game.state_from_json(read)
    assert loaded == state and loaded.rng == state.rng and loaded.to_json() == saved
    match = bw.Match(state.game, state=state)
    assert bw.Match.from_json(through_javascript(json.dumps(match.to_json()))).state == state


@pytest.mark.parametrize("name", GAMES)
def test_a_version_1_save_with_the_generator_as_a_number_still_loads(name):
    state = played(name)
    old = resealed(state.to_json(), version=1, rng=state.rng)
    loaded = state.game.state_from_json(json.loads(json.dumps(old)))
    assert loaded == state and loaded.rng == state.rng
    assert loaded.to_json() == state.to_json()  # and is saved again in the current version


@pytest.mark.parametrize("value", [True, False, 1.0, 1.5, -1, 2**64, "18446744073709551616", "12a", "",
                                   " 1", "1 ", "+1", "-1", "1.0", "\u0661\u0662", "1" * 30, None, [1]])
def test_a_generator_state_that_is_not_one_is_refused_with_its_path(value):
    state = played("nanga_parbat")
    message = (r"data\.rng must be the generator's state: a string of decimal digits \(or a whole "
               r"number\) from 0 to 18446744073709551615\.")
    with pytest.raises(bw.SaveFormatError, match=message):
        state.game.state_from_json(resealed(state.to_json(), rng=value))


@pytest.mark.parametrize("value", [0, "0", 2**64 - 1, "18446744073709551615", "007"])
def test_the_ends_of_the_range_are_read(value):
    state = played("nanga_parbat")
    assert state.game.state_from_json(resealed(state.to_json(), rng=value)).rng == int(value)


def test_a_newer_version_is_refused():
    state = played("nanga_parbat")
    with pytest.raises(bw.SaveFormatError, match="format version 3, newer than this library understands"):
        state.game.state_from_json(resealed(state.to_json(), version=3))
    with pytest.raises(bw.SaveFormatError, match="unknown format version 0"):
        state.game.state_from_json(resealed(state.to_json(), version=0))


def test_the_writer_writes_the_digits_the_reader_reads():
    for value in (0, 1, 2**53 + 1, 2**64 - 1):
        text = saves.rng_json(value)
        assert text == str(value) and saves.Fields({"rng": text}, "data").rng("rng") == value
        assert through_javascript(json.dumps(text)) == text
