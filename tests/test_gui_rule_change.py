"""Issue 14: changed in the engine, a rule number shows in the window too (tests/test_*_rule_change.py check
the rules, solvers and texts): the Delayed Walls countdown on the board, in the walls-on-the-way list and in
How to Play; the Minesweeper first-open safe zone in How to Play.
"""

import pytest

from gamepkg.mines import grid as mines_grid
from gamepkg.walls import rules as walls
from tests.test_gui_walls import canvas_texts, keys, open_walls
from tests.test_mines_rule_change import only_the_clicked_cell


@pytest.fixture(params=[3, 4, 2], ids=["countdown3", "countdown4", "countdown2"])
def countdown(request, monkeypatch):
    """The engine's countdown for one run: 3 moves (as shipped), or 4 or 2 (the rule changed)."""
    monkeypatch.setattr(walls, "COUNTDOWN", request.param)
    return request.param


def test_the_walls_tab_follows_the_engine_countdown(countdown, app):
    """The tab's help, the board's badges and the walls-on-the-way list show the engine's countdown."""
    view = open_walls(app)
    assert f"becomes a wall {countdown} moves later" in view.help_text()
    assert len(view.panel.queue_rows) == countdown
    legend = view.panel.queue_legend.cget("text").replace("\n", " ")  # wrapped to the panel's width
    assert " \u2192 ".join(str(left) for left in range(countdown, 0, -1)) + " \u2192 wall" in legend
    keys(view, "Right", "Right")
    assert canvas_texts(view, "countdown") == sorted([str(countdown - 1), str(countdown)])
    badge, _text = view.panel.queue_rows[1]
    assert badge.cget("text") == str(countdown)


@pytest.mark.parametrize("rule", ["block", "clicked_cell"])
def test_the_mines_help_names_the_engine_zone(rule, app, monkeypatch):
    """How to Play counts the cells kept safe around the first open: 8 as shipped, 0 with exercise 1's rule."""
    if rule == "clicked_cell":
        monkeypatch.setattr(mines_grid, "safe_zone", only_the_clicked_cell)
    around = {"block": 8, "clicked_cell": 0}[rule]
    view = app.select_game("mines")
    assert f"the {around} cells around it never hide a mine" in view.help_text()
    app.set_language("ja")
    assert f"その周りの{around}マスには地雷がありません" in view.help_text()
