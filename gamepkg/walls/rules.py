"""Delayed Walls (後から来る壁): walk to the exit while the floor closes behind you.

Rules:
- The board is a grid of floors. Move one step up, right, down or left ("U", "R", "D", "L"). There is no
  waiting: thinking is free, but every step counts.
- Sprouting floor remembers your step: three moves after you first step on it, it grows into a wall.
  Stepping on it again while it counts down does not reset its timer. Start and exit never grow.
- Collect every light, then reach the exit to win. On the exit without every light you just walk on.
- If no neighbouring floor is free any more (counting-down floor still counts as free), you are stranded.
- A refused move (a wall, the board's edge, a finished game, a garbage string) changes nothing.

Exercises: Help → How This Game Is Made lists them in the player's language. Their texts are the
``walls.exercise.N`` messages in gamepkg/walls/messages.py: each names every place to change and the
seed playthroughs that will then differ (``python -m pytest -m "not seed"`` runs the other tests).
"""

from dataclasses import dataclass
from functools import cached_property
from urllib.parse import quote, unquote

from gamepkg.rules import IllegalMove
from gamepkg.walls import level_files as walls_levels
from gamepkg.walls.level_files import EXIT, LIGHT, SPROUT, START, WALL, LevelError

GAME = "walls"
DIRECTIONS = {"U": (0, -1), "R": (1, 0), "D": (0, 1), "L": (-1, 0)}
MOVES = tuple(DIRECTIONS)
COUNTDOWN = 3
TRAIL_LENGTH = 4
PLAYING, WON, STRANDED, COLLISION = "playing", "won", "stranded", "collision"
ENCODED_WALL = "x"
ROW_SEPARATOR = "/"
TITLE_SEPARATOR = ","


def add(cell, step):
    """The cell one step away."""
    return cell[0] + step[0], cell[1] + step[1]


@dataclass(frozen=True)
class Params:
    """A level: its title and its board rows in the level-file characters (# . * S E)."""

    title: str
    rows: tuple

    def __post_init__(self):
        """Refuse a level that breaks the format: LevelError (a ValueError) with a reason code and details."""
        if not isinstance(self.title, str) or not isinstance(self.rows, tuple) \
                or not all(isinstance(row, str) for row in self.rows):
            raise ValueError("a level needs a title text and a tuple of row texts")
        problem = walls_levels.title_problem(self.title)
        if problem:
            raise LevelError(problem[0], "level", None, **problem[1])
        problem = walls_levels.grid_problem(self.rows)
        if problem:
            index, reason, details = problem
            raise LevelError(reason, "level", None if index is None else index + 1, **details)

    @cached_property
    def width(self):
        """Cells per row."""
        return len(self.rows[0])

    @cached_property
    def height(self):
        """Number of rows."""
        return len(self.rows)

    def cells_with(self, characters):
        """Every (x, y) whose character is one of ``characters``, sorted by (x, y)."""
        return tuple(sorted((x, y) for y, row in enumerate(self.rows)
                            for x, char in enumerate(row) if char in characters))

    @cached_property
    def start(self):
        """The start cell."""
        return self.cells_with(START)[0]

    @cached_property
    def exit(self):
        """The exit cell."""
        return self.cells_with(EXIT)[0]

    @cached_property
    def sprouts(self):
        """Floors that grow into walls (lights included)."""
        return frozenset(self.cells_with(SPROUT + LIGHT))

    @cached_property
    def lights(self):
        """Light cells in index order (sorted by (x, y)); bit i of ``collected`` is lights[i]."""
        return self.cells_with(LIGHT)

    @cached_property
    def floors(self):
        """Every cell you may stand on: sprouts, start and exit."""
        return self.sprouts | {self.start, self.exit}

    @cached_property
    def light_bits(self):
        """{light cell: its bit in ``collected``}."""
        return {cell: 1 << index for index, cell in enumerate(self.lights)}

    @cached_property
    def steps_from(self):
        """{floor cell: ((move, floor cell next to it), ...)} in U, R, D, L order."""
        return {cell: tuple((move, add(cell, step)) for move, step in DIRECTIONS.items()
                            if add(cell, step) in self.floors)
                for cell in self.floors}

    @cached_property
    def all_lights(self):
        """The ``collected`` bitmask with every light taken."""
        return (1 << len(self.lights)) - 1

    def encode(self):
        """Compact ASCII text without ':' or '#': rows joined by '/', '#' written 'x', then ',' and the title."""
        board = ROW_SEPARATOR.join(row.replace(WALL, ENCODED_WALL) for row in self.rows)
        return board + TITLE_SEPARATOR + quote(self.title, safe="")

    @classmethod
    def decode(cls, text):
        """The level written by ``encode``; LevelError (a ValueError with a reason code) for bad text."""
        if not isinstance(text, str) or not text.isascii():
            raise LevelError("id_not_ascii", "level")
        board, separator, title = text.partition(TITLE_SEPARATOR)
        if not separator:
            raise LevelError("id_no_title", "level")
        if WALL in board:
            raise LevelError("id_hash", "level")
        try:
            title, written = unquote(title, errors="strict"), title
        except UnicodeDecodeError:
            raise LevelError("id_bad_title", "level") from None
        if quote(title, safe="") != written:  # one spelling per title, so a game ID comes back as typed
            raise LevelError("id_bad_title", "level")
        rows = tuple(row.replace(ENCODED_WALL, WALL) for row in board.split(ROW_SEPARATOR))
        return cls(title, rows)


@dataclass(frozen=True)
class Result:
    """What the last accepted move did: reason code, walls that grew, the cell whose timer started."""

    reason: str
    matured: tuple = ()
    scheduled: tuple | None = None
    blocked: tuple | None = None


@dataclass(frozen=True)
class State:
    """A position: the level, where you are, lights taken, walls, countdowns, and the last move's Result.

    ``queue`` holds ((x, y), moves left) pairs sorted by cell; ``trail`` the last four positions.
    """

    level: Params
    player: tuple
    collected: int = 0
    walls: frozenset = frozenset()
    queue: tuple = ()
    moves: int = 0
    status: str = PLAYING
    trail: tuple = ()
    last: Result | None = None


def _parse_preset_levels():
    """The shipped levels as (key -> Params, key -> par, key -> ((language, name), ...))."""
    presets, pars, names = {}, {}, {}
    for shipped in walls_levels.shipped_levels():
        presets[shipped.key] = Params(shipped.level.title, shipped.level.rows)
        pars[shipped.key] = shipped.level.par
        names[shipped.key] = shipped.level.names
    return presets, pars, names


PRESETS, PARS, PRESET_NAMES = _parse_preset_levels()
SEED_LEVELS = ("a", "b", "c")
DEFAULT_PARAMS = PRESETS["a"]


def preset_key(params):
    """The preset key of a shipped level, or None for any other level."""
    for key, preset in PRESETS.items():
        if preset == params:
            return key
    return None


def new_game(params=DEFAULT_PARAMS, seed=0):
    """The start position of ``params`` (the seed is unused: levels are fixed)."""
    if not isinstance(params, Params):
        raise TypeError("new_game needs walls.Params")
    # The seed always starts 'playing'; a start walled in on every side can only be stranded.
    status = PLAYING if params.steps_from[params.start] else STRANDED
    return State(params, params.start, status=status, trail=(params.start,))


def check_move(level, player, walls, status, move):
    """The target cell of ``move``, or IllegalMove in the seed's order: invalid, game over, fixed, grown."""
    if not isinstance(move, str) or move not in DIRECTIONS:
        raise IllegalMove("invalid", blocked=None)
    if status != PLAYING:
        raise IllegalMove(status, blocked=None)
    step = DIRECTIONS[move]
    target = (player[0] + step[0], player[1] + step[1])
    if target not in level.floors:
        raise IllegalMove("fixed_wall", blocked=target)
    if target in walls:
        raise IllegalMove("grown_wall", blocked=target)
    return target


def age_queue(level, queue, target):
    """One move of countdowns: (matured cells sorted, new queue sorted by cell, newly scheduled cell or None)."""
    matured = []
    counting = []
    already_counting = False
    for cell, left in queue:
        if left == 1:
            matured.append(cell)
        else:
            counting.append((cell, left - 1))
        if cell == target:
            already_counting = True
    scheduled = None
    if not already_counting and target in level.sprouts:
        counting.append((target, COUNTDOWN))
        counting.sort()
        scheduled = target
    return tuple(matured), tuple(counting), scheduled


def judge(level, target, collected, walls):
    """The status after arriving on ``target``: collision > won > stranded > playing."""
    if target in walls:
        return COLLISION
    if target == level.exit and collected == level.all_lights:
        return WON
    for _move, neighbour in level.steps_from[target]:
        if neighbour not in walls:
            return PLAYING
    return STRANDED


def advance(level, player, collected, walls, queue, status, move):
    """One move on bare values: (player, collected, walls, queue, status, matured, scheduled); may raise IllegalMove.

    The queue stays sorted by cell, so ``matured`` comes out sorted too.
    """
    target = check_move(level, player, walls, status, move)
    new_collected = collected | level.light_bits.get(target, 0)
    matured, new_queue, scheduled = age_queue(level, queue, target)
    new_walls = walls.union(matured) if matured else walls
    return target, new_collected, new_walls, new_queue, judge(level, target, new_collected, new_walls), \
        matured, scheduled


def reason_of(status, collected_before, collected_after):
    """The reason code of an accepted move: the status when the game ends, else ``light`` or ``walk``."""
    if status != PLAYING:
        return status
    return "light" if collected_after != collected_before else "walk"


def apply(state, move):
    """The state after ``move``; raises IllegalMove(reason, blocked=cell or None) and changes nothing."""
    player, collected, walls, queue, status, matured, scheduled = advance(
        state.level, state.player, state.collected, state.walls, state.queue, state.status, move)
    result = Result(reason_of(status, state.collected, collected), matured, scheduled)
    trail = (state.trail + (player,))[-TRAIL_LENGTH:]
    return State(state.level, player, collected, walls, queue, state.moves + 1, status, trail, result)


def status(state):
    """``playing``, ``won``, ``stranded`` or ``collision``."""
    return state.status


def open_moves(level, player, walls):
    """The moves onto a floor that is not a wall, in U, R, D, L order (while playing, the legal moves)."""
    return [move for move, target in level.steps_from[player] if target not in walls]


def legal_moves(state):
    """The moves that would be accepted, in U, R, D, L order."""
    if state.status != PLAYING:
        return []
    return open_moves(state.level, state.player, state.walls)


@dataclass(frozen=True)
class Preview:
    """What a move would do, without doing it: accepted, reason, walls that would grow, the new state."""

    move: str
    accepted: bool
    reason: str
    matured: tuple = ()
    scheduled: tuple | None = None
    blocked: tuple | None = None
    state: State | None = None


def preview(state, move):
    """Forecast ``move``: reason walk / light / won / stranded / collision, or the rejection and blocked cell."""
    try:
        new_state = apply(state, move)
    except IllegalMove as error:
        return Preview(move, False, error.reason, blocked=error.details.get("blocked"))
    result = new_state.last
    return Preview(move, True, result.reason, result.matured, result.scheduled, None, new_state)


def forecast(state):
    """The preview of each of the four directions, as {move: Preview} in U, R, D, L order."""
    return {move: preview(state, move) for move in MOVES}


def events(state):
    """The last move's events as data: (reason,), then ("matured", x, y)... and ("scheduled", x, y)."""
    result = state.last
    if result is None:
        return []
    found = [(result.reason,)]
    found += [("matured", x, y) for x, y in result.matured]
    if result.scheduled is not None:
        found.append(("scheduled",) + tuple(result.scheduled))
    return found


def most_counting_down():
    """How many floors can count down at once: each move starts at most one countdown, which lasts COUNTDOWN moves."""
    return COUNTDOWN


def countdowns(state):
    """{cell: moves left before it becomes a wall} for every counting-down floor."""
    return dict(state.queue)


def light_cells(state):
    """[(cell, collected?)] for every light, in index order."""
    return [(cell, bool(state.collected >> index & 1)) for index, cell in enumerate(state.level.lights)]


def lights_left(state):
    """How many lights are still to collect."""
    return len(state.level.lights) - bin(state.collected).count("1")


def cell_kind(state, cell):
    """What a cell is now: ``void``, ``start``, ``exit``, ``wall`` (grown), ``light`` or ``sprout``."""
    level = state.level
    if cell == level.start:
        return "start"
    if cell == level.exit:
        return "exit"
    if cell not in level.floors:
        return "void"
    if cell in state.walls:
        return "wall"
    return "light" if cell in level.lights else "sprout"


def status_line_data(state):
    """The numbers a status bar shows: moves, lights taken and total, status."""
    total = len(state.level.lights)
    return {"moves": state.moves, "lights": total - lights_left(state), "total": total, "status": state.status}


def to_dict(state):
    """The state as JSON-ready data in the conformance traces' layout."""
    return {
        "player": list(state.player),
        "collected": state.collected,
        "walls": [list(cell) for cell in sorted(state.walls)],
        "queue": [[list(cell), left] for cell, left in state.queue],
        "moves": state.moves,
        "status": state.status,
        "trail": [list(cell) for cell in state.trail],
    }
