"""The suite window's commands: new game, undo/redo, hint, save/load, game IDs, help windows, quitting."""

from gamepkg import __version__
from gamepkg import settings as settings_module
from gamepkg.i18n import Text
from gamepkg.lesson_records import finished_lessons
from gamepkg.lessons import lesson_steps, rule_place
from gamepkg.registry import engine_for, split_game_id
from gamepkg.savefile import load_session, save_session
from gamepkg.session import SaveError, size_problem
from widgets.dialogs import TextWindow


class SuiteCommands:
    """The menu commands of SuiteApp (a mixin: each acts on the current tab's view)."""

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
        if view.lesson is not None:  # the save slot keeps the real game
            view.set_status("lesson.no_save")
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
        try:
            path = path or self.store.path(self.save_name(view))
            session = load_session(path, expected_game=view.engine.GAME)
        except SaveError as error:
            reason = self.tr.t(error.key, **error.details)
            view.set_status("load.failed", reason=reason)
            self.show_error(self.tr.t("load.failed", reason=reason))
            return False
        if not self.confirm_discard(view):
            return False
        view.adopt_session(session)
        key, fields = view.position_status()  # the status line still describes the position shown
        view.set_status("status.loaded", path=str(path), position=Text(key, fields))
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

    def open_window(self, make):
        """Open a help window with ``make()`` and remember how, so that a language switch opens it again in
        the new language (see reopen_windows); returns the window."""
        window = make()
        still_open = [(shown, maker) for shown, maker in self.help_windows if shown.winfo_exists()]
        self.help_windows = still_open + [(window, make)]
        return window

    def reopen_windows(self):
        """After a language switch: every help window still open is opened again, in the new language."""
        opened, self.help_windows = self.help_windows, []
        for window, make in opened:
            if window.winfo_exists():
                window.destroy()
                self.open_window(make)

    def show_help(self):
        """Show How to play for the current game."""
        view = self.current_view()
        return self.open_window(lambda: TextWindow(self.root, self.tr.t("menu.how_to_play"),
                                                   view.help_text() + self.lesson_help(view.engine.GAME)))

    def lesson_help(self, game):
        """How to Play's last lines: F3 starts the lesson (and when it was finished), or "" without a lesson."""
        if not lesson_steps(game):
            return ""
        text = "\n\n" + self.tr.t("lesson.help_line")
        finished = finished_lessons(self.store).get(game)
        return text + (" " + self.tr.t("lesson.help_finished", date=finished) if finished else "")

    def start_lesson(self):
        """Help → Lesson (F3): the current tab's lesson above its board (says so when the game has none)."""
        from widgets.lesson_coach import open_lesson  # only when asked: keeps start-up quick
        view = self.current_view()
        if self._ready(view) and not open_lesson(view):
            self.show_info(self.tr.t("lesson.none"))

    def offer_lesson(self, game):
        """On a tab's first start: offer its lesson once (never again, whatever the answer)."""
        if not self.root.winfo_viewable():  # a question before the window shows would hide the window
            self.root.after(100, self.offer_lesson, game)
            return
        offered = self.settings["lessons_offered"].split()
        if game in offered or not lesson_steps(game) or self.current_game() != game:
            return
        self.settings["lessons_offered"] = " ".join(offered + [game])
        settings_module.save_settings(self.store, self.settings)
        if self.ask_yes_no("lesson.offer", game=self.tr.t(f"{game}.title")):
            self.start_lesson()

    def show_source(self):
        """Open the current game's rule engine source, read-only, with its exercises."""
        from widgets.source_view import SourceWindow, engine_file  # only when asked: keeps start-up quick
        view = self.current_view()
        if view.lesson is not None:  # in a lesson: the source at the rule this step adds
            relative, name = rule_place(view.lesson.step)
            rule = Text(view.lesson.key("rule"), {})
            return self.open_window(lambda: SourceWindow(self.root, self.tr, relative, name, view.resolve(rule)))
        relative = engine_file(view.engine)
        return self.open_window(lambda: SourceWindow(self.root, self.tr, relative))

    def run_rule_tests(self):
        """Run the current game's pure-rule tests in a window of their own."""
        from widgets.selftest_view import SelfTestWindow  # only when asked: keeps start-up quick
        game = self.current_game()
        return self.open_window(lambda: SelfTestWindow(self.root, self.tr, game))

    def show_about(self):
        """Show the About box."""
        self.show_info(self.tr.t("app.about", version=__version__, count=len(self.games),
                                  folder=self.store.folder_text()))

    def unsaved_views(self):
        """The built views that would lose progress on quitting."""
        return [view for view in self.views.values() if view.has_progress()]

    def confirm_quit(self, views):
        """True when quitting may go ahead: asks first when ``views`` would lose progress."""
        if not views:
            return True
        if not self.store.writable:  # nothing could have been saved: say so instead of "unsaved"
            return self.ask_yes_no("confirm.quit_saving_off", folder=self.store.folder_text())
        return self.ask_yes_no("confirm.quit")

    def quit(self):
        """Close the window, asking first when progress would be lost."""
        if not self.confirm_quit(self.unsaved_views()):
            return False
        self.root.destroy()
        return True
