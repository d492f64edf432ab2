"""The Mirror Skirmish lesson: move an ally, attack, pick up the weapon at the altar, the enemy phase, hold
the flag (the order of the seed lessons, 教材 1-5). Every step is case A (the pike) from its usual start,
with the moves that lead to the step's position played first.
"""

from gamepkg.lesson_steps import Step

STEPS = (
    # the usual start: ally 1 steps right
    Step("move", "gamepkg.skirmish.board:legal_moves", "A-both", ("move:0:1:1",)),
    # ally 1 walked along the top row to the enemy's side: enemy 1 stands next to it
    Step("attack", "gamepkg.skirmish.board:hit", "A-both", ("attack:0:2",),
         setup=("move:0:0:0", "move:0:1:0", "move:0:2:0", "move:0:3:0")),
    # ally 1 stands next to the altar
    Step("weapon", "gamepkg.skirmish.board:WEAPONS", "A-both", ("pick:0",), setup=("move:0:0:2",)),
    # the usual start: two actions end the round, then the enemies act
    Step("enemy", "gamepkg.skirmish.enemy:run_enemy_phase", "A-both", ("move:0:1:1", "move:1:1:3")),
    # ally 2 is next to the flag: step on it and keep it for two round ends
    Step("flag", "gamepkg.skirmish.board:FLAG_ROUNDS", "A-both", ("move:1:2:2", "move:0:0:1", "move:0:0:0"),
         setup=("move:0:0:0", "move:1:0:2", "move:1:1:2"), finish="won"),
)
