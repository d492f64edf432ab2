"""Mirror Skirmish in a replay: an action's steps (the enemy phase) shown one by one, as in the game.

``SkirmishReplay`` is mixed into SkirmishView (widgets/skirmish/view.py); the replay bar is
widgets/replay_bar.py and the hooks it calls are in widgets/replay_hooks.py.
"""

from gamepkg.skirmish import reasons as skirmish_reasons

STEP_DELAY = {"slow": 1100, "normal": 650, "fast": 260, "instant": 0}  # milliseconds per step of an action


class SkirmishReplay:
    """The steps of the last action, for a move just played and for a replay (a part of SkirmishView)."""

    def start_steps(self):
        """Show the steps of the last action one by one (the enemy phase); False when there is nothing to show."""
        frames = self.frames_of(self.session.position - 1)
        if len(frames) <= 1 or not STEP_DELAY[self.speed()]:
            return False
        self.anim_frames, self.anim_index = frames, 0
        self.anim_job = self.after(STEP_DELAY[self.speed()], self.next_step)
        return True

    def animate_replay_step(self, before):
        """In a replay: the action's steps and the enemy phase, as in the game."""
        if self.start_steps():
            self.redraw()

    def replay_move_status(self, before, move):
        """In a replay: the action shown, in words ('Ally 1: move to 3,2')."""
        return skirmish_reasons.action_message(move)

    def say_turn(self):
        """Status line after a move: the result, or whose action is next (in a replay: where the replay is)."""
        if self.replay_bar is not None:
            self.replay_bar.show(animate=False)
        else:
            self.show_position_status()
