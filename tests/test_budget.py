"""The search budget: steps, seconds and cancelling each stop a search with the reason."""

import pytest

from gamepkg.budget import CHECK_CLOCK_EVERY, SearchBudget, SearchStopped


def test_a_step_budget_stops_after_its_steps():
    """max_steps steps are allowed; the next one stops the search as too hard."""
    budget = SearchBudget(max_steps=3)
    for _ in range(3):
        budget.spend()
    with pytest.raises(SearchStopped) as stopped:
        budget.spend()
    assert stopped.value.reason == "too_hard"


def test_a_time_budget_stops_when_the_clock_passes_it():
    """With a fake clock: the deadline is checked every CHECK_CLOCK_EVERY steps."""
    now = [0.0]
    budget = SearchBudget(seconds=5, clock=lambda: now[0])
    for _ in range(CHECK_CLOCK_EVERY * 2):
        budget.spend()
    now[0] = 6.0
    with pytest.raises(SearchStopped) as stopped:
        for _ in range(CHECK_CLOCK_EVERY):
            budget.spend()
    assert stopped.value.reason == "too_hard"


def test_cancel_stops_at_the_next_step():
    """cancel() (e.g. from the window while a worker thread searches) stops the very next step."""
    budget = SearchBudget()
    budget.spend()
    budget.cancel()
    with pytest.raises(SearchStopped) as stopped:
        budget.spend()
    assert stopped.value.reason == "cancelled"


def test_a_closed_gate_holds_the_search_and_the_time_waited_is_not_counted():
    """With a gate (a threading.Event): spend waits while it is clear and goes on when it is set; the seconds
    waited move the deadline, so a search that gave way to the window is not stopped as too hard for it."""
    import threading
    now = [0.0]
    gate = threading.Event()
    budget = SearchBudget(seconds=1.0, clock=lambda: now[0], gate=gate)
    spent = threading.Event()

    def search():
        """One step, taken on another thread as the walls solver does."""
        budget.spend()
        spent.set()

    worker = threading.Thread(target=search)
    worker.start()
    assert not spent.wait(0.05)  # the gate is closed: the step waits
    now[0] = 5.0  # five seconds at the gate
    gate.set()
    worker.join(5)
    assert spent.is_set() and budget.deadline == 6.0
    for _ in range(CHECK_CLOCK_EVERY):
        budget.spend()  # the clock (5.0) is before the moved deadline: no SearchStopped
