"""Delayed Walls display helpers: forecasts, reservations, the level list, best moves and the solver's advice."""

from gamepkg.budget import SearchBudget
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls

LEVEL_A = walls.PRESETS["a"]


def play(params, moves):
    """Every state of a game of ``params`` after ``moves`` (the history, oldest first)."""
    states = [walls.new_game(params)]
    for move in moves:
        states.append(walls.apply(states[-1], move))
    return states


def outcomes(state):
    """{move: outcome} of the forecast."""
    return {found.move: found.outcome for found in walls_display.forecast_moves(state)}


def test_move_towards_names_the_step_to_a_neighbour_only():
    """A neighbour gives its direction; the cell itself and a far cell give None."""
    assert walls_display.move_towards((2, 2), (3, 2)) == "R"
    assert walls_display.move_towards((2, 2), (2, 1)) == "U"
    assert walls_display.move_towards((2, 2), (2, 2)) is None
    assert walls_display.move_towards((2, 2), (3, 3)) is None


def test_forecast_names_walks_lights_blocks_and_the_locked_exit():
    """From the start of level A: right walks, the others hit solid wall; later a light and a locked exit."""
    start = walls.new_game(LEVEL_A)
    assert outcomes(start) == {"U": "blocked_fixed_wall", "R": "walk", "D": "blocked_fixed_wall",
                               "L": "blocked_fixed_wall"}
    at_fork = play(LEVEL_A, "RR")[-1]
    assert outcomes(at_fork)["U"] == "light"
    before_exit = play(LEVEL_A, "RRR")[-1]
    found = {item.move: item for item in walls_display.forecast_moves(before_exit)}
    assert found["R"].outcome == "exit_locked" and found["R"].lights_left == 1
    assert found["L"].outcome == "walk" and found["L"].matured == ((1, 2),)


def test_forecast_says_won_stranded_and_grown_wall():
    """The winning step says won; a grown wall blocks with its own outcome; after the end every move is over."""
    assert outcomes(play(LEVEL_A, "RRUDR")[-1])["R"] == "won"
    assert outcomes(play(LEVEL_A, "RRUDRR")[-1])["L"] == "over_won"
    assert outcomes(play(LEVEL_A, "RRLL")[-1])["R"] == "over_stranded"
    after_light = play(LEVEL_A, "RRUD")[-1]
    assert outcomes(after_light)["L"] == "blocked_grown_wall"


def test_reservations_come_soonest_first():
    """The queue is listed by moves left, then row and column."""
    state = play(LEVEL_A, "RRU")[-1]
    assert walls_display.reservations(state) == [((1, 2), 1), ((2, 2), 2), ((2, 1), 3)]


def test_shipped_entries_follow_the_presets():
    """One playable row per shipped level with its title and declared par."""
    entries = walls_display.shipped_entries()
    assert [entry.params for entry in entries] == list(walls.PRESETS.values())
    assert all(entry.playable for entry in entries)
    assert entries[0].declared_par == walls.PARS["a"]


def test_folder_entries_list_good_and_broken_files(tmp_path):
    """A missing folder gives nothing; a good file is playable; a broken one carries its line and reason."""
    assert walls_display.folder_entries(tmp_path / "missing") == []
    (tmp_path / "good.txt").write_text("Mine\nS.E\n###\n###\n", encoding="utf-8")
    (tmp_path / "bad.txt").write_text("Bad\nS.E\n#?#\n###\n", encoding="utf-8")
    good, bad = sorted(walls_display.folder_entries(tmp_path), key=lambda entry: entry.playable, reverse=True)
    assert good.playable and good.title == "Mine" and good.file == "good.txt"
    assert not bad.playable and bad.problem.line == 3 and bad.problem.reason == "bad_char"


def test_check_level_finds_par_and_problems():
    """The solver gives the par, warns of a wrong declared par (and uses the real one), refuses an unsolvable
    board with what is out of reach."""
    assert walls_display.check_level(LEVEL_A) == walls_display.LevelCheck(6)
    wrong = walls_display.check_level(LEVEL_A, declared_par=4)
    assert wrong.reason == "wrong_par" and dict(wrong.details) == {"par": 4, "shortest": 6}
    assert wrong.warning and not wrong.refused and wrong.par == 6
    walled = walls.Params("Shut", ("S#E", "###", "###"))
    shut = walls_display.check_level(walled)
    assert shut.refused and shut.reason == "unsolvable_because"
    assert dict(shut.details)["why"] == ("walls.why.exit_cut_off", {"x": 3, "y": 1})
    too_hard = walls_display.check_level(walls.PRESETS["c"], budget=SearchBudget(max_steps=5))
    assert too_hard.too_hard and not too_hard.refused and too_hard.par is None


def test_best_table_survives_garbage_and_keeps_the_fewest_moves():
    """Malformed tables give {}; a better result replaces the old one, a worse one does not."""
    assert walls_display.clean_bests("nonsense") == {}
    assert walls_display.clean_bests({"best": {"a": 7, "b": "x", "c": -1, "d": True}}) == {"a": 7}
    table, better = walls_display.improved_bests({"a": 7}, "a", 6)
    assert better and table == {"a": 6}
    same, better = walls_display.improved_bests(table, "a", 9)
    assert not better and same == {"a": 6}
    assert walls_display.clean_bests(walls_display.bests_document(table)) == table


def test_advice_gives_the_next_move_or_the_undos_needed():
    """At the start the hint is the first move of a shortest solution; after skipping the light, undo 2."""
    assert walls_display.advise(play(LEVEL_A, "")) == walls_display.Advice("move", "R", 6)
    lost = play(LEVEL_A, "RRR")
    assert walls_display.advise(lost) == walls_display.Advice("undo", undos=1)
    assert walls_display.advise(play(LEVEL_A, "RRUDRR")).kind == "won"


def test_solution_plan_goes_back_first_when_the_position_is_lost():
    """From a lost position the plan takes moves back, then plays a shortest way to the exit."""
    plan = walls_display.solution_plan(play(LEVEL_A, "RRR"))
    assert plan.undos == 1 and plan.moves == ("U", "D", "R", "R")
    assert walls_display.solution_plan(play(LEVEL_A, "")).moves == ("R", "R", "U", "D", "R", "R")
