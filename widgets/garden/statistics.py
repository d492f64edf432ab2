"""What the Statistics window of Mischief Garden shows (on widgets/stats_records.py)."""

from gamepkg.garden import stats as garden_stats
from gamepkg.i18n import Text
from widgets.stats_records import CountedStatistics


class GardenStatistics(CountedStatistics):
    """Wins per role against each opponent; a game given up against the computer is a loss."""

    stats_game = "garden"

    def help_text(self):
        """How to play, then what the statistics count."""
        return self.t("garden.help") + "\n\n" + self.t("stats.help.garden")

    def stats_results(self, given_up=False):
        """The table rows of the match (not of a replay shown over it): one per human role."""
        session = self.game_session()
        return garden_stats.results(session.params, "" if given_up else session.state.winner)

    def stats_tables(self):
        """Each role against a person and each computer level."""
        return garden_stats.table_keys()

    def shows_table(self, key):
        """Only a role against a person or a computer level of this version."""
        return key in self.stats_tables()

    def stats_label(self, key):
        """The role played, and the other side's player."""
        role, _dash, player = key.partition("-")
        return self.t("stats.garden.table", role=Text(f"garden.role.{role}", {}),
                      opponent=Text(f"garden.player.{player}", {}))
