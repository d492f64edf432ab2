"""The one join of a line built from sentences (gamepkg/sentences.py), and the catalogs that rely on it."""

import re

from gamepkg.i18n import load_catalogs
from gamepkg.sentences import join_sentences

JA, EN = "。", "."
# fields filled in with a whole text of its own (a result, a reason, a position's status line...)
SAYING_FIELDS = ("text", "reason", "position", "status", "why", "task", "first", "second", "what", "hint", "did",
                 "keys", "sentences")


def test_each_sentence_gets_its_end_once_in_each_language():
    """A part without an end gets the full stop; one with an end keeps it and gets no second one."""
    won, practice = "勝利! 旗を8ラウンド守り抜きました", "練習です。記録に残りません (セーブから開いたゲーム)"
    assert join_sentences([won, practice], JA) == won + "。" + practice + "。"
    assert join_sentences(["Victory! You held the flag for 2 rounds", "Not recorded: a hint was used"], EN) == \
        "Victory! You held the flag for 2 rounds. Not recorded: a hint was used."
    assert join_sentences(["Nothing to undo.", "Practice"], EN) == "Nothing to undo. Practice."
    assert join_sentences(["戻せる手がありません。", "練習です。"], JA) == "戻せる手がありません。練習です。"


def test_after_an_exclamation_japanese_goes_on_after_a_space_and_empty_parts_vanish():
    """「!」 and 「?」 are followed by a space when more follows (docs/japanese-style.md); empty parts add nothing."""
    assert join_sentences(["クリア!", "", "練習です"], JA) == "クリア! 練習です。"
    assert join_sentences(["", "Working it out…"], EN) == "Working it out…"
    assert join_sentences([], EN) == ""


def test_no_message_glues_two_fields_together():
    """A message never puts one filled-in text right after another ("{text}{reason}"): the sentences of a line
    are joined by gamepkg/sentences.py, which ends each of them."""
    said = "|".join(SAYING_FIELDS)
    glued = re.compile(rf"\{{({said})\}}\s*\{{({said})\}}")
    for language, texts in load_catalogs().items():
        found = {key: text for key, text in texts.items() if glued.search(text)}
        assert not found, (language, found)
