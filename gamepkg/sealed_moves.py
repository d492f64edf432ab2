"""The moves of a game with hidden information, stored so that a glance at the save file does not show them.

In Mischief Garden the gardener never sees the mole's roots, but a save holds every move of both players
(``root:9`` is where a root grew). A game whose engine says ``HIDDEN_MOVES = True`` gets its moves stored
*sealed*: the moves list as JSON text, its UTF-8 bytes XOR-ed with a key of KEY_BYTES random bytes
(repeated), written in base64, with the key beside it::

    "moves": {"key": "9f3a...", "sealed": "5c1b..."}

This is a simple, documented transform, not a secret: anyone who reads this docstring (or the code) can
undo it, and the key is in the file. It only keeps the roots from being read at a glance in Notepad.
Loading unseals the moves and replays them through the engine as for any save, so a changed file still
cannot produce a position the rules could not reach; a save with a plain moves list (older saves) loads too.

Exercise for learners: seal ``["root:9"]`` with the key ``"01"`` by hand (JSON text, XOR each byte with 1,
base64) and check it with ``seal(["root:9"], bytes.fromhex("01"))``.
"""

import base64
import binascii
import json
import os

KEY_BYTES = 8
SEALED_FIELDS = {"key", "sealed"}


class SealError(ValueError):
    """A sealed moves object that cannot be opened (wrong shape, bad base64 or key, not a JSON list)."""


def scramble(data, key):
    """``data`` with each byte XOR-ed with the key's bytes, repeated (doing it twice gives ``data`` back)."""
    return bytes(byte ^ key[index % len(key)] for index, byte in enumerate(data))


def seal(moves, key=None):
    """The sealed form of ``moves`` (a list of strings): {"key": hex, "sealed": base64}; a fresh key if None."""
    key = os.urandom(KEY_BYTES) if key is None else key
    text = json.dumps(list(moves), separators=(",", ":")).encode("utf-8")
    return {"key": key.hex(), "sealed": base64.b64encode(scramble(text, key)).decode("ascii")}


def unseal(sealed, max_chars):
    """The moves list inside a sealed object of at most ``max_chars`` characters; SealError when it is none."""
    if not isinstance(sealed, dict) or set(sealed) != SEALED_FIELDS:
        raise SealError("not a sealed moves object")
    key, text = sealed["key"], sealed["sealed"]
    if not isinstance(key, str) or not isinstance(text, str) or len(text) > max_chars:
        raise SealError("sealed moves of the wrong type or size")
    try:
        key_bytes = bytes.fromhex(key)
        raw = base64.b64decode(text.encode("ascii"), validate=True)
        moves = json.loads(scramble(raw, key_bytes).decode("utf-8")) if key_bytes else None
    except (ValueError, UnicodeError, binascii.Error, RecursionError):
        raise SealError("sealed moves that do not open") from None
    if not isinstance(moves, list):
        raise SealError("sealed moves that hold no list")
    return moves
