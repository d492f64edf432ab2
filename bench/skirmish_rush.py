"""Mirror Skirmish: what walking to the flag gives against each enemy level, and what the enemies could win after it.

Two tables, for every case and variant (or those given with --case):

1. The rush player (gamepkg/skirmish/rush.py) against each enemy level: every ally action takes the step that
   comes nearest the flag, else an attack, else a wait. This is a beginner's first plan (and issue 39's "won by
   walking to the flag"): the table prints won, draw or lost, and the round.
2. After k actions of that rush against Expert (k = 2, 4, ... 10), the two sides with perfect play
   (gamepkg/skirmish/solver.py, both sides free, the engine's rules): can the enemies force a win (both allies
   down) by round 10 whatever the allies do? And what does the hint player (gamepkg/skirmish/advice.py) get
   from there against Expert? It shows how much a rush costs, and whether an enemy win is there to be taken.

Run from the repository root: python bench/skirmish_rush.py [--case D] [--steps N]
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from bench.script_args import positive_int, script_parser  # noqa: E402  (after the sys.path line)
from bench.skirmish_enemies import play_out  # noqa: E402
from gamepkg.budget import SearchBudget, SearchStopped  # noqa: E402
from gamepkg.skirmish import board as skirmish_board  # noqa: E402
from gamepkg.skirmish import rules as skirmish  # noqa: E402
from gamepkg.skirmish import solver as skirmish_solver  # noqa: E402
from gamepkg.skirmish.rush import rush_move  # noqa: E402

RUSH_LENGTHS = (2, 4, 6, 8, 10)  # ally actions of the rush before the perfect-play question (two a round)


def rushed(params, level, actions=None):
    """The state after ``actions`` rush actions (None: to the end of the game) against enemy level ``level``."""
    state = skirmish.new_game(skirmish.Params(params.case, params.variant, enemy=level))
    done = 0
    while not state.ended and (actions is None or done < actions):
        state = skirmish.apply(state, rush_move(state))
        done += 1
    return state


def enemies_can_force(state, steps):
    """'yes' or 'no' when the enemies can or cannot force a win by the last round from ``state``; 'unknown' when
    the solver's budget of ``steps`` nodes runs out first."""
    try:
        return "yes" if skirmish_solver.forced_win(state, "enemies", skirmish_board.LAST_ROUND,
                                                    SearchBudget(max_steps=steps)) else "no"
    except SearchStopped:
        return "unknown"


def main(argv=None):
    """Print the rush table per enemy level, then what perfect play and the hint player get after each rush."""
    parser = script_parser(__doc__)
    parser.add_argument("--case", action="append", help="only this case (may be given more than once)")
    parser.add_argument("--steps", type=positive_int, default=300_000,
                        help="the solver's nodes per question (300000)")
    args = parser.parse_args(argv)
    presets = {key: params for key, params in skirmish.PRESETS.items() if not args.case or params.case in args.case}
    print("the rush player (every action walks an ally nearer the flag, else attacks) against each enemy level")
    for key, params in presets.items():
        cells = []
        for level in skirmish_board.ENEMY_LEVELS:
            final = rushed(params, level)
            cells.append(f"{level} {skirmish.status(final)} (round {final.round})")
        print(f"{key:<7} " + ", ".join(cells), flush=True)
    print("\nafter k rush actions against Expert: can the enemies force a win? what does the hint player get?")
    for key, params in presets.items():
        cells = []
        for actions in RUSH_LENGTHS:
            state = rushed(params, "expert", actions)
            if state.ended:
                cells.append(f"k={actions}: ended {skirmish.status(state)}")
                continue
            downed = sum(1 for ally in skirmish_board.ALLIES if not state.hp[ally])
            forced = enemies_can_force(state, args.steps)
            cells.append(f"k={actions}: {downed} ally down, enemies force a win: {forced}, "
                         f"hint player {skirmish.status(play_out(state))}")
        print(f"{key:<7} " + "; ".join(cells), flush=True)


if __name__ == "__main__":
    main()
