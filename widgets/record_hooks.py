"""What every game tab does for the records: tell its RecordChance (gamepkg/fair_play.py) what happened, say in
the status line when a game stops counting, and count a game given up. A mixin of GameView, which sets
``record_chance`` (None in games without records), ``end_counted`` and the status line it uses here.
"""

from gamepkg import games_under_way, knowledge
from gamepkg.fair_play import IN_REPLAY, RECORDS_OFF, RecordChance
from gamepkg.i18n import Text
from gamepkg.sentences import sentence_line
from widgets.record_gate import may_forfeit

REVEALING = frozenset({"hint", "solution"})  # the events that show something hidden of the game on screen


class RecordHooks:
    """The records part of GameView (widgets/game_view.py)."""

    stats_game = None  # the game's name in its statistics file ("mines", or a gamepkg/game_stats.py game)
    start_decides_game = False  # True where the seed changes nothing (Mirror Skirmish): knowledge is of the start
    under_way_noted = False  # is this tab's counting game under way noted in the data folder (games_under_way)?
    start_shown = 0  # how often the start of the game dealt last was shown by then (start_decides_game only)

    @property
    def record_chance(self):
        """The fair_play.RecordChance of the game on screen (None in games without records tables)."""
        return self._record_chance

    @record_chance.setter
    def record_chance(self, chance):
        """Every new game's chance passes here: with records off on this PC (the school settings file's
        ``keep_records = no``), a game that would count is practice instead."""
        if chance is not None and chance.counts and not self.app.settings["keep_records"]:
            chance = RecordChance(RECORDS_OFF)
        self._record_chance = chance

    def opened_as(self, opening):
        """Say how the game just started was opened (a fair_play.OPENINGS key: "game_id" makes it practice)."""
        if self.record_chance is not None:
            self.record_chance = RecordChance(opening)
            self.show_position_status()

    def counting_game_under_way(self):
        """True while a game that counts for the records has begun and has not ended."""
        chance, session = self.record_chance, self.game_session()  # the game's, also while a replay shows
        return chance is not None and chance.counts and session.position > 0 and session.status() == "playing"

    def note_record(self, event, under_way=None):
        """Tell the record chance ``event`` (after the action has set its own status line).

        When this ends the chance, the status line says why, after what it says already; a game under way
        (``under_way``, asked before the action; now when None) whose statistics count given-up games is
        counted as played and lost at that moment, and the status line says that too.
        """
        chance = self.record_chance
        if chance is None:
            return
        if event in REVEALING:  # every window on the data folder knows what was shown (gamepkg/knowledge.py)
            self.mark_known(self.game_session())
        under_way = self.counting_game_under_way() if under_way is None else under_way
        if not chance.note(event):
            return
        self.note_under_way()
        lost = under_way and self.counts_abandoned_games
        if lost:
            self.record_given_up()
        reason = Text(f"record.not.{chance.reason}", {})
        key, fields = self._status
        if not key:
            self.set_status(reason.key)
        else:
            self.set_status("record.stopped_lost" if lost else "record.stopped", text=Text(key, fields),
                            reason=reason)

    record_questions = "record.confirm.{event}"  # the question before each event that ends a record (a tab's own)

    def may_end_record(self, event):
        """The one rule of asking before a record ends (issue #34): a hint, an undo or a game ID shown (``event``,
        a gamepkg/fair_play.py event) that would turn a counting game under way into a game played and lost asks
        first, as Windows 7 Minesweeper's New does (No is the default). True to go ahead, False on No."""
        return may_forfeit(self.app, self, event)  # the record gate's question (widgets/record_gate.py)

    def give_up_counting_game(self):
        """The player leaves a counting game under way (after saying yes): it counts as played and lost."""
        if self.counting_game_under_way() and self.record_chance.finish():
            self.note_under_way()
            self.record_given_up()

    def given_up_results(self):
        """The (table key, won, figure) rows a counting game given up now counts (games with statistics say)."""
        return ()

    def record_given_up(self):
        """Put a counting game given up into its statistics as a loss."""
        games_under_way.count_losses(self.app.store, self.stats_game, self.given_up_results())
        self.refresh_statistics()

    def refresh_statistics(self):
        """Show new figures in an open Statistics window (tabs with statistics provide it)."""

    def note_under_way(self):
        """Keep the data folder's note of a counting game under way true (gamepkg/games_under_way.py): written
        when one begins, removed before its result is counted, so that a program ended from outside (Task
        Manager, kill) still counts the game as lost at its next start."""
        under_way = self.counts_abandoned_games and self.counting_game_under_way()
        if under_way == self.under_way_noted:
            return
        if under_way:
            self.under_way_noted = games_under_way.note_under_way(
                self.app.store, self.stats_game, self.given_up_results())
        else:
            games_under_way.clear_under_way(self.app.store, self.stats_game)
            self.under_way_noted = False

    def knowledge_key(self, session):
        """The key of ``session``'s game in knowledge.json: its game ID, or its start where the seed decides
        nothing (gamepkg/knowledge.py)."""
        return knowledge.game_key(session, self.start_decides_game)

    def mark_known(self, session):
        """A load, a replay, a hint or a shown solution showed ``session``'s game in this window: its game is
        known in the data folder, so that a window still playing it no longer counts it (gamepkg/knowledge.py)."""
        if self.record_chance is not None:
            knowledge.mark_known(self.app.store, session.engine.GAME, self.knowledge_key(session))

    def known_start_opening(self):
        """The opening of a game just dealt: "start_seen" when its start decides the game and was shown in this
        data folder (a hint, a load...), until a game from it is won without help; else None. It also notes how
        often the start was shown by then (``start_shown``): a showing meanwhile is known at the game's end, even
        if a win without help in another window took the start's mark away."""
        if not self.start_decides_game:
            return None
        store, game, key = self.app.store, self.session.engine.GAME, self.knowledge_key(self.session)
        self.start_shown = knowledge.times_shown(store, game, key)
        return "start_seen" if knowledge.is_known(store, game, key) else None

    def won_alone_from_seen_start(self, won):
        """A game from a start shown before has ended: ``won`` without help, the start counts again from now
        on (its mark is taken away, gamepkg/knowledge.py)."""
        chance = self.record_chance
        if won and chance is not None and chance.opened == "start_seen" and chance.unhelped and not self.replaying():
            knowledge.forget(self.app.store, self.session.engine.GAME, self.knowledge_key(self.session))

    def known_elsewhere(self):
        """True when the counting game on screen was shown in this data folder meanwhile (another window loaded
        or replayed its save, or showed a hint or the solution of it): it then ends as given up, counted as lost
        where a game given up is a loss."""
        session = self.game_session()
        store, game, key = self.app.store, session.engine.GAME, self.knowledge_key(session)
        shown_meanwhile = self.start_decides_game and knowledge.times_shown(store, game, key) != self.start_shown
        if not (shown_meanwhile or knowledge.is_known(store, game, key)):
            return False
        if self.counts_abandoned_games and self.record_chance.counts:
            self.record_given_up()
        self.record_chance.note("known")
        return True

    def finish_record(self):
        """The game on screen just ended: True when its result goes into the records (once per game; never for
        a game another window was shown meanwhile)."""
        chance = self.record_chance
        if chance is not None and chance.counts and self.known_elsewhere():
            self.end_counted = False
            self.note_under_way()
            return False
        self.end_counted = chance is not None and chance.finish()
        self.note_under_way()
        return self.end_counted

    def loaded_opening(self, session):
        """The fair_play opening of a session a tab takes in (adopt_session): a lesson's step, else a save."""
        return "lesson" if self.lesson is not None and session is self.lesson.session else "save"

    def chance_after_lesson(self, chance, end_counted, begun):
        """The game a lesson gives back gets its record chance back (``chance``, ``end_counted``): as it was when
        it had not ``begun``, else it no longer counts (its board and clock were left for the lesson)."""
        if chance is None:
            return
        self.record_chance, self.end_counted = chance, end_counted
        if begun:
            chance.note("lesson_break")
        self.show_position_status()

    def shown_reason(self):
        """Why the position shown does not count, in its own words: a replay's, else the record chance's."""
        return IN_REPLAY if self.replaying() else self.record_chance.reason

    def practice_status(self):
        """The status line of a game that never counted (opened from a game ID, a save, a lesson...), or None."""
        chance = self.record_chance
        if chance is None or not chance.practice:
            return None
        return f"record.not.{self.shown_reason()}", {}

    def end_status(self, key, fields):
        """The status line of a finished game: ``key`` and ``fields``, then why it is not recorded, if it was not
        (a replay says it is one)."""
        chance = self.record_chance
        if chance is None or (not self.replaying() and (self.end_counted or chance.counts)):
            return key, fields
        return sentence_line(Text(key, fields), Text(f"record.not.{self.shown_reason()}", {}), key="record.end")
