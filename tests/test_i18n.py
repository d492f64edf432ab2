"""The Japanese and English catalogs say the same things."""

import re

from gamepkg.i18n import Translator, load_catalogs, placeholders, system_language


def test_both_languages_have_the_same_keys_and_placeholders():
    """Every message exists in both languages with the same {placeholders}."""
    catalogs = load_catalogs()
    assert set(catalogs["ja"]) == set(catalogs["en"])
    mismatched = [key for key in catalogs["en"]
                  if placeholders(catalogs["ja"][key]) != placeholders(catalogs["en"][key])]
    assert mismatched == []
    empty = [key for lang in catalogs for key, text in catalogs[lang].items() if not text.strip()]
    assert empty == []


def test_switching_language_changes_the_text():
    """The same key reads differently after a switch, with placeholders filled in."""
    tr = Translator("en")
    english = tr.t("save.bad_move", number=4, reason="occupied")
    tr.set_language("ja")
    japanese = tr.t("save.bad_move", number=4, reason="occupied")
    assert "4" in english and "4" in japanese and english != japanese


def test_system_language_follows_the_locale():
    """A Japanese locale picks Japanese, anything else English."""
    assert system_language({"LANG": "ja_JP.UTF-8"}) == "ja"
    assert system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert system_language({"LC_ALL": "ja_JP.UTF-8", "LANG": "en_US"}) == "ja"


def test_english_plurals_follow_the_number():
    """``{count:cell|cells}`` gives "1 cell" and "2 cells"; other format specs work as in str.format."""
    tr = Translator("en", catalogs={"ja": {}, "en": {"k": "{count:cell|cells} opened in {seconds:.1f} s"}})
    assert tr.t("k", count=1, seconds=2) == "1 cell opened in 2.0 s"
    assert tr.t("k", count=3, seconds=0.25) == "3 cells opened in 0.2 s"


COUNTABLE_NOUNS = ("cells", "mines", "walls", "moves", "levels", "points", "actions", "arrows", "bytes", "characters",
                   "digits", "entries", "files", "flags", "flowers", "players", "positions", "rows", "seconds",
                   "states", "lights", "ways", "numbers", "rounds", "turns", "games", "blooms")
NAME_FIELDS = {"ally", "enemy", "name", "names", "unit", "role", "player", "direction", "title", "file", "path",
               "game", "action"}  # fields that hold a name, not a number: "Enemy {enemy} moves to ..."


def test_english_numbers_take_the_plural_form_before_a_countable_noun():
    """"{count} cells" would read "1 cells": a number field before a countable noun must be {count:cell|cells}."""
    bare = re.compile(r"\{(\w+)\} (?:more |nearby )?(%s)\b" % "|".join(COUNTABLE_NOUNS))
    found = [(key, match.group(0)) for key, text in load_catalogs()["en"].items()
             for match in bare.finditer(text) if match.group(1) not in NAME_FIELDS]
    assert found == []
    tr = Translator("en")
    assert tr.t("walls.view.event.grew", count=1) == "1 wall grew."
    assert tr.t("mines.event.mines_placed", count=1) == "1 mine was placed."
    assert tr.t("mines.event.mines_placed", count=10) == "10 mines were placed."
