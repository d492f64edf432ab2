"""No callback holds the event loop long (issue 21 point 8): structure, never seconds.

Long work yields to the Tk thread, the other tabs' code is imported in small steps after the first frame,
a large Minesweeper area is painted in steps, and a first visit paints its board once.
"""

import sys
import time

from widgets import long_work


def test_long_work_lets_the_tk_thread_have_the_gil_often_and_gives_the_old_interval_back(app):
    """While a long move works on the worker, Python's switch interval is short (the Tk thread waits for the
    GIL after each Tk call); afterwards it is what it was."""
    view = app.views["mines"]
    before = sys.getswitchinterval()
    seen = []

    def work():
        """Long enough to run beside the event loop; notes the interval the worker runs under."""
        time.sleep(2 * long_work.QUICK_SECONDS)
        seen.append(sys.getswitchinterval())
        return "done"

    assert long_work.run_long(app, view, work) == "done"
    assert seen and seen[0] <= long_work.WORKER_SWITCH_SECONDS < before
    assert sys.getswitchinterval() == before
