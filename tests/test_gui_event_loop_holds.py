"""No callback holds the event loop long (issue 21 point 8): structure, never seconds.

Long work yields to the Tk thread, the other tabs' code is imported in small steps after the first frame,
a large Minesweeper area is painted in steps, and a first visit paints its board once.
"""

import sys
import time

from widgets import long_work


def test_long_work_lets_the_tk_thread_have_the_gil_often_and_gives_the_old_interval_back(app):
    """While a long move works on the worker, Python's switch interval is short (the Tk thread waits for the
    GIL after each Tk call); afterwards it is what it was."""
    view = app.views["mines"]
    before = sys.getswitchinterval()
    seen = []

    def work():
        """Long enough to run beside the event loop; notes the interval the worker runs under."""
        time.sleep(2 * long_work.QUICK_SECONDS)
        seen.append(sys.getswitchinterval())
        return "done"

    assert long_work.run_long(app, view, work) == "done"
    assert seen and seen[0] <= long_work.WORKER_SWITCH_SECONDS < before
    assert sys.getswitchinterval() == before


def player_box(view):
    """The box around the walker's items on the Delayed Walls board, and the box of the cell it stands on."""
    return view.board.bbox("player"), view.board.cell_bbox(*view.session.state.player)


def inside(box, cell):
    """True when the items' ``box`` lies within the cell's box (a pixel of outline either way)."""
    return (box[0] >= cell[0] - 2 and box[1] >= cell[1] - 2 and box[2] <= cell[2] + 2 and box[3] <= cell[3] + 2)


def test_the_first_visit_to_delayed_walls_paints_its_board_once_at_its_settled_size(app, monkeypatch):
    """The tab's first layout resizes the board several times (panels wrap, sashes move): its first visit paints
    the board once, when the size has settled, not after every resize (issue 27 point 2: that was three paints
    of four); a later resize of the window paints it again at the new size."""
    from widgets.walls import draw as walls_draw
    paints = []
    paint = walls_draw.BoardPainter.paint

    def counted(painter, scene):
        """Count the paint, then paint."""
        paints.append((painter.board.winfo_width(), painter.board.winfo_height()))
        return paint(painter, scene)

    monkeypatch.setattr(walls_draw.BoardPainter, "paint", counted)
    view = app.select_game("walls")
    app.root.update_idletasks()  # the first frame
    assert paints == [(view.board.winfo_width(), view.board.winfo_height())]
    assert view.board.find_withtag("player") and inside(*player_box(view))
    app.root.geometry("1000x760")
    for _ in range(5):
        app.root.update()
    assert len(paints) >= 2 and paints[-1] == (view.board.winfo_width(), view.board.winfo_height()) != paints[0]
    assert inside(*player_box(view))


def test_the_first_tab_draws_each_minesweeper_cell_once_at_start_up(tk_root, tmp_path, monkeypatch):
    """Start-up (issue 27 point 1): the Minesweeper board's covered cells get their bevels once, not once for
    the empty board and again for the board with its coordinates setting (off by default)."""
    from gamepkg.savefile import DataStore
    from widgets.app import SuiteApp
    from widgets.mines import board as mines_board
    drawn = []
    draw = mines_board.MinesBoard._draw_extras

    def counted(board, x, y):
        """Count the cell, then draw its bevel."""
        drawn.append((x, y))
        return draw(board, x, y)

    monkeypatch.setattr(mines_board.MinesBoard, "_draw_extras", counted)
    app = SuiteApp(tk_root, DataStore(tmp_path / "data"), language="en")
    tk_root.update()
    params = app.views["mines"].session.params
    assert len(drawn) == len(set(drawn)) == params.width * params.height


def prepare_all_tabs(app):
    """Run the window's preparation of the other tabs' code to its end."""
    app.prepare_tabs()
    while app._prepare_job is not None:
        app.root.update()


def test_the_launchers_window_keeps_its_built_code_and_tabs_out_of_later_collections(tk_root, tmp_path):
    """Clicks (issue 27 point 2): with freeze_built (widgets/main.py asks for it), once the other tabs' code is
    imported, and after a tab's first visit, what exists then is frozen (gc.freeze): a later full collection
    no longer walks the whole suite in the middle of a click."""
    import gc

    from gamepkg.savefile import DataStore
    from widgets.app import SuiteApp
    try:
        app = SuiteApp(tk_root, DataStore(tmp_path / "data"), language="en", freeze_built=True)
        gc.unfreeze()
        prepare_all_tabs(app)
        frozen = gc.get_freeze_count()
        assert frozen > 0
        app.select_game("garden")
        tk_root.update()
        assert gc.get_freeze_count() > frozen
    finally:
        gc.unfreeze()  # the test process goes on: its later garbage must be collected as usual


def test_a_window_not_asked_to_freeze_leaves_the_collector_alone(app):
    """Without freeze_built (tests, benches that do not ask), preparing the tabs and visiting one freezes nothing."""
    import gc
    gc.unfreeze()
    prepare_all_tabs(app)
    app.select_game("walls")
    app.root.update()
    assert gc.get_freeze_count() == 0
