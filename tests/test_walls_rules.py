"""Delayed Walls rules: moves, countdowns, statuses, rejections, Params encoding and view helpers."""

import json
import pathlib

import pytest

from gamepkg.game_id import split_game_id
from gamepkg.i18n import placeholders
from gamepkg.rules import IllegalMove
from gamepkg.session import Session
from gamepkg.walls import rules as walls
from gamepkg.walls.messages import MESSAGES

OPTIMAL = json.loads((pathlib.Path(__file__).parent / "data" / "conformance" / "walls" / "optimal.json")
                     .read_text(encoding="utf-8"))


def play(params, moves):
    """The state after playing ``moves`` from the start of ``params``."""
    state = walls.new_game(params)
    for move in moves:
        state = walls.apply(state, move)
    return state


def reject(state, move):
    """The IllegalMove raised by ``move``."""
    with pytest.raises(IllegalMove) as caught:
        walls.apply(state, move)
    return caught.value


def test_new_game_starts_on_the_start_with_a_one_cell_trail():
    """The initial state stands on the start with nothing collected, grown or counting."""
    level = walls.PRESETS["b"]
    state = walls.new_game(level, 1234)
    assert state.player == level.start
    assert state.trail == (level.start,)
    assert (state.collected, state.walls, state.queue, state.moves) == (0, frozenset(), (), 0)
    assert walls.status(state) == "playing" and state.last is None


@pytest.mark.seed  # uses data recorded from the seed's original rules
@pytest.mark.parametrize("index", ["0", "1", "2"])
def test_the_seed_solutions_win(index):
    """The recorded shortest solution of each seed level wins, collecting every light."""
    level = walls.PRESETS[walls.SEED_LEVELS[int(index)]]
    state = play(level, OPTIMAL[index]["actions"])
    assert walls.status(state) == "won"
    assert state.last.reason == "won"
    assert state.collected == level.all_lights
    assert state.moves == OPTIMAL[index]["min_moves"]


def test_a_start_with_no_floor_beside_it_is_stranded_at_once():
    """A level whose start is walled in cannot be played: it starts stranded, so no move is listed."""
    state = walls.new_game(walls.Params.decode("Sx./xx./..E,walled"))
    assert walls.status(state) == "stranded" and walls.legal_moves(state) == []
    assert reject(state, "R").reason == "stranded"


def test_a_floor_becomes_a_wall_three_moves_after_the_step():
    """Counters go 3, 2, 1, then the cell matures on the next move and is listed in the Result."""
    state = play(walls.PRESETS["a"], "R")
    assert state.queue == (((1, 2), 3),) and state.last.scheduled == (1, 2)
    state = play(walls.PRESETS["a"], "RRU")
    assert walls.countdowns(state)[(1, 2)] == 1
    state = walls.apply(state, "D")
    assert state.last.matured == ((1, 2),)
    assert (1, 2) in state.walls and (1, 2) not in walls.countdowns(state)


def test_stepping_on_a_counting_floor_does_not_reset_it():
    """Going back onto a pending sprout keeps its counter running and schedules nothing."""
    state = play(walls.PRESETS["a"], "RRU")
    state = walls.apply(state, "D")
    assert walls.countdowns(state)[(2, 2)] == 1
    assert state.last.scheduled is None


def test_start_and_exit_never_become_walls():
    """Walking back and forth over the start (three visits) leaves it free."""
    state = play(walls.PRESETS["c"], "RLUDU")
    assert walls.status(state) == "playing"
    assert walls.PRESETS["c"].start not in state.walls
    assert all(cell != walls.PRESETS["c"].start for cell, _left in state.queue)


def test_the_exit_without_every_light_is_just_a_walk():
    """Reaching the exit early neither wins nor ends the game."""
    state = play(walls.PRESETS["a"], "RRRR")
    assert state.player == walls.PRESETS["a"].exit
    assert walls.status(state) == "playing" and state.last.reason == "walk"


def test_lights_are_bits_in_column_order():
    """Level B's lights are (2,2) then (4,1); taking the first sets bit 0 and reports 'light'."""
    level = walls.PRESETS["b"]
    assert level.lights == ((2, 2), (4, 1))
    state = play(level, "RRU")
    assert state.collected == 1 and state.last.reason == "light"
    assert walls.light_cells(state) == [((2, 2), True), ((4, 1), False)]
    assert walls.lights_left(state) == 1


def test_stranded_when_no_free_neighbour_is_left():
    """Bouncing into the light spur twice leaves no floor around: stranded, and later moves are refused."""
    state = play(walls.PRESETS["a"], "RRUDU")
    assert walls.status(state) == "stranded" and state.last.reason == "stranded"
    assert walls.legal_moves(state) == []
    assert reject(state, "L").reason == "stranded"


def test_collision_beats_every_other_status():
    """A (normally unreachable) move onto a maturing cell reports a collision."""
    level = walls.PRESETS["a"]
    state = walls.State(level, (1, 2), queue=(((2, 2), 1),), trail=((1, 2),))
    after = walls.apply(state, "R")
    assert walls.status(after) == "collision"
    assert after.last.matured == ((2, 2),)


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_rejections_follow_the_seed_order():
    """invalid beats game over; a fixed wall names the blocked cell, even off the board."""
    won = play(walls.PRESETS["a"], OPTIMAL["0"]["actions"])
    assert reject(won, "X").reason == "invalid"
    assert reject(won, "U").reason == "won"
    start = walls.new_game(walls.PRESETS["a"])
    error = reject(start, "L")
    assert error.reason == "fixed_wall" and error.details["blocked"] == (-1, 2)
    error = reject(start, "U")
    assert error.reason == "fixed_wall" and error.details["blocked"] == (0, 1)
    assert reject(start, "bad").details["blocked"] is None


def test_a_grown_wall_is_refused_with_its_cell():
    """Turning back onto a floor that already matured is refused as grown_wall."""
    state = play(walls.PRESETS["c"], "RRRRL")
    assert state.last.matured == ((2, 3),)
    error = reject(state, "L")
    assert error.reason == "grown_wall" and error.details["blocked"] == (2, 3)


@pytest.mark.parametrize("move", ["u", "UP", " U", "U ", "", "01", "R\n", "undo", "W", "Ｕ"])
def test_garbage_strings_are_invalid(move):
    """Anything but the four capital letters is refused as invalid."""
    assert reject(walls.new_game(walls.PRESETS["c"]), move).reason == "invalid"


@pytest.mark.parametrize("move", [None, 3, ("U",), ["U"]])
def test_non_strings_are_invalid_too(move):
    """A non-string move never crashes the engine."""
    assert reject(walls.new_game(walls.PRESETS["c"]), move).reason == "invalid"


def test_trail_keeps_the_last_four_positions():
    """After five moves the trail holds four cells, the newest last."""
    state = play(walls.PRESETS["c"], "UURRR")
    assert state.trail == ((0, 1), (1, 1), (2, 1), (3, 1))


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_legal_moves_are_exactly_the_accepted_ones():
    """For positions along the seed solutions, legal_moves lists every move apply accepts, in U R D L order."""
    for index, key in enumerate(walls.SEED_LEVELS):
        state = walls.new_game(walls.PRESETS[key])
        for move in OPTIMAL[str(index)]["actions"] + [None]:
            accepted = []
            for candidate in walls.MOVES:
                try:
                    walls.apply(state, candidate)
                    accepted.append(candidate)
                except IllegalMove:
                    pass
            assert walls.legal_moves(state) == accepted
            if move:
                state = walls.apply(state, move)


def test_preview_forecasts_without_playing():
    """preview reports what apply would do and leaves the state as it was."""
    state = play(walls.PRESETS["a"], "RRU")
    forecast = walls.forecast(state)
    assert state == play(walls.PRESETS["a"], "RRU")
    assert forecast["D"].accepted and forecast["D"].matured == ((1, 2),)
    assert forecast["D"].state == walls.apply(state, "D")
    assert not forecast["U"].accepted and forecast["U"].blocked == (2, 0)
    assert walls.preview(play(walls.PRESETS["a"], "RRUD"), "U").reason == "stranded"
    assert walls.preview(play(walls.PRESETS["a"], "RRUDR"), "R").reason == "won"
    assert walls.preview(play(walls.PRESETS["a"], "RR"), "U").reason == "light"


def test_events_describe_the_last_move():
    """events() lists the reason, every matured cell and the scheduled cell as data."""
    state = play(walls.PRESETS["a"], "RRUD")
    assert walls.events(state) == [("walk",), ("matured", 1, 2)]
    assert walls.events(play(walls.PRESETS["a"], "R")) == [("walk",), ("scheduled", 1, 2)]
    assert walls.events(walls.new_game(walls.PRESETS["a"])) == []


def test_cell_kind_tells_the_view_what_to_draw():
    """Start, exit, void, grown wall, light and sprout cells are told apart."""
    state = play(walls.PRESETS["a"], "RRUD")
    kinds = {cell: walls.cell_kind(state, cell) for cell in [(0, 2), (4, 2), (0, 0), (1, 2), (2, 1), (3, 2)]}
    assert kinds == {(0, 2): "start", (4, 2): "exit", (0, 0): "void", (1, 2): "wall",
                     (2, 1): "light", (3, 2): "sprout"}


@pytest.mark.parametrize("key", list(walls.PRESETS))
def test_params_round_trip_as_game_id_text(key):
    """Every shipped level encodes to ASCII without '#' or ':' and decodes to the same level."""
    params = walls.PRESETS[key]
    text = params.encode()
    assert text.isascii() and "#" not in text and ":" not in text and text == text.strip()
    assert walls.Params.decode(text) == params
    session = Session(walls, params, 7)
    game, params_text, seed = split_game_id(session.game_id())
    assert (game, walls.Params.decode(params_text), seed) == ("walls", params, 7)


def test_a_japanese_title_survives_encoding():
    """Titles are percent-encoded, so any title round-trips in ASCII."""
    params = walls.Params("光の寄り道 #1: a,b/c", ("S.E", "#.#", "#*#"))
    text = params.encode()
    assert text.isascii() and "#" not in text
    assert walls.Params.decode(text) == params


@pytest.mark.parametrize("text", ["", "nonsense", "S.E/x.x/x*x", "S.E/#.#/x*x,T", "S.E/x.x,T", "S.S/x.x/x.x,T",
                                  "S.E/x.x/x*x,%FF", "S.E/x.x/x*x,", "S.E/x.x/x?x,T", "S.E/x.x/x*x,T\u00e9"])
def test_bad_params_text_is_refused(text):
    """Malformed level text raises ValueError with a reason."""
    with pytest.raises(ValueError) as caught:
        walls.Params.decode(text)
    assert str(caught.value)
    assert caught.value.key in MESSAGES and placeholders(MESSAGES[caught.value.key][0]) == set(caught.value.details)


def test_params_refuse_a_bad_level_directly():
    """Building Params checks the board too."""
    with pytest.raises(ValueError):
        walls.Params("T", ("S..", "...", "..."))
    with pytest.raises(ValueError):
        walls.Params("T", ["S.E", "...", "..."])


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_session_undo_restores_the_previous_state_even_after_the_end():
    """Undo through the shared Session returns to the exact earlier state, out of a won game too."""
    session = Session(walls, walls.PRESETS["a"], 0)
    for move in OPTIMAL["0"]["actions"]:
        session.play(move)
    assert session.status() == "won"
    assert session.undo()
    assert session.state == session.state_at(len(OPTIMAL["0"]["actions"]) - 1)
    assert session.status() == "playing"
