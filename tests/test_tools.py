"""The scripts of bench/, build/ and docs/ behave like tools: --help, usage messages, the display line."""

import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
NEEDS_DISPLAY = "Needs a display"
NO_DISPLAY = "Needs no display."


def scripts():
    """Every script (a file with a __main__ block) in bench/, build/ and docs/, relative to the project."""
    found = []
    for folder in ("bench", "build", "docs"):
        for path in sorted((ROOT / folder).glob("*.py")):
            if 'if __name__ == "__main__":' in path.read_text(encoding="utf-8"):
                found.append(path.relative_to(ROOT).as_posix())
    return found


SCRIPTS = scripts()
WINDOW_SCRIPTS = ["bench/event_loop_holds.py", "bench/latency.py", "bench/mines_scale.py", "docs/make_screenshots.py"]


def run_script(script, *arguments, display=True):
    """Run ``python SCRIPT ARGUMENTS`` from the project folder (without DISPLAY unless ``display``)."""
    env = dict(os.environ)
    if not display:
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([sys.executable, script, *arguments], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=False)


def test_the_scripts_are_found():
    """The list covers every benchmark, the build scripts and the screenshot maker."""
    assert {"bench/arrows_ai.py", "bench/latency.py", "bench/mines_engine.py", "bench/startup.py",
            "build/build_exe.py", "build/build_zipapp.py", "build/release.py",
            "docs/make_screenshots.py"} <= set(SCRIPTS)
    assert "bench/script_args.py" not in SCRIPTS


@pytest.mark.parametrize("script", SCRIPTS)
def test_help_says_how_and_whether_a_display_is_needed(script):
    """--help prints the usage and one line saying whether the script needs a display, and runs nothing."""
    completed = run_script(script, "--help")
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.startswith("usage: ")
    display_lines = [line for line in completed.stdout.splitlines()
                     if line.startswith((NEEDS_DISPLAY, NO_DISPLAY))]
    assert len(display_lines) == 1
    assert display_lines[0].startswith(NEEDS_DISPLAY) == (script in WINDOW_SCRIPTS or script == "bench/startup.py")


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_bad_option_gets_a_usage_message_not_a_traceback(script):
    """An unknown option exits 2 with argparse's usage message."""
    completed = run_script(script, "--no-such-option")
    assert completed.returncode == 2
    assert "usage: " in completed.stderr and "Traceback" not in completed.stderr


@pytest.mark.parametrize("script, value", [("bench/arrows_ai.py", "0"), ("bench/walls_solver.py", "many"),
                                           ("bench/latency.py", "-3")])
def test_a_bad_number_gets_a_usage_message(script, value):
    """A count that is not a positive whole number is a usage mistake too."""
    completed = run_script(script, value)
    assert completed.returncode == 2 and "Traceback" not in completed.stderr
    assert "error: argument" in completed.stderr


@pytest.mark.parametrize("script", WINDOW_SCRIPTS)
def test_without_a_display_a_window_script_says_so_in_one_line(script):
    """Without DISPLAY the window scripts stop with one line naming xvfb-run (exit 1, no traceback)."""
    if not sys.platform.startswith("linux"):
        pytest.skip("only X11 systems run without a display")
    completed = run_script(script, display=False)
    assert completed.returncode == 1
    assert completed.stderr.splitlines() == [completed.stderr.strip()] and "xvfb-run -a" in completed.stderr
    assert "Traceback" not in completed.stderr
