"""Time the Delayed Walls solver on every shipped level: python bench/walls_solver.py [repeats]."""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from gamepkg import walls, walls_solver  # noqa: E402  (after the path set-up above)


def best_time(params, repeats):
    """The fastest of ``repeats`` solves in milliseconds, with the solution and positions explored."""
    best = None
    for _ in range(repeats):
        started = time.perf_counter()
        moves, explored = walls_solver.solve(params)
        elapsed = (time.perf_counter() - started) * 1000
        best = elapsed if best is None else min(best, elapsed)
    return best, moves, explored


def main(argv):
    """Print one line per shipped level and the slowest time."""
    repeats = int(argv[0]) if argv else 5
    print(f"{'level':<12} {'size':>5} {'par':>4} {'explored':>9} {'best ms':>8}")
    slowest = 0.0
    for key, params in walls.PRESETS.items():
        elapsed, moves, explored = best_time(params, repeats)
        slowest = max(slowest, elapsed)
        par = "-" if moves is None else len(moves)
        print(f"{key:<12} {params.width:>2}x{params.height:<2} {par:>4} {explored:>9} {elapsed:>8.1f}")
    print(f"slowest: {slowest:.1f} ms (best of {repeats} runs each)")


if __name__ == "__main__":
    main(sys.argv[1:])
