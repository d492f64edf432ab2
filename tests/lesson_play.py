"""Playing a lesson step's line in the tests: the move a player makes for an intended move, and the whole
line of a step (its example, or its intended moves) with the states before and after each move."""

from gamepkg.lesson_player import step_session
from gamepkg.lesson_steps import ANY, move_fits


def chosen(engine, state, move):
    """The move a player makes for the intended ``move``: itself, or with ANY the first legal move that fits."""
    if ANY not in move:
        return move
    fitting = [legal for legal in engine.legal_moves(state) if move_fits(legal, move)]
    assert fitting, f"no legal move fits {move!r}"
    return fitting[0]


def step_line(step):
    """The moves a test plays to pass ``step``: its example line, else its intended moves."""
    return tuple(step.example or step.moves)


def played_line(engine, step):
    """[(before, move, after)] of every move of the step's line, played from the step's position."""
    session = step_session(engine, step)
    transitions = []
    for intended in step_line(step):
        before = session.state
        move = chosen(engine, before, intended)
        transitions.append((before, move, session.play(move)))
    return transitions
