"""The Mirror Skirmish tab: a 6x5 board, two allies against two enemies, a forecast and a visible enemy phase.

Mouse: click an ally, then a marked cell to move, an enemy in reach to attack, the altar beside it to pick up the
weapon. Keys: the action list (Up/Down, Enter) or, after Tab, the board's cursor (How to Play lists them all).
"""

import tkinter as tk

from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import display
from gamepkg.skirmish import foes as skirmish_foes
from gamepkg.skirmish import reasons as skirmish_reasons
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import seed_saves as skirmish_lesson
from widgets.board import BoardCanvas
from widgets.game_view import GameView
from widgets.record_gate import KEPT, LEAVES
from widgets.redraw import keep_layout_inside, set_look, set_text
from widgets.skirmish import menus as skirmish_menus
from widgets.skirmish import panel_texts
from widgets.skirmish.column import SideColumn, lay_out_unseen
from widgets.skirmish.draw import BoardPainter, scene_of
from widgets.skirmish.frames import SkirmishFrames
from widgets.skirmish.keys import SkirmishKeys
from widgets.skirmish.menus import SkirmishMenuCommands
from widgets.skirmish.replay import STEP_DELAY, SkirmishReplay
from widgets.skirmish.statistics import SkirmishStatistics

BANNER_PLAY, BANNER_ENEMY = "#e9e4d8", "#f6d9d2"
BANNER_RESULT = {"won": "#ffe27a", "lost": "#d9d9d9", "draw": "#dfe8f5"}


def ally_at(state, cell):
    """The ally standing on ``cell``, or None: a click there chooses that ally (it plays no action)."""
    unit = skirmish_board.unit_at(state, cell)
    return unit if unit is not None and skirmish_board.is_ally(unit) else None


class SkirmishView(SkirmishStatistics, SkirmishReplay, SkirmishFrames, SkirmishMenuCommands, GameView):
    """Mirror Skirmish: choose ally actions, watch the enemies answer, read the forecast before acting."""
    # What this tab's own commands do to a counting game (widgets/record_gate.py): an import or another enemy
    # level leaves it.
    record_gate = {"skirmish.view.menu.import": LEAVES, "skirmish.view.menu.skip": KEPT,
                   **{f"skirmish.view.menu.enemy.{level}": LEAVES for level in ("lesson", "normal", "hard", "expert")}}

    engine = skirmish
    has_hint = True
    start_decides_game = True  # no seed changes a game: a hint shows the start's line (widgets/record_hooks.py)
    board_first = True  # its panel gives way at large zooms: the board never shrinks (skirmish_panels.py)
    @property
    def quick_moves(self):
        """True below Expert (a few ms a phase, bench/skirmish_enemies.py): Expert thinks beside the window (also for
        the steps of a game about to be shown, keep_frames_of)."""
        session = self.session if self.incoming_session is None else self.incoming_session
        return not skirmish_foes.thinks_long(session.state.enemy)

    # ----- building -----
    def __init__(self, parent, app):
        """Build the tab, then work out its widgets' sizes before it is shown (skirmish_column.lay_out_unseen)."""
        super().__init__(parent, app)
        lay_out_unseen(self)

    def build(self):
        """Banner, board, the side column (panel and log), key bindings."""
        keep_layout_inside(self)
        self.ally = 0
        self.choice = 0
        self.mode_index = 0
        self.hover = None
        self.hint_move = None
        self.keys_at = None  # where the keyboard focus is: "list", "board" or None (skirmish_keys.on_focus_moved)
        self.enemy_level = skirmish_board.LESSON  # the Options menu's level: presets start against it
        self.enemy_marks = {level: tk.BooleanVar(self, level == self.enemy_level)
                            for level in skirmish_board.ENEMY_LEVELS}
        self.anim_frames, self.anim_index = None, 0
        self.anim_job = None
        self._frames_cache = {}  # (state, move) -> the Frames of its steps, for the log and the animation
        self.incoming_session = None  # a game whose steps are being worked out before it shows (keep_frames_of)
        self.line_texts = {}
        self._redraw_job = None
        self.banner_var = tk.StringVar(master=self)
        self.banner = tk.Label(self, textvariable=self.banner_var, font="TkHeadingFont", background=BANNER_PLAY,
                               anchor="center", padx=8, pady=4)
        self.banner.pack(side="top", fill="x")
        body = tk.Frame(self)
        body.pack(side="top", fill="both", expand=True, pady=(4, 0))
        self.side = SideColumn(body, self)
        self.side.pack(side="right", fill="y")
        self.panel, self.log = self.side.panel, self.side.log
        self.board = BoardCanvas(body, skirmish_board.WIDTH, skirmish_board.HEIGHT, on_primary=self.on_primary,
                                 on_hover=self.on_hover, on_resize=self.schedule_redraw, max_cell=128,
                                 background="#cfc8b6")
        self.board.pack(side="left", fill="both", expand=True)
        self.painter = BoardPainter(self.board)
        self.board_placed = False  # the board is painted once it has its place in the window (on_board_placed)
        self.board.bind("<Configure>", self.on_board_placed, add="+")
        self.board.bind("<Configure>", self.panel.refit_soon, add="+")  # zoomed in, its height sets the panel's width
        self.keys = SkirmishKeys(self)
        self.keys.bind()
        self.bind("<Destroy>", self.on_destroy)
        self.panel.relabel()
        self.log.configure(text=self.t("skirmish.view.panel.log"))
        self.panel.action_list.focus_set()

    def focus_default(self):
        """The action list has the keys when the tab shows: Up/Down, Enter work as its title says."""
        self.panel.action_list.focus_set()

    def on_board_placed(self, event=None):
        """The board got its first size in the window: paint it now (not before, at a size it never shows)."""
        if not self.board_placed:
            self.board_placed = True
            self.schedule_redraw()

    def on_zoom(self):
        """Fonts changed size: fit the panel and redraw the board."""
        self.panel.on_zoom()
        self.redraw()

    def on_destroy(self, event=None):
        """Cancel the pending animation step and redraw when the tab goes away."""
        if event is None or event.widget is self:
            self.stop_animation()
            if self._redraw_job is not None:
                self.after_cancel(self._redraw_job)
                self._redraw_job = None

    def schedule_redraw(self):
        """Redraw once the window is idle (a resize sends many Configure events)."""
        if self._redraw_job is None:
            self._redraw_job = self.after_idle(self._redraw_now)

    def _redraw_now(self):
        """The redraw scheduled by schedule_redraw."""
        self._redraw_job = None
        self.redraw()

    # ----- texts -----
    def resolve(self, value):
        """The display text of a field value (lesson errors too, besides Text values and lists)."""
        if isinstance(value, skirmish_lesson.LessonError):
            return skirmish_lesson.lesson_error_text(value, self.tr)
        return super().resolve(value)

    def relabel(self):
        """Translate the panel's and the log's fixed texts too."""
        self.line_texts.clear()
        self._memo.clear()
        self.panel.relabel()
        self.side.relabel()
        self.log.configure(text=self.t("skirmish.view.panel.log"))
        super().relabel()

    def help_text(self):
        """The rules, what each weapon does, then every key of this tab."""
        held = dict.fromkeys(("hands", *skirmish_board.WEAPONS.values()))  # each weapon once, in the cases' order
        weapons = [self.t(f"skirmish.weapon_rule.{name}") for name in held]
        return "\n\n".join((self.t("skirmish.help"), "\n".join([self.t("skirmish.help.weapons"), *weapons]),
                            self.t("skirmish.view.keys"), self.t("stats.help.skirmish")))

    def action_text(self, move):
        """An action string as words ('Ally 1: move to 3,2')."""
        key, fields = skirmish_reasons.action_message(move)
        return self.t(key, **fields)

    def on_speed_changed(self, speed):
        """The suite's animation speed changed: show it in the panel's box."""
        self.panel.speed.show(speed)

    # ----- what the view knows -----
    def is_busy(self):
        """True while the steps of an action are being shown."""
        return self.anim_frames is not None

    def shown_state(self):
        """The state on screen: the animation's current step, or the session's state."""
        if self.anim_frames is not None:
            return self.anim_frames[self.anim_index].state
        return self.session.state

    def actions(self):
        """The legal actions of the chosen ally."""
        state, ally = self.session.state, self.ally
        return self.memo("actions", (state, ally), lambda: display.ally_actions(state, ally))

    def chosen_action(self):
        """The action chosen in the list, or None."""
        actions = self.actions()
        return actions[self.choice % len(actions)] if actions else None

    def pointed_action(self):
        """The action of the cell under the pointer or the keyboard cursor, or None."""
        if self.hover is None or self.is_busy():
            return None
        state, ally, hover = self.session.state, self.ally, self.hover
        if ally_at(state, hover) is not None:
            return None  # a click there chooses that ally (on_primary): no action to forecast
        move, _, _ = self.memo("click", (state, ally, hover), lambda: display.click_action(state, ally, hover))
        return move

    def focused_action(self):
        """The action the forecast is about: the pointed cell's, else the list's."""
        return self.pointed_action() or self.chosen_action()

    # ----- input -----
    def on_click(self, event):
        """Left click on the board: act on the cell, or say that the click was off the board."""
        self.board.focus_set()
        cell = self.board.cell_at(event.x, event.y)
        if cell is None:
            if not self.refuse_input():
                self.set_status("skirmish.reason.off_board")
            return "break"
        self.board.cursor = cell
        self.on_primary(*cell)
        return "break"

    def on_primary(self, x, y):
        """A click (or Space/Enter on the cursor): choose an ally, or move, attack or pick up."""
        if self.refuse_input():
            return
        state = self.session.state
        unit = ally_at(state, (x, y))
        if unit is not None:
            self.select_ally(unit)
            return
        move, reason, details = display.click_action(state, self.ally, (x, y))
        if move is None:
            key = f"skirmish.reason.{reason}"
            self.set_status(key if self.tr.has(key) else "common.illegal", reason=reason, **details)
            return
        self.play(move)

    def on_hover(self, x, y):
        """The pointer or the keyboard cursor is over cell (x, y): preview its action."""
        if (x, y) != self.hover:
            self.hover = (x, y)
            self.redraw()

    def on_leave(self, event=None):
        """The pointer left the board: the forecast goes back to the list's action."""
        if self.hover is not None and not self.board.cursor_visible:
            self.hover = None
            self.redraw()

    def on_list_select(self, event=None):
        """A row of the action list was clicked."""
        row = self.panel.chosen_row()
        if row is not None and row != self.choice:
            self.choice = row
            self.hover = None
            self.redraw()

    # ----- commands -----
    def select_ally(self, ally):
        """Make ``ally`` the chosen one (a fallen ally cannot be chosen)."""
        state = self.session.state
        if not state.hp[ally]:
            self.set_status("skirmish.reason.unit_down", unit=ally + 1)
            return
        if ally != self.ally:
            self.ally, self.choice = ally, 0
        self.set_status("skirmish.view.selected", ally=ally + 1)
        self.redraw()

    def switch_ally(self):
        """Choose the other ally (when it is alive)."""
        if not self.refuse_input():
            self.select_ally(1 - self.ally)

    def wait_action(self):
        """The chosen ally waits."""
        if not self.refuse_input():
            self.play(f"wait:{self.ally}")

    def cycle_overlay(self):
        """T: moves, the reach of both sides now, the reach if equipped."""
        self.mode_index = (self.mode_index + 1) % len(display.OVERLAY_MODES)
        self.set_status(f"skirmish.overlay.{display.OVERLAY_MODES[self.mode_index]}")
        self.redraw()

    def overlay_mode(self):
        """The name of the current overlay."""
        return display.OVERLAY_MODES[self.mode_index]

    # ----- playing and the enemy phase -----
    def after_move(self):
        """After any change: keep a living ally chosen, then show the new move's steps if there is one."""
        before = self.take_played_from()
        self.stop_animation()
        self.hint_move = None
        self.choice = 0
        state = self.session.state
        self.ally = display.living_ally(state, self.ally)
        if before is not None:
            if self.start_steps():
                self.set_status("skirmish.view.enemy_turn")
            else:
                self.say_turn()
        super().after_move()

    def position_status(self):
        """The result of a finished game, or whose action is next (after a move, Undo, Redo, Load, New...)."""
        state = self.session.state
        if state.ended:
            return f"skirmish.result.{state.ended}", {}
        return "skirmish.status.select", {"number": display.living_ally(state, self.ally) + 1}

    def next_step(self):
        """Show the next step of the action, or finish."""
        self.anim_job = None
        if self.anim_frames is None:
            return
        self.anim_index += 1
        if self.anim_index >= len(self.anim_frames):
            self.finish_animation()
            return
        self.redraw()
        self.anim_job = self.after(STEP_DELAY[self.speed()], self.next_step)

    def stop_animation(self):
        """Drop a running animation without any follow-up."""
        if self.anim_job is not None:
            self.after_cancel(self.anim_job)
            self.anim_job = None
        self.anim_frames = None

    def finish_animation(self):
        """The steps are shown (or skipped): draw the real position and take input again."""
        self.stop_animation()
        self.say_turn()
        self.redraw()
        self.app.refresh_menus()

    def skip_animation(self):
        """Skip button, Esc: jump to the end of the enemy phase."""
        if not self.is_busy():
            self.set_status("skirmish.view.not_animating")
            return
        self.finish_animation()

    # ----- session hooks -----
    def _reset_view(self):
        """Forget the selection, hover, hint and animation of the previous game."""
        self.stop_animation()
        self._frames_cache.clear()
        self.ally, self.choice, self.hover, self.hint_move = 0, 0, None, None

    def start(self, params, seed=None):
        """A new game of the chosen case and variant, against the enemy level chosen in the Options menu."""
        self._reset_view()
        super().start(skirmish_menus.against_chosen_enemy(self, params), seed)
        skirmish_menus.show_enemy_level(self)

    def adopt_session(self, session):
        """A loaded game (suite save, game ID or lesson import)."""
        self._reset_view()
        self.keep_frames_of(session)
        super().adopt_session(session)
        skirmish_menus.show_enemy_level(self)

    def enter_replay(self, replay):
        """A replay starts: its steps are worked out beside the window first (keep_frames_of)."""
        self.keep_frames_of(replay.session)
        super().enter_replay(replay)

    def restart(self):
        """Back to the start of this game."""
        self.stop_animation()
        super().restart()

    # ----- drawing -----
    def redraw(self):
        """Draw the board, the banner, the panel and the log from the session (or the running animation)."""
        if self.board_placed:
            self.painter.paint(scene_of(self))
        self.draw_banner()
        panel_texts.draw_battle(self)
        panel_texts.draw_actions(self)
        panel_texts.draw_forecast(self)
        self.panel.show_legend(self.t(f"skirmish.view.legend.{self.overlay_mode()}", ally=self.ally + 1))
        self.log.show(panel_texts.log_rows(self))
        self.side.arrange_soon()  # the texts' heights may have changed: the pages too
        if not self._status[0]:
            state = self.session.state
            set_text(self.status_var, "" if state.ended else self.t("skirmish.status.select", number=self.ally + 1))

    def draw_banner(self):
        """The case and variant, the enemy step being shown, or the result."""
        text, kind = panel_texts.banner_text(self)
        background = BANNER_RESULT[kind] if kind in BANNER_RESULT else BANNER_ENEMY if kind == "enemy" else BANNER_PLAY
        set_look(self.banner, background=background)
        set_text(self.banner_var, text)
