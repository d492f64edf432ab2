"""Start positions (game IDs, a save's params) are accepted exactly when a real game reaches them (issue 16 #8)."""

import random
from dataclasses import replace

import pytest

from gamepkg.session import Session
from gamepkg.skirmish import board as B
from gamepkg.skirmish import reach as R
from gamepkg.skirmish import rules as K

# The five reports of issue 16 #8: each passed the old checks although no game reaches it.
NAMED_UNREACHABLE = {
    "equipped before any action": "A-both-p01035153h3333e1l2r0f0",
    "an ally down before the enemies acted": "A-both-p01035153h0333e0l2r0f0",
    "a flag streak with nobody on the flag": "A-both-p01035153h3333e0l2r1f1",
    "a flag win in round 1": "A-both-p22035153h3333e0l2r1f2xflag",
    "a draw with no action left": "A-both-p01035153h3333e0l0r10f0xdraw",
}
SAMPLES_PER_START = 30  # reachable encodings and as many changed ones checked per start, up to round 2


def accepted(params_text):
    """True when Params.decode takes ``params_text`` (a game ID's parameters)."""
    try:
        K.Params.decode(params_text)
    except ValueError:
        return False
    return True


def reachable_up_to_round_2(params):
    """{encoding: state} of every position breadth-first play from ``params`` reaches before round 3."""
    start = K.new_game(params)
    seen = {B.state_to_text(start): start}
    frontier = [start]
    while frontier:
        following = []
        for state in frontier:
            for move in B.legal_moves(state):
                after = K.step(state, move)
                text = B.state_to_text(after)
                if after.round <= 2 and text not in seen:
                    seen[text] = after
                    if not after.ended:
                        following.append(after)
        frontier = following
    return seen


def changed(state, rng):
    """``state`` with one thing changed at random: a unit's cell or hp, the weapon, left, round, flag or result."""
    what = rng.choice(("pos", "hp", "equipped", "left", "round", "flag", "ended"))
    if what == "pos":
        unit, cell = rng.randrange(4), (rng.randrange(B.WIDTH), rng.randrange(B.HEIGHT))
        return replace(state, pos=state.pos[:unit] + (cell,) + state.pos[unit + 1:])
    if what == "hp":
        unit = rng.randrange(4)
        return replace(state, hp=state.hp[:unit] + (rng.randrange(B.MAX_HP + 1),) + state.hp[unit + 1:])
    if what == "equipped":
        return replace(state, equipped=not state.equipped)
    if what == "left":
        return replace(state, left=rng.randrange(B.ACTIONS_PER_ROUND + 1))
    if what == "round":
        return replace(state, round=rng.randrange(3))
    if what == "flag":
        return replace(state, flag=rng.randrange(B.FLAG_ROUNDS + 1))
    return replace(state, ended=rng.choice(B.ENDINGS))


@pytest.mark.parametrize("name", sorted(NAMED_UNREACHABLE))
def test_the_reported_unreachable_starts_are_refused(name):
    """Each start of issue 16 #8 is refused as a game ID and inside a save's params (nothing is loaded)."""
    text = NAMED_UNREACHABLE[name]
    assert not accepted(text)
    data = Session(K, K.DEFAULT_PARAMS, 0).to_dict()
    data.update(params=text, moves=[], position=0)
    with pytest.raises(ValueError):
        Session.from_dict(data)


def test_acceptance_matches_reachability_up_to_round_2():
    """Breadth-first play from every start lists each position before round 3: sampled ones are accepted,
    and a sampled position with one thing changed is accepted exactly when it is on that list."""
    rng = random.Random(16)
    for key, params in K.PRESETS.items():
        reachable = reachable_up_to_round_2(params)
        for text in rng.sample(sorted(reachable), SAMPLES_PER_START):
            assert accepted(f"{key}-{text}"), (key, text)
            other = B.state_to_text(changed(reachable[text], rng))
            assert accepted(f"{key}-{other}") == (other in reachable), (key, text, other)


def test_later_positions_from_play_are_accepted_and_impossible_enemy_walks_refused():
    """Beyond round 2: positions of random games are accepted; the same positions with an enemy further from its
    start than one cell per round could carry it are refused."""
    rng = random.Random(8)
    checked = 0
    while checked < 6:
        key = rng.choice(sorted(K.PRESETS))
        state = K.new_game(K.PRESETS[key])
        for _ in range(rng.randrange(6, 16)):
            if not state.ended:
                state = K.apply(state, rng.choice(B.legal_moves(state)))
        if state.round < 3:
            continue
        checked += 1
        assert accepted(f"{key}-{B.state_to_text(state)}"), (key, state)
        walk = R.walk_distances(state.case)
        start = B.LAYOUTS[state.case].starts[2]
        far = [cell for (origin, cell), steps in walk.items() if origin == start and steps > state.round
               and B.unit_at(state, cell) is None]
        if far and state.hp[2]:
            moved = replace(state, pos=state.pos[:2] + (rng.choice(far),) + state.pos[3:])
            assert not accepted(f"{key}-{B.state_to_text(moved)}")


def test_a_lesson_position_is_taken_as_the_lesson_takes_it():
    """A start marked as a lesson's (the lesson allows positions no game reaches) only has to be consistent."""
    lesson = "Lp11131143h3303e0l2r0f0"  # valid_05's dead enemy under a living ally
    assert accepted(f"B-both-{lesson}") and not accepted(f"B-both-{lesson[1:]}")
    assert not accepted("A-both-Lp01035153h3333e0l0r0f0")  # no action left while playing: still refused
