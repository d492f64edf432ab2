"""gamepkg.resources finds the shipped files from source, inside a zip and in the frozen executable (sys._MEIPASS)."""

import pathlib
import subprocess
import sys
import zipfile

import pytest

from gamepkg import resources

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_from_source_the_root_is_the_repository(monkeypatch):
    """Without sys._MEIPASS the files are found in the repository."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.app_root() == ROOT
    assert resources.source_path("gamepkg/mines/rules.py") == ROOT / "gamepkg" / "mines" / "rules.py"


def test_reads_an_engine_source_and_a_level_file(monkeypatch):
    """read_source returns the real text of an engine module and of a shipped level."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    engine = ROOT / "gamepkg" / "mines" / "rules.py"
    assert resources.read_source("gamepkg/mines/rules.py") == engine.read_text(encoding="utf-8")
    level = sorted((ROOT / "gamepkg" / "walls" / "levels").glob("*.txt"))[0]
    assert resources.read_source(f"gamepkg/walls/levels/{level.name}") == level.read_text(encoding="utf-8")


def test_frozen_files_come_from_meipass(monkeypatch, tmp_path):
    """In the executable the same relative path is looked up under sys._MEIPASS, not the source tree."""
    (tmp_path / "gamepkg" / "walls" / "levels").mkdir(parents=True)
    (tmp_path / "gamepkg" / "mines").mkdir()
    (tmp_path / "gamepkg" / "mines" / "rules.py").write_text('"""frozen copy"""\n', encoding="utf-8")
    (tmp_path / "gamepkg" / "walls" / "levels" / "01_a.txt").write_bytes(b"Level A\n#S.E#\n")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.app_root() == tmp_path
    assert resources.read_source("gamepkg/mines/rules.py") == '"""frozen copy"""\n'
    assert resources.read_bytes("gamepkg/walls/levels/01_a.txt") == b"Level A\n#S.E#\n"
    with pytest.raises(FileNotFoundError):
        resources.source_path("gamepkg/walls/rules.py")


def test_backslashes_are_accepted(monkeypatch):
    """A Windows-style relative path names the same file."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.source_path("gamepkg\\registry.py") == ROOT / "gamepkg" / "registry.py"


@pytest.mark.parametrize("bad", ["", "/etc/passwd", "../README.md", "gamepkg/../../x", "./gamepkg/mines/rules.py",
                                 "C:/Windows/win.ini", "C:\\Windows\\win.ini", "\\\\server\\share\\x"])
def test_paths_outside_the_package_are_refused(bad):
    """Absolute paths, drive letters and '..' are refused with ValueError, before any file is opened."""
    with pytest.raises(ValueError):
        resources.source_path(bad)


def test_missing_files_raise_file_not_found():
    """A file that is not shipped raises FileNotFoundError (an OSError) naming it."""
    with pytest.raises(FileNotFoundError, match="gamepkg/no_such_engine.py"):
        resources.read_source("gamepkg/no_such_engine.py")
    with pytest.raises(FileNotFoundError):
        resources.source_path("gamepkg/walls/levels")


def test_files_outside_the_packages_are_refused():
    """Only files of gamepkg and widgets are served: a top folder such as tests/ or build/ is refused."""
    for bad in ("tests/conftest.py", "build/build_exe.py", "mines.py"):
        with pytest.raises(ValueError):
            resources.shipped_file(bad)


def zip_of_packages(target):
    """A zip holding gamepkg/ and widgets/ as the zipapp does (sources, levels, icon), without caches."""
    with zipfile.ZipFile(target, "w") as archive:
        for package in ("gamepkg", "widgets"):
            for path in sorted((ROOT / package).rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".txt", ".png"):
                    archive.write(path, path.relative_to(ROOT).as_posix())
    return target


ZIP_CHECK = """
import sys
sys.path.insert(0, sys.argv[1])
from gamepkg import resources
from gamepkg.walls import level_files as walls_levels
from gamepkg.i18n import Translator
assert resources.__file__.startswith(sys.argv[1]), resources.__file__
assert "def new_game" in resources.read_source("gamepkg/mines/rules.py")
assert resources.read_bytes("widgets/icon.png")[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
print(len(walls_levels.shipped_levels()), Translator("ja").t("app.title"))
"""


def test_files_are_read_from_inside_a_zip(tmp_path):
    """From a zip (the zipapp), engine sources, levels, catalogs and the icon are read without real files."""
    archive = zip_of_packages(tmp_path / "packages.zip")
    completed = subprocess.run([sys.executable, "-I", "-c", ZIP_CHECK, str(archive)], cwd=tmp_path,
                               capture_output=True, text=True, encoding="utf-8", timeout=60, check=False)
    assert completed.returncode == 0, completed.stderr
    shipped = len(list((ROOT / "gamepkg" / "walls" / "levels").glob("[0-9][0-9]_*.txt")))
    assert completed.stdout.split() == [str(shipped), "ミラーゲームズ"]


@pytest.mark.gui
def test_the_window_icon_comes_from_the_widgets_package(tk_root):
    """The window icon is the 128 px PNG shipped inside widgets/ (read as bytes, so a zip serves it too)."""
    from widgets.main import WINDOW_ICON, set_window_icon
    assert WINDOW_ICON.startswith("widgets/")
    image = set_window_icon(tk_root)
    assert image is not None and (image.width(), image.height()) == (128, 128)
