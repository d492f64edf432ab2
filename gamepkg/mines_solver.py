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
"""

from dataclasses import dataclass, field
from math import comb

from gamepkg.mines import PLAYING, compute_counts, flood, neighbours

EXHAUSTIVE_CELLS = 20        # largest group of undecided cells tried one arrangement at a time
ENDGAME_CELLS = 24           # largest border for the last rule (which also uses the mines counter)
SEARCH_STEPS = 50_000        # a search that takes longer gives up (the answer stays "no proof")


@dataclass(frozen=True)
class Deduction:
    """Cells proven safe or mines by one rule, the opened numbers that prove it, and its figures."""

    rule: str
    safe: frozenset
    mines: frozenset
    sources: tuple
    figures: dict = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Hint:
    """Advice for the player: ``kind`` is 'safe', 'mine', 'first_click', 'guess' or 'over'.

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


class _SearchTooLong(Exception):
    """Raised inside a search that passed SEARCH_STEPS."""


class Knowledge:
    """What the open numbers prove so far: the open cells, mines found and safe cells found.

    Each open number with undecided cells around it gives a rule: (number cell, number, undecided
    cells, mines still needed). Rules are kept and worked out again only when a cell around them changes.
    """

    def __init__(self, width, height, counts, opened, total_mines):
        """Start from the open cells ``opened`` of a board whose mine counts are ``counts``."""
        self.width, self.height, self.counts = width, height, counts
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
        found = _single(fresh)  # an unchanged rule cannot prove more than it did before
        if found:
            return found
        rules = sorted(self.rules.values())
        return _pairs(rules) or _exhaustive(rules) or _count_rule(self) or _endgame(self, rules)

    def undecided_cells(self):
        """Every hidden cell not yet proven either way."""
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


def _groups(rules):
    """Split the numbers into groups that share undecided cells (each group can be searched alone)."""
    owner = {}
    groups = []
    for rule in rules:
        joined = {owner[c] for c in rule[2] if c in owner}
        merged = [rule]
        for index in joined:
            merged.extend(groups[index])
            groups[index] = []
        groups.append(merged)
        for member in merged:
            for cell in member[2]:
                owner[cell] = len(groups) - 1
    return [group for group in groups if group]


def _arrangements(cells, rules):
    """All mine placements on ``cells`` that satisfy ``rules``: {mines used: (placements, per-cell mine tally)}.

    Raises _SearchTooLong after SEARCH_STEPS steps.
    """
    position = {cell: i for i, cell in enumerate(cells)}
    members = [[position[c] for c in rule[2]] for rule in rules]
    needs = [rule[3] for rule in rules]
    rules_of = [[] for _ in cells]
    for index, group in enumerate(members):
        for i in group:
            rules_of[i].append(index)
    placed = [0] * len(rules)
    left = [len(group) for group in members]
    value = [0] * len(cells)
    tally = {}
    steps = [0]

    def assign(i, used):
        """Try both values for cell ``i`` and go on with the next cell."""
        steps[0] += 1
        if steps[0] > SEARCH_STEPS:
            raise _SearchTooLong
        if i == len(cells):
            placements, per_cell = tally.setdefault(used, [0, [0] * len(cells)])
            tally[used][0] = placements + 1
            for j, v in enumerate(value):
                per_cell[j] += v
            return
        for v in (0, 1):
            for r in rules_of[i]:
                placed[r] += v
                left[r] -= 1
            if all(placed[r] <= needs[r] <= placed[r] + left[r] for r in rules_of[i]):
                value[i] = v
                assign(i + 1, used + v)
            for r in rules_of[i]:
                placed[r] -= v
                left[r] += 1
        value[i] = 0

    assign(0, 0)
    return tally


def _cells_of(rules):
    """The undecided cells of ``rules`` in order of appearance (neighbours stay close: better pruning)."""
    cells = []
    seen = set()
    for rule in rules:
        for cell in rule[2]:
            if cell not in seen:
                seen.add(cell)
                cells.append(cell)
    return cells


def _exhaustive(rules):
    """Rule 3: try every placement around a small group of numbers; cells that never/always hold a mine."""
    found = []
    for group in _groups(rules):
        cells = _cells_of(group)
        if len(cells) > EXHAUSTIVE_CELLS or len(group) < 2:
            continue
        try:
            tally = _arrangements(cells, group)
        except _SearchTooLong:
            continue
        placements = sum(entry[0] for entry in tally.values())
        per_cell = [sum(entry[1][i] for entry in tally.values()) for i in range(len(cells))]
        safe = frozenset(c for c, n in zip(cells, per_cell) if n == 0)
        mines = frozenset(c for c, n in zip(cells, per_cell) if n == placements)
        if placements and (safe or mines):
            found.append(Deduction("exhaustive", safe, mines, tuple(rule[0] for rule in group),
                                   {"numbers": len(group), "ways": placements}))
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


def _endgame(knowledge, rules):
    """Rule 5: every placement of the mines left, border and far cells together, using the counter."""
    cells = _cells_of(rules)
    if not cells or len(cells) > ENDGAME_CELLS:
        return []
    left = knowledge.total_mines - len(knowledge.known_mines)
    border = set(cells)
    far = [c for c in knowledge.undecided_cells() if c not in border]
    try:
        tally = _arrangements(cells, rules)
    except _SearchTooLong:
        return []
    possible = {used: entry for used, entry in tally.items() if 0 <= left - used <= len(far)}
    if not possible:
        return []
    weights = {used: comb(len(far), left - used) for used in possible}
    placements = sum(possible[used][0] * weights[used] for used in possible)
    per_cell = [sum(possible[used][1][i] * weights[used] for used in possible) for i in range(len(cells))]
    safe = {c for c, n in zip(cells, per_cell) if n == 0}
    mines = {c for c, n in zip(cells, per_cell) if n == placements}
    if far and all(left - used == 0 for used in possible):
        safe |= set(far)
    if far and all(left - used == len(far) for used in possible):
        mines |= set(far)
    if not (safe or mines):
        return []
    return [Deduction("endgame", frozenset(safe), frozenset(mines), tuple(rule[0] for rule in rules),
                      {"left": left})]


def knowledge_of(state):
    """The Knowledge a player has in ``state`` (mines must be placed)."""
    return Knowledge(state.width, state.height, state.counts, state.opened, state.params.mines)


def hint(state):
    """A provably safe cell or mine with its proof, 'first_click' before the mines exist, else 'guess'."""
    if state.status != PLAYING:
        return Hint("over", None, "over", (), "mines.hint.over")
    if state.mines is None:
        centre = (state.width // 2, state.height // 2)
        return Hint("first_click", centre, "first_click", (), "mines.hint.first_click",
                    {"column": centre[0] + 1, "row": centre[1] + 1})
    knowledge = knowledge_of(state)
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


def _make_hint(kind, cell, deduction, flagged=False):
    """Turn a deduction about ``cell`` into a Hint with its message fields (columns and rows from 1)."""
    fields = dict(deduction.figures, column=cell[0] + 1, row=cell[1] + 1)
    prefixes = ("a_", "b_") if deduction.rule == "pair" else ("source_",)
    for prefix, source in zip(prefixes, deduction.sources):
        fields[prefix + "column"], fields[prefix + "row"] = source[0] + 1, source[1] + 1
    return Hint(kind, cell, deduction.rule, deduction.sources, f"mines.hint.{deduction.rule}_{kind}",
                fields, flagged)


def solvable(width, height, mines, start):
    """True when logic alone (the rules above) opens every safe cell after opening ``start`` first."""
    counts = compute_counts(width, height, mines)
    if counts[start[1] * width + start[0]] == -1:
        return False
    knowledge = Knowledge(width, height, counts, (), len(mines))
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

