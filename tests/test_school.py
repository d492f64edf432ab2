"""The school settings file (gamepkg/school.py): where it is found, what it fixes, what it refuses (no display)."""

import json
import os
import pathlib
import re

import pytest

from gamepkg import school
from gamepkg.i18n import LANGUAGES
from gamepkg.savefile import DataStore
from gamepkg.settings import load_settings, save_settings

ROOT = pathlib.Path(__file__).resolve().parent.parent
FULL = """[school]
class_levels = \\\\server\\class\\mirrorgames-levels
language = {language}
offer_lessons = no
keep_records = yes
zoom = 150
"""


def readme_example():
    """The example school file of README's For schools (the indented block after its file name)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## For schools"):]
    block = re.search(r"\n\n((?:        .*\n)+)", section[section.index(school.SCHOOL_FILE):]).group(1)
    return "\n".join(line[8:] for line in block.splitlines()) + "\n"


def write_school(folder, text):
    """A school file with ``text`` in ``folder``; returns the environment that names it."""
    path = pathlib.Path(folder) / school.SCHOOL_FILE
    path.write_text(text, encoding="utf-8")
    return {school.ENVIRONMENT: str(path)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_fixes_its_setting(tmp_path, language):
    """Each line of a full file gives its setting's value, of the setting's own type."""
    found = school.read_school_file(write_school(tmp_path, FULL.format(language=language)))
    assert found.problem is None and found.path == str(tmp_path / school.SCHOOL_FILE)
    assert found.fixed == {"class_levels": "\\\\server\\class\\mirrorgames-levels", "language": language,
                           "offer_lessons": False, "keep_records": True, "zoom": 150}


def test_the_readme_example_is_a_good_school_file():
    """The example file of README's For schools reads without a problem and fixes every setting it shows."""
    fixed = school.parse_school_text(readme_example())
    assert set(fixed) == set(school.SCHOOL_KEYS.values())


@pytest.mark.parametrize("text, reason", [
    ("[school]\nzoom = 500\n", "school.bad.value"),
    ("[school]\nzoom = big\n", "school.bad.value"),
    ("[school]\nlanguage = xx\n", "school.bad.value"),
    ("[school]\noffer_lessons = maybe\n", "school.bad.value"),
    ("[school]\nclass_levels =\n", "school.bad.value"),
    ("[school]\nlevels = x\n", "school.bad.unknown"),
    ("[school]\nzoom = 150\n[pupils]\nzoom = 70\n", "school.bad.section"),
    ("zoom = 150\n", "school.bad.syntax"),
    ("[school]\nzoom = 150\nzoom = 120\n", "school.bad.syntax"),
])
def test_a_bad_file_is_refused_whole_with_the_reason(tmp_path, text, reason):
    """A wrong line refuses the whole file (the good lines too): nothing is fixed, and the reason is named."""
    good_line = "[school]\nkeep_records = no\n"
    if text.startswith("[school]\n"):
        text = good_line + text.removeprefix("[school]\n")
    found = school.read_school_file(write_school(tmp_path, text))
    assert found.fixed == {} and found.problem.key == reason


def test_a_file_that_is_not_text_or_too_big_or_missing_is_refused(tmp_path):
    """Not UTF-8, over the size limit, or named by MIRRORGAMES_SCHOOL and not there: refused, nothing fixed."""
    path = tmp_path / school.SCHOOL_FILE
    environ = {school.ENVIRONMENT: str(path)}
    path.write_bytes(b"[school]\nclass_levels = \xff\n")
    assert school.read_school_file(environ).problem.key == "school.bad.not_utf8"
    path.write_text("[school]\n" + "#" * school.MAX_FILE_BYTES, encoding="utf-8")
    assert school.read_school_file(environ).problem.key == "school.bad.too_big"
    path.unlink()
    missing = school.read_school_file(environ)
    assert missing.problem.key == "school.bad.unreadable" and missing.fixed == {}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_or_a_huge_file_in_place_of_the_school_file_never_hangs_the_start(tmp_path, monkeypatch):
    """A FIFO named by MIRRORGAMES_SCHOOL is refused as no file (nobody writes into it: an open would wait);
    one beside the program is no school file, the machine's is read; a 2 GB (sparse) file is refused as too
    big after reading past the limit only."""
    fifo = tmp_path / "fifo.ini"
    os.mkfifo(fifo)
    refused = school.read_school_file({school.ENVIRONMENT: str(fifo)})
    assert refused.problem.key == "school.bad.unreadable" and refused.fixed == {}
    assert refused.problem.fields["reason"].key == "save.not_a_file"
    program, machine = tmp_path / "program", tmp_path / "machine"
    program.mkdir()
    machine.mkdir()
    os.mkfifo(program / school.SCHOOL_FILE)
    (machine / school.SCHOOL_FILE).write_text("[school]\nzoom = 120\n", encoding="utf-8")
    monkeypatch.setattr(school, "program_folder", lambda: str(program))
    monkeypatch.setattr(school, "machine_folder", lambda environ=None: str(machine))
    assert school.read_school_file({}).fixed == {"zoom": 120}
    huge = tmp_path / "huge.ini"
    with huge.open("wb") as stream:
        stream.truncate(2 * 1024 ** 3)
    assert school.read_school_file({school.ENVIRONMENT: str(huge)}).problem.key == "school.bad.too_big"


def test_it_is_looked_for_beside_the_program_then_in_the_machines_folder(tmp_path, monkeypatch):
    """No MIRRORGAMES_SCHOOL: the file beside the program wins over the machine's; with neither there is none."""
    program, machine = tmp_path / "program", tmp_path / "machine"
    program.mkdir()
    machine.mkdir()
    monkeypatch.setattr(school, "program_folder", lambda: str(program))
    monkeypatch.setattr(school, "machine_folder", lambda environ=None: str(machine))
    assert school.read_school_file({}).path is None
    (machine / school.SCHOOL_FILE).write_text("[school]\nzoom = 120\n", encoding="utf-8")
    assert school.read_school_file({}).fixed == {"zoom": 120}
    (program / school.SCHOOL_FILE).write_text("[school]\nzoom = 150\n", encoding="utf-8")
    assert school.read_school_file({}).fixed == {"zoom": 150}


def test_the_machines_folder_of_each_system():
    """%PROGRAMDATA%\\mirrorgames on Windows, /Library/Application Support on macOS, /etc elsewhere."""
    assert school.machine_folder("win32", {"PROGRAMDATA": "C:\\ProgramData"}) == os.path.join(
        "C:\\ProgramData", "mirrorgames")
    assert school.machine_folder("win32", {}) is None
    assert school.machine_folder("darwin", {}) == "/Library/Application Support/mirrorgames"
    assert school.machine_folder("linux", {}) == "/etc/mirrorgames"


def test_the_pupils_own_settings_never_override_the_school(tmp_path):
    """A saved zoom and language read as the school's; setting them changes nothing; Save writes none of them."""
    (tmp_path / "settings.json").write_text(json.dumps({"zoom": 120, "language": "en", "animation_speed": "fast"}),
                                            encoding="utf-8")
    store = DataStore(tmp_path)
    settings = load_settings(store, {"zoom": 150, "language": "ja", "offer_lessons": False})
    assert (settings["zoom"], settings["language"], settings["animation_speed"]) == (150, "ja", "fast")
    assert settings.is_fixed("zoom") and not settings.is_fixed("animation_speed")
    settings["zoom"] = 70
    settings["language"] = "en"
    settings.use_unsaved("offer_lessons", True)
    settings["animation_speed"] = "slow"
    assert (settings["zoom"], settings["language"], settings["offer_lessons"]) == (150, "ja", False)
    assert settings.changed() == {"animation_speed": "slow"}
    assert save_settings(store, settings)
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved == {"zoom": 120, "language": "en", "animation_speed": "slow"}  # the pupil's own stay as they were
    assert load_settings(store)["zoom"] == 120  # without the school file, the pupil's own choice is back


def test_records_and_lesson_offers_are_plain_settings_on_by_default(tmp_path):
    """keep_records and offer_lessons are suite settings (True) that only a school file turns off."""
    settings = load_settings(DataStore(tmp_path))
    assert settings["keep_records"] is True and settings["offer_lessons"] is True
    assert load_settings(DataStore(tmp_path), {"keep_records": False})["keep_records"] is False
