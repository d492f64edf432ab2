"""What keeps Mirror Skirmish's first visit and its clicks quick (issue 27 point 2), asserted as structure, never as
seconds (the figures come from bench/latency.py).

Covered: the tab's first visit lays the board out at one size and paints it once, at that size (the side panel's
width and its scrollbar are known before the window lays the tab out, and no paint happens before the board
has its place), and a suite started at 150 % on 1024x768 still narrows the panel for the board; a move played
by a click is worked out on the Tk thread, with no worker thread (starting one cost more than the move, and on
a busy machine it made the slowest clicks); a click that moves an ally creates and deletes no Canvas item but
the preview's, and leaves the terrain's items alone; choosing the other ally lays out no unit line again.
"""

import threading

from tests.conftest import click
from tests.test_gui_skirmish import open_game, settle
from widgets.skirmish.draw import BoardPainter


def test_the_first_visit_paints_the_board_once_at_its_size(app, monkeypatch):
    """Choosing the tab for the first time: every paint of the board is at the size it keeps, and the board's
    cells get their size once."""
    painted, sizes = [], []
    real_paint = BoardPainter.paint

    def paint(painter, scene):
        """Note the board's cell size and origin at each paint."""
        painted.append((painter.board.cell, painter.board.origin))
        real_paint(painter, scene)

    monkeypatch.setattr(BoardPainter, "paint", paint)
    view = app.select_game("skirmish")
    view.board.bind("<Configure>", lambda event: sizes.append((event.width, event.height)), add="+")
    app.root.update()
    final = (view.board.cell, view.board.origin)
    assert painted and set(painted) == {final}, f"painted at {painted}, then shown at {final}"
    assert len(set(sizes)) == 1, f"the board was laid out at {sizes}"


def test_a_move_is_worked_out_without_a_worker_thread(app, monkeypatch):
    """A click that moves an ally plays the move (and the enemy phase) on the Tk thread: no thread starts."""
    view = open_game(app, "A-both")
    started = []
    real_start = threading.Thread.start
    monkeypatch.setattr(threading.Thread, "start", lambda thread: (started.append(thread.name), real_start(thread)))
    x, y = view.board.cell_center(*view.session.state.pos[0])
    click(view.board, int(x), int(y))  # chooses ally 1 (it is chosen already)
    target = view.board.cell_center(0, 0)
    click(view.board, int(target[0]), int(target[1]))
    settle(view)
    assert view.session.moves == ["move:0:0:0"]
    assert not started, f"threads started for a move: {started}"


def test_a_move_click_keeps_the_boards_other_items(app):
    """Moving an ally: the terrain, the coordinates and the units keep their Canvas items (moved or recoloured,
    not drawn again); only the preview's come and go."""
    view = open_game(app, "A-both")
    board, items = view.board, view.painter.items
    kept_layers = ("decor", "coords", "coords_plate", "terrain_label", "unit_shape", "unit_label", "unit_pip")
    before = {layer: set(items.items(layer)) for layer in kept_layers}
    everything = set(board.find_all())
    target = board.cell_center(0, 0)
    board.event_generate("<Motion>", x=int(target[0]), y=int(target[1]))
    click(board, int(target[0]), int(target[1]))
    settle(view)
    assert view.session.moves == ["move:0:0:0"]
    after = {layer: set(items.items(layer)) for layer in kept_layers}
    assert after == before, "the click drew the terrain or the units again"
    new = set(board.find_all()) - everything
    assert new <= set(items.items("preview")) | set(items.items("terrain_label")), "the click created new items"


def test_choosing_the_other_ally_measures_no_unit_line_again(app, monkeypatch):
    """A click that changes no unit line (choosing the other ally) lays the unit lines out no more: measuring the
    four labels' sizes is Tk work on every click otherwise."""
    from widgets.skirmish.panels import SidePanel
    view = open_game(app, "A-both")
    measured = []
    real = SidePanel.lay_out_units
    monkeypatch.setattr(SidePanel, "lay_out_units", lambda panel: (measured.append(1), real(panel))[1])
    x, y = view.board.cell_center(*view.session.state.pos[1])
    click(view.board, int(x), int(y))
    assert view.ally == 1 and not measured


def test_a_suite_started_zoomed_in_gives_the_board_its_room(tk_root, tmp_path, monkeypatch):
    """Started at 150 % on 1024x768 (the zoom remembered), the tab laid out at once still narrows its panel to the
    room the board leaves (the board's first size sets it): the cells are bigger than at 100 %, as after zooming."""
    from gamepkg import settings
    from gamepkg.savefile import DataStore
    from tests.test_gui_layout_screens import settle as settle_layout
    from tests.test_gui_layout_screens import suite_on_screen
    settings.save_settings(DataStore(tmp_path / "data"), {**settings.DEFAULTS, "zoom": 150})
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, (1024, 768))
    assert app.settings["zoom"] == 150
    view = app.select_game("skirmish")
    settle_layout(app.root)
    started = view.board.cell
    app.set_zoom(100)
    settle_layout(app.root)
    assert started > view.board.cell, f"{started} px cells at 150 %, {view.board.cell} px at 100 %"
