"""The Minesweeper play clock (gamepkg/mines/timing.py), without a window."""

from gamepkg.mines.timing import PlayClock


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
