"""Hints for Mirror Skirmish: search ahead for the fastest win (the enemies are deterministic).

Because the enemies always answer the same way, the game is a one-player puzzle: a sequence of
ally actions decides everything. ``hint(state)`` runs an iterative-deepening depth-first search
(IDA*) for the shortest winning sequence. A lower bound (how many actions a flag win or downing
every enemy needs at the very least) cuts most branches, and a transposition table remembers
positions already shown to have no win within a given number of actions.

The search plans against the answers of the state's own enemy level (rules.step plays them). Only quick levels
(Lesson, Normal) are planned against this way: gamepkg/skirmish/advice.py chooses the hint of each level.

When no win can be reached before the draw, a second search looks for an action that still
reaches the draw, or else the one that holds out longest. Both searches share one
gamepkg.budget.SearchBudget; when it runs out, the hint says "too hard to work out here"
(outcome 'too_hard') instead of keeping the player waiting.

Every rule number (damages, actions per round, the last round, the flag rounds) is read from
gamepkg/skirmish/board.py, so the bound stays a true lower bound when a rule changes.
"""

from dataclasses import dataclass

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish.search import flag_walks

WINS = ("flag", "defeated")
HINT_STEPS = 3_000  # positions expanded; about a second or two on a slow machine
HINT_SECONDS = 3.0  # and never longer than this
UNREACHABLE = 10 ** 6


@dataclass(frozen=True)
class Hint:
    """A proposed action and what it leads to.

    ``outcome`` is 'flag' or 'defeated' (a win), 'draw', 'lost', 'too_hard' (the search budget ran
    out, ``move`` is None) or 'over' (the game has ended, ``move`` is None). ``actions`` counts ally actions until the
    outcome and ``round`` is the round shown when it happens. ``states`` is the search effort."""

    move: object
    outcome: str
    actions: int
    round: int
    states: int

    @property
    def key(self):
        """The message key of the hint sentence, e.g. 'skirmish.hint.flag' (or 'common.too_hard')."""
        return "common.too_hard" if self.outcome == "too_hard" else f"skirmish.hint.{self.outcome}"

    @property
    def fields(self):
        """The sentence's numbers; the view adds ``action`` (the label of ``move``)."""
        return {"round": self.round, "actions": self.actions}


def hint_message(hint):
    """(message key, fields) for the hint sentence; fill ``action`` with the action's label.

    A view does: ``key, fields = hint_message(h)`` then
    ``t(key, action=t(*skirmish_reasons.action_message(h.move)), **fields)``."""
    return hint.key, hint.fields


def max_search_actions():
    """How many ally actions a whole game can have: LAST_ROUND rounds of ACTIONS_PER_ROUND."""
    return skirmish_board.LAST_ROUND * skirmish_board.ACTIONS_PER_ROUND


def actions_to_win_at_least(state, to_flag):
    """A lower bound on the ally actions any win still needs (UNREACHABLE when none can come)."""
    if state.ended:
        return 0 if state.ended in WINS else UNREACHABLE
    return min(_flag_bound(state, to_flag), _defeat_bound(state))


def _flag_bound(state, to_flag):
    """At least how many actions until a flag win: reach the flag, then hold it at round ends."""
    left, per_round = state.left, skirmish_board.ACTIONS_PER_ROUND
    if left <= 0:
        return UNREACHABLE  # an imported position whose round can never end
    best = UNREACHABLE
    for ally in skirmish_board.ALLIES:
        if not state.hp[ally] or state.pos[ally] not in to_flag:
            continue
        steps = to_flag[state.pos[ally]]
        streak = state.flag if steps <= 1 else 0  # a longer walk leaves the flag empty
        if steps <= left:
            first_end = left
        else:
            first_end = left + per_round * -(-(steps - left) // per_round)  # whole rounds more
        needed_ends = max(1, skirmish_board.FLAG_ROUNDS - streak)
        best = min(best, first_end + per_round * (needed_ends - 1))
    return best


def _hits_needed(state, damage):
    """How many hits of ``damage`` down every living enemy."""
    return sum(-(-state.hp[enemy] // damage) for enemy in skirmish_board.ENEMIES)


def _defeat_bound(state):
    """At least how many actions until every enemy is down (one hit per action; picking up costs one)."""
    armed = _hits_needed(state, skirmish_board.weapon_damage(skirmish_board.WEAPONS[state.case]))
    if state.equipped:
        return armed
    return min(_hits_needed(state, skirmish_board.weapon_damage("hands")), 1 + armed)


class _Search:
    """One hint search from a root state, with its tables and budget."""

    def __init__(self, root, budget):
        """Prepare the tables for ``root``; ``budget`` is a SearchBudget."""
        self.root = root
        self.budget = budget
        self.states = 0
        self.max_actions = max_search_actions()
        self.to_flag = flag_walks(root.case)
        self.no_win_within = {}
        self.end_memo = {}

    def children(self, state):
        """[(move, next state)] in legal order; counts towards the budget."""
        self.states += 1
        self.budget.spend()
        return [(move, skirmish.step(state, move)) for move in skirmish_board.legal_moves(state)]

    def promise(self, state):
        """Sort key for trying actions: the win bound, then how near an ally is to the flag."""
        near = min((self.to_flag.get(state.pos[ally], UNREACHABLE) for ally in skirmish_board.ALLIES
                    if state.hp[ally]), default=UNREACHABLE)
        return actions_to_win_at_least(state, self.to_flag), near

    def horizon(self):
        """How many actions the game can still last (the draw comes at LAST_ROUND)."""
        root = self.root
        if root.left <= 0:
            return self.max_actions
        later = skirmish_board.ACTIONS_PER_ROUND * max(0, skirmish_board.LAST_ROUND - 1 - root.round)
        return min(self.max_actions, root.left + later)

    def fastest_win(self):
        """(moves, final state) of a shortest win, or None when no win exists."""
        start = actions_to_win_at_least(self.root, self.to_flag)
        for bound in range(max(1, start), self.horizon() + 1):
            line = self._win_within(self.root, bound)
            if line is not None:
                return line
        return None

    def _win_within(self, state, remaining):
        """A winning (moves, final state) of at most ``remaining`` actions, or None."""
        if state.ended:
            return ([], state) if state.ended in WINS else None
        if actions_to_win_at_least(state, self.to_flag) > remaining:
            return None
        key = skirmish_board.position_key(state)
        if self.no_win_within.get(key, -1) >= remaining:
            return None
        children = self.children(state)
        children.sort(key=lambda pair: self.promise(pair[1]))  # the most promising actions first
        for move, child in children:
            line = self._win_within(child, remaining - 1)
            if line is not None:
                line[0].insert(0, move)
                return line
        self.no_win_within[key] = remaining
        return None

    def best_end(self, state, depth=0):
        """(rank, actions, first move, final state): draw ranks 1, a loss 0 (later losses better)."""
        if state.ended or depth >= self.max_actions:
            rank = 1 if state.ended != "lost" else 0
            return rank, 0, None, state
        key = (skirmish_board.position_key(state), state.round)
        if key in self.end_memo:
            return self.end_memo[key]
        best = None
        for move, child in self.children(state):
            rank, actions, _, final = self.best_end(child, depth + 1)
            if best is None or (rank, actions) > (best[0], best[1] - 1):
                best = (rank, actions + 1, move, final)
            if rank >= 1:
                break  # a win is already ruled out, so a draw is the best there is
        self.end_memo[key] = best
        return best


def hint(state, budget=None):
    """The next action of the fastest win from ``state`` (or the best non-losing line).

    ``budget`` is a SearchBudget (default: HINT_STEPS positions, HINT_SECONDS seconds); when it runs
    out the Hint's outcome is 'too_hard' and it proposes no move. It plans against ``state``'s own enemy level:
    give it a quick one (gamepkg/skirmish/advice.py does)."""
    if state.ended:
        return Hint(None, "over", 0, state.round, 0)
    budget = budget or SearchBudget(max_steps=HINT_STEPS, seconds=HINT_SECONDS)
    search = _Search(state, budget)
    try:
        win = search.fastest_win()
        if win is not None:
            moves, final = win
            return Hint(moves[0], final.ended, len(moves), final.round, search.states)
        rank, actions, move, final = search.best_end(state)
    except SearchStopped:
        return Hint(None, "too_hard", 0, state.round, search.states)
    return Hint(move, "draw" if rank else "lost", actions, final.round, search.states)
