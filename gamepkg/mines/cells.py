"""CellSet: an unchangeable set of (x, y) cells whose copies share all the rows a change does not touch.

A Minesweeper State keeps its open, flagged and question-marked cells in CellSets. A move that opens
a few cells makes a new CellSet that shares every untouched row with the old one, so a move costs
time and memory in proportion to the cells it changes (and the rows that hold cells), not to the
board: the session can keep many states of a 1000x1000 game. A CellSet behaves like a frozenset
of cells: ``in``, ``len``, iteration, ``==`` (also with a frozenset), ``<=``, ``|``, ``-`` and hashing;
``differences`` lists the cells two sets do not share, row by row, for a redraw of what a move changed.
"""

from collections import defaultdict
from collections.abc import Set


def _by_row(cells):
    """{y: set of x} of an iterable of (x, y) cells."""
    rows = defaultdict(set)
    for x, y in cells:
        rows[y].add(x)
    return rows


class CellSet(Set):
    """A frozenset-like set of (x, y) cells stored as {row y: frozenset of columns x}."""

    __slots__ = ("_rows", "_size")

    def __init__(self, cells=()):
        """The set of ``cells`` (any iterable of (x, y) pairs)."""
        self._rows = {y: frozenset(xs) for y, xs in _by_row(cells).items()}
        self._size = sum(len(xs) for xs in self._rows.values())

    @classmethod
    def from_rows(cls, rows):
        """The set of the cells in ``rows`` ({y: set of x}), one row at a time (no (x, y) pair is made)."""
        result = cls.__new__(cls)
        result._rows = {y: frozenset(xs) for y, xs in rows.items() if xs}
        result._size = sum(len(xs) for xs in result._rows.values())
        return result

    @classmethod
    def _from_iterable(cls, iterable):
        """Build a CellSet from the result of a set operation (used by collections.abc.Set)."""
        return cls(iterable)

    def __contains__(self, cell):
        """True when ``cell`` (an (x, y) pair) is in the set."""
        try:
            x, y = cell
        except (TypeError, ValueError):
            return False
        row = self._rows.get(y)
        return row is not None and x in row

    def __iter__(self):
        """The cells, row by row."""
        for y, xs in self._rows.items():
            for x in xs:
                yield (x, y)

    def __len__(self):
        """How many cells the set holds."""
        return self._size

    __hash__ = Set._hash

    def __repr__(self):
        """CellSet([...]) with the cells in reading order."""
        return f"CellSet({sorted(self, key=lambda cell: (cell[1], cell[0]))})"

    def _changed(self, cells, add):
        """A new CellSet with ``cells`` added (add=True) or taken out; only the touched rows are new."""
        rows, size = dict(self._rows), self._size
        changes = cells._rows if isinstance(cells, CellSet) else _by_row(cells)  # a CellSet: row by row
        for y, xs in changes.items():
            old = rows.get(y, frozenset())
            new = old | xs if add else old - xs
            if len(new) == len(old):
                continue
            size += len(new) - len(old)
            if new:
                rows[y] = frozenset(new)
            else:
                del rows[y]
        result = CellSet.__new__(CellSet)
        result._rows, result._size = rows, size
        return result

    def __or__(self, other):
        """The union with any iterable of cells (costs the other's size and the number of rows)."""
        return self._changed(other, add=True)

    __ror__ = __or__

    def __sub__(self, other):
        """These cells without those of ``other`` (any iterable of cells)."""
        return self._changed(other, add=False)

    def differences(self, other):
        """The cells in exactly one of this set and ``other`` (a CellSet); rows both share cost nothing."""
        cells = []
        for y in self._rows.keys() | other._rows.keys():
            mine, theirs = self._rows.get(y, frozenset()), other._rows.get(y, frozenset())
            if mine is not theirs:
                cells.extend((x, y) for x in mine ^ theirs)
        return cells


EMPTY = CellSet()
