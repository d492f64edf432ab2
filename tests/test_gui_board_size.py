"""Moves never resize the board: panels, banners and the status line keep their size while a game is played.

Issue 14 (bench/latency.py slower): a text that changed a widget's size beside or above the board resized the
board on a move, and a resized board moves every item and sets every font again, which made clicks slow:
the Arrow Rotation score table widened with the bold row of the player to move, the Delayed Walls banner
grew with its Undo button when the player was stranded, and a status line that wrapped to two lines and back
moved the board up and down. Here every tab of widgets.registry.VIEWS, in English and Japanese at 100 %
zoom in the default 900x700 window, plays MOVES (16) moves at instant speed (random legal moves for people, the
computer's own moves for computer seats, a new game when one ends). The board may change size only when the
status line grows taller than it has been (it then keeps that height): any other resize fails.
"""

import random
import time

import pytest

from gamepkg.i18n import LANGUAGES
from widgets.registry import VIEWS

MOVES = 16  # moves per tab and language: enough for each game's texts to change many times
STALL_SECONDS = 20  # no move for this long: the tab is frozen (tests/test_gui_soak.py covers that)


def settle(root, rounds=3):
    """Let pending work (computer moves, redraws, geometry) run."""
    for _ in range(rounds):
        root.update()


def play_one_turn(app, view, rng):
    """Play a random legal move when a person is to move (lifting a curtain first); else let the computer."""
    if view.session.status() != "playing":
        view.start(view.session.params, rng.randrange(10 ** 6))
        return
    if view.is_busy() or view.computer_job is not None or view.computer_to_move():
        time.sleep(0.002)
        return
    if getattr(view, "curtain_up", False):
        view.lift_curtain()
    moves = view.engine.legal_moves(view.session.state)
    assert view.play(rng.choice(sorted(moves))) is not None
    app.root.update_idletasks()  # lay out the position after the move, as a computer's pause lets Tk do


def resizes_without_a_taller_status_line(app, view, moves, seed):
    """Play ``moves`` moves; the board's resizes (every <Configure>, also those between a move and the
    computer's reply) that did not come with a status line taller than ever before."""
    rng = random.Random(seed)
    root, board = app.root, view.board
    settle(root)
    seen = {"size": (board.winfo_width(), board.winfo_height()), "tallest": view.status_label.winfo_height()}
    problems = []

    def on_board_configure(event):
        """Note a resize that no new tallest status line explains."""
        size, status_height = (event.width, event.height), view.status_label.winfo_height()
        if size != seen["size"] and status_height <= seen["tallest"]:
            problems.append((view.session.position, seen["size"], size, view.status_var.get()))
        seen["size"], seen["tallest"] = size, max(seen["tallest"], status_height)

    board.bind("<Configure>", on_board_configure, add="+")  # (the app is this test's own: no unbind)
    played, deadline = 0, time.monotonic() + STALL_SECONDS
    while played < moves:
        position, session = view.session.position, view.session
        play_one_turn(app, view, rng)
        settle(root)
        root.callback_errors.check()
        played += view.session is session and view.session.position != position
        assert time.monotonic() < deadline, f"{view.engine.GAME}: no progress after {played} moves"
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", list(VIEWS))
def test_moves_do_not_resize_the_board(app, game, language):
    """MOVES moves of ``game`` in ``language``: the board keeps its size (see the module's docstring)."""
    app.set_language(language)
    app.set_animation_speed("instant")
    view = app.select_game(game)
    problems = resizes_without_a_taller_status_line(app, view, MOVES, seed=5)
    assert not problems, f"{game} ({language}): the board was resized by a move: {problems[:3]}"
