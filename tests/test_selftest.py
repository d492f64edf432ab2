"""The in-app rule test runner runs real test files, with or without pytest installed."""

import sys

from gamepkg import selftest
from tests.conftest import ROOT

SAMPLE = '''
import pytest

def test_ok():
    """Passes."""
    assert 1 + 1 == 2

def test_bad():
    """Fails."""
    assert 1 == 2

@pytest.mark.parametrize("a, b", [(1, 2), (2, 3)])
def test_pairs(a, b):
    """Two cases."""
    assert b == a + 1

def test_raises():
    """Uses pytest.raises."""
    with pytest.raises(ValueError):
        int("x")

def test_tmp(tmp_path):
    """Gets a folder."""
    (tmp_path / "f").write_text("x")

def test_needs_fixture(monkeypatch):
    """Cannot run without pytest."""
'''


def run_sample(tmp_path):
    """Run the sample file and return {test name: result}."""
    path = tmp_path / "test_sample_rules.py"
    path.write_text(SAMPLE, encoding="utf-8")
    return {o.name.split("::")[1]: o.result for o in selftest.run_file(path)}


def test_runner_reports_pass_fail_skip_and_parametrized_cases(tmp_path):
    """Each case gets its own outcome; a fixture it cannot give is a skip."""
    results = run_sample(tmp_path)
    assert results == {"test_ok": "passed", "test_bad": "failed", "test_pairs[0]": "passed",
                       "test_pairs[1]": "passed", "test_raises": "passed", "test_tmp": "passed",
                       "test_needs_fixture": "skipped"}


def test_runner_works_without_pytest(tmp_path, monkeypatch):
    """With pytest hidden, the stand-in module runs the same file with the same results."""
    monkeypatch.setitem(sys.modules, "pytest", None)
    monkeypatch.setattr(selftest.importlib.util, "find_spec", lambda name: None)
    sys.modules.pop("pytest")
    results = run_sample(tmp_path)
    assert results["test_pairs[1]"] == "passed" and results["test_raises"] == "passed"
    assert results["test_bad"] == "failed"


def test_the_mines_rule_tests_pass_in_the_small_runner():
    """The real Minesweeper rule tests run green in-process."""
    files = selftest.rule_test_files("mines", ROOT)
    outcomes = [o for path in files for o in selftest.run_file(path)]
    counts = selftest.summary(outcomes)
    assert files and counts["passed"] > 10
    assert counts["failed"] == 0, [o for o in outcomes if o.result == "failed"][:3]
