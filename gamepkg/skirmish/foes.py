"""Mirror Skirmish's stronger enemies: Normal and Hard look ahead before they act; Lesson is the seed's enemy.

Every level acts by the same rules: an enemy may attack a living ally it reaches, step to a free open
neighbouring cell, or wait (``enemy_options``). The Lesson enemy (gamepkg/skirmish/enemy.py) always takes the
same simple choice among them; the stronger ones score where each choice leads, from the enemies' side:

- Normal tries each of its actions, lets its partner answer as the Lesson enemy would, ends the round and
  scores the position (``score``): allies hurt, enemies alive, the allies kept far from the flag, an
  enemy near it. It does not read the allies' answer.
- Expert (gamepkg/skirmish/expert.py) searches the real game tree, the allies' and both enemies' every action,
  one round end deeper at a time within its budget, and scores where it stops as Hard does.
- Hard (gamepkg/skirmish/search.py) plans the enemy phase together with its partner and reads the allies'
  best answer in the next round: an alpha-beta search bounded by a gamepkg.budget.SearchBudget, whose
  positions count the flag race (who holds or guards the flag, and whether the holder can still be downed).

bench/skirmish_enemies.py prints how often the hint player beats each level and how long they think.
"""

from gamepkg.skirmish import board
from gamepkg.skirmish import enemy as skirmish_enemy
from gamepkg.skirmish import expert as skirmish_expert
from gamepkg.skirmish import search as skirmish_search
from gamepkg.skirmish.search import DRAW, WIN, Weights, enemy_options, round_end_value

# what the Normal enemy's score counts (skirmish_search.Weights): only the nearest enemy's walk to the flag
NORMAL_WEIGHTS = Weights(enemy_hp=10, ally_hp=14, flag_walk=4, flag_block=9, flag_streak=20, guard_walk=1,
                         support_walk=0)


def score(state):
    """How good ``state`` is for the enemies: high when the allies are hurt, far from the flag, or down."""
    if state.ended:
        return {"lost": WIN, "draw": DRAW}.get(state.ended, -WIN)
    return round_end_value(state, NORMAL_WEIGHTS)


def _rest_of_phase(state, unit):
    """The state at the round end after ``unit`` acted: the later enemy answers as the Lesson enemy would."""
    for other in board.ENEMIES:
        if other > unit and not state.ended and state.hp[other]:
            state, _ = skirmish_enemy.enemy_act(state, other, *skirmish_enemy.enemy_choice(state, other))
    return skirmish_enemy.end_round(state, ())


def normal_choice(state, unit):
    """The Normal enemy: the action whose round end scores best; the first one listed wins a tie."""
    best, best_value = None, None
    for option in enemy_options(state, unit):
        after, _ = skirmish_enemy.enemy_act(state, unit, *option)
        value = score(_rest_of_phase(after, unit))
        if best_value is None or value > best_value:
            best, best_value = option, value
    return best


# Hard: the action whose worst outcome after the allies' next round is best (gamepkg/skirmish/search.py).
# Expert: an iterative deepening alpha-beta search of both sides' actions (gamepkg/skirmish/expert.py).
CHOOSERS = {"lesson": skirmish_enemy.enemy_choice, "normal": normal_choice, "hard": skirmish_search.hard_choice,
            "expert": skirmish_expert.expert_choice}


# The levels that think longer than a frame (about 150 ms a decision): their enemy phase is worked out beside the
# window (widgets/long_work.py), and the forecast box does not play it ahead for every action pointed at.
THINKING_LEVELS = frozenset({"expert"})


def thinks_long(level):
    """True when enemy level ``level`` needs more than a frame to choose (see THINKING_LEVELS)."""
    return level in THINKING_LEVELS


def chooser(level):
    """The function that picks an enemy's action at enemy level ``level`` (one of board.ENEMY_LEVELS)."""
    return CHOOSERS[level]
