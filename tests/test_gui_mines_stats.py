"""Minesweeper Game > Statistics on the real window: a win, a loss, the window, and a Reset that asks first."""

from gamepkg.mines import stats as mines_stats
from tests.test_gui_mines import BEGINNER, play_until, timed_board


def beginner_table(app):
    """The Beginner statistics as stored in the data folder."""
    return mines_stats.load_stats(app.store)["beginner"]


def lose(view):
    """Open a cell, then a mine: the game is lost."""
    view.on_primary(4, 4)
    view.on_primary(*sorted(view.session.state.mines)[0])
    assert view.session.status() == "lost"


def statistics_entry(app):
    """The index of Game > Statistics in the Game menu (found by its label)."""
    for index in range(app.game_menu.index("end") + 1):
        if app.game_menu.type(index) == "command" and app.game_menu.entrycget(index, "label") == "Statistics":
            return index
    raise AssertionError("no Statistics entry in the Game menu")


def test_a_win_then_a_loss_count_and_the_window_shows_them(app):
    """A win (its time named as the new best) and a loss: played 2, won 1 (50%), streak 0, longest 1."""
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 30)
    assert "30.0 s, number 1" in view.status_var.get()
    view, fake = timed_board(app, "mines:9x9n10#4")
    lose(view)
    table = beginner_table(app)
    assert (table["played"], table["won"], table["streak"], table["best_streak"]) == (2, 1, 0, 1)
    app.game_menu.invoke(statistics_entry(app))
    text = view.stats_window.shown_text()
    assert "Games played: 2" in text and "Games won: 1 (50%)" in text and "Longest winning streak: 1" in text
    assert "1. 30.0 s" in text


def test_a_loss_taken_back_and_a_custom_board_count_once(app):
    """Undoing the losing click and winning counts only the loss; a custom board goes to its own table."""
    view, fake = timed_board(app, "mines:9x9n10#4")
    lose(view)
    app.undo()
    play_until(view, fake, 10)
    table = beginner_table(app)
    assert (table["played"], table["won"]) == (1, 0) and table["times"] == []
    view, fake = timed_board(app, "mines:12x10n8#2")
    play_until(view, fake, 12)
    assert mines_stats.load_stats(app.store)["custom"]["won"] == 1


def test_reset_asks_first_and_clears_the_window_and_the_file(app, dialogs):
    """Reset answered No changes nothing; answered Yes clears the file and the open window shows zeros."""
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 20)
    view.show_statistics()
    window = view.stats_window
    dialogs.answer = False
    window.reset_button.invoke()
    assert dialogs.questions == ["mines.stats.reset_ask"] and beginner_table(app)["won"] == 1
    dialogs.answer = True
    window.reset_button.invoke()
    assert beginner_table(app) == mines_stats.empty_table()
    assert "Games played: 1" not in window.shown_text() and "Games played: 0" in window.shown_text()


def test_the_window_is_translated(app):
    """In Japanese the statistics window has Japanese labels and buttons."""
    app.set_language("ja")
    view = app.views["mines"]
    view.show_statistics()
    window = view.stats_window
    assert "遊んだ回数: 0回" in window.shown_text() and window.reset_button.cget("text") == "リセット"
    assert window.title() == "マインスイーパーの統計"


def test_an_open_window_follows_a_language_switch(app):
    """Statistics opened in English turns Japanese when the language changes."""
    view = app.views["mines"]
    view.show_statistics()
    app.set_language("ja")
    window = view.stats_window
    assert "遊んだ回数" in window.shown_text() and window.close_button.cget("text") == "閉じる"
    app.set_language("en")
    assert "Games played" in window.shown_text() and window.title() == "Minesweeper statistics"
