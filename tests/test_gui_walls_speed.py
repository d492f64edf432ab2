"""Delayed Walls is quick to open and to play (issue 27 point 2): structure, never seconds (bench/latency.py
prints the times).

The first visit took about 150 ms: the panes' sashes were moved with nested update_idletasks (three layouts
of the board), and the par checks of the fifteen levels started on the worker thread at once, holding the GIL
while the tab was being drawn; every step started a thread of its own. Covered: the first visit lays the
board out at one size and asks Tk for no layout pass of its own; zoom steps, a language switch, the level list
and Reload ask for none either; the par checks start once the first frame is drawn (a hint's search at once);
a step starts no thread.
"""

import sys
import threading
import tkinter

from tests.test_gui_walls import keys, settle


def watch_idle_passes(monkeypatch):
    """Record the file of every caller of update_idletasks outside the tests (a layout pass run in the middle
    of a callback); returns the list that fills."""
    callers = []
    original = tkinter.Misc.update_idletasks

    def counted(widget):
        """Note who asked, then run the pass."""
        caller = sys._getframe(1).f_code.co_filename
        if "/tests/" not in caller:
            callers.append(caller)
        return original(widget)

    monkeypatch.setattr(tkinter.Misc, "update_idletasks", counted)
    return callers


def test_the_first_visit_lays_the_board_out_once_and_runs_no_layout_pass_of_its_own(app, monkeypatch):
    """Choosing the tab, then its first frame: the board gets one size, no code of the tab runs update_idletasks."""
    from widgets.board import BoardCanvas
    callers = watch_idle_passes(monkeypatch)
    sizes = []
    refit = BoardCanvas.refit

    def noted(board, width, height):
        """Note the size the board is fitted to, then fit it."""
        sizes.append((width, height))
        return refit(board, width, height)

    monkeypatch.setattr(BoardCanvas, "refit", noted)
    view = app.select_game("walls")
    app.root.update_idletasks()  # the first frame
    assert len(set(sizes)) == 1 and view.board_painted, sizes
    assert callers == []
    app.root.callback_errors.check()


def test_zoom_language_the_level_list_and_reload_run_no_layout_pass_of_their_own(app, monkeypatch):
    """Zoom in and out, switch the language, open and close the level list, Reload: no update_idletasks."""
    view = app.select_game("walls")
    settle(view)
    callers = watch_idle_passes(monkeypatch)
    for zoom in (150, 200, 100):
        app.set_zoom(zoom)
        app.root.update()
    app.set_language("ja")
    app.root.update()
    assert callers == []
    view.show_levels(True)
    app.root.update()
    view.reload_levels()
    settle(view)
    view.show_levels(False)
    app.root.update()
    assert callers == []
    app.root.callback_errors.check()


def test_the_par_checks_start_after_the_first_frame_and_a_hint_at_once(app):
    """The first frame is drawn before the solver's thread starts; a hint asked then starts it at once; the
    pars come all the same."""
    view = app.select_game("walls")
    app.root.update_idletasks()  # the first frame
    assert view.jobs.thread is None and view.jobs.busy()
    view.hint()
    assert view.jobs.thread is not None
    settle(view)
    assert all(values[2].isdigit() for values in view.levels.row_values().values())
    assert view.status_var.get().startswith(app.tr.t("walls.view.hint.move", direction="", remaining=0)[:5])
    app.root.callback_errors.check()


def test_a_step_starts_no_thread(app, monkeypatch):
    """Three steps by key: the moves are worked out on the Tk thread (a walls move takes microseconds)."""
    view = app.select_game("walls")
    settle(view)
    started = []
    start = threading.Thread.start

    def counted(thread):
        """Note the thread, then start it."""
        started.append(thread.name)
        return start(thread)

    monkeypatch.setattr(threading.Thread, "start", counted)
    moves = view.session.position
    keys(view, "Right", "Right", "Right")
    assert view.session.position == moves + 3
    assert started == []
    app.root.callback_errors.check()
