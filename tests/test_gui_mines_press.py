"""Minesweeper press feel on the real window: cells open on release, drags move or cancel, chords show pressed."""

from tests.test_gui_mines import cell_pixel, fixed_board, layout_id
from widgets.mines.board import PRESSED_FILL

BUTTON1_DOWN = 0x100
BUTTON3_DOWN = 0x400


def rect_fill(view, x, y):
    """The fill colour of the background rectangle of cell (x, y), read from the Canvas item."""
    return view.board.itemcget(view.board._rects[(x, y)], "fill")


def items_of(view, x, y, tag):
    """The Canvas items of cell (x, y) carrying ``tag`` (e.g. bevel, flag)."""
    return view.board.find_withtag(f"c{x}_{y}&&{tag}")


def pressed_cells(view):
    """The cells whose Canvas rectangle has the pressed colour."""
    return {cell for cell in view.board._rects if rect_fill(view, *cell) == PRESSED_FILL}


def press(view, cell, button=1, state=0):
    """Press mouse ``button`` over ``cell`` (pointer moved there first)."""
    x, y = cell_pixel(view, *cell)
    view.board.event_generate("<Motion>", x=x, y=y, state=state)
    view.board.event_generate(f"<ButtonPress-{button}>", x=x, y=y, state=state)
    view.update()


def drag_to(view, x, y):
    """Move the pointer to pixel (x, y) with the left button held."""
    view.board.event_generate("<Motion>", x=x, y=y, state=BUTTON1_DOWN)
    view.update()


def release(view, x, y, button=1, state=BUTTON1_DOWN):
    """Release mouse ``button`` at pixel (x, y)."""
    view.board.event_generate(f"<ButtonRelease-{button}>", x=x, y=y, state=state)
    view.update()


def test_a_cell_opens_on_release_not_on_press(app):
    """While the left button is down the cell only looks pressed (no bevel); the release opens it."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    assert len(items_of(view, 1, 1, "bevel")) == 2
    press(view, (1, 1))
    assert view.session.state.opened == frozenset()
    assert pressed_cells(view) == {(1, 1)} and not items_of(view, 1, 1, "bevel")
    release(view, *cell_pixel(view, 1, 1))
    assert view.session.state.opened == frozenset({(1, 1)})
    assert pressed_cells(view) == set() and not items_of(view, 1, 1, "bevel")
    assert len(items_of(view, 2, 2, "bevel")) == 2


def test_dragging_moves_the_pressed_look_and_off_the_board_cancels(app):
    """The pressed look follows the pointer; releasing off the board opens nothing and unpresses."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    press(view, (1, 1))
    drag_to(view, *cell_pixel(view, 2, 3))
    assert pressed_cells(view) == {(2, 3)}
    drag_to(view, 1, 1)  # the Canvas margin, outside the grid
    assert pressed_cells(view) == set()
    release(view, 1, 1)
    assert view.session.state.opened == frozenset() and pressed_cells(view) == set()


def test_a_drag_released_on_another_cell_opens_that_cell(app):
    """Releasing over a different covered cell opens the cell under the pointer."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    press(view, (1, 1))
    drag_to(view, *cell_pixel(view, 3, 3))
    release(view, *cell_pixel(view, 3, 3))
    assert view.session.state.opened == frozenset({(3, 3)})


def test_releasing_on_an_opened_cell_cancels(app):
    """A press on a covered cell released over an opened number opens and chords nothing."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    press(view, (1, 1))
    release(view, *cell_pixel(view, 1, 1))
    before = view.session.state
    press(view, (2, 1))
    drag_to(view, *cell_pixel(view, 1, 1))
    release(view, *cell_pixel(view, 1, 1))
    assert view.session.state is before and pressed_cells(view) == set()


def one_open_cell_and_a_flag(app):
    """A 5x5 board with mines in two corners: (1, 1) opened (a 1) and the mine at (0, 0) flagged."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    press(view, (1, 1))
    release(view, *cell_pixel(view, 1, 1))
    press(view, (0, 0), button=3)
    release(view, *cell_pixel(view, 0, 0), button=3, state=BUTTON3_DOWN)
    return view


def test_a_press_on_a_number_shows_its_covered_neighbours_pressed_until_release(app):
    """Chord on a number: its covered, unflagged neighbours look pressed; the release chords."""
    view = one_open_cell_and_a_flag(app)
    press(view, (1, 1))
    assert pressed_cells(view) == {(1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)}
    assert view.session.state.opened == frozenset({(1, 1)})
    release(view, *cell_pixel(view, 1, 1))
    assert pressed_cells(view) == set()
    assert {(1, 0), (2, 0), (0, 1), (2, 2)} <= view.session.state.opened


def test_both_buttons_make_a_chord_and_a_flag_is_not_set(app):
    """Left then right held together chord on release (pressed neighbours meanwhile), flagging nothing."""
    view = one_open_cell_and_a_flag(app)
    press(view, (2, 2))
    press(view, (2, 2), button=3, state=BUTTON1_DOWN)
    assert (2, 2) in pressed_cells(view) and (3, 3) in pressed_cells(view)
    assert view.session.state.flags == frozenset({(0, 0)})
    drag_to(view, *cell_pixel(view, 1, 1))
    assert (3, 3) not in pressed_cells(view) and (2, 0) in pressed_cells(view)
    release(view, *cell_pixel(view, 1, 1), button=3, state=BUTTON1_DOWN | BUTTON3_DOWN)
    assert (2, 0) in view.session.state.opened and pressed_cells(view) == set()
    release(view, *cell_pixel(view, 1, 1))  # the left button's release does nothing more
    assert view.session.state.flags == frozenset({(0, 0)})


def test_a_flag_is_drawn_as_large_as_a_digit_and_keys_open_at_once(app, gui):
    """The drawn flag is at least as tall as a digit; Space opens the cursor's cell with no release."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    gui.press(view.board, "space")
    assert view.session.status() == "lost"
    app.undo()
    gui.press(view.board, "f")
    press(view, (1, 1))
    release(view, *cell_pixel(view, 1, 1))
    digit = view.board.bbox(view.board._texts[(1, 1)])
    flag = view.board.bbox(*items_of(view, 0, 0, "flag"))
    assert flag[3] - flag[1] >= digit[3] - digit[1]


def test_a_paused_board_shows_no_press(app):
    """While paused, a press shows nothing pressed and the release opens nothing."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    press(view, (1, 1))
    release(view, *cell_pixel(view, 1, 1))
    view.toggle_pause()
    press(view, (3, 1))
    assert pressed_cells(view) == set()
    release(view, *cell_pixel(view, 3, 1))
    assert view.session.state.opened == frozenset({(1, 1)})


def test_the_keyboard_frame_follows_a_click_and_the_keys_go_on_from_there(app, gui):
    """After the arrow keys showed the cursor, a click on another cell moves the frame there (it stayed on the old
    cell while the keys went on from the clicked one), for a left and a right click."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    board = view.board
    gui.press(board, "Right")
    assert board.cursor_visible

    def framed_cell():
        """The cell the drawn cursor frame surrounds."""
        x0, y0, x1, y1 = board.coords(board.find_withtag("cursor")[0])
        return board.cell_at((x0 + x1) / 2, (y0 + y1) / 2)
    for button, cell in ((3, (3, 1)), (1, (2, 3))):
        press(view, cell, button=button)
        if button == 1:
            release(view, *cell_pixel(view, *cell))
        assert board.cursor == cell and framed_cell() == cell
    gui.press(board, "Down")
    assert board.cursor == (2, 4) and framed_cell() == (2, 4)
