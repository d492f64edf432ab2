"""How the Delayed Walls tab shares its width: the level list on the left, the board, the info panel on the right.

``PaneFitting`` is mixed into the InfoPanel (widgets/walls_panels.py), whose parent is the tab's
PanedWindow. Every width here comes from the tab's (the window's) width and from what the level list asks
for (its texts in its fonts), never from the board's or the panel's own width, so nothing feeds back:

- the level list is shown while it asks for at most LEVELS_MAX_SHARE of the width; a larger zoom or a
  smaller window hides it (N and P still change the level, Game > New lists them) and the board keeps room;
- the info panel wraps its texts to INFO_SHARE of the width the list leaves, at least INFO_MIN_CHARS; zoomed
  in, it keeps one share of the window up to the top zoom step (SuiteZoom.panel_chars), so the board never shrinks;
- the sashes then give the list and the panel the widths they ask for, and the board the rest.
"""

import tkinter.font as tkfont

PANEL_CHARS = 30  # the panels' text width, in average characters of the default font
INFO_MIN_CHARS = 16  # in a narrow window the info panel's texts wrap as narrow as this
INFO_FRAME_CHARS = 6  # the info panel's width beside its texts (frames, padding), in average characters
INFO_SHARE = 0.45  # the info panel's texts take at most this share of the width the level list leaves
LEVELS_MAX_SHARE = 0.38  # the level list is shown only while it needs at most this share of the width
SASH_PIXELS = 5  # the width of a ttk PanedWindow's sash (Tk's default theme)


def text_width(chars):
    """Pixels of about ``chars`` average characters of the default font (follows the zoom)."""
    return tkfont.nametofont("TkDefaultFont").measure("n") * chars


class PaneFitting:
    """The width-sharing half of InfoPanel: ``self.master`` is the PanedWindow, ``self.view.levels`` the list."""

    def level_list_shown(self):
        """True while the level list is one of the tab's panes."""
        return str(self.view.levels) in [str(pane) for pane in self.master.panes()]

    def show_level_list(self, width):
        """Show the level list when it needs at most LEVELS_MAX_SHARE of ``width`` pixels, else hide it."""
        levels, paned = self.view.levels, self.master
        wanted = levels.winfo_reqwidth() <= LEVELS_MAX_SHARE * width
        if wanted == self.level_list_shown():
            return
        if wanted:
            paned.insert(0, levels, weight=0)
        else:
            paned.forget(levels)
        paned.update_idletasks()  # the panes take their places before the sashes are moved

    def fit_room(self, event=None):
        """Show or hide the level list, wrap the texts narrower in a narrow tab (down to INFO_MIN_CHARS), then
        give each side panel its width (see the module's docstring)."""
        paned = self.master
        width = paned.winfo_width()
        if width > 1:
            self.show_level_list(width)
            room = width - (self.view.levels.winfo_reqwidth() if self.level_list_shown() else 0)
            most = self.view.app.panel_chars(PANEL_CHARS, INFO_FRAME_CHARS, INFO_MIN_CHARS)  # zoomed in
            chars = max(INFO_MIN_CHARS, min(most, int(room * INFO_SHARE / text_width(1))))
            if chars != self.chars:
                self.chars = chars
                self.wrap_texts()
        if self._panes_job is None:
            self._panes_job = self.after_idle(self.fit_panes)

    def on_request_changed(self):
        """The panel asks for another width now: move the sashes again."""
        self.fit_room()

    def fit_panes(self):
        """Put the sashes where the level list (if shown) and this panel get the widths they ask for; the board
        the rest. (A ttk PanedWindow keeps its panes' widths when what they ask for changes, e.g. after a zoom.)
        """
        self._panes_job = None
        paned = self.master
        width = paned.winfo_width()
        panes = paned.panes()
        if self._fitting:
            return  # (a call from the update below: the outer call checks again when it is done)
        if width <= 1 or len(panes) < 2:
            self.view.panes_fitted()
            return
        self._fitting = True
        try:
            right = self.winfo_reqwidth()
            self._move_sashes(paned, len(panes) - 2, width, right)
        finally:
            self._fitting = False
        if self.winfo_reqwidth() != right and self._panes_job is None:  # asked for another width meanwhile
            self._panes_job = self.after_idle(self.fit_panes)
        if self._panes_job is None:
            self.view.panes_fitted()  # the board has its width: it paints (once) now

    def fitting_panes(self):
        """True while the sashes are being moved or a move waits: the board's width is not settled yet."""
        return self._fitting or self._panes_job is not None

    def _move_sashes(self, paned, board_sash, width, right):
        """Sash ``board_sash`` (between the board and this panel) leaves this panel ``right`` pixels; the one
        before it (if the list is shown) leaves the list its requested width."""
        sash = SASH_PIXELS
        left = self.view.levels.winfo_reqwidth() if board_sash else 0
        wanted = [left] if board_sash else []
        wanted.append(max(left + sash, width - right - sash))
        if [paned.sashpos(index) for index in range(len(wanted))] == wanted:
            return
        for index in [board_sash] + list(range(len(wanted))):  # the right sash first: the left one moves freely
            paned.sashpos(index, wanted[index])
        paned.update_idletasks()  # the panes take their new widths
        short = right - self.winfo_width()  # a sash may land a pixel off: give the panel what it lacks
        if 0 < short < sash + 4:
            paned.sashpos(board_sash, paned.sashpos(board_sash) - short)
