"""widgets/board.py offers what a new game needs: round pieces above a cell, and input by column or by row."""

import pytest

from tests.conftest import click
from widgets.board import BoardCanvas

pytestmark = pytest.mark.gui


def shown_board(tk_root, **callbacks):
    """A 7x6 board (Connect Four's size) packed in the root window and drawn at its size."""
    board = BoardCanvas(tk_root, 7, 6, **callbacks)
    board.pack(fill="both", expand=True)
    for x in range(7):
        for y in range(6):
            board.set_cell(x, y, "#2a5caa")
    tk_root.update()
    return board


def test_a_piece_sits_above_its_cell_follows_a_resize_and_goes_away(tk_root):
    """set_piece draws a circle inside the cell over the cell's background; a resize moves it; None removes it."""
    board = shown_board(tk_root)
    board.set_piece(3, 5, "#d23c3c")
    (item,) = board.find_withtag("piece")
    assert board.type(item) == "oval" and board.itemcget(item, "fill") == "#d23c3c"
    x0, y0, x1, y1 = board.cell_bbox(3, 5)
    px0, py0, px1, py1 = board.coords(item)
    assert x0 < px0 < px1 < x1 and y0 < py0 < py1 < y1
    board.set_cell(3, 5, "#ffe08a", "4")  # the cell's look changes: the piece stays on top of it
    board.set_cell(6, 0, "#2a5caa")
    board.resize_grid(7, 6)
    board.set_piece(0, 0, "#f0c419")
    board.set_cell(0, 0, "#2a5caa")  # a cell made after the piece is still below it
    assert board.find_all()[-1] == board.find_withtag("piece")[0]
    tk_root.geometry("500x420")
    tk_root.update()
    assert board.coords(board.find_withtag("piece")[0]) == pytest.approx(list(board.piece_bbox(0, 0)))
    assert board.piece_look(0, 0) == ("#f0c419", "black") and board.piece_look(3, 5) is None
    board.set_piece(0, 0, None)
    assert board.find_withtag("piece") == () and board.piece_look(0, 0) is None


def test_a_click_anywhere_in_a_column_reports_the_column_and_space_the_cursors(tk_root):
    """on_column gets the column of a click on any row, also in the margin below the grid; Space the cursor's."""
    columns, rows = [], []
    board = shown_board(tk_root, on_column=columns.append, on_row=rows.append)
    x0, y0, x1, y1 = board.cell_bbox(4, 0)
    click(board, int((x0 + x1) / 2), int(y0 + 2))
    click(board, int((x0 + x1) / 2), int(board.cell_bbox(4, 5)[3] + 1))  # just below the last row
    assert columns == [4, 4] and rows == [0]
    click(board, int(board.origin[0] - 2), int(y0 + 2))  # left of the grid: no column
    assert columns == [4, 4]
    board.focus_force()
    board.event_generate("<Right>")
    board.event_generate("<space>")
    tk_root.update()
    assert columns[-1] == 5 and rows[-1] == 0
