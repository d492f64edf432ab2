"""Arrow Rotation side panel (score table, walk counter, preview, speed) and the New-game seats dialog."""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from gamepkg.arrows import rules as arrows
from widgets.arrows.draw import turn_symbol
from widgets.dialogs import ModalDialog
from widgets.line_breaking import ellipsized
from widgets.redraw import plain_label, set_text
from widgets.scroll_column import ScrollColumn
from widgets.speed_box import SpeedChooser
from widgets.wrapping_label import KeptHeight, wrapping_label

KIND_CHOICES = arrows.KINDS
TABLE_COLUMNS = ("turn", "name", "kind", "score")
FOLDED_COLUMNS = ("turn", "name", "score")  # the table's columns while Plays as is folded under it
CURRENT_MARKER, WINNER_MARKER = "\u25b6", "\u2605"  # the turn column's marks: the player to move, a winner
SCORE_SAMPLE = "999"  # the score column is at least this wide, so that it does not widen as scores grow
TEXT_CHARS = 30  # the panel's texts wrap at least this many average characters wide
CELL_PADDING_CHARS = 1  # room around a cell's text, in average characters, besides CELL_PADDING_PIXELS
CELL_PADDING_PIXELS = 8  # a Treeview cell pads its text by 4 pixels on each side
WALK_BOX_FRAME = 16  # pixels of the walk box's frame and padding beside its contents
BUTTON_FRAME = 10  # pixels of a button's border and padding beside its text, besides two average characters
BUTTON_GAP = 6  # pixels between the walk box's two buttons


class SidePanel(ScrollColumn):
    """The column beside the board: who plays and scores, the running walk, the preview, the controls."""

    def __init__(self, parent, view):
        """Build the panel for ``view`` (an ArrowsView: it provides t() and the commands)."""
        super().__init__(parent, padding=(8, 0, 0, 0))
        inner = self.inner
        self.view = view
        # The score table's letters follow the zoom like every other text of the panel (the zoom's named fonts);
        # where the whole table would take more than its share of the window (a board first), the Plays as
        # column folds into the lines under the table (fit_width).
        self.row_font = tkfont.nametofont("TkDefaultFont", root=self)
        self.heading_font = tkfont.nametofont("TkHeadingFont", root=self)
        bold = self.row_font.copy()
        bold.configure(weight="bold")
        self.bold_font = bold
        self.table_scale = 1.0
        style = ttk.Style(self)
        style.configure("Arrows.Treeview", font=self.row_font)
        style.configure("Arrows.Treeview.Heading", font=self.heading_font)
        self.table = ttk.Treeview(inner, columns=TABLE_COLUMNS, show="headings", height=arrows.PLAYERS_MAX,
                                  selectmode="none", takefocus=0, style="Arrows.Treeview")
        for column in TABLE_COLUMNS:
            anchor = "w" if column in ("name", "kind") else "center"
            self.table.column(column, anchor=anchor, stretch=False)
        self.table.tag_configure("current", font=bold, background="#e4efff")
        self.table.tag_configure("winner", font=bold, background="#fff0a0")
        self.table.pack(side="top", anchor="w")
        self.kinds_var = tk.StringVar(master=self)  # each seat's Plays as, while that column is folded
        self.kinds = wrapping_label(inner, self.kinds_var, TEXT_CHARS)
        self.shown_rows = None
        self.written_rows = {}
        self.fitted_rows = None
        self.name_room = 0  # pixels for a name in its cell (fit_width)
        self.walk_box = ttk.LabelFrame(inner, padding=6)
        self.walk_box.pack(side="top", fill="x", pady=(8, 0))
        self.walk_title_var = tk.StringVar(master=self)
        self.walk_points_var = tk.StringVar(master=self)
        self.walk_detail_var = tk.StringVar(master=self)
        plain_label(self.walk_box, textvariable=self.walk_title_var).pack(side="top", anchor="w")
        counter_font = tkfont.nametofont("TkHeadingFont", root=self).copy()
        counter_font.configure(weight="bold")
        self.counter_font = counter_font
        self.walk_points = plain_label(self.walk_box, textvariable=self.walk_points_var, font=counter_font,
                                       foreground="#a33b00")
        self.walk_points.pack(side="top", anchor="w")
        self.walk_detail = wrapping_label(self.walk_box, self.walk_detail_var, TEXT_CHARS)
        self.walk_detail.pack(side="top", anchor="w", fill="x")
        buttons = ttk.Frame(self.walk_box)  # above the walk's texts: a longer text never moves them
        buttons.pack(side="top", fill="x", pady=(6, 0), before=self.walk_points)
        self.skip_button = ttk.Button(buttons, command=view.skip_animation, takefocus=0)
        self.skip_button.pack(side="left")
        self.replay_button = ttk.Button(buttons, command=view.replay_walk, takefocus=0)
        self.replay_button.pack(side="left", padx=(BUTTON_GAP, 0))
        self.speed = SpeedChooser(self.walk_box, view, width=12, after_choice=lambda: view.board.focus_set())
        self.speed.pack(side="top", fill="x", pady=(6, 0), before=self.walk_points)
        self.speed_box = self.speed.box
        self.info_var = tk.StringVar(master=self)
        self.info = wrapping_label(inner, self.info_var, TEXT_CHARS, foreground="#1a4f8f")
        self.info.pack(side="top", fill="x", pady=(8, 0))
        self.legend_var = tk.StringVar(master=self)
        self.legend = wrapping_label(inner, self.legend_var, TEXT_CHARS, foreground="#444444")
        self.legend.pack(side="top", fill="x", pady=(8, 0))
        self.keys_var = tk.StringVar(master=self)
        self.keys = wrapping_label(inner, self.keys_var, TEXT_CHARS, foreground="#555555")
        self.keys.pack(side="top", fill="x", pady=(6, 0))
        self.relabel()
        self.follow_wheel()

    def on_zoom(self):
        """Follow the zoomed base fonts (the table's bold rows, the big walk counter, row height, column widths)."""
        base = self.row_font.actual("size")
        self.counter_font.configure(size=round(abs(base) * 2.4))
        self.bold_font.configure(size=self.row_font.cget("size"))
        ttk.Style(self).configure("Arrows.Treeview", rowheight=self.row_font.metrics("linespace") + 6)
        self.table_scale = self.view.app.panel_squeeze()
        self.fit_width()

    def fonts(self):
        """The fonts of the score table: (heading font, row font, bold row font)."""
        return self.heading_font, self.row_font, self.bold_font

    def column_texts(self, column):
        """Every text ``column`` may show in this game, each with the widest font it may be drawn in.

        Any row may become the bold one (the player to move, a winner) and any turn cell may show either
        marker, so the widths do not change from move to move: a wider table would resize the board.
        """
        heading_font, row_font, bold_font = self.fonts()
        texts = [(self.table.heading(column, "text"), heading_font)]
        index = TABLE_COLUMNS.index(column)
        for row in self.shown_rows or ():
            texts.append((str(row[index]), bold_font))
        if column == "score":
            texts.append((SCORE_SAMPLE, bold_font))
        if column == "turn":
            texts.extend((marker, bold_font) for marker in (CURRENT_MARKER, WINNER_MARKER))
        return texts

    def fit_width(self):
        """Size every column to its widest text in its font, and wrap the texts to the table's width.

        The whole table keeps the share of the window it had at 100 % (``table_scale``, the zoom's squeeze):
        where its four columns would be wider than that, Plays as folds into the lines under the table and the
        names get the room left (a longer one ends in "…": the lines under the table give it whole).
        Everything here is measured from the fonts and the texts, never from the size the panel was given:
        the panel's width decides the board's, so a width that followed the panel's own would loop for ever.
        """
        padding = CELL_PADDING_CHARS * self.bold_font.measure("0") + CELL_PADDING_PIXELS
        widths = {column: max(font.measure(text) for text, font in self.column_texts(column)) + padding
                  for column in TABLE_COLUMNS}
        whole = sum(widths.values())
        share = round(whole * self.table_scale)
        folded = whole > share
        shown = FOLDED_COLUMNS if folded else TABLE_COLUMNS
        if folded:
            heading = self.heading_font.measure(str(self.table.heading("name", "text"))) + padding
            widths["name"] = max(heading, min(widths["name"], share - widths["turn"] - widths["score"]))
        texts = TEXT_CHARS * tkfont.nametofont("TkDefaultFont", root=self).measure("0") * self.table_scale
        text_width = max(share, sum(widths[column] for column in shown), round(texts))
        widths[shown[-2]] += text_width - sum(widths[column] for column in shown)  # the widest text column
        changed = tuple(self.table.cget("displaycolumns")) != shown
        if changed:
            self.table.configure(displaycolumns=shown)
        for column, width in widths.items():
            if self.table.column(column, "width") != width:
                self.table.column(column, width=width, minwidth=width)
                changed = True
        if changed:
            self.table.configure(height=self.table.cget("height"))  # ask for the new width of the columns
        self.name_room = widths["name"] - padding
        self.write_rows()
        if folded != bool(self.kinds.winfo_manager()):
            if folded:
                self.kinds.pack(side="top", fill="x", pady=(4, 0), after=self.table)
            else:
                self.kinds.pack_forget()
        for label in (self.kinds, self.info, self.legend, self.keys):
            label.wrapping.set_pixels(text_width)
        self.walk_detail.wrapping.set_pixels(max(1, text_width - 20))
        self.arrange_walk_box(text_width - WALK_BOX_FRAME)

    def shown_name(self, name):
        """``name`` as its cell shows it: whole, or cut to the name column's room with "…" (in the bold font)."""
        return ellipsized(name, self.name_room, self.bold_font.measure)

    def arrange_walk_box(self, room):
        """Put the walk box's two buttons, and the speed's label and box, one under the other when side by side
        they would be wider than ``room`` pixels (measured from their texts: the panel gives way, not the board)."""
        font = tkfont.nametofont("TkDefaultFont", root=self)
        beside = sum(font.measure(str(button.cget("text"))) + 2 * font.measure("0") + BUTTON_FRAME
                     for button in (self.skip_button, self.replay_button)) + BUTTON_GAP
        stacked = beside > room
        for button, gap in ((self.skip_button, 0), (self.replay_button, BUTTON_GAP)):
            side, padx, pady = ("top", 0, (0 if gap == 0 else 4, 0)) if stacked else ("left", (gap, 0), 0)
            if button.pack_info().get("side") != side:
                button.pack_configure(side=side, anchor="w", padx=padx, pady=pady)
        self.speed.stack(self.speed.natural_width() > room)

    def relabel(self):
        """Translate the fixed texts again."""
        t = self.view.t
        for column in TABLE_COLUMNS:
            self.table.heading(column, text=t(f"arrows.view.col.{column}"))
        self.walk_box.configure(text=t("arrows.view.walk_box"))
        self.skip_button.configure(text=t("arrows.view.skip"))
        self.replay_button.configure(text=t("arrows.view.replay"))
        self.speed.relabel()
        set_text(self.legend_var, t("arrows.view.legend", symbol=turn_symbol()))
        set_text(self.keys_var, t("arrows.view.keys"))
        self.fit_width()

    def show_table(self, rows):
        """Fill the score table: rows of (marker, name, kind, score, tag)."""
        rows = [tuple(row) for row in rows]
        if rows == self.shown_rows:
            return
        items = self.table.get_children()
        if len(items) != len(rows):
            self.table.delete(*items)
            for _ in rows:
                self.table.insert("", "end")
            self.table.configure(height=len(rows))
            self.written_rows = {}
            self.kinds.wrapping.height_keeper = KeptHeight()  # a new game's seats: as many lines as it has
        self.shown_rows = rows
        set_text(self.kinds_var, "\n".join(self.view.t("arrows.view.seat_plays_as", name=name, kind=kind)
                                           for marker, name, kind, score, tag in rows))
        fitted = [(name, kind, len(str(score))) for marker, name, kind, score, tag in rows]
        if fitted != self.fitted_rows:  # markers and bold rows never change the widths; a score only with a digit
            self.fitted_rows = fitted
            self.fit_width()
        else:
            self.write_rows()

    def write_rows(self):
        """Put the rows shown into the table's items (only the items whose texts or marks changed)."""
        for item, row in zip(self.table.get_children(), self.shown_rows or ()):
            marker, name, kind, score, tag = row
            written = ((marker, self.shown_name(name), kind, score), (tag,) if tag else ())
            if self.written_rows.get(item) != written:
                self.table.item(item, values=written[0], tags=written[1])
                self.written_rows[item] = written

    def table_rows(self):
        """The values shown in the score table, row by row (for tests)."""
        return [tuple(str(value) for value in self.table.item(item, "values"))
                for item in self.table.get_children()]

    def show_walk(self, title, points, detail, busy, can_replay):
        """Show the walk box: its title, the points counter and a line about where it stopped."""
        set_text(self.walk_title_var, title)
        set_text(self.walk_points_var, points)
        set_text(self.walk_detail_var, detail)
        for button, enabled in ((self.skip_button, busy), (self.replay_button, can_replay and not busy)):
            if button.instate(["disabled"]) == bool(enabled):
                button.state(["!disabled"] if enabled else ["disabled"])

    def show_info(self, text):
        """Show the preview, hint or advice line."""
        set_text(self.info_var, text)


class SeatsDialog(ModalDialog):
    """New game: board size, number of players, and each seat's name and kind (human or computer)."""

    def __init__(self, parent, t, params):
        """Build the dialog filled in from ``params``; ``t`` translates message ids."""
        super().__init__(parent, t("custom.title"), t("dialog.ok"), t("dialog.cancel"))
        self.t = t
        body = self.body
        size = ttk.LabelFrame(body, text=t("arrows.view.dialog.size"), padding=6)
        size.grid(row=0, column=0, sticky="ew")
        self.width_var = tk.StringVar(master=self, value=str(params.width))
        self.height_var = tk.StringVar(master=self, value=str(params.height))
        self.players_var = tk.StringVar(master=self, value=str(params.players))
        self.size_boxes = []
        for column, (key, variable) in enumerate((("arrows.param.width", self.width_var),
                                                  ("arrows.param.height", self.height_var))):
            ttk.Label(size, text=t(key)).grid(row=0, column=column * 2, sticky="w", padx=(0 if column == 0 else 12, 4))
            box = ttk.Spinbox(size, from_=arrows.SIZE_MIN, to=arrows.SIZE_MAX, width=5, textvariable=variable)
            box.grid(row=0, column=column * 2 + 1, sticky="w")
            self.size_boxes.append(box)
        seats = ttk.LabelFrame(body, text=t("arrows.view.dialog.seats"), padding=6)
        seats.grid(row=1, column=0, sticky="ew", pady=(8, 0))
        ttk.Label(seats, text=t("arrows.param.players")).grid(row=0, column=0, sticky="w")
        self.players_box = ttk.Spinbox(seats, from_=arrows.PLAYERS_MIN, to=arrows.PLAYERS_MAX, width=5,
                                       textvariable=self.players_var, command=self.show_seats)
        self.players_box.grid(row=0, column=1, sticky="w", pady=(0, 6))
        self.players_box.bind("<KeyRelease>", self.show_seats)
        ttk.Label(seats, text=t("arrows.param.name")).grid(row=1, column=1, sticky="w")
        ttk.Label(seats, text=t("arrows.view.col.kind")).grid(row=1, column=2, sticky="w")
        self.kind_texts = [t(f"arrows.kind.{kind}") for kind in KIND_CHOICES]
        self.seat_rows = []
        for seat in range(arrows.PLAYERS_MAX):
            label = ttk.Label(seats, text=t("arrows.param.seat", number=seat + 1))
            name = ttk.Entry(seats, width=16)
            name.insert(0, params.name_of(seat) if seat < params.players else "")
            kind = ttk.Combobox(seats, state="readonly", values=self.kind_texts, width=22)
            default_kind = params.seats[seat] if seat < params.players else ("human" if seat == 0 else "normal")
            kind.current(KIND_CHOICES.index(default_kind))
            self.seat_rows.append((label, name, kind))
        self.seats_frame = seats
        self.show_seats()
        self.finish(2, wraplength=380)
        self.size_boxes[0].focus_set()

    def player_count(self):
        """The number of players typed, or None when it is not a whole number."""
        text = self.players_var.get().strip()
        return int(text) if text.isdigit() and len(text) < 3 else None

    def show_seats(self, event=None):
        """Show one row per player (2 to 6)."""
        count = self.player_count() or arrows.PLAYERS_MIN
        count = min(arrows.PLAYERS_MAX, max(arrows.PLAYERS_MIN, count))
        for seat, widgets in enumerate(self.seat_rows):
            for column, widget in enumerate(widgets):
                if seat < count:
                    widget.grid(row=seat + 2, column=column, sticky="w", padx=(0, 8), pady=1)
                else:
                    widget.grid_remove()

    def set_seat(self, seat, name, kind):
        """Fill in one seat (used by tests and by presets)."""
        _, entry, box = self.seat_rows[seat]
        entry.delete(0, "end")
        entry.insert(0, name)
        box.current(KIND_CHOICES.index(kind))

    def check(self):
        """(Params, None) for valid input, or (None, error text)."""
        t = self.t
        sizes = []
        for key, variable in (("arrows.param.width", self.width_var), ("arrows.param.height", self.height_var)):
            text = variable.get().strip()
            if not (text.isdigit() and len(text) < 3 and arrows.SIZE_MIN <= int(text) <= arrows.SIZE_MAX):
                return None, t("arrows.view.error.size", label=t(key), low=arrows.SIZE_MIN, high=arrows.SIZE_MAX)
            sizes.append(int(text))
        count = self.player_count()
        if count is None or not arrows.PLAYERS_MIN <= count <= arrows.PLAYERS_MAX:
            return None, t("arrows.view.error.players", low=arrows.PLAYERS_MIN, high=arrows.PLAYERS_MAX)
        seats, names = [], []
        for seat in range(count):
            _, entry, box = self.seat_rows[seat]
            name = entry.get().strip()
            if len(name) > arrows.NAME_MAX or not name.isprintable():
                return None, t("arrows.view.error.name", number=seat + 1, limit=arrows.NAME_MAX)
            names.append(name)
            seats.append(KIND_CHOICES[max(0, box.current())])
        return arrows.Params(sizes[0], sizes[1], tuple(seats), tuple(names)), None

