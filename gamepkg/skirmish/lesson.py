"""The Mirror Skirmish lesson: every rule of gamepkg/skirmish/rulebook.py met by play, in the seed lessons' order
(教材 1 moving; 2 attacking; 3 the enemies' turn, the flag and how a game ends; 4 the weapons, which arm both
armies or only the allies; 5 the forecast). Every step starts from a case's usual start, with the moves that
lead to the step's position played first (``setup``), against the Lesson enemy (the seed's, the easiest).
"""

from gamepkg.lesson_steps import ANY, Mistake, Step
from gamepkg.skirmish.board import rule_numbers

RULE_FIELDS = tuple(sorted(rule_numbers().items()))  # every step's texts may name the rule numbers

# Positions (setup lines from the usual start, found by playing the Lesson enemy's answers):
WALK_TOP_ROW = ("move:0:0:0", "move:0:1:0", "move:0:2:0", "move:0:3:0")  # ally 1 next to enemy 1 (case A)
BESIDE_THE_FLAG = ("move:0:0:0", "move:1:0:2", "move:1:1:2")  # ally 2 beside the flag, one action left
ONE_ENEMY_LEFT = ("move:0:0:0", "move:0:0:1", "move:0:0:0", "move:1:0:2", "move:1:1:2", "move:1:2:2",
                  "attack:1:3", "move:1:1:2", "attack:1:3", "attack:1:3", "attack:0:2", "attack:0:2")
LAST_ALLY = ("move:0:0:0", "move:1:0:4", "move:0:1:0", "wait:0", "move:0:2:0", "move:0:3:0", "move:1:1:4",
             "move:1:2:4", "move:0:2:0", "move:0:3:0")  # ally 1 down, ally 2 with 1 HP beside enemy 2
ROUND_NINE = ("move:0:0:0", "move:0:0:1") * 6 + ("move:0:0:2", "move:1:0:4", "move:0:0:3", "move:1:1:4",
                                                 "move:0:0:4", "move:1:2:4")
PIKE_READY = ("move:0:0:0", "move:0:1:0", "move:0:2:0", "move:1:0:2")  # ally 2 by the altar, enemy 1 two away
HAMMER_READY = ("move:0:2:1", "move:0:3:1")  # case B: ally 1 between the altar and enemy 1
BLADE_READY = ("move:0:0:1", "move:1:1:3", "move:1:2:3", "move:1:3:3")  # case C: enemy 2 on ally 2's diagonal


def step(name, rule, params, moves, **more):
    """A Step of this lesson: its texts get the rule numbers as fields."""
    return Step(name, rule, params, moves, fields=RULE_FIELDS, **more)


STEPS = (
    # 教材 1: moving
    step("move", "gamepkg.skirmish.board:legal_moves", "A-both", ("move:0:1:1",), chapter="moving",
         meets=("move",),
         mistakes=(Mistake(("move:0:0:0",), "up"), Mistake(("move:0:0:2",), "down"),
                   Mistake(("move:1:*",), "other_ally"), Mistake(("wait:*",), "waited"))),
    # 教材 2: attacking (the enemies stand still until the round's actions are used)
    step("attack", "gamepkg.skirmish.board:hit", "A-both", ("attack:0:2",), setup=WALK_TOP_ROW,
         chapter="fighting", meets=("attack",),
         mistakes=(Mistake(("move:0:*",), "walked"), Mistake(("move:1:*",), "other_ally"),
                   Mistake(("wait:*",), "waited"))),
    step("defeat", "gamepkg.skirmish.board:hit", "A-both", ("attack:0:2",), setup=ONE_ENEMY_LEFT,
         chapter="fighting", meets=("fallen", "defeat_win"), passes=(("move:1:1:1", "attack:1:2"),),
         mistakes=(Mistake(("move:0:*",), "walked"), Mistake(("wait:*",), "waited"),
                   Mistake(("move:1:0:2",), "ally_two_away"), Mistake(("move:1:1:3",), "ally_two_away"),
                   Mistake(("move:1:2:2",), "ally_two_away"))),
    # 教材 3: the enemies' turn, the flag, and every way a game ends
    step("enemy", "gamepkg.skirmish.enemy:run_enemy_phase", "A-both", ("move:0:1:1", "wait:1"),
         chapter="round", meets=("wait", "enemy_phase", "enemy_walk"), passes=(("wait:1", "move:0:1:1"),),
         mistakes=(Mistake(("move:0:1:1", "move:*"), "moved_again"), Mistake((ANY, "wait:0"), "ally_one_waited"),
                   Mistake(("wait:0",), "ally_one_waited"), Mistake(("move:*",), "wrong_move"))),
    step("flag", "gamepkg.skirmish.board:FLAG_ROUNDS", "A-both", ("move:1:2:2", "move:0:0:1", "move:0:0:0"),
         setup=BESIDE_THE_FLAG, finish="won", chapter="round", meets=("flag_count", "flag_win"),
         mistakes=(Mistake(("move:1:2:2", "move:1:*"), "left_flag"),
                   Mistake(("move:1:2:2", ANY, "move:1:*"), "left_flag"),
                   Mistake(("move:1:1:1",), "not_on_flag"), Mistake(("move:1:0:2",), "not_on_flag"),
                   Mistake(("move:1:1:3",), "not_on_flag"))),
    step("flag_break", "gamepkg.skirmish.board:ally_action", "A-both", ("move:1:2:3", "move:1:2:2"),
         setup=BESIDE_THE_FLAG + ("move:1:2:2",), chapter="round", meets=("flag_break", "flag_count"),
         passes=(("move:1:2:1", "move:1:2:2"),),
         mistakes=(Mistake(("pick:1",), "picked"), Mistake(("move:1:1:2",), "altar"),
                   Mistake(("move:1:*", "move:1:*"), "not_back"), Mistake(("move:0:*",), "other_ally"),
                   Mistake(("wait:*",), "waited"))),
    step("lost", "gamepkg.skirmish.board:hit", "A-both", ("wait:1", "wait:1"), setup=LAST_ALLY, finish="lost",
         chapter="round", meets=("lost", "enemy_attack"), example=("wait:1", "wait:1"),
         mistakes=(Mistake((ANY, ANY), "escaped", "playing"),)),
    step("draw", "gamepkg.skirmish.board:LAST_ROUND", "A-both", ("wait:0", "wait:1"), setup=ROUND_NINE,
         finish="draw", chapter="round", meets=("draw",), example=("wait:0", "wait:1")),
    # 教材 4: the weapons: both armies equip (the default), or only the allies
    step("weapon", "gamepkg.skirmish.board:weapon", "A-both", ("pick:1", "attack:0:2"), setup=PIKE_READY,
         chapter="weapons", meets=("pick", "pike", "both_armed", "enemy_attack"),
         mistakes=(Mistake(("pick:1", "move:*"), "walked"), Mistake(("pick:1", "wait:*"), "waited_armed"),
                   Mistake(("move:1:1:2",), "on_altar"), Mistake(("move:*",), "not_picked"),
                   Mistake(("wait:*",), "not_picked"))),
    step("hammer", "gamepkg.skirmish.board:weapon_damage", "B-ally", ("pick:0", "attack:0:2"), setup=HAMMER_READY,
         chapter="weapons", meets=("pick", "hammer", "ally_only"),
         mistakes=(Mistake(("attack:0:2",), "hands_first"), Mistake(("pick:0", "move:*"), "walked"),
                   Mistake(("pick:0", "wait:*"), "walked"),
                   Mistake(("move:*",), "not_picked"), Mistake(("wait:*",), "not_picked"))),
    step("blade", "gamepkg.skirmish.board:reaches", "C-both", ("pick:1", "attack:1:3"), setup=BLADE_READY,
         chapter="weapons", meets=("pick", "blade", "both_armed"),
         mistakes=(Mistake(("pick:1", "move:*"), "walked"), Mistake(("move:*",), "not_picked"),
                   Mistake(("wait:*",), "not_picked"))),
    # 教材 5: the forecast of every action
    step("forecast", "gamepkg.skirmish.rules:forecast", "A-both", ("move:0:2:0",), setup=WALK_TOP_ROW + ("attack:0:2",),
         chapter="forecast", meets=("forecast", "enemy_walk"),
         mistakes=(Mistake(("attack:0:2",), "attacked"), Mistake(("wait:0",), "waited"),
                   Mistake(("move:1:*",), "other_ally"), Mistake(("wait:1",), "other_ally"))),
)

# After the lesson: case A (the Pike, both armies equip) against the Lesson enemy, the easiest level.
REAL_GAME = "A-both"
