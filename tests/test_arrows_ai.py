"""Arrow Rotation computer players: legal moves, greedy, noisy and one-reply lookahead checked by brute force."""

import random

import pytest

from gamepkg.arrows import ai as arrows_ai
from gamepkg.arrows import rules as arrows
from gamepkg.budget import SearchBudget, SearchStopped


def game(width, height, players=2):
    """A new game with all-human seats (the engine never asks who is a computer)."""
    return arrows.new_game(arrows.Params(width, height, ("human",) * players), 0)


def random_position(rng, width, height, placements):
    """A game after ``placements`` random legal moves."""
    state = game(width, height)
    for _ in range(placements):
        state = arrows.apply(state, rng.choice(arrows.legal_moves(state)))
    return state


def gain_of(state, move):
    """Points ``move`` scores, by the engine's own preview."""
    x, y, d = map(int, move.split(","))
    return arrows.walk(state, x, y, d).gained


def brute_force_hard_value(state, move):
    """Own gain minus the next player's best reply, computed by playing every reply through the engine."""
    after = arrows.apply(state, move)
    reply = max((gain_of(after, other) for other in arrows.legal_moves(after)), default=0)
    return after.last_walk.gained - reply


@pytest.mark.parametrize("level", arrows_ai.LEVELS)
def test_every_level_plays_whole_games_legally(level):
    """From the first to the last placement, every chosen move is legal on several board shapes."""
    rng = random.Random(1)
    for width, height, players in ((2, 2, 2), (2, 5, 3), (5, 3, 4), (6, 6, 2)):
        state = game(width, height, players)
        while not state.ended:
            move = arrows_ai.choose_move(state, level, rng)
            assert move in arrows.legal_moves(state)
            state = arrows.apply(state, move)


def test_move_gains_agree_with_the_engine_preview():
    """The fast flat-board walk scores every move exactly like arrows.walk."""
    rng = random.Random(2)
    for placements in (0, 3, 10, 20, 24):
        state = random_position(rng, 5, 5, placements)
        gains = arrows_ai.move_gains(state)
        assert set(gains) == set(arrows.legal_moves(state))
        for move, gain in gains.items():
            assert gain == gain_of(state, move)


def test_flat_board_take_back_restores_the_board():
    """place() then take_back() leaves the cells exactly as they were."""
    rng = random.Random(3)
    state = random_position(rng, 6, 5, 18)
    board = arrows_ai.FlatBoard(state)
    original = list(board.cells)
    for x, y in arrows.legal_cells(state):
        for direction in arrows.DIRECTIONS:
            turned, _ = board.place(board.index(x, y), direction)
            board.take_back(board.index(x, y), turned)
            assert board.cells == original


def test_normal_takes_a_highest_scoring_move_when_it_does_not_look_ahead(monkeypatch):
    """On the moves where it does not weigh the reply, the normal player scores as much as the best legal move."""
    monkeypatch.setattr(arrows_ai, "NORMAL_LOOKS_AHEAD", 0.0)
    rng = random.Random(4)
    for placements in (1, 5, 12, 20, 28):
        state = random_position(rng, 6, 5, placements)
        best = max(gain_of(state, move) for move in arrows.legal_moves(state))
        assert gain_of(state, arrows_ai.choose_move(state, "normal", rng)) == best


def test_easy_is_a_noisy_one_ply_scorer_not_a_random_player(monkeypatch):
    """Easy's one-ply moves score within EASY_NOISE of the best; some miss the best, none is a random pick."""
    monkeypatch.setattr(arrows_ai, "EASY_LOOKS_AHEAD", 0.0)
    rng = random.Random(11)
    missed = 0
    for placements in range(1, 29):
        state = random_position(rng, 6, 5, placements)
        gains = [gain_of(state, move) for move in arrows.legal_moves(state)]
        chosen = gain_of(state, arrows_ai.choose_move(state, "easy", rng))
        assert chosen > max(gains) - arrows_ai.EASY_NOISE
        missed += chosen < max(gains)
    assert missed > 0  # the noise does change some choices


@pytest.mark.parametrize("level, share", [("easy", "EASY_LOOKS_AHEAD"), ("normal", "NORMAL_LOOKS_AHEAD")])
def test_a_level_that_always_looks_ahead_plays_as_hard(monkeypatch, level, share):
    """Easy and Normal weigh the reply with hard's own search on their share of the moves (here all of them)."""
    monkeypatch.setattr(arrows_ai, share, 1.0)
    for seed, placements in ((1, 3), (2, 9), (3, 14)):
        state = random_position(random.Random(seed), 5, 4, placements)
        assert arrows_ai.choose_move(state, level) == arrows_ai.choose_move(state, "hard")


def test_hard_maximises_gain_minus_best_reply():
    """The hard player's move has the best (gain - next player's best reply) among all legal moves."""
    rng = random.Random(5)
    for width, height, placements in ((3, 3, 1), (4, 4, 6), (4, 3, 10), (5, 4, 8), (4, 4, 14), (3, 3, 0)):
        state = random_position(rng, width, height, placements)
        values = {move: brute_force_hard_value(state, move) for move in arrows.legal_moves(state)}
        chosen = arrows_ai.choose_move(state, "hard", rng)
        assert values[chosen] == max(values.values())


def test_hard_on_the_last_cell_takes_the_most_points():
    """With one empty cell there is no reply, so hard simply scores the most."""
    rng = random.Random(6)
    state = random_position(rng, 3, 3, 8)
    best = max(gain_of(state, move) for move in arrows.legal_moves(state))
    assert gain_of(state, arrows_ai.choose_move(state, "hard", rng)) == best


@pytest.mark.parametrize("level", arrows_ai.LEVELS)
def test_same_rng_seed_same_move(level):
    """Computer players are deterministic for a given random.Random seed."""
    state = random_position(random.Random(7), 5, 5, 9)
    first = arrows_ai.choose_move(state, level, random.Random(42))
    assert first == arrows_ai.choose_move(state, level, random.Random(42))


def test_without_rng_the_choice_is_fixed():
    """No rng means the first of the equally good moves."""
    state = random_position(random.Random(8), 4, 4, 5)
    assert arrows_ai.choose_move(state, "hard") == arrows_ai.choose_move(state, "hard")


def test_no_move_after_the_end():
    """Asking for a move in a finished game is an error, not a bogus move."""
    state = random_position(random.Random(9), 2, 2, 4)
    with pytest.raises(ValueError):
        arrows_ai.choose_move(state, "normal", random.Random(0))


def test_computer_plays_on_the_largest_board():
    """Hard finds legal moves on a 15x15 board early, midway and late in the game."""
    rng = random.Random(10)
    state = game(15, 15)
    while not state.ended:
        level = "hard" if state.placements in (0, 1, 100, 223, 224) else "easy"
        move = arrows_ai.choose_move(state, level, rng)
        assert move in arrows.legal_moves(state)
        state = arrows.apply(state, move)


def six_player_position(placements):
    """A 15x15 game of six players after ``placements`` greedy and random moves."""
    rng = random.Random(9)
    state = arrows.new_game(arrows.Params(15, 15, ("human",) * 6), 0)
    for number in range(placements):
        if number % 3:
            move = rng.choice(arrows.legal_moves(state))
        else:
            gains = arrows_ai.move_gains(state)
            move = rng.choice([move for move, gain in gains.items() if gain == max(gains.values())])
        state = arrows.apply(state, move)
    return state


@pytest.mark.parametrize("level", arrows_ai.LEVELS)
@pytest.mark.parametrize("max_steps", [0, 1, 37, 90])
def test_a_search_stopped_by_its_budget_still_plays_a_legal_move(level, max_steps):
    """Issue 16 #2: however small the budget, choose_move returns a legal move instead of running on."""
    state = six_player_position(60)
    budget = SearchBudget(max_steps=max_steps)
    move = arrows_ai.choose_move(state, level, random.Random(1), budget)
    assert move in arrows.legal_moves(state)
    assert budget.steps <= max_steps + 1  # no level runs past its budget
    if level == "hard":
        assert budget.steps == max_steps + 1  # the budget did stop the search


def test_a_stopped_hard_search_plays_the_best_move_found_so_far():
    """Stopped just after every move was scored, the hard player still takes a highest-scoring move."""
    state = six_player_position(90)
    moves = arrows.legal_moves(state)
    budget = SearchBudget(max_steps=len(moves) + 2)
    move = arrows_ai.choose_move(state, "hard", random.Random(2), budget)
    assert budget.steps == len(moves) + 3
    assert gain_of(state, move) == max(gain_of(state, other) for other in moves)


@pytest.mark.parametrize("level", arrows_ai.LEVELS)
def test_a_cancelled_search_plays_a_legal_move(level):
    """A budget cancelled before the search starts still gives a legal move."""
    state = six_player_position(30)
    budget = SearchBudget()
    budget.cancel()
    assert arrows_ai.choose_move(state, level, random.Random(3), budget) in arrows.legal_moves(state)


def test_move_gains_spend_one_step_per_trial_walk():
    """The hint's search is bounded too: move_gains stops with SearchStopped when its budget is used up."""
    state = six_player_position(40)
    with pytest.raises(SearchStopped):
        arrows_ai.move_gains(state, SearchBudget(max_steps=10))
    budget = SearchBudget()
    assert len(arrows_ai.move_gains(state, budget)) == budget.steps == len(arrows.legal_moves(state))
