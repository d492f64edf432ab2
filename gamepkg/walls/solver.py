"""Delayed Walls solver: breadth-first search over the rule engine, hints, and a command line.

``python -m gamepkg.walls.solver FILE...`` prints each level's par and one shortest solution, or why it
cannot be parsed or solved; the exit code is 0 when every file is solvable, 1 otherwise. ``--help`` says
so; names that are not level files (README.txt, folders) are skipped with a note.

Positions are compared by (player, collected, walls, queue): the move count and the trail never change
what can happen next. Directions are tried in U, R, D, L order, so among shortest solutions the one found
first in that order is returned.
"""

import argparse
import os
import sys
from collections import deque
from dataclasses import dataclass

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.rules import IllegalMove
from gamepkg.walls import rules as walls
from gamepkg.walls.level_files import LevelError, is_level_file_name, read_level_file

# The bound of every search the game runs (hints, Show solution, par checks): about 100 MB and a few seconds
# at most, whatever the board (bench/walls_solver.py prints the worst case).
SEARCH_STEPS = 100_000
SEARCH_SECONDS = 4.0


def standard_budget():
    """A fresh SearchBudget with the game's bound (SEARCH_STEPS positions, SEARCH_SECONDS seconds)."""
    return SearchBudget(max_steps=SEARCH_STEPS, seconds=SEARCH_SECONDS)


def budget_or_standard(budget):
    """``budget``, or the standard one when None."""
    return standard_budget() if budget is None else budget


def reachable_region(level, player, grown):
    """Every floor cell the player could still walk to past the grown walls (counting-down floor is open)."""
    region = {player}
    todo = [player]
    while todo:
        cell = todo.pop()
        for _move, neighbour in level.steps_from[cell]:
            if neighbour not in region and neighbour not in grown:
                region.add(neighbour)
                todo.append(neighbour)
    return frozenset(region)


RING = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))


def splits_region(cell, region, grown):
    """False when walling ``cell`` surely keeps its open neighbours connected (through the 8 cells around it)."""
    around = [(cell[0] + dx, cell[1] + dy) in region and (cell[0] + dx, cell[1] + dy) not in grown
              for dx, dy in RING]
    if all(around):
        return False
    first_closed = around.index(False)
    runs_with_side_cell = 0
    side_cell_in_run = False
    for offset in range(1, 9):
        index = (first_closed + offset) % 8
        if around[index]:
            side_cell_in_run = side_cell_in_run or index % 2 == 0
        else:
            runs_with_side_cell += side_cell_in_run
            side_cell_in_run = False
    return runs_with_side_cell > 1


def region_after(level, region, matured, player, grown):
    """The reachable region once ``matured`` cells became walls (a full flood fill only when one may split it)."""
    if not matured:
        return region
    for cell in matured:
        if splits_region(cell, region, grown):
            return reachable_region(level, player, grown)
    return region.difference(matured)


def can_still_reach_goals(level, collected, region):
    """True while the exit and every light still to collect lie in ``region``."""
    if level.exit not in region:
        return False
    return all(cell in region for cell, bit in level.light_bits.items() if not collected & bit)


def successors(level, player, collected, grown, queue):
    """Every legal move from a playing position, each with what ``walls.advance`` makes of it.

    Yields (move, (player, collected, walls, queue, status, matured, scheduled)) in U, R, D, L order; every
    search here, and walls_why's, walks the rules through this one loop.
    """
    for move in walls.open_moves(level, player, grown):
        try:
            yield move, walls.advance(level, player, collected, grown, queue, walls.PLAYING, move)
        except IllegalMove:
            continue


def full_key(state):
    """The whole position as the rules see it: (player, collected, walls, queue)."""
    return state.player, state.collected, state.walls, state.queue


def position_key(state):
    """What decides a position's future: (player, collected, queue, region still reachable).

    Walls beyond the reachable region cannot matter any more, so positions that differ only there are one.
    """
    return state.player, state.collected, state.queue, reachable_region(state.level, state.player, state.walls)


def start_state(target):
    """A State from a State or from Params (the level's start)."""
    return target if isinstance(target, walls.State) else walls.new_game(target)


def search(state, budget, dead=None):
    """Breadth-first search from ``state``: (shortest moves or None, positions seen, their keys).

    A position whose exit or missing light is walled off is not expanded, nor is one whose key is in
    ``dead`` (keys known to be unwinnable). Each new position spends one step of ``budget`` (SearchStopped
    when it runs out). Equal regions are stored once, which keeps the memory per position small.
    """
    level = state.level
    start = position_key(state)
    parents = {start: None}
    if state.status != walls.PLAYING:
        return ([] if state.status == walls.WON else None), 1, set(parents)
    frontier = deque([(start, state.walls)])
    regions = {}
    while frontier:
        key, grown = frontier.popleft()
        player, collected, queue, region = key
        for move, (new_player, new_collected, new_walls, new_queue, new_status, matured, _scheduled) in \
                successors(level, player, collected, grown, queue):
            if matured:
                new_region = region_after(level, region, matured, new_player, new_walls)
                new_region = regions.setdefault(new_region, new_region)
            else:
                new_region = region
            new_key = (new_player, new_collected, new_queue, new_region)
            if new_key in parents:
                continue
            budget.spend()
            parents[new_key] = (key, move)
            if new_status == walls.WON:
                return path_to(parents, new_key), len(parents), set(parents)
            if new_status == walls.PLAYING and can_still_reach_goals(level, new_collected, new_region) \
                    and (dead is None or new_key not in dead):
                frontier.append((new_key, new_walls))
    return None, len(parents), set(parents)


def path_to(parents, key):
    """The moves from the search's start to ``key``."""
    moves = []
    while parents[key] is not None:
        key, move = parents[key]
        moves.append(move)
    return moves[::-1]


def solve(target, budget=None):
    """The shortest winning move list from Params or a State (None when it cannot be won), and positions seen.

    Raises SearchStopped when ``budget`` (default: the standard bound) runs out first.
    """
    moves, explored, _keys = search(start_state(target), budget_or_standard(budget))
    return moves, explored


@dataclass(frozen=True)
class Hint:
    """Advice for a position: ``kind`` is ``move`` (play ``move``; ``remaining`` moves win), ``won`` or ``lost``."""

    kind: str
    move: str | None = None
    remaining: int | None = None


def next_move_hint(state, budget=None):
    """The next move of a shortest solution from ``state``, or kind ``won`` / ``lost``."""
    if state.status == walls.WON:
        return Hint("won")
    moves, _explored = solve(state, budget)
    if moves is None:
        return Hint("lost")
    return Hint("move", moves[0], len(moves))


def nearest_winnable(states, budget=None):
    """The index of the last state in ``states`` (a game's history, oldest first) that can still be won.

    None when none can. The number of undos needed is ``len(states) - 1 - index``. All the searches share
    one ``budget``, so the positions remembered as dead stay within its bound too.
    """
    budget = budget_or_standard(budget)
    dead = set()
    for index in range(len(states) - 1, -1, -1):
        moves, _explored, seen = search(states[index], budget, dead)
        if moves is not None:
            return index
        dead |= seen
    return None


def count_reachable(target, budget=None):
    """How many positions can be reached from the start, counted by status: {status: count}."""
    budget = budget_or_standard(budget)
    state = start_state(target)
    level = state.level
    seen = {full_key(state): state.status}
    frontier = deque([full_key(state)] if state.status == walls.PLAYING else [])
    while frontier:
        player, collected, grown, queue = frontier.popleft()
        for _move, (new_player, new_collected, new_walls, new_queue, new_status, _matured, _scheduled) in \
                successors(level, player, collected, grown, queue):
            new_key = (new_player, new_collected, new_walls, new_queue)
            if new_key not in seen:
                budget.spend()
                seen[new_key] = new_status
                if new_status == walls.PLAYING:
                    frontier.append(new_key)
    counts = {}
    for found in seen.values():
        counts[found] = counts.get(found, 0) + 1
    return counts


def count_shortest_solutions(target, budget=None):
    """How many different move sequences of the shortest length win (0 when none does)."""
    budget = budget_or_standard(budget)
    state = start_state(target)
    level = state.level
    if state.status != walls.PLAYING:
        return 1 if state.status == walls.WON else 0
    ways = {full_key(state): 1}
    seen = set(ways)
    while ways:
        next_ways, winning = {}, 0
        for (player, collected, grown, queue), count in ways.items():
            for _move, (new_player, new_collected, new_walls, new_queue, new_status, _matured, _scheduled) in \
                    successors(level, player, collected, grown, queue):
                new_key = (new_player, new_collected, new_walls, new_queue)
                if new_status == walls.WON:
                    winning += count
                elif new_status == walls.PLAYING and new_key not in seen:
                    next_ways[new_key] = next_ways.get(new_key, 0) + count
        if winning:
            return winning
        budget.spend(len(next_ways))
        seen.update(next_ways)
        ways = next_ways
    return 0


def report_file(path, out):
    """Print one file's par and solution (or its problem); True when it is solvable."""
    try:
        text = read_level_file(path)
        params = walls.Params(text.title, text.rows)
        moves, explored = solve(params)
    except LevelError as error:
        print(f"{error.problem().english()}", file=out)
        return False
    except SearchStopped:
        print(f"{path}: too hard to check here (over {SEARCH_STEPS} positions or {SEARCH_SECONDS:g} seconds)",
              file=out)
        return False
    if moves is None:
        print(f"{path}: {text.title}: cannot be solved ({explored} positions explored)", file=out)
        return False
    print(f"{path}: {text.title}: par {len(moves)}: {' '.join(moves)} ({explored} positions explored)", file=out)
    if text.par is not None and text.par != len(moves):
        print(f"{path}: warning: the file says par {text.par} but the shortest solution takes {len(moves)} "
              f"(the game uses {len(moves)})", file=out)
    return True


def argument_parser():
    """The command line's arguments: the level files to check (``--help`` describes them)."""
    parser = argparse.ArgumentParser(
        prog="python -m gamepkg.walls.solver",
        description="Check Delayed Walls level files: print each level's par and one shortest solution, "
                    "or why it cannot be read or solved. The exit code is 0 when every level is solvable.",
        epilog="Only *.txt files are levels (README.txt is not); other names are skipped with a note, so "
               "gamepkg/walls/levels/* works. The file format is in gamepkg/walls/levels/README.txt.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="a level file (.txt)")
    return parser


def main(argv=None, out=None):
    """Command line: solve every level file named; returns the exit code (0 all solvable, 1 otherwise).

    Names that are not level files (README.txt, folders, other suffixes) are skipped with a note.
    """
    out = sys.stdout if out is None else out
    arguments = argument_parser().parse_args(argv)
    results = []
    for path in arguments.files:
        if not is_level_file_name(path) or os.path.isdir(path):
            print(f"{path}: skipped (not a level file)", file=out)
        else:
            results.append(report_file(path, out))
    if not results:
        print("no level files given (level files end in .txt)", file=out)
        return 1
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
