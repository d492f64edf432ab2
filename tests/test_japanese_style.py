"""The Japanese texts follow docs/japanese-style.md: its mechanical rules, checked over every catalog.

Issue 22 point 5. Every Japanese message (gamepkg/messages/*.py through gamepkg.i18n.load_catalogs): one kind
of exclamation and question mark, a space after them when text follows, no comma after a sentence's end,
コンピューター with its long vowel, counters on the statistics, and the known cases the issue named. A list
joined at run time (widgets/line_breaking.py join_texts) never makes 「!、」 either.
"""

import re

import pytest

from gamepkg import i18n
from gamepkg.i18n import Translator

JAPANESE = i18n.load_catalogs()["ja"]
KANA_OR_KANJI = "\u3040-\u30ff\u4e00-\u9fff"


def offending(pattern):
    """{key: text} of the Japanese messages where ``pattern`` is found."""
    return {key: text for key, text in JAPANESE.items() if re.search(pattern, text)}


@pytest.mark.parametrize("rule, pattern", [
    ("full-width ！ or ？ (write ! and ?)", r"[！？]"),
    ("a comma after a sentence's end", r"[!?。][、,]"),
    ("コンピュータ without its long vowel", r"コンピュータ(?!ー)"),
    ("! or ? with Japanese straight after it (a space goes between)", rf"[!?](?=[{KANA_OR_KANJI}])"),
])
def test_the_catalogs_follow_the_style_guide(rule, pattern):
    """No Japanese message breaks ``rule`` (docs/japanese-style.md)."""
    assert not offending(pattern), f"{rule}: {offending(pattern)}"


def test_every_count_of_the_statistics_has_its_counter():
    """The statistics lines all count with 回 (before, the two streak lines had none)."""
    for key in ("mines.stats.played", "mines.stats.won", "mines.stats.streak", "mines.stats.best_streak"):
        assert re.search(r"\{count\} ?回", JAPANESE[key]), key


def test_the_cases_the_issue_names():
    """最短 once in the par banner; a mole's win with no bloom reads as a sentence."""
    ja = Translator("ja")
    assert ja.t("walls.view.banner.won_par", moves=6, par=6).count("最短") == 1
    assert not ja.t("garden.result.mole", blooms=0).endswith("0 だけ")


def test_a_list_joined_after_a_sentence_goes_on_after_a_space():
    """join_texts: 「クリア!」 then more is joined by a space, not 「!、」; other items by the separator."""
    from widgets.line_breaking import join_texts
    assert join_texts(["出口に着いてクリア!", "最短です"], "、") == "出口に着いてクリア! 最短です"
    assert join_texts(["花 3", "花 8"], "、") == "花 3、花 8"
    assert join_texts(["Cleared!", "par 6"], ", ") == "Cleared! par 6"
    assert join_texts(["a", "b"], " / ") == "a / b"
