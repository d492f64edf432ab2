"""Mirror Skirmish's free game tree (gamepkg/skirmish/tree.py) and its perfect-play solver
(gamepkg/skirmish/solver.py): the tree steps are the engine's, and the solver's answers hold against real enemies.

Small budgets and short games only: each question here is answered within a few thousand nodes.
"""

import random

import pytest

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.skirmish import board as B
from gamepkg.skirmish import enemy as skirmish_enemy
from gamepkg.skirmish import foes as skirmish_foes
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import solver as skirmish_solver
from gamepkg.skirmish import tree as skirmish_tree
from tests.test_skirmish_foes import random_position


def tree_round(state, level):
    """The round end reached in the free tree from an enemy phase's start when each enemy takes ``level``'s choice."""
    node = skirmish_tree.after_ally(*state)
    while node[1] is not None:
        after, unit = node
        node = skirmish_tree.child(after, unit, skirmish_foes.chooser(level)(after, unit))
    return node[0]


@pytest.mark.parametrize("seed", range(40))
def test_the_free_tree_plays_an_enemy_phase_as_the_engine_does(seed):
    """Following one level's choices through the tree reaches the engine's state (events aside), whichever level."""
    state = random_position(seed, B.LESSON)
    if state.ended:
        return
    rng = random.Random(seed)
    level = rng.choice(B.ENEMY_LEVELS[:3])
    before = B.ally_step(state, B.legal_moves(state)[-1]) if state.left > 1 else state
    if before.ended:
        return
    move = rng.choice(B.legal_moves(before))
    after = B.ally_step(before, move)
    phase_runs = after.left == 0 and not after.ended
    engine = skirmish_enemy.run_enemy_phase(after, None, skirmish_foes.chooser(level)) if phase_runs else after
    reached = tree_round((before, move), level)
    assert skirmish_tree.node_key(reached, None) + (reached.round, reached.ended) == \
        skirmish_tree.node_key(engine, None) + (engine.round, engine.ended)


def test_case_b_is_a_forced_ally_win_in_two_rounds_and_not_in_one():
    """B's rush (see issue #39) cannot be stopped: a forced ally win by round 2, none by round 1."""
    start = skirmish.new_game(skirmish.Params("B", "both"))
    assert skirmish_solver.forced_win(start, "allies", 2, SearchBudget(max_steps=5_000))
    assert not skirmish_solver.forced_win(start, "allies", 1, SearchBudget(max_steps=5_000))
    verdict = skirmish_solver.solve(start, SearchBudget(max_steps=5_000))
    assert (verdict.winner, verdict.rounds, verdict.allies_none_within) == ("allies", 2, 1)


def test_a_forced_win_is_won_against_every_enemy_level_by_its_round():
    """Following the solver's winning choice each action beats every enemy level by the proved round."""
    start = skirmish.new_game(skirmish.Params("C", "ally"))
    for level in B.ENEMY_LEVELS[:3]:
        state = skirmish.new_game(skirmish.Params("C", "ally", enemy=level))
        while not state.ended:
            move = skirmish_solver.winning_choice(state, 3, SearchBudget(max_steps=20_000))
            assert move is not None, (level, state)
            state = skirmish.apply(state, move)
        assert state.ended in ("flag", "defeated") and skirmish_tree.rounds_played(state) <= 3, level
    assert skirmish_solver.solve(start, SearchBudget(max_steps=5_000)).rounds == 3


def test_the_solver_stops_within_its_budget_and_says_how_far_it_got():
    """A budget of a few nodes stops the proof (SearchStopped) and solve reports the rounds it did rule out."""
    start = skirmish.new_game(skirmish.Params("A", "both"))
    budget = SearchBudget(max_steps=40)
    with pytest.raises(SearchStopped):
        skirmish_solver.forced_win(start, "allies", 3, budget)
    assert budget.steps == 41
    verdict = skirmish_solver.solve(start, SearchBudget(max_steps=60))
    assert verdict.winner == "" and verdict.steps == 61 and verdict.allies_none_within >= 1
