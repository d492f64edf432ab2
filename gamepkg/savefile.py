"""The per-user data folder: saves, settings and best times, written atomically and read strictly.

Nothing is ever written next to the program (a school may run it from a read-only share). When the
data folder cannot be written, the games still run and the window says that saving is off.

Two windows may share the folder: a record file (settings, best times) is changed only through
``DataStore.update_json``, which re-reads the file under a lock and merges the change into it. A record
file that is there but cannot be read is never overwritten; one that is damaged is kept as a copy.
Only regular files are read: a FIFO or a device in place of a file would hang the window.

Paths are handled as text with os.path inside; what the module hands out (``DataStore.folder``,
``DataStore.path()``) are pathlib.Path objects, made when asked for: the window reads its settings before its
first frame, and pathlib (with urllib.parse and ipaddress) would cost that frame some 10 ms on a fresh Python.
Where the folder is: gamepkg/user_folder.py.
"""

import errno
import os
import re
import stat
import time

from gamepkg.filelock import LockBusy, hold_lock
from gamepkg.i18n import Text
from gamepkg.record_fields import lost_in_cleaning, with_unknown_fields
from gamepkg.safe_read import MAX_FILE_BYTES, read_json_file, read_regular_file
from gamepkg.save_error import SaveError
from gamepkg.user_folder import as_path

SAVES_FOLDER = "saves"
LOCK_WAIT_SECONDS = 3.0
STALE_TEMP_SECONDS = 90
# The names tempfile gives our scratch files: ".tmp-" + 8 random characters + ".json", ".probe-" + 8.
OUR_TEMP_NAME = re.compile(r"\.tmp-[a-z0-9_]{8}\.json|\.probe-[a-z0-9_]{8}")
UNREADABLE = ("save.read_failed", "save.not_a_file")  # the file is there but cannot be read: never overwrite
# the file was read but holds no usable JSON (or a name twice, whose first value JSON would drop): keep it as a copy
DAMAGED = ("save.not_json", "save.too_big", "save.duplicate_name")


class DataStore:
    """Reads and writes the JSON files of one data folder; ``writable`` says if saving works.

    ``unreadable`` ({file: reason}), ``damaged_copies`` ({file: name of the kept copy}) and
    ``failed_writes`` ({file: why its last write failed}) tell the window what to say about single files;
    ``on_problems_changed`` (if set) is called when they change.
    """

    def __init__(self, folder, missing_reason="status.no_data_folder"):
        """Use ``folder``, creating it if possible; remember whether it can be written; tidy old temp files.

        ``folder`` None (no data folder could be found) starts the store with saving off, and the notice line
        says ``missing_reason`` (a message id, see user_folder.missing_folder_reason)."""
        self.folder_name = None if folder is None else os.fspath(folder)  # a str (see the module's docstring)
        self.unreadable = {}
        self.damaged_copies = {}
        self.failed_writes = {}  # {file: Text of why its last write failed}
        self.kept_reads = {}  # {file: (its file_signature, the JSON read)}: see read_json
        self.on_problems_changed = None
        self.lock_wait = LOCK_WAIT_SECONDS
        self.off_reason = "status.saving_off" if folder is not None else missing_reason
        self.writable = folder is not None and self._probe(self.folder_name)
        if self.writable and not self._saves_usable():
            self.writable, self.off_reason = False, "status.saves_unusable"
        if self.writable:
            self.remove_stale_temp_files()

    def _probe(self, folder):
        """Try to create ``folder`` and a scratch file in it; False when either fails."""
        try:
            os.makedirs(folder, exist_ok=True)
            # a name OUR_TEMP_NAME knows: left by a crash, it goes
            probe = os.path.join(folder, f".probe-{os.urandom(4).hex()}")
            os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
            os.unlink(probe)
            return True
        except OSError:
            return False

    def _saves_usable(self):
        """False when a saves folder is there but is no folder, or cannot be searched or written."""
        saves = self.file_name(SAVES_FOLDER)
        try:
            if not stat.S_ISDIR(os.stat(saves).st_mode):
                return False
            os.stat(os.path.join(saves, ".probe"))  # a folder that cannot be searched refuses even this
        except FileNotFoundError:
            pass
        except OSError:
            return False
        return not os.path.exists(saves) or self._probe(saves)

    def remove_stale_temp_files(self, older_than=STALE_TEMP_SECONDS):
        """Delete the temp files interrupted saves left (only ours, only old ones); returns how many."""
        removed = 0
        cutoff = time.time() - older_than
        for folder in (self.folder_name, self.file_name(SAVES_FOLDER)):
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue
            for entry in entries:
                try:
                    if (OUR_TEMP_NAME.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)
                            and entry.stat(follow_symlinks=False).st_mtime < cutoff):
                        os.unlink(entry.path)
                        removed += 1
                except OSError:
                    continue
        return removed

    @property
    def folder(self):
        """The data folder as a pathlib.Path, or None when there is none."""
        return as_path(self.folder_name)

    def file_name(self, *parts):
        """The path of a file inside the data folder as a str; SaveError("save.disabled") without a folder."""
        if self.folder_name is None:
            raise SaveError("save.disabled")
        return os.path.join(self.folder_name, *parts)

    def path(self, *parts):
        """The path of a file inside the data folder; SaveError("save.disabled") when there is no folder."""
        return as_path(self.file_name(*parts))

    def folder_text(self):
        """The data folder as the window shows it ("-" when there is none)."""
        return "-" if self.folder_name is None else self.folder_name

    def has(self, *parts):
        """True when that file of the data folder is there; False also when it cannot even be looked for
        (a folder that lost its permissions while the game runs: Path.exists() would raise)."""
        try:
            os.stat(self.file_name(*parts))
            return True
        except (OSError, ValueError):
            return False

    def notices(self):
        """What the window should say about the data folder, as [(message id, fields)]."""
        if not self.writable:
            folder = "-" if self.folder_name is None else self.file_name(SAVES_FOLDER)
            return [(self.off_reason, {"folder": folder})]
        return ([("status.file_unreadable", {"name": name}) for name in sorted(self.unreadable)]
                + [("status.file_damaged", {"name": name, "copy": copy})
                   for name, copy in sorted(self.damaged_copies.items())]
                + [("status.file_not_saved", {"name": name, "reason": reason})
                   for name, reason in sorted(self.failed_writes.items())])

    def _problems_changed(self):
        """Tell the window (if it listens) that ``unreadable`` or ``damaged_copies`` changed."""
        if self.on_problems_changed is not None:
            self.on_problems_changed()

    def _note_read(self, relative, error=None):
        """Remember whether ``relative`` could be read (``error`` is the SaveError of a failed read)."""
        was = self.unreadable.get(relative)
        if error is not None and error.key in UNREADABLE:
            self.unreadable[relative] = error.details.get("reason", error.key)
        else:
            self.unreadable.pop(relative, None)
        if self.unreadable.get(relative) != was:
            self._problems_changed()

    def write_json(self, relative, data):
        """Write ``data`` as JSON atomically (temp file, then os.replace); raises SaveError."""
        if not self.writable:
            raise SaveError("save.disabled")
        import json  # here, as in read_json_file: a first start has no file to read and writes none before its frame
        try:
            text = json.dumps(data, ensure_ascii=False, indent=1)
        except (TypeError, ValueError) as error:
            raise SaveError("save.write_failed", reason=str(error)) from None
        if len(text.encode("utf-8")) > MAX_FILE_BYTES:
            raise SaveError("save.too_big", limit=MAX_FILE_BYTES // 1024)
        self.kept_reads.pop(relative, None)
        return write_text_atomically(self.file_name(relative), text)

    def read_json(self, relative):
        """Read a JSON file of the data folder strictly; raises SaveError with a clear reason.

        What was read is kept while the file stays as it was (its inode, size and times): a 4 MB record file
        is parsed once, not at every game, Statistics window and language switch (issue 36). The object is
        shared by every reader: never change it (the record modules clean it into new objects).
        """
        name = self.file_name(relative)
        signature = file_signature(name)
        kept = self.kept_reads.get(relative)
        if signature is not None and kept is not None and kept[0] == signature:
            self._note_read(relative)
            return kept[1]
        self.kept_reads.pop(relative, None)
        try:
            data = read_json_file(name)
        except SaveError as error:
            self._note_read(relative, error)
            raise
        if signature is not None:
            self.kept_reads[relative] = (signature, data)
        self._note_read(relative)
        return data

    def check(self, relative):
        """Note (without reading it) whether ``relative`` is there but cannot be read; True when it can be."""
        try:
            read_regular_file(self.file_name(relative), 0)
        except SaveError as error:
            self._note_read(relative, error)
            return error.key not in UNREADABLE
        self._note_read(relative)
        return True

    def update_json(self, relative, change, clean=None):
        """Change the JSON object in ``relative`` safely between windows; returns what was written.

        Under the file's lock the file is read again and ``change(old)`` gives the new object (``old``
        is None when the file is missing or damaged); None from ``change`` writes nothing. A damaged
        file is first renamed to a ``.damaged-`` copy. A file that is there but cannot be read is never
        overwritten: its SaveError is raised instead. ``clean`` (the record module's cleaner, see
        gamepkg/record_fields.py) also keeps a copy of a file with values it does not understand, and
        writes the fields it does not know back unchanged. A failed write is remembered in
        ``failed_writes`` (the window names the file) until the next write of that file works.
        """
        if not self.writable:
            raise SaveError("save.disabled")
        try:
            written = self._update_locked(relative, change, clean)
        except SaveError as error:
            if error.key not in UNREADABLE:
                self._note_write(relative, error)
            raise
        self._note_write(relative)
        return written

    def try_update_json(self, relative, change, clean=None):
        """update_json for a record that may go unsaved: True when it worked, False with saving off or a SaveError
        (the window names a failed write: ``failed_writes``)."""
        try:
            self.update_json(relative, change, clean)
        except SaveError:
            return False
        return True

    def _update_locked(self, relative, change, clean):
        """update_json's work under the file's lock; raises SaveError."""
        target = self.file_name(relative)
        try:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with hold_lock(target, self.lock_wait):
                old, damaged = self._read_for_update(relative)
                cleaned = clean(old) if clean is not None and old is not None else None
                new = change(old)
                if new is None:
                    return None
                if cleaned is not None:
                    if not damaged and lost_in_cleaning(old, cleaned):
                        self._keep_damaged_copy(relative, keep_original=True)  # it stays if the write fails
                    new = with_unknown_fields(old, cleaned, new)
                if damaged:
                    self._keep_damaged_copy(relative)
                self.write_json(relative, new)
                return new
        except LockBusy:
            raise SaveError("save.busy") from None
        except OSError as error:
            raise SaveError("save.write_failed", reason=os_reason(error)) from None

    def _note_write(self, relative, error=None):
        """Remember whether the last write of ``relative`` failed (``error``, a SaveError) or worked."""
        was = self.failed_writes.get(relative)
        if error is not None:
            reason = error.details.get("reason") if error.key == "save.write_failed" else None
            self.failed_writes[relative] = reason or Text(error.key, error.details)
        else:
            self.failed_writes.pop(relative, None)
        if self.failed_writes.get(relative) != was:
            self._problems_changed()

    def _read_for_update(self, relative):
        """(the JSON object in ``relative`` or None, True when the file is damaged); unreadable raises."""
        try:
            data = self.read_json(relative)
        except SaveError as error:
            if error.key in UNREADABLE:
                raise
            return None, error.key in DAMAGED
        return (thawed(data), False) if isinstance(data, dict) else (None, True)  # a change may edit its copy

    def _keep_damaged_copy(self, relative, keep_original=False):
        """Rename the damaged file ``relative`` to ``NAME.damaged-DATE-TIME`` beside it, so nothing is lost
        (``keep_original``: copy it instead, for a file that is still read in part)."""
        target = self.file_name(relative)
        stamp = damaged_stamp()
        copy = f"{target}.damaged-{stamp}"
        number = 1
        while os.path.lexists(copy):
            number += 1
            copy = f"{target}.damaged-{stamp}-{number}"
        try:
            if keep_original:
                import shutil  # here: only a damaged file is copied
                shutil.copyfile(target, copy)
            else:
                os.replace(target, copy)
        except OSError as error:
            raise SaveError("save.write_failed", reason=os_reason(error)) from None
        self.damaged_copies[relative] = os.path.basename(copy)
        self._problems_changed()


def file_signature(path):
    """(inode, size, modified and changed times in ns) of the regular file ``path``, or None (missing, other kind).

    A write by any window replaces the file (a new inode) or changes its size or times."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns


def thawed(data):
    """A copy of JSON ``data`` whose objects and lists are new (texts and numbers are shared: they never change)."""
    if isinstance(data, dict):
        return {name: thawed(value) for name, value in data.items()}
    if isinstance(data, list):
        return [thawed(value) for value in data]
    return data


def damaged_stamp():
    """A damaged copy's time stamp: now, in local time as the file browser shows it (20261202-093405)."""
    return time.strftime("%Y%m%d-%H%M%S")


# The reasons a write fails that a player can act on, in the player's language (others: the system's words).
OS_REASONS = {errno.ENOSPC: "storage.reason.no_space", errno.EROFS: "storage.reason.read_only",
              errno.EACCES: "storage.reason.denied", errno.EPERM: "storage.reason.denied",
              getattr(errno, "EDQUOT", errno.ENOSPC): "storage.reason.no_space"}


def os_reason(error):
    """Why an OSError happened: a Text for a full disk, a read-only folder or a refused right, else its words."""
    key = OS_REASONS.get(error.errno)
    return Text(key, {}) if key else error.strerror or str(error)


def write_text_atomically(target, text, mode=None):
    """Write ``text`` to ``target`` through a temp file in the same folder; the old file survives errors. Returns
    ``target`` as a pathlib.Path. ``mode``: the file's permission bits (e.g. 0o644, readable by everyone; default:
    the temp file's, readable by its owner only)."""
    folder = os.path.dirname(os.path.abspath(target))
    try:
        os.makedirs(folder, exist_ok=True)
        import tempfile  # here, at the first save: it imports shutil and random, which the start does not need
        handle, temp_name = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                stream.write(text)
                stream.flush()
                os.fsync(stream.fileno())
            if mode is not None:
                os.chmod(temp_name, mode)
            os.replace(temp_name, target)
        except BaseException:
            if os.path.exists(temp_name):
                os.unlink(temp_name)
            raise
    except OSError as error:
        raise SaveError("save.write_failed", reason=os_reason(error)) from None
    return as_path(target)


def save_session(store, relative, session):
    """Save ``session`` under ``relative`` in the data folder and mark it saved; SaveError (and nothing
    written) when Load would refuse the save (past a limit, see Session.check_savable) or it cannot be written."""
    session.check_savable()
    path = store.write_json(relative, session.to_dict())
    session.mark_saved()
    return path


def load_session(path, expected_game=None):
    """Load a session from a save file, replaying its moves; raises SaveError and changes nothing."""
    from gamepkg.session import Session  # here: the window's first frame reads settings, not saves (bench/startup.py)
    return Session.from_dict(read_json_file(path), expected_game=expected_game)
