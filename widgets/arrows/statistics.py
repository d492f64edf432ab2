"""What the Statistics window of Arrow Rotation shows (on widgets/stats_records.py)."""

from gamepkg.arrows import rules as arrows
from gamepkg.arrows import stats as arrows_stats
from gamepkg.i18n import Text
from widgets.stats_records import CountedStatistics


class ArrowsStatistics(CountedStatistics):
    """Games, wins and the humans' best score for each line-up (board size, humans, computer levels); a game
    given up is a loss."""

    stats_game = "arrows"
    stats_best = "stats.arrows.best"

    def stats_results(self, given_up=False):
        """The table row of the game, not of a replay shown over it (none without both a human and a computer seat)."""
        session = self.game_session()
        winners = () if given_up else arrows.winners(session.state)
        return arrows_stats.results(session.params, session.state.scores, winners)

    def stats_tables(self):
        """The line-up of every preset game with a human and a computer, in the presets' order."""
        return tuple(dict.fromkeys(row[0] for params in arrows.PRESETS.values()
                                   for row in arrows_stats.results(params, (0,) * params.players, ())))

    def shows_table(self, key):
        """Only line-ups whose computer levels this version names (an old file's table too)."""
        line_up = arrows_stats.line_up(key)
        return line_up is not None and all(self.tr.has(f"arrows.kind.{kind}") for kind in line_up.computers)

    def stats_label(self, key):
        """The line-up of the table: board size, humans and computers (an old file's table: its computers)."""
        line_up = arrows_stats.line_up(key)
        computers = [Text(f"arrows.kind.{kind}", {}) for kind in line_up.computers]
        if line_up.size is None:
            return self.t("stats.arrows.table", computers=computers)
        width, height = line_up.size
        return self.t("stats.arrows.line_up", width=width, height=height, count=line_up.humans, computers=computers)
