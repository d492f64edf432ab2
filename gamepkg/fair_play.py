"""Which games go into a records table: one rule for every game's best times, statistics and level bests.

A result counts only for a game that the suite dealt itself at random in this window (in Delayed Walls: a
level opened from the list or the Game menu), played from its first move to its end in one go and in real
time, with no hint, no shown solution, no undo and no load, and whose game ID was not shown before its end.
A game opened from a game ID or a save (made in this window or another, with any folder) is practice: it
plays fully and says that it is not recorded.

Pure Python (no tkinter). A view keeps one ``RecordChance`` for the game on screen and tells it what
happens (``note``); the chance answers whether the game still counts and, when not, why (``reason``, the
last part of a ``record.not.*`` message id). Pausing, hiding the tab and saving keep the chance: the board is
covered and the clock stopped meanwhile (Minesweeper), or nothing is hidden to study (Delayed Walls).
A game's result is put into the tables once: ``finish`` says whether this end is the one that counts.
"""

DEALT = "dealt"          # the suite dealt the game at random (or opened a level of its list)
COUNTED = "counted"      # the reason of a game whose result is in the tables already

# How a game was opened, and the reason it does not count ("" for the one opening that counts).
# "seen": a Delayed Walls level whose hint or solution was shown before, in this data folder; "replay": a game
# continued from a position of a replay (Game > Replay > Continue from Here); "lesson": a position of a lesson.
# "start_seen": a start a hint was shown from, in this data folder (gamepkg/knowledge.py), until won without help.
# "draft": a Delayed Walls level tried from the editor (not in the list yet). RECORDS_OFF: every game on a PC
# whose school settings file says keep_records = no (widgets/record_hooks.py).
RECORDS_OFF = "records_off"
OPENINGS = {DEALT: "", "game_id": "game_id", "save": "save", "seen": "seen", "replay": "replay", "lesson": "lesson",
            "start_seen": "start_seen", "draft": "draft", RECORDS_OFF: RECORDS_OFF}
# What ends the chance, and the reason then given.
ENDS_CHANCE = {"hint": "hint", "solution": "solution", "undo": "undo", "redo": "undo", "load": "save",
               "id_shown": "id_shown", "restart": "restart", "lesson_break": "lesson_break",
               # known: shown in the data folder (gamepkg/knowledge.py); edited: an editor copy of the level made
               "known": "known", "edited": "known"}
# What keeps the chance as it is.
KEEPS_CHANCE = frozenset({"move", "pause", "hidden", "shown", "saved"})
IN_REPLAY = "in_replay"  # the reason a replay's positions give: a replay is never a game of its own
REASONS = frozenset(OPENINGS.values()) - {""} | set(ENDS_CHANCE.values()) | {COUNTED, IN_REPLAY}


def reason_after(reason, event):
    """The one rule: why a game does not count after ``event`` ("" while it still counts).

    An opening event (``OPENINGS``) starts the game over with its own reason; every other event can only
    take the chance away, never give it back: the first reason stays.
    """
    if event in OPENINGS:
        return OPENINGS[event]
    if event in KEEPS_CHANCE:
        return reason
    if event in ENDS_CHANCE:
        return reason or ENDS_CHANCE[event]
    raise ValueError(f"unknown event {event!r}")


class RecordChance:
    """The record chance of one game: fed with events by its view, it answers whether the game counts."""

    def __init__(self, opened=DEALT):
        """The chance of a game opened as ``opened`` (an ``OPENINGS`` key: dealt, game_id, save, seen...)."""
        self.opened = opened
        self.reason = reason_after("", opened)
        self.unhelped = True  # no event of ENDS_CHANCE noted yet (a game won so is won without help)

    @property
    def counts(self):
        """True while the game's result would still go into the tables."""
        return self.reason == ""

    @property
    def practice(self):
        """True for a game that never counted (opened from a game ID, a save, a lesson...)."""
        return self.opened != DEALT

    def note(self, event):
        """Tell the chance what happened; True when this event just ended it (the status line says why)."""
        before = self.reason
        self.reason = reason_after(before, event)
        self.unhelped = event in OPENINGS or (self.unhelped and event not in ENDS_CHANCE)
        return before == "" and self.reason != ""

    def finish(self):
        """The game ended (or was given up and counted as lost): True when this result goes into the tables.

        A game's result is recorded once: afterwards the reason is ``COUNTED``.
        """
        counts = self.counts
        if counts:
            self.reason = COUNTED
        return counts

    def again(self):
        """The chance of the same game started over where its board is no secret (a Delayed Walls level):
        a fresh attempt that counts when the game was dealt, practice still when it was not."""
        return RecordChance(self.opened)
