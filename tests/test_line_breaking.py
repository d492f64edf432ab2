"""Japanese line breaking (kinsoku shori): the cases players met, with one character as one unit of width."""

import pytest

from widgets.line_breaking import wrap


def measure(text):
    """Every character one unit wide, so that widths are counted in characters."""
    return len(text)


def lines(text, width):
    """``text`` wrapped at ``width`` characters."""
    result = wrap(text, width, measure)
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
    assert lines("Press Enter to go on", 10) == ["Press", "Enter to", "go on"]
    assert lines("abcdefghij klm", 4) == ["abcd", "efgh", "ij", "klm"]
    assert lines("one\n\ntwo", 10) == ["one", "", "two"]


def test_a_language_with_spaces_between_words_breaks_only_at_spaces():
    """English and Korean (spaces between words) never break inside a word, even one with non-ASCII letters; the
    decision is the language table's (gamepkg/i18n.py), and Japanese keeps breaking between characters."""
    from gamepkg import i18n
    from widgets.line_breaking import breaks_only_at_spaces
    assert breaks_only_at_spaces("en") and not breaks_only_at_spaces("ja") and not breaks_only_at_spaces(None)
    assert wrap("a café au lait", 5, measure, "en") == ["a", "café", "au", "lait"]
    assert wrap("a café au lait", 5, measure) == ["a caf", "é au", "lait"]  # the Japanese rules break at "é"
    korean = "지뢰를 모두 피해서 칸을 여세요"
    table = {**i18n.LANGUAGE_BY_CODE, "ko": i18n.Language("ko", "한국어", ("ko",), True)}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("widgets.line_breaking.LANGUAGE_BY_CODE", table)
        assert wrap(korean, 5, measure, "ko") == ["지뢰를", "모두", "피해서", "칸을", "여세요"]
        assert wrap(korean, 5, measure, "ja")[0] == "지뢰를 모"  # what Korean would get by the Japanese rules
    assert wrap("あいうえおかきくけこ", 5, measure, "ja") == ["あいうえお", "かきくけこ"]


def test_a_text_too_wide_for_its_room_is_cut_with_an_ellipsis_that_fits():
    """ellipsized: whole when it fits; else the longest start that fits together with "…" (one character a unit
    here), trailing spaces dropped before the "…"; both games' name columns use it."""
    from widgets.line_breaking import ELLIPSIS, ellipsized
    assert ellipsized("Alice", 5, len) == "Alice"
    assert ellipsized("Alice Smith", 7, len) == "Alice" + ELLIPSIS
    assert ellipsized("プレイヤー12", 4, len) == "プレイ" + ELLIPSIS
