"""Screens hold still: no text change moves the board or a button (issue 22 point 3).

Every tab of widgets.registry.VIEWS in Japanese and English at 100 % in the default window plays MOVES moves
at instant speed (random legal moves for people, a new game when one ends, so a result banner shows too),
and the texts that used to jump are shown on the way: Minesweeper's hint (two lines), a chosen cell in
Mischief Garden (its forecast in the status line), the pointer over each direction in Delayed Walls (the
next-move preview panel), the Arrow Rotation result on a 2x2 board. After every step the board and every
button shown before and after stay where they were, at the same size (while Mischief Garden's hand-off curtain
covers the tab nothing is seen, so nothing is compared then).
"""

import random

import pytest

from gamepkg.i18n import LANGUAGES
from tests.test_gui_board_size import play_one_turn, settle
from widgets.registry import VIEWS

MOVES = 10  # moves per tab and language (each step also shows the texts named above)


def places(view):
    """Where the board and each shown button are: {widget path: (x, y, width, height)} on the screen."""
    import tkinter.ttk as ttk
    found = {}
    stack = [view]
    while stack:
        widget = stack.pop()
        stack.extend(widget.winfo_children())
        if (widget is view.board or isinstance(widget, ttk.Button)) and widget.winfo_ismapped():
            found[str(widget)] = (widget.winfo_rootx(), widget.winfo_rooty(), widget.winfo_width(),
                                  widget.winfo_height())
    return found


def show_moving_texts(app, view, rng):
    """Show the texts that used to move the board: a hint, a chosen cell, a hovered direction."""
    game = view.engine.GAME
    if game == "mines" and view.session.status() == "playing":
        app.hint()
    elif game == "garden" and not view.curtain_up and not view.is_busy() and not view.computer_to_move():
        cell = (rng.randrange(view.board.cols), rng.randrange(view.board.rows))
        view.board.cursor = cell
        view.on_select_key()
    elif game == "walls":
        x, y = rng.randrange(view.board.cols), rng.randrange(view.board.rows)
        view.board.event_generate("<Motion>", x=int(view.board.cell_center(x, y)[0]),
                                  y=int(view.board.cell_center(x, y)[1]))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", list(VIEWS))
def test_texts_never_move_the_board_or_a_button(app, game, language):
    """MOVES steps of ``game``: the board and the buttons keep their places (see the module's docstring)."""
    app.set_language(language)
    app.set_animation_speed("instant")
    view = app.select_game(game)
    if game == "arrows":
        from gamepkg.arrows import rules as arrows
        view.start(arrows.Params(2, 2, ("human", "human")), 1)
    settle(app.root)
    rng = random.Random(3)
    before = {} if getattr(view, "curtain_up", False) else places(view)
    moved = []
    for step in range(MOVES * 2):
        if step % 2:
            show_moving_texts(app, view, rng)
        else:
            play_one_turn(app, view, rng)
        settle(app.root)
        if getattr(view, "curtain_up", False):  # the hand-off curtain covers the tab: nothing to see
            before = {}
            continue
        now = places(view)
        moved.extend(f"step {step}: {path[-40:]} {before[path]} -> {now[path]} ({view.status_var.get()[:40]!r})"
                     for path in before.keys() & now.keys() if before[path] != now[path])
        before.update(now)
    assert not moved, f"{game} ({language}):\n" + "\n".join(moved[:6])
