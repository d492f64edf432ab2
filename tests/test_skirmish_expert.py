"""Mirror Skirmish's Expert enemy (gamepkg/skirmish/expert.py), its hint (gamepkg/skirmish/advice.py) and the cases
beyond the seed's A-C: Expert stops the rush there, keeps to its node budget, and every level and case plays out.

Test time stays small: short games, and where a whole game is played against Expert its budget is cut to a few
dozen nodes (EXPERT_STEPS set by monkeypatch; the remembered decisions are keyed by the budget).
"""

from dataclasses import replace

import pytest

from gamepkg.budget import SearchBudget
from gamepkg.skirmish import advice as skirmish_advice
from gamepkg.skirmish import board as B
from gamepkg.skirmish import expert as skirmish_expert
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import search as skirmish_search
from gamepkg.skirmish import tree as skirmish_tree
from tests.test_skirmish_hard import HOLDER_STATE

NEW_CASES = tuple(case for case in B.CASES if case not in ("A", "B", "C"))
TINY_STEPS = 40
RUSH_STEPS = 300  # a seventh of Expert's budget already stops the rush (the full budget does too)


def rush_move(state):
    """The walk to the flag: the ally step that comes nearest the flag, else an attack, else a wait."""
    walks = skirmish_search.flag_walks(state.case)
    moves = B.legal_moves(state)

    def walk_after(move):
        """The flag walk from the cell ``move`` steps to."""
        _, _, x, y = move.split(":")
        return walks.get((int(x), int(y)), skirmish_search.FAR)
    steps = [move for move in moves if move.startswith("move")]
    if steps:
        best = min(steps, key=lambda move: (walk_after(move), move))
        if walk_after(best) < walks.get(state.pos[int(best.split(":")[1])], skirmish_search.FAR):
            return best
    return next((move for move in moves if move.startswith("attack")), moves[-1])


@pytest.mark.parametrize("case", NEW_CASES)
def test_the_walk_to_the_flag_does_not_win_against_expert_in_the_new_cases(case, monkeypatch):
    """The scripted rush (walk to the flag, attack when blocked) loses or draws in both variants against Expert
    (with RUSH_STEPS nodes a decision, to keep the test short)."""
    monkeypatch.setattr(skirmish_expert, "EXPERT_STEPS", RUSH_STEPS)
    for variant in B.VARIANTS:
        state = skirmish.new_game(skirmish.Params(case, variant, enemy="expert"))
        while not state.ended:
            state = skirmish.apply(state, rush_move(state))
        assert skirmish.status(state) in ("lost", "draw"), (case, variant, state.ended, state.round)


def test_expert_keeps_to_its_node_budget_and_answers_with_an_allowed_action():
    """A budget of N nodes is spent N + 1 times at most (the step that stops it), and the action is allowed."""
    for steps in (1, TINY_STEPS, 400):
        budget = SearchBudget(max_steps=steps)
        option = skirmish_expert.search_action(HOLDER_STATE, 2, budget)
        assert budget.steps <= steps + 1
        assert option in skirmish_search.enemy_options(HOLDER_STATE, 2)


def test_expert_downs_the_flag_holder_with_both_enemies():
    """The hand-built position where only two hits on the holder stop the flag win (see test_skirmish_hard.py):
    Expert's first enemy hits the holder, and so does its partner."""
    first = skirmish_expert.search_action(HOLDER_STATE, 2, SearchBudget(max_steps=2_000))
    assert first == ("attack", 1)
    after, partner = skirmish_tree.child(HOLDER_STATE, 2, first)
    assert skirmish_expert.search_action(after, partner, SearchBudget(max_steps=2_000)) == ("attack", 1)


def test_expert_gives_the_same_action_for_the_same_position_whatever_its_events():
    """The remembered decision is the searched one, for a state with other events or another level mark."""
    searched = skirmish_expert.search_action(HOLDER_STATE, 2, SearchBudget(max_steps=TINY_STEPS))
    with_events = replace(HOLDER_STATE, events=(("ally_wait", 0),), enemy="expert")
    assert skirmish_expert.remembered_action(HOLDER_STATE, 2, TINY_STEPS) == searched
    assert skirmish_expert.expert_choice(with_events, 2) == skirmish_expert.expert_choice(HOLDER_STATE, 2)


@pytest.mark.parametrize("key", sorted(skirmish.PRESETS))
def test_every_level_and_case_plays_to_an_end_with_computers_in_every_seat(key, monkeypatch):
    """The allies played by the rush, the enemies by each level (Expert with a tiny budget): every game ends."""
    monkeypatch.setattr(skirmish_expert, "EXPERT_STEPS", TINY_STEPS)
    params = skirmish.PRESETS[key]
    for level in B.ENEMY_LEVELS:
        state = skirmish.new_game(skirmish.Params(params.case, params.variant, enemy=level))
        for _ in range(B.LAST_ROUND * B.ACTIONS_PER_ROUND):
            if state.ended:
                break
            state = skirmish.apply(state, rush_move(state))
        assert state.ended in B.ENDINGS[1:], (key, level)


@pytest.mark.parametrize("case", NEW_CASES)
def test_the_new_cases_load_from_game_ids_with_every_level(case):
    """skirmish:D-ally-expert and the like decode, start from the case's own layout and encode back."""
    for level in B.ENEMY_LEVELS:
        for variant in B.VARIANTS:
            text = f"{case}-{variant}" + ("" if level == B.LESSON else f"-{level}")
            params = skirmish.Params.decode(text)
            start = skirmish.new_game(params)
            assert (params.encode(), start.pos, start.enemy) == (text, B.LAYOUTS[case].starts, level)
    assert f"{case}-both" in skirmish.PRESETS and f"{case}-ally" in skirmish.PRESETS


def test_the_hint_against_expert_promises_only_a_sure_win():
    """Against Expert the hint plans against the best enemy play: B's rush is sure (a forced win by round 2);
    in a new case, where no sure win is found quickly, it says so ('unsure') and still proposes an action."""
    sure = skirmish_advice.hint(skirmish.new_game(skirmish.Params("B", "both", enemy="expert")))
    assert (sure.outcome, sure.round, sure.key) == ("sure", 2, "skirmish.hint.sure")
    start = skirmish.new_game(skirmish.Params(NEW_CASES[0], "both", enemy="expert"))
    unsure = skirmish_advice.hint(start, SearchBudget(max_steps=TINY_STEPS))
    assert unsure.outcome == "unsure" and unsure.move in B.legal_moves(start)
    lesson = skirmish_advice.hint(skirmish.new_game(skirmish.Params("B", "both")))
    assert lesson.outcome == "flag"  # the other levels keep the hint of gamepkg/skirmish/ai.py
