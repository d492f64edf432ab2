"""Click latency of every game tab: from a synthetic click on the board to the redrawn Canvas.

Run from the repo root under a display, e.g.: xvfb-run -a python bench/latency.py [clicks]

For each tab of widgets/registry.py VIEWS, at the window's default size and the tab's default game,
it sends ``clicks`` (200 unless given) clicks (press and release) to the board Canvas at legal cells (a cell
the current player may act on; where a click only selects, the next click on the same cell plays)
and times both event_generate calls + update_idletasks, i.e. until the Canvas is redrawn. Computer replies,
curtains and new games after a game ends happen between clicks and are not timed. It prints the
median, 95th percentile and worst wall-clock time per game against the targets (median < 5 ms,
worst < 16 ms: one frame) and PASS or MISS; the script's own CPU time per click is shown beside it, which tells
a slow view from a busy machine. The first column is the tab's first visit: from choosing the tab (its view is
built then) to its first drawn frame, after the window has been open for OPEN_SECONDS as a player's would (the
suite imports the other tabs' code meanwhile: widgets/app.py prepare_tabs), against its target (< 60 ms).
Figures only: tests never assert wall-clock times.
"""

import os
import pathlib
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))


from bench.script_args import positive_int, script_parser, tk_root_or_exit  # noqa: E402
from gamepkg.arrows import rules as arrows  # noqa: E402
from gamepkg.garden import rules as garden  # noqa: E402
from gamepkg.mines import rules as mines  # noqa: E402
from gamepkg.savefile import DataStore  # noqa: E402
from gamepkg.skirmish import board as skirmish_board  # noqa: E402
from gamepkg.skirmish.display import click_action  # noqa: E402
from gamepkg.walls import rules as walls  # noqa: E402
from widgets.app import SuiteApp  # noqa: E402
from widgets.registry import VIEWS  # noqa: E402

CLICKS = 200
TARGET_MEDIAN_MS = 5.0
TARGET_WORST_MS = 16.0  # one frame at 60 Hz
TARGET_FIRST_VISIT_MS = 60.0
SEED = 2026
SETTLE_SECONDS = 5.0
OPEN_SECONDS = 1.0  # the window is open this long before the first visits


# ---------------------------------------------------------------- where to click, per game

def mines_target(view, rng):
    """A hidden, unflagged cell (the click opens it)."""
    cells = [tuple(int(n) for n in move[1:].split(",")) for move in mines.legal_moves(view.session.state)
             if move.startswith("o")]
    return rng.choice(cells), None


def skirmish_target(view, rng):
    """A cell where a click acts for the chosen ally (move, attack, pick, wait), or the other ally."""
    state = view.session.state
    cells = [(x, y) for y in range(skirmish_board.HEIGHT) for x in range(skirmish_board.WIDTH)
             if click_action(state, view.ally, (x, y))[0] is not None]
    allies = [state.pos[ally] for ally in skirmish_board.ALLIES if state.hp[ally] and ally != view.ally]
    return rng.choice(cells + allies[:1]), None


def walls_target(view, rng):
    """A floor next to the player that is still free (the click walks there)."""
    state = view.session.state
    return rng.choice([walls.add(state.player, walls.DIRECTIONS[move]) for move in walls.legal_moves(state)]), None


def garden_target(view, rng):
    """The selected move's cell (the click plays it), else a cell where the chosen kind is legal (selects)."""
    engine, state = view.active_engine_state()
    if view.pending is not None:
        kind, _, number = view.pending.partition(":")
        cell = int(number) if number else rng.randrange(garden.SIZE * garden.SIZE)
        return (cell % garden.SIZE, cell // garden.SIZE), None
    legal = engine.legal_moves(state)
    kinds = view.kinds()
    for kind in [view.kind()] + [k for k in kinds if k != view.kind()]:
        cells = [int(move.partition(":")[2]) for move in legal if move.startswith(kind + ":")]
        if cells or kind in ("wait", "drain"):
            if kind != view.kind():
                view.choose_kind(kind)
            cell = rng.choice(cells) if cells else rng.randrange(garden.SIZE * garden.SIZE)
            return (cell % garden.SIZE, cell // garden.SIZE), None
    return (0, 0), None


def arrows_target(view, rng):
    """The picked cell toward a random side (the click places the arrow), else a legal empty cell (picks it)."""
    if view.selected is not None:
        return view.selected, rng.choice(arrows.DIRECTIONS)
    return rng.choice(arrows.legal_cells(view.session.state)), None


def any_cell_target(view, rng):
    """Any cell of the board (for a tab this script does not know yet)."""
    board = view.board
    return (rng.randrange(board.cols), rng.randrange(board.rows)), None


def target_chooser(game):
    """The function that picks the next cell to click in ``game``'s tab."""
    return {"mines": mines_target, "skirmish": skirmish_target, "walls": walls_target, "garden": garden_target,
            "arrows": arrows_target}.get(game, any_cell_target)


def pixel_of(board, cell, side):
    """The pixel to click: the cell's centre, or a point toward ``side`` (an arrow direction) inside it."""
    cx, cy = board.cell_center(*cell)
    if side is not None:
        dx, dy = arrows.STEPS[side]
        cx, cy = cx + dx * board.cell * 0.35, cy + dy * board.cell * 0.35
    return int(cx), int(cy)


# ---------------------------------------------------------------- the suite window

def quiet_dialogs(app):
    """Replace the message boxes so that nothing modal stops the run."""
    app.show_error = app.show_info = lambda text: None
    app.ask_yes_no = lambda key, **fields: True
    app.ask_text = lambda key: None


def settle(root, view):
    """Let pending work run (computer replies, animations) until the tab takes input again; not timed."""
    deadline = time.monotonic() + SETTLE_SECONDS
    root.update()
    while view.is_busy() and time.monotonic() < deadline:
        root.update()
        time.sleep(0.001)
    if getattr(view, "handing_over", None):  # Mischief Garden hot-seat: a turn's result, then Hand Over
        view.hand_over()
    if getattr(view, "curtain_up", False):
        view.lift_curtain()
        root.update()


def ready_for_input(root, view, seed):
    """Settle the tab and start a new game when the current one is over or no human can click."""
    settle(root, view)
    for attempt in range(3):
        if view.session.status() == "playing" and not view.computer_to_move():
            return
        view.start(view.session.params, seed + attempt + 1)
        settle(root, view)


def first_visit(root, app, game):
    """Wall and CPU milliseconds from choosing ``game``'s tab the first time to its first drawn frame."""
    start, cpu_start = time.perf_counter(), time.process_time()
    app.select_game(game)
    root.update_idletasks()
    return (time.perf_counter() - start) * 1000, (time.process_time() - cpu_start) * 1000


def measure(root, app, game, clicks, rng):
    """Click ``clicks`` times on ``game``'s board; returns (wall ms, CPU ms, moves played, new games)."""
    view = app.select_game(game)
    root.update()
    view.start(view.session.params, SEED)
    chooser = target_chooser(game)
    times, cpu_times, moves, games = [], [], 0, 0
    for number in range(clicks):
        before = view.session
        ready_for_input(root, view, SEED + 10 * number)
        games += view.session is not before
        board = view.board
        cell, side = chooser(view, rng)
        px, py = pixel_of(board, cell, side)
        board.event_generate("<Motion>", x=px, y=py)
        root.update_idletasks()
        session, position = view.session, view.session.position
        start, cpu_start = time.perf_counter(), time.process_time()
        board.event_generate("<Button-1>", x=px, y=py)  # a whole click: Minesweeper opens on the release
        board.event_generate("<ButtonRelease-1>", x=px, y=py)
        board.update_idletasks()
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu_start) * 1000)
        moves += view.session is session and view.session.position != position
    return times, cpu_times, moves, games


def report(game, visit, times, cpu_times, moves, games):
    """Print one line of figures (wall clock, and this process's CPU time) and the verdict for ``game``."""
    median, worst = statistics.median(times), max(times)
    p95 = sorted(times)[int(len(times) * 0.95) - 1]
    misses = [name for name, miss in (("first visit", visit[0] >= TARGET_FIRST_VISIT_MS),
                                      ("median", median >= TARGET_MEDIAN_MS), ("worst", worst >= TARGET_WORST_MS))
              if miss]
    verdict = "PASS" if not misses else "MISS (" + ", ".join(misses) + ")"
    print(f"{game:10s} {visit[0]:7.1f} {visit[1]:7.1f} {len(times):6d} {moves:6d} {games:5d} {median:9.2f} "
          f"{p95:8.2f} {worst:9.2f} {statistics.median(cpu_times):8.2f} {max(cpu_times):8.2f}   {verdict}")
    return not misses


def main(argv=None):
    """Build the suite like the GUI tests do and print the latency of every tab."""
    parser = script_parser(__doc__, display=True)
    parser.add_argument("clicks", nargs="?", type=positive_int, default=CLICKS, help=f"clicks per tab ({CLICKS})")
    clicks = parser.parse_args(argv).clicks
    root = tk_root_or_exit("bench/latency.py")
    with tempfile.TemporaryDirectory(prefix="mirrorgames-latency-") as folder:
        os.environ["MIRRORGAMES_DATA"] = str(pathlib.Path(folder) / "data")
        app = SuiteApp(root, DataStore(pathlib.Path(folder) / "data"), language="en",
                       freeze_built=True)  # as widgets/main.py starts it
        quiet_dialogs(app)
        if "animation_speed" in app.settings:
            app.settings["animation_speed"] = "instant"
        app.random = random.Random(SEED)
        root.update()
        print(f"Tk {root.tk.call('info', 'patchlevel')}, window {root.winfo_width()}x{root.winfo_height()}, "
              f"{clicks} clicks per game; targets: first visit < {TARGET_FIRST_VISIT_MS:g} ms, "
              f"click median < {TARGET_MEDIAN_MS:g} ms, worst < {TARGET_WORST_MS:g} ms")
        first = app.current_game()  # built with the window: its first visit is part of the start-up
        opened = time.monotonic()
        while time.monotonic() - opened < OPEN_SECONDS:
            root.update()
            time.sleep(0.005)
        visits = {game: (0.0, 0.0) if game == first else first_visit(root, app, game) for game in VIEWS}
        app.select_game(first)
        root.update()
        print(f"{'game':10s} {'visit':>7s} {'(cpu)':>7s} {'clicks':>6s} {'moves':>6s} {'games':>5s} {'median ms':>9s} "
              f"{'p95 ms':>8s} {'worst ms':>9s} {'cpu med':>8s} {'cpu max':>8s}   result")
        passed = []
        for game in VIEWS:
            rng = random.Random(f"{SEED}/{game}")
            try:
                figures = (visits[game],) + measure(root, app, game, clicks, rng)
            except Exception as error:  # noqa: BLE001 - a tab under construction must not stop the others
                print(f"{game:10s} not measured: {type(error).__name__}: {error}")
                passed.append(False)
                continue
            passed.append(report(game, *figures))
        root.destroy()
    print(f"{sum(passed)} of {len(passed)} tabs within the targets")
    return 0


if __name__ == "__main__":
    sys.exit(main())
