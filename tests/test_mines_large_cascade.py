"""The big cascade row by row (issue #21): the flood and CellSet.from_rows give what the cell lists gave."""

import random

from gamepkg.mines import grid as mines_grid
from gamepkg.mines import rules as mines
from gamepkg.mines.cells import CellSet


def test_flood_rows_opens_the_same_cells_as_flood_on_random_boards():
    """On 40 random boards, with opened and flagged cells to skip, the rows hold exactly the flood's cells."""
    rng = random.Random(5)
    for _ in range(40):
        width, height = rng.randint(1, 25), rng.randint(1, 25)
        cells = [(x, y) for y in range(height) for x in range(width)]
        layout = frozenset(rng.sample(cells, rng.randint(0, len(cells) // 6)))
        counts = mines_grid.MineCounts(width, height, layout)
        safe = [cell for cell in cells if cell not in layout]
        if not safe:
            continue
        opened = frozenset(rng.sample(safe, len(safe) // 5))
        flags = frozenset(rng.sample(cells, len(cells) // 10)) - opened
        start = rng.choice([cell for cell in safe if cell not in opened and cell not in flags] or [None])
        if start is None:
            continue
        listed = mines_grid.flood(width, height, counts, start, opened, flags)
        rows = mines_grid.flood_rows(width, height, counts, start, opened, flags, {})
        assert sorted((x, y) for y, xs in rows.items() for x in xs) == sorted(listed)
        assert len(set(listed)) == len(listed) and start == listed[0]


def test_a_cellset_made_from_rows_joins_and_subtracts_like_one_made_from_cells():
    """CellSet.from_rows equals the CellSet of the same cells; | and - with it match the cell-by-cell ones."""
    rows = {0: {1, 2}, 3: {0}, 4: set()}
    made = CellSet.from_rows(rows)
    cells = CellSet([(1, 0), (2, 0), (0, 3)])
    assert made == cells and len(made) == 3 and (0, 3) in made and (0, 4) not in made
    other = CellSet([(2, 0), (5, 5)])
    assert other | made == other | set(cells) == {(1, 0), (2, 0), (0, 3), (5, 5)}
    assert other - made == other - set(cells) == {(5, 5)}


def test_a_first_open_on_an_empty_board_opens_every_cell_and_wins():
    """n0: one open opens the whole board row by row (a small board; the million is in bench/)."""
    state = mines.apply(mines.new_game(mines.Params(60, 40, 0), 1), "o30,20")
    assert state.status == "won" and len(state.opened) == 2400 and state.events[-2:] == (("opened", 2400), ("won",))
