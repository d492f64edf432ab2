"""Games left under way when the suite stopped without asking: counted as lost at the next start.

Closing the window, a new game, Load, Undo or a hint during a counting game under way count it as played
and lost (gamepkg/fair_play.py decides which games count). A pupil who ends the program another way (Task
Manager, ``kill``, closing the terminal) must not keep a loss out of the statistics either. So while a
counting game is under way, its tab writes the loss it would be into ``under_way.json`` in the data folder,
under this process's id, and removes it when the game ends or is given up. At the next start, the notes of
processes that no longer run are counted as the losses they describe, then removed (a crash or a power cut
counts the same way: the suite cannot tell them apart).

A note is ``{"pid": 123, "run": "5f0c...", "game": "mines", "results": [["beginner", false, null]]}``: the
process id and THIS_RUN of the program that wrote it, the game's name in its
statistics file (one that keeps statistics: game_stats.keeps_statistics) and the
(table key, won, figure) rows the loss counts: won is false, and the figure is null (a game left half-way
keeps no best figure, such as an Arrow Rotation score). Pure Python (no tkinter).
"""

import os

from gamepkg import game_stats
from gamepkg.processes import process_running

UNDER_WAY_FILE = "under_way.json"
NOTES_KEPT = 50           # notes at most (one per tab of each window): a hand-made longer list is cut
ROWS_LIMIT = 4            # rows a note may hold (a game counts in one table per human side: at most two now)
TEXT_LIMIT = 80           # the longest game name or table key a note may hold
# This run of the program, beside its process id: a note with this process's id but another run is left over
# from an earlier program whose id came round again (two windows of one process share the run).
THIS_RUN = os.urandom(8).hex()  # (os, not secrets: that module costs start-up ~9 ms to import)


def count_losses(store, game, results):
    """Count the (table key, won, figure) ``results`` of ``game`` in its statistics file (saving off: not)."""
    own_file = getattr(game_stats.stats_module(game), "record_game", None)  # Minesweeper: mines_stats.json
    if own_file is not None:
        for key, won, _figure in results:
            own_file(store, key, won)
    else:
        game_stats.record_games(store, game, results)


def short_text(value):
    """True for a game name or table key a note may hold."""
    return isinstance(value, str) and 0 < len(value) <= TEXT_LIMIT


def clean_note(data):
    """A note from loaded JSON, or None when it is not one (a loss is never counted from a damaged note)."""
    if not isinstance(data, dict):
        return None
    pid, run, game, results = data.get("pid"), data.get("run"), data.get("game"), data.get("results")
    if type(pid) is not int or pid <= 0 or not short_text(run) or not short_text(game):
        return None
    if not game_stats.keeps_statistics(game):
        return None
    if not isinstance(results, list) or not 0 < len(results) <= ROWS_LIMIT:
        return None
    if not all(isinstance(row, list) and row[1:] == [False, None] and short_text(row[0]) for row in results):
        return None
    return {"pid": pid, "run": run, "game": game, "results": [[row[0], False, None] for row in results]}


def clean_notes(data):
    """Every usable note of a loaded file, at most NOTES_KEPT."""
    notes = data.get("notes") if isinstance(data, dict) else None
    if not isinstance(notes, list):
        return {"notes": []}
    cleaned = [note for note in map(clean_note, notes[:NOTES_KEPT]) if note is not None]
    return {"notes": cleaned}


def who(pid, run):
    """(process id, run) of a note: this program's unless given."""
    return (os.getpid() if pid is None else pid), (THIS_RUN if run is None else run)


def ours(note, pid, run):
    """True when ``note`` was written by the program running as process ``pid`` in ``run``."""
    return (note["pid"], note["run"]) == (pid, run)


def note_under_way(store, game, results, pid=None, run=None):
    """Write that ``game`` has a counting game under way in this process, which would count as ``results``
    (its (table key, won, figure) rows given up: only their table keys are kept, as losses).

    Returns True when written (False with saving off or a file that cannot be written: the game plays on).
    """
    pid, run = who(pid, run)
    note = {"pid": pid, "run": run, "game": game,
            "results": [[key, False, None] for key, _won, _figure in results]}

    def noted(old):
        """The notes now, with this process's note for ``game`` replaced."""
        notes = [kept for kept in clean_notes(old)["notes"] if not (ours(kept, pid, run) and kept["game"] == game)]
        return {"notes": (notes + [note])[-NOTES_KEPT:]}

    return store.try_update_json(UNDER_WAY_FILE, noted, clean=clean_notes)


def clear_under_way(store, game, pid=None, run=None):
    """Remove this process's note for ``game`` (its game ended, was counted or was given up)."""
    pid, run = who(pid, run)

    def cleared(old):
        """The notes now, without this process's note for ``game`` (None: nothing to write)."""
        notes = clean_notes(old)["notes"]
        kept = [note for note in notes if not (ours(note, pid, run) and note["game"] == game)]
        return None if old is None or len(kept) == len(notes) else {"notes": kept}

    return store.try_update_json(UNDER_WAY_FILE, cleared, clean=clean_notes)


def count_left_games(store, running=process_running, pid=None, run=None):
    """At start-up: count the games other programs left under way when they stopped; returns how many.

    A note of this very process id from another run is left over too (its program ended, and the id came
    round again). The notes are removed first and counted after, so that a stop in between drops a loss
    rather than counting it twice.
    """
    if not store.writable or not store.path(UNDER_WAY_FILE).exists():
        return 0
    pid, run = who(pid, run)
    left = []

    def taken(old):
        """The notes of processes still running; the others go into ``left``."""
        notes = clean_notes(old)["notes"]
        left.extend(note for note in notes
                    if not ours(note, pid, run) and (note["pid"] == pid or not running(note["pid"])))
        return None if not left else {"notes": [note for note in notes if note not in left]}

    if not store.try_update_json(UNDER_WAY_FILE, taken, clean=clean_notes):
        return 0
    for note in left:
        count_losses(store, note["game"], [tuple(row) for row in note["results"]])
    return len(left)

