"""Issue 25 on a real Tk window: the level editor (mouse and keyboard), its live answer, the class levels
folder, Copy Level / Paste Level, Help > Level Files, in both languages. Small boards only (7x5)."""

import os

from gamepkg.walls.edit import new_rows
from gamepkg.walls.level_files import format_level_text, parse_level_text
from tests.conftest import click, press
from tests.screen_walk import english_words, menu_texts, screen_texts
from tests.test_gui_walls import open_walls, settle, wait_for
from widgets.walls import editor_commands as walls_editor_commands

TWO_LIGHTS = ("#######", "#*...*#", "#.###.#", "#ES...#", "#######")
NAMES = (("ja", "光ふたつ"), ("en", "Two lights"))
HAND_WRITTEN = ("Two lights\n#######\n#*...*#\n#.###.#\n#ES...#\n#######\n\n"
                "name ja 光ふたつ\nname en Two lights\npar 11\n")
CLASS_LEVEL = "Corner\n#####\nS.*.E\n#####\n\nname ja 角の光\nname en Corner light\n"


def answered(editor):
    """Run Tk until the editor shows the solver's answer on its board as it is."""
    wait_for(editor, editor.answered)
    return editor.answer


def ctrl(widget, key):
    """Send Ctrl+``key`` to ``widget`` (which gets the focus first)."""
    widget.focus_force()
    widget.update()
    widget.event_generate(f"<Control-{key}>")
    widget.update()


def paint_order(rows, target):
    """The (cell, character) paints that turn ``rows`` into ``target``: start and exit first."""
    cells = [((x, y), char) for y, row in enumerate(target) for x, char in enumerate(row) if rows[y][x] != char]
    return sorted(cells, key=lambda item: item[1] not in "SE")


def test_the_editor_painted_with_the_mouse_makes_the_hand_written_file(app):
    """Titles, palette clicks and cell clicks, a resize taken back by Undo, Save: the same file as by hand;
    the size stays within the engine's limits, and a second Save writes the same file again."""
    assert HAND_WRITTEN == format_level_text("Two lights", TWO_LIGHTS, 11, NAMES)
    view = open_walls(app)
    view.new_level()
    editor = view.editor
    assert editor.draft.rows == new_rows() and answered(editor).par == 6
    editor.title_vars["ja"].set("光ふたつ")
    editor.title_vars["en"].set("Two lights")
    editor.size_vars["width"].set("9")
    editor.on_size()
    assert editor.draft.width == 9 and editor.board.cols == 9
    editor.buttons["undo"].invoke()
    assert editor.draft.rows == new_rows() and editor.board.cols == 7 and editor.size_vars["width"].get() == "7"
    editor.update()
    for (x, y), char in paint_order(editor.draft.rows, TWO_LIGHTS):
        editor.tool_buttons[char].invoke()
        click(editor.board, *editor.board.cell_center(x, y))
    assert editor.draft.rows == TWO_LIGHTS
    assert answered(editor).par == 11
    assert app.tr.t("walls.editor.answer.par", par=11) == editor.answer_var.get()
    editor.buttons["save"].invoke()
    saved = app.store.path("levels", "two_lights.txt")
    assert saved.read_text(encoding="utf-8") == HAND_WRITTEN
    assert "folder:two_lights.txt" in view.levels.row_values()
    editor.size_vars["height"].set("99")
    editor.on_size()
    assert editor.draft.height == 9 and editor.size_vars["height"].get() == "9"
    editor.buttons["undo"].invoke()
    editor.tool_buttons["#"].invoke()
    click(editor.board, *editor.board.cell_center(1, 1))
    assert answered(editor).obstacles[0].reason == "exit_closes" and editor.marked_cells() == {(1, 3)}
    assert "the exit closes behind you" in editor.answer_var.get()
    editor.buttons["save"].invoke()
    assert os.listdir(app.store.path("levels")) == ["two_lights.txt"]
    resaved = parse_level_text(saved.read_text(encoding="utf-8"))
    assert resaved.rows[1] == "##...*#" and resaved.par is None


def test_the_editor_painted_with_the_keyboard_makes_the_same_file(app):
    """Arrow keys, # . * S E on the board and Ctrl+S: the same file again (under a free name)."""
    view = open_walls(app)
    view.new_level()
    editor = view.editor
    editor.title_vars["ja"].set("光ふたつ")
    editor.title_vars["en"].set("Two lights")
    keysyms = {"#": "numbersign", ".": "period", "*": "asterisk", "S": "S", "E": "e"}
    for (x, y), char in paint_order(editor.draft.rows, TWO_LIGHTS):
        cursor = editor.board.cursor
        for _step in range(abs(x - cursor[0])):
            press(editor.board, "Right" if x > cursor[0] else "Left")
        for _step in range(abs(y - cursor[1])):
            press(editor.board, "Down" if y > cursor[1] else "Up")
        assert editor.board.cursor == (x, y)
        press(editor.board, keysyms[char])
    assert editor.draft.rows == TWO_LIGHTS and answered(editor).par == 11
    ctrl(editor.board, "s")
    assert app.store.path("levels", "two_lights.txt").read_text(encoding="utf-8") == HAND_WRITTEN


def test_a_level_edited_into_an_unwinnable_one_shows_what_cannot_be_reached(app):
    """Edit Level on level A, wall off the way: the light and the exit are framed and named, in Japanese
    too; Try refuses; Undo brings the par back and Try plays it in the tab."""
    view = open_walls(app)
    view.edit_level()
    editor = view.editor
    assert answered(editor).par == 6
    click(editor.board, *editor.board.cell_center(1, 2), button=3)
    answer = answered(editor)
    assert editor.marked_cells() == {(2, 1), (4, 2)}
    assert len(editor.board.find_withtag("mark")) == 4  # a frame and a "!" per cell
    shown = editor.answer_var.get()
    assert "the light at (3, 2) cannot be reached" in shown and "the exit E at (5, 3) cannot be reached" in shown
    editor.buttons["try"].invoke()
    assert editor.status_var.get() == app.tr.t("walls.editor.cannot_try")
    app.set_language("ja")
    editor = view.editor
    assert editor.winfo_exists() and editor.title() == "レベルエディタ (後から来る壁)"
    answered(editor)
    assert "(3, 2) の光には届きません" in editor.answer_var.get()
    assert editor.marked_cells() == answer.marked_cells()
    ctrl(editor.board, "z")
    assert answered(editor).par == 6 and editor.marked_cells() == frozenset()
    editor.buttons["try"].invoke()
    settle(view)
    assert view.session.params.rows == editor.draft.rows and view.session.params.title == "A"


def snapshot(folder):
    """{name: (bytes, mtime)} of every file in ``folder``."""
    return {entry.name: (open(entry.path, "rb").read(), entry.stat().st_mtime_ns) for entry in os.scandir(folder)}


def test_the_class_folder_on_a_read_only_folder_is_listed_and_never_written(app, dialogs, tmp_path, monkeypatch):
    """Chosen once (remembered in the settings), marked as the class's; editing, saving, copying and
    pasting its level all write into the pupil's own folder only; a wrong par is only a warning."""
    folder = tmp_path / "share" / "levels"
    folder.mkdir(parents=True)
    (folder / "corner.txt").write_text(CLASS_LEVEL, encoding="utf-8")
    (folder / "wrong.txt").write_text("Wrong par\nS.E\n###\n###\n\npar 10\n", encoding="utf-8")
    for path in folder.iterdir():
        path.chmod(0o444)
    folder.chmod(0o555)
    before = snapshot(folder)
    try:
        view = open_walls(app)
        monkeypatch.setattr(walls_editor_commands, "ask_folder", lambda parent, tr, title, start: str(folder))
        view.choose_class_folder()
        settle(view)
        assert dialogs.infos[-1] == app.tr.t("walls.view.class_folder_set", path=str(folder), count=2)
        assert app.store.read_json("settings.json")["class_levels"] == str(folder)
        rows = view.levels.row_values()
        assert rows["class1:corner.txt"][0] == "\u25b8 [class] Corner light"
        assert "corner.txt" in view.levels.detail_of("class1:corner.txt")
        assert rows["class1:wrong.txt"][2] == "2" and view.levels.row_tags("class1:wrong.txt") != ("broken",)
        assert app.tr.t("walls.level_error.wrong_par", par=10, shortest=2) in view.levels.detail_of("class1:wrong.txt")
        view.levels.select("class1:corner.txt")
        view.open_level("class1:corner.txt")
        view.edit_level()
        editor = view.editor
        assert editor.draft.file is None and editor.draft.titles["ja"] == "角の光"
        editor.buttons["save"].invoke()
        view.copy_level()
        view.paste_level()
        view.reload_levels()
        settle(view)
        app.set_language("ja")
        assert view.levels.row_values()["class1:corner.txt"][0] == "\u25b8 [クラス] 角の光"
        assert "書きこみません" in view.levels.detail_of("class1:corner.txt")
        assert "最短の2手を使います" in view.levels.detail_of("class1:wrong.txt")
    finally:
        folder.chmod(0o755)
    assert snapshot(folder) == before
    assert sorted(os.listdir(app.store.path("levels"))) == ["corner_light.txt"]


def test_copy_and_paste_round_trip_both_titles_and_a_bad_paste_changes_nothing(app, dialogs, tmp_path):
    """A level copied on one PC and pasted on another keeps its Japanese and English titles and joins the
    list; text that is no level is refused in the player's language and nothing is written."""
    folder = tmp_path / "other_pc"
    folder.mkdir()
    (folder / "corner.txt").write_text(CLASS_LEVEL, encoding="utf-8")
    app.settings["class_levels"] = str(folder)
    view = open_walls(app)
    view.reload_levels()
    settle(view)
    view.open_level("class1:corner.txt")
    view.copy_level()
    shared = app.root.clipboard_get()
    assert shared.startswith("walls-level:") and "\n" not in shared
    app.settings["class_levels"] = ""
    view.reload_levels()
    view.open_level("shipped:b")
    app.set_language("ja")
    assert view.paste_level() == "corner_light.txt"
    pasted = parse_level_text(app.store.path("levels", "corner_light.txt").read_text(encoding="utf-8"))
    assert pasted.names == (("ja", "角の光"), ("en", "Corner light")) and pasted.title == "Corner"
    assert view.status_var.get() == app.tr.t("walls.view.pasted", title="角の光", file="corner_light.txt")
    assert view.levels.row_values()["folder:corner_light.txt"][0].startswith("\u25b8 角の光")
    session = view.session
    app.root.clipboard_clear()
    app.root.clipboard_append("hello")
    assert view.paste_level() is None and view.session is session
    assert dialogs.errors[-1] == app.tr.t("walls.view.paste_refused", reason=app.tr.t("walls.level_error.share_bad"))
    assert "レベルの文字列ではありません" in dialogs.errors[-1]
    assert os.listdir(app.store.path("levels")) == ["corner_light.txt"]


def english_prose(texts):
    """The English words of ``texts`` outside lines indented as file contents (code), with their text."""
    found = []
    for text in texts:
        for line in text.split("\n"):
            if not line.startswith("    ") and english_words(line):
                found.append((english_words(line), line[:80]))
    return found


def test_help_level_files_and_the_editor_speak_japanese(app):
    """Help > Level Files is in the Help menu and shows the same text as the docs; in the Japanese window
    the editor, the menus and that text have no English outside the file contents they show."""
    view = open_walls(app)
    app.rebuild_menus()
    labels = [app.help_menu.entrycget(index, "label") for index in range(app.help_menu.index("end") + 1)
              if app.help_menu.type(index) == "command"]
    assert "Level Files" in labels
    window = view.show_level_files()
    assert window.source_text == app.tr.t("walls.level_files") and "#ES...#" in window.source_text
    app.set_language("ja")
    reopened = [shown for shown, _make in app.help_windows.values() if shown.winfo_exists()]
    assert any(shown.source_text.startswith("後から来る壁のレベルは") for shown in reopened)
    view.new_level()
    answered(view.editor)
    app.rebuild_menus()
    assert english_prose(screen_texts(app.root)) == []
    assert "レベルを編集..." in menu_texts(app.game_menu) and "レベルを貼り付け" in menu_texts(app.game_menu)


def painted_new_level(view):
    """Open the editor on a new board and paint one floor cell (an unsaved change); returns the editor."""
    view.new_level()
    editor = view.editor
    editor.tool_buttons["."].invoke()
    editor.update()
    click(editor.board, *editor.board.cell_center(3, 1))
    return editor


def test_closing_the_editor_with_unsaved_changes_asks_first(app, dialogs):
    """An untouched board closes at once; a painted one asks, and No keeps the window and the board."""
    view = open_walls(app)
    view.new_level()
    view.editor.buttons["close"].invoke()
    assert not view.editor.winfo_exists() and dialogs.questions == []
    editor = painted_new_level(view)
    dialogs.answer = False
    editor.buttons["close"].invoke()
    view.new_level()
    assert dialogs.questions == ["walls.editor.confirm_close"] * 2
    assert view.editor is editor and editor.winfo_exists() and editor.draft.rows[1] == "###.###"
    editor.title_vars["en"].set("Kept")
    editor.buttons["save"].invoke()
    editor.buttons["close"].invoke()
    assert not editor.winfo_exists() and len(dialogs.questions) == 2


def test_the_levels_option_names_the_class_folder_for_one_run(tk_root, tmp_path):
    """``--levels FOLDER`` lists that folder's levels as the class's and is not written into the settings."""
    from gamepkg.savefile import DataStore
    from widgets.app import SuiteApp
    from widgets.command_line import parse_arguments
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "corner.txt").write_text(CLASS_LEVEL, encoding="utf-8")
    (folder / "shut.txt").write_text("Shut\nS#E\n###\n###\n", encoding="utf-8")
    arguments = parse_arguments(["--levels", str(folder), "--lang", "ja"])
    store = DataStore(tmp_path / "data")
    app = SuiteApp(tk_root, store, language=arguments.lang, levels=arguments.levels)
    view = open_walls(app)
    assert view.levels.row_values()["class1:corner.txt"][0] == "\u25b8 [クラス] 角の光"
    assert view.levels.row_values()["class1:shut.txt"][0].startswith("\u2717 [クラス] shut.txt")
    assert view.levels.detail_of("class1:shut.txt").endswith("レベルを編集... で盤面に印が出ます)")
    app.set_language("en")
    assert "class_levels" not in store.read_json("settings.json")


def test_closing_the_suite_with_an_unsaved_level_asks_first(app, dialogs):
    """Quit while the editor holds a painted, unsaved board: the editor's question comes first, and No keeps
    the suite, the editor and the board (the teacher's level was lost without a word before)."""
    editor = painted_new_level(open_walls(app))
    dialogs.answer = False
    assert not app.quit()
    assert dialogs.questions == ["walls.editor.confirm_close"]
    assert editor.winfo_exists() and editor.draft.rows[1] == "###.###"


def test_try_it_shows_the_level_by_its_name_in_the_window_language(app):
    """Try on a new level titled in both languages: in the Japanese window the banner names it in Japanese
    (no English title in it), in the English window in English; a level with no Japanese name keeps its title."""
    view = open_walls(app)
    app.set_language("ja")
    view.new_level()
    editor = view.editor
    editor.title_vars["ja"].set("光ふたつ")
    editor.title_vars["en"].set("Two lights")
    answered(editor)
    editor.buttons["try"].invoke()
    settle(view)
    assert view.session.params.rows == editor.draft.rows
    assert "光ふたつ" in view.banner_var.get() and "Two lights" not in view.banner_var.get()
    app.set_language("en")
    settle(view)
    assert "Two lights" in view.banner_var.get() and "光ふたつ" not in view.banner_var.get()
    editor = view.editor
    editor.title_vars["ja"].set("")
    editor.buttons["try"].invoke()
    settle(view)
    app.set_language("ja")
    settle(view)
    assert "Two lights" in view.banner_var.get()
