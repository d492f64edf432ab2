"""Mischief Garden faults of a player's report on 0.4 (issue #34), on a real Tk window: the panel names the
drained flower as the board and the status line do (point 3), the dig's result stays readable after the computer's
reply (point 4), and the hand-over takes a fresh Enter even when the last one was let go elsewhere (point 5)."""

import tkinter as tk

from gamepkg.garden.display import shown_cell
from tests.test_gui_garden import choose, click_cell, do, hand_over, key, open_game, play_through, ready, settle, tap


def drained_marks(view):
    """The cell numbers (as the board shows them) under the board's drained marks."""
    cells = set()
    for item in view.board.find_withtag("drained"):
        x0, y0, x1, y1 = view.board.bbox(item)
        cell = view.board.cell_at((x0 + x1) / 2, (y0 + y1) / 2)
        cells.add(shown_cell(cell[1] * 5 + cell[0]))
    return cells


def test_the_panel_names_the_drained_flower_as_the_board_and_the_status_line_do(app):
    """Point 3: after a drain of flower 8 (engine cell), the D mark sits on cell 9, the status line says flower 9,
    and the panel's last-drain line says 9 too (it said 8: counted from 0)."""
    view = open_game(app)
    play_through(view, ["path:5", "path:6", "root:13"])
    do(view, 8)                                                      # the root reaches flower 8: drained
    view.update()
    assert view.handing_over == "mole"
    assert drained_marks(view) == {9}
    assert app.tr.t("garden.event.drained", cell=9, water=0) in view.status_var.get()
    assert view.panel.vars["drained"].get() == app.tr.t("garden.status.drained", flowers="9")
    hand_over(view)
    ready(view)                                                      # the gardener sees the drain too
    assert drained_marks(view) == {9}
    assert view.panel.vars["drained"].get() == app.tr.t("garden.status.drained", flowers="9")


def test_the_digs_result_is_still_readable_after_the_computers_reply(app):
    """Point 4: against the computer mole, the gardener's dig result ("root cut!" or "no root there") stays in
    the panel through the mole's reply, until the gardener's next action replaces it."""
    view = open_game(app, "hn")
    do(view, 5)
    choose(view, "dig")
    do(view, 11)                                                     # dig next to the entry: the turn ends
    settle(view)
    assert view.state().role == "gardener" and view.state().round == 2   # the mole has replied
    dug = app.tr.t(f"garden.event.dig.{view.session.state_at(2).events[0][2]}", cell=12)
    assert dug not in view.status_var.get()                          # the status line tells the mole's reply...
    assert dug in "\n".join(view.panel.label_texts())               # ...the panel still tells the dig
    choose(view, "path")
    do(view, 0)                                                      # the gardener's next action
    assert dug not in "\n".join(view.panel.label_texts())
    assert app.tr.t("garden.event.path", cell=1) in view.panel.vars["yours"].get()


def test_the_hand_over_takes_the_first_enter_after_one_released_elsewhere(app):
    """Point 5: Enter pressed on the board does the turn's last action, and is let go while the focus is elsewhere
    (a menu, another window, the lesson's Next button): the next Enter on the hand-over screen is a fresh press
    and hands over (it was refused: "Release the keys, then press Enter")."""
    view = open_game(app)
    ready(view)
    do(view, 5)
    click_cell(view, 6)
    key(view.board, "Return", "KeyPress", 20_000)                    # does the second action
    assert view.handing_over == "gardener"
    elsewhere = tk.Entry(tk.Toplevel(view))                          # the focus goes to another window...
    elsewhere.pack()
    key(elsewhere, "Return", "KeyRelease", 20_080)                   # ...where Enter is let go
    assert view.focus_get() is elsewhere
    elsewhere.master.destroy()
    click_cell(view, 12)                                             # back on the board
    key(view.board, "Return", "KeyPress", 21_000)
    assert view.curtain_up, view.status_var.get()
    assert view.status_var.get() != app.tr.t("garden.view.curtain.release")


def test_the_first_enter_on_a_fresh_hand_over_screen_hands_over(app):
    """Point 5: a hot-seat turn done with the mouse, then one Enter: the curtain drops (and a second one lifts it)."""
    view = open_game(app)
    ready(view)
    do(view, 5)
    do(view, 6)
    tap(view.board, "Return")
    assert view.curtain_up
    tap(view.curtain, "Return")
    assert not view.curtain_up and view.state().role == "mole"
