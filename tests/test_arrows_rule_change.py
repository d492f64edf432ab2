"""Issue 14: the turn rule lives once, in the engine. Changed there, the computer players, the animation and
the texts follow: arrows never spin one way on screen and land the other way, and the computer never
predicts a board the engine does not make.

Each test runs with the rule as it is (clockwise) and with the rule changed to counter-clockwise
(``arrows.TURN_STEP = -1``), and checks the others against the engine.
"""

import random

import pytest

from gamepkg.arrows import ai as arrows_ai
from gamepkg.arrows import rules as arrows
from tests.test_arrows_ai import brute_force_hard_value, random_position
from widgets.arrows.draw import DIRECTION_ANGLES, angle_rows, turn_sense, turn_symbol, walk_frames


@pytest.fixture(params=[1, -1], ids=["clockwise", "counterclockwise"])
def turn_step(request, monkeypatch):
    """The engine's turn rule for one run: TURN_STEP 1 (as shipped) or -1 (the rule changed)."""
    monkeypatch.setattr(arrows, "TURN_STEP", request.param)
    return request.param


def signed_degrees(change):
    """An angle change folded into -180..180 degrees (+ is clockwise on screen)."""
    return (change + 180) % 360 - 180


def test_the_engine_turns_the_way_its_rule_says(turn_step):
    """Every recorded turn goes TURN_STEP quarters from where the arrow pointed."""
    state = random_position(random.Random(5), 5, 5, 20)
    for move in arrows.legal_moves(state):
        for turn in arrows.apply(state, move).last_walk.turns:
            assert turn.after == (turn.before + turn_step) % 4


def test_the_computer_predicts_the_engine_board_and_scores(turn_step):
    """For every legal move the computer's trial board and gain equal the engine's, and take_back undoes it."""
    rng = random.Random(6)
    for placements in (1, 8, 17):
        state = random_position(rng, 5, 4, placements)
        board = arrows_ai.FlatBoard(state)
        original = list(board.cells)
        gains = arrows_ai.move_gains(state)
        for move in arrows.legal_moves(state):
            x, y, direction = arrows.parse_move(move)
            after = arrows.apply(state, move)
            turned, _ = board.place(board.index(x, y), direction)
            assert board.cells == [value for row in after.board for value in row], move
            board.take_back(board.index(x, y), turned)
            assert board.cells == original
            assert gains[move] == after.last_walk.gained


def test_the_hard_computer_values_moves_by_the_engine(turn_step):
    """The hard player's choice is worth as much as the best move found by playing every reply in the engine."""
    rng = random.Random(7)
    for placements in (2, 9, 15):
        state = random_position(rng, 4, 5, placements)
        best = max(brute_force_hard_value(state, move) for move in arrows.legal_moves(state))
        assert brute_force_hard_value(state, arrows_ai.choose_move(state, "hard", rng)) == best


def test_the_animation_spins_the_engine_way_and_lands_on_the_engine_direction(turn_step):
    """Each turn's frames rotate in the rule's sense by equal steps; the last frame shows the engine's board."""
    rng = random.Random(8)
    state = random_position(rng, 5, 5, 18)
    walks = [(arrows.apply(state, move)) for move in arrows.legal_moves(state)]
    after = max(walks, key=lambda position: position.last_walk.gained)
    walk = after.last_walk
    assert walk.gained >= 2
    frames = list(walk_frames(state.board, walk, rotation_steps=4))
    previous = None
    for frame in frames:
        if previous is not None and frame.current is not None and frame.current == previous.current:
            x, y = frame.current
            change = signed_degrees(frame.rows[y][x] - previous.rows[y][x])
            assert change == pytest.approx(turn_step * 90 / 4), (frame.current, change)
        previous = frame
    final_rows = [[None if angle is None else angle % 360 for angle in row] for row in frames[-1].rows]
    assert final_rows == angle_rows(after.board)
    for turn in walk.turns:
        assert DIRECTION_ANGLES[turn.after] == (DIRECTION_ANGLES[turn.before] + turn_step * 90) % 360


def test_the_texts_name_the_engine_turn(turn_step):
    """The legend's symbol and the help's wording follow the rule: ↻ clockwise, ↺ counter-clockwise."""
    expected = {1: ("clockwise", "\u21bb"), -1: ("counterclockwise", "\u21ba")}[turn_step]
    assert (turn_sense(), turn_symbol()) == expected
