"""A lock between windows (processes) on one data file, with the standard library on every platform.

Two copies of the suite may share one data folder. Before one of them rewrites a record file it takes
the file's lock, re-reads the file and merges its change into what is there, so no window loses what
another one wrote. The lock is held by the operating system (``fcntl.flock`` on
Linux and macOS, ``msvcrt.locking`` on Windows) on a small lock file beside the data file: when a window
is killed the system drops its lock, so a lock is never left stale. The lock file itself stays (deleting
it while another window waits on it would let two windows in at once).

Exercise for learners: run two Python shells, take ``hold_lock`` on the same path in both and watch the
second one wait.
"""

import os
import time

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None
try:
    import msvcrt
except ImportError:  # everything else
    msvcrt = None

RETRY_SECONDS = 0.005


class LockBusy(OSError):
    """Another process kept the lock longer than we were willing to wait."""


def lock_path_of(path):
    """The lock file that guards ``path`` (a str or a Path): ``.NAME.lock`` in the same folder, as a str."""
    folder, name = os.path.split(os.fspath(path))
    return os.path.join(folder, f".{name}.lock")


def _try_lock(descriptor):
    """Take the lock of an open lock file without waiting: True when taken, False while another holds it."""
    try:
        if fcntl is not None:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        elif msvcrt is not None:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
    except BlockingIOError:
        return False
    except OSError:
        if fcntl is None:  # Windows reports a range held by another process as a plain OSError
            return False
        raise
    return True


def _unlock(descriptor):
    """Give the lock back."""
    if fcntl is not None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
    elif msvcrt is not None:
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)


def hold_lock(path, wait_seconds):
    """Hold the lock of ``path`` for the ``with`` block; LockBusy after ``wait_seconds`` of waiting."""
    return HeldLock(path, wait_seconds)


class HeldLock:
    """The lock of one file for a ``with`` block (see hold_lock).

    A class with ``__enter__`` and ``__exit__`` (what ``with`` calls), not contextlib.contextmanager: the window
    reads its settings before its first frame, and contextlib is one import fewer there."""

    def __init__(self, path, wait_seconds):
        """Remember what to lock and how long to wait for it."""
        self.path, self.wait_seconds = path, wait_seconds
        self.descriptor = None

    def __enter__(self):
        """Open the lock file and wait for the lock (at most ``wait_seconds``)."""
        self.descriptor = os.open(lock_path_of(self.path), os.O_RDWR | os.O_CREAT, 0o644)
        try:
            deadline = time.monotonic() + self.wait_seconds
            while not _try_lock(self.descriptor):
                if time.monotonic() >= deadline:
                    raise LockBusy(f"{os.path.basename(self.path)} is being written by another window")
                time.sleep(RETRY_SECONDS)
        except BaseException:
            os.close(self.descriptor)
            raise
        return self

    def __exit__(self, *error):
        """Give the lock back and close the lock file, whatever happened in the block."""
        try:
            _unlock(self.descriptor)
        finally:
            os.close(self.descriptor)
        return False
