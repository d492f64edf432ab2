"""On a Python without tkinter (Debian's python3 without python3-tk) the tests that need it skip with the reason, and
the rule tests still run: no module fails to collect."""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# pytest in a Python whose tkinter cannot be imported, on a GUI module, a module whose helper imports tkinter,
# a test that imports the window in its body, and a rule test.
WITHOUT_TKINTER = """
import sys
sys.modules["tkinter"] = None
import pytest
sys.exit(pytest.main(sys.argv[1:]))
"""
CHOSEN = ["tests/test_gui_board.py", "tests/test_registry.py",
          "tests/test_architecture.py::test_every_name_in_all_exists", "tests/test_mines_rules.py"]


def test_without_tkinter_the_gui_tests_skip_with_the_reason_and_the_rules_are_tested():
    """Each module that needs tkinter is one skipped item naming the install; a rule test module passes."""
    done = subprocess.run([sys.executable, "-c", WITHOUT_TKINTER, "-p", "no:cacheprovider", "-p", "no:xvfb",
                           "-n", "0", "-rs", "-W", "ignore::pytest.PytestConfigWarning", *CHOSEN],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    out = done.stdout
    assert done.returncode == 0, out[-3000:]
    assert "error" not in out.lower().split("short test summary")[-1], out[-3000:]
    assert "3 skipped" in out and "sudo apt install python3-tk" in out, out[-3000:]
    assert " passed" in out
