"""Minesweeper statistics: games played and won, winning streaks and the ten best times, per board.

Kept in ``mines_stats.json`` in the data folder, next to the older ``best_times.json`` (whose five
best times per preset are still read: they seed a table that has no statistics yet). Every write
merges into the file as it is now, under its lock (``DataStore.update_json``), so two windows never
wipe each other's games. Which games count is decided by the suite's one rule (gamepkg/fair_play.py),
for best times and statistics alike: only games dealt at random in the window, so a game opened again from
a save or its game ID is practice and never needs to be remembered here. The view records a game when it
ends (or is given up: a loss) and still counts. No-guess boards keep tables of their own (``NO_GUESS``
after the table's name): they are easier, so their times and wins do not rank with ordinary boards.
"""

from gamepkg.mines.params import PRESETS
from gamepkg.save_error import SaveError
from gamepkg.settings import clean_best_times, load_best_times, time_entry

STATS_FILE = "mines_stats.json"
TIMES_KEPT = 10
CUSTOM = "custom"                     # the table of every board that is not a preset
NO_GUESS = "-no-guess"                # after a table's name: the same boards made solvable without guessing
ORDINARY_TABLES = tuple(PRESETS) + (CUSTOM,)
NO_GUESS_TABLES = tuple(key + NO_GUESS for key in ORDINARY_TABLES)
TABLES = ORDINARY_TABLES + NO_GUESS_TABLES  # in the order the Statistics window shows them
COUNTERS = ("played", "won", "streak", "best_streak")


def table_key(params, gave_up_no_guess=False):
    """The statistics table of a board: its preset's name, or "custom"; a no-guess board has its own
    (``NO_GUESS`` added), unless its generator gave up and dealt an ordinary board (``gave_up_no_guess``)."""
    key = CUSTOM
    for name, preset in PRESETS.items():
        if params.layout is None and (preset.width, preset.height, preset.mines) == \
                (params.width, params.height, params.mines):
            key = name
    return key + NO_GUESS if params.no_guess and not gave_up_no_guess else key


def keeps_times(key):
    """True when table ``key`` keeps best times: the presets' tables, ordinary and no-guess (see record_game)."""
    return key.removesuffix(NO_GUESS) in PRESETS


def empty_table():
    """The statistics of a board never played."""
    return {"played": 0, "won": 0, "streak": 0, "best_streak": 0, "times": []}


def clean_table(data):
    """A table from loaded JSON: bad counters become 0, bad times are dropped, the ten fastest kept."""
    table = empty_table()
    if not isinstance(data, dict):
        return table
    for name in COUNTERS:
        value = data.get(name)
        if type(value) is int and 0 <= value < 10 ** 9:
            table[name] = value
    table["won"] = min(table["won"], table["played"])
    table["streak"] = min(table["streak"], table["won"])
    table["best_streak"] = min(max(table["best_streak"], table["streak"]), table["won"])
    table["times"] = clean_best_times({"times": data.get("times")}, TIMES_KEPT).get("times", [])
    return table


def clean_stats(data, old_best_times=None):
    """Every table from the statistics file's JSON; a table missing there starts from the old best times."""
    data = data if isinstance(data, dict) else {}
    old_best_times = old_best_times or {}
    stats = {}
    others = sorted(key for key, table in data.items()
                    if isinstance(key, str) and key not in TABLES and isinstance(table, dict))
    for key in list(TABLES) + others:  # a field that is no table (of a newer version) is no table of ours
        if key in data:
            stats[key] = clean_table(data[key])
        else:
            stats[key] = {**empty_table(), "times": list(old_best_times.get(key, []))[:TIMES_KEPT]}
    return stats


def load_stats(store):
    """Every table, for the Statistics window ({} tables at zero when the file is missing or unreadable)."""
    try:
        data = store.read_json(STATS_FILE)
    except SaveError:
        data = None
    return clean_stats(data, load_best_times(store))


def with_game(table, won, entry=None):
    """``table`` after one more counted game: a win (with ``entry``, a time row, when it keeps times) or a loss."""
    table = {**table, "times": list(table["times"])}
    table["played"] += 1
    if not won:
        table["streak"] = 0
        return table
    table["won"] += 1
    table["streak"] += 1
    table["best_streak"] = max(table["best_streak"], table["streak"])
    if entry is not None:
        table["times"] = sorted(table["times"] + [entry], key=lambda row: row["seconds"])[:TIMES_KEPT]
    return table


def record_game(store, key, won, seconds=None, today=None):
    """Count a finished game in table ``key``; returns the 1-based rank of a winning time among the ten best
    (presets only: see below).

    None for a loss, a time outside the ten best, or when nothing can be stored (saving off, or a
    statistics file that cannot be read: it is never overwritten, see DataStore.update_json).
    """
    # Custom boards of every size share one table: a 5x5 board with one mine would rank with 30x16 ones,
    # so only the presets keep best times (every table counts games, wins and streaks).
    entry = time_entry(seconds, today) if won and keeps_times(key) else None
    old_best = load_best_times(store)

    def counted(old):
        """The file's tables now, with this game counted."""
        stats = clean_stats(old, old_best)
        stats[key] = with_game(stats.get(key, empty_table()), won, entry)
        return stats

    try:
        written = store.update_json(STATS_FILE, counted, clean=clean_stats)
    except SaveError:
        return None
    if entry is None or entry not in written[key]["times"]:
        return None
    return written[key]["times"].index(entry) + 1


def reset_stats(store):
    """Set every table back to zero (the old best times are not read again); False when it cannot be saved."""
    try:
        store.update_json(STATS_FILE, lambda old: {key: empty_table() for key in clean_stats(old)},
                          clean=clean_stats)
    except SaveError:
        return False
    return True


def win_percent(table):
    """The share of played games won, as a whole percentage (0 before any game)."""
    return round(100 * table["won"] / table["played"]) if table["played"] else 0
