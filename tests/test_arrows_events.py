"""Arrow Rotation with exact values: every event's fields, walks leaving over each edge, refusals with
their fields, parameter errors with their seat numbers and limits, rounds, winners and the text forms."""

import pytest

from gamepkg.arrows import rules as arrows
from gamepkg.arrows.rules import DOWN, EMPTY, LEFT, RIGHT, UP, Turn, Walk
from gamepkg.rules import IllegalMove, ParamsError
from tests.test_arrows_rules import game, play


def refused(state, move):
    """(reason, details) of the refusal of ``move``."""
    with pytest.raises(IllegalMove) as error:
        arrows.apply(state, move)
    return error.value.reason, error.value.details


def params_error(call, *args):
    """(key, details) of the ParamsError ``call(*args)`` raises."""
    with pytest.raises(ParamsError) as error:
        call(*args)
    return error.value.key, error.value.details


@pytest.mark.parametrize("x, y, direction, stop", [
    (2, 1, RIGHT, (3, 1)), (0, 1, LEFT, (-1, 1)), (1, 2, DOWN, (1, 3)), (1, 0, UP, (1, -1)),
])
def test_a_first_arrow_at_an_edge_walks_off_that_edge(x, y, direction, stop):
    """A walk that leaves the board stops on the cell outside it, with off_board 1, and scores nothing."""
    state = arrows.apply(game(3, 3), arrows.move_text(x, y, direction))
    assert state.events == (("placed", 0, x, y, direction), ("stopped", *stop, 1), ("scored", 0, 0))
    assert state.last_walk == Walk(x, y, direction, (), stop, True, 0)


def test_a_walk_off_the_right_edge_after_turns():
    """(0,0) right onto an up arrow at (1,0): it turns right and the walk leaves over the right edge."""
    state = play(game(2, 2), "1,0,3")
    state = arrows.apply(state, "0,0,0")
    assert state.last_walk == Walk(0, 0, RIGHT, (Turn(1, 0, UP, RIGHT),), (2, 0), True, 1)
    assert state.events == (("placed", 1, 0, 0, 0), ("stopped", 2, 0, 1), ("scored", 1, 1))
    assert state.board == ((RIGHT, RIGHT), (EMPTY, EMPTY)) and state.scores == (0, 1)


def test_a_walk_that_stops_on_an_empty_cell():
    """The walk stops on the first empty cell it reaches, off_board 0."""
    state = play(game(3, 3), "1,1,0")
    state = arrows.apply(state, "0,1,0")  # onto (1,1): right turns to down, step to (1,2), empty
    assert state.events == (("placed", 1, 0, 1, 0), ("stopped", 1, 2, 0), ("scored", 1, 1))
    assert state.last_walk.turns == (Turn(1, 1, RIGHT, DOWN),)
    assert arrows.turned(UP) == RIGHT and arrows.turned(RIGHT) == DOWN


def test_a_walk_turns_the_new_arrow_too_and_scores_every_turn():
    """A loop of arrows: the walk may come back over the new arrow and turn it as well."""
    state = play(game(2, 2), "1,0,1", "1,1,2", "0,1,3")
    state = arrows.apply(state, "0,0,0")
    assert state.last_walk.turns == (Turn(1, 0, DOWN, LEFT), Turn(0, 0, RIGHT, DOWN), Turn(0, 1, UP, RIGHT),
                                     Turn(1, 1, LEFT, UP), Turn(1, 0, LEFT, UP))
    assert (state.last_walk.stop, state.last_walk.off_board, state.last_walk.gained) == ((1, -1), True, 5)
    assert state.events == (("placed", 1, 0, 0, 0), ("stopped", 1, -1, 1), ("scored", 1, 5), ("game_over", 1))
    assert state.scores == (0, 5) and arrows.winners(state) == (1,)
    assert state.board == ((DOWN, UP), (RIGHT, UP))


def test_turns_rounds_and_players():
    """Players take turns in seat order; the round counts up when seat 0 is to move again."""
    state = game(3, 3, players=3)
    assert (state.current, state.round, state.placements, state.players) == (0, 1, 0, 3)
    state = play(state, "0,0,0", "1,0,1")
    assert (state.current, state.round, state.placements) == (2, 1, 2)
    state = arrows.apply(state, "2,0,1")
    assert (state.current, state.round, state.placements) == (0, 2, 3)
    assert arrows.empty_cells(state) == 6
    assert arrows.result(state) == arrows.Result("playing", (), 0, state.scores)


def test_the_end_winners_and_a_shared_win():
    """A full board ends the game: status ended, game_over event with the number of winners."""
    state = play(game(2, 2), "0,0,0", "0,1,0", "1,1,0", "1,0,1")
    assert state.ended and arrows.status(state) == "ended"
    best = max(state.scores)
    expected = tuple(player for player, score in enumerate(state.scores) if score == best)
    assert arrows.winners(state) == expected
    assert state.events[-1] == ("game_over", len(expected))
    assert refused(state, "0,0,0") == ("game_over", {})
    # the reason the board shows for a click once the game is over, on the board or off it
    assert [arrows.cell_problem(state, x, y) for x, y in ((0, 0), (1, 1), (5, 0))] == ["game_over"] * 3
    assert arrows.legal_moves(state) == [] and arrows.legal_cells(state) == []
    assert arrows.result(state).status == "ended" and arrows.empty_cells(state) == 0
    tie = arrows.State(2, 1, ((0, 0),), (3, 3), placements=2)
    assert arrows.winners(tie) == (0, 1)
    one = arrows.State(2, 1, ((0, 0),), (1, 4), placements=2)
    assert arrows.winners(one) == (1,)
    assert arrows.winners(arrows.State(2, 1, ((0, EMPTY),), (1, 4), placements=1)) == ()


def test_refusals_with_their_fields():
    """off_board names the cell, bad_direction the direction; the other reasons carry nothing."""
    state = arrows.apply(game(3, 3), "1,1,0")
    assert refused(state, "3,0,0") == ("off_board", {"x": 3, "y": 0})
    assert refused(state, "0,3,0") == ("off_board", {"x": 0, "y": 3})
    assert refused(state, "-1,0,0") == ("off_board", {"x": -1, "y": 0})
    assert refused(state, "1,1,0") == ("occupied", {})
    assert refused(state, "0,0,0") == ("not_adjacent", {})
    assert refused(state, "1,0,4") == ("bad_direction", {"direction": 4})
    assert refused(state, "1,0,-1") == ("bad_direction", {"direction": -1})
    assert refused(game(3, 3), "2,2,7") == ("bad_direction", {"direction": 7})
    for move in ("1,0", "1,0,0,0", "01,0,0", "a,0,0", "1234567890,0,0", 5, None, "1,0,\u0661"):
        assert refused(state, move) == ("bad_move", {}), move
    assert arrows.parse_move("123456789,-5,0") == (123456789, -5, 0)


def test_legal_cells_touch_an_arrow_on_a_side():
    """After one arrow, only its side neighbours are legal, row by row, each with all four directions."""
    state = arrows.apply(game(3, 3), "1,1,0")
    assert arrows.legal_cells(state) == [(1, 0), (0, 1), (2, 1), (1, 2)]
    corner = arrows.apply(game(3, 3), "2,2,0")
    assert arrows.legal_cells(corner) == [(2, 1), (1, 2)]
    assert arrows.legal_moves(corner) == ["2,1,0", "2,1,1", "2,1,2", "2,1,3", "1,2,0", "1,2,1", "1,2,2", "1,2,3"]
    assert arrows.touches_arrow(corner, 2, 1) and not arrows.touches_arrow(corner, 1, 1)
    assert len(arrows.legal_cells(game(2, 3))) == 6
    assert arrows.on_board(corner, 2, 2) and not arrows.on_board(corner, 3, 2) and not arrows.on_board(corner, 2, 3)
    assert not arrows.on_board(corner, -1, 0) and not arrows.on_board(corner, 0, -1)


def test_walk_preview_equals_the_move_and_refuses_like_it():
    """walk() gives the very Walk apply records; it refuses a bad cell or direction the same way."""
    state = play(game(3, 3), "1,1,0", "0,1,0")
    assert arrows.walk(state, 1, 2, UP) == arrows.apply(state, "1,2,3").last_walk
    with pytest.raises(IllegalMove) as error:
        arrows.walk(state, 1, 2, 9)
    assert error.value.reason == "bad_direction"


# ---------------------------------------------------------------- parameters

def test_params_text_round_trips_with_names():
    """encode writes the size, one letter per seat and the names percent-encoded; decode reads it back."""
    params = arrows.Params(5, 4, ("human", "easy", "normal", "hard"), ("Ann", "", "\u3042 b"))
    assert params.encode() == "5x4,H=Ann,E,N=%E3%81%82%20b,X"
    assert arrows.Params.decode(params.encode()) == params
    assert params.players == 4 and params.name_of(0) == "Ann" and params.name_of(1) == "" and params.name_of(3) == ""
    assert arrows.Params(3, 3, ("human", "human"), ("A", "", "")).names == ("A",)
    assert arrows.Params(3, 3, ("human", "human"), ["", ""]).names == ()


@pytest.mark.parametrize("text, key, details", [
    ("5,H,H", "arrows.params.no_size", {}),
    ("05x5,H,H", "arrows.params.no_size", {}),
    ("1x5,H,H", "arrows.params.width", {"min": 2, "max": 15, "value": "1"}),
    ("16x5,H,H", "arrows.params.width", {"min": 2, "max": 15, "value": "16"}),
    ("5x1,H,H", "arrows.params.height", {"min": 2, "max": 15, "value": "1"}),
    ("5x16,H,H", "arrows.params.height", {"min": 2, "max": 15, "value": "16"}),
    ("5x5,H", "arrows.params.players", {"min": 2, "max": 6}),
    ("5x5,H,H,H,H,H,H,H", "arrows.params.players", {"min": 2, "max": 6}),
    ("5x5,H,Q", "arrows.params.seat_letter", {"number": 2}),
    ("5x5,Z,H", "arrows.params.seat_letter", {"number": 1}),
    ("5x5,H,H=a b", "arrows.params.name_not_encoded", {"number": 2}),
    ("5x5,H=,H", "arrows.params.name_not_encoded", {"number": 1}),
    ("5x5,H,H,N=%ff", "arrows.params.name_not_utf8", {"number": 3}),
    ("5x5,H=%41,H", "arrows.params.name_not_standard", {"number": 1}),
    ("5x5,H=" + "a" * 21 + ",H", "arrows.params.bad_name", {"number": 1, "most": 20}),
    ("5x5,H,H=%0A", "arrows.params.bad_name", {"number": 2, "most": 20}),
])
def test_each_bad_params_text_has_its_message_and_fields(text, key, details):
    """The message id and fields of each refused text, seat numbers counted from 1."""
    assert params_error(arrows.Params.decode, text) == (key, details)


def test_params_at_their_limits_are_taken():
    """2x2 and 15x15, 2 and 6 players, a 20-character name are all fine."""
    assert arrows.Params.decode("2x2,H,H").problem() is None
    assert arrows.Params.decode("15x15,H,E,N,X,H,H").players == 6
    assert arrows.Params.decode("3x3,H=" + "a" * 20 + ",H").name_of(0) == "a" * 20
    assert arrows.Params.decode("3x3,H=a%2Fb,H").name_of(0) == "a/b"  # '/' is written %2F, like every other sign
    assert arrows.Params(3, 3, ("human", "human"), ("a/b",)).encode() == "3x3,H=a%2Fb,H"
    assert params_error(arrows.Params.decode, None) == ("arrows.params.no_size", {})


def test_hand_made_params_are_checked_by_new_game():
    """new_game refuses what board_problem finds: sizes 1..15, seats, names; numbers from 1."""
    assert arrows.new_game(arrows.Params(1, 2, ("human", "human"))).board == ((EMPTY,), (EMPTY,))
    assert params_error(arrows.new_game, arrows.Params(0, 2, ("human", "human"))) == \
        ("arrows.params.width", {"min": 1, "max": 15, "value": "0"})
    assert params_error(arrows.new_game, arrows.Params(2, 16, ("human", "human"))) == \
        ("arrows.params.height", {"min": 1, "max": 15, "value": "16"})
    assert params_error(arrows.new_game, arrows.Params(2, 2, ["human", "human"])) == \
        ("arrows.params.players", {"min": 2, "max": 6})
    assert params_error(arrows.new_game, arrows.Params(2, 2, ("human", "robot", "cat"))) == \
        ("arrows.params.seat_letter", {"number": 2})
    assert params_error(arrows.new_game, arrows.Params(2, 2, ("human", "human"), ("a", "b", "c"))) == \
        ("arrows.params.extra_names", {})
    assert params_error(arrows.new_game, arrows.Params(2, 2, ("human", "human"), ("a", 5))) == \
        ("arrows.params.bad_name", {"number": 2, "most": 20})
    assert arrows.Params(2, 2, ("human", "human"), ("a", "b")).problem() is None
    assert arrows.Params(2.0, 2, ("human", "human")).problem()[0] == "arrows.params.width"
    state = arrows.new_game(arrows.Params(3, 2, ("human",) * 4))
    assert state.board == ((EMPTY,) * 3,) * 2 and state.scores == (0, 0, 0, 0)
