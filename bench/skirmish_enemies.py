"""Measure Mirror Skirmish's enemy levels: how often the hint player beats each one, and how long they think.

The player is the suite's own hint (gamepkg/skirmish/advice.py): every ally action is the hint's action (against
Lesson and Normal it plans against that level's own answers, against Hard and Expert against the best enemy play,
and it plans again after every action). The usual start
is one game only (the game has no chance in it), so each game first plays a few random ally actions (2 to
10, from the game's number) and the hint player takes over from there: per case and variant, the same
openings meet every enemy level. The table prints wins, draws and losses, and the mean round of a win.
The last lines print the thinking time per enemy action (median and worst, each the fastest of five tries
so that the other programs on the machine do not count) of each level over the positions it met, to compare
with one frame (16.7 ms at 60 frames a second). The Hard enemy keeps nothing between decisions, so every try
does the whole search again; its search stops after HARD_STEPS steps (gamepkg/skirmish/search.py). Expert
(gamepkg/skirmish/expert.py) keeps nothing between decisions either: it is timed the fastest of EXPERT_TRIES
tries over at most EXPERT_TIMED of the positions it met (each try is a whole search of EXPERT_STEPS nodes).
The totals also count the cases beyond the seed's A-C apart: A-C are forced ally wins in 2-3 rounds
(bench/skirmish_solver.py), which no enemy can stop.

The last line is the Expert row over the cases beyond A-C: Expert's wins, draws and losses, the hint player's win
rate, and Expert's thinking per decision (median and worst).

Run from the repository root: python bench/skirmish_enemies.py [--games N] [--case D] [--level expert]
"""

import pathlib
import random
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from bench.script_args import positive_int, script_parser  # noqa: E402  (after the sys.path line)
from gamepkg.skirmish import advice as skirmish_advice  # noqa: E402
from gamepkg.skirmish import board as skirmish_board  # noqa: E402
from gamepkg.skirmish import expert as skirmish_expert  # noqa: E402
from gamepkg.skirmish import foes as skirmish_foes  # noqa: E402
from gamepkg.skirmish import rules as skirmish  # noqa: E402
from gamepkg.skirmish import search as skirmish_search  # noqa: E402

FRAME_MS = 1000 / 60
SEED_CASES = ("A", "B", "C")
EXPERT_TRIES = 2  # an Expert decision takes about 150 ms: two tries each (the fastest counts)
EXPERT_TIMED = 60  # and at most this many of the positions it met (evenly spread)


def opening(params, game, level):
    """The start of game number ``game``: a few reproducible random ally actions against ``level``."""
    rng = random.Random(game)
    state = skirmish.new_game(skirmish.Params(params.case, params.variant, enemy=level))
    for _ in range(2 + game % 9):
        if state.ended:
            break
        state = skirmish.apply(state, rng.choice(skirmish_board.legal_moves(state)))
    return state


def play_out(state):
    """Play the hint player's actions to the end of the game; the final state."""
    while not state.ended:
        found = skirmish_advice.hint(state)
        state = skirmish.apply(state, found.move or skirmish_board.legal_moves(state)[-1])
    return state


def recording_chooser(level, seen):
    """The choice function of ``level`` that also keeps each (state, unit) it is asked about in ``seen``."""
    choose = skirmish_foes.CHOOSERS[level]

    def recording(state, unit):
        """Remember the question, then answer it."""
        seen.append((state, unit))
        return choose(state, unit)
    return recording


def thinking_times(level, questions, repeats=5):
    """(wall, cpu): the thinking time (ms) of each enemy action in ``questions``, by the clock on the wall and in
    processor time (time.process_time), the fastest of ``repeats`` tries each (so that another program's turn on
    the processor does not count as thinking)."""
    choose = skirmish_foes.CHOOSERS[level]
    walls, cpus = [], []
    for state, unit in questions:
        wall_tries, cpu_tries = [], []
        for _ in range(repeats):
            start, start_cpu = time.perf_counter(), time.process_time()
            choose(state, unit)
            wall_tries.append((time.perf_counter() - start) * 1000)
            cpu_tries.append((time.process_time() - start_cpu) * 1000)
        walls.append(min(wall_tries))
        cpus.append(min(cpu_tries))
    return walls, cpus


def main(argv=None):
    """Print the win table per case, variant and enemy level, then the thinking times."""
    parser = script_parser(__doc__)
    parser.add_argument("--games", type=positive_int, default=12, help="games per case, variant and level (12)")
    parser.add_argument("--case", action="append", help="only this case (may be given more than once)")
    parser.add_argument("--level", action="append", choices=skirmish_board.ENEMY_LEVELS,
                        help="only this enemy level (may be given more than once)")
    args = parser.parse_args(argv)
    levels = tuple(args.level or skirmish_board.ENEMY_LEVELS)
    questions = {level: [] for level in skirmish_board.ENEMY_LEVELS[1:]}
    originals = dict(skirmish_foes.CHOOSERS)
    for level in questions:  # the Lesson enemy also answers inside the hint's search: it is timed apart
        skirmish_foes.CHOOSERS[level] = recording_chooser(level, questions[level])
    totals = {level: Counter() for level in skirmish_board.ENEMY_LEVELS}
    new_totals = {level: Counter() for level in skirmish_board.ENEMY_LEVELS}
    print(f"hint player against each enemy level, {args.games} games per row (won / draw / lost, mean round of a win)")
    for key, params in skirmish.PRESETS.items():
        if args.case and params.case not in args.case:
            continue
        cells = []
        for level in levels:
            results, rounds = Counter(), []
            for game in range(args.games):
                final = play_out(opening(params, game, level))
                results[skirmish.status(final)] += 1
                if skirmish.status(final) == "won":
                    rounds.append(final.round)
            totals[level] += results
            if params.case not in SEED_CASES:
                new_totals[level] += results
            mean = f"{statistics.mean(rounds):4.1f}" if rounds else "   -"
            cells.append(f"{level:<6} {results['won']:3d}/{results['draw']:3d}/{results['lost']:3d} r{mean}")
        print(f"{key:<7} " + "   ".join(cells))
    for name, table in (("all cases", totals), ("cases beyond A-C", new_totals)):
        for level, results in table.items():
            played = sum(results.values())
            print(f"{level:<6} {name}: hint player wins {results['won']} of {played} "
                  f"({100 * results['won'] / max(1, played):.0f} %), enemies win {results['lost']}")
    skirmish_foes.CHOOSERS.update(originals)
    questions[skirmish_board.LESSON] = questions["hard"]  # the same positions, for comparison
    every = max(1, len(questions["expert"]) // EXPERT_TIMED)
    questions["expert"] = questions["expert"][::every][:EXPERT_TIMED]
    spent_by_level = {}
    for level in levels:
        if not questions[level]:
            continue
        tries = EXPERT_TRIES if level == "expert" else 5
        spent, cpu = spent_by_level[level] = thinking_times(level, questions[level], tries)
        print(f"{level:<6} thinking per enemy action: median {statistics.median(spent):.2f} ms "
              f"(CPU {statistics.median(cpu):.2f} ms), worst {max(spent):.2f} ms (CPU {max(cpu):.2f} ms) over "
              f"{len(spent)} actions (one frame: {FRAME_MS:.1f} ms; Hard's budget {skirmish_search.HARD_STEPS} "
              f"steps, Expert's {skirmish_expert.EXPERT_STEPS} nodes)")
    if "expert" in spent_by_level:
        print(expert_row(new_totals["expert"], *spent_by_level["expert"]))


def expert_row(results, spent, cpu):
    """The Expert row: Expert's wins, draws and losses against the hint player (the cases beyond A-C), the hint
    player's win rate, and Expert's thinking per decision (median and worst, wall clock and CPU)."""
    played = max(1, sum(results.values()))
    return (f"Expert row (cases beyond A-C): Expert won {results['lost']} / drew {results['draw']} / lost "
            f"{results['won']}; the hint player wins {100 * results['won'] / played:.0f} %; Expert thinks "
            f"{statistics.median(spent):.0f} ms a decision (median; CPU {statistics.median(cpu):.0f} ms), "
            f"{max(spent):.0f} ms at worst (CPU {max(cpu):.0f} ms)")


if __name__ == "__main__":
    main()
