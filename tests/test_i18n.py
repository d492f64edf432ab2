"""The Japanese and English catalogs say the same things."""

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
