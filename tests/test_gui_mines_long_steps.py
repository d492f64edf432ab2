"""Undo, Redo and replay steps to a state the session no longer keeps work beside the window (issue 36).

The first click on a 1000x1000 board opens a million cells; a long game after it leaves the state after that
click out of the session's kept states, and Undo back to it, Redo after Restart or a replay step to move 1 replayed
the click on the Tk thread (seconds). Measured as work, not time: which thread runs each engine move, on a small
board with a long game (the same path, whatever the board's size).
"""

import threading

import pytest

from gamepkg.mines import rules as mines

MARKS = 80  # mark moves after the first click: more than the session keeps near the start


def long_game(app):
    """The Minesweeper tab playing a 30x30 board: a first click, then MARKS mark moves on covered cells."""
    view = app.select_game("mines")
    app.open_game_id("mines:30x30n150#7", interactive=False)
    view.play("o15,15")
    covered = [(x, y) for y in range(30) for x in range(30) if (x, y) not in view.session.state.opened]
    for x, y in covered[:MARKS]:
        view.play(f"m{x},{y},1")
    assert len(view.session.moves) == MARKS + 1
    return view


@pytest.fixture
def applied(monkeypatch):
    """The threads every mines engine move runs on from now on: [(thread is the main one, move)]."""
    seen = []
    apply = mines.apply

    def noted(state, move):
        """Note the thread, then apply."""
        seen.append((threading.current_thread() is threading.main_thread(), move))
        return apply(state, move)

    monkeypatch.setattr(mines, "apply", noted)
    return seen


def test_redo_after_restart_works_out_the_first_click_beside_the_window(app, applied):
    """Restart, then Redo: the state after the first click is replayed on a worker, none on the Tk thread."""
    view = long_game(app)
    expected = mines.apply(mines.new_game(view.session.params, view.session.seed), "o15,15")
    view.session.restart()
    applied.clear()
    app.redo()
    assert view.session.position == 1 and view.session.state.opened == expected.opened
    assert applied and not [move for on_main, move in applied if on_main]


def test_undo_back_to_a_state_not_kept_works_it_out_beside_the_window(app, applied):
    """Undo to a position whose state the session dropped: the moves leading to it run on a worker."""
    view = long_game(app)
    view.session.position = 3  # as after Restart and two Redos, the state after move 2 not kept any more
    start, _state = view.session.nearest_kept(2)
    assert start < 2
    applied.clear()
    app.undo()
    assert view.session.position == 2 and applied and not [move for on_main, move in applied if on_main]


def test_a_replay_step_to_the_first_click_works_it_out_beside_the_window(app, applied):
    """A replay of the long game, one step forward from the start and the slider back to move 1: every move
    replayed for it runs on a worker."""
    view = long_game(app)
    assert app.replay_shown()
    bar = view.replay_bar
    bar.last()
    applied.clear()
    bar.go(1)
    assert bar.replay.index == 1 and applied and not [move for on_main, move in applied if on_main]
    bar.first()
    applied.clear()
    bar.forward()
    app.root.update()
    assert bar.replay.index == 1 and not [move for on_main, move in applied if on_main]
