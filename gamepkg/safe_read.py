"""The one safe reader of every file the suite reads: only regular files (a FIFO or a device in place of a
file would hang the window or fill the memory), at most a limit of bytes, JSON with every name once.

gamepkg/savefile.py reads the data folder through it, gamepkg/walls/level_files.py the level files,
gamepkg/skirmish/seed_saves.py the lesson saves; tests/test_safe_reading.py lists the reading call sites.
"""

import os
import stat

from gamepkg.save_error import SaveError

MAX_FILE_BYTES = 4 * 1024 * 1024  # a data file larger than this is refused as too big


def open_without_waiting(path, flags):
    """os.open for ``open(opener=...)``: non-blocking where it exists, so a FIFO never hangs the open."""
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def read_regular_file(path, limit):
    """At most ``limit`` bytes of ``path``; SaveError when missing, not a regular file or unreadable."""
    name = os.path.basename(path)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise SaveError("save.not_a_file", name=name)
        with open(path, "rb", opener=open_without_waiting) as stream:
            if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):  # swapped for something else meanwhile
                raise SaveError("save.not_a_file", name=name)
            return stream.read(limit)
    except FileNotFoundError:
        raise SaveError("save.missing", name=name) from None
    except OSError as error:
        raise SaveError("save.read_failed", reason=error.strerror or str(error)) from None


def read_json_file(path):
    """Read a JSON file of at most MAX_FILE_BYTES; raises SaveError (missing, unreadable, too big, not JSON)."""
    raw = read_regular_file(path, MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError("save.too_big", limit=MAX_FILE_BYTES // 1024)
    import json  # here: the window's first frame needs it only when a settings file is there
    try:
        return json.loads(raw.decode("utf-8"), object_pairs_hook=unique_names)
    except DuplicateName as error:
        raise SaveError("save.duplicate_name", name=str(error)[:40]) from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveError("save.not_json") from None


class DuplicateName(ValueError):
    """A JSON object names one field twice (json would keep only the last value, the first lost unseen)."""


def unique_names(pairs):
    """The dict of a JSON object's ``pairs``; DuplicateName when a name comes twice."""
    found = dict(pairs)
    if len(found) != len(pairs):
        seen = set()
        raise DuplicateName(next(name for name, _ in pairs if name in seen or seen.add(name)))
    return found
