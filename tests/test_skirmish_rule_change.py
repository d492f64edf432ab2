"""Rule changes (the exercises of gamepkg/skirmish/messages.py): change one rule number in
gamepkg/skirmish/board.py and the enemies, the forecast, the hint search and the texts all follow,
because none of them keeps a copy."""

import pytest

from gamepkg.budget import unlimited
from gamepkg.i18n import LANGUAGES, Translator
from gamepkg.skirmish import ai as AI
from gamepkg.skirmish import board as B
from gamepkg.skirmish import display
from gamepkg.skirmish import enemy as skirmish_enemy
from gamepkg.skirmish import reach as skirmish_reach
from gamepkg.skirmish import rules as K

WINS = ("flag", "defeated")


def plain_fastest_win(state, limit):
    """Breadth-first play with no bound at all: the fewest ally actions to a win within ``limit``, or None."""
    frontier, seen = [state], {B.state_to_text(state)}
    for depth in range(1, limit + 1):
        following = []
        for position in frontier:
            for move in B.legal_moves(position):
                after = K.step(position, move)
                if after.ended in WINS:
                    return depth
                text = B.state_to_text(after)
                if not after.ended and text not in seen:
                    seen.add(text)
                    following.append(after)
        frontier = following
    return None


def check_hint_is_fastest(state, limit):
    """The hint's win is exactly as fast as the plain search's (or both find none within ``limit``)."""
    found = AI.hint(state, budget=unlimited())
    fastest = plain_fastest_win(state, limit)
    if fastest is None:
        assert found.outcome not in WINS or found.actions > limit
    else:
        assert found.outcome in WINS and found.actions == fastest
        # the search's bound never promises more actions than the plain search needs (else it cuts real wins)
        assert AI.actions_to_win_at_least(state, AI.flag_distances(state.case)) <= fastest
        after = state
        for _ in range(found.actions):  # following the hint wins in exactly that many actions
            after = K.apply(after, AI.hint(after, budget=unlimited()).move)
        assert after.ended in WINS
    return found


def texts(key):
    """The English and Japanese text of ``key`` with the rule numbers of the moment filled in (other fields 0)."""
    fields = {"round": 0, "left": 0, "flag": 0, "hp": 0, "unit": "", **B.rule_numbers()}
    return [Translator(language).t(key, **fields) for language in LANGUAGES]


def test_hammer_damage_3_reaches_hint_enemies_forecast_and_texts(monkeypatch):
    """HAMMER_DAMAGE = 3: one armed hit downs a full unit; the hint finds the two-action win a copied 2 would
    miss, the armed enemies hit for 3, the forecast shows it, and the texts say 3."""
    monkeypatch.setattr(B, "HAMMER_DAMAGE", 3)
    state = B.State("B", "both", ((3, 1), (3, 3), (4, 1), (4, 3)), (3, 3, 3, 3), equipped=True, left=2,
                    round=3)
    found = check_hint_is_fastest(state, 3)
    assert found.outcome == "defeated" and found.actions == 2
    assert display.forecast(state, "attack:0:2").after_action.hp[2] == 0
    waiting = B.State("B", "both", ((3, 1), (0, 4), (4, 1), (5, 4)), (3, 3, 3, 3), equipped=True, left=1, round=3)
    assert skirmish_enemy.enemy_choice(waiting, 2) == ("attack", 0)
    after = K.apply(waiting, "wait:1")
    assert after.hp[0] == 0 and after.events[0] == ("enemy_hit", 2, 0, 3)
    assert all("3" in text for text in texts("skirmish.weapon_rule.hammer"))


def test_pike_reach_3_hits_three_cells_away_and_the_hint_uses_it(monkeypatch):
    """PIKE_REACH = 3: the pike hits three cells down a free column, the overlay shows it, the hint wins with it."""
    state = B.State("A", "ally", ((0, 0), (5, 4), (0, 3), (4, 0)), (3, 3, 1, 0), equipped=True, left=1, round=2)
    assert not B.reaches(state, 0, (0, 3))
    monkeypatch.setattr(B, "PIKE_REACH", 3)
    assert B.reaches(state, 0, (0, 3)) and (0, 3) in display.overlay(state, 0, "reach").ally_reach
    found = check_hint_is_fastest(state, 2)
    assert found.move == "attack:0:2" and found.outcome == "defeated"
    assert all("3" in text for text in texts("skirmish.weapon_rule.pike"))


@pytest.mark.parametrize("blocker", [(0, 1), (0, 2)])
def test_pike_reach_3_is_blocked_by_a_unit_on_either_cell_between(monkeypatch, blocker):
    """PIKE_REACH = 3 down column 0: the other ally on the first or the second cell between blocks the thrust
    (issue 36: a mutant that checked only one of the cells between survived; the free column alone hid it)."""
    monkeypatch.setattr(B, "PIKE_REACH", 3)
    state = B.State("A", "ally", ((0, 0), blocker, (0, 3), (4, 0)), (3, 3, 1, 1), equipped=True, left=1, round=2)
    assert B._cells_between((0, 0), (0, 3)) == [(0, 1), (0, 2)]
    assert not B.reaches(state, 0, (0, 3))
    free = B.State("A", "ally", ((0, 0), (5, 4), (0, 3), (4, 0)), (3, 3, 1, 1), equipped=True, left=1, round=2)
    assert B.reaches(free, 0, (0, 3))


def test_three_flag_rounds_need_a_third_round_end(monkeypatch):
    """FLAG_ROUNDS = 3: two round ends on the flag no longer win, the hint counts the third, the texts say 3."""
    monkeypatch.setattr(B, "FLAG_ROUNDS", 3)
    state = B.State("B", "both", ((2, 2), (0, 4), (5, 0), (5, 4)), (3, 0, 3, 3), left=1, round=4, flag=1)
    after = K.apply(state, "wait:0")
    assert after.flag == 2 and after.ended == ""
    found = check_hint_is_fastest(state, 5)
    assert found.outcome == "flag" and found.actions == 3
    assert all("3" in text for text in texts("skirmish.result.flag") + texts("skirmish.status.flag"))


def test_three_actions_per_round(monkeypatch):
    """ACTIONS_PER_ROUND = 3: the enemies wait for the third action, a new game has 3, the hint still finds the
    fastest win, and the texts say 3."""
    monkeypatch.setattr(B, "ACTIONS_PER_ROUND", 3)
    start = K.new_game(K.PRESETS["B-both"])
    assert start.left == 3
    after = K.apply(K.apply(start, "wait:0"), "wait:1")
    assert after.round == 0 and after.left == 1 and after.pos == start.pos
    assert K.apply(after, "wait:0").round == 1
    check_hint_is_fastest(start, 5)
    assert K.Params.decode("B-both-p11134143h3333e0l3r0f0").start  # left 3 is a legal start now
    assert all("3" in text for text in texts("skirmish.status.actions") + texts("skirmish.help"))


def test_an_earlier_last_round_and_more_hit_points(monkeypatch):
    """LAST_ROUND = 2 draws before the fastest flag win (the hint knows), MAX_HP = 4 starts everyone at 4."""
    monkeypatch.setattr(B, "LAST_ROUND", 2)
    start = K.new_game(K.PRESETS["A-both"])
    found = check_hint_is_fastest(start, 4)
    assert found.outcome == "draw"
    assert all("2" in text for text in texts("skirmish.result.draw"))
    monkeypatch.setattr(B, "LAST_ROUND", 10)
    monkeypatch.setattr(B, "MAX_HP", 4)
    start = K.new_game(K.PRESETS["C-ally"])
    assert start.hp == (4, 4, 4, 4) and display.pip_states(4) == (True,) * 4
    assert all("4" in text for text in texts("skirmish.help"))  # every unit starts with MAX_HP
    with pytest.raises(ValueError):
        skirmish_reach.state_from_text("p02145053h5444e0l2r0f0", "C", "ally")
