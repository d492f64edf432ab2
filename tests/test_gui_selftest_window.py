"""Help → Run the Rule Tests shows its window first and runs the tests beside it (issue 36: the window stayed
blank 0.74 s). Measured as work: no test before the window is on the screen, results shown a few per poll."""

import sys
import time

from gamepkg import selftest
from widgets import selftest_view
from widgets.long_work import WORKER_SWITCH_SECONDS

MANY = 3 * selftest_view.ROWS_PER_POLL + 1


def test_the_tests_start_once_the_window_is_shown_and_the_switch_interval_comes_back(app, monkeypatch):
    """No test has run when the window is made; once it is mapped they run with a short switch interval (the Tk
    thread gets the interpreter back quickly), and the interval is what it was once they are done."""
    started = []

    def tests_of(path):
        """Stand-in rule tests: note when they run; MANY quick passes."""
        started.append(path)
        for number in range(MANY):
            yield selftest.Outcome(f"test {number}", selftest.PASSED, "")

    monkeypatch.setattr(selftest, "run_file", tests_of)
    before = sys.getswitchinterval()
    window = selftest_view.SelfTestWindow(app.root, app.tr, "mines")
    assert not started and window.worker.ident is None
    deadline = time.monotonic() + 10
    while window.worker.ident is None and time.monotonic() < deadline:
        app.root.update()
    assert window.winfo_ismapped() and sys.getswitchinterval() == min(before, WORKER_SWITCH_SECONDS) < before
    while not window.finished and time.monotonic() < deadline:
        app.root.update()
        app.root.after(5)
    assert window.finished and len(window.table.get_children()) == len(started) * MANY
    assert sys.getswitchinterval() == before
    window.destroy()


def test_one_poll_shows_a_few_results_and_the_next_poll_the_next_few(app, monkeypatch):
    """Results waiting in the queue are shown ROWS_PER_POLL at a time, not all in one callback."""
    window = selftest_view.SelfTestWindow(app.root, app.tr, "mines")
    window.stop.set()  # the real tests are not run: this test fills the queue itself
    for number in range(MANY):
        window.results.put(selftest.Outcome(f"test {number}", selftest.PASSED, ""))
    window._poll()
    assert len(window.table.get_children()) == selftest_view.ROWS_PER_POLL
    window.after_cancel(window._job)
    window._poll()
    assert len(window.table.get_children()) == 2 * selftest_view.ROWS_PER_POLL
    window.destroy()
