"""One version everywhere: pyproject.toml, gamepkg, Help -> About, --version, the Windows version file,
the release file names and CHANGELOG.md all name the same version."""

import os
import pathlib
import re
import subprocess
import sys

import pytest

import gamepkg
from tests.build_scripts import load_script

ROOT = pathlib.Path(__file__).resolve().parent.parent


def pyproject_version():
    """[project] version of pyproject.toml, read with a real TOML parser where Python has one (3.11+)."""
    try:
        import tomllib
    except ImportError:  # Python 3.10: the release script's own reading
        return load_script("build_exe").project_version()
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


VERSION = pyproject_version()


def test_gamepkg_version_is_the_pyproject_version():
    """gamepkg.__version__ (what the frozen game reads, without pyproject.toml) equals pyproject's version."""
    assert gamepkg.__version__ == VERSION
    build_exe = load_script("build_exe")
    assert build_exe.project_version() == build_exe.package_version() == VERSION
    assert build_exe.checked_version() == VERSION


def test_version_option_prints_the_version_without_a_display():
    """python mirrorgames.pyw --version prints "mirrorgames VERSION" and exits 0, with no DISPLAY set."""
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    completed = subprocess.run([sys.executable, str(ROOT / "mirrorgames.pyw"), "--version"], env=env,
                               capture_output=True, text=True, timeout=60, check=False)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout == f"mirrorgames {VERSION}\n"


@pytest.mark.gui
def test_about_names_the_version(app, dialogs):
    """Help -> About starts with "mirrorgames VERSION"."""
    app.show_about()
    assert dialogs.infos[-1].splitlines()[0] == f"mirrorgames {VERSION}"


def test_windows_version_file_names_the_version():
    """The version file build/build_exe.py writes for PyInstaller carries the pyproject version."""
    build_exe = load_script("build_exe")
    text = build_exe.version_info_text(build_exe.project_version())
    assert f"StringStruct('ProductVersion', '{VERSION}')" in text
    assert f"StringStruct('FileVersion', '{VERSION}')" in text
    numbers = tuple(int(part) for part in VERSION.split(".")[:3])
    assert f"filevers={numbers + (0,) * (4 - len(numbers))}" in text


def test_release_files_and_notes_name_the_version():
    """The release files are mirrorgames-VERSION.exe and mirrorgames-VERSION-portable.zip, and
    CHANGELOG.md has the section the release's notes come from."""
    release = load_script("release")
    assert release.release_names(VERSION) == (f"mirrorgames-{VERSION}.exe",
                                              f"mirrorgames-{VERSION}-portable.zip")
    assert release.release_notes(VERSION).strip()


def test_no_other_copy_of_the_version_in_the_code():
    """A version is written only in pyproject.toml and gamepkg/__init__.py: About, --version and the build
    read it from there, so a new version needs no hunt for stale copies (e.g. VERSION = "0.1.0")."""
    written = re.compile(r"""version\w*\s*[:=]\s*f?["']\d""", re.IGNORECASE)
    files = [ROOT / "mirrorgames.pyw"]
    for folder in ("gamepkg", "widgets", "build"):
        files += [path for path in (ROOT / folder).rglob("*.py") if "work" not in path.relative_to(ROOT).parts]
    copies = sorted(path.relative_to(ROOT).as_posix() for path in files
                    if written.search(path.read_text(encoding="utf-8")))
    assert copies == ["gamepkg/__init__.py"]


def test_zipapp_wheel_and_sdist_names_carry_the_version():
    """The zipapp's names and the wheel and sdist that release.py expects all name the pyproject version."""
    assert load_script("build_zipapp").zipapp_names(VERSION) == (f"mirrorgames-{VERSION}.pyz",
                                                                 f"mirrorgames-{VERSION}.pyzw")
    names = [path.name for path, _command in load_script("release").other_forms(VERSION)]
    assert names == [f"mirrorgames-{VERSION}.pyz", f"mirrorgames-{VERSION}.pyzw",
                     f"mirrorgames-{VERSION}-py3-none-any.whl", f"mirrorgames-{VERSION}.tar.gz"]


def test_the_changelog_has_an_unreleased_heading_above_the_version():
    """CHANGELOG.md keeps an "Unreleased" heading on top for the next lines, then the version's section."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (.*)$", text, re.MULTILINE)
    assert headings[0] == "[Unreleased]" and headings[1].startswith(f"[{VERSION}]")
