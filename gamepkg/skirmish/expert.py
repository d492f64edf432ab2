"""Mirror Skirmish's Expert enemy: iterative deepening alpha-beta over the free game tree, both sides searched.

Where Hard (gamepkg/skirmish/search.py) looks one allies' round ahead and assumes a quick enemy reply, Expert
searches the real game tree of gamepkg/skirmish/tree.py (every enemy and the allies choose among all their
actions) one round end deeper at a time, and scores the round ends where it stops with Hard's
skirmish_search.position_value (a finished game: its real result; a later ally win is a little better).

- Alpha-beta: the enemies maximise, the allies minimise; a line that can no longer change the choice is cut.
- A transposition table (node -> depth searched, value, bound kind, best choice) serves the same position met
  again, by another order of the same actions or in the next deeper pass, whose best choice it tries first;
  otherwise the choices come in Hard's order (attacks on the flag's holder first, walks towards the flag).
- The budget is a gamepkg.budget.SearchBudget of EXPERT_STEPS nodes (about 150 ms on the shared 2-core test
  machine, bench/skirmish_enemies.py prints it): a step count, not seconds, so that a saved game replays to
  the same positions on every computer and the forecast shows what the enemy will really do. When it runs
  out, the deepest finished pass decides (or the current pass, once it has weighed the previous best first).

The same position always gives the same action, so the last decisions are remembered (``expert_choice``): the
view's forecast, the move and the steps it shows ask the same question more than once.
"""

from dataclasses import replace
from functools import lru_cache

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.skirmish import board
from gamepkg.skirmish import tree as skirmish_tree
from gamepkg.skirmish.search import WIN, position_value

EXPERT_STEPS = 2_000  # nodes of one Expert decision: about 150 ms (bench/skirmish_enemies.py prints the time)
MAX_DEPTH = board.LAST_ROUND  # round ends searched at most (the game has no more)
EXACT, LOWER, UPPER = "exact", "lower", "upper"


class ExpertSearch:
    """One Expert decision: the tables and the budget of an iterative deepening alpha-beta search."""

    def __init__(self, budget, evaluate=None, quiet=False):
        """Start a decision with ``budget`` (a SearchBudget) and an empty table."""
        self.budget = budget
        self.evaluate = evaluate or position_value
        self.quiet = quiet
        self.table = {}  # node key -> (depth, value, kind, best choice)

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
                return self.strikes_value(state) if self.quiet else self.evaluate(state)
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


    def strikes_value(self, state):
        """The value of a round start after the allies' best strikes (or none): its hits come before any reply."""
        best = self.evaluate(state)
        for move in board.legal_moves(state):
            if move.startswith("attack"):
                after, _ = board.ally_action(state, move)
                value = self.evaluate(after) if after.ended or after.left == 0 else self.strikes_value(after)
                best = min(best, value)
        return best


def search_action(state, unit, budget=None):
    """The Expert enemy's action for ``unit``, searched within ``budget`` (default: EXPERT_STEPS nodes)."""
    return ExpertSearch(budget or SearchBudget(max_steps=EXPERT_STEPS)).best_action(state, unit)


@lru_cache(maxsize=64)
def remembered_action(state, unit, steps):
    """search_action within ``steps`` nodes for a state without its events and level (asked again: no cost)."""
    return search_action(state, unit, SearchBudget(max_steps=steps))


def expert_choice(state, unit):
    """The Expert enemy's action for ``unit`` (gamepkg/skirmish/foes.py's chooser of the "expert" level)."""
    return remembered_action(replace(state, events=(), enemy=board.LESSON), unit, EXPERT_STEPS)
