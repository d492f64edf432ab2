"""What the Statistics window of Arrow Rotation shows (on widgets/stats_records.py)."""

from gamepkg.arrows import rules as arrows
from gamepkg.arrows import stats as arrows_stats
from gamepkg.i18n import Text
from widgets.stats_records import CountedStatistics


class ArrowsStatistics(CountedStatistics):
    """Games, wins and the humans' best score against each computer line-up; a game given up is a loss."""

    stats_game = "arrows"
    stats_best = "stats.arrows.best"

    def stats_results(self, given_up=False):
        """The table row of the game, not of a replay shown over it (none without both a human and a computer seat)."""
        session = self.game_session()
        winners = () if given_up else arrows.winners(session.state)
        return arrows_stats.results(session.params.seats, session.state.scores, winners)

    def stats_tables(self):
        """One computer of each level."""
        return ("easy", "normal", "hard")

    def shows_table(self, key):
        """Only line-ups of computer levels this version names."""
        return all(self.tr.has(f"arrows.kind.{kind}") for kind in key.split("+"))

    def stats_label(self, key):
        """The computer players of the table."""
        return self.t("stats.arrows.table", computers=[Text(f"arrows.kind.{kind}", {}) for kind in key.split("+")])
