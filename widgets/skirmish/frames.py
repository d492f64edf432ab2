"""The steps of Mirror Skirmish's actions (each ally action and the enemy phase it brings, as display Frames),
kept with the game for the log and the animation: an Expert enemy phase is searched once, on the worker
thread, and never again on the window's (a mixin of SkirmishView, widgets/skirmish/view.py)."""

from gamepkg.skirmish import display
from gamepkg.skirmish import foes as skirmish_foes
from widgets.long_work import run_long


class SkirmishFrames:
    """The SkirmishView methods that work out and keep the steps of its game's actions."""

    def frames_of(self, index):
        """The Frames of the history's move number ``index`` (cached)."""
        key = (self.session.state_at(index), self.session.moves[index])
        frames = self._frames_cache.get(key)
        if frames is None:
            frames = self._frames_cache[key] = display.step_frames(*key)
        return frames

    def work_out_move(self, before, move):
        """On the worker thread (play): the action's steps, kept with the game for the log and the animation, so
        that an Expert enemy phase is searched once and never again on the window's thread; their last state."""
        frames = display.step_frames(before, move)  # IllegalMove for a refused action, as engine.apply
        self._frames_cache[(before, move)] = frames
        return frames[-1].state

    def keep_frames_of(self, session):
        """Before a loaded game or a replay shows: the steps of its every move worked out on the worker thread when
        its enemy level thinks long (Expert), so that the log does not search them on the window's thread."""
        if not skirmish_foes.thinks_long(session.initial_state.enemy) or not session.moves:
            return
        known = dict(self._frames_cache)

        def work():
            """On the worker: {(state, move): frames} of every move of ``session`` not known yet."""
            keys = [(session.state_at(index), session.moves[index]) for index in range(len(session.moves))]
            return {key: display.step_frames(*key) for key in keys if key not in known}
        self.incoming_session = session  # quick_moves asks about this game's level: the work goes to the worker
        try:
            self._frames_cache.update(run_long(self.app, self, work))
        finally:
            self.incoming_session = None
