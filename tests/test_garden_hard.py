"""Mischief Garden's Hard level (gamepkg/garden/hard.py, offered by gamepkg/garden/levels.py): it plays legal
moves to the end in both roles, its work is bounded by counted positions, and the gardener never sees a root."""

import random
from dataclasses import replace

import pytest

from gamepkg.budget import SearchBudget
from gamepkg.garden import ai as garden_ai
from gamepkg.garden import hard as garden_hard
from gamepkg.garden import levels as garden_levels
from gamepkg.garden import rules as garden
from gamepkg.garden import sight as garden_sight
from gamepkg.garden.bits import Masks, bits
from tests.test_garden_ai import gardener_positions, play


class UnreadableRoots(tuple):
    """Roots that fail the test the moment anything looks at them (iterating, counting, searching)."""

    def __iter__(self):
        """Looking at the roots is the fault this test is about."""
        raise AssertionError("the gardener's side read the roots")

    def __len__(self):
        """Counting the roots is looking at them too."""
        raise AssertionError("the gardener's side read the roots")

    def __contains__(self, cell):
        """Asking whether a cell holds a root is looking at them too."""
        raise AssertionError("the gardener's side read the roots")


def game(gardener_level, mole_level, seed, budgets=None):
    """Play a whole game; every move must be listed as legal. ``budgets`` collects each Hard decision's budget."""
    rng = random.Random(seed)
    state = garden.new_game()
    while not state.winner:
        level = gardener_level if state.role == "gardener" else mole_level
        budget = SearchBudget(max_steps=garden_hard.MAX_STEPS)
        move = garden_levels.choose_move(state, level, rng, budget)
        assert move in garden.legal_moves(state), (state, move)
        if level == "hard" and budgets is not None:
            budgets.append((state.role, budget.steps))
        state = garden.apply(state, move)
    return state


SHORT_ROUNDS = 3            # the games of these tests are this short (the players read garden.ROUNDS)


@pytest.mark.parametrize("other", garden_levels.LEVELS)
def test_hard_plays_legal_moves_to_the_end_in_both_roles(other, monkeypatch):
    """Hard as gardener and as mole against every level: legal moves only, and the game ends after the last round."""
    monkeypatch.setattr(garden, "ROUNDS", SHORT_ROUNDS)
    for gardener_level, mole_level in (("hard", other), (other, "hard")):
        state = game(gardener_level, mole_level, seed=1)
        assert state.round == garden.ROUNDS and state.winner in ("gardener", "mole")


def test_every_computer_level_of_the_params_can_play():
    """The levels the garden's parameters name are the levels garden_levels can play; 'x' is Hard."""
    computers = set(garden.PLAYER_NAMES.values()) - {"human"}
    assert computers == set(garden_levels.LEVELS) == {"easy", "normal", "hard"}
    assert garden.Params.decode("xh").player("gardener") == "hard"
    assert {"vs_computer_mole_hard", "vs_computer_gardener_hard"} <= set(garden.PRESETS)
    with pytest.raises(ValueError):
        garden_levels.choose_move(garden.new_game(), "expert", random.Random(0))


def test_hard_work_is_counted_and_bounded(monkeypatch):
    """Every Hard decision of a game scores at least one and at most MAX_STEPS positions; a gardener turn
    scores each distinct position once (fewer than all its pairs of actions)."""
    monkeypatch.setattr(garden, "ROUNDS", SHORT_ROUNDS)
    budgets = []
    game("hard", "hard", seed=2, budgets=budgets)
    assert {role for role, _ in budgets} == {"gardener", "mole"}
    assert all(0 < steps <= garden_hard.MAX_STEPS for _, steps in budgets)
    start = garden.new_game()
    pairs = sum(len(garden.legal_moves(garden.apply(start, first))) for first in garden.legal_moves(start))
    budget = SearchBudget()
    garden_levels.choose_move(start, "hard", random.Random(0), budget)
    assert 0 < budget.steps < pairs


@pytest.mark.parametrize("position", [play(["path:5", "path:6"]), play(["path:5", "path:6", "root:13", "root:9"]),
                                      play(["path:5", "water:11"])])
def test_a_tiny_budget_stops_hard_at_once_with_a_legal_move(position):
    """With a budget of 5 positions Hard stops at the sixth and still plays a legal move."""
    budget = SearchBudget(max_steps=5)
    move = garden_levels.choose_move(position, "hard", random.Random(1), budget)
    assert garden.is_legal(position, move)
    assert budget.steps == 6


def test_the_hard_gardener_never_reads_a_root():
    """On the gardener's turn the roots cannot even be looked at, and the Hard gardener still decides."""
    for moves in (["path:5", "water:11", "root:13", "root:9"], ["path:5", "path:6", "root:13", "root:8"]):
        state = play(moves)
        blind = replace(state, roots=UnreadableRoots(state.roots))
        for seed in range(3):
            move = garden_levels.choose_move(blind, "hard", random.Random(seed))
            assert move == garden_levels.choose_move(state, "hard", random.Random(seed))
    with pytest.raises(AssertionError):          # the check itself: the mole's side does read them
        garden_levels.choose_move(replace(play(["path:5", "path:6"]), roots=UnreadableRoots((14,))), "hard",
                                  random.Random(0))


def test_the_hard_gardener_ignores_hidden_roots():
    """Positions that differ only in hidden roots get the same Hard move for the same seed, and that move is
    what ``gardener_move`` makes of the gardener's view (which holds no roots)."""
    for a, b in gardener_positions():
        for seed in range(2):
            move = garden_levels.choose_move(a, "hard", random.Random(seed))
            assert garden_levels.choose_move(b, "hard", random.Random(seed)) == move
            view = garden_sight.player_view(a)
            assert view["roots"] == () and view["network"] == ()
            assert garden_hard.gardener_move(view, random.Random(seed)) == move


def test_the_distances_on_bits_are_the_normal_players_distances():
    """Root and path distances on bits (capped at the horizons) equal garden_ai's for random gardens."""
    masks, rng = Masks.now(), random.Random(5)
    free = [c for c in garden.CELLS if c not in garden.ROCKS]
    for _ in range(60):
        roots = frozenset(rng.sample(free, rng.randrange(0, 10))) | {garden.NEST}
        paths = garden.path_network(play(["path:5", "path:15"])) | frozenset(rng.sample([0, 6, 16, 20], 2))
        expected = tuple(min(garden_ai.root_distances(roots)[f], garden_hard.ROOT_HORIZON + 1)
                         for f in garden.FLOWERS)
        assert garden_hard.root_distances(masks, bits(roots)) == expected
        reach = tuple(min(r, garden_hard.PATH_HORIZON) for r in garden_ai.flower_reach(paths))
        assert garden_hard.flower_reach(masks, bits(paths)) == reach


def test_the_hard_mole_drains_when_it_can():
    """With one action left and a flower one root away, the Hard mole takes the water."""
    state = replace(garden.new_game(), role="mole", left=1, roots=(13, 14), water=(1, 1, 1, 1, 0))
    assert garden.apply(state, garden_levels.choose_move(state, "hard", random.Random(0))).drained == (8,)


def test_the_move_list_on_bits_is_the_rules_move_list():
    """Hard lists the gardener's moves on bits: the same moves in the same order as garden.gardener_moves."""
    masks, rng = Masks.now(), random.Random(7)
    for _ in range(40):
        state = garden.new_game()
        for _ in range(rng.randrange(0, 12)):
            state = garden.apply(state, rng.choice(garden.legal_moves(state)))
        water = tuple(rng.randrange(0, garden.MAX_WATER + 1) for _ in garden.FLOWERS)
        assert garden_hard.gardener_moves(masks, bits(state.paths), water) == garden.gardener_moves(state.paths, water)
