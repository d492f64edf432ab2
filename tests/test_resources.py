"""gamepkg.resources finds the shipped files from source and in the frozen executable (sys._MEIPASS)."""

import pathlib
import sys

import pytest

from gamepkg import resources

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_from_source_the_root_is_the_repository(monkeypatch):
    """Without sys._MEIPASS the files are found in the repository."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.app_root() == ROOT
    assert resources.source_path("gamepkg/mines.py") == ROOT / "gamepkg" / "mines.py"


def test_reads_an_engine_source_and_a_level_file(monkeypatch):
    """read_source returns the real text of an engine module and of a shipped level."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.read_source("gamepkg/mines.py") == (ROOT / "gamepkg" / "mines.py").read_text(encoding="utf-8")
    level = sorted((ROOT / "gamepkg" / "levels").glob("*.txt"))[0]
    assert resources.read_source(f"gamepkg/levels/{level.name}") == level.read_text(encoding="utf-8")


def test_frozen_files_come_from_meipass(monkeypatch, tmp_path):
    """In the executable the same relative path is looked up under sys._MEIPASS, not the source tree."""
    (tmp_path / "gamepkg" / "levels").mkdir(parents=True)
    (tmp_path / "gamepkg" / "mines.py").write_text('"""frozen copy"""\n', encoding="utf-8")
    (tmp_path / "gamepkg" / "levels" / "01_a.txt").write_bytes(b"Level A\n#S.E#\n")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.app_root() == tmp_path
    assert resources.read_source("gamepkg/mines.py") == '"""frozen copy"""\n'
    assert resources.read_bytes("gamepkg/levels/01_a.txt") == b"Level A\n#S.E#\n"
    with pytest.raises(FileNotFoundError):
        resources.source_path("gamepkg/walls.py")


def test_backslashes_are_accepted(monkeypatch):
    """A Windows-style relative path names the same file."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.source_path("gamepkg\\registry.py") == ROOT / "gamepkg" / "registry.py"


@pytest.mark.parametrize("bad", ["", "/etc/passwd", "../README.md", "gamepkg/../../x", "./gamepkg/mines.py",
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
        resources.source_path("gamepkg/levels")
