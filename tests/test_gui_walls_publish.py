"""Publish to Class Folder (the Delayed Walls editor's button and the Game menu): the level goes into the class
levels folder readable by everyone and the teacher is told where; where it cannot, Save As is offered instead."""

import stat

import pytest

from gamepkg.walls.edit import Draft
from gamepkg.walls.level_files import LevelText, parse_level_text
from gamepkg.walls.sharing import CLASS_SETTING
from tests.test_gui_walls import open_walls, settle
from widgets.walls import editor_commands

pytestmark = pytest.mark.gui
TWO_LIGHTS = ("#######", "#*...*#", "#.###.#", "#ES...#", "#######")
NAMES = (("ja", "光ふたつ"), ("en", "Two lights"))


def editor_on(view):
    """The editor open on the Two lights level (both titles given)."""
    return view.open_editor(Draft.of_level(LevelText("Two lights", TWO_LIGHTS, None, NAMES)))


def mode_of(path):
    """The permission bits of ``path``."""
    return stat.S_IMODE(path.stat().st_mode)


def test_publish_writes_the_level_readable_by_everyone_and_says_where(app, dialogs, tmp_path):
    """The file lands in the class folder as 0644, the box and the editor name the folder, the list shows it as the
    class's; publishing it again writes the same file, not a second one."""
    folder = tmp_path / "class"
    folder.mkdir()
    app.settings[CLASS_SETTING] = str(folder)
    view = open_walls(app)
    editor = editor_on(view)
    editor.buttons["publish"].invoke()
    settle(view)
    assert [path.name for path in folder.iterdir()] == ["two_lights.txt"]
    published = folder / "two_lights.txt"
    assert mode_of(published) == 0o644
    level = parse_level_text(published.read_text(encoding="utf-8"), "two_lights.txt")
    assert (level.title, level.rows, level.names) == ("Two lights", TWO_LIGHTS, NAMES)
    said = app.tr.t("walls.publish.done", file="two_lights.txt", folder=str(folder))
    assert dialogs.infos == [said] and editor.status_var.get() == said
    assert any(entry.source == "class" and entry.title == "Two lights" for entry in view.library.entries)
    editor.buttons["publish"].invoke()
    assert [path.name for path in folder.iterdir()] == ["two_lights.txt"]


def test_a_class_folder_this_account_cannot_write_offers_save_as(app, dialogs, tmp_path, monkeypatch):
    """The write fails (here: the folder's place is a file): the teacher is told, and Save As writes a copy, 0644."""
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("", encoding="utf-8")
    app.settings[CLASS_SETTING] = str(blocker / "levels")
    chosen = tmp_path / "desktop" / "for_the_class.txt"
    chosen.parent.mkdir()
    asked = []
    monkeypatch.setattr(editor_commands, "ask_save_as", lambda parent, title, name: asked.append(name) or str(chosen))
    view = open_walls(app)
    editor = editor_on(view)
    editor.buttons["publish"].invoke()
    assert dialogs.questions == ["walls.publish.offer_save_as"] and asked == ["two_lights.txt"]
    assert mode_of(chosen) == 0o644 and "Two lights" in chosen.read_text(encoding="utf-8")
    assert editor.status_var.get() == app.tr.t("walls.publish.saved_as", path=str(chosen))
    assert dialogs.infos == []


def test_without_a_class_folder_nothing_is_written_unless_save_as_is_taken(app, dialogs, tmp_path, monkeypatch):
    """No class folder named: publishing says so; No to Save As writes nothing anywhere."""
    app.settings[CLASS_SETTING] = ""
    monkeypatch.setattr(editor_commands, "ask_save_as", lambda parent, title, name: pytest.fail("not asked"))
    dialogs.answer = False
    view = open_walls(app)
    editor = editor_on(view)
    assert editor.view.publish_draft(editor) is None
    assert dialogs.questions == ["walls.publish.offer_save_as"]
    assert editor.status_var.get() == app.tr.t("walls.publish.not_done")


def test_the_game_menu_publishes_the_level_selected_in_the_list(app, dialogs, tmp_path):
    """Game > Publish to Class Folder writes the list's selected level (a shipped one here) into the class folder."""
    folder = tmp_path / "class"
    folder.mkdir()
    app.settings[CLASS_SETTING] = str(folder)
    view = open_walls(app)
    assert ("walls.view.menu.publish_level", view.publish_selected, "") in view.extra_menu_items()
    view.levels.select("shipped:b")
    path = view.publish_selected()
    level = parse_level_text(path.read_text(encoding="utf-8"), path.name)
    assert level.rows == view.library.find("shipped:b").params.rows and mode_of(path) == 0o644
