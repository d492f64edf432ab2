"""The Delayed Walls level list: shipped levels, then the teacher's and the class's, with best and par.

It is a drawer over the board (widgets/walls/panes.py opens and closes it); its rows come from
widgets/walls/library.py.
"""

import tkinter as tk
import tkinter.font as tkfont
from collections import Counter
from tkinter import ttk

from widgets.line_breaking import ellipsized
from widgets.redraw import set_text
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
        bold = tkfont.nametofont("TkDefaultFont").copy()
        bold.configure(weight="bold")
        self.bold_font = bold
        self.tree.tag_configure("current", font=bold, background="#e4efff")
        self.tree.tag_configure("broken", foreground="#8a8a8a")
        scroll = ttk.Scrollbar(holder, orient="vertical", command=self.tree.yview)
        self.tree.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.tree.pack(side="left", fill="both", expand=True)
        self.tree.bind("<Double-Button-1>", self.on_open)
        self.tree.bind("<Return>", self.on_open)
        self.tree.bind("<<TreeviewSelect>>", self.on_select)
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
        self.details = {}
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
        base = tkfont.nametofont("TkDefaultFont")
        self.bold_font.configure(size=base.actual("size"))
        self.detail.wrapping.set_pixels(text_width(PANEL_CHARS - 8))
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
        return ellipsized(name, text_width(LEVEL_MAX_CHARS), self.measure)

    def fit_columns(self):
        """Make each column as wide as its heading and its widest cell in the current fonts (never narrower
        than LEVEL_WIDTHS, the names at most LEVEL_MAX_CHARS), so that no name or number is cut; measured from
        texts and fonts only. Each cell was measured once, when it changed (count_cells): a list of N levels
        costs N measurements, not N * N."""
        heading_font = tkfont.nametofont(str(ttk.Style(self).lookup("Heading", "font") or "TkHeadingFont"))
        changed = False
        for column in LEVEL_COLUMNS:
            width = max([text_width(LEVEL_WIDTHS[column]), heading_font.measure(self.tree.heading(column, "text"))]
                        + list(self.width_counts[column])) + CELL_PADDING
            if column == "level":
                width = min(width, text_width(LEVEL_MAX_CHARS) + CELL_PADDING)
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

    def show_rows(self, rows, current, summary=""):
        """Fill the list: rows of (key, (level, best, par), detail text, broken?); mark ``current``.

        ``summary`` is shown under the list while the selected row has no detail of its own.
        """
        keys = [row[0] for row in rows]
        if list(self.tree.get_children()) != keys:
            self.tree.delete(*self.tree.get_children())
            for key in list(self.cell_texts):
                self.count_cells(key, None)
            for key in keys:
                self.tree.insert("", "end", iid=key)
            self.current = None
        self.details = {}
        self.broken = set()
        for key, values, detail, broken in rows:
            self.show_row(key, values, detail, broken, describe=False, fit=False)
        self.fit_columns()
        self.current = None
        self.show_current(current)
        self.show_summary(summary)

    def row_tags_for(self, key):
        """The tags row ``key`` should carry: broken, current or none."""
        return ("broken",) if key in self.broken else ("current",) if key == self.current else ()

    def show_row(self, key, values, detail, broken, describe=True, fit=True):
        """Update one row (its texts, its look and its detail text); ``fit``: the columns follow at once."""
        if not self.tree.exists(key):
            return
        self.details[key] = detail
        if broken:
            self.broken.add(key)
        else:
            self.broken.discard(key)
        values = (self.shortened(str(values[0])),) + tuple(values[1:])
        if tuple(str(value) for value in self.tree.item(key, "values")) != tuple(str(value) for value in values):
            self.tree.item(key, values=values, tags=self.row_tags_for(key))
            self.count_cells(key, [str(value) for value in values])
            if fit:
                self.fit_columns()
        else:
            self.tree.item(key, tags=self.row_tags_for(key))
        if describe and key == self.selected():
            self.on_select()

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
        set_text(self.detail_var, (self.details.get(key, "") if key else "") or self.summary)

    def on_open(self, event=None):
        """Double-click, Enter or Play: open the selected level."""
        key = self.selected()
        if key is not None:
            self.view.open_level(key)
            self.view.level_chosen(key)
        return "break"

    def row_values(self):
        """{key: (level, best, par)} as shown (for tests)."""
        return {key: tuple(str(value) for value in self.tree.item(key, "values"))
                for key in self.tree.get_children()}

    def row_tags(self, key):
        """The tags of row ``key`` (for tests)."""
        return tuple(self.tree.item(key, "tags"))
