"""The replay half of every game tab (mixed into GameView, widgets/game_view.py): the hooks the replay bar
(widgets/replay_bar.py) calls to show a gamepkg.replay.Replay in place of the game, which stays untouched.

While a replay shows, ``self.session`` is the replay's own Session: every view already draws from
``self.session.state``, so it draws any position of the replay as it draws its game. The game's Session is
kept aside and comes back on leave_replay. Views override only what they tell or animate differently.
"""


class ReplayHooks:
    """What a game tab does for a replay (a mixin: it uses the view's session, board and status line)."""

    def replaying(self):
        """True while a replay shows in this tab (the board takes no moves then)."""
        return self._replay is not None

    def replay_refusal(self, replay):
        """A message id when ``replay`` may not be shown in this tab (e.g. it would show hidden information);
        None (every replay may show) unless the view says otherwise."""

    def game_session(self):
        """The game's own Session (kept aside while a replay shows)."""
        return self._game_session if self.replaying() else self.session

    def refused_in_replay(self):
        """True (and the status line says to leave the replay first) when a replay shows: it is read-only."""
        if self.replaying():
            self.set_status("replay.leave_first")
            return True
        return False

    def ended_session(self):
        """The game Replay > the game that just ended shows: the game on screen once it has ended, else the
        last one that ended here before another began (None when there is none)."""
        session = self.game_session()
        if session.moves and session.engine.status(session.state_at(len(session.moves))) != "playing":
            return session
        return self.last_ended

    def close_replay(self):
        """Leave a replay before a new game or a loaded one takes the tab (e.g. a level chosen in a panel)."""
        if self.replay_bar is not None:
            self.app.leave_replay(self)

    def replay_shows_all(self):
        """True while the replay of a finished game shows: hidden information may be shown to everyone."""
        return self.replaying() and self._replay.is_finished_game()

    def enter_replay(self, replay):
        """Show ``replay``'s positions from now on; the game's own Session is kept untouched until leave_replay."""
        self.cancel_computer()
        self.stop_animation()
        self._game_session, self._replay = self.session, replay
        self.session = replay.session
        if replay.session.params != self._game_session.params:
            self.fit_board(replay.session.params)

    def leave_replay(self):
        """Show the game again, as it was before the replay (a computer to move goes on)."""
        self.stop_animation()
        replayed, self.session = self.session, self._game_session
        self._replay = self._game_session = None
        if replayed.params != self.session.params:
            self.fit_board(self.session.params)
        self.show_position_status()
        self.after_move()

    def show_replay_position(self):
        """Draw the replay's position shown now (views draw from ``self.session.state``, the replay's)."""
        self.redraw()

    def replay_move_status(self, before, move):
        """(message id, fields) of what ``move`` did from ``before`` to the replay's position: views that tell
        a move's outcome override it; by default the status of the position."""
        return self.position_status()

    def animate_replay_step(self, before):
        """Show the move from ``before`` to the replay's position as the game animates it (views that do)."""

    def stop_animation(self):
        """Drop a running animation without any follow-up (views that animate override it)."""

    def fit_board(self, params):
        """Size the board for a game of ``params`` (a replayed save may differ from the game on screen)."""
        board = getattr(self, "board", None)
        if hasattr(board, "resize_grid") and hasattr(params, "width") and hasattr(params, "height"):
            board.resize_grid(params.width, params.height)
        painter = getattr(self, "painter", None)
        if hasattr(painter, "reset"):
            painter.reset()

    def keep_if_ended(self):
        """Before another game replaces this one: keep it for Replay > the game that just ended, if it ended."""
        if not self.replaying() and self.ended_session() is self.session:
            self.last_ended = self.session

    def start_practice_from(self, session):
        """Play on from ``session`` (Continue from Here): a practice game, which never counts for records."""
        self.adopt_session(session)
        self.opened_as("replay")
