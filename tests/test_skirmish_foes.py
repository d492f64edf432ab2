"""Mirror Skirmish's enemy levels: the stronger enemies act by the rules, the level lives in game IDs and saves."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamepkg.rules import ParamsError
from gamepkg.session import Session
from gamepkg.skirmish import board as B
from gamepkg.skirmish import enemy as skirmish_enemy
from gamepkg.skirmish import expert as skirmish_expert
from gamepkg.skirmish import foes as skirmish_foes
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import search as skirmish_search

STRONGER = B.ENEMY_LEVELS[1:]


@pytest.fixture(autouse=True, scope="module")
def quick_expert():
    """Expert thinks with a few dozen nodes here (these tests check the rules it keeps, not its strength; a whole
    decision is about 150 ms)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(skirmish_expert, "EXPERT_STEPS", 40)
        yield


def enemy_turn(state):
    """``state`` at the start of its enemy phase (the allies' last action of the round played, no enemy yet)."""
    while not state.ended:
        after = B.ally_step(state, B.legal_moves(state)[-1])
        if after.ended or after.left == 0:
            return after
        state = after
    return state


def random_start(rng, level):
    """A new game against enemy level ``level`` from a preset ``rng`` picks."""
    params = skirmish.PRESETS[rng.choice(sorted(skirmish.PRESETS))]
    return skirmish.new_game(skirmish.Params(params.case, params.variant, enemy=level))


def random_position(seed, level):
    """A position of a real game against ``level``, after random ally actions from a random preset."""
    rng = random.Random(seed)
    state = random_start(rng, level)
    for _ in range(rng.randrange(0, 16)):
        if state.ended:
            break
        state = skirmish.apply(state, rng.choice(B.legal_moves(state)))
    return state


def event_option(event):
    """The enemy option an enemy-phase event shows: ('attack', ally), ('move', cell) or ('wait', None)."""
    if event[0] == "enemy_hit":
        return "attack", event[2]
    if event[0] == "enemy_move":
        return "move", (event[2], event[3])
    return "wait", None


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), level=st.sampled_from(STRONGER), move_index=st.integers(0, 40))
def test_a_stronger_enemy_only_plays_actions_the_rules_allow(seed, level, move_index):
    """Each enemy step of a stronger enemy's phase is one of the actions the rules allow that enemy there."""
    state = random_position(seed, level)
    if state.ended:
        return
    moves = B.legal_moves(state)
    frames = skirmish.action_steps(state, moves[move_index % len(moves)])
    before = frames[0][1]
    for event, after in frames[1:]:
        if event[0] == "round_end":
            break
        unit = event[1]
        assert event_option(event) in skirmish_search.enemy_options(before, unit)
        assert skirmish_enemy.enemy_act(before, unit, *event_option(event))[0].pos == after.pos
        before = after


def test_the_lesson_enemy_chooses_among_the_same_allowed_actions():
    """The seed's enemy also picks from enemy_options: every level shares one set of allowed actions."""
    for seed in range(30):
        state = enemy_turn(random_position(seed, B.LESSON))
        for unit in B.ENEMIES:
            if state.hp[unit] and not state.ended:
                assert skirmish_enemy.enemy_choice(state, unit) in skirmish_search.enemy_options(state, unit)


def test_the_stronger_enemies_choose_otherwise_than_the_lesson_somewhere():
    """Normal and Hard are not the Lesson enemy under another name: some positions get another action."""
    differs = {level: 0 for level in STRONGER}
    for seed in range(40):
        state = enemy_turn(random_position(seed, B.LESSON))
        if state.ended or not state.hp[2]:
            continue
        lesson = skirmish_enemy.enemy_choice(state, 2)
        for level in STRONGER:
            differs[level] += skirmish_foes.chooser(level)(state, 2) != lesson
    assert all(count > 0 for count in differs.values()), differs


def test_an_enemy_on_the_flag_stays_there_against_normal_when_nobody_is_in_reach():
    """Normal keeps the flag cell blocked rather than walking off it towards a far ally (the Lesson walks)."""
    flag = B.LAYOUTS["A"].flag
    state = B.State("A", "both", ((0, 0), (0, 4), flag, (5, 4)), (3, 3, 3, 3), left=0, round=3, enemy="normal")
    assert skirmish_enemy.enemy_choice(state, 2)[0] == "move"
    assert skirmish_foes.normal_choice(state, 2) == ("wait", None)


def test_the_enemy_phase_is_played_by_the_games_own_level():
    """A new game keeps its enemy level, and its enemy phase asks that level: on the flag with nobody in reach,
    Normal waits where the Lesson walks off (the rest of the position is the same)."""
    for level in B.ENEMY_LEVELS:
        assert skirmish.new_game(skirmish.Params("A", "both", enemy=level)).enemy == level
    flag = B.LAYOUTS["A"].flag
    pos = ((0, 0), (0, 4), flag, (5, 4))
    normal = skirmish.enemy_phase(B.State("A", "both", pos, (3, 3, 3, 3), left=0, round=3, enemy="normal"))
    lesson = skirmish.enemy_phase(B.State("A", "both", pos, (3, 3, 3, 3), left=0, round=3, enemy=B.LESSON))
    assert normal.pos[2] == flag and lesson.pos[2] != flag


def test_every_ally_action_keeps_the_enemy_level():
    """Moving, hitting, picking up and waiting leave the game against the same enemy level."""
    start = skirmish.new_game(skirmish.Params("A", "both", enemy="hard"))
    moved, hurt = B.with_position(start, 0, (0, 1)), B.hit(start, 0, 2)
    assert (moved.pos[0], moved.enemy, hurt.hp[2] < start.hp[2], hurt.enemy) == ((0, 1), "hard", True, "hard")
    for move in B.legal_moves(start):
        assert B.ally_action(start, move)[0].enemy == "hard", move


def test_a_stronger_enemy_game_replays_to_the_same_states():
    """A game against Hard played twice gives the same states (a save replays its moves, so this must hold)."""
    runs = []
    for _ in range(2):
        state = skirmish.new_game(skirmish.Params("B", "both", enemy="hard"))
        rng = random.Random(4)
        line = []
        while not state.ended:
            state = skirmish.apply(state, rng.choice(B.legal_moves(state)))
            line.append(state)
        runs.append(line)
    assert runs[0] == runs[1]


def test_the_enemy_level_round_trips_through_the_params_text():
    """Stronger levels are written after the variant; Lesson is not written, so old game IDs read as Lesson."""
    assert skirmish.Params.decode("A-both") == skirmish.Params("A", "both")
    assert skirmish.Params.decode("A-both").enemy == B.LESSON
    for level in STRONGER:
        params = skirmish.Params("C", "ally", enemy=level)
        assert params.encode() == f"C-ally-{level}"
        assert skirmish.Params.decode(params.encode()) == params
    start = B.state_to_text(skirmish.apply(skirmish.new_game(skirmish.Params("A", "both")), "move:0:1:1"))
    with_start = skirmish.Params("A", "both", start, "hard")
    assert skirmish.Params.decode(with_start.encode()) == with_start
    assert skirmish.new_game(with_start).enemy == "hard"
    assert skirmish.Params.decode(f"A-both-{start}") == skirmish.Params("A", "both", start)
    for bad in ("A-both-easy", "A-both-lesson-" + start, "A-both-hard-", "A-both-Hard", f"A-both-{start}-hard"):
        try:
            skirmish.Params.decode(bad)
        except ParamsError:
            continue
        raise AssertionError(f"{bad} was accepted")


def test_the_enemy_level_round_trips_through_a_save():
    """A save of a game against Normal loads against Normal, at the same position; an old save loads as Lesson."""
    session = Session(skirmish, skirmish.Params("A", "ally", enemy="normal"))
    for move in ("move:0:1:1", "move:1:1:3", "move:0:2:1"):
        session.play(move)
    data = session.to_dict()
    assert data["params"] == "A-ally-normal"
    loaded = Session.from_dict(data)
    assert loaded.params.enemy == "normal" and loaded.state == session.state
    old = dict(data, params="A-ally")
    assert Session.from_dict(old).state.enemy == B.LESSON
