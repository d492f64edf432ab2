"""Record files (settings, best times, walls bests): a failed read never wipes them, a damaged one is kept.

Tests run as root, where a mode-000 file is still readable, so an unreadable file is simulated by a
folder or a FIFO in its place, or by an ``open`` that raises PermissionError for that one file.
"""

import builtins
import json
import os
import threading
import types

import pytest

from gamepkg import settings
from gamepkg.savefile import DataStore
from gamepkg.settings import (
    BEST_TIMES_FILE,
    SETTINGS_FILE,
    load_best_times,
    load_settings,
    record_best_time,
    save_settings,
)
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from widgets.walls.library import LevelLibrary

FIVE_TIMES = [{"seconds": s, "date": "2026-11-01"} for s in (11.0, 12.0, 13.0, 14.0, 15.0)]
RECORDS = {"beginner": FIVE_TIMES, "expert": [{"seconds": 300.5, "date": "2026-10-01"}]}


class FifoGuard:
    """``with FifoGuard(fifo, ...) as guard:`` a read that blocks on one of the FIFOs is let go after
    ``grace`` seconds (so a regression fails the test instead of hanging it); ``guard.released`` says so."""

    def __init__(self, *fifos, grace=5.0):
        """Guard ``fifos``; wait ``grace`` seconds before letting blocked readers go."""
        self.fifos, self.grace = fifos, grace
        self.released = False
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.watch, daemon=True)

    def __enter__(self):
        """Start watching."""
        self.thread.start()
        return self

    def __exit__(self, *exc_info):
        """Stop watching."""
        self.stop.set()
        self.thread.join()

    def watch(self):
        """After the grace time, open each FIFO for writing now and then: that unblocks a reader stuck in open."""
        if self.stop.wait(self.grace):
            return
        while not self.stop.is_set():
            for fifo in self.fifos:
                try:
                    os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # fails (ENXIO) unless a reader waits
                    self.released = True
                except OSError:
                    pass
            self.stop.wait(0.1)


def deny_reading(monkeypatch, name):
    """Make ``open`` raise PermissionError for files called ``name`` (what mode 000 does to a normal user)."""
    real_open = builtins.open

    def guarded_open(file, mode="r", *args, **kwargs):
        """The real open, except for reading ``name``."""
        if os.path.basename(os.fspath(file)) == name and "r" in mode:
            raise PermissionError(13, "Permission denied", os.fspath(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", guarded_open)


def store_with(tmp_path, name, data):
    """A data store whose file ``name`` holds ``data`` as JSON."""
    store = DataStore(tmp_path / "data")
    store.path(name).write_text(json.dumps(data), encoding="utf-8")
    return store


def test_unreadable_best_times_are_never_overwritten(tmp_path, monkeypatch):
    """Best times that cannot be read: a 50 s win is not 'rank 1', the file keeps its five times and expert."""
    store = store_with(tmp_path, BEST_TIMES_FILE, RECORDS)
    before = store.path(BEST_TIMES_FILE).read_bytes()
    deny_reading(monkeypatch, BEST_TIMES_FILE)
    assert record_best_time(store, "beginner", 50) is None
    monkeypatch.undo()
    assert store.path(BEST_TIMES_FILE).read_bytes() == before
    assert BEST_TIMES_FILE in store.unreadable
    assert ("status.file_unreadable", {"name": BEST_TIMES_FILE}) in store.notices()


def test_unreadable_settings_are_never_overwritten(tmp_path, monkeypatch):
    """Settings that cannot be read give the defaults, and a zoom change does not overwrite the file."""
    store = store_with(tmp_path, SETTINGS_FILE, {"language": "ja", "zoom": 150})
    before = store.path(SETTINGS_FILE).read_bytes()
    deny_reading(monkeypatch, SETTINGS_FILE)
    chosen = load_settings(store)
    chosen["zoom"] = 115
    assert save_settings(store, chosen) is False
    monkeypatch.undo()
    assert store.path(SETTINGS_FILE).read_bytes() == before
    assert store.unreadable.keys() == {SETTINGS_FILE}


def walls_library(store):
    """The walls level library of a window using ``store`` (only what the best-moves code needs of a view)."""
    return LevelLibrary(types.SimpleNamespace(app=types.SimpleNamespace(store=store)))


def test_unreadable_walls_bests_are_never_overwritten(tmp_path, monkeypatch):
    """A walls_best.json that cannot be read is left alone when a level is won."""
    document = walls_display.bests_document({"old-level": 7})
    store = store_with(tmp_path, walls_display.BEST_FILE, document)
    before = store.path(walls_display.BEST_FILE).read_bytes()
    deny_reading(monkeypatch, walls_display.BEST_FILE)
    library = walls_library(store)
    assert library.record_best(walls.PRESETS["a"], 12) is True  # this window still shows it
    monkeypatch.undo()
    assert store.path(walls_display.BEST_FILE).read_bytes() == before
    assert walls_display.BEST_FILE in store.unreadable


@pytest.mark.parametrize("odd", ["folder", "fifo"])
def test_a_folder_or_fifo_in_place_of_a_record_is_left_alone(tmp_path, odd):
    """A folder or FIFO named like a record file is not read (no hang) and not replaced."""
    if odd == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    store = DataStore(tmp_path / "data")
    for name in (BEST_TIMES_FILE, SETTINGS_FILE):
        path = store.path(name)
        path.mkdir() if odd == "folder" else os.mkfifo(path)
    with FifoGuard(store.path(BEST_TIMES_FILE), store.path(SETTINGS_FILE)) as guard:
        assert load_settings(store) == settings.DEFAULTS
        assert record_best_time(store, "beginner", 50) is None
        changed = load_settings(store)
        changed["zoom"] = 130
        assert save_settings(store, changed) is False
    assert not guard.released
    for name in (BEST_TIMES_FILE, SETTINGS_FILE):
        assert store.path(name).is_dir() if odd == "folder" else store.path(name).is_fifo()
    assert set(store.unreadable) == {BEST_TIMES_FILE, SETTINGS_FILE}


def test_damaged_best_times_are_kept_as_a_copy_before_a_fresh_file(tmp_path):
    """Best times that are not JSON are renamed to a .damaged- copy (said in the notices); the new time is saved."""
    store = DataStore(tmp_path / "data")
    store.path(BEST_TIMES_FILE).write_bytes(b'{"beginner": [{"seconds": 11')
    assert record_best_time(store, "beginner", 50, today="2026-11-30") == 1
    copies = [path for path in store.folder.iterdir() if path.name.startswith(BEST_TIMES_FILE + ".damaged-")]
    assert len(copies) == 1 and copies[0].read_bytes() == b'{"beginner": [{"seconds": 11'
    assert load_best_times(store) == {"beginner": [{"seconds": 50.0, "date": "2026-11-30"}]}
    assert ("status.file_damaged", {"name": BEST_TIMES_FILE, "copy": copies[0].name}) in store.notices()


def test_a_time_that_misses_the_table_leaves_a_damaged_file_in_place(tmp_path):
    """Nothing is written (and nothing renamed) when the change has nothing to store."""
    store = DataStore(tmp_path / "data")
    store.path("settings.json").write_text("[1, 2", encoding="utf-8")
    assert store.update_json("settings.json", lambda old: None) is None
    assert sorted(path.name for path in store.folder.iterdir() if not path.name.startswith(".")) \
        == ["settings.json"]


def test_the_window_says_which_record_cannot_be_read(app, monkeypatch):
    """The notice line names a best-times file that cannot be read, in English and Japanese."""
    app.store.path(BEST_TIMES_FILE).mkdir()
    assert record_best_time(app.store, "beginner", 50) is None
    english = app.notice_var.get()
    assert BEST_TIMES_FILE in english and "cannot be read" in english
    assert app.notice.winfo_manager() == "pack"
    app.set_language("ja")
    japanese = app.notice_var.get()
    assert BEST_TIMES_FILE in japanese and "読み込めない" in japanese
