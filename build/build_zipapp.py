"""Build the zipapp for people who have Python but no pip: python build/build_zipapp.py [--dist FOLDER]

Makes dist/mirrorgames-VERSION.pyz and dist/mirrorgames-VERSION.pyzw (the same archive; on Windows a .pyzw
opens with pythonw, so no console) with the standard library's zipapp: the packages mirrorgames, gamepkg
(with its level files) and widgets (with the window icon), LICENSE, and a __main__.py that starts the suite.
``python mirrorgames-VERSION.pyz`` runs it on any system with Python 3.10+ and tkinter; it reads its own
files from inside the zip (gamepkg/resources.py) and writes nothing beside itself. Needs no display.
"""

import argparse
import pathlib
import shutil
import sys
import tempfile
import zipapp

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import build_exe  # noqa: E402  (build/ is a folder of scripts, not a package)

ROOT = pathlib.Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
NAME = "mirrorgames"
# (package folder, the file suffixes it ships): the same files as the wheel (pyproject.toml)
PACKAGE_FILES = (("mirrorgames", (".py",)), ("gamepkg", (".py", ".txt")), ("widgets", (".py", ".png", ".json")))
INTERPRETER = "/usr/bin/env python3"  # ./mirrorgames-VERSION.pyz starts on Linux and macOS too
MAIN = '''"""The zipapp's start: the same launcher as mirrorgames.pyw and python -m mirrorgames."""

import sys

from mirrorgames.launcher import run

sys.exit(run())
'''


def zipapp_names(version):
    """(the .pyz name, the .pyzw name) for ``version``, e.g. mirrorgames-0.2.0.pyz."""
    return f"{NAME}-{version}.pyz", f"{NAME}-{version}.pyzw"


def archive_files(root=ROOT):
    """The files that go into the zipapp, as paths relative to ``root`` (sorted, without caches)."""
    root = pathlib.Path(root)
    files = []
    for package, suffixes in PACKAGE_FILES:
        files += [path.relative_to(root) for path in build_exe.package_files(root, package, suffixes)]
    return files + [pathlib.Path(build_exe.LICENSE)]


def stage(folder, root=ROOT):
    """Copy the archive's files into ``folder`` and write its __main__.py; returns ``folder``."""
    folder, root = pathlib.Path(folder), pathlib.Path(root)
    for relative in archive_files(root):
        (folder / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / relative, folder / relative)
    (folder / "__main__.py").write_text(MAIN, encoding="utf-8", newline="\n")
    return folder


def build(root=ROOT, dist=DIST):
    """Build the .pyz and the .pyzw into ``dist``; returns their paths."""
    version = build_exe.checked_version(root)
    dist = pathlib.Path(dist)
    dist.mkdir(parents=True, exist_ok=True)
    pyz, pyzw = (dist / name for name in zipapp_names(version))
    with tempfile.TemporaryDirectory() as temporary:
        source = stage(pathlib.Path(temporary) / NAME, root)
        zipapp.create_archive(source, pyz, interpreter=INTERPRETER, compressed=True)
        zipapp.create_archive(source, pyzw, compressed=True)  # no #! line: Windows' pyw launcher picks Python
    return pyz, pyzw


def main(argv=None):
    """Command line: build the zipapp and print what was made."""
    parser = argparse.ArgumentParser(description="Build the mirrorgames zipapp (dist/mirrorgames-VERSION.pyz "
                                     "and .pyzw) with the standard library's zipapp.", epilog="Needs no display.")
    parser.add_argument("--dist", type=pathlib.Path, default=DIST, help="the folder to write to (default: dist/)")
    args = parser.parse_args(argv)
    for path in build(dist=args.dist):
        print(f"built {path} ({path.stat().st_size / 1e3:.0f} kB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
