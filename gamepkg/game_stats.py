"""The counted statistics of the games that keep theirs in one shared file, whatever the game.

A game counts here when its folder has a ``stats`` module naming its ``BEST_FIGURE`` (gamepkg/skirmish/stats.py,
gamepkg/garden/stats.py, gamepkg/arrows/stats.py: each also says which table rows a finished game counts in).
Kept in ``game_stats.json`` in the data folder: one object per game, holding one table per kind of game
(``{"skirmish": {"A-both-lesson": {"played": 3, "won": 2, "best": 4}}}``). A table counts games played and
won and keeps one best figure: the fewest rounds of a Skirmish win, the highest score of an Arrow Rotation
player (the Garden keeps none). Every write merges into the file as it is now, under its lock
(``DataStore.update_json`` with ``clean=clean_stats``), so two windows never wipe each other's games.
Which games count is the suite's one rule (gamepkg/fair_play.py): the view asks its RecordChance.
Delayed Walls keeps no table here (its summary comes from its level bests: gamepkg/walls/stats.py), nor does
Minesweeper (mines_stats.json: gamepkg/mines/stats.py).

Pure Python (no tkinter).
"""

from gamepkg.registry import GAMES as REGISTERED
from gamepkg.registry import optional_game_module
from gamepkg.save_error import SaveError

STATS_FILE = "game_stats.json"
COUNT_LIMIT = 10 ** 9


def stats_module(game):
    """The ``stats`` module of ``game``'s folder, or None when it has none (or ``game`` is no game of the suite)."""
    return optional_game_module(game, "stats")


def counted_games():
    """The games whose tables live in this file, in tab order: those whose stats module names a BEST_FIGURE."""
    return tuple(game for game in REGISTERED if hasattr(stats_module(game), "BEST_FIGURE"))


def keeps_statistics(game):
    """True when ``game`` counts its games: in this file (a BEST_FIGURE), or in a file of its own (its stats module's
    ``record_game(store, key, won)``, as Minesweeper's mines_stats.json)."""
    module = stats_module(game)
    return hasattr(module, "BEST_FIGURE") or hasattr(module, "record_game")


def best_figure(game):
    """The best figure ``game`` keeps in each table: "low" (fewer is better), "high", or None (no figure)."""
    return stats_module(game).BEST_FIGURE


# ----- the tables -----
def empty_table():
    """The statistics of a kind of game never played."""
    return {"played": 0, "won": 0, "best": None}


def clean_table(data):
    """A table from loaded JSON: bad counters become 0 (never more wins than games), a bad best None."""
    table = empty_table()
    if not isinstance(data, dict):
        return table
    for name in ("played", "won"):
        value = data.get(name)
        if type(value) is int and 0 <= value < COUNT_LIMIT:
            table[name] = value
    table["won"] = min(table["won"], table["played"])
    best = data.get("best")
    if type(best) is int and 0 <= best < COUNT_LIMIT:
        table["best"] = best
    return table


def clean_game(data):
    """Every table of one game from loaded JSON (keys are short texts; anything else is left out)."""
    if not isinstance(data, dict):
        return {}
    return {key: clean_table(table) for key, table in sorted(data.items())
            if isinstance(key, str) and 0 < len(key) < 200 and isinstance(table, dict)}


def clean_stats(data):
    """What of the statistics file this version understands: the tables of every game it knows."""
    data = data if isinstance(data, dict) else {}
    return {game: clean_game(data.get(game)) for game in counted_games()}


def better(game, old, new):
    """The best figure of ``game`` from the one kept (``old``, None when none) and a new one (None: none)."""
    direction = best_figure(game)
    if direction is None or new is None:
        return old
    if old is None:
        return new
    return min(old, new) if direction == "low" else max(old, new)


def with_game(game, table, won, figure=None):
    """``table`` after one more counted game: won or lost, with its figure (rounds of a win, a score)."""
    return {"played": table["played"] + 1, "won": table["won"] + bool(won),
            "best": better(game, table["best"], figure)}


def win_percent(table):
    """The share of played games won, as a whole percentage (0 before any game)."""
    return round(100 * table["won"] / table["played"]) if table["played"] else 0


# ----- the data folder -----
def load_stats(store, game):
    """The tables of ``game`` in the data folder ({} when the file is missing, unreadable or damaged)."""
    try:
        data = store.read_json(STATS_FILE)
    except SaveError:
        data = None
    return clean_stats(data)[game]


def record_games(store, game, results):
    """Count finished games of ``game``: ``results`` holds (table key, won, figure) for each; True when stored.

    False when nothing can be stored (saving off, or a file that cannot be read: it is never overwritten).
    """
    def counted(old):
        """The file's tables now, with these games counted."""
        stats = clean_stats(old)
        tables = stats[game]
        for key, won, figure in results:
            tables[key] = with_game(game, tables.get(key, empty_table()), won, figure)
        return stats

    if not results:
        return False
    return store.try_update_json(STATS_FILE, counted, clean=clean_stats)


def reset_stats(store, game):
    """Set every table of ``game`` back to zero (the other games keep theirs); False when it cannot be saved."""
    def cleared(old):
        """The file's tables now, without this game's."""
        return {**clean_stats(old), game: {}}

    return store.try_update_json(STATS_FILE, cleared, clean=clean_stats)
