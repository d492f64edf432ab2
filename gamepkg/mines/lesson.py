"""The Minesweeper lesson: opening cells, flags and marks, opening around a number, a wrong flag, the 1-2
pattern and a whole small game, every rule of gamepkg/mines/rulebook.py met by play.

Most boards are a fixed layout (``WxHnM:hex``, see gamepkg/mines/params.py), so the mines are where the
step says; the first-click step and the last game are random boards, as a real game is (their mines are
placed at the first click, never in or around it), the last one with no guess needed (the ``g``). No
lesson game counts for the statistics or the best times.
"""

from gamepkg.lesson_steps import ANY, Mistake, Step
from gamepkg.mines.params import PRESETS

OPEN, FLAGS, SOLVE = "open", "flags", "solve"  # the chapters (texts mines.lesson_chapter.NAME)

# The last game: a 6x6 board with 5 mines and no guess needed (its seed 0 gives this line from the corner).
BOARD_LINE = ("o0,0", "m2,0,1", "o3,0", "o4,0", "m4,2,1", "o4,3", "o5,2", "o3,4", "o4,4", "m2,4,1", "o1,4",
              "m0,4,1", "o2,5", "m1,5,1", "o0,5")

STEPS = (
    # one mine in the bottom-right corner: a 0 opens the rest, and the board is won
    Step("open", "gamepkg.mines.grid:flood", "4x4n1:0001", ("o0,0",), finish="won", chapter=OPEN,
         meets=("open", "zero_spreads", "win"), example=("o0,0",),
         mistakes=(Mistake(("o3,3",), "mine", "lost"),)),
    # mines in two corners: the middle cell sees both
    Step("number", "gamepkg.mines.grid:compute_counts", "3x3n2:808", ("o1,1",), chapter=OPEN,
         meets=("open", "number"),
         mistakes=(Mistake((ANY,), "mine", "lost"),)),
    # a random board: the mines come with the first click, never in it or around it
    Step("first_click", "gamepkg.mines.grid:safe_zone", "5x5n3", ("o0,0",), chapter=OPEN,
         meets=("first_safe", "zero_spreads"), passes=(("o" + ANY,),),  # any cell: each one is safe
         mistakes=(Mistake(("m" + ANY,), "flag"),)),
    # mines at (2,0) and (3,1); the top 1 and the 1 at the right each touch one closed cell; (3,0) is safe
    Step("flag", "gamepkg.mines.rules:_mark", "4x4n2:2100", ("m2,0,1",), setup=("o0,3",), chapter=FLAGS,
         meets=("flag", "counter"), passes=(("m3,1,1",), ("o3,0",)),  # the other mine, or opening the safe cell
         mistakes=(Mistake(("o2,0",), "mine", "lost"), Mistake(("o3,1",), "mine", "lost"),
                   Mistake(("m3,0,1",), "safe_flag"))),
    # the middle 2 of two corner mines: it does not tell which cells, a place for a "?"
    Step("marks", "gamepkg.mines.rules:next_mark_move", "3x3n2:808", ("m0,0,1", "m0,0,2", "m0,0,0"),
         setup=("o1,1",), chapter=FLAGS, meets=("flag", "question", "unmark", "counter"),
         passes=(("m0,0,1", "m0,0,0"),),  # with Options → "Use question marks" off, a flag goes to none
         mistakes=(Mistake(("o" + ANY,), "opened", "lost"), Mistake(("m2,2,1",), "other_cell"))),
    # mines at (1,0), flagged, and (0,2), which the 1 at the left edge of row 4 proves
    Step("chord", "gamepkg.mines.rules:_chord", "5x5n2:4020000", ("m0,2,1", "c1,1"), setup=("o4,4", "m1,0,1"),
         chapter=FLAGS, meets=("flag", "chord_needs_flags", "chord", "flag_stays_shut", "win"),
         passes=(("m0,2,1", "c1,2"),),
         mistakes=(Mistake(("o0,2",), "mine", "lost"), Mistake(("m0,0,1",), "wrong_flag"),
                   Mistake(("m0,1,1",), "wrong_flag"), Mistake(("o" + ANY, "o" + ANY), "won_by_hand", "won"),
                   Mistake(("o" + ANY,), "by_hand"))),
    # mines in the two top corners, a wrong flag between them: the 1s open around them onto a mine
    Step("wrong_flag", "gamepkg.mines.rules:_chord", "3x3n2:a00", ("c0,1",), setup=("o0,2", "m1,0,1"),
         chapter=FLAGS, meets=("chord", "chord_wrong_flag", "lose"), passes=(("c2,1",),),
         mistakes=(Mistake(("m1,0,2",), "fixed"), Mistake(("m1,0,0",), "fixed"),
                   Mistake(("o0,0",), "mine", "lost"), Mistake(("o2,0",), "mine", "lost"))),
    # 1 2 1 down the second column, beside a closed left edge with mines in its corners: read from either end
    Step("one_two", "gamepkg.mines.solver:_pairs", "4x3n2:808", ("m0,2,1",), setup=("o3,2",), chapter=SOLVE,
         meets=("flag",), passes=(("m0,0,1",), ("o0,1",)),  # the same pattern read from the bottom
         mistakes=(Mistake(("o0,0",), "mine", "lost"), Mistake(("o0,2",), "mine", "lost"),
                   Mistake(("m0,1,1",), "safe_flag"))),
    # a whole small random game that logic alone solves from any first click
    Step("board", "gamepkg.mines.rules:_reveal", "6x6n5g", BOARD_LINE, finish="won", chapter=SOLVE,
         meets=("first_safe", "open", "number", "zero_spreads", "win"),
         mistakes=(Mistake((ANY, ANY), "guessed", "lost"),)),
)

REAL_GAME = PRESETS["beginner"].encode()  # the smallest board of Game → New, against no one but the clock
