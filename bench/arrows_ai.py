"""Benchmark the Arrow Rotation computer players: move times on 15x15 and the win matrix of the levels.

Every computer move is bounded by arrows_ai.move_budget() (a SearchBudget); the table shows how long a
move takes and how many of its budget's steps it used, on 15x15 boards with six players.

The win matrix plays every pair of levels on the default board, with 2 and with 4 seats.

Run from the repo root: python bench/arrows_ai.py [GAMES]   (games per cell of the win matrix, default 200)
"""

import pathlib
import random
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.script_args import positive_int, script_parser  # noqa: E402
from gamepkg.arrows import ai as arrows_ai  # noqa: E402
from gamepkg.arrows import rules as arrows  # noqa: E402

FILLS = (0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.98)
BOARDS = ((5, 5), (6, 6), (7, 7), (5, 7), (7, 6))


PLAYERS = 6


def filled_board(width, height, fill, rng, filler):
    """A six-player game of size width x height with ``fill`` of its cells played by ``filler`` moves."""
    state = arrows.new_game(arrows.Params(width, height, ("human",) * PLAYERS))
    for _ in range(int(width * height * fill)):
        state = arrows.apply(state, arrows_ai.choose_move(state, filler, rng))
    return state


def time_moves(samples=6):
    """Print median and worst move times per level on 15x15 boards with six players at several fill levels."""
    rng = random.Random(2024)
    print(f"move time on 15x15 with {PLAYERS} players, ms (median / worst); positions filled by easy and normal "
          f"play; budget per move: {arrows_ai.MOVE_STEPS} steps, {arrows_ai.MOVE_SECONDS * 1000:.0f} ms")
    print(f"{'fill':>5} " + " ".join(f"{level:>14}" for level in arrows_ai.LEVELS))
    worst = {level: 0.0 for level in arrows_ai.LEVELS}
    most_steps = 0
    for fill in FILLS:
        times = {level: [] for level in arrows_ai.LEVELS}
        for sample in range(samples):
            filler = "easy" if sample % 2 else "normal"
            state = filled_board(15, 15, fill, rng, filler)
            for level in arrows_ai.LEVELS:
                budget = arrows_ai.move_budget()
                start = time.perf_counter()
                arrows_ai.choose_move(state, level, rng, budget)
                times[level].append((time.perf_counter() - start) * 1000)
                most_steps = max(most_steps, budget.steps)
        for level in arrows_ai.LEVELS:
            worst[level] = max(worst[level], max(times[level]))
        cells = " ".join(f"{statistics.median(t):6.1f} /{max(t):6.1f}" for t in times.values())
        print(f"{fill:5.2f} {cells}")
    print("worst move: " + ", ".join(f"{level} {worst[level]:.1f} ms" for level in arrows_ai.LEVELS)
          + f"; most budget steps used: {most_steps}")


def play(levels, width, height, rng):
    """Play one game between computer ``levels`` (seat order); returns the final state."""
    state = arrows.new_game(arrows.Params(width, height, ("human",) * len(levels)))
    while not state.ended:
        state = arrows.apply(state, arrows_ai.choose_move(state, levels[state.current], rng))
    return state


def share_of_wins(row, column, seats, games, rng):
    """(share of the wins that went to ``row`` seats, mean margin per game): ``seats`` seats on the default
    board, the two levels alternating round the table and the first seat alternating between games. A shared
    win counts in parts, so two equal levels get 0.5."""
    width, height = arrows.DEFAULT_PARAMS.width, arrows.DEFAULT_PARAMS.height
    won, margins = 0.0, []
    for game in range(games):
        levels = [row if (seat + game) % 2 == 0 else column for seat in range(seats)]
        state = play(levels, width, height, rng)
        winners = arrows.winners(state)
        won += sum(levels[seat] == row for seat in winners) / len(winners)
        mine = [score for seat, score in enumerate(state.scores) if levels[seat] == row]
        theirs = [score for seat, score in enumerate(state.scores) if levels[seat] != row]
        margins.append(statistics.mean(mine) - statistics.mean(theirs))
    return won / games, statistics.mean(margins)


def win_matrix(seats, games, rng):
    """Print how often the row level wins against the column level, ``games`` games per cell."""
    width, height = arrows.DEFAULT_PARAMS.width, arrows.DEFAULT_PARAMS.height
    start = time.perf_counter()
    print(f"win matrix, {seats} seats on {width}x{height} (half the seats each level, alternating), {games} games "
          f"per cell: the row level's share of the wins (mean score margin per seat); target: easy ~25% against "
          f"normal, normal ~25% against hard")
    print(f"{'':>8}" + "".join(f"{level:>18}" for level in arrows_ai.LEVELS))
    for row in arrows_ai.LEVELS:
        cells = []
        for column in arrows_ai.LEVELS:
            if row == column:
                cells.append(f"{'-':>18}")
                continue
            share, margin = share_of_wins(row, column, seats, games, rng)
            cells.append(f"{100 * share:9.0f}% ({margin:+5.1f})")
        print(f"{row:>8}" + "".join(cells))
    print(f"({time.perf_counter() - start:.1f} s)")


def main(argv=None):
    """Print the timing table and the win matrices for 2 and 4 seats."""
    parser = script_parser(__doc__)
    parser.add_argument("games", nargs="?", type=positive_int, default=200,
                        help="games per cell of the win matrix (200)")
    games = parser.parse_args(argv).games
    time_moves()
    print()
    rng = random.Random(7)
    for seats in (2, 4):
        win_matrix(seats, games, rng)
        print()


if __name__ == "__main__":
    main()
