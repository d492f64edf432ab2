"""Benchmark the Arrow Rotation computer players: move times on 15x15 and head-to-head win rates.

Every computer move is bounded by arrows_ai.move_budget() (a SearchBudget); the table shows how long a
move takes and how many of its budget's steps it used, on 15x15 boards with six players.

Run from the repo root: python bench/arrows_ai.py [GAMES]   (games per match, default 240)
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
from gamepkg import arrows, arrows_ai  # noqa: E402

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
    print(f"move time on 15x15 with {PLAYERS} players, ms (median / worst); positions filled by random and greedy "
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


def match(strong, weak, games, rng):
    """Play ``games`` two-player games, alternating who starts; print the strong side's record."""
    wins = losses = ties = 0
    margin = []
    start = time.perf_counter()
    for game in range(games):
        width, height = BOARDS[game % len(BOARDS)]
        strong_seat = game % 2
        levels = [weak, weak]
        levels[strong_seat] = strong
        state = play(levels, width, height, rng)
        winners = arrows.winners(state)
        margin.append(state.scores[strong_seat] - state.scores[1 - strong_seat])
        if len(winners) == 2:
            ties += 1
        elif winners[0] == strong_seat:
            wins += 1
        else:
            losses += 1
    seconds = time.perf_counter() - start
    print(f"{strong} vs {weak}: {games} games on {', '.join(f'{w}x{h}' for w, h in BOARDS)}, "
          f"starts alternated: {strong} wins {wins} ({100 * wins / games:.0f}%), loses {losses}, ties {ties}; "
          f"mean margin {statistics.mean(margin):+.1f} points ({seconds:.1f} s)")


def main(argv=None):
    """Print the timing table and both matches."""
    parser = script_parser(__doc__)
    parser.add_argument("games", nargs="?", type=positive_int, default=240, help="games per match (240)")
    games = parser.parse_args(argv).games
    time_moves()
    print()
    rng = random.Random(7)
    match("hard", "normal", games, rng)
    match("normal", "easy", games, rng)
    match("hard", "easy", games, rng)


if __name__ == "__main__":
    main()
