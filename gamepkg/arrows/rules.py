"""Arrow Rotation (矢印回転ゲーム): place an arrow, then every arrow it leads to turns a quarter.

The rules, from the seed blog post (数学デー派生ゲーム「亜・矢印回転ゲーム」):

- A W x H board starts empty. Players take turns; on your turn you place one arrow pointing
  right, down, left or up (directions 0, 1, 2, 3).
- The very first arrow of the game may go on any cell. Every later arrow goes on an empty cell
  that touches an arrow on one of its four sides (a diagonal touch does not count).
- Then the walk: step one cell the way the new arrow points. On every arrow you reach, turn it
  90 degrees clockwise and step the way it points now. Stop on an empty cell or off the board.
  Cells may be visited more than once (the new arrow too) and turn again each time.
- The placement scores one point per turn made during the walk.
- When every cell holds an arrow the game ends. The highest score wins; a tie shares the win.

Moves are text: ``"x,y,d"`` with a 0-based column x, a 0-based row y and a direction d, e.g. ``"2,0,1"``.
Refusals (IllegalMove reasons): game_over, bad_move, off_board, occupied, not_adjacent, bad_direction.
Events after a move (``State.events``): ("placed", player, x, y, d), ("stopped", x, y, off_board 0/1),
("scored", player, points) and, at the end, ("game_over", number of winners). ``State.last_walk``
holds every turn of the walk for the view to animate; ``walk()`` previews a move without playing it.
Parameters encode as ``7x7,H,N``: the size, then one letter per seat (H human, E easy, N normal,
X hard computer), optionally ``=name`` percent-encoded (``H=Ann``, ``N=%E3%81%82``).

Exercises: Help → How This Game Is Made lists them in the player's language. Their texts are the
``arrows.exercise.N`` messages in gamepkg/arrows/messages.py: each names every place to change and the
seed playthroughs that will then differ (``python -m pytest -m "not seed"`` runs the other tests).
"""

import re
import urllib.parse
from dataclasses import dataclass

from gamepkg.rules import IllegalMove, ParamsError, parse_ascii_int

GAME = "arrows"

EMPTY = -1
RIGHT, DOWN, LEFT, UP = 0, 1, 2, 3
DIRECTIONS = (RIGHT, DOWN, LEFT, UP)
STEPS = ((1, 0), (0, 1), (-1, 0), (0, -1))  # (dx, dy) for each direction
DIRECTION_KEYS = "DSAW"  # the seed's WASD keys: D = right, S = down, A = left, W = up
TURN_STEP = 1  # quarter turns an arrow makes each time the walk reaches it: 1 clockwise, -1 counter-clockwise

REASONS = ("game_over", "bad_move", "off_board", "occupied", "not_adjacent", "bad_direction")
EVENTS = ("placed", "stopped", "scored", "game_over")

SIZE_MIN = 2  # the seed's SIZE() refuses smaller boards
SIZE_MAX = 15
PLAYERS_MIN = 2
PLAYERS_MAX = 6
NAME_MAX = 20

KINDS = ("human", "easy", "normal", "hard")
KIND_LETTERS = {"human": "H", "easy": "E", "normal": "N", "hard": "X"}
LETTER_KINDS = {letter: kind for kind, letter in KIND_LETTERS.items()}

NUMBER = r"(0|-?[1-9][0-9]{0,8})"  # at most 9 digits: longer numbers are bad_move
MOVE_PATTERN = re.compile(rf"{NUMBER},{NUMBER},{NUMBER}", re.ASCII)
SIZE_PATTERN = re.compile(r"([1-9][0-9]?)x([1-9][0-9]?)", re.ASCII)
NAME_PATTERN = re.compile(r"[A-Za-z0-9_.~%-]+", re.ASCII)


# ---------------------------------------------------------------- parameters

@dataclass(frozen=True)
class Params:
    """Board size and the seats: ``seats`` holds each player's kind, ``names`` their names ('' = default)."""

    width: int = 7
    height: int = 7
    seats: tuple = ("human", "normal")
    names: tuple = ()

    def __post_init__(self):
        """Drop trailing empty names so that equal games compare equal."""
        names = self.names
        if isinstance(names, (tuple, list)):
            names = list(names)
            while names and names[-1] == "":
                names.pop()
            object.__setattr__(self, "names", tuple(names))

    @property
    def players(self):
        """The number of players."""
        return len(self.seats)

    def name_of(self, player):
        """The chosen name of seat ``player`` (0-based), or '' when the view should use a default."""
        return self.names[player] if player < len(self.names) else ""

    def problem(self):
        """The first thing wrong with these parameters as (message id, fields), or None when fine."""
        for label, value in (("width", self.width), ("height", self.height)):
            if type(value) is not int or not SIZE_MIN <= value <= SIZE_MAX:
                return f"arrows.params.{label}", {"min": SIZE_MIN, "max": SIZE_MAX, "value": str(value)}
        return board_problem(self)

    def encode(self):
        """Compact ASCII text such as ``7x7,H,N`` or ``5x5,H=Ann,X=Bot`` (names percent-encoded)."""
        parts = [f"{self.width}x{self.height}"]
        for player, kind in enumerate(self.seats):
            name = self.name_of(player)
            quoted = urllib.parse.quote(name, safe="")
            parts.append(KIND_LETTERS[kind] + (f"={quoted}" if name else ""))
        return ",".join(parts)

    @classmethod
    def decode(cls, text):
        """Read ``encode()`` output back; ParamsError (a ValueError with a message id) for anything else."""
        parts = text.split(",") if isinstance(text, str) else [""]
        size = SIZE_PATTERN.fullmatch(parts[0])
        if size is None:
            raise ParamsError("arrows.params.no_size")
        seats, names = [], []
        for number, part in enumerate(parts[1:], start=1):
            kind, name = decode_seat(part, number)
            seats.append(kind)
            names.append(name)
        params = cls(parse_ascii_int(size.group(1)), parse_ascii_int(size.group(2)), tuple(seats), names)
        problem = params.problem()
        if problem:
            raise ParamsError(problem[0], **problem[1])
        return params


def decode_seat(part, number):
    """Read one seat such as ``H`` or ``N=Bob``; returns (kind, name) or raises ParamsError."""
    letter, equals, quoted = part.partition("=")
    if letter not in LETTER_KINDS:
        raise ParamsError("arrows.params.seat_letter", number=number)
    if not equals:
        return LETTER_KINDS[letter], ""
    if not NAME_PATTERN.fullmatch(quoted):
        raise ParamsError("arrows.params.name_not_encoded", number=number)
    try:
        name = urllib.parse.unquote(quoted, errors="strict")
    except UnicodeDecodeError:
        raise ParamsError("arrows.params.name_not_utf8", number=number) from None
    if urllib.parse.quote(name, safe="") != quoted:
        raise ParamsError("arrows.params.name_not_standard", number=number)
    return LETTER_KINDS[letter], name


def board_problem(params):
    """(message id, fields) for what even a hand-made Params must not have (seats, names, board), or None."""
    for label, value in (("width", params.width), ("height", params.height)):
        if type(value) is not int or not 1 <= value <= SIZE_MAX:
            return f"arrows.params.{label}", {"min": 1, "max": SIZE_MAX, "value": str(value)}
    if not isinstance(params.seats, tuple) or not PLAYERS_MIN <= len(params.seats) <= PLAYERS_MAX:
        return "arrows.params.players", {"min": PLAYERS_MIN, "max": PLAYERS_MAX}
    for number, kind in enumerate(params.seats, start=1):
        if kind not in KINDS:
            return "arrows.params.seat_letter", {"number": number}
    if not isinstance(params.names, tuple) or len(params.names) > len(params.seats):
        return "arrows.params.extra_names", {}
    for number, name in enumerate(params.names, start=1):
        if not isinstance(name, str) or len(name) > NAME_MAX or not name.isprintable():
            return "arrows.params.bad_name", {"number": number, "most": NAME_MAX}
    return None


DEFAULT_PARAMS = Params(7, 7, ("human", "normal"))
PRESETS = {
    "vs_normal_7x7": DEFAULT_PARAMS,
    "duel_5x5": Params(5, 5, ("human", "human")),
    "three_7x7": Params(7, 7, ("human", "human", "human")),
    "vs_easy_5x5": Params(5, 5, ("human", "easy")),
    "vs_hard_9x9": Params(9, 9, ("human", "hard")),
    "four_9x9": Params(9, 9, ("human", "normal", "normal", "normal")),
    "big_15x15": Params(15, 15, ("human", "hard")),
}


# ---------------------------------------------------------------- state

@dataclass(frozen=True)
class Turn:
    """One arrow turned during a walk: its cell and its direction before and after the turn."""

    x: int
    y: int
    before: int
    after: int


@dataclass(frozen=True)
class Walk:
    """A placement's chain walk: the new arrow, every turn in order, where it stopped, and the score."""

    x: int
    y: int
    direction: int
    turns: tuple  # Turn, in the order they happened
    stop: tuple  # (x, y) of the empty cell or the off-board cell where the walk ended
    off_board: bool
    gained: int


@dataclass(frozen=True)
class State:
    """A position: ``board[y][x]`` is EMPTY or a direction; ``current`` is the 0-based player to move."""

    width: int
    height: int
    board: tuple
    scores: tuple
    current: int = 0
    round: int = 1
    placements: int = 0
    last_walk: Walk = None
    events: tuple = ()

    @property
    def players(self):
        """The number of players."""
        return len(self.scores)

    @property
    def ended(self):
        """True once every cell holds an arrow."""
        return self.placements >= self.width * self.height


@dataclass(frozen=True)
class Result:
    """What ``result(state)`` reports: status, winners (0-based, [] while playing), player to move, scores."""

    status: str
    winners: tuple
    current: int
    scores: tuple


def new_game(params, seed=0):
    """An empty board for ``params`` (the seed is unused: the game has no chance)."""
    problem = board_problem(params)
    if problem:
        raise ParamsError(problem[0], **problem[1])
    board = tuple((EMPTY,) * params.width for _ in range(params.height))
    return State(params.width, params.height, board, (0,) * params.players)


# ---------------------------------------------------------------- moves

def move_text(x, y, direction):
    """The move string for placing an arrow pointing ``direction`` on column x, row y."""
    return f"{x},{y},{direction}"


def parse_move(text):
    """Read ``"x,y,d"`` into three ints, or raise IllegalMove('bad_move') for any other text."""
    match = MOVE_PATTERN.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise IllegalMove("bad_move")
    return tuple(int(part) for part in match.groups())


def on_board(state, x, y):
    """True when (x, y) is a cell of the board."""
    return 0 <= x < state.width and 0 <= y < state.height


def touches_arrow(state, x, y):
    """True when one of the four side neighbours of (x, y) holds an arrow."""
    for dx, dy in STEPS:
        nx, ny = x + dx, y + dy
        if on_board(state, nx, ny) and state.board[ny][nx] != EMPTY:
            return True
    return False


def cell_problem(state, x, y):
    """Why an arrow may not go on (x, y) now, as a reason code, or None when it may."""
    if state.ended:
        return "game_over"
    if not on_board(state, x, y):
        return "off_board"
    if state.placements == 0:
        return None  # the very first arrow may go anywhere
    if state.board[y][x] != EMPTY:
        return "occupied"
    if not touches_arrow(state, x, y):
        return "not_adjacent"
    return None


def check_placement(state, x, y, direction):
    """Raise IllegalMove when placing ``direction`` on (x, y) is against the rules."""
    reason = cell_problem(state, x, y)
    if reason == "off_board":
        raise IllegalMove(reason, x=x, y=y)
    if reason:
        raise IllegalMove(reason)
    if direction not in DIRECTIONS:
        raise IllegalMove("bad_direction", direction=direction)


def legal_cells(state):
    """Every (x, y) where an arrow may go now, row by row."""
    return [(x, y) for y in range(state.height) for x in range(state.width) if cell_problem(state, x, y) is None]


def legal_moves(state):
    """Every legal move string, row by row, directions in the order right, down, left, up."""
    return [move_text(x, y, d) for x, y in legal_cells(state) for d in DIRECTIONS]


def turned(direction):
    """The direction an arrow pointing ``direction`` points after the walk turns it (TURN_STEP quarters)."""
    return (direction + TURN_STEP) % 4


def run_walk(board, width, height, x, y, direction):
    """Place the arrow on a copy of ``board`` and walk; returns (new board as rows, Walk)."""
    rows = [list(row) for row in board]
    rows[y][x] = direction
    turns = []
    cx, cy = x + STEPS[direction][0], y + STEPS[direction][1]
    while 0 <= cx < width and 0 <= cy < height and rows[cy][cx] != EMPTY:
        before = rows[cy][cx]
        after = turned(before)
        rows[cy][cx] = after
        turns.append(Turn(cx, cy, before, after))
        cx, cy = cx + STEPS[after][0], cy + STEPS[after][1]
    off = not (0 <= cx < width and 0 <= cy < height)
    walk_record = Walk(x, y, direction, tuple(turns), (cx, cy), off, len(turns))
    return tuple(tuple(row) for row in rows), walk_record


def walk(state, x, y, direction):
    """Preview: the Walk that placing ``direction`` on (x, y) would make, without playing it."""
    check_placement(state, x, y, direction)
    return run_walk(state.board, state.width, state.height, x, y, direction)[1]


def next_player(state):
    """The 0-based player who moves after the player to move in ``state`` (the seats take turns in order)."""
    return (state.current + 1) % state.players


def apply(state, move):
    """The state after ``move`` (``"x,y,d"``); raises IllegalMove and changes nothing if refused."""
    if state.ended:
        raise IllegalMove("game_over")
    x, y, direction = parse_move(move)
    check_placement(state, x, y, direction)
    board, walk_record = run_walk(state.board, state.width, state.height, x, y, direction)
    player = state.current
    scores = list(state.scores)
    scores[player] += walk_record.gained
    following = next_player(state)
    new_state = State(
        width=state.width,
        height=state.height,
        board=board,
        scores=tuple(scores),
        current=following,
        round=state.round + (1 if following == 0 else 0),
        placements=state.placements + 1,
        last_walk=walk_record,
    )
    stop_x, stop_y = walk_record.stop
    events = [("placed", player, x, y, direction), ("stopped", stop_x, stop_y, int(walk_record.off_board)),
              ("scored", player, walk_record.gained)]
    if new_state.ended:
        events.append(("game_over", len(winners(new_state))))
    return _with_events(new_state, tuple(events))


def _with_events(state, events):
    """A copy of ``state`` carrying ``events``."""
    return State(state.width, state.height, state.board, state.scores, state.current, state.round,
                 state.placements, state.last_walk, events)


# ---------------------------------------------------------------- results

def status(state):
    """``"playing"`` until the board is full, then ``"ended"``."""
    return "ended" if state.ended else "playing"


def winners(state):
    """The 0-based players with the highest score once the game has ended; () while playing."""
    if not state.ended:
        return ()
    best = max(state.scores)
    return tuple(player for player, score in enumerate(state.scores) if score == best)


def result(state):
    """Status, winners, player to move and scores together, as data."""
    return Result(status(state), winners(state), state.current, state.scores)


def empty_cells(state):
    """How many cells are still empty."""
    return state.width * state.height - state.placements
