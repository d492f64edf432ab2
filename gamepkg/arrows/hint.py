"""Arrow Rotation's hint: always a move to suggest, with what makes it good (pure Python, no tkinter).

When some placement scores now, the hint is the first of those that score the most. When none does (only
the first arrow of a game: later every legal cell touches an arrow, and an arrow pointed at it scores), the
hint is the placement that leaves the next player the fewest points, weighed as the hard computer weighs its
moves (gamepkg/arrows/ai.py).
"""

from dataclasses import dataclass

from gamepkg.arrows import ai as arrows_ai
from gamepkg.budget import SearchStopped


@dataclass(frozen=True)
class Hint:
    """A suggested placement: its move string, the points it scores now, and (when it scores nothing) the most
    the next player can score after it."""

    move: str
    points: int
    reply: int = None  # None when the move scores: its own points explain it


def hint(state, budget):
    """The Hint for the player to move in ``state`` (not ended); each trial walk spends a step of ``budget``
    (a SearchBudget). Raises SearchStopped when the budget runs out before any move is weighed."""
    gains = arrows_ai.move_gains(state, budget)
    best = max(gains.values())
    if best > 0:
        return Hint(next(move for move, gain in gains.items() if gain == best), best)
    found = arrows_ai.BestMoves()
    try:
        arrows_ai.hard_move(state, found, budget)
    except SearchStopped:
        pass  # the best move weighed so far
    if found.value is None or not found.value[0]:  # the budget ran out before a move was weighed
        raise SearchStopped("too_hard")
    value = found.value[1]
    return Hint(found.moves[0], 0, reply=-value)  # value = points now (0) minus the next player's best reply



