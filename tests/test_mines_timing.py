"""The Minesweeper play clock and the one best-time rule (gamepkg/mines_timing.py), without a window."""

import pytest

from gamepkg import mines
from gamepkg.mines_timing import PlayClock, game_counts, record_chance_after


def test_the_clock_counts_only_while_running():
    """Seconds pass on the clock only between run(True) and run(False); reset shows a given time, stopped."""
    now = [100.0]
    clock = PlayClock(lambda: now[0])
    now[0] += 5
    assert clock.elapsed() == 0 and not clock.running
    clock.run(True)
    now[0] += 3
    clock.run(True)  # already running: nothing changes
    now[0] += 1
    clock.run(False)
    now[0] += 50
    assert clock.elapsed() == 4
    clock.reset(20.5)
    now[0] += 9
    assert clock.elapsed() == 20.5 and not clock.running


@pytest.mark.parametrize("action, keeps", [
    ("move", True), ("undo", True), ("redo", True), ("shown", True), ("hidden", True),
    ("hint", False), ("undo_loss", False), ("restart", False), ("won", False), ("lost", False),
    ("replay_ended", False),
])
def test_the_best_time_rule(action, keeps):
    """Moves, undo and redo keep a game's chance of a best time; a hint, an undone loss, Restart, a win end it."""
    assert record_chance_after(True, action) is keeps
    assert record_chance_after(False, action) is False


def test_an_unknown_action_is_a_programming_error():
    """A misspelt action is refused rather than silently keeping the chance."""
    with pytest.raises(ValueError):
        record_chance_after(True, "restrat")


def test_only_random_boards_with_their_chance_count():
    """A game counts for statistics with its chance kept, on a random board; a fixed layout never counts."""
    random_board = mines.Params(9, 9, 10)
    fixed = mines.Params(3, 3, 1, layout=frozenset({(0, 0)}))
    assert game_counts(True, random_board) and not game_counts(False, random_board)
    assert not game_counts(True, fixed)
