"""Japanese breaks between phrases (文節, issue 22 #4): widgets/phrase_breaks.json, written with BudouX by
build/phrase_table.py, keeps words such as 「攻撃できる敵」 and 「コンピュータ」 whole; no line starts with 「…」 or
「〜」; "15×15" stays whole; the table is read only on the first Japanese wrap. Real messages of the catalogs,
one character as one unit of width."""

import importlib.util
import pathlib
import subprocess
import sys

import pytest

from gamepkg.i18n import LANGUAGES, Translator
from tests.build_scripts import load_script
from widgets.line_breaking import wrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
REBUILD = "python build/phrase_table.py"


def measure(text):
    """Every character one unit wide, so that widths are counted in characters."""
    return len(text)


def japanese(key, **fields):
    """The Japanese text of a message, with its fields filled in."""
    return Translator("ja").t(key, **fields)


def broken_words(text, word, widths):
    """The widths at which wrapping ``text`` in Japanese splits ``word`` across two lines."""
    broken = []
    for width in widths:
        lines = wrap(text, width, measure, "ja")
        if sum(line.count(word) for line in lines) < text.count(word):
            broken.append((width, lines))
    return broken


def test_the_committed_table_is_what_budoux_gives_today():
    """The table matches BudouX's phrases of today's Japanese messages; rebuild it after changing a message."""
    if importlib.util.find_spec("budoux") is None:
        pytest.skip("budoux is not installed (pip install -r requirements-dev.txt): the table cannot be checked")
    script = load_script("phrase_table")
    committed = (ROOT / "widgets" / "phrase_breaks.json").read_text(encoding="utf-8")
    assert committed == script.current_table_text(), f"widgets/phrase_breaks.json is stale: run {REBUILD}"


@pytest.mark.parametrize("key, fields, words", [
    ("skirmish.view.legend.moves", {}, ("攻撃できる", "移動できる", "選んでいる", "破線の")),  # not 「攻撃でき/る敵」
    ("skirmish.view.selected", {"ally": 3}, ("マスを", "クリック", "選びました。")),  # a field filled in
    ("arrows.preset.big_15x15", {}, ("コンピューター", "15×15")),
])
def test_words_are_not_split_inside_at_any_width(key, fields, words):
    """At every width that forces breaks (and fits the word), a real message keeps its phrases whole."""
    text = japanese(key, **fields)
    for word in words:
        assert word in text
        assert broken_words(text, word, range(len(word) + 1, len(text))) == [], word


def test_a_wall_grows_by_one_stays_together():
    """「壁が1つ生える」: the number keeps its counter and 「生える」 is never torn."""
    for width in range(4, 9):
        lines = wrap("壁が1つ生える", width, measure, "ja")
        assert "生える" in "".join(lines[-1:]) and any("1つ" in line for line in lines), (width, lines)


@pytest.mark.parametrize("key, fields, mark", [
    ("arrows.status.thinking", {"name": "コンピューター"}, "…"),
    ("arrows.params.width", {"min": 5, "max": 15, "value": 99}, "〜"),
])
def test_no_line_starts_with_an_ellipsis_or_a_wave_dash(key, fields, mark):
    """「…」 and 「〜」 stay at the end of the line before, at every width."""
    text = japanese(key, **fields)
    assert mark in text
    for width in range(8, len(text)):  # from the width of the longest phrase: narrower ones are cut anywhere
        for line in wrap(text, width, measure, "ja")[1:]:
            assert not line.startswith(mark), (width, line)


def test_fifteen_by_fifteen_stays_whole():
    """"15×15" is one word in Japanese and in English."""
    for language in LANGUAGES:
        text = Translator(language).t("arrows.preset.big_15x15")
        for width in range(6, len(text)):
            assert any("15×15" in line for line in wrap(text, width, measure, language)), (language, width)


def test_the_table_is_read_on_the_first_japanese_wrap_only():
    """Importing the line breaker or wrapping English reads no table; the first Japanese wrap does."""
    program = ("from widgets import line_breaking as b\n"
               "before = b.phrase_table.cache_info().currsize\n"
               "b.wrap('Click a cell to open it', 8, len, 'en')\n"
               "english = b.phrase_table.cache_info().currsize\n"
               "b.wrap('マスをクリックして開きます', 5, len, 'ja')\n"
               "print(before, english, b.phrase_table.cache_info().currsize)\n")
    completed = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True,
                               timeout=60, check=True)
    assert completed.stdout.split() == ["0", "0", "1"]
