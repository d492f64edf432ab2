"""The Session at its boundaries: undo, redo and dirty flags at the first and last move, the exact save
fields, every limit of a save at its edge (seed, params, moves, position, move length, extras), the message
id and fields of each refusal, and the states kept for a long game."""

import math

import pytest

from gamepkg.arrows import rules as arrows
from gamepkg.i18n import Text
from gamepkg.mines import rules as mines
from gamepkg.rules import IllegalMove, ParamsError
from gamepkg.session import (
    MAX_MOVE_LENGTH,
    MAX_MOVES,
    MAX_PARAMS_LENGTH,
    MAX_SNAPSHOTS,
    RECENT_STATES,
    SAVE_FORMAT,
    SAVE_VERSION,
    SaveError,
    Session,
    params_reason,
    save_problem,
    size_problem,
)

PARAMS = "3x3,H,H"
MOVES = ["0,0,0", "1,0,1", "1,1,2"]


def fresh(moves=()):
    """A 3x3 two-player Arrow Rotation session with ``moves`` played."""
    session = Session(arrows, arrows.Params.decode(PARAMS), seed=5)
    for move in moves:
        session.play(move)
    return session


def save(**changes):
    """A valid save of ``fresh(MOVES)`` with ``changes`` applied (a value of ... removes the field)."""
    data = fresh(MOVES).to_dict()
    for name, value in changes.items():
        if value is ...:
            data.pop(name, None)
        else:
            data[name] = value
    return data


def refusal(data, expected_game=None):
    """(key, details) of the SaveError with which ``data`` is refused."""
    with pytest.raises(SaveError) as refused:
        Session.from_dict(data, expected_game=expected_game)
    return refused.value.key, refused.value.details


# ---------------------------------------------------------------- history

def test_undo_redo_restart_at_both_ends():
    """Undo and redo answer False at the ends and move one step otherwise; restart keeps the redo moves."""
    session = fresh()
    assert (session.can_undo(), session.can_redo(), session.undo(), session.redo()) == (False, False, False, False)
    session.play(MOVES[0])
    assert (session.can_undo(), session.can_redo()) == (True, False)
    assert session.undo() is True and session.position == 0
    assert (session.can_undo(), session.can_redo()) == (False, True)
    assert session.redo() is True and session.position == 1
    session.play(MOVES[1])
    session.restart()
    assert session.position == 0 and session.moves == MOVES[:2] and session.can_redo()
    assert session.state == arrows.new_game(arrows.Params.decode(PARAMS), 5)
    assert session.redo() and session.redo() and not session.redo() and session.position == 2


def test_a_new_move_after_undo_replaces_the_tail_and_its_states():
    """The undone moves are gone, and the state after the new move is the new one, not a kept old one."""
    session = fresh(MOVES)
    session.undo()
    session.undo()
    state = session.play("1,0,0")
    assert session.moves == [MOVES[0], "1,0,0"] and session.position == 2 and not session.can_redo()
    assert session.state == state == arrows.apply(arrows.apply(session.initial_state, MOVES[0]), "1,0,0")
    assert state != fresh(MOVES[:2]).state
    assert session.state_at(2) == state


def test_preview_and_refused_moves_change_nothing():
    """preview() gives the next state without playing it; an illegal move leaves the history as it was."""
    session = fresh(MOVES[:1])
    assert session.preview(MOVES[1]) == arrows.apply(session.state, MOVES[1])
    with pytest.raises(IllegalMove):
        session.play("0,0,0")
    assert (session.moves, session.position) == (MOVES[:1], 1)


def test_state_at_refuses_indexes_outside_the_history():
    """state_at(0..len) works; -1 and len+1 raise IndexError."""
    session = fresh(MOVES)
    assert session.state_at(0) == session.initial_state
    assert session.state_at(3) == session.state
    for index in (-1, 4):
        with pytest.raises(IndexError, match=f"^no state after {index} moves$"):
            session.state_at(index)


def test_dirty_after_the_first_move_and_clean_after_saving():
    """A game of exactly one move is unsaved; marking it saved cleans it; the start is never dirty."""
    session = fresh()
    assert session.is_dirty() is False
    session.play(MOVES[0])
    assert session.is_dirty() is True
    session.mark_saved()
    assert session.is_dirty() is False and session.saved_position == 1
    session.play(MOVES[1])
    assert session.is_dirty() is True
    session.undo()
    assert session.is_dirty() is False
    session.undo()
    assert session.is_dirty() is False  # back at the start: nothing to lose


def test_game_id_names_game_params_and_seed():
    """game_id() is ``game:params#seed``."""
    assert fresh().game_id() == "arrows:3x3,H,H#5"


def test_a_long_game_keeps_the_documented_states():
    """After n moves: snapshots every 2**k moves (at most MAX_SNAPSHOTS) and the RECENT_STATES last ones."""
    params = mines.Params(30, 30, 0, frozenset())
    session = Session(mines, params, 0)
    cells = [(x, y) for y in range(30) for x in range(30)]
    moves = [f"m{x},{y},1" for x, y in cells[:200]]
    for move in moves:
        session.play(move)
    spacing = 1
    while len(range(0, 201, spacing)) > MAX_SNAPSHOTS:
        spacing *= 2
    snapshots = set(range(0, 201, spacing))
    recent = set(range(201 - RECENT_STATES, 201))
    assert session.kept_states() == len(snapshots | recent)
    replayed = session.initial_state
    for move in moves[:50]:
        replayed = mines.apply(replayed, move)
    assert session.state_at(50) == replayed


# ---------------------------------------------------------------- the save's fields

def test_to_dict_holds_exactly_the_save_fields():
    """Format, version, game, params, seed, moves, position; extras only when there are some."""
    session = fresh(MOVES)
    session.undo()
    assert session.to_dict() == {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": "arrows",
                                 "params": PARAMS, "seed": 5, "moves": MOVES, "position": 2}
    assert (SAVE_FORMAT, SAVE_VERSION) == ("mirrorgames-save", 1)
    session.extras = {"clock": 3}
    assert session.to_dict()["extras"] == {"clock": 3}
    session.extras_source = lambda: {}
    assert "extras" not in session.to_dict()
    session.extras_source = lambda: {"clock": 4.5, "record_chance": False}
    assert session.to_dict()["extras"] == {"clock": 4.5, "record_chance": False}
    data = session.to_dict()
    data["moves"].append("x")
    assert session.moves == MOVES


def test_a_save_round_trip_gives_position_extras_and_a_clean_session():
    """from_dict replays the moves, sets the position and extras, and the session is not dirty."""
    data = save(position=1, extras={"clock": 0, "record_chance": True})
    session = Session.from_dict(data, expected_game="arrows")
    assert (session.moves, session.position, session.seed, session.extras) == \
        (MOVES, 1, 5, {"clock": 0, "record_chance": True})
    assert session.saved_position == 1 and not session.is_dirty()
    assert session.state == fresh(MOVES[:1]).state
    assert Session.from_dict(save(extras=...)).extras == {}


@pytest.mark.parametrize("data, expected", [
    ([], ("save.not_object", {})),
    (save(format=...), ("save.foreign", {})),
    (save(format="mirrorgames-save2"), ("save.foreign", {})),
    (save(version=2), ("save.version", {"version": "2"})),
    (save(version=0), ("save.version", {"version": "0"})),
    (save(version="1"), ("save.version", {"version": "1"})),
    (save(version=...), ("save.version", {"version": "None"})),
    (save(zzz=1, aaa=2), ("save.fields", {"fields": "aaa, zzz"})),
    (save(position=...), ("save.fields", {"fields": "position"})),
    (save(position=..., seed=..., extra=0), ("save.fields", {"fields": "extra, position, seed"})),
    (save(game="chess"), ("save.other_game", {"game": "chess"})),
    (save(game=["arrows"]), ("save.other_game", {"game": "['arrows']"})),
])
def test_each_refusal_has_its_message_and_fields(data, expected):
    """The message id and its fields for each kind of foreign or damaged save."""
    assert refusal(data) == expected


def test_a_save_of_another_game_is_refused_by_name():
    """expected_game names the slot's game; a save of another game says which game it holds."""
    assert refusal(save(), expected_game="mines") == ("save.other_game", {"game": "arrows"})


@pytest.mark.parametrize("field, good, bad", [
    ("seed", [0, 2 ** 63 - 1], [-1, 2 ** 63, True, 1.0, "5"]),
    ("position", [0, 3], [-1, 4, True, 1.0]),
])
def test_number_fields_at_their_edges(field, good, bad):
    """Seeds 0 .. 2**63-1 and positions 0 .. len(moves) are taken; one beyond, or not an int, is refused."""
    for value in good:
        assert getattr(Session.from_dict(save(**{field: value})), field) == value
    for value in bad:
        assert refusal(save(**{field: value})) == ("save.bad_field", {"field": field}), value


def test_params_and_moves_at_their_length_limits():
    """params of MAX_PARAMS_LENGTH characters reach the engine, one more is refused with both lengths (the
    same reason Save gives); so are moves over MAX_MOVES."""
    key, details = refusal(save(params="x" * MAX_PARAMS_LENGTH))
    assert key == "save.bad_params"
    assert refusal(save(params="x" * (MAX_PARAMS_LENGTH + 1))) == \
        ("save.params_too_long", {"length": MAX_PARAMS_LENGTH + 1, "most": MAX_PARAMS_LENGTH})
    assert refusal(save(params=5)) == ("save.bad_field", {"field": "params"})
    assert refusal(save(moves="0,0,0")) == ("save.bad_field", {"field": "moves"})
    assert refusal(save(moves=[None] * (MAX_MOVES + 1), position=0)) == \
        ("save.too_many_moves", {"moves": MAX_MOVES + 1, "most": MAX_MOVES})
    assert refusal(save(moves=[None] * MAX_MOVES, position=0)) == \
        ("save.bad_move", {"number": 1, "reason": "bad_move"})


def test_moves_are_numbered_from_one_and_their_length_is_limited():
    """A bad move is named by its number (from 1) with the engine's reason; over MAX_MOVE_LENGTH is bad_move."""
    assert refusal(save(moves=["0,0,0", "0,0,0"], position=0)) == \
        ("save.bad_move", {"number": 2, "reason": "occupied"})
    long_move = "0,0," + "0" * (MAX_MOVE_LENGTH - 3)
    assert refusal(save(moves=[long_move], position=0)) == ("save.bad_move", {"number": 1, "reason": "bad_move"})
    from gamepkg.skirmish import rules as skirmish
    longest = "move:0:1:" + "1" * (MAX_MOVE_LENGTH - 9)  # 64 characters: the engine itself judges it
    data = Session(skirmish, skirmish.Params("A"), 0).to_dict()
    assert len(longest) == MAX_MOVE_LENGTH
    assert refusal(dict(data, moves=[longest])) == ("save.bad_move", {"number": 1, "reason": "off_board"})
    assert refusal(dict(data, moves=[longest + "1"])) == ("save.bad_move", {"number": 1, "reason": "bad_move"})
    assert refusal(save(moves=[MOVES[0], 7], position=0)) == ("save.bad_move", {"number": 2, "reason": "bad_move"})


def test_save_problem_at_its_limits():
    """Save's own check (save_problem, which Load applies too): params of MAX_PARAMS_LENGTH characters and
    MAX_MOVES moves pass, one more is refused with both numbers; a session asks it for any count of moves."""
    params = arrows.Params.decode(PARAMS)
    assert save_problem(arrows, params, MAX_PARAMS_LENGTH, MAX_MOVES) is None
    assert save_problem(arrows, params, MAX_PARAMS_LENGTH + 1, 0) == \
        ("save.params_too_long", {"length": MAX_PARAMS_LENGTH + 1, "most": MAX_PARAMS_LENGTH})
    assert save_problem(arrows, params, 1, MAX_MOVES + 1) == \
        ("save.too_many_moves", {"moves": MAX_MOVES + 1, "most": MAX_MOVES})
    session = fresh(MOVES)
    assert session.save_problem() is None and session.save_problem(moves=MAX_MOVES) is None
    assert session.save_problem(moves=MAX_MOVES + 1) == \
        ("save.too_many_moves", {"moves": MAX_MOVES + 1, "most": MAX_MOVES})


def test_sealed_moves_that_do_not_open_are_a_bad_moves_field():
    """A "moves" object that is no sealed list (tampered or foreign) is refused as save.bad_field naming moves."""
    for sealed in ({}, {"sealed": "not base64"}, {"format": 1, "data": ""}):
        assert refusal(save(moves=sealed, position=0)) == ("save.bad_field", {"field": "moves"}), sealed


@pytest.mark.parametrize("extras, field", [
    ([], "extras"),
    ({"clock": -1}, "extras.clock"),
    ({"clock": -0.001}, "extras.clock"),
    ({"clock": math.inf}, "extras.clock"),
    ({"clock": math.nan}, "extras.clock"),
    ({"clock": True}, "extras.clock"),
    ({"clock": "1"}, "extras.clock"),
    ({"record_chance": 1}, "extras.record_chance"),
    ({"clock": 1, "colour": "red"}, "extras.colour"),
])
def test_each_bad_extra_is_named(extras, field):
    """Each extra is checked: a clock is a finite number >= 0, record_chance a bool, nothing else is allowed."""
    assert refusal(save(extras=extras)) == ("save.bad_field", {"field": field})


def test_good_extras_at_their_edges_are_kept():
    """A clock of 0 or 0.5 and both record_chance values load."""
    for extras in ({"clock": 0}, {"clock": 0.5}, {"record_chance": False}, {"record_chance": True}, {}):
        assert Session.from_dict(save(extras=extras)).extras == extras


def test_bad_params_give_the_engines_reason_in_the_players_language():
    """A ParamsError becomes a Text with its key and fields; another error its text."""
    key, details = refusal(save(params="99x3,H,H"))
    assert key == "save.bad_params"
    assert details["reason"] == Text("arrows.params.width", {"min": 2, "max": 15, "value": "99"})
    assert params_reason(ParamsError("k", a=1)) == Text("k", {"a": 1})
    assert params_reason(ValueError("plain")) == "plain"


def test_a_save_too_big_to_play_is_refused_with_the_engines_reason():
    """size_problem asks the engine's too_big (None without one); a save over it is refused with its fields."""
    params = mines.Params(2, 2, 0, frozenset())
    assert size_problem(mines, params, 1004) is None
    assert size_problem(mines, params, 1005) == ("mines.too_big.save",
                                                 {"width": 2, "height": 2, "moves": 1005, "most": 1004})
    assert size_problem(arrows, arrows.Params.decode(PARAMS), 10 ** 9) is None
    data = Session(mines, params, 0).to_dict()
    data["moves"] = ["m0,0,1"] * 1005
    assert refusal(data) == ("mines.too_big.save", {"width": 2, "height": 2, "moves": 1005, "most": 1004})


def test_save_error_keeps_its_key_and_details():
    """SaveError is a ValueError with the message id and its fields."""
    error = SaveError("save.bad_field", field="seed")
    assert isinstance(error, ValueError)
    assert (error.key, error.details, str(error)) == ("save.bad_field", {"field": "seed"},
                                                      "save.bad_field {'field': 'seed'}")


def test_states_of_replaced_moves_are_never_handed_back():
    """After undo and new moves, an old kept state of a replaced move is gone: state_at replays the new moves."""
    params = mines.Params(10, 10, 0, frozenset())
    session = Session(mines, params, 0)
    for x in range(6):
        session.play(f"m{x},0,1")
    for _ in range(4):
        session.undo()
    new_moves = [f"m{x},{y},2" for y in range(1, 5) for x in range(10)][:38]
    for move in new_moves:
        session.play(move)
    assert session.moves == ["m0,0,1", "m1,0,1"] + new_moves
    for index in (3, 4, 6):
        expected = session.initial_state
        for move in session.moves[:index]:
            expected = mines.apply(expected, move)
        assert session.state_at(index) == expected, index
