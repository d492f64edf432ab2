"""build/release.py: a tag goes out only with its CHANGELOG.md section; every form goes into SHA256SUMS.txt."""

import hashlib
import pathlib
import zipfile

import pytest

from tests.build_scripts import load_script

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def release():
    """build/release.py imported by its path (build/ is not a package)."""
    return load_script("release")


def project(root, version, changelog):
    """A project folder in ``root``: pyproject.toml and gamepkg/__init__.py at ``version``, and a CHANGELOG.md."""
    (root / "gamepkg").mkdir(parents=True)
    (root / "pyproject.toml").write_text(f'[project]\nname = "x"\nversion = "{version}"\n', encoding="utf-8")
    (root / "gamepkg" / "__init__.py").write_text(f'"""x."""\n\n__version__ = "{version}"\n', encoding="utf-8")
    (root / "CHANGELOG.md").write_text(changelog, encoding="utf-8")
    return root


@pytest.mark.parametrize("changelog, reason", [
    ("# Changelog\n\n## [Unreleased]\n\n- a line\n\n## [1.1.0]\n\n- older\n", "no section"),
    ("# Changelog\n\n## [Unreleased]\n\n## [1.2.0]\n\n## [1.1.0]\n\n- older\n", "empty"),
    ("# Changelog\n\n## [1.2.0]\n   \n", "empty"),
])
def test_a_tag_without_its_changelog_section_is_refused(release, tmp_path, changelog, reason):
    """check-tag stops a tag whose version has no CHANGELOG.md section, or an empty one."""
    root = project(tmp_path, "1.2.0", changelog)
    with pytest.raises(release.ReleaseError, match=reason):
        release.checked_tag("v1.2.0", root)


def test_a_tag_with_its_section_goes_out(release, tmp_path):
    """The matching tag of a version with notes passes; a mismatched one still does not."""
    root = project(tmp_path, "1.2.0", "# Changelog\n\n## [Unreleased]\n\n## [1.2.0]\n\n- New: a game.\n")
    assert release.checked_tag("v1.2.0", root) == "1.2.0"
    with pytest.raises(release.ReleaseError, match="does not match"):
        release.checked_tag("v1.2.1", root)


def test_the_projects_own_version_has_its_notes(release):
    """The version in pyproject.toml can be tagged as it stands: CHANGELOG.md has its section."""
    version = release.checked_version()
    assert release.checked_tag(f"v{version}") == version


def test_check_tag_on_the_command_line_fails_with_the_reason(release, capsys):
    """A refused tag exits 1 with one line naming the reason, no traceback."""
    assert release.main(["check-tag", "v0.0.0"]) == 1
    assert capsys.readouterr().err.startswith("release: the tag v0.0.0 does not match")


def test_package_takes_every_form_and_sums_them(release, tmp_path):
    """The zipapps, the wheel and the sdist are copied as they are and summed; the zip has LICENSE on top."""
    one_file = tmp_path / "mirrorgames"
    one_file.write_bytes(b"ELF one file")
    folder = tmp_path / "portable" / "mirrorgames"
    folder.mkdir(parents=True)
    (folder / "mirrorgames").write_bytes(b"ELF launcher")
    dist = tmp_path / "dist"
    dist.mkdir()
    others = release.other_forms("1.2.0", dist)
    for number, (path, _command) in enumerate(others):
        path.write_bytes(b"form %d" % number)
    license_file = tmp_path / "LICENSE"
    license_file.write_text("MIT License\n", encoding="utf-8")
    out = tmp_path / "release"
    files = release.package("1.2.0", one_file, folder, release=out, windows=False, others=others,
                            license_file=license_file)
    names = [path.name for path in files]
    assert names == ["mirrorgames-1.2.0", "mirrorgames-1.2.0-portable.zip", "mirrorgames-1.2.0.pyz",
                     "mirrorgames-1.2.0.pyzw", "mirrorgames-1.2.0-py3-none-any.whl", "mirrorgames-1.2.0.tar.gz",
                     "SHA256SUMS.txt"]
    assert (out / "mirrorgames-1.2.0.tar.gz").read_bytes() == b"form 3"
    with zipfile.ZipFile(out / "mirrorgames-1.2.0-portable.zip") as archive:
        assert archive.read("mirrorgames-1.2.0/LICENSE") == b"MIT License\n"
    sums = (out / "SHA256SUMS.txt").read_text(encoding="utf-8").splitlines()
    assert sums == [f"{hashlib.sha256((out / name).read_bytes()).hexdigest()}  {name}" for name in names[:-1]]
    others[2][0].unlink()
    with pytest.raises(release.ReleaseError, match="python -m build"):
        release.package("1.2.0", one_file, folder, release=out, windows=False, others=others)
