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


def test_english_plurals_follow_the_number():
    """``{count:cell|cells}`` gives "1 cell" and "2 cells"; other format specs work as in str.format."""
    tr = Translator("en", catalogs={"ja": {}, "en": {"k": "{count:cell|cells} opened in {seconds:.1f} s"}})
    assert tr.t("k", count=1, seconds=2) == "1 cell opened in 2.0 s"
    assert tr.t("k", count=3, seconds=0.25) == "3 cells opened in 0.2 s"
