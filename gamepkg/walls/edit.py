"""The level editor's draft, without tkinter: a board being painted, its titles, and the steps to undo.

The editor window (widgets/walls/editor.py) turns clicks and keys into ``paint``, ``resize`` and ``undo``
calls and shows what ``problem`` and the solver (gamepkg/walls/why.py) say about the draft. Painting the
start S or the exit E moves it (its old cell becomes floor), so a board keeps one of each. The file a
draft makes is an ordinary level file (gamepkg/walls/level_files.py): line 1 the title (an edited level keeps
its own; a new one takes the English title, else the first one given), then the board, then the
``name LANGUAGE`` lines and the par when known.
"""

from gamepkg.i18n import FALLBACK_LANGUAGE, LANGUAGES
from gamepkg.walls import rules as walls
from gamepkg.walls.level_files import (
    CELL_CHARACTERS,
    EXIT,
    FIRST_BOARD_LINE,
    MAX_HEIGHT,
    MAX_WIDTH,
    MIN_HEIGHT,
    MIN_WIDTH,
    SPROUT,
    START,
    WALL,
    LevelError,
    LevelText,
    grid_problem,
    title_problem,
)

NEW_WIDTH, NEW_HEIGHT = 7, 5
MOVED_AWAY = SPROUT  # what a start or exit leaves behind when it is painted elsewhere
UNDO_LIMIT = 500


def new_rows(width=NEW_WIDTH, height=NEW_HEIGHT):
    """A new board: walls, with one corridor from the start S to the exit E across the middle row."""
    rows = [WALL * width for _ in range(height)]
    rows[height // 2] = START + SPROUT * (width - 2) + EXIT
    return tuple(rows)


def painted(rows, cell, char):
    """``rows`` with ``char`` at ``cell`` (x, y); a start or exit painted elsewhere leaves floor where it was."""
    x, y = cell
    grid = [list(row) for row in rows]
    if char in (START, EXIT):
        for line in grid:
            for index, old in enumerate(line):
                if old == char:
                    line[index] = MOVED_AWAY
    grid[y][x] = char
    return tuple("".join(line) for line in grid)


def resized(rows, width, height):
    """``rows`` cut or grown to ``width`` x ``height`` (new cells are walls), kept within the engine's limits."""
    width = max(MIN_WIDTH, min(MAX_WIDTH, width))
    height = max(MIN_HEIGHT, min(MAX_HEIGHT, height))
    grown = [(row + WALL * width)[:width] for row in rows[:height]]
    grown += [WALL * width] * (height - len(grown))
    return tuple(grown)


class Draft:
    """A level being edited: its board rows, a title per language, the file it came from, its undo steps."""

    def __init__(self, rows=None, titles=None, file=None, title_line="", file_stamp=None):
        """Start from ``rows`` (default: a new board) with ``titles`` ({language code: title}); ``file`` is the
        own-folder file it edits and ``file_stamp`` that file's stamp as it was read (level_files.level_file_stamp:
        a Save compares it with the file's stamp then), ``title_line`` the title line of the level it edits
        (kept, so an old file keeps its line 1)."""
        self.rows = tuple(rows) if rows is not None else new_rows()
        self.titles = {code: (titles or {}).get(code, "") for code in LANGUAGES}
        self.file = file
        self.file_stamp = file_stamp
        self.title_line = title_line
        self.undo_steps = []
        self.kept = self.contents()  # the board and titles as last saved (or as the editor got them)

    @classmethod
    def of_level(cls, level, file=None, file_stamp=None):
        """A draft of a LevelText: its names (a level with none: its title as the English one), a language it
        does not name left empty for a translator, never filled from the title; its title line kept; ``file``
        and ``file_stamp`` as for Draft()."""
        return cls(level.rows, dict(level.names) or {FALLBACK_LANGUAGE: level.title}, file, level.title, file_stamp)

    @property
    def width(self):
        """Cells per row."""
        return len(self.rows[0])

    @property
    def height(self):
        """Number of rows."""
        return len(self.rows)

    def change(self, rows):
        """Take ``rows`` as the board, remembering the old one for undo; False when nothing changed."""
        if rows == self.rows:
            return False
        self.undo_steps = (self.undo_steps + [self.rows])[-UNDO_LIMIT:]
        self.rows = rows
        return True

    def paint(self, cell, char):
        """Paint ``char`` (one of # . * S E) at ``cell``; False when it was already there or is off the board."""
        if char not in CELL_CHARACTERS or not (0 <= cell[0] < self.width and 0 <= cell[1] < self.height):
            return False
        return self.change(painted(self.rows, cell, char))

    def resize(self, width, height):
        """Make the board ``width`` x ``height`` (within the limits); False when the size stays."""
        return self.change(resized(self.rows, width, height))

    def undo(self):
        """Take back the last paint or resize; False when there is nothing to undo."""
        if not self.undo_steps:
            return False
        self.rows = self.undo_steps.pop()
        return True

    def contents(self):
        """What a save keeps: the board and the titles."""
        return self.rows, tuple(title.strip() for title in self.titles.values())

    def mark_saved(self, file, file_stamp=None):
        """The draft is now what ``file`` holds (whose stamp is now ``file_stamp``)."""
        self.file, self.file_stamp = file, file_stamp
        self.kept = self.contents()

    def changed_elsewhere(self, stamp_now):
        """True when the file this draft edits was read or saved here with another stamp than ``stamp_now`` (its
        stamp now; None: the file is gone, and a Save only writes it again): another window saved it meanwhile."""
        return self.file is not None and stamp_now is not None and stamp_now != self.file_stamp

    def unsaved(self):
        """True when closing would lose work: the board or a title changed since the last save (or the start)."""
        return self.contents() != self.kept

    def char_at(self, cell):
        """The character at ``cell``."""
        return self.rows[cell[1]][cell[0]]

    def title(self):
        """The file's title line: the edited level's, else the English title, else the first title given."""
        given = [title.strip() for title in self.titles.values() if title.strip()]
        return self.title_line or self.titles.get("en", "").strip() or (given[0] if given else "")

    def names(self):
        """The (language, name) pairs of the titles given."""
        return tuple((language, name.strip()) for language, name in self.titles.items() if name.strip())

    def board_problem(self):
        """None when the board is a level, else a LevelError (with the board row) saying what is wrong."""
        problem = grid_problem(self.rows)
        if problem is None:
            return None
        index, reason, details = problem
        if index is None:
            return LevelError(reason, "editor", None, **details)
        return LevelError(reason, "editor", index + FIRST_BOARD_LINE, index + 1, **details)

    def title_problem(self):
        """None when the titles can be saved, else a LevelError (no title, too long, bad characters)."""
        for _language, name in self.names() or (("", self.title_line),):
            problem = title_problem(name)
            if problem:
                return LevelError(problem[0], "editor", 1, **problem[1])
        return None

    def params(self, stand_in="?"):
        """The board as walls.Params (with the title, or ``stand_in`` while there is none); LevelError if broken."""
        problem = self.board_problem()
        if problem is not None:
            raise problem
        return walls.Params(self.title() if self.title_problem() is None else stand_in, self.rows)

    def level_text(self, par=None):
        """The draft as a LevelText for a file (raises the title's or the board's LevelError first)."""
        problem = self.title_problem() or self.board_problem()
        if problem is not None:
            raise problem
        return LevelText(self.title(), self.rows, par, self.names())
