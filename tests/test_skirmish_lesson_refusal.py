"""Import Lesson Save refuses a file that is not a lesson save in words a player understands (issue #34, point
15: the refusal read "(game = null)")."""

import json

import pytest

from gamepkg.i18n import Translator
from gamepkg.skirmish.seed_saves import LessonError, lesson_error_text, parse_lesson_save

CASES = {  # the file's "game" -> what the English refusal says
    None: "This is not a lesson save of Mirror Skirmish: the file does not say which game it belongs to",
    "": "This is not a lesson save of Mirror Skirmish: the file does not say which game it belongs to",
    "mines": "This is not a lesson save of Mirror Skirmish: it belongs to another game (Minesweeper)",
    "chess": "This is not a lesson save of Mirror Skirmish: it belongs to another game (chess)",
}


@pytest.mark.parametrize("game", list(CASES))
def test_a_file_of_no_game_or_another_game_is_refused_in_words(game):
    """No JSON notation ("null", quotes, "game =") in the refusal; a suite game is named by its title."""
    with pytest.raises(LessonError) as caught:
        parse_lesson_save(json.dumps({"game": game, "version": 1, "mines": []}))
    english = lesson_error_text(caught.value, Translator("en"))
    japanese = lesson_error_text(caught.value, Translator("ja"))
    assert english == CASES[game]
    assert japanese.startswith("鏡の国の小競り合いの教材の保存ではありません")
    for text in (english, japanese):
        assert "null" not in text and "=" not in text and '"' not in text, text


def test_a_save_without_a_game_field_at_all_says_the_same():
    """A JSON object with no "game" at all is refused like one whose game is null."""
    with pytest.raises(LessonError) as caught:
        parse_lesson_save("{}")
    assert lesson_error_text(caught.value, Translator("en")) == CASES[None]
