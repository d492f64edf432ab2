"""One history for every game: moves, undo, redo, restart, and saving as a list of moves.

A session never knows the rules; it asks the game's engine module (see gamepkg/rules.py).
Loading a save replays its moves through the engine, so a tampered file cannot produce a
position the rules could not reach.

Memory: a session does not keep the state after every move (on a big board each state holds
its own copy of the board, so a long game would cost moves x board). It keeps at most
MAX_SNAPSHOTS states at evenly spaced moves (the spacing doubles when they would be more) and the
RECENT_STATES states used last, and replays the moves from the nearest kept state when another
one is asked for. Engines are deterministic, so the replayed state is the very same position; and a
state still in use elsewhere (on screen, in a test) is handed back as the same object (a weak reference
remembers it without keeping it alive).
"""

import math
import weakref
from collections import OrderedDict

from gamepkg.i18n import Text
from gamepkg.registry import engine_for
from gamepkg.rules import IllegalMove, ParamsError
from gamepkg.save_error import SaveError
from gamepkg.sealed_moves import SealError, seal, unseal

SAVE_FORMAT = "mirrorgames-save"
SAVE_VERSION = 1
# The limits of a save, one set for Save and Load (``save_problem``): what Save writes, Load reads.
MAX_MOVES = 100_000
MAX_MOVE_LENGTH = 64
MAX_PARAMS_LENGTH = 262_144  # the longest game ID settings: a 1000x1000 fixed Minesweeper layout is 250,020
MAX_SEALED_LENGTH = 8 * 1024 * 1024  # sealed moves (see gamepkg/sealed_moves.py); the file limit is smaller
MAX_SNAPSHOTS = 32       # evenly spaced states kept for undo/redo far back
RECENT_STATES = 32       # the states used last (undo and redo step by step stay instant)
REQUIRED_KEYS = {"format", "version", "game", "params", "seed", "moves", "position"}
OPTIONAL_KEYS = {"extras"}  # old saves may lack them


def _is_clock(value):
    """True for a play time in seconds: a finite number >= 0 (not True/False)."""
    return type(value) in (int, float) and math.isfinite(value) and value >= 0


# What a view may add to a save, and the check each value must pass on load.
EXTRA_CHECKS = {
    "clock": _is_clock,                                  # seconds played so far
    "record_chance": lambda value: type(value) is bool,  # True while a win could still be a best time
}


def params_reason(error):
    """The reason an engine refused a save's settings: a Text in the player's language for a ParamsError."""
    return Text(error.key, error.details) if isinstance(error, ParamsError) else str(error)


def size_problem(engine, params, moves=0):
    """(message id, fields) when the suite cannot play this game smoothly (the engine's ``too_big``), else None."""
    too_big = getattr(engine, "too_big", None)
    return too_big(params, moves) if too_big is not None else None


def save_problem(engine, params, params_length, moves):
    """(message id, fields) when a save of ``moves`` moves of this game is past a limit Load applies, else None.

    Save and Load both ask this, so a game that Save writes is one Load reads (the file's size is checked
    by gamepkg/savefile.py, on both sides too)."""
    if params_length > MAX_PARAMS_LENGTH:
        return "save.params_too_long", {"length": params_length, "most": MAX_PARAMS_LENGTH}
    if moves > MAX_MOVES:
        return "save.too_many_moves", {"moves": moves, "most": MAX_MOVES}
    return size_problem(engine, params, moves)


def hides_moves(engine):
    """True when ``engine`` declares hidden information in its moves (``HIDDEN_MOVES``): saves seal them."""
    return getattr(engine, "HIDDEN_MOVES", False) is True


def stored_moves(value):
    """The moves list of a save's "moves" field: a plain list, or a sealed object opened; SaveError otherwise."""
    if isinstance(value, dict):
        try:
            return unseal(value, MAX_SEALED_LENGTH)
        except SealError:
            raise SaveError("save.bad_field", field="moves") from None
    if not isinstance(value, list):
        raise SaveError("save.bad_field", field="moves")
    return value


class Session:
    """A game in progress: the engine, its parameters and seed, and the moves played so far."""

    def __init__(self, engine, params, seed=0, initial=None):
        """Start a new game of ``engine`` with ``params`` and ``seed`` (``initial``: its first state, when it was
        worked out already, e.g. beside the window)."""
        self.engine = engine
        self.params = params
        self.seed = seed
        self.moves = []
        first = engine.new_game(params, seed) if initial is None else initial
        self._snapshots = {0: first}  # move number -> state, at multiples of _spacing
        self._spacing = 1
        self._recent = OrderedDict()  # move number -> state, the last used at the end
        self._alive = weakref.WeakValueDictionary()  # move number -> state, while something else holds it
        self.position = 0
        self.saved_position = 0
        self.extras = {}           # the extras of a loaded save (see EXTRA_CHECKS)
        self.extras_source = None  # a function a view sets: the extras to write in a save now
        self._params_length = None  # len(params.encode()), asked once (a fixed layout can be long)

    @property
    def state(self):
        """The state on screen (after ``position`` moves)."""
        return self.state_at(self.position)

    @property
    def initial_state(self):
        """The state before any move."""
        return self._snapshots[0]

    def state_at(self, index):
        """The state after the first ``index`` moves of the history (replayed from the nearest kept state)."""
        if not 0 <= index <= len(self.moves):
            raise IndexError(f"no state after {index} moves")
        if index in self._recent:
            self._recent.move_to_end(index)
            return self._recent[index]
        if index in self._snapshots:
            self._remember(index, self._snapshots[index])
            return self._snapshots[index]
        alive = self._alive.get(index)
        if alive is not None:
            self._remember(index, alive)
            return alive
        start, state = self.nearest_kept(index)
        for number in range(start, index):
            state = self.engine.apply(state, self.moves[number])
            self._remember(number + 1, state)
        return state

    def nearest_kept(self, index):
        """(number, state): the kept state that state_at(index) starts from, changing nothing (number == index:
        nothing to replay). With ``keep`` it lets a window replay the moves between on a worker thread."""
        for store in (self._recent, self._snapshots, self._alive):
            state = store.get(index)
            if state is not None:
                return index, state
        start = max([number for number in self._snapshots if number <= index]
                    + [number for number in self._recent if number <= index])
        return start, self._recent[start] if start in self._recent else self._snapshots[start]

    def keep(self, index, state):
        """Keep ``state``, worked out elsewhere (a worker thread), as the state after the first ``index`` moves."""
        self._remember(index, state)

    def kept_states(self):
        """How many full states the session holds now (bounded, however long the game)."""
        return len({id(state) for state in list(self._snapshots.values()) + list(self._recent.values())})

    def _remember(self, index, state):
        """Keep ``state`` (after ``index`` moves) among the recent ones, and as a snapshot on the spacing."""
        self._recent[index] = state
        self._alive[index] = state
        while len(self._recent) > RECENT_STATES:
            self._recent.popitem(last=False)
        if index % self._spacing == 0 and index not in self._snapshots:
            self._snapshots[index] = state
            if len(self._snapshots) > MAX_SNAPSHOTS:
                self._spacing *= 2
                self._snapshots = {number: kept for number, kept in self._snapshots.items()
                                   if number % self._spacing == 0}

    def _forget_after(self, index):
        """Drop every kept state after ``index`` moves (those moves are being replaced)."""
        for store in (self._snapshots, self._recent, self._alive):
            for number in [number for number in store if number > index]:
                store.pop(number, None)

    def status(self):
        """The engine's status of the current state."""
        return self.engine.status(self.state)

    def play(self, move, state=None):
        """Apply ``move``; a new move after an undo drops the redo tail. Raises IllegalMove. ``state``: the
        state ``move`` leads to when it was worked out already (engine.apply on this state, e.g. off the Tk
        thread), so that it is not worked out twice."""
        new_state = self.engine.apply(self.state, move) if state is None else state
        if self.position < len(self.moves):  # a new move after an undo: the undone ones are gone
            del self.moves[self.position:]
            self._forget_after(self.position)
        self.moves.append(move)
        self.position += 1
        self._remember(self.position, new_state)
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

    def save_problem(self, moves=None):
        """(message id, fields) when a save of this game (of its first ``moves`` moves) would be past a limit."""
        if self._params_length is None:
            self._params_length = len(self.params.encode())
        count = len(self.moves) if moves is None else moves
        return save_problem(self.engine, self.params, self._params_length, count)

    def check_savable(self):
        """Raise SaveError("save.over_limit") when Load would refuse a save of this game (``save_problem``)."""
        problem = self.save_problem()
        if problem:
            raise SaveError("save.over_limit", reason=Text(*problem))

    def to_dict(self):
        """The save-file contents: parameters, seed, moves, position and the view's extras (if any).

        A game with hidden moves stores them sealed (gamepkg/sealed_moves.py). Save asks ``check_savable``
        first."""
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.engine.GAME,
            "params": self.params.encode(),
            "seed": self.seed,
            "moves": seal(self.moves) if hides_moves(self.engine) else list(self.moves),
            "position": self.position,
        }
        extras = self.extras_source() if self.extras_source is not None else self.extras
        if extras:
            data["extras"] = dict(extras)
        return data

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
        if not REQUIRED_KEYS <= set(data) <= REQUIRED_KEYS | OPTIONAL_KEYS:
            odd = (set(data) ^ REQUIRED_KEYS) - OPTIONAL_KEYS
            raise SaveError("save.fields", fields=", ".join(sorted(map(str, odd))))
        game = data["game"]
        if expected_game is not None and game != expected_game:
            raise SaveError("save.other_game", game=str(game))
        try:
            engine = engine_for(game)
        except (ValueError, TypeError):
            raise SaveError("save.other_game", game=str(game)) from None
        seed, position = data["seed"], data["position"]
        if type(seed) is not int or not 0 <= seed < 2 ** 63:
            raise SaveError("save.bad_field", field="seed")
        if not isinstance(data["params"], str):
            raise SaveError("save.bad_field", field="params")
        if len(data["params"]) > MAX_PARAMS_LENGTH:  # before decoding: the same reason Save gives
            raise SaveError("save.params_too_long", length=len(data["params"]), most=MAX_PARAMS_LENGTH)
        moves = stored_moves(data["moves"])
        if len(moves) > MAX_MOVES:
            raise SaveError("save.too_many_moves", moves=len(moves), most=MAX_MOVES)
        if type(position) is not int or not 0 <= position <= len(moves):
            raise SaveError("save.bad_field", field="position")
        extras = _checked_extras(data.get("extras", {}))
        try:
            params = engine.Params.decode(data["params"])
        except (ValueError, TypeError) as error:
            raise SaveError("save.bad_params", reason=params_reason(error)) from None
        problem = save_problem(engine, params, len(data["params"]), len(moves))
        if problem:
            raise SaveError(problem[0], **problem[1])
        try:
            session = cls(engine, params, seed)
        except (ValueError, TypeError) as error:
            raise SaveError("save.bad_params", reason=params_reason(error)) from None
        for number, move in enumerate(moves, start=1):
            if not isinstance(move, str) or len(move) > MAX_MOVE_LENGTH:
                raise SaveError("save.bad_move", number=number, reason="bad_move")
            try:
                session.play(move)
            except IllegalMove as error:
                raise SaveError("save.bad_move", number=number, reason=error.reason) from None
        session.position = position
        session.extras = extras
        session.mark_saved()
        return session


def _checked_extras(extras):
    """The ``extras`` of a save as a dict, each value checked by EXTRA_CHECKS; SaveError otherwise."""
    if not isinstance(extras, dict):
        raise SaveError("save.bad_field", field="extras")
    for name, value in extras.items():
        check = EXTRA_CHECKS.get(name)
        if check is None or not check(value):
            raise SaveError("save.bad_field", field=f"extras.{name}")
    return dict(extras)
