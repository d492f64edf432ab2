r"""The school settings file: what IT sets once for every pupil of a PC, which no pupil's own settings change.

IT puts ``mirrorgames-school.ini`` beside the program (beside the one-file .exe, in the portable folder next to
``mirrorgames.exe``, beside the zipapp, or beside mirrorgames.pyw in the source tree) or in the machine's own
folder (Windows ``%PROGRAMDATA%\mirrorgames``, macOS ``/Library/Application Support/mirrorgames``, other systems
``/etc/mirrorgames``), where pupils can read it but not change it. The environment variable MIRRORGAMES_SCHOOL
names another file (read first). The first file found is read; every line in it is optional:

    [school]
    class_levels = \\server\class\mirrorgames-levels
    language = ja
    offer_lessons = no
    keep_records = yes
    zoom = 150

Each line fixes the suite setting of SCHOOL_KEYS (gamepkg/settings.py): Options shows it greyed out with a line
that says the school set it. A file that cannot be read, that is no such file, or that has a line this version
does not know or a value the menus could not set, is refused whole with the reason (SchoolFile.problem): then
nothing is fixed, and the window says why in the line at its bottom.
"""

import configparser
import os
import sys

from gamepkg.i18n import Text
from gamepkg.safe_read import read_regular_file
from gamepkg.save_error import SaveError
from gamepkg.settings import allowed_value, default_of

# (paths are os.path strings, not pathlib: the window reads this file before its first frame, bench/startup.py)
SOURCE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the same as gamepkg/resources.py's

SCHOOL_FILE = "mirrorgames-school.ini"
SECTION = "school"
ENVIRONMENT = "MIRRORGAMES_SCHOOL"
MAX_FILE_BYTES = 64 * 1024
# the school file's line -> the suite setting it fixes (both listed in gamepkg/settings.py DEFAULTS)
SCHOOL_KEYS = {"class_levels": "class_levels", "language": "language", "offer_lessons": "offer_lessons",
               "keep_records": "keep_records", "zoom": "zoom"}


class SchoolFile:
    """The school file as read: ``path`` (None when there is none), ``fixed`` {setting: value}, ``problem`` (a Text
    saying why the file was refused, or None)."""

    def __init__(self, path=None, fixed=None, problem=None):
        """A school file at ``path`` fixing ``fixed``, or refused for ``problem``."""
        self.path = path
        self.fixed = dict(fixed or {})
        self.problem = problem


def program_folder():
    """The folder the program lies in: the .exe's (frozen), the zipapp's, else the one of mirrorgames.pyw."""
    if getattr(sys, "frozen", False):
        return os.path.dirname(os.path.realpath(sys.executable))
    if os.path.isfile(SOURCE_ROOT):  # inside the zipapp, gamepkg/ is a folder of the archive file
        return os.path.dirname(SOURCE_ROOT)
    return SOURCE_ROOT


def machine_folder(platform=None, environ=None):
    """The machine-wide folder of the suite (Windows %PROGRAMDATA%, macOS /Library, else /etc), or None."""
    platform = platform or sys.platform
    environ = os.environ if environ is None else environ
    if platform.startswith("win"):
        base = environ.get("PROGRAMDATA")
        return os.path.join(base, "mirrorgames") if base else None
    if platform == "darwin":
        return "/Library/Application Support/mirrorgames"
    return "/etc/mirrorgames"


def candidate_paths(environ=None):
    """Where a school file is looked for, in order: MIRRORGAMES_SCHOOL, beside the program, the machine's folder."""
    environ = os.environ if environ is None else environ
    named = environ.get(ENVIRONMENT)
    paths = [named] if named else []
    paths.append(os.path.join(program_folder(), SCHOOL_FILE))
    machine = machine_folder(environ=environ)
    if machine is not None:
        paths.append(os.path.join(machine, SCHOOL_FILE))
    return paths


def find_school_file(environ=None):
    """The first school file there is (a file named by MIRRORGAMES_SCHOOL counts even when missing), or None."""
    environ = os.environ if environ is None else environ
    for index, path in enumerate(candidate_paths(environ)):
        if (index == 0 and environ.get(ENVIRONMENT)) or os.path.isfile(path):
            return path
    return None


def read_school_file(environ=None):
    """The SchoolFile of this PC: the first one found, read and checked (an empty SchoolFile when there is none)."""
    path = find_school_file(environ)
    if path is None:
        return SchoolFile()
    try:  # the one safe reader: a FIFO or a device named like the school file never hangs the start
        data = read_regular_file(path, MAX_FILE_BYTES + 1)
    except SaveError as error:
        return SchoolFile(path, problem=Text("school.bad.unreadable", {"reason": Text(error.key, error.details)}))
    if len(data) > MAX_FILE_BYTES:
        return SchoolFile(path, problem=Text("school.bad.too_big", {"limit": MAX_FILE_BYTES}))
    try:
        fixed = parse_school_text(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        return SchoolFile(path, problem=Text("school.bad.not_utf8", {}))
    except SchoolError as error:
        return SchoolFile(path, problem=error.text)
    return SchoolFile(path, fixed)


class SchoolError(ValueError):
    """A school file refused: ``text`` (a Text) says why."""

    def __init__(self, key, **fields):
        """The reason as message id ``key`` with its ``fields``."""
        super().__init__(key)
        self.text = Text(key, fields)


def parse_school_text(text):
    """{setting: value} that the school file's ``text`` fixes; SchoolError names the first line that is wrong."""
    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read_string(text)
    except configparser.Error as error:
        raise SchoolError("school.bad.syntax", line=getattr(error, "lineno", 0) or 1) from None
    if parser.sections() != [SECTION]:
        raise SchoolError("school.bad.section", section=SECTION)
    fixed = {}
    for name, written in parser[SECTION].items():
        if name not in SCHOOL_KEYS:
            raise SchoolError("school.bad.unknown", name=name)
        fixed[SCHOOL_KEYS[name]] = school_value(parser[SECTION], name, written)
    return fixed


def school_value(section, name, written):
    """The value of line ``name`` as the setting takes it (checked as the menus check it); SchoolError if wrong."""
    setting = SCHOOL_KEYS[name]
    kind = type(default_of(setting))
    try:
        if kind is bool:
            value = section.getboolean(name)
        elif kind is int:
            value = int(written)
        else:
            value = written.strip()
    except ValueError:
        raise SchoolError("school.bad.value", name=name, text=written) from None
    if not allowed_value(setting, value) or value in ("", None):
        raise SchoolError("school.bad.value", name=name, text=written)
    return value
