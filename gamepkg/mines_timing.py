"""The Minesweeper clock and the one rule that decides which games count for best times and statistics.

Pure Python (no tkinter): the view asks ``PlayClock`` for the seconds played and runs it only while
the game is under way and in view, and it asks ``record_chance_after`` after every action.
"""

import time

# Actions the view reports to record_chance_after.
KEEPS_CHANCE = frozenset({"move", "undo", "redo", "shown", "hidden"})
ENDS_CHANCE = frozenset({"hint", "undo_loss", "restart", "won", "lost", "replay_ended"})


def record_chance_after(chance, action):
    """The one rule for best times and statistics: can the game still count after ``action``?

    A win or a loss counts only for a game played through once, by hand, in real time. So the chance ends
    for good with a hint (or a solution) shown ("hint"), taking back the move that lost ("undo_loss"), Restart
    (the board is known now, "restart"), the end of the game (a game counts once, "won" or "lost") and
    opening again, from a save or its game ID, a game that has ended before ("replay_ended": it was played
    through already; gamepkg/mines_stats.py remembers those games across windows and runs). Moves, Undo and
    Redo of moves that did not lose keep it: the clock kept running all along. A new game starts with a
    chance; a loaded save keeps the chance it was saved with (an old save without it has none), and its clock.
    """
    if action in ENDS_CHANCE:
        return False
    if action in KEEPS_CHANCE:
        return chance
    raise ValueError(f"unknown action {action!r}")


def game_counts(chance, params):
    """True when a game that just ended goes into the statistics (and a win into the best times).

    It must still have its chance (``record_chance_after``) and be a random board: a fixed layout (a game
    ID with ':') shows where the mines are to whoever wrote it.
    """
    return chance and params.layout is None


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
