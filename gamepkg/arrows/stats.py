"""What an Arrow Rotation game counts in the statistics (gamepkg/game_stats.py): one table per line-up of computer
levels, keeping the best score of a human seat."""

BEST_FIGURE = "high"  # the best score of a human seat


def table_key(seats):
    """The table of an Arrow Rotation game: its computer levels (e.g. ``hard`` or ``normal+normal+normal``)."""
    return "+".join(sorted(kind for kind in seats if kind != "human"))


def results(seats, scores, winners):
    """The table row of a finished game (``winners`` the 0-based seats with the top score; a game given up has
    none), or none when the game has no human or no computer seat.

    The humans win when one of them has the top score and no computer shares it; the figure is the best
    score of a human seat.
    """
    humans = [seat for seat, kind in enumerate(seats) if kind == "human"]
    if not humans or len(humans) == len(seats):
        return []
    won = any(seat in humans for seat in winners) and all(seat in humans for seat in winners)
    return [(table_key(seats), won, max(scores[seat] for seat in humans))]
