"""Issue 21, point 3: game keys that play a move act once per press, never once per auto-repeat, in every tab.

A held key comes as press, release+press at one event time, ... on X11, and as presses without releases on
Windows; both are sent here with explicit event times (widgets/key_gate.py tells them apart)."""

import tkinter

import pytest

from tests.test_gui_mines import fixed_board
from tests.test_gui_skirmish import open_game as open_skirmish


def send(widget, keysym, kind, time):
    """One key event of ``kind`` (KeyPress or KeyRelease) at event time ``time``."""
    widget.event_generate(f"<{kind}-{keysym}>", time=time)
    widget.update()


def hold(widget, keysym, start, repeats=8, style="x11"):
    """Press ``keysym`` at ``start`` and hold it through ``repeats`` auto-repeats, then let it go."""
    widget.focus_force()
    widget.update()
    send(widget, keysym, "KeyPress", start)
    for number in range(1, repeats + 1):
        if style == "x11":
            send(widget, keysym, "KeyRelease", start + 30 * number)
        send(widget, keysym, "KeyPress", start + 30 * number)
    send(widget, keysym, "KeyRelease", start + 30 * repeats + 40)


@pytest.mark.parametrize("style", ["x11", "windows"])
def test_a_held_f_flags_once_in_minesweeper(app, style):
    """The issue's case: F held on a beginner cell made 1,229 moves in 50 s; now one per press."""
    view = fixed_board(app, "mines:9x9n10#3")
    view.board.cursor = (0, 0)
    hold(view.board, "f", 1000, style=style)
    assert len(view.session.moves) == 1
    hold(view.board, "f", 2000, style=style)
    assert len(view.session.moves) == 2


def test_a_held_w_and_a_held_enter_act_once_in_skirmish(app):
    """Mirror Skirmish: W (wait) and Enter in the action list play one action per press."""
    view = open_skirmish(app)
    hold(view.board, "w", 1000)
    assert len(view.session.moves) == 1
    actions = view.panel.action_list
    hold(actions, "Return", 3000)
    assert len(view.session.moves) == 2


def test_a_held_z_undoes_one_step_in_delayed_walls(app):
    """Delayed Walls: Z held takes back one step, not the whole game."""
    assert app.open_game_id("walls:", interactive=False) is None
    view = app.views["walls"]
    app.root.update()
    for move in ("R", "L", "R"):
        view.play(move)
    played = view.session.position
    assert played >= 2
    hold(view.board, "z", 5000)
    assert view.session.position == played - 1
    hold(view.board, "z", 6000)
    assert view.session.position == played - 2


def test_the_boards_own_release_watch_leaves_the_gardens_keys_alone(app, gui):
    """The board's gate listens on a bind tag of its own: the garden's own <KeyRelease> still sees Space."""
    assert app.open_game_id("garden:hn#1", interactive=False) is None  # no curtain against the computer
    view = app.views["garden"]
    app.root.update()
    board = view.board
    tags = list(board.bindtags())
    gate = [tag for tag in tags if tag.startswith("BoardKeyGate")]
    assert gate and tags.index(gate[0]) < tags.index(str(board)) and board.bind("<KeyRelease>")
    gui.press(board, "space")
    assert view.key_gate.down.get("space") is False


def test_a_held_r_asks_for_the_garden_reset_once(app, dialogs):
    """Mischief Garden: R held asks the reset question once, not again at every auto-repeat."""
    assert app.open_game_id("garden:hn#1", interactive=False) is None
    view = app.views["garden"]
    app.root.update()
    view.play("path:5")
    dialogs.answer = False
    hold(view.board, "r", 7000)
    assert len(dialogs.questions) == 1 and view.session.moves == ["path:5"]


def test_a_key_released_while_the_focus_was_elsewhere_plays_at_its_next_press(app):
    """F pressed on the board, the focus taken away before its release (a lesson's Next button takes it at a
    step's last move): the release never reaches the board, and the next press of F still flags (it was
    ignored as a held key)."""
    view = fixed_board(app, "mines:9x9n10#3")
    view.board.cursor = (0, 0)
    view.board.focus_force()
    view.update()
    send(view.board, "f", "KeyPress", 1000)
    assert len(view.session.moves) == 1
    other = tkinter.Entry(view)  # any widget that takes the focus
    other.pack()
    other.focus_force()
    view.update()
    send(other, "f", "KeyRelease", 1050)
    view.board.focus_force()
    view.update()
    send(view.board, "f", "KeyPress", 2000)
    assert len(view.session.moves) == 2
    other.destroy()
