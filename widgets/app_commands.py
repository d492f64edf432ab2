"""The suite window's commands: new game, undo/redo, hint, save/load, game IDs, help windows, quitting (what
only a command needs is imported when it first runs: the window's first frame does not wait for it)."""

from gamepkg import __version__
from gamepkg.i18n import Text
from gamepkg.quoting import quoted, quoted_fields
from gamepkg.registry import engine_for
from gamepkg.rules import IllegalMove
from gamepkg.save_error import SaveError
from gamepkg.savefile import load_session, save_session
from widgets.lesson_commands import LessonCommands
from widgets.long_work import run_beside, run_long
from widgets.record_gate import gated, may_forfeit, quit_gate

GAME_ID_SHOWN = 48  # a copied game ID is shown in the status line up to this many characters (then "…")
REASON_CHARS = 300  # a game ID's refusal says at most this much of the engine's reason


class SuiteCommands(LessonCommands):
    """The menu commands of SuiteApp (a mixin: each acts on the current tab's view)."""

    def _ready(self, view):
        """True when the view can take a command now; otherwise say why."""
        if view.working:  # long work runs (its status line counts the seconds): the command waits
            return False
        if view.replaying():  # a replay is read-only: leave it first
            view.set_status("replay.leave_first")
            return False
        if view.is_busy():
            view.set_status("common.busy")
            return False
        return True

    def confirm_discard(self, view):
        """True when it is fine to drop the view's current game (asks if it has progress). A game under way that
        counts for the records is asked about first (No is the default): left, it counts as played and lost.
        In a lesson the question names the lesson (and the game before it, when that had progress)."""
        if view.coach is not None:
            return self.ask_yes_no("lesson.confirm.leave_game" if view.has_progress() else "lesson.confirm.leave")
        if view.counts_abandoned_games and view.counting_game_under_way():
            return self.may_leave_counting_game(view)
        return not view.has_progress() or self.ask_yes_no("confirm.discard")

    def may_leave_counting_game(self, view):
        """True when the view has no counting game under way, or the player agrees to leave it (No is the
        default), which then counts as played and lost: the record gate's question (widgets/record_gate.py)."""
        return may_forfeit(self, view)

    def new_game(self, params, seed=None, view=None):
        """Start a new game with ``params`` in the current tab (asks before dropping progress); True if started."""
        view = view or self.current_view()
        if self._ready(view) and self.confirm_discard(view):
            view.start(params, seed)
            self.rebuild_menus()
            return True
        return False

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
            # Loading replays the moves: seconds for a million-cell cascade, so off the Tk thread.
            session = run_long(self, view, lambda: load_session(path, expected_game=view.engine.GAME))
        except SaveError as error:
            if not self.window_open():
                return False
            reason = self.tr.t(error.key, **quoted_fields(error.details))  # a 200 kB field is quoted in part
            view.set_status("load.failed", reason=reason)
            self.show_error(self.tr.t("load.failed", reason=reason))
            return False
        if not self.window_open():
            return False  # the window was closed while the save was read
        if not self.confirm_discard(view):
            return False
        view.mark_known(session)
        view.adopt_session(session)
        key, fields = view.position_status()  # the status line still describes the position shown
        view.set_sentences(Text("status.loaded", {"path": str(path)}), Text(key, fields))
        self.rebuild_menus()
        return True

    # ----- replay (gamepkg/replay.py, widgets/replay_bar.py) -----
    def replay_shown(self):
        """Game > Replay > the game on screen: watch its moves from the start."""
        view = self.current_view()
        if self._ready(view):
            session = view.session  # the worker reads this one, whatever the tab shows meanwhile
            return self.begin_replay(view, lambda: session)
        return False

    def replay_ended(self):
        """Game > Replay > the game that just ended (before the game on screen began)."""
        view = self.current_view()
        if self._ready(view):
            session = view.ended_session()
            if session is None:
                view.set_status("replay.no_ended")
                return False
            return self.begin_replay(view, lambda: session)
        return False

    def replay_saved(self, path=None):
        """Game > Replay > the saved game (or ``path``): a bad file changes nothing and says why."""
        view = self.current_view()
        if self._ready(view) and self.may_leave_counting_game(view):  # its moves may be the game on screen's
            path = path or self.store.path(self.save_name(view))
            game = view.engine.GAME
            return self.begin_replay(view, lambda: load_session(path, expected_game=game), reveals=True)
        return False

    def begin_replay(self, view, session_of, reveals=False):
        """Show the replay of ``session_of()`` in ``view``'s tab (off the Tk thread: it plays every move); a replay
        that ``reveals`` a game (a save's) marks it known in the data folder (gamepkg/knowledge.py)."""
        from gamepkg.replay import Replay  # at the first replay: the window's first frame does not need it
        try:
            replay = run_long(self, view, lambda: Replay.of_session(session_of()))
        except (SaveError, IllegalMove) as error:
            if not self.window_open():
                return False
            key, details = (error.key, error.details) if isinstance(error, SaveError) else ("common.illegal",
                                                                                          {"reason": error.reason})
            reason = self.tr.t(key, **quoted_fields(details))
            view.set_status("replay.failed", reason=reason)
            self.show_error(self.tr.t("replay.failed", reason=reason))
            return False
        if not self.window_open():
            return False
        refusal = "replay.no_moves" if replay.length == 0 else view.replay_refusal(replay)
        if refusal:
            view.set_status(refusal)
            self.show_error(self.tr.t(refusal))
            return False
        if reveals:
            view.mark_known(replay.session)  # a window still playing this game no longer counts it
        from widgets.replay_bar import ReplayBar  # at the first replay: keeps start-up quick
        view.replay_bar = ReplayBar(view, replay, on_continue=gated(self, "replay.continue",
                                                                    lambda: self.continue_replay(view), view),
                                    on_leave=lambda: self.leave_replay(view))
        view.replay_bar.start()
        self.refresh_menus()
        return True

    def leave_replay(self, view=None):
        """Esc, Leave Replay: the tab shows its game again, as it was."""
        view = view or self.current_view()
        bar, view.replay_bar = view.replay_bar, None
        if bar is None:
            return
        bar.close()
        view.leave_replay()
        self.refresh_menus()
        view.focus_default()

    def continue_replay(self, view=None):
        """Continue from Here: a new practice game from the replay's position (asks before dropping progress)."""
        view = view or self.current_view()
        if view.replay_bar is None:
            return False
        session = view.replay_bar.replay.continued_session()
        self.leave_replay(view)
        if not self.confirm_discard(view):
            return False
        view.start_practice_from(session)
        key, fields = view.position_status()
        view.set_sentences(Text("replay.practice", {}), Text(key, fields))
        self.rebuild_menus()
        return True

    def copy_game_id(self):
        """Put the current game's ID on the clipboard (unless the tab's question about its records says No)."""
        view = self.current_view()
        if not view.may_end_record("id_shown"):
            return
        game_id = view.session.game_id()
        self.root.clipboard_clear()
        self.root.clipboard_append(game_id)
        view.set_status("game_id.copied", game_id=quoted(game_id, GAME_ID_SHOWN))  # copied whole, shown cut
        view.note_record("id_shown")

    def enter_game_id(self):
        """Ask for a game ID and open it; a wrong one keeps the box open with the reason, to correct it."""
        text = self.ask_text("game_id.prompt", check=lambda text: self.read_game_id(text)[1])
        if text:
            self.open_game_id(text)

    def read_game_id(self, text):
        """((game, params, seed), None) for a game ID the suite can open, else (None, the error text to show).

        The ID is decoded beside the window (run_beside: a 1000x1000 fixed layout is 250 kB), and the one read
        last is kept: Enter Game ID checks it, then opens it, decoding it once."""
        if self._game_id_read is not None and self._game_id_read[0] == text:
            return self._game_id_read[1], None
        try:
            from gamepkg.game_id import split_game_id  # at the first game ID: keeps start-up quick
            from gamepkg.session import size_problem
            game, params_text, seed = split_game_id(text)
            if game not in self.games:
                raise ValueError(self.tr.t("game_id.unknown_game", game=game))
            engine = engine_for(game)
            params = self.decoded_params(engine, params_text) if params_text else engine.DEFAULT_PARAMS
            problem = size_problem(engine, params)
            if problem:
                raise ValueError(self.tr.t(problem[0], **problem[1]))
        except ValueError as error:
            # An engine's error may carry a message id and fields (``key``, ``details``): shown translated.
            key = getattr(error, "key", None)
            reason = self.tr.t(key, **quoted_fields(error.details)) if key and self.tr.has(key) else str(error)
            return None, self.tr.t("game_id.bad", reason=quoted(reason, REASON_CHARS))
        self._game_id_read = (text, (game, params, seed))
        return (game, params, seed), None

    def decoded_params(self, engine, params_text):
        """``engine``'s Params of ``params_text``, decoded beside the window once the shown tab is built."""
        view = self.views.get(self.current_game())
        if view is None:  # the window is starting (--game): nothing to keep answering yet
            return engine.Params.decode(params_text)
        return run_beside(self, view, lambda: engine.Params.decode(params_text))

    def open_game_id(self, text, interactive=True):
        """Open the tab and game a game ID names; returns an error text or None on success."""
        parsed, message = self.read_game_id(text)
        if message:
            if interactive:
                self.show_error(message)
            return message
        game, params, seed = parsed
        view = self.select_game(game)
        shown = view.session
        if interactive:
            self.new_game(params, seed, view=view)
        else:
            view.start(params, seed)
            self.rebuild_menus()
        if view.session is not shown:  # started (a view may refuse, e.g. a level that cannot be won)
            view.opened_as("game_id")
            view.mark_known(view.session)  # a window still playing this game no longer counts it
        return None

    def show_help(self):
        """Show How to play for the current game (raised again when it is open); the view knows while it is
        open (a clock stops)."""
        view = self.current_view()

        def make():
            """The help window, telling the view when it opens and closes."""
            from widgets.dialogs import TextWindow  # at the first help window: keeps start-up quick
            text = view.help_text() + self.rules_help(view) + self.lesson_help(view.engine.GAME)
            window = TextWindow(self.root, self.tr.t("menu.how_to_play"), text)
            view.on_help(True)
            window.bind("<Destroy>", lambda event: event.widget is window and view.winfo_exists()
                        and view.on_help(False), add="+")
            return window
        return self.open_window(("help", self.current_game()), make)


    def show_source(self):
        """Open the current game's rule engine source, read-only, with its exercises."""
        from gamepkg.lesson_steps import rule_place  # only when asked: keeps start-up quick
        from widgets.source_view import SourceWindow, engine_file
        view = self.current_view()
        if view.lesson is not None:  # in a lesson: the source at the rule this step adds
            relative, name = rule_place(view.lesson.step)
            rule = Text(view.lesson.key("rule"), {})
            return self.open_window(
                ("source", self.current_game()),
                lambda: SourceWindow(self.root, self.tr, relative, name, view.resolve(rule)))
        relative = engine_file(view.engine)
        return self.open_window(("source", self.current_game()), lambda: SourceWindow(self.root, self.tr, relative))

    def run_rule_tests(self):
        """Run the current game's pure-rule tests in a window of their own (one per game)."""
        from widgets.selftest_view import SelfTestWindow  # only when asked: keeps start-up quick
        game = self.current_game()
        return self.open_window(("selftest", game), lambda: SelfTestWindow(self.root, self.tr, game))

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
        """Close the window, asking first when progress would be lost or a counting game would be given up
        (No is the default answer then; given up, it counts as played and lost). Pressed while a dialog
        waits, it closes the dialog unanswered first; the window closes when that dialog's command has finished."""
        if self.modal_depth:
            self.quit_pending = True
            self.close_dialogs()
            return False
        if not all(view.may_quit() for view in self.views.values()):
            return False
        giving_up = quit_gate(self)
        if giving_up is None:
            return False
        if not self.confirm_quit([view for view in self.unsaved_views() if view not in giving_up]):
            return False
        for view in giving_up:
            view.give_up_counting_game()
        self.root.destroy()
        return True
