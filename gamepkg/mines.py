"""Minesweeper: open every cell that hides no mine.

Rules
- Mines hide in some cells of a width x height board. Opening a mine loses the game.
- An opened cell shows how many of its 8 neighbours hide a mine. Opening a 0 also opens its
  neighbours, and every further 0 found that way spreads again (a flood fill).
- You win when every cell without a mine is open.
- A hidden cell may carry a mark: a flag (you think a mine is there; a flagged cell cannot be
  opened, not even by a flood fill) or a question mark (just a note).
- Chord: on an opened number with exactly that many flags around it, open all its other hidden
  neighbours at once. A wrong flag makes you open a mine.
- On a random board the mines are placed at the first open and never in the 3x3 block around it,
  so the first open always starts a flood. A board with a fixed layout (a game ID with ':') has no
  such safety: the mines are where the layout says from the start.

Moves (x = column, y = row, both from 0): ``o3,4`` opens, ``m3,4,1`` sets the mark (0 none,
1 flag, 2 question mark), ``c3,4`` chords.

Exercises: Help → How This Game Is Made lists them in the player's language. Their texts are the
``mines.exercise.N`` messages in gamepkg/messages/mines.py: each names every place to change and the
seed playthroughs that will then differ (``python -m pytest -m "not seed"`` runs the other tests).
"""

import random
import re
from dataclasses import dataclass, field

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.mines_ids import layout_from_hex, layout_to_hex, too_big  # noqa: F401 (too_big: engine contract)
from gamepkg.i18n import Text
from gamepkg.rules import IllegalMove, ParamsError, parse_ascii_int

GAME = "mines"

MAX_SIDE = 1000            # the largest board a game ID may ask for
CUSTOM_MIN_SIDE = 5        # limits of the "custom board" dialog
CUSTOM_MAX_SIDE = 100
CUSTOM_MIN_MINES = 1
NO_GUESS_TRIES = 60        # boards tried before a no-guess game gives up and plays a normal board
NO_GUESS_CELL_BUDGET = 100_000  # ... and fewer on big boards: tries x cells stays within this
NO_GUESS_MAX_CELLS = 10_000    # bigger boards do not even try (a 100x100 custom board still does)
NO_GUESS_STEPS = 150_000       # solver steps (gamepkg/budget.py) all the tries may take together (~1 s)

NO_MARK, FLAG, QUESTION = 0, 1, 2

PLAYING, WON, LOST = "playing", "won", "lost"

_NUMBER = r"(0|-?[1-9][0-9]{0,6})"
_MOVE_PATTERN = re.compile(rf"([oc]){_NUMBER},{_NUMBER}|m{_NUMBER},{_NUMBER},([0-2])")
_PARAMS_PATTERN = re.compile(r"([1-9][0-9]{0,3})x([1-9][0-9]{0,3})n(0|[1-9][0-9]{0,6})(g|:([0-9A-Za-z]*))?")


@dataclass(frozen=True)
class Params:
    """A board: its size, its number of mines, and optionally a fixed layout or the no-guess wish."""

    width: int
    height: int
    mines: int
    layout: frozenset = None   # fixed mine cells {(x, y)}, or None for mines placed at the first open
    no_guess: bool = False     # random boards only: make the board solvable by logic alone

    def __post_init__(self):
        """Refuse parameters that cannot make a board (ValueError with the reason)."""
        for name in ("width", "height", "mines"):
            if type(getattr(self, name)) is not int:
                raise ValueError(f"{name} must be a whole number")
        if not (1 <= self.width <= MAX_SIDE and 1 <= self.height <= MAX_SIDE):
            raise ParamsError("mines.params.bad_size", most=MAX_SIDE)
        if not 0 <= self.mines <= self.width * self.height:
            raise ParamsError("mines.params.too_many_mines", width=self.width, height=self.height,
                              most=self.cells, mines=self.mines)
        if self.layout is not None:
            if not isinstance(self.layout, frozenset):
                raise ValueError("the layout must be a frozenset of (x, y) cells")
            if any(not (isinstance(c, tuple) and len(c) == 2 and self.on_board(*c)) for c in self.layout):
                raise ValueError("every mine of the layout must be a cell on the board")
            if len(self.layout) != self.mines:
                raise ParamsError("mines.params.layout_count", found=len(self.layout), mines=self.mines)
            if self.no_guess:
                raise ValueError("a fixed layout cannot also ask for a no-guess board")
        if type(self.no_guess) is not bool:
            raise ValueError("no_guess must be True or False")

    @property
    def cells(self):
        """How many cells the board has."""
        return self.width * self.height

    def on_board(self, x, y):
        """True when (x, y) is a cell of this board."""
        return type(x) is int and type(y) is int and 0 <= x < self.width and 0 <= y < self.height

    def encode(self):
        """Compact text: ``16x16n40``, ``16x16n40g`` (no-guess) or ``3x2n2:a4`` (fixed layout)."""
        text = f"{self.width}x{self.height}n{self.mines}"
        if self.layout is not None:
            return text + ":" + layout_to_hex(self.width, self.height, self.layout)
        return text + ("g" if self.no_guess else "")

    @classmethod
    def decode(cls, text):
        """Read ``encode()`` text back; ParamsError (a ValueError with a message id) for anything else."""
        match = _PARAMS_PATTERN.fullmatch(text) if isinstance(text, str) else None
        if not match:
            raise ParamsError("mines.params.shape")
        width, height, mines = (parse_ascii_int(match.group(i)) for i in (1, 2, 3))
        if not (width <= MAX_SIDE and height <= MAX_SIDE):
            raise ParamsError("mines.params.bad_size", most=MAX_SIDE)
        if mines > width * height:
            raise ParamsError("mines.params.too_many_mines", width=width, height=height, most=width * height,
                              mines=mines)
        if match.group(4) is None or match.group(4) == "g":
            return cls(width, height, mines, no_guess=match.group(4) == "g")
        layout = layout_from_hex(width, height, match.group(5))
        if len(layout) != mines:
            raise ParamsError("mines.params.layout_count", found=len(layout), mines=mines)
        return cls(width, height, mines, layout=layout)


PRESETS = {
    "beginner": Params(9, 9, 10),
    "intermediate": Params(16, 16, 40),
    "expert": Params(30, 16, 99),
}
DEFAULT_PARAMS = PRESETS["beginner"]


def validate(width, height, mines):
    """Check the custom-board dialog's numbers: None when fine, else (message key, fields)."""
    values = {"width": width, "height": height, "mines": mines}
    for name, value in values.items():
        if isinstance(value, str):
            if not re.fullmatch(r"[0-9]{1,7}", value.strip()):
                return "mines.custom.not_number", {"field": Text(f"mines.custom.{name}", {})}
            values[name] = int(value.strip())
        elif type(value) is not int:
            return "mines.custom.not_number", {"field": Text(f"mines.custom.{name}", {})}
    for name in ("width", "height"):
        if not CUSTOM_MIN_SIDE <= values[name] <= CUSTOM_MAX_SIDE:
            return f"mines.custom.{name}_range", {"min": CUSTOM_MIN_SIDE, "max": CUSTOM_MAX_SIDE,
                                                  "value": values[name]}
    most = values["width"] * values["height"] - safe_zone_cells()  # room for the first open's safe zone
    if not CUSTOM_MIN_MINES <= values["mines"] <= most:
        return "mines.custom.mines_range", {"min": CUSTOM_MIN_MINES, "max": most, "value": values["mines"]}
    return None


def custom_params(width, height, mines, no_guess=False):
    """Params for the custom dialog's numbers (ints or digit text); ParamsError when ``validate`` objects."""
    problem = validate(width, height, mines)
    if problem:
        raise ParamsError(problem[0], **problem[1])
    return Params(int(width), int(height), int(mines), no_guess=no_guess)


@dataclass(frozen=True)
class State:
    """A position: where the mines are, what is open or marked, and how the game stands."""

    params: Params
    seed: int
    mines: frozenset = None        # mine cells {(x, y)}; None until the first open of a random board
    counts: tuple = None           # mines around each cell, row by row (-1 for a mine); None like mines
    opened: frozenset = frozenset()
    flags: frozenset = frozenset()
    questions: frozenset = frozenset()
    status: str = PLAYING
    exploded: frozenset = frozenset()  # the mines the player opened (the game is lost)
    gave_up_no_guess: bool = False     # the no-guess generator found no board and dealt a normal one
    events: tuple = field(default=(), compare=False)  # what the last move did, as data

    @property
    def width(self):
        """Board width in cells."""
        return self.params.width

    @property
    def height(self):
        """Board height in cells."""
        return self.params.height

    @property
    def mines_placed(self):
        """True once the mines are on the board."""
        return self.mines is not None


def neighbours(width, height, x, y):
    """The up to 8 cells around (x, y) on a ``width`` x ``height`` board."""
    if 0 < x < width - 1 and 0 < y < height - 1:  # the quick way, away from the edges
        return [(x - 1, y - 1), (x, y - 1), (x + 1, y - 1), (x - 1, y),
                (x + 1, y), (x - 1, y + 1), (x, y + 1), (x + 1, y + 1)]
    return [(nx, ny)
            for ny in range(max(y - 1, 0), min(y + 2, height))
            for nx in range(max(x - 1, 0), min(x + 2, width))
            if (nx, ny) != (x, y)]


def compute_counts(width, height, mines):
    """The tuple of mine counts, row by row, with -1 on the mines themselves."""
    counts = [0] * (width * height)
    for x, y in mines:
        for ny in range(max(y - 1, 0), min(y + 2, height)):
            row = ny * width
            for number in range(row + max(x - 1, 0), row + min(x + 2, width)):
                counts[number] += 1  # the mine's own cell too: it becomes -1 below
    for x, y in mines:
        counts[y * width + x] = -1
    return tuple(counts)


def flood(width, height, counts, start, opened, flags=frozenset()):
    """The list of cells opened by opening the safe cell ``start``: 0s spread to their neighbours.

    Cells in ``opened`` (already open) and ``flags`` (protected) are never included. It uses a stack,
    not recursion, and cell numbers (y * width + x) inside, so a flood over a million cells works.
    """
    seen = bytearray(width * height)  # 1 for every cell number looked at already
    first = start[1] * width + start[0]
    seen[first] = 1
    found = [start]
    stack = [first]
    while stack:
        index = stack.pop()
        if counts[index] != 0:
            continue
        y, x = divmod(index, width)
        if 0 < x < width - 1 and 0 < y < height - 1:  # the quick way, away from the edges
            up, down = index - width, index + width
            around = (up - 1, up, up + 1, index - 1, index + 1, down - 1, down, down + 1)
        else:
            around = [ny * width + nx for nx, ny in neighbours(width, height, x, y)]
        for number in around:
            if not seen[number]:
                seen[number] = 1
                cell = (number % width, number // width)
                if cell not in opened and cell not in flags:
                    found.append(cell)
                    stack.append(number)
    return found


def safe_zone(width, height, x, y, mines):
    """The cells kept free of mines at the first open: its 3x3 block, or less when the board is too full."""
    block = set(neighbours(width, height, x, y)) | {(x, y)}
    if width * height - len(block) >= mines:
        return block
    if width * height - 1 >= mines:
        return {(x, y)}
    return set()


def safe_zone_cells():
    """How many cells ``safe_zone`` keeps free of mines around a first open in the middle of a big board."""
    return len(safe_zone(CUSTOM_MAX_SIDE, CUSTOM_MAX_SIDE, CUSTOM_MAX_SIDE // 2, CUSTOM_MAX_SIDE // 2, 0))


def random_mines(rng, params, zone):
    """``params.mines`` cells drawn at random, none of them in ``zone``."""
    width, height = params.width, params.height
    # The draw is in random order, so the first cells outside the zone are a fair choice.
    drawn = rng.sample(range(width * height), params.mines + len(zone))
    cells = [(number % width, number // width) for number in drawn]
    return frozenset([cell for cell in cells if cell not in zone][:params.mines])


def no_guess_tries(params):
    """How many boards a no-guess game tries: fewer on big boards, none beyond NO_GUESS_MAX_CELLS."""
    if params.cells > NO_GUESS_MAX_CELLS:
        return 0
    return min(NO_GUESS_TRIES, max(1, NO_GUESS_CELL_BUDGET // params.cells))


def place_mines(params, seed, x, y):
    """Mines for a first open at (x, y): ``(mines, gave_up_no_guess)``, the same for the same seed and cell."""
    rng = random.Random(seed)
    zone = safe_zone(params.width, params.height, x, y, params.mines)
    first = random_mines(rng, params, zone)
    if not params.no_guess:
        return first, False
    from gamepkg import mines_solver  # imported here because the solver imports this module
    budget = SearchBudget(max_steps=NO_GUESS_STEPS)  # steps, not seconds: the same board on every computer
    layout = first
    try:
        for _ in range(no_guess_tries(params)):
            if mines_solver.solvable(params.width, params.height, layout, (x, y), budget):
                return layout, False
            layout = random_mines(rng, params, zone)
    except SearchStopped:
        pass  # too much work: give up like after the last try
    return first, True


def new_game(params, seed=0):
    """A fresh game: mines from the fixed layout, or (random boards) placed later at the first open."""
    if params.layout is None:
        return State(params, seed)
    return State(params, seed, mines=params.layout,
                 counts=compute_counts(params.width, params.height, params.layout))


def parse_move(move):
    """Split a move string into (kind, x, y, mark) or raise IllegalMove('bad_move')."""
    if not isinstance(move, str):
        raise IllegalMove("bad_move")
    match = _MOVE_PATTERN.fullmatch(move)
    if not match:
        raise IllegalMove("bad_move")
    if match.group(1):
        return match.group(1), int(match.group(2)), int(match.group(3)), None
    return "m", int(match.group(4)), int(match.group(5)), int(match.group(6))


def apply(state, move):
    """The state after ``move``; raises IllegalMove (and changes nothing) when the rules refuse it."""
    kind, x, y, mark = parse_move(move)
    if state.status != PLAYING:
        raise IllegalMove("game_over", status=state.status)
    if not state.params.on_board(x, y):
        raise IllegalMove("off_board", x=x, y=y)
    if kind == "o":
        return _open(state, x, y)
    if kind == "c":
        return _chord(state, x, y)
    return _mark(state, x, y, mark)


def preview(state, move):
    """What ``move`` would lead to, without playing it (the state is never changed anyway)."""
    return apply(state, move)


def _open(state, x, y):
    """Open the hidden cell (x, y)."""
    cell = (x, y)
    if cell in state.opened:
        raise IllegalMove("already_open", x=x, y=y)
    if cell in state.flags:
        raise IllegalMove("flagged", x=x, y=y)
    events = [("open", x, y)]
    if state.mines is None:
        mines, gave_up = place_mines(state.params, state.seed, x, y)
        counts = compute_counts(state.width, state.height, mines)
        state = State(state.params, state.seed, mines, counts, state.opened, state.flags, state.questions,
                      gave_up_no_guess=gave_up)
        events.append(("mines_placed", len(mines)))
        if gave_up:
            events.append(("no_guess_gave_up",))
    return _reveal(state, [cell], events)


def _chord(state, x, y):
    """Open every unflagged hidden neighbour of the opened number at (x, y) when its flags match it."""
    if (x, y) not in state.opened:
        raise IllegalMove("not_opened", x=x, y=y)
    number = state.counts[y * state.width + x]
    around = neighbours(state.width, state.height, x, y)
    flags = sum(1 for cell in around if cell in state.flags)
    if flags != number:
        raise IllegalMove("chord_count", x=x, y=y, number=number, flags=flags)
    targets = [cell for cell in around if cell not in state.opened and cell not in state.flags]
    if not targets:
        raise IllegalMove("nothing_to_open", x=x, y=y)
    return _reveal(state, targets, [("chord", x, y, len(targets))])


def _reveal(state, cells, events):
    """Open ``cells`` (hidden, unflagged, mines placed): flood from safe ones, lose on any mine."""
    width, height, counts = state.width, state.height, state.counts
    hit = frozenset(cell for cell in cells if cell in state.mines)
    newly = set(hit)
    for cell in cells:
        if cell not in newly:
            newly.update(flood(width, height, counts, cell, state.opened, state.flags))
    opened = state.opened | newly
    events.append(("opened", len(newly)))
    if hit:
        status = LOST
        events.extend(("boom", mx, my) for mx, my in sorted(hit))
        events.append(("lost",))
    elif len(opened) == state.params.cells - len(state.mines):
        status = WON
        events.append(("won",))
    else:
        status = PLAYING
    questions = state.questions - newly if state.questions else state.questions
    return State(state.params, state.seed, state.mines, counts, opened, state.flags, questions, status,
                 hit, state.gave_up_no_guess, tuple(events))


def _mark(state, x, y, mark):
    """Set the mark of the hidden cell (x, y) to ``mark`` (NO_MARK, FLAG or QUESTION)."""
    cell = (x, y)
    if cell in state.opened:
        raise IllegalMove("already_open", x=x, y=y)
    if mark == mark_at(state, x, y):
        raise IllegalMove("same_mark", x=x, y=y, mark=mark)
    flags = state.flags - {cell} if mark != FLAG else state.flags | {cell}
    questions = state.questions - {cell} if mark != QUESTION else state.questions | {cell}
    return State(state.params, state.seed, state.mines, state.counts, state.opened, flags, questions,
                 state.status, state.exploded, state.gave_up_no_guess, (("mark", x, y, mark),))


def status(state):
    """``"playing"``, ``"won"`` or ``"lost"``."""
    return state.status


def mark_at(state, x, y):
    """The mark on (x, y): NO_MARK, FLAG or QUESTION."""
    if (x, y) in state.flags:
        return FLAG
    if (x, y) in state.questions:
        return QUESTION
    return NO_MARK


def next_mark_move(state, x, y, questions_enabled=True):
    """The move that cycles the mark of (x, y): none -> flag -> (question ->) none."""
    current = mark_at(state, x, y)
    if current == NO_MARK:
        following = FLAG
    elif current == FLAG and questions_enabled:
        following = QUESTION
    else:
        following = NO_MARK
    return f"m{x},{y},{following}"


def count_at(state, x, y):
    """The number shown on the opened cell (x, y) (-1 for an opened mine), or None while hidden."""
    if (x, y) not in state.opened:
        return None
    return state.counts[y * state.width + x]


def mines_left(state):
    """The mines counter: mines minus flags (0 once the game is won, as every mine counts as flagged)."""
    if state.status == WON:
        return 0
    return state.params.mines - len(state.flags)


def cell_view(state, x, y):
    """What the view draws on (x, y): '0'..'8', 'hidden', 'flag', 'question', 'mine', 'exploded', 'wrong_flag'."""
    cell = (x, y)
    if cell in state.exploded:
        return "exploded"
    if cell in state.opened:
        return str(state.counts[y * state.width + x])
    is_mine = state.mines is not None and cell in state.mines
    if state.status == WON and is_mine:
        return "flag"
    if state.status == LOST:
        if cell in state.flags:
            return "flag" if is_mine else "wrong_flag"
        if is_mine:
            return "mine"
    if cell in state.flags:
        return "flag"
    if cell in state.questions:
        return "question"
    return "hidden"


def view_grid(state):
    """Every cell's ``cell_view`` code, as a tuple of rows."""
    return tuple(tuple(cell_view(state, x, y) for x in range(state.width)) for y in range(state.height))


def legal_moves(state):
    """Every move ``apply`` accepts now: opens, mark changes and chords (a long list on big boards)."""
    if state.status != PLAYING:
        return []
    moves = []
    for y in range(state.height):
        for x in range(state.width):
            if (x, y) not in state.opened:
                if (x, y) not in state.flags:
                    moves.append(f"o{x},{y}")
                current = mark_at(state, x, y)
                moves.extend(f"m{x},{y},{mark}" for mark in (NO_MARK, FLAG, QUESTION) if mark != current)
            elif _chord_allowed(state, x, y):
                moves.append(f"c{x},{y}")
    return moves


def _chord_allowed(state, x, y):
    """True when a chord on the opened cell (x, y) would be accepted."""
    around = neighbours(state.width, state.height, x, y)
    flags = sum(1 for cell in around if cell in state.flags)
    hidden = sum(1 for cell in around if cell not in state.opened and cell not in state.flags)
    return flags == state.counts[y * state.width + x] and hidden > 0


def _shown(fields):
    """Copy ``fields`` adding ``column`` and ``row``: x and y counted from 1, as every message shows them."""
    shown = dict(fields)
    if "x" in shown and "y" in shown:
        shown["column"], shown["row"] = shown["x"] + 1, shown["y"] + 1
    return shown


def event_message(event):
    """The message (key, fields) for an event tuple of ``state.events``."""
    code, numbers = event[0], event[1:]
    if code in ("open", "boom"):
        return f"mines.event.{code}", _shown({"x": numbers[0], "y": numbers[1]})
    if code == "chord":
        return "mines.event.chord", _shown({"x": numbers[0], "y": numbers[1], "count": numbers[2]})
    if code == "mark":
        return f"mines.event.mark_{numbers[2]}", _shown({"x": numbers[0], "y": numbers[1]})
    if code in ("opened", "mines_placed"):
        return f"mines.event.{code}", {"count": numbers[0]}
    return f"mines.event.{code}", {}


def reason_message(error):
    """The message (key, fields) explaining an IllegalMove raised by ``apply``."""
    return f"mines.reason.{error.reason}", _shown(error.details)
