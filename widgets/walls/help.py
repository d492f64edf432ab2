"""The solver's help in the Delayed Walls tab: hints, and Show Solution played step by step.

Both are the tab's one search on its worker (widgets/walls/jobs.py): a new request replaces the old one.
A solution's plan may first take moves back (from a position that cannot be won any more). Each step is
played through the session, so the player can undo through the shown solution afterwards. A level won
this way says so (banner and status line) and never counts as a best; after a hint or a shown solution the
level is practice in this data folder (gamepkg/fair_play.py, widgets/walls/library.py).
"""

from gamepkg.budget import SearchStopped
from gamepkg.i18n import Text
from gamepkg.rules import IllegalMove
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls

SPEED_DELAYS = {"slow": 800, "normal": 420, "fast": 150, "instant": 0}


class SolutionRun:
    """A solution being shown: the moves left, the move number it ends on, and the pending after() step."""

    def __init__(self, state):
        """Start planning from ``state``."""
        self.state = state
        self.moves = None
        self.last_move = 0
        self.job = None


class SolverHelp:
    """The WallsView methods that give hints and show a solution (a mixin: ``self`` is the WallsView)."""

    def hint(self):
        """Ask the solver for the next move of a shortest solution (or how many undos get back on track).

        The tab's one search: a hint still being worked out is cancelled and replaced.
        """
        if self.is_busy():
            self.set_status("common.busy")
            return
        self.hint_state = self.session.state
        self.set_status("walls.view.thinking")
        self.jobs.search(walls_display.advise, (self.history(),), self.on_advice)

    def cancel_search(self):
        """Cancel the hint being worked out (the position changed, or the tab went out of view)."""
        if self.jobs.searching():
            self.jobs.cancel_search()
            if self._status[0] == "walls.view.thinking":
                self.show_position_status()

    def on_advice(self, ok, advice):
        """Show the solver's advice, unless the player has moved on meanwhile."""
        if self.session.state is not self.hint_state:
            return
        if not ok:
            self.show_search_failure(advice)
        elif advice.kind == "move":
            key = "walls.view.hint.move_last" if advice.remaining == 1 else "walls.view.hint.move"
            self.set_status(key, direction=Text(f"walls.view.dir_name.{advice.move}", {}),
                            remaining=advice.remaining)
            self.hint_move = advice.move
            self.redraw()
        elif advice.kind == "undo":
            key = "walls.view.hint.undo_one" if advice.undos == 1 else "walls.view.hint.undo"
            self.set_status(key, count=advice.undos)
        else:
            self.set_status(f"walls.view.hint.{advice.kind}")
        if ok and advice.kind != "won":  # the solver's advice tells the way: this level is known now
            self.note_help("hint")
        self.board.focus_set()

    def toggle_solution(self):
        """The panel's button: show the solution, or stop the one being shown."""
        if self.is_busy():
            self.stop_solution()
        else:
            self.show_solution()
        self.board.focus_set()

    def show_solution(self):
        """Plan a shortest way to the exit from here (going back first if needed) and play it step by step."""
        if self.is_busy():
            self.set_status("common.busy")
            return
        if self.session.status() == walls.WON:
            self.set_status("walls.view.solution.already")
            return
        run = SolutionRun(self.session.state)
        self.jobs.search(walls_display.solution_plan, (self.history(),),
                         lambda ok, plan: self.on_plan(run, ok, plan))
        self.solution = run
        self.set_status("walls.view.thinking")
        self.after_move()

    def on_plan(self, run, ok, plan):
        """The plan is ready: go back as needed, then start stepping."""
        if self.solution is not run:
            return
        if not ok or plan is None:
            self.solution = None
            if ok:
                self.set_status("walls.view.hint.hopeless")
            else:
                self.show_search_failure(plan)
            self.after_move()
            return
        for _ in range(plan.undos):
            self.session.undo()
        run.moves = list(plan.moves)
        run.last_move = self.session.state.moves + len(plan.moves)
        if plan.undos:
            key = "walls.view.solution.back_one" if plan.undos == 1 else "walls.view.solution.back"
            self.set_status(key, count=plan.undos)
        else:
            self.set_status("walls.view.solution.playing")
        self.note_help("solution")
        self.after_move()
        self.schedule_solution_step()

    def show_search_failure(self, error):
        """The status line after a search that failed: too hard to work out here, or another failure."""
        if isinstance(error, SearchStopped) and error.reason == "too_hard":
            self.set_status("common.too_hard")
        else:
            self.set_status("walls.view.solver_failed")

    def step_delay(self):
        """Milliseconds between the steps of a solution at the suite's animation speed (0: all at once)."""
        return SPEED_DELAYS.get(self.speed(), SPEED_DELAYS["normal"])

    def schedule_solution_step(self):
        """The next step after the speed's delay (at once when instant)."""
        delay = self.step_delay()
        if delay == 0:
            self.solution_step()
        else:
            self.solution.job = self.after(delay, self.solution_step)

    def solution_step(self):
        """Play the next move of the solution being shown (every move at once at instant speed)."""
        run = self.solution
        if run is None:
            return
        run.job = None
        instant = self.step_delay() == 0
        while run.moves:
            try:
                self.session.play(run.moves.pop(0))
            except IllegalMove:
                run.moves = []
                break
            if not instant:
                break
        if run.moves:
            self.after_move()
            self.schedule_solution_step()
            return
        self.solution = None
        self.set_status("walls.view.solution.done", moves=self.session.state.moves)
        self.after_move()

    def cancel_solution_step(self):
        """Cancel the pending after() step of a solution."""
        if self.solution is not None and self.solution.job is not None:
            self.after_cancel(self.solution.job)
            self.solution.job = None

    def stop_solution(self, quiet=False):
        """Stop showing the solution (Escape); the steps shown so far stay and can be undone."""
        if self.solution is None:
            return
        self.cancel_solution_step()
        self.solution = None
        self.jobs.cancel_search()
        if not quiet:
            self.set_status("walls.view.solution.stopped")
            self.after_move()

    def solution_banner(self):
        """The banner's text while a solution is planned or shown (the move numbers are the move counter's)."""
        run = self.solution
        if run.moves is None:
            return self.t("walls.view.banner.thinking")
        return self.t("walls.view.banner.showing", done=self.session.state.moves, total=run.last_move)
