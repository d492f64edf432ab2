"""Issue 40: after a restart a pupil PC opens the class level last played, not level A: the walls tab remembers the
level's file with its folder (the setting walls_level_file), so it is found again wherever the class folders stand
in the list; a level file gone or no longer in a levels folder gives the first level. A long class title cut in
the list stands whole in a tooltip."""

import tkinter

import pytest

from gamepkg.i18n import LANGUAGES
from gamepkg.savefile import DataStore
from gamepkg.walls import rules as walls
from gamepkg.walls.sharing import CLASS_SETTING, remembered_level
from tests.test_gui_walls import open_walls, settle

ROUND_TRIP = "Round trip\n#######\n#S.*..#\n#....E#\n#######\n\nname en Round trip: there and back again\n"


def class_share(tmp_path):
    """A class folder holding the Round trip level (and one other, first in the list)."""
    folder = tmp_path / "share"
    folder.mkdir()
    (folder / "a_first.txt").write_text("First\n#####\nS.*.E\n#####\n", encoding="utf-8")
    (folder / "round_trip.txt").write_text(ROUND_TRIP, encoding="utf-8")
    return folder


def test_a_remembered_file_is_read_only_inside_the_levels_folders(tmp_path):
    """remembered_level: the file's level when it lies in one of the folders; None outside them, gone, or broken."""
    folder = class_share(tmp_path)
    path = str(folder / "round_trip.txt")
    level = remembered_level(path, [None, folder])
    assert level == walls.Params("Round trip", ("#######", "#S.*..#", "#....E#", "#######"))
    assert remembered_level(path, [None, tmp_path / "elsewhere"]) is None
    assert remembered_level(str(folder / "gone.txt"), [folder]) is None
    (folder / "broken.txt").write_text("Broken\n###\n", encoding="utf-8")
    assert remembered_level(str(folder / "broken.txt"), [folder]) is None
    assert remembered_level("", [folder]) is None


def restarted(tmp_path, **settings):
    """A second window on the same data folder (the program started again), with ``settings`` changed first, and
    its walls tab."""
    store = DataStore(tmp_path / "data")
    if settings:
        store.write_json("settings.json", {**store.read_json("settings.json"), **settings})
    root = tkinter.Tk()
    from widgets.app import SuiteApp
    again = SuiteApp(root, store, language="en")
    shown = again.select_game("walls")
    root.update()
    return root, shown


@pytest.mark.gui
def test_a_pupil_pc_reopens_the_class_level_last_played_after_a_restart(app, tmp_path):
    """The class level opened is remembered with its folder; a new window starts on it, marked in the list; once its
    file is gone, on the first level."""
    folder = class_share(tmp_path)
    app.settings[CLASS_SETTING] = str(folder)
    view = open_walls(app)
    view.library.load()
    settle(view)
    view.open_level("class1:round_trip.txt")
    assert app.settings["walls_level_file"] == str(folder / "round_trip.txt")
    assert app.store.read_json("settings.json")["walls_level_file"] == str(folder / "round_trip.txt")
    root, shown = restarted(tmp_path)
    try:
        assert shown.session.params == view.session.params and shown.session.params.title == "Round trip"
        assert shown.library.current_key() == "class1:round_trip.txt"
    finally:
        root.destroy()
    (folder / "round_trip.txt").unlink()
    root, shown = restarted(tmp_path)
    try:
        assert shown.session.params == walls.DEFAULT_PARAMS
    finally:
        root.destroy()


@pytest.mark.gui
def test_the_remembered_file_wins_over_a_stale_list_key(app, tmp_path):
    """The list key names the class folder by its place (class1, class2...): a key that now names another file does
    not open that file; the remembered file does."""
    folder = class_share(tmp_path)
    app.settings[CLASS_SETTING] = str(folder)
    view = open_walls(app)
    view.library.load()
    settle(view)
    view.open_level("class1:round_trip.txt")
    root, shown = restarted(tmp_path, walls_level="class1:a_first.txt")
    try:
        assert shown.session.params.title == "Round trip"
    finally:
        root.destroy()


LONG_NAME = "Round trip: there and back the long way"


@pytest.mark.gui
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_class_title_cut_in_the_list_stands_whole_in_a_tooltip(app, tmp_path, language):
    """The list cuts the long name with "…"; the pointer over it shows the whole row text beside it, a short name
    shows none, and leaving the list takes the tooltip away."""
    folder = class_share(tmp_path)
    (folder / "round_trip.txt").write_text(ROUND_TRIP.replace("there and back again", LONG_NAME[12:])
                                           + f"name ja {LONG_NAME}\n", encoding="utf-8")
    app.settings[CLASS_SETTING] = str(folder)
    app.set_language(language)
    view = open_walls(app)
    view.library.load()
    view.show_levels(True)
    settle(view)
    tree = view.levels.tree
    whole = app.tr.t("walls.view.row_class", title=LONG_NAME)
    assert view.levels.row_values()["class1:round_trip.txt"][0].endswith("\u2026")
    for key, expected in (("class1:round_trip.txt", whole), ("class1:a_first.txt", "")):
        tree.see(key)
        tree.update()
        x, y, _width, height = tree.bbox(key, "level")
        tree.event_generate("<Motion>", x=x + 5, y=y + height // 2)
        tree.update()
        assert view.levels.tooltip.shown_text() == expected
    tree.see("class1:round_trip.txt")
    x, y, _width, height = tree.bbox("class1:round_trip.txt", "level")
    tree.event_generate("<Motion>", x=x + 5, y=y + height // 2)
    assert view.levels.tooltip.window.winfo_viewable()
    tree.event_generate("<Leave>")
    tree.update()
    assert view.levels.tooltip.shown_text() == "" and not view.levels.tooltip.window.winfo_viewable()
