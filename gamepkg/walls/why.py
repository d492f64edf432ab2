"""Why a Delayed Walls level cannot be won: which light or exit is out of reach, as data for the editor.

The solver (walls_solver.py) says *that* a level cannot be won; this module says *what* to fix, in the
order a teacher would look:

- ``light_cut_off`` / ``exit_cut_off``: no floor at all leads from the start to that light or to the exit;
- ``lights_apart``: each light can be taken, but not these two in one walk;
- ``exit_closes``: every light can be taken, but then the way to the exit has closed behind you.

Each Obstacle names its cells (0-based (x, y); the texts show them 1-based as (column, row)) so that the
editor can mark them on the board. The search is the solver's breadth-first search without its goal
pruning, bounded by the same SearchBudget: it raises SearchStopped when the budget runs out.
"""

from collections import deque
from dataclasses import dataclass

from gamepkg.budget import SearchStopped
from gamepkg.i18n import Text
from gamepkg.walls import rules as walls
from gamepkg.walls import solver as walls_solver

# A light that floor connects to the start is always reached along a path that visits no cell twice, so
# "cut off" is the only way a single light is out of reach; growing walls only part lights from each other
# and from the exit.
OBSTACLES = ("light_cut_off", "exit_cut_off", "lights_apart", "exit_closes")


@dataclass(frozen=True)
class Obstacle:
    """One reason a level cannot be won: a reason code (one of OBSTACLES) and the cells it is about."""

    reason: str
    cells: tuple

    def text(self):
        """The reason as a Text (message ``walls.why.<reason>``) with the cells 1-based as (x, y), (x2, y2)."""
        fields = {}
        for index, (x, y) in enumerate(self.cells):
            suffix = "" if index == 0 else str(index + 1)
            fields[f"x{suffix}"], fields[f"y{suffix}"] = x + 1, y + 1
        return Text(f"walls.why.{self.reason}", fields)


@dataclass(frozen=True)
class Answer:
    """The solver's answer on a level: its ``par`` and a shortest solution, or the obstacles, or too hard."""

    par: int | None = None
    moves: tuple = ()
    obstacles: tuple = ()
    too_hard: bool = False

    @property
    def winnable(self):
        """True when the level can be won."""
        return self.par is not None

    def marked_cells(self):
        """Every cell an obstacle names, for marking on the board."""
        return frozenset(cell for obstacle in self.obstacles for cell in obstacle.cells)


def cut_off(level):
    """The obstacles no walk can overcome: lights and the exit that no floor connects to the start."""
    region = walls_solver.reachable_region(level, level.start, frozenset())
    found = [Obstacle("light_cut_off", (cell,)) for cell in level.lights if cell not in region]
    if level.exit not in region:
        found.append(Obstacle("exit_cut_off", (level.exit,)))
    return tuple(found)


def collected_sets(level, budget):
    """Every set of lights (bitmask) some walk from the start holds at some point (SearchStopped past the budget)."""
    state = walls.new_game(level)
    start = walls_solver.position_key(state)
    seen = {start}
    masks = {0}
    frontier = deque([(start, state.walls)] if state.status == walls.PLAYING else [])
    while frontier:
        (player, collected, queue, region), grown = frontier.popleft()
        for _move, (new_player, new_collected, new_walls, new_queue, status, matured, _scheduled) in \
                walls_solver.successors(level, player, collected, grown, queue):
            new_region = walls_solver.region_after(level, region, matured, new_player, new_walls)
            key = (new_player, new_collected, new_queue, new_region)
            if key in seen or status == walls.COLLISION:
                continue
            budget.spend()
            seen.add(key)
            masks.add(new_collected)
            if status == walls.PLAYING:
                frontier.append((key, new_walls))
    return masks


def lights_never_together(level, masks):
    """The first pair of lights (in index order) that no walk holds together, or None."""
    for first in range(len(level.lights)):
        for second in range(first + 1, len(level.lights)):
            both = (1 << first) | (1 << second)
            if not any(mask & both == both for mask in masks):
                return level.lights[first], level.lights[second]
    return None


def obstacles(level, budget=None):
    """Why ``level`` (Params of a level that cannot be won) cannot be won: a tuple of Obstacle (slow, bounded)."""
    found = cut_off(level)
    if found:
        return found
    masks = collected_sets(level, walls_solver.budget_or_standard(budget))
    if level.all_lights not in masks:
        pair = lights_never_together(level, masks)
        return (Obstacle("lights_apart", pair),) if pair else ()
    return (Obstacle("exit_closes", (level.exit,)),)


def answer(level, budget=None):
    """The par and a shortest solution of ``level``, or why it cannot be won; ``too_hard`` past the budget.

    A level whose lights or exit no floor reaches is answered at once, without a search. A cancelled
    budget raises SearchStopped("cancelled").
    """
    budget = walls_solver.budget_or_standard(budget)
    found = cut_off(level)
    if found:
        return Answer(obstacles=found)
    try:
        moves, _explored = walls_solver.solve(level, budget)
        if moves is not None:
            return Answer(len(moves), tuple(moves))
        return Answer(obstacles=obstacles(level, budget))
    except SearchStopped as stop:
        if stop.reason != "too_hard":
            raise
        return Answer(too_hard=True)
