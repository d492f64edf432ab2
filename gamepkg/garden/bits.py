"""Mischief Garden cells as bits of one int (bit c is cell c), for the Hard computer players' fast search.

A set of cells is an int, so joining, clearing and flooding a whole garden costs a few integer operations.
The geometry (size, entry, nest, flowers, rocks, dig area) is read from gamepkg/garden/rules.py when the masks are
made (``Masks.now()``), never copied, so a rule changed there is followed here too.
"""

from dataclasses import dataclass

from gamepkg.garden import rules as garden


def bits(cells):
    """The int whose bits are ``cells``."""
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


def cells_of(mask):
    """The cells of ``mask`` in increasing order."""
    return tuple(c for c in range(mask.bit_length()) if mask >> c & 1)


@dataclass(frozen=True)
class Masks:
    """The garden's geometry as masks: every cell, rocks, nest, entry, each flower, each cell's dig area, and the
    garden's left and right columns (a step sideways must not wrap into the next row)."""

    full: int
    rocks: int
    nest: int
    entry: int
    flowers: tuple
    path_blocked: int
    dig_areas: tuple
    size: int
    left_column: int
    right_column: int

    @classmethod
    def now(cls):
        """The masks of the rules as garden.py has them now."""
        size = garden.SIZE
        flowers = tuple(1 << f for f in garden.FLOWERS)
        left_column = bits(row * size for row in range(size))
        return cls(full=(1 << size * size) - 1, rocks=bits(garden.ROCKS), nest=1 << garden.NEST,
                   entry=1 << garden.ENTRY, flowers=flowers,
                   path_blocked=bits((*garden.FLOWERS, *garden.ROCKS, garden.NEST)),
                   dig_areas=tuple(bits(garden.dig_area(c)) for c in garden.CELLS), size=size,
                   left_column=left_column, right_column=left_column << (size - 1))

    def spread(self, mask):
        """``mask`` and every 4-neighbour of its cells (no wrap at the edges)."""
        size = self.size
        return (mask | (mask << 1 & ~self.left_column) | (mask >> 1 & ~self.right_column)
                | mask << size | mask >> size) & self.full

    def flood(self, seed, allowed):
        """The cells of ``allowed`` joined to ``seed`` (itself within ``allowed``) through 4-neighbours."""
        found = seed & allowed
        while True:
            grown = self.spread(found) & allowed
            if grown == found:
                return found
            found = grown

    def reach_layers(self, start, free, blocked, count):
        """``count`` + 1 masks: layer k holds the cells reachable from ``start`` with at most k new cells, where
        cells of ``free`` cost nothing and ``blocked`` cells are never entered."""
        layer = self.flood(start, free | start)
        layers = [layer]
        for _ in range(count):
            frontier = layer | (self.spread(layer) & ~blocked)
            layer = self.flood(frontier, (free & ~blocked) | frontier)
            layers.append(layer)
        return layers
