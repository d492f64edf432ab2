"""What the Statistics window of Delayed Walls shows (on widgets/stats_records.py)."""

from gamepkg.save_error import SaveError
from gamepkg.walls import display as walls_display
from gamepkg.walls import stats as walls_stats
from widgets.stats_records import StatisticsTab


class WallsStatistics(StatisticsTab):
    """Levels cleared, at par, and the stars of the level list, from the level bests."""

    def statistics_lines(self):
        """The summary of every level of the list that can be played."""
        library = self.library
        levels = [(library.best_of(entry.params), library.par_of(entry.params) or entry.declared_par)
                  for entry in library.effective_entries() if entry.playable]
        summary = walls_stats.summary(levels)
        return [self.t("stats.walls.cleared", count=summary["cleared"], levels=summary["levels"]),
                self.t("stats.walls.at_par", count=summary["at_par"], levels=summary["levels"]),
                self.t("stats.walls.stars", stars=summary["stars"], most=summary["most_stars"]),
                "", self.t("stats.walls.how")]

    def reset_statistics(self):
        """Reset: forget every level best (the levels whose solution was shown stay practice); False on failure."""
        def cleared(old):
            """The file with no bests left."""
            return walls_display.bests_document({}, walls_display.clean_helped(old))

        try:
            self.app.store.update_json(walls_display.BEST_FILE, cleared, clean=walls_display.cleaned_document)
        except SaveError:
            return False
        self.library.bests = {}
        self.library.refresh()
        self.redraw()  # the panel's Best of the level on screen
        return True
