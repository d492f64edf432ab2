"""Start-up survives odd data files: huge zooms, FIFOs, a saves folder it cannot search, old temp files."""

import json
import os
import subprocess
import sys
import time

import pytest

from gamepkg import savefile
from gamepkg.save_error import SaveError
from gamepkg.savefile import DataStore, load_session
from gamepkg.settings import DEFAULTS, SETTINGS_FILE, load_settings
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from tests.conftest import ROOT
from tests.test_storage_records import FifoGuard, walls_library

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def settings_store(tmp_path, data):
    """A data store whose settings.json holds ``data``."""
    store = DataStore(tmp_path / "data")
    store.path(SETTINGS_FILE).write_text(json.dumps(data), encoding="utf-8")
    return store


@pytest.mark.parametrize("zoom", [1180591620717411303424, 100000, 201, 69, 0, -100, True, 1.5])
def test_a_zoom_the_menu_cannot_set_is_replaced_by_the_default(tmp_path, zoom):
    """settings.json with a zoom outside 70-200 (or not a whole number) loads as zoom 100."""
    assert load_settings(settings_store(tmp_path, {"zoom": zoom, "language": "ja"}))["zoom"] == DEFAULTS["zoom"]


def test_zooms_and_languages_the_menus_offer_are_kept(tmp_path):
    """The edges of the zoom menu and both languages load as saved; an unknown language does not."""
    from gamepkg.settings import ZOOM_MAX, ZOOM_MIN
    from widgets.app import ZOOM_STEPS
    assert (ZOOM_MIN, ZOOM_MAX) == (ZOOM_STEPS[0], ZOOM_STEPS[-1])
    for zoom in ZOOM_STEPS:
        assert load_settings(settings_store(tmp_path, {"zoom": zoom}))["zoom"] == zoom
    assert load_settings(settings_store(tmp_path, {"language": "ja"}))["language"] == "ja"
    assert load_settings(settings_store(tmp_path, {"language": "x" * 10000}))["language"] == ""


def test_the_window_opens_with_a_huge_zoom_in_the_settings(tk_root, tmp_path):
    """A settings file with zoom 2**70 opens the window at the normal size instead of a TclError."""
    from widgets.app import SuiteApp
    store = settings_store(tmp_path, {"zoom": 1180591620717411303424})
    app = SuiteApp(tk_root, store, language="en")
    tk_root.update()
    assert app.settings["zoom"] == 100


@needs_fifo
def test_a_fifo_as_settings_gives_the_defaults_without_hanging(tmp_path):
    """A FIFO named settings.json is not opened for reading: the defaults, at once."""
    store = DataStore(tmp_path / "data")
    os.mkfifo(store.path(SETTINGS_FILE))
    with FifoGuard(store.path(SETTINGS_FILE)) as guard:
        assert load_settings(store) == DEFAULTS
    assert not guard.released


@needs_fifo
def test_a_fifo_as_walls_bests_is_skipped_and_kept(tmp_path):
    """A FIFO named walls_best.json gives no bests at once, and a win does not replace it."""
    store = DataStore(tmp_path / "data")
    os.mkfifo(store.path(walls_display.BEST_FILE))
    with FifoGuard(store.path(walls_display.BEST_FILE)) as guard:
        library = walls_library(store)
        assert library.bests == {}
        assert library.record_best(walls.PRESETS["a"], 9)
    assert not guard.released
    assert store.path(walls_display.BEST_FILE).is_fifo()


@needs_fifo
def test_a_fifo_as_a_save_slot_is_refused_without_hanging(tmp_path):
    """Loading a save slot that is a FIFO says it is not a regular file."""
    slot = tmp_path / "mines.json"
    os.mkfifo(slot)
    with FifoGuard(slot) as guard, pytest.raises(SaveError) as caught:
        load_session(slot, "mines")
    assert not guard.released
    assert caught.value.key == "save.not_a_file"


@needs_fifo
def test_the_load_menu_on_a_fifo_slot_says_why_and_changes_nothing(app, dialogs):
    """Game → Load with a FIFO as the slot shows 'not a regular file' and keeps the game on screen."""
    view = app.select_game("mines")
    before = view.session.game_id()
    slot = app.store.path(app.save_name(view))
    slot.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(slot)
    with FifoGuard(slot) as guard:
        assert app.load() is False
    assert not guard.released
    assert "not a regular file" in dialogs.errors[-1]
    assert view.session.game_id() == before


def deny_searching(monkeypatch, folder):
    """Make os.stat of anything inside ``folder`` raise PermissionError (a folder without search right)."""
    real_stat = os.stat
    inside = str(folder) + os.sep

    def guarded_stat(path, *args, **kwargs):
        """The real os.stat, except inside ``folder``."""
        if os.fspath(path).startswith(inside):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", guarded_stat)


def test_a_saves_folder_that_cannot_be_searched_turns_saving_off(tk_root, tmp_path, monkeypatch):
    """The window opens and its menus work with saves/ unsearchable; saving is off and the notice says why."""
    from widgets.app import SuiteApp
    folder = tmp_path / "data"
    (folder / "saves").mkdir(parents=True)
    deny_searching(monkeypatch, folder / "saves")
    store = DataStore(folder)
    assert not store.writable
    app = SuiteApp(tk_root, store, language="en")
    app.refresh_menus()
    tk_root.update()
    assert app.game_menu.entrycget(app.game_entries["menu.save"], "state") == "disabled"
    assert "saves folder" in app.notice_var.get() and app.notice.winfo_manager() == "pack"
    app.set_language("ja")
    assert "保存フォルダ" in app.notice_var.get()


def test_a_saves_folder_that_loses_its_search_right_while_playing_only_disables_load(tk_root, tmp_path,
                                                                                     monkeypatch):
    """Issue 16 leftover: the Game menu looked for the save slot with Path.exists(), which raises on a
    folder that cannot be searched; every move then failed in a callback. Load is now just disabled."""
    from widgets.app import SuiteApp
    folder = tmp_path / "data"
    (folder / "saves").mkdir(parents=True)
    store = DataStore(folder)
    app = SuiteApp(tk_root, store, language="en")
    app.save()
    app.refresh_menus()
    assert app.game_menu.entrycget(app.game_entries["menu.load"], "state") == "normal"
    deny_searching(monkeypatch, folder / "saves")
    app.refresh_menus()
    tk_root.update()
    assert app.game_menu.entrycget(app.game_entries["menu.load"], "state") == "disabled"


def test_a_record_that_cannot_be_read_is_named_as_the_window_opens(tk_root, tmp_path):
    """best_times.json that cannot be read is in the notice line from the start."""
    from widgets.app import SuiteApp
    store = DataStore(tmp_path / "data")
    store.path("best_times.json").mkdir()
    app = SuiteApp(tk_root, store, language="en")
    tk_root.update()
    assert "best_times.json cannot be read" in app.notice_var.get()


def test_old_temp_files_of_interrupted_saves_are_removed_at_start(tmp_path):
    """Our .tmp-*.json (and .probe-*) files older than the limit go; fresh ones and other files stay."""
    folder = tmp_path / "data"
    (folder / "saves").mkdir(parents=True)
    old = [folder / ".tmp-ab12_xyz.json", folder / "saves" / ".tmp-k9z0q1w2.json", folder / ".probe-a1b2c3d4"]
    kept = [folder / ".tmp-fresh000.json", folder / "saves" / "mines.json", folder / ".tmp-notes.txt",
            folder / "my.tmp-ab12_xyz.json", folder / "levels" / ".tmp-ab12_xyz.json"]
    (folder / "levels").mkdir()
    long_ago = time.time() - savefile.STALE_TEMP_SECONDS - 60
    for path in old + kept:
        path.write_text("{}", encoding="utf-8")
        if path.name != ".tmp-fresh000.json":
            os.utime(path, (long_ago, long_ago))
    DataStore(folder)
    assert [path for path in old if path.exists()] == []
    assert [path for path in kept if not path.exists()] == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only X11 systems can lack a display")
def test_without_a_display_the_program_says_so_in_one_line(tmp_path):
    """python mirrorgames.pyw with no display exits non-zero with one line about the display, no traceback."""
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["MIRRORGAMES_DATA"] = str(tmp_path)
    result = subprocess.run([sys.executable, str(ROOT / "mirrorgames.pyw"), "--lang", "en"], env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert result.stderr.count("\n") == 1 and "graphical display is needed" in result.stderr
    assert "Traceback" not in result.stderr
