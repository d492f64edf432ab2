"""The Mischief Garden lesson: whose turn it is (and the curtain), paths from the entry, water and blooms,
the mole's roots and a dig, how the game is won (the seed lessons' rules, one at a time), then one round for
two players at one PC.

The first five steps are games against the computer mole (``hn``): the learner is the gardener, so nothing
hidden is shown and no curtain is needed; each starts on the gardener's turn and its intended moves end before
the mole acts. The last step is the hot-seat game (``hh``): the gardener plays, sees the result and hands
over, the curtain drops, and the mole grows two roots of its own choice (``root:*``), so no coach text ever
names where a root will be. Cells are numbered row by row from 0 here (players see them from 1): the entry is
10, the nest 14, the flowers 1, 8, 11, 18, 21.
"""

from gamepkg.lesson_steps import Step

WAIT_ROUND = ("wait", "wait", "wait", "wait")  # a round where both sides only wait

STEPS = (
    # the opening: two actions of the gardener, then the mole's turn
    Step("turn", "gamepkg.garden.rules:ACTIONS_PER_TURN", "hn", ("wait", "wait")),
    # the opening: a path up from the entry, then into the top-left corner
    Step("paths", "gamepkg.garden.rules:path_network", "hn", ("path:5", "path:0")),
    # round 2: the paths touch the top-left flower and the flower beside the entry
    Step("water", "gamepkg.garden.rules:MAX_WATER", "hn", ("water:1", "water:11"),
         setup=("path:5", "path:0", "wait", "wait")),
    # round 3: the mole's roots reached flower 18 in round 1 and drank from it; a path now leads beside it
    Step("dig", "gamepkg.garden.rules:dig_area", "hn", ("dig:18",),
         setup=("wait", "wait", "root:13", "root:18", "path:15", "path:16", "wait", "wait", "path:17")),
    # round 8, the last: two flowers bloom and a path leads to the bottom-left flower
    Step("win", "gamepkg.garden.rules:BLOOMS_TO_WIN", "hn", ("water:21",),
         setup=("path:5", "path:0", "wait", "wait", "water:1", "water:11", "wait", "wait",
                "path:15", "path:20", "wait", "wait") + WAIT_ROUND * 4 + ("wait",)),
    # two players, round 2: the mole's roots reached flower 18 in round 1; the gardener lays two paths down from
    # the entry and hands over, the mole grows two roots where it likes (the coach never says where)
    Step("two_players", "gamepkg.garden.sight:needs_handoff", "hh", ("path:15", "path:20", "root:*", "root:*"),
         setup=("path:5", "path:0", "root:13", "root:18")),
)
