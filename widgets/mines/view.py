"""The Minesweeper tab: counter, timer, the board, hints and best times."""

import tkinter as tk
from tkinter import ttk

from gamepkg import fair_play
from gamepkg import settings as settings_module
from gamepkg.mines import rules as mines
from gamepkg.mines import stats as mines_stats
from gamepkg.mines.timing import PlayClock
from widgets.game_view import GameView
from widgets.key_gate import KeyGate, bind_game_key
from widgets.mines.board import readable_cell_size
from widgets.mines.custom import custom_board_dialog
from widgets.mines.long_steps import MinesLongSteps
from widgets.mines.looks import MinesLooks
from widgets.mines.scroll import ScrolledBoard
from widgets.mines.stats_window import MINES_TEXTS, statistics_lines
from widgets.record_gate import KEPT
from widgets.stats_records import StatisticsTab

PAUSED_COLOR = "#1f5fbf"  # the banner's "Paused" over a covered board: blue, beside the black counter and timer


class MinesView(StatisticsTab, MinesLooks, MinesLongSteps, GameView):
    """Minesweeper: left click opens, right click marks, a click on a satisfied number chords."""
    # What this tab's own commands do to a counting game (widgets/record_gate.py): none of them reveals anything.
    record_gate = {key: KEPT for key in ("mines.menu.pause", "mines.menu.statistics", "mines.menu.question_marks",
                                         "mines.menu.no_guess", "mines.menu.coordinates")}

    engine = mines
    has_custom = True
    has_hint = True
    record_questions = "mines.confirm.{event}"  # its own words for the questions (widgets/record_hooks.py)
    board_first = True  # its side panels give way at large zooms: the board never shrinks
    idle_status = "mines.view.ready"
    counts_abandoned_games = True
    stats_game = "mines"  # its statistics live in mines_stats.json (gamepkg/mines/stats.py)
    stats_texts = MINES_TEXTS  # the message ids of its Statistics window (widgets/stats_window.py)

    def build(self):
        """Counter, banner, timer and board."""
        self.clock = PlayClock()
        self._timer_job = None
        self._hidden = False
        self.helps_open = 0  # How to Play windows open: meanwhile the clock stands still and the board is covered
        self._last_status = "playing"
        self._told_gave_up = False  # has the status line said that the no-guess generator gave up?
        self.record_chance = fair_play.RecordChance()
        self.session.extras_source = self._save_extras
        self.question_marks = tk.BooleanVar(master=self, value=self.app.settings["question_marks"])
        self.no_guess = tk.BooleanVar(master=self, value=self.app.settings["no_guess"])
        self.coordinates = tk.BooleanVar(master=self, value=self.app.settings["mines_coordinates"])
        top = ttk.Frame(self)
        top.pack(side="top", fill="x")
        self.counter_var = tk.StringVar(master=self)
        self.timer_var = tk.StringVar(master=self)
        self.banner_var = tk.StringVar(master=self)
        ttk.Label(top, textvariable=self.counter_var, font="TkHeadingFont", width=16).pack(side="left")
        # The timer before the banner: in a narrow window the banner gives way, never the clock.
        ttk.Label(top, textvariable=self.timer_var, font="TkHeadingFont", width=12, anchor="e").pack(side="right")
        self.banner = ttk.Label(top, textvariable=self.banner_var, font="TkHeadingFont", anchor="center")
        self.banner.pack(side="left", fill="x", expand=True)
        self.shown_hint = None  # (the state it was found in, the Hint): highlighted while that state is shown
        self.start_looks()
        self.paused = False
        self.scroller = ScrolledBoard(self, self.session.params.width, self.session.params.height,
                                      on_primary=self.on_primary, on_secondary=self.on_secondary,
                                      look_at=self.look_at, is_opened=self.is_opened, press_cells=self.press_cells)
        self.board = self.scroller.board
        self.scroller.pack(side="top", fill="both", expand=True, pady=4)
        if self.coordinates.get():  # the board starts without them: drawing it again only when asked
            self.board.show_coordinates(True)
        self.bind("<Destroy>", self.on_destroy, add="+")
        self.key_gate = KeyGate()
        for key in ("<KeyPress-p>", "<KeyPress-P>"):
            bind_game_key(self.board, key, self._pause_key)
        for key in ("<KeyRelease-p>", "<KeyRelease-P>"):
            self.board.bind(key, self.key_gate.release)

    # ----- input -----
    def on_primary(self, x, y):
        """Open a hidden cell, or chord on an opened number."""
        if self._refuse_while_paused():
            return
        state = self.session.state
        move = f"c{x},{y}" if (x, y) in state.opened else f"o{x},{y}"
        self.play(move)

    def is_opened(self, x, y):
        """True when (x, y) is open (a mouse press there is a chord)."""
        return (x, y) in self.session.state.opened

    def press_cells(self, x, y, chord):
        """The cells a held mouse button at (x, y) shows pressed: the cell, or for a chord its covered neighbours."""
        state = self.session.state
        if self.paused or state.status != "playing":
            return ()
        cells = mines.neighbours(state.width, state.height, x, y) if chord else []
        cells.append((x, y))
        return [cell for cell in cells if cell not in state.opened and cell not in state.flags]

    def on_secondary(self, x, y):
        """Cycle the mark of a hidden cell: flag, question mark (if on), none."""
        if self._refuse_while_paused():
            return
        if (x, y) in self.session.state.opened:
            self.set_status("mines.reason.already_open")
            return
        self.play(mines.next_mark_move(self.session.state, x, y, self.question_marks.get()))

    # ----- pause -----
    def toggle_pause(self):
        """P or Game > Pause: stop the clock and hide the board (so it cannot be studied); again to go on."""
        if not self.paused and self.session.status() != "playing":
            self.set_status("mines.reason.game_over")
            return
        self._set_paused(not self.paused)
        if self.paused:
            self.set_status("mines.view.paused")
        else:
            self.show_position_status()

    def _set_paused(self, paused):
        """Pause or go on: the clock and the board follow."""
        self.paused = paused
        self._update_clock()
        self.redraw()

    def _pause_key(self, event):
        """The P key (a held key does not toggle again and again)."""
        if self.key_gate.fresh(event):
            self.toggle_pause()

    def _refuse_while_paused(self):
        """While paused, say how to go on and return True (the board takes no input)."""
        if self.paused:
            self.set_status("mines.view.paused")
        return self.paused

    # ----- timer -----
    def _tick(self):
        """Update the timer a few times a second while the clock runs."""
        self._timer_job = None
        self._show_time()
        if self.clock.running:
            self._timer_job = self.after(250, self._tick)

    def on_destroy(self, event=None):
        """The window closes: cancel the timer's pending after() job (no call left to a destroyed view)."""
        if (event is None or event.widget is self) and self._timer_job is not None:
            self.after_cancel(self._timer_job)
            self._timer_job = None

    def _show_time(self):
        """Show the timer."""
        self.timer_var.set(self.t("mines.view.time", seconds=int(self.clock.elapsed())))

    def _update_clock(self):
        """Run the clock exactly while a started game is under way and in view (not while a replay shows)."""
        session = self.game_session()
        running = (session.status() == "playing" and session.position > 0 and not self._hidden
                   and not self.helps_open and not self.paused and not self.replaying())
        self.clock.run(running)
        if running and self._timer_job is None:
            self._tick()
        elif not running and self._timer_job is not None:
            self.after_cancel(self._timer_job)
            self._timer_job = None

    def _save_extras(self):
        """What a save keeps besides the moves: the seconds played (a loaded game is practice: no chance kept)."""
        return {"clock": round(self.clock.elapsed(), 3)}

    def _take_session(self, seconds, opened, status):
        """Set the clock, the record chance (fair_play) and the status of a game about to be shown."""
        self.clock.reset(seconds)
        self.record_chance = fair_play.RecordChance(opened)
        self.end_counted = False
        self._told_gave_up = False
        self._last_status = status  # after_move says "won"/"lost" only when a move changes it from "playing"

    # ----- GameView hooks -----
    def on_hidden(self):
        """Another tab or a dialog hides the board: the clock stops, and a game under way is covered (a dialog
        leaves the board in sight: it must not be studied while the clock stands still)."""
        self._hidden = True
        self._update_clock()
        self.redraw()

    def on_shown(self):
        """The board is in view again: the clock goes on (if the game is under way)."""
        self._hidden = False
        self._update_clock()
        self.redraw()

    def enter_replay(self, replay):
        """A replay takes the board: the clock of a game under way stops until the game is shown again."""
        super().enter_replay(replay)
        self._update_clock()

    def on_help(self, shown):
        """How to Play opened (``shown``) or closed: the clock stops meanwhile, as How to Play says."""
        self.helps_open = max(0, self.helps_open + (1 if shown else -1))
        self._update_clock()
        self.redraw()

    def board_covered(self):
        """True while every cell is drawn covered: paused, or out of sight while the game is under way."""
        under_way = self.session.status() == "playing" and self.session.position > 0
        return self.paused or ((self._hidden or self.helps_open) and under_way)

    def position_status(self):
        """Describe the shown position: cleared (with the time), lost (Undo can take it back), or how to play;
        a game that is not recorded says why (at its end, and all along for practice)."""
        status = self.session.status()
        if status == "won":
            return self.end_status("mines.view.won_status", {"seconds": round(self.clock.elapsed(), 1)})
        if status == "lost":
            return self.end_status("mines.view.lost_hint", {})
        return self.practice_status() or (self.idle_status, {})

    def help_text(self):
        """How to Play, with the number of cells the engine keeps safe around the first open."""
        return self.t("mines.help", around=mines.safe_zone_cells() - 1)

    def after_move(self):
        """Run the clock while playing; when a move just ended the game, say so (and count it in the statistics)."""
        self.paused = False  # Undo, Redo, Restart, Load and a new game end a pause
        status = self.session.status()
        just_ended = status != "playing" and self._last_status == "playing"
        self._last_status = status
        self._update_clock()
        if just_ended:
            counted = self.finish_record()
            self.show_position_status()
            if counted:
                self._record_end(status)
        elif self.session.state.gave_up_no_guess and not self._told_gave_up:
            self._told_gave_up = True  # the board is ordinary, and goes into the ordinary tables
            self.set_status("mines.no_guess_gave_up")
        super().after_move()

    def start(self, params, seed=None):
        """New game: the clock at zero and a fresh record chance (fair_play: a game ID makes it practice,
        see SuiteCommands.open_game_id). A new random game (no ``seed``) follows the no-guess option; a named
        game (a game ID) is played as named."""
        if seed is None and params.layout is None and params.no_guess != self.no_guess.get():
            params = mines.Params(params.width, params.height, params.mines, no_guess=self.no_guess.get())
        # A fixed layout (from a game ID, kept by F2 or Restart) is no deal: its mines are known.
        self._take_session(0.0, "dealt" if params.layout is None else "game_id", "playing")
        super().start(params, seed)
        self.session.extras_source = self._save_extras
        self.board.show_grid(params.width, params.height)
        self.redraw()

    def adopt_session(self, session):
        """A loaded game is practice (fair_play): its clock goes on from the saved time. The game on screen
        loaded back to a saved position keeps its clock as it is: the clock never goes back."""
        seconds = session.extras.get("clock", 0.0)
        if session.game_id() == self.session.game_id():
            seconds = max(seconds, self.clock.elapsed())
        self._take_session(seconds, self.loaded_opening(session), session.status())
        session.extras_source = self._save_extras
        super().adopt_session(session)
        self.board.show_grid(session.params.width, session.params.height)
        self.redraw()

    def restart(self):
        """Restart: the clock starts over, and the game no longer counts (its board is known)."""
        seen = bool(self.session.moves)  # a board not opened yet is still unknown
        self.clock.reset()
        super().restart()
        if seen:
            self.note_record("restart")

    def _record_end(self, status):
        """Count the game that just ended ("won" or "lost") in the statistics (it still counted)."""
        seconds = self.clock.elapsed()
        rank = mines_stats.record_game(self.app.store, self.best_times_key(), status == "won", seconds)
        if rank:
            self.set_status("mines.stats.new_best", rank=rank, seconds=round(seconds, 2))
        self.refresh_statistics()

    def given_up_results(self):
        """A counting game given up (a new game, Load, Quit, or a hint or undo while under way): a loss."""
        return [(self.best_times_key(), False, None)]

    def best_times_key(self):
        """The statistics table of the game's board (not a replay's): a preset's name or "custom", no-guess boards
        apart."""
        session = self.game_session()
        return mines_stats.table_key(session.params, session.state.gave_up_no_guess)

    def stats_label(self, key):
        """The name of a statistics table: the preset's menu label or "Custom boards", "(no guessing)" after."""
        base = key.removesuffix(mines_stats.NO_GUESS)
        label = self.t("mines.stats.custom") if base == mines_stats.CUSTOM else self.preset_label(base)
        return label if base == key else self.t("mines.stats.no_guess_table", table=label)

    # ----- drawing -----
    def redraw(self):
        """Draw the cells in view, the counter, the banner and the timer from the session's state."""
        state = self.session.state
        self.draw_board(state)
        if self.board_covered():  # paused, or a dialog, How to Play or another tab hides the game under way
            self._draw_paused()
            return
        self.counter_var.set(self.t("mines.status.playing", left=mines.mines_left(state)))
        status = state.status
        banner = {"won": "mines.banner.won", "lost": "mines.banner.lost"}.get(status, "")
        self.banner_var.set(self.t(banner) if banner else "")
        self.banner.configure(foreground={"won": "#007a55", "lost": "#b00020"}.get(status, "black"))
        self._show_time()

    def _draw_paused(self):
        """A covered board (every cell blank, see look_at): the banner says paused, as the clock is."""
        self.banner_var.set(self.t("mines.banner.paused"))
        self.banner.configure(foreground=PAUSED_COLOR)
        self._show_time()

    # ----- menus -----
    def custom_dialog(self):
        """Ask for width, height and mines; errors are shown inside the dialog (widgets/mines/custom.py)."""
        return custom_board_dialog(self).run()

    def hint(self):
        """Highlight a provably safe or mined cell and say why (asking first when the hint would turn the counting
        game under way into a loss)."""
        from gamepkg.mines import solver as mines_solver  # loaded on the first hint, not at start-up
        found = mines_solver.hint(self.session.state)
        telling = found.kind not in mines_solver.UNTELLING_KINDS
        if telling and not self.may_end_record("hint"):
            return
        if self.paused:
            self._set_paused(False)
        under_way = self.counting_game_under_way()
        self.shown_hint = (self.session.state, found)
        if found.cell is not None:
            self.board.cursor = found.cell
            self.board.see_cell(*found.cell)
            self.board.show_cursor(True)
        self.set_status(found.key, **found.fields)
        if telling:
            self.note_record("hint", under_way)
        self.redraw()

    def option_items(self):
        """Question marks, no-guess boards and coordinates, remembered in the settings."""
        return [("mines.menu.question_marks", self.question_marks, self._save_options),
                ("mines.menu.no_guess", self.no_guess, self._save_options),
                ("mines.menu.coordinates", self.coordinates, self._show_coordinates)]

    def _show_coordinates(self):
        """Options > Show Coordinates: number the columns and rows around the board, and remember it."""
        self.board.show_coordinates(self.coordinates.get())
        self.redraw()
        self._save_options()

    def on_zoom(self):
        """The zoom changed the fonts: a new readable cell size, and room for coordinate labels of the new size."""
        self.board.min_cell = readable_cell_size(self)
        self.board.show_coordinates(self.coordinates.get())
        self.redraw()

    def _save_options(self):
        """Remember the options."""
        self.app.settings["question_marks"] = self.question_marks.get()
        self.app.settings["no_guess"] = self.no_guess.get()
        self.app.settings["mines_coordinates"] = self.coordinates.get()
        settings_module.save_settings(self.app.store, self.app.settings)

    def extra_menu_items(self):
        """Pause and statistics."""
        return [("mines.menu.pause", self.toggle_pause, "P"), ("mines.menu.statistics", self.show_statistics, "")]

    def statistics_lines(self):
        """The text of the Statistics window: every table in the data folder now."""
        return statistics_lines(self.t, self.stats_label, mines_stats.load_stats(self.app.store))

    def reset_statistics(self):
        """Reset in the Statistics window: every table back to zero; False when it cannot be saved."""
        return mines_stats.reset_stats(self.app.store)
