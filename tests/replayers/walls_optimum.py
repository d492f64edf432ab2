"""Check walls/optimal.json, the seed's breadth-first optimum of its three levels, against walls_solver.

For each level index: the solver's shortest solution is the recorded one (``actions``, ``min_moves``), it
is the only one of that length (``optimal_sequences``), and counting every reachable position gives the
recorded total (``reachable_states``) with as many won and stranded ones (``reachable_states_by_status``).
The recorded counts by status add up to one less than the recorded total, so only the won and stranded
counts are compared, as tests/test_walls_solver.py does.
"""

import json
import pathlib

from gamepkg.walls import rules as walls
from gamepkg.walls import solver as walls_solver


def check_optimum(path):
    """Compare the table at ``path`` with the solver; returns one line per difference."""
    table = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    problems = []
    for index, recorded in sorted(table.items()):
        level = walls.PRESETS[walls.SEED_LEVELS[int(index)]]
        moves, _explored = walls_solver.solve(level)
        if moves != recorded["actions"] or len(moves or ()) != recorded["min_moves"]:
            problems.append(f"level {index}: shortest solution {moves}, recorded {recorded['actions']}")
        shortest = walls_solver.count_shortest_solutions(level)
        if shortest != recorded["optimal_sequences"]:
            problems.append(f"level {index}: {shortest} shortest solutions, recorded {recorded['optimal_sequences']}")
        counts = walls_solver.count_reachable(level)
        by_status = recorded["reachable_states_by_status"]
        if sum(counts.values()) != recorded["reachable_states"]:
            problems.append(f"level {index}: {sum(counts.values())} reachable positions, "
                            f"recorded {recorded['reachable_states']}")
        for status in ("won", "stranded"):
            if counts.get(status, 0) != by_status.get(status, 0):
                problems.append(f"level {index}: {counts.get(status, 0)} {status} positions, "
                                f"recorded {by_status.get(status, 0)}")
    return problems
