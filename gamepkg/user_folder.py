"""Where this user's files go: the data folder of saves, settings and records, found from the environment.

Nothing is ever written next to the program (a school may run it from a read-only share), so the folder is
the user's own: $MIRRORGAMES_DATA, else the platform's place for an application's data. The paths are worked out
as text with os.path; ``data_folder()`` hands out a pathlib.Path, made when asked for (the launcher uses
``data_folder_text()``: pathlib, with urllib.parse and ipaddress, would cost the window's first frame some 10 ms
on a fresh Python).
"""

import os
import sys

APP_FOLDER = "mirrorgames"


def as_path(text):
    """``text`` (a path) as a pathlib.Path, or None for None."""
    import pathlib  # here, not at the top: see the module's docstring
    return None if text is None else pathlib.Path(text)


def data_folder(environ=None, platform=None, home=None):
    """Where this user's files go: $MIRRORGAMES_DATA, else %APPDATA%, ~/Library/Application Support or
    $XDG_DATA_HOME; None when there is no such folder (no home folder, no passwd entry, no variable) or
    MIRRORGAMES_DATA is not a full path (missing_folder_reason says which)."""
    return as_path(data_folder_text(environ, platform, home))


def data_folder_text(environ=None, platform=None, home=None):
    """data_folder() as a str (the launcher's: it needs no pathlib)."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if environ.get("MIRRORGAMES_DATA"):  # read first: it needs no home folder
        named = environ["MIRRORGAMES_DATA"]  # a relative one would make a folder wherever the program started
        return named if os.path.isabs(named) else None
    if platform.startswith("win") and environ.get("APPDATA"):
        return os.path.join(environ["APPDATA"], APP_FOLDER)
    base = environ.get("XDG_DATA_HOME")
    if platform != "darwin" and not platform.startswith("win") and base and os.path.isabs(base):
        return os.path.join(base, APP_FOLDER)
    home = os.fspath(home) if home is not None else home_folder()
    if home is None:
        return None
    if platform.startswith("win"):
        return os.path.join(home, "AppData", "Roaming", APP_FOLDER)
    if platform == "darwin":
        return os.path.join(home, "Library", "Application Support", APP_FOLDER)
    return os.path.join(home, ".local", "share", APP_FOLDER)


def missing_folder_reason(environ=None):
    """Why data_folder() found no folder, as a message id: MIRRORGAMES_DATA is not a full path, or no folder."""
    environ = os.environ if environ is None else environ
    return "status.data_folder_relative" if environ.get("MIRRORGAMES_DATA") else "status.no_data_folder"


def home_folder():
    """The user's home folder as a str, or None when there is none (no HOME and no passwd entry for this user)."""
    try:
        home = os.path.expanduser("~")
    except (RuntimeError, KeyError, OSError):
        return None
    return None if home == "~" else home  # expanduser gives "~" back when it finds no home
