"""The list of games in the suite: adding a game is one line here (and one in widgets/registry.py)."""

import importlib

from gamepkg.rules import parse_ascii_int

# game id -> engine module, in tab order
ENGINES = {
    "mines": "gamepkg.mines",
    "skirmish": "gamepkg.skirmish",
    "walls": "gamepkg.walls",
    "garden": "gamepkg.garden",
    "arrows": "gamepkg.arrows",
}


def engine_for(game):
    """Import and return the engine module of ``game``; ValueError names an unknown game."""
    if game not in ENGINES:
        raise ValueError(f"unknown game: {game!r}")
    return importlib.import_module(ENGINES[game])


def split_game_id(text):
    """Split a game ID such as ``mines:16x16n40#8347`` into (game, params text, seed or None)."""
    text = text.strip()
    game, sep, rest = text.partition(":")
    if not sep or game not in ENGINES:
        raise ValueError(f"not a game ID: {text!r}")
    params_text, hash_sign, seed_text = rest.partition("#")
    seed = None
    if hash_sign:
        try:
            seed = parse_ascii_int(seed_text, max_digits=18)
        except ValueError:
            raise ValueError(f"the seed after # must be a whole number written with 0-9: {seed_text!r}") from None
    return game, params_text, seed
