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
