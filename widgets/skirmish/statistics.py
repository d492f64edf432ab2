"""What the Statistics window of Mirror Skirmish shows (on widgets/stats_records.py)."""

from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import stats as skirmish_stats
from widgets.stats_records import CountedStatistics


class SkirmishStatistics(CountedStatistics):
    """Wins and fewest rounds per case, variant and enemy level; a game given up is a loss."""

    stats_game = "skirmish"
    stats_best = "stats.skirmish.best"

    def stats_results(self, given_up=False):
        """The table row of the game (not of a replay shown over it): won or not, and its rounds when won."""
        session = self.game_session()
        status = "lost" if given_up else skirmish.status(session.state)
        return skirmish_stats.results(session.params, status, session.state.round)

    def stats_tables(self):
        """Every case and variant against the enemy of the lessons."""
        return tuple(f"{preset}-lesson" for preset in skirmish.PRESETS)

    def stats_label(self, key):
        """Case and variant (their menu label), then the enemy level."""
        preset, _dash, enemy = key.rpartition("-")
        name = self.t(f"skirmish.preset.{preset}") if self.tr.has(f"skirmish.preset.{preset}") else preset
        level = f"stats.skirmish.enemy.{enemy}"
        return self.t("stats.skirmish.table", preset=name,
                      enemy=self.t(level) if self.tr.has(level) else enemy)
