"""Play every Mischief Garden computer level against every level; print the win rates and the thinking time.

The first table has a row per gardener level and a column per mole level: the gardener's wins in per cent
over GAMES seeded games (seeds 0 .. GAMES-1; the mole won the rest). The second gives, per level, the CPU
seconds of one decision (median and worst over every move it made in those games) and the most positions
one decision scored (steps of its SearchBudget).

    python bench/garden_ai.py [GAMES]   (games per pairing, default 100)
"""

import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from bench.script_args import positive_int, script_parser  # noqa: E402
from gamepkg.budget import SearchBudget  # noqa: E402
from gamepkg.garden import levels as garden_levels  # noqa: E402
from gamepkg.garden import rules as garden  # noqa: E402

LEVELS = garden_levels.LEVELS
MAX_STEPS = 3000            # a bound above every level's own: the table shows how many a level really scores


def play(gardener_level, mole_level, seed, thinking):
    """Play one game; returns the winner. ``thinking[level]`` gains (CPU seconds, steps) of every decision."""
    rng = random.Random(seed)
    state = garden.new_game()
    while not state.winner:
        level = gardener_level if state.role == "gardener" else mole_level
        budget = SearchBudget(max_steps=MAX_STEPS)
        start = time.process_time()
        move = garden_levels.choose_move(state, level, rng, budget)
        thinking[level].append((time.process_time() - start, budget.steps))
        state = garden.apply(state, move)
    return state.winner


def main(games):
    """Play ``games`` games for each pairing of levels and print the two tables."""
    thinking = {level: [] for level in LEVELS}
    print(f"gardener wins in % over {games} games (rows: gardener level, columns: mole level)")
    print(f"{'':>9}" + "".join(f"{level:>9}" for level in LEVELS))
    for gardener_level in LEVELS:
        row = []
        for mole_level in LEVELS:
            wins = sum(play(gardener_level, mole_level, seed, thinking) == "gardener" for seed in range(games))
            row.append(100 * wins / games)
        print(f"{gardener_level:>9}" + "".join(f"{rate:>8.0f}%" for rate in row))
    print()
    print(f"{'level':>9} {'decisions':>10} {'median ms':>10} {'worst ms':>9} {'max steps':>10}")
    for level in LEVELS:
        seconds = [spent for spent, _ in thinking[level]]
        steps = max(count for _, count in thinking[level])
        print(f"{level:>9} {len(seconds):>10} {1000 * statistics.median(seconds):>10.1f} "
              f"{1000 * max(seconds):>9.1f} {steps:>10}")


def parse_games(argv=None):
    """The number of games per pairing from the command line (100 unless given)."""
    parser = script_parser(__doc__)
    parser.add_argument("games", nargs="?", type=positive_int, default=100, help="games per pairing (100)")
    return parser.parse_args(argv).games


if __name__ == "__main__":
    main(parse_games())
