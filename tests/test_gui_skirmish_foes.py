"""Mirror Skirmish's enemy levels in the window: the Options menu chooses them; banner, game ID and hint show them."""

from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import expert as skirmish_expert
from gamepkg.skirmish import rules as skirmish
from tests.test_gui_game_stats import counts, deal, skirmish_waits, window_text
from tests.test_gui_skirmish import open_game


def option_command(view, level):
    """The Options-menu command and tick mark of enemy level ``level``."""
    for key, mark, command in view.option_items():
        if key == f"skirmish.view.menu.enemy.{level}":
            return command, mark
    raise AssertionError(f"no Options entry for {level}")


def test_the_options_menu_starts_a_game_against_the_chosen_level(app):
    """Enemy: Hard starts a new game against Hard, ticks it, names it in the banner and in the game ID."""
    view = open_game(app, "A-both")
    command, mark = option_command(view, "hard")
    command()
    view.update()
    assert view.session.state.enemy == "hard" and mark.get()
    assert not option_command(view, "lesson")[1].get()
    assert view.session.game_id().startswith("skirmish:A-both-hard#")
    assert view.banner_var.get().endswith("Enemy: Hard")
    app.set_language("ja")
    view.update()
    assert view.banner_var.get().endswith("敵: 手ごわい")
    app.new_game(app.views["skirmish"].engine.PRESETS["B-ally"], view=view)  # a preset keeps the chosen level
    assert view.session.params.enemy == "hard" and view.session.params.case == "B"
    option_command(view, "lesson")[0]()
    assert view.session.state.enemy == skirmish_board.LESSON and "敵:" not in view.banner_var.get()


def test_a_game_id_with_a_level_ticks_it_and_the_hint_says_it_plans_against_that_level(app):
    """Opening skirmish:B-both-normal plays against Normal; the hint's status says whose answers it assumed."""
    view = open_game(app, "B-both-normal")
    assert view.session.state.enemy == "normal" and option_command(view, "normal")[1].get()
    view.hint()
    assert view.hint_move is not None
    assert "planned against the Normal enemy's own answers" in view.status_var.get()
    app.set_language("ja")
    view.hint()
    assert "敵「ふつう」の動きどおりに読んだ見通し" in view.status_var.get()


def test_a_bad_enemy_level_in_a_game_id_is_refused_and_nothing_changes(app):
    """skirmish:A-both-easy is refused with the level message; the game on screen stays as it was."""
    view = open_game(app, "A-ally-hard")
    before = view.session
    problem = app.open_game_id("skirmish:A-both-easy#1", interactive=False)
    assert "skirmish:A-both-hard" in problem and view.session is before  # the level message, with its example
    assert view.session.state.enemy == "hard"


def test_expert_is_offered_its_hint_plans_against_it_and_the_statistics_list_it(app, dialogs):
    """Enemy: Expert starts an Expert game of the new case D (Game → New offers it); the hint against Expert is a
    sure win, planned against the best enemy play (the line says so); a game given up against Expert shows in
    Statistics as 'Expert'.
    (Short: case B's sure win is found within a few hundred nodes, and the given-up game plays one wait.)"""
    view = deal(app, "skirmish", skirmish.PRESETS["D-both"])
    command, mark = option_command(view, "expert")
    command()
    view.update()
    assert view.session.game_id().startswith("skirmish:D-both-expert#") and mark.get()
    assert view.banner_var.get().endswith("Enemy: Expert")
    skirmish_waits(view, actions=1)
    dialogs.questions.clear()
    assert app.new_game(skirmish.PRESETS["B-both"], view=view)  # the preset keeps Expert; D's game is given up
    assert counts(app, "skirmish", "D-both-expert") == (1, 0, None)
    view.hint()
    status = view.status_var.get()
    assert "whatever the enemies do" in status and "planned against the best enemy play, as the Expert" in status
    text = window_text(view)
    assert "D: The Flag in Their Camp (both armies), enemy: Expert\n  Games played: 1" in text


def threads_searched_on(monkeypatch):
    """The threads Expert searches on from now on (a list that grows with each search)."""
    import threading
    searched_on = []
    real_search = skirmish_expert.search_action

    def watched_search(*args, **kwargs):
        """search_action that notes on which thread Expert searched."""
        searched_on.append(threading.current_thread())
        return real_search(*args, **kwargs)
    monkeypatch.setattr(skirmish_expert, "search_action", watched_search)
    return searched_on


def test_expert_thinks_beside_the_window_and_its_answer_is_not_forecast(app, monkeypatch):
    """Against Expert the enemy phase is worked out on the worker thread (long_work.run_long) and the forecast box
    plays only the allies' action ahead, saying so; below Expert both stay on the window's thread as before.
    (One round of case A: two waits, the default budget, so one real Expert phase.)"""
    import threading

    from widgets import long_work
    threads = []
    real_run_long = long_work.run_long

    def watched(app_, view_, work):
        """run_long that notes on which thread the work ran."""
        return real_run_long(app_, view_, lambda: (threads.append(threading.current_thread()), work())[1])
    monkeypatch.setattr("widgets.game_view.run_long", watched)
    view = open_game(app, "A-both-hard")
    assert view.quick_moves
    view = open_game(app, "A-both-expert")
    assert not view.quick_moves
    wait = next(move for move in skirmish_board.legal_moves(view.session.state) if move.startswith("wait"))
    view.focused_action = lambda: wait
    from widgets.skirmish.panel_texts import draw_forecast
    draw_forecast(view)
    assert "not forecast" in view.panel.forecast_var.get() and "After this action" in view.panel.forecast_var.get()
    del view.focused_action
    first_round = view.session.state.round
    searched_on = threads_searched_on(monkeypatch)
    skirmish_waits(view, actions=2)
    assert view.session.state.round == first_round + 1 and threads and threading.main_thread() not in threads
    view.update()  # the log and the steps shown come from what the worker kept: Expert never searched here
    assert searched_on and threading.main_thread() not in searched_on


def test_a_loaded_expert_game_gets_its_steps_worked_out_beside_the_window(app, monkeypatch):
    """A game against Expert shown from elsewhere (a load): the steps of its moves, for the log, are worked out on the
    worker thread before it shows, and they end where the session's moves end. (A small budget: a short test.)"""
    import threading

    from gamepkg.session import Session
    monkeypatch.setattr(skirmish_expert, "EXPERT_STEPS", 40)
    session = Session(skirmish, skirmish.Params("D", "both", enemy="expert"))
    for _ in range(2):
        session.play(next(move for move in skirmish_board.legal_moves(session.state) if move.startswith("wait")))
    view = open_game(app, "A-both")
    searched_on = threads_searched_on(monkeypatch)
    view.adopt_session(session)
    view.update()
    assert searched_on and threading.main_thread() not in searched_on
    assert view.session is session and all(view.frames_of(index)[-1].state == session.state_at(index + 1)
                                           for index in range(len(session.moves)))
    assert threading.main_thread() not in searched_on  # frames_of found them kept: no search on this thread
