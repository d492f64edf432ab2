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
