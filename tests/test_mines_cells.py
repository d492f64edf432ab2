"""CellSet (gamepkg/mines/cells.py) and the big-board engine: moves share the rows they do not touch."""

import random

from gamepkg.mines import rules as mines
from gamepkg.mines.cells import CellSet
from gamepkg.mines.grid import MineCounts, compute_counts


def test_a_cellset_behaves_like_a_frozenset_of_cells():
    """in, len, ==, <=, |, -, & and hash agree with frozenset on random cells."""
    rng = random.Random(5)
    for _ in range(50):
        a = {(rng.randrange(6), rng.randrange(6)) for _ in range(rng.randrange(12))}
        b = {(rng.randrange(6), rng.randrange(6)) for _ in range(rng.randrange(12))}
        cells = CellSet(a)
        assert cells == frozenset(a) and frozenset(a) == cells and len(cells) == len(a)
        assert hash(cells) == hash(frozenset(a))
        assert cells | b == frozenset(a | b) and cells - b == frozenset(a - b) and cells & b == frozenset(a & b)
        assert (cells <= frozenset(a | b)) and all(cell in cells for cell in a)
        assert (9, 9) not in cells and "x" not in cells


def test_a_move_copies_only_the_rows_it_changes():
    """Opening one cell of a 1000x1000 game keeps every other row of the old state's sets (shared, not copied)."""
    state = mines.apply(mines.new_game(mines.Params(1000, 1000, 150_000), 3), "o500,500")
    target = next((x, y) for y in range(400, 600) for x in range(1000)
                  if (x, y) not in state.opened and (x, y) not in state.mines)
    after = mines.apply(state, f"o{target[0]},{target[1]}")
    before_rows, after_rows = state.opened._rows, after.opened._rows
    touched = {y for y in after_rows if before_rows.get(y) is not after_rows[y]}
    assert target[1] in touched and len(touched) <= 3 + (len(after.opened) - len(state.opened))
    assert after.counts is state.counts and after.mines is state.mines


def test_lazy_counts_match_the_full_count_table():
    """MineCounts gives the same numbers as compute_counts on random boards, edges included."""
    rng = random.Random(8)
    for _ in range(20):
        width, height = rng.randrange(1, 9), rng.randrange(1, 9)
        layout = frozenset((rng.randrange(width), rng.randrange(height)) for _ in range(rng.randrange(10)))
        assert tuple(MineCounts(width, height, layout)) == compute_counts(width, height, layout)
