"""Build the executable for school PCs: python build/build_exe.py [--onedir]

Makes dist/mirrorgames (Linux, macOS) or dist/mirrorgames.exe (Windows) with PyInstaller (pip install -r
requirements-dev.txt first): one file, windowed (no console), the app icon, Windows version information (the
version of pyproject.toml), no UPX. A one-file build unpacks itself into the temp folder at every start,
which AppLocker/WDAC DLL rules or an antivirus may forbid; --onedir makes the portable folder instead,
dist/portable/mirrorgames/ with mirrorgames[.exe] and its _internal/ folder, which runs where it lies and
unpacks nothing. PyInstaller's work files go to build/work/ (and build/work/portable/ for the folder;
ignored by git, never collected by pytest). The game sources gamepkg/**/*.py and the level files
gamepkg/**/*.txt are bundled as data with the window icon widgets/icon.png, the Japanese phrase table
widgets/phrase_breaks.json and LICENSE, so
gamepkg/resources.py finds them frozen as from source; every module
of gamepkg and widgets is a hidden import, because the registries import the engines and views by name at
run time. PyInstaller writes a spec file first (build/work/mirrorgames.spec), from which the start-up
hooks the suite has no use for are left out (DROPPED_RUNTIME_HOOKS), then builds from it.

Options: --onedir (the portable folder), --clean (empty PyInstaller's cache first), --icons (only redraw
build/icon.ico and widgets/icon.png).
"""

import argparse
import os
import pathlib
import re
import struct
import subprocess
import sys
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
WORK = BUILD / "work"
DIST = ROOT / "dist"
PORTABLE_WORK = WORK / "portable"
PORTABLE_DIST = DIST / "portable"
NAME = "mirrorgames"
SCRIPT = "mirrorgames.pyw"
PACKAGES = ("gamepkg", "widgets")
DATA_PACKAGE = "gamepkg"
DATA_SUFFIXES = (".py", ".txt")
ICON_ICO = "build/icon.ico"
LICENSE = "LICENSE"  # MIT, shipped in every form
MANIFEST = "build/mirrorgames.manifest"  # the Windows manifest: DPI awareness, no admin rights
ICON_PNG = "widgets/icon.png"  # the window icon, shipped inside the widgets package
PHRASE_TABLE = "widgets/phrase_breaks.json"  # where Japanese lines may break (build/phrase_table.py)
ICO_SIZES = (16, 24, 32, 48, 64, 256)
PNG_SIZE = 128
DESCRIPTION = "mirrorgames - classic games in one window"
# PyInstaller's start-up hook for inspect (added because dataclasses imports inspect) imports inspect and
# zipfile and lists base_library.zip before the program's first line, for inspect.getsourcefile on frozen code,
# which the suite never calls (How This Game Is Made reads the bundled .py files): about 13 ms of every start.
DROPPED_RUNTIME_HOOKS = ("pyi_rth_inspect",)
BUILD_ONLY_OPTIONS = {"--noconfirm": 0, "--clean": 0, "--workpath": 1, "--distpath": 1}  # option: values after it
BOTH_STEPS_OPTIONS = {"--log-level": 1}  # options that both the spec step and the build step take


# ----- what goes into the executable -----
def package_files(root, package, suffixes):
    """The files below ``root/package`` ending in one of ``suffixes``, sorted, without caches."""
    folder = pathlib.Path(root) / package
    return sorted(path for path in folder.rglob("*")
                  if path.is_file() and path.suffix in suffixes and "__pycache__" not in path.parts)


def bundled_data(root=ROOT):
    """(source file, folder inside the bundle) for every data file: gamepkg sources, levels, the icon, LICENSE."""
    root = pathlib.Path(root)
    pairs = [(path, path.parent.relative_to(root).as_posix())
             for path in package_files(root, DATA_PACKAGE, DATA_SUFFIXES)]
    pairs.append((root / ICON_PNG, pathlib.PurePosixPath(ICON_PNG).parent.as_posix()))
    pairs.append((root / PHRASE_TABLE, pathlib.PurePosixPath(PHRASE_TABLE).parent.as_posix()))
    pairs.append((root / LICENSE, "."))  # beside the program in the portable folder, in _MEIPASS for the one file
    return pairs


def hidden_imports(root=ROOT):
    """The dotted name of every module of gamepkg and widgets (imported lazily by name at run time)."""
    names = []
    for package in PACKAGES:
        for path in package_files(root, package, (".py",)):
            parts = path.relative_to(root).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def project_version(root=ROOT):
    """The [project] version of pyproject.toml, the one source of the version, e.g. "1.2.3"."""
    text = (pathlib.Path(root) / "pyproject.toml").read_text(encoding="utf-8")
    project = re.search(r"^\[project\][ \t]*$(.*?)(?=^\[|\Z)", text, re.MULTILINE | re.DOTALL)
    match = project and re.search(r'^version\s*=\s*"([^"]+)"', project.group(1), re.MULTILINE)
    if not match:
        raise SystemExit("build_exe: pyproject.toml has no [project] version")
    return match.group(1)


def package_version(root=ROOT):
    """The __version__ of gamepkg/__init__.py, what the game shows (read as text, not imported)."""
    text = (pathlib.Path(root) / "gamepkg" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not match:
        raise SystemExit("build_exe: gamepkg/__init__.py has no __version__")
    return match.group(1)


def checked_version(root=ROOT):
    """The project's version, after checking that gamepkg/__init__.py says the same."""
    version, shown = project_version(root), package_version(root)
    if shown != version:
        raise SystemExit(f"build_exe: gamepkg/__init__.py says {shown}, pyproject.toml says {version}: "
                         "write the same version in both")
    return version


def version_tuple(version):
    """Four whole numbers for Windows from a version such as "1.2.3" or "1.2.3rc1"."""
    numbers = [int(re.match(r"\d*", part).group() or 0) for part in version.split(".")[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))


def version_info_text(version):
    """The Windows version resource (PyInstaller's --version-file format) for ``version``."""
    numbers = version_tuple(version)
    strings = {
        "CompanyName": "mirrorgames",
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": NAME,
        "LegalCopyright": "MIT License",
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": "mirrorgames",
        "ProductVersion": version,
    }
    table = ",\n".join(f"        StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return (
        "# UTF-8\n"
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,\n"
        "                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"
        f"{table}\n"
        "      ])\n"
        "    ]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])\n"
        "  ]\n"
        ")\n"
    )


def pyinstaller_arguments(root=ROOT, work=WORK, dist=DIST, version_file=None, script=SCRIPT, name=NAME,
                          data=None, imports=None, icon=ICON_ICO, platform=None, onedir=False):
    """The PyInstaller command line (without the program name) for a windowed build: one file, or a folder.

    The icon is used on Windows and macOS and the version file on Windows only (PyInstaller ignores
    them elsewhere with a warning, so they are left out there).
    """
    root, work = pathlib.Path(root), pathlib.Path(work)
    platform = sys.platform if platform is None else platform
    windows = platform.startswith("win")
    arguments = [
        "--noconfirm", "--onedir" if onedir else "--onefile", "--windowed", "--noupx", "--log-level", "WARN",
        "--name", name,
        "--workpath", str(work), "--specpath", str(work), "--distpath", str(dist),
        "--paths", str(root),
    ]
    if icon and (windows or platform == "darwin"):
        arguments += ["--icon", str(root / icon)]
    if version_file and windows:
        arguments += ["--version-file", str(version_file)]
    if windows:
        arguments += ["--manifest", str(root / MANIFEST)]  # per-monitor DPI awareness: crisp at 150%
    for module in hidden_imports(root) if imports is None else imports:
        arguments += ["--hidden-import", module]
    for source, folder in bundled_data(root) if data is None else data:
        arguments += ["--add-data", f"{source}{os.pathsep}{folder}"]
    arguments.append(str(root / script))
    return arguments


def split_arguments(arguments):
    """(spec-step arguments, build-step arguments) of a pyinstaller_arguments list: the build step takes the work
    and output folders, the spec step everything else (the script last)."""
    spec_step, build_step = [], []
    index = 0
    while index < len(arguments):
        option = arguments[index]
        count = BUILD_ONLY_OPTIONS.get(option, BOTH_STEPS_OPTIONS.get(option, 0))
        words = arguments[index:index + 1 + count]
        if option in BUILD_ONLY_OPTIONS or option in BOTH_STEPS_OPTIONS:
            build_step += words
        if option not in BUILD_ONLY_OPTIONS:
            spec_step += words
        index += 1 + count
    return spec_step, build_step


def spec_path(arguments):
    """Where PyInstaller's spec step writes the spec of ``arguments``: SPECPATH/NAME.spec."""
    return pathlib.Path(arguments[arguments.index("--specpath") + 1]) / (arguments[arguments.index("--name") + 1]
                                                                       + ".spec")


def without_runtime_hooks(spec_text, hooks=DROPPED_RUNTIME_HOOKS):
    """The spec ``spec_text`` with a line after its Analysis that leaves the start-up ``hooks`` out."""
    marker = "\npyz = PYZ("
    if marker not in spec_text:
        raise SystemExit("build_exe: PyInstaller wrote a spec without 'pyz = PYZ(': cannot leave hooks out")
    line = (f"\n# build/build_exe.py DROPPED_RUNTIME_HOOKS: start-up hooks the suite does not need\n"
            f"a.scripts = [entry for entry in a.scripts if entry[0] not in {tuple(hooks)!r}]\n")
    return spec_text.replace(marker, line + marker, 1)


def build_with(arguments, run, clean=False):
    """Build with PyInstaller in two steps, each a command given to ``run``: write the spec of ``arguments``,
    leave DROPPED_RUNTIME_HOOKS out of it, build from it (``clean``: empty PyInstaller's cache first)."""
    spec_step, build_step = split_arguments(arguments)
    run([sys.executable, "-m", "PyInstaller.utils.cliutils.makespec"] + spec_step)
    spec = spec_path(arguments)
    spec.write_text(without_runtime_hooks(spec.read_text(encoding="utf-8")), encoding="utf-8")
    run([sys.executable, "-m", "PyInstaller"] + (["--clean"] if clean else []) + build_step + [str(spec)])


def executable_path(dist=None, name=NAME, platform=None, onedir=False):
    """The built program: dist/mirrorgames[.exe], or dist/portable/mirrorgames/mirrorgames[.exe] (onedir)."""
    platform = sys.platform if platform is None else platform
    dist = pathlib.Path((PORTABLE_DIST if onedir else DIST) if dist is None else dist)
    folder = dist / name if onedir else dist
    return folder / (name + (".exe" if platform.startswith("win") else ""))


# ----- the icon, drawn in pure Python -----
BACKGROUND = (31, 59, 99)
GOLD = (242, 182, 50)
GLASS = (143, 211, 244)
MIRROR = (250, 250, 250)
BOARD = (22, 40, 68)


def icon_color(x, y):
    """The colour (r, g, b, a) of the icon at (x, y) in the unit square: mirrored tiles on a dark board."""
    margin, radius = 0.03, 0.2
    dx = max(margin + radius - x, 0, x - (1 - margin - radius))
    dy = max(margin + radius - y, 0, y - (1 - margin - radius))
    if dx * dx + dy * dy > radius * radius or not (margin <= x <= 1 - margin and margin <= y <= 1 - margin):
        return (0, 0, 0, 0)
    if abs(x - y) < 0.035 and 0.1 < x < 0.9:
        return MIRROR + (255,)
    low, high, cells, gap = 0.16, 0.84, 3, 0.035
    if not (low <= x <= high and low <= y <= high):
        return BACKGROUND + (255,)
    size = (high - low) / cells
    column, row = min(int((x - low) / size), cells - 1), min(int((y - low) / size), cells - 1)
    inside_x, inside_y = x - low - column * size, y - low - row * size
    if min(inside_x, inside_y, size - inside_x, size - inside_y) < gap:
        return BOARD + (255,)
    if column > row:
        return GOLD + (255,)
    if column < row:
        return GLASS + (255,)
    return BOARD + (255,)


def draw_icon(size, samples=4):
    """The icon as ``size`` rows of (r, g, b, a) pixels, smoothed by ``samples``² sub-samples each."""
    rows = []
    for py in range(size):
        row = []
        for px in range(size):
            total = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    r, g, b, a = icon_color((px + (sx + 0.5) / samples) / size,
                                            (py + (sy + 0.5) / samples) / size)
                    total[0] += r * a
                    total[1] += g * a
                    total[2] += b * a
                    total[3] += a
            alpha = total[3]
            if alpha:
                row.append((round(total[0] / alpha), round(total[1] / alpha), round(total[2] / alpha),
                            round(alpha / samples ** 2)))
            else:
                row.append((0, 0, 0, 0))
        rows.append(row)
    return rows


def png_bytes(rows):
    """An RGBA PNG file of the pixel ``rows``."""
    height, width = len(rows), len(rows[0])
    raw = b"".join(b"\x00" + bytes(channel for pixel in row for channel in pixel) for row in rows)

    def chunk(kind, data):
        """One PNG chunk with its length and CRC."""
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def dib_bytes(rows):
    """A 32-bit bottom-up BMP image with an empty AND mask, as an ICO entry stores it."""
    height, width = len(rows), len(rows[0])
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    pixels = b"".join(bytes((b, g, r, a)) for row in reversed(rows) for (r, g, b, a) in row)
    mask_row = ((width + 31) // 32) * 4
    return header + pixels + b"\x00" * mask_row * height


def ico_bytes(images):
    """An ICO file of the square pixel-row ``images``: PNG for 256 px, BMP for the small ones."""
    entries, blobs = [], []
    offset = 6 + 16 * len(images)
    for rows in images:
        size = len(rows)
        blob = png_bytes(rows) if size >= 256 else dib_bytes(rows)
        entries.append(struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return struct.pack("<HHH", 0, 1, len(images)) + b"".join(entries) + b"".join(blobs)


def write_icons(root=ROOT, force=False):
    """Draw build/icon.ico and widgets/icon.png unless they exist (or ``force``); returns their paths."""
    ico, png = pathlib.Path(root) / ICON_ICO, pathlib.Path(root) / ICON_PNG
    if force or not ico.exists():
        ico.write_bytes(ico_bytes([draw_icon(size) for size in ICO_SIZES]))
    if force or not png.exists():
        png.write_bytes(png_bytes(draw_icon(PNG_SIZE)))
    return ico, png


# ----- the build -----
def folder_size(folder):
    """Bytes of all files below ``folder`` (the size of a portable build)."""
    return sum(path.stat().st_size for path in pathlib.Path(folder).rglob("*") if path.is_file())


def build(clean=False, root=ROOT, work=None, dist=None, onedir=False):
    """Run PyInstaller (one file, or the portable folder) and return the executable's path."""
    try:
        import PyInstaller  # noqa: F401  (only asked whether it is installed)
    except ImportError:
        raise SystemExit("build_exe: PyInstaller is missing: python -m pip install -r requirements-dev.txt") from None
    work = (PORTABLE_WORK if onedir else WORK) if work is None else work
    dist = (PORTABLE_DIST if onedir else DIST) if dist is None else dist
    write_icons(root)
    pathlib.Path(work).mkdir(parents=True, exist_ok=True)
    version_file = pathlib.Path(work) / "version_info.txt"
    version_file.write_text(version_info_text(checked_version(root)), encoding="utf-8")
    arguments = pyinstaller_arguments(root, work, dist, version_file, onedir=onedir)
    # PyInstaller logs to stderr; its spec step prints "Wrote ... Now run pyinstaller.py", which is not for us
    build_with(arguments, lambda command: subprocess.run(command, check=True, stdout=subprocess.DEVNULL), clean=clean)
    target = executable_path(dist, onedir=onedir)
    if not target.is_file():
        raise SystemExit(f"build_exe: PyInstaller made no {target}")
    return target


def main(argv=None):
    """Command line: build the executable (or only redraw the icons); prints the result."""
    parser = argparse.ArgumentParser(description="Build the mirrorgames executable with PyInstaller.",
                                     epilog="Needs no display.")
    parser.add_argument("--onedir", action="store_true",
                        help="build the portable folder dist/portable/mirrorgames/ instead of one file")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache before building")
    parser.add_argument("--icons", action="store_true", help="only redraw build/icon.ico and widgets/icon.png")
    args = parser.parse_args(argv)
    if args.icons:
        for path in write_icons(force=True):
            print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
        return 0
    target = build(clean=args.clean, onedir=args.onedir)
    size = folder_size(target.parent) if args.onedir else target.stat().st_size
    print(f"built {target} ({size / 1e6:.1f} MB{' with its folder' if args.onedir else ''})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
