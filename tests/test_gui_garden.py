"""Mischief Garden on a real Tk window: the curtain, what the gardener's canvas holds, selecting, computers, the lab."""

import re
import tkinter as tk

import pytest

from gamepkg.garden import rules as garden
from gamepkg.garden.display import Text, event_texts
from gamepkg.i18n import LANGUAGES
from gamepkg.session import Session
from tests.conftest import click, press

ROOT_TAGS = {"root", "joined", "cut_off"}


def open_game(app, params_text="hh", seed=1):
    """Open a garden game from a game ID at instant computer speed; returns the view."""
    app.settings["animation_speed"] = "instant"
    assert app.open_game_id(f"garden:{params_text}#{seed}", interactive=False) is None
    view = app.views["garden"]
    view.update()
    return view


def settle(view, rounds=400):
    """Run the after() queue until no computer move is pending."""
    for _ in range(rounds):
        view.update()
        if view.computer_job is None:
            view.update()
            return
        view.after(2)
    raise AssertionError("the computer never finished")


def click_cell(view, cell):
    """Click the centre of a cell number."""
    x, y = view.board.cell_center(cell % 5, cell // 5)
    click(view.board, int(x), int(y))


def do(view, cell):
    """Select a cell and commit it with a second click."""
    click_cell(view, cell)
    click_cell(view, cell)


def key(widget, keysym, kind, time):
    """Send one key event of ``kind`` (KeyPress or KeyRelease) at event time ``time``."""
    widget.focus_force()
    widget.update()
    widget.event_generate(f"<{kind}-{keysym}>", time=time)
    widget.update()


def tap(widget, keysym):
    """Press and release a key, as a person does (distinct event times, so it is no auto-repeat)."""
    tap.time += 100
    key(widget, keysym, "KeyPress", tap.time)
    key(widget, keysym, "KeyRelease", tap.time + 50)


tap.time = 1000


def hand_over(view):
    """Press Enter on the hand-over screen (a hot-seat turn's result): the curtain drops."""
    assert view.handing_over and not view.curtain_up
    tap(view.board, "Return")
    assert view.curtain_up and view.handing_over is None


def ready(view):
    """Hand over when a turn's result is shown, then press Enter on the curtain."""
    if view.handing_over:
        hand_over(view)
    assert view.curtain_up
    tap(view.curtain, "Return")
    assert not view.curtain_up


def choose(view, kind):
    """Choose an action kind as a click on its radio button would."""
    view.choose_kind(kind)
    view.update()


def play_through(view, moves):
    """Play moves in a hot-seat game through the view, saying Ready at every hand-off."""
    for move in moves:
        if view.curtain_up or view.handing_over:
            ready(view)
        assert view.play(move) is not None, move


def canvas_snapshot(canvas):
    """Every item of a canvas: type, rounded coordinates, tags and every option's value."""
    items = []
    for item in canvas.find_all():
        options = {name: canvas.itemcget(item, name) for name in canvas.itemconfigure(item)}
        items.append((canvas.type(item), tuple(round(c) for c in canvas.coords(item)), options))
    return items


def all_texts(widget):
    """The texts of every label and button below ``widget`` (text or textvariable)."""
    texts = []
    for child in widget.winfo_children():
        if isinstance(child, (tk.Label, tk.Button)) or child.winfo_class() in ("TLabel", "TButton", "TRadiobutton"):
            texts.append(str(child.cget("text")))
        texts.extend(all_texts(child))
    return texts


def test_the_curtain_covers_the_tab_after_the_gardeners_second_action(app):
    """Issue 22 point 9: the gardener first sees the second action's result (board and status line) with Hand
    Over; Enter then drops the curtain, which hides board, counters, last action and status; Enter lifts it."""
    view = open_game(app)
    ready(view)
    do(view, 5)
    assert not view.curtain_up and view.session.state.left == 1
    do(view, 6)
    view.update()
    assert view.session.state.role == "mole" and not view.curtain_up and not view.curtain.is_shown()
    assert view.handing_over == "gardener"
    assert app.tr.t("garden.event.path", cell=7) in view.status_var.get()   # the second path, cell 6 shown as 7
    x, y = view.board.cell_center(6 % 5, 6 // 5)
    assert [item for item in view.board.find_overlapping(x, y, x, y) if "path" in view.board.gettags(item)]
    assert not [item for item in view.board.find_all() if ROOT_TAGS & set(view.board.gettags(item))]
    assert view.panel.handover_button.winfo_ismapped() and not view.panel.commit_button.winfo_ismapped()
    assert [str(button.cget("value")) for button in view.panel.kind_buttons] == ["path", "water", "dig", "wait"]
    click_cell(view, 7)                                    # the board takes no move now: it says how to go on
    assert view.session.state.left == 2 and view.pending is None
    assert view.status_var.get() == app.tr.t("garden.view.handover.blocked", role="Mole")
    hand_over(view)
    view.update()
    assert view.curtain_up and view.session.state.role == "mole"
    info = view.curtain.place_info()
    assert (info["relx"], info["rely"], info["relwidth"], info["relheight"]) == ("0", "0", "1", "1")
    assert view.tk.splitlist(view.tk.call("winfo", "children", str(view)))[-1] == str(view.curtain)
    assert view.board.find_all() == ()
    assert all(text == "" for text in view.panel.label_texts())
    shown = [text for text in all_texts(view) + [view.status_var.get(), app.root.title()] if text]
    assert not [text for text in shown if re.search(r"\d|Path|Round|Bloom", text)]
    assert "Mole" in view.status_var.get()
    ready(view)
    assert view.board.find_withtag("flower") and view.status_var.get().startswith("Mole, your turn")


def test_the_gardeners_canvas_holds_nothing_about_the_roots(app):
    """Two games with the same public moves and different roots draw the same gardener canvas item for item."""
    gardener_moves = ["path:5", "path:6", "path:7", "water:1"]
    mole_a = ["root:19", "root:24", "root:23", "root:22"]       # neither drains a flower:
    mole_b = ["root:9", "root:4", "root:3", "root:2"]          # the public garden is the same
    snapshots, panels = [], []
    for mole in (mole_a, mole_b):
        view = open_game(app)
        play_through(view, gardener_moves[:2] + mole[:2] + gardener_moves[2:] + mole[2:])
        ready(view)
        assert view.session.state.role == "gardener" and len(view.session.state.roots) >= 4
        view.update()
        items = view.board.find_all()
        assert items
        assert not [item for item in items if ROOT_TAGS & set(view.board.gettags(item))]
        texts = {view.board.itemcget(item, "text") for item in items if view.board.type(item) == "text"}
        assert not texts & {"R", "x"}
        snapshots.append(canvas_snapshot(view.board))
        panels.append(view.panel.label_texts())
    assert snapshots[0] == snapshots[1]
    assert panels[0] == panels[1]


def test_the_hand_over_screens_show_each_side_only_its_own_result(app):
    """Issue 22 point 9: with the mole's roots underground, the gardener's hand-over screen after round 2 is the
    same item for item (board, panel, status) whatever the roots; the mole's shows its roots and the drain."""
    screens = []
    for mole in (["root:19", "root:24"], ["root:9", "root:4"]):       # neither drains a flower
        view = open_game(app)
        play_through(view, ["path:5", "path:6"] + mole + ["path:15"])
        do(view, 16)
        view.update()
        assert view.handing_over == "gardener" and view.session.state.role == "mole"
        assert not [item for item in view.board.find_all() if ROOT_TAGS & set(view.board.gettags(item))]
        screens.append((canvas_snapshot(view.board), view.panel.label_texts(), view.status_var.get()))
    assert screens[0] == screens[1]
    assert app.tr.t("garden.event.path", cell=17) in screens[0][2]
    assert "Gardener: turn over" in screens[0][1]  # the heading speaks of the turn shown, not yet the mole's
    assert "Actions left: 0" in screens[0][1] and "Actions left: 2" not in screens[0][1]  # nor its count
    hand_over(view)
    ready(view)
    do(view, 13)
    do(view, 18)                                                     # the root reaches flower 18: drained
    view.update()
    assert view.handing_over == "mole" and view.session.state.role == "gardener"
    assert view.board.find_withtag("root")
    assert app.tr.t("garden.event.drained", cell=19, water=0) in view.status_var.get()
    hand_over(view)
    assert view.board.find_all() == ()
    ready(view)
    assert not [item for item in view.board.find_all() if ROOT_TAGS & set(view.board.gettags(item))]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_status_line_names_both_actions_of_a_turn(app, language):
    """Issue: after a turn the status line, and what the next player was told, named only its second action.
    Hot seat: the gardener's hand-over screen and the mole's first line name both paths; the mole's hand-over
    screen names both roots, and the gardener's next line is the same whatever the roots (it names none);
    against the computer gardener the mole reads both of its actions; the replay of a game against the computer
    mole names both of the gardener's actions at the turn's second step (it said nothing there), and at the
    computer mole's steps that the mole works underground (it said nothing, and names no root)."""
    app.set_language(language)
    t = app.tr.t
    view = open_game(app)
    play_through(view, ["path:5", "path:6"])
    paths = [t("garden.event.path", cell=6), t("garden.event.path", cell=7)]
    assert view.handing_over == "gardener" and all(path in view.status_var.get() for path in paths)
    ready(view)
    assert view.status_var.get() == view.t("garden.view.your_turn", role=t("garden.role.mole"), events=paths)
    gardener_lines = []
    for mole in (["root:19", "root:24"], ["root:9", "root:4"]):       # neither drains a flower
        view = open_game(app)
        play_through(view, ["path:5", "path:6"] + mole)
        roots = [t("garden.event.root", cell=int(move[5:]) + 1) for move in mole]
        assert view.handing_over == "mole" and all(root in view.status_var.get() for root in roots)
        ready(view)
        gardener_lines.append(view.status_var.get())
        assert not [root for root in roots if root in gardener_lines[-1]]
    assert gardener_lines[0] == gardener_lines[1]
    view = open_game(app, "nh", seed=7)
    settle(view)
    computer_turn = [view.resolve(text) for number in (1, 2)
                     for text in event_texts(view.session.state_at(number).events)]
    assert view.session.state.role == "mole" and len(computer_turn) >= 2
    assert all(text in view.status_var.get() for text in computer_turn), (computer_turn, view.status_var.get())
    view = open_game(app, "hn", seed=7)
    do(view, 5)
    do(view, 6)
    settle(view)
    assert app.replay_shown() and view.replaying()
    view.replay_bar.go(2)
    app.root.update()
    assert all(path in view.status_var.get() for path in paths), view.status_var.get()
    view.replay_bar.go(3)                               # the computer mole's first action: work underground
    app.root.update()
    hidden = t("garden.view.computer_hidden", role=t("garden.role.mole"))
    assert view.status_var.get().endswith(hidden), view.status_var.get()
    app.leave_replay()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_whole_turn_keeps_to_the_status_lines_two_lines(app, language):
    """A whole turn in the status line never moves the board at 100 %: two waterings that bloom, and two roots
    with two drains and the next round, on the hand-over screen, before the computer's answer and at the next
    player's turn, each fit the two lines the status line keeps (widgets/game_view.py STATUS_LINES)."""
    from widgets.game_view import STATUS_LINES
    app.set_language(language)
    view = app.select_game("garden")
    app.root.update()
    water = [Text("garden.event.water", {"cell": 12, "water": 2}), Text("garden.event.bloom", {"cell": 12}),
             Text("garden.event.water", {"cell": 22, "water": 2}), Text("garden.event.bloom", {"cell": 22})]
    roots = [Text("garden.event.root", {"cell": 20}), Text("garden.event.root", {"cell": 14}),
             Text("garden.event.drained", {"cell": 12, "water": 0}),
             Text("garden.event.drained", {"cell": 22, "water": 1}), Text("garden.event.round", {"round": 5})]
    mole, gardener = Text("garden.role.mole", {}), Text("garden.role.gardener", {})
    for key, fields in (("garden.view.handover.status", {"events": water, "role": mole}),
                        ("garden.view.handover.status", {"events": roots, "role": gardener}),
                        ("garden.view.turn_then_computer", {"events": water, "role": mole,
                                                            "level": Text("garden.view.level.normal", {})}),
                        ("garden.view.your_turn", {"events": water, "role": mole})):
        view.set_status(key, **fields)
        app.root.update()
        lines = str(view.status_label.cget("text")).rstrip("\n").split("\n")
        assert len(lines) <= STATUS_LINES, (key, lines)


def test_the_mole_sees_joined_and_cut_off_roots_apart(app):
    """On the mole's turn joined roots are solid with R, cut-off ones dashed with x."""
    view = open_game(app)
    play_through(view, ["path:5", "path:6", "root:9", "root:4", "path:7", "dig:8", "root:19", "root:24",
                        "path:15", "path:16"])
    state = view.session.state
    ready(view)
    assert state.role == "mole" and 4 in state.roots and 9 not in state.roots
    joined = view.board.find_withtag("joined")
    cut_off = view.board.find_withtag("cut_off")
    assert joined and cut_off
    assert {view.board.itemcget(item, "text") for item in cut_off if view.board.type(item) == "text"} == {"x"}
    assert "R" in {view.board.itemcget(item, "text") for item in joined if view.board.type(item) == "text"}
    assert all(view.board.itemcget(item, "dash") for item in cut_off if view.board.type(item) == "line")


def test_select_then_commit_with_two_clicks(app):
    """The first click selects and shows the forecast; the second click on the same cell does it."""
    view = open_game(app)
    ready(view)
    before = view.session.state
    click_cell(view, 5)
    assert view.session.state is before and view.pending == "path:5"
    assert app.tr.t("garden.forecast.path") in view.panel.vars["forecast"].get()
    assert view.board.find_withtag("pending")
    click_cell(view, 5)
    assert view.session.state.paths == (5, 10) and view.pending is None


def test_an_illegal_choice_says_why_and_costs_nothing(app):
    """A path on the rock is refused with its reason; the state and the actions left stay."""
    view = open_game(app)
    ready(view)
    before = view.session.state
    click_cell(view, 12)
    assert view.session.state is before and view.pending is None
    assert view.status_var.get() == app.tr.t("garden.reason.rock", cell=13)     # players count cells from 1
    choose(view, "water")
    click_cell(view, 21)
    assert view.session.state is before
    assert view.status_var.get() == app.tr.t("garden.reason.not_adjacent")


def test_a_click_during_the_curtain_changes_nothing(app):
    """Clicks and keys under the curtain only say that the board is hidden."""
    view = open_game(app)
    ready(view)
    do(view, 5)
    do(view, 6)
    hand_over(view)
    before = view.session.state
    click_cell(view, 19)
    click_cell(view, 19)
    for keysym in ("z", "Tab", "Left", "r", "Escape", "space"):
        press(view.board, keysym)
        press(view.curtain, keysym)
    click(view.curtain, 10, 10)
    assert view.session.state is before and view.curtain_up and view.pending is None
    assert view.session.moves == ["path:5", "path:6"]
    assert view.board.find_all() == ()
    assert view.status_var.get() == app.tr.t("garden.view.curtain.blocked")


def test_undo_is_refused_with_a_reason(app):
    """Ctrl+Z never takes a move back; the menu entry is greyed out."""
    view = open_game(app)
    ready(view)
    do(view, 5)
    before = view.session.state
    app.undo()
    assert view.session.state is before
    assert view.status_var.get() == app.tr.t("garden.view.no_undo")
    assert not view.can_undo() and not view.can_redo()
    assert app.game_menu.entrycget(app.game_entries["menu.undo"], "state") == "disabled"


def test_a_reset_needs_both_players(app, dialogs):
    """R asks the gardener, then the mole: yes then no resets nothing; yes and yes resets."""
    view = open_game(app)
    ready(view)
    do(view, 5)
    answers = [True, False]
    asked = []
    app.ask_yes_no = lambda key, **fields: (asked.append(key), answers.pop(0))[1]
    press(view.board, "r")
    assert asked == ["garden.view.reset_gardener", "garden.view.reset_mole"]
    assert view.session.state.paths == (5, 10)
    assert view.status_var.get() == app.tr.t("garden.view.reset_refused")
    answers[:] = [True, True]
    press(view.board, "r")
    assert view.session.state == garden.new_game() and view.session.moves == []
    assert view.curtain_up
    ready(view)
    do(view, 5)
    answers[:] = [True, True]
    asked.clear()
    app.restart()
    assert asked == ["garden.view.reset_gardener", "garden.view.reset_mole"], "Game > Restart asks the same two"


def test_save_then_load_opens_behind_the_curtain(app):
    """A loaded hot-seat game shows nothing until the player to act says Ready."""
    view = open_game(app)
    play_through(view, ["path:5", "path:6", "root:19"])
    ready_state = view.session.state
    assert not view.curtain_up
    assert app.save()
    view.play("root:13")
    assert app.load()
    assert view.session.state == ready_state and view.curtain_up
    assert view.board.find_all() == ()
    ready(view)
    assert view.session.state.role == "mole" and view.board.find_withtag("root")


def test_the_computer_mole_answers_and_its_roots_stay_hidden(app):
    """Against the computer mole there is no curtain; after its turn the gardener sees no root item."""
    view = open_game(app, "hn", seed=7)
    assert not view.curtain_up
    do(view, 5)
    do(view, 6)
    settle(view)
    state = view.session.state
    assert state.round == 2 and state.role == "gardener" and len(state.roots) > 1
    assert not [item for item in view.board.find_all() if ROOT_TAGS & set(view.board.gettags(item))]
    assert not view.is_busy()


def test_while_the_computer_mole_thinks_the_status_line_says_so(app):
    """QA: after the gardener's second action against the computer mole the status line went blank for the
    whole of the mole's turn. It names the gardener's whole turn (both paths), then that the mole thinks."""
    app.set_animation_speed("normal")
    view = open_game(app, "hn", seed=7)
    app.set_animation_speed("normal")
    do(view, 5)
    do(view, 6)
    assert view.computer_job is not None
    t = view.t
    events = [t("garden.event.path", cell=6), t("garden.event.path", cell=7)]
    assert view.status_var.get() == t("garden.view.turn_then_computer", events=events, role=view.role_text("mole"),
                                      level=view.level_text("mole"))
    assert t("garden.view.computer_turn", role=view.role_text("mole"), level=view.level_text("mole"))[-8:] in \
        view.status_var.get()


def test_computer_against_computer_leaves_the_menus_free(app, dialogs):
    """QA: a computer-against-computer match refused New, Save and Load for its whole 30 seconds ("a move is
    still being shown"): a computer's move waiting for its pause no longer blocks the Game menu."""
    app.set_animation_speed("normal")
    assert app.open_game_id("garden:nn#3", interactive=False) is None
    view = app.views["garden"]
    view.update()
    assert view.computer_job is not None
    assert app.save()
    app.new_game(garden.Params("h", "h"), 5, view=view)
    assert view.session.params == garden.Params("h", "h") and view.session.seed == 5
    assert app.load() and view.session.params == garden.Params("n", "n")
    position = view.session.position
    for _ in range(300):  # the loaded match goes on by itself
        view.update()
        if view.session.position > position:
            break
        view.after(10)
    assert view.session.position > position


def test_the_computer_gardener_starts_and_replays_the_same_way(app):
    """Playing the mole: the computer gardener moves first, seeded by the game's seed."""
    view = open_game(app, "nh", seed=11)
    settle(view)
    first = list(view.session.moves)
    assert len(first) == 2 and view.session.state.role == "mole"
    view = open_game(app, "nh", seed=11)
    settle(view)
    assert view.session.moves == first


def test_space_after_a_result_swaps_roles(app):
    """A finished game against the computer mole: Space starts the game with the roles swapped."""
    view = open_game(app, "hn")
    session = Session(garden, garden.Params("h", "n"), 3)
    for _ in range(garden.ROUNDS * 4):
        session.play("wait")
    view.adopt_session(session)
    settle(view)
    assert view.session.state.winner == "mole" and not view.curtain_up
    assert app.tr.t("garden.result.swap") in view.panel.label_texts()
    tap(view.board, "space")
    settle(view)
    assert view.session.params == garden.Params("n", "h")
    assert view.session.state.role == "mole" and len(view.session.moves) == 2


def test_space_after_a_hot_seat_result_swaps_behind_the_curtain(app):
    """Two humans: the rematch opens behind the curtain, which says that the roles are swapped."""
    view = open_game(app)
    session = Session(garden, garden.Params("h", "h"), 3)
    for _ in range(garden.ROUNDS * 4):
        session.play("wait")
    view.adopt_session(session)
    assert view.session.state.winner and not view.curtain_up
    tap(view.board, "space")
    assert view.curtain_up and view.session.moves == []
    assert app.tr.t("garden.view.curtain.swapped") in view.curtain.texts()


def test_the_practice_lab_grows_and_cuts_roots(app):
    """Game > Practice lab: a root, then a cut on it; Back to the match raises the curtain again."""
    view = open_game(app)
    ready(view)
    app.game_menu.invoke(app.game_entries["garden.view.menu.lab"])
    assert view.lab is not None and not view.curtain_up
    do(view, 19)
    assert view.lab.state.roots == (14, 19)
    assert view.board.find_withtag("joined")
    press(view.board, "Tab")
    assert view.kind() == "cut"
    do(view, 19)
    assert view.lab.state.roots == (14,)
    app.game_menu.invoke(app.game_entries["garden.view.menu.back"])
    assert view.lab is None and view.curtain_up and view.session.moves == []


def test_keyboard_only_play(app):
    """Enter on the curtain, arrows, Z, Enter and Tab play a whole gardener turn."""
    view = open_game(app)
    tap(view.curtain, "Return")
    board = view.board
    press(board, "Up")              # from the entry (10) to 5
    press(board, "z")
    assert view.pending == "path:5"
    tap(board, "Return")
    assert view.session.state.paths == (5, 10)
    press(board, "Down")            # 10
    press(board, "Right")           # 11, a flower next to the entry
    press(board, "Tab")             # water
    tap(board, "Return")
    assert view.pending == "water:11"
    press(board, "x")
    assert view.pending is None
    tap(board, "Return")
    tap(board, "Return")
    assert view.session.state.water[garden.FLOWERS.index(11)] == 2 and view.handing_over == "gardener"
    tap(board, "Return")            # hand over
    assert view.curtain_up


def test_the_language_switch_translates_the_curtain(app):
    """A live switch to Japanese re-translates the curtain and its status."""
    view = open_game(app)
    app.set_language("ja")
    assert "次は庭師" in view.curtain.texts()
    assert view.status_var.get() == app.tr.t("garden.view.curtain.status", role="庭師")


def test_a_held_enter_does_not_lift_the_curtain(app):
    """Enter still held after the gardener's last action (auto-repeat) leaves the curtain up."""
    view = open_game(app)
    ready(view)
    do(view, 5)
    click_cell(view, 6)
    key(view.board, "Return", "KeyPress", 5000)            # commits the second action...
    assert view.handing_over == "gardener" and not view.curtain_up
    for time in (5500, 5530, 5560):                          # ...and X11 repeats it: release and press at once
        key(view.board, "Return", "KeyRelease", time)
        key(view.board, "Return", "KeyPress", time)
    assert view.handing_over == "gardener" and not view.curtain_up   # a held Enter does not hand over either
    assert view.status_var.get() == app.tr.t("garden.view.curtain.release")
    key(view.board, "Return", "KeyRelease", 5600)
    key(view.board, "Return", "KeyPress", 6400)              # a new press hands over...
    assert view.curtain_up
    for time in (6500, 6530, 6560):                          # ...and its repeats leave the curtain up
        key(view.curtain, "Return", "KeyRelease", time)
        key(view.curtain, "Return", "KeyPress", time)
    assert view.curtain_up and view.board.find_all() == ()
    assert view.status_var.get() == app.tr.t("garden.view.curtain.release")
    key(view.curtain, "Return", "KeyRelease", 6600)
    key(view.curtain, "Return", "KeyPress", 7400)
    assert not view.curtain_up


def test_the_panel_heading_and_the_curtain_headline_grow_with_the_zoom(app):
    """QA: at 200 % the panel's bold heading and the curtain's big "Next: Gardener" kept their 100 % sizes
    (they are copies of the heading font, and copies do not follow the zoom)."""
    import tkinter.font as tkfont
    view = open_game(app)
    app.set_zoom(200)
    heading = abs(tkfont.nametofont("TkHeadingFont", root=app.root).actual("size"))
    assert abs(view.panel.heading_font.actual("size")) == heading
    assert abs(view.curtain.big_font.actual("size")) == max(16, heading * 2)
    app.set_zoom(100)


def test_escape_never_offers_to_quit_the_suite(app, dialogs):
    """Esc with nothing selected asks nothing and the window stays; it says Ctrl+Q quits (in both languages)."""
    dialogs.answer = False              # (had it asked, the answer No keeps the window for the assertions)
    for language in LANGUAGES:
        app.set_language(language)
        view = open_game(app, "he")
        assert not view.curtain_up
        press(view.board, "Escape")
        assert dialogs.questions == [] and app.root.winfo_exists()
        assert view.status_var.get() == app.tr.t("garden.view.escape_nothing")
        assert "Ctrl+Q" in view.status_var.get()


def test_players_count_cells_from_1(app):
    """The board's numbers run 1..25 and the texts name cells as drawn; moves and saves keep the engine's 0..24."""
    view = open_game(app, "he")
    board = view.board
    numbers = sorted(int(board.itemcget(item, "text")) for item in board.find_withtag("number"))
    assert numbers == list(range(1, len(garden.CELLS) + 1))
    play_through(view, ["path:5"])
    assert view.session.moves[-1] == "path:5"
    assert app.tr.t("garden.event.path", cell=6) in view.status_var.get()


def test_computer_against_computer_hides_the_click_prompt_and_the_buttons(app):
    """Watching two computers: no forecast box (its click prompt, Enter and Cancel); a person's game has it."""
    view = open_game(app, "ee")
    settle(view)
    panel = view.panel
    assert not panel.forecast_box.winfo_ismapped() and not panel.commit_button.winfo_ismapped()
    assert app.tr.t("garden.view.panel.no_selection") not in all_texts(view)
    view = open_game(app, "he")
    view.update()
    assert panel.forecast_box.winfo_ismapped() and panel.commit_button.winfo_ismapped()


def test_how_to_play_names_the_entry_nest_and_rock_by_the_numbers_on_the_board(app):
    """How to Play and the hints name the entry, the nest and the rock by the numbers the board shows on them
    (from 1; the texts said the engine's numbers, from 0, beside a board numbered from 1)."""
    view = open_game(app, "he")  # against the computer mole: no curtain over the board
    numbers = {}  # the number drawn in each cell's top-left corner
    for item in view.painter.items.items("number"):
        x, y = view.board.coords(item)[:2]
        numbers[view.board.cell_at(x + 2, y + 2)] = view.board.itemcget(item, "text")
    shown = {cell: numbers[(cell % garden.SIZE, cell // garden.SIZE)]
             for cell in (garden.ENTRY, garden.NEST) + garden.ROCKS}
    text = view.help_text()
    assert "numbered from 1" in text
    assert f"entry ({shown[garden.ENTRY]})" in text and f"nest ({shown[garden.NEST]})" in text
    assert f"rock ({shown[garden.ROCKS[0]]})" in text
