"""Mirror Skirmish's hinted start (issue #35): no seed changes a game, so a hint shows the line of its start.
A start a hint was shown from counts no record in this data folder (every window) until a game from it is
won without help; then it counts again."""

from gamepkg import knowledge
from gamepkg.session import Session
from gamepkg.skirmish import ai as skirmish_ai
from gamepkg.skirmish import rules as skirmish
from tests.test_gui_fair_records import second_window
from tests.test_gui_game_stats import counts, deal, settle, skirmish_win

CASE_A = skirmish.Params("A", "both")
TABLE = "A-both-lesson"
START_KEY = "skirmish:A-both"  # the knowledge key of the start: case A, both allies, the lesson enemy


def hints_before_the_first_move(view):
    """Ask a hint at the start (costs nothing: no game is under way), and return the actions of the line it
    leads to (the hint search's, as a pupil would write them down)."""
    view.hint()
    assert view.hint_move is not None and not view.record_chance.counts
    notes = Session(skirmish, view.session.params, view.session.seed)  # the pupil's notes, beside the window
    while notes.status() == "playing":
        notes.play(skirmish_ai.hint(notes.state).move)
    return notes.moves


def play_line(view, line):
    """Play the written-down actions (or a level's steps), without a hint, each to its end."""
    for move in line:
        view.play(move)
        settle(view)


def test_a_hint_line_replayed_after_f2_sets_no_best(app, dialogs):
    """Hints asked before the first move, then F2 and the same actions: won in round 3, but no best and no
    game counted; the status line says the start was seen."""
    view = deal(app, "skirmish", CASE_A)
    line = hints_before_the_first_move(view)
    assert knowledge.is_known(app.store, "skirmish", START_KEY)
    dialogs.questions.clear()
    app.new_same()  # F2
    assert dialogs.questions == [] and view.record_chance.reason == "start_seen"
    play_line(view, line)
    assert view.session.status() == "won" and view.session.state.round == 3
    assert counts(app, "skirmish", TABLE) == (0, 0, None)
    assert app.tr.t("record.not.start_seen") in view.status_var.get(), view.status_var.get()


def test_a_win_without_help_gives_the_start_back(app):
    """The seen start's next game is practice; won without a hint, the start counts again: the game after
    that is recorded."""
    view = deal(app, "skirmish", CASE_A)
    hints_before_the_first_move(view)
    app.new_same()  # F2
    assert view.record_chance.reason == "start_seen"
    skirmish_win(view)  # the test's own search plays: no hint shown in the window
    assert counts(app, "skirmish", TABLE) == (0, 0, None)
    assert not knowledge.is_known(app.store, "skirmish", START_KEY)
    app.new_same()  # F2
    assert view.record_chance.counts
    skirmish_win(view)
    assert counts(app, "skirmish", TABLE) == (1, 1, 3)


def test_a_hint_in_the_seen_start_keeps_it_seen(app):
    """A game from a seen start won with a hint is no win without help: the start stays seen."""
    view = deal(app, "skirmish", CASE_A)
    hints_before_the_first_move(view)
    app.new_same()  # F2
    line = hints_before_the_first_move(view)
    play_line(view, line)
    assert knowledge.is_known(app.store, "skirmish", START_KEY)
    app.new_same()  # F2
    assert view.record_chance.reason == "start_seen"


def hint_in_another_window(app):
    """Window A deals case A and makes its first move; window B deals the same start and asks a hint before its
    first move. Returns (A's view, window B, B's view)."""
    view_a = deal(app, "skirmish", CASE_A)
    view_a.play(skirmish_ai.hint(view_a.session.state).move)
    settle(view_a)
    window_b = second_window(app)
    view_b = window_b.select_game("skirmish")
    window_b.set_animation_speed("instant")
    window_b.new_game(CASE_A, view=view_b)
    hints_before_the_first_move(view_b)
    return view_a, window_b, view_b


def test_a_hint_in_another_window_stops_the_game_counting_here(app):
    """Window A plays case A; window B asks a hint at the same start: A's win sets no best, and counts as the
    loss of a game given up."""
    view_a, _window_b, _view_b = hint_in_another_window(app)
    skirmish_win(view_a)
    assert counts(app, "skirmish", TABLE) == (1, 0, None) and view_a.record_chance.reason == "known"


def test_a_start_won_alone_in_another_window_does_not_clear_a_game_under_way_here(app):
    """Window A plays case A; window B asks a hint at the same start, then wins a game from it without help
    (the start counts again for games dealt from now on). A's game was under way while the line was shown:
    A's win sets no best and counts as the loss of a game given up."""
    view_a, window_b, view_b = hint_in_another_window(app)
    window_b.new_same()
    assert view_b.record_chance.reason == "start_seen"
    skirmish_win(view_b)
    assert not knowledge.is_known(app.store, "skirmish", START_KEY)
    skirmish_win(view_a)
    assert counts(app, "skirmish", TABLE) == (1, 0, None) and view_a.record_chance.reason == "known"
