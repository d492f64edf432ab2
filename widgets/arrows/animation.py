"""Arrow Rotation animation: the chain walk of a move shown turn by turn with after(), skippable and replayable.

``WalkAnimation`` is mixed into ArrowsView (widgets/arrows/view.py): while a walk is shown,
``self.frame`` is the WalkFrame on screen (widgets/arrows/draw.walk_frames) and the view is busy.
When the walk is over, the status line says what the move did and a computer seat may answer.
"""

from gamepkg.i18n import Text
from widgets.arrows.draw import walk_frames

# speed -> (milliseconds per turned arrow, rotation frames per turn, computer's pause in milliseconds)
SPEED_TIMING = {"slow": (900, 6, 1200), "normal": (420, 4, 700), "fast": (150, 2, 300), "instant": (0, 0, 0)}
LONG_WALK = 12  # walks longer than this run faster so that they still end in reasonable time


class WalkAnimation:
    """Shows a move's walk frame by frame, then announces it (a part of ArrowsView)."""

    def announce(self):
        """Say in the status line what the last move did (once its walk has been shown)."""
        if self.announcement is None:
            return
        before, after = self.announcement
        self.announcement = None
        key, fields = self.move_message(before, after)
        self.set_status(key, **fields)

    def move_message(self, before, after):
        """(message id, fields) of what the move from ``before`` to ``after`` did (or that the game is over)."""
        if after.ended:
            return "arrows.event.game_over", {}
        walk = after.last_walk
        key = {0: "arrows.view.moved_zero", 1: "arrows.view.moved_one"}.get(walk.gained, "arrows.view.moved")
        return key, {"name": self.player_name(before.current), "x": walk.x + 1, "y": walk.y + 1,
                     "points": walk.gained, "direction": Text(f"arrows.direction.{walk.direction}", {})}

    def replay_move_status(self, before, move):
        """In a replay: what the move shown did, as the game says it after its walk."""
        return self.move_message(before, self.session.state)

    def animate_replay_step(self, before):
        """In a replay: the move's chain walk, as in the game."""
        self.start_animation(before, self.session.state.last_walk, before.current)
        self.redraw()

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
