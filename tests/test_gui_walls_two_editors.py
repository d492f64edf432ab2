"""One teacher's level open in the Delayed Walls editor of two windows on one data folder (issue 36: window B's
Save was overwritten by window A's, no question asked). The second Save asks: No keeps B's file as it is, Yes
writes A's level; a window's own earlier Save never counts as a change made elsewhere."""

import tkinter

from gamepkg.walls.level_files import parse_level_text
from tests.conftest import DialogRecorder
from tests.test_gui_walls import open_walls, settle
from widgets.app import SuiteApp

LEVEL = "Corner\n#####\nS.*.E\n#####\n\nname ja 角の光\nname en Corner light\n"
KEY = "folder:corner.txt"


def editor_on_the_level(app):
    """Open the walls tab of ``app``, select the own level corner.txt and open the editor on it."""
    view = open_walls(app)
    view.reload_levels()
    settle(view)
    view.levels.select(KEY)
    view.edit_level()
    assert view.editor.draft.file == "corner.txt"
    return view, view.editor


def saved_titles(app):
    """The (language, title) names of corner.txt as the data folder holds it now."""
    return parse_level_text(app.store.path("levels", "corner.txt").read_text(encoding="utf-8")).names


def test_the_second_save_of_one_level_from_two_windows_asks_before_it_overwrites(app, dialogs):
    """A and B edit corner.txt; B saves first; A's Save asks. No: B's file stays and A's editor says why. Yes:
    A's level is written, and A's next Save asks nothing (the file is A's own now)."""
    app.store.path("levels").mkdir(parents=True, exist_ok=True)
    app.store.path("levels", "corner.txt").write_text(LEVEL, encoding="utf-8")
    view_a, editor_a = editor_on_the_level(app)
    other = SuiteApp(tkinter.Toplevel(app.root), app.store, language="en")
    other_dialogs = DialogRecorder()
    other_dialogs.install(other)
    view_b, editor_b = editor_on_the_level(other)
    editor_b.title_vars["en"].set("Corner, by B")
    assert view_b.save_draft(editor_b) == "corner.txt" and other_dialogs.questions == []
    editor_a.title_vars["en"].set("Corner, by A")
    dialogs.answer = False
    assert view_a.save_draft(editor_a) is None
    assert dialogs.questions == ["walls.editor.changed_elsewhere"]
    assert dict(saved_titles(app))["en"] == "Corner, by B"
    assert editor_a.draft.unsaved()
    assert editor_a.status_var.get() == app.tr.t("walls.editor.not_saved_changed", file="corner.txt")
    dialogs.answer = True
    assert view_a.save_draft(editor_a) == "corner.txt"
    assert dict(saved_titles(app))["en"] == "Corner, by A" and not editor_a.draft.unsaved()
    editor_a.title_vars["en"].set("Corner, by A again")
    assert view_a.save_draft(editor_a) == "corner.txt"
    assert len(dialogs.questions) == 2, "A's own Save was taken for a change made elsewhere"
    other.root.destroy()
