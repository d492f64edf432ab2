"""The suite window: a Notebook with one tab per game, the language switch, the notice line, dialogs.

Tabs are built the first time they are shown, so the window opens quickly; after the first frame the code of
the other tabs is imported module by module, a few milliseconds a tick (prepare_tabs, widgets/import_steps.py),
so that a first visit is quicker and no tick holds the window long. Every menu command acts
on the current tab's view (see widgets/game_view.py). The menus live in widgets/app_menus.py, the
commands in widgets/app_commands.py, the notice line in widgets/app_notice.py, the help windows in
widgets/help_windows.py and the zoom in widgets/zoom.py; SuiteApp joins them.
"""

import gc
import os
import time
import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from gamepkg import __version__
from gamepkg import school as school_module
from gamepkg import settings as settings_module
from gamepkg.i18n import FALLBACK_LANGUAGE, LANGUAGE_BY_CODE, Translator, system_language
from gamepkg.settings import ANIMATION_SPEEDS
from widgets import font_check
from widgets.app_commands import SuiteCommands
from widgets.app_dialogs import SuiteDialogs
from widgets.app_menus import SuiteMenus
from widgets.app_notice import SuiteNotice
from widgets.help_windows import HelpWindows
from widgets.record_gate import gated
from widgets.registry import VIEWS, tab_modules, view_class
from widgets.zoom import NAMED_FONTS, ZOOM_STEPS, SuiteZoom, first_geometry, min_size, screen_of

TAB_BORDERS = 4  # pixels of a notebook tab's borders, left and right together, besides its padding

__all__ = ["SuiteApp", "VERSION", "ZOOM_STEPS", "NAMED_FONTS", "SHORTCUT_TAG"]

VERSION = __version__  # one version everywhere: gamepkg/__init__.py, equal to pyproject.toml
SHORTCUT_TAG = "SuiteShortcuts"  # a bind tag put first on the focused widget: menu shortcuts win over game keys
PREPARE_AFTER_MS = 300  # after the first frame, import the other tabs' code (bench/latency.py: first visits)
PREPARE_STEP_MS = 1  # between two ticks of those imports (input and redraws go first in between)
PREPARE_TICK_SECONDS = 0.015  # a tick imports modules one by one until this much time went by (about a frame)


class SuiteApp(SuiteMenus, SuiteCommands, SuiteDialogs, SuiteNotice, HelpWindows, SuiteZoom):
    """The one window of the suite and everything its menus do."""

    def __init__(self, root, store, language=None, levels=None, offer_lessons=False, freeze_built=False,
                 frame_first=False, show_missing_texts=False, school=None):
        """Build the window on ``root`` using the data folder ``store``; ``language`` overrides the saved one,
        ``levels`` the class levels folder (both for this run only).

        ``offer_lessons``: offer each tab's lesson once, at its first start (the launcher asks for it).
        ``freeze_built``: once the tabs' code is imported, and after each tab's first visit, keep what is there
        out of the garbage collector's later rounds (gc.freeze; the launcher asks for it): a full round over
        the whole suite held a click up to 30 ms. Code, tabs and menus live as long as the window.
        ``frame_first``: build only the window's frame (tabs named, menu bar, notice line) and leave the first
        tab to ``finish_start()``, which the caller runs once that frame is drawn (the launcher does: the
        window shows sooner); without it the whole window is built here.
        ``show_missing_texts`` (--show-missing-texts): mark each text shown in English for want of a translation.
        ``school``: the school settings file (gamepkg/school.py SchoolFile; default: the one of this PC, if any);
        what it sets wins over the saved settings and over ``language`` and ``levels``."""
        self.root = root
        self.offer_lessons = offer_lessons
        self.freeze_built = freeze_built
        self.store = store
        self.school = school_module.read_school_file() if school is None else school
        self.settings = settings_module.load_settings(store, self.school.fixed)
        self.start_notices = []  # (message id, fields) of start-up problems for the notice line
        if self.school.problem is not None:
            problem = {"file": str(self.school.path), "reason": self.school.problem}
            self.start_notices.append(("app.school_bad", problem))
        if levels and not self.settings.is_fixed("class_levels"):
            self.settings.use_unsaved("class_levels", str(levels))
            if not os.path.isdir(levels):  # read only when the levels tab opens: said now, not never
                self.start_notices.append(("app.levels_missing", {"folder": str(levels)}))
        settings_module.check_record_files(store)
        chosen = self.settings.fixed.get("language") or language or self.settings["language"] or system_language()
        if font_check.font_missing(root, chosen):  # the language's row in LANGUAGE_TABLE names its letters
            missing = LANGUAGE_BY_CODE[chosen].english_name  # boxes help nobody: English, and the notice says why
            chosen = FALLBACK_LANGUAGE
            self.start_notices.append(("app.no_font", {"language": missing}))
        self.tr = Translator(chosen, show_missing=show_missing_texts)
        root.tr = self.tr  # the window's language for what sits outside a tab (wrapping_label.language_of)
        self.settings.use_unsaved("language", self.tr.language)  # only a choice in the menu is remembered
        self.random = None  # the random.Random of new seeds, made at the first new game (see new_seed)
        self.views = {}
        self.laid_out = {}  # game -> (language, zoom) its built tab was last laid out for (see catch_up)
        self._game_id_read = None  # (text, (game, params, seed)) of the game ID read last (see read_game_id)
        self.games = list(VIEWS)
        self._base_font_sizes = {}
        self.language_var = tk.StringVar(master=root, value=self.tr.language)
        self.speed_var = tk.StringVar(master=root, value=self.settings["animation_speed"])
        self._menus_for = None
        self.help_windows = {}  # (kind, game) -> (window, how to open it again) of each help window (open_window)
        self.gate_passed = {}  # view -> the message id of the command acting on it now (widgets/record_gate.py)
        self.modal_depth = 0  # how many modal dialogs are waiting for an answer, one inside another
        self.quit_pending = False  # the close button was pressed while a dialog waited (see quit)
        self.started = False  # True once finish_start built the first tab (the tabs' events wait till then)
        self._prepare_job = None
        self._build_window()
        store.on_problems_changed = self.show_notice
        if self.settings["zoom"] != 100:
            self._apply_zoom()
        self.fit_tab_titles()
        self.show_notice()
        self.label_menubar()
        self.update_title()
        self.root.bind("<Destroy>", self._stop_preparing, add="+")
        if not frame_first:
            self.finish_start()

    def finish_start(self):
        """Build the first tab and the menus, note the games a killed program left (counted as lost), and
        import the other tabs' code a little later (prepare_tabs)."""
        from gamepkg import games_under_way  # here, not at the top: the first frame does not need it (bench/startup.py)
        from widgets.input_pause import InputPause
        left = games_under_way.count_left_games(self.store)
        if left:
            self.start_notices.append(("record.left_under_way", {"count": left}))
        self.input_pause = InputPause(self.root)  # background checks wait while the player clicks or types
        self.started = True
        self.relabel()
        self._on_tab_changed()
        self._prepare_job = self.root.after(PREPARE_AFTER_MS, self.prepare_tabs)

    # ----- building -----
    def _build_window(self):
        """Create the notebook, one placeholder frame per game, the notice line and the key bindings."""
        self.root.minsize(*min_size(100, screen_of(self.root)))
        self.root.geometry(first_geometry(screen_of(self.root)))  # fits a small screen too (800x600, 640x480)
        self.follow_window_size()
        self.notebook = ttk.Notebook(self.root)
        self.notebook.pack(fill="both", expand=True)
        self.notebook.bind("<Configure>", self.fit_tab_titles, add="+")
        self.tab_frames = {}
        for game in self.games:
            frame = ttk.Frame(self.notebook)
            self.notebook.add(frame, text=game)
            self.tab_frames[game] = frame
        self.notebook.enable_traversal()
        self.notebook.bind("<<NotebookTabChanged>>", self._on_tab_changed)
        self.build_notice()
        self.menubar = tk.Menu(self.root, tearoff=False)
        self.root.configure(menu=self.menubar)
        self.game_menu = tk.Menu(self.menubar, tearoff=False, postcommand=self.refresh_menus)
        self.new_menu = tk.Menu(self.game_menu, tearoff=False)
        self.options_menu = tk.Menu(self.menubar, tearoff=False)
        self.help_menu = tk.Menu(self.menubar, tearoff=False)
        self.language_menu = tk.Menu(self.options_menu, tearoff=False)  # Options submenus, refilled on rebuild
        self.speed_menu = tk.Menu(self.options_menu, tearoff=False)
        self.menubar.add_cascade(menu=self.game_menu, label="Game")
        self.menubar.add_cascade(menu=self.options_menu, label="Options")
        self.menubar.add_cascade(menu=self.help_menu, label="Help")
        # Each key with the message id of its command in the record gate (widgets/record_gate.py).
        self.shortcuts = {
            "<Control-z>": ("menu.undo", self.undo), "<Control-y>": ("menu.redo", self.redo),
            "<Control-Z>": ("menu.redo", self.redo), "<Control-s>": ("menu.save", self.save),
            "<Control-o>": ("menu.load", self.load), "<Control-q>": ("menu.quit", self.quit),
            "<Control-h>": ("menu.hint", self.hint), "<F1>": ("menu.how_to_play", self.show_help),
            "<F2>": ("menu.new_same", self.new_same), "<F3>": ("menu.lesson", self.start_lesson),
            "<Control-plus>": ("menu.zoom_in", self.zoom_in), "<Control-equal>": ("menu.zoom_in", self.zoom_in),
            "<Control-minus>": ("menu.zoom_out", self.zoom_out), "<Control-0>": ("menu.zoom_reset", self.zoom_reset),
            "<Control-Tab>": ("tab.next", lambda: self.cycle_tab(1)),
            "<Control-Shift-Tab>": ("tab.previous", lambda: self.cycle_tab(-1)),
            "<Control-ISO_Left_Tab>": ("tab.previous", lambda: self.cycle_tab(-1)),
        }
        for sequence, (key, command) in self.shortcuts.items():
            command = gated(self, key, command)
            self.root.bind_class(SHORTCUT_TAG, sequence,
                                 lambda event, command=command: self._on_shortcut(event, command))
        self.root.bind_all("<FocusIn>", self._put_shortcuts_first, add="+")
        self._put_shortcuts_first(widget=self.root)
        self._shown_view = None
        self.root.protocol("WM_DELETE_WINDOW", self.quit)

    def _put_shortcuts_first(self, event=None, widget=None):
        """Give the focused widget the suite's shortcuts before its own key bindings (game keys never trap)."""
        widget = widget if widget is not None else event.widget
        if isinstance(widget, str):  # focus on a Tk-internal widget tkinter does not know
            return
        tags = widget.bindtags()
        if tags and tags[0] != SHORTCUT_TAG:
            widget.bindtags((SHORTCUT_TAG,) + tuple(tag for tag in tags if tag != SHORTCUT_TAG))

    def _on_shortcut(self, event, command):
        """Run a menu shortcut typed in the main window; keys typed in a dialog go to the dialog (and keys typed
        before the first tab is there do nothing)."""
        if str(event.widget.winfo_toplevel()) != str(self.root):
            return None
        if not self.started:
            return "break"
        command()
        return "break"

    def prepare_tabs(self, steps=None):
        """Import the tabs' view code, the tabs in order, a module at a time for PREPARE_TICK_SECONDS a tick (input
        goes first in between; a tick ends after the module that used up its time, at most some 10 ms more); a tab
        built on its first visit then needs only building."""
        from widgets.import_steps import ImportSteps  # here: it imports opcode, which the first frame does not need
        self._prepare_job = None
        steps = steps or ImportSteps([name for game in self.games for name in tab_modules(game)])
        tick_ends = time.perf_counter() + PREPARE_TICK_SECONDS
        more = steps.step()
        while more and time.perf_counter() < tick_ends:
            more = steps.step()
        if more:
            self._prepare_job = self.root.after(PREPARE_STEP_MS, self.prepare_tabs, steps)
        elif self.freeze_built:
            gc.freeze()

    def _stop_preparing(self, event):
        """The window goes: call off the waiting prepare_tabs (its Tcl command goes with the window)."""
        if event.widget is self.root and self._prepare_job is not None:
            self.root.after_cancel(self._prepare_job)
            self._prepare_job = None

    def cycle_tab(self, step):
        """Ctrl+Tab / Ctrl+Shift+Tab: show the next or previous tab."""
        index = (self.notebook.index("current") + step) % len(self.games)
        self.select_game(self.games[index])

    def view_for(self, game):
        """The view of ``game``, built on first use."""
        view = self.views.get(game)
        if view is None:
            view = view_class(game)(self.tab_frames[game], self)
            self.zoom_boards(view)
            view.pack(fill="both", expand=True)
            self.views[game] = view
            self.laid_out[game] = self.looks_now()
            if self.freeze_built:
                self.root.after_idle(gc.freeze)  # the new tab lives as long as the window
        elif self.laid_out[game] != self.looks_now() and game == self.current_game():
            self.catch_up(game)
        return view

    def looks_now(self):
        """(language, zoom) of the window now: what a shown tab is laid out for."""
        return self.tr.language, self.settings["zoom"]

    def catch_up(self, game):
        """Lay out ``game``'s built tab for the language and zoom of now (a switch re-lays only the shown tab; the
        others follow here, when next shown)."""
        view = self.views[game]
        language, zoom = self.laid_out[game]
        self.laid_out[game] = self.looks_now()
        if zoom != self.settings["zoom"]:
            self.zoom_view(view)
        if language != self.tr.language:
            view.relabel()

    def current_game(self):
        """The id of the game whose tab is selected."""
        return self.games[self.notebook.index("current")]

    def current_view(self):
        """The view of the selected tab (built if needed)."""
        return self.view_for(self.current_game())

    def select_game(self, game):
        """Show the tab of ``game``."""
        self.notebook.select(self.tab_frames[game])
        return self.view_for(game)

    def _on_tab_changed(self, event=None):
        """Build the newly shown tab if needed, give it the keyboard focus, rebuild the menus for it (once the
        window has started: the tabs added to the frame announce themselves before finish_start)."""
        if not self.started:
            return
        view = self.current_view()
        if view is not self._shown_view:
            if self._shown_view is not None:
                self._shown_view.on_hidden()
            self._shown_view = view
            view.on_shown()
            if self.offer_lessons:
                self.root.after_idle(self.offer_lesson, self.current_game())
        view.focus_default()
        if self._menus_for != (self.current_game(), self.tr.language):
            self.rebuild_menus()
        self.update_title()

    def new_seed(self):
        """A fresh random seed for a new game."""
        if self.random is None:
            import random  # here: the window's first frame does not need it (bench/startup.py)
            self.random = random.Random()
        return self.random.randrange(10 ** 9)

    # ----- language and look -----
    def set_language(self, language):
        """Switch every text to ``language`` live and remember the choice."""
        if self.settings.is_fixed("language"):  # the school file set it (Options shows it greyed out)
            return
        self.tr.set_language(language)
        self.language_var.set(language)
        self.settings["language"] = language
        settings_module.save_settings(self.store, self.settings)
        self.relabel()

    def relabel(self):
        """Translate the tabs, menus, notice and every built view again."""
        self.fit_tab_titles()
        self.show_notice()
        for game, view in self.views.items():  # the shown tab (and a tab's open window) now, the others when next
            if game == self.current_game() or any(isinstance(child, tk.Toplevel) for child in view.winfo_children()):
                self.catch_up(game)  # shown (catch_up)
        self.rebuild_menus()
        self.reopen_windows()

    def fit_tab_titles(self, event=None):
        """Name each tab by its game's title, or every tab by the short titles when the titles would not all
        fit the window's width (a squeezed tab cuts its text). The tabs' width never changes the window's."""
        titles = [self.tr.t(f"{game}.title") for game in self.games]
        width = self.notebook.winfo_width()
        if width > 1:
            font = tkfont.nametofont("TkDefaultFont", root=self.root)
            padding = ttk.Style(self.root).lookup("TNotebook.Tab", "padding") or (0,)
            extra = 2 * int(str(padding[0])) + TAB_BORDERS
            if sum(font.measure(title) + extra for title in titles) > width:
                titles = [self.tr.t(f"{game}.short_title") if self.tr.has(f"{game}.short_title") else title
                          for game, title in zip(self.games, titles)]
        for game, title in zip(self.games, titles):
            if self.notebook.tab(self.tab_frames[game], "text") != title:
                self.notebook.tab(self.tab_frames[game], text=title)

    def set_animation_speed(self, speed):
        """Use ``speed`` (slow, normal, fast, instant) for every game's animations and remember it."""
        if speed not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed: {speed!r}")
        self.settings["animation_speed"] = speed
        self.speed_var.set(speed)
        settings_module.save_settings(self.store, self.settings)
        for view in self.views.values():
            view.on_speed_changed(speed)

    def update_title(self):
        """Window title: the suite's name and the current game's."""
        game = self.current_game()
        self.root.title(f"{self.tr.t(f'{game}.title')} - {self.tr.t('app.title')}")
