"""A game ID as the player pastes it (``mines:16x16n40#8347``): which game, its parameters, its seed.

The games it knows are those of gamepkg/registry.py; a bad ID is a ParamsError in the player's language.
"""

from gamepkg.registry import ENGINES, GAMES
from gamepkg.rules import ParamsError, parse_ascii_int


def split_game_id(text):
    """Split a game ID such as ``mines:16x16n40#8347`` into (game, params text, seed or None); ParamsError."""
    text = text.strip()
    game, sep, rest = text.partition(":")
    if not sep:
        raise ParamsError("game_id.no_game", games=" ".join(f"{name}:" for name in GAMES))
    if game not in ENGINES:
        raise ParamsError("game_id.not_a_game", game=f"{game[:20]}:", games=" ".join(f"{name}:" for name in GAMES))
    params_text, hash_sign, seed_text = rest.partition("#")
    seed = None
    if hash_sign:
        try:
            seed = parse_ascii_int(seed_text, max_digits=18)
        except ValueError:
            raise ParamsError("game_id.bad_seed", most=18) from None
    return game, params_text, seed
