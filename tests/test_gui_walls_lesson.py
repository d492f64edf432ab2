"""Issue 38, Delayed Walls in the real window: nothing of the tab leaves a lesson without saying so. The
banner's "Next level" button stays hidden in a lesson (the coach has its own Next); the N and P keys,
PageDown and the menu's Next/Previous level ask the question that names the lesson, and No keeps the
lesson, its position and the level list as they were.
"""

from gamepkg.lesson_steps import lesson_steps
from tests.conftest import press
from tests.test_gui_lessons import give_move, start_lesson


def menu_command(view, key):
    """The command of the tab's own menu entry ``key`` (what Game → that entry runs)."""
    return next(entry[1] for entry in view.extra_menu_items() if entry and entry[0] == key)


def test_next_level_in_a_lesson_asks_first_and_no_keeps_the_lesson(app, dialogs):
    """A passed finish step: no Next-level button in the banner; every way to another level asks
    lesson.confirm.leave, No changes nothing, Yes leaves for the list's first level, whose win shows the button."""
    view = start_lesson(app, "walls")
    for move in lesson_steps("walls")[0].moves:
        give_move(view, move)
    view.update()
    assert view.lesson.phase == "passed" and view.session.state.status == "won"
    assert not view.next_button.winfo_ismapped() and view.coach.next_button.winfo_ismapped()
    lesson, session, selected = view.lesson, view.session, view.levels.selected()
    dialogs.answer = False
    ways = [lambda: press(view.board, "n"), lambda: press(view.board, "p"), lambda: press(view.board, "Next"),
            menu_command(view, "walls.view.menu.next_level"), menu_command(view, "walls.view.menu.prev_level")]
    for number, way in enumerate(ways, start=1):
        way()
        view.update()
        assert dialogs.questions == ["lesson.confirm.leave"] * number
        assert view.coach is not None and view.lesson is lesson and view.session is session
        assert view.levels.selected() == selected and lesson.phase == "passed"
    dialogs.answer = True
    press(view.board, "n")
    view.update()
    assert view.coach is None
    first = view.library.playable_keys()[0]
    assert view.library.current_key() == first and view.levels.selected() == first
    for move in ("R", "R", "U", "D", "R", "R"):  # level A's shortest line
        give_move(view, move)
    assert view.session.state.status == "won" and view.next_button.winfo_ismapped()
