"""Computer players for Arrow Rotation (gamepkg.arrows.rules).

- easy: on a share EASY_LOOKS_AHEAD of its moves it weighs the next player's reply as hard does; on the
  others it is a noisy one-ply scorer: what each move scores now plus a random number up to EASY_NOISE,
  the highest total played (a good move, sometimes not the best one: never a random one).
- normal: hard's choice on a share NORMAL_LOOKS_AHEAD of its moves, else the move that scores most now.
- hard: the move with the best (own score now) minus (what the next player can score in reply).

The levels are tuned so that Easy wins about one game in four against Normal, and Normal about one in four
against Hard (bench/arrows_ai.py prints the win matrix on the default board for 2 and 4 seats).

Every search is bounded by a SearchBudget (gamepkg/budget.py, one step per trial walk): when it runs out,
the computer plays the best move found so far, so a move never takes longer than ``MOVE_SECONDS``.

The walks run on a flat copy of the board (one list, ``cells[y * width + x]``) that is changed in
place and then turned back, which is far faster than building a new State for every try. How an arrow
turns is the engine's rule (``arrows.turned``): the flat board only keeps it in a table, read each time a
board is made, so that a change of the rule reaches the computer players too.
"""

import random

from gamepkg.arrows import rules as arrows
from gamepkg.budget import SearchBudget, SearchStopped

LEVELS = ("easy", "normal", "hard")
NO_LIMIT = 10 ** 9
# The levels' strength (tuned with bench/arrows_ai.py for Easy ~1 in 4 against Normal, Normal ~1 in 4 against Hard):
EASY_NOISE = 2.0  # points of random noise the easy player adds to each move's score
EASY_LOOKS_AHEAD = 0.6  # the share of the easy player's moves that weigh the reply as hard does
NORMAL_LOOKS_AHEAD = 0.85  # the share of the normal player's moves that weigh the reply as hard does


class FlatBoard:
    """A board as one list with a table of neighbours, for quick trial walks."""

    def __init__(self, state):
        """Copy the board of ``state``."""
        self.width, self.height = state.width, state.height
        self.cells = [value for row in state.board for value in row]
        self.next_cell = self._neighbour_table()
        self.turned = [arrows.turned(direction) for direction in arrows.DIRECTIONS]
        self.turned_back = [0] * len(arrows.DIRECTIONS)
        for direction, after in enumerate(self.turned):
            self.turned_back[after] = direction

    def _neighbour_table(self):
        """``next_cell[i * 4 + d]``: the index one step from cell i in direction d, or -1 off the board."""
        table = []
        for index in range(self.width * self.height):
            x, y = index % self.width, index // self.width
            for dx, dy in arrows.STEPS:
                nx, ny = x + dx, y + dy
                inside = 0 <= nx < self.width and 0 <= ny < self.height
                table.append(ny * self.width + nx if inside else -1)
        return table

    def index(self, x, y):
        """The list index of cell (x, y)."""
        return y * self.width + x

    def place(self, start, direction):
        """Place an arrow and walk, changing the cells; returns (turned indexes in order, stop index or -1)."""
        cells, next_cell, turn = self.cells, self.next_cell, self.turned
        cells[start] = direction
        turned = []
        here = next_cell[start * 4 + direction]
        while here >= 0:
            value = cells[here]
            if value < 0:
                break
            value = turn[value]
            cells[here] = value
            turned.append(here)
            here = next_cell[here * 4 + value]
        return turned, here

    def take_back(self, start, turned):
        """Undo ``place(start, ...)`` that turned ``turned``."""
        cells, turn_back = self.cells, self.turned_back
        for here in reversed(turned):
            cells[here] = turn_back[cells[here]]
        cells[start] = arrows.EMPTY

    def gain(self, start, direction):
        """What placing ``direction`` on ``start`` would score; the board is left as it was."""
        target = self.next_cell[start * 4 + direction]
        if target < 0 or self.cells[target] < 0:
            return 0
        turned, _ = self.place(start, direction)
        self.take_back(start, turned)
        return len(turned)

    def probe(self, start, direction):
        """(gain, cells the walk depends on): the turned cells plus the empty cell where it stopped."""
        turned, stop = self.place(start, direction)
        self.take_back(start, turned)
        seen = set(turned)
        if stop >= 0:
            seen.add(stop)
        return len(turned), seen

    def empty_neighbours(self, index):
        """The empty side neighbours of cell ``index``."""
        found = []
        for direction in arrows.DIRECTIONS:
            other = self.next_cell[index * 4 + direction]
            if other >= 0 and self.cells[other] < 0:
                found.append(other)
        return found


def legal_indexes(state, board):
    """The legal cells of ``state`` as FlatBoard indexes."""
    return [board.index(x, y) for x, y in arrows.legal_cells(state)]


def move_gains(state, budget=None):
    """{move string: points it would score now} for every legal move (for hints and the normal player).

    Each trial walk spends a step of ``budget`` (a SearchBudget; None: no limit), which may raise SearchStopped.
    """
    board = FlatBoard(state)
    gains = {}
    for start in legal_indexes(state, board):
        x, y = start % board.width, start // board.width
        for direction in arrows.DIRECTIONS:
            if budget is not None:
                budget.spend()
            gains[arrows.move_text(x, y, direction)] = board.gain(start, direction)
    return gains


def pick(moves, rng):
    """One of ``moves``: at random with ``rng``, else the first."""
    return rng.choice(moves) if rng is not None else moves[0]


class BestMoves:
    """The best moves a search has found so far (ties kept), so that a stopped search still has a move to play."""

    def __init__(self):
        """Nothing found yet."""
        self.value, self.moves = None, []

    def offer(self, value, move):
        """A move worth ``value`` (compared with >, e.g. a tuple): keep it if it is as good as the best so far."""
        if self.value is None or value > self.value:
            self.value, self.moves = value, [move]
        elif value == self.value:
            self.moves.append(move)


def easy_move(state, found, budget, rng):
    """Hard's choice on a share EASY_LOOKS_AHEAD of moves, else the best score now plus noise (a sensible move)."""
    if rng.random() < EASY_LOOKS_AHEAD:
        hard_move(state, found, budget)
        return
    for move, gain in move_gains(state, budget).items():
        found.offer(gain + EASY_NOISE * rng.random(), move)


def greedy_move(state, found, budget, rng=None):
    """The moves that score the most right now."""
    for move, gain in move_gains(state, budget).items():
        found.offer(gain, move)


def normal_move(state, found, budget, rng):
    """Hard's choice on a share NORMAL_LOOKS_AHEAD of moves, else the moves that score most now."""
    if rng.random() < NORMAL_LOOKS_AHEAD:
        hard_move(state, found, budget)
    else:
        greedy_move(state, found, budget)


class ReplyTable:
    """What the next player could score on the current board, to update quickly after each trial move."""

    def __init__(self, board, starts, budget):
        """Probe every move from ``starts`` on ``board`` (a step of ``budget`` each)."""
        self.starts = set(starts)
        self.budget = budget
        self.entries = []  # (gain, start, direction)
        self.by_cell = {}  # cell -> ids of entries whose walk depends on that cell
        for start in starts:
            for direction in arrows.DIRECTIONS:
                budget.spend()
                gain, seen = board.probe(start, direction)
                entry = len(self.entries)
                self.entries.append((gain, start, direction))
                for cell in seen:
                    self.by_cell.setdefault(cell, []).append(entry)
        self.by_gain = sorted(range(len(self.entries)), key=lambda entry: -self.entries[entry][0])

    def best_reply(self, board, placed, turned, floor):
        """The next player's best score after our trial move (already on ``board``); stops early at ``floor``."""
        affected = set()
        for cell in turned:
            affected.update(self.by_cell.get(cell, ()))
        affected.update(self.by_cell.get(placed, ()))
        best = 0
        for entry in self.by_gain:
            if entry not in affected and self.entries[entry][1] != placed:
                best = self.entries[entry][0]
                break
        if best > floor:
            return best
        for entry in affected:
            gain, start, direction = self.entries[entry]
            if start != placed:
                self.budget.spend()
                best = max(best, board.gain(start, direction))
                if best > floor:
                    return best
        for start in board.empty_neighbours(placed):
            if start not in self.starts:
                for direction in arrows.DIRECTIONS:
                    self.budget.spend()
                    best = max(best, board.gain(start, direction))
        return best


def hard_move(state, found, budget, rng=None):
    """The moves with the best own score minus the next player's best reply.

    Until the first move is fully weighed, the best scores of the moment stand in (``found`` ranks a
    weighed move above any of those), so a search stopped early still plays a good move.
    """
    board = FlatBoard(state)
    starts = legal_indexes(state, board)

    def move_of(start, direction):
        """The move string of placing ``direction`` on cell index ``start``."""
        return arrows.move_text(start % board.width, start // board.width, direction)

    replies = ReplyTable(board, starts if state.placements > 0 else [], budget)
    last_placement = arrows.empty_cells(state) == 1
    if replies.entries:
        trials = list(replies.entries)
    else:
        trials = []
        for start in starts:
            for direction in arrows.DIRECTIONS:
                budget.spend()
                trials.append((board.gain(start, direction), start, direction))
    trials.sort(key=lambda trial: -trial[0])
    for gain, start, direction in trials:
        if gain < trials[0][0]:
            break
        found.offer((0, gain), move_of(start, direction))  # the best scores now, until a move is weighed
    best_value = -NO_LIMIT
    for gain, start, direction in trials:
        if gain < best_value:
            break  # a reply never scores below 0, so no later (smaller) gain can reach best_value
        budget.spend()
        turned, _ = board.place(start, direction)
        try:
            reply = 0 if last_placement else replies.best_reply(board, start, turned, gain - best_value)
        finally:
            board.take_back(start, turned)
        best_value = max(best_value, gain - reply)
        found.offer((1, gain - reply), move_of(start, direction))


PLAYERS = {"easy": easy_move, "normal": normal_move, "hard": hard_move}
MOVE_STEPS = 100_000  # trial walks one computer move may make (bench: a 15x15 move needs up to ~15 000)
MOVE_SECONDS = 0.5  # and the time it may take, on a slow school computer too


def move_budget():
    """The SearchBudget of one computer move: MOVE_STEPS trial walks, MOVE_SECONDS seconds."""
    return SearchBudget(max_steps=MOVE_STEPS, seconds=MOVE_SECONDS)


def choose_move(state, level, rng=None, budget=None):
    """The move the computer player of ``level`` ('easy', 'normal' or 'hard') makes; ``rng`` breaks ties.

    Easy and Normal draw their chance from ``rng`` too (without one, from the position itself).
    ``budget`` (a SearchBudget, default ``move_budget()``) bounds the search: when it runs out or is
    cancelled, the best move found so far is played (at worst the first legal move), so it never hangs.
    """
    if state.ended:
        raise ValueError("the game is over")
    found = BestMoves()
    chance = rng if rng is not None else random.Random(repr((state.board, state.scores)))  # same position, same move
    try:
        PLAYERS[level](state, found, move_budget() if budget is None else budget, chance)
    except SearchStopped:
        pass  # out of time or steps: the best move found so far
    if not found.moves:
        found.offer(0, arrows.legal_moves(state)[0])
    return pick(found.moves, rng)
