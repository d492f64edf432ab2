"""Minesweeper board geometry: neighbours, mine counts, the flood fill of 0s and the random mine draw.

Pure functions on a width x height board (no State): gamepkg/mines.py plays the rules with them.
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


def flood(width, height, counts, start, opened, flags=frozenset()):
    """The list of cells opened by opening the safe cell ``start``: 0s spread to their neighbours.

    Cells in ``opened`` (already open) and ``flags`` (protected) are never included. It uses a stack,
    not recursion, and cell numbers (y * width + x) inside, so a flood over a million cells works.
    """
    seen = bytearray(width * height)  # 1 for every cell number looked at already
    first = start[1] * width + start[0]
    seen[first] = 1
    found = [start]
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
                cell = (number % width, number // width)
                if cell not in opened and cell not in flags:
                    found.append(cell)
                    stack.append(number)
    return found


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
    cells = [(number % width, number // width) for number in drawn]
    return frozenset([cell for cell in cells if cell not in zone][:params.mines])
