"""The school settings file in the window: Options shows what it set, greyed out; a bad one is named at the bottom;
the source form and the zipapp each read the one that lies beside them."""

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

from gamepkg import school
from gamepkg.i18n import LANGUAGES
from gamepkg.savefile import DataStore
from tests.build_scripts import load_script

pytestmark = pytest.mark.gui
ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHOOL_TEXT = "[school]\nlanguage = {language}\nzoom = 150\noffer_lessons = no\nkeep_records = no\n"


def suite(tk_root, tmp_path, dialogs, school_file, language="en"):
    """A suite window on a fresh data folder (where the pupil chose English at 120 %) with ``school_file``."""
    from widgets.app import SuiteApp
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    (data / "settings.json").write_text('{"language": "en", "zoom": 120}', encoding="utf-8")
    app = SuiteApp(tk_root, DataStore(data), language=language, offer_lessons=True, school=school_file)
    dialogs.install(app)
    tk_root.update()
    return app


def entries(menu):
    """(label, state) of every entry of ``menu`` that has a label."""
    return [(menu.entrycget(index, "label"), menu.entrycget(index, "state")) for index in range(menu.index("end") + 1)
            if menu.type(index) not in ("separator", "tearoff")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_options_shows_what_the_school_set_and_the_pupil_cannot_change_it(tk_root, tmp_path, dialogs, language):
    """Language and zoom entries are greyed out, the last lines say what the school set, the shortcuts and the menu
    commands change nothing, and the pupil's own file keeps the pupil's choice."""
    fixed = school.parse_school_text(SCHOOL_TEXT.format(language=language))
    app = suite(tk_root, tmp_path, dialogs, school.SchoolFile(tmp_path / school.SCHOOL_FILE, fixed))
    assert app.tr.language == language and app.settings["zoom"] == 150
    app._rebuild_options_menu(app.current_view())
    options = entries(app.options_menu)
    zoom_labels = {app.tr.t(key) for key in ("menu.zoom_in", "menu.zoom_out", "menu.zoom_reset")}
    assert {state for label, state in options if label in zoom_labels} == {"disabled"}
    assert {state for _label, state in entries(app.language_menu)} == {"disabled"}
    shown = [label for label, state in options if state == "disabled" and label not in zoom_labels]
    assert shown == app.school_lines()
    assert shown[0] == app.tr.t("school.fixed_heading", file=str(tmp_path / school.SCHOOL_FILE))
    assert app.tr.t("school.setting.zoom", percent=150) in shown
    assert app.tr.t("school.setting.keep_records.off") in shown
    other = next(code for code in LANGUAGES if code != language)
    app.set_language(other)
    app.zoom_in()
    app.zoom_reset()
    assert app.tr.language == language and app.settings["zoom"] == 150
    assert (tmp_path / "data" / "settings.json").read_text(encoding="utf-8") == '{"language": "en", "zoom": 120}'


def test_no_lesson_is_offered_when_the_school_says_so(tk_root, tmp_path, dialogs):
    """offer_lessons = no: the first start asks nothing, and F3 still starts the tab's lesson."""
    fixed = school.parse_school_text("[school]\noffer_lessons = no\n")
    app = suite(tk_root, tmp_path, dialogs, school.SchoolFile(tmp_path / school.SCHOOL_FILE, fixed))
    app.offer_lesson(app.current_game())
    assert dialogs.questions == []
    app.start_lesson()
    assert app.current_view().coach is not None


def test_a_bad_school_file_is_named_at_the_bottom_and_sets_nothing(tk_root, tmp_path, dialogs):
    """A wrong line: the window keeps the pupil's own settings, and the notice line names the file and the line."""
    path = tmp_path / school.SCHOOL_FILE
    path.write_text("[school]\nzoom = 150\nlanguage = klingon\n", encoding="utf-8")
    app = suite(tk_root, tmp_path, dialogs, school.read_school_file({school.ENVIRONMENT: str(path)}))
    assert app.settings["zoom"] == 120 and app.settings.fixed == {}
    notice = app.notice_var.get()
    assert str(path) in notice and "language cannot be klingon" in notice
    app._rebuild_options_menu(app.current_view())
    assert app.school_lines() == [] and {state for _label, state in entries(app.language_menu)} == {"normal"}


def test_the_class_folder_the_school_names_is_read_and_cannot_be_changed(tk_root, tmp_path, dialogs):
    """class_levels: the Delayed Walls list reads it; Game > Class Levels Folder says the school set it."""
    folder = tmp_path / "class"
    folder.mkdir()
    shutil.copyfile(ROOT / "gamepkg" / "walls" / "levels" / "01_a.txt", folder / "ours.txt")
    fixed = school.parse_school_text(f"[school]\nclass_levels = {folder}\n")
    app = suite(tk_root, tmp_path, dialogs, school.SchoolFile(tmp_path / school.SCHOOL_FILE, fixed))
    view = app.select_game("walls")
    tk_root.update()
    assert any(entry.source == "class" for entry in view.library.entries)
    view.choose_class_folder()
    assert dialogs.infos == [app.tr.t("walls.view.class_folder_fixed", folder=str(folder))]


def run_form(command, cwd, data):
    """Run a form of the program with --smoke in a fresh data folder (no MIRRORGAMES_SCHOOL); its output."""
    env = {key: value for key, value in os.environ.items() if key != school.ENVIRONMENT}
    env["MIRRORGAMES_DATA"] = str(data)
    completed = subprocess.run([*command, "--smoke", "--game", "walls"], cwd=cwd, env=env, capture_output=True,
                               text=True, timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    return completed.stdout


def test_the_source_form_and_the_zipapp_read_the_school_file_beside_them(tk_root, tmp_path):
    """A copy of the source tree and a zipapp, each with mirrorgames-school.ini beside it, say what it set."""
    source = tmp_path / "source"
    ignore = shutil.ignore_patterns("__pycache__")
    for package in ("mirrorgames", "gamepkg", "widgets"):
        shutil.copytree(ROOT / package, source / package, ignore=ignore)
    shutil.copyfile(ROOT / "mirrorgames.pyw", source / "mirrorgames.pyw")
    (source / school.SCHOOL_FILE).write_text(SCHOOL_TEXT.format(language="ja"), encoding="utf-8")
    said = run_form([sys.executable, "mirrorgames.pyw"], source, tmp_path / "data-source")
    assert f"mirrorgames-school {source / school.SCHOOL_FILE} language=ja zoom=150" in said
    share = tmp_path / "share"
    archive, _windowed = load_script("build_zipapp").build(dist=share)
    (share / school.SCHOOL_FILE).write_text("[school]\nzoom = 500\n", encoding="utf-8")
    said = run_form([sys.executable, str(archive)], share, tmp_path / "data-zipapp")
    assert f"mirrorgames-school {share / school.SCHOOL_FILE} refused: zoom cannot be 500" in said


def test_with_records_off_no_game_counts_and_none_is_noted_or_counted_as_lost(tk_root, tmp_path, dialogs):
    """keep_records = no: every tab's game, dealt by the suite as a counting one, is practice and says why; a
    move and then New leave no note under way, no question and no loss in the statistics."""
    from gamepkg import game_stats, games_under_way
    fixed = {"keep_records": False}
    app = suite(tk_root, tmp_path, dialogs, school.SchoolFile(tmp_path / school.SCHOOL_FILE, fixed))
    app.set_animation_speed("instant")
    for game in app.games:
        view = app.select_game(game)
        view.start(view.engine.DEFAULT_PARAMS)
        assert not view.record_chance.counts and view.record_chance.reason == "records_off", game
        view.play(sorted(view.engine.legal_moves(view.session.state))[0])
        view.person_moved = True
        tk_root.update()
        assert not view.counting_game_under_way(), game
        dialogs.questions.clear()
        app.new_game(view.session.params)
        assert "confirm.abandon" not in dialogs.questions, game  # nothing to give up: no loss to count
    notes = app.store.read_json(games_under_way.UNDER_WAY_FILE) if app.store.path(
        games_under_way.UNDER_WAY_FILE).exists() else {"notes": []}
    assert notes.get("notes", []) == []
    assert all(not any(row.get("played") for row in game_stats.load_stats(app.store, game).values())
               for game in ("skirmish", "garden", "arrows"))
