"""Mischief Garden input: keys, clicks and the radio buttons become a selected move, then a played one.

Choose the action (Tab, Shift+Tab or the radio buttons), then a cell (click, or arrows and Z): the first click
selects it and shows the forecast, Enter or a second click on the same cell does it. X, F or a right click
cancels a selection (there is no undo), R asks every human player to agree to a reset, Escape cancels too (it
never quits), Space after a result swaps the roles and replays. Mixed into GardenView (widgets/garden/view.py).
"""

from gamepkg.garden import rules as garden
from gamepkg.garden.display import Text, forecast_texts, move_cells, move_for, shown_cell
from gamepkg.rules import IllegalMove
from widgets.garden.draw import cell_xy
from widgets.key_gate import bind_game_key

TAB_KEYS = ("<Tab>",)
BACK_TAB_KEYS = ("<Shift-Tab>", "<ISO_Left_Tab>")


class GardenInput:
    """The input half of GardenView: from a key or a click to ``commit()`` of the selected move."""

    def _bind_keys(self):
        """Keys on the board: Tab, arrows, Z, X, R, Escape, Space (Enter comes through on_primary)."""
        board = self.board
        for sequence in TAB_KEYS:
            board.bind(sequence, lambda event: self.on_tab(1))
        for sequence in BACK_TAB_KEYS:
            board.bind(sequence, lambda event: self.on_tab(-1))
        for keysym, (dx, dy) in {"Left": (-1, 0), "Right": (1, 0), "Up": (0, -1), "Down": (0, 1)}.items():
            board.bind(f"<{keysym}>", lambda event, dx=dx, dy=dy: self.on_arrow(dx, dy))
        for letter, handler in (("z", self.on_select_key), ("x", self.on_cancel_key), ("r", self.on_reset_key)):
            bind_game_key(board, f"<KeyPress-{letter}>", handler)
            bind_game_key(board, f"<KeyPress-{letter.upper()}>", handler)
        board.bind("<Escape>", self.on_escape)
        board.bind("<space>", self.on_space)
        for sequence in ("<Return>", "<KP_Enter>"):
            board.bind(sequence, self.on_return)
        board.bind("<KeyRelease>", self.key_gate.release)
        for widget in (board, self.curtain):  # a key let go elsewhere is never seen here (#34 point 5)
            self.key_gate.watch(widget)

    def reset_choice(self):
        """First action kind, no selection, the cursor on the entry (gardener) or the nest (mole, lab)."""
        self.kind_index = 0
        self.drop_selection()
        role = "mole" if self.lab is not None else self.kinds_role()
        self.board.cursor = cell_xy(garden.ENTRY if role == "gardener" else garden.NEST)

    def drop_selection(self):
        """Forget the selected move."""
        self.pending, self.pending_lines, self.pending_cells = None, [], ()

    def on_primary(self, x, y):
        """Click, Space or Enter on a cell: select it, or do the selected move when it is the same cell."""
        if self.refuse_input():
            return
        self.flash = ()
        cell = y * garden.SIZE + x
        if self.pending is not None and self.pending == move_for(self.kind(), cell):
            self.commit()
        else:
            self.select(cell)

    def on_secondary(self, x, y):
        """Right click: cancel the selection."""
        self.cancel_selection()

    def on_space(self, event=None):
        """Space: swap roles and replay after a result, otherwise the same as Enter."""
        if event is not None and not self.key_gate.fresh(event):
            return "break"
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
            return "break"
        if self.lab is None and self.state().winner:
            self.swap_and_replay()
            return "break"
        return self.on_return()

    def on_return(self, event=None):
        """Enter (or Space): lift the curtain, hand over after a turn, else act on the cursor's cell; a held key
        does nothing more."""
        if event is not None and not self.key_gate.fresh(event):
            if self.curtain_up or self.handing_over is not None:
                self.set_status("garden.view.curtain.release")
            return "break"
        if self.curtain_up:
            self.lift_curtain()
        elif self.handing_over is not None:
            self.hand_over()
        else:
            self.board.show_cursor(True)
            self.on_primary(*self.board.cursor)
        return "break"

    def on_tab(self, step):
        """Tab / Shift+Tab: the next or previous action kind."""
        if not self.refuse_input():
            kinds = self.kinds()
            self.choose_kind(kinds[(self.kind_index + step) % len(kinds)])
        return "break"

    def on_arrow(self, dx, dy):
        """Arrow keys: move the cursor (a selection elsewhere is dropped)."""
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
            return "break"
        self.board.move_cursor(dx, dy)
        if self.pending is not None:
            self.drop_selection()
            self.set_status("garden.view.cancelled")
        self.redraw()
        return "break"

    def on_select_key(self, event=None):
        """Z: select the cursor's cell for the chosen action."""
        if not self.refuse_input():
            x, y = self.board.cursor
            self.board.show_cursor(True)
            self.select(y * garden.SIZE + x)
        return "break"

    def on_cancel_key(self, event=None):
        """X: cancel the selection (never an undo)."""
        self.cancel_selection()
        return "break"

    def on_reset_key(self, event=None):
        """R: reset the match if both players agree (the menu's Restart works under the curtain too); once per
        press: a held R does not ask again when the question closes."""
        if event is not None and not self.key_gate.fresh(event):
            return "break"
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
        else:
            self.restart()
        return "break"

    def on_escape(self, event=None):
        """Escape: cancel the selection; it never quits the suite (Ctrl+Q does, even under the curtain)."""
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
        elif self.pending is not None:
            self.cancel_selection()
        else:
            self.set_status("garden.view.escape_nothing")
        return "break"

    def choose_kind(self, kind):
        """Switch the action kind (radio button or Tab)."""
        if self.refuse_input():
            self.redraw()
            return
        self.kind_index = self.kinds().index(kind)
        self.drop_selection()
        key = "garden.view.kind_chosen_nocell" if kind in ("wait", "drain") else "garden.view.kind_chosen"
        self.set_status(key, action=Text(f"garden.kind.{kind}", {}))
        self.redraw()
        self.board.focus_set()

    def select(self, cell):
        """Select the chosen action at ``cell`` and show its forecast; an illegal choice says why and costs nothing."""
        engine, state = self.active_engine_state()
        kind = self.kind()
        move = move_for(kind, cell)
        try:
            engine.check(state, move)
        except IllegalMove as rejection:
            self.drop_selection()
            self.show_rejection(rejection)
            self.redraw()
            return False
        forecast = self.active_sight().forecast(state, move)
        if kind not in ("wait", "drain"):
            self.board.cursor = cell_xy(cell)
        self.pending = move
        self.pending_lines = forecast_texts(forecast)
        self.pending_cells = tuple(forecast["cells"]) or move_cells(move)
        action = Text(f"garden.kind.{kind}", {})
        if kind in ("wait", "drain"):
            self.set_status("garden.view.selected_nocell", action=action, forecast=self.pending_lines)
        else:
            self.set_status("garden.view.selected_cell", action=action, cell=shown_cell(cell),
                            forecast=self.pending_lines)
        self.redraw()
        return True

    def cancel_selection(self):
        """Forget the selection; nothing is spent."""
        if self.pending is not None:
            self.drop_selection()
            self.set_status("garden.view.cancelled")
            self.redraw()
        self.board.focus_set()

    def commit(self):
        """Do the selected move (Enter, a second click, the panel's button)."""
        if self.pending is None or self.refuse_input():
            return None
        move = self.pending
        self.drop_selection()
        if self.lab is not None:
            return self.play_lab(move)
        return self.play(move)
