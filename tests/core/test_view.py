"""What the latest move changed (``recent``), worked out for any game from two views."""
from boardwidgets.core.view import changed_elements, element_signatures


def view(spaces, pieces=(), items=()):
    return {"spaces": list(spaces), "pieces": list(pieces), "panels": [{"items": list(items)}]}


def test_a_space_that_appears_is_recent_unless_it_is_quiet():
    before = view([{"id": "a", "shape": "hex", "label": "1"}])
    after = view([{"id": "a", "shape": "hex", "label": "1"}, {"id": "b", "shape": "hex", "label": "?"},
                  {"id": "c", "shape": "hex", "label": "?", "quiet": True},
                  {"id": "d", "shape": "hex", "decor": True}])
    assert changed_elements(element_signatures(before), element_signatures(after)) == ["space:b"]


def test_a_fill_alone_is_no_change_but_a_moved_piece_marks_both_spaces():
    before = view([{"id": "a", "fill": "red"}, {"id": "b"}], [{"id": "p", "at": "a", "shape": "circle"}])
    after = view([{"id": "a", "fill": "blue"}, {"id": "b"}], [{"id": "p", "at": "b", "shape": "circle"}])
    assert changed_elements(element_signatures(before), element_signatures(after)) == [
        "piece:p", "space:b", "space:a"]
