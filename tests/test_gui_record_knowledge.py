"""Knowledge per data folder (issue #35, gamepkg/knowledge.py): what one window shows, a second window on the
same folder knows. A game another window loaded (or opened by its game ID) while this one still plays it sets
no record here, and counts as the loss it was given up for."""

from gamepkg import knowledge
from tests.test_gui_fair_records import beginner_table, finish, second_window
from tests.test_gui_mines import BEGINNER, beginner_times, timed_board


def test_a_save_loaded_in_another_window_stops_the_game_counting_here(app):
    """Window A: one click, Ctrl+S. Window B: Ctrl+O (it could click until a mine shows them all). A wins:
    no best time, and the statistics hold A's game as played and lost."""
    view_a, _fake = timed_board(app, BEGINNER)
    view_a.on_primary(4, 4)
    assert app.save()
    window_b = second_window(app)
    window_b.select_game("mines")
    assert window_b.load()
    assert knowledge.is_known(app.store, "mines", view_a.session.game_id())
    finish(view_a)
    assert beginner_times(app) == []
    assert (beginner_table(app)["played"], beginner_table(app)["won"]) == (1, 0)
    assert view_a.record_chance.reason == "known"


def test_a_game_id_opened_in_another_window_stops_the_game_counting_here(app):
    """B opens A's game ID (B may lose on purpose to see every mine): A's win sets no record either."""
    view_a, _fake = timed_board(app, BEGINNER)
    view_a.on_primary(4, 4)
    window_b = second_window(app)
    assert window_b.open_game_id(view_a.session.game_id(), interactive=False) is None
    finish(view_a)
    assert beginner_times(app) == []
    assert (beginner_table(app)["played"], beginner_table(app)["won"]) == (1, 0)


def test_a_game_nobody_else_saw_still_counts(app):
    """The check costs a fair game nothing: A's win alone is a best time and a game won."""
    view_a, _fake = timed_board(app, BEGINNER)
    view_a.on_primary(4, 4)
    assert app.save()
    finish(view_a)
    assert len(beginner_times(app)) == 1
    assert (beginner_table(app)["played"], beginner_table(app)["won"]) == (1, 1)
