"""Issue 14: the Delayed Walls countdown lives once, in the engine (``walls.COUNTDOWN``, exercise 1).

Changed there, the solver's par and hints, the move preview, the board's badges, the walls-on-the-way
list and the How to Play text follow. Each test runs with the rule as shipped (3 moves) and changed
(2 and 4 moves), and checks the others against the engine.
"""

from collections import deque

import pytest

from gamepkg import walls, walls_display, walls_solver
from gamepkg.i18n import Translator
from tests.test_gui_walls import canvas_texts, keys, open_walls

LONG_ROW = walls.Params("Long row", ("S..........E", "############", "############"))
CHECKED_LEVELS = ("a", "b", "c", "step_back", "pocket")


@pytest.fixture(params=[3, 4, 2], ids=["countdown3", "countdown4", "countdown2"])
def countdown(request, monkeypatch):
    """The engine's countdown for one run: 3 moves (as shipped), or 4 or 2 (the rule changed)."""
    monkeypatch.setattr(walls, "COUNTDOWN", request.param)
    return request.param


def play(state, moves):
    """The state after ``moves``."""
    for move in moves:
        state = walls.apply(state, move)
    return state


def plain_shortest(level):
    """The fewest moves that win ``level``, by a plain breadth-first search over walls.apply (None: no win)."""
    start = walls.new_game(level)
    seen = {(start.player, start.collected, start.walls, start.queue)}
    frontier = deque([start])
    while frontier:
        state = frontier.popleft()
        for move in walls.legal_moves(state):
            after = walls.apply(state, move)
            if after.status == walls.WON:
                return after.moves
            key = (after.player, after.collected, after.walls, after.queue)
            if after.status == walls.PLAYING and key not in seen:
                seen.add(key)
                frontier.append(after)
    return None


def test_a_floor_becomes_a_wall_countdown_moves_after_the_step(countdown):
    """The floor first stepped on shows COUNTDOWN moves left and is a wall exactly COUNTDOWN moves later."""
    state = play(walls.new_game(LONG_ROW), "R")
    assert walls.countdowns(state) == {(1, 0): countdown}
    state = play(state, "R" * (countdown - 1))
    assert (1, 0) not in state.walls and walls.countdowns(state)[(1, 0)] == 1
    state = play(state, "R")
    assert (1, 0) in state.walls
    assert len(walls.countdowns(state)) == countdown == walls.most_counting_down()


@pytest.mark.parametrize("key", CHECKED_LEVELS)
def test_the_solver_par_is_the_engine_shortest_way(countdown, key):
    """The solver's solution wins in the engine, in as few moves as a plain search over the engine needs."""
    level = walls.PRESETS[key]
    moves, _explored = walls_solver.solve(level)
    shortest = plain_shortest(level)
    if shortest is None:
        assert moves is None
        return
    assert len(moves) == shortest
    assert play(walls.new_game(level), moves).status == walls.WON
    assert walls_display.check_level(level).par == shortest


@pytest.mark.parametrize("key", ("a", "b", "c"))
def test_hints_and_previews_follow_the_engine(countdown, key):
    """Following hints wins in par; on the way each preview names the walls the engine then grows."""
    level = walls.PRESETS[key]
    moves, _explored = walls_solver.solve(level)
    state = walls.new_game(level)
    if moves is None:  # a shorter countdown can make a level unwinnable: the hint says so from the start
        assert walls_solver.next_move_hint(state).kind == "lost"
        return
    while state.status == walls.PLAYING:
        hint = walls_solver.next_move_hint(state)
        assert hint.kind == "move"
        for found in walls_display.forecast_moves(state):
            if found.accepted:
                assert found.matured == walls.apply(state, found.move).last.matured
        state = walls.apply(state, hint.move)
    assert state.status == walls.WON and state.moves == len(moves)


def test_the_texts_name_the_engine_countdown(countdown):
    """How to Play says the countdown in both languages (the number is a field, not written in the text)."""
    for language in ("ja", "en"):
        text = Translator(language).t("walls.help", countdown=countdown)
        assert f"{countdown} " in text
        assert " 3 " not in text.replace(f" {countdown} ", " ")


def test_the_window_follows_the_engine_countdown(countdown, app):
    """The tab's help, the board's badges and the walls-on-the-way list show the engine's countdown."""
    view = open_walls(app)
    assert f"becomes a wall {countdown} moves later" in view.help_text()
    assert len(view.panel.queue_rows) == countdown
    legend = view.panel.queue_legend.cget("text")
    assert " \u2192 ".join(str(left) for left in range(countdown, 0, -1)) + " \u2192 wall" in legend
    keys(view, "Right", "Right")
    assert canvas_texts(view, "countdown") == sorted([str(countdown - 1), str(countdown)])
    badge, _text = view.panel.queue_rows[1]
    assert badge.cget("text") == str(countdown)
