"""A counting game under way when the program is ended from outside (Task Manager, kill) counts as lost at the
next start, on the real window (gamepkg/games_under_way.py).

The "next start" is a second suite window on the same data folder in a new run (THIS_RUN changed, as a new
program would have it); the first window is never closed, as a killed program never is. Beginner Minesweeper
and Mirror Skirmish case A keep the games short. Also: a replay stops the Minesweeper clock of the game it
covers.
"""

import json

from gamepkg import game_stats, games_under_way
from gamepkg.savefile import save_session
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import stats as skirmish_stats
from tests.replay_games import short_game
from tests.test_gui_fair_records import beginner_table, finish, second_window
from tests.test_gui_game_stats import DEAL_SEED, deal
from tests.test_gui_mines import BEGINNER, timed_board


def notes(app):
    """(game, table keys) of every note in the data folder."""
    path = app.store.path(games_under_way.UNDER_WAY_FILE)
    if not path.exists():
        return []
    return [(note["game"], [row[0] for row in note["results"]])
            for note in json.loads(path.read_text(encoding="utf-8"))["notes"]]


def restarted(app, monkeypatch):
    """The suite started again on the same folder after the program was ended from outside."""
    monkeypatch.setattr(games_under_way, "THIS_RUN", "a later run")
    return second_window(app)


def test_a_minesweeper_game_left_by_a_killed_program_counts_as_lost(app, monkeypatch):
    """The first click notes the game; the program is ended from outside; the next start counts the loss and
    says so in the notice line."""
    view, _fake = timed_board(app, BEGINNER)
    assert notes(app) == []
    view.on_primary(4, 4)
    assert view.session.status() == "playing" and notes(app) == [("mines", ["beginner"])]
    again = restarted(app, monkeypatch)
    assert (beginner_table(again)["played"], beginner_table(again)["won"]) == (1, 0)
    assert "counted as lost" in again.notice_var.get() and notes(again) == []


def test_a_game_that_ends_in_the_window_leaves_no_note_and_counts_once(app, monkeypatch):
    """A game won in the window is counted as the win it is, and the next start counts nothing more."""
    view, _fake = timed_board(app, BEGINNER)
    finish(view)
    assert notes(app) == []
    again = restarted(app, monkeypatch)
    assert (beginner_table(again)["played"], beginner_table(again)["won"]) == (1, 1)
    assert "counted as lost" not in again.notice_var.get()


def test_a_skirmish_game_taken_back_is_one_loss_and_no_note(app, monkeypatch):
    """Mirror Skirmish: a person's move notes the game; Undo ends its chance (counted as lost at once) and
    removes the note, so the next start does not count it a second time."""
    view = deal(app, "skirmish", skirmish.Params("A", "both"))
    key = skirmish_stats.table_key(view.session.params)
    assert view.session.seed == DEAL_SEED and notes(app) == []
    view.play(view.engine.legal_moves(view.session.state)[0])
    assert notes(app) == [("skirmish", [key])]
    app.undo()
    assert notes(app) == []
    restarted(app, monkeypatch)
    assert game_stats.load_stats(app.store, "skirmish")[key] == {"played": 1, "won": 0, "best": None}


def test_a_replay_over_a_counting_minesweeper_game_asks_and_stops_its_clock(app, dialogs, monkeypatch):
    """Game > Replay of the saved game over a Minesweeper game under way: the save may be this very game, so the
    record gate asks first (widgets/record_gate.py); No keeps the game, noted and timed; Yes gives it up (counted
    as lost, its note gone) and the replay takes the board, its clock standing meanwhile."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    fake.advance(2)
    save_session(app.store, app.save_name(view), short_game("mines"))
    dialogs.answer = False
    assert not app.replay_saved() and not view.replaying()
    assert dialogs.questions and notes(app) == [("mines", ["beginner"])]
    dialogs.answer = True
    assert app.replay_saved() and view.replaying()
    fake.advance(10)
    assert view.clock.elapsed() == 2 and notes(app) == []


def test_a_game_given_up_while_a_replay_shows_counts_in_its_own_table(app):
    """Quit while a replay of another case shows over a Skirmish game under way: the loss goes into the table
    of the game given up, not of the game replayed."""
    view = deal(app, "skirmish", skirmish.Params("A", "both"))
    key = skirmish_stats.table_key(view.session.params)
    view.play(view.engine.legal_moves(view.session.state)[0])
    replayed = short_game("skirmish", preset="B-ally")
    save_session(app.store, app.save_name(view), replayed)
    assert app.replay_saved() and view.session.params != view.game_session().params
    view.give_up_counting_game()
    assert game_stats.load_stats(app.store, "skirmish") == {key: {"played": 1, "won": 0, "best": None}}
    assert notes(app) == []
    app.leave_replay()
