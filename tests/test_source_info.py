"""The in-app code window's pure parts: exercises are found, colours fall on the right tokens."""

from gamepkg.registry import ENGINES
from gamepkg.resources import read_source
from gamepkg.source_info import colour_spans, exercises


def test_every_engine_lists_three_to_five_exercises():
    """Each shipped engine has 3-5 numbered exercises, numbered from 1."""
    for module in ENGINES.values():
        found = exercises(read_source(module.replace(".", "/") + ".py"))
        assert 3 <= len(found) <= 5, module
        assert [number for number, _ in found] == list(range(1, len(found) + 1))


def test_exercises_join_wrapped_lines():
    """A wrapped exercise becomes one line."""
    source = '"""Doc.\n\nExercises\n1. First\n   continued.\n2. Second.\n3. Third.\n"""\n'
    assert exercises(source) == [(1, "First continued."), (2, "Second."), (3, "Third.")]


def test_colour_spans_mark_keywords_strings_comments_and_definitions():
    """Keywords, def names, strings, numbers and comments get their tags at the right places."""
    spans = colour_spans('def f(x):\n    return "a" + 1  # note\n')
    tags = {(tag, start) for tag, start, _ in spans}
    assert ("keyword", (1, 0)) in tags and ("definition", (1, 4)) in tags
    assert ("keyword", (2, 4)) in tags and ("string", (2, 11)) in tags
    assert ("number", (2, 17)) in tags and ("comment", (2, 20)) in tags
