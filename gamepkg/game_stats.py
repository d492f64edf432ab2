"""Statistics of Mirror Skirmish, Mischief Garden and Arrow Rotation, and the Delayed Walls summary.

Kept in ``game_stats.json`` in the data folder: one object per game, holding one table per kind of game
(``{"skirmish": {"A-both-lesson": {"played": 3, "won": 2, "best": 4}}}``). A table counts games played and
won and keeps one best figure: the fewest rounds of a Skirmish win, the highest score of an Arrow Rotation
player (the Garden keeps none). Every write merges into the file as it is now, under its lock
(``DataStore.update_json`` with ``clean=clean_stats``), so two windows never wipe each other's games.
Which games count is the suite's one rule (gamepkg/fair_play.py): the view asks its RecordChance.
Delayed Walls keeps no table here: its summary is worked out from the level bests it keeps already.

Pure Python (no tkinter).
"""

from gamepkg.save_error import SaveError

STATS_FILE = "game_stats.json"
COUNT_LIMIT = 10 ** 9
# The best figure a game keeps in each table: "low" (fewer is better), "high", or None (no figure).
BEST_FIGURE = {"skirmish": "low", "garden": None, "arrows": "high"}
GAMES = tuple(BEST_FIGURE)
GARDEN_ROLES = ("gardener", "mole")
GARDEN_PLAYERS = {"h": "human", "e": "easy", "n": "normal", "x": "hard"}


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
    return {game: clean_game(data.get(game)) for game in GAMES}


def better(game, old, new):
    """The best figure of ``game`` from the one kept (``old``, None when none) and a new one (None: none)."""
    direction = BEST_FIGURE[game]
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
    try:
        store.update_json(STATS_FILE, counted, clean=clean_stats)
    except SaveError:
        return False
    return True


def reset_stats(store, game):
    """Set every table of ``game`` back to zero (the other games keep theirs); False when it cannot be saved."""
    def cleared(old):
        """The file's tables now, without this game's."""
        return {**clean_stats(old), game: {}}

    try:
        store.update_json(STATS_FILE, cleared, clean=clean_stats)
    except SaveError:
        return False
    return True


# ----- what each game puts in its tables -----
def skirmish_key(params):
    """The table of a Mirror Skirmish game: case, variant and enemy level (``lesson`` when it has none)."""
    return f"{params.case}-{params.variant}-{getattr(params, 'enemy', 'lesson')}"


def skirmish_results(params, status, rounds):
    """The Skirmish table rows of a game that ended ``status`` (won, lost, draw; given up: lost) in ``rounds``."""
    won = status == "won"
    return [(skirmish_key(params), won, rounds if won else None)]


def garden_results(params, winner):
    """The Garden table rows of a match (``winner`` the winning role, "" for one given up: lost by its humans).

    One row per human role, keyed by that role and the other side's player ("human" in a hot-seat match); a
    match with no human, or a hot-seat match given up (nobody lost it), counts nowhere.
    """
    people = [role for role in GARDEN_ROLES if getattr(params, role) == "h"]
    if not winner and len(people) != 1:
        return []
    rows = []
    for role in people:
        other = GARDEN_ROLES[1 - GARDEN_ROLES.index(role)]
        rows.append((f"{role}-{GARDEN_PLAYERS.get(getattr(params, other), 'human')}", winner == role, None))
    return rows


def arrows_key(seats):
    """The table of an Arrow Rotation game: its computer levels (e.g. ``hard`` or ``normal+normal+normal``)."""
    return "+".join(sorted(kind for kind in seats if kind != "human"))


def arrows_results(seats, scores, winners):
    """The Arrow Rotation table row of a finished game (``winners`` the 0-based seats with the top score; a game
    given up has none), or none when the game has no human or no computer seat.

    The humans win when one of them has the top score and no computer shares it; the figure is the best
    score of a human seat.
    """
    humans = [seat for seat, kind in enumerate(seats) if kind == "human"]
    if not humans or len(humans) == len(seats):
        return []
    won = any(seat in humans for seat in winners) and all(seat in humans for seat in winners)
    return [(arrows_key(seats), won, max(scores[seat] for seat in humans))]


# ----- Delayed Walls: a summary of the level bests -----
def level_stars(best, par):
    """Stars of one level: 0 not cleared, 3 at par or better, 2 within twice the par, else 1 (1 without a par)."""
    if best is None:
        return 0
    if par is None:
        return 1
    return 3 if best <= par else 2 if best <= 2 * par else 1


def walls_summary(levels):
    """{"levels", "cleared", "at_par", "stars", "most_stars"} of ``levels``: (best or None, par or None) each."""
    levels = list(levels)
    return {"levels": len(levels), "cleared": sum(best is not None for best, _par in levels),
            "at_par": sum(best is not None and par is not None and best <= par for best, par in levels),
            "stars": sum(level_stars(best, par) for best, par in levels), "most_stars": 3 * len(levels)}
