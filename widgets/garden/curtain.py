"""Mischief Garden curtain control: hide the board at a hand-off and while a question is open.

In a hot-seat match a turn's last action first shows its result to the player who made it (their side of the
board only, ``show_handover``); when they say so (Hand Over, or Enter) a curtain covers the tab until the next
player says Ready. While a
dialog is open (a question may be for the other player) or the tab is hidden, the board is covered too
(``cover``): the gardener never reads the mole's roots over the mole's shoulder. The Curtain widget is in
widgets/garden/panels.py. Mixed into GardenView (widgets/garden/view.py).
"""


class CurtainControl:
    """The curtain half of GardenView: raise, lift, and cover the board for questions."""

    def show_handover(self, mover):
        """The turn of ``mover`` is over: show them its result (their own side only) until they hand over."""
        self.handing_over = mover
        self.flash = ()
        self.reset_choice()
        self.show_position_status()  # what the turn's two actions did, and how to hand over

    def hand_over(self, event=None):
        """Hand Over (or Enter) on the hand-over screen: the curtain drops for the next player."""
        if self.handing_over is not None and not self.curtain_up:
            self.raise_curtain()

    def raise_curtain(self):
        """Hide everything until the next player says Ready."""
        self.handing_over = None
        self.curtain_up = True
        self.flash = ()
        self.reset_choice()
        self.set_curtain_status()
        self.redraw()

    def set_curtain_status(self):
        """The status line under the curtain: who is next, nothing else."""
        self.set_status("garden.view.curtain.status", role=self.role_text(self.state().role))

    def lift_curtain(self, event=None):
        """Ready: show the board to the player to act."""
        if not self.curtain_up:
            return
        self.curtain_up = False
        self.reset_choice()
        self.greet()
        self.redraw()
        self.board.focus_set()

    def on_hidden(self):
        """A dialog opens or another tab is shown: cover the board (see cover)."""
        self.cover()

    def on_shown(self):
        """The dialog closed or the tab is shown again: uncover the board."""
        self.uncover()

    def cover(self):
        """Hide the board until uncover(): a question may be for the other player, who must see nothing hidden."""
        self.cover_depth += 1
        if self.cover_depth == 1 and self.covered():
            self._covered_status = self._status
            self.set_status("garden.view.curtain.covered")
            self.redraw()

    def uncover(self):
        """Undo one cover(); the board comes back when the last one ends."""
        if self.cover_depth == 0:
            return
        self.cover_depth -= 1
        if self.cover_depth == 0 and self._covered_status is not None:
            key, fields = self._covered_status
            self._covered_status = None
            self.set_status(key, **fields)
            self.redraw()
            if not self.curtain_up and self.curtain.focus_is_ours():
                self.board.focus_set()

    def place_dialog(self, dialog):
        """A question asked over the curtain opens in its room below the curtain's heading (never over it)."""
        if self.curtain.is_shown():
            dialog.geometry("+%d+%d" % self.curtain.question_spot(dialog))

    def covered(self):
        """True while a hot-seat match in progress is covered for a question (or a hidden tab)."""
        return (self.cover_depth > 0 and self.lab is None and self.hot_seat() and not self.curtain_up
                and not self.state().winner)
