"""Games left under way by a program ended from outside count as lost at the next start (gamepkg/games_under_way.py).

A pupil who ends the suite from Task Manager before losing must not keep the loss out of the statistics. The
rules tested without a window: who a note belongs to, what a note may say (never a win), and that a loss is
counted once.
"""

import json
import pathlib
import subprocess
import sys

from gamepkg import game_stats, games_under_way
from gamepkg.games_under_way import UNDER_WAY_FILE, clear_under_way, count_left_games, note_under_way
from gamepkg.mines import stats as mines_stats
from gamepkg.savefile import DataStore

ROOT = pathlib.Path(games_under_way.__file__).resolve().parent.parent
OTHER_PID, RUNNING_PID = 4_000_001, 4_000_002  # fake process ids: running() below knows which one runs
BEGINNER_LOSS = [("beginner", False, None)]


def running(pid):
    """Stand-in for processes.process_running: only RUNNING_PID runs."""
    return pid == RUNNING_PID


def notes(store):
    """The notes in the data folder's file."""
    return json.loads(store.path(UNDER_WAY_FILE).read_text(encoding="utf-8"))["notes"]


def beginner(store):
    """(played, won, streak) of Minesweeper's beginner table."""
    table = mines_stats.load_stats(store).get("beginner", mines_stats.empty_table())
    return table["played"], table["won"], table["streak"]


def test_a_note_of_a_program_that_stopped_counts_as_one_loss(tmp_path):
    """A note of a process that no longer runs is counted as a loss at the next start, once."""
    store = DataStore(tmp_path)
    mines_stats.record_game(store, "beginner", True, 12.0)
    assert note_under_way(store, "mines", BEGINNER_LOSS, pid=OTHER_PID, run="old")
    assert count_left_games(store, running=running, run="new") == 1
    assert beginner(store) == (2, 1, 0)  # the streak of one win is broken by the loss
    assert notes(store) == []
    assert count_left_games(store, running=running, run="new") == 0
    assert beginner(store) == (2, 1, 0)


def test_a_child_process_that_ended_leaves_its_note_counted(tmp_path):
    """With the real process check: a program that wrote its note and ended (like a kill) counts as lost."""
    code = ("import sys; from gamepkg.savefile import DataStore; from gamepkg.games_under_way import note_under_way; "
            "note_under_way(DataStore(sys.argv[1]), 'skirmish', [('A-both-lesson', False, None)])")
    subprocess.run([sys.executable, "-c", code, str(tmp_path)], check=True, cwd=ROOT)
    store = DataStore(tmp_path)
    assert len(notes(store)) == 1
    assert count_left_games(store) == 1
    assert game_stats.load_stats(store, "skirmish")["A-both-lesson"] == {"played": 1, "won": 0, "best": None}


def test_notes_of_running_programs_and_of_this_run_are_kept(tmp_path):
    """Another window that still runs keeps its game; this program's own note is its game under way; the same
    process id in another run is a program that ended (its id came round again)."""
    store = DataStore(tmp_path)
    note_under_way(store, "mines", BEGINNER_LOSS, pid=RUNNING_PID, run="a")
    note_under_way(store, "arrows", [("easy", False, 7)], pid=OTHER_PID + 5, run="b")
    note_under_way(store, "garden", [("gardener-easy", False, None)], pid=OTHER_PID + 5, run="c")
    assert count_left_games(store, running=lambda pid: True, pid=OTHER_PID + 5, run="c") == 1
    assert [(note["pid"], note["run"], note["game"]) for note in notes(store)] == [
        (RUNNING_PID, "a", "mines"), (OTHER_PID + 5, "c", "garden")]
    assert game_stats.load_stats(store, "arrows")["easy"] == {"played": 1, "won": 0, "best": None}


def test_clearing_removes_only_this_programs_note_of_that_game(tmp_path):
    """The end of a game removes its own note: not another game's, not another window's."""
    store = DataStore(tmp_path)
    note_under_way(store, "mines", BEGINNER_LOSS, pid=OTHER_PID, run="me")
    note_under_way(store, "skirmish", [("A-both-lesson", False, None)], pid=OTHER_PID, run="me")
    note_under_way(store, "mines", BEGINNER_LOSS, pid=RUNNING_PID, run="other")
    assert clear_under_way(store, "mines", pid=OTHER_PID, run="me")
    assert [(note["pid"], note["game"]) for note in notes(store)] == [(OTHER_PID, "skirmish"), (RUNNING_PID, "mines")]
    note_under_way(store, "skirmish", [("B-ally-lesson", False, None)], pid=OTHER_PID, run="me")
    skirmish_notes = [note["results"] for note in notes(store) if note["game"] == "skirmish"]
    assert skirmish_notes == [[["B-ally-lesson", False, None]]]


def test_a_note_keeps_only_a_loss_and_a_hand_made_note_never_counts_a_win(tmp_path):
    """A note holds losses without figures (an Arrow Rotation score half-way is no best); notes that claim a
    win, a figure, an unknown game or a bad process id are dropped, not counted."""
    store = DataStore(tmp_path)
    note_under_way(store, "arrows", [("easy", True, 9)], pid=OTHER_PID, run="r")
    assert notes(store)[0]["results"] == [["easy", False, None]]
    hand_made = [{"pid": OTHER_PID, "run": "x", "game": "mines", "results": [["beginner", True, None]]},
                 {"pid": OTHER_PID, "run": "x", "game": "arrows", "results": [["easy", False, 40]]},
                 {"pid": OTHER_PID, "run": "x", "game": "chess", "results": [["easy", False, None]]},
                 {"pid": -3, "run": "x", "game": "mines", "results": [["beginner", False, None]]},
                 {"pid": OTHER_PID, "run": "x", "game": "mines", "results": [["beginner", False, None]] * 5}]
    store.path(UNDER_WAY_FILE).write_text(json.dumps({"notes": hand_made}), encoding="utf-8")
    assert count_left_games(store, running=running) == 0
    assert beginner(store) == (0, 0, 0) and game_stats.load_stats(store, "arrows") == {}


def test_nothing_is_noted_or_counted_with_saving_off(tmp_path):
    """No data folder (saving off): the game plays on, nothing is written or counted."""
    store = DataStore(None)
    assert not note_under_way(store, "mines", BEGINNER_LOSS)
    assert count_left_games(store) == 0
