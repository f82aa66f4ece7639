"""Every level of every game's lesson, played through the lesson engine as a pupil would.

For each level: its start is built by the rules and round-trips through the save format; its
written solution reaches the goal with three stars (and not before its last move); each
feedback's example try gets that feedback and no star; a click the rules refuse gets the
engine's own reason; "Try again" brings back the start exactly; and what the pupil reads
(goal, hint, the line on success, the feedback) has no engine words in it.
"""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

import boardwidgets as bw
from boardwidgets.lessons import Lesson, Progress, levels_of
from boardwidgets.lessons.lesson import LessonTable
from tests.pupil_words import ENGINE_WORDS, id_pattern

GAMES = [info.name for info in bw.games()]
#: the rulebooks, beside the project (not in a clean clone of it: that check is then skipped)
RULES = Path(__file__).resolve().parents[3] / "shared" / "rules"


def with_lessons() -> list[str]:
    found = []
    for name in GAMES:
        try:
            levels_of(name)
        except bw.GameConfigError:
            continue
        found.append(name)
    return found


LEVELS = [(name, level.id) for name in with_lessons() for level in levels_of(name)]


def level_of(name: str, level_id: str):
    return next(level for level in levels_of(name) if level.id == level_id)


def lesson_at(name: str, level_id: str) -> Lesson:
    return Lesson(name, level=level_id, progress=Progress(None), pace=0)


def play(lesson: Lesson, moves) -> None:
    """The pupil's moves, each checked to be the pupil's to make and legal (as a click on a
    move on offer would be)."""
    for move in moves:
        state = lesson.table.match.state
        assert lesson.verdict().ended is None, f"the level ended before {move}"
        assert state.to_move == lesson.level.seat, f"not the pupil's turn for {move}"
        assert state.explain(move) is None, f"{move} is refused: {state.explain(move)}"
        lesson.table.act(move)


@pytest.mark.parametrize(("name", "level_id"), LEVELS)
def test_the_start_is_built_by_the_rules_and_round_trips(name, level_id):
    level = level_of(name, level_id)
    state = level.start.build(name)
    again = state.game.state_from_json(state.to_json())
    assert again.to_json() == state.to_json()
    assert not state.is_over


@pytest.mark.parametrize(("name", "level_id"), LEVELS)
def test_the_written_solution_reaches_the_goal_with_three_stars(name, level_id):
    lesson = lesson_at(name, level_id)
    play(lesson, lesson.level.solution)
    verdict = lesson.verdict()
    assert verdict.ended == "done", (verdict, lesson.table.match.state.view(lesson.level.seat)["status"])
    assert verdict.stars == 3 and verdict.said == lesson.level.done
    assert lesson.progress == {level_id: 3}
    assert lesson.part()["map"][lesson.number - 1]["stars"] == 3


@pytest.mark.parametrize(("name", "level_id"), LEVELS)
def test_a_wrong_try_gets_its_own_feedback_and_no_star(name, level_id):
    level = level_of(name, level_id)
    examples = [f for f in level.feedback if f.example]
    assert examples, "the level has no wrong try to show its feedback"
    for feedback in examples:
        lesson = lesson_at(name, level_id)
        play(lesson, feedback.example)
        verdict = lesson.verdict()
        assert verdict.ended != "done" and verdict.stars == 0 and lesson.progress == {}
        assert verdict.said == feedback.sentence(lesson.trial()), verdict


@pytest.mark.parametrize(("name", "level_id"), LEVELS)
def test_a_move_the_rules_refuse_gets_their_reason(name, level_id):
    lesson = lesson_at(name, level_id)
    state = lesson.table.match.state
    legal = set(state.legal_actions())
    refused = next(a for a in state.game.all_actions() if a not in legal)
    reason = state.explain(refused)
    assert reason is not None and reason.reason
    with pytest.raises(bw.IllegalAction):
        lesson.table.act(refused)
    assert lesson.table.match.state is state and lesson.verdict().ended is None


@pytest.mark.parametrize(("name", "level_id"), LEVELS)
def test_try_again_brings_back_the_start_exactly(name, level_id):
    lesson = lesson_at(name, level_id)
    start = lesson.table.match.state.to_json()
    play(lesson, lesson.level.solution[:1])
    lesson.retry()
    assert lesson.table.match.state.to_json() == start
    assert lesson.table.match.history == [] and lesson.verdict().ended is None and not lesson.hinted
    play(lesson, lesson.level.solution)  # and it plays the same way again
    assert lesson.verdict().ended == "done"


@pytest.mark.parametrize("name", with_lessons())
def test_the_words_a_pupil_reads_are_plain(name):
    levels = levels_of(name)
    for level in levels:
        state = level.start.build(name)
        view = state.view(level.seat)
        ids = id_pattern(s["id"] for s in view["spaces"])
        texts = [("goal", level.goal), ("hint", level.hint), ("done", level.done), ("title", level.title)]
        for feedback in level.feedback:
            if feedback.example:
                lesson = lesson_at(name, level.id)
                play(lesson, feedback.example)
                texts.append(("feedback", feedback.sentence(lesson.trial())))
        for where, text in texts:
            assert text and text.strip() == text, (level.id, where, text)
            assert not ENGINE_WORDS.search(text), (level.id, where, text)
            assert ids is None or not ids.search(text), (level.id, where, text)
            assert not re.search(r"[{}_]|\b\w+:\w+", text), (level.id, where, text)
            if where != "title":
                assert text[-1] in ".!?", (level.id, where, text)
        assert len(level.goal) <= 140, (level.id, "a goal is one sentence")


@pytest.mark.parametrize("name", with_lessons())
def test_every_section_a_pupil_needs_is_taught(name):
    sections = importlib.import_module(f"boardwidgets.games.{name}.lessons").SECTIONS
    rules = RULES / f"{name}.md"
    text = rules.read_text(encoding="utf-8") if rules.exists() else None
    levels = levels_of(name)
    taught = {section for level in levels for section in level.teaches}
    assert taught <= set(sections), f"levels teach sections the docs do not list: {taught - set(sections)}"
    needed = {section for section, why in sections.items() if why is None}
    assert needed <= taught, f"sections needed to play and taught by no level: {needed - taught}"
    if text is not None:  # the rulebook beside the project (not in an installed copy)
        missing = [section for section in sections if section.lower() not in text.lower()]
        assert not missing, f"not sections of the rulebook: {missing}"
    assert len({level.id for level in levels}) == len(levels)


def test_a_lesson_table_plays_nothing_once_the_level_ended():
    name, level_id = LEVELS[0]
    lesson = lesson_at(name, level_id)
    assert isinstance(lesson.table, LessonTable)
    play(lesson, lesson.level.solution)
    assert lesson.verdict().ended == "done" and not lesson.table.plays_itself()


@pytest.mark.parametrize("name", with_lessons())
def test_the_games_page_says_which_levels_teach_each_section(name):
    """docs/games/<game>.md, "## Lessons": a row for each section taught, naming the levels that
    teach it, and each section not taught with its reason."""
    page = (Path(__file__).resolve().parents[2] / "docs" / "games" / f"{name}.md").read_text(encoding="utf-8")
    assert "\n## Lessons\n" in page, "the game's page has no Lessons section"
    part = page.split("\n## Lessons\n", 1)[1].split("\n## ", 1)[0]
    sections = importlib.import_module(f"boardwidgets.games.{name}.lessons").SECTIONS
    rows = {line.split("|")[1].strip(): line for line in part.splitlines()
            if line.startswith("|") and not set(line) <= set("|- :")}
    for section, why in sections.items():
        if why is None:
            assert section in rows, f"no row for {section!r}"
            for level in levels_of(name):
                if section in level.teaches:
                    assert level.title in rows[section], f"{level.title!r} is not in the row of {section!r}"
        else:
            assert section in part, f"{section!r} is not said to be left out"
