"""The CI workflow tests where the users are, on the Python versions pyproject.toml's classifiers name."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
CI = ROOT / ".github" / "workflows" / "ci.yml"


def job(text, name):
    """The text of the job ``name`` of a workflow (up to the next job at the same indentation)."""
    start = text.index(f"\n  {name}:\n")
    following = re.search(r"^  [a-z][\w-]*:\n", text[start + 2:], re.MULTILINE)
    return text[start:start + 2 + following.start()] if following else text[start:]


def matrix_pythons(test_job):
    """{os: set of Python versions} of the test job's matrix (the lists and the include entries)."""
    systems = re.search(r"os: \[([^\]]*)\]", test_job).group(1).replace(" ", "").split(",")
    versions = set(re.findall(r'"(3\.\d+)"', re.search(r"python: \[([^\]]*)\]", test_job).group(1)))
    tested = {system: set(versions) for system in systems}
    for system, version in re.findall(r'- os: (\S+)\n\s+python: "(3\.\d+)"', test_job):
        tested[system].add(version)
    return tested


def test_tests_run_on_linux_windows_and_macos_lowest_and_newest_python():
    """Every system runs the README's test command on 3.10 and 3.13 at least; push and pull requests start it."""
    text = CI.read_text(encoding="utf-8")
    assert re.search(r"^on:\n  push:\n  pull_request:", text, re.MULTILINE)
    test_job = job(text, "test")
    tested = matrix_pythons(test_job)
    assert set(tested) == {"ubuntu-latest", "windows-latest", "macos-latest"}
    assert all({"3.10", "3.13"} <= versions for versions in tested.values())
    assert "run: python -m pytest\n" in test_job and "xvfb" in test_job


def test_the_classifiers_name_the_versions_ci_tests():
    """pyproject.toml's Python classifiers are exactly the versions the CI matrix runs, and no older one."""
    classifiers = set(re.findall(r'"Programming Language :: Python :: (3\.\d+)"',
                                 (ROOT / "pyproject.toml").read_text(encoding="utf-8")))
    tested = set().union(*matrix_pythons(job(CI.read_text(encoding="utf-8"), "test")).values())
    assert classifiers == tested
    assert 'requires-python = ">=3.10"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_lint_and_schema_run_in_ci_and_in_ci_run():
    """ruff and the workflow schema check run in the lint job and in .ci/run; both tools are dev requirements."""
    lint = job(CI.read_text(encoding="utf-8"), "lint")
    local = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    schema = "check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml"
    for command in ("ruff check .", schema):
        assert command in lint and command in local
    requirements = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8")
    assert "ruff" in requirements and "check-jsonschema" in requirements and "build" in requirements


def test_the_wheel_and_zipapp_are_started_from_a_fresh_venv_and_a_read_only_folder():
    """The package job installs the wheel into a new venv and runs --smoke; the zipapp runs read-only."""
    package = job(CI.read_text(encoding="utf-8"), "package")
    assert "python -m build" in package and "python -m venv" in package
    assert 'venv/bin/mirrorgames" --smoke' in package and "chmod a-w" in package and ".pyz\" --smoke" in package
