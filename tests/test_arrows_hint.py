"""Arrow Rotation's hint (gamepkg/arrows/hint.py): always a legal move, and its explanation checked by brute force."""

import pytest

from gamepkg.arrows import hint as arrows_hint
from gamepkg.arrows import rules as arrows
from gamepkg.budget import SearchBudget, SearchStopped

STEPS = 100_000  # the hint's step budget in the window (arrows_ai.MOVE_STEPS), without its seconds


def first_move(width, height, players):
    """The empty board of a game with ``players`` human seats."""
    return arrows.new_game(arrows.Params(width, height, ("human",) * players), 0)


def best_reply(state, move):
    """The most the next player can score after ``move``, by playing every reply through the engine."""
    after = arrows.apply(state, move)
    return max((arrows.walk(after, *arrows.parse_move(other)).gained for other in arrows.legal_moves(after)),
               default=0)


@pytest.mark.parametrize("players", range(arrows.PLAYERS_MIN, arrows.PLAYERS_MAX + 1))
def test_the_first_move_of_every_board_gets_a_legal_hint(players):
    """On the empty board no placement scores, yet the hint names a legal move on every size the custom dialog
    offers, with the most the next player can score after it."""
    for width in range(arrows.SIZE_MIN, arrows.SIZE_MAX + 1):
        for height in range(arrows.SIZE_MIN, arrows.SIZE_MAX + 1):
            state = first_move(width, height, players)
            found = arrows_hint.hint(state, SearchBudget(max_steps=STEPS))
            assert found.move in arrows.legal_moves(state), (width, height)
            assert found.points == 0 and found.reply is not None, (width, height)


@pytest.mark.parametrize("size", [(2, 2), (3, 2), (3, 3), (4, 4)])
def test_a_hint_that_scores_nothing_leaves_the_next_player_the_least(size):
    """The first move's hint is a move whose best reply is the least any move allows, and says that reply."""
    state = first_move(*size, 2)
    replies = {move: best_reply(state, move) for move in arrows.legal_moves(state)}
    found = arrows_hint.hint(state, SearchBudget(max_steps=STEPS))
    assert found.reply == replies[found.move] == min(replies.values())


def test_a_move_that_scores_is_hinted_by_its_points():
    """When some placement scores, the hint is one that scores the most, and it has no reply to explain it."""
    state = arrows.apply(first_move(3, 3, 2), "1,1,0")
    found = arrows_hint.hint(state, SearchBudget(max_steps=STEPS))
    assert found.points == max(arrows.walk(state, *arrows.parse_move(move)).gained
                               for move in arrows.legal_moves(state)) > 0
    assert found.reply is None


def test_a_budget_used_up_before_any_move_is_weighed_stops_the_hint():
    """The hint's search is bounded: with too few steps it raises SearchStopped (the view says so)."""
    with pytest.raises(SearchStopped):
        arrows_hint.hint(first_move(9, 9, 2), SearchBudget(max_steps=200))


def test_a_budget_used_up_inside_the_first_weighing_stops_the_hint_too():
    """Every budget from the trial walks' end to well past the first weighed move either hints or raises
    SearchStopped (a budget running out in the first weighing raised TypeError: nothing had been weighed)."""
    state = arrows.new_game(arrows.DEFAULT_PARAMS, 0)
    for steps in range(150, 260):
        try:
            found = arrows_hint.hint(state, SearchBudget(max_steps=steps))
        except SearchStopped:
            continue
        assert found.move in arrows.legal_moves(state), steps


def test_the_next_player_follows_the_seats_round():
    """The player after the last seat is the first one again."""
    state = first_move(3, 3, 3)
    assert arrows.next_player(state) == 1
    for move in ("0,0,0", "1,0,0"):
        state = arrows.apply(state, move)
    assert arrows.next_player(state) == 0
