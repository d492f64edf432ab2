"""Minesweeper asks before a hint, an undo or a copied game ID turns a counting game into a loss (issue #34, 21).

They used to end the game's record chance at once and count it as played and lost, the status line saying so
after the fact. Now each asks first, as Windows 7 Minesweeper's New does: No keeps the game as it was, counting.
"""

import pytest

from tests.test_gui_dialogs import press_enter_when_shown
from tests.test_gui_fair_records import beginner_table
from tests.test_gui_mines import BEGINNER, timed_board
from widgets.app import SuiteApp

ACTIONS = {"hint": "hint", "undo": "undo", "id_shown": "copy_game_id"}  # the question's event: the command


def counting_game(app):
    """A dealt Beginner game (it counts) one click in, under way."""
    view, _fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    assert view.counting_game_under_way()
    return view


@pytest.mark.parametrize("event", sorted(ACTIONS))
def test_no_keeps_the_game_counting_and_unchanged(app, dialogs, event):
    """No: the game is as it was (same position, no hint shown, the clipboard untouched), still counting, and
    the statistics hold no game."""
    view = counting_game(app)
    app.root.clipboard_clear()
    app.root.clipboard_append("before")
    state, status = view.session.state, view.status_key()
    dialogs.answer = False
    getattr(app, ACTIONS[event])()
    assert dialogs.questions == [f"mines.confirm.{event}"]
    assert view.session.state is state and view.status_key() == status and view.shown_hint is None
    assert view.record_chance.counts and view.counting_game_under_way()
    assert beginner_table(app)["played"] == 0
    assert app.root.clipboard_get() == "before"


@pytest.mark.parametrize("event", sorted(ACTIONS))
def test_yes_goes_ahead_and_counts_the_game_as_lost(app, dialogs, event):
    """Yes: the action happens, the game stops counting, and it is in the statistics as played and lost."""
    view = counting_game(app)
    dialogs.answer = True
    getattr(app, ACTIONS[event])()
    assert dialogs.questions == [f"mines.confirm.{event}"]
    assert view.record_chance.reason == ("undo" if event == "undo" else event)
    table = beginner_table(app)
    assert (table["played"], table["won"]) == (1, 0)
    assert view.status_var.get().endswith("; counted as a game played and lost)")


def test_nothing_is_asked_when_nothing_would_be_lost(app, dialogs):
    """A game not begun, a practice game and a hint that tells nothing of the mines (the first click) ask
    nothing and count nothing."""
    view, _fake = timed_board(app, BEGINNER)
    app.hint()  # before the first click: "the first open is always safe"
    app.copy_game_id()  # the game has not begun: it stops counting, but nothing is lost
    view.on_primary(4, 4)
    app.undo()  # a game that no longer counts
    app.hint()
    assert dialogs.questions == [] and beginner_table(app)["played"] == 0


def test_the_real_question_answers_no_on_enter(app):
    """In the suite's own message box, Enter answers No: the hint is not shown and the game still counts."""
    view = counting_game(app)
    app.ask_yes_no = lambda key, **fields: SuiteApp.ask_yes_no(app, key, **fields)  # the window's own box
    focused = []
    press_enter_when_shown(app, focused)
    app.hint()
    assert focused == ["No"] and view.shown_hint is None and view.record_chance.counts
    assert beginner_table(app)["played"] == 0
