"""The zipapp (build/build_zipapp.py): one file that ``python mirrorgames-VERSION.pyz`` starts, reading from itself."""

import os
import pathlib
import stat
import subprocess
import sys
import zipfile

import pytest

import gamepkg
from tests.build_scripts import load_script

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The .pyz and .pyzw built once into a temporary dist folder."""
    return load_script("build_zipapp").build(dist=tmp_path_factory.mktemp("dist"))


def run_archive(archive, arguments, data):
    """Run ``python ARCHIVE ARGUMENTS`` from the archive's folder with ``data`` as the data folder."""
    env = dict(os.environ, MIRRORGAMES_DATA=str(data))
    return subprocess.run([sys.executable, str(archive), *arguments], cwd=archive.parent, env=env,
                          capture_output=True, text=True, timeout=120, check=False)


def test_names_and_contents(built):
    """mirrorgames-VERSION.pyz and .pyzw hold the three packages, the levels, the icon, LICENSE and __main__."""
    pyz, pyzw = built
    assert (pyz.name, pyzw.name) == (f"mirrorgames-{gamepkg.__version__}.pyz",
                                     f"mirrorgames-{gamepkg.__version__}.pyzw")
    assert pyz.read_bytes().startswith(b"#!/usr/bin/env python3\n") and pyzw.read_bytes()[:2] == b"PK"
    names = set(zipfile.ZipFile(pyz).namelist())
    assert {"__main__.py", "LICENSE", "mirrorgames/launcher.py", "gamepkg/mines/rules.py",
            "gamepkg/walls/levels/01_a.txt", "gamepkg/messages/common.py", "widgets/app.py",
            "widgets/icon.png"} <= names
    assert not any(name.startswith(("tests/", "bench/", "build/", "docs/")) or "__pycache__" in name
                   for name in names)
    assert zipfile.ZipFile(pyz).read("LICENSE") == (ROOT / "LICENSE").read_bytes()
    assert set(zipfile.ZipFile(pyzw).namelist()) == names


def test_version_from_the_archive(built, tmp_path):
    """python mirrorgames-VERSION.pyz --version prints the version (no display needed)."""
    completed = run_archive(built[0], ["--version"], tmp_path / "data")
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout == f"mirrorgames {gamepkg.__version__}\n"


@pytest.mark.gui
def test_smoke_from_a_read_only_folder_writes_nothing_beside_it(built, tmp_path, tk_root):
    """The archive copied into a read-only folder draws the Japanese window once and leaves the folder as it was."""
    folder = tmp_path / "share"
    folder.mkdir()
    archive = folder / built[0].name
    archive.write_bytes(built[0].read_bytes())
    folder.chmod(stat.S_IREAD | stat.S_IEXEC)
    try:
        before = sorted(os.listdir(folder))
        completed = run_archive(archive, ["--smoke", "--lang", "ja", "--game", "walls"], tmp_path / "data")
        assert completed.returncode == 0, completed.stderr
        assert sorted(os.listdir(folder)) == before
    finally:
        folder.chmod(stat.S_IRWXU)
