"""The Minesweeper lesson: open a cell, a number, a flag, a chord, the 1-2 pattern, a whole small board.

Every board is a fixed layout (``WxHnM:hex``, see gamepkg/mines/params.py), so the mines are where the
step says, and a fixed layout never counts for the statistics or the best times.
"""

from gamepkg.lesson_steps import Step

STEPS = (
    # one mine in the bottom-right corner: the corner cell is a 0 and opens the rest
    Step("open", "gamepkg.mines.grid:flood", "4x4n1:0001", ("o0,0",)),
    # mines in two corners: the middle cell sees both
    Step("number", "gamepkg.mines.grid:compute_counts", "3x3n2:808", ("o1,1",)),
    # mines at column 2 row 1 and column 1 row 2; the top 1 touches only one hidden cell
    Step("flag", "gamepkg.mines.rules:_mark", "4x4n2:4800", ("m1,0,1",), setup=("o3,3",)),
    # the same board with both mines flagged: the 2 opens its last hidden neighbour
    Step("chord", "gamepkg.mines.rules:_chord", "4x4n2:4800", ("c1,1",), setup=("o3,3", "m1,0,1", "m0,1,1")),
    # 1 2 2 1 under a hidden top row with mines above the two 2s
    Step("one_two", "gamepkg.mines.solver:_pairs", "4x3n2:600", ("m2,0,1",), setup=("o0,2",)),
    # a whole 5x5 board with 3 mines that logic alone solves from the top-left corner
    Step("board", "gamepkg.mines.rules:_reveal", "5x5n3:0800810",
         ("o0,0", "o0,3", "o0,4", "o1,4", "o2,4", "o4,4"), finish="won"),
)
