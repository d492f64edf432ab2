"""Delayed Walls on a real Tk window: keys and clicks walk, previews, countdowns, wins, hints, levels folder."""

import functools
import json
import threading
import time

from gamepkg.budget import SearchBudget
from gamepkg.i18n import Text
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from tests.conftest import click

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


def key_event(view, keysym, kind, time):
    """Send one key event of ``kind`` (KeyPress or KeyRelease) to the board at event time ``time``."""
    view.board.focus_force()
    view.board.update()
    view.board.event_generate(f"<{kind}-{keysym}>", time=time)
    view.board.update()


def keys(view, *names):
    """Press and release keys on the board, as a person does (distinct event times: no auto-repeat)."""
    for name in names:
        keys.time += 100
        key_event(view, name, "KeyPress", keys.time)
        key_event(view, name, "KeyRelease", keys.time + 50)


keys.time = 1000


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
    assert view.panel.stat_text("moves") == "2"


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


def stored_bests(app):
    """The best moves in the data folder's walls_best.json ({} when there is none)."""
    path = app.store.path("walls_best.json")
    return walls_display.clean_bests(json.loads(path.read_text(encoding="utf-8"))) if path.exists() else {}


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
    assert view.panel.stat_text("best") == "6"  # the panel beside the board says it too
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
    hint = app.tr.t("walls.view.hint.move", direction=direction, remaining=6)
    assert view.status_var.get() == f"{hint} ({app.tr.t('record.not.hint')})"  # the moment it stops counting
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
    assert stored_bests(app) == {}


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
    assert rows["folder:broken.txt"][0].startswith("\u2717 broken.txt")  # the reason may end in "…" there
    broken = view.levels.detail_of("folder:broken.txt")  # the line under the list says it all
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
    """Game > New lists every shipped level by number and name in the window's language; P goes back around."""
    view = open_walls(app)
    assert view.preset_label("a") == "Level 1: A: First steps"
    app.set_language("ja")
    assert view.preset_label("step_back") == "レベル4: 一歩もどる"
    app.set_language("en")
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
    assert view.panel.stat_text("par") == "10"


# ----- the status line describes the position on screen (defect: "Light taken" stayed after Undo) -----
def test_undo_redo_restart_describe_the_position_shown(app):
    """After Undo the light is back and the status line is the how-to (and, the first time, that the attempt is
    not recorded now); Redo to a win or a dead end says so; Restart begins a fresh attempt."""
    view = open_walls(app)
    idle = app.tr.t("walls.view.idle")
    undone = app.tr.t("record.not.undo")
    won_unrecorded = app.tr.t("walls.view.event.won", moves=6) + f" {undone}."
    keys(view, "Right", "Right", "Up")
    assert view.status_var.get() == app.tr.t("walls.view.event.light", lights=1, total=1)
    keys(view, "z")
    assert view.status_var.get() == f"{idle} ({undone})"
    keys(view, "y", "Down", "Right", "Right")
    assert view.session.status() == walls.WON
    keys(view, "z")
    assert view.status_var.get() == idle
    app.redo()
    assert view.status_var.get() == won_unrecorded
    app.restart()
    assert view.session.position == 0 and view.status_var.get() == idle and view.record_chance.counts
    for _ in range(6):
        app.redo()
    assert view.status_var.get() == won_unrecorded
    keys(view, "n", "Right", "Right", "Left", "Left")
    assert view.status_var.get() == app.tr.t("walls.view.event.stranded")
    app.undo()
    app.redo()
    assert view.status_var.get() == app.tr.t("walls.view.event.stranded")


def test_a_new_game_and_a_loaded_game_describe_their_position(app):
    """Game > New shows the how-to; a loaded won game says it is won (in the window's language)."""
    view = open_walls(app)
    keys(view, "Right", "Right", "Up", "Down", "Right", "Right")
    won_session = view.session
    app.new_game(walls.PRESETS["b"], view=view)
    assert view.status_var.get() == app.tr.t("walls.view.idle")
    view.adopt_session(won_session)
    loaded = app.tr.t("walls.view.event.won", moves=6) + " " + app.tr.t("record.not.save") + "."
    assert view.status_var.get() == loaded
    app.set_language("ja")
    assert view.status_var.get() == app.tr.t("walls.view.event.won", moves=6) + " " + app.tr.t("record.not.save") + "。"


# ----- a held arrow key walks one step (defect: auto-repeat walked five steps into a lost position) -----
def test_a_held_arrow_key_walks_once_and_a_new_press_walks_again(app):
    """X11 auto-repeat (release and press at one event time) does not walk; a real release and press does."""
    view = open_walls(app)
    key_event(view, "Right", "KeyPress", 5000)
    for repeat_time in (5030, 5060, 5090, 5120):
        key_event(view, "Right", "KeyRelease", repeat_time)
        key_event(view, "Right", "KeyPress", repeat_time)
    assert view.session.moves == ["R"]
    key_event(view, "Right", "KeyRelease", 5200)
    key_event(view, "Right", "KeyPress", 5300)
    assert view.session.moves == ["R", "R"]
    key_event(view, "Right", "KeyRelease", 5350)
    key_event(view, "d", "KeyPress", 5400)
    key_event(view, "d", "KeyRelease", 5410)
    key_event(view, "d", "KeyPress", 5410)
    assert view.session.moves == ["R", "R", "R"]


# ----- the level list highlights the level being played (defect: another row stayed highlighted) -----
def current_rows(view):
    """The list keys marked as the level on screen, and the selected key."""
    marked = [key for key in view.levels.tree.get_children() if "current" in view.levels.row_tags(key)]
    return marked, view.levels.selected()


def test_the_list_follows_new_load_and_game_ids(app):
    """Game > New, Load and a game ID each mark and select the level played (none for a board not listed)."""
    view = open_walls(app)
    assert current_rows(view) == (["shipped:a"], "shipped:a")
    app.new_game(walls.PRESETS["clover"], view=view)
    assert current_rows(view) == (["shipped:clover"], "shipped:clover")
    assert app.save()
    app.new_game(walls.PRESETS["b"], view=view)
    assert current_rows(view) == (["shipped:b"], "shipped:b")
    assert app.load()
    assert view.session.params == walls.PRESETS["clover"]
    assert current_rows(view) == (["shipped:clover"], "shipped:clover")
    assert app.open_game_id(f"walls:{walls.PRESETS['pocket'].encode()}#1") is None
    assert current_rows(view) == (["shipped:pocket"], "shipped:pocket")
    level = walls.Params("Elsewhere", ("S...E", "#####", "#####"))
    assert app.open_game_id(f"walls:{level.encode()}#1") is None
    assert current_rows(view) == ([], None)


# ----- Show Solution says it was shown (defect: the player's own "perfect!" banner) -----
def test_a_shown_solution_says_so_and_its_move_numbers_match_the_counter(app):
    """While shown, the banner's move number is the move counter's; at the end it says the solution was shown."""
    view = open_walls(app, speed="normal")
    keys(view, "Right", "Right", "Right")
    view.show_solution()
    wait_for(view, lambda: view.solution.moves is not None)
    assert view.session.position == 2
    shown = app.tr.t("walls.view.banner.showing", done=2, total=6)
    assert view.banner_var.get() == shown and view.panel.stat_text("moves") == "2"
    wait_for(view, lambda: view.session.position == 3)
    assert view.banner_var.get() == app.tr.t("walls.view.banner.showing", done=3, total=6)
    settle(view)
    assert view.session.status() == walls.WON
    assert view.banner_var.get() == app.tr.t("walls.view.banner.won_shown", moves=6)
    keys(view, "z")
    assert view.panel.stat_text("moves") == "5"
    keys(view, "Right")
    assert view.banner_var.get() == app.tr.t("walls.view.banner.won_shown", moves=6)
    assert view.status_var.get() == app.tr.t("walls.view.event.won_shown", moves=6)
    assert stored_bests(app) == {}
    assert view.levels.row_values()["shipped:a"][1] == "\u2014"


# ----- a board that cannot be won is refused by game ID as by level file, in the player's language -----
SHUT_BOARD = walls.Params("Shut in", ("S#E", "###", "###"))


def test_a_game_id_of_an_unwinnable_board_is_refused_like_the_level_file(app, dialogs):
    """The game ID changes nothing and says why, in Japanese too; the same board as a file is greyed out."""
    view = open_walls(app)
    keys(view, "Right")
    before = view.session
    assert app.open_game_id(f"walls:{SHUT_BOARD.encode()}#1") is None
    assert view.session is before
    why = Text("walls.why.exit_cut_off", {"x": 3, "y": 1})
    reason = app.tr.t("walls.level_error.unsolvable_because", why=why)
    assert dialogs.errors == [app.tr.t("walls.view.level_refused", reason=reason)]
    assert view.status_var.get() == dialogs.errors[0]
    app.set_language("ja")
    reason = app.tr.t("walls.level_error.unsolvable_because", why=why)
    assert view.status_var.get() == app.tr.t("walls.view.level_refused", reason=reason)
    assert "出口 E (3, 1)" in reason
    app.open_game_id(f"walls:{SHUT_BOARD.encode()}#2")
    assert "クリアできません" in dialogs.errors[-1] and view.session is before
    message = app.open_game_id("walls:S.S/x.x/x.x,T#1", interactive=False)
    assert message == app.tr.t("game_id.bad", reason=app.tr.t("walls.level_error.two_starts"))
    assert "start" not in message and view.session is before
    folder = app.store.path("levels")
    folder.mkdir(parents=True)
    (folder / "shut.txt").write_text(SHUT_LEVEL, encoding="utf-8")
    view.reload_levels()
    settle(view)
    assert view.levels.row_tags("folder:shut.txt") == ("broken",)
    assert app.tr.t("walls.level_error.unsolvable_because", why=why) in view.levels.detail_of("folder:shut.txt")


def test_a_long_teacher_title_ends_in_an_ellipsis_and_best_and_par_stay_in_sight(app):
    """QA: one 40-character title in the levels folder widened the name column past the list, so Best and
    Par went out of sight for every level. Names longer than the list allows end in "…"; the columns fit."""
    folder = app.store.path("levels")
    folder.mkdir(parents=True)
    title = "Crossing the river to the old lighthouse"
    (folder / "long.txt").write_text(f"{title}\nS.*.E\n#####\n#####\n", encoding="utf-8")
    view = open_walls(app)
    view.show_levels(True)
    settle(view)
    shown = view.levels.row_values()["folder:long.txt"][0]
    assert shown.endswith("\u2026") and "Crossing the river" in shown and title not in shown
    tree = view.levels.tree
    columns = sum(int(tree.column(column, "width")) for column in ("level", "best", "par"))
    assert view.levels.winfo_ismapped() and columns <= tree.winfo_width() + 1


# ----- at most one bounded search per tab (issue 16 #2: 30 Hint presses made 32 threads and 8.7 GB) -----
OPEN_BOARD = walls.Params("Open", ("S" + "." * 11,) + ("." * 12,) * 7 + ("." * 10 + "*E",))


def open_big_board(app, view, max_steps):
    """Open the 12x9 open board by game ID, every search on it bounded to ``max_steps`` positions."""
    view.jobs.make_budget = functools.partial(SearchBudget, max_steps=max_steps)
    assert app.open_game_id(f"walls:{OPEN_BOARD.encode()}#1") is None
    assert view.session.params == OPEN_BOARD


def test_many_hint_presses_leave_at_most_one_solver_thread(app):
    """30 Hint presses on a big board: one search thread at most, and it ends as too hard to work out here."""
    view = open_walls(app)
    open_big_board(app, view, 3_000)  # a search of a second or two: still running while Hint is pressed
    settle(view)
    threads_before = threading.active_count()
    for _ in range(30):
        app.hint()
        view.update()
    assert threading.active_count() <= threads_before + 1
    settle(view)
    assert view.status_var.get() == app.tr.t("common.too_hard")
    assert view.panel.stat_text("par") == app.tr.t("walls.view.par_too_hard")


def test_a_tiny_budget_makes_hint_and_solution_too_hard_to_work_out(app):
    """With a budget of 50 positions, Hint and Show solution both say the position is too hard here."""
    view = open_walls(app)
    open_big_board(app, view, 50)
    app.hint()
    settle(view)
    assert view.status_var.get() == app.tr.t("common.too_hard")
    view.show_solution()
    settle(view)
    assert view.status_var.get() == app.tr.t("common.too_hard") and view.session.position == 0


def test_a_move_or_leaving_the_tab_cancels_the_search(app, monkeypatch):
    """The hint's search is cancelled by a move and by on_hidden (another tab), and its answer never shown."""
    budgets = []

    def endless_advice(states, budget):
        """A search that only ends when cancelled."""
        budgets.append(budget)
        while True:
            budget.spend()
            time.sleep(0.001)

    monkeypatch.setattr(walls_display, "advise", endless_advice)
    view = open_walls(app)
    app.hint()
    wait_for(view, lambda: len(budgets) == 1)
    keys(view, "Right")
    wait_for(view, lambda: budgets[0].cancelled and view.jobs.work.running is None)
    assert view.status_var.get() != app.tr.t("walls.view.thinking")
    app.hint()
    wait_for(view, lambda: len(budgets) == 2)
    app.select_game("mines")
    wait_for(view, lambda: budgets[1].cancelled and view.jobs.work.running is None)
    app.select_game("walls")
    assert not view.jobs.busy() and view.status_var.get() == app.tr.t("walls.view.idle")


# ----- a folder of N levels costs N row updates, not N * N (issue 16 #9) -----
def test_a_big_levels_folder_updates_each_row_a_bounded_number_of_times(app):
    """200 level files: the list shows them at once, and all checks together update rows at most 3N times."""
    view = open_walls(app)
    folder = app.store.path("levels")
    folder.mkdir(parents=True)
    count = 200
    for number in range(count):
        width = 3 + number % 10
        board = ("S" + "." * (width - 2) + "E", "#" * width, "#" * width)
        (folder / f"level{number:03}.txt").write_text(f"Level {number}\n" + "\n".join(board) + "\n", encoding="utf-8")
    tree = view.levels.tree
    updates = []
    original = tree.item

    def counting_item(item, option=None, **changes):
        """Count the row updates (calls that change a row)."""
        if changes:
            updates.append(item)
        return original(item, option, **changes)

    tree.item = counting_item
    view.reload_levels()
    assert len(tree.get_children()) == len(walls.PRESETS) + count
    settle(view)
    assert all(values[2] != "\u2026" for values in view.levels.row_values().values())
    assert len(updates) <= 3 * count


# ----- no English left in the Japanese window: the built-in level names -----
def test_in_japanese_no_built_in_level_name_is_english(app):
    """Every shipped level's row and the banner show a Japanese name in Japanese, the English one in English."""
    view = open_walls(app)
    app.set_language("ja")
    rows = view.levels.row_values()
    for key in walls.PRESETS:
        name = rows[f"shipped:{key}"][0].partition(". ")[2]
        assert name and not name.isascii(), name
    assert "はじめの一歩" in view.banner_var.get()
    app.set_language("en")
    assert view.levels.row_values()["shipped:step_back"][0] == "4. Step back"
    assert "First steps" in view.banner_var.get()


def test_a_save_made_after_show_solution_still_sets_no_best(app):
    """QA: Show Solution, Undo, Save, Load, then the winning step: the save forgot the help and the level
    recorded a best. A loaded game is practice now (issue 20), and the level is known after its solution."""
    view = open_walls(app)
    view.show_solution()
    settle(view)
    assert view.session.status() == walls.WON
    app.undo()
    assert app.save()
    assert app.load()
    keys(view, "Right")
    assert view.session.status() == walls.WON
    assert stored_bests(app) == {}
    assert view.levels.row_values()["shipped:a"][1] != "6 \u2605"


def test_the_tab_opens_the_level_last_played_at_the_next_start(app, tmp_path):
    """Open the third level; a new window on the same data folder starts on it (the setting walls_level)."""
    import tkinter

    from gamepkg.savefile import DataStore
    from widgets.app import SuiteApp
    view = app.select_game("walls")
    key = view.library.playable_keys()[2]
    view.open_level(key)
    assert app.settings["walls_level"] == key
    root = tkinter.Tk()
    try:
        again = SuiteApp(root, DataStore(tmp_path / "data"), language="en")
        shown = again.select_game("walls")
        root.update()
        assert shown.session.params == view.session.params != view.engine.DEFAULT_PARAMS
        assert shown.library.current_key() == key
    finally:
        root.destroy()
