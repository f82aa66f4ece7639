"""No engine word reaches a pupil: no place's internal id, coordinate, bearing in degrees or
evaluation number in any text of any game (statuses, labels, tooltips, panels, the moves' words,
the log, the computer's reasons, refusals). See tests/pupil_words.py for what counts."""
import re

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


def refusal_words() -> list[tuple[str, int, str]]:
    """The words of every refusal the library writes (the first argument of each
    ``IllegalAction(...)`` in its source, the literal parts of an f-string), as (file, line, text)."""
    import ast
    from pathlib import Path

    import boardwidgets

    found = []
    for path in sorted(Path(boardwidgets.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction"
                    and node.args):
                parts = [n.value for n in ast.walk(node.args[0])
                         if isinstance(n, ast.Constant) and isinstance(n.value, str)]
                found.append((path.name, node.lineno, "".join(parts)))
    return found


def test_no_refusal_shouts_a_rulebook_heading():
    """A refusal says what is wrong in a pupil's words; the rulebook's section (in its own
    capitals) goes in the refusal's ``rule``, for the teacher, not in the sentence."""
    refusals = refusal_words()
    assert len(refusals) > 50
    shouted = [(f, line, text) for f, line, text in refusals if re.search(r"\b[A-Z]{4,}\b", text)]
    assert not shouted, shouted
