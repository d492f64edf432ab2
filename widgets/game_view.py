"""The base of every game tab: a Session, a status line, and the hooks the window's menus call.

A view never edits game state: it turns clicks and keys into move strings, asks the session to play
them, and redraws from the new state. Texts are kept as message ids so that a language switch can
translate everything again.
"""

import tkinter as tk
from tkinter import ttk

from gamepkg.i18n import Text
from gamepkg.rules import IllegalMove
from gamepkg.session import Session
from widgets.game_view_texts import STATUS_LINES, ViewTexts
from widgets.long_work import run_long
from widgets.record_hooks import RecordHooks
from widgets.replay_hooks import ReplayHooks
from widgets.wrapping_label import KeptHeight

__all__ = ["GameView", "STATUS_LINES"]


class GameView(ViewTexts, RecordHooks, ReplayHooks, ttk.Frame):
    """One game's tab. Subclasses set ``engine`` and fill in build(), redraw() and friends."""

    engine = None
    has_custom = False
    has_hint = False
    list_separator = "common.list_separator"
    board_first = False  # True: zoom in never shrinks the board's cells (zoom.py, tests/test_gui_layout_zoom.py)
    idle_status = ""  # message id shown in the status line when a game starts (how to play in one line)
    counts_abandoned_games = False  # True when the game's statistics count a counting game given up as lost
    quick_moves = False  # True when every move is worked out within a frame: no worker thread (long_work.py)
    lesson = None  # the LessonPlayer while this tab plays a lesson (gamepkg/lesson_player.py)
    coach = None   # ... and its coach above the board (widgets/lesson_coach.py)
    offers_undo = True  # the game has Undo (Ctrl+Z): the coach may offer it

    def __init__(self, parent, app):
        """Build the tab for ``app`` (the suite window) and start a game with the default parameters."""
        super().__init__(parent, padding=4)
        self.app = app
        self.tr = app.tr
        self._status = ("", {})
        self._played_from = None
        self.person_moved = False  # has a person played a move in this game? (computer moves are no progress)
        self._status_font = None  # the status line's font, for wrapping (see _show_status_lines)
        # The status line is two lines tall from the start (a hint, a forecast) and keeps the most it needed.
        self._status_height = KeptHeight(least=STATUS_LINES)
        self._status_shown_for = None  # (text, layout) the status line shows now
        self._rule_numbers = getattr(self.engine, "rule_numbers", None)  # the engine's, if it has them
        self.computer_job = None  # the pending after() of a computer player's move, if any
        self.working = False  # True while long work for this tab runs on a worker (widgets/long_work.py)
        self._memo = {}  # name -> (key, value): see memo()
        self.record_chance = None  # a fair_play.RecordChance in games with records tables (set in build)
        self.end_counted = False  # did the last end of the game on screen go into the records?
        self.replay_bar = None  # the ReplayBar (widgets/replay_bar.py) while a replay shows in this tab
        self.last_ended = None  # the Session of the last game that ended here before another one began
        self._replay = None  # the Replay shown (its Session stands in for the game's meanwhile)
        self._game_session = None  # the game's own Session, kept as it was while a replay shows
        self.status_var = tk.StringVar(master=self)
        self.session = Session(self.engine, self.default_params(), app.new_seed())
        self.build()
        self.status_label = ttk.Label(self, anchor="w", justify="left", relief="sunken", padding=(6, 2))
        first = self.pack_slaves()[:1]
        # Packed before the game's widgets, so that it is the last thing a small window squeezes out.
        self.status_label.pack(side="bottom", fill="x", **({"before": first[0]} if first else {}))
        self.status_label.bind("<Configure>", self._show_status_lines, add="+")
        self.status_var.trace_add("write", self._show_status_lines)
        self.show_position_status()
        self.redraw()

    # ----- what subclasses provide -----
    def build(self):
        """Create the widgets of this game (called once)."""
        raise NotImplementedError

    def redraw(self):
        """Draw everything from ``self.session.state``."""
        raise NotImplementedError

    def default_params(self):
        """The parameters of the first game shown in this tab."""
        return self.engine.DEFAULT_PARAMS

    def preset_label(self, key):
        """The menu label of preset ``key``."""
        return self.t(f"{self.engine.GAME}.preset.{key}")

    def custom_dialog(self):
        """Ask for custom parameters; returns Params or None (only when ``has_custom``)."""
        return None

    def hint(self):
        """Show a hint for the current position (only when ``has_hint``)."""

    def extra_menu_items(self):
        """Game-specific Game-menu entries: [(message id, command, accelerator or "")]."""
        return []

    def option_items(self):
        """Game-specific Options-menu check boxes: [(message id, tk variable, command)]."""
        return []

    def help_menu_items(self):
        """Game-specific Help-menu entries: [(message id, command)]."""
        return []

    def on_speed_changed(self, speed):
        """The suite's animation speed became ``speed`` (Options > Animation Speed): e.g. update a speed box."""

    def on_zoom(self):
        """The zoom (Ctrl+plus / Ctrl+minus) changed the fonts: e.g. resize panels drawn with them."""

    def on_help(self, shown):
        """This game's How to Play window opened (``shown`` True) or closed: e.g. stop a clock meanwhile."""

    def place_dialog(self, dialog):
        """Move a suite message box about to open over this tab (Mischief Garden: below its curtain's heading)."""

    def is_busy(self):
        """True while an animation runs and input must wait."""
        return False

    def computer_to_move(self):
        """True when the game goes on and a computer player is to move (games with computer seats say so)."""
        return False

    def cancel_computer(self):
        """Call off a computer move that has not happened yet."""
        if self.computer_job is not None:
            self.after_cancel(self.computer_job)
            self.computer_job = None

    def memo(self, name, key, compute):
        """``compute()`` once for each new ``key`` (states never change, so a state can be part of a key)."""
        known = self._memo.get(name)
        if known is not None and known[0] == key:
            return known[1]
        value = compute()
        self._memo[name] = (key, value)
        return value

    def on_shown(self):
        """The tab became visible again (its tab was chosen, or a modal dialog closed): e.g. restart a clock."""

    def on_hidden(self):
        """The tab is no longer in view (another tab was chosen, or a modal dialog opened): e.g. stop a clock."""

    def focus_default(self):
        """Give the keyboard focus to the board, so that keys work as soon as the tab shows."""
        board = getattr(self, "board", None)
        if board is not None:
            board.focus_set()

    def speed(self):
        """The suite's animation speed (Options > Animation Speed): slow, normal, fast or instant."""
        return self.app.settings["animation_speed"]

    def set_speed(self, speed):
        """Choose a new animation speed for every game (e.g. from a speed box in a panel)."""
        self.app.set_animation_speed(speed)

    def position_status(self):
        """The status line that describes the position on screen: (message id, fields). Shown after Undo, Redo,
        Restart, Load and a new game; games override it to describe a finished game (won, lost, the winner)."""
        return self.idle_status, {}

    def may_quit(self):
        """True when the window may close as far as the tab's own windows go (an unsaved level draft asks)."""
        return True

    # ----- shared behaviour (the texts and the status line: widgets/game_view_texts.py) -----
    def relabel(self):
        """Translate every text again after a language switch."""
        key, fields = self._status
        self.set_status(key, **fields)
        self.redraw()
        if self.coach is not None:
            self.coach.refresh()
        if self.replay_bar is not None:
            self.replay_bar.relabel()

    def play(self, move, by_computer=False):
        """Play ``move`` through the session; on a rejection show the reason and return None."""
        if self.working:  # the status line counts the seconds of the work under way
            return None
        if self.replaying():  # a replay is read-only: the board takes no moves (a computer's are dropped)
            if not by_computer:
                self.set_status("replay.input_ignored")
            return None
        if self.is_busy():
            self.set_status("common.busy")
            return None
        before = self._played_from = self.session.state
        try:
            if self.lesson is not None:  # in a lesson the lesson player plays it (in the same session) and judges it
                state = self.lesson.play(move)
            else:  # a move that opens a million cells takes seconds: worked out off the Tk thread (long_work.py)
                after = run_long(self.app, self, lambda: self.work_out_move(before, move))  # (quick_moves: at once)
                if not self.app.window_open():
                    return None  # the window was closed meanwhile
                state = self.session.play(move, after)
        except IllegalMove as rejection:
            self._played_from = None
            self.show_rejection(rejection)
            if self.coach is not None:
                self.coach.after_refusal(rejection)
            return None
        self.person_moved = self.person_moved or not by_computer
        self.after_move()
        self._played_from = None
        self.say_if_past_save_limit()
        return state

    def work_out_move(self, before, move):
        """The state ``move`` leads to from ``before`` (engine.apply; IllegalMove when refused), worked out by play()
        on the worker thread for a tab without quick_moves: a view may keep more of what it worked out there."""
        return self.engine.apply(before, move)

    def say_if_past_save_limit(self):
        """After a move: when it took the game past what a save can hold, say so now (Save would refuse)."""
        problem = self.session.save_problem()
        if problem and not self.session.save_problem(len(self.session.moves) - 1):
            self.set_sentences(Text("save.limit_reached", {}), Text(*problem))

    def take_played_from(self):
        """In after_move: the state before the move just played (None after undo, redo, load...); asked once."""
        before, self._played_from = self._played_from, None
        return before

    def refuse_input(self):
        """Say why the board takes no input now (an animation runs, the game is over) and return True."""
        if self.replaying():
            self.set_status("replay.input_ignored")
        elif self.is_busy():
            self.set_status("common.busy")
        elif self.session.status() != "playing":
            self.set_status(f"{self.engine.GAME}.reason.game_over")
        else:
            return False
        return True

    def show_rejection(self, rejection):
        """Tell the player why a move was refused."""
        key = f"{self.engine.GAME}.reason.{rejection.reason}"
        self.set_status(key if self.tr.has(key) else "common.illegal", reason=rejection.reason,
                        **rejection.details)

    def after_move(self):
        """Redraw and refresh the menus after the session changed (and note a counting game that began)."""
        self.note_under_way()
        self.redraw()
        self.app.refresh_menus()
        if self.coach is not None:
            self.coach.after_change()

    def start(self, params, seed=None):
        """Begin a new game with ``params`` (a fresh random seed unless one is given)."""
        seed = self.app.new_seed() if seed is None else seed
        self.end_lesson()
        self.close_replay()
        self.keep_if_ended()
        self.session = self.new_session(params, seed)
        self.person_moved = False
        self.show_position_status()
        self.after_move()

    def new_session(self, params, seed):
        """The Session of a new game (a view whose first state takes long works it out beside the window)."""
        return Session(self.engine, params, seed)

    def start_after_lesson(self, params):
        """Play the Real Game: the game the lesson names (``params``), as it names it."""
        self.start(params)

    def adopt_session(self, session):
        """Show a loaded session in place of the current one."""
        self.close_replay()
        self.keep_if_ended()
        if self.lesson is not None and session is not self.lesson.session:
            self.end_lesson()
        self.session = session
        self.person_moved = False
        self.show_position_status()
        self.after_move()

    def undo(self):
        """Take back one move (a game that counts for the records then no longer does; in a lesson, not the
        moves that set up the step)."""
        if self.refused_in_replay() or (self.session.position and not self.may_end_record("undo")):
            return
        under_way = self.counting_game_under_way()
        if self.lesson is not None and self.session.position <= len(self.lesson.step.setup):
            self.set_status("status.undo_none")
        elif self.session.undo():
            self.show_position_status()
            self.note_record("undo", under_way)
        else:
            self.set_status("status.undo_none")
        self.after_move()

    def redo(self):
        """Play an undone move again."""
        if self.refused_in_replay():
            return
        under_way = self.counting_game_under_way()
        if self.session.redo():
            self.show_position_status()
            self.note_record("redo", under_way)
        else:
            self.set_status("status.redo_none")
        self.after_move()

    def confirm_restart(self):
        """True when Restart may go ahead (asks before dropping unsaved progress)."""
        return self.app.confirm_discard(self)

    def restart(self):
        """Go back to the start of this game (in a lesson: of the step)."""
        if self.refused_in_replay():
            return
        if self.coach is not None:
            self.coach.try_again()
            return
        self.session.restart()
        self.show_position_status()
        self.after_move()

    def can_undo(self):
        """True when Undo applies now."""
        return self.session.can_undo() and not self.is_busy()

    def can_redo(self):
        """True when Redo applies now."""
        return self.session.can_redo() and not self.is_busy()

    def has_progress(self):
        """True when leaving now would lose unsaved progress of an unfinished game."""
        if self.coach is not None:  # a lesson is practice: only the real game it will give back counts
            return self.coach.real_game_progress()
        session = self.game_session()  # (during a replay: the game's, not the replay's)
        return self.person_moved and session.is_dirty() and session.status() == "playing"

    def end_lesson(self):
        """Take the lesson's coach away without giving back the game before it (a new game or a load came)."""
        if self.coach is not None:
            self.coach.close(restore=False)

    def help_text(self):
        """The How-to-play text of this game."""
        return self.t(f"{self.engine.GAME}.help")
