"""The one-file build (build/build_exe.py) bundles what the frozen app reads; no building here (CI builds).

Also the parts of widgets/main.py that matter in a windowed executable without a console.
"""

import os
import pathlib
import shutil
import struct
import sys

import pytest

from gamepkg import resources
from gamepkg.registry import ENGINES
from tests.build_scripts import load_script

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def build_exe():
    """build/build_exe.py imported by its path (build/ is not a package)."""
    return load_script("build_exe")


def relative_files(folder, pattern):
    """Paths (posix, relative to the repo) of the files under ``folder`` matching ``pattern``, sans caches."""
    return {path.relative_to(ROOT).as_posix() for path in (ROOT / folder).rglob(pattern)
            if "__pycache__" not in path.parts}


def test_bundles_every_game_source_and_level_file(build_exe):
    """gamepkg/**/*.py and gamepkg/**/*.txt go into the bundle at their own relative place."""
    bundled = {f"{folder}/{source.name}" for source, folder in build_exe.bundled_data()}
    expected = relative_files("gamepkg", "*.py") | relative_files("gamepkg", "*.txt")
    assert expected <= bundled
    assert "gamepkg/walls/levels/01_a.txt" in bundled and "gamepkg/mines/rules.py" in bundled
    assert "widgets/icon.png" in bundled
    assert not any(name.startswith(("tests/", "bench/")) or "__pycache__" in name for name in bundled)


def test_frozen_layout_serves_resources(build_exe, tmp_path, monkeypatch):
    """Laid out as PyInstaller unpacks the data, gamepkg.resources finds every engine, level and the icon."""
    for source, folder in build_exe.bundled_data():
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, tmp_path / folder / source.name)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    for module in ENGINES.values():
        relative = module.replace(".", "/") + ".py"
        if (ROOT / relative).exists():
            assert resources.source_path(relative) == tmp_path / relative
            assert resources.read_source(relative) == (ROOT / relative).read_text(encoding="utf-8")
    for level in relative_files("gamepkg/walls/levels", "*.txt"):
        assert resources.read_bytes(level) == (ROOT / level).read_bytes()
    assert resources.read_bytes("widgets/icon.png")[:8] == b"\x89PNG\r\n\x1a\n"


def test_every_module_is_a_hidden_import(build_exe):
    """Every module of gamepkg and widgets is named, so lazily imported engines and views are bundled."""
    names = set(build_exe.hidden_imports())
    from widgets.registry import VIEWS
    assert {spec.split(":")[0] for spec in VIEWS.values()} <= names
    assert set(ENGINES.values()) <= names
    assert {"gamepkg", "widgets", "gamepkg.walls.levels", "gamepkg.resources", "widgets.main", "widgets.app"} <= names
    for relative in relative_files("gamepkg", "*.py") | relative_files("widgets", "*.py"):
        module = relative[:-3].replace("/", ".").removesuffix(".__init__")
        assert module in names
    assert not any(name.startswith("tests") for name in names)


def test_pyinstaller_command_line(build_exe, tmp_path):
    """One file, windowed, no UPX, icon, version file, work files in build/work and the output in dist/."""
    version_file = tmp_path / "version_info.txt"
    arguments = build_exe.pyinstaller_arguments(version_file=version_file, platform="win32")
    for flag in ("--onefile", "--windowed", "--noupx", "--noconfirm"):
        assert flag in arguments
    assert "--console" not in arguments and "--upx-dir" not in arguments

    def value(option):
        """The argument after ``option``."""
        return arguments[arguments.index(option) + 1]

    assert value("--name") == "mirrorgames"
    assert pathlib.Path(value("--icon")) == ROOT / "build" / "icon.ico"
    assert pathlib.Path(value("--version-file")) == version_file
    assert pathlib.Path(value("--workpath")) == ROOT / "build" / "work"
    assert pathlib.Path(value("--specpath")) == ROOT / "build" / "work"
    assert pathlib.Path(value("--distpath")) == ROOT / "dist"
    assert pathlib.Path(arguments[-1]) == ROOT / "mirrorgames.pyw"
    data = [arguments[i + 1] for i, argument in enumerate(arguments) if argument == "--add-data"]
    assert f"{ROOT / 'gamepkg' / 'walls' / 'levels' / '01_a.txt'}{os.pathsep}gamepkg/walls/levels" in data
    hidden = [arguments[i + 1] for i, argument in enumerate(arguments) if argument == "--hidden-import"]
    assert "widgets.mines.view" in hidden
    linux = build_exe.pyinstaller_arguments(version_file=version_file, platform="linux")
    assert "--icon" not in linux and "--version-file" not in linux and "--onefile" in linux
    assert "--icon" in build_exe.pyinstaller_arguments(platform="darwin")


def test_the_build_writes_a_spec_then_builds_from_it_without_the_dropped_start_up_hooks(build_exe, tmp_path):
    """The spec step takes every option but the work/output folders; the build step takes those and the spec; the
    spec leaves PyInstaller's inspect start-up hook out (it ran before the program's first line at every start)."""
    arguments = build_exe.pyinstaller_arguments(work=tmp_path / "work", dist=tmp_path / "dist", platform="linux")
    spec_step, build_step = build_exe.split_arguments(arguments)
    assert spec_step[-1] == arguments[-1] and "--onefile" in spec_step and "--hidden-import" in spec_step
    assert not {"--noconfirm", "--workpath", "--distpath"} & set(spec_step)
    assert build_step == ["--noconfirm", "--log-level", "WARN", "--workpath", str(tmp_path / "work"),
                          "--distpath", str(tmp_path / "dist")]
    assert build_exe.spec_path(arguments) == tmp_path / "work" / "mirrorgames.spec"
    spec = "a = Analysis(['mirrorgames.pyw'])\npyz = PYZ(a.pure)\nexe = EXE(pyz, a.scripts)\n"
    patched = build_exe.without_runtime_hooks(spec)
    namespace = {"Analysis": lambda scripts: type("A", (), {"scripts": [("pyiboot01_bootstrap", "", "PYSOURCE"),
                                                                     ("pyi_rth_inspect", "", "PYSOURCE"),
                                                                     ("mirrorgames", "", "PYSOURCE")],
                                                         "pure": []})(),
                 "PYZ": lambda pure: "pyz", "EXE": lambda pyz, scripts: scripts}
    exec(patched, namespace)
    assert [name for name, _, _ in namespace["exe"]] == ["pyiboot01_bootstrap", "mirrorgames"]
    commands = []
    (tmp_path / "work").mkdir()
    build_exe.spec_path(arguments).write_text(spec, encoding="utf-8")
    build_exe.build_with(arguments, commands.append)
    assert commands[0][1:3] == ["-m", "PyInstaller.utils.cliutils.makespec"] and commands[0][3:] == spec_step
    assert commands[1][1:3] == ["-m", "PyInstaller"] and commands[1][-1] == str(build_exe.spec_path(arguments))
    assert "pyi_rth_inspect" in build_exe.spec_path(arguments).read_text(encoding="utf-8")


def test_build_output_is_ignored_by_git():
    """PyInstaller's work folder and dist/ are in .gitignore; neither is under tests/ (pytest's testpaths)."""
    lines = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "/build/work/" in lines and "/dist/" in lines


def test_executable_name(build_exe):
    """dist/mirrorgames.exe on Windows, dist/mirrorgames elsewhere."""
    assert build_exe.executable_path(platform="win32").name == "mirrorgames.exe"
    assert build_exe.executable_path(platform="linux").name == "mirrorgames"
    assert build_exe.executable_path().parent == ROOT / "dist"


def evaluate_version_file(text):
    """Evaluate a version file as PyInstaller does, with stand-ins that record each structure as a tuple."""
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")
    namespace = {name: (lambda name: lambda *args, **kwargs: (name, args, kwargs))(name)  # noqa: B023 (bound)
                 for name in names}
    return eval(compile(text, "version_info.txt", "eval"), {"__builtins__": {}}, namespace)


def test_windows_version_information(build_exe):
    """The version resource names the product, its version from pyproject.toml and a description."""
    version = build_exe.project_version()
    assert version == (ROOT / "pyproject.toml").read_text(encoding="utf-8").split('version = "')[1].split('"')[0]
    text = build_exe.version_info_text(version)
    kind, _, parts = evaluate_version_file(text)
    assert kind == "VSVersionInfo"
    assert parts["ffi"][2]["filevers"] == parts["ffi"][2]["prodvers"] == build_exe.version_tuple(version)
    string_file_info, var_file_info = parts["kids"]
    table = string_file_info[1][0][0]
    assert table[0] == "StringTable" and table[1][0] == "040904B0"
    strings = dict(entry[1] for entry in table[1][1])
    assert strings["ProductName"] == "mirrorgames"
    assert strings["ProductVersion"] == strings["FileVersion"] == version
    assert strings["FileDescription"] == build_exe.DESCRIPTION
    assert strings["OriginalFilename"] == "mirrorgames.exe"
    assert var_file_info[0] == "VarFileInfo"
    assert build_exe.version_tuple("1.2.3rc1") == (1, 2, 3, 0)
    assert build_exe.version_tuple("2.0") == (2, 0, 0, 0)


@pytest.mark.windows
@pytest.mark.skipif(not sys.platform.startswith("win"), reason=(
    "Windows only: the Windows CI job runs it (.github/workflows/release.yml runs every test on windows-latest; "
    "pytest -m windows picks these); PyInstaller's version-file loader imports only on Windows (pywin32, pefile)"))
def test_version_file_loads_in_pyinstaller(build_exe, tmp_path):
    """On Windows PyInstaller itself reads the file (PyInstaller is in requirements-dev.txt: no skip)."""
    from PyInstaller.utils.win32 import versioninfo
    path = tmp_path / "version_info.txt"
    path.write_text(build_exe.version_info_text("0.1.0"), encoding="utf-8")
    parsed = versioninfo.load_version_info_from_text_file(str(path))
    assert parsed.ffi.fileVersionMS == 1


def test_committed_icons_are_valid(build_exe):
    """build/icon.ico holds 16 to 256 px images (the 16 px one as drawn), widgets/icon.png is a 128 px PNG."""
    ico = (ROOT / "build" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1)
    sizes = {}
    for index in range(count):
        width, _, _, _, _, bits, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * index)
        sizes[width or 256] = ico[offset:offset + length]
        assert bits == 32 and offset + length <= len(ico)
    assert {16, 32, 48, 256} <= set(sizes)
    assert sizes[256][:8] == b"\x89PNG\r\n\x1a\n"
    assert sizes[16] == build_exe.dib_bytes(build_exe.draw_icon(16))
    png = (ROOT / "widgets" / "icon.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack_from(">II", png, 16) == (128, 128)


def test_errors_go_to_a_log_without_a_console(tmp_path, monkeypatch):
    """A windowed executable has no stderr: errors land in error.log in the data folder, not a dialog."""
    from gamepkg.savefile import DataStore
    from widgets.main import CallbackErrors, report_error
    store = DataStore(tmp_path)
    monkeypatch.setattr(sys, "stderr", None)
    report_error(store, "mirrorgames: first")
    errors = CallbackErrors(store)
    try:
        raise RuntimeError("in a handler")
    except RuntimeError as error:
        errors(type(error), error, error.__traceback__)
    log = (tmp_path / "error.log").read_text(encoding="utf-8")
    assert log.startswith("mirrorgames: first\n")
    assert "RuntimeError: in a handler" in log
    assert len(errors.errors) == 1


def test_unwritable_data_folder_does_not_stop_error_reporting(tmp_path, monkeypatch):
    """With no console and no writable data folder an error is dropped quietly instead of crashing."""
    from gamepkg.savefile import DataStore
    from widgets.main import report_error
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    store = DataStore(blocker / "data")
    assert not store.writable
    monkeypatch.setattr(sys, "stderr", None)
    report_error(store, "mirrorgames: nowhere to write")
    assert not (blocker.parent / "error.log").exists()


def test_portable_folder_command_line(build_exe):
    """--onedir makes the portable folder (no --onefile), in dist/portable/mirrorgames/ with its own work."""
    arguments = build_exe.pyinstaller_arguments(work=build_exe.PORTABLE_WORK, dist=build_exe.PORTABLE_DIST,
                                                platform="win32", onedir=True)
    assert "--onedir" in arguments and "--onefile" not in arguments and "--windowed" in arguments
    assert pathlib.Path(arguments[arguments.index("--distpath") + 1]) == ROOT / "dist" / "portable"
    assert pathlib.Path(arguments[arguments.index("--workpath") + 1]) != ROOT / "build" / "work"
    assert (build_exe.executable_path(platform="win32", onedir=True)
            == ROOT / "dist" / "portable" / "mirrorgames" / "mirrorgames.exe")
    assert build_exe.executable_path(platform="linux", onedir=True).parent.name == "mirrorgames"


@pytest.fixture(scope="module")
def release():
    """build/release.py imported by its path."""
    return load_script("release")


CHANGELOG = """# Changelog

## [Unreleased]

## [1.1.0] - 2026-12-01

- New: a sixth game.

## [1.0.10]

Not this one.

## [1.0.1]
- Fixed: saves.
"""


def test_release_notes_are_the_versions_changelog_section(release):
    """The notes are the text under "## [VERSION]" up to the next section, whatever follows the heading."""
    assert release.changelog_section(CHANGELOG, "1.1.0") == "- New: a sixth game."
    assert release.changelog_section(CHANGELOG, "1.0.1") == "- Fixed: saves."
    assert release.changelog_section(CHANGELOG, "1.0.10") == "Not this one."
    for missing in ("1.0", "1.0.0", "2.0.0"):
        with pytest.raises(release.ReleaseError, match="no section"):
            release.changelog_section(CHANGELOG, missing)
    with pytest.raises(release.ReleaseError, match="empty"):
        release.changelog_section(CHANGELOG, "Unreleased")


def write_versions(root, project, package):
    """A pyproject.toml and gamepkg/__init__.py in ``root`` with the given versions."""
    (root / "gamepkg").mkdir()
    (root / "pyproject.toml").write_text(f'[project]\nname = "x"\nversion = "{project}"\n\n'
                                         '[tool.other]\nversion = "9.9.9"\n', encoding="utf-8")
    (root / "gamepkg" / "__init__.py").write_text(f'"""x."""\n\n__version__ = "{package}"\n', encoding="utf-8")


def test_tag_must_match_the_version(release, tmp_path):
    """A tag other than "v" + the version, or a gamepkg version unlike pyproject's, stops the release."""
    write_versions(tmp_path, "1.2.3", "1.2.3")
    assert release.checked_version(tmp_path, tag="v1.2.3") == "1.2.3"
    for tag in ("1.2.3", "v1.2.4", "v1.2.3.0", "v9.9.9"):
        with pytest.raises(release.ReleaseError, match="does not match"):
            release.checked_version(tmp_path, tag=tag)
    other = tmp_path / "other"
    other.mkdir()
    write_versions(other, "1.2.3", "1.2.2")
    with pytest.raises(release.ReleaseError, match="says 1.2.2"):
        release.checked_version(other)
    assert release.main(["check-tag", "v0.0.0-not-this"]) == 1


def test_release_package(release, tmp_path):
    """The release folder gets the renamed one file, the zipped folder under mirrorgames-VERSION/, and
    SHA256SUMS.txt with the hash of each; an older release's files are removed."""
    import hashlib
    import zipfile
    one_file = tmp_path / "mirrorgames.exe"
    one_file.write_bytes(b"MZ one file")
    folder = tmp_path / "portable" / "mirrorgames"
    (folder / "_internal" / "gamepkg" / "mines").mkdir(parents=True)
    (folder / "mirrorgames.exe").write_bytes(b"MZ launcher")
    (folder / "_internal" / "gamepkg" / "mines" / "rules.py").write_text("rules", encoding="utf-8")
    out = tmp_path / "release"
    out.mkdir()
    (out / "mirrorgames-1.0.0.exe").write_bytes(b"old")
    files = release.package("1.1.0", one_file, folder, release=out)
    assert [path.name for path in files] == ["mirrorgames-1.1.0.exe", "mirrorgames-1.1.0-portable.zip",
                                             "SHA256SUMS.txt"]
    assert sorted(path.name for path in out.iterdir()) == sorted(path.name for path in files)
    assert (out / "mirrorgames-1.1.0.exe").read_bytes() == b"MZ one file"
    with zipfile.ZipFile(out / "mirrorgames-1.1.0-portable.zip") as archive:
        assert sorted(archive.namelist()) == ["mirrorgames-1.1.0/_internal/gamepkg/mines/rules.py",
                                              "mirrorgames-1.1.0/mirrorgames.exe"]
        assert archive.read("mirrorgames-1.1.0/mirrorgames.exe") == b"MZ launcher"
    lines = (out / "SHA256SUMS.txt").read_text(encoding="utf-8").splitlines()
    assert lines == [f"{hashlib.sha256((out / name).read_bytes()).hexdigest()}  {name}"
                     for name in ("mirrorgames-1.1.0.exe", "mirrorgames-1.1.0-portable.zip")]
    with pytest.raises(release.ReleaseError, match="--onedir"):
        release.package("1.1.0", one_file, tmp_path / "missing", release=out)


def test_release_workflow_and_readme_name_the_release(release):
    """The workflow runs on every push, pull request and v* tag, checks the tag, publishes only on a tag
    from the packaged files; README's For schools names the files release.py makes."""
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in workflow and 'branches: ["**"]' in workflow and "pull_request:" in workflow
    tag_only = "if: startsWith(github.ref, 'refs/tags/v')"
    check = workflow.index("python build/release.py check-tag")
    assert workflow.rfind(tag_only, 0, check) > workflow.rfind("- name:", 0, check)
    for step in ("python -m pytest -q -p no:cacheprovider", "python build/build_exe.py\n",
                 "python build/build_exe.py --onedir", "python build/release.py package"):
        assert step in workflow
    publish = workflow[workflow.index("\n  publish:"):]
    assert "needs: build" in publish and tag_only in publish and "--notes-file dist/release_notes.md" in publish
    assert "contents: write" in publish and "contents: write" not in workflow[:workflow.index("\n  publish:")]
    schools = (ROOT / "README.md").read_text(encoding="utf-8").split("## For schools")[1].split("\n## ")[0]
    for name in release.release_names("VERSION") + (release.SUMS, "Get-FileHash", "%APPDATA%\\mirrorgames"):
        assert name in schools


def test_the_windows_build_declares_dpi_awareness_in_its_manifest(build_exe):
    """On Windows the executable's manifest says per-monitor DPI aware (crisp at 125-200%) and asInvoker."""
    import xml.etree.ElementTree as ElementTree
    arguments = build_exe.pyinstaller_arguments(platform="win32")
    manifest = pathlib.Path(arguments[arguments.index("--manifest") + 1])
    assert manifest == ROOT / "build" / "mirrorgames.manifest"
    tree = ElementTree.parse(manifest)
    texts = {element.tag.split("}")[-1]: (element.text or "") for element in tree.iter()}
    assert texts["dpiAware"] == "true/pm"
    assert texts["dpiAwareness"].startswith("PerMonitorV2")
    levels = [element.get("level") for element in tree.iter() if element.tag.endswith("requestedExecutionLevel")]
    assert levels == ["asInvoker"]
    assert "--manifest" not in build_exe.pyinstaller_arguments(platform="linux")
