"""Issue 14: the Minesweeper first-open safe zone lives once, in the engine (``mines.safe_zone``, exercise 1).

Changed there (only the clicked cell is safe, not its 3x3 block), the custom dialog's limit, the no-guess
boards and the hints, and the How to Play text follow. Each test runs with the rule as shipped and changed.
"""

import pytest

from gamepkg import mines, mines_solver

SHIPPED_SAFE_ZONE = mines.safe_zone


def only_the_clicked_cell(width, height, x, y, mines_count):
    """Exercise 1's rule: the first open keeps only the clicked cell free of mines."""
    return {(x, y)} if width * height - 1 >= mines_count else set()


@pytest.fixture(params=["block", "clicked_cell"])
def safe_rule(request, monkeypatch):
    """The engine's safe zone for one run: the 3x3 block (as shipped) or only the clicked cell (changed)."""
    if request.param == "clicked_cell":
        monkeypatch.setattr(mines, "safe_zone", only_the_clicked_cell)
    return request.param


def first_open(params, seed, cell):
    """The state after opening ``cell`` first on a random board."""
    return mines.apply(mines.new_game(params, seed), f"o{cell[0]},{cell[1]}")


def test_the_first_open_keeps_the_engine_zone_free(safe_rule):
    """The first open never hits a mine; its neighbours are mine-free exactly when the rule says so."""
    params = mines.PRESETS["intermediate"]
    neighbour_mines = 0
    for seed in range(40):
        state = first_open(params, seed, (7, 7))
        assert state.status != mines.LOST
        assert not state.mines & mines.safe_zone(16, 16, 7, 7, params.mines)
        neighbour_mines += len(state.mines & set(mines.neighbours(16, 16, 7, 7)))
    assert (neighbour_mines == 0) == (safe_rule == "block")


def test_the_custom_dialog_leaves_room_for_the_engine_zone(safe_rule):
    """The most mines the dialog allows still leave the first open safe; one more is refused."""
    expected_cells = {"block": 9, "clicked_cell": 1}[safe_rule]
    assert mines.safe_zone_cells() == expected_cells
    most = 9 * 9 - expected_cells
    assert mines.validate(9, 9, most) is None
    assert mines.validate(9, 9, most + 1)[1]["max"] == most
    for seed in range(5):
        state = first_open(mines.custom_params(9, 9, most), seed, (4, 4))
        assert state.status == mines.WON  # every safe cell is in the zone: the first open wins


def test_no_guess_boards_and_hints_follow_the_engine_zone(safe_rule):
    """A no-guess board under the rule is won by following the hints from the first open, never guessing."""
    params = mines.Params(9, 9, 10, no_guess=True)
    won = 0
    for seed in range(3):
        state = first_open(params, seed, (4, 4))
        assert not state.mines & mines.safe_zone(9, 9, 4, 4, params.mines)
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


def test_the_help_names_the_engine_zone(safe_rule, app):
    """How to Play counts the cells kept safe around the first open: 8 as shipped, 0 with the rule changed."""
    around = {"block": 8, "clicked_cell": 0}[safe_rule]
    view = app.select_game("mines")
    assert f"the {around} cells around it never hide a mine" in view.help_text()
    app.set_language("ja")
    assert f"その周りの{around}マスには地雷がありません" in view.help_text()
