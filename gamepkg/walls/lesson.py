"""The Delayed Walls lesson, in the chapters of the seed lessons (教材 1-5): walking to the exit; lights (the
exit before the light); floors that turn into walls (the countdown, a counting floor stepped on again, the
start that never grows, a corridor walked once); getting stuck and the preview; a real level and its par.

Each position is a level in the engine's game-ID text: rows joined by '/', '#' written 'x', then the title.
Every rule of gamepkg/walls/rulebook.py is met by the play of some step (its ``meets``).
"""

from gamepkg.lesson_steps import Mistake, Step
from gamepkg.walls.rules import COUNTDOWN, PARS, PRESETS, SEED_LEVELS

COUNTDOWN_FIELD = (("countdown", COUNTDOWN),)
LEVEL_B = SEED_LEVELS[1]  # the seed's level B: two lights

STEPS = (
    # S . . E in a row
    Step("exit", "gamepkg.walls.rules:judge", "xxxxxx/xS..Ex/xxxxxx,1", ("R", "R", "R"), finish="won",
         chapter="walk", meets=("step", "win"),
         mistakes=(Mistake(("R", "L"), "back"),)),
    # S . E . *: the exit comes before the light; walk over it, take the light, come back
    Step("light", "gamepkg.walls.rules:advance", "xxxxxxx/xS.E.*x/xxxxxxx,2", ("R", "R", "R", "R", "L", "L"),
         finish="won", chapter="lights", meets=("light", "exit_early"),
         mistakes=(Mistake(("R", "R", "L"), "turned_back"), Mistake(("R", "L"), "back"))),
    # a long corridor: after four steps the first floor is a wall
    Step("countdown", "gamepkg.walls.rules:COUNTDOWN", "xxxxxxxxx/xS.....Ex/xxxxxxxxx,3", ("R", "R", "R", "R"),
         chapter="walls", meets=("countdown",), fields=COUNTDOWN_FIELD,
         mistakes=(Mistake(("R", "L"), "back"), Mistake(("R", "R", "L"), "back"))),
    # two steps, one back onto the counting floor (it keeps its count), then off it as it grows
    Step("again", "gamepkg.walls.rules:age_queue", "xxxxxxx/xS...Ex/xxxxxxx,4", ("R", "R", "L", "R"),
         chapter="walls", meets=("keeps_count", "under_you"), fields=COUNTDOWN_FIELD,
         mistakes=(Mistake(("R", "R", "L", "L"), "stuck", "stranded"), Mistake(("R", "R", "R"), "went_on"),
                   Mistake(("R", "L"), "too_soon"))),
    # * . S . . E: the light is behind the start; turn round on the start, which never grows
    Step("start", "gamepkg.walls.rules:Params", "xxxxxxxx/x*.S..Ex/xxxxxxxx,5",
         ("L", "L", "R", "R", "R", "R", "R"), finish="won", chapter="walls",
         meets=("start_exit", "grown_wall", "no_wait"), fields=COUNTDOWN_FIELD,
         mistakes=(Mistake(("R",), "right_first"), Mistake(("L", "R"), "no_light"))),
    # the light at the far corner of a loop: going back the same way meets the grown walls
    Step("corridor", "gamepkg.walls.rules:check_move", "xxxxxx/xS...x/x.xx*x/xE...x/xxxxxx,6",
         ("R", "R", "R", "D", "D", "L", "L", "L"), finish="won", chapter="walls", meets=("light_grows",),
         mistakes=(Mistake(("D",), "down_first"), Mistake(("R", "L"), "back"))),
    # on a floor at its last count: up or left strands you, right is the exit
    Step("stuck", "gamepkg.walls.rules:judge", "xxxxx/xx.xx/xS.Ex/xxxxx,7", ("U",), setup=("R", "U", "D"),
         finish="stranded", chapter="stuck", meets=("stranded", "undo"),
         mistakes=(Mistake(("R",), "won", "won"),)),
    # the same place: the preview says which way strands you
    Step("preview", "gamepkg.walls.rules:preview", "xxxxx/xx.xx/xS.Ex/xxxxx,8", ("R",), setup=("R", "U", "D"),
         finish="won", chapter="stuck", meets=("preview",),
         mistakes=(Mistake(("U",), "up", "stranded"), Mistake(("L",), "left", "stranded"))),
    # the seed's level B: two lights, par 10
    Step("seed", "gamepkg.walls.solver:solve", PRESETS[LEVEL_B].encode(),
         ("R", "R", "U", "D", "R", "R", "U", "U", "R", "R"), finish="won", chapter="levels", meets=("par",),
         fields=(("par", PARS[LEVEL_B]),),
         mistakes=(Mistake(("R", "R", "R"), "skipped_light"),)),
)

REAL_GAME = next(iter(PRESETS.values())).encode()  # the first level of the level list (the seed's level A)
