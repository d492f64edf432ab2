"""The suite window: a Notebook with one tab per game, the menus, the language switch, saving.

Tabs are built the first time they are shown, so the window opens quickly. Every menu command acts
on the current tab's view (see widgets/game_view.py).
"""

import random
import tkinter as tk
from tkinter import ttk

from gamepkg import __version__
from gamepkg import settings as settings_module
from gamepkg.i18n import Translator, system_language
from gamepkg.registry import engine_for, split_game_id
from gamepkg.savefile import load_session, save_session
from gamepkg.session import SaveError, size_problem
from gamepkg.settings import ANIMATION_SPEEDS
from widgets.dialogs import FormDialog, MessageDialog, TextWindow
from widgets.registry import VIEWS, view_class

VERSION = __version__  # one version everywhere: gamepkg/__init__.py, equal to pyproject.toml
ZOOM_STEPS = (70, 80, 90, 100, 115, 130, 150, 175, 200)
SHORTCUT_TAG = "SuiteShortcuts"  # a bind tag put first on the focused widget: menu shortcuts win over game keys
NAMED_FONTS = ("TkDefaultFont", "TkTextFont", "TkMenuFont", "TkHeadingFont", "TkFixedFont",
               "TkCaptionFont", "TkSmallCaptionFont", "TkTooltipFont")


class SuiteApp:
    """The one window of the suite and everything its menus do."""

    def __init__(self, root, store, language=None):
        """Build the window on ``root`` using the data folder ``store``; ``language`` overrides the saved one."""
        self.root = root
        self.store = store
        self.settings = settings_module.load_settings(store)
        settings_module.check_record_files(store)
        chosen = language or self.settings["language"] or system_language()
        self.tr = Translator(chosen)
        self.settings.use_unsaved("language", self.tr.language)  # only a choice in the menu is remembered
        self.random = random.Random()
        self.views = {}
        self.games = list(VIEWS)
        self._base_font_sizes = {}
        self.language_var = tk.StringVar(master=root, value=self.tr.language)
        self.speed_var = tk.StringVar(master=root, value=self.settings["animation_speed"])
        self._menus_for = None
        self._build_window()
        store.on_problems_changed = self.show_notice
        if self.settings["zoom"] != 100:
            self._apply_zoom()
        self.relabel()
        self._on_tab_changed()

    # ----- building -----
    def _build_window(self):
        """Create the notebook, one placeholder frame per game, the notice line and the key bindings."""
        self.root.minsize(480, 400)
        self.root.geometry("900x700")
        self.notebook = ttk.Notebook(self.root)
        self.notebook.pack(fill="both", expand=True)
        self.tab_frames = {}
        for game in self.games:
            frame = ttk.Frame(self.notebook)
            self.notebook.add(frame, text=game)
            self.tab_frames[game] = frame
        self.notebook.enable_traversal()
        self.notebook.bind("<<NotebookTabChanged>>", self._on_tab_changed)
        self.notice_var = tk.StringVar(master=self.root)
        self.notice = ttk.Label(self.root, textvariable=self.notice_var, foreground="#8a4b00", padding=(6, 1))
        self.menubar = tk.Menu(self.root, tearoff=False)
        self.root.configure(menu=self.menubar)
        self.game_menu = tk.Menu(self.menubar, tearoff=False, postcommand=self.refresh_menus)
        self.new_menu = tk.Menu(self.game_menu, tearoff=False)
        self.options_menu = tk.Menu(self.menubar, tearoff=False)
        self.help_menu = tk.Menu(self.menubar, tearoff=False)
        self.menubar.add_cascade(menu=self.game_menu, label="Game")
        self.menubar.add_cascade(menu=self.options_menu, label="Options")
        self.menubar.add_cascade(menu=self.help_menu, label="Help")
        shortcuts = {
            "<Control-z>": self.undo, "<Control-y>": self.redo, "<Control-Z>": self.redo,
            "<Control-s>": self.save, "<Control-o>": self.load, "<Control-q>": self.quit,
            "<Control-h>": self.hint, "<F1>": self.show_help, "<F2>": self.new_same,
            "<Control-plus>": self.zoom_in, "<Control-equal>": self.zoom_in,
            "<Control-minus>": self.zoom_out, "<Control-0>": self.zoom_reset,
        }
        shortcuts.update({
            "<Control-Tab>": lambda: self.cycle_tab(1), "<Control-Shift-Tab>": lambda: self.cycle_tab(-1),
            "<Control-ISO_Left_Tab>": lambda: self.cycle_tab(-1),
        })
        for sequence, command in shortcuts.items():
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
        """Run a menu shortcut typed in the main window; keys typed in a dialog go to the dialog."""
        if str(event.widget.winfo_toplevel()) != str(self.root):
            return None
        command()
        return "break"

    def cycle_tab(self, step):
        """Ctrl+Tab / Ctrl+Shift+Tab: show the next or previous tab."""
        index = (self.notebook.index("current") + step) % len(self.games)
        self.select_game(self.games[index])

    def view_for(self, game):
        """The view of ``game``, built on first use."""
        view = self.views.get(game)
        if view is None:
            view = view_class(game)(self.tab_frames[game], self)
            view.pack(fill="both", expand=True)
            self.views[game] = view
        return view

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
        """Build the newly shown tab if needed, give it the keyboard focus, rebuild the menus for it."""
        view = self.current_view()
        if view is not self._shown_view:
            if self._shown_view is not None:
                self._shown_view.on_hidden()
            self._shown_view = view
            view.on_shown()
        view.focus_default()
        if self._menus_for != (self.current_game(), self.tr.language):
            self.rebuild_menus()
        self.update_title()

    def new_seed(self):
        """A fresh random seed for a new game."""
        return self.random.randrange(10 ** 9)

    # ----- menus -----
    def rebuild_menus(self):
        """Fill the Game, Options and Help menus for the current tab in the current language."""
        t = self.tr.t
        view = self.current_view()
        self._menus_for = (self.current_game(), self.tr.language)
        for index, key in enumerate(("menu.game", "menu.options", "menu.help")):
            self.menubar.entryconfigure(index, label=t(key))
        self.new_menu.delete(0, "end")
        for key, params in view.engine.PRESETS.items():
            self.new_menu.add_command(label=view.preset_label(key),
                                      command=lambda params=params: self.new_game(params))
        if view.has_custom:
            self.new_menu.add_separator()
            self.new_menu.add_command(label=t("menu.custom"), command=self.custom_game)
        menu = self.game_menu
        menu.delete(0, "end")
        self.game_entries = {}

        def add(key, command, accelerator=""):
            """Add one Game-menu entry and remember its index by message id."""
            menu.add_command(label=t(key), command=command, accelerator=accelerator)
            self.game_entries[key] = menu.index("end")

        menu.add_cascade(label=t("menu.new"), menu=self.new_menu)
        add("menu.restart", self.restart)
        menu.add_separator()
        add("menu.undo", self.undo, "Ctrl+Z")
        add("menu.redo", self.redo, "Ctrl+Y")
        add("menu.hint", self.hint, "Ctrl+H")
        menu.add_separator()
        add("menu.save", self.save, "Ctrl+S")
        add("menu.load", self.load, "Ctrl+O")
        menu.add_separator()
        add("menu.copy_id", self.copy_game_id)
        add("menu.enter_id", self.enter_game_id)
        extras = view.extra_menu_items()
        if extras:
            menu.add_separator()
            for key, command, accelerator in extras:
                add(key, command, accelerator)
        menu.add_separator()
        add("menu.quit", self.quit, "Ctrl+Q")
        self._rebuild_options_menu(view)
        self._rebuild_help_menu(view)
        self.refresh_menus()

    def _rebuild_options_menu(self, view):
        """Language choice, zoom, and the current game's own options."""
        t = self.tr.t
        menu = self.options_menu
        menu.delete(0, "end")
        language_menu = tk.Menu(menu, tearoff=False)
        for lang in ("ja", "en"):
            language_menu.add_radiobutton(label=t(f"lang.{lang}"), value=lang, variable=self.language_var,
                                          command=lambda lang=lang: self.set_language(lang))
        menu.add_cascade(label=t("menu.language"), menu=language_menu)
        speed_menu = tk.Menu(menu, tearoff=False)
        for speed in ANIMATION_SPEEDS:
            speed_menu.add_radiobutton(label=t(f"speed.{speed}"), value=speed, variable=self.speed_var,
                                       command=lambda speed=speed: self.set_animation_speed(speed))
        menu.add_cascade(label=t("menu.speed"), menu=speed_menu)
        menu.add_separator()
        menu.add_command(label=t("menu.zoom_in"), command=self.zoom_in, accelerator="Ctrl++")
        menu.add_command(label=t("menu.zoom_out"), command=self.zoom_out, accelerator="Ctrl+-")
        menu.add_command(label=t("menu.zoom_reset"), command=self.zoom_reset, accelerator="Ctrl+0")
        options = view.option_items()
        if options:
            menu.add_separator()
            for key, variable, command in options:
                menu.add_checkbutton(label=t(key), variable=variable, command=command)

    def _rebuild_help_menu(self, view):
        """How to play, the game's own help entries, About."""
        t = self.tr.t
        menu = self.help_menu
        menu.delete(0, "end")
        menu.add_command(label=t("menu.how_to_play"), command=self.show_help, accelerator="F1")
        for key, command in view.help_menu_items():
            menu.add_command(label=t(key), command=command)
        menu.add_command(label=t("menu.source"), command=self.show_source)
        menu.add_command(label=t("menu.selftest"), command=self.run_rule_tests)
        menu.add_separator()
        menu.add_command(label=t("menu.about"), command=self.show_about)

    def refresh_menus(self):
        """Enable only the Game-menu entries that apply right now."""
        view = self.views.get(self.current_game())
        if view is None or not getattr(self, "game_entries", None):
            return
        busy = view.is_busy()
        enabled = {
            "menu.restart": view.session.can_undo() and not busy,
            "menu.undo": view.can_undo(),
            "menu.redo": view.can_redo(),
            "menu.hint": view.has_hint and not busy and view.session.status() == "playing",
            "menu.save": self.store.writable and not busy,
            "menu.load": self.store.writable and self.store.path(self.save_name(view)).exists() and not busy,
        }
        for key, on in enabled.items():
            self.game_menu.entryconfigure(self.game_entries[key], state="normal" if on else "disabled")
        self.update_title()

    # ----- language and look -----
    def set_language(self, language):
        """Switch every text to ``language`` live and remember the choice."""
        self.tr.set_language(language)
        self.language_var.set(language)
        self.settings["language"] = language
        settings_module.save_settings(self.store, self.settings)
        self.relabel()

    def relabel(self):
        """Translate the tabs, menus, notice and every built view again."""
        t = self.tr.t
        for game in self.games:
            self.notebook.tab(self.tab_frames[game], text=t(f"{game}.title"))
        self.show_notice()
        for view in self.views.values():
            view.relabel()
        self.rebuild_menus()

    def show_notice(self):
        """The line at the bottom: saving is off, or a data file cannot be read (left alone) or was damaged."""
        text = "\n".join(self.tr.t(key, **fields) for key, fields in self.store.notices())
        self.notice_var.set(text)
        if text and not self.notice.winfo_manager():
            self.notice.pack(side="bottom", fill="x", before=self.notebook)
        elif not text and self.notice.winfo_manager():
            self.notice.pack_forget()

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

    def _apply_zoom(self):
        """Scale the named fonts by the zoom setting."""
        import tkinter.font as tkfont
        zoom = self.settings["zoom"]
        for name in NAMED_FONTS:
            try:
                font = tkfont.nametofont(name, root=self.root)
            except tk.TclError:
                continue
            base = self._base_font_sizes.setdefault(name, font.actual("size") or 10)
            sign = -1 if font.cget("size") < 0 else 1
            font.configure(size=sign * max(6, round(abs(base) * zoom / 100)))
        for view in self.views.values():
            view.on_zoom()

    def _set_zoom(self, zoom):
        """Set the zoom to ``zoom`` percent, redraw, and remember it."""
        self.settings["zoom"] = zoom
        settings_module.save_settings(self.store, self.settings)
        self._apply_zoom()

    def zoom_in(self):
        """Make fonts and boards bigger (for projectors)."""
        bigger = [step for step in ZOOM_STEPS if step > self.settings["zoom"]]
        if bigger:
            self._set_zoom(bigger[0])

    def zoom_out(self):
        """Make fonts and boards smaller."""
        smaller = [step for step in ZOOM_STEPS if step < self.settings["zoom"]]
        if smaller:
            self._set_zoom(smaller[-1])

    def zoom_reset(self):
        """Back to the normal size."""
        self._set_zoom(100)

    # ----- dialogs (tests replace the four below) -----
    def modal(self, show):
        """Run ``show()`` (a modal dialog) with the current tab told it is hidden meanwhile; returns its result."""
        view = self._shown_view
        if view is not None:
            view.on_hidden()
        try:
            return show()
        finally:
            if view is not None and view is self._shown_view:
                view.on_shown()

    def message_box(self, title_key, text, yes_no=False):
        """Show the suite's own message box (buttons in the suite's language); True for OK/Yes."""
        t = self.tr.t
        buttons = (t("dialog.yes"), t("dialog.no")) if yes_no else (t("dialog.ok"), None)
        return self.modal(lambda: MessageDialog(self.root, t(title_key), text, *buttons).run())

    def ask_yes_no(self, key, **fields):
        """Ask a yes/no question; True for yes."""
        return self.message_box("dialog.confirm", self.tr.t(key, **fields), yes_no=True)

    def show_error(self, text):
        """Show an error message."""
        self.message_box("dialog.error", text)

    def show_info(self, text):
        """Show an information message."""
        self.message_box("dialog.info", text)

    def ask_text(self, key):
        """Ask for one line of text; None when cancelled."""
        def form():
            """The one-field form, in the suite's language."""
            return FormDialog(self.root, self.tr, self.tr.t("menu.enter_id"), [(self.tr.t(key), "")],
                              lambda values: (values[0], None), entry_width=32).run()
        return self.modal(form)

    # ----- commands -----
    def _ready(self, view):
        """True when the view can take a command now; otherwise say why."""
        if view.is_busy():
            view.set_status("common.busy")
            return False
        return True

    def confirm_discard(self, view):
        """True when it is fine to drop the view's current game (asks if it has progress)."""
        return not view.has_progress() or self.ask_yes_no("confirm.discard")

    def new_game(self, params, seed=None, view=None):
        """Start a new game with ``params`` in the current tab (asks before dropping progress)."""
        view = view or self.current_view()
        if self._ready(view) and self.confirm_discard(view):
            view.start(params, seed)
            self.rebuild_menus()

    def new_same(self):
        """F2: a new game with the same parameters."""
        view = self.current_view()
        self.new_game(view.session.params, view=view)

    def custom_game(self):
        """Ask the view for custom parameters, then start them."""
        view = self.current_view()
        params = self.modal(view.custom_dialog)
        if params is not None:
            self.new_game(params, view=view)

    def restart(self):
        """Back to the start of the current game."""
        view = self.current_view()
        if self._ready(view) and view.confirm_restart():
            view.restart()

    def undo(self):
        """Undo in the current tab."""
        view = self.current_view()
        if self._ready(view):
            view.undo()

    def redo(self):
        """Redo in the current tab."""
        view = self.current_view()
        if self._ready(view):
            view.redo()

    def hint(self):
        """Hint in the current tab."""
        view = self.current_view()
        if view.has_hint and self._ready(view):
            view.hint()

    def save_name(self, view):
        """The save slot of a view's game inside the data folder."""
        return f"saves/{view.engine.GAME}.json"

    def save(self):
        """Save the current game to its slot in the data folder."""
        view = self.current_view()
        if not self._ready(view):
            return False
        try:
            path = save_session(self.store, self.save_name(view), view.session)
        except SaveError as error:
            view.set_status(error.key, **error.details)
            self.show_error(self.tr.t(error.key, **error.details))
            return False
        view.set_status("status.saved", path=str(path))
        self.refresh_menus()
        return True

    def load(self, path=None):
        """Load the current game's slot (or ``path``); a bad file changes nothing and says why."""
        view = self.current_view()
        if not self._ready(view):
            return False
        path = path or self.store.path(self.save_name(view))
        try:
            session = load_session(path, expected_game=view.engine.GAME)
        except SaveError as error:
            reason = self.tr.t(error.key, **error.details)
            view.set_status("load.failed", reason=reason)
            self.show_error(self.tr.t("load.failed", reason=reason))
            return False
        if not self.confirm_discard(view):
            return False
        view.adopt_session(session)
        view.set_status("status.loaded", path=str(path))
        self.rebuild_menus()
        return True

    def copy_game_id(self):
        """Put the current game's ID on the clipboard."""
        view = self.current_view()
        game_id = view.session.game_id()
        self.root.clipboard_clear()
        self.root.clipboard_append(game_id)
        view.set_status("game_id.copied", game_id=game_id)

    def enter_game_id(self):
        """Ask for a game ID and open it."""
        text = self.ask_text("game_id.prompt")
        if text:
            self.open_game_id(text)

    def open_game_id(self, text, interactive=True):
        """Open the tab and game a game ID names; returns an error text or None on success."""
        try:
            game, params_text, seed = split_game_id(text)
            if game not in self.games:
                raise ValueError(self.tr.t("game_id.unknown_game", game=game))
            engine = engine_for(game)
            params = engine.Params.decode(params_text) if params_text else engine.DEFAULT_PARAMS
            problem = size_problem(engine, params)
            if problem:
                raise ValueError(self.tr.t(problem[0], **problem[1]))
        except ValueError as error:
            # An engine's error may carry a message id and fields (``key``, ``details``): shown translated.
            key = getattr(error, "key", None)
            reason = self.tr.t(key, **error.details) if key and self.tr.has(key) else str(error)
            message = self.tr.t("game_id.bad", reason=reason)
            if interactive:
                self.show_error(message)
            return message
        view = self.select_game(game)
        if interactive:
            self.new_game(params, seed, view=view)
        else:
            view.start(params, seed)
            self.rebuild_menus()
        return None

    def show_help(self):
        """Show How to play for the current game."""
        view = self.current_view()
        TextWindow(self.root, self.tr.t("menu.how_to_play"), view.help_text())

    def show_source(self):
        """Open the current game's rule engine source, read-only, with its exercises."""
        from widgets.source_view import SourceWindow, engine_file  # only when asked: keeps start-up quick
        SourceWindow(self.root, self.tr, engine_file(self.current_view().engine))

    def run_rule_tests(self):
        """Run the current game's pure-rule tests in a window of their own."""
        from widgets.selftest_view import SelfTestWindow  # only when asked: keeps start-up quick
        return SelfTestWindow(self.root, self.tr, self.current_game())

    def show_about(self):
        """Show the About box."""
        self.show_info(self.tr.t("app.about", version=VERSION, count=len(self.games),
                                  folder=str(self.store.folder)))

    def unsaved_views(self):
        """The built views that would lose progress on quitting."""
        return [view for view in self.views.values() if view.has_progress()]

    def confirm_quit(self, views):
        """True when quitting may go ahead: asks first when ``views`` would lose progress."""
        if not views:
            return True
        if not self.store.writable:  # nothing could have been saved: say so instead of "unsaved"
            return self.ask_yes_no("confirm.quit_saving_off", folder=str(self.store.folder))
        return self.ask_yes_no("confirm.quit")

    def quit(self):
        """Close the window, asking first when progress would be lost."""
        if not self.confirm_quit(self.unsaved_views()):
            return False
        self.root.destroy()
        return True
