"""The Minesweeper clock: the seconds a game has been played.

Pure Python (no tkinter): the view asks ``PlayClock`` for the seconds played and runs it only while the game
is under way and in view. Which games count for best times and statistics is the suite's one rule, in
gamepkg/fair_play.py.
"""

import time


class PlayClock:
    """Seconds of play: counts only while running; ``time_source`` is injectable (tests use a fake one)."""

    def __init__(self, time_source=time.monotonic):
        """A stopped clock at zero."""
        self.time_source = time_source
        self._banked = 0.0    # seconds counted before the current run
        self._since = None    # time_source() when the current run began, None while stopped

    @property
    def running(self):
        """True while the clock counts."""
        return self._since is not None

    def elapsed(self):
        """Seconds counted so far."""
        if self._since is None:
            return self._banked
        return self._banked + max(0.0, self.time_source() - self._since)

    def run(self, running):
        """Start (True) or stop (False) counting; doing what is already done changes nothing."""
        if running and self._since is None:
            self._since = self.time_source()
        elif not running and self._since is not None:
            self._banked = self.elapsed()
            self._since = None

    def reset(self, seconds=0.0):
        """Stop and show ``seconds`` (0 for a new game, the saved time for a loaded one)."""
        self._since = None
        self._banked = float(seconds)
