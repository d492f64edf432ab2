"""Benchmark: a 100x100 Minesweeper board on our Canvas widget vs one Label per cell (the tutorial's way).

Run from the repo root with a display (or under xvfb-run): python bench/mines_scale.py
Prints the time to build and draw the board and to show a cascade that clears most of it, for both,
and the engine alone opening a cascade on a 1000x1000 board.
"""

import os
import sys
import time
import tkinter as tk

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from gamepkg import mines  # noqa: E402
from gamepkg.session import Session  # noqa: E402
from widgets.board import BoardCanvas  # noqa: E402
from widgets.mines_view import look_of  # noqa: E402

SIZE = 100
MINES = 400
SEED = 7


def cascade_session():
    """A 100x100 game whose first open (in the middle) clears most of the board."""
    session = Session(mines, mines.Params(SIZE, SIZE, MINES), SEED)
    session.play(f"o{SIZE // 2},{SIZE // 2}")
    return session


def draw_canvas(board, state):
    """Draw every cell of ``state`` on our BoardCanvas."""
    for y, row in enumerate(mines.view_grid(state)):
        for x, code in enumerate(row):
            board.set_cell(x, y, *look_of(code))


def bench_canvas(root, before, after):
    """Seconds to build+draw and to redraw after the cascade, on our widget."""
    start = time.perf_counter()
    board = BoardCanvas(root, SIZE, SIZE, min_cell=6)
    board.pack(fill="both", expand=True)
    draw_canvas(board, before)
    root.update()
    built = time.perf_counter() - start
    start = time.perf_counter()
    draw_canvas(board, after)
    root.update()
    cascade = time.perf_counter() - start
    board.destroy()
    return built, cascade


def draw_labels(labels, state):
    """Configure every Label as the tutorial does, one widget per cell."""
    for y, row in enumerate(mines.view_grid(state)):
        for x, code in enumerate(row):
            fill, text, color = look_of(code)
            labels[y][x].configure(bg=fill, text=text, fg=color)


def bench_labels(root, before, after):
    """Seconds to build+draw and to redraw after the cascade, with one Label per cell."""
    start = time.perf_counter()
    frame = tk.Frame(root)
    frame.pack()
    labels = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            label = tk.Label(frame, width=1, height=1, relief="raised", bd=1, font=("TkDefaultFont", 5))
            label.grid(row=y, column=x)
            row.append(label)
        labels.append(row)
    draw_labels(labels, before)
    root.update()
    built = time.perf_counter() - start
    start = time.perf_counter()
    draw_labels(labels, after)
    root.update()
    cascade = time.perf_counter() - start
    frame.destroy()
    return built, cascade


def bench_engine_million():
    """Seconds for the engine to open a cascade on a 1000x1000 board, and how many cells opened."""
    session = Session(mines, mines.Params(1000, 1000, 1000), SEED)
    start = time.perf_counter()
    state = session.play("o500,500")
    return time.perf_counter() - start, len(state.opened)


def main():
    """Run both boards in one process and print the figures side by side."""
    session = cascade_session()
    before, after = session.state_at(0), session.state
    root = tk.Tk()
    root.geometry("1000x1000")
    ours = bench_canvas(root, before, after)
    labels = bench_labels(root, before, after)
    root.destroy()
    opened = len(after.opened)
    print(f"board {SIZE}x{SIZE}, {MINES} mines; the cascade opens {opened} of {SIZE * SIZE} cells")
    print(f"{'':28}{'BoardCanvas':>14}{'Label grid':>14}{'speed-up':>10}")
    for name, mine, theirs in (("build and draw", ours[0], labels[0]), ("show the cascade", ours[1], labels[1]),
                               ("total", sum(ours), sum(labels))):
        print(f"{name:28}{mine * 1000:11.1f} ms{theirs * 1000:11.1f} ms{theirs / mine:9.1f}x")
    seconds, cells = bench_engine_million()
    print(f"engine alone, 1000x1000 with 1000 mines: the first open clears {cells} cells in {seconds * 1000:.0f} ms")


if __name__ == "__main__":
    main()
