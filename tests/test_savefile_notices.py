"""What the data folder tells the window: the folder's text, the notice without a folder, a failed record
write remembered with its reason (and the listener told once per change), a damaged record moved aside, and
the Windows folder whatever XDG_DATA_HOME says."""

import os
import pathlib

import pytest

from gamepkg.i18n import Text
from gamepkg.savefile import MAX_FILE_BYTES, DataStore, SaveError
from gamepkg.user_folder import data_folder


def test_the_folder_text_is_the_folder_or_a_dash(tmp_path):
    """folder_text() is the data folder's path, or "-" (also in the notice) when there is no folder."""
    assert DataStore(tmp_path).folder_text() == str(tmp_path)
    store = DataStore(None)
    assert (store.folder_text(), store.notices()) == ("-", [("status.no_data_folder", {"folder": "-"})])
    with pytest.raises(SaveError) as refused:
        store.path("saves", "x.json")
    assert (refused.value.key, refused.value.details) == ("save.disabled", {})


def test_windows_ignores_xdg_data_home():
    """XDG_DATA_HOME is a Unix variable: on Windows without APPDATA the folder is the home's AppData."""
    home = pathlib.Path("/home/pupil")
    assert data_folder({"XDG_DATA_HOME": "/xdg"}, "win32", home) == home / "AppData" / "Roaming" / "mirrorgames"
    assert data_folder({"XDG_DATA_HOME": "/xdg"}, "linux", home) == pathlib.Path("/xdg/mirrorgames")


def test_a_failed_record_write_is_remembered_with_its_reason_and_said_once(tmp_path):
    """A record over the size limit is not written: failed_writes names it with save.too_big; the listener
    hears of the failure once (a second equal failure is no news), and once more when a write works."""
    store = DataStore(tmp_path)
    heard = []
    store.on_problems_changed = lambda: heard.append(dict(store.failed_writes))
    too_big = Text("save.too_big", {"limit": MAX_FILE_BYTES // 1024})
    for _ in range(2):
        with pytest.raises(SaveError):
            store.update_json("best.json", lambda old: {"x": "a" * MAX_FILE_BYTES})
        assert heard == [{"best.json": too_big}]
    assert store.notices() == [("status.file_not_saved", {"name": "best.json", "reason": too_big})]
    for _ in range(2):
        assert store.update_json("best.json", lambda old: {"x": 1}) == {"x": 1}
    assert heard == [{"best.json": too_big}, {}] and store.notices() == []


def test_a_damaged_record_is_moved_aside_not_copied(tmp_path):
    """update_json renames a damaged record to its .damaged- name (the very same file), then writes anew."""
    store = DataStore(tmp_path)
    damaged = tmp_path / "best.json"
    damaged.write_text("{not json")
    inode = os.stat(damaged).st_ino
    assert store.update_json("best.json", lambda old: {"x": 1}) == {"x": 1}
    copy = tmp_path / store.damaged_copies["best.json"]
    assert copy.read_text() == "{not json" and os.stat(copy).st_ino == inode
