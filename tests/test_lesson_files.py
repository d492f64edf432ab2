"""Issue 14: files a learner can read. No module in gamepkg/ or widgets/ is over MAX_LINES lines, and a module
split to get there keeps its public names where learners (and the other modules) import them from.
"""

import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAX_LINES = 400
FOLDERS = ("gamepkg", "widgets")


def test_no_module_of_the_game_is_over_the_line_limit():
    """Every .py file in gamepkg/ and widgets/ (sub-folders too) has at most MAX_LINES lines."""
    too_long = {}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > MAX_LINES:
                too_long[str(path.relative_to(ROOT))] = lines
    assert too_long == {}, f"over {MAX_LINES} lines: split these by job"


def test_the_garden_split_keeps_its_names_importable_in_any_order():
    """gamepkg.garden still offers visible, forecast, ... from gamepkg/garden_sight.py, whichever is imported first."""
    for first in ("gamepkg.garden", "gamepkg.garden_sight"):
        code = (f"import {first}\n"
                "from gamepkg.garden import SEED_FORECAST, blocked_forecast, forecast, needs_handoff, "
                "player_view, visible\n"
                "from gamepkg import garden, garden_sight\n"
                "assert garden.forecast is garden_sight.forecast and garden.visible is garden_sight.visible\n")
        finished = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                                  timeout=60)
        assert finished.returncode == 0, (first, finished.stderr)


def test_the_garden_module_names_only_what_it_has():
    """Asking gamepkg.garden for a name it does not have is still an AttributeError (not a silent None)."""
    from gamepkg import garden
    with pytest.raises(AttributeError, match="no_such_rule"):
        getattr(garden, "no_such_rule")  # noqa: B009 (the lookup is what is tested)
