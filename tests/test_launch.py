"""Starting the suite: python -m mirrorgames from the source folder, and a clear line when tkinter is missing."""

import os
import pathlib
import subprocess
import sys

import pytest

import gamepkg

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Runs the beginner's launcher with tkinter made unimportable (as on a Python built without Tk).
WITHOUT_TKINTER = """
import runpy, sys
sys.modules["tkinter"] = None
sys.argv = [sys.argv[1]] + sys.argv[2:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def run_python(arguments, tmp_path, cwd=ROOT):
    """Run this Python with ``arguments`` and a data folder in tmp_path; the CompletedProcess."""
    env = dict(os.environ, MIRRORGAMES_DATA=str(tmp_path / "data"), PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, *arguments], cwd=cwd, env=env, capture_output=True, text=True,
                          encoding="utf-8", timeout=120, check=False)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_missing_tkinter_is_one_line_that_says_what_to_install(tmp_path, language):
    """Without tkinter the launcher prints one line naming the install for each system, exit 1, no traceback."""
    completed = run_python(["-c", WITHOUT_TKINTER, str(ROOT / "mirrorgames.pyw"), "--smoke", "--lang", language],
                           tmp_path)
    assert completed.returncode == 1
    assert "Traceback" not in completed.stderr and completed.stdout == ""
    lines = completed.stderr.splitlines()
    assert len(lines) == 1, completed.stderr
    for command in ("sudo apt install python3-tk", "sudo dnf install python3-tkinter", "brew install python-tk",
                    "Debian/Ubuntu", "Fedora", "macOS (Homebrew)", "Windows", "tcl/tk and IDLE"):
        assert command in lines[0]
    assert ("tkinter (Python の Tk)" in lines[0]) == (language == "ja")


def test_python_m_mirrorgames_from_the_source_folder(tmp_path):
    """python -m mirrorgames --version in the source folder prints the version, with no display needed."""
    completed = run_python(["-m", "mirrorgames", "--version"], tmp_path)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout == f"mirrorgames {gamepkg.__version__}\n"


def test_python_m_mirrorgames_passes_bad_options_to_the_usage_message(tmp_path):
    """A bad option gets argparse's usage line and exit 2, not a traceback."""
    completed = run_python(["-m", "mirrorgames", "--no-such-option"], tmp_path)
    assert completed.returncode == 2
    assert "usage: mirrorgames" in completed.stderr and "Traceback" not in completed.stderr
