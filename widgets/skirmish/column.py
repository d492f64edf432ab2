"""The column beside the Mirror Skirmish board: the side panel's boxes (widgets/skirmish/panels.py) and the event
log under them, on one page when they all fit the column's height, else on pages turned by a bar at the top
(issue 34 point 10: the panel used to scroll, and zoomed in, the battle box and the buttons were out of sight).
A page is a stretch of the panel's column: the panel shows just that stretch (``SidePanel.show_stretch``), so
every box stays laid out and the column keeps its width on every page.

The sections are the battle box, the actions box, the forecast box, the legend and the log, in that order;
``paginate`` fills each page with as many as fit whole (the log keeps at least LOG_LEAST_LINES lines beside
others, and shows a whole round's LOG_LINES when there is room; the action list gives up rows where a page is
too short for the actions box). The page shown is the one holding the section
last asked for (the actions box at first, and whenever the action list takes the focus); the bar's buttons and
PageUp/PageDown turn the pages. The pages depend only on the column's height and the sections' requested sizes
(the window's size, the zoom and the texts), never on the page shown, and the column keeps one width on every
page, so the board beside it never moves.
"""

import tkinter as tk
from tkinter import ttk

from widgets.redraw import plain_label, set_text
from widgets.skirmish.panels import BOX_GAP, SidePanel, line_height

# The most log lines one enemy phase writes: the two enemies' steps or hits (2) and the allies they down (the
# second ends the game), then the round's end and the flag held (2) or the result (1): 2 + 1 + 2 or 2 + 2 + 1.
ENEMY_PHASE_LINES = 5
LOG_LINES = ENEMY_PHASE_LINES + 2  # the log shows a whole round: the allies' two actions and the enemy phase
LOG_LEAST_LINES = 3  # beside other sections, on a short page, the log keeps this many lines
LOG_SHARE = 0.6  # ... and otherwise takes no more than this share of the column's height
PAGER_GAP = 4  # pixels under the page bar
LOG_COLORS = {"ally": "#0d2f66", "enemy": "#8a1a0a", "round": "#555555", "pick": "#4b2a75",
              "down": "#000000", "result": "#000000"}


def paginate(heights, room, gap):
    """Split sections of ``heights`` pixels (in order) into pages of at most ``room`` pixels, ``gap`` pixels
    between two sections of a page: [[index, ...], ...]; a section taller than ``room`` has a page of its own."""
    pages, used = [], 0
    for index, height in enumerate(heights):
        if pages and pages[-1] and used + gap + height <= room:
            pages[-1].append(index)
            used += gap + height
        else:
            pages.append([index])
            used = height
    return pages


class SideColumn(tk.Frame):
    """The column beside the board: the page bar (when there are pages) over the SidePanel, whose boxes and the
    log below them show whole on one page or page by page."""

    def __init__(self, parent, view):
        """Build the panel, the log and the page bar for ``view``; ``arrange`` lays them out for the height."""
        super().__init__(parent)
        self.view = view
        self.pager = PageBar(self, view, self.turn_page)
        self.panel = SidePanel(self, view)
        self.panel.pack(side="top", fill="x")
        self.log = LogPanel(self.panel.inner)
        self.log.pack(side="top", fill="x", pady=(BOX_GAP, 0))
        self.panel.follow_wheel()
        self.pages = [list(self.sections())]
        self.asked = self.panel.actions_box  # the section whose page shows
        self._arrange_job = None
        for widget in (self, *self.sections()):  # the column's height, a box's height: new pages
            widget.bind("<Configure>", self.arrange_soon, add="+")
        self.panel.action_list.bind("<FocusIn>", lambda event: self.show_section(self.panel.actions_box), add="+")
        parent.bind("<Configure>", self.panel.refit_soon, add="+")  # a new height: a new room beside the board
        self.bind("<Destroy>", self.on_destroy, add="+")

    def sections(self):
        """The panel's boxes and the log, in the column's order."""
        return (*self.panel.sections(), self.log)

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
        """Arrange the pages and the log for the column's height (once it has one)."""
        self._arrange_job = None
        height = self.winfo_height()
        if height > 1:
            self.arrange(height)

    def log_frame(self):
        """The log's pixels besides its lines: the title, the borders, the padding."""
        return self.log.winfo_reqheight() - int(self.log.text.cget("height")) * line_height(self)

    def log_lines(self, room, most=None):
        """The log's lines in ``room`` pixels (its title and frame included): at most ``most`` (no bound: None), at
        least LOG_LEAST_LINES; None when even those do not fit."""
        lines = (room - self.log_frame()) // line_height(self)
        lines = lines if most is None else min(most, lines)
        return lines if lines >= LOG_LEAST_LINES else None

    def arrange(self, height):
        """Lay the column out for ``height`` pixels, in pages when it must, and return the panel's height.

        On one page the log shows LOG_LINES lines, or fewer (down to LOG_LEAST_LINES) when they would take more
        than LOG_SHARE of the column or the boxes need the room. Else the page bar takes the top and every page
        holds the sections that fit it whole; the log keeps LOG_LEAST_LINES lines beside others, and alone on its
        page it takes the page's height.
        """
        boxes = [box.winfo_reqheight() for box in self.panel.sections()]
        padding = height_beside_boxes(self.panel.inner)
        rows, boxes[1] = self.panel.list_rows_for(height)  # all its rows when the boxes show on one page
        most = max(LOG_LEAST_LINES, min(LOG_LINES, int((height * LOG_SHARE - self.log_frame()) // line_height(self))))
        lines = self.log_lines(height - padding - sum(boxes) - BOX_GAP * len(boxes), most)
        room = height - padding
        if lines is not None:
            pages = [list(range(len(boxes) + 1))]
        else:
            room = height - padding - self.pager.winfo_reqheight() - PAGER_GAP
            least = self.log_frame() + LOG_LEAST_LINES * line_height(self)
            rows, boxes[1] = self.panel.list_rows_for(room)
            pages = paginate([*boxes, least], room, BOX_GAP)
            beside = pages[-1][:-1]  # the boxes on the log's page
            used = sum(boxes[index] + BOX_GAP for index in beside)
            lines = self.log_lines(room - used, most if beside else None) or LOG_LEAST_LINES
        self.panel.set_list_rows(rows)
        if int(self.log.text.cget("height")) != lines:
            self.log.text.configure(height=lines)
        sections = self.sections()
        self.pages = [[sections[index] for index in page] for page in pages]
        self.heights = [*boxes, self.log_frame() + lines * line_height(self)]
        self.show_page()
        return room

    @property
    def page(self):
        """The 0-based page shown: the one holding the asked-for section."""
        return self.page_of(self.asked)

    def page_of(self, section):
        """The number of the page holding ``section``."""
        return next((number for number, page in enumerate(self.pages) if section in page), 0)

    def show_section(self, section):
        """Show the page holding ``section`` (the action list took the focus, a page was turned)."""
        self.asked = section
        self.show_page()

    def turn_page(self, step):
        """Show the next (``step`` 1) or the previous (-1) page, round the last to the first."""
        if len(self.pages) > 1:
            self.show_section(self.pages[(self.page_of(self.asked) + step) % len(self.pages)][0])

    def show_page(self):
        """Show the page holding the asked-for section (the panel shows that stretch of its boxes), and the page
        bar when there are pages."""
        page = self.page
        if len(self.pages) == 1:
            self.panel.show_stretch(None)
            if self.pager.winfo_manager():
                self.pager.pack_forget()
            return
        sections = self.sections()
        first, last = (sections.index(self.pages[page][end]) for end in (0, -1))
        tops = [sum(height + BOX_GAP for height in self.heights[:index]) for index in range(len(sections))]
        top = height_beside_boxes(self.panel.inner) // 2 + tops[first]
        self.panel.show_stretch((top, tops[last] + self.heights[last] - tops[first]))
        self.pager.show(page, len(self.pages))
        if not self.pager.winfo_manager():
            self.pager.pack(side="top", fill="x", pady=(0, PAGER_GAP), before=self.panel)

    def relabel(self):
        """Say the page bar's text in the new language."""
        self.pager.show(self.page, len(self.pages))


def height_beside_boxes(frame):
    """The top and bottom padding of the ttk ``frame`` in pixels."""
    padding = [frame.winfo_pixels(value) for value in frame.cget("padding")] or [0]
    top = padding[1] if len(padding) > 1 else padding[0]
    return top + (padding[3] if len(padding) > 3 else top)


class PageBar(ttk.Frame):
    """The bar over a column shown in pages: the previous page, "Page 2/3", the next page."""

    def __init__(self, parent, view, turn):
        """Buttons that call ``turn(-1)`` and ``turn(1)``; the page's number is said in ``view``'s language."""
        super().__init__(parent)
        self.view = view
        self.previous = ttk.Button(self, text="\u25c0", width=3, takefocus=0, command=lambda: turn(-1))
        self.next = ttk.Button(self, text="\u25b6", width=3, takefocus=0, command=lambda: turn(1))
        self.number_var = tk.StringVar(master=self)
        self.number = plain_label(self, textvariable=self.number_var, anchor="center")
        self.previous.pack(side="left")
        self.next.pack(side="right")
        self.number.pack(side="left", fill="x", expand=True)

    def show(self, page, pages):
        """Say that page number ``page`` (from 0) of ``pages`` is shown."""
        set_text(self.number_var, self.view.t("skirmish.view.page", number=page + 1, total=pages))


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
    height = height_beside_boxes(frame)
    for widget in frame.pack_slaves():
        pady = widget.pack_info()["pady"]
        pady = [frame.winfo_pixels(value) for value in (pady if isinstance(pady, tuple) else (pady,))]
        height += sum(pady) * (2 if len(pady) == 1 else 1)
        if widget is not body:
            height += widget.winfo_reqheight()
    return height
