"""Mischief Garden on a real Tk window, the players' defect reports: computers playing on, no leak behind a
question, Ctrl+Tab, the status and panel texts, the help, and rule numbers taken from the engine."""

from tkinter import messagebox

from gamepkg import garden
from gamepkg.session import Session
from tests.conftest import press
from tests.test_gui_garden import ROOT_TAGS, all_texts, do, open_game, play_through, ready, settle


def test_computers_play_a_whole_game_in_the_window(app):
    """Gardener easy against mole normal at instant speed plays to the end (two actions on one cell included)."""
    for seed in (1, 2):
        view = open_game(app, "en", seed=seed)
        for _ in range(garden.ROUNDS * 2 * garden.ACTIONS_PER_TURN + 4):
            settle(view)
            if view.session.state.winner:
                break
        assert view.session.state.winner, "the computers stopped before the end"
        assert len(view.session.moves) == garden.ROUNDS * 2 * garden.ACTIONS_PER_TURN


def moles_board_with_roots(app):
    """A hot-seat game on the mole's turn, its board shown with a root drawn."""
    view = open_game(app)
    play_through(view, ["path:5", "path:6"])
    ready(view)
    do(view, 13)
    assert view.session.state.role == "mole" and view.board.find_withtag("root")
    return view


def record_questions(app, monkeypatch, view, answers):
    """Real yes/no dialogs (through app.modal) whose stand-in reads the whole tab while each question is open."""
    del app.ask_yes_no                      # the dialogs fixture's shortcut: use the app's own method again
    seen = []

    def ask(title, text, parent=None):
        """Record what the screen shows now and answer from ``answers``."""
        view.update()
        board = view.board
        seen.append({"question": text, "root_items": [i for i in board.find_all() if ROOT_TAGS & set(board.gettags(i))],
                     "items": board.find_all(), "panel": [t for t in view.panel.label_texts() if t],
                     "texts": [t for t in all_texts(view) + [view.status_var.get()] if t],
                     "curtain": view.curtain.is_shown()})
        return answers.pop(0)

    monkeypatch.setattr(messagebox, "askyesno", ask)
    return seen


def assert_nothing_hidden_shown(seen):
    """Every question was asked behind the curtain: no canvas item at all, no panel text, no root, no cell."""
    assert seen
    for screen in seen:
        assert screen["curtain"] and screen["items"] == () and screen["root_items"] == []
        assert screen["panel"] == []
        assert not [text for text in screen["texts"] if "Root" in text or "13" in text], screen


def test_a_reset_on_the_moles_turn_asks_behind_the_curtain(app, monkeypatch):
    """R on the mole's board: both questions are asked with no board, panel or roots; a no keeps the mole hidden."""
    view = moles_board_with_roots(app)
    seen = record_questions(app, monkeypatch, view, [True, False])
    press(view.board, "r")
    assert [screen["question"] for screen in seen] == [app.tr.t("garden.view.reset_gardener"),
                                                        app.tr.t("garden.view.reset_mole")]
    assert_nothing_hidden_shown(seen)
    assert view.session.moves == ["path:5", "path:6", "root:13"]
    assert view.curtain_up and view.board.find_all() == ()          # the mole says Ready again
    assert view.status_var.get() == app.tr.t("garden.view.reset_refused")
    ready(view)
    assert view.board.find_withtag("root")


def test_quit_and_new_game_questions_hide_the_moles_board(app, monkeypatch):
    """Escape (quit?) and Game > New (discard?) on the mole's board: asked behind the curtain, the board comes back."""
    view = moles_board_with_roots(app)
    seen = record_questions(app, monkeypatch, view, [False, False])
    press(view.board, "Escape")
    app.new_game(garden.Params("h", "h"))
    assert len(seen) == 2
    assert_nothing_hidden_shown(seen)
    assert view.session.moves == ["path:5", "path:6", "root:13"] and not view.curtain_up
    assert view.board.find_withtag("root") and view.focus_get() is view.board
    assert view.status_var.get() != app.tr.t("garden.view.curtain.covered")
