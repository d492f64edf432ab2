"""One history for every game: moves, undo, redo, restart, and saving as a list of moves.

A session never knows the rules; it asks the game's engine module (see gamepkg/rules.py).
Loading a save replays its moves through the engine, so a tampered file cannot produce a
position the rules could not reach.
"""

from gamepkg.registry import engine_for
from gamepkg.rules import IllegalMove

SAVE_FORMAT = "mirrorgames-save"
SAVE_VERSION = 1
MAX_MOVES = 100_000
MAX_MOVE_LENGTH = 64


class SaveError(ValueError):
    """A save that cannot be used; ``key`` is an i18n message id and ``details`` fills it in."""

    def __init__(self, key, **details):
        """Keep the message id and its placeholders."""
        super().__init__(f"{key} {details}")
        self.key = key
        self.details = details


class Session:
    """A game in progress: the engine, its parameters and seed, and the moves played so far."""

    def __init__(self, engine, params, seed=0):
        """Start a new game of ``engine`` with ``params`` and ``seed``."""
        self.engine = engine
        self.params = params
        self.seed = seed
        self.moves = []
        self._states = [engine.new_game(params, seed)]
        self.position = 0
        self.saved_position = 0

    @property
    def state(self):
        """The state on screen (after ``position`` moves)."""
        return self._states[self.position]

    @property
    def initial_state(self):
        """The state before any move."""
        return self._states[0]

    def state_at(self, index):
        """The state after the first ``index`` moves of the history."""
        return self._states[index]

    def status(self):
        """The engine's status of the current state."""
        return self.engine.status(self.state)

    def play(self, move):
        """Apply ``move``; a new move after an undo drops the redo tail. Raises IllegalMove."""
        new_state = self.engine.apply(self.state, move)
        del self.moves[self.position:]
        del self._states[self.position + 1:]
        self.moves.append(move)
        self._states.append(new_state)
        self.position += 1
        return new_state

    def preview(self, move):
        """The state ``move`` would lead to, without playing it (IllegalMove if refused)."""
        return self.engine.apply(self.state, move)

    def can_undo(self):
        """True when there is a move to take back."""
        return self.position > 0

    def can_redo(self):
        """True when an undone move can be played again."""
        return self.position < len(self.moves)

    def undo(self):
        """Step back one move; returns False when there is nothing to undo."""
        if not self.can_undo():
            return False
        self.position -= 1
        return True

    def redo(self):
        """Step forward one undone move; returns False when there is nothing to redo."""
        if not self.can_redo():
            return False
        self.position += 1
        return True

    def restart(self):
        """Go back to the start of the same game (the moves stay available for redo)."""
        self.position = 0

    def is_dirty(self):
        """True when the position differs from the last save (or from the start when never saved)."""
        return self.position != self.saved_position and self.position > 0

    def mark_saved(self):
        """Remember that the current position is saved."""
        self.saved_position = self.position

    def game_id(self):
        """The text that reopens this very game: ``game:params#seed``."""
        return f"{self.engine.GAME}:{self.params.encode()}#{self.seed}"

    def to_dict(self):
        """The save-file contents: parameters, seed, moves and position."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.engine.GAME,
            "params": self.params.encode(),
            "seed": self.seed,
            "moves": list(self.moves),
            "position": self.position,
        }

    @classmethod
    def from_dict(cls, data, expected_game=None):
        """Rebuild a session from ``to_dict`` output by replaying its moves; raises SaveError."""
        if not isinstance(data, dict):
            raise SaveError("save.not_object")
        if data.get("format") != SAVE_FORMAT:
            raise SaveError("save.foreign")
        version = data.get("version")
        if type(version) is not int or version != SAVE_VERSION:
            raise SaveError("save.version", version=str(version))
        expected_keys = {"format", "version", "game", "params", "seed", "moves", "position"}
        if set(data) != expected_keys:
            raise SaveError("save.fields", fields=", ".join(sorted(set(data) ^ expected_keys)))
        game = data["game"]
        if expected_game is not None and game != expected_game:
            raise SaveError("save.other_game", game=str(game))
        try:
            engine = engine_for(game)
        except (ValueError, TypeError):
            raise SaveError("save.other_game", game=str(game)) from None
        seed, moves, position = data["seed"], data["moves"], data["position"]
        if type(seed) is not int or not 0 <= seed < 2 ** 63:
            raise SaveError("save.bad_field", field="seed")
        if not isinstance(data["params"], str) or len(data["params"]) > 100_000:
            raise SaveError("save.bad_field", field="params")
        if not isinstance(moves, list) or len(moves) > MAX_MOVES:
            raise SaveError("save.bad_field", field="moves")
        if type(position) is not int or not 0 <= position <= len(moves):
            raise SaveError("save.bad_field", field="position")
        try:
            params = engine.Params.decode(data["params"])
            session = cls(engine, params, seed)
        except (ValueError, TypeError) as error:
            raise SaveError("save.bad_params", reason=str(error)) from None
        for number, move in enumerate(moves, start=1):
            if not isinstance(move, str) or len(move) > MAX_MOVE_LENGTH:
                raise SaveError("save.bad_move", number=number, reason="bad_move")
            try:
                session.play(move)
            except IllegalMove as error:
                raise SaveError("save.bad_move", number=number, reason=error.reason) from None
        session.position = position
        session.mark_saved()
        return session
