"""The in-app code window's pure parts: a game's exercises (from the message catalogs) and syntax colours."""

import io
import keyword
import token
import tokenize

from gamepkg.registry import GAMES

EXERCISE_KEY = "{game}.exercise.{number}"  # the message id of one exercise, e.g. arrows.exercise.1


def engine_game(relative):
    """The game whose rule engine is the file ``relative`` (``gamepkg/mines/rules.py`` -> ``"mines"``), or None."""
    for game, entry in GAMES.items():
        if entry.engine.replace(".", "/") + ".py" == relative:
            return game
    return None


def exercise_keys(catalog, game):
    """The message ids of ``game``'s exercises in ``catalog`` ({key: text}): ``<game>.exercise.1``, ``.2``, ...

    Each exercise is one message in the game's module of gamepkg/messages/, so it exists in Japanese and
    English alike; the numbers run from 1 without a gap.
    """
    keys = []
    while EXERCISE_KEY.format(game=game, number=len(keys) + 1) in catalog:
        keys.append(EXERCISE_KEY.format(game=game, number=len(keys) + 1))
    return keys


def exercises(translator, game):
    """The numbered exercises of ``game`` in the translator's language, as [(number, text)]."""
    catalog = translator.catalogs[translator.language]
    return [(number, translator.t(key)) for number, key in enumerate(exercise_keys(catalog, game), start=1)]


def colour_spans(source):
    """Spans to colour as [(tag, (row, col), (row, col))]: keyword, string, comment, number, name of a def."""
    spans = []
    previous = None
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            tag = None
            if tok.type == token.NAME and keyword.iskeyword(tok.string):
                tag = "keyword"
            elif tok.type == token.NAME and previous in ("def", "class"):
                tag = "definition"
            elif tok.type == token.STRING:
                tag = "string"
            elif tok.type == tokenize.COMMENT:
                tag = "comment"
            elif tok.type == token.NUMBER:
                tag = "number"
            if tag:
                spans.append((tag, tok.start, tok.end))
            if tok.type == token.NAME:
                previous = tok.string
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return spans
