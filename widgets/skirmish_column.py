"""The column beside the Mirror Skirmish board: the side panel (widgets/skirmish_panels.py) above the event log.

The log shows a whole round's lines (LOG_LINES) and takes its height from the column, never from the board. The
chosen ally's action list comes before the log: where the column is too short to show it without scrolling
(zoomed in on a 1024x768 or 1366x768 screen, issue 22 point 2), the log gives way first (fewer lines, down to
LOG_LEAST_LINES), and when that is not enough the action list moves above the battle box (``arrange``).
"""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from widgets.skirmish_panels import SidePanel

# The most log lines one enemy phase writes: the two enemies' steps or hits (2) and the allies they down (the
# second ends the game), then the round's end and the flag held (2) or the result (1): 2 + 1 + 2 or 2 + 2 + 1.
ENEMY_PHASE_LINES = 5
LOG_LINES = ENEMY_PHASE_LINES + 2  # the log shows a whole round: the allies' two actions and the enemy phase
LOG_LEAST_LINES = 3  # on a very short window, or to leave the action list in sight, the log keeps this many lines
LOG_SHARE = 0.6  # ... and otherwise takes no more than this share of the column's height
LOG_GAP = 4  # pixels between the panel and the log
LOG_COLORS = {"ally": "#0d2f66", "enemy": "#8a1a0a", "round": "#555555", "pick": "#4b2a75",
              "down": "#000000", "result": "#000000"}


class SideColumn(tk.Frame):
    """The column beside the board: the SidePanel (scrolling when the column is too short) above the log."""

    def __init__(self, parent, view):
        """Build the panel and the log for ``view``; the log's height follows the column's (``fit_log``)."""
        super().__init__(parent)
        self.log = LogPanel(self)
        self.log.pack(side="bottom", fill="x", pady=(LOG_GAP, 0))
        self.panel = SidePanel(self, view)
        self.panel.pack(side="top", fill="both", expand=True)
        self._arrange_job = None
        for widget in (self, self.log, self.panel.battle, self.panel.action_list):  # its height, the list's place
            widget.bind("<Configure>", self.arrange_soon, add="+")
        parent.bind("<Configure>", self.panel.refit_soon, add="+")  # a new height: a new room beside the board
        self.bind("<Destroy>", self.on_destroy, add="+")

    def on_destroy(self, event=None):
        """Cancel a pending arrangement when the column goes away."""
        if event is not None and event.widget is self and self._arrange_job is not None:
            self.after_cancel(self._arrange_job)
            self._arrange_job = None

    def arrange_soon(self, event=None):
        """Arrange the column once Tk has laid out what changed (the column's height, the panel's texts, a zoom)."""
        if self._arrange_job is None:
            self._arrange_job = self.after_idle(self.fit_log)

    def fit_log(self):
        """Arrange the log and the action list for the column's height (once it has one)."""
        self._arrange_job = None
        height = self.winfo_height()
        if height > 1:
            self.arrange(height)

    def arrange(self, height):
        """Lay the column out for ``height`` pixels and return the height left to the panel.

        The log shows LOG_LINES lines, or fewer when they would take more than LOG_SHARE of the column. The
        chosen ally's action list must show whole in the panel without scrolling: the log gives way first
        (down to LOG_LEAST_LINES), and when even that is not enough the actions go above the battle box.
        """
        text = self.log.text
        line = max(1, tkfont.nametofont("TkDefaultFont").metrics("linespace"))
        frame = self.log.winfo_reqheight() - int(text.cget("height")) * line  # the title, borders, padding
        most = max(LOG_LEAST_LINES, min(LOG_LINES, int((height * LOG_SHARE - frame) // line)))
        lines, actions_first = most, False
        for actions_first in (False, True):
            bottom = self.panel.action_list_bottom(actions_first)
            if bottom is None:  # not laid out yet: the next Configure arranges it
                actions_first = self.panel.actions_first
                break
            fitting = [count for count in range(most, LOG_LEAST_LINES - 1, -1)
                       if height - frame - count * line - LOG_GAP >= bottom]
            lines = fitting[0] if fitting else LOG_LEAST_LINES
            if fitting:
                break
        self.panel.put_actions_first(actions_first)
        if int(text.cget("height")) != lines:
            text.configure(height=lines)
        return height - frame - lines * line - LOG_GAP


class LogPanel(ttk.LabelFrame):
    """The event log under the side panel: one line per thing that happened, newest at the bottom."""

    def __init__(self, parent):
        """A read-only Text with a scroll bar, as wide as the panel above it (its width asks for nothing)."""
        super().__init__(parent, padding=(4, 2))
        self.text = tk.Text(self, height=LOG_LINES, width=1, wrap="word", state="disabled", takefocus=0,
                            relief="flat", background="#fbfaf6", padx=4, pady=2, font="TkDefaultFont")
        scroll = ttk.Scrollbar(self, orient="vertical", command=self.text.yview)
        self.text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.text.pack(side="left", fill="both", expand=True)
        for kind, color in LOG_COLORS.items():
            self.text.tag_configure(kind, foreground=color)
        self.text.tag_configure("heading", font="TkHeadingFont")
        self.shown = None

    def show(self, rows):
        """Show ``rows`` [(text, kind)] unless they are already shown; new rows after the shown ones are added."""
        if rows is self.shown:      # the view hands the same list again while the log stays the same
            return
        old = self.shown or []
        self.shown = rows = rows if isinstance(rows, list) else list(rows)
        if rows == old:
            return
        start = len(old) if old and rows[:len(old)] == old else 0
        text = self.text
        text.configure(state="normal")
        if not start:
            text.delete("1.0", "end")
        pieces = []
        for index, (line, kind) in enumerate(rows[start:], start=start):
            pieces += [("\n" if index else "") + line, (kind, "heading") if kind in ("result",) else (kind,)]
        if pieces:
            text.insert("end", *pieces)
        text.configure(state="disabled")
        text.see("end")

    def lines(self):
        """The log's lines as shown (for tests)."""
        return [line for line, _ in (self.shown or [])]


def lay_out_unseen(view):
    """Work out the sizes of every widget of the SkirmishView ``view`` while its tab is still off screen, so that
    the window lays the tab out once.

    Without it the side panel's scrolling column asks for its width only after the first layout (it learns it
    from its inner frame's Configure event), then for its scrollbar's; the board would be laid out and painted
    at each of those sizes.
    """
    view.update_idletasks()
    tab_height = view.master.winfo_height()  # the notebook has given the tab its place already
    if tab_height > 1:  # the column will be this tall: arrange it for that, and show its scrollbar if it needs one
        view.panel.fit_to_height(view.side.arrange(tab_height - height_beside(view, view.side.master)))


def height_beside(frame, body):
    """Pixels of the ttk ``frame``'s height that are not its packed child ``body``'s: the frame's padding, the
    heights of the other children packed in it (a banner, a status line) and the gaps of them all."""
    padding = [frame.winfo_pixels(value) for value in frame.cget("padding")] or [0]
    top = padding[1] if len(padding) > 1 else padding[0]
    bottom = padding[3] if len(padding) > 3 else top
    height = top + bottom
    for widget in frame.pack_slaves():
        pady = widget.pack_info()["pady"]
        pady = [frame.winfo_pixels(value) for value in (pady if isinstance(pady, tuple) else (pady,))]
        height += sum(pady) * (2 if len(pady) == 1 else 1)
        if widget is not body:
            height += widget.winfo_reqheight()
    return height
