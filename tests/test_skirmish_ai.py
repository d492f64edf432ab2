"""The Mirror Skirmish hint: fastest wins, legal proposals, honest outcomes."""

import random

import pytest

from gamepkg.budget import SearchBudget
from gamepkg.i18n import format_message, load_catalogs
from gamepkg.skirmish import ai as AI
from gamepkg.skirmish import board as B
from gamepkg.skirmish import rules as K


def shortest_win(state, limit):
    """Brute force: the fewest actions to a win within ``limit`` (None when there is none)."""
    frontier = [state]
    for depth in range(1, limit + 1):
        following = []
        for position in frontier:
            for move in B.legal_moves(position):
                after = K.step(position, move)
                if after.ended in ("flag", "defeated"):
                    return depth
                if not after.ended:
                    following.append(after)
        frontier = following
    return None


def test_one_action_from_a_flag_win_the_hint_takes_it():
    """A held streak with nobody on the flag: only stepping onto it wins now, and the hint says so."""
    state = B.State("A", "ally", ((2, 1), (0, 4), (5, 0), (5, 4)), (3, 3, 3, 3), left=1, flag=1)
    winners = [move for move in B.legal_moves(state) if K.apply(state, move).ended == "flag"]
    assert winners == ["move:0:2:2"]
    found = AI.hint(state)
    assert found.move == "move:0:2:2" and found.outcome == "flag" and found.actions == 1
    assert found.round == K.apply(state, found.move).round


def test_one_hit_from_downing_every_enemy():
    """The last enemy with 1 hp next to an ally: the hint attacks it."""
    state = B.State("B", "both", ((1, 1), (0, 4), (2, 1), (5, 3)), (3, 3, 1, 0), left=2, round=3)
    found = AI.hint(state)
    assert found.move == "attack:0:2" and found.outcome == "defeated" and found.actions == 1


@pytest.mark.parametrize("key", list(K.PRESETS))
def test_following_the_hint_wins_as_announced(key):
    """From every start, playing the hint again and again ends as the first hint said, on time."""
    state = K.new_game(K.PRESETS[key])
    first = AI.hint(state)
    assert first.outcome in ("flag", "defeated")
    played = 0
    while not state.ended:
        proposal = AI.hint(state)
        assert proposal.move in B.legal_moves(state)
        state = K.apply(state, proposal.move)
        played += 1
    assert (state.ended, played, state.round) == (first.outcome, first.actions, first.round)


def test_the_hint_is_the_fastest_win_in_small_positions():
    """Against a brute-force search, the hint's win is never longer than the shortest one."""
    rng = random.Random(2)
    checked = 0
    for _ in range(40):
        state = K.new_game(rng.choice(list(K.PRESETS.values())))
        for _ in range(rng.randint(2, 12)):
            if state.ended:
                break
            state = K.apply(state, rng.choice(B.legal_moves(state)))
        if state.ended:
            continue
        best = shortest_win(state, 3)
        found = AI.hint(state)
        if best is not None:
            checked += 1
            assert found.outcome in ("flag", "defeated") and found.actions == best
        else:
            assert found.actions > 3 or found.outcome not in ("flag", "defeated")
    assert checked > 0


def test_a_spent_budget_says_too_hard_and_proposes_nothing():
    """Budget used up (a SearchBudget of a few positions, or cancelled): 'too hard to work out here', no move."""
    rng = random.Random(6)
    state = K.new_game(K.PRESETS["C-both"])
    for _ in range(5):
        state = K.apply(state, rng.choice(B.legal_moves(state)))
    found = AI.hint(state, budget=SearchBudget(max_steps=3))
    assert found.outcome == "too_hard" and found.move is None and found.key == "common.too_hard"
    assert found.states == 4
    cancelled = SearchBudget()
    cancelled.cancel()
    assert AI.hint(state, budget=cancelled).outcome == "too_hard"
    assert AI.hint(state, budget=SearchBudget(max_steps=AI.HINT_STEPS)).move in B.legal_moves(state)


def test_without_a_win_the_hint_keeps_the_draw():
    """Round 9, last action, no way to win: any action draws, and the hint says draw."""
    state = B.State("A", "ally", ((0, 0), (0, 4), (5, 0), (5, 4)), (3, 3, 3, 3), left=1, round=9)
    found = AI.hint(state)
    assert found.outcome == "draw" and K.apply(state, found.move).ended == "draw"


def test_a_lost_position_holds_out_longest():
    """The last ally, 1 hp, cornered by two armed enemies: the loss cannot be avoided, the hint says lost."""
    state = B.State("B", "both", ((0, 0), (5, 4), (1, 0), (0, 1)), (1, 0, 3, 3), equipped=True, left=1)
    found = AI.hint(state)
    assert found.outcome == "lost" and found.move in B.legal_moves(state)
    assert K.apply(state, found.move).ended == "lost" and found.actions == 1


def test_finished_games_get_no_move_and_every_outcome_has_a_sentence():
    """An ended game gives outcome 'over'; each outcome's key exists with its fields."""
    over = B.State("A", "ally", ((0, 0), (0, 4), (5, 0), (5, 4)), (3, 3, 3, 3), ended="draw")
    found = AI.hint(over)
    assert found.move is None and found.outcome == "over"
    catalog = load_catalogs()["en"]
    for outcome in ("flag", "defeated", "draw", "lost", "too_hard", "over"):
        key, fields = AI.hint_message(AI.Hint("wait:0", outcome, 3, 4, 10))
        assert key in catalog
        assert format_message(catalog[key], action="Wait", **fields)
