"""Input by column on a BoardCanvas (widgets/board.py), for games that drop a piece into a column (Connect Four).

A mixin of BoardCanvas, active when the board was given ``on_column``: a click anywhere in a column (above and
below the grid too), the keys 1 to 9 for the first nine columns, or Left/Right and then Space or Enter report the
column; the column under the pointer (or, with the keys, the cursor's) is framed, so the player sees where the piece
would go before it drops.
"""

from widgets.key_gate import bind_game_key

COLUMN_KEYS = "123456789"  # the key of each of the first nine columns
HIGHLIGHT_COLOR = "#1f6fd6"


class ColumnInput:
    """The column part of BoardCanvas (``self`` is the board: its cols, cell, origin, cursor and on_column)."""

    hover_column = None  # the column under the pointer, or None when it is elsewhere
    _column_item = None  # the Canvas item of the frame around the highlighted column

    def bind_column_keys(self):
        """Keys 1 to 9 report their column (once per press), and the frame follows the pointer."""
        for index, key in enumerate(COLUMN_KEYS[:self.cols]):
            bind_game_key(self, f"<KeyPress-{key}>", lambda event, x=index: self._column_key(event, x))
            self.bind(f"<KeyRelease-{key}>", self.key_gate.release, add="+")
        self.bind("<Leave>", self._pointer_left)

    def _column_key(self, event, x):
        """Key N: the cursor goes to column N and the column is reported, as a click in it would be."""
        if not self.key_gate.fresh(event):  # a held key drops once
            return "break"
        self.cursor = (x, self.cursor[1])
        self.show_cursor(True)
        self.draw_column_highlight()
        self.on_column(x)
        return "break"

    def follow_pointer(self, px):
        """The pointer moved to pixel column ``px``: frame the column under it."""
        self.hover_column = self.column_at(px)
        self.draw_column_highlight()

    def _pointer_left(self, event=None):
        """The pointer left the board: the frame goes back to the cursor's column (or away)."""
        self.hover_column = None
        self.draw_column_highlight()

    def highlighted_column(self):
        """The column framed now: the pointer's, else the keyboard cursor's while it shows, else None."""
        if self.on_column is None:
            return None
        if self.hover_column is not None:
            return self.hover_column
        return self.cursor[0] if self.cursor_visible else None

    def draw_column_highlight(self):
        """Frame the highlighted column from the top of the grid to its bottom (no frame when there is none)."""
        column = self.highlighted_column()
        if column is None:
            if self._column_item is not None:
                self.delete(self._column_item)
                self._column_item = None
            return
        x0, y0, _x1, _y1 = self.cell_bbox(column, 0)
        _x0, _y0, x1, y1 = self.cell_bbox(column, self.rows - 1)
        width = max(2, self.cell // 12)
        if self._column_item is None:
            self._column_item = self.create_rectangle(x0, y0, x1, y1, outline=HIGHLIGHT_COLOR, width=width,
                                                      tags=("columnhover",))
        else:
            self.coords(self._column_item, x0, y0, x1, y1)
            self.itemconfigure(self._column_item, width=width)
        self.tag_raise(self._column_item)
