"""The Mischief Garden lesson: every rule of gamepkg/garden/rulebook.py met by play, in the seed's five stages
(the gardener's paths, the mole's roots, water and the end of the game, the dig, two players at one PC).

The learner plays the gardener against the computer mole (``he``), or the mole against the computer gardener
(``eh``) where the rule is the mole's (roots, the rock, rejoining cut roots): a mole's own screen shows its
roots. A ``*`` move is the computer's answer (any move passes; the rule it shows happens whatever it plays);
the tests check that the computer's own answers make the rules happen too. The last step is the hot-seat
game (``hh``), and REAL_GAME the gardener against the easiest computer mole. Cells are numbered row by row
from 0 here (players see them from 1): the entry is 10, the nest 14, the rock 12, the flowers 1, 8, 11, 18, 21.
"""

from gamepkg.garden.rules import rule_numbers
from gamepkg.lesson_steps import ANY, Mistake, Step

AGAINST_MOLE = "he"       # the learner is the gardener, the computer mole plays at its easiest
AGAINST_GARDENER = "eh"   # the learner is the mole, the computer gardener plays at its easiest
REAL_GAME = AGAINST_MOLE  # after the lesson: the gardener against the computer mole (easy)
FIELDS = tuple(rule_numbers().items())  # every step's texts may use the rule numbers ({rounds}, {max_water} ...)
COMPUTER_TURN = (ANY, ANY)  # the computer's two actions: whatever it plays, the step shows its rule
WAIT_ROUND = ("wait",) * 4  # a round where both sides only wait

# the dig chapter's garden: paths from the entry round to the bottom-right corner, and roots under the nest that
# drank the lower-right flower; they reach it two ways (beside the nest and below it), with two more beyond it
DIG_GARDEN = ("path:15", "path:16", "root:13", "root:18", "path:17", "path:22", "root:19", "root:23",
              "path:23", "path:24", "root:22", "wait")
# the end of the game: the computer gardener has three flowers in bloom, the mole's roots are beside one of them
BLOOMS_AT_THE_END = ("path:5", "path:6", "wait", "wait", "water:1", "water:11", "wait", "wait",
                     "path:7", "water:8", "root:13", "wait") + WAIT_ROUND * 4 + ("wait", "wait")


def step(name, rule, params, moves, **parts):
    """A step of this lesson: its texts get the rule numbers, its chapter and the rest as given."""
    return Step(name, rule, params, moves, fields=FIELDS, **parts)


STEPS = (
    # the gardener's paths (stage 1): two actions a turn, then the computer mole's turn, hidden
    step("turn", "gamepkg.garden.rules:ACTIONS_PER_TURN", AGAINST_MOLE, ("wait", "wait") + COMPUTER_TURN,
         chapter="gardener", meets=("two_actions", "wait", "hidden_roots", "drain"),
         mistakes=(Mistake(("path:*",), "path"), Mistake(("water:*",), "water")),
         example=("wait", "wait", "root:13", "root:8")),
    step("paths", "gamepkg.garden.rules:path_network", AGAINST_MOLE, ("path:5", "path:0"),
         chapter="gardener", meets=("paths",),
         mistakes=(Mistake(("path:15",), "below"), Mistake(("wait",), "waited"), Mistake(("water:*",), "water"),
                   Mistake(("path:5", "path:6"), "not_corner"))),
    # the mole's roots (stage 2): the learner is the mole
    step("roots", "gamepkg.garden.rules:mole_check", AGAINST_GARDENER, ("root:13", "root:18"),
         setup=("path:15", "path:16"), chapter="mole", meets=("roots", "roots_under", "drain"),
         passes=(("root:19", "root:18"),),
         mistakes=(Mistake(("root:9",), "up"), Mistake(("wait",), "waited"),
                   Mistake(("root:13", "root:8"), "other_flower"))),
    step("rock", "gamepkg.garden.rules:ROCKS", AGAINST_GARDENER, ("root:17", "root:16"),
         setup=("path:15", "path:16", "root:13", "root:18", "path:17", "wait"), chapter="mole",
         meets=("rock", "roots_under"), passes=(("root:8", "root:7"),),
         mistakes=(Mistake(("root:19",), "away"), Mistake(("wait",), "waited"), Mistake(("root:23",), "down"))),
    # water, blooms and the end of the game (stage 3)
    step("water", "gamepkg.garden.rules:MAX_WATER", AGAINST_MOLE, ("water:1", "water:11"),
         setup=("path:5", "path:0", "wait", "wait"), chapter="rounds", meets=("water", "bloom", "water_stops"),
         passes=(("water:11", "water:1"),),
         mistakes=(Mistake(("path:*",), "path"), Mistake(("wait",), "waited"))),
    step("win", "gamepkg.garden.rules:BLOOMS_TO_WIN", AGAINST_MOLE, ("water:21",) + COMPUTER_TURN,
         setup=("path:5", "path:0", "wait", "wait", "water:1", "water:11", "wait", "wait",
                "path:15", "path:20", "wait", "wait") + WAIT_ROUND * 4 + ("wait",),
         chapter="rounds", meets=("gardener_wins", "last_round"),
         mistakes=(Mistake(("wait",), "waited"), Mistake(("dig:*",), "dug"), Mistake(("path:*",), "path")),
         example=("water:21", "wait", "root:9")),
    step("mole_wins", "gamepkg.garden.rules:drain", AGAINST_GARDENER, ("root:8", "wait"),
         setup=BLOOMS_AT_THE_END, finish="mole_won", chapter="rounds", meets=("mole_wins", "last_round", "drain"),
         mistakes=(Mistake(("root:18", "wait"), "not_in_bloom", "gardener_won"),
                   Mistake(("wait", "wait"), "waited", "gardener_won"),
                   Mistake(("root:9", "wait"), "no_flower", "gardener_won"))),
    # the dig (stage 4): where the dig cuts, and what it does not
    step("dig", "gamepkg.garden.rules:dig_area", AGAINST_MOLE, ("water:18", "dig:19") + COMPUTER_TURN,
         setup=DIG_GARDEN, chapter="dig",
         meets=("dig", "dig_result", "dig_ends_turn", "nest_stays", "cut_off", "regrow"),
         passes=(("dig:19", "water:18") + COMPUTER_TURN, ("water:18", "dig:18") + COMPUTER_TURN,
                 ("dig:18", "water:18") + COMPUTER_TURN),
         mistakes=(Mistake(("water:18", "dig:24"), "one_way"), Mistake(("dig:24",), "one_way"),
                   Mistake(("water:18", "wait"), "waited"), Mistake(("wait",), "waited")),
         example=("water:18", "dig:19", "root:19", "root:8")),
    step("loop", "gamepkg.garden.rules:root_network", AGAINST_MOLE, ("dig:24", "water:18") + COMPUTER_TURN,
         setup=DIG_GARDEN, chapter="dig", meets=("loop", "drain"),
         passes=(("water:18", "dig:24") + COMPUTER_TURN,),
         mistakes=(Mistake(("dig:19",), "on_the_flower"), Mistake(("dig:18",), "on_the_flower"),
                   Mistake(("dig:23",), "on_the_flower"), Mistake(("dig:17",), "on_the_flower"),
                   Mistake(("wait",), "waited")),
         example=("dig:24", "water:18", "wait", "root:8")),
    step("regrow", "gamepkg.garden.rules:mole_moves", AGAINST_GARDENER, ("root:18", ANY),
         setup=DIG_GARDEN + ("water:18", "dig:19"), chapter="dig", meets=("regrow", "cut_off", "drain"),
         passes=(("root:19", "root:18"), ("root:19", "root:24")),
         mistakes=(Mistake(("wait",), "waited"), Mistake(("root:9",), "up"), Mistake(("root:8",), "other_flower"),
                   Mistake(("root:19", "wait"), "not_joined"))),
    # two players at one PC (stage 5): the mole's roots reached flower 18 in round 1; the gardener lays two paths
    # down from the entry and hands over, the mole grows two roots where it likes (the coach never says where)
    step("two_players", "gamepkg.garden.sight:needs_handoff", "hh", ("path:15", "path:20", "root:*", "root:*"),
         setup=("path:5", "path:0", "root:13", "root:18"), chapter="two_players", meets=("curtain",),
         mistakes=(Mistake(("water:*",), "water"), Mistake(("wait",), "waited"), Mistake(("dig:*",), "dug"))),
)
