"""The release files for teachers, and the checks before a release: python build/release.py COMMAND

    check-tag v0.2.0   fail unless the tag is "v" + the version of pyproject.toml (and gamepkg agrees) and
                       CHANGELOG.md has a section for that version with text in it
    notes [VERSION]    print CHANGELOG.md's section for VERSION (default: the project's version)
    package            after the builds (build/build_exe.py, build/build_exe.py --onedir,
                       build/build_zipapp.py and python -m build): make dist/release/ with
                       mirrorgames-VERSION.exe, mirrorgames-VERSION-portable.zip (LICENSE on top),
                       mirrorgames-VERSION.pyz and .pyzw, the wheel, the sdist and SHA256SUMS.txt, and
                       dist/release_notes.md (the release's text on GitHub)

Needs no display.

Making a release: put the new version in pyproject.toml ([project] version) and gamepkg/__init__.py
(__version__; tests/test_version.py checks they agree), write its "## [VERSION]" section in CHANGELOG.md,
commit, then tag and push: git tag vVERSION && git push origin vVERSION. The workflow
.github/workflows/release.yml tests, builds, smoke-tests and publishes the release from the tag.
"""

import argparse
import hashlib
import pathlib
import re
import sys
import zipfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import build_exe  # noqa: E402  (build/ is a folder of scripts, not a package)

ROOT = pathlib.Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
RELEASE = DIST / "release"
NOTES = DIST / "release_notes.md"
NAME = "mirrorgames"
CHANGELOG = "CHANGELOG.md"
SUMS = "SHA256SUMS.txt"


class ReleaseError(Exception):
    """A release that must not go out: a mismatched tag, missing notes, a missing build."""


def checked_tag(tag, root=ROOT):
    """The version ``tag`` releases, after checking it matches and that CHANGELOG.md has its section, not empty."""
    version = checked_version(root, tag=tag)
    release_notes(version, root)
    return version


def checked_version(root=ROOT, tag=None):
    """The project's version after checking that gamepkg agrees and, if given, that ``tag`` is "v" + it."""
    try:
        version = build_exe.checked_version(root)
    except SystemExit as error:
        raise ReleaseError(str(error)) from None
    if tag is not None and tag != f"v{version}":
        raise ReleaseError(f"the tag {tag} does not match the version {version}: tag v{version}, "
                           "or change the version in pyproject.toml and gamepkg/__init__.py first")
    return version


# ----- the release notes -----
def changelog_section(text, version):
    """The body of the "## [VERSION]" section of a changelog (up to the next "## "), stripped."""
    heading = re.compile(r"^## \[?" + re.escape(version) + r"\]?(?:[ \t].*)?$", re.MULTILINE)
    match = heading.search(text)
    if not match:
        raise ReleaseError(f"{CHANGELOG} has no section '## [{version}]'")
    rest = text[match.end():]
    following = re.search(r"^## ", rest, re.MULTILINE)
    body = (rest[:following.start()] if following else rest).strip()
    if not body:
        raise ReleaseError(f"the section '## [{version}]' of {CHANGELOG} is empty")
    return body


def release_notes(version, root=ROOT):
    """CHANGELOG.md's section for ``version``."""
    return changelog_section((pathlib.Path(root) / CHANGELOG).read_text(encoding="utf-8"), version)


# ----- the files of a release -----
def release_names(version, windows=True):
    """(one-file name, portable zip name) for ``version``, e.g. mirrorgames-0.1.0.exe."""
    suffix = ".exe" if windows else ""
    return f"{NAME}-{version}{suffix}", f"{NAME}-{version}-portable.zip"


def sha256_of(path):
    """The SHA-256 of a file as lowercase hex (what PowerShell's Get-FileHash shows, in capitals)."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def zip_folder(folder, target, top, beside=()):
    """Zip every file below ``folder`` into ``target``, inside a top folder named ``top`` (with ``beside`` files)."""
    folder = pathlib.Path(folder)
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, f"{top}/{path.relative_to(folder).as_posix()}")
        for path in beside:
            archive.write(path, f"{top}/{pathlib.Path(path).name}")


def write_sums(paths, target):
    """Write "HASH  NAME" lines (the sha256sum format) for ``paths`` into ``target``."""
    lines = [f"{sha256_of(path)}  {pathlib.Path(path).name}\n" for path in paths]
    pathlib.Path(target).write_text("".join(lines), encoding="utf-8", newline="\n")


def other_forms(version, dist=DIST):
    """The release files built apart from PyInstaller, with the command that makes each: zipapp, wheel, sdist."""
    zipapp = "python build/build_zipapp.py"
    return [(pathlib.Path(dist) / f"{NAME}-{version}.pyz", zipapp),
            (pathlib.Path(dist) / f"{NAME}-{version}.pyzw", zipapp),
            (pathlib.Path(dist) / f"{NAME}-{version}-py3-none-any.whl", "python -m build"),
            (pathlib.Path(dist) / f"{NAME}-{version}.tar.gz", "python -m build")]


def package(version, one_file, portable_folder, release=RELEASE, windows=True, others=(), license_file=None):
    """Copy the one file and zip the portable folder under release names, copy the ``others`` (path, command)
    as they are, and write SHA256SUMS.txt; returns their paths."""
    one_file, portable_folder = pathlib.Path(one_file), pathlib.Path(portable_folder)
    if not one_file.is_file():
        raise ReleaseError(f"no one-file build at {one_file}: run python build/build_exe.py")
    if not portable_folder.is_dir():
        raise ReleaseError(f"no portable build at {portable_folder}: run python build/build_exe.py --onedir")
    for path, command in others:
        if not pathlib.Path(path).is_file():
            raise ReleaseError(f"no {pathlib.Path(path).name}: run {command}")
    release = pathlib.Path(release)
    release.mkdir(parents=True, exist_ok=True)
    for old in release.iterdir():  # an older version's files must not go out with this one
        if old.is_file():
            old.unlink()
    exe_name, zip_name = release_names(version, windows)
    (release / exe_name).write_bytes(one_file.read_bytes())
    (release / exe_name).chmod(one_file.stat().st_mode)
    zip_folder(portable_folder, release / zip_name, f"{NAME}-{version}", [license_file] if license_file else [])
    files = [release / exe_name, release / zip_name]
    for path, _command in others:
        files.append(release / pathlib.Path(path).name)
        files[-1].write_bytes(pathlib.Path(path).read_bytes())
    write_sums(files, release / SUMS)
    return files + [release / SUMS]


def main(argv=None):
    """Command line: check-tag, notes or package; a failed check exits 1 with the reason."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog="Needs no display.")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("check-tag", help="fail unless TAG is v + the version").add_argument("tag")
    commands.add_parser("notes", help="print CHANGELOG.md's section").add_argument("version", nargs="?")
    commands.add_parser("package", help="make dist/release/ from the two builds")
    args = parser.parse_args(argv)
    try:
        if args.command == "check-tag":
            print(f"release: the tag {args.tag} matches the version {checked_tag(args.tag)}, which has its notes")
        elif args.command == "notes":
            print(release_notes(args.version or checked_version()))
        else:
            version = checked_version()
            windows = sys.platform.startswith("win")
            program = NAME + (".exe" if windows else "")
            NOTES.parent.mkdir(parents=True, exist_ok=True)
            NOTES.write_text(release_notes(version) + "\n", encoding="utf-8")
            for path in package(version, DIST / program, DIST / "portable" / NAME, windows=windows,
                                others=other_forms(version), license_file=ROOT / build_exe.LICENSE):
                print(f"release: {path.relative_to(ROOT)} ({path.stat().st_size / 1e6:.1f} MB)")
    except ReleaseError as error:
        print(f"release: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
