"""Find the files that ship with the suite, from source and in the one-file executable alike.

From source the files sit in the repository (the folder that holds gamepkg/ and widgets/). In the
PyInstaller executable they are unpacked into a temporary folder, ``sys._MEIPASS``, in the same layout
(build/build_exe.py bundles gamepkg/**/*.py, gamepkg/**/*.txt and the icon there). So one relative path,
always written with forward slashes from that root, names a file in both cases:

    >>> source_path("gamepkg/mines.py").name
    'mines.py'
    >>> "def new_game" in read_source("gamepkg/mines.py")
    True

Paths are read-only: nothing is ever written there (it may be a read-only share or a temp folder).
"""

import pathlib
import sys

SOURCE_ROOT = pathlib.Path(__file__).resolve().parent.parent


def app_root():
    """The folder that holds gamepkg/: sys._MEIPASS in the frozen executable, else the repository."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return pathlib.Path(frozen_root)
    return SOURCE_ROOT


def source_path(relative):
    """The path of a shipped file such as ``"gamepkg/mines.py"``; FileNotFoundError if it is not there.

    ``relative`` is relative to the app root, with "/" between parts; an absolute path, a drive letter,
    or a part that is empty, "." or ".." is refused with ValueError (only files of the package are asked for).
    """
    text = str(relative).replace("\\", "/")
    parts = text.split("/")
    if ":" in parts[0] or any(part in ("", ".", "..") for part in parts):
        raise ValueError(f"not a relative path inside the package: {relative!r}")
    path = app_root().joinpath(*parts)
    if not path.is_file():
        raise FileNotFoundError(f"not shipped with mirrorgames: {text}")
    return path


def read_source(relative, encoding="utf-8"):
    """The text of a shipped file, e.g. an engine's source to show read-only in the app."""
    return source_path(relative).read_text(encoding=encoding)


def read_bytes(relative):
    """The bytes of a shipped file, e.g. the window icon."""
    return source_path(relative).read_bytes()
