"""Issue 14: the Minesweeper first-open safe zone lives once, in the engine (``safe_zone`` in
gamepkg/mines/grid.py, exercise 1).

Changed there (only the clicked cell is safe, not its 3x3 block), the custom dialog's limit, the no-guess
boards and the hints follow (How to Play: tests/test_gui_rule_change.py). Each test runs with the rule as
the engine has it now (the 3x3 block as shipped, or your own after exercise 1) and with exercise 1's rule.
No pytest fixture is needed, so Help > Run the Rule Tests runs them too.
"""

import contextlib

import pytest

from gamepkg.mines import grid as mines_grid
from gamepkg.mines import rules as mines
from gamepkg.mines import solver as mines_solver

RULES = [None, "clicked_cell"]  # None: the engine's own safe zone


def only_the_clicked_cell(width, height, x, y, mines_count):
    """Exercise 1's rule: the first open keeps only the clicked cell free of mines."""
    return {(x, y)} if width * height - 1 >= mines_count else set()


@contextlib.contextmanager
def safe_zone_rule(rule):
    """Run the block with exercise 1's safe zone (``clicked_cell``) or the engine's own (None), then put it back."""
    saved = mines_grid.safe_zone
    if rule == "clicked_cell":
        mines_grid.safe_zone = only_the_clicked_cell
    try:
        yield
    finally:
        mines_grid.safe_zone = saved


def first_open(params, seed, cell):
    """The state after opening ``cell`` first on a random board."""
    return mines.apply(mines.new_game(params, seed), f"o{cell[0]},{cell[1]}")


@pytest.mark.parametrize("rule", RULES)
def test_the_first_open_keeps_the_engine_zone_free(rule):
    """The first open never hits a mine, nor does any cell of the engine's zone; exercise 1's rule lets
    mines next to it."""
    params = mines.PRESETS["intermediate"]
    neighbour_mines = 0
    with safe_zone_rule(rule):
        for seed in range(40):
            state = first_open(params, seed, (7, 7))
            assert state.status != mines.LOST
            assert not state.mines & mines_grid.safe_zone(16, 16, 7, 7, params.mines)
            neighbour_mines += len(state.mines & set(mines.neighbours(16, 16, 7, 7)))
    if rule == "clicked_cell":
        assert neighbour_mines > 0


@pytest.mark.parametrize("rule", RULES)
def test_the_custom_dialog_leaves_room_for_the_engine_zone(rule):
    """The most mines the dialog allows still leave the first open safe; one more is refused."""
    with safe_zone_rule(rule):
        zone_cells = len(mines_grid.safe_zone(9, 9, 4, 4, 0))
        assert mines.safe_zone_cells() == zone_cells
        assert rule != "clicked_cell" or zone_cells == 1
        most = 9 * 9 - zone_cells
        assert mines.validate(9, 9, most) is None
        assert mines.validate(9, 9, most + 1)[1]["max"] == most
        for seed in range(5):
            state = first_open(mines.custom_params(9, 9, most), seed, (4, 4))
            assert state.status == mines.WON  # every safe cell is in the zone: the first open wins


@pytest.mark.parametrize("rule", RULES)
def test_no_guess_boards_and_hints_follow_the_engine_zone(rule):
    """A no-guess board under the rule is won by following the hints from the first open, never guessing."""
    params = mines.Params(9, 9, 10, no_guess=True)
    won = 0
    with safe_zone_rule(rule):
        for seed in range(3):
            state = first_open(params, seed, (4, 4))
            assert not state.mines & mines_grid.safe_zone(9, 9, 4, 4, params.mines)
            if state.gave_up_no_guess:
                continue
            while state.status == mines.PLAYING:
                found = mines_solver.hint(state)
                assert found.kind in ("safe", "mine"), found
                x, y = found.cell
                state = mines.apply(state, f"o{x},{y}" if found.kind == "safe" else f"m{x},{y},1")
            assert state.status == mines.WON
            won += 1
    assert won
