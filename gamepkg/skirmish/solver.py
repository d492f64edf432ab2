"""Mirror Skirmish's value with perfect play: can one side force its win within a number of rounds?

Both sides are free (gamepkg/skirmish/tree.py): the allies choose their actions and every enemy its own, by the
engine's rules. ``forced_win(state, side, rounds)`` answers whether ``side`` ("allies": a flag win or every
enemy down; "enemies": both allies down) can win by the end of round ``rounds`` whatever the other side does:
an AND/OR search (the winning side needs one good choice, the other side's every choice must still lose),
with a transposition table per question and a lower bound that cuts lines which cannot win in time (the
hint's bound, gamepkg/skirmish/ai.actions_to_win_at_least, for the allies; the hits the enemies still need for
them). ``solve`` asks round after round, the shortest win first, within one gamepkg.budget.SearchBudget.

It is a tool, not part of a game: bench/skirmish_solver.py prints its answer for every case and variant, and
the tests and the Expert enemy (gamepkg/skirmish/expert.py) ask it small questions within small budgets.
"""

from dataclasses import dataclass

from gamepkg.budget import SearchStopped, unlimited
from gamepkg.skirmish import ai as skirmish_ai
from gamepkg.skirmish import board
from gamepkg.skirmish import tree as skirmish_tree
from gamepkg.skirmish.search import flag_walks

SIDES = ("allies", "enemies")
ENDINGS = {"allies": ("flag", "defeated"), "enemies": ("lost",)}


@dataclass(frozen=True)
class Verdict:
    """What ``solve`` found: ``winner`` 'allies', 'enemies', 'draw' or '' (not known within the budget).

    ``rounds``: the rounds of the fastest forced win (0 for a draw or when unknown); ``allies_none_within`` and
    ``enemies_none_within``: each side proved unable to force a win within that many rounds; ``steps``: nodes."""

    winner: str
    rounds: int
    allies_none_within: int
    enemies_none_within: int
    steps: int


class ForcedWinSearch:
    """One question's tables: for ``side``, which nodes are proved won or not within how many rounds."""

    def __init__(self, side, budget):
        """A search for wins of ``side`` bounded by ``budget`` (a SearchBudget)."""
        self.side = side
        self.endings = ENDINGS[side]
        self.budget = budget
        self.won_within = {}  # node key -> fewest rounds left proved enough
        self.lost_within = {}  # node key -> most rounds left proved not enough

    def wins(self, state, actor, last_round):
        """True when ``side`` can force its win by the end of round ``last_round`` (counted from 1) from the node."""
        if state.ended:
            return state.ended in self.endings and skirmish_tree.rounds_played(state) <= last_round
        left = last_round - state.round  # rounds still to be played, this one included
        if left <= 0 or self.too_far(state, actor, left):
            return False
        key = skirmish_tree.node_key(state, actor)
        if self.won_within.get(key, board.LAST_ROUND + 1) <= left:
            return True
        if self.lost_within.get(key, 0) >= left:
            return False
        self.budget.spend()
        mover = "allies" if actor is None else "enemies"
        wants = mover == self.side  # the winning side needs one good choice, the other side every choice
        found = not wants
        for choice in skirmish_tree.choices(state, actor):
            if self.wins(*skirmish_tree.child(state, actor, choice), last_round) == wants:
                found = wants
                break
        table = self.won_within if found else self.lost_within
        table[key] = left
        return found

    def too_far(self, state, actor, left):
        """True when the win cannot come within ``left`` rounds, whatever both sides do (a lower bound)."""
        if self.side == "allies":
            if actor is not None:
                return False  # the bound counts the allies' actions: it is looked at on their turn
            actions = state.left + board.ACTIONS_PER_ROUND * (left - 1)
            return skirmish_ai.actions_to_win_at_least(state, flag_walks(state.case)) > actions
        armed = board.weapon_damage(board.WEAPONS[state.case]) if state.variant == "both" else board.HANDS_DAMAGE
        hardest = max(armed, board.HANDS_DAMAGE)  # the enemies may still pick up the weapon
        living = sum(1 for enemy in board.ENEMIES if state.hp[enemy])
        hits = sum(-(-state.hp[ally] // hardest) for ally in board.ALLIES)
        return hits > living * left


def forced_win(state, side, last_round, budget=None):
    """True when ``side`` can force its win by the end of round ``last_round`` from ``state`` (allies to act);
    SearchStopped when ``budget`` runs out first."""
    return ForcedWinSearch(side, budget or unlimited()).wins(state, None, last_round)


def winning_choice(state, last_round, budget=None):
    """The allies' first action (in the tree's order) that keeps a forced win by round ``last_round``, or None
    when there is none; SearchStopped when ``budget`` runs out first."""
    search = ForcedWinSearch("allies", budget or unlimited())
    for choice in skirmish_tree.choices(state, None):
        if search.wins(*skirmish_tree.child(state, None, choice), last_round):
            return choice
    return None


def solve(state, budget=None):
    """The Verdict for ``state`` (allies to act): each side's fastest forced win, asked one round more at a time
    (allies first); what was proved so far when the budget runs out."""
    budget = budget or unlimited()
    none_within = {side: state.round for side in SIDES}
    try:
        for last_round in range(state.round + 1, board.LAST_ROUND + 1):
            for side in SIDES:
                if ForcedWinSearch(side, budget).wins(state, None, last_round):
                    return Verdict(side, last_round, none_within["allies"], none_within["enemies"], budget.steps)
                none_within[side] = last_round
    except SearchStopped:
        return Verdict("", 0, none_within["allies"], none_within["enemies"], budget.steps)
    return Verdict("draw", 0, none_within["allies"], none_within["enemies"], budget.steps)
