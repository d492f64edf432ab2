"""What every rule engine shares: the rejection of an illegal move, and the engine contract.

Every game module registered in gamepkg/registry.py GAMES offers:

- ``GAME``: its short id, e.g. ``"mines"``; game IDs and save files start with it.
- ``Params``: a frozen dataclass with ``encode() -> str`` and a classmethod ``decode(text)``
  that raises ``ParamsError`` (a ValueError: a message id and its fields) for bad text.
- ``DEFAULT_PARAMS`` and ``PRESETS`` (a dict: preset key -> Params, in menu order).
- ``new_game(params, seed) -> State``: deterministic for a given seed.
- ``apply(state, move) -> State``: a new state for a legal move; raises ``IllegalMove`` otherwise.
- ``status(state) -> str``: ``"playing"`` while the game goes on, otherwise the result as data.
- ``legal_moves(state)`` where moves can be listed.
- optionally ``rule_numbers() -> dict``: the rule's numbers (rounds, damage...) read from the module's
  constants when called; the tab's texts get them as fields (``{rounds}``), so no text types a number.
- optionally ``too_big(params, moves) -> (message id, fields) or None``: a game or save too big to play
  smoothly; Save and Load both ask it (gamepkg/session.py ``save_problem``).
- optionally ``HIDDEN_MOVES = True``: the moves hold what one player must not see (the garden's roots);
  saves then store them sealed, not readable at a glance (gamepkg/sealed_moves.py).

Moves are short ASCII strings so that they go straight into save files and game IDs.
"""

from gamepkg.i18n import english

PLAYING = "playing"  # what status(state) says while the game goes on, in every engine


class IllegalMove(ValueError):
    """A move the rules refuse; ``reason`` is a machine-readable code, ``details`` its numbers."""

    def __init__(self, reason, **details):
        """Keep the reason code and any details the view may show."""
        super().__init__(reason)
        self.reason = reason
        self.details = details


class ParamsError(ValueError):
    """Parameters the rules cannot use (a game ID, a save's settings, a dialog's numbers).

    ``key`` is the message id of the reason and ``details`` its fields, so a window shows the reason in
    the player's language; ``str()`` gives the English text (for the command line, logs and tests).
    """

    def __init__(self, key, **details):
        """Keep the message id and the fields that fill it in."""
        super().__init__(key)
        self.key = key
        self.details = details

    def __str__(self):
        """The reason in English."""
        try:
            return english(self.key, **self.details)
        except (KeyError, IndexError, ValueError):  # a message that lacks a field: still say something useful
            return f"{self.key} {self.details}"


def parse_ints(text, count, sep=","):
    """Read exactly ``count`` plain decimal integers from ``text`` or raise IllegalMove('bad_move')."""
    parts = text.split(sep)
    if len(parts) != count or not all(p.isdigit() or (p[:1] == "-" and p[1:].isdigit()) for p in parts):
        raise IllegalMove("bad_move")
    return [int(p) for p in parts]


def parse_ascii_int(text, max_digits=18):
    """The whole number ``text`` spells the one canonical way (ASCII digits, no sign, space, '_' or
    leading zero, at most ``max_digits``), so that ``str(number) == text``; ValueError otherwise.

    Python's int() is more forgiving ('０１２', ' +1_2 ' and Arabic-Indic digits all give 12): a game ID
    read with it would not come back as the text the player typed.
    """
    if (not isinstance(text, str) or not 0 < len(text) <= max_digits or not text.isascii()
            or not text.isdigit() or (text[0] == "0" and text != "0")):
        raise ValueError(f"not a plain whole number (digits 0-9 only, no leading zero): {str(text)[:40]!r}")
    return int(text)
