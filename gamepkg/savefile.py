"""The per-user data folder: saves, settings and best times, written atomically and read strictly.

Nothing is ever written next to the program (a school may run it from a read-only share). When the
data folder cannot be written, the games still run and the window says that saving is off.
"""

import json
import os
import pathlib
import sys
import tempfile

from gamepkg.session import SaveError, Session

APP_FOLDER = "mirrorgames"
MAX_FILE_BYTES = 4 * 1024 * 1024


def data_folder(environ=None, platform=None, home=None):
    """Where this user's files go: %APPDATA%, ~/Library/Application Support or $XDG_DATA_HOME."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    home = pathlib.Path(home) if home is not None else pathlib.Path.home()
    if environ.get("MIRRORGAMES_DATA"):
        return pathlib.Path(environ["MIRRORGAMES_DATA"])
    if platform.startswith("win"):
        base = environ.get("APPDATA")
        root = pathlib.Path(base) if base else home / "AppData" / "Roaming"
    elif platform == "darwin":
        root = home / "Library" / "Application Support"
    else:
        base = environ.get("XDG_DATA_HOME")
        root = pathlib.Path(base) if base and os.path.isabs(base) else home / ".local" / "share"
    return root / APP_FOLDER


class DataStore:
    """Reads and writes the JSON files of one data folder; ``writable`` says if saving works."""

    def __init__(self, folder):
        """Use ``folder``, creating it if possible; remember whether it can be written."""
        self.folder = pathlib.Path(folder)
        self.writable = self._probe()

    def _probe(self):
        """Try to create the folder and a scratch file; False when either fails."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=self.folder, prefix=".probe-", delete=True):
                pass
            return True
        except OSError:
            return False

    def path(self, *parts):
        """The path of a file inside the data folder."""
        return self.folder.joinpath(*parts)

    def write_json(self, relative, data):
        """Write ``data`` as JSON atomically (temp file, then os.replace); raises SaveError."""
        if not self.writable:
            raise SaveError("save.disabled")
        try:
            text = json.dumps(data, ensure_ascii=False, indent=1)
        except (TypeError, ValueError) as error:
            raise SaveError("save.write_failed", reason=str(error)) from None
        if len(text.encode("utf-8")) > MAX_FILE_BYTES:
            raise SaveError("save.too_big", limit=MAX_FILE_BYTES // 1024)
        return write_text_atomically(self.path(relative), text)

    def read_json(self, relative):
        """Read a JSON file of the data folder strictly; raises SaveError with a clear reason."""
        return read_json_file(self.path(relative))


def write_text_atomically(target, text):
    """Write ``text`` to ``target`` through a temp file in the same folder; the old file survives errors."""
    target = pathlib.Path(target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temp_name = tempfile.mkstemp(dir=target.parent, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                stream.write(text)
                stream.flush()
                os.fsync(stream.fileno())
            os.replace(temp_name, target)
        except BaseException:
            if os.path.exists(temp_name):
                os.unlink(temp_name)
            raise
    except OSError as error:
        raise SaveError("save.write_failed", reason=error.strerror or str(error)) from None
    return target


def read_json_file(path):
    """Read a JSON file of at most MAX_FILE_BYTES; raises SaveError (missing, too big, not JSON)."""
    path = pathlib.Path(path)
    try:
        with open(path, "rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError("save.missing", name=path.name) from None
    except OSError as error:
        raise SaveError("save.read_failed", reason=error.strerror or str(error)) from None
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError("save.too_big", limit=MAX_FILE_BYTES // 1024)
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveError("save.not_json") from None


def save_session(store, relative, session):
    """Save ``session`` under ``relative`` in the data folder and mark it saved."""
    path = store.write_json(relative, session.to_dict())
    session.mark_saved()
    return path


def load_session(path, expected_game=None):
    """Load a session from a save file, replaying its moves; raises SaveError and changes nothing."""
    return Session.from_dict(read_json_file(path), expected_game=expected_game)
