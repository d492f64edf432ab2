"""Mischief Garden solo lab (stage 2): root, cut and drain."""

from dataclasses import replace

import pytest

from gamepkg.garden import lab as garden_lab
from gamepkg.garden import rules as garden
from gamepkg.rules import IllegalMove
from gamepkg.session import Session


def reason(state, move):
    """The reason code with which ``move`` is refused."""
    with pytest.raises(IllegalMove) as caught:
        garden_lab.apply(state, move)
    return caught.value.reason


def test_the_lab_shares_the_garden_geometry():
    """Same helpers, not a copy."""
    assert garden_lab.neighbors is garden.neighbors and garden_lab.dig_area is garden.dig_area


def test_root_follows_the_adjacency_rule():
    """Roots grow next to the nest's network, never on roots or the rock."""
    state = garden_lab.apply(garden_lab.new_game(), "root:13")
    assert state.roots == (13, 14) and state.tick == 1
    assert reason(state, "root:13") == "occupied"
    assert reason(state, "root:12") == "rock"
    assert reason(state, "root:0") == "not_adjacent"
    assert reason(state, "root:25") == "off_board"


def test_cut_works_anywhere_but_rock_and_nest_even_without_roots():
    """A cut of empty ground still counts; it clears the cell and sides but keeps the nest."""
    state = garden_lab.apply(garden_lab.new_game(), "cut:0")
    assert state.tick == 1 and state.roots == (14,)
    assert reason(state, "cut:12") == "rock" and reason(state, "cut:14") == "nest"
    rooted = replace(state, roots=(8, 9, 13, 14, 19))
    assert garden_lab.apply(rooted, "cut:13").roots == (9, 14, 19)


def test_drain_takes_water_from_connected_flowers_with_any_number():
    """'drain', 'drain:7' and 'drain:-1' are the same; only joined flowers lose water."""
    state = replace(garden_lab.new_game(), roots=(6, 11, 13, 14, 18), water=(1, 1, 1, 2, 1))
    for move in ("drain", "drain:7", "drain:-1"):
        after = garden_lab.apply(state, move)
        assert after.drained == (18,) and after.water == (1, 1, 1, 2, 0) and after.tick == 1
    dry = garden_lab.apply(garden_lab.apply(state, "drain"), "drain")
    assert dry.drained == () and dry.water == (1, 1, 1, 2, 0)


def test_other_kinds_and_garbage_are_refused():
    """Stage-5 kinds are not in the lab; garbage is bad_move."""
    state = garden_lab.new_game()
    for move in ("wait", "wait:-1", "path:15", "dig:13", "water:1"):
        assert reason(state, move) == "not_in_lab"
    assert reason(state, "fly:3") == "unknown_kind"
    for move in ("DRAIN", "drain:", "root:013", "cut: 3", "", None):
        assert reason(state, move) == "bad_move"


def test_visible_is_the_stage_two_view():
    """Everything shown, as the mole's solo lab (round 0, no paths but the entry)."""
    state = replace(garden_lab.new_game(), roots=(6, 11, 13, 14))
    view = garden_lab.visible(state)
    assert view["paths"] == (10,) and view["network"] == (13, 14) and view["roots"] == (6, 11, 13, 14)
    assert view["revealed"] and view["role"] == "mole" and view["round"] == 0


def test_legal_moves_apply_and_forecasts():
    """Listed moves all apply; forecasts say what a cut removes and what a drain takes."""
    state = replace(garden_lab.new_game(), roots=(8, 13, 14))
    for move in garden_lab.legal_moves(state):
        garden_lab.apply(state, move)
    assert "root:12" not in garden_lab.legal_moves(state) and "cut:14" not in garden_lab.legal_moves(state)
    assert garden_lab.forecast(state, "cut:8")["details"]["removes"] == (8, 13)
    assert garden_lab.forecast(state, "drain")["details"]["drains"] == (8,)
    assert garden_lab.forecast(state, "cut:14")["reason"] == "nest"


def test_params_and_session():
    """The lab's only parameters are 'solo'; the Session runs it."""
    assert garden_lab.Params.decode("solo") == garden_lab.DEFAULT_PARAMS
    with pytest.raises(ValueError):
        garden_lab.Params.decode("hh")
    session = Session(garden_lab, garden_lab.DEFAULT_PARAMS, 0)
    session.play("root:13")
    session.play("root:8")
    session.play("drain")
    assert session.state.water == (1, 1, 1, 0, 1) and garden_lab.status(session.state) == "playing"
