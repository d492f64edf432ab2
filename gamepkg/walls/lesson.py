"""The Delayed Walls lesson: the exit, a light, floors that turn into walls, a corridor walked once, the
preview and undo, and the seed's first level (the order of the seed lessons, 教材 1-5).

Each position is a level in the engine's game-ID text: rows joined by '/', '#' written 'x', then the title.
"""

from gamepkg.lesson_steps import Step

STEPS = (
    # S . . E in a row
    Step("exit", "gamepkg.walls.rules:judge", "xxxxxx/xS..Ex/xxxxxx,1", ("R", "R", "R"), finish="won"),
    # the light one step below the corridor
    Step("light", "gamepkg.walls.rules:advance", "xxxxxx/xS..Ex/xx*xxx,2", ("R", "D", "U", "R", "R"),
         finish="won"),
    # a long corridor: after four steps the first floor is a wall
    Step("countdown", "gamepkg.walls.rules:COUNTDOWN", "xxxxxxxxx/xS.....Ex/xxxxxxxxx,3", ("R", "R", "R", "R")),
    # the light at the far corner of a loop: going back the same way meets the grown walls
    Step("corridor", "gamepkg.walls.rules:age_queue", "xxxxxx/xS...x/x.xx*x/xE...x/xxxxxx,4",
         ("R", "R", "R", "D", "D", "L", "L", "L"), finish="won"),
    # standing on a floor about to grow: up into the pocket strands you, right is the exit
    Step("undo", "gamepkg.walls.rules:preview", "xxxxx/xx.xx/xS.Ex/xxxxx,5", ("R",), setup=("R", "U", "D"),
         finish="won"),
    # the seed's level A
    Step("seed", "gamepkg.walls.rules:apply", "xxxxxxx/xx*xxxx/S...Exx/xxxxxxx/xxxxxxx,A",
         ("R", "R", "U", "D", "R", "R"), finish="won"),
)
