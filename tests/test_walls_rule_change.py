"""Issue 14: the Delayed Walls countdown lives once, in the engine (``walls.COUNTDOWN``, exercise 1).

Changed there, the solver's par and hints, the move preview and the How to Play text follow (the window's
badges and lists: tests/test_gui_rule_change.py). Each test runs with the rule as the engine has it now
(3 moves as shipped, or your own after exercise 1) and changed to 2 and 4 moves, and checks the others
against the engine. No pytest fixture is needed, so Help > Run the Rule Tests runs them too.
"""

import contextlib
from collections import deque

import pytest

from gamepkg.i18n import Translator
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from gamepkg.walls import solver as walls_solver

LONG_ROW = walls.Params("Long row", ("S..........E", "############", "############"))
CHECKED_LEVELS = ("a", "b", "c", "step_back", "pocket")


COUNTDOWNS = [None, 2, 4]  # None: the engine's own countdown


@contextlib.contextmanager
def countdown_rule(moves):
    """Run the block with walls.COUNTDOWN set to ``moves`` (None: as it is), then put the engine's back."""
    saved = walls.COUNTDOWN
    if moves is not None:
        walls.COUNTDOWN = moves
    try:
        yield walls.COUNTDOWN
    finally:
        walls.COUNTDOWN = saved


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


@pytest.mark.parametrize("moves", COUNTDOWNS)
def test_a_floor_becomes_a_wall_countdown_moves_after_the_step(moves):
    """The floor first stepped on shows COUNTDOWN moves left and is a wall exactly COUNTDOWN moves later."""
    with countdown_rule(moves) as countdown:
        check_one_floor(countdown)


def check_one_floor(countdown):
    """Walk along a row: the first floor counts down from ``countdown`` and grows on time."""
    state = play(walls.new_game(LONG_ROW), "R")
    assert walls.countdowns(state) == {(1, 0): countdown}
    state = play(state, "R" * (countdown - 1))
    assert (1, 0) not in state.walls and walls.countdowns(state)[(1, 0)] == 1
    state = play(state, "R")
    assert (1, 0) in state.walls
    assert len(walls.countdowns(state)) == countdown == walls.most_counting_down()


@pytest.mark.parametrize("moves", COUNTDOWNS)
@pytest.mark.parametrize("key", CHECKED_LEVELS)
def test_the_solver_par_is_the_engine_shortest_way(key, moves):
    """The solver's solution wins in the engine, in as few moves as a plain search over the engine needs."""
    with countdown_rule(moves):
        check_par(walls.PRESETS[key])


def check_par(level):
    """The solver's par of ``level`` against a plain search over the engine."""
    moves, _explored = walls_solver.solve(level)
    shortest = plain_shortest(level)
    if shortest is None:
        assert moves is None
        return
    assert len(moves) == shortest
    assert play(walls.new_game(level), moves).status == walls.WON
    assert walls_display.check_level(level).par == shortest


@pytest.mark.parametrize("moves", COUNTDOWNS)
@pytest.mark.parametrize("key", ("a", "b", "c"))
def test_hints_and_previews_follow_the_engine(key, moves):
    """Following hints wins in par; on the way each preview names the walls the engine then grows."""
    with countdown_rule(moves):
        follow_hints(walls.PRESETS[key])


def follow_hints(level):
    """Play ``level`` by the hints, checking each position's preview against the engine."""
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


@pytest.mark.parametrize("moves", COUNTDOWNS)
def test_the_texts_name_the_engine_countdown(moves):
    """How to Play says the countdown in both languages (the number is a field, not written in the text)."""
    with countdown_rule(moves) as countdown:
        check_help(countdown)


def check_help(countdown):
    """The How to Play text with ``countdown`` filled in says a floor becomes a wall that many moves later."""
    assert f"踏んだ床は{countdown}手後に壁になります" in Translator("ja").t("walls.help", countdown=countdown)
    english = Translator("en").t("walls.help", countdown=countdown)
    assert f"becomes a wall {countdown} {'move' if countdown == 1 else 'moves'} later" in english
