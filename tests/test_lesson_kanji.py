"""Issue 38: the Japanese lesson texts are for a 4th grader: every kanji in them is taught in school years
1 to 4 (tests/data/kanji_grades_1_4.txt, made from Debian's kanjidic by build/kanji_grades.py).

The texts checked are the ones a child meets in a lesson: each game's steps, chapters, rule book and
the game offered after it (``GAME.lesson_step.*``, ``GAME.lesson_chapter.*``, ``GAME.rule.*``,
``GAME.lesson_real_game``) and
the coach's own lines (``lesson.*``). Other kanji are written in kana.
"""

import pathlib

import pytest

from gamepkg.i18n import load_catalogs
from gamepkg.registry import GAMES

GRADES_FILE = pathlib.Path(__file__).parent / "data" / "kanji_grades_1_4.txt"


def taught_kanji():
    """Every kanji of grades 1-4 in the list (its lines are 'GRADE KANJI...', after # comments)."""
    lines = GRADES_FILE.read_text(encoding="utf-8").splitlines()
    return set("".join(line.partition(" ")[2] for line in lines if line and not line.startswith("#")))


def is_kanji(character):
    """True for a CJK ideograph (々 and kana are not)."""
    return "\u4e00" <= character <= "\u9fff" or "\u3400" <= character <= "\u4dbf"


def lesson_keys(game):
    """The starts of the message ids a child reads in ``game``'s lesson."""
    parts = ("lesson_step.", "lesson_chapter.", "rule.", "lesson_real_game")
    return tuple(f"{game}.{part}" for part in parts)


def untaught(japanese, taught):
    """{key: kanji not in ``taught``} of the Japanese texts given ({key: text})."""
    found = {key: sorted({c for c in text if is_kanji(c) and c not in taught}) for key, text in japanese.items()}
    return {key: "".join(kanji) for key, kanji in found.items() if kanji}


def test_the_grade_list_holds_the_kanji_of_four_school_years():
    """The list has the 642 kanji of grades 1-4 (2020 curriculum: 80 + 160 + 200 + 202), and not 雷 (grade 8)."""
    taught = taught_kanji()
    assert len(taught) == 642
    assert {"山", "地", "旗", "矢"} <= taught and "雷" not in taught


@pytest.mark.parametrize("game", GAMES)
def test_a_games_lesson_texts_use_only_kanji_of_grades_one_to_four(game):
    """Every Japanese text of the game's lesson (steps, chapters, rules) uses kanji of grades 1-4 only."""
    japanese = load_catalogs()["ja"]
    texts = {key: text for key, text in japanese.items() if key.startswith(lesson_keys(game))}
    assert texts, f"{game}: no lesson texts found"
    assert untaught(texts, taught_kanji()) == {}


def test_the_coachs_own_lines_use_only_kanji_of_grades_one_to_four():
    """The lesson coach's shared lines (lesson.*) use kanji of grades 1-4 only."""
    japanese = load_catalogs()["ja"]
    texts = {key: text for key, text in japanese.items() if key.startswith("lesson.")}
    assert texts and untaught(texts, taught_kanji()) == {}
