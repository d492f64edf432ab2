"""The Mischief Garden lesson: whose turn it is (and the curtain), paths from the entry, water and blooms,
the mole's roots and a dig, how the game is won (the seed lessons' rules, one at a time).

Every step is a game against the computer mole (``hn``): the learner is the gardener, so nothing hidden is
shown and no curtain is needed (the first step's texts explain the curtain of a two-player game). Each step
starts on the gardener's turn and its intended moves end before the mole acts; cells are numbered row by row
from 0 (the entry is 10, the nest 14, the flowers 1, 8, 11, 18, 21).
"""

from gamepkg.lessons import Step

WAIT_ROUND = ("wait", "wait", "wait", "wait")  # a round where both sides only wait

STEPS = (
    # the opening: two actions of the gardener, then the mole's turn
    Step("turn", "gamepkg.garden:ACTIONS_PER_TURN", "hn", ("wait", "wait")),
    # the opening: a path up from the entry, then into the top-left corner
    Step("paths", "gamepkg.garden:path_network", "hn", ("path:5", "path:0")),
    # round 2: the paths touch the top-left flower and the flower beside the entry
    Step("water", "gamepkg.garden:MAX_WATER", "hn", ("water:1", "water:11"),
         setup=("path:5", "path:0", "wait", "wait")),
    # round 3: the mole's roots reached flower 18 in round 1 and drank from it; a path now leads beside it
    Step("dig", "gamepkg.garden:dig_area", "hn", ("dig:18",),
         setup=("wait", "wait", "root:13", "root:18", "path:15", "path:16", "wait", "wait", "path:17")),
    # round 8, the last: two flowers bloom and a path leads to the bottom-left flower
    Step("win", "gamepkg.garden:BLOOMS_TO_WIN", "hn", ("water:21",),
         setup=("path:5", "path:0", "wait", "wait", "water:1", "water:11", "wait", "wait",
                "path:15", "path:20", "wait", "wait") + WAIT_ROUND * 4 + ("wait",)),
)
