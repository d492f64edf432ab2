"""Game > Statistics of Minesweeper: games played and won, streaks and the ten best times of every board.

The text of the shared statistics window (widgets/stats_window.py); Minesweeper keeps tables of its own.
"""

from gamepkg.mines import stats as mines_stats

# The message ids of the window's title, buttons, Reset question and failure (widgets/stats_window.py).
MINES_TEXTS = {"title": "mines.stats.title", "close": "mines.stats.close", "reset": "mines.stats.reset",
               "reset_ask": "mines.stats.reset_ask", "reset_failed": "mines.stats.reset_failed"}


def statistics_lines(t, label_of, stats):
    """The text of the window, one line each: ``t`` translates, ``label_of(key)`` names a table."""
    lines = []
    for key in mines_stats.TABLES:
        table = stats.get(key, mines_stats.empty_table())
        lines.append(label_of(key))
        lines.append("  " + t("mines.stats.played", count=table["played"]))
        lines.append("  " + t("mines.stats.won", count=table["won"], percent=mines_stats.win_percent(table)))
        lines.append("  " + t("mines.stats.streak", count=table["streak"]))
        lines.append("  " + t("mines.stats.best_streak", count=table["best_streak"]))
        lines.append("  " + t("mines.stats.times"))
        if not table["times"]:
            lines.append("    " + t("best.none"))
        for rank, row in enumerate(table["times"], start=1):
            lines.append("    " + t("best.row", rank=rank, seconds=row["seconds"], date=row["date"]))
        lines.append("")
    return lines
