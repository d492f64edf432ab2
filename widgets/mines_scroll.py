"""A Minesweeper board with scrollbars that show only when the board is bigger than the window."""

from tkinter import ttk

from widgets.mines_board import MinesBoard


class ScrolledBoard(ttk.Frame):
    """A MinesBoard (``.board``) with a vertical and a horizontal scrollbar, each hidden while not needed."""

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
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)

    def _x_moved(self, first, last):
        """The board scrolled sideways: move the bar, and show it only when part of the board is hidden."""
        self._show_bar(self.x_bar, first, last)

    def _y_moved(self, first, last):
        """The board scrolled up or down: move the bar, and show it only when part of the board is hidden."""
        self._show_bar(self.y_bar, first, last)

    @staticmethod
    def _show_bar(bar, first, last):
        """Set ``bar`` to (first, last) and hide it when everything is in view."""
        bar.set(first, last)
        if float(first) <= 0.0 and float(last) >= 1.0:
            bar.grid_remove()
        else:
            bar.grid()
