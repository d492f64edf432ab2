"""Mirror Skirmish's hint against the level actually played.

Against Lesson, Normal and Hard the hint is gamepkg/skirmish/ai.py's (it plans with the Lesson enemy's answers,
and the view says so). Against Expert it must not promise a win that Expert will not allow, so it plans against
the best enemy play: the solver (gamepkg/skirmish/solver.py) looks for the allies' win that no enemy action can
stop, the fastest first (outcome 'sure'). When none is found within the budget, the hint proposes the action
that Expert's own search (gamepkg/skirmish/expert.py) rates best for the allies and says that no win is sure
(outcome 'unsure').
"""

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.skirmish import ai as skirmish_ai
from gamepkg.skirmish import board
from gamepkg.skirmish import expert as skirmish_expert
from gamepkg.skirmish import solver as skirmish_solver

EXPERT = "expert"
SURE_STEPS = 3_000  # nodes of the search for a sure win; the fallback action gets Expert's own budget


def hint(state, budget=None):
    """The Hint for ``state`` against its own enemy level (``budget``: the sure-win search's, against Expert)."""
    if state.enemy != EXPERT or state.ended:
        return skirmish_ai.hint(state, budget)
    budget = budget or SearchBudget(max_steps=SURE_STEPS, seconds=skirmish_ai.HINT_SECONDS)
    try:
        for last_round in range(state.round + 1, board.LAST_ROUND + 1):
            move = skirmish_solver.winning_choice(state, last_round, budget)
            if move is not None:
                return skirmish_ai.Hint(move, "sure", 0, last_round, budget.steps)
    except SearchStopped:
        pass  # no sure win found in time: the strongest action found instead
    move = skirmish_expert.search_action(state, None)  # the allies' side of the Expert search
    return skirmish_ai.Hint(move, "unsure", 0, state.round, budget.steps)
