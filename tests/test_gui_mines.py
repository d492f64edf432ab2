"""Minesweeper on a real Tk window: clicks on the Canvas open and flag, game over shows, language switches."""

from gamepkg import mines
from tests.conftest import click


def fixed_board(app, text):
    """Open a fixed-layout board from a game ID and return the Minesweeper view."""
    assert app.open_game_id(text, interactive=False) is None
    view = app.views["mines"]
    view.update()
    return view


def cell_pixel(view, x, y):
    """The pixel centre of cell (x, y) on the view's Canvas."""
    px, py = view.board.cell_center(x, y)
    return int(px), int(py)


def layout_id(width, height, cells):
    """A game ID for a board with mines exactly at ``cells``."""
    params = mines.Params(width, height, len(cells), layout=frozenset(cells))
    return f"mines:{params.encode()}#1"


def test_left_click_opens_the_clicked_cell(app):
    """A click on the Canvas opens exactly the cell under the pointer (a number, no cascade)."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    click(view.board, *cell_pixel(view, 1, 1))
    assert (1, 1) in view.session.state.opened
    assert view.board.cell_look(1, 1)[1] == "1"
    assert view.session.state.opened == frozenset({(1, 1)})


def test_right_click_flags_then_question_then_clears(app):
    """Right clicks cycle the mark of a hidden cell, and the Canvas shows it."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    target = cell_pixel(view, 0, 0)
    click(view.board, *target, button=3)
    assert (0, 0) in view.session.state.flags and view.board.cell_look(0, 0)[1] == "\u2691"
    assert "1" in view.counter_var.get()
    click(view.board, *target, button=3)
    assert view.board.cell_look(0, 0)[1] == "?"
    click(view.board, *target, button=3)
    assert view.board.cell_look(0, 0)[1] == ""


def test_a_flag_protects_its_cell(app):
    """Clicking a flagged cell does not open it."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    click(view.board, *cell_pixel(view, 0, 0), button=3)
    click(view.board, *cell_pixel(view, 0, 0))
    assert view.session.state.status == "playing" and (0, 0) not in view.session.state.opened


def test_hitting_a_mine_shows_game_over_and_undo_takes_it_back(app):
    """The lost banner shows, every mine is drawn, and Ctrl+Z undoes the losing click."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    click(view.board, *cell_pixel(view, 0, 0))
    assert view.session.status() == "lost"
    assert view.banner_var.get() and view.board.cell_look(0, 0)[0] != view.board.cell_look(2, 2)[0]
    assert view.board.cell_look(4, 4)[1] == "\u25cf"
    app.undo()
    view.update()
    assert view.session.status() == "playing" and view.banner_var.get() == ""


def test_winning_shows_the_banner_and_flags_every_mine(app):
    """Opening every safe cell wins; the mines are shown flagged."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0)]))
    click(view.board, *cell_pixel(view, 4, 4))
    click(view.board, *cell_pixel(view, 1, 0))
    click(view.board, *cell_pixel(view, 0, 1))
    click(view.board, *cell_pixel(view, 1, 1))
    assert view.session.status() == "won"
    assert view.board.cell_look(0, 0)[1] == "\u2691"
    assert "0" in view.counter_var.get()


def test_language_switch_relabels_menus_tabs_and_status(app):
    """Switching to Japanese relabels the menu bar, the tab and the counter at once."""
    view = app.current_view()
    assert app.menubar.entrycget(0, "label") == "Game"
    english_counter = view.counter_var.get()
    app.set_language("ja")
    assert app.menubar.entrycget(0, "label") == "ゲーム"
    assert app.notebook.tab(0, "text") == "マインスイーパー"
    assert view.counter_var.get() != english_counter
    assert app.game_menu.entrycget(app.game_entries["menu.undo"], "label") == "元に戻す"
    app.set_language("en")
    assert app.menubar.entrycget(2, "label") == "Help"


def test_keyboard_alone_opens_and_flags(app, gui):
    """Arrow keys move the cursor, F flags and Space opens."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    gui.press(view.board, "Right")
    gui.press(view.board, "Left")
    gui.press(view.board, "f")
    assert (0, 0) in view.session.state.flags
    gui.press(view.board, "Down")
    gui.press(view.board, "space")
    assert (0, 1) in view.session.state.opened


def test_save_and_load_restore_the_game_and_a_bad_file_changes_nothing(app, dialogs):
    """Ctrl+S then Ctrl+O gives the same position; a corrupt slot is refused and the board stays."""
    view = fixed_board(app, layout_id(5, 5, [(1, 1), (3, 3)]))
    click(view.board, *cell_pixel(view, 2, 2))
    assert app.save()
    saved = app.store.path("saves/mines.json")
    click(view.board, *cell_pixel(view, 3, 0))
    assert app.load()
    assert view.session.state.opened == frozenset({(2, 2)})
    good = saved.read_bytes()
    saved.write_bytes(good[:20])
    before = view.session.state
    assert not app.load()
    assert view.session.state is before and dialogs.errors
    assert saved.read_bytes() == good[:20]


def test_a_malformed_game_id_gets_a_clear_message(app, dialogs):
    """Enter game ID with nonsense shows an error and keeps the game."""
    before = app.current_view().session
    dialogs.text_answer = "mines:0x9n3#1"
    app.enter_game_id()
    assert dialogs.errors and "game ID" in dialogs.errors[0]
    assert app.current_view().session is before


def test_closing_with_progress_asks_first(app, dialogs):
    """Quit asks when a game is under way; answering no keeps the window."""
    view = fixed_board(app, layout_id(5, 5, [(1, 1), (3, 3)]))
    click(view.board, *cell_pixel(view, 2, 2))
    dialogs.answer = False
    assert app.quit() is False
    assert dialogs.questions == ["confirm.quit"]


def test_custom_dialog_explains_a_bad_size_and_accepts_a_good_one(app):
    """The Custom... form keeps a bad width with the reason shown, then returns Params for good numbers."""
    from widgets.dialogs import FormDialog
    view = app.current_view()

    def check(values):
        """The same check as MinesView.custom_dialog."""
        problem = mines.validate(*values)
        if problem:
            return None, app.tr.t(problem[0], **problem[1])
        return mines.custom_params(*values), None

    dialog = FormDialog(view, app.tr, "Custom", [("W", 3), ("H", 9), ("M", 10)], check)
    dialog.update()
    dialog.on_ok()
    assert dialog.winfo_exists() and "5" in dialog.error_var.get() and dialog.result is None
    dialog.entries[0].delete(0, "end")
    dialog.entries[0].insert(0, "12")
    dialog.on_ok()
    assert dialog.result == mines.Params(12, 9, 10)
