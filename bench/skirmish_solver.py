"""Mirror Skirmish with perfect play: who wins each case and variant when both sides choose their best actions.

The search is gamepkg/skirmish/solver.py: the allies and every enemy are free (no enemy level), the rules are
the engine's. For each case and variant it asks, one round more at a time, whether the allies can force a
win by then whatever the enemies do, and whether the enemies can force one; it prints the first forced win
found, or a draw when neither side can force one within the game's LAST_ROUND rounds, or, when the budget
(--steps nodes per case and variant) runs out first, how many rounds each side was proved unable to win in.

Run from the repository root: python bench/skirmish_solver.py [--steps N] [--case D]
"""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from bench.script_args import positive_int, script_parser  # noqa: E402  (after the sys.path line)
from gamepkg.budget import SearchBudget  # noqa: E402
from gamepkg.skirmish import rules as skirmish  # noqa: E402
from gamepkg.skirmish import solver as skirmish_solver  # noqa: E402


def verdict_line(verdict):
    """One line for a Verdict: the forced winner and its rounds, a draw, or how far the proof got."""
    if verdict.winner in skirmish_solver.SIDES:
        return f"{verdict.winner} force a win in {verdict.rounds} round(s)"
    if verdict.winner == "draw":
        return "draw: neither side can force a win"
    return (f"unknown within the budget: no forced ally win within {verdict.allies_none_within} round(s), "
            f"no forced enemy win within {verdict.enemies_none_within}")


def main(argv=None):
    """Print the perfect-play verdict of every case and variant (or of the cases given with --case)."""
    parser = script_parser(__doc__)
    parser.add_argument("--steps", type=positive_int, default=3_000_000, help="nodes per case and variant")
    parser.add_argument("--case", action="append", help="only this case (may be given more than once)")
    args = parser.parse_args(argv)
    print(f"perfect play from each case's start (budget {args.steps} nodes each)")
    for key, params in skirmish.PRESETS.items():
        if args.case and params.case not in args.case:
            continue
        started = time.process_time()
        verdict = skirmish_solver.solve(skirmish.new_game(params), SearchBudget(max_steps=args.steps))
        print(f"{key:<7} {verdict_line(verdict)} ({verdict.steps} nodes, {time.process_time() - started:.1f} s)",
              flush=True)


if __name__ == "__main__":
    main()
