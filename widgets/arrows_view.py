"""The Arrow Rotation tab: place arrows, watch the chain walk turn them, play against the computer.

Input: click a cell with a dot (or move the keyboard cursor there and press Space/Enter) to pick it,
then choose the direction with the arrow keys or WASD (Enter places it) or click the side of the cell
the arrow should point to. Escape cancels a choice or skips an animation. The walk of every move is
animated with after(); computer seats answer by themselves after a short pause.
"""

import random

import tkinter as tk
import tkinter.font as tkfont

from gamepkg import arrows, arrows_ai
from gamepkg.budget import SearchStopped
from gamepkg.i18n import Text
from widgets.arrows_draw import (BoardPainter, Scene, angle_rows, direction_at, turn_counts, turn_sense,
                                 walk_frames)
from widgets.arrows_panels import SeatsDialog, SidePanel
from widgets.board import BoardCanvas
from widgets.game_view import GameView
from widgets.redraw import keep_layout_inside, set_look, set_text

# A message id with its fields, translated only when shown (so a language switch re-translates it).

# speed -> (milliseconds per turned arrow, rotation frames per turn, computer's pause in milliseconds)
SPEED_TIMING = {"slow": (900, 6, 1200), "normal": (420, 4, 700), "fast": (150, 2, 300), "instant": (0, 0, 0)}
LONG_WALK = 12  # walks longer than this run faster so that they still end in reasonable time
KEY_DIRECTIONS = {"Right": arrows.RIGHT, "Down": arrows.DOWN, "Left": arrows.LEFT, "Up": arrows.UP,
                  "d": arrows.RIGHT, "s": arrows.DOWN, "a": arrows.LEFT, "w": arrows.UP}
BANNER_PLAY, BANNER_END = "#e9e4d8", "#ffe27a"


class ArrowsView(GameView):
    """Arrow Rotation: 2 to 6 seats, humans and computers, an animated chain walk after every move."""

    engine = arrows
    list_separator = "arrows.view.name_separator"
    has_custom = True
    has_hint = True

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
        self.result_font = tkfont.nametofont("TkHeadingFont").copy()
        self.banner = tk.Label(self, textvariable=self.banner_var, font="TkHeadingFont", background=BANNER_PLAY,
                               anchor="center", padx=8, pady=4)
        self.banner.pack(side="top", fill="x")
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

    def _bind_keys(self):
        """Mouse clicks with their side of the cell, hover, arrows and WASD, Escape."""
        self.board.bind("<Button-1>", self.on_click)
        self.board.bind("<Motion>", self.on_motion, add="+")
        self.board.bind("<Leave>", self.on_leave)
        for keysym in KEY_DIRECTIONS:
            handler = lambda event, keysym=keysym: self.on_direction_key(keysym)
            self.board.bind(f"<KeyPress-{keysym}>", handler)
            if len(keysym) == 1:
                self.board.bind(f"<KeyPress-{keysym.upper()}>", handler)
        self.board.bind("<Escape>", self.on_escape)

    def on_zoom(self):
        """Fit the banner's result font and the panel's fonts to the zoomed base fonts."""
        heading = tkfont.nametofont("TkHeadingFont").actual("size")
        self.result_font.configure(size=round(abs(heading) * 1.5), weight="bold")
        self.panel.on_zoom()

    def on_destroy(self, event=None):
        """Cancel pending after() jobs when the tab goes away."""
        if event is None or event.widget is self:
            self.stop_animation()
            self.cancel_computer()

    # ----- texts -----
    def player_name(self, player):
        """The name of seat ``player``: the chosen one or "Player n" (as a Text)."""
        return self.session.params.name_of(player) or Text("arrows.player_default", {"number": player + 1})

    def seat_kind(self, player):
        """'human', 'easy', 'normal' or 'hard'."""
        return self.session.params.seats[player]

    def position_status(self):
        """The status line for the position on screen: the winner (or the tie) once over, else whose turn."""
        state = self.session.state
        if not state.ended:
            return "arrows.status.turn", {"name": self.player_name(state.current), "round": state.round}
        winners = arrows.winners(state)
        score = state.scores[winners[0]]
        if len(winners) == 1:
            return "arrows.result.win", {"name": self.player_name(winners[0]), "score": score}
        return "arrows.result.tie", {"names": [self.player_name(player) for player in winners], "score": score}

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

    # ----- input -----
    def refuse_input(self):
        """Say why the board takes no input now, or return False when it does."""
        if super().refuse_input():
            return True
        if self.computer_to_move():
            self.set_status("arrows.status.thinking", name=self.player_name(self.session.state.current))
            return True
        return False

    def on_click(self, event):
        """Left click: pick a cell, or on the picked cell place the arrow toward the clicked side."""
        self.board.focus_set()
        cell = self.board.cell_at(event.x, event.y)
        if cell is None or self.refuse_input():
            return "break"
        self.board.cursor = cell
        if cell == self.selected:
            self.place(direction_at(self.board.cell_bbox(*cell), event.x, event.y))
        else:
            self.select(cell)
        return "break"

    def on_motion(self, event):
        """Pointer over the picked cell: preview the direction of the side under it."""
        cell = self.board.cell_at(event.x, event.y)
        direction = None
        if cell is not None and cell == self.selected:
            direction = direction_at(self.board.cell_bbox(*cell), event.x, event.y)
        if direction != self.hover_direction:
            self.hover_direction = direction
            self.redraw()

    def on_leave(self, event=None):
        """The pointer left the board: back to the keyboard's direction."""
        if self.hover_direction is not None:
            self.hover_direction = None
            self.redraw()

    def on_primary(self, x, y):
        """Space/Enter on the cursor's cell: pick it, or place the picked arrow."""
        if self.refuse_input():
            return
        if (x, y) != self.selected:
            self.select((x, y))
        elif self.direction is None:
            self.set_status("arrows.status.choose_direction")
        else:
            self.place(self.direction)

    def on_secondary(self, x, y):
        """Right click: drop the picked cell."""
        self.cancel_selection()

    def on_direction_key(self, keysym):
        """Arrow keys and WASD: choose the direction of the picked cell; arrows move the cursor otherwise."""
        direction = KEY_DIRECTIONS[keysym]
        if self.selected is None and len(keysym) > 1:
            dx, dy = arrows.STEPS[direction]
            self.board.move_cursor(dx, dy)
            return "break"
        if self.refuse_input():
            return "break"
        if self.selected is None and not self.select(self.board.cursor):
            return "break"
        self.direction = direction
        self.board.show_cursor(True)
        self.redraw()
        self.set_status("")
        return "break"

    def on_escape(self, event=None):
        """Escape: skip the animation, or drop the picked cell."""
        if self.is_busy():
            self.skip_animation()
        else:
            self.cancel_selection()
        return "break"

    def select(self, cell):
        """Pick ``cell`` for the next arrow; an illegal cell changes nothing and says why. True if picked."""
        reason = arrows.cell_problem(self.session.state, *cell)
        if reason:
            self.set_status(f"arrows.reason.{reason}")
            return False
        self.selected, self.direction, self.hover_direction = cell, None, None
        self.board.cursor = cell
        self.set_status("arrows.view.selected", x=cell[0] + 1, y=cell[1] + 1)
        self.redraw()
        return True

    def cancel_selection(self):
        """Forget the picked cell and direction."""
        if self.selected is not None:
            self.selected = self.direction = self.hover_direction = None
            self.set_status("")
            self.redraw()

    def place(self, direction):
        """Play the picked cell with ``direction``."""
        x, y = self.selected
        self.play(arrows.move_text(x, y, direction))

    def preview_direction(self):
        """The direction being previewed: the side under the pointer, else the chosen one."""
        return self.hover_direction if self.hover_direction is not None else self.direction

    # ----- moves, animation, computer -----
    def after_move(self):
        """After any change of position: drop the selection, start the walk animation, let a computer play."""
        self.cancel_computer()
        self.selected = self.direction = self.hover_direction = self.hint_cell = None
        before = self.take_played_from()
        if before is not None:
            self.set_status("")
            self.start_animation(before, self.session.state.last_walk, before.current)
            self.announcement = (before, self.session.state)
            if not self.is_busy():
                self.announce()
        super().after_move()
        if not self.is_busy():
            self.schedule_computer()

    def announce(self):
        """Say in the status line what the last move did (once its walk has been shown)."""
        if self.announcement is None:
            return
        before, after = self.announcement
        self.announcement = None
        walk = after.last_walk
        key = {0: "arrows.view.moved_zero", 1: "arrows.view.moved_one"}.get(walk.gained, "arrows.view.moved")
        fields = dict(name=self.player_name(before.current), x=walk.x + 1, y=walk.y + 1, points=walk.gained,
                      direction=Text(f"arrows.direction.{walk.direction}", {}))
        if after.ended:
            self.set_status("arrows.event.game_over")
        else:
            self.set_status(key, **fields)

    def start_animation(self, before, walk, mover):
        """Animate ``walk`` from the position ``before`` (nothing to show at instant speed)."""
        self.stop_animation()
        self.announcement = None
        per_turn, rotation_steps, _ = SPEED_TIMING[self.speed()]
        if per_turn == 0:
            return
        if len(walk.turns) > LONG_WALK:
            per_turn = max(per_turn // 4, per_turn * LONG_WALK // len(walk.turns))
        self.frame_delay = max(10, per_turn // (rotation_steps + 1))
        self.walk_info = (before, walk, mover)
        self.frames = walk_frames(before.board, walk, rotation_steps)
        self.frame = next(self.frames)
        self.app.refresh_menus()
        self.animation_job = self.after(self.frame_delay, self.next_frame)

    def next_frame(self):
        """Show the next picture of the walk, or finish."""
        self.animation_job = None
        frame = next(self.frames, None)
        if frame is None or frame.finished:
            self.finish_animation()
            return
        self.frame = frame
        self.redraw()
        self.animation_job = self.after(self.frame_delay, self.next_frame)

    def stop_animation(self):
        """Drop a running animation without any follow-up."""
        if self.animation_job is not None:
            self.after_cancel(self.animation_job)
            self.animation_job = None
        self.frames = self.frame = None

    def finish_animation(self):
        """The walk is shown (or skipped): draw the real position, tell what happened, let the game go on."""
        self.stop_animation()
        self.announce()
        self.redraw()
        self.app.refresh_menus()
        self.schedule_computer()

    def skip_animation(self):
        """Skip button, Escape: jump to the end of the walk."""
        if not self.is_busy():
            self.set_status("arrows.view.not_animating")
            return
        self.finish_animation()
        self.board.focus_set()

    def replay_walk(self):
        """Show the last walk again."""
        if self.is_busy():
            self.set_status("common.busy")
            return
        state = self.session.state
        if self.session.position == 0 or state.last_walk is None:
            self.set_status("arrows.view.no_walk")
            return
        self.cancel_computer()
        before = self.session.state_at(self.session.position - 1)
        self.set_status("arrows.view.replaying")
        self.start_animation(before, state.last_walk, before.current)
        if not self.is_busy():
            self.schedule_computer()
        self.redraw()
        self.board.focus_set()

    def schedule_computer(self):
        """If a computer seat is to move, let it play after a short pause."""
        if self.computer_job is None and not self.is_busy() and self.computer_to_move():
            self.computer_job = self.after(SPEED_TIMING[self.speed()][2], self.computer_plays)
            self.redraw()

    def computer_plays(self):
        """The computer seat to move chooses and plays its move."""
        self.computer_job = None
        if self.is_busy() or not self.computer_to_move():
            return
        state = self.session.state
        rng = random.Random(f"{self.session.seed}/{self.session.position}")
        self.play(arrows_ai.choose_move(state, self.seat_kind(state.current), rng))

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
        """Take back moves until a human is to move again (the computers' answers go too)."""
        self.stop_animation()
        self.cancel_computer()
        target = self.undo_target()
        if target is None:
            self.set_status("status.undo_none")
        else:
            while self.session.position > target:
                self.session.undo()
            self.show_position_status()
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

    def draw_banner(self):
        """Whose turn it is, the walk's running count, or the final result."""
        state = self.session.state
        if self.frame is not None:
            _, _, mover = self.walk_info
            text = self.t("arrows.view.banner_walking", name=self.player_name(mover), points=self.frame.points)
            look = (BANNER_PLAY, "TkHeadingFont")
        elif state.ended:
            key, fields = self.position_status()
            text = f"\u2605 {self.t(key, **fields)} \u2605"
            look = (BANNER_END, self.result_font)
        else:
            name = self.player_name(state.current)
            if self.computer_to_move():
                text = self.t("arrows.status.thinking", name=name)
            else:
                text = self.t("arrows.view.banner_turn", name=name, round=state.round,
                              count=arrows.empty_cells(state))
            look = (BANNER_PLAY, "TkHeadingFont")
        set_look(self.banner, background=look[0], font=look[1])
        set_text(self.banner_var, text)

    def draw_table(self):
        """Each seat's marker, name, kind and score (the mover's score counts up during the walk)."""
        state = self.session.state
        scores, current = list(state.scores), state.current
        if self.frame is not None:
            before, _, mover = self.walk_info
            scores = list(before.scores)
            scores[mover] += self.frame.points
            current = mover
        winners = arrows.winners(state) if self.frame is None else ()
        rows = []
        for player, score in enumerate(scores):
            if winners:
                marker, tag = ("\u2605", "winner") if player in winners else ("", "")
            else:
                marker, tag = ("\u25b6", "current") if player == current else ("", "")
            rows.append((marker, self.resolve(self.player_name(player)),
                         self.t(f"arrows.kind.{self.seat_kind(player)}"), score, tag))
        self.panel.show_table(rows)

    def draw_walk_box(self):
        """The walk counter: the running walk, or the last one with where it stopped."""
        state = self.session.state
        if self.frame is not None:
            _, walk, mover = self.walk_info
            points, stopped = self.frame.points, ""
        elif self.session.position > 0 and state.last_walk is not None:
            walk, mover = state.last_walk, self.session.state_at(self.session.position - 1).current
            points = walk.gained
            stopped = self.stop_text(walk)
        else:
            self.panel.show_walk(self.t("arrows.view.walk_none"), "", "", False, False)
            return
        self.panel.show_walk(self.t("arrows.view.walk_of", name=self.player_name(mover)),
                             self.t("arrows.view.walk_points", points=points), stopped, self.is_busy(), True)

    def stop_text(self, walk):
        """Where ``walk`` ended, as a sentence."""
        if walk.off_board:
            return self.t("arrows.event.stopped_off")
        return self.t("arrows.event.stopped_empty", x=walk.stop[0] + 1, y=walk.stop[1] + 1)

    def info_text(self):
        """The preview of the chosen placement, or advice for the player to move."""
        state = self.session.state
        if self.frame is not None or not self.human_to_move():
            return ""
        if self.selected is None:
            return self.t("arrows.status.first_move") if state.placements == 0 else ""
        direction = self.preview_direction()
        if direction is None:
            return self.t("arrows.status.choose_direction")
        walk = self.preview_walk(state, self.selected, direction)
        key = {0: "arrows.view.preview_zero", 1: "arrows.view.preview_one"}.get(walk.gained, "arrows.view.preview")
        return self.t(key, direction=Text(f"arrows.direction.{direction}", {}), x=self.selected[0] + 1,
                      y=self.selected[1] + 1, arrows=len(turn_counts(walk)), points=walk.gained)

    # ----- menus -----
    def help_text(self):
        """How to play, saying which way the engine's rule turns the arrows."""
        return self.t("arrows.help", turn=Text(f"arrows.turn.{turn_sense()}", {}))

    def custom_dialog(self):
        """Ask for the board size and the seats."""
        return SeatsDialog(self, self.t, self.session.params).run()

    def hint(self):
        """Pick the best-scoring placement for the player to move and explain it."""
        if self.refuse_input():
            return
        state = self.session.state
        try:
            gains = arrows_ai.move_gains(state, arrows_ai.move_budget())
        except SearchStopped:
            self.set_status("common.too_hard")
            return
        best = max(gains.values())
        if best == 0:
            self.set_status("arrows.hint.nothing")
            return
        move = next(move for move, gain in gains.items() if gain == best)
        x, y, direction = arrows.parse_move(move)
        self.select((x, y))
        self.direction, self.hint_cell = direction, (x, y)
        walk = arrows.walk(state, x, y, direction)
        key = "arrows.view.hint_one" if best == 1 else "arrows.view.hint"
        self.set_status(key, direction=Text(f"arrows.direction.{direction}", {}), x=x + 1, y=y + 1,
                        arrows=len(turn_counts(walk)), points=best)
        self.board.show_cursor(True)
        self.redraw()
        self.board.focus_set()

    def extra_menu_items(self):
        """Replay the last walk; skip the running animation."""
        return [("arrows.view.replay", self.replay_walk, ""), ("arrows.view.skip_menu", self.skip_animation, "Esc")]
