"""Delayed Walls solver: shortest solutions, hints, the nearest winnable position and the command line."""

import io
import json
import pathlib
import subprocess
import sys

import pytest

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.rules import IllegalMove
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from gamepkg.walls import solver as walls_solver
from gamepkg.walls.level_files import shipped_levels

OPTIMAL = json.loads((pathlib.Path(__file__).parent / "data" / "conformance" / "walls" / "optimal.json")
                     .read_text(encoding="utf-8"))
LEVEL_FOLDER = pathlib.Path(walls.__file__).parent / "levels"


def play(state, moves):
    """The state after ``moves``."""
    for move in moves:
        state = walls.apply(state, move)
    return state


@pytest.mark.seed  # uses data recorded from the seed's original rules
@pytest.mark.parametrize("index", sorted(OPTIMAL))
def test_seed_levels_have_the_recorded_unique_shortest_solution(index):
    """The solver finds exactly the seed's shortest sequence, and it is the only one of that length."""
    level = walls.PRESETS[walls.SEED_LEVELS[int(index)]]
    moves, explored = walls_solver.solve(level)
    assert moves == OPTIMAL[index]["actions"]
    assert len(moves) == OPTIMAL[index]["min_moves"] == walls.PARS[walls.SEED_LEVELS[int(index)]]
    assert explored > 0
    assert walls_solver.count_shortest_solutions(level) == OPTIMAL[index]["optimal_sequences"]


@pytest.mark.seed  # uses data recorded from the seed's original rules
@pytest.mark.parametrize("index", sorted(OPTIMAL))
def test_seed_levels_have_the_recorded_number_of_positions(index):
    """Counting every reachable position gives the seed's totals, with the same won and stranded counts."""
    counts = walls_solver.count_reachable(walls.PRESETS[walls.SEED_LEVELS[int(index)]])
    assert sum(counts.values()) == OPTIMAL[index]["reachable_states"]
    by_status = OPTIMAL[index]["reachable_states_by_status"]
    assert counts["won"] == by_status["won"] and counts["stranded"] == by_status["stranded"]


@pytest.mark.parametrize("shipped", shipped_levels(), ids=lambda shipped: shipped.key)
def test_every_shipped_level_is_solvable_in_its_par(shipped):
    """The solver's shortest solution has the length written in the file, and it wins when played."""
    params = walls.PRESETS[shipped.key]
    moves, _explored = walls_solver.solve(params)
    assert moves is not None
    assert len(moves) == shipped.level.par
    assert walls.status(play(walls.new_game(params), moves)) == "won"


def test_new_levels_need_more_than_the_direct_way():
    """Each new level's par is longer than the plain walking distance from start to exit."""
    for key in list(walls.PRESETS)[3:]:
        params = walls.PRESETS[key]
        start, goal = params.start, params.exit
        assert walls.PARS[key] > abs(start[0] - goal[0]) + abs(start[1] - goal[1]), key


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_solve_from_a_position_in_the_middle():
    """Solving a State continues from there; a won state needs no moves; a lost one gives None."""
    level = walls.PRESETS["b"]
    actions = OPTIMAL["1"]["actions"]
    middle = play(walls.new_game(level), actions[:4])
    assert walls_solver.solve(middle)[0] == actions[4:]
    assert walls_solver.solve(play(walls.new_game(level), actions))[0] == []
    stranded = play(walls.new_game(walls.PRESETS["a"]), "RRUDU")
    assert walls_solver.solve(stranded)[0] is None


def test_an_unsolvable_level_gives_none():
    """A light behind a wall makes the level unsolvable."""
    level = walls.Params("Cut off", ("S.#", "##*", "#.E"))
    assert walls_solver.solve(level)[0] is None
    assert walls_solver.count_shortest_solutions(level) == 0


def test_the_search_budget_stops_big_searches():
    """A budget below the positions needed stops the search as too hard; a cancelled one as cancelled."""
    with pytest.raises(SearchStopped) as stopped:
        walls_solver.solve(walls.PRESETS["c"], SearchBudget(max_steps=10))
    assert stopped.value.reason == "too_hard"
    budget = SearchBudget()
    budget.cancel()
    with pytest.raises(SearchStopped) as stopped:
        walls_display.advise((walls.new_game(walls.PRESETS["c"]),), budget)
    assert stopped.value.reason == "cancelled"


def test_a_big_open_board_is_too_hard_for_a_small_budget_and_the_memory_stays_bounded():
    """The 12x9 open board stops after the budget's positions: hint, plan and par check all say too hard."""
    open_board = walls.Params("Open", ("S" + "." * 11,) + ("." * 12,) * 7 + ("." * 10 + "*E",))
    states = (walls.new_game(open_board),)
    for search in (walls_display.advise, walls_display.solution_plan):
        budget = SearchBudget(max_steps=2000)
        with pytest.raises(SearchStopped) as stopped:
            search(states, budget)
        assert stopped.value.reason == "too_hard" and budget.steps == 2001
    assert walls_display.check_level(open_board, budget=SearchBudget(max_steps=2000)).too_hard


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_hint_gives_the_next_move_of_a_shortest_solution():
    """From the start the hint is the first recorded move; after a win or a dead end it says so."""
    level = walls.PRESETS["c"]
    hint = walls_solver.next_move_hint(walls.new_game(level))
    assert (hint.kind, hint.move, hint.remaining) == ("move", OPTIMAL["2"]["actions"][0], OPTIMAL["2"]["min_moves"])
    won = play(walls.new_game(level), OPTIMAL["2"]["actions"])
    assert walls_solver.next_move_hint(won).kind == "won"
    assert walls_solver.next_move_hint(play(walls.new_game(walls.PRESETS["a"]), "RRR")).kind == "lost"


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_following_hints_wins_in_par():
    """Playing the hinted move again and again wins every seed level in its par."""
    for key in walls.SEED_LEVELS + ("clover",):
        state = walls.new_game(walls.PRESETS[key])
        while walls.status(state) == "playing":
            state = walls.apply(state, walls_solver.next_move_hint(state).move)
        assert walls.status(state) == "won" and state.moves == walls.PARS[key]


def winnable_by_brute_force(states):
    """The last index from which solve() still finds a win (the slow, obvious way)."""
    for index in range(len(states) - 1, -1, -1):
        if walls_solver.solve(states[index])[0] is not None:
            return index
    return None


@pytest.mark.parametrize("key, moves", [("a", "RRUDU"), ("a", "RRRR"), ("c", "RRRRRU"), ("c", "UURRRD"),
                                        ("long_way", "RUUUULLLLLLLLDDDDRRRRUURRDD")])
def test_nearest_winnable_counts_back_to_a_winnable_position(key, moves):
    """The helper finds the same position as checking each earlier state one by one."""
    states = [walls.new_game(walls.PRESETS[key])]
    for move in moves:
        try:
            states.append(walls.apply(states[-1], move))
        except IllegalMove:
            break
    index = walls_solver.nearest_winnable(states)
    assert index == winnable_by_brute_force(states)


def test_nearest_winnable_of_a_dead_end_is_before_it():
    """Walking past the light spur in level A needs undos back to the cell before the spur."""
    states = [walls.new_game(walls.PRESETS["a"])]
    for move in "RRR":
        states.append(walls.apply(states[-1], move))
    assert walls_solver.nearest_winnable(states) == 2
    assert walls_solver.nearest_winnable(states[:3]) == 2


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_command_line_prints_par_and_solution(tmp_path):
    """The CLI prints the par and a shortest solution and exits 0 when all files are solvable."""
    out = io.StringIO()
    code = walls_solver.main([str(LEVEL_FOLDER / "01_a.txt"), str(LEVEL_FOLDER / "03_c.txt")], out)
    lines = out.getvalue().splitlines()
    assert code == 0
    assert "par 6: " + " ".join(OPTIMAL["0"]["actions"]) in lines[0]
    assert "par 10: " + " ".join(OPTIMAL["2"]["actions"]) in lines[1]


def test_command_line_reports_problems_with_exit_code_1(tmp_path):
    """Broken and unsolvable files are explained (file, line, reason) and make the exit code 1."""
    broken = tmp_path / "broken.txt"
    broken.write_text("Broken\nS.E\n.?.\n...\n", encoding="utf-8")
    cut_off = tmp_path / "cut.txt"
    cut_off.write_text("Cut off\nS.#\n##*\n#.E\n", encoding="utf-8")
    out = io.StringIO()
    code = walls_solver.main([str(LEVEL_FOLDER / "01_a.txt"), str(broken), str(cut_off),
                              str(tmp_path / "missing.txt")], out)
    text = out.getvalue()
    assert code == 1
    assert "broken.txt line 3 (board row 2): unknown character '?' in column 2" in text
    assert "cut.txt: Cut off: cannot be solved" in text
    assert "missing.txt: cannot read the file" in text


def test_command_line_answers_help():
    """``python -m gamepkg.walls.solver --help`` prints its usage and exits 0 (it used to read a file '--help')."""
    finished = subprocess.run([sys.executable, "-m", "gamepkg.walls.solver", "--help"], capture_output=True,
                              text=True, cwd=pathlib.Path(walls.__file__).parents[2], timeout=60)
    assert finished.returncode == 0, finished.stderr
    assert finished.stdout.startswith("usage: python -m gamepkg.walls.solver")
    assert "cannot read" not in finished.stdout + finished.stderr


def test_command_line_checks_the_level_folder_with_its_readme():
    """``gamepkg/walls/levels/*`` checks every shipped level and skips README.txt and __init__.py with a note."""
    names = sorted(str(path) for path in LEVEL_FOLDER.iterdir())
    out = io.StringIO()
    code = walls_solver.main(names, out)
    lines = out.getvalue().splitlines()
    assert code == 0, out.getvalue()
    assert f"{LEVEL_FOLDER / 'README.txt'}: skipped (not a level file)" in lines
    assert f"{LEVEL_FOLDER / '__init__.py'}: skipped (not a level file)" in lines
    assert sum(" par " in line for line in lines) == len(walls.PRESETS)


def test_command_line_with_no_level_file_fails():
    """Naming only files that are not levels is an error (exit code 1), not a silent success."""
    out = io.StringIO()
    assert walls_solver.main([str(LEVEL_FOLDER / "README.txt")], out) == 1
    assert "no level files given" in out.getvalue()
