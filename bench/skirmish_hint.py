"""Time the Mirror Skirmish hint: every case/variant start, some mid-game positions and random ones.

The hint is bounded (gamepkg/budget.py SearchBudget of skirmish_ai.HINT_STEPS positions and
HINT_SECONDS seconds); the last lines print the worst case it takes and how often it gives up.
The start check of game IDs and saves (gamepkg/skirmish/reach.py, REACH_STEPS positions) is a bounded
search too: its worst case over random positions, as played and with one enemy moved, comes last.

Run from the repository root: python bench/skirmish_hint.py
"""

import pathlib
import random
import sys
import time
from dataclasses import replace

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from bench.script_args import script_parser  # noqa: E402  (after the sys.path line)
from gamepkg.budget import SearchBudget, SearchStopped  # noqa: E402
from gamepkg.skirmish import ai as skirmish_ai  # noqa: E402
from gamepkg.skirmish import board as skirmish_board  # noqa: E402
from gamepkg.skirmish import reach as skirmish_reach  # noqa: E402
from gamepkg.skirmish import rules as skirmish  # noqa: E402

# (preset, opening moves) for the mid-game positions
MID_GAMES = (
    ("A-both", ("move:1:0:2", "move:1:1:2")),
    ("A-ally", ("move:0:1:1", "pick:0", "move:1:0:2", "move:1:0:1")),
    ("B-both", ("pick:0", "move:1:2:3", "wait:1", "wait:0")),
    ("B-ally", ("pick:0", "move:1:2:3", "wait:1", "attack:1:3", "move:1:2:2", "move:1:1:2")),
    ("C-both", ("move:0:0:1", "move:0:1:1", "move:1:2:4", "move:1:2:3", "move:1:1:3", "wait:0")),
    ("C-ally", ("wait:0", "wait:1", "wait:0", "wait:1", "wait:0", "wait:1", "wait:0", "wait:1")),
    ("B-ally", ("move:0:0:1", "move:0:0:2", "move:1:0:3")),  # the most searched trace position
    ("A-ally", ("move:1:0:2", "move:0:1:1", "move:1:1:2", "move:0:0:1", "move:1:2:2", "move:1:3:2",
                "move:1:2:2", "move:0:0:2", "move:1:1:2", "move:1:2:2")),
    ("C-both", ("wait:1", "move:0:0:1", "move:1:0:4", "wait:0", "move:0:1:1", "move:1:1:4", "move:1:1:3",
                "move:1:2:3", "move:1:2:4", "attack:0:2", "pick:1", "move:0:1:2", "move:0:0:2",
                "attack:0:2", "move:1:1:4", "move:1:2:4")),  # no win left: the best is a draw
    ("C-both", ("move:1:2:4", "move:1:3:4", "move:0:1:2", "move:1:3:3", "move:1:3:4", "move:1:3:3",
                "move:0:2:2", "move:0:2:3", "attack:1:3", "attack:1:2", "move:0:3:3", "attack:0:2",
                "pick:0")),  # every line loses
)


def measure(label, state):
    """Print the hint for ``state`` with its time and the number of positions searched."""
    start = time.perf_counter()
    hint = skirmish_ai.hint(state)
    seconds = time.perf_counter() - start
    print(f"{label:<26} {seconds * 1000:8.1f} ms {hint.states:6d} states  "
          f"{hint.outcome:<8} in {hint.actions:2d} actions (round {hint.round:2d})  next {hint.move}")
    return seconds, hint


def random_positions(count, seed=2026):
    """``count`` positions reached by random legal play from random presets (reproducible)."""
    rng = random.Random(seed)
    positions = []
    while len(positions) < count:
        key = rng.choice(sorted(skirmish.PRESETS))
        state = skirmish.new_game(skirmish.PRESETS[key])
        for _ in range(rng.randrange(1, 18)):
            if state.ended:
                break
            state = skirmish.apply(state, rng.choice(skirmish_board.legal_moves(state)))
        if not state.ended:
            positions.append((f"{key} random r{state.round}", state))
    return positions


def main(argv=None):
    """Measure every start, every mid-game position and random positions; print the worst case."""
    script_parser(__doc__).parse_args(argv)
    results = []
    for key, params in skirmish.PRESETS.items():
        results.append(measure(f"{key} start", skirmish.new_game(params)))
    for key, moves in MID_GAMES:
        state = skirmish.new_game(skirmish.PRESETS[key])
        for move in moves:
            state = skirmish.apply(state, move)
        results.append(measure(f"{key} after {len(moves)} actions", state))
    for label, state in random_positions(30):
        results.append(measure(label, state))
    times = [seconds for seconds, _ in results]
    worst_seconds, worst = max(results, key=lambda pair: pair[0])
    gave_up = sum(hint.outcome == "too_hard" for _, hint in results)
    print(f"budget {skirmish_ai.HINT_STEPS} positions / {skirmish_ai.HINT_SECONDS} s")
    print(f"worst case {worst_seconds * 1000:.1f} ms ({worst.states} states, {worst.outcome}); "
          f"too hard {gave_up} of {len(results)}; total {sum(times) * 1000:.1f} ms")
    measure_start_checks(random_positions(20, seed=16))


def measure_start_checks(positions):
    """Time the reachability check of each position and of a copy with enemy 1 moved; print the worst."""
    rng = random.Random(5)
    results = []
    for label, state in positions:
        free = [(x, y) for x in range(skirmish_board.WIDTH) for y in range(skirmish_board.HEIGHT)
                if skirmish_board.cell_kind(state, (x, y)) != "wall" and skirmish_board.unit_at(state, (x, y)) is None]
        moved = replace(state, pos=state.pos[:2] + (rng.choice(free),) + state.pos[3:])
        for kind, target in (("as played", state), ("enemy moved", moved)):
            budget = SearchBudget(max_steps=skirmish_reach.REACH_STEPS)
            start = time.perf_counter()
            try:
                answer = "reached" if skirmish_reach.reach_line(target, budget) is not None else "unreachable"
            except SearchStopped:
                answer = "too hard"
            results.append((time.perf_counter() - start, budget.steps, f"{label} {kind}", answer))
    seconds, steps, label, answer = max(results)
    hard = sum(result[3] == "too hard" for result in results)
    print(f"start check: budget {skirmish_reach.REACH_STEPS} positions; worst {seconds * 1000:.1f} ms "
          f"({steps} positions, {label}: {answer}); too hard {hard} of {len(results)}")


if __name__ == "__main__":
    main()
