"""Mirror Skirmish's stronger enemies: Normal and Hard look ahead before they act; Lesson is the seed's enemy.

Every level acts by the same rules: an enemy may attack a living ally it reaches, step to a free open
neighbouring cell, or wait (``enemy_options``). The Lesson enemy (gamepkg/skirmish_enemy.py) always takes the
same simple choice among them; the stronger ones score where each choice leads, from the enemies' side:

- Normal tries each of its actions, lets its partner answer as the Lesson enemy would, ends the round and
  scores the position (``score``): allies hurt, enemies alive, the allies kept far from the flag, an
  enemy near it.
- Hard weighs the walk to the flag more and brings both enemies to guard it, lets its partner answer as it would
  itself, and lets the allies answer too: for each of its actions it looks at every pair of ally actions
  of the next round and keeps the action whose best ally answer is worst for the allies. The search is
  bounded by a gamepkg.budget.SearchBudget of HARD_STEPS steps (one per ally action tried); when it runs
  out, the actions weighed so far decide (the best one-round choice when none was finished).

bench/skirmish_enemies.py prints how often the hint player beats each level and how long they think.
"""

from functools import lru_cache

from gamepkg import skirmish_board as board
from gamepkg import skirmish_enemy
from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.skirmish_reach import walk_distances

HARD_STEPS = 150  # ally actions one Hard enemy action may try (about one frame, see bench/skirmish_enemies.py)
WIN = 1000  # the score of a position where the allies are down
DRAW = 400  # the round limit reached: better for the enemies than any fight still going on
# what the enemies' score counts, per point: their own hit points, the allies' hit points, the allies'
# walk to the flag, an enemy holding the flag cell, the allies' flag streak, the nearest enemy's walk to the flag
ENEMY_HP, ALLY_HP, FLAG_WALK, FLAG_BLOCK, FLAG_STREAK, GUARD_WALK = 10, 14, 4, 9, 20, 3
SUPPORT_WALK = 3  # Hard only: the other enemy's walk to the flag (both come to guard it)
NORMAL_GUARD_WALK = 1  # the Normal enemy's weight of the nearest enemy's walk to the flag (Hard's is GUARD_WALK)


def enemy_options(state, unit):
    """Every action the rules allow enemy ``unit``: ('attack', ally) in reach, ('move', free cell), ('wait', None)."""
    options = [("attack", ally) for ally in board.ALLIES
               if state.hp[ally] and board.reaches(state, unit, state.pos[ally])]
    occupied = {state.pos[other] for other in range(4) if state.hp[other]}
    options += [("move", cell) for cell in board.NEIGHBOURS[state.case][state.pos[unit]] if cell not in occupied]
    options.append(("wait", None))
    return options


@lru_cache(maxsize=None)
def _flag_walks(case):
    """{cell: steps to the flag} for a case, around walls (a fixed table per case)."""
    flag = board.LAYOUTS[case].flag
    return {start: steps for (start, end), steps in walk_distances(case).items() if end == flag}


def score(state, guard=GUARD_WALK, support=SUPPORT_WALK):
    """How good ``state`` is for the enemies: high when the allies are hurt, far from the flag, or down.

    ``guard`` weighs the nearest enemy's walk to the flag, ``support`` the other one's (Hard's weights by default)."""
    if state.ended:
        return {"lost": WIN, "draw": DRAW}.get(state.ended, -WIN)
    walks = _flag_walks(state.case)
    value = ENEMY_HP * sum(state.hp[unit] for unit in board.ENEMIES)
    value -= ALLY_HP * sum(state.hp[unit] for unit in board.ALLIES)
    value += FLAG_WALK * min(walks.get(state.pos[ally], 10) for ally in board.ALLIES if state.hp[ally])
    flag = board.LAYOUTS[state.case].flag
    if any(state.hp[unit] and state.pos[unit] == flag for unit in board.ENEMIES):
        value += FLAG_BLOCK
    enemy_walks = sorted(walks.get(state.pos[enemy], 10) for enemy in board.ENEMIES if state.hp[enemy])
    value -= guard * enemy_walks[0] + support * sum(enemy_walks[1:])
    return value - FLAG_STREAK * state.flag + state.round


def _rest_of_phase(state, unit, partner_choice):
    """The state at the round end after ``unit`` acted: the later enemy answers by ``partner_choice``."""
    for other in board.ENEMIES:
        if other > unit and not state.ended and state.hp[other]:
            state, _ = skirmish_enemy.enemy_act(state, other, *partner_choice(state, other))
    return skirmish_enemy.end_round(state, ())


def _best_by(state, unit, value_of):
    """The option of ``unit`` with the highest value_of(option); the first one listed wins a tie."""
    best, best_value = None, None
    for option in enemy_options(state, unit):
        value = value_of(option)
        if best_value is None or value > best_value:
            best, best_value = option, value
    return best


def one_round_choice(state, unit, guard=GUARD_WALK, support=SUPPORT_WALK):
    """The action whose round end scores best (weights as in score), the partner answering as the Lesson enemy."""
    def value_of(option):
        """The score at the round end after ``option``."""
        after, _ = skirmish_enemy.enemy_act(state, unit, *option)
        return score(_rest_of_phase(after, unit, skirmish_enemy.enemy_choice), guard, support)
    return _best_by(state, unit, value_of)


def normal_choice(state, unit):
    """The Normal enemy: the best one-round choice, one enemy guarding the flag a little (NORMAL_GUARD_WALK)."""
    return one_round_choice(state, unit, NORMAL_GUARD_WALK, 0)


class _HardSearch:
    """One Hard decision: the enemies' actions against the allies' best answer, within a budget."""

    def __init__(self, budget):
        """Prepare the answer table for one decision."""
        self.budget = budget
        self.answers = {}  # position after both ally actions -> its score after the next enemy phase

    def allies_best(self, state, worst_allowed):
        """The lowest score the allies can reach with the next round's actions (stops below ``worst_allowed``)."""
        if state.ended:
            return score(state)
        best = None
        # the attacks first: the allies' strongest answers found early cut the enemies' weaker actions sooner
        for move in sorted(board.legal_moves(state), key=lambda move: not move.startswith("attack")):
            self.budget.spend()
            after, _ = board.ally_action(state, move)
            if not after.ended and after.left:
                value = self.allies_best(after, worst_allowed)
            else:
                value = self.leaf(after)
            if best is None or value < best:
                best = value
                if best <= worst_allowed:
                    break  # the enemies already have an action at least as good as this one
        return best

    def leaf(self, state):
        """The score at the round end after the allies' actions (the enemies' answer to them is not read)."""
        key = (state.pos, state.hp, state.equipped, state.flag, state.ended)
        if key not in self.answers:
            done = state if state.ended else skirmish_enemy.end_round(state, ())
            self.answers[key] = score(done)
        return self.answers[key]


def hard_choice(state, unit, budget=None):
    """The Hard enemy: the action whose best ally answer next round leaves the enemies best off."""
    search = _HardSearch(budget or SearchBudget(max_steps=HARD_STEPS))
    ranked = []
    for option in enemy_options(state, unit):
        after, _ = skirmish_enemy.enemy_act(state, unit, *option)
        round_end = _rest_of_phase(after, unit, one_round_choice)
        ranked.append((score(round_end), option, round_end))
    ranked.sort(key=lambda entry: -entry[0])  # the most promising first: the best ones cut the rest early
    best, best_value = ranked[0][1], None
    try:
        for _, option, round_end in ranked:
            floor = -WIN - 1 if best_value is None else best_value
            value = search.allies_best(round_end, floor)
            if best_value is None or value > best_value:
                best, best_value = option, value
    except SearchStopped:
        pass  # the actions weighed so far decide
    return best


CHOOSERS = {"lesson": skirmish_enemy.enemy_choice, "normal": normal_choice, "hard": hard_choice}


def chooser(level):
    """The function that picks an enemy's action at enemy level ``level`` (one of board.ENEMY_LEVELS)."""
    return CHOOSERS[level]
