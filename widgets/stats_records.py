"""Game > Statistics in a game tab: mixins for GameView subclasses (``self`` is the view).

``StatisticsTab`` gives a tab the menu entry, the window (widgets/stats_window.py) and its language switch;
the tab provides ``statistics_lines()`` and ``reset_statistics()``. ``CountedStatistics`` also keeps the
record chance of the game on screen (gamepkg/fair_play.py: a game the suite dealt counts, one from a game ID
or a save is practice; Undo, Restart and a hint end the chance) and puts each counting game into its
game's tables in gamepkg/game_stats.py when it ends or is given up. The tab provides ``stats_game`` and
``stats_results(given_up)``: the (table key, won, figure) rows of the game on screen.
"""

from gamepkg import game_stats
from gamepkg.fair_play import RecordChance
from widgets import stats_window


class StatisticsTab:
    """The Statistics menu entry and window of a tab."""

    stats_texts = stats_window.SHARED_TEXTS  # the message ids of the Statistics window's title, buttons, question
    stats_window = None  # the open Statistics window

    def statistics_item(self):
        """The Game menu entry (message id, command, accelerator) that opens the Statistics window."""
        return ("stats.menu", self.show_statistics, "")

    def show_statistics(self):
        """Game > Statistics: open the window (or bring the open one to the front)."""
        stats_window.show_statistics(self)

    def refresh_statistics(self):
        """Show new figures in an open Statistics window."""
        stats_window.refresh_statistics(self)

    def relabel(self):
        """After a language switch: an open Statistics window speaks the new language too."""
        super().relabel()
        self.refresh_statistics()


class CountedStatistics(StatisticsTab):
    """The record chance of the game on screen, and counting it in gamepkg/game_stats.py."""

    stats_best = None  # the message id of the best figure ({best}), or None when the game keeps none

    def __init__(self, parent, app):
        """The first game of the tab was dealt by the suite: it counts."""
        super().__init__(parent, app)
        self.record_chance = RecordChance()
        self.show_position_status()

    @property
    def counts_abandoned_games(self):
        """True when a counting game given up now would go into the tables as a loss."""
        return bool(self.given_up_results())

    def counting_game_under_way(self):
        """True while a counting game is under way in which a person has moved (a board only a computer has
        played on is left without a question, and without a loss)."""
        return self.person_moved and super().counting_game_under_way()

    def stats_results(self, given_up=False):
        """The (table key, won, figure) rows of the game on screen (finished, or ``given_up``)."""
        raise NotImplementedError

    def start(self, params, seed=None):
        """A game the suite dealt: it counts (a game ID's game is made practice by opened_as)."""
        self.record_chance = RecordChance()
        self.end_counted = False
        super().start(params, seed)
        opening = self.known_start_opening()  # a start a hint showed (Mirror Skirmish): practice until won alone
        if opening is not None:
            self.opened_as(opening)

    def adopt_session(self, session):
        """A loaded game is practice."""
        self.record_chance = RecordChance(self.loaded_opening(session))
        self.end_counted = False
        super().adopt_session(session)

    def restart(self):
        """Back to the start: a game whose moves were seen no longer counts (given up when it was under way)."""
        under_way = self.counting_game_under_way()
        seen = self.session.position > 0
        super().restart()
        if seen:
            self.note_record("restart", under_way)

    def show_position_status(self):
        """The status line of the position; at the end of a game that was not recorded, it says why."""
        key, fields = self.position_status()
        if self.record_chance is not None and self.session.status() != "playing":
            key, fields = self.end_status(key, fields)
        self.set_status(key, **fields)

    def after_move(self):
        """After a move: a counting game that just ended goes into the tables; the end of one that does not
        count says why after the result."""
        super().after_move()
        if self.session.status() == "playing":
            return
        if self.record_chance.counts and self.finish_record():
            game_stats.record_games(self.app.store, self.stats_game, self.stats_results())
            self.refresh_statistics()
        elif self.start_decides_game:
            self.won_alone_from_seen_start(any(won for _key, won, _figure in self.stats_results()))
        key, fields = self.status_key()
        if key != "record.end":
            key, fields = self.end_status(key, fields)
            self.set_status(key, **fields)

    def given_up_results(self):
        """A counting game given up (a new game, Load, Quit, a hint or Undo while under way): a loss."""
        return self.stats_results(given_up=True)

    def reset_statistics(self):
        """Reset in the Statistics window: this game's tables back to zero; False when it cannot be saved."""
        return game_stats.reset_stats(self.app.store, self.stats_game)

    def statistics_lines(self):
        """The text of the Statistics window: the tables shown always, then any other the file has."""
        tables = {key: game_stats.empty_table() for key in self.stats_tables()}
        tables.update((key, table) for key, table in game_stats.load_stats(self.app.store, self.stats_game).items()
                      if self.shows_table(key))
        return stats_window.table_lines(self.t, tables, self.stats_label, self.stats_best)

    def stats_tables(self):
        """The table keys the window shows even before their first game, in order."""
        return ()

    def shows_table(self, key):
        """True when table ``key`` of the file is one this version can name (a hand-edited file may hold others)."""
        return True

    def stats_label(self, key):
        """The name of table ``key`` in the window."""
        raise NotImplementedError
