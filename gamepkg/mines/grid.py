"""Minesweeper board geometry: neighbours, mine counts, the flood fill of 0s and the random mine draw.

Pure functions on a width x height board (no State): gamepkg/mines/rules.py plays the rules with them.
"""

def neighbours(width, height, x, y):
    """The up to 8 cells around (x, y) on a ``width`` x ``height`` board."""
    if 0 < x < width - 1 and 0 < y < height - 1:  # the quick way, away from the edges
        return [(x - 1, y - 1), (x, y - 1), (x + 1, y - 1), (x - 1, y),
                (x + 1, y), (x - 1, y + 1), (x, y + 1), (x + 1, y + 1)]
    return [(nx, ny)
            for ny in range(max(y - 1, 0), min(y + 2, height))
            for nx in range(max(x - 1, 0), min(x + 2, width))
            if (nx, ny) != (x, y)]


def compute_counts(width, height, mines):
    """The tuple of mine counts, row by row, with -1 on the mines themselves."""
    counts = [0] * (width * height)
    for x, y in mines:
        for ny in range(max(y - 1, 0), min(y + 2, height)):
            row = ny * width
            for number in range(row + max(x - 1, 0), row + min(x + 2, width)):
                counts[number] += 1  # the mine's own cell too: it becomes -1 below
    for x, y in mines:
        counts[y * width + x] = -1
    return tuple(counts)


class MineCounts:
    """The mine count of every cell, row by row (-1 on a mine), worked out only for the cells asked for.

    It stands where a tuple of counts would (``counts[y * width + x]``), but costs nothing up front:
    the first open of a 1000x1000 board does not count a million cells, only the ones it opens. It makes
    a set of the mines' cell numbers at once (it costs the mines, not the board), so that no later click
    pays for it.
    """

    __slots__ = ("width", "height", "mines", "_numbers")

    def __init__(self, width, height, mines):
        """The counts of a ``width`` x ``height`` board with mines on the cells of the frozenset ``mines``."""
        self.width, self.height, self.mines = width, height, mines
        self._numbers = frozenset(y * width + x for x, y in mines)  # the mines' cell numbers: quick to look up

    def __getitem__(self, index):
        """The count of cell number ``index`` (y * width + x): -1 on a mine, else the mines around it."""
        numbers, width = self._numbers, self.width
        if index in numbers:
            return -1
        y, x = divmod(index, width)
        if 0 < x < width - 1 and 0 < y < self.height - 1:  # the quick way, away from the edges
            up, down = index - width, index + width
            return ((up - 1 in numbers) + (up in numbers) + (up + 1 in numbers) + (index - 1 in numbers)
                    + (index + 1 in numbers) + (down - 1 in numbers) + (down in numbers) + (down + 1 in numbers))
        return sum(1 for nx, ny in neighbours(width, self.height, x, y) if ny * width + nx in numbers)

    def __len__(self):
        """How many cells the board has."""
        return self.width * self.height

    def __iter__(self):
        """Every count in cell order (this one does walk the whole board)."""
        return (self[index] for index in range(len(self)))

    def __eq__(self, other):
        """Equal to the counts of the same board with the same mines."""
        if not isinstance(other, MineCounts):
            return NotImplemented
        return (self.width, self.height, self.mines) == (other.width, other.height, other.mines)

    def __hash__(self):
        """A hash that agrees with ==."""
        return hash((self.width, self.height, self.mines))


def flooded_numbers(width, height, counts, start, opened=frozenset(), flags=frozenset()):
    """The cell numbers (y * width + x) opened by opening the safe cell ``start``, in the order found: 0s
    spread to their neighbours.

    Cells in ``opened`` (already open) and ``flags`` (protected) are never included. It uses a stack,
    not recursion, so a flood over a million cells works; its time follows the cells it opens, and what it
    has looked at is one byte per board cell (a bytearray: no million objects to make and free again).
    """
    check = bool(opened) or bool(flags)  # nothing to skip on a fresh board (the big first cascade)
    first = start[1] * width + start[0]
    seen = bytearray(width * height)  # 1 for every cell number looked at already
    seen[first] = 1
    yield first
    stack = [first]
    while stack:
        index = stack.pop()
        if counts[index] != 0:
            continue
        y, x = divmod(index, width)
        if 0 < x < width - 1 and 0 < y < height - 1:  # the quick way, away from the edges
            up, down = index - width, index + width
            around = (up - 1, up, up + 1, index - 1, index + 1, down - 1, down, down + 1)
        else:
            around = [ny * width + nx for nx, ny in neighbours(width, height, x, y)]
        for number in around:
            if not seen[number]:
                seen[number] = 1
                if not check or ((number % width, number // width) not in opened
                                 and (number % width, number // width) not in flags):
                    yield number
                    stack.append(number)


def flood(width, height, counts, start, opened, flags=frozenset()):
    """The list of cells opened by opening the safe cell ``start`` (see flooded_numbers), in the order found."""
    return [(number % width, number // width) for number in flooded_numbers(width, height, counts, start,
                                                                              opened, flags)]


def flood_rows(width, height, counts, start, opened, flags, rows):
    """Add the cells the flood from ``start`` opens to ``rows`` ({y: set of x}), row by row: a million cells
    never make a million (x, y) pairs (see gamepkg/mines/cells.CellSet.from_rows)."""
    for number in flooded_numbers(width, height, counts, start, opened, flags):
        y, x = divmod(number, width)
        row = rows.get(y)
        if row is None:
            row = rows[y] = set()
        row.add(x)
    return rows


def safe_zone(width, height, x, y, mines):
    """The cells kept free of mines at the first open: its 3x3 block, or less when the board is too full."""
    block = set(neighbours(width, height, x, y)) | {(x, y)}
    if width * height - len(block) >= mines:
        return block
    if width * height - 1 >= mines:
        return {(x, y)}
    return set()


def random_mines(rng, params, zone):
    """``params.mines`` cells drawn at random, none of them in ``zone``."""
    width, height = params.width, params.height
    # The draw is in random order, so the first cells outside the zone are a fair choice.
    drawn = rng.sample(range(width * height), params.mines + len(zone))
    kept_out = {y * width + x for x, y in zone}
    chosen = [number for number in drawn if number not in kept_out][:params.mines]
    # From a generator, not a list: no list of a million pairs to make and free in one go (which would hold
    # the GIL, and with it the window, while a worker thread places the mines: widgets/long_work.py).
    return frozenset((number % width, number // width) for number in chosen)
