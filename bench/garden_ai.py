"""Play the Mischief Garden computer players against each other and print the win rates.

    python bench/garden_ai.py [games per pairing, default 200]
"""

import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from gamepkg import garden, garden_ai  # noqa: E402

PAIRINGS = (("normal", "easy"), ("easy", "normal"), ("easy", "easy"), ("normal", "normal"))


def play(gardener_level, mole_level, seed):
    """Play one game; returns (winner, final state)."""
    rng = random.Random(seed)
    state = garden.new_game()
    while not state.winner:
        level = gardener_level if state.role == "gardener" else mole_level
        state = garden.apply(state, garden_ai.choose_move(state, level, rng))
    return state.winner, state


def main(games):
    """Play ``games`` games for each pairing and print a table."""
    print(f"{'gardener':>9} {'mole':>7} {'games':>6} {'gardener wins':>14} {'mole wins':>10} "
          f"{'avg blooms':>11} {'s/game':>7}")
    for gardener_level, mole_level in PAIRINGS:
        wins = blooms = 0
        start = time.perf_counter()
        for seed in range(games):
            winner, state = play(gardener_level, mole_level, seed)
            wins += winner == "gardener"
            blooms += state.water.count(garden.MAX_WATER)
        seconds = (time.perf_counter() - start) / games
        print(f"{gardener_level:>9} {mole_level:>7} {games:>6} {100 * wins / games:>13.1f}% "
              f"{100 * (games - wins) / games:>9.1f}% {blooms / games:>11.2f} {seconds:>7.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
