"""A limit on how much work one search may do, so that no hint, solver or computer move runs without end.

A search calls ``budget.spend()`` once per position it looks at. When the budget is used up (too many
positions, which also bounds the memory a search keeps, or too many seconds) or someone cancelled it,
``spend`` raises SearchStopped, and the search ends at once with nothing half-done left behind. The view
then says "too hard to work out here" (message id ``common.too_hard``) instead of waiting for ever.

A search that runs in the background while the player plays may be given a ``gate`` (a threading.Event, see
widgets/input_pause.py): while the gate is closed, ``spend`` waits for it to open, and the time waited does not
count against the search's seconds.
"""

import time

CHECK_CLOCK_EVERY = 1024  # looking at the clock costs time too: do it once per this many steps
GATE_LOOK_SECONDS = 0.05  # a search waiting at a closed gate looks this often whether it was cancelled


class SearchStopped(Exception):
    """A search ended early: ``reason`` is "too_hard" (budget used up) or "cancelled"."""

    def __init__(self, reason):
        """Remember why the search stopped."""
        super().__init__(reason)
        self.reason = reason


class SearchBudget:
    """Counts a search's steps; stops it after ``max_steps`` steps, ``seconds`` seconds, or cancel()."""

    def __init__(self, max_steps=None, seconds=None, clock=time.monotonic, gate=None):
        """A budget of at most ``max_steps`` steps and ``seconds`` seconds (None: no limit of that kind); with a
        ``gate`` (a threading.Event), each step waits while the gate is closed."""
        self.max_steps = max_steps
        self.clock = clock
        self.deadline = None if seconds is None else clock() + seconds
        self.steps = 0
        self.cancelled = False
        self.gate = gate

    def cancel(self):
        """Ask the search to stop at its next step (safe to call from another thread)."""
        self.cancelled = True

    def spend(self, steps=1):
        """Count ``steps`` more steps; raise SearchStopped when the budget is used up or cancelled."""
        self.steps += steps
        if self.gate is not None and not self.gate.is_set():
            self.wait_at_gate()
        if self.cancelled:
            raise SearchStopped("cancelled")
        if self.max_steps is not None and self.steps > self.max_steps:
            raise SearchStopped("too_hard")
        if self.deadline is not None and self.steps % CHECK_CLOCK_EVERY < steps and self.clock() > self.deadline:
            raise SearchStopped("too_hard")

    def wait_at_gate(self):
        """Wait until the gate opens again, or until the search is cancelled (the next check of ``spend`` stops it);
        the time waited is added to the deadline (it was not the search's)."""
        started = self.clock()
        while not self.cancelled and not self.gate.wait(GATE_LOOK_SECONDS):
            pass
        if self.deadline is not None:
            self.deadline += self.clock() - started


def unlimited():
    """A budget that never runs out (for tests and tools that want the full answer)."""
    return SearchBudget()
