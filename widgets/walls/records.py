"""What counts for the Delayed Walls level bests: the suite's one rule (gamepkg/fair_play.py) on levels.

A mixin for WallsView (``self`` is the view). A level opened from the list or the Game menu counts; one
opened from a game ID or a save is practice. Undo (the seed's own, part of the game) ends the attempt's
chance, and R starts a fresh attempt. A hint or a shown solution makes the level known: it stays practice in
this data folder from then on (widgets/walls/library.py remembers it in walls_best.json).
"""

from gamepkg.fair_play import DEALT, RecordChance
from widgets.record_gate import FORFEITS, KEPT, LEAVES, Declaration


class WallsRecords:
    """The WallsView methods that decide and record a level's best."""

    # What this tab's own commands do to a counting attempt (widgets/record_gate.py): another level or the editor
    # leaves it, the solution ends it; an editor copy of a level (Edit, Publish) makes that level known
    # (library.mark_helped).
    # A replay of the saved attempt shows nothing hidden (the whole level is on screen).
    record_gate = {"menu.replay_saved": KEPT, "walls.view.menu.next_level": LEAVES,
                   "walls.view.menu.prev_level": LEAVES,
                   "walls.view.menu.show_solution": Declaration(FORFEITS, "solution"),
                   "walls.view.menu.stop_solution": KEPT, "walls.view.menu.open_folder": KEPT,
                   "walls.view.menu.reload": KEPT, "walls.view.menu.new_level": KEPT,
                   "walls.view.menu.edit_level": LEAVES, "walls.view.menu.copy_level": KEPT,
                   "walls.view.menu.paste_level": LEAVES, "walls.view.menu.class_folder": KEPT,
                   "walls.view.menu.level_files": KEPT, "walls.view.menu.publish_level": LEAVES}

    @property
    def helped(self):
        """True when Show Solution was used on this attempt (the banner and status line say so at the exit)."""
        return self.record_chance is not None and self.record_chance.reason == "solution"

    def opening_of(self, params, opened):
        """How level ``params`` opens for the records: a level from the list whose hint or solution was shown
        before (in this data folder) is "seen", a level not in the list is "draft" (the editor tried it) or
        "game_id": practice all;
        otherwise ``opened``."""
        if opened == DEALT and not self.library.lists(params):  # not one the suite deals: a draft the editor tries,
            return "draft" if self.library.was_tried(params) else "game_id"  # else a level only a game ID named
        return "seen" if opened == DEALT and self.library.was_helped(params) else opened

    def note_help(self, event):
        """A hint or the solution was shown: this attempt and every later one on this level are not recorded."""
        self.library.mark_helped(self.session.params)
        self.note_record(event)

    def note_edited(self, params):
        """An editor copy of level ``params`` is made (its solutions can be shown there): that level is known in
        this data folder from now on, and an attempt on it ends (issue #35)."""
        self.library.mark_helped(params)
        if params == self.session.params:
            self.note_record("edited")

    def restart(self):
        """Back to the start: a fresh attempt, which counts when the level came from the list (and no hint or
        solution of it was shown); Undo on the way ends only the attempt it was used in."""
        super().restart()
        self.record_chance = RecordChance(self.opening_of(self.session.params, self.record_chance.opened))
        self.end_counted = False
        self.show_position_status()


    def record_win(self, state):
        """Say the level is cleared, and store the moves when they beat the best (only when the attempt counts,
        gamepkg/fair_play.py; otherwise the status line says why it is not recorded). A level whose hint or
        solution another window showed meanwhile (in this data folder) is not recorded either."""
        if self.record_chance.counts and self.library.was_helped(self.session.params):
            self.record_chance.note("known")
        if not self.finish_record():
            self.show_position_status()
            return
        improved = self.library.record_best(state.level, state.moves)
        par = self.library.par_of(state.level)
        if par is not None and state.moves <= par:
            self.set_status("walls.view.event.won_par", moves=state.moves)
        elif improved:
            self.set_status("walls.view.event.won_best", moves=state.moves)
        else:
            self.set_status("walls.view.event.won", moves=state.moves)
        self.library.refresh_level(state.level)
        self.draw_stats(state)  # the panel's Best too: the redraw of this move came before the record
        self.refresh_statistics()  # an open Statistics window (widgets/walls/statistics.py) shows the new best

