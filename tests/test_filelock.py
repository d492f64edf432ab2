"""The lock between windows (gamepkg/filelock.py): held for a with block, given back whatever happens in it.

Two locks on one file in this process stand for two windows (each lock opens the lock file anew, and the
system's lock belongs to that open file). Covers a second lock waiting in vain, an error inside the block, and
the lock file's descriptors being closed every time.
"""

import os

import pytest

from gamepkg.filelock import LockBusy, hold_lock, lock_path_of


def open_descriptors():
    """How many files this process has open (Linux), else None."""
    return len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else None


def test_a_second_lock_waits_then_gives_up_and_the_first_is_given_back(tmp_path):
    """While one holds the lock another waits ``wait_seconds`` and gets LockBusy naming the file; after the
    block the lock is free again, and no lock file stays open."""
    target = tmp_path / "best_times.json"
    before = open_descriptors()
    with hold_lock(target, 0):
        with pytest.raises(LockBusy, match="best_times.json"):
            with hold_lock(target, 0.02):
                pass
    with hold_lock(str(target), 0):  # a str names the same file
        pass
    assert open_descriptors() == before
    assert lock_path_of(target) == str(tmp_path / ".best_times.json.lock")


def test_an_error_in_the_block_gives_the_lock_back(tmp_path):
    """An exception inside the with block goes on up, and the lock is free at once."""
    target = tmp_path / "settings.json"
    before = open_descriptors()
    with pytest.raises(ZeroDivisionError):
        with hold_lock(target, 0):
            raise ZeroDivisionError
    with hold_lock(target, 0):
        pass
    assert open_descriptors() == before
