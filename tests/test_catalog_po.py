"""gamepkg/catalog_po.py for a translator: what a language lacks (by game), translations whose {fields} differ from
the English text refused by ``check`` and ``import``, and the texts still in English marked on screen.

Each test adds a made-up Korean row to LANGUAGE_TABLE (tests/fake_language.py), as a newcomer would.
"""

import os
import re
import shlex
import shutil
import subprocess
import sys

import pytest

from gamepkg import catalog_po, i18n
from gamepkg.i18n import MISSING_MARKS, TUPLE_LANGUAGES, Text, Translator, load_translations
from gamepkg.registry import COMMON_GROUP, GAMES
from tests.conftest import ROOT
from tests.fake_language import add_language

KOREAN_TEXTS = {"menu.game": "게임", "mines.title": "지뢰 찾기"}


@pytest.fixture
def korean(monkeypatch, tmp_path):
    """The Korean row with two texts; ``import`` writes its catalog into a temporary folder."""
    monkeypatch.setattr(catalog_po, "MESSAGES_FOLDER", tmp_path)
    return add_language(monkeypatch, texts=KOREAN_TEXTS)


def exported(tmp_path, replacements=()):
    """The path of Korean exported as a .po file, with each (English msgid line, msgstr) pair translated."""
    po = tmp_path / "ko.po"
    catalog_po.main(["export", "ko", str(po)])
    text = po.read_text(encoding="utf-8")
    for key, translation in replacements:
        english = load_translations()["en"][key]
        entry = f"msgctxt {catalog_po.quote(key)}\nmsgid {catalog_po.quote(english)}\nmsgstr "
        assert entry + '""' in text, key
        text = text.replace(entry + '""', entry + catalog_po.quote(translation))
    po.write_text(text, encoding="utf-8")
    return po


def test_status_of_one_language_lists_its_missing_keys_by_game(korean, capsys):
    """``status ko``: the count line, then each group (the suite's texts, then each game) with the keys Korean
    lacks and their English; a translated key is not listed. ``status`` alone keeps one line a language."""
    assert catalog_po.main(["status", "ko"]) == 0
    printed = capsys.readouterr().out
    english = load_translations()["en"]
    total = len(english)
    assert printed.startswith(f"ko: 2 of {total} texts (0 %)\n")
    headings = [line for line in printed.splitlines() if line and not line.startswith(" ") and "missing" in line]
    assert [line.partition(":")[0] for line in headings] == [COMMON_GROUP, *GAMES]
    listed = [line.split()[0] for line in printed.splitlines() if line.startswith("  ")]
    assert sorted(listed) == sorted(set(english) - set(KOREAN_TEXTS))
    assert "  menu.help  Help" in printed and "  menu.game " not in printed and "  mines.title " not in printed
    missing = catalog_po.missing_by_group("ko")
    assert all(key.startswith(f"{game}.") for game in GAMES for key, _ in missing[game])
    assert f"{COMMON_GROUP}: {len(missing[COMMON_GROUP])} missing" in printed
    catalog_po.main(["status"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [f"ja: {total} of {total} texts (100 %)", f"en: {total} of {total} texts (100 %)"]
    assert lines[-1] == f"ko: 2 of {total} texts (0 %)" and len(lines) == len(i18n.LANGUAGE_TABLE)


def test_a_field_that_differs_from_the_english_text_is_named():
    """The same field names as English; a plural form only where English has one, with two forms; a spec as
    English writes it; braces that make no field. A Korean text may drop the English plural."""
    problems = catalog_po.field_problems
    assert problems("{count:cell|cells} left", "{count}칸 남음") == []
    assert problems("{count:cell|cells} left", "{count:칸|칸} 남음") == []
    assert problems("Say {{hi}} to {name}", "{name}에게 {{hi}}") == []
    assert problems("{count:cell|cells} left", "{cuont}칸 남음") == ["{count} is missing",
                                                                   "{cuont} is not in the English text"]
    assert problems("{count:cell|cells} left", "{count:a|b|c}") != []
    assert problems("{name} wins", "{name:a|b}") != []  # no plural in English: a name, not a number
    assert problems("{x:>3}", "{x:<3}") == ["{x:<3}: the English text writes it {x:>3}"]
    assert problems("{name} wins", "{name 승리") != [] and problems("{name} wins", "{name!z} 승리") != []


def test_check_and_import_refuse_a_translation_whose_fields_differ(korean, tmp_path, capsys):
    """``check ko.po`` names each refused key with what is wrong and exits 1; ``import`` then writes nothing.
    Fixed, both pass and the catalog is written."""
    bad = exported(tmp_path, [("menu.help", "도움말"), ("game_id.bad_seed", "시드 (최대 {mots}자리)")])
    assert catalog_po.main(["check", str(bad)]) == 1
    printed = capsys.readouterr().out
    assert "game_id.bad_seed: {most} is missing; {mots} is not in the English text" in printed
    assert "menu.help" not in printed
    assert catalog_po.main(["import", str(bad)]) == 1
    assert "game_id.bad_seed" in capsys.readouterr().out and not (tmp_path / "lang_ko.py").exists()
    good = exported(tmp_path, [("menu.help", "도움말"), ("game_id.bad_seed", "시드 (최대 {most}자리)")])
    assert catalog_po.main(["check", str(good)]) == 0
    assert catalog_po.main(["import", str(good)]) == 0
    written = (tmp_path / "lang_ko.py").read_text(encoding="utf-8")
    assert catalog_po.is_generated_catalog(written) and "'game_id.bad_seed': '시드 (최대 {most}자리)'" in written


def test_show_missing_marks_every_text_shown_in_english(korean):
    """With show_missing a Korean text shown from the English fallback stands between the marks, a translated one
    does not, nor a field's own translated text; Japanese and English (every text their own) are never marked."""
    left, right = MISSING_MARKS
    tr = Translator("ko", show_missing=True)
    assert tr.t("menu.game") == "게임" and tr.t("menu.help") == left + "Help" + right
    assert tr.t("game_id.bad_seed", most=18) == left + Translator("en").t("game_id.bad_seed", most=18) + right
    assert tr.t("save.other_game", game=Text("mines.title", {})) == (
        left + "This save belongs to another game (지뢰 찾기)." + right)
    assert tr.t("save.other_game", game=Text("mines.short_title", {})).count(left) == 2  # both in English
    assert Translator("ko").t("menu.help") == "Help"
    for language in TUPLE_LANGUAGES:
        marked = Translator(language, show_missing=True)
        assert marked.t("menu.help") == Translator(language).t("menu.help")


GUIDE = ROOT / "docs" / "adding-a-language.md"
GUIDE_JA = ROOT / "docs" / "adding-a-language.ja.md"
ROW_MARKER = "<!-- add to LANGUAGE_TABLE in gamepkg/i18n.py -->"
RUN_MARKER = "<!-- run -->"
FENCED = re.compile(r"^(<!-- [^\n]* -->)\n```[^\n]*\n(.*?)\n```$", re.M | re.S)
COPY_IGNORED = shutil.ignore_patterns(".git", "__pycache__", ".pytest_cache", ".hypothesis", "dist", "work")


def guide_steps(path):
    """[(marker, code)] of the guide's marked code blocks, in order (the row, then the commands)."""
    return FENCED.findall(path.read_text(encoding="utf-8"))


def test_the_guide_gives_the_same_steps_in_both_languages_and_the_readme_links_it():
    """One row, then export, check, import, status and the window with --show-missing-texts; the Japanese
    twin has the very same blocks, and README's part for translators links both."""
    steps = guide_steps(GUIDE)
    assert guide_steps(GUIDE_JA) == steps
    assert [marker for marker, _ in steps] == [ROW_MARKER] + [RUN_MARKER] * 5
    commands = " ".join(code for _, code in steps[1:])
    assert all(word in commands for word in ("export", "check", "import", "status", "--show-missing-texts"))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/adding-a-language.md)" in readme and "(docs/adding-a-language.ja.md)" in readme


def test_following_the_guide_adds_the_language(tmp_path):
    """In a copy of the project: the guide's row goes into LANGUAGE_TABLE, each command runs as written (the
    window with --smoke, so it draws once and exits), a translator's two texts go into the .po file between
    export and check; the language then has its catalog and its status, and the tests of the
    languages and of the line cap pass in the copy."""
    project = tmp_path / "mirrorgames"
    shutil.copytree(ROOT, project, ignore=COPY_IGNORED)
    steps = guide_steps(GUIDE)
    i18n_file = project / "gamepkg" / "i18n.py"
    source = i18n_file.read_text(encoding="utf-8")
    english_row = next(line for line in source.splitlines() if line.strip().startswith('Language("en"'))
    i18n_file.write_text(source.replace(english_row, english_row + "\n" + steps[0][1], 1), encoding="utf-8")
    outputs = []
    for _, command in steps[1:]:
        words = shlex.split(command)
        if words[1] == "mirrorgames.pyw":
            if not os.environ.get("DISPLAY") and sys.platform.startswith("linux"):
                continue  # no screen here: the GUI test of the flag covers the window
            words.append("--smoke")
        done = subprocess.run([sys.executable, *words[1:]], cwd=project, capture_output=True, encoding="utf-8",
                              timeout=120, check=False)
        assert done.returncode == 0, (command, done.stdout, done.stderr)
        outputs.append(done.stdout)
        if "export" in words:
            po = project / words[-1]
            po.write_text(po.read_text(encoding="utf-8").replace(
                'msgctxt "menu.game"\nmsgid "Game"\nmsgstr ""', 'msgctxt "menu.game"\nmsgid "Game"\nmsgstr "게임"'),
                encoding="utf-8")
    catalog = (project / "gamepkg" / "messages" / "lang_ko.py").read_text(encoding="utf-8")
    assert "'menu.game': '게임'" in catalog
    status = next(output for output in outputs if output.startswith("ko: 1 of "))
    assert "  menu.help  Help" in status and "menu.game" not in status
    tests = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
                            "tests/test_i18n.py", "tests/test_lesson_files.py"], cwd=project, capture_output=True,
                           encoding="utf-8", timeout=300, check=False)
    assert tests.returncode == 0, tests.stdout[-3000:]
