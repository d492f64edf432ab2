"""A limit on how much work one search may do, so that no hint, solver or computer move runs without end.

A search calls ``budget.spend()`` once per position it looks at. When the budget is used up (too many
positions, which also bounds the memory a search keeps, or too many seconds) or someone cancelled it,
``spend`` raises SearchStopped, and the search ends at once with nothing half-done left behind. The view
then says "too hard to work out here" (message id ``common.too_hard``) instead of waiting for ever.
"""

import time

CHECK_CLOCK_EVERY = 1024  # looking at the clock costs time too: do it once per this many steps


class SearchStopped(Exception):
    """A search ended early: ``reason`` is "too_hard" (budget used up) or "cancelled"."""

    def __init__(self, reason):
        """Remember why the search stopped."""
        super().__init__(reason)
        self.reason = reason


class SearchBudget:
    """Counts a search's steps; stops it after ``max_steps`` steps, ``seconds`` seconds, or cancel()."""

    def __init__(self, max_steps=None, seconds=None, clock=time.monotonic):
        """A budget of at most ``max_steps`` steps and ``seconds`` seconds (None: no limit of that kind)."""
        self.max_steps = max_steps
        self.clock = clock
        self.deadline = None if seconds is None else clock() + seconds
        self.steps = 0
        self.cancelled = False

    def cancel(self):
        """Ask the search to stop at its next step (safe to call from another thread)."""
        self.cancelled = True

    def spend(self, steps=1):
        """Count ``steps`` more steps; raise SearchStopped when the budget is used up or cancelled."""
        self.steps += steps
        if self.cancelled:
            raise SearchStopped("cancelled")
        if self.max_steps is not None and self.steps > self.max_steps:
            raise SearchStopped("too_hard")
        if self.deadline is not None and self.steps % CHECK_CLOCK_EVERY < steps and self.clock() > self.deadline:
            raise SearchStopped("too_hard")


def unlimited():
    """A budget that never runs out (for tests and tools that want the full answer)."""
    return SearchBudget()
