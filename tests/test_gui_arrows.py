"""Arrow Rotation on a real Tk window: mouse and keyboard placement, previews, computer answers, undo, results."""

import pytest

from gamepkg.arrows import rules as arrows
from gamepkg.i18n import LANGUAGES
from gamepkg.sentences import join_sentences
from tests.conftest import click, press


def open_game(app, params_text, speed="instant"):
    """Open an Arrow Rotation game from a game ID with the given animation speed; returns the view."""
    app.settings["animation_speed"] = speed
    assert app.open_game_id(f"arrows:{params_text}#1", interactive=False) is None
    view = app.views["arrows"]
    view.set_speed(speed)
    view.update()
    return view


def settle(view, rounds=200):
    """Run the after() queue until no animation or computer move is pending."""
    for _ in range(rounds):
        view.update()
        if view.animation_job is None and view.computer_job is None:
            view.update()
            return
        view.after(5)
    raise AssertionError("the view never settled")


def cell_pixel(view, x, y):
    """The pixel centre of cell (x, y)."""
    px, py = view.board.cell_center(x, y)
    return int(px), int(py)


def side_pixel(view, x, y, direction):
    """A pixel inside cell (x, y) near the side that ``direction`` points to."""
    x0, y0, x1, y1 = view.board.cell_bbox(x, y)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = arrows.STEPS[direction]
    return int(cx + dx * (x1 - x0) * 0.35), int(cy + dy * (y1 - y0) * 0.35)


def place_by_mouse(view, x, y, direction):
    """Click the cell, then the side of the cell the arrow should point to."""
    click(view.board, *cell_pixel(view, x, y))
    click(view.board, *side_pixel(view, x, y, direction))


def press_keys(view, *keys):
    """Press keys on the board."""
    for key in keys:
        press(view.board, key)


def test_click_a_cell_then_a_side_places_the_arrow_and_scores(app):
    """Two humans on 3x3: a click on a dotted cell and on its side places an arrow; the walk's points count."""
    view = open_game(app, "3x3,H,H")
    place_by_mouse(view, 1, 1, arrows.RIGHT)
    state = view.session.state
    assert state.board[1][1] == arrows.RIGHT and state.current == 1
    assert view.painter.arrow_angle((1, 1)) == 0.0
    place_by_mouse(view, 2, 1, arrows.LEFT)  # steps onto the first arrow and turns it down
    state = view.session.state
    assert state.scores == (0, 1) and state.board[1][1] == arrows.DOWN
    assert view.painter.arrow_angle((1, 1)) == 90.0
    assert view.panel.table_rows() == [("\u25b6", "Player 1", "Human", "0"), ("", "Player 2", "Human", "1")]
    assert "1" in view.panel.walk_points_var.get()


def test_an_illegal_cell_changes_nothing_and_says_why(app):
    """A cell that touches no arrow is refused with its reason; an occupied cell too."""
    view = open_game(app, "4x4,H,H")
    place_by_mouse(view, 0, 0, arrows.DOWN)
    before = view.session.state
    click(view.board, *cell_pixel(view, 3, 3))
    assert view.session.state is before and view.selected is None
    assert view.status_var.get() == app.tr.t("arrows.reason.not_adjacent")
    click(view.board, *cell_pixel(view, 0, 0))
    assert view.status_var.get() == app.tr.t("arrows.reason.occupied")
    assert view.session.state is before


def test_legal_cells_carry_a_dot(app):
    """After the first arrow only its side neighbours show the placement dot."""
    view = open_game(app, "4x4,H,H")
    assert len(view.board.find_withtag("legal")) == 16
    place_by_mouse(view, 0, 0, arrows.DOWN)
    assert len(view.board.find_withtag("legal")) == 2


def test_keyboard_alone_places_an_arrow_with_a_preview(app):
    """Cursor keys, Space to pick, WASD to choose (the preview names the points), Enter to place."""
    view = open_game(app, "3x3,H,H")
    press_keys(view, "Right", "space", "Left")  # the cursor starts at (0,0); arrows pick the direction now
    assert view.selected == (1, 0) and view.direction == arrows.LEFT
    assert view.board.find_withtag("ghost")
    press_keys(view, "d")
    assert view.direction == arrows.RIGHT
    press_keys(view, "Return")
    assert view.session.state.board[0][1] == arrows.RIGHT
    press_keys(view, "Down", "space", "w")  # (1,1) up: (1,0) turns down, then (1,1) itself turns right
    assert view.panel.info_var.get() == app.tr.t("arrows.view.preview", direction=app.tr.t(
        "arrows.direction.3"), x=2, y=2, arrows=2, points=2)
    assert view.board.find_withtag("badge")
    press_keys(view, "Escape")
    assert view.selected is None and view.session.state.placements == 1
    press_keys(view, "space", "w", "Return")
    assert view.session.state.scores == (0, 2)


def test_the_computer_answers_and_undo_returns_to_the_human(app):
    """Human against the normal computer: the computer moves by itself; undo takes both moves back."""
    view = open_game(app, "4x4,H,N")
    place_by_mouse(view, 1, 1, arrows.RIGHT)
    settle(view)
    assert view.session.state.placements == 2 and view.session.state.current == 0
    app.undo()
    settle(view)
    assert view.session.state.placements == 0 and view.session.state.current == 0
    app.redo()
    settle(view)
    assert view.session.state.placements == 2 and view.session.state.current == 0


def test_the_walk_is_animated_and_skippable(app):
    """At normal speed the board is busy while the walk runs; Escape skips to the end."""
    view = open_game(app, "3x3,H,H", speed="normal")
    place_by_mouse(view, 1, 1, arrows.RIGHT)
    settle(view)
    place_by_mouse(view, 2, 1, arrows.LEFT)
    assert view.is_busy()
    before = view.session.state
    click(view.board, *cell_pixel(view, 0, 0))
    assert view.status_var.get() == app.tr.t("common.busy") and view.session.state is before
    assert view.status_var.get() == app.tr.t("common.busy")
    press_keys(view, "Escape")
    assert not view.is_busy() and view.painter.arrow_angle((1, 1)) == 90.0
    assert "scored 1 point" in view.status_var.get()
    view.replay_walk()
    assert view.is_busy()
    view.skip_animation()
    assert not view.is_busy()


def test_the_status_line_always_says_what_is_going_on(app):
    """QA: the status line went blank after a direction was chosen, after Esc, and during every walk."""
    view = open_game(app, "3x3,H,H", speed="normal")
    press_keys(view, "space", "Right")
    assert view.status_var.get() == "Arrow right (\u2192) on (1,1): Enter places it (Esc cancels)"
    press_keys(view, "Escape")
    assert view.status_var.get() == app.tr.t(*view.position_status()[:1], **view.position_status()[1])
    place_by_mouse(view, 1, 1, arrows.RIGHT)
    settle(view)
    place_by_mouse(view, 2, 1, arrows.LEFT)
    assert view.is_busy()
    assert view.status_var.get().startswith("Player 2 placed left (\u2190) on (3,2); following the chain")
    settle(view)
    assert "scored" in view.status_var.get()


def test_hint_picks_the_best_placement_and_enter_plays_it(app):
    """The hint selects the best-scoring placement, explains it, and Enter places it."""
    view = open_game(app, "3x3,H,H")
    place_by_mouse(view, 1, 1, arrows.RIGHT)
    app.hint()
    gains = __import__("gamepkg.arrows.ai", fromlist=["move_gains"]).move_gains(view.session.state)
    assert view.selected is not None and view.status_var.get().startswith("Hint")
    press_keys(view, "Return")
    assert view.session.state.scores[1] == max(gains.values())


def test_a_short_game_by_keyboard_ends_with_the_results_banner(app):
    """Two humans on 2x2 play to the end with keys only; the banner names the winner or the tie."""
    view = open_game(app, "2x2,H=Ann,H=Bob")
    press_keys(view, "space", "d", "Return")          # Ann: (0,0) pointing right
    press_keys(view, "Right", "space", "s", "Return")  # Bob: (1,0) pointing down
    press_keys(view, "Down", "space", "a", "Return")   # Ann: (1,1) pointing left
    press_keys(view, "Left", "space", "w", "Return")   # Bob: (0,1) pointing up
    state = view.session.state  # Bob's last arrow turned five arrows in a loop
    assert state.ended and state.scores == (0, 5)
    assert view.banner_var.get() == "\u2605 Bob wins with 5 points! \u2605"
    assert view.status_var.get() == join_sentences([app.tr.t("arrows.event.game_over"),
                                                   app.tr.t("record.not.game_id")],
                                                   app.tr.t("common.full_stop"))  # opened from a game ID
    assert any(row[0] == "\u2605" for row in view.panel.table_rows())


def test_loading_a_game_where_the_computer_is_to_move_lets_it_play(app):
    """A game ID whose first seat is a computer: the computer starts by itself."""
    view = open_game(app, "3x3,E,H")
    settle(view)
    assert view.session.state.placements == 1 and view.session.state.current == 1


def test_language_switch_retranslates_the_tab(app):
    """Japanese texts appear live in the banner, the table and the status line."""
    view = open_game(app, "3x3,H,H")
    click(view.board, *cell_pixel(view, 1, 1))
    app.set_language("ja")
    assert "番" in view.banner_var.get()
    assert view.panel.table_rows()[0][2] == "人"
    assert "選びました" in view.status_var.get()


@pytest.mark.parametrize("width,players,error_key", [("1", "2", "arrows.view.error.size"),
                                                      ("5", "7", "arrows.view.error.players")])
def test_the_seats_dialog_refuses_bad_input(app, width, players, error_key):
    """The custom dialog keeps bad sizes and player counts out, with the reason shown inside."""
    from widgets.arrows.panels import SeatsDialog
    view = open_game(app, "3x3,H,H")
    dialog = SeatsDialog(view, view.t, view.session.params)
    dialog.width_var.set(width)
    dialog.players_var.set(players)
    dialog.on_ok()
    assert dialog.result is None and dialog.error_var.get().split(" ")[0] in app.tr.t(
        error_key, label="Width", low=2, high=15).split(" ")[0]
    dialog.destroy()


def test_the_seats_dialog_builds_params(app):
    """Three seats with names and kinds become Params."""
    from widgets.arrows.panels import SeatsDialog
    view = open_game(app, "3x3,H,H")
    dialog = SeatsDialog(view, view.t, view.session.params)
    dialog.width_var.set("6")
    dialog.height_var.set("4")
    dialog.players_var.set("3")
    dialog.set_seat(0, "Ann", "human")
    dialog.set_seat(2, "Robo", "hard")
    dialog.on_ok()
    assert dialog.result == arrows.Params(6, 4, ("human", "human", "hard"), ("Ann", "", "Robo"))


def test_a_computer_that_moved_first_cannot_be_undone(app):
    """With the computer in the first seat, there is no human move to take back at the start."""
    view = open_game(app, "3x3,E,H")
    settle(view)
    assert not view.can_undo()
    app.undo()
    settle(view)
    assert view.session.state.placements == 1 and view.status_var.get() == app.tr.t("status.undo_none")


def test_clicks_while_the_computer_thinks_are_refused(app):
    """During the computer's pause a click changes nothing and says who is thinking."""
    view = open_game(app, "3x3,N,H", speed="slow")
    assert view.computer_job is not None
    click(view.board, *cell_pixel(view, 1, 1))
    assert view.session.state.placements == 0 and "thinking" in view.status_var.get()
    view.set_speed("instant")
    view.cancel_computer()
    view.schedule_computer()
    settle(view)
    assert view.session.state.placements == 1


def test_an_adopted_session_with_a_computer_to_move_goes_on(app):
    """Loading a game where the computer is to move lets it answer by itself."""
    from gamepkg.session import Session
    view = open_game(app, "3x3,H,H")
    session = Session(arrows, arrows.Params(4, 4, ("human", "hard")), 5)
    session.play("1,1,0")
    view.adopt_session(session)
    settle(view)
    assert view.session.state.placements == 2 and view.board.cols == 4


def test_save_and_load_keep_the_game(app):
    """Save after a human and a computer move; a new game, then Load, brings both back."""
    view = open_game(app, "4x4,H,N")
    place_by_mouse(view, 1, 1, arrows.RIGHT)
    settle(view)
    assert app.save()
    moves = list(view.session.moves)
    app.new_game(arrows.Params(3, 3, ("human", "human")))
    assert app.load()
    settle(view)
    assert view.session.moves == moves and view.session.state.current == 0


def test_the_suite_speed_option_reaches_the_panel_and_is_saved(app):
    """Options → Animation Speed → Fast is stored in the settings and shown in the panel's box."""
    view = open_game(app, "3x3,H,H")
    app.set_animation_speed("fast")
    assert app.settings["animation_speed"] == "fast" and app.speed_var.get() == "fast"
    assert view.panel.speed_box.get() == "Fast"
    from gamepkg.settings import load_settings
    assert load_settings(app.store)["animation_speed"] == "fast"


def cell_fonts(app, table, tags):
    """The font a Treeview row with ``tags`` is drawn in (a tag's font, else the style's or TkDefaultFont)."""
    import tkinter.font as tkfont
    from tkinter import ttk
    for tag in tags:
        font = table.tag_configure(tag, "font")
        if font:
            return tkfont.Font(app.root, font=font)
    style = ttk.Style(app.root).lookup(table.cget("style") or "Treeview", "font") or "TkDefaultFont"
    return tkfont.Font(app.root, font=style)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_seat_table_text_fits_its_column_at_every_zoom(app, language):
    """Issue: 'コンピュータ（ふつう' lost its bracket. Each cell and heading fits its column, measured in its font."""
    import tkinter.font as tkfont
    from tkinter import ttk

    from widgets.app import ZOOM_STEPS
    view = open_game(app, "3x3,H=Annabelle-Marguerite,N,E,X,H")
    app.set_language(language)
    table = view.panel.table
    for zoom in ZOOM_STEPS:
        app._set_zoom(zoom)
        view.update()
        heading_font = tkfont.Font(app.root, font=ttk.Style(app.root).lookup("Treeview.Heading", "font"))
        row_fonts = {item: cell_fonts(app, table, table.item(item, "tags")) for item in table.get_children()}
        for column in table["columns"]:
            width = table.column(column, "width")
            assert heading_font.measure(table.heading(column, "text")) < width, (zoom, column)
            for item, font in row_fonts.items():
                text = str(table.set(item, column))
                assert font.measure(text) < width, (zoom, column, text)


def play_two_by_two_to_the_end(view):
    """Ann and Bob fill a 2x2 board by keys; Bob's last arrow scores 5 and wins."""
    press_keys(view, "space", "d", "Return")
    press_keys(view, "Right", "space", "s", "Return")
    press_keys(view, "Down", "space", "a", "Return")
    press_keys(view, "Left", "space", "w", "Return")
    assert view.session.state.ended


def test_undo_redo_restart_load_and_new_describe_the_position_shown(app):
    """After Undo, Redo, Restart, Load and New the status line speaks of the shown position, not the last move."""
    from gamepkg.session import Session
    t = app.tr.t
    view = open_game(app, "2x2,H=Ann,H=Bob")
    play_two_by_two_to_the_end(view)
    app.undo()
    assert view.status_var.get() == t("arrows.status.turn", name="Bob", round=2)
    app.redo()
    assert view.status_var.get() == "Bob wins with 5 points! Practice: not recorded (opened from a game ID)."
    app.restart()
    assert view.status_var.get() == t("arrows.status.turn", name="Ann", round=1)
    finished = Session(arrows, view.session.params, 1)
    for move in ("0,0,0", "1,0,1", "1,1,2", "0,1,3"):
        finished.play(move)
    view.adopt_session(finished)
    assert view.status_var.get() == "Bob wins with 5 points! Practice: not recorded (opened from a save)."
    app.new_game(arrows.Params(3, 3, ("human", "human")))
    assert view.status_var.get() == t("arrows.status.turn", name="Player 1", round=1)
    app.set_language("ja")
    assert view.status_var.get() == "プレイヤー1の番です (1巡目)"


def press_control(view, key):
    """Press Ctrl+``key`` with the board focused, as the keyboard sends it."""
    view.board.focus_force()
    view.update()
    view.board.event_generate(f"<Control-KeyPress-{key}>")
    view.update()


def test_menu_shortcuts_on_the_focused_board_are_menu_commands(app):
    """Ctrl+S saves (it used to point the arrow down, 'S'); Ctrl+Z undoes and Ctrl+O loads; no arrow turns."""
    view = open_game(app, "3x3,H,H")
    press_keys(view, "space", "d", "Return")  # (0,0) pointing right
    press_keys(view, "Right", "space")  # (1,0) picked, no direction yet
    press_control(view, "s")
    assert app.store.path(app.save_name(view)).exists()
    assert view.status_var.get().startswith(app.tr.t("status.saved", path="")[:5])
    assert view.direction is None and view.session.state.placements == 1
    press_control(view, "z")
    assert view.session.state.placements == 0 and view.direction is None
    press_control(view, "o")
    assert view.session.state.placements == 1 and view.session.state.board[0][0] == arrows.RIGHT
    assert view.direction is None


def test_when_the_search_budget_runs_out_the_computer_moves_and_the_hint_says_too_hard(app, monkeypatch):
    """Issue 16 #2 in the window: with a budget of 2 steps the hard computer still answers with a legal move,
    and the hint says the position is too hard to work out instead of running on."""
    from gamepkg.arrows import ai as arrows_ai
    monkeypatch.setattr(arrows_ai, "MOVE_STEPS", 2)
    view = open_game(app, "5x5,H,X")
    place_by_mouse(view, 2, 2, arrows.RIGHT)
    settle(view)
    assert view.session.state.placements == 2 and view.session.state.current == 0
    app.hint()
    assert view.status_var.get() == app.tr.t("common.too_hard") and view.selected is None


@pytest.mark.parametrize("zoom", [150, 200])
def test_the_status_line_keeps_its_room_when_the_panel_grows_tall(app, zoom):
    """At large zoom a two-line walk box made the panel taller than the tab and squeezed the status line away."""
    app.root.geometry("900x700")
    app._set_zoom(zoom)
    view = open_game(app, "3x3,H=Ann,H=Bob")
    place_by_mouse(view, 1, 1, arrows.RIGHT)  # stops on the empty cell (3,2): a long line in the walk box
    view.update()
    label = view.status_label
    assert label.winfo_height() >= label.winfo_reqheight()
    assert label.winfo_y() + label.winfo_height() <= view.winfo_height()


@pytest.mark.parametrize("turn_step,wording,symbol", [(1, "a quarter clockwise", "\u21bb"),
                                                       (-1, "a quarter counter-clockwise", "\u21ba")])
def test_how_to_play_and_the_legend_name_the_engine_turn(app, monkeypatch, turn_step, wording, symbol):
    """Issue 14: the help and the legend say which way the engine's rule turns the arrows."""
    monkeypatch.setattr(arrows, "TURN_STEP", turn_step)
    view = open_game(app, "3x3,H,H")
    app.set_language("en")
    assert wording in view.help_text()
    assert symbol in view.panel.legend.cget("text")


def test_a_double_click_in_the_middle_of_a_cell_picks_it_and_places_nothing(app):
    """QA: the second click of a double click landed in the middle of the picked cell and placed an arrow
    pointing right, a move the player never chose. The middle of a cell chooses no side."""
    view = open_game(app, "3x3,H,H")
    click(view.board, *cell_pixel(view, 1, 1))
    click(view.board, *cell_pixel(view, 1, 1))
    assert not view.session.moves and view.selected == (1, 1)
    assert view.status_var.get() == app.tr.t("arrows.status.choose_direction")
    click(view.board, *side_pixel(view, 1, 1, arrows.UP))
    assert len(view.session.moves) == 1
