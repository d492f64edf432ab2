"""Mirror Skirmish's Hard enemy (gamepkg/skirmish/search.py): it finds what Normal misses, within its budget.

The positions are built by hand and small enough to check on paper; the board pictures use a/b for allies 0/1,
X/Y for enemies 2/3, F for the flag, + for the altar and # for walls (x grows to the right, y downwards).
"""

import random
from dataclasses import replace

from gamepkg.budget import SearchBudget
from gamepkg.skirmish import board as B
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import search as skirmish_search
from tests.test_skirmish_foes import random_start

ALLY_WINS = ("flag", "defeated")


def phase_by(level, state):
    """The round end after ``state``'s enemy phase, played by enemy level ``level``."""
    return skirmish.enemy_phase(replace(state, enemy=level))


def allies_can_win_this_round(state):
    """True when some pair of the allies' actions in ``state``'s round wins (the enemy phase between included)."""
    for first in B.legal_moves(state):
        after = skirmish.step(state, first)
        if after.ended in ALLY_WINS:
            return True
        if not after.ended and after.round == state.round:
            if any(skirmish.step(after, second).ended in ALLY_WINS for second in B.legal_moves(after)):
                return True
    return False


def random_enemy_turn(seed, level="hard"):
    """A position of a real game after random ally actions from a random preset: at the start of an enemy phase,
    or in the middle of a round when the walk's steps run out first (the seeds' positions as the tests know them)."""
    rng = random.Random(seed)
    state = random_start(rng, level)
    for _ in range(rng.randrange(1, 16)):
        if state.ended:
            break
        after = B.ally_step(state, rng.choice(B.legal_moves(state)))
        if after.ended or after.left == 0:
            return after
        state = skirmish.step(state, rng.choice(B.legal_moves(state)))
    return state


# Case A, round 4, nobody armed:      . . . . . .     Ally 1 holds the flag (2,2) for the second round end
#                                     . a X # . .     (streak 1) with 2 hp; ally 0 (1 hp) stands at (1,1).
#                                     . Y b . . .     X at (2,1) and Y on the altar (1,2) each reach both.
#                                     . . . # . .     Only two hits on the holder stop the flag win.
# Normal's first enemy expects its partner to hit the weakest ally (as the Lesson enemy does), so every
# action looks lost to it and it takes the first one listed (hit ally 0); Y alone cannot down the holder.
HOLDER_STATE = B.State("A", "both", ((1, 1), (2, 2), (2, 1), (1, 2)), (1, 2, 3, 3), left=0, round=4, flag=1)


def test_hard_plans_both_enemies_together_and_downs_the_flag_holder():
    """Both Hard enemies hit the holder, so the allies do not win; Normal's enemies split their hits and lose."""
    assert phase_by("normal", HOLDER_STATE).ended == "flag"
    hard = phase_by("hard", HOLDER_STATE)
    assert hard.ended == "" and hard.hp[:2] == (1, 0) and hard.flag == 0
    assert skirmish_search.hard_choice(HOLDER_STATE, 2) == ("attack", 1)


# Case B, round 7, nobody armed:      . . . . . .     Ally 0 (1 hp) on the altar (2,1) is alone against
#                                     . . a . . .     enemy Y (2 hp) at (1,2), a diagonal away: out of
#                                     . Y F # . .     reach of bare hands. Whoever steps next to the other
# first is hit twice (the allies act first with two actions), so Y must wait for the ally to come.
DUEL_STATE = B.State("B", "ally", ((2, 1), (0, 3), (2, 0), (1, 2)), (1, 0, 0, 2), left=0, round=7)


def test_hard_reads_the_allies_next_round_and_keeps_out_of_reach():
    """Normal steps onto the flag next to the ally, which downs it with two hits; Hard stays out of the ally's
    reach, where no two ally actions can win."""
    after_normal = phase_by("normal", DUEL_STATE)
    assert after_normal.pos[3] == B.LAYOUTS["B"].flag and allies_can_win_this_round(after_normal)
    after_hard = phase_by("hard", DUEL_STATE)
    assert not B.reaches(after_hard, 0, after_hard.pos[3]) and not allies_can_win_this_round(after_hard)


# Case B with the allies armed (the hammer: 2 damage a blow), round 4:     . a . . . .
# enemy X (3 hp) on the flag is the last enemy standing, next to ally 1 (2 hp). . . + . . .
# Hitting ally 1 leaves X where two blows down it and win the game;          . b X # . .
# stepping onto the altar (2,1) puts it a diagonal away from both allies, so one blow at most reaches it.
HAMMER_STATE = B.State("B", "ally", ((1, 0), (1, 2), (2, 2), (2, 3)), (3, 2, 3, 0), True, left=0, round=4)


def test_hard_steps_out_of_the_hammers_reach_instead_of_trading_a_blow():
    """The last enemy does not trade a blow it cannot afford: after Hard's phase no two ally actions win."""
    after_normal = phase_by("normal", HAMMER_STATE)
    assert allies_can_win_this_round(after_normal)
    after_hard = phase_by("hard", HAMMER_STATE)
    assert after_hard.pos[2] == (2, 1) and not allies_can_win_this_round(after_hard)


def test_the_budget_stops_the_search_and_a_legal_action_still_comes():
    """A budget of one step ends the search at once: the first action tried (the best-ranked) is taken, and it
    is one the rules allow; the default budget takes more steps and may choose otherwise."""
    stopped = 0
    for seed in range(40):
        state = random_enemy_turn(seed)
        if not state.ended and state.hp[2]:
            tiny = SearchBudget(max_steps=1)
            choice = skirmish_search.hard_choice(state, 2, tiny)
            assert tiny.steps <= 2  # at most the step that found the budget used up
            if tiny.steps == 2:
                stopped += 1
                assert choice == skirmish_search.ordered_options(state, 2)[0]
            assert choice in skirmish_search.enemy_options(state, 2)
    assert stopped > 20
    cancelled = SearchBudget()
    cancelled.cancel()
    assert skirmish_search.hard_choice(HOLDER_STATE, 2, cancelled) in skirmish_search.enemy_options(HOLDER_STATE, 2)
    full = SearchBudget()
    skirmish_search.hard_choice(HOLDER_STATE, 2, full)
    assert 1 < full.steps <= skirmish_search.HARD_STEPS


def test_the_default_budget_bounds_every_decision():
    """However many actions a position offers, one Hard decision spends at most HARD_STEPS steps (+1 to stop);
    in some positions of real games the budget is what ends the search, and a legal action still comes."""
    capped = 0
    for seed in range(25):
        state = random_enemy_turn(seed)
        for unit in B.ENEMIES:
            if state.ended or not state.hp[unit]:
                continue
            budget = SearchBudget(max_steps=skirmish_search.HARD_STEPS)
            assert skirmish_search.hard_choice(state, unit, budget) in skirmish_search.enemy_options(state, unit)
            assert budget.steps <= skirmish_search.HARD_STEPS + 1
            capped += budget.steps == skirmish_search.HARD_STEPS + 1
    assert capped > 0


def test_the_same_position_gives_the_same_action():
    """No chance and no memory between decisions: an equal position (a fresh copy too) gets the same action."""
    for seed in range(15):
        state = random_enemy_turn(seed)
        if state.ended or not state.hp[2]:
            continue
        copy = B.State(*(getattr(state, field) for field in state.__dataclass_fields__))
        first = skirmish_search.hard_choice(state, 2)
        skirmish_search.hard_choice(HOLDER_STATE, 2)  # another decision in between changes nothing
        assert skirmish_search.hard_choice(copy, 2) == first


def test_every_hard_enemy_phase_plays_only_allowed_actions():
    """Over short random games against Hard, each enemy step is one of the actions the rules allow it there."""
    for seed in range(12):
        state = random_enemy_turn(seed)
        frames = []
        if not state.ended:
            skirmish.enemy_phase(state, frames)
        before = state
        for event, after in frames[:-1]:  # the last frame is the round end
            unit = event[1]
            option = {"enemy_hit": ("attack", event[2]), "enemy_move": ("move", event[2:4])}.get(event[0],
                                                                                             ("wait", None))
            assert option in skirmish_search.enemy_options(before, unit), (seed, event)
            before = after
