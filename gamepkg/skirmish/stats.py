"""What a Mirror Skirmish game counts in the statistics (gamepkg/game_stats.py): one table per case, variant and
enemy level, keeping the fewest rounds of a win."""

BEST_FIGURE = "low"  # the fewest rounds of a win


def table_key(params):
    """The table of a Mirror Skirmish game: case, variant and enemy level (``lesson`` when it has none)."""
    return f"{params.case}-{params.variant}-{getattr(params, 'enemy', 'lesson')}"


def results(params, status, rounds):
    """The table rows of a game that ended ``status`` (won, lost, draw; given up: lost) in ``rounds``."""
    won = status == "won"
    return [(table_key(params), won, rounds if won else None)]
