"""The smallest window the player can make leaves every board room, at every zoom (widgets/zoom.py min_size).

Before, the smallest window was 480x400 at any zoom: at 150 % the side panels of Mirror Skirmish, Mischief
Garden and Arrow Rotation then took the whole width and their boards got no pixel at all. Now the smallest
window grows with the zoom (within the screen). Covered: zoom 70, 100, 150 and 200 % in Japanese (its panel
texts are the widest), each tab in a window made as small as the window allows: every board gets at least
BOARD_MIN pixels each way and cells of at least CELL_MIN pixels.
"""

import pytest

from widgets.registry import VIEWS

BOARD_MIN = 160  # pixels a board needs each way to be played
CELL_MIN = 20  # pixels of the smallest cell a player can still hit


@pytest.mark.parametrize("zoom", [70, 100, 150, 200])
def test_the_smallest_window_leaves_every_board_room(app, zoom):
    """Make the window as small as it goes at ``zoom`` %; every tab's board is still big enough to play."""
    app.set_language("ja")
    app.set_zoom(zoom)
    app.root.geometry("1x1")  # Tk keeps the window at its minimum size
    small = []
    for game in VIEWS:
        view = app.select_game(game)
        for _ in range(4):
            app.root.update()
        if getattr(view, "curtain_up", False):
            view.lift_curtain()
            app.root.update()
        board = view.board
        if min(board.winfo_width(), board.winfo_height()) < BOARD_MIN or board.cell < CELL_MIN:
            small.append(f"{game}: {board.winfo_width()}x{board.winfo_height()}, cells of {board.cell} px")
    assert not small, f"at {zoom} % in {app.root.winfo_width()}x{app.root.winfo_height()}: {small}"
