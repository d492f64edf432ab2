"""Knowledge per data folder (issue #35, gamepkg/knowledge.py): what one window shows, a second window on the
same folder knows. A game another window loaded, replayed from its save or opened by its game ID while this one
still plays it sets no record here, and counts as the loss it was given up for; a hint marks its game for every
window. (A shown solution and an editor copy in another window: tests/test_gui_record_seven_ways.py, Delayed
Walls; a Skirmish hint in another window: tests/test_gui_record_skirmish_start.py.)"""

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


def test_a_replay_of_the_save_in_another_window_stops_the_game_counting_here(app):
    """Window A: one click, Ctrl+S. Window B: Game > Replay > The saved game (no load: it could slide to the end
    of the save and see the board). A wins: no best time, and A's game counts as played and lost."""
    view_a, _fake = timed_board(app, BEGINNER)
    view_a.on_primary(4, 4)
    assert app.save()
    window_b = second_window(app)
    view_b = window_b.select_game("mines")
    assert window_b.replay_saved() and view_b.replaying()
    assert knowledge.is_known(app.store, "mines", view_a.session.game_id())
    finish(view_a)
    assert beginner_times(app) == []
    assert (beginner_table(app)["played"], beginner_table(app)["won"]) == (1, 0)


def test_a_garden_match_loaded_in_another_window_counts_as_lost_here(app):
    """Against the computer mole: A saves, B loads it (and could watch its replay to A's move, with the mole's
    roots shown). A plays to the end: the match counts as played and lost, whatever its result."""
    from gamepkg.garden import rules as garden
    from tests.test_gui_game_stats import counts, deal, garden_plays
    view_a = deal(app, "garden", garden.PRESETS["vs_computer_mole_normal"])
    garden_plays(view_a, actions=2)
    assert app.save()
    window_b = second_window(app)
    window_b.select_game("garden")
    assert window_b.load()
    garden_plays(view_a)
    assert counts(app, "garden", "gardener-normal")[:2] == (1, 0) and view_a.record_chance.reason == "known"


def test_a_hint_marks_the_game_known_for_every_window(app, dialogs):
    """A Minesweeper hint (asked, and answered Yes: the game is given up) marks the game in knowledge.json,
    which a second window on the same folder reads."""
    view_a, _fake = timed_board(app, BEGINNER)
    view_a.on_primary(4, 4)
    view_a.hint()
    assert dialogs.questions and view_a.record_chance.reason == "hint"
    window_b = second_window(app)
    assert knowledge.is_known(window_b.store, "mines", view_a.session.game_id())
