"""What each game's Statistics window shows: one mixin per game tab, on widgets/stats_records.py.

Mirror Skirmish, Mischief Garden and Arrow Rotation count their games in gamepkg/game_stats.py; Delayed Walls
shows a summary of its level bests (walls_best.json), kept nowhere else.
"""

from gamepkg import game_stats
from gamepkg.arrows import rules as arrows
from gamepkg.i18n import Text
from gamepkg.save_error import SaveError
from gamepkg.skirmish import rules as skirmish
from gamepkg.walls import display as walls_display
from widgets.stats_records import CountedStatistics, StatisticsTab


class SkirmishStatistics(CountedStatistics):
    """Wins and fewest rounds per case, variant and enemy level; a game given up is a loss."""

    stats_game = "skirmish"
    stats_best = "stats.skirmish.best"

    def stats_results(self, given_up=False):
        """The table row of the game (not of a replay shown over it): won or not, and its rounds when won."""
        session = self.game_session()
        status = "lost" if given_up else skirmish.status(session.state)
        return game_stats.skirmish_results(session.params, status, session.state.round)

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


class GardenStatistics(CountedStatistics):
    """Wins per role against each opponent; a game given up against the computer is a loss."""

    stats_game = "garden"

    def help_text(self):
        """How to play, then what the statistics count."""
        return self.t("garden.help") + "\n\n" + self.t("stats.help.garden")

    def stats_results(self, given_up=False):
        """The table rows of the match (not of a replay shown over it): one per human role."""
        session = self.game_session()
        return game_stats.garden_results(session.params, "" if given_up else session.state.winner)

    def stats_tables(self):
        """Each role against a person and each computer level."""
        return tuple(f"{role}-{player}" for role in game_stats.GARDEN_ROLES
                     for player in game_stats.GARDEN_PLAYERS.values())

    def shows_table(self, key):
        """Only a role against a person or a computer level of this version."""
        return key in self.stats_tables()

    def stats_label(self, key):
        """The role played, and the other side's player."""
        role, _dash, player = key.partition("-")
        return self.t("stats.garden.table", role=Text(f"garden.role.{role}", {}),
                      opponent=Text(f"garden.player.{player}", {}))


class ArrowsStatistics(CountedStatistics):
    """Games, wins and the humans' best score against each computer line-up; a game given up is a loss."""

    stats_game = "arrows"
    stats_best = "stats.arrows.best"

    def stats_results(self, given_up=False):
        """The table row of the game, not of a replay shown over it (none without both a human and a computer seat)."""
        session = self.game_session()
        winners = () if given_up else arrows.winners(session.state)
        return game_stats.arrows_results(session.params.seats, session.state.scores, winners)

    def stats_tables(self):
        """One computer of each level."""
        return ("easy", "normal", "hard")

    def shows_table(self, key):
        """Only line-ups of computer levels this version names."""
        return all(self.tr.has(f"arrows.kind.{kind}") for kind in key.split("+"))

    def stats_label(self, key):
        """The computer players of the table."""
        return self.t("stats.arrows.table", computers=[Text(f"arrows.kind.{kind}", {}) for kind in key.split("+")])


class WallsStatistics(StatisticsTab):
    """Levels cleared, at par, and the stars of the level list, from the level bests."""

    def statistics_lines(self):
        """The summary of every level of the list that can be played."""
        library = self.library
        levels = [(library.best_of(entry.params), library.par_of(entry.params) or entry.declared_par)
                  for entry in library.effective_entries() if entry.playable]
        summary = game_stats.walls_summary(levels)
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
