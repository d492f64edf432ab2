"""Long work without a frozen window: pure work (an engine move, reading a save) on a worker thread.

A first click on a 1000x1000 Minesweeper board with no mines opens a million cells, and loading its
save replays that click: seconds of pure Python. run_long() runs such work on a worker thread. Quick work
(almost every move) is simply waited for, so nothing changes for it; work that takes longer than
QUICK_SECONDS lets the event loop run meanwhile: the window redraws and answers, the tab is busy (input
waits, and says so), and its status line counts the seconds. The worker never calls Tk: the Tk thread
runs the event loop between short waits for it. Closing the window meanwhile closes it once the work is
done (see SuiteApp.quit).

Python's cycle collector would hold the GIL for a tenth of a second and more each time it walked the
million cells of such a state (its sets): it is paused during the work, and what long work made is kept
out of its later rounds (gc.freeze). The states are immutable data without reference cycles, so their
memory is still given back as soon as nothing uses them.

The worker yields to the Tk thread often: Python hands the GIL from a busy thread to a waiting one only
every "switch interval" (5 ms by default), and the Tk thread waits for it after each of the many Tk calls
a redraw makes, so a busy worker would make every frame meanwhile last a tenth of a second. During the
work the interval is WORKER_SWITCH_SECONDS, and the old one comes back afterwards.
"""

import gc
import sys
import time

QUICK_SECONDS = 0.05  # work done within this is waited for at once (the event loop is held no longer)
SLICE_SECONDS = 0.02  # while it works longer, the event loop runs between slices this long
WORKER_SWITCH_SECONDS = 0.0005  # how long the worker may keep the GIL while the Tk thread waits for it


def run_long(app, view, work):
    """``work()`` on a worker thread; returns its result or raises its exception (on the Tk thread).

    ``work`` must not touch Tk or anything the window changes meanwhile: give it the values it needs. A tab
    whose work always takes a moment (``view.quick_moves``, e.g. Delayed Walls) does it at once, on this thread.
    """
    if view.quick_moves:  # starting and joining a thread would cost more than the work
        return work()
    return run_beside(app, view, work)


def run_beside(app, view, work):
    """``work()`` on a worker thread whatever the tab (e.g. reading a class folder of thousands of levels in
    Delayed Walls): waited for at once when quick, else beside the event loop; as run_long."""
    outcome = {}

    def target():
        """Worker thread: do the work and keep its result or exception."""
        try:
            outcome["value"] = work()
        except BaseException as error:  # handed to the Tk thread, which raises it again
            outcome["error"] = error

    collecting = gc.isenabled()
    gc.disable()  # a collection during the work would walk its million cells, holding the GIL (and Tk)
    switch = sys.getswitchinterval()
    sys.setswitchinterval(min(switch, WORKER_SWITCH_SECONDS))  # the Tk thread gets the GIL back quickly
    try:
        import threading  # at the first long work: the window's first frame does not need it
        worker = threading.Thread(target=target, name="mirrorgames long work", daemon=True)
        worker.start()
        worker.join(QUICK_SECONDS)
        if worker.is_alive():
            wait_with_event_loop(app, view, worker)
            gc.freeze()  # big immutable states: no later collection walks them again (refcounts free them)
    finally:
        sys.setswitchinterval(switch)
        if collecting:
            gc.enable()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def state_beside(app, view, session, index):
    """Make ``session``'s state after ``index`` moves quick to show: when it is not kept, replay the moves that
    lead to it with run_long (an Undo or a replay step back to the first click of a million cells). Returns
    False when the window was closed meanwhile."""
    start, state = session.nearest_kept(index)
    if start == index:
        return True
    engine, moves = session.engine, session.moves[start:index]
    worked = run_long(app, view, lambda: replayed(engine, state, moves))
    if not app.window_open():
        return False
    session.keep(index, worked)
    return True


def replayed(engine, state, moves):
    """The state ``moves`` lead to from ``state`` (pure work: on the worker thread)."""
    for move in moves:
        state = engine.apply(state, move)
    return state


def wait_with_event_loop(app, view, worker):
    """Run Tk's event loop until ``worker`` ends; the tab is busy and its status line says how long so far.

    The loop ends early when the window is gone (then nothing more is shown).
    """
    status = view.status_key()
    started = time.monotonic()
    view.working = True
    app.modal_depth += 1  # the close button waits for the work, as for a dialog
    try:
        shown = None
        while worker.is_alive() and app.window_open():
            seconds = int(time.monotonic() - started)
            if seconds != shown:
                shown = seconds
                view.set_status("common.working", seconds=seconds)
            app.root.update()
            worker.join(SLICE_SECONDS)
    finally:
        app.modal_depth -= 1
        view.working = False
    if app.window_open():
        view.set_status(status[0], **status[1])
        if app.quit_pending and not app.modal_depth:
            app.quit_pending = False
            app.root.after_idle(app.quit)
