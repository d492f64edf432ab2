"""Shared helpers of the Minesweeper rule and solver tests: boards drawn as text rows."""

from gamepkg.mines import rules as mines


def board(*rows):
    """A fixed-layout game from text rows: '*' is a mine, anything else a safe cell."""
    layout = frozenset((x, y) for y, row in enumerate(rows) for x, char in enumerate(row) if char == "*")
    params = mines.Params(len(rows[0]), len(rows), len(layout), layout=layout)
    return mines.new_game(params, 0)


def play(state, *moves):
    """Apply ``moves`` one after the other."""
    for move in moves:
        state = mines.apply(state, move)
    return state
