"""Minesweeper's long steps beside the window: a fixed layout's first state and Undo/Redo to a state that is no
longer kept (a first click that opened a million cells) are worked out by run_long, never on the Tk thread
(a mixin of MinesView, widgets/mines/view.py)."""

from gamepkg.session import Session
from widgets.long_work import run_long, state_beside


class MinesLongSteps:
    """The MinesView methods whose work may take seconds on a huge board."""

    def new_session(self, params, seed):
        """A new game; a fixed layout's first state (its numbers on up to a million cells) worked out beside the
        window (run_long)."""
        if params.layout is None:
            return super().new_session(params, seed)
        first = run_long(self.app, self, lambda: self.engine.new_game(params, seed))
        return Session(self.engine, params, seed, initial=first)

    def undo(self):
        """Undo: the state before works out beside the window when it is not kept (a first click of a million cells)."""
        if self.state_ready(self.session.position - 1):
            super().undo()

    def redo(self):
        """Redo: the state after works out beside the window when it is not kept (Redo after Restart of a big save)."""
        if self.state_ready(self.session.position + 1):
            super().redo()

    def state_ready(self, index):
        """True once the session's state after ``index`` moves is quick to show (worked out beside the window
        when it has to be, see long_work.state_beside); False when the window closed meanwhile."""
        return not 0 <= index <= len(self.session.moves) or state_beside(self.app, self, self.session, index)
