"""Time the Minesweeper engine: big flood fills, first-click placement, hints, no-guess generation,
the worst case of the bounded searches and the largest game the suite accepts (figures only).

Run from the repo root: python bench/mines_engine.py [--quick]   (--quick skips the 1000x1000 engine figures)
"""

import itertools
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from bench.script_args import script_parser  # noqa: E402
from gamepkg.budget import SearchBudget  # noqa: E402
from gamepkg.mines import ids as mines_ids  # noqa: E402
from gamepkg.mines import rules as mines  # noqa: E402
from gamepkg.mines import solver as mines_solver  # noqa: E402
from gamepkg.session import MAX_MOVES, Session  # noqa: E402


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


def worst_bounded_searches():
    """The slowest hint and no-guess generation the budgets allow, on the largest board the suite accepts."""
    side = int(mines_ids.PLAY_MAX_CELLS ** 0.5)
    for mine_count in (side * side // 10, side * side // 5):
        text = f"{side}x{side}n{mine_count}"
        state = timed(f"{text}: first click (placement + flood)",
                      lambda text=text: mines.apply(mines.new_game(mines.Params.decode(text), 3),
                                                    f"o{side // 2},{side // 2}"))
        budget = mines_solver.hint_budget()
        found = timed(f"{text}: one hint (budget {mines_solver.HINT_STEPS} steps, {mines_solver.HINT_SECONDS} s)",
                      lambda state=state, budget=budget: mines_solver.hint(state, budget))
        print(f"{'':55s} answer {found.kind}, {budget.steps} steps")
        params = mines.Params.decode(text + "g")
        state = timed(f"{text}g: first click, no-guess generation (worst case)",
                      lambda params=params: mines.apply(mines.new_game(params, 3), f"o{side // 2},{side // 2}"))
        print(f"{'':55s} gave up: {state.gave_up_no_guess} (budget {mines.NO_GUESS_STEPS} steps)")
    state = scattered_openings(side, side * side // 5)
    for label, budget in (("bounded", mines_solver.hint_budget()), ("unbounded", SearchBudget())):
        found = timed(f"hint on many small open islands ({label})",
                      lambda budget=budget: mines_solver.hint(state, budget))
        print(f"{'':55s} answer {found.kind}, {budget.steps} steps")


def scattered_openings(side, mine_count):
    """A hard position for hints: a crowded board opened at many scattered safe cells (many small groups)."""
    params = mines.Params.decode(f"{side}x{side}n{mine_count}")
    state = mines.apply(mines.new_game(params, 5), f"o{side // 2},{side // 2}")
    for number in range(0, side * side, 37):
        cell = (number % side, number // side)
        if cell not in state.mines and cell not in state.opened and state.status == mines.PLAYING:
            state = mines.apply(state, f"o{cell[0]},{cell[1]}")
    return state


def largest_save():
    """Load the biggest save accepted: the largest board, as many moves as allowed, most of them flag changes."""
    side = min(mines.MAX_SIDE, int(mines_ids.PLAY_MAX_CELLS ** 0.5))
    session = Session(mines, mines.Params(side, side, side * side // 5), 1)
    session.play(f"o{side // 2},{side // 2}")
    limit = min(MAX_MOVES, mines_ids.PLAY_MOVES_PER_CELL * side * side + mines_ids.PLAY_EXTRA_MOVES)
    hidden = (cell for cell in ((x, y) for y in range(side) for x in range(side))
              if cell not in session.state.opened)
    for x, y in itertools.islice(hidden, limit // 3):  # many flags: every later flag move changes a big set
        session.play(f"m{x},{y},1")
    flag = 0
    while len(session.moves) < limit:
        flag = 1 - flag
        session.play(f"m{side - 1},{side - 1},{flag}")
    data = session.to_dict()
    loaded = timed(f"load a save of {len(data['moves'])} moves on {side}x{side} (the most accepted)",
                   lambda: Session.from_dict(data))
    print(f"{'':55s} full states kept: {loaded.kept_states()}")
    timed("undo 100 times at the end of it", lambda: [loaded.undo() and loaded.state for _ in range(100)])
    timed("jump back to the middle of it", lambda: loaded.state_at(limit // 2))


def main(argv=None):
    """Print the figures."""
    parser = script_parser(__doc__)
    parser.add_argument("--quick", action="store_true", help="skip the 1000x1000 engine figures")
    if not parser.parse_args(argv).quick:
        cascade(100, 50)
        cascade(1000, 500)
        big = mines.new_game(mines.Params.decode("1000x1000n100000"), 7)
        timed("1000x1000n100000: first click (placement + flood)", lambda: mines.apply(big, "o500,500"))
    for text in ("30x16n99g", "16x16n40g"):
        params = mines.Params.decode(text)
        state = timed(f"{text}: first click with no-guess generation",
                      lambda params=params: mines.apply(mines.new_game(params, 1), "o5,5"))
        print(f"{'':55s} gave up: {state.gave_up_no_guess}")
        timed(f"{text}: one hint", lambda state=state: mines_solver.hint(state))
    worst_bounded_searches()
    largest_save()


if __name__ == "__main__":
    main()
