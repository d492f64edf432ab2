"""Issue 36: every file the suite reads goes through the one safe reader (gamepkg/safe_read.py: regular files
only, a size cap), so a FIFO, a device or a link to one never hangs the window or fills its memory.

The test lists every call in gamepkg/, widgets/ and mirrorgames/ that opens or reads a file (``open()``,
``os.open``, ``.read_text()``, ``.read_bytes()``, ``os.fdopen``) with the function it stands in; each must be
one of READING_SITES, with the reason it is safe. A new bare open() fails here until it uses the safe reader
or is listed with its reason.
"""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ("gamepkg", "widgets", "mirrorgames")
READING_SITES = {
    ("gamepkg/safe_read.py", "open_without_waiting"): "the safe reader's own non-blocking open",
    ("gamepkg/safe_read.py", "read_regular_file"): "the safe reader itself",
    ("gamepkg/walls/level_files.py", "level_file_bytes"): "opens without waiting, checks fstat, reads a capped size",
    ("gamepkg/walls/level_files.py", "shipped_levels"): "the program's own level files (importlib.resources)",
    ("gamepkg/resources.py", "read_source"): "the program's own shipped files (a package or the zipapp)",
    ("gamepkg/resources.py", "read_bytes"): "the program's own shipped files (a package or the zipapp)",
    ("widgets/line_breaking.py", "phrase_table"): "gamepkg/resources.py read_bytes: a shipped file",
    ("widgets/main.py", "set_window_icon"): "gamepkg/resources.py read_bytes: a shipped file",
    ("gamepkg/savefile.py", "DataStore._probe"): "creates and removes its own scratch file (O_EXCL)",
    ("gamepkg/savefile.py", "write_text_atomically"): "writes its own new temporary file",
    ("gamepkg/filelock.py", "HeldLock.__enter__"): "the lock file, opened for locking (never read)",
    ("gamepkg/catalog_po.py", "main"): "a translator's tool on the command line, not the window",
    ("gamepkg/catalog_po.py", "import_po"): "a translator's tool on the command line, not the window",
    ("widgets/main.py", "report_error"): "appends to error.log (never reads it)",
    ("widgets/unpack_folders.py", "mark_folder"): "writes its own marker file",
    ("widgets/unpack_folders.py", "read_marker"): "its own small marker (checked: a regular file, not a link, "
                                                   "at most MARKER_LIMIT bytes) in a frozen build's unpack place",
    ("mirrorgames/launcher.py", "log_start_error"): "appends to error.log (never reads it)",
}
OPENING_NAMES = {"open", "fdopen", "read_text", "read_bytes"}


def reading_calls(path):
    """[(dotted function name, line)] of the calls in ``path`` that open or read a file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node, names):
        """Walk ``node`` inside the functions ``names``."""
        for child in ast.iter_child_nodes(node):
            inner = names + [child.name] if isinstance(child, (ast.FunctionDef, ast.ClassDef)) else names
            if isinstance(child, ast.Call):
                called = child.func
                name = called.id if isinstance(called, ast.Name) else getattr(called, "attr", "")
                owner = getattr(getattr(called, "value", None), "id", "")
                if name in OPENING_NAMES and not (name == "open" and owner not in ("", "os", "io")):
                    found.append((".".join(names) or "<module>", child.lineno))
            visit(child, inner)
    visit(tree, [])
    return found


def test_every_file_read_goes_through_the_safe_reader_or_is_listed_with_its_reason():
    """Each call that opens or reads a file stands in a function of READING_SITES."""
    unlisted, sites = [], set()
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            for function, line in reading_calls(path):
                sites.add((relative, function))
                if (relative, function) not in READING_SITES:
                    unlisted.append(f"{relative}:{line} in {function}")
    assert unlisted == [], "read through gamepkg/safe_read.py, or list the site with its reason"
    assert set(READING_SITES) <= sites, f"listed sites that no longer read: {set(READING_SITES) - sites}"
