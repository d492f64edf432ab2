"""The Delayed Walls tab: walk to the exit while the floor you stepped on closes three moves later.

Input: arrow keys or WASD walk (one step per press: a held key does not walk on); a click on a
neighbouring cell walks there. Z undo, Y redo, R restart, N / P (or PageDown / PageUp) next and previous
level, L opens the level list, Escape stops a solution being shown. The level list (a drawer over the
info panel, see walls_panes.py) holds the shipped levels, the ``levels`` folder of the data folder and the class
levels folders, with each level's best and par (the solver's shortest solution, worked out on the tab's one
background worker, which also runs hints: see walls_jobs.py). The level editor and sharing are in
walls_editor_commands.py.
"""

from tkinter import ttk

from gamepkg.budget import SearchBudget
from gamepkg.fair_play import DEALT, RecordChance
from gamepkg.i18n import Text
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from gamepkg.walls import solver as walls_solver
from widgets.board import BoardCanvas
from widgets.game_view import GameView
from widgets.key_gate import KeyGate, bind_game_key
from widgets.walls.draw import BoardPainter
from widgets.walls.editor_commands import LevelCommands
from widgets.walls.help import SolverHelp
from widgets.walls.jobs import BackgroundJobs
from widgets.walls.level_list import LevelPanel
from widgets.walls.library import LevelLibrary
from widgets.walls.panels import InfoPanel
from widgets.walls.panes import LevelDrawer
from widgets.walls.records import WallsRecords
from widgets.walls.screen import WallsScreen
from widgets.walls.statistics import WallsStatistics

QUICK_CHECK_SECONDS = 1.0  # how long opening a level not checked yet may wait for the rule check
KEY_MOVES = {"Up": "U", "Right": "R", "Down": "D", "Left": "L", "w": "U", "d": "R", "s": "D", "a": "L"}
CONTROL_MASK = 0x4


class WallsView(LevelCommands, LevelDrawer, WallsRecords, SolverHelp, WallsScreen, WallsStatistics, GameView):
    """Delayed Walls: one level per game; the session's moves are the player's steps."""
    engine = walls
    has_hint = True
    board_first = True  # its side panels give way at large zooms: the board never shrinks
    quick_moves = True  # a step on a board of at most a few hundred cells: no worker thread per move
    idle_status = "walls.view.idle"

    # ----- building -----
    def build(self):
        """Banner, level list, board, info panel, key bindings; load the level list and best moves."""
        self.hover = None
        self.hint_move = None
        self.hint_state = None
        self.solution = None
        self.editor = None  # the level editor window (widgets/walls/editor.py), when open
        self.session.extras_source = self.save_extras
        self.key_gate = KeyGate()
        self.jobs = BackgroundJobs(self, walls_solver.standard_budget, check_gate=self.app.input_pause.gate)
        self.build_banner()
        body = ttk.Frame(self)  # the board first: the panel on the right, the level list a drawer (walls_panes.py)
        body.pack(side="top", fill="both", expand=True, pady=(4, 0))
        self.panel = InfoPanel(body, self)
        self.panel.pack(side="right", fill="y")
        params = self.session.params
        self.board_scene, self.board_painted, self.settle_job = None, False, None  # see paint_board
        self.painted_for = None  # (scene, cell, origin, width, height) on the board now: see paint_scene
        self.board = BoardCanvas(body, params.width, params.height, on_primary=self.on_primary,
                                 on_hover=self.on_hover, on_resize=self.paint_board, max_cell=84, background="#cfc6b2")
        self.board.bind("<Map>", self.paint_board, add="+")
        self.board.pack(side="left", fill="both", expand=True)
        self.levels = LevelPanel(body, self)  # made after the board: it lies above it when open
        self.painter = BoardPainter(self.board)
        self._bind_keys()
        self.build_drawer(self.panel.inner, self.panel.stats_box)
        self.bind("<Destroy>", self.on_destroy)
        self.library = LevelLibrary(self)
        self.library.load(beside=False, folders=False)  # the tab is being built: no event loop in the middle
        self.folders_job = self.after_idle(self.load_folders) if self.library.any_folder() else None
        self.record_chance = RecordChance(self.opening_of(self.session.params, DEALT))
        self.label_buttons()
        self.board.focus_set()

    def _bind_keys(self):
        """Arrows and WASD walk (instead of moving the board's cursor); letters for undo, redo, levels."""
        for keysym, move in KEY_MOVES.items():
            names = (keysym, keysym.upper()) if len(keysym) == 1 else (keysym,)
            for name in names:
                bind_game_key(self.board, f"<KeyPress-{name}>", lambda event, move=move: self.on_move_key(event, move))
                self.board.bind(f"<KeyRelease-{name}>", self.key_gate.release)
        letters = {"z": self.on_undo_key, "y": self.on_redo_key, "r": self.on_restart_key,
                   "n": self.on_next_key, "p": self.on_prev_key}
        for letter, handler in letters.items():
            for name in (letter, letter.upper()):  # once per press, as the walking keys
                bind_game_key(self.board, f"<KeyPress-{name}>", handler, gate=self.key_gate)
        self.board.bind("<Next>", self.on_next_key)
        self.board.bind("<Prior>", self.on_prev_key)
        self.board.bind("<Escape>", self.on_escape)
        self.board.bind("<Leave>", self.on_leave, add="+")

    def on_zoom(self):
        """Follow the zoomed fonts."""
        self.levels.on_zoom()
        self.panel.on_zoom()
        self.after_idle(self.fit_banner)  # once Tk has measured the buttons in the new font
        self.after_idle(self.refit_levels)

    def on_destroy(self, event=None):
        """Cancel pending after() jobs and forget background results when the tab goes away."""
        if event is None or event.widget is self:
            self.cancel_solution_step()
            self.jobs.close()
            if self.settle_job is not None:
                self.after_cancel(self.settle_job)
                self.settle_job = None
            if self.folders_job is not None:
                self.after_cancel(self.folders_job)
                self.folders_job = None

    def on_hidden(self):
        """The tab is out of view (another tab, a dialog): stop any search and any solution being shown."""
        if self.solution is not None:
            self.stop_solution()
        self.cancel_search()
        self.after_move()

    # ----- texts -----
    def label_buttons(self):
        """The fixed texts of the panels and the banner's buttons."""
        self.levels.relabel()
        self.panel.relabel()
        self.label_drawer()
        self.undo_button.configure(text=self.t("walls.view.undo_button"))
        self.next_button.configure(text=self.t("walls.view.next_button"))
        self.fit_banner()  # (before the first layout too: the board is laid out once, at its height)

    def relabel(self):
        """Translate the fixed texts, the list, the banner and the status line again."""
        self.label_buttons()
        self.library.refresh()
        super().relabel()

    def preset_label(self, key):
        """Game > New: the shipped level's number and name in the window's language."""
        number = list(walls.PRESETS).index(key) + 1
        return self.t("walls.view.preset", number=number, title=self.library.name_of(walls.PRESETS[key]))

    def help_text(self):
        """The rules, then this tab's keys."""
        return "\n\n".join((self.t("walls.help", countdown=walls.COUNTDOWN), self.t("walls.view.help_keys"),
                           self.t("stats.help.walls")))

    # ----- input -----
    def is_busy(self):
        """True while a solution is being planned or shown."""
        return self.solution is not None

    def on_move_key(self, event, move):
        """Arrow key or WASD: walk one step per press; a held key's auto-repeat does not walk on.

        Ctrl+letter is left to the window's shortcuts.
        """
        if event.state & CONTROL_MASK and event.keysym.isalpha() and len(event.keysym) == 1:
            return None
        if self.key_gate.fresh(event):
            self.walk(move)
        return "break"

    def walk(self, move):
        """Play one step, or say why not."""
        self.board.focus_set()
        self.play(move)

    def on_primary(self, x, y):
        """Click (or Space on the cursor): walk onto a neighbouring cell; anything else says why not."""
        if self.is_busy():
            self.set_status("common.busy")
            return
        player = self.session.state.player
        move = walls_display.move_towards(player, (x, y))
        if (x, y) == player:
            self.set_status("walls.view.click_self")
        elif move is None:
            self.set_status("walls.view.not_neighbour", x=x + 1, y=y + 1)
        else:
            self.play(move)

    def on_hover(self, x, y):
        """Pointer over a cell: preview it when it is a neighbour."""
        move = walls_display.move_towards(self.session.state.player, (x, y))
        if move != self.hover:
            self.hover = move
            self.redraw()

    def on_leave(self, event=None):
        """The pointer left the board: no hovered preview."""
        if self.hover is not None:
            self.hover = None
            self.redraw()

    def letter_handler_applies(self, event):
        """False for Ctrl+letter (the window's shortcuts take those)."""
        return event is None or not event.state & CONTROL_MASK

    def on_undo_key(self, event=None):
        """Z: undo one step."""
        if not self.letter_handler_applies(event):
            return None
        if self.is_busy():
            self.set_status("common.busy")
        else:
            self.undo()
        return "break"

    def on_undo_button(self):
        """The banner's Undo button."""
        self.on_undo_key()
        self.board.focus_set()

    def on_redo_key(self, event=None):
        """Y: redo one step."""
        if not self.letter_handler_applies(event):
            return None
        if self.is_busy():
            self.set_status("common.busy")
        else:
            self.redo()
        return "break"

    def on_restart_key(self, event=None):
        """R: back to the start (Y walks the steps again, so nothing is lost)."""
        if not self.letter_handler_applies(event):
            return None
        if self.is_busy():
            self.set_status("common.busy")
        elif self.session.position == 0:
            self.set_status("walls.view.at_start")
        else:
            self.restart()
            self.set_status("walls.view.restarted")
        return "break"

    def on_next_key(self, event=None):
        """N or PageDown: the next level."""
        if self.letter_handler_applies(event):
            self.next_level()
            return "break"
        return None

    def on_prev_key(self, event=None):
        """P or PageUp: the previous level."""
        if self.letter_handler_applies(event):
            self.previous_level()
            return "break"
        return None

    def on_escape(self, event=None):
        """Escape: stop the solution being shown, else close the level list."""
        if self.is_busy():
            self.stop_solution()
        elif self.levels_shown():
            self.show_levels(False)
        return "break"

    # ----- moves -----
    def play(self, move, by_computer=False):
        """Play ``move``; say what it did (a light, walls that grew, the end)."""
        state = super().play(move, by_computer)
        if state is not None:
            self.say_what_happened(state)
        return state

    def after_move(self):
        """Any change of position drops the hint and cancels its search (not a solution's); then redraw."""
        self.hint_move = None
        if self.solution is None:
            self.cancel_search()
        super().after_move()

    def start(self, params, seed=None):
        """A new level (a level that cannot be won is refused): a board of its size, highlighted in the list."""
        if self.refuses_level(params):
            return
        self.reset_for_new_level()
        self.record_chance = RecordChance(self.opening_of(params, DEALT))
        self.end_counted = False
        self.board_for(params)
        super().start(params, seed)
        self.session.extras_source = self.save_extras
        self.library.mark_current()
        self.library.pump_checks()
        self.board.focus_set()

    def adopt_session(self, session):
        """A loaded game: a board of its size, highlighted in the list; it is practice (gamepkg/fair_play.py)."""
        self.reset_for_new_level()
        self.record_chance = RecordChance(self.loaded_opening(session))
        self.end_counted = False
        session.extras_source = self.save_extras
        self.board_for(session.params)
        super().adopt_session(session)
        self.library.mark_current()
        self.library.pump_checks()

    def refuses_level(self, params):
        """The level rule (walls_display.check_level, as for level files) before a level is shown.

        A level not checked yet is checked now, for at most QUICK_CHECK_SECONDS (one too hard to decide
        that fast is played, and its par is worked out in the background). True, with the reason shown in
        the status line and a message box, when the level cannot be played; nothing changes then.
        """
        check = self.library.check_of(params)
        if check is None:
            budget = SearchBudget(max_steps=walls_solver.SEARCH_STEPS, seconds=QUICK_CHECK_SECONDS)
            check = walls_display.check_level(params, self.library.declared_par(params), budget)
            if not check.too_hard:
                self.library.remember(params, check)
        if not check.refused:
            return False
        reason = Text(f"walls.level_error.{check.reason}", dict(check.details))
        self.set_status("walls.view.level_refused", reason=reason)
        self.app.show_error(self.t("walls.view.level_refused", reason=reason))
        return True

    def reset_for_new_level(self):
        """Stop any solution, drop hints and the hovered preview."""
        self.stop_solution(quiet=True)
        self.cancel_search()
        self.hover = None

    def save_extras(self):
        """What a save keeps besides the moves: nothing (a loaded game is practice, see gamepkg/fair_play.py)."""
        return {}

    def history(self):
        """Every state from the start to the one on screen."""
        return tuple(self.session.state_at(index) for index in range(self.session.position + 1))

    # ----- levels -----
    def load_folders(self):
        """Once the tab is built: read the levels folders beside the window (the list fills in)."""
        self.folders_job = None
        if not self.working and self.winfo_exists():
            self.library.load()
            self.redraw()  # the banner names the level as its list entry does

    def reload_levels(self):
        """Read the levels folder again (after a teacher added or fixed files); a Reload under way is waited for."""
        if self.working:
            return
        self.library.load()
        self.set_status("walls.view.reloaded", count=self.library.folder_count())

    def open_levels_folder(self):
        """Create the levels folder if possible, tell where it is, and read it."""
        folder = self.library.folder()
        if folder is None:  # no data folder at all (no home folder, no MIRRORGAMES_DATA): nowhere to keep levels
            return self.app.show_error(self.t("save.disabled"))
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.app.show_info(self.t("walls.view.folder_failed", path=str(folder),
                                      reason=error.strerror or str(error)))
            return
        self.app.show_info(self.t("walls.view.folder_info", path=str(folder)))
        self.library.load()

    def open_level(self, key):
        """Open the list's level ``key`` (True when it opened); a broken one says why instead.

        It goes through the window's New (app.new_game), which asks first when a game or a lesson would be left."""
        entry = self.library.find(key)
        if entry is None:
            return False
        if not entry.playable:
            self.set_status("walls.view.not_playable", where=self.library.problem_where(entry.problem),
                            reason=self.library.problem_reason(entry.problem))
            return False
        opened = self.app.new_game(entry.params, view=self)
        self.board.focus_set()
        return opened

    def step_level(self, step):
        """Open the level ``step`` places after (or before) this one in the list, wrapping around (in a lesson:
        the list's first level, once the player agreed to leave the lesson; No leaves everything as it was)."""
        keys = self.library.playable_keys()
        if not keys:
            return
        current = self.library.current_key()
        index = (keys.index(current) + step) % len(keys) if current in keys else 0
        if self.open_level(keys[index]):
            self.levels.select(keys[index])

    def next_level(self):
        """The next level."""
        self.step_level(1)

    def previous_level(self):
        """The previous level."""
        self.step_level(-1)
