"""Issue 20 on the real window: each way a pupil set an unearned record by playing, and that it sets none now.

Only a game the suite dealt at random in this window counts (gamepkg/fair_play.py); anything opened from a
game ID or a save is practice, a hint or undo or a shown ID ends the chance, and a counting game given up is
a loss. Small boards (Beginner, tiny custom ones) and Delayed Walls' six-move level A keep these quick.
"""

import tkinter

from gamepkg.fair_play import DEALT
from gamepkg.i18n import TUPLE_LANGUAGES
from gamepkg.mines import stats as mines_stats
from gamepkg.walls import rules as walls
from tests.conftest import DialogRecorder
from tests.test_gui_dialogs import press_enter_when_shown
from tests.test_gui_mines import (
    BEGINNER,
    FakeTime,
    beginner_times,
    dealt_board,
    fixed_board,
    layout_id,
    play_until,
    safe_cells_left,
    timed_board,
)
from tests.test_gui_walls import keys, open_walls, settle, stored_bests
from widgets.app import SuiteApp


def beginner_table(app):
    """The Beginner statistics as stored in the data folder."""
    return mines_stats.load_stats(app.store)["beginner"]


def finish(view):
    """Open every safe cell left: the game is won."""
    if view.session.state.mines is None:
        view.on_primary(4, 4)
    while safe_cells_left(view):
        view.on_primary(*safe_cells_left(view)[0])
    assert view.session.status() == "won"


def second_window(app):
    """Another suite window on the same data folder (as a second copy of the program would be)."""
    other = SuiteApp(tkinter.Toplevel(app.root), app.store, language="en")
    DialogRecorder().install(other)
    return other


# ----- the cheats of the issue -----
def test_clock_rollback_through_another_game_sets_no_record(app, dialogs):
    """Save at 2.2 s, study the board until 8.2 s, F2 (a counted loss), Ctrl+O: the clock is back at 2.2 s,
    but a loaded game is practice: the win says so and sets no best time."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    fake.advance(2.2)
    assert app.save()
    fake.advance(6)
    app.new_same()
    assert dialogs.questions == ["confirm.abandon"]
    assert app.load() and view.clock.elapsed() == 2.2
    fake.advance(0.01)
    finish(view)
    assert beginner_times(app) == []
    assert view.status_var.get().endswith("Practice: not recorded (opened from a save).")
    assert (beginner_table(app)["played"], beginner_table(app)["won"]) == (1, 0)  # the game given up


def test_a_hint_after_a_save_is_not_forgotten_by_loading(app):
    """Save, Ctrl+H (the chance is gone), F2, Ctrl+O: the loaded game still sets no record."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    assert app.save()
    app.hint()
    app.new_same()
    assert app.load()
    play_until(view, fake, 5)
    assert view.session.status() == "won" and beginner_times(app) == []


def test_restarting_through_a_copied_game_id_sets_no_record(app, dialogs):
    """Open cells, Copy Game ID (the chance ends then), F2, Enter Game ID: the same board with the clock at 0
    is practice."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    app.copy_game_id()
    assert view.status_var.get().endswith("(Not recorded: the game ID was shown; counted as a game played and lost)")
    game_id = view.session.game_id()
    app.new_same()
    dialogs.text_answer = game_id
    app.enter_game_id()
    assert view.session.game_id() == game_id and view.clock.elapsed() == 0
    play_until(view, fake, 3)
    assert beginner_times(app) == [] and beginner_table(app)["won"] == 0


def test_a_game_id_that_chooses_the_board_sets_no_record(app):
    """mines:9x9n10#21366 opens entirely with its centre click (a 0.0 s best before); mines:9x9n80 (no seed)
    wins on its first click every time (it padded the custom wins and streak): both are practice."""
    view = fixed_board(app, "mines:9x9n10#21366")
    view.on_primary(4, 4)
    assert view.session.status() == "won" and beginner_times(app) == []
    assert "Practice: not recorded (opened from a game ID)" in view.status_var.get()
    view = fixed_board(app, "mines:9x9n80")
    view.on_primary(4, 4)
    assert view.session.status() == "won"
    assert mines_stats.load_stats(app.store)["custom"] == mines_stats.empty_table()


def test_a_finished_game_never_counts_again_however_many_games_follow(app, monkeypatch):
    """The ended-games list was flushed by 500 instant games (here a list of one, the old ENDED_KEPT lowered):
    after a restart of the suite the finished game's ID counted again. A game ID is practice now."""
    monkeypatch.setattr(mines_stats, "ENDED_KEPT", 1, raising=False)
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 20)
    game_id = view.session.game_id()
    for seed_id in ("mines:9x9n10#4", "mines:9x9n10#5"):
        view, fake = timed_board(app, seed_id)
        play_until(view, fake, 30)
    assert beginner_times(app) == [20.0, 30.0, 30.0]
    again = second_window(app)  # the suite started again on the same folder
    assert again.open_game_id(game_id, interactive=False) is None
    view = again.views["mines"]
    view.clock.time_source = FakeTime()
    finish(view)
    assert beginner_times(app) == [20.0, 30.0, 30.0]


def test_two_windows_on_one_folder_cannot_share_a_board(app):
    """Window B opens A's game ID while A plays it; A clicks a mine to see the layout; B clears the board:
    no best time (B's game is practice), and A's game counts once, as the loss it was."""
    view_a, fake = timed_board(app, BEGINNER)
    view_a.on_primary(4, 4)
    window_b = second_window(app)
    assert window_b.open_game_id(view_a.session.game_id(), interactive=False) is None
    view_b = window_b.views["mines"]
    view_b.clock.time_source = FakeTime()
    view_b.on_primary(4, 4)
    view_a.on_primary(*sorted(view_a.session.state.mines)[0])
    assert view_a.session.status() == "lost"
    finish(view_b)
    assert beginner_times(app) == []
    assert (beginner_table(app)["played"], beginner_table(app)["won"]) == (1, 0)


def test_following_the_walls_hints_records_no_best_nor_star(app):
    """Ctrl+H followed to the exit cleared level A at par and recorded 6 ★; now it says why it is not recorded,
    and walking the same moves again after R is practice too (the level's way was shown)."""
    view = open_walls(app)
    while view.session.status() == walls.PLAYING:
        app.hint()
        settle(view)
        view.play(view.hint_move)
    assert view.session.status() == walls.WON and stored_bests(app) == {}
    assert view.status_var.get() == "Cleared in 6 moves! Not recorded: a hint was used."
    assert view.banner_var.get() == "Cleared in 6 moves (not recorded)"
    assert view.levels.row_values()["shipped:a"][1] != "6 \u2605"
    moves = list(view.session.moves)
    app.restart()
    assert not view.record_chance.counts
    keys(view, *[{"U": "Up", "D": "Down", "L": "Left", "R": "Right"}[move] for move in moves])
    assert view.session.status() == walls.WON and stored_bests(app) == {}
    again = second_window(app)  # another window on the folder knows it too
    assert again.select_game("walls").record_chance.reason == "seen"


def test_walls_undo_ends_the_attempt_and_restart_begins_a_fresh_one(app):
    """The seed's Undo is part of Delayed Walls, but a win after it is not recorded; R gives a fresh attempt."""
    view = open_walls(app)
    keys(view, "Right", "Right", "Left", "Left", "z", "Right")
    assert view.record_chance.reason == "undo"
    app.restart()
    keys(view, "Right", "Right", "Up", "Down", "Right", "Right")
    assert list(stored_bests(app).values()) == [6]


def test_games_given_up_count_as_lost(app, dialogs):
    """One win, then games left with F2 after their first click: each asks first and counts as played and
    lost (20 such games left played 1, won 1, streak 1). No keeps the game."""
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 10)
    for _ in range(3):
        app.new_same()
        view.on_primary(4, 4)
    dialogs.answer = False
    shown = view.session
    app.new_same()
    assert view.session is shown and dialogs.questions == ["confirm.abandon"] * 3
    table = beginner_table(app)
    assert (table["played"], table["won"], table["streak"], table["best_streak"]) == (3, 1, 0, 1)


def test_load_and_quit_ask_before_giving_up_a_counting_game(app, dialogs):
    """Loading or quitting while a counting game is under way asks first (counted as a loss on Yes); a game
    not begun yet, or not counting, asks nothing of the kind."""
    view, fake = timed_board(app, BEGINNER)
    assert app.save()
    view.on_primary(4, 4)
    dialogs.answer = False
    assert not app.load() and not app.quit()
    assert dialogs.questions == ["confirm.abandon", "confirm.abandon_quit"]
    assert beginner_table(app)["played"] == 0
    dialogs.answer = True
    assert app.load() and beginner_table(app)["played"] == 1
    view.on_primary(0, 0)
    assert view.record_chance.reason == "save" and app.quit()
    assert dialogs.questions[2:] == ["confirm.abandon", "confirm.quit"]
    assert beginner_table(app)["played"] == 1


def test_the_question_before_giving_up_has_no_as_its_default(app):
    """Enter on the question answers No (the No button has the focus): the game goes on unless the player
    chooses Yes. An ordinary question that can lose progress has No as its default too."""
    focused = []
    press_enter_when_shown(app, focused)
    assert SuiteApp.ask_yes_no(app, "confirm.abandon") is False
    press_enter_when_shown(app, focused)
    assert SuiteApp.ask_yes_no(app, "confirm.discard") is False  # every question that can lose progress
    assert focused == ["No", "No"]


# ----- the player always knows -----
def test_the_status_line_says_the_moment_a_game_stops_counting_and_again_at_its_end(app):
    """A hint: the status line says it is not recorded now (and counted as lost); the win says it again."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    app.hint()
    assert view.status_var.get().endswith("(Not recorded: a hint was used; counted as a game played and lost)")
    play_until(view, fake, 7)
    assert view.status_var.get() == "Cleared in 7.0 seconds. Not recorded: a hint was used."
    app.undo()
    assert view.status_var.get() == app.tr.t("mines.view.ready")  # nothing more to say: it is counted once
    app.set_language("ja")
    app.redo()
    assert view.status_var.get() == "7.0秒でクリアしました。記録に残りません: ヒントを使いました。"


def test_a_dealt_game_counts_and_says_nothing_of_practice(app):
    """The game F2 deals counts: its win is a best time, and the status line names it."""
    view, fake = timed_board(app, BEGINNER)
    assert view.record_chance.opened == DEALT and view.status_var.get() == app.tr.t("mines.view.ready")
    play_until(view, fake, 12)
    assert beginner_times(app) == [12.0] and "A new best time: 12.0 s, number 1!" == view.status_var.get()


# ----- no-guess boards -----
def test_no_guess_boards_keep_their_own_tables(app):
    """A no-guess Beginner win goes into its own table, shown in the Statistics window beside the ordinary one."""
    view = dealt_board(app, "mines:9x9n10g#3")
    view.clock.time_source = fake = FakeTime()
    play_until(view, fake, 15)
    stats = mines_stats.load_stats(app.store)
    assert stats["beginner"] == mines_stats.empty_table()
    assert stats["beginner-no-guess"]["won"] == 1 and stats["beginner-no-guess"]["times"][0]["seconds"] == 15
    view.show_statistics()
    text = view.stats_window.shown_text()
    assert "No-guess boards: Beginner (9x9, 10 mines)\n  Games played: 1" in text and "1. 15.0 s" in text


def test_a_no_guess_generator_that_gives_up_says_so_and_counts_as_ordinary(app):
    """30x16 with 170 mines: no board solvable without guessing is found; the status line says so at the first
    click, and the game goes into the ordinary custom table."""
    view = dealt_board(app, "mines:30x16n170g#7")
    view.on_primary(5, 5)
    assert view.session.state.gave_up_no_guess
    assert view.status_var.get() == app.tr.t("mines.no_guess_gave_up")
    assert "ordinary board" in view.status_var.get()
    assert view.best_times_key() == "custom"


def test_how_to_play_states_the_rule_in_both_languages(app):
    """Help > How to Play of Minesweeper and Delayed Walls says what counts, in Japanese and in English."""
    says = {"en": ("dealt at random", "Practice: not recorded", "no hint"),
            "ja": ("アプリが配った盤面", "練習です。記録に残りません", "ヒント")}
    walls_says = {"en": ("Records:", "R starts a fresh attempt"), "ja": ("記録:", "新しい挑戦として数えます")}
    for language in TUPLE_LANGUAGES:
        app.set_language(language)
        mines_help = app.select_game("mines").help_text()
        walls_help = app.select_game("walls").help_text()
        assert all(phrase in mines_help for phrase in says[language]), language
        assert all(phrase in walls_help for phrase in walls_says[language]), language


def test_f2_on_a_board_a_game_id_fixed_is_no_deal(app):
    """A fixed-layout Minesweeper ID, or a Delayed Walls level only an ID names, then F2: the same known
    board again, so still practice (F2 on an ordinary ID deals a new random board, which counts)."""
    view = fixed_board(app, layout_id(3, 3, [(0, 0)]))
    app.new_same()
    assert view.session.params.layout and view.record_chance.reason == "game_id"
    view.on_primary(2, 2)
    assert view.session.status() == "won"
    assert mines_stats.load_stats(app.store)["custom"] == mines_stats.empty_table()
    walls_view = open_walls(app)
    made_up = walls.Params("Mine", walls.PRESETS["a"].rows)
    assert app.open_game_id("walls:" + made_up.encode(), interactive=False) is None
    app.new_same()
    assert walls_view.session.params == made_up and walls_view.record_chance.reason == "game_id"
    keys(walls_view, "Right", "Right", "Up", "Down", "Right", "Right")
    assert walls_view.session.status() == walls.WON and stored_bests(app) == {}
