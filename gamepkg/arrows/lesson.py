"""The Arrow Rotation lesson: place an arrow, the chain walk, a quarter turn, scoring (as the seed post
explains them, one at a time), then playing the computer. Two players at one screen on a 3x3 board
(``3x3,H,H``), and for the last step against the computer (``3x3,H,E``): its answer is the step's last move,
any move it chooses (``*``), and the coach says what it did. Moves are ``x,y,d`` with d 0 right, 1 down,
2 left, 3 up.
"""

from gamepkg.lesson_steps import Step

STEPS = (
    # the empty board: the first arrow may go anywhere
    Step("place", "gamepkg.arrows.rules:check_placement", "3x3,H,H", ("1,1,0",)),
    # the middle arrow points down; an arrow left of it pointing right starts a walk over both
    Step("walk", "gamepkg.arrows.rules:run_walk", "3x3,H,H", ("0,1,0",), setup=("1,1,1",)),
    # the middle arrow points right; an arrow above it pointing down turns it to point down
    Step("turn", "gamepkg.arrows.rules:TURN_STEP", "3x3,H,H", ("1,0,1",), setup=("1,1,0",)),
    # the right-middle arrow points down, the middle one up: the top-right corner pointing down scores 4
    Step("score", "gamepkg.arrows.rules:apply", "3x3,H,H", ("2,0,1",), setup=("2,1,1", "1,1,3")),
    # player 2 is the computer (easy): the middle arrow points right; an arrow left of it, then its answer
    Step("computer", "gamepkg.arrows.ai:choose_move", "3x3,H,E", ("0,1,0", "*"), setup=("1,1,0", "2,1,1"),
         tell_last=True),
)
