"""What a data folder knows about games: the games and starts that were shown there, whatever the window.

A counting game must not be studied in a second window on the same data folder: a load of its save, a replay
of it, a hint on its start, a shown solution. So each of these marks what it revealed in ``knowledge.json``
(under the file's lock, as the records are: ``DataStore.update_json``), and a window checks the mark of its
own game before it counts it (widgets/record_hooks.py). What is marked is a game's *knowledge key*: its game
ID for a game dealt from a seed (``mines:9x9n10#123``), or its start alone for a game whose start does not
depend on the seed (Mirror Skirmish: ``skirmish:A-both``, ``skirmish:B-ally-hard``). A start's mark is taken away when
a game from it
is won without help (``forget``): from then on a new game from that start counts again. How often a key was
shown is kept apart and never taken away (``times_shown``): a window whose game from a start was under way while
another window showed that start still knows it at its end, even after a win without help took the mark away.

The file: ``{"known": {"mines": ["mines:9x9n10#123", ...]}, "shown": {"mines": {"mines:9x9n10#123": 1}}}``, at
most KEPT keys per game in each (the newest).
Pure Python (no tkinter).
"""

import hashlib

from gamepkg.save_error import SaveError

KNOWLEDGE_FILE = "knowledge.json"
KEPT = 200          # keys kept per game: a counting game is revealed while it is under way, so few are needed
KEY_LIMIT = 300     # the longest key kept


def game_key(session, by_start=False):
    """The knowledge key of ``session``'s game: its game ID, or (``by_start``: a game the seed does not change)
    its game and parameters alone, which name its start. A key longer than KEY_LIMIT (a level's rows, a start
    written out) is kept as its SHA-256."""
    key = f"{session.engine.GAME}:{session.params.encode()}" if by_start else session.game_id()
    if len(key) <= KEY_LIMIT:
        return key
    return f"{session.engine.GAME}:sha256:" + hashlib.sha256(key.encode("utf-8")).hexdigest()


def short_key(key):
    """True for a key the file may hold."""
    return isinstance(key, str) and 0 < len(key) <= KEY_LIMIT


def per_game(data, name, kind):
    """The ``name`` field of a loaded file: {game name: its value}, for the values of type ``kind`` only."""
    field = data.get(name) if isinstance(data, dict) else None
    if not isinstance(field, dict):
        return {}
    return {game: value for game, value in field.items()
            if isinstance(game, str) and 0 < len(game) <= 40 and isinstance(value, kind)}


def clean_knowledge(data):
    """What of a loaded file this version understands: per game name, its list of short text keys (``known``)
    and how often each was shown (``shown``)."""
    known = {game: [key for key in keys[-KEPT:] if short_key(key)]
             for game, keys in per_game(data, "known", list).items()}
    shown = {game: {key: times for key, times in list(counts.items())[-KEPT:]
                    if short_key(key) and type(times) is int and times > 0}
             for game, counts in per_game(data, "shown", dict).items()}
    return {"known": known, "shown": shown}


def read_knowledge(store):
    """The cleaned file (empty when it is missing or cannot be read)."""
    if not store.has(KNOWLEDGE_FILE):
        return clean_knowledge(None)
    try:
        return clean_knowledge(store.read_json(KNOWLEDGE_FILE))
    except SaveError:
        return clean_knowledge(None)


def known_keys(store, game):
    """The keys of ``game`` marked in the data folder (none when the file is missing or cannot be read)."""
    return read_knowledge(store)["known"].get(game, [])


def times_shown(store, game, key):
    """How often ``key`` of ``game`` was shown in this data folder (0: never, or so long ago it was dropped)."""
    return read_knowledge(store)["shown"].get(game, {}).get(key, 0)


def is_known(store, game, key):
    """True when ``key`` of ``game`` was revealed in this data folder (by any window)."""
    return key in known_keys(store, game)


def mark_known(store, game, key):
    """Mark ``key`` of ``game`` as revealed (and count it shown once more); True when written (False with saving
    off)."""
    def marked(old):
        """The file now, with the key added at the end of the game's keys and shown once more."""
        cleaned = clean_knowledge(old)
        keys = [kept for kept in cleaned["known"].get(game, []) if kept != key]
        counts = dict(cleaned["shown"].get(game, {}))
        times = counts.pop(key, 0) + 1
        return {"known": {**cleaned["known"], game: (keys + [key])[-KEPT:]},
                "shown": {**cleaned["shown"], game: dict(list({**counts, key: times}.items())[-KEPT:])}}

    return store.try_update_json(KNOWLEDGE_FILE, marked, clean=clean_knowledge)


def forget(store, game, key):
    """Take the mark of ``key`` away (a game from that start was won without help); True when written."""
    def forgotten(old):
        """The file now, without the key among the known ones (None when it was not there); its count stays."""
        cleaned = clean_knowledge(old)
        keys = cleaned["known"].get(game, [])
        if key not in keys:
            return None
        return {**cleaned, "known": {**cleaned["known"], game: [kept for kept in keys if kept != key]}}

    return store.try_update_json(KNOWLEDGE_FILE, forgotten, clean=clean_knowledge)

