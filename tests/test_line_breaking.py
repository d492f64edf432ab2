"""Line breaking by the window's language: Japanese (kinsoku shori) in the cases players met, languages written with
spaces, and every caller naming its language; one character is one unit of width."""

import ast
import pathlib

import pytest

from gamepkg.i18n import LANGUAGES
from tests.fake_language import add_language
from widgets.line_breaking import wrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
WRAP_FUNCTIONS = {"wrap": 3, "wrapped": 3, "wrap_paragraph": 3, "wrapped_keeping_indents": 3}  # index of language


def measure(text):
    """Every character one unit wide, so that widths are counted in characters."""
    return len(text)


def lines(text, width, language="ja"):
    """``text`` wrapped at ``width`` characters by the rules of ``language``."""
    result = wrap(text, width, measure, language)
    assert all(measure(line) <= width or " " not in line for line in result)
    assert "".join(result).replace(" ", "") == text.replace("\n", "").replace(" ", ""), "text was lost"
    return result


def test_no_line_starts_with_closing_punctuation_or_small_kana():
    """「。」, 「、」, 「」」 and っ stay at the end of the line before."""
    for text in ("あいうえお。かきくけこ", "あいうえお、かきくけこ", "「あいうえ」かきく", "あいうえっかきく"):
        for width in range(2, len(text)):
            wrapped = lines(text, width)
            assert len(wrapped) > 1 and all(measure(line) <= width for line in wrapped), (width, wrapped)
            for line in wrapped[1:]:
                assert line[0] not in "。、」っ", (text, width, line)


def test_no_line_ends_with_opening_punctuation():
    """「 and （ go to the next line with the word they open."""
    for text in ("あいう「えお」です", "あいう（えお）です"):
        for width in range(2, len(text)):
            for line in lines(text, width)[:-1]:
                assert line[-1] not in "「（", (text, width, line)


@pytest.mark.parametrize("text, whole", [
    ("Shift+Tab で切り替えます", "Shift+Tab"),
    ("8ラウンド目の終わりに", "8ラウンド"),
    ("花が3つ以上咲くと勝ち", "3つ"),
    ("壁が 1 つ生える", "1 つ"),
    ("マス (17,18) は安全です", "(17,18)"),
])
def test_key_names_and_numbers_with_their_counters_stay_whole(text, whole):
    """A key name is never split, and a number keeps its counter word (even across a space)."""
    for width in range(len(whole), len(text) + 1):
        wrapped = lines(text, width)
        assert all(measure(line) <= width for line in wrapped), (width, wrapped)
        assert (len(wrapped) > 1) == (width < len(text)), (width, wrapped)
        assert any(whole in line for line in wrapped), (width, wrapped)


def test_english_breaks_at_spaces_and_a_too_long_word_is_cut():
    """English wraps at spaces (the spaces at line ends are dropped); only a word wider than a line is cut."""
    for language in LANGUAGES:  # the Japanese rules keep an ASCII word whole too
        assert lines("Press Enter to go on", 10, language) == ["Press", "Enter to", "go on"]
        assert lines("abcdefghij klm", 4, language) == ["abcd", "efgh", "ij", "klm"]
        assert lines("one\n\ntwo", 10, language) == ["one", "", "two"]


def test_a_language_with_spaces_between_words_breaks_only_at_spaces(monkeypatch):
    """English and Korean (spaces between words) never break inside a word, even one with non-ASCII letters; the
    decision is the language table's (gamepkg/i18n.py: a Korean row added as a newcomer would), and Japanese keeps
    breaking between characters."""
    from widgets.line_breaking import breaks_only_at_spaces
    add_language(monkeypatch)
    assert breaks_only_at_spaces("en") and breaks_only_at_spaces("ko") and not breaks_only_at_spaces("ja")
    assert wrap("a café au lait", 5, measure, "en") == ["a", "café", "au", "lait"]
    assert wrap("a café au lait", 5, measure, "ja") == ["a caf", "é au", "lait"]  # the Japanese rules break at "é"
    korean = "지뢰를 모두 피해서 칸을 여세요"
    assert wrap(korean, 5, measure, "ko") == ["지뢰를", "모두", "피해서", "칸을", "여세요"]
    assert wrap(korean, 5, measure, "ja")[0] == "지뢰를 모"  # what Korean would get by the Japanese rules
    assert wrap("あいうえおかきくけこ", 5, measure, "ja") == ["あいうえお", "かきくけこ"]


def test_a_wrap_without_the_windows_language_is_an_error():
    """No default rules: a wrap that names no language, or one outside the table, fails (even a short text), so a
    caller that forgets the language is found at once instead of breaking a Korean word by the Japanese rules."""
    from widgets.line_breaking import wrapped
    with pytest.raises(TypeError):
        wrap("short", 80, measure)  # the missing argument is what is tested
    for language in (None, "", "xx"):
        with pytest.raises(ValueError, match="LANGUAGE_TABLE"):
            wrapped("short", 80, measure, language)


def wrap_calls_without_a_language(tree):
    """(line, function) of each call in ``tree`` of a wrap function that passes no language, or None for it."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name not in WRAP_FUNCTIONS:
                continue
            given = node.args[WRAP_FUNCTIONS[name]] if len(node.args) > WRAP_FUNCTIONS[name] else next(
                (keyword.value for keyword in node.keywords if keyword.arg == "language"), None)
            if given is None or (isinstance(given, ast.Constant) and given.value is None):
                found.append((node.lineno, name))
    return found


def test_the_checker_finds_a_wrap_without_its_language():
    """The walk below finds a call with no language or None, and passes one that names it."""
    assert wrap_calls_without_a_language(ast.parse("wrap(t, 8, m)\nlb.wrapped(t, 8, m, None)")) == [
        (1, "wrap"), (2, "wrapped")]
    assert wrap_calls_without_a_language(ast.parse("wrap(t, 8, m, tr.language)\nwrapped(t, 8, m, language=x)")) == []


def test_every_caller_of_the_wrap_functions_passes_the_windows_language():
    """Dialogs, help windows, the lesson coach, wrapping labels, the status line...: every call of a wrap function
    in the game's code names a language (a Korean window never gets the Japanese rules by default)."""
    found = {}
    for folder in ("widgets", "gamepkg"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            calls = wrap_calls_without_a_language(ast.parse(path.read_text(encoding="utf-8")))
            if calls:
                found[str(path.relative_to(ROOT))] = calls
    assert found == {}


def test_a_text_too_wide_for_its_room_is_cut_with_an_ellipsis_that_fits():
    """ellipsized: whole when it fits; else the longest start that fits together with "…" (one character a unit
    here), trailing spaces dropped before the "…"; both games' name columns use it."""
    from widgets.line_breaking import ELLIPSIS, ellipsized
    assert ellipsized("Alice", 5, len) == "Alice"
    assert ellipsized("Alice Smith", 7, len) == "Alice" + ELLIPSIS
    assert ellipsized("プレイヤー12", 4, len) == "プレイ" + ELLIPSIS
