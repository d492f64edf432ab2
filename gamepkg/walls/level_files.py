"""Delayed Walls level files: a plain-text format, the shipped levels and a teacher's level file.

(A teacher's folder of levels, checked by the solver, is loaded by walls_display.load_level_folder.)

A level file is UTF-8 text (a byte-order mark is allowed, so is CRLF):

    line 1        the title, e.g. ``Two lights`` or ``光の寄り道`` (1 to 40 printable characters)
    next lines    the board, one line per row, one character per cell, every row the same width:
                    #   nothing there (a fixed wall)
                    .   floor that sprouts: three moves after you step on it, it becomes a wall
                    *   a light on sprouting floor; collect every light before the exit counts
                    S   the start (exactly one; never becomes a wall)
                    E   the exit (exactly one; never becomes a wall)
    optional      a blank line, then any of these lines:
                    ``par N``            the length of the shortest solution
                    ``name ja 一歩もどる``  the level's name in a language (ja, en): the list, the menu and
                    ``name en Step back``   the banner show it in that language; else the English name,
                                            else the title

Boards are 3x3 up to 12x9 (width x height). Spaces at the end of a line are ignored; trailing blank lines
too. Lights are numbered column by column (left to right, then top to bottom), as in the seed. The
full-width ＃ ． ＊ Ｓ Ｅ that Japanese input types are read as # . * S E; any other full-width letter is
refused with its half-width form named. A first line that is a board row (no title) is refused.
Problems in the board name the file line and, in brackets, the board row (line 2 is board row 1).

Problems are data: a LevelError carries the file, the line (1-based, or None) and a reason code with
numbers; the view shows it through the ``walls.level_error.<reason>`` messages.
"""

import hashlib
import importlib.resources
import os
import stat
import unicodedata
from dataclasses import dataclass, field

from gamepkg.i18n import FALLBACK_LANGUAGE, LANGUAGES, english
from gamepkg.rules import ParamsError
from gamepkg.safe_read import open_without_waiting

WALL, SPROUT, LIGHT, START, EXIT = "#", ".", "*", "S", "E"
CELL_CHARACTERS = WALL + SPROUT + LIGHT + START + EXIT
MIN_WIDTH, MIN_HEIGHT = 3, 3
MAX_WIDTH, MAX_HEIGHT = 12, 9
MAX_TITLE = 40
MAX_FILE_BYTES = 4096
SHIPPED_PACKAGE = "gamepkg.walls.levels"
LEVEL_SUFFIX = ".txt"
NOT_LEVEL_NAMES = frozenset({"readme.txt"})  # the format's description sits next to the shipped levels

# Why a level cannot be used; each has the message walls.level_error.<reason> in gamepkg/walls/messages.py.
REASONS = ("unreadable", "not_utf8", "too_long", "not_a_file", "no_title", "title_too_long", "bad_title", "no_board",
           "title_is_board", "bad_char", "bad_char_wide", "ragged_row", "too_narrow", "too_wide", "too_short",
           "too_tall", "no_start", "two_starts", "no_exit", "two_exits", "bad_par", "bad_name", "two_names",
           "extra_text", "unsolvable", "id_not_ascii", "id_no_title", "id_hash", "id_bad_title", "wrong_par",
           "unsolvable_because", "share_bad", "share_empty")
FULL_WIDTH_CELLS = str.maketrans("＃．＊ＳＥ", "#.*SE")  # what Japanese input types for # . * S E
FIRST_BOARD_LINE = 2  # a level file's board starts on line 2: board row N is file line N + 1


class LevelError(ParamsError):
    """A level text that cannot be used: ``file``, ``line`` (or None), ``reason`` code and ``details``.

    Like every ParamsError, ``key`` and ``details`` are the message id (``walls.level_error.<reason>``)
    and its fields, so a window shows the reason in the player's language; ``str()`` is the English text
    with the file and line, for the command line and logs.
    """

    def __init__(self, reason, file="<text>", line=None, row=None, **details):
        """Keep the reason code, where it happened (file line, board row) and the numbers for the message."""
        super().__init__(f"walls.level_error.{reason}", **details)
        self.reason = reason
        self.file = file
        self.line = line
        self.row = row

    def __str__(self):
        """``file line N (board row M): reason`` in English."""
        return describe(self.file, self.line, self.reason, self.details, self.row)

    def problem(self):
        """The same facts as a LevelProblem record."""
        return LevelProblem(self.file, self.line, self.reason, dict(self.details), self.row)


@dataclass(frozen=True)
class LevelProblem:
    """Why one file was not loaded: file name, line (or None), reason code, numbers for the message."""

    file: str
    line: int | None
    reason: str
    details: dict = field(default_factory=dict, compare=False)
    row: int | None = field(default=None, compare=False)  # the board row of ``line``, when it is one

    def message_key(self):
        """The i18n key of the reason, e.g. ``walls.level_error.bad_char``."""
        return f"walls.level_error.{self.reason}"

    def english(self):
        """A one-line English description (for the command line and logs)."""
        return describe(self.file, self.line, self.reason, self.details, self.row)


@dataclass(frozen=True)
class LevelText:
    """A parsed level file: its title, its board rows (file characters), the par if written, and its names.

    ``names`` holds (language, name) pairs in file order, e.g. (("ja", "光ふたつ"), ("en", "Two lights")).
    """

    title: str
    rows: tuple
    par: int | None = None
    names: tuple = ()


def name_in(title, names, language):
    """The name of a level in ``language``: its ``names`` entry for it, else the English one, else the title."""
    given = dict(names)
    return given.get(language) or given.get(FALLBACK_LANGUAGE, title)


def describe(file, line, reason, details, row=None):
    """``file line N (board row M): reason`` in English (the reason's message, or its code when it has none)."""
    key = f"walls.level_error.{reason}"
    text = english(key, **details)
    text = reason if text == key else text
    where = f"{file} line {line}" if line is not None else str(file)
    if line is not None and row is not None:
        where += f" (board row {row})"
    return f"{where}: {text}"


def title_problem(title):
    """None for a usable title, else (reason, details)."""
    if not title:
        return "no_title", {}
    if len(title) > MAX_TITLE:
        return "title_too_long", {"limit": MAX_TITLE}
    if not title.isprintable() or title != title.strip():
        return "bad_title", {}
    return None


def grid_problem(rows):
    """None for a valid board, else (row index or None, reason, details); the engine shares this check."""
    if not rows:
        return None, "no_board", {}
    width = len(rows[0])
    for index, row in enumerate(rows):
        for column, char in enumerate(row, start=1):
            if char not in CELL_CHARACTERS:
                half = unicodedata.normalize("NFKC", char)
                if half != char and half.isascii() and half.isprintable():
                    return index, "bad_char_wide", {"char": char, "column": column, "half": half}
                return index, "bad_char", {"char": char, "column": column}
        if len(row) != width:
            return index, "ragged_row", {"got": len(row), "expected": width}
    height = len(rows)
    for size, low, high, name, small, big in ((width, MIN_WIDTH, MAX_WIDTH, "width", "too_narrow", "too_wide"),
                                              (height, MIN_HEIGHT, MAX_HEIGHT, "height", "too_short", "too_tall")):
        if size < low:
            return None, small, {name: size, "limit": low}
        if size > high:
            return None, big, {name: size, "limit": high}
    for char, missing, double in ((START, "no_start", "two_starts"), (EXIT, "no_exit", "two_exits")):
        count = sum(row.count(char) for row in rows)
        if count == 0:
            return None, missing, {}
        if count > 1:
            return None, double, {}
    return None


def parse_level_text(text, file="<text>"):
    """Read a level from ``text``; returns a LevelText or raises LevelError (with file and line)."""
    lines = [line.rstrip() for line in text.lstrip("\ufeff").splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    if not lines or not lines[0].strip():
        raise LevelError("no_title", file, 1)
    title = lines[0].strip()
    problem = title_problem(title)
    if problem:
        raise LevelError(problem[0], file, 1, **problem[1])
    board_end = 1
    while board_end < len(lines) and lines[board_end]:
        board_end += 1
    rows = tuple(line.translate(FULL_WIDTH_CELLS) for line in lines[1:board_end])
    if looks_like_board_row(title, rows):
        raise LevelError("title_is_board", file, 1)
    problem = grid_problem(rows)
    if problem:
        index, reason, details = problem
        if index is None:
            raise LevelError(reason, file, None, **details)
        raise LevelError(reason, file, index + FIRST_BOARD_LINE, index + 1, **details)
    par, names = read_tail(lines[board_end:], board_end, file)
    return LevelText(title, rows, par, names)


def looks_like_board_row(title, rows):
    """True when the title line is really the board's first row: cell characters only, as wide as a board."""
    first = title.translate(FULL_WIDTH_CELLS)
    return bool(rows) and len(first) >= MIN_WIDTH and all(char in CELL_CHARACTERS for char in first)


def read_tail(tail, first_index, file):
    """The optional ``par N`` and ``name LANGUAGE NAME`` lines after the board's blank line: (par, names)."""
    par, names = None, {}
    for index, line in enumerate(tail):
        line_number = first_index + index + 1
        if not line:
            continue
        word = line.split()[0].lower()
        if word == "par" and par is None:
            par = read_par(line, file, line_number)
        elif word == "name":
            language, name = read_name(line, file, line_number)
            if language in names:
                raise LevelError("two_names", file, line_number, language=language)
            names[language] = name
        else:
            raise LevelError("extra_text", file, line_number)
    return par, tuple(names.items())


def read_par(line, file, line_number):
    """The number of a ``par N`` line."""
    words = line.split()
    if len(words) != 2 or not words[1].isdigit() or not words[1].isascii() or len(words[1]) > 4:
        raise LevelError("bad_par", file, line_number)
    return int(words[1])


def read_name(line, file, line_number):
    """(language, name) of a ``name LANGUAGE NAME`` line; the name follows the title's rules."""
    parts = line.split(None, 2)
    if len(parts) != 3 or parts[1] not in LANGUAGES:
        raise LevelError("bad_name", file, line_number)
    name = parts[2].strip()
    problem = title_problem(name)
    if problem:
        raise LevelError(problem[0], file, line_number, **problem[1])
    return parts[1], name


def format_level_text(title, rows, par=None, names=()):
    """The file text of a level (the inverse of parse_level_text)."""
    text = "\n".join((title,) + tuple(rows)) + "\n"
    tail = [f"name {language} {name}" for language, name in names]
    if par is not None:
        tail.append(f"par {par}")
    if tail:
        text += "\n" + "\n".join(tail) + "\n"
    return text


def is_level_file_name(name):
    """True for a name a level file may have: ``*.txt`` (any case), but not ``README.txt``."""
    lowered = os.path.basename(str(name)).lower()
    return lowered.endswith(LEVEL_SUFFIX) and lowered not in NOT_LEVEL_NAMES


def level_file_bytes(path):
    """The bytes of the level file ``path`` (at most MAX_FILE_BYTES); LevelError naming the file when it is no
    regular file, cannot be read or is longer (never OSError; a FIFO never makes it wait)."""
    name = os.path.basename(str(path))
    try:
        with open(path, "rb", opener=open_without_waiting) as handle:  # a FIFO must not hang the loader
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise LevelError("not_a_file", name, None)
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise LevelError("unreadable", name, None, error=error.strerror or type(error).__name__) from None
    if len(data) > MAX_FILE_BYTES:
        raise LevelError("too_long", name, None, limit=MAX_FILE_BYTES)
    return data


def level_file_stamp(path):
    """The SHA-256 of the level file ``path`` as it is now, or None when there is no such file to read: the editor
    compares it at Save with the one it opened, to see a change another window saved meanwhile."""
    try:
        return hashlib.sha256(level_file_bytes(path)).hexdigest()
    except LevelError:
        return None


def read_level_file(path, needs=()):
    """Read and parse one level file; raises LevelError naming the file (never OSError). With ``needs`` (texts,
    e.g. a board's rows): None without parsing when the file lacks one of them (a quick search of many files)."""
    name = os.path.basename(str(path))
    data = level_file_bytes(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise LevelError("not_utf8", name, None) from None
    if not all(part in text for part in needs):
        return None
    return parse_level_text(text, name)


@dataclass(frozen=True)
class ShippedLevel:
    """A level that comes with the game: its preset key (from the file name), parsed text."""

    key: str
    level: LevelText


def shipped_levels():
    """The levels in gamepkg/walls/levels/, in file-name order (``01_a.txt`` has the key ``a``)."""
    folder = importlib.resources.files(SHIPPED_PACKAGE)
    names = sorted(entry.name for entry in folder.iterdir() if is_level_file_name(entry.name)
                   and entry.name[:2].isdigit())
    levels = []
    for name in names:
        text = folder.joinpath(name).read_text(encoding="utf-8")
        key = name[:-len(LEVEL_SUFFIX)].partition("_")[2]
        levels.append(ShippedLevel(key, parse_level_text(text, name)))
    return levels
