"""Mirror Skirmish's hint against the level actually played, and which level it planned against.

- Lesson and Normal answer quickly and always the same way: the hint (gamepkg/skirmish/ai.py) plans against that
  very level's answers (OWN_ANSWERS), so a plan followed to the end wins as the hint said.
- Hard and Expert search for every decision: planning against their answers in each of the hint's thousands of
  positions would take far too long. So the hint plans against the enemies' best play: the solver
  (gamepkg/skirmish/solver.py) looks for the allies' win that no enemy action can stop, the fastest first (outcome
  'sure'), which holds against Hard and Expert too. When none is found within the budget, the hint proposes the
  action that Expert's search of the allies' side (gamepkg/skirmish/expert.py, scored by Hard's position_value)
  rates best and says that no win is sure (outcome 'unsure').

``plan_message`` names the level the hint planned against, so that the player knows what the promise is worth.
"""

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.i18n import Text
from gamepkg.skirmish import ai as skirmish_ai
from gamepkg.skirmish import board
from gamepkg.skirmish import expert as skirmish_expert
from gamepkg.skirmish import solver as skirmish_solver
from gamepkg.skirmish.search import position_value

OWN_ANSWERS = ("lesson", "normal")  # the levels whose own answers the hint plans against (quick and exact)
SURE_STEPS = 3_000  # nodes of the search for a sure win; the fallback action gets HINT_FALLBACK_STEPS more
HINT_FALLBACK_STEPS = 2_000  # nodes of Expert's search of the allies' side when no sure win is found


def plans_against_own_answers(level):
    """True when the hint plans against enemy level ``level``'s own answers (else: against the best enemy play)."""
    return level in OWN_ANSWERS


def hint(state, budget=None):
    """The Hint for ``state`` against its own enemy level (``budget``: the search's, see the module docstring)."""
    if state.ended or plans_against_own_answers(state.enemy):
        return skirmish_ai.hint(state, budget)
    budget = budget or SearchBudget(max_steps=SURE_STEPS, seconds=skirmish_ai.HINT_SECONDS)
    try:
        for last_round in range(state.round + 1, board.LAST_ROUND + 1):
            move = skirmish_solver.winning_choice(state, last_round, budget)
            if move is not None:
                return skirmish_ai.Hint(move, "sure", 0, last_round, budget.steps)
    except SearchStopped:
        pass  # no sure win found in time: the strongest action found instead
    move = skirmish_expert.search_action(state, None, SearchBudget(max_steps=HINT_FALLBACK_STEPS), position_value)
    return skirmish_ai.Hint(move, "unsure", 0, state.round, budget.steps)


def plan_message(found, level, action):
    """(message key, fields) of the whole hint line for the Hint ``found`` against enemy level ``level``: the hint's
    sentence (``action``: the proposed action's Text) and the level it planned against."""
    key, fields = skirmish_ai.hint_message(found)
    sentence = Text(key, dict(fields, action=action))
    plan = "own" if plans_against_own_answers(level) else "best"
    return f"skirmish.hint.planned.{plan}", {"hint": sentence, "level": Text(f"skirmish.enemy.{level}", {})}
