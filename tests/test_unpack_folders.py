"""The one-file program's unpack folders (issue #21): only the suite's own stale ones are removed."""

import json
import os
import types

import pytest

from widgets import unpack_folders
from widgets.unpack_folders import (
    MARKER_NAME,
    mark_folder,
    own_unpack_folder,
    read_marker,
    remove_stale_folders,
    stale_folders,
    tidy_unpack_folders,
)

DEAD, ALIVE = 4_000_001, 4_000_002  # fake process ids: the running() stand-in below knows which is which


def running(pid):
    """Stand-in for process_running: only ALIVE runs."""
    return pid == ALIVE


def unpack_folder(temp, name, pids=None, files=3):
    """A fake unpack folder with some files, marked with ``pids`` (unmarked when None)."""
    folder = temp / name
    (folder / "lib").mkdir(parents=True)
    for number in range(files):
        (folder / "lib" / f"part{number}.pyd").write_bytes(b"x" * 100)
    if pids is not None:
        mark_folder(folder, pids)
    return folder


def test_only_the_suites_own_unused_unpack_folders_are_removed(tmp_path):
    """Marked and unused: removed. Running, unmarked, foreign marker, copied marker, not _MEI, a link,
    a file, and the folder the suite runs from: all stay."""
    own = unpack_folder(tmp_path, "_MEI100", [ALIVE])
    stale = unpack_folder(tmp_path, "_MEI200", [DEAD])
    stale_two = unpack_folder(tmp_path, "_MEI201", [DEAD, DEAD + 5])
    in_use = unpack_folder(tmp_path, "_MEI300", [DEAD, ALIVE])  # the launcher died, the program runs
    unmarked = unpack_folder(tmp_path, "_MEI400")  # another PyInstaller program's, or half unpacked
    foreign = unpack_folder(tmp_path, "_MEI500")
    (foreign / MARKER_NAME).write_text(json.dumps({"kind": "other", "folder": str(foreign), "pids": [DEAD]}))
    copied = unpack_folder(tmp_path, "_MEI600")
    (copied / MARKER_NAME).write_text((stale / MARKER_NAME).read_text())  # names _MEI200, not this folder
    not_unpack = unpack_folder(tmp_path, "keep_me", [DEAD])
    (tmp_path / "_MEI700").write_text("a file")
    link = tmp_path / "_MEI800"
    link.symlink_to(stale_two, target_is_directory=True)
    removed = remove_stale_folders(str(tmp_path), str(own), running=running)
    assert sorted(removed) == [str(stale), str(stale_two)]
    assert not stale.exists() and not stale_two.exists()
    for kept in (own, in_use, unmarked, foreign, copied, not_unpack):
        assert (kept / "lib" / "part0.pyd").exists(), kept
    assert (tmp_path / "_MEI700").is_file() and os.path.islink(link)


def test_another_users_folder_and_a_damaged_marker_are_left_alone(tmp_path):
    """A folder another user owns stays, however stale; so does one whose marker cannot be read."""
    theirs = unpack_folder(tmp_path, "_MEI210", [DEAD])
    damaged = unpack_folder(tmp_path, "_MEI220")
    (damaged / MARKER_NAME).write_text("{not json")
    huge = unpack_folder(tmp_path, "_MEI230")
    (huge / MARKER_NAME).write_text(" " * 10_000)
    mine = unpack_folder(tmp_path, "_MEI240", [DEAD])
    found = stale_folders(str(tmp_path), str(tmp_path / "_MEI999"), running=running,
                          owned=lambda path: os.path.basename(path) != "_MEI210")
    assert found == [str(mine)]
    assert read_marker(str(damaged)) is None and read_marker(str(huge)) is None
    assert read_marker(str(theirs)) == [DEAD]


def test_the_real_process_check_tells_a_running_process_from_a_finished_one():
    """process_running: this process runs; a child that has exited and was waited for does not."""
    import subprocess
    import sys
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    assert unpack_folders.process_running(os.getpid())
    assert not unpack_folders.process_running(child.pid)


def test_a_start_marks_its_own_folder_and_tidies_only_when_it_is_the_one_file_program(tmp_path, monkeypatch):
    """From source and from the portable folder nothing happens; the one file marks its folder with its
    own and its launcher's process ids and removes a stale folder beside it."""
    stale = unpack_folder(tmp_path, "_MEI200", [DEAD])
    own = unpack_folder(tmp_path, "_MEI100")
    monkeypatch.setattr(unpack_folders, "process_running", running)
    assert own_unpack_folder(types.SimpleNamespace()) is None
    portable = types.SimpleNamespace(frozen=True, _MEIPASS=str(tmp_path / "mirrorgames" / "_internal"))
    assert tidy_unpack_folders(portable) == [] and stale.exists()
    one_file = types.SimpleNamespace(frozen=True, _MEIPASS=str(own))
    assert tidy_unpack_folders(one_file) == [str(stale)]
    assert not stale.exists()
    assert read_marker(str(own)) == sorted({pid for pid in (os.getpid(), os.getppid()) if pid > 1})


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX owners")
def test_the_owner_check_reads_the_folders_owner(tmp_path):
    """owned_by_user: a folder this user made is theirs."""
    assert unpack_folders.owned_by_user(str(tmp_path))
