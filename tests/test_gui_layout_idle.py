"""Every tab, at the main zoom steps and window sizes, lets the event loop go idle: no layout feeds back into itself.

Issue 16 #1: at zoom 70-80 % the Arrow Rotation side panel took its wrap width from its own width, which
changed the board's width, which changed the panel's width again, and the board's <Configure> fired for ever
(the window hung). Here every tab of widgets.registry.VIEWS is shown at the zoom steps 70, 80, 100, 150 and
200 % (the smallest, where the loop was, the default and the large ones) in windows of 900x700 (the
default), 1024x700 and 1366x768. Tk's events are then
handled one at a time, a bounded number per round (so a layout loop cannot hang the test itself), with a
short pause between rounds for the X server to answer. Once the layout has settled, the board must get no
more <Configure> events and the queue must run empty: a case fails when that never happens within the
rounds allowed. One window is shared by all cases (module scope) so that the file runs in a few seconds.
"""

import _tkinter

import pytest

from tests.conftest import module_suite_window
from widgets.app import ZOOM_STEPS
from widgets.registry import VIEWS

WINDOW_SIZES = ("900x700", "1024x700", "1366x768")
IDLE_ZOOMS = tuple(zoom for zoom in ZOOM_STEPS if zoom in (70, 80, 100, 150, 200))  # the loop was at 70-80 %
EVENTS_PER_ROUND = 300  # a round that handles this many events did not reach an empty queue
MAX_ROUNDS = 30  # rounds allowed for the layout to settle and stay quiet
MAX_BOARD_CONFIGURES = 40  # far more than one layout needs: the board is being resized in a loop
QUIET_ROUNDS = 4  # rounds in a row without a board <Configure> and with an empty queue: idle
PAUSE_MS = 2  # between rounds, so that answers from the X server arrive


@pytest.fixture(scope="module")
def suite(tmp_path_factory):
    """One suite window in English for every case of this file (destroyed without running its events)."""
    with module_suite_window(tmp_path_factory, "layout_idle") as app:
        app.board_configures = {}
        yield app


def handle_pending(root):
    """Handle at most EVENTS_PER_ROUND events that are ready now; returns how many were handled."""
    handled = 0
    while handled < EVENTS_PER_ROUND and root.tk.dooneevent(_tkinter.DONT_WAIT | _tkinter.ALL_EVENTS):
        handled += 1
    return handled


def count_board_configures(app, board):
    """Count the <Configure> events of ``board`` in ``app.board_configures`` (bound once per board)."""
    if board not in app.board_configures:
        app.board_configures[board] = []
        board.bind("<Configure>", lambda event: app.board_configures[board].append((event.width, event.height)),
                   add="+")
    return app.board_configures[board]


def wait_until_idle(root, widths):
    """Run bounded rounds of events until QUIET_ROUNDS in a row bring no new entry in ``widths`` and no busy queue.

    Returns the number of rounds it took, or None when the events never stopped (or the board was resized
    more than MAX_BOARD_CONFIGURES times).
    """
    quiet, start = 0, len(widths)
    for round_number in range(1, MAX_ROUNDS + 1):
        seen = len(widths)
        handled = handle_pending(root)
        if len(widths) - start > MAX_BOARD_CONFIGURES:
            return None
        quiet = quiet + 1 if len(widths) == seen and handled < EVENTS_PER_ROUND else 0
        if quiet >= QUIET_ROUNDS:
            return round_number
        root.after(PAUSE_MS)
    return None


@pytest.mark.parametrize("game", list(VIEWS))  # (the last parameter here changes slowest: zoom)
@pytest.mark.parametrize("size", WINDOW_SIZES)
@pytest.mark.parametrize("zoom", IDLE_ZOOMS)
def test_the_tab_goes_idle(suite, game, zoom, size):
    """Show ``game`` at ``zoom`` % in a ``size`` window: its board stops getting <Configure> and Tk goes idle."""
    root = suite.root
    root.geometry(size)
    if suite.settings["zoom"] != zoom:
        suite._set_zoom(zoom)
    view = suite.select_game(game)
    board = getattr(view, "board", view)
    widths = count_board_configures(suite, board)
    rounds = wait_until_idle(root, widths)
    root.report_callback_exception.check()
    assert rounds is not None, (
        f"{game} at zoom {zoom} % in {size}: the layout never settles; last board sizes {widths[-6:]}")
    assert board.winfo_width() > 1 and board.winfo_height() > 1


def test_moves_do_not_change_the_walls_panel_width(app):
    """A move changes the panel's texts, never its width: a width that followed the texts resized the board
    (and reconfigured its fonts) on every move. Delayed Walls, whose previews change most, over four moves."""
    view = app.select_game("walls")
    for _ in range(4):
        app.root.update()
    widths = [view.panel.winfo_reqwidth()]
    for _ in range(4):
        view.play(sorted(view.engine.legal_moves(view.session.state))[0])
        for _ in range(3):
            app.root.update()
        widths.append(view.panel.winfo_reqwidth())
    assert len(set(widths)) == 1, widths
