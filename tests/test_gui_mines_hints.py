"""Minesweeper hints you can find on the real window: the cell and its proof light up; coordinates around the board."""

from gamepkg import settings
from tests.test_gui_mines import fixed_board, layout_id
from widgets.mines.looks import HINT_SOURCE, HINT_TARGET

# Mines at (0,0) and (0,2) on a 4x4 board: after opening (2,2) the numbers at column 1 prove (0,1) safe.
BOARD = layout_id(4, 4, [(0, 0), (0, 2)])


def fill_of(view, cell):
    """The fill of a cell's background rectangle on the Canvas."""
    return view.board.itemcget(view.board._rects[cell], "fill")


def menu_entry(menu, label):
    """The index of the entry called ``label`` in ``menu``."""
    for index in range(menu.index("end") + 1):
        if menu.type(index) != "separator" and menu.entrycget(index, "label") == label:
            return index
    raise AssertionError(f"no {label!r} in the menu")


def label_near(view, tag, x, y):
    """The text of the coordinate label (tag coord_column or coord_row) nearest to pixel (x, y)."""
    items = view.board.find_withtag(tag)
    best = min(items, key=lambda item: abs(view.board.coords(item)[0] - x) + abs(view.board.coords(item)[1] - y))
    return view.board.itemcget(best, "text")


def test_a_hint_lights_its_cell_and_its_proof_until_the_board_changes(app):
    """The hinted cell is yellow, each number of its proof light blue; the next move clears both."""
    view = fixed_board(app, BOARD)
    view.on_primary(2, 2)
    view.hint()
    found = view.shown_hint[1]
    assert found.cell is not None and found.sources
    assert fill_of(view, found.cell) == HINT_TARGET
    assert all(fill_of(view, source) == HINT_SOURCE for source in found.sources)
    other = [cell for cell in view.board._rects if cell != found.cell and cell not in found.sources]
    assert not any(fill_of(view, cell) in (HINT_TARGET, HINT_SOURCE) for cell in other)
    covered = [cell for cell in view.board._rects
               if cell not in view.session.state.opened and cell != found.cell]
    view.on_secondary(*covered[0])
    assert covered[0] in view.session.state.flags
    assert not any(fill_of(view, cell) in (HINT_TARGET, HINT_SOURCE) for cell in view.board._rects)


def test_show_coordinates_numbers_the_board_as_the_hint_text_does(app):
    """Options > Show Coordinates puts 1-based labels on top and left; those at the hinted cell match its text."""
    view = fixed_board(app, BOARD)
    view.on_primary(2, 2)
    assert not view.board.find_withtag("coord")
    app.options_menu.invoke(menu_entry(app.options_menu, "Show Coordinates"))
    view.update()
    assert len(view.board.find_withtag("coord_column")) == 4 and len(view.board.find_withtag("coord_row")) == 4
    view.hint()
    found = view.shown_hint[1]
    x0, y0, x1, y1 = view.board.cell_bbox(*found.cell)
    column = label_near(view, "coord_column", (x0 + x1) / 2, 0)
    row = label_near(view, "coord_row", 0, (y0 + y1) / 2)
    assert f"({column},{row})" in view.status_var.get()
    assert (int(column), int(row)) == (found.fields["column"], found.fields["row"])
    assert settings.load_settings(app.store)["mines_coordinates"] is True
    app.options_menu.invoke(menu_entry(app.options_menu, "Show Coordinates"))
    assert not view.board.find_withtag("coord")


def test_coordinates_make_room_for_a_bigger_board_started_later(app):
    """With coordinates on, a new 1000-column game widens the margin so "1000" fits left of the board."""
    view = fixed_board(app, BOARD)
    app.options_menu.invoke(menu_entry(app.options_menu, "Show Coordinates"))
    small_margin = view.board.margin
    view = fixed_board(app, "mines:1000x1000n100000#2")
    view.board.see_cell(999, 999)
    view.update()
    assert view.board.margin > small_margin
    label = [item for item in view.board.find_withtag("coord_row") if view.board.itemcget(item, "text") == "1000"]
    assert label and view.board.bbox(label[0])[0] >= view.board.canvasx(0)
