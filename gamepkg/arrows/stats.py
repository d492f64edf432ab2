"""What an Arrow Rotation game counts in the statistics (gamepkg/game_stats.py): one table per line-up, keeping
the best score of a human seat.

A line-up is everything that makes two games comparable: the board size, how many humans and which computer
levels (the player count follows from them). Its table key reads ``5x5:1:hard`` (a 5×5 board, one human, one
hard computer) or ``9x9:1:normal+normal+normal``. Files of older versions keyed a table by its computer levels
alone (``hard``): ``line_up`` still reads such a key, with no size and no count of humans, and the Statistics
window shows that table as it was.
"""

from collections import namedtuple

BEST_FIGURE = "high"  # the best score of a human seat

LineUp = namedtuple("LineUp", "size humans computers")  # size (width, height) and humans None in an old key


def table_key(seats, width, height):
    """The table of an Arrow Rotation game: its board size, its number of humans and its computer levels."""
    humans = sum(kind == "human" for kind in seats)
    return f"{width}x{height}:{humans}:" + "+".join(sorted(kind for kind in seats if kind != "human"))


def line_up(key):
    """The LineUp a table key names (an old key: its computers alone), or None when the key is no table key."""
    parts = key.split(":")
    if len(parts) == 1:
        return LineUp(None, None, tuple(key.split("+")))
    if len(parts) != 3:
        return None
    size, humans, computers = parts
    width, _x, height = size.partition("x")
    if not (width.isdigit() and height.isdigit() and humans.isdigit() and computers):
        return None
    return LineUp((int(width), int(height)), int(humans), tuple(computers.split("+")))


def results(params, scores, winners):
    """The table row of a finished game of ``params`` (``winners`` the 0-based seats with the top score; a game
    given up has none), or none when the game has no human or no computer seat.

    The humans win when one of them has the top score and no computer shares it; the figure is the best
    score of a human seat.
    """
    seats = params.seats
    humans = [seat for seat, kind in enumerate(seats) if kind == "human"]
    if not humans or len(humans) == len(seats):
        return []
    won = any(seat in humans for seat in winners) and all(seat in humans for seat in winners)
    return [(table_key(seats, params.width, params.height), won, max(scores[seat] for seat in humans))]
