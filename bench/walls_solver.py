"""Time the Delayed Walls solver on every shipped level, then the worst case its bound allows.

    python bench/walls_solver.py [repeats]

The worst case is a hint on a 12x9 board with no walls at all: the search runs until the game's bound
(walls_solver.SEARCH_STEPS positions or SEARCH_SECONDS seconds) stops it as too hard to work out here.
"""

import pathlib
import sys
import time
import tracemalloc

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from bench.script_args import positive_int, script_parser  # noqa: E402  (after the path set-up above)
from gamepkg.budget import SearchBudget, SearchStopped  # noqa: E402
from gamepkg.walls import display as walls_display  # noqa: E402
from gamepkg.walls import rules as walls  # noqa: E402
from gamepkg.walls import solver as walls_solver  # noqa: E402

OPEN_BOARD = walls.Params("Open", ("S" + "." * 11,) + ("." * 12,) * 7 + ("." * 10 + "*E",))


def best_time(params, repeats):
    """The fastest of ``repeats`` solves in milliseconds, with the solution and positions explored."""
    best = None
    for _ in range(repeats):
        started = time.perf_counter()
        moves, explored = walls_solver.solve(params)
        elapsed = (time.perf_counter() - started) * 1000
        best = elapsed if best is None else min(best, elapsed)
    return best, moves, explored


def main(argv=None):
    """Print one line per shipped level and the slowest time."""
    parser = script_parser(__doc__)
    parser.add_argument("repeats", nargs="?", type=positive_int, default=5, help="solves per level, best kept (5)")
    repeats = parser.parse_args(argv).repeats
    print(f"{'level':<12} {'size':>5} {'par':>4} {'explored':>9} {'best ms':>8}")
    slowest = 0.0
    for key, params in walls.PRESETS.items():
        elapsed, moves, explored = best_time(params, repeats)
        slowest = max(slowest, elapsed)
        par = "-" if moves is None else len(moves)
        print(f"{key:<12} {params.width:>2}x{params.height:<2} {par:>4} {explored:>9} {elapsed:>8.1f}")
    print(f"slowest: {slowest:.1f} ms (best of {repeats} runs each)")
    worst_case()


def bounded_hint(measure_memory):
    """One hint on the open 12x9 board under the bound: (seconds, positions, peak MB or None, reason).

    Tracing memory slows the search, so the traced run is bounded by positions only (memory grows with them).
    """
    budget = walls_solver.standard_budget()
    if measure_memory:
        budget = SearchBudget(max_steps=walls_solver.SEARCH_STEPS)
        tracemalloc.start()
    started = time.perf_counter()
    try:
        walls_display.advise((walls.new_game(OPEN_BOARD),), budget)
        reason = "answered"
    except SearchStopped as stop:
        reason = stop.reason
    elapsed = time.perf_counter() - started
    peak = None
    if measure_memory:
        peak = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
    return elapsed, budget.steps, peak, reason


def worst_case():
    """Print how long and how much memory the bound lets one search take (memory traced in a second run)."""
    print(f"bound: {walls_solver.SEARCH_STEPS} positions or {walls_solver.SEARCH_SECONDS:g} s per search")
    elapsed, steps, _peak, reason = bounded_hint(False)
    print(f"worst case (hint, open 12x9 board): {elapsed:.2f} s, {steps} positions, stopped: {reason}")
    elapsed, steps, peak, reason = bounded_hint(True)
    print(f"  traced run (no time limit): {steps} positions, peak memory {peak:.1f} MB, stopped: {reason}")


if __name__ == "__main__":
    main()
