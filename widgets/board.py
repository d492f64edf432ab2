"""A grid Canvas that scales with the window, with portable mouse buttons and a keyboard cursor.

Every game draws its board on a BoardCanvas. A view tells the board what each cell shows with
``set_cell``, and may put a round piece above a cell with ``set_piece`` (a counter, a stone: the cell's
text stays on top of it, so a piece can carry a label); the board remembers what is drawn and touches only
the cells that changed. Clicks and keys come back as cell coordinates through the callbacks given to the
constructor: ``on_primary(x, y)`` for a cell, or ``on_column(x)`` / ``on_row(y)`` for a game played by
whole columns or rows (widgets/board_columns.py: a click anywhere in the column, keys 1 to 9, or Space on
the cursor's column, with the column under the pointer framed). ``show_coordinate_labels`` names the
columns and rows around the grid (widgets/board_labels.py).
"""

import tkinter as tk
import tkinter.font as tkfont

from widgets.board_columns import ColumnInput
from widgets.board_labels import CoordinateLabels
from widgets.board_pieces import Pieces
from widgets.key_gate import KeyGate, bind_game_key
from widgets.redraw import sync_cursor

NATURAL_CELL = 28  # pixels of a cell the board asks for at 100 % zoom (it takes what the window gives)
KEPT_FOR_ZOOM = 0.2  # the most of its height a board leaves free at a small zoom for the texts of a larger one
CURSOR_COLOR = "#1f6fd6"
GRID_COLOR = "#7a7a7a"
GATED_KEYS = ("space", "Return", "KP_Enter", "f", "F")  # the board's keys that play a move


def board_font(widget, size, weight="normal"):
    """A font for text drawn on a board: the window's own family (TkDefaultFont's) in ``size`` and ``weight``.
    ("TkDefaultFont" itself is the name of a font, not a family: given as a family, Windows draws a stand-in.)"""
    family = tkfont.nametofont("TkDefaultFont", root=widget).actual("family")
    return tkfont.Font(widget, family=family, size=size, weight=weight)


def secondary_button_events(widget):
    """The event names of the secondary (right) mouse button on this platform's Tk."""
    system = widget.tk.call("tk", "windowingsystem")
    version = tuple(int(part) for part in str(widget.tk.call("info", "patchlevel")).split(".")[:2])
    if system == "aqua" and version < (8, 7):
        return ("<Button-2>", "<Control-Button-1>")
    return ("<Button-3>",)


class BoardCanvas(ColumnInput, CoordinateLabels, Pieces, tk.Canvas):
    """A cols x rows grid of square cells drawn on a Canvas that follows the window's size."""

    def __init__(self, parent, cols, rows, *, on_primary=None, on_secondary=None, on_hover=None,
                 on_resize=None, on_column=None, on_row=None, min_cell=6, max_cell=72, margin=4, **options):
        """Build an empty grid; the cell callbacks receive (x, y), ``on_column`` a column x, ``on_row`` a row y."""
        options.setdefault("background", "#d9d9d9")
        options.setdefault("highlightthickness", 2)
        options.setdefault("takefocus", 1)
        super().__init__(parent, **options)
        self.on_primary, self.on_secondary = on_primary, on_secondary
        self.on_hover, self.on_resize = on_hover, on_resize
        self.on_column, self.on_row = on_column, on_row
        self.min_cell, self.max_cell, self.margin = min_cell, max_cell, margin
        self.zoom_max_cell = max_cell  # max_cell at 100 % zoom
        self.natural_cell = NATURAL_CELL
        self.top_zoom_room = None  # (window height at the top zoom, top zoom / zoom): see keep_room_for_zoom
        self.cell_font = board_font(self, 10, "bold")
        self.cols = self.rows = 0
        self.cell = 20
        self.origin = (margin, margin)
        self.cursor = (0, 0)
        self.cursor_visible = False
        self._last_size = None
        self._rects, self._texts, self._drawn = {}, {}, {}
        self._pieces = {}  # (x, y) -> (canvas item, (fill, outline)) of the pieces drawn above cells
        self._cursor_item = None
        self.key_gate = KeyGate()  # Space, Enter and F act once per press, not once per auto-repeat
        self.resize_grid(cols, rows)
        self._bind_input()

    # ----- geometry -----
    def resize_grid(self, cols, rows):
        """Start over with a new grid size (deletes every item)."""
        self.delete("all")
        self.cols, self.rows = cols, rows
        self._rects, self._texts, self._drawn = {}, {}, {}
        self._pieces = {}
        self._cursor_item = self._column_item = None
        self.cursor = (min(self.cursor[0], cols - 1), min(self.cursor[1], rows - 1))
        self._ask_natural_size()
        self._last_size = None
        self._layout(self.winfo_width(), self.winfo_height())
        self.draw_labels()

    def _ask_natural_size(self):
        """Ask for the natural cell size times the grid (the window may give more or less)."""
        room = self.label_room()
        width = round((self.cols + room) * self.natural_cell) + 2 * self.margin
        height = round((self.rows + room) * self.natural_cell) + 2 * self.margin
        if (int(self["width"]), int(self["height"])) != (width, height):
            self.configure(width=width, height=height)

    def set_zoom(self, percent):
        """Follow the suite's zoom: the natural and the largest cell size scale with it."""
        self.natural_cell = max(self.min_cell, round(NATURAL_CELL * percent / 100))
        self.max_cell = max(self.min_cell, round(self.zoom_max_cell * percent / 100))
        self._ask_natural_size()

    def keep_room_for_zoom(self, window_height, ratio):
        """Zoom in never shrinks the cells: at this zoom, draw no taller than the board can be at the top zoom,
        where the window is ``window_height`` px tall and every text above and below is ``ratio`` times taller."""
        self.top_zoom_room = (window_height, ratio)
        self._last_size = None
        self._layout(self.winfo_width(), self.winfo_height())

    def height_at_top_zoom(self, height):
        """The height the board will be given at the top zoom (texts around it grown), or None when unknown."""
        if self.top_zoom_room is None or not self.winfo_ismapped():
            return None
        window_height, ratio = self.top_zoom_room
        texts = max(0, self.winfo_toplevel().winfo_height() - height)  # tabs, banners, status lines, padding
        return round(window_height - texts * ratio)

    def cell_for_height(self, height):
        """The largest cell a Canvas ``height`` px tall allows (at most max_cell), keeping room for the texts of
        a larger zoom (see keep_room_for_zoom), but never more than KEPT_FOR_ZOOM of the height."""
        usable_h = max(1, height - 2 * self.margin)
        later = self.height_at_top_zoom(height)
        if later is not None:
            usable_h = min(usable_h, max(later - 2 * self.margin, round(usable_h * (1 - KEPT_FOR_ZOOM))))
        return min(self.max_cell, int(usable_h // (self.rows + self.label_room())))

    def _layout(self, width, height):
        """Choose the cell size and origin that fit ``width`` x ``height`` pixels."""
        if width <= 1 or height <= 1:
            width, height = int(self["width"]), int(self["height"])
        usable_w = max(1, width - 2 * self.margin)
        room = self.label_room()  # the labels' room on the top and the left, in cells (0 without them)
        cell = max(self.min_cell, min(int(usable_w // (self.cols + room)), self.cell_for_height(height)))
        self.cell = cell
        shift = round(room * cell)
        self.origin = (max(self.margin, (width - cell * self.cols - shift) // 2) + shift,
                       max(self.margin, (height - cell * self.rows - shift) // 2) + shift)
        font_size = -max(6, int(cell * 0.55))
        if self.cell_font.cget("size") != font_size:
            self.cell_font.configure(size=font_size)

    def cell_bbox(self, x, y):
        """Pixel box (x0, y0, x1, y1) of cell (x, y)."""
        ox, oy = self.origin
        return (ox + x * self.cell, oy + y * self.cell, ox + (x + 1) * self.cell, oy + (y + 1) * self.cell)

    def cell_center(self, x, y):
        """Pixel centre of cell (x, y)."""
        x0, y0, x1, y1 = self.cell_bbox(x, y)
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def cell_at(self, px, py):
        """The cell under pixel (px, py), or None outside the grid."""
        ox, oy = self.origin
        if px < ox or py < oy:
            return None
        x, y = int((px - ox) // self.cell), int((py - oy) // self.cell)
        if x >= self.cols or y >= self.rows:
            return None
        return (x, y)

    def column_at(self, px):
        """The column under pixel column ``px`` (at any height), or None left or right of the grid."""
        column = (px - self.origin[0]) // self.cell
        return int(column) if px >= self.origin[0] and column < self.cols else None

    def row_at(self, py):
        """The row under pixel row ``py`` (at any width), or None above or below the grid."""
        row = (py - self.origin[1]) // self.cell
        return int(row) if py >= self.origin[1] and row < self.rows else None

    def _on_configure(self, event):
        """Re-fit the grid to the new Canvas size and move every item (nothing to do at the same size)."""
        self.refit(event.width, event.height)

    def _on_map(self, event=None):
        """Shown: fit again when zoom keeps room (that room is measured only once the board is on screen)."""
        if self.top_zoom_room is not None:
            self._last_size = None
            self.refit(self.winfo_width(), self.winfo_height())

    def refit(self, width, height):
        """Fit the grid to a Canvas of ``width`` x ``height`` and move every item (nothing to do at the same size)."""
        if (width, height) == self._last_size:
            return
        self._last_size = (width, height)
        old = (self.cell, self.origin)
        self._layout(width, height)
        if (self.cell, self.origin) == old:
            return
        for (x, y), item in self._rects.items():
            self.coords(item, *self.cell_bbox(x, y))
        for (x, y), item in self._texts.items():
            self.coords(item, *self.cell_center(x, y))
        for (x, y), (item, _look) in self._pieces.items():
            self.coords(item, *self.piece_bbox(x, y))
        self._draw_cursor()
        self.draw_labels()
        self.draw_column_highlight()
        if self.on_resize:
            self.on_resize()

    # ----- drawing -----
    def set_cell(self, x, y, fill, text="", text_color="black", outline=GRID_COLOR):
        """Show cell (x, y) with a background, an optional text and its colour; unchanged cells cost nothing."""
        look = (fill, text, text_color, outline)
        if self._drawn.get((x, y)) == look:
            return
        self._drawn[(x, y)] = look
        created = False  # a new item goes on top, over the keyboard cursor
        rect = self._rects.get((x, y))
        if rect is None:
            self._rects[(x, y)] = self.create_rectangle(*self.cell_bbox(x, y), fill=fill, outline=outline,
                                                        tags=("cell",))
            created = True
        else:
            self.itemconfigure(rect, fill=fill, outline=outline)
        item = self._texts.get((x, y))
        if item is None and text:
            self._texts[(x, y)] = self.create_text(*self.cell_center(x, y), text=text, fill=text_color,
                                                   font=self.cell_font, tags=("celltext",))
            created = True
        elif item is not None:
            self.itemconfigure(item, text=text, fill=text_color)
        if created and self._pieces:
            self.tag_raise("piece")  # pieces stay above the cells, the texts above them, the cursor above all
            self.tag_raise("celltext")
        if created and self._cursor_item is not None:
            self.tag_raise(self._cursor_item)

    def cell_look(self, x, y):
        """What ``set_cell`` last drew at (x, y): (fill, text, text_color, outline) or None."""
        return self._drawn.get((x, y))

    def forget_looks(self):
        """Make the next ``set_cell`` of every cell redraw it (after a theme or palette change)."""
        self._drawn.clear()

    # ----- keyboard cursor -----
    def put_cursor(self, cell):
        """Put the keyboard cursor on ``cell`` (after a click there), and its frame with it when shown, so the
        keys go on from the frame."""
        self.cursor = cell
        sync_cursor(self)

    def show_cursor(self, visible=True):
        """Show or hide the keyboard cursor."""
        self.cursor_visible = visible
        self._draw_cursor()

    def move_cursor(self, dx, dy):
        """Move the keyboard cursor by (dx, dy), staying on the board."""
        x = min(self.cols - 1, max(0, self.cursor[0] + dx))
        y = min(self.rows - 1, max(0, self.cursor[1] + dy))
        self.cursor = (x, y)
        self.show_cursor(True)
        self.draw_column_highlight()
        if self.on_hover:
            self.on_hover(x, y)

    def _draw_cursor(self):
        """Draw (or hide) the cursor frame around the cursor's cell."""
        if not self.cursor_visible:
            if self._cursor_item is not None:
                self.delete(self._cursor_item)
                self._cursor_item = None
            return
        x0, y0, x1, y1 = self.cell_bbox(*self.cursor)
        width = max(2, self.cell // 10)
        if self._cursor_item is None:
            self._cursor_item = self.create_rectangle(x0, y0, x1, y1, outline=CURSOR_COLOR, width=width,
                                                      dash=(4, 2), tags=("cursor",))
        else:
            self.coords(self._cursor_item, x0 + 1, y0 + 1, x1 - 1, y1 - 1)
            self.itemconfigure(self._cursor_item, width=width)
        self.tag_raise(self._cursor_item)

    # ----- input -----
    def _bind_input(self):
        """Bind the mouse buttons, the pointer motion, the arrow keys, Space/Enter and F."""
        self.bind("<Configure>", self._on_configure)
        shown_tag = f"BoardShown{id(self)}"  # a tag of its own: the board's bindings stay the input ones
        self.bind_class(shown_tag, "<Map>", self._on_map)
        self.bindtags(self.bindtags() + (shown_tag,))
        self.bind("<Button-1>", self._primary_click)
        for name in secondary_button_events(self):
            self.bind(name, self._secondary_click)
        self.bind("<Motion>", self._motion)
        for key, (dx, dy) in {"<Left>": (-1, 0), "<Right>": (1, 0), "<Up>": (0, -1), "<Down>": (0, 1)}.items():
            self.bind(key, lambda event, dx=dx, dy=dy: self._arrow(dx, dy))
        for key in ("<space>", "<Return>", "<KP_Enter>"):
            self.bind(key, self._primary_key)
        for key in ("<f>", "<F>"):  # a game key: Ctrl+F and Alt+F are left to the menus
            bind_game_key(self, key, self._secondary_key)
        self._bind_key_gate()
        if self.on_column:
            self.bind_column_keys()

    def _bind_key_gate(self):
        """Watch the releases of Space, Enter and F on a bind tag of the board's own, ahead of the widget's
        (a view's own <KeyRelease> binding on the board then still gets every release too), and the focus
        leaving the board (KeyGate.forget)."""
        tag = f"BoardKeyGate{id(self)}"
        self.bindtags((tag,) + self.bindtags())
        for keysym in GATED_KEYS:
            self.bind_class(tag, f"<KeyRelease-{keysym}>", self.key_gate.release)
        self.key_gate.watch(self)  # the focus going away: a release elsewhere never comes here

    def _primary_click(self, event):
        """Left click: focus the board and report the clicked cell (and its column or row, when asked for)."""
        self.focus_set()
        cell = self.cell_at(event.x, event.y)
        if cell is not None and self.on_primary:
            self.cursor = cell
            self.on_primary(*cell)
        column, row = self.column_at(event.x), self.row_at(event.y)
        if column is not None and self.on_column:
            self.cursor = (column, self.cursor[1])
            self.on_column(column)
        if row is not None and self.on_row:
            self.cursor = (self.cursor[0], row)
            self.on_row(row)
        return "break"

    def _secondary_click(self, event):
        """Right click (or its macOS equivalents): report the clicked cell."""
        self.focus_set()
        cell = self.cell_at(event.x, event.y)
        if cell is not None and self.on_secondary:
            self.cursor = cell
            self.on_secondary(*cell)
        return "break"

    def _motion(self, event):
        """Pointer motion: report the hovered cell (and frame the column under it, for input by column)."""
        if self.on_column:
            self.follow_pointer(event.x)
        cell = self.cell_at(event.x, event.y)
        if cell is not None and self.on_hover:
            self.on_hover(*cell)

    def _arrow(self, dx, dy):
        """Arrow key: move the keyboard cursor."""
        self.move_cursor(dx, dy)
        return "break"

    def _primary_key(self, event=None):
        """Space or Enter: act on the cursor's cell (its column, its row) as a left click would (once per press)."""
        if event is not None and not self.key_gate.fresh(event):
            return "break"
        self.show_cursor(True)
        if self.on_primary:
            self.on_primary(*self.cursor)
        if self.on_column:
            self.on_column(self.cursor[0])
        if self.on_row:
            self.on_row(self.cursor[1])
        return "break"

    def _secondary_key(self, event=None):
        """F: act on the cursor's cell as a right click would (once per press: a held F flags once)."""
        if event is not None and not self.key_gate.fresh(event):
            return "break"
        self.show_cursor(True)
        if self.on_secondary:
            self.on_secondary(*self.cursor)
        return "break"
