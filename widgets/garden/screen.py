"""Mischief Garden drawing: the match (as the player at the screen may see it), the curtain, or the lab.

Mixed into GardenView (widgets/garden/view.py); the painting itself is widgets/garden/draw.py.
"""

from gamepkg.garden import lab as garden_lab
from gamepkg.garden import rules as garden
from gamepkg.garden.display import humans, is_hot_seat, lab_view, legal_targets


class GardenScreen:
    """The drawing half of GardenView: what goes on the board and the panel after every change."""

    def redraw(self):
        """Draw the lab, the curtain (an empty board) or the match as the player at the screen may see it."""
        if self.lab is not None:
            self.curtain.hide()
            self.draw_lab()
            return
        if not self.replaying() and (self.curtain_up or self.covered()):  # a replay shows only what may be seen
            self.painter.clear()
            self.panel.blank()
            self.curtain.show(self.state().role, self.swapped, question=not self.curtain_up)
            return
        self.curtain.hide()
        view = self.seen()
        state = self.state()
        acting = (not self.computer_to_move() and not state.winner and self.viewer() is not None
                  and not self.replaying() and self.handing_over is None)
        overlay = {"flash": self.flash, "pending": self.pending_cells[:1] if self.pending else (),
                   "forecast": self.pending_cells if self.pending else ()}
        if acting:
            overlay["legal"] = self.legal_cells(garden, state, self.kind())
        self.board.cursor_visible = acting
        self.painter.paint(view, overlay)
        self.panel.show_kinds(self.kinds(), self.kind(), acting)
        self.panel.show(self.panel_texts(view), acting and self.pending is not None, self.pending is not None,
                        result=bool(state.winner), watching=not humans(self.session.params),
                        handover=self.handing_over is not None and not self.replaying())

    def enter_replay(self, replay):
        """The practice lab closes first: the board shows the replay (widgets/replay_hooks.py)."""
        self.close_lab()
        super().enter_replay(replay)

    def replay_refusal(self, replay):
        """A hot-seat match still in progress is not replayed: the screen would show one player the other's side."""
        if is_hot_seat(replay.session.params) and not replay.is_finished_game():
            return "replay.hidden_running"
        return None

    def replay_move_status(self, before, move):
        """In a replay: what the turn did up to this action, as the game told it (both sides after the end); of
        the mole's work underground the gardener's replay says only that the mole acted."""
        events = self.turn_texts()
        if not events:
            return "garden.view.computer_hidden", {"role": self.role_text(before.role)}
        return "garden.view.happened", {"events": events}

    def legal_cells(self, engine, state, kind):
        """``legal_targets`` of the engine, worked out once per state and kind (a select click keeps the state)."""
        key = (engine, state, kind)
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, legal_targets(engine, state, kind))
        return self._legal[1]

    def draw_lab(self):
        """The practice lab: everything shown, the lab's actions."""
        state = self.lab.state
        view = lab_view(state)
        overlay = {"pending": self.pending_cells[:1] if self.pending else (),
                   "forecast": self.pending_cells if self.pending else (),
                   "legal": self.legal_cells(garden_lab, state, self.kind()) if self.kind() == "root" else ()}
        self.board.cursor_visible = True
        self.painter.paint(view, overlay)
        self.panel.show_kinds(self.kinds(), self.kind(), True)
        texts = {"turn": self.t("garden.lab.title"), "round": self.t("garden.view.panel.lab_tick", tick=state.tick),
                 "blooms": self.t("garden.view.panel.blooms", blooms=view["blooms"]),
                 "forecast": self.forecast_text(), "keys": self.t("garden.view.panel.lab_keys")}
        texts.update(self.legend_texts(view))
        self.panel.show(texts, self.pending is not None, self.pending is not None, lab=True)
