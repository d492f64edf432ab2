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
    assert dialogs.questions == ["walls.publish.save_as_not_allowed"] and asked == ["two_lights.txt"]
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
    assert dialogs.questions == ["walls.publish.save_as_no_folder"]
    assert editor.status_var.get() == app.tr.t("walls.publish.no_folder")


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


def test_a_draft_tried_from_the_editor_is_practice_as_a_draft_not_a_game_id(app):
    """Try it on a level the teacher just drew: practice, and the status says it is the editor's level."""
    view = open_walls(app)
    editor = editor_on(view)
    editor.buttons["try"].invoke()
    settle(view)
    assert view.session.params.rows == TWO_LIGHTS
    assert view.record_chance.reason == "draft" and view.record_chance.practice


def test_game_walls_picks_the_tab_and_deals_its_level_as_a_fresh_start_does(tk_root, tmp_path, monkeypatch):
    """--game walls (a tab, as --help shows it) opens the Delayed Walls tab with a level that counts; a game ID
    of the same tab is still practice."""
    from gamepkg.fair_play import DEALT
    from widgets import app as app_module
    from widgets import main as main_module
    monkeypatch.setenv("MIRRORGAMES_DATA", str(tmp_path / "data"))
    started = []
    finish_start = app_module.SuiteApp.finish_start
    monkeypatch.setattr(app_module.SuiteApp, "finish_start",
                        lambda self: (finish_start(self), setattr(self, "first_tab", self.current_game())))
    monkeypatch.setattr(app_module.SuiteApp, "__init__", record_open_ids(app_module.SuiteApp.__init__, started))
    assert main_module.main(["--smoke", "--game", "walls"]) == 0
    suite = started[-1]
    assert suite.first_tab == "walls" and suite.opened_ids == []
    assert suite.views["walls"].record_chance.opened == DEALT and not suite.views["walls"].record_chance.practice
    from gamepkg.walls import rules as walls
    game_id = f"walls:{walls.Params('Tiny', TWO_LIGHTS).encode()}"
    assert main_module.main(["--smoke", "--game", game_id]) == 0
    assert started[-1].opened_ids == [game_id]
    assert main_module.main(["--smoke", "--game", "no_such_game"]) == 2


def record_open_ids(init, started):
    """SuiteApp.__init__ that also keeps the window (in ``started``) and the game IDs it opens (``opened_ids``)."""
    def wrapped(self, *args, **kwargs):
        """Build the window, then watch its open_game_id."""
        init(self, *args, **kwargs)
        self.opened_ids = []
        open_game_id = self.open_game_id
        self.open_game_id = lambda text, **options: (self.opened_ids.append(text), open_game_id(text, **options))[1]
        started.append(self)
    return wrapped
