"""Issue 21, points 9 and 10: record and setting writes that fail are named in the window, and record files
the suite does not fully understand are kept as a copy while their unknown fields survive a rewrite.

Tests run as root here and root ignores permission bits, so a full disk or a folder turned read-only is
simulated by making the write function fail with ENOSPC or EROFS while the window runs."""

import errno
import json
import math
import tempfile

import pytest

from gamepkg.mines import stats as mines_stats
from gamepkg.savefile import DataStore
from gamepkg.settings import BEST_TIMES_FILE, SETTINGS_FILE, load_best_times, record_best_time
from tests.test_gui_mines import BEGINNER, play_until, timed_board


def fail_writes(monkeypatch, code=errno.ENOSPC):
    """Make every temp file of an atomic write fail as a full disk (or read-only folder) does."""
    def no_room(*args, **kwargs):
        """tempfile.mkstemp on a full disk."""
        raise OSError(code, __import__("os").strerror(code))
    monkeypatch.setattr(tempfile, "mkstemp", no_room)


def damaged_copies(store, name):
    """The .damaged- copies of ``name`` in the data folder."""
    return sorted(path for path in store.folder.iterdir() if path.name.startswith(name + ".damaged-"))


# ----- point 9: failed writes are said -----
def test_a_failed_record_write_is_remembered_until_a_write_works(tmp_path, monkeypatch):
    """A full disk: the record is not stored, the notice names the file and the reason; it goes once a write works."""
    store = DataStore(tmp_path / "data")
    with monkeypatch.context() as patch:
        fail_writes(patch)
        assert record_best_time(store, "beginner", 50) is None
    assert store.notices() == [("status.file_not_saved", {"name": BEST_TIMES_FILE,
                                                          "reason": ("storage.reason.no_space", {})})]
    assert record_best_time(store, "beginner", 50) == 1
    assert store.notices() == []


def test_a_language_change_on_a_full_disk_says_the_setting_was_not_saved(app, monkeypatch):
    """Options → Language with the disk full: the window switches and its notice line says settings.json
    could not be written, in the new language; the old settings file stays as it was."""
    app.store.path(SETTINGS_FILE).write_text('{"zoom": 100}', encoding="utf-8")
    fail_writes(monkeypatch)
    app.set_language("ja")
    assert app.notice.winfo_manager() == "pack"
    assert app.notice_var.get() == ("settings.json に書き込めませんでした (ディスクがいっぱいです)。"
                                    "この記録や設定は、このウィンドウを閉じると消えます。")
    app.set_language("en")
    assert "settings.json could not be written (the disk is full)" in app.notice_var.get()
    assert json.loads(app.store.path(SETTINGS_FILE).read_text(encoding="utf-8")) == {"zoom": 100}


def test_a_won_game_on_a_read_only_folder_says_its_record_was_not_saved(app, monkeypatch):
    """A Beginner win after the folder turned read-only: the notice names the statistics file that could not
    be written (instead of a silent loss)."""
    view, fake = timed_board(app, BEGINNER)
    fail_writes(monkeypatch, errno.EROFS)
    play_until(view, fake, 30)
    assert view.session.status() == "won"
    assert f"{mines_stats.STATS_FILE} could not be written (the folder is read-only)" in app.notice_var.get()
    assert not app.store.has(mines_stats.STATS_FILE)


def test_a_failed_zoom_write_is_said_too(app, monkeypatch):
    """Zoom In with the disk full: the notice line names settings.json."""
    fail_writes(monkeypatch)
    app.zoom_in()
    assert SETTINGS_FILE in app.notice_var.get()


# ----- point 10: partly damaged or newer record files -----
def stats_file(store, data):
    """Write ``data`` as the statistics file (NaN written as JSON's NaN, as Python's json reads it)."""
    store.path(mines_stats.STATS_FILE).write_text(json.dumps(data), encoding="utf-8")


def test_a_nan_count_is_kept_as_a_copy_before_the_statistics_are_rewritten(tmp_path):
    """"played": NaN: the file is kept as mines_stats.json.damaged-DATE-TIME, then the game is counted."""
    store = DataStore(tmp_path / "data")
    stats_file(store, {"beginner": {"played": math.nan, "won": 3, "streak": 1, "best_streak": 2, "times": []}})
    original = store.path(mines_stats.STATS_FILE).read_text(encoding="utf-8")
    mines_stats.record_game(store, "beginner", won=False)
    copies = damaged_copies(store, mines_stats.STATS_FILE)
    assert len(copies) == 1 and copies[0].read_text(encoding="utf-8") == original
    assert ("status.file_damaged", {"name": mines_stats.STATS_FILE, "copy": copies[0].name}) in store.notices()


def test_a_partly_damaged_file_stays_in_place_when_the_rewrite_fails(tmp_path, monkeypatch):
    """NaN counts and then a full disk: the copy is made, the write fails, and the file is still there as it was."""
    store = DataStore(tmp_path / "data")
    stats_file(store, {"beginner": {"played": math.nan, "won": 3, "streak": 1, "best_streak": 2, "times": []}})
    original = store.path(mines_stats.STATS_FILE).read_bytes()
    fail_writes(monkeypatch)
    assert mines_stats.record_game(store, "beginner", won=True, seconds=12) is None
    assert store.path(mines_stats.STATS_FILE).read_bytes() == original
    assert [copy.read_bytes() for copy in damaged_copies(store, mines_stats.STATS_FILE)] == [original]


def test_a_time_row_with_string_seconds_is_kept_as_a_copy(tmp_path):
    """A best time whose seconds is a string would be dropped: the file is copied first."""
    store = DataStore(tmp_path / "data")
    rows = [{"seconds": "12.5", "date": "2026-01-01"}, {"seconds": 20.0, "date": "2026-01-02"}]
    store.path(BEST_TIMES_FILE).write_text(json.dumps({"beginner": rows}), encoding="utf-8")
    assert record_best_time(store, "beginner", 15, today="2026-02-02") == 1
    copies = damaged_copies(store, BEST_TIMES_FILE)
    assert len(copies) == 1 and json.loads(copies[0].read_text(encoding="utf-8")) == {"beginner": rows}


def test_unknown_fields_of_a_newer_version_survive_a_rewrite(tmp_path):
    """Fields this version does not know (at the top and inside a table and a time row) are written back."""
    store = DataStore(tmp_path / "data")
    row = {"seconds": 20.0, "date": "2026-01-02", "replay": "abc"}
    table = {"played": 7, "won": 3, "streak": 1, "best_streak": 2, "times": [row], "future_field": [1, 2]}
    stats_file(store, {"beginner": table, "future_field": "kept", "format_version": 2})
    mines_stats.record_game(store, "beginner", won=False)
    data = json.loads(store.path(mines_stats.STATS_FILE).read_text(encoding="utf-8"))
    assert (data["future_field"], data["format_version"]) == ("kept", 2)
    assert data["beginner"]["future_field"] == [1, 2] and data["beginner"]["times"] == [row]
    assert (data["beginner"]["played"], data["beginner"]["won"]) == (8, 3)
    assert damaged_copies(store, mines_stats.STATS_FILE) == []  # nothing was lost, so no copy is needed
    assert mines_stats.load_stats(store)["beginner"]["played"] == 8


def test_unknown_fields_survive_a_reset_and_best_times_keep_theirs(tmp_path):
    """Reset keeps a newer version's fields; best_times.json keeps an unknown top-level field."""
    store = DataStore(tmp_path / "data")
    stats_file(store, {"beginner": {**mines_stats.empty_table(), "played": 2, "future_field": 1}})
    assert mines_stats.reset_stats(store)
    data = json.loads(store.path(mines_stats.STATS_FILE).read_text(encoding="utf-8"))
    assert data["beginner"] == {**mines_stats.empty_table(), "future_field": 1}
    store.path(BEST_TIMES_FILE).write_text(json.dumps({"beginner": [], "owner": {"name": "x"}}), encoding="utf-8")
    assert record_best_time(store, "beginner", 30, today="2026-01-01") == 1
    assert json.loads(store.path(BEST_TIMES_FILE).read_text(encoding="utf-8"))["owner"] == {"name": "x"}
    assert load_best_times(store) == {"beginner": [{"seconds": 30.0, "date": "2026-01-01"}]}


@pytest.mark.parametrize("odd_row", [{"seconds": math.inf, "date": "x"}, {"seconds": 5, "date": 7}])
def test_a_file_the_suite_wrote_itself_is_never_copied(tmp_path, odd_row):
    """A second record into a file the suite wrote makes no copy; a row it cannot use does (and only once)."""
    store = DataStore(tmp_path / "data")
    record_best_time(store, "beginner", 30)
    record_best_time(store, "beginner", 20)
    assert damaged_copies(store, BEST_TIMES_FILE) == []
    data = json.loads(store.path(BEST_TIMES_FILE).read_text(encoding="utf-8"))
    data["beginner"].append(odd_row)
    store.path(BEST_TIMES_FILE).write_text(json.dumps(data), encoding="utf-8")
    record_best_time(store, "beginner", 10)
    record_best_time(store, "beginner", 5)
    assert len(damaged_copies(store, BEST_TIMES_FILE)) == 1


def test_walls_bests_keep_a_newer_versions_fields(tmp_path):
    """walls_best.json: an unknown top-level field survives a new best, and so does a best this version
    cannot use (nothing of it is lost, so no copy); a format it does not know is kept as a copy."""
    from gamepkg.walls import display as walls_display
    from gamepkg.walls import rules as walls
    from tests.test_storage_records import walls_library
    store = DataStore(tmp_path / "data")
    document = {**walls_display.bests_document({"old-level": 7}), "teacher": "kept"}
    store.path(walls_display.BEST_FILE).write_text(json.dumps(document), encoding="utf-8")
    assert walls_library(store).record_best(walls.PRESETS["a"], 12)
    data = json.loads(store.path(walls_display.BEST_FILE).read_text(encoding="utf-8"))
    assert data["teacher"] == "kept" and data["best"]["old-level"] == 7
    assert damaged_copies(store, walls_display.BEST_FILE) == []
    data["best"]["old-level"] = "seven"
    store.path(walls_display.BEST_FILE).write_text(json.dumps(data), encoding="utf-8")
    assert walls_library(store).record_best(walls.PRESETS["b"], 20)
    data = json.loads(store.path(walls_display.BEST_FILE).read_text(encoding="utf-8"))
    assert data["best"]["old-level"] == "seven" and damaged_copies(store, walls_display.BEST_FILE) == []
    store.path(walls_display.BEST_FILE).write_text(json.dumps({**data, "version": 2}), encoding="utf-8")
    assert walls_library(store).record_best(walls.PRESETS["b"], 19)
    assert len(damaged_copies(store, walls_display.BEST_FILE)) == 1


READ_ONLY_PROBE = """
import os, sys
sys.path.insert(0, sys.argv[2])
from gamepkg.savefile import DataStore
from gamepkg.settings import record_best_time
folder = sys.argv[1]
store = DataStore(folder)
print(record_best_time(store, "beginner", 50))
os.chmod(folder, 0o555)  # the folder turns read-only while the suite runs
print(record_best_time(store, "beginner", 40))
print(store.notices())
"""


def test_a_folder_turned_read_only_for_a_real_unprivileged_user(tmp_path):
    """Where possible without simulation: as user nobody, a folder turned read-only makes the record fail,
    and the notice says so with the reason (no permission)."""
    import os
    import shutil
    import subprocess
    import tempfile

    from tests.conftest import ROOT
    from tests.test_storage_no_home import SYSTEM_PYTHON
    if not hasattr(os, "getuid") or os.getuid() != 0 or not os.path.exists(SYSTEM_PYTHON):
        pytest.skip("needs root (to start a process as nobody) and a system Python")
    folder = tempfile.mkdtemp(prefix="mirrorgames-nobody-")
    try:
        os.chmod(folder, 0o755)
        os.chown(folder, 65534, 65534)
        result = subprocess.run([SYSTEM_PYTHON, "-c", READ_ONLY_PROBE, folder, str(ROOT)], capture_output=True,
                                text=True, timeout=60, cwd="/", user=65534, group=65534, env={"PATH": "/usr/bin"})
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    assert result.returncode == 0, result.stderr
    first, second, notices = result.stdout.splitlines()
    assert (first, second) == ("1", "None")
    assert "status.file_not_saved" in notices and "storage.reason.denied" in notices
