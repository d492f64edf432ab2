"""Delayed Walls puts its board first (widgets/walls/panes.py): the level list is a drawer, the board gets the tab.

Issue 22 point 2: in the first window at 100 % the board got 37-43 px cells on level 1 and 21-25 px on the
12x9 Wide maze, in a column squeezed between the level list and the info panel. Covered: the first window
(900x700) at 100 % in both languages gives level 1 and the largest shipped level at least 1.4 times those
cells, the board most of the tab's width, and nothing cut or scrolled; the list opens with L or the banner's
Levels button (over the info panel; the board keeps its size), Enter on a row plays it and closes the list, Esc closes
it, its state is remembered for the next window; it opens at 200 % on 1024x700 and in the smallest window
too, and N still changes the level there; after Reload with a teacher's levels every column of the list fits.
"""

import pytest

from gamepkg.i18n import LANGUAGES
from gamepkg.walls import rules as walls
from tests.conftest import click, press

CELLS_BEFORE = {"a": 43, "wide_maze": 25}  # the cells in the first window before the drawer (the larger figure)
GROWTH = 1.4  # the board-first layout gives at least this many times those cells
BOARD_MIN_SHARE = 0.6  # the least share of the tab's width the board gets in the first window
NARROW_MIN_SHARE = 0.25  # ... and in a narrow tab (200 % on 1024x700, the smallest window)


def walls_at(app, zoom, size):
    """The Delayed Walls tab at ``zoom`` % in a window of ``size``, laid out."""
    app.set_zoom(zoom)
    app.root.geometry(size)
    view = app.select_game("walls")
    settle(app)
    return view


def settle(app, rounds=6):
    """Let Tk lay out, wrap and draw until the layout is still."""
    for _ in range(rounds):
        app.root.update()


def board_share(view):
    """The share of the tab's width the board gets."""
    return view.board.winfo_width() / view.board.master.winfo_width()


def open_preset(app, view, key):
    """Open the shipped level ``key`` and let the board settle at its size."""
    view.start(walls.PRESETS[key])
    settle(app)
    return view.board.cell


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_first_window_gives_the_board_bigger_cells_and_most_of_the_tab(app, language):
    """900x700 at 100 %: level 1 and the 12x9 Wide maze get 1.4x their old cells; nothing is cut or scrolls."""
    from tests.test_gui_layout import layout_problems
    app.set_language(language)
    view = walls_at(app, 100, "900x700")
    for key, before in CELLS_BEFORE.items():
        cell = open_preset(app, view, key)
        assert cell >= GROWTH * before, f"{key}: {cell} px cells, before {before} px"
        assert board_share(view) >= BOARD_MIN_SHARE, view.board.winfo_width()
        assert view.board.winfo_width() > 1.5 * view.panel.winfo_width()
        assert not view.panel.scrolls(), "the info panel is taller than the tab"
        assert layout_problems(app, "walls") == []
    assert not view.levels_shown() and not view.levels.winfo_ismapped()
    app.root.callback_errors.check()


def test_l_opens_the_list_over_the_board_and_enter_plays_a_level_and_closes_it(app):
    """L opens the list with the keyboard on the level on screen; Down, Enter: the next level, the list closed,
    the board back with the keyboard; opening and closing never resized the board."""
    view = walls_at(app, 100, "900x700")
    first = view.session.params
    size = (view.board.winfo_width(), view.board.winfo_height(), view.board.cell)
    press(view.board, "l")
    settle(app)
    assert view.levels_shown() and view.levels.winfo_ismapped() and view.levels_open.get()
    assert app.root.focus_get() is view.levels.tree and view.levels.selected() == view.library.current_key()
    body = view.board.master  # the list lies over the info panel, at the tab's right edge, under the button
    assert view.levels.winfo_x() <= view.panel.winfo_x() and view.levels.winfo_width() <= body.winfo_width()
    assert view.levels.winfo_x() + view.levels.winfo_width() == body.winfo_width()
    button = view.levels_button
    assert button.winfo_rooty() + button.winfo_height() <= view.levels.winfo_rooty()
    assert view.levels.winfo_rooty() + view.levels.winfo_height() == body.winfo_rooty() + body.winfo_height()
    assert (view.board.winfo_width(), view.board.winfo_height(), view.board.cell) == size
    press(view.levels.tree, "Down")
    press(view.levels.tree, "Return")
    settle(app)
    assert view.session.params != first and view.library.current_key() == view.levels.selected()
    assert not view.levels_shown() and not view.levels_open.get()
    assert app.root.focus_get() is view.board
    assert (view.board.winfo_width(), view.board.winfo_height(), view.board.cell) == size
    app.root.callback_errors.check()


def test_the_levels_button_toggles_the_list_and_esc_closes_it_and_the_state_is_remembered(app):
    """The panel's Levels button opens the list (it stays pressed), Esc in the list closes it; the open list is
    saved in the settings, so the next window opens with it; the button names L in both languages."""
    from gamepkg import settings as settings_module
    view = walls_at(app, 100, "900x700")
    button = view.levels_button
    assert "L" in str(button.cget("text"))
    click(button, button.winfo_width() // 2, button.winfo_height() // 2)
    settle(app)
    assert view.levels_shown() and view.levels_open.get()  # the button's variable: it shows pressed
    assert settings_module.load_settings(app.store)["walls_levels_open"] is True
    press(view.levels.tree, "Escape")
    settle(app)
    assert not view.levels_shown() and not view.levels_open.get()
    assert settings_module.load_settings(app.store)["walls_levels_open"] is False
    click(button, button.winfo_width() // 2, button.winfo_height() // 2)
    settle(app)
    assert view.levels_shown()
    click(button, button.winfo_width() // 2, button.winfo_height() // 2)  # the open list leaves it in sight
    assert not view.levels_shown()
    view.show_levels(True, focus=False)
    assert settings_module.load_settings(app.store)["walls_levels_open"] is True
    app.set_language("ja")
    assert "L" in str(button.cget("text")) and "Levels" not in str(button.cget("text"))
    app.root.callback_errors.check()


def test_a_list_left_open_is_open_in_the_next_window(tk_root, tmp_path, monkeypatch):
    """The setting walls_levels_open opens the list when the tab is built."""
    from gamepkg import settings as settings_module
    from gamepkg.savefile import DataStore
    from widgets.app import SuiteApp
    monkeypatch.setenv("MIRRORGAMES_DATA", str(tmp_path / "data"))
    store = DataStore(tmp_path / "data")
    values = settings_module.load_settings(store)
    values["walls_levels_open"] = True
    settings_module.save_settings(store, values)
    app = SuiteApp(tk_root, store, language="en")
    view = app.select_game("walls")
    for _ in range(4):
        tk_root.update()
    assert view.levels_shown() and view.levels.winfo_ismapped()
    press(view.board, "l")
    assert not view.levels_shown()


@pytest.mark.parametrize("zoom, size", [(200, "1024x700"), (100, "600x450")])
def test_in_a_narrow_tab_the_list_still_opens_and_n_changes_the_level(app, zoom, size):
    """The board keeps at least a quarter of the width, N changes the level, L opens the whole list."""
    from tests.screen_walk import cut_tree_cells
    view = walls_at(app, zoom, size)
    assert board_share(view) >= NARROW_MIN_SHARE, view.board.winfo_width()
    first = view.session.params
    press(view.board, "n")
    assert view.session.params != first
    press(view.board, "l")
    settle(app)
    levels = view.levels
    assert levels.winfo_ismapped() and levels.winfo_width() <= view.board.master.winfo_width()
    assert levels.winfo_height() == view.board.master.winfo_height() - levels.winfo_y()
    assert cut_tree_cells(levels.tree) == []
    app.root.callback_errors.check()


TEACHER_LEVELS = {  # a teacher's levels folder: a long Japanese title, an English one, a bigger board
    "kawa.txt": "川をわたって古い灯台まで行く長い道\nS.*.E\n#####\n#####\n",
    "big.txt": "The long way round\nS..........\n...........\n.........*E\n",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_after_reload_with_teacher_levels_every_column_of_the_level_list_fits(app, language):
    """Issue 22 point 10: after Reload with a teacher's levels the list asked for wider columns, the Treeview
    kept its old width (Tk measures it again only when an option is set) and the par column showed 「最」 and
    one digit until the suite restarted. Every heading and cell is shown whole, the list gets its width."""
    from tests.screen_walk import cut_tree_cells
    from tests.test_gui_walls import settle as settle_jobs
    app.set_language(language)
    view = walls_at(app, 100, "900x700")
    view.show_levels(True)
    settle(app)
    assert not cut_tree_cells(view.levels.tree)
    folder = app.store.path("levels")
    folder.mkdir(parents=True)
    for name, text in TEACHER_LEVELS.items():
        (folder / name).write_text(text, encoding="utf-8")
    view.reload_levels()
    settle_jobs(view)
    settle(app)
    tree = view.levels.tree
    assert len(tree.get_children()) == 15 + len(TEACHER_LEVELS)
    assert all(values[2] != "\u2026" for values in view.levels.row_values().values())  # every par worked out
    assert cut_tree_cells(tree) == []
    assert abs(view.levels.winfo_width() - view.levels.winfo_reqwidth()) <= 1
    assert board_share(view) >= BOARD_MIN_SHARE
