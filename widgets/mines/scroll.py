"""A Minesweeper board with scrollbars that show only when the board is bigger than the window."""

from tkinter import ttk

from widgets.mines.board import MinesBoard


class ScrolledBoard(ttk.Frame):
    """A MinesBoard (``.board``) with a vertical and a horizontal scrollbar, shown only while needed.

    Whether the bars show depends only on the room this frame has and on the board (its smallest
    readable cells would not fit), never on the bars themselves: showing a bar takes room from the
    board, and a rule that looked at the board's own size could then flip the bars on and off forever.
    """

    def __init__(self, parent, cols, rows, **options):
        """Build the board (the options are MinesBoard's) and its scrollbars."""
        super().__init__(parent)
        self.board = MinesBoard(self, cols, rows, **options)
        self.x_bar = ttk.Scrollbar(self, orient="horizontal", command=self.board.scroll_x)
        self.y_bar = ttk.Scrollbar(self, orient="vertical", command=self.board.scroll_y)
        self.board.configure(xscrollcommand=self._x_moved, yscrollcommand=self._y_moved)
        self.board.grid(row=0, column=0, sticky="nsew")
        self.x_bar.grid(row=1, column=0, sticky="ew")
        self.y_bar.grid(row=0, column=1, sticky="ns")
        self.x_bar.grid_remove()
        self.y_bar.grid_remove()
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self.bind("<Configure>", lambda event: self._show_bars(), add="+")

    def needs_scrolling(self):
        """True when the board at its smallest readable cell size does not fit in this frame."""
        board = self.board
        inset = 2 * (int(board.cget("highlightthickness")) + int(board.cget("borderwidth")))
        width, height = self.winfo_width() - inset, self.winfo_height() - inset
        if width <= 1 or height <= 1:
            return False
        return (board.cols * board.min_cell + 2 * board.margin > width
                or board.rows * board.min_cell + 2 * board.margin > height)

    def _show_bars(self):
        """Show both bars when the board scrolls, none when it fits."""
        needed = self.needs_scrolling()
        for bar in (self.x_bar, self.y_bar):
            shown = bar.winfo_manager() == "grid"
            if needed and not shown:
                bar.grid()
            elif not needed and shown:
                bar.grid_remove()

    def _x_moved(self, first, last):
        """The board scrolled sideways (or changed): move the bar."""
        self.x_bar.set(first, last)
        self._show_bars()

    def _y_moved(self, first, last):
        """The board scrolled up or down (or changed): move the bar."""
        self.y_bar.set(first, last)
        self._show_bars()
