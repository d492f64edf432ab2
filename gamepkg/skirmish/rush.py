"""Mirror Skirmish's scripted rush: the player who walks to the flag, for measurements and tests (not an enemy level).

A beginner's first plan is to walk to the flag and hold it: ``rush_move`` takes the ally step that comes nearest
the flag (when it is nearer than where that ally stands), else an attack, else the last allowed action (a wait).
bench/skirmish_rush.py plays it against every enemy level; tests/test_skirmish_expert.py checks that it does not
win against Expert in the cases beyond the seed's A-C.
"""

from gamepkg.skirmish import board
from gamepkg.skirmish.search import FAR, flag_walks


def rush_move(state):
    """The walk to the flag: the ally step that comes nearest the flag, else an attack, else a wait."""
    walks = flag_walks(state.case)
    moves = board.legal_moves(state)

    def walk_after(move):
        """The flag walk from the cell ``move`` steps to."""
        _, _, x, y = move.split(":")
        return walks.get((int(x), int(y)), FAR)
    steps = [move for move in moves if move.startswith("move")]
    if steps:
        best = min(steps, key=lambda move: (walk_after(move), move))
        if walk_after(best) < walks.get(state.pos[int(best.split(":")[1])], FAR):
            return best
    return next((move for move in moves if move.startswith("attack")), moves[-1])
