"""The MIT licence: the LICENSE file, named in pyproject.toml, About and the README, bundled by every build."""

import pathlib

import pytest

from gamepkg.i18n import LANGUAGES
from tests.build_scripts import load_script

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_build_exe():
    """build/build_exe.py imported by its path (build/ is not a package)."""
    return load_script("build_exe")


def test_the_license_file_is_mit_with_the_year_and_the_name():
    """LICENSE is the MIT licence, 2026, the mirrorgames developers."""
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Copyright (c) 2026 the mirrorgames developers" in text
    assert "THE SOFTWARE IS PROVIDED \"AS IS\"" in text


def test_pyproject_and_readme_name_the_license():
    """pyproject.toml says license = "MIT" with the file, and the README names it."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license = "MIT"' in pyproject and 'license-files = ["LICENSE"]' in pyproject
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "[MIT License](LICENSE)" in readme


def test_the_frozen_builds_bundle_the_license():
    """build/build_exe.py adds LICENSE to both PyInstaller forms."""
    bundled = {(source.name, folder) for source, folder in load_build_exe().bundled_data()}
    assert ("LICENSE", ".") in bundled


@pytest.mark.gui
@pytest.mark.parametrize("language", LANGUAGES)
def test_about_names_the_license(app, dialogs, language):
    """Help -> About says MIT and names the LICENSE file, in either language."""
    app.set_language(language)
    app.show_about()
    assert "MIT" in dialogs.infos[-1] and "LICENSE" in dialogs.infos[-1]


def test_the_wheel_lists_every_package_of_the_program():
    """pyproject.toml's package search finds every folder with an __init__.py of the program, a new game's two
    folders too (a subpackage left out is missing from the wheel: `No module named gamepkg.mines` at the installed
    program's start), and nothing of the project's own (tests, bench, build, docs)."""
    import ast
    import re

    import setuptools
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    include = ast.literal_eval(re.search(r"^include = (\[.*?\])$", text, re.M).group(1))
    listed = set(setuptools.find_packages(where=str(ROOT), include=include))
    found = {".".join(init.parent.relative_to(ROOT).parts) for top in ("mirrorgames", "gamepkg", "widgets")
             for init in (ROOT / top).rglob("__init__.py")}
    assert listed == found
