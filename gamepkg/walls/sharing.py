"""Sharing Delayed Walls levels: a one-line share text, saving into a pupil's folder, the class levels folders.

A share text is one line that keeps the board and both titles (Game > Copy Level makes it):

    walls-level:xxxxxxx/xx*xxxx/S...Exx/xxxxxxx/xxxxxxx,A,ja=A%3A%20%E3%81%AF...,en=A%3A%20First%20steps

It is ``walls-level:``, the level's game-ID text (walls.Params.encode: rows joined by ``/``, ``#`` written
``x``, then ``,`` and the percent-encoded title), then ``,ja=NAME`` and ``,en=NAME`` for the names. Paste
Level also takes a whole level file's text, or a Delayed Walls game ID.

Class levels folders are only read by the games (a teacher's Publish to Class Folder writes a level into the named
one, publish_level): the one named by the ``class_levels`` setting (or the
``--levels FOLDER`` option for one run), and a ``levels`` folder beside the program (beside the .exe or in
the portable folder when frozen, beside mirrorgames.pyw from source).
"""

import os
import pathlib
import re
from urllib.parse import quote, unquote

from gamepkg.i18n import LANGUAGES
from gamepkg.savefile import write_text_atomically
from gamepkg.school import program_folder
from gamepkg.walls import rules as walls
from gamepkg.walls.level_files import (
    LEVEL_SUFFIX,
    LevelError,
    LevelText,
    format_level_text,
    is_level_file_name,
    parse_level_text,
    read_level_file,
    title_problem,
)

SHARE_PREFIX = "walls-level:"
GAME_ID_PREFIX = f"{walls.GAME}:"
NAME_SEPARATOR = "="
CLASS_SETTING = "class_levels"
BESIDE_PROGRAM = "levels"
MAX_FILE_STEM = 32
MAX_SHARE_TEXT = 4096
LEVEL_FILE_MODE = 0o644  # a level file is readable by everyone: copied to a class share, every pupil may read it


def share_text(level):
    """The one-line share text of a LevelText (board, title and every name)."""
    params = walls.Params(level.title, tuple(level.rows))
    names = "".join(f"{walls.TITLE_SEPARATOR}{language}{NAME_SEPARATOR}{quote(name, safe='')}"
                    for language, name in level.names)
    return SHARE_PREFIX + params.encode() + names


def read_share_line(line):
    """The LevelText of a ``walls-level:`` line; LevelError (reason ``share_bad``) for anything else."""
    board, _comma, rest = line[len(SHARE_PREFIX):].partition(walls.TITLE_SEPARATOR)
    title, *name_fields = rest.split(walls.TITLE_SEPARATOR)
    params = walls.Params.decode(board + walls.TITLE_SEPARATOR + title)
    names = {}
    for name_field in name_fields:
        language, separator, written = name_field.partition(NAME_SEPARATOR)
        try:
            name = unquote(written, errors="strict")
        except UnicodeDecodeError:
            raise LevelError("share_bad", "share") from None
        if not separator or language not in LANGUAGES or language in names or title_problem(name):
            raise LevelError("share_bad", "share")
        names[language] = name
    return LevelText(params.title, params.rows, None, tuple(names.items()))


def read_shared(text):
    """The level in pasted ``text``: a share line, a Delayed Walls game ID, or a level file's text.

    Raises LevelError with the reason (``share_bad`` when it is none of them, ``share_empty`` when empty).
    """
    if not isinstance(text, str) or not text.strip():
        raise LevelError("share_empty", "share")
    if len(text) > MAX_SHARE_TEXT:
        raise LevelError("too_long", "share", limit=MAX_SHARE_TEXT)
    stripped = text.strip()
    if stripped.startswith(SHARE_PREFIX) and "\n" not in stripped:
        return read_share_line(stripped)
    if stripped.startswith(GAME_ID_PREFIX) and "\n" not in stripped:
        params = walls.Params.decode(stripped[len(GAME_ID_PREFIX):].partition("#")[0])
        return LevelText(params.title, params.rows)
    if "\n" not in stripped:
        raise LevelError("share_bad", "share")
    return parse_level_text(text, "share")


def file_stem(level):
    """A plain file name (without .txt) for a level: its English name or title in ASCII letters, else ``level``."""
    for name in (dict(level.names).get("en", ""), level.title):
        words = re.findall(r"[a-z0-9]+", name.lower())
        stem = "_".join(words)[:MAX_FILE_STEM].strip("_")
        if stem:
            return stem
    return "level"


def free_file_name(folder, level):
    """A level file name in ``folder`` not taken yet: ``stem.txt``, else ``stem_2.txt``, ``stem_3.txt``..."""
    stem = file_stem(level)
    taken = set()
    try:
        taken = {name.lower() for name in os.listdir(folder)}
    except OSError:
        pass
    name, number = stem + LEVEL_SUFFIX, 1
    while name.lower() in taken:
        number += 1
        name = f"{stem}_{number}{LEVEL_SUFFIX}"
    return name


def same_level_file(folder, level):
    """The name of a file in ``folder`` that already holds this board and title, or None."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return None
    for name in names:
        if not is_level_file_name(name):
            continue
        try:  # the one safe reader: a FIFO, a device or a huge file named *.txt is refused, never waited on
            found = read_level_file(os.path.join(folder, name), needs=level.rows)  # (others: not parsed)
        except LevelError:
            continue
        if found is not None and (found.title, found.rows) == (level.title, tuple(level.rows)):
            return name
    return None


def save_level(folder, level, name=None):
    """Write ``level`` (a LevelText) into ``folder`` as ``name`` (default: a free name), readable by everyone
    (LEVEL_FILE_MODE); returns the name.

    SaveError (from the atomic write) when the folder cannot be written; an old file of that name survives.
    """
    name = name or free_file_name(folder, level)
    write_text_atomically(pathlib.Path(folder, name),
                          format_level_text(level.title, level.rows, level.par, level.names), mode=LEVEL_FILE_MODE)
    return name


def publish_level(folder, level):
    """Publish ``level`` into the class levels ``folder``: the file that already holds it is written again, else a
    new file of a free name; returns the name. SaveError when this account may not write there."""
    return save_level(folder, level, same_level_file(folder, level))


def remembered_level(path, folders):
    """The Params of the level file ``path`` (the level last played, remembered with its folder) when it still
    lies in one of ``folders`` (the own levels folder, the class folders) and reads as a level, else None."""
    if not path or not any(folder is not None and same_place(os.path.dirname(path), folder) for folder in folders):
        return None
    try:
        level = read_level_file(path)
    except LevelError:
        return None
    return walls.Params(level.title, tuple(level.rows))


def program_levels_folder():
    """The ``levels`` folder beside the program: beside the .exe (or in the portable folder) when frozen, beside the
    zipapp, else beside mirrorgames.pyw."""
    return pathlib.Path(program_folder(), BESIDE_PROGRAM)


def class_folders(named=""):
    """The class levels folders to read, in order: the one ``named`` (setting or --levels), then the program's.

    A folder named twice is read once.
    """
    folders = []
    for folder in ((pathlib.Path(named).expanduser() if named else None), program_levels_folder()):
        if folder is not None and all(not same_place(folder, known) for known in folders):
            folders.append(folder)
    return folders


def same_place(first, second):
    """True when two paths name the same folder (compared resolved, case-blind where the system is)."""
    try:
        return os.path.normcase(os.path.realpath(first)) == os.path.normcase(os.path.realpath(second))
    except (OSError, ValueError):
        return str(first) == str(second)
