"""The Session's kept states, small and exact: with room for 4 snapshots and 3 recent states, which states a
20-move game keeps, which state a replay starts from (counted engine calls), that a state still held elsewhere
comes back as the same object, and that replaced moves leave no state behind. A few flag moves on a 5x5
Minesweeper board: quick, and it covers what the long deselected test of tests/test_session.py checks."""

import gc

import pytest

from gamepkg import session as session_module
from gamepkg.mines import rules as mines
from gamepkg.session import Session

MOVES = [f"m{x},{y},1" for y in range(4) for x in range(5)]  # 20 flags, each a new position


class CountingMines:
    """The Minesweeper engine, counting the moves it applies (how far a replay went)."""

    def __init__(self):
        """Start with no move applied."""
        self.applied = 0

    def __getattr__(self, name):
        """Everything but ``apply`` is the real engine's."""
        return getattr(mines, name)

    def apply(self, state, move):
        """The real engine's apply, counted."""
        self.applied += 1
        return mines.apply(state, move)


@pytest.fixture
def small_cache(monkeypatch):
    """A 20-move session with room for 4 snapshots and 3 recent states, and the states a fresh replay gives."""
    monkeypatch.setattr(session_module, "MAX_SNAPSHOTS", 4)
    monkeypatch.setattr(session_module, "RECENT_STATES", 3)
    engine = CountingMines()
    session = Session(engine, mines.Params(5, 5, 0, frozenset()), 0)
    expected = [mines.new_game(session.params, 0)]
    for move in MOVES:
        expected.append(mines.apply(expected[-1], move))
        session.play(move, state=mines.apply(session.state, move))
    gc.collect()
    return session, engine, expected


def kept(session):
    """The move numbers of the snapshots and of the recent states (in their order of use)."""
    return sorted(session._snapshots), list(session._recent)


def replay_cost(session, engine, index):
    """(state after ``index`` moves, how many moves were applied to get it)."""
    before = engine.applied
    state = session.state_at(index)
    return state, engine.applied - before


def test_a_long_game_keeps_doubly_spaced_snapshots_and_the_last_states(small_cache):
    """Spacing 1, 2, 4, 8 as the snapshots fill up: after 20 moves 0, 8, 16 and the 3 last states are kept."""
    session, engine, expected = small_cache
    assert engine.applied == 0  # every move came with its state
    assert kept(session) == ([0, 8, 16], [18, 19, 20])
    assert session.kept_states() == 6
    assert session.state == expected[20] and session.initial_state == expected[0]


def test_the_snapshots_after_each_move_are_the_multiples_of_the_smallest_spacing_that_fits(monkeypatch):
    """After every move n: snapshots at 0, s, 2s, ... <= n, s the smallest power of 2 that keeps at most 4."""
    monkeypatch.setattr(session_module, "MAX_SNAPSHOTS", 4)
    session = Session(mines, mines.Params(5, 5, 0, frozenset()), 0)
    for count, move in enumerate(MOVES, start=1):
        session.play(move)
        spacing = 1
        while len(range(0, count + 1, spacing)) > 4:
            spacing *= 2
        assert sorted(session._snapshots) == list(range(0, count + 1, spacing)), count


def test_the_first_state_is_the_engines_start_for_the_seed():
    """A session starts from engine.new_game(params, seed): the seed reaches the engine; without one it is 0."""
    params = mines.Params(5, 5, 3)
    assert Session(mines, params, 7).initial_state == mines.new_game(params, 7) != mines.new_game(params, 0)
    plain = Session(mines, params)
    assert (plain.seed, plain.initial_state) == (0, mines.new_game(params, 0))
    assert (plain.moves, plain.position, plain.saved_position, plain.extras) == ([], 0, 0, {})
    assert plain.extras_source is None


def test_a_replay_starts_from_the_nearest_kept_state(small_cache):
    """A state far back is replayed from the nearest snapshot or recent state before it, and only once."""
    session, engine, expected = small_cache
    assert replay_cost(session, engine, 5) == (expected[5], 5)  # from the start
    assert kept(session) == ([0, 8, 16], [3, 4, 5])
    assert replay_cost(session, engine, 7) == (expected[7], 2)  # from recent 5
    assert replay_cost(session, engine, 11) == (expected[11], 3)  # from snapshot 8
    assert replay_cost(session, engine, 19) == (expected[19], 3)  # from snapshot 16, recent 18 is gone
    assert replay_cost(session, engine, 16) == (expected[16], 0)  # a snapshot: no replay
    assert kept(session) == ([0, 8, 16], [18, 19, 16])
    assert replay_cost(session, engine, 18) == (expected[18], 0)  # recent: no replay, moves to the end
    assert replay_cost(session, engine, 20) == (expected[20], 1)  # 20 had been pushed out: from recent 19
    assert kept(session) == ([0, 8, 16], [16, 18, 20])
    assert session.kept_states() == 5  # snapshot 16 is also a recent state: one object


def test_recent_states_are_dropped_in_the_order_they_were_used_last(small_cache):
    """Asking for a recent state makes it the newest: the one used longest ago is dropped first."""
    session, engine, expected = small_cache
    assert replay_cost(session, engine, 18) == (expected[18], 0)
    assert kept(session) == ([0, 8, 16], [19, 20, 18])
    assert replay_cost(session, engine, 9) == (expected[9], 1)
    assert kept(session) == ([0, 8, 16], [20, 18, 9])
    assert replay_cost(session, engine, 18) == (expected[18], 0)
    assert replay_cost(session, engine, 19) == (expected[19], 1)  # from 18, still kept
    assert kept(session) == ([0, 8, 16], [9, 18, 19])


def test_a_state_held_elsewhere_comes_back_as_the_same_object(small_cache):
    """A state the screen still holds is handed back as that object, without a replay, long after it left."""
    session, engine, expected = small_cache
    held, cost = replay_cost(session, engine, 3)
    assert (held, cost) == (expected[3], 3)
    for index in (10, 12, 14):
        session.state_at(index)
    assert 3 not in session._recent
    again, cost = replay_cost(session, engine, 3)
    assert again is held and cost == 0
    assert list(session._recent)[-1] == 3 and session._recent[3] is held  # and it is a recent state again
    del held, again
    gc.collect()
    assert replay_cost(session, engine, 2) == (expected[2], 2)  # nothing holds 2: replayed


def test_replaced_moves_leave_no_kept_state(small_cache):
    """Undo to move 10 and a new move: every state after move 10 is forgotten, kept or held elsewhere."""
    session, engine, expected = small_cache
    held = session.state_at(12)
    for _ in range(10):
        session.undo()
    session.play("m4,4,1")
    for store in (session._snapshots, session._recent, session._alive):
        assert max(store) <= 11, store
    assert replay_cost(session, engine, 10) == (expected[10], 0)  # the state the new move left is kept
    new_expected = mines.apply(expected[10], "m4,4,1")
    assert session.state == new_expected and session.state_at(10) == expected[10]
    session.play("m3,4,1")
    assert session.moves == MOVES[:10] + ["m4,4,1", "m3,4,1"]
    assert session.state_at(12) is not held and session.state == mines.apply(new_expected, "m3,4,1")
