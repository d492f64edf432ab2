"""Benchmark: Minesweeper in the real suite window on 30x16, 100x100 and 1000x1000 boards (figures only).

Run from the repo root with a display (or under xvfb-run): python bench/mines_scale.py
For each board it prints the time to open the game in the window, the first click (mines placed, the
cascade opened and the window redrawn), and the median and worst time from a click on a covered cell
in view to the redrawn window, over 30 such clicks. Mines cover about a fifth of each board, as on Expert.
"""

import os
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.script_args import script_parser, tk_root_or_exit  # noqa: E402
from gamepkg.savefile import DataStore  # noqa: E402
from widgets.app import SuiteApp  # noqa: E402

BOARDS = ((30, 16, 99), (100, 100, 2000), (1000, 1000, 200_000))
CLICKS = 30
SEED = 7


def timed(action):
    """Seconds ``action()`` takes."""
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def covered_safe_cells_in_view(view):
    """The covered cells without a mine that the board shows now."""
    state = view.session.state
    first_x, first_y, end_x, end_y = view.board.visible_range()
    return [(x, y) for y in range(first_y, end_y) for x in range(first_x, end_x)
            if (x, y) not in state.opened and (x, y) not in state.mines and (x, y) not in state.flags]


def bench_board(app, root, width, height, mine_count):
    """(open seconds, first click seconds, [seconds of each later click]) on one board."""
    view = app.views["mines"]
    game_id = f"mines:{width}x{height}n{mine_count}#{SEED}"
    opened = timed(lambda: (app.open_game_id(game_id, interactive=False), root.update()))
    first = timed(lambda: (view.on_primary(width // 2, height // 2), root.update()))
    view.board.see_cell(width // 2, height // 2)
    root.update()
    rng = random.Random(SEED)
    clicks = []
    for _ in range(CLICKS):
        cells = covered_safe_cells_in_view(view)
        if not cells or view.session.status() != "playing":
            break
        cell = rng.choice(cells)
        clicks.append(timed(lambda cell=cell: (view.on_primary(*cell), root.update())))
    return opened, first, clicks


def main(argv=None):
    """Open each board in one suite window and print its figures."""
    script_parser(__doc__, display=True).parse_args(argv)
    root = tk_root_or_exit("bench/mines_scale.py")
    root.geometry("1000x800")
    app = SuiteApp(root, DataStore(tempfile.mkdtemp()), language="en")
    root.update()
    print(f"{'board':>22}{'open':>10}{'1st click':>11}{'click median':>14}{'click worst':>13}")
    for width, height, mine_count in BOARDS:
        opened, first, clicks = bench_board(app, root, width, height, mine_count)
        median = statistics.median(clicks) if clicks else float("nan")
        worst = max(clicks) if clicks else float("nan")
        print(f"{width:>5}x{height:<5}n{mine_count:<10}{opened * 1000:8.0f}ms{first * 1000:9.0f}ms"
              f"{median * 1000:12.1f}ms{worst * 1000:11.1f}ms   ({len(clicks)} clicks)")
    root.destroy()


if __name__ == "__main__":
    main()
