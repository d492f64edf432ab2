"""Issue 21, point 6: Import Lesson Save reads regular files only, of a bounded size, like every other file
the suite reads: a FIFO, /dev/zero and a huge history are refused at once with a clear message."""

import json
import os

import pytest

from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import seed_saves as skirmish_lesson
from gamepkg.skirmish.seed_saves import MAX_HISTORY, MAX_LESSON_BYTES, LessonError, lesson_save_text, read_lesson_save
from tests.test_storage_records import FifoGuard

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def huge_history_save(tmp_path, entries=None):
    """A lesson save whose history holds ``entries`` copies of the first state (None: just enough to be past
    the size limit, as the issue's 150,000 entries are; fewer keep the test quick)."""
    state = skirmish.new_game(skirmish.DEFAULT_PARAMS, 0)
    data = json.loads(lesson_save_text(state, [state]))
    entries = entries or MAX_LESSON_BYTES // len(json.dumps(data["history"][0])) + 10
    data["history"] = data["history"] * entries
    path = tmp_path / "save_097.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@needs_fifo
def test_a_fifo_is_refused_without_opening_it_for_reading(tmp_path):
    """A FIFO named save_097.json is refused as 'not a regular file' at once (no writer ever comes)."""
    fifo = tmp_path / "save_097.json"
    os.mkfifo(fifo)
    with FifoGuard(fifo) as guard, pytest.raises(LessonError) as caught:
        read_lesson_save(fifo)
    assert not guard.released
    assert caught.value.reason == "not_a_file"


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_dev_zero_is_refused_as_not_a_regular_file():
    """/dev/zero (an endless device) is refused before a byte is read, not a MemoryError."""
    with pytest.raises(LessonError) as caught:
        read_lesson_save("/dev/zero")
    assert caught.value.reason == "not_a_file"


def test_a_huge_history_is_refused_by_its_size_before_it_is_parsed(tmp_path, monkeypatch):
    """A history too long for the size limit (as the issue's 150,000 entries): refused without parsing a state."""
    path = huge_history_save(tmp_path)
    assert path.stat().st_size > MAX_LESSON_BYTES
    parsed = []
    monkeypatch.setattr(skirmish_lesson, "parse_lesson_save", lambda *args: parsed.append(args))
    with pytest.raises(LessonError) as caught:
        read_lesson_save(path)
    assert (caught.value.reason, parsed) == ("too_big", [])
    assert caught.value.details["limit"] == MAX_LESSON_BYTES // 1024


def test_a_history_just_over_the_lesson_limit_still_says_at_most_twenty(tmp_path):
    """A small file with 21 history entries still gets the lesson's own 'history too long' reason."""
    with pytest.raises(LessonError) as caught:
        read_lesson_save(huge_history_save(tmp_path, MAX_HISTORY + 1))
    assert caught.value.reason == "history_too_long"


def test_a_missing_file_says_it_cannot_be_opened(tmp_path):
    """A file that is not there: the 'cannot be opened' reason with the system's words."""
    with pytest.raises(LessonError) as caught:
        read_lesson_save(tmp_path / "gone.json")
    assert caught.value.reason == "io" and caught.value.details["error"] == os.strerror(2)


@needs_fifo
@pytest.mark.parametrize("language, words", [("en", "not a regular file"), ("ja", "普通のファイルではない")])
def test_the_import_menu_on_a_fifo_says_why_in_the_window(app, dialogs, tmp_path, language, words):
    """Game → Import Lesson Save on a FIFO: the message in the player's language, the game unchanged."""
    app.set_language(language)
    view = app.select_game("skirmish")
    session = view.session
    fifo = tmp_path / "save_097.json"
    os.mkfifo(fifo)
    with FifoGuard(fifo) as guard:
        assert view.import_lesson(fifo) is False
    assert not guard.released
    assert words in dialogs.errors[-1] and view.session is session


def test_the_import_menu_on_a_huge_history_says_the_file_is_too_big(app, dialogs, tmp_path):
    """Game → Import Lesson Save on a history past the size limit: 'too big' with the limit."""
    view = app.select_game("skirmish")
    assert view.import_lesson(huge_history_save(tmp_path)) is False
    assert f"at most {MAX_LESSON_BYTES // 1024} KB" in dialogs.errors[-1]
