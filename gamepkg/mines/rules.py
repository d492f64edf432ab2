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

The game is spread over a few files, one job each: mines_params.py (the board's parameters and presets),
mines_grid.py (neighbours, counts, the flood fill), this file (the moves and what a cell shows) and
mines_text.py (events and refusals as messages). Their public names are all importable from here.

Exercises: Help → How This Game Is Made lists them in the player's language. Their texts are the
``mines.exercise.N`` messages in gamepkg/mines/messages.py: each names every place to change and the
seed playthroughs that will then differ (``python -m pytest -m "not seed"`` runs the other tests).
"""

import random
import re
from dataclasses import dataclass, field

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.mines import grid as mines_grid
from gamepkg.mines.cells import EMPTY, CellSet  # noqa: F401 (CellSet: the type of opened, flags, questions)
from gamepkg.mines.grid import MineCounts, compute_counts, flood, neighbours, random_mines, safe_zone  # noqa: F401
from gamepkg.mines.ids import too_big  # noqa: F401 (too_big: engine contract)
from gamepkg.mines.params import (  # noqa: F401
    CUSTOM_MAX_SIDE,
    CUSTOM_MIN_MINES,
    CUSTOM_MIN_SIDE,
    DEFAULT_PARAMS,
    MAX_SIDE,
    PRESETS,
    Params,
    custom_params,
    custom_problems,
    safe_zone_cells,
    validate,
)
from gamepkg.mines.text import event_message, reason_message  # noqa: F401
from gamepkg.rules import PLAYING, IllegalMove

# The engine's names, with those it re-exports from the modules it is split into (mines_cells, mines_grid,
# mines_ids, mines_params, mines_text), so that views, tests and exercises need only ``gamepkg.mines.rules``.
__all__ = [
    "GAME", "PLAYING", "WON", "LOST", "NO_GUESS_TRIES", "NO_GUESS_CELL_BUDGET", "NO_GUESS_MAX_CELLS",
    "NO_GUESS_STEPS", "State", "no_guess_tries", "place_mines", "new_game", "parse_move", "apply", "preview",
    "status", "mark_at", "next_mark_move", "count_at", "mines_left", "cell_view", "changed_cells", "view_grid",
    "legal_moves", "IllegalMove",
    "EMPTY", "CellSet", "MineCounts", "compute_counts", "flood", "neighbours", "random_mines", "safe_zone",
    "too_big", "CUSTOM_MAX_SIDE", "CUSTOM_MIN_MINES", "CUSTOM_MIN_SIDE", "DEFAULT_PARAMS", "MAX_SIDE", "PRESETS",
    "Params", "custom_params", "custom_problems", "safe_zone_cells", "validate", "event_message", "reason_message",
]

GAME = "mines"

NO_GUESS_TRIES = 60        # boards tried before a no-guess game gives up and plays a normal board
NO_GUESS_CELL_BUDGET = 100_000  # ... and fewer on big boards: tries x cells stays within this
NO_GUESS_MAX_CELLS = 10_000    # bigger boards do not even try (a 100x100 custom board still does)
NO_GUESS_STEPS = 150_000       # solver steps (gamepkg/budget.py) all the tries may take together (~1 s)

NO_MARK, FLAG, QUESTION = 0, 1, 2

WON, LOST = "won", "lost"  # and PLAYING, the status every engine shares (gamepkg/rules.py)

_NUMBER = r"(0|-?[1-9][0-9]{0,6})"
_MOVE_PATTERN = re.compile(rf"([oc]){_NUMBER},{_NUMBER}|m{_NUMBER},{_NUMBER},([0-2])")


@dataclass(frozen=True)
class State:
    """A position: where the mines are, what is open or marked, and how the game stands."""

    params: Params
    seed: int
    mines: frozenset = None        # mine cells {(x, y)}; None until the first open of a random board
    counts: MineCounts = None      # mines around each cell, row by row (-1 for a mine); None like mines
    opened: CellSet = EMPTY        # CellSets: a move copies only the rows it changes (gamepkg/mines/cells.py)
    flags: CellSet = EMPTY
    questions: CellSet = EMPTY
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


def no_guess_tries(params):
    """How many boards a no-guess game tries: fewer on big boards, none beyond NO_GUESS_MAX_CELLS."""
    if params.cells > NO_GUESS_MAX_CELLS:
        return 0
    return min(NO_GUESS_TRIES, max(1, NO_GUESS_CELL_BUDGET // params.cells))


def place_mines(params, seed, x, y):
    """Mines for a first open at (x, y): ``(mines, gave_up_no_guess)``, the same for the same seed and cell."""
    rng = random.Random(seed)
    zone = mines_grid.safe_zone(params.width, params.height, x, y, params.mines)  # the rule's one home
    first = random_mines(rng, params, zone)
    if not params.no_guess:
        return first, False
    from gamepkg.mines import solver as mines_solver  # with the first no-guess board, not at start-up
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
                 counts=MineCounts(params.width, params.height, params.layout))


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
        counts = MineCounts(state.width, state.height, mines)
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
    rows = {}  # {y: set of x}: a cascade of a million cells makes no million (x, y) pairs
    for x, y in hit:
        rows.setdefault(y, set()).add(x)
    for x, y in cells:
        if x not in rows.get(y, ()):
            mines_grid.flood_rows(width, height, counts, (x, y), state.opened, state.flags, rows)
    newly = CellSet.from_rows(rows)
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


def changed_cells(before, after):
    """The cells whose cell_view may differ between two states of one game, or None when any cell may
    (another board, the first open placing the mines, a game that ended and shows every mine)."""
    if before.params != after.params or before.mines is not after.mines or before.status != after.status:
        return None
    cells = set(before.opened.differences(after.opened))
    cells.update(before.flags.differences(after.flags), before.questions.differences(after.questions))
    cells.update(before.exploded ^ after.exploded)
    return cells


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
