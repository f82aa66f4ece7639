"""The lesson engine: choosing levels, judging a try, keeping the stars in a real file."""
from __future__ import annotations

import json

import pytest

import boardwidgets as bw
from boardwidgets.lessons import Lesson, Progress
from boardwidgets.lessons.checks import Try, piece_at, played
from boardwidgets.lessons.levels import Feedback, Level, Start


def nanga(tmp_path, level=None) -> Lesson:
    return Lesson("nanga_parbat", level=level, progress=Progress(tmp_path / "progress.json"), pace=0)


def win(lesson: Lesson) -> None:
    for move in lesson.level.solution:
        lesson.table.act(move)


def test_the_stars_outlive_the_lesson_that_earned_them(tmp_path):
    lesson = nanga(tmp_path)
    win(lesson)
    again = nanga(tmp_path)  # a restarted kernel reads the same file
    assert again.progress == {lesson.level.id: 3}
    saved = json.loads((tmp_path / "progress.json").read_text())
    assert saved["format"] == "boardwidgets/lesson-progress" and saved["stars"]["nanga_parbat"] == {
        lesson.level.id: 3}


def test_a_lesson_opens_on_the_first_level_without_three_stars(tmp_path):
    lesson = nanga(tmp_path)
    first = lesson.level.id
    win(lesson)
    if len(lesson.levels) > 1:
        assert nanga(tmp_path).level.id == lesson.levels[1].id
    else:  # every level has three stars: the first again
        assert nanga(tmp_path).level.id == first


def test_only_a_better_try_is_kept(tmp_path):
    store = Progress(tmp_path / "p.json")
    store.earned("nanga_parbat", "guide", 2)
    store.earned("nanga_parbat", "guide", 1)
    assert Progress(tmp_path / "p.json").of("nanga_parbat") == {"guide": 2}
    store.earned("nanga_parbat", "guide", 3)
    assert Progress(tmp_path / "p.json").of("nanga_parbat") == {"guide": 3}


@pytest.mark.parametrize("text", ["not json", '{"format": "something else"}',
                                  '{"format": "boardwidgets/lesson-progress", "stars": {"x": {"a": 9}}}'])
def test_a_file_that_is_not_progress_is_not_trusted_and_not_lost(tmp_path, text):
    path = tmp_path / "progress.json"
    path.write_text(text)
    lesson = nanga(tmp_path)
    assert lesson.progress == {} and lesson.store.problem
    assert path.read_text() == text  # untouched until a level is won
    win(lesson)
    assert (tmp_path / "progress.json.unreadable").read_text() == text
    assert Progress(path).of("nanga_parbat") == {lesson.level.id: 3}


def test_levels_are_found_by_id_or_number_and_unknown_ones_are_refused(tmp_path):
    lesson = nanga(tmp_path, level=1)
    assert lesson.number == 1
    assert nanga(tmp_path, level=lesson.levels[-1].id).number == len(lesson.levels)
    for wrong in (0, len(lesson.levels) + 1, "nowhere"):
        with pytest.raises(bw.GameConfigError):
            nanga(tmp_path, level=wrong)
    with pytest.raises(bw.GameConfigError, match="no game called"):
        Lesson("chess", progress=Progress(None))


def test_next_goes_round_to_the_first_level(tmp_path):
    lesson = nanga(tmp_path, level=len(nanga(tmp_path).levels))
    lesson.next()
    assert lesson.number == 1 and lesson.table.match.history == []


def level(**changes) -> Level:
    """A small level of Nanga Parbat's first decision, for the engine's own rules."""
    fields = dict(id="test", title="Test", teaches=(), start=Start(players=2, seed=1),
                  goal="Put the guide in region 4.", success=piece_at("guide", "flag-4"),
                  solution=({"kind": "place_guide", "region": 4},), done="Done.", hint="Look.")
    fields.update(changes)
    return Level(**fields)


def judged(lv: Level, moves) -> tuple:
    state = lv.start.build("nanga_parbat")
    states = [state]
    for move in moves:
        states.append(states[-1].apply(move))
    trial = Try(lv.seat, tuple(states), tuple(states[i]._as_action(m) for i, m in enumerate(moves)))
    lesson = Lesson("nanga_parbat", progress=Progress(None))
    lesson.level = lv
    return lesson.judge(trial)


def test_a_goal_reached_ends_the_level_with_stars_by_the_moves_it_took():
    verdict = judged(level(), [{"kind": "place_guide", "region": 4}])
    assert (verdict.ended, verdict.stars, verdict.said) == ("done", 3, "Done.")
    lv = level(solution=({"kind": "place_guide", "region": 4},) * 1, stars=(0, 1), budget=3)
    assert lv.stars_for(1) == 2 and lv.stars_for(2) == 1


def test_a_miss_is_answered_by_the_first_feedback_that_fits_else_by_the_goal():
    said = Feedback(played("place_guide", region=2), "Region 2 is not region 4.")
    other = Feedback(played("place_guide"), "Another region.")
    lv = level(feedback=(said, other))
    assert judged(lv, [{"kind": "place_guide", "region": 2}]).said == "Region 2 is not region 4."
    assert judged(lv, [{"kind": "place_guide", "region": 5}]).said == "Another region."
    bare = judged(level(), [{"kind": "place_guide", "region": 5}])
    assert bare.ended == "failed" and bare.said == "That did not reach the goal: Put the guide in region 4."


def test_a_level_with_moves_left_goes_on_and_says_how_many():
    lv = level(budget=3, success=played("trap", section="4.1"))
    verdict = judged(lv, [{"kind": "place_guide", "region": 5}])
    assert verdict.ended is None and verdict.said is None  # the other seat is to move: wait


def test_a_folder_that_cannot_be_written_keeps_the_stars_in_memory(tmp_path):
    folder = tmp_path / "not-a-folder"
    folder.write_text("")  # a file where the folder should be: nothing can be written in it
    lesson = Lesson("nanga_parbat", progress=Progress(folder / "progress.json"), pace=0)
    win(lesson)
    assert lesson.verdict().ended == "done" and lesson.progress == {lesson.level.id: 3}
    assert "could not be written" in lesson.store.problem


def test_the_stars_a_page_kept_are_merged_best_of_both(tmp_path):
    store = Progress(tmp_path / "p.json")
    store.earned("nanga_parbat", "guide", 2)
    levels = {level.id for level in bw.lessons.levels_of("nanga_parbat")}
    assert store.merge("nanga_parbat", {"guide": 1}, levels) is False  # worse: nothing kept
    second = sorted(levels - {"guide"})[0]
    assert store.merge("nanga_parbat", {"guide": 3, second: 1}, levels) is True
    assert Progress(tmp_path / "p.json").of("nanga_parbat") == {"guide": 3, second: 1}


@pytest.mark.parametrize("stars", [None, [], {"no such level": 3}, {"guide": 4}, {"guide": -1},
                                   {"guide": True}, {"guide": 2.0}, {"guide": "3"}])
def test_stars_that_are_not_stars_of_the_lesson_are_refused_whole(tmp_path, stars):
    store = Progress(tmp_path / "p.json")
    levels = {level.id for level in bw.lessons.levels_of("nanga_parbat")}
    with pytest.raises(bw.BoardwidgetsError, match="nothing was changed"):
        store.merge("nanga_parbat", stars, levels)
    assert store.of("nanga_parbat") == {} and not (tmp_path / "p.json").exists()


def test_outside_the_classroom_site_a_page_cannot_claim_stars(tmp_path):
    lesson = nanga(tmp_path)
    assert lesson.part()["kept_by_page"] is False  # CPython: the file is the record
    with pytest.raises(bw.BoardwidgetsError, match="earned by playing"):
        lesson.ask({"type": "lesson", "do": "restore", "stars": {"guide": 3}})
    assert lesson.progress == {} and not (tmp_path / "progress.json").exists()
