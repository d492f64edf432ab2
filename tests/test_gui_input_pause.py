"""Background checks give way to the player (widgets/input_pause.py, issue 27 point 2: clicks within a frame).

Delayed Walls works out its levels' par on a thread; while it ran, a click in any tab took 30-60 ms. The checks
now wait while the pointer moves, a button or a key is pressed, and go on QUIET_MS after the last such event;
searches the player asked for (a hint) never wait. Covers the gate in a real window and the walls tab's jobs.
"""

import time

from gamepkg.budget import SearchBudget
from widgets import input_pause, walls_jobs
from widgets.input_pause import InputPause


def test_input_anywhere_closes_the_gate_until_the_window_is_quiet(tk_root, monkeypatch):
    """A pointer move or a key press on any widget clears the gate; it is set again once QUIET_MS went by without
    input, and input meanwhile keeps it clear."""
    import tkinter as tk
    monkeypatch.setattr(input_pause, "QUIET_MS", 40)
    pause = InputPause(tk_root)
    canvas = tk.Canvas(tk_root, width=50, height=50)
    canvas.pack()
    tk_root.update()
    assert pause.gate.is_set()
    canvas.event_generate("<Motion>", x=5, y=5)
    assert not pause.gate.is_set()
    deadline = time.monotonic() + 0.03
    while time.monotonic() < deadline:
        canvas.event_generate("<KeyPress>", keysym="a")
        tk_root.update()
        assert not pause.gate.is_set()
    deadline = time.monotonic() + 5
    while not pause.gate.is_set() and time.monotonic() < deadline:
        tk_root.update()
        time.sleep(0.005)
    assert pause.gate.is_set()


def test_the_walls_tab_checks_wait_at_the_windows_gate_and_its_search_does_not(app):
    """The par checks of the Delayed Walls tab run under the window's gate; a hint's search under none."""
    view = app.select_game("walls")
    made = []
    for kind in (walls_jobs.CHECK, walls_jobs.SEARCH):
        job = walls_jobs.Job(0, kind, lambda budget, kind=kind: made.append((kind, budget.gate)), (), SearchBudget)
        job.run(view.jobs.work.check_gate)
    assert view.jobs.work.check_gate is app.input_pause.gate
    assert made == [(walls_jobs.CHECK, app.input_pause.gate), (walls_jobs.SEARCH, None)]

