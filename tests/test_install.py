"""Installing from the source: where setuptools works, what the sdist carries, the release to PyPI."""

import configparser
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
RELEASE = ROOT / ".github" / "workflows" / "release.yml"


def manifest_lines():
    """The commands of MANIFEST.in, comments left out."""
    return [line.strip() for line in (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def job(text, name):
    """The text of the job ``name`` of a workflow (up to the next job at the same indentation)."""
    start = text.index(f"\n  {name}:\n")
    following = re.search(r"^  [a-z][\w-]*:\n", text[start + 2:], re.MULTILINE)
    return text[start:start + 2 + following.start()] if following else text[start:]


def test_setuptools_works_outside_the_build_scripts_folder():
    """pip install . and python -m build write build/lib and build/bdist.* into setup.cfg's build_base, not build/."""
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg", encoding="utf-8")
    base = pathlib.PurePosixPath(config["build"]["build_base"])
    assert not base.is_absolute() and ".." not in base.parts
    assert base.parts[0] != "build"
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert f"/{base.parts[0]}/" in ignored  # its output is never committed by mistake


def test_the_sdist_carries_what_its_tests_read():
    """The build scripts and the files the workflow tests read are in the sdist; setuptools' own output is not."""
    lines = manifest_lines()
    for command in ("graft tests", "graft build", "graft .github", "graft .ci", "prune build/work",
                    "prune build/lib"):
        assert command in lines
    included = " ".join(line for line in lines if line.startswith("include "))
    for name in ("pyproject.toml", ".gitignore", "README.md", "LICENSE", "mirrorgames.pyw"):
        assert name in included.split()


def test_a_version_tag_publishes_the_wheel_and_sdist_to_pypi_by_trusted_publishing():
    """The pypi job runs only on a version tag, after the build, with an OIDC token and no stored password."""
    text = RELEASE.read_text(encoding="utf-8")
    assert re.search(r'^    tags: \["v\*"\]', text, re.MULTILINE)
    pypi = job(text, "pypi")
    assert "needs: build" in pypi and "if: startsWith(github.ref, 'refs/tags/v')" in pypi
    assert re.search(r"permissions:\n      id-token: write\n", pypi)
    assert "contents: write" not in pypi  # it needs nothing but the token
    assert "uses: pypa/gh-action-pypi-publish@release/v1" in pypi
    assert "password" not in pypi and "secrets." not in pypi
    assert "mv dist/release/*.whl dist/release/*.tar.gz dist/pypi/" in pypi
    assert "packages-dir: dist/pypi/" in pypi


@pytest.mark.parametrize("name", ["build", "pypi"])
def test_the_release_jobs_have_time_limits(name):
    """Each job of the release workflow stops within its minutes (a hung runner does not hold the release)."""
    assert "timeout-minutes:" in job(RELEASE.read_text(encoding="utf-8"), name)
