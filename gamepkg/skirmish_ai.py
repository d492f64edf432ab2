"""Hints for Mirror Skirmish: search ahead for the fastest win (the enemies are deterministic).

Because the enemies always answer the same way, the game is a one-player puzzle: a sequence of
ally actions decides everything. ``hint(state)`` runs an iterative-deepening depth-first search
(IDA*) for the shortest winning sequence. A lower bound (how many actions a flag win or downing
every enemy needs at the very least) cuts most branches, and a transposition table remembers
positions already shown to have no win within a given number of actions.

When no win can be reached before the draw, a second search looks for an action that still
reaches the draw, or else the one that holds out longest. Every search has a budget of positions;
when it runs out, the hint says so ("unknown") and proposes a reasonable action.
"""

from dataclasses import dataclass

from gamepkg import skirmish

WINS = ("flag", "defeated")
MAX_SEARCH_ACTIONS = 20  # a whole game is at most 10 rounds of 2 actions
DEFAULT_BUDGET = 3_000  # positions expanded; about a second on a slow machine
UNREACHABLE = 10 ** 6


@dataclass(frozen=True)
class Hint:
    """A proposed action and what it leads to.

    ``outcome`` is 'flag' or 'defeated' (a win), 'draw', 'lost', 'unknown' (search budget spent)
    or 'over' (the game has ended, ``move`` is None). ``actions`` counts ally actions until the
    outcome and ``round`` is the round shown when it happens. ``states`` is the search effort."""

    move: object
    outcome: str
    actions: int
    round: int
    states: int

    @property
    def key(self):
        """The message key of the hint sentence, e.g. 'skirmish.hint.flag'."""
        return f"skirmish.hint.{self.outcome}"

    @property
    def fields(self):
        """The sentence's numbers; the view adds ``action`` (the label of ``move``)."""
        return {"round": self.round, "actions": self.actions}


class _OutOfBudget(Exception):
    """The search looked at more positions than allowed."""


def hint_message(hint):
    """(message key, fields) for the hint sentence; fill ``action`` with the action's label.

    A view does: ``key, fields = hint_message(h)`` then
    ``t(key, action=t(*skirmish.action_message(h.move)), **fields)``."""
    return hint.key, hint.fields


def position_key(state):
    """What decides the future, except the round: a cheap tuple for the transposition table."""
    return state.pos, state.hp, state.equipped, state.left, state.flag


def flag_distances(case):
    """Steps from every open cell to the case's flag, walking around walls only."""
    neighbours = skirmish.NEIGHBOURS[case]
    flag = skirmish.LAYOUTS[case].flag
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


def actions_to_win_at_least(state, to_flag):
    """A lower bound on the ally actions any win still needs (UNREACHABLE when none can come)."""
    if state.ended:
        return 0 if state.ended in WINS else UNREACHABLE
    return min(_flag_bound(state, to_flag), _defeat_bound(state))


def _flag_bound(state, to_flag):
    """At least how many actions until a flag win: reach the flag, then hold it at round ends."""
    left = state.left
    if left <= 0:
        return UNREACHABLE  # an imported position whose round can never end
    best = UNREACHABLE
    for ally in skirmish.ALLIES:
        if not state.hp[ally] or state.pos[ally] not in to_flag:
            continue
        steps = to_flag[state.pos[ally]]
        streak = state.flag if steps <= 1 else 0  # a longer walk leaves the flag empty
        if steps <= left:
            first_end = left
        else:
            first_end = left + 2 * ((steps - left + 1) // 2)
        needed_ends = max(1, skirmish.FLAG_ROUNDS - streak)
        best = min(best, first_end + 2 * (needed_ends - 1))
    return best


def _defeat_bound(state):
    """At least how many actions until every enemy is down (one hit per action)."""
    total = sum(state.hp[enemy] for enemy in skirmish.ENEMIES)
    if skirmish.WEAPONS[state.case] != "hammer":
        return total
    if state.equipped:
        return (total + 1) // 2
    return min(total, 1 + (total + 1) // 2)


class _Search:
    """One hint search from a root state, with its tables and budget."""

    def __init__(self, root, budget):
        """Prepare the tables for ``root``."""
        self.root = root
        self.budget = budget
        self.states = 0
        self.to_flag = flag_distances(root.case)
        self.no_win_within = {}
        self.end_memo = {}

    def children(self, state):
        """[(move, next state)] in legal order; counts towards the budget."""
        self.states += 1
        if self.states > self.budget:
            raise _OutOfBudget
        return [(move, skirmish.step(state, move)) for move in skirmish.legal_moves(state)]

    def promise(self, state):
        """Sort key for trying actions: the win bound, then how near an ally is to the flag."""
        near = min((self.to_flag.get(state.pos[ally], UNREACHABLE) for ally in skirmish.ALLIES
                    if state.hp[ally]), default=UNREACHABLE)
        return actions_to_win_at_least(state, self.to_flag), near

    def horizon(self):
        """How many actions the game can still last (the draw comes at round 10)."""
        root = self.root
        if root.left <= 0:
            return MAX_SEARCH_ACTIONS
        return min(MAX_SEARCH_ACTIONS, root.left + 2 * max(0, skirmish.LAST_ROUND - 1 - root.round))

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
        key = position_key(state)
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
        if state.ended or depth >= MAX_SEARCH_ACTIONS:
            rank = 1 if state.ended != "lost" else 0
            return rank, 0, None, state
        key = (position_key(state), state.round)
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


def hint(state, budget=DEFAULT_BUDGET):
    """The next action of the fastest win from ``state`` (or the best non-losing line)."""
    if state.ended:
        return Hint(None, "over", 0, state.round, 0)
    search = _Search(state, budget)
    try:
        win = search.fastest_win()
    except _OutOfBudget:
        return _fallback(state, search.states)
    if win is not None:
        moves, final = win
        return Hint(moves[0], final.ended, len(moves), final.round, search.states)
    search.budget += budget
    try:
        rank, actions, move, final = search.best_end(state)
    except _OutOfBudget:
        return _fallback(state, search.states)
    return Hint(move, "draw" if rank else "lost", actions, final.round, search.states)


def _fallback(state, states):
    """When the budget runs out: the action whose forecast looks best by a simple score."""
    to_flag = flag_distances(state.case)

    def score(move):
        """Ally hp minus enemy hp after the forecast, a flag streak, and closeness to the flag."""
        _, after = skirmish.forecast(state, move)
        near = min((to_flag.get(after.pos[a], 99) for a in skirmish.ALLIES if after.hp[a]), default=99)
        wins = 100 if after.ended in WINS else (-100 if after.ended == "lost" else 0)
        return wins + sum(after.hp[:2]) - sum(after.hp[2:]) + 3 * after.flag - near

    moves = skirmish.legal_moves(state)
    best = max(moves, key=score)
    return Hint(best, "unknown", 0, state.round, states)
