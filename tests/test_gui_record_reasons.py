"""Each reason a game does not count has its true words (issue #34, point 8): a lesson says it is a lesson, a
replay that it is a replay, never "opened from a save"."""

from gamepkg.i18n import LANGUAGES
from gamepkg.savefile import save_session
from tests.replay_games import short_game
from widgets.lesson_coach import open_lesson


def test_a_lesson_says_it_is_a_lesson(app):
    """Every step of Minesweeper's lesson: the status line says it is a lesson, not a game opened from a save."""
    view = app.select_game("mines")
    assert open_lesson(view)
    for language in LANGUAGES:
        app.set_language(language)
        text = view.status_var.get()
        assert app.tr.t("record.not.lesson") in text and app.tr.t("record.not.save") not in text, text
    view.coach.leave()


def test_a_replay_says_it_is_a_replay(app, gui):
    """A replay of a loaded Delayed Walls game: each position says it is a replay, not where the game came from."""
    view = app.select_game("walls")
    save_session(app.store, app.save_name(view), short_game("walls"))
    assert app.load() and app.tr.t("record.not.save") in view.status_var.get()  # the game itself: a save's
    assert app.replay_shown()
    gui.press(view.replay_bar, "Right")
    for language in LANGUAGES:
        app.set_language(language)
        text = view.status_var.get()
        assert app.tr.t("record.not.in_replay") in text and app.tr.t("record.not.save") not in text, text
    gui.press(view.replay_bar, "Escape")
    assert app.tr.t("record.not.save") in view.status_var.get()  # the game again


def test_leaving_a_lesson_gives_back_the_game_with_its_own_chance(app):
    """A dealt game not begun still counts after a lesson; one under way no longer does, and says why in words."""
    view = app.select_game("mines")
    app.new_game(view.session.params)
    assert open_lesson(view)
    view.coach.leave()
    assert view.record_chance.counts and app.tr.t("record.not.save") not in view.status_var.get()
    view.play("o0,0")
    if view.session.status() == "playing":  # (a first open may clear a small board at once)
        assert open_lesson(view)
        view.coach.leave()
        assert not view.record_chance.counts and view.record_chance.reason == "lesson_break"


def test_a_lesson_over_a_counting_game_under_way_asks_and_counts_it_as_lost(app, dialogs):
    """F3 in a counting game under way asks first, as New does: No keeps the game counting and opens no lesson;
    Yes counts it as played and lost, then opens the lesson (it let a pupil leave a game about to be lost with no
    loss, and come back to it after the lesson)."""
    from tests.test_gui_fair_records import beginner_table
    from tests.test_gui_mines_record_questions import counting_game
    view = counting_game(app)
    dialogs.answer = False
    app.start_lesson()
    assert dialogs.questions == ["confirm.abandon"] and view.lesson is None
    assert view.counting_game_under_way() and beginner_table(app)["played"] == 0
    dialogs.answer = True
    app.start_lesson()
    assert view.lesson is not None and (beginner_table(app)["played"], beginner_table(app)["won"]) == (1, 0)
    view.coach.leave()
    assert not view.record_chance.counts


def test_every_tab_that_counts_a_given_up_game_asks_before_a_hint_ends_its_record(app, dialogs):
    """The question before a hint is the suite's (widgets/record_hooks.py), not Minesweeper's alone: Arrow Rotation
    and Mirror Skirmish ask too, in a counting game under way. No keeps it counting and shows no hint."""
    from gamepkg.arrows import rules as arrows
    from gamepkg.skirmish import rules as skirmish
    from tests.test_gui_game_stats import deal, settle
    for game, params in (("arrows", arrows.PRESETS["vs_easy_5x5"]), ("skirmish", skirmish.PRESETS["A-both"])):
        view = deal(app, game, params)
        view.play(next(iter(view.engine.legal_moves(view.session.state))))
        settle(view)
        assert view.counting_game_under_way(), game
        dialogs.questions.clear()
        dialogs.answer = False
        status = view.status_var.get()
        view.hint()
        assert dialogs.questions == ["record.confirm.hint"], game
        assert view.counting_game_under_way() and view.status_var.get() == status, game
        dialogs.answer = True
        view.hint()
        assert not view.record_chance.counts, game
