"""Minesweeper on a real Tk window: clicks on the Canvas open and flag, game over shows, language switches."""

from gamepkg.mines import rules as mines
from tests.conftest import click


def fixed_board(app, text):
    """Open a fixed-layout board from a game ID and return the Minesweeper view."""
    assert app.open_game_id(text, interactive=False) is None
    view = app.views["mines"]
    view.update()
    return view


def dealt_board(app, game_id):
    """Deal the board ``game_id`` names the way the suite deals a random game (New, F2: its seed drawn from
    the window's random source), so that it counts for the records; returns the Minesweeper view."""
    from gamepkg.game_id import split_game_id
    from gamepkg.mines import rules as mines
    game, params_text, seed = split_game_id(game_id)
    view = app.select_game(game)
    params = mines.Params.decode(params_text)
    view.no_guess.set(params.no_guess)  # a random board is no-guess when the option says so
    app.new_seed = lambda: seed  # the one draw of this deal; the window's own new_seed is back below
    try:
        app.new_game(params, view=view)
    finally:
        del app.new_seed
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


class FakeTime:
    """A time source the test moves forward by hand (no sleeping)."""

    def __init__(self):
        """Start at an arbitrary moment."""
        self.now = 1000.0

    def __call__(self):
        """The current fake time in seconds."""
        return self.now

    def advance(self, seconds):
        """Let ``seconds`` pass."""
        self.now += seconds


def timed_board(app, game_id, dealt=True):
    """Deal ``game_id`` in the Minesweeper tab as a random game (``dealt``; else open it from its game ID, as
    practice), with its clock driven by a FakeTime; returns (view, time)."""
    view = dealt_board(app, game_id) if dealt else fixed_board(app, game_id)
    fake = FakeTime()
    view.clock.time_source = fake
    return view, fake


def safe_cells_left(view):
    """The hidden cells without a mine, in reading order."""
    state = view.session.state
    return [(x, y) for y in range(state.height) for x in range(state.width)
            if (x, y) not in state.opened and (x, y) not in state.mines]


def play_until(view, fake, seconds, leave=0):
    """Open safe cells one by one (as clicks do) until ``leave`` are left, ``seconds`` after the first open."""
    if view.session.state.mines is None:
        view.on_primary(4, 4)
    fake.advance(seconds)
    while len(safe_cells_left(view)) > leave:
        view.on_primary(*safe_cells_left(view)[0])


def beginner_times(app):
    """The seconds in the Beginner best-times table (kept with the statistics)."""
    from gamepkg.mines.stats import load_stats
    return [row["seconds"] for row in load_stats(app.store)["beginner"]["times"]]


BEGINNER = "mines:9x9n10#3"


def test_save_then_load_goes_on_from_the_saved_time(app):
    """Defect 1: 20 s played, saved, another game, Load: the clock shows 20 s and runs on from there."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    fake.advance(20)
    assert app.save()
    view.start(view.session.params, 99)
    assert app.load()
    assert view.clock.elapsed() == 20 and "20" in view.timer_var.get()
    fake.advance(3)
    assert view.clock.elapsed() == 23


def test_loading_the_game_on_screen_back_to_its_save_turns_no_clock_back(app):
    """QA: saved at 1 s, played on to 3 s, loaded: the clock went back to 1 s with the best-time chance kept,
    on a board seen further. The game on screen loaded back keeps its clock running on, and a loaded game
    is practice (issue 20)."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    fake.advance(1)
    assert app.save()
    fake.advance(2)
    view.on_primary(*safe_cells_left(view)[0])
    assert app.load()
    assert view.clock.elapsed() == 3 and view.record_chance.reason == "save"


def test_an_old_save_without_a_clock_loads_at_zero_and_cannot_set_a_record(app):
    """Defect 1/4: a save from before the clock was kept loads (time 0) but its win sets no best time."""
    import json
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 20, leave=1)
    assert app.save()
    path = app.store.path("saves/mines.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["extras"]
    path.write_text(json.dumps(data), encoding="utf-8")
    view.start(view.session.params, 99)  # another game on screen: the save's own clock (none) is taken
    assert app.load() and view.clock.elapsed() == 0 and not view.record_chance.counts
    view.on_primary(*safe_cells_left(view)[0])
    assert view.session.status() == "won" and beginner_times(app) == []


def test_the_clock_stops_while_another_tab_or_a_dialog_is_shown(app):
    """Defect 2: time spent on another tab or in a modal dialog is not counted."""
    view, fake = timed_board(app, BEGINNER)
    app.select_game("mines")
    view.update()
    view.on_primary(4, 4)
    fake.advance(5)
    app.select_game("walls")
    view.update()
    fake.advance(100)
    app.select_game("mines")
    view.update()
    fake.advance(2)
    assert view.clock.elapsed() == 7
    app.modal(lambda: fake.advance(50))
    assert view.clock.elapsed() == 7
    fake.advance(1)
    assert view.clock.elapsed() == 8


def test_the_status_line_describes_the_shown_position_after_undo_and_redo(app):
    """Defect 3: undoing a loss shows the how-to line; Redo shows the loss or the win again."""
    view = fixed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    ready = app.tr.t("record.not.game_id")  # a game opened from its ID says all along that it is practice
    click(view.board, *cell_pixel(view, 0, 0))
    assert "Ctrl+Z" in view.status_var.get()
    app.undo()
    assert view.status_var.get() == ready
    app.redo()
    assert "Ctrl+Z" in view.status_var.get()
    view = fixed_board(app, layout_id(5, 5, [(0, 0)]))
    click(view.board, *cell_pixel(view, 4, 4))
    assert view.session.status() == "won" and view.status_var.get().startswith("Cleared")
    app.undo()
    assert view.status_var.get() == ready
    app.redo()
    assert view.status_var.get().startswith("Cleared")
    app.restart()
    assert view.status_var.get() == ready


def test_restart_then_redo_to_the_win_sets_no_new_best_time(app):
    """Defect 4, cheat 1: win in 30 s (a record), Restart, Redo every move: no 0.01 s record."""
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 30, leave=1)
    view.on_primary(*safe_cells_left(view)[0])
    assert beginner_times(app) == [30.0] and "best time" in view.status_var.get()
    app.restart()
    while view.session.can_redo():
        app.redo()
    assert view.session.status() == "won" and beginner_times(app) == [30.0]
    assert "best time" not in view.status_var.get()


def test_load_one_move_before_the_win_keeps_the_played_time(app):
    """Defect 4, cheat 2: saved after 20 s one move before the win, another game, loaded, won: 20.03 s, not
    0.03 s; a loaded game is practice, so it says so and sets no record (issue 20)."""
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 20, leave=1)
    assert app.save()
    view.start(view.session.params, 99)
    fake.advance(7)
    assert app.load()
    fake.advance(0.03)
    view.on_primary(*safe_cells_left(view)[0])
    assert view.status_var.get() == "Cleared in 20.0 seconds. Practice: not recorded (opened from a save)."
    assert beginner_times(app) == []


def test_loading_again_after_the_game_ended_sets_no_record(app):
    """Defect 4: a game won after a save, opened again from the save or its game ID and won again: no record."""
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 20, leave=1)
    assert app.save()
    view.on_primary(*safe_cells_left(view)[0])
    assert beginner_times(app) == [20.0]
    assert app.load()
    view.on_primary(*safe_cells_left(view)[0])
    assert beginner_times(app) == [20.0]
    view, fake = timed_board(app, BEGINNER, dealt=False)
    play_until(view, fake, 5)
    assert view.session.status() == "won" and beginner_times(app) == [20.0]


def test_a_game_that_ended_does_not_count_again_after_a_restart_of_the_suite(app):
    """Issue 16 leftover: the games that ended were remembered by the window only, so after closing it a save
    or the game ID of a won game set a record again on a board already known. A game from a save or an ID
    is practice now (issue 20), in a new window too."""
    import tkinter

    from tests.conftest import DialogRecorder
    from widgets.app import SuiteApp
    view, fake = timed_board(app, BEGINNER)
    play_until(view, fake, 20, leave=1)
    assert app.save()
    view.on_primary(*safe_cells_left(view)[0])
    assert beginner_times(app) == [20.0]
    again = SuiteApp(tkinter.Toplevel(app.root), app.store, language="en")  # a suite started again
    DialogRecorder().install(again)
    again.select_game("mines")
    assert again.load() and not again.views["mines"].record_chance.counts
    again.views["mines"].on_primary(*safe_cells_left(again.views["mines"])[0])
    view, fake = timed_board(again, BEGINNER, dealt=False)
    play_until(view, fake, 5)
    assert view.session.status() == "won" and beginner_times(app) == [20.0]


def test_a_hint_an_undone_loss_or_a_second_win_set_no_record(app):
    """Defect 4: after a hint, or after taking back the losing click, a win does not count; nor does winning twice."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    app.hint()
    play_until(view, fake, 10)
    assert view.session.status() == "won" and beginner_times(app) == []
    view, fake = timed_board(app, "mines:9x9n10#4")
    view.on_primary(4, 4)
    view.on_primary(*sorted(view.session.state.mines)[0])
    app.undo()
    play_until(view, fake, 10)
    assert view.session.status() == "won" and beginner_times(app) == []
    view, fake = timed_board(app, "mines:9x9n10#5")
    play_until(view, fake, 10)
    assert beginner_times(app) == [10.0]
    app.undo()
    fake.advance(1)
    app.redo()
    assert beginner_times(app) == [10.0]


def test_an_oversize_game_id_is_refused_with_the_reason_and_nothing_changes(app, dialogs, monkeypatch):
    """Defect 5: a board bigger than the suite plays (here a lowered cap) is refused in the player's language."""
    from gamepkg.mines import ids as mines_ids
    monkeypatch.setattr(mines_ids, "PLAY_MAX_CELLS", 10_000)
    view = fixed_board(app, BEGINNER)
    before = view.session
    assert app.open_game_id("mines:101x100n10#1") is not None
    assert "10100 cells" in dialogs.errors[0] and view.session is before
    app.set_language("ja")
    app.open_game_id("mines:1000x1000n200000#1")
    assert "1000000マス" in dialogs.errors[1] and view.session is before


def test_an_oversize_save_is_refused_with_the_reason_and_nothing_changes(app, dialogs, monkeypatch):
    """Defect 5: a legal save on a 630x630 board over a (lowered) cap is refused at once; game and file stay."""
    import json

    from gamepkg.mines import ids as mines_ids
    from gamepkg.session import Session
    monkeypatch.setattr(mines_ids, "PLAY_MAX_CELLS", 10_000)
    view = fixed_board(app, BEGINNER)
    before = view.session
    data = Session(mines, mines.Params(630, 630, 10), seed=1).to_dict()
    data["moves"] = ["o0,0", "m1,1,1"]
    path = app.store.path("saves/mines.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    saved = path.read_bytes()
    assert not app.load()
    assert "396900 cells" in dialogs.errors[0] and view.session is before and path.read_bytes() == saved


def test_a_hint_too_hard_to_work_out_says_so(app, monkeypatch):
    """Defect 6: when the hint's budget runs out the status says so, and the game can still set a record."""
    from gamepkg.mines import solver as mines_solver
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    monkeypatch.setattr(mines_solver, "HINT_STEPS", 3)
    app.hint()
    assert view.status_var.get() == app.tr.t("common.too_hard") and view.record_chance


def send_key(widget, keysym, kind, time):
    """Send one key event (KeyPress or KeyRelease) at event time ``time`` to ``widget``."""
    widget.focus_force()
    widget.update()
    widget.event_generate(f"<{kind}-{keysym}>", time=time)
    widget.update()


def test_pause_stops_the_clock_and_hides_the_board(app):
    """Issue 13 item 3: P pauses (clock stopped, every cell blank, clicks refused); P again goes on."""
    view, fake = timed_board(app, layout_id(5, 5, [(0, 0), (4, 4)]))
    click(view.board, *cell_pixel(view, 1, 1))
    fake.advance(4)
    send_key(view.board, "p", "KeyPress", 1000)
    assert view.paused and view.banner_var.get() == "Paused"
    assert view.board.cell_look(1, 1) == view.board.cell_look(3, 3) and view.board.cell_look(1, 1)[1] == ""
    send_key(view.board, "p", "KeyPress", 1030)  # the key held down: auto-repeat does not toggle
    assert view.paused
    fake.advance(60)
    click(view.board, *cell_pixel(view, 2, 2))
    assert (2, 2) not in view.session.state.opened and "P" in view.status_var.get()
    send_key(view.board, "p", "KeyRelease", 1100)
    send_key(view.board, "p", "KeyPress", 1300)
    assert not view.paused and view.board.cell_look(1, 1)[1] == "1"
    fake.advance(1)
    assert view.clock.elapsed() == 5
    labels = [app.game_menu.entrycget(i, "label") for i in range(app.game_menu.index("end") + 1)
              if app.game_menu.type(i) == "command"]
    assert "Pause / Go on" in labels


def test_a_dialog_over_a_game_under_way_covers_the_board_while_the_clock_stands(app):
    """QA: any dialog (About, Enter Game ID...) stopped the clock but left the board in sight behind it, so it
    could be studied for free. While a dialog is open over a game under way every cell is drawn covered."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    seen = {}

    def dialog():
        """What the board shows while the dialog is open."""
        app.root.update()
        seen["open cells"] = [cell for cell, look in view.board._drawn.items() if not look[4]]
        seen["clock running"] = view.clock.running

    app.modal(dialog)
    app.root.update()
    assert seen == {"open cells": [], "clock running": False}
    assert any(not look[4] for look in view.board._drawn.values()) and view.clock.running


def test_naming_the_game_on_screen_again_is_a_restart(app):
    """QA: Enter Game ID with the ID of the game on screen started it over with its best-time chance, on a
    board already seen: that is Restart, and Restart ends the chance."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    game_id = view.session.game_id()
    assert app.open_game_id(game_id, interactive=False) is None
    assert view.session.game_id() == game_id and not view.session.moves
    assert view.record_chance.reason == "game_id"


def test_a_game_id_opens_the_board_it_names_whatever_the_no_guess_option(app):
    """QA: the no-guess mark "g" of a pasted ID was replaced by the option's setting (another board)."""
    view = app.select_game("mines")
    for option, text in ((False, "mines:9x9n10g#123"), (True, "mines:9x9n10#123")):
        view.no_guess.set(option)
        assert app.open_game_id(text, interactive=False) is None
        assert view.session.game_id() == text


def test_a_hint_before_the_first_click_keeps_the_best_time_chance(app):
    """QA: the first-click hint ("any cell is safe") tells nothing, yet it ended the chance silently."""
    view, fake = timed_board(app, BEGINNER)
    app.hint()
    assert view.record_chance.counts
    view.on_primary(4, 4)
    app.hint()
    assert view.record_chance.reason == "hint"


def test_the_clock_stops_while_how_to_play_is_open(app):
    """F1 over a game under way: the clock stands still and the board is covered until How to Play closes."""
    view, fake = timed_board(app, BEGINNER)
    app.select_game("mines")
    view.update()
    view.on_primary(4, 4)
    fake.advance(3)
    window = app.show_help()
    view.update()
    fake.advance(40)
    assert view.clock.elapsed() == 3 and view.board_covered()
    window.destroy()
    view.update()
    fake.advance(2)
    assert view.clock.elapsed() == 5 and not view.board_covered()
