"""Issue 38: the coach in the real window: nothing in the tab leaves a lesson without a question that names
it, the coach line keeps one height through the whole lesson (the board below never moves), the Chapters
menu starts a chapter, and a move that went another way gets the step's own hint.

Covered: Minesweeper's and Arrow Rotation's lessons (tiny boards: a few seconds), English and Japanese for
the height. The five lessons' steps themselves are played in tests/test_gui_lessons.py.
"""

import pytest

from gamepkg.i18n import LANGUAGES
from gamepkg.lesson_steps import chapters, game_rules, lesson_steps
from gamepkg.registry import GAMES
from gamepkg.savefile import save_session
from tests.conftest import press
from tests.test_gui_lessons import give_move, play_step, start_lesson


def test_new_game_load_and_game_id_in_a_lesson_ask_first_and_no_keeps_it(app, dialogs):
    """F2, Load and Enter Game ID ask a question that names the lesson; No keeps the step as it was, Yes
    leaves the lesson for the new game."""
    mines = app.select_game("mines")
    save_session(app.store, app.save_name(mines), mines.session)  # a save for Load to offer
    view = start_lesson(app, "mines")
    session = view.session
    dialogs.answer = False
    dialogs.text_answer = "mines:9x9n10#3"
    for command in (lambda: press(view.board, "F2"), app.load, app.enter_game_id):
        dialogs.questions.clear()
        command()
        app.root.update()
        assert dialogs.questions == ["lesson.confirm.leave"]
        assert view.coach is not None and view.session is session
    dialogs.answer = True
    press(view.board, "F2")
    assert view.coach is None and view.lesson is None and view.session is not session


def test_leaving_a_lesson_over_a_game_under_way_says_that_game_goes_too(app, dialogs):
    """A game with moves before F3: the question to leave the lesson says that game is lost too."""
    view = app.select_game("mines")
    view.update()
    view.play("o4,4")
    view.person_moved = True
    app.root.update()
    press(view.board, "F3")
    assert view.coach is not None
    dialogs.questions.clear()
    dialogs.answer = False
    press(view.board, "F2")
    assert dialogs.questions[-1] == "lesson.confirm.leave_game" and view.coach is not None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_coach_keeps_one_height_through_a_step(app, language):
    """Through a wrong move, Try Again, the intended moves and the passed step, the coach's height and the
    board's place on screen stay the same (the next step may differ: its board is another)."""
    app.set_language(language)
    view = start_lesson(app, "arrows")
    view.update()

    def places():
        """The coach's height and the board's top edge on screen."""
        view.update()
        return view.coach.winfo_height(), view.board.winfo_rooty()

    first = places()
    steps = lesson_steps("arrows")
    wrong = next(move for move in view.engine.legal_moves(view.session.state) if move != steps[0].moves[0])
    give_move(view, wrong)
    assert view.lesson.phase in ("elsewhere", "ended") and places() == first
    view.coach.again_button.invoke()
    assert places() == first
    play_step(view, steps[0])
    assert view.lesson.phase == "passed" and places() == first
    view.coach.next_button.invoke()
    second = places()
    give_move(view, next(move for move in view.engine.legal_moves(view.session.state) if move != steps[1].moves[0]))
    assert view.lesson.index == 1 and places() == second


def test_a_move_another_way_gets_the_steps_own_hint_in_the_coach_line(app):
    """A likely mistake of a Minesweeper step, made by a real click: the coach line shows that mistake's own
    hint (never only the shared sentence)."""
    view = start_lesson(app, "mines")
    index, step = next((index, step) for index, step in enumerate(lesson_steps("mines"))
                       if any(not mistake.status for mistake in step.mistakes))
    mistake = next(mistake for mistake in step.mistakes if not mistake.status)
    view.coach.go_to(index)
    for move in mistake.moves:
        give_move(view, move)
    assert view.lesson.phase == "elsewhere"
    hint = view.resolve(view.lesson.hint())
    assert view.lesson.hint().key.endswith(f"mistake.{mistake.hint}") and hint != view.lesson.hint().key
    assert "".join(hint.split())[:12] in "".join(view.coach._text.split())


@pytest.mark.parametrize("game", [game for game in ("mines", "arrows") if len(chapters(lesson_steps(game))) > 1])
def test_the_chapters_menu_starts_the_first_step_of_a_chapter(app, game):
    """Each entry of Chapters starts its chapter's first step, with the coach's task for it."""
    view = start_lesson(app, game)
    menu = view.coach.chapter_menu
    assert view.coach.chapter_button.winfo_ismapped()
    found = chapters(lesson_steps(game))
    assert menu.index("end") == len(found) - 1
    for number, (_, first) in reversed(list(enumerate(found))):
        menu.invoke(number)
        view.update()
        assert view.lesson.index == first and view.lesson.phase == "task"
        assert view.coach.chapter_shown.get() == number


@pytest.mark.parametrize("game", [game for game in GAMES if game_rules(game)])
def test_how_to_play_lists_every_rule_of_the_rule_book(app, game):
    """How to Play holds each rule of gamepkg/GAME/rulebook.py in the window's words, under its heading."""
    view = app.select_game(game)
    window = app.show_help()
    text = "".join(window.text.get("1.0", "end").split())  # (the window breaks long lines)
    assert "".join(view.t("lesson.rules_heading").split()) in text
    for rule in game_rules(game):
        assert "".join(view.t(f"{game}.rule.{rule.name}").split()) in text, rule.name
    window.destroy()


def test_the_real_game_after_the_skirmish_lesson_is_against_the_enemy_it_names(app):
    """Mirror Skirmish with Expert chosen in Options: Play the Real Game starts the lesson's REAL_GAME against
    the enemy it names (the easiest), not against Expert."""
    from gamepkg.skirmish import board as skirmish_board
    from widgets.lesson_coach import real_game_params
    view = app.select_game("skirmish")
    view.update()
    view.enemy_level = skirmish_board.ENEMY_LEVELS[-1]  # Expert
    press(view.board, "F3")
    view.lesson.begin(len(view.lesson.steps) - 1)
    view.lesson.phase = "passed"  # the last step passed (its play is tests/test_gui_lessons.py's)
    view.coach.refresh()
    view.coach.next_button.invoke()
    assert view.coach is None and view.session.params == real_game_params(view.engine)
    assert view.session.params.enemy == skirmish_board.LESSON and view.enemy_level == skirmish_board.LESSON
