"""Issue 40: after Try it the Delayed Walls editor does not cover the board: it steps aside (hidden, its draft and
undo steps kept), the status line says how to get it back, and Game > Edit Level... brings back the same editor."""

import pytest

from gamepkg.i18n import LANGUAGES
from gamepkg.walls.edit import Draft
from gamepkg.walls.level_files import LevelText
from tests.test_gui_walls import open_walls, settle, wait_for

pytestmark = pytest.mark.gui
TWO_LIGHTS = ("#######", "#*...*#", "#.###.#", "#ES...#", "#######")
NAMES = (("ja", "光ふたつ"), ("en", "Two lights"))


def tried(view):
    """The editor on the Two lights level with one change painted, answered, then Try it pressed."""
    editor = view.open_editor(Draft.of_level(LevelText("Two lights", TWO_LIGHTS, None, NAMES)))
    editor.paint_at(3, 2, ".")
    editor.after_change()
    wait_for(editor, editor.answered)
    editor.buttons["try"].invoke()
    settle(view)
    return editor


@pytest.mark.parametrize("language", LANGUAGES)
def test_try_it_moves_the_editor_aside_and_edit_level_brings_it_back(app, language):
    """The board plays the draft with no editor over it; Edit Level shows the very same editor, draft unchanged."""
    app.set_language(language)
    view = open_walls(app)
    editor = tried(view)
    assert view.session.params.rows == tuple(editor.draft.rows)
    assert editor.winfo_exists() and editor.state() == "withdrawn" and not editor.winfo_viewable()
    assert view.status_var.get() == app.tr.t("walls.view.trying_draft")
    view.play("R")
    assert view.session.position == 1  # the tab takes the moves meanwhile
    assert view.edit_level() is editor
    editor.update()
    assert editor.state() == "normal" and editor.winfo_viewable()
    assert editor.draft.rows[2][3] == "." and editor.draft.unsaved()


def test_an_editor_aside_shows_itself_before_asking_to_drop_its_changes(app, dialogs):
    """New Level while the editor with unsaved changes stepped aside: the editor comes back with the question, and
    No keeps it (shown, on its draft)."""
    view = open_walls(app)
    editor = tried(view)
    dialogs.answer = False
    assert view.new_level() is editor
    editor.update()
    assert dialogs.questions[-1] == "walls.editor.confirm_close"
    assert editor.state() == "normal" and editor.draft.rows[2][3] == "."
