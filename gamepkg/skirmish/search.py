"""Mirror Skirmish's Hard enemy: an alpha-beta search over the enemy phase and the allies' next round.

A Hard enemy plans the whole enemy phase together with its partner, lets the allies answer with their best
actions of the next round, lets the enemies reply once more by a quick rule (``reply_choice``: hit the flag's
holder or the weakest ally in reach, else walk towards the flag) and scores that round end
(``position_value``). It takes the action whose worst outcome is best for the enemies.

- The game tree has four levels, as the game is played: the acting enemy and then its partner choose (both
  maximise), then the allies' two actions (both minimise).
- Alpha-beta: a line that can no longer change the choice is cut off. The most promising actions are tried
  first (``ordered_options``, ``ordered_moves``: attacks, then walks towards the flag), so the cuts come early.
- Positions already scored in this decision are remembered (``HardSearch.scored``): two orders of the same
  ally actions, or wait by one ally or the other, meet the same position.
- The search is bounded by a gamepkg.budget.SearchBudget of HARD_STEPS steps (one per ally action tried and
  one per reply scored).
  When it runs out, the best action found so far is taken (the first one tried when none was finished).
  The budget counts steps, not seconds: a slow computer waits a little longer for the same action, never for
  ever, and a saved game replays to the same positions on every computer.

Nothing here is random and nothing is kept between decisions: the same position always gives the same action.
"""

from collections import namedtuple

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.skirmish import board
from gamepkg.skirmish import enemy as skirmish_enemy

HARD_STEPS = 300  # steps (ally actions tried, replies scored) of one Hard decision: about 11 ms on the
# shared 2-core test machine, within one frame (bench/skirmish_enemies.py prints the thinking time)
WIN = 1000  # the value of a position where the allies are down (and minus it: the allies have won)
DRAW = 400  # the round limit reached: better for the enemies than any fight still going on
FAR = 10  # the walk counted for a cell the flag cannot be reached from


class Weights(namedtuple("Weights", "enemy_hp ally_hp flag_walk flag_block flag_streak guard_walk support_walk")):
    """What a round end is worth to the enemies, per point (round_end_value; Normal and Hard weigh differently).

    - enemy_hp: each enemy hit point (an enemy that lives holds the flag longer)
    - ally_hp: each ally hit point (minus)
    - flag_walk: the nearest ally's walk to the flag
    - flag_block: an enemy standing on the flag
    - flag_streak: each round end the allies have held the flag (minus)
    - guard_walk: the nearest enemy's walk to the flag (minus)
    - support_walk: the other enemy's walk to the flag (minus): both come to guard it
    """

    __slots__ = ()


HARD_WEIGHTS = Weights(enemy_hp=20, ally_hp=20, flag_walk=4, flag_block=9, flag_streak=20, guard_walk=3,
                       support_walk=3)
DOOMED = 300  # Hard: an ally will hold the flag for the last round end and no enemy can down it in time (minus)


def walks_to_flag(case):
    """{cell: steps to the flag} for a case: a breadth-first walk out from the flag, around walls only."""
    neighbours = board.NEIGHBOURS[case]
    flag = board.LAYOUTS[case].flag
    distances = {flag: 0}
    frontier = [flag]
    while frontier:
        following = []
        for cell in frontier:
            for nxt in neighbours[cell]:
                if nxt not in distances:
                    distances[nxt] = distances[cell] + 1
                    following.append(nxt)
        frontier = following
    return distances


# case -> {cell: steps to the flag}: worked out once when the module loads (like board.NEIGHBOURS), never changed
FLAG_WALKS = {case: walks_to_flag(case) for case in board.LAYOUTS}


def flag_walks(case):
    """{cell: steps to the flag} for a case, around walls (the fixed table FLAG_WALKS; the hint, the solver and
    every searching enemy read it)."""
    return FLAG_WALKS[case]


def enemy_options(state, unit):
    """Every action the rules allow enemy ``unit``: ('attack', ally) in reach, ('move', free cell), ('wait', None)."""
    options = [("attack", ally) for ally in board.ALLIES
               if state.hp[ally] and board.reaches(state, unit, state.pos[ally])]
    occupied = {state.pos[other] for other in range(4) if state.hp[other]}
    options += [("move", cell) for cell in board.NEIGHBOURS[state.case][state.pos[unit]] if cell not in occupied]
    options.append(("wait", None))
    return options


def flag_holder(state):
    """The living ally on the flag cell, or None."""
    flag = board.LAYOUTS[state.case].flag
    return next((ally for ally in board.ALLIES if state.hp[ally] and state.pos[ally] == flag), None)


def option_ranking(state, unit):
    """A sort key for the options of enemy ``unit``, the most promising first: hit the flag's holder, else the
    weakest ally in reach; then walk towards the flag (waiting counts as the walk from where the enemy stands)."""
    holder, walks, here = flag_holder(state), flag_walks(state.case), state.pos[unit]

    def rank(option):
        """The option's place in the order (smaller: tried sooner)."""
        kind, value = option
        if kind == "attack":
            return 0, value != holder, state.hp[value], value
        return 1, walks.get(value if kind == "move" else here, FAR), kind == "wait"
    return rank


def ordered_options(state, unit):
    """The options of enemy ``unit`` in option_ranking order (a tie keeps the rules' order)."""
    return sorted(enemy_options(state, unit), key=option_ranking(state, unit))


def reply_choice(state, unit):
    """The quick reply the search assumes at its end: the best-ranked option (attack, else guard the flag)."""
    return min(enemy_options(state, unit), key=option_ranking(state, unit))


def flag_is_doomed(state):
    """True at a round end when an ally on the flag needs one more round end to win and the enemies that reach
    its cell now cannot down it in their next phase."""
    holder = flag_holder(state)
    if holder is None or state.flag + 1 < board.FLAG_ROUNDS:
        return False
    cell = state.pos[holder]
    damage = sum(board.damage(state, enemy) for enemy in board.ENEMIES if board.reaches(state, enemy, cell))
    return damage < state.hp[holder]


def position_value(state):
    """How good ``state`` (at a round end) is for the enemies: high when the allies are hurt, far from the flag,
    or down, and when the enemies stand guard on it; minus WIN when the allies have won (a later win a little less)."""
    if state.ended:
        return {"lost": WIN - state.round, "draw": DRAW}.get(state.ended, state.round - WIN)
    return round_end_value(state, HARD_WEIGHTS) - (DOOMED if flag_is_doomed(state) else 0)


def round_end_value(state, weights):
    """What the round end ``state`` (a game still going on) is worth to the enemies, by ``weights``: hit points,
    the allies' walk to the flag, an enemy on it, the enemies' walks to it and the allies' flag streak."""
    walks = flag_walks(state.case)
    value = weights.enemy_hp * sum(state.hp[unit] for unit in board.ENEMIES)
    value -= weights.ally_hp * sum(state.hp[unit] for unit in board.ALLIES)
    value += weights.flag_walk * min(walks.get(state.pos[ally], FAR) for ally in board.ALLIES if state.hp[ally])
    flag = board.LAYOUTS[state.case].flag
    if any(state.hp[unit] and state.pos[unit] == flag for unit in board.ENEMIES):
        value += weights.flag_block
    enemy_walks = sorted(walks.get(state.pos[enemy], FAR) for enemy in board.ENEMIES if state.hp[enemy])
    value -= weights.guard_walk * enemy_walks[0] + weights.support_walk * sum(enemy_walks[1:])
    return value - weights.flag_streak * state.flag + state.round


def reply_value(state):
    """The position_value after the enemies' quick reply (reply_choice) and the round end, from an enemy phase."""
    return position_value(skirmish_enemy.run_enemy_phase(state, None, reply_choice))


def move_ranking(state):
    """A sort key for the allies' actions, their strongest first: attacks, pick-ups, moves (the nearer to the
    flag the sooner), waits."""
    walks = flag_walks(state.case)

    def rank(move):
        """The action's place in the order (smaller: tried sooner)."""
        kind, *numbers = move.split(":")
        if kind == "move":
            return 2, walks.get((int(numbers[1]), int(numbers[2])), FAR)
        return {"attack": 0, "pick": 1}.get(kind, 3), 0
    return rank


def ordered_moves(state):
    """The allies' legal actions in move_ranking order, with one wait only."""
    moves = sorted(board.legal_moves(state), key=move_ranking(state))
    waits = [move for move in moves if move.startswith("wait")]
    return moves[:len(moves) - len(waits) + 1]  # waiting by one ally or the other leads to the same position


class HardSearch:
    """One Hard decision: the enemy phase against the allies' best answer, within a budget."""

    def __init__(self, budget):
        """Start a decision with ``budget`` (a SearchBudget) and no position scored yet."""
        self.budget = budget
        self.scored = {}  # position at the end of the allies' round -> reply_value

    def best_action(self, state, unit):
        """The option of ``unit`` whose worst outcome is best; when the budget runs out, the best one so far."""
        options = ordered_options(state, unit)
        best, best_value = options[0], -2 * WIN
        try:
            for option in options:
                after, _ = skirmish_enemy.enemy_act(state, unit, *option)
                value = self.partner_value(after, unit, best_value)
                if value > best_value:
                    best, best_value = option, value
        except SearchStopped:
            pass  # the actions weighed so far decide
        return best

    def partner_value(self, state, unit, alpha):
        """The value after ``unit`` acted: the later enemy (when alive) takes its best option, then the round ends."""
        partner = next((other for other in board.ENEMIES if other > unit and state.hp[other]), None)
        if partner is None or state.ended:
            return self.round_end_value(state, alpha)
        best = -2 * WIN
        for option in ordered_options(state, partner):
            after, _ = skirmish_enemy.enemy_act(state, partner, *option)
            best = max(best, self.round_end_value(after, max(alpha, best)))
        return best

    def round_end_value(self, state, alpha):
        """The value at the end of the enemy phase ``state``: the round ends, then the allies answer."""
        done = skirmish_enemy.end_round(state, ())
        if done.ended:
            return position_value(done)
        return self.allies_value(done, alpha)

    def allies_value(self, state, alpha):
        """The lowest value the allies can reach with the actions left in this round (then the enemies' reply);
        stops as soon as it is ``alpha`` or less (the enemies already have an action as good)."""
        best = 2 * WIN
        for move in ordered_moves(state):
            self.budget.spend()
            after, _ = board.ally_action(state, move)
            if after.ended:
                value = position_value(after)
            elif after.left > 0:
                value = self.allies_value(after, alpha)
            else:
                value = self.reply_value(after)
            best = min(best, value)
            if best <= alpha:
                break
        return best

    def reply_value(self, state):
        """reply_value(state), remembered for this decision (the position without its events is the key)."""
        key = (state.pos, state.hp, state.equipped, state.flag, state.round)
        if key not in self.scored:
            self.budget.spend()  # a reply costs about as much as an ally action
            self.scored[key] = reply_value(state)
        return self.scored[key]


def hard_choice(state, unit, budget=None):
    """The Hard enemy's action for ``unit`` (its budget: HARD_STEPS ally actions tried, unless one is given)."""
    return HardSearch(budget or SearchBudget(max_steps=HARD_STEPS)).best_action(state, unit)
