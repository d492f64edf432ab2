"""Mischief Garden computer players: information, legality, determinism and simple tactics."""

import random
from dataclasses import replace

import pytest

from gamepkg.budget import SearchBudget
from gamepkg.garden import ai as garden_ai
from gamepkg.garden import levels as garden_levels
from gamepkg.garden import rules as garden
from gamepkg.garden import sight as garden_sight


def play(moves, state=None):
    """The state after ``moves`` from ``state`` (default: a new game)."""
    state = state or garden.new_game()
    for move in moves:
        state = garden.apply(state, move)
    return state


def gardener_positions():
    """Pairs of gardener positions that differ only in hidden roots (same public history)."""
    quiet_a = play(["path:5", "water:11", "root:13", "root:9", "path:6", "water:1", "root:4", "root:3"])
    quiet_b = play(["path:5", "water:11", "root:19", "root:24", "path:6", "water:1", "root:23", "root:22"])
    late = replace(garden.new_game(), paths=(5, 6, 7, 10, 15, 16), water=(2, 2, 1, 1, 1), round=7)
    return [(quiet_a, quiet_b),
            (late, replace(late, roots=(14, 19, 24, 23, 22))),
            (replace(late, roots=(6, 7, 8, 13, 14)), replace(late, roots=(14, 16, 17, 18, 21)))]


@pytest.mark.parametrize("level", garden_ai.LEVELS)
def test_the_computer_gardener_ignores_hidden_roots(level):
    """Two positions that differ only in hidden roots get the same move for the same seed."""
    for a, b in gardener_positions():
        assert a.roots != b.roots and a.role == b.role == "gardener"
        for seed in range(6):
            move_a = garden_ai.choose_move(a, level, random.Random(seed))
            move_b = garden_ai.choose_move(b, level, random.Random(seed))
            assert move_a == move_b
            view = garden_sight.player_view(a)
            assert view["roots"] == () and garden_ai.gardener_move(view, level, random.Random(seed)) == move_a


def test_the_gardener_function_takes_a_view_without_roots():
    """The gardener's decision works from visible() alone: no state object, no roots."""
    view = garden_sight.visible(play(["path:5", "path:6", "root:13", "root:8"]))
    move = garden_ai.gardener_move(view, "normal", random.Random(1))
    assert move in garden.gardener_moves(view["paths"], view["water"])


def test_the_guess_of_roots_comes_from_the_public_history():
    """Drains and digs rebuild a guess; the guess never reads the state's roots."""
    state = play(["path:5", "path:6", "root:13", "root:8"])
    view = garden_sight.player_view(state)
    assert view["drains"] == ((8,),)
    guess = garden_ai.guess_roots(view)
    assert {13, 8, 14} <= guess or {9, 8, 14} <= guess
    dug = garden_sight.player_view(replace(state, paths=(5, 6, 7, 10), digs=((2, 8),), left=1))
    assert garden_ai.guess_roots(dug) == frozenset({14})


@pytest.mark.parametrize("gardener_level,mole_level",
                         [("easy", "easy"), ("easy", "normal"), ("normal", "easy"), ("normal", "normal")])
def test_computer_players_only_play_legal_moves_to_the_end(gardener_level, mole_level):
    """Whole games between computer players: every move is listed as legal, and the game ends."""
    for seed in range(2):
        rng = random.Random(seed)
        state = garden.new_game()
        while not state.winner:
            level = gardener_level if state.role == "gardener" else mole_level
            move = garden_ai.choose_move(state, level, rng)
            assert move in garden.legal_moves(state)
            state = garden.apply(state, move)
        assert state.round == garden.ROUNDS


def test_the_same_seed_gives_the_same_game():
    """A computer game is a function of its random.Random seed."""
    def game(seed):
        """Moves of a short normal-vs-easy game."""
        rng, state, moves = random.Random(seed), garden.new_game(), []
        for _ in range(12):
            move = garden_ai.choose_move(state, "normal" if state.role == "gardener" else "easy", rng)
            moves.append(move)
            state = garden.apply(state, move)
        return moves
    assert game(3) == game(3)


def test_unknown_level_is_refused():
    """Only 'easy' and 'normal' exist."""
    with pytest.raises(ValueError):
        garden_ai.choose_move(garden.new_game(), "hard", random.Random(0))


def test_the_normal_mole_drains_when_it_can():
    """With one action left and a flower one root away, the normal mole takes the water."""
    state = replace(garden.new_game(), role="mole", left=1, roots=(13, 14), water=(1, 1, 1, 1, 0))
    move = garden_ai.choose_move(state, "normal", random.Random(0))
    assert garden.apply(state, move).drained == (8,)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_gardener_takes_the_winning_bloom_in_the_last_round(level):
    """Round 8, two blooms and a safe flower at 1 that it can water: Normal and Hard end with three blooms."""
    state = replace(garden.new_game(), round=8, paths=(5, 6, 10, 15, 16), water=(2, 2, 1, 1, 1),
                    drains=((),) * 7)
    rng = random.Random(0)
    for _ in range(2):
        state = garden.apply(state, garden_levels.choose_move(state, level, rng))
    assert state.role == "mole" and state.water[:3] == (2, 2, 2)


@pytest.mark.parametrize("position", [play(["path:5", "path:6"]), play(["path:5", "path:6", "root:13", "root:9"])])
def test_the_normal_search_is_bounded_by_its_budget(position):
    """With a tiny SearchBudget the normal players stop at once and still play a legal move."""
    budget = SearchBudget(max_steps=5)
    move = garden_ai.choose_move(position, "normal", random.Random(1), budget)
    assert garden.is_legal(position, move)
    assert budget.steps == 6                      # the sixth step raised SearchStopped; nothing more was scored
    full = SearchBudget(max_steps=garden_ai.MAX_STEPS)
    garden_ai.choose_move(position, "normal", random.Random(1), full)
    assert 5 < full.steps <= garden_ai.MAX_STEPS


def test_the_computer_follows_a_rule_change(monkeypatch):
    """Blooms to win, rounds and water come from garden.py: patched there, the AI's end-of-game score follows."""
    paths, roots = frozenset((10,)), frozenset((14,))
    one_bloom = (2, 1, 1, 0, 0)
    assert garden_ai.gardener_score(paths, one_bloom, roots, garden.ROUNDS, 2) < 1000
    monkeypatch.setattr(garden, "BLOOMS_TO_WIN", 1)
    assert garden_ai.gardener_score(paths, one_bloom, roots, garden.ROUNDS, 2) >= 1000
    monkeypatch.setattr(garden, "ROUNDS", 3)
    assert garden_ai.gardener_score(paths, one_bloom, roots, 3, 2) >= 1000
    monkeypatch.setattr(garden, "MAX_WATER", 3)
    assert garden_ai.gardener_score(paths, one_bloom, roots, 3, 2) < 1000
    assert garden_ai.gardener_score(paths, (3, 1, 1, 0, 0), roots, 3, 2) >= 1000
