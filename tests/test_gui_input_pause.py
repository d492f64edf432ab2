"""Background checks give way to the player (widgets/input_pause.py, issue 27 point 2: clicks within a frame).

Delayed Walls works out its levels' par on a thread; while it ran, a click in any tab took 30-60 ms. The checks
now wait while the pointer moves, a button or a key is pressed, and go on QUIET_MS after the last such event;
searches the player asked for (a hint) never wait. Covers the gate in a real window and the walls tab's jobs.
"""

import time

from gamepkg.budget import SearchBudget
from widgets import input_pause
from widgets.input_pause import InputPause
from widgets.walls import jobs as walls_jobs


def test_input_anywhere_closes_the_gate_until_the_window_is_quiet(tk_root, monkeypatch):
    """A pointer move or a key press on any widget clears the gate; it is set again once QUIET_MS went by without
    input, and input meanwhile keeps it clear. The gate's clock is the test's own (``now``): how long the busy
    machine takes between two events changes nothing (issue 36: a real clock failed under load)."""
    import tkinter as tk
    monkeypatch.setattr(input_pause, "QUIET_MS", 40)
    now = [100.0]
    pause = InputPause(tk_root, clock=lambda: now[0])
    canvas = tk.Canvas(tk_root, width=50, height=50)
    canvas.pack()
    canvas.focus_force()  # key presses go to the widget with the focus
    tk_root.update()
    assert pause.gate.is_set()
    canvas.event_generate("<Motion>", x=5, y=5)
    assert not pause.gate.is_set()
    for _ in range(3):  # keys 30 ms apart on the gate's clock, each reopen timer run meanwhile: still closed
        now[0] += 0.03
        canvas.event_generate("<KeyPress>", keysym="a")
        wait_for_timers(tk_root, 0.06)
        assert not pause.gate.is_set()
    now[0] += 0.039  # not yet QUIET_MS since the last key
    wait_for_timers(tk_root, 0.06)
    assert not pause.gate.is_set()
    now[0] += 0.002
    deadline = time.monotonic() + 5
    while not pause.gate.is_set() and time.monotonic() < deadline:
        wait_for_timers(tk_root, 0.005)
    assert pause.gate.is_set()


def wait_for_timers(root, seconds):
    """Run the event loop for at least ``seconds`` of real time (the after() timers due meanwhile run)."""
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        root.update()
        time.sleep(0.005)
    root.update()


def test_the_walls_tab_checks_wait_at_the_windows_gate_and_its_search_does_not(app):
    """The par checks of the Delayed Walls tab run under the window's gate; a hint's search under none."""
    view = app.select_game("walls")
    made = []
    for kind in (walls_jobs.CHECK, walls_jobs.SEARCH):
        job = walls_jobs.Job(0, kind, lambda budget, kind=kind: made.append((kind, budget.gate)), (), SearchBudget)
        job.run(view.jobs.work.check_gate)
    assert view.jobs.work.check_gate is app.input_pause.gate
    assert made == [(walls_jobs.CHECK, app.input_pause.gate), (walls_jobs.SEARCH, None)]



def test_a_hint_goes_before_a_check_waiting_at_the_closed_gate_and_the_check_runs_again_after(monkeypatch):
    """While the player uses the window a par check waits at the gate; a hint asked for then runs at once (the
    check stops and is queued again first, with its token), the check's one result comes once the gate opens,
    and closing the queue ends a worker waiting at the gate without opening the window's gate."""
    import threading

    from gamepkg.budget import SearchBudget
    gate = threading.Event()  # closed: the player is clicking
    work = walls_jobs.WorkQueue(gate)
    at_gate = threading.Semaphore(0)  # released each time a check reaches the gate

    def par_check(budget):
        """A check that reaches the gate at its first step."""
        at_gate.release()
        budget.spend()
        return "par"

    work.put(walls_jobs.Job(1, walls_jobs.CHECK, par_check, (), SearchBudget))
    worker = threading.Thread(target=work.work, daemon=True)
    worker.start()
    assert at_gate.acquire(timeout=5)
    work.put(walls_jobs.Job(2, walls_jobs.SEARCH, lambda budget: "hint", (), SearchBudget))
    assert work.results.get(timeout=5) == (2, True, "hint") and not gate.is_set()
    assert at_gate.acquire(timeout=5)  # the check started again, and waits at the gate again
    gate.set()
    assert work.results.get(timeout=5) == (1, True, "par") and work.results.empty()
    gate.clear()
    work.put(walls_jobs.Job(3, walls_jobs.CHECK, par_check, (), SearchBudget))
    assert at_gate.acquire(timeout=5)
    work.close()
    worker.join(5)
    assert not worker.is_alive() and not gate.is_set() and work.results.empty()
