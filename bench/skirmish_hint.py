"""Time the Mirror Skirmish hint: every case/variant start and some mid-game positions.

Run from the repository root: python bench/skirmish_hint.py
"""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from gamepkg import skirmish, skirmish_ai  # noqa: E402  (after the sys.path line)

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
    return seconds


def main():
    """Measure every start and every mid-game position; print the totals."""
    times = []
    for key, params in skirmish.PRESETS.items():
        times.append(measure(f"{key} start", skirmish.new_game(params)))
    for key, moves in MID_GAMES:
        state = skirmish.new_game(skirmish.PRESETS[key])
        for move in moves:
            state = skirmish.apply(state, move)
        times.append(measure(f"{key} after {len(moves)} actions", state))
    print(f"slowest {max(times) * 1000:.1f} ms, total {sum(times) * 1000:.1f} ms for {len(times)} positions")


if __name__ == "__main__":
    main()
