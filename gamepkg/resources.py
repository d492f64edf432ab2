"""Find the files that ship with the suite: from source, the wheel, the zipapp and the frozen executable alike.

A shipped file is named by one relative path, always with forward slashes, whose first part is the package
that holds it (``gamepkg`` or ``widgets``). From source and from an installed wheel it is a real file beside
the code; inside the zipapp (a zip file, where no real file exists) it is read through importlib.resources,
imported only there (it costs a start-up a tenth of its time on a Python without it loaded). In the PyInstaller
executable the files are unpacked into a temporary folder, ``sys._MEIPASS``, in the same layout
(build/build_exe.py bundles gamepkg/**/*.py, gamepkg/**/*.txt and the icon there):

    >>> shipped_file("gamepkg/mines/rules.py").name
    'mines.py'
    >>> "def new_game" in read_source("gamepkg/mines/rules.py")
    True

Files are read-only: nothing is ever written there (it may be a read-only share, a zip or a temp folder).
"""

import pathlib
import sys

SOURCE_ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGES = ("gamepkg", "widgets")  # the packages whose files may be asked for


def app_root():
    """The folder that holds gamepkg/: sys._MEIPASS in the frozen executable, else the one above gamepkg."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return pathlib.Path(frozen_root)
    return SOURCE_ROOT


def relative_parts(relative):
    """The parts of ``relative`` ("gamepkg/mines/rules.py" -> ["gamepkg", "mines", "rules.py"]); ValueError outside
    the packages.

    An absolute path, a drive letter, a part that is empty, "." or "..", or a first part that is not one of
    PACKAGES is refused (only files of the suite are asked for).
    """
    parts = str(relative).replace("\\", "/").split("/")
    if ":" in parts[0] or any(part in ("", ".", "..") for part in parts) or len(parts) < 2:
        raise ValueError(f"not a relative path inside the package: {relative!r}")
    if parts[0] not in PACKAGES:
        raise ValueError(f"not a file of {' or '.join(PACKAGES)}: {relative!r}")
    return parts


def shipped_file(relative):
    """The shipped file ``relative`` as a path or, inside a zip, a Traversable; FileNotFoundError if missing."""
    parts = relative_parts(relative)
    root = app_root()
    if (root / parts[0]).is_dir():  # frozen, from source or a wheel: the package is a real folder
        entry = root.joinpath(*parts)
    else:  # inside the zipapp
        import importlib.resources
        entry = importlib.resources.files(parts[0]).joinpath(*parts[1:])
    if not entry.is_file():
        raise FileNotFoundError(f"not shipped with mirrorgames: {'/'.join(parts)}")
    return entry


def source_path(relative):
    """The same as shipped_file (kept for callers of the old name); a real path only outside a zip."""
    return shipped_file(relative)


def read_source(relative, encoding="utf-8"):
    """The text of a shipped file, e.g. an engine's source to show read-only in the app."""
    return shipped_file(relative).read_text(encoding=encoding)


def read_bytes(relative):
    """The bytes of a shipped file, e.g. the window icon."""
    return shipped_file(relative).read_bytes()
