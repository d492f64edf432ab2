"""Benchmark: the longest time the event loop is held by the largest Minesweeper input (figures only).

Run from the repo root with a display (or under xvfb-run): python bench/event_loop_holds.py
For 1000x1000 boards with no mines (`n0`, one click opens a million cells) and with 999,991 mines, it
prints how long the first click and loading its save take in all, and the longest gap between the
beats of a 10 ms after() heartbeat meanwhile: the longest the window could not answer, with the CPU time
the Tk thread itself used in that gap (on a shared machine a long gap with little CPU is the machine's, not
the suite's). Long work runs on a worker thread (widgets/long_work.py), so the gap stays short however long
the work.
"""

import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.script_args import script_parser, tk_root_or_exit  # noqa: E402
from gamepkg.savefile import DataStore  # noqa: E402
from widgets.app import SuiteApp  # noqa: E402

GAME_IDS = ("mines:1000x1000n0#7", "mines:1000x1000n999991#7")
BEAT_MS = 10


def longest_hold(root, action):
    """(seconds ``action()`` took, the longest gap in seconds between heartbeats while it ran, and the Tk thread's
    own CPU seconds in that gap: near the gap, the Tk thread was busy; far below, it waited for the GIL or for a
    CPU of a busy machine)."""
    beats = []

    def beat():
        """Note the time (and the Tk thread's CPU time) and beat again."""
        beats.append((time.perf_counter(), time.thread_time()))
        root.after(BEAT_MS, beat)

    beat()
    root.update()
    start = (time.perf_counter(), time.thread_time())
    action()
    root.update()
    end = (time.perf_counter(), time.thread_time())
    beats.append(end)
    during = [moment for moment in beats if moment[0] >= start[0]]
    gaps = [(later[0] - earlier[0], later[1] - earlier[1])
            for earlier, later in zip([start] + during[:-1], during, strict=True)]
    longest = max(gaps)
    return end[0] - start[0], longest[0], longest[1]


def main(argv=None):
    """Open each board in one suite window and print its figures."""
    script_parser(__doc__, display=True).parse_args(argv)
    root = tk_root_or_exit("bench/event_loop_holds.py")
    root.geometry("1000x800")
    app = SuiteApp(root, DataStore(tempfile.mkdtemp()), language="en",
                      freeze_built=True)  # as widgets/main.py starts it
    app.show_error = print  # a refused file is printed, not shown in a dialog
    app.ask_yes_no = lambda key, **fields: True
    root.update()
    print(f"{'game ID':>26}{'first click':>14}{'held at most':>14}{'(Tk cpu)':>10}{'load':>10}{'held at most':>14}"
          f"{'(Tk cpu)':>10}")
    for game_id in GAME_IDS:
        app.open_game_id(game_id, interactive=False)
        root.update()
        view = app.views["mines"]
        click, click_hold, click_cpu = longest_hold(root, lambda view=view: view.on_primary(500, 500))
        app.save()
        load, load_hold, load_cpu = longest_hold(root, app.load)
        print(f"{game_id:>26}{click:12.2f} s{click_hold * 1000:11.0f} ms{click_cpu * 1000:7.0f} ms"
              f"{load:8.2f} s{load_hold * 1000:11.0f} ms{load_cpu * 1000:7.0f} ms")
    root.destroy()


if __name__ == "__main__":
    main()
