"""One replay controller for every game: a read-only walk through a game's positions, built on Session.

A replay is made from a game's parameters, seed and moves (the game on screen, a save file, the game that
just ended). It plays the moves through the engine into a Session of its own, so the game it was made from is
never touched; the replay only moves its own position (``index``): step forward and back, seek, play and pause.
"Continue from here" is a new Session of the first ``index`` moves.

It knows no game: everything it asks of a game goes through the engine contract (gamepkg/rules.py).

Exercises for learners:
1. Add ``step_to_end_of_turn()`` that steps forward until ``status()`` changes or the moves run out.
2. Make ``seek`` accept a negative index counted from the end, like a Python list.
"""

from gamepkg.session import Session


class Replay:
    """The positions of one game, from its start to its last move, and the one shown now."""

    def __init__(self, engine, params, seed, moves):
        """Replay ``moves`` of the game ``params`` + ``seed`` through ``engine`` (IllegalMove for a bad move)."""
        self.session = Session(engine, params, seed)
        for move in moves:
            self.session.play(move)
        self.session.restart()
        self.session.mark_saved()
        self.playing = False

    @classmethod
    def of_session(cls, session):
        """A replay of the moves ``session`` has on screen (up to its position: an undone tail is not played)."""
        return cls(session.engine, session.params, session.seed, session.moves[:session.position])

    @property
    def engine(self):
        """The game's engine."""
        return self.session.engine

    @property
    def index(self):
        """How many moves have been played in the position shown."""
        return self.session.position

    @property
    def length(self):
        """How many moves the replayed game has."""
        return len(self.session.moves)

    @property
    def state(self):
        """The position shown."""
        return self.session.state

    def previous_state(self):
        """The position before the last move shown (None at the start)."""
        return self.session.state_at(self.index - 1) if self.index > 0 else None

    def last_move(self):
        """The move that led to the position shown (None at the start)."""
        return self.session.moves[self.index - 1] if self.index > 0 else None

    def at_start(self):
        """True when the position shown is the start of the game."""
        return self.index == 0

    def at_end(self):
        """True when the position shown is after the last move."""
        return self.index == self.length

    def final_status(self):
        """The engine's status after the last move: "playing" while the replayed game is still going on."""
        return self.engine.status(self.session.state_at(self.length))

    def is_finished_game(self):
        """True when the replayed game has ended (it may then show everything, hidden information too)."""
        return self.final_status() != "playing"

    def seek(self, index):
        """Show the position after ``index`` moves (clamped to the game); returns True when it changed."""
        index = max(0, min(self.length, int(index)))
        changed = index != self.index
        self.session.position = index
        if self.at_end():
            self.playing = False
        return changed

    def step(self, delta=1):
        """Move ``delta`` moves forward (negative: back); returns True when the position changed."""
        return self.seek(self.index + delta)

    def toggle_play(self):
        """Play or pause; playing at the end starts again from the beginning. Returns the new ``playing``."""
        if self.playing:
            self.playing = False
        else:
            if self.at_end():
                self.seek(0)
            self.playing = self.length > 0
        return self.playing

    def tick(self):
        """One step of playing: the next move, or a pause at the end. Returns True when a move was shown."""
        if not self.playing:
            return False
        moved = self.step(1)
        if self.at_end():
            self.playing = False
        return moved

    def continued_session(self):
        """A new Session of the game up to the position shown, to play on from there ("Continue from here")."""
        session = Session(self.engine, self.session.params, self.session.seed)
        for move in self.session.moves[:self.index]:
            session.play(move)
        return session
