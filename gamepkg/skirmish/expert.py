"""Mirror Skirmish's Expert enemy: iterative deepening alpha-beta over the free game tree, both sides searched.

Where Hard (gamepkg/skirmish/search.py) looks one allies' round ahead and assumes a quick enemy reply, Expert
searches the real game tree of gamepkg/skirmish/tree.py (every enemy and the allies choose among all their
actions) one round end deeper at a time, and scores the round ends where it stops with ``expert_value``: Hard's
skirmish_search.position_value (a finished game: its real result; a later ally win is a little better) and a bonus
for each living enemy.

- Alpha-beta: the enemies maximise, the allies minimise; a line that can no longer change the choice is cut.
- A transposition table (node -> depth searched, value, bound kind, best choice) serves the same position met
  again, by another order of the same actions or in the next deeper pass, whose best choice it tries first;
  otherwise the choices come in Hard's order (attacks on the flag's holder first, walks towards the flag).
- The budget is a gamepkg.budget.SearchBudget of EXPERT_STEPS nodes (about 200 ms of CPU on the shared 2-core test
  machine, bench/skirmish_enemies.py prints it): a step count, not seconds, so that a saved game replays to
  the same positions on every computer and the forecast shows what the enemy will really do. When it runs
  out, the deepest finished pass decides (or the current pass, once it has weighed the previous best first).

The same position always gives the same action, and nothing is kept between decisions (no memory in the module):
the window works an Expert move out once, on its worker thread, with the steps it shows, and keeps them with the
game (widgets/skirmish/view.py, ``work_out_move``), so its own thread never searches again.
"""


from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.skirmish import board
from gamepkg.skirmish import tree as skirmish_tree
from gamepkg.skirmish.search import WIN, position_value

EXPERT_STEPS = 4_500  # nodes of one Expert decision: about 200 ms of CPU (bench/skirmish_enemies.py prints the time;
# 3400 nodes, about 150 ms, let the hint player win 42 % instead of 33 %)
ALIVE = 60  # what each living enemy is worth beyond its hit points: it acts every round, while a lone ally still
# has both of the allies' actions (bench/skirmish_enemies.py: with it the hint player wins fewer games)
MAX_DEPTH = board.LAST_ROUND  # round ends searched at most (the game has no more)
EXACT, LOWER, UPPER = "exact", "lower", "upper"


class ExpertSearch:
    """One Expert decision: the tables and the budget of an iterative deepening alpha-beta search."""

    def __init__(self, budget, evaluate=position_value):
        """Start a decision with ``budget`` (a SearchBudget) and an empty table; ``evaluate(state)`` scores where the
        search stops (for the enemies: higher is better for them)."""
        self.budget = budget
        self.evaluate = evaluate
        self.table = {}  # node key -> (depth, value, kind, best choice)
        self.scored = {}  # round end met again (by another order of the same actions) -> its evaluate() value

    def best_action(self, state, actor):
        """The best choice at the node (``actor``: the enemy to act, or None for the allies) by the deepest pass
        the budget allows."""
        best = None
        for depth in range(1, MAX_DEPTH + 1):
            best, finished = self.root_pass(state, actor, depth, best)
            if not finished:
                break
        return best

    def root_pass(self, state, actor, depth, previous):
        """(best choice, finished) of one pass to ``depth`` round ends, the previous best weighed first; when the
        budget runs out, the best of the choices weighed, once the previous best is among them."""
        choices = skirmish_tree.choices(state, actor)
        choices.sort(key=lambda choice: choice != previous)
        sign = 1 if actor is not None else -1  # the enemies maximise the value, the allies minimise it
        best, best_value = previous, -2 * WIN
        for choice in choices:
            after, next_actor = skirmish_tree.child(state, actor, choice)
            try:
                window = (best_value, 2 * WIN) if sign > 0 else (-2 * WIN, -best_value)
                value = sign * self.value(after, next_actor, depth, *window)
            except SearchStopped:
                return best or choices[0], False
            if value > best_value:
                best, best_value = choice, value
        return best, True

    def value(self, state, actor, depth, alpha, beta):
        """The node's value for the enemies with ``depth`` round ends left to search (alpha-beta)."""
        if state.ended:
            return self.evaluate(state)
        if actor is None and state.left == board.ACTIONS_PER_ROUND:
            if depth <= 1:
                return self.leaf_value(state)
            depth -= 1
        key = skirmish_tree.node_key(state, actor) + (state.round,)  # the round counts: the draw comes nearer
        known = self.table.get(key)
        if known is not None and known[0] >= depth:
            _, stored, kind, _ = known
            if kind == EXACT or (kind == LOWER and stored >= beta) or (kind == UPPER and stored <= alpha):
                return stored
        self.budget.spend()
        start_alpha, start_beta = alpha, beta
        maximise = actor is not None
        best_value, best_choice = (-2 * WIN if maximise else 2 * WIN), None
        choices = skirmish_tree.choices(state, actor)
        if known is not None:
            choices.sort(key=lambda choice: choice != known[3])
        for choice in choices:
            value = self.value(*skirmish_tree.child(state, actor, choice), depth, alpha, beta)
            if (value > best_value) if maximise else (value < best_value):
                best_value, best_choice = value, choice
            if maximise:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                break
        kind = LOWER if best_value >= start_beta else UPPER if best_value <= start_alpha else EXACT
        self.table[key] = (depth, best_value, kind, best_choice)
        return best_value


    def leaf_value(self, state):
        """evaluate(state) of a round end where the search stops, worked out once per decision."""
        key = board.position_key(state) + (state.round,)
        value = self.scored.get(key)
        if value is None:
            value = self.scored[key] = self.evaluate(state)
        return value


def expert_value(state):
    """What Expert makes of a round end: Hard's position_value, and ALIVE more for each living enemy."""
    value = position_value(state)
    if not state.ended:
        value += ALIVE * sum(1 for enemy in board.ENEMIES if state.hp[enemy])
    return value


def search_action(state, unit, budget=None, evaluate=expert_value):
    """The Expert enemy's action for ``unit`` (None: the allies' best action), searched within ``budget`` (default:
    EXPERT_STEPS nodes), the round ends where it stops scored by ``evaluate``."""
    return ExpertSearch(budget or SearchBudget(max_steps=EXPERT_STEPS), evaluate).best_action(state, unit)


def expert_choice(state, unit):
    """The Expert enemy's action for ``unit`` (gamepkg/skirmish/foes.py's chooser of the "expert" level): a whole
    search of EXPERT_STEPS nodes every time, nothing remembered (the view keeps what it worked out with its game)."""
    return search_action(state, unit, SearchBudget(max_steps=EXPERT_STEPS))
