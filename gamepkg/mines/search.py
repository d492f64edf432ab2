"""Rules 3 and 5 of the Minesweeper solver: try every placement of mines around a group of numbers.

Trying placements one by one grows fast, so each search spends steps of a gamepkg/budget.py SearchBudget
(the whole hint or check stops when that runs out), and one group stops after SEARCH_STEPS steps (that
group then proves nothing). mines_solver.py uses these; the simpler rules live there.
"""

from dataclasses import dataclass, field
from math import comb

from gamepkg.budget import SearchBudget

EXHAUSTIVE_CELLS = 20        # largest group of undecided cells tried one arrangement at a time
ENDGAME_CELLS = 24           # largest border for the last rule (which also uses the mines counter)
SEARCH_STEPS = 50_000        # one group's placements taking more steps are skipped (that rule proves nothing)


@dataclass(frozen=True)
class Deduction:
    """Cells proven safe or mines by one rule, the opened numbers that prove it, and its figures."""

    rule: str
    safe: frozenset
    mines: frozenset
    sources: tuple
    figures: dict = field(default_factory=dict, compare=False)


class GroupTooBig(Exception):
    """Raised inside one group's placements after SEARCH_STEPS steps (the rule skips that group)."""


def groups(rules):
    """Split the numbers into groups that share undecided cells (each group can be searched alone)."""
    owner = {}
    found = []
    for rule in rules:
        joined = {owner[c] for c in rule[2] if c in owner}
        merged = [rule]
        for index in joined:
            merged.extend(found[index])
            found[index] = []
        found.append(merged)
        for member in merged:
            for cell in member[2]:
                owner[cell] = len(found) - 1
    return [group for group in found if group]


def arrangements(cells, rules, budget=None):
    """All mine placements on ``cells`` that satisfy ``rules``: {mines used: (placements, per-cell mine tally)}.

    Each choice tried spends a step of ``budget``; raises GroupTooBig after SEARCH_STEPS of them.
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
    budget = budget or SearchBudget()
    give_up_after = budget.steps + SEARCH_STEPS

    def assign(i, used):
        """Try both values for cell ``i`` and go on with the next cell."""
        budget.spend()
        if budget.steps > give_up_after:
            raise GroupTooBig
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


def cells_of(rules):
    """The undecided cells of ``rules`` in order of appearance (neighbours stay close: better pruning)."""
    cells = []
    seen = set()
    for rule in rules:
        for cell in rule[2]:
            if cell not in seen:
                seen.add(cell)
                cells.append(cell)
    return cells


def exhaustive(rules, budget):
    """Rule 3: try every placement around a small group of numbers; cells that never/always hold a mine."""
    found = []
    for group in groups(rules):
        cells = cells_of(group)
        if len(cells) > EXHAUSTIVE_CELLS or len(group) < 2:
            continue
        try:
            tally = arrangements(cells, group, budget)
        except GroupTooBig:
            continue
        placements = sum(entry[0] for entry in tally.values())
        per_cell = [sum(entry[1][i] for entry in tally.values()) for i in range(len(cells))]
        safe = frozenset(c for c, n in zip(cells, per_cell) if n == 0)
        mines = frozenset(c for c, n in zip(cells, per_cell) if n == placements)
        if placements and (safe or mines):
            found.append(Deduction("exhaustive", safe, mines, tuple(rule[0] for rule in group),
                                   {"numbers": len(group), "ways": placements}))
    return found


def endgame(knowledge, rules, budget):
    """Rule 5: every placement of the mines left, border and far cells together, using the counter."""
    cells = cells_of(rules)
    if not cells or len(cells) > ENDGAME_CELLS:
        return []
    left = knowledge.total_mines - len(knowledge.known_mines)
    border = set(cells)
    far = [c for c in knowledge.undecided_cells() if c not in border]
    try:
        tally = arrangements(cells, rules, budget)
    except GroupTooBig:
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
