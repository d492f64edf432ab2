"""The Japanese and English catalogs say the same things; the languages are data (a third one needs no code)."""

import ast
import pathlib
import re
import sys
import types

import pytest

from gamepkg import catalog_po, i18n, registry
from gamepkg.i18n import Translator, format_message, load_catalogs, load_translations, placeholders, system_language
from tests.fake_language import add_language

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_both_languages_have_the_same_keys_and_placeholders():
    """Every message exists in both languages, as written, with the same {placeholders}."""
    catalogs = load_translations()
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


def test_fields_are_found_and_filled_as_str_format_does_with_braces_and_plurals():
    """placeholders names each field once, never an escaped {{brace}}; format_message fills plurals and specs."""
    text = "{{not a field}} {count:try|tries}, {count:cell|cells} at {seconds:.1f} s by {name}"
    assert placeholders(text) == {"count", "seconds", "name"}
    assert format_message(text, count=1, seconds=2, name="A") == "{not a field} 1 try, 1 cell at 2.0 s by A"
    assert format_message(text, count=0, seconds=2, name="A") == "{not a field} 0 tries, 0 cells at 2.0 s by A"
    assert format_message("{text} ({count:line|lines})", text="Hello", count=2) == "Hello (2 lines)"


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


@pytest.fixture
def third_language(monkeypatch):
    """A made-up third language "xx" with two texts of its own (as catalog_po.py would write lang_xx.py)."""
    row = i18n.Language("xx", "Xish", "Xish", ("xx",), True, "")
    texts = {"menu.game": "Xame", "game_id.bad_seed": "Xeed (at most {most} digits)", "no.such.key": "?"}
    return add_language(monkeypatch, row, texts)


def test_a_text_missing_in_a_language_is_shown_in_english(third_language):
    """A third language shows its own texts, English where it has none, and never a message id."""
    tr = Translator("xx")
    assert tr.language == "xx" and tr.t("menu.game") == "Xame"
    assert tr.t("menu.help") == Translator("en").t("menu.help") == "Help"
    assert tr.t("game_id.bad_seed", most=18) == "Xeed (at most 18 digits)"
    assert tr.has("menu.help") and not tr.has("no.such.key")
    assert system_language({"LANG": "xx_XX.UTF-8"}) == "xx"
    bare = Translator("ja", catalogs={"ja": {}, "en": {"k": "English {n}"}})  # catalogs given as they are
    assert bare.t("k", n=1) == "English 1" and bare.t("missing") == "missing"


def test_each_languages_completeness_is_reported(third_language, capsys):
    """completeness() counts the texts each language has; the tuples' languages are complete."""
    report = i18n.completeness()
    total = len(load_catalogs()["en"])
    assert report["ja"] == report["en"] == (total, total)
    assert report["xx"] == (2, total)  # a text of an unknown key does not count
    catalog_po.main(["status"])
    printed = capsys.readouterr().out
    assert f"xx: 2 of {total} texts (0 %)" in printed and f"ja: {total} of {total} texts (100 %)" in printed


def test_catalogs_round_trip_through_po_files(third_language, tmp_path, monkeypatch):
    """Each language exported as a .po file reads back as the very same texts (quotes, newlines, tabs too), and
    an imported .po file becomes the lang_<code>.py that the catalogs load."""
    catalogs = load_translations()
    for language in i18n.LANGUAGES:
        assert catalog_po.read_po(catalog_po.to_po(catalogs, language)) == (language, catalogs[language])
    odd = {"en": {"a": 'say "hi"\\ \tnow\nand\n', "b": "x"}, "xx": {"a": "ein\nzwei"}}
    assert catalog_po.read_po(catalog_po.to_po(odd, "xx")) == ("xx", {"a": "ein\nzwei"})
    po = tmp_path / "xx.po"
    catalog_po.main(["export", "xx", str(po)])
    text = po.read_text(encoding="utf-8").replace('msgctxt "menu.help"\nmsgid "Help"\nmsgstr ""',
                                                  'msgctxt "menu.help"\nmsgid "Help"\nmsgstr "Xelp"')
    text = text.replace('msgctxt "menu.game"', '#, fuzzy\nmsgctxt "menu.game"')  # a fuzzy text is not taken
    po.write_text(text, encoding="utf-8")
    monkeypatch.setattr(catalog_po, "MESSAGES_FOLDER", tmp_path)
    catalog_po.main(["import", str(po)])
    namespace = {}
    exec((tmp_path / "lang_xx.py").read_text(encoding="utf-8"), namespace)
    assert namespace["MESSAGES"] == {"menu.help": "Xelp", "game_id.bad_seed": "Xeed (at most {most} digits)"}
    catalog_po.main(["export", "ja", str(tmp_path / "ja.po")])
    with pytest.raises(SystemExit):  # the tuples' own languages are edited in gamepkg/messages/, not imported
        catalog_po.main(["import", str(tmp_path / "ja.po")])
    assert not (tmp_path / "lang_ja.py").exists()


def test_the_list_of_languages_lives_in_one_place():
    """The --lang choices and the settings read i18n.LANGUAGES; no module writes the language codes out again."""
    from gamepkg import settings
    from widgets.command_line import parse_arguments
    assert all(settings.allowed_value("language", code) for code in i18n.LANGUAGES)
    assert not settings.allowed_value("language", "xx")
    for code in i18n.LANGUAGES:
        assert parse_arguments(["--lang", code]).lang == code
    spelled_out = []
    for folder in ("gamepkg", "widgets"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name != "i18n.py" and "messages" not in path.parts:
                text = path.read_text(encoding="utf-8")
                if re.search(r"\(\s*[\"']ja[\"']\s*,\s*[\"']en[\"']\s*\)", text):
                    spelled_out.append(str(path.relative_to(ROOT)))
    assert spelled_out == []


def literal_language_lists(source):
    """The lines of ``source`` where a list, tuple or set spells out the tuples' languages ("ja", "en") by hand."""
    codes = set(i18n.TUPLE_LANGUAGES)
    lists = [node for node in ast.walk(ast.parse(source)) if isinstance(node, (ast.List, ast.Tuple, ast.Set))]
    return sorted(node.lineno for node in lists if {getattr(element, "value", None) for element in node.elts} == codes)


def test_language_parametrised_tests_iterate_the_table():
    """A test run in every language iterates i18n.LANGUAGES (so a new row of LANGUAGE_TABLE runs it too), and one
    about the shipped Japanese and English texts iterates i18n.TUPLE_LANGUAGES: no test lists ["ja", "en"]."""
    assert literal_language_lists('parametrize("language", ["en", "ja"])\nfor x in ("ja", "en", "ja"): pass') == [1, 2]
    assert literal_language_lists('for x in LANGUAGES: pass\npairs = [("ja", "はい"), ("en", "Yes")]') == []
    found = {path.name: lines for path in sorted((ROOT / "tests").glob("*.py"))
             if (lines := literal_language_lists(path.read_text(encoding="utf-8")))}
    assert found == {}


def test_the_shipped_catalogs_read_a_game_at_its_first_text_and_hold_what_load_catalogs_holds(third_language):
    """The window starts with the common texts only; a game's modules are read in order at the first look-up of
    one of its keys, until the key is there (a title needs only the first), and once all are read every language
    says what load_catalogs says."""
    tr = Translator("xx")
    common, walls = list(registry.message_groups()["common"]), "gamepkg.walls.messages"
    assert tr.catalogs.read == common and tr.t("menu.game") == "Xame"
    assert tr.t("walls.title") == Translator("en").t("walls.title") and tr.catalogs.read == common + [walls]
    shown = len(common) + 1
    assert "walls.editor.title" in tr.catalogs["ja"]
    assert tr.catalogs.read[shown:] == [walls + "_view", walls + "_editor"]
    assert "mines.no_such_text" not in tr.catalogs["en"]
    assert tr.catalogs.read[-1] == registry.GAMES["mines"].messages[-1]
    assert tr.t("arrows.no_such_text") == "arrows.no_such_text"
    assert {lang: dict(texts) for lang, texts in tr.catalogs.items()} == load_catalogs()
    assert sorted(tr.catalogs.read) == sorted(name for names in registry.message_groups().values() for name in names)


def test_a_games_text_outside_its_own_modules_is_refused(monkeypatch):
    """Every key of a game's modules starts with its id, and no common key does: else a look-up would read the
    wrong group and miss it, so loading says which module and key."""
    common = types.ModuleType("gamepkg.messages.common")
    common.MESSAGES = {"menu.game": ("ゲーム", "Game"), "mines.stray": ("迷子", "Stray")}
    monkeypatch.setitem(sys.modules, "gamepkg.messages.common", common)
    with pytest.raises(ValueError, match="mines.stray"):
        load_catalogs()
    walls = types.ModuleType("gamepkg.walls.messages")
    walls.MESSAGES = {"garden.stray": ("迷子", "Stray")}
    monkeypatch.setitem(sys.modules, "gamepkg.messages.common", types.SimpleNamespace(MESSAGES={}))
    monkeypatch.setitem(sys.modules, "gamepkg.walls.messages", walls)
    with pytest.raises(ValueError, match="garden.stray"):
        Translator("en").t("walls.title")
