"""The replay controller (gamepkg/replay.py) without a screen: positions, steps, play, Continue from Here."""

import pytest

from gamepkg.registry import engine_for
from gamepkg.replay import Replay
from gamepkg.rules import IllegalMove
from tests.replay_games import SHORT_GAMES, short_game, snapshot


@pytest.mark.parametrize("game", sorted(SHORT_GAMES))
def test_a_replay_walks_every_position_and_leaves_the_game_as_it_was(game):
    """Each step of the replay shows the very position the game had after that many moves; the game is untouched."""
    session = short_game(game)
    before = snapshot(session)
    replay = Replay.of_session(session)
    assert replay.length == len(session.moves) > 0 and replay.at_start()
    for index in range(replay.length + 1):
        assert replay.state == session.state_at(index)
        assert replay.last_move() == (session.moves[index - 1] if index else None)
        replay.step(1)
    assert replay.at_end()
    while replay.step(-1):
        pass
    assert replay.at_start() and replay.state == session.initial_state
    assert snapshot(session) == before


def test_seek_is_clamped_and_says_whether_the_position_changed():
    """Seek past either end stops at that end; a seek to the position shown changes nothing."""
    replay = Replay.of_session(short_game("walls"))
    assert replay.seek(99) and replay.index == replay.length
    assert not replay.seek(replay.length)
    assert replay.seek(-5) and replay.index == 0
    assert not replay.step(-1)


def test_only_the_moves_up_to_the_position_are_replayed():
    """After an Undo the undone move is not part of the game shown, so it is not replayed."""
    session = short_game("arrows")
    session.undo()
    assert Replay.of_session(session).length == len(session.moves) - 1


def test_play_runs_to_the_end_and_stops_and_play_at_the_end_starts_over():
    """tick() steps while playing, pauses at the last move; Play at the end starts from the beginning."""
    replay = Replay.of_session(short_game("mines"))
    assert replay.toggle_play()
    shown = 0
    while replay.tick():
        shown += 1
    assert shown == replay.length and replay.at_end() and not replay.playing
    assert not replay.tick()
    assert replay.toggle_play() and replay.at_start()
    assert not replay.toggle_play() and replay.playing is False


def test_continued_session_is_the_game_up_to_the_position_shown():
    """Continue from Here: a new Session with the first moves only, at their end, with its own history."""
    session = short_game("skirmish")
    replay = Replay.of_session(session)
    replay.seek(2)
    continued = replay.continued_session()
    assert continued is not session and continued.moves == session.moves[:2]
    assert continued.position == 2 and continued.state == session.state_at(2)
    continued.undo()
    assert replay.index == 2 and session.position == len(session.moves)


def test_a_replay_of_a_move_the_rules_refuse_fails():
    """The moves go through the engine: a move it refuses is an IllegalMove, as on Load."""
    engine = engine_for("walls")
    with pytest.raises(IllegalMove):
        Replay(engine, engine.PRESETS["a"], 1, ["R", "nonsense"])


def test_the_finished_status_is_the_last_moves_whatever_the_position():
    """is_finished_game() tells how the replayed game ended, also while its start is shown."""
    session = short_game("garden", preset="hotseat", moves=200)
    replay = Replay.of_session(session)
    assert replay.final_status() == session.status() != "playing"
    assert replay.is_finished_game() and replay.at_start()
    assert not Replay.of_session(short_game("garden", preset="hotseat")).is_finished_game()

