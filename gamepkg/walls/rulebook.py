"""What a Delayed Walls player must know, as data: each Rule has its text (``walls.rule.NAME``) and a test of
one move, ``seen(engine, before, move, after)``, that is true when that move makes the rule happen.

The tests read only the engine's states (gamepkg/walls/rules.py): where the player stands, the walls, the
countdowns, the last move's Result. Undo is no move of the engine: its rule is seen where a move ends the game
in a way that only Undo (Z) takes back.
"""

from gamepkg.lesson_steps import Rule
from gamepkg.walls import solver
from gamepkg.walls.rules import COUNTDOWN, PLAYING, STRANDED, WON, forecast, legal_moves


def any_move(engine, before, move, after):
    """Every accepted move is one step to a cell next to you."""
    return after.moves == before.moves + 1 and after.player != before.player


def forced_step(engine, before, move, after):
    """The game was under way and only one way was open: that step had to be taken (no waiting)."""
    return before.moves > 0 and len(legal_moves(before)) == 1


def beside_grown_wall(engine, before, move, after):
    """A wall that grew stood next to you, so you went another way."""
    level = before.level
    return any(cell in before.walls for _way, cell in level.steps_from[before.player])


def wall_grew(engine, before, move, after):
    """A floor's count ran out on this move: it became a wall."""
    return bool(after.last.matured)


def count_kept(engine, before, move, after):
    """You stepped onto a floor that was counting down, and its count went on (it did not start again)."""
    counting = dict(before.queue)
    return after.player in counting and dict(after.queue).get(after.player) == counting[after.player] - 1


def stood_again_on_start_or_exit(engine, before, move, after):
    """You stand again on the start or the exit at a time when a floor stepped on then would be a wall.

    The start was stood on at move 0; the exit, when it is in the trail at least COUNTDOWN + 1 moves back."""
    level = before.level
    if after.player == level.start:
        return after.moves > COUNTDOWN
    long_ago = before.trail[:max(len(before.trail) - COUNTDOWN, 0)]
    return after.player == level.exit and level.exit in long_ago


def light_taken(engine, before, move, after):
    """The move took a light."""
    return after.collected != before.collected


def light_grew(engine, before, move, after):
    """A light's floor became a wall on this move."""
    return any(cell in before.level.lights for cell in after.last.matured)


def exit_too_early(engine, before, move, after):
    """You stepped onto the exit with a light still to take: the game goes on."""
    return after.player == before.level.exit and after.status == PLAYING


def won(engine, before, move, after):
    """The move reached the exit with every light taken."""
    return after.status == WON


def grew_as_you_left(engine, before, move, after):
    """The floor you stood on was on its last count: it became a wall just as you stepped off it."""
    return before.player in after.last.matured


def stranded(engine, before, move, after):
    """No floor next to you is free any more: you are stuck."""
    return after.status == STRANDED


def ended_for_undo(engine, before, move, after):
    """The move lost the level (stuck): Undo (Z) is the way back."""
    return after.status not in (PLAYING, WON)


def preview_warned(engine, before, move, after):
    """Before this move, the preview showed another way that would have got you stuck."""
    return any(preview.accepted and preview.reason == STRANDED
               for way, preview in forecast(before).items() if way != move)


def won_in_par(engine, before, move, after):
    """The move won the level in its par: the fewest moves (the solver's shortest line)."""
    if after.status != WON:
        return False
    shortest, _explored = solver.solve(after.level)
    return shortest is not None and after.moves == len(shortest)


RULES = (
    Rule("step", any_move),
    Rule("no_wait", forced_step),
    Rule("grown_wall", beside_grown_wall),
    Rule("countdown", wall_grew),
    Rule("keeps_count", count_kept),
    Rule("under_you", grew_as_you_left),
    Rule("start_exit", stood_again_on_start_or_exit),
    Rule("light", light_taken),
    Rule("light_grows", light_grew),
    Rule("exit_early", exit_too_early),
    Rule("win", won),
    Rule("stranded", stranded),
    Rule("undo", ended_for_undo),
    Rule("preview", preview_warned),
    Rule("par", won_in_par),
)
