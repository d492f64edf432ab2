"""Delayed Walls with exact values: a level's derived cells and bits, its text form and every refusal
reason, each field of a move's Result, preview and events, the countdown queue, the trail, the lights."""

import pytest

from gamepkg.rules import IllegalMove
from gamepkg.walls import rules as walls
from gamepkg.walls.level_files import LevelError

# Lights at (0,1), (1,2), (2,0): in (x, y) order they are bits 1, 2 and 4.
ROWS = ("S.*",
        "*#.",
        ".*E")


def level(rows=ROWS, title="three lights"):
    """The small level above (or ``rows``)."""
    return walls.Params(title, rows)


def play(moves, params=None):
    """The state after ``moves`` (a string of U R D L) on ``params`` (the level above by default)."""
    state = walls.new_game(params or level())
    for move in moves:
        state = walls.apply(state, move)
    return state


def refused(state, move):
    """(reason, blocked) of the IllegalMove with which ``move`` is refused (every refusal names ``blocked``)."""
    with pytest.raises(IllegalMove) as error:
        walls.apply(state, move)
    assert list(error.value.details) == ["blocked"]
    return error.value.reason, error.value.details["blocked"]


def test_a_levels_derived_cells_and_bits():
    """Size, start, exit, sprouts (lights included), floors, light order and bits, steps in U R D L order."""
    params = level()
    assert (params.width, params.height, params.start, params.exit) == (3, 3, (0, 0), (2, 2))
    assert params.lights == ((0, 1), (1, 2), (2, 0))
    assert params.light_bits == {(0, 1): 1, (1, 2): 2, (2, 0): 4}
    assert params.all_lights == 7
    assert params.sprouts == frozenset({(1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2)})
    assert params.floors == params.sprouts | {(0, 0), (2, 2)}
    assert params.steps_from[(0, 0)] == (("R", (1, 0)), ("D", (0, 1)))
    assert params.steps_from[(2, 1)] == (("U", (2, 0)), ("D", (2, 2)))
    assert params.steps_from[(1, 2)] == (("R", (2, 2)), ("L", (0, 2)))
    assert params.cells_with("*E") == ((0, 1), (1, 2), (2, 0), (2, 2))
    wide = level(("S....", "#####", "****E"))
    assert (wide.width, wide.height, wide.all_lights) == (5, 3, 15)
    assert wide.light_bits[(3, 2)] == 8


def test_a_level_text_round_trips_and_each_bad_text_has_its_reason():
    """encode writes rows joined by '/', '#' as 'x', ',' and the quoted title; decode refuses each fault."""
    params = level(title="a b/c")
    assert params.encode() == "S.*/*x./.*E,a%20b%2Fc"
    assert walls.Params.decode(params.encode()) == params
    for text, reason in (("S.*/*x./.*E,\u3042", "id_not_ascii"), (5, "id_not_ascii"),
                         ("S.*/*x./.*E", "id_no_title"), ("S.*/*#./.*E,t", "id_hash"),
                         ("S.*/*x./.*E,%ff", "id_bad_title"), ("S.*/*x./.*E,%41", "id_bad_title"),
                         ("S.*/*x./.*E,a b", "id_bad_title"), ("S.*/*x./.*E,a,b", "id_bad_title")):
        with pytest.raises(LevelError) as error:
            walls.Params.decode(text)
        assert (error.value.reason, error.value.file) == (reason, "level"), text


def test_a_bad_row_is_named_by_its_number_from_one():
    """A level error in a row names that row (counted from 1); a whole-board error names none."""
    with pytest.raises(LevelError) as error:
        level(("S..", ".?.", "..E"))
    assert (error.value.reason, error.value.file, error.value.line, error.value.details) == \
        ("bad_char", "level", 2, {"char": "?", "column": 2})
    with pytest.raises(LevelError) as error:
        level(("S..", "...", "..E", "...."))
    assert (error.value.reason, error.value.line) == ("ragged_row", 4)
    with pytest.raises(LevelError) as error:
        level(("S..", "...", "..."))
    assert (error.value.reason, error.value.line) == ("no_exit", None)
    with pytest.raises(LevelError) as error:
        level(title="")
    assert (error.value.reason, error.value.file, error.value.line, error.value.details) == \
        ("no_title", "level", None, {})
    with pytest.raises(LevelError) as error:
        level(title="t" * 41)
    assert (error.value.reason, error.value.file, error.value.line, error.value.details) == \
        ("title_too_long", "level", None, {"limit": 40})
    for title, rows in (("t", ["S..", "...", "..E"]), (5, ROWS), ("t", ("S..", 5, "..E"))):
        with pytest.raises(ValueError) as error:
            walls.Params(title, rows)
        assert not isinstance(error.value, LevelError)
        assert str(error.value) == "a level needs a title text and a tuple of row texts"


def test_a_new_game_and_a_walled_in_start():
    """A new game starts on S with a one-cell trail; a start with no floor beside it is stranded at once."""
    state = walls.new_game(level())
    assert (state.player, state.status, state.trail, state.moves, state.last) == ((0, 0), "playing", ((0, 0),), 0, None)
    assert walls.events(state) == [] and walls.legal_moves(state) == ["R", "D"]
    shut = walls.new_game(level(("S#.", "##.", "..E")))
    assert shut.status == "stranded" and walls.legal_moves(shut) == []
    with pytest.raises(TypeError, match="^new_game needs walls.Params$"):
        walls.new_game("S.*")


def test_each_move_reports_reason_countdown_and_collected_light():
    """Result fields move by move: the scheduled cell, the light bit, the countdown and the walls it grows."""
    state = play("R")
    assert state.last == walls.Result("walk", (), (1, 0), None)
    assert state.queue == (((1, 0), 3),) and walls.countdowns(state) == {(1, 0): 3}
    state = walls.apply(state, "R")
    assert state.last == walls.Result("light", (), (2, 0), None) and state.collected == 4
    assert walls.countdowns(state) == {(1, 0): 2, (2, 0): 3}
    assert walls.light_cells(state) == [((0, 1), False), ((1, 2), False), ((2, 0), True)]
    assert walls.lights_left(state) == 2
    state = walls.apply(state, "D")
    assert walls.countdowns(state) == {(1, 0): 1, (2, 0): 2, (2, 1): 3}
    state = walls.apply(state, "D")  # onto the exit without every light: walk on
    assert state.last == walls.Result("walk", ((1, 0),), None, None)
    assert state.walls == frozenset({(1, 0)}) and walls.countdowns(state) == {(2, 0): 1, (2, 1): 2}
    assert walls.events(state) == [("walk",), ("matured", 1, 0)]
    assert state.trail == ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2))[-walls.TRAIL_LENGTH:]
    assert len(state.trail) == 4 and state.moves == 4
    state = walls.apply(state, "L")
    assert state.last.reason == "light" and state.collected == 6
    assert walls.events(state) == [("light",), ("matured", 2, 0), ("scheduled", 1, 2)]
    assert walls.status_line_data(state) == {"moves": 5, "lights": 2, "total": 3, "status": "playing"}


def test_stepping_back_onto_a_counting_floor_keeps_its_timer():
    """A floor already counting down is not scheduled again and its timer goes on."""
    state = play("RL")
    assert state.last.scheduled is None and walls.countdowns(state) == {(1, 0): 2}
    state = walls.apply(state, "R")
    assert state.last.scheduled is None and walls.countdowns(state) == {(1, 0): 1}
    assert walls.apply(state, "L").walls == frozenset({(1, 0)})


def test_collecting_every_light_then_the_exit_wins():
    """D (light 1), D, R (light 2), then the exit with every light: won, and nothing more is legal."""
    params = level(("S..", "*..", ".*E"))
    state = play("DDR", params)
    assert state.collected == 3 and walls.lights_left(state) == 0
    state = walls.apply(state, "R")
    assert state.status == "won" and state.last.reason == "won" and walls.status(state) == "won"
    assert walls.legal_moves(state) == [] and refused(state, "U") == ("won", None)
    assert walls.light_cells(state) == [((0, 1), True), ((1, 2), True)]


def test_refusals_in_the_seeds_order_with_the_blocked_cell():
    """invalid before game over; the board's edge and '#' are fixed walls, a grown one is grown_wall."""
    state = walls.new_game(level())
    assert refused(state, "X") == ("invalid", None)
    assert refused(state, None) == ("invalid", None)
    assert refused(state, "U") == ("fixed_wall", (0, -1))
    assert refused(state, "L") == ("fixed_wall", (-1, 0))
    assert refused(play("D"), "R") == ("fixed_wall", (1, 1))
    assert refused(play("RL"), "X") == ("invalid", None)


def test_a_grown_wall_refuses_with_its_cell():
    """The cell that grew into a wall refuses a step onto it as grown_wall, naming that cell."""
    state = play("RDLU", level(("S..", "...", "..E")))
    assert state.walls == frozenset({(1, 0)}) and state.last.matured == ((1, 0),)
    assert refused(state, "R") == ("grown_wall", (1, 0))
    assert walls.legal_moves(state) == ["D"] and walls.open_moves(state.level, (0, 0), frozenset()) == ["R", "D"]


def test_stranded_when_the_last_free_floor_grows():
    """Back on the start as its only neighbour grows: stranded, the reason says so, nothing more is legal."""
    state = play("DUDU", level(("#S#", "...", "#E#")))
    assert (state.status, state.last.reason, state.walls) == ("stranded", "stranded", frozenset({(1, 1)}))
    assert walls.legal_moves(state) == [] and refused(state, "D") == ("stranded", None)
    assert walls.events(state) == [("stranded",), ("matured", 1, 1)]


def test_judge_orders_collision_won_stranded_playing():
    """judge: a target that is a wall is a collision (even on the exit with every light), then won, stranded."""
    params = level(("S..", "*..", ".*E"))
    assert walls.judge(params, (2, 2), 3, frozenset({(2, 2)})) == "collision"
    assert walls.judge(params, (2, 2), 3, frozenset()) == "won"
    assert walls.judge(params, (2, 2), 1, frozenset()) == "playing"
    assert walls.judge(params, (2, 2), 1, frozenset({(1, 2), (2, 1)})) == "stranded"
    assert walls.judge(params, (2, 2), 1, frozenset({(1, 2)})) == "playing"


def test_age_queue_matures_ages_and_schedules():
    """age_queue: left 1 matures, others count down, a new sprout joins sorted with COUNTDOWN moves."""
    params = level()
    queue = (((0, 1), 1), ((2, 0), 2), ((2, 1), 3))
    assert walls.age_queue(params, queue, (1, 0)) == (((0, 1),), (((1, 0), 3), ((2, 0), 1), ((2, 1), 2)), (1, 0))
    assert walls.age_queue(params, queue, (2, 1)) == (((0, 1),), (((2, 0), 1), ((2, 1), 2)), None)
    assert walls.age_queue(params, queue, (2, 2)) == (((0, 1),), (((2, 0), 1), ((2, 1), 2)), None)
    assert walls.age_queue(params, (((1, 0), 1), ((2, 0), 1)), (0, 0)) == (((1, 0), (2, 0)), (), None)


def test_preview_of_an_accepted_and_a_refused_move():
    """An accepted preview has reason, matured, scheduled and the new state; a refused one its blocked cell."""
    state = play("RR")
    forecast = walls.forecast(state)
    assert list(forecast) == ["U", "R", "D", "L"]
    assert forecast["D"] == walls.Preview("D", True, "walk", (), (2, 1), None, walls.apply(state, "D"))
    assert forecast["L"] == walls.Preview("L", True, "walk", (), None, None, walls.apply(state, "L"))
    assert forecast["R"] == walls.Preview("R", False, "fixed_wall", (), None, (3, 0), None)
    assert walls.preview(state, "?") == walls.Preview("?", False, "invalid")
    three = walls.preview(play("RRD"), "D")
    assert (three.matured, three.scheduled, three.reason) == (((1, 0),), None, "walk")


def test_cell_kinds_and_the_trace_layout():
    """cell_kind names every kind of cell; to_dict writes the traces' layout."""
    state = play("RRDD")
    kinds = {cell: walls.cell_kind(state, cell) for cell in [(0, 0), (2, 2), (1, 1), (1, 0), (0, 1), (2, 1), (5, 5)]}
    assert kinds == {(0, 0): "start", (2, 2): "exit", (1, 1): "void", (1, 0): "wall", (0, 1): "light",
                     (2, 1): "sprout", (5, 5): "void"}
    assert walls.to_dict(state) == {"player": [2, 2], "collected": 4, "walls": [[1, 0]],
                                    "queue": [[[2, 0], 1], [[2, 1], 2]], "moves": 4, "status": "playing",
                                    "trail": [[1, 0], [2, 0], [2, 1], [2, 2]]}
    assert walls.most_counting_down() == walls.COUNTDOWN == 3


def test_preset_keys_and_the_reason_of_a_move():
    """A shipped level has its key, any other none; reason_of gives the end status, light or walk."""
    assert walls.preset_key(walls.PRESETS["b"]) == "b" and walls.preset_key(level()) is None
    assert walls.reason_of("won", 0, 1) == "won" and walls.reason_of("stranded", 0, 0) == "stranded"
    assert walls.reason_of("playing", 1, 3) == "light" and walls.reason_of("playing", 3, 3) == "walk"


def test_the_shipped_levels_are_read_from_the_level_files():
    """PRESETS, PARS and PRESET_NAMES hold every shipped level file, in order, with its par and names."""
    from gamepkg.walls import level_files as walls_levels
    presets, pars, names = walls._parse_preset_levels()  # what the module runs once at import
    shipped = walls_levels.shipped_levels()
    assert list(presets) == [level.key for level in shipped] == list(walls.PRESETS)
    assert (presets, pars, names) == (walls.PRESETS, walls.PARS, walls.PRESET_NAMES)
    for level in shipped:
        assert presets[level.key] == walls.Params(level.level.title, level.level.rows)
        assert pars[level.key] == level.level.par and names[level.key] == level.level.names
    assert len(presets) == 15 and walls.DEFAULT_PARAMS == presets["a"]
