"""The one-file executable's unpack folders: each start marks its own, and removes the stale ones.

PyInstaller's one-file program unpacks itself into a new ``_MEI...`` folder of the temp folder at every
start (``sys._MEIPASS``), and its launcher removes it at exit. A killed launcher, a logged-off pupil or a
crash leaves the folder behind (about 50 MB each). So that the suite removes only its own leftovers, each
start writes a marker into its own unpack folder with the process ids that use it; at the next start a
``_MEI`` folder beside it is removed only when all of this holds: it carries that marker, naming that very
folder; it belongs to this user (POSIX; on Windows the temp folder is each user's own); it is a real folder,
not a link; and none of the processes the marker names still runs. Folders without the marker (another
program's, or one the launcher could not finish unpacking) are left alone. The portable folder (onedir)
unpacks nothing and is never touched.
"""

import os
import sys

from gamepkg.processes import process_running

UNPACK_PREFIX = "_MEI"  # PyInstaller's name for a one-file unpack folder
MARKER_NAME = "mirrorgames-unpack.json"
MARKER_KIND = "mirrorgames one-file unpack folder"
MARKER_LIMIT = 4096  # bytes: a marker is a few dozen; a larger file is not ours


def own_unpack_folder(system=sys):
    """The folder this one-file program runs from, or None (from source, or the portable folder)."""
    folder = getattr(system, "_MEIPASS", None)
    if not getattr(system, "frozen", False) or not folder:
        return None
    folder = os.path.abspath(folder)
    return folder if os.path.basename(folder).startswith(UNPACK_PREFIX) else None


def mark_folder(folder, pids):
    """Write the marker into ``folder``: it is this suite's unpack folder, used by the processes ``pids``."""
    import json  # here, as in read_marker: only the one-file program has unpack folders (keeps start-up quick)
    marker = {"kind": MARKER_KIND, "folder": os.path.abspath(folder), "pids": sorted(set(pids))}
    with open(os.path.join(folder, MARKER_NAME), "w", encoding="utf-8") as file:
        json.dump(marker, file)


def read_marker(folder):
    """The process ids of ``folder``'s marker, or None when the folder carries no marker of this suite's."""
    path = os.path.join(folder, MARKER_NAME)
    try:
        if os.path.islink(path) or not os.path.isfile(path) or os.path.getsize(path) > MARKER_LIMIT:
            return None
        import json
        with open(path, encoding="utf-8") as file:
            marker = json.load(file)
    except (OSError, ValueError):
        return None
    if not isinstance(marker, dict) or marker.get("kind") != MARKER_KIND:
        return None
    if marker.get("folder") != os.path.abspath(folder):
        return None  # a marker copied from elsewhere does not make a folder ours
    pids = marker.get("pids")
    if not isinstance(pids, list) or not pids or not all(type(pid) is int and pid > 0 for pid in pids):
        return None
    return pids


def owned_by_user(path):
    """True when ``path`` belongs to the user running the suite (always on Windows: a per-user temp folder)."""
    if not hasattr(os, "getuid"):
        return True
    return os.lstat(path).st_uid == os.getuid()


def stale_folders(temp_folder, own_folder, running=process_running, owned=owned_by_user):
    """The unpack folders in ``temp_folder`` that this suite left behind and nobody uses (never ``own_folder``)."""
    stale = []
    try:
        names = sorted(os.listdir(temp_folder))
    except OSError:
        return stale
    for name in names:
        path = os.path.join(temp_folder, name)
        if not name.startswith(UNPACK_PREFIX) or os.path.abspath(path) == os.path.abspath(own_folder):
            continue
        try:
            if os.path.islink(path) or not os.path.isdir(path) or not owned(path):
                continue
        except OSError:
            continue
        pids = read_marker(path)
        if pids is not None and not any(running(pid) for pid in pids):
            stale.append(path)
    return stale


def remove_stale_folders(temp_folder, own_folder, running=process_running, owned=owned_by_user):
    """Remove the stale unpack folders (a file that cannot be removed stays); returns the folders removed."""
    removed = []
    stale = stale_folders(temp_folder, own_folder, running, owned)
    if stale:
        import shutil  # only when there is a folder to remove: most starts have none, and shutil costs start-up time
    for path in stale:
        shutil.rmtree(path, ignore_errors=True)
        if not os.path.exists(path):
            removed.append(path)
    return removed


def tidy_unpack_folders(system=sys):
    """At start of the one-file program: mark its own unpack folder, remove the stale ones beside it."""
    folder = own_unpack_folder(system)
    if folder is None:
        return []
    try:
        # the program and its launcher (a parent id of 1 is init: the launcher is gone already)
        mark_folder(folder, [pid for pid in (os.getpid(), os.getppid()) if pid > 1])
    except OSError:
        pass  # not marked: it is left alone at the next start, as any unmarked folder
    return remove_stale_folders(os.path.dirname(folder), folder)
