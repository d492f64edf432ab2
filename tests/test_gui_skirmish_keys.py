"""Mirror Skirmish: the actions box's title says what the keys do where the focus is (issue 34 point 9).

The title said "Up/Down, Enter" while the board had the focus and Up/Down moved its cursor. Now the tab opens with
the focus in the action list (Up/Down choose, as the title says), and on the board the title says to press Tab
first. Real key presses in both languages: Up/Down choose an action in the list and move the cursor on the board,
and the title names the keys of the widget that has the focus each time.
"""

import pytest

from gamepkg.i18n import LANGUAGES
from tests.conftest import press


def title_of(view, key):
    """The actions box's title for ``key`` and the chosen ally, in the view's language."""
    return view.t(key, ally=view.ally + 1)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_actions_title_names_the_keys_where_the_focus_is(app, language):
    """Opening the tab: the list has the focus and Down chooses the next action; Shift+Tab: the board's Down moves
    its cursor and the title says Tab first; Tab: back to the list, its keys in the title again."""
    app.set_language(language)
    app.select_game("mines")
    view = app.select_game("skirmish")
    view.update()
    actions, board, title = view.panel.action_list, view.board, view.panel.actions_title_var
    assert view.focus_get() is actions, "the tab opens with the focus away from the action list"
    assert title.get() == title_of(view, "skirmish.view.panel.actions")
    choice = view.choice
    press(actions, "Down")
    assert view.choice == choice + 1, "Down in the list does not choose the next action"
    press(actions, "ISO_Left_Tab")
    assert view.focus_get() is board
    assert title.get() == title_of(view, "skirmish.view.panel.actions_board")
    cursor = board.cursor
    press(board, "Down")
    assert view.choice == choice + 1 and board.cursor != cursor, "Down on the board does not move its cursor"
    press(board, "Tab")
    assert view.focus_get() is actions and title.get() == title_of(view, "skirmish.view.panel.actions")
    press(actions, "Up")
    assert view.choice == choice
