"""The list of games in the suite: adding a game is one line here (and one in widgets/registry.py)."""

import importlib

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
        if not seed_text.isdigit() or len(seed_text) > 18:
            raise ValueError(f"the seed after # must be a whole number: {seed_text!r}")
        seed = int(seed_text)
    return game, params_text, seed
