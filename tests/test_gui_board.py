"""widgets/board.py offers what a new game needs: round pieces under a cell's text, input by column or by row (keys
1 to 9 and a framed column too), and coordinate labels around the grid."""

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


def label_size(board):
    """The pixel size of the font of the first coordinate label."""
    return abs(int(board.itemcget(board.find_withtag("coordlabel")[0], "font").split()[-1]))


def test_a_cells_text_is_drawn_above_its_piece(tk_root):
    """A piece's label is the cell's text: drawn over the piece, whether the text or the piece came first."""
    board = shown_board(tk_root)
    board.set_cell(2, 2, "#2a5caa", "7", "white")  # the text first, then the piece
    board.set_piece(2, 2, "#d23c3c")
    board.set_piece(3, 3, "#f0c419")  # the piece first, then a text on a new cell's item
    board.set_cell(3, 3, "#2a5caa", "K")
    stack = board.find_all()
    for x, y in ((2, 2), (3, 3)):
        text = board._texts[(x, y)]
        piece = board._pieces[(x, y)][0]
        assert stack.index(text) > stack.index(piece), (x, y)
        assert board.itemcget(text, "text") == board.cell_look(x, y)[1]


def test_coordinate_labels_name_columns_and_rows_and_follow_the_zoom(tk_root):
    """Labels off: the board's size is as before. On: letters above, numbers to the left (or the names given),
    each centred on its column or row, outside the grid; they grow with the zoom and go away when asked."""
    board = shown_board(tk_root)
    plain = (int(board["width"]), int(board["height"]))
    board.show_coordinate_labels(True)
    tk_root.update()
    columns, rows = board.label_texts()
    assert columns == list("ABCDEFG") and rows == ["1", "2", "3", "4", "5", "6"]
    first = board.find_withtag("coordlabel")[0]
    lx, ly = board.coords(first)
    assert lx == pytest.approx(board.cell_center(0, 0)[0]) and ly < board.cell_bbox(0, 0)[1]
    assert int(board["width"]) > plain[0] and int(board["height"]) > plain[1]
    board.show_coordinate_labels(True, columns="1234567")
    assert board.label_texts()[0] == list("1234567")
    tk_root.geometry("")  # the window takes the board's natural size, which the zoom doubles
    tk_root.update()
    small = label_size(board)
    board.set_zoom(200)
    tk_root.update()
    assert int(board["width"]) > plain[0] * 1.5 and label_size(board) > small
    board.show_coordinate_labels(False)
    board.set_zoom(100)
    tk_root.update()
    assert board.find_withtag("coordlabel") == () and (int(board["width"]), int(board["height"])) == plain
    with pytest.raises(ValueError):
        board.show_coordinate_labels(True, columns="123")


def test_column_input_by_keys_and_the_framed_column(tk_root):
    """Keys 1 to 7 drop in their column and move the cursor there; Left/Right and Enter drop in the cursor's column;
    the column under the pointer is framed from the top row to the bottom one, the cursor's when the pointer left."""
    columns = []
    board = shown_board(tk_root, on_column=columns.append)
    board.focus_force()
    tk_root.update()
    for keysym in ("3", "7"):
        board.event_generate(f"<KeyPress-{keysym}>", keysym=keysym)
        board.event_generate(f"<KeyRelease-{keysym}>", keysym=keysym)
    board.event_generate("<Left>")
    board.event_generate("<Return>")
    tk_root.update()
    assert columns == [2, 6, 5] and board.cursor[0] == 5
    (frame,) = board.find_withtag("columnhover")
    assert board.coords(frame) == pytest.approx([*board.cell_bbox(5, 0)[:2], *board.cell_bbox(5, 5)[2:]])
    board.event_generate("<Motion>", x=int(board.cell_center(1, 3)[0]), y=int(board.cell_center(1, 3)[1]))
    tk_root.update()
    assert board.coords(frame)[0] == pytest.approx(board.cell_bbox(1, 0)[0])
    board.event_generate("<Leave>")
    tk_root.update()
    assert board.coords(frame)[0] == pytest.approx(board.cell_bbox(5, 0)[0])


def test_a_board_without_column_input_has_no_column_keys_or_frame(tk_root):
    """A board of cells only (every game before) takes no digit keys and draws no column frame."""
    cells = []
    board = shown_board(tk_root, on_primary=lambda x, y: cells.append((x, y)))
    board.focus_force()
    board.event_generate("<KeyPress-3>", keysym="3")
    board.event_generate("<Motion>", x=int(board.cell_center(1, 3)[0]), y=int(board.cell_center(1, 3)[1]))
    tk_root.update()
    assert cells == [] and board.find_withtag("columnhover") == () and board.highlighted_column() is None
