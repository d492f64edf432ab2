"""The Delayed Walls level list: shipped levels, then the teacher's and the class's, with best and par.

It is a drawer over the board (widgets/walls/panes.py opens and closes it); its rows come from
widgets/walls/library.py. A class folder may hold thousands of levels: the list knows every row's key, but
asks the library for a row's texts (and measures them) only when the row is seen (issue 36), so a first
visit, a Reload or a language switch costs the rows on screen, not the rows in the folder.
"""

import math
import tkinter as tk
import tkinter.font as tkfont
from collections import Counter
from tkinter import ttk

from widgets.line_breaking import ellipsized
from widgets.redraw import set_text
from widgets.tooltip import Tooltip
from widgets.walls.panes import LIST_BORDER, LIST_PADDING, PANEL_CHARS, text_width
from widgets.wrapping_label import wrapping_label

LEVEL_COLUMNS = ("level", "best", "par")
LEVEL_WIDTHS = {"level": 17, "best": 5, "par": 4}  # least column widths, in average characters of the default font
LEVEL_MAX_CHARS = 20  # a longer level name (a teacher's file) ends in "…" in the list; the detail line shows it whole
CELL_PADDING = 12  # pixels a Treeview cell needs around its text


class LevelPanel(ttk.Frame):
    """The list of levels (shipped, then the teacher's folder) with best and par, and its buttons."""

    def __init__(self, parent, view):
        """Build the list for ``view`` (a WallsView: it provides t() and the commands)."""
        super().__init__(parent, padding=LIST_PADDING, relief="raised", borderwidth=LIST_BORDER)
        self.view = view
        self.box = ttk.LabelFrame(self, padding=4)
        self.box.pack(side="top", fill="both", expand=True)
        holder = ttk.Frame(self.box)
        self.tree = ttk.Treeview(holder, columns=LEVEL_COLUMNS, show="headings", selectmode="browse", height=10,
                                 style="Walls.Treeview")
        for column in LEVEL_COLUMNS:
            self.tree.column(column, stretch=column == "level", anchor="w" if column == "level" else "center")
        bold = tkfont.nametofont("TkDefaultFont", root=self).copy()
        bold.configure(weight="bold")
        self.bold_font = bold
        self.tree.tag_configure("current", font=bold, background="#e4efff")
        self.tree.tag_configure("broken", foreground="#8a8a8a")
        scroll = ttk.Scrollbar(holder, orient="vertical", command=self.tree.yview)
        self.scroll = scroll
        self.tree.configure(yscrollcommand=self.on_scrolled)
        scroll.pack(side="right", fill="y")
        self.tree.pack(side="left", fill="both", expand=True)
        self.tree.bind("<Double-Button-1>", self.on_open)
        self.tree.bind("<Return>", self.on_open)
        self.tree.bind("<<TreeviewSelect>>", self.on_select)
        self.tooltip = Tooltip(self.tree)  # a name cut with "…" stands whole beside the pointer
        self.tree.bind("<Motion>", self.on_pointer, add="+")
        self.tree.bind("<Leave>", self.tooltip.hide, add="+")
        self.detail_var = tk.StringVar(master=self)
        self.detail = wrapping_label(self.box, self.detail_var, PANEL_CHARS - 8, foreground="#5a4b2a")
        buttons = ttk.Frame(self.box)
        # Packed from the bottom first: a short window shortens the list, never the buttons or the detail.
        buttons.pack(side="bottom", fill="x", pady=(4, 0))
        self.detail.pack(side="bottom", fill="x", pady=(4, 0))
        holder.pack(side="top", fill="both", expand=True)
        buttons.columnconfigure((0, 1), weight=1, uniform="buttons")
        self.play_button = ttk.Button(buttons, command=self.on_open, takefocus=0, width=-6)
        self.play_button.grid(row=0, column=0, columnspan=2, sticky="ew")
        self.folder_button = ttk.Button(buttons, command=view.open_levels_folder, takefocus=0, width=-6)
        self.folder_button.grid(row=1, column=0, sticky="ew", pady=(4, 0), padx=(0, 2))
        self.reload_button = ttk.Button(buttons, command=view.reload_levels, takefocus=0, width=-6)
        self.reload_button.grid(row=1, column=1, sticky="ew", pady=(4, 0), padx=(2, 0))
        self.keys = []  # every row's key, in list order
        self.row_keys = frozenset()  # the same, as a set
        self.row_for = None  # key -> (values, detail, broken?): the library works a row out when it is seen
        self.filled = set()  # the rows whose texts the Treeview has (the rows seen since the texts changed)
        self.details = {}  # key -> detail text of the rows worked out
        self.whole_names = {}  # key -> the whole name of a row whose name is shown cut
        self.broken = set()
        self.current = None
        self.summary = ""
        self.measured = {}  # text -> its width in the bold font (emptied when the font changes)
        self.cell_texts = {}  # row key -> the texts of its cells
        self.cell_widths = {}  # row key -> the widths of its cells, in self.measured
        self.width_counts = {column: Counter() for column in LEVEL_COLUMNS}  # column -> {cell width: rows}
        self.on_zoom()

    def on_zoom(self):
        """Follow the zoomed base font: bold rows, column widths, the detail text's wrapping, the row height."""
        base = tkfont.nametofont("TkDefaultFont", root=self)
        self.bold_font.configure(size=base.actual("size"))
        self.detail.wrapping.set_pixels(text_width(self, PANEL_CHARS - 8))
        style, rowheight = ttk.Style(self), base.metrics("linespace") + 4
        # Set only when it changes: every style change makes Tk lay out all the window's ttk widgets again.
        if str(style.lookup("Walls.Treeview", "rowheight")) != str(rowheight):
            style.configure("Walls.Treeview", rowheight=rowheight)
        self.measured = {}
        for key, texts in list(self.cell_texts.items()):
            self.count_cells(key, texts)
        self.fit_columns()

    def measure(self, text):
        """The width of ``text`` in the bold font, measured once per text and font size."""
        width = self.measured.get(text)
        if width is None:
            width = self.measured[text] = self.bold_font.measure(text)
        return width

    def count_cells(self, key, texts):
        """Remember the cells of row ``key`` (None: the row is gone) and their widths, column by column."""
        for column, width in zip(LEVEL_COLUMNS, self.cell_widths.pop(key, ())):
            counts = self.width_counts[column]
            counts[width] -= 1
            if not counts[width]:
                del counts[width]
        self.cell_texts.pop(key, None)
        if texts is None:
            return
        widths = tuple(self.measure(text) for text in texts)
        self.cell_texts[key], self.cell_widths[key] = tuple(texts), widths
        for column, width in zip(LEVEL_COLUMNS, widths):
            self.width_counts[column][width] += 1

    def shortened(self, name):
        """``name`` as the list shows it: whole, or cut to LEVEL_MAX_CHARS average characters with "…"."""
        return ellipsized(name, text_width(self, LEVEL_MAX_CHARS), self.measure)

    def fit_columns(self):
        """Make each column as wide as its heading and its widest cell in the current fonts (never narrower
        than LEVEL_WIDTHS, the names at most LEVEL_MAX_CHARS), so that no name or number is cut; measured from
        texts and fonts only. Each cell was measured once, when it changed (count_cells): a list of N levels
        costs N measurements, not N * N."""
        heading_font = tkfont.nametofont(str(ttk.Style(self).lookup("Heading", "font") or "TkHeadingFont"), root=self)
        changed = False
        for column in LEVEL_COLUMNS:
            heading = heading_font.measure(self.tree.heading(column, "text"))
            widest = max([text_width(self, LEVEL_WIDTHS[column]), heading] + list(self.width_counts[column]))
            width = widest + CELL_PADDING
            if column == "level":
                width = min(width, text_width(self, LEVEL_MAX_CHARS) + CELL_PADDING)
            if self.tree.column(column, "width") != width:
                self.tree.column(column, width=width, minwidth=width)
                changed = True
        if changed:  # a Treeview measures its columns again only when an option is set (Tk 8.6)
            self.tree.configure(height=self.tree.cget("height"))

    def relabel(self):
        """Translate the fixed texts again."""
        t = self.view.t
        self.box.configure(text=t("walls.view.levels"))
        for column in LEVEL_COLUMNS:
            self.tree.heading(column, text=t(f"walls.view.col.{column}"))
        self.fit_columns()
        self.play_button.configure(text=t("walls.view.play"))
        self.folder_button.configure(text=t("walls.view.folder"))
        self.reload_button.configure(text=t("walls.view.reload"))

    def show_rows(self, keys, row_for, broken, current, summary=""):
        """Show the rows ``keys``: ``row_for(key)`` gives (values (level, best, par), detail text, broken?) of a
        row, asked only when the row is seen; ``broken``: the keys of the rows that cannot be played. Mark
        ``current``; ``summary`` is shown under the list while the selected row has no detail of its own."""
        keys = list(keys)
        if self.keys != keys:
            self.tree.delete(*self.tree.get_children())
            for key in keys:
                self.tree.insert("", "end", iid=key)
            self.keys, self.row_keys = keys, frozenset(keys)
            self.current = None
        self.row_for = row_for
        self.broken = set(broken)
        for key in self.filled:
            self.count_cells(key, None)
        self.filled = set()
        self.details = {}
        self.whole_names = {}
        self.tooltip.hide()
        self.fill_seen()
        self.fit_columns()
        self.current = None
        self.show_current(current)
        self.show_summary(summary)

    def on_scrolled(self, first, last):
        """The Treeview's view moved (scrolled, resized, rows added): move the scrollbar, fill the rows now seen."""
        self.scroll.set(first, last)
        if self.fill_seen():
            self.fit_columns()

    def seen_keys(self):
        """The keys of the rows on screen (or about to be: one row either side), from the tree's view and height."""
        if not self.keys:
            return []
        first = float(self.tree.yview()[0])
        rowheight = int(str(ttk.Style(self).lookup("Walls.Treeview", "rowheight") or 20))
        rows = max(int(str(self.tree.cget("height"))), self.tree.winfo_height() // max(rowheight, 1)) + 1
        start = max(0, math.floor(first * len(self.keys)) - 1)
        return self.keys[start:start + rows + 2]

    def fill_seen(self):
        """Give the rows on screen their texts (those not filled yet); True when any was filled."""
        waiting = [key for key in self.seen_keys() if key not in self.filled]
        for key in waiting:
            self.fill_row(key)
        return bool(waiting)

    def fill_row(self, key):
        """Ask the library for row ``key`` and show its texts, look and detail (the columns follow later)."""
        values, detail, broken = self.row_for(key)
        self.details[key] = detail
        if broken:
            self.broken.add(key)
        else:
            self.broken.discard(key)
        name = str(values[0])
        values = (self.shortened(name),) + tuple(str(value) for value in values[1:])
        if values[0] != name:
            self.whole_names[key] = name
        else:
            self.whole_names.pop(key, None)
        self.filled.add(key)
        if tuple(str(value) for value in self.tree.item(key, "values")) != values:
            self.tree.item(key, values=values, tags=self.row_tags_for(key))
        else:
            self.tree.item(key, tags=self.row_tags_for(key))
        self.count_cells(key, values)

    def on_pointer(self, event):
        """The pointer over a level name shown cut: the whole name beside it; elsewhere no tooltip."""
        key = self.tree.identify_row(event.y)
        if key in self.whole_names and self.tree.identify_column(event.x) == "#1":
            self.tooltip.show(self.whole_names[key], event.x_root, event.y_root)
        else:
            self.tooltip.hide()

    def row_tags_for(self, key):
        """The tags row ``key`` should carry: broken, current or none."""
        return ("broken",) if key in self.broken else ("current",) if key == self.current else ()

    def row_changed(self, key, broken):
        """Row ``key`` has new texts (its check came, a new best): shown again at once when filled, else when seen."""
        if key not in self.row_keys:
            return
        self.details.pop(key, None)
        if key in self.filled:
            self.fill_row(key)
            self.fit_columns()
            if key == self.selected():
                self.on_select()
        elif broken != (key in self.broken):  # a row not seen yet costs no Tk call unless its look changes
            if broken:
                self.broken.add(key)
            else:
                self.broken.discard(key)
            self.tree.item(key, tags=self.row_tags_for(key))

    def detail_of(self, key):
        """The detail text of row ``key`` (worked out when it is not known yet)."""
        if key not in self.details and self.row_for is not None and self.tree.exists(key):
            self.details[key] = self.row_for(key)[1]
        return self.details.get(key, "")

    def show_summary(self, summary):
        """The text under the list while the selected row has no detail of its own."""
        if summary != self.summary:
            self.summary = summary
            self.on_select()

    def show_current(self, current):
        """Mark row ``current`` as the level on screen and select it; None (a level not in the list) marks none."""
        if current is not None and not self.tree.exists(current):
            current = None
        old, self.current = self.current, current
        for key in {old, current} - {None}:
            if self.tree.exists(key):
                self.tree.item(key, tags=self.row_tags_for(key))
        if current is None:
            if self.tree.selection():
                self.tree.selection_set(())
        elif current != old or self.selected() != current:
            self.tree.selection_set(current)
            self.tree.see(current)
        self.on_select()

    def select(self, key):
        """Select and show the row ``key``."""
        if self.tree.exists(key):
            self.tree.selection_set(key)
            self.tree.see(key)

    def focus_list(self):
        """Give the list the keyboard, on the selected row (the level on screen when none is)."""
        key = self.selected() or self.current
        if key is not None and self.tree.exists(key):
            self.select(key)
            self.tree.focus(key)
        self.tree.focus_set()

    def selected(self):
        """The key of the selected row, or None."""
        selection = self.tree.selection()
        return selection[0] if selection else None

    def on_select(self, event=None):
        """Show the selected row's detail (the file, or why it cannot be played)."""
        key = self.selected()
        set_text(self.detail_var, (self.detail_of(key) if key else "") or self.summary)

    def on_open(self, event=None):
        """Double-click, Enter or Play: open the selected level."""
        key = self.selected()
        if key is not None:
            self.view.open_level(key)
            self.view.level_chosen(key)
        return "break"

    def row_values(self):
        """{key: (level, best, par)} of every row, each filled as when it is seen (for tests)."""
        for key in self.keys:
            if key not in self.filled:
                self.fill_row(key)
        self.fit_columns()
        return {key: tuple(str(value) for value in self.tree.item(key, "values")) for key in self.keys}

    def row_tags(self, key):
        """The tags of row ``key``, filled as when it is seen (for tests)."""
        if key not in self.filled:
            self.fill_row(key)
        return tuple(self.tree.item(key, "tags"))
