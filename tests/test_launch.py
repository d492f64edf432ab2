"""Starting the suite: python -m mirrorgames from the source folder, and a clear line when tkinter is missing."""

import os
import pathlib
import subprocess
import sys

import pytest

import gamepkg
from gamepkg.i18n import LANGUAGES

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


@pytest.mark.parametrize("language", LANGUAGES)
def test_missing_tkinter_is_one_line_that_says_what_to_install(tmp_path, language):
    """Without tkinter the launcher prints one line naming the install for each system, exit 1, no traceback, and
    makes no data folder."""
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
    assert not (tmp_path / "data").exists()  # the line is all it leaves: no empty data folder


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


# Runs the beginner's launcher as an older Python would see itself (sys.version_info says 3.9).
AS_PYTHON_3_9 = """
import runpy, sys
sys.version_info = (3, 9, 18, "final", 0)
sys.argv = [sys.argv[1]] + sys.argv[2:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def test_an_older_python_gets_one_line_naming_the_version_it_needs(tmp_path):
    """On Python 3.9 the suite says in one line which Python it needs, before it imports anything that 3.9 cannot
    run (it died with "nametofont() got an unexpected keyword argument 'root'"), and makes no data folder."""
    done = run_python(["-c", AS_PYTHON_3_9, str(ROOT / "mirrorgames.pyw")], tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip() == "mirrorgames needs Python 3.10 or newer; this is Python 3.9."
    assert not (tmp_path / "data").exists()


def test_the_launcher_needs_what_pyproject_requires():
    """The launcher's MINIMUM_PYTHON is pyproject.toml's requires-python; a version at or above it starts."""
    from mirrorgames.launcher import MINIMUM_PYTHON, python_problem
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'requires-python = ">={MINIMUM_PYTHON[0]}.{MINIMUM_PYTHON[1]}"' in text
    assert python_problem((3, 10, 0)) is None and python_problem((4, 0)) is None
    assert python_problem((3, 9, 7)) and python_problem((2, 7))
