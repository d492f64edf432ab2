"""The Arrow Rotation tab: place arrows, watch the chain walk turn them, play against the computer.

The tab is put together from parts, one job each: input (widgets/arrows/input.py: clicks and keys),
the walk animation (widgets/arrows/animation.py), the texts of the banner and the panel
(widgets/arrows/texts.py), the drawing (widgets/arrows/draw.py) and the side panel
(widgets/arrows/panels.py). This file builds them and connects them to the session: moves, undo and
redo to a human's turn, the computer seats (they answer by themselves after a short pause), hints.
"""

import random
import tkinter as tk
import tkinter.font as tkfont

from gamepkg.arrows import ai as arrows_ai
from gamepkg.arrows import hint as arrows_hint
from gamepkg.arrows import rules as arrows
from gamepkg.budget import SearchStopped
from gamepkg.i18n import Text
from widgets.arrows.animation import SPEED_TIMING, WalkAnimation
from widgets.arrows.draw import BoardPainter, Scene, angle_rows, turn_counts
from widgets.arrows.input import ArrowsInput
from widgets.arrows.panels import SeatsDialog, SidePanel
from widgets.arrows.statistics import ArrowsStatistics
from widgets.arrows.texts import BANNER_PLAY, ArrowsTexts
from widgets.board import BoardCanvas
from widgets.game_view import GameView
from widgets.record_gate import KEPT
from widgets.redraw import keep_layout_inside


class ArrowsView(ArrowsInput, WalkAnimation, ArrowsTexts, ArrowsStatistics, GameView):
    """Arrow Rotation: 2 to 6 seats, humans and computers, an animated chain walk after every move."""
    # What this tab's own commands do to a counting game (widgets/record_gate.py): the walk shown again is public.
    record_gate = {"arrows.view.replay": KEPT, "arrows.view.skip_menu": KEPT}

    engine = arrows
    list_separator = "arrows.view.name_separator"
    has_custom = True
    has_hint = True
    board_first = True  # its side panels give way at large zooms: the board never shrinks

    # ----- building -----
    def build(self):
        """Banner, board, side panel and the key bindings."""
        keep_layout_inside(self)
        self.selected = None
        self.direction = None
        self.hover_direction = None
        self.hint_cell = None
        self.frames = None
        self.frame = None
        self.walk_info = None
        self.animation_job = None
        self.announcement = None
        self.banner_var = tk.StringVar(master=self)
        self.result_font = tkfont.nametofont("TkHeadingFont", root=self).copy()
        self.banner_box = tk.Frame(self)  # as tall as the result's big font from the start: a win never moves the board
        self.banner_box.pack_propagate(False)
        self.banner_box.pack(side="top", fill="x")
        self.banner = tk.Label(self.banner_box, textvariable=self.banner_var, font="TkHeadingFont",
                               background=BANNER_PLAY, anchor="center", padx=8, pady=4)
        self.banner.pack(side="top", fill="both", expand=True)
        body = tk.Frame(self)
        body.pack_propagate(False)  # a tall panel is cut at the bottom rather than squeezing the status line out
        body.pack(side="top", fill="both", expand=True, pady=(4, 0))
        self.panel = SidePanel(body, self)
        self.panel.pack(side="right", fill="y")
        params = self.session.params
        self.board = BoardCanvas(body, params.width, params.height, on_primary=self.on_primary,
                                 on_secondary=self.on_secondary, on_resize=self.redraw, max_cell=120,
                                 background="#cdc6b6")
        self.board.pack(side="left", fill="both", expand=True)
        self.painter = BoardPainter(self.board)
        self.on_zoom()
        self._bind_keys()
        self.bind("<Destroy>", self.on_destroy)
        self.board.focus_set()
        self.computer_job = self.after_idle(self.computer_plays)

    def on_zoom(self):
        """Fit the banner's result font and the panel's fonts to the zoomed base fonts."""
        heading = tkfont.nametofont("TkHeadingFont", root=self).actual("size")
        self.result_font.configure(size=round(abs(heading) * 1.5), weight="bold")
        inset = 2 * (int(str(self.banner.cget("pady"))) + int(str(self.banner.cget("borderwidth")))
                     + int(str(self.banner.cget("highlightthickness"))))
        self.banner_box.configure(height=self.result_font.metrics("linespace") + inset)
        self.panel.on_zoom()

    def on_destroy(self, event=None):
        """Cancel pending after() jobs when the tab goes away."""
        if event is None or event.widget is self:
            self.stop_animation()
            self.cancel_computer()

    def relabel(self):
        """Translate the panel's fixed texts too."""
        self.panel.relabel()
        super().relabel()

    # ----- state of the game as the view sees it -----
    def on_speed_changed(self, speed):
        """The suite's animation speed changed (Options menu or the panel): show it in the panel."""
        self.panel.speed.show(speed)

    def is_busy(self):
        """True while a walk is being animated."""
        return self.frames is not None

    def computer_to_move(self, state=None):
        """True when the game goes on and a computer seat is to move (now, or in ``state``)."""
        state = self.session.state if state is None else state
        return not state.ended and self.seat_kind(state.current) != "human"

    def undo_target(self):
        """The history position of the last human turn before now, or None when there is none."""
        position = self.session.position - 1
        while position > 0 and self.computer_to_move(self.session.state_at(position)):
            position -= 1
        if position < 0 or self.computer_to_move(self.session.state_at(position)):
            return None
        return position

    def redo_target(self):
        """The history position of the next human turn (or the end of the redo list), or None."""
        last = len(self.session.moves)
        if self.session.position >= last:
            return None
        position = self.session.position + 1
        while position < last and self.computer_to_move(self.session.state_at(position)):
            position += 1
        return position

    def legal_cells(self, state):
        """The cells where the player to move may place an arrow (once per state)."""
        return self.memo("legal", state, lambda: frozenset(arrows.legal_cells(state)))

    def preview_walk(self, state, cell, direction):
        """The walk an arrow at ``cell`` toward ``direction`` would make (once per state, cell and direction)."""
        return self.memo("walk", (state, cell, direction), lambda: arrows.walk(state, *cell, direction))

    def human_to_move(self):
        """True when the game goes on and a human seat is to move."""
        return not self.session.state.ended and not self.computer_to_move()

    # ----- moves and the computer -----
    def after_move(self):
        """After any change of position: drop the selection, start the walk animation, let a computer play."""
        self.cancel_computer()
        self.selected = self.direction = self.hover_direction = self.hint_cell = None
        before = self.take_played_from()
        if before is not None:
            walk = self.session.state.last_walk
            self.set_status("arrows.view.walking", name=self.player_name(before.current), x=walk.x + 1,
                            y=walk.y + 1, direction=Text(f"arrows.direction.{walk.direction}", {}))
            self.start_animation(before, walk, before.current)
            self.announcement = (before, self.session.state)
            if not self.is_busy():
                self.announce()
        super().after_move()
        if not self.is_busy():
            self.schedule_computer()

    def schedule_computer(self):
        """If a computer seat is to move, let it play after a short pause."""
        if self.computer_job is None and not self.is_busy() and not self.replaying() and self.computer_to_move():
            self.computer_job = self.after(SPEED_TIMING[self.speed()][2], self.computer_plays)
            self.redraw()

    def computer_plays(self):
        """The computer seat to move chooses and plays its move."""
        self.computer_job = None
        if self.is_busy() or not self.computer_to_move():
            return
        state = self.session.state
        rng = random.Random(f"{self.session.seed}/{self.session.position}")
        self.play(arrows_ai.choose_move(state, self.seat_kind(state.current), rng), by_computer=True)

    # ----- session hooks -----
    def start(self, params, seed=None):
        """A new game: fresh board of the new size."""
        self.stop_animation()
        self.cancel_computer()
        self.board.resize_grid(params.width, params.height)
        self.painter.reset()
        super().start(params, seed)
        self.board.focus_set()

    def adopt_session(self, session):
        """A loaded game or game ID: its board size; a computer to move goes on playing."""
        self.stop_animation()
        self.cancel_computer()
        self.board.resize_grid(session.params.width, session.params.height)
        self.painter.reset()
        super().adopt_session(session)

    def undo(self):
        """Take back moves until a human is to move again (the computers' answers go too); a counting game
        asks first and then no longer counts (the record gate, widgets/record_gate.py)."""
        target = self.undo_target()
        if target is not None and not self.may_end_record("undo"):
            return
        under_way = self.counting_game_under_way()
        self.stop_animation()
        self.cancel_computer()
        if target is None:
            self.set_status("status.undo_none")
        else:
            while self.session.position > target:
                self.session.undo()
            self.show_position_status()
            self.note_record("undo", under_way)
        self.after_move()

    def redo(self):
        """Replay undone moves up to the next human turn."""
        self.stop_animation()
        self.cancel_computer()
        target = self.redo_target()
        if target is None:
            self.set_status("status.redo_none")
        else:
            while self.session.position < target:
                self.session.redo()
            self.show_position_status()
            self.note_record("redo")
        self.after_move()

    def can_undo(self):
        """True when there is a human move to take back and nothing is moving."""
        return super().can_undo() and self.undo_target() is not None

    def restart(self):
        """Back to the empty board."""
        self.stop_animation()
        self.cancel_computer()
        super().restart()

    # ----- drawing -----
    def scene(self):
        """What the board shows now: the walk being animated, or the position with choices and previews."""
        state = self.session.state
        if self.frame is not None:
            before, walk, _ = self.walk_info
            stop = (walk.stop, walk.off_board) if self.frame.current is None else None
            return Scene(self.frame.rows, counts=self.frame.counts, current=self.frame.current, stop=stop)
        rows = self.memo("rows", state.board, lambda: tuple(tuple(row) for row in angle_rows(state.board)))
        scene = Scene(rows, hint=self.hint_cell)
        if self.human_to_move():
            scene.legal = self.legal_cells(state)
        if self.selected is None and self.session.position > 0 and state.last_walk is not None:
            scene.counts = turn_counts(state.last_walk)  # what the last walk did stays visible
            scene.stop = (state.last_walk.stop, state.last_walk.off_board)
        if self.selected is not None:
            scene.selected = self.selected
            direction = self.preview_direction()
            scene.chooser_direction = direction
            if direction is not None:
                walk = self.preview_walk(state, self.selected, direction)
                scene.ghost = (*self.selected, direction)
                scene.counts = turn_counts(walk)
                scene.stop = (walk.stop, walk.off_board)
        return scene

    def redraw(self):
        """Draw the board, the banner and the panel from the session (or the running animation)."""
        self.painter.paint(self.scene())
        self.draw_banner()
        self.draw_table()
        self.draw_walk_box()
        self.panel.show_info(self.info_text())

    # ----- menus -----
    def custom_dialog(self):
        """Ask for the board size and the seats."""
        return SeatsDialog(self, self.t, self.session.params).run()

    def hint(self):
        """Pick a placement for the player to move (the best-scoring one, or on the empty board the one that
        leaves the next player least) and explain it."""
        if self.refuse_input() or not self.may_end_record("hint"):
            return
        state = self.session.state
        try:
            found = arrows_hint.hint(state, arrows_ai.move_budget())
        except SearchStopped:
            self.set_status("common.too_hard")
            return
        x, y, direction = arrows.parse_move(found.move)
        self.select((x, y))
        self.direction, self.hint_cell = direction, (x, y)
        key, fields = self.hint_text(state, found)
        self.set_status(key, **fields)
        self.note_record("hint")  # the computer's advice was shown: the game no longer counts (fair_play.py)
        self.board.show_cursor(True)
        self.redraw()
        self.board.focus_set()

    def hint_text(self, state, found):
        """(message id, fields) that explain the Hint ``found`` for ``state``: its points, or the next player's."""
        x, y, direction = arrows.parse_move(found.move)
        fields = {"direction": Text(f"arrows.direction.{direction}", {}), "x": x + 1, "y": y + 1}
        if found.reply is not None:
            key = "arrows.view.hint_blocks" if found.reply == 0 else "arrows.view.hint_least"
            return key, dict(fields, name=self.player_name(arrows.next_player(state)), points=found.reply)
        walk = arrows.walk(state, x, y, direction)
        key = "arrows.view.hint_one" if found.points == 1 else "arrows.view.hint"
        return key, dict(fields, arrows=len(turn_counts(walk)), points=found.points)

    def extra_menu_items(self):
        """Replay the last walk; skip the running animation; the statistics."""
        return [("arrows.view.replay", self.replay_walk, ""), ("arrows.view.skip_menu", self.skip_animation, "Esc"),
                self.statistics_item()]
