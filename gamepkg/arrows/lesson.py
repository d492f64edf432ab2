"""The Arrow Rotation lesson: every rule of the rule book (gamepkg/arrows/rulebook.py) met by play, in the
order of the seed post: how to play (place, the quarter turn, the walk, the edge), the points (an arrow
turned again and again, a placement that scores nothing), a turn against the computer, and the end of a
game (three players, the last cell, a tie); then the real game, against the computer.

Every seat is a person at one screen (``H``) but in the computer step, where player 2 is the computer at its
easiest (``E``): its answer is the step's last move, any move it chooses (``*``), and the coach says what it
did. Moves are ``x,y,d``: 0-based column and row, d 0 right, 1 down, 2 left, 3 up.
"""

from gamepkg.arrows.rules import PLAYERS_MAX, PLAYERS_MIN, Params
from gamepkg.lesson_steps import Mistake, Step

RULES_PAGE = "gamepkg.arrows.rules"
REAL_GAME = Params(5, 5, ("human", "easy")).encode()  # the menu's "5×5 against the computer (easy)"
PLAYER_COUNTS = (("min", PLAYERS_MIN), ("max", PLAYERS_MAX))  # how many may play (three_players)


def wrong_directions(x, y, right, hint):
    """A Mistake for each direction on (x, y) but ``right``: the cell was fine, the arrow pointed elsewhere."""
    return tuple(Mistake((f"{x},{y},{direction}",), hint) for direction in range(4) if direction != right)


STEPS = (
    # --- how to play: place, the quarter turn, the walk, the edge
    # the empty board: the first arrow may go anywhere
    Step("place", f"{RULES_PAGE}:cell_problem", "3x3,H,H", ("1,1,0",), chapter="play",
         meets=("first_anywhere",), mistakes=wrong_directions(1, 1, 0, "direction")),
    # the middle arrow points right; an arrow above it pointing down turns it down; the walk stops below it
    Step("turn", f"{RULES_PAGE}:TURN_STEP", "3x3,H,H", ("1,0,1",), setup=("1,1,0",), chapter="play",
         meets=("beside_arrow", "walk", "quarter_turn", "stop_empty"),
         passes=(("0,1,0",), ("2,1,2",)),
         mistakes=wrong_directions(1, 0, 1, "direction")),
    # the middle arrow points down; an arrow left of it pointing right: the middle arrow turns to point left,
    # so the walk comes back to the new arrow and turns it too
    Step("walk", f"{RULES_PAGE}:run_walk", "3x3,H,H", ("0,1,0",), setup=("1,1,1",), chapter="play",
         meets=("walk", "own_arrow", "points"),
         mistakes=wrong_directions(0, 1, 0, "direction") + (Mistake(("1,0,1",), "above"),)),
    # the right-middle arrow points up: any arrow pointing at it turns it right, off the board
    Step("edge", f"{RULES_PAGE}:run_walk", "3x3,H,H", ("1,1,0",), setup=("2,1,3",), chapter="play",
         meets=("stop_edge", "walk"), passes=(("2,0,1",), ("2,2,3",)),
         mistakes=(Mistake(("2,0,0",), "out_at_once"),) + wrong_directions(1, 1, 0, "direction")),
    # --- the points: 4 turns, one arrow turned twice; then the middle arrow turned three times; then 0 points
    Step("score", f"{RULES_PAGE}:apply", "3x3,H,H", ("2,0,1",), setup=("2,1,1", "1,1,3"),
         chapter="score", meets=("points", "own_arrow"), passes=(("1,2,3",),),
         mistakes=wrong_directions(2, 0, 1, "direction") + (Mistake(("1,0,1",), "middle"),)),
    # the middle arrow points up, its right and lower neighbours down and left: an arrow above it pointing
    # down (or left of it pointing right) sends the walk round the middle arrow, which turns three times
    Step("three_turns", f"{RULES_PAGE}:run_walk", "3x3,H,H", ("1,0,1",), setup=("1,1,3", "2,1,1", "1,2,2"),
         chapter="score", meets=("three_turns", "points"), passes=(("0,1,0",),),
         mistakes=(Mistake(("2,2,2",), "more_points"), Mistake(("2,0,1",), "corner"))
         + wrong_directions(1, 0, 1, "direction")),
    # the middle arrow points up; below it, only an arrow pointing up (at it) scores: pointing down leaves the
    # board at once, left or right stops on an empty cell: 0 points, allowed
    Step("zero", f"{RULES_PAGE}:check_placement", "3x3,H,H", ("1,2,1",), setup=("1,1,3",), chapter="score",
         meets=("zero_points", "stop_edge", "beside_arrow"), passes=(("1,2,0",), ("1,2,2",)),
         mistakes=(Mistake(("1,2,3",), "scored"),)),
    # --- player 2 is the computer (easy): the middle arrow points right; an arrow left of it, then its answer
    Step("computer", "gamepkg.arrows.ai:choose_move", "3x3,H,E", ("0,1,0", "*"), setup=("1,1,0", "2,1,1"),
         tell_last=True, chapter="computer", meets=("beside_arrow",),
         mistakes=wrong_directions(0, 1, 0, "direction")),
    # --- the end: three players on a 3x2 board, one cell left; player 3 wins by pointing right
    Step("three_players", f"{RULES_PAGE}:winners", "3x2,H,H,H", ("0,0,0",),
         setup=("1,1,3", "0,1,1", "1,0,0", "2,1,3", "2,0,1"), chapter="end",
         meets=("players", "board_full", "winner"), fields=PLAYER_COUNTS,
         mistakes=(Mistake(("0,0,1",), "tie", "ended"), Mistake(("0,0,2",), "lost", "ended"),
                   Mistake(("0,0,3",), "lost", "ended"))),
    # two players on 2x2, one cell left: player 1 has 3 points, and 3 is the most the last arrow can score
    Step("tie", f"{RULES_PAGE}:winners", "2x2,H,H", ("1,1,2",), setup=("0,0,0", "0,1,2", "1,0,2"),
         chapter="end", meets=("tie", "board_full", "own_arrow"),
         mistakes=(Mistake(("1,1,3",), "one_point", "ended"), Mistake(("1,1,0",), "no_point", "ended"),
                   Mistake(("1,1,1",), "no_point", "ended"))),
)
