"""Delayed Walls on a real Tk window: keys and clicks walk, previews, countdowns, wins, hints, levels folder."""

import json
import time

from gamepkg import walls
from tests.conftest import click, press

GOOD_LEVEL = "Teacher's corner\n#####\nS.*.E\n#####\n"
BROKEN_LEVEL = "Broken\nS..E\n#?##\n####\n"
SHUT_LEVEL = "Shut in\nS#E\n###\n###\n"


def open_walls(app, speed="instant"):
    """Show the Delayed Walls tab with the given solution speed; wait for the par checks."""
    app.set_animation_speed(speed)
    view = app.select_game("walls")
    settle(view)
    return view


def wait_for(view, condition, patience=120.0):
    """Run Tk until ``condition()`` holds (giving up after ``patience`` seconds, however busy the machine)."""
    give_up = time.monotonic() + patience
    while time.monotonic() < give_up:
        view.update()
        if condition():
            view.update()
            return
        view.after(5)
    raise AssertionError("the view never got there")


def settle(view):
    """Run Tk until no background job or solution is pending."""
    wait_for(view, lambda: not view.jobs.busy() and view.solution is None)


def keys(view, *names):
    """Press keys on the board."""
    for name in names:
        press(view.board, name)


def cell_pixel(view, x, y):
    """The pixel centre of cell (x, y)."""
    px, py = view.board.cell_center(x, y)
    return int(px), int(py)


def item_cell(view, tag):
    """The cell under the centre of the first canvas item with ``tag``."""
    x0, y0, x1, y1 = view.board.bbox(tag)
    return view.board.cell_at((x0 + x1) / 2, (y0 + y1) / 2)


def canvas_texts(view, tag):
    """The texts of every canvas item with ``tag``."""
    return sorted(view.board.itemcget(item, "text") for item in view.board.find_withtag(tag))


def test_arrow_keys_and_wasd_walk_and_the_canvas_shows_the_player(app):
    """Right moves the player one cell right, D (WASD) too; the drawn player follows."""
    view = open_walls(app)
    assert item_cell(view, "player") == (0, 2)
    keys(view, "Right")
    assert view.session.state.player == (1, 2)
    assert item_cell(view, "player") == (1, 2)
    keys(view, "d")
    assert view.session.state.player == (2, 2) and view.session.moves == ["R", "R"]
    assert view.panel.stat_values["moves"].cget("text") == "2"


def test_a_click_on_a_neighbour_walks_and_a_far_click_says_why_not(app):
    """Clicking the next cell walks there; a cell two steps away changes nothing and says so."""
    view = open_walls(app)
    click(view.board, *cell_pixel(view, 1, 2))
    assert view.session.state.player == (1, 2)
    before = view.session.state
    click(view.board, *cell_pixel(view, 3, 2))
    assert view.session.state is before
    assert view.status_var.get() == app.tr.t("walls.view.not_neighbour", x=4, y=3)


def test_a_blocked_move_changes_nothing_and_names_the_wall(app):
    """Up from the start hits solid wall; later a grown wall blocks with its own message."""
    view = open_walls(app)
    before = view.session.state
    keys(view, "Up")
    assert view.session.state is before and view.session.moves == []
    assert view.status_var.get() == app.tr.t("walls.view.refused.fixed_wall", x=1, y=2)
    keys(view, "Right", "Right", "Up", "Down")
    before = view.session.state
    keys(view, "Left")
    assert view.session.state is before
    assert view.status_var.get() == app.tr.t("walls.view.refused.grown_wall", x=2, y=3)
    assert view.board.find_withtag("brick")


def test_sprout_countdowns_are_drawn_on_their_cells_and_listed(app):
    """After R R U the three floors show 1, 2 and 3 on the board and in the walls-on-the-way list."""
    view = open_walls(app)
    keys(view, "Right", "Right", "Up")
    assert canvas_texts(view, "countdown") == ["1", "2", "3"]
    assert canvas_texts(view, "countdown_1_2") == ["1"]
    assert canvas_texts(view, "countdown_2_1") == ["3"]
    badge, text = view.panel.queue_rows[0]
    assert badge.cget("text") == "1" and "(2, 3)" in text.cget("text")


def test_winning_level_a_by_keys_shows_the_banner_and_stores_the_best(app):
    """R R U D R R wins level A: the won banner, the Next button, the best in the list and the data folder."""
    view = open_walls(app)
    assert not view.board.find_withtag("light_taken") and view.board.find_withtag("exit_locked")
    keys(view, "Right", "Right", "Up")
    assert view.board.find_withtag("light_taken") and view.board.find_withtag("exit_open")
    keys(view, "Down", "Right", "Right")
    assert view.session.status() == walls.WON
    assert view.banner_var.get() == "\u2605 " + app.tr.t("walls.view.banner.won_par", moves=6, par=6) + " \u2605"
    assert view.next_button.winfo_manager() == "pack"
    stored = json.loads(app.store.path("walls_best.json").read_text(encoding="utf-8"))
    assert list(stored["best"].values()) == [6]
    assert view.levels.row_values()["shipped:a"][1] == "6 \u2605"
    keys(view, "n")
    assert view.session.params == walls.PRESETS["b"]


def test_stranded_shows_undo_and_z_takes_the_step_back(app):
    """R R L L walls the start in: the banner says stranded with an Undo button; Z and the button undo."""
    view = open_walls(app)
    keys(view, "Right", "Right", "Left", "Left")
    assert view.session.status() == walls.STRANDED
    assert view.banner_var.get() == app.tr.t("walls.view.banner.stranded")
    assert view.undo_button.winfo_manager() == "pack"
    keys(view, "z")
    assert view.session.position == 3 and view.session.status() == walls.PLAYING
    assert not view.undo_button.winfo_manager()
    keys(view, "y")
    assert view.session.status() == walls.STRANDED
    view.undo_button.invoke()
    assert view.session.position == 3


def test_hint_names_the_next_move_of_a_shortest_solution(app):
    """Ctrl+H at the start says go right with 6 moves to win and draws the hint; from a lost spot, undo 1."""
    view = open_walls(app)
    app.hint()
    settle(view)
    direction = app.tr.t("walls.view.dir_name.R")
    assert view.status_var.get() == app.tr.t("walls.view.hint.move", direction=direction, remaining=6)
    assert view.hint_move == "R" and item_cell(view, "hint") in ((1, 2), (0, 2))
    keys(view, "Right", "Right", "Right")
    assert not view.board.find_withtag("hint")
    app.hint()
    settle(view)
    assert view.status_var.get() == app.tr.t("walls.view.hint.undo_one", count=1)


def test_show_solution_plays_to_the_win_and_does_not_count_as_best(app):
    """At instant speed the solution goes back from a lost spot, then plays to the exit."""
    view = open_walls(app)
    keys(view, "Right", "Right", "Right")
    view.show_solution()
    settle(view)
    assert view.session.status() == walls.WON and view.session.moves == list("RRUDRR")
    assert not view.is_busy()
    assert not app.store.path("walls_best.json").exists()


def test_escape_stops_a_solution_being_shown(app):
    """At a slow speed the view is busy while the solution plays; keys wait; Escape stops it."""
    view = open_walls(app, speed="slow")
    view.show_solution()
    wait_for(view, lambda: view.solution.moves is not None)
    assert view.is_busy() and view.solution.job is not None
    keys(view, "Right")
    assert view.session.position == 0 and view.status_var.get() == app.tr.t("common.busy")
    keys(view, "Escape")
    assert not view.is_busy()
    assert view.status_var.get() == app.tr.t("walls.view.solution.stopped")


def test_teacher_levels_appear_in_the_list_and_broken_files_say_where_and_why(app, dialogs):
    """Files in the data folder's levels folder: a good one plays, a broken one shows line and reason."""
    folder = app.store.path("levels")
    folder.mkdir(parents=True)
    (folder / "corner.txt").write_text(GOOD_LEVEL, encoding="utf-8")
    (folder / "broken.txt").write_text(BROKEN_LEVEL, encoding="utf-8")
    (folder / "shut.txt").write_text(SHUT_LEVEL, encoding="utf-8")
    view = open_walls(app)
    rows = view.levels.row_values()
    assert "Teacher's corner" in rows["folder:corner.txt"][0] and rows["folder:corner.txt"][2] == "4"
    broken = rows["folder:broken.txt"][0]
    assert "broken.txt line 3" in broken and "?" in broken and "2" in broken
    assert view.levels.row_tags("folder:broken.txt") == ("broken",)
    assert view.levels.row_tags("folder:shut.txt") == ("broken",)
    view.open_level("folder:broken.txt")
    assert view.session.params == walls.PRESETS["a"]
    assert "broken.txt line 3" in view.status_var.get()
    view.open_level("folder:corner.txt")
    assert view.session.params.title == "Teacher's corner"
    keys(view, "n")
    assert view.session.params == walls.PRESETS["a"]


def test_open_levels_folder_creates_it_and_says_where(app, dialogs):
    """The Game-menu entry makes the folder and shows its path; a damaged best file is ignored."""
    app.store.path("walls_best.json").write_text("{not json", encoding="utf-8")
    view = open_walls(app)
    assert view.library.bests == {}
    view.open_levels_folder()
    assert app.store.path("levels").is_dir()
    assert str(app.store.path("levels")) in dialogs.infos[-1]


def test_hovering_a_neighbour_previews_it(app):
    """The pointer over the cell right of the player frames it and highlights the Right row."""
    view = open_walls(app)
    view.board.event_generate("<Motion>", x=cell_pixel(view, 1, 2)[0], y=cell_pixel(view, 1, 2)[1])
    view.update()
    assert view.hover == "R" and item_cell(view, "preview") == (1, 2)
    _key, text = view.panel.preview_rows["R"]
    assert text.cget("background") != view.panel.preview_rows["U"][1].cget("background")


def test_language_switch_retranslates_the_preview_panel(app):
    """Switching to Japanese changes the preview rows and the banner at once."""
    view = open_walls(app)
    english = view.panel.preview_texts()
    app.set_language("ja")
    japanese = view.panel.preview_texts()
    assert japanese["R"] == app.tr.t("walls.view.preview.walk", x=2, y=3)
    assert japanese != english
    assert view.panel.preview_box.cget("text") == app.tr.t("walls.view.preview")


def test_new_game_menu_labels_the_shipped_levels_with_their_titles(app):
    """Game > New lists every shipped level by number and title; P goes back around the list."""
    view = open_walls(app)
    assert view.preset_label("a") == f"Level 1: {walls.PRESETS['a'].title}"
    keys(view, "p")
    assert view.session.params == list(walls.PRESETS.values())[-1]
    keys(view, "Next")
    assert view.session.params == walls.PRESETS["a"]


def test_ctrl_z_undoes_once_through_the_window_and_a_game_id_resizes_the_board(app):
    """Ctrl+Z on the board is the window's Undo (one step, not two); a game ID opens its level's size."""
    view = open_walls(app)
    keys(view, "Right", "Right")
    view.board.focus_force()
    view.board.event_generate("<Control-KeyPress-z>")
    view.update()
    assert view.session.position == 1
    level = walls.Params("Wide", ("S.........E.", "############", "############"))
    assert app.open_game_id(f"walls:{level.encode()}#3", interactive=False) is None
    assert (view.board.cols, view.board.rows) == (12, 3)
    assert item_cell(view, "player") == (0, 0)
    settle(view)
    assert view.panel.stat_values["par"].cget("text") == "10"
