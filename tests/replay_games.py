"""Short games of every game for the replay tests: a few seeded legal moves from each engine's legal_moves."""

import random

from gamepkg.registry import engine_for
from gamepkg.session import Session

# game -> (preset, moves to play): small boards and short games keep the tests quick
SHORT_GAMES = {"mines": ("beginner", 4), "skirmish": ("A-both", 4), "walls": ("a", 3),
               "garden": ("vs_computer_mole_easy", 4), "arrows": ("duel_5x5", 4)}


def short_game(game, seed=7, moves=None, preset=None):
    """A Session of ``game`` with up to ``moves`` seeded legal moves played (fewer when the game ends)."""
    engine = engine_for(game)
    default_preset, default_moves = SHORT_GAMES[game]
    session = Session(engine, engine.PRESETS[preset or default_preset], seed)
    rng = random.Random(seed)
    for _ in range(default_moves if moves is None else moves):
        if engine.status(session.state) != "playing":
            break
        session.play(rng.choice(sorted(engine.legal_moves(session.state))))
    return session


def snapshot(session):
    """What must not change in a Session: its moves, its position, its state (and the state's text)."""
    return list(session.moves), session.position, session.state, repr(session.state)
