"""The Delayed Walls tab's levels: shipped and teachers' levels, their par from the solver, the best moves.

The par of each level is the length of its shortest solution, worked out on the tab's background worker
(one level after the other, in list order) and cached per level for the life of the tab. Each finished
check updates only its own row, so a folder of N levels costs N row updates, not N * N. The best moves per
level live in ``walls_best.json`` in the data folder; a damaged file counts as empty.
"""

import os
import pathlib

from gamepkg import settings as settings_module
from gamepkg.save_error import SaveError
from gamepkg.walls import display as walls_display
from gamepkg.walls import level_files as walls_levels
from gamepkg.walls import sharing as walls_sharing
from widgets.line_breaking import ELLIPSIS
from widgets.long_work import run_beside

DASH, STAR, QUESTION = "\u2014", "\u2605", "?"


class LevelLibrary:
    """The list of levels of one WallsView, with the solver's checks and the player's bests."""

    def __init__(self, view):
        """Start with no entries for ``view``; read the best moves from the data folder."""
        self.view = view
        self.entries = []
        self.numbered = {}  # list key -> (list number, entry)
        self.level_keys = {}  # list key -> level key of the entry's board (worked out once per load)
        self.rows_of = {}  # level key -> [(list number, entry)] of the rows showing that level
        self.checks = {}
        self.pending = set()  # level keys whose check is queued on the worker
        self.broken = set()  # list keys of the rows that cannot be played
        self.bests = self.load_bests()
        self.helped = set()  # level keys whose hint or solution was shown in this window (also with saving off)
        self.tried_names = {}  # level key -> (language, name) pairs of an editor's draft tried in the tab

    def t(self, key, **fields):
        """Translate through the view."""
        return self.view.t(key, **fields)

    # ----- best moves -----
    def load_bests(self):
        """The best-moves table of the data folder ({} when missing or damaged)."""
        try:
            return walls_display.clean_bests(self.view.app.store.read_json(walls_display.BEST_FILE))
        except SaveError:
            return {}

    def best_of(self, params):
        """The fewest moves the player won ``params`` in, or None."""
        return self.bests.get(walls_display.level_key(params))

    def record_best(self, params, moves):
        """Store ``moves`` when it beats the best of ``params``; True when it did (other windows' bests stay).

        A lesson's level is practice: it keeps no best (False)."""
        if getattr(self.view, "lesson", None) is not None:
            return False
        key = walls_display.level_key(params)
        self.bests, improved = walls_display.improved_bests(self.bests, key, moves)

        def with_best(old):
            """The bests in the file now with this one added, or None when the file already has as good."""
            bests, better = walls_display.improved_bests(walls_display.clean_bests(old), key, moves)
            return walls_display.bests_document(bests, walls_display.clean_helped(old)) if better else None

        if improved:
            try:
                self.view.app.store.update_json(walls_display.BEST_FILE, with_best,
                                                clean=walls_display.cleaned_document)
            except SaveError:
                pass  # saving is off or the file cannot be read: the window's notice says so; the best stays
        return improved

    def lists(self, params):
        """True when level ``params`` is a row of the list (shipped or in the levels folder)."""
        return walls_display.level_key(params) in self.rows_of

    def was_helped(self, params):
        """True when a hint or the solution of ``params`` was shown: in this window, or in any on this folder."""
        key = walls_display.level_key(params)
        if key in self.helped:
            return True
        try:
            return key in walls_display.clean_helped(self.view.app.store.read_json(walls_display.BEST_FILE))
        except SaveError:
            return False

    def mark_helped(self, params):
        """Remember that a hint or the solution of ``params`` was shown (its wins set no best from now on)."""
        key = walls_display.level_key(params)
        self.helped.add(key)

        def with_helped(old):
            """The file's bests and helped levels, this one added (None when it is there already)."""
            helped = walls_display.clean_helped(old)
            if key in helped:
                return None
            return walls_display.bests_document(walls_display.clean_bests(old), helped | {key})

        try:
            self.view.app.store.update_json(walls_display.BEST_FILE, with_helped, clean=walls_display.cleaned_document)
        except SaveError:
            pass  # saving is off or the file cannot be read: the window's notice says so; this window remembers

    # ----- the entries -----
    def folder(self):
        """The teachers' level folder inside the data folder (None when there is no data folder at all)."""
        store = self.view.app.store
        return None if store.folder is None else store.path(walls_display.LEVELS_FOLDER)

    def class_folders(self):
        """The class levels folders (read, never written): the setting's or --levels, then the program's."""
        return walls_sharing.class_folders(self.view.app.settings.get(walls_sharing.CLASS_SETTING, ""))

    def all_folders(self):
        """[(folder, source, key prefix)] of the own levels folder, then the class folders."""
        folders = [(self.folder(), walls_display.FOLDER, walls_display.FOLDER)]
        return folders + [(folder, walls_display.CLASS, f"{walls_display.CLASS}{number}")
                          for number, folder in enumerate(self.class_folders(), start=1)]

    def any_folder(self):
        """True when one of the levels folders is there to be read."""
        return any(folder is not None and os.path.isdir(folder) for folder, _source, _prefix in self.all_folders())

    def load(self, beside=True, folders=True):
        """Shipped levels, the own folder's, then the class folders'; an unreadable folder becomes one greyed row.

        ``beside``: the folders are read on a worker thread (widgets/long_work.py: a class folder of thousands
        of files takes seconds; the window answers meanwhile). Without ``folders``, the shipped levels alone
        (the tab's first build: the folders follow once it is built, see WallsView.load_folders)."""
        folders = self.all_folders() if folders else []
        if beside:
            entries, self.level_keys = run_beside(self.view.app, self.view, lambda: keyed_entries(folders))
        else:
            entries, self.level_keys = keyed_entries(folders)
        self.entries = entries
        self.numbered = {entry.key: (number, entry) for number, entry in enumerate(entries, start=1)}
        self.rows_of = {}
        for number, entry in enumerate(entries, start=1):
            if entry.params is not None:
                self.rows_of.setdefault(self.level_keys[entry.key], []).append((number, entry))
        self.refresh()
        self.pump_checks()

    def folder_count(self):
        """How many rows come from the levels folders (the own one and the class's)."""
        return sum(entry.source != walls_display.SHIPPED for entry in self.entries)

    def entry_state(self, entry):
        """``entry`` with its solver check applied: (entry, its LevelCheck or None)."""
        if entry.params is None:
            return entry, None
        check = self.checks.get(self.level_keys.get(entry.key) or walls_display.level_key(entry.params))
        if entry.problem is None and check is not None and check.refused:
            entry = walls_display.with_problem(entry, check.reason, dict(check.details))
        return entry, check

    def effective_entries(self):
        """Every entry with its check applied."""
        return [self.entry_state(entry)[0] for entry in self.entries]

    def find(self, key):
        """The entry (check applied) of list key ``key``, or None."""
        return next((entry for entry in self.effective_entries() if entry.key == key), None)

    def playable_keys(self):
        """The keys of the entries that can be opened, in list order."""
        return [entry.key for entry in self.effective_entries() if entry.playable]

    def entry_of(self, params):
        """The first list entry (check applied) showing level ``params``, or None."""
        for _number, entry in self.rows_of.get(walls_display.level_key(params), ()):
            return self.entry_state(entry)[0]
        return None

    def current_key(self):
        """The list key of the level on screen, or None when it is not in the list (e.g. a game ID's board)."""
        entry = self.entry_of(self.view.session.params)
        return entry.key if entry is not None and entry.playable else None

    def name_of(self, params):
        """The level's name in the window's language (its list entry's name, else the name the editor gave the
        draft being tried, else its title)."""
        entry = self.entry_of(params)
        if entry is not None:
            return entry.name(self.view.tr.language)
        names = self.tried_names.get(walls_display.level_key(params), ())
        return walls_levels.name_in(params.title, names, self.view.tr.language)

    def note_tried(self, params, names):
        """The editor's draft ``params`` is tried in the tab: until it is in the list it goes by ``names``."""
        self.tried_names[walls_display.level_key(params)] = tuple(names)

    def was_tried(self, params):
        """True when the editor tried ``params`` in this window (a draft: not in the list yet)."""
        return walls_display.level_key(params) in self.tried_names

    # ----- what the list shows -----
    def refresh(self):
        """Give the view's level list its rows: their keys now, each row's texts when the list shows it."""
        self.broken = {entry.key for entry in self.effective_entries() if not entry.playable}
        self.view.levels.show_rows(list(self.numbered), self.shown_row, self.broken, self.current_key(),
                                   self.summary())

    def shown_row(self, key):
        """(values (level, best, par), detail, broken?) of list row ``key``, asked when the list shows it."""
        return self.row(*self.numbered[key])[1:]

    def row(self, number, entry):
        """(key, (level, best, par), detail, broken?) of one list row."""
        entry, check = self.entry_state(entry)
        detail = self.row_detail(entry)
        if check is not None and check.warning and entry.playable:
            detail = self.t("walls.view.detail_warning", detail=detail,
                            reason=self.t(f"walls.level_error.{check.reason}", **dict(check.details)))
        return entry.key, self.row_values(number, entry, check), detail, not entry.playable

    def summary(self):
        """The text under the list when the selected row has none: how many files cannot be played."""
        return self.t("walls.view.broken_summary", count=len(self.broken)) if self.broken else ""

    def refresh_level(self, params):
        """Update only the rows showing level ``params`` (after its check or a new best)."""
        for _number, entry in self.rows_of.get(walls_display.level_key(params), ()):
            broken = not self.entry_state(entry)[0].playable
            if broken:
                self.broken.add(entry.key)
            else:
                self.broken.discard(entry.key)
            self.view.levels.row_changed(entry.key, broken)
        self.view.levels.show_summary(self.summary())

    def mark_current(self):
        """Highlight the level on screen in the list (none when it is not in the list), and remember it."""
        key = self.current_key()
        self.view.levels.show_current(key)
        app = self.view.app
        if key is None:
            return
        path = self.file_of(self.numbered[key][1])
        if (app.settings["walls_level"], app.settings["walls_level_file"]) != (key, path):
            app.settings["walls_level"], app.settings["walls_level_file"] = key, path
            settings_module.save_settings(app.store, app.settings)

    def file_of(self, entry):
        """The path of list entry ``entry``'s level file, its folder named ("" for a shipped level)."""
        if entry.source == walls_display.FOLDER:
            folder = self.folder()
        elif entry.source == walls_display.CLASS:  # key ``classN:file``: the N-th class folder
            folders, number = self.class_folders(), int(entry.key.partition(":")[0][len(walls_display.CLASS):])
            folder = folders[number - 1] if 0 < number <= len(folders) else None
        else:
            folder = None
        return "" if folder is None or not entry.file else str(pathlib.Path(folder, entry.file))

    def row_values(self, number, entry, check):
        """(level, best, par) texts of one list row."""
        if not entry.playable:
            key = "walls.view.row_broken_class" if entry.source == walls_display.CLASS else "walls.view.row_broken"
            return (self.t(key, where=self.problem_where(entry.problem),
                           reason=self.problem_reason(entry.problem)), "", DASH)
        name = entry.name(self.view.tr.language)
        if entry.source == walls_display.SHIPPED:
            label = self.t("walls.view.row_shipped", number=number, title=name)
        elif entry.source == walls_display.CLASS:
            label = self.t("walls.view.row_class", title=name)
        else:
            label = self.t("walls.view.row_folder", title=name, file=entry.file)
        best = self.best_of(entry.params)
        par = check.par if check is not None else None
        best_text = DASH if best is None else f"{best} {STAR}" if par is not None and best <= par else str(best)
        return label, best_text, self.par_text(check)

    def par_text(self, check):
        """The list's par column: the number, … while it is worked out, ? when too hard to work out."""
        if check is None:
            return ELLIPSIS
        if check.par is None:
            return QUESTION if check.too_hard else DASH
        return str(check.par)

    def row_detail(self, entry):
        """The text under the list for a selected row: why it cannot be played, or its title and file."""
        if not entry.playable:
            detail = self.t("walls.view.detail_broken", where=self.problem_where(entry.problem),
                            reason=self.problem_reason(entry.problem))
            if entry.params is not None:  # the board is there: the editor shows it, with what is out of reach
                detail += self.t("walls.view.detail_edit_hint")
            return detail
        if entry.source == walls_display.FOLDER:
            return self.t("walls.view.detail_folder", title=entry.name(self.view.tr.language), file=entry.file)
        if entry.source == walls_display.CLASS:
            return self.t("walls.view.detail_class", title=entry.name(self.view.tr.language), file=entry.file)
        return ""

    def problem_where(self, problem):
        """``file line N`` (or just the file) of a level problem."""
        if problem.line is None:
            return self.t("walls.view.where_file", file=problem.file)
        if problem.row is not None:
            return self.t("walls.view.where_row", file=problem.file, line=problem.line, row=problem.row)
        return self.t("walls.view.where_line", file=problem.file, line=problem.line)

    def problem_reason(self, problem):
        """The translated reason of a level problem (its code when no message fits)."""
        key = problem.message_key()
        if self.view.tr.has(key):
            try:
                return self.t(key, **problem.details)
            except (KeyError, IndexError, ValueError):
                pass
        return problem.reason

    # ----- par: the solver's shortest solution, worked out in the background -----
    def check_of(self, params):
        """The solver's LevelCheck of ``params``, or None while it is not known yet."""
        return self.checks.get(walls_display.level_key(params))

    def par_of(self, params):
        """The level's par when known, else None."""
        check = self.check_of(params)
        return None if check is None else check.par

    def declared_par(self, params):
        """The par written in the level's file, if the level is in the list."""
        for _number, entry in self.rows_of.get(walls_display.level_key(params), ()):
            return entry.declared_par
        return None

    def remember(self, params, check):
        """Keep the check of ``params`` and show it in its rows."""
        self.checks[walls_display.level_key(params)] = check
        self.refresh_level(params)

    def pump_checks(self):
        """Queue a check of every level not checked yet (the one on screen first, then the list) on the worker."""
        params = self.view.session.params
        candidates = [(walls_display.level_key(params), params)]
        candidates += [(self.level_keys[entry.key], entry.params) for entry in self.entries
                       if entry.params is not None and entry.problem is None]
        waiting = [(key, params) for key, params in candidates if key not in self.checks and key not in self.pending]
        if waiting:
            self.view.jobs.before_checks()
        for key, params in waiting:
            if key not in self.pending:  # (a level shown twice is checked once)
                self.pending.add(key)
                self.view.jobs.check(walls_display.check_level, (params, self.declared_par(params)),
                                     lambda ok, value, params=params: self.on_checked(params, ok, value))

    def on_checked(self, params, ok, value):
        """One par check finished: remember it and update its rows (and the board when it is this level)."""
        key = walls_display.level_key(params)
        self.pending.discard(key)
        if key in self.checks:
            return
        if not ok:
            value = walls_display.LevelCheck(None, "unreadable", (("error", type(value).__name__),))
        self.remember(params, value)
        if params == self.view.session.params:
            self.view.redraw()


def keyed_entries(folders):
    """(the shipped levels' entries then those of ``folders``, {list key: level key}); pure (no Tk)."""
    entries = walls_display.shipped_entries() + folders_entries(folders)
    return entries, {entry.key: walls_display.level_key(entry.params) for entry in entries if entry.params is not None}


def folders_entries(folders):
    """The level entries of ``folders`` ((folder or None, source, key prefix) each), in order; pure (no Tk)."""
    entries = []
    for folder, source, prefix in folders:
        if folder is None:
            continue
        try:
            entries += walls_display.folder_entries(folder, source, prefix)
        except (OSError, ValueError) as error:
            problem = walls_levels.LevelProblem(str(folder), None, "unreadable", {"error": str(error)})
            entries.append(walls_display.LevelEntry(f"{prefix}:", source, "", problem=problem))
    return entries
