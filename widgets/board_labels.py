"""Coordinate labels around a BoardCanvas (widgets/board.py): column names above the grid, row names to its left.

A mixin of BoardCanvas. The labels take LABEL_CELLS of a cell on the top and on the left, and their font is a share
of the cell, so they grow and shrink with the board and the suite's zoom. Off until a view asks for them with
``show_coordinate_labels``; a board without them is laid out and drawn as before.
"""

LABEL_CELLS = 0.75  # the room of the labels, in cells: a row above the grid and a column left of it
LABEL_COLOR = "#333333"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def column_letters(count):
    """The names of ``count`` columns: A to Z, then AA, AB... as spreadsheets name them."""
    names = []
    for number in range(1, count + 1):
        name = ""
        while number:
            number, rest = divmod(number - 1, len(LETTERS))
            name = LETTERS[rest] + name
        names.append(name)
    return names


def row_numbers(count):
    """The names of ``count`` rows: 1 at the top."""
    return [str(number) for number in range(1, count + 1)]


class CoordinateLabels:
    """The labels part of BoardCanvas (``self`` is the board: its cols, rows, cell, origin and cell_font)."""

    label_names = None  # (column names, row names: None for the default) while labels show, else None

    def label_room(self):
        """How many cells of room the labels take on the top and on the left (0 without labels)."""
        return LABEL_CELLS if self.label_names is not None else 0

    def show_coordinate_labels(self, visible=True, columns=None, rows=None):
        """Show (or hide) the labels: ``columns`` and ``rows`` name each column and row (default: letters A, B...
        above, numbers 1, 2... on the left; e.g. "1234567" for a game whose keys 1 to 7 drop in a column)."""
        if (columns is not None and len(columns) != self.cols) or (rows is not None and len(rows) != self.rows):
            raise ValueError("one name for each column and each row")
        self.label_names = (columns, rows) if visible else None
        self._ask_natural_size()
        self._last_size = None
        self.refit(self.winfo_width(), self.winfo_height())
        self.draw_labels()

    def shown_label_names(self):
        """(column names, row names) of the labels: the ones asked for, or (after a resize_grid to another size, or
        when none were given) letters and numbers."""
        columns, rows = self.label_names
        if columns is None or len(columns) != self.cols:
            columns = column_letters(self.cols)
        if rows is None or len(rows) != self.rows:
            rows = row_numbers(self.rows)
        return list(columns), list(rows)

    def draw_labels(self):
        """Draw the labels where the grid is now (and take away any that were drawn before)."""
        self.delete("coordlabel")
        if self.label_names is None:
            return
        columns, rows = self.shown_label_names()
        ox, oy = self.origin
        middle = self.cell * LABEL_CELLS / 2
        font = (self.cell_font.actual("family"), -max(6, int(self.cell * 0.4)))
        for x, name in enumerate(columns):
            self.create_text(ox + (x + 0.5) * self.cell, oy - middle, text=name, fill=LABEL_COLOR, font=font,
                             tags=("coordlabel",))
        for y, name in enumerate(rows):
            self.create_text(ox - middle, oy + (y + 0.5) * self.cell, text=name, fill=LABEL_COLOR, font=font,
                             tags=("coordlabel",))

    def label_texts(self):
        """(column labels, row labels) as drawn on the Canvas, in order: what a test or a reader sees."""
        items = self.find_withtag("coordlabel")
        texts = [self.itemcget(item, "text") for item in items]
        return texts[:self.cols], texts[self.cols:]
