"""Mischief Garden rules (stage 5): move strings, legality, reasons, turn flow, drain and result."""

import random
from dataclasses import replace

import pytest

from gamepkg.garden import rules as garden
from gamepkg.rules import IllegalMove
from gamepkg.session import Session


def play(moves, state=None):
    """The state after ``moves`` from ``state`` (default: a new game)."""
    state = state or garden.new_game()
    for move in moves:
        state = garden.apply(state, move)
    return state


def reason(state, move):
    """The reason code with which ``move`` is refused in ``state``."""
    with pytest.raises(IllegalMove) as caught:
        garden.apply(state, move)
    return caught.value.reason


def test_neighbors_order_and_no_wrap():
    """Left, right, up, down; the edges do not wrap."""
    assert garden.neighbors(7) == (6, 8, 2, 12)
    assert garden.neighbors(10) == (11, 5, 15)
    assert garden.neighbors(4) == (3, 9)
    assert garden.neighbors(24) == (23, 19)


@pytest.mark.parametrize("move", ["PATH:5", "path:05", "path: 5", "path:5 ", " path:5", "path:+5", "path:-0",
                                  "path", "path:", ":5", "path:5:1", "wait:", "wait:abc", "Wait", "",
                                  "path:\uff15", "path:\u00b2", "p\u00e4th:5", "path:1e1"])
def test_garbage_strings_are_refused(move):
    """Anything that is not 'kind:integer' (or a bare wait) is bad_move."""
    assert reason(garden.new_game(), move) == "bad_move"


def test_non_string_moves_are_refused():
    """A move that is not a string is refused, never a crash."""
    for move in (None, 5, ("path", 5), b"path:5"):
        assert reason(garden.new_game(), move) == "bad_move"


def test_wait_is_legal_with_any_number_until_the_end():
    """'wait', 'wait:-1' and 'wait:99' all spend one action."""
    state = garden.new_game()
    for move in ("wait", "wait:99", "wait:-1", "wait:123456"):
        after = garden.apply(state, move)
        assert after.tick == state.tick + 1
        state = after
    assert state.role == "gardener" and state.round == 2 and state.last == "drain_finished"


def test_reasons_for_the_gardener():
    """Each refused gardener action has its own reason, and nothing changes."""
    start = play(["path:5"])
    cases = {"fly:5": "unknown_kind", "undo:1": "unknown_kind", "cut:5": "lab_only", "drain:1": "lab_only",
             "root:9": "not_your_kind", "path:25": "off_board", "dig:-5": "off_board",
             "path:5": "occupied", "path:11": "flower", "path:20": "not_adjacent", "water:6": "not_flower",
             "water:21": "not_adjacent", "dig:12": "rock", "dig:14": "nest", "dig:3": "not_adjacent",
             "path:7": "not_adjacent"}
    for move, code in cases.items():
        assert reason(start, move) == code, move
    assert reason(play(["water:11"]), "water:11") == "full"


def test_path_rock_and_nest_are_refused_where_they_would_touch():
    """A path next to the network still cannot go on the rock or the nest."""
    state = replace(garden.new_game(), paths=(5, 6, 7, 10), left=2)
    assert reason(state, "path:12") == "rock"
    state = replace(garden.new_game(), paths=(0, 1, 2, 3, 4, 5, 9, 10))   # a made-up network reaching 9
    assert reason(state, "path:14") == "nest"


def test_reasons_for_the_mole():
    """The mole may only grow roots next to its nest's network, never on roots or the rock."""
    state = play(["path:5", "path:6"])
    assert state.role == "mole"
    cases = {"path:15": "not_your_kind", "water:11": "not_your_kind", "dig:5": "not_your_kind",
             "root:14": "occupied", "root:8": "not_adjacent", "root:-1": "off_board", "cut:13": "lab_only"}
    for move, code in cases.items():
        assert reason(state, move) == code, move
    rock = replace(state, roots=(13, 14))
    assert reason(rock, "root:12") == "rock"


def test_paths_may_go_on_roots_and_roots_on_paths_flowers_and_entry():
    """Neither kind blocks the other."""
    state = replace(garden.new_game(), roots=(5, 14))
    assert 5 in garden.apply(state, "path:5").paths
    mole = replace(garden.new_game(), role="mole", paths=(5, 10), roots=(4, 9, 14, 3, 2, 1, 0))
    mole = replace(mole, roots=tuple(sorted(mole.roots)))
    assert 5 in garden.apply(mole, "root:5").roots
    assert 6 in garden.apply(mole, "root:6").roots
    entry = replace(mole, roots=(0, 1, 2, 3, 4, 5, 9, 14))
    assert 10 in garden.apply(entry, "root:10").roots
    flower = replace(mole, roots=(13, 14))
    assert 8 in garden.apply(flower, "root:8").roots


def test_dig_cuts_the_cell_and_its_sides_but_never_the_nest():
    """ROOT CUT when a root went, NO ROOT otherwise; the nest always stays."""
    state = replace(garden.new_game(), paths=(5, 6, 7, 10), roots=(3, 8, 9, 13, 14, 19))
    cut = garden.apply(state, "dig:8")
    assert cut.roots == (14, 19) and cut.last == "root_cut" and cut.events == (("dig", 8, "root_cut"),)
    missed = garden.apply(state, "dig:5")
    assert missed.roots == state.roots and missed.last == "no_root" and missed.events == (("dig", 5, "no_root"),)
    assert missed.digs == ((1, 5),)


def test_cut_off_roots_stay_block_and_do_not_drain():
    """A dug chain leaves its far end in place: it blocks that cell and drains nothing."""
    state = replace(garden.new_game(), paths=(5, 6, 7, 10), roots=(6, 7, 8, 11, 13, 14), left=1)
    state = garden.apply(state, "dig:8")              # removes 7, 8, 13 (9 and 3 had none)
    assert state.role == "mole" and state.roots == (6, 11, 14)
    assert garden.root_network(state) == frozenset({14})
    assert reason(replace(state, roots=(6, 11, 13, 14)), "root:11") == "occupied"
    state = play(["root:13", "root:18"], state)
    assert state.drained == (18,) and state.water == (1, 1, 1, 1, 0)


def test_turn_flow_handoff_drain_and_rounds():
    """Gardener x2, HANDOFF, mole x2, drain, next round; the drain follows FLOWERS order."""
    state = play(["water:11"])
    assert (state.role, state.left, state.last) == ("gardener", 1, "water_added")
    state = play(["path:5"], state)
    assert (state.role, state.left, state.last) == ("mole", 2, "handoff")
    state = play(["root:13"], state)
    assert (state.role, state.left, state.last, state.round) == ("mole", 1, "underground_work_done", 1)
    state = play(["root:18"], state)
    assert (state.role, state.left, state.last, state.round) == ("gardener", 2, "drain_finished", 2)
    assert state.drained == (18,) and state.water == (1, 2, 1, 1, 0)
    assert state.drains == ((18,),)


def test_drained_follows_flowers_order_not_sorted():
    """Flowers 21 and 8 drain as (21, 8), the FLOWERS order (1, 11, 21, 8, 18)."""
    state = replace(garden.new_game(), role="mole", left=1, roots=(8, 13, 14, 17, 18, 22))
    state = garden.apply(state, "root:21")
    assert state.drained == (21, 8, 18)
    assert state.water == (1, 1, 0, 0, 0)


def test_a_flower_without_water_is_not_listed_as_drained():
    """Water never drops below 0, and a dry connected flower is not in drained."""
    state = replace(garden.new_game(), role="mole", left=1, roots=(13, 14), water=(1, 1, 1, 0, 1))
    state = garden.apply(state, "root:8")
    assert state.drained == () and state.water == (1, 1, 1, 0, 1)


def test_round_eight_decides_after_the_drain():
    """Three blooms after the last drain win for the gardener; round stays 8; then all is refused."""
    base = replace(garden.new_game(), round=8, role="mole", left=1, roots=(13, 14), water=(2, 2, 2, 2, 1))
    won = garden.apply(base, "root:8")
    assert won.winner == "gardener" and won.round == 8 and won.water == (2, 2, 2, 1, 1)
    assert garden.status(won) == "gardener_won" and garden.legal_moves(won) == []
    for move in ("wait", "wait:3", "path:5", "root:9"):
        assert reason(won, move) == "game_over"
    assert reason(won, "nonsense") == "bad_move" and reason(won, "fly:1") == "unknown_kind"
    lost = garden.apply(replace(base, water=(2, 2, 1, 2, 1)), "root:8")
    assert lost.winner == "mole" and garden.status(lost) == "mole_won"
    seven = garden.apply(replace(base, round=7), "root:8")
    assert seven.winner == "" and seven.round == 8


def test_legal_moves_agree_with_apply():
    """In random positions every listed move applies and every other candidate is refused."""
    rng = random.Random(5)
    candidates = [f"{k}:{c}" for k in ("path", "water", "dig", "root") for c in range(-1, 26)] + ["wait"]
    for _ in range(10):
        state = garden.new_game()
        while not state.winner:
            legal = garden.legal_moves(state)
            for move in candidates:
                assert garden.is_legal(state, move) == (move in legal), move
            state = garden.apply(state, rng.choice(legal))


def test_random_strings_never_crash():
    """Random text either applies or raises IllegalMove."""
    rng = random.Random(9)
    alphabet = "pathwerdigo:0123456789- \u3042"
    state = garden.new_game()
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 9)))
        try:
            state = garden.apply(state, text)
        except IllegalMove as error:
            assert isinstance(error.reason, str)


def test_params_presets_and_swap():
    """Two letters (gardener, mole) round-trip; bad text is refused with a reason; swap flips roles."""
    for params in garden.PRESETS.values():
        assert garden.Params.decode(params.encode()) == params
        assert ":" not in params.encode() and "#" not in params.encode()
    assert garden.PRESETS["hotseat"] == garden.DEFAULT_PARAMS == garden.Params("h", "h")
    assert garden.PRESETS["vs_computer_mole_normal"].player("mole") == "normal"
    assert garden.swap_roles(garden.Params("h", "n")) == garden.Params("n", "h")
    for text in ("", "h", "hhh", "hz", "HN", "n ", 12):
        with pytest.raises(ValueError):
            garden.Params.decode(text)


def test_session_plays_undoes_and_reloads():
    """The shared Session runs the garden: moves, undo, and a save that replays."""
    session = Session(garden, garden.Params("h", "n"), 7)
    for move in ("path:5", "water:11", "root:13", "root:8"):
        session.play(move)
    assert session.state.drained == (8,)
    assert session.undo() and session.state.role == "mole"
    again = Session.from_dict(session.to_dict())
    assert again.state == session.state and again.game_id() == "garden:hn#7"
