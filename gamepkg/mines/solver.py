"""Minesweeper logic: hints that prove a cell safe or a mine, and the check behind no-guess boards.

The solver only reads what the player can see: the opened cells and their numbers (player flags are
not trusted, they may be wrong). It tries the rules from the simplest up and stops at the first that
finds something:

1. single: one number. Its mines already found equal it -> the rest around it is safe;
   its possible cells equal it -> they are all mines.
2. pair: two numbers that share cells (the "1-2" and subset patterns).
3. exhaustive: every way of placing mines around a small group of numbers.
4. count: the mines counter (all mines found, or as many hidden cells as mines left).
5. endgame: every placement of the remaining mines, with the counter, when few cells are left.
(Rules 3 and 5 live in mines_search.py.)

Every search is bounded by a gamepkg/budget.py SearchBudget (one step: a cell or a rule looked at, or
one choice tried while placing mines). A hint whose budget runs out answers "too hard to work out here"
(``common.too_hard``); the no-guess generator counts steps only (never seconds), so the same seed gives
the same board on every computer.
"""

from dataclasses import dataclass, field

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.mines.grid import compute_counts, flood, neighbours
from gamepkg.mines.search import Deduction, endgame, exhaustive
from gamepkg.rules import PLAYING

HINT_STEPS = 3_000_000       # a hint that needs more steps (or seconds) is "too hard to work out here"
HINT_SECONDS = 2.0
SOLVE_STEPS = 2_000_000      # one board's no-guess check: more steps count as "needs a guess"


@dataclass(frozen=True)
class Hint:
    """Advice for the player: ``kind`` is 'safe', 'mine', 'first_click', 'guess', 'over' or 'too_hard'.

    ``cell`` is the (x, y) it is about (None for 'guess' and 'over'), ``sources`` the opened numbers
    that prove it, and ``key``/``fields`` the message (``column``/``row`` in ``fields`` count from 1).
    ``flagged`` is True when a cell proven safe carries a (wrong) flag.
    """

    kind: str
    cell: tuple
    rule: str
    sources: tuple
    key: str
    fields: dict = field(default_factory=dict, compare=False)
    flagged: bool = False


class Knowledge:
    """What the open numbers prove so far: the open cells, mines found and safe cells found.

    Each open number with undecided cells around it gives a rule: (number cell, number, undecided
    cells, mines still needed). Rules are kept and worked out again only when a cell around them changes.
    """

    def __init__(self, width, height, counts, opened, total_mines, budget=None):
        """Start from the open cells ``opened`` of a board whose mine counts are ``counts``."""
        self.width, self.height, self.counts = width, height, counts
        self.budget = budget or SearchBudget()
        self.budget.spend(len(opened) + 1)
        self.total_mines = total_mines
        self.opened = set(opened)
        self.known_mines = set()
        self.known_safe = set()
        self.frontier = {cell for cell in self.opened if self._has_hidden_neighbour(cell)}
        self.rules = {}                     # number cell -> its rule
        self.changed = set(self.frontier)   # number cells whose rule must be worked out again

    def _count(self, cell):
        """The number on ``cell``."""
        return self.counts[cell[1] * self.width + cell[0]]

    def _has_hidden_neighbour(self, cell):
        """True when a neighbour of ``cell`` is not open."""
        return any(n not in self.opened for n in neighbours(self.width, self.height, *cell))

    def _touch(self, cells):
        """Mark the open numbers around ``cells`` for a fresh look."""
        for cell in cells:
            for n in neighbours(self.width, self.height, *cell):
                if n in self.frontier:
                    self.changed.add(n)

    def open(self, cell):
        """Open a proven safe cell (and its flood), as a player following the proof would."""
        if cell in self.opened:
            return
        found = flood(self.width, self.height, self.counts, cell, self.opened)
        self.budget.spend(len(found))
        self.opened.update(found)
        self.known_safe.difference_update(found)
        numbers = [c for c in found if self._count(c) > 0]
        self.frontier.update(numbers)
        self.changed.update(numbers)
        self._touch(found)

    def learn(self, deduction):
        """Remember the cells a deduction proved."""
        self.known_mines |= deduction.mines
        self.known_safe |= deduction.safe
        self._touch(deduction.mines | deduction.safe)

    def _rule_of(self, cell):
        """The rule of the open number ``cell``, or None when nothing around it is undecided."""
        undecided, found = [], 0
        for n in neighbours(self.width, self.height, *cell):
            if n in self.known_mines:
                found += 1
            elif n not in self.opened and n not in self.known_safe:
                undecided.append(n)
        if not undecided:
            return None
        return cell, self._count(cell), tuple(undecided), self._count(cell) - found

    def refresh(self):
        """Work out the rules of the changed numbers again; returns those rules, sorted."""
        fresh = []
        self.budget.spend(len(self.changed))
        for cell in self.changed:
            rule = self._rule_of(cell)
            if rule:
                self.rules[cell] = rule
                fresh.append(rule)
            else:
                self.rules.pop(cell, None)
                self.frontier.discard(cell)
        self.changed = set()
        return sorted(fresh)

    def constraints(self):
        """Every useful rule, sorted by number cell."""
        self.refresh()
        return sorted(self.rules.values())

    def next_deductions(self):
        """The deductions of the simplest rule that finds anything (an empty list: a guess is needed)."""
        fresh = self.refresh()
        self.budget.spend(len(self.rules) + 1)
        found = _single(fresh)  # an unchanged rule cannot prove more than it did before
        if found:
            return found
        rules = sorted(self.rules.values())
        return (_pairs(rules) or exhaustive(rules, self.budget) or _count_rule(self)
                or endgame(self, rules, self.budget))

    def undecided_cells(self):
        """Every hidden cell not yet proven either way."""
        self.budget.spend(self.width * self.height)
        return [(x, y) for y in range(self.height) for x in range(self.width)
                if (x, y) not in self.opened and (x, y) not in self.known_mines
                and (x, y) not in self.known_safe]


def _single(rules):
    """Rule 1: a number whose mines are all found, or whose undecided cells must all be mines."""
    found = []
    for cell, number, undecided, need in rules:
        if need == 0:
            found.append(Deduction("single", frozenset(undecided), frozenset(), (cell,), {"number": number}))
        elif need == len(undecided):
            found.append(Deduction("single", frozenset(), frozenset(undecided), (cell,), {"number": number}))
    return found


def _pairs(rules):
    """Rule 2: two numbers sharing cells, where one forces how many mines lie in the other's extra cells."""
    by_cell = {}
    for rule in rules:
        for cell in rule[2]:
            by_cell.setdefault(cell, []).append(rule)
    found = []
    for a in rules:
        partners = {b[0]: b for cell in a[2] for b in by_cell[cell] if b[0] != a[0]}
        for b in partners.values():
            cells_a, cells_b = set(a[2]), set(b[2])
            shared, only_a, only_b = cells_a & cells_b, cells_a - cells_b, cells_b - cells_a
            if not only_b:
                continue
            figures = {"number_a": a[1], "need_a": a[3], "number_b": b[1], "need_b": b[3]}
            at_least = a[3] - len(only_a)      # mines of a that must sit in the shared cells
            at_most = min(a[3], len(shared))   # mines that fit in the shared cells for a
            if at_least > 0 and at_least == b[3]:
                found.append(Deduction("pair", frozenset(only_b), frozenset(), (a[0], b[0]),
                                       dict(figures, shared=at_least)))
            elif b[3] - at_most == len(only_b):
                found.append(Deduction("pair", frozenset(), frozenset(only_b), (a[0], b[0]),
                                       dict(figures, shared=at_most)))
    return found


def _count_rule(knowledge):
    """Rule 4: every mine is found (the rest is safe), or the hidden cells left are all mines."""
    left = knowledge.total_mines - len(knowledge.known_mines)
    undecided = knowledge.undecided_cells()
    if not undecided:
        return []
    if left == 0:
        return [Deduction("count", frozenset(undecided), frozenset(), (), {"mines": knowledge.total_mines})]
    if left == len(undecided):
        return [Deduction("count", frozenset(), frozenset(undecided), (), {"left": left})]
    return []


def knowledge_of(state, budget=None):
    """The Knowledge a player has in ``state`` (mines must be placed)."""
    return Knowledge(state.width, state.height, state.counts, state.opened, state.params.mines, budget)


def hint_budget():
    """The budget of one hint: HINT_STEPS steps or HINT_SECONDS seconds, whichever comes first."""
    return SearchBudget(max_steps=HINT_STEPS, seconds=HINT_SECONDS)


def hint(state, budget=None):
    """A provably safe cell or mine with its proof, 'first_click' before the mines exist, else 'guess'.

    When ``budget`` (by default hint_budget()) runs out, the answer is 'too_hard' (``common.too_hard``).
    """
    try:
        return _hint(state, budget or hint_budget())
    except SearchStopped:
        return Hint("too_hard", None, "too_hard", (), "common.too_hard")


def _hint(state, budget):
    """hint() without the budget's way out (SearchStopped goes through)."""
    if state.status != PLAYING:
        return Hint("over", None, "over", (), "mines.hint.over")
    if state.mines is None:
        centre = (state.width // 2, state.height // 2)
        return Hint("first_click", centre, "first_click", (), "mines.hint.first_click",
                    {"column": centre[0] + 1, "row": centre[1] + 1})
    knowledge = knowledge_of(state, budget)
    while True:
        deductions = knowledge.next_deductions()
        if not deductions:
            return Hint("guess", None, "guess", (), "mines.hint.guess")
        found = _first_useful(state, deductions)
        if found:
            return found
        for deduction in deductions:
            knowledge.learn(deduction)


def _first_useful(state, deductions):
    """The first deduction that tells the player something new, as a Hint (None when all is known)."""
    wrong_flag = None
    for deduction in deductions:
        for cell in sorted(deduction.safe):
            if cell not in state.flags:
                return _make_hint("safe", cell, deduction)
            wrong_flag = wrong_flag or _make_hint("safe", cell, deduction, flagged=True)
        for cell in sorted(deduction.mines):
            if cell not in state.flags:
                return _make_hint("mine", cell, deduction)
    return wrong_flag


UNTELLING_KINDS = ("over", "too_hard", "first_click")  # hint kinds that tell nothing about the mines


def _make_hint(kind, cell, deduction, flagged=False):
    """Turn a deduction about ``cell`` into a Hint with its message fields (columns and rows from 1)."""
    fields = dict(deduction.figures, column=cell[0] + 1, row=cell[1] + 1)
    prefixes = ("a_", "b_") if deduction.rule == "pair" else ("source_",)
    for prefix, source in zip(prefixes, deduction.sources):
        fields[prefix + "column"], fields[prefix + "row"] = source[0] + 1, source[1] + 1
    return Hint(kind, cell, deduction.rule, deduction.sources, f"mines.hint.{deduction.rule}_{kind}",
                fields, flagged)


def solvable(width, height, mines, start, budget=None):
    """True when logic alone (the rules above) opens every safe cell after opening ``start`` first.

    Bounded by ``budget`` (by default SOLVE_STEPS steps): SearchStopped when it runs out.
    """
    counts = compute_counts(width, height, mines)
    if counts[start[1] * width + start[0]] == -1:
        return False
    knowledge = Knowledge(width, height, counts, (), len(mines), budget or SearchBudget(max_steps=SOLVE_STEPS))
    knowledge.open(start)
    safe_cells = width * height - len(mines)
    while len(knowledge.opened) < safe_cells:
        deductions = knowledge.next_deductions()
        if not deductions:
            return False
        for deduction in deductions:
            knowledge.learn(deduction)
            for cell in deduction.safe:
                knowledge.open(cell)
    return True

