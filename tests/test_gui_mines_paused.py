"""Minesweeper says "Paused" whenever its board is hidden (issue #34, 19): behind a question the board turned
all covered with no word of why, as if the game had been reset."""

import pytest

from tests.test_gui_mines import BEGINNER, timed_board
from widgets.app import SuiteApp
from widgets.dialogs import MessageDialog
from widgets.mines.looks import HIDDEN


def while_question_open(app, seen):
    """Once the suite's question is on screen: note the Minesweeper banner and whether every cell is drawn
    covered, then close the question unanswered (No)."""
    def look():
        """Find the question (or look again shortly)."""
        boxes = [w for w in app.root.winfo_children() if isinstance(w, MessageDialog) and w.winfo_viewable()]
        if not boxes:
            app.root.after(20, look)
            return
        view = app.views["mines"]
        looks = [view.board.cell_look(x, y) for x in range(9) for y in range(9)]
        seen.append((view.banner_var.get(), all(look[0] == HIDDEN for look in looks)))
        boxes[0].destroy()
    app.root.after(20, look)


@pytest.mark.parametrize("language, paused", [("en", "Paused"), ("ja", "一時停止中")])
def test_the_board_behind_a_question_says_paused(app, language, paused):
    """F2 in a counting game asks first: behind the question the board is covered and the banner says Paused;
    after No the board and the banner are back."""
    app.set_language(language)
    view, _fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    app.ask_yes_no = lambda key, **fields: SuiteApp.ask_yes_no(app, key, **fields)  # the window's own box
    seen = []
    while_question_open(app, seen)
    app.new_same()
    assert seen == [(paused, True)]
    assert view.banner_var.get() == "" and not view.board_covered()
    assert view.board.cell_look(4, 4)[0] != HIDDEN


def test_how_to_play_and_another_tab_say_paused_too(app):
    """How to Play open over a game under way, or another tab chosen: covered, and the banner says why."""
    view, _fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    view.on_help(True)
    assert view.board_covered() and view.banner_var.get() == "Paused"
    view.on_help(False)
    assert view.banner_var.get() == ""
    app.select_game("arrows")
    app.root.update()  # the tab change is an event
    assert view.board_covered() and view.banner_var.get() == "Paused"
    app.select_game("mines")
    app.root.update()
    assert not view.board_covered() and view.banner_var.get() == ""


def test_a_board_not_begun_is_not_covered_and_not_paused(app):
    """Before the first click nothing is hidden (nothing to study), and nothing says paused."""
    view, _fake = timed_board(app, BEGINNER)
    view.on_help(True)
    assert not view.board_covered() and view.banner_var.get() == ""
