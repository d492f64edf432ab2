"""Time the Minesweeper engine: big flood fills, first-click placement, hints, no-guess generation.

Run from the repo root: python bench/mines_engine.py
"""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from gamepkg import mines, mines_solver  # noqa: E402


def timed(label, action):
    """Run ``action`` once, print how long it took, and return its result."""
    start = time.perf_counter()
    result = action()
    print(f"{label:55s} {time.perf_counter() - start:8.3f} s")
    return result


def cascade(side, mine_count):
    """A fixed board with mines on the bottom row and around the far corner, flooded from one click."""
    corner = {(side - 2, side - 1), (side - 2, side - 2), (side - 1, side - 2)}
    layout = frozenset((x, side - 1) for x in range(mine_count - 3)) | corner
    params = mines.Params(side, side, mine_count, layout=layout)
    state = timed(f"{side}x{side}: new game (counts)", lambda: mines.new_game(params, 0))
    state = timed(f"{side}x{side}: cascade from one click", lambda: mines.apply(state, "o0,0"))
    print(f"{'':55s} {len(state.opened)} cells opened, status {state.status}")
    timed(f"{side}x{side}: one more move after the cascade (flag)",
          lambda: mines.apply(state, f"m{side - 1},{side - 1},1"))


def main():
    """Print the figures."""
    cascade(100, 50)
    cascade(1000, 500)
    big = mines.new_game(mines.Params.decode("1000x1000n100000"), 7)
    timed("1000x1000n100000: first click (placement + flood)", lambda: mines.apply(big, "o500,500"))
    for text in ("30x16n99g", "16x16n40g", "100x100n1000g"):
        params = mines.Params.decode(text)
        state = timed(f"{text}: first click with no-guess generation",
                      lambda: mines.apply(mines.new_game(params, 1), "o5,5"))
        print(f"{'':55s} gave up: {state.gave_up_no_guess}")
        timed(f"{text}: one hint", lambda: mines_solver.hint(state))


if __name__ == "__main__":
    main()
