"""A small test runner for Help → Run the rule tests: runs a game's pure-rule tests in-process.

School PCs may have no pytest, so this runner needs only the standard library. The test files are
written for pytest; when pytest is missing, a tiny stand-in module offers the few parts they use
(``pytest.raises`` and ``pytest.mark.parametrize``). Tests that need other pytest features are
reported as skipped, with the reason.
"""

import contextlib
import importlib.util
import inspect
import pathlib
import sys
import tempfile
import traceback
import types
from dataclasses import dataclass

PASSED, FAILED, SKIPPED = "passed", "failed", "skipped"


@dataclass(frozen=True)
class Outcome:
    """The result of one test: its name, passed/failed/skipped, and a short message."""

    name: str
    result: str
    message: str = ""


@dataclass(frozen=True)
class _Mark:
    """A stand-in for a pytest mark: its name and arguments."""

    name: str
    args: tuple
    kwargs: dict


class _MarkFactory:
    """``pytest.mark.<name>(...)`` of the stand-in: attaches a mark to the function."""

    def __getattr__(self, name):
        """A decorator factory for the mark called ``name``."""
        def make(*args, **kwargs):
            """Record the mark on the decorated function."""
            if len(args) == 1 and callable(args[0]) and not kwargs and name != "parametrize":
                args[0].pytestmark = getattr(args[0], "pytestmark", []) + [_Mark(name, (), {})]
                return args[0]

            def decorate(function):
                """Attach the mark."""
                function.pytestmark = getattr(function, "pytestmark", []) + [_Mark(name, args, kwargs)]
                return function
            return decorate
        return make


class _SkipTest(Exception):
    """Raised by the stand-in's ``pytest.skip``."""


@contextlib.contextmanager
def _raises(expected, match=None):
    """The stand-in's ``pytest.raises``: the block must raise ``expected``."""
    info = types.SimpleNamespace(value=None, type=None)
    try:
        yield info
    except expected as error:
        info.value, info.type = error, type(error)
        if match is not None:
            import re
            if not re.search(match, str(error)):
                raise AssertionError(f"{error!r} does not match {match!r}") from None
        return
    raise AssertionError(f"DID NOT RAISE {expected}")


def pytest_stand_in():
    """A module with the small part of pytest's API the rule tests use."""
    module = types.ModuleType("pytest")
    module.raises = _raises
    module.mark = _MarkFactory()

    def skip(reason=""):
        """Skip the running test."""
        raise _SkipTest(reason)

    def fixture(*args, **kwargs):
        """Fixtures are not supported by the stand-in: tests using them are skipped."""
        return args[0] if args and callable(args[0]) else (lambda function: function)

    def importorskip(name, *args, **kwargs):
        """Import ``name`` or skip."""
        try:
            return importlib.import_module(name)
        except ImportError:
            raise _SkipTest(f"{name} is not installed") from None

    module.skip, module.fixture, module.importorskip = skip, fixture, importorskip
    module.param = lambda *values, **kwargs: values
    return module


def rule_test_files(game, root):
    """The pure-rule test files of ``game`` under ``root``/tests (GUI tests left out)."""
    folder = pathlib.Path(root) / "tests"
    return sorted(path for path in folder.glob(f"test_{game}_*.py"))


def _load(path):
    """Import a test file as a module of its own."""
    spec = importlib.util.spec_from_file_location(f"selftest_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cases(function):
    """Every (label, keyword arguments) the function's parametrize marks ask for."""
    cases = [("", {})]
    for mark in reversed(getattr(function, "pytestmark", [])):
        if getattr(mark, "name", "") != "parametrize":
            continue
        names, values = mark.args[0], mark.args[1]
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
        expanded = []
        for label, kwargs in cases:
            for index, value in enumerate(values):
                value = getattr(value, "values", value)
                row = value if len(names) > 1 else (value,)
                expanded.append((f"{label}{index}-", {**kwargs, **dict(zip(names, row))}))
        cases = expanded
    return [(label.rstrip("-"), kwargs) for label, kwargs in cases]


def _skip_reason(function):
    """The reason a test is marked to be skipped (skip / gui / xfail marks), or None."""
    for mark in getattr(function, "pytestmark", []):
        name = getattr(mark, "name", "")
        if name == "skip" or name == "gui":
            return mark.kwargs.get("reason", name) if hasattr(mark, "kwargs") else name
        if name == "xfail":
            return "expected to fail (xfail)"
        if name == "skipif" and mark.args and mark.args[0]:
            return mark.kwargs.get("reason", "skipif")
    return None


def _run_one(function, kwargs):
    """Run one test case; returns (result, message)."""
    wanted = [name for name in inspect.signature(function).parameters if name not in kwargs]
    unknown = [name for name in wanted if name != "tmp_path"]
    if unknown:
        return SKIPPED, "needs pytest fixtures: " + ", ".join(unknown)
    with tempfile.TemporaryDirectory() as folder:
        if "tmp_path" in wanted:
            kwargs = {**kwargs, "tmp_path": pathlib.Path(folder)}
        try:
            function(**kwargs)
        except _SkipTest as skip:
            return SKIPPED, str(skip)
        except Exception as error:
            if type(error).__name__ in ("Skipped", "SkipTest"):
                return SKIPPED, str(error)
            detail = traceback.format_exception_only(type(error), error)[-1].strip()
            return FAILED, detail
    return PASSED, ""


def run_file(path):
    """Run every test of one file; yields an Outcome per test case."""
    stand_in = None
    if importlib.util.find_spec("pytest") is None:
        stand_in = sys.modules.setdefault("pytest", pytest_stand_in())
    try:
        module = _load(path)
    except Exception as error:
        yield Outcome(path.name, FAILED, f"cannot import: {type(error).__name__}: {error}")
        return
    finally:
        if stand_in is not None and sys.modules.get("pytest") is stand_in:
            del sys.modules["pytest"]
    for name, function in vars(module).items():
        if not name.startswith("test_") or not inspect.isfunction(function):
            continue
        reason = _skip_reason(function)
        for label, kwargs in _cases(function):
            title = f"{path.stem}::{name}" + (f"[{label}]" if label else "")
            if reason:
                yield Outcome(title, SKIPPED, reason)
            else:
                yield Outcome(title, *_run_one(function, kwargs))


def summary(outcomes):
    """Counts of passed, failed and skipped outcomes."""
    counts = {PASSED: 0, FAILED: 0, SKIPPED: 0}
    for outcome in outcomes:
        counts[outcome.result] += 1
    return counts
