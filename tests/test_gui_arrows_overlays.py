"""Arrow Rotation's board marks agree with each other (issue #34, 11 and 12): the keyboard cursor's frame stays
on the cell the keys go on from after a mouse click, and the red bar where a walk leaves the board never covers
the "↻1" label of the arrow it left from."""

import pytest

from gamepkg.arrows import rules as arrows
from tests.conftest import click
from tests.test_gui_arrows import cell_pixel, open_game, place_by_mouse, press_keys


def frame_cell(view):
    """The cell the cursor's frame is drawn around, or None when no frame is drawn."""
    drawn = view.board.find_withtag("cursor")
    if not drawn:
        return None
    x0, y0, x1, y1 = view.board.coords(drawn[0])
    return view.board.cell_at((x0 + x1) / 2, (y0 + y1) / 2)


def test_after_a_click_the_frame_is_where_the_keys_go_on_from(app):
    """The keys show the frame on (1,0); a mouse placement on (2,2) moves it there, so Left then Space picks
    (1,2), the cell left of the frame (the frame had stayed on (1,0), and the keys went on from (2,2))."""
    view = open_game(app, "3x3,H,H")
    press_keys(view, "Right")
    assert frame_cell(view) == view.board.cursor == (1, 0)
    place_by_mouse(view, 2, 2, arrows.DOWN)
    assert frame_cell(view) == view.board.cursor == (2, 2)
    press_keys(view, "Left")
    assert frame_cell(view) == (1, 2)
    press_keys(view, "space")
    assert view.selected == (1, 2) and frame_cell(view) == (1, 2)


def test_a_refused_click_moves_the_frame_too(app):
    """A click on a cell that takes no arrow says why; the frame follows the click all the same, like the keys."""
    view = open_game(app, "4x4,H,H")
    press_keys(view, "Down")
    place_by_mouse(view, 0, 0, arrows.RIGHT)
    click(view.board, *cell_pixel(view, 3, 3))
    assert view.status_var.get() == app.tr.t("arrows.reason.not_adjacent")
    assert frame_cell(view) == view.board.cursor == (3, 3)


def bar_box(board, item):
    """The pixels a straight bar (a Canvas line with butt ends) paints: its length, and half its width on each side
    (Canvas.bbox adds a whole width all round, for the ends a line may have)."""
    xa, ya, xb, yb = board.coords(item)
    half = float(board.itemcget(item, "width")) / 2
    if xa == xb:
        return xa - half, min(ya, yb), xa + half, max(ya, yb)
    return min(xa, xb), ya - half, max(xa, xb), ya + half


def overlaps(first, second):
    """True when two bounding boxes (x0, y0, x1, y1) share some pixels."""
    return first[0] < second[2] and second[0] < first[2] and first[1] < second[3] and second[1] < first[3]


@pytest.mark.parametrize("size, first, second", [
    ("3x3", "2,1,3", "1,1,0"),   # up on the right edge; right onto it: it turns right and walks off the right
    ("3x3", "1,0,2", "1,1,3"),   # left on the top row; up onto it: it turns up and walks off the top
    ("3x3", "0,1,1", "1,1,2"),   # down on the left edge; left onto it: it turns left and walks off the left
    ("3x3", "1,2,0", "1,1,1"),   # right on the bottom row; down onto it: it turns down and walks off the bottom
])
@pytest.mark.parametrize("geometry", ["900x700", "500x400", "1400x1000"])
def test_the_edge_bar_never_covers_a_turn_label(app, size, first, second, geometry):
    """The walk leaves the board from an arrow it turned: the red bar on that edge and the arrow's "↻1" label
    share no pixel, and labels are stacked above the bars (a label stays readable whatever the cell size)."""
    app.root.geometry(geometry)
    view = open_game(app, f"{size},H,H")
    for move in (first, second):
        view.play(move)
    view.update()
    board = view.board
    walk = view.session.state.last_walk
    assert walk.off_board and walk.gained == 1
    bars, labels = board.find_withtag("stop"), board.find_withtag("badge")
    assert len(bars) == 1 and len(labels) == 1
    assert board.itemcget(labels[0], "text").endswith("1")
    assert board.itemcget(bars[0], "capstyle") == "butt"
    assert not overlaps(bar_box(board, bars[0]), board.bbox(labels[0]))
    stacking = board.find_all()
    assert stacking.index(labels[0]) > stacking.index(bars[0])
