"""Mischief Garden with exact values: the geometry, every refusal with its cell, the legal moves of the
opening, each move's events (bloom, dig, handoff, drain, round, winner) and the public history of digs.

Garden cells (row by row):  0  1f  2  3  4 / 5  6  7  8f  9 / E10 11f R12 13 N14 / 15 16 17 18f 19 / 20 21f 22 23 24
"""

import pytest

from gamepkg.garden import rules as garden
from gamepkg.garden.rules import Params, State
from gamepkg.rules import IllegalMove, ParamsError
from tests.test_garden_rules import play


def refused(state, move):
    """(reason, details) of the refusal of ``move``."""
    with pytest.raises(IllegalMove) as error:
        garden.apply(state, move)
    return error.value.reason, error.value.details


def test_the_rule_numbers_as_message_fields():
    """rule_numbers names every rule number once."""
    assert garden.rule_numbers() == {"size": 5, "rounds": 8, "blooms_to_win": 3, "start_water": 1,
                                     "max_water": 2, "flower_count": 5, "actions": 2, "entry": 10,
                                     "nest": 14, "rocks": "12"}


def test_neighbours_in_order_and_without_wrapping():
    """Left, right, up, down; the edges cut, never wrap to the other side."""
    assert garden.neighbors(12) == (11, 13, 7, 17)
    assert garden.neighbors(0) == (1, 5)
    assert garden.neighbors(4) == (3, 9)
    assert garden.neighbors(5) == (6, 0, 10)
    assert garden.neighbors(9) == (8, 4, 14)
    assert garden.neighbors(24) == (23, 19)
    assert garden.neighbors(20) == (21, 15)


def test_connected_touches_and_dig_area():
    """connected follows sides only; touches includes the group itself; a dig never clears the nest."""
    assert garden.connected((10, 11, 6, 1, 3), 10) == frozenset({10, 11, 6, 1})
    assert garden.connected((11, 6), 10) == frozenset()
    assert garden.connected((4, 5), 4) == frozenset({4})
    assert garden.touches(10, {10}) and garden.touches(5, {10}) and not garden.touches(6, {10})
    assert garden.dig_area(13) == (13, 12, 8, 18)
    assert garden.dig_area(14) == (13, 9, 19)
    assert garden.dig_area(0) == (0, 1, 5)


def test_the_drain_takes_one_water_from_each_connected_flower():
    """Flowers joined to the nest by roots lose one water (never below 0); others keep theirs."""
    assert garden.drain((14, 9, 8), (1, 1, 1, 1, 1)) == ((1, 1, 1, 0, 1), (8,))
    assert garden.drain((14, 9, 8, 13, 18), (2, 2, 2, 0, 2)) == ((2, 2, 2, 0, 1), (18,))
    assert garden.drain((9, 8), (1, 1, 1, 1, 1)) == ((1, 1, 1, 1, 1), ())
    assert garden.drain((14, 19, 18, 17, 16, 21, 15, 10, 11), (2, 1, 2, 1, 1)) == ((2, 0, 1, 1, 0), (11, 21, 18))


@pytest.mark.parametrize("move, parsed", [
    ("wait", ("wait", -1)), ("wait:5", ("wait", 5)), ("path:0", ("path", 0)), ("path:-1", ("path", -1)),
    ("dig:" + "9" * 18, ("dig", int("9" * 18))),
])
def test_parse_move_reads_kind_and_cell(move, parsed):
    """kind:cell, a bare wait, negative numbers, up to 18 digits."""
    assert garden.parse_move(move) == parsed


@pytest.mark.parametrize("move", ["path", "path:", "Path:1", "path:01", "path:-0", "path:+1", "path: 1",
                                  "dig:" + "9" * 19, "pa1h:1", "wait:x", "\u3042:1", None, 3, ":1"])
def test_parse_move_refuses_everything_else(move):
    """No cell for a non-wait kind, capitals, leading zeros, -0, '+', spaces, 19 digits, non-ASCII."""
    with pytest.raises(IllegalMove) as error:
        garden.parse_move(move)
    assert error.value.reason == "bad_move"


def test_params_text_players_and_swapped_roles():
    """Params encode as two letters; decode names what is wrong; swap_roles swaps both roles."""
    assert Params("e", "n").encode() == "en" and Params.decode("nh") == Params("n", "h")
    assert Params("e", "n").player("gardener") == "easy" and Params("e", "n").player("mole") == "normal"
    assert Params().player("mole") == "human"
    assert garden.swap_roles(Params("h", "n")) == Params("n", "h")
    assert garden.swap_roles(Params("e", "n")) == Params("n", "e")
    for text, key in (("h", "garden.params.shape"), ("hhh", "garden.params.shape"), (None, "garden.params.shape"),
                      ("zh", "garden.params.bad_gardener"), ("hz", "garden.params.bad_mole")):
        with pytest.raises(ParamsError) as error:
            Params.decode(text)
        assert error.value.key == key, text


def test_the_opening_position():
    """Entry path, nest root, one water each, round 1, the gardener with two actions, no history."""
    state = garden.new_game(Params("n", "e"), seed=99)
    assert state == State((10,), (14,), (1, 1, 1, 1, 1), 1, "gardener", 2, (), "", 0, "ready", (), (), ())
    assert garden.status(state) == "playing"
    assert garden.status(State(winner="mole")) == "mole_won"


def test_the_legal_moves_of_the_opening():
    """Gardener: paths beside the entry, water the flower beside it, dig around it, then wait; mole: roots."""
    state = garden.new_game()
    assert garden.legal_moves(state) == ["path:5", "path:15", "water:11", "dig:5", "dig:10", "dig:11",
                                         "dig:15", "wait"]
    mole = play(["wait", "wait"])
    assert garden.legal_moves(mole) == ["root:9", "root:13", "root:19", "wait"]
    assert garden.mole_moves((14, 13)) == ["root:8", "root:9", "root:18", "root:19", "wait"]
    assert garden.is_legal(state, "path:5") and not garden.is_legal(state, "path:6")


def test_gardener_refusals_name_the_cell():
    """Each refusal of a path, water or dig, with its cell."""
    state = garden.new_game()
    assert refused(state, "path:25") == ("off_board", {"cell": 25})
    assert refused(state, "path:-1") == ("off_board", {"cell": -1})
    assert refused(state, "path:10") == ("occupied", {"cell": 10})
    assert refused(state, "path:11") == ("flower", {"cell": 11})
    assert refused(play(["path:5", "path:6", "wait", "wait", "path:7"]), "path:12") == ("rock", {"cell": 12})
    assert refused(state, "path:0") == ("not_adjacent", {"cell": 0})
    assert refused(state, "water:5") == ("not_flower", {"cell": 5})
    assert refused(state, "water:21") == ("not_adjacent", {"cell": 21})
    full = play(["water:11"])
    assert refused(full, "water:11") == ("full", {"cell": 11})
    assert refused(state, "dig:12") == ("rock", {"cell": 12})
    assert refused(state, "dig:14") == ("nest", {"cell": 14})
    assert refused(state, "dig:24") == ("not_adjacent", {"cell": 24})
    assert refused(state, "dig:0") == ("not_adjacent", {"cell": 0})


def test_mole_refusals_and_who_may_play_what():
    """The mole's refusals with the cell; the other side's kinds, lab kinds, unknown kinds, a finished game."""
    mole = play(["wait", "wait"])
    assert refused(mole, "root:25") == ("off_board", {"cell": 25})
    assert refused(mole, "root:14") == ("occupied", {"cell": 14})
    assert refused(play(["root:13"], mole), "root:12") == ("rock", {"cell": 12})
    assert refused(mole, "root:0") == ("not_adjacent", {"cell": 0})
    assert refused(mole, "path:5") == ("not_your_kind", {"role": "mole"})
    assert refused(garden.new_game(), "root:13") == ("not_your_kind", {"role": "gardener"})
    assert refused(mole, "cut:13") == ("lab_only", {})
    assert refused(mole, "drain:1") == ("lab_only", {})
    assert refused(mole, "jump:1") == ("unknown_kind", {})
    over = State(winner="gardener")
    assert refused(over, "wait") == ("game_over", {}) and garden.legal_moves(over) == []
    assert refused(over, "jump:1") == ("unknown_kind", {})
    assert garden.gardener_check((10,), (1,) * 5, "dig", 5) is None


def test_each_action_reports_its_event_and_the_turn_passes():
    """path, water (with its new water), bloom, the handoff to the mole, the mole's root and wait."""
    state = garden.apply(garden.new_game(), "path:5")
    assert (state.paths, state.last, state.events, state.left, state.tick) == \
        ((5, 10), "path_added", (("path", 5),), 1, 1)
    state = garden.apply(state, "water:11")
    assert state.water == (1, 2, 1, 1, 1) and state.role == "mole" and state.left == 2
    assert state.events == (("water", 11, 2), ("bloom", 11), ("handoff", "mole"))
    assert state.last == "handoff" and state.tick == 2
    state = garden.apply(state, "root:13")
    assert (state.roots, state.last, state.events, state.left) == ((13, 14), "underground_work_done",
                                                                     (("root", 13),), 1)
    state = garden.apply(state, "wait")
    assert state.events == (("wait", "mole"), ("round", 2))
    assert (state.round, state.role, state.left, state.last, state.drained, state.drains) == \
        (2, "gardener", 2, "drain_finished", (), ((),))
    one = garden.apply(garden.new_game(), "water:11")
    assert one.events == (("water", 11, 2), ("bloom", 11)) and one.left == 1
    assert garden.apply(garden.new_game(), "wait").events == (("wait", "gardener"),)


def test_water_below_the_bloom_has_no_bloom_event():
    """A flower drained to 0 and watered to 1 is not in bloom."""
    low = State(paths=(10,), water=(1, 0, 1, 1, 1))
    after = garden.apply(low, "water:11")
    assert after.events == (("water", 11, 1),) and after.water == (1, 1, 1, 1, 1)


def test_digs_cut_roots_and_every_dig_stays_in_the_history():
    """A dig clears its area of roots (root_cut) or finds none (no_root); every dig is kept with its round."""
    roots = play(["wait", "wait", "root:13", "root:8"])  # round 2: 13 and 8 grow from the nest
    assert roots.roots == (8, 13, 14) and roots.round == 2
    state = garden.apply(roots, "dig:10")
    assert (state.last, state.events, state.roots) == ("no_root", (("dig", 10, "no_root"),), (8, 13, 14))
    assert state.digs == ((2, 10),)
    state = garden.apply(state, "dig:11")
    assert state.events[0] == ("dig", 11, "no_root") and state.digs == ((2, 10), (2, 11))
    near = State(paths=(10, 11), roots=(14, 13, 7, 6), round=3)
    cut = garden.apply(near, "dig:6")
    assert (cut.last, cut.events, cut.roots, cut.digs) == ("root_cut", (("dig", 6, "root_cut"),), (14, 13), ((3, 6),))


def test_the_drain_at_the_end_of_the_round_with_its_events():
    """Roots reaching flower 8: at the round's end it loses one water: drained event with the new water."""
    state = play(["wait", "wait", "root:9", "root:8"])
    assert state.events == (("root", 8), ("drained", 8, 0), ("round", 2))
    assert (state.water, state.drained, state.drains, state.round) == ((1, 1, 1, 0, 1), (8,), ((8,),), 2)
    state = play(["wait", "wait", "wait", "wait"], state)
    assert state.drained == () and state.drains == ((8,), ()) and state.water == (1, 1, 1, 0, 1)


def test_the_last_round_names_the_winner_and_the_blooms():
    """Eight rounds of waiting: the mole wins with 0 blooms; three blooms make the gardener win."""
    state = play(["wait"] * 4 * 8)
    assert state.events == (("wait", "mole"), ("winner", "mole", 0))
    assert (state.winner, state.round, garden.status(state), state.last) == ("mole", 8, "mole_won", "drain_finished")
    assert len(state.drains) == 8
    blooms = ["water:11", "path:5", "wait", "wait", "path:6", "water:1", "wait", "wait",
              "path:15", "path:16", "wait", "wait", "water:21", "wait", "wait", "wait"]
    state = play(blooms + ["wait"] * 4 * 3 + ["wait", "wait", "wait"])
    assert state.round == 8 and state.winner == ""
    state = garden.apply(state, "wait")
    assert state.events == (("wait", "mole"), ("winner", "gardener", 3))
    assert state.water == (2, 2, 2, 1, 1) and garden.status(state) == "gardener_won"
    two = play(["water:11", "path:5", "wait", "wait", "path:6", "water:1"] + ["wait"] * (4 * 8 - 6))
    assert two.events[-1] == ("winner", "mole", 2)


def test_the_path_and_root_networks():
    """path_network: the paths joined to the entry; root_network: the roots joined to the nest."""
    state = State(paths=(10, 5, 0, 3, 15), roots=(14, 13, 8, 19, 0))
    assert garden.path_network(state) == frozenset({10, 5, 0, 15})
    assert garden.root_network(state) == frozenset({14, 13, 8, 19})
    assert garden.path_network(State(paths=(5,))) == frozenset()
