"""Two windows on one data folder: every record write re-reads and merges under a lock, so nothing is lost.

The windows are two real processes calling the same gamepkg functions the window calls (no Tk needed).
"""

import os
import signal
import subprocess
import sys
import time

import pytest

from gamepkg.filelock import hold_lock
from gamepkg.save_error import SaveError
from gamepkg.savefile import DataStore
from gamepkg.settings import BEST_TIMES_FILE, SETTINGS_FILE, load_best_times, load_settings, save_settings
from gamepkg.walls import display as walls_display
from tests.conftest import ROOT

ROUNDS = 25

# One window: its own settings object (read once at start, like the app), a "ready" file, a wait for the
# go file, then ROUNDS rounds of a settings change, a Minesweeper best time and a Delayed Walls best,
# each under its own name.
WINDOW = """
import dataclasses, os, sys, time, types
from gamepkg import settings
from gamepkg.walls import rules as walls
from gamepkg.savefile import DataStore
from widgets.walls.library import LevelLibrary

folder, name, rounds, go = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
store = DataStore(folder)
mine = settings.load_settings(store)
library = LevelLibrary(types.SimpleNamespace(app=types.SimpleNamespace(store=store)))
open(go + "-ready-" + name, "w").close()
while not os.path.exists(go):
    time.sleep(0.001)
for number in range(rounds):
    if name == "A":
        mine["language"] = "en" if number % 2 else "ja"
    else:
        mine["zoom"] = 130 if number % 2 else 150
    assert settings.save_settings(store, mine)
    assert settings.record_best_time(store, f"{name}-{number}", 10 + number) == 1
    level = dataclasses.replace(walls.PRESETS["a"], title=f"{name}-{number}")
    assert library.record_best(level, 5 + number)
"""


def start_window(folder, name, go):
    """Start one window process on ``folder``; it waits until the file ``go`` exists."""
    return subprocess.Popen([sys.executable, "-c", WINDOW, str(folder), name, str(ROUNDS), str(go)],
                            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_windows_writing_at_once_keep_every_record(tmp_path):
    """A switches to Japanese, B zooms; both record bests at the same time: every one of them is kept."""
    folder, go = tmp_path / "data", tmp_path / "go"
    windows = [start_window(folder, name, go) for name in ("A", "B")]
    deadline = time.monotonic() + 60
    while not all((tmp_path / f"go-ready-{name}").exists() for name in "AB"):  # both read their settings
        assert time.monotonic() < deadline and all(window.poll() is None for window in windows)
        time.sleep(0.01)
    go.write_text("")
    for window in windows:
        _out, errors = window.communicate(timeout=60)
        assert window.returncode == 0, errors
    store = DataStore(folder)
    final = load_settings(store)
    assert (final["language"], final["zoom"]) == ("ja", 150)
    expected = {f"{name}-{number}" for name in "AB" for number in range(ROUNDS)}
    assert set(load_best_times(store)) == expected
    walls_bests = walls_display.clean_bests(store.read_json(walls_display.BEST_FILE))
    assert {key.rsplit(",", 1)[1] for key in walls_bests} == expected


def test_settings_merge_only_the_keys_this_window_changed(tmp_path):
    """A window that changed only the zoom writes only the zoom; the language set meanwhile stays."""
    store_a, store_b = DataStore(tmp_path), DataStore(tmp_path)
    window_a, window_b = load_settings(store_a), load_settings(store_b)
    window_a["language"] = "ja"
    assert save_settings(store_a, window_a)
    window_b["zoom"] = 115
    assert save_settings(store_b, window_b)
    final = load_settings(DataStore(tmp_path))
    assert (final["language"], final["zoom"]) == ("ja", 115)
    assert window_b.changed() == {}


def test_a_window_that_keeps_the_lock_makes_a_save_give_up_not_hang(tmp_path):
    """While another holder keeps the file's lock, an update waits at most lock_wait and then says so."""
    store = DataStore(tmp_path)
    store.lock_wait = 0.2
    with hold_lock(store.path(SETTINGS_FILE), 0):
        with pytest.raises(SaveError) as caught:
            store.update_json(SETTINGS_FILE, lambda old: {"zoom": 130})
    assert caught.value.key == "save.busy"
    assert not store.path(SETTINGS_FILE).exists()
    assert store.update_json(SETTINGS_FILE, lambda old: {"zoom": 130}) == {"zoom": 130}


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_window_killed_while_holding_the_lock_leaves_no_stale_lock(tmp_path):
    """A process killed inside the lock leaves its lock file, but the next write goes through at once."""
    killed = subprocess.run([sys.executable, "-c",
                             "import os, pathlib, signal, sys\n"
                             "from gamepkg.filelock import hold_lock\n"
                             "with hold_lock(pathlib.Path(sys.argv[1]), 1):\n"
                             "    os.kill(os.getpid(), signal.SIGKILL)\n",
                             str(tmp_path / BEST_TIMES_FILE)], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert killed.returncode == -signal.SIGKILL
    assert any(path.name.endswith(".lock") for path in tmp_path.iterdir())
    store = DataStore(tmp_path)
    store.lock_wait = 0
    assert store.update_json(BEST_TIMES_FILE, lambda old: {"beginner": []}) == {"beginner": []}
