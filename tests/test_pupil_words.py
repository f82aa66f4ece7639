"""No engine word reaches a pupil: no place's internal id, coordinate, bearing in degrees or
evaluation number in any text of any game (statuses, labels, tooltips, panels, the moves' words,
the log, the computer's reasons, refusals). See tests/pupil_words.py for what counts."""
import pytest

from tests.pupil_words import CONFIGS, engine_words, id_pattern, is_internal

CASES = [(name, config) for name, configs in CONFIGS.items() for config in configs]


def case_id(case) -> str:
    name, config = case
    return "-".join([name, *(f"{k}={v}" for k, v in config.items())])


def test_what_counts_as_an_internal_id():
    assert all(map(is_internal, ["vp11", "2.4", "R08/L", "0,-1", "flag-1x2"]))
    assert not any(map(is_internal, ["beach", "village", "deck"]))
    pattern = id_pattern(["2.4", "vp11", "beach"])
    assert pattern.search("step onto vp11 (Viper Pass)")
    assert pattern.search("Chosen so far: 2.4.")
    assert not pattern.search("Viper Pass, 12.4 and vp112 and 2.45")
    assert not pattern.search("the beach trail")


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_no_engine_word_reaches_a_pupil(case):
    name, config = case
    found = engine_words(name, config)
    shown = "\n".join(f"  {where}: {word!r} in {text!r}" for where, word, text in found[:25])
    assert not found, f"{len(found)} engine words in {name}'s texts, for example:\n{shown}"
