"""Minesweeper's rule book: what a player must know to play a whole game, each rule with a test of one move.

Each Rule's ``seen(engine, before, move, after)`` looks only at the two states of one accepted move (no
window): the lesson's tests play every step and check that the rules it ``meets`` happen in its play.
The rules' texts are the ``mines.rule.NAME`` messages.
"""

from gamepkg.lesson_steps import Rule
from gamepkg.mines.rules import (
    FLAG,
    LOST,
    NO_MARK,
    PLAYING,
    QUESTION,
    WON,
    count_at,
    mark_at,
    mines_left,
    neighbours,
    parse_move,
)


def newly_opened(before, after):
    """The cells the move opened (the opened cells only grow)."""
    return after.opened.differences(before.opened)


def flags_around(state, x, y):
    """How many flags stand next to (x, y)."""
    return sum(1 for cell in neighbours(state.width, state.height, x, y) if cell in state.flags)


def opens_around(state, x, y):
    """True when a click on the opened number at (x, y) would open around it: its flags match it and a
    closed cell without a flag is left next to it."""
    around = neighbours(state.width, state.height, x, y)
    closed = [cell for cell in around if cell not in state.opened and cell not in state.flags]
    return flags_around(state, x, y) == count_at(state, x, y) and bool(closed)


def marked(move, before, after, old, new):
    """True when ``move`` changed a cell's mark from ``old`` (None: any other mark) to ``new``."""
    kind, x, y, _ = parse_move(move)
    if kind != "m" or mark_at(after, x, y) != new:
        return False
    return mark_at(before, x, y) != new if old is None else mark_at(before, x, y) == old


def opened(engine, before, move, after):
    """A click opened a closed cell."""
    return move.startswith("o") and bool(newly_opened(before, after))


def number(engine, before, move, after):
    """A cell with a mine next to it opened and shows its number."""
    return any(count_at(after, x, y) > 0 for x, y in newly_opened(before, after))


def zero_spreads(engine, before, move, after):
    """A cell with no mine around it opened, and its neighbours with it."""
    cells = newly_opened(before, after)
    return len(cells) > 1 and any(count_at(after, x, y) == 0 for x, y in cells)


def first_safe(engine, before, move, after):
    """The first click of a new game placed the mines, and none of them in or around it."""
    return before.mines is None and after.mines is not None and after.status != LOST


def flag(engine, before, move, after):
    """A right-click put a flag on a cell."""
    return marked(move, before, after, None, FLAG)


def flag_stays_shut(engine, before, move, after):
    """Cells opened right next to a flag (around a number, or by a spreading 0), and the flag stayed shut."""
    kind, x, y, _ = parse_move(move)
    sources = [(x, y)] if kind == "c" else [cell for cell in newly_opened(before, after) if count_at(after, *cell) == 0]
    return any(cell in after.flags for source in sources for cell in neighbours(after.width, after.height, *source))


def counter(engine, before, move, after):
    """A mark changed the mines counter (mines minus flags)."""
    return move.startswith("m") and mines_left(before) != mines_left(after)


def question(engine, before, move, after):
    """A right-click on a flag turned it into a question mark."""
    return marked(move, before, after, FLAG, QUESTION)


def unmark(engine, before, move, after):
    """A right-click took a cell's mark away."""
    return marked(move, before, after, None, NO_MARK)


def chord_needs_flags(engine, before, move, after):
    """A flag made the flags next to an opened number match it, so a click on that number opens around it now."""
    kind, x, y, _ = parse_move(move)
    if kind != "m":
        return False
    numbers = [cell for cell in neighbours(after.width, after.height, x, y) if cell in after.opened]
    return any(opens_around(after, *cell) and not opens_around(before, *cell) for cell in numbers)


def chord(engine, before, move, after):
    """A click on a number whose flags match it opened its other neighbours at once."""
    return any(event[0] == "chord" for event in after.events)


def chord_wrong_flag(engine, before, move, after):
    """Opening around a number opened a mine: one of its flags was wrong."""
    return chord(engine, before, move, after) and after.status == LOST


def lose(engine, before, move, after):
    """A mine opened: the game is lost."""
    return before.status == PLAYING and after.status == LOST


def win(engine, before, move, after):
    """Every cell without a mine is open: the game is won."""
    return before.status == PLAYING and after.status == WON


RULES = (
    Rule("open", opened),
    Rule("number", number),
    Rule("zero_spreads", zero_spreads),
    Rule("first_safe", first_safe),
    Rule("flag", flag),
    Rule("flag_stays_shut", flag_stays_shut),
    Rule("counter", counter),
    Rule("question", question),
    Rule("unmark", unmark),
    Rule("chord_needs_flags", chord_needs_flags),
    Rule("chord", chord),
    Rule("chord_wrong_flag", chord_wrong_flag),
    Rule("lose", lose),
    Rule("win", win),
)
