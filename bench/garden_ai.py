"""Play the Mischief Garden computer players against each other; print the win rates and the worst move.

The worst move is the slowest single choose_move (seconds) and the most positions one move scored
(steps of its SearchBudget; garden_ai.MAX_STEPS is the bound).

    python bench/garden_ai.py [GAMES]   (games per pairing, default 200)
"""

import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from bench.script_args import positive_int, script_parser  # noqa: E402
from gamepkg import garden, garden_ai  # noqa: E402
from gamepkg.budget import SearchBudget  # noqa: E402

PAIRINGS = (("normal", "easy"), ("easy", "normal"), ("easy", "easy"), ("normal", "normal"))


def play(gardener_level, mole_level, seed, worst):
    """Play one game; returns (winner, final state); ``worst`` keeps the slowest move and the most steps."""
    rng = random.Random(seed)
    state = garden.new_game()
    while not state.winner:
        level = gardener_level if state.role == "gardener" else mole_level
        budget = SearchBudget(max_steps=garden_ai.MAX_STEPS)
        start = time.perf_counter()
        move = garden_ai.choose_move(state, level, rng, budget)
        worst["seconds"] = max(worst["seconds"], time.perf_counter() - start)
        worst["steps"] = max(worst["steps"], budget.steps)
        state = garden.apply(state, move)
    return state.winner, state


def main(games):
    """Play ``games`` games for each pairing and print a table."""
    print(f"{'gardener':>9} {'mole':>7} {'games':>6} {'gardener wins':>14} {'mole wins':>10} "
          f"{'avg blooms':>11} {'s/game':>7} {'worst move s':>13} {'max steps':>10}")
    for gardener_level, mole_level in PAIRINGS:
        wins = blooms = 0
        worst = {"seconds": 0.0, "steps": 0}
        start = time.perf_counter()
        for seed in range(games):
            winner, state = play(gardener_level, mole_level, seed, worst)
            wins += winner == "gardener"
            blooms += state.water.count(garden.MAX_WATER)
        seconds = (time.perf_counter() - start) / games
        print(f"{gardener_level:>9} {mole_level:>7} {games:>6} {100 * wins / games:>13.1f}% "
              f"{100 * (games - wins) / games:>9.1f}% {blooms / games:>11.2f} {seconds:>7.3f} "
              f"{worst['seconds']:>13.3f} {worst['steps']:>10}")
    print(f"step bound per move: {garden_ai.MAX_STEPS}")


def parse_games(argv=None):
    """The number of games per pairing from the command line (200 unless given)."""
    parser = script_parser(__doc__)
    parser.add_argument("games", nargs="?", type=positive_int, default=200, help="games per pairing (200)")
    return parser.parse_args(argv).games


if __name__ == "__main__":
    main(parse_games())
